//! Every solver against the fixtures and the reference oracle: solution counts up to 2
//! and the solution itself, on puzzles with 0, 1 and many solutions.

mod common;

use common::solver_cases as cases;
use nonet::solve::reference;
use nonet::{Grid, SolveStatus, Solver};

#[test]
fn fixtures_cover_zero_one_and_many() {
    let cases = cases();
    for n in 0..=2 {
        assert!(cases.iter().filter(|c| c.count == n).count() >= 5, "{n}");
    }
}

#[test]
fn reference_agrees_with_fixtures() {
    for case in cases() {
        let (count, solution) = reference::count_solutions(&case.puzzle, 2);
        assert_eq!(count, case.count, "{}", case.puzzle);
        if case.count == 1 {
            assert_eq!(solution, case.solution, "{}", case.puzzle);
        }
    }
}

#[test]
fn solver_counts_up_to_two() {
    for case in cases() {
        let r = Solver::new().solve(&case.puzzle.into());
        assert_eq!(r.solution_count, case.count, "{}", case.puzzle);
        let expected = match case.count {
            0 => SolveStatus::NoSolution,
            1 => SolveStatus::Unique,
            _ => SolveStatus::Multiple,
        };
        assert_eq!(r.status, expected, "{}", case.puzzle);
        match (&r.solution, case.count) {
            (None, 0) => {}
            (Some(s), 1) => assert_eq!(Some(*s), case.solution, "{}", case.puzzle),
            (Some(s), _) => assert!(s.solves(&case.puzzle), "{}", case.puzzle),
            (None, _) => panic!("no solution returned for {}", case.puzzle),
        }
    }
}

#[test]
fn solver_stop_at_one_reports_solved() {
    for case in cases().iter().filter(|c| c.count > 0) {
        let r = Solver::new().stop_at(1).solve(&case.puzzle.into());
        assert_eq!(r.status, SolveStatus::Solved, "{}", case.puzzle);
        assert!(r.solution.unwrap().solves(&case.puzzle));
    }
}

// ---- The fast solver's switches: statistics, limits, randomness, heavy rules. ----

use std::time::Duration;

use nonet::solve::{self, SolveStats};
use proptest::prelude::*;

/// A puzzle that needs many guesses (the first of `hardest_1000.txt`).
const HARD: &str =
    "98.7..6..7..5..9....4.8....6..3..7...27.............615....3..6...6...9.....573..";

fn hard() -> Grid {
    HARD.parse().unwrap()
}

#[test]
fn stats_are_zero_when_off() {
    for heavy in [false, true] {
        let r = Solver::new().heavy_rules(heavy).solve(&hard().into());
        assert_eq!(r.status, SolveStatus::Unique);
        assert_eq!(r.stats, SolveStats::default());
    }
}

#[test]
fn stats_are_plausible_when_on() {
    let r = Solver::new().stats(true).solve(&hard().into());
    assert_eq!(r.status, SolveStatus::Unique);
    let s = r.stats;
    assert!(
        s.guesses > 0 && s.conflicts > 0 && s.hidden_singles > 0,
        "{s:?}"
    );
    assert_eq!(s.nodes, s.guesses + 1, "every node but the root is a guess");
    assert!(
        s.max_depth > 0 && u64::from(s.max_depth) <= s.guesses,
        "{s:?}"
    );
    assert!(s.conflicts < s.nodes, "{s:?}");
    // Without the heavy rules their two counters stay zero.
    assert_eq!((s.locked_candidate_elims, s.hidden_pair_elims), (0, 0));
    // Stats do not change the search: the same nodes every time.
    assert_eq!(
        Solver::new().stats(true).solve(&hard().into()).stats.nodes,
        s.nodes
    );
}

#[test]
fn heavy_stats_count_intersections_and_pairs() {
    let mut locked = 0;
    let mut pairs = 0;
    for case in cases().iter().filter(|c| c.count == 1) {
        let r = Solver::new()
            .stats(true)
            .heavy_rules(true)
            .solve(&case.puzzle.into());
        assert_eq!(r.status, SolveStatus::Unique, "{}", case.puzzle);
        locked += r.stats.locked_candidate_elims;
        pairs += r.stats.hidden_pair_elims;
    }
    assert!(locked > 0 && pairs > 0, "locked {locked}, pairs {pairs}");
}

#[test]
fn a_puzzle_solved_by_propagation_is_one_node() {
    let easy: Grid =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
            .parse()
            .unwrap();
    let r = Solver::new().stats(true).solve(&easy.into());
    assert_eq!(r.status, SolveStatus::Unique);
    assert_eq!(
        (r.stats.nodes, r.stats.guesses, r.stats.max_depth),
        (1, 0, 0)
    );
    assert!(r.stats.hidden_singles > 0);
}

