#!/usr/bin/env python3
"""nvvm_math.py - NVVM's per-lane intrinsics (conformance/cases/nvvm-math/): every llvm.nvvm.* function
of the executor's pure-function registry, with references computed here from the PTX ISA:
add/mul/div/fma/sqrt/rcp in the four rounding modes with and without .ftz, the cvt family
(float <-> int in every rounding mode, double -> float, half, bfloat, tf32), min/max with .nan and
.xorsign.abs on f32/f64/f16/bf16, half and bfloat fma with .relu/.sat, the integer ones (mulhi,
mul24, sad, prmt, fns, rotate, brev, clz, popc, min/max), bit moves, and the .approx functions
against mpmath under the bounds the PTX ISA documents (abs, rel or ulp).

bfloat results are compared as bits, NaN as the canonical 0x7fff. Regenerate with
  python3 conformance/gen/nvvm_math.py      (needs mpmath)
"""
import random

from common import F16, F32, F64, clean, is_nan, is_zero, mask, sign_of, sx
from lanefn import BF16, FMT_OF, TableCase, absolute, arith, bits_of, flush, mp, mpfn, relative, round_integral, \
    rround, to_int, ulp, value

AREA = "nvvm-math"
MODES = ("rn", "rz", "rm", "rp")
N = "llvm.nvvm."


def fvals(t, seed, lo=-100.0, hi=100.0):
    f = FMT_OF[t]
    rng = random.Random(seed)
    xs = [0.0, -0.0, 1.0, -1.0, 0.5, -2.5, 3.0, 0.1, -0.3, 1e-3, 7.75, -1.5]
    b = [bits_of(f, x) for x in xs] + [1, f.sign | 5, f.max_finite, f.inf, f.inf | f.sign, f.qnan]
    b += [bits_of(f, rng.uniform(lo, hi)) for _ in range(32 - len(b))]
    return b


def pairs_of(t, seed):
    a = fvals(t, seed)
    b = fvals(t, seed + 1)
    rng = random.Random(seed)
    rng.shuffle(b)
    return list(zip(a, b))


def bf_canon(r):
    return 0x7FFF if is_nan(BF16, r) else r


def minmax(f, a, b, is_max, nan, xorsign, ftz):
    if ftz:
        a, b = flush(f, a), flush(f, b)
    s = (sign_of(f, a) ^ sign_of(f, b)) if xorsign else None
    if xorsign:
        a, b = a & ~f.sign, b & ~f.sign
    if is_nan(f, a) or is_nan(f, b):
        if nan or (is_nan(f, a) and is_nan(f, b)):
            return f.qnan
        r = b if is_nan(f, a) else a
    else:
        va, vb = value(f, a), value(f, b)
        if va == vb and sign_of(f, a) != sign_of(f, b):
            r = (b if sign_of(f, a) else a) if is_max else (a if sign_of(f, a) else b)
        else:
            r = (a if va >= vb else b) if is_max else (a if va <= vb else b)
    if xorsign and not is_nan(f, r):
        r = (r & ~f.sign) | (f.sign if s else 0)
    return r


def fma_small(f, a, b, c, ftz, relu, sat):
    r = arith(f, "fma", a, b, c, ftz=ftz)
    if is_nan(f, r):
        return 0 if sat else f.qnan
    if relu and sign_of(f, r):
        return 0
    if sat:
        v = value(f, r)
        if sign_of(f, r):
            return 0
        if v > 1:
            return bits_of(f, 1.0)
    return r


def int_to_float(f, v, mode):
    return rround(f, v, mode)


def fns(m, base, offset):
    offset = sx(offset, 32)
    if offset == 0:
        return base if (m >> base) & 1 else mask(32)
    pos, count, inc = base, abs(offset) - 1, 1 if offset > 0 else -1
    while 0 <= pos < 32:
        if (m >> pos) & 1:
            if count == 0:
                return pos
            count -= 1
        pos += inc
    return mask(32)


