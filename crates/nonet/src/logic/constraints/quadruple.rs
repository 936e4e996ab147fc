//! Quadruples: the digits printed on the corner of four cells all appear in that 2x2
//! square (a digit printed twice, twice).
//!
//! Pattern: a quadruple clue and its square's candidates.
//! Eliminations: every candidate of the square that no filling holding the clue's
//! digits uses (each candidate tried: a small search over the other three cells, the
//! cells that see each other differing, cut as soon as the digits still missing
//! outnumber the cells left), and each clue digit removed from the cells outside that
//! see all its places in the square.
//! Example: clue 1, 2, 3 with r1c1 = 5 given: r1c2, r2c1 and r2c2 keep only 1, 2 and 3.

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::step::Step;
use super::super::technique::Technique;
use super::support::{Support, options};
use super::{Reasoned, digits, indexed};
use crate::grid::{Candidates, Cell, Digit};
use crate::rules::Constraint;
use crate::rules::kinds::Quadruple;

impl Reasoned for Quadruple {
    const TECHNIQUES: &'static [Technique] = &[Technique::Quadruple];
}

/// Sends each quadruple's step, in the rules' order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::Quadruple(quad) = constraint else {
            continue;
        };
        if let Some(step) = quad_step(board, index, quad) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// The square's cells, options, which pairs see each other, and how often each digit
/// must appear (index: digit - 1).
struct Square {
    cells: [Cell; 4],
    options: [Candidates; 4],
    sees: [[bool; 4]; 4],
    need: [u8; 9],
}

/// The step of one quadruple, or `None` when its square is filled or nothing new
/// follows.
fn quad_step(board: &Board, index: usize, quad: &Quadruple) -> Option<Step> {
    let cells = quad.square()?;
    if cells.iter().all(|&c| board.value(c).is_some()) {
        return None;
    }
    let topology = board.topology();
    let mut need = [0u8; 9];
    for d in &quad.digits {
        need[d.index()] += 1;
    }
    let square = Square {
        cells,
        options: cells.map(|c| options(board, c)),
        sees: std::array::from_fn(|i| {
            std::array::from_fn(|j| i != j && topology.peers(cells[i]).contains(cells[j]))
        }),
        need,
    };
    let mut used = [Candidates::EMPTY; 4];
    let mut way = [Digit::from_index(0); 4];
    for i in 0..4 {
        for x in square.options[i] - used[i] {
            if square.fill(0, Some((i, x)), &mut way) {
                for (u, &d) in used.iter_mut().zip(&way) {
                    u.insert(d);
                }
            }
        }
    }
    if used.iter().any(|u| u.is_empty()) {
        return None;
    }
    let required: Candidates = quad.digits.iter().copied().collect();
    let mut support = Support::new(&square.cells);
    support.add_all(&used, required);
    let clue = quad
        .digits
        .iter()
        .fold(0u16, |n, d| n * 10 + u16::from(d.get()));
    support.step(board, Technique::Quadruple, index, Some(clue), Vec::new())
}

impl Square {
    /// Whether cells `i..` can be filled after `way[..i]` so that the square holds the
    /// clue's digits, `fixed` giving one cell its digit; the filling is left in `way`.
    fn fill(&self, i: usize, fixed: Option<(usize, Digit)>, way: &mut [Digit; 4]) -> bool {
        let missing: u8 = (0..9)
            .map(|k| {
                let have = way[..i].iter().filter(|d| d.index() == k).count() as u8;
                self.need[k].saturating_sub(have)
            })
            .sum();
        if usize::from(missing) > 4 - i {
            return false;
        }
        if i == 4 {
            return true;
        }
        let choices = match fixed {
            Some((cell, d)) if cell == i => Candidates::single(d),
            _ => self.options[i],
        };
        for y in choices {
            if (0..i).any(|j| way[j] == y && self.sees[i][j]) {
                continue;
            }
            way[i] = y;
            if self.fill(i + 1, fixed, way) {
                return true;
            }
        }
        false
    }
}

/// The sentence's part after the clue: the digits the square holds, read from the clue.
pub(crate) fn found(reasoning: &Reasoning) -> String {
    let Some(clue) = reasoning.clue else {
        return String::new();
    };
    let names: Vec<String> = clue.to_string().chars().map(String::from).collect();
    let mut out = match names.as_slice() {
        [] => String::new(),
        [one] => format!("the square holds {one}"),
        [rest @ .., last] => format!("the square holds {} and {last}", rest.join(", ")),
    };
    if !reasoning.required.is_empty() {
        out.push_str(&format!(
            ", so the cells that see all places of {} lose it",
            digits(reasoning.required)
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::logic::constraints::probe::{board, first_step};
    use crate::logic::constraints::testing::assert_sound_on_random_boards;

    #[test]
    fn four_digits_fill_the_square() {
        let board = board(".Quad~R1C1~1~2~3~4");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("Quadruple 1234 at r1c1: the square holds 1, 2, 3 and 4"),
            "{text}"
        );
        // Each cell keeps 1 to 4; the square sits in box 1, so the box's other cells
        // lose them too, but not row 1 outside the box (it sees two places of four).
        assert!(
            text.contains("r1c1<>5") && text.contains("r3c3<>4"),
            "{text}"
        );
        assert!(!text.contains("r1c5<>"), "{text}");
    }

    #[test]
    fn a_given_outside_the_clue_leaves_three_cells_for_three_digits() {
        // 5 at r1c1 and clue 1, 2, 3: r1c2, r2c1 and r2c2 must hold 1, 2 and 3.
        let board = board(".~R1C1_5.Quad~R1C1~1~2~3");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        for cell in ["r1c2", "r2c1", "r2c2"] {
            assert!(text.contains(&format!("{cell}<>4")), "{text}");
            assert!(!text.contains(&format!("{cell}<>3")), "{text}");
        }
    }

    #[test]
    fn a_digit_printed_twice_sits_on_a_diagonal_across_boxes() {
        // The square r3c3-r4c4 spans boxes 1, 2, 4 and 5: two 7s go on one diagonal,
        // and with r3c3 unable to hold 7, they are r3c4 and r4c3.
        let mut board = board(".Quad~R3C3~7~7");
        board.eliminate(Cell::from_index(20), Digit::new(7).unwrap());
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(text.contains("r4c4<>7"), "{text}");
        assert!(
            text.contains("r3c4<>1") && text.contains("r4c3<>1"),
            "{text}"
        );
    }

    fn quads_of(solution: &Grid, rng: &mut crate::rng::Rng) -> Vec<Constraint> {
        let mut out = Vec::new();
        for _ in 0..6 {
            let top_left = Cell::from_index(rng.index(8) * 9 + rng.index(8));
            let square = [0, 1, 9, 10].map(|k| Cell::from_index(top_left.index() + k));
            let mut digits: Vec<Digit> = square.iter().map(|&c| solution.get(c).unwrap()).collect();
            rng.shuffle(&mut digits);
            digits.truncate(1 + rng.index(4));
            digits.sort();
            out.push(Constraint::Quadruple(Quadruple { top_left, digits }));
        }
        out
    }

    #[test]
    fn quadruple_steps_are_sound_on_random_boards() {
        let found = assert_sound_on_random_boards(80, 71, quads_of, find);
        assert!(found > 150, "{found} steps");
    }
}
