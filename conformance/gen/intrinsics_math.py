#!/usr/bin/env python3
"""intrinsics_math.py - LLVM's per-lane intrinsics (conformance/cases/intrinsics-math/): every llvm.*
function of the executor's pure-function registry, on half, float and double or on i8..i64, with
the reference computed here: exact IEEE results (lanefn.arith/rround) for sqrt, fma, the rounding
family, min/max, conversions; bit arithmetic for the integer ones; mpmath, correctly rounded, for
the transcendental ones, compared within 1 ulp (LLVM's intrinsics promise libm accuracy; NVPTX
lowers them to libdevice or .approx code, the executor to the host's libm rounded once).

llvm.sin/cos/exp/log/pow/powi are "not supported" in NVVM IR (spec 9.4) but LLVM-era producers
emit them and the executor runs them: their case expects `nvvm-sim verify` to reject it, naming
the spec section. Regenerate with
  python3 conformance/gen/intrinsics_math.py      (needs mpmath)
"""
import math
import random
from fractions import Fraction

from common import F16, F32, F64, clean, is_nan, mask, sign_of, sx, to_fraction
from lanefn import FMT_OF, TableCase, arith, bits_of, is_sub, mp, mpfn, mpround, mpval, round_integral, rround, \
    to_int, ulp, value

AREA = "intrinsics-math"
SUF = {"h": "f16", "f": "f32", "d": "f64"}
ISUF = {"1": "i1", "c": "i8", "s": "i16", "i": "i32", "l": "i64"}


def specials(t):
    f = FMT_OF[t]
    xs = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5, 3.75, -3.25, 0.1, 100.5, -7.0, 1e-3, 65504.0]
    bits = [bits_of(f, x) for x in xs]
    bits += [1, f.sign | 3, f.max_finite, f.sign | f.max_finite, f.inf, f.inf | f.sign, f.qnan,
             f.qnan | f.sign | 1, (1 << f.mant) - 1]
    return bits


def randoms(t, n, lo, hi, seed):
    rng = random.Random(seed)
    return [bits_of(FMT_OF[t], rng.uniform(lo, hi)) for _ in range(n)]


def minmax(f, a, b, is_max, ieee):
    if is_nan(f, a) or is_nan(f, b):
        if ieee or (is_nan(f, a) and is_nan(f, b)):
            return f.qnan
        return b if is_nan(f, a) else a
    va, vb = value(f, a), value(f, b)
    if va == vb:
        if sign_of(f, a) == sign_of(f, b):
            return a
        neg = a if sign_of(f, a) else b
        pos = b if sign_of(f, a) else a
        return pos if is_max else neg
    return (a if va > vb else b) if is_max else (a if va < vb else b)


def fpclass(f, b, m):
    if is_nan(f, b):
        cls = 1 if b & (1 << (f.mant - 1)) else 0
    else:
        neg = sign_of(f, b)
        v = value(f, b)
        if isinstance(v, float):
            mag = 3
        elif v == 0:
            mag = 0
        elif is_sub(f, b):
            mag = 1
        else:
            mag = 2
        cls = 5 - mag if neg else 6 + mag
    return (m >> cls) & 1


