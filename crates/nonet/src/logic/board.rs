//! `Board`: a puzzle in progress — its values and the candidates still open, kept
//! incrementally so finders read them without recomputing.

use std::sync::Arc;

use crate::grid::{Candidates, Cell, CellSet, Digit, Grid, House};
use crate::rules::{Constraint, Rules, Topology};

/// The values and candidates of a puzzle being solved by logic.
///
/// Candidates are built once from the givens ([`Board::new`]) and from then on only
/// shrink: a placement removes its digit from the 20 peers at once, an elimination
/// removes one candidate, and nothing is ever recomputed (Sudoku Explainer's model,
/// which the `se` rating depends on). Three views of the same candidates are kept in
/// step, because finders need all three and deriving them on demand would dominate the
/// cost of cheap techniques:
///
/// ```text
///   cands[cell]        : Candidates      digits open in a cell
///   cells_of[digit]    : CellSet         cells where a digit is open
///   positions[house][d]: u16 (9 bits)    positions 0..9 in house order where d is open
/// ```
///
/// A variant's board ([`Board::for_variant`]) keeps the same views and one pointer
/// more: its topology, whose peers a placement clears instead of the classic 20 and
/// whose groups the generic finders read (per-group positions of its extra groups are
/// the digit's cells masked by the group's, one AND away), and the puzzle's solution,
/// which backtracking reads. A classic board's pointer is empty: nothing allocated,
/// nothing followed. On a jigsaw the third house of each cell in `positions` is still
/// its box, which is no group: only the finders sound on any topology run there, and
/// they read the topology's groups, never those masks.
#[derive(Clone, PartialEq, Eq)]
pub struct Board {
    values: [u8; 81],
    cands: [Candidates; 81],
    cells_of: [CellSet; 9],
    positions: [[u16; 9]; 27],
    empty: CellSet,
    givens: CellSet,
    variant: Option<Arc<Variant>>,
}

/// What a variant's board knows beyond the classic views.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Variant {
    pub(crate) topology: Topology,
    pub(crate) solution: Grid,
    /// The rules, whose constraints the constraint techniques read (the sums, lines and
    /// relations the topology cannot say) and whose checker tells a contradiction apart
    /// (see [`Board::rules`]); `None` on a board built from a topology alone.
    pub(crate) rules: Option<Rules>,
}

/// Each cell's row, column and box (house indices) with the cell's bit in each house's
/// position masks: the three entries of `positions` a candidate of the cell is in.
static SLOTS: [[(u8, u16); 3]; 81] = {
    let mut t = [[(0u8, 0u16); 3]; 81];
    let mut i = 0;
    while i < 81 {
        let c = Cell::from_index(i);
        t[i] = [
            (House::row(c.row()).index() as u8, 1 << c.col()),
            (House::column(c.col()).index() as u8, 1 << c.row()),
            (
                House::box_(c.box_index()).index() as u8,
                1 << c.box_position(),
            ),
        ];
        i += 1;
    }
    t
};

/// Row `r`'s cells of the 81-bit set `cells` as positions in the row.
fn row_positions(cells: u128, r: usize) -> u16 {
    (cells >> (9 * r)) as u16 & 0x1ff
}

