//! `Board`: the state of the fast search, one bitboard per band and digit.
//!
//! ```text
//!  band 0 = rows 1-3, band 1 = rows 4-6, band 2 = rows 7-9
//!
//!  bit of a cell inside its band (27 bits of a u32, row-major):
//!
//!            box 0      box 1      box 2
//!  row 0   0  1  2 |  3  4  5 |  6  7  8
//!  row 1   9 10 11 | 12 13 14 | 15 16 17
//!  row 2  18 19 20 | 21 22 23 | 24 25 26
//!
//!  cands[band][digit] = the cells of `band` where `digit` may still go
//! ```
//!
//! A row is 9 adjacent bits, so row operations are shifts and masks; a column is one
//! bit in each of the band's three rows (`x * REPLICATE` for a 9-bit column pattern);
//! a box is three 3-bit groups. A solved cell keeps exactly one candidate: its digit.
//!
//! The layout is the one of JCZSolve (zhouyundong_2012, champagne and JasonLion on
//! the Enjoy Sudoku Players Forum), by way of the `sudoku` crate's port: store the
//! bands by digit and run a whole-band update per digit. The tables and the stack
//! pass here are our own.

use super::tables::{BAND, KEEP_AFTER_PLACING, LOW9, OTHER_BANDS, REPLICATE, SHRINK};
use crate::grid::{Cell, Digit, Grid};

/// Every entry of [`Board::cands`] as a bit `9*band + digit`.
pub(super) const ALL_ENTRIES: u32 = (1 << 27) - 1;

/// The six chutes, bands then stacks, as bits.
pub(super) const ALL_CHUTES: u8 = 0x3F;

/// The search state. `Copy`, 384 bytes: a guess copies it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Board {
    /// `cands[band][digit]`: where the digit (0-based) may still go in the band.
    pub(super) cands: [[u32; 9]; 3],
    /// The value of `cands` when the band update last ran on it: an entry equal to
    /// its `cands` has nothing new to propagate.
    pub(super) seen: [[u32; 9]; 3],
    /// Cells not yet solved, per band.
    pub(super) unsolved: [u32; 3],
    /// Entries (bit `9*band + digit`) updated since the stack pass last refreshed
    /// `triads` and `stacks` from them.
    pub(super) updated: u32,
    /// `band_triads` of each entry, as of the last refresh: the input of the triad
    /// rule and of the branch choice.
    pub(super) triads: [[u16; 9]; 3],
    /// Per digit, the columns where it may go in each band as of the last refresh,
    /// laid out stack by stack (see [`stack_triads`]): the input of the stack pass.
    pub(super) stacks: [u32; 9],
    /// Chutes (bits 0..3 the bands, 3..6 the stacks) whose triad patterns changed
    /// since the triad rule last looked at them.
    pub(super) chutes: u8,
    /// `configs[chute][digit]`: the digit's configurations left in the chute (bit p
    /// for permutation p), as of the triad rule's last look at the chute: what the
    /// branch choice reads.
    pub(super) configs: [[u8; 9]; 6],
    /// The number of configurations of each chute over its nine digits.
    pub(super) totals: [u8; 6],
}

impl Board {
    /// The board of `grid`'s givens, or `None` if two givens clash.
    pub(crate) fn from_grid(grid: &Grid) -> Option<Board> {
        // givens[band][digit]: where the digit is given. Every given then clears its
        // row, box and column peers for its digit, and all givens clear the other
        // digits from their cells at once.
        let mut givens = [[0u32; 9]; 3];
        for (band, values) in grid.values().chunks_exact(27).enumerate() {
            for (pos, &v) in values.iter().enumerate() {
                // Branch-free: where the givens fall is unpredictable, and an empty
                // cell (v = 0) sets no bit, in whichever digit it lands.
                givens[band % 3][usize::from(v.wrapping_sub(1)) % 9] |= u32::from(v != 0) << pos;
            }
        }
        let filled = givens.map(|g| g.iter().fold(0, |a, &b| a | b));
        let mut cands = [[BAND; 9]; 3];
        for band in 0..3 {
            for digit in 0..9 {
                let g = givens[band][digit];
                if g == 0 {
                    continue;
                }
                // Row and box peers, given by given; column peers in the other bands,
                // all the digit's givens of this band at once.
                let mut keep = BAND;
                let mut rest = g;
                while rest != 0 {
                    keep &= KEEP_AFTER_PLACING[rest.trailing_zeros() as usize % 27];
                    rest &= rest - 1;
                }
                cands[band][digit] &= keep;
                let column = !(columns(g) * REPLICATE);
                cands[(band + 1) % 3][digit] &= column;
                cands[(band + 2) % 3][digit] &= column;
            }
        }
        for band in 0..3 {
            for digit in 0..9 {
                let g = givens[band][digit];
                // A given cleared by another given of its digit is a clash.
                if cands[band][digit] & g != g {
                    return None;
                }
                cands[band][digit] = (cands[band][digit] & !filled[band]) | g;
            }
        }
        Some(Board {
            cands,
            // Never equal to a 27-bit entry: every entry gets its first update, even
            // one the givens have emptied (a contradiction that update reports).
            seen: [[u32::MAX; 9]; 3],
            unsolved: [BAND & !filled[0], BAND & !filled[1], BAND & !filled[2]],
            updated: ALL_ENTRIES,
            triads: [[0; 9]; 3],
            stacks: [0; 9],
            chutes: ALL_CHUTES,
            configs: [[0; 9]; 6],
            totals: [0; 6],
        })
    }

