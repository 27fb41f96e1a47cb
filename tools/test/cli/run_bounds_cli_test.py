#!/usr/bin/env python3
"""End-to-end tests of `nvvm-sim run` on input past its bounds (issue 13): numbers, nesting, sizes,
endless files, invalid UTF-8, names that leave the output folder. Each must end in a clear message
and the documented exit code, quickly and in little memory, never in an abort.

  run_bounds_cli_test.py NVVM_SIM [--case NAME]... [-v]
"""

import argparse
import json
import os
import resource
import subprocess
import sys

from cli_case import run_cases
from run_cli_test import HERE, Result, normalize

CASES = {}


def run(sim, args, tmp, timeout=60):
    """As run_cli_test's, with arguments and output that may hold any bytes (surrogate escapes)."""
    command = [] if args[0] == "ptx" else ["run"]
    argv = [sim] + command + [a.format(dir=HERE, tmp=tmp) for a in args]
    p = subprocess.run(argv, cwd=tmp, capture_output=True, timeout=timeout)
    return Result(p.returncode, p.stdout.decode(errors="surrogateescape"), p.stderr.decode(errors="surrogateescape"),
                  tmp)


def case(name, args, rc, out="", err="", check=None, setup=None):
    CASES[name] = dict(args=args, rc=rc, out=out, err=err, check=check, setup=setup)


def write(name, text):
    """A setup that writes `text` (str or bytes) to `name` in the case's folder."""
    def setup(tmp):
        with open(os.path.join(tmp, name), "wb") as f:
            f.write(text.encode() if isinstance(text, str) else text)
    return setup


KERNELS = "{dir}/kernels.ll"
SAXPY_ARGS = ('[{"type": "i32", "value": 8}, {"type": "f32", "value": 1}, {"type": "ptr", "buffer": "x"}, '
              '{"type": "ptr", "buffer": "x"}]')

# -- Numbers beyond double's range, in any field.

case("number_beyond_double", [KERNELS, "--script", "s.json"], 3, "",
     "s.json:2:43: error: number 1e400 is out of range (a JSON number here must fit a double, below 1.8e308 "
     "in magnitude)\n",
     setup=write("s.json", '{"steps": [\n  {"op": "alloc", "buffer": "x", "bytes": 1e400}]}'))

# -- Nesting: 200 KB of brackets is refused at the 65th level, before any document is built.

DEEP = '{"steps": ' + "[" * 100000 + "]" * 100000 + "}"


def check_quick(r):
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    assert usage.ru_maxrss < 200 * 1024, "peak resident %d KB" % usage.ru_maxrss


case("deep_nesting", [KERNELS, "--script", "deep.json"], 3, "",
     "deep.json:1:74: error: arrays and objects nested more than 64 deep (a launch script needs 5 levels)\n",
     setup=write("deep.json", DEEP), check=check_quick)


# -- A script larger than 64 MiB is refused before it is read (a sparse file: no disk used).

def sparse_script(tmp):
    with open(os.path.join(tmp, "huge.json"), "wb") as f:
        f.truncate((64 << 20) + 1)


case("script_too_large", [KERNELS, "--script", "huge.json"], 3, "",
     "nvvm-sim: error: 'huge.json' is larger than 67108864 bytes (64 MiB), the limit on launch scripts\n",
     setup=sparse_script, check=check_quick)
case("script_is_endless", [KERNELS, "--script", "/dev/zero"], 3, "",
     "nvvm-sim: error: '/dev/zero' is larger than 67108864 bytes (64 MiB), the limit on launch scripts\n")

# -- Endless data files: read as far as "bytes" says, refused without it.

case("h2d_from_dev_zero",
     [KERNELS, "--script", "s.json"], 0,
     "x (u8[8]):\n  [0] 0 0 0 0 0 0 0 0\n", "",
     setup=write("s.json", '{"steps": [{"op": "alloc", "buffer": "x", "bytes": 8},\n'
                           ' {"op": "h2d", "buffer": "x", "file": "/dev/zero", "bytes": 8},\n'
                           ' {"op": "d2h", "buffer": "x"}]}'))
