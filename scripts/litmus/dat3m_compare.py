#!/usr/bin/env python3
"""Runs Dat3M's PTX litmus tests through `nvvm-sim litmus` and compares with Dat3M's expected results.

    scripts/litmus/dat3m_compare.py NVVM_SIM DAT3M_DIR [--csv PTXv6_0] [--csv PTXv7_5] [--json OUT]
        [--explanations FILE]

DAT3M_DIR is a checkout of https://github.com/hernanponcedeleon/Dat3M (MIT licence; its litmus/PTX
tests carry their own licences, see docs/memory-model.md) or any folder holding `litmus/PTX/...` and
`dartagnan/src/test/resources/PTXv*-expected.csv`. Dat3M's CSV says 1 (PASS) or 0 (FAIL) per test:
for `exists C`, PASS means C is reachable; for `~exists C` and `forall C`, PASS means the property
holds, i.e. no allowed execution satisfies (`~exists`) or violates (`forall`) C. nvvm-sim's JSON gives
`ptx.condition_reachable` in CLI.md's sense, so expected_reachable = PASS for `exists` and not PASS
otherwise.

Tests nvvm-sim does not read (exit 3 with "unsupported") are counted as unsupported, not as
disagreements. --explanations FILE: a `path: text` list of known disagreements and why; they are
reported as explained. Exit status: 0 when every supported test agrees or is explained, 1 otherwise,
77 when DAT3M_DIR has no tests (so a ctest can skip).
"""

import argparse
import json
import os
import subprocess
import sys


def read_expected(path):
    out = {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("//"):
                continue
            parts = line.split(",")
            if len(parts) == 2:
                out[parts[0]] = parts[1].strip() == "1"
    return out


def quantifier(text):
    for line in text.splitlines():
        s = line.strip()
        for q in ("~exists", "~ exists", "exists", "forall"):
            if s.startswith(q):
                return "~exists" if q.startswith("~") else q
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("nvvm_sim")
    ap.add_argument("dat3m")
    ap.add_argument("--csv", action="append", help="PTXv6_0, PTXv7_5 (default both)")
    ap.add_argument("--json", help="write every result here")
    ap.add_argument("--explanations", help="known disagreements: lines `litmus/PTX/...: why`")
    ap.add_argument("--timeout", type=float, default=60)
    args = ap.parse_args()
    csvs = args.csv or ["PTXv6_0", "PTXv7_5"]
    explained = {}
    if args.explanations:
        with open(args.explanations) as f:
            for line in f:
                if ":" in line and not line.startswith("#"):
                    k, v = line.split(":", 1)
                    explained[k.strip()] = v.strip()
    results = []
    seen = set()
    for name in csvs:
        path = os.path.join(args.dat3m, "dartagnan/src/test/resources", name + "-expected.csv")
        if not os.path.exists(path):
            continue
        for test, passes in sorted(read_expected(path).items()):
            if (test, passes) in seen:
                continue
            seen.add((test, passes))
            file = os.path.join(args.dat3m, test)
            if not os.path.exists(file):
                continue
            with open(file, errors="replace") as f:
                q = quantifier(f.read())
            expected = passes if q == "exists" else not passes
            r = {"test": test, "model": name, "quantifier": q, "expected_reachable": expected}
            try:
                p = subprocess.run([args.nvvm_sim, "litmus", file, "--report", "json", "--no-fixes"], capture_output=True,
                                   text=True, timeout=args.timeout)
            except subprocess.TimeoutExpired:
                r["status"] = "timeout"
                results.append(r)
                continue
            if p.returncode == 3 and "unsupported" in p.stderr:
                r["status"] = "unsupported"
                r["message"] = p.stderr.strip().splitlines()[-1]
            elif p.returncode != 0:
                r["status"] = "error"
                r["message"] = p.stderr.strip()[-500:]
            else:
                got = json.loads(p.stdout)["ptx"]["condition_reachable"]
                r["got_reachable"] = got
                if got == expected:
                    r["status"] = "agree"
                elif test in explained:
                    r["status"] = "explained"
                    r["why"] = explained[test]
                else:
                    r["status"] = "disagree"
            results.append(r)
    if not results:
        print(f"no Dat3M PTX tests under {args.dat3m}")
        return 77
    counts = {}
    for r in results:
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    ran = sum(v for k, v in counts.items() if k in ("agree", "disagree", "explained"))
    print(f"{len(results)} expected verdicts; {ran} ran; " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    for r in results:
        if r["status"] in ("disagree", "explained", "error", "timeout"):
            extra = r.get("why") or r.get("message", "")
            print(f"  {r['status']}: {r['test']} ({r['model']}, {r['quantifier']}): expected reachable "
                  f"{r['expected_reachable']}, got {r.get('got_reachable')}  {extra}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    bad = counts.get("disagree", 0) + counts.get("error", 0) + counts.get("timeout", 0)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
