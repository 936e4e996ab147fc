//! Unique Rectangles and Unique Loops, types 1 to 4: Sudoku Explainer 1.2.1's search,
//! exactly.
//!
//! **Pattern.** A closed loop of cells that all hold two digits `v1 < v2`, each step of
//! the loop inside one house, every house it enters entered by exactly two of its cells
//! of opposite parity. If every cell held only `v1` and `v2`, the two digits could be
//! swapped around the loop: a second solution. So on a proper puzzle some loop cell
//! must take another digit. A rectangle is a loop of four cells.
//!
//! **Eliminations.** Type 1: one cell has other candidates, so it is not `v1` or `v2`.
//! Type 2: the cells with other candidates share exactly one, `z`, which then lies in
//! one of them, so no cell seeing them all is `z`. Type 3: two cells `c1`, `c2` hold
//! extra digits; one of them takes one, so together they act as one cell with those
//! digits, which forms a naked set with other cells of a house they share (or their
//! `v1`/`v2` form a hidden set there). Type 4: `v1` (or `v2`) is locked in a house to
//! `c1` and `c2`, so one of them is `v1` and neither can be `v2` (which would leave
//! both loop digits on the pair).
//!
//! **Order.** Sudoku Explainer's: from every bivalue start cell in index order, a depth
//! first search through houses box, row, column (never the same kind twice in a row),
//! cells in house order; a loop is classified as soon as it closes; a hint equal to one
//! already kept (same type and loop cells, and for type 3 the same set) is dropped;
//! all hints are then stably sorted by (rating, type) and sent in that order, so the
//! first is the one SE applies. The rating is 4.5 for a rectangle, +0.1 for a loop of
//! 6, +0.2 for 8, +0.5 for 10 or more, computed as SE computes the double, plus 0.1 per
//! cell of a type 3's set beyond the first (beyond two for a hidden set).
//!
//! **lk fix.** SukakuExplainer's fix of the loop search (on by default, as in the
//! reference ratings) gives each candidate next cell its own copy of the extra digits
//! seen so far; Sudoku Explainer 1.2.1 shared one copy among the siblings of a search
//! step, and started type 3's degrees at the number of extra digits.
//! [`UniqueLoopOptions::LEGACY`] restores 1.2.1.
//!
//! **Example.** r1c2, r1c5, r4c2 hold only 3 and 8 and r4c5 holds 3, 7 and 8, in two
//! boxes: r4c5 must be 7 (`Unique Rectangle Type 1 on 3 and 8 in r1c2, r1c5, r4c2,
//! r4c5: r4c5<>3, r4c5<>8`).

use std::ops::ControlFlow;

use super::unique_loop_types::{Found, KINDS, Loop};
use crate::bits::indices;
use crate::grid::{Candidates, Cell, CellSet, Digit, House, HouseKind};
use crate::logic::registry::Sink;
use crate::logic::{Board, Step, Technique};

/// How the unique loop search behaves where Sudoku Explainer versions differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UniqueLoopOptions {
    /// lkSudoku's fix, on in SukakuExplainer's rater (and in the reference ratings):
    /// each next cell gets its own set of extra digits, and type 3 tries degrees from 2.
    pub lk_fix: bool,
}

impl UniqueLoopOptions {
    /// Sudoku Explainer 1.2.1 as released: the fix off.
    pub const LEGACY: UniqueLoopOptions = UniqueLoopOptions { lk_fix: false };
}

impl Default for UniqueLoopOptions {
    fn default() -> UniqueLoopOptions {
        UniqueLoopOptions { lk_fix: true }
    }
}

/// Which loops a search looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LoopSize {
    /// Rectangles only (loops of four cells): a search cut at depth four.
    Rectangles,
    /// Every loop.
    Any,
}

/// Every Unique Rectangle and Unique Loop hint of `board`, sorted as Sudoku Explainer
/// sorts them (its unique rectangles and loops producer applies the first).
pub fn hints(board: &Board, options: &UniqueLoopOptions) -> Vec<Step> {
    collect(board, options, LoopSize::Any)
        .into_iter()
        .map(|h| h.step)
        .collect()
}

