//! `Solver`: the configured entry point to the fast search.

use std::ops::ControlFlow;
use std::time::Duration;

use super::contract::{Cutoff, Keep, Mode, Outcome, Request};
use super::result::{SolveResult, SolveStats, SolveStatus};
use super::variant;
use super::{fast, listing};
use crate::grid::Grid;
use crate::rules::Puzzle;

/// A configured solver (the V4.1 pseudocode's `SudokuSolver` contract in Rust names).
///
/// Defaults: stop at 2 solutions (a uniqueness check), no limits, no statistics,
/// deterministic order, heavy rules off. Every option is a builder method; a `Solver`
/// is cheap to copy and holds no state between calls, so one can serve many threads.
///
/// Statistics, limits, randomness and heavy rules are compile-time switches of the
/// search: [`Solver::solve`] picks the instantiation for this configuration once per
/// call, and the default one has no check or counter for any of them in its loop.
/// For the plain counting path without even a solution to copy out, see
/// [`Solver::count`] and [`crate::solve::count_solutions`].
///
/// Every entry point takes a [`Puzzle`], of any rules; a [`Grid`] converts into a
/// classic one (`&grid.into()`), and classic rules go to the bitboard search.
///
/// ```
/// use nonet::{Grid, Solver, SolveStatus};
/// let grid: Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///         .parse().unwrap();
/// let result = Solver::new().solve(&grid.into());
/// assert_eq!(result.status, SolveStatus::Unique);
/// assert!(result.solution.unwrap().solves(&grid));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solver {
    pub(crate) stop_at: usize,
    pub(crate) node_limit: Option<u64>,
    pub(crate) time_limit: Option<Duration>,
    pub(crate) seed: u64,
    pub(crate) random_mrv: bool,
    pub(crate) random_values: bool,
    pub(crate) heavy_rules: bool,
    pub(crate) stats: bool,
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new()
    }
}

impl Solver {
    /// A solver with the defaults: stop at 2, no limits, no statistics.
    pub const fn new() -> Solver {
        Solver {
            stop_at: 2,
            node_limit: None,
            time_limit: None,
            seed: 0,
            random_mrv: false,
            random_values: false,
            heavy_rules: false,
            stats: false,
        }
    }

    /// Stop after `n` solutions: 1 finds a solution, 2 checks uniqueness, more counts.
    /// Zero is read as one.
    pub const fn stop_at(mut self, n: usize) -> Solver {
        self.stop_at = if n == 0 { 1 } else { n };
        self
    }

    /// Search at most `nodes` search nodes, and give up with
    /// [`SolveStatus::NodeLimit`] when the search needs more. The root counts as one,
    /// so 0 stops before any work; a search that needs exactly `nodes` concludes. The
    /// statistics never count more than the limit: `stats.nodes <= nodes` (see
    /// [`SolveStats::nodes`]).
    pub const fn node_limit(mut self, nodes: u64) -> Solver {
        self.node_limit = Some(nodes);
        self
    }

    /// Give up with [`SolveStatus::Timeout`] after `limit` of wall time. The clock is
    /// read before the root and then once every 256 nodes, so a search may overrun
    /// the limit by that much work (a millisecond or so on the hardest puzzles), and
    /// one that needs fewer nodes finishes whatever the limit. Reads `std::time::Instant`, which a
    /// bare `wasm32-unknown-unknown` target does not provide.
    pub const fn time_limit(mut self, limit: Duration) -> Solver {
        self.time_limit = Some(limit);
        self
    }

    /// Seed for the random choices (used only when one of them is switched on). The
    /// same seed and configuration give the same search, and so the same solution,
    /// on every platform: the generator is [`crate::rng::Rng`].
    pub const fn seed(mut self, seed: u64) -> Solver {
        self.seed = seed;
        self
    }

    /// Break ties between equally constrained choice points at random: the band or
    /// stack with the fewest arrangements left, then the digit with the fewest in it
    /// (the fast solver branches on a digit's arrangement in a band or stack rather
    /// than on a cell; see `solve/fast/branch.rs`).
    pub const fn random_mrv(mut self, on: bool) -> Solver {
        self.random_mrv = on;
        self
    }

    /// Try the options of a choice point in random order instead of a fixed one.
    pub const fn random_values(mut self, on: bool) -> Solver {
        self.random_values = on;
        self
    }

    /// The V4.1 pseudocode's "heavy rules": add hidden pairs to propagation, and count the
    /// eliminations of the intersection rules and of hidden pairs in
    /// [`SolveStats::locked_candidate_elims`] and [`SolveStats::hidden_pair_elims`].
    /// Locked candidates are part of the fast solver's propagation either way. The
    /// counts of solutions do not change; the search is slower (hidden pairs read
    /// every house) and usually needs a few fewer nodes.
    pub const fn heavy_rules(mut self, on: bool) -> Solver {
        self.heavy_rules = on;
        self
    }

    /// Keep [`SolveStats`]. Off by default: the search then compiles without them,
    /// and [`SolveResult::stats`] is all zero.
    pub const fn stats(mut self, on: bool) -> Solver {
        self.stats = on;
        self
    }

