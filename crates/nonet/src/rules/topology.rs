//! `Topology`: what every engine iterates, computed once from the rules: the groups of
//! cells that hold distinct digits, numbered by [`GroupId`] and named for sentences,
//! which of them hold all nine digits, and each cell's peers.
//!
//! This is the shape the generic engines read, after Rangsk's SudokuSolver: singles,
//! subsets, fish and chains see only groups and peers, whatever the variant. Classic
//! Sudoku's topology is one static value ([`Topology::classic`]) whose numbering is the
//! classic houses', so classic code keeps its constant tables.

use std::sync::LazyLock;

use super::constraint::Constraint;
use super::group::{Group, GroupLabel};
use super::rule_set::{Rules, region_label};
use crate::bits::indices;
use crate::grid::{Cell, CellSet, GroupId, House};

/// The groups and peers of a set of rules.
///
/// Groups are numbered as [`GroupId`]s: rows 0..9, columns 9..18, the layout's regions
/// (boxes or jigsaw regions) 18..27, then each constraint's groups in the rules' order,
/// every set of cells once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Topology {
    groups: Vec<Group>,
    names: Vec<String>,
    peers: [CellSet; 81],
    /// Bit g of `holding[c]`: numbered group g (below [`GroupId::MAX_GROUPS`]) holds
    /// cell c.
    holding: [[u64; 4]; 81],
    only_groups: bool,
    boxes: bool,
}

static CLASSIC: LazyLock<Topology> = LazyLock::new(|| Topology::new(&Rules::classic()));

impl Topology {
    /// Derives the groups and peers of `rules` (also [`Rules::topology`]).
    pub fn new(rules: &Rules) -> Topology {
        let mut groups: Vec<Group> = Vec::new();
        for n in 0..9u8 {
            groups.push(Group {
                label: GroupLabel::Row(n),
                cells: House::row(n).cell_set(),
            });
        }
        for n in 0..9u8 {
            groups.push(Group {
                label: GroupLabel::Column(n),
                cells: House::column(n).cell_set(),
            });
        }
        for n in 0..9u8 {
            groups.push(Group {
                label: region_label(rules.layout(), n),
                cells: rules.layout().region(n),
            });
        }
        for (i, c) in rules.constraints().iter().enumerate() {
            for g in c.groups(i) {
                if g.cells.len() >= 2 && !groups.iter().any(|o| o.cells == g.cells) {
                    groups.push(g);
                }
            }
        }
        let mut peers = [CellSet::EMPTY; 81];
        for g in &groups {
            for c in g.cells {
                peers[c.index()] |= g.cells.without(c);
            }
        }
        for c in rules.constraints() {
            for (a, b) in c.distinct_pairs() {
                if a != b {
                    peers[a.index()].insert(b);
                    peers[b.index()].insert(a);
                }
            }
        }
        let mut holding = [[0u64; 4]; 81];
        for (g, group) in groups.iter().enumerate().take(GroupId::MAX_GROUPS) {
            for c in group.cells {
                holding[c.index()][g / 64] |= 1 << (g % 64);
            }
        }
        let names = groups.iter().map(|g| name(rules, g.label)).collect();
        Topology {
            groups,
            names,
            peers,
            holding,
            only_groups: rules.constraints().iter().all(is_group_or_peers),
            boxes: rules.layout() == &super::Layout::Boxes,
        }
    }