#[test]
fn clashing_givens_have_no_solution_at_once() {
    let case = cases().into_iter().find(|c| c.count == 0).unwrap();
    let mut clash = Grid::EMPTY;
    clash.set(nonet::Cell::at(2, 0).unwrap(), nonet::Digit::new(4));
    clash.set(nonet::Cell::at(2, 6).unwrap(), nonet::Digit::new(4));
    for puzzle in [case.puzzle, clash] {
        let r = Solver::new().stats(true).solve(&puzzle.into());
        assert_eq!(
            (r.status, r.solution_count, r.solution),
            (SolveStatus::NoSolution, 0, None)
        );
    }
    assert_eq!(
        Solver::new().stats(true).solve(&clash.into()).stats.nodes,
        0
    );
}

#[test]
fn node_limit_stops_the_search() {
    let r = Solver::new()
        .node_limit(5)
        .stats(true)
        .solve(&hard().into());
    assert_eq!(r.status, SolveStatus::NodeLimit);
    assert_eq!(
        r.stats.nodes, 5,
        "the node past the limit is refused, not counted"
    );
    assert_eq!(r.stats.guesses, 4);
    // A limit of zero refuses even the root.
    assert_eq!(
        Solver::new().node_limit(0).solve(&hard().into()).status,
        SolveStatus::NodeLimit
    );
    // A limit the search stays under changes nothing.
    let r = Solver::new().node_limit(1_000_000).solve(&hard().into());
    assert_eq!(r.status, SolveStatus::Unique);
    // Solutions found before the limit are kept.
    let r = Solver::new()
        .stop_at(1000)
        .node_limit(500)
        .solve(&Grid::EMPTY.into());
    assert_eq!(r.status, SolveStatus::NodeLimit);
    assert!(r.solution_count > 0 && r.solution.unwrap().is_solved());
}

#[test]
fn time_limit_stops_the_search() {
    // A zero limit is over before the root.
    let r = Solver::new()
        .time_limit(Duration::ZERO)
        .solve(&hard().into());
    assert_eq!((r.status, r.solution_count), (SolveStatus::Timeout, 0));
    // Counting the empty grid's solutions never ends by itself.
    let r = Solver::new()
        .stop_at(usize::MAX)
        .time_limit(Duration::from_millis(20))
        .solve(&Grid::EMPTY.into());
    assert_eq!(r.status, SolveStatus::Timeout);
    assert!(r.solution_count > 0);
}

#[test]
fn stop_at_counts_up_to_n() {
    let r = Solver::new().stop_at(25).solve(&Grid::EMPTY.into());
    assert_eq!((r.status, r.solution_count), (SolveStatus::Multiple, 25));
    assert_eq!(solve::count_solutions(&Grid::EMPTY.into(), 7), 7);
    // Zero is read as one.
    assert_eq!(
        Solver::new().stop_at(0).solve(&hard().into()).status,
        SolveStatus::Solved
    );
    // A count above the number of solutions is exact.
    let two = cases().into_iter().find(|c| c.count == 2).unwrap();
    let all = solve::count_solutions(&two.puzzle.into(), 1_000_000);
    assert!(all >= 2);
    assert_eq!(
        Solver::new()
            .stop_at(all + 1)
            .solve(&two.puzzle.into())
            .solution_count,
        all
    );
}

#[test]
fn shorthands_agree_with_the_solver() {
    for case in cases() {
        assert_eq!(
            solve::count_solutions(&case.puzzle.into(), 2),
            case.count,
            "{}",
            case.puzzle
        );
        assert_eq!(
            solve::is_unique(&case.puzzle.into()),
            case.count == 1,
            "{}",
            case.puzzle
        );
        let first = solve::first_solution(&case.puzzle.into());
        assert_eq!(first.is_some(), case.count > 0);
        assert!(first.is_none_or(|s| s.solves(&case.puzzle)));
    }
}

#[test]
fn every_switch_gives_the_same_counts() {
    for case in cases() {
        for (heavy, random, stats) in [
            (true, false, false),
            (false, true, true),
            (true, true, true),
        ] {
            let r = Solver::new()
                .heavy_rules(heavy)
                .random_mrv(random)
                .random_values(random)
                .seed(case.count as u64)
                .stats(stats)
                .node_limit(u64::MAX)
                .solve(&case.puzzle.into());
            assert_eq!(
                r.solution_count, case.count,
                "{} {heavy} {random}",
                case.puzzle
            );
            if case.count == 1 {
                assert_eq!(r.solution, case.solution, "{}", case.puzzle);
            }
        }
    }
}

#[test]
fn random_solved_grids_are_valid_deterministic_and_varied() {
    let grids: Vec<Grid> = (0..20).map(solve::random_solved_grid).collect();
    for (seed, g) in grids.iter().enumerate() {
        assert!(g.is_solved(), "seed {seed}: {g}");
        assert_eq!(*g, solve::random_solved_grid(seed as u64));
    }
    let mut distinct = grids.clone();
    distinct.sort_by_key(|g| g.to_string());
    distinct.dedup();
    assert_eq!(distinct.len(), grids.len());
    // The seed only matters when a random switch is on.
    let plain = |seed| {
        Solver::new()
            .stop_at(1)
            .seed(seed)
            .solve(&Grid::EMPTY.into())
            .solution
    };
    assert_eq!(plain(1), plain(2));
}