    /// Places `digit` in the cell `bit` of `band` during the search: the cell loses
    /// its other candidates and the digit leaves the cell's row and box peers. The
    /// column peers in the other bands follow at the next band update, through
    /// [`OTHER_BANDS`], since the cell's box then has the digit in one column only.
    #[inline(always)]
    pub(super) fn place(&mut self, band: usize, bit: u32, digit: usize) {
        let pos = bit.trailing_zeros() as usize % 27;
        let own = self.cands[band][digit];
        for d in 0..9 {
            self.cands[band][d] &= !bit;
        }
        self.cands[band][digit] = (own | bit) & KEEP_AFTER_PLACING[pos];
        self.unsolved[band] &= !bit;
    }

    /// Takes `digit` out of `cell`'s candidates before the first propagation (which
    /// sees every entry as updated, so nothing else needs marking). On a given of that
    /// digit it leaves the cell without candidates: a contradiction.
    pub(crate) fn exclude(&mut self, cell: Cell, digit: Digit) {
        let band = cell.index() / 27;
        let bit = 1u32 << (cell.index() % 27);
        self.cands[band][digit.index()] &= !bit;
    }

    /// Removes `digit` from the cell `bit` of `band`.
    #[cfg(test)]
    pub(super) fn remove(&mut self, band: usize, bit: u32, digit: usize) {
        self.cands[band][digit] &= !bit;
    }

    /// Refreshes the `triads` and `stacks` caches of the entries updated since the
    /// last refresh, and marks the chutes whose patterns changed; returns the digits
    /// concerned. Only valid at a band-update fixpoint, where every entry is
    /// permutable in its band.
    #[inline(always)]
    pub(super) fn refresh(&mut self) -> u16 {
        let mut updated = self.updated;
        self.updated = 0;
        // Entry bits fold into digit bits the way cells fold into columns.
        let digits = columns(updated) as u16;
        while updated != 0 {
            let i = updated.trailing_zeros() as usize;
            updated &= updated - 1;
            let (band, digit) = (i / 9 % 3, i % 9);
            let new = band_triads(self.cands[band][digit]) as u16;
            self.chutes |= u8::from(new != self.triads[band][digit]) << band;
            self.triads[band][digit] = new;
        }
        let mut d = digits;
        let mut moved = 0;
        while d != 0 {
            let digit = d.trailing_zeros() as usize % 9;
            d &= d - 1;
            let new = spread(columns(self.cands[0][digit]))
                | spread(columns(self.cands[1][digit])) << 3
                | spread(columns(self.cands[2][digit])) << 6;
            moved |= new ^ self.stacks[digit];
            self.stacks[digit] = new;
        }
        for stack in 0..3 {
            self.chutes |= u8::from(stack_triads(moved, stack) != 0) << (3 + stack);
        }
        digits
    }

    /// Whether every cell is solved.
    #[inline(always)]
    pub(super) fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// The digits (bit = 0-based digit) still possible in the cell `bit` of `band`.
    #[inline(always)]
    pub(super) fn digits_at(&self, band: usize, bit: u32) -> u16 {
        let mut digits = 0u16;
        for d in 0..9 {
            digits |= u16::from(self.cands[band][d] & bit != 0) << d;
        }
        digits
    }

    /// The grid of a solved board: each cell's one remaining candidate.
    pub(crate) fn solution(&self) -> Grid {
        let mut values = [0u8; 81];
        for band in 0..3 {
            for d in 0..9 {
                let mut m = self.cands[band][d];
                while m != 0 {
                    values[band * 27 + m.trailing_zeros() as usize] = d as u8 + 1;
                    m &= m - 1;
                }
            }
        }
        Grid::from_values(values).unwrap_or(Grid::EMPTY)
    }

    /// Whether the board is a consistent solved grid: every cell solved with one
    /// candidate, every house holding every digit. For debug assertions.
    pub(super) fn is_valid_solution(&self) -> bool {
        let per_band = |b: usize| self.cands[b].iter().map(|m| m.count_ones()).sum::<u32>();
        self.is_solved() && (0..3).all(|b| per_band(b) == 27) && self.solution().is_solved()
    }
}

