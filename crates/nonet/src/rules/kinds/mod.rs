//! The constraint kinds, one per file: each defines its data, its validation, what it
//! adds to the groups and peers, and its checker, with the definition it follows
//! (f-puzzles' and the Interactive Sudoku Solver's) and its sub-rules. Each kind is a
//! row of the table of kinds (`kind_table!` in `rules/constraint.rs`), whose doc says where
//! its formats, drawing and propagator are.

mod anti_king;
mod anti_knight;
mod arrow;
mod between;
mod diagonal;
mod disjoint;
mod entropic;
mod even_odd;
mod extra_region;
mod given_candidates;
mod jigsaw;
mod killer;
pub(crate) mod kropki;
mod little_killer;
mod non_consecutive;
mod palindrome;
mod quadruple;
mod region_sum;
mod renban;
mod sandwich;
mod skyscraper;
mod thermo;
mod whispers;
mod windoku;
mod x_sum;
pub(crate) mod xv;
mod zipper;

pub use anti_king::AntiKing;
pub use anti_knight::AntiKnight;
pub use arrow::Arrow;
pub use between::BetweenLine;
pub use diagonal::Diagonal;
pub use disjoint::DisjointGroups;
pub use entropic::{EntropicLine, entropy_set};
pub use even_odd::{EvenOdd, Parity};
pub use extra_region::ExtraRegion;
pub use given_candidates::GivenCandidates;
pub use jigsaw::Jigsaw;
pub use killer::KillerCage;
pub use kropki::{KropkiColor, KropkiDot, KropkiNegative};
pub use little_killer::{DiagonalStep, LittleKiller};
pub use non_consecutive::NonConsecutive;
pub use palindrome::Palindrome;
pub use quadruple::Quadruple;
pub use region_sum::RegionSumLine;
pub(crate) use region_sum::pieces_of;
pub use renban::Renban;
pub use sandwich::Sandwich;
pub use skyscraper::Skyscraper;
pub use thermo::Thermo;
pub use whispers::Whispers;
pub use windoku::Windoku;
pub use x_sum::XSum;
pub use xv::{Xv, XvLetter, XvNegative};
pub use zipper::ZipperLine;
