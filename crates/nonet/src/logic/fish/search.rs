//! The fish search: one engine for fish with fins, whatever their houses.
//!
//! **Pattern.** For a digit, n base houses and n cover houses (none in both). The base
//! candidates are the digit's places in the base houses; a candidate in two base houses
//! is an *endo fin*, a base candidate in no cover house an *exo fin*, the rest is the
//! *body*. **Logic.** If every fin is false, each base house has its digit in a body
//! cell of its own, so the n base houses put n digits into the n cover houses, exactly
//! one in each and each in one cover only. **Eliminations.** The digit in a cover cell
//! outside the base candidates, and in a body cell that lies in two cover houses
//! (cannibalism); with fins, only where the cell sees every fin (if a fin is the digit,
//! such a cell is not).
//!
//! Franken fish (boxes on either side of rows against columns) and mutant fish (any
//! mix) are this one search with different [`Shape`]s; the finders sort what it sends
//! into techniques (see [`Fish::kind`]). Finned and sashimi fish of rows against
//! columns come from a faster search on line position masks
//! ([`finned_fish`](super::finned_fish)); a test checks that this search finds the same
//! ones.
//!
//! **Search.** Per digit, the base sets are chosen depth first among the houses of the
//! shape's base kinds that hold the digit at least twice, in house-index order (rows,
//! columns, boxes; lexicographic over that list). For each base set, the cover set grows
//! from the lowest base candidate not yet covered and not a fin: it is covered by one of
//! its houses the shape allows (row, column, box in turn; a house tried is not tried
//! again in the later branches), or it becomes a fin (then none of its houses may cover
//! it later), so every (cover set, fins) pair comes exactly once. Every base house keeps
//! a body cell and every cover house covers one (a cover holding only an endo fin, which
//! HoDoKu allows, adds nothing another cover would not). Pruning: a digit whose
//! candidates all lie in some [template](super::templates) has nothing to eliminate and
//! is skipped; at most [`MAX_FINS`] exo and [`MAX_ENDO_FINS`] endo fins; a fin set must
//! leave some candidate in no template that sees all of it (and, where no cell can be in
//! two cover houses, lies outside the base); once n cover houses are chosen, the rest
//! is fins. Everything is bit sets on the stack: nothing is allocated until a finder
//! builds a step.
//!
//! Tried: a lower bound on the covers still needed (greedy cells no two of which share
//! an open house) cut the nodes by 15% only, for a dearer node; limiting the fins did
//! much more (each allowed fin roughly doubles the nodes), and the template check most
//! (five to ten times fewer nodes, and nothing at all to do for most digits on the
//! boards where a ladder reaches these fish).

use std::ops::ControlFlow;

use super::templates;
use crate::bits::indices;
use crate::grid::{CellSet, Digit, House, HouseKind};
use crate::logic::{Board, Pattern, Step, Technique};

/// At most this many exo fins. HoDoKu allows 5; Keith Corlett's Sudoku Explainer
/// fork, whose complex fish search follows HoDoKu's, settled on 3 after finding that 4
/// and 5 found the same fish on its test sets, for a much larger search.
pub(crate) const MAX_FINS: u32 = 3;
/// At most this many endo fins (base candidates shared by two base houses).
pub(crate) const MAX_ENDO_FINS: u32 = 2;

/// A set of house kinds, one bit each.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Kinds(u8);

impl Kinds {
    pub(crate) const ROWS: Kinds = Kinds(1);
    pub(crate) const COLUMNS: Kinds = Kinds(2);
    pub(crate) const BOXES: Kinds = Kinds(4);
    pub(crate) const ALL: Kinds = Kinds(7);

    pub(crate) const fn or(self, other: Kinds) -> Kinds {
        Kinds(self.0 | other.0)
    }

    pub(crate) const fn has(self, kind: HouseKind) -> bool {
        self.0 & Kinds::of(kind).0 != 0
    }

    /// Whether every kind of `self` is in `other`.
    pub(crate) const fn within(self, other: Kinds) -> bool {
        self.0 & !other.0 == 0
    }

