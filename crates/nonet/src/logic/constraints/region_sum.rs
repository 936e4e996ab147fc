//! Region-sum lines: each piece of the line inside one region (a box, or a jigsaw
//! region) has the same sum.
//!
//! Pattern: the pieces of the line, each of distinct digits (its cells share a
//! region). The sums each piece can make from its candidates are found exactly, as
//! sets of digits built cell by cell (at most 512 per cell); only the sums every piece
//! can make are left.
//!
//! Eliminations: every candidate of a piece that no filling of it with a sum left uses,
//! and each digit a piece must hold (whatever sum it takes) from the cells outside the
//! line that see all the line's places for it ([`Support`]).
//!
//! Example: a line whose piece in box 1 is r3c3 alone and whose piece in box 5 is r4c4,
//! r4c5: r3c3 is at least 1+2 = 3 and the pair at most 9 together.

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::step::Step;
use super::super::technique::Technique;
use super::fill::Forward;
use super::support::{Support, options};
use super::{Reasoned, indexed};
use crate::digit_sets::digit_sum;
use crate::grid::{Candidates, Cell, GroupId};
use crate::rules::kinds::{RegionSumLine, pieces_of};
use crate::rules::{Constraint, Topology};

impl Reasoned for RegionSumLine {
    const TECHNIQUES: &'static [Technique] = &[Technique::RegionSumLine];
}

/// Sends each line's whole step, in the rules' order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::RegionSum(line) = constraint else {
            continue;
        };
        if line.cells.iter().all(|&c| board.value(c).is_some()) {
            continue;
        }
        let pieces = pieces(board.topology(), &line.cells);
        if pieces.len() < 2 {
            continue;
        }
        if let Some(step) = line_step(board, index, &pieces) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// The pieces of a line inside one region of the layout each (the topology's groups
/// 18..27), in order; a line that leaves a region and comes back starts a new piece,
/// and a cell passed twice within a piece counts once (as `RegionSumLine::pieces`).
fn pieces(topology: &Topology, cells: &[Cell]) -> Vec<Vec<Cell>> {
    pieces_of(cells, |c| {
        (18..27).find(|&g| topology.cells(GroupId::group(g)).contains(c))
    })
}

/// The step of a line cut into `pieces`, if it concludes anything.
fn line_step(board: &Board, index: usize, pieces: &[Vec<Cell>]) -> Option<Step> {
    let options: Vec<Vec<Candidates>> = pieces
        .iter()
        .map(|p| p.iter().map(|&c| options(board, c)).collect())
        .collect();
    let fillings: Vec<Forward<'_>> = options
        .iter()
        .map(|o| Forward::new(o, Candidates::ALL.bits()))
        .collect();
    let common = fillings.iter().fold(u64::MAX, |all, f| all & sums(f));
    if common == 0 {
        return None;
    }
    // Distinct cells in line order; a cell on two pieces keeps what both allow.
    let mut cells: Vec<Cell> = Vec::new();
    let mut per_cell: Vec<Candidates> = Vec::new();
    let mut required = Candidates::EMPTY;
    for (piece, filling) in pieces.iter().zip(&fillings) {
        let (kept, must) = supports(filling, common);
        required |= must;
        for (&c, k) in piece.iter().zip(kept) {
            match cells.iter().position(|&o| o == c) {
                Some(i) => per_cell[i] &= k,
                None => {
                    cells.push(c);
                    per_cell.push(k);
                }
            }
        }
    }
    let clue = (common.count_ones() == 1).then(|| common.trailing_zeros() as u16);
    let mut support = Support::new(&cells);
    support.add_all(&per_cell, required);
    support.step(board, Technique::RegionSumLine, index, clue, Vec::new())
}

/// The sentence's part after the line's first cell: the common sum when one is left.
pub(crate) fn found(reasoning: &Reasoning) -> String {
    let mut out = match reasoning.clue {
        Some(sum) => format!("each piece of the line in a region sums to {sum}"),
        None => "the pieces of the line in each region have the same sum".to_string(),
    };
    if !reasoning.required.is_empty() {
        out.push_str(&format!(
            ", so the line holds {}",
            super::digits(reasoning.required)
        ));
    }
    out
}

