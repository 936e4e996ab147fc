//! What each action does to a position: pure functions from the game and the position
//! before to the position after, or the reason the action is refused.

use super::action::Action;
use super::action_error::ActionError;
use super::game::Game;
use super::hint::{Hint, hint};
use super::position::Position;
use crate::grid::{Candidates, Cell, Digit};

/// The position after `action`, or why it is refused (a given, or no change).
pub(crate) fn effect(game: &Game, action: Action) -> Result<Position, ActionError> {
    let before = &game.position;
    let mut next = before.clone();
    match action {
        Action::SetDigit { cell, digit } => {
            writable(game, cell)?;
            set_digit(game, &mut next, cell, digit);
        }
        Action::Clear { cell } => {
            writable(game, cell)?;
            let i = cell.index();
            if next.entries.get(cell).is_some() {
                next.entries.set(cell, None);
            } else if !(next.corner[i].is_empty() && next.centre[i].is_empty()) {
                next.corner[i] = Default::default();
                next.centre[i] = Default::default();
            } else {
                next.colours[i] = Default::default();
            }
        }
        Action::ToggleCorner { cell, digit } => {
            writable(game, cell)?;
            next.corner[cell.index()] = next.corner[cell.index()] ^ Candidates::single(digit);
        }
        Action::ToggleCentre { cell, digit } => {
            writable(game, cell)?;
            next.centre[cell.index()] = next.centre[cell.index()] ^ Candidates::single(digit);
        }
        Action::ToggleColour { cell, colour } => {
            next.colours[cell.index()] =
                next.colours[cell.index()] ^ Candidates::single(colour.as_digit());
        }
        Action::AutoNotes => {
            let grid = before.grid(&game.puzzle.givens);
            for cell in grid.empty_cells() {
                next.centre[cell.index()] = Position::candidates(&grid, &game.topology, cell);
            }
        }
        Action::ApplyHint => apply_hint(game, &mut next)?,
    }
    if next == *before {
        return Err(ActionError::Unchanged);
    }
    Ok(next)
}

fn writable(game: &Game, cell: Cell) -> Result<(), ActionError> {
    if game.is_given(cell) {
        Err(ActionError::Given(cell))
    } else {
        Ok(())
    }
}

/// Writes `digit` in `cell` and removes it from the marks of every peer.
fn set_digit(game: &Game, position: &mut Position, cell: Cell, digit: Digit) {
    position.entries.set(cell, Some(digit));
    for p in game.topology.peers(cell) {
        position.corner[p.index()].remove(digit);
        position.centre[p.index()].remove(digit);
    }
}

