//! Renban lines: the line's digits are a run of consecutive digits, in any order. The
//! runs its length allows (1-4, 2-5, ... for four cells) that its cells can still fill,
//! each cell keeping the digits some filling of some run gives it; a digit every run
//! holds is somewhere on the line, so the cells outside that see all its places on the
//! line lose it.
//!
//! Exact: each run is filled by [`fill::exact`], which keeps a digit in a cell exactly
//! when some filling of the whole line gives it there.

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::step::Step;
use super::super::technique::Technique;
use super::support::{Support, options};
use super::{Reasoned, fill, indexed};
use crate::grid::Candidates;
use crate::rules::Constraint;
use crate::rules::kinds::Renban;

impl Reasoned for Renban {
    const TECHNIQUES: &'static [Technique] = &[Technique::Renban];
}

/// Sends each renban line's whole step, in the rules' order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::Renban(line) = constraint else {
            continue;
        };
        if line.cells.iter().all(|&c| board.value(c).is_some()) {
            continue;
        }
        if let Some(step) = line_step(board, index, line) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// What the runs the line can still hold say, as a step if it concludes anything.
fn line_step(board: &Board, index: usize, line: &Renban) -> Option<Step> {
    let options: Vec<Candidates> = line.cells.iter().map(|&c| options(board, c)).collect();
    let mut support = Support::new(&line.cells);
    let mut runs = Vec::new();
    for run in runs_of(line.cells.len()) {
        if let Some(per_cell) = fill::exact(&options, run) {
            support.add_all(&per_cell, run);
            runs.push(run);
        }
    }
    support.step(board, Technique::Renban, index, None, runs)
}

/// The runs of `n` consecutive digits, lowest first.
fn runs_of(n: usize) -> impl Iterator<Item = Candidates> {
    let width = (1u16 << n) - 1;
    (0..=9usize.saturating_sub(n)).map(move |low| Candidates::from_bits(width << low))
}

/// The sentence's part after the line: its possible runs, and the digits it must hold
/// when that removed a candidate outside it.
pub(crate) fn found(reasoning: &Reasoning) -> String {
    let runs: Vec<String> = reasoning.combinations.iter().map(|&r| run(r)).collect();
    let mut out = format!("a run of {}", runs.join(" or "));
    if !reasoning.required.is_empty() {
        out.push_str(&format!(
            ", so the line holds {}",
            super::digits(reasoning.required)
        ));
    }
    out
}

/// `3-6`: a run by its ends.
fn run(set: Candidates) -> String {
    let low = set.iter().next().map_or(0, |d| d.get());
    let high = set.iter().last().map_or(0, |d| d.get());
    format!("{low}-{high}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Cell, CellSet};
    use crate::logic::Pattern;
    use crate::logic::constraints::probe::{board, first_step, has};

    #[test]
    fn a_nine_given_keeps_the_line_high() {
        // A three-cell line with 9 in r1c1: the run is 7-9, so r1c2 and r1c3 hold 7
        // and 8, and the rest of row 1 loses them.
        let board = board(".~R1C1_9.Renban~R1C1~R1C2~R1C3");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("Renban at r1c1: a run of 7-9, so the line holds 7 and 8"),
            "{text}"
        );
        assert!(has(&step, "r1c2", 1) && has(&step, "r1c3", 6));
        assert!(!has(&step, "r1c2", 8) && !has(&step, "r1c3", 7));
        assert!(has(&step, "r1c7", 8) && has(&step, "r2c2", 7));
        assert!(!has(&step, "r4c2", 7), "r4c2 sees only one place of 7");
    }

    #[test]
    fn a_long_line_holds_its_middle_digits() {
        // Six cells: runs 1-6 to 4-9 all hold 4, 5 and 6; the line lies in row 5, so the
        // rest of the row loses them, and nothing on the line loses anything.
        let board = board(".Renban~R5C1~R5C2~R5C3~R5C4~R5C5~R5C6");
        let step = first_step(&board, find).expect("a step");
        let Pattern::Constraint(r) = &step.pattern else {
            panic!("{:?}", step.pattern)
        };
        assert_eq!(r.combinations.len(), 4);
        assert_eq!(r.required, Candidates::from_bits(0b111000));
        let line: CellSet = (0..6).map(|c| Cell::at(4, c).unwrap()).collect();
        assert!(step.eliminations.iter().all(|e| !line.contains(e.cell)));
        assert!(has(&step, "r5c9", 5) && !has(&step, "r5c9", 3));
    }

    #[test]
    fn a_settled_line_says_nothing() {
        let mut board = board(".~R1C1_9.Renban~R1C1~R1C2~R1C3");
        let step = first_step(&board, find).unwrap();
        board.apply(&step);
        assert_eq!(first_step(&board, find), None);
    }

    /// Random lines of 2 to 6 cells walked orthogonally through cells of distinct
    /// solution digits forming a run: every step sound.
    #[test]
    fn renban_steps_are_sound_on_random_boards() {
        let found = super::super::testing::assert_sound_on_random_boards(
            120,
            11,
            |solution, rng| {
                let mut lines = Vec::new();
                for _ in 0..40 {
                    let len = 2 + rng.index(5);
                    let cells = super::super::line::random_path(rng, len, |path, next| {
                        let mut digits: Vec<u8> = path
                            .iter()
                            .chain([&next])
                            .map(|&c| solution.get(c).unwrap().get())
                            .collect();
                        digits.sort_unstable();
                        digits.windows(2).all(|w| w[1] > w[0])
                            && digits[digits.len() - 1] - digits[0] < len as u8
                    });
                    if let Some(cells) = cells {
                        lines.push(Constraint::Renban(Renban { cells }));
                    }
                    if lines.len() == 4 {
                        break;
                    }
                }
                lines
            },
            find,
        );
        assert!(found > 300, "{found} steps");
    }
}
