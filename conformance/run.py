#!/usr/bin/env python3
"""run.py - the conformance runner: every case is data, this is the one program that runs them.

  run.py NVVM_SIM ROOT [--area A]... [--case NAME]... [-j N] [--timeout S] [--launch-timeout S] [-v]
         [--show-pending] [--keep DIR]
  run.py NVVM_SIM ROOT --lint [--area A]... [--case NAME]...

A case is ROOT/cases/<area>/<name>.ll plus its launch script ROOT/cases/<area>/<name>.json (the
format of CLI.md: alloc, h2d, launch, expect...) and the data files the script names. Several IR files may
share one script: for k.o2.ll the runner takes k.o2.json if it exists, else k.json (the CUDA
programs come as k.o0.ll, k.o2.ll and k.typed.ll with one k.json).

For each case it runs
  NVVM_SIM run <name>.ll --script <name>.json --report json --dump-dir TMP [conformance.args...]
and checks:
  * the exit code (0 unless the script's "conformance" object says otherwise);
  * that stderr contains every substring of conformance.stderr;
  * that the JSON report on stdout lists every expect step of the script with "pass": true (a
    case expected to fault only needs the expects that ran to pass, unless conformance.expects
    is "all");
  * independently of the simulator's own comparison: the actual bytes it wrote to TMP/<file> for
    each expect step, compared here with the expected file under the step's tolerance;
  * when the case has goldens (ROOT/golden/<compiler>/<area>/<name>/golden.json, the outputs of a
    real GPU recorded by record_goldens.py), that the interpreter matches each of them:
      NVVM_SIM diff <name>.ll --script <name>.json --golden DIR [--ignore SPEC...]
    (bit for bit, or within the tolerance of the approximate operations the kernel uses), leaving
    out the elements of conformance.gpu_differences for that compiler.

The optional "conformance" object of a script (a field nvvm-sim knows and leaves to this harness: tools/ScriptFields.def):
  {"exit": 1, "stderr": ["out of bounds", "block (0,0,0) thread (3,0,0)"],
   "args": ["--threads", "1"], "timeout": 60, "expects": "all" | "ran", "note": "...",
   "schedules": [["--warp-schedule", "converged"], ["--threads", "8"]], "random_seeds": 20,
   "findings": [{"checker": "racecheck", "kind": "read-after-write", "at": ["k.cu:14", "k.cu:9"]}],
   "verify": ["is not supported in NVVM IR (spec 9.4, standard C library)"],
   "pending": "issue 17: <the fix>", "o0": {"findings": [...], "pending": null},
   "gpu_differences": [{"compiler": "llc", "ignore": "4@8::16", "why": "docs/hardware-differences.md#..."}]}

"schedules" and "random_seeds" run the case several times, and it must pass every time: once per
entry of "schedules" (each a list of options appended to the case's other args), then once per
seed K = 1..random_seeds with `--warp-schedule random --schedule random --seed K` appended. A case
with neither runs once. A failure names the schedule it failed under ("under --threads 8: ...");
after a run that times out (the runner's timeout, or the simulator's own `--timeout` that stops a
launch: "ran longer than its time limit" on stderr), the remaining schedules are not run (the case
has failed already, and each would likely hang too). The timeout applies to each run.

"gpu_differences" lists known, explained differences between the interpreter and a GPU's golden:
each leaves the elements `ignore` names (diff --ignore's syntax: STEP, STEP@I,J or
STEP@FIRST:LAST[:STRIDE]) out of the comparison with that compiler's golden (both compilers when
"compiler" is absent); "why" must point at docs/hardware-differences.md, where the evidence is.

"findings" lists the findings the report must hold, exactly (a case with a planted bug, see
checks/): each {"checker": ..., "kind": ..., "at": ["k.cu:12", ...]} plus optional "space" and
"count". "at" is the set of source lines (file:line, the file compared by its base name, no
column) of the finding's location and, for a racecheck finding, of its other access; a finding
matches when checker, kind, that set and the optional fields agree. Every expected finding must
be reported and every reported one expected (an empty list: none at all).

"pending": "issue 17: <the fix it waits for>" marks an expected failure (XFAIL): right expectations
that fail until a known change lands. Its problems do not fail the run (printed with -v or
--show-pending); a pending case that passes FAILS, so that whoever lands the fix removes the marker.

"o0": {...} overrides fields for the -O0 build, NAME.o0.ll run with NAME.json: each field there
replaces the top-level one ("pending": null there clears the top-level marker). The source lines
are the same at -O0; a count, a finding only one build has, or what is pending may differ.

"verify" (lint only) says that `nvvm-sim verify` must reject the .ll (exit 3) with every one of
these messages: the case runs something outside NVVM IR that the executor accepts anyway.

--lint checks the cases without running the simulator: scripts parse, files exist with the sizes
the steps say, ranges lie inside their buffers, each launched kernel is defined and annotated in
the .ll with as many parameters as the launch passes, data files stay under 64 KiB, coverage.json
names only existing cases and every case is named there; and `NVVM_SIM verify` accepts every .ll.

Each case ends PASS, FAIL or XFAIL (a pending case that failed, as expected: its problems are
printed with -v or --show-pending). Exit status: 0 all passed (XFAILs included), 1 a case failed
(or none was selected), 77 NVVM_SIM has no working
`run` command yet (ctest reports the test as skipped), 2 usage.
"""

