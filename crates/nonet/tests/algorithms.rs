//! Every algorithm behind [`Algorithm`] against the solver fixtures and the reference
//! oracle, and the cross-language benchmark's iteration fingerprints of its brute force,
//! DLX and CP. (The benchmark's report text is the CLI's: its golden outputs are tested
//! there.)

mod common;

use common::solver_cases as cases;
use nonet::format::PuzzleReader;
use nonet::solve::benchmark_cp::{self, CpEnd};
use nonet::solve::{Algorithm, Count, brute, dlx, reference};
use nonet::{Cell, Grid};
use std::sync::OnceLock;

fn matrix(text: &str) -> Grid {
    *PuzzleReader::read_text(text)
        .remove(0)
        .puzzle
        .unwrap()
        .givens()
}

/// Brute force enumerates every assignment the cross-language benchmark's brute force
/// would: on some fixtures (17-clue puzzles, puzzles made unsolvable) that is billions of
/// iterations, so the harness gives it a budget and checks the fixtures it can finish. The
/// others need at least this many iterations at a limit of 2.
const BRUTE_BUDGET: u64 = 10_000_000;

/// `algorithm`'s count of `puzzle` up to 2, or `None` if brute force ran out of budget.
fn count_up_to_two(algorithm: Algorithm, puzzle: &Grid) -> Option<Count> {
    match algorithm {
        Algorithm::Brute => brute::count_within(puzzle, 2, BRUTE_BUDGET).map(|o| Count {
            solutions: o.solutions,
            solution: o.solution,
            work: o.iterations,
            work_name: algorithm.work_name(),
        }),
        _ => Some(algorithm.count(puzzle, 2)),
    }
}

/// The reference oracle's count (up to 2) of each fixture, computed once for all tests.
fn oracle() -> &'static [usize] {
    static ORACLE: OnceLock<Vec<usize>> = OnceLock::new();
    ORACLE.get_or_init(|| {
        cases()
            .iter()
            .map(|c| reference::count_solutions(&c.puzzle, 2).0)
            .collect()
    })
}

/// The harness every algorithm goes through: counts up to 2 against the fixtures and
/// the oracle, the solution against the fixture's. Returns how many fixtures of 0, 1
/// and many solutions it checked.
fn check_against_fixtures(algorithm: Algorithm) -> [usize; 3] {
    let mut checked = [0usize; 3];
    for (case, &oracle) in cases().iter().zip(oracle()) {
        let Some(c) = count_up_to_two(algorithm, &case.puzzle) else {
            continue;
        };
        let at = format!("{algorithm} on {}", case.puzzle);
        assert_eq!(c.solutions, case.count, "{at}");
        assert_eq!(c.solutions, oracle, "{at}");
        match c.solutions {
            0 => assert_eq!(c.solution, None, "{at}"),
            1 => assert_eq!(c.solution, case.solution, "{at}"),
            _ => assert!(c.solution.unwrap().solves(&case.puzzle), "{at}"),
        }
        assert_eq!(c.work_name, algorithm.work_name());
        checked[case.count] += 1;
    }
    checked
}

#[test]
fn fast_agrees_with_fixtures_and_oracle() {
    assert_eq!(
        check_against_fixtures(Algorithm::Fast)
            .iter()
            .sum::<usize>(),
        cases().len()
    );
}

#[test]
fn propagate_agrees_with_fixtures_and_oracle() {
    assert_eq!(
        check_against_fixtures(Algorithm::Propagate)
            .iter()
            .sum::<usize>(),
        cases().len()
    );
}

#[test]
fn dlx_agrees_with_fixtures_and_oracle() {
    assert_eq!(
        check_against_fixtures(Algorithm::Dlx).iter().sum::<usize>(),
        cases().len()
    );
}

#[test]
fn brute_agrees_with_fixtures_and_oracle_within_budget() {
    // Brute force must not pass by skipping: it finishes 9 / 14 / 22 of the
    // 0 / 1 / many-solution fixtures within its budget.
    let checked = check_against_fixtures(Algorithm::Brute);
    assert!(checked.iter().all(|&n| n >= 5), "{checked:?}");
}

#[test]
fn every_algorithm_stops_at_the_first_solution() {
    for case in cases().iter().filter(|c| c.count > 0) {
        for algorithm in [Algorithm::Fast, Algorithm::Propagate, Algorithm::Dlx] {
            let c = algorithm.count(&case.puzzle, 1);
            assert_eq!(c.solutions, 1, "{algorithm} on {}", case.puzzle);
            assert!(c.solution.unwrap().solves(&case.puzzle));
        }
    }
}

#[test]
fn every_algorithm_counts_past_two() {
    // The empty grid and a puzzle of the many-solution fixtures, counted to 20.
    let many = cases().into_iter().find(|c| c.count == 2).unwrap().puzzle;
    for algorithm in [Algorithm::Fast, Algorithm::Propagate, Algorithm::Dlx] {
        for grid in [Grid::EMPTY, many] {
            let c = algorithm.count(&grid, 20);
            let oracle = reference::count_solutions(&grid, 20).0;
            assert_eq!(c.solutions, oracle, "{algorithm} on {grid}");
        }
    }
    assert_eq!(Algorithm::Brute.count(&Grid::EMPTY, 20).solutions, 20);
}

