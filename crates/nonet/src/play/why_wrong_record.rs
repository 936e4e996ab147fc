//! `WhyWrongRecord`: a [`WhyWrong`] as plain data for a front end that is not Rust.

use super::why_wrong::{WhyWrong, WrongReason};
use crate::grid::{Cell, CellSet, Digit};
use crate::logic::Candidate;
use crate::rules::Topology;

/// Why a player's digit is wrong, as JSON:
///
/// ```json
/// {"cell":"r1c3","digit":2,"text":"if r1c3=2, then r2c7=5, ..., r3c1 has no digit left",
///  "forced":[{"cell":"r2c7","digit":5}],"cells":["r1c3","r2c7","r3c1"]}
/// ```
///
/// `text` is [`WhyWrong::explanation`], the terminal game's sentence; `forced` the
/// placements singles force from the digit, in order; `cells` every cell the reason
/// involves (the cell itself, the forced ones, and the broken rule's cells, the cell
/// left empty or the group left without a place), row by row, for a view to mark.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct WhyWrongRecord {
    pub cell: Cell,
    pub digit: Digit,
    pub text: String,
    pub forced: Vec<Candidate>,
    pub cells: Vec<Cell>,
}

impl WhyWrongRecord {
    /// The record of `why`, whose groups `topology` (the game's) gives the cells of.
    pub fn new(why: &WhyWrong, topology: &Topology) -> WhyWrongRecord {
        let (forced, end): (&[Candidate], CellSet) = match &why.reason {
            WrongReason::Breaks(v) => (&[], v.cells),
            WrongReason::EmptyCell { forced, cell } => (forced, CellSet::single(*cell)),
            WrongReason::NoPlace { forced, group, .. } => (
                forced,
                topology
                    .groups()
                    .iter()
                    .find(|g| g.label == *group)
                    .map_or(CellSet::EMPTY, |g| g.cells),
            ),
            WrongReason::BreaksAfter { forced, violation } => (forced, violation.cells),
            WrongReason::NotTheSolution { .. } => (&[], CellSet::EMPTY),
        };
        let cells = forced.iter().fold(end | CellSet::single(why.cell), |s, c| {
            s | CellSet::single(c.cell)
        });
        WhyWrongRecord {
            cell: why.cell,
            digit: why.digit,
            text: why.explanation(),
            forced: forced.to_vec(),
            cells: cells.iter().collect(),
        }
    }
}
