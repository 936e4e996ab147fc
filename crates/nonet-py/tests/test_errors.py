"""Bad input through every function: a clear Python exception, never a crash."""

import pytest

import nonet
from conftest import WIKIPEDIA


def test_a_bad_character_is_a_puzzle_error_at_its_line_and_column():
    text = "# a comment\n" + WIKIPEDIA[:10] + "x" + WIKIPEDIA[11:]
    with pytest.raises(nonet.PuzzleError) as caught:
        nonet.solve(text)
    error = caught.value
    assert isinstance(error, ValueError)
    assert (error.line, error.column) == (2, 11)
    message = str(error)
    assert message.startswith("line 2:"), message
    assert message.count("'x'") == 1, message


def test_too_few_cells_names_the_line_without_a_column():
    with pytest.raises(nonet.PuzzleError) as caught:
        nonet.count(WIKIPEDIA[:80])
    assert (caught.value.line, caught.value.column) == (1, None)
    assert "too few cells" in str(caught.value)


@pytest.mark.parametrize(
    "function", [nonet.solve, nonet.count, nonet.solutions, nonet.hint, nonet.explain, nonet.rate, nonet.Puzzle]
)
def test_every_function_refuses_bad_input_alike(function):
    with pytest.raises(nonet.PuzzleError, match="no puzzle"):
        function("")
    with pytest.raises(nonet.PuzzleError, match="expected one puzzle, found 2"):
        function(WIKIPEDIA + "\n" + WIKIPEDIA)
    with pytest.raises(TypeError, match="not int"):
        function(17)
    with pytest.raises(TypeError, match="not list"):
        function([WIKIPEDIA])
    with pytest.raises(nonet.PuzzleError, match="byte 0xff at column 3 is not UTF-8") as caught:
        function(b"53..7....\n6." + b"\xff" + b"." * 70)
    assert (caught.value.line, caught.value.column) == (2, 3)


def test_a_variant_format_error_names_its_piece():
    with pytest.raises(nonet.PuzzleError, match="ISS piece 1") as caught:
        nonet.Puzzle(".Cage~50~R1C1~R1C2")
    assert caught.value.line == 1
    with pytest.raises(nonet.PuzzleError, match="f-puzzles"):
        nonet.Puzzle('{"size": 9, "grid": []}')


def test_bad_options_are_value_errors():
    with pytest.raises(ValueError, match="scale"):
        nonet.rate(WIKIPEDIA, "fun")
    with pytest.raises(ValueError, match="time_limit"):
        nonet.rate(WIKIPEDIA, time_limit=-1.0)
    with pytest.raises(ValueError, match="level"):
        nonet.generate(level="impossible")
    with pytest.raises(ValueError):
        nonet.generate(id="not-an-id")
    with pytest.raises(ValueError, match="alone"):
        nonet.generate(id="x", level="easy")
    with pytest.raises(OverflowError):
        nonet.count(WIKIPEDIA, -1)


def test_a_lone_surrogate_is_not_a_character():
    with pytest.raises(nonet.PuzzleError, match="surrogate"):
        nonet.solve("\ud800" + WIKIPEDIA[1:])


def test_numbers_that_would_grow_memory_are_refused():
    # A list held in memory, or threads each holding a stack, never sized by a number
    # beyond the package's bounds; the message says the bound.
    with pytest.raises(ValueError, match="max is at most 1000000"):
        nonet.solutions(WIKIPEDIA, max=10**9)
    with pytest.raises(ValueError, match="count is at most 1000000"):
        nonet.generate_many(10**12, level="any")
    with pytest.raises(ValueError, match="threads is at most 256"):
        nonet.count_many([WIKIPEDIA], threads=10**6)
    # Within the bounds, a large number costs only what is found.
    assert nonet.solutions(WIKIPEDIA, max=1_000_000).count == 1
