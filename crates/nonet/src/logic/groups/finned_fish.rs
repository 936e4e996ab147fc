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
use crate::grid::{CellSet, Digit, House};
use crate::logic::fish::finned_fish;
use crate::logic::order::{bits, colex};
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
                fish.each(technique, &mut |step, is_sashimi| {
                    if is_sashimi == sashimi {
                        sink(step)
                    } else {
                        ControlFlow::Continue(())
                    }
                })?;
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
    /// Calls `f` with each productive fish's step (of `technique`) and whether it is
    /// sashimi, until it breaks.
    fn each(
        &self,
        technique: Technique,
        f: &mut dyn FnMut(Step, bool) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let topology = self.board.topology();
        let (base_family, cover_family) = self.families;
        let open = self.board.cells_with(self.digit);
        // The base groups holding the digit twice or more: their numbers, places, and
        // the cover groups those places touch.
        let mut bases: Vec<(usize, CellSet, u32)> = Vec::with_capacity(9);
        for n in 0..9 {
            let places = open & topology.cells(group(base_family, n));
            if places.len() < 2 {
                continue;
            }
            let touched = (0..9)
                .filter(|&c| places.intersects(topology.cells(group(cover_family, c))))
                .fold(0u32, |m, c| m | 1 << c);
            bases.push((n, places, touched));
        }
        for tuple in colex(bases.len() as u32, self.size) {
            let touched = bits(tuple).fold(0, |m, i| m | bases[i].2);
            let spread = touched.count_ones();
            if spread <= self.size || spread > self.size + MAX_FIN_GROUPS {
                continue;
            }
            let reachable: Vec<usize> = bits(touched).collect();
            for pick in colex(spread, self.size) {
                let covers: Vec<usize> = bits(pick).map(|i| reachable[i]).collect();
                let base: Vec<usize> = bits(tuple).map(|i| bases[i].0).collect();
                let places: Vec<CellSet> = bits(tuple).map(|i| bases[i].1).collect();
                if let Some((step, is_sashimi)) = self.step(technique, &base, &places, &covers) {
                    f(step, is_sashimi)?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// The step of the fish on these base groups (with their places) and cover
    /// groups, if every base group keeps a body place and some cell loses the digit,
    /// with whether it is sashimi.
    fn step(
        &self,
        technique: Technique,
        base: &[usize],
        places: &[CellSet],
        covers: &[usize],
    ) -> Option<(Step, bool)> {
        let topology = self.board.topology();
        let (base_family, cover_family) = self.families;
        let cover_cells = covers.iter().fold(CellSet::EMPTY, |s, &c| {
            s | topology.cells(group(cover_family, c))
        });
        if places.iter().any(|p| !p.intersects(cover_cells)) {
            return None;
        }
        let all = places.iter().fold(CellSet::EMPTY, |s, &p| s | p);
        let fins = all - cover_cells;
        let base_cells = base.iter().fold(CellSet::EMPTY, |s, &b| {
            s | topology.cells(group(base_family, b))
        });
        let seen = fins
            .iter()
            .fold(CellSet::ALL, |acc, c| acc & topology.peers(c));
        let victims = self.board.cells_with(self.digit) & (cover_cells - base_cells) & seen;
        if fins.is_empty() || victims.is_empty() {
            return None;
        }
        let sashimi = places.iter().any(|p| (*p - fins).len() == 1);
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
        Some((step, sashimi))
    }
}
