//! Properties of the variant formats: random valid rules of every kind write and read
//! back as the same puzzle through the Interactive Sudoku Solver's strings and through
//! f-puzzles JSON and links (or the writer names the constraint the format cannot say),
//! and no input, random or a mangled real one, makes a reader panic.

mod format_views;

use format_views::as_fpuzzles;
use nonet::format::fpuzzles::{self, Metadata};
use nonet::format::lz_string::{compress_to_base64, decompress_from_base64};
use nonet::format::{PuzzleReader, iss};
use nonet::grid::Candidates;
use nonet::rules::kinds::*;
use nonet::rules::{Constraint, Layout, Outside, Puzzle, Rules, Side};
use nonet::{Cell, Digit, Grid};
use proptest::prelude::*;

fn cell() -> impl Strategy<Value = Cell> {
    (0..81usize).prop_map(Cell::from_index)
}

/// `min` to `max` distinct cells, in a random order.
fn cells(min: usize, max: usize) -> impl Strategy<Value = Vec<Cell>> {
    prop::collection::vec(0..81usize, min..=max + 4).prop_filter_map(
        "too few distinct cells",
        move |v| {
            let mut out: Vec<Cell> = Vec::new();
            for i in v {
                let c = Cell::from_index(i);
                if !out.contains(&c) && out.len() < max {
                    out.push(c);
                }
            }
            (out.len() >= min).then_some(out)
        },
    )
}

/// Two orthogonally adjacent cells, either way round.
fn pair() -> impl Strategy<Value = [Cell; 2]> {
    (0..9u8, 0..8u8, any::<bool>(), any::<bool>()).prop_map(|(a, b, vertical, swap)| {
        let (x, y) = if vertical {
            (Cell::at(b, a), Cell::at(b + 1, a))
        } else {
            (Cell::at(a, b), Cell::at(a, b + 1))
        };
        let (x, y) = (x.unwrap(), y.unwrap());
        if swap { [y, x] } else { [x, y] }
    })
}

fn outside() -> impl Strategy<Value = Outside> {
    (
        prop_oneof![
            Just(Side::Top),
            Just(Side::Bottom),
            Just(Side::Left),
            Just(Side::Right)
        ],
        0..9u8,
    )
        .prop_map(|(side, index)| Outside { side, index })
}

fn step() -> impl Strategy<Value = DiagonalStep> {
    prop_oneof![
        Just(DiagonalStep::DownRight),
        Just(DiagonalStep::DownLeft),
        Just(DiagonalStep::UpRight),
        Just(DiagonalStep::UpLeft),
    ]
}

/// A value in `lo..=hi` from a random number.
fn within(x: u16, lo: u16, hi: u16) -> u16 {
    lo + x % (hi - lo + 1)
}

/// The smallest and largest sums of `n` distinct digits.
fn distinct_sums(n: usize) -> (u16, u16) {
    let n = n as u16;
    (n * (n + 1) / 2, 45 - (9 - n) * (10 - n) / 2)
}

