//! Dot chains: a cell with two or more dots or XV signs, read together.
//!
//! Pattern: a centre cell joined by kropki dots or XV signs to two to four neighbours.
//! Each dot alone keeps the candidates that have a partner across it; together, the
//! neighbours that see each other must also differ: between two white dots in a row,
//! the centre cannot be 1 (both neighbours would be 2) nor 9.
//! Eliminations: every candidate of the centre and its neighbours that no way of
//! filling them uses (the ways enumerated: the centre's digit, then each neighbour's
//! partners, at most 2 each), and a digit every way uses removed from the cells that
//! see all its places.
//! Example: white dots r1c1-r1c2-r1c3: r1c2<>1, r1c2<>9.

use std::ops::ControlFlow;

use super::super::board::Board;
use super::super::pattern::{Pattern, Reasoning};
use super::super::registry::Sink;
use super::super::step::Step;
use super::super::technique::Technique;
use super::relation::Relation;
use super::support::{Support, options};
use super::{digits, indexed};
use crate::grid::{Candidates, Cell, Digit};
use crate::rules::Constraint;

/// A neighbour across a relation: the cell, the relation, the constraint's index.
type Link = (Cell, Relation, usize);

/// Sends the step of each cell with two or more signs, in cell order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let mut links: [[Option<Link>; 4]; 81] = [[None; 4]; 81];
    let mut any = false;
    for (index, constraint) in indexed(board) {
        let (cells, relation) = match constraint {
            Constraint::Kropki(dot) => (dot.cells, super::kropki::relation(dot.color)),
            Constraint::Xv(sign) => (sign.cells, Relation::Sum(sign.letter.total())),
            _ => continue,
        };
        any = true;
        for (from, to) in [(cells[0], cells[1]), (cells[1], cells[0])] {
            if let Some(slot) = links[from.index()].iter_mut().find(|l| l.is_none()) {
                *slot = Some((to, relation, index));
            }
        }
    }
    if !any {
        return ControlFlow::Continue(());
    }
    for centre in Cell::all() {
        let around: Vec<Link> = links[centre.index()].iter().flatten().copied().collect();
        if around.len() < 2 {
            continue;
        }
        if let Some(step) = chain_step(board, centre, &around) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// The step of `centre` and its linked neighbours, or `None` when every cell is
/// filled or nothing new follows.
fn chain_step(board: &Board, centre: Cell, around: &[Link]) -> Option<Step> {
    let mut cells = vec![centre];
    cells.extend(around.iter().map(|l| l.0));
    if cells.iter().all(|&c| board.value(c).is_some()) {
        return None;
    }
    let mut support = Support::new(&cells);
    let mut sets: Vec<Candidates> = Vec::new();
    let mut way = [Digit::from_index(0); 5];
    for x in options(board, centre) {
        way[0] = x;
        let mut partners = [Candidates::EMPTY; 4];
        for (p, &(cell, relation, _)) in partners.iter_mut().zip(around) {
            *p = options(board, cell) & Candidates::from_bits(relation.partners(x));
        }
        fill(board, &cells, &partners, 1, &mut way, &mut |w| {
            support.add(w);
            let set: Candidates = w.iter().copied().collect();
            if !sets.contains(&set) {
                sets.push(set);
            }
        });
    }
    sets.sort_unstable_by_key(|s| s.bits());
    let first = around[0].2;
    let mut step = support.step(board, Technique::DotChain, first, None, sets)?;
    if let Pattern::Constraint(reasoning) = &mut step.pattern {
        reasoning.constraints = around.iter().map(|l| l.2).collect();
    }
    Some(step)
}

/// Fills `way[i..]` (neighbour `i - 1` takes `way[i]`) from `partners`, neighbours
/// that see each other taking different digits, and reports each full way.
fn fill(
    board: &Board,
    cells: &[Cell],
    partners: &[Candidates],
    i: usize,
    way: &mut [Digit; 5],
    report: &mut dyn FnMut(&[Digit]),
) {
    if i == cells.len() {
        report(&way[..i]);
        return;
    }
    let peers = board.topology().peers(cells[i]);
    for y in partners[i - 1] {
        let clash = (1..i).any(|j| way[j] == y && peers.contains(cells[j]));
        if !clash {
            way[i] = y;
            fill(board, cells, partners, i + 1, way, report);
        }
    }
}

/// The sentence's part after the chain: the digit sets its ways use.
pub(crate) fn found(reasoning: &Reasoning) -> String {
    let sets: Vec<String> = reasoning
        .combinations
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut out = if sets.len() <= 6 {
        format!("its cells hold {}", sets.join(" or "))
    } else {
        format!("its cells hold one of {} sets of digits", sets.len())
    };
    if !reasoning.required.is_empty() {
        out.push_str(&format!(", so they hold {}", digits(reasoning.required)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{CellSet, Grid};
    use crate::logic::constraints::probe::{board, first_step};
    use crate::logic::constraints::testing::assert_sound_on_random_boards;
    use crate::rules::kinds::{KropkiColor, KropkiDot, Xv, XvLetter};

    #[test]
    fn the_middle_of_two_white_dots_in_a_row_is_neither_1_nor_9() {
        let board = board(".WhiteDot~R1C1~R1C2.WhiteDot~R1C2~R1C3");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("Dot Chain at r1c2: its cells hold one of 7 sets"),
            "{text}"
        );
        let middle: Vec<u8> = step
            .eliminations
            .iter()
            .filter(|e| e.cell.to_string() == "r1c2")
            .map(|e| e.digit.get())
            .collect();
        assert_eq!(middle, [1, 9], "{text}");
    }

    #[test]
    fn a_v_and_an_x_through_one_cell() {
        // r5c5 takes a V to r5c4 and an X to r5c6: with 4 in r5c4, r5c5 is 1 and r5c6 9.
        let board = board(".~R5C4_4.V~R5C4~R5C5.X~R5C5~R5C6");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(text.contains("its cells hold {149}"), "{text}");
        assert!(text.contains("r5c6<>8"), "{text}");
    }

    fn marks_of(solution: &Grid, rng: &mut crate::rng::Rng) -> Vec<Constraint> {
        let mut out = Vec::new();
        for a in Cell::all() {
            for b in CellSet::peers_of(a).iter() {
                if b <= a || a.row().abs_diff(b.row()) + a.col().abs_diff(b.col()) != 1 {
                    continue;
                }
                if rng.below(3) != 0 {
                    continue;
                }
                let (x, y) = (
                    solution.get(a).unwrap().get(),
                    solution.get(b).unwrap().get(),
                );
                let cells = [a, b];
                let mark = match x + y {
                    10 => Constraint::Xv(Xv {
                        cells,
                        letter: XvLetter::X,
                    }),
                    5 => Constraint::Xv(Xv {
                        cells,
                        letter: XvLetter::V,
                    }),
                    _ => match [KropkiColor::White, KropkiColor::Black]
                        .into_iter()
                        .find(|c| c.allows(x, y))
                    {
                        Some(color) => Constraint::Kropki(KropkiDot { cells, color }),
                        None => continue,
                    },
                };
                out.push(mark);
            }
        }
        out
    }

    #[test]
    fn chain_steps_are_sound_on_random_boards() {
        let found = assert_sound_on_random_boards(80, 51, marks_of, find);
        assert!(found > 200, "{found} steps");
    }
}
