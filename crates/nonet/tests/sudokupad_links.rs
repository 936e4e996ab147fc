//! SudokuPad links against public ones (`fixtures/sudokupad/links.tsv`, each row citing
//! its source): every link reads, or is refused with a message naming why (a short link
//! only SudokuPad's server resolves, a background picture, a grid nonet does not read);
//! SudokuPad's own `scl` drawing reads as the same puzzle as the f-puzzles puzzle it was
//! made from; every puzzle read holds for its published solution; each kind nonet writes
//! goes out as a SudokuPad link and comes back the same; broken payloads, unknown
//! elements and arbitrary text are errors, never panics, and a batch goes on.

mod format_views;
mod variant_fixtures;

use std::collections::HashMap;

use format_views::{as_fpuzzles, sorted};
use nonet::Grid;
use nonet::format::fpuzzles::{self, Metadata};
use nonet::format::lz_string::compress_to_base64;
use nonet::format::sudokupad::{self, SudokuPadError};
use nonet::format::{Format, PuzzleReader};
use nonet::rules::{Constraint, Puzzle};
use proptest::prelude::*;

/// One row of `fixtures/sudokupad/links.tsv`.
struct Row {
    line: usize,
    kind: &'static str,
    form: &'static str,
    link: &'static str,
}

impl Row {
    fn name(&self) -> String {
        format!("links.tsv:{} {} ({})", self.line, self.kind, self.form)
    }
}

fn rows() -> Vec<Row> {
    include_str!("fixtures/sudokupad/links.tsv")
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.starts_with("kind\t") && !l.is_empty())
        .map(|(n, l)| {
            let cols: Vec<&str> = l.split('\t').collect();
            Row {
                line: n + 1,
                kind: cols[0],
                form: cols[1],
                link: cols[3],
            }
        })
        .collect()
}

/// The published solutions of `fixtures/variants/fpuzzles.tsv`, by title.
fn solutions() -> HashMap<String, Grid> {
    include_str!("fixtures/variants/fpuzzles.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .filter_map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            let json: serde_json::Value = serde_json::from_str(cols[2]).unwrap();
            Some((
                json["title"].as_str()?.to_string(),
                cols[3].parse().unwrap(),
            ))
        })
        .collect()
}

/// What each row must give: a puzzle, or the refusal its form calls for.
#[test]
fn every_public_link_reads_or_is_refused_by_name() {
    let mut read = 0;
    for row in rows() {
        let name = row.name();
        let got = sudokupad::parse_link(row.link);
        if row.form.contains("short") {
            let Err(SudokuPadError::ShortLink { id }) = &got else {
                panic!("{name}: {got:?}");
            };
            assert!(row.link.contains(id.as_str()), "{name}");
            assert!(
                got.unwrap_err()
                    .to_string()
                    .contains("nonet does not use the network")
            );
        } else if row.form.starts_with("scf") {
            assert_eq!(
                got,
                Err(SudokuPadError::Unsupported { form: "scf" }),
                "{name}"
            );
        } else if row.kind.contains("bgimage") {
            let e = got.unwrap_err().to_string();
            assert!(
                e.starts_with("`metadata.bgimage`: a background picture"),
                "{name}: {e}"
            );
        } else if row.kind.contains("3x3") || row.kind.contains("4x4") {
            let e = got.unwrap_err().to_string();
            assert!(e.contains("9x9"), "{name}: {e}");
        } else {
            got.unwrap_or_else(|e| panic!("{name}: {e}"));
            read += 1;
        }
    }
    assert_eq!(read, 39);
}