/// Sends [`hints`] in order until the sink says stop.
pub(crate) fn find(
    board: &Board,
    options: &UniqueLoopOptions,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    for hint in collect(board, options, LoopSize::Any) {
        sink(hint.step)?;
    }
    ControlFlow::Continue(())
}

/// Sudoku Explainer's unique rectangles and loops producer: every type in one search,
/// sorted as SE sorts them.
pub(crate) static SE_SEARCH: crate::logic::se_order::SeSearch =
    crate::logic::se_order::SeSearch(crate::logic::Finder::Board(|b, s| {
        find(b, &UniqueLoopOptions::default(), s)
    }));

/// The registry's finder for one technique: the hints of `technique` (a Unique
/// Rectangle or Unique Loop type), in Sudoku Explainer's order, with the default
/// options.
pub(crate) fn find_technique(
    board: &Board,
    technique: Technique,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let size = match technique {
        Technique::UniqueRectangle1
        | Technique::UniqueRectangle2
        | Technique::UniqueRectangle3
        | Technique::UniqueRectangle4 => LoopSize::Rectangles,
        _ => LoopSize::Any,
    };
    for hint in collect(board, &UniqueLoopOptions::default(), size) {
        if hint.step.technique == technique {
            sink(hint.step)?;
        }
    }
    ControlFlow::Continue(())
}

/// The hints, deduplicated and sorted by (rating, type) — a stable sort, so equal keys
/// keep their discovery order.
///
/// With the lk fix, the search from a start cell skips the earlier start cells with the
/// same two digits: every valid loop through one of them was found from it already, and
/// only a loop's first classification counts ([`Search::close`]). With the fix, whether
/// the search admits a loop does not depend on where it starts or which way it turns:
/// the extra-cell budget admits a path with at most two cells holding extra digits, or
/// with any number that all hold the same single extra digit, and validity, length and
/// the change of house kind at every step (two neighbours of a valid loop share no
/// other loop cell, so the steps on both sides of a cell use different houses, hence
/// different kinds) are the same all round the loop. Legacy's shared extra digits
/// depend on the walk, so it searches from every start in full.
fn collect(board: &Board, options: &UniqueLoopOptions, size: LoopSize) -> Vec<Found> {
    let mut kept = Vec::new();
    let mut classified = Vec::new();
    let mut bivalue = CellSet::EMPTY;
    for cell in board.empty_cells() {
        if board.candidates(cell).len() == 2 {
            bivalue.insert(cell);
        }
    }
    for start in bivalue {
        let pair = board.candidates(start);
        let mut digits = pair.iter();
        let (Some(v1), Some(v2)) = (digits.next(), digits.next()) else {
            continue;
        };
        let mut both = board.cells_with(v1) & board.cells_with(v2);
        if options.lk_fix {
            both -= bivalue & CellSet::from_bits((1 << start.index()) - 1);
        }
        let mut search = Search {
            board,
            lk: options.lk_fix,
            max_len: match size {
                LoopSize::Rectangles => 4,
                LoopSize::Any => 81,
            },
            v1,
            v2,
            pair,
            both,
            pair_only: both & bivalue,
            path: [start; 81],
            len: 0,
            in_path: CellSet::EMPTY,
            seen: [0; 2],
            covered: [CellSet::EMPTY; 2],
            kept: &mut kept,
            classified: &mut classified,
        };
        search.dfs(start, 2, Candidates::EMPTY, None);
    }
    kept.sort_by(|a, b| {
        a.step
            .rating
            .cmp(&b.step.rating)
            .then(a.class.number().cmp(&b.class.number()))
    });
    kept
}

