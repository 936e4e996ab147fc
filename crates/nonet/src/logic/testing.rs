//! Helpers for finder tests: building grids and running one technique. The soundness
//! check and the reader of the SE-rated fixture are the integration tests' own
//! (`tests/common`), included here so that there is one of each.

use std::ops::ControlFlow;

use super::registry::info;
use super::{Board, SearchContext, Step, Technique};
use crate::format::parse_pencil_marks;
// The unit tests read the puzzles and groups of the SE-rated fixture, not its ratings.
// Both files are shared with the integration tests, which need their items `pub`.
#[allow(dead_code, unreachable_pub)]
#[path = "../../tests/common/se_rated.rs"]
mod se_rated;
#[allow(unreachable_pub)]
#[path = "../../tests/common/soundness.rs"]
mod soundness;
use crate::grid::{Cell, Digit, Grid};
pub(crate) use se_rated::se_rated;
pub(crate) use soundness::assert_sound;

/// Every variant fixture (`tests/fixtures/variants/`: the ISS notation's two files and
/// the f-puzzles one, whose headers cite their sources) with its published solution.
pub(crate) fn variant_fixtures() -> Vec<(crate::rules::Puzzle, Grid)> {
    let files = [
        include_str!("../../tests/fixtures/variants/iss.tsv"),
        include_str!("../../tests/fixtures/variants/iss_extra.tsv"),
        include_str!("../../tests/fixtures/variants/fpuzzles.tsv"),
    ];
    let mut out = Vec::new();
    for (n, text) in files.iter().enumerate() {
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        {
            let cols: Vec<&str> = line.split('\t').collect();
            let puzzle = if n < 2 {
                crate::format::iss::parse(cols[2]).expect("an ISS fixture")
            } else {
                crate::format::fpuzzles::parse(cols[2]).expect("an f-puzzles fixture")
            };
            out.push((puzzle, cols[3].parse().expect("a solution")));
        }
    }
    out
}

/// A grid from an 81-character line.
pub(crate) fn grid(line: &str) -> Grid {
    line.parse().expect("test grid")
}

/// A grid holding only the given `(cell name, digit)` pairs.
pub(crate) fn givens(givens: &[(&str, u8)]) -> Grid {
    let mut g = Grid::EMPTY;
    for &(name, v) in givens {
        let cell: Cell = name.parse().expect("cell name");
        g.set(cell, Digit::new(v));
    }
    assert!(g.is_valid(), "test givens clash: {g}");
    g
}

/// The first step `technique` finds on the board of `grid`.
pub(crate) fn first_step(grid: &Grid, technique: Technique) -> Option<Step> {
    first_step_on(&Board::new(grid), technique)
}

/// The first step `technique` finds on `board`.
pub(crate) fn first_step_on(board: &Board, technique: Technique) -> Option<Step> {
    let mut found = None;
    let _ = info(technique)
        .find
        .run(board, &mut SearchContext::new(), &mut |step| {
            found = Some(step);
            ControlFlow::Break(())
        });
    found
}

/// Every step `technique` sends on `board`, in its order.
pub(crate) fn all_steps_on(board: &Board, technique: Technique) -> Vec<Step> {
    let mut steps = Vec::new();
    let _ = info(technique)
        .find
        .run(board, &mut SearchContext::new(), &mut |step| {
            steps.push(step);
            ControlFlow::Continue(())
        });
    steps
}

/// The explanations of every step `technique` sends on `board`, in its order.
pub(crate) fn explanations(board: &Board, technique: Technique) -> Vec<String> {
    all_steps_on(board, technique)
        .iter()
        .map(|s| s.explanation())
        .collect()
}

/// The example a technique's test cites: the step of `technique` on `board` whose
/// conclusions are exactly `conclusions` (`["r1c3<>5", "r2c3<>5"]`, in the step's order).
/// Panics with every step the technique sends if none is.
pub(crate) fn example(board: &Board, technique: Technique, conclusions: &[&str]) -> Step {
    let expected = conclusions.join(", ");
    let steps = all_steps_on(board, technique);
    steps
        .iter()
        .find(|s| super::prose::conclusions(s) == expected)
        .cloned()
        .unwrap_or_else(|| {
            let all: Vec<String> = steps.iter().map(|s| s.explanation()).collect();
            panic!("no {technique} concludes {expected}: {all:#?}")
        })
}

