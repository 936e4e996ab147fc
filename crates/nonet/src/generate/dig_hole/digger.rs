//! The dig-hole specification's `PuzzleDigger`: one pass over a digging sequence that
//! empties each cell the restrictions allow and the reduction-to-absurdity check proves
//! safe, with pruning (a cell explored once is never explored again).

use super::config::LevelConfig;
use crate::grid::{Cell, CellSet, Grid};
use crate::solve::Solver;

/// The digging state over one terminal pattern.
#[derive(Clone, Debug)]
pub(crate) struct Digger {
    config: LevelConfig,
    puzzle: Grid,
    givens: usize,
    row_givens: [u8; 9],
    col_givens: [u8; 9],
    /// The dig-hole specification's `explored_cells`: every cell offered once, dug or not.
    explored: CellSet,
    /// Cells emptied, in order (the dig-hole specification's `dig_history`).
    dug: Vec<Cell>,
    /// Fast-solver searches the uniqueness checks ran.
    checks: u32,
}

impl Digger {
    /// A digger over a complete grid (the dig-hole specification's terminal pattern).
    pub(crate) fn new(terminal: Grid, config: LevelConfig) -> Digger {
        let mut row_givens = [0; 9];
        let mut col_givens = [0; 9];
        for cell in terminal.filled_cells() {
            row_givens[usize::from(cell.row())] += 1;
            col_givens[usize::from(cell.col())] += 1;
        }
        Digger {
            config,
            puzzle: terminal,
            givens: terminal.filled_count(),
            row_givens,
            col_givens,
            explored: CellSet::EMPTY,
            dug: Vec::with_capacity(64),
            checks: 0,
        }
    }

    /// The puzzle as dug so far.
    pub(crate) fn puzzle(&self) -> &Grid {
        &self.puzzle
    }

    /// Givens left.
    pub(crate) fn givens(&self) -> usize {
        self.givens
    }

    /// The cells dug, in order.
    #[cfg(test)]
    pub(crate) fn dug(&self) -> &[Cell] {
        &self.dug
    }

    /// Fast-solver searches run by the uniqueness checks so far.
    #[cfg(test)]
    pub(crate) fn checks(&self) -> u32 {
        self.checks
    }

    /// The dig-hole specification's step 4: offer the cells of `sequence` in order until the givens
    /// reach `target`.
    pub(crate) fn dig_sequence(&mut self, sequence: &[Cell], target: usize) {
        for &cell in sequence {
            if self.givens <= target {
                break;
            }
            self.dig_cell(cell);
        }
    }

    /// The dig-hole specification's `dig_cell`: mark `cell` explored, then empty it if the pruning
    /// rules and restrictions allow and the puzzle stays unique. Returns whether it
    /// was dug.
    ///
    /// The seed marks the cell before calling `can_dig_cell`, whose first rule then
    /// rejects every cell as already explored; the evident intent, followed here, is
    /// that the rule rejects cells explored by an *earlier* offer.
    pub(crate) fn dig_cell(&mut self, cell: Cell) -> bool {
        if !self.can_dig_cell(cell) {
            self.explored.insert(cell);
            return false;
        }
        self.explored.insert(cell);
        if !self.is_unique_after_digging(cell) {
            return false;
        }
        self.puzzle.set(cell, None);
        self.givens -= 1;
        self.row_givens[usize::from(cell.row())] -= 1;
        self.col_givens[usize::from(cell.col())] -= 1;
        self.dug.push(cell);
        true
    }

    /// The dig-hole specification's `can_dig_cell`: pruning (never revisit; the cell holds
    /// a digit), restriction 1 (givens stay at or above the level's minimum) and
    /// restriction 2 (its row and column keep at least the lower bound).
    pub(crate) fn can_dig_cell(&self, cell: Cell) -> bool {
        let bound = self.config.lower_bound;
        !self.explored.contains(cell)
            && self.puzzle.get(cell).is_some()
            && self.givens > usize::from(self.config.min_givens)
            && self.row_givens[usize::from(cell.row())] > bound
            && self.col_givens[usize::from(cell.col())] > bound
    }

    /// The dig-hole specification's reduction to absurdity: put each other digit that its
    /// peers allow in `cell`; if any of them leads to a solution, emptying the cell would
    /// leave two, so it must stay. If none does, the cell's own digit is forced and the
    /// puzzle stays unique without it.
    fn is_unique_after_digging(&mut self, cell: Cell) -> bool {
        let Some(original) = self.puzzle.get(cell) else {
            return false;
        };
        let solver = Solver::new().stop_at(1);
        let mut trial = self.puzzle;
        trial.set(cell, None);
        let alternatives = trial.candidates(cell).without(original);
        for alternative in alternatives {
            trial.set(cell, Some(alternative));
            self.checks += 1;
            if solver.count_grid(&trial) > 0 {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rate::DigHoleLevel;
    use crate::solve::{count_solutions, random_solved_grid, reference};

    #[test]
    fn every_dig_keeps_the_puzzle_unique_and_the_restrictions() {
        for level in DigHoleLevel::ALL {
            let config = LevelConfig::of(level);
            let terminal = random_solved_grid(u64::from(level.number()));
            let mut digger = Digger::new(terminal, config);
            let cells: Vec<Cell> = Cell::all().collect();
            digger.dig_sequence(&cells, 0);
            let p = *digger.puzzle();
            assert_eq!(count_solutions(&p.into(), 2), 1, "{level:?}");
            assert!(terminal.solves(&p));
            assert!(p.filled_count() >= usize::from(config.min_givens));
            assert_eq!(p.filled_count(), digger.givens());
            assert_eq!(81 - digger.dug().len(), digger.givens());
            for i in 0..9u8 {
                let row = (0..9).filter(|&c| p.get(Cell::at(i, c).unwrap()).is_some());
                let col = (0..9).filter(|&r| p.get(Cell::at(r, i).unwrap()).is_some());
                assert!(row.count() >= usize::from(config.lower_bound));
                assert!(col.count() >= usize::from(config.lower_bound));
            }
        }
    }

    #[test]
    fn an_explored_cell_is_never_offered_again() {
        let terminal = random_solved_grid(5);
        let mut digger = Digger::new(terminal, LevelConfig::of(DigHoleLevel::Evil));
        let cell = Cell::from_index(40);
        assert!(
            digger.dig_cell(cell),
            "the first dig from a full grid is always safe"
        );
        assert!(!digger.can_dig_cell(cell));
        let checks = digger.checks();
        assert!(!digger.dig_cell(cell));
        assert_eq!(digger.checks(), checks, "no search for a pruned cell");
    }

    #[test]
    fn reduction_to_absurdity_agrees_with_counting_solutions() {
        // Replay one pass: each cell that passes the restrictions is dug exactly
        // when the puzzle without it still has one solution, by the reference solver.
        let terminal = random_solved_grid(9);
        let mut digger = Digger::new(terminal, LevelConfig::of(DigHoleLevel::Evil));
        let mut refused = 0;
        for cell in Cell::all() {
            let before = *digger.puzzle();
            let allowed = digger.can_dig_cell(cell);
            let dug = digger.dig_cell(cell);
            let mut without = before;
            without.set(cell, None);
            if allowed {
                assert_eq!(
                    dug,
                    reference::count_solutions(&without, 2).0 == 1,
                    "{cell}"
                );
                refused += usize::from(!dug);
            } else {
                assert!(!dug);
            }
        }
        assert!(
            refused > 0,
            "a pass down to the low twenties refuses some cells"
        );
    }
}
