#!/usr/bin/env python3
"""`nvvm-sim run --profile` (docs/profile.md) on kernels whose metrics are worked out by hand.

Usage: profile_cli_test.py NVVM_SIM

Every expected value below comes from the kernel's text and the rules of docs/profile.md (32-byte
sectors, 32 banks of 4-byte words, one warp of 32 lanes), not from nvvm-sim's output; the
comments show the arithmetic.
"""

import json
import os
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
KERNELS = os.path.join(HERE, "profile", "kernels.ll")
PATTERNS = os.path.join(HERE, "profile", "patterns.ll")
EXAMPLES = os.path.join(HERE, "..", "..", "..", "examples", "profile")
sys.path.insert(0, HERE)
import trace_format  # noqa: E402


def line_of(text, path=KERNELS):
    """The 1-based line of `path` that holds `text` (once)."""
    lines = [i + 1 for i, l in enumerate(open(path).read().splitlines()) if text in l]
    assert len(lines) == 1, (text, lines)
    return lines[0]


def run(sim, kernel, args, extra=(), grid="1", block="32", threads="1"):
    cmd = [sim, "run", KERNELS, "--kernel", kernel, "--grid", grid, "--block", block, "--threads", threads,
           "--profile", "--report", "json"] + list(extra)
    for a in args:
        cmd += ["--arg", a]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, (cmd, r.returncode, r.stderr)
    return json.loads(r.stdout), r.stderr


def kernel_of(doc, name):
    (k,) = [k for k in doc["profile"]["kernels"] if k["name"] == name]
    return k


def line(k, text):
    n = line_of(text)
    (l,) = [l for l in k["lines"] if l["line"] == n and l["file"].endswith("kernels.ll")]
    return l


def near(a, b):
    return a is not None and abs(a - b) < 1e-9


def test_shared_stride_32(sim):
    doc, err = run(sim, "shared_walk", ["buf:f32:32:out", "i32:32"])
    k = kernel_of(doc, "shared_walk")
    # Lane l touches word 32*l (+ the variable's base word): every word is in the same bank, so
    # each of the two requests (the store, the load) needs 32 wavefronts where 1 would do.
    assert k["shared_requests"] == 2 and k["shared_load_requests"] == 1 and k["shared_store_requests"] == 1, k
    assert k["shared_wavefronts"] == 64 and k["shared_ideal_wavefronts"] == 2, k
    assert k["shared_bank_conflicts"] == 62, k  # 31 replays per request
    assert k["shared_max_conflict_degree"] == 32, k
    store = line(k, "store float 1.0, ptr addrspace(3) %p")
    assert store["shared_bank_conflicts"] == 31 and store["shared_wavefronts"] == 32, store
    assert "shared bank conflicts" in err and "62" in err, err


def test_shared_stride_33(sim):
    doc, _ = run(sim, "shared_walk", ["buf:f32:32:out", "i32:33"])
    k = kernel_of(doc, "shared_walk")
    # Word 33*l is in bank (base + 33*l) % 32 = (base + l) % 32: 32 lanes, 32 different banks.
    assert k["shared_requests"] == 2 and k["shared_wavefronts"] == 2, k
    assert k["shared_bank_conflicts"] == 0 and k["shared_max_conflict_degree"] == 1, k


def test_global_coalesced(sim):
    doc, _ = run(sim, "global_walk", ["buf:f32:64:iota", "buf:f32:32:out", "i32:1"])
    k = kernel_of(doc, "global_walk")
    # 32 lanes x 4 bytes at 4*l from the allocation's start: bytes 0..127, sectors 0..3.
    assert k["global_load_requests"] == 1 and k["global_load_sectors"] == 4, k
    assert near(k["global_load_sectors_per_request"], 4.0), k
    assert near(k["global_store_sectors_per_request"], 4.0), k
    load = line(k, "%v = load float, ptr addrspace(1) %p")
    assert load["global_load_sectors"] == 4 and load["inst_executed"] == 1, load


def test_global_stride_2(sim):
    doc, _ = run(sim, "global_walk", ["buf:f32:64:iota", "buf:f32:32:out", "i32:2"])
    k = kernel_of(doc, "global_walk")
    # Lane l reads bytes 8*l..8*l+3: 0..251, which lie in sectors 0..7 (4 lanes per sector).
    assert k["global_load_sectors"] == 8 and near(k["global_load_sectors_per_request"], 8.0), k
    assert near(k["global_store_sectors_per_request"], 4.0), k


