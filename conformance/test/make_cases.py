#!/usr/bin/env python3
"""make_cases.py - writes the runner's self-test cases (cases/, lint/cases/), run by selftest.py.
Both are laid out as the conformance folder is: ROOT/cases/<area>/ (ROOT this folder, and lint/).

Each case's script carries a "selftest" object: the verdict run.py must give with fake_sim.py
("pass", or "fail" with substrings of its message lines), or for lint/ the LINT substrings.
Regenerate with: python3 conformance/test/make_cases.py
"""
import json
import os
import shutil
import struct

HERE = os.path.dirname(os.path.abspath(__file__))

KERNEL = """; FAKE directives (see fake_sim.py) decide what the stand-in simulator does with this case.
{fake}
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %in, ptr %out) {{
  ret void
}}

!nvvm.annotations = !{{!0}}
!0 = !{{ptr @k, !"kernel", i32 1}}
"""


def f32(*vals):
    return struct.pack(f"<{len(vals)}f", *vals)


def u32(*vals):
    return struct.pack(f"<{len(vals)}I", *vals)


def case(root, area, name, fake, inp, expected, selftest, elem="f32", tolerance=None,
         conformance=None, script_name=None, launch_args=None, extra_steps=()):
    folder = os.path.join(root, "cases", area)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name + ".ll"), "w") as f:
        f.write(KERNEL.format(fake="\n".join("; FAKE: " + d for d in fake)))
    base = script_name or name
    with open(os.path.join(folder, base + ".in.bin"), "wb") as f:
        f.write(inp)
    with open(os.path.join(folder, base + ".expected.bin"), "wb") as f:
        f.write(expected)
    n = len(inp)
    steps = [{"op": "alloc", "buffer": "in", "bytes": n},
             {"op": "alloc", "buffer": "out", "bytes": len(expected)},
             {"op": "h2d", "buffer": "in", "offset": 0, "bytes": n, "file": base + ".in.bin"},
             {"op": "launch", "kernel": "k", "grid": [1, 1, 1], "block": [4, 1, 1],
              "args": launch_args or [{"type": "ptr", "buffer": "in"}, {"type": "ptr", "buffer": "out"}]},
             *extra_steps,
             {"op": "expect", "buffer": "out", "offset": 0, "bytes": len(expected), "elem": elem,
              "file": base + ".expected.bin", "tolerance": tolerance or {"kind": "exact"}}]
    doc = {"selftest": selftest, "steps": steps}
    if conformance:
        doc["conformance"] = conformance
    with open(os.path.join(folder, base + ".json"), "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")


