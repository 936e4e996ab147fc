//! Finned and sashimi X-Wing, Swordfish and Jellyfish over the families of groups the
//! basic fish use (`groups::fish`: rows, columns, a jigsaw's regions, nine groups of a
//! constraint that split the grid).
//!
//! **Pattern.** For a digit, n base groups of one family whose places for it fall in
//! n cover groups of another, except for some fins: base places in no cover group.
//! Every base group keeps a place in the covers (its body); a *sashimi* fish has a
//! base group with a single body place, a *finned* one none. **Eliminations.** The
//! digit, from the cover groups' cells outside the base groups that see every fin
//! through the topology's peers. **Why it holds.** The groups of a family are disjoint
//! and full. If no fin holds the digit, the n base groups put it n times into the n
//! cover groups, which hold it n times, so their other cells have none; if a fin holds
//! it, a cell seeing every fin has none. On rows against columns a cell outside the
//! base rows sees a fin only through its box, so the victims are the classic ones (the
//! fins' box on the cover lines). **Order.** Ordered pairs of families (by their first
//! group), digits 1 to 9, base tuples in colex order, cover tuples in colex order;
//! at most [`MAX_FIN_GROUPS`] cover groups left out of the fish hold fins.

use std::ops::ControlFlow;

use super::fish::{Family, families, group};
use crate::bits::indices;
use crate::grid::{CellSet, Digit, House};
use crate::logic::fish::finned_fish;
use crate::logic::order::colex;
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// The most groups of the cover family, beyond the n covers, that the base places
/// may touch (each holds fins): the classic finned fish's two, plus one.
const MAX_FIN_GROUPS: u32 = 3;

/// Sends every finned (or, with `sashimi`, every sashimi) fish of `size` (2, 3, 4)
/// over the board's families of groups that eliminates something.
pub(crate) fn find(
    board: &Board,
    size: u32,
    sashimi: bool,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let technique = finned_fish::technique(size, sashimi);
    let families = families(board.topology());
    for &base in &families {
        for &cover in families.iter().filter(|&&c| c != base) {
            for digit in Digit::ALL {
                let fish = Fish {
                    board,
                    digit,
                    size,
                    families: (base, cover),
                };
                fish.each(technique, sashimi, sink)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// The fish of one digit and size between two families.
struct Fish<'a> {
    board: &'a Board,
    digit: Digit,
    size: u32,
    families: (Family, Family),
}

impl Fish<'_> {
    /// Sends each productive fish's step (of `technique`) that is sashimi (or, without
    /// `sashimi`, finned), until the sink breaks.
    ///
    /// Everything is tested on bit sets (each cover group's cells read once per fish
    /// family pair and digit) and a step is built only for a productive fish: building
    /// three vectors per cover tuple first made this finder a quarter of a stuck
    /// variant path's time.
    fn each(&self, technique: Technique, sashimi: bool, sink: &mut Sink<'_>) -> ControlFlow<()> {
        let topology = self.board.topology();
        let (base_family, cover_family) = self.families;
        let open = self.board.cells_with(self.digit);
        let cover_cells: [CellSet; 9] =
            std::array::from_fn(|c| topology.cells(group(cover_family, c)));
        let mut needs: Vec<u32> = Vec::with_capacity(16);
        // The base groups holding the digit twice or more: their numbers, places, and
        // the cover groups those places touch.
        let mut bases: Vec<(usize, CellSet, u32)> = Vec::with_capacity(9);
        for n in 0..9 {
            let places = open & topology.cells(group(base_family, n));
            if places.len() < 2 {
                continue;
            }
            let touched = (0..9)
                .filter(|&c| places.intersects(cover_cells[c]))
                .fold(0u32, |m, c| m | 1 << c);
            bases.push((n, places, touched));
        }
        for tuple in colex(bases.len() as u32, self.size) {
            let touched = indices(tuple).fold(0, |m, i| m | bases[i].2);
            let spread = touched.count_ones();
            if spread <= self.size || spread > self.size + MAX_FIN_GROUPS {
                continue;
            }
            let mut reachable = [0usize; 9];
            for (slot, c) in reachable.iter_mut().zip(indices(touched)) {
                *slot = c;
            }
            let all = indices(tuple).fold(CellSet::EMPTY, |s, i| s | bases[i].1);
            let base_cells = indices(tuple).fold(CellSet::EMPTY, |s, i| {
                s | topology.cells(group(base_family, bases[i].0))
            });
            // The digit's places outside the base groups: no victim elsewhere.
            // A place `v` outside the base groups loses the digit only to covers that
            // hold `v` and every base place `v` does not see (those cannot be fins):
            // the covers each possible victim needs. Few places qualify, so most
            // tuples and picks end here.
            needs.clear();
            for home in indices(touched) {
                for v in (open & cover_cells[home]) - base_cells {
                    let unseen = all - topology.peers(v);
                    let need = indices(touched)
                        .filter(|&c| unseen.intersects(cover_cells[c]))
                        .fold(1u32 << home, |m, c| m | 1 << c);
                    if need.count_ones() <= self.size {
                        needs.push(need);
                    }
                }
            }
            if needs.is_empty() {
                continue;
            }
            let outside = open - base_cells;
            for pick in colex(spread, self.size) {
                let mask = indices(pick).fold(0u32, |m, i| m | 1 << reachable[i]);
                if !needs.iter().any(|&need| need & !mask == 0) {
                    continue;
                }
                let covered =
                    indices(pick).fold(CellSet::EMPTY, |s, i| s | cover_cells[reachable[i]]);
                let targets = outside & covered;
                if targets.is_empty() || indices(tuple).any(|i| !bases[i].1.intersects(covered)) {
                    continue;
                }
                let fins = all - covered;
                if fins.is_empty()
                    || indices(tuple).any(|i| (bases[i].1 - fins).len() == 1) != sashimi
                {
                    continue;
                }
                let victims = fins.iter().fold(targets, |acc, c| acc & topology.peers(c));
                if victims.is_empty() {
                    continue;
                }
                let base: Vec<usize> = indices(tuple).map(|i| bases[i].0).collect();
                let covers: Vec<usize> = indices(pick).map(|i| reachable[i]).collect();
                sink(self.step(technique, &base, &covers, fins, victims))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// The step of the fish on these base and cover groups, with its fins and the
    /// cells that lose the digit.
    fn step(
        &self,
        technique: Technique,
        base: &[usize],
        covers: &[usize],
        fins: CellSet,
        victims: CellSet,
    ) -> Step {
        let (base_family, cover_family) = self.families;
        let houses = |family: Family, ns: &[usize]| -> Vec<House> {
            ns.iter().map(|&n| group(family, n)).collect()
        };
        let mut step = Step::new(
            technique,
            Pattern::Fish {
                digit: self.digit,
                base: houses(base_family, base),
                cover: houses(cover_family, covers),
                fins,
                endo_fins: CellSet::EMPTY,
            },
        );
        for cell in victims {
            step.push_elimination(cell, self.digit);
        }
        step
    }
}
