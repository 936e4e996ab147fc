//! Fillings of cells with distinct digits, one each: with exactly a given set of
//! digits (a renban line's run, a killer cage's combination, a house's cells left over
//! by its cages), or with any digits whose set passes a test; which digit each cell
//! can take in some filling.
//!
//! Exact: the fillings are walked as layers of the sets of digits the first cells use
//! (at most 512 sets, whatever the candidates), one sweep forward keeping the sets the
//! first cells can take, one backward keeping those from which the rest can finish, so
//! a digit is kept in a cell exactly when some filling of all the cells gives it there.
//! A layer is a bit set of the 512 digit sets walked by its members: a few dozen in a
//! layer, so the walk costs little more than its members. The killer steps ask this of
//! every cage on every board of every trial.

use crate::bits::{indices, ones};
use crate::grid::Candidates;

/// The digits each cell takes in some filling of the cells (`options[i]` the options
/// of cell `i`) that uses every digit of `set` once; `None` when there is none.
/// `set` must have as many digits as there are cells.
pub(crate) fn exact(options: &[Candidates], set: Candidates) -> Option<Vec<Candidates>> {
    if set.len() as usize != options.len() {
        return None;
    }
    let set = set.bits();
    let (per_cell, ends) = layered(options, set, |used| used == set);
    (!ends.is_empty()).then_some(per_cell)
}

/// The fillings of the cells with distinct digits of `digits` whose sets of digits
/// pass `accept`: the digits some filling gives each cell, and the sets (empty when
/// there is none; then so is every cell's).
pub(crate) fn layered(
    options: &[Candidates],
    digits: u16,
    accept: impl Fn(u16) -> bool,
) -> (Vec<Candidates>, Layer) {
    Forward::new(options, digits).back(accept)
}

/// The forward sweep: `layers[i]` holds the sets of digits the first `i` cells can
/// take. Kept apart from the backward sweep so that a caller can read the sets the
/// cells can end on (a region-sum line's sums) before choosing which to accept.
pub(crate) struct Forward<'a> {
    options: &'a [Candidates],
    digits: u16,
    layers: [Layer; 10],
}

impl<'a> Forward<'a> {
    /// The sweep over cells taking distinct digits of `digits` from their `options`
    /// (more than nine cells have no filling).
    pub(crate) fn new(options: &'a [Candidates], digits: u16) -> Forward<'a> {
        let mut layers = [Layer::EMPTY; 10];
        if options.len() <= 9 {
            layers[0].insert(0);
            for (i, o) in options.iter().enumerate() {
                let open = o.bits() & digits;
                let (done, next) = layers.split_at_mut(i + 1);
                for used in done[i].members() {
                    for b in ones(open & !used) {
                        next[0].insert(used | b);
                    }
                }
            }
        }
        Forward {
            options,
            digits,
            layers,
        }
    }

    /// The sets of digits the cells can take together.
    pub(crate) fn ends(&self) -> Layer {
        self.layers
            .get(self.options.len())
            .copied()
            .unwrap_or(Layer::EMPTY)
    }

    /// The fillings whose sets pass `accept`: the digits some such filling gives each
    /// cell, and the sets.
    pub(crate) fn back(&self, accept: impl Fn(u16) -> bool) -> (Vec<Candidates>, Layer) {
        let n = self.options.len();
        let mut per_cell = vec![Candidates::EMPTY; n];
        let mut ends = Layer::EMPTY;
        for used in self.ends().members().filter(|&u| accept(u)) {
            ends.insert(used);
        }
        if ends.is_empty() {
            return (per_cell, ends);
        }
        let mut backward = [Layer::EMPTY; 10];
        backward[n] = ends;
        for i in (0..n).rev() {
            let open = self.options[i].bits() & self.digits;
            let (now, after) = backward.split_at_mut(i + 1);
            for used in self.layers[i].members() {
                for b in ones(open & !used) {
                    if after[0].contains(used | b) {
                        now[i].insert(used);
                        per_cell[i] |= Candidates::from_bits(b);
                    }
                }
            }
        }
        (per_cell, ends)
    }
}

/// A set of digit sets (each a 9-bit mask, bit k for digit k + 1): 512 bits.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Layer([u64; 8]);

impl Layer {
    pub(crate) const EMPTY: Layer = Layer([0; 8]);

    fn insert(&mut self, set: u16) {
        self.0[usize::from(set >> 6)] |= 1 << (set & 63);
    }

    fn contains(&self, set: u16) -> bool {
        self.0[usize::from(set >> 6)] >> (set & 63) & 1 == 1
    }

    fn is_empty(&self) -> bool {
        self.0 == [0; 8]
    }

    /// The digit sets in the layer, in increasing order of their bits.
    pub(crate) fn members(&self) -> impl Iterator<Item = u16> + '_ {
        (0u16..)
            .zip(self.0)
            .flat_map(|(w, word)| indices(word).map(move |b| w * 64 + b as u16))
    }
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
