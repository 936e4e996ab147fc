//! Relations between two orthogonal neighbours (a white or black kropki dot, an X or a
//! V, and their negations), as bit masks of partner digits, and the whole step of one
//! related pair.
//!
//! Masks use the candidates' layout: bit k is digit k + 1. The two cells of a pair
//! always share a row or a column, so a partner is never the digit itself.

use super::super::board::Board;
use super::super::step::Step;
use super::super::technique::Technique;
use super::Pair;
use super::support::{Support, options};
use crate::grid::{Candidates, Cell, Digit};

/// What two neighbours' digits must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Relation {
    /// They differ by 1 (a white dot).
    Consecutive,
    /// One is twice the other (a black dot).
    Double,
    /// They sum to the total (an X: 10, a V: 5).
    Sum(u8),
}

impl Relation {
    /// The digits that stand in this relation to `d`, as a mask (never `d` itself).
    pub(super) fn partners(self, d: Digit) -> u16 {
        let d = d.get();
        let mut mask = 0u16;
        let mut add = |v: u8| {
            if (1..=9).contains(&v) && v != d {
                mask |= 1 << (v - 1);
            }
        };
        match self {
            Relation::Consecutive => {
                add(d - 1);
                add(d + 1);
            }
            Relation::Double => {
                add(2 * d);
                if d % 2 == 0 {
                    add(d / 2);
                }
            }
            Relation::Sum(total) => add(total.wrapping_sub(d)),
        }
        mask
    }
}

/// The pair relation (for the forcing chains' links) of two neighbours standing in
/// `relation`.
pub(super) fn related(cells: [Cell; 2], relation: Relation) -> Pair {
    Pair::new(cells[0], cells[1], |a, b| {
        relation.partners(a) & b.bit() != 0
    })
}

/// The partners of `d` under every relation of `relations`, and `d` itself: what a
/// neighbour that must stand in none of them cannot hold beside `d`.
pub(super) fn forbidden(relations: &[Relation], d: Digit) -> u16 {
    relations
        .iter()
        .fold(d.bit(), |mask, r| mask | r.partners(d))
}

/// The whole step of the pair `cells` that must stand in `relation`, the constraint
/// at `index`: each candidate without a partner in the other cell goes, and a digit
/// every remaining pair of digits uses leaves the cells that see both its places.
/// `clue` and `combinations` (the digit pairs left, when `with_pairs`) are for the
/// sentence.
pub(super) fn pair_step(
    board: &Board,
    technique: Technique,
    index: usize,
    cells: &[Cell; 2],
    relation: Relation,
    clue: Option<u16>,
    with_pairs: bool,
) -> Option<Step> {
    if board.value(cells[0]).is_some() && board.value(cells[1]).is_some() {
        return None;
    }
    let (a, b) = (options(board, cells[0]), options(board, cells[1]));
    let mut support = Support::new(cells);
    let mut pairs: Vec<Candidates> = Vec::new();
    for x in a {
        for y in b & Candidates::from_bits(relation.partners(x)) {
            support.add(&[x, y]);
            let pair = Candidates::single(x).with(y);
            if !pairs.contains(&pair) {
                pairs.push(pair);
            }
        }
    }
    // Lowest digit first: 1+4 before 2+3, as one reads them.
    pairs.sort_unstable_by_key(|p| std::cmp::Reverse(p.bits().reverse_bits()));
    let combinations = if with_pairs { pairs } else { Vec::new() };
    support.step(board, technique, index, clue, combinations)
}

/// `r1c1 and r1c2`: the two cells of a pair step, from its evidence.
pub(super) fn pair_name(cells: crate::grid::CellSet) -> String {
    let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
    names.join(" and ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digits(mask: u16) -> Vec<u8> {
        Candidates::from_bits(mask)
            .iter()
            .map(|d| d.get())
            .collect()
    }

    fn d(v: u8) -> Digit {
        Digit::new(v).unwrap()
    }

    #[test]
    fn partners_of_each_relation() {
        assert_eq!(digits(Relation::Consecutive.partners(d(1))), [2]);
        assert_eq!(digits(Relation::Consecutive.partners(d(5))), [4, 6]);
        assert_eq!(digits(Relation::Double.partners(d(4))), [2, 8]);
        assert_eq!(digits(Relation::Double.partners(d(5))), Vec::<u8>::new());
        assert_eq!(digits(Relation::Double.partners(d(3))), [6]);
        assert_eq!(digits(Relation::Sum(10).partners(d(5))), Vec::<u8>::new());
        assert_eq!(digits(Relation::Sum(10).partners(d(1))), [9]);
        assert_eq!(digits(Relation::Sum(5).partners(d(7))), Vec::<u8>::new());
        assert_eq!(
            digits(forbidden(&[Relation::Consecutive, Relation::Double], d(2))),
            [1, 2, 3, 4]
        );
    }
}
