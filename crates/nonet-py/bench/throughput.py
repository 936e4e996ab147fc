"""Throughput of the Python package beside the CLI, and beside two other Python
Sudoku packages, on the shared data sets (/work/shared/data, or --data).

    python crates/nonet-py/bench/throughput.py --cli target/release/nonet

Run it in a virtual environment of its own, never the project's: the package built
in release (`pip install ./crates/nonet-py`) plus the peers, `pip install py-sudoku
rustoku`. Two tables, in Markdown, on stdout:

1. batch rate and count, puzzles per second: `nonet.rate_many` / `nonet.count_many`
   on a file's lines against `nonet rate` / `nonet count` on the same file with the
   same threads (output to /dev/null). Each side's time is the whole job: the CLI's
   process, and in Python reading the file (a generator of its lines, which the batch
   draws from while it works) and building every record (not reading them: the CLI
   writes each, Python makes each record object, whose fields are parsed when first
   read). The two sides alternate, `--repeat` times, and each keeps its best run (the
   machine is shared, so the best run is the one least disturbed); beside the wall
   clock, puzzles per CPU-second (user and system time of every thread), which other
   work on the machine disturbs less.
2. solving the 17-clue file one puzzle at a time from Python, on one thread: nonet's
   `solve` (which goes on to a second solution, to prove the first unique), rustoku's
   `solve` (the first solution), py-sudoku's `Sudoku.solve` (pure Python: on the first
   `--py-sudoku` puzzles only); and `nonet.solve_many` on every core.

`--part first` or `second` runs table 1 on each file's first or second half (rate: the
first `--rate-puzzles` of the 17-clue file's half), so that a change tuned on one half
is reported on the other.
"""

import argparse
import os
import resource
import pathlib
import subprocess
import sys
import tempfile
import time

import nonet


def best_of(repeat, run):
    """The shortest of `repeat` runs of `run`, in seconds."""
    return min(timed(run)[0] for _ in range(repeat))


def cpu_seconds():
    """User and system time of this process and of its children, so far."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def timed(run):
    """The wall-clock and CPU seconds of one run of `run` (CPU time counts every
    thread, and on a loaded machine it is steadier than the wall clock)."""
    wall, cpu = time.perf_counter(), cpu_seconds()
    run()
    return time.perf_counter() - wall, cpu_seconds() - cpu


def lines_of(path):
    return list(puzzle_lines(path))


def puzzle_lines(path):
    """The puzzle lines of `path` as the CLI reads them (stripped; blank lines and
    `#` comments skipped), one at a time: a batch draws them a chunk at a time while
    its threads work on the chunk before, as the CLI reads ahead of its workers."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                yield line


def batch_row(args, command, path, python_run):
    """One row of table 1: the CLI's and Python's puzzles/s on `path`."""
    n = len(lines_of(path))
    cli_args = [args.cli, command, str(path), "--threads", str(args.threads)]

    def cli():
        subprocess.run(cli_args, stdout=subprocess.DEVNULL, check=False)

    def py():
        records = python_run(puzzle_lines(path))
        assert len(records) == n

    cli_best, py_best = (float("inf"),) * 2, (float("inf"),) * 2
    for _ in range(args.repeat):
        cli_best = min(cli_best, timed(cli))
        py_best = min(py_best, timed(py))
    (cli_wall, cli_cpu), (py_wall, py_cpu) = cli_best, py_best
    return (
        f"| `{command}` | {path.name} ({n:,}) | {n / cli_wall:,.0f} | {n / py_wall:,.0f} "
        f"| {cli_wall / py_wall:.2f}x | {n / cli_cpu:,.0f} | {n / py_cpu:,.0f} "
        f"| {cli_cpu / py_cpu:.2f}x |"
    )


