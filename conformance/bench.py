#!/usr/bin/env python3
"""bench.py - the bench kit's six kernels as conformance tests (ctest conformance_bench).

  bench.py NVVM_SIM BENCH_DIR [-j N] [--keep DIR]

Runs BENCH_DIR/prepare.py (../shared/bench: inputs, expected outputs of its C reference, launch
scripts) for the smallest size of each kernel into a temporary folder, then runs
  NVVM_SIM run BENCH_DIR/ir/<kernel>.<variant>.ll --script <config>/script.json --report json ...
for the variants o2, o0 and typed (18 runs) and requires exit 0 and every expect passed (the
report's verdict and run.py's own comparison of the dumped bytes), and where a GPU's goldens of a
kernel are recorded (golden/<compiler>/bench/<kernel>.<variant>/, record_goldens.py --bench) that
the interpreter matches them (`diff --golden`). Exit 77 (skip) when the kit,
a C compiler for prepare.py, or the simulator's run command is missing.
"""
import argparse
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run as runner  # noqa: E402

VARIANTS = ("o2", "o0", "typed")


class BenchCase:
    """Quacks like run.Case for runner.check_result and runner.check_goldens."""

    def __init__(self, config, variant, kit):
        self.id = f"bench/{config['name']}.{variant}"
        self.ll = os.path.join(kit, "ir", f"{config['kernel']}.{variant}.ll")
        self.script = config["script"]
        self.folder = config["dir"]
        self.name = f"{config['kernel']}.{variant}"  # its goldens: golden/<compiler>/bench/<name>

    def goldens(self):
        top = os.path.join(HERE, "golden")
        out = []
        for compiler in sorted(os.listdir(top)) if os.path.isdir(top) else []:
            folder = os.path.join(top, compiler, "bench", self.name)
            if os.path.isfile(os.path.join(folder, "golden.json")):
                out.append((compiler, folder))
        return out

    def load(self):
        with open(self.script) as f:
            return json.load(f), {}


def smallest_configs(kit):
    """The kit's configuration of each kernel with the fewest work items, by kernel name."""
    with open(os.path.join(kit, "configs.json")) as f:
        configs = json.load(f)["configs"]
    best = {}
    for c in configs:
        if c["kernel"] not in best or c["work_items"] < best[c["kernel"]]["work_items"]:
            best[c["kernel"]] = c
    return best


def run_one(sim, case, timeout, check=None):
    with open(case.script) as f:
        doc = json.load(f)
    dump = tempfile.mkdtemp(prefix="nvsim-bench-")
    try:
        cmd = [sim, "run", case.ll, "--script", case.script, "--report", "json", "--dump-dir", dump]
        if check:
            cmd += ["--check", check]
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, errors="replace", timeout=timeout)
        except subprocess.TimeoutExpired:
            return [f"timed out after {timeout} s: {' '.join(cmd)}"]
        problems = runner.check_result(case, doc, {}, proc.returncode, proc.stdout, proc.stderr, dump)
        problems += ["command: " + " ".join(cmd)] if problems else []
        if not check:
            problems += runner.check_goldens(sim, case, timeout)
        return problems
    finally:
        shutil.rmtree(dump, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("sim")
    ap.add_argument("kit")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=600)
    ap.add_argument("--keep", metavar="DIR", help="prepare into DIR and keep it")
    ap.add_argument("--check", metavar="LIST", help="run under these checkers (a finding fails the run)")
    args = ap.parse_args()

    kit = os.path.abspath(args.kit)
    prepare = os.path.join(kit, "prepare.py")
    if not os.path.isfile(prepare):
        print(f"bench.py: no bench kit at {kit}; skipping")
        return runner.SKIP
    if not (shutil.which(os.environ.get("CC", "gcc")) or shutil.which("cc")):
        print("bench.py: prepare.py needs a C compiler (gcc or $CC); skipping")
        return runner.SKIP
    if not runner.has_run_command(args.sim):
        print(f"bench.py: '{args.sim} run --help' fails: no run command yet; skipping")
        return runner.SKIP

    out = args.keep or tempfile.mkdtemp(prefix="nvsim-bench-prep-")
    try:
        names = [c["name"] for c in smallest_configs(kit).values()]
        proc = subprocess.run([sys.executable, prepare, out, "--only", ",".join(names)],
                              capture_output=True, text=True)
        if proc.returncode != 0:
            print(f"bench.py: prepare.py failed (exit {proc.returncode}):\n{proc.stdout}{proc.stderr}")
            return 1
        with open(os.path.join(out, "index.json")) as f:
            configs = json.load(f)["configs"]
        cases = [BenchCase(c, v, kit) for c in configs for v in VARIANTS]
        failed = 0
        with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
            futures = [(c, pool.submit(run_one, args.sim, c, args.timeout, args.check)) for c in cases]
            for c, fut in futures:
                problems = fut.result()
                if problems:
                    failed += 1
                    print(f"FAIL {c.id}: {problems[0]}")
                    for p in problems[1:]:
                        print(f"     {p}")
                else:
                    print(f"PASS {c.id}")
                sys.stdout.flush()
        print(f"conformance bench: {len(cases) - failed} passed, {failed} failed, of {len(cases)} runs")
        return 1 if failed or not cases else 0
    finally:
        if not args.keep:
            shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
