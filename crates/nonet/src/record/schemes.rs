//! `SchemesRecord`: what a generator can be asked for, read from the generator's own
//! lists ([`Scheme::ALL`], [`Scheme::levels`]), so that a front end offers exactly the
//! schemes and levels [`GenerateRequest`] accepts and keeps no copy of them.

use crate::generate::{GenerateRequest, Level, Scheme};

/// The generation schemes, each with its levels, and what a request without a scheme or
/// a level gets:
///
/// ```json
/// {"schemes":[{"scheme":"tiers","levels":["any","beginner","easy",...]},...],
///  "default_scheme":"tiers","default_level":"medium"}
/// ```
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct SchemesRecord {
    /// Every scheme, in the generator's order.
    pub schemes: Vec<SchemeRecord>,
    /// The scheme of a request that names none.
    pub default_scheme: Scheme,
    /// The level of a request that names none (a level of every scheme).
    pub default_level: &'static str,
}

/// One scheme and its levels by their CLI names: `any` first (no difficulty target,
/// which every scheme takes), then the scheme's own, easiest first.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct SchemeRecord {
    pub scheme: Scheme,
    pub levels: Vec<Level>,
}

impl SchemesRecord {
    /// The generator's schemes and levels.
    pub fn new() -> SchemesRecord {
        SchemesRecord {
            schemes: Scheme::ALL
                .into_iter()
                .map(|scheme| SchemeRecord {
                    scheme,
                    levels: std::iter::once(Level::Any).chain(scheme.levels()).collect(),
                })
                .collect(),
            default_scheme: Scheme::default(),
            default_level: GenerateRequest::DEFAULT_LEVEL,
        }
    }
}

impl Default for SchemesRecord {
    fn default() -> SchemesRecord {
        SchemesRecord::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::check;

    fn request(scheme: &str, level: &str) -> GenerateRequest {
        GenerateRequest {
            scheme: Some(scheme.to_string()),
            level: Some(level.to_string()),
            ..GenerateRequest::default()
        }
    }

    /// Every listed level is one the generator takes on its scheme, and the defaults
    /// are listed.
    #[test]
    fn every_listed_level_is_accepted() {
        let record = SchemesRecord::new();
        assert_eq!(record.schemes.len(), Scheme::ALL.len());
        for s in &record.schemes {
            for level in &s.levels {
                let target = request(s.scheme.slug(), level.slug()).target().unwrap();
                assert_eq!((target.scheme, target.level), (s.scheme, *level));
                check(&target).unwrap_or_else(|e| panic!("{} {level}: {e}", s.scheme));
            }
            assert!(s.levels.iter().any(|l| l.slug() == record.default_level));
        }
        assert!(
            record
                .schemes
                .iter()
                .any(|s| s.scheme == record.default_scheme)
        );
    }

    /// A level of another scheme, or no level at all, is refused.
    #[test]
    fn unlisted_levels_are_refused() {
        let record = SchemesRecord::new();
        for s in &record.schemes {
            let listed: Vec<&str> = s.levels.iter().map(|l| l.slug()).collect();
            let others = record
                .schemes
                .iter()
                .flat_map(|o| o.levels.iter().map(|l| l.slug()))
                .chain(["impossible", ""])
                .filter(|name| !listed.contains(name));
            for name in others {
                assert!(
                    request(s.scheme.slug(), name).target().is_err(),
                    "{} took {name}",
                    s.scheme
                );
            }
        }
    }

    #[test]
    fn json_names_schemes_and_levels_as_the_cli() {
        let json = serde_json::to_string(&SchemesRecord::new()).unwrap();
        assert!(
            json.starts_with(r#"{"schemes":[{"scheme":"tiers","levels":["any","beginner","#),
            "{json}"
        );
        assert!(json.contains(r#"{"scheme":"dig-hole","levels":["any","extremely-easy","#));
        assert!(json.ends_with(r#""default_scheme":"tiers","default_level":"medium"}"#));
    }
}