/// Each step's rating and sentence (`"5.6 BUG+1 ..."`), for tests that pin every step
/// a finder sends.
pub(crate) fn rated_explanations(steps: &[Step]) -> Vec<String> {
    steps
        .iter()
        .map(|s| format!("{} {}", s.rating, s.explanation()))
        .collect()
}

/// Asserts a step's sentence and its rating (`"6.6"`).
pub(crate) fn assert_step(step: &Step, explanation: &str, rating: &str) {
    assert_eq!(step.explanation(), explanation);
    assert_eq!(step.rating.to_string(), rating);
}

/// An empty board on which each listed cell (e.g. `"r5c1"`) keeps only the candidates
/// `digits` (e.g. `"49"`): a published pencil-mark position rebuilt from the cells
/// that matter.
pub(crate) fn narrowed(cells: &[(&str, &str)]) -> Board {
    let mut board = Board::new(&Grid::EMPTY);
    for &(name, digits) in cells {
        let cell: Cell = name.parse().expect("cell name");
        for d in Digit::ALL {
            if !digits.contains(char::from(b'0' + d.get())) {
                board.eliminate(cell, d);
            }
        }
    }
    board
}

/// The solution of `puzzle`, which must be proper.
pub(crate) fn solution(puzzle: &str) -> Grid {
    crate::Solver::new()
        .solve(&grid(puzzle).into())
        .solution
        .expect("the puzzle has a solution")
}

/// The techniques on every ladder below the advanced ones: singles, intersections,
/// subsets and basic fish. Fixtures that run a path up to an advanced technique use
/// this fixed list, so techniques added later do not move them.
pub(crate) const BASICS: [Technique; 14] = [
    Technique::FullHouse,
    Technique::NakedSingle,
    Technique::HiddenSingle,
    Technique::Pointing,
    Technique::BoxLine,
    Technique::NakedPair,
    Technique::NakedTriple,
    Technique::NakedQuad,
    Technique::HiddenPair,
    Technique::HiddenTriple,
    Technique::HiddenQuad,
    Technique::XWing,
    Technique::Swordfish,
    Technique::Jellyfish,
];

/// Solves `puzzle` with [`BASICS`] and `technique`, checks every step against the
/// solution, and returns the first step of `technique` on the path.
pub(crate) fn first_on_basic_path(puzzle: &str, technique: Technique) -> Option<Step> {
    let ladder = super::Ladder::only(BASICS.into_iter().chain([technique]));
    let mut board = Board::new(&grid(puzzle));
    let steps = ladder.run(&mut board.clone());
    let solution = solution(puzzle);
    for step in &steps {
        assert_sound(&board, &solution, step);
        board.apply(step);
    }
    steps.into_iter().find(|s| s.technique == technique)
}

/// An empty board where `digit` is removed from every cell of `cells` (names).
pub(crate) fn without(digit: u8, cells: &[&str]) -> Board {
    let mut board = Board::new(&Grid::EMPTY);
    let d = Digit::new(digit).expect("digit");
    for name in cells {
        board.eliminate(name.parse::<Cell>().expect("cell name"), d);
    }
    board
}

/// 17-clue puzzle `..............1..2.34....5......2........61....5....3.....3....16
/// .......7..8...45` (Royle's collection) at the board Sudoku Explainer reaches
/// before its BUG+1 (serate 5.6), as HoDoKu exports a PM grid.
pub(crate) const HODOKU_BUG1: &str = "\
.----------------.----------------.----------------.
| 58  1   2      | 7   59  3      | 4   6   89     |
| 58  7   6      | 59  4   1      | 3   89  2      |
| 9   3   4      | 2   6   8      | 7   5   1      |
:----------------+----------------+----------------:
| 6   4   1      | 3   89  2      | 5   89  7      |
| 3   89  7      | 59  589 6      | 1   2   4      |
| 2   89  5      | 1   7   4      | 89  3   6      |
:----------------+----------------+----------------:
| 4   5   89     | 6   3   7      | 2   1   89     |
| 1   6   89     | 4   2   5      | 89  7   3      |
| 7   2   3      | 8   1   9      | 6   4   5      |
'----------------'----------------'----------------'";

