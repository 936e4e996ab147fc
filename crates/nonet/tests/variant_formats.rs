//! The variant formats against real puzzles and against every kind of constraint: the
//! Interactive Sudoku Solver's strings, f-puzzles JSON and links and SudokuPad links read,
//! write and read back as the same puzzle; the published f-puzzles puzzles read into rules their
//! solutions satisfy; bad input gets an exact error and the batch goes on.

mod format_views;
mod variant_fixtures;

use format_views::{as_fpuzzles, sorted};
use variant_fixtures::{KINDS, kind_row};

use nonet::format::fpuzzles::{self, Metadata};
use nonet::format::lz_string::{compress_to_base64, decompress_from_base64};
use nonet::format::{Format, PuzzleReader, iss, sudokupad};
use nonet::rules::kinds::*;
use nonet::rules::{Constraint, Layout, Puzzle, Rules};
use nonet::{Cell, Grid};

/// One row of `fixtures/variants/fpuzzles.tsv`.
struct Row {
    line: usize,
    kind: &'static str,
    json: &'static str,
    solution: Grid,
    lz: &'static str,
}

fn fpuzzles_rows() -> Vec<Row> {
    include_str!("fixtures/variants/fpuzzles.tsv")
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty())
        .map(|(n, l)| {
            let cols: Vec<&str> = l.split('\t').collect();
            Row {
                line: n + 1,
                kind: cols[0],
                json: cols[2],
                solution: cols[3].parse().expect("a solution grid"),
                lz: cols[4],
            }
        })
        .collect()
}

#[test]
fn published_fpuzzles_puzzles_read_into_rules_their_solutions_satisfy() {
    let rows = fpuzzles_rows();
    assert_eq!(rows.len(), 42);
    let mut read = 0;
    for row in &rows {
        let name = format!("fpuzzles.tsv:{} {}", row.line, row.kind);
        let p = fpuzzles::parse(row.json).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(p.rules.violations(&row.solution).is_empty(), "{name}");
        assert!(p.rules.solves(&row.solution, &p.givens), "{name}");
        assert!(!p.rules.is_classic(), "{name}: no variant rule read");
        read += 1;
    }
    assert_eq!(read, 42);
}

#[test]
fn link_payloads_decode_to_their_json() {
    for row in fpuzzles_rows() {
        let name = format!("fpuzzles.tsv:{} {}", row.line, row.kind);
        let json = decompress_from_base64(row.lz).unwrap_or_else(|e| panic!("{name}: {e}"));
        // The published JSON is the payload's without its `solution`.
        let mut payload: serde_json::Value = serde_json::from_str(&json).unwrap();
        payload.as_object_mut().unwrap().remove("solution");
        let published: serde_json::Value = serde_json::from_str(row.json).unwrap();
        assert_eq!(payload, published, "{name}");
        // Compressing the payload's text again gives f-puzzles' own bytes.
        assert_eq!(compress_to_base64(&json), row.lz, "{name}");
        let link = format!("https://www.f-puzzles.com/?load={}", row.lz);
        assert_eq!(
            fpuzzles::parse_link(&link),
            fpuzzles::parse_with_metadata(row.json),
            "{name}"
        );
    }
}

#[test]
fn published_fpuzzles_puzzles_round_trip_in_every_format() {
    for row in fpuzzles_rows() {
        let name = format!("fpuzzles.tsv:{} {}", row.line, row.kind);
        let Ok((p, meta)) = fpuzzles::parse_with_metadata(row.json) else {
            continue;
        };
        let json = fpuzzles::write(&p, &meta).unwrap();
        assert_eq!(
            fpuzzles::parse_with_metadata(&json).unwrap(),
            (p.clone(), meta.clone()),
            "{name}"
        );
        let link = fpuzzles::write_link(&p, &meta).unwrap();
        assert_eq!(
            fpuzzles::parse_link(&link).unwrap(),
            (p.clone(), meta),
            "{name}"
        );
        let text = iss::write(&p).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(iss::parse(&text).unwrap(), p, "{name}: {text}");
    }
}

