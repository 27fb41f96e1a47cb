#!/usr/bin/env python3
"""End-to-end tests of `nvvm-sim fuzz gen`, `fuzz campaign` and `fuzz summary` (issue 18,
docs/fuzzing.md): determinism, the files and script a program comes with, the JSON lines of a
campaign, a planted difference reported with its signature, resuming, sharding, exit codes.

  fuzz_cli_test.py NVVM_SIM        (exit 77: clang-19 missing, skipped)
"""
import filecmp
import json
import os
import shutil
import subprocess
import sys
import tempfile

SIM = os.path.abspath(sys.argv[1])
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL:", what)


def run(args, env=None, cwd=None):
    e = dict(os.environ)
    for k in ("SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_COUNT", "JOB_COMPLETION_INDEX", "JOB_COMPLETIONS"):
        e.pop(k, None)
    e.update(env or {})
    return subprocess.run([SIM] + args, capture_output=True, text=True, env=e, cwd=cwd, timeout=120)


def lines(path):
    with open(path) as f:
        return [json.loads(x) for x in f if x.strip()]


def fake_opt(path, only_if=""):
    """A planted miscompilation: an opt-19 that turns `xor i64` into `or i64` in its output (only
    when the shell test `only_if` passes, e.g. for modules with more than one kernel)."""
    with open(path, "w") as f:
        f.write('#!/bin/sh\nopt-19 "$@" || exit $?\nout=""; prev=""\n'
                'for a in "$@"; do [ "$prev" = "-o" ] && out="$a"; prev="$a"; done\n'
                f'{only_if}sed -i "s/ xor i64 / or i64 /" "$out"\nexit 0\n')
    os.chmod(path, 0o755)
    return path


def test_gen(tmp):
    a, b = os.path.join(tmp, "a"), os.path.join(tmp, "b")
    for d in (a, b):
        r = run(["fuzz", "gen", "--seed", "7", "--mode", "barrier", "-o", d])
        check(r.returncode == 0, f"fuzz gen exit {r.returncode}: {r.stderr}")
    files = sorted(os.listdir(a))
    check(files == ["acc32.in.bin", "acc64.in.bin", "cuda.h", "in.bin", "kernel.O0.ll", "kernel.cu", "script.json"],
          f"gen files: {files}")
    for f in files:
        check(filecmp.cmp(os.path.join(a, f), os.path.join(b, f), shallow=False), f"two gens differ in {f}")
    # Another seed, another program.
    c = os.path.join(tmp, "c")
    run(["fuzz", "gen", "--seed", "8", "--mode", "barrier", "-o", c])
    check(open(os.path.join(a, "kernel.cu")).read() != open(os.path.join(c, "kernel.cu")).read(),
          "seeds 7 and 8 gave the same kernel.cu")
    src = open(os.path.join(a, "kernel.cu")).read()
    check('extern "C" __global__' in src and "fuzz_kernel(" in src, "kernel.cu has no extern \"C\" fuzz_kernel")
    check("__syncthreads();" in src, "a barrier-mode kernel has no __syncthreads")
    script = json.load(open(os.path.join(a, "script.json")))
    ops = [s["op"] for s in script["steps"]]
    check(ops == ["alloc", "h2d", "alloc", "alloc", "h2d", "alloc", "h2d", "alloc", "launch", "d2h", "d2h", "d2h"],
          f"script steps: {ops}")
    launch = script["steps"][8]
    check(launch["kernel"] == "fuzz_kernel" and len(launch["args"]) == 6, f"launch step: {launch}")
    threads = launch["grid"][0] * launch["block"][0]
    check(script["steps"][9] == {"op": "d2h", "buffer": "out", "offset": 0, "bytes": threads * 8, "file": "out.bin"},
          f"first d2h: {script['steps'][9]}")
    check(os.path.getsize(os.path.join(a, "in.bin")) == 1024, "in.bin is not 256 words")
    ll = open(os.path.join(a, "kernel.O0.ll")).read()
    check("define dso_local void @fuzz_kernel(" in ll and "nvptx64-nvidia-cuda" in ll, "kernel.O0.ll is not the kernel")
    check("optnone" not in ll, "kernel.O0.ll keeps optnone (opt-19 -O3 would do nothing)")
    # Warp collectives need whole warps (sm_70+ member masks of full warps).
    for seed in range(1, 6):
        d = os.path.join(tmp, f"w{seed}")
        run(["fuzz", "gen", "--seed", str(seed), "--mode", "warp", "-o", d])
        block = json.load(open(os.path.join(d, "script.json")))["steps"][8]["block"][0]
        check(block % 32 == 0, f"warp mode seed {seed}: block {block} is not whole warps")
    # Usage errors: exit 2.
    r = run(["fuzz", "gen", "--seed", "1", "--mode", "bogus", "-o", c])
    check(r.returncode == 2 and "bogus" in r.stderr, f"bad mode: exit {r.returncode}, {r.stderr!r}")
    r = run(["fuzz", "gen", "--mode", "arith", "-o", c])
    check(r.returncode == 2 and "--seed" in r.stderr, f"missing --seed: exit {r.returncode}, {r.stderr!r}")