def prmt(a, b, c):
    by = [(a >> (8 * i)) & 0xFF for i in range(4)] + [(b >> (8 * i)) & 0xFF for i in range(4)]
    r = 0
    for i in range(4):
        sel = (c >> (4 * i)) & 0xF
        v = by[sel & 7]
        if sel & 8:
            v = 0xFF if v & 0x80 else 0
        r |= v << (8 * i)
    return r


def arith_rows(c):
    for op, n in (("add", 2), ("mul", 2), ("div", 2), ("fma", 3), ("sqrt", 1), ("rcp", 1)):
        for mode in MODES:
            for t, suffix, ftz in (("f", "f", False), ("f", "ftz.f", True), ("d", "d", False)):
                f = FMT_OF[t]
                if n == 1:
                    ins = fvals(t, 5) if op == "rcp" else [x & ~f.sign if i % 5 else x for i, x in enumerate(fvals(t, 5))]
                    ins = ins[:28] + [2, 7 | (3 << f.mant), bits_of(f, 3.0), bits_of(f, 1e-30 if t == "f" else 1e-300)]
                elif n == 2:
                    ins = pairs_of(t, 6)[:28] + [(1, bits_of(f, 0.75)), (f.sign | 3, bits_of(f, 1.5)),
                                                 (bits_of(f, 1.0), bits_of(f, 3.0)), (f.max_finite, bits_of(f, 2.0))]
                else:
                    a, b = pairs_of(t, 7), fvals(t, 9)
                    ins = [(x, y, z) for (x, y), z in zip(a, b)][:29] + [
                        (bits_of(f, 1.0), bits_of(f, -1.0), bits_of(f, 1.0)),
                        (f.max_finite, bits_of(f, 2.0), f.sign | f.max_finite), (1, 1, f.sign)]
                c.row(f"{N}{op}.{mode}.{suffix}", t, t * n, ins,
                      lambda *x, op=op, f=f, mode=mode, ftz=ftz: arith(f, op, *x, mode=mode, ftz=ftz))
    for t, suffix, ftz in (("f", "f", False),):
        c.row(f"{N}sqrt.f", "f", "f", [x & ~F32.sign for x in fvals("f", 8)], lambda a: arith(F32, "sqrt", a))
    _ = suffix, ftz


def misc_float_rows(c):
    for t, suffix, ftz in (("f", "f", False), ("f", "ftz.f", True), ("d", "d", False)):
        f = FMT_OF[t]
        xs = fvals(t, 10, -4, 4)
        for name, mode in (("floor", "rm"), ("ceil", "rp"), ("trunc", "rz"), ("round", "rn")):
            c.row(f"{N}{name}.{suffix}", t, t, xs + [bits_of(f, 2.5), bits_of(f, -0.5)],
                  lambda a, f=f, mode=mode, ftz=ftz: round_integral(f, flush(f, a) if ftz else a, mode))
        c.row(f"{N}fabs.{suffix}", t, t, xs, lambda a, f=f, ftz=ftz: (flush(f, a) if ftz else a) & ~f.sign)
        sat_in = xs + [bits_of(f, 0.999), bits_of(f, 1.001)]
        c.row(f"{N}saturate.{suffix}", t, t, sat_in, lambda a, f=f, ftz=ftz: saturate(f, flush(f, a) if ftz else a))
        for op in ("max", "min"):
            ps = pairs_of(t, 11) + [(0, f.sign), (f.qnan, f.qnan)]
            c.row(f"{N}f{op}.{suffix}", t, t * 2, ps[-32:],
                  lambda a, b, f=f, op=op, ftz=ftz: minmax(f, a, b, op == "max", False, False, ftz))
    f = F32
    for op in ("max", "min"):
        ps = pairs_of("f", 12)[:28] + [(0, f.sign), (f.qnan, bits_of(f, 2.0)), (f.sign | 1, 3), (f.qnan, f.qnan)]
        for variant in ("ftz.nan", "nan", "ftz.nan.xorsign.abs", "ftz.xorsign.abs", "nan.xorsign.abs", "xorsign.abs"):
            ftz, nan, xs_ = "ftz" in variant, "nan" in variant, "xorsign" in variant
            ins = [p for p in ps if not (xs_ and not nan and (is_nan(f, p[0]) or is_nan(f, p[1])))]
            c.row(f"{N}f{op}.{variant}.f", "f", "ff", ins,
                  lambda a, b, op=op, n=nan, x=xs_, z=ftz: minmax(F32, a, b, op == "max", n, x, z))


