"""Throughput of the Python package beside the CLI, and beside two other Python
Sudoku packages, on the shared data sets (/work/shared/data, or --data).

    python crates/nonet-py/bench/throughput.py --cli target/release/nonet

Run it in a virtual environment of its own, never the project's: the package built
in release (`pip install ./crates/nonet-py`) plus the peers, `pip install py-sudoku
rustoku`. Two tables, in Markdown, on stdout:

1. batch rate and count, puzzles per second: `nonet.rate_many` / `nonet.count_many`
   on a file's lines against `nonet rate` / `nonet count` on the same file with the
   same threads (output to /dev/null). Each side's time is the whole job: the CLI's
   process, and in Python reading the file and building every record. The two sides
   alternate, `--repeat` times, and each keeps its best run (the machine is shared,
   so the best run is the one least disturbed).
2. solving the 17-clue file one puzzle at a time from Python, on one thread: nonet's
   `solve` (which goes on to a second solution, to prove the first unique), rustoku's
   `solve` (the first solution), py-sudoku's `Sudoku.solve` (pure Python: on the first
   `--py-sudoku` puzzles only); and `nonet.solve_many` on every core.
"""

import argparse
import os
import pathlib
import subprocess
import sys
import tempfile
import time

import nonet


def best_of(repeat, run):
    """The shortest of `repeat` runs of `run`, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def lines_of(path):
    with open(path, encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def batch_row(args, command, path, python_run):
    """One row of table 1: the CLI's and Python's puzzles/s on `path`."""
    n = len(lines_of(path))
    cli_args = [args.cli, command, str(path), "--threads", str(args.threads)]

    def cli():
        subprocess.run(cli_args, stdout=subprocess.DEVNULL, check=False)

    def py():
        records = python_run(lines_of(path))
        assert len(records) == n

    cli_best, py_best = float("inf"), float("inf")
    for _ in range(args.repeat):
        cli_best = min(cli_best, best_of(1, cli))
        py_best = min(py_best, best_of(1, py))
    cli_rate, py_rate = n / cli_best, n / py_best
    return (
        f"| `{command}` | {path.name} ({n:,}) | {cli_rate:,.0f} | {py_rate:,.0f} "
        f"| {py_rate / cli_rate:.2f}x |"
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
    args = parser.parse_args()
    data = pathlib.Path(args.data)
    clue17 = data / "puzzles_17_clue.txt"

    print(f"nonet throughput, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
          f"{args.threads} threads, best of {args.repeat}, Python {sys.version.split()[0]}")
    print()
    print("| command | file (puzzles) | CLI puzzles/s | Python puzzles/s | Python / CLI |")
    print("|---|---|---:|---:|---:|")
    threads = args.threads
    with tempfile.TemporaryDirectory() as tmp:
        head = pathlib.Path(tmp) / f"puzzles_17_clue_first_{args.rate_puzzles}.txt"
        head.write_text("\n".join(lines_of(clue17)[: args.rate_puzzles]) + "\n")
        print(batch_row(args, "rate", head, lambda ps: nonet.rate_many(ps, threads=threads)))
    for name in ["puzzles_17_clue.txt", "serg_benchmark_10000.txt", "hardest_1000.txt"]:
        print(batch_row(args, "count", data / name,
                        lambda ps: nonet.count_many(ps, threads=threads)))
    print()
    print("| solver (from Python) | puzzles | puzzles/s | note |")
    print("|---|---:|---:|---|")
    for row in solve_rows(args, clue17):
        print(row)


if __name__ == "__main__":
    main()
