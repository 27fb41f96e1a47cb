#!/usr/bin/env python3
"""End-to-end tests of `nvvm-sim opt` and `nvvm-sim validate`: exact output and exit codes (CLI.md),
on the kernels of this folder (passes.ll: a byval struct and generic pointers into shared and
global memory).

  passes_cli_test.py NVVM_SIM [--case NAME]... [-v]
  passes_cli_test.py NVVM_SIM --wrong-variant   # validate must catch a skewed LowerStructArgs

The cases hold with the passes as they are and as they become: none asserts what a pass does to
the module, only what the commands promise (usage, input errors, the module printed, the
statistics' format, the same outputs before and after). --wrong-variant is the test that
validation can fail: `--test-ldparam-skew=4` moves every ldparam offset LowerStructArgs emits by 4
bytes, so the kernel reads its struct's fields at the wrong offsets, and validate must report the
difference (exit 1). It exits 77 (skipped) while LowerStructArgs is the placeholder that changes
nothing (no ldparam in `opt --passes=lower-struct-args`'s output): then there is no wrong variant.

Each case runs in a fresh temporary folder (the current folder of the command). Before texts are
compared, this folder's path reads `<dir>` and the temporary folder `<tmp>`.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

from cli_case import run_cases

HERE = os.path.dirname(os.path.abspath(__file__))
SKIP = 77
ALL = "--passes=transplant,lower-struct-args,memspace-opt"
USAGE_HINT = "Run with --help for more information.\n"
KNOBS = ["--opt-byval", "--param-always-point-to-global", "--track-indir-load", "--track-int2ptr",
         "--do-clone-for-ip-msp", "--process-alloca-always", "--mem-space-alg",
         "--nvptx-traverse-address-aliasing-limit", "--ambiguous-assumes-global"]
# `nvvm-sim run passes.ll --script passes.json` prints the first 16 elements of `out`.
PASSES_VALUES = ("out (i32[16]):\n"
                 "  [0] 1000 0 0 100 1001 -3 1075838976 97\n"
                 "  [8] 1002 -6 1084227584 94 1003 -9 1089470464 91\n")
# A module no pass can change: a global, no functions.
NO_FUNCTIONS = ('target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"\n'
                'target triple = "nvptx64-nvidia-cuda"\n\n'
                '@table = addrspace(1) global [2 x i32] [i32 1, i32 2], align 4\n')
STATS_TEXT = re.compile(
    r"transplant: \d+ kernels marked, \d+ nvvm\.\* attributes written, \d+ functions internalized\n"
    r"lower-struct-args: \d+ byval parameters lowered, \d+ loads rewritten to ldparam, \d+ parameters cast only, "
    r"\d+ functions left alone\n"
    r"memspace-opt: \d+ generic accesses resolved \(global \d+, shared \d+, constant \d+, local \d+, param \d+\), "
    r"\d+ assumed global, \d+ left generic, \d+ isspacep folded, \d+ clones, \d+ register slots\n$")


class Result:
    def __init__(self, rc, out, err, tmp):
        self.rc, self.out, self.err, self.tmp = rc, out, err, tmp


def normalize(text, tmp):
    return text.replace(tmp, "<tmp>").replace(HERE, "<dir>")


def command(sim, args, tmp):
    argv = [sim] + [a.format(dir=HERE, tmp=tmp) for a in args]
    p = subprocess.run(argv, cwd=tmp, capture_output=True, timeout=120)
    return Result(p.returncode, p.stdout.decode(), p.stderr.decode(), tmp)


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


# ---- Cases ------------------------------------------------------------------------------------------
#
# A case: the arguments after `nvvm-sim`, the exit code, the exact stdout and stderr (None: not
# compared), and optionally a function that checks more, given the result and the command runner.

CASES = {}


def case(name, args, rc, out="", err="", check=None, setup=None):
    CASES[name] = dict(args=args, rc=rc, out=out, err=err, check=check, setup=setup)


# -- opt

case("opt_no_pass_changes_a_module_without_functions",
     ["opt", "{tmp}/g.ll", ALL], 0,
     NO_FUNCTIONS, "",
     setup=lambda tmp: write(os.path.join(tmp, "g.ll"), NO_FUNCTIONS))


def check_opt_output_runs_alike(r, run):
    # The printed module reads back, and its kernel computes what the original computes.
    with open(os.path.join(r.tmp, "p.ll")) as f:
        assert "define" in f.read()
    before = run(["run", "{dir}/passes.ll", "--script", "{dir}/passes.json"])
    after = run(["run", "{tmp}/p.ll", "--script", "{dir}/passes.json"])
    assert before.rc == after.rc == 0, (before.err, after.err)
    assert PASSES_VALUES in before.out and PASSES_VALUES in after.out, (before.out, after.out)
    assert run(["verify", "{tmp}/p.ll", "--structure-only"]).rc == 0


case("opt_output_file_reads_back_and_runs_alike", ["opt", "{dir}/passes.ll", ALL, "-o", "{tmp}/p.ll"], 0, "", "",
     check=check_opt_output_runs_alike)


def check_stats_text(r, run):
    assert STATS_TEXT.fullmatch(r.err), r.err
    assert "@params(" in r.out, r.out


case("opt_stats_text", ["opt", "{dir}/passes.ll", ALL, "--stats"], 0, None, None, check=check_stats_text)


def check_stats_json(r, run):
    doc = json.loads(r.err)
    assert doc["passes"] == ["memspace-opt", "transplant", "memspace-opt"], doc
    assert list(doc) == ["passes", "memspace-opt", "transplant"], list(doc)
    ms = doc["memspace-opt"]
    assert list(ms) == ["resolved_total", "resolved", "assumed_global", "unresolved", "isspacep_folded", "clones",
                        "register_slots"]
    assert list(ms["resolved"]) == ["global", "shared", "constant", "local", "param"]
    assert ms["resolved_total"] == sum(ms["resolved"].values())
    assert list(doc["transplant"]) == ["kernels", "attributes", "internalized"]


case("opt_stats_json_in_pipeline_order",
     ["opt", "{dir}/passes.ll", "--passes=memspace-opt,transplant,memspace-opt", "--stats=json", "-o", "{tmp}/p.ll"],
     0, "", None, check=check_stats_json)


def check_knobs_in_help(r, run):
    for knob in KNOBS + ["--passes", "--stats"]:
        assert knob in r.out, knob
    assert "--test-ldparam-skew" not in r.out  # testing only: hidden
    v = run(["validate", "--help"])
    for knob in KNOBS + ["--passes", "--script", "--threads"]:
        assert knob in v.out, knob
    assert "--test-ldparam-skew" not in v.out


case("opt_help_lists_every_knob", ["opt", "--help"], 0, None, "", check=check_knobs_in_help)

case("opt_every_knob_set",
     ["opt", "{dir}/passes.ll", ALL, "--opt-byval=0", "--param-always-point-to-global=false", "--track-indir-load=0",
      "--track-int2ptr=0", "--do-clone-for-ip-msp=0", "--process-alloca-always=0", "--mem-space-alg=2",
      "--nvptx-traverse-address-aliasing-limit=2", "--test-ldparam-skew=0", "-o", "{tmp}/p.ll"], 0, "",
     # Without param-always-point-to-global, the kernel's `out` may point anywhere: its stores stay generic.
     "".join("<dir>/passes.ll:{}:3: warning: Cannot tell what pointer points to (it may be global or shared or "
             "constant or local): left in the generic address space\n  store i32 %r{}, ptr %o{}, align 4\n  ^\n"
             .format(line, k, k) for k, line in enumerate([38, 41, 46, 50])))



def check_assumed_global(r, run):
    with open(os.path.join(r.tmp, "g.ll")) as f:
        text = f.read()
    for k in range(4):
        assert "store i32 %%r%d, ptr addrspace(1) " % k in text, text
    return True


# The seed's rule, asked for: the same four stores are warned about with the seed's words and
# rewritten to global.
case("opt_ambiguous_assumes_global",
     ["opt", "{dir}/passes.ll", "--passes=memspace-opt", "--param-always-point-to-global=0",
      "--ambiguous-assumes-global=1", "-o", "{tmp}/g.ll"], 0, "",
     "".join("<dir>/passes.ll:{}:3: warning: Cannot tell what pointer points to, assuming global memory space\n"
             "  store i32 %r{}, ptr %o{}, align 4\n  ^\n".format(line, k, k)
             for k, line in enumerate([38, 41, 46, 50])),
     check=check_assumed_global)

case("opt_unknown_pass", ["opt", "{dir}/passes.ll", "--passes=transplant,memspace"], 2, "",
     "nvvm-sim: error: --passes: unknown pass 'memspace' (known passes: transplant, lower-struct-args, memspace-opt)\n"
     + USAGE_HINT)

case("opt_empty_pass_name", ["opt", "{dir}/passes.ll", "--passes=transplant,,memspace-opt"], 2, "",
     "nvvm-sim: error: --passes: empty pass name (known passes: transplant, lower-struct-args, memspace-opt)\n"
     + USAGE_HINT)

case("opt_passes_required", ["opt", "{dir}/passes.ll"], 2, "", "--passes is required\n" + USAGE_HINT)

case("opt_stats_format", ["opt", "{dir}/passes.ll", ALL, "--stats=xml"], 2, "",
     "--stats: xml not in {text,json}\n" + USAGE_HINT)

case("opt_bad_knob_value", ["opt", "{dir}/passes.ll", ALL, "--opt-byval=maybe"], 2, "",
     "Could not convert: --opt-byval = maybe\n" + USAGE_HINT)

case("opt_missing_file", ["opt", "{tmp}/nope.ll", ALL], 3, "",
     "<tmp>/nope.ll: error: cannot open file '<tmp>/nope.ll': No such file or directory\n")

case("opt_syntax_error", ["opt", "{tmp}/bad.ll", ALL], 3, "",
     "<tmp>/bad.ll:2:3: error: expected instruction opcode\n  retur void\n  ^\n",
     setup=lambda tmp: write(os.path.join(tmp, "bad.ll"), "define void @f() {\n  retur void\n}\n"))

case("opt_cannot_write", ["opt", "{dir}/passes.ll", ALL, "-o", "{tmp}/no/p.ll"], 3, "",
     "nvvm-sim: cannot write '<tmp>/no/p.ll': No such file or directory\n")

# -- validate

case("validate_same", ["validate", "{dir}/passes.ll", "--script", "{dir}/passes.json", ALL], 0,
     "<dir>/passes.ll: same before and after transplant,lower-struct-args,memspace-opt: 1 launch, 2 outputs "
     "(576 bytes) compared bit for bit\n", "")


def check_no_files_written(r, run):
    assert os.listdir(r.tmp) == [], os.listdir(r.tmp)  # saxpy.json's d2h files are not written


case("validate_every_step_kind_writes_nothing",
     ["validate", "{dir}/kernels.ll", "--script", "{dir}/saxpy.json", ALL, "--threads", "2"], 0,
     "<dir>/kernels.ll: same before and after transplant,lower-struct-args,memspace-opt: 1 launch, 11 outputs "
     "(304 bytes) compared bit for bit\n",
     "<dir>/saxpy.json:28:92: warning: step 18 (expect): field \"tolerance.kind\": unknown tolerance kind 'cosine' "
     "(expected exact, abs, rel, rel_abs or ulp); this expectation is not compared\n",
     check=check_no_files_written)

case("validate_a_fault_in_both_runs_is_the_same",
     ["validate", "{dir}/kernels.ll", "--script", "{dir}/fault.json", "--passes=memspace-opt"], 0,
     "<dir>/kernels.ll: same before and after memspace-opt: 2 launches (fault 1, skipped 1: the same in both runs), "
     "2 outputs (64 bytes) compared bit for bit\n", "")

# The schedules of both runs: the same seeded random warp and block schedules before and after.
case("validate_random_schedules",
     ["validate", "{dir}/passes.ll", "--script", "{dir}/passes.json", ALL, "--warp-schedule", "random",
      "--schedule", "random", "--seed", "7"], 0,
     "<dir>/passes.ll: same before and after transplant,lower-struct-args,memspace-opt: 1 launch, 2 outputs "
     "(576 bytes) compared bit for bit\n", "")

case("validate_unknown_warp_schedule",
     ["validate", "{dir}/passes.ll", "--script", "{dir}/passes.json", "--warp-schedule", "lockstep"], 2, "",
     "--warp-schedule: lockstep not in {converged,fair,random}\n" + USAGE_HINT)

case("validate_script_required", ["validate", "{dir}/passes.ll", ALL], 2, "", "--script is required\n" + USAGE_HINT)

case("validate_unknown_pass", ["validate", "{dir}/passes.ll", "--script", "{dir}/passes.json", "--passes=lsa"], 2,
     "", "nvvm-sim: error: --passes: unknown pass 'lsa' (known passes: transplant, lower-struct-args, memspace-opt)\n"
     + USAGE_HINT)

case("validate_missing_script", ["validate", "{dir}/passes.ll", "--script", "{tmp}/nope.json", ALL], 3, "",
     "nvvm-sim: error: cannot read '<tmp>/nope.json': No such file or directory\n")

case("validate_bad_script", ["validate", "{dir}/kernels.ll", "--script", "{dir}/bad_script.json", ALL], 3, "",
     "<dir>/bad_script.json:3:32: error: step 1 (h2d): field \"file\": cannot read '<dir>/missing.bin': "
     "No such file or directory\n"
     "<dir>/bad_script.json:4:49: error: step 2 (launch): field \"grid\": expected an array of 1 to 3 positive "
     "integers\n"
     "<dir>/bad_script.json:5:20: error: step 3 (expect): field \"buffer\": unknown buffer 'y' (no earlier alloc "
     "step creates it)\n"
     "<dir>/bad_script.json:7:58: error: step 4 (launch): field \"args[1].value\": 'two' is not a number\n")

case("validate_script_for_another_module", ["validate", "{dir}/kernels.ll", "--script", "{dir}/passes.json", ALL],
     3, "",
     "<dir>/passes.json:5:22: error: step 1 (launch): field \"kernel\": unknown kernel 'params' (the module's "
     "kernels: _Z5saxpyifPKfPf, fault, hello, spin, mix, pair)\n")

case("validate_missing_module", ["validate", "{tmp}/nope.ll", "--script", "{dir}/passes.json", ALL], 3, "",
     "<tmp>/nope.ll: error: cannot open file '<tmp>/nope.ll': No such file or directory\n")


# ---- The wrong variant --------------------------------------------------------------------------------


def wrong_variant_test(sim, verbose):
    with tempfile.TemporaryDirectory(prefix="nvsim-passes-") as tmp:
        tmp = os.path.realpath(tmp)
        lowered = command(sim, ["opt", "{dir}/passes.ll", "--passes=lower-struct-args"], tmp)
        if lowered.rc != 0:
            print("FAIL opt --passes=lower-struct-args: exit %d\n%s" % (lowered.rc, lowered.err))
            return 1
        # NOTE: until LowerStructArgs lands, its placeholder changes nothing and a skew has nothing
        # to move; the test has nothing to check then and says so (skipped, not passed).
        if "ldparam" not in lowered.out:
            print("wrong variant: LowerStructArgs emits no ldparam yet (placeholder pass); skipped")
            return SKIP
        failures = 0
        base = ["validate", "{dir}/passes.ll", "--script", "{dir}/passes.json", ALL]
        right = command(sim, base, tmp)
        if right.rc != 0 or ": same before and after" not in right.out:
            failures += 1
            print("FAIL the right passes differ (exit %d):\n%s%s" % (right.rc, right.out, right.err))
        for skew in ("4", "-4", "8"):
            wrong = command(sim, base + ["--test-ldparam-skew=" + skew], tmp)
            out = normalize(wrong.out, tmp)
            first = out.splitlines()[0] if out else ""
            if wrong.rc != 1 or not re.fullmatch(
                    r"<dir>/passes\.ll: differs after transplant,lower-struct-args,memspace-opt: \d+ differences?", first):
                failures += 1
                print("FAIL skew %s: exit %d, expected 1 with a difference\n%s%s" % (skew, wrong.rc, out, wrong.err))
            elif "buffer 'out'" not in out and "fault after" not in out:
                failures += 1
                print("FAIL skew %s: the difference names neither buffer 'out' nor a fault:\n%s" % (skew, out))
            elif verbose:
                print("skew %s caught:\n%s" % (skew, out))
        print("wrong variant: %s" % ("caught" if not failures else "%d failure(s)" % failures))
        return 1 if failures else 0


# ---- Main -----------------------------------------------------------------------------------------


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sim")
    ap.add_argument("--case", action="append", default=[])
    ap.add_argument("--wrong-variant", action="store_true")
    ap.add_argument("-v", "--verbose", action="store_true")
    o = ap.parse_args()
    sim = os.path.abspath(o.sim)
    if o.wrong_variant:
        return wrong_variant_test(sim, o.verbose)
    return run_cases("passes CLI", o.case or list(CASES), CASES, lambda args, tmp: command(sim, args, tmp), normalize,
                     o.verbose, "nvsim-passes-", runner_arg=True)


if __name__ == "__main__":
    sys.exit(main())
