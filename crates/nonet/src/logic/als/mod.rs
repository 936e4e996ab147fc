//! Almost locked sets: n cells of a house with n + 1 candidates between them, joined by
//! restricted common digits into wings, chains and blossoms.
//!
//! Every finder enumerates the board's sets once per call (`sets::almost_locked_sets`)
//! and works on bitsets only; steps are allocated only when something is eliminated.

pub(crate) mod als_chain;
pub(crate) mod als_xy_wing;
pub(crate) mod als_xz;
pub(crate) mod death_blossom;
pub(crate) mod sets;

use crate::grid::Candidates;
use crate::logic::{Pattern, Step};

/// Records in an ALS step's pattern the digits it eliminates (its z digits).
fn with_z(mut step: Step) -> Step {
    let eliminated: Candidates = step.eliminations.iter().map(|e| e.digit).collect();
    if let Pattern::Als { z, .. } = &mut step.pattern {
        *z = eliminated;
    }
    step
}
