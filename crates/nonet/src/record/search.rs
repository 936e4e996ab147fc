//! `Search`: one configured search of the kind a front end runs on every puzzle of a
//! batch (`nonet solve`, `nonet count`, `nonet solve --all`), answering a
//! [`SearchOutcome`].

use crate::clock::Instant;
use std::ops::ControlFlow;

use super::outcome::SearchOutcome;
use super::stats::Stats;
use crate::grid::Grid;
use crate::rules::Puzzle;
use crate::solve::{Algorithm, SolveStatus, Solver};

/// A search configured once for a batch: counts up to `limit` solutions (1 finds one, 2
/// checks uniqueness) with an [`Algorithm`], keeping the counters if asked.
///
/// `fast` runs through [`Solver`], which takes any rules and picks the bitboard search
/// for classic ones; the other algorithms take classic rules only ([`ClassicOnly`]).
#[derive(Clone, Copy, Debug)]
pub struct Search {
    algorithm: Algorithm,
    limit: usize,
    solver: Solver,
    stats: bool,
    /// Keep the first solution (a count prints none, so it need not copy one out).
    solution: bool,
}

/// A puzzle whose rules the chosen algorithm does not take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the {} algorithm takes classic rules only", .0.name())]
pub struct ClassicOnly(pub Algorithm);

impl Search {
    /// Counts up to `limit` solutions (0 is read as 1) with `algorithm`; keeps the
    /// counters if `stats`.
    pub fn new(algorithm: Algorithm, limit: usize, stats: bool) -> Search {
        let limit = limit.max(1);
        Search {
            algorithm,
            limit,
            solver: Solver::new().stop_at(limit).stats(stats),
            stats,
            solution: true,
        }
    }

    /// The same search without keeping a solution, for callers that print only counts.
    pub fn counting_only(self) -> Search {
        Search {
            solution: false,
            ..self
        }
    }

    /// A search that lists solutions ([`Search::each_solution`]) up to `max` and one
    /// more (so that a list of `max` can be told complete or not), with the fast
    /// solver and no counters.
    pub fn all(max: usize) -> Search {
        Search::new(Algorithm::Fast, max.saturating_add(1), false)
    }

    /// The solutions this search stops at.
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// Searches `puzzle`.
    pub fn run(&self, puzzle: &Puzzle) -> Result<SearchOutcome, ClassicOnly> {
        if !self.algorithm.takes(&puzzle.rules) {
            return Err(ClassicOnly(self.algorithm));
        }
        let (status, count, solution, stats) = match self.algorithm {
            Algorithm::Fast if !self.solution && !self.stats => {
                // The plain count, with no solution to copy out: `count`'s hot path.
                let count = self.solver.count(puzzle);
                (SolveStatus::of_count(count, self.limit), count, None, None)
            }
            Algorithm::Fast => {
                let r = self.solver.solve(puzzle);
                let stats = self.stats.then(|| Stats::of_solver(&r.stats));
                (r.status, r.solution_count, r.solution, stats)
            }
            other => {
                let start = Instant::now();
                let c = other.count(&puzzle.givens, self.limit);
                let stats = self.stats.then(|| Stats::of_algorithm(&c, start.elapsed()));
                let status = SolveStatus::of_count(c.solutions, self.limit);
                (status, c.solutions, c.solution, stats)
            }
        };
        let solution = solution.filter(|_| self.solution);
        Ok(SearchOutcome::new(puzzle, status, count, solution, stats))
    }

    /// Hands each solution of `puzzle` to `f` as it is found, up to the limit or until
    /// `f` breaks (in the order of [`Solver::each_solution`]), and returns the outcome
    /// without them (the count is of the solutions handed over): nothing is kept, so a
    /// listing of any length runs in the same memory.
    pub fn each_solution(
        &self,
        puzzle: &Puzzle,
        f: impl FnMut(Grid) -> ControlFlow<()>,
    ) -> SearchOutcome {
        let count = self.solver.each_solution(puzzle, f);
        let status = SolveStatus::of_count(count, self.limit);
        SearchOutcome::new(puzzle, status, count, None, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(text: &str) -> Puzzle {
        text.parse::<Grid>().unwrap().into()
    }

    /// Classic givens that clash say where, for every front end to show; the counters
    /// come in the solver's order, the time last.
    #[test]
    fn clashing_givens_name_their_cells() {
        let mut text = ".".repeat(81);
        text.replace_range(18..19, "4");
        text.replace_range(24..25, "4");
        let o = Search::new(Algorithm::Fast, 2, true)
            .run(&puzzle(&text))
            .unwrap();
        assert_eq!(o.status, SolveStatus::NoSolution);
        assert_eq!(
            serde_json::to_string(o.conflicts()).unwrap(),
            r#"[{"digit":4,"house":"row 3","cells":["r3c1","r3c7"]}]"#
        );
        let stats = o.stats().unwrap().pairs();
        assert_eq!(stats.first().map(|p| p.0), Some("nodes"));
        assert_eq!(stats.last().map(|p| p.0), Some("elapsed_us"));
    }

    /// Every algorithm finds the one solution and its counter; a count keeps no
    /// solution; a variant is refused by all but `fast`, which searches it.
    #[test]
    fn every_algorithm_agrees() {
        let p = puzzle(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        for algorithm in Algorithm::ALL {
            for limit in [1, 2, 5] {
                let o = Search::new(algorithm, limit, true).run(&p).unwrap();
                let expected = if limit == 1 {
                    SolveStatus::Solved
                } else {
                    SolveStatus::Unique
                };
                assert_eq!((o.status, o.count), (expected, 1), "{algorithm} {limit}");
                assert!(o.solution.unwrap().solves(&p.givens));
                let counted = Search::new(algorithm, limit, false)
                    .counting_only()
                    .run(&p)
                    .unwrap();
                assert_eq!((counted.status, counted.count), (expected, 1));
                assert!(counted.solution.is_none() && counted.stats().is_none());
                let names: Vec<&str> = o.stats().unwrap().pairs().iter().map(|p| p.0).collect();
                assert!(names.contains(&algorithm.work_name()), "{algorithm}");
                assert!(names.contains(&"elapsed_us"), "{algorithm}");
            }
        }
        let (x, ..) = crate::format::read_puzzle(".Diagonal~1.~R1C1_1").unwrap();
        for algorithm in Algorithm::ALL {
            let run = Search::new(algorithm, 2, false).run(&x);
            match algorithm {
                Algorithm::Fast => assert_eq!(run.unwrap().status, SolveStatus::Multiple),
                other => assert_eq!(run.unwrap_err(), ClassicOnly(other)),
            }
        }
    }
}
