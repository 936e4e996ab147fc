//! Constant lookup tables of the band layout, all computed at compile time.
//!
//! Every table is indexed by a 9-bit pattern (512 entries) or by a cell's position in
//! its band (27 entries), so an index masked with `& 0x1FF` or taken `% 27` never needs
//! a bounds check at run time.
//!
//! Two 9-bit patterns recur:
//!
//! ```text
//!  a row of a band (bit = column)        a 3x3 triad pattern (bit = 3*i + j)
//!
//!   bit  0 1 2 | 3 4 5 | 6 7 8            j=0 j=1 j=2
//!        box 0 | box 1 | box 2       i=0   0   1   2
//!                                    i=1   3   4   5
//!                                    i=2   6   7   8
//! ```
//!
//! In a band, a triad pattern has i = row of the band and j = box of the band: bit
//! `3*r + k` says "the digit may still be in row r inside box k". In a stack it has
//! i = band and j = column of the stack. Either way each line i and each column j of
//! the 3x3 must hold the digit exactly once, so the digit's true triads form one of
//! the six 3x3 permutation matrices.

/// Nine bits.
pub(super) const LOW9: u32 = 0x1FF;

/// All 27 cells of a band.
pub(super) const BAND: u32 = (1 << 27) - 1;

/// `x * REPLICATE` copies a 9-bit column pattern into the three rows of a band.
pub(super) const REPLICATE: u32 = 1 | 1 << 9 | 1 << 18;

/// The six 3x3 permutation matrices as triad patterns: the ways one digit can sit in
/// the three rows and three boxes of a band (or the three bands and three columns of
/// a stack).
pub(super) const PERMUTATIONS: [u16; 6] = [
    0b100_010_001,
    0b010_100_001,
    0b100_001_010,
    0b001_100_010,
    0b010_001_100,
    0b001_010_100,
];

/// Which boxes a row of a band reaches: 9 column bits in, 3 box bits out.
pub(super) static SHRINK: [u8; 512] = shrink();

/// The triads of a pattern that belong to some permutation matrix inside it: the
/// union of the matrices the pattern still allows. Zero when it allows none, which is
/// a contradiction. This one lookup is pointing, claiming, and the "two lines share
/// two boxes" pattern of a band, all at once.
pub(super) static PERMUTABLE: [u16; 512] = permutable();

/// [`PERMUTABLE`] spelled out as the cells of a band: bit `3*r + k` of the triad
/// pattern becomes the three cells of row r in box k.
pub(super) static PERMUTABLE_CELLS: [u32; 512] = permutable_cells();

/// The permutation matrices a triad pattern still contains: bit p for
/// `PERMUTATIONS[p]`. These are the digit's possible *configurations* in a band or a
/// stack, what the search branches on.
pub(super) static CONFIGURATIONS: [u8; 512] = configurations();

/// The triads a pattern forces: those in every permutation matrix it contains (zero
/// when it contains none).
pub(super) static FORCED: [u16; 512] = forced();

/// Any triad pattern spelled out as the cells of a band.
pub(super) static TRIAD_CELLS: [u32; 512] = all_triad_cells();

/// For each triad of a 3x3 pattern, the other triads of its line and of its column:
/// the ones a digit cannot also use once it is known to use this one.
pub(super) static TRIAD_CONFLICTS: [u32; 9] = triad_conflicts();

/// Each permutation matrix spelled out as the cells of a band.
pub(super) static PERMUTATION_CELLS: [u32; 6] = permutation_cells();

/// A 9-bit row pattern if it has exactly one bit, else 0: a row down to one cell.
pub(super) static SINGLE: [u16; 512] = single();

/// For a band's column pattern (bit c = the digit may be in column c of this band),
/// the cells of the *other* bands that stay possible: where a box of this band has the
/// digit in one column only, that column is the digit's in this band, so it is
/// removed from the other two bands (pointing, box to column).
pub(super) static OTHER_BANDS: [u32; 512] = other_bands();

/// For a cell's position in its band, the band's cells that stay possible for the
/// cell's digit once it is placed: all but the cell's row and box peers (the cell
/// itself stays).
pub(super) static KEEP_AFTER_PLACING: [u32; 27] = keep_after_placing();

const fn single() -> [u16; 512] {
    let mut t = [0u16; 512];
    let mut x = 0;
    while x < 512 {
        if (x as u16).count_ones() == 1 {
            t[x] = x as u16;
        }
        x += 1;
    }
    t
}

const fn shrink() -> [u8; 512] {
    let mut t = [0u8; 512];
    let mut x = 0;
    while x < 512 {
        let mut k = 0;
        while k < 3 {
            if (x >> (3 * k)) & 7 != 0 {
                t[x] |= 1 << k;
            }
            k += 1;
        }
        x += 1;
    }
    t
}