/// The pencil marks of 17-clue puzzle `.................1..2.34.................526..7.8.
/// ..........98...7..6....3.2.51.....` (Royle's collection) where basic techniques get
/// stuck: the marks are narrower than the candidates its filled cells leave.
pub(crate) const STUCK_17_CLUE: &str = "\
    3489 3456 3789 56   1    78   34689 4589 2
    348  3456 378  2    9    78   3468  458  1
    189  156  2    56   3    4    6789  5789 5689
    5    2    489  3    6    19   4789  14789 489
    1389 13   1389 7    4    5    2     6    389
    6    7    349  8    2    19   49    1459 3459
    134  134  13   9    8    6    5     2    7
    7    89   6    4    5    2    1     3    89
    2    89   5    1    7    3    4689  489  46";

/// The board of a pencil-mark grid ([`parse_pencil_marks`]), as the library builds a
/// position's ([`Board::with_candidates`]). Each cell's marks must be candidates the
/// filled cells allow (a typo in a test position fails here, where the library would
/// drop the mark).
pub(crate) fn pencil(text: &str) -> Board {
    let cells = parse_pencil_marks(text).expect("a pencil-mark grid");
    let mut g = Grid::EMPTY;
    for (i, marks) in cells.iter().enumerate() {
        if let Some(d) = marks.single_digit() {
            g.set(Cell::from_index(i), Some(d));
        }
    }
    let board = Board::with_candidates(&g, &cells);
    for cell in board.empty_cells() {
        let keep = cells[cell.index()];
        assert_eq!(
            board.candidates(cell),
            keep,
            "{cell}: marks {keep:?} are not all candidates"
        );
    }
    board
}

/// A board from HoDoKu's load line `:tech:cands:grid:deleted:...`: in the grid, a
/// digit is a given and `+digit` a cell solved since; `deleted` lists removed
/// candidates as `digit row column` triples.
pub(crate) fn hodoku(line: &str) -> Board {
    let fields: Vec<&str> = line.split(':').collect();
    let (grid, deleted) = (fields[3], fields[4]);
    let mut givens = Grid::EMPTY;
    let mut solved = Vec::new();
    let mut chars = grid.chars();
    let mut i = 0;
    while let Some(ch) = chars.next() {
        let cell = Cell::from_index(i);
        match ch {
            '+' => {
                let v = chars
                    .next()
                    .and_then(|c| c.to_digit(10))
                    .expect("digit after +");
                solved.push((cell, Digit::new(v as u8).expect("1..9")));
            }
            '1'..='9' => givens.set(cell, ch.to_digit(10).and_then(|v| Digit::new(v as u8))),
            _ => {}
        }
        i += 1;
    }
    assert_eq!(i, 81, "HoDoKu grid needs 81 cells");
    let mut board = Board::new(&givens);
    for (cell, d) in solved {
        board.place(cell, d);
    }
    for t in deleted.split_whitespace() {
        let b = t.as_bytes();
        let (d, r, c) = (b[0] - b'0', b[1] - b'1', b[2] - b'1');
        board.eliminate(
            Cell::at(r, c).expect("row and column 1..9"),
            Digit::new(d).expect("1..9"),
        );
    }
    board
}

/// The hint Sudoku Explainer applies next on `board` (no deadline).
pub(crate) fn se_next_hint(board: &Board) -> Option<Step> {
    super::se_order::next_hint(board, &mut SearchContext::new())
}

