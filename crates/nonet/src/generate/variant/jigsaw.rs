//! Jigsaw regions drawn at random: nine connected regions of nine cells.
//!
//! They start as the boxes and are reshaped by swaps: a cell of region A next to
//! region B and a cell of B next to A trade regions when both regions stay connected. Each swap keeps
//! every region at nine cells, so the layout is valid after any number of them; a few
//! hundred leave no trace of the boxes. Whether the layout has a solution at all is the
//! generator's question, asked of the search (most layouts have one).

use super::adjacency::{connected, neighbours};
use crate::grid::{Cell, CellSet};
use crate::rng::Rng;
use crate::rules::kinds::Jigsaw;

/// Swaps made: enough that regions wander across two or three boxes.
const SWAPS: usize = 240;

/// Tries per swap: a pair picked at random keeps both regions connected about one
/// time in four.
const TRIES_PER_SWAP: usize = 20;

/// A random jigsaw layout of nine connected regions.
pub(super) fn random_jigsaw(rng: &mut Rng) -> Jigsaw {
    let mut regions: [u8; 81] = std::array::from_fn(|i| Cell::from_index(i).box_index());
    let mut sets: [CellSet; 9] =
        std::array::from_fn(|r| Cell::all().filter(|c| c.box_index() == r as u8).collect());
    let mut made = 0;
    for _ in 0..SWAPS * TRIES_PER_SWAP {
        if made == SWAPS {
            break;
        }
        let a = Cell::from_index(rng.index(81));
        let across: Vec<Cell> = neighbours(a)
            .filter(|n| regions[n.index()] != regions[a.index()])
            .collect();
        if across.is_empty() {
            continue;
        }
        let (ra, rb) = (
            regions[a.index()] as usize,
            regions[across[rng.index(across.len())].index()] as usize,
        );
        // A cell of B on A's border to take a's place: a straight border leaves a's
        // own neighbour across it connected to A through a alone.
        let border: Vec<Cell> = sets[rb]
            .iter()
            .filter(|c| neighbours(*c).any(|n| n != a && sets[ra].contains(n)))
            .collect();
        if border.is_empty() {
            continue;
        }
        let b = border[rng.index(border.len())];
        let mut new_a = sets[ra];
        new_a.remove(a);
        new_a.insert(b);
        let mut new_b = sets[rb];
        new_b.remove(b);
        new_b.insert(a);
        if connected(new_a) && connected(new_b) {
            sets[ra] = new_a;
            sets[rb] = new_b;
            regions.swap(a.index(), b.index());
            made += 1;
        }
    }
    Jigsaw::new(regions).expect("swaps keep nine regions of nine cells")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_are_nine_connected_pieces_of_nine_and_not_the_boxes() {
        for seed in 0..50 {
            let jigsaw = random_jigsaw(&mut Rng::new(seed));
            let boxes = (0..9).filter(|&r| {
                jigsaw.region(r) == Cell::all().filter(|c| c.box_index() == r).collect()
            });
            assert!(boxes.count() < 3, "seed {seed}: mostly boxes");
            for r in 0..9 {
                assert_eq!(jigsaw.region(r).len(), 9);
                assert!(connected(jigsaw.region(r)), "seed {seed}, region {r}");
            }
            assert_eq!(jigsaw, random_jigsaw(&mut Rng::new(seed)));
        }
    }
}
