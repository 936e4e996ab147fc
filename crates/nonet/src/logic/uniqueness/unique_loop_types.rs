//! The classification of one valid unique loop into Sudoku Explainer's hint types 1
//! to 4, with SE's hint equality and ratings; the search that
//! finds the loops is [`unique_loops`](super::unique_loops).

use crate::bits::indices;
use crate::grid::{Candidates, Cell, CellSet, Digit, House, HouseKind};
use crate::logic::SeValue;
use crate::logic::order::colex;
use crate::logic::{Board, Pattern, Step, Technique};

/// House kinds in Sudoku Explainer's order.
pub(super) const KINDS: [HouseKind; 3] = [HouseKind::Box, HouseKind::Row, HouseKind::Column];

/// A kept hint and what tells it apart from others (SE's hint equality).
pub(super) struct Found {
    pub(super) class: Class,
    cells: CellSet,
    set: Option<(House, Candidates, CellSet)>,
    pub(super) step: Step,
}

/// SE's hint classes: two hints are equal only within one class.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Class {
    Type1,
    Type2,
    Type3Naked,
    Type3Hidden,
    Type4,
}

impl Class {
    pub(super) fn number(self) -> u8 {
        match self {
            Class::Type1 => 1,
            Class::Type2 => 2,
            Class::Type3Naked | Class::Type3Hidden => 3,
            Class::Type4 => 4,
        }
    }
}

/// A valid loop being classified.
pub(super) struct Loop<'a> {
    pub(super) board: &'a Board,
    pub(super) cells: &'a [Cell],
    pub(super) set: CellSet,
    pub(super) v1: Digit,
    pub(super) v2: Digit,
    pub(super) lk: bool,
}

