//! Static implication tables and reachability, for the searches whose board does not
//! change (Sudoku Explainer's cycles and forcing X/XY chains, and static multiple
//! chains, top level or nested).
//!
//! On a fixed board the implications of a potential never change, so they are computed
//! at most once per board, when a search first needs them ([`Links`]), and the
//! question "can this assumption reach that potential at all?" is answered for every
//! potential at once from the strongly connected components of the implication graph
//! ([`scc`]): each component's reach is the union of its members and of its
//! successors' reach, built in the reverse topological order the components complete
//! in. The searches ask small graphs made from the board's masks: each digit's X graph
//! ([`XReach`]), the graph between the ons of bivalue cells ([`YCycles`]) and the live
//! part of the XY graph ([`XyReach`]); reachability on the whole table
//! (`tests::WholeGraphReach`) is the reference they are tested against.
//!
//! Searches use reachability only to skip assumptions that cannot produce a hint (a
//! forcing chain needs its opposite to be reachable, a cycle needs a non-trivial
//! component, a cell or region chain needs a worthwhile potential reachable from every
//! branch); what a search finds, and in which order, is unchanged.

use crate::grid::{Digit, House};
use crate::logic::Board;

mod cell_graphs;
mod scc;
mod table;
#[cfg(test)]
pub(crate) mod tests;
mod x_reach;
mod xy_reach;
mod y_cycles;

pub(crate) use table::Links;
pub(crate) use x_reach::XReach;
pub(crate) use xy_reach::XyReach;
pub(crate) use y_cycles::YCycles;

/// The component number of a potential in no component.
pub(crate) const NO_SCOPE: u32 = u32::MAX;

/// Per digit, the cells with a partner: the digit's other place in a house where it has
/// exactly two (a strong link in that house).
fn linked_cells(board: &Board) -> [u128; 9] {
    let mut linked = [0u128; 9];
    for (d, l) in linked.iter_mut().enumerate() {
        let digit = Digit::from_index(d);
        for h in House::all() {
            let pair = board.cells_with_in(digit, h).bits();
            if pair.count_ones() == 2 {
                *l |= pair;
            }
        }
    }
    linked
}
