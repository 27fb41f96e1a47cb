#!/usr/bin/env python3
"""relaxed_soundness.py - runs litmus tests as kernels under --memory-model relaxed and checks that
every outcome they produce is one the PTX memory model allows (issue 19; docs/semantics.md).

    relaxed_soundness.py NVVM_SIM [TEST.litmus | DIR ...] [--runs 25] [--seeds 4] [--seed 1] [-v]

For each test: `nvvm-sim litmus --report json` gives the outcomes the model allows (the axiomatic
check, which cites its verdicts in conformance/litmus/); this script translates the test's threads
into one NVVM IR kernel (a CTA per `cta`, each thread in a warp of its own, its instructions in
order: loads, stores, fences and atomics with their orderings and scopes, mapped to LLVM's as in
docs/memory-model.md's NVPTX table), runs it RUNS times in one launch script under
`--memory-model relaxed --seed S` (each launch draws differently) for SEEDS seeds from SEED (the odd
ones with `--schedule random`, a random block order), and compares every observed outcome with the
allowed set. A test with an instruction, a location kind
or a placement the translator does not take (branches, barriers, compare-and-swap, shared
locations, more than one GPU, proxies) is skipped and counted.

Prints one line per test (runs, distinct outcomes, weak outcomes seen, i.e. allowed under PTX and
not under SC) and a summary; exits 1 when some run produced a forbidden outcome, 2 on usage errors.
"""
import argparse
import json
import os
import re
import struct
import subprocess
import sys
import tempfile

SCOPES = {"cta": ' syncscope("block")', "gpu": ' syncscope("device")', "sys": ""}
ORDER = {"relaxed": "monotonic", "acquire": "acquire", "release": "release", "acq_rel": "acq_rel",
         "sc": "seq_cst"}
RMW = {"add": "add", "exch": "xchg", "and": "and", "or": "or", "xor": "xor", "max": "max", "min": "min"}


class Skip(Exception):
    pass


def parse(path):
    """The test's initial values, threads (name, cta, gpu, instructions) and nothing else."""
    text = open(path).read()
    body = text[text.index("{") + 1:]
    init_text, rest = body.split("}", 1)
    init = {}
    for item in init_text.replace("\n", " ").split(";"):
        item = item.strip()
        if not item:
            continue
        m = re.fullmatch(r"(\w+)\s*=\s*(-?\d+)", item)
        if m:
            init[m.group(1)] = int(m.group(2))
        elif re.fullmatch(r"P\d+:\w+\s*=\s*-?\d+", item):
            continue  # register initial values: registers start at 0 here too
        else:
            raise Skip(f"initial value {item!r}")
    lines = [l for l in rest.splitlines() if l.strip()]
    header = [c.strip() for c in lines[0].rstrip().rstrip(";").split("|")]
    threads = []
    for h in header:
        m = re.fullmatch(r"(P\d+)@cta (\d+),\s*gpu (\d+)", h)
        if not m:
            raise Skip(f"thread placement {h!r}")
        if m.group(3) != "0":
            raise Skip("more than one GPU")
        threads.append({"name": m.group(1), "cta": int(m.group(2)), "code": []})
    for line in lines[1:]:
        if re.match(r"\s*(exists|~exists|forall|~forall)", line) or not line.rstrip().endswith(";"):
            break
        cells = [c.strip() for c in line.rstrip().rstrip(";").split("|")]
        if len(cells) != len(threads):
            raise Skip("ragged instruction row")
        for t, cell in zip(threads, cells):
            if cell:
                t["code"].append(cell)
    return init, threads


def access(parts, strong):
    """The LLVM qualifiers of `ld.SEM[.SCOPE]` / `st.SEM[.SCOPE]` (SEM weak, volatile, relaxed or
    `strong`, the release of a store or the acquire of a load): the keyword before the type and the
    scope and ordering after the pointer."""
    sem = parts[1]
    if sem == "weak" and len(parts) == 2:
        return "", ""
    if sem == "volatile" and len(parts) == 2:
        return "volatile ", ""
    if sem in ("relaxed", strong) and len(parts) == 3 and parts[2] in SCOPES:
        return "atomic ", f"{SCOPES[parts[2]]} {ORDER[sem]}"
    raise Skip(".".join(parts))


