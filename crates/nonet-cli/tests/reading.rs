//! Reading puzzles that earlier versions misread or answered badly (issue 20, "Reading
//! puzzles"): nonet's own JSON records piped back, SudokuPad links, arguments that are
//! neither a file nor a puzzle, and input that contradicts or repeats itself.

mod common;
use common::nonet;

const PUZZLE: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const SOLUTION: &str =
    "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
/// An X-Sudoku's givens: several solutions as a classic puzzle, one under diagonals.
const X_GIVENS: &str =
    "..1...2....23....44........5.3....6..1......5..6..........78.......9.....7...1.9.";
const X_SOLUTION: &str =
    "681945237792316584435827619523784961817639425946152873369478152158293746274561398";

/// Every record kind `nonet` writes as JSON reads back as its puzzle and rules: the
/// solution of the record's puzzle comes out, and a variant's rules are kept (its
/// givens alone have several solutions).
#[test]
fn every_json_record_reads_back_as_its_puzzle_and_rules() {
    let generated = nonet(&["generate", "--seed", "5", "--format", "json"], "");
    assert_eq!(generated.code, 0, "{}", generated.stderr);
    let solved = nonet(&["solve"], &generated.stdout);
    let expected = generated.json()[0]["solution"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!((solved.lines(), solved.code), (vec![expected.as_str()], 0));

    let classic = [
        vec!["solve", "--format", "json", PUZZLE],
        vec!["solve", "--all", "--format", "json", PUZZLE],
        vec!["count", "--format", "json", PUZZLE],
        vec!["rate", "--format", "json", "--scales", "se", PUZZLE],
        vec!["hint", "--format", "json", PUZZLE],
    ];
    for args in classic {
        let record = nonet(&args, "");
        let back = nonet(&["solve"], &record.stdout);
        assert_eq!(
            (back.lines(), back.code, back.stderr.as_str()),
            (vec![SOLUTION], 0, ""),
            "{args:?}: {}",
            record.stdout
        );
    }

    let variant = [
        vec!["solve", "--rules", "x", "--format", "json", X_GIVENS],
        vec![
            "solve", "--rules", "x", "--all", "--format", "json", X_GIVENS,
        ],
        vec!["count", "--rules", "x", "--format", "json", X_GIVENS],
        vec!["rate", "--rules", "x", "--format", "json", X_GIVENS],
        vec!["hint", "--rules", "x", "--format", "json", X_GIVENS],
    ];
    for args in variant {
        let record = nonet(&args, "");
        assert!(
            record.stdout.contains(r#""rules":"#),
            "{args:?}: {}",
            record.stdout
        );
        let back = nonet(&["solve"], &record.stdout);
        assert_eq!(
            (back.lines(), back.stderr.as_str()),
            (vec![X_SOLUTION], ""),
            "{args:?}: {}",
            record.stdout
        );
    }

    // A record whose rules do not read says so, naming the key.
    let bad = format!(
        r#"{{"puzzle":"{PUZZLE}","rules":{{"constraints":[{{"thermo":{{"cells":["r1c1"]}}}}]}}}}"#
    );
    let r = nonet(&["solve"], &bad);
    assert_eq!(r.lines(), ["invalid"]);
    assert!(
        r.stderr.starts_with(
            "<stdin>:1: nonet record: \"rules\": constraint 1 (thermometer from r1c1): needs at least 2 cells"
        ),
        "{}",
        r.stderr
    );
}

/// A SudokuPad or Cracking the Cryptic link whose puzzle is on SudokuPad's server is
/// named as such (nonet does not use the network), not taken for a missing file or an
/// f-puzzles link without a payload; SudokuPad links that carry their puzzle read (see
/// `sudokupad.rs`).
#[test]
fn sudokupad_short_links_are_named() {
    for link in [
        "https://app.crackingthecryptic.com/sudoku/abc123",
        "https://sudokupad.app/wsj7iunsg6",
    ] {
        let r = nonet(&["solve", link], "");
        assert_eq!((r.lines(), r.code), (vec!["invalid"], 2), "{link}");
        assert!(
            r.stderr
                .starts_with("<argument>:1: SudokuPad link: this is a SudokuPad short link (id `"),
            "{link}: {}",
            r.stderr
        );
        assert!(
            r.stderr.contains("nonet does not use the network"),
            "{}",
            r.stderr
        );
    }
    let r = nonet(&["solve", "https://crackingthecryptic.com/"], "");
    assert_eq!((r.lines(), r.code), (vec!["invalid"], 2));
    assert!(
        r.stderr
            .starts_with("<argument>:1: SudokuPad link: a SudokuPad link without a puzzle id"),
        "{}",
        r.stderr
    );
}

/// An argument that is neither a file nor a puzzle is said to be so, as `play` says it,
/// with what is wrong with it as a puzzle.
#[test]
fn an_argument_that_is_neither_a_file_nor_a_puzzle_is_named_so() {
    let r = nonet(&["solve", "123"], "");
    assert_eq!(r.code, 2);
    assert_eq!(
        r.stderr,
        "nonet: `123` is neither a file nor a puzzle: line 1: too few cells: found 3, expected 81\n"
    );
    let r = nonet(&["count", ""], "");
    assert_eq!(r.code, 2);
    assert_eq!(
        r.stderr,
        "nonet: `` is neither a file nor a puzzle: line 1: no puzzle: the text is empty\n"
    );
    // A path stays a file that cannot be read.
    let r = nonet(&["solve", "no/such/puzzles.txt"], "");
    assert!(
        r.stderr
            .starts_with("nonet: no/such/puzzles.txt: cannot read: "),
        "{}",
        r.stderr
    );
}

/// Input that contradicts or repeats itself is an error naming the cell, piece or key;
/// an identical constraint given again is kept once.
#[test]
fn contradictory_input_is_an_error_that_names_it() {
    let r = nonet(&["solve", ".~R1C1_1~R2C2_3.AntiKnight.~R1C1_9"], "");
    assert_eq!(r.lines(), ["invalid"]);
    assert_eq!(
        r.stderr,
        "<argument>:1: ISS piece 3 `~R1C1_9`: r1c1 is given twice: 1, then 9\n"
    );
    let layout =
        "001122222000103332100143332111143332504444462577748888577748668577768666555558866";
    let r = nonet(
        &[
            "solve",
            &format!(".Jigsaw~{layout}.NoBoxes.Jigsaw~{layout}"),
        ],
        "",
    );
    assert!(
        r.stderr
            .ends_with("a second jigsaw layout: piece 1 gave the regions already\n"),
        "{}",
        r.stderr
    );
    let json = r#"{"size":9,"grid":[],"killercage":[{"cells":["R1C1","R1C2"],"value":"3"}],"killercage":[]}"#;
    let r = nonet(&["solve"], json);
    assert_eq!(r.lines(), ["invalid"]);
    assert!(
        r.stderr.starts_with(
            "<stdin>:1: f-puzzles: key \"killercage\" is given twice at line 1 column "
        ),
        "{}",
        r.stderr
    );

    // One killer cage given a thousand times is one cage: the puzzle reads and solves
    // as with it once.
    let cage = ".Cage~10~R1C1~R1C2~R1C3";
    let once = nonet(
        &["count", "--format", "json", &format!("{cage}.~R5C5_7")],
        "",
    );
    let many = nonet(
        &[
            "count",
            "--format",
            "json",
            &format!("{}.~R5C5_7", cage.repeat(1000)),
        ],
        "",
    );
    assert_eq!(many.stdout, once.stdout);
    assert_eq!(
        many.json()[0]["rules"]["constraints"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

/// The digit in `cell` ("r1c1") of an 81-digit solution.
fn at(solution: &str, cell: &str) -> u32 {
    let (r, c) = cell[1..].split_once('c').unwrap();
    let (r, c): (usize, usize) = (r.parse().unwrap(), c.parse().unwrap());
    solution.as_bytes()[(r - 1) * 9 + (c - 1)] as u32 - u32::from(b'0')
}

/// One solution of `puzzle` (`solve --first`), which must read.
fn first_solution(puzzle: &str) -> String {
    let r = nonet(&["solve", "--first", puzzle], "");
    assert_eq!((r.code, r.stderr.as_str()), (0, ""), "{puzzle}");
    r.stdout.trim().to_string()
}

/// ISS's "Merry X/V-mas" (sigh/Interactive-Sudoku-Solver, data/example_puzzles.js; by the
/// source's own solution): its fourth whisper line comes back to r5c7, two segments
/// through that cell.
#[test]
fn a_whisper_line_may_come_back_to_a_cell() {
    let merry = ".StrictXV.Whisper~5~R1C1~R2C2~R3C3.Whisper~5~R3C1~R2C2~R1C3\
        .Whisper~5~R6C2~R5C2~R4C2~R5C3~R4C4~R5C4~R6C4\
        .Whisper~5~R6C7~R5C7~R6C6~R5C5~R4C6~R5C7\
        .Whisper~5~R6C9~R6C8~R7C8~R8C9~R9C8~R8C7.Whisper~5~R1C5~R2C6~R3C7~R2C7~R1C8";
    let r = nonet(&["solve", merry], "");
    assert_eq!(
        (r.lines(), r.stderr.as_str()),
        (
            vec![
                "162795483897134256354862971429317568578926134613458792936271845781543629245689317"
            ],
            ""
        )
    );
}

/// Every other line kind whose rule is about neighbours or places along the line takes
/// a revisit, and the solution keeps the rule on each pass.
#[test]
fn lines_about_neighbours_or_places_may_come_back_to_a_cell() {
    // Palindrome r1c1 r2c2 r3c3 r2c2 r5c4: r1c1 mirrors r5c4.
    let s = first_solution(".Palindrome~R1C1~R2C2~R3C3~R2C2~R5C4");
    assert_eq!(at(&s, "r1c1"), at(&s, "r5c4"), "{s}");
    // Zipper r1c1 r5c5 r9c9 r5c5: r1c1 + r5c5 = r5c5 + r9c9.
    let s = first_solution(".Zipper~R1C1~R5C5~R9C9~R5C5");
    assert_eq!(at(&s, "r1c1"), at(&s, "r9c9"), "{s}");
    // Zipper r1c1 r2c2 r1c1: a pair of r1c1 with itself sums to the middle digit.
    let s = first_solution(".Zipper~R1C1~R2C2~R1C1");
    assert_eq!(2 * at(&s, "r1c1"), at(&s, "r2c2"), "{s}");
    // Arrow r5c5 <- r4c4 r6c6 r4c4: the shaft adds r4c4 twice, as ISS reads it.
    let s = first_solution(".Arrow~R5C5~R4C4~R6C6~R4C4");
    assert_eq!(2 * at(&s, "r4c4") + at(&s, "r6c6"), at(&s, "r5c5"), "{s}");
    // Entropic r1c1 r1c2 r2c2 r1c1 r1c2 r2c2 (round a triangle twice): every three in
    // a row low, middle and high.
    let s = first_solution(".Entropic~R1C1~R1C2~R2C2~R1C1~R1C2~R2C2");
    let cells = ["r1c1", "r1c2", "r2c2", "r1c1", "r1c2", "r2c2"];
    for w in cells.windows(3) {
        let mut sets: Vec<u32> = w.iter().map(|c| (at(&s, c) - 1) / 3).collect();
        sets.sort_unstable();
        assert_eq!(sets, [0, 1, 2], "{w:?} in {s}");
    }
    // Between r1c1 .. r5c5 through r2c2 twice: each inner digit between the circles.
    let s = first_solution(".Between~R1C1~R2C2~R3C3~R2C2~R5C5");
    let (lo, hi) = {
        let (a, b) = (at(&s, "r1c1"), at(&s, "r5c5"));
        (a.min(b), a.max(b))
    };
    for c in ["r2c2", "r3c3"] {
        assert!(lo < at(&s, c) && at(&s, c) < hi, "{c} in {s}");
    }
    // Region sum r3c3 r4c4 r3c3: three pieces (box 1, box 5, box 1 again), one sum.
    let s = first_solution(".RegionSumLine~R3C3~R4C4~R3C3");
    assert_eq!(at(&s, "r3c3"), at(&s, "r4c4"), "{s}");
    // A slow thermometer (f-puzzles) r3c3 r4c4 r3c3 never falls: one digit round.
    let row = format!("[{}]", ["{}"; 9].join(","));
    let grid = format!("[{}]", vec![row; 9].join(","));
    let slow = format!(
        r#"{{"size":9,"grid":{grid},"slowthermometer":[{{"lines":[["R3C3","R4C4","R3C3"]]}}]}}"#
    );
    let s = first_solution(&slow);
    assert_eq!(at(&s, "r3c3"), at(&s, "r4c4"), "{s}");
}

/// Where a kind's rule gives a revisit no meaning, it is refused, saying why.
#[test]
fn a_revisit_that_cannot_mean_anything_is_refused_saying_why() {
    let cases = [
        (
            ".Thermo~R1C1~R1C2~R1C1",
            "thermometer from r1c1: visits r1c1 twice: digits rise along a thermometer, so it cannot come back to a cell",
        ),
        (
            ".Renban~R1C1~R1C2~R1C1",
            "renban line from r1c1: visits r1c1 twice: the digits on a renban line all differ, so no cell is on it twice",
        ),
        (
            ".Whisper~5~R1C1~R1C1~R1C2",
            "whisper line from r1c1: visits r1c1 twice: it comes right after itself, and a line steps from a cell to another",
        ),
        (
            ".Entropic~R1C1~R1C2~R1C1",
            "entropic line from r1c1: visits r1c1 twice: the low, middle and high digits of an entropic line repeat every three cells, so a cell can come back only a multiple of three cells later",
        ),
        (
            ".Entropic~R1C1~R1C2~R1C3~R2C3~R1C1",
            "entropic line from r1c1: visits r1c1 twice: the low, middle and high digits of an entropic line repeat every three cells, so a cell can come back only a multiple of three cells later",
        ),
        (
            ".Zipper~R3C3~R1C1~R3C3~R1C2~R1C3",
            "zipper line from r3c3: visits r3c3 twice: the middle digit of a zipper line is the sum of each pair, so it cannot be a digit of a pair too",
        ),
        (
            ".Between~R1C1~R2C2~R1C1",
            "between line from r1c1: visits r1c1 twice: the digits of a between line lie strictly between its circles' digits, so a circle cannot be on the line again",
        ),
    ];
    for (puzzle, why) in cases {
        let r = nonet(&["solve", puzzle], "");
        assert_eq!(r.lines(), ["invalid"], "{puzzle}");
        assert!(
            r.stderr.ends_with(&format!("{why}\n")),
            "{puzzle}: {}",
            r.stderr
        );
    }
}
