#!/usr/bin/env python3
"""validate.py - translation validation of the compiler passes over every kernel we have (ctest
passes_validate).

  validate.py NVVM_SIM ROOT [--bench KIT] [--passes LIST] [--case NAME]... [-j N] [-v]
  validate.py NVVM_SIM ROOT --bench KIT --stats-table   # `opt --stats` of every bench IR file

For every conformance case (ROOT/<area>/<name>.ll with its launch script, found as run.py finds
them) and, with --bench, every IR file of the bench kit (KIT/ir/<kernel>.<variant>.ll at the
smallest size of KIT/configs.json, with a launch script written here: the inputs from the kit's
init rules, one d2h step per output buffer), it runs
  NVVM_SIM validate FILE.ll --script S.json --passes LIST
which runs the script on the module before and after the passes and compares every output bit for
bit; each run must say "same" (exit 0). A case's own "conformance" options (checkers, --threads 1)
do not apply: validate runs without checkers and with one host thread, so that only the passes
can make a difference. Cases that fault or have planted bugs must fault and read the same in
both runs. A missing kit skips the bench part only.

--stats-table prints, as a Markdown table for docs/passes.md, what `NVVM_SIM opt --stats=json`
says the passes did to each IR file of the kit (generic accesses resolved per space, and so on).

Exit status: 0 every run the same, 1 a difference or an error (or nothing selected), 77 NVVM_SIM
has no validate command.
"""
import argparse
import concurrent.futures
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402
import run as runner  # noqa: E402

ALL_PASSES = "transplant,lower-struct-args,memspace-opt"
VARIANTS = ("o2", "o0", "typed")
# The init rules of configs.json ("init_rules"), on the element index in uint64 arithmetic.
RULES = {
    "zero": lambda i: 0,
    "m13": lambda i: (i * 7) % 13 - 6,
    "m13p": lambda i: (i * 7) % 13,
    "m11": lambda i: (i * 5) % 11 - 5,
    "h8": lambda i: ((i * 2654435761) & 0xFFFFFFFF) >> 24,
}
PACK = {"f32": "f", "i32": "i", "u32": "I"}


class Run:
    def __init__(self, name, ll, script):
        self.name, self.ll, self.script = name, ll, script


def conformance_runs(root, names):
    return [Run(c.id, c.ll, c.script) for c in runner.discover(root, None, names)]


def bench_runs(kit, out):
    """One run per IR file of the kit, at each kernel's smallest size; scripts and inputs in `out`."""
    runs = []
    for kernel, cfg in sorted(bench.smallest_configs(kit).items()):
        folder = os.path.join(out, cfg["name"])
        os.makedirs(folder)
        script = os.path.join(folder, "script.json")
        with open(script, "w") as f:
            json.dump(bench_script(cfg, folder), f, indent=1)
        for v in VARIANTS:
            ll = os.path.join(kit, "ir", f"{kernel}.{v}.ll")
            if os.path.isfile(ll):
                runs.append(Run(f"bench/{cfg['name']}.{v}", ll, script))
    return runs


def bench_script(cfg, folder):
    """The launch script of one bench config: alloc and fill every buffer, launch, read the outputs."""
    steps, args = [], []
    for a in cfg["args"]:
        if a["type"] != "ptr":
            arg = {"type": a["type"], "value": a["value"]}
            if "bits" in a:
                arg["bits"] = a["bits"]
            args.append(arg)
            continue
        steps.append({"op": "alloc", "buffer": a["name"], "bytes": a["bytes"]})
        if a["init_rule"] != "zero":
            rule, fmt = RULES[a["init_rule"]], PACK[a["elem"]]
            data = struct.pack(f"<{a['count']}{fmt}", *(rule(i) for i in range(a["count"])))
            name = f"{a['name']}.bin"
            with open(os.path.join(folder, name), "wb") as f:
                f.write(data)
            steps.append({"op": "h2d", "buffer": a["name"], "offset": 0, "bytes": a["bytes"], "file": name})
        args.append({"type": "ptr", "buffer": a["name"], "offset": 0})
    steps.append({"op": "launch", "kernel": cfg["symbol"], "grid": cfg["grid"], "block": cfg["block"],
                  "dynamic_shared_bytes": cfg.get("dynamic_shared_bytes", 0), "args": args})
    for o in cfg["outputs"]:
        steps.append({"op": "d2h", "buffer": o["buffer"], "offset": 0, "bytes": o["bytes"],
                      "file": f"{o['buffer']}.out.bin", "elem": o["elem"]})
    return {"note": f"validate.py: {cfg['name']}", "steps": steps}