/// The board Sudoku Explainer's loop reaches on `puzzle` after `steps` hints, each hint
/// checked against the solution. The loop is [`se_next_hint`], which gives
/// serate's own ER, EP and ED on every puzzle of `tests/fixtures/se_rated_train.tsv`, so a
/// fixture from that file shows a position SE itself reaches.
pub(crate) fn se_board(puzzle: &str, steps: usize) -> Board {
    let solution = solution(puzzle);
    let mut board = Board::new(&grid(puzzle));
    for _ in 0..steps {
        let step = se_next_hint(&board).expect("SE has a next hint");
        assert_sound(&board, &solution, &step);
        board.apply(&step);
    }
    board
}

/// Every board Sudoku Explainer's loop meets rating each training puzzle of
/// `tests/fixtures/se_rated_train.tsv` outside the hardest group (minutes of nested
/// chains in SE), from the start to the solution: the positions SE's producers run on.
pub(crate) fn se_path_boards() -> impl Iterator<Item = Board> {
    se_rated()
        .filter(|rated| !rated.is_hardest())
        .flat_map(|rated| {
            let mut board = Board::new(&grid(rated.puzzle));
            std::iter::from_fn(move || {
                let here = board.clone();
                let step = se_next_hint(&board)?;
                board.apply(&step);
                Some(here)
            })
        })
}

/// The first step of `technique` on the board SE reaches on `puzzle` after `steps` hints,
/// checked against the solution.
pub(crate) fn se_fixture(puzzle: &str, steps: usize, technique: Technique) -> Step {
    let board = se_board(puzzle, steps);
    let step = first_step_on(&board, technique).expect("the technique fires");
    assert_sound(&board, &solution(puzzle), &step);
    step
}

/// Boards to hold a fast finder against a straightforward reference: every board
/// Sudoku Explainer's loop passes through on the puzzles of
/// `tests/fixtures/se_rated_train.tsv` (all but the `hardest_to_solve` group, whose
/// paths take seconds), then each of them again with about one candidate in eight
/// removed at random (seeded): boards with many more patterns, and the broken boards
/// nested chains work on (cells without candidates, digits without places).
pub(crate) fn agreement_boards() -> &'static [Board] {
    static BOARDS: std::sync::OnceLock<Vec<Board>> = std::sync::OnceLock::new();
    BOARDS.get_or_init(|| {
        let mut boards = Vec::new();
        for rated in se_rated().filter(|rated| !rated.is_hardest()) {
            let mut board = Board::new(&grid(rated.puzzle));
            while let Some(step) = se_next_hint(&board) {
                boards.push(board.clone());
                board.apply(&step);
            }
        }
        let mut rng = crate::rng::Rng::new(0x5eed);
        let broken: Vec<Board> = boards
            .iter()
            .map(|board| {
                let mut b = board.clone();
                for cell in b.empty_cells() {
                    for d in b.candidates(cell) {
                        if rng.below(8) == 0 {
                            b.eliminate(cell, d);
                        }
                    }
                }
                b
            })
            .collect();
        boards.extend(broken);
        boards
    })
}

/// Every step `find` sends on `board`, in order.
pub(crate) fn sent(
    board: &Board,
    find: impl FnOnce(&Board, &mut super::Sink<'_>) -> ControlFlow<()>,
) -> Vec<Step> {
    let mut steps = Vec::new();
    let _ = find(board, &mut |step| {
        steps.push(step);
        ControlFlow::Continue(())
    });
    steps
}

/// A finder taking a size (2 = pair or X-Wing, 3, 4).
pub(crate) type SizedFinder = fn(&Board, u32, &mut super::Sink<'_>) -> ControlFlow<()>;

/// Asserts that `fast` sends exactly the steps of `reference`, in order, for sizes 2
/// to 4 on every [`agreement_boards`] board, and that each size finds something there.
pub(crate) fn assert_agrees_by_size(fast: SizedFinder, reference: SizedFinder) {
    let mut found = [0; 3];
    for board in agreement_boards() {
        for size in 2..=4 {
            let steps = sent(board, |b, s| fast(b, size, s));
            assert_eq!(
                steps,
                sent(board, |b, s| reference(b, size, s)),
                "size {size}, {board:?}"
            );
            found[size as usize - 2] += steps.len();
        }
    }
    assert!(found.iter().all(|&n| n > 0), "{found:?}");
}
