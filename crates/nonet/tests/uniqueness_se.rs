//! Sudoku Explainer agreement of the uniqueness engines: the SE rating loop of
//! `rate::se`, with Unique Rectangles and Loops as producer 15 (before naked quads) and
//! BUG as producer 19 (after hidden quads), must give serate's own ER/EP/ED on the
//! training puzzles (`fixtures/se_rated_train.tsv`, rated with the lk fixes on). The
//! hardest group is left out: it needs minutes of nested chains and no uniqueness step.

use std::ops::ControlFlow;

use nonet::Grid;
use nonet::logic::uniqueness::{bug, unique_loops};
use nonet::logic::{Board, Family, Sink, Step, info};
use nonet::rate::SeValue;
use nonet::rate::se::PRODUCERS;

type Producer = Box<dyn Fn(&Board, &mut Sink<'_>) -> ControlFlow<()>>;

/// SE 1.2.1's producer order with the uniqueness producers in their places.
fn producers() -> Vec<Producer> {
    let mut all: Vec<Producer> = Vec::new();
    for p in PRODUCERS {
        if p.name == "naked quad" {
            all.push(Box::new(|b, s| {
                unique_loops::find(b, &unique_loops::UniqueLoopOptions::default(), s)
            }));
        }
        all.push(Box::new(p.run));
        if p.name == "hidden quad" {
            all.push(Box::new(|b, s| {
                bug::find(b, &bug::BugOptions::default(), s)
            }));
        }
    }
    all
}

fn first_hint(producers: &[Producer], board: &Board) -> Option<Step> {
    let mut found = None;
    for run in producers {
        let _ = run(board, &mut |step| {
            found = Some(step);
            ControlFlow::Break(())
        });
        if found.is_some() {
            break;
        }
    }
    found
}

/// ER/EP/ED as SE's loop computes them (`se-rating.md` §1.2), and how many steps came
/// from the uniqueness family.
fn rate(producers: &[Producer], grid: &Grid) -> (String, usize) {
    let mut board = Board::new(grid);
    let (mut er, mut ep, mut ed) = (SeValue::ZERO, SeValue::ZERO, SeValue::ZERO);
    let mut uniqueness = 0;
    while !board.is_solved() {
        let Some(step) = first_hint(producers, &board) else {
            er = SeValue::new(20.0);
            break;
        };
        uniqueness += usize::from(info(step.technique).family == Family::Uniqueness);
        if step.rating > er {
            er = step.rating;
        }
        board.apply(&step);
        if ep == SeValue::ZERO {
            if ed == SeValue::ZERO {
                ed = er;
            }
            if !step.placements.is_empty() {
                ep = er;
            }
        }
    }
    (format!("{er}/{ep}/{ed}"), uniqueness)
}

#[test]
fn ratings_with_uniqueness_steps_match_serate() {
    let producers = producers();
    let mut wrong = Vec::new();
    let (mut rated, mut with_uniqueness) = (0, 0);
    for line in include_str!("fixtures/se_rated_train.tsv").lines().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        if f[4] == "hardest_to_solve" {
            continue;
        }
        let grid: Grid = f[0].parse().expect("training puzzle");
        let (got, uniqueness) = rate(&producers, &grid);
        let want = format!("{}/{}/{}", f[1], f[2], f[3]);
        if got != want {
            wrong.push(format!("{} {}: got {got}, serate {want}", f[0], f[4]));
        }
        rated += 1;
        with_uniqueness += usize::from(uniqueness > 0);
    }
    assert!(
        wrong.is_empty(),
        "{} of {rated}:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(
        with_uniqueness >= 25,
        "only {with_uniqueness} paths use a uniqueness step"
    );
}
