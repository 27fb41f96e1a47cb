#!/usr/bin/env python3
"""atomics.py - atomic conformance cases (conformance/cases/atomics/): every atomicrmw operation on i32,
i64, float and double (per-lane cells: returned old values and final memory are exact), contended
atomics whose final values are order-independent, cmpxchg, shared-memory atomics, the NVVM atomic
intrinsics, fences with atomic loads and stores; LLVM 20's usub_cond, usub_sat, fmaximum and
fminimum in cases of their own (atomicrmw_llvm20*).

atomicrmw_private.ll, atomic_scopes.ll and atomicrmw_llvm20*.ll are generated here with their data;
the others are hand-written. Regenerate with
  python3 conformance/gen/atomics.py
"""
import random
import struct

from common import (F32, F64, HEADER, Case, annotations, clean, f32, f64, fop, is_inf, is_nan, is_zero, mask,
                    pack, sign_of, sx, to_fraction)

AREA = "atomics"
N = 32

INT_OPS = ["xchg", "add", "sub", "and", "or", "xor", "max", "min", "umax", "umin", "uinc_wrap", "udec_wrap"]
FP_OPS = ["fadd", "fsub", "fmax", "fmin"]
ORDERS = ["monotonic", "acquire", "release", "acq_rel", "seq_cst", 'syncscope("block") monotonic',
          'syncscope("device") seq_cst']


def rmw_int(op, old, v, w):
    m = mask(w)
    old &= m
    v &= m
    if op == "xchg":
        return v
    if op == "add":
        return (old + v) & m
    if op == "sub":
        return (old - v) & m
    if op == "and":
        return old & v
    if op == "or":
        return old | v
    if op == "xor":
        return old ^ v
    if op == "max":
        return old if sx(old, w) >= sx(v, w) else v
    if op == "min":
        return old if sx(old, w) <= sx(v, w) else v
    if op == "umax":
        return max(old, v)
    if op == "umin":
        return min(old, v)
    if op == "uinc_wrap":
        return 0 if old >= v else old + 1
    if op == "udec_wrap":
        return v if old == 0 or old > v else old - 1
    raise ValueError(op)


def minmax(f, op, a, b):
    """PTX min/max (LLVM minnum/maxnum) with -0 below +0: a NaN operand yields the other."""
    if is_nan(f, a) and is_nan(f, b):
        return f.qnan
    if is_nan(f, a):
        return b
    if is_nan(f, b):
        return a

    def key(x):
        if (x & ~f.sign) == f.inf:
            return (-1 if sign_of(f, x) else 1) * float("inf"), 0
        return to_fraction(f, x), (-1 if (is_zero(f, x) and sign_of(f, x)) else 0)

    return (a if key(a) >= key(b) else b) if op == "fmax" else (a if key(a) <= key(b) else b)


def ftz(f, b):
    """A subnormal as the zero of its sign."""
    return b & f.sign if (b & f.exp_mask) == 0 else b


def rmw_fp(f, op, old, v):
    """On global memory (every cell here): atom.add.f32 there flushes subnormal inputs and results to
    zeros of the same sign (PTX ISA, atom; measured on an H100). fsub keeps subnormals, as LLVM
    defines it and as llc compiles it (a CAS loop around sub.f32; libNVVM's neg + atom.add.f32
    flushes, docs/hardware-differences.md)."""
    if op == "fadd":
        if f is F32:
            return ftz(f, fop(f, "add", ftz(f, old), ftz(f, v)))
        return fop(f, "add", old, v)
    if op == "fsub":
        return fop(f, "sub", old, v)
    return minmax(f, op, old, v)


def int_values(rng, w, op):
    edges = [0, 1, mask(w), 1 << (w - 1), (1 << (w - 1)) - 1, 10, 11, 9, 5, 0x5A5A5A5A5A5A5A5A & mask(w)]
    olds, vals = [], []
    for i in range(N):
        if op in ("uinc_wrap", "udec_wrap"):
            olds.append([0, 5, 9, 10, 11, mask(w), 1, 0, 3, 100][i % 10] if i < 20 else rng.getrandbits(4))
            vals.append([10, 10, 10, 10, 10, 10, 0, 0, mask(w), 5][i % 10] if i < 20 else rng.getrandbits(4))
        else:
            olds.append(edges[i] if i < len(edges) else rng.getrandbits(w))
            vals.append(edges[(i * 3 + 1) % len(edges)] if i < 20 else rng.getrandbits(w))
    return olds, vals