def main():
    cases = os.path.join(HERE, "cases")  # the runner's root is HERE
    lint = os.path.join(HERE, "lint")
    shutil.rmtree(cases, ignore_errors=True)
    shutil.rmtree(lint, ignore_errors=True)
    ok = {"verdict": "pass"}
    v = f32(1.0, -2.5, 3.25, 0.0)

    # Cases run.py must pass.
    case(HERE, "good", "copy", ["copy in out"], v, v, ok)
    case(HERE, "good", "fault", ["exit 1", "drop fault.expected.bin",
                                  "stderr kernel fault: out of bounds: read of 4 bytes in block (0,0,0) thread (3,0,0)"],
         v, f32(9, 9, 9, 9), ok,
         conformance={"exit": 1, "stderr": ["out of bounds", "block (0,0,0) thread (3,0,0)"]})
    one_ulp = struct.unpack("<f", struct.pack("<I", struct.unpack("<I", f32(3.25))[0] + 1))[0]
    case(HERE, "good", "tolerance_ulp", ["copy in out", "lie"], f32(1.0, -2.5, one_ulp, 0.0), v, ok,
         tolerance={"kind": "ulp", "ulp": 2})
    case(HERE, "good", "tolerance_rel_abs", ["copy in out", "lie"], f32(1.0, -2.5, 3.2500002, 1e-7), v, ok,
         tolerance={"kind": "rel_abs", "rel": 1e-6, "abs": 1e-6})
    case(HERE, "good", "nan_matches_nan", ["copy in out", "lie"], u32(0xFFFFFFFF, 0x7FC00000, 0, 1),
         u32(0x7FC00000, 0x7F800001, 0, 1), ok)
    case(HERE, "good", "args", ["copy in out", "args --threads 1"], v, v, ok,
         conformance={"args": ["--threads", "1"]})
    case(HERE, "good", "garbage_before_report", ["copy in out", "garbage"], v, v, ok)
    case(HERE, "good", "shared.o2", ["copy in out"], v, v, ok, script_name="shared")
    with open(os.path.join(cases, "good", "shared.typed.ll"), "w") as f:
        f.write(KERNEL.format(fake="; FAKE: copy in out"))
    case(HERE, "good", "int_exact", ["copy in out"], u32(1, 2, 3, 0xFFFFFFFF), u32(1, 2, 3, 0xFFFFFFFF), ok,
         elem="u32")

    # Schedules: the case runs once per entry of "schedules" and per random seed, and must pass every
    # time (the fake refuses a run without --warp-schedule, so each run got its schedule's options).
    scheds = {"schedules": [["--warp-schedule", "converged"], ["--warp-schedule", "fair", "--threads", "8"]],
              "random_seeds": 5}
    case(HERE, "good", "schedules", ["copy in out", "args --warp-schedule"], v, v, ok, conformance=scheds)

    # Findings: what the simulator reports ("; FAKE: finding ...") against what the case expects.
    race = "finding racecheck read-after-write dir/k.cu:14:3 other=k.cu:9:5 count=32 space=shared"
    oob = "finding memcheck out-of-bounds dir/k.cu:20:7 count=1 space=global"
    want_race = {"checker": "racecheck", "kind": "read-after-write", "at": ["k.cu:9", "k.cu:14"],
                 "space": "shared", "count": 32}
    want_oob = {"checker": "memcheck", "kind": "out-of-bounds", "at": ["k.cu:20"]}

    def findings(*expected):
        return {"exit": 1, "findings": list(expected)}

    case(HERE, "good", "findings_exact", ["copy in out", race, oob], v, v, ok,
         conformance=findings(want_race, want_oob))
    case(HERE, "good", "own_check", ["copy in out", "args --check all"], v, v, ok,
         conformance={"args": ["--check", "all"], "findings": []})

    # Pending (expected failures): one that fails as expected is XFAIL, not a failure of the run.
    xfail = {"verdict": "xfail"}
    case(HERE, "good", "pending_fails", ["copy in out", race], v, v, xfail,
         conformance=dict(findings(want_race, want_oob), pending="issue 17: the oob fix"))
    # The -O0 variant (NAME.o0.ll, run with NAME.json) takes the fields of the "o0" object instead:
    # here its own finding (the fake reports the race at -O2 and the oob at -O0), and a pending
    # marker of the -O2 build that "pending": null clears.
    variant = dict(findings(want_race), pending="issue 17: waits for a fix at -O2 only",
                   o0=dict(findings(want_oob), pending=None))
    case(HERE, "good", "variant.o0", ["copy in out", oob], v, v, dict(xfail, o0=ok), conformance=variant,
         script_name="variant")
    case(HERE, "good", "variant", ["copy in out"], v, v, dict(xfail, o0=ok), conformance=variant)

    # Cases run.py must fail, with these messages.
    def bad(name, fake, inp, expected, messages, **kw):
        case(HERE, "bad", name, fake, inp, expected, {"verdict": "fail", "messages": messages}, **kw)

    bad("wrong_output", ["copy in out"], v, f32(1.0, -2.5, 3.0, 0.0),
        ["exit code 1, expected 0", "expect wrong_output.expected.bin: failed",
         "1 element(s) differ in the dumped bytes: [2] 3.25 != 3.0"])
    bad("lying_sim", ["copy in out", "lie"], v, f32(1.0, -2.5, 3.0, 0.0), ["differ in the dumped bytes"])
    three_ulp = struct.unpack("<f", struct.pack("<I", struct.unpack("<I", f32(3.25))[0] + 3))[0]
    bad("ulp_too_far", ["copy in out", "lie"], f32(1.0, -2.5, three_ulp, 0.0), v, ["differ in the dumped bytes"],
        tolerance={"kind": "ulp", "ulp": 2})
    bad("negative_zero", ["copy in out", "lie"], f32(0.0), f32(-0.0), ["[0] 0.0 != -0.0"])
    bad("no_fault", ["copy in out"], v, v, ["exit code 0, expected 1", "stderr lacks 'null pointer'"],
        conformance={"exit": 1, "stderr": ["null pointer"]})
    bad("wrong_thread", ["exit 1", "stderr null pointer: block (0,0,0) thread (4,0,0)"], v, v,
        ["stderr lacks 'block (0,0,0) thread (3,0,0)'"],
        conformance={"exit": 1, "stderr": ["null pointer", "block (0,0,0) thread (3,0,0)"]})
    bad("missing_expect", ["copy in out", "drop missing_expect.expected.bin"], v, v,
        ["expect missing_expect.expected.bin: not in the report"])
    bad("fault_all_expects", ["exit 1", "drop fault_all_expects.expected.bin"], v, v,
        ["expect fault_all_expects.expected.bin: not in the report"],
        conformance={"exit": 1, "expects": "all"})
    bad("no_report", ["copy in out", "noreport"], v, v, ["no JSON report on stdout"])
    bad("timeout", ["copy in out", "sleep 20"], v, v, ["timed out after 1 s"], conformance={"timeout": 1})
    bad("missing_args", ["copy in out", "args --threads"], v, v, ["exit code 2, expected 0"])
    bad("finding_missing", ["copy in out", race], v, v,
        ["expected finding not reported: [memcheck] out-of-bounds at k.cu:20"],
        conformance=findings(want_race, want_oob))
    bad("finding_unexpected", ["copy in out", race, oob, "finding initcheck uninitialized-read k.cu:30:1"], v, v,
        ["unexpected finding: [initcheck] uninitialized-read at k.cu:30:1"],
        conformance=findings(want_race, want_oob))
    bad("finding_wrong_kind", ["copy in out", race.replace("read-after-write", "write-after-read"), oob], v, v,
        ["expected finding not reported: [racecheck] read-after-write at k.cu:9 + k.cu:14",
         "unexpected finding: [racecheck] write-after-read at dir/k.cu:14:3 (other access at k.cu:9:5)"],
        conformance=findings(want_race, want_oob))
    bad("finding_wrong_line", ["copy in out", race, oob.replace("k.cu:20:7", "k.cu:21:7")], v, v,
        ["expected finding not reported: [memcheck] out-of-bounds at k.cu:20",
         "unexpected finding: [memcheck] out-of-bounds at dir/k.cu:21:7"],
        conformance=findings(want_race, want_oob))
    bad("finding_wrong_other_line", ["copy in out", race.replace("other=k.cu:9:5", "other=k.cu:8:5"), oob], v, v,
        ["expected finding not reported: [racecheck] read-after-write", "(other access at k.cu:8:5)"],
        conformance=findings(want_race, want_oob))
    bad("finding_wrong_count", ["copy in out", race.replace("count=32", "count=31"), oob], v, v,
        ["expected finding not reported: [racecheck] read-after-write", "count 31"],
        conformance=findings(want_race, want_oob))
    bad("finding_in_clean_case", ["copy in out", oob], v, v,
        ["exit code 1, expected 0", "unexpected finding: [memcheck] out-of-bounds at dir/k.cu:20:7"],
        conformance={"findings": []})

    bad("pending_passes", ["copy in out", race, oob], v, v,
        ["marked pending (issue 17: the race fix) but passes: remove the marker"],
        conformance=dict(findings(want_race, want_oob), pending="issue 17: the race fix"))
    bad("variant_o0_wrong.o0", ["copy in out", race], v, v,
        ["expected finding not reported: [memcheck] out-of-bounds at k.cu:20",
         "unexpected finding: [racecheck] read-after-write"],
        conformance=dict(findings(want_race), o0=findings(want_oob)), script_name="variant_o0_wrong")
    bad("schedule_broken", ["copy in out", "broken_under --threads 8"], v, v,
        ["under --warp-schedule fair --threads 8: exit code 1, expected 0",
         "--report json --dump-dir", "--warp-schedule fair --threads 8"],
        conformance=scheds)
    bad("seed_broken", ["copy in out", "broken_under --seed 4"], v, v,
        ["under --warp-schedule random --schedule random --seed 4: exit code 1, expected 0"],
        conformance=scheds)
    bad("schedule_hangs", ["copy in out", "hang_under --warp-schedule converged"], v, v,
        ["under --warp-schedule converged: timed out after 2 s", "6 more schedule(s) not run after the timeout"],
        conformance=dict(scheds, timeout=2))

    sim_timeout = "stderr kernel fault: timeout: the launch ran longer than its time limit of 10 s"
    bad("schedule_sim_timeout", ["exit 1", sim_timeout], v, v,
        ["under --warp-schedule converged: exit code 1, expected 0", "6 more schedule(s) not run after the timeout"],
        conformance=scheds)

    # Lint: a clean case and one broken thing each.
    def lint_case(name, messages, **kw):
        case(lint, "a", name, [], v, v, {"lint": messages}, **kw)

    lint_case("clean", [])
    lint_case("wrong_kernel", ["kernel nope is not defined"], extra_steps=[
        {"op": "launch", "kernel": "nope", "grid": [1, 1, 1], "block": [1, 1, 1], "args": []}])
    lint_case("param_count", ["k takes 2 parameters, the launch passes 1"],
              launch_args=[{"type": "ptr", "buffer": "in"}])
    lint_case("range", ["range outside buffer out"], extra_steps=[
        {"op": "memset", "buffer": "out", "offset": 8, "bytes": 16, "value": 0}])
    lint_case("bad_size", ["has 16 bytes, the step says 32"], extra_steps=[
        {"op": "h2d", "buffer": "out", "offset": 0, "bytes": 32, "file": "bad_size.in.bin"}])
    lint_case("unallocated", ["buffer ghost not allocated"], extra_steps=[
        {"op": "d2h", "buffer": "ghost", "offset": 0, "bytes": 4}])
    lint_case("uncovered", ["case a/uncovered covers nothing"])
    lint_case("bad_findings", ["memcheck has no kind 'data-race'", 'findings[1]: "at" must list 1 to 1 source lines',
                               "findings[2]: unknown checker 'leakcheck'"],
              conformance={"exit": 1, "findings": [
                  {"checker": "memcheck", "kind": "data-race", "at": ["k.cu:3"]},
                  {"checker": "initcheck", "kind": "uninitialized-read", "at": ["k.cu:3", "k.cu:4"]},
                  {"checker": "leakcheck", "kind": "leak", "at": ["k.cu:5"]}]})
    lint_case("bad_schedules", ["schedules: must be a list of option lists", "random_seeds: must be an integer"],
              conformance={"schedules": ["--threads", "8"], "random_seeds": -1})
    lint_case("findings_exit", ["a case with findings exits with 1, not 0"],
              conformance={"findings": [{"checker": "racecheck", "kind": "write-after-write", "at": ["k.cu:7"]}]})
    lint_case("bad_variant", ["o0: unknown conformance field 'expected'",
                              "o0: findings[0]: unknown checker 'leakcheck'",
                              "pending: must say what the case waits for"],
              conformance={"exit": 1, "pending": "", "findings": [], "o0": {
                  "expected": [], "findings": [{"checker": "leakcheck", "kind": "leak", "at": ["k.cu:5"]}]}})
    with open(os.path.join(lint, "coverage.json"), "w") as f:
        json.dump({"add": ["a/clean", "a/wrong_kernel", "a/param_count", "a/range", "a/bad_findings",
                           "a/findings_exit", "a/bad_schedules", "a/bad_variant"],
                   "sub": ["a/bad_size", "a/unallocated", "a/ghost"]}, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