import argparse
import concurrent.futures
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

SKIP = 77
SIM_TIMEOUT = "ran longer than its time limit"  # nvvm-sim's message when --timeout stops a launch
MAX_DATA_BYTES = 64 * 1024
NOT_AREAS = {"__pycache__"}
CONFORMANCE_KEYS = {"exit", "stderr", "args", "timeout", "expects", "note", "verify", "findings", "gpu_differences",
                    "schedules", "random_seeds", "pending", "o0"}
VARIANT_KEYS = {"o0"}  # the IR variants (NAME.<variant>.ll) a script may hold overrides for
GPU_DIFFERENCE_KEYS = {"compiler", "ignore", "why"}
def _finding_kinds():
    """Every checker's finding kinds, from the simulator's tables (sim/Findings.def, whose memcheck
    kinds of bad access are memory/Faults.def's third column), so that a new kind is one row; None
    when this runner is not beside its source tree (a copy of conformance/ elsewhere)."""
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    if not os.path.exists(os.path.join(root, "sim", "Findings.def")):
        return None
    kinds = {}
    with open(os.path.join(root, "memory", "Faults.def")) as f:
        kinds["memcheck"] = set(re.findall(r'^NVSIM_FAULT\(\w+, "[^"]*", "([^"]+)"\)', f.read(), re.M))
    with open(os.path.join(root, "sim", "Findings.def")) as f:
        for checker, kind in re.findall(r'^NVSIM_FINDING\(\w+, (\w+), "([^"]+)"', f.read(), re.M):
            kinds.setdefault(checker.lower(), set()).add(kind)
    return kinds


FINDING_KINDS = _finding_kinds()
FINDING_KEYS = {"checker", "kind", "at", "space", "count"}
STEP_OPS = {"alloc", "h2d", "memset", "launch", "d2h", "expect"}
ELEMS = {  # struct format, is float
    "i8": ("b", False), "u8": ("B", False), "i16": ("h", False), "u16": ("H", False),
    "i32": ("i", False), "u32": ("I", False), "i64": ("q", False), "u64": ("Q", False),
    "f16": ("e", True), "f32": ("f", True), "f64": ("d", True),
}
SCALARS = {"i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f32", "f64"}


# ---- Cases ----------------------------------------------------------------------------------------

def cases_dir(root):
    """Where the area folders are: ROOT/cases (goldens, coverage.json and the generators beside it)."""
    return os.path.join(root, "cases")


class Case:
    def __init__(self, root, area, ll):
        self.area = area
        folder = os.path.join(cases_dir(root), area)
        self.ll = os.path.join(folder, ll)
        self.name = ll[:-3]
        self.id = f"{area}/{self.name}"
        self.script = os.path.join(folder, self.name + ".json")
        if not os.path.isfile(self.script) and "." in self.name:
            self.script = os.path.join(folder, self.name.rsplit(".", 1)[0] + ".json")
        self.folder = folder
        self.root = root
        # the variant whose overrides apply: NAME.o0.ll run with NAME.json (not with its own NAME.o0.json)
        base, _, suffix = self.name.rpartition(".")
        self.variant = suffix if base and not self.script.endswith(self.name + ".json") else None

    def goldens(self):
        """(compiler, folder) of every golden recorded for this case."""
        top = os.path.join(self.root, "golden")
        if not os.path.isdir(top):
            return []
        out = []
        for compiler in sorted(os.listdir(top)):
            folder = os.path.join(top, compiler, self.area, self.name)
            if os.path.isfile(os.path.join(folder, "golden.json")):
                out.append((compiler, folder))
        return out

    def load(self):
        """The script and its "conformance" object, with this variant's overrides applied."""
        with open(self.script) as f:
            doc = json.load(f)
        return doc, effective_conformance(doc.get("conformance", {}), self.variant)


