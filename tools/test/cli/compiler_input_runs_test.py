#!/usr/bin/env python3
"""What a PTX compiler is given must compute what the kernel computes: every conformance case (as
ptx_all_test.py selects them: not the -O0 builds of the planted-bug cases),
passed through `nvvm-sim ptx --compiler C --save-input F` (for nvvm the NVVM IR 2.0 printer's
typed-pointer LLVM 7 text, for llc the legalized LLVM 19 text with libdevice linked in), is run
by the interpreter from F with its own launch script, and every expect step must pass.

  compiler_input_runs_test.py NVVM_SIM --compiler nvvm|llc [-j N] [-v]

This checks the printer and the legalization (docs/hardware.md) by execution, without a GPU.
Cases that expect a fault or findings are not run (their messages name lines of the .ll). A case
in KNOWN must fail (and one that starts to pass is an error, so the list stays true); a case the
compiler refuses (no input written) must be a known failure of ptx_all_test.py. Exit code 77 when
the compiler is missing.
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
SKIP = 77
sys.path.insert(0, HERE)
from ptx_all_test import KNOWN_FAILURES, KNOWN_FAILURES_NVVM, conformance_kernels, find_tool  # noqa: E402

# The interpreter's inline PTX (sim/InlinePtx.cpp) runs arithmetic, moves and conversions; the
# legalization writes some instructions it does not run.
NO_INLINE_PTX = "the executor's inline PTX does not run {}"
KNOWN_COMMON = {
    "conformance/cases/atomics/atomic_scopes.ll": NO_INLINE_PTX.format("fence.acq_rel.cluster"),
    # LLVM 20's atomicrmw operations are a compare-and-swap loop for both compilers.
    "conformance/cases/atomics/atomicrmw_llvm20.ll": NO_INLINE_PTX.format("the compare-and-swap loop (memory operands)"),
    "conformance/cases/atomics/atomicrmw_llvm20_contended.ll":
        NO_INLINE_PTX.format("the compare-and-swap loop (memory operands)"),
    "conformance/cases/atomics/fence_message.ll": NO_INLINE_PTX.format("fence.sc.sys"),
    "conformance/cases/atomics/fence_scopes.ll": NO_INLINE_PTX.format("fence.acq_rel.sys"),
    "conformance/cases/barriers/barrier_variants.ll": NO_INLINE_PTX.format("barrier.sync"),
    "conformance/cases/intrinsics-math/float_f16.ll": NO_INLINE_PTX.format("half operands (canonicalize)"),
    "conformance/cases/intrinsics-misc/markers.ll": NO_INLINE_PTX.format("prefetch.global.L2 (a memory operand)"),
    "conformance/cases/nvvm-math/approx.ll": NO_INLINE_PTX.format("ex2.approx.f16 (a half operand)"),
    "conformance/cases/warp/legacy_collectives.ll": NO_INLINE_PTX.format("shfl.sync"),
}
KNOWN = {
    "llc": dict(KNOWN_COMMON, **{
        "conformance/cases/intrinsics-math/libm.ll":
            "llvm.powi as libdevice's __nv_powif, which rounds differently from the interpreter's powi "
            "(3 elements by more than the case's 1 ulp; powi's accuracy is unspecified)",
        "conformance/cases/libdevice/fast.ll": NO_INLINE_PTX.format("tanh.approx.f32 (libdevice's __nv_fast_tanhf)"),
    }),
    "nvvm": dict(KNOWN_COMMON, **{
        "conformance/cases/atomics/atomicrmw_contended.ll": NO_INLINE_PTX.format("the compare-and-swap loop (memory operands)"),
        "conformance/cases/atomics/atomicrmw_private.ll": NO_INLINE_PTX.format("the compare-and-swap loop (memory operands)"),
        "conformance/cases/warp/shfl_sync.ll": NO_INLINE_PTX.format("shfl.sync with a predicate output"),
        "conformance/cases/memory/param_lowered.ll":
            "the printer writes the byref parameter as a plain addrspace(101) pointer, so the launch "
            "script's bytes no longer fit it",
        "conformance/cases/warp/divergent_collectives.ll": NO_INLINE_PTX.format("activemask"),
        "conformance/cases/warp/warp_reduce.ll": NO_INLINE_PTX.format("redux.sync"),
        "conformance/cases/its/redux_callee_O0.ll": NO_INLINE_PTX.format("redux.sync"),
        "conformance/cases/its/redux_callee_O2.ll": NO_INLINE_PTX.format("redux.sync"),
    }),
}


def script_of(ll):
    folder, name = os.path.dirname(ll), os.path.basename(ll)[:-3]
    script = os.path.join(folder, name + ".json")
    if not os.path.isfile(script) and "." in name:
        script = os.path.join(folder, name.rsplit(".", 1)[0] + ".json")
    return script if os.path.isfile(script) else None


def run_one(sim, compiler, ll, tmp):
    """(status, detail): status is ok, failed, refused or skipped."""
    script = script_of(ll)
    if not script:
        return "skipped", "no launch script"
    with open(script) as f:
        conf = json.load(f).get("conformance", {})
    if conf.get("exit", 0) != 0 or "findings" in conf:
        return "skipped", "expects a fault or findings"
    saved = os.path.join(tmp, os.path.relpath(ll, ROOT).replace("/", "__"))
    p = subprocess.run([sim, "ptx", ll, "--compiler", compiler, "--no-ptxas", "--save-input", saved,
                        "-o", os.devnull], capture_output=True, text=True, timeout=300)
    if not os.path.exists(saved):
        return "refused", p.stderr.strip()
    r = subprocess.run([sim, "run", saved, "--script", script] + [str(a) for a in conf.get("args", [])],
                       capture_output=True, text=True, errors="replace", timeout=conf.get("timeout", 300))
    if r.returncode == 0:
        return "ok", ""
    return "failed", "exit %d: %s" % (r.returncode, " | ".join(r.stderr.strip().splitlines()[:3]))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sim")
    ap.add_argument("--compiler", choices=["nvvm", "llc"], required=True)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("-v", "--verbose", action="store_true")
    o = ap.parse_args()
    sim = os.path.abspath(o.sim)
    # nvvm-sim's own limit on each launch (a case's --timeout wins): a hanging kernel fails in
    # seconds, saying where, instead of at the subprocess timeout.
    os.environ["NVVM_SIM_TIMEOUT"] = "20"
    if not find_tool(o.compiler):
        print("compiler input runs: %s not found; skipped" % o.compiler)
        return SKIP
    known = KNOWN[o.compiler]
    refusable = KNOWN_FAILURES_NVVM if o.compiler == "nvvm" else KNOWN_FAILURES
    cases = sorted(os.path.relpath(p, ROOT) for p in conformance_kernels())
    problems, counts = [], {}
    with tempfile.TemporaryDirectory(prefix="nvsim-input-runs-") as tmp:
        with concurrent.futures.ThreadPoolExecutor(o.jobs) as pool:
            results = list(pool.map(lambda c: run_one(sim, o.compiler, os.path.join(ROOT, c), tmp), cases))
    for case, (status, detail) in zip(cases, results):
        counts[status] = counts.get(status, 0) + 1
        if status == "ok" and case in known:
            problems.append("%s: runs the same now; drop it from KNOWN (%s)" % (case, known[case]))
        elif status == "failed" and case not in known:
            problems.append("%s: %s" % (case, detail))
        elif status == "refused" and case not in refusable:
            problems.append("%s: the compiler's input was not written: %s" % (case, detail))
        if o.verbose:
            print("%s %s %s" % (status, case, detail))
    for p in problems:
        print("FAIL " + p)
    print("compiler input runs (%s): %d cases, %s" % (
        o.compiler, len(cases), ", ".join("%d %s" % (n, s) for s, n in sorted(counts.items()))))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
