//! Where the search branches: on one digit's configuration in one chute.
//!
//! A *chute* is a band (three rows) or a stack (three columns). Inside a chute a
//! digit's triads form one of six permutation patterns (see `tables.rs`): its
//! *configurations*. Propagation keeps only the configurations still possible. The
//! search takes the chute with the fewest configurations left over all nine digits,
//! and in it the digit with the fewest (two or more), and tries each of them: the
//! choice of tdoku (Tom Dillon), which found it faster than choosing a cell.
//!
//! Measured here when the choice was made, against a guess on the first cell with two
//! candidates (the JCZSolve choice): nodes per puzzle fell from 1,931 to 373 on
//! `hardest_1000.txt` and from 7,506 to 70 on `most_difficult_100.txt` (the triad
//! capacity rule later brought them to 268 and 47). Unlike any fixed cell order, the
//! counts barely move when the puzzles are turned by 180 degrees (353 and 74), which
//! matters because those lists were collected against row-major guessing: the first
//! bivalue cell from the bottom instead of the top needs 451 and 43 nodes on them as
//! given, and 1,241 and 7,305 once they are turned.
//! Tried, and worse: the bivalue cell whose two digits have the most candidates
//! among its peers (347 and 769 nodes, and costly to score), the first bivalue cell of
//! the band with the fewest unsolved cells (1,763 and 1,567), the digit with the
//! fewest configurations over all chutes without first choosing the chute (832 and
//! 199), and that, but a bivalue cell whenever no digit is down to two
//! configurations (820 and 295).
//!
//! Without the triad capacity rule, this choice wandered on sparse grids: the
//! empty grid took over 10,000 nodes to its first two solutions. With it, 38.

use super::board::Board;
#[cfg(test)]
use super::board::columns;
use super::tables::{BAND, PERMUTATION_CELLS, PERMUTATIONS, REPLICATE};
use super::triads::COUNT6;
use crate::rng::Rng;

/// A choice point: what is branched on, and the options (bit set) to try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Branch {
    /// The configurations (bit p = `PERMUTATIONS[p]`) of `digit` in band `band`.
    Band { band: usize, digit: usize },
    /// The configurations of `digit` in stack `stack` (triad pattern: band by column).
    Stack { stack: usize, digit: usize },
    /// The candidates (bit = digit) of the cell `bit` of `band`: a fallback that a
    /// propagated board should never need.
    Cell { band: usize, bit: u32 },
}

impl Board {
    /// The branch with the fewest options, and its options; ties go to the first one
    /// found, or to a random one when `rng` is given.
    pub(super) fn choose_branch(&self, mut rng: Option<&mut Rng>) -> (Branch, u16) {
        // The configurations were counted by the triad rule, the last rule to run
        // before the search branches.
        // The chute with the fewest configurations, among those not yet decided
        // (a decided chute has one configuration per digit: 9).
        let Some(chute) = pick(&self.totals, |t| t > 9, rng.as_deref_mut()) else {
            return self.fewest_candidates_cell(rng);
        };
        let configs = self.configs[chute % 6];
        let counts = configs.map(|c| COUNT6[usize::from(c & 63)]);
        let Some(digit) = pick(&counts, |n| n >= 2, rng) else {
            return self.fewest_candidates_cell(None);
        };
        let options = u16::from(configs[digit]);
        let branch = if chute < 3 {
            Branch::Band { band: chute, digit }
        } else {
            Branch::Stack {
                stack: chute - 3,
                digit,
            }
        };
        (branch, options)
    }

