//! Killer cages grown on a solution, and reshaped until the puzzle they make is proper.
//!
//! Growing: the cells are taken one at a time, the open cell with the fewest open
//! neighbours first (so that no cell is left walled in), and each grows into a cage of a
//! size drawn from the range, by open neighbours whose solution digit the cage does
//! not hold yet. A cage left below the smallest size joins a neighbouring cage when the
//! union fits; when none fits, the tiling is drawn again.
//!
//! Without givens ("pure" killer) the cages alone must leave one solution. While a
//! second solution exists, a cage where it differs from the known one is cut in two
//! (smaller cages say more), or, when it is too small to cut, redrawn together with a
//! neighbouring cage: the pair's cells are grown into two cages again, so their totals
//! change.

use super::adjacency::{connected, neighbours};
use super::spec::CageSizes;
use crate::grid::{Cell, CellSet, Grid};
use crate::rng::Rng;
use crate::rules::Constraint;
use crate::rules::kinds::KillerCage;

/// Tilings drawn before giving up on a solution: with 2 to 5 cells, nearly every first
/// tiling fits.
const TILINGS: usize = 20;

/// A tiling of the grid into cages: each cell's cage number, and each cage's cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Cages {
    cages: Vec<CellSet>,
}

impl Cages {
    /// Cages on `solution` with sizes in `sizes`, digits distinct in each; `None` when
    /// no tiling was found in [`TILINGS`] draws.
    pub(super) fn grow(solution: &Grid, sizes: CageSizes, rng: &mut Rng) -> Option<Cages> {
        (0..TILINGS).find_map(|_| grow_once(solution, CellSet::ALL, sizes, rng))
    }

    /// The cages as constraints, each with its total read off `solution`, in reading
    /// order of their first cells.
    pub(super) fn constraints(&self, solution: &Grid) -> Vec<Constraint> {
        let mut cages = self.cages.clone();
        cages.sort_by_key(|c| c.first());
        cages
            .into_iter()
            .map(|cells| {
                Constraint::Killer(KillerCage {
                    cells: cells.iter().collect(),
                    total: Some(total(solution, cells)),
                })
            })
            .collect()
    }

    /// The cage holding `cell`.
    fn index_of(&self, cell: Cell) -> usize {
        self.cages
            .iter()
            .position(|c| c.contains(cell))
            .expect("the cages tile the grid")
    }

    /// Reshapes the cage holding `cell` (where a second solution differs from
    /// `solution`): cuts it in two when both parts can have a size in range, or else
    /// redraws it together with a neighbouring cage. Returns whether anything changed.
    pub(super) fn reshape_at(
        &mut self,
        cell: Cell,
        solution: &Grid,
        sizes: CageSizes,
        rng: &mut Rng,
    ) -> bool {
        let i = self.index_of(cell);
        let cage = self.cages[i];
        if cage.len() >= 2 * u32::from(sizes.min)
            && let Some(parts) = split(cage, solution, sizes, rng)
        {
            self.cages.swap_remove(i);
            self.cages.extend(parts);
            return true;
        }
        let mut others: Vec<usize> = (0..self.cages.len())
            .filter(|&j| j != i && touches(self.cages[j], cage))
            .collect();
        rng.shuffle(&mut others);
        for j in others {
            let union = cage | self.cages[j];
            if let Some(parts) = split(union, solution, sizes, rng)
                && !parts.contains(&cage)
            {
                let (hi, lo) = (i.max(j), i.min(j));
                self.cages.swap_remove(hi);
                self.cages.swap_remove(lo);
                self.cages.extend(parts);
                return true;
            }
        }
        false
    }

    /// Cuts a random cage that can be cut in two with both parts' sizes in range;
    /// whether one was.
    pub(super) fn cut_one(&mut self, solution: &Grid, sizes: CageSizes, rng: &mut Rng) -> bool {
        let mut order: Vec<usize> = (0..self.cages.len())
            .filter(|&i| self.cages[i].len() >= 2 * u32::from(sizes.min))
            .collect();
        rng.shuffle(&mut order);
        for i in order {
            if let Some(parts) = split(self.cages[i], solution, sizes, rng) {
                self.cages.swap_remove(i);
                self.cages.extend(parts);
                return true;
            }
        }
        false
    }

    /// Each cage's cells.
    #[cfg(test)]
    pub(super) fn sets(&self) -> &[CellSet] {
        &self.cages
    }
}

/// The sum of `solution`'s digits on `cells`.
fn total(solution: &Grid, cells: CellSet) -> u16 {
    cells
        .iter()
        .filter_map(|c| solution.get(c))
        .map(|d| u16::from(d.get()))
        .sum()
}

/// Whether a cell of `a` is next to a cell of `b`.
fn touches(a: CellSet, b: CellSet) -> bool {
    a.iter().any(|c| neighbours(c).any(|n| b.contains(n)))
}

/// The digits of `solution` on `cells`, as a bit set.
fn digits(solution: &Grid, cells: CellSet) -> u16 {
    cells
        .iter()
        .filter_map(|c| solution.get(c))
        .fold(0, |m, d| m | d.bit())
}

