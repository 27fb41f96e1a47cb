#!/usr/bin/env python3
"""Builds and runs the CUDA conformance programs (programs.json) with `nvvm-sim cc` and
`nvvm-sim exec`.

    python3 run.py NVVM_SIM_BINARY [--jobs 2] [--only NAME ...] [--out DIR]

A program passes when it builds, exits 0 under `nvvm-sim exec --check <its checkers>` within its
timeout, and prints its expected text. Exit codes: 0 all passed, 1 some failed, 2 usage,
77 skipped (clang++-19, which `nvvm-sim cc` needs, is not installed).
"""
import argparse
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
LAUNCH_TIMEOUT = 20  # seconds each launch may run (exec --timeout), unless the program sets launch_timeout
TAIL_LINES = 25


def tail(text, lines=TAIL_LINES):
    rows = text.rstrip().splitlines()
    cut = rows[-lines:]
    prefix = ["    ... (%d lines before)" % (len(rows) - len(cut))] if len(rows) > len(cut) else []
    return "\n".join(prefix + ["    " + r for r in cut])


def run(cmd, timeout, cwd=None):
    """Runs cmd; returns (exit code or None on timeout, combined output, seconds)."""
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout)
        out, code = p.stdout, p.returncode
    except subprocess.TimeoutExpired as e:
        out, code = e.stdout or b"", None
    return code, out.decode("utf-8", "replace"), time.monotonic() - start


def check_program(nvsim, prog, outdir):
    """Builds and runs one program; returns (ok, message)."""
    name = prog["name"]
    sources = [os.path.join(HERE, s) for s in prog["sources"]]
    exe = os.path.join(outdir, name)
    build = [nvsim, "cc", "-O2"] + prog.get("cflags", []) + sources + ["-o", exe]
    code, out, build_s = run(build, timeout=prog.get("build_timeout", 180))
    if code != 0:
        why = "timed out" if code is None else "exit code %d" % code
        return False, "FAIL %s: build %s\n    $ %s\n%s" % (name, why, " ".join(build), tail(out))
    # nvvm-sim's own limit on each launch, short next to the program's: a hanging kernel fails with
    # the lanes still running and their lines.
    cmd = [nvsim, "exec", "--timeout", str(prog.get("launch_timeout", LAUNCH_TIMEOUT))]
    if prog.get("check", "all"):
        cmd += ["--check", prog.get("check", "all")]
    cmd += ["--", exe] + [str(a) for a in prog.get("args", [])]
    code, out, run_s = run(cmd, timeout=prog["timeout"], cwd=os.path.dirname(sources[0]))
    expect = prog.get("expect_stdout", "PASSED")
    problems = []
    if code is None:
        problems.append("timed out after %ss" % prog["timeout"])
    elif code != 0:
        problems.append("exit code %d" % code)
    if expect not in out:
        problems.append("'%s' missing from the output" % expect)
    reject = prog.get("reject_stdout")
    if reject and reject in out:
        problems.append("'%s' in the output" % reject)
    if problems:
        return False, "FAIL %s: %s\n    $ %s\n%s" % (name, ", ".join(problems), " ".join(cmd), tail(out))
    return True, "ok   %-28s build %5.1fs  run %5.1fs" % (name, build_s, run_s)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("nvvm_sim", help="the nvvm-sim binary")
    ap.add_argument("--jobs", type=int, default=2, help="programs built and run at once (default 2)")
    ap.add_argument("--only", action="append", default=[], metavar="NAME", help="run only this program (repeatable)")
    ap.add_argument("--out", help="folder for the built programs (default: a temporary folder, removed afterwards)")
    args = ap.parse_args()

    if shutil.which("clang++-19") is None:
        print("run.py: skipped: clang++-19 is not installed (nvvm-sim cc needs it)")
        return 77
    nvsim = os.path.abspath(args.nvvm_sim)
    if not os.access(nvsim, os.X_OK):
        print("run.py: error: %s is not an executable" % args.nvvm_sim, file=sys.stderr)
        return 2
    with open(os.path.join(HERE, "programs.json")) as f:
        programs = json.load(f)
    if args.only:
        unknown = set(args.only) - {p["name"] for p in programs}
        if unknown:
            print("run.py: error: no program named %s" % ", ".join(sorted(unknown)), file=sys.stderr)
            return 2
        programs = [p for p in programs if p["name"] in args.only]

    start = time.monotonic()
    tmp = None
    outdir = args.out
    if outdir:
        os.makedirs(outdir, exist_ok=True)
    else:
        tmp = tempfile.mkdtemp(prefix="nvvm-sim-programs-")
        outdir = tmp
    failed = []
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            futures = {pool.submit(check_program, nvsim, p, outdir): p["name"] for p in programs}
            for fut in concurrent.futures.as_completed(futures):
                ok, message = fut.result()
                print(message, flush=True)
                if not ok:
                    failed.append(futures[fut])
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)
    total = time.monotonic() - start
    print("programs: %d passed, %d failed of %d in %.1fs%s" % (len(programs) - len(failed), len(failed), len(programs),
                                                              total, (": " + " ".join(sorted(failed))) if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
