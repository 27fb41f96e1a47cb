#!/usr/bin/env python3
"""record_goldens.py - record a GPU's outputs of every conformance case and bench kernel with each
compiler, so that run.py and bench.py compare the interpreter with hardware where there is none.

  record_goldens.py NVVM_SIM [--compiler nvvm llc] [--bench PREPARED] [--ptx-dir DIR] [-j N]
  record_goldens.py NVVM_SIM --compile-only --ptx-dir DIR [--arch sm_90] [--bench PREPARED] [-j N]
  record_goldens.py --prepare-bench KIT PREPARED

Each case (ROOT/<area>/<name>.ll with its launch script, as run.py finds them; with --bench, each
bench kernel's o2, o0 and typed IR on its smallest size, as area "bench") runs through
  NVVM_SIM diff <name>.ll --script <script> --compiler C --record-golden golden/<C>/<area>/<name>
Cases meant to fault or to show a checker finding (conformance.exit not 0, the checks/ area) are
left out: a GPU's outputs there are not defined.

The compilers need not be on the GPU machine: --compile-only writes the PTX of every case to
DIR/<C>/<area>/<name>.ptx (with the options diff would use: no fused multiply-add), and a later run
with --ptx-dir DIR loads it (`diff --ptx`) instead of compiling. --prepare-bench makes PREPARED
from the bench kit (../shared/bench): its inputs and scripts for the smallest sizes and a copy of
its IR, so that the folder can travel alone.

A case that differs from the interpreter is still recorded and listed; run.py then fails on it
until the difference is explained (docs/hardware-differences.md) or fixed. Logs of every diff go
to --log DIR (default golden/logs, not committed) and a summary to DIR/summary.json. Exit status:
0 when every case was recorded and matched, 1 when some differ or failed, 4 when there is no GPU
(nothing more is recorded), 2 for a usage error.
"""
import argparse
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run as runner  # noqa: E402

NO_DEVICE = 4
VARIANTS = ("o2", "o0", "typed")
# What `nvvm-sim diff` passes to each compiler unless told otherwise: the interpreter rounds fmul
# and fadd separately, as the IR says.
NO_FMA = {"nvvm": "-fma=0", "llc": "-nvptx-fma-level=0"}


class Target:
    """One case to record: area/name, its IR and launch script."""

    def __init__(self, area, name, ll, script):
        self.area, self.name, self.ll, self.script = area, name, ll, script
        self.id = f"{area}/{name}"


def conformance_targets(root):
    out = []
    for case in runner.discover(root, None, None):
        if case.area == "checks" or not os.path.isfile(case.script):
            continue
        try:
            _, conf = case.load()
        except (OSError, ValueError):
            continue
        if conf.get("exit", 0) == 0:
            out.append(Target(case.area, case.name, case.ll, case.script))
    return out


def bench_targets(prepared):
    """The cases of a folder made by --prepare-bench (its paths are taken relative to the folder,
    which may have moved)."""
    with open(os.path.join(prepared, "index.json")) as f:
        configs = json.load(f)["configs"]
    out = []
    for c in configs:
        script = os.path.join(prepared, c["name"], "script.json")
        for v in VARIANTS:
            out.append(Target("bench", f"{c['kernel']}.{v}", os.path.join(prepared, "ir", f"{c['kernel']}.{v}.ll"),
                              script))
    return out


def prepare_bench(kit, prepared):
    import bench
    names = [c["name"] for c in bench.smallest_configs(kit).values()]
    p = subprocess.run([sys.executable, os.path.join(kit, "prepare.py"), prepared, "--only", ",".join(names)],
                       capture_output=True, text=True)
    if p.returncode != 0:
        print(f"record_goldens.py: prepare.py failed (exit {p.returncode}):\n{p.stdout}{p.stderr}", file=sys.stderr)
        return 1
    os.makedirs(os.path.join(prepared, "ir"), exist_ok=True)
    for f in sorted(os.listdir(os.path.join(kit, "ir"))):
        if f.endswith(".ll"):
            shutil.copy(os.path.join(kit, "ir", f), os.path.join(prepared, "ir", f))
    print(f"record_goldens.py: bench kit {', '.join(names)} prepared in {prepared}")
    return 0


