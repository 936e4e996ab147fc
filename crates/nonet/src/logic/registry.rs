//! The technique registry: one row per technique, in ladder order.
//!
//! Names, slugs, tiers, Sudoku Explainer values, families and finders all live here
//! and nowhere else; the CLI's `nonet techniques`, the standard ladder and the tier
//! rating read this table. A technique that is not implemented has no row (and no
//! [`Technique`] variant).
//!
//! SE values are Sudoku Explainer 1.2.1's base ratings where SE has the technique,
//! else the eight-tier ladder's table, else the value the community's raters
//! (SukakuExplainer, HoDoKu) give it; a step may add a size or length bonus.

use std::ops::ControlFlow;

use super::board::Board;
use super::context::SearchContext;
use super::se_order::SeOrder;
use super::se_value::SeValue;
use super::step::Step;
use super::technique::Family;
use super::tier::Tier;
use super::{
    als, chains, coloring, constraints, exclusion, fish, forcing, groups, intersections,
    single_digit, singles, subsets, sue_de_coq, uniqueness, wings,
};
use crate::rules::kinds::KropkiColor;

/// Where a finder sends each step it finds; `Break` stops the search.
pub type Sink<'a> = dyn FnMut(Step) -> ControlFlow<()> + 'a;

/// A technique's finder: a function of the board that sends every step it finds, in its
/// documented enumeration order, until the sink says stop.
#[derive(Clone, Copy)]
pub enum Finder {
    /// A pure function of the board.
    Board(fn(&Board, &mut Sink<'_>) -> ControlFlow<()>),
    /// A chaining search: it keeps its buffers and its last hints in the caller's
    /// [`SearchContext`], and gives up at the context's deadline (sending nothing).
    Chains(fn(&Board, &mut SearchContext, &mut Sink<'_>) -> ControlFlow<()>),
}

impl Finder {
    /// Sends the finder's steps on `board` to `sink`, with `ctx` for a chaining search.
    #[inline]
    pub fn run(
        self,
        board: &Board,
        ctx: &mut SearchContext,
        sink: &mut Sink<'_>,
    ) -> ControlFlow<()> {
        match self {
            Finder::Board(find) => find(board, sink),
            Finder::Chains(find) => find(board, ctx, sink),
        }
    }
}

/// Everything known about one technique.
#[derive(Clone, Copy)]
pub struct TechniqueInfo {
    pub technique: Technique,
    /// Kebab-case name for the command line and JSON, e.g. `x-wing`.
    pub slug: &'static str,
    /// Display name, e.g. `X-Wing`.
    pub name: &'static str,
    pub family: Family,
    /// The technique's tier: a puzzle's tier on the eight-tier ladder is the highest
    /// tier of the techniques its solve needs.
    pub tier: Tier,
    /// Whether the eight-tier ladder uses the technique (it does not use Sudoku
    /// Explainer's direct forms, cycles and nested chains, nor a few others); its order
    /// there is the row order.
    pub eight_tier: bool,
    /// Sudoku Explainer base rating.
    pub se: SeValue,
    /// Its place in Sudoku Explainer's order of hint producers.
    pub se_order: SeOrder,
    pub find: Finder,
    /// Under which rules the technique is sound, and its finder for them.
    pub scope: Scope,
}

/// Under which rules a technique is sound: the registry's scope column, which the
/// ladder reads to skip, on a variant's board, the rows whose reasoning its rules
/// could break.
#[derive(Clone, Copy)]
pub enum Scope {
    /// Any topology (any rules said whole by their groups and peers): the row's finder
    /// on a classic board, this finder, which reads the board's groups and peers, on
    /// any other.
    Any(Finder),
    /// Any topology whose regions are the classic boxes: the row's finder reads the 27
    /// classic houses (rows, columns, boxes: groups holding every digit there too) and
    /// the classic peers (a subset of the topology's), so each step it proves still
    /// holds; it just misses what the extra groups would add.
    Boxes,
    /// Variant boards only: the techniques that reason about the rules' constraints
    /// (`logic/constraints/`). The row's finder reads the board's constraints; a
    /// classic board has none, so it skips the row without calling it.
    Constraints,
    /// Classic rules only: the uniqueness techniques, whose deadly patterns a
    /// variant's extra groups or peers may already forbid; and Sudoku Explainer's
    /// chaining engine where no generic form replaces it (cycles, forcing X/XY chains,
    /// nested chains, Kraken fish), whose link tables and propagation are built on the
    /// classic 20 peers: on a variant they would spend seconds on the classic links
    /// alone and miss the variant's (tried on the anti-knight fixtures: none found a
    /// step the variant's singles had not, and the nested ones took a minute and a half
    /// per step in a debug build). The Nishio, cell, region and dynamic forcing chains
    /// run on a variant through their generic forms instead (`groups::forcing*`).
    Classic,
}

impl Scope {
    /// The finder to run on `board` (a classic board runs every row's own finder), or
    /// `None` when the technique is not sound under the board's rules.
    #[inline]
    pub fn finder(self, own: Finder, board: &Board) -> Option<Finder> {
        let Some(variant) = board.variant() else {
            return (!matches!(self, Scope::Constraints)).then_some(own);
        };
        match self {
            Scope::Any(finder) => Some(finder),
            Scope::Boxes if variant.topology.has_boxes() => Some(own),
            Scope::Constraints => Some(own),
            Scope::Boxes | Scope::Classic => None,
        }
    }
}

impl std::fmt::Debug for TechniqueInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TechniqueInfo")
            .field("slug", &self.slug)
            .field("tier", &self.tier)
            .field("se", &self.se)
            .finish()
    }
}

/// The row of `t`.
pub fn info(t: Technique) -> &'static TechniqueInfo {
    &REGISTRY[rank(t)]
}

/// The Sudoku Explainer base rating of `t` (its row's SE column), known at compile time.
pub(crate) const fn base_se(t: Technique) -> SeValue {
    ROWS[rank(t)].se
}

/// The row index of `t` (its place in the standard ladder): the variants are declared
/// by the rows, in their order.
pub(crate) const fn rank(t: Technique) -> usize {
    t as usize
}

/// Declares [`Technique`], one variant per row in row order, and the rows ([`ROWS`]).
/// A technique is added by adding its row: the enum, the ladders, the names, the
/// ratings and the finder all come from it.
macro_rules! registry {
    ($(row!($t:ident, $($columns:tt)*),)*) => {
        /// A solving technique: one variant per row of the technique registry, declared
        /// in the registry's order, which is the standard ladder's ([`Technique::rank`]).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum Technique {
            $($t,)*
        }

        /// The rows. The order is the standard ladder: the eight-tier ladder (singles; naked and
        /// hidden pairs and triples; pointing; box-line; X-Wing, finned X-Wing, Swordfish,
        /// finned Swordfish, Jellyfish, finned Jellyfish; naked and hidden quads; Empty
        /// Rectangle; Avoidable Rectangle; XY-, XYZ-, WXYZ- and W-Wing; X-Chain; 3D Medusa; Sue
        /// de Coq; AIC; Franken and Siamese fish; ALS-XZ, ALS-XY-Wing, ALS Chain; Unique
        /// Rectangles 1-4, Hidden Rectangle, Extended Unique Rectangle; Mutant fish; Aligned
        /// Pair and Triplet Exclusion; BUG+1; Death Blossom; Nishio, Kraken, Region, Cell and
        /// Dynamic forcing chains), with the techniques it lacks placed beside their kin, and
        /// backtracking last.
        pub(crate) const ROWS: &[TechniqueInfo] = &[$(row!($t, $($columns)*),)*];
    };
}

