//! Criterion benchmarks of the fast solver on a few fixture puzzles, one per kind of
//! work it does: a 17-clue puzzle (propagation only), two very hard puzzles (deep
//! search), a puzzle with many solutions, and the empty grid under the random
//! switches (the generator's solved-grid path).
//!
//! `cargo bench -p nonet --bench solvers`. For whole files side by side with a peer
//! crate, use `nonet-bench solve FILE`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use nonet::{Grid, Solver, solve};

/// Named fixture puzzles (all from `tests/fixtures/solver.txt`).
const PUZZLES: [(&str, &str); 4] = [
    (
        "17_clue",
        ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
    ),
    (
        "hardest",
        "98.7..6..7..5..9....4.8....6..3..7...27.............615....3..6...6...9.....573..",
    ),
    (
        "most_difficult",
        ".......382.9..1.7..4................93.12..65..156.7.........9..92316.5....7....2",
    ),
    (
        "serg_many",
        "8.........95.......76.........824796...573142...916538....9.465...4.2987......213",
    ),
];

fn grid(line: &str) -> Grid {
    line.parse().expect("fixture puzzles parse")
}

fn count_to_two(c: &mut Criterion) {
    let mut group = c.benchmark_group("count_to_2");
    for (name, line) in PUZZLES {
        let g = grid(line);
        group.bench_function(name, |b| {
            b.iter(|| solve::count_solutions(black_box(&g.into()), 2))
        });
    }
    group.finish();
}

fn switches(c: &mut Criterion) {
    let g = grid(PUZZLES[1].1);
    let mut group = c.benchmark_group("hardest_switches");
    group.bench_function("default", |b| {
        b.iter(|| Solver::new().solve(black_box(&g.into())))
    });
    group.bench_function("stats", |b| {
        b.iter(|| Solver::new().stats(true).solve(black_box(&g.into())))
    });
    group.bench_function("node_limit", |b| {
        b.iter(|| {
            Solver::new()
                .node_limit(1_000_000)
                .solve(black_box(&g.into()))
        })
    });
    group.bench_function("heavy_stats", |b| {
        b.iter(|| {
            Solver::new()
                .heavy_rules(true)
                .stats(true)
                .solve(black_box(&g.into()))
        })
    });
    group.finish();
}

fn random_grid(c: &mut Criterion) {
    let mut seed = 0u64;
    c.bench_function("random_solved_grid", |b| {
        b.iter(|| {
            seed += 1;
            solve::random_solved_grid(black_box(seed))
        })
    });
}

criterion_group!(benches, count_to_two, switches, random_grid);
criterion_main!(benches);
