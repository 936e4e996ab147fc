//! Compile-time switches of one search, and the counters they guard.
//!
//! Statistics, limits, randomness and the heavy rules are each a `const bool` of the
//! [`Policy`] type the search is instantiated with, so the default instantiation
//! (none of them) compiles without a single check or increment for them: every
//! `if P::STATS { .. }` is removed by the compiler. Each search's `solve` turns the
//! run-time [`Mode`] into one instantiation once per call.

/// The switches of one monomorphized search.
pub(crate) trait Policy {
    /// Keep [`Counters`] beyond the node count.
    const STATS: bool;
    /// Count nodes against a node limit and read the clock every
    /// [`super::budget::CLOCK_EVERY`] nodes against a deadline.
    const LIMITS: bool;
    /// Random MRV tie-break and/or random value order (which of the two is a run-time
    /// flag of the search: neither is on the hot path).
    const RANDOM: bool;
    /// Heavy rules: hidden pairs inside propagation, and counting of the intersection
    /// eliminations when `STATS` is on too.
    const HEAVY: bool;
}

/// A [`Policy`] spelled as const generic parameters.
pub(crate) struct Switches<
    const STATS: bool,
    const LIMITS: bool,
    const RANDOM: bool,
    const HEAVY: bool,
>;

impl<const S: bool, const L: bool, const R: bool, const H: bool> Policy for Switches<S, L, R, H> {
    const STATS: bool = S;
    const LIMITS: bool = L;
    const RANDOM: bool = R;
    const HEAVY: bool = H;
}

/// The raw counters of a search; see [`crate::SolveStats`] for what each one counts.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Counters {
    pub(crate) nodes: u64,
    pub(crate) guesses: u64,
    pub(crate) max_depth: u32,
    pub(crate) conflicts: u64,
    pub(crate) hidden_singles: u64,
    pub(crate) locked_candidate_elims: u64,
    pub(crate) hidden_pair_elims: u64,
}

/// The run-time switches of one call, turned into a [`Policy`] by each search's `solve`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Mode {
    pub(crate) stats: bool,
    pub(crate) limits: bool,
    pub(crate) random: bool,
    pub(crate) heavy: bool,
}
