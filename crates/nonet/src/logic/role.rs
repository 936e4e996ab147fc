//! `Role`, `Mark` and `HouseMark`: what each cell, candidate and house does in a step,
//! as plain data a view can colour (the game's hint, a step record's evidence).

use super::{Board, Chain, Contradiction, LinkKind, Pattern, Step, Trial};
use crate::grid::{Candidates, Cell, CellSet, Digit, House};

/// What a cell or candidate does in a hint's step (in JSON, kebab-case: `"placed"`,
/// `"chain-on"`, `{"color": 0}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Role {
    /// The step places this digit here.
    Placed,
    /// The step removes this candidate.
    Eliminated,
    /// A candidate or cell of the pattern with no more specific role (an intersection's
    /// cells, a BUG's cells, aligned exclusion's base cells, Sue de Coq's intersection).
    Pattern,
    /// A cell of a naked or hidden subset, with the subset's digits.
    Subset,
    /// A fish's candidate in a base house.
    Base,
    /// A fish's candidate in a cover house and no base house.
    Cover,
    /// A fish's fin (or endo fin).
    Fin,
    /// A wing's pivot, or a Death Blossom's stem cell.
    Pivot,
    /// A wing's pincer.
    Pincer,
    /// A chain node that is true when the chain's start is false (or an assumed-true
    /// potential of a forcing chain).
    ChainOn,
    /// A chain node that is false (an assumed-false potential of a forcing chain).
    ChainOff,
    /// A candidate of one colour class of a coloring pattern (0 or 1).
    Color(u8),
    /// A cell of the almost locked set at this index of the pattern (ALS steps; Sue de
    /// Coq's line set is 0 and its box set 1).
    Als(u8),
    /// A cell of a deadly pattern a uniqueness step avoids.
    Deadly,
    /// A cell that carries digits beyond a deadly pattern's.
    Extra,
    /// A cell whose candidates exclude combinations in aligned exclusion.
    Excluder,
}

/// One highlighted cell, or one candidate of it (`digit`), and its role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub struct Mark {
    pub cell: Cell,
    /// The candidate meant, or `None` for the whole cell.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub digit: Option<Digit>,
    pub role: Role,
}

/// What a house does in a hint's step (in JSON, kebab-case: `"house"`, `"base"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum HouseRole {
    /// The house that forces a single, or that holds a subset.
    House,
    /// A base house of a fish or an intersection.
    Base,
    /// A cover house of a fish or an intersection.
    Cover,
    /// A house whose strong link a uniqueness step relies on.
    Link,
}

/// One highlighted house and its role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HouseMark {
    pub house: House,
    pub role: HouseRole,
}

/// The marks of `step`, found on `board` (the candidates a fish's houses hold come from
/// it): its conclusions, then its pattern; sorted, each once.
pub(crate) fn marks(step: &Step, board: &Board) -> (Vec<Mark>, Vec<HouseMark>) {
    let mut m = Marks::default();
    for p in &step.placements {
        m.digit(p.cell, p.digit, Role::Placed);
    }
    for e in &step.eliminations {
        m.digit(e.cell, e.digit, Role::Eliminated);
    }
    pattern(&step.pattern, board, &mut m);
    m.cells.sort();
    m.cells.dedup();
    m.houses.sort();
    m.houses.dedup();
    (m.cells, m.houses)
}

#[derive(Default)]
struct Marks {
    cells: Vec<Mark>,
    houses: Vec<HouseMark>,
}

impl Marks {
    fn cell(&mut self, cell: Cell, role: Role) {
        self.cells.push(Mark {
            cell,
            digit: None,
            role,
        });
    }

    fn digit(&mut self, cell: Cell, digit: Digit, role: Role) {
        self.cells.push(Mark {
            cell,
            digit: Some(digit),
            role,
        });
    }

    fn house(&mut self, house: House, role: HouseRole) {
        self.houses.push(HouseMark { house, role });
    }

    /// Each candidate of `digits` that `board` has in `cells`.
    fn candidates(&mut self, board: &Board, cells: CellSet, digits: Candidates, role: Role) {
        for c in cells {
            for d in board.candidates(c) & digits {
                self.digit(c, d, role);
            }
        }
    }

