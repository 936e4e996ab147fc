//! The step of a rule over every pair of orthogonal neighbours: a negative rule
//! ("all dots are given": a pair without a dot is not consecutive), non-consecutive.
//!
//! One step per rule, listing every pair it narrows: a candidate `x` of a cell goes
//! when its neighbour (across a pair the rule covers) has no option that is neither
//! `x` nor in a forbidden relation to `x`. Only a neighbour with few options can do
//! that (at most `x` and its partners: five digits when a rule forbids both dot
//! relations), so the others are skipped before any digit is looked at.

use super::super::board::Board;
use super::super::pattern::{Pattern, Reasoning};
use super::super::step::Step;
use super::super::technique::Technique;
use super::Pair;
use super::relation::{Relation, forbidden};
use super::support::options;
use crate::grid::{Cell, CellSet};
use crate::rules::Constraint;
use crate::rules::kinds::KropkiColor;

/// Pairs a rule leaves alone, by their first cell: bit 0 the pair with the cell to the
/// right, bit 1 the pair with the cell below.
pub(super) struct Exempt([u8; 81]);

const RIGHT: u8 = 1;
const DOWN: u8 = 2;

impl Exempt {
    /// The pairs of the board's constraints that `marks` picks (a kropki dot's, an
    /// X's or a V's cells).
    pub(super) fn from_marks(
        board: &Board,
        marks: impl Fn(&Constraint) -> Option<[Cell; 2]>,
    ) -> Exempt {
        let mut bits = [0u8; 81];
        for [p, q] in board.constraints().iter().filter_map(marks) {
            let (a, b) = (p.min(q), p.max(q));
            if b.index() == a.index() + 1 && a.row() == b.row() {
                bits[a.index()] |= RIGHT;
            } else if b.index() == a.index() + 9 {
                bits[a.index()] |= DOWN;
            }
        }
        Exempt(bits)
    }

    /// The neighbours of `cell` across a pair the rule covers.
    fn covered(&self, cell: Cell) -> impl Iterator<Item = Cell> + '_ {
        let (r, c, i) = (cell.row(), cell.col(), cell.index());
        let right = (c < 8 && self.0[i] & RIGHT == 0).then(|| Cell::from_index(i + 1));
        let down = (r < 8 && self.0[i] & DOWN == 0).then(|| Cell::from_index(i + 9));
        let left = (c > 0 && self.0[i - 1] & RIGHT == 0).then(|| Cell::from_index(i - 1));
        let up = (r > 0 && self.0[i - 9] & DOWN == 0).then(|| Cell::from_index(i - 9));
        [up, left, right, down].into_iter().flatten()
    }
}

/// The step of the rule at `index`, which forbids `relations` on every pair `exempt`
/// does not leave alone, as `technique`: every candidate it removes, with the cells
/// narrowed and the neighbours that narrowed them as the evidence.
pub(super) fn negative_step(
    board: &Board,
    technique: Technique,
    index: usize,
    relations: &[Relation],
    exempt: &Exempt,
) -> Option<Step> {
    let most = if relations.len() > 1 { 5 } else { 3 };
    let mut step = Step::new(
        technique,
        Pattern::Constraint(Reasoning {
            constraints: vec![index],
            ..Reasoning::default()
        }),
    );
    let mut read = CellSet::EMPTY;
    for cell in board.empty_cells() {
        for other in exempt.covered(cell) {
            let theirs = options(board, other);
            if theirs.len() > most {
                continue;
            }
            for x in board.candidates(cell) {
                if theirs.bits() & !forbidden(relations, x) == 0 {
                    step.push_elimination(cell, x);
                    read.insert(cell);
                    read.insert(other);
                }
            }
        }
    }
    if let Pattern::Constraint(reasoning) = &mut step.pattern {
        reasoning.cells = read;
    }
    step.is_productive().then_some(step)
}

/// The pair relations of the board's rules over every pair of neighbours
/// (non-consecutive, and the negative rules of kropki dots and XV signs): each pair
/// a rule covers, once, with what it forbids. The generic chains read them as links.
pub(super) fn rule_pairs(board: &Board, out: &mut Vec<Pair>) {
    for constraint in board.constraints() {
        let (relations, exempt) = match constraint {
            Constraint::NonConsecutive(_) => {
                (vec![Relation::Consecutive], super::kropki::dotted(board))
            }
            Constraint::KropkiNegative(rule) => {
                let colors = [
                    (rule.white, KropkiColor::White),
                    (rule.black, KropkiColor::Black),
                ];
                let relations = colors
                    .into_iter()
                    .filter(|&(on, _)| on)
                    .map(|(_, color)| super::kropki::relation(color))
                    .collect();
                (relations, super::kropki::dotted(board))
            }
            Constraint::XvNegative(_) => (
                vec![Relation::Sum(10), Relation::Sum(5)],
                super::xv::signed(board),
            ),
            _ => continue,
        };
        if relations.is_empty() {
            continue;
        }
        for cell in Cell::all() {
            for other in exempt.covered(cell).filter(|&o| o > cell) {
                out.push(Pair::new(cell, other, |x, y| {
                    forbidden(&relations, x) & y.bit() == 0
                }));
            }
        }
    }
}
