//! Every solver against the fixtures and the reference oracle: solution counts up to 2
//! and the solution itself, on puzzles with 0, 1 and many solutions.

use nonet::solve::reference;
use nonet::{Grid, SolveStatus, Solver};

/// One fixture line: `puzzle:count[:solution]`.
struct Case {
    puzzle: Grid,
    count: usize,
    solution: Option<Grid>,
}

fn cases() -> Vec<Case> {
    include_str!("fixtures/solver.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut parts = l.split(':');
            let puzzle = parts.next().unwrap().parse().unwrap();
            let count = parts.next().unwrap().parse().unwrap();
            let solution = parts.next().map(|s| s.parse().unwrap());
            Case {
                puzzle,
                count,
                solution,
            }
        })
        .collect()
}

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
        let r = Solver::new().solve(&case.puzzle);
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
        let r = Solver::new().stop_at(1).solve(&case.puzzle);
        assert_eq!(r.status, SolveStatus::Solved, "{}", case.puzzle);
        assert!(r.solution.unwrap().solves(&case.puzzle));
    }
}
