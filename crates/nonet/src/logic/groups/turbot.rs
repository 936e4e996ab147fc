//! Skyscraper and 2-String Kite over any topology: the turbot fish whose strong links
//! lie in groups of one family, or in a row and a column joined in a region.
//!
//! **Pattern.** For a digit, two full groups where it has exactly two places each (two
//! strong links: one place of each holds it), and one place of each (the near ends)
//! that are peers: they cannot both hold it, so one of the far ends does,
//! `(d)far1=(d)near1-(d)near2=(d)far2`. **Eliminations.** The digit from every cell
//! that sees both far ends, through the topology's peers.
//! **Skyscraper.** Both groups of one family of groups covering the grid once (two
//! rows, two columns, two jigsaw regions, two disjoint groups...), the near ends in one
//! group of another family and the far ends not (then it is a fish, found as one): on
//! a classic board, two rows whose bases share a column, as the classic finder has
//! them. **2-String Kite.** A row and a column, each pair outside one region, whose
//! near ends (two cells) share a region (a box, or a jigsaw region).
//! **Order.** The classic finders': digits 1 to 9; Skyscraper by family (rows, columns,
//! then each other family by its first group id), group pairs in colex order, then
//! each way to pick the near ends; Kite by row, column, then the near ends, row's and
//! column's in cell order. On a classic board these are the classic steps, byte for
//! byte. Every other turbot (near ends joined by a box across two rows, a diagonal, an
//! anti-knight move) is an X-Chain of two strong links, which the X-Chain finder finds.

use std::ops::ControlFlow;

use super::fish::{Family, families, group};
use super::links::{Links, TopologyLinks};
use crate::grid::{Cell, CellSet, Digit, GroupId};
use crate::logic::registry::Sink;
use crate::logic::single_digit::{pair, x_chain};
use crate::logic::{Board, Step, Technique};
use crate::rules::Topology;

/// The layout's regions (boxes or jigsaw regions), groups 18 to 26.
const REGIONS: Family = 18;

/// Sends every Skyscraper through the board's topology.
pub(crate) fn skyscraper(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let topology = board.topology();
    let links = TopologyLinks::new(topology);
    let families = families(topology);
    for digit in Digit::ALL {
        for &family in &families {
            let two: Vec<(Cell, Cell)> = (0..9)
                .filter_map(|n| pair(board.cells_with(digit) & topology.cells(group(family, n))))
                .collect();
            for j in 1..two.len() {
                for i in 0..j {
                    for (near_a, far_a) in [two[i], (two[i].1, two[i].0)] {
                        for (near_b, far_b) in [two[j], (two[j].1, two[j].0)] {
                            let across = families.iter().any(|&f| {
                                f != family
                                    && shares(topology, f, [near_a, near_b])
                                    && !shares(topology, f, [far_a, far_b])
                            });
                            if !across {
                                continue;
                            }
                            let nodes = [far_a, near_a, near_b, far_b];
                            send(board, &links, Technique::Skyscraper, digit, nodes, sink)?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Sends every 2-String Kite through the board's topology.
pub(crate) fn two_string_kite(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let topology = board.topology();
    let links = TopologyLinks::new(topology);
    let region = |cell: Cell| (0..9).find(|&n| topology.cells(group(REGIONS, n)).contains(cell));
    let line_pair = |digit: Digit, line: usize| {
        pair(board.cells_with(digit) & topology.cells(GroupId::group(line)))
            .filter(|&(a, b)| region(a) != region(b))
    };
    for digit in Digit::ALL {
        for r in 0..9 {
            let Some((r1, r2)) = line_pair(digit, r) else {
                continue;
            };
            for c in 9..18 {
                let Some((c1, c2)) = line_pair(digit, c) else {
                    continue;
                };
                for (row_in, row_end) in [(r1, r2), (r2, r1)] {
                    for (col_in, col_end) in [(c1, c2), (c2, c1)] {
                        if row_in == col_in
                            || region(row_in) != region(col_in)
                            || row_end == col_end
                        {
                            continue;
                        }
                        let nodes = [row_end, row_in, col_in, col_end];
                        send(board, &links, Technique::TwoStringKite, digit, nodes, sink)?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Whether one group of `family` holds both `cells`.
fn shares(topology: &Topology, family: Family, [a, b]: [Cell; 2]) -> bool {
    (0..9).any(|n| {
        let cells = topology.cells(group(family, n));
        cells.contains(a) && cells.contains(b)
    })
}

/// Sends the turbot `far_a = near_a - near_b = far_b` on `digit` (near ends peers) if
/// it removes the digit from a cell that sees both far ends.
fn send(
    board: &Board,
    links: &impl Links,
    technique: Technique,
    digit: Digit,
    [far_a, near_a, near_b, far_b]: [Cell; 4],
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let cells: CellSet = [far_a, near_a, near_b, far_b].into_iter().collect();
    let victims = links.peers(far_a) & links.peers(far_b) & (board.cells_with(digit) - cells);
    if victims.is_empty() {
        return ControlFlow::Continue(());
    }
    let nodes = [far_a, near_a, near_b, far_b].map(CellSet::single);
    let mut step = Step::new(technique, x_chain(digit, &nodes));
    for cell in victims {
        step.push_elimination(cell, digit);
    }
    sink(step)
}
