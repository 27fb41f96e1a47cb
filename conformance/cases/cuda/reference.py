#!/usr/bin/env python3
"""reference.py - inputs, launch scripts and expected outputs of the CUDA programs in this folder.

  python3 conformance/cases/cuda/reference.py [NAME ...]      (build.sh runs it after compiling)

For each program NAME.cu it writes NAME.json (the launch script the three IR variants NAME.o2.ll,
NAME.o0.ll and NAME.clang14.ll share), NAME.*.bin (inputs) and NAME.*.expected.bin (outputs). The
inputs come from a fixed-seed splitmix64 generator; the outputs are computed here, on the CPU, by
re-implementing what each kernel computes (never by running nvvm-sim). Float results are replayed
in the program's own operation order with IEEE rounding (float32 through struct, fma through
exact rationals), so they are compared exactly; only results that a GPU itself does not fix (the
order of floating-point atomics, libdevice's approximations) get a tolerance, stated next to it.

Needs mpmath (the correctly rounded references of libdevice_math) and nothing else.
"""

import json
import math
import os
import re
import struct
import sys
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
FULL = 0xFFFFFFFF
M64 = (1 << 64) - 1


# ---- Deterministic inputs -------------------------------------------------------------------------

class Rng:
    """splitmix64: the same numbers on every Python version and platform."""

    def __init__(self, seed):
        self.s = seed & M64

    def u64(self):
        self.s = (self.s + 0x9E3779B97F4A7C15) & M64
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)

    def below(self, n):
        return self.u64() % n

    def int(self, lo, hi):  # inclusive
        return lo + self.below(hi - lo + 1)

    def unit(self):  # [0, 1) with 53 random bits
        return (self.u64() >> 11) * 2.0 ** -53

    def uniform(self, lo, hi):
        return lo + (hi - lo) * self.unit()

    def shuffle(self, xs):
        for i in range(len(xs) - 1, 0, -1):
            j = self.below(i + 1)
            xs[i], xs[j] = xs[j], xs[i]


# ---- IEEE helpers ---------------------------------------------------------------------------------

def f32(x):
    """Rounds a double to the nearest float32 (ties to even). For +, -, *, / and sqrt of two float32
    values, rounding the double result again to float32 gives the correctly rounded float32 result
    (53 >= 2 * 24 + 2), so f32(a + b) is float32 addition."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


def fma64(a, b, c):
    """fma in double: the exact a * b + c rounded once (int / int division is correctly rounded)."""
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact != 0:
        return float(exact)
    # An exact zero is -0 only when a * b and c are both -0 (round to nearest).
    prod_negative = (math.copysign(1, a) * math.copysign(1, b)) < 0
    return -0.0 if a * b == 0 and c == 0 and prod_negative and math.copysign(1, c) < 0 else 0.0


def round_f32(q):
    """The float32 nearest to the rational q (ties to even), for normal-range values."""
    d = float(q)  # correctly rounded to double
    r = f32(d)
    if r == d or not math.isfinite(r):
        return r
    # d may sit exactly on a float32 midpoint after the first rounding: decide with q itself.
    lo, hi = sorted((r, next_f32(r, d)))
    mid = (Fraction(lo) + Fraction(hi)) / 2
    if q < mid:
        return lo
    if q > mid:
        return hi
    return lo if struct.unpack("<I", struct.pack("<f", lo))[0] % 2 == 0 else hi


def next_f32(r, toward):
    bits = struct.unpack("<I", struct.pack("<f", r))[0]
    up = (toward > r) == (r >= 0)
    bits = bits + 1 if up else bits - 1
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def pack(fmt, values):
    return struct.pack(f"<{len(values)}{fmt}", *values)


# ---- Scripts --------------------------------------------------------------------------------------

ELEM_FMT = {"i32": "i", "u32": "I", "i64": "q", "u64": "Q", "f32": "f", "f64": "d", "u8": "B"}


class Program:
    """Collects the steps and data files of one program's launch script."""

    def __init__(self, name, note):
        self.name = name
        self.note = note
        self.steps = []
        self.files = {}
        self.sizes = {}
        with open(os.path.join(HERE, name + ".o2.ll")) as f:
            self.ir = f.read()

    def kernel(self, short):
        """The mangled name of kernel `short` (C++ mangling: _Z<len><name><params>), checked to be
        the same in the three IR variants."""
        names = set(re.findall(r"^define [^@\n]*@(_Z%d%s[A-Za-z0-9_]*)\(" % (len(short), short), self.ir, re.M))
        if len(names) != 1:
            raise SystemExit(f"{self.name}: kernel {short}: {sorted(names) or 'not found'} in {self.name}.o2.ll")
        name = names.pop()
        for variant in ("o0", "clang14"):
            with open(os.path.join(HERE, f"{self.name}.{variant}.ll")) as f:
                if f"@{name}(" not in f.read():
                    raise SystemExit(f"{self.name}: {name} missing from {self.name}.{variant}.ll")
        return name

    def alloc(self, buf, nbytes):
        self.sizes[buf] = nbytes
        self.steps.append({"op": "alloc", "buffer": buf, "bytes": nbytes})

    def h2d(self, buf, tag, data, offset=0):
        fname = f"{self.name}.{tag}.bin"
        self.files[fname] = data
        self.steps.append({"op": "h2d", "buffer": buf, "offset": offset, "bytes": len(data), "file": fname})

    def input(self, buf, tag, data):
        self.alloc(buf, len(data))
        self.h2d(buf, tag, data)

    def memset(self, buf, value):
        self.steps.append({"op": "memset", "buffer": buf, "offset": 0, "bytes": self.sizes[buf], "value": value})

    def launch(self, short, grid, block, args, dyn=0, note=None):
        step = {"op": "launch", "kernel": self.kernel(short), "grid": list(grid), "block": list(block)}
        if dyn:
            step["dynamic_shared_bytes"] = dyn
        step["args"] = args
        if note:
            step["note"] = note
        self.steps.append(step)

    def expect(self, buf, tag, elem, values, tolerance=None, offset=0, note=None):
        data = pack(ELEM_FMT[elem], values)
        fname = f"{self.name}.{tag}.expected.bin"
        self.files[fname] = data
        step = {"op": "expect", "buffer": buf, "offset": offset, "bytes": len(data), "elem": elem,
                "file": fname, "tolerance": tolerance or {"kind": "exact"}}
        if note:
            step["note"] = note
        self.steps.append(step)

    def write(self):
        for fname, data in self.files.items():
            assert len(data) <= 64 * 1024, fname
            with open(os.path.join(HERE, fname), "wb") as f:
                f.write(data)
        doc = {"note": self.note, "source": self.name + ".cu", "steps": self.steps}
        lines = ["{", f' "note": {json.dumps(self.note)},', f' "source": {json.dumps(self.name + ".cu")},',
                 ' "steps": [']
        lines += ["  " + json.dumps(s) + ("," if k + 1 < len(self.steps) else "") for k, s in enumerate(self.steps)]
        lines += [" ]", "}"]
        text = "\n".join(lines) + "\n"
        assert json.loads(text) == doc
        with open(os.path.join(HERE, self.name + ".json"), "w") as f:
            f.write(text)


