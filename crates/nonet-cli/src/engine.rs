//! The search behind `solve` and `count`: one call that counts a puzzle's solutions up
//! to a limit with the chosen algorithm and returns what the output needs, stats
//! included when asked for.
//!
//! `fast` runs through [`Solver`] itself, whose statistics are the richest (the V4.1 pseudocode's
//! counters); the other algorithms report their own counter through
//! [`Algorithm::count`], with the time measured here (the library keeps no clock for
//! them).

use std::ops::ControlFlow;
use std::time::Instant;

use nonet::format::ReadPuzzle;
use nonet::grid::{Cell, Conflict};
use nonet::rules::{Puzzle, RuleRef, Rules};
use nonet::solve::Algorithm;
use nonet::{Grid, SolveStatus, Solver};
use serde::Serialize;
use serde_json::{Map, Value};

use crate::rules::{Work, rules_name, work_of};

/// Counters of one search, as ordered `name: value` pairs: rendered as JSON as they
/// are, and as `name=value` fields in text.
pub type Stats = Map<String, Value>;

/// What one search found. Kept small (it is made and moved once per puzzle of a
/// batch): what only some puzzles or some flags need sits in a box of its own.
#[derive(Debug)]
pub struct Outcome {
    pub status: SolveStatus,
    /// Solutions found, at most the limit.
    pub count: usize,
    /// The first solution found, unless the engine counts only ([`Engine::counting_only`]).
    pub solution: Option<Grid>,
    more: Option<Box<More>>,
}

/// The parts of an outcome that most puzzles do without.
#[derive(Debug, Default)]
struct More {
    conflicts: Vec<Conflict>,
    broken: Vec<Broken>,
    stats: Option<Stats>,
}

/// A rule that a variant puzzle's givens already break: the reason it has no solution.
#[derive(Debug, Serialize)]
pub struct Broken {
    /// The rule in words: "killer cage at r1c1", "row 3".
    pub rule: String,
    /// The cells where it breaks, as its checker names them.
    pub cells: Vec<Cell>,
}

/// Every rule the givens of `puzzle` break, in words.
fn broken(puzzle: &Puzzle) -> Vec<Broken> {
    puzzle
        .conflicts()
        .into_iter()
        .map(|v| Broken {
            rule: match v.rule {
                RuleRef::House(label) => label.to_string(),
                RuleRef::Constraint(i) => puzzle.rules.constraints()[i].describe(),
            },
            cells: v.cells.iter().collect(),
        })
        .collect()
}

/// Broken rules in words, the wording of the text forms' note:
/// `givens break a rule: killer cage at r1c1 (r1c1 r1c2)`, several joined by `; `.
pub fn broken_note(broken: &[Broken]) -> String {
    let rules: Vec<String> = broken
        .iter()
        .map(|b| {
            let cells: Vec<String> = b.cells.iter().map(Cell::to_string).collect();
            format!("{} ({})", b.rule, cells.join(" "))
        })
        .collect();
    format!("givens break a rule: {}", rules.join("; "))
}

impl Outcome {
    /// The pairs of cells whose givens clash (the reason for no solution, if any).
    pub fn conflicts(&self) -> &[Conflict] {
        self.more.as_ref().map_or(&[], |m| &m.conflicts)
    }

    /// The rules a variant's givens break (the reason for no solution, if any).
    pub fn broken(&self) -> &[Broken] {
        self.more.as_ref().map_or(&[], |m| &m.broken)
    }

    /// The search's counters, when asked for.
    pub fn stats(&self) -> Option<&Stats> {
        self.more.as_ref().and_then(|m| m.stats.as_ref())
    }
}

/// A configured search.
#[derive(Clone, Debug)]
pub struct Engine {
    /// What `--rules` adds to classic puzzles.
    extra: Option<Rules>,
    algorithm: Algorithm,
    limit: usize,
    solver: Solver,
    stats: bool,
    /// Keep the first solution (`count` prints none, so it need not copy one out).
    solution: bool,
}

impl Engine {
    /// Counts up to `limit` solutions (1 finds one, 2 checks uniqueness) with
    /// `algorithm`; keeps the search's counters if `stats`.
    pub fn new(algorithm: Algorithm, limit: usize, stats: bool) -> Engine {
        let limit = limit.max(1);
        Engine {
            extra: None,
            algorithm,
            limit,
            solver: Solver::new().stop_at(limit).stats(stats),
            stats,
            solution: true,
        }
    }

    /// The same search without keeping a solution, for callers that print only counts.
    pub fn counting_only(self) -> Engine {
        Engine {
            solution: false,
            ..self
        }
    }

    /// The same search, with `extra` added to the rules of every classic puzzle.
    pub fn with_rules(self, extra: Option<Rules>) -> Engine {
        Engine { extra, ..self }
    }

    /// A search that lists solutions ([`Engine::each_solution`]) up to `max` and one
    /// more (so that a list of `max` can be told complete or not), with the fast
    /// solver and no counters.
    pub fn all(max: usize) -> Engine {
        Engine::new(Algorithm::Fast, max.saturating_add(1), false)
    }

