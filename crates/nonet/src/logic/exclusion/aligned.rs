//! Aligned Pair Exclusion (APE) and Aligned Triplet Exclusion (ATE): one engine,
//! parameterized by the number of base cells, enumerating exactly as Sudoku Explainer
//! 1.2.1 does (`se-rating.md` §2.11), because the `se` rating takes its first hint.
//!
//! **Pattern.** Two (or three) base cells and at least two *common excluders*: cells
//! that see every base cell and hold 2 candidates (2 or 3 for ATE). A combination of
//! one candidate per base cell is impossible when two base cells that see each other
//! take the same digit, or when it covers every candidate of a common excluder (that
//! cell would be left empty). The base cells need not be aligned, despite the name.
//!
//! **Eliminations.** Every candidate of a base cell that no possible combination uses.
//!
//! **Order.** Sudoku Explainer's. The base-cell list holds, in row-major order, the
//! cells with at least two candidates that have an excluder peer (2 candidates; 2 or 3
//! for ATE) and no peer with a single candidate. Pairs of the list are visited in
//! colex order; ATE completes a pair with each third cell taken from the first cell's
//! excluders, then the second cell's excluders not yet listed, keeping only base cells
//! other than the pair. A hint must eliminate something.
//!
//! **Example** (Sudopedia, "Aligned Pair Exclusion", example 1). r5c1 holds {49} and
//! r6c1 {125}; r4c3 {19}, r2c1 {29} and r1c1 {59} see both. With 9 in r5c1, r6c1 would
//! need 1, 2 or 5, and each would empty one of those cells: r5c1<>9.

use std::ops::ControlFlow;