case("h2d_from_dev_zero_without_bytes", [KERNELS, "--script", "s.json"], 3, "",
     "s.json:2:31: error: step 1 (h2d): field \"file\": cannot read '/dev/zero': it is not a regular file, and "
     "holds more than the 8 bytes it can fill\n",
     setup=write("s.json", '{"steps": [{"op": "alloc", "buffer": "x", "bytes": 8},\n'
                           ' {"op": "h2d", "buffer": "x", "file": "/dev/zero"}]}'))
case("arg_file_from_dev_zero",
     [KERNELS, "--kernel", "pair", "--grid", "1", "--block", "1", "--arg", "buf:i32:1:file=/dev/zero:out",
      "--arg", "bytes:0100000002000000"], 0,
     "launch: pair grid (1,1,1) block (1,1,1): ok, <t> s, 6 lane instructions\narg0 (i32[1]):\n  [0] 3\n")

# -- The command line refuses a buffer the host cannot hold as the script does: at its allocation.

case("arg_buffer_too_large_for_the_host",
     [KERNELS, "--kernel", "saxpy", "--grid", "1", "--block", "1", "--arg", "i32:1", "--arg", "f32:1",
      "--arg", "buf:i32:100000000000:iota", "--arg", "null", "--memory-limit", "1G"], 3, "",
     "nvvm-sim: error: argument 2 (--arg buf:i32:100000000000:iota): cannot allocate 400000000000 bytes for "
     "buffer 'arg2': it does not fit the host memory budget (56.3 KiB in use of --memory-limit 1 GiB)\n")


# -- The JSON report: the fault's message in `errors`; invalid UTF-8 written as U+FFFD.

def check_fault_errors(r):
    doc = r.json()
    assert doc["errors"] == ["nvvm-sim: error: launch: kernel fault in fault: null pointer: write of 4 bytes at "
                             "0x0000000000000000"], doc["errors"]
    assert doc["warnings"] == [] and doc["exit_code"] == 1, doc


case("json_errors_hold_the_fault",
     [KERNELS, "--kernel", "fault", "--grid", "1", "--block", "8", "--arg", "buf:i32:8", "--report", "json"], 1,
     None, None, check=check_fault_errors)


def check_replaced(r):
    doc = r.json()
    assert len(doc["errors"]) == 1 and "\ufffd" in doc["errors"][0], doc["errors"]
    assert doc["exit_code"] == 3, doc


case("json_invalid_utf8_kernel_name",
     [KERNELS, "--kernel", "\udcff", "--grid", "1", "--block", "1", "--report", "json"], 3, None, None,
     check=check_replaced)
case("json_invalid_utf8_buffer_name", [KERNELS, "--script", "s.json", "--report", "json"], 3, None, None,
     setup=write("s.json", b'{"steps": [{"op": "d2h", "buffer": "\xff"}]}'), check=check_replaced)


# -- Output names stay in the output folder (--dump-dir, or the current folder).

D2H = '{"steps": [{"op": "alloc", "buffer": "x", "bytes": 8},\n {"op": "d2h", "buffer": "x", "file": "%s"}]}'


ESCAPE = "nvvm-sim-escape-probe"  # a name no folder around the case's holds by chance (CI clones to /tmp/x)


def nothing_outside(r):
    parent = os.path.dirname(r.tmp)
    written = [p for p in (os.path.join(parent, ESCAPE), os.path.join(r.tmp, ESCAPE)) if os.path.exists(p)]
    assert not written, written


case("d2h_name_leaving_dump_dir", [KERNELS, "--script", "s.json", "--dump-dir", "d"], 3, "",
     "s.json:2:31: error: step 1 (d2h): field \"file\": '../../%s' leaves the output folder (--dump-dir, or the "
     "current folder): name a file inside it\n" % ESCAPE,
     setup=write("s.json", D2H % ("../../" + ESCAPE)), check=nothing_outside)
