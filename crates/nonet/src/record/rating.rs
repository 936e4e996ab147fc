//! `RatingRecord`: a puzzle's ratings as `nonet rate` and `nonet generate` print them:
//! one JSON shape and one set of text fields, whichever measured them, so that the two
//! never describe the same rating in two ways.
//!
//! JSON: `{"se": {"er", "ep", "ed"} | {"timeout": true}, "tier", "logic": {"score",
//! "level", "node_limit"}, "dig_hole": {"level", "score"}, "hardest", "stuck"}`, each
//! scale only when it was rated. `hardest` and `stuck` come with the tier ladder (the
//! `tier` and `dig-hole` scales run it): the technique that set the tier, which is
//! `backtracking` when the ladder got stuck (so `"tier": "extreme"` always comes with
//! a reason), and `null` only for a full grid.
//!
//! Text: `se` as `ER/EP/ED` (or `timeout`; `se-ext` for the scale's extension to
//! constraint kinds SE has not got), `tier` as its name, `logic` as
//! `<level>:<score>`, `dig-hole` as `<level>:<score>`.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::generate::Rated;
use crate::rate::se::SeOutcome;
use crate::rate::{
    Basis, DigHoleLevel, DigHoleRating, LogicLevel, LogicScore, Ratings, Scale, SeRating, Tenths,
    Tier, TierRating,
};

/// The ratings of one puzzle, in output form: each scale only when it was rated, and
/// the scales asked for that mean nothing for the puzzle, with why.
#[derive(Debug, Default, Serialize)]
pub struct RatingRecord {
    #[serde(skip_serializing_if = "Option::is_none")]
    se: Option<SeJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tier: Option<Tier>,
    #[serde(skip_serializing_if = "Option::is_none")]
    logic: Option<LogicJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    dig_hole: Option<DigHoleJson>,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    ladder: Option<LadderJson>,
    /// Scales asked for that mean nothing for this puzzle, with why: a position's logic
    /// score and dig-hole levels, which are defined on givens alone.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    unrated: BTreeMap<&'static str, &'static str>,
}

/// A scale's key in the JSON record (`dig_hole` where the command line says `dig-hole`).
fn json_key(scale: Scale) -> &'static str {
    match scale {
        Scale::Se => "se",
        Scale::Tier => "tier",
        Scale::Logic => "logic",
        Scale::DigHole => "dig_hole",
    }
}

/// `{"er": 7.2, "ep": 2.0, "ed": 2.0}` or `{"timeout": true}`; `"extended": true` when
/// the numbers are the scale's extension to constraint kinds SE has not got
/// ([`Basis::SeExtended`]).
#[derive(Debug, Serialize)]
#[serde(untagged)]
enum SeJson {
    Rated {
        er: Tenths,
        ep: Tenths,
        ed: Tenths,
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        extended: bool,
    },
    Timeout {
        timeout: bool,
    },
}

impl From<SeRating> for SeJson {
    fn from(r: SeRating) -> SeJson {
        SeJson::Rated {
            er: r.er,
            ep: r.ep,
            ed: r.ed,
            extended: false,
        }
    }
}

/// `{"score": 812, "level": "medium", "node_limit": false}`: `node_limit` says the
/// probe search stopped at its node limit, which reads as samurai whatever the score
/// so far.
#[derive(Debug, Serialize)]
struct LogicJson {
    score: u64,
    level: LogicLevel,
    node_limit: bool,
}

/// `{"level": "evil", "score": 4.6}`.
#[derive(Debug, Serialize)]
struct DigHoleJson {
    level: DigHoleLevel,
    score: f64,
}

/// What the tier ladder found: the technique that set the tier (`null` for a full
/// grid), and whether the ladder got stuck.
#[derive(Debug, Serialize)]
struct LadderJson {
    hardest: Option<&'static str>,
    stuck: bool,
}

impl From<TierRating> for LadderJson {
    fn from(t: TierRating) -> LadderJson {
        LadderJson {
            hardest: t.hardest.map(|h| h.slug()),
            stuck: t.stuck,
        }
    }
}

impl From<LogicScore> for LogicJson {
    fn from(l: LogicScore) -> LogicJson {
        LogicJson {
            score: l.score,
            level: l.level,
            node_limit: l.node_limit,
        }
    }
}

impl From<DigHoleRating> for DigHoleJson {
    fn from(d: DigHoleRating) -> DigHoleJson {
        DigHoleJson {
            level: d.level,
            score: f64::from(d.score_tenths) / 10.0,
        }
    }
}

