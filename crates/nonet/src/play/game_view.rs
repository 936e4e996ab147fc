//! `GameView`: everything a view draws of a [`Game`], as one record, for a front end
//! that is not Rust (the web page reads it as JSON after every action).

use super::colour::Colour;
use super::game::Game;
use crate::grid::{Cell, Digit};

/// A game's state for drawing, e.g.
///
/// ```json
/// {"cells":[{"cell":"r1c1","given":5,"digit":null,"corner":[],"centre":[],"colours":[],
///            "conflict":false,"wrong":false}, ...81 cells],
///  "can_undo":true,"can_redo":false,"complete":false,"elapsed_ms":61000,"paused":false,
///  "id":null,"share":"53..7....","text":"53..7...."}
/// ```
///
/// `share` is the [`ShareCode`](super::ShareCode) (the generator's id, or the puzzle's
/// text), `text` the puzzle's text whatever its id ([`Game::puzzle_text`], what a
/// solver or a rating takes); either is `null` for the rare variant neither the ISS
/// notation nor f-puzzles can write. `wrong` marks a player digit that differs from the solution:
/// a view shows it only when the player asks to check.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct GameView {
    pub cells: Vec<CellView>,
    pub can_undo: bool,
    pub can_redo: bool,
    pub complete: bool,
    pub elapsed_ms: u64,
    pub paused: bool,
    pub id: Option<String>,
    pub share: Option<String>,
    pub text: Option<String>,
}

/// One cell of a [`GameView`].
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct CellView {
    pub cell: Cell,
    /// Its given.
    pub given: Option<Digit>,
    /// The player's digit.
    pub digit: Option<Digit>,
    pub corner: Vec<Digit>,
    pub centre: Vec<Digit>,
    pub colours: Vec<Colour>,
    /// Its digit breaks a rule with another's (the rules' checkers say which).
    pub conflict: bool,
    /// The player's digit is not the solution's.
    pub wrong: bool,
}

impl GameView {
    /// The view of `game` now.
    pub fn new(game: &Game) -> GameView {
        let conflicts = game.conflict_cells();
        let wrong = game.wrong_cells();
        let cells = Cell::all()
            .map(|cell| CellView {
                cell,
                given: game.puzzle().givens.get(cell),
                digit: game.entry(cell),
                corner: game.corner_marks(cell).iter().collect(),
                centre: game.centre_marks(cell).iter().collect(),
                colours: game.colours(cell),
                conflict: conflicts.contains(cell),
                wrong: wrong.contains(cell),
            })
            .collect();
        GameView {
            cells,
            can_undo: game.can_undo(),
            can_redo: game.can_redo(),
            complete: game.is_complete(),
            elapsed_ms: game.elapsed_ms(),
            paused: game.is_paused(),
            id: game.id().map(|id| id.to_string()),
            share: game.share_code().ok().map(|code| code.to_string()),
            text: game.puzzle_text().ok(),
        }
    }
}