#[test]
fn published_iss_puzzles_round_trip_in_every_format() {
    for f in variant_fixtures::fixtures() {
        let text = iss::write(&f.puzzle).unwrap_or_else(|e| panic!("{}: {e}", f.name));
        assert_eq!(iss::parse(&text).unwrap(), f.puzzle, "{}: {text}", f.name);

        let json = fpuzzles::write(&f.puzzle, &Metadata::default())
            .unwrap_or_else(|e| panic!("{}: {e}", f.name));
        let back = fpuzzles::parse(&json).unwrap_or_else(|e| panic!("{}: {e}", f.name));
        assert!(back.rules.solves(&f.solution, &back.givens), "{}", f.name);
        assert_eq!(back.givens, f.puzzle.givens, "{}", f.name);
        // f-puzzles lists constraints by kind: the same ones, in its order.
        assert_eq!(sorted(&back), as_fpuzzles(&f.puzzle), "{}", f.name);
        let again = fpuzzles::parse(&fpuzzles::write(&back, &Metadata::default()).unwrap());
        assert_eq!(again.unwrap(), back, "{}", f.name);
    }
}

fn c(s: &str) -> Cell {
    s.parse().unwrap()
}

/// Puzzles that together hold every kind of constraint and every sub-rule the formats
/// write differently (pills, German and other whispers, slow thermometers, the
/// negative rules, outside clues on every side, jigsaw layouts).
fn every_kind() -> Vec<Puzzle> {
    let from_iss = [
        ".Diagonal~1.Diagonal~-1.AntiKnight.AntiKing.DisjointSets.~R1C1_1~R5C5_7",
        ".Windoku.AllDifferent~R1C1~R2C2~R3C3.AntiConsecutive.~R9C9_9",
        ".StrictKropki.WhiteDot~R1C1~R1C2.BlackDot~R2C1~R2C2.StrictXV.X~R3C1~R3C2.V~R4C1~R4C2",
        ".~R4C2_1_3_5_7_9~R5C2_2_4_6_8~R6C2_1_2_4.Quad~R1C1~1~1~2.Quad~R7C7~9",
        ".Cage~3~R1C1~R1C2.Cage~~R8C8~R8C9~R9C9.LittleKiller~62~R1C9.LittleKiller~20~R6C1",
        ".LittleKiller~9~R3C9.LittleKiller~30~R9C2",
        ".Arrow~R5C5~R6C6~R7C7.PillArrow~2~R1C6~R1C7~R2C6~R3C6.PillArrow~3~R9C1~R9C2~R9C3\
         ~R8C1~R7C1~R6C1~R5C1~R4C1~R3C1~R2C1~R1C1~R1C2~R1C3~R1C4~R1C5~R2C5",
        ".Sandwich~0~R9.Sandwich~35~C2.XSum~C1~25~23.XSum~R2~~19.Skyscraper~R3~4~.Skyscraper~C9~1~9",
        ".RegionSumLine~R7C1~R7C4~R6C4.Thermo~R1C1~R2C2~R3C3.Palindrome~R3C1~R3C2~R4C3",
        ".Renban~R2C1~R2C2~R2C3.Whisper~5~R1C5~R1C6.Whisper~3~R4C5~R5C5.Between~R4C1~R4C2~R4C3",
        ".Entropic~R5C1~R5C2~R5C3~R5C4.Zipper~R6C1~R6C2~R6C3",
        ".Jigsaw~001122222000103332100143332111143332504444462577748888577748668577768666555558866\
         .NoBoxes.Thermo~R1C1~R1C2.~R1C9_7",
    ];
    let mut puzzles: Vec<Puzzle> = from_iss.iter().map(|s| iss::parse(s).unwrap()).collect();
    // What ISS cannot say, f-puzzles can.
    let rules = Rules::new(
        Layout::Boxes,
        vec![
            Constraint::Thermo(Thermo {
                cells: vec![c("r1c1"), c("r1c2"), c("r1c3")],
                slow: true,
            }),
            Constraint::KropkiNegative(KropkiNegative {
                white: true,
                black: false,
            }),
            Constraint::Kropki(KropkiDot {
                cells: [c("r9c1"), c("r9c2")],
                color: KropkiColor::Black,
            }),
            Constraint::NonConsecutive(NonConsecutive),
            Constraint::Sandwich(Sandwich {
                clue: nonet::rules::Outside {
                    side: nonet::rules::Side::Bottom,
                    index: 4,
                },
                total: 12,
            }),
            Constraint::LittleKiller(LittleKiller {
                start: c("r9c9"),
                step: DiagonalStep::UpLeft,
                total: 45,
            }),
        ],
    )
    .unwrap();
    puzzles.push(Puzzle {
        givens: Grid::EMPTY,
        rules,
    });
    puzzles
}

