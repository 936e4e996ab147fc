//! What a rules text says that the drawing must carry. SudokuPad takes some rules from
//! the text alone (anti-knight, anti-king), and a rule the text names may be drawn
//! where nonet cannot see it (in a background picture) or in a way it does not know:
//! when the text names a rule and nothing read carries it, nonet cannot tell whether it
//! is a rule, so it refuses, quoting the sentence.

use super::drawing::Out;
use super::error::SudokuPadError;
use super::rules_text::RulesText;

/// Rules of the whole grid a text names without a flag for them: the phrases, the
/// f-puzzles keys that carry the rule, its name.
const GLOBAL: &[(&[&str], &[&str], &str)] = &[
    (&["knight"], &["antiknight"], "anti-knight"),
    (
        &["anti-king", "antiking", "king's move", "touch diagonally"],
        &["antiking"],
        "anti-king",
    ),
    (
        &[
            "non-consecutive",
            "nonconsecutive",
            "not consecutive",
            "cannot be consecutive",
            "cannot contain consecutive",
        ],
        &["nonconsecutive", "difference", "negative"],
        "non-consecutive",
    ),
];

/// Kinds a text names: the word, the f-puzzles keys any of which carries one.
const KINDS: &[(&str, &[&str])] = &[
    ("thermo", &["thermometer", "slowthermometer"]),
    ("thermometer", &["thermometer", "slowthermometer"]),
    ("arrow", &["arrow", "littlekillersum"]),
    ("little killer", &["littlekillersum"]),
    ("killer cage", &["killercage"]),
    ("sandwich", &["sandwichsum"]),
    ("kropki", &["difference", "ratio", "negative"]),
    ("white dot", &["difference", "negative"]),
    ("black dot", &["ratio", "negative"]),
    ("xv", &["xv", "negative"]),
    ("renban", &["renban"]),
    ("whisper", &["whispers"]),
    ("palindrome", &["palindrome"]),
    ("zipper", &["zipperline"]),
    ("entropic", &["entropicline"]),
    ("region sum", &["regionsumline"]),
    ("region-sum", &["regionsumline"]),
    ("quadruple", &["quadruple"]),
    ("x-sum", &["xsum"]),
    ("skyscraper", &["skyscraper"]),
    ("disjoint", &["disjointgroups"]),
    ("windoku", &["extraregion"]),
    ("diagonal", &["diagonal+", "diagonal-"]),
    ("between line", &["betweenline"]),
];

/// Phrases of the negative rules ("all possible dots are given"), unless the sentence
/// says "not all".
const NEGATIVE: &[&str] = &[
    "all possible",
    "all such",
    "all dots",
    "all kropki",
    "all x",
    "all the dots",
];

/// Refuses a text that names a rule nothing read carries.
pub(super) fn check(text: &RulesText, out: &Out) -> Result<(), SudokuPadError> {
    let carried = |keys: &[&str]| keys.iter().any(|k| out.has(k));
    let refuse = |sentence: String, why: String| {
        Err(SudokuPadError::element(
            "the rules text",
            format!("it says \"{sentence}\", {why}"),
        ))
    };
    for &(words, keys, rule) in GLOBAL {
        if !carried(keys)
            && let Some(sentence) = text.sentence(words)
        {
            return refuse(
                sentence,
                format!(
                    "and the puzzle carries no {rule} flag: nonet cannot tell whether that is a rule of the whole grid"
                ),
            );
        }
    }
    for &(word, keys) in KINDS {
        if !carried(keys)
            && let Some(sentence) = text.sentence_naming(word)
        {
            return refuse(
                sentence,
                format!(
                    "but the drawing has no {word}: is it drawn in a picture, or in a way nonet does not know?"
                ),
            );
        }
    }
    if !out.has("negative")
        && let Some(sentence) = text.sentence(NEGATIVE)
        && !sentence.contains("not all")
        && !sentence.contains("not necessarily")
    {
        return refuse(
            sentence,
            "and the puzzle carries no negative rule flag: nonet cannot tell whether that is a rule".into(),
        );
    }
    Ok(())
}
