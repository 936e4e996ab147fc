//! What the line kinds share: narrowing the candidates of a line's places (its cells in
//! line order, a cell that the line passes twice being two places) by the kind's own
//! rule, to a fixpoint with what the places' cells owe each other.
//!
//! A kind's rule is a pass over the places' options that keeps, at each place, the
//! digits some way of satisfying the rule on the current options gives it (a whisper's
//! forward and backward sweep, a zipper's possible sums). [`settle`] repeats it with two
//! facts every line shares, until nothing changes:
//!
//! - the places of one cell hold one digit: their options are intersected;
//! - a place left with one digit holds it, so the other places on the line whose cells
//!   see that cell lose it.
//!
//! Each pass only removes digits no solution gives a place, so the fixpoint is sound;
//! the kind's step then removes, from each cell, the candidates its places lost.

use super::super::board::Board;
use crate::grid::{Candidates, Cell};

/// The options of the places of `cells` (a cell's candidates, or its digit when it is
/// filled) narrowed by `rule` and by the facts above to a fixpoint; `None` when some
/// place has no option left (the candidates already contradict the rules: a wrong
/// elimination upstream, or a puzzle without solution), for the kind to send nothing.
///
/// `rule` narrows the options in place and says whether it removed anything.
pub(crate) fn settle(
    board: &Board,
    cells: &[Cell],
    mut rule: impl FnMut(&mut [Candidates]) -> bool,
) -> Option<Vec<Candidates>> {
    let mut options: Vec<Candidates> = cells
        .iter()
        .map(|&c| super::support::options(board, c))
        .collect();
    // Bounded: each round that changes something removes a candidate.
    loop {
        let narrowed = rule(&mut options);
        if options.iter().any(|o| o.is_empty()) {
            return None;
        }
        let shared = share(board, cells, &mut options);
        if options.iter().any(|o| o.is_empty()) {
            return None;
        }
        if !narrowed && !shared {
            return Some(options);
        }
    }
}

/// The places of one cell keep the digits all of them allow; a place with one digit
/// left takes it from the other places whose cells see its cell. Whether anything
/// changed.
fn share(board: &Board, cells: &[Cell], options: &mut [Candidates]) -> bool {
    let topology = board.topology();
    let mut changed = false;
    for i in 0..cells.len() {
        for j in i + 1..cells.len() {
            let (a, b) = (options[i], options[j]);
            let (na, nb) = if cells[i] == cells[j] {
                (a & b, a & b)
            } else if topology.peers(cells[i]).contains(cells[j]) {
                let fixed = |o: Candidates| if o.len() == 1 { o } else { Candidates::EMPTY };
                (a - fixed(b), b - fixed(a))
            } else {
                continue;
            };
            changed |= na != a || nb != b;
            options[i] = na;
            options[j] = nb;
        }
    }
    changed
}

/// The digits at least `difference` away from each digit: `far[d - 1]`, as bits.
pub(crate) fn far(difference: u8) -> [u16; 9] {
    std::array::from_fn(|i| {
        (0u8..9)
            .filter(|&j| (i as u8).abs_diff(j) >= difference)
            .fold(0u16, |m, j| m | 1 << j)
    })
}

/// The neighbours along a line allow each other by `allowed` (`allowed[d - 1]`: the
/// digits a neighbour of `d` may hold; symmetric): a forward and a backward sweep keep,
/// at each place, exactly the digits some assignment of the whole line allows (a chain
/// has no cycle, so the sweeps are exact for the neighbour rule). Whether anything
/// changed.
pub(crate) fn sweep(options: &mut [Candidates], allowed: &[u16; 9]) -> bool {
    let before: Vec<Candidates> = options.to_vec();
    let reach = |from: Candidates| {
        Candidates::from_bits(from.iter().fold(0, |m, d| m | allowed[d.index()]))
    };
    for i in 1..options.len() {
        options[i] &= reach(options[i - 1]);
    }
    for i in (0..options.len().saturating_sub(1)).rev() {
        options[i] &= reach(options[i + 1]);
    }
    before.as_slice() != &*options
}

/// A random line of `len` cells for the soundness tests: a walk from a random cell
/// through neighbours (orthogonal or diagonal), each new cell once and accepted by
/// `ok(path so far, next)`; `None` when the walk gets stuck first.
#[cfg(test)]
pub(crate) fn random_path(
    rng: &mut crate::rng::Rng,
    len: usize,
    ok: impl Fn(&[Cell], Cell) -> bool,
) -> Option<Vec<Cell>> {
    let start = Cell::from_index(rng.index(81));
    if !ok(&[], start) {
        return None;
    }
    let mut path = vec![start];
    while path.len() < len {
        let last = path[path.len() - 1];
        let next: Vec<Cell> = Cell::all()
            .filter(|&c| {
                c != last
                    && c.row().abs_diff(last.row()) <= 1
                    && c.col().abs_diff(last.col()) <= 1
                    && !path.contains(&c)
                    && ok(&path, c)
            })
            .collect();
        if next.is_empty() {
            return None;
        }
        path.push(next[rng.index(next.len())]);
    }
    Some(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(digits: &[u8]) -> Candidates {
        Candidates::from_bits(digits.iter().fold(0, |m, d| m | 1 << (d - 1)))
    }

    #[test]
    fn far_digits() {
        let five = far(5);
        assert_eq!(Candidates::from_bits(five[0]), set(&[6, 7, 8, 9]));
        assert_eq!(five[4], 0);
        assert_eq!(
            Candidates::from_bits(far(1)[2]),
            set(&[1, 2, 4, 5, 6, 7, 8, 9])
        );
    }

    #[test]
    fn a_sweep_keeps_what_the_whole_chain_allows() {
        // 1-9 | 1-9 | 4: the middle must be 9 (at least 5 from 4), so the first is
        // 1 to 4.
        let mut options = vec![Candidates::ALL, Candidates::ALL, set(&[4])];
        assert!(sweep(&mut options, &far(5)));
        assert_eq!(options, vec![set(&[1, 2, 3, 4]), set(&[9]), set(&[4])]);
        assert!(!sweep(&mut options, &far(5)));
    }
}
