"""The README's Python session runs as written: each ```python block of its Python
section is a doctest, so the README shows the records the package answers."""

import doctest
import re

from conftest import ROOT


def test_the_readmes_python_session_runs_as_shown():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", readme, flags=re.S)
    assert len(blocks) >= 2
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    globs = {}
    for i, block in enumerate(blocks):
        test = parser.get_doctest(block, globs, f"README python block {i + 1}", "README.md", 0)
        runner.run(test, clear_globs=False)
        globs = test.globs
    assert runner.summarize(verbose=False).failed == 0