def saturate(f, a):
    if is_nan(f, a):
        return 0
    v = value(f, a)
    if sign_of(f, a):
        return 0
    if v > 1:
        return bits_of(f, 1.0)
    return a


def half_rows(c):
    for t in "hb":
        f = FMT_OF[t]
        suf = "f16" if t == "h" else "bf16"
        canon = bf_canon if t == "b" else (lambda r: r)
        xs = fvals(t, 20, -8, 8)
        ps = pairs_of(t, 21)[:29] + [(0, f.sign), (f.sign | 1, 1), (f.qnan, bits_of(f, 2.0))]
        for op in ("max", "min"):
            for variant in ("", "ftz.", "nan.", "ftz.nan.", "xorsign.abs.", "ftz.xorsign.abs.", "nan.xorsign.abs.",
                            "ftz.nan.xorsign.abs."):
                ftz, nan, xs_ = "ftz" in variant, "nan" in variant, "xorsign" in variant
                ins = [p for p in ps if not (xs_ and not nan and (is_nan(f, p[0]) or is_nan(f, p[1])))]
                c.row(f"{N}f{op}.{variant}{suf}", t, t * 2, ins,
                      lambda a, b, f=f, op=op, n=nan, x=xs_, z=ftz, cn=canon: cn(minmax(f, a, b, op == "max", n, x, z)))
        trip = [(a, b, cc) for (a, b), cc in zip(pairs_of(t, 22), fvals(t, 23, -2, 2))]
        trip = [x for x in trip if not any(v in (f.inf, f.inf | f.sign, f.max_finite) for v in x)]
        trip += [(bits_of(f, 0.5), bits_of(f, 0.5), bits_of(f, 0.25)), (bits_of(f, -1.0), bits_of(f, 2.0), bits_of(f, 0.5)),
                 (bits_of(f, 3.0), bits_of(f, 1.0), 0), (1, 1, f.sign | 1)]
        for variant in ("", "ftz.", "relu.", "ftz.relu.", "sat.", "ftz.sat."):
            ftz, relu, sat = "ftz" in variant, "relu" in variant, "sat" in variant
            c.row(f"{N}fma.rn.{variant}{suf}", t, t * 3, trip[:32],
                  lambda a, b, cc, f=f, z=ftz, r=relu, s=sat, cn=canon: cn(fma_small(f, a, b, cc, z, r, s)))
    b = fvals("b", 24, -8, 8)
    # A NaN comes out canonical (measured on an H100; the PTX ISA leaves it unspecified).
    c.row(f"{N}abs.bf16", "b", "b", b, lambda a: 0x7FFF if a & 0x7FFF > 0x7F80 else a & 0x7FFF)
    c.row(f"{N}neg.bf16", "b", "b", b, lambda a: 0x7FFF if a & 0x7FFF > 0x7F80 else a ^ 0x8000)


