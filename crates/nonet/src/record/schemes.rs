//! `SchemesRecord`: what a generator can be asked for, read from the generator's own
//! lists ([`Scheme::ALL`], [`Scheme::levels`], [`VariantKind::ALL`],
//! [`Variant::levels`]), so that a front end offers exactly the schemes, levels and
//! rules [`GenerateRequest`] accepts and keeps no copy of them.

use crate::generate::{GenerateRequest, Level, Scheme, Variant, VariantKind};

/// The generation schemes, each with its levels, what a request without a scheme or
/// a level gets, and what a request for variant rules takes:
///
/// ```json
/// {"schemes":[{"scheme":"tiers","levels":["any","beginner","easy",...]},...],
///  "default_scheme":"tiers","default_level":"medium",
///  "rules":["x","main-diagonal",...,"palindrome"],"negative_rules":["kropki","xv"],
///  "variants":{"scheme":"tiers","levels":["any","beginner",...,"extreme"]}}
/// ```
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct SchemesRecord {
    /// Every scheme, in the generator's order.
    pub schemes: Vec<SchemeRecord>,
    /// The scheme of a request that names none.
    pub default_scheme: Scheme,
    /// The level of a request that names none (a level of every scheme).
    pub default_level: &'static str,
    /// Every kind of rule the generator makes puzzles of, by the names a request's
    /// `rules` takes (comma-separated, any number of them), in [`VariantKind::ALL`]'s
    /// order.
    pub rules: Vec<VariantKind>,
    /// The kinds a request's `negative` shapes ([`VariantKind::has_negative_rule`]).
    pub negative_rules: Vec<VariantKind>,
    /// The scheme and the levels of a request with rules ([`Variant::SCHEME`],
    /// [`Variant::levels`]); the default level is one of them.
    pub variants: SchemeRecord,
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
            rules: VariantKind::ALL.to_vec(),
            negative_rules: VariantKind::ALL
                .into_iter()
                .filter(|k| k.has_negative_rule())
                .collect(),
            variants: SchemeRecord {
                scheme: Variant::SCHEME,
                levels: Variant::levels(),
            },
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
    use crate::generate::{check, generate_seeded};

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
        assert!(json.contains(r#""default_scheme":"tiers","default_level":"medium","#));
        assert!(json.contains(r#""rules":["x","main-diagonal","anti-diagonal","#));
        assert!(json.contains(r#""negative_rules":["kropki","xv"],"#));
        assert!(json.ends_with(
            r#""variants":{"scheme":"tiers","levels":["any","beginner","easy","medium","intermediate","hard","expert","master","extreme"]}}"#
        ));
    }

    fn variant_request(rules: &str, scheme: &str, level: &str) -> GenerateRequest {
        GenerateRequest {
            rules: Some(rules.to_string()),
            ..request(scheme, level)
        }
    }

    /// Every listed kind is read back by its name, and taken at every listed variant
    /// level on the listed scheme; the default level is one of them; every level of
    /// the other schemes is refused with rules, by the library's message.
    #[test]
    fn listed_rules_are_taken_at_the_listed_variant_levels() {
        let record = SchemesRecord::new();
        assert_eq!(record.rules.len(), VariantKind::ALL.len());
        let variants = &record.variants;
        assert!(
            variants
                .levels
                .iter()
                .any(|l| l.slug() == record.default_level)
        );
        for kind in &record.rules {
            assert_eq!(kind.name().parse::<VariantKind>(), Ok(*kind));
            for level in &variants.levels {
                let target = variant_request(kind.name(), variants.scheme.slug(), level.slug())
                    .target()
                    .unwrap();
                assert_eq!(target.variant.kinds.iter().collect::<Vec<_>>(), [*kind]);
                check(&target).unwrap_or_else(|e| panic!("{kind} {level}: {e}"));
            }
        }
        for s in record
            .schemes
            .iter()
            .filter(|s| s.scheme != variants.scheme)
        {
            for level in s.levels.iter().filter(|l| !variants.levels.contains(l)) {
                let target = variant_request("killer", s.scheme.slug(), level.slug())
                    .target()
                    .unwrap();
                let err = check(&target).unwrap_err();
                assert!(
                    err.to_string().contains("variant"),
                    "{} {level}: {err}",
                    s.scheme
                );
            }
        }
    }

    /// The negative rule changes the puzzles of the kinds it is listed for: the same
    /// seed with and without it draws other marks.
    #[test]
    fn negative_rules_are_the_kinds_it_shapes() {
        let record = SchemesRecord::new();
        assert!(!record.negative_rules.is_empty());
        for kind in &record.negative_rules {
            let made = |negative: bool| {
                let request = GenerateRequest {
                    negative,
                    ..variant_request(kind.name(), "tiers", "any")
                };
                generate_seeded(&request.target().unwrap(), 1)
                    .unwrap_or_else(|e| panic!("{kind}: {e}"))
            };
            assert_ne!(made(false).rules, made(true).rules, "{kind}");
        }
    }
}