case("d2h_name_leaving_current_folder", [KERNELS, "--script", "s.json"], 3, "",
     "s.json:2:31: error: step 1 (d2h): field \"file\": 'a/../../%s' leaves the output folder (--dump-dir, or the "
     "current folder): name a file inside it\n" % ESCAPE,
     setup=write("s.json", D2H % ("a/../../" + ESCAPE)), check=nothing_outside)


def check_absolute(r):
    assert r.file("y.bin") == bytes(8)


case("d2h_absolute_name_keeps_its_last_component", [KERNELS, "--script", "s.json"], 0, "", "",
     setup=write("s.json", D2H % "/nonexistent/folder/y.bin"), check=check_absolute)


def link_out(tmp):
    os.makedirs(os.path.join(tmp, "d"))
    os.makedirs(os.path.join(tmp, "elsewhere"))
    os.symlink(os.path.join(tmp, "elsewhere"), os.path.join(tmp, "d", "link"))
    write("s.json", D2H % "link/x")(tmp)


def nothing_through_link(r):
    assert os.listdir(os.path.join(r.tmp, "elsewhere")) == []


case("d2h_through_symbolic_link", [KERNELS, "--script", "s.json", "--dump-dir", "d"], 3, "",
     "s.json:2:2: error: step 1 (d2h): cannot write 'd/link/x': '<tmp>/elsewhere/x' is outside the output folder "
     "'<tmp>/d' (a symbolic link on the way)\n",
     setup=link_out, check=nothing_through_link)


def expect_above(tmp):
    os.makedirs(os.path.join(tmp, "s"))
    os.makedirs(os.path.join(tmp, "data"))
    write("data/y.bin", bytes(8))(tmp)
    write("s/s.json", '{"steps": [{"op": "alloc", "buffer": "y", "bytes": 8},\n'
                      ' {"op": "expect", "buffer": "y", "file": "../data/y.bin"}]}')(tmp)


case("expect_copy_leaving_dump_dir", [KERNELS, "--script", "s/s.json", "--dump-dir", "d"], 3,
     "step 1 (expect): '../data/y.bin': pass (8 u8 elements, exact)\n",
     "s/s.json:2:2: error: step 1 (expect): not writing the actual data of '../data/y.bin' to --dump-dir: the name "
     "leaves that folder\n", setup=expect_above)


# -- Printed buffers: the first 1024 elements, then how many more and how to get them all.

ZEROS_1024 = "".join("  [%d] %s\n" % (i, " ".join(["0"] * 8)) for i in range(0, 1024, 8))

case("fault_prints_the_first_1024_elements",
     [KERNELS, "--kernel", "fault", "--grid", "1", "--block", "8", "--arg", "buf:i32:5000:out"], 1,
     "launch: fault grid (1,1,1) block (8,1,1): fault, <t> s, 57 lane instructions\n"
     "arg0 (i32[5000]):\n" + "  [0] 1 2 3 4 5 6 7 8\n" + ZEROS_1024[len("  [0] 0 0 0 0 0 0 0 0\n"):] +
     "  ... 3976 more elements (use --dump-dir to write them all)\n", None)
case("d2h_prints_the_first_1024_elements", [KERNELS, "--script", "s.json"], 0,
     "x (u8[1025]):\n" + ZEROS_1024 + "  ... 1 more element (give the step a \"file\" to write them all)\n", "",
     setup=write("s.json", '{"steps": [{"op": "alloc", "buffer": "x", "bytes": 1025}, {"op": "d2h", "buffer": "x"}]}'))


# -- Unknown fields: located warnings on stderr and in the report, with the nearest known name.

