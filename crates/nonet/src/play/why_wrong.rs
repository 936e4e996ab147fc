//! `WhyWrong`: why a player's digit cannot be right.

use super::game::Game;
use crate::grid::{Cell, CellSet, Digit, Grid};
use crate::logic::groups::forced_singles::{Contradiction, force_singles};
use crate::logic::{Board, Candidate};
use crate::rules::{GroupLabel, Violation};

/// Why the digit in a cell is wrong, as truthfully as the game can show it: a rule it
/// breaks, a contradiction its forced consequences reach, or at least that it is not
/// the puzzle's one solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WhyWrong {
    /// The cell.
    pub cell: Cell,
    /// The player's digit in it.
    pub digit: Digit,
    /// Why it is wrong.
    pub reason: WrongReason,
}

/// The reason a digit is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum WrongReason {
    /// With the grid's other digits, it breaks this rule already.
    Breaks(Violation),
    /// From the givens, the player's right digits and this one, singles force the
    /// placements `forced` (in order), after which `cell` has no candidate left.
    EmptyCell { forced: Vec<Candidate>, cell: Cell },
    /// As for `EmptyCell`, but after `forced`, `digit` has no place left in `group`.
    NoPlace {
        forced: Vec<Candidate>,
        group: GroupLabel,
        digit: Digit,
    },
    /// As for `EmptyCell`, but after `forced` the digits break this rule (a variant's
    /// constraint, such as a cage total, that singles do not see).
    BreaksAfter {
        forced: Vec<Candidate>,
        violation: Violation,
    },
    /// Singles reach no contradiction; the digit differs from the puzzle's unique
    /// solution, which has `solution` there.
    NotTheSolution { solution: Digit },
}

impl WhyWrong {
    /// One sentence for the player, e.g. `if r1c3=4, then r2c7=5, r2c1=6, and r3c1 has no
    /// digit left`.
    pub fn explanation(&self) -> String {
        let placed = format!("{}={}", self.cell, self.digit);
        match &self.reason {
            WrongReason::Breaks(v) => {
                format!(
                    "{placed} breaks the rule of {} ({})",
                    v.rule,
                    cells(v.cells)
                )
            }
            WrongReason::EmptyCell { forced, cell } => {
                format!("if {placed}{}, {cell} has no digit left", then(forced))
            }
            WrongReason::NoPlace {
                forced,
                group,
                digit,
            } => format!(
                "if {placed}{}, {digit} has no place left in {group}",
                then(forced)
            ),
            WrongReason::BreaksAfter { forced, violation } => format!(
                "if {placed}{}, the rule of {} is broken ({})",
                then(forced),
                violation.rule,
                cells(violation.cells)
            ),
            WrongReason::NotTheSolution { solution } => format!(
                "{placed} leads to no quick contradiction, but the puzzle's only solution \
                 has {solution} in {}",
                self.cell
            ),
        }
    }
}

/// The forced placements as a clause: `, then r2c7=5, r2c1=6` (the first few and a
/// count when there are many).
fn then(forced: &[Candidate]) -> String {
    const SHOWN: usize = 6;
    let name = |c: &Candidate| format!("{}={}", c.cell, c.digit);
    match forced.len() {
        0 => String::new(),
        n if n <= SHOWN => {
            let list: Vec<String> = forced.iter().map(name).collect();
            format!(", then {}", list.join(", "))
        }
        n => {
            let list: Vec<String> = forced[..SHOWN].iter().map(name).collect();
            format!(
                ", then {} and {} more forced digits",
                list.join(", "),
                n - SHOWN
            )
        }
    }
}

fn cells(set: CellSet) -> String {
    set.iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Why the player's digit in `cell` is wrong, if it is: from the givens, the player's
/// right digits and this one (never from other wrong digits, which would prove
/// nothing about this one).
pub(crate) fn why_wrong(game: &Game, cell: Cell) -> Option<WhyWrong> {
    let digit = game.entry(cell)?;
    let solution = game.solution().get(cell)?;
    if digit == solution {
        return None;
    }
    let mut grid = game.puzzle().givens;
    for c in Cell::all() {
        if game.entry(c).is_some() && game.entry(c) == game.solution().get(c) {
            grid.set(c, game.entry(c));
        }
    }
    grid.set(cell, Some(digit));
    let reason = reason(game, &grid, solution);
    Some(WhyWrong {
        cell,
        digit,
        reason,
    })
}

fn reason(game: &Game, grid: &Grid, solution: Digit) -> WrongReason {
    // Everything but the wrong digit agrees with the solution, so any broken rule is
    // broken with it.
    if let Some(v) = game.rules().violations(grid).into_iter().next() {
        return WrongReason::Breaks(v);
    }
    let mut board = board(game, grid);
    let mut forced = Vec::new();
    match force_singles(&mut board, &mut forced) {
        Err(Contradiction::EmptyCell(cell)) => WrongReason::EmptyCell { forced, cell },
        Err(Contradiction::NoPlace(group, digit)) => WrongReason::NoPlace {
            forced,
            group,
            digit,
        },
        Ok(()) => match game.rules().violations(&board.to_grid()).into_iter().next() {
            Some(violation) => WrongReason::BreaksAfter { forced, violation },
            None => WrongReason::NotTheSolution { solution },
        },
    }
}

/// The logic engine's board of `grid` under the game's rules. A variant board takes the
/// topology whatever the rules (cages, lines and all): forced singles read only its
/// groups and peers, which hold under any rules, and what they cannot see is checked
/// against the rules afterwards.
fn board(game: &Game, grid: &Grid) -> Board {
    if game.rules().is_classic() {
        Board::new(grid)
    } else {
        Board::for_rules(grid, game.rules(), *game.solution())
    }
}
