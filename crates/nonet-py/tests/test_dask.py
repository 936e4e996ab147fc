"""nonet.dask: files of puzzles on a dask.distributed LocalCluster of two workers.

The files are written here line by line, and the test keeps, beside them, which of
their lines are puzzles (a puzzle, or a bad line the reader must report): that list,
not the module's reader, is the oracle of every row's file and line. Each row's record
is checked against the package's own one-puzzle function on the line's text, and the
whole file's records against the command line's."""

import json

import pytest

dask = pytest.importorskip("dask")
distributed = pytest.importorskip("distributed")
pd = pytest.importorskip("pandas")

import nonet  # noqa: E402
import nonet.dask  # noqa: E402
from conftest import FIXTURES, WIKIPEDIA  # noqa: E402

# Easy puzzles (17-clue, Royle's collection) keep the cluster's work to milliseconds.
CLUE17 = [
    line
    for line in (FIXTURES / "clue17_300.txt").read_text(encoding="utf-8").splitlines()
    if line and not line.startswith("#")
][:60]

BAD_CHAR = "12x" + "." * 78
SHORT = "." * 80
TWO_SOLUTIONS = "." * 81


def write(path, lines, newline="\n"):
    """Writes `lines` to `path`; answers the puzzle lines, as `(line number, text)`:
    those the test marks with a `+` prefix (the prefix is not written)."""
    puzzles, out = [], []
    for number, line in enumerate(lines, start=1):
        if line.startswith("+"):
            line = line[1:]
            puzzles.append((number, line))
        out.append(line)
    path.write_bytes(newline.join(out).encode("utf-8") + newline.encode())
    return puzzles


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    """Three files and their puzzle lines: {path: [(line, text), ...]}."""
    d = tmp_path_factory.mktemp("puzzles")
    made = {}
    made[d / "a.txt"] = write(
        d / "a.txt",
        [
            "# easy puzzles, a comment first",
            "",
            *("+" + p for p in CLUE17[:5]),
            "+" + BAD_CHAR,
            "   # an indented comment",
            "+" + SHORT,
            "+" + TWO_SOLUTIONS,
            "+" + CLUE17[5],
        ],
    )
    # A tab-separated file with a header line and Windows line ends.
    made[d / "b.tsv"] = write(
        d / "b.tsv",
        ["puzzle\tnote", *("+" + p + "\tfrom Royle" for p in CLUE17[6:10]), "+" + WIKIPEDIA],
        newline="\r\n",
    )
    # Long enough to be cut into several blocks of 512 bytes (six or seven lines each).
    lines = []
    for i, p in enumerate(CLUE17[10:60]):
        lines.append("+" + p)
        if i % 7 == 3:
            lines.append("# comment %d" % i)
        if i % 11 == 5:
            lines.append("+" + p[:40] + "?" + p[41:])
        if i % 13 == 0:
            lines.append("")
    made[d / "c.txt"] = write(d / "c.txt", lines)
    return made


@pytest.fixture(scope="module")
def client():
    """A LocalCluster of two worker processes, one thread each, and its client."""
    from distributed import Client, LocalCluster

    with LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster, Client(cluster) as c:
        yield c


def where(files):
    """Every puzzle line of the files: {(absolute path, line): text}."""
    return {
        (str(path.resolve()), number): text
        for path, lines in files.items()
        for number, text in lines
    }


def paths(files):
    return [str(p) for p in files]


def answer(one, many, text):
    """The package's record of one text: the single-puzzle function's, or for a text
    it refuses (it raises ValueError: not a puzzle, or one the engine cannot take)
    the batch form's InputError."""
    try:
        return one(text)
    except ValueError:
        return many([text])[0]


def check_rows(frame, files, one, many):
    """Each row is a puzzle line of the files, each puzzle line has one row, and the
    row's record is the package's own record of the line's text."""
    expected = where(files)
    got = {(f, n): row for f, n, row in zip(frame["file"], frame["line"], frame.itertuples())}
    assert sorted(got) == sorted(expected)
    for key, row in got.items():
        mine = answer(one, many, expected[key])
        want = mine.to_dict()
        record = json.loads(row.record)
        if row.kind == "InputError":
            # The batch's place (<item N>, line 1) becomes the file and the line.
            assert (record["file"], record["line"]) == key
            assert record["error"] == want["error"] == row.error
            assert "at" not in record  # as the command line's record of a file's line
        else:
            assert record == want
            assert row.puzzle == want["puzzle"]
        assert row.kind == type(mine).__name__