macro_rules! row {
    (
        $t:ident, $slug:literal, $name:literal, $family:ident, $tier:ident, $eight:ident,
        $se:literal, [$($order:tt)*], $kind:ident($find:expr), $scope:ident $(($variant:expr))?
    ) => {
        TechniqueInfo {
            technique: Technique::$t,
            slug: $slug,
            name: $name,
            family: Family::$family,
            tier: Tier::$tier,
            eight_tier: eight_tier!($eight),
            se: SeValue::new($se),
            se_order: se_order!($($order)*),
            find: Finder::$kind($find),
            scope: scope!($scope $(($variant))?),
        }
    };
}

/// The scope column: `Any(variant finder)`, `AnyChains(variant finder)` (a variant
/// finder that takes the [`SearchContext`], for its deadline), `Boxes` or `Classic`.
macro_rules! scope {
    (Any($variant:expr)) => {
        Scope::Any(Finder::Board($variant))
    };
    (AnyChains($variant:expr)) => {
        Scope::Any(Finder::Chains($variant))
    };
    (Boxes) => {
        Scope::Boxes
    };
    (Classic) => {
        Scope::Classic
    };
    (Constraints) => {
        Scope::Constraints
    };
}

/// The eight-tier column: `yes` or `no`.
macro_rules! eight_tier {
    (yes) => {
        true
    };
    (no) => {
        false
    };
}

/// The SE order column: `[-]` (SE lacks the technique), `[n]` (producer `n` runs the
/// row's finder) or `[n by search]` (producer `n` is `search`).
macro_rules! se_order {
    (-) => {
        SeOrder::Absent
    };
    ($n:literal) => {
        SeOrder::Finder($n)
    };
    ($n:literal by $search:expr) => {
        SeOrder::Search($n, &$search)
    };
}

/// Every technique, in ladder order.
pub static REGISTRY: &[TechniqueInfo] = ROWS;

