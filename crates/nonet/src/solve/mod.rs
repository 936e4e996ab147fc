//! Solvers: the fast bitboard search behind [`Solver`], and three others kept for what
//! they teach and what they fingerprint: seed 002's brute force ([`brute`]), seed 004's
//! constraint propagation ([`propagate`]) and Algorithm X with dancing links ([`dlx`]).
//! [`Algorithm`] puts all four behind one signature; [`reference`](mod@reference) is the small oracle
//! the tests hold every solver to.

pub mod brute;
pub mod dlx;
pub mod propagate;
pub mod reference;

mod algorithm;
mod result;
mod solver;

pub use algorithm::{Algorithm, Count, UnknownAlgorithm};
pub use result::{SolveResult, SolveStats, SolveStatus};
pub use solver::Solver;
