//! `Hint`: what the game suggests next, from the player's own position.

use crate::grid::{Cell, Digit, Grid};
use crate::logic::{Board, Ladder, Step};
use crate::logic::{HouseMark, Mark, marks};

/// The answer to "what next?", computed from the player's current digits and centre
/// marks in a sound way: a wrong digit or a note that rules out the solution is named
/// before any reasoning, since logic from a wrong position proves nothing.
// Hints are made one at a time on request, never stored in bulk: the size of the `Step`
// variant costs nothing, and boxing it would make views match through a box.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Hint {
    /// Every cell is filled with the solution: nothing to hint.
    Solved,
    /// The player's digit in `cell` is not the solution's (the first such cell, row by
    /// row). Applying the hint clears it.
    WrongDigit { cell: Cell, digit: Digit },
    /// The centre marks of the empty `cell` leave out the digit it needs. Applying the
    /// hint gives the cell its candidates as centre marks again.
    MissingNote { cell: Cell },
    /// The next step of the logic engine.
    Step(HintStep),
    /// The logic engine found no step from this position (its ladder ends in
    /// backtracking, so this should not happen on a proper puzzle; kept as a value
    /// rather than a panic).
    NoStep,
}

impl Hint {
    /// The hint in one sentence, as every front end shows it: the step's explanation,
    /// or what the other kinds of hint mean.
    pub fn text(&self) -> String {
        match self {
            Hint::Solved => "the grid is solved".into(),
            Hint::WrongDigit { cell, digit } => {
                format!("{cell}: {digit} is not the solution's digit")
            }
            Hint::MissingNote { cell } => {
                format!("{cell}: its centre marks leave out the digit it needs")
            }
            Hint::Step(step) => step.text.clone(),
            Hint::NoStep => "the logic engine finds no step from here".into(),
        }
    }
}

/// A step of the logic engine, ready to show: the step itself, its sentence, and the
/// cells, candidates and houses it involves with their roles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintStep {
    /// The step: technique, placements, eliminations, evidence.
    pub step: Step,
    /// Its one-sentence explanation.
    pub text: String,
    /// What it concludes, the end of `text`: placements `r1c2=5`, then eliminations
    /// `r4c3<>7`. A view short of room shows this first (a chain's sentence can run
    /// to many lines before it).
    pub conclusion: String,
    /// Each involved cell or candidate with its role: conclusions, then the pattern.
    pub marks: Vec<Mark>,
    /// Each involved house with its role.
    pub houses: Vec<HouseMark>,
}

/// The hint for `game`'s current position (see [`Hint`] for the order of the checks).
pub(crate) fn hint(game: &super::Game) -> Hint {
    if game.is_complete() {
        return Hint::Solved;
    }
    if let Some(cell) = game.wrong_cells().first() {
        let digit = game.entry(cell).expect("a wrong cell holds a player digit");
        return Hint::WrongDigit { cell, digit };
    }
    let topology = game.topology();
    let grid = game.grid();
    for cell in grid.empty_cells() {
        let centre = game.centre_marks(cell);
        let needed = game.solution().get(cell).expect("a solution is complete");
        if !centre.is_empty() && !centre.contains(needed) {
            return Hint::MissingNote { cell };
        }
    }
    let board = board(game, &grid);
    match Ladder::standard().next_step(&board) {
        Some(step) => {
            let (marks, houses) = marks(&step, &board);
            Hint::Step(HintStep {
                text: if game.rules().is_classic() {
                    step.explanation()
                } else {
                    step.explanation_in(topology)
                },
                conclusion: crate::logic::prose::conclusions(&step),
                step,
                marks,
                houses,
            })
        }
        None => Hint::NoStep,
    }
}

/// The logic engine's board for `grid` (givens and the player's digits, all right),
/// narrowed by the player's centre marks: a cell with centre marks keeps only those
/// candidates. Sound because every mark set holds its cell's solution digit (checked
/// before), so the solution survives every elimination, and the steps found need not
/// repeat what the player has already worked out.
fn board(game: &super::Game, grid: &Grid) -> Board {
    let mut board = if game.rules().is_classic() {
        Board::new(grid)
    } else {
        Board::for_rules(grid, game.rules(), *game.solution())
    };
    for cell in grid.empty_cells() {
        let centre = game.centre_marks(cell);
        if centre.is_empty() {
            continue;
        }
        for d in board.candidates(cell) - centre {
            board.eliminate(cell, d);
        }
    }
    board
}
