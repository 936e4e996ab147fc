//! The search behind `solve` and `count`: one call that counts a puzzle's solutions up
//! to a limit with the chosen algorithm and returns what the output needs, stats
//! included when asked for.
//!
//! `fast` runs through [`Solver`] itself, whose statistics are the richest (seed 000's
//! counters); the other algorithms report their own counter through
//! [`Algorithm::count`], with the time measured here (the library keeps no clock for
//! them).

use std::time::Instant;

use nonet::grid::Conflict;
use nonet::solve::Algorithm;
use nonet::{Grid, SolveStatus, Solver};
use serde_json::{Map, Value};

/// Counters of one search, as ordered `name: value` pairs: rendered as JSON as they
/// are, and as `name=value` fields in text.
pub type Stats = Map<String, Value>;

/// What one search found.
#[derive(Debug)]
pub struct Outcome {
    /// The puzzle searched.
    pub puzzle: Grid,
    pub status: SolveStatus,
    /// Solutions found, at most the limit.
    pub count: usize,
    /// The first solution found.
    pub solution: Option<Grid>,
    /// Every solution found, in search order: only when the engine lists them
    /// ([`Engine::all`]).
    pub solutions: Vec<Grid>,
    /// The pairs of cells whose givens clash (the reason for no solution, if any).
    pub conflicts: Vec<Conflict>,
    pub stats: Option<Stats>,
}

/// A configured search.
#[derive(Clone, Copy, Debug)]
pub struct Engine {
    algorithm: Algorithm,
    limit: usize,
    solver: Solver,
    stats: bool,
    /// List every solution found (the fast solver only).
    all: bool,
}

impl Engine {
    /// Counts up to `limit` solutions (1 finds one, 2 checks uniqueness) with
    /// `algorithm`; keeps the search's counters if `stats`.
    pub fn new(algorithm: Algorithm, limit: usize, stats: bool) -> Engine {
        let limit = limit.max(1);
        Engine {
            algorithm,
            limit,
            solver: Solver::new().stop_at(limit).stats(stats),
            stats,
            all: false,
        }
    }

    /// Lists every solution, up to `max` and one more (so that a list of `max` can be
    /// told complete or not), with the fast solver and no counters.
    pub fn all(max: usize) -> Engine {
        Engine {
            all: true,
            ..Engine::new(Algorithm::Fast, max.saturating_add(1), false)
        }
    }

    pub fn run(&self, grid: &Grid) -> Outcome {
        let mut solutions = Vec::new();
        let (status, count, solution, stats) = match self.algorithm {
            Algorithm::Fast if self.all => {
                solutions = self.solver.solutions(grid);
                let first = solutions.first().copied();
                (status(solutions.len(), self.limit), solutions.len(), first, None)
            }
            Algorithm::Fast => {
                let r = self.solver.solve(grid);
                let stats = self.stats.then(|| solver_stats(&r.stats));
                (r.status, r.solution_count, r.solution, stats)
            }
            other => {
                let start = Instant::now();
                let c = other.count(grid, self.limit);
                let elapsed = start.elapsed();
                let stats = self.stats.then(|| {
                    let mut map = Stats::new();
                    map.insert(c.work_name.to_string(), c.work.into());
                    map.insert("elapsed_us".to_string(), micros(elapsed).into());
                    map
                });
                (
                    status(c.solutions, self.limit),
                    c.solutions,
                    c.solution,
                    stats,
                )
            }
        };
        Outcome {
            puzzle: *grid,
            status,
            count,
            solution,
            solutions,
            conflicts: if count == 0 {
                grid.conflicts()
            } else {
                Vec::new()
            },
            stats,
        }
    }
}

/// The status of a complete count, as [`Solver`] reports it.
fn status(solutions: usize, limit: usize) -> SolveStatus {
    match solutions {
        0 => SolveStatus::NoSolution,
        _ if limit == 1 => SolveStatus::Solved,
        1 => SolveStatus::Unique,
        _ => SolveStatus::Multiple,
    }
}

fn micros(d: std::time::Duration) -> u64 {
    u64::try_from(d.as_micros()).unwrap_or(u64::MAX)
}

/// The solver's counters as a map, with the unit of time in the name.
fn solver_stats(stats: &nonet::SolveStats) -> Stats {
    let Ok(Value::Object(mut map)) = serde_json::to_value(stats) else {
        return Stats::new();
    };
    if let Some(v) = map.shift_remove("elapsed") {
        map.insert("elapsed_us".to_string(), v);
    }
    map
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clashing_givens_name_their_cells() {
        let mut text = ".".repeat(81);
        text.replace_range(18..19, "4");
        text.replace_range(24..25, "4");
        let grid: Grid = text.parse().unwrap();
        let o = Engine::new(Algorithm::Fast, 2, true).run(&grid);
        assert_eq!(o.status, SolveStatus::NoSolution);
        assert_eq!(o.conflicts.len(), 1);
        assert_eq!(
            serde_json::to_string(&o.conflicts).unwrap(),
            r#"[{"digit":4,"house":"row 3","cells":["r3c1","r3c7"]}]"#
        );
        let stats = o.stats.unwrap();
        assert_eq!(stats.keys().next().map(String::as_str), Some("nodes"));
        assert_eq!(
            stats.keys().next_back().map(String::as_str),
            Some("elapsed_us")
        );
    }

    #[test]
    fn every_algorithm_agrees() {
        let puzzle: Grid =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
                .parse()
                .unwrap();
        let empty = Grid::EMPTY;
        for algorithm in Algorithm::ALL {
            for limit in [1, 2, 5] {
                let o = Engine::new(algorithm, limit, true).run(&puzzle);
                let expected = if limit == 1 {
                    SolveStatus::Solved
                } else {
                    SolveStatus::Unique
                };
                assert_eq!((o.status, o.count), (expected, 1), "{algorithm} {limit}");
                assert!(o.solution.unwrap().solves(&puzzle));
                let stats = o.stats.unwrap();
                assert!(stats.contains_key(algorithm.work_name()), "{algorithm}");
                assert!(stats.contains_key("elapsed_us"), "{algorithm}");
            }
            if algorithm != Algorithm::Brute {
                let o = Engine::new(algorithm, 3, false).run(&empty);
                assert_eq!(
                    (o.status, o.count),
                    (SolveStatus::Multiple, 3),
                    "{algorithm}"
                );
                assert!(o.stats.is_none());
            }
        }
    }
}
