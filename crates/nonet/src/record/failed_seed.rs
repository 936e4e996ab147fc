//! `FailedSeed`: a seed of a batch the generator found no puzzle for.

use crate::generate::GenerateError;

/// A seed of `nonet generate --count` (or a binding's batch) that gave no puzzle, in
/// the puzzle's place: the seed and the generator's reason, so one failed seed never
/// fails the batch.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct FailedSeed {
    pub seed: u64,
    /// Why, in the generator's words.
    pub error: String,
}

impl FailedSeed {
    /// The record of the generator's `error` on `seed`.
    pub fn new(seed: u64, error: &GenerateError) -> FailedSeed {
        FailedSeed {
            seed,
            error: error.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_is_the_seed_and_the_generators_words() {
        let record = FailedSeed::new(9, &GenerateError::NoAttempts);
        assert_eq!(
            serde_json::to_string(&record).unwrap(),
            r#"{"seed":9,"error":"the attempt budget must be at least 1"}"#
        );
    }
}