def effective_conformance(conf, variant):
    """`conf` with the fields of conf[variant] (an "o0" object) in place of its own; a field set to
    null there is removed. The variant objects themselves are dropped."""
    out = {k: v for k, v in conf.items() if k not in VARIANT_KEYS}
    override = conf.get(variant) if variant in VARIANT_KEYS else None
    for key, value in (override.items() if isinstance(override, dict) else ()):
        if value is None:
            out.pop(key, None)
        else:
            out[key] = value
    return out


def areas_of(root):
    out = []
    top = cases_dir(root)
    for entry in sorted(os.listdir(top)) if os.path.isdir(top) else []:
        path = os.path.join(top, entry)
        if entry in NOT_AREAS or not os.path.isdir(path):
            continue
        if any(f.endswith(".ll") for f in os.listdir(path)):
            out.append(entry)
    return out


def discover(root, areas, names):
    all_areas = areas_of(root)
    for a in areas or []:
        if a not in all_areas:
            raise SystemExit(f"run.py: no area '{a}' under {cases_dir(root)} (areas: {' '.join(all_areas)})")
    cases = []
    for area in areas or all_areas:
        for ll in sorted(os.listdir(os.path.join(cases_dir(root), area))):
            if ll.endswith(".ll"):
                cases.append(Case(root, area, ll))
    if names:
        cases = [c for c in cases if c.id in names or c.name in names]
    return cases


def expect_steps(doc):
    return [s for s in doc.get("steps", []) if s.get("op") == "expect"]


# ---- Comparison (the runner's own, independent of the simulator's) --------------------------------

def ordered(bits, width):
    """Maps float bits to integers whose order is the floats' order (for ulp distances)."""
    sign = 1 << (width - 1)
    return sign - (bits & (sign - 1)) - 1 if bits & sign else sign + bits


def compare(actual, expected, elem, tolerance):
    """Returns a list of (index, actual, expected) mismatches (at most 5) and their count."""
    if len(actual) != len(expected):
        return [(None, f"{len(actual)} bytes", f"{len(expected)} bytes")], 1
    fmt, is_float = ELEMS.get(elem, ("B", False))
    size = struct.calcsize(fmt)
    kind = (tolerance or {}).get("kind", "exact")
    if len(actual) % size:
        fmt, is_float, size = "B", False, 1
    n = len(actual) // size
    if actual == expected:
        return [], 0
    a_vals = struct.unpack(f"<{n}{fmt}", actual)
    e_vals = struct.unpack(f"<{n}{fmt}", expected)
    ints = {2: "H", 4: "I", 8: "Q"}.get(size)
    a_bits = struct.unpack(f"<{n}{ints}", actual) if is_float else a_vals
    e_bits = struct.unpack(f"<{n}{ints}", expected) if is_float else e_vals
    bad, count = [], 0
    for i in range(n):
        a, e = a_vals[i], e_vals[i]
        if a_bits[i] == e_bits[i]:
            continue
        ok = False
        if is_float:
            if math.isnan(a) and math.isnan(e):
                ok = True
            elif math.isnan(a) or math.isnan(e) or math.isinf(a) or math.isinf(e):
                ok = False
            elif kind == "abs":
                ok = abs(a - e) <= tolerance.get("abs", 0)
            elif kind == "rel":
                ok = abs(a - e) <= tolerance.get("rel", 0) * abs(e)
            elif kind == "rel_abs":
                ok = abs(a - e) <= tolerance.get("abs", 0) + tolerance.get("rel", 0) * abs(e)
            elif kind == "ulp":
                w = size * 8
                ok = abs(ordered(a_bits[i], w) - ordered(e_bits[i], w)) <= tolerance.get("ulp", 0)
        elif kind == "abs":
            ok = abs(a - e) <= tolerance.get("abs", 0)
        if not ok:
            count += 1
            if len(bad) < 5:
                bad.append((i, a, e))
    return bad, count


# ---- Findings (a case with a planted bug expects exactly these) -----------------------------------

def source_line(location):
    """'dir/k.cu:12:5' -> 'k.cu:12': the file's base name and the line (None without a line)."""
    m = re.match(r"^(.*?):(\d+)(?::\d+)?$", str(location or ""))
    return f"{os.path.basename(m.group(1))}:{m.group(2)}" if m else None


def finding_lines(finding, with_other=False):
    """The source lines of a reported finding: its location, plus its other access's for a race
    (or when `with_other`: an uninitialized value's first read, which a case may name too)."""
    lines = {source_line(finding.get("location"))}
    other = finding.get("other")
    if (with_other or finding.get("checker") == "racecheck") and isinstance(other, dict):
        lines.add(source_line(other.get("location")))
    return lines