/// The loop search from one start cell.
struct Search<'a> {
    board: &'a Board,
    lk: bool,
    max_len: usize,
    v1: Digit,
    v2: Digit,
    pair: Candidates,
    /// The cells holding both loop digits: the only cells a path can visit.
    both: CellSet,
    /// The cells holding exactly the two loop digits.
    pair_only: CellSet,
    path: [Cell; 81],
    len: usize,
    in_path: CellSet,
    /// Houses entered at even and at odd steps of the path.
    seen: [u32; 2],
    /// The cells inside the houses of `seen[0]` and of `seen[1]`: a cell there cannot
    /// take the next step of that parity.
    covered: [CellSet; 2],
    kept: &'a mut Vec<Found>,
    /// The cell sets of the valid loops classified so far, from every start cell.
    classified: &'a mut Vec<CellSet>,
}

impl Search<'_> {
    /// SE's `checkForLoops`: extends the path by `cell`, closes loops back to the start,
    /// and recurses into cells holding both digits while the extra-cell budget allows.
    ///
    /// Two prunings leave the loops found, and their order, SE's:
    ///
    /// * A path that enters one house twice at steps of the same parity can only close
    ///   into loops that fail SE's `isValidLoop`, so it is not extended. Every path
    ///   cell then passes that check's first half as it is added, so a closed loop is
    ///   valid exactly when the houses entered at even and at odd steps are the same
    ///   (`seen[0] == seen[1]`).
    /// * [`Search::completable`]: a path with a house entered at one parity that no
    ///   cell the search may still visit can enter at the other is dropped with its
    ///   whole subtree, since no loop closing below it can be valid (and no valid loop
    ///   closes at it: a loop closing here is valid only with no such house at all).
    fn dfs(&mut self, cell: Cell, allowed: u32, ex: Candidates, last: Option<HouseKind>) {
        let parity = self.len % 2;
        let entered = self.seen[parity];
        let covered = self.covered[parity];
        self.seen[parity] |= HOUSES[cell.index()];
        self.covered[parity] |= CellSet::peers_of(cell).with(cell);
        self.path[self.len] = cell;
        self.len += 1;
        self.in_path.insert(cell);
        if self.completable(allowed, ex) {
            self.extend(cell, allowed, ex, last);
        }
        self.len -= 1;
        self.in_path.remove(cell);
        self.seen[parity] = entered;
        self.covered[parity] = covered;
    }

    /// The loop closures and recursions from `cell`, the path's last cell, in SE's
    /// order: house kinds box, row, column but not `last`, cells in house order.
    ///
    /// With the lk fix, a cell met again in a second house of `cell` (a neighbour in
    /// the same box and row, say) is not walked to again: the second walk would repeat
    /// the first's loops in the same order. From that cell, the two houses it shares
    /// with `cell` lead nowhere (the next cell would enter a house already entered at
    /// its parity by `cell`, and the start cannot be there: it would sit in one house
    /// with both `cell` and the cell, two of them of one parity), and the walk through
    /// the third kind is the same with the same path, budget and extra digits. Legacy
    /// mode adds the extra digits of every cell met to the shared set, so it keeps both
    /// walks.
    fn extend(&mut self, cell: Cell, allowed: u32, ex: Candidates, last: Option<HouseKind>) {
        let start = self.path[0];
        // Legacy: one copy of the extra digits per call, shared by the siblings.
        let mut shared = ex;
        // With the lk fix: the cells of the houses already walked from `cell`.
        let mut walked = CellSet::EMPTY;
        for kind in KINDS {
            if Some(kind) == last {
                continue;
            }
            let house = cell.house(kind).cell_set();
            let mut nexts = house & self.both;
            if self.lk {
                nexts -= walked;
                walked |= house;
            }
            for next in nexts {
                if next == start {
                    if self.len >= 4 && self.seen[0] == self.seen[1] {
                        self.close();
                    }
                    continue;
                }
                if self.in_path.contains(next) {
                    continue;
                }
                let cands = self.board.candidates(next);
                let extra = cands - self.pair;
                let ex_next = if self.lk {
                    ex | extra
                } else {
                    shared |= extra;
                    shared
                };
                let bivalue = cands.len() == 2;
                let dead_end = self.seen[self.len % 2] & HOUSES[next.index()] != 0;
                if (bivalue || ex_next.len() == 1 || allowed > 0)
                    && self.len < self.max_len
                    && !dead_end
                {
                    let allowed_next = if bivalue {
                        allowed
                    } else {
                        allowed.saturating_sub(1)
                    };
                    self.dfs(next, allowed_next, ex_next, Some(kind));
                }
            }
        }
    }

    /// Whether some valid loop may still close below the current path: every house
    /// entered at one parity only must hold a cell that can come later at the other,
    /// since a valid loop enters each of its houses once at each parity. Such a cell
    /// holds both digits, is not on the path, and shares no house with the path cells
    /// of its own parity (the dead-end rule of [`Search::dfs`]). Once no extra cell is
    /// left in the budget and the extra digits number two or more, only cells holding
    /// exactly the two digits can still be added (the extra digits only grow).
    fn completable(&self, allowed: u32, ex: Candidates) -> bool {
        let pool = if allowed == 0 && ex.len() >= 2 {
            self.pair_only
        } else {
            self.both
        } - self.in_path;
        for q in 0..2 {
            let open = self.seen[1 - q] & !self.seen[q];
            let free = pool - self.covered[q];
            if indices(open).any(|h| (House::from_index(h).cell_set() & free).is_empty()) {
                return false;
            }
        }
        true
    }

    /// A closed valid loop: classify it now (the board does not change during the
    /// search, so this is SE's order of processing the loops of one start cell),
    /// unless a loop of the same cells was classified before.
    ///
    /// SE meets each loop many times (from each of its bivalue cells, both ways round,
    /// and once per house shared by two neighbours), and its classifications after the
    /// first add nothing: the cells fix the loop digits (every loop cell holds both,
    /// and the start cell only those two), hence which cells have extra digits, and
    /// what order the walk takes changes only which extra cell is `c1` and which `c2`.
    /// Types 1, 2 and 4 and the sets of type 3 are symmetric in them (type 2's digit is
    /// the one extra digit every extra cell shares, the search admits no other), so a
    /// later walk yields hints of the same classes, cells, sets and eliminations, each
    /// equal to a hint kept by then or eliminating nothing: SE drops them all.
    fn close(&mut self) {
        if self.classified.contains(&self.in_path) {
            return;
        }
        self.classified.push(self.in_path);
        let cells = &self.path[..self.len];
        let found = Loop {
            board: self.board,
            cells,
            set: self.in_path,
            v1: self.v1,
            v2: self.v2,
            lk: self.lk,
        };
        found.classify(self.kept);
    }
}