TYPO = ('{"steps": [{"op": "alloc", "buffer": "x", "bytes": 4, "note": "free"},\n'
        ' {"op": "d2h", "buffer": "x", "elemm": "f32"}]}')
TYPO_WARNING = ("s.json:2:31: warning: step 1 (d2h): field \"elemm\": unknown field, ignored (did you mean "
                "'elem'?)\n")


def check_typo_json(r):
    doc = r.json()
    assert doc["warnings"] == [TYPO_WARNING.rstrip("\n")] and doc["errors"] == [], doc
    assert doc["exit_code"] == 0, doc


case("unknown_field_warning", [KERNELS, "--script", "s.json"], 0, "x (u8[4]):\n  [0] 0 0 0 0\n", TYPO_WARNING,
     setup=write("s.json", TYPO))
case("unknown_field_warning_json", [KERNELS, "--script", "s.json", "--report", "json"], 0, None,
     TYPO_WARNING + "x (u8[4]):\n  [0] 0 0 0 0\n", setup=write("s.json", TYPO), check=check_typo_json)


# -- A module for another target (a host triple) is not a kernel module: messages name its triple.

X86 = 'target triple = "x86_64-unknown-linux-gnu"\n\ndefine void @f(ptr %p) {\n  ret void\n}\n'

case("run_host_module", ["x86.ll", "--kernel", "f", "--grid", "1", "--block", "1", "--arg", "null"], 3, "",
     "nvvm-sim: error: launch: unknown kernel 'f': the module's target triple is 'x86_64-unknown-linux-gnu', not "
     "nvptx64-nvidia-cuda; it has no kernels\n", setup=write("x86.ll", X86))
case("ptx_host_module", ["ptx", "x86.ll", "--compiler", "llc"], 3, "",
     "nvvm-sim: error: x86.ll: the module's target triple is 'x86_64-unknown-linux-gnu', not nvptx64-nvidia-cuda "
     "(or nvptx-nvidia-cuda): it is not GPU code, so it is not compiled to PTX\n", setup=write("x86.ll", X86))
case("run_module_without_triple", ["none.ll", "--kernel", "f", "--grid", "1", "--block", "1", "--arg", "null"], 3,
     "", "nvvm-sim: error: launch: unknown kernel 'f' (the module's kernels: none)\n",
     setup=write("none.ll", X86.split("\n\n", 1)[1]))


# -- Input files are read when their step runs, straight into the buffer, and expected files are
#    compared a piece (64 KiB) at a time (issue 21): the results are those of a whole read.

def big_files(tmp):
    import struct
    n = 100000  # 400,000 bytes: six pieces of 64 KiB and a part
    iota = list(range(n))
    wrong = list(iota)
    wrong[20000] = -1  # in the second piece (byte 80,000)
    wrong[n - 1] = 7   # in the last, partial piece
    for name, values in (("x.bin", iota), ("same.bin", iota), ("wrong.bin", wrong)):
        with open(os.path.join(tmp, name), "wb") as f:
            f.write(struct.pack("<%di" % n, *values))
    with open(os.path.join(tmp, "two.bin"), "wb") as f:
        f.write(struct.pack("<2i", 1, 2))
    with open(os.path.join(tmp, "y.expected.bin"), "wb") as f:
        f.write(struct.pack("<4i", 0, 1, 2, 0))
    with open(os.path.join(tmp, "s.json"), "w") as f:
        f.write('{"steps": [\n'
                '  {"op": "alloc", "buffer": "x", "bytes": 400000},\n'
                '  {"op": "h2d", "buffer": "x", "file": "x.bin"},\n'
                '  {"op": "expect", "buffer": "x", "file": "same.bin", "elem": "i32"},\n'
                '  {"op": "expect", "buffer": "x", "file": "wrong.bin", "elem": "i32"},\n'
                '  {"op": "alloc", "buffer": "y", "bytes": 16},\n'
                '  {"op": "h2d", "buffer": "y", "offset": 4, "file": "two.bin"},\n'
                '  {"op": "expect", "buffer": "y", "file": "y.expected.bin", "elem": "i32"}]}\n')


