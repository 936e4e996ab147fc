//! `GenerateRequest`: what a front end that is not Rust asks the generator for, in the
//! CLI's vocabulary (`nonet generate --level --scheme --seed --symmetry --givens
//! --minimal --rules --cages --negative`), as JSON.

use std::str::FromStr;

use super::symmetry::{Symmetry, UnknownSymmetry};
use super::target::{
    BadGivensRange, GivensRange, Level, Scheme, Target, UnknownLevel, UnknownScheme,
};
use super::variant::{BadCageSizes, UnknownVariantKind, Variant};

/// A generation request, e.g. `{"level":"hard","seed":7}`: every field optional, each
/// named and spelled as the CLI's flag (levels and schemes by their CLI names, read by
/// the same `FromStr`), so the page and the command line ask in one vocabulary.
/// Unknown fields are refused, so a misspelt option is an error, not silently ignored.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GenerateRequest {
    /// The level on the scheme's scale, or `any` (default `medium`, as the CLI's).
    #[serde(default)]
    pub level: Option<String>,
    /// `tiers`, `logic` or `dig-hole` (default `tiers`).
    #[serde(default)]
    pub scheme: Option<String>,
    /// The seed (default: the caller's choice, e.g. from its clock).
    #[serde(default)]
    pub seed: Option<u64>,
    /// The symmetry of the givens (default: the scheme's).
    #[serde(default)]
    pub symmetry: Option<String>,
    /// How many givens, `A..B` or one number (default: the scheme's).
    #[serde(default)]
    pub givens: Option<String>,
    /// Only minimal puzzles.
    #[serde(default)]
    pub minimal: bool,
    /// Variant rules, the kinds as a comma-separated list (`killer,thermo`; default:
    /// classic).
    #[serde(default)]
    pub rules: Option<String>,
    /// Killer cage sizes, `MIN-MAX` or one size (default `2-5`).
    #[serde(default)]
    pub cages: Option<String>,
    /// Kropki dots and XV signs with their negative rule.
    #[serde(default)]
    pub negative: bool,
}

/// Why a [`GenerateRequest`] names no target: the library's message for the bad field.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RequestError {
    #[error(transparent)]
    Scheme(#[from] UnknownScheme),
    #[error(transparent)]
    Level(#[from] UnknownLevel),
    #[error(transparent)]
    Symmetry(#[from] UnknownSymmetry),
    #[error(transparent)]
    Givens(#[from] BadGivensRange),
    #[error(transparent)]
    Rules(#[from] UnknownVariantKind),
    #[error(transparent)]
    Cages(#[from] BadCageSizes),
}

impl GenerateRequest {
    /// The level a request without one asks for (the CLI's default too); every scheme
    /// has a level of that name.
    pub const DEFAULT_LEVEL: &'static str = "medium";

    /// The target the request describes (its seed aside).
    pub fn target(&self) -> Result<Target, RequestError> {
        let scheme = match &self.scheme {
            Some(name) => Scheme::from_str(name)?,
            None => Scheme::default(),
        };
        let level = Level::parse(scheme, self.level.as_deref().unwrap_or(Self::DEFAULT_LEVEL))?;
        let mut target = Target::new(scheme, level).minimal(self.minimal);
        target.symmetry = self
            .symmetry
            .as_deref()
            .map(Symmetry::from_str)
            .transpose()?;
        target.givens = self
            .givens
            .as_deref()
            .map(GivensRange::from_str)
            .transpose()?;
        if let Some(kinds) = &self.rules {
            target.variant = Variant {
                kinds: kinds.parse()?,
                cages: self
                    .cages
                    .as_deref()
                    .map(str::parse)
                    .transpose()?
                    .unwrap_or_default(),
                negative: self.negative,
            };
        }
        Ok(target)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rate::Tier;

    fn request(json: &str) -> GenerateRequest {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn fields_read_as_the_clis_flags() {
        let t = request(r#"{"level":"hard","symmetry":"none","givens":"24..30","minimal":true}"#)
            .target()
            .unwrap();
        assert_eq!(
            (t.scheme, t.level),
            (Scheme::Tiers, Level::Tier(Tier::Hard))
        );
        assert_eq!(t.symmetry, Some(Symmetry::from_str("none").unwrap()));
        assert_eq!(t.givens, Some(GivensRange::new(24, 30)));
        assert!(t.minimal);
        assert_eq!(
            request("{}").target().unwrap().level,
            Level::Tier(Tier::Medium)
        );
    }

    #[test]
    fn bad_fields_are_the_librarys_messages() {
        let level = request(r#"{"level":"impossible"}"#).target().unwrap_err();
        assert_eq!(
            level.to_string(),
            Level::parse(Scheme::Tiers, "impossible")
                .unwrap_err()
                .to_string()
        );
        assert!(matches!(
            request(r#"{"scheme":"fast"}"#).target(),
            Err(RequestError::Scheme(_))
        ));
        assert!(serde_json::from_str::<GenerateRequest>(r#"{"lvl":"easy"}"#).is_err());
        assert!(matches!(
            request(r#"{"rules":"killer,teleport"}"#).target(),
            Err(RequestError::Rules(_))
        ));
        assert!(matches!(
            request(r#"{"rules":"killer","cages":"3-1"}"#).target(),
            Err(RequestError::Cages(_))
        ));
    }

    #[test]
    fn rules_read_as_the_clis_flags() {
        let t = request(r#"{"rules":"killer,thermo","cages":"2-4","negative":true}"#)
            .target()
            .unwrap();
        assert_eq!(t.variant.kinds.to_string(), "killer,thermo");
        assert_eq!((t.variant.cages.min, t.variant.cages.max), (2, 4));
        assert!(t.variant.negative);
        assert!(request("{}").target().unwrap().variant.is_classic());
    }
}
