//! What an assumption forces over a topology: the propagation every generic forcing
//! chain runs (Nishio, cell, region and dynamic forcing chains on a variant board).
//!
//! **Rules.** The topology's, and the pair relations of the rules' constraints, so every
//! consequence holds under the rules:
//! - a digit on in a cell is off in the cell's other candidates (it holds one digit)
//!   and off in its peers (peers hold different digits);
//! - a cell with one candidate left not off has it on;
//! - a digit with one place left in a full group (nine cells, every digit once) is on
//!   there;
//! - a digit on in a cell is off in the digits a constraint's pair relation (a dot, a
//!   thermometer's neighbours, a two-cell cage) does not allow in the other cell;
//! - a candidate both on and off, an empty cell with every candidate off, or a full
//!   group with every place of a missing digit off, is a contradiction: the assumption
//!   was false.
//!
//! The propagation is dynamic: a cell or group rule counts the candidates the
//! assumption has already turned off, not only those of the board. It is breadth
//! first, so each potential's recorded parent (the potential that forced it first)
//! gives one of the shortest chains back to the assumption, which is what a step shows.
//! In single-digit mode (Nishio) only the assumed digit's potentials follow, through
//! peers and full groups: no cell rule, so no other digit takes part.

use crate::grid::{Candidates, Cell, CellSet, Digit, GroupId};
use crate::logic::constraints::{Pair, pairs_by_cell};
use crate::logic::{Board, Candidate, Potential};

/// A potential as an index: `2 * (9 * cell + digit) + on`.
type Pot = u16;

/// No parent: the assumption.
const ROOT: Pot = Pot::MAX;

fn pot(cell: Cell, digit: Digit, on: bool) -> Pot {
    ((cell.index() * 9 + digit.index()) * 2 + usize::from(on)) as Pot
}

fn cell_of(p: Pot) -> Cell {
    Cell::from_index(usize::from(p) / 18)
}

fn digit_of(p: Pot) -> Digit {
    Digit::from_index(usize::from(p) / 2 % 9)
}

fn is_on(p: Pot) -> bool {
    p & 1 == 1
}

fn public(p: Pot) -> Potential {
    Potential {
        candidate: Candidate::new(cell_of(p), digit_of(p)),
        on: is_on(p),
    }
}

/// The full groups of a board's topology, read once per search: their cells, the
/// digits already placed in each, and the full groups of each cell.
pub(crate) struct Groups {
    ids: Vec<GroupId>,
    cells: Vec<CellSet>,
    placed: Vec<Candidates>,
    of_cell: Vec<Vec<u8>>,
    /// The constraints' pair relations from each cell (empty without constraints).
    pairs: Vec<Vec<Pair>>,
}

impl Groups {
    /// The full groups of `board`'s topology, each set of cells once.
    pub(crate) fn of(board: &Board) -> Groups {
        let topology = board.topology();
        let (mut ids, mut cells) = (Vec::new(), Vec::<CellSet>::new());
        for id in topology.full_groups() {
            if !cells.contains(&topology.cells(id)) {
                ids.push(id);
                cells.push(topology.cells(id));
            }
        }
        let placed = cells
            .iter()
            .map(|g| g.iter().filter_map(|c| board.value(c)).collect())
            .collect();
        let mut of_cell = vec![Vec::new(); 81];
        for (i, g) in cells.iter().enumerate() {
            for c in *g {
                of_cell[c.index()].push(i as u8);
            }
        }
        Groups {
            ids,
            cells,
            placed,
            of_cell,
            pairs: pairs_by_cell(board),
        }
    }

    /// The id of full group `i`.
    pub(crate) fn id(&self, i: usize) -> GroupId {
        self.ids[i]
    }

    /// The full groups' cells.
    pub(crate) fn cells(&self) -> &[CellSet] {
        &self.cells
    }

    /// The digits placed in full group `i`.
    pub(crate) fn placed(&self, i: usize) -> Candidates {
        self.placed[i]
    }
}

/// Why an assumption cannot hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Contradiction {
    /// This candidate was forced both on and off.
    Clash(Candidate),
    /// Every candidate of this cell was forced off.
    EmptyCell(Cell),
    /// Every place of this digit in this full group (index into [`Groups::cells`]) was
    /// forced off.
    NoPlace(usize, Digit),
}

impl Contradiction {
    /// The full group a contradiction leaves with no place for a digit, if that is
    /// what it is.
    pub(crate) fn group(self, groups: &Groups) -> Option<GroupId> {
        match self {
            Contradiction::NoPlace(g, _) => Some(groups.id(g)),
            _ => None,
        }
    }
}

/// The consequences of one assumption: which candidates it forces on and off, and
/// the potential that forced each first.
#[derive(Clone)]
pub(crate) struct Consequences {
    on: [Candidates; 81],
    off: [Candidates; 81],
    /// The board's candidates minus those forced off.
    open: [Candidates; 81],
    open_of: [CellSet; 9],
    parent: Vec<Pot>,
    queue: Vec<Pot>,
    contradiction: Option<Contradiction>,
}

impl Default for Consequences {
    fn default() -> Consequences {
        Consequences {
            on: [Candidates::EMPTY; 81],
            off: [Candidates::EMPTY; 81],
            open: [Candidates::EMPTY; 81],
            open_of: [CellSet::EMPTY; 9],
            parent: vec![ROOT; 81 * 9 * 2],
            queue: Vec::with_capacity(81 * 9 * 2),
            contradiction: None,
        }
    }
}