    /// Takes option `o` of `branch`: the digit keeps only the cells of that
    /// configuration, or the cell gets that digit.
    #[inline(always)]
    pub(super) fn apply(&mut self, branch: Branch, o: usize) {
        match branch {
            Branch::Band { band, digit } => self.cands[band][digit] &= PERMUTATION_CELLS[o % 6],
            Branch::Stack { stack, digit } => {
                let pattern = u32::from(PERMUTATIONS[o % 6]);
                let others = BAND & !((7 << (3 * stack)) * REPLICATE);
                for band in 0..3 {
                    let cols = (pattern >> (3 * band) & 7) << (3 * stack);
                    self.cands[band][digit] &= others | (cols * REPLICATE);
                }
            }
            Branch::Cell { band, bit } => self.place(band, bit, o % 9),
        }
    }

    /// The fallback branch: an unsolved cell with the fewest candidates.
    #[cold]
    fn fewest_candidates_cell(&self, mut rng: Option<&mut Rng>) -> (Branch, u16) {
        // Bit-sliced population count of the nine digit boards: four bit planes.
        let mut planes = [[0u32; 4]; 3];
        for (band, p) in planes.iter_mut().enumerate() {
            for d in 0..9 {
                let mut carry = self.cands[band][d];
                for plane in p.iter_mut() {
                    let next = *plane & carry;
                    *plane ^= carry;
                    carry = next;
                }
            }
        }
        for n in 2..=9u32 {
            let cells: [u32; 3] = std::array::from_fn(|band| {
                (0..4).fold(self.unsolved[band], |m, bit| {
                    let plane = planes[band][bit];
                    m & if n >> bit & 1 == 1 { plane } else { !plane }
                })
            });
            let total: u32 = cells.iter().map(|m| m.count_ones()).sum();
            if total == 0 {
                continue;
            }
            // The first such cell, or a random one.
            let mut k = rng.as_deref_mut().map_or(0, |r| r.below(total));
            for (band, &m) in cells.iter().enumerate() {
                let n = m.count_ones();
                if k < n {
                    let mut m = m;
                    for _ in 0..k {
                        m &= m - 1;
                    }
                    let bit = m & m.wrapping_neg();
                    return (Branch::Cell { band, bit }, self.digits_at(band, bit));
                }
                k -= n;
            }
        }
        unreachable!("an unsolved propagated board has a cell with two to nine candidates")
    }
}

/// The index of the smallest value that passes `keep`: the first such, or a random
/// one among the ties when `rng` is given.
fn pick(values: &[u8], keep: impl Fn(u8) -> bool, rng: Option<&mut Rng>) -> Option<usize> {
    // Branch-free minimum over (value, index) keys; a value that fails `keep` gets a
    // key above every other.
    let key = values
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            if keep(v) {
                u16::from(v) << 8 | i as u16
            } else {
                u16::MAX
            }
        })
        .min()?;
    if key == u16::MAX {
        return None;
    }
    let (best, first) = (key >> 8, usize::from(key & 0xFF));
    let Some(rng) = rng else {
        return Some(first);
    };
    let ties = values.iter().filter(|&&v| u16::from(v) == best).count();
    values
        .iter()
        .enumerate()
        .filter(|&(_, &v)| u16::from(v) == best)
        .nth(rng.index(ties))
        .map(|(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::solve::contract::{Counters, Switches};

    #[test]
    fn empty_grid_branches_on_six_configurations() {
        let mut b = Board::from_grid(&Grid::EMPTY).unwrap();
        b.propagate::<Switches<false, false, false, false>>(&mut Counters::default())
            .unwrap();
        let (branch, options) = b.choose_branch(None);
        assert_eq!(branch, Branch::Band { band: 0, digit: 0 });
        assert_eq!(options, 0b111111);
    }

    #[test]
    fn a_stack_configuration_restricts_columns() {
        let mut b = Board::from_grid(&Grid::EMPTY).unwrap();
        // Configuration 0 is the diagonal: band b takes column b of the stack.
        b.apply(Branch::Stack { stack: 1, digit: 4 }, 0);
        for band in 0..3 {
            let cols = columns(b.cands[band][4]);
            assert_eq!(cols, 0b111_000_111 | 1 << (3 + band), "{band}");
        }
    }
}