def ptr(buf, offset=0):
    return {"type": "ptr", "buffer": buf, "offset": offset}


def i32(v):
    return {"type": "i32", "value": v}


def f32arg(v):
    return {"type": "f32", "value": v, "bits": "0x%08x" % struct.unpack("<I", struct.pack("<f", v))[0]}


# ---- reduce_scan ----------------------------------------------------------------------------------

def reduce_scan():
    p = Program("reduce_scan", "block_reduce: shared-memory tree sum of floats (exact: the tree order is "
                "the program's); block_scan: Hillis-Steele inclusive scan, block totals, __syncthreads_count")
    rng = Rng(1)
    B, n = 128, 1000
    xs = [f32(rng.uniform(-1, 1)) for _ in range(n)]
    p.input("in", "in", pack("f", xs))
    p.alloc("sums", 4 * 4)
    p.launch("block_reduce", (4, 1, 1), (B, 1, 1), [ptr("in"), ptr("sums"), i32(n)])
    sums = []
    for b in range(4):
        s = []
        for t in range(B):
            i = b * 2 * B + t
            v = xs[i] if i < n else 0.0
            if i + B < n:
                v = f32(v + xs[i + B])
            s.append(v)
        stride = B // 2
        while stride:
            for t in range(stride):
                s[t] = f32(s[t] + s[t + stride])
            stride //= 2
        sums.append(s[0])
    p.expect("sums", "sums", "f32", sums)

    ys = [rng.int(-100, 100) for _ in range(n)]
    p.input("ints", "ints", pack("i", ys))
    p.alloc("scan", 4 * n)
    p.alloc("totals", 4 * 8)
    p.alloc("positives", 4 * 8)
    p.launch("block_scan", (8, 1, 1), (B, 1, 1), [ptr("ints"), ptr("scan"), ptr("totals"), ptr("positives"), i32(n)])
    scan, totals, positives = [], [], []
    for b in range(8):
        run = 0
        for t in range(B):
            i = b * B + t
            run += ys[i] if i < n else 0
            if i < n:
                scan.append(run)
        totals.append(run)
        positives.append(sum(1 for i in range(b * B, min(n, b * B + B)) if ys[i] > 0))
    p.expect("scan", "scan", "i32", scan)
    p.expect("totals", "totals", "i32", totals)
    p.expect("positives", "positives", "i32", positives)
    return p


# ---- histogram ------------------------------------------------------------------------------------

def histogram():
    p = Program("histogram", "histograms: 64 bins in shared memory merged with global atomics (grid-stride "
                "loop); 256 global bins with atomicAdd, atomicMax of the index and float atomicAdd of "
                "weights k/16 (exact in any order)")
    rng = Rng(2)
    n = 4096
    hot = [7, 71, 200]
    data = [hot[rng.below(3)] if rng.below(10) < 3 else rng.below(256) for _ in range(n)]
    weights = [rng.int(0, 16) / 16 for _ in range(n)]
    p.input("data", "data", bytes(data))
    p.input("weights", "weights", pack("f", weights))
    p.alloc("hist64", 4 * 64)
    p.memset("hist64", 0)
    p.launch("hist_shared", (6, 1, 1), (128, 1, 1), [ptr("data"), i32(n), ptr("hist64")])
    p.expect("hist64", "hist64", "u32", [sum(1 for d in data if d % 64 == b) for b in range(64)])

    p.alloc("hist", 4 * 256)
    p.memset("hist", 0)
    p.alloc("last", 4 * 256)
    p.memset("last", 0xFF)  # -1: no index yet
    p.alloc("weighted", 4 * 256)
    p.memset("weighted", 0)
    p.launch("hist_global", (32, 1, 1), (128, 1, 1),
             [ptr("data"), ptr("weights"), i32(n), ptr("hist"), ptr("last"), ptr("weighted")])
    p.expect("hist", "hist", "i32", [data.count(b) for b in range(256)])
    p.expect("last", "last", "i32", [max([i for i in range(n) if data[i] == b], default=-1) for b in range(256)])
    weighted = [0.0] * 256
    for d, w in zip(data, weights):
        weighted[d] += w  # multiples of 1/16 below 2^12: exact in float32 in any order
    assert all(f32(w) == w and w * 16 == int(w * 16) and w < 4096 for w in weighted)
    p.expect("weighted", "weighted", "f32", weighted,
             note="exact: every partial sum is a multiple of 1/16 below 2^12, representable in float32")
    return p


