//! House combinations: the killer cages inside one house and its other cells hold each
//! digit once between them.
//!
//! Pattern: a row, column or box with killer cages wholly inside it. Each cage takes
//! one of its combinations (the digit sets that fill it to its total from its cells'
//! candidates); the cages' combinations share no digit, and the digits they leave go
//! to the house's other cells, one to a cell, each where it is a candidate. A
//! combination that takes part in no such choice is dropped. This is the killer
//! solver's reasoning across a house: a digit the house needs that only one cage can
//! hold puts that cage on the combinations with it; two cages that share the only
//! places of two digits split them.
//!
//! Eliminations: every candidate of the house's cells that no choice gives it: a
//! cage's cells keep what its surviving combinations give them, the other cells the
//! digits the surviving choices leave them.
//!
//! Example: the cage 10 at r1c1, r1c2 with 9 given in r5c3, r2c5 and r3c8: no other
//! cell of row 1 can hold 9, so the cage is 1+9, and row 1's other cells lose 1.
//!
//! Exact: a cage's combinations come from its own exact search, and the choices are
//! searched cage by cage over the set of digits the cages before took, memoised on that
//! set (at most 512 states a cage), so the cost per house is bounded whatever the
//! candidates; the other cells' digits are matched by the same memoised sweep.

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::{Pattern, Reasoning};
use super::super::registry::Sink;
use super::super::step::Step;
use super::super::technique::Technique;
use super::cages::{Piece, pieces};
use super::fill::exact;
use super::innies_outies::house_names;
use super::killer::fillings;
use super::sums;
use super::support::options;
use crate::grid::{Candidates, Cell, CellSet, House, HouseKind};

