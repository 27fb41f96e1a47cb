#!/usr/bin/env python3
"""Corpus test: every LLVM test file that llvm-as accepts must parse, print back as IR that llvm-as-19
accepts, and print identically when its own output is parsed again.

Usage: corpus_check.py NVVM_SIM CORPUS_DIR [--tsv REL.tsv ...] [--jobs N] [--min-rate 0.99]
                       [--llvm-as llvm-as-19] [--keep-failures DIR]

Each tsv (default: the two below, relative to CORPUS_DIR) lists `ok<TAB>path` or `FAIL<TAB>path<TAB>reason`
rows, paths relative to the tsv's folder; only `ok` rows are checked. Per file:
  1. `nvvm-sim parse FILE -o OUT.ll` exits 0;
  2. `llvm-as-19 OUT.ll` succeeds;
  3. `nvvm-sim parse OUT.ll -o OUT2.ll` exits 0 and OUT2.ll equals OUT.ll byte for byte.
A file that LLVM 19 itself rejects as invalid ("does not verify", listed in an llvm-as-19.results.tsv
beside the tsv) is excused from step 2: no faithful printing of it can be accepted.
Exits 1 when a stage's pass rate is below --min-rate, 77 (ctest's skip) when the corpus or llvm-as-19
is missing. The last line is always `N passed, N failed`.
"""

import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

SKIP = 77
DEFAULT_TSVS = [
    "llvm19-nvptx-tests/llvm-as-19.results.tsv",
    "llvm14-nvptx-tests/llvm-as-14.results.tsv",
]
STAGES = ["parse", "llvm-as-19", "round trip"]
TIMEOUT_S = 60  # per command; the largest corpus file (1.2 MB) parses in well under a second


@dataclass
class Result:
    name: str  # path as shown in reports: tsv folder name / relative path
    failures: dict = field(default_factory=dict)  # stage -> one-line reason
    excused: bool = False  # llvm-as-19 rejects the original as invalid: step 2 not counted


def first_error_line(text):
    """The most telling line of a tool's output: the first with 'error', else the first non-empty."""
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    for line in lines:
        if "error" in line.lower():
            return line
    return lines[0] if lines else "(no output)"


def run(cmd):
    """Runs cmd; returns (ok, one-line reason)."""
    try:
        p = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                           errors="replace", timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return False, f"timed out after {TIMEOUT_S} s"
    except OSError as e:
        return False, f"cannot run {cmd[0]}: {e}"
    if p.returncode == 0:
        return True, ""
    if p.returncode < 0:
        return False, f"killed by signal {-p.returncode}: {first_error_line(p.stderr + p.stdout)}"
    return False, f"exit {p.returncode}: {first_error_line(p.stderr + p.stdout)}"


def check_file(nvvm_sim, llvm_as, src, name, excused, scratch, keep_dir):
    res = Result(name, excused=excused)
    out1 = scratch / (name.replace("/", "__") + ".out.ll")
    out2 = scratch / (name.replace("/", "__") + ".out2.ll")
    ok, why = run([nvvm_sim, "parse", str(src), "-o", str(out1)])
    if not ok:
        for stage in STAGES:
            res.failures[stage] = why if stage == "parse" else "not parsed"
        return res
    ok, why = run([llvm_as, str(out1), "-o", os.devnull])
    if not ok:
        res.failures["llvm-as-19"] = why
    ok, why = run([nvvm_sim, "parse", str(out1), "-o", str(out2)])
    if not ok:
        res.failures["round trip"] = "reparse: " + why
    elif out1.read_bytes() != out2.read_bytes():
        res.failures["round trip"] = first_difference(out1, out2)
    if keep_dir and res.failures:
        for f in (out1, out2):
            if f.exists():
                shutil.copy(f, keep_dir / f.name)
    for f in (out1, out2):
        f.unlink(missing_ok=True)
    return res