def test_rate_a_collection_split_across_files(client, files):
    frame = nonet.dask.rate(paths(files), scales="se,tier", blocksize=512).compute()
    check_rows(
        frame,
        files,
        lambda text: nonet.rate(text, "se,tier"),
        lambda texts: nonet.rate_many(texts, "se,tier"),
    )
    by_kind = frame.groupby("kind").size().to_dict()
    assert by_kind["InputError"] == 2 + 5  # a.txt's two bad lines, c.txt's five
    assert by_kind["UnratedRecord"] == 1
    unrated = frame[frame["kind"] == "UnratedRecord"].iloc[0]
    assert (unrated["line"], unrated["error"]) == (11, "the puzzle has more than one solution")
    rated = frame[frame["kind"] == "RatedRecord"]
    assert rated["se_er"].notna().all() and rated["tier"].notna().all()
    assert rated["logic_score"].isna().all()  # not asked for
    # The columns are the record's values.
    for row in rated.itertuples():
        r = json.loads(row.record)
        assert (row.se_er, row.se_ep, row.se_ed) == (r["se"]["er"], r["se"]["ep"], r["se"]["ed"])
        assert (row.tier, row.hardest, row.stuck) == (r["tier"], r["hardest"], r["stuck"])


def test_bad_lines_are_rows_with_file_line_and_error(client, files):
    frame = nonet.dask.count(paths(files), blocksize=512).compute()
    bad = frame[frame["kind"] == "InputError"].sort_values(["file", "line"])
    a = str(next(p for p in files if p.name == "a.txt").resolve())
    rows = [(r.file, r.line, r.error) for r in bad.itertuples() if r.file == a]
    assert rows == [
        (a, 8, "bad character 'x' at column 3"),
        (a, 10, "too few cells: found 80, expected 81"),
    ]
    c_bad = bad[bad["file"].str.endswith("c.txt")]
    assert len(c_bad) == 5 and c_bad["error"].str.contains("'?'").all()


def test_records_agree_with_the_command_line(client, files, cli):
    # The command line's records of each file, in order, are the rows' records in
    # line order: good lines, and bad lines with their file and line.
    frame = nonet.dask.count(paths(files), blocksize=512).compute()
    for path in files:
        mine = frame[frame["file"] == str(path.resolve())].sort_values("line")
        theirs = cli("count", str(path.resolve()))
        assert [json.loads(r) for r in mine["record"]] == theirs


def test_count_and_explain_equal_the_single_puzzle_functions(client, files):
    counted = nonet.dask.count(paths(files), blocksize=512).compute()
    check_rows(counted, files, nonet.count, nonet.count_many)
    good = counted[counted["kind"] == "CountRecord"]
    assert (good["count"] == [json.loads(r)["count"] for r in good["record"]]).all()
    explained = nonet.dask.explain(paths(files), blocksize=512).compute()
    check_rows(explained, files, nonet.explain, nonet.explain_many)
    paths_ = explained[explained["kind"] == "PathRecord"]
    assert paths_["solved"].all()
    assert (paths_["steps"] == [len(json.loads(r)["steps"]) for r in paths_["record"]]).all()


def test_a_file_in_several_blocks_has_its_own_line_numbers(client, files):
    c = next(p for p in files if p.name == "c.txt")
    bag = nonet.dask.records(str(c), "count", blocksize=512)
    assert bag.npartitions >= 5, bag.npartitions
    # Each block's rows: the numbers run on across blocks, none restarts at 1.
    blocks = dask.compute(*bag.to_delayed())
    per_block = [[line for _, line, _, _ in block] for block in blocks]
    flat = [n for block in per_block for n in block]
    assert flat == [n for n, _ in files[c]]
    assert sum(1 for block in per_block if block) >= 5


def test_one_block_per_file_gives_the_same_rows(client, files):
    whole = nonet.dask.count(paths(files), blocksize=None).compute()
    cut = nonet.dask.count(paths(files), blocksize=512).compute()
    key = ["file", "line"]
    assert whole.sort_values(key).reset_index(drop=True).equals(
        cut.sort_values(key).reset_index(drop=True)
    )


def test_parquet_and_csv_read_back(client, files, tmp_path):
    table = nonet.dask.rate(paths(files), scales="tier,logic", blocksize=512)
    frame = table.compute().sort_values(["file", "line"]).reset_index(drop=True)
    table.to_parquet(tmp_path / "parquet")
    back = pd.read_parquet(tmp_path / "parquet").sort_values(["file", "line"])
    assert back.reset_index(drop=True).equals(frame)
    table.to_csv(str(tmp_path / "csv" / "part-*.csv"), index=False)
    parts = sorted((tmp_path / "csv").glob("part-*.csv"))
    assert len(parts) == table.npartitions
    csv = pd.concat(pd.read_csv(p, keep_default_na=False) for p in parts)
    csv = csv.sort_values(["file", "line"]).reset_index(drop=True)
    assert list(csv.columns) == list(frame.columns)
    assert list(csv["line"]) == list(frame["line"])
    assert list(csv["record"]) == list(frame["record"])
    assert list(csv["tier"]) == [t if isinstance(t, str) else "" for t in frame["tier"]]


