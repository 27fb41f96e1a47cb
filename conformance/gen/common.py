"""common.py - what every conformance generator shares: an exact IEEE reference, PTX integer
semantics, and the writer of a case's launch script and data files.

The reference is independent of the host's floating point: every operation is computed exactly
with Fraction and rounded once (round to nearest, ties to even) to the destination format, with
subnormals, signed zeros, infinities and NaN handled by the IEEE 754 rules. Values travel as bit
patterns (ints), so -0.0 and NaN payloads survive.
"""

import json
import math
import os
import struct
from fractions import Fraction

CONF = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = os.path.join(CONF, "cases")  # the area folders

# ---- Floating-point formats ---------------------------------------------------------------------


class Fmt:
    def __init__(self, name, bits, mant):
        self.name, self.bits, self.mant = name, bits, mant  # mant: stored fraction bits
        self.exp_bits = bits - 1 - mant
        self.bias = (1 << (self.exp_bits - 1)) - 1
        self.emax = self.bias
        self.emin = 1 - self.bias
        self.sign = 1 << (bits - 1)
        self.exp_mask = ((1 << self.exp_bits) - 1) << mant
        self.frac_mask = (1 << mant) - 1
        self.inf = self.exp_mask
        self.qnan = self.exp_mask | (1 << (mant - 1))  # canonical quiet NaN, positive
        self.max_finite = self.exp_mask - (1 << mant) | self.frac_mask


F16 = Fmt("f16", 16, 10)
F32 = Fmt("f32", 32, 23)
F64 = Fmt("f64", 64, 52)
FMTS = {"f16": F16, "f32": F32, "f64": F64}


def is_nan(f, b):
    return (b & f.exp_mask) == f.exp_mask and (b & f.frac_mask) != 0


def is_inf(f, b):
    return (b & ~f.sign) == f.inf


def is_zero(f, b):
    return (b & ~f.sign) == 0


def neg(f, b):
    return b ^ f.sign


def sign_of(f, b):
    return 1 if b & f.sign else 0


def to_fraction(f, b):
    """The exact value of a finite number."""
    e = (b & f.exp_mask) >> f.mant
    m = b & f.frac_mask
    if e == 0:
        v = Fraction(m, 1 << f.mant) * Fraction(2) ** f.emin
    else:
        v = Fraction(m + (1 << f.mant), 1 << f.mant) * Fraction(2) ** (e - f.bias)
    return -v if b & f.sign else v


def round_to(f, v, zero_sign=0):
    """Correctly rounds the exact value v (Fraction or int) to format f, ties to even. A zero result
    takes zero_sign (the caller knows the IEEE rule for its operation)."""
    v = Fraction(v)
    if v == 0:
        return f.sign if zero_sign else 0
    s = f.sign if v < 0 else 0
    a = abs(v)
    # exponent e with 2^e <= a < 2^(e+1)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    e = max(e, f.emin)  # subnormals share the quantum of the smallest normal binade
    quantum = Fraction(2) ** (e - f.mant)
    q = a / quantum
    n = q.numerator // q.denominator
    rem = q - n
    if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and n & 1):
        n += 1
    if n == 1 << (f.mant + 1):  # rounding carried into the next binade
        n >>= 1
        e += 1
    if e > f.emax:
        return s | f.inf
    if n < (1 << f.mant):  # subnormal (or zero after rounding: cannot happen for v != 0 here)
        return s | n
    return s | ((e + f.bias) << f.mant) | (n - (1 << f.mant))


def from_py(f, x):
    """Bits of a Python float (a double) in format f, correctly rounded."""
    if isinstance(x, float) and math.isnan(x):
        return f.qnan
    if isinstance(x, float) and math.isinf(x):
        return f.inf | (f.sign if x < 0 else 0)
    if x == 0:
        return f.sign if math.copysign(1.0, x) < 0 else 0
    return round_to(f, Fraction(x))


def to_py(f, b):
    """A Python float for printing (exact for f16/f32/f64 values)."""
    if is_nan(f, b):
        return math.nan
    if is_inf(f, b):
        return -math.inf if b & f.sign else math.inf
    if is_zero(f, b):
        return -0.0 if b & f.sign else 0.0
    return float(to_fraction(f, b))