    /// Classic Sudoku's topology: the 27 houses and the 20 peers of each cell, built
    /// once for the whole process.
    pub fn classic() -> &'static Topology {
        &CLASSIC
    }

    /// Every group, each set of cells once, indexed by [`GroupId::index`]: rows,
    /// columns, regions, then the constraints' groups in the rules' order.
    pub fn groups(&self) -> &[Group] {
        &self.groups
    }

    /// The ids of every group, in order: at most [`GroupId::MAX_GROUPS`]. Rules with
    /// more groups than that (hundreds of overlapping lines) have their later groups
    /// unnumbered: the generic finders do not see them as groups, which loses steps but
    /// never makes a wrong one, since their cells stay each other's peers.
    pub fn ids(&self) -> impl Iterator<Item = GroupId> + Clone + '_ {
        (0..self.groups.len().min(GroupId::MAX_GROUPS)).map(GroupId::group)
    }

    /// The numbered groups that hold every cell of `cells`, in order (none when
    /// `cells` is empty): a pointing pair's or a claimed digit's covers, found without
    /// trying every group.
    pub(crate) fn groups_holding(&self, cells: CellSet) -> impl Iterator<Item = GroupId> + '_ {
        let mut mask = if cells.is_empty() {
            [0; 4]
        } else {
            [u64::MAX; 4]
        };
        for c in cells {
            for (m, h) in mask.iter_mut().zip(self.holding[c.index()]) {
                *m &= h;
            }
        }
        (0..4usize).flat_map(move |k| indices(mask[k]).map(move |b| GroupId::group(k * 64 + b)))
    }

    /// The group numbered `id`.
    pub fn group(&self, id: GroupId) -> &Group {
        &self.groups[id.index()]
    }

    /// The cells of group `id`.
    pub fn cells(&self, id: GroupId) -> CellSet {
        self.groups[id.index()].cells
    }

    /// How a sentence names group `id`: "row 3", "box 5", "region 4", "the main
    /// diagonal", "window 2", "disjoint group 5", "the killer cage at r1c1".
    pub fn name(&self, id: GroupId) -> &str {
        &self.names[id.index()]
    }

    /// Whether group `id` holds all nine digits (it has nine cells): a digit with one
    /// place left in it goes there.
    pub fn is_full(&self, id: GroupId) -> bool {
        self.groups[id.index()].is_house()
    }

    /// The ids of the groups that hold all nine digits.
    pub fn full_groups(&self) -> impl Iterator<Item = GroupId> + '_ {
        self.ids().filter(|&id| self.is_full(id))
    }

    /// The groups of nine cells, which hold every digit once, in the order the variant
    /// solver has always compiled them (row and column n side by side, then the
    /// regions, then the constraints' houses), each set of cells once.
    pub fn houses(&self) -> impl Iterator<Item = &Group> {
        let lines = (0..9).flat_map(|n| [&self.groups[n], &self.groups[9 + n]]);
        let regions = self.groups[18..27]
            .iter()
            .enumerate()
            .filter(|&(k, g)| {
                // A jigsaw region that is a whole row or column, or repeats an earlier
                // region, is that house again.
                !self.groups[..18 + k].iter().any(|o| o.cells == g.cells)
            })
            .map(|(_, g)| g);
        let rest = self.groups[27..].iter().filter(|g| g.is_house());
        lines.chain(regions).chain(rest)
    }

    /// The cells that cannot hold the same digit as `cell`: its groups' other cells and
    /// the pairs the constraints forbid (anti-knight moves, kropki neighbours, ...).
    pub fn peers(&self, cell: Cell) -> CellSet {
        self.peers[cell.index()]
    }

    /// Whether the rules say nothing beyond these groups and peers (a jigsaw layout,
    /// diagonals, windows, disjoint groups, extra regions, anti-knight, anti-king):
    /// then the digits are a solution exactly when no two peers share one, and
    /// reasoning over groups and peers alone misses no rule.
    pub fn is_only_groups_and_peers(&self) -> bool {
        self.only_groups
    }

    /// Whether the regions are the classic 3x3 boxes (techniques that reason about
    /// boxes, bands and chutes need them).
    pub fn has_boxes(&self) -> bool {
        self.boxes
    }
}

/// Whether constraint `c` is said whole by its groups and distinct pairs.
pub(crate) fn is_group_or_peers(c: &Constraint) -> bool {
    matches!(
        c,
        Constraint::Diagonal(_)
            | Constraint::Windoku(_)
            | Constraint::DisjointGroups(_)
            | Constraint::ExtraRegion(_)
            | Constraint::AntiKnight(_)
            | Constraint::AntiKing(_)
    )
}

