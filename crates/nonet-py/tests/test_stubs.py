"""The type stubs (nonet/_nonet.pyi) match the module: every public name of the
module has a stub and every stub a name; each function's parameters are the stub's;
each record class's declared fields are its stub's attributes; every function has a
docstring; and the wheel ships the stubs with py.typed."""

import ast
import inspect
import pathlib

import nonet
from nonet import _nonet

PACKAGE = pathlib.Path(nonet.__file__).parent
STUB = ast.parse((PACKAGE / "_nonet.pyi").read_text(encoding="utf-8"))
ALIASES = {"PuzzleText", "Scales"}


def stub_items():
    return {
        node.name: node
        for node in STUB.body
        if isinstance(node, (ast.FunctionDef, ast.ClassDef))
    }


def test_every_public_name_has_a_stub_and_back():
    public = {n for n in dir(_nonet) if not n.startswith("_")}
    assert public == set(stub_items())
    assert set(nonet.__all__) == public


def test_the_wheel_ships_the_stubs():
    assert (PACKAGE / "py.typed").exists()
    assert (PACKAGE / "_nonet.pyi").exists()


def test_function_parameters_are_the_stubs():
    for name, node in stub_items().items():
        if not isinstance(node, ast.FunctionDef):
            continue
        function = getattr(_nonet, name)
        real = list(inspect.signature(function).parameters)
        args = node.args
        stub = [a.arg for a in args.posonlyargs + args.args + args.kwonlyargs]
        assert real == stub, name
        assert function.__doc__ and len(function.__doc__) > 40, name


def test_record_fields_are_the_stubs_attributes():
    for name, node in stub_items().items():
        cls = getattr(_nonet, name)
        if not isinstance(node, ast.ClassDef) or name == "Record":
            continue
        if not issubclass(cls, nonet.Record):
            continue
        attrs = [
            item.target.id
            for item in node.body
            if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)
        ]
        assert list(cls.FIELDS) == attrs, name
        assert cls.__doc__, name
