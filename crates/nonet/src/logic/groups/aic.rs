//! AIC over any topology: the classic AIC's search (`chains::aic`) on the link graph
//! of the board's groups and peers (`Graph::over_topology`).
//!
//! **Nodes.** A digit in a cell, or in every cell it has in the intersection of two
//! full groups (a jigsaw region's run of a row, a diagonal's three cells in a box).
//! **Strong links.** The two digits of a bivalue cell; the two nodes that together
//! hold every place of a digit in a *full* group (it holds the digit once). A group of
//! fewer cells gives none: it need not hold the digit. **Weak links.** Two digits of a
//! cell; two nodes of a digit whose cells all see one another through the topology's
//! peers (anti-knight and anti-king moves included); two candidates of different
//! cells that a constraint's pair relation forbids together (a white dot's 5 and 7, a
//! thermometer's 6 before a 4). **Why it holds.** These are the only facts the chain
//! uses, and each follows from "peers differ, a full group holds every digit" or from
//! a constraint's rule; the conclusions take every candidate that both ends (or, in a
//! loop, both nodes of a weak link) would rule out through the same peers and
//! relations. **Order.** The classic AIC's: on a classic topology the graph is the classic
//! one node for node, so the steps are the classic steps.

use std::ops::ControlFlow;

use crate::logic::Board;
use crate::logic::chains::aic;
use crate::logic::chains::graph::Graph;
use crate::logic::registry::Sink;

/// Sends every AIC of the board's topology that eliminates or places something,
/// shortest first.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    aic::find_in(board, &Graph::over_topology(board), sink)
}
