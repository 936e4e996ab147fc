//! Every propagator against brute force: on random constraints of each kind and random
//! candidates for their cells, the search's propagation at the root never removes a
//! candidate that some assignment of the constraint's cells keeps (an assignment the
//! rules' own checkers accept, with the cells' peers distinct), and reports a
//! contradiction only when no assignment exists.

use super::engine::propagate;
use super::model::Model;
use super::queue::Queue;
use crate::grid::{Cell, Digit, Grid};
use crate::rng::Rng;
use crate::rules::kinds::*;
use crate::rules::{Constraint, Layout, Outside, Puzzle, Rules, Side};

/// A random cell.
fn any_cell(rng: &mut Rng) -> Cell {
    Cell::from_index(rng.index(81))
}

/// A random path of `len` distinct cells, each a king's move from the last.
fn path(rng: &mut Rng, len: usize) -> Vec<Cell> {
    let mut out = vec![any_cell(rng)];
    let mut tries = 0;
    while out.len() < len && tries < 200 {
        tries += 1;
        let last = *out.last().unwrap();
        let (dr, dc) = (rng.below(3) as i8 - 1, rng.below(3) as i8 - 1);
        if let Some(next) = crate::rules::shape::offset(last, dr, dc)
            && !out.contains(&next)
        {
            out.push(next);
        }
    }
    out
}

/// The digits of a random classic solution on `cells`: a consistent set of values to
/// derive totals from.
fn solution_digits(rng: &mut Rng, cells: &[Cell]) -> Vec<u8> {
    let grid = crate::solve::random_solved_grid(rng.next_u64());
    cells
        .iter()
        .map(|&c| grid.get(c).map_or(1, Digit::get))
        .collect()
}

fn sum_of(digits: &[u8]) -> u16 {
    digits.iter().map(|&d| u16::from(d)).sum()
}

/// A random constraint of kind `k` (or `None` when the draw is not valid).
fn random_constraint(rng: &mut Rng, k: usize) -> Option<Constraint> {
    let len = 2 + rng.index(5);
    let cells = path(rng, len);
    let digits = solution_digits(rng, &cells);
    let outside = || Outside {
        side: [Side::Top, Side::Bottom, Side::Left, Side::Right][k % 4],
        index: (k % 9) as u8,
    };
    Some(match k % 17 {
        0 => Constraint::Killer(KillerCage {
            total: (rng.below(4) > 0).then(|| sum_of(&digits)),
            cells,
        }),
        1 => {
            let start = any_cell(rng);
            let step = [
                DiagonalStep::DownRight,
                DiagonalStep::DownLeft,
                DiagonalStep::UpRight,
                DiagonalStep::UpLeft,
            ][rng.index(4)];
            let lk = LittleKiller {
                start,
                step,
                total: 0,
            };
            let line = lk.line();
            if line.len() > 6 {
                return None;
            }
            let total = sum_of(&solution_digits(rng, &line));
            Constraint::LittleKiller(LittleKiller { total, ..lk })
        }
        2 => {
            let n = 1 + rng.index(2).min(cells.len().saturating_sub(2));
            Constraint::Arrow(Arrow {
                circle: cells[..n].to_vec(),
                shaft: cells[n..].to_vec(),
            })
        }
        3 => Constraint::Thermo(Thermo {
            cells,
            slow: rng.below(3) == 0,
        }),
        4 => Constraint::Palindrome(Palindrome { cells }),
        5 => Constraint::Renban(Renban { cells }),
        6 => Constraint::Whispers(Whispers {
            cells,
            difference: 3 + rng.below(4) as u8,
        }),
        7 => Constraint::Between(BetweenLine { cells }),
        8 => Constraint::Entropic(EntropicLine { cells }),
        9 => Constraint::Zipper(ZipperLine { cells }),
        10 => Constraint::RegionSum(RegionSumLine { cells }),
        11 => Constraint::Quadruple(Quadruple {
            top_left: Cell::at(rng.below(8) as u8, rng.below(8) as u8)?,
            digits: (0..1 + rng.index(4))
                .map(|_| Digit::new(1 + rng.below(9) as u8))
                .collect::<Option<Vec<_>>>()?,
        }),
        12 => Constraint::Kropki(KropkiDot {
            cells: [cells[0], crate::rules::shape::offset(cells[0], 0, 1)?],
            color: if rng.below(2) == 0 {
                KropkiColor::White
            } else {
                KropkiColor::Black
            },
        }),
        13 => Constraint::Xv(Xv {
            cells: [cells[0], crate::rules::shape::offset(cells[0], 1, 0)?],
            letter: if rng.below(2) == 0 {
                XvLetter::X
            } else {
                XvLetter::V
            },
        }),
        14 => Constraint::Sandwich(Sandwich {
            clue: outside(),
            total: [0, 2, 5, 9, 14, 20, 27, 35][rng.index(8)],
        }),
        15 => Constraint::XSum(XSum {
            clue: outside(),
            total: [1, 3, 6, 10, 15, 21, 28, 36, 45][rng.index(9)],
        }),
        _ => Constraint::Skyscraper(Skyscraper {
            clue: outside(),
            count: 1 + rng.below(9) as u8,
        }),
    })
}