def validate(sim, run, passes, timeout, extra):
    """Returns (problem or None, stdout)."""
    cmd = [sim, "validate", run.ll, "--script", run.script, "--passes", passes] + extra
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, errors="replace", timeout=timeout)
    except subprocess.TimeoutExpired:
        return f"timed out after {timeout} s: {' '.join(cmd)}", ""
    if proc.returncode != 0 or ": same before and after" not in proc.stdout:
        text = (proc.stdout + proc.stderr).strip()
        return f"exit {proc.returncode}: {text}\n     command: {' '.join(cmd)}", proc.stdout
    return None, proc.stdout


def stats_table(sim, kit, passes):
    """`opt --stats=json` of every IR file of the kit, as Markdown; 1 when opt fails on one."""
    print("| IR file | resolved | global | shared | constant | local | param | assumed global | left generic "
          "| isspacep folded | clones | register slots | byval params | ldparams |")
    print("|---|" + "---:|" * 13)
    for ll in sorted(os.listdir(os.path.join(kit, "ir"))):
        if not ll.endswith(".ll"):
            continue
        proc = subprocess.run([sim, "opt", os.path.join(kit, "ir", ll), "--passes", passes, "--stats=json",
                               "-o", os.devnull], capture_output=True, text=True, errors="replace")
        if proc.returncode != 0:
            print(f"validate.py: opt failed on {ll} (exit {proc.returncode}): {proc.stderr.strip()}")
            return 1
        doc = json.loads(proc.stderr[proc.stderr.index("{"):])
        ms, lsa = doc.get("memspace-opt", {}), doc.get("lower-struct-args", {})
        spaces = ms.get("resolved", {})
        cells = [ms.get("resolved_total")] + [spaces.get(k) for k in ("global", "shared", "constant", "local", "param")]
        cells += [ms.get(k) for k in ("assumed_global", "unresolved", "isspacep_folded", "clones", "register_slots")]
        cells += [lsa.get("params"), lsa.get("ldparams")]
        print(f"| {ll} | " + " | ".join("-" if c is None else str(c) for c in cells) + " |")
    return 0


def has_validate_command(sim):
    try:
        proc = subprocess.run([sim, "validate", "--help"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return proc.returncode == 0 and "--passes" in proc.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("sim")
    ap.add_argument("root", help="the conformance folder")
    ap.add_argument("--bench", metavar="KIT", help="the bench kit (../shared/bench); skipped when missing")
    ap.add_argument("--passes", default=ALL_PASSES, help=f"the pass list (default {ALL_PASSES})")
    ap.add_argument("--case", action="append", help="only this conformance case, NAME or AREA/NAME")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=300, help="seconds per validate run")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every run's verdict")
    ap.add_argument("--stats-table", action="store_true", help="print opt --stats of the kit's IR files (Markdown)")
    ap.add_argument("extra", nargs="*", help="more validate options, after --")
    args = ap.parse_args()

    if args.stats_table:
        if not args.bench or not os.path.isdir(os.path.join(args.bench, "ir")):
            print("validate.py: --stats-table needs --bench KIT")
            return 2
        return stats_table(args.sim, os.path.abspath(args.bench), args.passes)

    if not has_validate_command(args.sim):
        print(f"validate.py: '{args.sim} validate --help' fails: no validate command; skipping")
        return runner.SKIP
    runs = conformance_runs(os.path.abspath(args.root), args.case)
    tmp = tempfile.mkdtemp(prefix="nvsim-validate-")
    try:
        kit = os.path.abspath(args.bench) if args.bench else None
        if kit and os.path.isfile(os.path.join(kit, "configs.json")):
            if not args.case:
                runs += bench_runs(kit, tmp)
        elif kit:
            print(f"validate.py: no bench kit at {kit}; bench kernels skipped")
        if not runs:
            print("validate.py: nothing selected (a test that runs nothing cannot fail)")
            return 1
        failed = 0
        with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
            futures = [(r, pool.submit(validate, args.sim, r, args.passes, args.timeout, args.extra)) for r in runs]
            for r, fut in futures:
                problem, out = fut.result()
                if problem:
                    failed += 1
                    print(f"DIFF {r.name}: {problem}")
                elif args.verbose:
                    print(f"same {r.name}: {out.strip()}")
                sys.stdout.flush()
        bench = sum(r.name.startswith("bench/") for r in runs)
        print(f"validate {args.passes}: same {len(runs) - failed} of {len(runs)} "
              f"({len(runs) - bench} conformance cases, {bench} bench kernels)")
        return 1 if failed else 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