case("files_read_when_their_step_runs", [KERNELS, "--script", "s.json"], 1,
     "step 2 (expect): 'same.bin': pass (100000 i32 elements, exact)\n"
     "step 6 (expect): 'y.expected.bin': pass (4 i32 elements, exact)\n",
     "s.json:5:3: error: step 3 (expect): 'wrong.bin': 2 of 100000 i32 elements differ (exact); the first 2:\n"
     "  [20000] actual 20000, expected -1\n"
     "  [99999] actual 99999, expected 7\n",
     setup=big_files)
# Steps run in order: a file an earlier d2h step wrote is read as it wrote it (before issue 21 the
# h2d step's file was read with the script, so z got the zeros f.bin held then).
case("input_file_written_by_an_earlier_step", [KERNELS, "--script", "s.json"], 0,
     "z (u8[16]):\n  [0] 7 7 7 7 7 7 7 7\n  [8] 7 7 7 7 7 7 7 7\n", "",
     setup=lambda tmp: (write("f.bin", bytes(16))(tmp),
                        write("s.json", '{"steps": [\n  {"op": "alloc", "buffer": "y", "bytes": 16},\n'
                                        '  {"op": "memset", "buffer": "y", "value": 7},\n'
                                        '  {"op": "d2h", "buffer": "y", "file": "f.bin"},\n'
                                        '  {"op": "alloc", "buffer": "z", "bytes": 16},\n'
                                        '  {"op": "h2d", "buffer": "z", "file": "f.bin"},\n'
                                        '  {"op": "d2h", "buffer": "z", "elem": "u8"}]}')(tmp)))
case("input_file_missing", [KERNELS, "--script", "s.json"], 3, "",
     "s.json:3:32: error: step 1 (h2d): field \"file\": cannot read 'none.bin': No such file or directory\n",
     setup=write("s.json", '{"steps": [\n  {"op": "alloc", "buffer": "x", "bytes": 16},\n'
                           '  {"op": "h2d", "buffer": "x", "file": "none.bin"}]}'))
case("input_file_longer_than_the_buffer", [KERNELS, "--script", "s.json"], 3, "",
     "s.json:3:3: error: step 1 (h2d): field \"bytes\": offset 0 + 20 bytes runs past the end of buffer 'x' "
     "(16 bytes)\n",
     setup=lambda tmp: (write("long.bin", bytes(20))(tmp),
                        write("s.json", '{"steps": [\n  {"op": "alloc", "buffer": "x", "bytes": 16},\n'
                                        '  {"op": "h2d", "buffer": "x", "file": "long.bin"}]}')(tmp)))


# -- Only the chosen subcommand's options are built (issue 21); what the user sees is the same.

def check_run_help(r):
    for option in ("--script", "--threads", "--memory-limit", "--memory-model", "--profile", "--trace-limit",
                   "--link"):
        assert option in r.out, option
    assert "--structure-only" not in r.out and "--compiler" not in r.out, r.out


case("run_help_has_run_options", ["--help"], 0, None, "", check=check_run_help)
case("run_then_another_subcommand", ["a.ll", "info"], 2, "",
     "The following argument was not expected: info\nRun with --help for more information.\n")
case("run_option_of_another_subcommand", ["a.ll", "--structure-only"], 2, "",
     "The following argument was not expected: --structure-only\nRun with --help for more information.\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sim")
    ap.add_argument("--case", action="append", default=[])
    ap.add_argument("-v", "--verbose", action="store_true")
    o = ap.parse_args()
    sim = os.path.abspath(o.sim)
    return run_cases("run bounds CLI", o.case or list(CASES), CASES, lambda args, tmp: run(sim, args, tmp),
                     normalize, o.verbose, "nvsim-bounds-")


if __name__ == "__main__":
    sys.exit(main())
