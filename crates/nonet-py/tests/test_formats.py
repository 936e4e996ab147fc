"""Every format nonet reads, through `Puzzle` and the functions: classic lines and
grids, pencil-mark grids, ISS strings, f-puzzles JSON and links; each solution is
checked here without the engine (classic rules) or against the published one."""

import pytest

import nonet
from conftest import (
    CLI_FIXTURES,
    CLUE17,
    WIKIPEDIA,
    WIKIPEDIA_SOLUTION,
    check_classic_solution,
    fpuzzles_row,
    iss_row,
)


def test_a_classic_line_is_solved():
    record = nonet.solve(WIKIPEDIA)
    assert isinstance(record, nonet.SolveRecord)
    assert record.status == "unique"
    check_classic_solution(WIKIPEDIA, record.solution)
    assert record.solution == WIKIPEDIA_SOLUTION
    assert record.rules is None


def test_a_boxed_grid_reads_as_its_line():
    # crates/nonet-cli/tests/fixtures/boxed.txt: the 17-clue puzzle drawn in a box.
    grid = (CLI_FIXTURES / "boxed.txt").read_text(encoding="utf-8")
    puzzle = nonet.Puzzle(grid)
    assert puzzle.givens == CLUE17
    assert puzzle.format == "classic" and puzzle.classic
    record = nonet.solve(puzzle)
    check_classic_solution(CLUE17, record.solution)


def test_a_pencil_mark_grid_is_a_position():
    # crates/nonet-cli/tests/fixtures/pencil_hodoku.txt: HoDoKu's PM grid of a position.
    text = (CLI_FIXTURES / "pencil_hodoku.txt").read_text(encoding="utf-8")
    puzzle = nonet.Puzzle(text)
    assert puzzle.format == "pencil-marks"
    assert not puzzle.classic
    record = nonet.solve(puzzle)
    assert record.status == "unique"
    # Its filled cells are kept by the solution.
    for p, s in zip(puzzle.givens, record.solution):
        assert p == "." or p == s


@pytest.mark.parametrize("kind", ["killer", "arrow", "jigsaw"])
def test_iss_strings_solve_to_the_published_solution(kind):
    text, published = iss_row(kind)
    puzzle = nonet.Puzzle(text)
    assert puzzle.format == "iss"
    assert not puzzle.classic and puzzle.rules
    assert nonet.solve(text).solution == published


@pytest.mark.parametrize("kind", ["antiking", "thermo", "sandwich"])
def test_fpuzzles_json_and_links_read_to_one_puzzle(kind):
    json_text, link, published = fpuzzles_row(kind)
    from_json = nonet.Puzzle(json_text)
    from_link = nonet.Puzzle(link)
    assert from_json.format == "fpuzzles-json"
    assert from_link.format == "fpuzzles-link"
    assert from_json == from_link
    assert from_json.title and from_json.author
    assert nonet.solve(from_json).solution == published
    assert nonet.solve(link).solution == published


def test_a_puzzle_says_its_rules():
    text, _ = iss_row("killer")
    puzzle = nonet.Puzzle(text)
    assert "killer" in puzzle.kinds, puzzle.kinds
    assert all(isinstance(c, dict) for c in puzzle.rules)
    info = puzzle.info()
    assert isinstance(info, nonet.PuzzleInfo)
    assert info.kinds == puzzle.kinds and info.givens == puzzle.givens
    assert len(info.regions) == 81
    # Its text reads back as the same puzzle.
    assert nonet.Puzzle(str(puzzle)) == puzzle
    assert "killer" in repr(puzzle)
    classic = nonet.Puzzle(WIKIPEDIA)
    assert classic.rules == [] and classic.kinds == []
    assert repr(classic) == f"Puzzle('{WIKIPEDIA}', rules='classic', format='classic')"


def test_count_and_solutions_agree_on_a_puzzle_with_several():
    # Only the first row of givens: many solutions.
    sparse = WIKIPEDIA[:9] + "." * 72
    counted = nonet.count(sparse, limit=5)
    assert (counted.count, counted.limit, counted.status) == (5, 5, "multiple")
    listed = nonet.solutions(sparse, max=3)
    assert listed.count == 3 and listed.complete is False
    assert len(set(listed.solutions)) == 3
    for s in listed.solutions:
        check_classic_solution(sparse, s)
    whole = nonet.solutions(WIKIPEDIA)
    assert whole.solutions == [WIKIPEDIA_SOLUTION] and whole.complete


def test_bytes_in_utf8_are_a_text():
    assert nonet.solve(WIKIPEDIA.encode()).solution == WIKIPEDIA_SOLUTION