/// The columns of a band (9 bits) where `m` has a cell.
#[inline(always)]
pub(super) fn columns(m: u32) -> u32 {
    (m | m >> 9 | m >> 18) & LOW9
}

/// The triad pattern of a digit's cells `m` in a band: bit `3*r + k` when row r of
/// the band has a cell in box k.
#[inline(always)]
pub(super) fn band_triads(m: u32) -> u32 {
    u32::from(SHRINK[(m & LOW9) as usize])
        | u32::from(SHRINK[(m >> 9 & LOW9) as usize]) << 3
        | u32::from(SHRINK[(m >> 18 & LOW9) as usize]) << 6
}

/// The triad pattern of a digit in stack `s`, from its stack-major column layout:
///
/// ```text
///  Board::stacks[digit], 27 bits: stack s at bits 9*s..9*s + 9, and in it
///  bit 3*b + j when band b has a cell of the digit in column 3*s + j
///
///            stack 0     stack 1     stack 2
///  band 0    0  1  2  |  9 10 11  | 18 19 20
///  band 1    3  4  5  | 12 13 14  | 21 22 23
///  band 2    6  7  8  | 15 16 17  | 24 25 26
/// ```
#[inline(always)]
pub(super) fn stack_triads(stacks: u32, s: usize) -> u32 {
    stacks >> (9 * s) & LOW9
}

/// A band's 9-bit column pattern in the stack-major layout of band 0 (shift it left
/// by `3*b` for band b).
#[inline(always)]
pub(super) fn spread(columns: u32) -> u32 {
    (columns & 7) | (columns & 0o70) << 6 | (columns & 0o700) << 12
}

/// Band b's 9-bit column pattern out of a stack-major pattern: the inverse of
/// [`spread`].
#[inline(always)]
pub(super) fn gather(stacks: u32, b: usize) -> u32 {
    let x = stacks >> (3 * b);
    (x & 7) | (x >> 6 & 0o70) | (x >> 12 & 0o700)
}

/// The cells of the other bands that stay possible given a band's column pattern.
#[inline(always)]
pub(super) fn other_bands(columns: u32) -> u32 {
    OTHER_BANDS[(columns & LOW9) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn givens_that_clash_are_refused() {
        let mut g = Grid::EMPTY;
        g.set(crate::Cell::at(2, 0).unwrap(), crate::Digit::new(4));
        assert!(Board::from_grid(&g).is_some());
        g.set(crate::Cell::at(2, 6).unwrap(), crate::Digit::new(4));
        assert!(Board::from_grid(&g).is_none());
        let mut g = Grid::EMPTY;
        g.set(crate::Cell::at(0, 0).unwrap(), crate::Digit::new(4));
        g.set(crate::Cell::at(8, 0).unwrap(), crate::Digit::new(4));
        assert!(Board::from_grid(&g).is_none());
        let mut g = Grid::EMPTY;
        g.set(crate::Cell::at(3, 3).unwrap(), crate::Digit::new(9));
        g.set(crate::Cell::at(5, 5).unwrap(), crate::Digit::new(9));
        assert!(Board::from_grid(&g).is_none());
    }

    #[test]
    fn a_digit_with_no_place_in_a_band_is_a_contradiction() {
        use crate::solve::contract::{Counters, Switches};
        // Digit 1 is given in six columns below band 0, and the other three columns of
        // band 0 are full: no cell of rows 1-3 can take a 1.
        let g: Grid = concat!(
            "..2..3..4..5..6..7..8..9..2",
            "1...........1...........1..",
            ".1...........1...........1."
        )
        .parse()
        .unwrap();
        let mut b = Board::from_grid(&g).unwrap();
        assert!(
            b.propagate::<Switches<false, false, false, false>>(&mut Counters::default())
                .is_err()
        );
    }

    #[test]
    fn spread_and_gather_are_inverse() {
        for cols in [0, 1, 0b101_010_011, LOW9] {
            for b in 0..3 {
                assert_eq!(gather(spread(cols) << (3 * b), b), cols);
                assert_eq!(gather(spread(cols) << (3 * b), (b + 1) % 3), 0);
            }
        }
        // Band 1 column 4 (stack 1, j = 1) is bit 9 + 3 + 1.
        assert_eq!(spread(1 << 4) << 3, 1 << 13);
    }

    #[test]
    fn board_is_as_small_as_its_docs_say() {
        // A guess copies it: keep the number in the docs true.
        assert_eq!(std::mem::size_of::<Board>(), 384);
    }

    #[test]
    fn solved_grid_round_trips() {
        let s: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .unwrap();
        let b = Board::from_grid(&s).unwrap();
        assert!(b.is_solved());
        assert!(b.is_valid_solution());
        assert_eq!(b.solution(), s);
    }
}