    /// A chain's nodes, alternately off and on: a chain that opens with a strong link
    /// starts from a false node (`a=b`: if a is false, b is true), one that opens with
    /// a weak link from a true one.
    fn chain(&mut self, chain: &Chain) {
        let mut on = chain.links.first() == Some(&LinkKind::Weak);
        for node in &chain.nodes {
            let role = if on { Role::ChainOn } else { Role::ChainOff };
            for c in node.cells {
                self.digit(c, node.digit, role);
            }
            on = !on;
        }
    }
}

fn pattern(pattern: &Pattern, board: &Board, m: &mut Marks) {
    match pattern {
        Pattern::Single { house: Some(h), .. } => m.house(*h, HouseRole::House),
        Pattern::Intersection { digit, base, cover } => {
            // The board's topology: a variant's groups beyond the houses, a jigsaw's
            // regions, are named by ids the classic tables do not hold.
            let topology = board.topology();
            let cells = topology.cells(*base) & topology.cells(*cover);
            m.candidates(board, cells, Candidates::single(*digit), Role::Pattern);
            m.house(*base, HouseRole::Base);
            m.house(*cover, HouseRole::Cover);
        }
        Pattern::Subset {
            house,
            cells,
            digits,
        } => {
            m.candidates(board, *cells, *digits, Role::Subset);
            m.house(*house, HouseRole::House);
        }
        Pattern::Fish {
            digit,
            base,
            cover,
            fins,
            endo_fins,
        } => fish(board, *digit, base, cover, *fins | *endo_fins, m),
        Pattern::Kraken {
            digit,
            base,
            cover,
            fins,
            chains,
        } => {
            fish(board, *digit, base, cover, *fins, m);
            for chain in chains {
                m.chain(chain);
            }
        }
        Pattern::Constraint(reasoning) => {
            for c in reasoning.cells {
                m.cell(c, Role::Pattern);
            }
        }
        Pattern::Wing { pivot, pincers, .. } => {
            m.cell(*pivot, Role::Pivot);
            for &p in pincers {
                m.cell(p, Role::Pincer);
            }
        }
        Pattern::Chain(chain) => m.chain(chain),
        Pattern::Coloring { colors } => {
            for (class, candidates) in (0u8..).zip(colors) {
                for c in candidates {
                    m.digit(c.cell, c.digit, Role::Color(class));
                }
            }
        }
        Pattern::Uniqueness {
            cells,
            extra,
            subset,
            links,
            ..
        } => {
            for &c in cells {
                m.cell(c, Role::Deadly);
            }
            for &c in extra {
                m.cell(c, Role::Extra);
            }
            subset_marks(board, subset, m);
            for (house, _) in links {
                m.house(*house, HouseRole::Link);
            }
        }
        Pattern::Bug {
            cells,
            subset,
            common,
            ..
        } => {
            for &c in cells {
                m.cell(c, Role::Pattern);
            }
            subset_marks(board, subset, m);
            if let Some((house, _)) = common {
                m.house(*house, HouseRole::House);
            }
        }
        Pattern::Als { sets, pivot, .. } => {
            for (i, set) in (0u8..).zip(sets) {
                for c in set.cells {
                    m.cell(c, Role::Als(i));
                }
            }
            if let Some(p) = pivot {
                m.cell(*p, Role::Pivot);
            }
        }
        Pattern::SueDeCoq {
            intersection,
            line_set,
            box_set,
            ..
        } => {
            for c in *intersection {
                m.cell(c, Role::Pattern);
            }
            for c in *line_set {
                m.cell(c, Role::Als(0));
            }
            for c in *box_set {
                m.cell(c, Role::Als(1));
            }
        }
        Pattern::Exclusion { cells, excluders } => {
            for &c in cells {
                m.cell(c, Role::Pattern);
            }
            for &c in excluders {
                m.cell(c, Role::Excluder);
            }
        }
        // The first trial's whole chain; of the others, which candidate each assumes
        // and where it breaks (two chains overlaid would mark one candidate on and off).
        Pattern::Trials(trials) => {
            for (i, trial) in trials.iter().enumerate() {
                trial_marks(trial, i == 0, m);
            }
        }
        Pattern::Forcing(forcing) => {
            for branch in &forcing.branches {
                for p in branch {
                    let role = if p.on { Role::ChainOn } else { Role::ChainOff };
                    m.digit(p.candidate.cell, p.candidate.digit, role);
                }
            }
        }
        // The solution's digit (backtracking) is its placement; patterns added to the
        // logic engine later show their conclusions until they get roles here.
        _ => {}
    }
}

