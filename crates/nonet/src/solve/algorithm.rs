//! Every solving algorithm behind one signature, so one harness runs them all (tdoku's
//! `all_solvers` habit): the tests hold each to the same fixtures and oracle, the
//! benches time each on the same puzzles, and the CLI selects one by name.

use std::fmt;
use std::str::FromStr;

use super::{Solver, brute, dlx, propagate};
use crate::grid::Grid;
use crate::rules::Rules;

/// A solving algorithm, named as the CLI names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// The bitboard search behind [`Solver`] (`fast`); counts search nodes.
    Fast,
    /// The cross-language benchmark's brute force ([`brute`], `brute`); counts the benchmark's
    /// iterations.
    Brute,
    /// Constraint propagation with MRV search, after Mychaskiw's report
    /// (`cp`); counts search nodes.
    Propagate,
    /// Algorithm X with dancing links ([`dlx`], `dlx`); counts search nodes.
    Dlx,
}

/// What [`Algorithm::count`] found, and the algorithm's own measure of the work.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Count {
    /// Solutions found, at most the limit asked for.
    pub solutions: usize,
    /// The first solution found.
    pub solution: Option<Grid>,
    /// The algorithm's counter: see [`Count::work_name`].
    pub work: u64,
    /// What `work` counts: `"nodes"` or `"iterations"` ([`Algorithm::work_name`]).
    pub work_name: &'static str,
}

/// A name that is not one of [`Algorithm::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown algorithm `{0}`: expected one of fast, brute, cp, dlx")]
pub struct UnknownAlgorithm(pub String);

impl Algorithm {
    /// Every algorithm, fastest first.
    pub const ALL: [Algorithm; 4] = [
        Algorithm::Fast,
        Algorithm::Dlx,
        Algorithm::Propagate,
        Algorithm::Brute,
    ];

    /// The name the CLI uses: `fast`, `brute`, `cp` or `dlx`.
    pub const fn name(self) -> &'static str {
        match self {
            Algorithm::Fast => "fast",
            Algorithm::Brute => "brute",
            Algorithm::Propagate => "cp",
            Algorithm::Dlx => "dlx",
        }
    }

    /// Whether this algorithm searches puzzles under `rules`: `fast` takes any rules
    /// (through [`Solver`], which picks the generic search for variants); the others
    /// were written for classic Sudoku and take classic rules only.
    pub fn takes(self, rules: &Rules) -> bool {
        self == Algorithm::Fast || rules.is_classic()
    }

    /// What the algorithm's work counter counts.
    pub const fn work_name(self) -> &'static str {
        match self {
            Algorithm::Brute => "iterations",
            Algorithm::Fast | Algorithm::Propagate | Algorithm::Dlx => "nodes",
        }
    }

    /// Counts the solutions of `grid` up to `limit` (0 is read as 1, as
    /// [`Solver::stop_at`] reads it), with the algorithm's own counter.
    ///
    /// A grid whose givens repeat a digit in a house has no solution, for every
    /// algorithm, and is not searched (the work is 0).
    ///
    /// `Brute` visits every assignment the cross-language benchmark's brute force visits:
    /// on a puzzle built against it (a solution whose first row is 987654321) that is
    /// hundreds of millions of iterations, and on some puzzles with no solution far more.
    ///
    /// ```
    /// use nonet::solve::Algorithm;
    /// let puzzle: nonet::Grid =
    ///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    ///         .parse().unwrap();
    /// for algorithm in Algorithm::ALL {
    ///     let count = algorithm.count(&puzzle, 2);
    ///     assert_eq!(count.solutions, 1, "{algorithm}");
    ///     assert!(count.solution.unwrap().solves(&puzzle));
    /// }
    /// ```
    pub fn count(self, grid: &Grid, limit: usize) -> Count {
        let limit = limit.max(1);
        let (solutions, solution, work) = if !grid.is_valid() {
            (0, None, 0)
        } else {
            match self {
                Algorithm::Fast => {
                    let r = Solver::new().stop_at(limit).stats(true).solve_grid(grid);
                    (r.solution_count, r.solution, r.stats.nodes)
                }
                Algorithm::Brute => {
                    let o = brute::count(grid, limit);
                    (o.solutions, o.solution, o.iterations)
                }
                Algorithm::Propagate => {
                    let o = propagate::count(grid, limit);
                    (o.solutions, o.solution, o.nodes)
                }
                Algorithm::Dlx => {
                    let o = dlx::count(grid, limit);
                    (o.solutions, o.solution, o.nodes)
                }
            }
        };
        Count {
            solutions,
            solution,
            work,
            work_name: self.work_name(),
        }
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Algorithm {
    type Err = UnknownAlgorithm;

    /// Reads a CLI name (`fast`, `brute`, `cp`, `dlx`), ignoring case and surrounding
    /// whitespace.
    fn from_str(s: &str) -> Result<Algorithm, UnknownAlgorithm> {
        let name = s.trim();
        Algorithm::ALL
            .into_iter()
            .find(|a| a.name().eq_ignore_ascii_case(name))
            .ok_or_else(|| UnknownAlgorithm(s.to_string()))
    }
}

impl serde::Serialize for Algorithm {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Cell;

    #[test]
    fn names_round_trip() {
        for a in Algorithm::ALL {
            assert_eq!(a.name().parse::<Algorithm>(), Ok(a));
            assert_eq!(a.to_string(), a.name());
        }
        assert_eq!(" CP ".parse::<Algorithm>(), Ok(Algorithm::Propagate));
        let err = "norvig".parse::<Algorithm>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "unknown algorithm `norvig`: expected one of fast, brute, cp, dlx"
        );
    }

    #[test]
    fn clashing_givens_have_no_solution_and_no_work() {
        let mut g = Grid::EMPTY;
        g.set(Cell::at(2, 0).unwrap(), crate::Digit::new(4));
        g.set(Cell::at(2, 6).unwrap(), crate::Digit::new(4));
        for a in Algorithm::ALL {
            let c = a.count(&g, 2);
            assert_eq!((c.solutions, c.solution, c.work), (0, None, 0), "{a}");
            assert_eq!(c.work_name, a.work_name());
        }
    }
}
