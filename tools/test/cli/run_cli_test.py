#!/usr/bin/env python3
"""End-to-end tests of `nvvm-sim run`: the built binary on the small kernels and scripts of this
folder, with exact stdout, stderr and exit codes (CLI.md is the contract).

  run_cli_test.py NVVM_SIM [--case NAME]... [-v]
  run_cli_test.py NVVM_SIM --libdevice      # --link with CUDA's libdevice (exit 77: skipped)

Each case runs in a fresh temporary folder (the current folder of the command). Before texts are
compared, this folder's path reads `<dir>`, the temporary folder `<tmp>`, and the seconds of a
launch line `<t>` (the only part of the output that changes from run to run).
"""

import argparse
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

from cli_case import run_cases

HERE = os.path.dirname(os.path.abspath(__file__))
SKIP = 77
LIBDEVICE_BC = "/usr/local/cuda/nvvm/libdevice/libdevice.10.bc"
USAGE_HINT = "Run with --help for more information.\n"


# ---- Running ----------------------------------------------------------------------------------------


class Result:
    def __init__(self, rc, out, err, tmp):
        self.rc, self.out, self.err, self.tmp = rc, out, err, tmp

    def json(self):
        return json.loads(self.out)

    def file(self, name):
        with open(os.path.join(self.tmp, name), "rb") as f:
            return f.read()


def normalize(text, tmp):
    text = text.replace(tmp, "<tmp>").replace(HERE, "<dir>")
    return re.sub(r"\b\d+\.\d{6} s,", "<t> s,", text)


def run(sim, args, tmp, timeout=60):
    env = None
    if args and isinstance(args[0], dict):  # a case's environment variables, then its arguments
        env, args = dict(os.environ, **args[0]), args[1:]
    argv = [sim, "run"] + [a.format(dir=HERE, tmp=tmp) for a in args]
    p = subprocess.run(argv, cwd=tmp, capture_output=True, timeout=timeout, env=env)
    return Result(p.returncode, p.stdout.decode(), p.stderr.decode(), tmp)