    /// Searches `puzzle` under this configuration.
    ///
    /// Status: [`SolveStatus::NoSolution`] when the search was exhaustive and found
    /// none (at once for givens that clash); with `stop_at(1)`, [`SolveStatus::Solved`]
    /// on the first solution; otherwise [`SolveStatus::Unique`] for exactly one
    /// solution after an exhaustive search and [`SolveStatus::Multiple`] for two or
    /// more. A limit reached first gives [`SolveStatus::NodeLimit`] or
    /// [`SolveStatus::Timeout`], with the solutions found so far.
    ///
    /// The solver, not its caller, picks the search: classic rules take the bitboard
    /// search (`solve/fast/`) at no cost beyond one look at the rules; any other rules,
    /// the generic search (`solve/variant/`): one propagator per constraint kind over
    /// digit masks, the cell with the best conflict score per candidate first. Rules
    /// made of houses, peers, the non-consecutive relation and single cells' digit sets
    /// alone (jigsaw, diagonals, windows, disjoint groups, anti-knight, anti-king,
    /// non-consecutive, even/odd cells, given candidates) take instead a search on nine
    /// digit planes, unless a random order is asked. Every solution either reports
    /// passes the rules' own checkers ([`Rules::violations`]). Their statistics are
    /// `nodes`, `guesses`, `max_depth`, `conflicts` and `elapsed` (the other counters
    /// describe the bitboard search and stay zero); heavy rules do not apply to them.
    ///
    /// [`Rules::violations`]: crate::rules::Rules::violations
    ///
    /// ```
    /// use nonet::{Solver, SolveStatus, format::iss};
    /// // An X-Sudoku: both long diagonals hold every digit once.
    /// let puzzle = iss::parse(
    ///     ".Diagonal~1.Diagonal~-1.~R1C3_1~R1C7_2~R2C3_2~R2C4_3~R2C9_4~R3C1_4~R4C1_5~R4C3_3\
    ///      ~R4C8_6~R5C2_1~R5C9_5~R6C3_6~R7C5_7~R7C6_8~R8C5_9~R9C2_7~R9C6_1~R9C8_9",
    /// )?;
    /// let result = Solver::new().solve(&puzzle);
    /// assert_eq!(result.status, SolveStatus::Unique);
    /// assert!(puzzle.rules.is_solution(&result.solution.unwrap()));
    /// # Ok::<(), nonet::format::iss::IssError>(())
    /// ```
    pub fn solve(&self, puzzle: &Puzzle) -> SolveResult {
        if puzzle.rules.is_classic() {
            return self.solve_grid(&puzzle.givens);
        }
        self.result(self.run_variant(puzzle, Keep::First))
    }

    /// [`Solver::solve`] on classic givens, straight to the bitboard search: for the
    /// library's own classic hot paths (the generator, the ratings), which hold a grid.
    pub(crate) fn solve_grid(&self, grid: &Grid) -> SolveResult {
        self.result(self.run(grid, Keep::First))
    }

    /// Counts the solutions of `puzzle` up to `stop_at` without keeping any: the fastest
    /// path, for uniqueness checks and counting. Limits cut the count short without
    /// saying so; use [`Solver::solve`] to tell. Classic rules take the bitboard search,
    /// others the generic one, as in [`Solver::solve`].
    ///
    /// ```
    /// use nonet::{Grid, Solver};
    /// assert_eq!(Solver::new().stop_at(5).count(&Grid::EMPTY.into()), 5);
    /// ```
    pub fn count(&self, puzzle: &Puzzle) -> usize {
        if puzzle.rules.is_classic() {
            return self.count_grid(&puzzle.givens);
        }
        self.run_variant(puzzle, Keep::Count).count
    }

    /// [`Solver::count`] on classic givens, straight to the bitboard search.
    pub(crate) fn count_grid(&self, grid: &Grid) -> usize {
        self.run(grid, Keep::Count).count
    }

    /// A search's outcome as a result: its status, count, solution and statistics.
    fn result(&self, outcome: Outcome) -> SolveResult {
        let status = match (outcome.cutoff, outcome.count) {
            (Some(Cutoff::Nodes), _) => SolveStatus::NodeLimit,
            (Some(Cutoff::Time), _) => SolveStatus::Timeout,
            (None, 0) => SolveStatus::NoSolution,
            (None, _) if self.stop_at == 1 => SolveStatus::Solved,
            (None, 1) => SolveStatus::Unique,
            (None, _) => SolveStatus::Multiple,
        };
        let c = outcome.counters;
        SolveResult {
            status,
            solution_count: outcome.count,
            solution: outcome.solution,
            stats: if self.stats {
                SolveStats {
                    nodes: c.nodes,
                    guesses: c.guesses,
                    max_depth: c.max_depth,
                    conflicts: c.conflicts,
                    hidden_singles: c.hidden_singles,
                    locked_candidate_elims: c.locked_candidate_elims,
                    hidden_pair_elims: c.hidden_pair_elims,
                    elapsed: outcome.elapsed,
                }
            } else {
                SolveStats::default()
            },
        }
    }

