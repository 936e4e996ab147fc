//! What the outside clues of a row or column share (sandwich, X-sum): the ways of
//! filling its nine cells with the nine digits, in viewing order, under a rule read
//! along the way, and the digits each cell takes in some way.
//!
//! Exact, with no budget: after the first k cells, a way is summed up by the set of
//! digits used (whose size is k) and a small state of the rule's own (a running sum, the
//! first digit), so the search is a dynamic programme over at most 512 x 64 states,
//! memoising whether the rest of the line can be completed from each. A plain search
//! over the permutations the candidates allow would visit each way (up to 9! on an
//! empty row) and need a budget; the states merge ways that agree on what is left.

use super::super::board::Board;
use super::super::step::Step;
use super::super::technique::Technique;
use super::support::{Support, options};
use crate::bits::ones;
use crate::grid::{Candidates, Cell};
use crate::rules::Outside;

/// The states a rule may use: `0..STATES`.
pub(crate) const STATES: usize = 64;

/// A rule read along a row or column.
pub(crate) trait RowRule {
    /// The state after the next cell takes `digit` (a single bit; digit d is bit
    /// d - 1), the cells before it having used the digits `used` and left the rule in
    /// `state`; `None` when the rule forbids it. The state at the start is 0; every
    /// state must be below [`STATES`]. A way that reaches the ninth cell is complete:
    /// the rule checks its total on the way.
    fn next(&self, used: u16, state: u8, digit: u16) -> Option<u8>;
}

/// The whole step of the outside clue `clue` (the constraint at `index`, whose total is
/// `total`) under `rule`, as a step of `technique`: each cell of its line keeps the
/// digits some way of filling the line gives it. `None` when the clue names no line,
/// the line is full, no way is left, or the step concludes nothing.
pub(crate) fn clue_step(
    board: &Board,
    technique: Technique,
    index: usize,
    clue: Outside,
    total: u16,
    rule: &impl RowRule,
) -> Option<Step> {
    let cells: [Cell; 9] = clue.cells()?;
    if cells.iter().all(|&c| board.value(c).is_some()) {
        return None;
    }
    let per_cell = supports(&cells.map(|c| options(board, c)), rule)?;
    let mut support = Support::new(&cells);
    support.add_all(&per_cell, Candidates::EMPTY);
    support.step(board, technique, index, Some(total), Vec::new())
}

/// The digits each of the nine cells (`options`, in viewing order) takes in some way
/// of filling the line under `rule`; `None` when there is no way.
pub(crate) fn supports(options: &[Candidates; 9], rule: &impl RowRule) -> Option<[Candidates; 9]> {
    let mut ways = Ways {
        options,
        rule,
        done: vec![0; 512 * STATES],
    };
    if !ways.completes(0, 0) {
        return None;
    }
    let mut per_cell = [Candidates::EMPTY; 9];
    let mut seen = vec![false; 512 * STATES];
    let mut layer: Vec<(u16, u8)> = vec![(0, 0)];
    for (i, cell) in per_cell.iter_mut().enumerate() {
        let mut next = Vec::new();
        for &(used, state) in &layer {
            for b in ones(options[i].bits() & !used) {
                let Some(after) = rule.next(used, state, b) else {
                    continue;
                };
                if ways.completes(used | b, after) {
                    *cell |= Candidates::from_bits(b);
                    let slot = slot(used | b, after);
                    if !std::mem::replace(&mut seen[slot], true) {
                        next.push((used | b, after));
                    }
                }
            }
        }
        layer = next;
    }
    Some(per_cell)
}

/// The memo of the search: `done[slot(used, state)]` is 0 when unknown, 1 when the
/// cells after the first `|used|` can be filled from there, 2 when they cannot.
struct Ways<'a, R> {
    options: &'a [Candidates; 9],
    rule: &'a R,
    done: Vec<u8>,
}

impl<R: RowRule> Ways<'_, R> {
    fn completes(&mut self, used: u16, state: u8) -> bool {
        let i = used.count_ones() as usize;
        if i == 9 {
            return true;
        }
        let at = slot(used, state);
        match self.done[at] {
            1 => return true,
            2 => return false,
            _ => {}
        }
        let open = self.options[i].bits() & !used;
        let found = ones(open).any(|b| {
            self.rule
                .next(used, state, b)
                .is_some_and(|after| self.completes(used | b, after))
        });
        self.done[at] = if found { 1 } else { 2 };
        found
    }
}

fn slot(used: u16, state: u8) -> usize {
    usize::from(used) * STATES + usize::from(state)
}

/// The digit of a single bit.
pub(crate) fn value(bit: u16) -> u8 {
    bit.trailing_zeros() as u8 + 1
}

/// The sum of the digits of a set of bits.
pub(crate) fn sum(set: u16) -> u16 {
    ones(set).map(|b| u16::from(value(b))).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ascending digits: the state is the last digit.
    struct Rising;

    impl RowRule for Rising {
        fn next(&self, _: u16, state: u8, digit: u16) -> Option<u8> {
            (value(digit) > state).then_some(value(digit))
        }
    }

    #[test]
    fn a_rule_read_along_the_line_fixes_its_digits() {
        let per = supports(&[Candidates::ALL; 9], &Rising).unwrap();
        for (i, c) in per.iter().enumerate() {
            assert_eq!(c.bits(), 1 << i);
        }
        let mut options = [Candidates::ALL; 9];
        options[0] = Candidates::from_bits(0b10);
        assert_eq!(supports(&options, &Rising), None);
        assert_eq!((sum(0b1_0000_0001), value(0b100)), (10, 3));
    }
}
