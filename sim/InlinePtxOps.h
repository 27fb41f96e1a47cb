// Lane semantics of the inline PTX micro-operations (sim/InlinePtx.h), after the PTX ISA's
// descriptions. One struct per operation form with `apply(Lane&, const MicroOp&)`; `lanes<Op>`
// applies it under the mask. Integer sources are read at the instruction's width (o.width), so
// a wider register operand is truncated as PTX specifies; results are written at that width.
#pragma once

#include "intrinsics/PureFunctions.h"
#include "sim/FloatBits.h"
#include "sim/Handlers.h"
#include "sim/InlinePtx.h"

#include <bit>

namespace nvsim::sim::ptx::op {

__extension__ typedef unsigned __int128 U128;
__extension__ typedef __int128 S128;

/// One lane of a micro-op: results by reference, sources by value (read before any write, so a
/// result may be one of the sources).
struct Lane {
  uint64_t &d, &d2, &cf;
  const uint64_t a, b, c;
};

template <typename Op> void lanes(uint64_t *file, uint32_t mask, const MicroOp &o) {
  uint64_t *d = file + size_t(o.d) * kWarpSize, *d2 = file + size_t(o.d2) * kWarpSize;
  uint64_t *cf = file + size_t(kCarry) * kWarpSize;
  const uint64_t *a = file + size_t(o.a) * kWarpSize, *b = file + size_t(o.b) * kWarpSize,
                 *c = file + size_t(o.c) * kWarpSize;
  forLanes(mask, [&](unsigned l) {
    Lane x{d[l], d2[l], cf[l], a[l], b[l], c[l]};
    Op::apply(x, o);
  });
}

inline uint64_t wmask(const MicroOp &o) { return widthMask(o.width); }
/// A source as a signed (S) or unsigned integer of the instruction's width.
template <bool S> S128 value(uint64_t v, unsigned w) {
  return S ? S128(signExtend(v, w)) : S128(v & widthMask(w));
}
/// The 2n-bit product of two n-bit sources (n <= 64) as 128 bits, two's complement when signed.
template <bool S> U128 product(uint64_t a, uint64_t b, unsigned w) {
  if constexpr (S)
    return U128(S128(signExtend(a, w)) * S128(signExtend(b, w)));
  else
    return U128(a & widthMask(w)) * U128(b & widthMask(w));
}

// --- Moves and integer conversions. ------------------------------------------------------------

/// mov: d = a.
struct Copy {
  static void apply(Lane &x, const MicroOp &o) { x.d = x.a & wmask(o); }
};
/// cvt between integer widths: the source (width o.imm) is sign- or zero-extended by its own
/// signedness, then truncated to the destination's width.
template <bool S> struct Resize {
  static void apply(Lane &x, const MicroOp &o) {
    const unsigned from = unsigned(o.imm);
    x.d = (S ? uint64_t(signExtend(x.a, from)) : x.a & widthMask(from)) & wmask(o);
  }
};
/// One piece of `mov.b64 {lo, hi}, a`: d = a >> o.imm, at the piece's width.
struct Extract {
  static void apply(Lane &x, const MicroOp &o) { x.d = (x.a >> o.imm) & wmask(o); }
};
/// Two pieces of `mov.b64 d, {lo, hi}`: d = lo | hi << width.
struct Pack {
  static void apply(Lane &x, const MicroOp &o) { x.d = (x.a & wmask(o)) | ((x.b & wmask(o)) << o.width); }
};
/// selp: d = c ? a : b.
struct Select {
  static void apply(Lane &x, const MicroOp &o) { x.d = ((x.c & 1) ? x.a : x.b) & wmask(o); }
};

// --- Integer arithmetic. -----------------------------------------------------------------------

/// Two-operand integer operations with the semantics of sim/Handlers.h (h::Add, h::UDiv...).
template <typename H> struct Int2 {
  static void apply(Lane &x, const MicroOp &o) {
    const uint64_t m = wmask(o);
    x.d = H::op(x.a & m, x.b & m, o.width) & m;
  }
};
/// shl, shr: the amount is an unsigned 32-bit value; PTX clamps it at the width.
template <typename H> struct Shift {
  static void apply(Lane &x, const MicroOp &o) {
    const uint64_t m = wmask(o);
    x.d = H::op(x.a & m, x.b & 0xffffffffu, o.width) & m;
  }
};
template <bool S, bool Max> struct MinMax {
  static void apply(Lane &x, const MicroOp &o) {
    const S128 a = value<S>(x.a, o.width), b = value<S>(x.b, o.width);
    x.d = uint64_t(Max ? (a > b ? a : b) : (a < b ? a : b)) & wmask(o);
  }
};
/// add{.cc}, addc{.cc}: d = a + b (+ CC.CF); the carry out goes to CC.CF.
template <bool CarryIn, bool CarryOut> struct AddCarry {
  static void apply(Lane &x, const MicroOp &o) {
    const U128 s = U128(x.a & wmask(o)) + (x.b & wmask(o)) + (CarryIn ? x.cf & 1 : 0);
    x.d = uint64_t(s) & wmask(o);
    if (CarryOut)
      x.cf = uint64_t(s >> o.width) & 1;
  }
};
/// sub{.cc}, subc{.cc}: d = a - (b + CC.CF); the borrow out goes to CC.CF.
template <bool BorrowIn, bool BorrowOut> struct SubBorrow {
  static void apply(Lane &x, const MicroOp &o) {
    const U128 a = x.a & wmask(o), b = U128(x.b & wmask(o)) + (BorrowIn ? x.cf & 1 : 0);
    x.d = uint64_t(a - b) & wmask(o);
    if (BorrowOut)
      x.cf = a < b;
  }
};
/// mul.hi: the upper half of the 2n-bit product.
template <bool S> struct MulHi {
  static void apply(Lane &x, const MicroOp &o) {
    x.d = uint64_t(product<S>(x.a, x.b, o.width) >> o.width) & wmask(o);
  }
};
/// mul.wide / mad.wide: the 2n-bit product (plus c, a 2n-bit value, for mad).
template <bool S, bool Add> struct MulWide {
  static void apply(Lane &x, const MicroOp &o) {
    const U128 p = product<S>(x.a, x.b, o.width) + (Add ? x.c : 0);
    x.d = uint64_t(p) & widthMask(2 * o.width);
  }
};
/// mad{c}.lo/.hi{.cc}: d = (a * b).half + c (+ CC.CF); the carry out of the addition goes to CC.CF.
template <bool Hi, bool S, bool CarryIn, bool CarryOut> struct MulAdd {
  static void apply(Lane &x, const MicroOp &o) {
    const uint64_t m = wmask(o);
    const U128 p = product<S>(x.a, x.b, o.width);
    const uint64_t half = uint64_t(Hi ? p >> o.width : p) & m;
    const U128 s = U128(half) + (x.c & m) + (CarryIn ? x.cf & 1 : 0);
    x.d = uint64_t(s) & m;
    if (CarryOut)
      x.cf = uint64_t(s >> o.width) & 1;
  }
};

// --- Bits and logic. ---------------------------------------------------------------------------

struct Not {
  static void apply(Lane &x, const MicroOp &o) { x.d = ~x.a & wmask(o); }
};
struct CNot {
  static void apply(Lane &x, const MicroOp &o) { x.d = (x.a & wmask(o)) == 0; }
};
struct Neg {
  static void apply(Lane &x, const MicroOp &o) { x.d = (0 - x.a) & wmask(o); }
};
/// abs.s: the most negative value stays itself.
struct Abs {
  static void apply(Lane &x, const MicroOp &o) {
    const int64_t v = signExtend(x.a, o.width);
    x.d = (v < 0 ? 0 - uint64_t(v) : uint64_t(v)) & wmask(o);
  }
};
struct Popc {
  static void apply(Lane &x, const MicroOp &o) { x.d = uint64_t(std::popcount(x.a & wmask(o))); }
};
struct Clz {
  static void apply(Lane &x, const MicroOp &o) { x.d = o.width - uint64_t(std::bit_width(x.a & wmask(o))); }
};
struct Brev {
  static void apply(Lane &x, const MicroOp &o) {
    uint64_t v = x.a, r = 0;
    for (unsigned i = 0; i < o.width; ++i, v >>= 1)
      r = (r << 1) | (v & 1);
    x.d = r;
  }
};
/// bfind{.shiftamt}: the position of the most significant non-sign bit (0xffffffff if none);
/// with .shiftamt, the left shift that brings it to the top instead.
template <bool S, bool ShiftAmount> struct Bfind {
  static void apply(Lane &x, const MicroOp &o) {
    const unsigned msb = o.width - 1;
    uint64_t a = x.a & wmask(o);
    if (S && ((a >> msb) & 1))
      a = ~a & wmask(o);
    uint64_t d = a == 0 ? 0xffffffffu : uint64_t(std::bit_width(a) - 1);
    if (ShiftAmount && d != 0xffffffffu)
      d = msb - d;
    x.d = d;
  }
};
/// bfe: the field of c bits at b (both 0..255), zero- or sign-extended from its top bit.
template <bool S> struct Bfe {
  static void apply(Lane &x, const MicroOp &o) {
    const unsigned msb = o.width - 1, pos = unsigned(x.b & 0xff), len = unsigned(x.c & 0xff);
    const uint64_t a = x.a & wmask(o);
    const uint64_t sbit = (!S || len == 0) ? 0 : (a >> std::min(pos + len - 1, msb)) & 1;
    uint64_t d = 0;
    for (unsigned i = 0; i <= msb; ++i)
      d |= (i < len && pos + i <= msb ? (a >> (pos + i)) & 1 : sbit) << i;
    x.d = d;
  }
};

// --- Comparisons. ------------------------------------------------------------------------------

/// setp on integers: d = a P b at the instruction's width.
template <ir::Predicate P> struct IntCompare {
  static void apply(Lane &x, const MicroOp &o) { x.d = h::icmp<P>(x.a & wmask(o), x.b & wmask(o), o.width); }
};

/// A subnormal input of .ftz, flushed to zero of the same sign.
inline uint64_t flush(uint64_t v, unsigned width) {
  if (width == 32)
    return (v & 0x7f800000u) == 0 ? v & 0x80000000u : v;
  return (v & 0x7ff0000000000000ull) == 0 ? v & 0x8000000000000000ull : v;
}

/// setp on floats: o.imm is the fcmp predicate (ir::Predicate).
template <typename F, bool Ftz> struct FloatCompare {
  static void apply(Lane &x, const MicroOp &o) {
    const uint64_t a = Ftz ? flush(x.a, o.width) : x.a, b = Ftz ? flush(x.b, o.width) : x.b;
    x.d = h::fcmp<F>(ir::Predicate(o.imm), F::get(a), F::get(b));
  }
};

// --- Floating point. ---------------------------------------------------------------------------

/// neg / abs: the sign bit flipped or cleared (NaN payloads kept), after flushing with .ftz.
template <bool Absolute, bool Ftz> struct FloatSign {
  static void apply(Lane &x, const MicroOp &o) {
    const uint64_t sign = uint64_t(1) << (o.width - 1);
    const uint64_t a = (Ftz ? flush(x.a, o.width) : x.a) & wmask(o);
    x.d = Absolute ? a & ~sign : a ^ sign;
  }
};
/// cvt.f64.f32{.ftz}: exact.
template <bool Ftz> struct WidenFloat {
  static void apply(Lane &x, const MicroOp &) { x.d = f64Bits(double(asF32(Ftz ? flush(x.a, 32) : x.a))); }
};
/// Arithmetic with a rounding mode, approximations and conversions: an intrinsics/ lane function
/// (o.ext) of one to three operands.
struct Pure {
  static void apply(Lane &x, const MicroOp &o) {
    const uint64_t args[3] = {x.a, x.b, x.c};
    uint64_t outs[2] = {};
    x.d = static_cast<const intr::PureFunction *>(o.ext)->fn(args, outs);
  }
};

} // namespace nvsim::sim::ptx::op