# ---- matmul ---------------------------------------------------------------------------------------

def matmul():
    p = Program("matmul", "tiled SGEMM C = 0.5 * A * B - 2 * C, 16 x 16 shared tiles, 2D grid (3, 3) of 2D "
                "blocks (16, 16), M = 40, N = 36, K = 50; small integer inputs make every operation exact")
    rng = Rng(3)
    M, N, K = 40, 36, 50
    A = [float(rng.int(-4, 4)) for _ in range(M * K)]
    Bm = [float(rng.int(-4, 4)) for _ in range(K * N)]
    C = [float(rng.int(-8, 8)) for _ in range(M * N)]
    p.input("A", "A", pack("f", A))
    p.input("B", "B", pack("f", Bm))
    p.input("C", "C", pack("f", C))
    p.launch("sgemm_tiled", (3, 3, 1), (16, 16, 1),
             [i32(M), i32(N), i32(K), f32arg(0.5), ptr("A"), ptr("B"), f32arg(-2.0), ptr("C")])
    out = []
    for r in range(M):
        for c in range(N):
            acc = sum(A[r * K + k] * Bm[k * N + c] for k in range(K))
            out.append(0.5 * acc - 2.0 * C[r * N + c])
    assert all(abs(v) < 2 ** 20 and v * 2 == int(v * 2) for v in out)
    p.expect("C", "C", "f32", out, note="exact: integer inputs, |partial sums| <= 800, results multiples of 1/2")
    return p


# ---- warp_reduce ----------------------------------------------------------------------------------

def shfl_down_tree(vals, add):
    v = list(vals)
    off = 16
    while off:
        v = [add(v[l], v[l + off] if l + off < 32 else v[l]) for l in range(32)]
        off //= 2
    return v[0]


