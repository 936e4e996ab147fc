//! The search behind `solve` and `count`: one call that counts a puzzle's solutions up
//! to a limit and returns what the output needs, stats included when asked for.

use nonet::grid::Conflict;
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
    /// The pairs of cells whose givens clash (the reason for no solution, if any).
    pub conflicts: Vec<Conflict>,
    pub stats: Option<Stats>,
}

/// A configured search.
#[derive(Clone, Copy, Debug)]
pub struct Engine {
    solver: Solver,
    stats: bool,
}

impl Engine {
    /// Counts up to `limit` solutions (1 finds one, 2 checks uniqueness); keeps the
    /// search's counters if `stats`.
    pub fn new(limit: usize, stats: bool) -> Engine {
        Engine {
            solver: Solver::new().stop_at(limit).stats(stats),
            stats,
        }
    }

    pub fn run(&self, grid: &Grid) -> Outcome {
        let r = self.solver.solve(grid);
        Outcome {
            puzzle: *grid,
            status: r.status,
            count: r.solution_count,
            solution: r.solution,
            conflicts: if r.solution_count == 0 {
                grid.conflicts()
            } else {
                Vec::new()
            },
            stats: self.stats.then(|| stats_map(&r.stats)),
        }
    }
}

/// The solver's counters as a map, with the unit of time in the name.
fn stats_map(stats: &nonet::SolveStats) -> Stats {
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
        let o = Engine::new(2, true).run(&grid);
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
}
