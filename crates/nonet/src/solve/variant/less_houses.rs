//! A linear sum less whole houses: every house sums to 45, so subtracting a house's
//! sum from both sides of `Σ coeff · digit = total` gives the same solutions. A pill
//! arrow whose shaft runs through most of a house then says the same thing over far
//! fewer cells: the shaft's cells in the house leave the sum, the house's other cells
//! join it with coefficient −1, and the total drops by 45. On the arrow and XV puzzle
//! of the variants file, a three-cell pill whose shaft is the rest of the grid becomes
//! `101a + 11b + 2c = 405` over the pill alone, which fixes it at the root.
//!
//! Houses are subtracted (or added) greedily, each time the one that removes the most
//! cells from the sum, while one still removes some.

use super::model::{cliques, term};
use super::props::Term;
use crate::grid::{Cell, CellSet};
use crate::rules::Topology;
use crate::rules::kinds::Arrow;

/// A linear sum over single cells: each cell's coefficient (zero when absent), the
/// total, the cells with a nonzero coefficient, and the order in which cells were
/// first named (cliques follow it).
#[derive(Clone, Debug)]
pub(super) struct Linear {
    pub(super) coeffs: [i32; 81],
    pub(super) total: i32,
    support: CellSet,
    order: Vec<Cell>,
}

impl Linear {
    /// An empty sum with `total`.
    fn new(total: i32) -> Linear {
        Linear {
            coeffs: [0; 81],
            total,
            support: CellSet::EMPTY,
            order: Vec::with_capacity(16),
        }
    }

    /// An arrow as a sum: the shaft less the circle read as a number is 0.
    pub(super) fn arrow(a: &Arrow) -> Linear {
        let mut sum = Linear::new(0);
        let n = a.circle.len() as u32;
        for (i, &c) in a.circle.iter().enumerate() {
            sum.add(c, -(10i32.pow(n - 1 - i as u32)));
        }
        for &c in &a.shaft {
            sum.add(c, 1);
        }
        sum
    }

    /// Adds `coeff · cell`.
    fn add(&mut self, cell: Cell, coeff: i32) {
        let k = &mut self.coeffs[cell.index()];
        if *k == 0 && !self.order.contains(&cell) {
            self.order.push(cell);
        }
        *k += coeff;
        if *k == 0 {
            self.support.remove(cell);
        } else {
            self.support.insert(cell);
        }
    }

    /// Subtracts `sign` times the houses' sums, greedily, while that leaves fewer
    /// cells in the sum.
    pub(super) fn less_houses(&mut self, derived: &Topology) {
        loop {
            let mut best: Option<(usize, CellSet, i32)> = None;
            for house in derived.houses() {
                // A subtraction brings in the house's cells outside the sum: with
                // four or fewer inside, it cannot gain.
                if (house.cells & self.support).len() < 5 {
                    continue;
                }
                for sign in [1, -1] {
                    let change: isize = house
                        .cells
                        .iter()
                        .map(|c| {
                            let k = self.coeffs[c.index()];
                            isize::from(k - sign != 0) - isize::from(k != 0)
                        })
                        .sum();
                    let gain = (-change).max(0) as usize;
                    if gain > 0 && best.is_none_or(|b| gain > b.0) {
                        best = Some((gain, house.cells, sign));
                    }
                }
            }
            let Some((_, cells, sign)) = best else {
                return;
            };
            for c in cells {
                self.add(c, -sign);
            }
            self.total -= 45 * sign;
        }
    }

    /// The sum's terms: the cells of each coefficient, split into groups of mutual
    /// peers.
    pub(super) fn terms(&self, derived: &Topology) -> Vec<Term> {
        let mut terms = Vec::new();
        let mut done = CellSet::EMPTY;
        for (i, &first) in self.order.iter().enumerate() {
            let k = self.coeffs[first.index()];
            if k == 0 || done.contains(first) {
                continue;
            }
            let cells: Vec<Cell> = self.order[i..]
                .iter()
                .copied()
                .filter(|c| self.coeffs[c.index()] == k)
                .collect();
            done |= cells.iter().copied().collect::<CellSet>();
            if let [one] = cells[..] {
                terms.push(term(derived, &[one], k));
            } else {
                for g in cliques(derived, &cells) {
                    terms.push(term(derived, &g, k));
                }
            }
        }
        terms
    }