/// One constraint of any kind, valid on its own (the rules check it again).
fn constraint() -> impl Strategy<Value = Constraint> {
    let lines = prop_oneof![
        cells(2, 12).prop_map(|cells| Constraint::Palindrome(Palindrome { cells })),
        cells(2, 9).prop_map(|cells| Constraint::Renban(Renban { cells })),
        cells(2, 12).prop_map(|cells| Constraint::RegionSum(RegionSumLine { cells })),
        cells(2, 12).prop_map(|cells| Constraint::Between(BetweenLine { cells })),
        cells(2, 12).prop_map(|cells| Constraint::Entropic(EntropicLine { cells })),
        cells(2, 12).prop_map(|cells| Constraint::Zipper(ZipperLine { cells })),
        (cells(2, 12), 1..=8u8)
            .prop_map(|(cells, difference)| Constraint::Whispers(Whispers { cells, difference })),
        (cells(2, 9), any::<bool>())
            .prop_map(|(cells, slow)| Constraint::Thermo(Thermo { cells, slow })),
    ];
    let sums = prop_oneof![
        (cells(1, 9), any::<Option<u16>>()).prop_map(|(cells, x)| {
            let (lo, hi) = distinct_sums(cells.len());
            Constraint::Killer(KillerCage {
                total: x.map(|x| within(x, lo, hi)),
                cells,
            })
        }),
        (cell(), step(), any::<u16>()).prop_map(|(c, step, x)| {
            // Walk back to the edge, so the clue looks into the grid.
            let (dr, dc) = step.delta();
            let mut start = c;
            loop {
                let (r, c) = (start.row() as i8 - dr, start.col() as i8 - dc);
                if !(0..9).contains(&r) || !(0..9).contains(&c) {
                    break;
                }
                start = Cell::at(r as u8, c as u8).unwrap();
            }
            let mut lk = LittleKiller {
                start,
                step,
                total: 1,
            };
            let n = lk.line().len() as u16;
            lk.total = within(x, n, 9 * n);
            Constraint::LittleKiller(lk)
        }),
        (cells(2, 16), 1..=3usize).prop_filter_map("circle and shaft", |(cells, n)| {
            let n = n.min(cells.len() - 1);
            let mut circle = cells[..n].to_vec();
            circle.sort();
            let arrow = Constraint::Arrow(Arrow {
                circle,
                shaft: cells[n..].to_vec(),
            });
            Rules::new(Layout::Boxes, vec![arrow.clone()])
                .is_ok()
                .then_some(arrow)
        }),
        (outside(), 0..=35u16)
            .prop_map(|(clue, total)| Constraint::Sandwich(Sandwich { clue, total }))
            .prop_filter("a sandwich sum", valid),
        (outside(), 1..=45u16)
            .prop_map(|(clue, total)| Constraint::XSum(XSum { clue, total }))
            .prop_filter("an X-sum", valid),
        (outside(), 1..=9u8)
            .prop_map(|(clue, count)| Constraint::Skyscraper(Skyscraper { clue, count })),
    ];
    let small = prop_oneof![
        prop_oneof![Just(Diagonal::Main), Just(Diagonal::Anti)].prop_map(Constraint::Diagonal),
        Just(Constraint::Windoku(Windoku)),
        Just(Constraint::DisjointGroups(DisjointGroups)),
        Just(Constraint::AntiKnight(AntiKnight)),
        Just(Constraint::AntiKing(AntiKing)),
        Just(Constraint::NonConsecutive(NonConsecutive)),
        Just(Constraint::XvNegative(XvNegative)),
        prop_oneof![Just((true, true)), Just((true, false)), Just((false, true))]
            .prop_map(|(white, black)| Constraint::KropkiNegative(KropkiNegative { white, black })),
        cells(2, 9).prop_map(|cells| Constraint::ExtraRegion(ExtraRegion { cells })),
        (pair(), any::<bool>()).prop_map(|(cells, white)| Constraint::Kropki(KropkiDot {
            cells,
            color: if white {
                KropkiColor::White
            } else {
                KropkiColor::Black
            },
        })),
        (pair(), any::<bool>()).prop_map(|(cells, x)| Constraint::Xv(Xv {
            cells,
            letter: if x { XvLetter::X } else { XvLetter::V },
        })),
        (cell(), any::<bool>()).prop_map(|(cell, odd)| Constraint::EvenOdd(EvenOdd {
            cell,
            parity: if odd { Parity::Odd } else { Parity::Even },
        })),
        // A set no reader gives another form (a given, an even or odd cell, nothing).
        (cell(), 0u16..512)
            .prop_filter("a set of its own", |&(_, bits)| {
                bits.count_ones() >= 2 && !matches!(bits, 0b010_101_010 | 0b101_010_101 | 0x1ff)
            })
            .prop_map(|(cell, bits)| Constraint::Candidates(GivenCandidates {
                cell,
                digits: Candidates::from_bits(bits),
            })),
        (0..8u8, 0..8u8, prop::collection::vec(1..=9u8, 1..=4))
            .prop_map(|(r, c, ds)| {
                Constraint::Quadruple(Quadruple {
                    top_left: Cell::at(r, c).unwrap(),
                    digits: ds.into_iter().filter_map(Digit::new).collect(),
                })
            })
            .prop_filter("a quadruple", valid),
    ];
    prop_oneof![small, lines, sums]
}

fn valid(c: &Constraint) -> bool {
    Rules::new(Layout::Boxes, vec![c.clone()]).is_ok()
}

/// Boxes, or a jigsaw made by swapping cells between boxes (numbered by first appearance,
/// as every reader numbers regions).
fn layout() -> impl Strategy<Value = Layout> {
    prop::collection::vec((0..81usize, 0..81usize), 0..30).prop_map(|swaps| {
        let mut regions: Vec<u8> = Cell::all().map(|c| c.box_index()).collect();
        for (a, b) in swaps {
            regions.swap(a, b);
        }
        let labels: String = regions.iter().map(|&r| char::from(b'0' + r)).collect();
        let j = Jigsaw::from_labels(&labels).expect("nine regions of nine");
        let boxes = (0..9u8).all(|n| (0..9u8).any(|b| j.region(n) == Layout::Boxes.region(b)));
        if boxes {
            Layout::Boxes
        } else {
            Layout::Jigsaw(j)
        }
    })
}

