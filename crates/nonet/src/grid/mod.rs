//! The grid model: cells, digits, houses, candidate and cell sets, and the grid itself.
//!
//! Everything here is plain data with `const` tables shared by every engine: solvers,
//! human techniques, rating and generation all speak `Cell`, `Digit`, `House`,
//! `Candidates` and `CellSet`.

mod candidates;
mod cell;
mod cell_set;
mod digit;
mod house;
mod tables;
mod values;

pub use candidates::{Candidates, CandidatesIter};
pub use cell::{Cell, CellParseError};
pub use cell_set::{CellSet, CellSetIter};
pub use digit::Digit;
pub use house::{House, HouseKind};
pub use values::{Clash, Conflict, Grid};