/// Column `c`'s cells of `cells` as positions in the column. Rows 0 to 7 of the column
/// are bits `9r` of `cells >> c`; multiplying those eight bits by `0x0101…01` adds
/// `8j` to bit `9r` for each j, and only `j = 7 - r` lands it at bit `56 + r`. No two
/// products share a bit (bit `r + 8(r + j)` gives back r and j), so nothing carries.
fn column_positions(cells: u128, c: usize) -> u16 {
    let low = (cells >> c) as u64 & 0x8040_2010_0804_0201;
    let rows = (low.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u16;
    rows | ((cells >> (72 + c)) as u16 & 1) << 8
}

/// Box `b`'s cells of `cells` as positions in the box (row-major in the box): three
/// groups of three bits, nine apart.
fn box_positions(cells: u128, b: usize) -> u16 {
    let y = (cells >> (27 * (b / 3) + 3 * (b % 3))) as u32;
    (y & 0o7 | (y >> 6) & 0o70 | (y >> 12) & 0o700) as u16
}

/// The filled cells of `values` as an 81-bit set, eight cells at a time: a value
/// (0..=9) is four bits, so OR-ing a byte's four low bits into its bit 0 flags a filled
/// cell, and multiplying the eight flags (bits `8i`) by `Σ 2^(56 - 7i)` moves flag i to
/// bit `56 + i` (every other product lands below bit 56 at its own place, so nothing
/// carries into the top byte).
fn filled_bits(values: &[u8; 81]) -> u128 {
    let mut bits = 0u128;
    for (k, chunk) in values.chunks_exact(8).enumerate() {
        let w = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
        let flags = (w | w >> 1 | w >> 2 | w >> 3) & 0x0101_0101_0101_0101;
        let byte = flags.wrapping_mul(0x0102_0408_1020_4080) >> 56;
        bits |= u128::from(byte) << (8 * k);
    }
    bits | u128::from(values[80] != 0) << 80
}

impl Board {
    /// The board of `grid`: its values, and every empty cell's candidates computed from
    /// the givens. Givens that clash are kept as they are; such a board has no solution
    /// and the finders simply find nothing sound to say about it.
    pub fn new(grid: &Grid) -> Board {
        // Each digit's open cells at once: the empty cells that see no given of it
        // (the same board as placing every given into a full board, without its 20
        // peer updates per given). Then the two other views are read off those sets
        // with shifts and masks, without a branch per candidate.
        let values = *grid.values();
        let givens = filled_bits(&values);
        let empty = !givens & CellSet::ALL.bits();
        let mut seen = [0u128; 9];
        let mut placed = [0u16; 27];
        let mut rest = givens;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let d = usize::from(values[i] - 1);
            seen[d] |= CellSet::peers_of(Cell::from_index(i)).bits();
            for (h, _) in SLOTS[i] {
                placed[usize::from(h)] |= 1 << d;
            }
        }
        let mut board = Board {
            values,
            cands: [Candidates::EMPTY; 81],
            cells_of: [CellSet::EMPTY; 9],
            positions: [[0; 9]; 27],
            empty: CellSet::from_bits(empty),
            givens: CellSet::from_bits(givens),
            variant: None,
        };
        for (i, slots) in SLOTS.iter().enumerate() {
            let [(a, _), (b, _), (c, _)] = *slots;
            let seen = placed[usize::from(a)] | placed[usize::from(b)] | placed[usize::from(c)];
            let open =
                Candidates::ALL.bits() & !seen & 0u16.wrapping_sub(u16::from(values[i] == 0));
            board.cands[i] = Candidates::from_bits(open);
        }
        for (d, seen) in seen.iter().enumerate() {
            let cells = empty & !seen;
            board.cells_of[d] = CellSet::from_bits(cells);
            for n in 0..9 {
                board.positions[n][d] = row_positions(cells, n);
                board.positions[9 + n][d] = column_positions(cells, n);
                board.positions[18 + n][d] = box_positions(cells, n);
            }
        }
        board
    }

    /// The board of a position mid-solve: `grid`'s values, and each empty cell's
    /// candidates narrowed to its `marks` (a pencil-mark grid's), so that logic goes on
    /// from the candidates a player or another solver left rather than from ones derived
    /// again from the filled cells. A mark the filled cells rule out is dropped, as the
    /// first step would drop it.
    pub fn with_candidates(grid: &Grid, marks: &[Candidates; 81]) -> Board {
        let mut board = Board::new(grid);
        for cell in board.empty_cells() {
            for d in board.candidates(cell) - marks[cell.index()] {
                board.eliminate(cell, d);
            }
        }
        board
    }

    /// The board of a proper puzzle under `topology` (rules said whole by their groups
    /// and peers: see [`Topology::is_only_groups_and_peers`]) whose unique solution is
    /// `solution`: each given placed in turn, clearing its digit from its peers.
    pub fn for_variant(grid: &Grid, topology: Topology, solution: Grid) -> Board {
        Board::with_variant(grid, topology, solution, None)
    }

    /// The board of a proper puzzle under any `rules` whose unique solution is
    /// `solution`: [`Board::for_variant`] over the rules' topology, which also keeps the
    /// rules' constraints for the techniques that reason about them (cage sums,
    /// thermometers, dots, lines).
    pub fn for_rules(grid: &Grid, rules: &Rules, solution: Grid) -> Board {
        Board::with_variant(grid, rules.topology(), solution, Some(rules.clone()))
    }

    fn with_variant(
        grid: &Grid,
        topology: Topology,
        solution: Grid,
        rules: Option<Rules>,
    ) -> Board {
        let mut board = Board::new(&Grid::EMPTY);
        board.variant = Some(Arc::new(Variant {
            topology,
            solution,
            rules,
        }));
        for cell in Cell::all() {
            if let Some(d) = grid.get(cell) {
                board.place(cell, d);
            }
        }
        board.givens = grid.filled_cells();
        board
    }

    /// The groups and peers the board's candidates obey: the classic ones, or a
    /// variant's.
    pub fn topology(&self) -> &Topology {
        match &self.variant {
            None => Topology::classic(),
            Some(v) => &v.topology,
        }
    }

    /// The rules' constraints the board was built with ([`Board::for_rules`]): empty on
    /// a classic board and on one built from a topology alone.
    pub fn constraints(&self) -> &[Constraint] {
        self.rules().map_or(&[], Rules::constraints)
    }

    /// The rules the board was built with ([`Board::for_rules`]): `None` on a classic
    /// board and on one built from a topology alone. Their checker
    /// ([`Rules::violations`]) is what tells a position its filled cells already break.
    pub fn rules(&self) -> Option<&Rules> {
        self.variant.as_ref()?.rules.as_ref()
    }

    /// A variant board's extra knowledge (`None` on a classic board).
    pub(crate) fn variant(&self) -> Option<&Variant> {
        self.variant.as_deref()
    }

    /// The value of `cell`, if it is filled.
    pub fn value(&self, cell: Cell) -> Option<Digit> {
        Digit::new(self.values[cell.index()])
    }

    /// The candidates of `cell` (empty for a filled cell).
    pub fn candidates(&self, cell: Cell) -> Candidates {
        self.cands[cell.index()]
    }

    /// Whether `d` is still a candidate of `cell`.
    pub fn has(&self, cell: Cell, d: Digit) -> bool {
        self.cands[cell.index()].contains(d)
    }

    /// The cells where `d` is still a candidate.
    pub fn cells_with(&self, d: Digit) -> CellSet {
        self.cells_of[d.index()]
    }

    /// The cells of `house` where `d` is still a candidate.
    pub fn cells_with_in(&self, d: Digit, house: House) -> CellSet {
        self.cells_of[d.index()] & house.cell_set()
    }

    /// Positions (bit k = the k-th cell of `house` in house order) where `d` is open.
    pub fn positions(&self, house: House, d: Digit) -> u16 {
        self.positions[house.index()][d.index()]
    }

    /// The position masks of every digit in `house` ([`Board::positions`] for digits
    /// 1 to 9), for finders that test all nine at once.
    pub fn house_positions(&self, house: House) -> &[u16; 9] {
        &self.positions[house.index()]
    }

    /// Every cell's candidates, in cell order (empty for filled cells).
    pub fn all_candidates(&self) -> &[Candidates; 81] {
        &self.cands
    }

    /// The empty cells.
    pub fn empty_cells(&self) -> CellSet {
        self.empty
    }

    /// The cells filled in the puzzle as given (uniqueness techniques such as the
    /// Avoidable Rectangle tell givens from cells solved since).
    pub fn givens(&self) -> CellSet {
        self.givens
    }

    /// Number of empty cells in `house`.
    pub fn empty_count(&self, house: House) -> u32 {
        (self.empty & house.cell_set()).len()
    }

    /// Whether every cell is filled.
    pub fn is_solved(&self) -> bool {
        self.empty.is_empty()
    }

    /// The digits already placed in `house`.
    pub fn placed_in(&self, house: House) -> Candidates {
        house
            .cells()
            .iter()
            .filter_map(|&c| self.value(c))
            .collect()
    }

    /// How many cells hold `d`.
    pub fn placed_count(&self, d: Digit) -> u32 {
        self.values.iter().filter(|&&v| v == d.get()).count() as u32
    }

    /// The values as a grid.
    pub fn to_grid(&self) -> Grid {
        Grid::from_values(self.values).expect("board values are 0..=9")
    }

    /// Removes candidate `d` from `cell`; returns whether it was there.
    pub fn eliminate(&mut self, cell: Cell, d: Digit) -> bool {
        if !self.cands[cell.index()].remove(d) {
            return false;
        }
        self.cells_of[d.index()].remove(cell);
        for (h, bit) in SLOTS[cell.index()] {
            self.positions[usize::from(h)][d.index()] &= !bit;
        }
        true
    }

    /// Applies a step: its eliminations first, then its placements (a placement whose
    /// cell is already filled is skipped).
    pub fn apply(&mut self, step: &super::Step) {
        for e in &step.eliminations {
            self.eliminate(e.cell, e.digit);
        }
        for p in &step.placements {
            if self.value(p.cell).is_none() {
                self.place(p.cell, p.digit);
            }
        }
    }

    /// Places `d` in `cell`: sets the value, clears the cell's candidates and removes `d`
    /// from its 20 peers. Nothing else (no automatic singles).
    pub fn place(&mut self, cell: Cell, d: Digit) {
        self.place_changed(cell, d);
    }

    /// [`Board::place`], returning the houses whose position masks changed (bit
    /// [`House::index`]): the cell's three, and those of the peers that lost `d`. A
    /// house outside it has every digit's positions as before. Inlined, so that
    /// [`Board::place`] drops the mask it does not use.
    #[inline]
    pub(crate) fn place_changed(&mut self, cell: Cell, d: Digit) -> u32 {
        let i = cell.index();
        let slots = SLOTS[i];
        // The cell leaves every digit's views: clearing its bit for all nine digits
        // (a no-op for those it did not hold) takes no branch and vectorizes, where a
        // loop over its two or three candidates mispredicts its exit.
        self.cands[i] = Candidates::EMPTY;
        for cells in &mut self.cells_of {
            cells.remove(cell);
        }
        for (h, bit) in slots {
            for p in &mut self.positions[usize::from(h)] {
                *p &= !bit;
            }
        }
        self.values[i] = d.get();
        self.empty.remove(cell);
        // Only the peers that still have `d` change. Every cell of the cell's three
        // houses is the cell or a peer, so those houses are left with no place for `d`.
        let di = d.index();
        let seen = match &self.variant {
            None => CellSet::peers_of(cell),
            Some(v) => v.topology.peers(cell),
        };
        let peers = self.cells_of[di] & seen;
        self.cells_of[di] -= peers;
        let mut changed = 0;
        for (h, _) in slots {
            self.positions[usize::from(h)][di] = 0;
            changed |= 1 << h;
        }
        for p in peers {
            let j = p.index();
            self.cands[j] = self.cands[j].without(d);
            for (h, bit) in SLOTS[j] {
                self.positions[usize::from(h)][di] &= !bit;
                changed |= 1 << h;
            }
        }
        changed
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Board({})", self.to_grid())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn d(v: u8) -> Digit {
        Digit::new(v).unwrap()
    }

    /// The three views must always describe the same candidates.
    fn assert_consistent(b: &Board) {
        for cell in Cell::all() {
            for digit in Digit::ALL {
                let open = b.has(cell, digit);
                assert_eq!(b.cells_with(digit).contains(cell), open);
                for h in cell.houses() {
                    let pos = h.position_of(cell).unwrap();
                    assert_eq!(b.positions(h, digit) >> pos & 1 == 1, open);
                }
            }
        }
    }

    #[test]
    fn candidates_match_the_grid() {
        let g: Grid = PUZZLE.parse().unwrap();
        let b = Board::new(&g);
        for cell in Cell::all() {
            assert_eq!(b.candidates(cell), g.candidates(cell), "{cell}");
        }
        assert_consistent(&b);
        assert_eq!(b.empty_cells().len(), 51);
    }

    /// Every value 0..=9 at every position, against the cell-by-cell test.
    #[test]
    fn filled_bits_flags_the_nonzero_values() {
        for shift in 0..10 {
            let values: [u8; 81] = std::array::from_fn(|i| ((i + shift) % 10) as u8);
            let slow = (0..81).fold(0u128, |m, i| m | u128::from(values[i] != 0) << i);
            assert_eq!(filled_bits(&values), slow, "shift {shift}");
        }
    }

    /// `Board::new` reads the views off bit sets; it must give the board that placing
    /// every given into an empty board gives, clashing givens included.
    #[test]
    fn new_is_placing_the_givens() {
        let mut grids: Vec<Grid> = crate::logic::testing::se_rated()
            .map(|rated| rated.puzzle.parse().unwrap())
            .collect();
        // Two 5s in row 1 and two 7s in box 9.
        let mut clash = Grid::EMPTY;
        for (name, v) in [("r1c1", 5), ("r1c5", 5), ("r7c7", 7), ("r9c9", 7)] {
            clash.set(name.parse().unwrap(), Digit::new(v));
        }
        grids.push(clash);
        for g in &grids {
            let fast = Board::new(g);
            let mut slow = Board::new(&Grid::EMPTY);
            for cell in Cell::all() {
                if let Some(d) = g.get(cell) {
                    slow.place(cell, d);
                }
            }
            assert_consistent(&fast);
            assert_eq!(fast.to_grid(), slow.to_grid());
            assert_eq!(fast.empty_cells(), slow.empty_cells());
            for cell in Cell::all() {
                assert_eq!(fast.candidates(cell), slow.candidates(cell), "{g} {cell}");
            }
            for d in Digit::ALL {
                assert_eq!(fast.cells_with(d), slow.cells_with(d), "{g} {d}");
                for h in House::all() {
                    assert_eq!(fast.positions(h, d), slow.positions(h, d), "{g} {h} {d}");
                }
            }
            assert_eq!(fast.givens(), g.filled_cells());
        }
    }

    #[test]
    fn place_and_eliminate_keep_views_in_step() {
        let g: Grid = PUZZLE.parse().unwrap();
        let mut b = Board::new(&g);
        let cell: Cell = "r1c3".parse().unwrap();
        assert!(b.has(cell, d(4)));
        b.place(cell, d(4));
        assert_eq!(b.value(cell), Some(d(4)));
        assert!(b.candidates(cell).is_empty());
        for &p in cell.peers() {
            assert!(!b.has(p, d(4)));
        }
        let other: Cell = "r9c1".parse().unwrap();
        let first = b.candidates(other).first().unwrap();
        assert!(b.eliminate(other, first));
        assert!(!b.eliminate(other, first));
        assert_consistent(&b);
    }

    /// Every house outside the mask `place_changed` returns keeps all its position
    /// masks, for every candidate of every board on the way to the solution.
    #[test]
    fn place_changed_names_every_house_that_changed() {
        let puzzles = [
            PUZZLE,
            ".................1..2..3.4.......2.5.1....6..3.4..7.......6.......15......7...82.",
        ];
        let mut checked = 0;
        for p in puzzles {
            let grid: Grid = p.parse().unwrap();
            let solution = crate::logic::testing::solution(p);
            let mut b = Board::new(&grid);
            for cell in Cell::all() {
                if b.value(cell).is_some() {
                    continue;
                }
                for digit in b.candidates(cell) {
                    let mut after = b.clone();
                    let changed = after.place_changed(cell, digit);
                    for h in House::all() {
                        if changed >> h.index() & 1 == 0 {
                            assert_eq!(after.house_positions(h), b.house_positions(h));
                        }
                    }
                    checked += 1;
                }
                b.place(cell, solution.get(cell).expect("solved"));
            }
        }
        assert!(
            checked > 115,
            "every empty cell of both puzzles, some with several candidates"
        );
    }
}
