"""Calls an editor should accept: checked by mypy --strict against the stubs."""

import nonet

PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

solved: nonet.SolveRecord = nonet.solve(PUZZLE)
solution: str | None = solved.solution
counted: int = nonet.count(PUZZLE, limit=3).count
rated = nonet.rate(PUZZLE, ["se", "tier"], time_limit=1.5)
batch: list[nonet.CountRecord | nonet.InputError] = nonet.count_many([PUZZLE], threads=2)
generated: nonet.GeneratedRecord = nonet.generate(level="easy", seed=7)
puzzle = nonet.Puzzle(PUZZLE)
kinds: list[str] = puzzle.kinds
try:
    nonet.solve(b"x")
except nonet.PuzzleError as e:
    line: int = e.line
    column: int | None = e.column
