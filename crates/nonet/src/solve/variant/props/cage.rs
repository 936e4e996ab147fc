//! A killer cage with a total: distinct digits summing to it, propagated through the
//! cage's combinations.
//!
//! For the cells still open, each combination of distinct digits that makes the rest
//! of the total and fits the open cells' candidates (every open cell can take one of
//! its digits) supports, in each open cell, the candidates it shares with that cell.
//! Each cell keeps only supported candidates; a digit in every combination with one
//! place left goes there.
//!
//! A digit every combination needs must go in one of the cage cells that can take it,
//! so it leaves every cell that sees all of those (outside the cage): with one such
//! cage cell, a hidden single.
//!
//! When the cage lies inside a house, the rest of the house holds the other digits: a
//! combination must leave digits the rest of the house can hold, and the rest of the
//! house keeps only digits some combination leaves (the Interactive Sudoku Solver's
//! "complement cells", here folded into the same pass).

use crate::solve::variant::masks::{ALL, at_most_one, combos, value};
use crate::solve::variant::state::{Cells, Contradiction, Flow};

/// A killer cage with a total.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct Cage {
    pub(in crate::solve::variant) cells: Vec<u8>,
    pub(in crate::solve::variant) total: i32,
    /// The other cells of a house that contains the whole cage (empty if none does).
    pub(in crate::solve::variant) rest: Vec<u8>,
    /// For each cell of the cage, its peers outside the cage (bit c = cell c).
    pub(in crate::solve::variant) seen: Vec<u128>,
}

impl Cage {
    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells) -> Flow {
        // The open cells: their positions in the cage and their candidates.
        let mut open = [0u8; 9];
        let mut masks = [0u16; 9];
        let (mut n, mut sum, mut placed) = (0usize, 0i32, 0u16);
        for (i, &c) in self.cells.iter().enumerate() {
            let v = cells.get(c);
            if at_most_one(v) {
                if placed & v != 0 {
                    return Err(Contradiction);
                }
                placed |= v;
                sum += value(v) as i32;
            } else {
                open[n] = i as u8;
                masks[n] = v;
                n += 1;
            }
        }
        if n == 0 {
            return if sum == self.total {
                Ok(())
            } else {
                Err(Contradiction)
            };
        }
        let rest_union = if self.rest.is_empty() {
            ALL
        } else {
            self.rest.iter().fold(0u16, |m, &c| m | cells.get(c))
        };
        let union = masks[..n].iter().fold(0u16, |m, &v| m | v) & !placed;
        // The digits of the combinations that fit: each open cell keeps its candidates
        // among them (a combination supports in a cell exactly the digits the two
        // share, so the union over combinations is the cell's candidates within the
        // union of the combinations, one AND a cell after the loop).
        let mut fitting = 0u16;
        let mut rest_support = 0u16;
        let mut required = ALL;
        'options: for &o in combos(n, self.total - sum) {
            if o & !union != 0 {
                continue;
            }
            for &m in &masks[..n] {
                if m & o == 0 {
                    continue 'options;
                }
            }
            let left = ALL & !(o | placed);
            if left & !rest_union != 0 {
                continue;
            }
            fitting |= o;
            required &= o;
            rest_support |= left;
        }
        if fitting == 0 {
            return Err(Contradiction);
        }
        let mut support = [0u16; 9];
        for i in 0..n {
            support[i] = masks[i] & fitting;
        }
        for i in 0..n {
            cells.restrict(self.cells[open[i] as usize], support[i])?;
        }
        if !self.rest.is_empty() {
            for &c in &self.rest {
                cells.restrict(c, rest_support)?;
            }
        }
        // A digit every combination needs: one of its places in the cage holds it, so
        // the cells that see them all lose it.
        while required != 0 {
            let d = required & required.wrapping_neg();
            required &= required - 1;
            let mut place = None;
            let mut count = 0;
            let mut common = u128::MAX;
            for i in 0..n {
                if support[i] & d != 0 {
                    let at = open[i] as usize;
                    place = Some(self.cells[at]);
                    count += 1;
                    common &= self.seen[at];
                }
            }
            match (count, place) {
                (0, _) => return Err(Contradiction),
                (1, Some(c)) => cells.restrict(c, d)?,
                _ => {}
            }
            while common != 0 {
                let c = common.trailing_zeros() as u8;
                common &= common - 1;
                cells.restrict(c, !d)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_cell_cage_of_17_is_8_and_9() {
        let mut cands = [ALL; 81];
        let mut cells = Cells::new(&mut cands);
        let cage = Cage {
            cells: vec![0, 1],
            total: 17,
            rest: vec![2, 3, 4, 5, 6, 7, 8],
            seen: vec![0; 2],
        };
        cage.run(&mut cells).unwrap();
        assert_eq!(cells.get(0), 0b1_1000_0000);
        assert_eq!(cells.get(5), 0b0_0111_1111);
    }

    #[test]
    fn required_digit_with_one_place() {
        let mut cands = [ALL; 81];
        cands[0] = 0b0000_0011; // 1 or 2
        cands[1] = 0b0000_0110; // 2 or 3
        let mut cells = Cells::new(&mut cands);
        // 3 from two cells: {1, 2}; the 1 can only go in r1c1.
        let cage = Cage {
            cells: vec![0, 1],
            total: 3,
            rest: vec![],
            seen: vec![0; 2],
        };
        cage.run(&mut cells).unwrap();
        assert_eq!((cells.get(0), cells.get(1)), (0b01, 0b10));
    }
}