def first_difference(a, b):
    la = a.read_text(errors="replace").splitlines()
    lb = b.read_text(errors="replace").splitlines()
    for i, (x, y) in enumerate(zip(la, lb)):
        if x != y:
            return f"output differs at line {i + 1}: {x.strip()[:80]!r} then {y.strip()[:80]!r}"
    return f"output differs: {len(la)} lines then {len(lb)} lines (or in line endings)"


def read_tsv(path):
    """The `ok` rows' paths and the `FAIL` rows' {path: reason} of a results tsv."""
    ok, failed = [], {}
    for line in path.read_text().splitlines():
        cols = line.split("\t")
        if len(cols) >= 2 and cols[0] == "ok":
            ok.append(cols[1])
        elif len(cols) >= 2 and cols[0] == "FAIL":
            failed[cols[1]] = cols[2] if len(cols) > 2 else ""
    return ok, failed


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("nvvm_sim")
    ap.add_argument("corpus")
    ap.add_argument("--tsv", action="append", help="results tsv relative to CORPUS (repeatable)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--min-rate", type=float, default=0.99)
    ap.add_argument("--llvm-as", default="llvm-as-19")
    ap.add_argument("--keep-failures", type=Path, help="copy the outputs of failing files here")
    args = ap.parse_args()

    corpus = Path(args.corpus)
    tsvs = [corpus / t for t in (args.tsv or DEFAULT_TSVS)]
    missing = [str(t) for t in tsvs if not t.is_file()]
    if missing:
        print(f"SKIP: corpus not found: {', '.join(missing)}")
        return SKIP
    llvm_as = shutil.which(args.llvm_as)
    if not llvm_as:
        print(f"SKIP: {args.llvm_as} not found on PATH (Debian: apt-get install llvm-19)")
        return SKIP
    if not os.access(args.nvvm_sim, os.X_OK):
        print(f"error: {args.nvvm_sim} is not an executable")
        return 1
    if args.keep_failures:
        args.keep_failures.mkdir(parents=True, exist_ok=True)

    jobs = []  # (src, name, excused)
    for tsv in tsvs:
        ok_rows, _ = read_tsv(tsv)
        as19 = tsv.parent / "llvm-as-19.results.tsv"
        invalid_in_19 = set()
        if as19.is_file():
            _, failed19 = read_tsv(as19)
            invalid_in_19 = {p for p, why in failed19.items() if "does not verify" in why}
        for rel in ok_rows:
            jobs.append((tsv.parent / rel, f"{tsv.parent.name}/{rel}", rel in invalid_in_19))

    results = []
    with tempfile.TemporaryDirectory(prefix="nvsim-corpus-") as tmp, \
            concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [pool.submit(check_file, args.nvvm_sim, llvm_as, src, name, excused, Path(tmp),
                               args.keep_failures) for src, name, excused in jobs]
        for fut in futures:
            res = fut.result()
            results.append(res)
            for stage in STAGES:
                why = res.failures.get(stage)
                if why and why != "not parsed" and not (stage == "llvm-as-19" and res.excused):
                    print(f"FAIL [{stage}] {res.name}: {why}", flush=True)

    total = len(results)
    summary, below = [], []
    for stage in STAGES:
        counted = [r for r in results if not (stage == "llvm-as-19" and r.excused)]
        passed = sum(1 for r in counted if stage not in r.failures)
        rate = passed / len(counted) if counted else 1.0
        summary.append(f"{stage} {passed}/{len(counted)} ({100 * rate:.1f}%)")
        if rate < args.min_rate:
            below.append(stage)
    excused = sum(1 for r in results if r.excused)
    print(f"{total} files: " + ", ".join(summary)
          + (f"; {excused} excused from llvm-as-19 (invalid in LLVM 19)" if excused else ""))
    if below:
        print(f"below the required {100 * args.min_rate:g}%: {', '.join(below)}")
    failed = sum(1 for r in results
                 if any(s != "llvm-as-19" or not r.excused for s in r.failures))
    print(f"{total - failed} passed, {failed} failed")
    return 1 if below or total == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