def convert_rows(c):
    d = fvals("d", 30, -1e10, 1e10)[:24] + [bits_of(F64, x) for x in (2.5, -2.5, 1e-40, -1e-40, 3.4e38, 3.5e38,
                                                                       1.0 + 2 ** -30, 1e-310)]
    for mode in MODES:
        for ftz in (False, True):
            c.row(f"{N}d2f.{mode}{'.ftz' if ftz else ''}", "f", "d", d,
                  lambda a, m=mode, z=ftz: cvt_float(F64, F32, a, m, z))
    fl = fvals("f", 31, -3e9, 3e9)[:22] + [bits_of(F32, x) for x in (2.5, -2.5, 0.5, -0.5, 1.5, -1e-40, 1e-40, 4e9,
                                                                       -7.5, 1e20)]
    dl = fvals("d", 32, -3e9, 3e9)[:22] + [bits_of(F64, x) for x in (2.5, -2.5, 0.5, -0.5, 1.5, -1e-310, 1e-310, 4e9,
                                                                       -7.5, 1e20)]
    for mode in MODES:
        for name, it, w, signed in (("i", "i", 32, True), ("ui", "i", 32, False), ("ll", "l", 64, True),
                                    ("ull", "l", 64, False)):
            c.row(f"{N}d2{name}.{mode}", it, "d", dl, lambda a, w=w, s=signed, m=mode: to_int(F64, a, w, s, m))
            for ftz in (False, True):
                c.row(f"{N}f2{name}.{mode}{'.ftz' if ftz else ''}", it, "f", fl,
                      lambda a, w=w, s=signed, m=mode, z=ftz: to_int(F32, flush(F32, a) if z else a, w, s, m))
    rng = random.Random(33)
    i32 = [0, 1, mask(32), 1 << 31, (1 << 31) - 1, 16777217, 16777219, 33554435] + [rng.getrandbits(32) for _ in range(24)]
    i64 = [0, 1, mask(64), 1 << 63, (1 << 63) - 1, (1 << 53) + 1, (1 << 53) + 3, 16777217] + \
        [rng.getrandbits(64) >> rng.randrange(40) for _ in range(24)]
    for mode in MODES:
        for name, it, w, signed in (("i", "i", 32, True), ("ui", "i", 32, False), ("ll", "l", 64, True),
                                    ("ull", "l", 64, False)):
            vals = i32 if w == 32 else i64
            for t in "fd":
                c.row(f"{N}{name}2{t}.{mode}", t, it, vals,
                      lambda a, w=w, s=signed, t=t, m=mode: rround(FMT_OF[t], sx(a, w) if s else a, m))
    fs = fvals("f", 34, -70000, 70000)[:24] + [bits_of(F32, x) for x in (1e-5, 2.0 ** -24, 3 * 2.0 ** -26, 65520.0,
                                                                         1.00048828125, 1 + 2 ** -9, 1e-40, -1e-40)]
    for ftz in (False, True):
        c.row(f"{N}f2h.rn{'.ftz' if ftz else ''}", "s", "f", fs, lambda a, z=ftz: cvt_float(F32, F16, a, "rn", z, nan=0x7FFF, out_ftz=False))
        c.row(f"{N}bf2h.rn{'.ftz' if ftz else ''}", "s", "f", fs,
              lambda a, z=ftz: cvt_float(F32, BF16, a, "rn", z, nan=0x7FFF, out_ftz=False))
    for mode in ("rn", "rz"):
        for relu in (False, True):
            c.row(f"{N}f2bf16.{mode}{'.relu' if relu else ''}", "b", "f", fs,
                  lambda a, m=mode, r=relu: relu_bf(cvt_float(F32, BF16, a, m, False, nan=0x7FFF), r))
    c.row(f"{N}f2tf32.rna", "i", "f", fs, tf32)
    hs = fvals("h", 35)
    c.row(f"{N}h2f", "f", "s", hs, lambda a: cvt_float(F16, F32, a, "rn", False))
    c.row(f"{N}bitcast.f2i", "i", "f", fs, lambda a: a)
    c.row(f"{N}bitcast.i2f", "f", "i", i32, lambda a: a)
    c.row(f"{N}bitcast.d2ll", "l", "d", dl, lambda a: a)
    c.row(f"{N}bitcast.ll2d", "d", "l", i64, lambda a: a)
    c.row(f"{N}d2i.lo", "i", "d", dl, lambda a: a & mask(32))
    c.row(f"{N}d2i.hi", "i", "d", dl, lambda a: a >> 32)
    c.row(f"{N}lohi.i2d", "d", "ii", list(zip(i32, reversed(i32))), lambda lo, hi: (hi << 32) | lo)
    c.row(f"{N}move.i16", "s", "s", hs, lambda a: a)
    c.row(f"{N}move.i32", "i", "i", i32, lambda a: a)
    c.row(f"{N}move.i64", "l", "l", i64, lambda a: a)
    c.row(f"{N}move.float", "f", "f", fs, lambda a: a)
    c.row(f"{N}move.double", "d", "d", dl, lambda a: a)
    c.row(f"{N}move.ptr", "p", "p", i64, lambda a: a)
    c.row(f"{N}swap.lo.hi.b64", "l", "l", i64, lambda a: ((a & mask(32)) << 32) | (a >> 32))