fn givens() -> impl Strategy<Value = Grid> {
    prop::collection::vec((0..81usize, 1..=9u8), 0..20).prop_map(|gs| {
        let mut g = Grid::EMPTY;
        for (i, d) in gs {
            g.set(Cell::from_index(i), Digit::new(d));
        }
        g
    })
}

/// A valid puzzle: a global rule at most once.
fn puzzle() -> impl Strategy<Value = Puzzle> {
    (
        layout(),
        prop::collection::vec(constraint(), 0..10),
        givens(),
    )
        .prop_map(|(layout, cs, givens)| {
            // Each global rule once (both diagonals may be there, as two rules).
            let mut kept: Vec<Constraint> = Vec::new();
            for c in cs {
                let global = matches!(
                    c,
                    Constraint::Windoku(_)
                        | Constraint::DisjointGroups(_)
                        | Constraint::AntiKnight(_)
                        | Constraint::AntiKing(_)
                        | Constraint::NonConsecutive(_)
                        | Constraint::KropkiNegative(_)
                        | Constraint::XvNegative(_)
                );
                let same_kind =
                    |k: &Constraint| std::mem::discriminant(k) == std::mem::discriminant(&c);
                let repeated = if global {
                    kept.iter().any(same_kind)
                } else {
                    matches!(c, Constraint::Diagonal(_)) && kept.contains(&c)
                };
                // f-puzzles holds given candidates as a cell's pencil marks: one set per
                // cell, and none beside a given.
                let marks_clash = match &c {
                    Constraint::Candidates(gc) => {
                        givens.get(gc.cell).is_some()
                            || kept.iter().any(
                                |k| matches!(k, Constraint::Candidates(o) if o.cell == gc.cell),
                            )
                    }
                    _ => false,
                };
                if !repeated && !marks_clash {
                    kept.push(c);
                }
            }
            Puzzle {
                givens,
                rules: Rules::new(layout, kept).expect("valid constraints"),
            }
        })
}

/// What a constraint means, for comparing puzzles written in a form that says the same
/// thing another way: a sandwich by its line, a little killer by its cells.
fn meaning(c: &Constraint) -> String {
    match c {
        Constraint::Sandwich(s) => format!("sandwich {:?} {}", c.cells(), s.total),
        Constraint::LittleKiller(lk) => format!("little killer {:?} {}", c.cells(), lk.total),
        other => serde_json::to_string(other).unwrap(),
    }
}

/// Whether ISS has no notation for constraint `i` of `p`.
fn iss_cannot_say(p: &Puzzle, i: usize) -> bool {
    let dots = p
        .rules
        .constraints()
        .iter()
        .any(|c| matches!(c, Constraint::Kropki(_)));
    match &p.rules.constraints()[i] {
        Constraint::Thermo(t) => t.slow,
        Constraint::KropkiNegative(k) => !(k.white && k.black),
        Constraint::NonConsecutive(_) => dots,
        Constraint::LittleKiller(lk) => lk.line().len() < 2,
        _ => false,
    }
}

/// Text that reaches into every reader: the characters and words their formats give
/// meaning to.
fn format_like_text() -> impl Strategy<Value = String> {
    let chars = prop::sample::select(vec![
        ".", "~", "R", "C", "_", "1", "2", "5", "9", "0", "{", "}", "[", "]", "\"", ":", ",", "<",
        ">", "v", "^", "`", "'", "=", "+", "/", "N", "4", "I", "g", "x", "3", "k", "d", "\n", " ",
        "-", "\r", "\t", "#", "\u{feff}",
    ]);
    let words = prop::sample::select(vec![
        ".Cage~",
        ".Thermo~",
        ".Arrow~",
        ".PillArrow~2~",
        ".LittleKiller~",
        ".XSum~",
        ".Jigsaw~",
        ".NoBoxes",
        ".~R1C1_",
        "3x3::k:",
        "3x3:d:k:",
        "{\"size\":9,",
        "\"grid\":",
        "\"killercage\":[{\"cells\":[",
        "\"lines\":[[",
        "\"R1C1\",",
        "load=",
        "https://www.f-puzzles.com/?load=N4Ig",
        "R10C1",
        "R0C5",
        "{}",
    ]);
    prop::collection::vec(prop_oneof![10 => chars, 3 => words], 0..150)
        .prop_map(|parts| parts.concat())
}