#[test]
fn every_kind_round_trips_through_both_formats() {
    let puzzles = every_kind();
    let mut seen = [false; KINDS];
    for p in &puzzles {
        for c in p.rules.constraints() {
            seen[kind_row(c)] = true;
        }
    }
    assert!(seen.iter().all(|&s| s), "kinds not covered: {seen:?}");
    assert!(
        puzzles
            .iter()
            .any(|p| matches!(p.rules.layout(), Layout::Jigsaw(_)))
    );

    let meta = Metadata {
        title: Some("every kind".into()),
        author: Some("nonet's tests".into()),
        ruleset: Some("Normal rules, and \"more\".".into()),
    };
    for p in &puzzles {
        // f-puzzles: the same puzzle, its kinds in f-puzzles' order.
        let json = fpuzzles::write(p, &meta).unwrap();
        let (back, m) = fpuzzles::parse_with_metadata(&json).unwrap();
        assert_eq!(m, meta);
        assert_eq!(sorted(&back), as_fpuzzles(p), "{json}");
        assert_eq!(back.givens, p.givens);
        assert_eq!(back.rules.layout(), p.rules.layout());
        let link = fpuzzles::write_link(&back, &meta).unwrap();
        assert_eq!(
            fpuzzles::parse_link(&link).unwrap(),
            (back.clone(), meta.clone())
        );
        assert_eq!(
            fpuzzles::parse(&fpuzzles::write(&back, &meta).unwrap()).unwrap(),
            back
        );
        // SudokuPad: the f-puzzles link it carries, read back as the same puzzle, or an
        // error naming given pencil marks (SudokuPad's converter drops them).
        match sudokupad::write(&back, &meta) {
            Ok(pad) => assert_eq!(
                sudokupad::parse_link(&pad).unwrap(),
                (back.clone(), meta.clone())
            ),
            Err(e) => assert!(
                matches!(
                    back.rules.constraints()[e.index.unwrap()],
                    Constraint::Candidates(_)
                ),
                "{e}"
            ),
        }

        // ISS: exactly the same puzzle, or an error naming what ISS cannot say.
        match iss::write(p) {
            Ok(text) => assert_eq!(&iss::parse(&text).unwrap(), p, "{text}"),
            Err(e) => {
                let bad = &p.rules.constraints()[e.index.unwrap()];
                assert!(
                    matches!(
                        bad,
                        Constraint::Thermo(Thermo { slow: true, .. })
                            | Constraint::KropkiNegative(_)
                            | Constraint::NonConsecutive(_)
                    ),
                    "{e}"
                );
            }
        }
    }
}

#[test]
fn iss_gives_sandwiches_and_little_killers_its_own_sides() {
    // A sandwich on the bottom is the same sum as on the top; a little killer read up
    // its diagonal is the same sum read down it.
    let p = every_kind().pop().unwrap();
    let without = |p: &Puzzle| Puzzle {
        givens: p.givens,
        rules: Rules::new(
            Layout::Boxes,
            p.rules
                .constraints()
                .iter()
                .filter(|c| matches!(c, Constraint::Sandwich(_) | Constraint::LittleKiller(_)))
                .cloned()
                .collect(),
        )
        .unwrap(),
    };
    let p = without(&p);
    let text = iss::write(&p).unwrap();
    assert_eq!(text, ".Sandwich~12~C5.LittleKiller~45~R1C1");
    let back = iss::parse(&text).unwrap();
    for (a, b) in back.rules.constraints().iter().zip(p.rules.constraints()) {
        assert_eq!(a.cells(), b.cells());
    }
}

