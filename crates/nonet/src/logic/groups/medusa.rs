//! 3D Medusa over any topology: the classic colouring (`coloring::medusa`) run on the
//! topology's links.
//!
//! **Why it holds.** A cluster's strong links are a bivalue cell's two digits and a
//! digit's two places in a full group (nine cells hold every digit once), so its two
//! colours are one all true, one all false. A colour is false when, were it true, a
//! cell would hold two digits, two peers the same digit, or a cell none; an uncoloured
//! candidate goes when it sees its digit in both colours, or in one colour from a cell
//! holding the other. "Sees" is the topology's peers (groups, anti-knight and anti-king
//! moves), which never share a digit: nothing else of the rules is used.

use std::ops::ControlFlow;

use super::links::TopologyLinks;
use crate::logic::Board;
use crate::logic::coloring::medusa;
use crate::logic::registry::Sink;

/// Sends the conclusions of every 3D Medusa cluster through the board's topology.
pub(crate) fn medusa(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    medusa::find_with(board, &TopologyLinks::new(board.topology()), sink)
}
