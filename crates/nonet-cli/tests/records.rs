//! The JSON records of the search and rating commands, pinned byte for byte.
//!
//! The expected files in `fixtures/records/` were written by the `nonet` binary built
//! from main before the records moved into the library (`nonet::record`), one per
//! command, over one file that mixes classic puzzles (unique, several solutions,
//! clashing givens), a malformed line, and variants (an X-Sudoku, an anti-knight with
//! several solutions, a killer whose givens break its cage). The library's records must
//! print what the CLI's own structs printed; only the elapsed time is masked. Changes
//! since, by design: `rate.jsonl`'s variants are rated on the tier (or say why they
//! have no rating) where they used to be refused, and the X-Sudoku on Sudoku
//! Explainer's scale too, as SukakuExplainer rates X; its ED is 8.1 since SE's chains
//! link through the diagonals as SukakuExplainer's do (7.5 before). The anti-knight's
//! first solution (`solve_first`) and its counters (`solve_stats`) are those of the
//! digit-plane search, which counts such rules since 2026-11-30: another of its
//! solutions, met first in that search's order.

mod common;

use common::nonet;

/// Each command's arguments and the file holding what it printed before the move.
const CASES: &[(&str, &[&str])] = &[
    ("solve", &["solve"]),
    ("solve_first", &["solve", "--first"]),
    ("solve_stats", &["solve", "--stats"]),
    ("solve_rules", &["solve", "--rules", "anti-knight"]),
    ("count", &["count"]),
    ("count_limit", &["count", "--limit", "5"]),
    ("count_rules", &["count", "--rules", "x", "--limit", "3"]),
    ("all", &["solve", "--all"]),
    ("all_max", &["solve", "--all", "--max", "3"]),
    (
        "all_rules",
        &["solve", "--all", "--rules", "x", "--max", "4"],
    ),
    ("rate", &["rate"]),
];

/// The elapsed time of a `--stats` record, the one field that differs run to run.
fn mask_elapsed(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    let mut rest = json;
    while let Some(i) = rest.find("\"elapsed_us\":") {
        let (head, tail) = rest.split_at(i + "\"elapsed_us\":".len());
        out.push_str(head);
        out.push('0');
        rest = tail.trim_start_matches(|c: char| c.is_ascii_digit());
    }
    out.push_str(rest);
    out
}

#[test]
fn every_json_record_is_byte_for_byte_what_it_was() {
    let dir = common::fixtures().join("records");
    for (name, args) in CASES {
        let expected = std::fs::read_to_string(dir.join(format!("{name}.jsonl")))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut full: Vec<&str> = args.to_vec();
        full.extend(["--format", "json", "records/puzzles.txt"]);
        let run = nonet(&full, "");
        let got = mask_elapsed(&run.stdout);
        for (i, (g, e)) in got.lines().zip(expected.lines()).enumerate() {
            assert_eq!(g, e, "{name}: record {}", i + 1);
        }
        assert_eq!(got.lines().count(), expected.lines().count(), "{name}");
        assert_eq!(got, expected, "{name}");
    }
}

/// A bad character's record keeps the CLI's shape: the library's record also knows the
/// character's place (`at`), which the CLI leaves out because its message names the
/// column already.
#[test]
fn a_bad_character_record_keeps_its_shape() {
    let run = nonet(&["solve", "--format", "json"], "# header\n12x\n");
    assert_eq!(
        run.stdout,
        "{\"puzzle\":\"12x\",\"file\":\"<stdin>\",\"line\":2,\"error\":\"bad character 'x' at column 3\"}\n"
    );
}