def relu_bf(r, relu):
    if relu and r != 0x7FFF and r & 0x8000:
        return 0
    return r


def tf32(a):
    if is_nan(F32, a):  # sign and payload kept, quieted (an H100: 0x7fc00000 for 0x7fc00000)
        return (a | 0x00400000) & 0xFFFFE000
    v = value(F32, a)
    if isinstance(v, float):
        return a
    tf = type(F32)("tf32", 19, 10)
    r = rround(tf, v, "rna", zero_sign=sign_of(F32, a))
    return ((r & tf.sign) << 13) | ((r & ~tf.sign) << 13)


def cvt_float(src, dst, a, mode, ftz, nan=None, out_ftz=True):
    if ftz:
        a = flush(src, a)
    if is_nan(src, a):
        return nan if nan is not None else dst.qnan
    v = value(src, a)
    if isinstance(v, float):
        return dst.inf | (dst.sign if v < 0 else 0)
    r = rround(dst, v, mode, zero_sign=sign_of(src, a))
    return flush(dst, r) if ftz and out_ftz else r


def integer_rows(c):
    rng = random.Random(40)
    i32 = [0, 1, mask(32), 1 << 31, (1 << 31) - 1, 0x00FFFFFF, 0x00800000, 0xFF800001] + [rng.getrandbits(32) for _ in range(24)]
    j32 = [rng.getrandbits(32) for _ in range(24)] + i32[:8]
    i64 = [0, 1, mask(64), 1 << 63, (1 << 63) - 1] + [rng.getrandbits(64) for _ in range(27)]
    j64 = [rng.getrandbits(64) for _ in range(27)] + i64[:5]
    i16 = [0, 1, 0xFFFF, 0x8000, 0x7FFF] + [rng.getrandbits(16) for _ in range(27)]
    j16 = [rng.getrandbits(16) for _ in range(27)] + i16[:5]
    sets = {"i": (32, True, i32, j32), "ui": (32, False, i32, j32), "ll": (64, True, i64, j64),
            "ull": (64, False, i64, j64), "s": (16, True, i16, j16), "us": (16, False, i16, j16)}
    ty = {32: "i", 64: "l", 16: "s"}
    for name, (w, signed, xs, ys) in sets.items():
        t = ty[w]

        def v(x, w=w, signed=signed):
            return sx(x, w) if signed else x

        c.row(f"{N}mulhi.{name}", t, t * 2, list(zip(xs, ys)), lambda a, b, v=v, w=w: (v(a) * v(b)) >> w & mask(w))
        c.row(f"{N}sad.{name}", t, t * 3, list(zip(xs, ys, reversed(xs))),
              lambda a, b, cc, v=v, w=w: (abs(v(a) - v(b)) + cc) & mask(w))
        if w != 16:
            c.row(f"{N}max.{name}", t, t * 2, list(zip(xs, ys)), lambda a, b, v=v: a if v(a) >= v(b) else b)
            c.row(f"{N}min.{name}", t, t * 2, list(zip(xs, ys)), lambda a, b, v=v: a if v(a) <= v(b) else b)
    c.row(f"{N}mul24.i", "i", "ii", list(zip(i32, j32)), lambda a, b: (sx(a & 0xFFFFFF, 24) * sx(b & 0xFFFFFF, 24)) & mask(32))
    c.row(f"{N}mul24.ui", "i", "ii", list(zip(i32, j32)), lambda a, b: ((a & 0xFFFFFF) * (b & 0xFFFFFF)) & mask(32))
    c.row(f"{N}abs.i", "i", "i", i32, lambda a: abs(sx(a, 32)) & mask(32))
    c.row(f"{N}abs.ll", "l", "l", i64, lambda a: abs(sx(a, 64)) & mask(64))
    c.row(f"{N}brev32", "i", "i", i32, lambda a: int(format(a, "032b")[::-1], 2))
    c.row(f"{N}brev64", "l", "l", i64, lambda a: int(format(a, "064b")[::-1], 2))
    c.row(f"{N}clz.i", "i", "i", i32, lambda a: 32 - a.bit_length())
    c.row(f"{N}clz.ll", "i", "l", i64, lambda a: 64 - a.bit_length())
    c.row(f"{N}popc.i", "i", "i", i32, lambda a: bin(a).count("1"))
    c.row(f"{N}popc.ll", "i", "l", i64, lambda a: bin(a).count("1"))
    sh = [rng.randrange(70) for _ in range(32)]
    c.row(f"{N}rotate.b32", "i", "ii", list(zip(i32, sh)), lambda a, n: ((a << (n % 32)) | (a >> (32 - n % 32))) & mask(32))
    # Both compilers rotate the two halves by n mod 32 and never swap them: a compiler bug (LLVM 20
    # replaced these intrinsics), so the lanes where the halves would swap differ on a GPU.
    swapped = (lambda inputs: [i for i, (a, n) in enumerate(inputs) if n % 64 >= 32 and a not in (0, mask(64))],
               "both compilers rotate 64-bit values by n mod 32 without swapping the halves: "
               "docs/hardware-differences.md#measured-on-an-h100")
    c.row(f"{N}rotate.b64", "l", ["l", "i"], list(zip(i64, sh)),
          lambda a, n: ((a << (n % 64)) | (a >> (64 - n % 64))) & mask(64), gpu=swapped)
    c.row(f"{N}rotate.right.b64", "l", ["l", "i"], list(zip(i64, sh)),
          lambda a, n: ((a >> (n % 64)) | (a << (64 - n % 64))) & mask(64), gpu=swapped)
    sel = [rng.getrandbits(16) for _ in range(28)] + [0x3210, 0x7654, 0x0123, 0x8888]
    c.row(f"{N}prmt", "i", "iii", list(zip(i32, j32, sel)), prmt)
    fb = [(rng.getrandbits(32), rng.randrange(32), rng.choice([0, 1, 2, 3, 5, -1, -2, -4, 33, -40]) & mask(32))
          for _ in range(28)] + [(0, 3, 1), (mask(32), 31, 1), (mask(32), 0, (-1) & mask(32)), (8, 3, 0)]
    c.row(f"{N}fns", "i", "iii", fb, fns)


