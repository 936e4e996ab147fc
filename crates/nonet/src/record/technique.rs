//! `TechniqueRecord`: one technique of the logic engine's registry as a front end lists
//! it (`nonet techniques --format json`, a binding's technique list), so that the slugs
//! a front end offers are the ones `--techniques` and the ladders take.

use crate::logic::{REGISTRY, SeValue, TechniqueInfo, Tier};

/// A technique by its slug and display name, with its tier on the eight-tier ladder and
/// its Sudoku Explainer rating: `{"slug":"x-wing","name":"X-Wing","tier":"hard","se":3.2}`.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct TechniqueRecord {
    pub slug: &'static str,
    pub name: &'static str,
    pub tier: Tier,
    pub se: SeValue,
}

impl TechniqueRecord {
    /// The record of one registry row.
    pub fn new(row: &TechniqueInfo) -> TechniqueRecord {
        TechniqueRecord {
            slug: row.slug,
            name: row.name,
            tier: row.tier,
            se: row.se,
        }
    }

    /// Every technique, in the registry's (the standard ladder's) order.
    pub fn all() -> Vec<TechniqueRecord> {
        REGISTRY.iter().map(TechniqueRecord::new).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The list is the registry, row for row and in order.
    #[test]
    fn all_is_the_registry_in_order() {
        let all = TechniqueRecord::all();
        assert_eq!(all.len(), REGISTRY.len());
        for (record, row) in all.iter().zip(REGISTRY) {
            assert_eq!((record.slug, record.name), (row.slug, row.name));
        }
        let json = serde_json::to_string(&all[0]).unwrap();
        assert!(
            json.starts_with(r#"{"slug":"full-house","name":"Full House","tier":"#),
            "{json}"
        );
    }
}
