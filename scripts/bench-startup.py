#!/usr/bin/env python3
"""Whole-process time of short nvvm-sim runs (docs/performance.md, "Start-up and fixed costs").

For each binary given, runs each case --runs times, the binaries interleaved run by run, and
prints the median wall time and the median CPU time (user + system, from wait4) in milliseconds:

  saxpy-64k   the bench kit's smallest saxpy (prepare.py's script: two 256 KiB inputs, one launch
              of 256 blocks of 256 threads, an exact expect step), process start included
  version     `nvvm-sim --version`: process start, dynamic linking, static initialisers, options
  true        /bin/true: what starting any process costs on this machine (the floor)

  scripts/bench-startup.py --sim build/tools/nvvm-sim [--sim OTHER] [--runs 40] [--bench ../shared/bench]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time


def timed(cmd, cwd):
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"bench-startup: {' '.join(cmd)} failed with status {status}")
    return wall * 1e3, (usage.ru_utime + usage.ru_stime) * 1e3


def find_bench():
    d = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    while d != os.path.dirname(d):
        d = os.path.dirname(d)
        if os.path.exists(os.path.join(d, "shared", "bench", "prepare.py")):
            return os.path.join(d, "shared", "bench")
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sim", action="append", required=True, help="an nvvm-sim binary (repeatable)")
    ap.add_argument("--runs", type=int, default=40)
    ap.add_argument("--bench", default=find_bench(), help="the bench kit (default: shared/bench beside the repository or above it)")
    args = ap.parse_args()
    bench = os.path.abspath(args.bench)
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, os.path.join(bench, "prepare.py"), tmp, "--only", "saxpy-64k"], check=True,
                       stdout=subprocess.DEVNULL)
        cwd = os.path.join(tmp, "saxpy-64k")
        ir = os.path.join(bench, "ir", "saxpy.o2.ll")
        cases = {"saxpy-64k": lambda sim: [sim, "run", ir, "--script", "script.json", "--threads", "1"],
                 "version": lambda sim: [sim, "--version"],
                 "true": lambda sim: ["/bin/true"]}
        results = {(sim, case): [] for sim in args.sim for case in cases}
        for _ in range(args.runs):
            for case, cmd in cases.items():
                for sim in args.sim:
                    results[(sim, case)].append(timed(cmd(os.path.abspath(sim)), cwd))
    print(f"| binary | case | wall ms (median of {args.runs}) | CPU ms (median) |")
    print("|---|---|---:|---:|")
    for sim in args.sim:
        for case in cases:
            runs = results[(sim, case)]
            print(f"| {sim} | {case} | {statistics.median(r[0] for r in runs):.2f} | "
                  f"{statistics.median(r[1] for r in runs):.2f} |")


if __name__ == "__main__":
    main()
