//! Extended Unique Rectangle, types 1 and 2 (SudokuWiki's Extended Unique Rectangles).
//!
//! **Pattern.** Six unsolved cells: two columns of one stack crossed with three rows of
//! three different bands (or two rows of one band crossed with three columns of three
//! stacks), so the cells lie in three boxes, two to a box. If all six held digits of
//! one triple `{a, b, c}`, each of the two long lines would hold the whole triple and
//! each box pair two of its digits; swapping the two long lines' contents keeps every
//! row, column and box valid: a second solution. So some cell must take a digit
//! outside the triple.
//!
//! **Eliminations.** Type 1: five cells hold only digits of the triple and the sixth
//! holds others too: the sixth loses the triple's digits. Type 2: the cells with other
//! candidates all hold just one other digit `z`, the same: `z` lies in one of them and
//! goes from every cell that sees them all.
//!
//! **Order.** Columns-in-a-stack patterns first (stacks, then column pairs, then row
//! triples, each in increasing order), then the rows-in-a-band transpose; type 1's
//! sixth cell in row-major order, then type 2's `z` ascending.
//!
//! **Example.** In rows 1, 4, 7 and columns 7, 8, the cells hold {4, 7, 9} or a part
//! of it, except r4c8 = {1, 4, 6, 7, 9}: r4c8<>4, r4c8<>7, r4c8<>9.

use std::ops::ControlFlow;

use crate::grid::{Candidates, Cell, CellSet};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every extended unique rectangle that eliminates something.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for transpose in [false, true] {
        for stack in 0..3u8 {
            for (i, j) in [(0, 1), (0, 2), (1, 2)] {
                let lines = [3 * stack + i, 3 * stack + j];
                for x in 0..3u8 {
                    for y in 3..6u8 {
                        for z in 6..9u8 {
                            let cells = pattern_cells(lines, [x, y, z], transpose);
                            if cells.iter().all(|&c| board.candidates(c).len() >= 2) {
                                check(board, cells, sink)?;
                            }
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The six cells of two parallel `lines` of one chute crossed with three `cross` lines,
/// in row-major order. Columns and rows unless `transpose`.
fn pattern_cells(lines: [u8; 2], cross: [u8; 3], transpose: bool) -> [Cell; 6] {
    let mut cells = [Cell::from_index(0); 6];
    let mut k = 0;
    for &c in &cross {
        for &l in &lines {
            let (row, col) = if transpose { (l, c) } else { (c, l) };
            cells[k] = Cell::at(row, col).expect("lines are 0..9");
            k += 1;
        }
    }
    cells.sort();
    cells
}

/// Both types on one set of six cells.
fn check(board: &Board, cells: [Cell; 6], sink: &mut Sink<'_>) -> ControlFlow<()> {
    let union = cells
        .iter()
        .fold(Candidates::EMPTY, |acc, &c| acc | board.candidates(c));
    if union.len() < 3 {
        return ControlFlow::Continue(());
    }
    // Type 1: the triple is what the five other cells hold.
    for (k, &odd) in cells.iter().enumerate() {
        let triple = cells
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != k)
            .fold(Candidates::EMPTY, |acc, (_, &c)| acc | board.candidates(c));
        let own = board.candidates(odd);
        if triple.len() != 3 || triple.is_superset(own) || (own & triple).is_empty() {
            continue;
        }
        let mut step = Step::new(
            Technique::ExtendedUniqueRectangle,
            pattern(cells, triple, &[odd], own - triple),
        );
        for d in own & triple {
            step.push_elimination(odd, d);
        }
        sink(step)?;
    }
    // Type 2: four digits, one of them held beyond the triple by two or more cells.
    if union.len() == 4 {
        for z in union {
            let triple = union.without(z);
            let holders: Vec<Cell> = cells.iter().copied().filter(|&c| board.has(c, z)).collect();
            if holders.len() < 2 {
                continue;
            }
            let set: CellSet = holders.iter().copied().collect();
            let mut step = Step::new(
                Technique::ExtendedUniqueRectangle,
                pattern(cells, triple, &holders, Candidates::single(z)),
            );
            for cell in set.common_peers() & board.cells_with(z) {
                step.push_elimination(cell, z);
            }
            if step.is_productive() {
                sink(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}

fn pattern(
    cells: [Cell; 6],
    triple: Candidates,
    extra: &[Cell],
    extra_digits: Candidates,
) -> Pattern {
    Pattern::Uniqueness {
        cells: cells.to_vec(),
        digits: triple,
        extra: extra.to_vec(),
        subset: None,
        extra_digits,
        hidden: false,
        links: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::testing::{first_step_on, narrowed};

    /// SudokuWiki's second Extended Unique Rectangle example ("Extended Unique
    /// Rectangles"): cells AEH78 (rows 1, 5, 8, columns 7 and 8) on the triple
    /// {4, 7, 9}, where E8 also holds 1 and 6: E8 must be 1 or 6. Rebuilt on an empty
    /// grid with just those candidates.
    fn wiki_board() -> Board {
        narrowed(&[
            ("r1c7", "479"),
            ("r1c8", "479"),
            ("r5c7", "479"),
            ("r8c7", "479"),
            ("r8c8", "479"),
            ("r5c8", "14679"),
        ])
    }

    #[test]
    fn type_1_sudokuwiki() {
        let step = first_step_on(&wiki_board(), Technique::ExtendedUniqueRectangle).expect("EUR");
        assert_eq!(
            step.explanation(),
            "Extended Unique Rectangle on 4, 7 and 9 in r1c7, r1c8, r5c7, r5c8, r8c7, r8c8 \
             (1 and 6 in r5c8): r5c8<>4, r5c8<>7, r5c8<>9"
        );
    }

    /// Type 2, transposed: rows 2 and 3 across columns 1, 5, 9 on {1, 2, 3}, where
    /// r2c5 and r3c9 also hold 8: one of them is 8, so no cell seeing both is.
    #[test]
    fn type_2_rows_of_a_band() {
        let b = narrowed(&[
            ("r2c1", "123"),
            ("r3c1", "123"),
            ("r3c5", "123"),
            ("r2c9", "123"),
            ("r2c5", "128"),
            ("r3c9", "238"),
        ]);
        let step = first_step_on(&b, Technique::ExtendedUniqueRectangle).expect("EUR 2");
        assert_eq!(
            step.explanation(),
            "Extended Unique Rectangle on 1, 2 and 3 in r2c1, r2c5, r2c9, r3c1, r3c5, r3c9 \
             (8 in r2c5, r3c9): r2c7<>8, r2c8<>8, r3c4<>8, r3c6<>8"
        );
    }

    /// Two columns of different stacks give six cells in six boxes: no pattern.
    #[test]
    fn needs_two_lines_of_one_chute() {
        let b = narrowed(&[
            ("r1c1", "479"),
            ("r1c4", "479"),
            ("r5c1", "479"),
            ("r8c1", "479"),
            ("r8c4", "479"),
            ("r5c4", "1479"),
        ]);
        assert!(first_step_on(&b, Technique::ExtendedUniqueRectangle).is_none());
    }
}
