// Per-instruction handlers for arithmetic, comparisons, casts and moves. Each one is a loop over
// the active lanes of one decoded instruction; the decoder picks the instantiation, so nothing
// here switches on types at run time. Integer semantics follow PTX where LLVM leaves a result
// undefined (docs/semantics.md): division by zero, oversized shifts, float-to-int overflow.
#pragma once

#include "core/ir/Instruction.h"
#include "intrinsics/FloatFormat.h"
#include "sim/Exec.h"
#include "sim/FloatBits.h"

#include <cmath>
#include <cstring>
#include <limits>

namespace nvsim::sim::h {

inline uint32_t next(uint32_t pc) { return pc + 1; }

// --- Integers of any width up to 64 bits: d.imm is the width mask, d.aux the width. -----------

struct Add {
  static uint64_t op(uint64_t a, uint64_t b, unsigned) { return a + b; }
};
struct Sub {
  static uint64_t op(uint64_t a, uint64_t b, unsigned) { return a - b; }
};
struct Mul {
  static uint64_t op(uint64_t a, uint64_t b, unsigned) { return a * b; }
  static uint32_t op32(uint32_t a, uint32_t b) { return a * b; }
};
struct And {
  static uint64_t op(uint64_t a, uint64_t b, unsigned) { return a & b; }
};
struct Or {
  static uint64_t op(uint64_t a, uint64_t b, unsigned) { return a | b; }
};
struct Xor {
  static uint64_t op(uint64_t a, uint64_t b, unsigned) { return a ^ b; }
};
/// PTX clamps shift amounts: shifting by the width or more gives 0 (shl, lshr) or the sign (ashr).
struct Shl {
  static uint64_t op(uint64_t a, uint64_t b, unsigned w) { return b >= w ? 0 : a << b; }
};
struct LShr {
  static uint64_t op(uint64_t a, uint64_t b, unsigned w) { return b >= w ? 0 : a >> b; }
};
struct AShr {
  static uint64_t op(uint64_t a, uint64_t b, unsigned w) {
    return uint64_t(signExtend(a, w) >> (b >= w ? 63 : b));
  }
};
/// div.u by zero is all ones; rem.u by zero is the dividend.
struct UDiv {
  static uint64_t op(uint64_t a, uint64_t b, unsigned) { return b == 0 ? ~uint64_t(0) : a / b; }
};
struct URem {
  static uint64_t op(uint64_t a, uint64_t b, unsigned) { return b == 0 ? a : a % b; }
};
/// div.s by zero is -1; MIN / -1 is MIN (the hardware wraps); rem.s by zero is the dividend.
struct SDiv {
  static uint64_t op(uint64_t a, uint64_t b, unsigned w) {
    const int64_t x = signExtend(a, w), y = signExtend(b, w);
    if (y == 0)
      return ~uint64_t(0);
    if (y == -1)
      return uint64_t(0) - uint64_t(x);
    return uint64_t(x / y);
  }
};
/// The IR's udiv and sdiv as both NVPTX backends compile them: the PTX division, except that on
/// i64 LLVM's BypassSlowDivision (also in libNVVM) takes div.u32 when neither operand has a bit
/// above bit 31, whose zero divisor gives 0xffffffff, zero-extended. So an i64 x / 0 is
/// 0x00000000ffffffff for x < 2^32 and all ones otherwise (measured on an H100,
/// docs/hardware-differences.md); every other quotient is the same on both paths. Inline PTX's
/// div uses UDiv/SDiv themselves.
template <typename Div> struct CompiledDiv {
  static uint64_t op(uint64_t a, uint64_t b, unsigned w) {
    if (b == 0 && w == 64 && (a >> 32) == 0)
      return 0xffffffffu;
    return Div::op(a, b, w);
  }
};
using IrUDiv = CompiledDiv<UDiv>;
using IrSDiv = CompiledDiv<SDiv>;
struct SRem {
  static uint64_t op(uint64_t a, uint64_t b, unsigned w) {
    const int64_t x = signExtend(a, w), y = signExtend(b, w);
    if (y == 0)
      return a;
    if (y == -1)
      return 0;
    return uint64_t(x % y);
  }
};

template <typename Op> NVSIM_LANE_LOOP uint32_t intBinary(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *r = c.R;
  const uint64_t m = d.imm;
  const unsigned w = d.aux;
  uint64_t *dst = r + size_t(d.dst) * kWarpSize;
  const uint64_t *x = r + size_t(d.a) * kWarpSize, *y = r + size_t(d.b) * kWarpSize;
  forLanes(c.mask, [&](unsigned l) { dst[l] = Op::op(x[l], y[l], w) & m; });
  return next(pc);
}

/// An i32 shift of a converged warp whose amount is the same in every lane (a loop's stride, a
/// block size): one count for all lanes, which SSE2 shifts by (it has no per-lane variable
/// shift). False, having done nothing, when the amounts differ.
template <typename Op> bool uniformShift(uint64_t *dst, const uint64_t *x, const uint64_t *y) {
  uint64_t differ = 0;
  for (unsigned l = 0; l < kWarpSize; ++l)
    differ |= y[l] ^ y[0];
  if (differ)
    return false;
  const uint64_t s = y[0];
  if constexpr (std::is_same_v<Op, AShr>) {
    const unsigned k = s >= 32 ? 31 : unsigned(s); // PTX clamps: the sign fill
    for (unsigned l = 0; l < kWarpSize; ++l)
      dst[l] = uint32_t(int32_t(uint32_t(x[l])) >> k);
  } else if (s >= 32) {
    for (unsigned l = 0; l < kWarpSize; ++l)
      dst[l] = 0;
  } else if constexpr (std::is_same_v<Op, Shl>) {
    for (unsigned l = 0; l < kWarpSize; ++l)
      dst[l] = uint32_t(x[l] << s);
  } else {
    for (unsigned l = 0; l < kWarpSize; ++l)
      dst[l] = uint32_t(x[l] >> s);
  }
  return true;
}

/// 32-bit fast paths for the operations that dominate kernels. mul computes in 32 bits (`op32`),
/// which SSE2 vectorises (it has no 64-bit multiply: the 64-bit product ran lane by lane, 256
/// host instructions a warp); the others are cheaper in 64 bits, truncated.
template <typename Op> NVSIM_LANE_LOOP uint32_t int32Binary(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *r = c.R;
  uint64_t *dst = r + size_t(d.dst) * kWarpSize;
  const uint64_t *x = r + size_t(d.a) * kWarpSize, *y = r + size_t(d.b) * kWarpSize;
  if constexpr (requires { Op::op32(0u, 0u); }) {
    forLanes(c.mask, [&](unsigned l) { dst[l] = Op::op32(uint32_t(x[l]), uint32_t(y[l])); });
  } else {
    if constexpr (std::is_same_v<Op, Shl> || std::is_same_v<Op, LShr> || std::is_same_v<Op, AShr>)
      if (c.mask == kFullMask && uniformShift<Op>(dst, x, y))
        return next(pc);
    forLanes(c.mask, [&](unsigned l) { dst[l] = uint32_t(Op::op(x[l], y[l], 32)); });
  }
  return next(pc);
}

// --- Comparisons: the predicate is the IR's own (ir::Predicate, LLVM's numbering), so the
// decoder, the constant folder and inline PTX's setp share one vocabulary. -----------------------

using ir::Predicate;

constexpr bool isIntPredicate(Predicate p) { return p >= Predicate::ICmpEQ && p <= Predicate::ICmpSLE; }
constexpr bool isFloatPredicate(Predicate p) { return p <= Predicate::FCmpTrue; }

/// An integer comparison of `a` and `b`, given as unsigned values and (`x`, `y`) as signed ones:
/// one definition for every width (64-bit slots, i128, constant expressions).
template <typename U, typename S> constexpr bool compareInts(Predicate p, U a, U b, S x, S y) {
  switch (p) {
  case Predicate::ICmpEQ: return a == b;
  case Predicate::ICmpNE: return a != b;
  case Predicate::ICmpUGT: return a > b;
  case Predicate::ICmpUGE: return a >= b;
  case Predicate::ICmpULT: return a < b;
  case Predicate::ICmpULE: return a <= b;
  case Predicate::ICmpSGT: return x > y;
  case Predicate::ICmpSGE: return x >= y;
  case Predicate::ICmpSLT: return x < y;
  case Predicate::ICmpSLE: return x <= y;
  default: return false; // a float predicate: isIntPredicate() keeps them out
  }
}

/// icmp at width `w` (d.aux).
template <Predicate P> bool icmp(uint64_t a, uint64_t b, unsigned w) {
  static_assert(isIntPredicate(P));
  return compareInts(P, a, b, signExtend(a, w), signExtend(b, w));
}

/// icmp of two i32 values (zero-extended in their slots): a compare of 32-bit lanes, which SSE2
/// vectorises.
template <Predicate P> uint64_t icmp32(uint64_t a, uint64_t b) {
  return compareInts(P, uint32_t(a), uint32_t(b), int32_t(uint32_t(a)), int32_t(uint32_t(b)));
}

/// a < b on unsigned 64-bit values, as 0 or 1, without a compare: the borrow out of a - b
/// (Hacker's Delight 2-12). SSE2 has no 64-bit compare; this is arithmetic it vectorises.
inline uint64_t borrow64(uint64_t a, uint64_t b) { return ((~a & b) | (~(a ^ b) & (a - b))) >> 63; }

/// icmp of two i64 values, branch-free (see borrow64); the signed predicates flip the sign bits.
template <Predicate P> uint64_t icmp64(uint64_t a, uint64_t b) {
  constexpr uint64_t kSign = uint64_t(1) << 63;
  const uint64_t t = a ^ b, ne = (t | (0 - t)) >> 63;
  switch (P) {
  case Predicate::ICmpEQ: return ne ^ 1;
  case Predicate::ICmpNE: return ne;
  case Predicate::ICmpUGT: return borrow64(b, a);
  case Predicate::ICmpUGE: return borrow64(a, b) ^ 1;
  case Predicate::ICmpULT: return borrow64(a, b);
  case Predicate::ICmpULE: return borrow64(b, a) ^ 1;
  case Predicate::ICmpSGT: return borrow64(b ^ kSign, a ^ kSign);
  case Predicate::ICmpSGE: return borrow64(a ^ kSign, b ^ kSign) ^ 1;
  case Predicate::ICmpSLT: return borrow64(a ^ kSign, b ^ kSign);
  case Predicate::ICmpSLE: return borrow64(b ^ kSign, a ^ kSign) ^ 1;
  default: return 0; // a float predicate: isIntPredicate() keeps them out
  }
}

/// icmp: the 32- and 64-bit widths in lane loops the compiler vectorises (one test of d.aux per
/// instruction), other widths through icmp's sign extension.
template <Predicate P> NVSIM_LANE_LOOP uint32_t intCompare(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *r = c.R;
  const unsigned w = d.aux;
  uint64_t *dst = r + size_t(d.dst) * kWarpSize;
  const uint64_t *x = r + size_t(d.a) * kWarpSize, *y = r + size_t(d.b) * kWarpSize;
  if (w == 32)
    forLanes(c.mask, [&](unsigned l) { dst[l] = icmp32<P>(x[l], y[l]); });
  else if (w == 64)
    forLanes(c.mask, [&](unsigned l) { dst[l] = icmp64<P>(x[l], y[l]); });
  else
    forLanes(c.mask, [&](unsigned l) { dst[l] = icmp<P>(x[l], y[l], w); });
  return next(pc);
}

// --- Floating point: F is a format with load/store between slot bits and a computation type. ---

struct F32 {
  using T = float;
  static float get(uint64_t b) { return asF32(b); }
  static uint64_t put(float f) { return f32Bits(f); }
};
struct F64 {
  using T = double;
  static double get(uint64_t b) { return asF64(b); }
  static uint64_t put(double f) { return f64Bits(f); }
};
/// half and bfloat compute in double and round once (exact for +, -, *, /, sqrt).
struct F16 {
  using T = double;
  static double get(uint64_t b) { return fromHalf(b); }
  static uint64_t put(double f) { return toHalf(f); }
};
struct BF16 {
  using T = double;
  static double get(uint64_t b) { return fromBFloat(b); }
  static uint64_t put(double f) { return toBFloat(f); }
};

struct FAdd {
  template <typename T> static T op(T a, T b) { return a + b; }
};
struct FSub {
  template <typename T> static T op(T a, T b) { return a - b; }
};
struct FMul {
  template <typename T> static T op(T a, T b) { return a * b; }
};
struct FDiv {
  template <typename T> static T op(T a, T b) { return a / b; }
};
struct FRem {
  template <typename T> static T op(T a, T b) { return std::fmod(a, b); }
};

template <typename F, typename Op> NVSIM_LANE_LOOP uint32_t floatBinary(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *r = c.R;
  uint64_t *dst = r + size_t(d.dst) * kWarpSize;
  const uint64_t *x = r + size_t(d.a) * kWarpSize, *y = r + size_t(d.b) * kWarpSize;
  forLanes(c.mask, [&](unsigned l) { dst[l] = F::put(Op::op(F::get(x[l]), F::get(y[l]))); });
  return next(pc);
}

/// fneg: flips the sign bit (d.imm), keeping NaN payloads, as LLVM and PTX neg do.
NVSIM_LANE_LOOP inline uint32_t signFlip(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *x = c.R + size_t(d.a) * kWarpSize;
  const uint64_t bit = d.imm;
  forLanes(c.mask, [&](unsigned l) { dst[l] = x[l] ^ bit; });
  return next(pc);
}

/// fcmp: ordered predicates are false when either operand is NaN, unordered ones true.
template <typename F> bool fcmp(Predicate p, typename F::T a, typename F::T b) {
  const bool uno = a != a || b != b;
  switch (p) {
  case Predicate::FCmpFalse: return false;
  case Predicate::FCmpOEQ: return !uno && a == b;
  case Predicate::FCmpOGT: return !uno && a > b;
  case Predicate::FCmpOGE: return !uno && a >= b;
  case Predicate::FCmpOLT: return !uno && a < b;
  case Predicate::FCmpOLE: return !uno && a <= b;
  case Predicate::FCmpONE: return !uno && a != b;
  case Predicate::FCmpORD: return !uno;
  case Predicate::FCmpUNO: return uno;
  case Predicate::FCmpUEQ: return uno || a == b;
  case Predicate::FCmpUGT: return uno || a > b;
  case Predicate::FCmpUGE: return uno || a >= b;
  case Predicate::FCmpULT: return uno || a < b;
  case Predicate::FCmpULE: return uno || a <= b;
  case Predicate::FCmpUNE: return uno || a != b;
  default: return true; // FCmpTrue (isFloatPredicate() keeps the integer ones out)
  }
}

template <typename F, Predicate P>
NVSIM_LANE_LOOP uint32_t floatCompare(Ctx &c, const DInst &d, uint32_t pc) {
  static_assert(isFloatPredicate(P));
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *x = c.R + size_t(d.a) * kWarpSize, *y = c.R + size_t(d.b) * kWarpSize;
  forLanes(c.mask, [&](unsigned l) { dst[l] = fcmp<F>(P, F::get(x[l]), F::get(y[l])); });
  return next(pc);
}

// --- Moves and selects. ----------------------------------------------------------------------

NVSIM_LANE_LOOP inline uint32_t copy(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *x = c.R + size_t(d.a) * kWarpSize;
  forLanes(c.mask, [&](unsigned l) { dst[l] = x[l]; });
  return next(pc);
}

/// dst = (a & imm) + aux2-signed... : a generic "mask" move used by trunc, zext and ptr casts.
NVSIM_LANE_LOOP inline uint32_t maskMove(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *x = c.R + size_t(d.a) * kWarpSize;
  const uint64_t m = d.imm;
  forLanes(c.mask, [&](unsigned l) { dst[l] = x[l] & m; });
  return next(pc);
}

/// sext from width d.aux, then masked to the destination width (d.imm).
NVSIM_LANE_LOOP inline uint32_t signExtendMove(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *x = c.R + size_t(d.a) * kWarpSize;
  const uint64_t m = d.imm;
  const unsigned w = d.aux;
  if (w == 32 && m == ~uint64_t(0)) // i32 to i64, the index of most GEPs: vectorised
    forLanes(c.mask, [&](unsigned l) { dst[l] = uint64_t(int64_t(int32_t(uint32_t(x[l])))); });
  else
    forLanes(c.mask, [&](unsigned l) { dst[l] = uint64_t(signExtend(x[l], w)) & m; });
  return next(pc);
}

/// select: d.a is the i1 condition, d.b and d.c the values.
NVSIM_LANE_LOOP inline uint32_t select(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *k = c.R + size_t(d.a) * kWarpSize;
  const uint64_t *x = c.R + size_t(d.b) * kWarpSize, *y = c.R + size_t(d.c) * kWarpSize;
  // Branch-free, so that the compiler vectorises it (a conditional move per lane does not).
  forLanes(c.mask, [&](unsigned l) { dst[l] = y[l] ^ ((x[l] ^ y[l]) & (0 - (k[l] & 1))); });
  return next(pc);
}

// --- Float conversions. ----------------------------------------------------------------------

template <typename From, typename To>
NVSIM_LANE_LOOP uint32_t floatConvert(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *x = c.R + size_t(d.a) * kWarpSize;
  forLanes(c.mask, [&](unsigned l) { dst[l] = To::put(typename To::T(From::get(x[l]))); });
  return next(pc);
}

/// fptosi/fptoui as PTX cvt.rzi to an integer of width d.aux (signed when S), then masked with
/// d.imm to the result type: values beyond the range of d.aux bits give its nearest end, NaN gives
/// cvt's value (intr::cvtNanBits: the sign bit from double or into 64 bits, else 0).
template <typename F, bool S> NVSIM_LANE_LOOP uint32_t floatToInt(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *x = c.R + size_t(d.a) * kWarpSize;
  const unsigned w = d.aux;
  const uint64_t m = d.imm;
  const uint64_t nan = intr::cvtNanBits(w, std::is_same_v<F, F64>);
  forLanes(c.mask, [&](unsigned l) {
    const double v = std::trunc(double(F::get(x[l])));
    uint64_t out;
    if (v != v) {
      out = nan;
    } else if constexpr (S) {
      const double lo = -std::ldexp(1.0, int(w) - 1), hi = std::ldexp(1.0, int(w) - 1);
      if (v < lo)
        out = uint64_t(int64_t(lo));
      else if (v >= hi)
        out = w >= 64 ? uint64_t(std::numeric_limits<int64_t>::max()) : (uint64_t(1) << (w - 1)) - 1;
      else
        out = uint64_t(int64_t(v));
    } else {
      const double hi = std::ldexp(1.0, int(w));
      if (v <= 0)
        out = 0;
      else if (v >= hi)
        out = ~uint64_t(0);
      else
        out = uint64_t(v);
    }
    dst[l] = out & m;
  });
  return next(pc);
}

/// Integer of width d.aux (signed when S) to float, round to nearest even.
template <typename F, bool S> NVSIM_LANE_LOOP uint32_t intToFloat(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *x = c.R + size_t(d.a) * kWarpSize;
  const unsigned w = d.aux;
  forLanes(c.mask, [&](unsigned l) {
    if constexpr (std::is_same_v<F, F32>) {
      dst[l] = S ? f32Bits(float(signExtend(x[l], w))) : f32Bits(float(x[l]));
    } else if constexpr (std::is_same_v<F, F64>) {
      dst[l] = S ? f64Bits(double(signExtend(x[l], w))) : f64Bits(double(x[l]));
    } else {
      // To half/bfloat: through float is one rounding only when the integer fits in 24 bits;
      // larger magnitudes overflow half anyway, and bfloat's 8 bits round once from float's 24.
      const int64_t sv = signExtend(x[l], w);
      const double v = S ? double(float(sv)) : double(float(x[l]));
      dst[l] = F::put(v);
    }
  });
  return next(pc);
}

} // namespace nvsim::sim::h
