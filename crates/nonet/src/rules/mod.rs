//! Variants as data: [`Rules`] say what a puzzle's constraints are, a [`Puzzle`] is
//! givens plus rules, and [`Topology`] is what every engine iterates, computed once from
//! the rules (the groups of cells that hold distinct digits, each named and numbered,
//! each cell's peers).
//!
//! Every kind of constraint lives in its own file under [`kinds`], with the definition
//! it follows (f-puzzles' and the Interactive Sudoku Solver's; where they differ, or a
//! kind has sub-rules, f-puzzles' default, said in the kind's docs), its validation and
//! its checker. [`Rules::violations`] runs the checkers over a partial grid: the basis
//! of a game's conflict marking and of the tests' reference search.
//!
//! ```
//! use nonet::rules::{Constraint, Layout, Rules, kinds::{Diagonal, AntiKnight}};
//! let rules = Rules::new(
//!     Layout::Boxes,
//!     vec![
//!         Constraint::Diagonal(Diagonal::Main),
//!         Constraint::Diagonal(Diagonal::Anti),
//!         Constraint::AntiKnight(AntiKnight),
//!     ],
//! )?;
//! let topology = rules.topology();
//! assert_eq!(topology.houses().count(), 29); // rows, columns, boxes, two diagonals
//! assert_eq!(topology.name(nonet::GroupId::group(28)), "the anti-diagonal");
//! let r1c1 = "r1c1".parse().unwrap();
//! assert_eq!(topology.peers(r1c1).len(), 20 + 6); // + the diagonal (its knight moves are in box 1)
//! let r5c5 = "r5c5".parse().unwrap();
//! assert_eq!(topology.peers(r5c5).len(), 20 + 12 + 8); // + both diagonals + knight moves
//! # Ok::<(), nonet::rules::RulesError>(())
//! ```

mod constraint;
mod error;
mod group;
mod kind;
pub mod kinds;
mod layout;
mod outside;
mod puzzle;
mod rule_set;
pub(crate) mod shape;
#[cfg(test)]
pub(crate) mod testing;
mod topology;
mod unavailable;
mod violation;

pub use constraint::Constraint;
pub(crate) use constraint::{each_kind, kind_table};
pub use error::{Problem, RulesError};
pub use group::{Group, GroupLabel};
pub use layout::Layout;
pub use outside::{Outside, Side};
pub use puzzle::Puzzle;
pub use rule_set::Rules;
pub use topology::Topology;
pub(crate) use topology::is_group_or_peers;
pub use unavailable::Unavailable;
pub use violation::{RuleRef, Violation};
