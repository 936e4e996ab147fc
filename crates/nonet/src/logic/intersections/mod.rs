//! Intersections: a digit of one house confined to the cells it shares with another.

pub(crate) mod direct;
pub(crate) mod locked;

use std::ops::ControlFlow;

use crate::grid::{Digit, House, HouseKind};
use crate::logic::Board;

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
    for pair in pairs {
        confinements_of(board, pair, &mut f)?;
    }
    ControlFlow::Continue(())
}

/// [`confinements`] for one pair of kinds.
pub(crate) fn confinements_of(
    board: &Board,
    (base_kind, cover_kind): (HouseKind, HouseKind),
    f: &mut impl FnMut(Digit, House, House) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for digit in Digit::ALL {
        for n in 0..9 {
            let base = House::new(base_kind, n);
            let places = board.positions(base, digit);
            if places.count_ones() < 2 {
                continue;
            }
            if let Some(cover) = confining(base, cover_kind, places) {
                f(digit, base, cover)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// The house of `cover_kind` other than `base` that holds every one of `places` (base
/// positions, at least two), if any. Only a box and a line share two or more cells, so
/// for every other pair of kinds there is none; a box's positions are row-major, so
/// its rows are the bit triples and its columns every third bit, and a line's three
/// boxes are its bit triples.
fn confining(base: House, cover_kind: HouseKind, places: u16) -> Option<House> {
    // Bit t set: some place lies in triple t (0..3) of the positions.
    let triples = u16::from(places & 0o7 != 0)
        | u16::from(places & 0o70 != 0) << 1
        | u16::from(places & 0o700 != 0) << 2;
    let n = base.number();
    // The cover numbered `first + step * t` for the one spread bit `t`.
    let (spread, first, step) = match (base.kind(), cover_kind) {
        (HouseKind::Box, HouseKind::Row) => (triples, n / 3 * 3, 1),
        (HouseKind::Box, HouseKind::Column) => {
            ((places | places >> 3 | places >> 6) & 0o7, n % 3 * 3, 1)
        }
        (HouseKind::Row, HouseKind::Box) => (triples, n / 3 * 3, 1),
        (HouseKind::Column, HouseKind::Box) => (triples, n / 3, 3),
        _ => return None,
    };
    spread
        .is_power_of_two()
        .then(|| House::new(cover_kind, first + step * spread.trailing_zeros() as u8))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::CellSet;
    use crate::logic::order::crossing;
    use crate::logic::testing::agreement_boards;

    /// The enumeration as first written: every crossing house of the cover kind,
    /// tested as a superset of the base's places.
    fn reference(
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

    #[test]
    fn confinements_agree_with_the_reference() {
        use HouseKind::{Box, Column, Row};
        let kinds = [
            POINTING,
            CLAIMING,
            [(Row, Column), (Column, Row)],
            [(Box, Box), (Row, Row)],
        ];
        for board in agreement_boards() {
            for pairs in kinds {
                let (mut fast, mut slow) = (Vec::new(), Vec::new());
                let _ = confinements(board, pairs, |d, b, c| {
                    fast.push((d, b, c));
                    ControlFlow::Continue(())
                });
                let _ = reference(board, pairs, |d, b, c| {
                    slow.push((d, b, c));
                    ControlFlow::Continue(())
                });
                assert_eq!(fast, slow, "{board:?}");
            }
        }
    }
}
