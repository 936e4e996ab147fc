//! Aligned Pair and Triplet Exclusion over any topology: the classic search
//! (`exclusion::aligned`) with every "sees" read from the topology's peers.
//!
//! **Pattern.** Two (or three) base cells and two or more common excluders: cells of
//! two candidates (two or three for triplets) that see every base cell through the
//! topology (groups, anti-knight and anti-king moves). **Eliminations.** A base
//! candidate in no combination that survives: two base cells that are peers take
//! different digits, and a combination may not take every candidate of an excluder,
//! which sees all of them and would be left empty. **Why it holds.** Only "peers
//! differ" is used. **Order.** The classic's (Sudoku Explainer's), so on a classic
//! topology the steps are the classic steps. An excluder list past 20 cells (a
//! variant's peers can be more) keeps its first 20: fewer eliminations, none wrong.

use std::ops::ControlFlow;

use crate::logic::Board;
use crate::logic::exclusion::aligned;
use crate::logic::registry::Sink;

/// Sends every aligned exclusion with `size` base cells (2: pair, 3: triplet) over
/// the board's topology that eliminates something.
pub(crate) fn find(board: &Board, size: u32, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let topology = board.topology();
    aligned::find_with(board, size, |c| topology.peers(c), sink)
}