def finding_matches(want, got):
    """Whether reported finding `got` is the expected finding `want`."""
    if want.get("checker") != got.get("checker") or want.get("kind") != got.get("kind"):
        return False
    if {source_line(a) for a in want.get("at", [])} != finding_lines(got, len(want.get("at", [])) > 1):
        return False
    return all(want[k] == got.get(k) for k in ("space", "count") if k in want)


def show_expected(want):
    extra = "".join(f", {k} {want[k]}" for k in ("space", "count") if k in want)
    return f"[{want.get('checker')}] {want.get('kind')} at {' + '.join(want.get('at', []))}{extra}"


def show_reported(got):
    text = f"[{got.get('checker')}] {got.get('kind')} at {got.get('location')}"
    other = got.get("other")
    if isinstance(other, dict) and other.get("location"):
        text += f" (other access at {other['location']})"
    return text + f", space {got.get('space')}, count {got.get('count')}"


def check_findings(expected, reported):
    """Problems: expected findings the report lacks, then reported findings no one expected."""
    left = [f for f in reported if isinstance(f, dict)]
    missing = []
    # The most specific expectations pick first, so a looser one cannot take their finding.
    order = sorted(range(len(expected)), key=lambda i: -sum(k in expected[i] for k in ("space", "count")))
    for i in order:
        hit = next((got for got in left if finding_matches(expected[i], got)), None)
        if hit is None:
            missing.append(i)
        else:
            left.remove(hit)
    problems = [f"expected finding not reported: {show_expected(expected[i])}" for i in sorted(missing)]
    problems += [f"unexpected finding: {show_reported(got)}" for got in left]
    return problems


def lint_findings(findings, want_rc):
    """Problems with a case's "findings" field."""
    if not isinstance(findings, list):
        return ["findings: not a list"]
    problems = []
    if findings and want_rc != 1:
        problems.append(f"findings: a case with findings exits with 1, not {want_rc}")
    for n, f in enumerate(findings):
        where = f"findings[{n}]"
        if not isinstance(f, dict):
            problems.append(f"{where}: not an object")
            continue
        for key in sorted(set(f) - FINDING_KEYS):
            problems.append(f"{where}: unknown field {key!r}")
        checker, kind, at = f.get("checker"), f.get("kind"), f.get("at")
        if FINDING_KINDS is None:
            pass
        elif checker not in FINDING_KINDS:
            problems.append(f"{where}: unknown checker {checker!r}")
        elif kind not in FINDING_KINDS[checker]:
            problems.append(f"{where}: {checker} has no kind {kind!r}")
        # a race names both accesses; an uninitialized value may name its first read too
        most = 2 if checker == "racecheck" or kind == "uninitialized-value" else 1
        if not isinstance(at, list) or not 1 <= len(at) <= most or not all(source_line(a) for a in at):
            problems.append(f"{where}: \"at\" must list 1 to {most} source lines (file:line)")
        if "count" in f and not (isinstance(f["count"], int) and f["count"] >= 1):
            problems.append(f"{where}: count must be a positive integer")
    return problems


def lint_schedules(conf):
    """Problems with a case's "schedules" and "random_seeds" fields."""
    problems = []
    scheds = conf.get("schedules", [])
    if not isinstance(scheds, list) or not all(
            isinstance(s, list) and all(isinstance(a, (str, int)) for a in s) for s in scheds):
        problems.append("schedules: must be a list of option lists (strings), e.g. [[\"--threads\", \"8\"]]")
    seeds = conf.get("random_seeds", 0)
    if not isinstance(seeds, int) or isinstance(seeds, bool) or not 0 <= seeds <= 1000:
        problems.append("random_seeds: must be an integer from 0 to 1000")
    return problems


# ---- Running one case -----------------------------------------------------------------------------

def parse_report(stdout):
    text = stdout.strip()
    if not text:
        return None
    try:
        doc = json.loads(text)
        if isinstance(doc, dict):
            return doc
    except ValueError:
        pass
    for line in reversed(text.splitlines()):
        line = line.strip()
        if line.startswith("{"):
            try:
                doc = json.loads(line)
                if isinstance(doc, dict):
                    return doc
            except ValueError:
                continue
    return None


def first_lines(text, n=3):
    lines = [l for l in text.strip().splitlines() if l.strip()]
    more = f" (+{len(lines) - n} lines)" if len(lines) > n else ""
    return " | ".join(lines[:n]) + more


def schedules_of(conf):
    """The extra options of each run of a case: every entry of conformance.schedules, then
    `--warp-schedule random --schedule random --seed K` for K = 1..conformance.random_seeds;
    [[]] (one run with the case's own args) when it has neither."""
    runs = [[str(a) for a in s] for s in conf.get("schedules", [])]
    runs += [["--warp-schedule", "random", "--schedule", "random", "--seed", str(k)]
             for k in range(1, int(conf.get("random_seeds", 0)) + 1)]
    return runs or [[]]


