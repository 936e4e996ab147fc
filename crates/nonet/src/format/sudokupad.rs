//! SudokuPad links (`https://sudokupad.app/...`, Cracking the Cryptic's
//! `https://crackingthecryptic.com/...` and `?puzzleid=...` forms): nonet does not read
//! SudokuPad's own puzzle format yet, so such a link is recognised and named, with what
//! nonet reads instead, rather than taken for a file name or a broken f-puzzles link.

/// Whether `text` is a SudokuPad or Cracking the Cryptic link.
pub(crate) fn is_sudokupad_link(text: &str) -> bool {
    let t = text.trim().to_ascii_lowercase();
    t.contains("sudokupad.app") || t.contains("crackingthecryptic.com")
}

/// Whether a SudokuPad link carries an f-puzzles puzzle: SudokuPad loads
/// `fpuzzles` followed by the same lz-string payload an f-puzzles link has after
/// `load=`.
pub(crate) fn carries_fpuzzles(text: &str) -> bool {
    text.contains("fpuzzles")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sudokupad_and_ctc_links_are_recognised() {
        assert!(is_sudokupad_link(
            "https://sudokupad.app/fpuzzlesN4IgzglgXgpiBcBOA"
        ));
        assert!(is_sudokupad_link(
            "https://app.crackingthecryptic.com/sudoku/?puzzleid=fpuzzlesN4Ig"
        ));
        assert!(is_sudokupad_link("https://crackingthecryptic.com/abc"));
        assert!(!is_sudokupad_link("https://www.f-puzzles.com/?load=N4Ig"));
        assert!(carries_fpuzzles(
            "https://sudokupad.app/?puzzleid=fpuzzlesN4Ig"
        ));
        assert!(!carries_fpuzzles("https://sudokupad.app/psxqj8c2kd"));
    }
}