const fn permutable() -> [u16; 512] {
    let mut t = [0u16; 512];
    let mut x = 0;
    while x < 512 {
        let mut p = 0;
        while p < 6 {
            let m = PERMUTATIONS[p];
            if x as u16 & m == m {
                t[x] |= m;
            }
            p += 1;
        }
        x += 1;
    }
    t
}

const fn configurations() -> [u8; 512] {
    let mut t = [0u8; 512];
    let mut x = 0;
    while x < 512 {
        let mut p = 0;
        while p < 6 {
            let m = PERMUTATIONS[p];
            if x as u16 & m == m {
                t[x] |= 1 << p;
            }
            p += 1;
        }
        x += 1;
    }
    t
}

const fn forced() -> [u16; 512] {
    let mut t = [0u16; 512];
    let mut x = 0;
    while x < 512 {
        let mut all = 0x1FF;
        let mut any = false;
        let mut p = 0;
        while p < 6 {
            let m = PERMUTATIONS[p];
            if x as u16 & m == m {
                all &= m;
                any = true;
            }
            p += 1;
        }
        t[x] = if any { all } else { 0 };
        x += 1;
    }
    t
}

const fn all_triad_cells() -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut x = 0;
    while x < 512 {
        t[x] = triad_cells(x as u16);
        x += 1;
    }
    t
}

const fn triad_conflicts() -> [u32; 9] {
    let mut t = [0u32; 9];
    let mut i = 0;
    while i < 9 {
        let line = 7 << (3 * (i / 3));
        let column = 0b001_001_001 << (i % 3);
        t[i] = (line | column) & !(1 << i);
        i += 1;
    }
    t
}

const fn triad_cells(pattern: u16) -> u32 {
    let mut cells = 0;
    let mut bit = 0;
    while bit < 9 {
        if pattern & (1 << bit) != 0 {
            cells |= 7 << (9 * (bit / 3) + 3 * (bit % 3));
        }
        bit += 1;
    }
    cells
}

const fn permutation_cells() -> [u32; 6] {
    let mut t = [0u32; 6];
    let mut p = 0;
    while p < 6 {
        t[p] = triad_cells(PERMUTATIONS[p]);
        p += 1;
    }
    t
}

const fn permutable_cells() -> [u32; 512] {
    let perm = permutable();
    let mut t = [0u32; 512];
    let mut x = 0;
    while x < 512 {
        t[x] = triad_cells(perm[x]);
        x += 1;
    }
    t
}

const fn other_bands() -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut x = 0;
    while x < 512 {
        let mut keep = BAND;
        let mut k = 0;
        while k < 3 {
            let cols = ((x >> (3 * k)) & 7) as u32;
            if cols.count_ones() == 1 {
                keep &= !((cols << (3 * k)) * REPLICATE);
            }
            k += 1;
        }
        t[x] = keep;
        x += 1;
    }
    t
}

const fn keep_after_placing() -> [u32; 27] {
    let mut t = [0u32; 27];
    let mut pos = 0;
    while pos < 27 {
        let (r, c) = (pos / 9, pos % 9);
        let row = LOW9 << (9 * r);
        let box_ = (7 << (3 * (c / 3))) * REPLICATE;
        t[pos] = (BAND & !row & !box_) | 1 << pos;
        pos += 1;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permutations_are_permutation_matrices() {
        for p in PERMUTATIONS {
            for i in 0..3 {
                assert_eq!(((p >> (3 * i)) & 7).count_ones(), 1, "one per line");
                assert_eq!(((p >> i) & 0b001_001_001).count_ones(), 1, "one per column");
            }
        }
    }

    #[test]
    fn permutable_keeps_full_and_kills_empty_lines() {
        assert_eq!(PERMUTABLE[0x1FF], 0x1FF);
        // Row 2 empty: no permutation fits.
        assert_eq!(PERMUTABLE[0b000_111_111], 0);
        // Row 0 only in box 0: box 0 is row 0's, so rows 1 and 2 leave box 0.
        assert_eq!(PERMUTABLE[0b111_111_001], 0b110_110_001);
        // Rows 0 and 1 share boxes 0 and 1: row 2 must take box 2.
        assert_eq!(PERMUTABLE[0b111_011_011], 0b100_011_011);
    }

    #[test]
    fn other_bands_clears_pointing_columns() {
        // Box 0 has only column 1; boxes 1 and 2 have two columns each.
        let x = 0b011_110_010;
        let keep = OTHER_BANDS[x];
        assert_eq!(keep, BAND & !(0b010 * REPLICATE));
    }

    #[test]
    fn keep_after_placing_clears_row_and_box() {
        let k = KEEP_AFTER_PLACING[10]; // row 1, column 1
        assert_eq!(k.count_ones(), 27 - 8 - 6);
        assert_ne!(k & 1 << 10, 0);
        assert_eq!(k & 1 << 11, 0); // same row and box
        assert_eq!(k & 1 << 17, 0); // same row
        assert_eq!(k & 1 << 19, 0); // same box
        assert_ne!(k & 1 << 22, 0); // other row, other box
    }
}
