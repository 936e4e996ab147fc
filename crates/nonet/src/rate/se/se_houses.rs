//! The houses of a variant as SukakuExplainer sees them, in its order, and its first
//! producers' placements over them (full house and hidden single, naked single).
//!
//! SukakuExplainer numbers its house types box 0, row 1, column 2, disjoint group 3,
//! window 4, main diagonal 5, anti-diagonal 6, and its single producers visit them box,
//! column, row, then the variant's types in type order, each type's houses in index
//! order (so the first hint, which the rating applies, depends on that order). Its
//! windoku has nine windows: the four drawn ones and the five groups they imply (the
//! cells of rows 1, 5 and 9 in columns 2-4, and so on), which hold every digit in every
//! windoku solution too. A full house rates 1.0, a hidden single 1.2 in a box and 1.5
//! in any other house, a naked single 2.3, as in classic Sudoku.

use crate::grid::{Cell, CellSet, Digit};
use crate::logic::registry::base_se;
use crate::logic::{Board, SeValue, Technique, singles};
use crate::rules::kinds::{Diagonal, ExtraRegion};
use crate::rules::{Constraint, GroupLabel, Rules, Topology};

const FULL_HOUSE: SeValue = base_se(Technique::FullHouse);
const BOX_SINGLE: SeValue = singles::hidden_single::BOX_RATING;
const OTHER_SINGLE: SeValue = base_se(Technique::HiddenSingle);
const NAKED_SINGLE: SeValue = base_se(Technique::NakedSingle);

/// The rows and columns of the five windows windoku implies, in SukakuExplainer's
/// order after the four drawn ones (its window groups 5 to 9).
const IMPLIED_WINDOWS: [([usize; 3], [usize; 3]); 5] = [
    ([0, 4, 8], [1, 2, 3]),
    ([0, 4, 8], [5, 6, 7]),
    ([1, 2, 3], [0, 4, 8]),
    ([5, 6, 7], [0, 4, 8]),
    ([0, 4, 8], [0, 4, 8]),
];

fn implied_window(k: usize) -> CellSet {
    let (rows, cols) = IMPLIED_WINDOWS[k];
    let mut set = CellSet::EMPTY;
    for r in rows {
        for c in cols {
            set.insert(Cell::from_index(r * 9 + c));
        }
    }
    set
}

/// The topology SukakuExplainer rates `rules` on: theirs, with windoku's five implied
/// windows as extra houses.
pub(super) fn topology(rules: &Rules) -> Topology {
    let windoku = rules
        .constraints()
        .iter()
        .any(|c| matches!(c, Constraint::Windoku(_)));
    if !windoku {
        return rules.topology();
    }
    let mut extended = rules.clone();
    for k in 0..IMPLIED_WINDOWS.len() {
        let cells = implied_window(k).iter().collect();
        extended = extended
            .with(Constraint::ExtraRegion(ExtraRegion { cells }))
            .expect("an implied window is a valid extra region");
    }
    extended.topology()
}

/// The houses of a variant topology in the order SukakuExplainer's singles visit them.
pub(super) struct SeHouses {
    /// Each house's cells and whether it is a box.
    houses: Vec<(CellSet, bool)>,
}

impl SeHouses {
    /// The houses of `topology` (built by [`topology`]) in SukakuExplainer's order.
    pub(super) fn of(topology: &Topology) -> SeHouses {
        let mut keyed: Vec<((u8, usize), CellSet)> = topology
            .groups()
            .iter()
            .filter(|g| g.is_house())
            .map(|g| {
                let key = match g.label {
                    GroupLabel::Box(n) => (0, usize::from(n)),
                    GroupLabel::Column(n) => (1, usize::from(n)),
                    GroupLabel::Row(n) => (2, usize::from(n)),
                    GroupLabel::Disjoint(n) => (3, usize::from(n)),
                    GroupLabel::Window(n) => (4, usize::from(n)),
                    GroupLabel::Diagonal(Diagonal::Main) => (5, 0),
                    GroupLabel::Diagonal(Diagonal::Anti) => (6, 0),
                    // A jigsaw region stands where a box would, and any other house
                    // (an extra region) comes last: SukakuExplainer has neither, so
                    // only the scale's extension (`extended`) meets them.
                    GroupLabel::Region(n) => (0, usize::from(n)),
                    GroupLabel::Constraint(i) => {
                        match (0..5).find(|&k| implied_window(k) == g.cells) {
                            Some(k) => (4, 4 + k),
                            None => (7, i),
                        }
                    }
                };
                (key, g.cells)
            })
            .collect();
        keyed.sort_by_key(|&(key, _)| key);
        SeHouses {
            houses: keyed
                .into_iter()
                .map(|((kind, _), cells)| (cells, kind == 0))
                .collect(),
        }
    }

