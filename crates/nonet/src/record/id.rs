//! `IdRecord`: what a puzzle id holds, as `nonet id decode --format json` writes it.
//!
//! An id holds a request (scheme, level, symmetry, whether only minimal puzzles were
//! wanted, seed, and a variant's rules and options), not the puzzle: so each field is
//! named as the request it is (`minimal_required: false` says the request did not ask
//! for minimal puzzles, while the puzzle itself may well be minimal; `level` is what
//! was asked for, while a puzzle whose request no attempt met fell back to the closest
//! candidate, which rates otherwise), and the symmetry is the one the puzzle has,
//! default or not.

use serde::Serialize;

use crate::generate::{
    CageSizes, GenerateError, Level, PuzzleId, Scheme, Symmetry, VariantKinds, symmetry_of,
};

/// A decoded puzzle id, e.g.
///
/// ```json
/// {"id":"V21G0JG00G00000003S","version":2,"regenerable":true,"scheme":"tiers",
///  "level":"medium","symmetry":"none","symmetry_default":true,
///  "minimal_required":false,"seed":3,"rules":"non-consecutive","no_givens":false}
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct IdRecord {
    pub id: PuzzleId,
    pub version: u8,
    /// Whether this nonet regenerates the id (only ids of its own format version).
    pub regenerable: bool,
    pub scheme: Scheme,
    /// The level requested (a puzzle that fell back rates otherwise).
    pub level: Level,
    /// The symmetry of the puzzle's givens.
    pub symmetry: Symmetry,
    /// Whether the symmetry is the scheme's default for the level (the id holds none).
    pub symmetry_default: bool,
    /// Whether the request asked for minimal puzzles only.
    pub minimal_required: bool,
    pub seed: u64,
    /// A variant's kinds (`killer,thermo`); absent for classic Sudoku.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<VariantKinds>,
    /// A killer's cage sizes (`2-5`), only with killer cages.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cages: Option<CageSizes>,
    /// Whether a variant's dots and signs have their negative rule, only with kinds it
    /// shapes (kropki, XV).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub negative: Option<bool>,
    /// Whether a variant has no givens (a killer whose cages alone make it proper).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub no_givens: Option<bool>,
}

impl IdRecord {
    /// What `id` holds; the generator's refusal when its request is not one it takes
    /// (its symmetry cannot then be told).
    pub fn new(id: PuzzleId) -> Result<IdRecord, GenerateError> {
        let t = id.target();
        let variant = !t.variant.is_classic();
        let kinds = t.variant.kinds;
        let caged = kinds.contains(crate::generate::VariantKind::Killer);
        let marked = kinds.iter().any(|k| k.has_negative_rule());
        Ok(IdRecord {
            id,
            version: id.version(),
            regenerable: id.regenerable().is_ok(),
            scheme: t.scheme,
            level: t.level,
            symmetry: symmetry_of(&t)?,
            symmetry_default: t.symmetry.is_none(),
            minimal_required: t.minimal,
            seed: id.seed(),
            rules: variant.then_some(kinds),
            cages: caged.then_some(t.variant.cages),
            negative: marked.then_some(t.variant.negative),
            no_givens: variant.then(|| t.givens.is_some_and(|g| g.max == 0)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(code: &str) -> serde_json::Value {
        serde_json::to_value(IdRecord::new(code.parse().unwrap()).unwrap()).unwrap()
    }

    /// A variant's options appear with the kinds they shape only; a classic id has
    /// none of them.
    #[test]
    fn options_show_only_with_the_kinds_they_shape() {
        let classic = record("21G000000059");
        for key in ["rules", "cages", "negative", "no_givens"] {
            assert!(classic.get(key).is_none(), "{key}: {classic}");
        }
        assert_eq!(classic["seed"], 5);
        let killer_kropki = record("V21G4J04G0000000058");
        assert_eq!(killer_kropki["rules"], "killer,kropki");
        assert_eq!(killer_kropki["cages"], "2-4");
        assert_eq!(killer_kropki["negative"], true);
        assert_eq!(killer_kropki["no_givens"], false);
        let nc = record("V21G0JG00G00000003S");
        assert_eq!(nc["rules"], "non-consecutive");
        assert!(
            nc.get("cages").is_none() && nc.get("negative").is_none(),
            "{nc}"
        );
        assert_eq!(nc["regenerable"], true);
        // The same request written by the first variant format: read, not regenerated.
        let first = record("V11G0JG00G000000039");
        assert_eq!(first["version"], 1);
        assert_eq!(first["rules"], "non-consecutive");
        assert_eq!(first["regenerable"], false);
    }
}