/// The candidates of each of `cells` that some accepted assignment uses (empty when
/// none exists).
fn brute_force(rules: &Rules, cells: &[Cell], masks: &[u16]) -> Vec<u16> {
    let mut support = vec![0u16; cells.len()];
    let mut grid = Grid::EMPTY;
    fn go(
        rules: &Rules,
        cells: &[Cell],
        masks: &[u16],
        i: usize,
        grid: &mut Grid,
        support: &mut [u16],
    ) {
        if i == cells.len() {
            if rules.violations(grid).is_empty() {
                for (s, &c) in support.iter_mut().zip(cells) {
                    *s |= grid.get(c).map_or(0, Digit::bit);
                }
            }
            return;
        }
        for d in Digit::ALL {
            if masks[i] & d.bit() != 0 {
                grid.set(cells[i], Some(d));
                // Prune: the partial grid must not be broken already.
                if rules.violations(grid).is_empty() {
                    go(rules, cells, masks, i + 1, grid, support);
                }
                grid.set(cells[i], None);
            }
        }
    }
    go(rules, cells, masks, 0, &mut grid, &mut support);
    support
}

#[test]
fn propagation_keeps_every_supported_candidate() {
    let mut rng = Rng::new(20251125);
    let mut checked = [0usize; 17];
    for round in 0..8500 {
        let k = round % 17;
        let Some(c) = random_constraint(&mut rng, k) else {
            continue;
        };
        let Ok(rules) = Rules::new(Layout::Boxes, vec![c.clone()]) else {
            continue;
        };
        let cells: Vec<Cell> = c.cells().iter().collect();
        if cells.len() > 9 {
            continue;
        }
        // Random candidates: two to four digits a cell (nine for wide clues, fewer).
        let width = if cells.len() > 6 { 3 } else { 4 };
        let masks: Vec<u16> = cells
            .iter()
            .map(|_| {
                let mut m = 0u16;
                for _ in 0..2 + rng.index(width - 1) {
                    m |= 1 << rng.below(9);
                }
                m
            })
            .collect();
        let puzzle = Puzzle {
            givens: Grid::EMPTY,
            rules: rules.clone(),
        };
        let model = Model::new(&puzzle.rules, &puzzle.rules.topology());
        let mut state = model.start;
        let mut dirty = 0u128;
        for (&cell, &m) in cells.iter().zip(&masks) {
            state.cands[cell.index()] = m;
            dirty |= 1 << cell.index();
        }
        let mut queue = Queue::new(model.words);
        for p in 0..model.props.len() {
            queue.push(p as u32);
        }
        let result = propagate(&model, &mut state, dirty, &mut queue);
        let support = brute_force(&rules, &cells, &masks);
        let possible = support.iter().all(|&s| s != 0);
        match result {
            Err(_) => assert!(
                !possible,
                "{c:?} with {masks:?}: contradiction, but {support:?} works"
            ),
            Ok(()) => {
                for (i, &cell) in cells.iter().enumerate() {
                    let kept = state.cands[cell.index()];
                    assert_eq!(
                        support[i] & !kept,
                        0,
                        "{c:?} with {masks:?}: {cell} lost supported digits (kept {kept:b}, support {:b})",
                        support[i]
                    );
                }
            }
        }
        checked[k] += 1;
    }
    assert!(checked.iter().all(|&n| n >= 40), "{checked:?}");
}
