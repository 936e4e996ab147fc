//! Sue de Coq (two-sector disjoint subsets), basic and extended.
//!
//! **Pattern.** In the intersection of a box and a line, two or three empty cells C
//! with candidates V, at least |C| + 2 of them. In the rest of the line, cells D with
//! candidates VD; in the rest of the box, cells E with candidates VE; VD and VE share no
//! digit, each set takes at least one of V's surplus digits, and the three sets
//! together hold exactly as many digits as cells: |V ∪ VD ∪ VE| = |C| + |D| + |E|. The
//! basic form has one bivalue cell in D and one in E, with VD, VE ⊆ V; the extended form
//! allows more cells and digits outside V.
//!
//! **Why.** C and D lie in the line, C and E in the box, and D and E share no digit, so
//! the |C| + |D| + |E| cells all take different digits: every digit of the union is in
//! them exactly once. A digit of VD cannot be in E, so it is in C or D (in the line); a
//! digit of VE is in C or E (in the box); a digit of V in neither is in C.
//!
//! **Eliminations.** VD and V − VE from the rest of the line; VE and V − VD from the
//! rest of the box.
//!
//! **Order.** Boxes 1 to 9; for each, its three rows then its three columns; the
//! intersection's pairs (colex) then its triple; line sets, then box sets, smallest
//! first and, among one size, as increasing bitmasks of their cells in house order.
//!
//! **Example** (HoDoKu, "sdc04", extended). In box 6 and column 8, C = r4c8,r6c8
//! {3,5,7,8}, the line set r8c8 {3,5} and the box set r4c7,r5c9 {7,8,9}: five cells
//! holding exactly the five digits 3, 5, 7, 8, 9. 3 and 5 leave the rest of column 8;
//! 7, 8 and 9 the rest of box 6.

use std::ops::ControlFlow;

