//! Criterion benchmarks of full logical paths (`logic::explain`, standard ladder, one
//! thread): what rating and generation pay per puzzle.
//!
//! - `paths/17_clue_300`: the 300 17-clue puzzles of `tests/fixtures/clue17_300.txt`,
//!   one iteration explaining all of them (throughput in paths/s).
//! - `paths/hardest_11`: one puzzle of msolve's hardest list (the 11th of
//!   `hardest_1000.txt`, the 2nd of `tests/fixtures/hardest_100.txt`), among the
//!   quicker of that sample: its path runs through nested forcing chains and takes
//!   seconds, so the group takes ten samples; run `cargo bench -p nonet --bench paths -- 17_clue` to
//!   skip it.
//!
//! `cargo bench -p nonet --bench paths`. For whole files with the distribution of the
//! time per path, use `nonet-bench paths FILE`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use nonet::Grid;
use nonet::logic::{Ladder, explain};
use nonet::rules::Puzzle;

fn puzzles(text: &str) -> Vec<Grid> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.parse().expect("fixture puzzles parse"))
        .collect()
}

fn clue17(c: &mut Criterion) {
    let grids = puzzles(include_str!("../tests/fixtures/clue17_300.txt"));
    let ladder = Ladder::standard();
    let mut group = c.benchmark_group("paths");
    group.sample_size(20);
    group.throughput(Throughput::Elements(grids.len() as u64));
    group.bench_function("17_clue_300", |b| {
        b.iter(|| {
            for g in &grids {
                black_box(
                    explain(black_box(&Puzzle::classic(*g)), &ladder).expect("proper puzzles"),
                );
            }
        })
    });
    group.finish();
}

fn hardest(c: &mut Criterion) {
    let grid = puzzles(include_str!("../tests/fixtures/hardest_100.txt"))[1];
    let ladder = Ladder::standard();
    let mut group = c.benchmark_group("paths");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(30))
        .warm_up_time(Duration::from_millis(1));
    group.bench_function("hardest_11", |b| {
        b.iter(|| {
            black_box(explain(black_box(&Puzzle::classic(grid)), &ladder).expect("a proper puzzle"))
        })
    });
    group.finish();
}

criterion_group!(benches, clue17, hardest);
criterion_main!(benches);
