//! Zipper lines: the cells the same distance from the middle of the line have one sum,
//! which on a line of odd length is the middle digit. Each sum is tried: it stands when
//! every pair can make it (two digits from its cells' options, different where the
//! cells see each other, equal where the line passes one cell twice) and, on an odd
//! line, the middle cell can hold it. Each cell keeps the digits it takes in some pair
//! making some standing sum (exact for the sums rule), settled with what the line's
//! cells owe each other ([`line::settle`]), then each digit left checked by a whole way
//! of the line ([`witness::narrow`]).

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::step::Step;
use super::super::technique::Technique;
use super::support::Support;
use super::{Reasoned, indexed, line, witness};
use crate::grid::{Candidates, Cell};
use crate::rules::Constraint;
use crate::rules::kinds::ZipperLine;

impl Reasoned for ZipperLine {
    const TECHNIQUES: &'static [Technique] = &[Technique::ZipperLine];
}

/// Sends each zipper line's whole step, in the rules' order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::Zipper(zipper) = constraint else {
            continue;
        };
        if zipper.cells.iter().all(|&c| board.value(c).is_some()) {
            continue;
        }
        if let Some(step) = line_step(board, index, zipper) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// What the sums that stand prove, as a step if it concludes anything. The sentence
/// quotes the sum when one is left.
fn line_step(board: &Board, index: usize, zipper: &ZipperLine) -> Option<Step> {
    let cells = &zipper.cells;
    let mut kept = line::settle(board, cells, |o| narrow(board, cells, o).0)?;
    let n = cells.len();
    let fits = |digits: &[u8], k: usize, d: u8| {
        let get = |j: usize| if j == k { d } else { digits[j] };
        let sum = match n % 2 {
            1 => Some(get(n / 2)).filter(|&s| s != 0),
            _ => {
                let (a, b) = (get(n / 2 - 1), get(n / 2));
                (a != 0 && b != 0).then_some(a + b)
            }
        };
        let Some(sum) = sum else {
            return true;
        };
        (0..n / 2).all(|i| match (get(i), get(n - 1 - i)) {
            (0, 0) => true,
            (0, x) | (x, 0) => x < sum && sum - x <= 9,
            (a, b) => a + b == sum,
        })
    };
    witness::narrow(board, cells, &outward(n), &mut kept, &fits);
    let sums = narrow(board, cells, &mut kept.clone()).1;
    let mut support = Support::new(cells);
    support.add_all(&kept, Candidates::EMPTY);
    let clue = match sums.as_slice() {
        [one] => Some(*one),
        _ => None,
    };
    support.step(board, Technique::ZipperLine, index, clue, Vec::new())
}

/// Each place keeps the digits it takes making some standing sum: whether anything
/// changed, and the standing sums.
fn narrow(board: &Board, cells: &[Cell], options: &mut [Candidates]) -> (bool, Vec<u16>) {
    let n = cells.len();
    let middle = (n % 2 == 1).then_some(n / 2);
    let mut kept = vec![Candidates::EMPTY; n];
    let mut standing = Vec::new();
    let mut made = vec![(Candidates::EMPTY, Candidates::EMPTY); n / 2];
    for sum in 2u8..=18 {
        if let Some(m) = middle {
            if sum > 9 || !options[m].contains(digit(sum)) {
                continue;
            }
        }
        let all = (0..n / 2).all(|i| {
            let j = n - 1 - i;
            made[i] = pair(board, (cells[i], cells[j]), (options[i], options[j]), sum);
            !made[i].0.is_empty()
        });
        if !all {
            continue;
        }
        standing.push(u16::from(sum));
        for (i, &(a, b)) in made.iter().enumerate() {
            kept[i] |= a;
            kept[n - 1 - i] |= b;
        }
        if let Some(m) = middle {
            kept[m].insert(digit(sum));
        }
    }
    let changed = kept.as_slice() != &*options;
    options.copy_from_slice(&kept);
    (changed, standing)
}

