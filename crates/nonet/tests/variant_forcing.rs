//! The generic forcing chains (Nishio, cell, region and dynamic, over any topology):
//! every step each finder sends is sound on the group-and-peer fixtures' boards and on
//! random clue subsets of their solutions; on classic boards they find what Sudoku
//! Explainer's chaining engine finds; on a variant they find steps through its groups
//! and peers that the classic engine cannot; and the game's hints take them.

mod common;
mod variant_fixtures;

use std::collections::BTreeSet;

use common::assert_sound;
use nonet::format::PuzzleReader;
use nonet::logic::{
    Board, Candidate, Family, Ladder, SearchContext, Step, Technique, explain, info, start,
    unique_solution,
};
use nonet::play::{Action, Game, Hint};
use nonet::rng::Rng;
use nonet::rules::Topology;
use nonet::{Cell, Grid};
use variant_fixtures::{Fixture, fixtures, group_and_peer_fixtures, random_clues};

const FORCING: [Technique; 4] = [
    Technique::NishioForcingChain,
    Technique::RegionForcingChain,
    Technique::CellForcingChain,
    Technique::DynamicForcingChain,
];

/// Every step row `t` sends on `board`, through the finder its scope picks (a variant
/// board's generic finder, a classic board's own).
fn steps(board: &Board, t: Technique) -> Vec<Step> {
    let row = info(t);
    let find = row
        .scope
        .finder(row.find, board)
        .expect("a forcing row runs");
    variant_fixtures::steps(board, find)
}

/// The ladder without forcing chains or backtracking: it walks a board to where
/// forcing chains are needed.
fn below_forcing() -> Ladder {
    Ladder::only(
        Technique::all().filter(|&t| {
            info(t).family != Family::Forcing && info(t).family != Family::Backtracking
        }),
    )
}

/// Checks every step of the four finders on `board`, counting them per row.
fn check_all(board: &Board, solution: &Grid, sent: &mut [usize; 4]) {
    for (i, &t) in FORCING.iter().enumerate() {
        for step in steps(board, t) {
            assert_eq!(step.technique, t);
            assert_sound(board, solution, &step);
            sent[i] += 1;
        }
    }
}

/// (a) Soundness: on each fixture, every board of its logical path where forcing
/// chains are the next step, and boards of random clue subsets of its solution
/// walked to where the techniques below forcing chains are stuck (the solution is one
/// of theirs, unique or not, so no sound step may contradict it).
#[test]
fn every_generic_forcing_step_is_sound() {
    let mut sent = [0; 4];
    let mut rng = Rng::new(21);
    for f in group_and_peer_fixtures() {
        let (mut board, solution) = start(&f.puzzle).unwrap();
        let ladder = Ladder::logic_only();
        while let Some(step) = ladder.next_step(&board) {
            if info(step.technique).family == Family::Forcing {
                check_all(&board, &solution, &mut sent);
            }
            board.apply(&step);
        }
        let topology = f.puzzle.rules.topology();
        for keep in [22, 26, 30] {
            let givens = random_clues(&f.solution, || rng.below(81) < keep);
            let mut board = Board::for_variant(&givens, topology.clone(), f.solution);
            below_forcing().run(&mut board);
            if !board.is_solved() {
                check_all(&board, &f.solution, &mut sent);
            }
        }
    }
    eprintln!("steps sent (nishio, region, cell, dynamic): {sent:?}");
    assert!(sent.iter().all(|&n| n > 0), "{sent:?}");
}

/// What a step removes from the board: its eliminations, and the other candidates of
/// each cell it places (Sudoku Explainer's steps list those as eliminations, the
/// generic ones place the digit alone).
fn removed(board: &Board, steps: &[Step]) -> BTreeSet<Candidate> {
    let mut out = BTreeSet::new();
    for s in steps {
        out.extend(s.eliminations.iter().copied());
        for p in &s.placements {
            for d in board.candidates(p.cell).iter().filter(|&d| d != p.digit) {
                out.insert(Candidate::new(p.cell, d));
            }
        }
    }
    out
}

/// (b) Against Sudoku Explainer's engine on classic boards: at each board of a
/// classic path where the standard ladder takes a forcing chain or backtracking, the
/// board is seen as a classic board (SE's engine runs) and as a board of the classic
/// topology (the generic finders run), and what each removes is compared.
///
/// The generic rows remove everything SE's remove, and sometimes more. SE's static
/// cell and region chains are weaker (a candidate an assumption turned off never makes
/// a single there), and its Nishio chains follow one digit, as the generic Nishio does,
/// so each generic row removes what its SE row removes. SE's dynamic producer holds its
/// dynamic cell and region chains, so it is compared with the generic dynamic, cell and
/// region rows together; where one branch of a cell or region reaches a contradiction,
/// SE intersects what that branch found before it, while the generic rows leave the
/// false branch out and intersect the others: a superset (checked sound above).
#[test]
fn on_classic_boards_they_remove_what_sudoku_explainer_removes() {
    let hardest = PuzzleReader::read_text(include_str!("fixtures/hardest_100.txt"))
        .into_iter()
        .take(4)
        .map(|e| *e.puzzle.unwrap().givens());
    // Puzzles SE rates 7.5 to 8.5, whose paths take Nishio and static chains.
    let rated = common::se_rated()
        .filter(|r| ["7.5", "7.6", "8.0", "8.3", "8.5"].contains(&r.er))
        .take(6)
        .map(|r| r.puzzle.parse::<Grid>().unwrap());
    let mut compared = [0usize; 3];
    for grid in hardest.chain(rated) {
        let solution = unique_solution(&grid).unwrap();
        let mut classic = Board::new(&grid);
        let mut generic = Board::for_variant(&grid, Topology::classic().clone(), solution);
        let ladder = Ladder::standard();
        let mut ctx = SearchContext::new();
        while let Some(step) = ladder.next_step_with(&classic, &mut ctx) {
            if step.technique.rank() >= Technique::NishioForcingChain.rank() {
                for (n, pair) in compared.iter_mut().zip(PAIRS) {
                    *n += usize::from(compare(&classic, &generic, pair));
                }
            }
            classic.apply(&step);
            generic.apply(&step);
            assert_eq!(classic.all_candidates(), generic.all_candidates());
        }
    }
    eprintln!("boards where SE removes something (nishio, cell+region, dynamic): {compared:?}");
    assert!(compared.iter().all(|&n| n > 0), "{compared:?}");
}