/// Per cell, the bits (by house index) of its three houses.
static HOUSES: [u32; 81] = houses_table();

const fn houses_table() -> [u32; 81] {
    let mut t = [0; 81];
    let mut i = 0;
    while i < 81 {
        let c = Cell::from_index(i);
        t[i] = 1 << c.row() | 1 << (9 + c.col()) | 1 << (18 + c.box_index());
        i += 1;
    }
    t
}

#[cfg(test)]
mod tests {
    mod reference;

    use super::*;
    use crate::logic::Pattern;
    use crate::logic::testing::{
        STUCK_17_CLUE, first_step_on, hodoku, pencil, rated_explanations, se_board, se_fixture,
        se_path_boards,
    };

    /// HoDoKu's example for Unique Rectangle Type 1
    /// (hodoku.sourceforge.net/en/show_example.php?file=u101): "Uniqueness Test 1: 8/9
    /// in r2c23,r6c23 => r2c2<>8, r2c2<>9".
    #[test]
    fn rectangle_type_1_hodoku() {
        let b = hodoku(
            ":0600:89:+5.+2..896+71..7..+4+5+2.675..3+8+121+3+6+578+4+9+6+5489+1+2+737....4+6+15+8219...+34+3.+6....+9+8..+5.+8+3.26::822 922:",
        );
        let step = first_step_on(&b, Technique::UniqueRectangle1).expect("UR type 1");
        assert_eq!(
            step.explanation(),
            "Unique Rectangle Type 1 on 8 and 9 in r2c2, r2c3, r6c2, r6c3: r2c2<>8, r2c2<>9"
        );
        assert_eq!(step.rating.tenths(), 45);
    }

