#!/usr/bin/env python3
"""libdevice.py - the libdevice API (conformance/cases/libdevice/): every __nv_* function of the
executor's pure-function registry, called by name from a module that declares it (the executor
runs libdevice natively; `run --link libdevice.ll` runs its bodies instead).

References are computed here: exact results (IEEE arithmetic in every rounding mode, conversions,
integer and bit functions, fmod/remainder/remquo, frexp/modf/ldexp/logb/ilogb, nextafter...) with
lanefn's exact helpers; the math functions with mpmath (correctly rounded) and compared within the
maximum ulp error the CUDA C++ Programming Guide (Mathematical Functions appendix) documents for
each function, or its absolute error where it gives one (the __fast intrinsics, Bessel functions
outside |x| < 8). Inputs stay inside the documented ranges of those bounds. Regenerate with
  python3 conformance/gen/libdevice.py      (needs mpmath)
"""
import math
import random
from fractions import Fraction

from common import F32, F64, clean, is_inf, is_nan, is_zero, mask, sign_of, sx, to_fraction
from lanefn import FMT_OF, TableCase, absolute, arith, bits_of, mp, mpround, mpval, relative, round_integral, \
    rround, to_int, ulp, value

AREA = "libdevice"
RND = {"rn": "rn", "rz": "rz", "rd": "rm", "ru": "rp"}


def rng_vals(t, lo, hi, n, seed, avoid=()):
    f = FMT_OF[t]
    r = random.Random(seed)
    out = []
    while len(out) < n:
        x = r.uniform(lo, hi)
        if any(abs(x - a) < 0.08 for a in avoid):
            continue
        out.append(bits_of(f, x))
    return out


def special(t):
    f = FMT_OF[t]
    return [bits_of(f, x) for x in (0.0, -0.0, 1.0, -1.0, 0.5, -2.5, 3.0, 0.1, 7.75, -1.5, 1e-3, 100.0)] + \
        [1, f.sign | 5, f.max_finite, f.inf, f.inf | f.sign, f.qnan]


def M(fn):
    """An mpmath function of float bits -> rounded bits, for format t."""
    return fn


def ref1(t, fn):
    f = FMT_OF[t]
    return lambda a: mpround(f, fn(mpval(f, a)))


def ref2(t, fn):
    f = FMT_OF[t]
    return lambda a, b: mpround(f, fn(mpval(f, a), mpval(f, b)))


# CUDA C++ Programming Guide, Mathematical Functions: maximum ulp errors (single, double).
ULPS = {
    "acos": (2, 2), "acosh": (4, 3), "asin": (2, 2), "asinh": (3, 3), "atan": (2, 2), "atan2": (3, 2),
    "atanh": (3, 2), "cbrt": (1, 1), "cos": (2, 2), "cosh": (2, 1), "cospi": (1, 2), "erf": (2, 2), "erfc": (4, 5),
    "erfcinv": (4, 6), "erfcx": (4, 4), "erfinv": (2, 5), "exp": (2, 1), "exp10": (2, 1), "exp2": (2, 1),
    "expm1": (1, 1), "hypot": (3, 2), "log": (1, 1), "log10": (2, 1), "log1p": (1, 1), "log2": (1, 1),
    "normcdf": (5, 5), "normcdfinv": (5, 8), "pow": (4, 2), "rcbrt": (1, 1), "rhypot": (2, 1), "rsqrt": (2, 1),
    "sin": (2, 2), "sinh": (3, 2), "sinpi": (1, 2), "tan": (4, 2), "tanh": (2, 1), "tgamma": (5, 10),
    "lgamma": (6, 4), "norm3d": (2, 2), "norm4d": (2, 2), "rnorm3d": (2, 1), "rnorm4d": (2, 1),
    "cyl_bessel_i0": (6, 6), "cyl_bessel_i1": (6, 6), "sincos": (2, 2), "sincospi": (1, 2), "powi": (4, 2),
}


def name_of(base, t):
    return f"__nv_{base}{'f' if t == 'f' else ''}"