/// Sends each house's whole step, rows, then columns, then boxes (rows and columns
/// only on a jigsaw layout, whose regions a sentence cannot name without the
/// topology).
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let pieces: Vec<Piece> = pieces(board).into_iter().filter(|p| p.cage).collect();
    if pieces.is_empty() {
        return ControlFlow::Continue(());
    }
    let boxes = board.topology().has_boxes();
    for house in House::all().filter(|h| boxes || h.kind() != HouseKind::Box) {
        if let Some(step) = house_step(board, &pieces, house) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// The sentence's part after the house's first cell: the house, then each cage's
/// combinations left.
pub(crate) fn found(reasoning: &Reasoning) -> String {
    let cages: Vec<String> = reasoning
        .parts
        .iter()
        .map(|(at, sets)| format!("the cage at {at} is {}", sums(sets)))
        .collect();
    format!(
        "{} holds each digit once, so {}",
        house_names(&reasoning.houses),
        cages.join(", ")
    )
}

/// A cage inside the house, with the combinations still open to it.
struct Cage {
    index: usize,
    cells: Vec<Cell>,
    options: Vec<Candidates>,
    total: u32,
    sets: Vec<Candidates>,
    /// Whether `sets[k]` takes part in some choice.
    kept: Vec<bool>,
}

/// The whole step of `house`, if it concludes anything.
fn house_step(board: &Board, pieces: &[Piece], house: House) -> Option<Step> {
    let area = house.cell_set();
    if !area.intersects(board.empty_cells()) {
        return None;
    }
    let mut cages = Vec::new();
    let mut caged = CellSet::EMPTY;
    for piece in pieces.iter().filter(|p| area.is_superset(p.cells)) {
        let cells: Vec<Cell> = piece.cells.iter().collect();
        let options: Vec<Candidates> = cells.iter().map(|&c| options(board, c)).collect();
        let total = u32::try_from(piece.total).ok()?;
        let sets = fillings(&options, Some(total)).1.clone();
        if sets.is_empty() {
            return None;
        }
        caged |= piece.cells;
        cages.push(Cage {
            index: piece.index,
            cells,
            options,
            total,
            kept: vec![false; sets.len()],
            sets,
        });
    }
    if cages.is_empty() {
        return None;
    }
    // Fewest combinations first: the search branches least near its root.
    cages.sort_by_key(|c| c.sets.len());
    let rest: Vec<Cell> = (area - caged).iter().collect();
    let mut choices = Choices {
        rest: rest.iter().map(|&c| options(board, c)).collect(),
        rest_kept: vec![Candidates::EMPTY; rest.len()],
        seen: vec![None; (cages.len() + 1) * 512],
    };
    if !choices.fill(&mut cages, 0, 0) {
        return None;
    }
    let mut step = Step::new(
        Technique::HouseCombinations,
        Pattern::Constraint(Reasoning {
            cells: area,
            houses: vec![house],
            ..Reasoning::default()
        }),
    );
    let mut parts = Vec::new();
    let mut indices = Vec::new();
    for cage in &cages {
        let kept: Vec<Candidates> = cage
            .sets
            .iter()
            .zip(&cage.kept)
            .filter(|&(_, &k)| k)
            .map(|(&s, _)| s)
            .collect();
        let mut gives = vec![Candidates::EMPTY; cage.cells.len()];
        for &set in &kept {
            let within: Vec<Candidates> = cage.options.iter().map(|&o| o & set).collect();
            let filled = fillings(&within, Some(cage.total));
            for (g, more) in gives.iter_mut().zip(&filled.0) {
                *g |= *more;
            }
        }
        eliminate(board, &mut step, &cage.cells, &gives);
        parts.push((cage.cells[0], kept));
        indices.push(cage.index);
    }
    eliminate(board, &mut step, &rest, &choices.rest_kept);
    parts.sort_by_key(|&(at, _)| at);
    indices.sort_unstable();
    if let Pattern::Constraint(reasoning) = &mut step.pattern {
        reasoning.parts = parts;
        reasoning.constraints = indices;
    }
    step.is_productive().then_some(step)
}

/// Removes from each open cell of `cells` the candidates `gives` does not give it.
fn eliminate(board: &Board, step: &mut Step, cells: &[Cell], gives: &[Candidates]) {
    for (&cell, &g) in cells.iter().zip(gives) {
        if board.value(cell).is_none() {
            for d in board.candidates(cell) - g {
                step.push_elimination(cell, d);
            }
        }
    }
}

/// The search over the cages' choices: the other cells' options, the digits the
/// surviving choices leave each of them, and whether cages `i..` can be chosen after
/// the digit set `used` (`seen[i * 512 + used]`).
struct Choices {
    rest: Vec<Candidates>,
    rest_kept: Vec<Candidates>,
    seen: Vec<Option<bool>>,
}

impl Choices {
    /// Whether cages `i..` have combinations that share no digit with `used` nor with
    /// each other and leave the other cells digits they can take; marks every
    /// combination and every digit of the other cells some such choice uses. What is
    /// marked below a state depends on the state alone, so a state seen before is not
    /// searched again.
    fn fill(&mut self, cages: &mut [Cage], i: usize, used: u16) -> bool {
        let slot = i * 512 + usize::from(used);
        if let Some(known) = self.seen[slot] {
            return known;
        }
        let found = if i == cages.len() {
            self.match_rest(Candidates::ALL.bits() & !used)
        } else {
            let mut any = false;
            for k in 0..cages[i].sets.len() {
                let set = cages[i].sets[k].bits();
                if set & used == 0 && self.fill(cages, i + 1, used | set) {
                    cages[i].kept[k] = true;
                    any = true;
                }
            }
            any
        };
        self.seen[slot] = Some(found);
        found
    }

    /// Whether the digits `left` can go one to a cell of the other cells, each where it
    /// is a candidate; marks the digits each cell takes in some such placing.
    fn match_rest(&mut self, left: u16) -> bool {
        let Some(per_cell) = exact(&self.rest, Candidates::from_bits(left)) else {
            return false;
        };
        for (kept, digits) in self.rest_kept.iter_mut().zip(per_cell) {
            *kept |= digits;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Cell, CellSet, Grid};
    use crate::logic::constraints::probe::{board, first_step, has};
    use crate::rules::Constraint;
    use crate::rules::kinds::KillerCage;

    #[test]
    fn a_digit_only_one_cage_can_hold_picks_its_combination() {
        // 9 given in r5c3, r2c5 and r3c8: row 1 has 9 only in the cage 10 at r1c1,
        // r1c2, so the cage is 1+9.
        let board = narrowed(board(".Cage~10~R1C1~R1C2.~R5C3_9~R2C5_9~R3C8_9"));
        let step = first_step(&board, find).expect("a step");
        assert!(
            step.explanation().starts_with(
                "House Combinations at r1c1: row 1 holds each digit once, so the cage at \
                 r1c1 is 1+9: "
            ),
            "{step}"
        );
        let mut after = board.clone();
        after.apply(&step);
        let one_nine: Candidates = [1, 9]
            .iter()
            .map(|&d| crate::grid::Digit::new(d).unwrap())
            .collect();
        for cell in ["r1c1", "r1c2"] {
            assert_eq!(
                after.candidates(crate::rules::testing::cell(cell)),
                one_nine,
                "{step}"
            );
        }
        // The cage holds the row's 1.
        for cell in ["r1c3", "r1c4", "r1c9"] {
            assert!(has(&step, cell, 1), "{cell}<>1: {step}");
        }
    }

    #[test]
    fn a_pair_of_digits_only_cages_can_hold_together() {
        // Three cages of 10 in row 1 take three of 1+9, 2+8, 3+7, 4+6; 9 given in r2c8
        // leaves row 1 no 9 outside them, so one of them is 1+9, and the row's other
        // cells, r1c7 to r1c9, hold no 1.
        let board = narrowed(board(
            ".Cage~10~R1C1~R1C2.Cage~10~R1C3~R1C4.Cage~10~R1C5~R1C6.~R2C8_9",
        ));
        let step = first_step(&board, find).expect("a step");
        let any = "4+6 or 3+7 or 2+8 or 1+9";
        assert_eq!(
            step.explanation(),
            format!(
                "House Combinations at r1c1: row 1 holds each digit once, so the cage at \
                 r1c1 is {any}, the cage at r1c3 is {any}, the cage at r1c5 is {any}: \
                 r1c7<>1, r1c8<>1, r1c9<>1"
            )
        );
    }

    #[test]
    fn cages_that_would_share_a_digit_leave_no_choice_and_no_step() {
        // Cages 3 (1+2) and 4 (1+3) in box 1 would both need the 1: no choice fills
        // the box, and no step is built on a board without one.
        let board = narrowed(board_with(&[
            (&["r1c1", "r1c2"], 3),
            (&["r2c1", "r2c2"], 4),
        ]));
        assert_eq!(first_step(&board, find), None);
    }

    #[test]
    fn a_cage_whose_every_combination_fits_says_nothing() {
        // Box 1 and column 1 hold the cage whole, but every combination of it leaves
        // digits the other cells can take.
        let board = narrowed(board(".Cage~10~R1C1~R2C1"));
        assert_eq!(first_step(&board, find), None);
    }

    /// `board` after every step the cages' own technique finds (as the ladder runs it
    /// first): what is left is the house's work.
    fn narrowed(mut board: Board) -> Board {
        while let Some(step) = first_step(&board, super::super::killer::find) {
            board.apply(&step);
        }
        board
    }

    fn board_with(cages: &[(&[&str], u16)]) -> Board {
        use crate::rules::testing::cell;
        use crate::rules::{Layout, Rules};
        let constraints = cages
            .iter()
            .map(|(cells, total)| {
                Constraint::Killer(KillerCage {
                    cells: cells.iter().map(|t| cell(t)).collect(),
                    total: Some(*total),
                })
            })
            .collect();
        let rules = Rules::new(Layout::Boxes, constraints).unwrap();
        Board::for_rules(&Grid::EMPTY, &rules, Grid::EMPTY)
    }

    /// Random cages of 1 to 5 cells, most inside one box or row, on random boards:
    /// every step sound.
    #[test]
    fn house_combinations_are_sound_on_random_boards() {
        let found = super::super::testing::assert_sound_on_random_boards(
            120,
            13,
            |solution, rng| {
                let mut used = CellSet::EMPTY;
                let mut cages = Vec::new();
                for _ in 0..24 {
                    let start = Cell::from_index(rng.index(81));
                    if used.contains(start) {
                        continue;
                    }
                    let mut cells = vec![start];
                    let size = 1 + rng.index(4);
                    while cells.len() < size {
                        let from = cells[rng.index(cells.len())];
                        let next: Vec<Cell> = CellSet::peers_of(from)
                            .iter()
                            .filter(|c| {
                                c.box_index() == start.box_index()
                                    && !used.contains(*c)
                                    && !cells.contains(c)
                            })
                            .collect();
                        if next.is_empty() {
                            break;
                        }
                        cells.push(next[rng.index(next.len())]);
                    }
                    used |= cells.iter().copied().collect();
                    let total = cells
                        .iter()
                        .map(|&c| u16::from(solution.get(c).unwrap().get()))
                        .sum();
                    cages.push(Constraint::Killer(KillerCage {
                        cells,
                        total: Some(total),
                    }));
                }
                cages
            },
            find,
        );
        assert!(found > 100, "{found} steps");
    }
}