    /// HoDoKu's example for Unique Rectangle Type 2 (file=u202): 6/9 in r6c56, r8c56,
    /// 7 in r8c5 and r8c6, which removes every other 7 of row 8 and box 8.
    #[test]
    fn rectangle_type_2_hodoku() {
        let b = hodoku(
            ":0601:7:.79.....6+3.5+6.14..6........+5+6+4..8.2.+298+51+4+6+3+7+71+32..+854.......6885.4..2.3..6....+4.::774 775 776 783 788 794 795 796:",
        );
        let step = first_step_on(&b, Technique::UniqueRectangle2).expect("UR type 2");
        assert_eq!(
            step.explanation(),
            "Unique Rectangle Type 2 on 6 and 9 in r6c5, r6c6, r8c5, r8c6 (7 in r8c5, r8c6): \
             r7c4<>7, r7c5<>7, r7c6<>7, r8c3<>7, r8c8<>7, r9c4<>7, r9c5<>7, r9c6<>7"
        );
    }

    /// HoDoKu's example for Unique Rectangle Type 4 (file=u402): 2/8 in r8c38, r9c38;
    /// 8 only in r8c8 and r9c8 in column 8, so neither is 2.
    #[test]
    fn rectangle_type_4_hodoku() {
        let b = hodoku(
            ":0603:2:+8.9..7......6+9+8..3...5218..+214+8.5..7.83.+7.2..........+8...+78.64..6..+53+7.17.......5:312 412 417 419 223 127 128 638 639 958 959 367 967 968 971 272 972 273 292 392 193:288 298:",
        );
        let step = first_step_on(&b, Technique::UniqueRectangle4).expect("UR type 4");
        assert_eq!(
            step.explanation(),
            "Unique Rectangle Type 4 on 2 and 8 in r8c3, r8c8, r9c3, r9c8 \
             (8 locked in column 8): r8c8<>2, r9c8<>2"
        );
    }

    /// HoDoKu's Unique Rectangle Type 6 (file=u601: 2/5 in r4c34, r5c34, the extra
    /// candidates on a diagonal) is not one of Sudoku Explainer's types: the two extra
    /// cells share no house, so neither type 3 nor type 4 applies.
    #[test]
    fn diagonal_extras_are_not_a_se_type() {
        let b = hodoku(
            ":0605:5:541.+3.+7.+9....+7.+245...9+4+5+1.3....+6.891....+8.+3+7+66+1+8397+4+5+2+2+67+4+1+9+5+3+8+1+8+9+7536+2+43+54+826+9+17::543 554:",
        );
        let rect: CellSet = ["r4c3", "r4c4", "r5c3", "r5c4"]
            .iter()
            .map(|c| c.parse::<Cell>().unwrap())
            .collect();
        for step in hints(&b, &UniqueLoopOptions::default()) {
            let Pattern::Uniqueness { cells, .. } = &step.pattern else {
                unreachable!()
            };
            let set: CellSet = cells.iter().copied().collect();
            assert_ne!(set, rect, "{}", step.explanation());
        }
    }

    /// A board of 17-clue puzzle `.................1..2.34.................526..7.8.......
    /// .98...7..6....3.2.51.....` (Royle's collection) stuck after basic techniques: the
    /// rectangle r1c2, r1c4, r3c2, r3c4 on 5/6 has extra cells r1c2 {3456} and r3c2
    /// {156}. With the lk fix, type 3 tries sets from degree 2, so the hidden pairs of
    /// 5 and 6 (box 1, then column 2) come first (4.5, type 3 before type 4); 1.2.1
    /// starts at degree 3 (three extra digits) and finds only the naked triple (4.7).
    fn stuck_17_clue() -> Board {
        pencil(STUCK_17_CLUE)
    }