#[test]
fn clashing_givens_have_no_solution_for_every_algorithm() {
    // r3c1 and r3c7 repeat a digit; the rest is a puzzle with one solution.
    let case = cases().into_iter().find(|c| c.count == 1).unwrap();
    let mut grid = case.puzzle;
    let solution = case.solution.unwrap();
    let r3c1 = Cell::at(2, 0).unwrap();
    let r3c7 = Cell::at(2, 6).unwrap();
    grid.set(r3c1, solution.get(r3c7));
    grid.set(r3c7, solution.get(r3c7));
    for algorithm in Algorithm::ALL {
        let c = algorithm.count(&grid, 2);
        assert_eq!(
            (c.solutions, c.solution, c.work),
            (0, None, 0),
            "{algorithm}"
        );
    }
}

/// The cross-language benchmark's fingerprints: on each of its matrices here, each
/// algorithm's counter equals the iteration count its C reference prints (brute force:
/// digits tried; DLX: calls of the search, nonet's node count; CP: assignments), and
/// all three print the puzzle's one solution.
#[test]
fn benchmark_fingerprints_of_all_three_algorithms() {
    let expected = [
        // matrix, brute force, DLX, CP
        (include_str!("fixtures/matrices/1.matrix"), 656, 43, 67),
        (
            include_str!("fixtures/matrices/2.matrix"),
            439_269,
            111,
            87_180,
        ),
        (
            include_str!("fixtures/matrices/5.matrix"),
            445_778,
            1_472,
            31_430,
        ),
    ];
    for (text, brute_n, dlx_n, cp_n) in expected {
        let puzzle = matrix(text);
        let solution = reference::count_solutions(&puzzle, 2).1.unwrap();
        let b = brute::solve(&puzzle);
        assert_eq!(
            (b.iterations, b.solution),
            (brute_n, Some(solution)),
            "{puzzle}"
        );
        let d = dlx::solve(&puzzle);
        assert_eq!((d.nodes, d.solution), (dlx_n, Some(solution)), "{puzzle}");
        let c = benchmark_cp::solve(&puzzle);
        assert_eq!(
            (c.iterations, c.end),
            (cp_n, CpEnd::Solved(solution)),
            "{puzzle}"
        );
    }
}

/// The benchmark's matrix 6, the puzzle built against brute force: DLX and CP.
#[test]
fn benchmark_fingerprints_on_the_puzzle_built_against_brute_force() {
    let puzzle = matrix(include_str!(
        "fixtures/matrices/hard_for_brute_force.matrix"
    ));
    assert_eq!(dlx::solve(&puzzle).nodes, 65);
    let c = benchmark_cp::solve(&puzzle);
    assert_eq!(c.iterations, 69_497_705);
    assert!(matches!(c.end, CpEnd::Solved(s) if s.solves(&puzzle)));
}

#[test]
fn brute_iteration_fingerprints() {
    let expected = [
        (include_str!("fixtures/matrices/1.matrix"), 656),
        (include_str!("fixtures/matrices/2.matrix"), 439_269),
        (include_str!("fixtures/matrices/5.matrix"), 445_778),
    ];
    for (text, iterations) in expected {
        let puzzle = matrix(text);
        let outcome = brute::solve(&puzzle);
        assert_eq!(outcome.iterations, iterations, "{puzzle}");
        assert!(outcome.solution.unwrap().solves(&puzzle));
        let count = Algorithm::Brute.count(&puzzle, 1);
        assert_eq!((count.work, count.work_name), (iterations, "iterations"));
    }
}

#[test]
fn brute_on_the_puzzle_built_against_it() {
    // 622,577,597 iterations: about a second here, minutes for a slow brute force.
    let puzzle = matrix(include_str!(
        "fixtures/matrices/hard_for_brute_force.matrix"
    ));
    let outcome = brute::solve(&puzzle);
    assert_eq!(outcome.iterations, 622_577_597);
    let solution = outcome.solution.unwrap();
    assert!(solution.solves(&puzzle));
    assert_eq!(&solution.to_string()[..9], "987654321");
}

/// Brute force's budget is a limit too: `count_within` returns an outcome only when the
/// enumeration stops within the budget (and then `iterations <= budget`), and `None`
/// exactly when it needs more. Checked on every fixture brute force finishes within a
/// million iterations, at budgets around its own count.
#[test]
fn brute_budget_is_a_limit() {
    let mut checked = 0;
    for case in cases() {
        for limit in [1, 2] {
            let Some(full) = brute::count_within(&case.puzzle, limit, 1_000_000) else {
                continue;
            };
            let needed = full.iterations;
            for budget in [
                0,
                1,
                8,
                9,
                10,
                needed / 2,
                needed.saturating_sub(1),
                needed,
                needed + 1,
            ] {
                let at = format!(
                    "{} limit {limit} budget {budget} (needs {needed})",
                    case.puzzle
                );
                match brute::count_within(&case.puzzle, limit, budget) {
                    Some(o) => {
                        assert!(needed <= budget, "{at}");
                        assert_eq!(o, full, "{at}");
                    }
                    None => assert!(needed > budget, "{at}"),
                }
            }
            checked += 1;
        }
    }
    assert!(checked >= 20, "{checked}");
}
