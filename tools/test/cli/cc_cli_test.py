#!/usr/bin/env python3
"""End-to-end tests of `nvvm-sim cc` and `nvvm-sim exec` (issue 16): building CUDA programs with
clang-19, running them on the CUDA runtime library with the checkers, CUDA's error codes for bad
API use, and record/replay of every launch.

    cc_cli_test.py NVVM_SIM [--only NAME]

Exits 77 (skipped) when clang++-19 is not installed. The programs are in tools/test/cuda/; the
expected values come from the CUDA runtime API's documented behaviour and from the programs'
arithmetic (computed here in Python), never from nvvm-sim's own output."""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = os.path.join(HERE, "..", "cuda")
SIM = os.path.abspath(sys.argv[1])
ONLY = sys.argv[sys.argv.index("--only") + 1] if "--only" in sys.argv else None
TMP = tempfile.mkdtemp(prefix="nvvm-sim-cc-test-")
failures = []
tests = []


def test(fn):
    tests.append(fn)
    return fn


def run(args, env=None, cwd=None, timeout=120):
    full_env = dict(os.environ)
    full_env.update(env or {})
    p = subprocess.run(args, capture_output=True, text=True, env=full_env, cwd=cwd, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def check(cond, what, out=""):
    if not cond:
        raise AssertionError(what + ("\n--- output ---\n" + out[-3000:] if out else ""))


built = {}


def build(name, *flags):
    """Builds tools/test/cuda/NAME.cu (once per flag set) and returns the program's path."""
    key = (name,) + flags
    if key not in built:
        app = os.path.join(TMP, name + "".join(f.replace("-", "_") for f in flags))
        code, out, err = run([SIM, "cc", *flags, os.path.join(PROGRAMS, name + ".cu"), "-o", app])
        check(code == 0, f"cc {name}: exit {code}", out + err)
        built[key] = app
    return built[key]


@test
def cc_usage_errors():
    code, out, err = run([SIM, "cc", "--frobnicate", "x.cu"])
    check(code == 2 and "unknown option '--frobnicate'" in err, f"unknown option: {code}", err)
    code, out, err = run([SIM, "cc", "-rdc=true", "x.cu"])
    check(code == 2 and "relocatable device code" in err, f"-rdc: {code}", err)
    code, out, err = run([SIM, "cc", "-arch=sm_12", "x.cu"])
    check(code == 2 and "unknown architecture 'sm_12'" in err, f"-arch: {code}", err)
    code, out, err = run([SIM, "cc"])
    check(code == 2 and "no input files" in err, f"no inputs: {code}", err)
    code, out, err = run([SIM, "cc", "notes.txt"])
    check(code == 2 and "unknown kind of file" in err, f"unknown file kind: {code}", err)
    code, out, err = run([SIM, "cc", "--help"])
    check(code == 0 and "Usage: nvvm-sim cc" in out, "cc --help", out + err)


@test
def cc_compile_error_shows_diagnostics():
    src = os.path.join(TMP, "broken.cu")
    with open(src, "w") as f:
        f.write("__global__ void k(int *p) {\n  p[0] = undeclared_name;\n}\nint main() { return 0; }\n")
    code, out, err = run([SIM, "cc", src, "-o", os.path.join(TMP, "broken")])
    check(code == 3, f"compile error: exit {code}", err)
    check("broken.cu:2:10: error: use of undeclared identifier 'undeclared_name'" in err, "clang's diagnostic", err)


@test
def cc_separate_files_and_flags():
    # Two .cu files and a .cpp, compiled with -c and linked, with nvcc-style flags.
    a = os.path.join(TMP, "part_a.cu")
    b = os.path.join(TMP, "part_b.cu")
    c = os.path.join(TMP, "main.cpp")
    with open(a, "w") as f:
        f.write("#include <cuda_runtime.h>\n__global__ void add(int *p, int v) { p[threadIdx.x] += v + SHIFT; }\n"
                "void launchAdd(int *p, int v) { add<<<1, 32>>>(p, v); }\n")
    with open(b, "w") as f:
        f.write("#include <cuda_runtime.h>\n__global__ void mul(int *p, int v) { p[threadIdx.x] *= v; }\n"
                "void launchMul(int *p, int v) { mul<<<1, 32>>>(p, v); }\n")
    with open(c, "w") as f:
        f.write("#include <cuda_runtime.h>\n#include <cstdio>\nvoid launchAdd(int *, int);\nvoid launchMul(int *, int);\n"
                "int main() { int h[32], *d; for (int i = 0; i < 32; ++i) h[i] = i;\n"
                "  cudaMalloc(&d, sizeof h); cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);\n"
                "  launchAdd(d, 3); launchMul(d, 2);\n"
                "  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); long s = 0; for (int x : h) s += x;\n"
                "  printf(\"%ld\\n\", s); return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1; }\n")
    objs = []
    for src in (a, b, c):
        obj = src + ".o"
        code, out, err = run([SIM, "cc", "-c", "-O2", "-arch=sm_80", "-DSHIFT=1", "-Xcompiler", "-Wall",
                              "--expt-relaxed-constexpr", src, "-o", obj])
        check(code == 0, f"cc -c {src}: {code}", err)
        objs.append(obj)
    app = os.path.join(TMP, "parts")
    code, out, err = run([SIM, "cc", *objs, "-o", app, "-lm"])
    check(code == 0, f"link: {code}", err)
    code, out, err = run([app])
    expected = sum((i + 3 + 1) * 2 for i in range(32))
    check(code == 0 and out.strip() == str(expected), f"two modules: exit {code}, want {expected}", out + err)


@test
def exec_usage_and_plain_programs():
    code, out, err = run([SIM, "exec", "--check", "bogus", "--", "/bin/true"])
    check(code == 2 and "--check: 'bogus' is not a checker" in err, f"bad checker: {code}", err)
    code, out, err = run([SIM, "exec", "--", os.path.join(TMP, "does-not-exist")])
    check(code == 3 and "cannot run" in err and "No such file or directory" in err, f"missing program: {code}", err)
    # A program that does not use the runtime keeps its exit code, and exec says it saw nothing.
    code, out, err = run([SIM, "exec", "--check", "all", "--", "/bin/sh", "-c", "exit 5"])
    check(code == 5 and "wrote no report: it did not load nvvm-sim's CUDA runtime" in err, f"plain: {code}", err)
    # The program gets exactly its own arguments: not the `--` that ends exec's options.
    code, out, err = run([SIM, "exec", "--", "/bin/sh", "-c", 'echo "$#:$*"', "sh", "a", "--b"])
    check(code == 0 and out == "2:a --b\n", f"arguments: {out!r}", err)
    # Options after the program belong to it (no `--` needed).
    app = build("planted_pointers")
    code, out, err = run([SIM, "exec", "--check", "memcheck", app, "small"])
    check(code == 1 and "nvvm-sim exec: 1 launch, 48 findings, 0 kernel faults" in err, f"no --: {code}", err)


@test
def exec_device_override():
    src = os.path.join(TMP, "props.cu")
    with open(src, "w") as f:
        f.write("#include <cstdio>\nint main() { cudaDeviceProp p; cudaGetDeviceProperties(&p, 0); int sms = 0;\n"
                "  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);\n"
                "  printf(\"%s %d.%d %d %d\\n\", p.name, p.major, p.minor, p.multiProcessorCount, sms); }\n")
    app = os.path.join(TMP, "props")
    code, out, err = run([SIM, "cc", src, "-o", app])
    check(code == 0, f"cc: {code}", err)
    code, out, err = run([SIM, "exec", "--", app])
    check(out == "nvvm-sim (simulated sm_90) 9.0 80 80\n", f"defaults: {out!r}", err)
    code, out, err = run([SIM, "exec", "--device", "name=A100-like,major=8,minor=0,multiProcessorCount=108,bogus=1",
                          "--", app])
    check(out == "A100-like 8.0 108 108\n", f"overrides: {out!r}", err)
    check("nvvm-sim: NVVM_SIM_DEVICE: unknown field in 'bogus=1' left out" in err, "unknown field", err)


@test
def exec_planted_out_of_bounds():
    app = build("planted_oob")
    report = os.path.join(TMP, "oob.json")
    code, out, err = run([SIM, "exec", "--check", "memcheck", "--report", "json", report, "--", app])
    check(code == 1, f"exit {code} (want 1: a finding)", out + err)
    # 1000 floats in 4 blocks of 256: thread 232 of block 3 writes y[1000], 0 bytes past the end.
    check(re.search(r"planted_oob\.cu:8:\d+: error: \[memcheck\]", err) is not None, "the user's line", err)
    check("in kernel scale(float const*, float*, int), block (3,0,0) thread (232,0,0)" in err,
          "the first faulting thread, the kernel demangled", err)
    check("the address came through argument 1 of scale(float const*, float*, int)" in err, "the argument", err)
    check("cudaMalloc #2" in err, "the allocation", err)
    check("sync: cudaErrorIllegalAddress" in out, "the sticky error at the next sync", out)
    check("malloc after: cudaErrorIllegalAddress" in out, "sticky for later calls", out)
    with open(report) as f:
        doc = json.load(f)
    check(doc["finding_count"] >= 1 and doc["findings"][0]["kernel"] == "_Z5scalePKfPfi", "report findings", str(doc))
    check(doc["findings"][0]["kernel_demangled"] == "scale(float const*, float*, int)", "demangled", str(doc))
    check(doc["findings"][0]["allocation"]["size"] == 4000 and doc["findings"][0]["allocation"]["offset"] == 4000,
          "report allocation and offset", json.dumps(doc["findings"][0]))
    check(doc["launches"][0]["grid"] == [4, 1, 1] and doc["launches"][0]["block"] == [256, 1, 1], "launch entry")
    # Without checkers the access still faults (exit 1 from exec: a kernel fault) and says where.
    code, out, err = run([SIM, "exec", "--", app])
    check(code == 1 and "sync: cudaErrorIllegalAddress" in out, f"unchecked fault: {code}", out + err)
    code, out, err = run([SIM, "exec", "--error-exitcode", "0", "--", app])
    check(code == 2, f"--error-exitcode 0 keeps the program's code (2): {code}", out + err)


@test
def exec_planted_race():
    app = build("planted_race")
    code, out, err = run([SIM, "exec", "--check", "racecheck", "--", app])
    check(code == 1, f"exit {code}", out + err)
    check(re.search(r"planted_race\.cu:10:\d+: error: \[racecheck\]", err) is not None, "the racing line", err)
    code, out, err = run([SIM, "exec", "--check", "memcheck", "--", app])
    check(code == 0, f"memcheck alone finds nothing: {code}", out + err)


@test
def exec_planted_pointers():
    app = build("planted_pointers")
    code, out, err = run([SIM, "exec", "--check", "memcheck", "--", app, "small"])
    check(code == 1 and re.search(r"planted_pointers\.cu:12:\d+: error: \[memcheck\]", err), f"small: {code}", err)
    check("came through argument 0 of fill(float*, int)" in err and "cudaMalloc #1" in err, "small: names", err)
    code, out, err = run([SIM, "exec", "--check", "memcheck", "--", app, "freed"])
    check(code == 1 and "freed before the launch" in err, f"freed: {code}", err)
    code, out, err = run([SIM, "exec", "--check", "memcheck", "--", app, "host"])
    check(code == 1 and "which is not a device allocation (a host pointer?)" in err, f"host: {code}", err)


@test
def exec_bad_api():
    app = build("bad_api")
    code, out, err = run([SIM, "exec", "--", app])
    lines = dict(l.split(": ", 1) for l in out.strip().splitlines())
    want = {
        "block 2048": "cudaErrorInvalidConfiguration",
        "after": "cudaSuccess",
        "shared 64 KiB": "cudaErrorInvalidValue",
        "set attribute": "cudaSuccess",
        "shared 64 KiB after": "cudaSuccess",
        "not a kernel": "cudaErrorInvalidDeviceFunction",
        "copy past end": "cudaErrorInvalidValue",
        "copy kind": "cudaErrorInvalidValue",
        "free twice": "cudaSuccess cudaErrorInvalidValue",
        "unsupported": "cudaErrorNotSupported",
        "string": "invalid configuration argument",
    }
    for k, v in want.items():
        check(lines.get(k) == v, f"{k}: got {lines.get(k)!r}, want {v!r}", out + err)
    check("nvvm-sim: cudaMemcpy3D failed: not supported by nvvm-sim's CUDA runtime" in err, "names the function", err)
    check(re.search(r"cudaMemcpy failed: writing 512 bytes at cudaMalloc #1 \(256 bytes at 0x[0-9a-f]+\) runs past its end",
                    err), "the overrun is explained", err)
    check(code == 0, f"no finding, no fault: exit {code}", out + err)


@test
def record_and_replay():
    app = build("record_multi")
    rec = os.path.join(TMP, "rec")
    code, out, err = run([SIM, "exec", "--record", rec, "--", app])
    # The program's arithmetic: three rounds of v = v * coeff[round] + round over v[i] = i.
    c = [3, -1, 2, 5]
    v = list(range(300))
    for r in range(3):
        v = [x * c[r % 4] + r for x in v]
    check(code == 0 and out.strip() == f"count 900 sum {sum(v)}", f"program: {code} {out!r}", out + err)
    scripts = sorted(f for f in os.listdir(rec) if f.endswith(".json"))
    check(scripts == ["launch-0000.json", "launch-0001.json", "launch-0002.json"], f"scripts {scripts}")
    for s in scripts:
        code, out, err = run([SIM, "run", os.path.join(rec, s), "--report", "json"])
        check(code == 0, f"replay {s}: exit {code}", out + err)
        doc = json.loads(out)
        check(len(doc["expects"]) == 3 and all(e["pass"] for e in doc["expects"]), f"replay {s} expects", out)
    # A replay detects a change: corrupt launch 1's input buffer and its expectation fails.
    with open(os.path.join(rec, "launch-0001.json")) as f:
        script = json.load(f)
    inputs = [st["file"] for st in script["steps"] if st["op"] == "h2d" and "buffer" in st]
    with open(os.path.join(rec, inputs[0]), "r+b") as f:
        f.write(b"\x07\x00\x00\x00")
    code, out, err = run([SIM, "run", os.path.join(rec, "launch-0001.json")])
    check(code == 1, f"corrupted replay: exit {code}", out + err)


@test
def relaxed_message_passing():
    """examples/message_passing.cu under --memory-model relaxed: the PTX memory model lets a reader
    in another block see the flag before the value unless a fence of GPU scope separates the
    writer's two stores (PTX ISA, "Memory Consistency Model"); __threadfence_block() is of CTA
    scope. Under sc every reader sees the value."""
    example = os.path.join(HERE, "..", "..", "..", "examples", "message_passing.cu")
    line = re.compile(r"^(\d+) of 64 readers saw the flag but not the value$")
    for fence, weak in (("", True), ("__threadfence_block", True), ("__threadfence", False)):
        app = os.path.join(TMP, "mp" + fence)
        flags = [f"-DFENCE={fence}"] if fence else []
        code, out, err = run([SIM, "cc", "-O2", *flags, example, "-o", app])
        check(code == 0, f"cc message_passing {fence}: exit {code}", out + err)
        stale = []
        for seed in (1, 2, 3):
            code, out, err = run([SIM, "exec", "--memory-model", "relaxed", "--seed", str(seed), "--", app])
            m = line.match(out.strip())
            check(code == 0 and m, f"relaxed {fence} seed {seed}: exit {code} {out!r}", out + err)
            stale.append(int(m.group(1)))
        check((sum(stale) > 0) == weak, f"{fence or 'no fence'}: stale readers {stale}", "")
        code, out, err = run([SIM, "exec", "--", app])
        check(code == 0 and out.strip() == "0 of 64 readers saw the flag but not the value",
              f"sc {fence}: {out!r}", out + err)
        # racecheck: the data race between the blocks, unless both sides fence at GPU scope.
        code, out, err = run([SIM, "exec", "--check", "racecheck", "--", app])
        raced = "message_passing.cu:33:18: error: [racecheck] data race (read after write)" in err
        check(raced == weak and code == (1 if weak else 0), f"racecheck {fence}: exit {code}", err)


@test
def relaxed_last_block_sum():
    """examples/last_block_sum.cu: without fences the last block may add up partial sums that have
    not reached it (PTX allows it: the atomic is relaxed); with a __threadfence() on both sides the
    model forbids it. The sum 4091 is the program's own arithmetic (sum of i % 7 + 1, i < 1024)."""
    example = os.path.join(HERE, "..", "..", "..", "examples", "last_block_sum.cu")
    expected = sum(i % 7 + 1 for i in range(1024))
    check(expected == 4091, "the expected sum")
    for fences, weak in ((0, True), (2, False)):
        app = os.path.join(TMP, f"lb{fences}")
        code, out, err = run([SIM, "cc", "-O2", f"-DFENCES={fences}", example, "-o", app])
        check(code == 0, f"cc last_block_sum {fences}: exit {code}", out + err)
        sums = []
        for seed in range(1, 11):
            code, out, err = run([SIM, "exec", "--memory-model", "relaxed", "--seed", str(seed), "--", app])
            m = re.match(r"^sum (-?\d+), expected 4091: (right|WRONG)$", out.strip())
            check(code == 0 and m, f"relaxed FENCES={fences} seed {seed}: {out!r}", out + err)
            sums.append(int(m.group(1)))
        check(any(s != expected for s in sums) == weak, f"FENCES={fences}: sums {sums}")
        code, out, err = run([SIM, "exec", "--check", "racecheck", "--", app])
        raced = "last_block_sum.cu:50:14: error: [racecheck] data race (read after write)" in err
        check(raced == weak and out.strip() == "sum 4091, expected 4091: right", f"racecheck FENCES={fences}", err)


@test
def exec_trace():
    """--trace on exec: record_multi.cu's three launches of 3 blocks of 128 threads (4 warps each)
    go into one file, one process per block of each launch (pids 1-9, the second launch's blocks
    after the first's), each labelled with its launch; 300 threads x 3 rounds add 900 to counter."""
    import trace_format
    app = build("record_multi")
    path = os.path.join(TMP, "multi.trace.json")
    code, out, err = run([SIM, "exec", "--trace", path, "--", app])
    check(code == 0 and out.startswith("count 900 "), f"exec --trace: {code} {out!r}", err)
    with open(path) as f:
        doc = json.load(f)
    check(trace_format.problems(doc) == [], f"trace format: {trace_format.problems(doc)[:3]}")
    ev = doc["traceEvents"]
    labels = {e["pid"]: e["args"]["labels"] for e in ev if e["name"] == "process_labels"}
    check(labels == {p: "launch %d: step(int*, int, int)" % ((p - 1) // 3) for p in range(1, 10)}, f"{labels}")
    tracks = {(e["pid"], e["tid"]) for e in ev if e["name"] == "thread_name"}
    check(tracks == {(p, t) for p in range(1, 10) for t in range(4)}, f"{sorted(tracks)}")
    check(any(e["name"] == "run" and e["ph"] == "X" for e in ev), "no run spans")


if shutil.which("clang++-19") is None and "NVVM_SIM_CLANG" not in os.environ:
    print("skipped: clang++-19 is not installed")
    sys.exit(77)
ran = 0
for t in tests:
    if ONLY and t.__name__ != ONLY:
        continue
    ran += 1
    try:
        t()
        print(f"PASS {t.__name__}")
    except Exception as e:  # noqa: BLE001 - report every failing test
        failures.append(t.__name__)
        print(f"FAIL {t.__name__}: {e}")

shutil.rmtree(TMP, ignore_errors=True)
print(f"{ran - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