def test_campaign(tmp):
    out = os.path.join(tmp, "camp")
    # A planted difference: test-perturb flips one bit of thread 0's hash after the run.
    r = run(["fuzz", "campaign", "--seeds", "1..2", "--mode", "arith", "--configs", "O0,test-perturb", "--out", out])
    check(r.returncode == 1, f"campaign with a planted difference: exit {r.returncode}: {r.stderr}")
    res = lines(os.path.join(out, "results.jsonl"))
    check(sorted(x["seed"] for x in res) == [1, 2], f"seeds in results: {[x['seed'] for x in res]}")
    for x in res:
        check(x["mode"] == "arith" and x["status"] == "differ", f"planted: {x['status']}")
        check(x["configs"] == {"O0": "agree", "test-perturb": "differ"}, f"configs: {x['configs']}")
        check(x.get("signature") == "differ:test-perturb:out.bin", f"signature: {x.get('signature')}")
        check(x["detail"]["test-perturb"] == {"out.bin": {"first": 0, "count": 1}}, f"detail: {x['detail']}")
        t = x["timings"]
        check(all(k in t for k in ("clang", "interpreter", "startup", "total")), f"timings: {t}")
        check(t["clang"] > 0 and t["interpreter"] > 0 and t["total"] >= t["clang"], f"timings: {t}")
        case = os.path.join(out, "cases", str(x["seed"]))
        for f in ("kernel.cu", "kernel.O0.ll", "script.json", "in.bin", "repro.sh", "result.json", "cuda.h"):
            check(os.path.exists(os.path.join(case, f)), f"cases/{x['seed']}/{f} is missing")
        # The O0 configuration is the reference's compile without debug information, a file of its own.
        nodebug = os.path.join(case, "kernel.O0-nodebug.ll")
        check(os.path.exists(nodebug) and "!dbg" not in open(nodebug).read(), "O0 is not compiled without -g")
        check("!dbg" in open(os.path.join(case, "kernel.O0.ll")).read(), "the reference IR has no debug locations")
    check("1 distinct discrepancies" in r.stdout and "2 x differ:test-perturb:out.bin" in r.stdout,
          f"summary: {r.stdout}")
    # Resumed: nothing left to run, the same two lines.
    r = run(["fuzz", "campaign", "--seeds", "1..2", "--mode", "arith", "--configs", "O0,test-perturb", "--out", out])
    check("0 programs to run" in r.stderr and len(lines(os.path.join(out, "results.jsonl"))) == 2,
          f"resume: {r.stderr}")
    # Programs that agree: exit 0, no case kept.
    ok = os.path.join(tmp, "ok")
    r = run(["fuzz", "campaign", "--seeds", "3..3", "--mode", "call", "--configs", "O0", "--out", ok])
    check(r.returncode == 0, f"agreeing campaign: exit {r.returncode}: {r.stderr}")
    res = lines(os.path.join(ok, "results.jsonl"))
    check(len(res) == 1 and res[0]["status"] == "agree" and "signature" not in res[0], f"agree: {res}")
    check(not os.path.exists(os.path.join(ok, "cases")), "a case was kept for a program that agrees")
    # A big -O0 kernel (about 400 allocas, recursion) needs more than the default 16 KiB of local
    # memory under memcheck's red zones: the campaign gives 256 KiB, so it is not reported as UB.
    big = os.path.join(tmp, "big")
    r = run(["fuzz", "campaign", "--seeds", "5..5", "--mode", "mix", "--max-stmts", "12", "--max-depth", "3",
             "--configs", "O0", "--schedules", "1", "--out", big])
    res = lines(os.path.join(big, "results.jsonl"))
    check(r.returncode == 0 and res[0]["status"] == "agree", f"big kernel: {res}")
    # The GPU configurations: skipped, with the reason, when the driver cannot be loaded (exit 4 of diff).
    gpu = os.path.join(tmp, "gpu")
    r = run(["fuzz", "campaign", "--seeds", "1..1", "--mode", "arith", "--configs", "llc", "--schedules", "1",
             "--out", gpu], env={"NVVM_SIM_LIBCUDA": "/nonexistent/libcuda.so"})
    res = lines(os.path.join(gpu, "results.jsonl"))
    check(r.returncode == 0 and res[0]["configs"] == {"llc": "skipped"} and "no GPU" in res[0]["detail"]["llc"],
          f"llc without a driver: {res}")
    r = run(["fuzz", "summary", ok])
    check(r.returncode == 0 and "1 programs" in r.stdout, f"summary of agreeing: {r.returncode} {r.stdout}")