impl Loop<'_> {
    fn pair(&self) -> Candidates {
        Candidates::single(self.v1).with(self.v2)
    }

    fn cands(&self, cell: Cell) -> Candidates {
        self.board.candidates(cell)
    }

    /// SE's classification: by the number of loop cells holding extra candidates.
    pub(super) fn classify(&self, kept: &mut Vec<Found>) {
        let extra: Vec<Cell> = self
            .cells
            .iter()
            .copied()
            .filter(|&c| self.cands(c).len() > 2)
            .collect();
        match extra.len() {
            1 => self.type1(extra[0], kept),
            2 => {
                let (c1, c2) = (extra[0], extra[1]);
                let r = (self.cands(c1) | self.cands(c2)) - self.pair();
                if r.len() == 1 {
                    self.type2(&extra, kept);
                } else if r.len() >= 2 {
                    self.type3(c1, c2, r, kept);
                }
                self.type4(c1, c2, kept);
            }
            n if n > 2 => self.type2(&extra, kept),
            _ => {}
        }
    }

    /// Keeps `step` unless a hint equal to it (same class and loop cells, same set) is
    /// already kept or it eliminates nothing.
    fn keep(&self, kept: &mut Vec<Found>, found: Found) {
        if !found.step.is_productive() {
            return;
        }
        let equal = kept
            .iter()
            .any(|k| k.class == found.class && k.cells == found.cells && k.set == found.set);
        if !equal {
            kept.push(found);
        }
    }

    /// The base rating by loop length, as SE computes the double.
    pub(super) fn base(&self) -> SeValue {
        let n = self.cells.len();
        let mut r = 4.5;
        if n >= 10 {
            r += 0.3;
        }
        if n >= 8 {
            r += 0.2;
        } else if n >= 6 {
            r += 0.1;
        }
        SeValue::new(r)
    }

    fn technique(&self, class: Class) -> Technique {
        let rectangle = self.cells.len() == 4;
        match (class.number(), rectangle) {
            (1, true) => Technique::UniqueRectangle1,
            (2, true) => Technique::UniqueRectangle2,
            (3, true) => Technique::UniqueRectangle3,
            (4, true) => Technique::UniqueRectangle4,
            (1, false) => Technique::UniqueLoop1,
            (2, false) => Technique::UniqueLoop2,
            (3, false) => Technique::UniqueLoop3,
            _ => Technique::UniqueLoop4,
        }
    }

    /// A step of `class` with this loop's pattern and base rating.
    fn step(&self, class: Class, extra: &[Cell], detail: Detail) -> Step {
        let pattern = Pattern::Uniqueness {
            cells: self.cells.to_vec(),
            digits: self.pair(),
            extra: extra.to_vec(),
            subset: detail.subset,
            extra_digits: detail.extra_digits,
            hidden: detail.hidden,
            links: detail.links,
        };
        Step::new(self.technique(class), pattern).rated(self.base())
    }

    fn found(&self, class: Class, set: Option<(House, Candidates, CellSet)>, step: Step) -> Found {
        Found {
            class,
            cells: self.set,
            set,
            step,
        }
    }

    /// Type 1: the only cell with extra candidates loses both loop digits.
    fn type1(&self, cell: Cell, kept: &mut Vec<Found>) {
        let step = self
            .step(Class::Type1, &[cell], Detail::default())
            .eliminate(cell, self.v1)
            .eliminate(cell, self.v2);
        self.keep(kept, self.found(Class::Type1, None, step));
    }

    /// Type 2: `z`, the first extra digit of the first extra cell, goes from every cell
    /// that sees all the extra cells.
    fn type2(&self, extra: &[Cell], kept: &mut Vec<Found>) {
        let Some(z) = (self.cands(extra[0]) - self.pair()).first() else {
            return;
        };
        let extra_set: CellSet = extra.iter().copied().collect();
        let detail = Detail {
            extra_digits: Candidates::single(z),
            ..Detail::default()
        };
        let mut step = self.step(Class::Type2, extra, detail);
        for cell in extra_set.common_peers() & self.board.cells_with(z) {
            step.push_elimination(cell, z);
        }
        self.keep(kept, self.found(Class::Type2, None, step));
    }

    /// Type 3: naked then hidden sets, degree outside, house kind inside.
    fn type3(&self, c1: Cell, c2: Cell, extra: Candidates, kept: &mut Vec<Found>) {
        let first = if self.lk { 2 } else { extra.len() };
        for degree in first..=7 {
            for kind in KINDS {
                let house = c1.house(kind);
                if house != c2.house(kind) {
                    continue;
                }
                let empty = self.board.empty_count(house);
                if 2 * degree <= empty && (!self.lk || degree >= extra.len()) {
                    self.naked(house, degree, c1, c2, extra, kept);
                }
                if 2 * degree < empty {
                    self.hidden(house, degree, c1, c2, extra, kept);
                }
            }
        }
    }

    /// Type 3 with a naked set: `c1` (standing for both extra cells, with the extra
    /// digits) and `degree - 1` other cells of `house` (not `c2`) hold `degree` digits.
    fn naked(
        &self,
        house: House,
        degree: u32,
        c1: Cell,
        c2: Cell,
        extra: Candidates,
        kept: &mut Vec<Found>,
    ) {
        let p1 = position(house, c1);
        let p2 = position(house, c2);
        for mask in colex(9, degree) {
            if mask & (1 << p1) == 0 || mask & (1 << p2) != 0 {
                continue;
            }
            let mut covered = extra & self.cands(c1) & self.cands(c2);
            let mut union = extra;
            let mut each_two = true;
            let mut others = CellSet::EMPTY;
            for p in indices(mask) {
                if p == p1 {
                    continue;
                }
                let cell = house.cells()[p];
                let cands = self.cands(cell);
                covered |= cands;
                union |= cands;
                each_two &= cands.len() >= 2;
                others.insert(cell);
            }
            if covered.len() != degree || !each_two || union.len() != degree {
                continue;
            }
            let detail = Detail {
                subset: Some((house, others, union)),
                extra_digits: extra,
                ..Detail::default()
            };
            let mut step = self
                .step(Class::Type3Naked, &[c1, c2], detail)
                .rated(self.base().plus(f64::from(degree - 1) * 0.1));
            for &cell in house.cells() {
                if cell == c1 || cell == c2 || others.contains(cell) {
                    continue;
                }
                for d in self.cands(cell) & union {
                    step.push_elimination(cell, d);
                }
            }
            let set = Some((house, union, others));
            self.keep(kept, self.found(Class::Type3Naked, set, step));
        }
    }

    /// Type 3 with a hidden set: `v1`, `v2` and `degree - 2` digits that neither extra
    /// cell holds have, without `c2`, exactly `degree` places in `house`.
    fn hidden(
        &self,
        house: House,
        degree: u32,
        c1: Cell,
        c2: Cell,
        extra: Candidates,
        kept: &mut Vec<Found>,
    ) {
        let rem = Candidates::ALL - self.pair() - extra;
        let mut rem_list = [self.v1; 9];
        for (slot, d) in rem_list.iter_mut().zip(rem) {
            *slot = d;
        }
        let k = degree - 2;
        if k > rem.len() {
            return;
        }
        let p1 = position(house, c1);
        let p2 = position(house, c2);
        // SE's generator yields one empty choice of 0 digits, unless there is no digit
        // to choose from at all (`colex` yields nothing for 0 digits).
        let empty_choice = (k == 0 && !rem.is_empty()).then_some(0);
        for mask in empty_choice.into_iter().chain(colex(rem.len(), k)) {
            let mut values = self.pair();
            for i in indices(mask) {
                values.insert(rem_list[i]);
            }
            let mut places = 0u16;
            let mut each_placed = true;
            for v in values {
                let pos = self.board.positions(house, v) & !(1 << p2);
                each_placed &= pos != 0;
                places |= pos;
            }
            if !each_placed || places.count_ones() != degree {
                continue;
            }
            let cells: CellSet = indices(u32::from(places & !(1 << p1)))
                .map(|p| house.cells()[p])
                .collect();
            let detail = Detail {
                subset: Some((house, cells.with(c1), values)),
                extra_digits: extra,
                hidden: true,
                ..Detail::default()
            };
            let mut step = self
                .step(Class::Type3Hidden, &[c1, c2], detail)
                .rated(self.base().plus(f64::from(degree - 2) * 0.1));
            for cell in cells {
                for d in self.cands(cell) - values {
                    step.push_elimination(cell, d);
                }
            }
            let set = Some((house, values, cells));
            self.keep(kept, self.found(Class::Type3Hidden, set, step));
        }
    }

    /// Type 4: a loop digit locked to `c1` and `c2` in a house they share (box, row,
    /// column; the last such house is the one named) removes the other loop digit
    /// from both. `v1` is tried before `v2`; at most one hint per loop.
    fn type4(&self, c1: Cell, c2: Cell, kept: &mut Vec<Found>) {
        let mut locked: [Option<House>; 2] = [None, None];
        for kind in KINDS {
            let house = c1.house(kind);
            if house != c2.house(kind) {
                continue;
            }
            let pair = (1u16 << position(house, c1)) | (1 << position(house, c2));
            for (slot, v) in [self.v1, self.v2].into_iter().enumerate() {
                if self.board.positions(house, v) & !pair == 0 {
                    locked[slot] = Some(house);
                }
            }
        }
        let (house, lock, remove) = match locked {
            [Some(h), _] => (h, self.v1, self.v2),
            [None, Some(h)] => (h, self.v2, self.v1),
            [None, None] => return,
        };
        let detail = Detail {
            links: vec![(house, lock)],
            ..Detail::default()
        };
        let step = self
            .step(Class::Type4, &[c1, c2], detail)
            .eliminate(c1, remove)
            .eliminate(c2, remove);
        self.keep(kept, self.found(Class::Type4, None, step));
    }
}