def warp_reduce():
    p = Program("warp_reduce", "warp shuffle reductions (int and float sums with __shfl_down_sync, float max "
                "butterfly with __shfl_xor_sync, width-8 groups), __ballot_sync/__all_sync/__any_sync and "
                "__popc; an inclusive warp scan with __shfl_up_sync and __shfl_sync reads; a two-level block sum (warp shuffles, shared memory, first warp)")
    rng = Rng(4)
    n, block, grid = 360, 96, 4
    vals = [rng.int(-999, 999) for _ in range(n)]
    vals[3 * 32 + 17] = 5000   # warp 3: not all small
    vals[7 * 32 + 2] = -3000   # warp 7: not all small
    for i in range(8 * 32, 9 * 32):  # warp 8: no value above 900, none negative
        vals[i] = rng.int(0, 900)
    fv = [f32(rng.uniform(-10, 10)) for _ in range(n)]
    p.input("vals", "vals", pack("i", vals))
    p.input("fv", "fv", pack("f", fv))
    nthreads = grid * block
    nw = nthreads // 32
    for buf, size in (("isum", nw), ("fmax", nw), ("fsum", nw), ("ballots", nw), ("votes", nw),
                      ("group8", nthreads)):
        p.alloc(buf, 4 * size)
    p.launch("warp_stats", (grid, 1, 1), (block, 1, 1),
             [ptr("vals"), ptr("fv"), i32(n), ptr("isum"), ptr("fmax"), ptr("fsum"), ptr("ballots"),
              ptr("votes"), ptr("group8")])
    v = vals + [0] * (nthreads - n)
    f = fv + [0.0] * (nthreads - n)
    isum, fmax, fsum, ballots, votes, group8 = [], [], [], [], [], []
    for w in range(nw):
        wv, wf = v[32 * w:32 * w + 32], f[32 * w:32 * w + 32]
        isum.append(sum(wv))
        fmax.append(max(wf))
        fsum.append(shfl_down_tree(wf, lambda a, b: f32(a + b)))
        neg = sum(1 << l for l in range(32) if wv[l] < 0)
        ballots.append(neg)
        all_small = all(-1000 < x < 1000 for x in wv)
        any_big = any(x > 900 for x in wv)
        votes.append(int(all_small) | (int(any_big) << 1) | (bin(neg).count("1") << 2))
        for l in range(32):
            group8.append(sum(wv[(l // 8) * 8:(l // 8) * 8 + 8]))
    assert not all(votes[w] & 1 for w in range(nw)) and any(votes[w] & 2 == 0 for w in range(nw))
    p.expect("isum", "isum", "i32", isum)
    p.expect("fmax", "fmax", "f32", fmax)
    p.expect("fsum", "fsum", "f32", fsum, note="exact: the shuffle tree fixes the order of the additions")
    p.expect("ballots", "ballots", "u32", ballots)
    p.expect("votes", "votes", "i32", votes)
    p.expect("group8", "group8", "i32", group8)

    p.alloc("incl", 4 * nthreads)
    p.alloc("diff", 4 * nthreads)
    p.launch("warp_scan", (grid, 1, 1), (block, 1, 1), [ptr("vals"), i32(n), ptr("incl"), ptr("diff")])
    incl, diff = [], []
    for w in range(nw):
        wv = v[32 * w:32 * w + 32]
        pre = [sum(wv[:l + 1]) for l in range(32)]
        incl += pre
        diff += [pre[31] - pre[(l + 5) % 32] for l in range(32)]
    p.expect("incl", "incl", "i32", incl)
    p.expect("diff", "diff", "i32", diff)

    p.alloc("bsum4", 4 * 4)
    p.launch("block_sum", (4, 1, 1), (96, 1, 1), [ptr("vals"), i32(n), ptr("bsum4")])
    p.expect("bsum4", "bsum4", "i32", [sum(v[96 * b:96 * b + 96]) for b in range(4)])
    p.alloc("bsum2", 4 * 2)
    p.launch("block_sum", (2, 1, 1), (192, 1, 1), [ptr("vals"), i32(n), ptr("bsum2")])
    p.expect("bsum2", "bsum2", "i32", [sum(v[192 * b:192 * b + 192]) for b in range(2)])
    return p


# ---- dynshared ------------------------------------------------------------------------------------

def dynshared():
    p = Program("dynshared", "dynamic shared memory: a box filter staging blockDim.x + 2r floats with halos "
                "(two launches, 280 and 168 dynamic bytes), and a bitonic sort of (int key, float value) "
                "pairs carved from one extern __shared__ buffer (1024 and 512 bytes); static and dynamic "
                "shared memory side by side")
    rng = Rng(5)
    n = 300
    xs = [f32(rng.uniform(-1, 1)) for _ in range(n)]
    p.input("in", "in", pack("f", xs))
    for tag, block, r in (("box3", 64, 3), ("box5", 32, 5)):
        grid = (n + block - 1) // block
        p.alloc(tag, 4 * n)
        p.launch("box_filter", (grid, 1, 1), (block, 1, 1), [ptr("in"), ptr(tag), i32(n), i32(r)],
                 dyn=4 * (block + 2 * r))
        out = []
        for i in range(n):
            s = 0.0
            for k in range(2 * r + 1):
                j = i - r + k
                s = f32(s + (xs[j] if 0 <= j < n else 0.0))
            out.append(f32(s / float(2 * r + 1)))
        p.expect(tag, tag, "f32", out, note="exact: left-to-right float sum, IEEE division")
    for tag, grid, block in (("sort128", 2, 128), ("sort64", 3, 64)):
        total = grid * block
        keys = rng_distinct(rng, total)
        vals = [f32(rng.uniform(-100, 100)) for _ in range(total)]
        p.input(tag + "_keys", tag + "_keys", pack("i", keys))
        p.input(tag + "_vals", tag + "_vals", pack("f", vals))
        p.launch("block_sort", (grid, 1, 1), (block, 1, 1), [ptr(tag + "_keys"), ptr(tag + "_vals")],
                 dyn=8 * block)
        sk, sv = [], []
        for b in range(grid):
            pairs = sorted(zip(keys[b * block:(b + 1) * block], vals[b * block:(b + 1) * block]))
            sk += [k for k, _ in pairs]
            sv += [v for _, v in pairs]
        p.expect(tag + "_keys", tag + "_keys", "i32", sk)
        p.expect(tag + "_vals", tag + "_vals", "f32", sv)
    p.alloc("mixed", 4 * 128)
    p.launch("mixed_shared", (2, 1, 1), (64, 1, 1), [ptr("mixed")], dyn=4 * 64)
    p.expect("mixed", "mixed", "i32", [((t + 1) % 64) * 3 + 1000 + t % 32 for _ in range(2) for t in range(64)])
    return p


def rng_distinct(rng, count):
    seen, out = set(), []
    while len(out) < count:
        k = rng.int(-100000, 100000)
        if k not in seen:
            seen.add(k)
            out.append(k)
    return out


# ---- struct_recursion -----------------------------------------------------------------------------

def struct_recursion():
    p = Program("struct_recursion", "a byval struct kernel parameter (32 bytes: int, float, double, short, "
                "char[6], int), structs passed to and returned from device functions by value; recursion: "
                "subtree sums over an explicit tree, divide-and-conquer min/max returning a struct, "
                "binomial coefficients by Pascal's rule")
    rng = Rng(6)
    n, scale, offset, tag, flags, mode = 50, 0.5, 1.5, -3, [10, -4, 7, 0, 25, 3], 1
    params = struct.pack("<ifdh6bi4x", n, scale, offset, tag, *flags, mode)
    assert len(params) == 32
    pts = [rng.int(-32, 32) / 4 for _ in range(3 * 64)]
    p.input("pts", "pts", pack("f", pts))
    p.alloc("out_pts", 4 * 3 * 64)
    p.alloc("out_dot", 4 * 64)
    p.alloc("out_misc", 4 * 64)
    p.launch("transform", (2, 1, 1), (32, 1, 1),
             [{"type": "bytes", "hex": params.hex()}, ptr("pts"), ptr("out_pts"), ptr("out_dot"), ptr("out_misc")],
             note="Params {n = 50, scale = 0.5, offset = 1.5, tag = -3, flags = {10, -4, 7, 0, 25, 3}, mode = 1}")
    out_pts, out_dot, out_misc = [], [], []
    for i in range(n):
        a = pts[3 * i:3 * i + 3]
        shift = [offset, float(tag), float(flags[i % 6])]
        q = [a[k] * scale + shift[k] for k in range(3)]
        if mode == 1:
            q[0], q[2] = q[2], q[0]
        out_pts += q
        out_dot.append(q[0] * a[0] + q[1] * a[1] + q[2] * a[2])
        out_misc.append(flags[i % 6] * 1000 + tag)
    out_pts += [0.0] * (3 * (64 - n))
    out_dot += [0.0] * (64 - n)
    out_misc += [0] * (64 - n)
    assert all(f32(x) == x and x * 32 == int(x * 32) for x in out_pts + out_dot)
    p.expect("out_pts", "out_pts", "f32", out_pts, note="exact: multiples of 1/8, small")
    p.expect("out_dot", "out_dot", "f32", out_dot, note="exact: multiples of 1/32 below 2^10")
    p.expect("out_misc", "out_misc", "i32", out_misc)

    nnodes = 40
    nodes = [[rng.int(-50, 50), -1, -1] for _ in range(nnodes)]
    for j in range(1, nnodes):
        while True:
            parent, side = rng.below(j), 1 + rng.below(2)
            if nodes[parent][side] == -1:
                nodes[parent][side] = j
                break
    arr = [rng.int(-10000, 10000) for _ in range(64 + 29)]
    p.input("nodes", "nodes", pack("i", [x for nd in nodes for x in nd]))
    p.input("arr", "arr", pack("i", arr))
    p.alloc("sums", 4 * 64)
    p.alloc("ranges", 8 * 64)
    p.alloc("binoms", 8 * 64)
    p.launch("recurse", (2, 1, 1), (32, 1, 1),
             [ptr("nodes"), i32(nnodes), ptr("arr"), ptr("sums"), ptr("ranges"), ptr("binoms")])

    def subtree(i):
        return 0 if i < 0 else nodes[i][0] + subtree(nodes[i][1]) + subtree(nodes[i][2])

    sums = [subtree(i) for i in range(nnodes)] + [0] * (64 - nnodes)
    ranges, binoms = [], []
    for i in range(64):
        seg = arr[i:i + 1 + i % 29]
        ranges += [min(seg), max(seg)]
        nn = i % 13
        binoms.append(math.comb(nn, (i // 13) % (nn + 1)))
    p.expect("sums", "sums", "i32", sums)
    p.expect("ranges", "ranges", "i32", ranges)
    p.expect("binoms", "binoms", "u64", binoms)
    return p


# ---- struct_param ---------------------------------------------------------------------------------

def struct_param():
    p = Program("struct_param", "a 72-byte struct kernel parameter with nested structs and arrays (double, "
                "char, int[4], {short, float[3]}[2], long long): fields at constant offsets, an array "
                "indexed by the thread, a field's address passed to a device function, an element struct "
                "passed by value; the byval input LowerStructArgs lowers")
    rng = Rng(12)
    n, scale, flag, counts, bias = 50, 0.5, -7, [3, -40, 500, 9], -(123456 << 8) - 77
    inner = [(-3, [0.25, 1.5, -2.75]), (11, [4.0, -0.5, 7.25])]
    params = struct.pack("<db3x4ih2x3fh2x3f4xq", scale, flag, *counts, inner[0][0], *inner[0][1], inner[1][0],
                         *inner[1][1], bias)
    assert len(params) == 72
    xs = [rng.int(-64, 64) / 4 for _ in range(64)]
    p.input("in", "in", pack("f", xs))
    p.alloc("out", 4 * 2 * 64)
    p.alloc("iout", 4 * 2 * 64)
    p.launch("struct_param", (2, 1, 1), (32, 1, 1),
             [{"type": "bytes", "hex": params.hex()}, ptr("in"), ptr("out"), ptr("iout"), i32(n)],
             note="Params {scale = 0.5, flag = -7, counts = {3, -40, 500, 9}, inner = {{-3, {0.25, 1.5, -2.75}}, "
                  "{11, {4, -0.5, 7.25}}}, bias = -(123456 << 8) - 77}")
    out, iout = [], []
    for i in range(n):
        x = xs[i]
        out += [f32(x * scale) + inner[0][1][1], sum(inner[1][1]) - x]
        tag, w = inner[i & 1]
        iout += [counts[3] + flag + inner[1][0] + (bias >> 8) + counts[i & 3], tag * i + int(w[i % 3])]
    out += [0.0] * (2 * (64 - n))
    iout += [0] * (2 * (64 - n))
    assert all(f32(v) == v and v * 8 == int(v * 8) for v in out)
    p.expect("out", "out", "f32", out, note="exact: multiples of 1/8, small")
    p.expect("iout", "iout", "i32", iout)
    return p


# ---- grid3d ---------------------------------------------------------------------------------------

def grid3d():
    p = Program("grid3d", "3D grids of 3D blocks (index3d: grid (3,2,2) x block (4,4,2); laplace3d: grid "
                "(5,4,1) x block (2,2,3)) over a 10 x 7 x 3 volume, and a 2D grid (3,2) of 2D blocks (8,8) "
                "transposing 21 x 13 floats through a padded shared tile")
    rng = Rng(7)
    nx, ny, nz = 10, 7, 3
    vol = nx * ny * nz
    p.alloc("ids", 4 * vol)
    p.alloc("ranks", 4 * vol)
    grid, block = (3, 2, 2), (4, 4, 2)
    p.launch("index3d", grid, block, [ptr("ids"), ptr("ranks"), i32(nx), i32(ny), i32(nz)])
    ids, ranks = [0] * vol, [0] * vol
    for z in range(nz):
        for y in range(ny):
            for x in range(nx):
                b = (x // block[0], y // block[1], z // block[2])
                t = (x % block[0], y % block[1], z % block[2])
                at = (z * ny + y) * nx + x
                ids[at] = (b[0] << 24) | (b[1] << 20) | (b[2] << 16) | (t[0] << 8) | (t[1] << 4) | t[2]
                rank = (t[2] * block[1] + t[1]) * block[0] + t[0]
                dims = grid[0] * 100000 + grid[1] * 10000 + grid[2] * 1000 + block[0] * 100 + block[1] * 10 + block[2]
                ranks[at] = rank * 1000000 + dims
    p.expect("ids", "ids", "u32", ids)
    p.expect("ranks", "ranks", "u32", ranks)

    v = [rng.int(-100, 100) for _ in range(vol)]
    p.input("v", "v", pack("i", v))
    p.alloc("lap", 4 * vol)
    p.launch("laplace3d", (5, 4, 1), (2, 2, 3), [ptr("v"), ptr("lap"), i32(nx), i32(ny), i32(nz)])

    def at3(x, y, z):
        return v[(z * ny + y) * nx + x] if 0 <= x < nx and 0 <= y < ny and 0 <= z < nz else 0

    lap = [0] * vol
    for z in range(nz):
        for y in range(ny):
            for x in range(nx):
                lap[(z * ny + y) * nx + x] = (at3(x - 1, y, z) + at3(x + 1, y, z) + at3(x, y - 1, z) + at3(x, y + 1, z)
                                              + at3(x, y, z - 1) + at3(x, y, z + 1) - 6 * at3(x, y, z))
    p.expect("lap", "lap", "i32", lap)

    w, h = 21, 13
    m = [f32(rng.uniform(-1000, 1000)) for _ in range(w * h)]
    p.input("m", "m", pack("f", m))
    p.alloc("mt", 4 * w * h)
    p.launch("transpose2d", (3, 2, 1), (8, 8, 1), [ptr("m"), ptr("mt"), i32(w), i32(h)])
    p.expect("mt", "mt", "f32", [m[y * w + x] for x in range(w) for y in range(h)])
    return p


# ---- pipeline -------------------------------------------------------------------------------------

def pipeline():
    p = Program("pipeline", "stream compaction in five launches of one script: mark (predicate flags), "
                "scan_blocks (Blelloch exclusive scan per block in shared memory), scan_sums (one block "
                "scans the block totals), add_offsets, scatter")
    rng = Rng(8)
    n, nblocks = 2000, 8
    xs = [rng.int(-1000, 1000) for _ in range(n)]
    p.input("in", "in", pack("i", xs))
    p.alloc("flags", 4 * n)
    p.alloc("pos", 4 * n)
    p.alloc("sums", 4 * nblocks)
    p.alloc("count", 4)
    p.alloc("out", 4 * n)
    p.memset("out", 0xFF)
    p.launch("mark", (8, 1, 1), (256, 1, 1), [ptr("in"), ptr("flags"), i32(n)])
    p.launch("scan_blocks", (nblocks, 1, 1), (128, 1, 1), [ptr("flags"), ptr("pos"), ptr("sums"), i32(n)])
    p.launch("scan_sums", (1, 1, 1), (64, 1, 1), [ptr("sums"), i32(nblocks), ptr("count")])
    p.launch("add_offsets", (8, 1, 1), (256, 1, 1), [ptr("pos"), ptr("sums"), i32(n)])
    p.launch("scatter", (8, 1, 1), (256, 1, 1), [ptr("in"), ptr("flags"), ptr("pos"), ptr("out"), i32(n)])

    def pred(v):  # C's % truncates toward zero; v % 3 == 0 does not depend on that
        return v % 3 == 0 or v < -500

    flags = [1 if pred(x) else 0 for x in xs]
    pos, run = [], 0
    for f in flags:
        pos.append(run)
        run += f
    block_totals = [sum(flags[b * 256:(b + 1) * 256]) for b in range(nblocks)]
    scanned = [sum(block_totals[:b]) for b in range(nblocks)]
    kept = [x for x in xs if pred(x)]
    p.expect("flags", "flags", "i32", flags)
    p.expect("sums", "sums", "i32", scanned)
    p.expect("count", "count", "i32", [run])
    p.expect("pos", "pos", "i32", pos)
    p.expect("out", "out", "i32", kept + [-1] * (n - len(kept)))
    return p


# ---- double_math ----------------------------------------------------------------------------------

def double_math():
    p = Program("double_math", "double precision: fma dot product with a shared-memory tree, Horner's rule "
                "with fma, sqrt/division/Newton reciprocal; each operation IEEE-rounded in the program's "
                "order, so exact")
    rng = Rng(9)
    n = 1500
    a = [rng.uniform(-1, 1) for _ in range(n)]
    b = [rng.uniform(-1, 1) for _ in range(n)]
    p.input("a", "a", pack("d", a))
    p.input("b", "b", pack("d", b))
    p.alloc("partials", 8 * 4)
    p.launch("dot", (4, 1, 1), (64, 1, 1), [ptr("a"), ptr("b"), i32(n), ptr("partials")])
    partials = []
    for blk in range(4):
        s = []
        for t in range(64):
            acc = 0.0
            for i in range(blk * 64 + t, n, 256):
                acc = fma64(a[i], b[i], acc)
            s.append(acc)
        stride = 32
        while stride:
            for t in range(stride):
                s[t] = s[t] + s[t + stride]
            stride //= 2
        partials.append(s[0])
    p.expect("partials", "partials", "f64", partials)

    nh, deg = 200, 8
    x = [rng.uniform(-2, 2) for _ in range(nh)]
    coef = [rng.uniform(-1, 1) for _ in range(deg + 1)]
    p.input("x", "x", pack("d", x))
    p.input("coef", "coef", pack("d", coef))
    p.alloc("y", 8 * nh)
    p.launch("horner", (4, 1, 1), (64, 1, 1), [ptr("x"), ptr("coef"), i32(deg), ptr("y"), i32(nh)])
    ys = []
    for xi in x:
        r = coef[deg]
        for k in range(deg - 1, -1, -1):
            r = fma64(r, xi, coef[k])
        ys.append(r)
    p.expect("y", "y", "f64", ys)

    ng = 100
    pts = []
    for _ in range(ng):
        for _ in range(3):
            v = rng.uniform(-10, 10)
            pts.append(v if abs(v) > 1e-3 else 1.0)
    p.input("pts", "pts", pack("d", pts))
    for buf in ("norms", "ratios", "recips"):
        p.alloc(buf, 8 * ng)
    p.launch("geometry", (2, 1, 1), (64, 1, 1), [ptr("pts"), ptr("norms"), ptr("ratios"), ptr("recips"), i32(ng)])
    norms, ratios, recips = [], [], []
    for i in range(ng):
        px, py, pz = pts[3 * i:3 * i + 3]
        norms.append(math.sqrt(fma64(px, px, fma64(py, py, pz * pz))))
        ratios.append(px / py)
        r = 1.0 / pz
        e = fma64(-pz, r, 1.0)
        recips.append(fma64(r, e, r))
    p.expect("norms", "norms", "f64", norms)
    p.expect("ratios", "ratios", "f64", ratios)
    p.expect("recips", "recips", "f64", recips)
    return p


# ---- atomics64 ------------------------------------------------------------------------------------

def atomics64():
    p = Program("atomics64", "64-bit atomics: atomicAdd/atomicMax/atomicMin/atomicOr on unsigned long long "
                "(sums past 2^32 and wrapping 2^64, unsigned compares above 2^63), atomicAdd on double, "
                "atomicCAS loops on the bits of doubles (add, max)")
    rng = Rng(10)
    n = 1024
    v = [rng.below(1 << 41) for _ in range(n)]
    p.input("v", "v", pack("Q", v))
    p.alloc("total", 8)
    p.memset("total", 0)
    p.alloc("bins", 8 * 8)
    p.memset("bins", 0)
    p.input("maxmin", "maxmin", pack("Q", [0, M64]))
    p.alloc("bitmap", 8 * 16)
    p.memset("bitmap", 0)
    p.launch("sums64", (8, 1, 1), (128, 1, 1), [ptr("v"), i32(n), ptr("total"), ptr("bins"), ptr("maxmin"), ptr("bitmap")])
    bins = [0] * 8
    for i, x in enumerate(v):
        bins[i % 8] = (bins[i % 8] + ((x << 22) & M64 if i % 8 == 7 else x)) & M64
    flipped = [x ^ ((i & 1) << 63) for i, x in enumerate(v)]
    bitmap = [0] * 16
    for x in v:
        bitmap[(x >> 6) % 16] |= 1 << (x & 63)
    assert sum(v) > 1 << 32 and sum(((x << 22) & M64) for x in v[7::8]) > 1 << 64
    p.expect("total", "total", "u64", [sum(v) & M64])
    p.expect("bins", "bins", "u64", bins)
    p.expect("maxmin", "maxmin", "u64", [max(flipped), min(flipped)])
    p.expect("bitmap", "bitmap", "u64", bitmap)

    d = [rng.below(1 << 18) / 256 for _ in range(n)]
    p.input("d", "d", pack("d", d))
    p.alloc("acc", 8 * 7)
    p.memset("acc", 0)
    p.launch("doubles", (8, 1, 1), (128, 1, 1), [ptr("d"), i32(n), ptr("acc")])
    acc = [sum(d[k::4]) for k in range(4)] + [sum(d[k::2]) for k in range(2)]
    acc.append(max(d[i] * ((i * 37) % 101) for i in range(n)))
    assert all(Fraction(x) == sum(Fraction(y) for y in d[k::4]) for k, x in enumerate(acc[:4]))
    p.expect("acc", "acc", "f64", acc,
             note="exact: multiples of 2^-8 with sums below 2^19, every partial sum representable")

    r = [rng.unit() for _ in range(n)]
    p.input("r", "r", pack("d", r))
    p.alloc("drift", 8)
    p.memset("drift", 0)
    p.launch("drift", (8, 1, 1), (128, 1, 1), [ptr("r"), i32(n), ptr("drift")])
    exact = sum(Fraction(x) for x in r)
    u = 2.0 ** -53
    gamma = (n - 1) * u / (1 - (n - 1) * u)
    bound = gamma * sum(r) * (1 + 1e-9) + math.ulp(float(exact))
    p.expect("drift", "drift", "f64", [float(exact)], tolerance={"kind": "abs", "abs": float("%.3g" % (bound * 1.01))},
             note="atomicAdd order varies: recursive summation in any order is within gamma(n-1) * sum|x| "
                  "of the exact sum (Higham 4.2), plus the reference's own rounding (1 ulp)")
    return p


# ---- libdevice_math -------------------------------------------------------------------------------

# Maximum ulp errors the CUDA C++ Programming Guide (Mathematical Functions appendix) documents for
# the functions used, with default compilation flags (IEEE sqrt, no fast math, no ftz).
F32_ROWS = [  # name, ulp, reference on the float32 arguments
    ("sinf", 2), ("cosf", 2), ("expf", 2), ("logf", 1), ("powf", 4), ("sqrtf", 0), ("erff", 2),
    ("tanhf", 2), ("atan2f", 3), ("cbrtf", 1),
]
F64_ROWS = [("sin", 2), ("exp", 1), ("log", 1), ("pow", 2), ("sqrt", 0), ("erf", 2), ("tanh", 1), ("log1p", 1)]


def libdevice_math():
    import mpmath
    mpmath.mp.prec = 200
    mp = mpmath.mpf

    def exact(v):  # mpf -> Fraction (zero and finite values only)
        sign, man, exp, _ = mpmath.mpf(v)._mpf_
        return (-1) ** sign * Fraction(man) * (Fraction(2) ** exp)

    def cbrt(v):
        return mpmath.cbrt(abs(v)) * (1 if v >= 0 else -1)

    p = Program("libdevice_math", "libdevice math (__nv_* calls) on 256 inputs per function, float and double; "
                "reference: correctly rounded values (mpmath, 200 bits); tolerance per row: the maximum ulp "
                "error the CUDA Programming Guide documents for the function")
    rng = Rng(11)
    N = 256
    a = [f32(rng.uniform(-20, 20)) for _ in range(N)]
    b = [f32(math.copysign(10 ** rng.uniform(-3, 3), rng.unit() - 0.5)) for _ in range(N)]
    a[0], b[0] = 0.0, 1.0
    a[1], b[1] = 1.0, 2.0
    p.input("a32", "a32", pack("f", a))
    p.input("b32", "b32", pack("f", b))
    p.alloc("out32", 4 * N * len(F32_ROWS))
    p.launch("math_f32", (2, 1, 1), (128, 1, 1), [ptr("a32"), ptr("b32"), ptr("out32")])
    eps = f32(1e-3)
    fns32 = {
        "sinf": lambda x, y: mpmath.sin(mp(f32(x * 4))),
        "cosf": lambda x, y: mpmath.cos(mp(f32(x * 4))),
        "expf": lambda x, y: mpmath.exp(mp(x)),
        "logf": lambda x, y: mpmath.log(mp(f32(abs(y) + eps))),
        "powf": lambda x, y: mpmath.power(mp(abs(y)), mp(f32(x * 0.25))),
        "sqrtf": lambda x, y: mpmath.sqrt(mp(abs(f32(x * y)))),
        "erff": lambda x, y: mpmath.erf(mp(f32(x * 0.125))),
        "tanhf": lambda x, y: mpmath.tanh(mp(f32(x * 0.25))),
        "atan2f": lambda x, y: mpmath.atan2(mp(y), mp(x)),
        "cbrtf": lambda x, y: cbrt(mp(f32(x * y))),
    }
    for row, (name, ulp) in enumerate(F32_ROWS):
        vals = [round_f32(exact(fns32[name](a[i], b[i]))) for i in range(N)]
        p.expect("out32", "f32." + name, "f32", vals, offset=4 * N * row, tolerance={"kind": "ulp", "ulp": ulp},
                 note=f"{name}: {ulp} ulp (CUDA Programming Guide)")

    a64 = [rng.uniform(-20, 20) for _ in range(N)]
    b64 = [math.copysign(10 ** rng.uniform(-3, 3), rng.unit() - 0.5) for _ in range(N)]
    a64[0], b64[0] = 0.0, 1.0
    p.input("a64", "a64", pack("d", a64))
    p.input("b64", "b64", pack("d", b64))
    p.alloc("out64", 8 * N * len(F64_ROWS))
    p.launch("math_f64", (2, 1, 1), (128, 1, 1), [ptr("a64"), ptr("b64"), ptr("out64")])
    fns64 = {
        "sin": lambda x, y: mpmath.sin(mp(x * 4)),
        "exp": lambda x, y: mpmath.exp(mp(x)),
        "log": lambda x, y: mpmath.log(mp(abs(y) + 1e-3)),
        "pow": lambda x, y: mpmath.power(mp(abs(y)), mp(x * 0.25)),
        "sqrt": lambda x, y: mpmath.sqrt(mp(abs(x * y))),
        "erf": lambda x, y: mpmath.erf(mp(x * 0.125)),
        "tanh": lambda x, y: mpmath.tanh(mp(x * 0.25)),
        "log1p": lambda x, y: mpmath.log1p(mp(abs(x))),
    }
    for row, (name, ulp) in enumerate(F64_ROWS):
        vals = [float(exact(fns64[name](a64[i], b64[i]))) for i in range(N)]
        p.expect("out64", "f64." + name, "f64", vals, offset=8 * N * row, tolerance={"kind": "ulp", "ulp": ulp},
                 note=f"{name}: {ulp} ulp (CUDA Programming Guide)")
    return p


PROGRAMS = [reduce_scan, histogram, matmul, warp_reduce, dynshared, struct_recursion, struct_param, grid3d, pipeline,
            double_math, atomics64, libdevice_math]


def main():
    want = set(sys.argv[1:])
    for make in PROGRAMS:
        if want and make.__name__ not in want:
            continue
        prog = make()
        prog.write()
        print(f"wrote {prog.name}.json and {len(prog.files)} data files")


if __name__ == "__main__":
    main()
