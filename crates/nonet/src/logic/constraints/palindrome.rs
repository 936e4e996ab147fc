//! Palindromes: the line reads the same from either end, so each cell and its mirror
//! hold one digit: both keep only the candidates they share (and a cell the line passes
//! twice ties its mirrors together), settled with what the line's cells owe each other
//! ([`line::settle`]), then each digit left checked by a whole way of the line
//! ([`witness::narrow`]).

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::step::Step;
use super::super::technique::Technique;
use super::support::Support;
use super::{Pair, Reasoned, indexed, line, witness};
use crate::grid::{Candidates, Cell};
use crate::rules::Constraint;
use crate::rules::kinds::Palindrome;

impl Reasoned for Palindrome {
    const TECHNIQUES: &'static [Technique] = &[Technique::Palindrome];

    /// Mirrored cells hold the same digit.
    fn pairs(&self, out: &mut Vec<Pair>) {
        for (a, b) in self.mirrored_pairs() {
            if a != b {
                out.push(Pair::new(a, b, |x, y| x == y));
            }
        }
    }
}

/// Sends each palindrome's whole step, in the rules' order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::Palindrome(palindrome) = constraint else {
            continue;
        };
        if palindrome.cells.iter().all(|&c| board.value(c).is_some()) {
            continue;
        }
        if let Some(step) = line_step(board, index, palindrome) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// What the mirrors prove, as a step if it concludes anything.
fn line_step(board: &Board, index: usize, palindrome: &Palindrome) -> Option<Step> {
    let cells = &palindrome.cells;
    let mut kept = line::settle(board, cells, |o| mirror(board, cells, o))?;
    let n = cells.len();
    let fits =
        |digits: &[u8], k: usize, d: u8| matches!(digits[n - 1 - k], 0) || digits[n - 1 - k] == d;
    let order: Vec<usize> = (0..n).collect();
    witness::narrow(board, cells, &order, &mut kept, &fits);
    let mut support = Support::new(cells);
    support.add_all(&kept, Candidates::EMPTY);
    support.step(board, Technique::Palindrome, index, None, Vec::new())
}

/// Each place and its mirror keep the digits both allow (none when their cells see
/// each other: they cannot hold one digit). Whether anything changed.
fn mirror(board: &Board, cells: &[Cell], options: &mut [Candidates]) -> bool {
    let n = cells.len();
    let mut changed = false;
    for i in 0..n / 2 {
        let j = n - 1 - i;
        let apart = board.topology().peers(cells[i]).contains(cells[j]);
        let shared = if apart {
            Candidates::EMPTY
        } else {
            options[i] & options[j]
        };
        changed |= shared != options[i] || shared != options[j];
        options[i] = shared;
        options[j] = shared;
    }
    changed
}

/// The sentence's part after the line: the rule it applied.
pub(crate) fn found(_: &Reasoning) -> String {
    "mirrored cells hold the same digit".to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::constraints::probe::{board, first_step, has};

    #[test]
    fn mirrors_share_their_candidates() {
        // r1c3 mirrors r3c5 across r2c4: 7 in r1c9 takes 7 from r1c3, 3 in r9c5 takes 3
        // from r3c5, so each loses the other's; the middle keeps everything.
        let board = board(".~R1C9_7~R9C5_3.Palindrome~R1C3~R2C4~R3C5");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("Palindrome at r1c3: mirrored cells hold the same digit"),
            "{text}"
        );
        let removed: Vec<String> = step.eliminations.iter().map(|e| e.to_string()).collect();
        assert_eq!(removed.len(), 2, "{text}");
        assert!(has(&step, "r1c3", 3) && has(&step, "r3c5", 7), "{text}");
    }

    #[test]
    fn a_settled_palindrome_says_nothing() {
        let mut board = board(".~R1C9_7~R9C5_3.Palindrome~R1C3~R2C4~R3C5");
        let step = first_step(&board, find).unwrap();
        board.apply(&step);
        assert_eq!(first_step(&board, find), None);
    }

    /// Random palindromes of 2 to 9 cells: a walk whose second half repeats its first
    /// half's solution digits in mirror order: every step sound.
    #[test]
    fn palindrome_steps_are_sound_on_random_boards() {
        let found = super::super::testing::assert_sound_on_random_boards(
            120,
            17,
            |solution, rng| {
                let mut lines = Vec::new();
                for _ in 0..200 {
                    let len = 2 + rng.index(8);
                    let digit = |c| solution.get(c).unwrap().get();
                    let cells = line::random_path(rng, len, |path, next| {
                        let k = path.len();
                        k < len / 2 || k == len / 2 && len % 2 == 1 || {
                            let mirror = path[len - 1 - k];
                            digit(mirror) == digit(next)
                        }
                    });
                    if let Some(cells) = cells {
                        lines.push(Constraint::Palindrome(Palindrome { cells }));
                    }
                    if lines.len() == 3 {
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