def translate(init, threads):
    """One kernel over `%loc` (a global i32 per location, in `init`'s order) and `%out` (16 i32
    registers per thread): block `cta`, warp k of it is the CTA's k-th thread."""
    locs = sorted(init)
    ctas = sorted({t["cta"] for t in threads})
    per_cta = {c: [t for t in threads if t["cta"] == c] for c in ctas}
    lines = ["target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"",
             "target triple = \"nvptx64-nvidia-cuda\"",
             "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
             "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
             "define void @litmus(ptr addrspace(1) %loc, ptr addrspace(1) %out) {",
             "entry:",
             "  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
             "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
             "  %who = mul i32 %cta, 1024",
             "  %id = add i32 %who, %tid"]
    cases = []
    for c in ctas:
        for k, t in enumerate(per_cta[c]):
            cases.append((ctas.index(c) * 1024 + 32 * k, t))
    lines.append("  switch i32 %id, label %done [" + " ".join(f"i32 {i}, label %{t['name']}" for i, t in cases) + "]")
    registers = {}
    for _, t in cases:
        lines.append(f"{t['name']}:")
        regs = {}
        n = [0]

        def tmp():
            n[0] += 1
            return f"%{t['name']}.t{n[0]}"

        def addr(loc):
            if loc not in init:
                raise Skip(f"location {loc!r}")
            v = tmp()
            lines.append(f"  {v} = getelementptr i32, ptr addrspace(1) %loc, i32 {locs.index(loc)}")
            return v

        def value(x):
            if re.fullmatch(r"-?\d+", x):
                return x
            if x in regs:
                return regs[x]
            raise Skip(f"operand {x!r}")

        for ins in t["code"]:
            op, _, args = ins.partition(" ")
            a = [s.strip() for s in args.split(",")] if args else []
            parts = op.split(".")
            if parts[0] == "st" and len(a) == 2:
                p, v = addr(a[0]), value(a[1])
                kind, order = access(parts, "release")
                lines.append(f"  store {kind}i32 {v}, ptr addrspace(1) {p}{order}, align 4")
            elif parts[0] == "ld" and len(a) == 2:
                p = addr(a[1])
                r = tmp()
                kind, order = access(parts, "acquire")
                lines.append(f"  {r} = load {kind}i32, ptr addrspace(1) {p}{order}, align 4")
                regs[a[0]] = r
            elif parts[0] == "fence" and len(parts) == 3 and parts[1] in ("sc", "acq_rel") and parts[2] in SCOPES:
                lines.append(f"  fence{SCOPES[parts[2]]} {ORDER[parts[1]]}")
            elif parts[0] == "membar" and len(parts) == 2:
                scope = {"cta": "cta", "gl": "gpu", "sys": "sys"}.get(parts[1])
                if not scope:
                    raise Skip(op)
                lines.append(f"  fence{SCOPES[scope]} seq_cst")
            elif parts[0] in ("atom", "red") and len(parts) == 4 and parts[1] in ORDER and parts[2] in SCOPES \
                    and parts[3] in RMW:
                dst, rest = (a[0], a[1:]) if parts[0] == "atom" else (None, a)
                if len(rest) != 2:
                    raise Skip(ins)
                p, v = addr(rest[0]), value(rest[1])
                r = tmp()
                order = ORDER[parts[1]]
                lines.append(f"  {r} = atomicrmw {RMW[parts[3]]} ptr addrspace(1) {p}, i32 {v}"
                             f"{SCOPES[parts[2]]} {order}, align 4")
                if dst:
                    regs[dst] = r
            else:
                raise Skip(op)
        index = threads.index(t)
        registers[t["name"]] = sorted(regs)
        for j, reg in enumerate(sorted(regs)):
            if j >= 16:
                raise Skip("more than 16 registers in a thread")
            q = tmp()
            lines.append(f"  {q} = getelementptr i32, ptr addrspace(1) %out, i32 {16 * index + j}")
            lines.append(f"  store i32 {regs[reg]}, ptr addrspace(1) {q}, align 4")
        lines.append("  br label %done")
    lines += ["done:", "  ret void", "}", "!nvvm.annotations = !{!0}", "!0 = !{ptr @litmus, !\"kernel\", i32 1}"]
    block = 32 * max(len(v) for v in per_cta.values())
    return "\n".join(lines) + "\n", len(ctas), block, locs, registers