/// The digits each cell of a pair takes in the pairs of digits that make `sum`.
fn pair(
    board: &Board,
    (a, b): (Cell, Cell),
    (oa, ob): (Candidates, Candidates),
    sum: u8,
) -> (Candidates, Candidates) {
    let see = board.topology().peers(a).contains(b);
    let (mut ka, mut kb) = (Candidates::EMPTY, Candidates::EMPTY);
    for x in oa {
        let Some(y) = sum.checked_sub(x.get()).filter(|y| (1..=9).contains(y)) else {
            continue;
        };
        let y = digit(y);
        let fits = ob.contains(y) && (a != b || x == y) && !(see && x == y);
        if fits {
            ka.insert(x);
            kb.insert(y);
        }
    }
    (ka, kb)
}

/// The places from the middle outward (the middle, or the middle pair, first): the
/// middle decides the sum, and each pair then has one free digit.
fn outward(n: usize) -> Vec<usize> {
    let mut order = Vec::with_capacity(n);
    if n % 2 == 1 {
        order.push(n / 2);
    }
    for i in (0..n / 2).rev() {
        order.push(i);
        order.push(n - 1 - i);
    }
    order
}

/// The digit `d` (1 to 9).
fn digit(d: u8) -> crate::grid::Digit {
    crate::grid::Digit::new(d).expect("a digit from 1 to 9")
}

/// The sentence's part after the line: the rule it applied, with the sum when one is
/// left.
pub(crate) fn found(reasoning: &Reasoning) -> String {
    match reasoning.clue {
        Some(sum) => format!("cells the same distance from the middle sum to {sum}"),
        None => "cells the same distance from the middle have one sum".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::constraints::probe::{board, first_step, has};

    #[test]
    fn the_middle_is_more_than_each_pair_digit() {
        // Five cells in row 1: the middle r1c3 is the sum of each pair (r1c1+r1c5 and
        // r1c2+r1c4), four different digits of the row: 3 and 4 have one such pair
        // each (1+2, 1+3), so the middle is 5 or more, and no other cell is 9.
        let board = board(".Zipper~R1C1~R1C2~R1C3~R1C4~R1C5");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with(
                "Zipper Line at r1c1: cells the same distance from the middle have one sum"
            ),
            "{text}"
        );
        for d in 1..=4 {
            assert!(has(&step, "r1c3", d), "r1c3<>{d}: {text}");
        }
        assert!(!has(&step, "r1c3", 5), "{text}");
        assert!(has(&step, "r1c1", 9) && has(&step, "r1c4", 9), "{text}");
        assert!(!has(&step, "r1c3", 9) && !has(&step, "r1c1", 8), "{text}");
    }

    #[test]
    fn a_given_middle_quotes_the_sum() {
        // 5 in the middle of r1c1-r2c2-r3c3, 1 in r1c1: r3c3 is 4, and the sentence
        // says the sum.
        let board = board(".~R1C1_1~R2C2_5.Zipper~R1C1~R2C2~R3C3");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with(
                "Zipper Line 5 at r1c1: cells the same distance from the middle sum to 5"
            ),
            "{text}"
        );
        for d in [2, 3, 6, 7, 8, 9] {
            assert!(has(&step, "r3c3", d), "r3c3<>{d}: {text}");
        }
        assert!(!has(&step, "r3c3", 4), "{text}");
    }

    /// Random lines of 2 to 9 cells built outward from the middle so that mirrored
    /// solution digits make the same sum (the middle digit on an odd line): every step
    /// sound.
    #[test]
    fn zipper_steps_are_sound_on_random_boards() {
        let found = super::super::testing::assert_sound_on_random_boards(
            120,
            29,
            |solution, rng| {
                let mut lines = Vec::new();
                let digit = |c: Cell| solution.get(c).unwrap().get();
                for _ in 0..400 {
                    let len = 2 + rng.index(8);
                    let cells = line::random_path(rng, len, |path, next| {
                        let k = path.len();
                        if k <= (len - 1) / 2 {
                            return true;
                        }
                        let mirror = path[len - 1 - k];
                        let target = if len % 2 == 1 {
                            digit(path[len / 2])
                        } else if k == len / 2 {
                            // The middle pair sets the sum: any digit.
                            return true;
                        } else {
                            digit(path[len / 2 - 1]) + digit(path[len / 2])
                        };
                        digit(mirror) + digit(next) == target
                    });
                    if let Some(cells) = cells {
                        lines.push(Constraint::Zipper(ZipperLine { cells }));
                    }
                    if lines.len() == 3 {
                        break;
                    }
                }
                lines
            },
            find,
        );
        assert!(found > 120, "{found} steps");
    }
}
