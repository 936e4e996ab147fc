//! The positions the wing, single-digit and chain finders over a topology are tested
//! on: variant positions with a known solution to check every step against, and
//! classic positions to hold each generic finder against its classic counterpart.

use std::sync::OnceLock;

use crate::grid::{Cell, Grid};
use crate::logic::testing::{BASICS, grid};
use crate::logic::{Board, Ladder};
use crate::rng::Rng;
use crate::rules::{Puzzle, Rules};

/// A position and a solution its candidates all allow: a sound step never removes the
/// solution's digit nor places another, whether or not the solution is unique.
pub(crate) struct Position {
    pub(crate) board: Board,
    pub(crate) solution: Grid,
}

/// The group-and-peer fixtures' puzzles with their published solutions (jigsaw, X,
/// windoku, disjoint groups, extra regions, anti-knight, anti-king).
fn fixtures() -> Vec<(Puzzle, Grid)> {
    let out: Vec<(Puzzle, Grid)> = crate::logic::testing::variant_fixtures()
        .into_iter()
        .filter(|(puzzle, _)| puzzle.rules.topology().is_only_groups_and_peers())
        .collect();
    assert_eq!(out.len(), 12, "the group-and-peer fixtures");
    out
}

/// Every variant position: each fixture's givens and six random clue subsets of its
/// solution (20 to 34 clues), every third position of the path the basic techniques
/// take from each, and each of those again with about three wrong candidates in four
/// removed at random (seeded): boards with many more bivalue cells and strong links.
pub(crate) fn variant_positions() -> &'static [Position] {
    static POSITIONS: OnceLock<Vec<Position>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        let mut rng = Rng::new(0x21_3d);
        let basics = Ladder::only(BASICS);
        let mut out = Vec::new();
        for (puzzle, solution) in fixtures() {
            let topology = puzzle.rules.topology();
            let mut starts = vec![puzzle.givens];
            for _ in 0..6 {
                let keep = 20 + rng.below(15);
                let mut givens = Grid::EMPTY;
                while givens.filled_cells().len() < keep {
                    let cell = Cell::from_index(rng.below(81) as usize);
                    givens.set(cell, solution.get(cell));
                }
                starts.push(givens);
            }
            for givens in starts {
                let mut board = Board::for_variant(&givens, topology.clone(), solution);
                let mut n = 0;
                loop {
                    if n % 3 == 0 {
                        out.push(Position {
                            board: thinned(&board, &solution, 3, &mut rng),
                            solution,
                        });
                        out.push(Position {
                            board: board.clone(),
                            solution,
                        });
                    }
                    n += 1;
                    let Some(step) = basics.next_step(&board) else {
                        break;
                    };
                    board.apply(&step);
                }
            }
        }
        out
    })
}

/// Classic positions from `tests/fixtures/hardest_100.txt`: every position of the
/// path the basic techniques take on each puzzle, and each again with about one wrong
/// candidate in four removed at random (seeded; the solution's kept, so the board
/// stays consistent).
pub(crate) fn classic_positions() -> &'static [Board] {
    static POSITIONS: OnceLock<Vec<Board>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        let text = include_str!("../../../../tests/fixtures/hardest_100.txt");
        let mut rng = Rng::new(0x100);
        let basics = Ladder::only(BASICS);
        let mut out = Vec::new();
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let solution = crate::logic::testing::solution(line.trim());
            let mut board = Board::new(&grid(line.trim()));
            loop {
                out.push(board.clone());
                for _ in 0..3 {
                    out.push(thinned(&board, &solution, 1, &mut rng));
                }
                let Some(step) = basics.next_step(&board) else {
                    break;
                };
                board.apply(&step);
            }
        }
        out
    })
}

/// `board` with each candidate `solution` does not hold removed with odds `quarters`
/// in four.
fn thinned(board: &Board, solution: &Grid, quarters: u32, rng: &mut Rng) -> Board {
    let mut b = board.clone();
    for cell in b.empty_cells() {
        for d in b.candidates(cell) {
            if solution.get(cell) != Some(d) && rng.below(4) < quarters {
                b.eliminate(cell, d);
            }
        }
    }
    b
}

/// An empty board under `rules` on which each listed cell keeps only the candidates
/// `digits` (`("r1c1", "12")`): a hand-made variant position.
pub(crate) fn narrowed_under(rules: &Rules, cells: &[(&str, &str)]) -> Board {
    let mut board = Board::for_variant(&Grid::EMPTY, rules.topology(), Grid::EMPTY);
    for &(name, digits) in cells {
        let cell: Cell = name.parse().expect("cell name");
        for d in board.candidates(cell) {
            if !digits.contains(char::from(b'0' + d.get())) {
                board.eliminate(cell, d);
            }
        }
    }
    board
}