    const fn of(kind: HouseKind) -> Kinds {
        match kind {
            HouseKind::Row => Kinds::ROWS,
            HouseKind::Column => Kinds::COLUMNS,
            HouseKind::Box => Kinds::BOXES,
        }
    }

    /// The kinds of the houses in `mask` (bit i = house index i).
    fn in_mask(mask: u32) -> Kinds {
        let mut k = 0;
        if mask & 0x1ff != 0 {
            k |= 1;
        }
        if mask & (0x1ff << 9) != 0 {
            k |= 2;
        }
        if mask & (0x1ff << 18) != 0 {
            k |= 4;
        }
        Kinds(k)
    }
}

/// Where a fish may take its houses from.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shape {
    pub(crate) base: Kinds,
    pub(crate) cover: Kinds,
}

/// What kind of fish a found one is, by the kinds of its houses and its fins.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    /// Rows against columns, no fins (basic_fish's).
    Basic,
    /// Rows against columns with fins, every base line keeping two body cells or more.
    Finned,
    /// Rows against columns with fins, a base line left with a single body cell.
    Sashimi,
    /// Rows (and boxes) against columns (and boxes), or the transpose, with a box.
    Franken,
    /// Any other mix of rows, columns and boxes.
    Mutant,
}

/// One fish the search found: houses as masks (bit i = house index i), cells as sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fish {
    pub(crate) digit: Digit,
    pub(crate) base: u32,
    pub(crate) cover: u32,
    /// Base candidates in no cover house.
    pub(crate) fins: CellSet,
    /// Base candidates in two base houses.
    pub(crate) endo_fins: CellSet,
    /// Base candidates that are not fins.
    pub(crate) body: CellSet,
    /// The cells that lose the digit.
    pub(crate) eliminations: CellSet,
}

impl Fish {
    /// Its kind: Franken and mutant by the houses alone, with or without fins.
    pub(crate) fn kind(&self) -> Kind {
        let (base, cover) = (Kinds::in_mask(self.base), Kinds::in_mask(self.cover));
        let lines = |b: Kinds, c: Kinds| {
            (b == Kinds::ROWS && c == Kinds::COLUMNS) || (b == Kinds::COLUMNS && c == Kinds::ROWS)
        };
        // Lines of one kind against lines of the other, boxes allowed on both sides.
        let franken = |l1: Kinds, l2: Kinds| {
            base.within(l1.or(Kinds::BOXES)) && cover.within(l2.or(Kinds::BOXES))
        };
        if lines(base, cover) {
            if self.fins.is_empty() && self.endo_fins.is_empty() {
                Kind::Basic
            } else if self.has_sashimi_line() {
                Kind::Sashimi
            } else {
                Kind::Finned
            }
        } else if franken(Kinds::ROWS, Kinds::COLUMNS) || franken(Kinds::COLUMNS, Kinds::ROWS) {
            Kind::Franken
        } else {
            Kind::Mutant
        }
    }

    /// Whether some base house has exactly one body cell.
    fn has_sashimi_line(&self) -> bool {
        indices(self.base).any(|h| (House::from_index(h).cell_set() & self.body).len() == 1)
    }

    /// The pattern of the step: houses in index order (rows, columns, boxes).
    pub(crate) fn pattern(&self) -> Pattern {
        Pattern::Fish {
            digit: self.digit,
            base: houses(self.base),
            cover: houses(self.cover),
            fins: self.fins,
            endo_fins: self.endo_fins,
        }
    }

    /// The step of `technique` that removes the digit from the eliminated cells.
    pub(crate) fn step(&self, technique: Technique) -> Step {
        let mut step = Step::new(technique, self.pattern());
        for cell in self.eliminations {
            step.push_elimination(cell, self.digit);
        }
        step
    }
}

/// The houses of a mask, in index order.
pub(crate) fn houses(mask: u32) -> Vec<House> {
    indices(mask).map(House::from_index).collect()
}