impl Consequences {
    /// Propagates `assumption` on `board` (in single-digit mode, only its digit's
    /// potentials), replacing what was there; returns the contradiction it reached.
    pub(crate) fn propagate(
        &mut self,
        board: &Board,
        groups: &Groups,
        assumption: Potential,
        single_digit: bool,
    ) -> Option<Contradiction> {
        self.on = [Candidates::EMPTY; 81];
        self.off = [Candidates::EMPTY; 81];
        self.open = *board.all_candidates();
        for d in Digit::ALL {
            self.open_of[d.index()] = board.cells_with(d);
        }
        self.queue.clear();
        self.contradiction = None;
        let Candidate { cell, digit } = assumption.candidate;
        self.push(pot(cell, digit, assumption.on), ROOT);
        let mut head = 0;
        while head < self.queue.len() && self.contradiction.is_none() {
            let p = self.queue[head];
            head += 1;
            if is_on(p) {
                self.on_to_off(board, groups, p, single_digit);
            } else {
                self.off_to_on(groups, p, single_digit);
            }
        }
        self.contradiction
    }

    /// A digit on in a cell: off in the cell's other candidates, in its peers, and in
    /// what its pair relations do not allow (in single-digit mode, only where that is
    /// the same digit).
    fn on_to_off(&mut self, board: &Board, groups: &Groups, p: Pot, single_digit: bool) {
        let (cell, digit) = (cell_of(p), digit_of(p));
        if !single_digit {
            for other in self.open[cell.index()].without(digit) {
                self.push(pot(cell, other, false), p);
            }
        }
        for peer in board.topology().peers(cell) & self.open_of[digit.index()] {
            self.push(pot(peer, digit, false), p);
        }
        for pair in &groups.pairs[cell.index()] {
            let mut ruled_out = self.open[pair.b.index()] - pair.allowed[digit.index()];
            if single_digit {
                ruled_out &= Candidates::single(digit);
            }
            for d in ruled_out {
                self.push(pot(pair.b, d, false), p);
            }
        }
    }

    /// A digit off in a cell: the cell's last candidate is on, the digit's last place
    /// in each of the cell's full groups is on.
    fn off_to_on(&mut self, groups: &Groups, p: Pot, single_digit: bool) {
        let (cell, digit) = (cell_of(p), digit_of(p));
        if !single_digit {
            let open = self.open[cell.index()];
            match open.single_digit() {
                Some(last) => self.push(pot(cell, last, true), p),
                None if open.is_empty() => {
                    self.contradiction = Some(Contradiction::EmptyCell(cell));
                    return;
                }
                None => {}
            }
        }
        for &g in &groups.of_cell[cell.index()] {
            let g = usize::from(g);
            if groups.placed[g].contains(digit) {
                continue;
            }
            let places = self.open_of[digit.index()] & groups.cells[g];
            match places.single_cell() {
                Some(last) => self.push(pot(last, digit, true), p),
                None if places.is_empty() => {
                    self.contradiction = Some(Contradiction::NoPlace(g, digit));
                    return;
                }
                None => {}
            }
        }
    }

    /// Records `p`, forced by `parent`, unless it is known; a clash with its opposite
    /// is a contradiction.
    fn push(&mut self, p: Pot, parent: Pot) {
        let (cell, digit) = (cell_of(p), digit_of(p));
        let i = cell.index();
        let (same, opposite) = if is_on(p) {
            (self.on[i], self.off[i])
        } else {
            (self.off[i], self.on[i])
        };
        if same.contains(digit) {
            return;
        }
        self.parent[usize::from(p)] = parent;
        if is_on(p) {
            self.on[i].insert(digit);
        } else {
            self.off[i].insert(digit);
            self.open[i].remove(digit);
            self.open_of[digit.index()].remove(cell);
        }
        if opposite.contains(digit) {
            self.contradiction = Some(Contradiction::Clash(Candidate::new(cell, digit)));
            return;
        }
        self.queue.push(p);
    }

    /// The contradiction the last propagation reached, if any.
    pub(crate) fn contradiction(&self) -> Option<Contradiction> {
        self.contradiction
    }

    /// The digits forced on in each cell.
    pub(crate) fn on(&self) -> &[Candidates; 81] {
        &self.on
    }

    /// The digits forced off in each cell.
    pub(crate) fn off(&self) -> &[Candidates; 81] {
        &self.off
    }

    /// The chain from the assumption to `target` (a potential this propagation
    /// forced), assumption first.
    pub(crate) fn chain(&self, target: Potential) -> Vec<Potential> {
        let Candidate { cell, digit } = target.candidate;
        let mut p = pot(cell, digit, target.on);
        let mut chain = vec![public(p)];
        // Each potential's parent was recorded before it, so the walk ends at the
        // assumption; the length bound only keeps a broken invariant from hanging.
        while self.parent[usize::from(p)] != ROOT && chain.len() <= self.parent.len() {
            p = self.parent[usize::from(p)];
            chain.push(public(p));
        }
        chain.reverse();
        chain
    }

    /// The chains that make `contradiction`: to the on and the off of a clashing
    /// candidate, to each candidate of an emptied cell, to each place of a digit a full
    /// group lost.
    pub(crate) fn contradiction_chains(
        &self,
        board: &Board,
        groups: &Groups,
        contradiction: Contradiction,
    ) -> Vec<Vec<Potential>> {
        let off = |cell: Cell, digit: Digit| {
            self.chain(Potential {
                candidate: Candidate::new(cell, digit),
                on: false,
            })
        };
        match contradiction {
            Contradiction::Clash(candidate) => [true, false]
                .map(|on| self.chain(Potential { candidate, on }))
                .into(),
            Contradiction::EmptyCell(cell) => board
                .candidates(cell)
                .iter()
                .map(|d| off(cell, d))
                .collect(),
            Contradiction::NoPlace(g, digit) => (board.cells_with(digit) & groups.cells[g])
                .iter()
                .map(|c| off(c, digit))
                .collect(),
        }
    }
}