def approx_rows(c):
    m = mp()
    rng = random.Random(50)

    def uni(t, lo, hi, n=32):
        return [bits_of(FMT_OF[t], rng.uniform(lo, hi)) for _ in range(n)]

    for z in ("", "ftz."):
        c.row(f"{N}sin.approx.{z}f", "f", "f", uni("f", -3.14159, 3.14159), lambda a: mpfn(F32, m.sin, a),
              tol=absolute(2 ** -20.5))
        c.row(f"{N}cos.approx.{z}f", "f", "f", uni("f", -3.14159, 3.14159), lambda a: mpfn(F32, m.cos, a),
              tol=absolute(2 ** -20.5))
        c.row(f"{N}div.approx.{z}f", "f", "ff", list(zip(uni("f", -1e3, 1e3), uni("f", 0.01, 1e4))),
              lambda a, b: mpfn(F32, lambda x, y: x / y, a, b), tol=ulp(2))
        c.row(f"{N}ex2.approx.{z}f", "f", "f", uni("f", -20, 20), lambda a: mpfn(F32, lambda x: m.power(2, x), a),
              tol=ulp(2))
        c.row(f"{N}lg2.approx.{z}f", "f", "f", uni("f", 0.5, 2), lambda a: mpfn(F32, lambda x: m.log(x, 2), a),
              tol=absolute(2 ** -22.6), tag=f"lg2.approx.{z}f.near1")
        c.row(f"{N}lg2.approx.{z}f", "f", "f", uni("f", 2.5, 1e6), lambda a: mpfn(F32, lambda x: m.log(x, 2), a),
              tol=ulp(2), tag=f"lg2.approx.{z}f.far")
        c.row(f"{N}rsqrt.approx.{z}f", "f", "f", uni("f", 1e-3, 1e6), lambda a: mpfn(F32, lambda x: 1 / m.sqrt(x), a),
              tol=relative(2 ** -22.9))
        c.row(f"{N}sqrt.approx.{z}f", "f", "f", uni("f", 1e-3, 1e6), lambda a: mpfn(F32, m.sqrt, a),
              tol=relative(2 ** -23))
    c.row(f"{N}rcp.approx.ftz.f", "f", "f", uni("f", -1e4, 1e4), lambda a: mpfn(F32, lambda x: 1 / x, a), tol=ulp(1))
    c.row(f"{N}rcp.approx.ftz.d", "d", "d", uni("d", -1e4, 1e4), lambda a: mpfn(F64, lambda x: 1 / x, a), tol=ulp(1))
    c.row(f"{N}rsqrt.approx.d", "d", "d", uni("d", 1e-3, 1e6), lambda a: mpfn(F64, lambda x: 1 / m.sqrt(x), a), tol=ulp(1))
    c.row(f"{N}rsqrt.approx.ftz.d", "d", "d", uni("d", 1e-3, 1e6), lambda a: mpfn(F64, lambda x: 1 / m.sqrt(x), a),
          tol=ulp(1))
    c.row(f"{N}ex2.approx.d", "d", "d", uni("d", -20, 20), lambda a: mpfn(F64, lambda x: m.power(2, x), a), tol=ulp(1))
    c.row(f"{N}ex2.approx.f16", "h", "h", uni("h", -8, 8), lambda a: mpfn(F16, lambda x: m.power(2, x), a), tol=ulp(1))
    c.row(f"{N}lg2.approx.d", "d", "d", uni("d", 0.01, 1e6), lambda a: mpfn(F64, lambda x: m.log(x, 2), a), tol=ulp(1))
    c.row(f"{N}tanh.approx.f32", "f", "f", uni("f", -5, 5), lambda a: mpfn(F32, m.tanh, a), tol=relative(2 ** -10.987))