def test_the_local_scheduler_and_its_progress_bar(files, capsys):
    # No cluster: Dask's threaded scheduler, with its own progress bar.
    from dask.diagnostics import ProgressBar

    with dask.config.set(scheduler="threads"), ProgressBar():
        frame = nonet.dask.count(paths(files), blocksize=512).compute()
    check_rows(frame, files, nonet.count, nonet.count_many)
    assert "100%" in capsys.readouterr().out


def test_wrong_arguments(files):
    with pytest.raises(ValueError, match="command must be one of"):
        nonet.dask.records(paths(files), "play")
    with pytest.raises(ValueError, match="threads"):
        nonet.dask.records(paths(files), "count", threads=0)


@pytest.mark.parametrize("blocksize", [None, 512])
def test_a_missing_file_is_named_before_the_job(files, tmp_path, blocksize):
    missing = tmp_path / "missing.txt"
    with pytest.raises(FileNotFoundError, match="missing.txt"):
        nonet.dask.count([*paths(files), str(missing)], blocksize=blocksize)


def test_a_header_after_a_block_of_comments_is_still_the_files_header(client, tmp_path, cli):
    # The header is the file's first line of content, here in the third block or later:
    # the blocks before it hold only a byte order mark, comments and blank lines.
    path = tmp_path / "late_header.tsv"
    lines = ["# a comment line of some forty characters"] * 12 + [""] * 3
    lines += ["puzzle\tnote", *("+" + p + "\tnote" for p in CLUE17[:8])]
    puzzles = write(path, lines)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    files = {path: puzzles}
    bag = nonet.dask.records(str(path), "count", blocksize=128)
    assert bag.npartitions >= 4, bag.npartitions
    frame = nonet.dask.count(str(path), blocksize=128).compute()
    check_rows(frame, files, nonet.count, nonet.count_many)
    assert (frame["kind"] == "CountRecord").all()
    mine = frame.sort_values("line")
    assert [json.loads(r) for r in mine["record"]] == cli("count", str(path.resolve()))


def test_a_header_shaped_line_after_content_in_a_later_block_is_a_row(client, tmp_path, cli):
    # Only a file's first line of content can be its header: one further down, in a
    # block of its own, is a bad line with its row, and the command line's error.
    path = tmp_path / "late_word.tsv"
    lines = ["+" + p for p in CLUE17[:6]] + ["# a comment"] * 6 + ["+puzzle\tnote"]
    puzzles = write(path, lines)
    bag = nonet.dask.records(str(path), "count", blocksize=128)
    assert bag.npartitions >= 4, bag.npartitions
    frame = nonet.dask.count(str(path), blocksize=128).compute().sort_values("line")
    assert [(str(path.resolve()), n) for n, _ in puzzles] == list(zip(frame["file"], frame["line"]))
    last = frame.iloc[-1]
    assert (last["line"], last["kind"]) == (13, "InputError")
    assert last["error"] == "bad character 'p' at column 1"
    assert [json.loads(r) for r in frame["record"]] == cli("count", str(path.resolve()))


@pytest.mark.parametrize("blocksize", [None, 96])
def test_the_lines_read_and_their_errors_are_the_command_lines(client, tmp_path, cli, blocksize):
    # Blank lines (one of spaces and a tab), comments (one indented), a byte order mark,
    # a header, bad lines of every kind the reader tells apart, and header-shaped lines
    # after content: the rows, in line order, are the records `nonet rate FILE` writes.
    path = tmp_path / "mixed.tsv"
    lines = [
        "# ratings of a few puzzles",
        "",
        "puzzle\tsource",
        "+" + CLUE17[0] + "\tRoyle",
        " \t ",
        "+puzzle\tnote",
        "   # indented",
        "+" + BAD_CHAR,
        "+" + SHORT,
        "+" + TWO_SOLUTIONS,
        "+.Windoku",
        "+.Cage~10~R1C1",
        "+source - 2\tx",
        "+{\"size\": 9,",
        "+" + CLUE17[1],
    ]
    write(path, lines)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    numbers = [n for n, line in enumerate(lines, start=1) if line.startswith("+")]
    frame = nonet.dask.rate(str(path), scales="tier", blocksize=blocksize).compute()
    frame = frame.sort_values("line")
    assert list(frame["line"]) == numbers
    want = cli("rate", str(path.resolve()), "--scales", "tier")
    got = [json.loads(r) for r in frame["record"]]
    assert [r.get("error") for r in got] == [r.get("error") for r in want]
    assert got == want
    assert (frame["kind"] == "InputError").sum() >= 5
