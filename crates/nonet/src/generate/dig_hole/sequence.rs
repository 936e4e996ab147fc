//! The dig-hole specification's four digging sequences: the order in which cells are offered for
//! digging. The order steers where the holes gather, and so the difficulty: scanning
//! row by row empties the top rows first, which is what makes Evil's row-major
//! enumeration search long.

use crate::grid::Cell;
use crate::rng::Rng;

/// A digging sequence, by the dig-hole specification's names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SequenceKind {
    /// Left to right, then top to bottom: r1c1, r1c2, .., r1c9, r2c1, .. (Evil).
    LeftRightTopBottom,
    /// Wandering along an "S": odd rows left to right, even rows right to left
    /// (Difficult).
    SPattern,
    /// Jumping one cell: the cells with an even `row + col` in row-major order, then
    /// the others (Medium).
    Jumping,
    /// Every cell in a random order (Easy and Extremely Easy).
    Random,
}

/// The 81 cells in the order `kind` offers them; only [`SequenceKind::Random`] reads
/// `rng`.
pub(super) fn digging_sequence(kind: SequenceKind, rng: &mut Rng) -> [Cell; 81] {
    let mut order = [Cell::from_index(0); 81];
    let cells = Cell::all();
    let ordered: Vec<Cell> = match kind {
        SequenceKind::LeftRightTopBottom => cells.collect(),
        SequenceKind::SPattern => (0..9u8)
            .flat_map(|r| {
                (0..9u8).map(move |c| {
                    Cell::from_index(usize::from(r * 9 + if r % 2 == 0 { c } else { 8 - c }))
                })
            })
            .collect(),
        SequenceKind::Jumping => {
            let even = |c: &Cell| (c.row() + c.col()) % 2 == 0;
            cells
                .clone()
                .filter(even)
                .chain(cells.filter(|c| !even(c)))
                .collect()
        }
        SequenceKind::Random => {
            let mut all: Vec<Cell> = cells.collect();
            rng.shuffle(&mut all);
            all
        }
    };
    order.copy_from_slice(&ordered);
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::CellSet;

    const KINDS: [SequenceKind; 4] = [
        SequenceKind::LeftRightTopBottom,
        SequenceKind::SPattern,
        SequenceKind::Jumping,
        SequenceKind::Random,
    ];

    #[test]
    fn every_sequence_is_a_permutation_of_the_81_cells() {
        let mut rng = Rng::new(3);
        for kind in KINDS {
            let seq = digging_sequence(kind, &mut rng);
            let set: CellSet = seq.iter().copied().collect();
            assert_eq!(set.len(), 81, "{kind:?}");
        }
    }

    #[test]
    fn sequences_follow_the_specifications_drawings() {
        let mut rng = Rng::new(3);
        let idx = |kind| digging_sequence(kind, &mut Rng::new(0)).map(Cell::index);
        let lr = idx(SequenceKind::LeftRightTopBottom);
        assert_eq!(lr[..3], [0, 1, 2]);
        assert_eq!(lr[80], 80);
        let s = idx(SequenceKind::SPattern);
        // r1 left to right, then r2 from c9 back to c1.
        assert_eq!(s[8..11], [8, 17, 16]);
        assert_eq!(s[17], 9);
        let j = idx(SequenceKind::Jumping);
        assert_eq!(j[..3], [0, 2, 4]);
        assert_eq!(j[41], 1, "41 even cells come first");
        let a = digging_sequence(SequenceKind::Random, &mut rng);
        let b = digging_sequence(SequenceKind::Random, &mut rng);
        assert_ne!(a, b, "the random order is drawn afresh");
    }
}
