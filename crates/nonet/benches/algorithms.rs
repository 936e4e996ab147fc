//! The four algorithms on the same puzzles, through the one `Algorithm` signature.
//!
//! - `count2/*`: every puzzle of the solver fixtures (0, 1 and many solutions, from
//!   17-clue, hardest and multi-solution sets), counted up to 2: the uniqueness check.
//!   Brute force is left out: some of these take it billions of iterations.
//! - `matrix/*`: the cross-language benchmark's matrices 1, 2 and 5, solved (first
//!   solution); `matrix/benchmark-cp/*` is that benchmark's own constraint propagation
//!   (`solve::benchmark_cp`, the `nonet brute --algo cp` search).
//! - `brute/hard_for_brute_force`: the puzzle built against brute force, 622,577,597
//!   iterations; `nonet-bench brute-vs-c` compares it with the benchmark's C programs.
//!
//! Run with `cargo bench -p nonet --bench algorithms`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use nonet::Grid;
use nonet::format::PuzzleReader;
use nonet::solve::{Algorithm, benchmark_cp, brute};

// The benchmarks time the fixture's puzzles, not its counts and solutions.
#[allow(dead_code)]
#[path = "../tests/common/solver_cases.rs"]
mod solver_cases;

fn fixtures() -> Vec<Grid> {
    solver_cases::solver_cases()
        .into_iter()
        .map(|case| case.puzzle)
        .collect()
}

fn matrix(text: &str) -> Grid {
    *PuzzleReader::read_text(text)
        .remove(0)
        .puzzle
        .expect("fixture matrix")
        .givens()
}

fn count_up_to_two(c: &mut Criterion) {
    let puzzles = fixtures();
    let mut group = c.benchmark_group("count2");
    group.throughput(Throughput::Elements(puzzles.len() as u64));
    for algorithm in [Algorithm::Fast, Algorithm::Dlx, Algorithm::Propagate] {
        group.bench_function(algorithm.name(), |b| {
            b.iter(|| {
                puzzles
                    .iter()
                    .map(|p| algorithm.count(black_box(p), 2).solutions)
                    .sum::<usize>()
            })
        });
    }
    group.finish();
}

fn matrices(c: &mut Criterion) {
    let matrices = [
        (
            "1",
            matrix(include_str!("../tests/fixtures/matrices/1.matrix")),
        ),
        (
            "2",
            matrix(include_str!("../tests/fixtures/matrices/2.matrix")),
        ),
        (
            "5",
            matrix(include_str!("../tests/fixtures/matrices/5.matrix")),
        ),
    ];
    let mut group = c.benchmark_group("matrix");
    for algorithm in Algorithm::ALL {
        for (name, grid) in &matrices {
            group.bench_function(format!("{}/{name}", algorithm.name()), |b| {
                b.iter(|| algorithm.count(black_box(grid), 1).work)
            });
        }
    }
    for (name, grid) in &matrices {
        group.bench_function(format!("benchmark-cp/{name}"), |b| {
            b.iter(|| benchmark_cp::solve(black_box(grid)).iterations)
        });
    }
    group.finish();
}

fn brute_hard(c: &mut Criterion) {
    let grid = matrix(include_str!(
        "../tests/fixtures/matrices/hard_for_brute_force.matrix"
    ));
    let mut group = c.benchmark_group("brute");
    group.sample_size(10);
    group.bench_function("hard_for_brute_force", |b| {
        b.iter(|| brute::solve(black_box(&grid)).iterations)
    });
    group.finish();
}

criterion_group!(benches, count_up_to_two, matrices, brute_hard);
criterion_main!(benches);
