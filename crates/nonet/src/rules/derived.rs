//! `Derived`: what every engine iterates, computed once from the rules: the groups of
//! cells that hold distinct digits (the houses among them) and each cell's peers.
//!
//! This is the shape the generic engines read, after Rangsk's SudokuSolver: singles,
//! subsets, fish and chains see only houses, groups and peers, whatever the variant.

use super::group::{Group, GroupLabel};
use super::rule_set::{Rules, region_label};
use crate::grid::{Cell, CellSet, House};

/// The groups and peers of a set of rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Derived {
    groups: Vec<Group>,
    peers: [CellSet; 81],
}

impl Derived {
    /// Derives the groups and peers of `rules` (also [`Rules::derive`]).
    pub fn new(rules: &Rules) -> Derived {
        let mut groups: Vec<Group> = Vec::new();
        let mut add = |group: Group| {
            if !groups.iter().any(|g| g.cells == group.cells) {
                groups.push(group);
            }
        };
        for n in 0..9u8 {
            add(Group {
                label: GroupLabel::Row(n),
                cells: House::row(n).cell_set(),
            });
            add(Group {
                label: GroupLabel::Column(n),
                cells: House::column(n).cell_set(),
            });
        }
        for n in 0..9u8 {
            add(Group {
                label: region_label(rules.layout(), n),
                cells: rules.layout().region(n),
            });
        }
        for (i, c) in rules.constraints().iter().enumerate() {
            for g in c.groups(i) {
                if g.cells.len() >= 2 {
                    add(g);
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
        Derived { groups, peers }
    }

    /// Every group, each set of cells once: rows, columns, regions, then the
    /// constraints' groups in the rules' order.
    pub fn groups(&self) -> &[Group] {
        &self.groups
    }

    /// The groups of nine cells, which hold every digit once.
    pub fn houses(&self) -> impl Iterator<Item = &Group> {
        self.groups.iter().filter(|g| g.is_house())
    }

    /// The cells that cannot hold the same digit as `cell`: its groups' other cells and
    /// the pairs the constraints forbid (anti-knight moves, kropki neighbours, ...).
    pub fn peers(&self, cell: Cell) -> CellSet {
        self.peers[cell.index()]
    }
}