def math_rows(c, t):
    f = FMT_OF[t]
    m = mp()
    k = 0 if t == "f" else 1

    def u(base):
        return ulp(ULPS[base][k])

    seed = 100 if t == "f" else 200
    small = rng_vals(t, -3, 3, 28, seed + 1) + [bits_of(f, x) for x in (0.0, -0.0, 1.0, 0.5)]
    unit = rng_vals(t, -0.99, 0.99, 32, seed + 2)
    pos = rng_vals(t, 0.01, 50, 28, seed + 3) + [bits_of(f, x) for x in (1.0, 2.0, 10.0, 0.5)]
    wide = rng_vals(t, -80, 80, 32, seed + 4)
    one = [
        ("acos", m.acos, unit), ("asin", m.asin, unit), ("atan", m.atan, wide), ("acosh", m.acosh, rng_vals(t, 1, 50, 32, seed + 5)),
        ("asinh", m.asinh, wide), ("atanh", m.atanh, unit), ("cbrt", lambda x: m.sign(x) * m.cbrt(abs(x)), wide),
        ("rcbrt", lambda x: m.sign(x) / m.cbrt(abs(x)), [x for x in wide if not is_zero(f, x)]),
        ("cos", m.cos, wide), ("sin", m.sin, wide), ("tan", m.tan, small), ("cosh", m.cosh, small), ("sinh", m.sinh, small),
        ("tanh", m.tanh, small), ("cospi", m.cospi, small), ("sinpi", m.sinpi, small), ("erf", m.erf, small),
        ("erfc", m.erfc, rng_vals(t, -2, 8, 32, seed + 6)), ("erfinv", m.erfinv, unit),
        ("erfcinv", lambda x: m.erfinv(1 - x), rng_vals(t, 0.01, 1.99, 32, seed + 7)),
        ("erfcx", lambda x: m.exp(x * x) * m.erfc(x), rng_vals(t, -2, 20, 32, seed + 8)),
        ("exp", m.exp, small), ("exp2", lambda x: m.power(2, x), small), ("exp10", lambda x: m.power(10, x), small),
        ("expm1", m.expm1, small), ("log", m.log, pos), ("log2", lambda x: m.log(x, 2), pos), ("log10", m.log10, pos),
        ("log1p", m.log1p, rng_vals(t, -0.9, 50, 32, seed + 9)), ("normcdf", m.ncdf, rng_vals(t, -5, 5, 32, seed + 10)),
        ("normcdfinv", lambda x: -m.sqrt(2) * m.erfinv(1 - 2 * x) if False else m.sqrt(2) * m.erfinv(2 * x - 1),
         rng_vals(t, 0.01, 0.99, 32, seed + 11)),
        ("rsqrt", lambda x: 1 / m.sqrt(x), pos), ("tgamma", m.gamma, rng_vals(t, 0.1, 10, 28, seed + 12) +
                                                  [bits_of(f, x) for x in (-0.5, -1.5, 1.0, 3.0)]),
        ("lgamma", lambda x: m.log(abs(m.gamma(x))), rng_vals(t, 0.1, 20, 28, seed + 13) +
         [bits_of(f, x) for x in (-0.5, -1.5, 3.0, 10.5)]),
        ("cyl_bessel_i0", m.besseli0 if hasattr(m, "besseli0") else (lambda x: m.besseli(0, x)), rng_vals(t, -10, 10, 32, seed + 14)),
        ("cyl_bessel_i1", lambda x: m.besseli(1, x), rng_vals(t, -10, 10, 32, seed + 15)),
    ]
    for base, fn, xs in one:
        c.row(name_of(base, t), t, t, xs, ref1(t, fn), tol=u(base))
    pairs = list(zip(wide, rng_vals(t, -80, 80, 32, seed + 16)))
    c.row(name_of("atan2", t), t, t * 2, pairs, ref2(t, m.atan2), tol=u("atan2"))
    c.row(name_of("hypot", t), t, t * 2, pairs, ref2(t, m.hypot), tol=u("hypot"))
    c.row(name_of("rhypot", t), t, t * 2, pairs, ref2(t, lambda x, y: 1 / m.hypot(x, y)), tol=u("rhypot"))
    pw = list(zip(pos, rng_vals(t, -4, 4, 32, seed + 17)))
    c.row(name_of("pow", t), t, t * 2, pw, ref2(t, m.power), tol=u("pow"))
    c.row(name_of("powi", t), t, t + "i", [(x, [0, 1, 2, 3, -1, -2, 5, -3][i % 8]) for i, x in enumerate(pos)],
          lambda a, n: mpround(f, mpval(f, a) ** sx(n, 32)), tol=u("powi"))
    tr = list(zip(wide, rng_vals(t, -80, 80, 32, seed + 18), rng_vals(t, -80, 80, 32, seed + 19)))
    c.row(name_of("norm3d", t), t, t * 3, tr, lambda a, b, cc: mpround(f, m.sqrt(sum(mpval(f, v) ** 2 for v in (a, b, cc)))),
          tol=u("norm3d"))
    c.row(name_of("rnorm3d", t), t, t * 3, tr,
          lambda a, b, cc: mpround(f, 1 / m.sqrt(sum(mpval(f, v) ** 2 for v in (a, b, cc)))), tol=u("rnorm3d"))
    quad = [x + (y,) for x, y in zip(tr, rng_vals(t, -80, 80, 32, seed + 20))]
    c.row(name_of("norm4d", t), t, t * 4, quad, lambda *v: mpround(f, m.sqrt(sum(mpval(f, x) ** 2 for x in v))),
          tol=u("norm4d"))
    c.row(name_of("rnorm4d", t), t, t * 4, quad, lambda *v: mpround(f, 1 / m.sqrt(sum(mpval(f, x) ** 2 for x in v))),
          tol=u("rnorm4d"))
    c.row(name_of("sincos", t), "v", t, wide, lambda a: (None, ref1(t, m.sin)(a), ref1(t, m.cos)(a)), outs=t + t,
          tol=u("sincos"))
    c.row(name_of("sincospi", t), "v", t, small, lambda a: (None, ref1(t, m.sinpi)(a), ref1(t, m.cospi)(a)), outs=t + t,
          tol=u("sincospi"))
    # Bessel functions of the first and second kind: ulp bound for |x| < 8 (away from their zeros),
    # absolute bound beyond.
    near, far = (ulp(9), absolute(2.2e-6)) if t == "f" else (ulp(7), absolute(5e-12))
    zeros0 = (2.4048, 5.5201, 0.8936, 3.9577, 7.0861)
    zeros1 = (0.0, 3.8317, 7.0156, 2.1971, 5.4297)
    for base, fn, zs, lo in (("j0", lambda x: m.besselj(0, x), zeros0[:3], -7.9), ("j1", lambda x: m.besselj(1, x), zeros1[:3], -7.9),
                             ("y0", lambda x: m.bessely(0, x), zeros0[2:], 0.1), ("y1", lambda x: m.bessely(1, x), zeros1[3:], 0.1)):
        avoid = zs + tuple(-z for z in zs)
        c.row(name_of(base, t), t, t, rng_vals(t, lo, 7.9, 32, seed + 21, avoid), ref1(t, fn), tol=near,
              tag=f"{base}{'f' if t == 'f' else ''}.near")
        c.row(name_of(base, t), t, t, rng_vals(t, 8.5, 60, 32, seed + 22), ref1(t, fn), tol=far,
              tag=f"{base}{'f' if t == 'f' else ''}.far")
    jn = [(n, x) for n, x in zip([0, 1, 2, 3, 5] * 7, rng_vals(t, -30, 30, 32, seed + 23))]
    c.row(name_of("jn", t), t, "i" + t, jn, lambda n, a: mpround(f, m.besselj(n, mpval(f, a))), tol=far)
    yn = [(n, x) for n, x in zip([0, 1, 2, 3, 5] * 7, rng_vals(t, 8, 40, 32, seed + 24))]
    c.row(name_of("yn", t), t, "i" + t, yn, lambda n, a: mpround(f, m.bessely(n, mpval(f, a))), tol=far)


