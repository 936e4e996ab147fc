"""The stubs check calls: mypy --strict accepts typed_calls/good.py and flags every line
of typed_calls/bad.py (mypy is installed by test.sh)."""

import pathlib
import re
import subprocess
import sys

HERE = pathlib.Path(__file__).parent / "typed_calls"


def mypy(name):
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--python-version", "3.10",
         "--no-incremental", str(HERE / name)],
        capture_output=True,
        text=True,
        check=False,
    )


def test_good_calls_type_check():
    run = mypy("good.py")
    assert run.returncode == 0, run.stdout + run.stderr


def test_every_bad_call_is_flagged():
    run = mypy("bad.py")
    assert run.returncode == 1, run.stdout + run.stderr
    flagged = {int(m) for m in re.findall(r"bad\.py:(\d+): error", run.stdout)}
    assert flagged == {5, 6, 7, 8, 9}, run.stdout