def test_divergent_branch(sim):
    doc, err = run(sim, "branch", ["buf:i32:32:out", "i32:1"])
    k = kernel_of(doc, "branch")
    # entry: tid, and, icmp, gep, br (5 instructions, 32 lanes); then: store, br (16 lanes);
    # else: store, br (16 lanes); join: ret (32 lanes, after reconvergence).
    assert k["inst_executed"] == 10, k
    assert k["thread_inst_executed"] == 5 * 32 + 4 * 16 + 32, k
    assert near(k["warp_execution_efficiency"], 100.0 * 256 / 320), k  # 80%
    # Branches: the conditional one (divergent) and the two unconditional ones (uniform).
    assert k["branches"] == 3 and k["divergent_branches"] == 1, k
    assert near(k["branch_efficiency"], 100.0 * 2 / 3), k
    for side in ("store i32 1,", "store i32 2,"):
        l = line(k, side)
        assert l["inst_executed"] == 1 and near(l["warp_execution_efficiency"], 50.0), l
        # 16 lanes' words in bytes 0..127 (odd or even lanes): still the 4 sectors.
        assert l["global_store_sectors"] == 4, l
    br = line(k, "br i1 %odd")
    assert br["divergent_branches"] == 1 and near(br["branch_efficiency"], 0.0), br
    assert "80.0%" in err and "66.7%" in err, err


def test_uniform_branch(sim):
    doc, _ = run(sim, "branch", ["buf:i32:32:out", "i32:32"])
    k = kernel_of(doc, "branch")
    # tid & 32 is 0 in every lane of warp 0: only the else side runs, with 32 lanes.
    assert k["inst_executed"] == 8 and k["thread_inst_executed"] == 8 * 32, k
    assert near(k["warp_execution_efficiency"], 100.0) and near(k["branch_efficiency"], 100.0), k
    assert all(l["line"] != line_of("store i32 1,") for l in k["lines"]), k["lines"]


def test_atomics_and_local(sim):
    doc, _ = run(sim, "atomics", ["buf:i32:32:out", "i32:1"])
    k = kernel_of(doc, "atomics")
    # All 32 lanes add to word 0: 1 address, 32 lanes on it.
    assert k["atomic_requests"] == 1 and k["atomic_lanes"] == 32 and k["atomic_addresses"] == 1, k
    assert k["atomic_max_contention"] == 32, k
    # One local store of 4 bytes per lane.
    assert k["local_store_requests"] == 1 and k["local_bytes"] == 128, k
    doc, _ = run(sim, "atomics", ["buf:i32:32:out", "i32:32"])
    k = kernel_of(doc, "atomics")
    assert k["atomic_addresses"] == 32 and k["atomic_max_contention"] == 1, k


def test_two_warps_and_launches(sim):
    # 64 threads: warp 1 has tid & 32 != 0 everywhere, warp 0 == 0: each warp uniform.
    doc, _ = run(sim, "branch", ["buf:i32:64:out", "i32:32"], block="64", grid="2")
    k = kernel_of(doc, "branch")
    # 4 warps (2 blocks x 2), 8 instructions each, every one with 32 lanes.
    assert k["inst_executed"] == 32 and k["branches"] == 8 and k["divergent_branches"] == 0, k
    # --threads 4: the host threads' counts merge to the same numbers.
    doc4, _ = run(sim, "branch", ["buf:i32:64:out", "i32:32"], threads="4", block="64", grid="8")
    assert kernel_of(doc4, "branch")["inst_executed"] == 8 * 2 * 8, doc4


