//! Templates: the candidates of a digit that no placement of all nine copies can use.
//!
//! A *template* of a digit is a set of nine cells, one in each row, column and box,
//! each holding the digit or a candidate for it. Every fish (of any shape, with any
//! fins) reasons about one digit from the rule "each house holds it once" alone, and
//! every template obeys that rule; so a fish can only eliminate candidates that lie in
//! no template. [`deletable`] finds those candidates. When there are none, no fish on
//! the digit can eliminate anything and the search skips it; otherwise every fin set
//! must have one of them among its common peers. (HoDoKu checks templates before its
//! fish search for the same reason.)
//!
//! **Method.** A template is three band patterns: in each band, three cells in
//! different rows and stacks. A band pattern uses one column of each stack; writing
//! which (0, 1, 2) in base 3 gives a key 0..27, and three band patterns make a template
//! exactly when their keys differ in every stack digit. So each band's patterns are
//! listed (at most 3! × 27 = 162, usually a handful) and grouped by key, then the at
//! most 27 × 8 compatible key triples are checked. The union of the cells of the
//! patterns of every compatible triple is the union of all templates.

use crate::bits::indices;
use crate::grid::{Cell, CellSet, Digit, House};
use crate::logic::Board;

/// The candidates of `digit` that lie in no template.
pub(crate) fn deletable(board: &Board, digit: Digit) -> CellSet {
    let cands = board.cells_with(digit);
    if cands.is_empty() {
        return CellSet::EMPTY;
    }
    // Per row, the columns that hold the digit or may.
    let mut rows = [0u16; 9];
    for (r, row) in rows.iter_mut().enumerate() {
        let house = House::row(r as u8);
        *row = board.positions(house, digit);
        for (c, &cell) in house.cells().iter().enumerate() {
            if board.value(cell) == Some(digit) {
                *row |= 1 << c;
            }
        }
    }
    // Per band, the cells of its patterns grouped by key; `found` marks keys in use.
    let mut cells = [[CellSet::EMPTY; 27]; 3];
    let mut found = [0u32; 3];
    for band in 0..3 {
        let r = 3 * band;
        for c0 in indices(rows[r]) {
            for c1 in indices(rows[r + 1]) {
                if c1 / 3 == c0 / 3 {
                    continue;
                }
                for c2 in indices(rows[r + 2]) {
                    if c2 / 3 == c0 / 3 || c2 / 3 == c1 / 3 {
                        continue;
                    }
                    let key = [c0, c1, c2]
                        .iter()
                        .map(|&c| (c % 3) * POW3[c / 3])
                        .sum::<usize>();
                    found[band] |= 1 << key;
                    cells[band][key] |= CellSet::single(at(r, c0))
                        .with(at(r + 1, c1))
                        .with(at(r + 2, c2));
                }
            }
        }
    }
    let mut union = CellSet::EMPTY;
    for k0 in indices(found[0]) {
        for k1 in indices(found[1]) {
            let Some(k2) = third(k0, k1) else {
                continue;
            };
            if found[2] >> k2 & 1 != 0 {
                union |= cells[0][k0] | cells[1][k1] | cells[2][k2];
            }
        }
    }
    cands - union
}

const POW3: [usize; 3] = [1, 3, 9];

/// The key whose stack digits differ from both `a`'s and `b`'s, if theirs differ.
fn third(a: usize, b: usize) -> Option<usize> {
    let mut key = 0;
    for p in POW3 {
        let (x, y) = (a / p % 3, b / p % 3);
        if x == y {
            return None;
        }
        key += (3 - x - y) * p;
    }
    Some(key)
}

fn at(row: usize, col: usize) -> Cell {
    Cell::from_index(row * 9 + col)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::testing::{grid, without};

    #[test]
    fn nothing_is_deletable_on_an_empty_board() {
        let board = Board::new(&crate::Grid::EMPTY);
        for d in Digit::ALL {
            assert!(deletable(&board, d).is_empty());
        }
    }

    #[test]
    fn an_x_wing_victim_is_deletable() {
        // 7 only in columns 3 and 8 of rows 2 and 6: the rest of those columns is in no
        // template.
        let mut gone = Vec::new();
        for r in [2, 6] {
            for c in [1, 2, 4, 5, 6, 7, 9] {
                gone.push(format!("r{r}c{c}"));
            }
        }
        let names: Vec<&str> = gone.iter().map(String::as_str).collect();
        let board = without(7, &names);
        let d = deletable(&board, Digit::new(7).unwrap());
        assert_eq!(d.len(), 14);
        assert!(d.contains("r1c3".parse().unwrap()) && d.contains("r9c8".parse().unwrap()));
    }

    #[test]
    fn a_solved_digit_has_no_candidates_to_delete() {
        let g = grid(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        );
        let board = Board::new(&g);
        assert!(deletable(&board, Digit::new(5).unwrap()).is_empty());
    }
}