use crate::grid::{Candidates, Cell, CellSet};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every aligned exclusion with `size` base cells (2: APE, 3: ATE) that
/// eliminates something, in Sudoku Explainer's order.
pub fn find(board: &Board, size: u32, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let technique = if size == 2 {
        Technique::AlignedPairExclusion
    } else {
        Technique::AlignedTripletExclusion
    };
    let bases = BaseCells::new(board, size);
    let list = &bases.list[..bases.len];
    if list.len() < size as usize {
        return ControlFlow::Continue(());
    }
    for (j, &c1) in list.iter().enumerate().skip(1) {
        for &c0 in &list[..j] {
            let ex0 = bases.excluders[c0.index()];
            let ex1 = bases.excluders[c1.index()];
            if size == 2 {
                try_cells(board, technique, &[c0, c1], ex0 & ex1, sink)?;
                continue;
            }
            let pair = CellSet::single(c0).with(c1);
            let thirds = ex0.iter().chain((ex1 - ex0).iter());
            for c2 in thirds.filter(|&c| bases.set.contains(c) && !pair.contains(c)) {
                let common = ex0 & ex1 & bases.excluders[c2.index()];
                try_cells(board, technique, &[c0, c1, c2], common, sink)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// SE's candidate base cells and each one's excluders.
struct BaseCells {
    /// The base cells, row-major.
    list: [Cell; 81],
    len: usize,
    set: CellSet,
    /// Per cell: its peers with 2..=`size` candidates (empty for non-base cells).
    excluders: [CellSet; 81],
}

impl BaseCells {
    fn new(board: &Board, size: u32) -> BaseCells {
        let mut small = CellSet::EMPTY;
        let mut singles = CellSet::EMPTY;
        for cell in board.empty_cells() {
            match board.candidates(cell).len() {
                1 => singles.insert(cell),
                n if (2..=size).contains(&n) => small.insert(cell),
                _ => {}
            }
        }
        let mut bases = BaseCells {
            list: [Cell::from_index(0); 81],
            len: 0,
            set: CellSet::EMPTY,
            excluders: [CellSet::EMPTY; 81],
        };
        for cell in board.empty_cells() {
            let peers = CellSet::peers_of(cell);
            let excluders = peers & small;
            if board.candidates(cell).len() < 2 || excluders.is_empty() || peers.intersects(singles)
            {
                continue;
            }
            bases.list[bases.len] = cell;
            bases.len += 1;
            bases.set.insert(cell);
            bases.excluders[cell.index()] = excluders;
        }
        bases
    }
}

/// Tests one tuple of base cells against their common excluders (at least two are
/// needed) and sends the step if some candidate is in no possible combination.
fn try_cells(
    board: &Board,
    technique: Technique,
    cells: &[Cell],
    common: CellSet,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    if common.len() < 2 {
        return ControlFlow::Continue(());
    }
    let mut locks = [0u16; 20];
    for (slot, e) in locks.iter_mut().zip(common) {
        *slot = board.candidates(e).bits();
    }
    let locks = &locks[..common.len() as usize];
    let allowed = allowed_digits(board, cells, locks);
    let mut step: Option<Step> = None;
    for (i, &cell) in cells.iter().enumerate() {
        for d in board.candidates(cell) - allowed[i] {
            step.get_or_insert_with(|| {
                Step::new(
                    technique,
                    Pattern::Exclusion {
                        cells: cells.to_vec(),
                        excluders: common.iter().collect(),
                    },
                )
            })
            .push_elimination(cell, d);
        }
    }
    match step {
        Some(step) => sink(step),
        None => ControlFlow::Continue(()),
    }
}

/// For each base cell, the digits it takes in at least one allowed combination.
///
/// For a pair, a third "cell" with a single pseudo-candidate outside 1..9 (bit 15)
/// stands in for the missing base cell, so one loop nest serves both sizes.
fn allowed_digits(board: &Board, cells: &[Cell], locks: &[u16]) -> [Candidates; 3] {
    let c = |i: usize| {
        cells
            .get(i)
            .map_or(1u16 << 15, |&x| board.candidates(x).bits())
    };
    let sees = |i: usize, j: usize| match (cells.get(i), cells.get(j)) {
        (Some(a), Some(b)) => a.sees(*b),
        _ => false,
    };
    let (s01, s02, s12) = (sees(0, 1), sees(0, 2), sees(1, 2));
    let mut allowed = [0u16; 3];
    for a in bit_values(c(0)) {
        for b in bit_values(c(1)) {
            if s01 && a == b {
                continue;
            }
            for t in bit_values(c(2)) {
                if (s02 && a == t) || (s12 && b == t) {
                    continue;
                }
                let used = a | b | t;
                if locks.iter().any(|&m| m & !used == 0) {
                    continue;
                }
                allowed[0] |= a;
                allowed[1] |= b;
                allowed[2] |= t;
            }
        }
    }
    allowed.map(|m| Candidates::from_bits(m & Candidates::ALL.bits()))
}

/// The set bits of `mask`, each as a one-bit mask, lowest first.
fn bit_values(mask: u16) -> impl Iterator<Item = u16> {
    let mut m = mask;
    std::iter::from_fn(move || {
        if m == 0 {
            return None;
        }
        let low = m & m.wrapping_neg();
        m &= m - 1;
        Some(low)
    })
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::{all_steps_on, first_on_basic_path, marks, restrict};
    use crate::logic::{Board, Pattern, Technique};

    fn cells(step: &crate::logic::Step) -> Vec<String> {
        match &step.pattern {
            Pattern::Exclusion { cells, .. } => cells.iter().map(|c| c.to_string()).collect(),
            other => panic!("not an exclusion: {other:?}"),
        }
    }

    /// Sudopedia, "Aligned Pair Exclusion", example 1: the pattern's cells rebuilt on an
    /// otherwise open board. r5c1 {49}, r6c1 {125}; r4c3 {19}, r2c1 {29} and r1c1 {59}
    /// see both, so 9 in r5c1 would leave r6c1 nothing: r5c1<>9.
    #[test]
    fn sudopedia_pair_example() {
        let mut board = Board::new(&crate::Grid::EMPTY);
        for (cell, digits) in [
            ("r5c1", "49"),
            ("r6c1", "125"),
            ("r4c3", "19"),
            ("r2c1", "29"),
            ("r1c1", "59"),
        ] {
            restrict(&mut board, cell, digits);
        }
        let steps = all_steps_on(&board, Technique::AlignedPairExclusion);
        let step = steps
            .iter()
            .find(|s| cells(s) == ["r5c1", "r6c1"])
            .expect("the published pair");
        assert_eq!(
            step.explanation(),
            "Aligned Pair Exclusion on r5c1, r6c1 with excluders r1c1, r2c1, r4c3: r5c1<>9"
        );
        assert_eq!(step.rating.to_string(), "6.2");
    }

    /// The position of ronk's post in "Sudoku Explainer bugs, quirks and other remarks"
    /// (Enjoy Sudoku forum): SE rated the next step a cell forcing chain (8.3), so
    /// neither its APE nor its ATE producer had a hint. r2c1<>9 would follow from the
    /// triple r1c1, r1c2, r2c1 if excluders only had to see two of the three cells, but
    /// SE requires common excluders to see every base cell.
    #[test]
    fn silent_where_sudoku_explainer_is() {
        let board = marks(
            "159 69 4 15678 1568 2 79 56 3
             1359 2369 125 167 4 156 279 8 259
             8 267 257 3 56 9 1 2456 245
             19 289 3 158 7 1458 2489 24 6
             4 5 28 9 2368 36 38 7 1
             6 2789 1278 128 1238 134 5 234 29
             35 4 9 256 2356 7 23 1 8
             7 1 6 28 9 38 234 2345 245
             2 38 58 4 135 135 6 9 7",
        );
        assert!(all_steps_on(&board, Technique::AlignedPairExclusion).is_empty());
        assert!(all_steps_on(&board, Technique::AlignedTripletExclusion).is_empty());
    }

    /// A 17-clue puzzle of Gordon Royle's collection: after the basic techniques, the
    /// triplet r2c1, r4c3, r6c3 and its two common excluders r1c3 and r4c1 rule out
    /// every combination with 2 or 9 in r6c3. The base cells are not aligned: SE does
    /// not require it.
    #[test]
    fn triplet_on_a_17_clue_puzzle() {
        let step = first_on_basic_path(
            "................12..3..4........5..3.16......7....3.......7.3....86..4...2.1.....",
            Technique::AlignedTripletExclusion,
        )
        .expect("an aligned triplet exclusion");
        assert_eq!(
            step.explanation(),
            "Aligned Triplet Exclusion on r2c1, r4c3, r6c3 with excluders r1c3, r4c1: \
             r6c3<>2, r6c3<>9"
        );
        assert_eq!(step.rating.to_string(), "7.5");
    }

    #[test]
    fn silent_on_an_empty_grid() {
        let board = Board::new(&crate::Grid::EMPTY);
        assert!(all_steps_on(&board, Technique::AlignedPairExclusion).is_empty());
        assert!(all_steps_on(&board, Technique::AlignedTripletExclusion).is_empty());
    }
}