def check_test(sim, path, runs, seed, seeds, verbose):
    proc = subprocess.run([sim, "litmus", path, "--report", "json"], capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        return "skip", f"litmus exited {proc.returncode}"
    doc = json.loads(proc.stdout)
    observed = doc["observed"]
    allowed = {tuple(o["values"][k] for k in observed) for o in doc["outcomes"] if o["ptx"]["allowed"]}
    weak = {tuple(o["values"][k] for k in observed) for o in doc["outcomes"]
            if o["ptx"]["allowed"] and not o["sc"]["allowed"]}
    try:
        init, threads = parse(path)
        module, grid, block, locs, registers = translate(init, threads)
    except Skip as e:
        return "skip", str(e)
    for key in observed:
        if ":" in key:
            name, reg = key.split(":")
            if reg not in registers.get(name, []):
                return "skip", f"observed register {key} is not written"
        elif key not in locs:
            return "skip", f"observed {key}"
    with tempfile.TemporaryDirectory(prefix="nvvm-sim-relaxed-") as tmp:
        with open(os.path.join(tmp, "k.ll"), "w") as f:
            f.write(module)
        with open(os.path.join(tmp, "init.bin"), "wb") as f:
            f.write(struct.pack(f"<{len(locs)}i", *[init[l] for l in locs]))
        steps = [{"op": "alloc", "buffer": "loc", "bytes": 4 * len(locs)},
                 {"op": "alloc", "buffer": "out", "bytes": 64 * len(threads)}]
        for k in range(runs):
            steps += [{"op": "h2d", "buffer": "loc", "offset": 0, "bytes": 4 * len(locs), "file": "init.bin"},
                      {"op": "memset", "buffer": "out", "offset": 0, "bytes": 64 * len(threads), "value": 0},
                      {"op": "launch", "kernel": "litmus", "grid": [grid, 1, 1], "block": [block, 1, 1],
                       "args": [{"type": "ptr", "buffer": "loc", "offset": 0},
                                {"type": "ptr", "buffer": "out", "offset": 0}]},
                      {"op": "d2h", "buffer": "loc", "offset": 0, "bytes": 4 * len(locs), "file": f"loc{k}.bin"},
                      {"op": "d2h", "buffer": "out", "offset": 0, "bytes": 64 * len(threads), "file": f"out{k}.bin"}]
        with open(os.path.join(tmp, "s.json"), "w") as f:
            json.dump({"steps": steps}, f)
        seen = {}
        # The block order is drawn once per run (from --seed): the default order and random orders
        # of a few seeds, each with RUNS launches that draw their drains differently.
        for s in range(seeds):
            schedule = ["--schedule", "random"] if s % 2 else []
            proc = subprocess.run([sim, "run", os.path.join(tmp, "k.ll"), "--script", os.path.join(tmp, "s.json"),
                                   "--memory-model", "relaxed", *schedule, "--seed", str(seed + s),
                                   "--dump-dir", tmp], capture_output=True, text=True, timeout=600)
            if proc.returncode != 0:
                return "error", f"run exited {proc.returncode}: {proc.stderr[-800:]}"
            for k in range(runs):
                loc = struct.unpack(f"<{len(locs)}i", open(os.path.join(tmp, f"loc{k}.bin"), "rb").read())
                out = struct.unpack(f"<{16 * len(threads)}i", open(os.path.join(tmp, f"out{k}.bin"), "rb").read())
                values = []
                for key in observed:
                    if ":" in key:
                        name, reg = key.split(":")
                        index = [t["name"] for t in threads].index(name)
                        values.append(out[16 * index + registers[name].index(reg)])
                    else:
                        values.append(loc[locs.index(key)])
                seen[tuple(values)] = seen.get(tuple(values), 0) + 1
    forbidden = {v: n for v, n in seen.items() if v not in allowed}
    if verbose:
        print(f"  {os.path.basename(path)}: {dict(zip(['outcomes'], [seen]))}")
    if forbidden:
        return "forbidden", f"{forbidden} (observed {observed}; allowed {sorted(allowed)})"
    return "ok", f"{runs * seeds} runs, {len(seen)} outcomes, weak seen {sum(n for v, n in seen.items() if v in weak)}"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sim")
    ap.add_argument("tests", nargs="*")
    ap.add_argument("--runs", type=int, default=25)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seeds", type=int, default=4, help="runs of the script: seeds SEED.. (odd ones: random block order)")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    roots = args.tests or [os.path.join(here, "..", "..", "conformance", "litmus")]
    paths = []
    for r in roots:
        if os.path.isdir(r):
            for d, _, files in os.walk(r):
                paths += [os.path.join(d, f) for f in files if f.endswith(".litmus")]
        else:
            paths.append(r)
    counts = {"ok": 0, "skip": 0, "forbidden": 0, "error": 0}
    runs = 0
    weak_tests = 0
    for p in sorted(paths):
        status, detail = check_test(args.sim, p, args.runs, args.seed, args.seeds, args.verbose)
        counts[status] += 1
        if status == "ok":
            runs += args.runs * args.seeds
            weak_tests += not detail.endswith("weak seen 0")
        print(f"{status:9} {os.path.relpath(p)}: {detail}")
    print(f"relaxed soundness: {counts['ok']} tests ran ({runs} runs; a weak outcome seen in {weak_tests}), "
          f"{counts['forbidden']} produced a forbidden outcome, {counts['error']} errors, {counts['skip']} skipped")
    sys.exit(1 if counts["forbidden"] or counts["error"] else 0)


if __name__ == "__main__":
    main()
