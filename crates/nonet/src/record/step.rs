//! `StepRecord`: one step of the logic engine as a front end shows it: its technique,
//! its conclusions, its sentence and, on request, the role of each cell of its evidence.

use crate::logic::Mark;
use crate::logic::{Board, Candidate, Step, Technique};
use crate::play::HouseRecord;

/// One step, as `nonet hint` and `nonet explain` write it in JSON:
///
/// ```json
/// {"technique":"hidden-single","placements":[{"cell":"r1c3","digit":4}],
///  "eliminations":[],"text":"Hidden Single on 4 in row 1: r1c3=4"}
/// ```
///
/// The sentence is written once, here, so that every front end says the same; the
/// evidence (`evidence`, absent when not asked for, so the CLI's records keep their
/// shape) is what a view highlights.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct StepRecord {
    /// The technique, by its slug.
    pub technique: Technique,
    /// The digits the step places, by cell.
    pub placements: Vec<Candidate>,
    /// The candidates the step removes, by cell then digit.
    pub eliminations: Vec<Candidate>,
    /// The sentence: `Hidden Single on 4 in row 1: r1c3=4`.
    pub text: String,
    /// The cells and candidates of the step's evidence with their roles (a fish's base
    /// and cover candidates, a wing's pivot and pincers), when asked for.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub evidence: Vec<Mark>,
    /// The houses of the step with their roles (the house of a single, a fish's base
    /// and cover houses), named and listed as a hint's, when the evidence is asked for.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub houses: Vec<HouseRecord>,
}

impl StepRecord {
    /// The record of `step` with its sentence `text` (the classic sentence is
    /// [`Step::explanation`]; a variant's names its groups as its topology does).
    pub fn new(step: &Step, text: String) -> StepRecord {
        StepRecord {
            technique: step.technique,
            placements: step.placements.clone(),
            eliminations: step.eliminations.clone(),
            text,
            evidence: Vec::new(),
            houses: Vec::new(),
        }
    }

    /// [`StepRecord::new`] with the evidence's roles, read on `board`, the board the
    /// step was found on (a fish's candidates come from it): the same marks and houses
    /// as the game's hint for that step ([`HintRecord`](crate::play::HintRecord)), the
    /// houses named by `board`'s topology.
    pub fn with_evidence(step: &Step, text: String, board: &Board) -> StepRecord {
        let (evidence, houses) = crate::logic::marks(step, board);
        let topology = board.topology();
        StepRecord {
            evidence,
            houses: houses
                .iter()
                .map(|h| HouseRecord {
                    house: topology.name(h.house).to_string(),
                    cells: topology.cells(h.house).iter().collect(),
                    role: h.role,
                })
                .collect(),
            ..StepRecord::new(step, text)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::logic::Ladder;

    /// The JSON a front end prints: the CLI's keys in the CLI's order, no evidence
    /// unless asked for, and the evidence marks named as a view reads them.
    #[test]
    fn json_keeps_the_cli_shape_and_adds_evidence_on_request() {
        let grid: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        let board = Board::new(&grid);
        let step = Ladder::standard().next_step(&board).unwrap();
        let plain = serde_json::to_string(&StepRecord::new(&step, step.explanation())).unwrap();
        let keys = ["technique", "placements", "eliminations", "text"].map(|k| format!("\"{k}\":"));
        let at: Vec<usize> = keys
            .iter()
            .map(|k| plain.find(k.as_str()).unwrap())
            .collect();
        assert!(at.is_sorted() && at[0] == 1, "{plain}");
        assert!(
            !plain.contains("evidence") && !plain.contains("houses"),
            "{plain}"
        );
        let full = StepRecord::with_evidence(&step, step.explanation(), &board);
        assert!(!full.evidence.is_empty());
        let json = serde_json::to_value(&full).unwrap();
        let first = &json["evidence"][0];
        assert!(
            first["cell"].is_string() && first["role"].is_string(),
            "{json}"
        );
    }
}
