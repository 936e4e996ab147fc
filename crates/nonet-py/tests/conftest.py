"""Shared helpers of the package's tests: the repository's fixtures, an independent
check of a solution, and the CLI whose JSON records the package must answer."""

import json
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
FIXTURES = ROOT / "crates" / "nonet" / "tests" / "fixtures"
CLI_FIXTURES = ROOT / "crates" / "nonet-cli" / "tests" / "fixtures"

# Wikipedia's example puzzle (en.wikipedia.org/wiki/Sudoku) and its solution.
WIKIPEDIA = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
WIKIPEDIA_SOLUTION = (
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)
# A 17-clue puzzle (crates/nonet-cli/tests/fixtures/puzzles.txt, Royle's collection).
CLUE17 = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..."


def tsv_rows(name):
    """The rows of a fixture TSV (crates/nonet/tests/fixtures/variants/NAME), as lists
    of columns, comments skipped."""
    rows = []
    for line in (FIXTURES / "variants" / name).read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            rows.append(line.split("\t"))
    return rows


def fpuzzles_row(kind):
    """The first f-puzzles fixture of `kind`: (json, link, published solution)."""
    for row in tsv_rows("fpuzzles.tsv"):
        if row[0] == kind:
            return row[2], "https://www.f-puzzles.com/?load=" + row[4], row[3]
    raise KeyError(kind)


def iss_row(kind):
    """The first ISS fixture of `kind`: (string, published solution)."""
    for row in tsv_rows("iss.tsv"):
        if row[0] == kind:
            return row[2], row[3]
    raise KeyError(kind)


def check_classic_solution(puzzle, solution):
    """Asserts, without the engine, that `solution` fills the grid with every row,
    column and box a permutation of 1-9 and keeps `puzzle`'s givens."""
    assert len(solution) == 81 and solution.isdigit() and "0" not in solution, solution
    digits = set("123456789")
    for i in range(9):
        assert set(solution[9 * i : 9 * i + 9]) == digits, f"row {i + 1}"
        assert set(solution[i::9]) == digits, f"column {i + 1}"
        r, c = 3 * (i // 3), 3 * (i % 3)
        box = {solution[9 * (r + dr) + c + dc] for dr in range(3) for dc in range(3)}
        assert box == digits, f"box {i + 1}"
    for p, s in zip(puzzle, solution):
        assert p in ".0" or p == s, (puzzle, solution)


@pytest.fixture(scope="session")
def cli():
    """Runs the CLI (NONET_CLI, built by test.sh) and answers its JSON records."""
    exe = os.environ.get("NONET_CLI")
    if not exe or not os.path.exists(exe):
        pytest.fail("NONET_CLI must name the nonet binary (test.sh sets it)")

    def run(*args, stdin=None):
        out = subprocess.run(
            [exe, *args, "--format", "json"],
            input=stdin,
            capture_output=True,
            text=True,
            check=False,
        )
        return [json.loads(line) for line in out.stdout.splitlines() if line.strip()]

    return run