#[test]
fn bad_input_gets_an_exact_error_and_the_batch_goes_on() {
    let good = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let grid = format!(
        "[{}]",
        vec![format!("[{}]", ["{}"; 9].join(",")); 9].join(",")
    );
    let link =
        fpuzzles::write_link(&iss::parse(".AntiKnight").unwrap(), &Metadata::default()).unwrap();
    let cut_link = &link[..link.len() - 12];
    let text = [
        good.to_string(),
        ".Cage~10~R1C1~R10C1".to_string(),
        ".Cage~50~R1C1~R1C2".to_string(),
        ".Thermo~R1C1~R1C2~R1C1".to_string(),
        ".Renban".to_string(),
        cut_link.to_string(),
        ".Teleport~R1C1~R9C9".to_string(),
        format!(r#"{{"size":9,"grid":{grid},"teleport":[{{"cells":["R1C1","R9C9"]}}]}}"#),
        format!(
            r#"{{"size":9,"grid":{grid},"killercage":[{{"cells":["R9C9","R9C10"],"value":"9"}}]}}"#
        ),
        format!(
            r#"{{"size":9,"grid":{grid},"thermometer":[{{"lines":[["R1C1","R2C2","R1C1"]]}}]}}"#
        ),
        format!(r#"{{"size":9,"grid":{grid},"renban":[{{"lines":[[]]}}]}}"#),
        format!(r#"{{"size":9,"grid":{grid},"killercage":[{{"cells":["R1C1"],"value":"12"}}]}}"#),
        ".AntiKing.~R1C1_1".to_string(),
    ]
    .join("\n");
    let entries = PuzzleReader::read_text(&text);
    let messages: Vec<String> = entries
        .iter()
        .map(|e| match &e.puzzle {
            Ok(_) => "ok".to_string(),
            Err(err) => err.to_string(),
        })
        .collect();
    let payload_chars = cut_link.len() - "https://www.f-puzzles.com/?load=".len();
    assert_eq!(
        messages,
        [
            "ok".to_string(),
            "line 2: ISS piece 1 `Cage~10~R1C1~R10C1`: `R10C1` is not a cell of the grid (R1C1 .. R9C9)".into(),
            "line 3: ISS piece 1 `Cage~50~R1C1~R1C2`: killer cage at r1c1: total 50 cannot be made: \
             distinct digits in these cells sum to less or more".into(),
            "line 4: ISS piece 1 `Thermo~R1C1~R1C2~R1C1`: thermometer from r1c1: visits r1c1 twice: \
             digits rise along a thermometer, so it cannot come back to a cell"
                .into(),
            "line 5: ISS piece 1 `Renban`: renban line: needs at least 2 cells, found 0".into(),
            format!(
                "line 6: f-puzzles: broken lz-string at character {payload_chars}: the payload ends \
                 before its end mark (cut short?)"
            ),
            "line 7: ISS piece 1 `Teleport~R1C1~R9C9`: unknown constraint `Teleport`".into(),
            "line 8: f-puzzles: \"teleport\" [{\"cells\":[\"R1C1\",\"R9C9\"]}]: unknown f-puzzles \
             constraint: nonet does not read it".into(),
            "line 9: f-puzzles: \"killercage\" entry 1 {\"cells\":[\"R9C9\",\"R9C10\"],\"value\":\"9\"}: \
             `R9C10` is not a cell of the grid (R1C1 .. R9C9)".into(),
            "line 10: f-puzzles: \"thermometer\" entry 1 {\"lines\":[[\"R1C1\",\"R2C2\",\"R1C1\"]]}: \
             thermometer from r1c1: visits r1c1 twice: digits rise along a thermometer, so it \
             cannot come back to a cell"
                .into(),
            "line 11: f-puzzles: \"renban\" entry 1 {\"lines\":[[]]}: renban line: needs at least 2 \
             cells, found 0".into(),
            "line 12: f-puzzles: \"killercage\" entry 1 {\"cells\":[\"R1C1\"],\"value\":\"12\"}: killer \
             cage at r1c1: total 12 cannot be made: distinct digits in these cells sum to less or more".into(),
            "ok".into(),
        ]
    );
    let formats: Vec<Format> = entries.iter().map(|e| e.format).collect();
    assert_eq!(formats[5], Format::FpuzzlesLink);
    assert_eq!(formats[7], Format::FpuzzlesJson);
}
