"""Rating on each scale with its time limit, generation by its options, seeds and
ids, and the technique list."""

import pytest

import nonet
from conftest import CLUE17, WIKIPEDIA, check_classic_solution

# crates/nonet/tests/fixtures/hardest_100.txt's first line: a puzzle whose SE rating
# takes long enough that a millisecond's limit runs out.
from conftest import FIXTURES

HARD = next(
    line.split()[0]
    for line in (FIXTURES / "hardest_100.txt").read_text(encoding="utf-8").splitlines()
    if line and not line.startswith("#")
)


def test_each_scale_is_rated_when_asked():
    record = nonet.rate(WIKIPEDIA)
    assert isinstance(record, nonet.RatedRecord)
    assert set(record.se) == {"er", "ep", "ed"}
    assert record.tier and record.logic["level"] and record.dig_hole["level"]
    only = nonet.rate(WIKIPEDIA, ["tier"])
    assert only.tier == record.tier
    assert only.se is None and only.logic is None and only.dig_hole is None
    assert nonet.rate(WIKIPEDIA, "se,tier").se == record.se


def test_a_time_limit_stops_the_se_rating():
    limited = nonet.rate(HARD, "se", time_limit=0.001)
    assert limited.se == {"timeout": True}, limited
    assert nonet.rate_many([HARD, WIKIPEDIA], "se", time_limit=0.001)[0].se == {"timeout": True}


def test_generation_follows_its_options_and_seed():
    a = nonet.generate(scheme="tiers", level="easy", symmetry="none", seed=11)
    assert a.scheme == "tiers" and a.level == "easy" and a.symmetry == "none"
    assert a.seed == 11
    check_classic_solution(a.puzzle, a.solution)
    assert nonet.count(a.puzzle).count == 1
    assert nonet.generate(scheme="tiers", level="easy", symmetry="none", seed=11) == a
    b = nonet.generate(level="any", givens="30", seed=3)
    assert b.givens == 30
    unseeded = nonet.generate(level="any")
    assert isinstance(unseeded.seed, int)


def test_variants_are_generated_with_their_rules():
    g = nonet.generate(rules="killer,thermo", level="medium", seed=3)
    assert g.rules["constraints"] and g.iss.startswith(".")
    solved = nonet.solve(g.iss)
    assert solved.status == "unique" and solved.solution == g.solution
    assert nonet.rate(g.iss).tier == g.rated["tier"]
    assert nonet.generate(rules="killer,thermo", level="medium", seed=3) == g
    classic = nonet.generate(level="any", seed=3)
    assert classic.rules is None and classic.iss is None
    with pytest.raises(ValueError, match="cannot tile"):
        nonet.generate(rules="killer", cages="7")
    many = nonet.generate_many(2, rules="jigsaw", level="any", seed=5, threads=2)
    assert [m.seed for m in many] == [5, 6] and all(m.iss for m in many)


def test_generate_many_runs_seed_after_seed():
    many = nonet.generate_many(4, level="any", seed=100, threads=2)
    assert [g.seed for g in many] == [100, 101, 102, 103]
    assert many[2] == nonet.generate(level="any", seed=102)
    assert nonet.generate_many(0, level="any") == []


def test_a_seed_that_gives_no_puzzle_is_a_record_in_its_place():
    # 17 givens with no symmetry: the tiers scheme's 100 attempts find none (the CLI's
    # test messages_read_as_sentences), so each seed fails, and the batch goes on.
    many = nonet.generate_many(2, level="any", givens="17", seed=1)
    assert [type(r) for r in many] == [nonet.FailedSeed] * 2
    assert [r.seed for r in many] == [1, 2]
    assert many[0].error == (
        "no puzzle found in 100 attempts at any level of the tiers scheme, with no "
        "symmetry and 17 givens"
    )
    # One puzzle asked for is an error still.
    with pytest.raises(ValueError, match="^seed 1: no puzzle found in 100 attempts"):
        nonet.generate(level="any", givens="17", seed=1)


def test_techniques_list_the_ladder():
    techniques = nonet.techniques()
    slugs = [t.slug for t in techniques]
    assert len(slugs) == len(set(slugs)) > 20
    assert "hidden-single" in slugs and "x-wing" in slugs
    single = techniques[slugs.index("hidden-single")]
    assert single.name == "Hidden Single" and isinstance(single.se, float)


def test_records_read_well():
    record = nonet.count(CLUE17)
    assert repr(record) == (
        f"CountRecord(puzzle='{CLUE17}', status='unique', count=1, limit=2)"
    )
    path = nonet.explain(WIKIPEDIA)
    assert "steps=[" in repr(path) and " items]" in repr(path)
    assert "se={'er': " in repr(nonet.rate(WIKIPEDIA, "se"))
    assert record["count"] == 1 and "count" in record and "rules" not in record
    assert record.rules is None
    try:
        record.nonsense
    except AttributeError as e:
        assert "nonsense" in str(e)
    else:
        raise AssertionError("no AttributeError")
    assert "status" in dir(record)
