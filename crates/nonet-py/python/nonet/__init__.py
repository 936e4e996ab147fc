"""nonet: a Sudoku engine in Rust, from Python.

Solve, count, explain, rate and generate puzzles of every format nonet reads (classic
lines and grids, pencil-mark grids, Interactive Sudoku Solver strings, f-puzzles JSON
and links). Each function answers with the library's record, the object the CLI's
``--format json`` prints, as a read-only object of the same name: fields as
attributes, ``to_dict()`` and ``to_json()`` for the whole record.

    >>> import nonet
    >>> nonet.count("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......").count
    1

The batch forms (``solve_many``, ``count_many``, ``rate_many``, ``hint_many``,
``explain_many``, ``generate_many``) take any iterable of texts, release the GIL and
use every core, and answer in input order, an ``InputError`` record in place of each
bad item (a ``FailedSeed`` in place of a seed ``generate_many`` found no puzzle for).
"""

from ._nonet import (
    CountRecord,
    FailedSeed,
    GeneratedRecord,
    InputError,
    PathRecord,
    Puzzle,
    PuzzleError,
    PuzzleInfo,
    RatedRecord,
    Record,
    SolutionsRecord,
    SolveRecord,
    TechniqueRecord,
    UnratedRecord,
    count,
    count_many,
    explain,
    explain_many,
    generate,
    generate_many,
    hint,
    hint_many,
    line_kind,
    rate,
    rate_many,
    read_lines,
    solutions,
    solve,
    solve_many,
    techniques,
)

__all__ = [
    "CountRecord",
    "FailedSeed",
    "GeneratedRecord",
    "InputError",
    "PathRecord",
    "Puzzle",
    "PuzzleError",
    "PuzzleInfo",
    "RatedRecord",
    "Record",
    "SolutionsRecord",
    "SolveRecord",
    "TechniqueRecord",
    "UnratedRecord",
    "count",
    "count_many",
    "explain",
    "explain_many",
    "generate",
    "generate_many",
    "hint",
    "hint_many",
    "line_kind",
    "rate",
    "rate_many",
    "read_lines",
    "solutions",
    "solve",
    "solve_many",
    "techniques",
]