def floats(data, fmt="f"):
    return list(struct.unpack("<%d%s" % (len(data) // struct.calcsize(fmt), fmt), data))


def npy_data(data):
    """The descr and the data of an .npy file (format 1.0)."""
    assert data[:8] == b"\x93NUMPY\x01\x00", data[:8]
    (length,) = struct.unpack("<H", data[8:10])
    header = data[10 : 10 + length].decode()
    descr = re.search(r"'descr': '([^']*)'", header).group(1)
    return descr, data[10 + length :]


def here(name):
    with open(os.path.join(HERE, name), "rb") as f:
        return f.read()


# ---- Cases ------------------------------------------------------------------------------------------
#
# A case: the arguments after `nvvm-sim run`, the exit code, the exact stdout and stderr (None: not
# compared), and optionally a function that checks more (files written, the JSON report).

CASES = {}


def case(name, args, rc, out="", err="", check=None, setup=None):
    CASES[name] = dict(args=args, rc=rc, out=out, err=err, check=check, setup=setup)


SAXPY = ["{dir}/kernels.ll", "--kernel", "saxpy", "--grid", "2", "--block", "4", "--arg", "i32:8"]
SAXPY_LINE = "launch: _Z5saxpyifPKfPf grid (2,1,1) block (4,1,1): ok, <t> s, 136 lane instructions\n"

# -- One launch from the command line: every --arg form.

case("oneline_iota_fill_out",
     SAXPY + ["--arg", "f32:2.5", "--arg", "buf:f32:8:iota", "--arg", "buf:f32:8:fill=1:out"], 0,
     SAXPY_LINE + "arg3 (f32[8]):\n  [0] 1 3.5 6 8.5 11 13.5 16 18.5\n")

case("oneline_demangled_name_and_threads",
     ["{dir}/kernels.ll", "--kernel", "saxpy(int, float, float const*, float*)", "--grid", "2", "--block", "4",
      "--threads", "1", "--arg", "i32:8", "--arg", "f32:-1", "--arg", "buf:f32:8:iota",
      "--arg", "buf:f32:8:fill=0x1p3:out"], 0,
     SAXPY_LINE + "arg3 (f32[8]):\n  [0] 8 7 6 5 4 3 2 1\n")


def check_scalars(r):
    assert r.json()["launches"][0]["lane_instructions"] == 48


case("oneline_scalar_forms",
     ["{dir}/kernels.ll", "--kernel", "mix", "--grid", "1", "--block", "4", "--arg", "buf:i64:4:out",
      "--arg", "i8:-3", "--arg", "i16:1000", "--arg", "u64:7", "--arg", "f64:-1e3"], 0,
     "launch: mix grid (1,1,1) block (4,1,1): ok, <t> s, 48 lane instructions\n"
     "arg0 (i64[4]):\n  [0] 4 5 6 7\n")

case("oneline_rand",
     SAXPY + ["--arg", "f32:0", "--arg", "buf:f32:8", "--arg", "buf:f32:8:rand=7:out"], 0,
     SAXPY_LINE + "arg3 (f32[8]):\n"
     "  [0] 0.3898297 0.016788244 0.90076065 0.58293027 0.45244187 0.24943149 0.46795297 0.32807672\n")


def check_file_dump(r):
    # :out with --dump-dir writes argN.bin instead of printing; .npy and raw inputs read alike.
    assert r.file("d/arg3.bin") == here("saxpy.expected.bin")


case("oneline_file_npy_and_dump_dir",
     SAXPY + ["--arg", "f32:2", "--arg", "buf:f32:8:file={dir}/x.npy", "--arg", "buf:f32:8:file={dir}/ones.bin:out",
              "--dump-dir", "{tmp}/d"], 0,
     SAXPY_LINE, check=check_file_dump)

case("oneline_null_pointer_faults",
     ["{dir}/kernels.ll", "--kernel", "hello", "--grid", "1", "--block", "2", "--arg", "null"], 1,
     "launch: hello grid (1,1,1) block (2,1,1): fault, <t> s, 10 lane instructions\n",
     "nvvm-sim: error: launch: kernel fault in hello:\n"
     "null pointer: read of 4 bytes at 0x0000000000000000\n"
     "  in block (0,0,0) thread (0,0,0)\n"
     "  at <dir>/kernels.ll:61:9: %vx = load float, ptr %px, align 4\n")

case("oneline_bytes_arg",
     ["{dir}/kernels.ll", "--kernel", "pair", "--grid", "1", "--block", "1", "--arg", "buf:i32:1:out",
      "--arg", "bytes:0100000002000000"], 0,
     "launch: pair grid (1,1,1) block (1,1,1): ok, <t> s, 6 lane instructions\n"
     "arg0 (i32[1]):\n  [0] 3\n")

# -- Kernel faults: what was computed before the fault is still printed or written.

case("oneline_fault_still_prints_out_buffers",
     ["{dir}/kernels.ll", "--kernel", "fault", "--grid", "1", "--block", "8", "--arg", "buf:i32:8:out"], 1,
     "launch: fault grid (1,1,1) block (8,1,1): fault, <t> s, 57 lane instructions\n"
     "arg0 (i32[8]):\n  [0] 1 2 3 4 5 6 7 8\n",
     "nvvm-sim: error: launch: kernel fault in fault:\n"
     "null pointer: write of 4 bytes at 0x0000000000000000\n"
     "  in block (0,0,0) thread (5,0,0)\n"
     "  at <dir>/kernels.ll:47:3: store i32 7, ptr null, align 4\n")


def check_fault_script(r):
    descr, data = npy_data(r.file("out.npy"))
    assert descr == "<i4" and data == here("fault.expected.bin"), (descr, data)


case("script_fault_skips_later_launches_and_still_writes",
     ["{dir}/kernels.ll", "--script", "{dir}/fault.json"], 1,
     "step 2 (launch): fault grid (1,1,1) block (8,1,1): fault, <t> s, 57 lane instructions\n"
     "step 5 (expect): 'fault.expected.bin': pass (8 i32 elements, exact)\n",
     "<dir>/fault.json:4:3: error: step 2 (launch): kernel fault in fault:\n"
     "null pointer: write of 4 bytes at 0x0000000000000000\n"
     "  in block (0,0,0) thread (5,0,0)\n"
     "  at <dir>/kernels.ll:47:3: store i32 7, ptr null, align 4\n"
     "<dir>/fault.json:5:3: warning: step 3 (launch): launch of _Z5saxpyifPKfPf skipped: an earlier launch faulted\n",
     check=check_fault_script)


def check_fault_json(r):
    doc = r.json()
    faulted, skipped = doc["launches"]
    assert faulted["status"] == "fault" and skipped["status"] == "skipped", doc
    assert faulted["fault"]["thread"] == [5, 0, 0] and faulted["fault"]["block"] == [0, 0, 0], faulted
    assert faulted["fault"]["message"] == "null pointer: write of 4 bytes at 0x0000000000000000", faulted
    assert doc["expects"] == [{"step": 5, "file": "fault.expected.bin", "pass": True, "elements": 8,
                               "mismatches": 0, "elem": "i32", "tolerance": "exact"}], doc["expects"]
    assert doc["exit_code"] == 1


case("script_fault_json", ["{dir}/kernels.ll", "--script", "{dir}/fault.json", "--report", "json"], 1,
     None, None, check=check_fault_json)

# -- Checkers: --check memcheck turns a bad access into a finding; the bad lane is skipped and the
# launch goes on (so does the script).

MEMCHECK_NULL = ("<dir>/kernels.ll:47:3: error: [memcheck] null pointer: write of 4 bytes at 0x0000000000000000\n"
                 "  store i32 7, ptr null, align 4\n"
                 "  kind null-pointer, in kernel fault, block (0,0,0) thread (5,0,0), warp 0 lane 5\n")

case("memcheck_oneline_finding",
     ["{dir}/kernels.ll", "--kernel", "fault", "--grid", "1", "--block", "8", "--arg", "buf:i32:8:out",
      "--check", "memcheck"], 1,
     "launch: fault grid (1,1,1) block (8,1,1): finding, <t> s, 66 lane instructions\n"
     "arg0 (i32[8]):\n  [0] 1 2 3 4 5 6 7 8\n",
     MEMCHECK_NULL)

case("memcheck_clean_launch_is_ok",
     SAXPY + ["--arg", "f32:2.5", "--arg", "buf:f32:8:iota", "--arg", "buf:f32:8:fill=1", "--check", "memcheck"], 0,
     SAXPY_LINE)

case("memcheck_script_goes_on",
     ["{dir}/kernels.ll", "--script", "{dir}/fault.json", "--check", "memcheck"], 1,
     "step 2 (launch): fault grid (1,1,1) block (8,1,1): finding, <t> s, 66 lane instructions\n"
     "step 3 (launch): _Z5saxpyifPKfPf grid (1,1,1) block (8,1,1): ok, <t> s, 136 lane instructions\n"
     "step 5 (expect): 'fault.expected.bin': pass (8 i32 elements, exact)\n",
     MEMCHECK_NULL,
     check=check_fault_script)


def check_memcheck_json(r):
    doc = r.json()
    found, saxpy = doc["launches"]
    assert found["status"] == "finding" and "fault" not in found and saxpy["status"] == "finding", doc
    assert doc["checks"] == ["memcheck", "racecheck", "initcheck", "synccheck"], doc["checks"]
    null, uninit = doc["findings"]
    assert null == {
        "checker": "memcheck", "kind": "null-pointer",
        "message": "null pointer: write of 4 bytes at 0x0000000000000000",
        "step": 2, "kernel": "fault", "kernel_demangled": "fault", "block": [0, 0, 0], "thread": [5, 0, 0],
        "warp": 0, "lane": 5, "instruction": "store i32 7, ptr null, align 4", "location": HERE + "/kernels.ll:47:3",
        "inlined": [], "access": "write", "address": "0x0000000000000000", "size": 4, "space": "global",
        "allocation": None, "count": 1, "fatal": False, "other": None}, null
    # fault.json allocates x and never writes it: saxpy's 8 lanes read undefined values and store
    # what they computed from them to `out`: one initcheck finding at the store, with the read.
    assert uninit["checker"] == "initcheck" and uninit["kind"] == "uninitialized-value", uninit
    assert uninit["step"] == 3 and uninit["count"] == 8 and uninit["thread"] == [0, 0, 0], uninit
    assert uninit["location"] == HERE + "/kernels.ll:28:3" and uninit["space"] == "global", uninit
    assert uninit["allocation"]["name"] == "out" and uninit["allocation"]["offset"] == 0, uninit
    assert uninit["allocation"]["demangled"] == "out", uninit
    # The mangled name of saxpy(int, float, const float*, float*), and as c++filt demangles it.
    assert uninit["kernel"] == "_Z5saxpyifPKfPf", uninit
    assert uninit["kernel_demangled"] == "saxpy(int, float, float const*, float*)", uninit
    assert uninit["message"].endswith("offset 0 of 'x' (32 bytes): never written by the host or a kernel"), uninit
    assert uninit["other"]["location"] == HERE + "/kernels.ll:23:9", uninit
    assert uninit["other"]["instruction"] == "%vx = load float, ptr %px, align 4", uninit
    assert doc["exit_code"] == 1


case("memcheck_json_findings",
     ["{dir}/kernels.ll", "--script", "{dir}/fault.json", "--check", "all", "--report", "json"], 1, None,
     MEMCHECK_NULL +
     "step 2 (launch): fault grid (1,1,1) block (8,1,1): finding, <t> s, 66 lane instructions\n"
     "<dir>/kernels.ll:28:3: error: [initcheck] uninitialized value used as a value stored to global memory: "
     "it was read at <dir>/kernels.ll:23:9, a read of 4 bytes at 0x0000030000000000 (global), "
     "offset 0 of 'x' (32 bytes): never written by the host or a kernel\n"
     "  store float %sum, ptr %py, align 4\n"
     "  kind uninitialized-value, in kernel saxpy(int, float, float const*, float*), block (0,0,0) thread (0,0,0), "
     "warp 0 lane 0\n"
     "  8 times at this instruction (the first is shown)\n"
     "  the other access: read by block (0,0,0) thread (0,0,0), warp 0 lane 0\n"
     "  at <dir>/kernels.ll:23:9: %vx = load float, ptr %px, align 4\n"
     "step 3 (launch): _Z5saxpyifPKfPf grid (1,1,1) block (8,1,1): finding, <t> s, 136 lane instructions\n"
     "step 5 (expect): 'fault.expected.bin': pass (8 i32 elements, exact)\n",
     check=check_memcheck_json)


# initcheck's host rule (docs/checkers.md): memory the host filled, zeroed or copied is written, as
# after cudaMemset or cudaMemcpy. `--arg buf:T:N` is zero-filled (docs/run.md), with or without
# `:out`, so a correct kernel reading it is clean: y = 2 * x + y with x and y both zero-filled, then
# x = 0, 1, ... and y zero-filled with :out.
case("initcheck_zero_filled_arg_is_written",
     SAXPY + ["--arg", "f32:2", "--arg", "buf:f32:8", "--arg", "buf:f32:8:fill=1:out", "--check", "initcheck"], 0,
     SAXPY_LINE + "arg3 (f32[8]):\n  [0] 1 1 1 1 1 1 1 1\n", "")
case("initcheck_zero_filled_out_arg_is_written",
     SAXPY + ["--arg", "f32:2", "--arg", "buf:f32:8:iota", "--arg", "buf:f32:8:out", "--check", "initcheck"], 0,
     SAXPY_LINE + "arg3 (f32[8]):\n  [0] 0 2 4 6 8 10 12 14\n", "")


def write_alloc_only_script(tmp):
    # x: allocated only (cudaMalloc: unwritten, though it reads as zeros); y: memset by the host.
    steps = [{"op": "alloc", "buffer": "x", "bytes": 32}, {"op": "alloc", "buffer": "y", "bytes": 32},
             {"op": "memset", "buffer": "y", "value": 0},
             {"op": "launch", "kernel": "saxpy", "grid": [2], "block": [4],
              "args": [{"type": "i32", "value": 8}, {"type": "f32", "value": 2},
                       {"type": "ptr", "buffer": "x"}, {"type": "ptr", "buffer": "y"}]}]
    with open(os.path.join(tmp, "alloc_only.json"), "w") as f:
        json.dump({"steps": steps}, f)


def check_alloc_only_json(r):
    # Only x's 8 reads (one per thread) make undefined values, stored into y (which was memset, so
    # reading it is clean): one finding at the store, naming x's read.
    (f,) = r.json()["findings"]
    assert f["checker"] == "initcheck" and f["kind"] == "uninitialized-value" and f["count"] == 8, f
    assert f["location"] == HERE + "/kernels.ll:28:3" and f["access"] == "write" and f["size"] == 4, f
    assert f["allocation"]["name"] == "y" and f["allocation"]["offset"] == 0 and f["step"] == 3, f
    assert f["other"]["location"] == HERE + "/kernels.ll:23:9", f
    assert f["message"].endswith("offset 0 of 'x' (32 bytes): never written by the host or a kernel"), f
    assert r.json()["exit_code"] == 1


case("initcheck_alloc_only_is_unwritten",
     ["{dir}/kernels.ll", "--script", "alloc_only.json", "--check", "initcheck", "--report", "json"], 1, None, None,
     check=check_alloc_only_json, setup=write_alloc_only_script)


def check_memcheck_oob_json(r):
    (f,) = r.json()["findings"]
    # Block 1's thread 0 reads x[4], just past the 4 elements of x.
    assert f["kind"] == "out-of-bounds" and f["access"] == "read" and f["space"] == "global", f
    assert f["block"] == [1, 0, 0] and f["thread"] == [0, 0, 0] and f["warp"] == 0 and f["lane"] == 0, f
    assert f["message"].endswith("(global), 0 bytes past the end of allocation 'arg2' (16 bytes)"), f["message"]
    assert f["allocation"]["name"] == "arg2" and f["allocation"]["size"] == 16, f["allocation"]
    assert f["allocation"]["offset"] == 16 and f["allocation"]["id"] > 0, f["allocation"]
    assert f["location"] == HERE + "/kernels.ll:23:9", f["location"]


case("memcheck_out_of_bounds_json",
     ["{dir}/kernels.ll", "--kernel", "saxpy", "--grid", "2", "--block", "4", "--arg", "i32:8", "--arg", "f32:1",
      "--arg", "buf:f32:4", "--arg", "buf:f32:8", "--check", "memcheck", "--report", "json"], 1, None, None,
     check=check_memcheck_oob_json)

# -- Where findings point (docs/checkers.md): the race below is in a helper of a header inlined into
# add() of src/k.cu, itself inlined into the kernel; the DIFiles name their folder <tmp>/src, the
# command runs in <tmp>: the files read relative to it. Both warps of 64 threads write s[t % 32] and
# s[t % 32 + 32] (two stores with the same !dbg, as an unrolled line): the second warp's 64 writes race.

INLINED_RACE = """target triple = "nvptx64-nvidia-cuda"
@_ZZ4tilePiE1s = internal addrspace(3) global [64 x i32] undef, align 4
define void @_Z4tilePi(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %l = and i32 %t, 31
  %p = getelementptr i32, ptr addrspace(3) @_ZZ4tilePiE1s, i32 %l
  store i32 %t, ptr addrspace(3) %p, align 4, !dbg !20
  %q = getelementptr i32, ptr addrspace(3) %p, i32 32
  store i32 %t, ptr addrspace(3) %q, align 4, !dbg !20
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @_Z4tilePi, !"kernel", i32 1}
!llvm.dbg.cu = !{!10}
!10 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !11, emissionKind: LineTablesOnly)
!11 = !DIFile(filename: "k.cu", directory: "SRC")
!12 = !DIFile(filename: "../include/h.cuh", directory: "SRC")
!13 = distinct !DISubprogram(name: "store", scope: !12, file: !12, line: 122, unit: !10)
!14 = distinct !DISubprogram(name: "add", scope: !11, file: !11, line: 4, unit: !10)
!15 = distinct !DISubprogram(name: "tile", scope: !11, file: !11, line: 18, unit: !10)
!20 = !DILocation(line: 122, column: 68, scope: !13, inlinedAt: !21)
!21 = distinct !DILocation(line: 5, column: 3, scope: !14, inlinedAt: !22)
!22 = distinct !DILocation(line: 20, column: 7, scope: !15)
"""


def write_inlined_race(tmp):
    with open(os.path.join(tmp, "k.ll"), "w") as f:
        f.write(INLINED_RACE.replace("SRC", os.path.join(tmp, "src")))


INLINED_RACE_RUN = ["k.ll", "--kernel", "tile(int*)", "--grid", "1", "--block", "64", "--arg", "buf:i32:1",
                    "--check", "racecheck"]
INLINED_CHAIN = ("  in store at include/h.cuh:122:68\n"
                 "  inlined into add at src/k.cu:5:3\n"
                 "  inlined into tile at src/k.cu:20:7\n")

# The user's line (k.cu:5:3, add's call of the helper), the names demangled (c++filt's forms), one
# finding for the two stores; the shared window starts at 0xff00030000000000, its first variable at
# offset 16 (docs/memory-model.md).
case("findings_at_the_users_line_folded_demangled", INLINED_RACE_RUN, 1, None,
     "src/k.cu:5:3: error: [racecheck] data race (write after write): write of 4 bytes at 0xff00030000000010 "
     "(shared), offset 0 of 'tile(int*)::s' (256 bytes) after a write by block (0,0,0) thread (0,0,0) with no "
     "barrier between\n"
     "  store i32 %t, ptr addrspace(3) %p, align 4, !dbg !20\n" + INLINED_CHAIN +
     "  kind write-after-write, in kernel tile(int*), block (0,0,0) thread (32,0,0), warp 1 lane 0\n"
     "  64 times at this source location (the first is shown)\n"
     "  the other access: write by block (0,0,0) thread (0,0,0), warp 0 lane 0\n"
     "  at src/k.cu:5:3: store i32 %t, ptr addrspace(3) %p, align 4, !dbg !20\n" + INLINED_CHAIN,
     setup=write_inlined_race)


# racecheck keeps no read records for a buffer only `readonly` parameters reach (docs/checkers.md,
# "Buffers a launch cannot write"): a store through such a parameter is undefined and reported, once;
# where the module makes pointers of integers, any buffer may be written, and races with its reads
# are reported as usual (each block writes the words the other reads: 32 of each kind, blocks in
# order on one host thread).
case("readonly_parameter_written", ["{dir}/readonly.ll", "--kernel", "write_readonly", "--grid", "1", "--block",
                                    "32", "--arg", "buf:i32:32:iota", "--arg", "buf:i32:32:out", "--check",
                                    "racecheck"], 1,
     "launch: write_readonly grid (1,1,1) block (32,1,1): finding, <t> s, 288 lane instructions\n"
     "arg1 (i32[32]):\n  [0] 1 2 3 4 5 6 7 8\n  [8] 9 10 11 12 13 14 15 16\n  [16] 17 18 19 20 21 22 23 24\n"
     "  [24] 25 26 27 28 29 30 31 32\n",
     "<dir>/readonly.ll:16:3: error: [racecheck] write of 4 bytes at 0x0000010000000000 (global), offset 0 of "
     "'arg0' (128 bytes) into a buffer that reaches the kernel only through `readonly` parameters (writing "
     "through one is undefined); racecheck did not record this launch's reads of the buffer before it\n"
     "  store i32 %w, ptr %p, align 4\n"
     "  kind readonly-argument-write, in kernel write_readonly, block (0,0,0) thread (0,0,0), warp 0 lane 0\n")

# The exemption is the launch's own: a buffer the first launch only reads is written by the second
# (0x01010101 + 1 + 1 per element), with no finding.
case("readonly_exemption_ends_with_its_launch", ["{dir}/readonly.ll", "--script", "{dir}/readonly_twice.json",
                                                 "--check", "racecheck"], 0,
     "step 3 (launch): add_one grid (1,1,1) block (8,1,1): ok, <t> s, 64 lane instructions\n"
     "step 4 (launch): add_one grid (1,1,1) block (8,1,1): ok, <t> s, 64 lane instructions\n"
     "a (i32[8]):\n  [0] 16843011 16843011 16843011 16843011 16843011 16843011 16843011 16843011\n", "")

case("readonly_parameter_and_integer_pointer", ["{dir}/readonly_int.ll", "--kernel", "swap_halves", "--grid", "2",
                                                "--block", "32", "--arg", "buf:i32:64:iota:out", "--arg",
                                                "i64:1099511627776", "--check", "racecheck", "--threads", "1"], 1,
     None,
     "<dir>/readonly_int.ll:17:8: error: [racecheck] data race (read after write): read of 4 bytes at "
     "0x0000010000000000 (global), offset 0 of 'arg0' (256 bytes) after a write by block (0,0,0) thread (0,0,0) "
     "of another block of the launch (blocks are not ordered)\n"
     "  %v = load i32, ptr %p, align 4\n"
     "  kind read-after-write, in kernel swap_halves, block (1,0,0) thread (0,0,0), warp 0 lane 0\n"
     "  32 times at this instruction (the first is shown)\n"
     "  the other access: write by block (0,0,0) thread (0,0,0), warp 0 lane 0\n"
     "  at <dir>/readonly_int.ll:20:3: store i32 %v, ptr %q, align 4\n"
     "<dir>/readonly_int.ll:20:3: error: [racecheck] data race (write after read): write of 4 bytes at "
     "0x0000010000000080 (global), offset 128 of 'arg0' (256 bytes) after a read by block (0,0,0) thread (0,0,0) "
     "of another block of the launch (blocks are not ordered)\n"
     "  store i32 %v, ptr %q, align 4\n"
     "  kind write-after-read, in kernel swap_halves, block (1,0,0) thread (0,0,0), warp 0 lane 0\n"
     "  32 times at this instruction (the first is shown)\n"
     "  the other access: read by block (0,0,0) thread (0,0,0), warp 0 lane 0\n"
     "  at <dir>/readonly_int.ll:17:8: %v = load i32, ptr %p, align 4\n")


def check_inlined_race_json(r):
    (f,) = r.json()["findings"]
    assert f["kernel"] == "_Z4tilePi" and f["kernel_demangled"] == "tile(int*)", f
    assert f["allocation"]["name"] == "_ZZ4tilePiE1s" and f["allocation"]["demangled"] == "tile(int*)::s", f
    assert f["location"] == "src/k.cu:5:3" and f["count"] == 64, f
    assert f["inlined"] == ["include/h.cuh:122:68", "src/k.cu:5:3", "src/k.cu:20:7"], f
    assert f["other"]["location"] == "src/k.cu:5:3" and f["other"]["inlined"] == f["inlined"], f


case("findings_json_inlined_and_demangled", INLINED_RACE_RUN + ["--report", "json"], 1, None, None,
     check=check_inlined_race_json, setup=write_inlined_race)

# synccheck: a full-mask shuffle inside `if (threadIdx.x < 16)`, once per block, folded into one finding
# whose occurrence shown is the first block's, with any --threads.

for threads in ("1", "2"):
    case("synccheck_divergent_shuffle_threads" + threads,
         ["{dir}/sync.ll", "--kernel", "divergent_shfl", "--grid", "4", "--block", "32", "--arg", "buf:i32:32",
          "--check", "synccheck", "--threads", threads], 1,
         "launch: divergent_shfl grid (4,1,1) block (32,1,1): finding, <t> s, 896 lane instructions\n",
         "<dir>/sync.ll:12:8: error: [synccheck] the member mask 0xffffffff names lanes 0xffff0000 that have "
         "exited\n"
         "  %v = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %t, i32 0, i32 31)\n"
         "  kind sync-mask-exited-lane, in kernel divergent_shfl, block (0,0,0) thread (0,0,0), warp 0 lane 0\n"
         "  4 times at this instruction (the first is shown)\n")


def check_synccheck_json(r):
    (f,) = r.json()["findings"]
    assert f["checker"] == "synccheck" and f["kind"] == "sync-mask-exited-lane" and f["count"] == 4, f
    assert f["fatal"] is False and f["access"] is None and f["address"] is None and f["space"] is None, f
    assert f["allocation"] is None and f["other"] is None and f["block"] == [0, 0, 0], f
    assert r.json()["launches"][0]["status"] == "finding"


case("synccheck_json",
     ["{dir}/sync.ll", "--kernel", "divergent_shfl", "--grid", "4", "--block", "32", "--arg", "buf:i32:32",
      "--check", "synccheck", "--report", "json"], 1, None, None, check=check_synccheck_json)

case("timeout",
     ["{dir}/kernels.ll", "--kernel", "spin", "--grid", "1", "--block", "1", "--arg", "buf:i32:1",
      "--timeout", "0.2"], 1,
     None,
     "nvvm-sim: error: launch: kernel fault in spin:\n"
     "timeout: the launch ran longer than its time limit of 0.2 s (--timeout; 0 for none) in kernel spin\n"
     "  in block (0,0,0) thread (0,0,0)\n"
     "  at <dir>/kernels.ll:78:3: br i1 %done, label %exit, label %loop\n"
     "  lanes still running or waiting when it stopped:\n"
     "    block (0,0,0) warp 0 lanes 0x00000001 running at <dir>/kernels.ll:76:8: "
     "%v = load volatile i32, ptr %flag, align 4\n")

# Nothing runs forever by default: without --timeout the default limit ($NVVM_SIM_TIMEOUT here,
# 600 s otherwise) ends an infinite loop, with the spinning warp's lanes and line.
case("timeout_default",
     [{"NVVM_SIM_TIMEOUT": "0.3"}, "{dir}/kernels.ll", "--kernel", "spin", "--grid", "1", "--block", "1",
      "--arg", "buf:i32:1"], 1,
     None,
     "nvvm-sim: error: launch: kernel fault in spin:\n"
     "timeout: the launch ran longer than its time limit of 0.3 s (--timeout; 0 for none) in kernel spin\n"
     "  in block (0,0,0) thread (0,0,0)\n"
     "  at <dir>/kernels.ll:78:3: br i1 %done, label %exit, label %loop\n"
     "  lanes still running or waiting when it stopped:\n"
     "    block (0,0,0) warp 0 lanes 0x00000001 running at <dir>/kernels.ll:76:8: "
     "%v = load volatile i32, ptr %flag, align 4\n")


def check_timeout_json(r):
    (launch,) = r.json()["launches"]
    assert launch["status"] == "fault", launch
    (g,) = launch["fault"]["stuck"]
    assert g == {"block": [0, 0, 0], "warp": 0, "lanes": 1, "state": "running",
                 "instruction": "%v = load volatile i32, ptr %flag, align 4",
                 "location": g["location"]}, g
    assert g["location"].endswith("kernels.ll:76:8"), g
    assert r.json()["schedule"] == {"blocks": "default", "warps": "fair", "memory_model": "sc", "seed": 0}, \
        r.json()["schedule"]


case("timeout_json",
     ["{dir}/kernels.ll", "--kernel", "spin", "--grid", "1", "--block", "1", "--arg", "buf:i32:1",
      "--timeout", "0.2", "--report", "json"], 1, None, None, check=check_timeout_json)

case("warp_schedule_unknown",
     ["{dir}/kernels.ll", "--kernel", "spin", "--warp-schedule", "lockstep"], 2, "",
     "--warp-schedule: lockstep not in {converged,fair,random}\nRun with --help for more information.\n")

case("memory_model_unknown",
     ["{dir}/kernels.ll", "--kernel", "spin", "--memory-model", "tso"], 2, "",
     "--memory-model: tso not in {sc,relaxed}\nRun with --help for more information.\n")


def check_relaxed(r):
    # saxpy's 8 stores of y (one per thread) wait in their block's view; the end of the launch
    # drains them, so the output is the sequentially consistent one (y = -1 * x + 8).
    doc = r.json()
    assert doc["schedule"] == {"blocks": "default", "warps": "fair", "memory_model": "relaxed", "seed": 3}, doc
    assert doc["launches"][0]["delayed_stores"] == 8, doc["launches"][0]


case("memory_model_relaxed_json",
     SAXPY + ["--arg", "f32:-1", "--arg", "buf:f32:8:iota", "--arg", "buf:f32:8:fill=8:out",
              "--memory-model", "relaxed", "--seed", "3", "--report", "json"], 0, None,
     None, check=check_relaxed)

case("timeout_env_malformed",
     [{"NVVM_SIM_TIMEOUT": "soon"}, "{dir}/kernels.ll", "--kernel", "spin"], 2, "",
     "nvvm-sim: error: NVVM_SIM_TIMEOUT='soon': expected 0 (no limit) or a number of seconds up to 1e9\n")

# -- printf (vprintf): on stdout, or on stderr with --report json (stdout holds only the JSON).

case("printf",
     ["{dir}/kernels.ll", "--kernel", "hello", "--grid", "1", "--block", "3", "--arg", "buf:f32:3:iota"], 0,
     "thread 0: x = 0.00\nthread 1: x = 1.00\nthread 2: x = 2.00\n"
     "launch: hello grid (1,1,1) block (3,1,1): ok, <t> s, 33 lane instructions\n")


def check_printf_json(r):
    assert r.json()["launches"][0]["kernel"] == "hello"


case("printf_json",
     ["{dir}/kernels.ll", "--kernel", "hello", "--grid", "1", "--block", "3", "--arg", "buf:f32:3:iota",
      "--report", "json"], 0,
     None,
     "thread 0: x = 0.00\nthread 1: x = 1.00\nthread 2: x = 2.00\n"
     "launch: hello grid (1,1,1) block (3,1,1): ok, <t> s, 33 lane instructions\n",
     check=check_printf_json)

# -- Launch scripts: every step, every tolerance kind, .npy in and out.

SAXPY_SCRIPT_OUT = (
    "step 7 (launch): _Z5saxpyifPKfPf grid (2,1,1) block (4,1,1): ok, <t> s, 136 lane instructions\n"
    "y (f32[4] at offset 16):\n  [0] 9 11 13 15\n"
    "z (u8[16]):\n  [0] 0 0 0 0 171 171 171 171\n  [8] 171 171 171 171 0 0 0 0\n"
    "step 12 (expect): 'saxpy.expected.npy': pass (8 f32 elements, exact)\n"
    "step 13 (expect): 'saxpy.expected.bin': pass (8 f32 elements, exact)\n"
    "step 14 (expect): 'saxpy.near.bin': pass (8 f32 elements, ulp 1)\n"
    "step 15 (expect): 'saxpy.near.bin': pass (8 f32 elements, abs 1e-05)\n"
    "step 16 (expect): 'saxpy.near.bin': pass (8 f32 elements, rel 1e-06)\n"
    "step 17 (expect): 'saxpy.near.bin': pass (8 f32 elements, rel_abs (rel 1e-07, abs 1e-06))\n"
    "step 18 (expect): 'saxpy.near.bin': not compared (unknown tolerance kind 'cosine')\n")
SAXPY_SCRIPT_ERR = (
    "<dir>/saxpy.json:28:92: warning: step 18 (expect): field \"tolerance.kind\": unknown tolerance kind "
    "'cosine' (expected exact, abs, rel, rel_abs or ulp); this expectation is not compared\n")


def check_saxpy_files(folder):
    def check(r):
        descr, data = npy_data(r.file(folder + "y.out.npy"))
        assert descr == "<f4" and data == here("saxpy.expected.bin"), (descr, floats(data))
        assert r.file(folder + "z.out.bin") == bytes(4) + b"\xab" * 8 + bytes(4)
        if folder:  # --dump-dir: every expect step's actual data under the expected file's name
            descr, data = npy_data(r.file(folder + "saxpy.expected.npy"))
            assert descr == "<f4" and data == here("saxpy.expected.bin")
            assert r.file(folder + "saxpy.near.bin") == here("saxpy.expected.bin")
    return check


case("script_all_steps", ["{dir}/kernels.ll", "--script", "{dir}/saxpy.json"], 0,
     SAXPY_SCRIPT_OUT, SAXPY_SCRIPT_ERR, check=check_saxpy_files(""))
case("script_dump_dir", ["{dir}/kernels.ll", "--script", "{dir}/saxpy.json", "--dump-dir", "{tmp}/out"], 0,
     SAXPY_SCRIPT_OUT, SAXPY_SCRIPT_ERR, check=check_saxpy_files("out/"))


def check_saxpy_json(r):
    doc = r.json()
    assert set(doc) >= {"launches", "expects", "findings"}, doc.keys()
    (launch,) = doc["launches"]
    assert launch["kernel"] == "_Z5saxpyifPKfPf" and launch["grid"] == [2, 1, 1], launch
    assert launch["block"] == [4, 1, 1] and launch["lane_instructions"] == 136, launch
    assert isinstance(launch["seconds"], float) and 0 < launch["seconds"] < 10, launch
    assert [e["pass"] for e in doc["expects"]] == [True] * 6 + [None], doc["expects"]
    assert doc["expects"][0]["file"] == "saxpy.expected.npy"
    assert doc["findings"] == [] and doc["exit_code"] == 0


case("script_json", ["{dir}/kernels.ll", "--script", "{dir}/saxpy.json", "--report", "json"], 0,
     None, SAXPY_SCRIPT_ERR + SAXPY_SCRIPT_OUT, check=check_saxpy_json)


def check_expect_fail(r):
    # The steps after a failed expectation still run.
    assert r.file("y.out.bin") == here("saxpy.expected.bin")


case("script_failed_expectations", ["{dir}/kernels.ll", "--script", "{dir}/expect_fail.json"], 1,
     "step 4 (launch): _Z5saxpyifPKfPf grid (1,1,1) block (8,1,1): ok, <t> s, 136 lane instructions\n"
     "step 7 (expect): 'saxpy.wrong.bin': pass (8 f32 elements, abs 0.5)\n",
     "<dir>/expect_fail.json:9:3: error: step 5 (expect): 'saxpy.wrong.bin': 2 of 8 f32 elements differ "
     "(abs 0.25); the first 2:\n"
     "  [1] actual 3 (0x40400000), expected 3.5 (0x40600000)\n"
     "  [6] actual 13 (0x41500000), expected 13.5 (0x41580000)\n"
     "<dir>/expect_fail.json:10:3: error: step 6 (expect): 'saxpy.near.bin': 2 of 8 f32 elements differ "
     "(ulp 0); the first 2:\n"
     "  [2] actual 5 (0x40a00000), expected 5.0000005 (0x40a00001)\n"
     "  [5] actual 11 (0x41300000), expected 11.000001 (0x41300001)\n",
     check=check_expect_fail)


def check_expect_fail_json(r):
    doc = r.json()
    assert [(e["step"], e["pass"], e["mismatches"]) for e in doc["expects"]] == [
        (5, False, 2), (6, False, 2), (7, True, 0)], doc["expects"]


case("script_failed_expectations_json",
     ["{dir}/kernels.ll", "--script", "{dir}/expect_fail.json", "--report", "json"], 1, None, None,
     check=check_expect_fail_json)

# -- Located script errors (exit 3): every bad step is reported, nothing runs.

case("script_errors_located", ["{dir}/kernels.ll", "--script", "{dir}/bad_script.json"], 3, "",
     "<dir>/bad_script.json:3:32: error: step 1 (h2d): field \"file\": cannot read '<dir>/missing.bin': "
     "No such file or directory\n"
     "<dir>/bad_script.json:4:49: error: step 2 (launch): field \"grid\": expected an array of 1 to 3 "
     "positive integers\n"
     "<dir>/bad_script.json:5:20: error: step 3 (expect): field \"buffer\": unknown buffer 'y' (no earlier "
     "alloc step creates it)\n"
     "<dir>/bad_script.json:7:58: error: step 4 (launch): field \"args[1].value\": 'two' is not a number\n")

case("script_syntax_error", ["{dir}/kernels.ll", "--script", "{dir}/syntax.json"], 3, "",
     "<dir>/syntax.json:3:3: error: syntax error while parsing array - unexpected '{'; expected ']'\n")

case("script_launch_errors", ["{dir}/kernels.ll", "--script", "{dir}/bad_launch.json"], 3, "",
     "<dir>/bad_launch.json:3:20: error: step 1 (launch): field \"kernel\": unknown kernel 'nosuch' "
     "(the module's kernels: _Z5saxpyifPKfPf, fault, hello, spin, mix, pair)\n"
     "<dir>/bad_launch.json:5:4: error: step 2 (launch): field \"args\": expected 4 arguments for "
     "_Z5saxpyifPKfPf(i32, float, ptr, ptr), got 2\n"
     "<dir>/bad_launch.json:6:75: error: step 3 (launch): field \"args\": argument 0: kernel parameter is "
     "`ptr`, script gives f32\n")


def check_error_json(r):
    doc = r.json()
    assert doc["exit_code"] == 3 and doc["launches"] == [] and len(doc["errors"]) == 3, doc


case("script_launch_errors_json", ["{dir}/kernels.ll", "--script", "{dir}/bad_launch.json", "--report", "json"],
     3, None, None, check=check_error_json)

# -- Module variables: "symbol" steps copy to and from __device__ and __constant__ variables by
# their mangled or demangled names; a script may name its module (`run S.json`).

SYM_CV = [5, -2, 100, 7]  # written to __constant__ cv; the kernel writes cv[t] * 3 + t to sym::gv[t]


def sym_gv(cv):
    return [c * 3 + t for t, c in enumerate(cv)]


def i32s(values):
    return struct.pack("<%di" % len(values), *values)


def write_symbol_script(tmp, steps, module=None, name="symbols.json"):
    """The script `sub/<name>` (one step a line, so that errors have stable lines), with the module
    and the data files beside it; `module`: its "module" field, found relative to the script."""
    sub = os.path.join(tmp, "sub")
    os.makedirs(sub, exist_ok=True)
    shutil.copy(os.path.join(HERE, "symbols.ll"), sub)
    files = {"cv.bin": i32s(SYM_CV), "gv.expected.bin": i32s(sym_gv(SYM_CV)),
             "count.expected.bin": i32s([8]),
             "gv2.expected.bin": i32s(sym_gv([0, 0] + SYM_CV[2:])),
             "gv3.expected.bin": i32s(sym_gv(SYM_CV)[:2] + [0, 0])}
    for file, data in files.items():
        with open(os.path.join(sub, file), "wb") as f:
            f.write(data)
    head = '{\n "module": %s,\n' % json.dumps(module) if module else "{\n"
    with open(os.path.join(sub, name), "w") as f:
        f.write(head + ' "steps": [\n  ' + ",\n  ".join(json.dumps(s) for s in steps) + "\n ]\n}\n")


SYM_RUN = ["sub/symbols.ll", "--script", "sub/symbols.json"]
SYM_LAUNCH = {"op": "launch", "kernel": "scale", "grid": [1], "block": [4]}
SYM_STEPS = [
    {"op": "h2d", "symbol": "cv", "file": "cv.bin"},
    SYM_LAUNCH,
    {"op": "expect", "symbol": "sym::gv", "file": "gv.expected.bin", "elem": "i32"},
    {"op": "d2h", "symbol": "_ZN3sym2gvE", "elem": "i32"},
    # cv[0..1] = 0; the variables keep their contents across launches (count counts both).
    {"op": "memset", "symbol": "cv", "bytes": 8, "value": 0},
    SYM_LAUNCH,
    {"op": "expect", "symbol": "count", "file": "count.expected.bin", "elem": "i32"},
    {"op": "expect", "symbol": "_ZN3sym2gvE", "file": "gv2.expected.bin", "elem": "i32"},
    {"op": "d2h", "symbol": "sym::gv", "offset": 4, "bytes": 8, "elem": "i32"},
]
SYM_LAUNCH_LINE = "step {}: scale grid (1,1,1) block (4,1,1): ok, <t> s, 40 lane instructions\n"
SYM_OUT = (SYM_LAUNCH_LINE.format("1 (launch)")
           + "step 2 (expect): 'gv.expected.bin': pass (4 i32 elements, exact)\n"
           + "_ZN3sym2gvE (i32[4]):\n  [0] %s\n" % " ".join(map(str, sym_gv(SYM_CV)))
           + SYM_LAUNCH_LINE.format("5 (launch)")
           + "step 6 (expect): 'count.expected.bin': pass (1 i32 elements, exact)\n"
           + "step 7 (expect): 'gv2.expected.bin': pass (4 i32 elements, exact)\n"
           + "sym::gv (i32[2] at offset 4):\n  [0] %s\n" % " ".join(map(str, sym_gv([0, 0] + SYM_CV[2:])[1:3])))

case("symbol_steps", SYM_RUN, 0, SYM_OUT, setup=lambda tmp: write_symbol_script(tmp, SYM_STEPS))
# "zero" without "bytes": the rest of the variable from the offset; initcheck sees the host's writes.
case("symbol_zero_rest_initcheck", SYM_RUN + ["--check", "initcheck"], 0,
     SYM_LAUNCH_LINE.format("1 (launch)") + "step 3 (expect): 'gv3.expected.bin': pass (4 i32 elements, exact)\n",
     setup=lambda tmp: write_symbol_script(tmp, SYM_STEPS[:2] + [
         {"op": "h2d", "symbol": "sym::gv", "offset": 8, "zero": True},
         {"op": "expect", "symbol": "sym::gv", "file": "gv3.expected.bin", "elem": "i32"}]))
# `run S.json`: the module named by the script, relative to its folder (not the current one).
case("script_names_module", ["sub/symbols.json"], 0, SYM_OUT,
     setup=lambda tmp: write_symbol_script(tmp, SYM_STEPS, module="symbols.ll"))
# FILE.ll with --script: the module given wins over the script's "module".
case("script_module_given_wins", SYM_RUN, 0, SYM_OUT,
     setup=lambda tmp: write_symbol_script(tmp, SYM_STEPS, module="nosuch.ll"))
case("script_alone_without_module", ["sub/symbols.json"], 2, "",
     "nvvm-sim: error: 'sub/symbols.json' has no \"module\" field: add \"module\": \"kernel.ll\" to the script, "
     "or give the module: nvvm-sim run FILE.ll --script sub/symbols.json\n" + USAGE_HINT,
     setup=lambda tmp: write_symbol_script(tmp, SYM_STEPS))
case("script_alone_module_missing", ["sub/symbols.json"], 3, "",
     "sub/nosuch.ll: error: cannot open file 'sub/nosuch.ll': No such file or directory\n",
     setup=lambda tmp: write_symbol_script(tmp, SYM_STEPS, module="nosuch.ll"))
case("script_module_not_a_string", ["sub/symbols.json"], 3, "",
     "sub/symbols.json:2:2: error: field \"module\": expected a non-empty string\n",
     setup=lambda tmp: write_symbol_script(tmp, SYM_STEPS, module=3))
# Checked when the module is loaded: nothing runs.
case("symbol_unknown", SYM_RUN, 3, "",
     "sub/symbols.json:5:20: error: step 2 (expect): field \"symbol\": unknown symbol 'gv' (the module has no "
     "__device__ or __constant__ variable of that name)\n",
     setup=lambda tmp: write_symbol_script(tmp, SYM_STEPS[:2] + [
         {"op": "expect", "symbol": "gv", "file": "gv.expected.bin", "elem": "i32"}]))
case("symbol_overrun", SYM_RUN, 3, "",
     "sub/symbols.json:5:51: error: step 2 (d2h): field \"bytes\": offset 8 + 12 bytes runs past the end of "
     "variable 'sym::gv' (16 bytes)\n"
     "sub/symbols.json:6:39: error: step 3 (memset): field \"offset\": offset 5 is past the end of variable "
     "'count' (4 bytes)\n",
     setup=lambda tmp: write_symbol_script(tmp, SYM_STEPS[:2] + [
         {"op": "d2h", "symbol": "sym::gv", "offset": 8, "bytes": 12},
         {"op": "memset", "symbol": "count", "offset": 5}]))
case("symbol_and_buffer", SYM_RUN, 3, "",
     "sub/symbols.json:4:3: error: step 1 (d2h): takes \"buffer\" or \"symbol\", not both\n",
     setup=lambda tmp: write_symbol_script(tmp, [
         {"op": "alloc", "buffer": "b", "bytes": 16},
         {"op": "d2h", "buffer": "b", "symbol": "cv"}]))

# -- Usage errors (exit 2).

case("usage_neither_script_nor_kernel", ["{dir}/kernels.ll"], 2, "",
     "nvvm-sim: error: give either --script S.json or --kernel NAME with --grid and --block\n" + USAGE_HINT)
case("usage_kernel_without_block", ["{dir}/kernels.ll", "--kernel", "saxpy", "--grid", "1"], 2, "",
     "nvvm-sim: error: --kernel needs --grid and --block\n" + USAGE_HINT)
case("usage_bad_grid", ["{dir}/kernels.ll", "--kernel", "saxpy", "--grid", "1,0", "--block", "1"], 2, "",
     "nvvm-sim: error: --grid '1,0': expected X[,Y[,Z]] with positive integers\n" + USAGE_HINT)
case("usage_bad_arg", SAXPY + ["--arg", "f32:abc"], 2, "",
     "nvvm-sim: error: argument 1 (--arg f32:abc): 'abc' is not a number\n" + USAGE_HINT)
case("usage_bad_buffer_arg", SAXPY + ["--arg", "buf:f32:8:ones"], 2, "",
     "nvvm-sim: error: argument 1 (--arg buf:f32:8:ones): unknown buffer initialiser 'ones' (expected iota, "
     "fill=V, rand=SEED or file=PATH)\n" + USAGE_HINT)
case("usage_launch_option_with_script", ["{dir}/kernels.ll", "--script", "{dir}/saxpy.json", "--block", "4"], 2,
     "", "nvvm-sim: error: --block belongs to a --kernel launch; with --script, the script says it\n" + USAGE_HINT)
case("usage_unknown_report", ["{dir}/kernels.ll", "--script", "{dir}/saxpy.json", "--report", "xml"], 2, "",
     "--report: xml not in {json}\n" + USAGE_HINT)
case("usage_unknown_check", ["{dir}/kernels.ll", "--script", "{dir}/saxpy.json", "--check", "memchek"], 2, "",
     "nvvm-sim: error: unknown --check 'memchek' (expected memcheck, racecheck, initcheck, synccheck or all)\n"
     + USAGE_HINT)

# -- Input errors (exit 3).

case("input_missing_module", ["{tmp}/nosuch.ll", "--script", "{dir}/fault.json"], 3, "",
     "<tmp>/nosuch.ll: error: cannot open file '<tmp>/nosuch.ll': No such file or directory\n")


def write_bad_module(tmp):
    with open(os.path.join(tmp, "bad.ll"), "w") as f:
        f.write("define void @k() {\n  ret i32 ,\n}\n")


def check_bad_module_json(r):
    assert r.json()["errors"] == ["bad.ll:2:11: error: expected value"], r.json()


case("input_module_parse_error", ["bad.ll", "--script", "{dir}/fault.json"], 3, "",
     "bad.ll:2:11: error: expected value\n  ret i32 ,\n          ^\n", setup=write_bad_module)
case("input_module_parse_error_json", ["bad.ll", "--script", "{dir}/fault.json", "--report", "json"], 3, None,
     "bad.ll:2:11: error: expected value\n  ret i32 ,\n          ^\n", setup=write_bad_module,
     check=check_bad_module_json)
def write_bad_layout(tmp):
    # "z" is no specifier of LLVM's data layout grammar (LangRef, "Data Layout").
    with open(os.path.join(tmp, "layout.ll"), "w") as f:
        f.write('target datalayout = "e-z"\ntarget triple = "nvptx64-nvidia-cuda"\n'
                'define ptx_kernel void @k() {\n  ret void\n}\n')


# The module parses; its data layout does not: reported when nvvmsim::Module decodes it for `run`.
case("input_module_bad_data_layout", ["layout.ll", "--kernel", "k", "--grid", "1", "--block", "1"], 3, "",
     "layout.ll: error: invalid data layout: Unknown specifier in datalayout string\n", setup=write_bad_layout)
case("input_missing_script", ["{dir}/kernels.ll", "--script", "nosuch.json"], 3, "",
     "nvvm-sim: error: cannot read 'nosuch.json': No such file or directory\n")
case("input_unknown_kernel", ["{dir}/kernels.ll", "--kernel", "saxpi", "--grid", "1", "--block", "1"], 3, "",
     "nvvm-sim: error: launch: unknown kernel 'saxpi' (the module's kernels: _Z5saxpyifPKfPf, fault, hello, "
     "spin, mix, pair)\n")
case("input_argument_count", SAXPY + ["--arg", "f32:1"], 3, "",
     "nvvm-sim: error: launch: expected 4 arguments for _Z5saxpyifPKfPf(i32, float, ptr, ptr), got 2\n")
case("input_argument_kind", SAXPY + ["--arg", "f32:1", "--arg", "i32:0", "--arg", "null"], 3, "",
     "nvvm-sim: error: launch: argument 2: kernel parameter is `ptr`, --arg 'i32:0' gives i32\n")
case("input_file_arg_missing", SAXPY + ["--arg", "f32:1", "--arg", "buf:f32:8:file=nosuch.bin", "--arg", "null"], 3,
     "", "nvvm-sim: error: argument 2 (--arg buf:f32:8:file=nosuch.bin): cannot read 'nosuch.bin': No such file "
     "or directory\n")
case("input_file_arg_npy_dtype",
     SAXPY + ["--arg", "f32:1", "--arg", "buf:i32:8:file={dir}/x.npy", "--arg", "null"], 3, "",
     "nvvm-sim: error: argument 2 (--arg buf:i32:8:file=<dir>/x.npy): '<dir>/x.npy' holds f32 data ('<f4'), "
     "the buffer is i32\n")
case("input_file_arg_size", SAXPY + ["--arg", "f32:1", "--arg", "buf:f32:4:file={dir}/x.npy", "--arg", "null"], 3,
     "", "nvvm-sim: error: argument 2 (--arg buf:f32:4:file=<dir>/x.npy): '<dir>/x.npy' holds 32 bytes, the "
     "buffer 16 bytes\n")

# -- --link: modules linked before loading; a body linked in replaces the native __nv_* function.

TWICE = ["{dir}/twice.ll", "--kernel", "twice", "--grid", "1", "--block", "4", "--arg", "buf:i32:4:out"]
TWICE_OUT = ("launch: twice grid (1,1,1) block (4,1,1): ok, <t> s, 36 lane instructions\n"
             "arg0 (i32[4]):\n  [0] 1 3 5 7\n")

case("link_unresolved_without_link", TWICE, 3, "",
     "<dir>/twice.ll:7:8: error: call to '@helper', which has no definition\n"
     "  %v = call i32 @helper(i32 %tid)\n       ^\n")
case("link_helper", TWICE + ["--link", "{dir}/helper.ll"], 0, TWICE_OUT)
case("link_clash_located_in_linked_file", TWICE + ["--link", "{dir}/helper.ll", "--link", "{dir}/clash.ll"], 3, "",
     "<dir>/clash.ll:2:13: error: '@twice' is defined in both modules\n"
     "define void @twice(ptr %out) {\n            ^\n")
case("link_helper_inline_ptx", TWICE + ["--link", "{dir}/helper_asm.ll"], 0,
     TWICE_OUT.replace("36 lane instructions", "32 lane instructions"))
case("link_unsupported_inline_ptx_names_function", TWICE + ["--link", "{dir}/helper_bad_asm.ll"], 3, "",
     "<dir>/twice.ll: error: in @helper: unsupported inline PTX instruction \"@p bra.uni DONE\": opcode 'bra' is "
     "not supported\n")
case("link_missing_file", TWICE + ["--link", "nosuch.ll"], 3, "",
     "nvvm-sim: error: --link: cannot read 'nosuch.ll': No such file or directory\n")


def write_bitcode(tmp):
    with open(os.path.join(tmp, "libdevice.10.bc"), "wb") as f:
        f.write(b"BC\xc0\xde\x35\x14\x00\x00")


case("link_bitcode_is_refused", TWICE + ["--link", "libdevice.10.bc"], 3, "",
     "nvvm-sim: error: --link: 'libdevice.10.bc' is LLVM bitcode; --link reads LLVM IR text: convert it first "
     "with `llvm-dis-19 libdevice.10.bc -o libdevice.10.ll`\n", setup=write_bitcode)

case("link_body_replaces_native_function",
     ["{dir}/libm.ll", "--kernel", "libm", "--grid", "1", "--block", "2", "--arg", "i32:2",
      "--arg", "buf:f32:2:iota", "--arg", "buf:f32:2:out", "--arg", "buf:f32:2", "--arg", "buf:f32:2",
      "--link", "{dir}/fake_sinf.ll"], 0,
     "launch: libm grid (1,1,1) block (2,1,1): ok, <t> s, 46 lane instructions\n"
     "arg2 (f32[2]):\n  [0] 42 43\n")
case("link_native_without_link",
     ["{dir}/libm.ll", "--kernel", "libm", "--grid", "1", "--block", "2", "--arg", "i32:2",
      "--arg", "buf:f32:2:iota", "--arg", "buf:f32:2:out", "--arg", "buf:f32:2", "--arg", "buf:f32:2"], 0,
     "launch: libm grid (1,1,1) block (2,1,1): ok, <t> s, 42 lane instructions\n"
     "arg2 (f32[2]):\n  [0] 0 0.84147096\n")


# ---- libdevice: natively and linked, within documented bounds ----------------------------------------------------


def ulp_distance(a, b, double=False):
    def key(x):
        if double:
            (i,) = struct.unpack("<q", struct.pack("<d", x))
            return i if i >= 0 else -(i & 0x7FFFFFFFFFFFFFFF)
        (i,) = struct.unpack("<i", struct.pack("<f", x))
        return i if i >= 0 else -(i & 0x7FFFFFFF)
    if a != a or b != b:
        return 0 if (a != a and b != b) else 1 << 64
    return abs(key(a) - key(b))


# libm64.ll's outputs per element, and the bound within which libdevice's body (linked) must agree
# with the executor's own implementation (native): the CUDA Math API's documented maximum errors
# (intrinsics/ carries the same bounds). Bessel functions: 7 ulp for |x| < 8, else 5e-12 absolute;
# jn: 5e-12 absolute; ffs exact.
LIBM64 = [("sin", "ulp", 2), ("cos", "ulp", 2), ("tan", "ulp", 2), ("sincos.sin", "ulp", 2),
          ("sincos.cos", "ulp", 2), ("cbrt", "ulp", 1), ("j0", "bessel", 7), ("y1", "bessel", 7),
          ("jn", "abs", 5e-12), ("ffs", "ulp", 0)]


def libdevice_double_test(sim, tmp):
    """The double functions whose libdevice bodies use multi-instruction inline PTX (sim/InlinePtx)."""
    # Moderate arguments, and large ones whose trigonometric reduction takes the Payne-Hanek path
    # (128-bit multiply-add blocks with carry chains). Not at a zero of j0 (2.404825557695773):
    # there the executor's own j0 is far from 7 ulp while libdevice is close.
    xs = [0.0, -0.0, 1e-8, 0.1, 0.5, 1.0, 2.0, 3.0, 3.141592653589793, 5.0, 7.9, 8.0, 10.0, 42.5, 100.0, 1e5,
          123456789.0, 2.0 ** 31, 1e10, 1e15, 2.0 ** 53, 1e22, 1e100, 1e200, 1e300, 1.7976931348623157e308,
          -0.5, -3.0, -80.0, -1e22, -1e300, 5e-324, 1e-300, float("inf"), float("-inf"), float("nan")]
    xs += [0.37 * i - 20.0 for i in range(40)]
    n = len(xs)
    # ffs arguments (and jn orders, k & 7): zero, powers of two, negatives, INT_MIN. Orders of 2 and
    # more at subnormal or 1e-300 arguments are left out: libdevice's recurrence gives NaN there.
    ks = [0, 1, 2, 3, 4, 5, 6, 7, 8, 12, -2 ** 31, -1, 0x10000, 96, 0x40000000, -8]
    ks = [ks[i % len(ks)] if xs[i] == 0 or abs(xs[i]) >= 1e-8 else i % 2 for i in range(n)]
    with open(os.path.join(tmp, "x64.bin"), "wb") as f:
        f.write(struct.pack("<%dd" % n, *xs))
    with open(os.path.join(tmp, "k.bin"), "wb") as f:
        f.write(struct.pack("<%di" % n, *ks))
    args = ["{dir}/libm64.ll", "--kernel", "libm64", "--grid", "1", "--block", str(n), "--arg", "i32:%d" % n,
            "--arg", "buf:f64:%d:file=x64.bin" % n, "--arg", "buf:i32:%d:file=k.bin" % n,
            "--arg", "buf:f64:%d:out" % (10 * n)]
    outputs = {}
    for mode, extra in (("native", []), ("linked", ["--link", "libdevice.ll"])):
        r = run(sim, args + ["--dump-dir", mode + "64"] + extra, tmp)
        if r.rc != 0:
            print("FAIL libdevice double %s: exit %d\n%s" % (mode, r.rc, r.err))
            return 1
        outputs[mode] = floats(r.file("%s64/arg3.bin" % mode), "d")
    failures = 0
    for j, (name, kind, bound) in enumerate(LIBM64):
        for i, x in enumerate(xs):
            a, b = outputs["native"][10 * i + j], outputs["linked"][10 * i + j]
            d = ulp_distance(a, b, double=True)
            if kind == "ulp" or (kind == "bessel" and abs(x) < 8):
                ok, what = d <= bound, "%d ulp apart" % d
            else:
                ok = d == 0 or (a == a and b == b and abs(a - b) <= 5e-12)
                what = "%g apart" % abs(a - b) if a == a and b == b else "one is NaN"
            if not ok:
                failures += 1
                print("FAIL %s(%r) (k = %d): native %r, linked %r: %s" % (name, x, ks[i], a, b, what))
    print("libdevice: %d values of %s compared, %d failure(s)" % (n, ", ".join(e[0] for e in LIBM64), failures))
    return failures


def libdevice_test(sim, verbose):
    if not os.path.exists(LIBDEVICE_BC) or shutil.which("llvm-dis-19") is None:
        print("skipped: needs %s and llvm-dis-19" % LIBDEVICE_BC)
        return SKIP
    with tempfile.TemporaryDirectory(prefix="nvsim-cli-") as tmp:
        subprocess.run(["llvm-dis-19", LIBDEVICE_BC, "-o", os.path.join(tmp, "libdevice.ll")], check=True)
        # Small and moderate arguments, and large ones that take sinf's Payne-Hanek reduction.
        xs = [0.0, 1e-30, 0.1, 0.5, 1.0, 2.0, 3.14159, 10.0, 42.5, 88.0, 100.0, 1e4, 1e6, 1e10, 1e30, 3e38,
              -0.5, -1.0, -3.0, -80.0, -1e5, 1.5e-40, float("inf"), float("nan")]
        xs += [0.37 * i - 20.0 for i in range(40)]
        with open(os.path.join(tmp, "x.bin"), "wb") as f:
            f.write(struct.pack("<%df" % len(xs), *xs))
        n = len(xs)
        args = ["{dir}/libm.ll", "--kernel", "libm", "--grid", "1", "--block", str(n), "--arg", "i32:%d" % n,
                "--arg", "buf:f32:%d:file=x.bin" % n] + ["--arg", "buf:f32:%d:out" % n] * 3 + ["--report", "json"]
        outputs, lanes = {}, {}
        for mode, extra in (("native", []), ("linked", ["--link", "libdevice.ll"])):
            r = run(sim, args + ["--dump-dir", mode] + extra, tmp)
            if r.rc != 0:
                print("FAIL libdevice %s: exit %d\n%s" % (mode, r.rc, r.err))
                return 1
            lanes[mode] = r.json()["launches"][0]["lane_instructions"]
            outputs[mode] = [floats(r.file("%s/arg%d.bin" % (mode, i))) for i in (2, 3, 4)]
        failures = 0
        for name, native, linked in zip(("sinf", "expf", "logf"), outputs["native"], outputs["linked"]):
            for x, a, b in zip(xs, native, linked):
                d = ulp_distance(a, b)
                if d > 2:
                    failures += 1
                    print("FAIL %s(%r): native %r, linked %r: %d ulp apart" % (name, x, a, b, d))
        if lanes["linked"] <= lanes["native"]:
            failures += 1
            print("FAIL linked run executed %d lane instructions, native %d" % (lanes["linked"], lanes["native"]))
        if verbose:
            print("lane instructions: native %d, linked %d" % (lanes["native"], lanes["linked"]))
        print("libdevice: %d values of sinf, expf, logf compared, %d failure(s)" % (n, failures))
        failures += libdevice_double_test(sim, tmp)
        return 1 if failures else 0


# ---- Main -----------------------------------------------------------------------------------------


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sim")
    ap.add_argument("--case", action="append", default=[])
    ap.add_argument("--libdevice", action="store_true")
    ap.add_argument("-v", "--verbose", action="store_true")
    o = ap.parse_args()
    sim = os.path.abspath(o.sim)
    # nvvm-sim's own limit on each launch (a case's --timeout or NVVM_SIM_TIMEOUT wins): a hanging
    # kernel fails in seconds, saying where, instead of at the subprocess timeout.
    os.environ["NVVM_SIM_TIMEOUT"] = "20"
    if o.libdevice:
        return libdevice_test(sim, o.verbose)
    return run_cases("run CLI", o.case or list(CASES), CASES, lambda args, tmp: run(sim, args, tmp), normalize,
                     o.verbose, "nvsim-cli-")


if __name__ == "__main__":
    sys.exit(main())