/// The `scl` links made by SudokuPad's converter from public f-puzzles puzzles read as
/// the same puzzle as the `fpuzzles` link of that puzzle: the same givens, layout and
/// constraints, title and author. One difference is SudokuPad's: its converter drops
/// f-puzzles' given pencil marks (Trollscraper's two cells), so SudokuPad's puzzle has no
/// such rule and nonet reads none.
#[test]
fn scl_drawings_read_as_the_fpuzzles_puzzles_they_were_made_from() {
    let rows = rows();
    let mut pairs = 0;
    for scl in rows
        .iter()
        .filter(|r| r.form.starts_with("scl (generated: SudokuPad"))
    {
        let fp = rows
            .iter()
            .find(|r| {
                r.kind == scl.kind
                    && r.form
                        .starts_with("fpuzzles path (constructed from fixture")
            })
            .unwrap_or_else(|| panic!("{}: no fpuzzles twin", scl.name()));
        let (a, ma) = sudokupad::parse_link(scl.link).unwrap();
        let (b, mb) = sudokupad::parse_link(fp.link).unwrap();
        let name = scl.name();
        assert_eq!(a.givens, b.givens, "{name}");
        assert_eq!(a.rules.layout(), b.rules.layout(), "{name}");
        assert_eq!((&ma.title, &ma.author), (&mb.title, &mb.author), "{name}");
        // Zipping turns `"` in the rules text into `'`.
        // and SudokuPad trims it.
        assert_eq!(
            ma.ruleset,
            mb.ruleset.map(|r| r.replace('"', "'").trim().to_string()),
            "{name}"
        );
        let without_marks: Vec<String> = b
            .rules
            .constraints()
            .iter()
            .filter(|c| !matches!(c, Constraint::Candidates(_)))
            .map(unordered)
            .collect();
        let mut without_marks = without_marks;
        without_marks.sort();
        let dropped = b.rules.constraints().len() - without_marks.len();
        assert_eq!(
            dropped,
            if scl.kind == "skyscraper" { 2 } else { 0 },
            "{name}"
        );
        let mut got: Vec<String> = a.rules.constraints().iter().map(unordered).collect();
        got.sort();
        let missing: Vec<_> = without_marks.iter().filter(|c| !got.contains(c)).collect();
        let extra: Vec<_> = got.iter().filter(|c| !without_marks.contains(c)).collect();
        assert_eq!((missing, extra), (vec![], vec![]), "{name}");
        assert_eq!(got, without_marks, "{name}");
        pairs += 1;
    }
    assert_eq!(pairs, 16);
}

/// A constraint as JSON, a dot's or sign's two cells in order: a drawing has no order
/// for them, f-puzzles lists them as they were clicked.
fn unordered(c: &Constraint) -> String {
    let mut c = c.clone();
    match &mut c {
        Constraint::Kropki(k) => k.cells.sort(),
        Constraint::Xv(x) => x.cells.sort(),
        _ => {}
    }
    serde_json::to_string(&c).unwrap()
}

/// Every puzzle read from a link holds for its published solution; the killer found in
/// Sudocle's issue 245 has exactly one solution, which holds.
#[test]
fn puzzles_read_from_links_hold_for_their_solutions() {
    let solutions = solutions();
    let mut checked = 0;
    for row in rows() {
        let Ok((p, meta)) = sudokupad::parse_link(row.link) else {
            continue;
        };
        let name = row.name();
        let solution = match meta.title.as_ref().and_then(|t| solutions.get(t)) {
            Some(s) => *s,
            None if row.kind == "killer" => {
                assert_eq!(nonet::solve::count_solutions(&p, 2), 1, "{name}");
                nonet::solve::first_solution(&p).unwrap()
            }
            None => continue,
        };
        assert!(p.rules.violations(&solution).is_empty(), "{name}");
        assert!(p.rules.solves(&solution, &p.givens), "{name}");
        assert!(!p.rules.is_classic(), "{name}");
        checked += 1;
    }
    assert_eq!(checked, 36);
}

/// The public variant puzzles, written by nonet as SudokuPad links and converted by
/// SudokuPad's own converter into its `scl` drawings (`fixtures/sudokupad/converted.tsv`),
/// read back as the same puzzles, which hold for their published solutions: SudokuPad
/// draws what nonet writes so that nonet (and a player) can tell every rule.
#[test]
fn scl_drawings_of_public_puzzles_read_as_those_puzzles() {
    let fixtures: HashMap<String, variant_fixtures::Fixture> = variant_fixtures::fixtures()
        .into_iter()
        .map(|f| (f.name.clone(), f))
        .collect();
    let mut read = 0;
    for (n, l) in include_str!("fixtures/sudokupad/converted.tsv")
        .lines()
        .enumerate()
    {
        if l.starts_with('#') {
            continue;
        }
        let cols: Vec<&str> = l.split('\t').collect();
        let name = format!("converted.tsv:{} {} {}", n + 1, cols[1], cols[0]);
        let fixture = &fixtures[&format!("{} {}", cols[1], cols[0])];
        let solution: Grid = cols[3].parse().unwrap();
        assert_eq!(solution, fixture.solution, "{name}");
        let (p, _) = sudokupad::parse_link(cols[4]).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(p.rules.solves(&solution, &p.givens), "{name}");
        assert_eq!(p.givens, fixture.puzzle.givens, "{name}");
        assert_eq!(p.rules.layout(), fixture.puzzle.rules.layout(), "{name}");
        let mut got: Vec<String> = p.rules.constraints().iter().map(unordered).collect();
        got.sort();
        let mut want: Vec<String> = as_fpuzzles(&fixture.puzzle)
            .iter()
            .map(|c| unordered(&serde_json::from_str(c).unwrap()))
            .collect();
        want.sort();
        assert_eq!(got, want, "{name}");
        read += 1;
    }
    assert_eq!(read, 112);
}

