//! Variant puzzles: a solution under the rules' fixed part (extra houses, peers,
//! jigsaw regions), constraints drawn on it (cages, thermometers, dots, lines), then
//! givens carved while the puzzle stays proper.

mod place;
mod spec;

pub use spec::{
    BadCageSizes, CageSizes, UnknownVariantKind, Variant, VariantKind, VariantKinds,
};