    /// The cells with a nonzero coefficient.
    pub(super) fn support(&self) -> CellSet {
        self.support
    }

    /// How many cells the sum has (for tests).
    #[cfg(test)]
    pub(super) fn cells(&self) -> usize {
        self.support.len() as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::iss;
    use crate::grid::{Digit, Grid};
    use crate::rng::Rng;
    use crate::rules::{Constraint, Layout, Rules};
    use crate::solve::variant::engine::propagate;
    use crate::solve::variant::model::Model;
    use crate::solve::variant::queue::Queue;

    /// A pill arrow in ISS's text: the circle's cells, then the shaft's.
    fn pill(circle: &[usize], shaft: impl Iterator<Item = usize>) -> String {
        let name = |i: usize| format!("R{}C{}", i / 9 + 1, i % 9 + 1);
        let cells: Vec<String> = circle.iter().copied().chain(shaft).map(name).collect();
        format!(".PillArrow~{}~{}", circle.len(), cells.join("~"))
    }

    /// The candidates of the first cells after propagating `text` at the root.
    fn root(text: &str, cells: &[usize]) -> Vec<u16> {
        let puzzle = iss::parse(text).unwrap();
        let model = Model::new(&puzzle.rules, &puzzle.rules.topology());
        let mut queue = Queue::new(model.words);
        for p in 0..model.props.len() {
            queue.push(p as u32);
        }
        let (mut state, dirty) = model.start_for(&puzzle.givens);
        propagate(&model, &mut state, dirty, &mut queue).unwrap();
        cells.iter().map(|&c| state.cands[c]).collect()
    }

    #[test]
    fn a_shaft_over_the_rest_of_the_grid_leaves_the_pill_alone() {
        // The pill r1c1-r1c3 with every other cell on its shaft (the arrow and XV
        // puzzle of the variants file): rows 2 to 9 are 360, the rest of row 1 is
        // 45 less the pill, so 100a + 10b + c = 405 - a - b - c.
        let puzzle = iss::parse(&pill(&[0, 1, 2], 3..81)).unwrap();
        let derived = puzzle.rules.topology();
        let Constraint::Arrow(a) = &puzzle.rules.constraints()[0] else {
            panic!("an arrow");
        };
        let mut sum = Linear::arrow(a);
        assert_eq!(sum.cells(), 81);
        sum.less_houses(&derived);
        assert_eq!(sum.cells(), 3);
        assert_eq!(&sum.coeffs[..3], &[-101, -11, -2]);
        assert_eq!(sum.total, -405);
        // 101a + 11b + 2c = 405 has the one solution 387.
        assert_eq!(
            root(&pill(&[0, 1, 2], 3..81), &[0, 1, 2]),
            [1 << 2, 1 << 7, 1 << 6]
        );
    }

    #[test]
    fn a_shaft_over_most_of_a_column_fixes_the_pill() {
        // The pill r1c1-r1c2 with the rest of column 1 on its shaft: 10a + b = 45 - a,
        // so 41. The shaft's bounds alone (eight distinct digits, 36 to 44) leave a
        // as 3 or 4.
        let text = pill(&[0, 1], (1..9).map(|r| 9 * r));
        assert_eq!(root(&text, &[0, 1]), [1 << 3, 1 << 0]);
    }

    #[test]
    fn a_short_shaft_keeps_its_cells() {
        // Three cells of a row are fewer than the six a subtraction would bring in.
        let puzzle = iss::parse(".Arrow~R5C5~R1C1~R1C2~R1C3").unwrap();
        let derived = puzzle.rules.topology();
        let Constraint::Arrow(a) = &puzzle.rules.constraints()[0] else {
            panic!("an arrow");
        };
        let mut sum = Linear::arrow(a);
        sum.less_houses(&derived);
        assert_eq!(sum.cells(), 4);
        assert_eq!(sum.total, 0);
    }

    /// The digit of `cell` in a solved grid.
    fn digit(grid: &Grid, cell: Cell) -> i32 {
        i32::from(grid.get(cell).map_or(0, Digit::get))
    }

    /// A pill of two or three cells of a row, read from `grid`, and a shaft of whole
    /// houses first and single cells after, summing to its number (`None` when the
    /// draw cannot reach it).
    fn random_pill(rng: &mut Rng, grid: &Grid, used: &mut Vec<Cell>) -> Option<Arrow> {
        let n = 2 + rng.index(2);
        let (r, c) = (rng.index(9), rng.index(10 - n));
        let circle: Vec<Cell> = (c..c + n).map(|c| Cell::from_index(9 * r + c)).collect();
        if circle.iter().any(|c| used.contains(c)) {
            return None;
        }
        let number = circle.iter().fold(0, |acc, &c| 10 * acc + digit(grid, c));
        let mut shaft: Vec<Cell> = Vec::new();
        let mut sum = 0;
        let free = |c: &Cell, shaft: &[Cell]| !circle.contains(c) && !shaft.contains(c);
        let mut houses: Vec<_> = crate::grid::House::all().collect();
        rng.shuffle(&mut houses);
        for h in houses {
            let cells: Vec<Cell> = h.cell_set().iter().filter(|c| free(c, &shaft)).collect();
            let s: i32 = cells.iter().map(|&c| digit(grid, c)).sum();
            if sum + s <= number && rng.below(2) == 0 {
                sum += s;
                shaft.extend(cells);
            }
        }
        let mut rest: Vec<Cell> = Cell::all().filter(|c| free(c, &shaft)).collect();
        rng.shuffle(&mut rest);
        for c in rest {
            if sum + digit(grid, c) <= number {
                sum += digit(grid, c);
                shaft.push(c);
            }
        }
        used.extend(&circle);
        (sum == number).then_some(Arrow { circle, shaft })
    }

    #[test]
    fn pills_over_whole_houses_keep_the_solution() {
        // Pills drawn true to random solved grids, their shafts made of whole houses
        // and single cells: the sum less its houses still holds on the solution, and
        // propagating the pills with a third of the solution given removes no digit of
        // the solution.
        let mut rng = Rng::new(45);
        let mut reduced = 0;
        for _ in 0..200 {
            let grid = crate::solve::random_solved_grid(rng.next_u64());
            let mut used = Vec::new();
            let arrows: Vec<Arrow> = (0..1 + rng.index(3))
                .filter_map(|_| random_pill(&mut rng, &grid, &mut used))
                .collect();
            if arrows.is_empty() {
                continue;
            }
            let rules = Rules::new(
                Layout::Boxes,
                arrows.iter().cloned().map(Constraint::Arrow).collect(),
            )
            .unwrap();
            let derived = rules.topology();
            for a in &arrows {
                let mut sum = Linear::arrow(a);
                let before = sum.cells();
                sum.less_houses(&derived);
                reduced += usize::from(sum.cells() < before);
                let value: i32 = Cell::all()
                    .map(|c| sum.coeffs[c.index()] * digit(&grid, c))
                    .sum();
                assert_eq!(value, sum.total, "{a:?}");
            }
            let mut givens = Grid::EMPTY;
            for c in Cell::all() {
                if rng.below(3) == 0 {
                    givens.set(c, grid.get(c));
                }
            }
            let model = Model::new(&rules, &rules.topology());
            let mut queue = Queue::new(model.words);
            for p in 0..model.props.len() {
                queue.push(p as u32);
            }
            let (mut state, dirty) = model.start_for(&givens);
            propagate(&model, &mut state, dirty, &mut queue).unwrap();
            for c in Cell::all() {
                let d = grid.get(c).unwrap();
                assert!(state.cands[c.index()] & d.bit() != 0, "{c} lost {d}");
            }
        }
        // The draws do reach the reduction, often.
        assert!(reduced >= 100, "{reduced} sums reduced");
    }
}