/// Every kind nonet writes, drawn by SudokuPad's own converter from the link nonet
/// wrote (`fixtures/sudokupad/kinds.tsv`), reads back as the puzzle written (windoku as
/// its four windows, as f-puzzles says it).
#[test]
fn scl_drawings_of_every_kind_read_as_the_puzzles_written() {
    let mut seen = [false; variant_fixtures::KINDS];
    let mut read = 0;
    for l in include_str!("fixtures/sudokupad/kinds.tsv").lines() {
        if l.starts_with('#') {
            continue;
        }
        let (text, link) = l.split_once('\t').unwrap();
        let want = nonet::format::iss::parse(text).unwrap();
        let (got, _) = sudokupad::parse_link(link).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(got.givens, want.givens, "{text}");
        assert_eq!(got.rules.layout(), want.rules.layout(), "{text}");
        assert_eq!(sorted(&got), as_fpuzzles(&want), "{text}");
        for c in want.rules.constraints() {
            seen[variant_fixtures::kind_row(c)] = true;
        }
        read += 1;
    }
    assert_eq!(read, 13);
    // Every kind but given candidates (which nonet does not write for SudokuPad).
    assert_eq!(seen.iter().filter(|s| !**s).count(), 1, "{seen:?}");
}

/// One puzzle in every link shape SudokuPad reads: path and query, the `sudoku/` and
/// `puzzle/` segments, the `ctc` alias, percent-encoding, spaces for `+`, the legacy
/// compact64 encoding, a bare id, the app's scheme.
#[test]
fn every_link_shape_of_one_puzzle_reads_the_same() {
    let rows = rows();
    let thermo = rows
        .iter()
        .find(|r| r.kind == "thermo" && r.form.starts_with("scl (generated"))
        .unwrap();
    let want = sudokupad::parse_link(thermo.link).unwrap();
    let id = thermo.link.strip_prefix("https://sudokupad.app/").unwrap();
    let payload = id.strip_prefix("scl").unwrap();
    let encoded = payload
        .replace('+', "%2B")
        .replace('/', "%2F")
        .replace('=', "%3D");
    let mut shapes: Vec<String> = rows
        .iter()
        .filter(|r| {
            r.kind == "thermo" && r.form.contains("constructed") && !r.form.starts_with("fpuzzles")
        })
        .map(|r| r.link.to_string())
        .collect();
    assert_eq!(shapes.len(), 3);
    shapes.extend([
        format!("https://beta.sudokupad.app/sudoku/{id}"),
        format!("https://sudokupad.svencodes.com/puzzle/{id}?setting-nogrid=1"),
        format!("https://sudokupad.app/?puzzleid=ctc{encoded}"),
        format!("https://sudokupad.app/{}", id.replace('+', " ")),
        format!("sudokupad://puzzle/{id}"),
        id.to_string(),
        format!("  {id}\t"),
    ]);
    for link in &shapes {
        assert_eq!(sudokupad::parse_link(link).as_ref(), Ok(&want), "{link}");
    }
    // Through the readers of every format: a SudokuPad link in a file or an argument.
    let text = shapes.join("\n");
    let entries = PuzzleReader::read_text(&text);
    assert_eq!(entries.len(), shapes.len());
    for e in &entries {
        assert_eq!(e.format, Format::SudokuPadLink, "{}", e.text);
        assert_eq!(e.puzzle.as_ref().unwrap().to_puzzle(), want.0, "{}", e.text);
    }
}

