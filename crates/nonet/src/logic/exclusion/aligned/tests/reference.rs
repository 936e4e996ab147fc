//! Aligned exclusion as it was before the bitmask search of [`super::super`]: kept in test
//! code only, as the reference the fast search must agree with on every board (same
//! steps, same order).

use std::ops::ControlFlow;

use crate::bits::ones;
use crate::grid::{Candidates, Cell, CellSet};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

pub(super) fn find(board: &Board, size: u32, sink: &mut Sink<'_>) -> ControlFlow<()> {
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
    for a in ones(c(0)) {
        for b in ones(c(1)) {
            if s01 && a == b {
                continue;
            }
            for t in ones(c(2)) {
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
