#!/usr/bin/env python3
"""checkers-cost.py - what the checkers cost on the bench kit (docs/performance.md, "Checkers").

  scripts/checkers-cost.py NVVM_SIM [--kit ../shared/bench] [--variant o2] [--repeat 7]
                           [--check all] [--threads 1] [--with "--memory-model relaxed"]

Prepares the kit's default sizes (prepare.py) into a temporary folder, then runs every config
with no checkers and with `--check LIST`, alternating, REPEAT times each, and prints per config the
best launch seconds of each (the sum of the script's launches, from --report json) and their
ratio. `--with ARGS` measures those options instead of `--check LIST` (e.g. the relaxed memory
model's cost). A run that fails, or has findings under the checkers, is an error (exit 1): the kit's
kernels are correct, so a finding is a false positive.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def launch_seconds(cmd):
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        sys.exit(f"checkers-cost: {' '.join(cmd)} exited {proc.returncode}:\n{proc.stderr[-2000:]}")
    doc = json.loads(proc.stdout)
    if doc.get("findings"):
        sys.exit(f"checkers-cost: findings on a correct kernel: {json.dumps(doc['findings'][0])}")
    return sum(launch["seconds"] for launch in doc["launches"])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("sim")
    ap.add_argument("--kit", default=os.path.join(HERE, "..", "..", "shared", "bench"))
    ap.add_argument("--variant", default="o2", choices=("o2", "o0", "typed"))
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--check", default="all")
    ap.add_argument("--threads", default="1")
    ap.add_argument("--with", dest="extra", default=None, help="options to measure instead of --check LIST")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="nvvm-sim-checkers-cost-") as out:
        subprocess.run([sys.executable, os.path.join(args.kit, "prepare.py"), out, "--variant", args.variant],
                       check=True, capture_output=True)
        with open(os.path.join(out, "index.json")) as f:
            index = json.load(f)
        configs = index["configs"]
        measured = args.extra.split() if args.extra else ["--check", args.check]
        label = " ".join(measured)
        print(f"{'config':<16} {'off s':>9} {label + ' s':>{max(16, len(label) + 2)}} {'ratio':>6}")
        for c in configs:
            name = c["name"]
            base = [args.sim, "run", c["ir"], "--script", c["script"], "--report", "json", "--threads", args.threads]
            off, on = [], []
            for _ in range(args.repeat):
                off.append(launch_seconds(base))
                on.append(launch_seconds(base + measured))
            print(f"{name:<16} {min(off):>9.4f} {min(on):>{max(16, len(label) + 2)}.4f} {min(on) / min(off):>6.2f}")


if __name__ == "__main__":
    main()
