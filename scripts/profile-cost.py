#!/usr/bin/env python3
"""profile-cost.py - what --profile and --trace cost on the bench kit (docs/performance.md,
"Profiling and tracing"), and what they cost when off.

  scripts/profile-cost.py NVVM_SIM [--baseline OTHER_NVVM_SIM] [--kit ../shared/bench]
                          [--variant o2] [--repeat 7] [--threads 1] [--cpu]

Prepares the kit's default sizes (prepare.py) into a temporary folder, then runs every config
plainly, with --profile and with --trace (a file in the temporary folder), alternating, REPEAT times
each, and prints per config the best launch seconds of each (the sum of the script's launches,
from --report json) and the ratios to the plain run. With --baseline, the plain run of that
binary (a build without the observers) is timed too: the cost of the observers when off.
With --cpu, each run's figure is the CPU time of the whole process (user + system, from wait4)
instead of its launches' wall seconds: steadier on a machine that others load.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def launch_seconds(cmd, cpu=False):
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(cmd, stdout=out, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        out.seek(0)
        err.seek(0)
        code = os.waitstatus_to_exitcode(status)
        if code != 0:
            sys.exit(f"profile-cost: {' '.join(cmd)} exited {code}:\n{err.read().decode()[-2000:]}")
        if cpu:
            return usage.ru_utime + usage.ru_stime
        return sum(launch["seconds"] for launch in json.loads(out.read())["launches"])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("sim")
    ap.add_argument("--baseline")
    ap.add_argument("--kit", default=os.path.join(HERE, "..", "..", "shared", "bench"))
    ap.add_argument("--variant", default="o2", choices=("o2", "o0", "typed"))
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--threads", default="1")
    ap.add_argument("--cpu", action="store_true", help="the process's CPU time instead of the launches' wall time")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="nvvm-sim-profile-cost-") as out:
        subprocess.run([sys.executable, os.path.join(args.kit, "prepare.py"), out, "--variant", args.variant],
                       check=True, capture_output=True)
        with open(os.path.join(out, "index.json")) as f:
            configs = json.load(f)["configs"]
        trace = os.path.join(out, "trace.json")
        head = f"{'config':<16} {'off s':>8} {'profile s':>10} {'ratio':>6} {'trace s':>8} {'ratio':>6}"
        print(head + (f" {'baseline s':>10} {'off/base':>8}" if args.baseline else ""))
        for c in configs:
            def cmd(sim, *extra):
                return [sim, "run", c["ir"], "--script", c["script"], "--report", "json", "--threads",
                        args.threads, *extra]
            off, prof, tr, base = [], [], [], []
            for _ in range(args.repeat):
                off.append(launch_seconds(cmd(args.sim), args.cpu))
                prof.append(launch_seconds(cmd(args.sim, "--profile"), args.cpu))
                tr.append(launch_seconds(cmd(args.sim, "--trace", trace), args.cpu))
                if args.baseline:
                    base.append(launch_seconds(cmd(args.baseline), args.cpu))
            line = (f"{c['name']:<16} {min(off):>8.4f} {min(prof):>10.4f} {min(prof) / min(off):>6.2f} "
                    f"{min(tr):>8.4f} {min(tr) / min(off):>6.2f}")
            if args.baseline:
                line += f" {min(base):>10.4f} {min(off) / min(base):>8.3f}"
            print(line, flush=True)


if __name__ == "__main__":
    main()
