//! The houses and peers a variant adds to Sudoku Explainer's chaining, as
//! SukakuExplainer links them (its `Chaining.getOnToOff` and `getOffToOn`).
//!
//! SukakuExplainer's variants that only add cells that must differ (disjoint groups,
//! windows, the two diagonals, anti-king, anti-knight) enter its chains in two ways:
//! - an on potential turns off its value in every other cell of each of its houses,
//!   the classic box, row and column first, then the disjoint group, the window, the
//!   main and the anti diagonal; then in its anti-king cells (diagonal neighbours, in
//!   the order down-right, down-left, up-left, up-right), then in its anti-knight cells
//!   (in SukakuExplainer's offset order); a cell is named once, by the first of these
//!   that reaches it;
//! - an off potential turns on the last place of its value in each of those houses, in
//!   the same order (the extra peers give no such link).
//!
//! Their region forcing chains range over the same houses in the same order. A
//! [`Regions`] holds the extra houses and peers of one board's rules, built once for a
//! search; a classic board has none and the engine never builds one for it.

use crate::grid::{Cell, CellSet, Digit, House};
use crate::logic::Board;
use crate::rules::kinds::Diagonal;
use crate::rules::{GroupLabel, Topology};

/// SukakuExplainer's anti-king offsets (column, row): its `ferzCellIndex`.
const KING: [(i8, i8); 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];
/// SukakuExplainer's anti-knight offsets (column, row): its `knightCellIndex`.
const KNIGHT: [(i8, i8); 8] = [
    (1, 2),
    (-1, 2),
    (1, -2),
    (-1, -2),
    (2, 1),
    (-2, 1),
    (2, -1),
    (-2, -1),
];

/// No extra house in this slot.
const NO: u8 = u8::MAX;

/// Any house a chaining link or a region chain names: a classic one, or one of a
/// board's extra houses (an index into its [`Regions`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HouseRef {
    Classic(House),
    Extra(u8),
}

/// The extra houses and peers of a variant board, in SukakuExplainer's order.
#[derive(Clone, Debug)]
pub(crate) struct Regions {
    /// Each extra house's cells, ascending (SukakuExplainer's cell order in each).
    houses: Vec<[Cell; 9]>,
    /// Each cell's extra houses, in SukakuExplainer's order of house types.
    of_cell: [[u8; 4]; 81],
    /// Each cell's extra peers that share no house with it: anti-king, then
    /// anti-knight cells, each in SukakuExplainer's offset order.
    peers: Vec<Vec<Cell>>,
    /// Each cell's peers of every kind.
    all_peers: [CellSet; 81],
}