/// `area` cut into two connected cages with sizes in range and distinct digits, by
/// growing one from a random cell and keeping the rest connected; `None` when the
/// tries found no cut.
fn split(area: CellSet, solution: &Grid, sizes: CageSizes, rng: &mut Rng) -> Option<[CellSet; 2]> {
    let n = area.len() as u8;
    let fits = |s: u8| (sizes.min..=sizes.max).contains(&s);
    let firsts: Vec<u8> = (1..n).filter(|&k| fits(k) && fits(n - k)).collect();
    if firsts.is_empty() {
        return None;
    }
    let cells: Vec<Cell> = area.iter().collect();
    for _ in 0..8 {
        let want = firsts[rng.index(firsts.len())];
        let start = cells[rng.index(cells.len())];
        let mut part = CellSet::EMPTY;
        part.insert(start);
        while part.len() < u32::from(want) {
            let open: Vec<Cell> = part
                .iter()
                .flat_map(neighbours)
                .filter(|c| area.contains(*c) && !part.contains(*c))
                .collect();
            let Some(&next) = open.get(rng.index(open.len().max(1))) else {
                break;
            };
            part.insert(next);
        }
        let rest = area & !part;
        if part.len() == u32::from(want)
            && connected(rest)
            && distinct(solution, part)
            && distinct(solution, rest)
        {
            return Some([part, rest]);
        }
    }
    None
}

/// Whether `solution`'s digits on `cells` are all different.
fn distinct(solution: &Grid, cells: CellSet) -> bool {
    digits(solution, cells).count_ones() == cells.len()
}

/// One draw of a tiling of `area`, or `None` when a cage could not reach the smallest
/// size and no neighbour could take it in.
fn grow_once(solution: &Grid, area: CellSet, sizes: CageSizes, rng: &mut Rng) -> Option<Cages> {
    let mut open = area;
    let mut cages: Vec<CellSet> = Vec::new();
    while let Some(start) = most_hemmed_in(open, rng) {
        let want = sizes.min + rng.below(u32::from(sizes.max - sizes.min) + 1) as u8;
        let mut cage = CellSet::EMPTY;
        cage.insert(start);
        open.remove(start);
        let mut held = digits(solution, cage);
        while cage.len() < u32::from(want) {
            let choices: Vec<Cell> = cage
                .iter()
                .flat_map(neighbours)
                .filter(|c| open.contains(*c))
                .filter(|c| solution.get(*c).is_some_and(|d| held & d.bit() == 0))
                .collect();
            if choices.is_empty() {
                break;
            }
            let next = choices[rng.index(choices.len())];
            cage.insert(next);
            open.remove(next);
            held |= digits(solution, cage);
        }
        cages.push(cage);
    }
    absorb_small(&mut cages, solution, sizes).then_some(Cages { cages })
}

/// The open cell with the fewest open neighbours (ties at random): growing from the
/// cells most walled in leaves fewest cells stranded.
fn most_hemmed_in(open: CellSet, rng: &mut Rng) -> Option<Cell> {
    let mut cells: Vec<Cell> = open.iter().collect();
    rng.shuffle(&mut cells);
    cells
        .into_iter()
        .min_by_key(|c| neighbours(*c).filter(|n| open.contains(*n)).count())
}

/// Merges each cage below the smallest size into a neighbouring cage whose union fits
/// (size and distinct digits); whether every cage ends in range.
fn absorb_small(cages: &mut Vec<CellSet>, solution: &Grid, sizes: CageSizes) -> bool {
    while let Some(i) = cages.iter().position(|c| c.len() < u32::from(sizes.min)) {
        let small = cages[i];
        let Some(j) = (0..cages.len()).find(|&j| {
            let union = small | cages[j];
            j != i
                && touches(small, cages[j])
                && union.len() <= u32::from(sizes.max)
                && distinct(solution, union)
        }) else {
            return false;
        };
        cages[j] |= small;
        cages.swap_remove(i);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Layout, Rules};

    fn check_tiling(cages: &Cages, solution: &Grid, sizes: CageSizes) {
        let mut covered = CellSet::EMPTY;
        for &cage in cages.sets() {
            assert!(!covered.intersects(cage), "overlap");
            covered |= cage;
            assert!(
                (sizes.min..=sizes.max).contains(&(cage.len() as u8)),
                "size {}",
                cage.len()
            );
            assert!(connected(cage));
            assert!(distinct(solution, cage));
        }
        assert_eq!(covered, CellSet::ALL);
        let rules = Rules::new(Layout::Boxes, cages.constraints(solution)).unwrap();
        assert!(rules.is_solution(solution));
    }

    #[test]
    fn cages_tile_the_grid_in_range_on_their_solution() {
        for (seed, sizes) in (0..40).zip(
            [
                CageSizes::DEFAULT,
                CageSizes { min: 1, max: 3 },
                CageSizes { min: 3, max: 6 },
                CageSizes { min: 2, max: 2 },
            ]
            .into_iter()
            .cycle(),
        ) {
            let solution = crate::solve::random_solved_grid(seed);
            let mut rng = Rng::new(seed);
            let Some(cages) = Cages::grow(&solution, sizes, &mut rng) else {
                assert!(
                    sizes.min == sizes.max,
                    "seed {seed}: no tiling with {sizes}"
                );
                continue;
            };
            check_tiling(&cages, &solution, sizes);
            let mut reshaped = cages.clone();
            for cell in [0, 40, 80].map(Cell::from_index) {
                reshaped.reshape_at(cell, &solution, sizes, &mut rng);
                check_tiling(&reshaped, &solution, sizes);
            }
        }
    }
}
