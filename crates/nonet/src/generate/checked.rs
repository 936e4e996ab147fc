//! `CheckedRequest`: a generation request read and checked, ready to make its puzzles
//! (the steps every front end took on its own: request → target → [`super::check`] →
//! seed → [`super::generate_seeded`] → every rating).

use std::ops::RangeInclusive;

use super::error::GenerateError;
use super::generated::Generated;
use super::id::PuzzleId;
use super::request::GenerateRequest;
use super::request_error::GenerateRequestError;
use super::target::Target;

/// A request whose target is known to be possible, with the seed of its first puzzle;
/// puzzle n has seed `first_seed + n - 1`, as `nonet generate --count` numbers them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedRequest {
    pub target: Target,
    pub first_seed: u64,
}

impl GenerateRequest {
    /// The request checked: its target, refused at once when no puzzle can meet it
    /// ([`GenerateRequestError::Impossible`]), and its seed, or one from the clock
    /// ([`PuzzleId::clock_seed`]) when it names none.
    pub fn checked(&self) -> Result<CheckedRequest, GenerateRequestError> {
        let target = self.target()?;
        let first_seed = self.seed.unwrap_or_else(PuzzleId::clock_seed);
        CheckedRequest::new(target, first_seed)
    }

    /// The one puzzle the request asks for, rated on every scale: what `nonet generate
    /// --format json` prints for the same options.
    pub fn generate(&self) -> Result<Generated, GenerateRequestError> {
        let checked = self.checked()?;
        let seed = checked.first_seed;
        checked
            .puzzle(seed)
            .map_err(|error| GenerateRequestError::Failed { seed, error })
    }
}

impl CheckedRequest {
    /// `target` and `first_seed`, once [`super::check`] accepts the target.
    pub fn new(target: Target, first_seed: u64) -> Result<CheckedRequest, GenerateRequestError> {
        super::check(&target).map_err(GenerateRequestError::Impossible)?;
        Ok(CheckedRequest { target, first_seed })
    }

    /// The request a puzzle id stands for: its target and seed, when this build
    /// regenerates it faithfully (see [`PuzzleId::regenerable`]).
    pub fn of_id(id: &PuzzleId) -> Result<CheckedRequest, GenerateRequestError> {
        id.regenerable()?;
        CheckedRequest::new(id.target(), id.seed())
    }

    /// The seeds of `count` puzzles (at least one), as a range, never a list of
    /// `count`; an error when they would pass the largest seed (they never wrap).
    pub fn seeds(&self, count: u64) -> Result<RangeInclusive<u64>, GenerateRequestError> {
        let first = self.first_seed;
        count
            .checked_sub(1)
            .and_then(|n| first.checked_add(n))
            .map(|last| first..=last)
            .ok_or(GenerateRequestError::PastLastSeed { first, count })
    }

    /// The puzzle of `seed`, rated on every scale, or why the generator found none
    /// (rare: the target was checked). A batch keeps going past a failed seed, so the
    /// error is the generator's alone.
    pub fn puzzle(&self, seed: u64) -> Result<Generated, GenerateError> {
        let mut generated = super::generate_seeded(&self.target, seed)?;
        generated.rate_all();
        Ok(generated)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{Level, Scheme};
    use crate::rate::Tier;

    fn request(json: &str) -> GenerateRequest {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn a_request_makes_the_puzzle_of_its_target_and_seed_rated() {
        let g = request(r#"{"level":"easy","seed":7}"#).generate().unwrap();
        let target = request(r#"{"level":"easy"}"#).target().unwrap();
        let mut expected = super::super::generate_seeded(&target, 7).unwrap();
        expected.rate_all();
        assert_eq!(g, expected);
        assert_eq!(g.level, Level::Tier(Tier::Easy));
    }

    #[test]
    fn a_request_without_a_seed_takes_one_from_the_clock() {
        let checked = request(r#"{"level":"any"}"#).checked().unwrap();
        let again = request(r#"{"level":"any"}"#).checked().unwrap();
        assert_eq!(checked.target, again.target);
        assert!(checked.first_seed < 1 << 39, "a clock seed fits in an id");
    }

    #[test]
    fn a_bad_field_and_an_impossible_target_are_told_apart() {
        let bad = request(r#"{"level":"impossible"}"#).generate().unwrap_err();
        assert!(matches!(bad, GenerateRequestError::Request(_)), "{bad:?}");
        let impossible = request(r#"{"givens":"10..12"}"#).generate().unwrap_err();
        assert!(matches!(impossible, GenerateRequestError::Impossible(_)));
        assert!(
            impossible
                .to_string()
                .starts_with("impossible request: 10 to 12 givens"),
            "{impossible}"
        );
    }

    #[test]
    fn seeds_run_from_the_first_and_never_wrap() {
        let checked = CheckedRequest::new(Target::new(Scheme::Tiers, Level::Any), 5).unwrap();
        assert_eq!(checked.seeds(3).unwrap(), 5..=7);
        let last = CheckedRequest {
            first_seed: u64::MAX,
            ..checked
        };
        assert_eq!(last.seeds(1).unwrap(), u64::MAX..=u64::MAX);
        let err = last.seeds(2).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!(
                "impossible request: puzzle n has seed {} + n - 1, and 2 puzzles would go past the largest seed, {}",
                u64::MAX,
                u64::MAX
            )
        );
    }

    #[test]
    fn an_id_names_its_request() {
        let g = request(r#"{"level":"hard","seed":11}"#).generate().unwrap();
        let id = g.id.expect("a tiers puzzle has an id");
        let checked = CheckedRequest::of_id(&id).unwrap();
        assert_eq!(checked.puzzle(checked.first_seed).unwrap(), g);
    }
}
