//! Innies and outies: the 45 rule over unions of whole houses.
//!
//! Pattern: a union U of k whole houses that share no cell (a run of rows or columns,
//! two rows or two columns apart, a box, two or three boxes) holds 1..9 k times, so its
//! digits sum to 45·k. The killer cages (and little killers' diagonals) wholly inside
//! U add their totals; what is left of U (the *innies*) sums to the rest. The cages that cross U's edge add their totals too:
//! then the cells of U in no cage, less the cells of the crossing cages outside U (the
//! *outies*), make 45·k less every total. When those cells are few (five, or eight
//! when they are all peers, as the innies of one house are), the sum is a cage of its
//! own, whose digits repeat unless the cells are peers. A third sum takes only the
//! crossing cages with fewer cells outside U than inside, when some stick out further.
//! A cage cut by U whose
//! inside part is all that is left of U is split in two: its outside part is the
//! outies, with the cage's total less the inside part's.
//!
//! Eliminations: every candidate of those cells no way of making the sum uses (a single
//! innie is placed), and each digit every way uses from the cells outside that see all
//! its places (as a cage's own step, [`Support`]).
//!
//! Example: cages covering all of row 1 but r1c9, with totals 40: r1c9 is 5.
//!
//! The unions tried are fixed (267 of them; on a jigsaw layout the 144 of rows and
//! columns only, since a sentence cannot name a region without the puzzle's topology).
//! What each union sums to depends on the cages alone, so it is worked out
//! once per puzzle ([`Shape`]); a board only counts each shape's empty cells before any
//! search.

use std::ops::ControlFlow;
use std::rc::Rc;
use std::sync::LazyLock;

use super::super::board::Board;
use super::super::pattern::{Pattern, Reasoning};
use super::super::registry::Sink;
use super::super::step::Step;
use super::super::technique::Technique;
use super::cages::{Piece, pieces};
use super::memo::{Memo, remembered};
use super::support::Support;
use super::weighted_sum::ways;
use crate::grid::{Cell, CellSet, House, HouseKind};

/// The most cells a derived sum may have: beyond five, its ways say little and cost
/// more.
const MAX_CELLS: usize = 5;

/// The most cells of a derived sum whose cells are all peers (a house's innies, a
/// split cage's outside part): its digits are distinct, so its ways stay few.
const MAX_DISTINCT_CELLS: usize = 8;

/// Search nodes per derived sum.
const BUDGET: u32 = 20_000;

