#!/usr/bin/env python3
"""selftest.py - checks run.py's verdicts against fake_sim.py (ctest adversarial_runner_selftest).

Every case under corpus/ is named pass_* or fail_* after the verdict run.py must give it; a few
malformed corpora check that run.py refuses them (exit 2) instead of running less than it should.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
RUN = os.path.join(os.path.dirname(HERE), "run.py")
FAKE = os.path.join(HERE, "fake_sim.py")


def run(corpus, *extra):
    proc = subprocess.run([sys.executable, RUN, FAKE, corpus, "-v", "-j", "4", *extra],
                          capture_output=True, text=True, timeout=120)
    return proc.returncode, proc.stdout, proc.stderr


def main():
    errors = []
    rc, out, err = run(os.path.join(HERE, "corpus"))
    verdicts = dict((m.group(2), m.group(1)) for m in re.finditer(r"^(PASS|FAIL) (\S+)", out, re.M))
    names = {}
    for case_id, verdict in verdicts.items():
        name = re.split(r"[#/]", case_id)[-1].split(".")[0]
        names[name] = verdict
        want = "PASS" if name.startswith("pass_") else "FAIL"
        if verdict != want:
            errors.append(f"{case_id}: {verdict}, expected {want}")
    with open(os.path.join(HERE, "corpus", "fake", "cases.json")) as f:
        expected = {c["name"] for c in json.load(f)["cases"]} | {"pass_header", "pass_script"}
    if set(names) != expected:
        errors.append(f"cases run {sorted(names)} != cases written {sorted(expected)}")
    if rc != 1:
        errors.append(f"run.py exit {rc} with failing cases, expected 1")
    for needle in ("killed by signal 11", "sanitizer report", "crash text on stderr", "killed: timeout",
                   "killed: peak RSS over 100 MiB", "killed: output over 2 MiB", "'escaped.txt' exists",
                   "not one valid JSON document", "exit code 2, expected 3", "stderr does not match"):
        if needle not in out:
            errors.append(f"no '{needle}' in run.py's output")
    # Malformed corpora are refused (exit 2), naming the problem.
    bad = {"cases.json": ('{"cases": [{"name": "a", "run": "exit 0", "exit": 0}]}', "needs a 'stderr' or 'stdout'"),
           "k.ll": ("; ADV-RUN: exit 0\n; ADV-EXIT: 0\n; ADV-STDEROR: x\n", "unknown header ADV-STDEROR"),
           "s.json": ('{"steps": []}', "no '_adversarial' object"),
           "t.json": ('{"steps": [', "malformed scripts belong in an inputs/ folder"),
           "u.ll": ("; ADV-RUN: exit 0\n; ADV-EXIT: 139\n; ADV-STDERR: x\n", "not a signal's")}
    for fname, (text, message) in bad.items():
        with tempfile.TemporaryDirectory() as tmp:
            os.makedirs(os.path.join(tmp, "cat"))
            with open(os.path.join(tmp, "cat", fname), "w") as f:
                f.write(text)
            rc, out, err = run(tmp)
            if rc != 2 or message not in err:
                errors.append(f"malformed {fname}: exit {rc}, stderr {err.strip()!r}; expected 2 and '{message}'")
    for e in errors:
        print(f"selftest: {e}")
    print(f"selftest: {len(verdicts)} verdicts checked, {len(errors)} problems")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