def run_case(sim, case, timeout, keep, check=None):
    """Returns a list of problems (empty: passed): of every schedule the case runs under."""
    try:
        doc, conf = case.load()
    except (OSError, ValueError) as e:
        return [f"cannot read script {os.path.relpath(case.script)}: {e}"]
    runs = schedules_of(conf)
    problems = []
    for n, extra in enumerate(runs):
        label = f"under {' '.join(extra) if extra else 'the default schedule'}: " if len(runs) > 1 else ""
        suffix = f"__{n}" if len(runs) > 1 else ""
        mine, timed_out = run_once(sim, case, doc, conf, extra, timeout, keep, check, suffix)
        if mine:
            problems += [label + mine[0]] + mine[1:]
        if timed_out and n + 1 < len(runs):
            problems.append(f"{len(runs) - n - 1} more schedule(s) not run after the timeout")
            break
    if not check:
        problems += check_goldens(sim, case, conf.get("timeout", timeout))
    return problems


def verdict(sim, case, timeout, keep, check=None):
    """(PASS | FAIL | XFAIL, problems): a case marked "pending" fails as expected (XFAIL), and one
    that passes all the same FAILS, so that its marker gets removed."""
    problems = run_case(sim, case, timeout, keep, check)
    pending = None if problems and problems[0].startswith("cannot read script") else case.load()[1].get("pending")
    if pending:
        if problems:
            return "XFAIL", [f"pending ({pending}): {problems[0]}"] + problems[1:]
        return "FAIL", [f"marked pending ({pending}) but passes: remove the marker"]
    return ("FAIL" if problems else "PASS"), problems


def run_once(sim, case, doc, conf, extra, timeout, keep, check, suffix):
    """One run of a case with `extra` options appended: (problems, whether it timed out)."""
    dump = tempfile.mkdtemp(prefix="nvsim-conf-")
    try:
        cmd = [sim, "run", case.ll, "--script", case.script, "--report", "json", "--dump-dir", dump]
        own = [str(a) for a in conf.get("args", [])]
        cmd += own
        if check and "--check" not in own:  # a case that picks its own checkers keeps them
            cmd += ["--check", check]
        cmd += extra
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, errors="replace",
                                  timeout=conf.get("timeout", timeout))
        except subprocess.TimeoutExpired:
            return [f"timed out after {conf.get('timeout', timeout)} s: {' '.join(cmd)}"], True
        problems = check_result(case, doc, conf, proc.returncode, proc.stdout, proc.stderr, dump)
        if problems:
            problems.append("command: " + " ".join(cmd))
        hung = bool(problems) and SIM_TIMEOUT in proc.stderr  # nvvm-sim's own --timeout stopped a launch
        if keep:
            dest = os.path.join(keep, case.id.replace("/", "__") + suffix)
            shutil.rmtree(dest, ignore_errors=True)
            shutil.copytree(dump, dest)
            with open(os.path.join(dest, "stdout.txt"), "w") as f:
                f.write(proc.stdout)
            with open(os.path.join(dest, "stderr.txt"), "w") as f:
                f.write(proc.stderr)
        return problems, hung
    finally:
        shutil.rmtree(dump, ignore_errors=True)


def check_goldens(sim, case, timeout):
    """Problems: goldens (a GPU's recorded outputs) the interpreter does not match."""
    problems = []
    try:
        _, conf = case.load()
    except (OSError, ValueError):
        conf = {}
    for compiler, folder in case.goldens():
        cmd = [sim, "diff", case.ll, "--script", case.script, "--golden", folder]
        for d in conf.get("gpu_differences", []):
            if d.get("compiler", compiler) == compiler:
                cmd += ["--ignore", d["ignore"]]
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, errors="replace", timeout=timeout)
        except subprocess.TimeoutExpired:
            problems.append(f"golden {compiler}: timed out after {timeout} s: {' '.join(cmd)}")
            continue
        if proc.returncode != 0:
            problems.append(f"golden {compiler}: the interpreter does not match the GPU (exit code "
                            f"{proc.returncode}): {first_lines(proc.stderr, 4) or '(empty)'}")
            problems.append("command: " + " ".join(cmd))
    return problems


