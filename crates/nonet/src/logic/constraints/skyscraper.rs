//! Skyscraper clues: how many digits are seen along a row or column from the clue, a
//! digit being seen when it is taller than every digit before it.
//!
//! Pattern: a clue and its line's candidates.
//! Eliminations: every candidate no filling of the line gives its cell (an exact
//! search over the line's fillings, as a memoised walk over states: the digits used so
//! far (the tallest is the largest of them) and how many were seen; at most 512 x 10
//! states, each looked at once), and a digit the step moved off some cell of the line
//! removed from the cells outside that see all its places left on it.
//! Example: a clue of 1 makes the nearest cell a 9; a clue of 9 fills the line 1 to 9.
//!
//! The walk keeps to a node budget (a line with few candidates left stays far below
//! it); past it the clue sends nothing rather than a partial step.

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::step::Step;
use super::super::technique::Technique;
use super::memo::{Memo, remembered};
use super::support::{Support, options};
use super::{Reasoned, indexed};
use crate::grid::{Candidates, Cell};
use crate::rules::Constraint;
use crate::rules::kinds::Skyscraper;

impl Reasoned for Skyscraper {
    const TECHNIQUES: &'static [Technique] = &[Technique::SkyscraperClue];
}

/// The most states one clue's walk looks at before giving up.
const BUDGET: usize = 20_000;

/// Sends each clue's step, in the rules' order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::Skyscraper(clue) = constraint else {
            continue;
        };
        if let Some(step) = clue_step(board, index, clue) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// The clue's step, or `None` when its line is filled, the walk ran out of budget, or
/// nothing new follows.
fn clue_step(board: &Board, index: usize, clue: &Skyscraper) -> Option<Step> {
    let line: [Cell; 9] = clue.clue.cells()?;
    if line.iter().all(|&c| board.value(c).is_some()) {
        return None;
    }
    let options = line.map(|c| options(board, c).bits());
    let support = remembered(&WALKS, (options, clue.count), |&(options, count)| {
        walk(options, count)
    })??;
    let per_cell = support.map(Candidates::from_bits);
    // Digits some cell of the line just lost: their places left may point outside.
    let moved = line
        .iter()
        .zip(&per_cell)
        .filter(|(c, _)| board.value(**c).is_none())
        .fold(Candidates::EMPTY, |all, (&c, &kept)| {
            all | (board.candidates(c) - kept)
        });
    let mut support = Support::new(&line);
    support.add_all(&per_cell, moved);
    let count = Some(u16::from(clue.count));
    support.step(board, Technique::SkyscraperClue, index, count, Vec::new())
}

thread_local! {
    /// The walks of the last lines asked, by their options and count: a trial asks a
    /// clue again on every board, and most boards leave its line as it was.
    static WALKS: Memo<([u16; 9], u8), Walked> = Memo::default();
}

/// A walk's answer: the digits some filling gives each cell, `Some(None)` when no
/// filling makes the count, `None` past the budget.
type Walked = Option<Option<[u16; 9]>>;

/// The digits some filling of the line gives each cell (`options[i]` those cell `i`
/// may take, from the clue) when `count` digits are seen ([`Walked`]).
fn walk(options: [u16; 9], count: u8) -> Walked {
    let mut walk = Walk {
        options,
        count,
        memo: [State::Unknown; STATES],
        support: [0; 9],
        states: 0,
    };
    Some(walk.ok(0, 0)?.then_some(walk.support))
}

/// The walk's states: the digits used (512 sets) by how many were seen (0 to 9).
const STATES: usize = 512 * 10;

/// What is known of a state of the walk.
#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    Unknown,
    Good,
    Dead,
}

/// The walk along the line: `options[i]` the digits cell `i` (from the clue) may take,
/// `support[i]` the digits some filling gives it.
struct Walk {
    options: [u16; 9],
    count: u8,
    memo: [State; STATES],
    support: [u16; 9],
    states: usize,
}

impl Walk {
    /// Whether the cells after the digits `used` (`seen` of them seen) can be filled to
    /// make the count; `None` past the budget. Every good move from a state the walk
    /// reaches is recorded in `support`.
    fn ok(&mut self, used: u16, seen: u8) -> Option<bool> {
        if seen > self.count {
            return Some(false);
        }
        let i = used.count_ones() as usize;
        if i == 9 {
            return Some(seen == self.count);
        }
        // The tallest so far is the largest digit used (0 before the first).
        let tallest = (16 - used.leading_zeros()) as u8;
        // Each digit still to come that is taller than the tallest may be seen, no more.
        let taller = (0x1ff & !used) >> tallest;
        if u32::from(seen) + taller.count_ones() < u32::from(self.count) {
            return Some(false);
        }
        let slot = usize::from(used) * 10 + usize::from(seen);
        match self.memo[slot] {
            State::Good => return Some(true),
            State::Dead => return Some(false),
            State::Unknown => {}
        }
        self.states += 1;
        if self.states > BUDGET {
            return None;
        }
        let mut good = false;
        let mut open = self.options[i] & !used;
        while open != 0 {
            let bit = open & open.wrapping_neg();
            open &= open - 1;
            let d = bit.trailing_zeros() as u8 + 1;
            let next = self.ok(used | bit, seen + u8::from(d > tallest))?;
            if next {
                good = true;
                self.support[i] |= bit;
            }
        }
        self.memo[slot] = if good { State::Good } else { State::Dead };
        Some(good)
    }
}