impl Regions {
    /// The extra houses and peers of `topology`, if SukakuExplainer's chaining knows
    /// them all: classic boxes with any of disjoint groups, windows (the four drawn and
    /// the five they imply), both diagonals, anti-king and anti-knight peers. `None` for
    /// any other rules (a jigsaw, a cage, a line) and for classic ones.
    pub(crate) fn of(topology: &Topology) -> Option<Regions> {
        if !topology.has_boxes() || !topology.is_only_groups_and_peers() {
            return None;
        }
        let mut keyed = Vec::new();
        for g in topology.groups() {
            let key = match g.label {
                GroupLabel::Box(_) | GroupLabel::Row(_) | GroupLabel::Column(_) => continue,
                GroupLabel::Disjoint(n) => (3, usize::from(n)),
                GroupLabel::Window(n) => (4, usize::from(n)),
                // The windows windoku implies, added as extra regions in window order.
                GroupLabel::Constraint(i) if g.is_house() => (4, 4 + i),
                GroupLabel::Diagonal(Diagonal::Main) => (5, 0),
                GroupLabel::Diagonal(Diagonal::Anti) => (6, 0),
                _ => return None,
            };
            let cells: Vec<Cell> = g.cells.iter().collect();
            let cells: [Cell; 9] = cells.try_into().ok()?;
            keyed.push((key, cells));
        }
        keyed.sort_by_key(|&(key, _)| key);
        let houses: Vec<[Cell; 9]> = keyed.into_iter().map(|(_, cells)| cells).collect();
        let mut of_cell = [[NO; 4]; 81];
        for (i, house) in houses.iter().enumerate() {
            for &c in house {
                let slot = of_cell[c.index()]
                    .iter_mut()
                    .find(|s| **s == NO)
                    .expect("a cell is in at most four extra houses");
                *slot = i as u8;
            }
        }
        if houses.is_empty() && Cell::all().all(|c| topology.peers(c) == CellSet::peers_of(c)) {
            return None;
        }
        let mut all_peers = [CellSet::EMPTY; 81];
        let mut peers = Vec::with_capacity(81);
        for cell in Cell::all() {
            all_peers[cell.index()] = topology.peers(cell);
            let mut housed = CellSet::peers_of(cell);
            for &h in of_cell[cell.index()].iter().filter(|&&h| h != NO) {
                housed |= houses[usize::from(h)].iter().copied().collect::<CellSet>();
            }
            let extra = topology.peers(cell) - housed - CellSet::single(cell);
            let ordered: Vec<Cell> = KING
                .iter()
                .chain(KNIGHT.iter())
                .filter_map(|&(dx, dy)| offset(cell, dx, dy))
                .filter(|c| extra.contains(*c))
                .collect();
            if ordered.len() != extra.len() as usize {
                return None;
            }
            peers.push(ordered);
        }
        Some(Regions {
            houses,
            of_cell,
            peers,
            all_peers,
        })
    }

    /// The extra houses of `cell`, in SukakuExplainer's order.
    pub(crate) fn houses_of(&self, cell: usize) -> impl Iterator<Item = u8> + '_ {
        self.of_cell[cell].iter().copied().take_while(|&h| h != NO)
    }

    /// The cells of extra house `h`.
    pub(crate) fn cells(&self, h: u8) -> &[Cell; 9] {
        &self.houses[usize::from(h)]
    }

    /// Every peer of `cell`: its houses' cells and its extra peers.
    pub(crate) fn peers_of(&self, cell: usize) -> CellSet {
        self.all_peers[cell]
    }

    /// The places of `digit` in extra house `h` on `board`, as a bit per house cell.
    pub(crate) fn positions(&self, board: &Board, h: u8, digit: Digit) -> u16 {
        let with = board.cells_with(digit);
        self.cells(h)
            .iter()
            .enumerate()
            .fold(0, |m, (i, &c)| m | u16::from(with.contains(c)) << i)
    }

    /// The off potentials the extra houses and peers add to an on potential of digit
    /// `d` in cell `c`, in SukakuExplainer's order: each as (cell, from a house). A
    /// cell of the classic houses of `c`, or already named, is left out.
    pub(crate) fn offs(&self, board: &Board, c: usize, d: usize, mut add: impl FnMut(usize, bool)) {
        let cell = Cell::from_index(c);
        let digit = Digit::from_index(d);
        let with = board.cells_with(digit);
        let mut named = CellSet::peers_of(cell).with(cell);
        for h in self.houses_of(c) {
            for &y in self.cells(h) {
                if with.contains(y) && !named.contains(y) {
                    named.insert(y);
                    add(y.index(), true);
                }
            }
        }
        for &y in &self.peers[c] {
            if with.contains(y) && !named.contains(y) {
                named.insert(y);
                add(y.index(), false);
            }
        }
    }
}

/// The cell `dx` columns and `dy` rows from `cell`, if on the grid.
fn offset(cell: Cell, dx: i8, dy: i8) -> Option<Cell> {
    let col = cell.col() as i8 + dx;
    let row = cell.row() as i8 + dy;
    ((0..9).contains(&col) && (0..9).contains(&row))
        .then(|| Cell::from_index(row as usize * 9 + col as usize))
}

#[cfg(test)]
mod tests;
