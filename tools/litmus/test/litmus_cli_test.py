#!/usr/bin/env python3
"""End-to-end tests of `nvvm-sim litmus`: verdicts, explanations, JSON, located errors, exit codes.

    tools/litmus/test/litmus_cli_test.py NVVM_SIM

Expected values come from the PTX memory model by hand (the derivations are in
conformance/litmus/classic-verdicts.json) and from the test files' own line and column numbers.
"""

import json
import os
import subprocess
import sys
import tempfile

NVVM_SIM = sys.argv[1]
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
CLASSIC = os.path.join(ROOT, "conformance", "litmus", "classic")
failures = []


def run(*args):
    p = subprocess.run([NVVM_SIM, "litmus", *args], capture_output=True, text=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


def check(name, cond, detail=""):
    if not cond:
        failures.append(f"{name}: {detail}")


def litmus_file(text):
    f = tempfile.NamedTemporaryFile("w", suffix=".litmus", delete=False)
    f.write(text)
    f.close()
    return f.name


# MP across CTAs: the weak outcome is SC-forbidden, PTX-allowed; release/acquire would forbid it.
rc, out, err = run(os.path.join(CLASSIC, "MP.litmus"))
check("MP text exit", rc == 0, err)
check("MP text row", "P1:r0=1 P1:r1=0  forbidden  allowed    holds" in out, out)
check("MP text cycle", "SC forbids it: cycle P0:st.weak x, 1 -po-> P0:st.weak y, 1 -rf-> P1:ld.weak r0, y (reads 1) "
      "-po-> P1:ld.weak r1, x (reads 0) -fr-> P0:st.weak x, 1" in out, out)
check("MP text fix", "`st.weak y, 1` as st.release.gpu, `ld.weak r0, y` as ld.acquire.gpu (release-acquire)" in out, out)
check("MP text verdict", "Condition satisfied in some allowed execution: SC no, PTX yes" in out, out)

rc, out, err = run(os.path.join(CLASSIC, "MP.litmus"), "--report", "json")
j = json.loads(out)
check("MP json", rc == 0 and j["sc"]["condition_reachable"] is False and j["ptx"]["condition_reachable"] is True, out)
check("MP json outcomes", len(j["outcomes"]) == 4, out)
weak = [o for o in j["outcomes"] if o["values"] == {"P1:r0": 1, "P1:r1": 0}]
check("MP json weak outcome", len(weak) == 1 and weak[0]["sc"]["allowed"] is False and weak[0]["ptx"]["allowed"] is True
      and weak[0]["condition"] is True, out)
check("MP json fixes", weak and [f["kind"] for f in weak[0]["ptx"]["fixes"]] == ["release-acquire"], out)

# MP with fence.sc.gpu: PTX forbids the weak outcome by Causality through the Fence-SC order.
rc, out, err = run(os.path.join(CLASSIC, "MP+fence.sc.gpu.litmus"), "--report", "json")
j = json.loads(out)
weak = [o for o in j["outcomes"] if o["values"] == {"P1:r0": 1, "P1:r1": 0}][0]
check("MP+fence axiom", weak["ptx"]["allowed"] is False and weak["ptx"]["axiom"] == "Causality", out)
check("MP+fence cycle", "-fence-sc->" in weak["ptx"]["cycle"] and "-fr->" in weak["ptx"]["cycle"] or
      "-rf->" in weak["ptx"]["cycle"], weak["ptx"]["cycle"])
check("MP+fence reach", j["ptx"]["condition_reachable"] is False, out)

# SB: only fence.sc forbids it (a W->R pair: neither release/acquire nor acq_rel fences do).
rc, out, err = run(os.path.join(CLASSIC, "SB.litmus"), "--report", "json")
j = json.loads(out)
weak = [o for o in j["outcomes"] if o["values"] == {"P0:r0": 0, "P1:r1": 0}][0]
check("SB fix", [f["kind"] for f in weak["ptx"]["fixes"]] == ["fence.sc"], out)

# forall: the lost update of .cta atomics across CTAs violates `forall (x == 2)` under PTX only.
rc, out, err = run(os.path.join(CLASSIC, "Atom-add.cta-2cta.litmus"), "--report", "json")
j = json.loads(out)
check("forall", j["sc"]["condition_reachable"] is False and j["ptx"]["condition_reachable"] is True, out)
check("forall quantifier", j["condition"]["quantifier"] == "forall", out)

# Located errors, exit 3.
bad = litmus_file("PTX bad\n{\nx=0;\n}\n P0@cta 0,gpu 0 ;\n st.weak x, 1 ;\n frob.weak x ;\nexists (x == 1)\n")
rc, out, err = run(bad)
check("unknown instruction", rc == 3 and err.strip() == f"{bad}:7:2: error: unknown instruction `frob.weak`", err)
bad = litmus_file("PTX bad\n{\nx=0;\n}\n P0@cta 0,gpu 0 ;\n st.weak.gpu x, 1 ;\nexists (x == 1)\n")
rc, out, err = run(bad)
check("weak with scope", rc == 3 and err.strip() == f"{bad}:6:2: error: `st.weak.gpu x, 1`: a weak access has no scope",
      err)
bad = litmus_file("PTX bad\n{\nx=0;\n}\n P0@cta 0,gpu 0 ;\n st.weak x, 1 ;\nexists (P0:r0 == 1 /\\ z == 1)\n")
rc, out, err = run(bad)
check("unknown location", rc == 3 and err.strip() == f"{bad}:7:23: error: no location `z` in this test", err)
bad = litmus_file("PTX bad\n{\nx=0;\ny @ generic aliases x;\n}\n P0@cta 0,gpu 0 ;\n st.weak x, 1 ;\nexists (x == 1)\n")
rc, out, err = run(bad)
check("proxy unsupported", rc == 3 and ":4:1: error: unsupported: proxies" in err, err)
bad = litmus_file("PTX bad\n{\nshared x=0;\n}\n P0@cta 0,gpu 0 | P1@cta 1,gpu 0 ;\n st.weak x, 1 | ld.weak r0, x ;\n"
                  "exists (P1:r0 == 1)\n")
rc, out, err = run(bad)
check("shared across CTAs", rc == 3 and f"{bad}:6:17: error: shared location `x` used by threads of different CTAs"
      in err, err)
rc, out, err = run("/nonexistent.litmus")
check("missing file", rc == 3 and "/nonexistent.litmus: error: cannot read the file" in err, err)
# The enumeration bound: a clear message and exit 3, not a hang.
rc, out, err = run(os.path.join(CLASSIC, "IRIW.litmus"), "--max-candidates", "3")
check("bound", rc == 3 and "past the enumeration bound: more than 3 candidate executions" in err, err)

# The teaching examples (docs/teaching.md): PTX verdicts of the weak outcome, by hand from the axioms:
# no fence, .cta fences across CTAs, a writer-only fence or no acquire after an observation leave
# it allowed; fence.sc.gpu on both sides, or a fence after a strong flag read, forbid it.
EXAMPLES = os.path.join(ROOT, "examples", "litmus")
for name, reachable in [("mp-blocks", True), ("mp-blocks-threadfence_block", True), ("mp-blocks-threadfence", False),
                        ("spin-plain", True), ("spin-volatile", True), ("spin-volatile-fenced", False),
                        ("last-block", True), ("last-block-fenced", False)]:
    rc, out, err = run(os.path.join(EXAMPLES, name + ".litmus"), "--report", "json", "--no-fixes")
    check(f"example {name}", rc == 0 and json.loads(out)["ptx"]["condition_reachable"] is reachable
          and json.loads(out)["sc"]["condition_reachable"] is False, err or out[:200])

# NVVM IR threads: release/acquire at device scope forbid the weak outcome, at block scope across
# blocks they do not (as MP+rel-acq.gpu and MP+rel-acq.cta-2cta of the library).
for name, reachable in [("mp-blocks-ir", False), ("mp-blocks-ir-block-scope", True)]:
    rc, out, err = run(os.path.join(EXAMPLES, name + ".ll"), "--report", "json", "--no-fixes")
    check(f"ir {name}", rc == 0 and json.loads(out)["ptx"]["condition_reachable"] is reachable, err or out[:200])
rc, out, err = run(os.path.join(EXAMPLES, "mp-blocks-ir.ll"), "--show-ptx", "--no-fixes")
check("ir show-ptx", " st.release.gpu flag, 1 | ld.weak r1, data ;" in err, err)
bad = litmus_file("; exists (P0:r0 == 1)\n@x = global i32 0\ndefine void @P0() {\n  %r0 = load i32, ptr @x\n"
                  "  %r1 = add i32 %r0, 1\n  ret void\n}\n")
os.rename(bad, bad + ".ll")
rc, out, err = run(bad + ".ll")
check("ir unsupported", rc == 3 and err.startswith(f"{bad}.ll:5:3: error: unsupported in a litmus thread: "
                                                    "`%r1 = add i32 %r0, 1`"), err)

# A warp in the placement is shown (PTX has no warp scope, so it changes no verdict).
warp = litmus_file("PTX warp\n{\nx=0;\n}\n P0@warp 3,cta 1,gpu 0 ;\n st.weak x, 1 ;\nexists (x == 1)\n")
rc, out, err = run(warp)
check("warp placement", rc == 0 and "  P0: CTA 1, GPU 0, warp 3\n" in out, out + err)

for f in failures:
    print("FAIL", f)
print(f"litmus_cli: {len(failures)} failures")
sys.exit(1 if failures else 0)