def check_result(case, doc, conf, rc, stdout, stderr, dump):
    problems = []
    want_rc = conf.get("exit", 0)
    if rc != want_rc:
        problems.append(f"exit code {rc}, expected {want_rc}; stderr: {first_lines(stderr) or '(empty)'}")
    for text in conf.get("stderr", []):
        if text not in stderr:
            problems.append(f"stderr lacks {text!r}; stderr: {first_lines(stderr) or '(empty)'}")
    expects = expect_steps(doc)
    report = parse_report(stdout)
    if report is None:
        if expects or want_rc == 0 or "findings" in conf:
            problems.append(f"no JSON report on stdout: {first_lines(stdout) or '(empty)'}")
        return problems
    if "findings" in conf:
        problems += check_findings(conf["findings"], report.get("findings") or [])
    reported = {}
    for e in report.get("expects", []) or []:
        if isinstance(e, dict):
            reported.setdefault(os.path.basename(str(e.get("file", ""))), []).append(e)
    require_all = conf.get("expects", "all" if want_rc == 0 else "ran") == "all"
    for step in expects:
        name = os.path.basename(step["file"])
        entries = reported.get(name)
        if not entries:
            if require_all:
                problems.append(f"expect {step['file']}: not in the report")
            continue
        entry = entries.pop(0)
        if entry.get("pass") is not True:
            detail = {k: v for k, v in entry.items() if k not in ("file", "pass")}
            problems.append(f"expect {step['file']}: failed {json.dumps(detail)[:300]}")
        actual_path = os.path.join(dump, step["file"])
        if os.path.isfile(actual_path):
            with open(os.path.join(case.folder, step["file"]), "rb") as f:
                expected = f.read()
            with open(actual_path, "rb") as f:
                actual = f.read()
            bad, count = compare(actual, expected, step.get("elem", "u8"), step.get("tolerance"))
            if count:
                shown = ", ".join(f"[{i}] {a!r} != {e!r}" for i, a, e in bad)
                problems.append(f"expect {step['file']} ({step.get('elem', 'u8')}): {count} element(s) "
                                f"differ in the dumped bytes: {shown}")
    return problems


# ---- Lint -----------------------------------------------------------------------------------------

def split_params(text):
    """Top-level comma split of a parameter list (types like {i32, i32} or byval(...) nest)."""
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch in "({[<":
            depth += 1
        elif ch in ")}]>":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    return [p.strip() for p in parts]


def define_params(ir, name):
    m = re.search(r"^define\b[^@\n]*@(?:" + re.escape(name) + r'|"' + re.escape(name) + r'")\(', ir, re.M)
    if not m:
        return None
    depth, i = 1, m.end()
    while depth and i < len(ir):
        depth += {"(": 1, ")": -1}.get(ir[i], 0)
        i += 1
    params = split_params(ir[m.end():i - 1])
    return [p for p in params if p != "..."]


def is_kernel(ir, name):
    ref = r'(?:@' + re.escape(name) + r'|@"' + re.escape(name) + r'")'
    if re.search(ref + r'\s*,\s*!"kernel"\s*,\s*i32 1', ir):
        return True
    return bool(re.search(r"^define\b[^@\n]*ptx_kernel[^@\n]*" + ref + r"\(", ir, re.M))


