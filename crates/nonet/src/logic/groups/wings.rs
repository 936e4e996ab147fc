//! XY-, XYZ-, WXYZ- and W-Wing over any topology: the classic searches
//! (`wings::xy_wing`, `wings::wxyz_wing`, `wings::w_wing`), run on the topology's
//! links.
//!
//! **Why they hold.** An XY-Wing's pivot sees both pincers, so one pincer holds `z`;
//! an XYZ-Wing's pivot holds `z` too. A WXYZ-Wing's restricted digits are each held
//! by cells that are all peers, so at most once, and four cells need four digits: some
//! cell holding `z` is `z`. Either way a cell that sees every cell that may
//! hold `z` cannot: "sees" is the topology's peers (its groups, anti-knight and
//! anti-king moves), which never share a digit. A W-Wing's strong link is a digit's
//! two places in a full group (nine cells hold every digit once), its other links are
//! peers. Only these two facts of a topology are used, so each step holds under any
//! rules said whole by groups and peers.

use std::ops::ControlFlow;

use super::links::TopologyLinks;
use crate::grid::GroupId;
use crate::logic::Board;
use crate::logic::registry::Sink;
use crate::logic::wings::{w_wing, wxyz_wing, xy_wing};

/// Sends every XY-Wing through the board's topology.
pub(crate) fn xy_wing(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    xy_wing::find(board, &TopologyLinks::new(board.topology()), false, sink)
}

/// Sends every XYZ-Wing through the board's topology.
pub(crate) fn xyz_wing(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    xy_wing::find(board, &TopologyLinks::new(board.topology()), true, sink)
}

/// Sends every WXYZ-Wing through the board's topology.
pub(crate) fn wxyz_wing(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    wxyz_wing::find_with(board, &TopologyLinks::new(board.topology()), sink)
}

/// Sends every W-Wing through the board's topology, its strong link in a full group:
/// the regions, columns and rows first, in the classic finder's order (so a classic
/// board gets its steps byte for byte), then the constraints' groups.
pub(crate) fn w_wing(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let topology = board.topology();
    let groups = (18..27)
        .chain(9..18)
        .chain(0..9)
        .chain(27..topology.ids().count())
        .map(GroupId::group)
        .filter(|&id| topology.is_full(id))
        .map(|id| topology.cells(id));
    w_wing::find_with(board, &TopologyLinks::new(topology), groups, sink)
}