    /// SukakuExplainer's first producer's hint: the first full house over all houses,
    /// else the first hidden single (houses in order, digits ascending), with its rating.
    pub(super) fn first_single(&self, board: &Board) -> Option<(Cell, Digit, SeValue)> {
        let empty = board.empty_cells();
        for &(cells, _) in &self.houses {
            if let Some(cell) = (cells & empty).single_cell()
                && let Some(d) = board.candidates(cell).iter().next()
            {
                return Some((cell, d, FULL_HOUSE));
            }
        }
        for &(cells, is_box) in &self.houses {
            let open = cells & empty;
            if open.len() < 2 {
                continue;
            }
            for d in (0..9).map(Digit::from_index) {
                if let Some(cell) = (board.cells_with(d) & cells).single_cell() {
                    let rating = if is_box { BOX_SINGLE } else { OTHER_SINGLE };
                    return Some((cell, d, rating));
                }
            }
        }
        None
    }
}

/// SukakuExplainer's naked single producer: the first empty cell, in cell order, with
/// one candidate.
pub(super) fn first_naked_single(board: &Board) -> Option<(Cell, Digit, SeValue)> {
    board.empty_cells().iter().find_map(|cell| {
        board
            .candidates(cell)
            .single_digit()
            .map(|d| (cell, d, NAKED_SINGLE))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::iss;
    use crate::grid::Grid;

    fn rules(text: &str) -> Rules {
        iss::parse(text).unwrap().rules
    }

    /// A windoku solution (from the generator that made `se_variants.tsv`, windoku
    /// seed 1, puzzle 0): its four windows hold every digit, and so must the five
    /// implied ones.
    const WINDOKU_SOLUTION: &str =
        "381925476569417823427386159658174392974253681213698547842731965195862734736549218";

    #[test]
    fn implied_windows_hold_every_digit_of_a_windoku_solution() {
        let grid: Grid = WINDOKU_SOLUTION.parse().unwrap();
        assert!(rules(".Windoku").is_solution(&grid));
        for k in 0..IMPLIED_WINDOWS.len() {
            let cells = implied_window(k);
            assert_eq!(cells.len(), 9);
            let digits: u16 = cells
                .iter()
                .map(|c| grid.get(c).map_or(0, |d| d.bit()))
                .fold(0, |a, b| a | b);
            assert_eq!(digits.count_ones(), 9, "implied window {k}");
        }
    }

    #[test]
    fn houses_in_sukaku_explainers_order() {
        let windoku = SeHouses::of(&topology(&rules(".Windoku")));
        assert_eq!(windoku.houses.len(), 27 + 9);
        // Boxes first (the only ones marked as boxes), then columns, rows, windows.
        assert!(windoku.houses[..9].iter().all(|&(_, b)| b));
        assert!(windoku.houses[9..].iter().all(|&(_, b)| !b));
        assert_eq!(
            windoku.houses[9].0,
            crate::grid::House::column(0).cell_set()
        );
        assert_eq!(windoku.houses[18].0, crate::grid::House::row(0).cell_set());
        assert_eq!(windoku.houses[31].0, implied_window(0));
        let x = SeHouses::of(&topology(&rules(
            ".Diagonal~-1.Diagonal~1.DisjointSets.AntiKnight",
        )));
        assert_eq!(x.houses.len(), 27 + 9 + 2);
        let main: CellSet = Diagonal::Main.line().into_iter().collect();
        let anti: CellSet = Diagonal::Anti.line().into_iter().collect();
        assert_eq!(x.houses[36].0, main);
        assert_eq!(x.houses[37].0, anti);
    }

    #[test]
    fn a_full_house_comes_before_a_hidden_single() {
        // Row 1 has one empty cell (a full house, 1.0); box 9 would give hidden singles.
        let grid: Grid = WINDOKU_SOLUTION.parse().unwrap();
        let mut givens = grid;
        givens.set(Cell::from_index(8), None);
        for i in [60, 61, 62, 69, 70] {
            givens.set(Cell::from_index(i), None);
        }
        let rules = rules(".Windoku");
        let board = Board::for_variant(&givens, topology(&rules), grid);
        let houses = SeHouses::of(board.topology());
        let (cell, d, rating) = houses.first_single(&board).unwrap();
        assert_eq!((cell.index(), d.get(), rating), (8, 6, FULL_HOUSE));
    }
}