# The address patterns of patterns.ll, each worked out by hand from the rules (32-byte sectors;
# 32 banks of 4-byte words, word w in bank w % 32; the wavefronts of a request are the most
# distinct words of one bank). They cover the profiler's fast paths and their edges: a site's
# repeated request (the same offsets moved by whole units, or not), broadcasts, gaps, 8- and
# 16-byte accesses, partial masks, spans past the one-pass window, and the atomic table's span.
def pattern(sim, kernel, offs, lanes=-1, n=1, step=0, mul=0, split=0):
    """The profile's lines of `kernel` (patterns.ll) keyed by the value they define."""
    assert len(offs) == 32
    with tempfile.TemporaryDirectory() as d:
        f = os.path.join(d, "offs.bin")
        with open(f, "wb") as out:
            out.write(struct.pack("<32i", *offs))
        cmd = [sim, "run", PATTERNS, "--kernel", kernel, "--grid", "1", "--block", "32", "--threads", "1",
               "--profile", "--report", "json", "--arg", "buf:i32:32:file=" + f, "--arg", "buf:i32:40000"]
        for v in (lanes, n, step, mul) + ((split,) if kernel == "pattern4" else ()):
            cmd += ["--arg", "i32:%d" % v]
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, (cmd, r.returncode, r.stderr)
    k = kernel_of(json.loads(r.stdout), kernel)
    lines = {}
    for name in ("g4", "s4", "a4", "g8", "s8", "g16", "s16"):
        if kernel == "pattern%s" % name[1:]:
            n_ = line_of("%%%s = " % name, PATTERNS)
            (lines[name],) = [x for x in k["lines"] if x["line"] == n_]
    return lines


def expect(line, **want):
    got = {key: line[key] for key in want}
    assert got == want, (got, want)


def shared(line, requests, wavefronts, ideal, degree):
    expect(line, shared_load_requests=requests, shared_wavefronts=wavefronts, shared_ideal_wavefronts=ideal,
           shared_bank_conflicts=wavefronts - ideal, shared_max_conflict_degree=degree)


LIN4 = [4 * l for l in range(32)]


def test_pattern_broadcast_one_lane_apart(sim):
    # Lanes at byte 0, lane 5 at byte 128 (word 32, bank 0 too); twice, the second 256 bytes on.
    offs = [128 if l == 5 else 0 for l in range(32)]
    p = pattern(sim, "pattern4", offs, n=2, step=256)
    expect(p["g4"], global_load_requests=2, global_load_sectors=2 + 2)  # sectors {0, 4}, then {8, 12}
    shared(p["s4"], 2, 2 + 2, 1 + 1, 2)  # words {0, 32} then {64, 96}: two words in bank 0
    expect(p["a4"], atomic_requests=2, atomic_lanes=64, atomic_addresses=4, atomic_max_contention=31)


def test_pattern_consecutive_with_gap(sim):
    # Words 0..15 and 17..32: bytes 0..63 (sectors 0, 1) and 68..131 (sectors 2, 3, 4).
    offs = [4 * l if l < 16 else 4 * l + 4 for l in range(32)]
    p = pattern(sim, "pattern4", offs)
    expect(p["g4"], global_load_requests=1, global_load_sectors=5)
    shared(p["s4"], 1, 2, 1, 2)  # 32 words, but words 0 and 32 share bank 0
    expect(p["a4"], atomic_lanes=32, atomic_addresses=32, atomic_max_contention=1)


def test_pattern_broadcast(sim):
    # Every lane at one word, three times, 32 bytes apart: one sector, one wavefront each.
    p = pattern(sim, "pattern4", [0] * 32, n=3, step=32)
    expect(p["g4"], global_load_requests=3, global_load_sectors=3)
    shared(p["s4"], 3, 3, 3, 1)
    expect(p["a4"], atomic_requests=3, atomic_lanes=96, atomic_addresses=3, atomic_max_contention=32)


def test_pattern_moved_by_a_word(sim):
    # Consecutive words at bytes 0..127 (4 sectors), then at 4..131 (sectors 0..4: 5): the same
    # offsets, moved by less than a sector, must be counted again; in shared memory one wavefront each.
    p = pattern(sim, "pattern4", LIN4, n=2, step=4)
    expect(p["g4"], global_load_requests=2, global_load_sectors=4 + 5)
    shared(p["s4"], 2, 2, 2, 1)
    expect(p["a4"], atomic_addresses=64, atomic_max_contention=1)