def lint_case(case, verify_cmd):
    problems = []
    try:
        doc, conf = case.load()
    except OSError:
        return [f"no launch script ({case.name}.json)"]
    except ValueError as e:
        return [f"script is not valid JSON: {e}"]
    for key in conf:
        if key not in CONFORMANCE_KEYS:
            problems.append(f"unknown conformance field {key!r}")
    raw = doc.get("conformance", {})
    for variant in sorted(VARIANT_KEYS & set(raw)):
        override = raw[variant]
        if not isinstance(override, dict):
            problems.append(f"{variant}: must be an object of conformance fields")
            continue
        for key in sorted(set(override) - (CONFORMANCE_KEYS - VARIANT_KEYS)):
            problems.append(f"{variant}: unknown conformance field {key!r}")
        if "findings" in override:
            merged = effective_conformance(raw, variant)
            problems += [f"{variant}: {p}" for p in lint_findings(merged["findings"], merged.get("exit", 0))]
    if "pending" in conf and not (isinstance(conf["pending"], str) and conf["pending"].strip()):
        problems.append("pending: must say what the case waits for (a non-empty string)")
    if "findings" in conf:
        problems += lint_findings(conf["findings"], conf.get("exit", 0))
    problems += lint_schedules(conf)
    for d in conf.get("gpu_differences", []):
        if set(d) - GPU_DIFFERENCE_KEYS or "ignore" not in d or "hardware-differences.md" not in d.get("why", ""):
            problems.append(f"gpu_differences entry {d!r}: needs 'ignore' and a 'why' citing "
                            "docs/hardware-differences.md (and optionally 'compiler')")
        elif d.get("compiler", "nvvm") not in ("nvvm", "llc"):
            problems.append(f"gpu_differences entry {d!r}: compiler must be nvvm or llc")
    with open(case.ll) as f:
        ir = f.read()
    if "nvptx64-nvidia-cuda" not in ir and "nvptx-nvidia-cuda" not in ir:
        problems.append("no nvptx target triple")
    sizes = {}
    steps = doc.get("steps")
    if not isinstance(steps, list) or not steps:
        return problems + ["script has no steps"]
    launches = 0
    for n, s in enumerate(steps):
        op = s.get("op")
        where = f"step {n} ({op})"
        if op not in STEP_OPS:
            problems.append(f"{where}: unknown op")
            continue
        if op == "alloc":
            sizes[s["buffer"]] = s["bytes"]
            continue
        if op == "launch":
            launches += 1
            params = define_params(ir, s["kernel"])
            if params is None:
                problems.append(f"{where}: kernel {s['kernel']} is not defined in {os.path.basename(case.ll)}")
                continue
            if not is_kernel(ir, s["kernel"]):
                problems.append(f"{where}: {s['kernel']} is not marked as a kernel")
            if len(params) != len(s.get("args", [])):
                problems.append(f"{where}: {s['kernel']} takes {len(params)} parameters, the launch passes "
                                f"{len(s.get('args', []))}")
            for a in s.get("args", []):
                if a.get("type") == "ptr" and "buffer" in a and a["buffer"] not in sizes:
                    problems.append(f"{where}: buffer {a['buffer']} not allocated")
                elif a.get("type") not in SCALARS | {"ptr", "bytes"}:
                    problems.append(f"{where}: unknown argument type {a.get('type')}")
            continue
        buf = s.get("buffer")
        if buf not in sizes:
            problems.append(f"{where}: buffer {buf} not allocated")
            continue
        if s.get("offset", 0) + s.get("bytes", 0) > sizes[buf]:
            problems.append(f"{where}: range outside buffer {buf} ({sizes[buf]} bytes)")
        if op in ("h2d", "expect") and "file" in s:
            path = os.path.join(case.folder, s["file"])
            if not os.path.isfile(path):
                problems.append(f"{where}: missing file {s['file']}")
            elif os.path.getsize(path) != s["bytes"]:
                problems.append(f"{where}: {s['file']} has {os.path.getsize(path)} bytes, the step says {s['bytes']}")
            elif os.path.getsize(path) > MAX_DATA_BYTES:
                problems.append(f"{where}: {s['file']} is larger than 64 KiB")
        if op == "expect":
            if s.get("elem", "u8") not in ELEMS:
                problems.append(f"{where}: unknown elem {s.get('elem')}")
            kind = s.get("tolerance", {}).get("kind", "exact")
            if kind not in ("exact", "abs", "rel", "rel_abs", "ulp"):
                problems.append(f"{where}: unknown tolerance kind {kind}")
    if not launches:
        problems.append("script launches nothing")
    if not expect_steps(doc) and conf.get("exit", 0) == 0:
        problems.append("script expects nothing: a case that cannot fail")
    if verify_cmd and conf.get("verify"):
        proc = subprocess.run(verify_cmd + [case.ll], capture_output=True, text=True, errors="replace")
        if proc.returncode != 3:
            problems.append(f"nvvm-sim verify: exit {proc.returncode}, expected 3 (the case says it is rejected)")
        for text in conf["verify"]:
            if text not in proc.stderr + proc.stdout:
                problems.append(f"nvvm-sim verify: output lacks {text!r}: {first_lines(proc.stderr + proc.stdout, 4)}")
    elif verify_cmd:
        proc = subprocess.run(verify_cmd + [case.ll], capture_output=True, text=True, errors="replace")
        if proc.returncode != 0:
            problems.append(f"nvvm-sim verify: exit {proc.returncode}: {first_lines(proc.stderr + proc.stdout, 4)}")
    return problems


