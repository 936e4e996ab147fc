//! A house: nine cells that hold every digit once. Peers already lose a placed digit
//! (the engine spreads singles), so this finds what pairwise exclusion cannot: a digit
//! missing from every cell, and hidden singles; where the rules relate neighbours across
//! the grid, also what a digit's few places force on the cells that see them all
//! (`house_links.rs`).

use super::house_links::Links;
use super::pair::Table;
use crate::solve::variant::masks::{ALL, at_most_one};
use crate::solve::variant::state::{Cells, Contradiction, Flow};

/// The nine cells of a row, column, region, diagonal, window or disjoint group.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct House {
    pub(in crate::solve::variant) cells: [u8; 9],
    /// The pair relations of its cells, when the rules have any (see [`Links`]).
    pub(in crate::solve::variant) links: Option<Box<Links>>,
}

impl House {
    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells, tables: &[Table]) -> Flow {
        match &self.links {
            None => self.alone(cells),
            Some(links) => self.linked(cells, links, tables),
        }
    }

    /// Hidden singles, and the digits of two or three places seen through the pair
    /// relations ([`Links::narrow`]), from one pass over the cells.
    fn linked(&self, cells: &mut Cells, links: &Links, tables: &[Table]) -> Flow {
        // How many places each digit has, bit-sliced: bit d of `ones` and `twos` is
        // digit d's count modulo 4, and of `many` whether it reached 4.
        let (mut ones, mut twos, mut many, mut placed, mut clash) = (0u16, 0u16, 0u16, 0u16, 0u16);
        let mut values = [0u16; 9];
        for (i, &c) in self.cells.iter().enumerate() {
            let v = cells.get(c);
            values[i] = v;
            // Two singles of one digit, counted without a branch (a conditional move).
            let single = if at_most_one(v) { v } else { 0 };
            clash |= placed & single;
            placed |= single;
            let carry = ones & v;
            ones ^= v;
            many |= twos & carry;
            twos ^= carry;
        }
        if clash != 0 || ones | twos | many != ALL {
            return Err(Contradiction);
        }
        let hidden = ones & !twos & !many & !placed;
        if hidden != 0 {
            self.place(cells, hidden)?;
            for (v, &c) in values.iter_mut().zip(&self.cells) {
                *v = cells.get(c);
            }
        }
        links.narrow(&self.cells, &values, twos & !many, cells, tables)
    }

    /// Hidden singles.
    fn alone(&self, cells: &mut Cells) -> Flow {
        let (mut all, mut twice, mut placed) = (0u16, 0u16, 0u16);
        for &c in &self.cells {
            let v = cells.get(c);
            twice |= all & v;
            all |= v;
            if at_most_one(v) {
                if placed & v != 0 {
                    return Err(Contradiction);
                }
                placed |= v;
            }
        }
        if all != ALL {
            return Err(Contradiction);
        }
        self.place(cells, all & !twice & !placed)
    }

    /// Places each digit of `hidden` (digits of one place each) in its cell.
    fn place(&self, cells: &mut Cells, mut hidden: u16) -> Flow {
        while hidden != 0 {
            let d = hidden & hidden.wrapping_neg();
            hidden &= hidden - 1;
            for &c in &self.cells {
                if cells.get(c) & d != 0 {
                    cells.restrict(c, d)?;
                    break;
                }
            }
        }
        Ok(())
    }
}
