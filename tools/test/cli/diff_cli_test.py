#!/usr/bin/env python3
"""End-to-end tests of `nvvm-sim diff` without a GPU: the fake CUDA driver (tools/test/fakecuda,
selected with NVVM_SIM_LIBCUDA) runs C++ versions of the kernels of diff_kernels.ll, and the hidden
--ptx option gives it a known module, so nothing here needs a compiler or a device. Exact stdout,
stderr and exit codes (CLI.md: 0 same, 1 differ, 2 usage, 3 input error, 4 no GPU/driver); then
--record-golden, --golden and conformance/run.py's golden comparison.

  diff_cli_test.py NVVM_SIM LIBFAKECUDA CONFORMANCE_DIR [--case NAME]... [-v]

Each case runs in a fresh temporary folder holding the scripts and data written by setup(); in
texts, that folder reads `<tmp>` and this one `<dir>`.
"""

import argparse
import ctypes
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
KERNELS = os.path.join(HERE, "diff_kernels.ll")
PTX = os.path.join(HERE, "diff_kernels.ptx")
N = 64


def f32(values):
    return struct.pack("<%df" % len(values), *values)


def floats(data):
    return list(struct.unpack("<%df" % (len(data) // 4), data))


def script(steps):
    """One step a line: step N is at line N + 2, column 3."""
    return '{"steps": [\n' + ",\n".join("  " + json.dumps(s) for s in steps) + "\n]}\n"


def setup(tmp):
    """The scripts and data of every case."""
    files = {
        "x.bin": f32([float(i) for i in range(N)]),
        "ones.bin": f32([1.0] * N),
        "quarters.bin": f32([i / 4 for i in range(N)]),
    }
    files["saxpy.json"] = script([
        {"op": "alloc", "buffer": "x", "bytes": 4 * N},
        {"op": "alloc", "buffer": "y", "bytes": 4 * N},
        {"op": "h2d", "buffer": "x", "offset": 0, "bytes": 4 * N, "file": "x.bin"},
        {"op": "h2d", "buffer": "y", "offset": 0, "bytes": 4 * N, "file": "ones.bin"},
        {"op": "launch", "kernel": "saxpy", "grid": [2], "block": [32],
         "args": [{"type": "i32", "value": N}, {"type": "f32", "value": 2.0},
                  {"type": "ptr", "buffer": "x"}, {"type": "ptr", "buffer": "y"}]},
        {"op": "d2h", "buffer": "y", "offset": 0, "bytes": 4 * N, "elem": "f32"}])
    # A byval struct { i32 n, float scale, float add } and dynamic shared memory.
    files["struct_shared.json"] = script([
        {"op": "alloc", "buffer": "out", "bytes": 4 * N},
        {"op": "memset", "buffer": "out", "offset": 0, "bytes": 4 * N, "value": 255},
        {"op": "launch", "kernel": "affine", "grid": [1], "block": [N],
         "args": [{"type": "bytes", "hex": struct.pack("<iff", 40, 0.5, -3.0).hex()},
                  {"type": "ptr", "buffer": "out"}]},
        {"op": "d2h", "buffer": "out", "offset": 0, "bytes": 4 * N, "elem": "f32"},
        {"op": "alloc", "buffer": "x", "bytes": 4 * N},
        {"op": "h2d", "buffer": "x", "offset": 0, "bytes": 4 * N, "file": "x.bin"},
        {"op": "alloc", "buffer": "r", "bytes": 4 * N},
        {"op": "launch", "kernel": "reverse_blocks", "grid": [2], "block": [N // 2],
         "dynamic_shared_bytes": 2 * N, "args": [{"type": "ptr", "buffer": "x"}, {"type": "ptr", "buffer": "r"}]},
        {"op": "expect", "buffer": "r", "offset": 0, "bytes": 4 * N, "elem": "f32", "file": "reversed.bin"}])
    files["reversed.bin"] = f32([float(b * 32 + 31 - t) for b in range(2) for t in range(32)])
    files["exp2.json"] = script([
        {"op": "alloc", "buffer": "in", "bytes": 4 * N},
        {"op": "h2d", "buffer": "in", "offset": 0, "bytes": 4 * N, "file": "quarters.bin"},
        {"op": "alloc", "buffer": "out", "bytes": 4 * N},
        {"op": "launch", "kernel": "exp2_approx", "grid": [2], "block": [32],
         "args": [{"type": "ptr", "buffer": "in"}, {"type": "ptr", "buffer": "out"}]},
        {"op": "d2h", "buffer": "out", "offset": 0, "bytes": 4 * N, "elem": "f32"}])
    # Too little dynamic shared memory for reverse_blocks: the fake GPU faults; then a copy after it.
    files["gpu_fault.json"] = script([
        {"op": "alloc", "buffer": "x", "bytes": 4 * N},
        {"op": "alloc", "buffer": "r", "bytes": 4 * N},
        {"op": "launch", "kernel": "reverse_blocks", "grid": [2], "block": [N // 2],
         "dynamic_shared_bytes": 4, "args": [{"type": "ptr", "buffer": "x"}, {"type": "ptr", "buffer": "r"}]},
        {"op": "launch", "kernel": "reverse_blocks", "grid": [2], "block": [N // 2],
         "dynamic_shared_bytes": 2 * N, "args": [{"type": "ptr", "buffer": "x"}, {"type": "ptr", "buffer": "r"}]},
        {"op": "d2h", "buffer": "r", "offset": 0, "bytes": 4 * N, "elem": "f32"}])
    files["unknown_kernel.json"] = script([
        {"op": "alloc", "buffer": "y", "bytes": 16},
        {"op": "launch", "kernel": "nowhere", "grid": [1], "block": [1], "args": []}])
    # struct_shared.json with an expect step that allows one ulp.
    files["struct_shared_ulp.json"] = files["struct_shared.json"].replace(
        '"file": "reversed.bin"}', '"file": "reversed.bin", "tolerance": {"kind": "ulp", "ulp": 1}}')
    # Module variables (symbols.ll): copied on both sides (the fake driver's cuModuleGetGlobal_v2).
    files["cv.bin"] = struct.pack("<4i", 5, -2, 100, 7)
    files["symbols.json"] = script([
        {"op": "h2d", "symbol": "cv", "file": "cv.bin"},
        {"op": "d2h", "symbol": "cv", "elem": "i32"}])
    files["bad.ptx"] = "// FAKECUDA_BAD_PTX\n"
    with open(PTX) as f:  # as llc heads its PTX
        files["llc_header.ptx"] = "//\n// Generated by LLVM NVPTX Back-End\n//\n\n" + f.read()
    with open(PTX) as f:  # saxpy's entry only
        files["saxpy_only.ptx"] = f.read().split(".visible .entry affine")[0]
    for name, data in files.items():
        with open(os.path.join(tmp, name), "wb") as f:
            f.write(data if isinstance(data, bytes) else data.encode())


# ---- Running ----------------------------------------------------------------------------------------

class Result:
    def __init__(self, rc, out, err):
        self.rc, self.out, self.err = rc, out, err


def normalize(text, tmp):
    return text.replace(tmp, "<tmp>").replace(HERE, "<dir>")


def run(sim, args, tmp, env):
    p = subprocess.run([sim, "diff"] + [a.format(dir=HERE, tmp=tmp) for a in args], cwd=tmp,
                       capture_output=True, env=env, timeout=60)
    return Result(p.returncode, normalize(p.stdout.decode(), tmp), normalize(p.stderr.decode(), tmp))


# ---- Cases ------------------------------------------------------------------------------------------
#
# A case: the arguments after `nvvm-sim diff`, the environment it adds (NVVM_SIM_LIBCUDA is the
# fake unless it says otherwise), the exit code, the exact stdout and stderr, and optionally a
# function that checks more.

CASES = {}


def case(name, args, rc, out, err, env=None, check=None):
    CASES[name] = dict(args=args, rc=rc, out=out, err=err, env=env or {}, check=check)


FAKE = ["{dir}/diff_kernels.ll", "--compiler", "nvvm", "--ptx", "{dir}/diff_kernels.ptx"]
GPU = "gpu: Fake GPU (nvvm-sim tests) (compute 8.6, driver 12.8)\nptx: read from <dir>/diff_kernels.ptx\n"
SAXPY_SAME = "step 5 (d2h): 'y' (f32[64] at offset 0): same (exact)\n"

case("same_saxpy", FAKE + ["--script", "{tmp}/saxpy.json"], 0,
     "tolerance: exact\n" + GPU + SAXPY_SAME + "diff: 1 range compared, 0 differ\n", "")

def check_trace(r, tmp):
    # The interpreter's side of saxpy.json: one launch; the file keeps the trace format's rules and
    # has a process (with its label) per block and a run span per warp's turn.
    import trace_format
    with open(os.path.join(tmp, "saxpy.trace.json")) as f:
        doc = json.load(f)
    assert trace_format.problems(doc) == [], trace_format.problems(doc)[:5]
    ev = doc["traceEvents"]
    labels = {e["pid"]: e["args"]["labels"] for e in ev if e["name"] == "process_labels"}
    assert labels and all(v.startswith("launch 0: ") for v in labels.values()), labels
    assert any(e["name"] == "run" and e["ph"] == "X" for e in ev)


case("same_saxpy_traced", FAKE + ["--script", "{tmp}/saxpy.json", "--trace", "{tmp}/saxpy.trace.json"], 0,
     "tolerance: exact\n" + GPU + SAXPY_SAME + "diff: 1 range compared, 0 differ\n", "", check=check_trace)

case("perturbed_saxpy_one_ulp", FAKE + ["--script", "{tmp}/saxpy.json"], 1,
     "tolerance: exact\n" + GPU + "diff: 1 range compared, 1 differ\n",
     "<tmp>/saxpy.json:7:3: error: step 5 (d2h): 'y' (f32[64] at offset 0): 1 of 64 elements differ (exact);"
     " the first 1:\n"
     "  [5] interpreter 11 (0x41300000), gpu 11.000001 (0x41300001), 1 ulp\n",
     env={"FAKECUDA_PERTURB": "5:1"})

case("perturbed_saxpy_far", FAKE + ["--script", "{tmp}/saxpy.json"], 1,
     "tolerance: exact\n" + GPU + "diff: 1 range compared, 1 differ\n",
     "<tmp>/saxpy.json:7:3: error: step 5 (d2h): 'y' (f32[64] at offset 0): 1 of 64 elements differ (exact);"
     " the first 1:\n"
     "  [63] interpreter 127 (0x42fe0000), gpu 126.99999 (0x42fdffff), 1 ulp\n",
     env={"FAKECUDA_PERTURB": "63:-1"})

case("byval_struct_and_dynamic_shared", FAKE + ["--script", "{tmp}/struct_shared.json"], 0,
     "tolerance: exact\n" + GPU +
     "step 3 (d2h): 'out' (f32[64] at offset 0): same (exact)\n"
     "step 8 (expect): 'r' (f32[64] at offset 0): same (exact)\n"
     "diff: 2 ranges compared, 0 differ\n", "")

case("byval_struct_perturbed", FAKE + ["--script", "{tmp}/struct_shared.json"], 1,
     "tolerance: exact\n" + GPU + "diff: 2 ranges compared, 2 differ\n",
     "<tmp>/struct_shared.json:5:3: error: step 3 (d2h): 'out' (f32[64] at offset 0): 1 of 64 elements differ"
     " (exact); the first 1:\n"
     "  [2] interpreter -2 (0xc0000000), gpu -2.0000002 (0xc0000001), 1 ulp\n"
     "<tmp>/struct_shared.json:10:3: error: step 8 (expect): 'r' (f32[64] at offset 0): 1 of 64 elements differ"
     " (exact); the first 1:\n"
     "  [2] interpreter 29 (0x41e80000), gpu 29.000002 (0x41e80001), 1 ulp\n",
     env={"FAKECUDA_PERTURB": "2:1"})

EXP2_HEAD = "tolerance: 3 ulp (llvm.nvvm.ex2.approx.f)\n" + GPU

case("approx_within_tolerance", FAKE + ["--script", "{tmp}/exp2.json"], 0,
     EXP2_HEAD + "step 4 (d2h): 'out' (f32[64] at offset 0): same (3 ulp (llvm.nvvm.ex2.approx.f))\n"
     "diff: 1 range compared, 0 differ\n", "",
     env={"FAKECUDA_PERTURB": "4:3"})

case("approx_beyond_tolerance", FAKE + ["--script", "{tmp}/exp2.json"], 1,
     EXP2_HEAD + "diff: 1 range compared, 1 differ\n",
     "<tmp>/exp2.json:6:3: error: step 4 (d2h): 'out' (f32[64] at offset 0): 1 of 64 elements differ"
     " (3 ulp (llvm.nvvm.ex2.approx.f)); the first 1:\n"
     "  [4] interpreter 2 (0x40000000), gpu 2.000001 (0x40000004), 4 ulp\n",
     env={"FAKECUDA_PERTURB": "4:4"})

# --ignore: known differences left out; what it does not cover is still compared.
case("ignore_known_element", FAKE + ["--script", "{tmp}/saxpy.json", "--ignore", "5@5"], 0,
     "tolerance: exact\n" + GPU + "step 5 (d2h): 'y' (f32[64] at offset 0): same (exact; 1 not compared (--ignore))\n"
     "diff: 1 range compared, 0 differ\n", "",
     env={"FAKECUDA_PERTURB": "5:1"})

case("ignore_slices_miss", FAKE + ["--script", "{tmp}/saxpy.json", "--ignore", "5@0:5,6::2"], 1,
     "tolerance: exact\n" + GPU + "diff: 1 range compared, 1 differ\n",
     "<tmp>/saxpy.json:7:3: error: step 5 (d2h): 'y' (f32[64] at offset 0): 1 of 64 elements differ (exact);"
     " the first 1:\n"
     "  [5] interpreter 11 (0x41300000), gpu 11.000001 (0x41300001), 1 ulp\n",
     env={"FAKECUDA_PERTURB": "5:1"})

case("ignore_whole_range", FAKE + ["--script", "{tmp}/saxpy.json", "--ignore", "5"], 0,
     "tolerance: exact\n" + GPU + "step 5 (d2h): 'y' (f32[64] at offset 0): same (exact; 64 not compared (--ignore))\n"
     "diff: 1 range compared, 0 differ\n", "",
     env={"FAKECUDA_PERTURB": "63:-1"})

case("ignore_not_a_read", FAKE + ["--script", "{tmp}/saxpy.json", "--ignore", "4@1"], 3, "",
     "nvvm-sim: error: --ignore 4@1: the script reads no range at that step (it must be a d2h or expect step)\n")

case("ignore_malformed", FAKE + ["--script", "{tmp}/saxpy.json", "--ignore", "5@1:x"], 3, "",
     "nvvm-sim: error: --ignore: '5@1:x' is not STEP, STEP@I,J,... or STEP@FIRST:LAST[:STRIDE]\n")

# An expect step's own tolerance: the element where both sides lie within it of the expected value
# matches; a d2h step has none, so its element still differs.
case("within_expect_tolerance", FAKE + ["--script", "{tmp}/struct_shared_ulp.json"], 1,
     "tolerance: exact\n" + GPU +
     "step 8 (expect): 'r' (f32[64] at offset 0): same (exact; 1 within the script's ulp 1 of the expected "
     "values)\n"
     "diff: 2 ranges compared, 1 differ\n",
     "<tmp>/struct_shared_ulp.json:5:3: error: step 3 (d2h): 'out' (f32[64] at offset 0): 1 of 64 elements differ"
     " (exact); the first 1:\n"
     "  [2] interpreter -2 (0xc0000000), gpu -2.0000002 (0xc0000001), 1 ulp\n",
     env={"FAKECUDA_PERTURB": "2:1"})

case("beyond_expect_tolerance", FAKE + ["--script", "{tmp}/struct_shared_ulp.json", "--ignore", "3"], 1,
     "tolerance: exact\n" + GPU +
     "step 3 (d2h): 'out' (f32[64] at offset 0): same (exact; 64 not compared (--ignore))\n"
     "diff: 2 ranges compared, 1 differ\n",
     "<tmp>/struct_shared_ulp.json:10:3: error: step 8 (expect): 'r' (f32[64] at offset 0): 1 of 64 elements "
     "differ (exact); the first 1:\n"
     "  [2] interpreter 29 (0x41e80000), gpu 29.000004 (0x41e80002), 2 ulp\n",
     env={"FAKECUDA_PERTURB": "2:2"})

case("no_device", FAKE + ["--script", "{tmp}/saxpy.json"], 4,
     "tolerance: exact\nptx: read from <dir>/diff_kernels.ptx\n",
     "nvvm-sim: error: no GPU to compare with: cuInit: CUDA_ERROR_NO_DEVICE (no CUDA-capable device is detected)\n",
     env={"FAKECUDA_NO_DEVICE": "1"})

case("no_driver", FAKE + ["--script", "{tmp}/saxpy.json"], 4,
     "tolerance: exact\nptx: read from <dir>/diff_kernels.ptx\n",
     "nvvm-sim: error: no GPU to compare with: cannot load the CUDA driver '<tmp>/libcuda.so.1': "
     "<tmp>/libcuda.so.1: cannot open shared object file: No such file or directory\n",
     env={"NVVM_SIM_LIBCUDA": "{tmp}/libcuda.so.1"})

case("driver_rejects_ptx", ["{dir}/diff_kernels.ll", "--compiler", "nvvm", "--ptx", "{tmp}/bad.ptx",
                            "--script", "{tmp}/saxpy.json"], 1,
     "tolerance: exact\n" + GPU.replace("<dir>/diff_kernels.ptx", "<tmp>/bad.ptx"),
     "nvvm-sim: error: the GPU's driver rejected the PTX: cuModuleLoadDataEx: CUDA_ERROR_INVALID_PTX "
     "(a PTX JIT compilation failed)\nptxas fatal   : Unresolved extern function 'nowhere'\n")

case("gpu_fault", FAKE + ["--script", "{tmp}/gpu_fault.json", "--threads", "1"], 1,
     "tolerance: exact\n" + GPU + "diff: 1 range compared, 1 differ\n",
     "[interpreter] <tmp>/gpu_fault.json:4:3: error: step 2 (launch): kernel fault in reverse_blocks:\n"
     "[interpreter] out of bounds: write of 4 bytes at 0xff00030000000014 (shared offset 0x14), 0 bytes past the "
     "end of the block's shared memory (20 bytes)\n"
     "[interpreter]   in block (0,0,0) thread (1,0,0)\n"
     "[interpreter]   at <dir>/diff_kernels.ll:73:3: store float %v, ptr addrspace(3) %ps, align 4\n"
     "[interpreter] <tmp>/gpu_fault.json:5:3: warning: step 3 (launch): launch of reverse_blocks skipped: an "
     "earlier launch faulted\n"
     "nvvm-sim: error: the run on the interpreter did not finish cleanly (exit code 1); the outputs it read are "
     "compared\n"
     "[gpu] <tmp>/gpu_fault.json:4:3: error: step 2 (launch): kernel fault in reverse_blocks:\n"
     "[gpu] cuCtxSynchronize: CUDA_ERROR_ILLEGAL_ADDRESS (an illegal memory access was encountered)\n"
     "[gpu] <tmp>/gpu_fault.json:5:3: warning: step 3 (launch): launch of reverse_blocks skipped: an earlier "
     "launch faulted\n"
     "[gpu] <tmp>/gpu_fault.json:6:3: error: step 4 (d2h): cannot access 256 bytes at offset 0 of buffer 'r': "
     "cuMemcpyDtoH_v2: CUDA_ERROR_ILLEGAL_ADDRESS (an illegal memory access was encountered)\n"
     "nvvm-sim: error: the run on the gpu did not finish cleanly (exit code 3); the outputs it read are compared\n"
     "<tmp>/gpu_fault.json:6:3: error: step 4 (d2h): 'r': not read on the gpu (its run stopped before this step)\n")


def check_compiled(options_line):
    """Compiling (no --ptx): the options line comes first, -fma off unless the user chose; then
    either the PTX runs on the fake driver, or (while conformance/backends/Ptx.cpp finds no
    compiler) exit 4 says so."""
    def check(r, tmp):
        head = "tolerance: exact\n" + GPU.split("\n")[0] + "\n" + options_line + "\n"
        assert r.out.startswith(head), r.out
        if r.rc == 4:
            assert r.out == head and r.err.startswith("nvvm-sim: error: no compiler to make the PTX: "), r.err
        else:
            assert r.rc == 0 and r.out.startswith(head + "ptx: compiled by ") and \
                r.out.endswith(SAXPY_SAME + "diff: 1 range compared, 0 differ\n"), (r.rc, r.out, r.err)
    return check


case("compile_llc_without_contraction",
     ["{dir}/diff_kernels.ll", "--compiler", "llc", "--script", "{tmp}/saxpy.json", "--compiler-option", "-O3"],
     None, None, None, check=check_compiled("ptx: llc for sm_86 [-O3 -nvptx-fma-level=0]"))

def check_fma_as_given(r, tmp):
    # Whatever the compiler makes of it: the user's -fma stands alone, for --arch's architecture.
    assert r.out.startswith("tolerance: exact\n" + GPU.split("\n")[0] + "\nptx: nvvm for sm_80 [-fma=1]\n"), r.out


case("compile_nvvm_fma_as_given",
     ["{dir}/diff_kernels.ll", "--compiler", "nvvm", "--arch", "sm_80", "--script", "{tmp}/saxpy.json",
      "--compiler-option", "-fma=1"],
     None, None, None, check=check_fma_as_given)

case("kernel_missing_from_ptx", ["{dir}/diff_kernels.ll", "--compiler", "nvvm", "--ptx", "{tmp}/saxpy_only.ptx",
                                 "--script", "{tmp}/struct_shared.json"], 1,
     "tolerance: exact\n" + GPU.replace("<dir>/diff_kernels.ptx", "<tmp>/saxpy_only.ptx") +
     "diff: 2 ranges compared, 2 differ\n",
     "[gpu] <tmp>/struct_shared.json:4:3: error: step 2 (launch): the launch of affine could not start: "
     "cuModuleGetFunction('affine'): CUDA_ERROR_NOT_FOUND (named symbol not found)\n"
     "nvvm-sim: error: the run on the gpu did not finish cleanly (exit code 3); the outputs it read are compared\n"
     "<tmp>/struct_shared.json:5:3: error: step 3 (d2h): 'out': not read on the gpu (its run stopped before this "
     "step)\n"
     "<tmp>/struct_shared.json:10:3: error: step 8 (expect): 'r': not read on the gpu (its run stopped before "
     "this step)\n")

case("input_error_unknown_kernel", FAKE + ["--script", "{tmp}/unknown_kernel.json"], 3, "",
     "<tmp>/unknown_kernel.json:3:20: error: step 1 (launch): field \"kernel\": unknown kernel 'nowhere' "
     "(the module's kernels: saxpy, affine, reverse_blocks, exp2_approx)\n")

case("input_error_missing_ptx", ["{dir}/diff_kernels.ll", "--compiler", "nvvm", "--ptx", "{tmp}/none.ptx",
                                 "--script", "{tmp}/saxpy.json"], 3,
     "tolerance: exact\n" + GPU.split("\n")[0] + "\n",
     "nvvm-sim: error: cannot read '<tmp>/none.ptx': No such file or directory\n")

case("symbol_steps_on_gpu",
     ["{dir}/symbols.ll", "--compiler", "nvvm", "--ptx", "{dir}/diff_kernels.ptx", "--script", "{tmp}/symbols.json"],
     0, "tolerance: exact\n" + GPU + "step 1 (d2h): 'cv' (i32[4] at offset 0): same (exact)\n"
     "diff: 1 range compared, 0 differ\n", "")

case("usage_needs_compiler", ["{dir}/diff_kernels.ll", "--script", "{tmp}/saxpy.json"], 2, "",
     "nvvm-sim: error: give --compiler nvvm|llc, or --golden DIR to compare with outputs recorded on a GPU\n"
     "Run with --help for more information.\n")


def check_golden(r, tmp):
    with open(os.path.join(tmp, "g", "golden.json")) as f:
        doc = json.load(f)
    assert doc == {
        "format": 1, "module": "diff_kernels.ll", "script": "struct_shared.json",
        "device": {"name": "Fake GPU (nvvm-sim tests)", "compute_capability": "8.6", "driver_version": "12.8"},
        "compiler": "nvvm", "compiler_version": "", "arch": "sm_86", "options": [], "ptx": "given",
        "tolerance": "exact",
        "outputs": [
            {"step": 3, "label": "step 3 (d2h)", "buffer": "out", "offset": 0, "bytes": 256, "elem": "f32",
             "file": "step3-out.bin"},
            {"step": 8, "label": "step 8 (expect)", "buffer": "r", "offset": 0, "bytes": 256, "elem": "f32",
             "file": "step8-r.bin"}]}, doc
    with open(os.path.join(tmp, "g", "step3-out.bin"), "rb") as f:
        out = floats(f.read())
    # The GPU's values: i * 0.5 - 3 for i < 40, the memset's 0xffffffff (NaN) after.
    assert out[:40] == [i * 0.5 - 3 for i in range(40)] and out[2] == -2.0, out
    assert all(struct.pack("<f", v) == b"\xff\xff\xff\xff" for v in out[40:]), out[40:]
    with open(os.path.join(tmp, "g", "step8-r.bin"), "rb") as f:
        assert f.read() == open(os.path.join(tmp, "reversed.bin"), "rb").read()


case("record_golden", FAKE + ["--script", "{tmp}/struct_shared.json", "--record-golden", "{tmp}/g"], 0,
     "tolerance: exact\n" + GPU +
     "step 3 (d2h): 'out' (f32[64] at offset 0): same (exact)\n"
     "step 8 (expect): 'r' (f32[64] at offset 0): same (exact)\n"
     "diff: 2 ranges compared, 0 differ\n"
     "golden: 2 outputs written to <tmp>/g\n", "", check=check_golden)


def check_golden_given(r, tmp):
    with open(os.path.join(tmp, "g2", "golden.json")) as f:
        doc = json.load(f)
    assert (doc["compiler"], doc["compiler_version"], doc["options"], doc["ptx"]) == (
        "llc", "LLVM NVPTX Back-End", ["-nvptx-fma-level=0"], "given"), doc


case("record_golden_given_ptx", ["{dir}/diff_kernels.ll", "--compiler", "llc", "--ptx", "{tmp}/llc_header.ptx",
                                 "--compiler-option=-nvptx-fma-level=0", "--script", "{tmp}/saxpy.json",
                                 "--record-golden", "{tmp}/g2"], 0,
     "tolerance: exact\n" + GPU.replace("<dir>/diff_kernels.ptx", "<tmp>/llc_header.ptx (LLVM NVPTX Back-End)") +
     SAXPY_SAME + "diff: 1 range compared, 0 differ\n"
     "golden: 1 output written to <tmp>/g2\n", "", check=check_golden_given)


def check_no_golden(r, tmp):
    assert r.err.endswith("nvvm-sim: error: the GPU run did not finish, so no golden is written to <tmp>/g3\n"), r.err
    assert not os.path.exists(os.path.join(tmp, "g3")), os.listdir(os.path.join(tmp, "g3"))


case("no_golden_from_failed_gpu_run",
     FAKE + ["--script", "{tmp}/gpu_fault.json", "--threads", "1", "--record-golden", "{tmp}/g3"], 1,
     None, None, check=check_no_golden)


# ---- Goldens without a GPU --------------------------------------------------------------------------

def record(sim, tmp, env, script_name, dest, extra_env=None):
    e = dict(env, **(extra_env or {}))
    r = run(sim, FAKE + ["--script", "{tmp}/" + script_name, "--record-golden", dest], tmp, e)
    assert r.rc in (0, 1), (r.rc, r.out, r.err)
    return r


def golden_tests(sim, tmp, env):
    """diff --golden and run.py against goldens recorded with the fake driver."""
    no_gpu = dict(env, NVVM_SIM_LIBCUDA=os.path.join(tmp, "nothing.so"))
    # The interpreter matches a golden of identical outputs, with no driver at all.
    record(sim, tmp, env, "saxpy.json", "{tmp}/gs")
    r = run(sim, ["{dir}/diff_kernels.ll", "--script", "{tmp}/saxpy.json", "--golden", "{tmp}/gs"], tmp, no_gpu)
    assert (r.rc, r.err) == (0, ""), (r.rc, r.out, r.err)
    assert r.out == ("golden: Fake GPU (nvvm-sim tests) (compute 8.6, driver 12.8), nvvm for sm_86 []\n"
                     "tolerance: exact\n" + SAXPY_SAME + "diff: 1 range compared with the golden, 0 differ\n"), r.out
    # A golden recorded from a perturbed GPU differs, located at the step.
    record(sim, tmp, env, "saxpy.json", "{tmp}/gp", {"FAKECUDA_PERTURB": "7:2"})
    r = run(sim, ["{dir}/diff_kernels.ll", "--script", "{tmp}/saxpy.json", "--golden", "{tmp}/gp"], tmp, no_gpu)
    assert r.rc == 1, (r.rc, r.out, r.err)
    assert r.err == ("<tmp>/saxpy.json:7:3: error: step 5 (d2h): 'y' (f32[64] at offset 0): 1 of 64 elements "
                     "differ (exact); the first 1:\n"
                     "  [7] interpreter 15 (0x41700000), gpu 15.000002 (0x41700002), 2 ulp\n"
                     .replace("gpu 15", "golden 15")), r.err
    # An approximate kernel's golden within its tolerance passes.
    record(sim, tmp, env, "exp2.json", "{tmp}/ge", {"FAKECUDA_PERTURB": "8:-3"})
    r = run(sim, ["{dir}/diff_kernels.ll", "--script", "{tmp}/exp2.json", "--golden", "{tmp}/ge"], tmp, no_gpu)
    assert (r.rc, r.err) == (0, ""), (r.rc, r.out, r.err)
    # A golden of another script is an input error, and so is a truncated data file.
    r = run(sim, ["{dir}/diff_kernels.ll", "--script", "{tmp}/exp2.json", "--golden", "{tmp}/gs"], tmp, no_gpu)
    assert r.rc == 3 and r.err == (
        "<tmp>/exp2.json:6:3: error: step 4 (d2h): the golden has no output for this step; record it again\n"
        "nvvm-sim: error: the golden has an output for step 5 ('y'), which the script does not read; "
        "record it again\n"), (r.rc, r.err)
    with open(os.path.join(tmp, "gs", "step5-y.bin"), "r+b") as f:
        f.truncate(100)
    r = run(sim, ["{dir}/diff_kernels.ll", "--script", "{tmp}/saxpy.json", "--golden", "{tmp}/gs"], tmp, no_gpu)
    assert r.rc == 3 and r.err == ("nvvm-sim: error: <tmp>/gs/golden.json: outputs[0]: 'step5-y.bin' holds 100 "
                                   "bytes, the output is 256 bytes\n"), (r.rc, r.err)


def run_py_tests(sim, tmp, env, conformance):
    """conformance/run.py compares the interpreter with a case's goldens: a copy of a case folder
    (the saxpy script as case hw/saxpy, in cases/hw/) with a golden recorded by the fake driver."""
    root = os.path.join(tmp, "conf")
    hw = os.path.join(root, "cases", "hw")
    os.makedirs(hw)
    shutil.copy(KERNELS, os.path.join(hw, "saxpy.ll"))
    for name in ("x.bin", "ones.bin"):
        shutil.copy(os.path.join(tmp, name), os.path.join(hw, name))
    shutil.copy(os.path.join(tmp, "saxpy.json"), os.path.join(hw, "saxpy.json"))
    golden = os.path.join(root, "golden", "nvvm", "hw", "saxpy")
    r = run(sim, ["{tmp}/conf/cases/hw/saxpy.ll", "--compiler", "nvvm", "--ptx", PTX, "--script",
                  "{tmp}/conf/cases/hw/saxpy.json", "--record-golden", golden], tmp, env)
    assert r.rc == 0, (r.rc, r.out, r.err)

    def run_py():
        p = subprocess.run([sys.executable, os.path.join(conformance, "run.py"), sim, root, "--area", "hw"],
                           capture_output=True, text=True, timeout=120)
        return p.returncode, p.stdout + p.stderr

    rc, text = run_py()
    assert rc == 0, text
    # Plant a mismatch: element 9 of the GPU's y one ulp up.
    path = os.path.join(golden, "step5-y.bin")
    with open(path, "rb") as f:
        data = bytearray(f.read())
    struct.pack_into("<I", data, 36, struct.unpack_from("<I", data, 36)[0] + 1)
    with open(path, "wb") as f:
        f.write(data)
    rc, text = run_py()
    assert rc == 1, text
    want = ("golden nvvm: the interpreter does not match the GPU (exit code 1): "
            f"{root}/cases/hw/saxpy.json:7:3: error: step 5 (d2h): 'y' (f32[64] at offset 0): 1 of 64 elements differ "
            "(exact); the first 1: |   [9] interpreter 19 (0x41980000), golden 19.000002 (0x41980001), 1 ulp")
    assert want in text, text


def record_goldens_tests(sim, tmp, env, conformance):
    """record_goldens.py finds the cases as run.py does (the checks/ area and cases meant to fail left
    out), stops with exit 4 when there is no GPU and records nothing then; --compile-only writes
    the PTX that a later run on a GPU machine loads."""
    root = os.path.join(tmp, "conf")
    hw, checks = os.path.join(root, "cases", "hw"), os.path.join(root, "cases", "checks")
    os.makedirs(hw)
    os.makedirs(checks)
    for name in ("run.py", "record_goldens.py", "bench.py"):
        shutil.copy(os.path.join(conformance, name), os.path.join(root, name))
    shutil.copy(KERNELS, os.path.join(hw, "saxpy.ll"))
    shutil.copy(KERNELS, os.path.join(checks, "saxpy.ll"))
    for name in ("x.bin", "ones.bin", "saxpy.json"):
        shutil.copy(os.path.join(tmp, name), os.path.join(hw, name))
        shutil.copy(os.path.join(tmp, name), os.path.join(checks, name))
    script = os.path.join(root, "record_goldens.py")
    e = dict(env, NVVM_SIM_LIBCUDA=os.path.join(tmp, "nothing.so"))
    p = subprocess.run([sys.executable, script, sim, "--compiler", "nvvm"], capture_output=True, text=True, env=e,
                       timeout=120)
    assert p.returncode == 4, (p.returncode, p.stdout, p.stderr)
    assert p.stdout == "nvvm: 1 no-device\n  no-device hw/saxpy (%s)\n" % os.path.join(
        root, "golden", "logs", "nvvm", "hw", "saxpy.log"), p.stdout
    assert p.stderr == "record_goldens.py: no GPU (see the no-device log); nothing more recorded\n", p.stderr
    with open(os.path.join(root, "golden", "logs", "nvvm", "hw", "saxpy.log")) as f:
        assert "nvvm-sim: error: no GPU to compare with: cannot load the CUDA driver" in f.read()
    assert not os.path.exists(os.path.join(root, "golden", "nvvm", "hw", "saxpy", "golden.json"))
    with open(os.path.join(root, "golden", "logs", "summary.json")) as f:
        assert json.load(f) == {"nvvm": {"no-device": ["hw/saxpy"]}}
    # Without NVVM_SIM it prints its usage.
    p = subprocess.run([sys.executable, script], capture_output=True, text=True)
    assert p.returncode == 2 and "record_goldens.py: needs NVVM_SIM" in p.stderr, p.stderr


def real_driver_present():
    try:
        ctypes.CDLL("libcuda.so.1")
        return True
    except OSError:
        return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sim")
    ap.add_argument("fakecuda")
    ap.add_argument("conformance")
    ap.add_argument("--case", action="append")
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()
    sim = os.path.abspath(a.sim)
    env = dict(os.environ, NVVM_SIM_LIBCUDA=os.path.abspath(a.fakecuda))
    for k in ("FAKECUDA_PERTURB", "FAKECUDA_NO_DEVICE"):
        env.pop(k, None)
    failed = 0
    names = a.case or list(CASES) + ["real_libcuda_absent", "goldens", "run_py_goldens", "record_goldens"]
    for name in names:
        tmp = tempfile.mkdtemp(prefix="nvsim-diff-")
        try:
            setup(tmp)
            if name == "real_libcuda_absent":
                if real_driver_present():
                    print(f"skip {name}: this machine has libcuda.so.1")
                    continue
                e = dict(env)
                e.pop("NVVM_SIM_LIBCUDA")
                r = run(sim, FAKE + ["--script", "{tmp}/saxpy.json"], tmp, e)
                assert r.rc == 4 and r.err.startswith(
                    "nvvm-sim: error: no GPU to compare with: cannot load the CUDA driver 'libcuda.so.1': "
                    "libcuda.so.1: cannot open shared object file"), (r.rc, r.err)
            elif name == "goldens":
                golden_tests(sim, tmp, env)
            elif name == "run_py_goldens":
                run_py_tests(sim, tmp, env, a.conformance)
            elif name == "record_goldens":
                record_goldens_tests(sim, tmp, env, a.conformance)
            else:
                c = CASES[name]
                e = dict(env, **{k: v.format(tmp=tmp) for k, v in c["env"].items()})
                r = run(sim, c["args"], tmp, e)
                problems = []
                if c["rc"] is not None and r.rc != c["rc"]:
                    problems.append(f"exit code {r.rc}, expected {c['rc']}")
                for what, got, want in (("stdout", r.out, c["out"]), ("stderr", r.err, c["err"])):
                    if want is not None and got != want:
                        problems.append(f"{what}:\n--- got\n{got}--- expected\n{want}---")
                if problems:
                    raise AssertionError("\n".join(problems))
                if c["check"]:
                    c["check"](r, tmp)
            if a.v:
                print(f"ok   {name}")
        except AssertionError as e:
            failed += 1
            print(f"FAIL {name}: {e}")
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    print(f"{len(names) - failed} of {len(names)} cases passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