def test_pattern_stride_changes(sim):
    # Stride 4 bytes (4 sectors; words 0..31, one per bank), then 8 (bytes 0..251: 8 sectors;
    # words 0, 2, .., 62: words 2l and 2l + 32 share a bank, so 2 wavefronts for 1).
    p = pattern(sim, "pattern4", LIN4, n=2, mul=1)
    expect(p["g4"], global_load_requests=2, global_load_sectors=4 + 8)
    shared(p["s4"], 2, 1 + 2, 1 + 1, 2)


def test_pattern_partial_masks(sim):
    # Lanes 0..15, consecutive: bytes 0..63 (2 sectors), then 128..191 (2 sectors); 16 words.
    p = pattern(sim, "pattern4", LIN4, lanes=0xFFFF, n=2, step=128)
    expect(p["g4"], global_load_requests=2, global_load_sectors=4)
    shared(p["s4"], 2, 2, 2, 1)
    expect(p["a4"], atomic_lanes=32, atomic_addresses=32)
    # All lanes (bytes 0..127: 4 sectors), then lanes 0..15 again (bytes 0..63: 2 sectors; the
    # other lanes' registers still hold their addresses): fewer lanes must be counted again.
    p = pattern(sim, "pattern4", LIN4, n=1, split=16)
    expect(p["g4"], global_load_requests=2, global_load_sectors=4 + 2)
    shared(p["s4"], 2, 2, 2, 1)
    expect(p["a4"], atomic_lanes=48, atomic_addresses=48)
    # The even lanes: words 0, 2, .., 30 in bytes 0..123, every sector of 0..127 touched.
    p = pattern(sim, "pattern4", LIN4, lanes=0x55555555)
    expect(p["g4"], global_load_requests=1, global_load_sectors=4)
    shared(p["s4"], 1, 1, 1, 1)
    expect(p["a4"], atomic_lanes=16, atomic_addresses=16)


def test_pattern_past_the_window(sim):
    # Stride 4096 bytes: 32 sectors far apart; in the 8 KiB of @sbuf, words 0 and 1024 (bank 0).
    p = pattern(sim, "pattern4", [4096 * l for l in range(32)])
    expect(p["g4"], global_load_sectors=32)
    shared(p["s4"], 1, 2, 1, 2)
    expect(p["a4"], atomic_addresses=32, atomic_max_contention=1)


def test_pattern_atomic_span(sim):
    # 31 lanes at byte 0 and one at 4092 (within the table's 4 KiB span) or at 4096 (past it):
    # 2 addresses, 31 lanes on one, either way.
    for last, degree in ((4092, 1), (4096, 2)):  # word 1023 is in bank 31, word 1024 in bank 0
        p = pattern(sim, "pattern4", [0] * 31 + [last])
        expect(p["a4"], atomic_lanes=32, atomic_addresses=2, atomic_max_contention=31)
        expect(p["g4"], global_load_sectors=2)  # sector 0 and sector 127 (or 128)
        shared(p["s4"], 1, degree, 1, degree)


def test_pattern_8_bytes(sim):
    # 8-byte lanes (generic pointers): bytes 0..255 (8 sectors), then 8..263 (sectors 0..8: 9);
    # words 0..63 then 2..65: two per bank, so 2 wavefronts, as 64 words need anyway.
    p = pattern(sim, "pattern8", [8 * l for l in range(32)], n=2, step=8)
    expect(p["g8"], global_load_requests=2, global_load_sectors=8 + 9)
    shared(p["s8"], 2, 4, 4, 2)
    p = pattern(sim, "pattern8", [8 * l for l in range(32)], n=2, step=256)
    expect(p["g8"], global_load_requests=2, global_load_sectors=16)
    shared(p["s8"], 2, 4, 4, 2)
    # 31 lanes at byte 0 and one at 8: bytes 0..15, one sector; words 0..3 in 4 banks.
    p = pattern(sim, "pattern8", [0] * 31 + [8])
    expect(p["g8"], global_load_sectors=1)
    shared(p["s8"], 1, 1, 1, 1)
    # Lanes 4..7, 12..15, 20..23, 28..31: sectors 1, 3, 5, 7; words 8..15, 24..31, 40..47, 56..63
    # (banks 8..15 and 24..31 twice each: 32 words, 2 wavefronts where 1 would do).
    p = pattern(sim, "pattern8", [8 * l for l in range(32)], lanes=0xF0F0F0F0 - (1 << 32))
    expect(p["g8"], global_load_sectors=4)
    shared(p["s8"], 1, 2, 1, 2)