    /// Hands each solution of a puzzle as read to `f` as it is found, up to the limit
    /// or until `f` breaks, and returns the outcome without them (the count is of the
    /// solutions handed over): nothing is kept, so `solve --all --max N` prints the
    /// first solution at once and runs in the same memory whatever N.
    pub fn each_solution(&self, work: &Work, f: impl FnMut(Grid) -> ControlFlow<()>) -> Outcome {
        let mut more = More::default();
        let count = match work {
            Work::Classic(grid) => {
                let count = self.solver.each_solution(grid, f);
                if count == 0 {
                    more.conflicts = grid.conflicts();
                }
                count
            }
            Work::Variant(puzzle) => {
                let count = crate::listing::each_solution(puzzle, self.limit, f);
                if count == 0 {
                    more.broken = broken(puzzle);
                }
                count
            }
        };
        let has_more = !more.conflicts.is_empty() || !more.broken.is_empty();
        Outcome {
            status: status(count, self.limit),
            count,
            solution: None,
            more: has_more.then(|| Box::new(more)),
        }
    }

    /// Searches a puzzle as read: classic ones with the algorithm asked for, others with
    /// the generic variant search; an algorithm that takes classic rules only says so
    /// rather than answer for rules it does not know.
    pub fn run(&self, read: &ReadPuzzle) -> Result<Outcome, String> {
        match work_of(read, self.extra.as_ref()) {
            Work::Classic(grid) => Ok(self.run_classic(grid)),
            Work::Variant(puzzle) if self.algorithm == Algorithm::Fast => {
                Ok(self.run_variant(&puzzle))
            }
            Work::Variant(puzzle) => Err(format!(
                "--algo {} takes classic rules only, not {}; the default solver (--algo fast) takes them",
                self.algorithm.name(),
                rules_name(&puzzle.rules)
            )),
        }
    }

    /// The classic search.
    fn run_classic(&self, grid: &Grid) -> Outcome {
        let mut more = More::default();
        let (status, count, solution) = match self.algorithm {
            Algorithm::Fast if !self.solution && !self.stats => {
                // The plain count, with no solution to copy out: `count`'s hot path.
                let count = self.solver.count(grid);
                (status(count, self.limit), count, None)
            }
            Algorithm::Fast => {
                let r = self.solver.solve(grid);
                more.stats = self.stats.then(|| solver_stats(&r.stats));
                (r.status, r.solution_count, r.solution)
            }
            other => {
                let start = Instant::now();
                let c = other.count(grid, self.limit);
                let elapsed = start.elapsed();
                more.stats = self.stats.then(|| {
                    let mut map = Stats::new();
                    map.insert(c.work_name.to_string(), c.work.into());
                    map.insert("elapsed_us".to_string(), micros(elapsed).into());
                    map
                });
                (status(c.solutions, self.limit), c.solutions, c.solution)
            }
        };
        if count == 0 {
            more.conflicts = grid.conflicts();
        }
        let has_more = !more.conflicts.is_empty() || more.stats.is_some();
        Outcome {
            status,
            count,
            solution: solution.filter(|_| self.solution),
            more: has_more.then(|| Box::new(more)),
        }
    }

    /// The generic search over a puzzle's rules.
    fn run_variant(&self, puzzle: &Puzzle) -> Outcome {
        let mut more = More::default();
        let (status, count, solution) = if !self.solution && !self.stats {
            let count = self.solver.count_puzzle(puzzle);
            (status(count, self.limit), count, None)
        } else {
            let r = self.solver.solve_puzzle(puzzle);
            more.stats = self.stats.then(|| solver_stats(&r.stats));
            (r.status, r.solution_count, r.solution)
        };
        if count == 0 {
            more.broken = broken(puzzle);
        }
        let has_more = !more.broken.is_empty() || more.stats.is_some();
        Outcome {
            status,
            count,
            solution: solution.filter(|_| self.solution),
            more: has_more.then(|| Box::new(more)),
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
        let o = Engine::new(Algorithm::Fast, 2, true).run_classic(&grid);
        assert_eq!(o.status, SolveStatus::NoSolution);
        assert_eq!(o.conflicts().len(), 1);
        assert_eq!(
            serde_json::to_string(o.conflicts()).unwrap(),
            r#"[{"digit":4,"house":"row 3","cells":["r3c1","r3c7"]}]"#
        );
        let stats = o.stats().unwrap();
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
                let o = Engine::new(algorithm, limit, true).run_classic(&puzzle);
                let expected = if limit == 1 {
                    SolveStatus::Solved
                } else {
                    SolveStatus::Unique
                };
                assert_eq!((o.status, o.count), (expected, 1), "{algorithm} {limit}");
                assert!(o.solution.unwrap().solves(&puzzle));
                let counted = Engine::new(algorithm, limit, false)
                    .counting_only()
                    .run_classic(&puzzle);
                assert_eq!((counted.status, counted.count), (expected, 1));
                assert!(counted.solution.is_none());
                let stats = o.stats().unwrap();
                assert!(stats.contains_key(algorithm.work_name()), "{algorithm}");
                assert!(stats.contains_key("elapsed_us"), "{algorithm}");
            }
            if algorithm != Algorithm::Brute {
                let o = Engine::new(algorithm, 3, false).run_classic(&empty);
                assert_eq!(
                    (o.status, o.count),
                    (SolveStatus::Multiple, 3),
                    "{algorithm}"
                );
                assert!(o.stats().is_none());
            }
        }
    }
}
