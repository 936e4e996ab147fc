"""Records and Python's cycle collector: a record the collector need not see is hidden
from it (a full collection would otherwise visit every record of a batch's list), and
one that could be in a cycle is seen, so the cycle is freed."""

import gc

import nonet
from conftest import CLUE17, WIKIPEDIA


def test_a_new_record_is_hidden_from_the_collector_until_it_holds_fields():
    # A record as made holds only the library's record, no Python object: no cycle
    # can pass through it.
    counted = nonet.count_many([CLUE17] * 3)
    assert [gc.is_tracked(r) for r in counted] == [False] * 3
    assert not gc.is_tracked(nonet.solve(WIKIPEDIA))
    # Reading a field makes its dict of fields, which may come to hold the record.
    assert counted[0].count == 1
    assert [gc.is_tracked(r) for r in counted] == [True, False, False]
    assert "status" in counted[1]
    assert gc.is_tracked(counted[1])


def test_a_cycle_through_a_records_fields_is_freed():
    freed = []

    class Marker:
        def __del__(self):
            freed.append(True)

    record = nonet.explain(WIKIPEDIA)
    steps = record.steps
    # record -> its fields -> their list of steps -> record: only the collector frees it.
    steps.append(record)
    steps.append(Marker())
    del record, steps
    gc.collect()
    assert freed == [True]