def exact_float_rows(c, t):
    f = FMT_OF[t]
    sp = special(t)
    r = rng_vals(t, -50, 50, 32, 300 + ord(t))
    pairs = list(zip(sp + r[:14], r[::-1]))
    integral = sp + [bits_of(f, x) for x in (0.5, -0.5, 1.5, 2.5, -3.5, 4.5, 2.25, -7.75)]
    for base, mode in (("ceil", "rp"), ("floor", "rm"), ("trunc", "rz"), ("round", "rna"), ("rint", "rn"),
                       ("nearbyint", "rn")):
        c.row(name_of(base, t), t, t, integral, lambda a, mode=mode: round_integral(f, a, mode))
    c.row(name_of("fabs", t), t, t, sp, lambda a: a & ~f.sign)
    c.row(name_of("sqrt", t), t, t, [x & ~f.sign for x in sp + r[:10]], lambda a: arith(f, "sqrt", a))
    c.row(name_of("copysign", t), t, t * 2, pairs, lambda a, b: (a & ~f.sign) | (b & f.sign))
    c.row(name_of("fdim", t), t, t * 2, pairs, lambda a, b: fdim(f, a, b))
    c.row(name_of("fmax", t), t, t * 2, pairs + [(f.qnan, sp[2]), (0, f.sign)], lambda a, b: fminmax(f, a, b, True))
    c.row(name_of("fmin", t), t, t * 2, pairs + [(f.qnan, sp[2]), (0, f.sign)], lambda a, b: fminmax(f, a, b, False))
    nz = [(a, b) for a, b in pairs]
    c.row(name_of("fmod", t), t, t * 2, nz, lambda a, b: fmod(f, a, b))
    c.row(name_of("remainder", t), t, t * 2, nz, lambda a, b: remainder(f, a, b)[0])
    rq = list(zip(rng_vals(t, -50, 50, 32, 310), rng_vals(t, 7, 20, 32, 311)))  # |quotient| < 8
    rq = [(a, b if i % 2 else b | f.sign) for i, (a, b) in enumerate(rq)]
    c.row(name_of("remquo", t), t, t * 2, rq, lambda a, b: remainder(f, a, b), outs="i")
    tri = [(a, b, cc) for (a, b), cc in zip(pairs, r)]
    c.row(name_of("fma", t), t, t * 3, tri, lambda a, b, cc: arith(f, "fma", a, b, cc))
    c.row(name_of("frexp", t), t, t, sp[:12] + r[:16] + [1, f.sign | 7, f.qnan, f.inf], lambda a: frexp(f, a), outs="i")
    c.row(name_of("modf", t), t, t, sp + r[:14], lambda a: modf(f, a), outs=t)
    exps = [0, 1, -1, 10, -10, 100, -100, 1000, -1000, 3]
    c.row(name_of("ldexp", t), t, t + "i", [(x, exps[i % 10]) for i, x in enumerate(sp + r[:14])],
          lambda a, n: ldexp(f, a, sx(n, 32)))
    c.row(name_of("scalbn", t), t, t + "i", [(x, exps[(i + 3) % 10]) for i, x in enumerate(sp + r[:14])],
          lambda a, n: ldexp(f, a, sx(n, 32)))
    fin = [x for x in sp + r[:12] if not is_nan(f, x) and not is_inf(f, x) and not is_zero(f, x)]
    c.row(name_of("logb", t), t, t, fin + [0, f.inf], lambda a: logb(f, a))
    c.row(name_of("ilogb", t), "i", t, fin, lambda a: ilogb(f, a))
    c.row(name_of("nextafter", t), t, t * 2, pairs, lambda a, b: nextafter(f, a, b))
    c.row(f"__nv_llrint{'f' if t == 'f' else ''}", "l", t, integral, lambda a: to_int(f, a, 64, True, "rn"))
    # NaN gives INT64_MIN: cvt to s64 gives it (and libdevice's __nv_llroundf tests NaN itself).
    c.row(f"__nv_llround{'f' if t == 'f' else ''}", "l", t, integral, lambda a: to_int(f, a, 64, True, "rna"))
    cls = sp + r[:4] + [f.qnan | f.sign]
    if t == "f":
        c.row("__nv_finitef", "i", "f", cls, lambda a: int(not is_nan(f, a) and not is_inf(f, a)))
        c.row("__nv_isinff", "i", "f", cls, lambda a: int(is_inf(f, a)))
        c.row("__nv_isnanf", "i", "f", cls, lambda a: int(is_nan(f, a)))
        c.row("__nv_signbitf", "i", "f", cls, lambda a: int(sign_of(f, a)))
        c.row("__nv_saturatef", "f", "f", sp + r[:10], lambda a: 0 if is_nan(f, a) or sign_of(f, a) else
              (bits_of(f, 1.0) if value(f, a) > 1 else a))
    else:
        c.row("__nv_isfinited", "i", "d", cls, lambda a: int(not is_nan(f, a) and not is_inf(f, a)))
        c.row("__nv_isinfd", "i", "d", cls, lambda a: int(is_inf(f, a)))
        c.row("__nv_isnand", "i", "d", cls, lambda a: int(is_nan(f, a)))
        c.row("__nv_signbitd", "i", "d", cls, lambda a: int(sign_of(f, a)))


