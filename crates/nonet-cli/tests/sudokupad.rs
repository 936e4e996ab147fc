//! SudokuPad links on the command line (issue 25, item 3): a link read by `solve`,
//! `hint` and `rate` like any other input, `draw --format sudokupad` writing one that
//! reads back, a short link's and a broken payload's messages, and a batch of good and
//! bad links that goes on. The links are the library's public fixtures
//! (`crates/nonet/tests/fixtures/sudokupad/`, whose headers cite their sources).

mod common;
use common::nonet;

/// Rows of the library's `converted.tsv`: SudokuPad's `scl` drawings of public puzzles,
/// with their published solutions (kind, fixture, source, solution, link).
fn converted() -> Vec<(&'static str, &'static str, &'static str)> {
    include_str!("../../nonet/tests/fixtures/sudokupad/converted.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            (cols[0], cols[3], cols[4])
        })
        .collect()
}

/// A row of the library's `links.tsv` (kind, form, source, link): its link.
fn link_of(kind: &str, form: &str) -> &'static str {
    include_str!("../../nonet/tests/fixtures/sudokupad/links.tsv")
        .lines()
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .find(|c| c.len() == 4 && c[0] == kind && c[1].starts_with(form))
        .map(|c| c[3])
        .unwrap()
}

#[test]
fn a_sudokupad_link_is_solved_hinted_and_rated() {
    let rows = converted();
    let (_, solution, link) = rows.iter().find(|(kind, ..)| *kind == "thermo").unwrap();
    let r = nonet(&["solve", link], "");
    assert_eq!(
        (r.lines(), r.code, r.stderr.as_str()),
        (vec![*solution], 0, "")
    );
    // As a line of a file (standard input), and a bare `scl` id too.
    let id = link.strip_prefix("https://sudokupad.app/").unwrap();
    let r = nonet(&["solve"], &format!("{link}\n{id}\n"));
    assert_eq!((r.lines(), r.code), (vec![*solution, *solution], 0));
    for command in ["hint", "rate", "explain"] {
        let r = nonet(&[command, link], "");
        assert_eq!((r.code, r.stderr.as_str()), (0, ""), "{command}");
        assert!(!r.stdout.is_empty(), "{command}");
    }
    // An `fpuzzles` link on the Cracking the Cryptic app, percent-encoded: the killer of
    // Sudocle's issue 245, which has one solution.
    let killer = link_of("killer", "fpuzzles, ?puzzleid=");
    let r = nonet(&["count", killer], "");
    assert_eq!((r.code, r.stderr.as_str()), (0, ""), "{}", r.stdout);
    assert!(r.stdout.starts_with('1'), "{}", r.stdout);
}

#[test]
fn draw_writes_a_sudokupad_link_that_reads_back() {
    for (kind, solution, link) in converted().into_iter().step_by(10) {
        let r = nonet(&["draw", "--format", "sudokupad", link], "");
        assert_eq!((r.code, r.stderr.as_str()), (0, ""), "{kind}");
        let written = r.stdout.trim_end();
        assert!(
            written.starts_with("https://sudokupad.app/?puzzleid=fpuzzles"),
            "{kind}: {written}"
        );
        assert_eq!(r.stdout.lines().count(), 1);
        let back = nonet(&["solve", written], "");
        assert_eq!((back.lines(), back.code), (vec![solution], 0), "{kind}");
    }
    // A classic line, and a puzzle SudokuPad cannot carry (given pencil marks).
    let classic =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let r = nonet(&["draw", "-f", "sudokupad", classic], "");
    let back = nonet(&["solve", r.stdout.trim_end()], "");
    assert_eq!(
        back.lines(),
        ["417369825632158947958724316825437169791586432346912758289643571573291684164875293"]
    );
    let r = nonet(&["draw", "-f", "sudokupad", ".~R1C1_1_2_3"], "");
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("cannot write a SudokuPad link: constraint 1 (given candidates at r1c1) has no SudokuPad notation"),
        "{}",
        r.stderr
    );
}

#[test]
fn short_links_and_broken_payloads_say_why() {
    let r = nonet(&["solve", "https://sudokupad.app/wsj7iunsg6"], "");
    assert_eq!((r.lines(), r.code), (vec!["invalid"], 2));
    assert_eq!(
        r.stderr.trim_end(),
        "<argument>:1: SudokuPad link: this is a SudokuPad short link (id `wsj7iunsg6`): only \
         SudokuPad's server knows the puzzle behind it, and nonet does not use the network; open \
         it in SudokuPad and give nonet the puzzle's long link (with `scl`, `ctc` or `fpuzzles` \
         after the host) or its f-puzzles link instead"
    );
    let (_, _, link) = converted()[0];
    let cut = &link[..link.len() / 2];
    let r = nonet(&["solve", cut], "");
    assert_eq!((r.lines(), r.code), (vec!["invalid"], 2));
    assert!(
        r.stderr.starts_with(
            "<argument>:1: SudokuPad link: scl payload: broken lz-string at character"
        ) && r.stderr.contains("cut short"),
        "{}",
        r.stderr
    );
    let bgimage = link_of(
        "kropki+parity-line (lines only in bgimage: expect refusal)",
        "scl",
    );
    let r = nonet(&["solve", bgimage], "");
    assert!(
        r.stderr
            .contains("SudokuPad link: `metadata.bgimage`: a background picture"),
        "{}",
        r.stderr
    );
}

#[test]
fn a_batch_of_good_and_bad_links_goes_on() {
    let rows = converted();
    let (a, b) = (&rows[0], &rows[1]);
    let text = format!(
        "{}\nhttps://sudokupad.app/wsj7iunsg6\n{}\nhttps://sudokupad.app/sclN4Ig!\n{}\n",
        a.2,
        &a.2[..a.2.len() - 40],
        b.2
    );
    let r = nonet(&["solve"], &text);
    assert_eq!(r.lines(), [a.1, "invalid", "invalid", "invalid", b.1]);
    assert_eq!(r.code, 2);
    let errors: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(errors.len(), 3, "{}", r.stderr);
    assert!(errors[0].starts_with("<stdin>:2: SudokuPad link: this is a SudokuPad short link"));
    assert!(errors[1].starts_with("<stdin>:3: SudokuPad link: scl payload: broken lz-string"));
    assert_eq!(
        errors[2],
        "<stdin>:4: SudokuPad link: scl payload: broken lz-string at character 5: `!` is not a base64 character"
    );
}
