#!/usr/bin/env python3
"""coverage.py - writes conformance/coverage.json: which cases execute which instruction and which
intrinsic or libdevice function.

  python3 conformance/gen/coverage.py [--check]

Keys: every instruction keyword found in a case's function bodies ("add", "atomicrmw", ...), the
operation or predicate forms ("atomicrmw fadd", "icmp slt", "fcmp uno", "cmpxchg weak"), and the
full name of every called intrinsic or libdevice function ("llvm.nvvm.barrier0",
"llvm.sqrt.f32", "__nv_sinf"). Values: the cases ("area/name") whose .ll contains it. The map is
derived from the .ll files, so it is complete by construction; --check exits 1 when the committed
file differs from what the cases say (run.py --lint runs the same check).
"""
import json
import os
import re
import sys

CONF = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOT_AREAS = {"gen", "test", "__pycache__"}

ASSIGN = re.compile(r'^(?:%[-\w.$]+|%"[^"]*"|%\d+)\s*=\s*(?:(?:tail|musttail|notail)\s+)?([a-z_]+)\b(.*)$')
BARE = re.compile(r'^(?:(?:tail|musttail|notail)\s+)?([a-z_]+)\b(.*)$')
CALLEE = re.compile(r'@([-\w.$]+|"[^"]*")\s*\(')
RMW_OPS = ("xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin", "fadd", "fsub",
           "fmax", "fmin", "uinc_wrap", "udec_wrap")
NOT_INSTRUCTIONS = {"define", "declare", "attributes", "target", "source_filename", "uselistorder"}


def names_in(text):
    """The instruction keywords, forms and callee names used in the function bodies of a module."""
    found = set()
    in_body = in_switch = False
    for raw in text.splitlines():
        line = raw.split(";", 1)[0].strip() if not raw.lstrip().startswith(";") else ""
        if not line:
            continue
        if line.startswith("define "):
            in_body = True
            continue
        if not in_body:
            continue
        if line == "}":
            in_body = False
            continue
        if in_switch:
            if "]" in line:
                in_switch = False
            continue
        if re.match(r'^[-\w.$"]+:', line):  # a label
            continue
        m = ASSIGN.match(line) or BARE.match(line)
        if not m:
            continue
        op, rest = m.group(1), m.group(2)
        if op in NOT_INSTRUCTIONS:
            continue
        found.add(op)
        words = rest.split()
        if op == "switch" and "[" in rest and "]" not in rest:
            in_switch = True
        if op in ("icmp", "fcmp") and words:
            found.add(f"{op} {words[0]}")
        if op == "atomicrmw":
            w = [x for x in words if x not in ("volatile",)]
            if w and w[0] in RMW_OPS:
                found.add(f"atomicrmw {w[0]}")
        if op == "cmpxchg" and words and words[0] == "weak":
            found.add("cmpxchg weak")
        if op in ("load", "store") and words and words[0] == "atomic":
            found.add(f"{op} atomic")
        if op == "call":
            c = CALLEE.search(rest)
            if c:
                name = c.group(1).strip('"')
                if name.startswith("llvm.") or name.startswith("__nv_"):
                    found.add(name)
            elif "asm" in words:
                found.add("call asm")
            else:
                found.add("call indirect")
    return found


def compute():
    cov = {}
    for area in sorted(os.listdir(CONF)):
        folder = os.path.join(CONF, area)
        if area in NOT_AREAS or not os.path.isdir(folder):
            continue
        for fname in sorted(os.listdir(folder)):
            if not fname.endswith(".ll"):
                continue
            with open(os.path.join(folder, fname)) as f:
                for name in names_in(f.read()):
                    cov.setdefault(name, []).append(f"{area}/{fname[:-3]}")
    return {k: cov[k] for k in sorted(cov)}


def render(cov):
    lines = ["{", ' "_about": "written by conformance/gen/coverage.py from the case .ll files: instruction, form or '
             'callee -> the cases that contain it",']
    items = list(cov.items())
    for n, (k, v) in enumerate(items):
        lines.append(f" {json.dumps(k)}: {json.dumps(v)}" + ("," if n + 1 < len(items) else ""))
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    path = os.path.join(CONF, "coverage.json")
    text = render(compute())
    if "--check" in sys.argv:
        with open(path) as f:
            if f.read() != text:
                print("coverage.json is stale: run python3 conformance/gen/coverage.py")
                return 1
        return 0
    with open(path, "w") as f:
        f.write(text)
    print(f"coverage.json: {text.count(chr(10)) - 3} names")
    return 0


if __name__ == "__main__":
    sys.exit(main())
