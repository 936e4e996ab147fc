//! f-puzzles JSON, plain or inside an f-puzzles link (`https://www.f-puzzles.com/?load=`
//! and the lz-string base64 of the JSON), read and written.
//!
//! f-puzzles keeps a puzzle as one JSON object: `size`, `grid` (9 rows of 9 cell objects,
//! a given being `{"value": 5, "given": true}`, a jigsaw region `{"region": 3}`), one
//! key per kind of constraint, and cosmetic keys (title, author, rules text, drawn lines,
//! circles, text). The key names and shapes are f-puzzles' own, as Rangsk's SudokuSolver
//! and SudokuVariantSolverJS read them:
//!
//! | f-puzzles key | kind |
//! | --- | --- |
//! | `diagonal+`, `diagonal-` | [`Diagonal`](crate::rules::kinds::Diagonal) anti (rising), main (falling) |
//! | `antiknight`, `antiking`, `disjointgroups`, `nonconsecutive` | the global rules of those names |
//! | `negative`: `difference`, `ratio`, `xv` | [`KropkiNegative`](crate::rules::kinds::KropkiNegative) white, black; [`XvNegative`](crate::rules::kinds::XvNegative) |
//! | `extraregion` | [`ExtraRegion`](crate::rules::kinds::ExtraRegion) (and written for [`Windoku`](crate::rules::kinds::Windoku)'s four windows) |
//! | `killercage` | [`KillerCage`](crate::rules::kinds::KillerCage), `value` its total |
//! | `littlekillersum` | [`LittleKiller`](crate::rules::kinds::LittleKiller), `cell` outside, `direction` `DR`/`DL`/`UR`/`UL` |
//! | `arrow` | [`Arrow`](crate::rules::kinds::Arrow), one per line, `cells` the circle or pill |
//! | `thermometer`, `slowthermometer` | [`Thermo`](crate::rules::kinds::Thermo) (slow: SudokuSolver's key) |
//! | `palindrome`, `renban`, `regionsumline`, `betweenline`, `entropicline`, `zipperline` | the line kinds of those names |
//! | `whispers` | [`Whispers`](crate::rules::kinds::Whispers), `value` the difference (5 when absent) |
//! | `difference`, `ratio` | [`KropkiDot`](crate::rules::kinds::KropkiDot) white, black |
//! | `xv` | [`Xv`](crate::rules::kinds::Xv), `value` `X` or `V` |
//! | `odd`, `even` | [`EvenOdd`](crate::rules::kinds::EvenOdd) |
//! | `quadruple` | [`Quadruple`](crate::rules::kinds::Quadruple) |
//! | `sandwichsum`, `xsum`, `skyscraper` | the outside clues of those names, `cell` outside the grid (`R0C3`, `R4C10`) |
//! | `grid` `region` | a jigsaw [`Layout`](crate::rules::Layout) |
//! | `grid` `givenPencilMarks` | on an empty cell: all odd or all even digits an [`EvenOdd`](crate::rules::kinds::EvenOdd) cell, one digit a given, another set [`GivenCandidates`](crate::rules::kinds::GivenCandidates) (after every key's constraints); on a given cell, nothing when they hold the given |
//!
//! Each kind's keys are read and written by its row in `fpuzzles/kinds.rs`.
//!
//! A key nonet does not know, or knows and cannot represent (minimum and maximum cells,
//! clones, indexers, modular and nabner lines, double arrows, sum dots, clocks), is an
//! error naming the key and a cut of its text, never
//! dropped; an empty one (`[]`, `false`) carries nothing and is skipped. Cosmetic keys
//! are read and ignored, except the title, author and rules text, kept as [`Metadata`].
//!
//! ```
//! use nonet::format::fpuzzles;
//! let json = r#"{"size":9,"title":"Tiny","grid":[[{"value":5,"given":true},{},{},{},{},{},{},{},{}],
//!     [{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],
//!     [{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],
//!     [{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],
//!     "antiknight":true,"killercage":[{"cells":["R1C2","R1C3"],"value":"3"}]}"#;
//! let (puzzle, meta) = fpuzzles::parse_with_metadata(json)?;
//! assert_eq!(puzzle.rules.constraints().len(), 2);
//! assert_eq!(meta.title.as_deref(), Some("Tiny"));
//! let link = fpuzzles::write_link(&puzzle, &meta).unwrap();
//! assert!(link.starts_with("https://www.f-puzzles.com/?load="));
//! assert_eq!(fpuzzles::parse_link(&link)?, (puzzle, meta));
//! # Ok::<(), nonet::format::fpuzzles::FpuzzlesError>(())
//! ```

mod error;
mod fields;
mod kinds;
mod link;
mod read;
mod write;

pub use error::{FpuzzlesError, FpuzzlesErrorKind, Place};
pub(crate) use link::{is_link, looks_like_payload, percent_decode};
pub use link::{parse_link, write_link};
pub(crate) use read::read_value;
pub use read::{parse, parse_with_metadata};
pub use write::write;

/// What f-puzzles keeps beside the puzzle that a round trip should not lose: the title,
/// the author and the rules text.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Metadata {
    /// The puzzle's title.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// Its author.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub author: Option<String>,
    /// The rules as the author wrote them (f-puzzles' `ruleset`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<String>,
}