/// A trial: its assumption, what each step of its rounds places on and takes off (when
/// `chain`), and the cell, group or constraint's cells it leaves impossible.
fn trial_marks(trial: &Trial, chain: bool, m: &mut Marks) {
    let a = trial.assumption;
    m.digit(a.cell, a.digit, Role::ChainOn);
    for step in trial.rounds.iter().flatten().filter(|_| chain) {
        for p in &step.placements {
            m.digit(p.cell, p.digit, Role::ChainOn);
        }
        for e in &step.eliminations {
            m.digit(e.cell, e.digit, Role::ChainOff);
        }
    }
    match &trial.contradiction {
        Contradiction::NoDigit(cell) => m.cell(*cell, Role::Pattern),
        Contradiction::NoPlace { group, .. } => m.house(*group, HouseRole::House),
        Contradiction::Broken { cells, .. } => {
            for c in *cells {
                m.cell(c, Role::Pattern);
            }
        }
    }
}

/// A fish: its base candidates, the cover candidates outside the base, the fins.
fn fish(
    board: &Board,
    digit: Digit,
    base: &[House],
    cover: &[House],
    fins: CellSet,
    m: &mut Marks,
) {
    let topology = board.topology();
    let base_cells = base
        .iter()
        .fold(CellSet::EMPTY, |s, &h| s | topology.cells(h));
    let cover_cells = cover
        .iter()
        .fold(CellSet::EMPTY, |s, &h| s | topology.cells(h));
    let one = Candidates::single(digit);
    m.candidates(board, base_cells - fins, one, Role::Base);
    m.candidates(board, cover_cells - base_cells, one, Role::Cover);
    m.candidates(board, fins, one, Role::Fin);
    for &h in base {
        m.house(h, HouseRole::Base);
    }
    for &h in cover {
        m.house(h, HouseRole::Cover);
    }
}

