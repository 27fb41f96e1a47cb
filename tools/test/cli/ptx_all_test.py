#!/usr/bin/env python3
"""Every conformance kernel (conformance/cases/*/*.ll, but checks/*.o0.ll) and every bench kernel
(../shared/bench/ir/*.ll, three IR variants) through `nvvm-sim ptx --compiler C --arch sm_90`, validated by ptxas.

  ptx_all_test.py NVVM_SIM --compiler llc|nvvm [--bench DIR] [--arch sm_90] [-j N] [-v]

A kernel listed in KNOWN_FAILURES (llc) or KNOWN_FAILURES_NVVM must fail with its known message,
one that is not must compile and be accepted by ptxas; a known failure that passes, or fails for
another reason, is an error too, so that the lists stay true. Exit code 77 when the compiler or
ptxas is missing.
"""

import argparse
import concurrent.futures
import glob
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
SKIP = 77
LIBNVVM = ["/usr/local/cuda/nvvm/lib64/libnvvm.so", "/usr/local/cuda-13.0/lib/libnvvm.so"]

# Kernels llc-19 or ptxas rejects for sm_90 (paths relative to the repository, bench kernels as
# bench/NAME): each with the reason, and the text its failure must show, so that it fails for that
# reason and no other. The conformance suite covers what the executor runs, which reaches past what
# a compiler takes.
STORE_TO_CONSTANT = ("the planted bug, a store to constant memory: the compiler writes st.const, which ptxas "
                     "rejects", "State space incorrect for instruction 'st'")
PARAM_LOWERED = ("LowerStructArgs' output, compiled from the IR before this pass (docs/passes.md): no rewrite "
                 "keeps its meaning. Its byref(%S) addrspace(101) parameter compiles as an 8-byte pointer "
                 "(.param .u64), not the 48 bytes of %S the launch passes, and cvt.param.to.global asks for a "
                 "global address of parameter memory, which PTX does not have (cvta.param gives a generic one)")
KNOWN_FAILURES = {
    "conformance/cases/checks/read_only_write.ll": STORE_TO_CONSTANT,
    "conformance/cases/checks/wrong_space.ll":
        ("the planted bug, addrspacecast between two specific spaces: llc-19 cannot cast between them",
         "Cannot cast between two non-generic address spaces"),
    "conformance/cases/memory/param_lowered.ll":
        (PARAM_LOWERED + "; nvvm-sim's llvm.nvvm.ldparam.* stay .extern .func, which ptxas cannot parse",
         "Parsing error near '.nvvm'"),
}

# The same for libNVVM on the NVVM IR 2.0 printer's output.
KNOWN_FAILURES_NVVM = {
    "conformance/cases/atomics/atomicrmw_nand.ll":
        ("atomicrmw nand, which NVVM IR forbids (specification 8.6.6; `verify` says so too): libNVVM refuses it",
         "unsupported operation"),
    "conformance/cases/checks/read_only_write.ll": STORE_TO_CONSTANT,
    "conformance/cases/intrinsics-math/integer_i1.ll":
        ("LLVM's integer intrinsics on i1 (llvm.bitreverse.i1...), which clang-19 makes of flags: libNVVM "
         "refuses them", "unsupported operation"),
    "conformance/cases/intrinsics-misc/vector_reduce.ll":
        ("llvm.vector.reduce.*, LLVM 12's name (libNVVM's LLVM knows llvm.experimental.vector.reduce.*): "
         "libNVVM leaves them as calls to a function named '.vector...', which ptxas cannot parse",
         "Parsing error near '.vector'"),
    "conformance/cases/memory/param_lowered.ll":
        (PARAM_LOWERED + "; libNVVM's own llvm.nvvm.cvt.param.to.* take other types",
         "Intrinsic has incorrect argument type!\ni8* (i8 addrspace(101)*)* @llvm.nvvm.cvt.param.to.generic"),
}


def find_tool(compiler):
    if compiler == "llc":
        return os.environ.get("NVVM_SIM_LLC") or shutil.which("llc-19")
    return os.environ.get("NVVM_SIM_LIBNVVM") or next((p for p in LIBNVVM if os.path.exists(p)), None)