def fdim(f, a, b):
    if is_nan(f, a) or is_nan(f, b):
        return f.qnan
    va, vb = value(f, a), value(f, b)
    if va > vb:
        return arith(f, "sub", a, b)
    return 0


def fminmax(f, a, b, is_max):
    if is_nan(f, a):
        return f.qnan if is_nan(f, b) else b
    if is_nan(f, b):
        return a
    va, vb = value(f, a), value(f, b)
    if va == vb:
        if sign_of(f, a) != sign_of(f, b):
            return (a if not sign_of(f, a) else b) if is_max else (a if sign_of(f, a) else b)
        return a
    return (a if va > vb else b) if is_max else (a if va < vb else b)


def fmod(f, a, b):
    if is_nan(f, a) or is_nan(f, b) or is_inf(f, a) or is_zero(f, b):
        return f.qnan
    if is_inf(f, b) or is_zero(f, a):
        return a
    x, y = to_fraction(f, a), abs(to_fraction(f, b))
    r = abs(x) - y * (abs(x) // y)
    return rround(f, -r if x < 0 else r, zero_sign=sign_of(f, a))


def remainder(f, a, b):
    """IEEE remainder and the quotient's low bits with its sign (remquo's quo)."""
    if is_nan(f, a) or is_nan(f, b) or is_inf(f, a) or is_zero(f, b):
        return f.qnan, 0
    if is_inf(f, b):
        return a, 0
    x, y = to_fraction(f, a), to_fraction(f, b)
    q = x / y
    n = math.floor(q)
    d = q - n
    if d > Fraction(1, 2) or (d == Fraction(1, 2) and n % 2):
        n += 1
    r = x - n * y
    return rround(f, r, zero_sign=sign_of(f, a)), n & mask(32)


def frexp(f, a):
    if is_nan(f, a) or is_inf(f, a) or is_zero(f, a):
        return (f.qnan if is_nan(f, a) else a), 0
    v = to_fraction(f, a)
    e = 0
    while abs(v) >= 1:
        v /= 2
        e += 1
    while abs(v) < Fraction(1, 2):
        v *= 2
        e -= 1
    return rround(f, v), e & mask(32)


def modf(f, a):
    if is_nan(f, a):
        return f.qnan, f.qnan
    if is_inf(f, a):
        return a & f.sign, a
    ip = round_integral(f, a, "rz")
    frac = arith(f, "sub", a, ip)
    return (frac & ~f.sign) | (a & f.sign), ip


def ldexp(f, a, n):
    if is_nan(f, a):
        return f.qnan
    if is_inf(f, a) or is_zero(f, a):
        return a
    return rround(f, to_fraction(f, a) * Fraction(2) ** n, zero_sign=sign_of(f, a))


def ilogb(f, a):
    v = abs(to_fraction(f, a))
    e = v.numerator.bit_length() - v.denominator.bit_length()
    if Fraction(2) ** e > v:
        e -= 1
    return e & mask(32)


def logb(f, a):
    if is_zero(f, a):
        return f.inf | f.sign
    if is_inf(f, a):
        return f.inf
    return rround(f, sx(ilogb(f, a), 32))


def nextafter(f, a, b):
    if is_nan(f, a) or is_nan(f, b):
        return f.qnan
    va, vb = value(f, a), value(f, b)
    if va == vb:
        return b
    if is_zero(f, a):
        return 1 | (f.sign if vb < 0 else 0)
    up = (vb > va) != bool(sign_of(f, a))
    return a + 1 if up else a - 1


def rounded_rows(c):
    for t, pre in (("f", "f"), ("d", "d")):
        f = FMT_OF[t]
        r = rng_vals(t, -1e3, 1e3, 24, 400 + ord(t))
        sp = [1, f.sign | 3, f.max_finite, bits_of(f, 3.0), bits_of(f, 0.1), bits_of(f, 1.0), 0, f.sign]
        a = r + sp
        b = rng_vals(t, -1e3, 1e3, 24, 401 + ord(t)) + [bits_of(f, 0.75), bits_of(f, 1.5), bits_of(f, 2.0),
                                                          bits_of(f, 7.0), bits_of(f, 3.0), f.sign, 0, 1]
        cc = rng_vals(t, -1e3, 1e3, 32, 402 + ord(t))
        for mode, pm in RND.items():
            for op in ("add", "sub", "mul", "div"):
                c.row(f"__nv_{pre}{op}_{mode}", t, t * 2, list(zip(a, b)), lambda x, y, op=op, pm=pm, f=f: arith(f, op, x, y, mode=pm))
            c.row(f"__nv_{pre}rcp_{mode}", t, t, a, lambda x, pm=pm, f=f: arith(f, "rcp", x, mode=pm))
            c.row(f"__nv_{pre}sqrt_{mode}", t, t, [x & ~f.sign for x in a], lambda x, pm=pm, f=f: arith(f, "sqrt", x, mode=pm))
            fname = f"__nv_fma_{mode}" if t == "d" else f"__nv_fmaf_{mode}"
            c.row(fname, t, t * 3, list(zip(a, b, cc)), lambda x, y, z, pm=pm, f=f: arith(f, "fma", x, y, z, mode=pm))
            if t == "f":
                c.row(f"__nv_fmaf_ieee_{mode}", t, t * 3, list(zip(a, b, cc)),
                      lambda x, y, z, pm=pm: arith(F32, "fma", x, y, z, mode=pm))
    m = mp()
    c.row("__nv_frsqrt_rn", "f", "f", rng_vals("f", 1e-3, 1e6, 28, 410) + [bits_of(F32, x) for x in (4.0, 1.0, 0.25, 16.0)],
          lambda a: mpround(F32, 1 / m.sqrt(mpval(F32, a))))


def conversion_rows(c):
    r = random.Random(500)
    d = [bits_of(F64, x) for x in (0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 1e10, -1e10, 3e9, 5e9, -3e9, 1e20, 1e-310,
                                   -1e-310, 3.4e38, 3.5e38, 1.0 + 2 ** -30)] + [F64.qnan, F64.inf, F64.inf | F64.sign] + \
        [bits_of(F64, r.uniform(-5e9, 5e9)) for _ in range(12)]
    fl = [bits_of(F32, x) for x in (0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 1e10, -1e10, 3e9, 5e9, -3e9, 1e20, 1e-40,
                                    -1e-40, 65520.0, 1e-5, 2.0 ** -24)] + [F32.qnan, F32.inf, F32.inf | F32.sign] + \
        [bits_of(F32, r.uniform(-5e9, 5e9)) for _ in range(12)]
    for mode, pm in RND.items():
        c.row(f"__nv_double2float_{mode}", "f", "d", d, lambda a, pm=pm: cvt(F64, F32, a, pm))
        for name, it, w, s in (("int", "i", 32, True), ("uint", "i", 32, False), ("ll", "l", 64, True), ("ull", "l", 64, False)):
            c.row(f"__nv_double2{name}_{mode}", it, "d", d, lambda a, w=w, s=s, pm=pm: to_int(F64, a, w, s, pm))
            c.row(f"__nv_float2{name}_{mode}", it, "f", fl, lambda a, w=w, s=s, pm=pm: to_int(F32, a, w, s, pm))
    i32 = [0, 1, mask(32), 1 << 31, (1 << 31) - 1, 16777217, 16777219, 33554435] + [r.getrandbits(32) for _ in range(24)]
    i64 = [0, 1, mask(64), 1 << 63, (1 << 63) - 1, (1 << 53) + 1, (1 << 53) + 3, 16777217] + \
        [r.getrandbits(64) >> r.randrange(40) for _ in range(24)]
    for mode, pm in RND.items():
        c.row(f"__nv_int2float_{mode}", "f", "i", i32, lambda a, pm=pm: rround(F32, sx(a, 32), pm))
        c.row(f"__nv_uint2float_{mode}", "f", "i", i32, lambda a, pm=pm: rround(F32, a, pm))
        c.row(f"__nv_ll2float_{mode}", "f", "l", i64, lambda a, pm=pm: rround(F32, sx(a, 64), pm))
        c.row(f"__nv_ull2float_{mode}", "f", "l", i64, lambda a, pm=pm: rround(F32, a, pm))
        c.row(f"__nv_ll2double_{mode}", "d", "l", i64, lambda a, pm=pm: rround(F64, sx(a, 64), pm))
        c.row(f"__nv_ull2double_{mode}", "d", "l", i64, lambda a, pm=pm: rround(F64, a, pm))
    c.row("__nv_int2double_rn", "d", "i", i32, lambda a: rround(F64, sx(a, 32)))
    c.row("__nv_uint2double_rn", "d", "i", i32, lambda a: rround(F64, a))
    c.row("__nv_double2hiint", "i", "d", d, lambda a: a >> 32)
    c.row("__nv_double2loint", "i", "d", d, lambda a: a & mask(32))
    c.row("__nv_hiloint2double", "d", "ii", list(zip(i32, reversed(i32))), lambda hi, lo: (hi << 32) | lo)
    c.row("__nv_double_as_longlong", "l", "d", d, lambda a: a)
    c.row("__nv_longlong_as_double", "d", "l", i64, lambda a: a)
    c.row("__nv_float_as_int", "i", "f", fl, lambda a: a)
    c.row("__nv_float_as_uint", "i", "f", fl, lambda a: a)
    c.row("__nv_int_as_float", "f", "i", i32, lambda a: a)
    c.row("__nv_uint_as_float", "f", "i", i32, lambda a: a)
    c.row("__nv_float2half_rn", "s", "f", fl, lambda a: 0x7FFF if is_nan(F32, a) else cvt(F32, FMT_OF["h"], a, "rn"))
    hs = [0, 0x8000, 0x3C00, 0xBC00, 0x7BFF, 0x0001, 0x83FF, 0x7C00, 0xFC00, 0x7E00, 0x3555, 0x4248]
    c.row("__nv_half2float", "f", "s", hs, lambda a: cvt(FMT_OF["h"], F32, a, "rn"))


def cvt(src, dst, a, mode):
    if is_nan(src, a):
        return dst.qnan
    v = value(src, a)
    if isinstance(v, float):
        return dst.inf | (dst.sign if v < 0 else 0)
    return rround(dst, v, mode, zero_sign=sign_of(src, a))


def integer_rows(c):
    r = random.Random(600)
    i32 = [0, 1, mask(32), 1 << 31, (1 << 31) - 1, 0x00FFFFFF, 0x80, 0x12345678] + [r.getrandbits(32) for _ in range(24)]
    j32 = [r.getrandbits(32) for _ in range(24)] + i32[:8]
    i64 = [0, 1, mask(64), 1 << 63, (1 << 63) - 1] + [r.getrandbits(64) for _ in range(27)]
    j64 = [r.getrandbits(64) for _ in range(27)] + i64[:5]
    p32, p64 = list(zip(i32, j32)), list(zip(i64, j64))
    m32, m64 = mask(32), mask(64)
    c.row("__nv_abs", "i", "i", i32, lambda a: abs(sx(a, 32)) & m32)
    c.row("__nv_llabs", "l", "l", i64, lambda a: abs(sx(a, 64)) & m64)
    c.row("__nv_brev", "i", "i", i32, lambda a: int(format(a, "032b")[::-1], 2))
    c.row("__nv_brevll", "l", "l", i64, lambda a: int(format(a, "064b")[::-1], 2))
    c.row("__nv_clz", "i", "i", i32, lambda a: 32 - a.bit_length())
    c.row("__nv_clzll", "i", "l", i64, lambda a: 64 - a.bit_length())
    c.row("__nv_ffs", "i", "i", i32, lambda a: (a & -a).bit_length())
    c.row("__nv_ffsll", "i", "l", i64, lambda a: (a & -a).bit_length())
    c.row("__nv_popc", "i", "i", i32, lambda a: bin(a).count("1"))
    c.row("__nv_popcll", "i", "l", i64, lambda a: bin(a).count("1"))
    sel = [r.getrandbits(16) for _ in range(28)] + [0x3210, 0x7654, 0x0123, 0x5555]
    c.row("__nv_byte_perm", "i", "iii", [(a, b, s) for (a, b), s in zip(p32, sel)], byte_perm)
    c.row("__nv_hadd", "i", "ii", p32, lambda a, b: ((sx(a, 32) + sx(b, 32)) >> 1) & m32)
    c.row("__nv_rhadd", "i", "ii", p32, lambda a, b: ((sx(a, 32) + sx(b, 32) + 1) >> 1) & m32)
    c.row("__nv_uhadd", "i", "ii", p32, lambda a, b: (a + b) >> 1)
    c.row("__nv_urhadd", "i", "ii", p32, lambda a, b: (a + b + 1) >> 1)
    c.row("__nv_max", "i", "ii", p32, lambda a, b: a if sx(a, 32) >= sx(b, 32) else b)
    c.row("__nv_min", "i", "ii", p32, lambda a, b: a if sx(a, 32) <= sx(b, 32) else b)
    c.row("__nv_umax", "i", "ii", p32, max)
    c.row("__nv_umin", "i", "ii", p32, min)
    c.row("__nv_llmax", "l", "ll", p64, lambda a, b: a if sx(a, 64) >= sx(b, 64) else b)
    c.row("__nv_llmin", "l", "ll", p64, lambda a, b: a if sx(a, 64) <= sx(b, 64) else b)
    c.row("__nv_ullmax", "l", "ll", p64, max)
    c.row("__nv_ullmin", "l", "ll", p64, min)
    c.row("__nv_mul24", "i", "ii", p32, lambda a, b: (sx(a & 0xFFFFFF, 24) * sx(b & 0xFFFFFF, 24)) & m32)
    c.row("__nv_umul24", "i", "ii", p32, lambda a, b: ((a & 0xFFFFFF) * (b & 0xFFFFFF)) & m32)
    c.row("__nv_mulhi", "i", "ii", p32, lambda a, b: (sx(a, 32) * sx(b, 32)) >> 32 & m32)
    c.row("__nv_umulhi", "i", "ii", p32, lambda a, b: (a * b) >> 32)
    c.row("__nv_mul64hi", "l", "ll", p64, lambda a, b: (sx(a, 64) * sx(b, 64)) >> 64 & m64)
    c.row("__nv_umul64hi", "l", "ll", p64, lambda a, b: (a * b) >> 64)
    c.row("__nv_sad", "i", "iii", [(a, b, z) for (a, b), z in zip(p32, reversed(i32))],
          lambda a, b, z: (abs(sx(a, 32) - sx(b, 32)) + z) & m32)
    c.row("__nv_usad", "i", "iii", [(a, b, z) for (a, b), z in zip(p32, reversed(i32))],
          lambda a, b, z: (abs(a - b) + z) & m32)


def byte_perm(a, b, s):
    by = [(a >> (8 * i)) & 0xFF for i in range(4)] + [(b >> (8 * i)) & 0xFF for i in range(4)]
    return sum(by[(s >> (4 * i)) & 7] << (8 * i) for i in range(4))


def fast_rows(c):
    m = mp()
    f = F32

    def xs(lo, hi, n, seed):
        return rng_vals("f", lo, hi, n, seed)

    c.row("__nv_fast_sinf", "f", "f", xs(-3.14, 3.14, 32, 700), ref1("f", m.sin), tol=absolute(2 ** -21.41))
    c.row("__nv_fast_cosf", "f", "f", xs(-3.14, 3.14, 32, 701), ref1("f", m.cos), tol=absolute(2 ** -21.19))
    c.row("__nv_fast_sincosf", "v", "f", xs(-3.14, 3.14, 32, 702),
          lambda a: (None, ref1("f", m.sin)(a), ref1("f", m.cos)(a)), outs="ff", tol=absolute(2 ** -21.19))
    c.row("__nv_fast_tanf", "f", "f", xs(0.3, 1.2, 16, 703) + xs(-1.2, -0.3, 16, 704), ref1("f", m.tan), tol=ulp(4))
    e = xs(-1.7, 1.7, 32, 705)
    c.row("__nv_fast_expf", "f", "f", e, ref1("f", m.exp), tol=ulp(2 + math.floor(1.173 * 1.7)))
    e10 = xs(-0.67, 0.67, 32, 706)
    c.row("__nv_fast_exp10f", "f", "f", e10, ref1("f", lambda x: m.power(10, x)), tol=ulp(2 + math.floor(2.97 * 0.67)))
    for name, fn, near, far in (("logf", m.log, 2 ** -21.41, 3), ("log2f", lambda x: m.log(x, 2), 2 ** -22, 2),
                                ("log10f", m.log10, 2 ** -24, 3)):
        c.row(f"__nv_fast_{name}", "f", "f", xs(0.5, 2, 32, 707), ref1("f", fn), tol=absolute(near), tag=f"fast_{name}.near1")
        c.row(f"__nv_fast_{name}", "f", "f", xs(2.5, 1e6, 32, 708), ref1("f", fn), tol=ulp(far), tag=f"fast_{name}.far")
    pw = list(zip(xs(0.5, 4, 32, 709), xs(-0.8, 0.8, 32, 710)))  # |1.173 y log2 x| < 1.9
    c.row("__nv_fast_powf", "f", "ff", pw, ref2("f", m.power), tol=ulp(3))
    c.row("__nv_fast_fdividef", "f", "ff", list(zip(xs(-1e3, 1e3, 32, 711), xs(0.01, 1e4, 32, 712))),
          ref2("f", lambda x, y: x / y), tol=ulp(2))
    c.row("__nv_fast_tanhf", "f", "f", xs(-5, 5, 32, 713), ref1("f", m.tanh), tol=relative(2 ** -10.987))
    m2 = F64
    c.row("__nv_rcp64h", "d", "d", rng_vals("d", -1e4, 1e4, 32, 714), lambda a: mpround(m2, 1 / mpval(m2, a)), tol=ulp(1))
    _ = f


def main():
    clean(AREA)
    TableCase.generator = "libdevice.py"
    for t, w in (("f", "float"), ("d", "double")):
        c = TableCase(AREA, f"math_{w}", f"libdevice {w} math functions within CUDA's documented maximum ulp errors "
                      "(Bessel functions: ulp for |x| < 8 away from zeros, absolute beyond)")
        math_rows(c, t)
        c.write()
        c = TableCase(AREA, f"exact_{w}", f"libdevice {w} functions with exact results: rounding family, fabs, sqrt, "
                      "copysign, fdim, fmax/fmin, fmod, remainder, remquo, fma, frexp, modf, ldexp, scalbn, logb, ilogb, "
                      "nextafter, llrint, llround, classification")
        exact_float_rows(c, t)
        c.write()
    c = TableCase(AREA, "rounded", "libdevice arithmetic in explicit rounding modes (_rn _rz _rd _ru): add sub mul div "
                  "rcp sqrt fma on float and double, fmaf_ieee, frsqrt_rn")
    rounded_rows(c)
    c.write()
    c = TableCase(AREA, "conversions", "libdevice conversions: double2float, double/float to int/uint/ll/ull, int/uint/"
                  "ll/ull to float/double in every rounding mode; hi/lo words, bit casts, half")
    conversion_rows(c)
    c.write()
    c = TableCase(AREA, "integer", "libdevice integer functions: abs brev clz ffs popc byte_perm hadd rhadd max min "
                  "mul24 mulhi mul64hi sad (signed and unsigned)")
    integer_rows(c)
    c.write()
    c = TableCase(AREA, "fast", "libdevice __fast intrinsics (__sinf __expf __logf __powf __fdividef...) within CUDA's "
                  "documented errors on their documented ranges; rcp64h")
    fast_rows(c)
    c.write()
    print(f"{AREA}: 8 cases")


if __name__ == "__main__":
    main()