/// Every reader on `text`: none may panic, and every error names a line of it.
fn read_everything(text: &str) {
    // Lines as the readers count them: `\n`, `\r\n` and a lone `\r` each end one.
    let lines = text
        .replace("\r\n", "\n")
        .replace('\r', "\n")
        .lines()
        .count();
    for e in PuzzleReader::read_text(text) {
        assert!(
            e.line >= 1 && e.line <= e.last_line && e.last_line <= lines,
            "{e:?}"
        );
        if let Err(err) = &e.puzzle {
            assert!(err.line >= e.line && err.line <= e.last_line, "{err}");
            assert!(!err.to_string().is_empty());
        }
    }
    let _ = iss::parse(text);
    let _ = iss::parse_compact(text);
    let _ = fpuzzles::parse(text);
    let _ = fpuzzles::parse_link(text);
    let _ = decompress_from_base64(text);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn random_rules_round_trip_through_iss(p in puzzle()) {
        match iss::write(&p) {
            Ok(text) => {
                let back = iss::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
                prop_assert_eq!(back.givens, p.givens);
                prop_assert_eq!(back.rules.layout(), p.rules.layout());
                // A constraint whose meaning an earlier one has (the same diagonal's
                // little killer clued from its other end) says nothing more: once each.
                let m = |p: &Puzzle| {
                    let mut seen = Vec::new();
                    for c in p.rules.constraints().iter().map(meaning) {
                        if !seen.contains(&c) {
                            seen.push(c);
                        }
                    }
                    seen
                };
                prop_assert_eq!(m(&back), m(&p), "{}", text);
                prop_assert_eq!(iss::write(&back).unwrap(), text);
            }
            Err(e) => prop_assert!(iss_cannot_say(&p, e.index.unwrap()), "{}", e),
        }
    }

    #[test]
    fn random_rules_round_trip_through_fpuzzles(p in puzzle(), title in proptest::option::of("[ -~]{0,20}")) {
        let meta = Metadata { title, author: None, ruleset: Some("rules \"quoted\"\n".into()) };
        let json = fpuzzles::write(&p, &meta).unwrap();
        let (back, m) = fpuzzles::parse_with_metadata(&json).unwrap_or_else(|e| panic!("{json}: {e}"));
        prop_assert_eq!(&m, &meta);
        prop_assert_eq!(back.givens, p.givens);
        prop_assert_eq!(back.rules.layout(), p.rules.layout());
        prop_assert_eq!(as_fpuzzles(&back), as_fpuzzles(&p));
        // Once in f-puzzles' order, exactly the same puzzle.
        prop_assert_eq!(fpuzzles::parse(&fpuzzles::write(&back, &meta).unwrap()).unwrap(), back.clone());
        let link = fpuzzles::write_link(&back, &meta).unwrap();
        prop_assert_eq!(fpuzzles::parse_link(&link).unwrap(), (back, meta));
    }

    #[test]
    fn lz_string_round_trips_any_text(text in any::<String>()) {
        prop_assert_eq!(decompress_from_base64(&compress_to_base64(&text)).unwrap(), text);
    }

    #[test]
    fn random_text_never_panics_a_reader(text in format_like_text()) {
        read_everything(&text);
    }

    #[test]
    fn any_string_never_panics_a_reader(text in any::<String>()) {
        read_everything(&text);
    }

    #[test]
    fn mangled_real_input_never_panics_a_reader(
        p in puzzle(),
        which in 0..3usize,
        edits in prop::collection::vec((any::<prop::sample::Index>(), any::<char>(), 0..3u8), 1..6),
    ) {
        let text = match which {
            0 => iss::write(&p).unwrap_or_default(),
            1 => fpuzzles::write(&p, &Metadata::default()).unwrap(),
            _ => fpuzzles::write_link(&p, &Metadata::default()).unwrap(),
        };
        let mut chars: Vec<char> = text.chars().collect();
        for (at, ch, op) in edits {
            if chars.is_empty() {
                break;
            }
            let i = at.index(chars.len());
            match op {
                0 => chars[i] = ch,
                1 => { chars.remove(i); }
                _ => chars.truncate(i),
            }
        }
        let mangled: String = chars.into_iter().collect();
        read_everything(&mangled);
    }
}
