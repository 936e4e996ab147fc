"""Files of puzzles on a Dask cluster: rate, count, solve, explain or hint a collection
split across files, as a Dask bag of the library's records or a Dask dataframe of
their columns, with the file and the line (from 1) of every puzzle.

Dask is an optional dependency: ``pip install "./crates/nonet-py[dask]"`` (Dask with
its distributed scheduler and dataframes, pandas, pyarrow for Parquet). On a cluster,
every worker needs ``nonet`` (and Dask) installed in its own environment: a task calls
the package's batch forms there.

    >>> import nonet.dask
    >>> from dask.distributed import Client, progress
    >>> client = Client("tcp://scheduler:8786")            # doctest: +SKIP
    >>> print(client.dashboard_link)                        # doctest: +SKIP
    >>> table = nonet.dask.rate(["puzzles/part-*.txt"], scales="se,tier")  # doctest: +SKIP
    >>> job = client.compute(table.to_parquet("ratings/", compute=False))  # doctest: +SKIP
    >>> progress(job)                                       # doctest: +SKIP

How the files are read. ``dask.bag.read_text`` cuts each file into blocks of about
``blocksize`` bytes (``DEFAULT_BLOCKSIZE``) at line ends (a file is never read whole,
neither on the client nor on a worker), and one task per block (``map_partitions``)
hands the block's puzzles to the package's batch form (``nonet.rate_many`` ...), which
releases the GIL. Each line is one puzzle in any one-line form nonet reads (a classic
line, an ISS string, an f-puzzles link, a one-line JSON record); blank lines, ``#``
comments and a tab-separated file's header line are skipped, and each puzzle line is
read, by the library's rules for a file's lines (``nonet.read_lines``), so a block's
rows and errors are the command line's. The forms that spread one puzzle over several lines (9-row grids, pencil-mark
grids, JSON over several lines) are not read here: a block could cut one in two; each
of their lines is reported as a bad line instead. Lines end at ``\\n``, ``\\r\\n`` or
``\\r`` (blocks are cut at ``\\n`` only, so a file with ``\\r`` line ends alone is one
block). Bytes that are not UTF-8 read as U+FFFD, a bad character of their line, as the
command line reads them.

Line numbers. A block does not know where in its file it starts, so building the
bag first runs a quick pass over the blocks on the cluster (the same ``read_text``, one
small task per block) that counts each block's lines; the client keeps those counts
(one pair of numbers per block) and gives each block of the real pass the number of
its first line. Reading is cheap beside the engine's work (a line is read in well under
a microsecond, rated in microseconds to seconds), so the second read costs little, and
no block waits on another: each block's results are written as soon as they are done.

A bad line never fails the job: the batch form answers an ``InputError`` record in its
place, whose ``file`` and ``line`` (``<item N>`` and 1 in the batch) become the file's
path and the line's number here: the record ``nonet rate FILE --format json`` writes.

Threads. Each block's batch call runs on ``threads`` threads of nonet's own (default
1). Dask already runs one block per Dask thread, so the pairs that use every core and
no more are one nonet thread per Dask thread (the default; workers started with
``--nthreads`` = cores, or ``--nworkers`` = cores and ``--nthreads 1``, and the local
threaded scheduler), or one Dask thread per worker machine and ``threads`` = its cores
(``None``: every core). The first keeps the Python work of a block (splitting lines,
making rows) in parallel too; it is the one measured in the README. Start the workers
without the ``MALLOC_TRIM_THRESHOLD_`` that Dask's nanny sets for them: with it, the
rating takes about a quarter more CPU (the README says how).

Columns of the dataframes (``rate``, ``count``, ``solve``, ``explain``, ``hint``), each
row one puzzle line:

- every table: ``file`` (the path as Dask names it: absolute for a local file),
  ``line`` (from 1), ``kind`` (the record's class: ``RatedRecord``, ``UnratedRecord``,
  ``CountRecord``, ``SolveRecord``, ``PathRecord``, or ``InputError`` for a bad line),
  ``puzzle`` (the givens, 81 characters; the text as written for a bad line), ``error``
  (what is wrong with a bad line, or why a puzzle has no rating; else null) and
  ``record`` (the whole record as JSON, the line the command line's ``--format json``
  writes);
- ``rate``: ``se_er``, ``se_ep``, ``se_ed`` (Sudoku Explainer's ratings), ``se_timeout``
  (the time limit stopped it), ``se_extended`` (the numbers are SE's scale extended to a
  variant's constraint kinds, not SE's own), ``tier``, ``logic_score``, ``logic_level``,
  ``dig_hole_level``, ``dig_hole_score``, ``hardest`` (the technique that set the tier),
  ``stuck`` (the tier ladder got stuck); null for a scale not asked for;
- ``count``: ``status``, ``count``; ``solve``: ``status``, ``count``, ``solution``;
- ``explain`` and ``hint``: ``solved``, ``steps`` (the number of steps).

Write them with Dask's own writers: ``table.to_parquet(dir)``, ``table.to_csv(dir +
"/part-*.csv")``.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Optional, Sequence, Union

import dask.bag as db
import pandas as pd
from fsspec.core import get_fs_token_paths

import nonet
from nonet._nonet import line_kind, read_lines

Paths = Union[str, Sequence[str]]

DEFAULT_BLOCKSIZE = "256KiB"
"""About 3,000 classic lines a block. A block's records are held (as dicts, then rows)
until its task ends, and an explanation's record holds every step (some kilobytes), so a
block stays small; on the hardest puzzles it is still a quarter of an hour of one core's
rating, and on the easiest tens of milliseconds, well above Dask's cost of a task (about
a millisecond). A large file spreads over as many tasks as it has blocks."""

# --- the first pass: where each block starts -------------------------------------------


def _block_summary(part) -> list:
    """One block's ``(path, lines, content)``: its file (None for a block with no line),
    its number of lines, and whether one of them is content (neither blank nor a
    comment, by the library's rule, ``nonet._nonet.line_kind``)."""
    path, lines, content = None, 0, False
    for raw, p in part:
        path = p
        lines += 1
        # A line end is whitespace to the rule; a byte order mark (which only a
        # file's first line, so a block's first, may hold) is not, and is dropped.
        text = raw[1:] if lines == 1 and raw.startswith("\ufeff") else raw
        content = content or line_kind(text, True) != "skip"
    return [(path, lines, content)]


def _block_starts(summaries: list) -> list:
    """Each block's ``(lines before it in its file, content before it in its file)``,
    from the blocks' summaries in order (a file's blocks come one after another)."""
    starts, file, before, content = [], None, 0, False
    for path, lines, has_content in summaries:
        if path is not None and path != file:
            file, before, content = path, 0, False
        starts.append((before, content))
        before += lines
        content = content or has_content
    return starts


# --- the real pass: one batch call per block -------------------------------------------

_BATCH: dict[str, Callable[..., list]] = {
    "rate": nonet.rate_many,
    "count": nonet.count_many,
    "solve": nonet.solve_many,
    "explain": nonet.explain_many,
    "hint": nonet.hint_many,
}


def _work_block(part, start, command: str, options: dict, threads: Optional[int]) -> list:
    """The block's ``(file, line, kind, record)``, ``record`` the dict of the batch
    form's record of the line (``_located``), for every puzzle line of the block:
    ``start`` is ``[(lines before the block in its file, content before it)]``. The
    library reads the lines (``nonet._nonet.read_lines``: which are skipped, each
    puzzle line as the command line reads it, a bad line's error record); the batch
    form works on the puzzles."""
    ((before, content),) = start
    if not part:
        return []
    path = part[0][1]
    read = read_lines([raw for raw, _ in part], path, before + 1, content)
    puzzles = [item for _, item in read if isinstance(item, nonet.Puzzle)]
    done = iter(_BATCH[command](puzzles, **options, threads=threads) if puzzles else ())
    return [
        _located(item if isinstance(item, nonet.InputError) else next(done), path, n)
        for n, item in read
    ]


def _located(record, path: str, line: int) -> tuple:
    """``(file, line, kind, the record's dict)``; a bad line's InputError names the file
    and the line, and no ``at`` (the batch's place of the bad character in its item; the
    error's text says the column), as the command line's record of that line does."""
    d = record.to_dict()
    if isinstance(record, nonet.InputError):
        d["file"] = path
        d["line"] = line
        d.pop("at", None)
    return (path, line, type(record).__name__, d)


def records(
    paths: Paths,
    command: str = "rate",
    *,
    blocksize: Union[int, str, None] = DEFAULT_BLOCKSIZE,
    threads: Optional[int] = 1,
    **options: Any,
) -> db.Bag:
    """A Dask bag of ``(file, line, kind, record)``, one per puzzle line of the files:
    ``record`` the dict (``to_dict()``) of the record ``nonet.<command>_many`` answers
    for the line (``command`` one of ``rate``, ``count``, ``solve``, ``explain``,
    ``hint``; ``options`` its own, e.g. ``scales``, ``time_limit``, ``limit``), ``kind``
    the record's class name. ``paths``: a path, a glob or a list of them, anything
    ``dask.bag.read_text`` takes (``s3://...`` too). ``blocksize=None`` makes one block
    of each file, which compressed files need."""
    if command not in _BATCH:
        raise ValueError(f"command must be one of {', '.join(_BATCH)}, not {command!r}")
    if threads is not None and threads < 1:
        raise ValueError("threads must be at least 1")
    lines = db.read_text(
        paths, blocksize=blocksize, encoding="utf-8", errors="replace", include_path=True
    )
    if blocksize is None:
        # Cut into blocks, a missing file is found while the blocks are sized, before
        # the job; whole, it would be found by the task that reads it, failing the job.
        fs, _, found = get_fs_token_paths(paths, mode="rb")
        for path in found:
            if not fs.exists(path):
                raise FileNotFoundError(f"{path}: no such file")
        starts = [(0, False)] * lines.npartitions
    else:
        starts = _block_starts(lines.map_partitions(_block_summary).compute())
    where = db.from_sequence(starts, npartitions=lines.npartitions)
    if where.npartitions != lines.npartitions:
        raise RuntimeError("one start per block expected")  # from_sequence's contract
    return lines.map_partitions(_work_block, where, command, options, threads)


# --- the tables -------------------------------------------------------------------------

_COMMON = {
    "file": "string",
    "line": "int64",
    "kind": "string",
    "puzzle": "string",
    "error": "string",
    "record": "string",
}
_COLUMNS = {
    "rate": {
        "se_er": "float64",
        "se_ep": "float64",
        "se_ed": "float64",
        "se_timeout": "boolean",
        "se_extended": "boolean",
        "tier": "string",
        "logic_score": "Int64",
        "logic_level": "string",
        "dig_hole_level": "string",
        "dig_hole_score": "float64",
        "hardest": "string",
        "stuck": "boolean",
    },
    "count": {"status": "string", "count": "Int64"},
    "solve": {"status": "string", "count": "Int64", "solution": "string"},
    "explain": {"solved": "boolean", "steps": "Int64"},
    "hint": {"solved": "boolean", "steps": "Int64"},
}


def _columns(command: str, d: dict) -> dict:
    """The command's columns of one record's dict."""
    if command == "rate":
        se, logic, dig = d.get("se") or {}, d.get("logic") or {}, d.get("dig_hole") or {}
        return {
            "se_er": se.get("er"),
            "se_ep": se.get("ep"),
            "se_ed": se.get("ed"),
            "se_timeout": se.get("timeout", False) if se else None,
            "se_extended": se.get("extended", False) if se else None,
            "tier": d.get("tier"),
            "logic_score": logic.get("score"),
            "logic_level": logic.get("level"),
            "dig_hole_level": dig.get("level"),
            "dig_hole_score": dig.get("score"),
            "hardest": d.get("hardest"),
            "stuck": d.get("stuck"),
        }
    if command in ("explain", "hint"):
        steps = d.get("steps")
        return {"solved": d.get("solved"), "steps": None if steps is None else len(steps)}
    return {name: d.get(name) for name in _COLUMNS[command]}


def _rows(part, command: str) -> list:
    return [
        {
            "file": file,
            "line": line,
            "kind": kind,
            "puzzle": d.get("puzzle"),
            "error": d.get("error"),
            "record": json.dumps(d, ensure_ascii=False, separators=(",", ":")),
            **_columns(command, d),
        }
        for file, line, kind, d in part
    ]


def meta(command: str) -> pd.DataFrame:
    """The empty dataframe of a command's columns and their types."""
    dtypes = {**_COMMON, **_COLUMNS[command]}
    return pd.DataFrame({c: pd.Series(dtype=t) for c, t in dtypes.items()})


def table(paths: Paths, command: str = "rate", **kwargs: Any):
    """A Dask dataframe of the command's columns, one row per puzzle line of the files
    (``records``' arguments)."""
    bag = records(paths, command, **kwargs).map_partitions(_rows, command)
    return bag.to_dataframe(meta=meta(command))


def rate(paths: Paths, scales=None, time_limit: Optional[float] = None, **kwargs: Any):
    """``nonet.rate`` on every puzzle line of the files: a Dask dataframe."""
    return table(paths, "rate", scales=scales, time_limit=time_limit, **kwargs)


def count(paths: Paths, limit: int = 2, **kwargs: Any):
    """``nonet.count`` on every puzzle line of the files: a Dask dataframe."""
    return table(paths, "count", limit=limit, **kwargs)


def solve(paths: Paths, **kwargs: Any):
    """``nonet.solve`` on every puzzle line of the files: a Dask dataframe."""
    return table(paths, "solve", **kwargs)


def explain(paths: Paths, **kwargs: Any):
    """``nonet.explain`` on every puzzle line of the files: a Dask dataframe."""
    return table(paths, "explain", **kwargs)


def hint(paths: Paths, **kwargs: Any):
    """``nonet.hint`` on every puzzle line of the files: a Dask dataframe."""
    return table(paths, "hint", **kwargs)
