//! `Rules`: the region layout and the constraints of a puzzle, validated on
//! construction.

use super::constraint::Constraint;
use super::error::RulesError;
use super::group::GroupLabel;
use super::layout::Layout;
use super::shape;
use super::topology::Topology;
use super::violation::{RuleRef, Violation};
use crate::grid::{Cell, Grid};

/// What a puzzle's constraints are: the region layout (boxes or a jigsaw) and a list of
/// [`Constraint`]s. Rows and columns always hold every digit once.
///
/// Plain data (`Clone`, `Eq`, `Hash`, serde), valid by construction: [`Rules::new`] and
/// deserialization check every constraint and say which one is wrong and why. Classic
/// Sudoku is `Rules::default()`, which solvers recognise and send down the classic fast
/// path.
///
/// ```
/// use nonet::rules::{Constraint, Layout, Rules, kinds::{KillerCage, Thermo}};
/// use nonet::Cell;
///
/// let cell = |s: &str| s.parse::<Cell>().unwrap();
/// let rules = Rules::new(
///     Layout::Boxes,
///     vec![
///         Constraint::Killer(KillerCage { cells: vec![cell("r1c1"), cell("r1c2")], total: Some(3) }),
///         Constraint::Thermo(Thermo::new(vec![cell("r5c5"), cell("r5c6"), cell("r5c7")])),
///     ],
/// )?;
/// assert!(!rules.is_classic());
/// let too_much = KillerCage { cells: vec![cell("r9c1"), cell("r9c2")], total: Some(18) };
/// let err = rules.clone().with(Constraint::Killer(too_much)).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "constraint 3 (killer cage at r9c1): total 18 cannot be made: \
///      distinct digits in these cells sum to less or more"
/// );
/// # Ok::<(), nonet::rules::RulesError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "RulesData")]
pub struct Rules {
    layout: Layout,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    constraints: Vec<Constraint>,
}

/// The unchecked form deserialization reads before [`Rules::new`] checks it.
#[derive(serde::Deserialize)]
struct RulesData {
    #[serde(default)]
    layout: Layout,
    #[serde(default)]
    constraints: Vec<Constraint>,
}

impl TryFrom<RulesData> for Rules {
    type Error = RulesError;

    fn try_from(data: RulesData) -> Result<Rules, RulesError> {
        Rules::new(data.layout, data.constraints)
    }
}

impl Rules {
    /// Classic Sudoku: boxes, no constraints.
    pub fn classic() -> Rules {
        Rules::default()
    }

    /// Rules with this layout and these constraints, each checked: shapes and lengths,
    /// totals that can be made, cells that must touch, rules given twice. The error
    /// names the first constraint that is wrong.
    ///
    /// A constraint given again, identically (the same killer cage twice, as a source
    /// that repeats itself may list it), says nothing new: it is kept once, so that
    /// a thousand copies of one cage cost the search no more than one. A global rule
    /// given twice (anti-knight, a diagonal) stays an error, as it always was.
    pub fn new(layout: Layout, constraints: Vec<Constraint>) -> Result<Rules, RulesError> {
        let mut seen = std::collections::HashSet::with_capacity(constraints.len());
        let mut repeated = false;
        for (i, c) in constraints.iter().enumerate() {
            let error = |problem| RulesError {
                index: Some(i),
                what: c.describe(),
                problem,
            };
            c.validate().map_err(error)?;
            if !seen.insert(c) {
                if c.once() {
                    return Err(error(super::error::Problem::GivenTwice));
                }
                repeated = true;
            }
        }
        let constraints = if repeated {
            once_each(constraints)
        } else {
            constraints
        };
        Ok(Rules {
            layout,
            constraints,
        })
    }

    /// These rules with one more constraint, checked like [`Rules::new`].
    pub fn with(self, constraint: Constraint) -> Result<Rules, RulesError> {
        self.with_all([constraint])
    }

    /// These rules with more constraints, all checked at once like [`Rules::new`] (the
    /// same rules as adding them one by one, without checking the whole set each time).
    pub fn with_all(self, more: impl IntoIterator<Item = Constraint>) -> Result<Rules, RulesError> {
        let mut constraints = self.constraints;
        constraints.extend(more);
        Rules::new(self.layout, constraints)
    }

