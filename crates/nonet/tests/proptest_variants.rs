//! Properties of the variant rules and solver: random rules (valid or not) and random
//! grids never make validation, the checkers, the ISS reader or the solver panic, and
//! whatever the solver reports as a solution passes the checkers.

use nonet::format::iss;
use nonet::rules::kinds::*;
use nonet::rules::{Constraint, Layout, Outside, Puzzle, Rules, Side};
use nonet::{Cell, Digit, Grid, Solver};
use proptest::prelude::*;

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
        let _ = rules.derive();
        let json = serde_json::to_string(&rules).expect("rules serialize");
        prop_assert_eq!(serde_json::from_str::<Rules>(&json).expect("and read back"), rules.clone());
        let puzzle = Puzzle { givens: grid, rules };
        let result = Solver::new().stop_at(2).node_limit(300).solve_puzzle(&puzzle);
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
            let _ = Solver::new().node_limit(300).solve_puzzle(&Puzzle { givens: Grid::EMPTY, rules });
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
