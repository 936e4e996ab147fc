//! Criterion benchmarks of reading puzzle text with the one reader: a whole text in
//! memory, and the same text streamed from bytes (what the command line reads a file
//! with), on classic text and on the variant fixtures.
//!
//! - `formats/classic_lines/{read_text,stream}`: the 300 17-clue puzzles of
//!   `tests/fixtures/clue17_300.txt`, twenty times over (6,000 lines).
//! - `formats/classic_blocks/{read_text,stream}`: the same 300 puzzles as boxed
//!   9-row blocks.
//! - `formats/variants/{iss,fpuzzles_json,fpuzzles_link}`: the fixture puzzles of
//!   `tests/fixtures/variants/` in each format (throughput in puzzles/s).
//!
//! `cargo bench -p nonet --bench formats`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use nonet::Grid;
use nonet::format::{GridStyle, PuzzleEntry, PuzzleReader, write_grid};

fn clue17() -> Vec<&'static str> {
    include_str!("../tests/fixtures/clue17_300.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .collect()
}

fn classic(c: &mut Criterion) {
    let lines = clue17();
    let text = lines.repeat(20).join("\n");
    let blocks: String = lines
        .iter()
        .map(|l| {
            write_grid(
                &l.parse::<Grid>().expect("fixture puzzles parse"),
                GridStyle::Boxed,
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    for (name, text, count) in [
        ("classic_lines", &text, lines.len() * 20),
        ("classic_blocks", &blocks, lines.len()),
    ] {
        let mut group = c.benchmark_group(format!("formats/{name}"));
        group.throughput(Throughput::Elements(count as u64));
        group.bench_function("read_text", |b| {
            b.iter(|| black_box(PuzzleReader::read_text(black_box(text))))
        });
        group.bench_function("stream", |b| {
            b.iter(|| {
                let mut reader = PuzzleReader::new(black_box(text.as_bytes()));
                let mut read = 0;
                let mut keep = |e: PuzzleEntry<'_>| read += usize::from(e.puzzle.is_ok());
                while reader.read_line(&mut keep).expect("bytes in memory") {}
                black_box(read)
            })
        });
        group.finish();
    }
}

fn variants(c: &mut Criterion) {
    let column = |text: &'static str, col: usize| -> Vec<&'static str> {
        text.lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .map(|l| l.split('\t').nth(col).expect("a fixture column"))
            .collect()
    };
    let iss = column(include_str!("../tests/fixtures/variants/iss.tsv"), 2).join("\n");
    let fpuzzles = include_str!("../tests/fixtures/variants/fpuzzles.tsv");
    let json = column(fpuzzles, 2).join("\n");
    let links: Vec<String> = column(fpuzzles, 4)
        .iter()
        .map(|p| format!("https://www.f-puzzles.com/?load={p}"))
        .collect();
    let links = links.join("\n");
    let mut group = c.benchmark_group("formats/variants");
    for (name, text) in [
        ("iss", &iss),
        ("fpuzzles_json", &json),
        ("fpuzzles_link", &links),
    ] {
        group.throughput(Throughput::Elements(text.lines().count() as u64));
        group.bench_function(name, |b| {
            b.iter(|| black_box(PuzzleReader::read_text(black_box(text))))
        });
    }
    group.finish();
}

criterion_group!(benches, classic, variants);
criterion_main!(benches);