def test_batches(tmp):
    """Programs compiled as one translation unit and run by one interpreter process per configuration:
    each gets its own line; a batch that differs is decided program by program; a difference only the
    batch shows is kept as the batch's case."""
    out = os.path.join(tmp, "batch")
    r = run(["fuzz", "campaign", "--seeds", "1..6", "--mode", "all", "--configs", "O0,O2", "--batch", "3",
             "--out", out])
    check(r.returncode == 0 and "in batches of 3" in r.stderr, f"batched campaign: exit {r.returncode}: {r.stderr}")
    res = lines(os.path.join(out, "results.jsonl"))
    check(sorted(x["seed"] for x in res) == [1, 2, 3, 4, 5, 6], f"batched seeds: {[x['seed'] for x in res]}")
    modes = ["arith", "barrier", "atomic", "warp", "call", "mix"]
    for x in res:
        check(x["status"] == "agree" and x["configs"] == {"O0": "agree", "O2": "agree"}, f"batched line: {x}")
        check(x.get("batch") == 3 and "alone" not in x, f"batched line: {x}")
        check(x["mode"] == modes[x["seed"] % 6], f"seed {x['seed']} has mode {x['mode']}")
        check(x["timings"]["clang"] > 0 and x["timings"]["total"] > 0, f"batched timings: {x['timings']}")
    # Batches are cut so that every worker gets one: 6 programs, -j2, --batch 16 -> two batches of 3.
    r = run(["fuzz", "campaign", "--seeds", "1..6", "--mode", "arith", "--configs", "O0", "--batch", "16", "-j",
             "2", "--out", os.path.join(tmp, "batch-j2")])
    check(r.returncode == 0 and "in batches of 3" in r.stderr, f"-j2 batches: {r.stderr}")
    # A planted difference in every program: the batch differs, each program alone differs too.
    planted = os.path.join(tmp, "batch-planted")
    r = run(["fuzz", "campaign", "--seeds", "1..3", "--mode", "arith", "--configs", "O0,test-perturb", "--batch",
             "3", "--out", planted])
    res = lines(os.path.join(planted, "results.jsonl"))
    check(r.returncode == 1 and len(res) == 3, f"planted in a batch: exit {r.returncode}, {len(res)} lines")
    for x in res:
        check(x["status"] == "differ" and x.get("signature") == "differ:test-perturb:out.bin" and x.get("alone"),
              f"planted in a batch: {x}")
        check(x["detail"]["test-perturb"] == {"out.bin": {"first": 0, "count": 1}}, f"detail: {x['detail']}")
        check(os.path.exists(os.path.join(planted, "cases", str(x["seed"]), "repro.sh")), f"no case {x['seed']}")
    check(not os.path.exists(os.path.join(planted, "cases", "batch-1")), "a batch case kept for single differences")
    # A difference only the batch shows: an opt-19 that miscompiles modules with more than one kernel.
    if shutil.which("opt-19"):
        fake = fake_opt(os.path.join(tmp, "batch-opt.sh"), only_if='grep -q "fuzz_kernel_" "$out" && ')
        only = os.path.join(tmp, "batch-only")
        r = run(["fuzz", "campaign", "--seeds", "1..2", "--mode", "arith", "--configs", "opt-O3", "--batch", "2",
                 "--schedules", "1", "--out", only], env={"NVVM_SIM_OPT19": fake})
        res = lines(os.path.join(only, "results.jsonl"))
        check(r.returncode == 1 and len(res) == 2, f"batch-only: exit {r.returncode}, {res}")
        for x in res:
            check(x["status"] == "differ" and x.get("signature") == "batch:differ:opt-O3:out.bin",
                  f"batch-only signature: {x.get('signature')}")
            b = x.get("detail", {}).get("batch", {})
            check(b.get("case") == "cases/batch-1" and b.get("seeds") == [1, 2], f"batch-only detail: {b}")
            check(x["configs"] == {"opt-O3": "differ"}, f"batch-only configs: {x['configs']}")
        case = os.path.join(only, "cases", "batch-1")
        src = open(os.path.join(case, "kernel.cu")).read() if os.path.exists(os.path.join(case, "kernel.cu")) else ""
        check("namespace seed1 {" in src and "fuzz_kernel_2(" in src, "the batch case has not the batch's source")
        for f in ("kernel.O0.ll", "kernel.opt-O3.ll", "script.json", "in.1.bin", "in.2.bin", "result.json",
                  "repro.sh"):
            check(os.path.exists(os.path.join(case, f)), f"cases/batch-1/{f} is missing")
        check(not os.path.exists(os.path.join(only, "cases", "1")), "a single case kept though it agrees alone")
        # In the batch, each program computed what it computes alone.
        for seed in (1, 2):
            alone = os.path.join(tmp, f"alone{seed}")
            run(["fuzz", "gen", "--seed", str(seed), "--mode", "arith", "-o", alone])
            ran = run(["run", "kernel.O0.ll", "--script", "script.json", "--dump-dir", "ref"], cwd=alone)
            for f in ("out", "acc32.out", "acc64.out"):
                a, b = os.path.join(alone, "ref", f + ".bin"), os.path.join(case, "ref0", f"{f}.{seed}.bin")
                check(ran.returncode == 0 and os.path.exists(b) and filecmp.cmp(a, b, shallow=False),
                      f"seed {seed}: {f} of the batch differs from the program's alone")
        check("1 distinct discrepancies" in r.stdout, f"batch-only summary: {r.stdout}")


