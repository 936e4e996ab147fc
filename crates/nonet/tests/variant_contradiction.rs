//! Constraint Contradiction on puzzles nobody chose: for each variant fixture's
//! solution S (public puzzles, `fixtures/variants/`), random subsets of S's digits as
//! givens, then every step the finder sends.
//!
//! Each board is first taken as far as the basic steps go (singles, intersections,
//! the constraint techniques), where a path would call the trials. Givens taken from
//! S leave S among the solutions, so a sound step never removes S's
//! digit. Each step's evidence is also replayed: the assumption placed on the board,
//! then each round of the trial, each of which must be every step one of the basic
//! ladder's techniques sends on the board the rounds before leave, and the end must be
//! the contradiction the step names.

mod variant_fixtures;

use std::ops::ControlFlow;

use nonet::Grid;
use nonet::logic::{
    Board, Candidate, Contradiction, Family, Ladder, Pattern, SearchContext, Step, Technique,
    Trial, info, trial_ladder,
};
use nonet::rng::Rng;
use variant_fixtures::{fixtures, random_clues};

/// Random boards per fixture.
const BOARDS_PER_FIXTURE: usize = 2;

#[test]
fn every_refutation_on_random_variant_boards_agrees_with_the_solution() {
    let mut rng = Rng::new(0xc0de_0024);
    let find = info(Technique::ConstraintContradiction).find;
    let basic = Ladder::only(Technique::all().filter(|&t| {
        matches!(
            info(t).family,
            Family::Singles | Family::Intersections | Family::Constraint
        )
    }));
    let (mut boards, mut steps, mut refutations) = (0, 0, 0);
    let (mut with_constraints, mut broken) = (0, 0);
    for f in fixtures() {
        for _ in 0..BOARDS_PER_FIXTURE {
            let keep = 4 + rng.below(24);
            let givens = random_clues(&f.solution, || rng.below(81) < keep);
            let mut board = Board::for_rules(&givens, &f.puzzle.rules, f.solution);
            // Where the basic steps are stuck, as on a path: every step of a trial then
            // follows from its assumption.
            while let Some(step) = basic.next_step(&board) {
                board.apply(&step);
            }
            if board.is_solved() {
                continue;
            }
            boards += 1;
            let mut sent = 0;
            let _ = find.run(&board, &mut SearchContext::new(), &mut |step| {
                let at = || format!("{} from {givens}: {}", f.name, step.explanation());
                assert!(step.placements.is_empty(), "{}", at());
                let Pattern::Trials(trials) = &step.pattern else {
                    panic!("{}: not a trial", at());
                };
                let mut assumptions: Vec<Candidate> = trials.iter().map(|t| t.assumption).collect();
                let mut removed = step.eliminations.clone();
                assumptions.sort();
                removed.sort();
                assert_eq!(removed, assumptions, "{}", at());
                assert!(
                    trials
                        .windows(2)
                        .all(|w| w[0].rounds.len() <= w[1].rounds.len()),
                    "{}: not shortest first",
                    at()
                );
                for trial in trials {
                    let e = trial.assumption;
                    assert!(board.has(e.cell, e.digit), "{}", at());
                    assert_ne!(f.solution.get(e.cell), Some(e.digit), "{}", at());
                    replay(&board, trial, &at);
                    refutations += 1;
                    if trial
                        .rounds
                        .iter()
                        .flatten()
                        .any(|s| info(s.technique).family == Family::Constraint)
                    {
                        with_constraints += 1;
                    }
                    if matches!(trial.contradiction, Contradiction::Broken { .. }) {
                        broken += 1;
                    }
                }
                sent += 1;
                ControlFlow::Continue(())
            });
            assert!(sent <= 1, "{}: {sent} steps from one search", f.name);
            steps += sent;
        }
    }
    eprintln!(
        "{boards} boards: {steps} steps, {refutations} refutations, {with_constraints} through \
         a constraint step, {broken} ending on a broken constraint"
    );
    assert!(boards >= 50, "{boards} boards");
    assert!(steps >= 50, "{steps} steps");
    assert!(refutations >= 2000, "{refutations} refutations");
    assert!(
        with_constraints >= 1000,
        "{with_constraints} through a constraint step"
    );
    assert!(broken >= 300, "{broken} ending on a broken constraint");
}

/// Replays `trial` on `board`: each of its rounds must be every step one technique of
/// the trial ladder sends on the board the assumption and the rounds before leave, and
/// the last board must show the contradiction it names.
fn replay(board: &Board, trial: &Trial, at: &dyn Fn() -> String) {
    let mut b = board.clone();
    b.place(trial.assumption.cell, trial.assumption.digit);
    let mut clash = None;
    for (i, round) in trial.rounds.iter().enumerate() {
        let technique = round.first().expect("a round has a step").technique;
        assert!(
            trial_ladder().techniques().contains(&technique),
            "{}: round {i} is a {}, which trials do not take",
            at(),
            technique.name()
        );
        assert_eq!(&all_steps(&b, technique), round, "{}: round {i}", at());
        assert!(clash.is_none(), "{}: rounds after a clash", at());
        for step in round {
            clash = clash.or_else(|| apply(&mut b, step));
        }
    }
    match &trial.contradiction {
        Contradiction::NoDigit(cell) => assert!(
            clash == Some(*cell) || b.value(*cell).is_none() && b.candidates(*cell).is_empty(),
            "{}: {cell} has a digit",
            at()
        ),
        Contradiction::NoPlace { group, digit } => {
            let cells = b.topology().cells(*group);
            assert!(cells.len() == 9, "{}", at());
            assert!(
                cells.iter().all(|c| b.value(c) != Some(*digit))
                    && (b.cells_with(*digit) & cells).is_empty(),
                "{}: {digit} has a place in {group:?}",
                at()
            );
        }
        Contradiction::Broken {
            constraint, cells, ..
        } => {
            let rules = b.rules().expect("a board built from rules");
            let grid: Grid = b.to_grid();
            let constraint = &rules.constraints()[*constraint];
            let broken = rules
                .violations(&grid)
                .into_iter()
                .any(|v| v.cells == *cells);
            assert!(
                broken,
                "{}: {} holds on {grid}",
                at(),
                constraint.describe()
            );
        }
        other => panic!(
            "{}: a contradiction this test does not know: {other:?}",
            at()
        ),
    }
}

/// Applies `step` to `board`, eliminations first, then each placement in turn (the
/// test's own replay, not the library's, so that it checks the finder rather than
/// repeats it); the first cell a placement finds filled with another digit or without
/// the digit among its candidates, if any.
fn apply(board: &mut Board, step: &Step) -> Option<nonet::Cell> {
    for e in &step.eliminations {
        board.eliminate(e.cell, e.digit);
    }
    for p in &step.placements {
        match board.value(p.cell) {
            Some(d) if d == p.digit => {}
            None if board.has(p.cell, p.digit) => board.place(p.cell, p.digit),
            _ => return Some(p.cell),
        }
    }
    None
}

/// Every step `technique`'s finder sends on `board`.
fn all_steps(board: &Board, technique: Technique) -> Vec<Step> {
    let row = info(technique);
    let Some(find) = row.scope.finder(row.find, board) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let _ = find.run(board, &mut SearchContext::new(), &mut |s| {
        out.push(s);
        ControlFlow::Continue(())
    });
    out
}
