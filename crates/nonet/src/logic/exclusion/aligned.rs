//! Aligned Pair Exclusion (APE) and Aligned Triplet Exclusion (ATE): one engine,
//! parameterized by the number of base cells, enumerating exactly as Sudoku Explainer
//! 1.2.1 does, because the `se` rating takes its first hint.
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

use crate::bits::ones;
use crate::grid::{Candidates, Cell, CellSet};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every aligned exclusion with `size` base cells (2: APE, 3: ATE) that
/// eliminates something, in Sudoku Explainer's order.
///
/// A tuple with fewer than two common excluders has no hint, and the search never
/// visits one: all excluders hold few candidates, so a cell shares two or more
/// excluders with a base cell exactly when it sees two or more of that cell's
/// excluders (`seeing_two`). The first cell of a pair is taken from the earlier base
/// cells seeing two excluders of the second (the list is row-major, so in list
/// order), and a third cell from the pair's excluders seeing two common excluders of
/// the pair.
///
/// SE meets one triplet up to three times, in different orders (as the pair of its
/// two first cells with the third, and so on). Whether a triplet eliminates anything
/// does not depend on the order, so while no step has been sent, a triplet met before
/// eliminated nothing and is skipped: it was met before when, with `c2` before `c1`,
/// `c1` was a third cell for the pair `c0`, `c2` (it is an excluder of one of them;
/// the common excluders are the same), or, with `c2` before `c0`, `c0` was one for
/// the pair `c2`, `c1`. Once a step has been sent, every triplet is tried again.
pub(crate) fn find(board: &Board, size: u32, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find_with(board, size, CellSet::peers_of, sink)
}

