//! `schemes`: what the New game panel offers, from the generator's own lists: the
//! schemes and their levels, the kinds of variant rules and the levels a variant takes.

use nonet::record::SchemesRecord;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::json;

/// The generation schemes, each with its levels (`any` first), the defaults of a
/// request that names none, the kinds of rules a request's `rules` takes (`rules`, and
/// `negative_rules`, the ones `negative` shapes) and the scheme and levels of a request
/// with rules (`variants`): a [`SchemesRecord`]. Every level listed under a scheme is
/// one [`crate::generate`] takes with that scheme, and every kind one it takes at every
/// level listed under `variants`; any other is refused.
#[wasm_bindgen]
pub fn schemes() -> Result<String, String> {
    json(&SchemesRecord::new())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::generated;

    /// Each listed level is taken with its scheme (the one cheap level of each scheme
    /// is generated whole); a level of another scheme is refused with the library's
    /// message.
    #[test]
    fn listed_levels_are_the_generators() {
        let record: serde_json::Value = serde_json::from_str(&schemes().unwrap()).unwrap();
        let schemes = record["schemes"].as_array().unwrap();
        assert_eq!(schemes.len(), 3);
        let mut all = Vec::new();
        for s in schemes {
            for level in s["levels"].as_array().unwrap() {
                all.push((s["scheme"].as_str().unwrap(), level.as_str().unwrap()));
            }
        }
        for &(scheme, level) in &all {
            let options = format!(r#"{{"scheme":"{scheme}","level":"{level}","seed":1}}"#);
            let request: nonet::generate::GenerateRequest = serde_json::from_str(&options).unwrap();
            let target = request.target().unwrap();
            nonet::generate::check(&target).unwrap();
            let listed = |l: &str| all.contains(&(scheme, l));
            for &(_, other) in all.iter().filter(|(_, l)| !listed(l)) {
                let bad = format!(r#"{{"scheme":"{scheme}","level":"{other}"}}"#);
                let err = generated(&bad).unwrap_err();
                assert!(err.contains(&format!("unknown level `{other}`")), "{err}");
            }
        }
        for s in schemes {
            let scheme = s["scheme"].as_str().unwrap();
            let level = s["levels"][1].as_str().unwrap();
            let options = format!(r#"{{"scheme":"{scheme}","level":"{level}","seed":3}}"#);
            generated(&options).unwrap_or_else(|e| panic!("{scheme} {level}: {e}"));
        }
        let default = record["default_level"].as_str().unwrap();
        assert!(all.contains(&(record["default_scheme"].as_str().unwrap(), default)));
    }
}
