//! The generic solver on every fixture (public puzzles with published solutions): it
//! finds the published solution and no other, and every solution it reports passes the
//! rules' own checkers.

mod variant_fixtures;

use std::collections::BTreeSet;

use nonet::rules::Layout;
use nonet::{SolveStatus, Solver};
use variant_fixtures::fixtures;

/// Fixtures too hard for a test run (seconds to minutes of search); `nonet-bench
/// variants` solves them and checks their counts and solutions. Each is named by its
/// source entry.
const SLOW: &[&str] = &[
    // Killers of 17 five-cell cages and one single cell: seconds each.
    "MATHEMAGIC_KILLERS[10]",
    "MATHEMAGIC_KILLERS[12]",
    "MATHEMAGIC_KILLERS[1]",
    "MATHEMAGIC_KILLERS[3]",
    "MATHEMAGIC_KILLERS[5]",
    "MATHEMAGIC_KILLERS[7]",
    "MATHEMAGIC_KILLERS[9]",
    // Twelve little killer sums of 37 and nothing else.
    "LITTLE_KILLER_SNIPES[10]",
    // A jigsaw killer with kropki dots from SudokuVariantSolverJS's timeout list.
    "\"Solver needs SET\"",
];

/// Every constraint kind of the rules model, by [`Constraint::name`], and the jigsaw
/// layout: the fixtures solved below must cover them all.
///
/// [`Constraint::name`]: nonet::rules::Constraint::name
const EVERY_KIND: usize = 28;

#[test]
fn every_fixture_has_exactly_its_published_solution() {
    let mut solved = 0;
    let mut kinds = BTreeSet::new();
    for f in fixtures() {
        if SLOW.iter().any(|s| f.source.contains(s)) {
            continue;
        }
        let result = Solver::new()
            .stop_at(2)
            .node_limit(300_000)
            .solve(&f.puzzle);
        assert_eq!(result.status, SolveStatus::Unique, "{}", f.name);
        let solution = result.solution.expect("a unique puzzle has a solution");
        assert_eq!(solution, f.solution, "{}", f.name);
        assert!(f.puzzle.rules.is_solution(&solution), "{}", f.name);
        solved += 1;
        kinds.extend(f.puzzle.rules.constraints().iter().map(|c| c.name()));
        if matches!(f.puzzle.rules.layout(), Layout::Jigsaw(_)) {
            kinds.insert("jigsaw layout");
        }
    }
    assert!(solved >= 100, "{solved} fixtures solved");
    assert_eq!(kinds.len(), EVERY_KIND + 1, "kinds solved: {kinds:?}");
}

/// The statuses, counts, limits and statistics of `Solver::solve`, on the variant path.
mod contract {
    use std::time::Duration;

    use nonet::format::iss;
    use nonet::rules::Puzzle;
    use nonet::{SolveStats, SolveStatus, Solver};

    fn puzzle(text: &str) -> Puzzle {
        iss::parse(text).expect("a valid ISS string")
    }

    /// An empty grid under the anti-knight rule: many solutions.
    fn anti_knight_empty() -> Puzzle {
        puzzle(".AntiKnight")
    }

    #[test]
    fn statuses_and_counts() {
        // Givens that clash on the main diagonal: no solution, at once.
        let clash = puzzle(".Diagonal~-1.~R1C1_1~R9C9_1");
        let r = Solver::new().solve(&clash);
        assert_eq!(
            (r.status, r.solution_count, r.solution),
            (SolveStatus::NoSolution, 0, None)
        );
        // A cage of 3 needs a 1 that its row already has: no solution, by propagation.
        let cage = puzzle(".Cage~3~R1C1~R1C2.~R1C9_1");
        assert_eq!(Solver::new().solve(&cage).status, SolveStatus::NoSolution);
        // An empty anti-knight grid: many solutions.
        let open = anti_knight_empty();
        let r = Solver::new().solve(&open);
        assert_eq!((r.status, r.solution_count), (SolveStatus::Multiple, 2));
        assert!(open.rules.is_solution(&r.solution.unwrap()));
        let r = Solver::new().stop_at(1).solve(&open);
        assert_eq!((r.status, r.solution_count), (SolveStatus::Solved, 1));
        assert!(open.rules.is_solution(&r.solution.unwrap()));
        assert_eq!(Solver::new().stop_at(5).count(&open), 5);
        assert_eq!(Solver::new().stop_at(0).count(&open), 1);
    }

