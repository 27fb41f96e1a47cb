"""lanefn.py - cases for per-lane functions (LLVM math and bit intrinsics, llvm.nvvm.* arithmetic,
libdevice): a table of rows, each one function called by the 32 lanes of a warp on 32 inputs, and
the reference results computed here.

A TableCase writes one kernel (generated .ll) with one call per row: lane i loads the row's
operands from the input buffer, calls the function and stores the result (and what it writes
through out-pointer parameters) into the output buffer; each row is one expect step, named after
the function, under the row's tolerance. Fewer than 32 inputs repeat cyclically.

Type codes: h half, b bfloat, f float, d double, c i8, s i16, i i32, l i64, 1 i1 (stored as an
i8 0/1), p ptr (an i64 through inttoptr/ptrtoint), v void. An argument given as text with a space ("i1 false", "i32 3") is passed as that
constant (immarg operands).

Reference helpers: rround (IEEE rounding in any PTX rounding mode, with subnormals), ftz
flushing, value/bits conversions, and mp(): a transcendental evaluated with mpmath at 160 bits and
rounded once to the format (a correctly rounded reference; tolerances are the documented bounds).
"""
import math
import struct
from fractions import Fraction

from common import F16, F32, F64, HEADER, Case, Fmt, annotations, cvt_nan, is_inf, is_nan, is_zero, mask, sign_of, \
    to_fraction

BF16 = Fmt("bf16", 16, 7)
FMT_OF = {"h": F16, "b": BF16, "f": F32, "d": F64}
IR = {"h": "half", "b": "bfloat", "f": "float", "d": "double", "c": "i8", "s": "i16", "i": "i32", "l": "i64",
      "1": "i1", "v": "void", "p": "ptr"}
SIZE = {"h": 2, "b": 2, "f": 4, "d": 8, "c": 1, "s": 2, "i": 4, "l": 8, "1": 1, "p": 8}
ELEM = {"h": "f16", "b": "u16", "f": "f32", "d": "f64", "c": "u8", "s": "u16", "i": "u32", "l": "u64", "1": "u8", "p": "u64"}
WIDTH = {"c": 8, "s": 16, "i": 32, "l": 64, "1": 1}
LANES = 32


def ulp(n):
    return {"kind": "ulp", "ulp": n}


def absolute(a):
    return {"kind": "abs", "abs": a}


def relative(r):
    return {"kind": "rel", "rel": r}


# ---- Float values -------------------------------------------------------------------------------

def value(f, b):
    """A Fraction, or math.inf/-math.inf, or None for NaN; zeros come back as Fraction(0)."""
    if is_nan(f, b):
        return None
    if is_inf(f, b):
        return -math.inf if sign_of(f, b) else math.inf
    return to_fraction(f, b)


def is_sub(f, b):
    return (b & f.exp_mask) == 0 and (b & f.frac_mask) != 0


def flush(f, b):
    """ftz: a subnormal becomes a zero of the same sign."""
    return b & f.sign if is_sub(f, b) else b


def rround(f, v, mode="rn", zero_sign=0):
    """Rounds the exact value v to format f: rn (ties to even), rna (ties away), rz, rm, rp."""
    if v is None:
        return f.qnan
    if isinstance(v, float) and math.isinf(v):
        return f.inf | (f.sign if v < 0 else 0)
    v = Fraction(v)
    if v == 0:
        return f.sign if zero_sign else 0
    s = v < 0
    a = abs(v)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    e = max(e, f.emin)
    q = a / Fraction(2) ** (e - f.mant)
    n = q.numerator // q.denominator
    rem = q - n
    if mode == "rn":
        up = rem > Fraction(1, 2) or (rem == Fraction(1, 2) and n & 1)
    elif mode == "rna":
        up = rem >= Fraction(1, 2)
    elif mode == "rz":
        up = False
    elif mode == "rp":
        up = rem > 0 and not s
    elif mode == "rm":
        up = rem > 0 and s
    else:
        raise ValueError(mode)
    n += int(up)
    if n == 1 << (f.mant + 1):
        n >>= 1
        e += 1
    sign = f.sign if s else 0
    if e > f.emax:
        to_inf = mode in ("rn", "rna") or (mode == "rp" and not s) or (mode == "rm" and s)
        return sign | (f.inf if to_inf else f.max_finite)
    if n < (1 << f.mant):
        return sign | n
    return sign | ((e + f.bias) << f.mant) | (n - (1 << f.mant))


