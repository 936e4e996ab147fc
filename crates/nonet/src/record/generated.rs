//! `GeneratedRecord`: one generated puzzle, as `nonet generate --format json` writes it
//! and the web page's `generate` answers.

use super::RatingRecord;
use crate::generate::{Generated, Level, PuzzleId, Scheme, Symmetry};
use crate::grid::Grid;
use crate::rules::Rules;

/// A generated puzzle with its solution, seed, id, what it was asked for and its
/// ratings (in the shape `nonet rate` prints them), e.g.
///
/// ```json
/// {"puzzle":"...","solution":"...","seed":7,"id":"...","scheme":"tiers","level":"easy",
///  "rated":{"se":{"er":1.5,"ep":1.5,"ed":1.2},"tier":"easy",...},"givens":32,
///  "symmetry":"rotational","minimal":false,"fell_back":false}
/// ```
#[derive(Debug, serde::Serialize)]
pub struct GeneratedRecord {
    pub puzzle: Grid,
    /// The rules of a variant (absent for classic Sudoku), in the shape the library's
    /// [`Rules`] serialize to.
    #[serde(skip_serializing_if = "Rules::is_classic")]
    pub rules: Rules,
    /// A variant's puzzle and rules as one ISS string, which nonet and the Interactive
    /// Sudoku Solver read back (absent for classic Sudoku: `puzzle` says it all).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub iss: Option<String>,
    pub solution: Grid,
    pub seed: u64,
    pub id: Option<PuzzleId>,
    pub scheme: Scheme,
    pub level: Level,
    pub rated: RatingRecord,
    pub givens: u8,
    pub symmetry: Symmetry,
    pub minimal: bool,
    pub fell_back: bool,
}

impl GeneratedRecord {
    /// The record of `g`, with the ratings its pipeline measured (call
    /// [`Generated::rate_all`] first for every scale, as the CLI's JSON does).
    pub fn new(g: &Generated) -> GeneratedRecord {
        GeneratedRecord {
            puzzle: g.puzzle,
            rules: g.rules.clone(),
            iss: (!g.rules.is_classic())
                .then(|| crate::format::iss::write(&g.variant_puzzle()).ok())
                .flatten(),
            solution: g.solution,
            seed: g.seed,
            id: g.id,
            scheme: g.scheme,
            level: g.level,
            rated: RatingRecord::of_rated(&g.rated),
            givens: g.givens,
            symmetry: g.symmetry,
            minimal: g.minimal,
            fell_back: g.fell_back,
        }
    }
}
