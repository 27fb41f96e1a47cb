#!/usr/bin/env python3
"""genlib.py - what gen.py and gen_more.py write the planted-bug cases with: launch scripts
(Script), kernel arguments, data files and the source line of a `// @name` marker.

A Script holds the steps of one case (the planted bug or its clean twin), the outputs it expects
and the findings a correct checker reports. The same script runs the -O2 file (NAME.ll) and the
-O0 file (NAME.o0.ll); where -O0 legitimately differs (the count of occurrences, a finding only
one build has), the findings given with variant="o0" become the script's "o0" override, and
pending(reason) marks the case (or, with variant="o0", only its -O0 build) as an expected
failure until the named fix lands (run.py).
"""
import json
import os
import re
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
CHECK_ALL = ["--check", "all"]
FMT = {"i32": "i", "u32": "I", "f32": "f"}


def pack(elem, values):
    return struct.pack(f"<{len(values)}{FMT[elem]}", *values)


def write_data(name, data):
    path = os.path.join(HERE, name)
    with open(path, "wb") as f:
        f.write(data)


def line_of(source, marker):
    """The line of `source` (a file here) that carries the comment marker @marker."""
    with open(os.path.join(HERE, source)) as f:
        lines = f.read().splitlines()
    hits = [n for n, text in enumerate(lines, 1) if re.search(r"(//|;).*@" + marker + r"\b", text)]
    if len(hits) != 1:
        raise SystemExit(f"gen.py: {source}: marker @{marker} found {len(hits)} times")
    return f"{source}:{hits[0]}"


# ---- Kernel arguments -----------------------------------------------------------------------------

def ptr(buffer):
    return {"type": "ptr", "buffer": buffer, "offset": 0}


def null():
    return {"type": "ptr", "null": True}


def i32(value):
    return {"type": "i32", "value": value}


def i64(value):
    return {"type": "i64", "value": value}


def struct_bytes(*words):
    return {"type": "bytes", "hex": pack("i32", words).hex()}


# ---- Scripts --------------------------------------------------------------------------------------

class Script:
    """The launch script of one case: the planted bug (clean=False) or its clean twin."""

    def __init__(self, case, clean, note, source=None):
        self.case = case
        self.clean = clean
        self.name = case + "_clean" if clean else case
        self.source = source or case + ".cu"
        self.note = note
        self.steps = []
        self.findings = []
        self.args = list(CHECK_ALL)
        self.extra = {}
        self.o0_findings = None  # None: -O0 expects what -O2 does
        self.o0_extra = {}

    def input(self, buffer, values, elem="i32", tag=None):
        """A buffer holding `values` (alloc, then h2d from NAME.<tag>.bin, shared by the twins)."""
        data = pack(elem, values)
        name = f"{self.case}.{tag or buffer}.bin"
        write_data(name, data)
        self.steps.append({"op": "alloc", "buffer": buffer, "bytes": len(data)})
        self.steps.append({"op": "h2d", "buffer": buffer, "offset": 0, "bytes": len(data), "file": name})

    def alloc(self, buffer, nbytes, fill=None):
        """A device buffer (zero-filled, not initialised for initcheck), memset to `fill` if given."""
        self.steps.append({"op": "alloc", "buffer": buffer, "bytes": nbytes})
        if fill is not None:
            self.steps.append({"op": "memset", "buffer": buffer, "offset": 0, "bytes": nbytes, "value": fill})

    def launch(self, kernel, grid, block, *args):
        self.steps.append({"op": "launch", "kernel": kernel, "grid": [grid, 1, 1], "block": [block, 1, 1],
                           "args": list(args)})

    def expect(self, buffer, values, elem="i32", first=0):
        """Expects elements first.. of `buffer` to be `values` (4-byte elements)."""
        data = pack(elem, values)
        name = f"{self.name}.{buffer}.expected.bin"
        write_data(name, data)
        self.steps.append({"op": "expect", "buffer": buffer, "offset": 4 * first, "bytes": len(data),
                           "elem": elem, "file": name, "tolerance": {"kind": "exact"}})

    def finding(self, checker, kind, *markers, count=None, space=None, variant=None):
        """A finding of the planted bug at the source lines of these markers; with variant="o0", a
        finding of the -O0 build only (once one is given, the -O0 build expects exactly those)."""
        entry = {"checker": checker, "kind": kind, "at": [line_of(self.source, m) for m in markers]}
        if space:
            entry["space"] = space
        if count is not None:
            entry["count"] = count
        if variant == "o0":
            self.o0_findings = (self.o0_findings or []) + [entry]
        else:
            self.findings.append(entry)

    def pending(self, reason, variant=None):
        """Marks the case (variant="o0": its -O0 build only; reason None there: not the -O0 build) as
        an expected failure until the fix `reason` names lands."""
        if variant == "o0":
            self.o0_extra["pending"] = reason
        else:
            self.extra["pending"] = reason

    def write(self):
        conformance = {"args": self.args, "findings": self.findings}
        if self.findings:
            conformance = {"exit": 1, **conformance, "expects": "all"}
        conformance.update(self.extra)
        o0 = dict(self.o0_extra)
        if self.o0_findings is not None:
            o0["findings"] = self.o0_findings
            if bool(self.o0_findings) != bool(self.findings):
                o0.update({"exit": 1, "expects": "all"} if self.o0_findings else {"exit": None, "expects": None})
        if o0:
            conformance["o0"] = o0
        doc = {"note": self.note, "conformance": conformance, "steps": self.steps}
        with open(os.path.join(HERE, self.name + ".json"), "w") as f:
            f.write(dump(doc))


def dump(doc):
    """JSON with one step or finding per line."""
    out = ["{"]
    out.append(f' "note": {json.dumps(doc["note"])},')
    conf = doc["conformance"]
    parts = []
    for key, value in conf.items():
        if key == "findings" and value:
            rows = ",\n   ".join(json.dumps(f) for f in value)
            parts.append(f'  "findings": [\n   {rows}\n  ]')
        elif key == "o0" and value.get("findings"):
            rows = ",\n    ".join(json.dumps(f) for f in value["findings"])
            rest = "".join(f", {json.dumps(k)}: {json.dumps(v)}" for k, v in value.items() if k != "findings")
            parts.append(f'  "o0": {{"findings": [\n    {rows}\n   ]{rest}}}')
        else:
            parts.append(f"  {json.dumps(key)}: {json.dumps(value)}")
    out.append(' "conformance": {\n' + ",\n".join(parts) + "\n },")
    out.append(' "steps": [')
    out.append(",\n".join("  " + json.dumps(s) for s in doc["steps"]))
    out.append(" ]")
    out.append("}")
    return "\n".join(out) + "\n"


def twins(case, note_bug, note_clean, build, source=None):
    """Writes the bug and its clean twin: build(script) fills in each."""
    for clean in (False, True):
        s = Script(case, clean, note_clean if clean else note_bug, source)
        build(s)
        s.write()