def bits_of(f, x):
    """Bits of a Python float or int value in format f (correctly rounded)."""
    if isinstance(x, float):
        if math.isnan(x):
            return f.qnan
        if math.isinf(x):
            return f.inf | (f.sign if x < 0 else 0)
        if x == 0:
            return f.sign if math.copysign(1, x) < 0 else 0
    return rround(f, Fraction(x))


def arith(f, op, a, b=None, c=None, mode="rn", ftz=False):
    """IEEE add/sub/mul/div/fma/sqrt/rcp in a rounding mode, optionally flushing subnormals."""
    if ftz:
        a = flush(f, a)
        b = None if b is None else flush(f, b)
        c = None if c is None else flush(f, c)
    if op == "sub":
        return arith(f, "add", a, b ^ f.sign, mode=mode, ftz=ftz)
    if op == "rcp":
        return arith(f, "div", rround(f, 1), a, mode=mode, ftz=ftz)
    ops = [x for x in (a, b, c) if x is not None]
    if any(is_nan(f, x) for x in ops):
        return f.qnan
    va = value(f, a)
    vb = None if b is None else value(f, b)
    sa = sign_of(f, a)
    sb = 0 if b is None else sign_of(f, b)
    rm_zero = 1 if mode == "rm" else 0
    if op == "add":
        if is_inf(f, a) and is_inf(f, b):
            return a if sa == sb else f.qnan
        if is_inf(f, a):
            return a
        if is_inf(f, b):
            return b
        if is_zero(f, a) and is_zero(f, b):
            r = f.sign if (sa and sb) or (sa != sb and rm_zero) else 0
        else:
            s = va + vb
            r = rround(f, s, mode, zero_sign=rm_zero)
    elif op == "mul":
        s = sa ^ sb
        if (is_inf(f, a) and is_zero(f, b)) or (is_zero(f, a) and is_inf(f, b)):
            return f.qnan
        if is_inf(f, a) or is_inf(f, b):
            return f.inf | (f.sign if s else 0)
        r = rround(f, va * vb, mode, zero_sign=s)
    elif op == "div":
        s = sa ^ sb
        if (is_inf(f, a) and is_inf(f, b)) or (is_zero(f, a) and is_zero(f, b)):
            return f.qnan
        if is_inf(f, a) or is_zero(f, b):
            return f.inf | (f.sign if s else 0)
        if is_inf(f, b):
            return f.sign if s else 0
        r = rround(f, va / vb, mode, zero_sign=s)
    elif op == "fma":
        sc = sign_of(f, c)
        ps = sa ^ sb
        if (is_inf(f, a) and is_zero(f, b)) or (is_zero(f, a) and is_inf(f, b)):
            return f.qnan
        if is_inf(f, a) or is_inf(f, b):
            if is_inf(f, c) and sc != ps:
                return f.qnan
            return f.inf | (f.sign if ps else 0)
        if is_inf(f, c):
            return c
        p = va * vb
        total = p + value(f, c)
        if total == 0:
            if p == 0 and is_zero(f, c):
                zs = 1 if (ps and sc) or (ps != sc and rm_zero) else 0
            else:
                zs = rm_zero
            r = f.sign if zs else 0
        else:
            r = rround(f, total, mode)
    elif op == "sqrt":
        if is_zero(f, a):
            return a
        if sa:
            return f.qnan
        if is_inf(f, a):
            return a
        r = sqrt_round(f, va, mode)
    else:
        raise ValueError(op)
    return flush(f, r) if ftz else r


def sqrt_round(f, v, mode):
    lo, hi = 0, f.inf
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if to_fraction(f, mid) ** 2 <= v:
            lo = mid
        else:
            hi = mid
    if to_fraction(f, lo) ** 2 == v:
        return lo
    if mode in ("rz", "rm"):
        return lo
    if mode == "rp":
        return hi
    m = (to_fraction(f, lo) + to_fraction(f, hi)) / 2
    return lo if m * m > v else hi


def to_int(f, b, width, signed, mode, nan=None):
    """cvt.{rni,rzi,rmi,rpi}.{s,u}N.fM: round to an integer, saturate; NaN gives `nan`, or what cvt
    gives (cvt_nan) when it is None."""
    lo, hi = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if signed else (0, (1 << width) - 1)
    if is_nan(f, b):
        return cvt_nan(f, width) if nan is None else nan
    if is_inf(f, b):
        return (lo if sign_of(f, b) else hi) & mask(width)
    return min(max(round_int(to_fraction(f, b), mode), lo), hi) & mask(width)


def round_int(v, mode):
    fl = v.numerator // v.denominator
    rem = v - fl
    if rem == 0:
        return fl
    if mode == "rz":
        return fl if v > 0 else fl + 1
    if mode == "rm":
        return fl
    if mode == "rp":
        return fl + 1
    if mode == "rna":
        return -round_int(-v, mode) if v < 0 else (fl + 1 if rem >= Fraction(1, 2) else fl)
    return fl + 1 if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and fl & 1) else fl


