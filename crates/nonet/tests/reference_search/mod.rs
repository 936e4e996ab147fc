//! The reference search the variant solver is held to: plain backtracking over the cells
//! in row-major order that asks the rules' own checkers ([`Rules::violations`]) after
//! every placement. It shares nothing with the solver but the rules.

#![allow(dead_code)]

use nonet::rules::Rules;
use nonet::{Cell, Digit, Grid};

/// Counts the completions of `grid` that break no rule, up to `limit` (at least 1): the
/// first empty cell takes each digit the checkers allow. Givens that already break a
/// rule have none.
pub fn reference_count(rules: &Rules, grid: &Grid, limit: usize) -> usize {
    if !rules.violations(grid).is_empty() {
        return 0;
    }
    count_below(rules, &mut grid.clone(), limit.max(1))
}

fn count_below(rules: &Rules, grid: &mut Grid, limit: usize) -> usize {
    let Some(cell) = Cell::all().find(|&c| grid.get(c).is_none()) else {
        return 1;
    };
    let mut count = 0;
    for d in Digit::ALL {
        grid.set(cell, Some(d));
        if rules.violations(grid).is_empty() {
            count += count_below(rules, grid, limit - count);
            if count >= limit {
                break;
            }
        }
    }
    grid.set(cell, None);
    count
}
