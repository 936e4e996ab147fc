"""The package answers with the CLI's records: for each function, the record's JSON
equals what `nonet ... --format json` prints for the same puzzle, key for key."""

import json

import nonet
from conftest import CLI_FIXTURES, CLUE17, WIKIPEDIA, fpuzzles_row, iss_row



def same(record, cli_record):
    """The record equals the CLI's, and its JSON text is the CLI's object."""
    assert record.to_dict() == cli_record
    assert json.loads(record.to_json()) == cli_record
    assert list(record.keys()) == list(cli_record.keys())


def test_solve_count_and_solutions_are_the_clis(cli):
    killer = iss_row("killer")[0]
    for puzzle in [WIKIPEDIA, CLUE17, killer]:
        same(nonet.solve(puzzle), cli("solve", puzzle)[0])
        same(nonet.count(puzzle, 5), cli("count", "--limit", "5", puzzle)[0])
    sparse = WIKIPEDIA[:9] + "." * 72
    same(nonet.solutions(sparse, 3), cli("solve", "--all", "--max", "3", sparse)[0])


def test_hint_and_explain_are_the_clis(cli):
    for puzzle in [WIKIPEDIA, CLUE17]:
        same(nonet.hint(puzzle), cli("hint", puzzle)[0])
        same(nonet.explain(puzzle), cli("explain", puzzle)[0])


def test_rate_is_the_clis(cli):
    same(nonet.rate(WIKIPEDIA), cli("rate", WIKIPEDIA)[0])
    same(
        nonet.rate(CLUE17, ["se", "tier"]),
        cli("rate", "--scales", "se,tier", CLUE17)[0],
    )
    # No rating: the CLI's record of why.
    sparse = WIKIPEDIA[:9] + "." * 72
    unrated = nonet.rate(sparse, "tier")
    assert isinstance(unrated, nonet.UnratedRecord)
    same(unrated, cli("rate", "--scales", "tier", sparse)[0])


def test_generate_and_techniques_are_the_clis(cli):
    record = nonet.generate(level="easy", seed=7)
    same(record, cli("generate", "--level", "easy", "--seed", "7")[0])
    again = nonet.generate(id=record.id)
    assert again == record
    many = nonet.generate_many(3, level="easy", seed=7)
    assert [r.to_dict() for r in many] == cli(
        "generate", "--level", "easy", "--seed", "7", "--count", "3"
    )
    assert [t.to_dict() for t in nonet.techniques()] == cli("techniques")
    # Seeds that give no puzzle (17 givens, no symmetry): the CLI's record of each.
    failed = nonet.generate_many(2, level="any", givens="17", seed=1)
    assert [r.to_dict() for r in failed] == cli(
        "generate", "--level", "any", "--givens", "17", "--seed", "1", "--count", "2"
    )


def test_batches_are_the_clis_on_a_file(cli):
    # crates/nonet-cli/tests/fixtures/bad.txt: good and malformed lines mixed.
    text = (CLI_FIXTURES / "bad.txt").read_text(encoding="utf-8")
    lines = [line for line in text.splitlines() if line.strip()]
    ours = nonet.count_many(lines, 2)
    theirs = cli("count", str(CLI_FIXTURES / "bad.txt"))
    assert len(ours) == len(theirs)
    for i, (o, t) in enumerate(zip(ours, theirs)):
        if isinstance(o, nonet.InputError):
            # The file and line are the batch's (`<item i>`, line 1 of the item).
            assert o.error == t["error"] and o.puzzle == t["puzzle"], (o, t)
            assert o.file == f"<item {i}>"
        else:
            same(o, t)
    assert any(isinstance(o, nonet.InputError) for o in ours)


def test_positions_and_variants_are_walked_and_rated_as_the_cli_does(cli):
    # A position (HoDoKu's pencil marks) is walked from its candidates as given; a
    # windoku (groups and peers) and a killer (whose cages the constraint techniques
    # read) from their givens, and rated as the CLI rates them (the windoku on SE's scale
    # as SukakuExplainer rates it, the killer on SE's scale extended to its cages).
    position = (CLI_FIXTURES / "pencil_hodoku.txt").read_text(encoding="utf-8")
    windoku = iss_row("windoku")[0]
    killer = iss_row("killer")[0]
    for puzzle in [position, windoku, killer]:
        same(nonet.hint(puzzle), cli("hint", "-", stdin=puzzle)[0])
        same(nonet.explain(puzzle), cli("explain", "-", stdin=puzzle)[0])
        same(nonet.rate(puzzle), cli("rate", "-", stdin=puzzle)[0])
    theirs = cli("rate", "-", stdin=killer)[0]
    assert theirs["tier"] and theirs["se"]["extended"] is True
    assert "se" not in theirs["unrated"]