def find_ptxas():
    if os.environ.get("NVVM_SIM_PTXAS"):
        return os.environ["NVVM_SIM_PTXAS"]
    path = "/usr/local/cuda/bin/ptxas"
    return path if os.access(path, os.X_OK) else shutil.which("ptxas")


def conformance_kernels():
    """Every conformance .ll but the -O0 builds of the planted-bug cases (checks/*.o0.ll: the
    checkers' acceptance set, whose -O0 IR adds nothing for a PTX compiler that the -O0 CUDA
    programs of cases/cuda/ and cases/its/ do not have, at a cost of half the files)."""
    found = sorted(glob.glob(os.path.join(ROOT, "conformance", "cases", "*", "*.ll")))
    return [p for p in found if not (os.path.basename(os.path.dirname(p)) == "checks" and p.endswith(".o0.ll"))]


def kernels(bench_dir):
    found = conformance_kernels()
    names = [os.path.relpath(p, ROOT) for p in found]
    if bench_dir and os.path.isdir(os.path.join(bench_dir, "ir")):
        for p in sorted(glob.glob(os.path.join(bench_dir, "ir", "*.ll"))):
            found.append(p)
            names.append("bench/" + os.path.basename(p))
    return list(zip(names, found))


def compile_one(sim, compiler, arch, name, path, tmp):
    out = os.path.join(tmp, name.replace("/", "_") + ".ptx")
    start = time.monotonic()
    p = subprocess.run([sim, "ptx", path, "--compiler", compiler, "--arch", arch, "-o", out],
                       capture_output=True, timeout=300)
    err = p.stderr.decode(errors="replace")
    ok = p.returncode == 0 and err.endswith("nvvm-sim: PTX validated by ptxas -arch=%s\n" % arch)
    return name, ok, p.returncode, err, time.monotonic() - start


def known_problem(name, ok, err, known):
    """What is wrong with known failure `name`'s result, or None: it must fail, showing its text."""
    reason, says = known[name]
    if ok:
        return "%s: compiles and passes ptxas now; drop it from the known failures (%s)" % (name, reason)
    if says not in err:
        return "%s: fails, but not for its known reason (%s): its messages lack %r\n%s" % (
            name, reason, says, err.rstrip()[-3000:])
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sim")
    ap.add_argument("--compiler", choices=["llc", "nvvm"], required=True)
    ap.add_argument("--bench", default=os.path.join(ROOT, "..", "shared", "bench"))
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("-v", "--verbose", action="store_true")
    o = ap.parse_args()
    sim = os.path.abspath(o.sim)
    if not find_tool(o.compiler) or not find_ptxas():
        print("skipped: %s or ptxas not installed" % o.compiler)
        return SKIP
    known = KNOWN_FAILURES if o.compiler == "llc" else KNOWN_FAILURES_NVVM
    todo = kernels(o.bench)
    names = {n for n, _ in todo}
    problems = ["known failure %s is not a kernel any more" % n for n in sorted(known) if n not in names]
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="nvsim-ptx-all-") as tmp:
        with concurrent.futures.ThreadPoolExecutor(max_workers=o.jobs) as pool:
            futures = [pool.submit(compile_one, sim, o.compiler, o.arch, n, p, tmp) for n, p in todo]
            results = sorted(f.result() for f in futures)
    slowest = max(results, key=lambda r: r[4]) if results else None
    passed = 0
    for name, ok, rc, err, seconds in results:
        if not ok and name not in known:
            problems.append("%s: exit %d\n%s" % (name, rc, err.rstrip()[-3000:]))
        elif name in known and (problem := known_problem(name, ok, err, known)):
            problems.append(problem)
        else:
            passed += ok
        if o.verbose:
            print("%-60s %s %.2f s" % (name, "ok" if ok else "FAILS (known)" if name in known else "FAIL", seconds))
    for p in problems:
        print("FAIL " + p)
    print("ptx all (%s, %s): %d kernels, %d compiled and validated, %d known failures, %d problem(s), %.1f s%s" %
          (o.compiler, o.arch, len(results), passed, len(known), len(problems), time.monotonic() - start,
           ", slowest %s %.1f s" % (slowest[0], slowest[4]) if slowest else ""))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
