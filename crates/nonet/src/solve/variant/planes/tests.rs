//! The planes against the generic search, an independent search over the same rules:
//! the same counts, solutions the rules' checkers accept, the same carving answers, and
//! the search contract (sink, exclusion, statistics, node limit) kept.

use std::ops::ControlFlow;

use super::*;
use crate::grid::{Digit, Grid};
use crate::rng::Rng;
use crate::rules::kinds::{AntiKing, AntiKnight, Diagonal, DisjointGroups, NonConsecutive};
use crate::rules::kinds::{EvenOdd, GivenCandidates, KillerCage, Parity, Windoku};
use crate::rules::{Layout, Puzzle};
use crate::solve::contract::{Keep, Outcome, Request, Switches};
use crate::solve::variant::compiled::model_of;

/// No statistics, no limits.
type Plain = Switches<false, false, false, false>;
/// Statistics and limits.
type Counted = Switches<true, true, false, false>;

/// The generic search's outcome on the same request.
fn generic(puzzle: &Puzzle, req: Request) -> Outcome {
    crate::solve::variant::search::run::<Plain>(&model_of(&puzzle.rules), puzzle, req, None)
}

fn planes_of(rules: &Rules) -> Planes {
    Planes::of(rules, &rules.topology()).expect("rules the planes take")
}

/// The rule sets the planes take without cells' own digit sets: extra houses, peers
/// and the non-consecutive relation.
fn base_sets() -> Vec<Vec<Constraint>> {
    use Constraint as C;
    vec![
        vec![C::NonConsecutive(NonConsecutive)],
        vec![
            C::NonConsecutive(NonConsecutive),
            C::Diagonal(Diagonal::Main),
            C::Diagonal(Diagonal::Anti),
        ],
        vec![C::AntiKnight(AntiKnight)],
        vec![C::AntiKing(AntiKing), C::Windoku(Windoku)],
        vec![C::DisjointGroups(DisjointGroups)],
        vec![C::NonConsecutive(NonConsecutive), C::AntiKing(AntiKing)],
        vec![],
    ]
}

/// Random rules the planes take, and a solution of them: a base set, then (for all
/// but the plain ones) even and odd cells and cells with given candidates drawn from a
/// random solution of the base, each set holding the solution's digit and, for given
/// candidates, some others.
fn random_rules(rng: &mut Rng) -> Vec<(Rules, Grid)> {
    let mut out = Vec::new();
    for base in base_sets() {
        let rules = Rules::new(Layout::Boxes, base.clone()).expect("valid rules");
        let empty = Puzzle {
            givens: Grid::EMPTY,
            rules: rules.clone(),
        };
        for round in 0..6 {
            let solution = crate::solve::random_solution(&empty, rng.next_u64(), 2_000_000)
                .expect("the rules have solutions");
            let mut cs = base.clone();
            if round % 3 != 0 {
                for _ in 0..4 + rng.index(20) {
                    let cell = Cell::from_index(rng.index(81));
                    let d = solution.get(cell).expect("a solved cell");
                    let parity = if d.get() % 2 == 0 {
                        Parity::Even
                    } else {
                        Parity::Odd
                    };
                    cs.push(Constraint::EvenOdd(EvenOdd { cell, parity }));
                }
            }
            if round % 3 == 2 {
                for _ in 0..4 + rng.index(30) {
                    let cell = Cell::from_index(rng.index(81));
                    let mut digits = Candidates::single(solution.get(cell).expect("solved"));
                    for _ in 0..rng.index(4) {
                        digits.insert(Digit::new(1 + rng.below(9) as u8).expect("a digit"));
                    }
                    cs.push(Constraint::Candidates(GivenCandidates { cell, digits }));
                }
            }
            if cs.is_empty() {
                continue;
            }
            let Ok(rules) = Rules::new(Layout::Boxes, cs) else {
                continue;
            };
            out.push((rules, solution));
        }
    }
    out
}

/// Random givens of `solution`: a few to many, sometimes one of them changed so that
/// none may be left.
fn random_givens(rng: &mut Rng, solution: &Grid) -> Grid {
    let mut givens = Grid::EMPTY;
    for _ in 0..rng.index(30) {
        let c = Cell::from_index(rng.index(81));
        givens.set(c, solution.get(c));
    }
    if rng.below(4) == 0 {
        let c = Cell::from_index(rng.index(81));
        givens.set(c, Digit::new(1 + rng.below(9) as u8));
    }
    givens
}

/// Counts, first solutions and every solution to a sink: on random puzzles of random
/// rules the planes take, the same count as the generic search up to three, with or
/// without an excluded candidate, and solutions the rules' checkers accept, holding
/// the givens, all different.
#[test]
fn the_planes_count_as_the_generic_search() {
    let mut rng = Rng::new(5);
    let mut counts = [0usize; 4];
    for (rules, solution) in random_rules(&mut rng) {
        let planes = planes_of(&rules);
        for _ in 0..8 {
            let puzzle = Puzzle {
                givens: random_givens(&mut rng, &solution),
                rules: rules.clone(),
            };
            let exclude = (rng.below(3) == 0).then(|| {
                let cell = Cell::from_index(rng.index(81));
                (cell, Digit::new(1 + rng.below(9) as u8).expect("a digit"))
            });
            let req = Request {
                exclude,
                ..crate::solve::plain(3, Keep::All)
            };
            let expected = generic(&puzzle, req).count;
            let mut seen = Vec::new();
            let mut sink = |g: Grid| {
                seen.push(g);
                ControlFlow::Continue(())
            };
            let got = run::<Plain>(&planes, &puzzle, req, Some(&mut sink));
            assert_eq!(got.count, expected, "{} under {rules:?}", puzzle.givens);
            assert_eq!(seen.len(), got.count);
            assert_eq!(got.solution, seen.first().copied());
            for (k, g) in seen.iter().enumerate() {
                assert!(rules.is_solution(g), "{g}");
                assert!(
                    puzzle
                        .givens
                        .filled_cells()
                        .iter()
                        .all(|c| g.get(c) == puzzle.givens.get(c))
                );
                assert!(exclude.is_none_or(|(c, d)| g.get(c) != Some(d)));
                assert!(!seen[..k].contains(g), "{g} twice");
            }
            counts[got.count] += 1;
        }
    }
    assert!(
        counts.iter().all(|&n| n >= 12),
        "puzzles by count: {counts:?}"
    );
}