impl RatingRecord {
    /// The ratings `rate` computed.
    pub fn of_ratings(r: &Ratings) -> RatingRecord {
        RatingRecord {
            se: r.se.as_ref().map(|se| match se {
                SeOutcome::Rated { rating, .. } => SeJson::from(*rating),
                SeOutcome::Timeout => SeJson::Timeout { timeout: true },
            }),
            tier: r.tier.map(|t| t.tier),
            logic: r.logic.map(LogicJson::from),
            dig_hole: r.dig_hole.map(DigHoleJson::from),
            ladder: r.stuck.map(|stuck| LadderJson {
                hardest: r.hardest.map(|h| h.slug()),
                stuck,
            }),
            unrated: BTreeMap::new(),
        }
    }

    /// Marks the scales of `scales` that do not rate a puzzle of `basis` (a position, a
    /// variant) as unrated, with the library's reason ([`Basis::unrated`]), and an SE
    /// rating on the scale's extension ([`Basis::SeExtended`]) as extended.
    pub fn unrated(&mut self, basis: Basis, scales: &[Scale]) {
        if basis == Basis::SeExtended
            && let Some(SeJson::Rated { extended, .. }) = &mut self.se
        {
            *extended = true;
        }
        for &scale in scales {
            if let Some(why) = basis.unrated(scale) {
                self.unrated.insert(json_key(scale), why);
            }
        }
    }

    /// The ratings a generated puzzle carries.
    pub fn of_rated(r: &Rated) -> RatingRecord {
        RatingRecord {
            se: r.se.map(SeJson::from),
            tier: r.tier.map(|t| t.tier),
            logic: r.logic.map(LogicJson::from),
            dig_hole: r.dig_hole.map(DigHoleJson::from),
            ladder: r.tier.map(LadderJson::from),
            unrated: BTreeMap::new(),
        }
    }

    /// The text fields, one per scale rated, in scale order: `("se", "7.2/1.2/1.2")`,
    /// `("tier", "master")`, `("logic", "easy:229")`, `("dig-hole", "evil:5.0")`.
    pub fn fields(&self) -> Vec<(&'static str, String)> {
        let mut fields = Vec::new();
        if let Some(se) = &self.se {
            fields.push(match se {
                SeJson::Rated {
                    er,
                    ep,
                    ed,
                    extended,
                } => (
                    if *extended { "se-ext" } else { "se" },
                    format!("{er}/{ep}/{ed}"),
                ),
                SeJson::Timeout { .. } => ("se", "timeout".to_string()),
            });
        } else if self.unrated.contains_key(json_key(Scale::Se)) {
            fields.push(("se", "unrated".to_string()));
        }
        if let Some(t) = self.tier {
            fields.push(("tier", t.slug().to_string()));
        }
        if let Some(l) = &self.logic {
            fields.push(("logic", format!("{}:{}", l.level.slug(), l.score)));
        } else if self.unrated.contains_key(json_key(Scale::Logic)) {
            fields.push(("logic", "unrated".to_string()));
        }
        if let Some(d) = &self.dig_hole {
            fields.push(("dig-hole", format!("{}:{:.1}", d.level.slug(), d.score)));
        } else if self.unrated.contains_key(json_key(Scale::DigHole)) {
            fields.push(("dig-hole", "unrated".to_string()));
        }
        fields
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rate::{RateOptions, Scale, dig_hole_from_tier, logic_score, rate_all, rate_tier};

    /// The third puzzle of hardest_1000.txt: the tier ladder gets stuck.
    const STUCK: &str =
        "98.76.5..5.....9....4....8.8..5..7...3..2.........8..16......9..9.6...75....8.6..";

    #[test]
    fn both_sources_give_the_same_record() {
        let g: crate::Grid = STUCK.parse().unwrap();
        // Every scale but SE, which takes seconds on this puzzle.
        let options = RateOptions {
            scales: vec![Scale::Tier, Scale::Logic, Scale::DigHole],
            time_limit: None,
        };
        let ratings = rate_all(&g.into(), &options).unwrap();
        let tier = rate_tier(&g.into()).unwrap();
        let rated = Rated {
            tier: Some(tier),
            se: None,
            logic: logic_score(&g.into()).ok(),
            dig_hole: Some(dig_hole_from_tier(&g.into(), tier.tier).unwrap()),
        };
        let a = serde_json::to_value(RatingRecord::of_ratings(&ratings)).unwrap();
        let b = serde_json::to_value(RatingRecord::of_rated(&rated)).unwrap();
        assert_eq!(a, b);
        assert_eq!(a["tier"], "extreme");
        assert_eq!(a["hardest"], "backtracking");
        assert_eq!(a["stuck"], true);
        assert_eq!(
            RatingRecord::of_ratings(&ratings).fields(),
            RatingRecord::of_rated(&rated).fields()
        );
    }
}