def fp_values(rng, f, op):
    if f is F32:
        special = [0, f32(-0.0), f32(1.5), f32(-2.25), 0x7F800000, 0xFF800000, 0x7FC00000, 0x00000001, f32(1e30),
                   f32(-1e-30)]
        rnd = lambda: f32(rng.uniform(-1000, 1000))  # noqa: E731
    else:
        special = [0, f64(-0.0), f64(1.5), f64(-2.25), 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000,
                   1, f64(1e300), f64(-1e-300)]
        rnd = lambda: f64(rng.uniform(-1000, 1000))  # noqa: E731
    olds = [special[i % 10] if i < 20 else rnd() for i in range(N)]
    vals = [special[(i // 10 + i * 7) % 10] if i < 20 else rnd() for i in range(N)]
    return olds, vals


def atomicrmw_private():
    rng = random.Random(5)
    rows = [(op, "i32", 32) for op in INT_OPS] + [(op, "i64", 64) for op in INT_OPS] + \
           [(op, "float", F32) for op in FP_OPS] + [(op, "double", F64) for op in FP_OPS]
    name = "atomicrmw_private"
    body = ["""  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
"""]
    init, opnd, olds_exp, final = bytearray(), bytearray(), bytearray(), bytearray()
    for k, (op, ty, w) in enumerate(rows):
        fmt = w if isinstance(w, int) else None
        width = fmt or w.bits
        elem = {32: "u32", 64: "u64"}[width]
        if fmt:
            olds, vals = int_values(rng, width, op)
            news = [rmw_int(op, o, v, width) for o, v in zip(olds, vals)]
        else:
            olds, vals = fp_values(rng, w, op)
            news = [rmw_fp(w, op, o, v) for o, v in zip(olds, vals)]
        region = len(init)
        init += pack(elem, olds)
        opnd += pack(elem, vals)
        olds_exp += pack(elem, olds)
        final += pack(elem, news)
        order = ORDERS[k % len(ORDERS)]
        al = width // 8
        body.append(f"  %m{k} = getelementptr inbounds i8, ptr %mem, i64 {region}\n")
        body.append(f"  %v{k}p = getelementptr inbounds i8, ptr %opnd, i64 {region}\n")
        body.append(f"  %o{k}p = getelementptr inbounds i8, ptr %old, i64 {region}\n")
        body.append(f"  %pm{k} = getelementptr inbounds {ty}, ptr %m{k}, i64 %i\n")
        body.append(f"  %pv{k} = getelementptr inbounds {ty}, ptr %v{k}p, i64 %i\n")
        body.append(f"  %po{k} = getelementptr inbounds {ty}, ptr %o{k}p, i64 %i\n")
        body.append(f"  %v{k} = load {ty}, ptr %pv{k}, align {al}\n")
        if k % 2:
            body.append(f"  %g{k} = addrspacecast ptr %pm{k} to ptr addrspace(1)\n")
            body.append(f"  %r{k} = atomicrmw {op} ptr addrspace(1) %g{k}, {ty} %v{k} {order}, align {al}\n")
        else:
            body.append(f"  %r{k} = atomicrmw {op} ptr %pm{k}, {ty} %v{k} {order}, align {al}\n")
        body.append(f"  store {ty} %r{k}, ptr %po{k}, align {al}\n")
    ir = ("; GENERATED by conformance/gen/atomics.py: every atomicrmw operation on i32, i64, float and double;\n"
          "; row k uses region k of mem/opnd/old, 32 cells, one per lane (no contention): old[i] = the value\n"
          "; returned, mem[i] = the final value. Odd rows go through a global pointer, even rows generic.\n"
          + HEADER + "\n" + f"define void @{name}(ptr %mem, ptr %opnd, ptr %old) {{\nentry:\n" + "".join(body)
          + "  ret void\n}\n\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\n" + annotations(name))
    c = Case(AREA, name, note="atomicrmw xchg add sub and or xor max min umax umin uinc_wrap udec_wrap (i32, "
             "i64), fadd fsub fmax fmin (float, double: NaN operand gives the other, -0 < +0; float fadd on global "
             "memory flushes subnormals); orderings and scopes")
    c.buffer("mem", bytes(init))
    c.buffer("opnd", bytes(opnd))
    c.buffer("old", nbytes=len(init))
    c.launch(name, 1, N, ["mem", "opnd", "old"])
    off = 0
    for k, (op, ty, w) in enumerate(rows):
        width = w if isinstance(w, int) else w.bits
        size = N * width // 8
        elem = {"i32": "u32", "i64": "u64", "float": "f32", "double": "f64"}[ty]
        c.expect("old", bytes(olds_exp[off:off + size]), elem, offset=off, tag=f"{op}.{ty}")
        c.expect("mem", bytes(final[off:off + size]), elem, offset=off, tag=f"{op}.{ty}")
        if (op, ty) == ("fsub", "float"):
            # libNVVM writes fsub as neg + atom.add.f32, which flushes a subnormal result on global
            # memory; LLVM's fsub (and llc's compare-and-swap loop) keeps it.
            sub = [i for i, r in enumerate(struct.unpack(f"<{N}I", bytes(final[off:off + size])))
                   if r & 0x7fffffff and not r & 0x7f800000]
            c.gpu_difference(",".join(map(str, sub)), "libNVVM's atomic fsub is neg + atom.global.add.f32, which "
                             "flushes subnormal results: docs/hardware-differences.md#measured-on-an-h100",
                             compiler="nvvm")
        off += size
    c.ir = ir
    c.write()


# ---- LLVM 20's atomicrmw operations: usub_cond, usub_sat, fmaximum, fminimum -------------------

# NVIDIA's canonical NaN: every float op that makes a NaN returns it (docs/memory-model.md#atomics).
CANONICAL_NAN = {32: 0x7FFFFFFF, 64: 0x7FFFFFFFFFFFFFFF}


def usub(op, old, v, w):
    """usub_cond: old >= v ? old - v : old; usub_sat: old >= v ? old - v : 0 (unsigned)."""
    old &= mask(w)
    v &= mask(w)
    if old >= v:
        return old - v
    return old if op == "usub_cond" else 0


def ieee_minmax(f, op, a, b):
    """IEEE 754-2019 maximum/minimum: a NaN operand gives NaN (the canonical one), -0 below +0."""
    if is_nan(f, a) or is_nan(f, b):
        return CANONICAL_NAN[f.bits]

    def key(x):
        if is_inf(f, x):
            return (-1 if sign_of(f, x) else 1) * float("inf"), 0
        return to_fraction(f, x), (-1 if (is_zero(f, x) and sign_of(f, x)) else 0)

    return (a if key(a) >= key(b) else b) if op == "fmaximum" else (a if key(a) <= key(b) else b)


LLVM20_ROWS = [("usub_cond", "i32", 32), ("usub_sat", "i32", 32), ("usub_cond", "i64", 64), ("usub_sat", "i64", 64),
               ("fmaximum", "float", F32), ("fminimum", "float", F32), ("fmaximum", "double", F64),
               ("fminimum", "double", F64)]


def usub_values(rng, w):
    """Edges first: equal operands (0 either way), old one below v (usub_cond keeps it, usub_sat 0),
    the top bit and all ones (no signed reading), 0 - 1; then random pairs, half with old < v."""
    top, ones = 1 << (w - 1), mask(w)
    pairs = [(0, 0), (0, 1), (1, 0), (5, 5), (4, 5), (6, 5), (ones, ones), (ones, 1), (1, ones), (top, top - 1),
             (top - 1, top), (top, 1), (0, ones), (ones, 0), (top, top), (100, 7)]
    while len(pairs) < N:
        a, b = rng.getrandbits(w), rng.getrandbits(w)
        pairs.append((a, b) if len(pairs) % 2 else (min(a, b), max(a, b)))
    return [a for a, _ in pairs], [b for _, b in pairs]


def ieee_values(rng, f):
    """Signed zeros both ways, quiet, signalling and negative NaN in either operand and both,
    infinities, subnormals, equal values; then random pairs."""
    cv = f32 if f is F32 else f64
    nan, snan, nnan = f.qnan, f.exp_mask | 1, f.sign | f.qnan
    pairs = [(0, f.sign), (f.sign, 0), (f.sign, f.sign), (0, 0), (nan, cv(1.5)), (cv(1.5), nan), (snan, cv(-2.0)),
             (cv(-2.0), snan), (nnan, f.inf), (nan, nnan), (f.inf, f.sign | f.inf), (f.sign | f.inf, f.inf), (1, f.sign),
             (f.sign | 1, 0), (1, 2), (cv(-3.25), cv(-3.25)), (f.max_finite, f.inf), (f.sign | f.max_finite, f.sign | f.inf),
             (cv(1e-30), cv(-1e-30))]
    while len(pairs) < N:
        pairs.append((cv(rng.uniform(-1000, 1000)), cv(rng.uniform(-1000, 1000))))
    return [a for a, _ in pairs], [b for _, b in pairs]


def atomicrmw_llvm20():
    """Each LLVM 20 operation on one private cell per lane: the old value returned and the final
    cell, exact (u32/u64 elements, so NaN bits count too)."""
    rng = random.Random(20)
    name = "atomicrmw_llvm20"
    body = ["""  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
"""]
    init, opnd, final, regions = bytearray(), bytearray(), bytearray(), []
    for k, (op, ty, w) in enumerate(LLVM20_ROWS):
        width = w if isinstance(w, int) else w.bits
        elem = {32: "u32", 64: "u64"}[width]
        if isinstance(w, int):
            olds, vals = usub_values(rng, width)
            news = [usub(op, o, v, width) for o, v in zip(olds, vals)]
        else:
            olds, vals = ieee_values(rng, w)
            news = [ieee_minmax(w, op, o, v) for o, v in zip(olds, vals)]
        region = len(init)
        regions.append((region, elem, pack(elem, olds), pack(elem, news)))
        init += pack(elem, olds)
        opnd += pack(elem, vals)
        final += pack(elem, news)
        order = ORDERS[k % len(ORDERS)]
        al = width // 8
        body.append(f"  %m{k} = getelementptr inbounds i8, ptr %mem, i64 {region}\n")
        body.append(f"  %v{k}p = getelementptr inbounds i8, ptr %opnd, i64 {region}\n")
        body.append(f"  %o{k}p = getelementptr inbounds i8, ptr %old, i64 {region}\n")
        body.append(f"  %pm{k} = getelementptr inbounds {ty}, ptr %m{k}, i64 %i\n")
        body.append(f"  %pv{k} = getelementptr inbounds {ty}, ptr %v{k}p, i64 %i\n")
        body.append(f"  %po{k} = getelementptr inbounds {ty}, ptr %o{k}p, i64 %i\n")
        body.append(f"  %v{k} = load {ty}, ptr %pv{k}, align {al}\n")
        if k % 2:
            body.append(f"  %g{k} = addrspacecast ptr %pm{k} to ptr addrspace(1)\n")
            body.append(f"  %r{k} = atomicrmw {op} ptr addrspace(1) %g{k}, {ty} %v{k} {order}, align {al}\n")
        else:
            body.append(f"  %r{k} = atomicrmw {op} ptr %pm{k}, {ty} %v{k} {order}, align {al}\n")
        body.append(f"  store {ty} %r{k}, ptr %po{k}, align {al}\n")
    ir = ("; GENERATED by conformance/gen/atomics.py: LLVM 20's atomicrmw usub_cond, usub_sat (i32, i64), fmaximum,\n"
          "; fminimum (float, double); row k uses region k of mem/opnd/old, 32 cells, one per lane (no contention):\n"
          "; old[i] = the value returned, mem[i] = the final value. Odd rows through a global pointer, even generic.\n"
          + HEADER + "\n" + f"define void @{name}(ptr %mem, ptr %opnd, ptr %old) {{\nentry:\n" + "".join(body)
          + "  ret void\n}\n\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\n" + annotations(name))
    c = Case(AREA, name, note="atomicrmw usub_cond (old >= v ? old - v : old), usub_sat (old >= v ? old - v : 0) on "
             "i32 and i64, fmaximum and fminimum (IEEE 754-2019: NaN in, canonical NaN out; -0 < +0) on float and "
             "double; edge operands, orderings and scopes")
    c.buffer("mem", bytes(init))
    c.buffer("opnd", bytes(opnd))
    c.buffer("old", nbytes=len(init))
    c.launch(name, 1, N, ["mem", "opnd", "old"])
    for (op, ty, _), (region, elem, olds, news) in zip(LLVM20_ROWS, regions):
        c.expect("old", olds, elem, offset=region, tag=f"{op}.{ty}")
        c.expect("mem", news, elem, offset=region, tag=f"{op}.{ty}")
    c.ir = ir
    c.write()


def atomicrmw_nand():
    """atomicrmw nand, which NVVM IR forbids (specification 8.6.6: `verify` rejects it) and the
    executor runs anyway: ~(old & v) on one private cell per lane, i32 and i64."""
    rng = random.Random(8)
    name = "atomicrmw_nand"
    rows = [("i32", 32, "u32"), ("i64", 64, "u64")]
    init, opnd, olds_exp, final, body = bytearray(), bytearray(), [], [], []
    for k, (ty, w, elem) in enumerate(rows):
        edges = [(0, 0), (mask(w), mask(w)), (mask(w), 0), (0xF0F0, 0xFF00), (1 << (w - 1), mask(w))]
        pairs = edges + [(rng.getrandbits(w), rng.getrandbits(w)) for _ in range(N - len(edges))]
        region = len(init)
        init += pack(elem, [a for a, _ in pairs])
        opnd += pack(elem, [b for _, b in pairs])
        olds_exp.append((region, elem, pack(elem, [a for a, _ in pairs]),
                         pack(elem, [~(a & b) & mask(w) for a, b in pairs])))
        al = w // 8
        body.append(f"  %pm{k} = getelementptr inbounds i8, ptr addrspace(1) %mem, i64 {region}\n"
                    f"  %m{k} = getelementptr inbounds {ty}, ptr addrspace(1) %pm{k}, i64 %i\n"
                    f"  %pv{k} = getelementptr inbounds i8, ptr addrspace(1) %opnd, i64 {region}\n"
                    f"  %v{k}p = getelementptr inbounds {ty}, ptr addrspace(1) %pv{k}, i64 %i\n"
                    f"  %v{k} = load {ty}, ptr addrspace(1) %v{k}p, align {al}\n"
                    f"  %r{k} = atomicrmw nand ptr addrspace(1) %m{k}, {ty} %v{k} {ORDERS[k]}, align {al}\n"
                    f"  %po{k} = getelementptr inbounds i8, ptr addrspace(1) %old, i64 {region}\n"
                    f"  %o{k} = getelementptr inbounds {ty}, ptr addrspace(1) %po{k}, i64 %i\n"
                    f"  store {ty} %r{k}, ptr addrspace(1) %o{k}, align {al}\n")
    ir = ("; GENERATED by conformance/gen/atomics.py: atomicrmw nand (~(old & v)) on i32 and i64, one private cell per\n"
          "; lane: old[i] = the value returned, mem[i] = the final value. NVVM IR forbids nand (spec 8.6.6).\n"
          + HEADER + "\n" + f"define void @{name}(ptr addrspace(1) %mem, ptr addrspace(1) %opnd, "
          "ptr addrspace(1) %old) {\nentry:\n  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
          "  %i = zext i32 %tid to i64\n" + "".join(body)
          + "  ret void\n}\n\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\n" + annotations(name))
    c = Case(AREA, name, note="atomicrmw nand on i32 and i64, which NVVM IR forbids and the executor runs: "
             "~(old & v), all ones and zero edges")
    c.conf["verify"] = ["atomicrmw nand is not supported in NVVM IR"]
    c.buffer("mem", bytes(init))
    c.buffer("opnd", bytes(opnd))
    c.buffer("old", nbytes=len(init))
    c.launch(name, 1, N, ["mem", "opnd", "old"])
    for (ty, _, _), (region, elem, olds, news) in zip(rows, olds_exp):
        c.expect("old", olds, elem, offset=region, tag=ty)
        c.expect("mem", news, elem, offset=region, tag=ty)
    c.ir = ir
    c.write()


def atomicrmw_llvm20_contended():
    """All 256 threads of a 4 x 64 grid apply each LLVM 20 operation to one cell. Every thread
    subtracting the same v makes the usub results order-independent: the cell steps down by v while
    it can (usub_cond then stays, usub_sat drops to 0 once), so the final value and the multiset of
    old values (checked through their sum) are fixed. fmaximum/fminimum are associative and
    commutative (-0 < +0, NaN absorbs), so the final cell is too. A second kernel does the same on
    shared memory, per block."""
    grid, block = 4, 64
    n = grid * block
    name = "atomicrmw_llvm20_contended"
    # (cell byte offset, op, IR type, width, initial value, the operand every thread gives or a
    # function of gtid, sum slot for the old values or None)
    def seq(op, init, v, w, count):
        cur, olds = init, []
        for _ in range(count):
            olds.append(cur)
            cur = usub(op, cur, v, w)
        return cur, sum(olds) & mask(64)

    ints = [(0, "usub_cond", "i32", 32, 500, 3), (4, "usub_sat", "i32", 32, 1000, 7),
            (8, "usub_cond", "i64", 64, (1 << 63) + 5, 1 << 62), (16, "usub_sat", "i64", 64, 1 << 40, 1 << 33)]

    def fmax32(g):  # -(g + 1) / 4, with +0 from gtid 5 and -0 from gtid 9
        return 0 if g == 5 else F32.sign if g == 9 else f32(-(g + 1) * 0.25)

    def fmin32(g):  # g / 4 + 1, with -0 from gtid 7 and +0 from gtid 200
        return F32.sign if g == 7 else 0 if g == 200 else f32(g * 0.25 + 1)

    def fnan32(g):  # g, with a NaN from gtid 100
        return F32.qnan if g == 100 else f32(float(g))

    def fmax64(g):  # -(g / 2) (gtid 0: -0), with +0 from gtid 17
        return 0 if g == 17 else f64(-(g * 0.5))

    def fmin64(g):  # g / 2 (gtid 0: +0), with -0 from gtid 33
        return F64.sign if g == 33 else f64(g * 0.5)

    def fnan64(g):  # -g, with a NaN from gtid 250
        return F64.qnan if g == 250 else f64(-float(g))

    floats = [(24, "fmaximum", "float", F32, F32.sign | F32.inf, fmax32), (28, "fminimum", "float", F32, F32.inf, fmin32),
              (32, "fmaximum", "float", F32, 0, fnan32), (40, "fmaximum", "double", F64, F64.sign | F64.inf, fmax64),
              (48, "fminimum", "double", F64, F64.inf, fmin64), (56, "fminimum", "double", F64, 0, fnan64)]
    cells = bytearray(64)
    for off, op, ty, w, init, v in ints:
        cells[off:off + w // 8] = init.to_bytes(w // 8, "little")
    for off, op, ty, f, init, fn in floats:
        cells[off:off + f.bits // 8] = init.to_bytes(f.bits // 8, "little")
    c = Case(AREA, name, note="256 threads in 4 blocks apply usub_cond, usub_sat (i32, i64), fmaximum, fminimum "
             "(float, double) to one cell each: final values and the sum of the returned old values are "
             "order-independent; NaN from one thread wins, -0 < +0; the same per block on shared memory")
    c.buffer("cells", bytes(cells))
    c.buffer("sums", nbytes=8 * len(ints))
    c.memset("sums", 0)  # cudaMemset: the atomics add to it (an allocation alone is not written)
    c.buffer("shared_out", nbytes=SHARED_BYTES * grid)
    c.memset("shared_out", 0)  # the padding word after the float is not written by the kernel
    c.launch("contended20", grid, block, ["cells", "sums"])
    c.launch("shared20", grid, block, ["shared_out"])
    for k, (off, op, ty, w, init, v) in enumerate(ints):
        fin, total = seq(op, init, v, w, n)
        elem = {32: "u32", 64: "u64"}[w]
        c.expect("cells", pack(elem, [fin]), elem, offset=off, tag=f"{op}.{ty}")
        c.expect("sums", pack("u64", [total]), "u64", offset=8 * k, tag=f"{op}.{ty}")
    for off, op, ty, f, init, fn in floats:
        r = init
        for g in range(n):
            r = ieee_minmax(f, op, r, fn(g))
        elem = {32: "u32", 64: "u64"}[f.bits]
        c.expect("cells", pack(elem, [r]), elem, offset=off, tag=f"{op}.{ty}.{off}")
    # Shared memory, per block b (SHARED_IR): usub_cond 7 from 300 + b (block 1 ends on 7 - 7 = 0),
    # usub_sat 5 from 100 + b, fmaximum of -tid (tid 0: -0; block 1's tid 3 gives NaN) from -inf,
    # fminimum of tid * 2 (tid 40: -0) from +inf in double.
    out = bytearray()
    for b in range(grid):
        cond, _ = seq("usub_cond", 300 + b, 7, 32, block)
        sat, _ = seq("usub_sat", 100 + b, 5, 32, block)
        mx = F32.sign | F32.inf
        for t in range(block):
            mx = ieee_minmax(F32, "fmaximum", mx, F32.qnan if (b == 1 and t == 3) else F32.sign | f32(float(t)))
        mn = F64.inf
        for t in range(block):
            mn = ieee_minmax(F64, "fminimum", mn, F64.sign if t == 40 else f64(t * 2.0))
        out += pack("u32", [cond, sat, mx, 0]) + pack("u64", [mn])
    c.expect("shared_out", bytes(out), "u8", tag="blocks")
    body = []
    for off, op, ty, w, init, v in ints:
        body.append(f"  %c{off} = getelementptr inbounds i8, ptr %cells, i64 {off}\n"
                    f"  %r{off} = atomicrmw {op} ptr %c{off}, {ty} {v} monotonic, align {w // 8}\n")
        if w == 32:
            body.append(f"  %r{off}w = zext i32 %r{off} to i64\n")
        k = ints.index((off, op, ty, w, init, v))
        body.append(f"  %s{off} = getelementptr inbounds i64, ptr addrspace(1) %sums, i64 {k}\n"
                    f"  %a{off} = atomicrmw add ptr addrspace(1) %s{off}, i64 %r{off}{'w' if w == 32 else ''} "
                    f"monotonic, align 8\n")
    specials = {24: [(5, "0.0"), (9, "-0.0")], 28: [(7, "-0.0"), (200, "0.0")], 32: [(100, "0x7FF8000000000000")],
                40: [(17, "0.0")], 48: [(33, "-0.0")], 56: [(250, "0x7FF8000000000000")]}
    values = {24: ("add i32 %g, 1", "uitofp", "fmul", "-0.25"), 28: ("add i32 %g, 0", "uitofp", "fmul", "0.25"),
              32: ("add i32 %g, 0", "uitofp", "fmul", "1.0"), 40: ("add i32 %g, 0", "uitofp", "fmul", "-0.5"),
              48: ("add i32 %g, 0", "uitofp", "fmul", "0.5"), 56: ("add i32 %g, 0", "uitofp", "fmul", "-1.0")}
    for off, op, ty, f, init, fn in floats:
        base, conv, mul, scale = values[off]
        body.append(f"  %n{off} = {base}\n  %u{off} = {conv} i32 %n{off} to {ty}\n"
                    f"  %x{off}_0 = {mul} {ty} %u{off}, {scale}\n")
        if off == 28:
            body.append(f"  %x{off}_0b = fadd {ty} %x{off}_0, 1.0\n")
        cur = f"%x{off}_0b" if off == 28 else f"%x{off}_0"
        for j, (g, lit) in enumerate(specials[off]):
            body.append(f"  %q{off}_{j} = icmp eq i32 %g, {g}\n"
                        f"  %x{off}_{j + 1} = select i1 %q{off}_{j}, {ty} {lit}, {ty} {cur}\n")
            cur = f"%x{off}_{j + 1}"
        body.append(f"  %c{off} = getelementptr inbounds i8, ptr %cells, i64 {off}\n"
                    f"  %r{off} = atomicrmw {op} ptr %c{off}, {ty} {cur} seq_cst, align {f.bits // 8}\n")
    ir = ("; GENERATED by conformance/gen/atomics.py: every thread of a 4 x 64 grid applies LLVM 20's usub_cond,\n"
          "; usub_sat, fmaximum, fminimum to one cell each (cells, byte offsets in the generator); the old values of\n"
          "; the integer ones are summed into sums. shared20 does the same per block on shared memory.\n"
          + HEADER + "\n" + SHARED_GLOBALS + "\n"
          "define void @contended20(ptr %cells, ptr addrspace(1) %sums) {\nentry:\n"
          "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
          "  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n  %b = mul i32 %ctaid, %ntid\n  %g = add i32 %b, %tid\n"
          + "".join(body) + "  ret void\n}\n\n" + SHARED_IR
          + "\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
          "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\ndeclare void @llvm.nvvm.barrier0()\n\n"
          + annotations("contended20", "shared20"))
    c.ir = ir
    c.write()


SHARED_BYTES = 24  # per block: usub_cond i32, usub_sat i32, fmaximum f32, padding, fminimum f64
SHARED_GLOBALS = """@s_cond = internal addrspace(3) global i32 undef, align 4
@s_sat = internal addrspace(3) global i32 undef, align 4
@s_max = internal addrspace(3) global float undef, align 4
@s_min = internal addrspace(3) global double undef, align 8
"""
SHARED_IR = """define void @shared20(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %init, label %run

init:
  %c0 = add i32 %ctaid, 300
  store i32 %c0, ptr addrspace(3) @s_cond, align 4
  %s0 = add i32 %ctaid, 100
  store i32 %s0, ptr addrspace(3) @s_sat, align 4
  store float 0xFFF0000000000000, ptr addrspace(3) @s_max, align 4
  store double 0x7FF0000000000000, ptr addrspace(3) @s_min, align 8
  br label %run

run:
  call void @llvm.nvvm.barrier0()
  %r0 = atomicrmw usub_cond ptr addrspace(3) @s_cond, i32 7 monotonic, align 4
  %gs = addrspacecast ptr addrspace(3) @s_sat to ptr
  %r1 = atomicrmw usub_sat ptr %gs, i32 5 seq_cst, align 4
  %tf = uitofp i32 %tid to float
  %ntf = fneg float %tf
  %b1 = icmp eq i32 %ctaid, 1
  %t3 = icmp eq i32 %tid, 3
  %nanlane = and i1 %b1, %t3
  %mv = select i1 %nanlane, float 0x7FF8000000000000, float %ntf
  %r2 = atomicrmw fmaximum ptr addrspace(3) @s_max, float %mv syncscope("block") monotonic, align 4
  %td = uitofp i32 %tid to double
  %td2 = fmul double %td, 2.0
  %t40 = icmp eq i32 %tid, 40
  %nv = select i1 %t40, double -0.0, double %td2
  %gm = addrspacecast ptr addrspace(3) @s_min to ptr
  %r3 = atomicrmw fminimum ptr %gm, double %nv acq_rel, align 8
  call void @llvm.nvvm.barrier0()
  br i1 %first, label %write, label %done

write:
  %base = mul i32 %ctaid, 24
  %bw = zext i32 %base to i64
  %o0 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %bw
  %v0 = load i32, ptr addrspace(3) @s_cond, align 4
  store i32 %v0, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr inbounds i8, ptr addrspace(1) %o0, i64 4
  %v1 = load i32, ptr addrspace(3) @s_sat, align 4
  store i32 %v1, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds i8, ptr addrspace(1) %o0, i64 8
  %v2 = load float, ptr addrspace(3) @s_max, align 4
  store float %v2, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds i8, ptr addrspace(1) %o0, i64 16
  %v3 = load double, ptr addrspace(3) @s_min, align 8
  store double %v3, ptr addrspace(1) %o3, align 8
  br label %done

done:
  ret void
}
"""


def contended():
    grid, block = 4, 64
    n = grid * block
    g = list(range(n))
    cells = [0] * 32
    cells[2] = 0xFFFFFFFF  # and
    cells[5] = (-(1 << 31)) & mask(32)  # max starts at INT_MIN
    cells[6] = (1 << 31) - 1  # min starts at INT_MAX
    cells[8] = 0xFFFFFFFF  # umin
    cells[30] = f32(-1e30)  # fmax (byte 120)
    cells[31] = f32(1e30)  # fmin (byte 124)
    init = pack("u32", cells)
    final = list(cells)
    final[0] = n
    final[1] = (-sum(g)) & mask(32)
    final[2] = 0  # every bit cleared (gtid % 32 covers all 32)
    final[3] = 0xFFFFFFFF
    x = 0
    for v in g:
        x ^= v
    final[4] = x
    sv = [(v * 37) % 1000 - 500 for v in g]
    final[5] = max(sv) & mask(32)
    final[6] = min(sv) & mask(32)
    final[7] = max((v * 0x01010101) & mask(32) for v in g)
    final[8] = min((~v) & mask(32) for v in g)
    u = 0
    for _ in g:
        u = rmw_int("uinc_wrap", u, 100, 32)
    final[9] = u
    d = 0
    for _ in g:
        d = rmw_int("udec_wrap", d, 1000, 32)
    final[10] = d
    final[12] = f32(sum(v % 7 for v in g))
    s64 = sum((v << 32) | 1 for v in g) & mask(64)
    final[26], final[27] = s64 & mask(32), s64 >> 32
    d64 = f64(sum(v * 0.5 for v in g))
    final[28], final[29] = d64 & mask(32), d64 >> 32
    final[30] = f32(-0.0)  # fmax of -gtid: gtid 0 gives -0.0, the largest
    final[31] = f32(-100.0)
    c = Case(AREA, "atomicrmw_contended", note="256 threads in 4 blocks apply each atomicrmw to one cell; final "
             "values are order-independent; add 1 and xchg return every old value exactly once")
    c.buffer("cells", init)
    c.buffer("seen_add", nbytes=n)
    c.buffer("seen_xchg", nbytes=n + 1)
    c.launch("contended", grid, block, ["cells", "seen_add", "seen_xchg"])
    c.launch("mark_final", 1, 1, ["cells", "seen_xchg"])
    ints = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    for k in ints:
        c.expect("cells", pack("u32", [final[k]]), "u32", offset=4 * k, tag=f"cell{k}")
    c.expect("cells", pack("f32", [final[12]]), "f32", offset=48, tag="fadd32")
    c.expect("cells", pack("u64", [s64]), "u64", offset=104, tag="add64")
    c.expect("cells", pack("f64", [d64]), "f64", offset=112, tag="fadd64")
    c.expect("cells", pack("f32", [final[30], final[31]]), "f32", offset=120, tag="fmaxmin")
    c.expect("seen_add", bytes([1] * n), "u8")
    c.expect("seen_xchg", bytes([1] * (n + 1)), "u8")
    c.write()


def cmpxchg():
    grid, block = 2, 64
    n = grid * block
    rng = random.Random(9)
    mem32 = [rng.getrandbits(32) for _ in range(n)]
    cmp32 = [m if i % 2 == 0 else (m ^ (1 << (i % 32))) for i, m in enumerate(mem32)]
    mem64 = [rng.getrandbits(64) for _ in range(n)]
    cmp64 = [m if i % 3 == 0 else (m + 1) & mask(64) for i, m in enumerate(mem64)]
    res32, fin32, res64, fin64 = [], [], [], []
    for i in range(n):
        ok = mem32[i] == cmp32[i]
        res32 += [mem32[i], int(ok)]
        fin32.append(i + 5000 if ok else mem32[i])
        ok64 = mem64[i] == cmp64[i]
        res64 += [mem64[i], int(ok64)]
        fin64.append((i << 36) & mask(64) if ok64 else mem64[i])
    res_s = [1000 + (t ^ 1) for _ in range(grid) for t in range(block)]
    c = Case(AREA, "cmpxchg", note="cmpxchg i32 (strong, seq_cst) and i64 (weak, global pointer) per lane, with "
             "half the comparisons failing; shared-memory cmpxchg; a contended CAS-loop counter")
    c.buffer("mem32", pack("u32", mem32))
    c.buffer("cmp32", pack("u32", cmp32))
    c.buffer("res32", nbytes=8 * n)
    c.buffer("mem64", pack("u64", mem64))
    c.buffer("cmp64", pack("u64", cmp64))
    c.buffer("res64", nbytes=16 * n)
    c.buffer("resS", nbytes=4 * n)
    c.buffer("counter", nbytes=4)
    c.memset("counter", 0)  # cudaMemset: an allocation alone is not written (initcheck)
    c.launch("cmpxchg_kernel", grid, block, ["mem32", "cmp32", "res32", "mem64", "cmp64", "res64", "resS", "counter"])
    c.expect("res32", pack("u32", res32), "u32")
    c.expect("mem32", pack("u32", fin32), "u32")
    c.expect("res64", pack("u64", res64), "u64")
    c.expect("mem64", pack("u64", fin64), "u64")
    c.expect("resS", pack("u32", res_s), "u32")
    c.expect("counter", pack("u32", [sum(range(n))]), "u32")
    c.write()


def shared_atomics():
    grid, block = 3, 128
    hist, bmax, bcnt = [], [], []
    for b in range(grid):
        bins = [0] * 16
        for t in range(block):
            bins[((b * block + t) * 7) % 16] += 3
        hist += bins
        bmax.append(b * block + block - 1)
        bcnt.append(block)
    c = Case(AREA, "shared_atomics", note="atomicrmw on shared memory through addrspace(3) and generic pointers, "
             "per block")
    c.buffer("hist", nbytes=4 * 16 * grid)
    c.buffer("blockmax", nbytes=4 * grid)
    c.buffer("blockcnt", nbytes=4 * grid)
    c.launch("shared_atomics", grid, block, ["hist", "blockmax", "blockcnt"])
    c.expect("hist", pack("u32", hist), "u32")
    c.expect("blockmax", pack("u32", bmax), "u32")
    c.expect("blockcnt", pack("u32", bcnt), "u32")
    c.write()


def atomic_intrinsics():
    n = 32
    cells, outs, finals = [], [], []
    for t in range(n):
        row = [t % 12, t % 12, 1000 * t, (t * 5 - 80) & mask(32), 0xABCD0000 + t, t if t % 2 else t + 1,
               0x12345678 ^ t, f32(t * 1.5)]
        cells += row
        outs += row
        q = f32(t * 0.25)
        finals += [rmw_int("uinc_wrap", row[0], 10, 32), rmw_int("udec_wrap", row[1], 10, 32), (row[2] + t) & mask(32),
                   rmw_int("max", row[3], t - 16, 32), t * 3, 77 if row[5] == t else row[5], row[6] & 0xF0F0,
                   fop(F32, "add", row[7], q)]
    c = Case(AREA, "atomic_intrinsics", note="llvm.nvvm.atomic.load.inc/dec.32, scoped add/max/exch/cas/and "
             "(.cta, .sys) and atomic.load.add.f32, as clang 14 and libNVVM emit them")
    c.buffer("cells", pack("u32", cells))
    c.buffer("out", nbytes=4 * len(cells))
    c.launch("atomic_intrinsics", 1, n, ["cells", "out"])
    c.expect("out", pack("u32", outs), "u32")
    c.expect("cells", pack("u32", finals), "u32")
    c.write()


def fences():
    c = Case(AREA, "fence_message", note="fence, membar and atomic load/store (acquire/release) around a barrier: "
             "message passing between two warps")
    c.buffer("gdata", nbytes=4 * 32)
    c.buffer("out", nbytes=4 * 32)
    c.launch("fence_message", 1, 64, ["gdata", "out"])
    c.expect("out", pack("u32", [1000 + l * l for l in range(32)]), "u32")
    c.write()
    c = Case(AREA, "fence_scopes", note="fence with every ordering and syncscope decodes and runs")
    c.buffer("out", nbytes=4 * 32)
    c.launch("fence_scopes", 1, 32, ["out"])
    c.expect("out", pack("u32", [3 * t for t in range(32)]), "u32")
    c.write()


SCOPED = [  # name, IR type, width, reference op(old, v) -> new
    ("llvm.nvvm.atomic.load.add.f64.p0", "double", 64, "fadd"),
    ("llvm.nvvm.atomic.add.gen.f.cta.f32.p0", "float", 32, "fadd"),
    ("llvm.nvvm.atomic.add.gen.f.sys.f64.p0", "double", 64, "fadd"),
    ("llvm.nvvm.atomic.add.gen.i.sys.i32.p0", "i32", 32, "add"),
    ("llvm.nvvm.atomic.exch.gen.i.sys.i64.p0", "i64", 64, "xchg"),
    ("llvm.nvvm.atomic.max.gen.i.cta.i32.p0", "i32", 32, "max"),
    ("llvm.nvvm.atomic.min.gen.i.cta.i64.p0", "i64", 64, "min"),
    ("llvm.nvvm.atomic.min.gen.i.sys.i32.p0", "i32", 32, "min"),
    ("llvm.nvvm.atomic.inc.gen.i.cta.i32.p0", "i32", 32, "inc"),
    ("llvm.nvvm.atomic.inc.gen.i.sys.i32.p0", "i32", 32, "inc"),
    ("llvm.nvvm.atomic.dec.gen.i.cta.i32.p0", "i32", 32, "dec"),
    ("llvm.nvvm.atomic.dec.gen.i.sys.i32.p0", "i32", 32, "dec"),
    ("llvm.nvvm.atomic.and.gen.i.sys.i64.p0", "i64", 64, "and"),
    ("llvm.nvvm.atomic.or.gen.i.cta.i32.p0", "i32", 32, "or"),
    ("llvm.nvvm.atomic.or.gen.i.sys.i32.p0", "i32", 32, "or"),
    ("llvm.nvvm.atomic.xor.gen.i.cta.i32.p0", "i32", 32, "xor"),
    ("llvm.nvvm.atomic.xor.gen.i.sys.i64.p0", "i64", 64, "xor"),
    ("llvm.nvvm.atomic.cas.gen.i.cta.i32.p0", "i32", 32, "cas"),
]


def scoped_ref(op, old, v, w, cmp=None):
    m = mask(w)
    if op == "fadd":
        f = F32 if w == 32 else F64
        return fop(f, "add", old, v)
    if op == "add":
        return (old + v) & m
    if op == "xchg":
        return v
    if op in ("max", "min"):
        a, b = old - (1 << w) if old >> (w - 1) else old, v - (1 << w) if v >> (w - 1) else v
        return old if (a >= b) == (op == "max") else v
    if op == "inc":
        return 0 if old >= v else old + 1
    if op == "dec":
        return v if old == 0 or old > v else old - 1
    if op == "and":
        return old & v
    if op == "or":
        return old | v
    if op == "xor":
        return old ^ v
    if op == "cas":
        return v if old == cmp else old
    raise ValueError(op)


def atomic_scopes():
    """The scoped and typed atomic intrinsics on one private cell per thread (the returned old value
    and the new cell), plus fence.sc.cluster / fence.acq_rel.cluster around them."""
    n = 64
    rng = random.Random(77)
    body = ["""  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
"""]
    decls, olds, cells, cell_bytes, out_bytes = [], [], [], bytearray(), bytearray()
    exp_cells, exp_olds = bytearray(), bytearray()
    for k, (name, ty, w, op) in enumerate(SCOPED):
        size = w // 8
        code = {32: "I", 64: "Q"}[w]
        if op == "fadd":
            f = F32 if w == 32 else F64
            init = [fop(f, "add", 0, (f32 if w == 32 else f64)(rng.uniform(-100, 100))) for _ in range(n)]
            vals = [(f32 if w == 32 else f64)(rng.uniform(-100, 100)) for _ in range(n)]
        elif op in ("inc", "dec"):
            init = [rng.choice([0, 1, 5, 9, 10, 11, 50]) for _ in range(n)]
            vals = [rng.choice([0, 5, 10, 100]) for _ in range(n)]
        else:
            init = [rng.getrandbits(w) for _ in range(n)]
            vals = [rng.getrandbits(w) for _ in range(n)]
        cmps = [init[i] if i % 2 else rng.getrandbits(w) for i in range(n)]
        base = len(cell_bytes)
        import struct
        cell_bytes += struct.pack(f"<{n}{code}", *init)
        obase = len(out_bytes)
        out_bytes += bytes(size * n)
        exp_cells += struct.pack(f"<{n}{code}", *[scoped_ref(op, init[i], vals[i], w, cmps[i]) for i in range(n)])
        exp_olds += struct.pack(f"<{n}{code}", *init)
        vty = ty
        ity = "i32" if size == 4 else "i64"
        body.append(f"""  %co{k} = mul i64 %t, {size}
  %cb{k} = add i64 %co{k}, {base}
  %cp{k} = getelementptr inbounds i8, ptr %cells, i64 %cb{k}
  %vb{k} = add i64 %co{k}, {base}
  %vp{k} = getelementptr inbounds i8, ptr %vals, i64 %vb{k}
  %vi{k} = load {ity}, ptr %vp{k}, align {size}
""")
        if ty in ("float", "double"):
            body.append(f"  %v{k} = bitcast {ity} %vi{k} to {ty}\n")
        else:
            body.append(f"  %v{k} = add {ity} %vi{k}, 0\n")
        if op == "cas":
            body.append(f"""  %kp{k} = getelementptr inbounds i8, ptr %cmps, i64 %cb{k}
  %kv{k} = load i32, ptr %kp{k}, align 4
  %r{k} = call i32 @{name}(ptr %cp{k}, i32 %kv{k}, i32 %v{k})
""")
            decls.append(f"declare i32 @{name}(ptr, i32, i32)")
        else:
            body.append(f"  %r{k} = call {ty} @{name}(ptr %cp{k}, {ty} %v{k})\n")
            decls.append(f"declare {ty} @{name}(ptr, {ty})")
        body.append(f"  call void @llvm.nvvm.fence.{'sc' if k % 2 else 'acq_rel'}.cluster()\n")
        body.append(f"  %ob{k} = add i64 %co{k}, {obase}\n  %op{k} = getelementptr inbounds i8, ptr %out, i64 %ob{k}\n"
                    f"  store {ty} %r{k}, ptr %op{k}, align {size}\n")
        cells.append((vals, cmps, base, code))
    vals_bytes = bytearray(len(cell_bytes))
    cmps_bytes = bytearray(len(cell_bytes))
    import struct
    for vals, cmps, base, code in cells:
        struct.pack_into(f"<{n}{code}", vals_bytes, base, *vals)
        struct.pack_into(f"<{n}{code}", cmps_bytes, base, *cmps)
    ir = ("; GENERATED by conformance/gen/atomics.py: the scoped (.cta/.sys) and typed atomic intrinsics, each on\n"
          "; one private cell per thread (cells[row][t] op= vals[row][t]; cas compares with cmps[row][t]); the old\n"
          "; values go to out; fence.sc.cluster / fence.acq_rel.cluster between the rows.\n" + HEADER + "\n"
          "define void @atomic_scopes(ptr %cells, ptr %vals, ptr %cmps, ptr %out) {\nentry:\n" + "".join(body)
          + "  ret void\n}\n\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare void @llvm.nvvm.fence.sc.cluster()\n"
          "declare void @llvm.nvvm.fence.acq_rel.cluster()\n" + "\n".join(decls) + "\n\n" + annotations("atomic_scopes"))
    c = Case(AREA, "atomic_scopes", note="atomic.load.add.f64, atomic.{add,exch,max,min,inc,dec,and,or,xor,cas}.gen"
             ".{i,f}.{cta,sys}: old values returned and cells updated (PTX atom semantics; inc/dec wrap at the operand)")
    c.buffer("cells", bytes(cell_bytes))
    c.buffer("vals", bytes(vals_bytes))
    c.buffer("cmps", bytes(cmps_bytes))
    c.buffer("out", nbytes=len(out_bytes))
    c.launch("atomic_scopes", 1, n, ["cells", "vals", "cmps", "out"])
    c.expect("cells", bytes(exp_cells), "u8", tag="new")
    c.expect("out", bytes(exp_olds), "u8", tag="old")
    c.ir = ir
    c.write()


def main():
    clean(AREA)
    atomic_scopes()
    atomicrmw_private()
    atomicrmw_llvm20()
    contended()
    atomicrmw_llvm20_contended()
    atomicrmw_nand()
    cmpxchg()
    shared_atomics()
    atomic_intrinsics()
    fences()
    print(f"atomics: {len(Case.written)} cases")


if __name__ == "__main__":
    main()
