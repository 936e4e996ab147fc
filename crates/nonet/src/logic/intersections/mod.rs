//! Intersections: a digit of one house confined to the cells it shares with another.

pub mod direct;
pub mod locked;

use std::ops::ControlFlow;

use crate::grid::{CellSet, Digit, House, HouseKind};
use crate::logic::Board;
use crate::logic::order::crossing;

/// Box as base, lines as cover: pointing. Columns come first, as in Sudoku Explainer.
pub(crate) const POINTING: [(HouseKind, HouseKind); 2] = [
    (HouseKind::Box, HouseKind::Column),
    (HouseKind::Box, HouseKind::Row),
];

/// Lines as base, box as cover: claiming (box-line reduction).
pub(crate) const CLAIMING: [(HouseKind, HouseKind); 2] = [
    (HouseKind::Column, HouseKind::Box),
    (HouseKind::Row, HouseKind::Box),
];

/// Calls `f(digit, base, cover)` for every digit with at least two places in a base
/// house, all of them inside one cover house, in Sudoku Explainer's order: pair of
/// kinds, digit, base house, cover house.
pub(crate) fn confinements(
    board: &Board,
    pairs: [(HouseKind, HouseKind); 2],
    mut f: impl FnMut(Digit, House, House) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for (base_kind, cover_kind) in pairs {
        for digit in Digit::ALL {
            for n in 0..9 {
                let base = House::new(base_kind, n);
                let places: CellSet = board.cells_with_in(digit, base);
                if places.len() < 2 {
                    continue;
                }
                for cover in crossing(base, cover_kind) {
                    if cover.cell_set().is_superset(places) {
                        f(digit, base, cover)?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}
