#!/usr/bin/env python3
"""fuzz-selfcheck.py - tests the claims of `nvvm-sim fuzz gen` (docs/fuzzing.md):

  * determinism: two runs of `fuzz gen` with the same seed and mode write the same bytes (every file,
    kernel.O0.ll included);
  * no undefined behaviour, no races: `--check all` is clean on kernel.O0.ll;
  * schedule independence: the outputs are the same under 10 schedules (host threads 1, 2 and 4;
    warp schedules converged, fair and random with several seeds; blocks in random order).

  fuzz-selfcheck.py NVVM_SIM [--seeds A..B] [--modes arith,barrier,...] [-j N] [--keep DIR]

Exit status 0 when every claim holds for every program, 1 otherwise (each failure is printed with
the command that shows it), 77 when clang-19 is missing (the ctest counts that as skipped).
"""
import argparse
import concurrent.futures
import filecmp
import os
import shutil
import subprocess
import sys
import tempfile

MODES = ["arith", "barrier", "atomic", "warp", "call", "mix"]
OUTPUTS = ["out.bin", "acc32.out.bin", "acc64.out.bin"]
# (host threads, warp schedule, seed, block order): the first also runs every checker.
SCHEDULES = [
    ("1", "converged", "0", "default"),
    ("1", "fair", "0", "default"),
    ("1", "random", "1", "default"),
    ("1", "random", "2", "random"),
    ("1", "random", "3", "default"),
    ("2", "fair", "0", "random"),
    ("2", "random", "4", "default"),
    ("4", "converged", "5", "random"),
    ("4", "random", "6", "random"),
    ("2", "random", "7", "random"),
]


def run(cmd, cwd=None):
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=300)


def check_one(sim, seed, mode, work):
    """Returns a list of failure messages for one program."""
    fails = []
    a, b = os.path.join(work, f"{mode}-{seed}-a"), os.path.join(work, f"{mode}-{seed}-b")
    for d in (a, b):
        r = run([sim, "fuzz", "gen", "--seed", str(seed), "--mode", mode, "-o", d])
        if r.returncode != 0:
            return [f"{mode} seed {seed}: fuzz gen exit {r.returncode}: {r.stderr.strip()[:2000]}"]
    names = sorted(os.listdir(a))
    if names != sorted(os.listdir(b)):
        fails.append(f"{mode} seed {seed}: the two gens wrote different files")
    for name in names:
        if not filecmp.cmp(os.path.join(a, name), os.path.join(b, name), shallow=False):
            fails.append(f"{mode} seed {seed}: two gens differ in {name}")
    reference = None
    for i, (threads, warp, wseed, order) in enumerate(SCHEDULES):
        dump = os.path.join(a, f"s{i}")
        cmd = [sim, "run", "kernel.O0.ll", "--script", "script.json", "--dump-dir", dump, "--threads", threads,
               "--warp-schedule", warp, "--seed", wseed, "--schedule", order, "--timeout", "60", "--stack-size", "262144"]
        if i == 0:
            cmd += ["--check", "all"]
        r = run(cmd, cwd=a)
        if r.returncode != 0:
            fails.append(f"{mode} seed {seed}: exit {r.returncode} under schedule {i} ({' '.join(cmd[2:])}) in {a}:\n"
                         + r.stderr.strip()[:3000])
            continue
        outs = [open(os.path.join(dump, o), "rb").read() for o in OUTPUTS]
        if reference is None:
            reference = outs
        else:
            for o, x, y in zip(OUTPUTS, reference, outs):
                if x != y:
                    fails.append(f"{mode} seed {seed}: {o} under schedule {i} ({threads} threads, {warp} "
                                 f"seed {wseed}, blocks {order}) differs from schedule 0, in {a}")
    if not fails:
        shutil.rmtree(a, ignore_errors=True)
    shutil.rmtree(b, ignore_errors=True)
    return fails


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sim")
    ap.add_argument("--seeds", default="1..3")
    ap.add_argument("--modes", default=",".join(MODES))
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--keep", help="folder for the programs (default: a temporary one, removed)")
    args = ap.parse_args()
    args.sim = os.path.abspath(args.sim)
    if not shutil.which("clang-19") and not os.environ.get("NVVM_SIM_CLANG19"):
        print("clang-19 is not installed: skipped")
        return 77
    lo, hi = (int(x) for x in args.seeds.split(".."))
    work = args.keep or tempfile.mkdtemp(prefix="fuzz-selfcheck-")
    os.makedirs(work, exist_ok=True)
    jobs = [(s, m) for m in args.modes.split(",") for s in range(lo, hi + 1)]
    fails = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.j) as pool:
        for f in pool.map(lambda job: check_one(args.sim, job[0], job[1], work), jobs):
            fails += f
    for f in fails:
        print("FAIL:", f)
    print(f"{len(jobs)} programs, {len(SCHEDULES)} schedules each: {len(fails)} failures")
    if not args.keep and not fails:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