def main():
    clean(AREA)
    TableCase.generator = "nvvm_math.py"
    c = TableCase(AREA, "rounded_arith", "llvm.nvvm.add/mul/div/fma/sqrt/rcp in the rounding modes rn rz rm rp, "
                  ".ftz and not, f32 and f64, exact (directed rounding, signed zeros, overflow to max finite)")
    arith_rows(c)
    c.write()
    c = TableCase(AREA, "float_misc", "llvm.nvvm floor ceil trunc round fabs saturate and fmin/fmax with .ftz, .nan "
                  "and .xorsign.abs on f32/f64")
    misc_float_rows(c)
    c.write()
    c = TableCase(AREA, "half_bf16", "llvm.nvvm fmin/fmax (.ftz .nan .xorsign.abs) and fma.rn (.ftz .relu .sat) on f16 "
                  "and bf16, abs/neg on bf16")
    half_rows(c)
    c.write()
    c = TableCase(AREA, "conversions", "llvm.nvvm cvt family: d2f, d2i/ui/ll/ull, f2i/ui/ll/ull (+ftz), int to "
                  "float/double in rn rz rm rp; f2h, bf2h, f2bf16 (.relu), f2tf32, h2f; bit moves")
    convert_rows(c)
    c.write()
    c = TableCase(AREA, "integer", "llvm.nvvm integer functions: mulhi sad max min (s16..u64), mul24, abs, brev, clz, "
                  "popc, rotate, prmt, fns")
    integer_rows(c)
    c.write()
    c = TableCase(AREA, "approx", "llvm.nvvm .approx functions within the PTX ISA bounds: sin cos (2^-20.5 abs), div ex2 "
                  "lg2 rcp rsqrt sqrt tanh")
    approx_rows(c)
    c.write()
    print(f"{AREA}: 6 cases")


if __name__ == "__main__":
    main()