def float_rows(c, t):
    f = FMT_OF[t]
    s = SUF[t]
    sp = specials(t)
    rnd = randoms(t, 16, -50, 50, 1 + ord(t))
    pairs = list(zip(sp[:16] + rnd[:16], rnd + sp))
    c.row(f"llvm.sqrt.{s}", t, t, sp + rnd[:7], lambda a: arith(f, "sqrt", a))
    rng = random.Random(7 + ord(t))
    triples = [(rng.choice(sp + rnd), rng.choice(rnd), rng.choice(sp + rnd)) for _ in range(28)]
    triples += [(bits_of(f, 1.0 + 2.0 ** -f.mant), bits_of(f, 1.0 - 2.0 ** -f.mant), bits_of(f, -1.0))] * 4
    for name in ("fma", "fmuladd"):
        c.row(f"llvm.{name}.{s}", t, t * 3, triples, lambda a, b, cc: arith(f, "fma", a, b, cc))
    c.row(f"llvm.fabs.{s}", t, t, sp + rnd[:7], lambda a: a & ~f.sign)
    c.row(f"llvm.copysign.{s}", t, t * 2, pairs, lambda a, b: (a & ~f.sign) | (b & f.sign))
    mm = pairs[:24] + [(0, f.sign), (f.sign, 0), (f.qnan, f.qnan), (f.qnan, sp[2]), (sp[3], f.qnan)]
    for name, is_max, ieee in (("minnum", 0, 0), ("maxnum", 1, 0), ("minimum", 0, 1), ("maximum", 1, 1)):
        c.row(f"llvm.{name}.{s}", t, t * 2, mm, lambda a, b, m=is_max, i=ieee: minmax(f, a, b, m, i))
    ints = sp + [bits_of(f, x) for x in (0.5, -0.5, 1.5, -1.5, 2.5, -3.5, 4.5)]
    for name, mode in (("floor", "rm"), ("ceil", "rp"), ("trunc", "rz"), ("round", "rna"), ("rint", "rn"),
                       ("nearbyint", "rn"), ("roundeven", "rn")):
        c.row(f"llvm.{name}.{s}", t, t, ints, lambda a, m=mode: round_integral(f, a, m))
    c.row(f"llvm.canonicalize.{s}", t, t, sp + rnd[:7], lambda a: f.qnan if is_nan(f, a) else a)
    exps = [0, 1, -1, 5, -5, 10, -20, 100, -100, 3, f.emax + 10, -(f.emax + f.mant + 5)]
    c.row(f"llvm.ldexp.{s}.i32", t, t + "i", [(x, exps[i % len(exps)]) for i, x in enumerate(sp + rnd[:7])],
          lambda a, n: ldexp(f, a, sx(n, 32)))
    for m in (0x3, 0x204, 0x90, 0x60, 0x108, 0x3FC):
        c.row(f"llvm.is.fpclass.{s}", "1", [t, f"i32 {m}"], sp + rnd[:3] + [f.qnan ^ (1 << (f.mant - 1)) | 1],
              lambda a, m=m: fpclass(f, a, m))
    m = mp()
    one = ulp(1)
    small = randoms(t, 24, -3, 3, 11 + ord(t)) + [bits_of(f, x) for x in (0.0, -0.0, 1.0, 0.25)]
    unit = randoms(t, 28, -0.99, 0.99, 12 + ord(t))
    pos = randoms(t, 24, 0.01, 60, 13 + ord(t)) + [bits_of(f, x) for x in (1.0, 2.0, 10.0, 0.5)]
    if t == "h":
        pos = randoms(t, 24, 0.01, 10, 13) + [bits_of(f, x) for x in (1.0, 2.0, 10.0, 0.5)]
    for name, fn, xs in (("exp2", m.exp2 if hasattr(m, "exp2") else (lambda x: m.power(2, x)), small),
                         ("exp10", lambda x: m.power(10, x), small), ("log2", lambda x: m.log(x, 2), pos),
                         ("log10", m.log10, pos), ("tan", m.tan, small), ("asin", m.asin, unit), ("acos", m.acos, unit),
                         ("atan", m.atan, small), ("sinh", m.sinh, small), ("cosh", m.cosh, small),
                         ("tanh", m.tanh, small)):
        c.row(f"llvm.{name}.{s}", t, t, xs, lambda a, fn=fn: mpfn(f, fn, a), tol=one)


def ldexp(f, a, n):
    if is_nan(f, a):
        return f.qnan
    v = value(f, a)
    if isinstance(v, float) or v == 0:
        return a
    return rround(f, v * Fraction(2) ** n, zero_sign=sign_of(f, a))


def libm_rows(c, t):
    f = FMT_OF[t]
    s = SUF[t]
    m = mp()
    one = ulp(1)
    small = randoms(t, 24, -3, 3, 21 + ord(t)) + [bits_of(f, x) for x in (0.0, -0.0, 1.0, 0.25)]
    pos = randoms(t, 28, 0.01, 10, 22 + ord(t)) + [bits_of(f, x) for x in (1.0, 2.0, 0.5, 4.0)]
    for name, fn, xs in (("exp", m.exp, small), ("log", m.log, pos), ("sin", m.sin, small), ("cos", m.cos, small)):
        c.row(f"llvm.{name}.{s}", t, t, xs, lambda a, fn=fn: mpfn(f, fn, a), tol=one)
    rng = random.Random(23 + ord(t))
    pw = [(pos[i], bits_of(f, rng.uniform(-3, 3))) for i in range(28)] + [(bits_of(f, 2.0), bits_of(f, 3.0))]
    c.row(f"llvm.pow.{s}", t, t * 2, pw, lambda a, b: mpfn(f, m.power, a, b), tol=one)
    pi = [(pos[i], [0, 1, 2, 3, -1, -2, 5, 7][i % 8]) for i in range(24)]
    for name in (f"llvm.powi.{s}", f"llvm.powi.{s}.i32"):
        c.row(name, t, t + "i", pi, lambda a, n: mpround(f, mpval(f, a) ** sx(n, 32)), tol=one)


