//! Properties of the variant rules and solver: random rules (valid or not) and random
//! grids never make validation, the checkers, the ISS reader or the solver panic, and
//! whatever the solver reports as a solution passes the checkers; on small random
//! cases of every kind its counts are the reference search's.

mod reference_search;

use nonet::format::iss;
use nonet::grid::Candidates;
use nonet::rules::kinds::*;
use nonet::rules::{Constraint, Layout, Outside, Puzzle, Rules, Side};
use nonet::{Cell, Digit, Grid, Solver};
use proptest::prelude::*;
use reference_search::reference_count;

fn any_cell() -> impl Strategy<Value = Cell> {
    (0usize..81).prop_map(Cell::from_index)
}

fn cells(max: usize) -> impl Strategy<Value = Vec<Cell>> {
    prop::collection::vec(any_cell(), 0..=max)
}

fn digit() -> impl Strategy<Value = Digit> {
    (1u8..=9).prop_map(|d| Digit::new(d).expect("1..=9"))
}

fn outside() -> impl Strategy<Value = Outside> {
    (
        prop::sample::select(vec![Side::Top, Side::Bottom, Side::Left, Side::Right]),
        0u8..11,
    )
        .prop_map(|(side, index)| Outside { side, index })
}

/// Any constraint of any kind, with cells, totals and counts drawn freely (many are
/// invalid: too short, revisiting, impossible totals, off the grid).
fn any_constraint() -> impl Strategy<Value = Constraint> {
    prop_oneof![
        prop::sample::select(vec![
            Constraint::Diagonal(Diagonal::Main),
            Constraint::Diagonal(Diagonal::Anti),
            Constraint::Windoku(Windoku),
            Constraint::DisjointGroups(DisjointGroups),
            Constraint::AntiKnight(AntiKnight),
            Constraint::AntiKing(AntiKing),
            Constraint::NonConsecutive(NonConsecutive),
            Constraint::XvNegative(XvNegative),
            Constraint::KropkiNegative(KropkiNegative {
                white: true,
                black: false
            }),
        ]),
        cells(10).prop_map(|cells| Constraint::ExtraRegion(ExtraRegion { cells })),
        (any_cell(), any_cell(), any::<bool>()).prop_map(|(a, b, w)| Constraint::Kropki(
            KropkiDot {
                cells: [a, b],
                color: if w {
                    KropkiColor::White
                } else {
                    KropkiColor::Black
                },
            }
        )),
        (any_cell(), any_cell(), any::<bool>()).prop_map(|(a, b, x)| Constraint::Xv(Xv {
            cells: [a, b],
            letter: if x { XvLetter::X } else { XvLetter::V },
        })),
        (any_cell(), any::<bool>()).prop_map(|(cell, e)| Constraint::EvenOdd(EvenOdd {
            cell,
            parity: if e { Parity::Even } else { Parity::Odd },
        })),
        (any_cell(), 0u16..1024).prop_map(|(cell, bits)| Constraint::Candidates(GivenCandidates {
            cell,
            digits: Candidates::from_bits(bits),
        })),
        (any_cell(), prop::collection::vec(digit(), 0..6))
            .prop_map(|(top_left, digits)| Constraint::Quadruple(Quadruple { top_left, digits })),
        (cells(10), prop::option::of(0u16..60))
            .prop_map(|(cells, total)| Constraint::Killer(KillerCage { cells, total })),
        (any_cell(), 0usize..4, 0u16..90).prop_map(|(start, s, total)| Constraint::LittleKiller(
            LittleKiller {
                start,
                step: [
                    DiagonalStep::DownRight,
                    DiagonalStep::DownLeft,
                    DiagonalStep::UpRight,
                    DiagonalStep::UpLeft
                ][s],
                total,
            }
        )),
        (cells(4), cells(8)).prop_map(|(circle, shaft)| Constraint::Arrow(Arrow { circle, shaft })),
        (outside(), 0u16..40)
            .prop_map(|(clue, total)| Constraint::Sandwich(Sandwich { clue, total })),
        (outside(), 0u16..50).prop_map(|(clue, total)| Constraint::XSum(XSum { clue, total })),
        (outside(), 0u8..11)
            .prop_map(|(clue, count)| Constraint::Skyscraper(Skyscraper { clue, count })),
        cells(10).prop_map(|cells| Constraint::RegionSum(RegionSumLine { cells })),
        (cells(10), any::<bool>())
            .prop_map(|(cells, slow)| Constraint::Thermo(Thermo { cells, slow })),
        cells(10).prop_map(|cells| Constraint::Palindrome(Palindrome { cells })),
        cells(10).prop_map(|cells| Constraint::Renban(Renban { cells })),
        (cells(10), 0u8..10)
            .prop_map(|(cells, difference)| Constraint::Whispers(Whispers { cells, difference })),
        cells(10).prop_map(|cells| Constraint::Between(BetweenLine { cells })),
        cells(10).prop_map(|cells| Constraint::Entropic(EntropicLine { cells })),
        cells(10).prop_map(|cells| Constraint::Zipper(ZipperLine { cells })),
    ]
}