/// SE's rows and the generic rows that must remove at least as much.
const PAIRS: [(&[Technique], &[Technique]); 3] = [
    (
        &[Technique::NishioForcingChain],
        &[Technique::NishioForcingChain],
    ),
    (
        &[Technique::CellForcingChain, Technique::RegionForcingChain],
        &[Technique::CellForcingChain, Technique::RegionForcingChain],
    ),
    (
        &[Technique::DynamicForcingChain],
        &[
            Technique::DynamicForcingChain,
            Technique::CellForcingChain,
            Technique::RegionForcingChain,
        ],
    ),
];

/// Asserts the generic rows of `pair` remove all SE's rows remove; returns whether
/// SE's remove anything.
fn compare(classic: &Board, generic: &Board, pair: (&[Technique], &[Technique])) -> bool {
    let of = |board: &Board, ts: &[Technique]| {
        let all: Vec<Step> = ts.iter().flat_map(|&t| steps(board, t)).collect();
        removed(board, &all)
    };
    let se = of(classic, pair.0);
    let ours = of(generic, pair.1);
    let missed: Vec<_> = se.difference(&ours).collect();
    assert!(missed.is_empty(), "{:?} on {classic:?}: {missed:?}", pair.0);
    !se.is_empty()
}

/// (c) A step only the variant's groups allow, checked by hand. On the X-Sudoku
/// fixture's first board, with 5 kept on the anti-diagonal only at r6c4 and r8c2 (the
/// solution's 5 there is r8c2, so the position still fits it): 5 in r8c4 would see
/// r6c4 (column 4) and r8c2 (row 8), leaving the anti-diagonal no place for 5, so
/// r8c4 is not 5. Sudoku Explainer's Nishio, on the same candidates under classic
/// rules, has no anti-diagonal and cannot remove it.
#[test]
fn nishio_through_the_anti_diagonal() {
    let f = fixtures().into_iter().find(|f| f.kind == "x").unwrap();
    let topology = f.puzzle.rules.topology();
    let (mut board, solution) = start(&f.puzzle).unwrap();
    let five = nonet::Digit::new(5).unwrap();
    let cell = |name: &str| name.parse::<Cell>().unwrap();
    for r in 0..9 {
        let c = Cell::from_index(9 * r + 8 - r);
        if c != cell("r6c4") && c != cell("r8c2") {
            board.eliminate(c, five);
        }
    }
    let target = Candidate::new(cell("r8c4"), five);
    let nishio = steps(&board, Technique::NishioForcingChain);
    let step = nishio
        .iter()
        .find(|s| s.eliminations == [target])
        .expect("a Nishio chain removes 5 from r8c4");
    assert_sound(&board, &solution, step);
    assert_eq!(
        step.explanation_in(&topology),
        "Nishio Forcing Chain (contradiction: no place for 5 in the anti-diagonal) \
         r8c4=5 -> r6c4<>5; r8c4=5 -> r8c2<>5: r8c4<>5"
    );
    let classic = Board::with_candidates(&board.to_grid(), board.all_candidates());
    let se = steps(&classic, Technique::NishioForcingChain);
    assert!(!removed(&classic, &se).contains(&target), "{se:?}");
}

/// The game's hint takes the same rows: the first group-and-peer fixture whose path
/// needs a forcing chain and no backtracking, played by applying hint after hint, is
/// finished by logic alone, forcing chains included, each hint sound.
#[test]
fn the_games_hints_finish_a_variant_by_forcing_chains() {
    let needs_forcing = |f: &Fixture| {
        let Ok(path) = explain(&f.puzzle, &Ladder::standard()) else {
            return false;
        };
        let families: Vec<Family> = path
            .steps
            .iter()
            .map(|s| info(s.technique).family)
            .collect();
        families.contains(&Family::Forcing) && !families.contains(&Family::Backtracking)
    };
    let f = fixtures()
        .into_iter()
        .filter(|f| f.puzzle.rules.topology().is_only_groups_and_peers())
        .find(needs_forcing)
        .expect("a fixture that forcing chains finish");
    let mut game = Game::new(f.puzzle).unwrap();
    let mut forcing = 0;
    while !game.is_complete() {
        let Hint::Step(hint) = game.hint() else {
            panic!("{:?}", game.hint());
        };
        assert_ne!(
            hint.step.technique,
            Technique::Backtracking,
            "{}",
            hint.text
        );
        for p in &hint.step.placements {
            assert_eq!(f.solution.get(p.cell), Some(p.digit), "{}", hint.text);
        }
        for e in &hint.step.eliminations {
            assert_ne!(f.solution.get(e.cell), Some(e.digit), "{}", hint.text);
        }
        forcing += usize::from(info(hint.step.technique).family == Family::Forcing);
        game.apply(Action::ApplyHint).unwrap();
    }
    assert!(forcing > 0, "no hint was a forcing chain");
}
