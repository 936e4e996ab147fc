//! Helpers shared by the integration tests; each test file uses its own part.
//!
//! - the README examples: an example is compiled in a test file between two marker
//!   comments, and the README must show it word for word ([`example_code`],
//!   [`readme_shows`]);
//! - the one soundness check of logic steps ([`assert_sound`]);
//! - the fixture readers: the solvers' cases ([`solver_cases`]) and the SE-rated puzzles
//!   ([`se_rated`]).
#![allow(dead_code, unused_imports)]

use nonet::Grid;
use nonet::logic::{Board, Step};

mod se_rated;
mod solver_cases;
mod soundness;

pub use se_rated::{SeRated, se_rated};
pub use solver_cases::{Case, solver_cases};
pub use soundness::assert_sound;

/// The code between `// <marker> begins` and `// <marker> ends` in `source`, with the
/// module's four-space indent taken off: the text the README should show.
pub fn example_code(source: &str, marker: &str) -> String {
    let begin = source
        .find(&format!("// {marker} begins\n"))
        .expect("begin marker");
    let end = source
        .find(&format!("    // {marker} ends"))
        .expect("end marker");
    source[begin..end]
        .lines()
        .skip(1)
        .map(|l| l.strip_prefix("    ").unwrap_or(l))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// Whether README.md has a `rust` block equal to `code`.
pub fn readme_shows(code: &str) -> bool {
    include_str!("../../../../README.md")
        .split("```rust\n")
        .skip(1)
        .filter_map(|rest| rest.split("```\n").next())
        .any(|block| block == code)
}
