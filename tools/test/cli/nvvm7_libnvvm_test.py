#!/usr/bin/env python3
"""`nvvm-sim parse --dialect nvvm7` against libNVVM: a few modules, each printed as NVVM IR 2.0 and
handed to libNVVM unchanged (`nvvm-sim ptx --input-as-is --compiler nvvm`), must compile; the same
modules printed as LLVM 19 must not (libNVVM reads LLVM 7 syntax), which shows the check can fail.

  nvvm7_libnvvm_test.py NVVM_SIM

Exit code 77 when libNVVM is not installed.
"""

import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
SKIP = 77
LIBNVVM = ["/usr/local/cuda/nvvm/lib64/libnvvm.so", "/usr/local/cuda-13.0/lib/libnvvm.so"]

# Modules that between them use typed-pointer casts, GEPs on structs, shared-memory globals, byval
# parameters, atomics, fneg, min/max intrinsics, kernel annotations, getelementptr over vectors of
# pointers and objectsize without its LLVM 9 operand.
FILES = [
    "../shared/bench/ir/saxpy.o2.ll",
    "../shared/bench/ir/histogram.o0.ll",
    "../shared/bench/ir/matmul.typed.ll",
    "conformance/cases/atomics/fence_scopes.ll",
    "conformance/cases/calls/byval.ll",
    "conformance/cases/cuda/struct_param.o2.ll",
    "conformance/cases/memory/address_spaces.ll",
    "conformance/cases/memory/gep_vector.ll",
    "conformance/cases/intrinsics-misc/objectsize.ll",
]


def run(args):
    return subprocess.run(args, capture_output=True, text=True, timeout=120)


def main():
    sim = os.path.abspath(sys.argv[1])
    if not (os.environ.get("NVVM_SIM_LIBNVVM") or any(os.path.exists(p) for p in LIBNVVM)):
        print("skipped: libNVVM not installed")
        return SKIP
    problems = []
    checked = 0
    with tempfile.TemporaryDirectory(prefix="nvsim-nvvm7-") as tmp:
        for rel in FILES:
            path = os.path.normpath(os.path.join(ROOT, rel))
            if not os.path.exists(path):
                if rel.startswith("../shared/"):  # the project's shared files may not sit beside this clone
                    print("skipped %s: not found" % rel)
                else:
                    problems.append("%s: missing" % rel)
                continue
            for dialect in ("nvvm7", "llvm19"):
                out = os.path.join(tmp, "%s.%s.ll" % (os.path.basename(rel), dialect))
                p = run([sim, "parse", path, "--dialect", dialect, "-o", out])
                if p.returncode != 0:
                    problems.append("%s: parse --dialect %s: exit %d\n%s" % (rel, dialect, p.returncode, p.stderr))
                    continue
                text = open(out).read()
                q = run([sim, "ptx", out, "--compiler", "nvvm", "--arch", "sm_90", "--input-as-is", "-o", out + ".ptx"])
                if dialect == "nvvm7":
                    if re.search(r"(?<![%@.\w\"])ptr\b", text) or "!nvvmir.version" not in text:
                        problems.append("%s: the nvvm7 text has opaque pointers or no !nvvmir.version" % rel)
                    if q.returncode != 0:
                        problems.append("%s: libNVVM rejects the nvvm7 text: exit %d\n%s" %
                                        (rel, q.returncode, q.stderr[-3000:]))
                    checked += 1
                elif q.returncode == 0:
                    problems.append("%s: libNVVM accepted LLVM 19 text; the check cannot tell" % rel)
    for p in problems:
        print("FAIL " + p)
    print("nvvm7 libNVVM: %d module(s) compiled, %d problem(s)" % (checked, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