/// The name sentences give a group: its label, with the article a diagonal or a
/// constraint's group takes ("the main diagonal", "the extra region at r1c1").
fn name(rules: &Rules, label: GroupLabel) -> String {
    match label {
        GroupLabel::Diagonal(d) => format!("the {d}"),
        GroupLabel::Constraint(i) => match rules.constraints().get(i) {
            Some(c) => format!("the {}", c.describe()),
            None => label.to_string(),
        },
        _ => label.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Layout;
    use crate::rules::kinds::{AntiKnight, Diagonal, ExtraRegion, Windoku};

    fn cell(s: &str) -> Cell {
        s.parse().unwrap()
    }

    /// The classic topology numbers its groups as the classic houses, each with its
    /// house's cells and name, and each cell's peers are the 20 of the tables.
    #[test]
    fn classic_numbering_is_the_houses() {
        let t = Topology::classic();
        assert_eq!(t.groups().len(), 27);
        for h in House::all() {
            assert_eq!(t.cells(h), h.cell_set(), "{h}");
            assert_eq!(t.name(h), h.to_string());
            assert!(t.is_full(h));
        }
        for c in Cell::all() {
            assert_eq!(t.peers(c), CellSet::peers_of(c));
        }
        assert!(t.is_only_groups_and_peers() && t.has_boxes());
    }

    #[test]
    fn variant_groups_follow_the_houses_with_their_names() {
        let region = ExtraRegion {
            cells: ["r1c1", "r1c2", "r2c1"].map(cell).to_vec(),
        };
        let rules = Rules::new(
            Layout::Boxes,
            vec![
                Constraint::Diagonal(Diagonal::Main),
                Constraint::Windoku(Windoku),
                Constraint::ExtraRegion(region),
                Constraint::AntiKnight(AntiKnight),
            ],
        )
        .unwrap();
        let t = rules.topology();
        let names: Vec<&str> = t.ids().skip(27).map(|id| t.name(id)).collect();
        assert_eq!(
            names,
            [
                "the main diagonal",
                "window 1",
                "window 2",
                "window 3",
                "window 4",
                "the extra region at r1c1"
            ]
        );
        assert!(t.is_full(GroupId::group(27)));
        assert!(!t.is_full(GroupId::group(32)));
        assert_eq!(t.houses().count(), 27 + 5);
        // r5c5: row, column, box, the diagonal, no window, and its eight knight moves.
        assert_eq!(t.peers(cell("r5c5")).len(), 20 + 6 + 8);
        assert!(t.is_only_groups_and_peers());
    }

    /// A sum cage says more than its cells' distinct digits.
    #[test]
    fn a_sum_is_more_than_groups() {
        let cage = crate::rules::kinds::KillerCage {
            cells: vec![cell("r1c1"), cell("r1c2")],
            total: Some(3),
        };
        let rules = Rules::new(Layout::Boxes, vec![Constraint::Killer(cage)]).unwrap();
        assert!(!rules.topology().is_only_groups_and_peers());
        assert_eq!(
            rules.topology().name(GroupId::group(27)),
            "the killer cage at r1c1"
        );
    }

    /// Rules with more groups than a group id can number keep every group's peers and
    /// number the first 256: 272 two-cell renban lines (every pair of neighbours) make
    /// 299 groups.
    #[test]
    fn groups_past_what_an_id_numbers_still_make_peers() {
        let mut lines = Vec::new();
        for a in Cell::all() {
            for b in Cell::all() {
                let (dr, dc) = (
                    b.row() as i32 - a.row() as i32,
                    b.col() as i32 - a.col() as i32,
                );
                if a < b && dr.abs() <= 1 && dc.abs() <= 1 {
                    lines.push(Constraint::Renban(crate::rules::kinds::Renban {
                        cells: vec![a, b],
                    }));
                }
            }
        }
        assert_eq!(lines.len(), 272);
        let t = Rules::new(Layout::Boxes, lines).unwrap().topology();
        assert_eq!(t.groups().len(), 27 + 272);
        assert_eq!(t.ids().count(), GroupId::MAX_GROUPS);
        assert!(t.ids().all(|id| t.cells(id).len() >= 2));
        // r4c4 sees its row, column and box (20), and three of its diagonal neighbours
        // are outside them: r3c3, r3c5 and r5c3 (r5c5 is in its box).
        assert_eq!(t.peers(cell("r4c4")).len(), 23);
        // The groups holding a pair of neighbours: those every numbered group that
        // holds both is, including a line past the first 64 ids, and none past 256.
        for (a, b) in [("r1c1", "r1c2"), ("r8c8", "r9c9"), ("r9c8", "r9c9")] {
            let pair = CellSet::from_iter([cell(a), cell(b)]);
            let tried: Vec<GroupId> = t.ids().filter(|&g| t.cells(g).is_superset(pair)).collect();
            assert_eq!(t.groups_holding(pair).collect::<Vec<_>>(), tried, "{a} {b}");
        }
    }

    /// The groups holding a set of cells are those that hold every cell of it, in
    /// order, on a topology with diagonals, windows and cages; none for no cells.
    #[test]
    fn groups_holding_cells_are_those_that_hold_them_all() {
        let cage = |cells: &[&str]| {
            Constraint::Killer(crate::rules::kinds::KillerCage {
                cells: cells.iter().map(|&c| cell(c)).collect(),
                total: None,
            })
        };
        let rules = Rules::new(
            Layout::Boxes,
            vec![
                Constraint::Diagonal(Diagonal::Main),
                Constraint::Windoku(Windoku),
                cage(&["r2c2", "r2c3", "r3c3"]),
                cage(&["r5c5", "r6c6"]),
            ],
        )
        .unwrap();
        let t = rules.topology();
        let mut rng = crate::rng::Rng::new(5);
        for _ in 0..2000 {
            let cells: CellSet = (0..1 + rng.below(3))
                .map(|_| Cell::from_index(rng.below(81) as usize))
                .collect();
            let tried: Vec<GroupId> = t.ids().filter(|&g| t.cells(g).is_superset(cells)).collect();
            assert_eq!(
                t.groups_holding(cells).collect::<Vec<_>>(),
                tried,
                "{cells:?}"
            );
        }
        assert_eq!(t.groups_holding(CellSet::EMPTY).count(), 0);
    }
}
