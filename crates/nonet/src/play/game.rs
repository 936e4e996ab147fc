//! `Game`: one puzzle being played.

use super::action::Action;
use super::action_error::ActionError;
use super::colour::Colour;
use super::effect::effect;
use super::game_error::GameError;
use super::hint::{Hint, hint};
use super::history::History;
use super::position::Position;
use super::save;
use super::save_error::SaveError;
use super::share::{ShareCode, share_code};
use super::share_code_error::ShareCodeError;
use super::solution::unique_solution;
use super::why_wrong::{WhyWrong, why_wrong};
use crate::format::{WriteError, read_puzzle};
use crate::generate::PuzzleId;
use crate::generate::{Generated, Generator};
use crate::grid::{Candidates, Cell, CellSet, Digit, Grid};
use crate::rules::{Puzzle, Rules, Topology, Violation};

/// A puzzle being played: the puzzle and its one solution, the player's digits and
/// pencil marks, the undo/redo history, and the time played.
///
/// Pure data: no I/O, no clock (the caller adds elapsed time), no threads. The selected
/// cell is view state, which undo must not move and two views of one game may not
/// share; the game only keeps the one a view hands it ([`Game::set_cursor`]) so that a
/// save puts the player back where they were.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(crate) puzzle: Puzzle,
    pub(crate) topology: Topology,
    pub(crate) solution: Grid,
    pub(crate) id: Option<PuzzleId>,
    pub(crate) position: Position,
    pub(crate) history: History,
    pub(crate) elapsed_ms: u64,
    pub(crate) paused: bool,
    /// The cell a view last selected, for the save (see [`Game::cursor`]).
    pub(crate) cursor: Option<Cell>,
}

impl Game {
    /// A new game of `puzzle`, whose unique solution is found now. Errors when the givens
    /// break the rules or the puzzle has no or several solutions.
    pub fn new(puzzle: Puzzle) -> Result<Game, GameError> {
        let topology = puzzle.rules.topology();
        let solution = unique_solution(&puzzle)?;
        Ok(Game::start(puzzle, topology, solution, None))
    }

    /// A new game of a generated puzzle: its solution is the generator's (checked, not
    /// searched again) and its share code the generator's id when it has one.
    pub fn from_generated(generated: &Generated) -> Result<Game, GameError> {
        let puzzle = generated.variant_puzzle();
        if !puzzle.rules.solves(&generated.solution, &puzzle.givens) {
            return Err(GameError::WrongSolution);
        }
        let topology = puzzle.rules.topology();
        Ok(Game::start(
            puzzle,
            topology,
            generated.solution,
            generated.id,
        ))
    }

