//! Fillings of cells with exactly a given set of digits, one each (a renban line's
//! run): which digit each cell can take in some filling.
//!
//! Exact: the search runs cell by cell over the set of digits used so far (at most 512
//! states, whatever the candidates), memoising whether the rest can be completed, so a
//! digit is kept in a cell exactly when some filling of all the cells gives it there.

use crate::bits::ones;
use crate::grid::Candidates;

/// The digits each cell takes in some filling of the cells (`options[i]` the options
/// of cell `i`) that uses every digit of `set` once; `None` when there is none.
/// `set` must have as many digits as there are cells.
pub(crate) fn exact(options: &[Candidates], set: Candidates) -> Option<Vec<Candidates>> {
    if set.len() as usize != options.len() {
        return None;
    }
    let mut fill = Fill {
        options,
        set: set.bits(),
        done: [None; 512],
    };
    if !fill.completes(0) {
        return None;
    }
    let mut per_cell = vec![Candidates::EMPTY; options.len()];
    let mut seen = [false; 512];
    let mut layer: Vec<u16> = vec![0];
    for (i, cell) in per_cell.iter_mut().enumerate() {
        let mut next = Vec::new();
        for &used in &layer {
            for b in ones(options[i].bits() & fill.set & !used) {
                if fill.completes(used | b) {
                    *cell |= Candidates::from_bits(b);
                    if !std::mem::replace(&mut seen[usize::from(used | b)], true) {
                        next.push(used | b);
                    }
                }
            }
        }
        layer = next;
    }
    Some(per_cell)
}

/// The memo of the search: `done[used]` says whether the cells after the first
/// `|used|` can take the digits of `set` not in `used`.
struct Fill<'a> {
    options: &'a [Candidates],
    set: u16,
    done: [Option<bool>; 512],
}

impl Fill<'_> {
    fn completes(&mut self, used: u16) -> bool {
        let i = used.count_ones() as usize;
        if i == self.options.len() {
            return true;
        }
        if let Some(known) = self.done[usize::from(used)] {
            return known;
        }
        let open = self.options[i].bits() & self.set & !used;
        let found = ones(open).any(|b| self.completes(used | b));
        self.done[usize::from(used)] = Some(found);
        found
    }
}

/// The sum of the digits of a set (bit k is digit k + 1).
pub(crate) fn digit_sum(set: u16) -> u32 {
    ones(set).map(|b| b.trailing_zeros() + 1).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(digits: &[u8]) -> Candidates {
        Candidates::from_bits(digits.iter().fold(0, |m, d| m | 1 << (d - 1)))
    }

    #[test]
    fn a_cell_keeps_only_what_a_whole_filling_gives_it() {
        // {3,4,5} over three cells: the first two share 3 and 4, so the third is 5.
        let options = [set(&[3, 4]), set(&[3, 4]), set(&[3, 4, 5, 9])];
        let per = exact(&options, set(&[3, 4, 5])).unwrap();
        assert_eq!(per, vec![set(&[3, 4]), set(&[3, 4]), set(&[5])]);
        // Without 5 anywhere, no filling.
        assert_eq!(exact(&options[..2], set(&[3, 5])), None);
        assert_eq!(exact(&options, set(&[3, 4])), None);
    }
}
