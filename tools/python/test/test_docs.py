"""The nvvmsim module documents itself: every public name and every public member of its classes
has a docstring of its own (not only pybind11's signature line), the type stub (__init__.pyi)
declares each of them, and help(nvvmsim) renders."""
import ast
import inspect
import os
import pydoc

import nvvmsim

STUB = os.path.join(os.path.dirname(nvvmsim.__file__), "__init__.pyi")


def own_doc(obj):
    """The docstring without the signature line pybind11 puts first ('name(a: int) -> Arg')."""
    if isinstance(obj, (staticmethod, classmethod)):
        obj = obj.__func__
    if isinstance(obj, property):
        obj = obj.fget if obj.__doc__ is None else obj
    doc = inspect.cleandoc(getattr(obj, "__doc__", None) or "")
    name = getattr(obj, "__name__", "")
    if name and doc.startswith(name + "("):
        doc = doc.split("\n", 1)[1] if "\n" in doc else ""
    return doc.strip()


def public_members(cls):
    for name, value in vars(cls).items():
        if not name.startswith("_"):
            yield name, value


def stub_names():
    """{name: set of member names} of the stub's top level."""
    tree = ast.parse(open(STUB).read())
    out = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            out[node.name] = {n.name for n in node.body if isinstance(n, ast.FunctionDef)} | {
                n.target.id for n in node.body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}
        elif isinstance(node, ast.FunctionDef):
            out[node.name] = set()
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out[node.target.id] = set()
        elif isinstance(node, ast.Assign):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    out[t.id] = set()
    return out


def test_every_public_name_has_a_docstring():
    missing = []
    for name in nvvmsim.__all__:
        obj = getattr(nvvmsim, name)
        if name == "CHECKERS":
            continue  # a tuple: documented by its #: comment and docs/api.md
        if not own_doc(obj):
            missing.append(name)
        if inspect.isclass(obj) and not issubclass(obj, Exception):
            missing += [f"{name}.{m}" for m, v in public_members(obj) if not own_doc(v)]
    assert missing == [], f"no docstring: {missing}"


def test_the_stub_declares_every_public_name_and_member():
    stub = stub_names()
    missing = [n for n in nvvmsim.__all__ if n not in stub]
    for name in nvvmsim.__all__:
        obj = getattr(nvvmsim, name)
        if inspect.isclass(obj) and not issubclass(obj, Exception) and name in stub:
            missing += [f"{name}.{m}" for m, _ in public_members(obj) if m not in stub[name]]
    assert missing == [], f"not in __init__.pyi: {missing}"


def test_help_renders():
    text = pydoc.render_doc(nvvmsim, renderer=pydoc.plaintext)  # what help(nvvmsim) pages
    for needle in ("class Module(builtins.object)", "launch(self, kernel: 'str', grid:",
                   "compile_cuda(source: 'str', arch: 'str' = 'sm_70'",
                   "A NumPy-shaped buffer in a module's device memory"):
        assert needle in text, needle
