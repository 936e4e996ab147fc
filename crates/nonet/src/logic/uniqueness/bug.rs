//! Bivalue Universal Grave (BUG), types 1 to 4: Sudoku Explainer 1.2.1's search,
//! exactly.
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

use crate::bits::indices;
use crate::grid::{Candidates, Cell, CellSet, Digit, House, HouseKind};
use crate::logic::SeValue;
use crate::logic::counts::CandidateCounts;
use crate::logic::order::colex;
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

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
pub(crate) fn find(board: &Board, options: &BugOptions, sink: &mut Sink<'_>) -> ControlFlow<()> {
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

/// Sudoku Explainer's BUG producer: every type in one search, in SE's type order.
pub(crate) static SE_SEARCH: crate::logic::se_order::SeSearch =
    crate::logic::se_order::SeSearch(crate::logic::Finder::Board(|b, s| {
        find(b, &BugOptions::default(), s)
    }));

/// The registry's finder for one BUG type (`technique` is `Bug1`..`Bug4`), default
/// options.
pub(crate) fn find_technique(
    board: &Board,
    technique: Technique,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
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

/// A BUG found on a board: its cells (in discovery order, and as a set), each one's BUG digits,
/// all BUG digits, and the cells that see every BUG cell.
struct Grave<'a> {
    board: &'a Board,
    cells: Vec<Cell>,
    set: CellSet,
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
            set: CellSet::EMPTY,
            values: [Candidates::EMPTY; 81],
            all: Candidates::EMPTY,
            common: None,
        };
        // lk: the cells of 3+ candidates where the digits went wrong, while that is
        // always the same digit.
        let mut all_extra: Option<(CellSet, Digit)> = None;
        let three = CandidateCounts::of(board).at_least_three();
        let mut one_digit = true;
        for kind in KINDS {
            for n in 0..9 {
                let house = House::new(kind, n);
                for v in Digit::ALL {
                    let count = board.positions(house, v).count_ones();
                    if count == 0 || count == 2 {
                        continue;
                    }
                    let wide = board.cells_with_in(v, house) & three;
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
                grave.set.insert(cell);
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
        if !self.set.contains(cell) {
            self.cells.push(cell);
            self.set.insert(cell);
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
        self.set
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
            for i in indices(mask) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::testing::{first_step_on, pencil, rated_explanations};

    fn texts(board: &Board, options: &BugOptions) -> Vec<String> {
        rated_explanations(&hints(board, options))
    }

    /// 17-clue puzzle `..............1..2.34....5......2........61....5....3.....3....16
    /// .......7..8...45` (Royle's collection), which serate rates 5.6/1.2/1.2: its 5.6
    /// is this BUG+1, on the board Sudoku Explainer's producers reach first.
    #[test]
    fn bug_plus_1_serate_5_6() {
        let b = pencil(
            "58 1  2  7  59  3 4  6  89
             58 7  6  59 4   1 3  89 2
             9  3  4  2  6   8 7  5  1
             6  4  1  3  89  2 5  89 7
             3  89 7  59 589 6 1  2  4
             2  89 5  1  7   4 89 3  6
             4  5  89 6  3   7 2  1  89
             1  6  89 4  2   5 89 7  3
             7  2  3  8  1   9 6  4  5",
        );
        assert_eq!(
            texts(&b, &BugOptions::default()),
            vec!["5.6 BUG+1 with 9 in r5c5: r5c5<>5, r5c5<>8"]
        );
        assert!(first_step_on(&b, Technique::Bug1).is_some());
        assert!(first_step_on(&b, Technique::Bug2).is_none());
    }

    /// Sudoku Explainer's own BUG type 3 at 6.1, posted on the Enjoy Sudoku Players
    /// Forum ("BUG type 3 with SE 6.1", puzzle `..8...3.....5.4...4....1..2.19...85......
    /// ....53...62.1..4.8..7...9.6.....7...9..`): one of r4c4, r6c5, r6c4 forms a naked
    /// set (5) with r4c6, r5c5, r5c6, r6c6 on 2, 3, 5, 7 and 9 in the box.
    #[test]
    fn bug_type_3_se_forum_6_1() {
        let b = pencil(
            "5     2 8 | (6,7)   (6,9)   (7,9) | 3 4 1
             9     3 1 | 5       2       4     | 7 8 6
             4     7 6 | 3       8       1     | 5 9 2
             (2,7) 1 9 | (2,6,7) (4,6)   (2,3) | 8 5 (3,4)
             (2,8) 6 4 | (2,8)   (5,9)   (3,5) | 1 7 (3,9)
             (7,8) 5 3 | (1,7,8) (1,4,9) (7,9) | 6 2 (4,9)
             1     9 5 | 4       3       8     | 2 6 7
             3     8 2 | 9       7       6     | 4 1 5
             6     4 7 | (1,2)   (1,5)   (2,5) | 9 3 8",
        );
        let all = hints(&b, &BugOptions::default());
        assert_eq!(
            format!("{} {}", all[0].rating, all[0].explanation()),
            "6.1 BUG Type 3 with 2, 7 and 9 in r4c4, r6c5, r6c4 and naked quintuple 2, 3, 5, 7 \
             and 9 in box 5 (r4c6, r5c5, r5c6, r6c6): r5c4<>2"
        );
        assert_eq!(all, hints(&b, &BugOptions::LEGACY));
    }

    /// A board of 17-clue puzzle `................12....34...........3..5.6.....761.......
    /// .2...6.3.....4..8.2.5....` (Royle's collection): 9 is the only BUG digit, in
    /// r1c4 and r2c7, so no cell seeing both holds 9.
    #[test]
    fn bug_type_2() {
        let b = pencil(
            "6 59 8 579 12 12 79  3 4
             4 59 3 6   79 58 789 1 2
             7 2  1 89  3  4  89  5 6
             1 8  4 59  29 25 6   7 3
             9 3  5 4   6  7  2   8 1
             2 7  6 1   8  3  5   4 9
             5 1  7 2   4  9  3   6 8
             3 6  9 78  17 18 4   2 5
             8 4  2 3   5  6  1   9 7",
        );
        assert_eq!(
            texts(&b, &BugOptions::default()),
            vec!["5.7 BUG Type 2 with 9 in r1c4, r2c7: r1c7<>9, r2c5<>9"]
        );
    }

    /// A board of 17-clue puzzle `................12..3.45........35.6.2........6...7......
    /// 18......9...7...4..2....`: BUG cells r1c7, r1c8 share box 3 and row 1 and both
    /// hold 4 beside their BUG digits: type 4 once per shared house, then type 3, its
    /// naked pair (row 1) before its naked quad (box 3) with the lk fix, the other way
    /// round in 1.2.1.
    #[test]
    fn type_4_then_type_3_in_either_nesting() {
        let b = pencil(
            "8 9 7 36 1 2 346 456 35
             6 5 4 39 7 8 39  1   2
             2 1 3 69 4 5 8   67  79
             4 7 1 2  9 3 5   8   6
             9 2 5 8  6 1 34  47  37
             3 6 8 4  5 7 2   9   1
             7 3 2 1  8 4 69  56  59
             1 8 9 5  3 6 7   2   4
             5 4 6 7  2 9 1   3   8",
        );
        let type4 = "5.7 BUG Type 4 with 3 and 6 in r1c7, r1c8 and 4 in both";
        let pair = "5.8 BUG Type 3 with 3 and 6 in r1c7, r1c8 and naked pair 3 and 6 in row 1 \
                    (r1c4): r1c9<>3";
        let quad = "6.0 BUG Type 3 with 3 and 6 in r1c7, r1c8 and naked quad 3, 6, 7 and 9 in \
                    box 3 (r2c7, r3c8, r3c9): r1c9<>3";
        let lk = texts(&b, &BugOptions::default());
        assert_eq!(
            lk,
            vec![
                format!("{type4} (box 3): r1c7<>6, r1c8<>5"),
                format!("{type4} (row 1): r1c7<>6, r1c8<>5"),
                pair.to_string(),
                quad.to_string(),
            ]
        );
        let legacy = texts(&b, &BugOptions::LEGACY);
        assert_eq!(legacy[2..], [quad.to_string(), pair.to_string()]);
    }

    /// A board of 17-clue puzzle `................12..3..4.........3....5...4...1..67......
    /// .8..3...4...5..26..1....`: every digit with a wrong number of places is 9, but
    /// in houses where two cells of three candidates hold it, so 1.2.1 finds no BUG
    /// cell there and gives up; the lk extension makes all six cells BUG cells of 9.
    #[test]
    fn lk_extension_of_type_2() {
        let b = pencil(
            "7 29 1 269 5   689 89  4  3
             5 4  6 79  3   89  789 1  2
             8 29 3 1   279 4   6   5  79
             6 78 2 89  4   5   3   79 1
             3 78 5 289 29  1   4   6  79
             4 1  9 3   6   7   2   8  5
             9 5  7 4   8   2   1   3  6
             1 3  4 679 79  69  5   2  8
             2 6  8 5   1   3   79  79 4",
        );
        assert_eq!(
            texts(&b, &BugOptions::default()),
            vec!["5.7 BUG Type 2 with 9 in r2c7, r5c4, r8c4, r3c5, r1c6, r1c4: r2c4<>9"]
        );
        assert!(hints(&b, &BugOptions::LEGACY).is_empty());
    }

    /// The sweep's cells of three or more candidates among a digit's places in a
    /// house, taken from the bit-sliced counts, are those a walk over the places finds.
    #[test]
    fn wide_places_agree_with_each_cell() {
        for board in crate::logic::testing::agreement_boards() {
            let three = CandidateCounts::of(board).at_least_three();
            for house in House::all() {
                for v in Digit::ALL {
                    let walked: CellSet = indices(u32::from(board.positions(house, v)))
                        .map(|p| house.cells()[p])
                        .filter(|&c| board.candidates(c).len() >= 3)
                        .collect();
                    assert_eq!(board.cells_with_in(v, house) & three, walked);
                }
            }
        }
    }

    #[test]
    fn silent_when_not_a_grave() {
        assert!(hints(&Board::new(&crate::Grid::EMPTY), &BugOptions::default()).is_empty());
    }
}
