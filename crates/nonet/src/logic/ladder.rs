//! `Ladder` and `Path`: which techniques to try in which order, and the loop that
//! applies them until the puzzle is solved or no technique applies.

use std::ops::ControlFlow;

use super::registry::info;
use super::{Board, SearchContext, Step, Technique};
use crate::grid::{Clash, Conflict, Grid};
use crate::rules::Puzzle;
use crate::solve::{SolveStatus, Solver};

/// An ordered set of techniques, tried in the registry's order (the eight-tier ladder's,
/// which is not sorted by rating); the first technique that finds something gives the
/// next step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ladder {
    techniques: Vec<Technique>,
}

impl Default for Ladder {
    fn default() -> Ladder {
        Ladder::standard()
    }
}

impl Ladder {
    /// Every technique of the registry in its order, backtracking last: always finds a
    /// next step on a proper puzzle.
    pub fn standard() -> Ladder {
        Ladder {
            techniques: Technique::all().collect(),
        }
    }

    /// The eight-tier ladder: the techniques the eight tiers are defined over (the
    /// registry's eight-tier column), in the standard order. It ends in forcing chains,
    /// not backtracking: a puzzle it cannot finish is Extreme.
    pub fn eight_tier() -> Ladder {
        Ladder::only(Technique::all().filter(|&t| info(t).eight_tier))
    }

    /// The standard ladder without backtracking: logic alone.
    pub fn logic_only() -> Ladder {
        Ladder::only(Technique::all().filter(|&t| t != Technique::Backtracking))
    }

    /// A ladder of just these techniques, tried in the standard order.
    pub fn only(techniques: impl IntoIterator<Item = Technique>) -> Ladder {
        let mut techniques: Vec<Technique> = techniques.into_iter().collect();
        techniques.sort_by_key(|t| t.rank());
        techniques.dedup();
        Ladder { techniques }
    }

    /// The techniques, in the order they are tried.
    pub fn techniques(&self) -> &[Technique] {
        &self.techniques
    }

    /// The next step on `board`: the first step of the first technique that has one.
    pub fn next_step(&self, board: &Board) -> Option<Step> {
        self.next_step_with(board, &mut SearchContext::new())
    }

    /// [`Ladder::next_step`] with the chaining finders' state kept in `ctx` (a run of
    /// many steps keeps one).
    pub fn next_step_with(&self, board: &Board, ctx: &mut SearchContext) -> Option<Step> {
        let mut found = None;
        for &t in &self.techniques {
            let row = info(t);
            let Some(find) = row.scope.finder(row.find, board) else {
                continue;
            };
            let _ = find.run(board, ctx, &mut |step| {
                found = Some(step);
                ControlFlow::Break(())
            });
            if found.is_some() {
                break;
            }
        }
        found
    }

    /// Every step of the first technique that has one on `board` (empty if none has):
    /// unlike [`Ladder::next_step`], which of them comes first does not matter, so a run
    /// of rounds reaches the same boards whichever way the puzzle is drawn.
    pub fn next_round_with(&self, board: &Board, ctx: &mut SearchContext) -> Vec<Step> {
        let mut found = Vec::new();
        for &t in &self.techniques {
            let row = info(t);
            let Some(find) = row.scope.finder(row.find, board) else {
                continue;
            };
            let _ = find.run(board, ctx, &mut |step| {
                found.push(step);
                ControlFlow::Continue(())
            });
            if !found.is_empty() {
                break;
            }
        }
        found
    }

    /// Applies steps to `board` until it is solved or no technique applies; returns
    /// the steps in order.
    pub fn run(&self, board: &mut Board) -> Vec<Step> {
        let mut ctx = SearchContext::new();
        let mut steps = Vec::new();
        while !board.is_solved() {
            let Some(step) = self.next_step_with(board, &mut ctx) else {
                break;
            };
            board.apply(&step);
            steps.push(step);
        }
        steps
    }
}

/// A logical solve: the steps taken, and whether they finished the puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Path {
    /// The puzzle as given.
    pub puzzle: Grid,
    /// Its unique solution.
    pub solution: Grid,
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// Whether the steps solved the puzzle (otherwise the ladder got stuck).
    pub solved: bool,
    /// The board where the steps ended.
    pub end: Board,
}