/// Sends every fish of `size` on `digit` with `shape`'s houses that eliminates
/// something, in the order the module doc gives.
pub(crate) fn search(
    board: &Board,
    digit: Digit,
    size: u32,
    shape: Shape,
    visit: &mut dyn FnMut(&Fish) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let deletable = templates::deletable(board, digit);
    if deletable.is_empty() {
        return ControlFlow::Continue(());
    }
    let cands = board.cells_with(digit);
    let mut in_house = [CellSet::EMPTY; House::COUNT];
    let mut eligible = [0u8; House::COUNT];
    let mut count = 0;
    for house in House::all() {
        let set = cands & house.cell_set();
        in_house[house.index()] = set;
        if shape.base.has(house.kind()) && set.len() >= 2 {
            eligible[count] = house.index() as u8;
            count += 1;
        }
    }
    let search = Search {
        digit,
        size,
        shape,
        cands,
        deletable,
        in_house,
        eligible: &eligible[..count],
        // Two houses of different kinds can share a cell; two of one kind cannot.
        cannibal: shape.cover.0.count_ones() > 1,
    };
    search.bases(0, 0, Base::default(), visit)
}

struct Search<'a> {
    digit: Digit,
    size: u32,
    shape: Shape,
    cands: CellSet,
    /// The candidates in no template: every elimination is one of them.
    deletable: CellSet,
    in_house: [CellSet; House::COUNT],
    eligible: &'a [u8],
    cannibal: bool,
}

/// A base set being built: its houses, candidates and endo fins.
#[derive(Clone, Copy, Default)]
struct Base {
    mask: u32,
    cells: CellSet,
    endo: CellSet,
}

/// A cover set being built for a base set.
#[derive(Clone, Copy)]
struct Cover {
    mask: u32,
    count: u32,
    /// Every cell of the cover houses.
    cells: CellSet,
    /// The cells in two cover houses or more.
    twice: CellSet,
    /// Fins so far, endo fins included.
    fins: CellSet,
    /// Houses that may no longer join the cover set.
    banned: u32,
}