def solve_rows(args, path):
    """The rows of table 2."""
    puzzles = lines_of(path)
    rows = []

    def rate_of(name, subset, run, note):
        seconds = best_of(1, lambda: run(subset))
        rows.append(f"| {name} | {len(subset):,} | {len(subset) / seconds:,.0f} | {note} |")

    rate_of(
        "nonet `solve` (loop)",
        puzzles,
        lambda ps: [nonet.solve(p) for p in ps],
        "1 thread; proves uniqueness",
    )
    rate_of(
        "nonet `solve_many`",
        puzzles,
        lambda ps: nonet.solve_many(ps, threads=args.threads),
        f"{args.threads} threads; proves uniqueness",
    )
    try:
        import rustoku

        rate_of(
            "rustoku `solve` (loop)",
            puzzles,
            lambda ps: [rustoku.solve(p) for p in ps],
            "1 thread; first solution",
        )
    except ImportError:
        rows.append("| rustoku | - | - | not installed |")
    try:
        from sudoku import Sudoku

        def board(p):
            return [[int(c) if c.isdigit() else 0 for c in p[9 * r : 9 * r + 9]] for r in range(9)]

        rate_of(
            "py-sudoku `Sudoku.solve` (loop)",
            puzzles[: args.py_sudoku],
            lambda ps: [Sudoku(3, 3, board=board(p)).solve() for p in ps],
            f"1 thread; first {args.py_sudoku} puzzles only",
        )
    except ImportError:
        rows.append("| py-sudoku | - | - | not installed |")
    return rows


def part_of(path, part, tmp, most=None):
    """`path`, or a file in `tmp` of its first or second half of puzzle lines (at most
    `most` of them), so the CLI and Python read the same puzzles."""
    if part == "all":
        return path
    lines = lines_of(path)
    half = len(lines) // 2
    lines = lines[:half] if part == "first" else lines[half:]
    out = tmp / f"{path.stem}_{part}_half.txt"
    out.write_text("\n".join(lines[:most]) + "\n")
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cli", required=True, help="the release nonet binary")
    parser.add_argument("--data", default="/work/shared/data", help="the data sets' folder")
    parser.add_argument("--threads", type=int, default=os.cpu_count())
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--rate-puzzles", type=int, default=10_000,
                        help="rate the first N puzzles of the 17-clue file")
    parser.add_argument("--py-sudoku", type=int, default=100,
                        help="py-sudoku solves the first N puzzles only (it is pure Python)")
    parser.add_argument("--part", choices=["all", "first", "second"], default="all",
                        help="the batch rows on each file's first or second half only: "
                        "tune on one half, report on the other")
    parser.add_argument("--no-solve", action="store_true", help="leave out table 2")
    args = parser.parse_args()
    data = pathlib.Path(args.data)
    clue17 = data / "puzzles_17_clue.txt"

    print(f"nonet throughput, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
          f"{args.threads} threads, best of {args.repeat}, Python {sys.version.split()[0]}")
    print()
    print("| command | file (puzzles) | CLI puzzles/s | Python puzzles/s | Python / CLI "
          "| CLI puzzles/CPU-s | Python puzzles/CPU-s | Python / CLI (CPU) |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    threads = args.threads
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        rate_file = clue17
        if args.part == "all":
            rate_file = tmp / f"puzzles_17_clue_first_{args.rate_puzzles}.txt"
            rate_file.write_text("\n".join(lines_of(clue17)[: args.rate_puzzles]) + "\n")
        rate_file = part_of(rate_file, args.part, tmp, args.rate_puzzles)
        print(batch_row(args, "rate", rate_file,
                        lambda ps: nonet.rate_many(ps, threads=threads)))
        for name in ["puzzles_17_clue.txt", "serg_benchmark_10000.txt", "hardest_1000.txt"]:
            print(batch_row(args, "count", part_of(data / name, args.part, tmp),
                            lambda ps: nonet.count_many(ps, threads=threads)))
    if args.no_solve:
        return
    print()
    print("| solver (from Python) | puzzles | puzzles/s | note |")
    print("|---|---:|---:|---|")
    for row in solve_rows(args, clue17):
        print(row)


if __name__ == "__main__":
    main()