/// Sends the whole step of each derived sum, union by union (rows, columns, boxes,
/// pairs of boxes), innies before outies.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let pieces = pieces(board);
    if pieces.is_empty() {
        return ControlFlow::Continue(());
    }
    let has_boxes = board.topology().has_boxes();
    let unions: &'static [Union] = if has_boxes { &WITH_BOXES } else { &LINES };
    let shapes = remembered(&SHAPES, Key { has_boxes, pieces }, |key| {
        Rc::new(shapes(&key.pieces, unions))
    });
    for shape in shapes.iter() {
        if let Some(sum) = sum_of(board, shape)
            && let Some(step) = sum_step(board, &sum, shape)
        {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// The sentence's part after the clue: the houses, then the derived sum.
pub(crate) fn found(reasoning: &Reasoning) -> String {
    let area = reasoning
        .houses
        .iter()
        .fold(CellSet::EMPTY, |all, h| all | h.cell_set());
    let total = reasoning.clue.unwrap_or(0);
    let plus = reasoning.cells - reasoning.subtracted;
    let minus = reasoning.subtracted;
    let houses = house_names(&reasoning.houses);
    let verb = if plus.len() == 1 { "is" } else { "sum to" };
    if minus.is_empty() {
        return format!("{houses}: {} {verb} {total}", side(plus, area));
    }
    let rest = if total == 0 {
        String::new()
    } else {
        format!(" plus {total}")
    };
    format!(
        "{houses}: {} {verb} {}{rest}",
        side(plus, area),
        side(minus, area)
    )
}

/// A union of whole houses that share no cell.
struct Union {
    houses: Vec<House>,
    cells: CellSet,
}

impl Union {
    fn of(houses: Vec<House>) -> Union {
        let cells = houses
            .iter()
            .fold(CellSet::EMPTY, |all, h| all | h.cell_set());
        Union { houses, cells }
    }
}

/// Every run of one to eight consecutive rows, and every two rows apart; then the
/// same for columns.
static LINES: LazyLock<Vec<Union>> = LazyLock::new(|| {
    let mut out = Vec::new();
    for kind in [HouseKind::Row, HouseKind::Column] {
        for len in 1..=8u8 {
            for start in 0..=9 - len {
                out.push(Union::of(
                    (start..start + len).map(|n| House::new(kind, n)).collect(),
                ));
            }
        }
        for a in 0..9u8 {
            for b in a + 2..9 {
                out.push(Union::of(vec![House::new(kind, a), House::new(kind, b)]));
            }
        }
    }
    out
});

/// The rows and columns of [`LINES`], each box, and every two boxes.
static WITH_BOXES: LazyLock<Vec<Union>> = LazyLock::new(|| {
    let mut out: Vec<Union> = LINES.iter().map(|u| Union::of(u.houses.clone())).collect();
    for a in 0..9u8 {
        out.push(Union::of(vec![House::box_(a)]));
    }
    for a in 0..9u8 {
        for b in a + 1..9 {
            out.push(Union::of(vec![House::box_(a), House::box_(b)]));
        }
    }
    // Three boxes that are not a band or a stack (those are runs of rows or columns
    // already): an L or a scattered three, 78 more unions, which the cages of a hard
    // killer often cut where rows and columns do not.
    for a in 0..9u8 {
        for b in a + 1..9 {
            for c in b + 1..9 {
                let band = a / 3 == c / 3;
                let stack = a % 3 == b % 3 && b % 3 == c % 3;
                if !band && !stack {
                    out.push(Union::of(vec![
                        House::box_(a),
                        House::box_(b),
                        House::box_(c),
                    ]));
                }
            }
        }
    }
    out
});

/// What a puzzle's pieces alone say, before any cell is filled: the digits of `plus`
/// less those of `minus` make `total`. The unions and the pieces are the same on every
/// board of a puzzle, so these are worked out once per puzzle (kept in [`SHAPES`]) and
/// only matched against each board's empty cells.
struct Shape {
    /// The union, from [`LINES`] or [`WITH_BOXES`].
    union: &'static Union,
    plus: CellSet,
    minus: CellSet,
    total: i32,
    /// The pieces added up, by their indices in the rules.
    cages: Vec<usize>,
}

/// The key of a puzzle's shapes: its pieces and whether it has boxes (which picks the
/// unions).
#[derive(PartialEq, Eq, Hash)]
struct Key {
    has_boxes: bool,
    pieces: Vec<Piece>,
}

thread_local! {
    /// The shapes of the puzzles seen last: a hard killer's path asks for them after
    /// every step of every trial, and deriving them is 267 unions against every piece.
    static SHAPES: Memo<Key, Rc<Vec<Shape>>> = Memo::default();
}

/// Every union's shapes, union by union, in the order [`derived`] gives them.
fn shapes(pieces: &[Piece], unions: &'static [Union]) -> Vec<Shape> {
    unions
        .iter()
        .flat_map(|union| derived(pieces, union))
        .collect()
}

/// A derived sum on a board: the digits of `cells` times `weights` make `target` (cells
/// still empty only; filled ones are counted into the target).
struct Derived {
    cells: Vec<Cell>,
    weights: Vec<i32>,
    target: i32,
}

/// The shapes of `union`: its innies against the pieces inside it, and,
/// when pieces cross its edge, its uncovered cells against the outies.
fn derived(pieces: &[Piece], union: &'static Union) -> Vec<Shape> {
    let house_total = 45 * union.houses.len() as i32;
    let (mut inside, mut crossing) = (CellSet::EMPTY, CellSet::EMPTY);
    let (mut inside_total, mut crossing_total) = (0, 0);
    let (mut inside_cages, mut cages): (Vec<usize>, Vec<usize>) = (Vec::new(), Vec::new());
    for p in pieces {
        if union.cells.is_superset(p.cells) {
            inside |= p.cells;
            inside_total += p.total;
            inside_cages.push(p.index);
            cages.push(p.index);
        } else if union.cells.intersects(p.cells) {
            crossing |= p.cells;
            crossing_total += p.total;
            cages.push(p.index);
        }
    }
    let shape = |plus: CellSet, minus: CellSet, total: i32, cages: Vec<usize>| Shape {
        union,
        plus,
        minus,
        total,
        cages,
    };
    let mut out = vec![shape(
        union.cells - inside,
        CellSet::EMPTY,
        house_total - inside_total,
        inside_cages.clone(),
    )];
    if !crossing.is_empty() {
        out.push(shape(
            union.cells - inside - crossing,
            crossing - union.cells,
            house_total - inside_total - crossing_total,
            cages,
        ));
    }
    // Only the crossing pieces with more cells inside than outside: each trades its
    // inside cells for fewer outies, so the sum is the smallest of this kind (a
    // solver's usual pick when some crossing cages stick far out).
    let mut few = (CellSet::EMPTY, 0, inside_cages);
    let mut all_crossing = true;
    for p in pieces {
        if union.cells.intersects(p.cells) && !union.cells.is_superset(p.cells) {
            let outside = (p.cells - union.cells).len();
            if outside < (p.cells & union.cells).len() {
                few.0 |= p.cells;
                few.1 += p.total;
                few.2.push(p.index);
            } else {
                all_crossing = false;
            }
        }
    }
    if !few.0.is_empty() && !all_crossing {
        few.2.sort_unstable();
        out.push(shape(
            union.cells - inside - few.0,
            few.0 - union.cells,
            house_total - inside_total - few.1,
            few.2,
        ));
    }
    // A shape with no cells says nothing on any board.
    out.retain(|s| !(s.plus | s.minus).is_empty());
    out
}

/// The sum "digits of `plus` less digits of `minus` make `total`" of `shape`, over its
/// empty cells on `board`, when they are few enough to search (and at least one).
fn sum_of(board: &Board, shape: &Shape) -> Option<Derived> {
    let (plus, minus, total) = (shape.plus, shape.minus, shape.total);
    // Most unions leave too many empty cells to search: count them before building
    // anything (a hard killer's carving asks this of several hundred shapes a step).
    let open = ((plus | minus) & board.empty_cells()).len() as usize;
    if open == 0 || open > MAX_DISTINCT_CELLS {
        return None;
    }
    let mut target = total;
    let mut cells = Vec::with_capacity(open);
    let mut weights = Vec::with_capacity(open);
    for (set, w) in [(plus, 1), (minus, -1)] {
        for c in set {
            match board.value(c) {
                Some(d) => target -= w * i32::from(d.get()),
                None => {
                    cells.push(c);
                    weights.push(w);
                }
            }
        }
    }
    // Past MAX_CELLS (and up to MAX_DISTINCT_CELLS, checked above) only cells that all
    // see each other: their digits are distinct, so their ways stay few.
    if cells.len() > MAX_CELLS {
        let topology = board.topology();
        let distinct = cells
            .iter()
            .enumerate()
            .all(|(i, &a)| cells[..i].iter().all(|&b| topology.peers(a).contains(b)));
        if !distinct {
            return None;
        }
    }
    if target < 0 {
        target = -target;
        weights.iter_mut().for_each(|w| *w = -*w);
    }
    Some(Derived {
        cells,
        weights,
        target,
    })
}

/// The whole step of a derived sum, if it concludes anything.
fn sum_step(board: &Board, sum: &Derived, shape: &Shape) -> Option<Step> {
    let found = ways(board, &sum.cells, &sum.weights, sum.target, BUDGET).ok()?;
    let mut support = Support::new(&sum.cells);
    if let Some(found) = &found {
        support.add_all(&found.per_cell, found.required);
    }
    let first = shape.cages.first().copied().unwrap_or(0);
    let clue = u16::try_from(sum.target).ok();
    let mut step = support.step(board, Technique::InniesOuties, first, clue, Vec::new())?;
    let per_cell = found.map(|f| f.per_cell).unwrap_or_default();
    for (&cell, kept) in sum.cells.iter().zip(&per_cell) {
        if let Some(d) = kept.single_digit() {
            step.push_placement(cell, d);
        }
    }
    // A placement says the rest: its cell's other candidates and its digit in its
    // peers go with it.
    let peers = board.topology();
    let placed = step.placements.clone();
    step.eliminations.retain(|e| {
        !placed.iter().any(|p| {
            p.cell == e.cell || (p.digit == e.digit && peers.peers(p.cell).contains(e.cell))
        })
    });
    if let Pattern::Constraint(reasoning) = &mut step.pattern {
        reasoning.constraints.clone_from(&shape.cages);
        reasoning.houses.clone_from(&shape.union.houses);
        reasoning.subtracted = sum
            .cells
            .iter()
            .zip(&sum.weights)
            .filter(|&(_, &w)| w < 0)
            .map(|(&c, _)| c)
            .collect();
    }
    Some(step)
}

/// "rows 1-2", "box 5", "boxes 1 and 4": houses of one kind, by their numbers.
pub(super) fn house_names(houses: &[House]) -> String {
    let mut parts = Vec::new();
    for kind in HouseKind::ALL {
        let numbers: Vec<u8> = houses
            .iter()
            .filter(|h| h.kind() == kind)
            .map(|h| h.number() + 1)
            .collect();
        let (Some(&first), Some(&last)) = (numbers.first(), numbers.last()) else {
            continue;
        };
        let name = kind.name();
        let consecutive = numbers.windows(2).all(|w| w[1] == w[0] + 1);
        parts.push(match numbers.len() {
            1 => format!("{name} {first}"),
            _ if consecutive => format!("{name}{} {first}-{last}", plural(kind)),
            _ => {
                let rest: Vec<String> = numbers[..numbers.len() - 1]
                    .iter()
                    .map(u8::to_string)
                    .collect();
                format!("{name}{} {} and {last}", plural(kind), rest.join(", "))
            }
        });
    }
    parts.join(", ")
}

/// The plural ending of a house kind's name.
fn plural(kind: HouseKind) -> &'static str {
    match kind {
        HouseKind::Box => "es",
        _ => "s",
    }
}

/// "the innie r3c4", "the outies r3c4, r3c5": cells inside `area` are innies.
fn side(cells: CellSet, area: CellSet) -> String {
    let word = if area.is_superset(cells) {
        "innie"
    } else {
        "outie"
    };
    let list: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
    let s = if cells.len() == 1 { "" } else { "s" };
    format!("the {word}{s} {}", list.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::rules::Constraint;
    use crate::rules::kinds::KillerCage;
    use crate::rules::testing::cell;
    use crate::rules::{Layout, Rules};

    /// A cage over `cells` with the total `solution` gives it.
    fn cage(solution: &Grid, cells: &[&str]) -> Constraint {
        let cells: Vec<Cell> = cells.iter().map(|t| cell(t)).collect();
        let total = cells
            .iter()
            .map(|&c| u16::from(solution.get(c).unwrap().get()))
            .sum();
        Constraint::Killer(KillerCage {
            cells,
            total: Some(total),
        })
    }

    /// The steps `find` sends on the empty board of these cages, on the first test
    /// solution.
    fn steps(cages: &[&[&str]]) -> (Grid, Vec<Step>) {
        let solution = super::super::testing::solutions()[0];
        let constraints = cages.iter().map(|c| cage(&solution, c)).collect();
        let rules = Rules::new(Layout::Boxes, constraints).unwrap();
        let board = Board::for_rules(&Grid::EMPTY, &rules, solution);
        let mut out = Vec::new();
        let _ = find(&board, &mut |s| {
            out.push(s);
            ControlFlow::Continue(())
        });
        for step in &out {
            for p in &step.placements {
                assert_eq!(solution.get(p.cell), Some(p.digit), "{step}");
            }
            for e in &step.eliminations {
                assert_ne!(solution.get(e.cell), Some(e.digit), "{step}");
            }
        }
        (solution, out)
    }

    fn digit(solution: &Grid, text: &str) -> i32 {
        i32::from(solution.get(cell(text)).unwrap().get())
    }

    #[test]
    fn a_single_innie_is_placed() {
        let (solution, steps) = steps(&[
            &["r1c1", "r1c2", "r1c3"],
            &["r1c4", "r1c5"],
            &["r1c6", "r1c7", "r1c8"],
        ]);
        let d = digit(&solution, "r1c9");
        let step = steps.first().expect("a step");
        assert_eq!(
            step.explanation(),
            format!("Innies and Outies {d} at r1c9: row 1: the innie r1c9 is {d}: r1c9={d}",),
        );
    }

    #[test]
    fn a_cage_split_by_a_row_gives_its_outie() {
        let (solution, steps) = steps(&[
            &["r1c1", "r1c2", "r1c3"],
            &["r1c4", "r1c5"],
            &["r1c6", "r1c7"],
            &["r1c8", "r1c9", "r2c9"],
        ]);
        let d = digit(&solution, "r2c9");
        let outie = steps
            .iter()
            .find(|s| s.placements.iter().any(|p| p.cell == cell("r2c9")))
            .expect("the outie placed");
        assert!(
            outie.explanation().starts_with(&format!(
                "Innies and Outies {d} at r2c9: row 1: the outie r2c9 is {d}"
            )),
            "{outie}"
        );
        // The cage's inside part is a sum of its own.
        let inside = digit(&solution, "r1c8") + digit(&solution, "r1c9");
        let text = format!("row 1: the innies r1c8, r1c9 sum to {inside}");
        assert!(
            steps.iter().any(|s| s.explanation().contains(&text)),
            "{steps:?}"
        );
    }

    #[test]
    fn uncaged_innies_against_an_outie() {
        let (solution, steps) = steps(&[
            &["r1c1", "r1c2", "r1c3"],
            &["r1c4", "r1c5"],
            &["r1c6", "r1c7", "r2c7"],
        ]);
        let innies = digit(&solution, "r1c8") + digit(&solution, "r1c9");
        let outie = digit(&solution, "r2c7");
        let text = if innies >= outie {
            format!(
                "row 1: the innies r1c8, r1c9 sum to the outie r2c7 plus {}",
                innies - outie
            )
        } else {
            format!(
                "row 1: the outie r2c7 is the innies r1c8, r1c9 plus {}",
                outie - innies
            )
        };
        let text = text.replace(" plus 0", "");
        assert!(
            steps.iter().any(|s| s.explanation().contains(&text)),
            "{text}: {:?}",
            steps.iter().map(Step::explanation).collect::<Vec<_>>()
        );
    }

    #[test]
    fn a_house_s_innies_are_a_hidden_cage() {
        // 7+8+9 in r1c1..r1c3 leaves 21 to the six other cells of row 1: 1 to 6.
        let rules = Rules::new(
            Layout::Boxes,
            vec![Constraint::Killer(KillerCage {
                cells: vec![cell("r1c1"), cell("r1c2"), cell("r1c3")],
                total: Some(24),
            })],
        )
        .unwrap();
        let board = Board::for_rules(&Grid::EMPTY, &rules, Grid::EMPTY);
        let mut first = None;
        let _ = find(&board, &mut |s| {
            first = Some(s);
            ControlFlow::Break(())
        });
        let step = first.expect("a step");
        assert!(
            step.explanation().starts_with(
                "Innies and Outies 21 at r1c4: row 1: the innies r1c4, r1c5, r1c6, r1c7, r1c8, r1c9 sum to 21"
            ),
            "{step}"
        );
        // The innies lose 7, 8, 9; holding 1 to 6, they take them from the cage.
        assert_eq!(step.eliminations.len(), 36, "{step}");
        for e in &step.eliminations {
            assert_eq!(e.cell.col() >= 3, e.digit.get() >= 7, "{step}");
        }
    }

    #[test]
    fn boxes_and_runs_of_rows_are_named() {
        let rows = [House::row(0), House::row(1)];
        assert_eq!(house_names(&rows), "rows 1-2");
        assert_eq!(
            house_names(&[House::box_(0), House::box_(3)]),
            "boxes 1 and 4"
        );
        assert_eq!(house_names(&[House::column(4)]), "column 5");
    }

    /// Seven innies that all see each other are searched as a cage of their own, with
    /// no budget to run out of: a two-cell cage in row 1 and box 1 leaves seven cells
    /// of each summing to 45 less its total, and those always hold every digit that
    /// has no partner making the cage's total, so neither cage cell holds one.
    #[test]
    fn seven_innies_are_searched_as_a_cage() {
        let (solution, steps) = steps(&[&["r1c1", "r1c2"]]);
        let total = digit(&solution, "r1c1") + digit(&solution, "r1c2");
        let lonely: Vec<i32> = (1..=9)
            .filter(|&d| !(1..=9).contains(&(total - d)) || total - d == d)
            .collect();
        assert_eq!(steps.len(), 2, "row 1 and box 1");
        for step in &steps {
            let mut out: Vec<(Cell, i32)> = step
                .eliminations
                .iter()
                .map(|e| (e.cell, i32::from(e.digit.get())))
                .collect();
            out.sort();
            let mut expected: Vec<(Cell, i32)> = [cell("r1c1"), cell("r1c2")]
                .into_iter()
                .flat_map(|c| lonely.iter().map(move |&d| (c, d)))
                .collect();
            expected.sort();
            assert_eq!(out, expected, "{step}");
        }
    }

    /// Random cages tiling most of the grid on random boards: every step sound.
    #[test]
    fn innies_and_outies_are_sound_on_random_boards() {
        let found = super::super::testing::assert_sound_on_random_boards(
            60,
            11,
            |solution, rng| {
                let mut used = CellSet::EMPTY;
                let mut cages = Vec::new();
                let mut order: Vec<Cell> = Cell::all().collect();
                rng.shuffle(&mut order);
                let keep = 60 + rng.index(22);
                for start in order {
                    if used.contains(start) || used.len() as usize >= keep {
                        continue;
                    }
                    let mut cells = vec![start];
                    used.insert(start);
                    let size = 1 + rng.index(5);
                    while cells.len() < size {
                        let from = cells[rng.index(cells.len())];
                        let next: Vec<Cell> = CellSet::peers_of(from)
                            .iter()
                            .filter(|c| {
                                c.row().abs_diff(from.row()) + c.col().abs_diff(from.col()) == 1
                                    && !used.contains(*c)
                                    && cells.iter().all(|&o| solution.get(o) != solution.get(*c))
                            })
                            .collect();
                        let Some(&next) = next.get(rng.index(next.len().max(1))) else {
                            break;
                        };
                        used.insert(next);
                        cells.push(next);
                    }
                    let total = cells
                        .iter()
                        .map(|&c| u16::from(solution.get(c).unwrap().get()))
                        .sum();
                    let total = (rng.below(8) != 0).then_some(total);
                    cages.push(Constraint::Killer(KillerCage { cells, total }));
                }
                cages
            },
            find,
        );
        assert!(found > 150, "{found} steps");
    }

    /// Little killers' diagonals added up with the boxes and rows they lie in, on
    /// random boards: every step sound, and a diagonal inside a union counts.
    #[test]
    fn little_killers_in_a_union_are_sound_on_random_boards() {
        use crate::rules::kinds::{DiagonalStep, LittleKiller};
        let found = super::super::testing::assert_sound_on_random_boards(
            80,
            17,
            |solution, rng| {
                let mut clues = Vec::new();
                for _ in 0..6 {
                    // A short diagonal from near a corner: wholly inside a box or two.
                    let (start, step) = match rng.index(4) {
                        0 => (Cell::at(0, rng.index(3) as u8), DiagonalStep::DownLeft),
                        1 => (Cell::at(8, 8 - rng.index(3) as u8), DiagonalStep::UpRight),
                        2 => (Cell::at(0, 8 - rng.index(3) as u8), DiagonalStep::DownRight),
                        _ => (Cell::at(8, rng.index(3) as u8), DiagonalStep::UpLeft),
                    };
                    let mut clue = LittleKiller {
                        start: start.unwrap(),
                        step,
                        total: 0,
                    };
                    clue.total = clue
                        .line()
                        .iter()
                        .map(|&c| u16::from(solution.get(c).unwrap().get()))
                        .sum();
                    let clue = Constraint::LittleKiller(clue);
                    if !clues.contains(&clue) {
                        clues.push(clue);
                    }
                }
                clues
            },
            find,
        );
        assert!(found > 20, "{found} steps");
    }

    #[test]
    fn a_diagonal_inside_a_box_leaves_its_innies() {
        // The little killer from r1c3 down-left: r1c3, r2c2, r3c1, all in box 1, sum
        // to 6; so do the other six cells of box 1 to 39, as one sum of distinct digits.
        let rules = Rules::new(
            Layout::Boxes,
            vec![Constraint::LittleKiller(
                crate::rules::kinds::LittleKiller {
                    start: cell("r1c3"),
                    step: crate::rules::kinds::DiagonalStep::DownLeft,
                    total: 6,
                },
            )],
        )
        .unwrap();
        let board = Board::for_rules(&Grid::EMPTY, &rules, Grid::EMPTY);
        let mut texts = Vec::new();
        let _ = find(&board, &mut |s| {
            texts.push(s.explanation());
            ControlFlow::Continue(())
        });
        assert!(
            texts.iter().any(|t| t.starts_with(
                "Innies and Outies 39 at r1c1: box 1: the innies r1c1, r1c2, r2c1, r2c3, \
                 r3c2, r3c3 sum to 39"
            )),
            "{texts:?}"
        );
    }
}
