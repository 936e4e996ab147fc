//! The techniques sound on any topology, over its groups and peers: the forms of the
//! singles, intersections, subsets, basic, finned and sashimi fish, Skyscraper and
//! 2-String Kite, wings, X- and XY-Chains, 3D Medusa, AIC, the ALS techniques, aligned
//! exclusion and Nishio, cell, region and dynamic forcing chains a variant board runs
//! (jigsaw regions, diagonals, windows, disjoint groups, extra regions, anti-knight and
//! anti-king peers), and the forced singles behind the game's "why is this wrong".
//!
//! Where a classic search could take its groups and peers as data, the finder here
//! feeds it the topology's, so the search is written once: the wings, chains and Medusa
//! read the [`links`] they are given, AIC's link graph, the ALS list and aligned
//! exclusion's peers are built from the topology. The forcing chains share one
//! propagation (`forcing`: what an assumption forces) and one way of building and
//! ordering their steps (`forcing_steps`); `forcing_nishio`, `forcing_multiple` (cell
//! and region) and `forcing_dynamic` are the searches.
//!
//! Each finder reads the board's [`Topology`](crate::rules::Topology): a *full* group
//! (nine cells) holds every digit once; any group holds distinct digits. They find the
//! same steps as the classic finders on a classic board, without the classic finders'
//! tables; the registry's scope column sends a variant board here (see
//! [`Scope`](super::Scope)).

pub(crate) mod aic;
pub(crate) mod aligned_exclusion;
pub(crate) mod als;
pub(crate) mod chains;
pub(crate) mod finned_fish;
pub(crate) mod fish;
pub(crate) mod forced_singles;
pub(crate) mod forcing;
pub(crate) mod forcing_dynamic;
pub(crate) mod forcing_memo;
pub(crate) mod forcing_multiple;
pub(crate) mod forcing_nishio;
pub(crate) mod forcing_steps;
pub(crate) mod intersections;
pub(crate) mod links;
pub(crate) mod medusa;
pub(crate) mod singles;
pub(crate) mod subsets;
pub(crate) mod turbot;
pub(crate) mod wings;

#[cfg(test)]
mod tests;

#[cfg(test)]
#[path = "tests/chains_and_sets.rs"]
mod chains_and_sets_tests;
