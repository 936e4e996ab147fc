//! The generic solver against a reference search on small cases: each fixture's
//! published solution with k cells emptied (k up to 20), under the fixture's rules and
//! under half of them (so that some cases have several solutions), counted up to 2 by
//! the solver and by the reference search (`reference_search/`). The two share nothing
//! but the rules.

mod reference_search;
mod variant_fixtures;

use nonet::rng::Rng;
use nonet::rules::Rules;
use nonet::{Cell, Solver};
use reference_search::reference_count;
use variant_fixtures::fixtures;

#[test]
fn solver_counts_agree_with_the_reference_search() {
    let mut rng = Rng::new(14);
    let mut cases = 0;
    let mut multiple = 0;
    for f in fixtures() {
        let all = f.puzzle.rules.constraints();
        let half = Rules::new(
            f.puzzle.rules.layout().clone(),
            all[..all.len() / 2].to_vec(),
        )
        .expect("a subset of valid constraints is valid");
        for (k, rules) in [4, 8, 12, 16, 20]
            .into_iter()
            .flat_map(|k| [(k, f.puzzle.rules.clone()), (k, half.clone())])
        {
            let mut cells: Vec<Cell> = Cell::all().collect();
            rng.shuffle(&mut cells);
            let mut givens = f.solution;
            for &c in &cells[..k] {
                givens.set(c, None);
            }
            let puzzle = nonet::rules::Puzzle { givens, rules };
            let fast = Solver::new().stop_at(2).solve(&puzzle);
            let slow = reference_count(&puzzle.rules, &givens, 2);
            assert_eq!(
                fast.solution_count, slow,
                "{} with {k} cells emptied",
                f.name
            );
            if let Some(s) = fast.solution {
                assert!(puzzle.rules.solves(&s, &givens), "{}", f.name);
            }
            cases += 1;
            multiple += usize::from(slow == 2);
        }
    }
    assert!(cases >= 1000, "{cases} cases");
    // Both outcomes occur, or the comparison would test only one side.
    assert!(
        multiple > 0 && multiple < cases,
        "{multiple} of {cases} with two solutions"
    );
}
