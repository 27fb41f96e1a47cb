#!/usr/bin/env python3
"""Checks every test of the litmus library against its recorded verdict.

    conformance/litmus/run_library.py NVVM_SIM [--only SUBSTRING]

The verdicts live beside the tests, in classic-verdicts.json (hand derivations from the PTX ISA's
memory model axioms and the classic SC arguments, each with its reasoning) and dat3m-verdicts.json
(Dat3M's expected results, dartagnan/src/test/resources/PTXv6_0-expected.csv, translated to CLI.md's
`condition_reachable`). None of them was computed by nvvm-sim. `sc` or `ptx` null: not checked.
Prints one line per disagreement and a summary; exit 0 when all agree, 1 otherwise.
"""

import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("nvvm_sim")
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    entries = []
    for manifest in ("classic-verdicts.json", "dat3m-verdicts.json"):
        with open(os.path.join(HERE, manifest)) as f:
            entries += json.load(f)
    failures = checked = 0
    for e in entries:
        if args.only not in e["file"]:
            continue
        path = os.path.join(HERE, e["file"])
        p = subprocess.run([args.nvvm_sim, "litmus", path, "--report", "json", "--no-fixes"], capture_output=True,
                           text=True, timeout=120)
        checked += 1
        if p.returncode != 0:
            failures += 1
            print(f"FAIL {e['file']}: exit {p.returncode}: {p.stderr.strip()}")
            continue
        got = json.loads(p.stdout)
        for model in ("sc", "ptx"):
            want = e.get(model)
            if want is None:
                continue
            have = got[model]["condition_reachable"]
            if have != want:
                failures += 1
                print(f"FAIL {e['file']}: {model}.condition_reachable is {have}, expected {want} ({e['source']})")
    print(f"{checked} litmus tests, {failures} disagreements")
    return 1 if failures or not checked else 0


if __name__ == "__main__":
    sys.exit(main())