/// The sums a piece's fillings can make, as bits of a mask (bit s: sum s).
fn sums(fillings: &Forward<'_>) -> u64 {
    fillings
        .ends()
        .members()
        .fold(0, |mask, set| mask | 1 << digit_sum(set))
}

/// The digits some filling of a piece with a sum in `allowed` gives each cell, and the
/// digits every such filling holds.
fn supports(fillings: &Forward<'_>, allowed: u64) -> (Vec<Candidates>, Candidates) {
    let (kept, ends) = fillings.back(|set| allowed >> digit_sum(set) & 1 == 1);
    let required = ends
        .members()
        .fold(Candidates::ALL, |all, set| all & Candidates::from_bits(set));
    (kept, required)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::rules::testing::{cell, cells};
    use crate::rules::{Layout, Rules};

    fn first_step(line: &[&str]) -> Option<Step> {
        let constraints = vec![Constraint::RegionSum(RegionSumLine { cells: cells(line) })];
        let rules = Rules::new(Layout::Boxes, constraints).unwrap();
        let board = Board::for_rules(&Grid::EMPTY, &rules, Grid::EMPTY);
        let mut out = None;
        let _ = find(&board, &mut |s| {
            out = Some(s);
            ControlFlow::Break(())
        });
        out
    }

    fn removed(step: &Step, text: &str) -> Vec<u8> {
        step.eliminations
            .iter()
            .filter(|e| e.cell == cell(text))
            .map(|e| e.digit.get())
            .collect()
    }

    #[test]
    fn a_single_cell_piece_is_at_least_the_smallest_pair() {
        let step = first_step(&["r3c3", "r4c4", "r4c5"]).expect("a step");
        assert!(
            step.explanation().starts_with(
                "Region-Sum Line at r3c3: the pieces of the line in each region have the same sum"
            ),
            "{step}"
        );
        assert_eq!(removed(&step, "r3c3"), vec![1, 2]);
        // The pair makes at most 9: neither cell holds 9.
        assert_eq!(removed(&step, "r4c4"), vec![9]);
    }

    #[test]
    fn pieces_follow_the_regions_as_the_rule_reads_them() {
        let line = RegionSumLine {
            cells: cells(&["r3c3", "r4c4", "r4c5", "r3c6", "r3c5", "r4c5"]),
        };
        let topology = Rules::classic().topology();
        assert_eq!(pieces(&topology, &line.cells), line.pieces(&Layout::Boxes));
    }

    #[test]
    fn a_line_in_one_region_says_nothing() {
        assert_eq!(first_step(&["r1c1", "r1c2", "r2c2"]), None);
    }

    /// Random lines on random boards, kept where the solution gives their pieces one
    /// sum: every step sound.
    #[test]
    fn region_sum_steps_are_sound_on_random_boards() {
        let found = super::super::testing::assert_sound_on_random_boards(
            100,
            9,
            |solution, rng| {
                let mut lines = Vec::new();
                let topology = Rules::classic().topology();
                for _ in 0..400 {
                    if lines.len() == 4 {
                        break;
                    }
                    let mut path = vec![Cell::from_index(rng.index(81))];
                    while path.len() < 2 + rng.index(6) {
                        let from = *path.last().unwrap();
                        let next: Vec<Cell> = Cell::all()
                            .filter(|c| {
                                c.row().abs_diff(from.row()) <= 1
                                    && c.col().abs_diff(from.col()) <= 1
                                    && !path.contains(c)
                            })
                            .collect();
                        if next.is_empty() {
                            break;
                        }
                        path.push(next[rng.index(next.len())]);
                    }
                    let sums: Vec<u32> = pieces(&topology, &path)
                        .iter()
                        .map(|p| {
                            p.iter()
                                .map(|&c| u32::from(solution.get(c).unwrap().get()))
                                .sum()
                        })
                        .collect();
                    if sums.len() >= 2 && sums.iter().all(|&s| s == sums[0]) {
                        lines.push(Constraint::RegionSum(RegionSumLine { cells: path }));
                    }
                }
                lines
            },
            find,
        );
        assert!(found > 60, "{found} steps");
    }
}
