//! `Tier`: the eight difficulty tiers of the eight-tier technique ladder, each
//! technique's tier a column of the registry.

use std::fmt;
use std::str::FromStr;

/// The eight tiers of the eight-tier technique ladder, easiest first.
///
/// A puzzle's tier is the tier of the hardest technique its logical solve needs, with
/// naked singles split at 35 empty cells (Beginner at most 35, Easy above) and a solve
/// that gets stuck (or needs backtracking) rated Extreme.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Tier {
    Beginner,
    Easy,
    Medium,
    Intermediate,
    Hard,
    Expert,
    Master,
    Extreme,
}

impl Tier {
    /// All tiers, easiest first.
    pub const ALL: [Tier; 8] = [
        Tier::Beginner,
        Tier::Easy,
        Tier::Medium,
        Tier::Intermediate,
        Tier::Hard,
        Tier::Expert,
        Tier::Master,
        Tier::Extreme,
    ];

    /// The lowercase name used on the command line and in JSON.
    pub const fn slug(self) -> &'static str {
        match self {
            Tier::Beginner => "beginner",
            Tier::Easy => "easy",
            Tier::Medium => "medium",
            Tier::Intermediate => "intermediate",
            Tier::Hard => "hard",
            Tier::Expert => "expert",
            Tier::Master => "master",
            Tier::Extreme => "extreme",
        }
    }

    /// The capitalized name.
    pub const fn name(self) -> &'static str {
        match self {
            Tier::Beginner => "Beginner",
            Tier::Easy => "Easy",
            Tier::Medium => "Medium",
            Tier::Intermediate => "Intermediate",
            Tier::Hard => "Hard",
            Tier::Expert => "Expert",
            Tier::Master => "Master",
            Tier::Extreme => "Extreme",
        }
    }
}

impl fmt::Display for Tier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a tier.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown tier `{0}`: expected one of beginner, easy, medium, intermediate, hard, expert, master, extreme"
)]
pub struct UnknownTier(pub String);

impl FromStr for Tier {
    type Err = UnknownTier;

    fn from_str(s: &str) -> Result<Tier, UnknownTier> {
        Tier::ALL
            .into_iter()
            .find(|t| t.slug().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownTier(s.to_string()))
    }
}

impl serde::Serialize for Tier {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.slug())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_order() {
        for t in Tier::ALL {
            assert_eq!(t.slug().parse::<Tier>(), Ok(t));
        }
        assert!(Tier::Beginner < Tier::Extreme);
        assert!("legendary".parse::<Tier>().is_err());
    }
}
