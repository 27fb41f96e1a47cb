#!/usr/bin/env python3
"""calls.py - call conformance cases (conformance/cases/calls/): direct calls with every argument and
return kind, recursion with per-frame allocas, indirect calls through selected and loaded function
pointers, byval structs (kernel and device function), scalar kernel parameters. The kernels are
hand-written; this writes their data. Regenerate with
  python3 conformance/gen/calls.py
"""
import struct

from common import F32, F64, Case, clean, f32, fop, mask, pack, sx

AREA = "calls"


def direct_calls():
    n = 32
    inp = [(t * 7919 + 13) & mask(32) for t in range(n)]
    out = []
    for t in range(n):
        a = sx((t - 16) & 0xFF, 8)
        b = (0xFFFF - t) & 0xFFFF
        m0 = (a + b + 1000 * t + (((t << 40) | t) & mask(32)) + inp[t]) & mask(32)
        m1 = struct.unpack("<Q", struct.pack("<d", 2.0 * t + t * 0.5 + t + (-t)))[0]
        s = fop(F32, "add", fop(F32, "add", f32(t), f32(t)), fop(F32, "add", f32(t), f32(t)))
        out += [m0, m1, int(t % 2 == 0), (t * 37) & 0xFF, (-t) & mask(64), s, 2 * t + 1, 3 * t]
    c = Case(AREA, "direct_calls", note="calls with signext/zeroext, i64, float, double, pointer and vector "
             "arguments; struct, i1, i8, i16, vector and void returns; tail and always-inline calls")
    c.buffer("in", pack("u32", inp))
    c.buffer("out", nbytes=64 * n)
    c.launch("direct_calls", 1, n, ["in", "out"])
    c.expect("out", pack("u64", out), "u64")
    c.write()


def recursion():
    n = 64
    fib = [0, 1]
    while len(fib) < 16:
        fib.append(fib[-1] + fib[-2])
    nodes = []
    for k in range(15):
        left = 2 * k + 1 if 2 * k + 1 < 15 else -1
        right = 2 * k + 2 if 2 * k + 2 < 15 else -1
        nodes += [k * k + 1, left, right]

    def tree(k):
        return 0 if k < 0 else nodes[3 * k] + tree(nodes[3 * k + 1]) + tree(nodes[3 * k + 2])

    c = Case(AREA, "recursion", note="recursive device functions with per-lane depths; allocas per frame")
    c.buffer("nodes", pack("i32", nodes))
    c.buffer("out", nbytes=8 * n)
    c.launch("recursion", 1, n, ["nodes", "out"])
    c.expect("out", pack("u32", [fib[t % 16] for t in range(n)] + [tree(t % 15) for t in range(n)]), "u32")
    c.write()


def indirect_calls():
    n = 48
    fns = [lambda x: 2 * x, lambda x: x * x, lambda x: -x]
    out = [fns[t % 3](t) & mask(32) for t in range(n)] + [fns[(t + 1) % 3](t + 1) & mask(32) for t in range(n)]
    c = Case(AREA, "indirect_calls", note="indirect calls through per-lane function pointers (divergent targets)")
    c.buffer("out", nbytes=8 * n)
    c.launch("indirect_calls", 1, n, ["out"])
    c.expect("out", pack("u32", out), "u32")
    c.write()


def byval():
    n = 32
    pn, scale, off, pair = 1000, 0.5, 0x123456789, (77, -88)
    raw = struct.pack("<ifq2i", pn, scale, off, *pair)
    out = []
    for t in range(n):
        out += [pn + t, fop(F32, "mul", f32(scale), f32(t)), (off + t) & mask(32), pair[t & 1] & mask(32),
                (pn * 2 + t) & mask(32), pn]
    c = Case(AREA, "byval", note="a byval struct kernel parameter (raw bytes), copied and passed byval to a "
             "device function that modifies only its own copy")
    c.buffer("out", nbytes=24 * n)
    c.launch("byval_kernel", 1, n, [("bytes", raw), "out"])
    c.expect("out", pack("u32", out), "u32")
    c.write()


def kernel_params():
    n = 32
    a, b, cc, d, ua, ub, uc, ud = -5, -1234, -123456789, -(1 << 40) - 3, 200, 60000, 4000000000, (1 << 63) + 5
    e = f32(-2.75)
    f = struct.unpack("<Q", struct.pack("<d", 1e300))[0]
    first = [a, b, cc, d, ua, ub, uc, ud, e, f]
    s7 = (a + b + cc + d + ua + ub + uc + ud) & mask(64)
    s9 = s7 ^ e ^ f
    out = first + [(s9 + t) & mask(64) for t in range(1, n)]
    c = Case(AREA, "kernel_params", note="scalar kernel parameters of every launch-script type")
    c.buffer("out", nbytes=8 * len(out))
    c.launch("kernel_params", 1, n, [("i8", a), ("i16", b), ("i32", cc), ("i64", d), ("u8", ua), ("u16", ub),
                                     ("u32", uc), ("u64", ud), ("f32", e), ("f64", f), "out"])
    c.expect("out", pack("u64", out), "u64")
    c.write()


def main():
    clean(AREA)
    direct_calls()
    recursion()
    indirect_calls()
    byval()
    kernel_params()
    print(f"calls: {len(Case.written)} cases")


if __name__ == "__main__":
    main()