registry! {
    //   technique                   slug                             name                             family         tier          8-tier SE    SE order                                     finder, scope
    // --- singles ---
    row!(FullHouse,                  "full-house",                    "Full House",                    Singles,       Beginner,     yes,   1.0,  [1],                                         Board(singles::full_house::find), Any(groups::singles::full_house)),
    row!(NakedSingle,                "naked-single",                  "Naked Single",                  Singles,       Beginner,     yes,   2.3,  [4],                                         Board(singles::naked_single::find), Any(singles::naked_single::find)),
    row!(HiddenSingle,               "hidden-single",                 "Hidden Single",                 Singles,       Medium,       yes,   1.5,  [1],                                         Board(singles::hidden_single::find), Any(groups::singles::hidden_single)),
    // --- constraint steps (variant boards only): each kind's own reasoning, before the
    // generic techniques, as a solver reads a cage's sum before looking for pairs ---
    row!(KillerCage,                 "killer-cage",                   "Killer Cage",                   Constraint,    Medium,       yes,   2.0,  [-],                                         Board(constraints::find_killer_cages), Constraints),
    // --- cell, dot, line and outside-clue relations (even/odd, given candidates, kropki,
    // XV, non-consecutive, thermometers, quadruples, skyscrapers) ---
    // A cell kept to printed digits: as plain as a given, the lowest step there is.
    row!(EvenOddCell,                "even-odd-cell",                 "Even/Odd Cell",                 Constraint,    Beginner,     yes,   1.2,  [-],                                         Board(constraints::find_even_odd), Constraints),
    row!(GivenCandidates,            "given-candidates",              "Given Candidates",              Constraint,    Beginner,     yes,   1.2,  [-],                                         Board(constraints::find_given_candidates), Constraints),
    // One relation between two neighbours, each candidate checked for a partner across it:
    // a simple local relation, a little above a cell's own digits.
    row!(WhiteKropkiDot,             "white-kropki-dot",              "White Kropki Dot",              Constraint,    Easy,         yes,   1.5,  [-],                                         Board(|b, s| constraints::find_kropki_dots(b, KropkiColor::White, s)), Constraints),
    row!(BlackKropkiDot,             "black-kropki-dot",              "Black Kropki Dot",              Constraint,    Easy,         yes,   1.5,  [-],                                         Board(|b, s| constraints::find_kropki_dots(b, KropkiColor::Black, s)), Constraints),
    row!(XvSign,                     "xv-sign",                       "XV Sign",                       Constraint,    Easy,         yes,   1.5,  [-],                                         Board(constraints::find_xv_signs), Constraints),
    // The same partner check over every pair a whole-grid rule covers, with the pairs it
    // spares to keep in mind: a notch above one marked pair.
    row!(NonConsecutive,             "non-consecutive",               "Non-Consecutive",               Constraint,    Easy,         yes,   1.7,  [-],                                         Board(constraints::find_non_consecutive), Constraints),
    row!(NoWhiteDot,                 "no-white-dot",                  "No White Dot",                  Constraint,    Easy,         yes,   1.7,  [-],                                         Board(|b, s| constraints::find_kropki_negative(b, KropkiColor::White, s)), Constraints),
    row!(NoBlackDot,                 "no-black-dot",                  "No Black Dot",                  Constraint,    Easy,         yes,   1.7,  [-],                                         Board(|b, s| constraints::find_kropki_negative(b, KropkiColor::Black, s)), Constraints),
    row!(NoXvSign,                   "no-xv-sign",                    "No X or V",                     Constraint,    Easy,         yes,   1.7,  [-],                                         Board(constraints::find_xv_negative), Constraints),
    // Several signs through one cell, their neighbours told apart: combinations of a few
    // cells, as a small cage's.
    row!(DotChain,                   "dot-chain",                     "Dot Chain",                     Constraint,    Medium,       yes,   2.0,  [-],                                         Board(constraints::find_dot_chains), Constraints),
    // A line's bounds, both ways along it in one step: an order relation from cell to cell,
    // read a little longer than one pair.
    row!(Thermometer,                "thermometer",                   "Thermometer",                   Constraint,    Easy,         yes,   1.6,  [-],                                         Board(|b, s| constraints::find_thermometers(b, false, s)), Constraints),
    row!(SlowThermometer,            "slow-thermometer",              "Slow Thermometer",              Constraint,    Easy,         yes,   1.6,  [-],                                         Board(|b, s| constraints::find_thermometers(b, true, s)), Constraints),
    // Printed digits placed among four cells: a hidden subset stated on the grid, a little
    // more than a line's bounds.
    row!(Quadruple,                  "quadruple",                     "Quadruple",                     Constraint,    Easy,         yes,   1.8,  [-],                                         Board(constraints::find_quadruples), Constraints),
    // A count over the whole line's fillings, each digit's height against all before it:
    // reasoning across a whole row, above a cage's combinations.
    row!(SkyscraperClue,             "skyscraper-clue",               "Skyscraper Clue",               Constraint,    Hard,         yes,   2.6,  [-],                                         Board(constraints::find_skyscraper_clues), Constraints),
    // --- sums whose digits may repeat, and the 45 rule. A little killer or an arrow reads
    // one sum along a line (local, a little above a cage for the repeats: 2.2, 2.0); a
    // region-sum line compares the sums of several pieces (2.5); innies and outies add
    // whole houses against several cages (3.0, with the pairs) ---
    row!(Arrow,                      "arrow",                         "Arrow",                         Constraint,    Medium,       yes,   2.0,  [-],                                         Board(constraints::find_arrows), Constraints),
    row!(LittleKiller,               "little-killer",                 "Little Killer",                 Constraint,    Medium,       yes,   2.2,  [-],                                         Board(constraints::find_little_killers), Constraints),
    row!(RegionSumLine,              "region-sum-line",               "Region-Sum Line",               Constraint,    Intermediate, yes,   2.5,  [-],                                         Board(constraints::find_region_sums), Constraints),
    row!(InniesOuties,               "innies-outies",                 "Innies and Outies",             Constraint,    Intermediate, yes,   3.0,  [-],                                         Board(constraints::find_innies_outies), Constraints),
    // --- sums (session 8) ---
    // House Combinations: the combinations of every cage inside one house chosen together,
    // sharing no digit and leaving the house's other cells digits they can take: a killer
    // solver's cross-cage reasoning, a step above the 45 rule's single sum (Hard, 3.2: more
    // than innies and outies' 3.0, less than a hidden pair's 3.4, which it often replaces).
    row!(HouseCombinations,          "house-combinations",            "House Combinations",            Constraint,    Hard,         yes,   3.2,  [-],                                         Board(constraints::find_house_combinations), Constraints),
    // --- lines (renban, whispers, palindromes, between, entropic and zipper lines) and
    // outside row clues (sandwich, X-sum) ---
    // Palindrome: mirrored cells share their candidates, the simplest relation of all.
    row!(Palindrome,                 "palindrome",                    "Palindrome",                    Constraint,    Easy,         yes,   1.2,  [-],                                         Board(constraints::find_palindrome), Constraints),
    // Whisper Line: a neighbour relation swept along the line (5 never on a German whisper).
    row!(WhisperLine,                "whisper-line",                  "Whisper Line",                  Constraint,    Easy,         yes,   1.5,  [-],                                         Board(constraints::find_whispers), Constraints),
    // Between Line: bounds from the circles, and counting the cells between that share a group.
    row!(BetweenLine,                "between-line",                  "Between Line",                  Constraint,    Easy,         yes,   1.6,  [-],                                         Board(constraints::find_between), Constraints),
    // Entropic Line: which of six orders of low, middle and high still fit the line.
    row!(EntropicLine,               "entropic-line",                 "Entropic Line",                 Constraint,    Medium,       yes,   1.8,  [-],                                         Board(constraints::find_entropic), Constraints),
    // Zipper Line: which sums every pair (and the middle) can still make, a combination count.
    row!(ZipperLine,                 "zipper-line",                   "Zipper Line",                   Constraint,    Medium,       yes,   2.0,  [-],                                         Board(constraints::find_zipper), Constraints),
    // Renban: which runs of consecutive digits still fit, a combination count like a cage's.
    row!(Renban,                     "renban",                        "Renban",                        Constraint,    Medium,       yes,   2.2,  [-],                                         Board(constraints::find_renban), Constraints),
    // X-Sum: the ways of filling a whole row or column with its first digit's count summed.
    row!(XSum,                       "x-sum",                         "X-Sum",                         Constraint,    Intermediate, yes,   2.6,  [-],                                         Board(constraints::find_x_sum), Constraints),
    // Sandwich: the ways of filling a whole row or column, where the 1 and 9 go and what lies between.
    row!(Sandwich,                   "sandwich",                      "Sandwich",                      Constraint,    Intermediate, yes,   2.8,  [-],                                         Board(constraints::find_sandwich), Constraints),
    // --- subsets: pairs and triples ---
    row!(NakedPair,                  "naked-pair",                    "Naked Pair",                    Subsets,       Intermediate, yes,   3.0,  [7],                                         Board(|b, s| subsets::naked::find(b, 2, s)), Any(|b, s| groups::subsets::find_naked(b, 2, s))),
    row!(HiddenPair,                 "hidden-pair",                   "Hidden Pair",                   Subsets,       Intermediate, yes,   3.4,  [9],                                         Board(|b, s| subsets::hidden::find(b, 2, s)), Any(|b, s| groups::subsets::find_hidden(b, 2, s))),
    row!(DirectHiddenPair,           "direct-hidden-pair",            "Direct Hidden Pair",            Subsets,       Intermediate, no,    2.0,  [3],                                         Board(|b, s| subsets::hidden::find_direct(b, 2, s)), Boxes),
    row!(NakedTriple,                "naked-triple",                  "Naked Triple",                  Subsets,       Intermediate, yes,   3.6,  [10],                                        Board(|b, s| subsets::naked::find(b, 3, s)), Any(|b, s| groups::subsets::find_naked(b, 3, s))),
    row!(HiddenTriple,               "hidden-triple",                 "Hidden Triple",                 Subsets,       Intermediate, yes,   4.0,  [12],                                        Board(|b, s| subsets::hidden::find(b, 3, s)), Any(|b, s| groups::subsets::find_hidden(b, 3, s))),
    row!(DirectHiddenTriple,         "direct-hidden-triple",          "Direct Hidden Triple",          Subsets,       Intermediate, no,    2.5,  [5],                                         Board(|b, s| subsets::hidden::find_direct(b, 3, s)), Boxes),
    // --- intersections ---
    row!(Pointing,                   "pointing",                      "Pointing",                      Intersections, Hard,         yes,   2.6,  [6],                                         Board(intersections::locked::find_pointing), Any(groups::intersections::find_pointing)),
    row!(DirectPointing,             "direct-pointing",               "Direct Pointing",               Intersections, Hard,         no,    1.7,  [2],                                         Board(intersections::direct::find_pointing), Boxes),
    row!(BoxLine,                    "box-line",                      "Box-Line Reduction",            Intersections, Hard,         yes,   2.8,  [6],                                         Board(intersections::locked::find_claiming), Any(groups::intersections::find_claiming)),
    row!(DirectClaiming,             "direct-claiming",               "Direct Claiming",               Intersections, Hard,         no,    1.9,  [2],                                         Board(intersections::direct::find_claiming), Boxes),
    // --- fish ---
    row!(XWing,                      "x-wing",                        "X-Wing",                        Fish,          Expert,       yes,   3.2,  [8],                                         Board(|b, s| fish::basic_fish::find(b, 2, s)), Any(|b, s| groups::fish::find(b, 2, s))),
    // Finned fish: the eight-tier ladder's values; sashimi fish, which that ladder does not
    // tell apart from finned ones, are rated as the finned fish of their size.
    row!(FinnedXWing,                "finned-x-wing",                 "Finned X-Wing",                 Fish,          Expert,       yes,   3.4,  [-],                                         Board(|b, s| fish::finned_fish::find(b, 2, false, s)), Any(|b, s| groups::finned_fish::find(b, 2, false, s))),
    row!(SashimiXWing,               "sashimi-x-wing",                "Sashimi X-Wing",                Fish,          Expert,       yes,   3.4,  [-],                                         Board(|b, s| fish::finned_fish::find(b, 2, true, s)), Any(|b, s| groups::finned_fish::find(b, 2, true, s))),
    row!(Swordfish,                  "swordfish",                     "Swordfish",                     Fish,          Expert,       yes,   3.8,  [11],                                        Board(|b, s| fish::basic_fish::find(b, 3, s)), Any(|b, s| groups::fish::find(b, 3, s))),
    row!(FinnedSwordfish,            "finned-swordfish",              "Finned Swordfish",              Fish,          Expert,       yes,   4.0,  [-],                                         Board(|b, s| fish::finned_fish::find(b, 3, false, s)), Any(|b, s| groups::finned_fish::find(b, 3, false, s))),
    row!(SashimiSwordfish,           "sashimi-swordfish",             "Sashimi Swordfish",             Fish,          Expert,       yes,   4.0,  [-],                                         Board(|b, s| fish::finned_fish::find(b, 3, true, s)), Any(|b, s| groups::finned_fish::find(b, 3, true, s))),
    row!(Jellyfish,                  "jellyfish",                     "Jellyfish",                     Fish,          Expert,       yes,   5.2,  [17],                                        Board(|b, s| fish::basic_fish::find(b, 4, s)), Any(|b, s| groups::fish::find(b, 4, s))),
    row!(FinnedJellyfish,            "finned-jellyfish",              "Finned Jellyfish",              Fish,          Expert,       yes,   5.4,  [-],                                         Board(|b, s| fish::finned_fish::find(b, 4, false, s)), Any(|b, s| groups::finned_fish::find(b, 4, false, s))),
    row!(SashimiJellyfish,           "sashimi-jellyfish",             "Sashimi Jellyfish",             Fish,          Expert,       yes,   5.4,  [-],                                         Board(|b, s| fish::finned_fish::find(b, 4, true, s)), Any(|b, s| groups::finned_fish::find(b, 4, true, s))),
    // --- quads ---
    row!(NakedQuad,                  "naked-quad",                    "Naked Quad",                    Subsets,       Expert,       yes,   5.0,  [16],                                        Board(|b, s| subsets::naked::find(b, 4, s)), Any(|b, s| groups::subsets::find_naked(b, 4, s))),
    row!(HiddenQuad,                 "hidden-quad",                   "Hidden Quad",                   Subsets,       Expert,       yes,   5.4,  [18],                                        Board(|b, s| subsets::hidden::find(b, 4, s)), Any(|b, s| groups::subsets::find_hidden(b, 4, s))),
    // --- single-digit patterns: Skyscraper and 2-String Kite (turbot fish, which the
    // eight-tier ladder lacks: Expert, SukakuExplainer's 4.0 and 4.1), then Empty Rectangle
    row!(Skyscraper,                 "skyscraper",                    "Skyscraper",                    SingleDigit,   Expert,       no,    4.0,  [-],                                         Board(single_digit::skyscraper::find), Any(groups::turbot::skyscraper)),
    row!(TwoStringKite,              "two-string-kite",               "2-String Kite",                 SingleDigit,   Expert,       no,    4.1,  [-],                                         Board(single_digit::two_string_kite::find), Any(groups::turbot::two_string_kite)),
    row!(EmptyRectangle,             "empty-rectangle",               "Empty Rectangle",               SingleDigit,   Expert,       yes,   4.6,  [-],                                         Board(single_digit::empty_rectangle::find), Boxes),
    // --- uniqueness: avoidable rectangles, after Empty Rectangle as in the eight-tier ladder
    // (SE has none: that ladder's 4.6) ---
    row!(AvoidableRectangle1,        "avoidable-rectangle-1",         "Avoidable Rectangle Type 1",    Uniqueness,    Expert,       yes,   4.6,  [-],                                         Board(uniqueness::avoidable_rectangle::find_type1), Classic),
    row!(AvoidableRectangle2,        "avoidable-rectangle-2",         "Avoidable Rectangle Type 2",    Uniqueness,    Expert,       yes,   4.6,  [-],                                         Board(uniqueness::avoidable_rectangle::find_type2), Classic),
    // --- wings (XY and XYZ: SE 1.2.1's values; WXYZ and W: the eight-tier ladder's) ---
    row!(XyWing,                     "xy-wing",                       "XY-Wing",                       Wings,         Master,       yes,   4.2,  [13],                                        Board(wings::xy_wing::find_xy), Any(groups::wings::xy_wing)),
    row!(XyzWing,                    "xyz-wing",                      "XYZ-Wing",                      Wings,         Master,       yes,   4.4,  [14],                                        Board(wings::xy_wing::find_xyz), Any(groups::wings::xyz_wing)),
    row!(WxyzWing,                   "wxyz-wing",                     "WXYZ-Wing",                     Wings,         Master,       yes,   4.6,  [-],                                         Board(wings::wxyz_wing::find), Any(groups::wings::wxyz_wing)),
    row!(WWing,                      "w-wing",                        "W-Wing",                        Wings,         Master,       yes,   4.4,  [-],                                         Board(wings::w_wing::find), Any(groups::wings::w_wing)),
    // --- chains: X-Chain (the eight-tier ladder's 4.5), XY-Chain (no eight-tier or SE value:
    // 5.0) ---
    row!(XChain,                     "x-chain",                       "X-Chain",                       SingleDigit,   Master,       yes,   4.5,  [-],                                         Board(single_digit::x_chain::find), Any(groups::chains::x_chain)),
    row!(XyChain,                    "xy-chain",                      "XY-Chain",                      Chains,        Master,       no,    5.0,  [-],                                         Board(chains::xy_chain::find), Any(groups::chains::xy_chain)),
    // --- 3D Medusa (the eight-tier ladder's 5.0) ---
    row!(Medusa,                     "3d-medusa",                     "3D Medusa",                     Coloring,      Master,       yes,   5.0,  [-],                                         Board(coloring::medusa::find), Any(groups::medusa::medusa)),
    // --- Sue de Coq, after 3D Medusa as in the eight-tier ladder, with its value ---
    row!(SueDeCoq,                   "sue-de-coq",                    "Sue de Coq",                    SueDeCoq,      Master,       yes,   5.0,  [-],                                         Board(sue_de_coq::find), Boxes),
    // --- AIC (the eight-tier ladder's 6.0) ---
    row!(Aic,                        "aic",                           "AIC",                           Chains,        Master,       yes,   6.0,  [-],                                         Board(chains::aic::find), Any(groups::aic::find)),
    // --- Franken and Siamese fish: right after AIC in the eight-tier ladder, with its 5.5 ---
    row!(FrankenFish,                "franken-fish",                  "Franken Fish",                  Fish,          Master,       yes,   5.5,  [-],                                         Board(fish::franken_fish::find), Boxes),
    row!(SiameseFish,                "siamese-fish",                  "Siamese Fish",                  Fish,          Master,       yes,   5.5,  [-],                                         Board(fish::siamese_fish::find), Boxes),
    // --- Sudoku Explainer's cycles and forcing X/XY chains (one SE producer, SE 1.2.1's
    // values), right after AIC. ---
    row!(BidirectionalXCycle,        "bidirectional-x-cycle",         "Bidirectional X-Cycle",         Forcing,       Master,       no,    6.5,  [21 by forcing::se::CYCLES_AND_CHAINS],      Chains(|b, c, s| forcing::find_static(Technique::BidirectionalXCycle, b, c, s)), Classic),
    row!(BidirectionalYCycle,        "bidirectional-y-cycle",         "Bidirectional Y-Cycle",         Forcing,       Master,       no,    6.5,  [21 by forcing::se::CYCLES_AND_CHAINS],      Chains(|b, c, s| forcing::find_static(Technique::BidirectionalYCycle, b, c, s)), Classic),
    row!(ForcingXChain,              "forcing-x-chain",               "Forcing X-Chain",               Forcing,       Master,       no,    6.6,  [21 by forcing::se::CYCLES_AND_CHAINS],      Chains(|b, c, s| forcing::find_static(Technique::ForcingXChain, b, c, s)), Classic),
    row!(BidirectionalCycle,         "bidirectional-cycle",           "Bidirectional Cycle",           Forcing,       Master,       no,    7.0,  [21 by forcing::se::CYCLES_AND_CHAINS],      Chains(|b, c, s| forcing::find_static(Technique::BidirectionalCycle, b, c, s)), Classic),
    row!(ForcingChain,               "forcing-chain",                 "Forcing Chain",                 Forcing,       Master,       no,    7.0,  [21 by forcing::se::CYCLES_AND_CHAINS],      Chains(|b, c, s| forcing::find_static(Technique::ForcingChain, b, c, s)), Classic),
    // --- almost locked sets: after AIC (here SE's cycles and forcing X/XY chains) and
    // Franken/Siamese fish's slot; SE values from the eight-tier ladder's table (SE 1.2.1 has
    // no ALS techniques) ---
    row!(AlsXz,                      "als-xz",                        "ALS-XZ",                        Als,           Master,       yes,   5.5,  [-],                                         Board(als::als_xz::find), Any(groups::als::find_xz)),
    row!(AlsXyWing,                  "als-xy-wing",                   "ALS-XY-Wing",                   Als,           Extreme,      yes,   7.0,  [-],                                         Board(als::als_xy_wing::find), Any(groups::als::find_xy_wing)),
    row!(AlsChain,                   "als-chain",                     "ALS Chain",                     Als,           Extreme,      yes,   7.5,  [-],                                         Board(als::als_chain::find), Any(groups::als::find_chain)),
    // --- uniqueness: after the ALS techniques, as in the eight-tier ladder. SE 1.2.1's
    // ratings: 4.5 for a rectangle, 4.6 for a loop of 6 (longer loops and type 3 sets rate
    // higher per step); Hidden Rectangle 4.7 and Extended UR 5.5 are the eight-tier ladder's.
    row!(UniqueRectangle1,           "unique-rectangle-1",            "Unique Rectangle Type 1",       Uniqueness,    Expert,       yes,   4.5,  [15 by uniqueness::unique_loops::SE_SEARCH], Board(|b, s| uniqueness::unique_loops::find_technique(b, Technique::UniqueRectangle1, s)), Classic),
    row!(UniqueRectangle2,           "unique-rectangle-2",            "Unique Rectangle Type 2",       Uniqueness,    Expert,       yes,   4.5,  [15 by uniqueness::unique_loops::SE_SEARCH], Board(|b, s| uniqueness::unique_loops::find_technique(b, Technique::UniqueRectangle2, s)), Classic),
    row!(UniqueRectangle3,           "unique-rectangle-3",            "Unique Rectangle Type 3",       Uniqueness,    Expert,       yes,   4.5,  [15 by uniqueness::unique_loops::SE_SEARCH], Board(|b, s| uniqueness::unique_loops::find_technique(b, Technique::UniqueRectangle3, s)), Classic),
    row!(UniqueRectangle4,           "unique-rectangle-4",            "Unique Rectangle Type 4",       Uniqueness,    Expert,       yes,   4.5,  [15 by uniqueness::unique_loops::SE_SEARCH], Board(|b, s| uniqueness::unique_loops::find_technique(b, Technique::UniqueRectangle4, s)), Classic),
    row!(UniqueLoop1,                "unique-loop-1",                 "Unique Loop Type 1",            Uniqueness,    Expert,       no,    4.6,  [15 by uniqueness::unique_loops::SE_SEARCH], Board(|b, s| uniqueness::unique_loops::find_technique(b, Technique::UniqueLoop1, s)), Classic),
    row!(UniqueLoop2,                "unique-loop-2",                 "Unique Loop Type 2",            Uniqueness,    Expert,       no,    4.6,  [15 by uniqueness::unique_loops::SE_SEARCH], Board(|b, s| uniqueness::unique_loops::find_technique(b, Technique::UniqueLoop2, s)), Classic),
    row!(UniqueLoop3,                "unique-loop-3",                 "Unique Loop Type 3",            Uniqueness,    Expert,       no,    4.6,  [15 by uniqueness::unique_loops::SE_SEARCH], Board(|b, s| uniqueness::unique_loops::find_technique(b, Technique::UniqueLoop3, s)), Classic),
    row!(UniqueLoop4,                "unique-loop-4",                 "Unique Loop Type 4",            Uniqueness,    Expert,       no,    4.6,  [15 by uniqueness::unique_loops::SE_SEARCH], Board(|b, s| uniqueness::unique_loops::find_technique(b, Technique::UniqueLoop4, s)), Classic),
    row!(HiddenRectangle,            "hidden-rectangle",              "Hidden Rectangle",              Uniqueness,    Expert,       yes,   4.7,  [-],                                         Board(uniqueness::hidden_rectangle::find), Classic),
    row!(ExtendedUniqueRectangle,    "extended-unique-rectangle",     "Extended Unique Rectangle",     Uniqueness,    Master,       yes,   5.5,  [-],                                         Board(uniqueness::extended_rectangle::find), Classic),
    // --- Mutant fish: after the unique rectangles, as in the eight-tier ladder, with its 6.5
    row!(MutantFish,                 "mutant-fish",                   "Mutant Fish",                   Fish,          Extreme,      yes,   6.5,  [-],                                         Board(fish::mutant_fish::find), Boxes),
    // --- aligned exclusion: after Mutant fish's slot (and the unique rectangles). SE values:
    // SE 1.2.1's. ---
    row!(AlignedPairExclusion,       "aligned-pair-exclusion",        "Aligned Pair Exclusion",        Exclusion,     Extreme,      yes,   6.2,  [20],                                        Board(|b, s| exclusion::aligned::find(b, 2, s)), Any(|b, s| groups::aligned_exclusion::find(b, 2, s))),
    row!(AlignedTripletExclusion,    "aligned-triplet-exclusion",     "Aligned Triplet Exclusion",     Exclusion,     Extreme,      yes,   7.5,  [22],                                        Board(|b, s| exclusion::aligned::find(b, 3, s)), Any(|b, s| groups::aligned_exclusion::find(b, 3, s))),
    // --- uniqueness: BUG, after Aligned Triplet Exclusion as in the eight-tier ladder. SE
    // 1.2.1's ratings; a type 3 adds 0.1 per digit of its naked set beyond two (5.8 is the
    // pair's). ---
    row!(Bug1,                       "bug-plus-1",                    "BUG+1",                         Uniqueness,    Master,       yes,   5.6,  [19 by uniqueness::bug::SE_SEARCH],          Board(|b, s| uniqueness::bug::find_technique(b, Technique::Bug1, s)), Classic),
    row!(Bug2,                       "bug-2",                         "BUG Type 2",                    Uniqueness,    Master,       no,    5.7,  [19 by uniqueness::bug::SE_SEARCH],          Board(|b, s| uniqueness::bug::find_technique(b, Technique::Bug2, s)), Classic),
    row!(Bug3,                       "bug-3",                         "BUG Type 3",                    Uniqueness,    Master,       no,    5.8,  [19 by uniqueness::bug::SE_SEARCH],          Board(|b, s| uniqueness::bug::find_technique(b, Technique::Bug3, s)), Classic),
    row!(Bug4,                       "bug-4",                         "BUG Type 4",                    Uniqueness,    Master,       no,    5.7,  [19 by uniqueness::bug::SE_SEARCH],          Board(|b, s| uniqueness::bug::find_technique(b, Technique::Bug4, s)), Classic),
    // --- Death Blossom: after BUG+1's slot. SE value: the eight-tier ladder's table. ---
    row!(DeathBlossom,               "death-blossom",                 "Death Blossom",                 Als,           Extreme,      yes,   8.5,  [-],                                         Board(als::death_blossom::find), Any(groups::als::find_death_blossom)),
    // --- forcing chains (the eight-tier ladder's order: Nishio, Kraken, Region, Cell,
    // Dynamic; SE 1.2.1's values), then SE's nested chains ---
    row!(NishioForcingChain,         "nishio-forcing-chain",          "Nishio Forcing Chain",          Forcing,       Extreme,      yes,   7.5,  [23 by forcing::se::NISHIO],                 Chains(forcing::find_nishio), AnyChains(groups::forcing_nishio::find)),
    // --- Kraken Fish (the eight-tier ladder's 8.0) ---
    row!(KrakenFish,                 "kraken-fish",                   "Kraken Fish",                   Fish,          Extreme,      yes,   8.0,  [-],                                         Board(fish::kraken::find), Classic),
    row!(RegionForcingChain,         "region-forcing-chain",          "Region Forcing Chain",          Forcing,       Extreme,      yes,   8.0,  [24 by forcing::se::MULTIPLE],               Chains(forcing::find_region), AnyChains(groups::forcing_multiple::find_region)),
    row!(CellForcingChain,           "cell-forcing-chain",            "Cell Forcing Chain",            Forcing,       Extreme,      yes,   8.0,  [24 by forcing::se::MULTIPLE],               Chains(forcing::find_cell), AnyChains(groups::forcing_multiple::find_cell)),
    row!(DynamicForcingChain,        "dynamic-forcing-chain",         "Dynamic Forcing Chain",         Forcing,       Extreme,      yes,   8.5,  [25 by forcing::se::DYNAMIC],                Chains(forcing::find_dynamic), AnyChains(groups::forcing_dynamic::find)),
    // --- a candidate assumed and followed with the basic steps of its rules (singles,
    // intersections, every constraint technique) to a contradiction: variant boards only,
    // where a cage's sum or a line's run says more than the pair links the forcing chains
    // follow. SE rates an assumption followed with singles and the basic techniques as a
    // Dynamic Forcing Chain (+), 9.0; this is its contradiction form, after the dynamic
    // chains (8.5) that follow singles alone ---
    row!(ConstraintContradiction,    "constraint-contradiction",      "Constraint Contradiction",      Forcing,       Extreme,      yes,   9.0,  [-],                                         Chains(constraints::find_contradictions), Constraints),
    row!(DynamicForcingChainPlus,    "dynamic-forcing-chain-plus",    "Dynamic Forcing Chain (+)",     Forcing,       Extreme,      no,    9.0,  [26 by forcing::se::NESTED[0]],              Chains(|b, c, s| forcing::find_nested(1, b, c, s)), Classic),
    row!(NestedForcingChain,         "nested-forcing-chain",          "Nested Forcing Chain",          Forcing,       Extreme,      no,    9.5,  [27 by forcing::se::NESTED[1]],              Chains(|b, c, s| forcing::find_nested(2, b, c, s)), Classic),
    row!(NestedMultipleForcingChain, "nested-multiple-forcing-chain", "Nested Multiple Forcing Chain", Forcing,       Extreme,      no,    10.0, [28 by forcing::se::NESTED[2]],              Chains(|b, c, s| forcing::find_nested(3, b, c, s)), Classic),
    row!(NestedDynamicForcingChain,  "nested-dynamic-forcing-chain",  "Nested Dynamic Forcing Chain",  Forcing,       Extreme,      no,    10.5, [29 by forcing::se::NESTED_DYNAMIC],         Chains(forcing::find_nested_dynamic), Classic),
    // --- last resort ---
    row!(Backtracking,               "backtracking",                  "Backtracking",                  Backtracking,  Extreme,      no,    11.0, [-],                                         Board(super::backtracking::find), Any(super::backtracking::find_variant)),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_row_per_technique() {
        for (i, row) in REGISTRY.iter().enumerate() {
            assert_eq!(rank(row.technique), i, "{}", row.slug);
        }
        let mut slugs: Vec<_> = REGISTRY.iter().map(|r| r.slug).collect();
        slugs.sort();
        slugs.dedup();
        assert_eq!(slugs.len(), REGISTRY.len(), "slugs must be unique");
        let mut names: Vec<_> = REGISTRY.iter().map(|r| r.name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), REGISTRY.len(), "names must be unique");
    }

    #[test]
    fn slugs_are_kebab_case_and_parse_back() {
        for row in REGISTRY {
            assert!(
                row.slug
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
                "{}",
                row.slug
            );
            assert_eq!(row.slug.parse::<Technique>(), Ok(row.technique));
        }
    }

    /// Must-not-fire for every row but one: the solution of Wikipedia's example puzzle
    /// (en.wikipedia.org/wiki/Sudoku) with the rectangle r4c6, r4c9, r5c6, r5c9 (1 and
    /// 3) emptied. Both ways of filling it are solutions, so every candidate left is in
    /// a solution and no technique that does not assume a unique solution can remove or
    /// place one; backtracking needs a unique solution. The uniqueness techniques do
    /// assume one, but their patterns need more than the bare rectangle (a corner with
    /// extra candidates, a cell of three, a solved non-given cell), except the Hidden
    /// Rectangle's: a bivalue corner whose opposite corner has both digits strongly
    /// linked, which it has here (a unique puzzle never shows that board).
    #[test]
    fn no_technique_fires_on_a_bare_deadly_rectangle() {
        let grid = crate::logic::testing::grid(
            "53467891267219534819834256785976.42.42685.79.713924856961537284287419635345286179",
        );
        let board = Board::new(&grid);
        for row in REGISTRY
            .iter()
            .filter(|r| r.technique != Technique::HiddenRectangle)
        {
            let step = crate::logic::testing::first_step_on(&board, row.technique);
            assert!(step.is_none(), "{}: {step:?}", row.slug);
        }
    }
}