/// The sentence's part after the clue.
pub(crate) fn found(reasoning: &Reasoning) -> String {
    let Some(count) = reasoning.clue else {
        return String::new();
    };
    let mut out = if count == 1 {
        "1 digit is seen from the clue".to_string()
    } else {
        format!("{count} digits are seen from the clue")
    };
    if !reasoning.required.is_empty() {
        out.push_str(&format!(
            ", so {} leaves the cells that see all its places on the line",
            super::digits(reasoning.required)
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::logic::constraints::probe::{board, first_step};
    use crate::logic::constraints::testing::assert_sound_on_random_boards;
    use crate::rules::{Outside, Side};

    fn sky(side: Side, index: u8, count: u8) -> Constraint {
        Constraint::Skyscraper(Skyscraper {
            clue: Outside { side, index },
            count,
        })
    }

    fn board_with(givens: &str, constraints: Vec<Constraint>) -> Board {
        let grid = board(givens).to_grid();
        let rules = crate::rules::Rules::new(crate::rules::Layout::Boxes, constraints).unwrap();
        Board::for_rules(&grid, &rules, Grid::EMPTY)
    }

    #[test]
    fn a_clue_of_1_makes_the_nearest_cell_a_9() {
        let board = board_with(&".".repeat(81), vec![sky(Side::Left, 0, 1)]);
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("Skyscraper Clue 1 at r1c1: 1 digit is seen from the clue"),
            "{text}"
        );
        for d in 1..=8 {
            assert!(text.contains(&format!("r1c1<>{d}")), "{text}");
        }
        // The rest of the line loses 9, and so do the cells that see r1c1.
        assert!(
            text.contains("r1c9<>9") && text.contains("r5c1<>9"),
            "{text}"
        );
    }

    #[test]
    fn a_clue_of_9_fills_the_line_in_order() {
        let board = board_with(&".".repeat(81), vec![sky(Side::Bottom, 4, 9)]);
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        // Seen from below: r9c5 = 1, r8c5 = 2, ..., r1c5 = 9.
        assert!(
            text.contains("r9c5<>2") && !text.contains("r9c5<>1"),
            "{text}"
        );
        assert!(
            text.contains("r1c5<>8") && !text.contains("r1c5<>9"),
            "{text}"
        );
    }

    #[test]
    fn a_clue_of_2_with_a_9_placed_second_fixes_nothing_else() {
        // 9 at r1c2 seen from the left: r1c1 is seen whatever it is, and nothing after
        // the 9 is; the clue of 2 is already made, so nothing goes.
        let givens = format!(".9{}", ".".repeat(79));
        let board = board_with(&givens, vec![sky(Side::Left, 0, 2)]);
        assert_eq!(first_step(&board, find), None);
        // A clue of 3 cannot be made with the 9 second: the walk finds no filling and
        // sends nothing.
        let board = board_with(&givens, vec![sky(Side::Left, 0, 3)]);
        assert_eq!(first_step(&board, find), None);
    }

    #[test]
    fn the_walk_keeps_exactly_the_supported_digits() {
        // Clue 2 from the left on an empty row: r1c1 cannot be 9 (the only digit
        // seen), and r1c2 cannot be 8 (after a 9 nothing more is seen; after anything
        // else, the 8 and the 9 to come make three). Every other candidate stays:
        // 8 at r1c3 fits 1 9 8 ..., for one.
        let board = board_with(&".".repeat(81), vec![sky(Side::Left, 0, 2)]);
        let step = first_step(&board, find).expect("a step");
        assert_eq!(
            step.explanation(),
            "Skyscraper Clue 2 at r1c1: 2 digits are seen from the clue: r1c1<>9, r1c2<>8"
        );
    }

    fn clues_of(solution: &Grid, rng: &mut crate::rng::Rng) -> Vec<Constraint> {
        let mut out = Vec::new();
        for _ in 0..4 {
            let side = [Side::Top, Side::Bottom, Side::Left, Side::Right][rng.index(4)];
            let outside = Outside {
                side,
                index: rng.index(9) as u8,
            };
            let line = outside.cells().unwrap();
            let (mut seen, mut tallest) = (0, 0);
            for c in line {
                let v = solution.get(c).unwrap().get();
                if v > tallest {
                    seen += 1;
                    tallest = v;
                }
            }
            let clue = Constraint::Skyscraper(Skyscraper {
                clue: outside,
                count: seen,
            });
            if !out.contains(&clue) {
                out.push(clue);
            }
        }
        out
    }

    #[test]
    fn skyscraper_steps_are_sound_on_random_boards() {
        let found = assert_sound_on_random_boards(80, 81, clues_of, find);
        assert!(found > 100, "{found} steps");
    }
}
