//! Bivalue Universal Grave (BUG), types 1 to 4: Sudoku Explainer's search
//! (`se-rating.md` §2.10), exactly.
//!
//! **Pattern.** Remove from a few cells (the BUG cells) one or more of their digits
//! (the BUG digits), and every unsolved cell holds exactly two candidates and every
//! digit has exactly two places (or none) in every house: a "grave" that has either
//! no solution or several. On a proper puzzle some BUG cell must therefore take one of
//! its BUG digits. The BUG digits are found house by house: a digit with a number of
//! places other than 0 and 2 in a house, exactly one of them in a cell of three or
//! more candidates, is a BUG digit of that cell.
//!
//! **Eliminations.** Type 1 (BUG+1): a single BUG cell takes its BUG digit(s): its
//! other candidates go. Type 2: all BUG cells share one BUG digit, which lies in one
//! of them, so no cell seeing them all holds it. Type 3: the BUG cells share a house,
//! and their BUG digits form a naked set there with other cells that see them all; the
//! set's digits go from the rest of those cells. Type 4: two BUG cells in one house
//! both hold one non-BUG digit `w`; one of them takes its BUG digit, so in each only
//! its BUG digit and `w` can stay.
//!
//! **Order.** Sudoku Explainer's: houses box, row, column, each numbered 0..9, digits
//! 1..9; the sweep stops early when no type can apply. Then type 1; or type 2 and,
//! with two cells, type 4; or, with cells seen by all BUG cells, type 4 (two cells) and
//! type 3, whose naked sets grow from pairs (degree outside, house kind inside, with
//! the lk fix; house kind outside in 1.2.1), other cells in colex order.
//!
//! **lk fix.** SukakuExplainer's extension (on by default, as in the reference
//! ratings): when every digit with a wrong number of places is one digit `v`, every
//! cell of three or more candidates holding `v` where it went wrong becomes a BUG cell
//! with BUG digit `v`, so type 2 also catches a cell with `v` in several such houses.
//! [`BugOptions::LEGACY`] restores 1.2.1, which also nests type 3's loops the other
//! way round.
//!
//! **Example.** Every unsolved cell is bivalue but r5c5 = {2, 7, 9}, and 7 has three
//! places in row 5, column 5 and box 5: r5c5 must be 7 (`BUG+1 with 7 in r5c5:
//! r5c5<>2, r5c5<>9`).

use std::ops::ControlFlow;

use crate::grid::{Candidates, Cell, CellSet, Digit, House, HouseKind};
use crate::logic::order::{bits, colex};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};
use crate::rate::SeValue;

/// How the BUG search behaves where Sudoku Explainer versions differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BugOptions {
    /// lkSudoku's extension, on in SukakuExplainer's rater (and in the reference
    /// ratings): the one-digit case of type 2, and type 3's smallest sets first.
    pub lk_fix: bool,
}

impl BugOptions {
    /// Sudoku Explainer 1.2.1 as released: the fix off.
    pub const LEGACY: BugOptions = BugOptions { lk_fix: false };
}

impl Default for BugOptions {
    fn default() -> BugOptions {
        BugOptions { lk_fix: true }
    }
}

/// Sends every BUG hint of `board` in Sudoku Explainer's emission order (its producer
/// 19 applies the first) until the sink says stop.
pub fn find(board: &Board, options: &BugOptions, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let Some(grave) = Grave::find(board, options.lk_fix) else {
        return ControlFlow::Continue(());
    };
    grave.emit(options.lk_fix, sink)
}

/// Every BUG hint of `board`, in Sudoku Explainer's emission order.
pub fn hints(board: &Board, options: &BugOptions) -> Vec<Step> {
    let mut all = Vec::new();
    let _ = find(board, options, &mut |step| {
        all.push(step);
        ControlFlow::Continue(())
    });
    all
}

/// The registry's finder for one BUG type (`technique` is `Bug1`..`Bug4`), default
/// options.
pub fn find_technique(board: &Board, technique: Technique, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find(board, &BugOptions::default(), &mut |step| {
        if step.technique == technique {
            sink(step)
        } else {
            ControlFlow::Continue(())
        }
    })
}

/// House kinds in Sudoku Explainer's order.
const KINDS: [HouseKind; 3] = [HouseKind::Box, HouseKind::Row, HouseKind::Column];

