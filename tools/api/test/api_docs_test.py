#!/usr/bin/env python3
"""docs/api.md covers the C++ API: every function <nvvmsim/nvvmsim.h> declares is named in a `###`
heading of its "The C++ API" part, and every such section has a ```cpp example.

    api_docs_test.py SOURCE_DIR

Constructors, the destructor and the move assignment of Module are left out (api.md says it moves)."""
import re
import sys

source = sys.argv[1]
header = open(f"{source}/tools/api/nvvmsim/nvvmsim.h").read()
doc = open(f"{source}/docs/api.md").read()

# Declarations: `type name(` at the start of a line (after `static` and the return type), not in
# comments; the class's own name (constructors, destructor) and operators are left out.
code = "\n".join(l.split("//")[0] for l in header.splitlines())
functions = set()
for m in re.finditer(r"^\s*(?:static\s+)?(?:const\s+)?[\w:<>]+(?:\s*[&*]\s*|\s+)(\w+)\(", code, re.M):
    functions.add(m.group(1))
functions -= {"Module", "Error"}  # constructors (a `Module Module(...)` cannot occur)
assert {"version", "fromFile", "launch", "copyToDevice", "i32", "typeName", "ok"} <= functions, functions

part = doc[doc.index("## The C++ API"):doc.index("## The Python module")]
sections = re.split(r"^### ", part, flags=re.M)[1:]
missing, no_example = [], []
for name in sorted(functions):
    named = [s for s in sections if re.search(r"(`|::|\b)" + re.escape(name) + r"\(", s.split("\n", 1)[0])]
    if not named:
        missing.append(name)
    elif not any("```cpp" in s for s in named):
        no_example.append(name)
assert not missing, f"functions of nvvmsim.h with no ### section in docs/api.md: {missing}"
assert not no_example, f"sections of docs/api.md with no ```cpp example: {no_example}"
print(f"docs/api.md: {len(functions)} functions of nvvmsim.h, each in a section with an example")