    #[test]
    fn limits() {
        let open = anti_knight_empty();
        let r = Solver::new().node_limit(0).solve(&open);
        assert_eq!((r.status, r.solution_count), (SolveStatus::NodeLimit, 0));
        let r = Solver::new()
            .stop_at(1_000)
            .node_limit(50)
            .stats(true)
            .solve(&open);
        assert_eq!(r.status, SolveStatus::NodeLimit);
        // A node limit is a limit: the node that would pass it is not entered.
        assert!(r.stats.nodes <= 50, "{:?}", r.stats);
        if let Some(s) = r.solution {
            assert!(open.rules.is_solution(&s));
        }
        let r = Solver::new().time_limit(Duration::ZERO).solve(&open);
        assert_eq!((r.status, r.solution_count), (SolveStatus::Timeout, 0));
    }

    #[test]
    fn statistics_only_when_asked() {
        let x = puzzle(
            ".Diagonal~1.Diagonal~-1.~R1C3_1~R1C7_2~R2C3_2~R2C4_3~R2C9_4~R3C1_4~R4C1_5~R4C3_3\
             ~R4C8_6~R5C2_1~R5C9_5~R6C3_6~R7C5_7~R7C6_8~R8C5_9~R9C2_7~R9C6_1~R9C8_9",
        );
        let plain = Solver::new().solve(&x);
        assert_eq!(plain.status, SolveStatus::Unique);
        assert_eq!(plain.stats, SolveStats::default());
        let counted = Solver::new().stats(true).solve(&x);
        assert_eq!(
            (counted.status, counted.solution),
            (plain.status, plain.solution)
        );
        let s = counted.stats;
        assert_eq!(s.nodes, s.guesses + 1, "{s:?}");
        assert!(s.max_depth as u64 <= s.guesses);
        assert!(s.elapsed > Duration::ZERO);
    }

    #[test]
    fn classic_rules_take_the_classic_search() {
        let classic = Puzzle {
            givens:
                "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
                    .parse()
                    .unwrap(),
            rules: nonet::rules::Rules::default(),
        };
        // Hidden singles are a counter only the bitboard search keeps (the generic search
        // leaves it zero), so a count above zero says which search ran.
        let solver = Solver::new().stats(true);
        let a = solver.solve(&classic);
        assert_eq!(a.status, nonet::SolveStatus::Unique);
        assert!(a.stats.hidden_singles > 0, "{:?}", a.stats);
        let b = solver.solve(&classic.givens.into());
        assert_eq!(
            (a.status, a.solution, a.stats.nodes),
            (b.status, b.solution, b.stats.nodes)
        );
    }
}

/// A given that breaks an even/odd rule leaves its cell no candidate; the sum bounds of
/// a little killer through that cell then subtracted with overflow (a panic in debug
/// builds; found by `random_rules_never_panic`, whose seed is kept in
/// `proptest_variants.proptest-regressions`). Now it is a contradiction: no solution.
#[test]
fn a_sum_over_a_cell_without_candidates_has_no_solution() {
    use nonet::rules::kinds::{DiagonalStep, EvenOdd, LittleKiller, Parity};
    use nonet::rules::{Constraint, Puzzle, Rules};
    let cell = |s: &str| s.parse::<nonet::Cell>().unwrap();
    let rules = Rules::new(
        Layout::Boxes,
        vec![
            Constraint::EvenOdd(EvenOdd {
                cell: cell("r3c2"),
                parity: Parity::Even,
            }),
            Constraint::LittleKiller(LittleKiller {
                start: cell("r4c1"),
                step: DiagonalStep::UpRight,
                total: 4,
            }),
        ],
    )
    .unwrap();
    let mut givens = nonet::Grid::EMPTY;
    givens.set(cell("r3c2"), nonet::Digit::new(3));
    let puzzle = Puzzle { givens, rules };
    let result = Solver::new().stop_at(2).node_limit(300).solve(&puzzle);
    assert_eq!(result.status, SolveStatus::NoSolution);
    assert_eq!(result.solution, None);
}