fn any_grid() -> impl Strategy<Value = Grid> {
    prop::collection::vec(prop_oneof![6 => Just(0u8), 1 => 1u8..=9], 81).prop_map(|v| {
        let values: [u8; 81] = v.try_into().expect("81 values");
        Grid::from_values(values).expect("0..=9")
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_rules_never_panic(constraints in prop::collection::vec(any_constraint(), 0..6), grid in any_grid()) {
        // Each constraint alone, then all together: invalid ones are errors, not panics.
        let mut valid = Vec::new();
        for c in &constraints {
            match Rules::new(Layout::Boxes, vec![c.clone()]) {
                Ok(_) => valid.push(c.clone()),
                Err(e) => prop_assert!(!e.to_string().is_empty()),
            }
        }
        let _ = Rules::new(Layout::Boxes, constraints);
        let Ok(rules) = Rules::new(Layout::Boxes, valid) else { return Ok(()) };
        let _ = rules.violations(&grid);
        let _ = rules.topology();
        let json = serde_json::to_string(&rules).expect("rules serialize");
        prop_assert_eq!(serde_json::from_str::<Rules>(&json).expect("and read back"), rules.clone());
        let puzzle = Puzzle { givens: grid, rules };
        let result = Solver::new().stop_at(2).node_limit(300).solve(&puzzle);
        if let Some(s) = result.solution {
            prop_assert!(puzzle.rules.solves(&s, &grid));
        }
    }

    #[test]
    fn random_jigsaw_layouts_never_panic(regions in prop_oneof![
        prop::collection::vec(0u8..12, 81),
        // Nine of each region, scattered: valid, and rarely connected.
        Just((0..81).map(|i| (i / 9) as u8).collect::<Vec<u8>>()).prop_shuffle(),
    ]) {
        let regions: [u8; 81] = regions.try_into().expect("81 cells");
        if let Ok(j) = Jigsaw::new(regions) {
            let rules = Rules::new(Layout::Jigsaw(j), vec![]).expect("a valid layout");
            let _ = Solver::new().node_limit(300).solve(&Puzzle { givens: Grid::EMPTY, rules });
        }
    }

    #[test]
    fn the_iss_reader_never_panics(pieces in prop::collection::vec(prop::sample::select(vec![
        ".", "~", "Cage", "Thermo", "Arrow", "PillArrow", "LittleKiller", "Sandwich", "XSum",
        "Skyscraper", "Jigsaw", "NoBoxes", "Quad", "Whisper", "R1C1", "R9C9", "R10C1", "r5c5",
        "C4", "R4", "0", "3", "17", "45", "-1", "_5", "_1_3_5_7_9", "WhiteDot", "X", "V",
        "Diagonal", "Windoku", "", "Shape", "9x9", "Between", "Zipper", "Entropic",
    ]), 0..30)) {
        let text: String = pieces.concat();
        if let Ok(p) = iss::parse(&text) {
            let _ = p.rules.violations(&p.givens);
        }
    }
}

/// A path of king's moves from `start` (steps that leave the grid or revisit are
/// dropped).
fn king_path(start: usize, steps: &[u8]) -> Vec<Cell> {
    let mut out = vec![Cell::from_index(start)];
    for &s in steps {
        let last = out.last().expect("a start").index() as i32;
        let (dr, dc) = (i32::from(s % 3) - 1, i32::from(s / 3 % 3) - 1);
        let (r, c) = (last / 9 + dr, last % 9 + dc);
        if (0..9).contains(&r) && (0..9).contains(&c) {
            let next = Cell::from_index((r * 9 + c) as usize);
            if !out.contains(&next) {
                out.push(next);
            }
        }
    }
    out
}

fn value(grid: &Grid, c: Cell) -> u16 {
    grid.get(c).map_or(0, |d| u16::from(d.get()))
}

/// A constraint of kind `kind` (0..28) on `path`, its totals, counts, colours and digits
/// read from `grid` (so that `grid` often satisfies it), `pick` choosing the rest.
fn fitted(kind: u8, path: &[Cell], pick: u32, grid: &Grid) -> Constraint {
    let sum = |cells: &[Cell]| cells.iter().map(|&c| value(grid, c)).sum::<u16>();
    let outside = Outside {
        side: [Side::Top, Side::Bottom, Side::Left, Side::Right][pick as usize % 4],
        index: (pick / 4 % 9) as u8,
    };
    let line: Vec<u16> = outside
        .cells()
        .expect("index below 9")
        .iter()
        .map(|&c| value(grid, c))
        .collect();
    let (a, b) = (path[0], *path.get(1).unwrap_or(&path[0]));
    match kind {
        0 => Constraint::Killer(KillerCage {
            cells: path.to_vec(),
            total: (pick % 4 != 0).then(|| sum(path)),
        }),
        1 => {
            let step = [
                DiagonalStep::DownRight,
                DiagonalStep::DownLeft,
                DiagonalStep::UpRight,
                DiagonalStep::UpLeft,
            ][pick as usize % 4];
            let mut lk = LittleKiller {
                start: a,
                step,
                total: 0,
            };
            lk.total = sum(&lk.line());
            Constraint::LittleKiller(lk)
        }
        2 => Constraint::Arrow(Arrow {
            circle: path[..1].to_vec(),
            shaft: path[1..].to_vec(),
        }),
        3 => {
            let (p1, p9) = (
                line.iter().position(|&v| v == 1).unwrap_or(0),
                line.iter().position(|&v| v == 9).unwrap_or(0),
            );
            let (lo, hi) = (p1.min(p9), p1.max(p9));
            Constraint::Sandwich(Sandwich {
                clue: outside,
                total: line[lo + 1..hi.max(lo + 1)].iter().sum(),
            })
        }
        4 => {
            let x = usize::from(line[0]).clamp(1, 9);
            Constraint::XSum(XSum {
                clue: outside,
                total: line[..x].iter().sum(),
            })
        }
        5 => {
            let mut seen = 0u8;
            let mut top = 0;
            for &v in &line {
                if v > top {
                    top = v;
                    seen += 1;
                }
            }
            Constraint::Skyscraper(Skyscraper {
                clue: outside,
                count: seen.max(1),
            })
        }
        6 => Constraint::RegionSum(RegionSumLine {
            cells: path.to_vec(),
        }),
        7 => Constraint::Thermo(Thermo {
            cells: path.to_vec(),
            slow: pick % 3 == 0,
        }),
        8 => Constraint::Palindrome(Palindrome {
            cells: path.to_vec(),
        }),
        9 => Constraint::Renban(Renban {
            cells: path.to_vec(),
        }),
        10 => Constraint::Whispers(Whispers {
            cells: path.to_vec(),
            difference: (1 + pick % 5) as u8,
        }),
        11 => Constraint::Between(BetweenLine {
            cells: path.to_vec(),
        }),
        12 => Constraint::Entropic(EntropicLine {
            cells: path.to_vec(),
        }),
        13 => Constraint::Zipper(ZipperLine {
            cells: path.to_vec(),
        }),
        14 => {
            let (x, y) = (value(grid, a), value(grid, b));
            Constraint::Kropki(KropkiDot {
                cells: [a, b],
                color: if x == 2 * y || y == 2 * x {
                    KropkiColor::Black
                } else {
                    KropkiColor::White
                },
            })
        }
        15 => Constraint::Xv(Xv {
            cells: [a, b],
            letter: if value(grid, a) + value(grid, b) == 5 {
                XvLetter::V
            } else {
                XvLetter::X
            },
        }),
        16 => Constraint::EvenOdd(EvenOdd {
            cell: a,
            parity: if value(grid, a) % 2 == 0 {
                Parity::Even
            } else {
                Parity::Odd
            },
        }),
        17 => {
            let (r, c) = (a.index() / 9 % 8, a.index() % 9 % 8);
            let square = [r * 9 + c, r * 9 + c + 1, r * 9 + c + 9, r * 9 + c + 10];
            let n = 1 + pick as usize % 4;
            Constraint::Quadruple(Quadruple {
                top_left: Cell::from_index(r * 9 + c),
                digits: square[..n]
                    .iter()
                    .filter_map(|&i| grid.get(Cell::from_index(i)))
                    .collect(),
            })
        }
        18 => Constraint::ExtraRegion(ExtraRegion {
            cells: path.to_vec(),
        }),
        19 => Constraint::Diagonal(if pick % 2 == 0 {
            Diagonal::Main
        } else {
            Diagonal::Anti
        }),
        20 => Constraint::Windoku(Windoku),
        21 => Constraint::DisjointGroups(DisjointGroups),
        22 => Constraint::AntiKnight(AntiKnight),
        23 => Constraint::AntiKing(AntiKing),
        24 => Constraint::NonConsecutive(NonConsecutive),
        25 => Constraint::KropkiNegative(KropkiNegative {
            white: pick % 3 != 1,
            black: pick % 3 != 0,
        }),
        26 => Constraint::XvNegative(XvNegative),
        // The grid's digit, and others from `pick`.
        _ => Constraint::Candidates(GivenCandidates {
            cell: a,
            digits: Candidates::from_bits(pick as u16 | 1 << (value(grid, a).max(1) - 1)),
        }),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Random rules of every kind fitted to a random grid (totals and clues read from
    /// it), the grid re-solved under them when the solver finds a way (so that global
    /// rules hold too), some cells emptied: the solver's count up to 2 is the reference
    /// search's, and its solution passes the checkers.
    #[test]
    fn solver_counts_equal_the_reference_on_small_random_cases(
        seed in any::<u64>(),
        shapes in prop::collection::vec(
            (0u8..28, 0usize..81, prop::collection::vec(0u8..9, 1..7), any::<u32>()),
            1..4,
        ),
        emptied in prop::collection::vec(0usize..81, 3..28),
    ) {
        let classic = nonet::solve::random_solved_grid(seed);
        let constraints: Vec<Constraint> = shapes
            .iter()
            .map(|(kind, start, steps, pick)| fitted(*kind, &king_path(*start, steps), *pick, &classic))
            .filter(|c| Rules::new(Layout::Boxes, vec![c.clone()]).is_ok())
            .collect();
        let Ok(rules) = Rules::new(Layout::Boxes, constraints) else { return Ok(()) };
        let base = Solver::new()
            .stop_at(1)
            .seed(seed)
            .random_values(true)
            .node_limit(5_000)
            .solve(&Puzzle { givens: Grid::EMPTY, rules: rules.clone() })
            .solution
            .unwrap_or(classic);
        let mut givens = base;
        for &i in &emptied {
            givens.set(Cell::from_index(i), None);
        }
        let puzzle = Puzzle { givens, rules };
        let result = Solver::new().stop_at(2).solve(&puzzle);
        let reference = reference_count(&puzzle.rules, &givens, 2);
        prop_assert_eq!(result.solution_count, reference, "{:?}", puzzle);
        if let Some(s) = result.solution {
            prop_assert!(puzzle.rules.solves(&s, &givens));
        }
    }
}

/// Found by `random_rules_never_panic`: a slow thermometer whose cells jump across the
/// grid, with two givens; every solution the solver reports must keep it rising.
#[test]
fn a_slow_thermometer_across_the_grid_keeps_rising() {
    let cell = |r: usize, c: usize| Cell::from_index((r - 1) * 9 + c - 1);
    let thermo = Constraint::Thermo(Thermo {
        cells: vec![
            cell(5, 4),
            cell(8, 5),
            cell(8, 4),
            cell(6, 6),
            cell(3, 8),
            cell(6, 1),
            cell(6, 3),
        ],
        slow: true,
    });
    let rules = Rules::new(Layout::Boxes, vec![thermo]).expect("a valid thermometer");
    let givens: Grid =
        "....................................1...................2........................"
            .parse()
            .expect("a grid");
    let puzzle = Puzzle { givens, rules };
    let result = Solver::new().stop_at(2).solve(&puzzle);
    let solution = result.solution.expect("the puzzle has solutions");
    assert!(puzzle.rules.solves(&solution, &givens));
}
