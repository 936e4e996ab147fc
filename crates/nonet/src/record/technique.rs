//! `TechniqueRecord`: one row of the logic engine's registry as `nonet techniques
//! --format json` prints it, so that every front end lists the techniques in one shape.

use crate::logic::{REGISTRY, Scope, TechniqueInfo};
use crate::rate::{SeValue, Tier};

/// A technique: the slug `--techniques` takes, its display name, its tier and its
/// Sudoku Explainer rating (`{"slug":"hidden-single","name":"Hidden Single",
/// "tier":"beginner","se":1.5}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct TechniqueRecord {
    pub slug: &'static str,
    pub name: &'static str,
    pub tier: Tier,
    pub se: SeValue,
    /// Whether it is a constraint technique, which runs on variant puzzles only.
    pub variants_only: bool,
}

impl TechniqueRecord {
    /// The record of one registry row.
    pub fn new(row: &TechniqueInfo) -> TechniqueRecord {
        TechniqueRecord {
            slug: row.slug,
            name: row.name,
            tier: row.tier,
            se: row.se,
            variants_only: matches!(row.scope, Scope::Constraints),
        }
    }

    /// Every technique, in ladder order (the registry's).
    pub fn all() -> impl Iterator<Item = TechniqueRecord> {
        REGISTRY.iter().map(TechniqueRecord::new)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One record per registry row, in its order, each serialized with the five fields.
    #[test]
    fn one_record_per_row() {
        let all: Vec<_> = TechniqueRecord::all().collect();
        assert_eq!(all.len(), REGISTRY.len());
        let first = serde_json::to_value(all[0]).unwrap();
        assert_eq!(first["slug"], REGISTRY[0].slug);
        assert_eq!(first.as_object().unwrap().len(), 5);
        assert_eq!(first["variants_only"], false);
    }
}
