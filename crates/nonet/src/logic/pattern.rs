//! `Pattern`: the evidence of a step, one shape per technique family.
//!
//! A pattern holds what proves a step — the houses of a fish, the cells of a wing, the
//! links of a chain — in a form the prose writer can phrase and a user interface can
//! highlight. It never holds the conclusions: those are the step's placements and
//! eliminations.

use super::step::Candidate;
use crate::grid::{Candidates, Cell, CellSet, Digit, House};

/// The evidence of a step.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Pattern {
    /// A full house, naked single or hidden single: `digit` goes in `cell`; `house` is
    /// the house that forces it (none for a naked single).
    Single {
        cell: Cell,
        digit: Digit,
        house: Option<House>,
    },
    /// Pointing or box-line (and their direct forms): in `base`, `digit` is confined to
    /// the cells it shares with `cover`.
    Intersection {
        digit: Digit,
        base: House,
        cover: House,
    },
    /// A naked or hidden subset: `cells` of `house` and the `digits` locked in them.
    Subset {
        house: House,
        cells: CellSet,
        digits: Candidates,
    },
    /// A fish on `digit`: its base and cover houses, and its fins (empty for a basic
    /// fish): `fins` the base candidates in no cover house, `endo_fins` those in two base
    /// houses. Franken and mutant fish mix house kinds; a siamese fish lists its two
    /// fishes' cover sets one after the other in `cover` and merges their fins.
    Fish {
        digit: Digit,
        base: Vec<House>,
        cover: Vec<House>,
        fins: CellSet,
        endo_fins: CellSet,
    },
    /// A Kraken fish on `digit`: a finned fish (base and cover houses, fins) and, for
    /// each elimination and each fin, the chain by which the fin, true, removes it.
    Kraken {
        digit: Digit,
        base: Vec<House>,
        cover: Vec<House>,
        fins: CellSet,
        chains: Vec<Chain>,
    },
    /// A wing: the pivot cell, the pincer cells, the digits of the pattern, and the
    /// digit `z` it eliminates.
    Wing {
        pivot: Cell,
        pincers: Vec<Cell>,
        digits: Candidates,
        z: Digit,
    },
    /// A chain of alternating strong and weak links (X-Chain, XY-Chain, AIC, Skyscraper,
    /// 2-String Kite, Empty Rectangle, W-Wing and the like).
    Chain(Chain),
    /// Two colour classes of a coloring pattern (3D Medusa).
    Coloring { colors: [Vec<Candidate>; 2] },
    /// A deadly pattern avoided: the rectangle or loop `cells` on the two `digits`, and
    /// the `extra` cells that carry other candidates; `subset` is the naked or hidden
    /// set a type 3 forms with the extra cells.
    Uniqueness {
        cells: Vec<Cell>,
        digits: Candidates,
        extra: Vec<Cell>,
        subset: Option<(House, CellSet, Candidates)>,
        /// The digits beyond `digits` the `extra` cells hold that the step relies on (a
        /// type 2's shared extra digit, a type 3's extra digits).
        extra_digits: Candidates,
        /// Whether `subset` is a hidden set (else a naked one).
        hidden: bool,
        /// Strong links the step relies on: `digit` confined in `house` to pattern cells
        /// (a type 4's locked digit, a hidden rectangle's two links).
        links: Vec<(House, Digit)>,
    },
    /// A bivalue universal grave: without the BUG `digits` of `cells`, every unsolved
    /// cell would hold two candidates and every digit two places in each house, a
    /// grave with no unique solution. `subset` is the naked set a type 3 forms with the
    /// BUG cells' digits; `common` is a type 4's house shared by the two BUG cells and
    /// the digit they both hold.
    Bug {
        cells: Vec<Cell>,
        digits: Candidates,
        subset: Option<(House, CellSet, Candidates)>,
        common: Option<(House, Digit)>,
    },
    /// Almost locked sets joined by restricted common digits.
    ///
    /// `sets` in chain order (ALS-XZ: A, B; ALS-XY-Wing: A, the pivot set, B; ALS
    /// Chain: first to last; Death Blossom: one petal per digit of the stem cell
    /// `pivot`). `links[i]` holds the restricted common digit(s) joining `sets[i]` and
    /// `sets[i + 1]` (Death Blossom: the stem digit of petal i); `restricted` is their
    /// union and `z` the digits the step eliminates.
    Als {
        sets: Vec<Als>,
        restricted: Candidates,
        z: Candidates,
        pivot: Option<Cell>,
        links: Vec<Candidates>,
    },
    /// Sue de Coq: the intersection cells and the two sets in the line and the box.
    /// `digits` are the intersection's candidates, `line_digits` and `box_digits` those
    /// of the line set and the box set.
    SueDeCoq {
        intersection: CellSet,
        line_set: CellSet,
        box_set: CellSet,
        digits: Candidates,
        line_digits: Candidates,
        box_digits: Candidates,
    },
    /// Aligned pair or triplet exclusion: the base cells and the cells that exclude
    /// combinations of their candidates.
    Exclusion {
        cells: Vec<Cell>,
        excluders: Vec<Cell>,
    },
    /// Forcing chains: the assumption(s) and the chain of implications of each branch.
    Forcing(Forcing),
    /// The value comes from the solution (backtracking, the last resort).
    Solution { cell: Cell, digit: Digit },
    /// A variant constraint's own reasoning (a cage's sums, a thermometer's order, a
    /// dot's relation): see [`Reasoning`].
    Constraint(Reasoning),
    /// Candidates each assumed and followed, step by step, to a contradiction: see
    /// [`Trial`].
    Trials(Vec<Trial>),
}