def test_shards(tmp):
    def seeds(args, env=None, name="s"):
        out = os.path.join(tmp, name)
        shutil.rmtree(out, ignore_errors=True)
        r = run(["fuzz", "campaign", "--seeds", "10..13", "--mode", "arith", "--configs", "test-perturb",
                 "--schedules", "1", "--out", out] + args, env=env)
        path = os.path.join(out, "results.jsonl")
        return r, sorted(x["seed"] for x in lines(path)) if os.path.exists(path) else []

    r, s = seeds(["--shard", "1/2"])
    check(s == [11, 13], f"--shard 1/2 of 10..13: {s}")
    r, s = seeds([], {"SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "2"})
    check(s == [10, 12], f"Slurm task 0 of 2: {s}")
    r, s = seeds([], {"JOB_COMPLETION_INDEX": "3", "JOB_COMPLETIONS": "4"})
    check(s == [13], f"Kubernetes index 3 of 4: {s}")
    r, s = seeds([], {"JOB_COMPLETION_INDEX": "3"})
    check(r.returncode == 2 and "JOB_COMPLETIONS" in r.stderr, f"index without count: {r.returncode} {r.stderr}")
    r, s = seeds(["--shard", "2/2"])
    check(r.returncode == 2 and "K/N" in r.stderr, f"--shard 2/2: {r.returncode} {r.stderr}")
    r, s = seeds(["--configs", "O9"])
    check(r.returncode == 2 and "unknown configuration 'O9'" in r.stderr, f"bad config: {r.returncode} {r.stderr}")
    r = run(["fuzz", "campaign", "--seeds", "5..1", "--out", os.path.join(tmp, "x")])
    check(r.returncode == 2 and "A <= B" in r.stderr, f"bad seeds: {r.returncode} {r.stderr}")
    r = run(["fuzz", "summary", os.path.join(tmp, "nothing")])
    check(r.returncode == 3 and "cannot read" in r.stderr, f"summary of nothing: {r.returncode} {r.stderr}")


def test_reduce(tmp):
    """A planted miscompilation: an `opt-19` that turns every `xor i64` into `or i64` after optimising.
    The campaign reports opt-O3 as differing; reduce keeps that difference in a smaller IR whose
    reference run is clean."""
    if not shutil.which("llvm-reduce-19") or not shutil.which("opt-19"):
        print("llvm-reduce-19 or opt-19 missing: reduce not tested")
        return
    fake = fake_opt(os.path.join(tmp, "fake-opt.sh"))
    env = {"NVVM_SIM_OPT19": fake}
    out = os.path.join(tmp, "red")
    r = run(["fuzz", "campaign", "--seeds", "1..1", "--mode", "arith", "--max-stmts", "2", "--max-depth", "1",
             "--configs", "opt-O3", "--out", out], env=env)
    res = lines(os.path.join(out, "results.jsonl"))
    check(r.returncode == 1 and res[0]["signature"] == "differ:opt-O3:out.bin", f"planted opt bug: {res}")
    case = os.path.join(out, "cases", "1")
    r = run(["fuzz", "reduce", case, "--timeout", "20"], env=env)
    reduced = os.path.join(case, "reduce", "reduced.ll")
    check(r.returncode == 0 and os.path.exists(reduced), f"reduce: exit {r.returncode}: {r.stderr}")
    if os.path.exists(reduced):
        n0 = len(open(os.path.join(case, "kernel.O0.ll")).readlines())
        n1 = len(open(reduced).readlines())
        check(n1 < n0, f"reduced.ll has {n1} lines, kernel.O0.ll {n0}")
        t = subprocess.run([os.path.join(case, "reduce", "interesting-ir.sh"), reduced], env=dict(os.environ, **env))
        check(t.returncode == 0, "the reduced IR no longer shows the difference")
        r = run(["run", reduced, "--script", os.path.join(case, "script.json"), "--check", "all", "--stack-size",
                 "262144", "--dump-dir", os.path.join(tmp, "rr")])
        check(r.returncode == 0, f"the reduced IR is not clean: {r.stderr[:2000]}")
        # A candidate with more undef than the reference had is refused, difference or not: initcheck
        # does not see values computed from IR constants, so undef would let a "difference" in.
        base = open(reduced).read()
        extra = os.path.join(tmp, "undef.ll")
        with open(extra, "w") as f:
            n = len(open(os.path.join(case, "kernel.O0.ll")).read().split("undef")) + 1
            f.write(base + "".join(f"@extra{i} = internal global i32 undef\n" for i in range(n)))
        t = subprocess.run([os.path.join(case, "reduce", "interesting-ir.sh"), extra], env=dict(os.environ, **env))
        check(t.returncode == 1, f"a candidate with more undef than the reference was kept: {t.returncode}")
    # Nothing to reduce: a case whose configurations agree, or no case at all.
    r = run(["fuzz", "reduce", os.path.join(tmp, "nothing")])
    check(r.returncode == 3 and "result.json" in r.stderr, f"reduce of nothing: {r.returncode} {r.stderr}")
    agree = os.path.join(tmp, "agree-case")
    os.makedirs(agree)
    with open(os.path.join(agree, "result.json"), "w") as f:
        json.dump({"seed": 1, "mode": "arith", "status": "agree", "configs": {"O2": "agree"}}, f)
    r = run(["fuzz", "reduce", agree])
    check(r.returncode == 1 and "nothing to reduce" in r.stderr, f"reduce of agree: {r.returncode} {r.stderr}")


def main():
    if not shutil.which("clang-19") and not os.environ.get("NVVM_SIM_CLANG19"):
        print("clang-19 is not installed: skipped")
        return 77
    tmp = tempfile.mkdtemp(prefix="fuzz-cli-")
    try:
        test_gen(tmp)
        test_campaign(tmp)
        test_batches(tmp)
        test_shards(tmp)
        test_reduce(tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