def test_pattern_16_bytes(sim):
    # Consecutive 16-byte lanes: bytes 0..511 (16 sectors), 128 words, 4 per bank.
    p = pattern(sim, "pattern16", [16 * l for l in range(32)])
    expect(p["g16"], global_load_sectors=16)
    shared(p["s16"], 1, 4, 4, 4)
    # Lane pairs on one vector: bytes 0..255 (8 sectors), 64 words.
    p = pattern(sim, "pattern16", [16 * (l // 2) for l in range(32)])
    expect(p["g16"], global_load_sectors=8)
    shared(p["s16"], 1, 2, 2, 2)
    # Stride 32 bytes: a sector per lane; words 8l..8l+3 fill banks 0..3, 8..11, 16..19 and
    # 24..27 with 8 words each: 8 wavefronts for the 4 that 128 words need.
    p = pattern(sim, "pattern16", [32 * l for l in range(32)])
    expect(p["g16"], global_load_sectors=32)
    shared(p["s16"], 1, 8, 4, 8)


def test_source_listing(sim):
    cmd = [sim, "run", KERNELS, "--kernel", "branch", "--grid", "1", "--block", "32", "--profile=source",
           "--arg", "buf:i32:32", "--arg", "i32:1"]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    rows = r.stderr.splitlines()
    n = line_of("store i32 1,")
    (row,) = [x for x in rows if x.rstrip().endswith("store i32 1, ptr addrspace(1) %p, align 4")]
    # The row: instructions 1, lanes 50.0%, then the line number and the source text.
    assert row.split()[0:2] == ["1", "50.0%"] and (" %d  " % n) in row, row
    # A line that did not run has no metrics: its text follows the blank columns.
    (declare,) = [x for x in rows if x.rstrip().endswith("declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()")]
    assert declare.split()[0].isdigit() and declare.split()[1] == "declare", declare


def test_profile_off(sim):
    r = subprocess.run([sim, "run", KERNELS, "--kernel", "branch", "--grid", "1", "--block", "32", "--arg",
                        "buf:i32:32", "--arg", "i32:1", "--report", "json"], capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0 and "profile" not in json.loads(r.stdout), r.stdout
    assert "profile of kernel" not in r.stderr, r.stderr


def test_bad_value(sim):
    r = subprocess.run([sim, "run", KERNELS, "--kernel", "branch", "--grid", "1", "--block", "32",
                        "--profile=lines"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "--profile" in r.stderr, (r.returncode, r.stderr)


def example(sim, name, extra=()):
    # Run in the examples' folder, as their README does: instructions without a source line (line 0,
    # made by the compiler) show as lines of NAME.ll, named as the script names it.
    r = subprocess.run([os.path.abspath(sim), "run", name + ".json", "--threads", "1", "--profile", "--report",
                        "json"] + list(extra), capture_output=True, text=True, timeout=60, cwd=EXAMPLES)
    assert r.returncode == 0, (name, r.returncode, r.stderr)
    return json.loads(r.stdout), r.stderr


def table_part(err):
    """The profile table of stderr (from its first line on)."""
    return err[err.index("profile of kernel"):]


def check_golden(name, err):
    with open(os.path.join(EXAMPLES, name + ".profile.txt")) as f:
        want = f.read()
    assert table_part(err) == want, "%s: the table differs from %s.profile.txt:\n%s" % (name, name, table_part(err))


def example_line(k, line):
    """Line `line` of the example's .cu file (instructions at line 0, which the compiler made, are
    listed by their .ll line)."""
    (l,) = [x for x in k["lines"] if x["line"] == line and x["file"].endswith(".cu")]
    return l


def test_example_bank_conflicts(sim):
    doc, err = example(sim, "bank_conflicts")
    bad, good = kernel_of(doc, "transpose_conflicts"), kernel_of(doc, "transpose_padded")
    # 32 warps (block 32x32), each writes a row (no conflict) and reads a column: words x*32 + y,
    # all in bank y (plus the base): 32 wavefronts, 31 conflicts per read, 992 in all.
    assert bad["shared_load_requests"] == 32 and bad["shared_store_requests"] == 32, bad
    assert bad["shared_bank_conflicts"] == 32 * 31 and bad["shared_max_conflict_degree"] == 32, bad
    assert bad["shared_wavefronts"] == 32 * 32 + 32, bad
    assert example_line(bad, 12)["shared_bank_conflicts"] == 992 and example_line(bad, 10)["shared_bank_conflicts"] == 0
    # Rows of 33 words: word x*33 + y is in bank (x + y) % 32, one lane per bank.
    assert good["shared_bank_conflicts"] == 0 and good["shared_wavefronts"] == 64, good
    assert good["shared_max_conflict_degree"] == 1, good
    for k in (bad, good):  # in and out: rows of 32 floats, 4 sectors per warp
        assert near(k["global_load_sectors_per_request"], 4) and near(k["global_store_sectors_per_request"], 4), k
    check_golden("bank_conflicts", err)


def test_example_coalescing(sim):
    doc, err = example(sim, "coalescing")
    per_launch = [l["profile"] for l in doc["launches"]]
    # 8 warps each: element i (4 sectors per warp), 2i (8), 32i (each lane alone in a sector: 32).
    assert [p["global_load_requests"] for p in per_launch] == [8, 8, 8], per_launch
    assert [p["global_load_sectors_per_request"] for p in per_launch] == [4, 8, 32], per_launch
    assert all(p["global_store_sectors_per_request"] == 4 for p in per_launch), per_launch
    strided = kernel_of(doc, "copy_strided")
    assert strided["launches"] == 2 and strided["global_load_sectors"] == 8 * 8 + 8 * 32, strided
    check_golden("coalescing", err)


def test_example_divergence(sim):
    doc, err = example(sim, "divergence")
    div, uni = kernel_of(doc, "divergent"), kernel_of(doc, "uniform")
    # The if on t % 2 (line 9) splits each of the 2 warps once; every other branch is uniform.
    assert div["divergent_branches"] == 2 and example_line(div, 9)["divergent_branches"] == 2, div
    for line in (11, 14):  # each side's loop body: 16 of 32 lanes
        assert near(example_line(div, line)["warp_execution_efficiency"], 50.0), example_line(div, line)
    assert uni["divergent_branches"] == 0 and near(uni["branch_efficiency"], 100.0), uni
    assert near(uni["warp_execution_efficiency"], 100.0), uni
    assert div["warp_execution_efficiency"] < 100.0
    check_golden("divergence", err)


def test_validate_profiles_both_runs(sim):
    ll = os.path.join(EXAMPLES, "coalescing.ll")
    r = subprocess.run([sim, "validate", ll, "--script", os.path.join(EXAMPLES, "coalescing.json"),
                        "--passes=memspace-opt", "--profile"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, (r.returncode, r.stderr)
    before, after = r.stderr.index("--- profile before the passes"), r.stderr.index("--- profile after the passes")
    assert before < after, r.stderr
    # Both runs make the same requests: 16 strided loads of 8 and 32 sectors, 20 per request.
    for part in (r.stderr[before:after], r.stderr[after:]):
        line = [x for x in part.splitlines() if "global load sectors per request" in x and "16 requests" in x]
        assert line and "20.00" in line[0], part


def trace_of(sim, script, extra=()):
    with tempfile.TemporaryDirectory(prefix="nvvm-sim-trace-") as tmp:
        path = os.path.join(tmp, "t.json")
        r = subprocess.run([sim, "run", os.path.join(EXAMPLES, script), "--threads", "2", "--trace", path]
                           + list(extra), capture_output=True, text=True, timeout=60)
        assert r.returncode == 0, (r.returncode, r.stderr)
        with open(path) as f:
            return json.load(f), r.stderr


def test_trace_reduce(sim):
    doc, err = trace_of(sim, "reduce.json")
    assert trace_format.problems(doc) == [], trace_format.problems(doc)[:5]
    ev = doc["traceEvents"]

    def named(name, ph=None):
        return [e for e in ev if e["name"] == name and (ph is None or e["ph"] == ph)]
    # Two blocks (processes 1 and 2) of two warps (threads 0 and 1).
    procs = {e["pid"]: e["args"]["name"] for e in named("process_name")}
    assert procs == {1: "block (0,0,0)", 2: "block (1,0,0)"}, procs
    assert sorted((e["pid"], e["tid"]) for e in named("thread_name")) == [(1, 0), (1, 1), (2, 0), (2, 1)]
    # 7 barriers per block (one before the loop, one per step s = 32, 16, 8, 4, 2, 1), each waited
    # at by both warps, with one flow from the warp that arrived last to the other.
    waits = named("barrier wait", "X")
    assert len(waits) == 2 * 7 * 2, len(waits)
    assert len(named("barrier release", "s")) == 2 * 7 and len(named("barrier release", "f")) == 2 * 7
    # Warp 0 splits at s = 16, 8, 4, 2, 1 (t < s) and at t == 0, and reconverges after each; warp
    # 1 never splits (t >= 32 > s, and t != 0).
    for pid in (1, 2):
        for tid, count in ((0, 6), (1, 0)):
            for name in ("diverge", "reconverge"):
                got = [e for e in named(name, "i") if e["pid"] == pid and e["tid"] == tid]
                assert len(got) == count, (pid, tid, name, len(got))
    # The first split of warp 0 (s = 16): lanes 0-15 add, 16-31 do not.
    first = min((e for e in named("diverge") if e["pid"] == 1), key=lambda e: e["ts"])
    assert first["args"]["lanes"] == "0xffffffff" and sorted(first["args"]["groups"]) == ["0x0000ffff", "0xffff0000"]
    # Spans of each track do not overlap, and the counter follows the runs' lanes.
    for pid in (1, 2):
        for tid in (0, 1):
            spans = sorted((e["ts"], e["ts"] + e["dur"]) for e in ev if e["ph"] == "X" and (e["pid"], e["tid"]) == (pid, tid))
            assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:])), spans
    runs = named("run", "X")
    assert runs and all(e["args"]["active"] == bin(int(e["args"]["lanes"], 16)).count("1") for e in runs)
    assert len(named("active lanes", "C")) == len(runs)
    assert doc["otherData"]["dropped_events"] == 0 and doc["otherData"]["events"] == len(ev)
    assert "left out" not in err


def test_trace_validate(sim):
    # validate runs reduce.json (one launch of 2 blocks of 2 warps) before and after the passes:
    # one file, the second run's blocks after the first's (pids 3 and 4), each run's spans as in
    # test_trace_reduce (7 barriers per block, each waited at by both warps).
    with tempfile.TemporaryDirectory(prefix="nvvm-sim-trace-") as tmp:
        path = os.path.join(tmp, "v.json")
        r = subprocess.run([sim, "validate", os.path.join(EXAMPLES, "reduce.ll"), "--script",
                            os.path.join(EXAMPLES, "reduce.json"), "--passes=memspace-opt", "--trace", path],
                           capture_output=True, text=True, timeout=60)
        assert r.returncode == 0, (r.returncode, r.stderr)
        with open(path) as f:
            doc = json.load(f)
    assert trace_format.problems(doc) == [], trace_format.problems(doc)[:5]
    ev = doc["traceEvents"]
    labels = {e["pid"]: e["args"]["labels"] for e in ev if e["name"] == "process_labels"}
    assert sorted(labels) == [1, 2, 3, 4] and labels[1].startswith("launch 0: ") \
        and labels[3].startswith("launch 1: "), labels
    waits = [e for e in ev if e["name"] == "barrier wait" and e["ph"] == "X"]
    assert len(waits) == 2 * (2 * 7 * 2), len(waits)


def test_trace_limit(sim):
    doc, err = trace_of(sim, "reduce.json", ["--trace-limit", "10"])
    assert len(doc["traceEvents"]) <= 10 and trace_format.problems(doc) == [], trace_format.problems(doc)
    assert doc["otherData"]["dropped_events"] > 0, doc["otherData"]
    assert "events beyond the limit of 10 were left out" in err, err


def main():
    sim = sys.argv[1]
    tests = [(n, f) for n, f in sorted(globals().items()) if n.startswith("test_")]
    failed = []
    for name, f in tests:
        try:
            f(sim)
        except Exception as e:  # noqa: BLE001 (a failed case, whatever it raised)
            failed.append(name)
            print("FAIL %s: %r" % (name, e))
    print("profile_cli: %d of %d cases passed" % (len(tests) - len(failed), len(tests)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
