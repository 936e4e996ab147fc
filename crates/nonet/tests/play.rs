//! The game model: conflicts against a brute-force check, "why is this wrong" answers
//! checked step by step, completion, the caller's clock, share codes.

mod play_common;

use nonet::generate::{Generator, Scheme, Target};
use nonet::play::{Action, Game, GameError, ShareCode, WrongReason};
use nonet::rules::Puzzle;
use nonet::{Candidates, Cell, CellSet, Digit, Grid};
use play_common::{WIKIPEDIA, cell, digit, wikipedia};
use proptest::prelude::*;

/// Cells whose digit another cell of its row, column or box repeats, by coordinates.
fn classic_clashes(grid: &Grid) -> CellSet {
    let mut out = CellSet::EMPTY;
    for a in Cell::all() {
        for b in Cell::all() {
            let same_box = a.row() / 3 == b.row() / 3 && a.col() / 3 == b.col() / 3;
            let seen = a != b && (a.row() == b.row() || a.col() == b.col() || same_box);
            if seen && grid.get(a).is_some() && grid.get(a) == grid.get(b) {
                out.insert(a);
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn conflicts_equal_a_brute_force_check(moves in proptest::collection::vec((cell(), digit()), 0..40)) {
        let mut game = wikipedia();
        for (cell, digit) in moves {
            let _ = game.apply(Action::SetDigit { cell, digit });
        }
        prop_assert_eq!(game.conflict_cells(), classic_clashes(&game.grid()));
        // Every wrong cell differs from the solution, and only those.
        let solution = *game.solution();
        for c in Cell::all() {
            let wrong = game.entry(c).is_some() && game.entry(c) != solution.get(c);
            prop_assert_eq!(game.wrong_cells().contains(c), wrong);
        }
    }

    #[test]
    fn why_wrong_is_true(c in cell(), d in digit()) {
        let mut game = wikipedia();
        prop_assume!(!game.is_given(c) && game.solution().get(c) != Some(d));
        game.apply(Action::SetDigit { cell: c, digit: d }).unwrap();
        let why = game.why_wrong(c).unwrap();
        prop_assert_eq!((why.cell, why.digit), (c, d));
        check_reason(&game, c, d, &why.reason)?;
        let text = why.explanation();
        let placed = format!("{c}={d}");
        let opens = text.starts_with(&placed) || text.starts_with(&format!("if {placed}"));
        prop_assert!(opens, "{}", text);
    }
}

/// Replays the reason's forced placements with classic peers computed here, each a
/// single when it is made, and checks the contradiction at the end.
fn check_reason(game: &Game, c: Cell, d: Digit, reason: &WrongReason) -> Result<(), TestCaseError> {
    let mut grid = game.puzzle().givens;
    grid.set(c, Some(d));
    let candidates = |grid: &Grid, x: Cell| -> Candidates {
        if grid.get(x).is_some() {
            return Candidates::EMPTY;
        }
        let mut set = Candidates::ALL;
        for p in Cell::all() {
            let same_box = p.row() / 3 == x.row() / 3 && p.col() / 3 == x.col() / 3;
            if p != x && (p.row() == x.row() || p.col() == x.col() || same_box) {
                if let Some(v) = grid.get(p) {
                    set.remove(v);
                }
            }
        }
        set
    };
    let replay =
        |grid: &mut Grid, forced: &[nonet::logic::Candidate]| -> Result<(), TestCaseError> {
            for f in forced {
                let naked = candidates(grid, f.cell) == Candidates::single(f.digit);
                let hidden = f.cell.houses().iter().any(|h| {
                    h.cells()
                        .iter()
                        .filter(|&&x| candidates(grid, x).contains(f.digit))
                        .count()
                        == 1
                        && candidates(grid, f.cell).contains(f.digit)
                });
                prop_assert!(naked || hidden, "{} is not a single", f);
                grid.set(f.cell, Some(f.digit));
            }
            Ok(())
        };
    match reason {
        WrongReason::Breaks(v) => {
            prop_assert!(v.cells.contains(c));
            prop_assert!(classic_clashes(&grid).contains(c));
        }
        WrongReason::EmptyCell { forced, cell } => {
            replay(&mut grid, forced)?;
            prop_assert_eq!(grid.get(*cell), None);
            prop_assert!(candidates(&grid, *cell).is_empty());
        }
        WrongReason::NoPlace { forced, digit, .. } => {
            replay(&mut grid, forced)?;
            // Some house has neither the digit nor a place for it.
            let stuck = nonet::House::all().any(|h| {
                h.cells()
                    .iter()
                    .all(|&x| grid.get(x) != Some(*digit) && !candidates(&grid, x).contains(*digit))
            });
            prop_assert!(stuck);
        }
        WrongReason::NotTheSolution { solution } => {
            prop_assert_eq!(game.solution().get(c), Some(*solution));
        }
        other => prop_assert!(false, "unexpected reason {:?}", other),
    }
    Ok(())
}

#[test]
fn why_wrong_is_none_for_right_digits_givens_and_empty_cells() {
    let mut game = wikipedia();
    let c: Cell = "r1c3".parse().unwrap();
    assert_eq!(game.why_wrong(c), None);
    game.apply(Action::SetDigit {
        cell: c,
        digit: Digit::new(4).unwrap(),
    })
    .unwrap();
    assert_eq!(game.why_wrong(c), None);
    assert_eq!(game.why_wrong("r1c1".parse().unwrap()), None);
}

#[test]
fn why_wrong_explains_a_clash_and_a_contradiction() {
    let mut game = wikipedia();
    let c: Cell = "r1c3".parse().unwrap();
    game.apply(Action::SetDigit {
        cell: c,
        digit: Digit::new(5).unwrap(),
    })
    .unwrap();
    let why = game.why_wrong(c).unwrap();
    assert!(matches!(why.reason, WrongReason::Breaks(_)));
    assert_eq!(
        why.explanation(),
        "r1c3=5 breaks the rule of row 1 (r1c1 r1c3)"
    );
    game.apply(Action::SetDigit {
        cell: c,
        digit: Digit::new(2).unwrap(),
    })
    .unwrap();
    let why = game.why_wrong(c).unwrap();
    assert!(
        matches!(
            why.reason,
            WrongReason::EmptyCell { .. } | WrongReason::NoPlace { .. }
        ),
        "{why:?}"
    );
}

#[test]
fn completion_and_the_callers_clock() {
    let mut game = wikipedia();
    game.add_elapsed(1500);
    game.set_paused(true);
    game.add_elapsed(9999);
    assert!(game.is_paused());
    game.set_paused(false);
    game.add_elapsed(500);
    assert_eq!(game.elapsed_ms(), 2000);
    let solution = *game.solution();
    let givens: Grid = WIKIPEDIA.parse().unwrap();
    let empty: Vec<Cell> = givens.empty_cells().iter().collect();
    for (i, &c) in empty.iter().enumerate() {
        assert!(!game.is_complete());
        let digit = solution.get(c).unwrap();
        // The last cell first gets a wrong digit: full but not complete.
        if i == empty.len() - 1 {
            let wrong = Digit::new(digit.get() % 9 + 1).unwrap();
            game.apply(Action::SetDigit {
                cell: c,
                digit: wrong,
            })
            .unwrap();
            assert!(game.grid().is_complete() && !game.is_complete());
        }
        game.apply(Action::SetDigit { cell: c, digit }).unwrap();
    }
    assert!(game.is_complete());
    assert!(game.conflicts().is_empty());
    game.add_elapsed(1000); // the clock stops at completion
    assert_eq!(game.elapsed_ms(), 2000);
}

#[test]
fn puzzles_without_one_solution_are_refused() {
    let givens: Grid = WIKIPEDIA.parse().unwrap();
    let mut loose = givens;
    for c in Cell::all().take(9) {
        loose.set(c, None);
    }
    assert_eq!(
        Game::new(Puzzle::classic(loose)),
        Err(GameError::MultipleSolutions)
    );
    let mut clash = givens;
    clash.set("r1c3".parse().unwrap(), Digit::new(5));
    let err = Game::new(Puzzle::classic(clash)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "givens clash: digit 5 repeated in row 1 at r1c1 and r1c3; \
         digit 5 repeated in box 1 at r1c1 and r1c3"
    );
    // No clash, no solution: one more given that is not the unique solution's digit.
    let mut dead = givens;
    dead.set("r9c3".parse().unwrap(), Digit::new(4));
    assert_eq!(Game::new(Puzzle::classic(dead)), Err(GameError::NoSolution));
}

#[test]
fn a_classic_share_code_is_the_puzzle_line_and_reads_back() {
    let game = wikipedia();
    let code = game.share_code().unwrap();
    assert_eq!(code, ShareCode::Text(WIKIPEDIA.to_string()));
    let again = Game::from_share_code(&code.to_string()).unwrap();
    assert_eq!(again.puzzle(), game.puzzle());
}

#[test]
fn a_generated_game_shares_its_id_and_the_id_gives_the_same_puzzle() {
    let generated = Generator::with_seed(7)
        .generate(&Target::any(Scheme::Tiers))
        .unwrap();
    let id = generated.id.expect("an any-level puzzle fits an id");
    let game = Game::from_generated(&generated).unwrap();
    assert_eq!(game.share_code().unwrap(), ShareCode::Id(id));
    let again = Game::from_share_code(&id.to_string()).unwrap();
    assert_eq!(again.puzzle(), game.puzzle());
    assert_eq!(again.id(), Some(id));
    assert!(Game::from_share_code("not a puzzle").is_err());
    // A generated puzzle with a solution that is not its own is refused.
    let mut bad = generated.clone();
    bad.solution = Grid::EMPTY;
    assert_eq!(Game::from_generated(&bad), Err(GameError::WrongSolution));
}
