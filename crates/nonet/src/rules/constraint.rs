//! `Constraint`: one variant per kind of constraint, each carrying the struct its own
//! file under `kinds/` defines, and the table of kinds ([`kind_table!`]) the enum and every
//! layer's dispatch are generated from.

use super::error::Problem;
use super::group::Group;
use super::kind::Kind;
use super::kinds::*;
use super::rule_set::Rules;
use crate::grid::{Cell, CellSet, Grid};

/// The table of constraint kinds: one row per kind, `Variant(Payload)` with its doc.
///
/// A kind has six pieces, each a trait implemented on its payload type, so the row's
/// payload name finds them all:
///
/// | piece | trait | where |
/// | --- | --- | --- |
/// | data, validation, groups and peers, checker | `rules::kind::Kind` | `rules/kinds/<kind>.rs` |
/// | ISS reader entries and writer | `format::iss::kinds::IssKind` | `format/iss/kinds.rs` |
/// | f-puzzles reader entries and writer | `format::fpuzzles::kinds::FpuzzlesKind` | `format/fpuzzles/kinds.rs` |
/// | drawing | `format::draw::kinds::Drawn` | `format/draw/kinds.rs` |
/// | vector figure | `format::figure::kinds::Figured` | `format/figure/kinds.rs` |
/// | propagator | `solve::variant::kinds::Propagated` | `solve/variant/kinds.rs` |
///
/// Why a list here and traits in each layer, rather than one table of functions: the
/// layers depend downwards (rules < format < solve), so a table in `rules/` cannot name
/// the readers in `format/` or the propagators in `solve/`, and a table in `solve/` would
/// make `format/` reach up to it. The list is declared once, here; [`Constraint`] and
/// each layer's dispatch ([`each_kind!`] for a value, a callback of this macro for the
/// readers' tables) are generated from it, so a kind whose payload lacks one layer's
/// trait fails to compile. Readers are keyed by the format's own names (`Cage`,
/// `killercage`), which the trait impls declare; the round trip of one puzzle per kind
/// in `tests/variant_kinds.rs` fails for a kind no reader reads back.
///
/// Use: `kind_table!(callback!(extra tokens))` calls `callback! { (extra tokens) rows }`,
/// each row `$(#[doc = ..])* Variant(Payload),`, the payload named as `rules::kinds`
/// exports it (a callback's module imports `rules::kinds::*`).
macro_rules! kind_table {
    ($then:ident!($($args:tt)*)) => {
        $then! { ($($args)*)
            /// A long diagonal holds each digit once (X-Sudoku: both diagonals).
            Diagonal(Diagonal),
            /// Four extra 3x3 windows (windoku, hyper).
            Windoku(Windoku),
            /// The cells at each box position form a house.
            DisjointGroups(DisjointGroups),
            /// Cells whose digits do not repeat.
            ExtraRegion(ExtraRegion),
            /// Cells a knight's move apart differ.
            AntiKnight(AntiKnight),
            /// Cells a king's move apart differ.
            AntiKing(AntiKing),
            /// Orthogonal neighbours are not consecutive.
            NonConsecutive(NonConsecutive),
            /// A white (consecutive) or black (ratio 1:2) dot.
            Kropki(KropkiDot),
            /// All kropki dots of a colour are given.
            KropkiNegative(KropkiNegative),
            /// An X (sum 10) or a V (sum 5).
            Xv(Xv),
            /// All Xs and Vs are given.
            XvNegative(XvNegative),
            /// An even or odd cell.
            EvenOdd(EvenOdd),
            /// A cell whose digit is one of a given set (given pencil marks).
            Candidates(GivenCandidates),
            /// Digits that appear in a 2x2 square.
            Quadruple(Quadruple),
            /// A killer cage: distinct digits, with an optional total.
            Killer(KillerCage),
            /// A diagonal sum clue outside the grid.
            LittleKiller(LittleKiller),
            /// A circle (1 to 3 cells) equal to the sum of a shaft.
            Arrow(Arrow),
            /// The sum between the 1 and the 9 of a row or column.
            Sandwich(Sandwich),
            /// The sum of the first X digits of a row or column.
            XSum(XSum),
            /// How many digits are seen along a row or column.
            Skyscraper(Skyscraper),
            /// Equal sums on each region's piece of a line.
            RegionSum(RegionSumLine),
            /// Digits increase from the bulb.
            Thermo(Thermo),
            /// The line reads the same both ways.
            Palindrome(Palindrome),
            /// Distinct consecutive digits, in any order.
            Renban(Renban),
            /// Neighbours on the line differ by at least a given amount.
            Whispers(Whispers),
            /// Digits between the two circles' digits.
            Between(BetweenLine),
            /// Every three consecutive cells hold a low, a middle and a high digit.
            Entropic(EntropicLine),
            /// Pairs equidistant from the middle have equal sums.
            Zipper(ZipperLine),
        }
    };
}
pub(crate) use kind_table;