impl Search<'_> {
    fn bases(
        &self,
        from: usize,
        depth: u32,
        base: Base,
        visit: &mut dyn FnMut(&Fish) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if depth == self.size {
            return self.base_done(base, visit);
        }
        let left = (self.size - depth) as usize;
        for i in from..self.eligible.len() {
            if self.eligible.len() - i < left {
                break;
            }
            let h = self.eligible[i] as usize;
            let set = self.in_house[h];
            let endo = base.endo | (base.cells & set);
            if endo.len() > MAX_ENDO_FINS || (set - endo).is_empty() {
                continue;
            }
            let next = Base {
                mask: base.mask | 1 << h,
                cells: base.cells | set,
                endo,
            };
            self.bases(i + 1, depth + 1, next, visit)?;
        }
        ControlFlow::Continue(())
    }

    /// A full base set: every house must keep a candidate of its own, then the covers.
    fn base_done(
        &self,
        base: Base,
        visit: &mut dyn FnMut(&Fish) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if indices(base.mask).any(|h| (self.in_house[h] - base.endo).is_empty()) {
            return ControlFlow::Continue(());
        }
        if !base.endo.is_empty() && !self.may_eliminate(&base, base.endo) {
            return ControlFlow::Continue(());
        }
        let cover = Cover {
            mask: 0,
            count: 0,
            cells: CellSet::EMPTY,
            twice: CellSet::EMPTY,
            fins: base.endo,
            banned: base.mask,
        };
        self.covers(&base, cover, visit)
    }

    /// Whether some candidate could still fall to a fish with these fins: one that sees
    /// every fin and, unless cannibalism is possible, lies outside the base.
    fn may_eliminate(&self, base: &Base, fins: CellSet) -> bool {
        let mut seen = self.deletable & fins.common_peers();
        if !self.cannibal {
            seen -= base.cells;
        }
        !seen.is_empty()
    }

    fn covers(
        &self,
        base: &Base,
        cover: Cover,
        visit: &mut dyn FnMut(&Fish) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let open = base.cells - cover.cells - cover.fins;
        let Some(cell) = open.first() else {
            return if cover.count == self.size {
                self.fish_done(base, &cover, visit)
            } else {
                ControlFlow::Continue(())
            };
        };
        if cover.count == self.size {
            let fins = cover.fins | open;
            if (fins - base.endo).len() > MAX_FINS || !self.may_eliminate(base, fins) {
                return ControlFlow::Continue(());
            }
            return self.fish_done(base, &Cover { fins, ..cover }, visit);
        }
        let mut banned = cover.banned;
        for house in cell.houses() {
            let h = house.index();
            if !self.shape.cover.has(house.kind()) || banned & 1 << h != 0 {
                continue;
            }
            let set = house.cell_set();
            let next = Cover {
                mask: cover.mask | 1 << h,
                count: cover.count + 1,
                cells: cover.cells | set,
                twice: cover.twice | (cover.cells & set),
                fins: cover.fins,
                banned,
            };
            self.covers(base, next, visit)?;
            banned |= 1 << h;
        }
        let fins = cover.fins.with(cell);
        if (fins - base.endo).len() <= MAX_FINS && self.may_eliminate(base, fins) {
            let houses = cell.houses();
            let next = Cover {
                fins,
                banned: cover.banned
                    | 1 << houses[0].index()
                    | 1 << houses[1].index()
                    | 1 << houses[2].index(),
                ..cover
            };
            self.covers(base, next, visit)?;
        }
        ControlFlow::Continue(())
    }

    fn fish_done(
        &self,
        base: &Base,
        cover: &Cover,
        visit: &mut dyn FnMut(&Fish) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let body = base.cells - cover.fins;
        if indices(base.mask).any(|h| (self.in_house[h] & body).is_empty()) {
            return ControlFlow::Continue(());
        }
        let mut eliminations = (self.cands & cover.cells) - base.cells;
        if self.cannibal {
            eliminations |= cover.twice & body;
        }
        if !cover.fins.is_empty() {
            eliminations &= cover.fins.common_peers();
        }
        if eliminations.is_empty() {
            return ControlFlow::Continue(());
        }
        visit(&Fish {
            digit: self.digit,
            base: base.mask,
            cover: cover.mask,
            fins: cover.fins - base.endo,
            endo_fins: base.endo,
            body,
            eliminations,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::testing::without;

    fn all(board: &Board, digit: u8, size: u32, shape: Shape) -> Vec<Fish> {
        let mut found = Vec::new();
        let _ = search(board, Digit::new(digit).unwrap(), size, shape, &mut |f| {
            found.push(*f);
            ControlFlow::Continue(())
        });
        found
    }

    #[test]
    fn a_basic_x_wing_is_found_once_without_fins() {
        // 7 only in columns 3 and 8 of rows 2 and 6.
        let mut gone: Vec<String> = Vec::new();
        for r in [2, 6] {
            for c in [1, 2, 4, 5, 6, 7, 9] {
                gone.push(format!("r{r}c{c}"));
            }
        }
        let names: Vec<&str> = gone.iter().map(String::as_str).collect();
        let board = without(7, &names);
        let rows = Shape {
            base: Kinds::ROWS,
            cover: Kinds::COLUMNS,
        };
        let found = all(&board, 7, 2, rows);
        let basic: Vec<_> = found.iter().filter(|f| f.kind() == Kind::Basic).collect();
        assert_eq!(basic.len(), 1);
        assert_eq!(basic[0].eliminations.len(), 14);
    }

    #[test]
    fn every_fish_found_on_an_empty_board_is_none() {
        // Every house holds every digit nine times: no fish of any shape eliminates.
        let board = Board::new(&crate::Grid::EMPTY);
        for shape in [
            Shape {
                base: Kinds::ROWS,
                cover: Kinds::COLUMNS,
            },
            Shape {
                base: Kinds::ALL,
                cover: Kinds::ALL,
            },
        ] {
            assert!(all(&board, 1, 2, shape).is_empty());
        }
    }
}