/// What a type adds to the loop's pattern.
#[derive(Default)]
struct Detail {
    subset: Option<(House, CellSet, Candidates)>,
    extra_digits: Candidates,
    hidden: bool,
    links: Vec<(House, Digit)>,
}

fn position(house: House, cell: Cell) -> usize {
    match house.kind() {
        HouseKind::Row => cell.col() as usize,
        HouseKind::Column => cell.row() as usize,
        HouseKind::Box => cell.box_position() as usize,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_ratings_by_length_are_ses_doubles() {
        let board = Board::new(&crate::Grid::EMPTY);
        let cells = [Cell::from_index(0); 12];
        let base = |n: usize| {
            Loop {
                board: &board,
                cells: &cells[..n],
                set: CellSet::EMPTY,
                v1: Digit::ALL[0],
                v2: Digit::ALL[1],
                lk: true,
            }
            .base()
        };
        assert_eq!(base(4), SeValue::new(4.5));
        assert_eq!(base(6), SeValue::new(4.5 + 0.1));
        assert_eq!(base(8), SeValue::new(4.5 + 0.2));
        assert_eq!(base(10), SeValue::new(4.5 + 0.3 + 0.2));
        assert_eq!(base(12), base(10));
        let shown: Vec<u16> = [4, 6, 8, 10].map(|n| base(n).tenths()).to_vec();
        assert_eq!(shown, vec![45, 46, 47, 50]);
    }
}