def round_integral(f, b, mode):
    """floor/ceil/trunc/round/rint of a float, in its format (exact)."""
    if is_nan(f, b):
        return f.qnan
    if is_inf(f, b) or is_zero(f, b):
        return b
    r = round_int(to_fraction(f, b), mode)
    return f.sign if r == 0 and sign_of(f, b) else rround(f, r)


# ---- mpmath references --------------------------------------------------------------------------

def mp():
    import mpmath
    mpmath.mp.prec = 160
    return mpmath


def mpval(f, b):
    m = mp()
    v = value(f, b)
    if v is None:
        return m.nan
    if isinstance(v, float):
        return m.inf if v > 0 else -m.inf
    return m.mpf(v.numerator) / v.denominator


def mpround(f, x, mode="rn"):
    m = mp()
    if m.isnan(x):
        return f.qnan
    if m.isinf(x):
        return f.inf | (f.sign if x < 0 else 0)
    if x == 0:
        return 0
    man, exp = m.mpf(x).man_exp  # man is the magnitude
    v = Fraction(man) * Fraction(2) ** exp if exp >= 0 else Fraction(man, 1 << -exp)
    return rround(f, -v if x < 0 else v, mode)


def mpfn(f, fn, *args):
    """fn (taking mpmath values) on float bit patterns, rounded once to f."""
    return mpround(f, fn(*[mpval(f, a) for a in args]))


# ---- The case -----------------------------------------------------------------------------------

class Row:
    def __init__(self, fn, ret, args, inputs, results, tol, outs, tag):
        self.fn, self.ret, self.args, self.inputs, self.results = fn, ret, args, inputs, results
        self.tol, self.outs, self.tag = tol, outs, tag