/// Defines [`Constraint`] from the table's rows.
macro_rules! define_constraint {
    (() $($(#[$doc:meta])* $variant:ident($payload:ty),)*) => {
        /// A constraint of a variant puzzle, beyond rows, columns and regions.
        ///
        /// Plain data: `Clone`, `Eq`, `Hash` and serde (externally tagged, snake_case:
        /// `{"killer": {"cells": ["r1c1", "r1c2"], "total": 3}}`). Each kind's definition,
        /// sub-rules and sources are in its own module under [`kinds`](super::kinds); the
        /// variants are the rows of the table of kinds (`rules/constraint.rs`).
        #[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum Constraint {
            $($(#[$doc])* $variant($payload),)*
        }
    };
}
kind_table!(define_constraint!());

/// Runs `$body` with `$k` bound to the payload of whichever kind `$c` is: a `match`
/// over every row of the table, so `$body` must compile for every payload type. The
/// caller imports it (`use crate::rules::each_kind`), as it calls itself by name.
macro_rules! each_kind {
    ((@match $c:expr, $k:ident, $body:expr) $($(#[$doc:meta])* $variant:ident($payload:ty),)*) => {
        match $c {
            $($crate::rules::Constraint::$variant($k) => $body,)*
        }
    };
    ($c:expr, $k:ident => $body:expr) => {
        $crate::rules::kind_table!(each_kind!(@match $c, $k, $body))
    };
}
pub(crate) use each_kind;

/// The kind's name, from a payload's type.
fn name_of<K: Kind>(_: &K) -> &'static str {
    K::NAME
}

impl Constraint {
    /// The kind's name: "killer cage", "thermometer", "anti-knight".
    pub fn name(&self) -> &'static str {
        each_kind!(self, k => name_of(k))
    }

    /// The kind's serde name, the key of its JSON: `"killer"`, `"thermo"`,
    /// `"little_killer"`. Front ends key their styles and lists by it, so it is the
    /// name the JSON they already read uses rather than a second list of names.
    pub fn tag(&self) -> String {
        match serde_json::to_value(self) {
            Ok(serde_json::Value::Object(map)) => map.into_iter().next().map(|(k, _)| k),
            _ => None,
        }
        .unwrap_or_default()
    }

    /// The kind's name and where the constraint is: "killer cage at r1c1",
    /// "sandwich clue on row 4 from the left", "anti-knight".
    pub fn describe(&self) -> String {
        let place = each_kind!(self, k => k.locate());
        if place.is_empty() {
            self.name().to_string()
        } else {
            format!("{} {place}", self.name())
        }
    }

    /// The cells the constraint involves (all 81 for rules over the whole grid).
    pub fn cells(&self) -> CellSet {
        each_kind!(self, k => k.cells())
    }

    /// Whether the constraint is well formed.
    pub(crate) fn validate(&self) -> Result<(), Problem> {
        each_kind!(self, k => k.validate())
    }

    /// Whether a rule of this kind may appear only once.
    pub(crate) fn once(&self) -> bool {
        each_kind!(self, k => k.once())
    }

    /// The all-different groups the constraint makes (`index` labels its own).
    pub(crate) fn groups(&self, index: usize) -> Vec<Group> {
        each_kind!(self, k => k.groups(index))
    }

    /// Pairs of cells that cannot share a digit because of it, beyond its groups.
    pub(crate) fn distinct_pairs(&self) -> Vec<(Cell, Cell)> {
        each_kind!(self, k => k.distinct_pairs())
    }

    /// The kind's checker: sets of cells of `grid` that already break the constraint
    /// (see [`Rules::violations`]).
    pub(crate) fn violations(&self, grid: &Grid, rules: &Rules) -> Vec<CellSet> {
        each_kind!(self, k => k.violations(grid, rules))
    }
}
