#!/usr/bin/env python3
"""coverage.py - writes conformance/coverage.json: which cases execute which instruction and which
intrinsic or libdevice function.

  python3 conformance/gen/coverage.py [--check]
  python3 conformance/gen/coverage.py --rows NVSIM_TABLES [-v]

Keys: every instruction keyword found in a case's function bodies ("add", "atomicrmw", ...), the
operation or predicate forms ("atomicrmw fadd", "icmp slt", "fcmp uno", "cmpxchg weak"), and the
full name of every called intrinsic or libdevice function ("llvm.nvvm.barrier0",
"llvm.sqrt.f32", "__nv_sinf"). Values: the cases ("area/name") whose .ll contains it. The map is
derived from the .ll files, so it is complete by construction; --check exits 1 when the committed
file differs from what the cases say (run.py --lint runs the same check).

--rows walks the executor's own tables, as printed by the nvsim-tables program (built beside
nvvm-sim from conformance/tables/DumpTables.cpp): every opcode of core/ir/Opcodes.def that the
executor supports, every operation of core/ir/AtomicRmwOps.def, every row of
intrinsics/Intrinsics.def and every function of the pure-function registry (llvm.* math and bit
intrinsics, llvm.nvvm.* arithmetic, __nv_* libdevice). A case covers
a row when its .ll uses the instruction or calls the function: the callee resolves as the decoder
resolves it (an exact Intrinsics.def row, else the longest overloaded row followed by '.', else the
pure function of that name, or of the scalar name for a vector overload such as llvm.fabs.v4f32).
It prints the covered/total count per table and exits 1 naming every row no case covers (ctest
conformance_coverage).
"""
import json
import os
import re
import sys

CONF = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOT_AREAS = {"__pycache__"}

ASSIGN = re.compile(r'^(?:%[-\w.$]+|%"[^"]*"|%\d+)\s*=\s*(?:(?:tail|musttail|notail)\s+)?([a-z_]+)\b(.*)$')
BARE = re.compile(r'^(?:(?:tail|musttail|notail)\s+)?([a-z_]+)\b(.*)$')
CALLEE = re.compile(r'@([-\w.$]+|"[^"]*")\s*\(')
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
            if w and re.fullmatch(r"[a-z_]+", w[0]):  # the operation keyword (core/ir/AtomicRmwOps.def)
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
    cases = os.path.join(CONF, "cases")
    for area in sorted(os.listdir(cases)):
        folder = os.path.join(cases, area)
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


def tables(exe):
    import subprocess
    out = subprocess.run([exe], capture_output=True, text=True, check=True).stdout
    ops, rmw, intrinsics, pure = [], [], [], []
    for line in out.splitlines():
        f = line.split("\t")
        if f[0] == "opcode" and f[2] == "Supported":
            ops.append(f[1])
        elif f[0] == "rmw":
            rmw.append(f"atomicrmw {f[1]}")
        elif f[0] == "intrinsic":
            intrinsics.append((f[1], f[2] == "1"))
        elif f[0] == "pure":
            pure.append(f[1])
    return ops, rmw, intrinsics, pure


VECTOR = re.compile(r"\.v\d+((?:i|f|bf)\d+)")


def resolve(name, intrinsics, pure):
    """The table row the decoder would run for a call of `name`: ("intrinsic"|"pure", row) or None."""
    if name == "__nvvm_reflect":
        name = "llvm.nvvm.reflect"
    best = None
    for row, overloaded in intrinsics:
        if row == name:
            return "intrinsic", row
        if overloaded and name.startswith(row + ".") and (best is None or len(row) > len(best)):
            best = row
    if best:
        return "intrinsic", best
    if name in pure:
        return "pure", name
    scalar = VECTOR.sub(r".\1", name, count=1)
    if scalar != name and scalar in pure:
        return "pure", scalar
    return None


def rows_report(exe, verbose):
    ops, rmw, intrinsics, pure = tables(exe)
    pure_set = set(pure)
    cov = compute()
    covered = {"opcode": {}, "rmw": {}, "intrinsic": {}, "pure": {}}
    for key, cases in cov.items():
        if " " not in key and not key.startswith(("llvm.", "__nv")):
            covered["opcode"].setdefault(key, set()).update(cases)
            continue
        if key.startswith("atomicrmw "):
            covered["rmw"].setdefault(key, set()).update(cases)
            continue
        hit = resolve(key, intrinsics, pure_set)
        if hit:
            covered[hit[0]].setdefault(hit[1], set()).update(cases)
    groups = [("opcodes (core/ir/Opcodes.def, Supported)", "opcode", ops),
              ("atomicrmw operations (core/ir/AtomicRmwOps.def)", "rmw", rmw),
              ("intrinsics (intrinsics/Intrinsics.def)", "intrinsic", [r for r, _ in intrinsics]),
              ("pure functions, llvm.* (not llvm.nvvm)", "pure", [p for p in pure if p.startswith("llvm.")
                                                                   and not p.startswith("llvm.nvvm.")]),
              ("pure functions, llvm.nvvm.*", "pure", [p for p in pure if p.startswith("llvm.nvvm.")]),
              ("pure functions, __nv_* (libdevice)", "pure", [p for p in pure if p.startswith("__nv_")])]
    missing = 0
    for title, table, rows in groups:
        have = [r for r in rows if r in covered[table]]
        print(f"{title}: {len(have)} of {len(rows)} rows covered")
        for r in rows:
            if r not in covered[table]:
                missing += 1
                print(f"  no case covers {table} {r}")
            elif verbose:
                print(f"  {r}: {' '.join(sorted(covered[table][r]))}")
    if missing:
        print(f"{missing} row(s) with no conformance case: add a case whose .ll uses each")
    return 1 if missing else 0


def main():
    if "--rows" in sys.argv:
        i = sys.argv.index("--rows")
        if i + 1 >= len(sys.argv):
            print("usage: coverage.py --rows NVSIM_TABLES [-v]")
            return 2
        return rows_report(sys.argv[i + 1], "-v" in sys.argv)
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