class TableCase:
    def __init__(self, area, name, note):
        self.area, self.name, self.note = area, name, note
        self.rows = []
        self.decls = {}
        self.tags = set()
        self.conformance = {}
        self.gpu = {}

    def row(self, fn, ret, args, inputs, ref, tol=None, outs="", tag=None, gpu=None):
        """fn: callee; ret/args/outs: type codes (args may hold constants "i1 false"); inputs: a list
        of tuples of bit patterns, one per loaded argument; ref(*bits) gives the result bits, or a
        tuple (result, out0, out1...) when outs is given; tol: the float results' tolerance; gpu: a known
        difference from a GPU's golden, (lanes(inputs) -> lane numbers, why[, compiler])."""
        inputs = [tuple(x) if isinstance(x, (tuple, list)) else (x,) for x in inputs][-LANES:]
        assert inputs, fn
        inputs = [inputs[i % len(inputs)] for i in range(LANES)]
        results = []
        for x in inputs:
            r = ref(*x)
            if outs and ret == "v":
                r = tuple(r[1:]) if r[0] is None else tuple(r)
            results.append(r if outs else (r,))
        base = tag or fn.replace("llvm.", "").replace("__nv_", "")
        tag, k = base, 2
        while tag in self.tags:
            tag, k = f"{base}.{k}", k + 1
        self.tags.add(tag)
        self.rows.append(Row(fn, ret, list(args), inputs, results, tol, outs, tag))
        if gpu:
            self.gpu[tag] = (gpu[0](inputs),) + tuple(gpu[1:])
        params = [a if " " not in a else a.split()[0] for a in args]
        decl = f"declare {IR[ret]} @{fn}(" + ", ".join(IR.get(p, p) for p in params) + \
            "".join(", ptr" for _ in outs) + ")"
        assert self.decls.get(fn, decl) == decl, (fn, decl, self.decls[fn])
        self.decls[fn] = decl

    def write(self):
        in_bytes, out_size = bytearray(), 0
        body = ["  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n", "  %t = zext i32 %tid to i64\n"]
        for s in (1, 2, 4, 8):
            body.append(f"  %t{s} = mul i64 %t, {s}\n")
        layout = []
        for r, row in enumerate(self.rows):
            loaded = [a for a in row.args if " " not in a]
            offs = []
            for j, a in enumerate(loaded):
                while len(in_bytes) % 8:
                    in_bytes.append(0)
                offs.append(len(in_bytes))
                for x in row.inputs:
                    in_bytes += pack1(a, x[j])
            res_types = ([row.ret] if row.ret != "v" else []) + list(row.outs)
            out_offs = []
            for ty in res_types:
                out_size = (out_size + 7) // 8 * 8
                out_offs.append(out_size)
                out_size += SIZE[ty] * LANES
            layout.append(out_offs)
            ops, j = [], 0
            for a in row.args:
                if " " in a:
                    ops.append(a)
                    continue
                p = f"%p{r}_{j}"
                body.append(f"  %o{r}_{j} = add i64 %t{SIZE[a]}, {offs[j]}\n")
                body.append(f"  {p} = getelementptr inbounds i8, ptr %in, i64 %o{r}_{j}\n")
                if a == "1":
                    body.append(f"  %b{r}_{j} = load i8, ptr {p}, align 1\n")
                    body.append(f"  %a{r}_{j} = trunc i8 %b{r}_{j} to i1\n")
                elif a == "p":
                    body.append(f"  %b{r}_{j} = load i64, ptr {p}, align 8\n")
                    body.append(f"  %a{r}_{j} = inttoptr i64 %b{r}_{j} to ptr\n")
                else:
                    body.append(f"  %a{r}_{j} = load {IR[a]}, ptr {p}, align {SIZE[a]}\n")
                ops.append(f"{IR[a]} %a{r}_{j}")
                j += 1
            k0 = 1 if row.ret != "v" else 0
            for k, ty in enumerate(row.outs):
                body.append(f"  %q{r}_{k} = add i64 %t{SIZE[ty]}, {out_offs[k0 + k]}\n")
                body.append(f"  %w{r}_{k} = getelementptr inbounds i8, ptr %out, i64 %q{r}_{k}\n")
                ops.append(f"ptr %w{r}_{k}")
            call = f"call {IR[row.ret]} @{row.fn}(" + ", ".join(ops) + ")"
            if row.ret == "v":
                body.append(f"  {call}\n")
                continue
            body.append(f"  %r{r} = {call}\n")
            body.append(f"  %ro{r} = add i64 %t{SIZE[row.ret]}, {out_offs[0]}\n")
            body.append(f"  %rp{r} = getelementptr inbounds i8, ptr %out, i64 %ro{r}\n")
            if row.ret == "1":
                body.append(f"  %rz{r} = zext i1 %r{r} to i8\n")
                body.append(f"  store i8 %rz{r}, ptr %rp{r}, align 1\n")
            elif row.ret == "p":
                body.append(f"  %rz{r} = ptrtoint ptr %r{r} to i64\n")
                body.append(f"  store i64 %rz{r}, ptr %rp{r}, align 8\n")
            else:
                body.append(f"  store {IR[row.ret]} %r{r}, ptr %rp{r}, align {SIZE[row.ret]}\n")
        kernel = self.name
        ir = (f"; GENERATED by conformance/gen/{self.generator}: {self.note}\n"
              f"; Row r: lane i calls the function on the row's i-th inputs (from %in) and stores the results in %out\n"
              "; (the layout is in the launch script's expect steps, one per row).\n" + HEADER + "\n"
              f"define void @{kernel}(ptr %in, ptr %out) {{\nentry:\n" + "".join(body) + "  ret void\n}\n\n"
              "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n" + "\n".join(self.decls[k] for k in sorted(self.decls))
              + "\n\n" + annotations(kernel))
        c = Case(self.area, self.name, note=self.note)
        c.buffer("in", bytes(in_bytes) if in_bytes else None, nbytes=None if in_bytes else 8)
        c.buffer("out", nbytes=max(out_size, 8))
        c.launch(kernel, 1, LANES, ["in", "out"])
        for row, out_offs in zip(self.rows, layout):
            res_types = ([row.ret] if row.ret != "v" else []) + list(row.outs)
            for k, ty in enumerate(res_types):
                data = b"".join(pack1(ty, res[k]) for res in row.results)
                tol = row.tol if ty in FMT_OF and ty != "b" else None
                c.expect("out", data, ELEM[ty], offset=out_offs[k], tolerance=tol,
                         tag=row.tag if k == 0 else f"{row.tag}.out{k}")
                if k == 0 and row.tag in self.gpu:
                    lanes, *why = self.gpu[row.tag]
                    c.gpu_difference(",".join(map(str, lanes)), *why)
        c.conf.update(self.conformance)
        c.ir = ir
        c.write()
        return c

    generator = "lanefn.py"


def pack1(ty, v):
    if ty in ("h", "b", "s"):
        return struct.pack("<H", v & 0xFFFF)
    if ty in ("f", "i"):
        return struct.pack("<I", v & 0xFFFFFFFF)
    if ty in ("d", "l", "p"):
        return struct.pack("<Q", v & mask(64))
    if ty in ("c", "1"):
        return struct.pack("<B", v & 0xFF)
    raise ValueError(ty)