use crate::grid::{Candidates, Cell, CellSet, House, HouseKind};
use crate::logic::order::crossing;
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every Sue de Coq that eliminates something.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let empty = board.empty_cells();
    for b in 0..9 {
        let bx = House::box_(b);
        let lines = crossing(bx, HouseKind::Row).chain(crossing(bx, HouseKind::Column));
        for line in lines {
            let inter = bx.cell_set() & line.cell_set() & empty;
            if inter.len() < 2 {
                continue;
            }
            let line_rest = Subsets::of(board, (line.cell_set() - bx.cell_set()) & empty);
            let box_rest = Subsets::of(board, (bx.cell_set() - line.cell_set()) & empty);
            let mut cells = [Cell::from_index(0); 3];
            for (slot, cell) in cells.iter_mut().zip(inter) {
                *slot = cell;
            }
            for c in intersection_sets(inter.len() as usize) {
                let core: CellSet = c.iter().map(|&i| cells[i]).collect();
                let sdc = Core {
                    board,
                    cells: core,
                    digits: union(board, core),
                    line: line.cell_set() & empty,
                    bx: bx.cell_set() & empty,
                };
                if sdc.digits.len() >= core.len() + 2 {
                    sdc.search(&line_rest, &box_rest, sink)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The cell tuples of an intersection of `n` empty cells: pairs in colex order, then
/// the triple.
fn intersection_sets(n: usize) -> impl Iterator<Item = &'static [usize]> {
    const PAIRS: [[usize; 2]; 3] = [[0, 1], [0, 2], [1, 2]];
    const TRIPLE: [usize; 3] = [0, 1, 2];
    let pairs = PAIRS.iter().take(if n == 3 { 3 } else { 1 });
    pairs.map(|p| &p[..]).chain((n == 3).then_some(&TRIPLE[..]))
}

fn union(board: &Board, cells: CellSet) -> Candidates {
    cells
        .iter()
        .fold(Candidates::EMPTY, |acc, c| acc | board.candidates(c))
}

/// The non-empty subsets of up to six cells and their candidates, smallest first.
struct Subsets {
    list: [(CellSet, Candidates); 63],
    len: usize,
}

impl Subsets {
    fn of(board: &Board, cells: CellSet) -> Subsets {
        let n = cells.len() as usize;
        let mut list = [Cell::from_index(0); 6];
        for (slot, cell) in list.iter_mut().zip(cells) {
            *slot = cell;
        }
        let mut subsets = Subsets {
            list: [(CellSet::EMPTY, Candidates::EMPTY); 63],
            len: 0,
        };
        for size in 1..=n as u32 {
            for m in (1u32..1 << n).filter(|m| m.count_ones() == size) {
                let set: CellSet = (0..n)
                    .filter(|&i| m >> i & 1 == 1)
                    .map(|i| list[i])
                    .collect();
                subsets.list[subsets.len] = (set, union(board, set));
                subsets.len += 1;
            }
        }
        subsets
    }

    fn iter(&self) -> impl Iterator<Item = (CellSet, Candidates)> + '_ {
        self.list[..self.len].iter().copied()
    }
}

/// The intersection cells of one candidate pattern and the houses around them.
struct Core<'a> {
    board: &'a Board,
    cells: CellSet,
    digits: Candidates,
    /// The empty cells of the line and of the box.
    line: CellSet,
    bx: CellSet,
}

impl Core<'_> {
    /// How many of the core's surplus digits a side set absorbs: its cells minus its
    /// digits from outside the core.
    fn slack(&self, cells: CellSet, digits: Candidates) -> i32 {
        cells.len() as i32 - (digits - self.digits).len() as i32
    }

    fn search(
        &self,
        line_sets: &Subsets,
        box_sets: &Subsets,
        sink: &mut Sink<'_>,
    ) -> ControlFlow<()> {
        let surplus = (self.digits.len() - self.cells.len()) as i32;
        for (d, vd) in line_sets.iter() {
            let slack_d = self.slack(d, vd);
            if slack_d < 1 || slack_d >= surplus {
                continue;
            }
            for (e, ve) in box_sets.iter() {
                if vd & ve != Candidates::EMPTY || self.slack(e, ve) != surplus - slack_d {
                    continue;
                }
                if let Some(step) = self.step(d, vd, e, ve) {
                    sink(step)?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn step(&self, d: CellSet, vd: Candidates, e: CellSet, ve: Candidates) -> Option<Step> {
        let line_victims = self.line - self.cells - d;
        let box_victims = self.bx - self.cells - e;
        let mut step: Option<Step> = None;
        let zones = [
            (vd | (self.digits - ve), line_victims),
            (ve | (self.digits - vd), box_victims),
        ];
        for (digits, zone) in zones {
            for x in digits {
                for cell in zone & self.board.cells_with(x) {
                    step.get_or_insert_with(|| {
                        Step::new(
                            Technique::SueDeCoq,
                            Pattern::SueDeCoq {
                                intersection: self.cells,
                                line_set: d,
                                box_set: e,
                                digits: self.digits,
                                line_digits: vd,
                                box_digits: ve,
                            },
                        )
                    })
                    .push_elimination(cell, x);
                }
            }
        }
        step
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::{all_steps_on, assert_sound, pencil, solution};
    use crate::logic::{Board, Technique};

    /// HoDoKu's "Sue de Coq (extended variant)" example "sdc04": the intersection
    /// r4c8,r6c8 {3,5,7,8} of box 6 and column 8, the line set r8c8 {3,5} and the box
    /// set r4c7,r5c9 {7,8,9}, which brings the extra digit 9.
    #[test]
    fn hodoku_extended_example() {
        let puzzle =
            "..4....9765.....2191...73.42.1.3....5.32.6...............6........1746..7...9..1.";
        let board = pencil(
            "3 2 4 8 6 1 5 9 7
             6 5 7 9 4 3 8 2 1
             9 1 8 5 2 7 3 6 4
             2 6789 1 4 3 589 79 578 5689
             5 789 3 2 18 6 1479 478 89
             4 689 69 7 158 589 129 358 235689
             1 349 259 6 58 258 2479 34578 23589
             8 39 259 1 7 4 6 35 2359
             7 46 256 3 9 258 24 1 258",
        );
        let steps = all_steps_on(&board, Technique::SueDeCoq);
        let solution = solution(puzzle);
        steps
            .iter()
            .for_each(|s| assert_sound(&board, &solution, s));
        let texts: Vec<String> = steps.iter().map(|s| s.explanation()).collect();
        assert!(
            texts.contains(
                &"Sue de Coq r4c8,r6c8 {3,5,7,8} with r8c8 {3,5} in the line and \
                  r4c7,r5c9 {7,8,9} in the box: r4c9<>8, r4c9<>9, r5c7<>7, r5c7<>9, \
                  r5c8<>7, r5c8<>8, r6c7<>9, r6c9<>8, r6c9<>9, r7c8<>3, r7c8<>5"
                    .to_string()
            ),
            "{texts:#?}"
        );
        assert_eq!(steps[0].rating.to_string(), "5.0");
    }

    #[test]
    fn silent_on_an_empty_grid() {
        assert!(all_steps_on(&Board::new(&crate::Grid::EMPTY), Technique::SueDeCoq).is_empty());
    }
}
