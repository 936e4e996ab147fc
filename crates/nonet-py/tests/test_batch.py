"""The batch forms: any iterable in, results in input order, an `InputError` record
in place of each bad item, every core used, the GIL released meanwhile."""

import threading
import time

import pytest

import nonet
from conftest import FIXTURES, check_classic_solution

# crates/nonet/tests/fixtures/clue17_300.txt: 300 17-clue puzzles (Royle's collection).
CLUE17_300 = [
    line
    for line in (FIXTURES / "clue17_300.txt").read_text(encoding="utf-8").splitlines()
    if line and not line.startswith("#")
]


def test_results_keep_the_input_order():
    records = nonet.solve_many(CLUE17_300, threads=2)
    assert [r.puzzle for r in records] == CLUE17_300
    for puzzle, r in zip(CLUE17_300, records):
        assert r.status == "unique"
        check_classic_solution(puzzle, r.solution)


def test_every_batch_function_answers_in_order():
    few = CLUE17_300[:6]
    for many, one in [
        (nonet.count_many, nonet.count),
        (nonet.hint_many, nonet.hint),
        (nonet.explain_many, nonet.explain),
    ]:
        assert many(few) == [one(p) for p in few]
    rated = nonet.rate_many(few[:3], "tier,logic")
    assert rated == [nonet.rate(p, "tier,logic") for p in few[:3]]


def test_puzzles_read_already_are_items_too():
    # A Puzzle (as nonet.read_lines hands them to nonet.dask) is worked on as its text
    # is, among texts; a variant the engine cannot count still gets its place's error.
    few = CLUE17_300[:4]
    items = [nonet.Puzzle(few[0]), few[1], nonet.Puzzle(few[2]), few[3], nonet.Puzzle(".Windoku")]
    got = nonet.count_many(items, threads=2)
    assert got[:4] == nonet.count_many(few)
    assert got[4] == nonet.count(".Windoku")


def test_read_lines_skips_and_reads_as_the_file_reader_does():
    lines = ["\ufeff# c\n", "puzzle\tnote\r\n", "\n", CLUE17_300[0] + "\tx\n", "word\tx\n"]
    read = nonet.read_lines(lines, "f.tsv")
    assert [n for n, _ in read] == [4, 5]
    assert read[0][1] == nonet.Puzzle(CLUE17_300[0])
    bad = read[1][1]
    assert isinstance(bad, nonet.InputError)
    assert (bad.file, bad.line, bad.error) == ("f.tsv", 5, "bad character 'w' at column 1")
    # A block further down, after content: a header-shaped line is a bad line.
    later = nonet.read_lines(lines[1:2], "f.tsv", first_line=9, content_seen=True)
    assert [(n, type(r).__name__) for n, r in later] == [(9, "InputError")]
    assert [nonet.line_kind(t, False) for t in ["  ", "# x", "a b\tc", "1.2"]] == [
        "skip",
        "skip",
        "header",
        "puzzle",
    ]
    assert nonet.line_kind("a b\tc", True) == "puzzle"


def test_any_iterable_is_taken_and_a_generator_lazily():
    drawn = []

    def texts():
        for p in CLUE17_300:
            drawn.append(p)
            yield p

    records = nonet.count_many(texts())
    assert len(records) == len(CLUE17_300) == len(drawn)
    assert nonet.count_many(tuple(CLUE17_300[:3])) == nonet.count_many(CLUE17_300[:3])
    assert nonet.count_many(iter([])) == []
    assert nonet.count_many([]) == []


def test_bad_items_get_an_error_record_in_their_place():
    items = [
        CLUE17_300[0],
        "12x" + "." * 78,
        42,
        b"\xff" + b"." * 80,
        CLUE17_300[1].encode(),
        "",
        None,
        CLUE17_300[2],
    ]
    out = nonet.count_many(items)
    assert len(out) == len(items)
    kinds = [type(r).__name__ for r in out]
    assert kinds == [
        "CountRecord",
        "InputError",
        "InputError",
        "InputError",
        "CountRecord",
        "InputError",
        "InputError",
        "CountRecord",
    ]
    bad_char = out[1]
    assert (bad_char.file, bad_char.line) == ("<item 1>", 1)
    assert bad_char.at == {"line": 1, "column": 3}
    assert bad_char.error.count("'x'") == 1, bad_char.error
    assert "int" in out[2].error and out[2].file == "<item 2>"
    assert "not UTF-8" in out[3].error and "0xff" in out[3].error
    assert out[3].at == {"line": 1, "column": 1}
    assert "empty" in out[5].error
    assert "NoneType" in out[6].error
    assert [out[i].puzzle for i in (0, 4, 7)] == [CLUE17_300[i] for i in (0, 1, 2)]


def test_a_wrong_batch_argument_is_a_type_error():
    with pytest.raises(TypeError, match="iterable of puzzles"):
        nonet.count_many(CLUE17_300[0])
    with pytest.raises(TypeError):
        nonet.count_many(5)
    with pytest.raises(ValueError, match="threads"):
        nonet.count_many(CLUE17_300, threads=0)


def test_an_exception_in_the_iterable_is_raised():
    def broken():
        yield CLUE17_300[0]
        raise RuntimeError("the source failed")

    with pytest.raises(RuntimeError, match="the source failed"):
        nonet.count_many(broken())


def test_the_gil_is_released_while_a_batch_works():
    # Another Python thread counts while a batch of explanations runs: had the batch
    # held the GIL, it could not count at all until the batch ended.
    ticks = []
    running = threading.Event()
    done = threading.Event()

    def counter():
        running.set()
        while not done.is_set():
            ticks.append(None)
            time.sleep(0.001)

    thread = threading.Thread(target=counter)
    thread.start()
    running.wait()
    before = len(ticks)
    # All 300 puzzles: with the release build, 60 took 6 ms, too few for 10 ticks.
    records = nonet.explain_many(CLUE17_300, threads=1)
    during = len(ticks) - before
    done.set()
    thread.join()
    assert len(records) == 300
    assert during >= 10, during


def test_the_thread_count_does_not_change_the_records():
    # The same records, in the same order, on one thread and on two.
    one = nonet.count_many(CLUE17_300, threads=1)
    two = nonet.count_many(CLUE17_300, threads=2)
    assert one == two


def test_texts_a_generator_makes_and_drops_are_read_whole():
    # A batch reads each text where its object keeps it, without a copy: the objects of
    # a generator's items, which it drops as it goes, must live until the pool has read
    # them. 6,000 items span several chunks, and each is a new object (not the list's).
    items = CLUE17_300 * 20

    def fresh_str():
        for p in items:
            yield "".join(list(p))

    def fresh_bytes():
        for p in items:
            yield p.encode()

    for texts in [fresh_str(), fresh_bytes()]:
        records = nonet.count_many(texts, threads=2)
        assert [r.puzzle for r in records] == items
        assert {r.status for r in records} == {"unique"}
