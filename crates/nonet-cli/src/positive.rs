//! The value parser of the flags that take a count of one or more (`--limit`, `--max`,
//! `--threads`, `--count`, `--number`).
//!
//! clap's own parser for a non-zero integer answers `0` with Rust's wording ("number
//! would be zero for non-zero type"); this one says what the user can do about it.

use std::num::{NonZeroU64, NonZeroUsize};

/// A count of one or more, for a `usize` flag.
pub fn at_least_one(text: &str) -> Result<NonZeroUsize, String> {
    NonZeroUsize::new(count(text)?).ok_or_else(zero)
}

/// A count of one or more, for a `u64` flag.
pub fn at_least_one_u64(text: &str) -> Result<NonZeroU64, String> {
    let n: u64 = text.trim().parse().map_err(|_| not_a_count(text))?;
    NonZeroU64::new(n).ok_or_else(zero)
}

fn count(text: &str) -> Result<usize, String> {
    text.trim().parse().map_err(|_| not_a_count(text))
}

fn zero() -> String {
    "it must be 1 or more".to_string()
}

fn not_a_count(text: &str) -> String {
    if text.trim().starts_with('-') {
        "it must be 1 or more".to_string()
    } else {
        format!(
            "not a whole number from 1 to {}",
            crate::output::thousands(u64::MAX)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_and_junk_are_said_in_words() {
        assert_eq!(at_least_one("3").map(NonZeroUsize::get), Ok(3));
        assert_eq!(at_least_one("0"), Err("it must be 1 or more".to_string()));
        assert_eq!(at_least_one("-2"), Err("it must be 1 or more".to_string()));
        assert!(
            at_least_one("x")
                .unwrap_err()
                .starts_with("not a whole number")
        );
        assert_eq!(
            at_least_one_u64("18446744073709551615").map(NonZeroU64::get),
            Ok(u64::MAX)
        );
        assert_eq!(
            at_least_one_u64("0"),
            Err("it must be 1 or more".to_string())
        );
    }
}
