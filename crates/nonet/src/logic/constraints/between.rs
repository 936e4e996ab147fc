//! Between lines: the digits on the line lie strictly between the digits in its two
//! circles. Every pair of circle digits the candidates allow is tried: it stands when
//! each cell between can take a digit strictly between them and, in each group, the
//! cells between have enough such digits for each its own (three cells of a box need
//! circles at least four apart). The circles keep the digits of the pairs that stand,
//! each cell between the digits some standing pair puts in its range; settled with
//! what the line's cells owe each other ([`line::settle`]); then each digit left is
//! checked by a whole way of the line ([`witness::narrow`]).

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::step::Step;
use super::super::technique::Technique;
use super::support::Support;
use super::{Reasoned, indexed, line, witness};
use crate::grid::{Candidates, CellSet};
use crate::rules::Constraint;
use crate::rules::kinds::BetweenLine;

impl Reasoned for BetweenLine {
    const TECHNIQUES: &'static [Technique] = &[Technique::BetweenLine];
}

/// The most circle pairs a sentence lists; beyond it, it states the rule alone.
const LISTED: usize = 4;

/// Sends each between line's whole step, in the rules' order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::Between(between) = constraint else {
            continue;
        };
        if between.inner().is_empty() || between.cells.iter().all(|&c| board.value(c).is_some()) {
            continue;
        }
        if let Some(step) = line_step(board, index, between) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// What the circles and the cells between prove, as a step if it concludes anything.
fn line_step(board: &Board, index: usize, between: &BetweenLine) -> Option<Step> {
    let crowds = crowds(board, between);
    let mut kept = line::settle(board, &between.cells, |o| {
        let stand = standing(o, &crowds);
        narrow(o, &stand)
    })?;
    let last = between.cells.len() - 1;
    // The circles first: they decide the range of the cells between.
    let fits = |digits: &[u8], k: usize, d: u8| {
        let get = |j: usize| if j == k { d } else { digits[j] };
        let (a, b) = (get(0), get(last));
        if a == 0 || b == 0 {
            return true;
        }
        let (lo, hi) = (a.min(b), a.max(b));
        hi >= lo + 2 && (1..last).all(|j| get(j) == 0 || get(j) > lo && get(j) < hi)
    };
    let order: Vec<usize> = [0, last].into_iter().chain(1..last).collect();
    witness::narrow(board, &between.cells, &order, &mut kept, &fits);
    let pairs = standing(&kept, &crowds).pairs;
    let mut support = Support::new(&between.cells);
    support.add_all(&kept, Candidates::EMPTY);
    let listed = if pairs.len() <= LISTED {
        pairs
    } else {
        Vec::new()
    };
    support.step(board, Technique::BetweenLine, index, None, listed)
}

/// The places between the circles that share a group, group by group (one place per
/// cell), where there are two or more: their digits differ.
fn crowds(board: &Board, between: &BetweenLine) -> Vec<Vec<usize>> {
    let inner = &between.cells[1..between.cells.len() - 1];
    let mut out: Vec<Vec<usize>> = Vec::new();
    for group in board.topology().groups() {
        let mut seen = CellSet::EMPTY;
        let mut places = Vec::new();
        for (k, &cell) in inner.iter().enumerate() {
            if group.cells.contains(cell) && !seen.contains(cell) {
                seen.insert(cell);
                places.push(k + 1);
            }
        }
        if places.len() >= 2 && !out.contains(&places) {
            out.push(places);
        }
    }
    out
}

/// What the circle pairs that stand on the current options allow.
struct Standing {
    /// The pairs, each as the set of its two digits, in increasing order of their bits.
    pairs: Vec<Candidates>,
    /// The digits the first circle takes in some standing pair.
    first: Candidates,
    /// The digits the last circle takes in some standing pair.
    last: Candidates,
    /// The digits strictly between the circles of some standing pair.
    ranges: Candidates,
}

/// The circle pairs that stand on `options`.
fn standing(options: &[Candidates], crowds: &[Vec<usize>]) -> Standing {
    let last = options.len() - 1;
    let mut out = Standing {
        pairs: Vec::new(),
        first: Candidates::EMPTY,
        last: Candidates::EMPTY,
        ranges: Candidates::EMPTY,
    };
    for a in options[0] {
        for b in options[last] {
            let (lo, hi) = (a.get().min(b.get()), a.get().max(b.get()));
            if hi < lo + 2 {
                continue;
            }
            let range = strictly_between(lo, hi);
            let each = options[1..last].iter().all(|&o| !(o & range).is_empty());
            let enough = crowds.iter().all(|places| {
                let union = places
                    .iter()
                    .fold(Candidates::EMPTY, |u, &p| u | (options[p] & range));
                union.len() as usize >= places.len()
            });
            if each && enough {
                let pair = Candidates::single(a).with(b);
                if !out.pairs.contains(&pair) {
                    out.pairs.push(pair);
                }
                out.first.insert(a);
                out.last.insert(b);
                out.ranges |= range;
            }
        }
    }
    out.pairs.sort_unstable_by_key(|p| p.bits());
    out
}