def run(cmd, log, timeout):
    """Exit code of cmd (None when it timed out), its output written to log."""
    os.makedirs(os.path.dirname(log), exist_ok=True)
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace",
                           timeout=timeout)
        code, text = p.returncode, p.stdout
    except subprocess.TimeoutExpired as e:
        code, text = None, (e.stdout or b"").decode(errors="replace") + f"\ntimed out after {timeout} s\n"
    with open(log, "w") as f:
        f.write("$ " + " ".join(cmd) + "\n" + text)
    return code


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("sim", nargs="?")
    ap.add_argument("--compiler", nargs="+", choices=sorted(NO_FMA), default=["nvvm", "llc"])
    ap.add_argument("--bench", metavar="PREPARED", help="also the bench kernels prepared in this folder")
    ap.add_argument("--ptx-dir", metavar="DIR", help="where --compile-only writes, and recording reads, the PTX")
    ap.add_argument("--compile-only", action="store_true", help="only write the PTX of every case")
    ap.add_argument("--arch", help="the architecture to compile for (default: the GPU's)")
    ap.add_argument("--golden", metavar="DIR", default=os.path.join(HERE, "golden"), help="where goldens go")
    ap.add_argument("--log", metavar="DIR", help="where each diff's output goes (default: GOLDEN/logs)")
    ap.add_argument("--only", metavar="AREA/NAME", nargs="+", help="only these cases")
    ap.add_argument("-j", "--jobs", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=300, help="seconds allowed to each diff")
    ap.add_argument("--prepare-bench", nargs=2, metavar=("KIT", "PREPARED"))
    a = ap.parse_args()
    if a.prepare_bench:
        return prepare_bench(*a.prepare_bench)
    if not a.sim or (a.compile_only and not a.ptx_dir):
        ap.print_usage(sys.stderr)
        print("record_goldens.py: needs NVVM_SIM (and --ptx-dir with --compile-only)", file=sys.stderr)
        return 2

    targets = conformance_targets(HERE) + (bench_targets(a.bench) if a.bench else [])
    if a.only:
        targets = [t for t in targets if t.id in a.only]
    log_root = a.log or os.path.join(a.golden, "logs")
    jobs = [(t, c) for t in targets for c in a.compiler]
    stop = threading.Event()

    def one(t, c):
        if stop.is_set():
            return "skipped"
        log = os.path.join(log_root, c, t.area, t.name + ".log")
        if a.compile_only:
            ptx = os.path.join(a.ptx_dir, c, t.area, t.name + ".ptx")
            os.makedirs(os.path.dirname(ptx), exist_ok=True)
            cmd = [a.sim, "ptx", t.ll, "--compiler", c, f"--compiler-option={NO_FMA[c]}", "-o", ptx]
            cmd += [f"--arch={a.arch}"] if a.arch else []
            code = run(cmd, log, a.timeout)
            if code == 0:
                return "compiled"
            if os.path.exists(ptx):  # `ptx -o` keeps what ptxas rejected, to look at; not to load
                os.remove(ptx)
            return "compile-failed"
        cmd = [a.sim, "diff", t.ll, "--script", t.script, "--compiler", c, "--threads", "1",
               "--record-golden", os.path.join(a.golden, c, t.area, t.name)]
        cmd += [f"--arch={a.arch}"] if a.arch else []
        if a.ptx_dir:
            ptx = os.path.join(a.ptx_dir, c, t.area, t.name + ".ptx")
            if not os.path.isfile(ptx):
                return "no-ptx"
            cmd += ["--ptx", ptx, f"--compiler-option={NO_FMA[c]}"]
        code = run(cmd, log, a.timeout)
        if code == NO_DEVICE:
            stop.set()
            return "no-device"
        return {0: "matched", 1: "differs"}.get(code, "failed" if code is not None else "timed-out")

    results = {}
    with concurrent.futures.ThreadPoolExecutor(max(1, a.jobs)) as pool:
        futures = {pool.submit(one, t, c): (t, c) for t, c in jobs}
        for fut in concurrent.futures.as_completed(futures):
            t, c = futures[fut]
            results[(c, t.id)] = fut.result()

    summary = {}
    for (c, case), status in sorted(results.items()):
        summary.setdefault(c, {}).setdefault(status, []).append(case)
    os.makedirs(log_root, exist_ok=True)
    with open(os.path.join(log_root, "summary.json"), "w") as f:
        json.dump(summary, f, indent=1, sort_keys=True)
    for c, by in sorted(summary.items()):
        print(f"{c}: " + ", ".join(f"{len(v)} {k}" for k, v in sorted(by.items())))
        for status, cases in sorted(by.items()):
            if status not in ("matched", "compiled", "skipped"):
                for case in cases:
                    print(f"  {status} {case} ({os.path.join(log_root, c, case + '.log')})")
    if stop.is_set():
        print("record_goldens.py: no GPU (see the no-device log); nothing more recorded", file=sys.stderr)
        return NO_DEVICE
    good = {"matched", "compiled"}
    return 0 if all(s in good for s in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
