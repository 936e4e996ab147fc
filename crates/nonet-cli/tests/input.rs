//! Input as people save it: byte order marks, old Mac line breaks, text after the 81st
//! cell, headers of tab-separated files, puzzles on the command line that look like
//! flags or hold a typo, and lines far too long to be puzzles.

mod common;
use common::nonet;

const UNIQUE: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
const SOLUTION: &str =
    "953168742862734951417952836746893125281645397395271468138529674574386219629417583";

/// A file in the temporary directory, removed when dropped.
struct TempFile(std::path::PathBuf);

impl TempFile {
    fn new(name: &str, bytes: &[u8]) -> TempFile {
        let path = std::env::temp_dir().join(format!("nonet-{}-{name}", std::process::id()));
        std::fs::write(&path, bytes).unwrap();
        TempFile(path)
    }

    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

#[test]
fn a_byte_order_mark_is_skipped_in_files_and_on_stdin() {
    let text = format!("\u{feff}{UNIQUE}\n{UNIQUE}\n");
    let r = nonet(&["solve"], &text);
    assert_eq!(
        (r.lines(), r.code),
        (vec![SOLUTION, SOLUTION], 0),
        "{}",
        r.stderr
    );

    let file = TempFile::new("bom.txt", text.as_bytes());
    let r = nonet(&["solve", file.path()], "");
    assert_eq!(
        (r.lines(), r.code),
        (vec![SOLUTION, SOLUTION], 0),
        "{}",
        r.stderr
    );

    // In block form too, before a comment line.
    let matrix = format!(
        "\u{feff}{}",
        include_str!("../../nonet/tests/fixtures/matrices/1.matrix")
    );
    let r = nonet(&["count"], &matrix);
    assert_eq!((r.lines(), r.code), (vec!["1"], 0), "{}", r.stderr);
}

/// `printf 'P\rP\r' | nonet solve`: two puzzles, not one line of 162 cells.
#[test]
fn old_mac_line_breaks_end_lines() {
    let r = nonet(&["solve"], &format!("{UNIQUE}\r{UNIQUE}\r"));
    assert_eq!(
        (r.lines(), r.code),
        (vec![SOLUTION, SOLUTION], 0),
        "{}",
        r.stderr
    );
    // Mixed with the other two, and numbered as an editor numbers them.
    let r = nonet(
        &["count"],
        &format!("# a\r\n{UNIQUE}\r\r{}\n", &UNIQUE[..9]),
    );
    assert_eq!(r.lines(), ["1", "invalid"]);
    assert_eq!(r.stderr, "<stdin>:4: too few cells: found 9, expected 81\n");
}

/// Text after the 81st cell is ignored after a separator (whitespace, `;`, `,`, `|`,
/// `#`, `:`); an 82nd cell there is `too many cells`, any other character a bad one.
#[test]
fn text_after_the_81st_cell_is_ignored_only_after_a_separator() {
    let ignored = ["\t2.6\t1.5", " 2.6", ";x", ",x", "|x", "#x", ":1:"];
    let refused = [
        ("1", "too many cells: found 82, expected 81"),
        ("x", "bad character 'x' at column 82"),
        ("rated 2.6", "bad character 'r' at column 82"),
    ];
    let mut input = String::new();
    for after in ignored {
        input.push_str(&format!("{UNIQUE}{after}\n"));
    }
    for (after, _) in refused {
        input.push_str(&format!("{UNIQUE}{after}\n"));
    }
    let r = nonet(&["count"], &input);
    let mut expected = vec!["1"; ignored.len()];
    expected.extend(["invalid"; 3]);
    assert_eq!(r.lines(), expected);
    let messages: Vec<String> = refused
        .iter()
        .enumerate()
        .map(|(i, (_, why))| format!("<stdin>:{}: {why}", ignored.len() + i + 1))
        .collect();
    assert_eq!(r.stderr.lines().collect::<Vec<_>>(), messages);
    assert_eq!(r.code, 2);
}

/// The header line of a tab-separated list (the project's own `se_rated_train.tsv`
/// starts `puzzle\tER\tEP\tED\tgroup`) is skipped; other unreadable lines are errors.
#[test]
fn the_header_of_a_tab_separated_file_is_skipped() {
    let tsv =
        format!("puzzle\tER\tEP\tED\tgroup\n{UNIQUE}\t2.6\t1.5\t1.5\t17clue\nnot a puzzle\tER\n");
    let r = nonet(&["count"], &tsv);
    assert_eq!(r.lines(), ["1", "invalid"]);
    assert_eq!(r.stderr, "<stdin>:3: bad character 'n' at column 1\n");
    let r = nonet(&["count"], &tsv[..tsv.rfind("not").unwrap()]);
    assert_eq!((r.lines(), r.code, r.stderr.as_str()), (vec!["1"], 0, ""));
}

/// A puzzle on the command line that starts with `-` (an empty cell) is a puzzle, not
/// a flag; one with a typo or `x` for empty cells gets a parse error, not a file error.
#[test]
fn puzzle_arguments_that_look_like_flags_or_hold_a_typo() {
    let dashed = format!("-{}", &UNIQUE[1..]);
    let r = nonet(&["solve", &dashed], "");
    assert_eq!((r.lines(), r.code), (vec![SOLUTION], 0), "{}", r.stderr);
    // Among flags, before and after.
    let r = nonet(&["count", "-l", "3", &dashed, "--format", "json"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()[0]["puzzle"], UNIQUE);
    assert_eq!(r.json()[0]["limit"], 3);
    // Flags are still flags.
    let r = nonet(&["solve", "--bogus", UNIQUE], "");
    assert!(
        r.stderr.contains("unexpected argument '--bogus'"),
        "{}",
        r.stderr
    );

    let typo = UNIQUE.replacen('2', "x", 1);
    let r = nonet(&["solve", &typo], "");
    assert_eq!((r.lines(), r.code), (vec!["invalid"], 2));
    assert_eq!(r.stderr, "<argument>:1: bad character 'x' at column 24\n");
    let xs = UNIQUE.replace('.', "x");
    let r = nonet(&["solve", "-f", "json", &xs], "");
    assert_eq!(r.code, 2);
    assert_eq!(r.json()[0]["error"], "bad character 'x' at column 1");
    assert_eq!(r.json()[0]["file"], "<argument>");
    // A name that is no puzzle stays a missing file.
    let r = nonet(&["solve", "puzzels.txt"], "");
    assert!(
        r.stderr.starts_with("nonet: puzzels.txt: cannot read: "),
        "{}",
        r.stderr
    );
}

/// A 10 MB line: its error names the line and quotes only its start, with its length,
/// in the message and in the JSON object; the puzzles around it are read as usual.
#[test]
fn a_huge_line_is_quoted_cut_and_named_by_its_line() {
    let huge = "1".repeat(10_000_000);
    let long = "2".repeat(300);
    let input = format!("{UNIQUE}\n{huge}\n{long}\n{UNIQUE}\n");
    let r = nonet(&["count", "--format", "json"], &input);
    assert_eq!(r.code, 2);
    let j = r.json();
    assert_eq!(j.len(), 4);
    assert_eq!(
        (j[0]["count"].as_u64(), j[3]["count"].as_u64()),
        (Some(1), Some(1))
    );
    assert_eq!(
        j[1],
        serde_json::json!({
            "puzzle": format!("{}... (10,000,000 characters)", &huge[..100]),
            "file": "<stdin>",
            "line": 2,
            "error": "line too long: 10,000,000 characters, more than the 1,000,000 a line may hold",
        })
    );
    assert_eq!(
        j[2]["puzzle"],
        format!("{}... (300 characters)", &long[..100])
    );
    assert_eq!(j[2]["error"], "too many cells: found 300, expected 81");
    assert_eq!(
        r.stderr,
        "<stdin>:2: line too long: 10,000,000 characters, more than the 1,000,000 a line may hold\n\
         <stdin>:3: too many cells: found 300, expected 81\n"
    );
    assert!(r.stdout.len() < 2000, "nothing repeats the line whole");
}