def lint_coverage(root, cases, full):
    path = os.path.join(root, "coverage.json")
    if not os.path.isfile(path):
        return ["coverage.json: missing"]
    with open(path) as f:
        cov = json.load(f)
    known = {c.id for c in cases} | {c.id.rsplit(".", 1)[0] for c in cases}
    problems, named = [], set()
    for key, refs in cov.items():
        if key.startswith("_"):
            continue
        if not isinstance(refs, list) or not refs:
            problems.append(f"coverage.json: {key}: no cases")
            continue
        for r in refs:
            named.add(r)
            if full and r not in known:
                problems.append(f"coverage.json: {key}: no case {r}")
    for c in cases:
        if c.id not in named and c.id.rsplit(".", 1)[0] not in named:
            problems.append(f"coverage.json: case {c.id} covers nothing")
    if full:  # data files no script names (left behind by a renamed case)
        used = set()
        for c in cases:
            try:
                doc, _ = c.load()
            except (OSError, ValueError):
                continue
            used |= {os.path.join(c.folder, s["file"]) for s in doc.get("steps", []) if "file" in s}
        for area in {c.area for c in cases}:
            folder = os.path.join(cases_dir(root), area)
            for fname in sorted(os.listdir(folder)):
                if fname.endswith(".bin") and os.path.join(folder, fname) not in used:
                    problems.append(f"{area}/{fname}: no script uses it")
    generator = os.path.join(root, "gen", "coverage.py")
    if full and os.path.isfile(generator):
        proc = subprocess.run([sys.executable, generator, "--check"], capture_output=True, text=True)
        if proc.returncode != 0:
            problems.append(proc.stdout.strip() or proc.stderr.strip())
    return problems


# ---- Driver ---------------------------------------------------------------------------------------

def has_run_command(sim):
    """`SIM run --help` succeeds and documents --script (CLI11 prints the top-level help, exit 0,
    for `run --help` while no run subcommand exists)."""
    try:
        proc = subprocess.run([sim, "run", "--help"], capture_output=True, text=True, errors="replace",
                              timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return proc.returncode == 0 and "--script" in proc.stdout + proc.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("sim", help="the nvvm-sim executable")
    ap.add_argument("root", help="the conformance folder (its cases/ holds the area folders)")
    ap.add_argument("--area", action="append", help="only this area (repeatable)")
    ap.add_argument("--case", action="append", help="only this case, NAME or AREA/NAME (repeatable)")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=float, default=120, help="seconds per case (default 120)")
    ap.add_argument("--launch-timeout", type=float, default=20,
                    help="nvvm-sim's own limit on each launch ($NVVM_SIM_TIMEOUT; a case's --timeout wins): a "
                         "hanging kernel fails in this time with the lanes still running (default 20, 0: none)")
    ap.add_argument("-v", "--verbose", action="store_true", help="print a line for passing cases too")
    ap.add_argument("--check", metavar="LIST",
                    help="run every case under these checkers (nvvm-sim run --check): a clean case must stay "
                         "clean, so a finding fails it through the exit code")
    ap.add_argument("--show-pending", action="store_true",
                    help="print the problems of the cases marked pending (XFAIL) too (-v does as well)")
    ap.add_argument("--keep", metavar="DIR", help="keep each case's dump folder, stdout and stderr here")
    ap.add_argument("--lint", action="store_true", help="check the cases without running them")
    ap.add_argument("--list", action="store_true", help="list the selected cases")
    args = ap.parse_args()

    root = os.path.abspath(args.root)
    cases = discover(root, args.area, args.case)
    if args.list:
        for c in cases:
            print(c.id)
        return 0
    if not cases:
        print("run.py: no case selected (a test that runs nothing cannot fail)", file=sys.stderr)
        return 1

    if args.lint:
        verify = [args.sim, "verify"] if args.sim != "-" else None
        results = [(c, lint_case(c, verify)) for c in cases]
        extra = [] if args.case else lint_coverage(root, cases, full=not args.area)
        failed = [(c, p) for c, p in results if p]
        for c, p in failed:
            for line in p:
                print(f"LINT {c.id}: {line}")
        for line in extra:
            print(f"LINT {line}")
        print(f"conformance lint: {len(cases) - len(failed)} of {len(cases)} cases clean"
              + (f", {len(extra)} coverage problem(s)" if extra else ""))
        return 1 if failed or extra else 0

    if not has_run_command(args.sim):
        print(f"run.py: '{args.sim} run --help' fails: no run command yet; skipping {len(cases)} cases")
        return SKIP
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
    # Every launch of every run gets nvvm-sim's own time limit, short next to the runner's timeout.
    os.environ["NVVM_SIM_TIMEOUT"] = f"{args.launch_timeout:g}"

    failed = xfailed = 0
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        futures = [(c, pool.submit(verdict, args.sim, c, args.timeout, args.keep, args.check)) for c in cases]
        for c, fut in futures:
            status, problems = fut.result()
            failed += status == "FAIL"
            xfailed += status == "XFAIL"
            if problems and (status == "FAIL" or args.verbose or args.show_pending):
                print(f"{status} {c.id}: {problems[0]}")
                for p in problems[1:]:
                    print(f"     {p}")
            elif args.verbose:
                print(f"{status} {c.id}")
            sys.stdout.flush()
    pending = f", {xfailed} pending (expected failures)" if xfailed else ""
    print(f"conformance: {len(cases) - failed - xfailed} passed, {failed} failed{pending}, of {len(cases)} cases")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
