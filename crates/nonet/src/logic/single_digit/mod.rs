//! Single-digit patterns: chains of strong and weak links on one digit (Skyscraper,
//! 2-String Kite, Empty Rectangle, X-Chain).
//!
//! A *strong link* joins the only two places of a digit in a house (one of them holds
//! it); a *weak link* joins two places that see each other (at most one holds it).

pub(crate) mod empty_rectangle;
pub(crate) mod skyscraper;
pub(crate) mod two_string_kite;
pub(crate) mod x_chain;

use crate::grid::{Cell, CellSet, Digit};
use crate::logic::Pattern;
use crate::logic::pattern::{Chain, LinkKind, Node};

/// The chain on `digit` through `nodes` (cells or groups), links alternating strong,
/// weak, strong, … from the first node.
pub(crate) fn x_chain(digit: Digit, nodes: &[CellSet]) -> Pattern {
    Pattern::Chain(Chain {
        nodes: nodes.iter().map(|&cells| Node { cells, digit }).collect(),
        links: (0..nodes.len().saturating_sub(1))
            .map(|i| {
                if i % 2 == 0 {
                    LinkKind::Strong
                } else {
                    LinkKind::Weak
                }
            })
            .collect(),
    })
}

/// The two cells of a set of exactly two.
pub(crate) fn pair(cells: CellSet) -> Option<(Cell, Cell)> {
    let mut it = cells.iter();
    let first = it.next()?;
    let second = it.next()?;
    it.next().is_none().then_some((first, second))
}
