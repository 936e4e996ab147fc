"""Calls an editor should flag: each line below is a type error against the stubs."""

import nonet

nonet.count(17)
nonet.count("x", limit="two")
nonet.solve_many([1, 2])
nonet.generate(level=3)
n: str = nonet.count("x").count
