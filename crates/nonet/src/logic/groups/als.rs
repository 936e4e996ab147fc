//! ALS-XZ, ALS-XY-Wing, ALS Chain and Death Blossom over any topology: the classic
//! searches (`logic::als`) on the almost locked sets of the board's groups, with
//! zones and restricted commons read through the topology's peers.
//!
//! **Sets.** n empty cells of one group (any group, full or not: its cells are
//! pairwise peers, so they hold n distinct digits) whose candidates are n + 1 digits.
//! **Restricted common.** A digit both sets hold whose places in one all see its
//! places in the other (through groups, anti-knight or anti-king moves): it is in one
//! set at most. **Victims.** The cells seeing every place of the digit in the sets.
//! **Why it holds.** Each pattern uses only these facts, which follow from "peers
//! differ". **Order.** Sets smallest first, groups in topology order, subsets as
//! increasing masks; a set lying in two groups is listed from the first. On a classic
//! topology that is the classic list, so the steps are the classic steps.

use std::collections::HashSet;
use std::ops::ControlFlow;

use crate::grid::{Candidates, Cell, CellSet};
use crate::logic::Board;
use crate::logic::als::sets::AlsSet;
use crate::logic::als::{als_chain, als_xy_wing, als_xz, death_blossom};
use crate::logic::registry::Sink;

/// Sends every ALS-XZ of the board's topology that eliminates something.
pub(crate) fn find_xz(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    als_xz::find_in(board, &sets(board), sink)
}

/// Sends every ALS-XY-Wing of the board's topology that eliminates something.
pub(crate) fn find_xy_wing(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    als_xy_wing::find_in(board, &sets(board), sink)
}

/// Sends every ALS chain of the board's topology that eliminates something.
pub(crate) fn find_chain(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    als_chain::find_in(board, &sets(board), sink)
}

/// Sends every death blossom of the board's topology that eliminates something.
pub(crate) fn find_death_blossom(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let topology = board.topology();
    death_blossom::find_in(board, &sets(board), |c| topology.peers(c), sink)
}

/// The almost locked sets of every group of the board's topology, each set of cells
/// once, smallest first.
fn sets(board: &Board) -> Vec<AlsSet> {
    let topology = board.topology();
    let mut light: Vec<(CellSet, Candidates)> = Vec::with_capacity(512);
    let mut listed: HashSet<CellSet> = HashSet::new();
    let mut unions = [Candidates::EMPTY; 512];
    let mut subsets = [CellSet::EMPTY; 512];
    for group in topology.ids() {
        let empty: Vec<Cell> = (board.empty_cells() & topology.cells(group))
            .iter()
            .collect();
        // A group holds distinct digits, so nine cells at most; a whole full group's
        // empty cells hold as many digits as cells, a smaller group's may hold one more.
        let n = empty.len();
        if n > 9 {
            continue;
        }
        let largest = if topology.is_full(group) {
            n.saturating_sub(1)
        } else {
            n
        };
        for m in 1usize..(1 << n) {
            let low = m.trailing_zeros() as usize;
            let rest = m & (m - 1);
            unions[m] = unions[rest] | board.candidates(empty[low]);
            subsets[m] = subsets[rest].with(empty[low]);
            let size = m.count_ones();
            if size as usize <= largest && unions[m].len() == size + 1 && listed.insert(subsets[m])
            {
                light.push((subsets[m], unions[m]));
            }
        }
    }
    light.sort_by_key(|(cells, _)| cells.len());
    let common_peers = |cells: CellSet| {
        cells
            .iter()
            .fold(CellSet::ALL, |acc, c| acc & topology.peers(c))
            - cells
    };
    light
        .into_iter()
        .map(|(cells, digits)| AlsSet::new(board, cells, digits, common_peers))
        .collect()
}