    /// These rules with another layout.
    pub fn with_layout(self, layout: Layout) -> Rules {
        Rules { layout, ..self }
    }

    /// The kinds of the constraints by their serde names (`killer_cage`, `thermo`),
    /// each once, in the order they first appear.
    pub fn kind_tags(&self) -> Vec<String> {
        let mut tags: Vec<String> = Vec::new();
        for c in self.constraints() {
            let tag = c.tag();
            if !tags.contains(&tag) {
                tags.push(tag);
            }
        }
        tags
    }

    /// Whether these are the classic rules (boxes, no constraints).
    pub fn is_classic(&self) -> bool {
        self.layout == Layout::Boxes && self.constraints.is_empty()
    }

    /// The region layout.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The constraints, in the order given.
    pub fn constraints(&self) -> &[Constraint] {
        &self.constraints
    }

    /// What every engine iterates, derived once: the groups and houses, and each cell's
    /// peers.
    pub fn topology(&self) -> Topology {
        Topology::new(self)
    }

    /// Every rule `grid` already breaks (0 = empty cells): digits repeated in a row,
    /// column or region, and each constraint's own checker. A complete grid with no
    /// violation is a solution; a partial grid is flagged only for what its filled cells
    /// prove, whatever the empty cells get.
    pub fn violations(&self, grid: &Grid) -> Vec<Violation> {
        let mut out = Vec::new();
        for n in 0..9u8 {
            let houses = [
                (GroupLabel::Row(n), crate::grid::House::row(n).cell_set()),
                (
                    GroupLabel::Column(n),
                    crate::grid::House::column(n).cell_set(),
                ),
                (region_label(&self.layout, n), self.layout.region(n)),
            ];
            for (label, cells) in houses {
                for cells in shape::repeats(grid, cells) {
                    out.push(Violation {
                        rule: RuleRef::House(label),
                        cells,
                    });
                }
            }
        }
        for (i, c) in self.constraints.iter().enumerate() {
            for cells in c.violations(grid, self) {
                out.push(Violation {
                    rule: RuleRef::Constraint(i),
                    cells,
                });
            }
        }
        out
    }

    /// Whether `grid` is complete and breaks no rule.
    pub fn is_solution(&self, grid: &Grid) -> bool {
        grid.is_complete() && self.violations(grid).is_empty()
    }

    /// Whether `solution` solves `givens` under these rules: it keeps every given and
    /// breaks no rule.
    pub fn solves(&self, solution: &Grid, givens: &Grid) -> bool {
        Cell::all().all(|c| givens.get(c).is_none() || givens.get(c) == solution.get(c))
            && self.is_solution(solution)
    }
}

/// The label of region `n` of `layout`: a box, or a jigsaw region.
pub(crate) fn region_label(layout: &Layout, n: u8) -> GroupLabel {
    match layout {
        Layout::Boxes => GroupLabel::Box(n),
        Layout::Jigsaw(_) => GroupLabel::Region(n),
    }
}

/// `constraints` with each one kept at its first place only.
fn once_each(constraints: Vec<Constraint>) -> Vec<Constraint> {
    let mut seen = std::collections::HashSet::with_capacity(constraints.len());
    let keep: Vec<bool> = constraints.iter().map(|c| seen.insert(c)).collect();
    constraints
        .into_iter()
        .zip(keep)
        .filter_map(|(c, keep)| keep.then_some(c))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::kinds::{AntiKnight, KillerCage};

    #[test]
    fn an_identical_constraint_is_kept_once_and_a_global_rule_twice_is_an_error() {
        let cage = |total| {
            Constraint::Killer(KillerCage {
                cells: vec!["r1c1".parse().unwrap(), "r1c2".parse().unwrap()],
                total: Some(total),
            })
        };
        let mut list = vec![cage(3); 1000];
        list.insert(1, cage(4));
        let rules = Rules::new(Layout::Boxes, list).unwrap();
        assert_eq!(rules.constraints(), &[cage(3), cage(4)]);
        let twice = Rules::new(
            Layout::Boxes,
            vec![
                Constraint::AntiKnight(AntiKnight),
                Constraint::AntiKnight(AntiKnight),
            ],
        );
        assert_eq!(
            twice.unwrap_err().to_string(),
            "constraint 2 (anti-knight): is given twice"
        );
    }
}