#[test]
fn random_values_alone_and_random_mrv_alone_vary_the_grid() {
    let solve = |seed, mrv, values| {
        Solver::new()
            .stop_at(1)
            .seed(seed)
            .random_mrv(mrv)
            .random_values(values)
            .solve(&Grid::EMPTY.into())
            .solution
            .unwrap()
    };
    for (mrv, values) in [(true, false), (false, true)] {
        let a = solve(1, mrv, values);
        assert!(a.is_solved());
        assert_eq!(a, solve(1, mrv, values));
        assert!(
            (2..10).any(|seed| solve(seed, mrv, values) != a),
            "{mrv} {values}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any sub-grid of a solution (some givens removed) has that solution, and the
    /// fast solver counts its solutions as the reference does.
    #[test]
    fn fast_agrees_with_reference_on_sub_grids(
        which in 0usize..1000,
        order in Just(()).prop_perturb(|_, mut rng| {
            let mut cells: Vec<usize> = (0..81).collect();
            for i in (1..81).rev() {
                cells.swap(i, rng.random_range(0..=i));
            }
            cells
        }),
        removed in 20usize..60,
    ) {
        let solved: Vec<Grid> = cases().into_iter().filter_map(|c| c.solution).collect();
        let solution = solved[which % solved.len()];
        let mut values = *solution.values();
        for &i in &order[..removed] {
            values[i] = 0;
        }
        let puzzle = Grid::from_values(values).unwrap();
        let (expected, _) = reference::count_solutions(&puzzle, 2);
        let r = Solver::new().solve(&puzzle.into());
        prop_assert_eq!(r.solution_count, expected);
        prop_assert!(r.solution.unwrap().solves(&puzzle));
        let heavy = Solver::new().heavy_rules(true).random_mrv(true).seed(removed as u64).solve(&puzzle.into());
        prop_assert_eq!(heavy.solution_count, expected);
    }
}

/// Puzzles for the node-limit property: the hardest fixtures (msolve's hardest to solve),
/// the solver fixtures (0, 1 and many solutions) and the empty grid.
fn limit_puzzles() -> Vec<Grid> {
    let hardest = include_str!("fixtures/hardest_100.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && l.len() >= 81)
        .map(|l| l[..81].parse().unwrap());
    hardest
        .chain(cases().into_iter().map(|c| c.puzzle))
        .chain([Grid::EMPTY])
        .collect()
}

/// The statistics without the wall time, which differs from run to run.
fn counters(stats: nonet::SolveStats) -> nonet::SolveStats {
    nonet::SolveStats {
        elapsed: Default::default(),
        ..stats
    }
}

/// A node limit is a limit: under `node_limit(n)` the search counts at most `n` nodes.
/// When the search needs more than `n`, it stops with `NodeLimit` after exactly `n`
/// (every node below the root a guess); when it needs `n` or fewer, the limit changes
/// nothing. Checked for every limit from 0 to 12 and around each search's own size, on
/// every puzzle, for uniqueness checks, first solutions and counts to 20, with the
/// heavy rules and with random choices.
#[test]
fn node_limit_is_a_limit() {
    let configs = [
        Solver::new(),
        Solver::new().stop_at(1),
        Solver::new().stop_at(20),
        Solver::new().heavy_rules(true),
        Solver::new()
            .stop_at(1)
            .seed(7)
            .random_mrv(true)
            .random_values(true),
    ];
    let mut cut = 0;
    for puzzle in limit_puzzles() {
        for config in configs {
            let full = config.stats(true).solve(&puzzle.into());
            let needed = full.stats.nodes;
            let mut limits: Vec<u64> = (0..=12).collect();
            limits.extend([needed / 2, needed.saturating_sub(1), needed, needed + 1]);
            for n in limits {
                let r = config.stats(true).node_limit(n).solve(&puzzle.into());
                let at = format!("{puzzle} {config:?} limit {n} (needs {needed})");
                assert!(r.stats.nodes <= n, "{at}: {} nodes", r.stats.nodes);
                if n >= needed {
                    assert_eq!(r.status, full.status, "{at}");
                    assert_eq!(r.solution, full.solution, "{at}");
                    assert_eq!(counters(r.stats), counters(full.stats), "{at}");
                } else {
                    cut += 1;
                    assert_eq!(r.status, SolveStatus::NodeLimit, "{at}");
                    assert_eq!(r.stats.nodes, n, "{at}");
                    assert_eq!(r.stats.guesses, n.saturating_sub(1), "{at}");
                    assert!(r.solution_count <= full.solution_count, "{at}");
                }
            }
        }
    }
    assert!(cut > 1000, "{cut}");
}
