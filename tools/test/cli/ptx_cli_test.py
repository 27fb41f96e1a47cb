#!/usr/bin/env python3
"""End-to-end tests of `nvvm-sim ptx`: the built binary with libNVVM, llc-19 and ptxas on the small
kernels of this folder (ptx_*.ll), with exact stderr and exit codes (CLI.md is the contract) and
the PTX checked for what each case is about.

  ptx_cli_test.py NVVM_SIM [--case NAME]... [-v]

A case that needs a tool that is not installed (llc-19, libNVVM, ptxas, libdevice, llvm-dis) is
skipped; with every case skipped the exit code is 77. Before texts are compared, this folder's path
reads `<dir>`, the temporary folder `<tmp>`, and the paths of llc and ptxas `<llc>` and `<ptxas>`.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

from cli_case import problems_of, report

HERE = os.path.dirname(os.path.abspath(__file__))
SKIP = 77
LIBDEVICE_BC = "/usr/local/cuda/nvvm/libdevice/libdevice.10.bc"
LIBNVVM = ["/usr/local/cuda/nvvm/lib64/libnvvm.so", "/usr/local/cuda-13.0/lib/libnvvm.so"]


def find_ptxas():
    path = "/usr/local/cuda/bin/ptxas"
    return path if os.access(path, os.X_OK) else shutil.which("ptxas")


TOOLS = {
    "llc": shutil.which("llc-19"),
    "nvvm": next((p for p in LIBNVVM if os.path.exists(p)), None),
    "ptxas": find_ptxas(),
    "libdevice": LIBDEVICE_BC if os.path.exists(LIBDEVICE_BC) else None,
    "llvm-dis": shutil.which("llvm-dis-19") or shutil.which("llvm-dis"),
}


# ---- Cases ------------------------------------------------------------------------------------------
#
# A case: the arguments after `nvvm-sim ptx`, the tools it needs, the exit code, the exact stderr and
# stdout (None: not compared), environment variables to set, a setup function that gets the
# temporary folder, and a check function that gets the result.

CASES = {}


def case(name, args, needs, rc, err, out=None, env=None, setup=None, check=None):
    CASES[name] = dict(args=args, needs=needs, rc=rc, err=err, out=out, env=env or {}, setup=setup, check=check)


def validated(arch="sm_75"):
    return "nvvm-sim: PTX validated by ptxas -arch=%s\n" % arch


def has(*texts):
    def check(r):
        for t in texts:
            assert t in r.out, "PTX lacks %r" % t
    return check


def lacks(*texts):
    def check(r):
        for t in texts:
            assert t not in r.out, "PTX has %r" % t
    return check


def both(*checks):
    def check(r):
        for c in checks:
            c(r)
    return check


KERNEL = "{dir}/ptx_kernel.ll"
TYPED = "{dir}/ptx_typed.ll"
LIBDEVICE = "{dir}/ptx_libdevice.ll"

# -- llc-19

case("llc_kernel", [KERNEL, "--compiler", "llc"], ["llc", "ptxas"], 0, validated(),
     check=has(".target sm_75", ".visible .entry saxpy(", "fma.rn.f32", "div.rn.f32"))

case("llc_arch_sm90_to_file", [KERNEL, "--compiler", "llc", "--arch", "sm_90", "-o", "{tmp}/k.ptx"],
     ["llc", "ptxas"], 0, validated("sm_90"), out="",
     check=lambda r: has(".target sm_90", ".visible .entry saxpy(")(r.with_out(r.file("k.ptx"))))

case("llc_option_passed_through", [KERNEL, "--compiler", "llc", "--compiler-option=-nvptx-prec-divf32=0"],
     ["llc", "ptxas"], 0, validated(), check=both(has("div.approx.f32"), lacks("div.rn.f32")))

case("llc_option_space_form", [KERNEL, "--compiler", "llc", "--compiler-option", "-nvptx-prec-divf32=0"],
     ["llc", "ptxas"], 0, validated(), check=both(has("div.approx.f32"), lacks("div.rn.f32")))

case("llc_no_ptxas", [KERNEL, "--compiler", "llc", "--no-ptxas"], ["llc"], 0,
     "nvvm-sim: PTX not validated (--no-ptxas)\n", check=has(".visible .entry saxpy("))

case("llc_ptxas_missing", [KERNEL, "--compiler", "llc"], ["llc"], 0,
     "nvvm-sim: PTX not validated: NVVM_SIM_PTXAS=/nonexistent/ptxas is not an executable file\n",
     env={"NVVM_SIM_PTXAS": "/nonexistent/ptxas"}, check=has(".visible .entry saxpy("))

case("llc_missing", [KERNEL, "--compiler", "llc"], [], 4,
     "nvvm-sim: no compiler: llc not found: NVVM_SIM_LLC=/nonexistent/llc-19 is not an executable file\n",
     out="", env={"NVVM_SIM_LLC": "/nonexistent/llc-19"})


def fake_tools(tmp):
    """bin/llc says it is LLVM 14; slow-llc says 19 and then sleeps."""
    os.mkdir(os.path.join(tmp, "bin"))
    for name, body in (("bin/llc", 'echo "  LLVM version 14.0.6"'),
                       ("slow-llc", 'if [ "$1" = --version ]; then echo "LLVM version 19.1.0"; exit 0; fi\n'
                                    "sleep 30")):
        path = os.path.join(tmp, name)
        with open(path, "w") as f:
            f.write("#!/bin/sh\n%s\n" % body)
        os.chmod(path, 0o755)


case("llc_other_version_on_path", [KERNEL, "--compiler", "llc"], [], 4,
     "nvvm-sim: no compiler: llc-19 not found (NVVM_SIM_LLC, llc-19 on PATH; <tmp>/bin/llc is "
     "LLVM version 14.0.6)\n", out="", env={"PATH": "{tmp}/bin"}, setup=fake_tools)

case("llc_timeout", [KERNEL, "--compiler", "llc", "--timeout", "1"], [], 3,
     "nvvm-sim: <dir>/ptx_kernel.ll: llc rejected the module:\n<tmp>/slow-llc: timed out after 1 s\n",
     out="", env={"NVVM_SIM_LLC": "{tmp}/slow-llc"}, setup=fake_tools,
     check=lambda r: r.seconds < 10 or "took %.1f s" % r.seconds)

case("llc_rejects", ["{dir}/ptx_redux.ll", "--compiler", "llc"], ["llc"], 3,
     "nvvm-sim: <dir>/ptx_redux.ll: llc rejected the module:\n"
     "<llc>: killed by signal 6 (Aborted)\nLLVM ERROR: Cannot select: intrinsic %llvm.nvvm.redux.sync.add\n",
     out="")

case("llc_redux_on_sm80", ["{dir}/ptx_redux.ll", "--compiler", "llc", "--arch", "sm_80"], ["llc", "ptxas"], 0,
     validated("sm_80"), check=has(".target sm_80", ".visible .entry warp_sum(", "redux.sync.add.s32"))

case("ptxas_rejects", ["{dir}/ptx_unresolved.ll", "--compiler", "llc"], ["llc", "ptxas"], 3,
     "nvvm-sim: <dir>/ptx_unresolved.ll: ptxas rejected the PTX from llc:\n"
     "<ptxas> -arch=sm_75: exit status 255\nptxas fatal   : Unresolved extern function 'helper'\n",
     check=has(".visible .entry caller(", "call.uni (retval0),"))


def check_libdevice_llc(r):
    has(".visible .entry sin_exp(")(r)
    lacks(".extern .func", "__nv_cosf")(r)
    text = r.file("in.ll").decode()
    for name in ("__nv_sinf", "__nv_expf"):
        assert "define float @%s(" % name in text, "%s not linked" % name
    # Only what the kernel needs: sinf's helpers may come along, the other 300 functions not.
    assert "@__nv_cosf" not in text and "@__nv_logf" not in text, "libdevice linked whole"
    defines = text.count("\ndefine ")
    assert 3 <= defines <= 10, "%d functions defined" % defines


case("libdevice_llc", [LIBDEVICE, "--compiler", "llc", "--save-input", "{tmp}/in.ll"],
     ["llc", "ptxas", "libdevice", "llvm-dis"], 0, validated(), check=check_libdevice_llc)

case("libdevice_missing_llc", [LIBDEVICE, "--compiler", "llc"], ["llc"], 4,
     "nvvm-sim: no compiler: the module calls __nv_* functions and libdevice was not found "
     "(searched /nonexistent/libdevice.10.bc)\n", out="", env={"NVVM_SIM_LIBDEVICE": "/nonexistent/libdevice.10.bc"})

# -- libNVVM (through --input-as-is until the NVVM IR 2.0 printer lands: the test inputs are
#    already in libNVVM's dialect)

AS_IS = ["--compiler", "nvvm", "--input-as-is"]

case("nvvm_as_is", [TYPED] + AS_IS + ["--save-input", "{tmp}/in.ll"], ["nvvm", "ptxas"], 0, validated(),
     check=both(has("Generated by NVIDIA NVVM Compiler", ".target sm_75", ".visible .entry scale(", "div.rn.f32"),
                lambda r: r.file("in.ll") == open(os.path.join(HERE, "ptx_typed.ll"), "rb").read()
                or "--save-input differs from the file"))

case("nvvm_arch_sm90", [TYPED] + AS_IS + ["--arch", "sm_90"], ["nvvm", "ptxas"], 0, validated("sm_90"),
     check=has(".target sm_90", ".visible .entry scale("))

case("nvvm_options_passed_through",
     [TYPED] + AS_IS + ["--compiler-option=-prec-div=0", "--compiler-option", "-ftz=1"], ["nvvm", "ptxas"], 0,
     validated(), check=both(has("div.full.ftz.f32"), lacks("div.rn.f32")))

case("nvvm_bad_option", [TYPED] + AS_IS + ["--compiler-option=-bogus"], ["nvvm"], 3,
     "nvvm-sim: <dir>/ptx_typed.ll: nvvm rejected the module:\n"
     "libNVVM: nvvmCompileProgram: NVVM_ERROR_INVALID_OPTION\nlibnvvm : error: -bogus is an unsupported option\n",
     out="")

# Without --input-as-is libNVVM gets the module printed as NVVM IR 2.0; options are checked first,
# so this holds whatever the printer writes.
case("nvvm_printed_module_bad_option",
     [TYPED, "--compiler", "nvvm", "--compiler-option=-bogus", "--save-input", "{tmp}/in.ll"], ["nvvm"], 3,
     "nvvm-sim: <dir>/ptx_typed.ll: nvvm rejected the module:\n"
     "libNVVM: nvvmCompileProgram: NVVM_ERROR_INVALID_OPTION\nlibnvvm : error: -bogus is an unsupported option\n",
     out="", check=lambda r: b"define void @scale(" in r.file("in.ll") or "no @scale in the printed input")

case("nvvm_rejects_opaque_pointers", [KERNEL] + AS_IS, ["nvvm"], 3,
     "nvvm-sim: <dir>/ptx_kernel.ll: nvvm rejected the module:\n"
     "libNVVM: nvvmCompileProgram: NVVM_ERROR_COMPILATION\nptx_kernel.ll (6, 37): parse expected type\n",
     out="")

case("nvvm_missing", [TYPED, "--compiler", "nvvm"], [], 4,
     "nvvm-sim: no compiler: libNVVM not loaded from NVVM_SIM_LIBNVVM (/nonexistent/libnvvm.so: "
     "No such file or directory)\n", out="", env={"NVVM_SIM_LIBNVVM": "/nonexistent/libnvvm.so"})

case("nvvm_not_a_library", [TYPED, "--compiler", "nvvm"], [], 4,
     "nvvm-sim: no compiler: libNVVM not loaded from NVVM_SIM_LIBNVVM (<dir>/ptx_typed.ll: invalid ELF "
     "header)\n", out="", env={"NVVM_SIM_LIBNVVM": "{dir}/ptx_typed.ll"})

case("libdevice_nvvm", [LIBDEVICE] + AS_IS, ["nvvm", "ptxas", "libdevice"], 0, validated(),
     check=both(has(".visible .entry sin_exp("), lacks(".extern .func")))

case("libdevice_missing_nvvm", [LIBDEVICE] + AS_IS, ["nvvm"], 4,
     "nvvm-sim: no compiler: the module calls __nv_* functions and libdevice was not found "
     "(searched /nonexistent/libdevice.10.bc)\n", out="", env={"NVVM_SIM_LIBDEVICE": "/nonexistent/libdevice.10.bc"})

case("nvvm_ptxas_rejects", ["{dir}/ptx_unresolved.ll"] + AS_IS, ["nvvm", "ptxas"], 3,
     "nvvm-sim: <dir>/ptx_unresolved.ll: ptxas rejected the PTX from nvvm:\n"
     "<ptxas> -arch=sm_75: exit status 255\nptxas fatal   : Unresolved extern function 'helper'\n",
     check=has("Generated by NVIDIA NVVM Compiler", ".visible .entry caller(", ".extern .func  (.param .b32 func_retval0) helper"))

# -- Input and usage errors


def bad_input(tmp):
    with open(os.path.join(tmp, "bad.ll"), "w") as f:
        f.write("define void @k() {\n  ret i32\n}\n")


case("parse_error", ["{tmp}/bad.ll", "--compiler", "llc"], [], 3,
     "<tmp>/bad.ll:3:1: error: expected value\n}\n^\n", out="",
     setup=bad_input)

case("missing_file", ["{tmp}/none.ll", "--compiler", "llc"], [], 3,
     "<tmp>/none.ll: error: cannot open file '<tmp>/none.ll': No such file or directory\n", out="")

case("usage_compiler", [KERNEL, "--compiler", "gcc"], [], 2,
     "--compiler: gcc not in {nvvm,llc}\nRun with --help for more information.\n", out="")

case("usage_arch", [KERNEL, "--compiler", "llc", "--arch", "90"], [], 2,
     "--arch: expected sm_ and a number, e.g. sm_90\nRun with --help for more information.\n", out="")


# ---- Running ----------------------------------------------------------------------------------------


class Result:
    def __init__(self, rc, out, err, tmp, seconds):
        self.rc, self.out, self.err, self.tmp, self.seconds = rc, out, err, tmp, seconds

    def file(self, name):
        with open(os.path.join(self.tmp, name), "rb") as f:
            return f.read()

    def with_out(self, data):
        return Result(self.rc, data.decode(), self.err, self.tmp, self.seconds)


def normalize(text, tmp):
    text = text.replace(tmp, "<tmp>").replace(HERE, "<dir>")
    for name in ("llc", "ptxas"):
        if TOOLS[name]:
            text = text.replace(TOOLS[name], "<%s>" % name)
    return text


def run_case(sim, name, c, verbose):
    import time

    missing = [t for t in c["needs"] if not TOOLS[t]]
    if missing:
        print("skip %s: %s not installed" % (name, ", ".join(missing)))
        return None
    with tempfile.TemporaryDirectory(prefix="nvsim-ptx-") as tmp:
        tmp = os.path.realpath(tmp)
        if c["setup"]:
            c["setup"](tmp)
        env = dict(os.environ)
        for k in ("NVVM_SIM_LLC", "NVVM_SIM_LIBNVVM", "NVVM_SIM_PTXAS", "NVVM_SIM_LIBDEVICE"):
            env.pop(k, None)
        env.update({k: v.format(dir=HERE, tmp=tmp) for k, v in c["env"].items()})
        argv = [sim, "ptx"] + [a.format(dir=HERE, tmp=tmp) for a in c["args"]]
        start = time.monotonic()
        p = subprocess.run(argv, cwd=tmp, capture_output=True, env=env, timeout=120)
        r = Result(p.returncode, p.stdout.decode(), p.stderr.decode(), tmp, time.monotonic() - start)
        problems = problems_of(r, c, tmp, normalize)
        if not report(name, problems, verbose) and verbose:
            print("  stderr: %s" % r.err)
        return not problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sim")
    ap.add_argument("--case", action="append", default=[])
    ap.add_argument("-v", "--verbose", action="store_true")
    o = ap.parse_args()
    sim = os.path.abspath(o.sim)
    names = o.case or list(CASES)
    results = {n: run_case(sim, n, CASES[n], o.verbose) for n in names}
    ran = [n for n, ok in results.items() if ok is not None]
    failed = [n for n in ran if not results[n]]
    print("ptx CLI: %d of %d cases passed, %d skipped" % (len(ran) - len(failed), len(ran), len(names) - len(ran)))
    if failed:
        return 1
    return SKIP if not ran else 0


if __name__ == "__main__":
    sys.exit(main())