    /// The puzzle: givens and rules.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.puzzle.rules
    }

    /// The groups and peers of the rules, for a view's house and peer highlighting.
    pub fn topology(&self) -> &Topology {
        &self.topology
    }

    /// The puzzle's unique solution.
    pub fn solution(&self) -> &Grid {
        &self.solution
    }

    /// The generator's id of the puzzle, when the game came from the generator.
    pub fn id(&self) -> Option<PuzzleId> {
        self.id
    }

    /// Whether `cell` holds a given.
    pub fn is_given(&self, cell: Cell) -> bool {
        self.puzzle.givens.get(cell).is_some()
    }

    /// The digit in `cell`: its given or the player's.
    pub fn value(&self, cell: Cell) -> Option<Digit> {
        self.puzzle
            .givens
            .get(cell)
            .or(self.position.entries.get(cell))
    }

    /// The player's digit in `cell` (never a given).
    pub fn entry(&self, cell: Cell) -> Option<Digit> {
        self.position.entries.get(cell)
    }

    /// Givens and the player's digits, in one grid.
    pub fn grid(&self) -> Grid {
        self.position.grid(&self.puzzle.givens)
    }

    /// The corner marks of `cell`.
    pub fn corner_marks(&self, cell: Cell) -> Candidates {
        self.position.corner[cell.index()]
    }

    /// The centre marks of `cell`.
    pub fn centre_marks(&self, cell: Cell) -> Candidates {
        self.position.centre[cell.index()]
    }

    /// The colours of `cell`, lowest number first (givens may have some).
    pub fn colours(&self, cell: Cell) -> Vec<Colour> {
        self.position.colours[cell.index()]
            .iter()
            .filter_map(|d| Colour::new(d.get()))
            .collect()
    }

    /// The digits `cell` can still take: none of its peers (under the rules) holds them.
    /// Empty for a filled cell. What [`Action::AutoNotes`] writes.
    pub fn candidates(&self, cell: Cell) -> Candidates {
        Position::candidates(&self.grid(), &self.topology, cell)
    }

    /// Applies `action` and records it as one undo step; a refused action changes
    /// nothing and is not recorded. Clears the redo list.
    pub fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        let next = effect(self, action)?;
        let before = std::mem::replace(&mut self.position, next);
        self.history.undo.push((vec![action], before));
        self.history.redo.clear();
        Ok(())
    }

    /// Applies `actions` in order, each to the position the ones before it left, and
    /// records them as ONE undo step (a digit typed into several selected cells is
    /// undone at once). A part that is refused on its own (a given, nothing to change)
    /// is skipped and not recorded, so a digit typed over a selection that includes
    /// givens goes into the other cells; the whole is refused, changing nothing, only
    /// when the position ends as it began, with the first part's reason (or
    /// [`ActionError::Unchanged`] when no part was refused, e.g. an empty list or two
    /// toggles that cancel). Clears the redo list.
    pub fn apply_all(&mut self, actions: &[Action]) -> Result<(), ActionError> {
        let before = self.position.clone();
        let mut applied = Vec::new();
        let mut refused = None;
        for &action in actions {
            match effect(self, action) {
                Ok(next) => {
                    self.position = next;
                    applied.push(action);
                }
                Err(e) => {
                    refused.get_or_insert(e);
                }
            }
        }
        if self.position == before {
            return Err(refused.unwrap_or(ActionError::Unchanged));
        }
        self.history.undo.push((applied, before));
        self.history.redo.clear();
        Ok(())
    }

    /// Undoes the last action, restoring the exact position before it; `false` when
    /// there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        let Some((action, before)) = self.history.undo.pop() else {
            return false;
        };
        let after = std::mem::replace(&mut self.position, before);
        self.history.redo.push((action, after));
        true
    }

    /// Redoes the last undone action; `false` when there is nothing to redo.
    pub fn redo(&mut self) -> bool {
        let Some((action, after)) = self.history.redo.pop() else {
            return false;
        };
        let before = std::mem::replace(&mut self.position, after);
        self.history.undo.push((action, before));
        true
    }

    /// Whether [`Game::undo`] would do something.
    pub fn can_undo(&self) -> bool {
        !self.history.undo.is_empty()
    }

    /// Whether [`Game::redo`] would do something.
    pub fn can_redo(&self) -> bool {
        !self.history.redo.is_empty()
    }

    /// The actions applied so far, oldest first (the undo list; the parts of a move of
    /// [`Game::apply_all`] one by one).
    pub fn actions(&self) -> Vec<Action> {
        self.history
            .undo
            .iter()
            .flat_map(|(a, _)| a.iter().copied())
            .collect()
    }

    /// Every rule the current digits break, as the rules' checkers report it.
    pub fn conflicts(&self) -> Vec<Violation> {
        self.puzzle.rules.violations(&self.grid())
    }

    /// The cells of [`Game::conflicts`], for conflict marking.
    pub fn conflict_cells(&self) -> CellSet {
        self.conflicts()
            .iter()
            .fold(CellSet::EMPTY, |s, v| s | v.cells)
    }

    /// The cells whose player digit differs from the solution (optional mistake marking).
    pub fn wrong_cells(&self) -> CellSet {
        self.position
            .entries
            .filled_cells()
            .iter()
            .filter(|&c| self.position.entries.get(c) != self.solution.get(c))
            .collect()
    }

    /// Whether every cell is filled and the grid equals the solution.
    pub fn is_complete(&self) -> bool {
        self.grid() == self.solution
    }

    /// What to do next, from the current position (see [`Hint`]). Runs the logic
    /// engine, which on the hardest puzzles searches chains for a while: a view computes
    /// it when asked and keeps it until the next action, rather than on every frame.
    pub fn hint(&self) -> Hint {
        hint(self)
    }

    /// Why the player's digit in `cell` is wrong; `None` when the cell holds no player
    /// digit or holds the right one.
    pub fn why_wrong(&self, cell: Cell) -> Option<WhyWrong> {
        why_wrong(self, cell)
    }

    /// Milliseconds played, as added by the caller.
    pub fn elapsed_ms(&self) -> u64 {
        self.elapsed_ms
    }

    /// Adds `ms` milliseconds of play; ignored while paused or once complete, so the
    /// caller may pass every tick of its own clock.
    pub fn add_elapsed(&mut self, ms: u64) {
        if !self.paused && !self.is_complete() {
            self.elapsed_ms = self.elapsed_ms.saturating_add(ms);
        }
    }

    /// Whether the game is paused.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Pauses or resumes the timer.
    pub fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
    }

    /// The cell selected when the game was saved (as a view handed it to
    /// [`Game::set_cursor`]); `None` for a new game or an older save. Neither actions nor
    /// undo move it.
    pub fn cursor(&self) -> Option<Cell> {
        self.cursor
    }

    /// Remembers the view's selected cell, so that a save restores it.
    pub fn set_cursor(&mut self, cell: Cell) {
        self.cursor = Some(cell);
    }

    /// A game with nothing written yet.
    pub(crate) fn start(
        puzzle: Puzzle,
        topology: Topology,
        solution: Grid,
        id: Option<PuzzleId>,
    ) -> Game {
        Game {
            puzzle,
            topology,
            solution,
            id,
            position: Position::EMPTY,
            history: History::default(),
            elapsed_ms: 0,
            paused: false,
            cursor: None,
        }
    }

    /// The puzzle as text the readers take back, whether or not it has an id: its
    /// 81-character line when classic, else its ISS string or f-puzzles link (what
    /// a solver or a rating is handed).
    pub fn puzzle_text(&self) -> Result<String, WriteError> {
        crate::format::share_text(&self.puzzle)
    }

    /// The text that gives another player this puzzle (see [`ShareCode`]).
    pub fn share_code(&self) -> Result<ShareCode, WriteError> {
        share_code(self)
    }

    /// A new game of the puzzle a [`ShareCode`] names: a puzzle id (the generator makes
    /// its puzzle again, which takes as long as generating it did) or a puzzle's text
    /// in any format [`read_puzzle`](crate::format::read_puzzle) reads.
    pub fn from_share_code(code: &str) -> Result<Game, ShareCodeError> {
        if let Ok(id) = code.trim().parse::<PuzzleId>() {
            return Ok(Game::from_generated(&Generator::regenerate(id)?)?);
        }
        let (puzzle, _, _) = read_puzzle(code)?;
        Ok(Game::new(puzzle)?)
    }

    /// The game as versioned JSON: puzzle, id, digits, marks, time, and the whole
    /// undo/redo history.
    pub fn to_json(&self) -> String {
        save::to_json(self)
    }

    /// Restores a game saved by [`Game::to_json`]; corrupt, inconsistent or newer saves
    /// are errors.
    pub fn from_json(json: &str) -> Result<Game, SaveError> {
        save::from_json(json)
    }
}
