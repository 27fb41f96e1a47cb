#!/usr/bin/env python3
"""selftest.py - tests the conformance runner (run.py) against fake_sim.py, before nvvm-sim runs.

  selftest.py            (ctest conformance_runner_selftest)

The cases under cases/ and lint/cases/ (written by make_cases.py; run.py takes HERE and lint/ as
its ROOT, whose cases/ holds the areas) each say in their script's
"selftest" object what run.py must conclude; this checks run.py's verdicts, messages and exit
codes, including the skip code 77 when the simulator has no run command.
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RUN = os.path.join(os.path.dirname(HERE), "run.py")
FAKE = os.path.join(HERE, "fake_sim.py")
errors = []


def run(args, env=None):
    full_env = dict(os.environ, **(env or {}))
    proc = subprocess.run([sys.executable, RUN] + args, capture_output=True, text=True, env=full_env,
                          timeout=300)
    return proc.returncode, proc.stdout, proc.stderr


def check(cond, what):
    if not cond:
        errors.append(what)


def verdicts(stdout):
    """{case id: (PASS|FAIL|XFAIL, [message lines])} from run.py -v output."""
    out, current = {}, None
    for line in stdout.splitlines():
        m = re.match(r"(PASS|FAIL|XFAIL) (\S+?)(?:: (.*))?$", line)
        if m:
            current = m.group(2)
            out[current] = (m.group(1), [m.group(3) or ""])
        elif line.startswith("     ") and current:
            out[current][1].append(line.strip())
    return out


def scripts(root):
    top = os.path.join(root, "cases")
    for area in sorted(os.listdir(top)):
        folder = os.path.join(top, area)
        if not os.path.isdir(folder):
            continue
        for ll in sorted(os.listdir(folder)):
            if ll.endswith(".ll"):
                name = ll[:-3]
                path = os.path.join(folder, name + ".json")
                variant = None
                if not os.path.isfile(path):
                    path = os.path.join(folder, name.rsplit(".", 1)[0] + ".json")
                    variant = name.rsplit(".", 1)[1]
                with open(path) as f:
                    want = json.load(f)["selftest"]
                yield f"{area}/{name}", want.get(variant, want)  # a variant's own verdict ("o0": {...})


def main():
    fake = FAKE
    cases = HERE  # the runner's root: cases/good, cases/bad

    # 1. Every case, in parallel: each verdict and its messages.
    rc, out, err = run([fake, cases, "-v", "-j", "8"])
    check(rc == 1, f"run.py over good+bad: exit {rc}, expected 1; stderr {err}")
    got = verdicts(out)
    expected = dict(scripts(cases))
    for cid, want in expected.items():
        if cid not in got:
            errors.append(f"{cid}: no verdict in the output")
            continue
        verdict, lines = got[cid]
        if want["verdict"] in ("pass", "xfail"):
            want_verdict = want["verdict"].upper()
            check(verdict == want_verdict, f"{cid}: expected {want_verdict}, got {verdict}: {lines}")
        else:
            check(verdict == "FAIL", f"{cid}: expected FAIL, got {verdict}")
            text = "\n".join(lines)
            for msg in want["messages"]:
                check(msg in text, f"{cid}: message {msg!r} not in {lines}")
    n_fail = sum(1 for w in expected.values() if w["verdict"] == "fail")
    n_xfail = sum(1 for w in expected.values() if w["verdict"] == "xfail")
    summary = (f"conformance: {len(expected) - n_fail - n_xfail} passed, {n_fail} failed, {n_xfail} pending "
               f"(expected failures), of {len(expected)} cases")
    check(summary in out, f"summary line {summary!r} missing:\n{out}")

    # 2. Selection: one area that passes, one case by name, unknown names.
    rc, out, _ = run([fake, cases, "--area", "good"])
    check(rc == 0 and "FAIL" not in out, f"--area good: exit {rc}:\n{out}")
    check("pending (issue 17" not in out, f"--area good: pending problems printed without -v:\n{out}")
    rc, out, _ = run([fake, cases, "--case", "pending_fails", "--show-pending"])
    check(rc == 0 and "XFAIL good/pending_fails: pending (issue 17: the oob fix): " in out,
          f"--show-pending: exit {rc}:\n{out}")
    rc, out, _ = run([fake, cases, "--case", "bad/no_report", "-v"])
    check(rc == 1 and "FAIL bad/no_report" in out and "of 1 cases" in out, f"--case: exit {rc}:\n{out}")
    rc, out, _ = run([fake, cases, "--case", "shared.typed", "-v"])
    check(rc == 0 and "PASS good/shared.typed" in out, f"--case shared.typed: exit {rc}:\n{out}")
    rc, _, err = run([fake, cases, "--case", "no_such_case"])
    check(rc == 1 and "no case selected" in err, f"--case no_such_case: exit {rc}: {err}")
    rc, _, err = run([fake, cases, "--area", "no_such_area"])
    check(rc not in (0, 77), f"--area no_such_area: exit {rc}")

    # 2b. --check LIST: added to every case but one that passes its own --check (the fake refuses
    # a second --check, so good/own_check fails if run.py adds one).
    rc, out, _ = run([fake, cases, "--area", "good", "--check", "memcheck", "-v"])
    check(rc == 0 and "PASS good/own_check" in out, f"--check with a case's own --check: exit {rc}:\n{out}")

    # 3. No run command yet: skip.
    rc, out, _ = run([fake, cases, "--area", "good"], env={"FAKE_SIM_NO_RUN": "1"})
    check(rc == 77 and "skipping" in out, f"no run command: exit {rc}, expected 77:\n{out}")

    # 4. Lint.
    lint = os.path.join(HERE, "lint")
    rc, out, _ = run(["-", lint, "--lint"])
    check(rc == 1, f"lint: exit {rc}, expected 1")
    for cid, want in scripts(lint):
        mine = [l for l in out.splitlines() if l.startswith(f"LINT {cid}:")]
        if not want["lint"]:
            check(not mine, f"lint {cid}: expected clean, got {mine}")
        for msg in want["lint"]:
            check(any(msg in l for l in out.splitlines()), f"lint {cid}: {msg!r} not reported:\n{out}")
    check("LINT coverage.json: sub: no case a/ghost" in out, f"lint: ghost coverage entry not reported:\n{out}")
    rc, out, _ = run(["-", lint, "--lint", "--case", "clean"])
    check(rc == 0, f"lint of the clean case: exit {rc}:\n{out}")

    # 5. Lint's verify expectations: a case may say verify rejects it (with these messages).
    import shutil
    import tempfile
    tmp = tempfile.mkdtemp(prefix="nvsim-selftest-")
    try:
        area = os.path.join(tmp, "cases", "v")
        shutil.copytree(os.path.join(lint, "cases", "a"), area)
        for name in os.listdir(area):
            if not name.startswith("clean."):
                os.remove(os.path.join(area, name))
        with open(os.path.join(area, "clean.ll")) as f:
            ll = f.read()
        with open(os.path.join(area, "clean.json")) as f:
            doc = json.load(f)
        variants = {"rejected": ("; FAKE: reject intrinsic not supported (spec 9.4)\n", ["not supported (spec 9.4)"]),
                    "accepted": ("", ["not supported (spec 9.4)"]),
                    "other_message": ("; FAKE: reject something else\n", ["not supported (spec 9.4)"]),
                    "unexpected": ("; FAKE: reject intrinsic not supported (spec 9.4)\n", None)}
        for name, (directive, verify) in variants.items():
            with open(os.path.join(area, name + ".ll"), "w") as f:
                f.write(directive + ll)
            d = json.loads(json.dumps(doc))
            if verify:
                d.setdefault("conformance", {})["verify"] = verify
            for step in d["steps"]:
                if "file" in step:
                    step["file"] = step["file"].replace("clean.", name + ".")
                    shutil.copy(os.path.join(area, "clean." + step["file"].split(".", 1)[1]), os.path.join(area, step["file"]))
            with open(os.path.join(area, name + ".json"), "w") as f:
                json.dump(d, f)
        rc, out, _ = run([FAKE, tmp, "--lint", "--area", "v"])
        lines = out.splitlines()
        check(rc == 1, f"lint verify: exit {rc}, expected 1:\n{out}")
        check(not any(l.startswith("LINT v/rejected:") or l.startswith("LINT v/clean:") for l in lines),
              f"lint verify: a case rejected as it expects was reported:\n{out}")
        check(any(l.startswith("LINT v/accepted:") and "expected 3" in l for l in lines),
              f"lint verify: an accepted case that expects rejection was not reported:\n{out}")
        check(any(l.startswith("LINT v/other_message:") and "lacks" in l for l in lines),
              f"lint verify: a rejection without the expected message was not reported:\n{out}")
        check(any(l.startswith("LINT v/unexpected:") and "nvvm-sim verify: exit 3" in l for l in lines),
              f"lint verify: an unexpected rejection was not reported:\n{out}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    for e in errors:
        print("selftest: " + e)
    print(f"runner selftest: {'FAILED, ' + str(len(errors)) + ' problem(s)' if errors else 'ok'}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