def fop(f, op, a, b=None):
    """IEEE basic operations on bit patterns: add sub mul div rem (fmod), result bits. A NaN
    result is the canonical quiet NaN (the expect step matches any NaN with any NaN)."""
    nan = f.qnan
    if op == "sub":
        return fop(f, "add", a, neg(f, b))
    if is_nan(f, a) or (b is not None and is_nan(f, b)):
        return nan
    sa, sb = sign_of(f, a), sign_of(f, b or 0)
    if op == "add":
        if is_inf(f, a) and is_inf(f, b):
            return a if sa == sb else nan
        if is_inf(f, a):
            return a
        if is_inf(f, b):
            return b
        if is_zero(f, a) and is_zero(f, b):
            return f.sign if (sa and sb) else 0
        return round_to(f, to_fraction(f, a) + to_fraction(f, b), zero_sign=0)
    if op == "mul":
        s = sa ^ sb
        if (is_inf(f, a) and is_zero(f, b)) or (is_zero(f, a) and is_inf(f, b)):
            return nan
        if is_inf(f, a) or is_inf(f, b):
            return f.inf | (f.sign if s else 0)
        return round_to(f, to_fraction(f, a) * to_fraction(f, b), zero_sign=s)
    if op == "div":
        s = sa ^ sb
        if (is_inf(f, a) and is_inf(f, b)) or (is_zero(f, a) and is_zero(f, b)):
            return nan
        if is_inf(f, a) or is_zero(f, b):
            return f.inf | (f.sign if s else 0)
        if is_inf(f, b):
            return f.sign if s else 0
        return round_to(f, to_fraction(f, a) / to_fraction(f, b), zero_sign=s)
    if op == "rem":  # C fmod: exact, sign of the dividend
        if is_inf(f, a) or is_zero(f, b):
            return nan
        if is_inf(f, b) or is_zero(f, a):
            return a
        x, y = to_fraction(f, a), abs(to_fraction(f, b))
        r = abs(x) - y * (abs(x) // y)
        return round_to(f, -r if sa else r, zero_sign=sa)
    if op == "sqrt":
        if is_zero(f, a):
            return a
        if sa:
            return nan
        if is_inf(f, a):
            return a
        return round_sqrt(f, to_fraction(f, a))
    raise ValueError(op)


def round_sqrt(f, v):
    """Correctly rounded square root of a positive Fraction: bisect on the exact square."""
    lo, hi = 0, f.inf  # positive finite bit patterns are ordered like their values
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if to_fraction(f, mid) ** 2 <= v:
            lo = mid
        else:
            hi = mid
    # lo <= sqrt(v) < hi: pick the nearer, ties to even (the midpoint is never exact for sqrt)
    m = (to_fraction(f, lo) + to_fraction(f, hi)) / 2 if hi != f.inf else None
    if m is None or m * m > v:
        return lo
    return hi


def fma(f, a, b, c):
    """fma.rn: a*b+c with one rounding."""
    if is_nan(f, a) or is_nan(f, b) or is_nan(f, c):
        return f.qnan
    p_inf = is_inf(f, a) or is_inf(f, b)
    if (is_inf(f, a) and is_zero(f, b)) or (is_zero(f, a) and is_inf(f, b)):
        return f.qnan
    if p_inf:
        ps = sign_of(f, a) ^ sign_of(f, b)
        if is_inf(f, c) and sign_of(f, c) != ps:
            return f.qnan
        return f.inf | (f.sign if ps else 0)
    if is_inf(f, c):
        return c
    prod = to_fraction(f, a) * to_fraction(f, b)
    ps = sign_of(f, a) ^ sign_of(f, b)
    if prod == 0 and is_zero(f, c):
        return f.sign if (ps and sign_of(f, c)) else 0
    return round_to(f, prod + to_fraction(f, c), zero_sign=0)


def fcmp(f, pred, a, b):
    unordered = is_nan(f, a) or is_nan(f, b)
    if pred == "false":
        return 0
    if pred == "true":
        return 1
    if pred == "ord":
        return int(not unordered)
    if pred == "uno":
        return int(unordered)
    if unordered:
        return int(pred.startswith("u"))
    x = 0 if is_zero(f, a) else (math.inf if is_inf(f, a) and not sign_of(f, a) else
                                 -math.inf if is_inf(f, a) else to_fraction(f, a))
    y = 0 if is_zero(f, b) else (math.inf if is_inf(f, b) and not sign_of(f, b) else
                                 -math.inf if is_inf(f, b) else to_fraction(f, b))
    rel = pred[1:]
    return int({"eq": x == y, "ne": x != y, "gt": x > y, "ge": x >= y, "lt": x < y, "le": x <= y}[rel])


def convert(src, dst, b):
    """fpext / fptrunc (round to nearest even)."""
    if is_nan(src, b):
        return dst.qnan | (dst.sign if b & src.sign else 0)
    if is_inf(src, b):
        return dst.inf | (dst.sign if b & src.sign else 0)
    if is_zero(src, b):
        return dst.sign if b & src.sign else 0
    return round_to(dst, to_fraction(src, b))


def cvt_nan(f, width):
    """What PTX cvt from format f to an integer of `width` bits gives for NaN (PTX ISA, cvt, Integer
    Notes; measured on an H100): 0 unless the source is .f64 or the result is 64 bits wide, and then
    the result's sign bit alone (MININT; MAXINT / 2 + 1 unsigned). Widths no cvt has get 0."""
    return 1 << (width - 1) if width in (8, 16, 32, 64) and (f is F64 or width == 64) else 0


def fp_to_int(f, b, width, signed):
    """fptosi/fptoui as both NVPTX backends compile them: PTX cvt.rzi.{s,u}W.fM to the register
    width W (16, 32 or 64) that holds the result (truncate toward zero, saturate to W bits, NaN as
    cvt_nan), then the low `width` bits. i1 and widths above 64 saturate at their own width."""
    cw = width if width == 1 or width > 64 else 16 if width <= 16 else 32 if width <= 32 else 64
    if cw != width:
        return fp_to_int(f, b, cw, signed) & ((1 << width) - 1)
    lo, hi = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if signed else (0, (1 << width) - 1)
    if is_nan(f, b):
        return cvt_nan(f, width)
    if is_inf(f, b):
        v = lo if sign_of(f, b) else hi
    elif is_zero(f, b):
        v = 0
    else:
        x = to_fraction(f, b)
        t = math.trunc(x)
        v = min(max(t, lo), hi)
    return v & ((1 << width) - 1)


def int_to_fp(f, v):
    return round_to(f, v)


def f32(x):
    return from_py(F32, x)


def f64(x):
    return from_py(F64, x)


def bits_f32(u):
    return u & 0xFFFFFFFF


# ---- Integer semantics (PTX results where LLVM leaves them undefined) ---------------------------


def mask(w):
    return (1 << w) - 1


def sx(v, w):
    v &= mask(w)
    return v - (1 << w) if v >> (w - 1) else v


def iop(op, a, b, w):
    """LLVM integer binary operation on w-bit patterns, with PTX results for division by zero,
    INT_MIN / -1 and shift amounts >= w (amounts are unsigned). i64 udiv and sdiv are compiled
    with a div.u32 path taken when neither operand has a bit above bit 31 (LLVM's
    BypassSlowDivision, in both NVPTX backends), so x / 0 is 0xffffffff for such x."""
    m = mask(w)
    a &= m
    b &= m
    if op in ("udiv", "sdiv") and w == 64 and b == 0 and a >> 32 == 0:
        return mask(32)
    if op == "add":
        return (a + b) & m
    if op == "sub":
        return (a - b) & m
    if op == "mul":
        return (a * b) & m
    if op == "udiv":
        return m if b == 0 else a // b
    if op == "urem":
        return a if b == 0 else a % b
    if op == "sdiv":
        if b == 0:
            return m
        x, y = sx(a, w), sx(b, w)
        q = abs(x) // abs(y)
        return (q if (x < 0) == (y < 0) else -q) & m
    if op == "srem":
        if b == 0:
            return a
        x, y = sx(a, w), sx(b, w)
        r = abs(x) % abs(y)
        return (-r if x < 0 else r) & m
    if op == "shl":
        return 0 if b >= w else (a << b) & m
    if op == "lshr":
        return 0 if b >= w else a >> b
    if op == "ashr":
        return (sx(a, w) >> min(b, w - 1)) & m
    if op == "and":
        return a & b
    if op == "or":
        return a | b
    if op == "xor":
        return a ^ b
    raise ValueError(op)


def icmp(pred, a, b, w):
    a &= mask(w)
    b &= mask(w)
    if pred[0] == "s":
        a, b = sx(a, w), sx(b, w)
    rel = pred[-2:] if pred not in ("eq", "ne") else pred
    return int({"eq": a == b, "ne": a != b, "gt": a > b, "ge": a >= b, "lt": a < b, "le": a <= b}[rel])


# ---- Packing ------------------------------------------------------------------------------------

CODES = {"i8": "b", "u8": "B", "i16": "h", "u16": "H", "i32": "i", "u32": "I", "i64": "q", "u64": "Q",
         "f32": "f", "f64": "d"}
UNSIGNED = {8: "B", 16: "H", 32: "I", 64: "Q"}


def pack(elem, values):
    """Little-endian bytes. Integer elems take any int (wrapped to the width); f16/f32/f64 take
    bit patterns (ints) so that NaN payloads and -0.0 are exact."""
    if elem in ("f16", "f32", "f64"):
        w = FMTS[elem].bits
        return struct.pack(f"<{len(values)}{UNSIGNED[w]}", *[v & mask(w) for v in values])
    w = struct.calcsize(CODES[elem]) * 8
    return struct.pack(f"<{len(values)}{UNSIGNED[w]}", *[v & mask(w) for v in values])


def elem_width(elem):
    return {"i1": 1, "i8": 8, "u8": 8, "i16": 16, "u16": 16, "f16": 16, "i32": 32, "u32": 32, "f32": 32,
            "i64": 64, "u64": 64, "f64": 64}[elem]


# ---- Cases --------------------------------------------------------------------------------------


class Case:
    """One case: ROOT/<area>/<name>.json and its data files <name>.<buffer>[.expected].bin.

    Steps are written in call order: buffer() allocates and uploads, launch() launches, expect()
    checks. The generator owns the .json and .bin files; the .ll is hand-written unless ir= is
    given (then the generator writes it too, marked as generated)."""

    written = []

    def __init__(self, area, name, note=None):
        self.area, self.name = area, name
        self.folder = os.path.join(CASES, area)
        self.steps = []
        self.files = {}
        self.sizes = {}
        self.conf = {}
        self.note = note
        self.ir = None

    def buffer(self, name, data=None, nbytes=None):
        """A device buffer: uploaded from data (bytes), or zero-filled with nbytes."""
        size = len(data) if data is not None else nbytes
        self.sizes[name] = size
        self.steps.append({"op": "alloc", "buffer": name, "bytes": size})
        if data is not None and any(data):
            fname = f"{self.name}.{name}.bin"
            self.files[fname] = data
            self.steps.append({"op": "h2d", "buffer": name, "offset": 0, "bytes": size, "file": fname})
        return name

    def memset(self, name, value, offset=0, nbytes=None):
        self.steps.append({"op": "memset", "buffer": name, "offset": offset,
                           "bytes": self.sizes[name] - offset if nbytes is None else nbytes, "value": value})

    def upload(self, name, data, offset=0, tag="in"):
        fname = f"{self.name}.{name}.{tag}.bin"
        self.files[fname] = data
        self.steps.append({"op": "h2d", "buffer": name, "offset": offset, "bytes": len(data), "file": fname})

    def launch(self, kernel, grid, block, args, shared=0):
        def dim(d):
            d = list(d) if isinstance(d, (list, tuple)) else [d]
            return d + [1] * (3 - len(d))

        step = {"op": "launch", "kernel": kernel, "grid": dim(grid), "block": dim(block)}
        if shared:
            step["dynamic_shared_bytes"] = shared
        step["args"] = [self._arg(a) for a in args]
        self.steps.append(step)

    @staticmethod
    def _arg(a):
        if isinstance(a, str):  # a buffer name
            return {"type": "ptr", "buffer": a, "offset": 0}
        if a is None:
            return {"type": "ptr", "null": True}
        if isinstance(a, tuple):
            kind, val = a
            if kind == "bytes":
                return {"type": "bytes", "hex": val.hex()}
            if kind == "ptr":  # ("ptr", (buffer, offset))
                return {"type": "ptr", "buffer": val[0], "offset": val[1]}
            if kind == "f32":
                return {"type": "f32", "value": to_py(F32, val), "bits": f"0x{val:08x}"}
            if kind == "f64":
                return {"type": "f64", "value": to_py(F64, val), "bits": f"0x{val:016x}"}
            return {"type": kind, "value": val}
        raise TypeError(a)

    def expect(self, name, data, elem, offset=0, tolerance=None, tag=None):
        fname = f"{self.name}.{name}{'.' + tag if tag else ''}.expected.bin"
        assert fname not in self.files, fname
        self.files[fname] = data
        assert offset + len(data) <= self.sizes[name], (self.name, name)
        self.steps.append({"op": "expect", "buffer": name, "offset": offset, "bytes": len(data), "elem": elem,
                           "file": fname, "tolerance": tolerance or {"kind": "exact"}})

    def fault(self, stderr, exit=1, **kw):
        self.conf.update({"exit": exit, "stderr": stderr}, **kw)

    def options(self, *args):
        self.conf["args"] = list(args)

    def gpu_difference(self, elements, why, compiler=None):
        """A known difference from a GPU's golden in the last step's range (run.py leaves it out):
        elements as diff --ignore takes them after '@' ("" for the whole range); why cites
        docs/hardware-differences.md."""
        spec = f"{len(self.steps) - 1}" + (f"@{elements}" if elements else "")
        entry = {"ignore": spec, "why": why}
        if compiler:
            entry["compiler"] = compiler
        self.conf.setdefault("gpu_differences", []).append(entry)

    def write(self):
        os.makedirs(self.folder, exist_ok=True)
        doc = {}
        if self.note:
            doc["note"] = self.note
        if self.conf:
            doc["conformance"] = self.conf
        lines = ["{"]
        for k, v in doc.items():
            lines.append(f" {json.dumps(k)}: {json.dumps(v)},")
        lines.append(' "steps": [')
        lines.append(",\n".join("  " + json.dumps(s) for s in self.steps))
        lines.append(" ]")
        lines.append("}")
        with open(os.path.join(self.folder, self.name + ".json"), "w") as f:
            f.write("\n".join(lines) + "\n")
        for fname, data in self.files.items():
            assert len(data) <= 64 * 1024, fname
            with open(os.path.join(self.folder, fname), "wb") as f:
                f.write(data)
        if self.ir is not None:
            with open(os.path.join(self.folder, self.name + ".ll"), "w") as f:
                f.write(self.ir)
        Case.written.append(self)


def clean(area, keep_ll=True):
    """Removes the generated files of an area (scripts, data, generated .ll) before regenerating."""
    folder = os.path.join(CASES, area)
    if not os.path.isdir(folder):
        return
    for fname in os.listdir(folder):
        path = os.path.join(folder, fname)
        if fname.endswith(".bin") or fname.endswith(".json"):
            os.remove(path)
        elif fname.endswith(".ll") and keep_ll:
            with open(path) as f:
                if f.readline().startswith("; GENERATED"):
                    os.remove(path)


# ---- IR text helpers ----------------------------------------------------------------------------

HEADER = """target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
"""


def annotations(*kernels):
    lines = ["!nvvm.annotations = !{" + ", ".join(f"!{i}" for i in range(len(kernels))) + "}"]
    for i, k in enumerate(kernels):
        lines.append(f'!{i} = !{{ptr @{k}, !"kernel", i32 1}}')
    return "\n".join(lines) + "\n"


def llvm_float(f, b):
    """An IR literal for float bits: hex form, exact (0x with the double's bits for float/double)."""
    if f is F16:
        return f"0xH{b:04X}"
    d = convert(f, F64, b) if f is not F64 else b
    if f is F32 and is_nan(f, b):  # keep the float payload: shifted into the double's fraction
        d = (F64.sign if b & F32.sign else 0) | F64.exp_mask | ((b & F32.frac_mask) << 29)
    return f"0x{d:016X}"