    #[test]
    fn type_3_degrees_and_order_with_the_lk_fix() {
        let all = rated_explanations(&hints(&stuck_17_clue(), &UniqueLoopOptions::default()));
        let rect = "on 5 and 6 in r1c2, r1c4, r3c2, r3c4 (1, 3 and 4 in r1c2, r3c2)";
        assert_eq!(
            all,
            vec![
                format!(
                    "4.5 Unique Rectangle Type 3 {rect} with hidden pair 5 and 6 in box 1 \
                     (r2c2, r3c2): r2c2<>3, r2c2<>4"
                ),
                format!(
                    "4.5 Unique Rectangle Type 3 {rect} with hidden pair 5 and 6 in column 2 \
                     (r2c2, r3c2): r2c2<>3, r2c2<>4"
                ),
                "4.5 Unique Rectangle Type 4 on 7 and 8 in r1c3, r1c6, r2c3, r2c6 \
                 (7 locked in column 3): r1c3<>8, r2c3<>8"
                    .to_string(),
                "4.5 Unique Rectangle Type 4 on 1 and 9 in r4c6, r4c8, r6c6, r6c8 \
                 (1 locked in column 8): r4c8<>9, r6c8<>9"
                    .to_string(),
                format!(
                    "4.7 Unique Rectangle Type 3 {rect} with naked triple 1, 3 and 4 in \
                     column 2 (r1c2/r3c2, r5c2, r7c2): r2c2<>3, r2c2<>4"
                ),
            ]
        );
    }

    #[test]
    fn legacy_starts_type_3_at_the_extra_digits() {
        let all = rated_explanations(&hints(&stuck_17_clue(), &UniqueLoopOptions::LEGACY));
        assert_eq!(all.len(), 3, "{all:#?}");
        assert!(
            all[0].starts_with("4.5 Unique Rectangle Type 4 on 7 and 8"),
            "{all:#?}"
        );
        assert!(
            all[2].starts_with("4.7 Unique Rectangle Type 3"),
            "{all:#?}"
        );
    }

    /// 17-clue puzzle `..............1..2..3....4.........5....36....78.....1....4..3..
    /// 1.7..9..2......6.`, which serate rates 4.6/1.5/1.5: its 4.6 is this loop of six,
    /// on the board Sudoku Explainer's producers reach first.
    #[test]
    fn loop_type_2_serate_4_6() {
        let b = pencil(
            "789 589 2   6   5789 4   58  1   3
             78  4   6   3   578  1   58  9   2
             1   589 3   59  2    589 7   4   6
             4   3   9   2   1    7   6   8   5
             5   2   1   8   3    6   4   7   9
             6   7   8   4   59   59  3   2   1
             89  6   5   1   4    89  2   3   7
             3   1   4   7   6    2   9   5   8
             2   89  7   59  589  3   1   6   4",
        );
        let all = hints(&b, &UniqueLoopOptions::default());
        assert_eq!(
            format!("{} {}", all[0].rating, all[0].explanation()),
            "4.6 Unique Loop Type 2 on 5 and 9 in r3c4, r3c6, r6c5, r6c6, r9c4, r9c5 \
             (8 in r3c6, r9c5): r1c5<>8, r2c5<>8, r7c6<>8"
        );
        assert_eq!(all[0].technique, Technique::UniqueLoop2);
        assert_eq!(
            first_step_on(&b, Technique::UniqueLoop2),
            Some(all[0].clone())
        );
        assert_eq!(first_step_on(&b, Technique::UniqueRectangle2), None);
    }

    /// QQwing expert puzzle `...5.83.9.637...8........476.......4.748.9...29..4..7..52..
    /// ...3...3......87......` (the reference set), rated 4.6/1.2/1.2 by serate: a loop
    /// of six whose extra cells r8c7, r9c7 leave 4 and 9 a hidden pair in column 7
    /// without r9c7 (degree 2: no bonus).
    #[test]
    fn loop_type_3_hidden_pair_serate_4_6() {
        let b = pencil(
            "7   4   1   5   2   8    3    6   9
             5   6   3   7   9   4    12   8   12
             8   2   9   16  3   16   5    4   7
             6   3   58  2   157 157  189  59  4
             1   7   4   8   56  9    26   3   256
             2   9   58  16  4   3    168  7   1568
             49  5   2   49  678 67   678  1   3
             49  1   6   3   578 257  4789 259 58
             3   8   7   49  156 1256 469  259 56",
        );
        let all = hints(&b, &UniqueLoopOptions::default());
        assert_eq!(
            format!("{} {}", all[0].rating, all[0].explanation()),
            "4.6 Unique Loop Type 3 on 4 and 9 in r7c1, r7c4, r8c1, r8c7, r9c4, r9c7 \
             (6, 7 and 8 in r8c7, r9c7) with hidden pair 4 and 9 in column 7 (r4c7, r8c7): \
             r4c7<>1, r4c7<>8"
        );
    }

