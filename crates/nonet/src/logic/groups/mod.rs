//! The techniques sound on any topology, over its groups and peers: the forms of the
//! singles, intersections, subsets, basic, finned and sashimi fish, AIC, ALS techniques
//! and aligned exclusion a variant board runs (jigsaw regions, diagonals, windows,
//! disjoint groups, extra regions, anti-knight and anti-king peers), and the forced
//! singles behind the game's "why is this wrong". Where a classic search could take
//! its groups and peers as data (AIC's link graph, the ALS list, aligned exclusion's
//! peers), the finder here feeds it the topology's, so the search is written once.
//!
//! Each finder reads the board's [`Topology`](crate::rules::Topology): a *full* group
//! (nine cells) holds every digit once; any group holds distinct digits. They find the
//! same steps as the classic finders on a classic board, without the classic finders'
//! tables; the registry's scope column sends a variant board here (see
//! [`Scope`](super::Scope)).

pub(crate) mod aic;
pub(crate) mod aligned_exclusion;
pub(crate) mod als;
pub(crate) mod finned_fish;
pub(crate) mod fish;
pub(crate) mod forced_singles;
pub(crate) mod intersections;
pub(crate) mod singles;
pub(crate) mod subsets;

#[cfg(test)]
mod tests;

#[cfg(test)]
#[path = "tests/chains_and_sets.rs"]
mod chains_and_sets_tests;
