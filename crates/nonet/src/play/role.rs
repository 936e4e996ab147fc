//! `Role`, `Mark` and `HouseMark`: what each cell, candidate and house does in a hint,
//! as plain data a view can colour.

use crate::grid::{Cell, Digit, House};
use crate::logic::{Board, Step};

/// What a cell or candidate does in a hint's step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Role {
    /// The step places this digit here.
    Placed,
    /// The step removes this candidate.
    Eliminated,
    /// A candidate or cell of the pattern with no more specific role (an intersection's
    /// cells, a BUG's cells, aligned exclusion's base cells, Sue de Coq's intersection).
    Pattern,
    /// A cell of a naked or hidden subset, with the subset's digits.
    Subset,
    /// A fish's candidate in a base house.
    Base,
    /// A fish's candidate in a cover house and no base house.
    Cover,
    /// A fish's fin (or endo fin).
    Fin,
    /// A wing's pivot, or a Death Blossom's stem cell.
    Pivot,
    /// A wing's pincer.
    Pincer,
    /// A chain node that is true when the chain's start is false (or an assumed-true
    /// potential of a forcing chain).
    ChainOn,
    /// A chain node that is false (an assumed-false potential of a forcing chain).
    ChainOff,
    /// A candidate of one colour class of a coloring pattern (0 or 1).
    Color(u8),
    /// A cell of the almost locked set at this index of the pattern (ALS steps; Sue de
    /// Coq's line set is 0 and its box set 1).
    Als(u8),
    /// A cell of a deadly pattern a uniqueness step avoids.
    Deadly,
    /// A cell that carries digits beyond a deadly pattern's.
    Extra,
    /// A cell whose candidates exclude combinations in aligned exclusion.
    Excluder,
}

/// One highlighted cell, or one candidate of it (`digit`), and its role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Mark {
    pub cell: Cell,
    /// The candidate meant, or `None` for the whole cell.
    pub digit: Option<Digit>,
    pub role: Role,
}

/// What a house does in a hint's step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum HouseRole {
    /// The house that forces a single, or that holds a subset.
    House,
    /// A base house of a fish or an intersection.
    Base,
    /// A cover house of a fish or an intersection.
    Cover,
    /// A house whose strong link a uniqueness step relies on.
    Link,
}

/// One highlighted house and its role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HouseMark {
    pub house: House,
    pub role: HouseRole,
}

/// The marks of `step`, found on `board` (the candidates a fish's houses hold come from
/// it): its conclusions first, then its pattern; sorted, each once.
pub(crate) fn marks(step: &Step, board: &Board) -> (Vec<Mark>, Vec<HouseMark>) {
    let _ = (step, board);
    todo!()
}