/// A BUG found on a board: its cells (in discovery order), each one's BUG digits,
/// all BUG digits, and the cells that see every BUG cell.
struct Grave<'a> {
    board: &'a Board,
    cells: Vec<Cell>,
    values: [Candidates; 81],
    all: Candidates,
    common: Option<CellSet>,
}

impl<'a> Grave<'a> {
    /// SE's sweep and its checks; `None` when the board is no BUG or no type applies.
    fn find(board: &'a Board, lk: bool) -> Option<Grave<'a>> {
        let mut grave = Grave {
            board,
            cells: Vec::new(),
            values: [Candidates::EMPTY; 81],
            all: Candidates::EMPTY,
            common: None,
        };
        // lk: the cells of 3+ candidates where the digits went wrong, while that is
        // always the same digit.
        let mut all_extra: Option<(CellSet, Digit)> = None;
        let mut one_digit = true;
        for kind in KINDS {
            for n in 0..9 {
                let house = House::new(kind, n);
                for v in Digit::ALL {
                    let places = board.positions(house, v);
                    let count = places.count_ones();
                    if count == 0 || count == 2 {
                        continue;
                    }
                    let wide: CellSet = bits(u32::from(places))
                        .map(|p| house.cells()[p])
                        .filter(|&c| board.candidates(c).len() >= 3)
                        .collect();
                    if lk {
                        match &mut all_extra {
                            None => all_extra = Some((wide, v)),
                            Some((cells, only)) if one_digit => {
                                if *only == v {
                                    *cells |= wide;
                                } else {
                                    one_digit = false;
                                }
                            }
                            Some(_) => {}
                        }
                    }
                    if let Some(cell) = wide.single_cell() {
                        if !grave.add(cell, v) {
                            return None;
                        }
                    }
                    if wide.is_empty() {
                        return None;
                    }
                }
            }
        }
        if let (true, true, Some((cells, only))) = (lk, one_digit, all_extra) {
            for cell in cells - grave.cell_set() {
                grave.cells.push(cell);
                grave.values[cell.index()] = Candidates::single(only);
                if !grave.narrow(cell) {
                    return None;
                }
            }
        }
        grave.is_grave().then_some(grave)
    }

    /// Records BUG digit `v` of `cell`; false when the sweep must stop (two or more
    /// cells, two or more digits, and no cell sees them all).
    fn add(&mut self, cell: Cell, v: Digit) -> bool {
        if !self.cells.contains(&cell) {
            self.cells.push(cell);
        }
        self.values[cell.index()].insert(v);
        self.all.insert(v);
        self.narrow(cell)
    }

    /// Narrows the cells seeing every BUG cell to those seeing `cell` too.
    fn narrow(&mut self, cell: Cell) -> bool {
        let peers = CellSet::peers_of(cell);
        let common = self.common.map_or(peers, |c| c & peers) - self.cell_set();
        self.common = Some(common);
        !(self.cells.len() > 1 && self.all.len() > 1 && common.is_empty())
    }

    fn cell_set(&self) -> CellSet {
        self.cells.iter().copied().collect()
    }

    /// With the BUG digits removed: every unsolved cell is bivalue and every digit has
    /// 0 or 2 places in every house.
    fn is_grave(&self) -> bool {
        let left = |c: Cell| self.board.candidates(c) - self.values[c.index()];
        if self.board.empty_cells().iter().any(|c| left(c).len() != 2) {
            return false;
        }
        let mut removed = [CellSet::EMPTY; 9];
        for &c in &self.cells {
            for v in self.values[c.index()] {
                removed[v.index()].insert(c);
            }
        }
        House::all().all(|house| {
            Digit::ALL.into_iter().all(|v| {
                let count = (self.board.cells_with_in(v, house) - removed[v.index()]).len();
                count == 0 || count == 2
            })
        })
    }

    fn common(&self) -> CellSet {
        self.common.unwrap_or(CellSet::EMPTY)
    }

    /// Sends the hints in SE's order.
    fn emit(&self, lk: bool, sink: &mut Sink<'_>) -> ControlFlow<()> {
        if self.cells.len() == 1 {
            return sink(self.type1());
        }
        if self.all.len() == 1 {
            if let Some(step) = self.type2() {
                sink(step)?;
            }
            if self.cells.len() == 2 {
                self.type4(sink)?;
            }
        } else if !self.common().is_empty() {
            if self.cells.len() == 2 {
                self.type4(sink)?;
            }
            self.type3(lk, sink)?;
        }
        ControlFlow::Continue(())
    }

    fn pattern(
        &self,
        subset: Option<(House, CellSet, Candidates)>,
        common: Option<(House, Digit)>,
    ) -> Pattern {
        Pattern::Bug {
            cells: self.cells.clone(),
            digits: self.all,
            subset,
            common,
        }
    }

    /// Type 1: the BUG cell keeps only its BUG digits.
    fn type1(&self) -> Step {
        let cell = self.cells[0];
        let mut step = Step::new(Technique::Bug1, self.pattern(None, None));
        for d in self.board.candidates(cell) - self.all {
            step.push_elimination(cell, d);
        }
        step
    }

    /// Type 2: the one BUG digit goes from every cell that sees all BUG cells.
    fn type2(&self) -> Option<Step> {
        let v = self.all.first()?;
        let mut step = Step::new(Technique::Bug2, self.pattern(None, None));
        for cell in self.common() & self.board.cells_with(v) {
            step.push_elimination(cell, v);
        }
        step.is_productive().then_some(step)
    }

    /// Type 4: two BUG cells sharing a house and one non-BUG digit `w`: each keeps
    /// only its BUG digits and `w`. One hint per kind of house they share.
    fn type4(&self, sink: &mut Sink<'_>) -> ControlFlow<()> {
        let (c1, c2) = (self.cells[0], self.cells[1]);
        let Some(w) =
            ((self.board.candidates(c1) & self.board.candidates(c2)) - self.all).single_digit()
        else {
            return ControlFlow::Continue(());
        };
        for kind in KINDS {
            let house = c1.house(kind);
            if house != c2.house(kind) {
                continue;
            }
            let mut step = Step::new(Technique::Bug4, self.pattern(None, Some((house, w))));
            for c in [c1, c2] {
                for d in self.board.candidates(c) - self.values[c.index()] - Candidates::single(w) {
                    step.push_elimination(c, d);
                }
            }
            sink(step)?;
        }
        ControlFlow::Continue(())
    }

    /// Type 3: for a house holding every BUG cell, naked sets of `degree` digits made
    /// of the BUG digits and `degree - 1` cells that see every BUG cell.
    fn type3(&self, lk: bool, sink: &mut Sink<'_>) -> ControlFlow<()> {
        if lk {
            for degree in 2..=6 {
                for kind in KINDS {
                    self.type3_in(kind, degree, sink)?;
                }
            }
        } else {
            for kind in KINDS {
                for degree in 2..=6 {
                    self.type3_in(kind, degree, sink)?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn type3_in(&self, kind: HouseKind, degree: u32, sink: &mut Sink<'_>) -> ControlFlow<()> {
        let house = self.cells[0].house(kind);
        if self.cells.iter().any(|c| c.house(kind) != house) {
            return ControlFlow::Continue(());
        }
        let region = self.common() & house.cell_set();
        let cells: Vec<Cell> = region.iter().collect();
        if (cells.len() as u32) < degree {
            return ControlFlow::Continue(());
        }
        for mask in colex(cells.len() as u32, degree - 1) {
            let mut naked = CellSet::EMPTY;
            let mut union = Candidates::EMPTY;
            let mut each_two = self.all.len() >= 2;
            for i in bits(mask) {
                let cands = self.board.candidates(cells[i]);
                naked.insert(cells[i]);
                union |= cands;
                each_two &= cands.len() >= 2;
            }
            if union.len() != degree || !each_two || (union | self.all).len() != degree {
                continue;
            }
            let rest = region - naked - self.cell_set();
            if rest.is_empty() {
                continue;
            }
            let mut step = Step::new(
                Technique::Bug3,
                self.pattern(Some((house, naked, union)), None),
            )
            .rated(SeValue::new(5.7).plus(f64::from(degree - 1) * 0.1));
            for cell in rest {
                for d in self.board.candidates(cell) & union {
                    step.push_elimination(cell, d);
                }
            }
            if step.is_productive() {
                sink(step)?;
            }
        }
        ControlFlow::Continue(())
    }
}