/// The evidence of a contradiction found by trial: the candidate assumed, the rounds of
/// basic steps it leads to, and what they leave impossible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trial {
    /// The candidate assumed true (the step removes it).
    pub assumption: Candidate,
    /// The rounds that follow from it, in order: each holds every step of the first
    /// basic technique that has one on the board the assumption and the rounds before
    /// leave (each a whole step of its own technique on that board).
    pub rounds: Vec<Vec<super::Step>>,
    /// What the assumption and the steps leave that no solution can have.
    pub contradiction: Contradiction,
}

/// What a trial ends on: a position no solution can have.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Contradiction {
    /// A cell with no digit left (no candidate, or two steps that give it two digits).
    NoDigit(Cell),
    /// A group that holds every digit, left with no place for one it lacks.
    NoPlace { group: House, digit: Digit },
    /// A constraint (its index in the rules' constraints, and its kind's name) that
    /// filled cells already break, and those cells.
    Broken {
        constraint: usize,
        kind: &'static str,
        cells: CellSet,
    },
}

/// The evidence of a constraint step: which constraints it reads, the cells it reads
/// them on, and what it found there, as data the sentence phrases (finders never build
/// text). Each constraint technique fills the fields its sentence needs and leaves the
/// others empty (`..Reasoning::default()`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reasoning {
    /// The constraints read, as indices into the rules' constraints (the first is the
    /// step's own; a sum over several groups lists the cages it adds up).
    pub constraints: Vec<usize>,
    /// The cells whose candidates the step reads.
    pub cells: CellSet,
    /// Where the sentence says the constraint is: its first cell in its own order (a
    /// thermometer's bulb, a line's start, a cage's first cell); `None` for a rule over
    /// the whole grid.
    pub at: Option<Cell>,
    /// The clue the sentence quotes: a cage's or an arrow's total, a little killer's
    /// sum, a sandwich's.
    pub clue: Option<u16>,
    /// The digit sets the cells can still take, when the step says which (a cage's
    /// combinations): each a set of digits, in increasing order of their bits.
    pub combinations: Vec<Candidates>,
    /// Digits every way of filling the cells uses: the step removes them from every
    /// cell outside that sees all the cells that can hold them.
    pub required: Candidates,
    /// The whole houses a sum over houses adds up (the 45 rule: rows 1-2, box 5);
    /// empty for a step on constraints alone.
    pub houses: Vec<House>,
    /// The cells of `cells` whose digits the step's sum subtracts (a sum over houses'
    /// outies against its innies): `cells` less these, minus these, make the clue.
    pub subtracted: CellSet,
    /// The cages a step over one house combines, each by its first cell, with the digit
    /// sets it may still hold there (combinations that leave the house's other cells
    /// digits they can take); empty for a step on one constraint.
    pub parts: Vec<(Cell, Vec<Candidates>)>,
    /// No way of filling the constraint fits its cells' candidates: the step removes
    /// them all. A proper puzzle never shows it; a trial's assumed board does, and it
    /// is the contradiction Constraint Contradiction looks for.
    pub no_way: bool,
}

/// A node of a chain: a digit in one cell, or in a group of cells of one house.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Node {
    pub cells: CellSet,
    pub digit: Digit,
}

impl Node {
    pub fn cell(cell: Cell, digit: Digit) -> Node {
        Node {
            cells: CellSet::single(cell),
            digit,
        }
    }
}

/// The kind of a link between two chain nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LinkKind {
    /// If one end is false the other is true (`=` in Eureka notation).
    Strong,
    /// If one end is true the other is false (`-`).
    Weak,
}

/// An alternating chain: `links[i]` joins `nodes[i]` and `nodes[i + 1]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chain {
    pub nodes: Vec<Node>,
    pub links: Vec<LinkKind>,
}

/// An almost locked set: `cells` hold one more digit than their count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Als {
    pub cells: CellSet,
    pub digits: Candidates,
}

/// A candidate assumed true (`on`) or false.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Potential {
    pub candidate: Candidate,
    pub on: bool,
}

/// What a forcing-chain step assumed, and where each branch led.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forcing {
    /// The kind of reasoning: contradiction, double, cell or region forcing.
    pub kind: ForcingKind,
    /// The branches, each a chain of potentials from its assumption to the conclusion.
    pub branches: Vec<Vec<Potential>>,
    /// The group a chain found over a topology names in its sentence: a region forcing
    /// chain's, whose places of the digit the branches assume ("every place of 5 in
    /// window 2"), or the full group a contradiction leaves with no place for the digit
    /// its branches end on ("no place for 1 in window 1"). `None` otherwise, and for
    /// Sudoku Explainer's hints, whose sentences stay SE's.
    pub group: Option<House>,
}

/// How a forcing-chain step concludes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ForcingKind {
    /// One assumption leads to a contradiction, so it is false.
    Contradiction,
    /// An assumption and its opposite lead to the same conclusion.
    Double,
    /// Every candidate of a cell leads to the same conclusion.
    Cell,
    /// Every place of a digit in a house leads to the same conclusion.
    Region,
    /// A single chain from an assumption to its own opposite, or a closed loop.
    Chain,
}
