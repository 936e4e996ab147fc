//! `HintRecord`: a [`Hint`] as plain data for a front end that is not Rust (the web
//! page), with everything it shows: the sentence, and each cell, candidate and house
//! with its role.

use super::hint::Hint;
use crate::grid::{Cell, Digit};
use crate::logic::{HouseRole, Mark, Role, Technique};
use crate::rules::Topology;

/// A hint as JSON, e.g. a step:
///
/// ```json
/// {"kind":"step","text":"Hidden Single on 4 in box 1: r1c3=4","conclusion":"r1c3=4",
///  "technique":"hidden-single","technique_name":"Hidden Single",
///  "marks":[{"cell":"r1c3","digit":4,"role":"placed"}],
///  "houses":[{"house":"box 1","role":"house"}]}
/// ```
///
/// or a wrong digit: `{"kind":"wrong_digit","text":"r1c3: 2 is not the solution's
/// digit","cell":"r1c3","digit":2,"marks":[{"cell":"r1c3","role":"eliminated"}],
/// "houses":[]}`. The sentence is [`Hint::text`], the one the terminal game shows; the
/// marks are [`HintStep::marks`](super::HintStep::marks) (a wrong digit's cell is marked
/// eliminated, a cell missing a note pattern), and a house is named as the step's
/// sentence names it (its topology's name: "row 1", "region 4", "the main diagonal").
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct HintRecord {
    /// What kind of hint.
    pub kind: HintKind,
    /// The sentence.
    pub text: String,
    /// A step's conclusions alone (`r1c2=5, r4c3<>7`), for a view short of room.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conclusion: Option<String>,
    /// A step's technique, by its slug (as [`StepRecord`](crate::record::StepRecord)
    /// names it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub technique: Option<Technique>,
    /// A step's technique by its display name, `Hidden Single`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub technique_name: Option<&'static str>,
    /// The cell of a wrong digit or a missing note.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cell: Option<Cell>,
    /// The wrong digit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub digit: Option<Digit>,
    /// Each involved cell or candidate with its role: conclusions, then the pattern.
    pub marks: Vec<Mark>,
    /// Each involved house with its role.
    pub houses: Vec<HouseRecord>,
}

/// The kinds of [`Hint`], in JSON snake_case: `"step"`, `"wrong_digit"`, ...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum HintKind {
    Solved,
    WrongDigit,
    MissingNote,
    Step,
    NoStep,
}

/// A highlighted house by name, with its role: `{"house":"row 1","role":"base"}`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct HouseRecord {
    /// Its name in sentences: "row 1", "box 5", "region 4", "window 2".
    pub house: String,
    /// Its cells, so a view can outline a variant's group without knowing its shape.
    pub cells: Vec<Cell>,
    pub role: HouseRole,
}

impl HintRecord {
    /// The record of `hint`, whose houses `topology` (the game's) names.
    pub fn new(hint: &Hint, topology: &Topology) -> HintRecord {
        let mut record = HintRecord {
            kind: HintKind::NoStep,
            text: hint.text(),
            conclusion: None,
            technique: None,
            technique_name: None,
            cell: None,
            digit: None,
            marks: Vec::new(),
            houses: Vec::new(),
        };
        let whole = |cell, role| Mark {
            cell,
            digit: None,
            role,
        };
        match hint {
            Hint::Solved => record.kind = HintKind::Solved,
            Hint::NoStep => record.kind = HintKind::NoStep,
            Hint::WrongDigit { cell, digit } => {
                record.kind = HintKind::WrongDigit;
                record.cell = Some(*cell);
                record.digit = Some(*digit);
                record.marks = vec![whole(*cell, Role::Eliminated)];
            }
            Hint::MissingNote { cell } => {
                record.kind = HintKind::MissingNote;
                record.cell = Some(*cell);
                record.marks = vec![whole(*cell, Role::Pattern)];
            }
            Hint::Step(step) => {
                record.kind = HintKind::Step;
                record.conclusion = Some(step.conclusion.clone());
                record.technique = Some(step.step.technique);
                record.technique_name = Some(step.step.technique.name());
                record.marks = step.marks.clone();
                record.houses = step
                    .houses
                    .iter()
                    .map(|h| HouseRecord {
                        house: topology.name(h.house).to_string(),
                        cells: topology.cells(h.house).iter().collect(),
                        role: h.role,
                    })
                    .collect();
            }
        }
        record
    }
}
