#!/usr/bin/env python3
"""control.py - control-flow conformance cases (conformance/cases/control/): br, switch, phi, ret,
unreachable, divergent loops and an irreducible loop. The kernels are hand-written; this writes
their data and expected outputs. Regenerate with
  python3 conformance/gen/control.py
"""
from common import Case, clean, mask, pack

AREA = "control"


def branches():
    n = 64
    codes = []
    for t in range(n):
        if t & 1:
            code = 1 if t & 2 else 2
        else:
            code = 3 if t < 16 else (4 if t & 4 else 5)
        codes.append(code * 100 + t)
    c = Case(AREA, "branches", note="nested divergent if/else in a warp, a phi with five incoming blocks")
    c.buffer("out", nbytes=4 * n)
    c.launch("branches", 1, n, ["out"])
    c.expect("out", pack("u32", codes), "u32")
    c.write()


def loops():
    n = 64
    collatz, brk, nested = [], [], []
    for t in range(n):
        m, steps = t + 1, 0
        while m != 1:
            m = 3 * m + 1 if m & 1 else m // 2
            steps += 1
        collatz.append(steps)
        s, k = 0, 0
        while k <= t:
            if k % 3 == 0:
                k += 1
                continue
            s += k
            if s > 200:
                break
            k += 1
        brk.append(s * 1000 + k)
        nested.append(sum(i * j + 1 for i in range(t % 7) for j in range(i)))
    c = Case(AREA, "loops", note="per-lane trip counts: Collatz steps, continue and break, nested loops")
    c.buffer("out", nbytes=12 * n)
    c.launch("loops", 1, n, ["out"])
    c.expect("out", pack("u32", collatz + brk + nested), "u32")
    c.write()


def switches():
    v32 = [-5, 0, 1, 2, 7, 1000000, 0x7FFFFFFF, -0x80000000, 3, -1, 255, 0x17, -4, 999999, 128, -128,
           0x107, 0x1FF, 6, 8, 0xFF07, -6, 100, 0x80]
    v64 = [1 << 40, -1, 0, 1 << 32, 0xFFFFFFFF, (1 << 40) + 1, 1, 0xFFFFFFFF00000000, -(1 << 32), 2, 0x100000000FF,
           (1 << 63), 5, 1 << 41, -2, 0xFFFFFFFE, 1 << 40, 0, 7, 3, 4294967297, -1, 9, 10]
    codes = []
    c32 = {-5: 1, 0: 2, 1: 3, 2: 3, 7: 4, 1000000: 5, 0x7FFFFFFF: 6, -0x80000000: 7}
    c64 = {1 << 40: 11, mask(64): 12, 0: 13, 1 << 32: 14, 0xFFFFFFFF: 15}
    c8 = {0xFF: 21, 7: 22, 0x80: 23}
    for a, b in zip(v32, v64):
        codes += [c32.get(a, 99), c64.get(b & mask(64), 98), c8.get(a & 0xFF, 97)]
    c = Case(AREA, "switch", note="switch on i32, i64 and i8 with negative, large and shared cases and defaults")
    c.buffer("v32", pack("i32", v32))
    c.buffer("v64", pack("u64", v64))
    c.buffer("out", nbytes=12 * len(v32))
    c.launch("switches", 1, len(v32), ["v32", "v64", "out"])
    c.expect("out", pack("u32", codes), "u32")
    c.write()


def phi_swap():
    n = 40
    out = []
    for t in range(n):
        a, b, cc, p, q = t + 100, t + 200, t + 300, 1, 2
        for _ in range(t):
            a, b, cc = b, cc, a
            p, q = q, p
        out += [a, b, cc, p * 1000 + q]
    c = Case(AREA, "phi_swap", note="phis that read each other: parallel-copy semantics of swaps and rotations")
    c.buffer("out", nbytes=16 * n)
    c.launch("phi_swap", 1, n, ["out"])
    c.expect("out", pack("u32", out), "u32")
    c.write()


def unreachable():
    n = 32
    c = Case(AREA, "unreachable", note="unreachable in blocks no lane executes")
    c.buffer("out", nbytes=4 * n)
    c.launch("unreachable_kernel", 1, n, ["out"])
    c.expect("out", pack("u32", [(t & 3) * 10 for t in range(n)]), "u32")
    c.write()


def irreducible():
    n = 64
    out = []
    for t in range(n):
        limit, count, at = 10 + t % 5, 0, "A" if t & 1 else "B"
        while True:
            count += 1 if at == "A" else 2
            if count >= limit:
                break
            at = "B" if at == "A" else "A"
        out.append(count * 4 + (1 if at == "A" else 2))
    c = Case(AREA, "irreducible", note="an irreducible loop entered at either header by different lanes")
    c.buffer("out", nbytes=4 * n)
    c.launch("irreducible", 1, n, ["out"])
    c.expect("out", pack("u32", out), "u32")
    c.write()


def main():
    clean(AREA)
    branches()
    loops()
    switches()
    phi_swap()
    unreachable()
    irreducible()
    print(f"control: {len(Case.written)} cases")


if __name__ == "__main__":
    main()
