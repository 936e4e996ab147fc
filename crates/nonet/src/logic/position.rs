//! A position mid-solve: the filled cells of a grid and each empty cell's candidates,
//! as a pencil-mark grid gives them (HoDoKu's PM grid, Sudoku Explainer's candidates).
//!
//! Its solution is the completion of the filled cells that keeps every cell to its
//! candidates: exactly the solutions of a [`Puzzle`] whose rules are classic boxes plus
//! one [given candidates](crate::rules::kinds::GivenCandidates) constraint per marked
//! cell, which the variant solver counts. Logic then starts from the candidates as
//! given ([`Board::with_candidates`]), as HoDoKu and SukakuExplainer do: the next step
//! is the one those marks allow, not one on a board derived again from the givens.

use super::{Board, Ladder, LogicError, Path, Step};
use crate::grid::{Candidates, Grid};
use crate::rules::{Constraint, Layout, Puzzle};
use crate::solve::{SolveStatus, Solver};

/// A position with its unique solution, ready for logic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The filled cells.
    pub givens: Grid,
    /// The board: the filled cells and each empty cell's candidates as given.
    pub board: Board,
    /// The unique solution that keeps to the candidates.
    pub solution: Grid,
}

impl Position {
    /// The position a puzzle stands for, when its rules are a position's (classic
    /// boxes and given candidates alone; `None` for any other rules), or why it has no
    /// logic: filled cells that clash, no solution that keeps to the candidates, or
    /// several.
    ///
    /// ```
    /// use nonet::format::read_position;
    /// use nonet::logic::{Ladder, LogicError, Position};
    /// // The Sudoku Explainer forum's BUG type 3 position (SE 6.1).
    /// let marks = "5     2 8 | (6,7)   (6,9)   (7,9) | 3 4 1
    ///              9     3 1 | 5       2       4     | 7 8 6
    ///              4     7 6 | 3       8       1     | 5 9 2
    ///              (2,7) 1 9 | (2,6,7) (4,6)   (2,3) | 8 5 (3,4)
    ///              (2,8) 6 4 | (2,8)   (5,9)   (3,5) | 1 7 (3,9)
    ///              (7,8) 5 3 | (1,7,8) (1,4,9) (7,9) | 6 2 (4,9)
    ///              1     9 5 | 4       3       8     | 2 6 7
    ///              3     8 2 | 9       7       6     | 4 1 5
    ///              6     4 7 | (1,2)   (1,5)   (2,5) | 9 3 8";
    /// let position = Position::of(&read_position(marks)?).unwrap()?;
    /// assert!(position.explain(&Ladder::standard()).solved);
    /// // Too few marks left in r1c4 and r1c6: no solution keeps to them.
    /// let wrong = marks.replacen("(6,7)", "6", 1).replacen("(7,9)", "9", 1);
    /// assert_eq!(
    ///     Position::of(&read_position(&wrong)?).unwrap(),
    ///     Err(LogicError::PositionNoSolution)
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn of(puzzle: &Puzzle) -> Option<Result<Position, LogicError>> {
        let marks = marks(puzzle)?;
        Some(solution(puzzle).map(|solution| Position {
            givens: puzzle.givens,
            board: Board::with_candidates(&puzzle.givens, &marks),
            solution,
        }))
    }

    /// The whole logical path from the candidates as given, with `ladder`.
    pub fn explain(&self, ladder: &Ladder) -> Path {
        let mut board = self.board.clone();
        let steps = ladder.run(&mut board);
        Path {
            puzzle: self.givens,
            solution: self.solution,
            steps,
            solved: board.is_solved(),
            end: board,
        }
    }

    /// The next step `ladder` takes from the candidates as given (`None` when the grid
    /// is full or the ladder is stuck).
    pub fn next_step(&self, ladder: &Ladder) -> Option<Step> {
        if self.board.is_solved() {
            return None;
        }
        ladder.next_step(&self.board)
    }
}

