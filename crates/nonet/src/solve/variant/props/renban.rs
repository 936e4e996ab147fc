//! A renban line: its digits are a run of consecutive digits. On a line of up to six
//! cells a run is possible when its digits can go to the cells one each, every cell
//! taking one of its candidates (an exact test, by the sets of digits the cells from
//! each position on can take), and each cell keeps the digits it takes in some such
//! assignment of a possible run (on longer lines, see [`EXACT_UP_TO`]); then
//! a digit every possible run needs goes in one of its places on the line: with one
//! place left it goes there, and with more the cells that see them all lose it (as a
//! cage's required digits do; the Interactive Sudoku Solver's required-value
//! exclusions). (The line's cells are peers, so its digits are distinct without this.)

use crate::bits::{indices, ones};
use crate::solve::variant::masks::ALL;
use crate::solve::variant::state::{Cells, Contradiction, Flow};

/// The longest line whose runs are tested exactly: the test's sets of subsets double
/// with each cell. A longer line's run is possible when every cell can take one of its
/// digits and the cells together can take all of them, and each cell keeps its
/// digits of possible runs.
const EXACT_UP_TO: usize = 6;

/// A renban line.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct Renban {
    pub(in crate::solve::variant) cells: Vec<u8>,
    /// For each cell of the line, its peers off the line (bit c = cell c).
    pub(in crate::solve::variant) seen: Vec<u128>,
}

impl Renban {
    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells) -> Flow {
        let n = self.cells.len();
        let mut masks = [0u16; 9];
        for (m, &c) in masks.iter_mut().zip(&self.cells) {
            *m = cells.get(c);
        }
        let union = masks.iter().fold(0u16, |u, m| u | m);
        let (mut support, mut required, mut possible) = ([0u16; 9], ALL, false);
        for start in 0..=(9 - n) {
            let run = ((1u16 << n) - 1) << start;
            if union & run != run || masks[..n].iter().any(|m| m & run == 0) {
                continue;
            }
            let local = masks.map(|m| (m & run) >> start);
            let takes = if n <= EXACT_UP_TO {
                match assignments(&local[..n]) {
                    Some(takes) => takes,
                    None => continue,
                }
            } else {
                local
            };
            for (s, t) in support.iter_mut().zip(takes) {
                *s |= t << start;
            }
            required &= run;
            possible = true;
        }
        if !possible {
            return Err(Contradiction);
        }
        for (&c, &s) in self.cells.iter().zip(&support) {
            cells.restrict(c, s)?;
        }
        while required != 0 {
            let d = required & required.wrapping_neg();
            required &= required - 1;
            let (mut count, mut place, mut common) = (0, 0, u128::MAX);
            for (&c, &seen) in self.cells.iter().zip(&self.seen) {
                if cells.get(c) & d != 0 {
                    (count, place) = (count + 1, c);
                    common &= seen;
                }
            }
            match count {
                0 => return Err(Contradiction),
                1 => cells.restrict(place, d)?,
                _ => {
                    while common != 0 {
                        let c = common.trailing_zeros() as u8;
                        common &= common - 1;
                        cells.restrict(c, !d)?;
                    }
                }
            }
        }
        Ok(())
    }
}

/// The digits each cell takes in some assignment of the positions `0..n` to the `n`
/// cells (`n` at most [`EXACT_UP_TO`]), one each, every cell taking a position of its
/// mask (`masks[i]`, bit `k` for position `k`); `None` when there is no such
/// assignment.
///
/// `back[i]` holds, as a set of subsets (bit `s` for the subset `s`, 64 subsets of six
/// positions in one word), the sets of positions the cells from `i` on can take
/// together; a forward pass then keeps, for each cell, the positions that leave the
/// later cells a set they can take.
fn assignments(masks: &[u16]) -> Option<[u16; 9]> {
    let n = masks.len();
    let full = (1u16 << n) - 1;
    let mut back = [0u64; EXACT_UP_TO + 1];
    back[n] = 1;
    for i in (0..n).rev() {
        back[i] = subsets(back[i + 1]).fold(0, |sets, set| {
            ones(masks[i] & !set & full).fold(sets, |sets, p| sets | 1 << (set | p))
        });
    }
    if back[0] >> full & 1 == 0 {
        return None;
    }
    let mut takes = [0u16; 9];
    let mut front = 1u64;
    for (i, &mask) in masks.iter().enumerate() {
        let mut next = 0;
        for set in subsets(front) {
            for p in ones(mask & !set & full) {
                if back[i + 1] >> (full ^ set ^ p) & 1 == 1 {
                    takes[i] |= p;
                    next |= 1 << (set | p);
                }
            }
        }
        front = next;
    }
    Some(takes)
}

/// The subsets in a set of subsets (at most 64, so each fits a `u16`).
fn subsets(sets: u64) -> impl Iterator<Item = u16> {
    indices(sets).map(|s| s as u16)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// The positions each cell takes in some assignment, by trying every assignment.
    fn by_brute_force(masks: &[u16]) -> Option<[u16; 9]> {
        fn go(masks: &[u16], i: usize, used: u16, path: &mut [u16; 9], takes: &mut [u16; 9]) {
            if i == masks.len() {
                for (t, p) in takes.iter_mut().zip(path.iter()) {
                    *t |= p;
                }
                return;
            }
            for p in ones(masks[i] & !used) {
                path[i] = p;
                go(masks, i + 1, used | p, path, takes);
            }
        }
        let mut takes = [0u16; 9];
        go(masks, 0, 0, &mut [0; 9], &mut takes);
        (takes[0] != 0).then_some(takes)
    }

    /// On random masks of one to six cells, each cell takes the positions it takes in
    /// some assignment found by trying them all, and there is none exactly when no
    /// assignment exists.
    #[test]
    fn assignments_are_those_found_by_trying_every_one() {
        let mut rng = Rng::new(3);
        let mut none = 0;
        for _ in 0..5000 {
            let n = 1 + rng.index(EXACT_UP_TO);
            let full = (1u16 << n) - 1;
            let masks: Vec<u16> = (0..n).map(|_| rng.next_u64() as u16 & full).collect();
            let expected = by_brute_force(&masks);
            assert_eq!(assignments(&masks), expected, "{masks:?}");
            none += usize::from(expected.is_none());
        }
        assert!((500..4500).contains(&none), "{none} without an assignment");
    }

    /// r1c1 holds 4 or 5 and r1c2 4, 5 or 6: the run is 4-5 or 5-6, so the 5 is on the
    /// line in one of the two, and the cells that see both (the rest of row 1 and of box
    /// 1) lose it; a cell that sees one of them only keeps it.
    #[test]
    fn a_required_digit_leaves_the_cells_that_see_all_its_places() {
        let mut cands = [ALL; 81];
        cands[0] = 0b1_1000; // 4 or 5
        cands[1] = 0b11_1000; // 4, 5 or 6
        let mut cells = Cells::new(&mut cands);
        let row_and_box = |c: u128| c | 0b111 << 9 | 0b111 << 18;
        let line = Renban {
            cells: vec![0, 1],
            seen: vec![
                row_and_box(0b1_1111_1110) & !0b11,
                row_and_box(0b1_1111_1101) & !0b11,
            ],
        };
        line.run(&mut cells).unwrap();
        for c in [2, 5, 8, 9, 10, 20] {
            assert_eq!(cells.get(c), ALL & !0b1_0000, "cell {c}");
        }
        assert_eq!(cells.get(13), ALL, "r2c5 sees neither");
        assert_eq!((cells.get(0), cells.get(1)), (0b1_1000, 0b11_1000));
    }
}