def int_rows(c, t):
    w = {"1": 1, "c": 8, "s": 16, "i": 32, "l": 64}[t]
    s = ISUF[t]
    rng = random.Random(w)
    m = mask(w)
    xs = [x & m for x in (0, 1, m, 1 << (w - 1), (1 << (w - 1)) - 1, 2, 3, 0x5A, 0x80)]
    xs += [rng.getrandbits(w) for _ in range(23)]
    ys = [rng.getrandbits(w) for _ in range(16)] + xs[:16]
    pairs = list(zip(xs, ys))
    c.row(f"llvm.abs.{s}", t, [t, "i1 false"], xs, lambda a: abs(sx(a, w)) & m)
    c.row(f"llvm.ctlz.{s}", t, [t, "i1 false"], xs, lambda a: w - a.bit_length())
    c.row(f"llvm.cttz.{s}", t, [t, "i1 false"], xs, lambda a: w if a == 0 else (a & -a).bit_length() - 1)
    c.row(f"llvm.ctpop.{s}", t, t, xs, lambda a: bin(a).count("1"))
    c.row(f"llvm.bitreverse.{s}", t, t, xs, lambda a: int(format(a, f"0{w}b")[::-1], 2))
    if w > 8:
        c.row(f"llvm.bswap.{s}", t, t, xs, lambda a: int.from_bytes(a.to_bytes(w // 8, "little"), "big"))
    sh = [rng.randrange(3 * w) for _ in range(32)]
    trip = [(x, y, z) for (x, y), z in zip(pairs, sh)]
    c.row(f"llvm.fshl.{s}", t, t * 3, trip, lambda a, b, z: (((a << w) | b) << (z % w)) >> w & m)
    c.row(f"llvm.fshr.{s}", t, t * 3, trip, lambda a, b, z: (((a << w) | b) >> (z % w)) & m)
    c.row(f"llvm.smax.{s}", t, t * 2, pairs, lambda a, b: max(sx(a, w), sx(b, w)) & m)
    c.row(f"llvm.smin.{s}", t, t * 2, pairs, lambda a, b: min(sx(a, w), sx(b, w)) & m)
    c.row(f"llvm.umax.{s}", t, t * 2, pairs, lambda a, b: max(a, b))
    c.row(f"llvm.umin.{s}", t, t * 2, pairs, lambda a, b: min(a, b))
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1

    def sat(v, lo_, hi_):
        return min(max(v, lo_), hi_) & m

    c.row(f"llvm.sadd.sat.{s}", t, t * 2, pairs, lambda a, b: sat(sx(a, w) + sx(b, w), lo, hi))
    c.row(f"llvm.ssub.sat.{s}", t, t * 2, pairs, lambda a, b: sat(sx(a, w) - sx(b, w), lo, hi))
    c.row(f"llvm.uadd.sat.{s}", t, t * 2, pairs, lambda a, b: sat(a + b, 0, m))
    c.row(f"llvm.usub.sat.{s}", t, t * 2, pairs, lambda a, b: sat(a - b, 0, m))
    shp = [(x, rng.randrange(w)) for x in xs]
    c.row(f"llvm.sshl.sat.{s}", t, t * 2, shp, lambda a, b: sat(sx(a, w) << b, lo, hi))
    c.row(f"llvm.ushl.sat.{s}", t, t * 2, shp, lambda a, b: sat(a << b, 0, m))


def conversion_rows(c):
    for t in "hfd":
        f = FMT_OF[t]
        xs = specials(t) + [bits_of(f, x) for x in (127.5, -128.5, 255.9, -1e10 if t != "h" else -300.0, 40000.0,
                                                      -2.5e9 if t != "h" else 3.5)]
        for it, w in (("c", 8), ("s", 16), ("i", 32), ("l", 64)):
            # LLVM defines NaN -> 0 here, whatever cvt gives.
            c.row(f"llvm.fptosi.sat.{ISUF[it]}.{SUF[t]}", it, t, xs, lambda a, w=w: to_int(f, a, w, True, "rz", nan=0))
            c.row(f"llvm.fptoui.sat.{ISUF[it]}.{SUF[t]}", it, t, xs, lambda a, w=w: to_int(f, a, w, False, "rz", nan=0))
    for t in "fd":
        f = FMT_OF[t]
        xs = specials(t)[:16] + [bits_of(f, x) for x in (0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 3.5, 1e5 + 0.5, -7.5,
                                                          2.0 ** 40 + 0.5 if t == "d" else 2.0 ** 40, 123.456)]
        for name, it, w, mode in (("lround.i32", "i", 32, "rna"), ("lround.i64", "l", 64, "rna"),
                                  ("llround.i64", "l", 64, "rna"), ("lrint.i32", "i", 32, "rn"),
                                  ("lrint.i64", "l", 64, "rn"), ("llrint.i64", "l", 64, "rn")):
            c.row(f"llvm.{name}.{SUF[t]}", it, t, xs, lambda a, w=w, mode=mode: to_int(f, a, w, True, mode))
    hs = specials("h")
    fs = specials("f") + [bits_of(F32, x) for x in (1e-5, 70000.0, 1.0009765625, 2.0 ** -24, 3 * 2.0 ** -26)]
    ds = specials("d") + [bits_of(F64, x) for x in (1e-5, 70000.0, 1.00048828125 + 2 ** -40, 2.0 ** -25)]
    c.row("llvm.convert.to.fp16.f32", "s", "f", fs, lambda a: half_of(F32, a))
    c.row("llvm.convert.to.fp16.f64", "s", "d", ds, lambda a: half_of(F64, a))
    c.row("llvm.convert.from.fp16.f32", "f", "s", hs, lambda a: widen(F16, F32, a))
    c.row("llvm.convert.from.fp16.f64", "d", "s", hs, lambda a: widen(F16, F64, a))


def half_of(f, a):
    if is_nan(f, a):
        # Measured on an H100: cvt.rn.f16.f32 gives the canonical NaN, cvt.rn.f16.f64 the quiet NaN
        # with the source's sign (as fptrunc double to half).
        return 0x7FFF if f is F32 else F16.qnan | (F16.sign if sign_of(f, a) else 0)
    v = value(f, a)
    if isinstance(v, float):
        return F16.inf | (F16.sign if v < 0 else 0)
    return rround(F16, v, zero_sign=sign_of(f, a))


def widen(src, dst, a):
    if is_nan(src, a):
        return dst.qnan | (dst.sign if sign_of(src, a) else 0)
    v = value(src, a)
    if isinstance(v, float):
        return dst.inf | (dst.sign if v < 0 else 0)
    return rround(dst, v, zero_sign=sign_of(src, a))


def main():
    clean(AREA)
    TableCase.generator = "intrinsics_math.py"
    for t in "hfd":
        c = TableCase(AREA, f"float_{SUF[t]}", f"LLVM float intrinsics on {SUF[t]}: sqrt fma fmuladd fabs copysign "
                      "min/max (num and IEEE) the rounding family canonicalize ldexp is.fpclass, and exp2 exp10 log2 log10 "
                      "tan asin acos atan sinh cosh tanh within 1 ulp of a correctly rounded reference")
        float_rows(c, t)
        c.write()
    c = TableCase(AREA, "libm", "llvm.exp/log/sin/cos/pow/powi on f16, f32 and f64 within 1 ulp: outside NVVM IR "
                  "(spec 9.4) but run by the executor; `verify` must reject the module")
    for t in "hfd":
        libm_rows(c, t)
    c.conformance["verify"] = ["'@llvm.sin.f32' is not supported in NVVM IR (spec 9.4, standard C library)",
                               "'@llvm.powi.f64.i32' is not supported in NVVM IR (spec 9.4, standard C library)"]
    c.write()
    c = TableCase(AREA, "integer", "LLVM integer intrinsics on i8, i16, i32 and i64: abs ctlz cttz ctpop bitreverse "
                  "bswap fshl fshr smax smin umax umin and the saturating add/sub/shl")
    for t in "csil":
        int_rows(c, t)
    c.write()
    # A case of its own, so that the GPU goldens recorded for `integer` stay whole.
    c = TableCase(AREA, "integer_i1", "the same LLVM integer intrinsics on i1, which optimisers make of flags "
                  "(fuzz campaign seed 13408: llvm.bitreverse.i1)")
    int_rows(c, "1")
    c.write()
    c = TableCase(AREA, "conversions", "llvm.fptosi.sat/fptoui.sat (every width, f16/f32/f64), lround llround lrint "
                  "llrint, convert.to.fp16/convert.from.fp16")
    conversion_rows(c)
    c.write()
    print(f"{AREA}: 7 cases")


if __name__ == "__main__":
    main()
