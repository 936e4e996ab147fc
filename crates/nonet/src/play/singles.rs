//! `Singles`: naked and hidden singles over the groups and peers of any rules — the
//! propagation under the game's solution search and under "why is this wrong".

use crate::grid::{Candidates, Cell, Digit, Grid};
use crate::logic::Candidate;
use crate::rules::{GroupLabel, Topology};

/// Where singles ran out of room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dead {
    /// No digit is left for this empty cell.
    EmptyCell(Cell),
    /// This digit has no place left in this house.
    NoPlace(GroupLabel, Digit),
}

/// Values and the candidates their peers leave, under one set of derived rules.
#[derive(Clone, Debug)]
pub(crate) struct Singles<'a> {
    derived: &'a Topology,
    values: Grid,
    candidates: [Candidates; 81],
}

impl<'a> Singles<'a> {
    /// The state of `grid`: each empty cell's candidates are the digits none of its
    /// peers holds. Clashes between filled cells are the caller's to check.
    pub(crate) fn new(derived: &'a Topology, grid: &Grid) -> Singles<'a> {
        let mut candidates = [Candidates::EMPTY; 81];
        for cell in grid.empty_cells() {
            let mut c = Candidates::ALL;
            for p in derived.peers(cell) {
                if let Some(d) = grid.get(p) {
                    c.remove(d);
                }
            }
            candidates[cell.index()] = c;
        }
        Singles {
            derived,
            values: *grid,
            candidates,
        }
    }

    /// The values placed so far.
    pub(crate) fn values(&self) -> &Grid {
        &self.values
    }

    /// Places `digit` in `cell` and removes it from the peers' candidates.
    pub(crate) fn place(&mut self, cell: Cell, digit: Digit) {
        self.values.set(cell, Some(digit));
        self.candidates[cell.index()] = Candidates::EMPTY;
        for p in self.derived.peers(cell) {
            self.candidates[p.index()].remove(digit);
        }
    }

    /// Places singles one at a time until none is left, pushing each placement on
    /// `forced`; stops at the first empty cell or house with no place for a digit. One
    /// placement at a time, so that `forced` is a sequence a reader can follow, each
    /// placement a single when it is made.
    pub(crate) fn propagate(&mut self, forced: &mut Vec<Candidate>) -> Result<(), Dead> {
        loop {
            self.dead()?;
            let Some((cell, digit)) = self.naked_single().or_else(|| self.hidden_single()) else {
                return Ok(());
            };
            self.place(cell, digit);
            forced.push(Candidate::new(cell, digit));
        }
    }

    /// The first empty cell without candidates, or house digit without a place.
    fn dead(&self) -> Result<(), Dead> {
        if let Some(cell) = self
            .values
            .empty_cells()
            .iter()
            .find(|c| self.candidates[c.index()].is_empty())
        {
            return Err(Dead::EmptyCell(cell));
        }
        for house in self.derived.houses() {
            let (placed, open) = self.house_digits(house.cells);
            let missing = Candidates::ALL - placed - open;
            if let Some(d) = missing.iter().next() {
                return Err(Dead::NoPlace(house.label, d));
            }
        }
        Ok(())
    }

    /// The digits placed in `cells`, and the candidates of its empty cells.
    fn house_digits(&self, cells: crate::grid::CellSet) -> (Candidates, Candidates) {
        let mut placed = Candidates::EMPTY;
        let mut open = Candidates::EMPTY;
        for c in cells {
            match self.values.get(c) {
                Some(d) => placed.insert(d),
                None => open |= self.candidates[c.index()],
            }
        }
        (placed, open)
    }

    fn naked_single(&self) -> Option<(Cell, Digit)> {
        self.values.empty_cells().iter().find_map(|c| {
            let cands = self.candidates[c.index()];
            (cands.len() == 1).then(|| (c, cands.iter().next().expect("one digit")))
        })
    }

    fn hidden_single(&self) -> Option<(Cell, Digit)> {
        for house in self.derived.houses() {
            let (placed, _) = self.house_digits(house.cells);
            for d in (Candidates::ALL - placed).iter() {
                let mut places = house
                    .cells
                    .iter()
                    .filter(|c| self.candidates[c.index()].contains(d));
                if let (Some(c), None) = (places.next(), places.next()) {
                    return Some((c, d));
                }
            }
        }
        None
    }
}