/// [`find`] with each cell's peers read from `peers` (the classic peers, or a
/// topology's: diagonals, regions, anti-knight and anti-king moves), the search any
/// topology shares: a common excluder must see every base cell through them.
pub(crate) fn find_with(
    board: &Board,
    size: u32,
    peers: impl Fn(Cell) -> CellSet + Copy,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let technique = if size == 2 {
        Technique::AlignedPairExclusion
    } else {
        Technique::AlignedTripletExclusion
    };
    let bases = BaseCells::new(board, size, peers);
    if bases.set.len() < size {
        return ControlFlow::Continue(());
    }
    let mut sent = false;
    for c1 in bases.set {
        let ex1 = bases.excluders[c1.index()];
        let earlier = CellSet::from_bits((1 << c1.index()) - 1);
        for c0 in bases.set & earlier & seeing_two(ex1, peers) {
            let ex0 = bases.excluders[c0.index()];
            let common01 = ex0 & ex1;
            if size == 2 {
                if !pair_may_exclude(board, c0, c1, common01, peers) {
                    continue;
                }
                if let Some(step) = exclusion(board, technique, &[c0, c1], common01, peers) {
                    sink(step)?;
                }
                continue;
            }
            let thirds = bases.set.without(c0).without(c1) & seeing_two(common01, peers);
            for c2 in (ex0 & thirds).iter().chain(((ex1 - ex0) & thirds).iter()) {
                let ex2 = bases.excluders[c2.index()];
                let met =
                    (c2 < c1 && (ex0 | ex2).contains(c1)) || (c2 < c0 && (ex1 | ex2).contains(c0));
                if met && !sent {
                    continue;
                }
                let common = common01 & ex2;
                if let Some(step) = exclusion(board, technique, &[c0, c1, c2], common, peers) {
                    sent = true;
                    sink(step)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Whether the base cells `c0`, `c1` with the common excluders `common` (two
/// candidates each, as for APE) may eliminate anything; `false` only where
/// [`exclusion`] finds nothing.
///
/// A candidate `a` of `c0` goes only if every candidate `b` of `c1` (but `a` itself
/// when the cells see each other) is ruled out beside it, each by an excluder holding
/// exactly `a` and `b`, a different one per `b`: so at least that many excluders
/// hold `a`. Likewise for a candidate of `c1`.
fn pair_may_exclude(
    board: &Board,
    c0: Cell,
    c1: Cell,
    common: CellSet,
    peers: impl Fn(Cell) -> CellSet,
) -> bool {
    let sees = peers(c0).contains(c1);
    let side = |own: Cell, other: Cell| {
        let theirs = board.candidates(other);
        board.candidates(own).iter().any(|a| {
            let needed = theirs.len() - u32::from(sees && theirs.contains(a));
            (common & board.cells_with(a)).len() >= needed
        })
    };
    side(c0, c1) || side(c1, c0)
}

/// The cells that see at least two cells of `cells`.
fn seeing_two(cells: CellSet, peers_of: impl Fn(Cell) -> CellSet) -> CellSet {
    let (mut once, mut twice) = (CellSet::EMPTY, CellSet::EMPTY);
    for cell in cells {
        let peers = peers_of(cell);
        twice |= once & peers;
        once |= peers;
    }
    twice
}

/// SE's candidate base cells and each one's excluders.
struct BaseCells {
    /// The base cells (SE's list, row-major: in index order).
    set: CellSet,
    /// Per cell: its peers with 2..=`size` candidates (empty for non-base cells).
    excluders: [CellSet; 81],
}

impl BaseCells {
    fn new(board: &Board, size: u32, peers_of: impl Fn(Cell) -> CellSet) -> BaseCells {
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
            set: CellSet::EMPTY,
            excluders: [CellSet::EMPTY; 81],
        };
        for cell in board.empty_cells() {
            let peers = peers_of(cell);
            let excluders = peers & small;
            if board.candidates(cell).len() < 2 || excluders.is_empty() || peers.intersects(singles)
            {
                continue;
            }
            bases.set.insert(cell);
            bases.excluders[cell.index()] = excluders;
        }
        bases
    }
}

/// The step of one tuple of base cells and their common excluders (two or more), if
/// some candidate is in no possible combination. A classic cell has 20 peers, so 20
/// excluders at most; a variant's beyond the first 20 are left out, which loses
/// eliminations but never makes a wrong one.
fn exclusion(
    board: &Board,
    technique: Technique,
    cells: &[Cell],
    common: CellSet,
    peers: impl Fn(Cell) -> CellSet,
) -> Option<Step> {
    let mut locks = [0u16; 20];
    let common = if common.len() as usize > locks.len() {
        common.iter().take(locks.len()).collect()
    } else {
        common
    };
    for (slot, e) in locks.iter_mut().zip(common) {
        *slot = board.candidates(e).bits();
    }
    let locks = &locks[..common.len() as usize];
    let sees = |a: usize, b: usize| peers(cells[a]).contains(cells[b]);
    let allowed = allowed_digits(board, cells, locks, sees)?;
    let mut step = Step::new(
        technique,
        Pattern::Exclusion {
            cells: cells.to_vec(),
            excluders: common.iter().collect(),
        },
    );
    for (i, &cell) in cells.iter().enumerate() {
        for d in board.candidates(cell) - allowed[i] {
            step.push_elimination(cell, d);
        }
    }
    Some(step)
}

/// For each base cell, the digits it takes in at least one allowed combination; `None`
/// when that is every candidate of every base cell (nothing to eliminate).
///
/// A combination is ruled out when two base cells that see each other take one digit or
/// when it uses every digit of some lock (a common excluder's candidates). Two base cells
/// are settled by [`allowed_pair`]. For three, rather than every combination, this tries
/// every choice for the first two and computes, as a mask, the digits the third can then
/// take: a lock rules out every one if the chosen digits already cover it, and the one
/// digit it lacks if it lacks exactly one. The search stops once every candidate is known
/// allowed.
fn allowed_digits(
    board: &Board,
    cells: &[Cell],
    locks: &[u16],
    sees: impl Fn(usize, usize) -> bool,
) -> Option<[Candidates; 3]> {
    let c = |i: usize| cells.get(i).map_or(0, |&x| board.candidates(x).bits());
    let full = [c(0), c(1), c(2)];
    if cells.len() == 2 {
        return allowed_pair(full, sees(0, 1), locks);
    }
    let mut allowed = [0u16; 3];
    let mut try_choice = |chosen: u16, prefix: [u16; 2], same: u16| -> bool {
        let mut ruled_out = same;
        for &m in locks {
            let rest = m & !chosen;
            if rest == 0 {
                return false;
            }
            if rest & (rest - 1) == 0 {
                ruled_out |= rest;
            }
        }
        let free = full[2] & !ruled_out;
        if free == 0 {
            return false;
        }
        allowed[0] |= prefix[0];
        allowed[1] |= prefix[1];
        allowed[2] |= free;
        allowed == full
    };
    let s01 = sees(0, 1);
    let (s02, s12) = (sees(0, 2), sees(1, 2));
    let mut try_pair = |a: u16, b: u16| {
        let same = if s02 { a } else { 0 } | if s12 { b } else { 0 };
        !(s01 && a == b) && try_choice(a | b, [a, b], same)
    };
    let (first, n0) = values(full[0]);
    let (second, n1) = values(full[1]);
    // A diagonal first (the second cell's digits shifted by one, so that two cells
    // with the same candidates do not pair each digit with itself): it often shows
    // every candidate allowed after a few choices. Then every choice.
    let (mut i, mut j) = (0, 1 % n1);
    for _ in 0..n0.max(n1) {
        if try_pair(first[i], second[j]) {
            return None;
        }
        i = if i + 1 == n0 { 0 } else { i + 1 };
        j = if j + 1 == n1 { 0 } else { j + 1 };
    }
    for &a in &first[..n0] {
        for &b in &second[..n1] {
            if try_pair(a, b) {
                return None;
            }
        }
    }
    Some(allowed.map(Candidates::from_bits))
}

/// [`allowed_digits`] for two base cells, whose candidates are `full[0]` and
/// `full[1]` (`sees`: whether they see each other), without trying choices.
///
/// A lock of two digits rules out exactly the combination of those two digits (one
/// in each cell), a lock of three or more none (two cells cover at most two digits),
/// and a lock of one digit every combination that uses it. So the digits the second
/// cell can take beside `a` in the first are its candidates less the partners of `a`
/// in two-digit locks, the one-digit locks' digits, and `a` itself if the cells see
/// each other; `a` is allowed when some remain, and the same holds the other way.
fn allowed_pair(full: [u16; 3], sees: bool, locks: &[u16]) -> Option<[Candidates; 3]> {
    let mut partners = [0u16; 9];
    let mut banned = 0u16;
    for &m in locks {
        match m.count_ones() {
            0 => return Some([Candidates::EMPTY; 3]),
            1 => banned |= m,
            2 => {
                let (p, q) = (m.trailing_zeros() as usize, 15 - m.leading_zeros() as usize);
                partners[p] |= 1 << q;
                partners[q] |= 1 << p;
            }
            _ => {}
        }
    }
    let side = |own: u16, other: u16| {
        let mut allowed = 0u16;
        for a in ones(own & !banned) {
            let same = if sees { a } else { 0 };
            let i = a.trailing_zeros() as usize;
            if other & !banned & !partners[i] & !same != 0 {
                allowed |= a;
            }
        }
        allowed
    };
    let allowed = [side(full[0], full[1]), side(full[1], full[0]), 0];
    if allowed == full {
        return None;
    }
    Some(allowed.map(Candidates::from_bits))
}

/// The set bits of `mask`, each as a one-bit mask, lowest first, and their number.
fn values(mask: u16) -> ([u16; 9], usize) {
    let mut list = [0; 9];
    let (mut m, mut n) = (mask, 0);
    while m != 0 && n < 9 {
        list[n] = m & m.wrapping_neg();
        m &= m - 1;
        n += 1;
    }
    (list, n)
}

#[cfg(test)]
mod tests {
    mod reference;

    use super::find;
    use crate::logic::testing::{
        all_steps_on, assert_step, example, first_on_basic_path, narrowed, pencil, se_path_boards,
        sent,
    };
    use crate::logic::{Board, Technique};

    /// Sudopedia, "Aligned Pair Exclusion", example 1: the pattern's cells rebuilt on an
    /// otherwise open board. r5c1 {49}, r6c1 {125}; r4c3 {19}, r2c1 {29} and r1c1 {59}
    /// see both, so 9 in r5c1 would leave r6c1 nothing: r5c1<>9.
    #[test]
    fn sudopedia_pair_example() {
        let board = narrowed(&[
            ("r5c1", "49"),
            ("r6c1", "125"),
            ("r4c3", "19"),
            ("r2c1", "29"),
            ("r1c1", "59"),
        ]);
        let step = example(&board, Technique::AlignedPairExclusion, &["r5c1<>9"]);
        assert_step(
            &step,
            "Aligned Pair Exclusion on r5c1, r6c1 with excluders r1c1, r2c1, r4c3: r5c1<>9",
            "6.2",
        );
    }

    /// The position of ronk's post in "Sudoku Explainer bugs, quirks and other remarks"
    /// (Enjoy Sudoku forum): SE rated the next step a cell forcing chain (8.3), so
    /// neither its APE nor its ATE producer had a hint. r2c1<>9 would follow from the
    /// triple r1c1, r1c2, r2c1 if excluders only had to see two of the three cells, but
    /// SE requires common excluders to see every base cell.
    #[test]
    fn silent_where_sudoku_explainer_is() {
        let board = pencil(
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

    /// The bitmask search sends exactly the reference search's steps (the search before
    /// it, kept in test code), in the same order, on every board of SE's path through
    /// the training puzzles, for pairs and triplets.
    #[test]
    fn agrees_with_the_reference_search_on_se_paths() {
        let (mut boards, mut hints) = (0, 0);
        for board in se_path_boards() {
            for size in [2, 3] {
                let fast = sent(&board, |b, s| find(b, size, s));
                assert_eq!(
                    fast,
                    sent(&board, |b, s| reference::find(b, size, s)),
                    "{:?}",
                    board.to_grid()
                );
                hints += fast.len();
            }
            boards += 1;
        }
        assert!(
            boards > 5000 && hints > 100,
            "{boards} boards, {hints} hints"
        );
    }
}