impl Path {
    /// The hardest technique used (the latest in ladder order), if any step was taken.
    pub fn hardest(&self) -> Option<Technique> {
        self.steps
            .iter()
            .map(|s| s.technique)
            .max_by_key(|t| t.rank())
    }
}

/// Why a grid cannot be explained.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LogicError {
    /// Givens repeat a digit in a house.
    #[error("{}", Clash(.0))]
    Conflicts(Vec<Conflict>),
    /// The puzzle has no solution.
    #[error("the puzzle has no solution")]
    NoSolution,
    /// The puzzle has more than one solution: logic (and uniqueness techniques above
    /// all) needs a proper puzzle.
    #[error("the puzzle has more than one solution")]
    MultipleSolutions,
    /// A position's candidates leave out a digit of every solution of its filled cells
    /// (a wrong elimination, or filled cells that cannot be completed).
    /// A variant's givens already break one of its rules (named, with its cells).
    #[error("the givens break {0}")]
    BrokenRule(String),
    #[error(
        "the position has no solution: no completion of its filled cells keeps to its candidates"
    )]
    PositionNoSolution,
    /// A position's candidates allow more than one solution (too few eliminations on a
    /// puzzle that is not proper).
    #[error("the position has more than one solution that keeps to its candidates")]
    PositionMultipleSolutions,
}

/// The unique solution of `grid`, or why there is none.
pub fn unique_solution(grid: &Grid) -> Result<Grid, LogicError> {
    let conflicts = grid.conflicts();
    if !conflicts.is_empty() {
        return Err(LogicError::Conflicts(conflicts));
    }
    let result = Solver::new().solve_grid(grid);
    match (result.status, result.solution) {
        (SolveStatus::Unique, Some(solution)) => Ok(solution),
        (SolveStatus::Multiple, _) => Err(LogicError::MultipleSolutions),
        _ => Err(LogicError::NoSolution),
    }
}

/// The board logic starts from on `puzzle`, and its unique solution, or why logic cannot
/// take it: classic rules take the classic board; any other rules a variant board over
/// their groups and peers that keeps their constraints for the constraint techniques.
pub fn start(puzzle: &Puzzle) -> Result<(Board, Grid), LogicError> {
    if puzzle.rules.is_classic() {
        let solution = unique_solution(&puzzle.givens)?;
        return Ok((Board::new(&puzzle.givens), solution));
    }
    if let Some(v) = puzzle.conflicts().first() {
        let cells: Vec<String> = v.cells.iter().map(|c| c.to_string()).collect();
        return Err(LogicError::BrokenRule(format!(
            "{} at {}",
            v.rule,
            cells.join(", ")
        )));
    }
    let result = Solver::new().solve(puzzle);
    match (result.status, result.solution) {
        (SolveStatus::Unique, Some(solution)) => Ok((
            Board::for_rules(&puzzle.givens, &puzzle.rules, solution),
            solution,
        )),
        (SolveStatus::Multiple, _) => Err(LogicError::MultipleSolutions),
        _ => Err(LogicError::NoSolution),
    }
}

/// The whole logical path of a proper puzzle with `ladder`, under its rules (see
/// [`start`] for the rules logic takes).
///
/// ```
/// use nonet::logic::{explain, Ladder};
/// use nonet::rules::Puzzle;
/// let puzzle = Puzzle::classic(
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///         .parse().unwrap(),
/// );
/// let path = explain(&puzzle, &Ladder::logic_only()).unwrap();
/// assert!(path.solved);
/// assert_eq!(path.end.to_grid(), path.solution);
/// ```
pub fn explain(puzzle: &Puzzle, ladder: &Ladder) -> Result<Path, LogicError> {
    let (mut board, solution) = start(puzzle)?;
    let steps = ladder.run(&mut board);
    Ok(Path {
        puzzle: puzzle.givens,
        solution,
        steps,
        solved: board.is_solved(),
        end: board,
    })
}

/// The next step on a proper puzzle with the standard ladder (which ends in
/// backtracking, so there is always one unless the grid is already full).
pub fn hint(puzzle: &Puzzle) -> Result<Option<Step>, LogicError> {
    let (board, _) = start(puzzle)?;
    Ok(Ladder::standard().next_step(&board))
}