fn subset_marks(board: &Board, subset: &Option<(House, CellSet, Candidates)>, m: &mut Marks) {
    if let Some((house, cells, digits)) = subset {
        m.candidates(board, *cells, *digits, Role::Subset);
        m.house(*house, HouseRole::House);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::logic::{Als, Node, Technique};

    fn c(s: &str) -> Cell {
        s.parse().unwrap()
    }
    fn d(n: u8) -> Digit {
        Digit::new(n).unwrap()
    }
    fn row(n: u8) -> House {
        House::row(n)
    }
    fn has(marks: &[Mark], cell: &str, digit: Option<u8>, role: Role) -> bool {
        marks.contains(&Mark {
            cell: c(cell),
            digit: digit.map(d),
            role,
        })
    }

    #[test]
    fn a_fish_marks_base_and_cover_candidates_fins_and_houses() {
        // On an empty board every cell holds every candidate.
        let board = Board::new(&Grid::EMPTY);
        let pattern = Pattern::Fish {
            digit: d(7),
            base: vec![row(1), row(5)],
            cover: vec![House::column(2), House::column(7)],
            fins: CellSet::single(c("r2c9")),
            endo_fins: CellSet::EMPTY,
        };
        let step = Step::new(Technique::FinnedXWing, pattern).eliminate(c("r1c8"), d(7));
        let (marks, houses) = marks(&step, &board);
        assert!(has(&marks, "r2c3", Some(7), Role::Base));
        assert!(has(&marks, "r6c8", Some(7), Role::Base));
        assert!(has(&marks, "r2c9", Some(7), Role::Fin));
        assert!(!has(&marks, "r2c9", Some(7), Role::Base));
        assert!(has(&marks, "r9c3", Some(7), Role::Cover));
        assert!(!has(&marks, "r2c3", Some(7), Role::Cover));
        assert!(has(&marks, "r1c8", Some(7), Role::Eliminated));
        assert!(marks.iter().all(|m| m.digit == Some(d(7))));
        assert_eq!(
            houses,
            vec![
                HouseMark {
                    house: row(1),
                    role: HouseRole::Base
                },
                HouseMark {
                    house: row(5),
                    role: HouseRole::Base
                },
                HouseMark {
                    house: House::column(2),
                    role: HouseRole::Cover
                },
                HouseMark {
                    house: House::column(7),
                    role: HouseRole::Cover
                },
            ]
        );
    }

    #[test]
    fn chain_nodes_alternate_off_and_on_from_a_strong_first_link() {
        let board = Board::new(&Grid::EMPTY);
        let chain = Chain {
            nodes: vec![
                Node::cell(c("r1c1"), d(4)),
                Node::cell(c("r1c5"), d(4)),
                Node::cell(c("r5c5"), d(4)),
                Node::cell(c("r5c9"), d(4)),
            ],
            links: vec![LinkKind::Strong, LinkKind::Weak, LinkKind::Strong],
        };
        let step = Step::new(Technique::XChain, Pattern::Chain(chain.clone()));
        let (marks, _) = marks(&step, &board);
        assert!(has(&marks, "r1c1", Some(4), Role::ChainOff));
        assert!(has(&marks, "r1c5", Some(4), Role::ChainOn));
        assert!(has(&marks, "r5c5", Some(4), Role::ChainOff));
        assert!(has(&marks, "r5c9", Some(4), Role::ChainOn));
        // A chain that opens with a weak link starts from a true node.
        let weak = Chain {
            links: vec![LinkKind::Weak, LinkKind::Strong, LinkKind::Weak],
            ..chain
        };
        let (marks, _) = super::marks(&Step::new(Technique::Aic, Pattern::Chain(weak)), &board);
        assert!(has(&marks, "r1c1", Some(4), Role::ChainOn));
        assert!(has(&marks, "r1c5", Some(4), Role::ChainOff));
    }

    #[test]
    fn wings_als_and_coloring_get_their_roles() {
        let board = Board::new(&Grid::EMPTY);
        let wing = Pattern::Wing {
            pivot: c("r1c1"),
            pincers: vec![c("r1c5"), c("r3c2")],
            digits: Candidates::from_bits(0b111),
            z: d(3),
        };
        let (marks, _) = super::marks(&Step::new(Technique::XyWing, wing), &board);
        assert!(has(&marks, "r1c1", None, Role::Pivot));
        assert!(has(&marks, "r1c5", None, Role::Pincer));
        assert!(has(&marks, "r3c2", None, Role::Pincer));
        let als = Pattern::Als {
            sets: vec![
                Als {
                    cells: CellSet::single(c("r2c2")),
                    digits: Candidates::from_bits(0b11),
                },
                Als {
                    cells: CellSet::single(c("r8c8")).with(c("r8c9")),
                    digits: Candidates::from_bits(0b111),
                },
            ],
            restricted: Candidates::single(d(1)),
            z: Candidates::single(d(2)),
            pivot: None,
            links: vec![Candidates::single(d(1))],
        };
        let (marks, _) = super::marks(&Step::new(Technique::AlsXz, als), &board);
        assert!(has(&marks, "r2c2", None, Role::Als(0)));
        assert!(has(&marks, "r8c9", None, Role::Als(1)));
        let coloring = Pattern::Coloring {
            colors: [
                vec![crate::logic::Candidate::new(c("r1c1"), d(5))],
                vec![crate::logic::Candidate::new(c("r9c9"), d(6))],
            ],
        };
        let (marks, _) = super::marks(&Step::new(Technique::Medusa, coloring), &board);
        assert!(has(&marks, "r1c1", Some(5), Role::Color(0)));
        assert!(has(&marks, "r9c9", Some(6), Role::Color(1)));
    }
}