/// Statistics and limits: a search counts its root and each branch tried as nodes
/// (one more than its guesses), and a node limit below a search's nodes cuts it off
/// with exactly the limit's nodes counted.
#[test]
fn the_planes_keep_the_search_contract() {
    let mut rng = Rng::new(8);
    let mut cut = 0;
    for (rules, solution) in random_rules(&mut rng).into_iter().take(20) {
        let planes = planes_of(&rules);
        let puzzle = Puzzle {
            givens: random_givens(&mut rng, &solution),
            rules,
        };
        let req = crate::solve::plain(2, Keep::Count);
        let full = run::<Counted>(&planes, &puzzle, req, None);
        assert_eq!(full.cutoff, None);
        assert_eq!(full.count, run::<Plain>(&planes, &puzzle, req, None).count);
        if full.counters.nodes == 0 {
            continue; // givens that clash: no search
        }
        assert_eq!(full.counters.nodes, full.counters.guesses + 1);
        if full.counters.nodes >= 3 {
            let limit = full.counters.nodes / 2;
            let limited = Request {
                node_limit: limit,
                ..req
            };
            let part = run::<Counted>(&planes, &puzzle, limited, None);
            assert_eq!(part.cutoff, Some(crate::solve::contract::Cutoff::Nodes));
            assert_eq!(part.counters.nodes, limit);
            cut += 1;
        }
    }
    assert!(cut >= 5, "{cut} searches cut off");
}

/// The carving's question (a solution without this digit here?), on random givens and
/// a random cell and digit: the generic search's answer, whichever way it goes.
#[test]
fn the_planes_answer_the_carving_as_the_generic_search() {
    let mut rng = Rng::new(11);
    let mut answers = [0usize; 2];
    for (rules, solution) in random_rules(&mut rng) {
        let planes = planes_of(&rules);
        for _ in 0..6 {
            let puzzle = Puzzle {
                givens: random_givens(&mut rng, &solution),
                rules: rules.clone(),
            };
            let cell = Cell::from_index(rng.index(81));
            let digit = if rng.below(2) == 0 {
                solution.get(cell).expect("a solved cell")
            } else {
                Digit::new(1 + rng.below(9) as u8).expect("a digit")
            };
            let (req, _) = crate::solve::first_without(cell, digit);
            let expected = generic(&puzzle, req).count > 0;
            assert_eq!(
                has_solution_without(&planes, &puzzle, cell, digit, &solution),
                expected,
                "{} without {digit} at {cell} under {rules:?}",
                puzzle.givens
            );
            answers[usize::from(expected)] += 1;
        }
    }
    assert!(answers.iter().all(|&n| n >= 50), "{answers:?}");
}

/// Every public fixture the planes take: its one solution, and the carving's question
/// on each given removed in turn (is there a solution with another digit there?)
/// answered as the generic search does.
#[test]
fn the_planes_solve_and_carve_every_fixture_they_take() {
    let mut taken = 0;
    for (puzzle, solution) in crate::logic::testing::variant_fixtures() {
        let Some(planes) = &model_of(&puzzle.rules).planes.clone() else {
            continue;
        };
        taken += 1;
        let found = run::<Plain>(planes, &puzzle, crate::solve::plain(2, Keep::First), None);
        assert_eq!((found.count, found.solution), (1, Some(solution)));
        for cell in puzzle.givens.filled_cells() {
            let digit = solution.get(cell).expect("a solved cell");
            let mut fewer = puzzle.clone();
            fewer.givens.set(cell, None);
            let (req, _) = crate::solve::first_without(cell, digit);
            assert_eq!(
                has_solution_without(planes, &fewer, cell, digit, &solution),
                generic(&fewer, req).count > 0,
                "{} without {cell}",
                puzzle.givens
            );
        }
    }
    assert!(taken >= 8, "{taken} fixtures");
}

/// Rules with anything beyond houses, peers, the non-consecutive relation and cells'
/// own digit sets are not the planes' (the generic search answers them).
#[test]
fn other_rules_are_left_to_the_generic_search() {
    for base in base_sets().into_iter().filter(|b| !b.is_empty()) {
        let rules = Rules::new(Layout::Boxes, base).expect("valid rules");
        assert!(Planes::of(&rules, &rules.topology()).is_some());
    }
    let cage = Constraint::Killer(KillerCage {
        cells: vec![Cell::from_index(0), Cell::from_index(1)],
        total: Some(3),
    });
    let caged = Rules::new(Layout::Boxes, vec![cage]).expect("valid rules");
    assert!(Planes::of(&caged, &caged.topology()).is_none());
}

/// The cells beside a cell, by shifts, are its orthogonal neighbours.
#[test]
fn beside_is_the_orthogonal_neighbours() {
    for i in 0..81 {
        assert_eq!(beside(bit(i)), neighbours(Cell::from_index(i)), "cell {i}");
    }
}
