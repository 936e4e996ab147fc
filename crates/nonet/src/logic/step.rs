//! `Step`: one whole deduction — everything one pattern proves, and its evidence.

use std::fmt;

use super::pattern::Pattern;
use super::registry::info;
use super::se_value::SeValue;
use super::technique::Technique;
use crate::grid::{Cell, Digit};
use crate::rules::Topology;

/// One candidate: a digit in a cell.
///
/// As a placement it prints `r1c2=5`; as an elimination, `r1c2<>5`; [`Display`]
/// prints the neutral form `5r1c2`.
///
/// [`Display`]: fmt::Display
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize)]
pub struct Candidate {
    pub cell: Cell,
    pub digit: Digit,
}

impl Candidate {
    pub const fn new(cell: Cell, digit: Digit) -> Candidate {
        Candidate { cell, digit }
    }
}

impl fmt::Display for Candidate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.digit, self.cell)
    }
}

/// One deduction: the technique, every placement and elimination its pattern proves,
/// the pattern itself as evidence, and the step's Sudoku Explainer rating.
///
/// Finders build steps; [`Board::apply`](super::Board::apply) applies them (eliminations
/// first, then placements); [`Step::explanation`] writes the sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The technique that found it.
    pub technique: Technique,
    /// Digits this step places, sorted by cell.
    pub placements: Vec<Candidate>,
    /// Candidates this step removes, sorted by cell then digit.
    pub eliminations: Vec<Candidate>,
    /// The evidence: the cells, houses, links and candidates that prove the step.
    pub pattern: Pattern,
    /// The rating Sudoku Explainer gives this very hint (the technique's base value plus
    /// any length or size bonus).
    pub rating: SeValue,
}

impl Step {
    /// A step of `technique` with no conclusions yet, rated at the technique's base value.
    pub fn new(technique: Technique, pattern: Pattern) -> Step {
        Step {
            technique,
            placements: Vec::new(),
            eliminations: Vec::new(),
            pattern,
            rating: info(technique).se,
        }
    }

    /// Adds the placement of `digit` in `cell`.
    pub fn place(mut self, cell: Cell, digit: Digit) -> Step {
        self.push_placement(cell, digit);
        self
    }

    /// Adds the elimination of `digit` from `cell`.
    pub fn eliminate(mut self, cell: Cell, digit: Digit) -> Step {
        self.push_elimination(cell, digit);
        self
    }

    /// Sets the rating (for techniques whose rating depends on the pattern's size).
    pub fn rated(mut self, rating: SeValue) -> Step {
        self.rating = rating;
        self
    }

    /// Adds a placement, keeping the list sorted and free of repeats.
    pub fn push_placement(&mut self, cell: Cell, digit: Digit) {
        insert_sorted(&mut self.placements, Candidate::new(cell, digit));
    }

    /// Adds an elimination, keeping the list sorted and free of repeats.
    pub fn push_elimination(&mut self, cell: Cell, digit: Digit) {
        insert_sorted(&mut self.eliminations, Candidate::new(cell, digit));
    }

    /// Whether the step concludes anything.
    pub fn is_productive(&self) -> bool {
        !self.placements.is_empty() || !self.eliminations.is_empty()
    }

    /// The one-sentence explanation, e.g.
    /// `X-Wing on 7 in rows 2 and 6, columns 3 and 8: r4c3<>7, r9c8<>7`.
    pub fn explanation(&self) -> String {
        super::prose::explain(self)
    }

    /// The sentence with each group named as `topology` names it: "Hidden Single on 4
    /// in region 7", "Pointing on 2 in the main diagonal, box 5". Under classic rules,
    /// [`Step::explanation`].
    pub fn explanation_in(&self, topology: &Topology) -> String {
        super::prose::explain_in(self, &|g| topology.name(g).to_string())
    }
}

fn insert_sorted(list: &mut Vec<Candidate>, c: Candidate) {
    if let Err(at) = list.binary_search(&c) {
        list.insert(at, c);
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.explanation())
    }
}