    #[test]
    fn silent_without_bivalue_cells() {
        assert!(
            hints(
                &Board::new(&crate::Grid::EMPTY),
                &UniqueLoopOptions::default()
            )
            .is_empty()
        );
    }

    /// Line 169 of `se_rated_train.tsv` (tests/fixtures: serate's own ratings of public puzzles): a
    /// QQwing expert puzzle that serate rates 7.2/1.2/1.2. SE's 35th hint there is a
    /// unique loop of type 1; no unique rectangle of any type was left.
    #[test]
    fn loop_type_1_on_se_path() {
        let puzzle =
            "..7.1...89......2121....4..5.......2..46..8.....1...5......4.79....6.51...67....4";
        let step = se_fixture(puzzle, 34, Technique::UniqueLoop1);
        assert_eq!(
            step.explanation(),
            "Unique Loop Type 1 on 3 and 9 in r1c7, r1c8, r5c2, r5c8, r6c2, r6c7: \
             r6c2<>3, r6c2<>9"
        );
        assert_eq!(step.rating.to_string(), "4.6");
        let board = se_board(puzzle, 34);
        for t in [
            Technique::UniqueRectangle1,
            Technique::UniqueRectangle2,
            Technique::UniqueRectangle3,
            Technique::UniqueRectangle4,
        ] {
            assert_eq!(first_step_on(&board, t), None, "{t}");
        }
    }

    /// Line 12013 of Gordon Royle's collection of 17-clue puzzles:
    /// SE's 42nd hint, as nonet's SE loop reproduces it, is a unique loop of type 4 (no
    /// rated puzzle of the training set has one).
    #[test]
    fn loop_type_4_on_se_path() {
        let puzzle =
            "................12..3.45.........4.3.1.......6..7........1..5....4...8..7..26....";
        let step = se_fixture(puzzle, 41, Technique::UniqueLoop4);
        assert_eq!(
            step.explanation(),
            "Unique Loop Type 4 on 8 and 9 in r3c8, r3c9, r5c3, r5c8, r6c3, r6c9 \
             (8 locked in row 5): r5c3<>9, r5c8<>9"
        );
        assert_eq!(step.rating.to_string(), "4.6");
        let board = se_board(puzzle, 41);
        assert_eq!(crate::logic::testing::se_next_hint(&board), Some(step));
    }

    /// The pruned search gives exactly the reference search's hints (the search before
    /// the pruning, kept in test code), in the same order with the same ratings, on
    /// every board of SE's path through the training puzzles: both options, loops and
    /// rectangles only.
    #[test]
    fn agrees_with_the_reference_search_on_se_paths() {
        let steps =
            |found: Vec<Found>| -> Vec<Step> { found.into_iter().map(|h| h.step).collect() };
        let (mut boards, mut hints) = (0, 0);
        for board in se_path_boards() {
            for lk_fix in [true, false] {
                for size in [LoopSize::Any, LoopSize::Rectangles] {
                    let fast = steps(collect(&board, &UniqueLoopOptions { lk_fix }, size));
                    let slow = steps(reference::collect(&board, lk_fix, size));
                    assert_eq!(fast, slow, "{:?}", board.to_grid());
                    hints += fast.len();
                }
            }
            boards += 1;
        }
        assert!(
            boards > 5000 && hints > 100,
            "{boards} boards, {hints} hints"
        );
    }
}