/// A puzzle JSON of SudokuPad's, plain (SudokuPad reads plain JSON as well as zipped):
/// an empty 9x9 grid with its boxes, and `extra` keys.
fn scl_link(extra: &str) -> String {
    let row = format!("[{}]", ["{}"; 9].join(","));
    let cells = format!("[{}]", [row.as_str(); 9].join(","));
    let boxes: Vec<String> = (0..9)
        .map(|b| {
            let cells: Vec<String> = (0..9)
                .map(|i| format!("[{},{}]", (b / 3) * 3 + i / 3, (b % 3) * 3 + i % 3))
                .collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    let json = format!(
        r#"{{"cells":{cells},"regions":[{}]{extra}}}"#,
        boxes.join(",")
    );
    format!("https://sudokupad.app/scl{}", compress_to_base64(&json))
}

fn refusal(extra: &str) -> String {
    sudokupad::parse_link(&scl_link(extra))
        .unwrap_err()
        .to_string()
}

/// Elements whose rule cannot be told are refused by name and place, never dropped.
#[test]
fn elements_nonet_cannot_place_are_named() {
    let cases = [
        (
            r##","lines":[{"wayPoints":[[0.5,0.5],[0.5,1.5]],"color":"#FF0000","thickness":8}]"##,
            "lines[0] (a #FF0000 line 8 thick through r1c1, r1c2): nonet cannot tell what rule",
        ),
        (
            r##","overlays":[{"center":[1,1],"width":0.3,"height":0.3,"rounded":true,"backgroundColor":"#FFFFFF","borderColor":"#000000"}]"##,
            "overlays[0] (a rounded #FFFFFF shape 0.3 wide at the corner of r1c1-r2c2)",
        ),
        (
            r#","cages":[{"cells":[[0,0],[0,1]],"value":5}]"#,
            "cages[0] (a cage at r1c1, value 5): a cage not marked unique, and the rules text speaks of no killer cages",
        ),
        (
            r#","cages":[{"cells":[[0,0],[0,1]],"value":"DR 5","unique":true}]"#,
            "a cage labelled `DR 5`, which is no total nonet can read",
        ),
        (
            r#","metadata":{"rules":"Cells a knight's move apart cannot hold the same digit."}"#,
            "the rules text: it says \"cells a knight's move apart cannot hold the same digit\", and the puzzle carries no anti-knight flag",
        ),
        (r#","foglight":[[0,0]]"#, "`foglight`: fog of war"),
        (
            r#","metadata":{"norowcol":true}"#,
            "`metadata.norowcol`: no row and column rule",
        ),
        (
            r#","overlays":[{"center":[-0.5,2.5],"width":0.25,"height":0.25,"text":"12"}]"#,
            "overlays[0] (a shape 0.25 wide R0C3, text \"12\"): a number beside the grid, and the rules text does not say of which kind",
        ),
        (
            r##","lines":[{"wayPoints":[[0.5,0.5],[0.5,1.5]],"color":"#F067F0","thickness":8}]"##,
            "a line of the colour f-puzzles gives renban, and the rules text does not speak of renban",
        ),
        (
            r#","global":["antidiagonalsum"]"#,
            "`global[0]` (\"antidiagonalsum\"): a puzzle-wide rule nonet does not know",
        ),
        (r#","cells":[]"#, "key \"cells\" is given twice"),
        (
            r#","metadata":{"rules":"Digits along thermometers increase from the bulb."}"#,
            "the rules text: it says \"digits along thermometers increase from the bulb\", but the drawing has no thermometer: is it drawn in a picture",
        ),
        (
            r#","metadata":{"rules":"All possible Xs and Vs are given."}"#,
            "it says \"all possible xs and vs are given\", and the puzzle carries no negative rule flag",
        ),
        (
            r##","metadata":{"rules":"All such dots are given."},"overlays":[{"center":[0.5,1],"width":0.3,"height":0.3,"rounded":true,"backgroundColor":"#FFFFFF","borderColor":"#000000"}]"##,
            "it says \"all such dots are given\", and the puzzle carries no negative rule flag",
        ),
        (
            r##","metadata":{"rules":"Killer cages."},"cages":[{"cells":[[0,0],[0,1]],"value":5,"outlineC":"#000000"}]"##,
            "a cage drawn in colours of its own and not marked unique",
        ),
    ];
    for (extra, want) in cases {
        let got = refusal(extra);
        assert!(got.contains(want), "{extra}\n got: {got}\nwant: {want}");
    }
}

/// What the rules text settles: a cage without SudokuPad's mark is a killer cage when
/// the rules speak of cages; a renban line of f-puzzles' colour is one when they speak
/// of renban.
#[test]
fn the_rules_text_settles_what_the_drawing_cannot() {
    let (p, meta) = sudokupad::parse_link(&scl_link(
        r##","metadata":{"title":"t","rules":"Killer cages sum to their totals. Purple lines are renban."},"cages":[{"cells":[[0,0],[0,1]],"value":5}],"lines":[{"wayPoints":[[4.5,4.5],[4.5,5.5],[5.5,5.5]],"color":"#F067F0","thickness":8}]"##,
    ))
    .unwrap();
    assert_eq!(meta.title.as_deref(), Some("t"));
    let kinds: Vec<&str> = p.rules.constraints().iter().map(Constraint::name).collect();
    assert_eq!(kinds, ["killer cage", "renban line"]);
}

/// A payload cut short, one that is not lz-string, one that decodes to something that
/// is not a puzzle: errors that say what is wrong, never a panic.
#[test]
fn broken_payloads_say_what_is_wrong() {
    let link = scl_link("");
    let cut = &link[..link.len() - 20];
    let e = sudokupad::parse_link(cut).unwrap_err().to_string();
    assert!(
        e.starts_with("scl payload: broken lz-string at character"),
        "{e}"
    );
    assert!(e.contains("cut short"), "{e}");
    assert_eq!(
        sudokupad::parse_link("https://sudokupad.app/sclN4Ig!!!")
            .unwrap_err()
            .to_string(),
        "scl payload: broken lz-string at character 5: `!` is not a base64 character"
    );
    let not_json = format!(
        "https://sudokupad.app/scl{}",
        compress_to_base64("hello, world")
    );
    let e = sudokupad::parse_link(&not_json).unwrap_err().to_string();
    assert!(
        e.starts_with("scl payload: the decoded text is not SudokuPad's puzzle JSON"),
        "{e}"
    );
    let fp = format!(
        "https://sudokupad.app/fpuzzles{}",
        compress_to_base64(r#"{"size":9}"#)
    );
    assert_eq!(
        sudokupad::parse_link(&fp).unwrap_err().to_string(),
        "f-puzzles payload: expected a \"grid\" of 9 rows of 9 cells"
    );
}

/// A batch with good and bad SudokuPad links reports each line and goes on.
#[test]
fn a_batch_reports_each_link_and_goes_on() {
    let good = scl_link("");
    let text = format!(
        "{good}\nhttps://sudokupad.app/wsj7iunsg6\nhttps://sudokupad.app/sclN4Ig!\n.AntiKing\n{good}\n"
    );
    let got: Vec<(usize, bool)> = PuzzleReader::read_text(&text)
        .iter()
        .map(|e| (e.line, e.puzzle.is_ok()))
        .collect();
    assert_eq!(
        got,
        [(1, true), (2, false), (3, false), (4, true), (5, true)]
    );
    let entries = PuzzleReader::read_text(&text);
    let e = entries[1].puzzle.as_ref().unwrap_err().to_string();
    assert!(
        e.starts_with("line 2: SudokuPad link: this is a SudokuPad short link"),
        "{e}"
    );
}

/// Every public variant fixture goes out as a SudokuPad link and comes back as the same
/// puzzle (or the writer names what f-puzzles cannot say).
#[test]
fn fixtures_round_trip_through_sudokupad_links() {
    let (mut written, mut refused) = (0, 0);
    for f in variant_fixtures::fixtures() {
        let meta = Metadata {
            title: Some(f.name.clone()),
            ..Metadata::default()
        };
        let link = match sudokupad::write(&f.puzzle, &meta) {
            Ok(link) => link,
            Err(e) => {
                // Only what f-puzzles cannot say, or given pencil marks, which
                // SudokuPad's converter drops.
                let bad = &f.puzzle.rules.constraints()[e.index.unwrap()];
                assert!(
                    fpuzzles::write(&f.puzzle, &meta).is_err()
                        || matches!(bad, Constraint::Candidates(_)),
                    "{}: {e}",
                    f.name
                );
                refused += 1;
                continue;
            }
        };
        assert!(
            link.starts_with("https://sudokupad.app/?puzzleid=fpuzzles"),
            "{}",
            f.name
        );
        let payload = &link["https://sudokupad.app/?puzzleid=fpuzzles".len()..];
        assert!(!payload.contains(['+', '/', '=', ' ', '&']), "{}", f.name);
        let (back, m) = sudokupad::parse_link(&link).unwrap_or_else(|e| panic!("{}: {e}", f.name));
        assert_eq!(m.title, meta.title);
        assert_eq!(back.givens, f.puzzle.givens, "{}", f.name);
        assert_eq!(back.rules.layout(), f.puzzle.rules.layout(), "{}", f.name);
        assert_eq!(sorted(&back), as_fpuzzles(&f.puzzle), "{}", f.name);
        written += 1;
    }
    assert_eq!((written, refused), (112, 1));
}

/// Truncating a real payload at every length never panics: each cut is a puzzle or an
/// error.
#[test]
fn every_cut_of_a_real_payload_is_an_error_or_a_puzzle() {
    for row in rows().iter().filter(|r| r.link.len() > 200).take(6) {
        for end in 0..row.link.len() {
            if row.link.is_char_boundary(end) {
                let _ = sudokupad::parse_link(&row.link[..end]);
            }
        }
    }
}

fn read_any(text: &str) {
    let _ = sudokupad::parse_link(text);
    let _ = PuzzleReader::read_text(text);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Arbitrary text after every prefix, and arbitrary text compressed behind `scl`
    /// (so that it reaches the zipped-JSON reader), never makes a reader panic.
    #[test]
    fn arbitrary_payloads_never_panic(
        tail in "[A-Za-z0-9+/=%{}\\[\\],:'\" -]{0,200}",
        prefix in prop::sample::select(vec!["scl", "ctc", "fpuzzles", "fpuz", "scf", "classic", ""]),
    ) {
        read_any(&format!("https://sudokupad.app/{prefix}{tail}"));
        read_any(&format!("https://sudokupad.app/?puzzleid={prefix}{tail}"));
        read_any(&format!("https://sudokupad.app/scl{}", compress_to_base64(&tail)));
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        let text = String::from_utf8_lossy(&bytes);
        read_any(&format!("https://sudokupad.app/scl{text}"));
        read_any(&format!("https://sudokupad.app/scl{}", compress_to_base64(&text)));
    }

    /// Mangled real drawings: a run of characters of a decoded-and-rezipped payload
    /// replaced, the result compressed again.
    #[test]
    fn mangled_drawings_never_panic(at in 0usize..4000, len in 0usize..40, with in "[{}\\[\\],:'a-z0-9.#-]{0,8}") {
        let json = mangle_source();
        let at = at % json.len();
        let end = (at + len).min(json.len());
        if json.is_char_boundary(at) && json.is_char_boundary(end) {
            let mangled = format!("{}{with}{}", &json[..at], &json[end..]);
            read_any(&format!("https://sudokupad.app/scl{}", compress_to_base64(&mangled)));
        }
    }
}

/// A zipped drawing to mangle: the arrow+killer row's, decoded.
fn mangle_source() -> String {
    let row = rows()
        .into_iter()
        .find(|r| r.kind == "arrow+killer" && r.form.starts_with("scl"))
        .unwrap();
    let payload = row.link.strip_prefix("https://sudokupad.app/scl").unwrap();
    nonet::format::lz_string::decompress_from_base64(payload).unwrap()
}

/// Puzzles nonet reads are the same read as a link written for them (the property
/// tests of `proptest_variant_formats.rs` cover random rules through f-puzzles; the
/// SudokuPad link adds only its prefix and cosmetics).
#[test]
fn a_written_classic_puzzle_reads_back() {
    let p = Puzzle::classic(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
            .parse()
            .unwrap(),
    );
    let link = sudokupad::write(&p, &Metadata::default()).unwrap();
    assert_eq!(
        sudokupad::parse_link(&link).unwrap(),
        (p, Metadata::default())
    );
}
