//! A relation between two cells, as a table: for every set of digits one cell may
//! hold, the digits the other may then hold. Kropki dots, X and V, the negative rules,
//! non-consecutive neighbours, whisper and palindrome pairs are all such relations;
//! several on one pair merge into one table (their intersection).
//!
//! Every relation here is symmetric, so one table serves both directions, and one pass
//! reaches the pair's fixpoint: a digit kept in one cell has a partner kept in the
//! other.

use crate::solve::variant::state::{Cells, Flow};

/// Which digits of the other cell a set of digits supports: `image[mask]`.
pub(in crate::solve::variant) type Table = [u16; 512];

/// Two cells and the index of their relation's table.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct Pair {
    pub(in crate::solve::variant) a: u8,
    pub(in crate::solve::variant) b: u8,
    pub(in crate::solve::variant) table: u32,
}

impl Pair {
    #[inline]
    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells, tables: &[Table]) -> Flow {
        let t = &tables[self.table as usize];
        cells.restrict(self.b, t[cells.get(self.a) as usize])?;
        cells.restrict(self.a, t[cells.get(self.b) as usize])
    }
}

/// Whether a relation says nothing while a cell keeps three digits or more, as
/// non-consecutive neighbours do (a digit has at most two neighbours in value): the pair
/// then need not run until a cell is down to two. Its table leaves every digit to
/// every three digits, hence to every larger set.
pub(in crate::solve::variant) fn silent_above_two(t: &Table) -> bool {
    (0..512usize)
        .filter(|m| m.count_ones() == 3)
        .all(|m| t[m] == crate::solve::variant::masks::ALL)
}

/// A relation as its nine rows: `rows[v - 1]` holds the digits allowed beside `v`.
pub(in crate::solve::variant) type Relation = [u16; 9];

/// The relation `allowed(a, b)`, which must be symmetric.
pub(in crate::solve::variant) fn relation(allowed: impl Fn(u32, u32) -> bool) -> Relation {
    std::array::from_fn(|i| {
        (1..=9u32)
            .filter(|&w| allowed(i as u32 + 1, w))
            .fold(0u16, |m, w| m | 1 << (w - 1))
    })
}

/// The table of a relation.
pub(in crate::solve::variant) fn table(rel: &Relation) -> Box<Table> {
    let mut t = Box::new([0u16; 512]);
    for (m, slot) in t.iter_mut().enumerate() {
        *slot = (0..9)
            .filter(|v| m >> v & 1 == 1)
            .fold(0, |acc, v| acc | rel[v]);
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn silent_above_two_digits() {
        let apart = relation(|a, b| a.abs_diff(b) != 1);
        assert!(silent_above_two(&table(&apart)));
        // A white dot's digits are consecutive: 1, 5 and 9 leave 2, 4, 6 and 8 only.
        let dot = relation(|a, b| a.abs_diff(b) == 1);
        assert!(!silent_above_two(&table(&dot)));
    }

    #[test]
    fn consecutive_pair() {
        let rel = relation(|a, b| a.abs_diff(b) == 1);
        let tables = vec![*table(&rel)];
        let mut cands = [0x1FFu16; 81];
        cands[0] = 1 << 8; // 9
        let mut cells = Cells::new(&mut cands);
        let p = Pair {
            a: 0,
            b: 1,
            table: 0,
        };
        p.run(&mut cells, &tables).unwrap();
        assert_eq!(cells.get(1), 1 << 7); // 8
        assert_eq!(cells.changed, 0b10);
    }
}