fn apply_hint(game: &Game, position: &mut Position) -> Result<(), ActionError> {
    let grid = position.grid(&game.puzzle.givens);
    match hint(game) {
        Hint::WrongDigit { cell, .. } => position.entries.set(cell, None),
        Hint::MissingNote { cell } => {
            position.centre[cell.index()] = Position::candidates(&grid, &game.topology, cell);
        }
        Hint::Step(h) => {
            for e in &h.step.eliminations {
                let centre = &mut position.centre[e.cell.index()];
                if centre.is_empty() {
                    // Keep the elimination: the cell's candidates become its notes.
                    *centre = Position::candidates(&grid, &game.topology, e.cell);
                }
                centre.remove(e.digit);
                position.corner[e.cell.index()].remove(e.digit);
            }
            for p in &h.step.placements {
                set_digit(game, position, p.cell, p.digit);
            }
        }
        Hint::Solved | Hint::NoStep => return Err(ActionError::NoHint),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::{Action, ActionError, Game, Hint};
    use crate::grid::{Candidates, Cell, Digit, Grid};
    use crate::rules::Puzzle;

    /// The example puzzle of Wikipedia's "Sudoku" article (public domain image by Tim
    /// Stellmach), and its solution.
    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const SOLUTION: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    fn game() -> Game {
        Game::new(Puzzle::classic(PUZZLE.parse().unwrap())).unwrap()
    }
    fn cell(s: &str) -> Cell {
        s.parse().unwrap()
    }
    fn d(n: u8) -> Digit {
        Digit::new(n).unwrap()
    }
    fn set(g: &mut Game, c: &str, n: u8) -> Result<(), ActionError> {
        g.apply(Action::SetDigit {
            cell: cell(c),
            digit: d(n),
        })
    }

    #[test]
    fn starts_with_the_unique_solution_and_nothing_written() {
        let g = game();
        assert_eq!(g.solution(), &SOLUTION.parse::<Grid>().unwrap());
        assert_eq!(g.grid(), PUZZLE.parse::<Grid>().unwrap());
        assert!(!g.can_undo() && !g.can_redo());
        assert!(g.conflicts().is_empty());
        assert!(!g.is_complete());
    }

    #[test]
    fn set_digit_writes_it_and_clears_it_from_the_marks_of_peers_only() {
        let mut g = game();
        for c in ["r2c3", "r3c1", "r5c5"] {
            g.apply(Action::ToggleCentre {
                cell: cell(c),
                digit: d(4),
            })
            .unwrap();
        }
        g.apply(Action::ToggleCorner {
            cell: cell("r1c4"),
            digit: d(4),
        })
        .unwrap();
        set(&mut g, "r1c3", 4).unwrap();
        assert_eq!(g.value(cell("r1c3")), Some(d(4)));
        assert_eq!(g.entry(cell("r1c3")), Some(d(4)));
        assert!(!g.centre_marks(cell("r2c3")).contains(d(4))); // column
        assert!(!g.centre_marks(cell("r3c1")).contains(d(4))); // box
        assert!(!g.corner_marks(cell("r1c4")).contains(d(4))); // row
        assert!(g.centre_marks(cell("r5c5")).contains(d(4))); // not a peer
        // One undo step brings every mark back.
        assert!(g.undo());
        assert_eq!(g.entry(cell("r1c3")), None);
        assert!(g.centre_marks(cell("r2c3")).contains(d(4)));
        assert!(g.corner_marks(cell("r1c4")).contains(d(4)));
        assert_eq!(g.actions().len(), 4);
    }

    #[test]
    fn givens_are_refused_and_not_recorded() {
        let mut g = game();
        let r1c1 = cell("r1c1");
        assert_eq!(set(&mut g, "r1c1", 4), Err(ActionError::Given(r1c1)));
        assert_eq!(
            g.apply(Action::Clear { cell: r1c1 }),
            Err(ActionError::Given(r1c1))
        );
        for a in [
            Action::ToggleCorner {
                cell: r1c1,
                digit: d(1),
            },
            Action::ToggleCentre {
                cell: r1c1,
                digit: d(1),
            },
        ] {
            assert_eq!(g.apply(a), Err(ActionError::Given(r1c1)));
        }
        assert_eq!(g, game());
    }

    #[test]
    fn an_action_that_changes_nothing_is_refused() {
        let mut g = game();
        set(&mut g, "r1c3", 4).unwrap();
        assert_eq!(set(&mut g, "r1c3", 4), Err(ActionError::Unchanged));
        assert_eq!(g.actions().len(), 1);
        let mut empty = game();
        assert_eq!(
            empty.apply(Action::Clear { cell: cell("r1c3") }),
            Err(ActionError::Unchanged)
        );
    }

    #[test]
    fn clear_removes_the_digit_then_the_marks() {
        let mut g = game();
        let c = cell("r1c3");
        g.apply(Action::ToggleCorner {
            cell: c,
            digit: d(1),
        })
        .unwrap();
        g.apply(Action::ToggleCentre {
            cell: c,
            digit: d(2),
        })
        .unwrap();
        set(&mut g, "r1c3", 4).unwrap();
        g.apply(Action::Clear { cell: c }).unwrap();
        assert_eq!(g.entry(c), None);
        assert_eq!(g.corner_marks(c), Candidates::single(d(1)));
        g.apply(Action::Clear { cell: c }).unwrap();
        assert!(g.corner_marks(c).is_empty() && g.centre_marks(c).is_empty());
        assert_eq!(
            g.apply(Action::Clear { cell: c }),
            Err(ActionError::Unchanged)
        );
    }

    #[test]
    fn toggles_add_then_remove_one_mark() {
        let mut g = game();
        let c = cell("r9c1");
        for _ in 0..2 {
            g.apply(Action::ToggleCorner {
                cell: c,
                digit: d(3),
            })
            .unwrap();
            assert_eq!(g.corner_marks(c), Candidates::single(d(3)));
            assert!(g.centre_marks(c).is_empty());
            g.apply(Action::ToggleCentre {
                cell: c,
                digit: d(3),
            })
            .unwrap();
            assert_eq!(g.centre_marks(c), Candidates::single(d(3)));
            g.apply(Action::ToggleCorner {
                cell: c,
                digit: d(3),
            })
            .unwrap();
            g.apply(Action::ToggleCentre {
                cell: c,
                digit: d(3),
            })
            .unwrap();
            assert!(g.corner_marks(c).is_empty() && g.centre_marks(c).is_empty());
        }
    }

    #[test]
    fn auto_notes_writes_each_empty_cells_candidates_in_one_step() {
        let mut g = game();
        set(&mut g, "r1c3", 4).unwrap();
        g.apply(Action::AutoNotes).unwrap();
        let grid = g.grid();
        for c in Cell::all() {
            // The classic peers, from the cell's row, column and box arithmetic.
            let mut expect = Candidates::EMPTY;
            if grid.get(c).is_none() {
                expect = Candidates::ALL;
                for p in Cell::all() {
                    let same_box = p.row() / 3 == c.row() / 3 && p.col() / 3 == c.col() / 3;
                    if p != c && (p.row() == c.row() || p.col() == c.col() || same_box) {
                        if let Some(v) = grid.get(p) {
                            expect.remove(v);
                        }
                    }
                }
            }
            assert_eq!(g.centre_marks(c), expect, "{c}");
        }
        assert_eq!(g.apply(Action::AutoNotes), Err(ActionError::Unchanged));
        assert!(g.undo());
        assert!(Cell::all().all(|c| g.centre_marks(c).is_empty()));
    }

    #[test]
    fn apply_hint_clears_a_wrong_digit_first() {
        let mut g = game();
        set(&mut g, "r1c3", 2).unwrap(); // the solution has 4
        assert_eq!(
            g.hint(),
            Hint::WrongDigit {
                cell: cell("r1c3"),
                digit: d(2)
            }
        );
        g.apply(Action::ApplyHint).unwrap();
        assert_eq!(g.entry(cell("r1c3")), None);
    }

    #[test]
    fn apply_hint_makes_the_steps_placements() {
        let mut g = game();
        let Hint::Step(h) = g.hint() else {
            panic!("a step")
        };
        g.apply(Action::ApplyHint).unwrap();
        for p in &h.step.placements {
            assert_eq!(g.entry(p.cell), Some(p.digit));
        }
        assert!(!h.step.placements.is_empty());
        assert!(g.undo());
        assert_eq!(g.grid(), game().grid());
        assert!(g.can_redo());
    }

    #[test]
    fn apply_hint_on_a_solved_grid_is_refused() {
        let mut g = game();
        let solution = *g.solution();
        for c in PUZZLE.parse::<Grid>().unwrap().empty_cells() {
            g.apply(Action::SetDigit {
                cell: c,
                digit: solution.get(c).unwrap(),
            })
            .unwrap();
        }
        assert!(g.is_complete());
        assert_eq!(g.hint(), Hint::Solved);
        assert_eq!(g.apply(Action::ApplyHint), Err(ActionError::NoHint));
    }
}
