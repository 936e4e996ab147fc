//! X-Chain and XY-Chain over any topology: the classic searches
//! (`single_digit::x_chain`, `chains::xy_chain`), in their order (shortest first) and
//! to their length limits, run on the topology's links.
//!
//! **Why they hold.** An X-Chain's strong links are a digit's two places in a full
//! group (nine cells hold every digit once, so one of the two does), its weak links
//! join peers (which never share a digit): that is all a topology says, so the chain's
//! ends, its loops' links and its placements are proved as on a classic board. An
//! XY-Chain's strong links are bivalue cells, its weak links peers sharing a digit.
//! Victims see both ends (or both cells of a loop's link) through the topology's
//! peers: its groups, anti-knight and anti-king moves.

use std::ops::ControlFlow;

use super::links::TopologyLinks;
use crate::logic::Board;
use crate::logic::registry::Sink;
use crate::logic::{chains, single_digit};

/// Sends every X-Chain (and X-loop) through the board's topology, shortest first.
pub(crate) fn x_chain(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    single_digit::x_chain::find_with(board, &TopologyLinks::new(board.topology()), sink)
}

/// Sends every XY-Chain (and XY-loop) through the board's topology, shortest first.
pub(crate) fn xy_chain(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    chains::xy_chain::find_with(board, &TopologyLinks::new(board.topology()), sink)
}
