//! A puzzle's rules text, asked what it names: SudokuPad itself decides some rules from
//! it (anti-knight, anti-king, whether cages are killer cages), and a drawing alone
//! cannot say which line is a renban and which a whisper.

/// The rules text, lower-cased, with typographic apostrophes and hyphens made plain.
pub(super) struct RulesText {
    lower: String,
}

impl RulesText {
    pub(super) fn new(text: &str) -> RulesText {
        RulesText {
            lower: text
                .to_lowercase()
                .replace(['\u{2019}', '\u{2018}'], "'")
                .replace(['\u{2010}', '\u{2011}', '\u{2013}'], "-"),
        }
    }

    /// Whether the text names any of `words` (lower-case).
    pub(super) fn mentions(&self, words: &[&str]) -> bool {
        words.iter().any(|w| self.lower.contains(w))
    }

    /// The first sentence that names `word` as a word of its own (or its plural):
    /// `diagonal` in "the marked diagonals", not in "touch diagonally".
    pub(super) fn sentence_naming(&self, word: &str) -> Option<String> {
        self.sentences()
            .find(|s| {
                s.match_indices(word).any(|(at, _)| {
                    let before = s[..at].chars().next_back();
                    let after = s[at + word.len()..].chars().next();
                    !before.is_some_and(char::is_alphanumeric)
                        && !after.is_some_and(|c| c.is_alphanumeric() && c != 's')
                })
            })
            .map(|s| s.trim().chars().take(120).collect())
    }

    /// Whether one sentence speaks of lines and says one of `phrases` (a rule told
    /// without its name: "digits on a pink line are a set of consecutive digits").
    pub(super) fn says_of_lines(&self, phrases: &[&str]) -> bool {
        self.sentences()
            .any(|s| s.contains("line") && phrases.iter().any(|p| s.contains(p)))
    }

    fn sentences(&self) -> impl Iterator<Item = &str> {
        self.lower.split(['.', '\n', ';'])
    }

    /// The first sentence that names any of `words`, for a message (at most 120
    /// characters).
    pub(super) fn sentence(&self, words: &[&str]) -> Option<String> {
        self.sentences()
            .find(|s| words.iter().any(|w| s.contains(w)))
            .map(|s| s.trim().chars().take(120).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mentions_and_sentences() {
        let t =
            RulesText::new("Normal rules. Cells a knight\u{2019}s move apart differ.\nNo more.");
        assert!(t.mentions(&["knight's move"]));
        assert!(!t.mentions(&["king"]));
        assert_eq!(
            t.sentence(&["knight"]).as_deref(),
            Some("cells a knight's move apart differ")
        );
        let t =
            RulesText::new("Identical digits never touch diagonally. Marked diagonals hold 1-9.");
        assert_eq!(
            t.sentence_naming("diagonal").as_deref(),
            Some("marked diagonals hold 1-9")
        );
        assert_eq!(t.sentence_naming("agonal"), None);
        let t = RulesText::new("Kropki rules. Digits on each pink line are consecutive.");
        assert!(t.says_of_lines(&["consecutive"]));
        assert!(
            !RulesText::new("Dots join consecutive digits. Lines are pink.")
                .says_of_lines(&["consecutive"])
        );
    }
}
