//! The generic solver against a reference search on small cases: each fixture's
//! published solution with k cells emptied (k up to 20), under the fixture's rules and
//! under half of them (so that some cases have several solutions), counted up to 2 by
//! the solver and by plain backtracking over the cells in order that asks the rules'
//! checkers after every placement. The two share nothing but the rules.

mod variant_fixtures;

use nonet::rng::Rng;
use nonet::rules::Rules;
use nonet::{Cell, Digit, Grid, Solver};
use variant_fixtures::fixtures;

/// Counts the completions of `grid` that break no rule, up to `limit`: the first empty
/// cell in row-major order takes each digit the checkers allow.
fn reference_count(rules: &Rules, grid: &mut Grid, limit: usize) -> usize {
    let Some(cell) = Cell::all().find(|&c| grid.get(c).is_none()) else {
        return 1;
    };
    let mut count = 0;
    for d in Digit::ALL {
        grid.set(cell, Some(d));
        if rules.violations(grid).is_empty() {
            count += reference_count(rules, grid, limit - count);
            if count >= limit {
                break;
            }
        }
    }
    grid.set(cell, None);
    count
}

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
            let fast = Solver::new().stop_at(2).solve_puzzle(&puzzle);
            let slow = reference_count(&puzzle.rules, &mut givens.clone(), 2);
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