/// The circles keep the digits standing pairs give them, the cells between the digits
/// some standing pair's range holds. Whether anything changed.
fn narrow(options: &mut [Candidates], standing: &Standing) -> bool {
    let last = options.len() - 1;
    let before = options.to_vec();
    options[0] &= standing.first;
    options[last] &= standing.last;
    for o in &mut options[1..last] {
        *o &= standing.ranges;
    }
    before.as_slice() != &*options
}

/// The digits strictly between `lo` and `hi` (`lo < hi`).
fn strictly_between(lo: u8, hi: u8) -> Candidates {
    Candidates::from_bits(((1u16 << (hi - 1)) - 1) & !((1u16 << lo) - 1))
}

/// The sentence's part after the line: the circle pairs that stand, when few.
pub(crate) fn found(reasoning: &Reasoning) -> String {
    if reasoning.combinations.is_empty() {
        return "the line lies strictly between its circles".to_string();
    }
    let pairs: Vec<String> = reasoning
        .combinations
        .iter()
        .map(|&p| super::digits(p))
        .collect();
    format!(
        "the line lies strictly between circles {}",
        pairs.join(" or ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::constraints::probe::{board, first_step, has};

    #[test]
    fn four_cells_of_a_row_push_the_circles_apart() {
        // Circles r1c1 and r1c6, four cells between in row 1: the circles are at least
        // five apart, so neither holds 5; 4 and 6 stay (4 with 9, 6 with 1).
        let straight = board(".Between~R1C1~R1C2~R1C3~R1C4~R1C5~R1C6");
        let step = first_step(&straight, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("Between Line at r1c1: the line lies strictly between its circles"),
            "{text}"
        );
        assert!(has(&step, "r1c1", 5) && has(&step, "r1c6", 5), "{text}");
        assert!(!has(&step, "r1c1", 4) && !has(&step, "r1c6", 6), "{text}");
        for d in [1, 9] {
            assert!(has(&step, "r1c3", d), "{text}");
        }
        assert!(!has(&step, "r1c3", 2) && !has(&step, "r1c3", 8), "{text}");
        // Bent over two rows, the line crowds no group with more than two cells
        // between, so circles four apart do: 5 stays, with 1 or 9.
        let bent = board(".Between~R1C1~R2C2~R1C3~R2C4~R1C5~R2C6");
        let step = first_step(&bent, find).expect("a step");
        assert!(!has(&step, "r1c1", 5), "{}", step.explanation());
    }

    #[test]
    fn a_given_circle_bounds_the_line() {
        // 2 in the first circle: the other circle is 4 or more and the cells between
        // are 3 or more; with 8 given between, the last circle is 9, so the pair is
        // listed.
        let board = board(".~R1C1_2~R1C2_8.Between~R1C1~R1C2~R2C3");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with(
                "Between Line at r1c1: the line lies strictly between circles 2 and 9"
            ),
            "{text}"
        );
        for d in 1..=8 {
            assert!(
                d == 2 || d == 8 || has(&step, "r2c3", d),
                "r2c3<>{d}: {text}"
            );
        }
    }

    /// Random lines of 3 to 7 cells whose inner solution digits lie strictly between
    /// its ends': every step sound.
    #[test]
    fn between_steps_are_sound_on_random_boards() {
        let found = super::super::testing::assert_sound_on_random_boards(
            120,
            19,
            |solution, rng| {
                let mut lines = Vec::new();
                for _ in 0..300 {
                    let len = 3 + rng.index(5);
                    let digit = |c| solution.get(c).unwrap().get();
                    let Some(mut cells) = line::random_path(rng, len, |_, _| true) else {
                        continue;
                    };
                    // Choose ends with the lowest and highest digits, if the walk allows.
                    let inner_ok = |cells: &[crate::grid::Cell]| {
                        let (a, b) = (digit(cells[0]), digit(cells[cells.len() - 1]));
                        let (lo, hi) = (a.min(b), a.max(b));
                        cells[1..cells.len() - 1]
                            .iter()
                            .all(|&c| digit(c) > lo && digit(c) < hi)
                    };
                    if !inner_ok(&cells) {
                        cells.truncate(3);
                        if !inner_ok(&cells) {
                            continue;
                        }
                    }
                    lines.push(Constraint::Between(BetweenLine { cells }));
                    if lines.len() == 4 {
                        break;
                    }
                }
                lines
            },
            find,
        );
        assert!(found > 200, "{found} steps");
    }
}