/// Each cell's marks, when the rules are a position's: classic boxes and nothing but
/// given candidates.
fn marks(puzzle: &Puzzle) -> Option<[Candidates; 81]> {
    if !matches!(puzzle.rules.layout(), Layout::Boxes) {
        return None;
    }
    let mut marks = [Candidates::ALL; 81];
    for c in puzzle.rules.constraints() {
        let Constraint::Candidates(given) = c else {
            return None;
        };
        marks[given.cell.index()] &= given.digits;
    }
    Some(marks)
}

/// The unique solution that keeps to the candidates, or why there is none.
fn solution(puzzle: &Puzzle) -> Result<Grid, LogicError> {
    let conflicts = puzzle.givens.conflicts();
    if !conflicts.is_empty() {
        return Err(LogicError::Conflicts(conflicts));
    }
    let result = Solver::new().solve(puzzle);
    match (result.status, result.solution) {
        (SolveStatus::Unique, Some(solution)) => Ok(solution),
        (SolveStatus::Multiple, _) => Err(LogicError::PositionMultipleSolutions),
        _ => Err(LogicError::PositionNoSolution),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::read_position;
    use crate::logic::testing::{HODOKU_BUG1 as HODOKU, STUCK_17_CLUE as STUCK};

    /// Every step of a position's path is sound against its solution: each placement
    /// is the solution's digit, and no elimination removes it.
    #[test]
    fn every_step_is_sound() {
        for marks in [HODOKU, STUCK] {
            let position = Position::of(&read_position(marks).unwrap())
                .unwrap()
                .unwrap();
            let path = position.explain(&Ladder::standard());
            assert!(path.solved);
            assert_eq!(path.end.to_grid(), position.solution);
            for step in &path.steps {
                for p in &step.placements {
                    assert_eq!(position.solution.get(p.cell), Some(p.digit), "{step:?}");
                }
                for e in &step.eliminations {
                    assert_ne!(position.solution.get(e.cell), Some(e.digit), "{step:?}");
                }
            }
        }
    }

    /// The steps start from the marks as given, not from a board derived again from
    /// the filled cells.
    #[test]
    fn the_marks_are_the_board() {
        let position = Position::of(&read_position(STUCK).unwrap())
            .unwrap()
            .unwrap();
        let derived = Board::new(&position.givens);
        assert_ne!(position.board, derived);
        let r1c1 = "r1c1".parse().unwrap();
        assert_eq!(position.board.candidates(r1c1).to_string(), "{3489}");
        let hint = position.next_step(&Ladder::standard()).unwrap();
        assert_ne!(Some(&hint), Ladder::standard().next_step(&derived).as_ref());
        assert!(
            hint.eliminations
                .iter()
                .all(|e| position.board.has(e.cell, e.digit))
        );
    }

    #[test]
    fn too_few_or_wrong_marks_are_errors() {
        // The first three rows as given, and every digit open in the six others: rows 4
        // and 5 can trade places, so the marks allow more than one solution.
        let top: Vec<&str> = HODOKU.lines().take(4).collect();
        let open = "| 123456789 ".repeat(9);
        let loose = format!("{}\n{}", top.join("\n"), [open.as_str(); 6].join("\n"));
        assert_eq!(
            Position::of(&read_position(&loose).unwrap()).unwrap(),
            Err(LogicError::PositionMultipleSolutions)
        );
        // r5c5 may not be 9 or 8: the BUG's only way out is gone.
        let wrong = HODOKU.replacen(" 589", " 5  ", 1);
        assert_eq!(
            Position::of(&read_position(&wrong).unwrap()).unwrap(),
            Err(LogicError::PositionNoSolution)
        );
        // Not a position: other rules.
        let mut puzzle = read_position(HODOKU).unwrap();
        puzzle.rules = crate::rules::Rules::new(
            Layout::Boxes,
            vec![Constraint::AntiKnight(crate::rules::kinds::AntiKnight)],
        )
        .unwrap();
        assert!(Position::of(&puzzle).is_none());
    }
}