    /// Every solution of `puzzle` up to `stop_at`, in the order of
    /// [`Solver::each_solution`] (none when the givens clash). Fewer than `stop_at` means these are all there
    /// are, unless a limit cut the search short. For showing why a puzzle is not
    /// proper: `stop_at(n + 1)` and print `n`.
    ///
    /// ```
    /// use nonet::{Grid, Puzzle, Solver};
    /// let puzzle: Puzzle =
    ///     "8.........95.......76.........426798...931245...578136....5.917...7.2483......562"
    ///         .parse::<Grid>().unwrap().into();
    /// let all = Solver::new().stop_at(1000).solutions(&puzzle);
    /// assert_eq!(all.len(), 198);
    /// assert!(all.iter().all(|s| s.solves(&puzzle.givens)));
    /// assert_eq!(Solver::new().stop_at(3).solutions(&puzzle).len(), 3);
    /// ```
    pub fn solutions(&self, puzzle: &Puzzle) -> Vec<Grid> {
        let mut all = Vec::new();
        self.each_solution(puzzle, |s| {
            all.push(s);
            ControlFlow::Continue(())
        });
        all
    }

    /// Hands each solution of `puzzle` to `f` as the search finds it, in the order of
    /// [`Solver::solutions`], up to `stop_at` or until `f` breaks; returns how many it
    /// handed over. Nothing is kept, so a caller that prints each one lists any number
    /// of solutions in the memory of one, and can stop when its reader goes away.
    ///
    /// Classic puzzles come in the bitboard search's order. Under any other rules the
    /// solutions come sorted by their 81 digits, so that a listing does not change with
    /// the generic search's heuristics: a walk that splits the puzzle on its first empty
    /// cell until each part has one solution (`solve/listing.rs`), each step a call of
    /// this solver with its limits.
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use nonet::{Grid, Solver};
    /// let mut first = Vec::new();
    /// let handed = Solver::new().stop_at(1_000_000).each_solution(&Grid::EMPTY.into(), |s| {
    ///     first.push(s);
    ///     if first.len() == 3 { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    /// });
    /// assert_eq!((handed, first.len()), (3, 3));
    /// ```
    pub fn each_solution(
        &self,
        puzzle: &Puzzle,
        mut f: impl FnMut(Grid) -> ControlFlow<()>,
    ) -> usize {
        if puzzle.rules.is_classic() {
            let req = self.request(Keep::All);
            return fast::solve(&puzzle.givens, req, self.mode(), Some(&mut f)).count;
        }
        listing::each_sorted(*self, puzzle, self.stop_at, &mut f)
    }

    fn run(&self, grid: &Grid, keep: Keep) -> Outcome {
        fast::solve(grid, self.request(keep), self.mode(), None)
    }

    fn run_variant(&self, puzzle: &Puzzle, keep: Keep) -> Outcome {
        variant::solve(puzzle, self.request(keep), self.mode(), None)
    }

    fn request(&self, keep: Keep) -> Request {
        Request {
            stop_at: self.stop_at,
            keep,
            node_limit: self.node_limit.unwrap_or(u64::MAX),
            time_limit: self.time_limit,
            seed: self.seed,
            random_mrv: self.random_mrv,
            random_values: self.random_values,
            exclude: None,
        }
    }

    fn mode(&self) -> Mode {
        Mode {
            stats: self.stats,
            limits: self.node_limit.is_some() || self.time_limit.is_some(),
            random: self.random_mrv || self.random_values,
            heavy: self.heavy_rules,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::solve::reference;

    /// `solutions` lists as many solutions as the reference solver counts, each one
    /// distinct and solving the puzzle: for many solutions (Serg's benchmark, via
    /// msolve), one (a 17-clue puzzle of Royle's), none (the same with a clash) and the
    /// empty grid cut at a limit.
    #[test]
    fn solutions_are_every_solution_up_to_the_limit() {
        let many =
            "8.........95.......76.........426798...931245...578136....5.917...7.2483......562";
        let unique =
            ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
        let clash =
            ".................14....243......3.2...1.4......5....6..3......4.7..8...962...7...";
        let empty = ".".repeat(81);
        for (text, limit) in [
            (many, 1000),
            (many, 3),
            (unique, 10),
            (clash, 10),
            (&*empty, 50),
        ] {
            let puzzle: Grid = text.parse().unwrap();
            let all = Solver::new().stop_at(limit).solutions(&puzzle.into());
            assert_eq!(
                all.len(),
                reference::count_solutions(&puzzle, limit).0,
                "{text} {limit}"
            );
            assert!(all.iter().all(|s| s.solves(&puzzle)), "{text}");
            let distinct: HashSet<String> = all.iter().map(Grid::to_line).collect();
            assert_eq!(distinct.len(), all.len(), "{text}");
            assert_eq!(
                all.first(),
                Solver::new()
                    .stop_at(limit)
                    .solve(&puzzle.into())
                    .solution
                    .as_ref(),
                "the first is the one solve keeps"
            );
        }
    }
}
