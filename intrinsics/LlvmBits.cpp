// LLVM's integer intrinsics for i1, i8, i16, i32 and i64: bit counts, byte and bit reversal, funnel
// shifts, abs, min/max and saturating arithmetic. All exact.
#include "intrinsics/Families.h"
#include "intrinsics/LaneMath.h"

#include <bit>
#include <limits>

namespace nvsim::intr {

namespace {

template <class U> constexpr int kBits = std::numeric_limits<U>::digits;
template <class U> using Signed = std::make_signed_t<U>;

template <class U> U ctpopOp(U x) { return U(std::popcount(x)); }
/// The i1 flag (is_zero_poison) only allows poison for 0; the width is the defined answer.
template <class U> U ctlzOp(U x, bool) { return U(std::countl_zero(x)); }
template <class U> U cttzOp(U x, bool) { return U(std::countr_zero(x)); }

template <class U> U bswapOp(U x) {
  U r = 0;
  for (int i = 0; i < kBits<U>; i += 8)
    r = U(r | U(((x >> i) & 0xff) << (kBits<U> - 8 - i)));
  return r;
}
template <class U> U bitreverseOp(U x) {
  U r = 0;
  for (int i = 0; i < kBits<U>; ++i)
    r = U(r | U(((x >> i) & 1) << (kBits<U> - 1 - i)));
  return r;
}

/// Funnel shifts: the shift amount is taken modulo the width.
template <class U> U fshlOp(U a, U b, U s) {
  const int n = int(s % kBits<U>);
  return n == 0 ? a : U(U(a << n) | U(b >> (kBits<U> - n)));
}
template <class U> U fshrOp(U a, U b, U s) {
  const int n = int(s % kBits<U>);
  return n == 0 ? b : U(U(b >> n) | U(a << (kBits<U> - n)));
}

/// llvm.abs: INT_MIN stays INT_MIN (the i1 flag only makes that case poison).
template <class U> U absOp(U x, bool) { return Signed<U>(x) < 0 ? U(U(0) - x) : x; }
template <class U> U sminOp(U a, U b) { return Signed<U>(a) < Signed<U>(b) ? a : b; }
template <class U> U smaxOp(U a, U b) { return Signed<U>(a) > Signed<U>(b) ? a : b; }
template <class U> U uminOp(U a, U b) { return a < b ? a : b; }
template <class U> U umaxOp(U a, U b) { return a > b ? a : b; }

template <class U> U uaddSat(U a, U b) {
  const U s = U(a + b);
  return s < a ? std::numeric_limits<U>::max() : s;
}
template <class U> U usubSat(U a, U b) { return a < b ? U(0) : U(a - b); }
template <class U> U saddSat(U a, U b) {
  using S = Signed<U>;
  S r;
  if (__builtin_add_overflow(S(a), S(b), &r))
    return U(S(a) < 0 ? std::numeric_limits<S>::min() : std::numeric_limits<S>::max());
  return U(r);
}
template <class U> U ssubSat(U a, U b) {
  using S = Signed<U>;
  S r;
  if (__builtin_sub_overflow(S(a), S(b), &r))
    return U(S(a) < 0 ? std::numeric_limits<S>::min() : std::numeric_limits<S>::max());
  return U(r);
}
/// Saturating shifts: a shift by the width or more is poison in LLVM; it saturates here.
template <class U> U ushlSat(U a, U s) {
  if (a == 0)
    return 0;
  if (s >= U(kBits<U>) || std::countl_zero(a) < int(s))
    return std::numeric_limits<U>::max();
  return U(a << s);
}
template <class U> U sshlSat(U a, U s) {
  using S = Signed<U>;
  const S v = S(a);
  const S sat = v < 0 ? std::numeric_limits<S>::min() : std::numeric_limits<S>::max();
  if (v == 0)
    return 0;
  if (s >= U(kBits<U>))
    return U(sat);
  const S shifted = S(U(a << s));
  return S(shifted >> s) == v ? U(shifted) : U(sat);
}

#define NVSIM_I4(OP, NAME)                                                                                   \
  row<&OP<uint8_t>>("llvm." NAME ".i8"), row<&OP<uint16_t>>("llvm." NAME ".i16"),                            \
      row<&OP<uint32_t>>("llvm." NAME ".i32"), row<&OP<uint64_t>>("llvm." NAME ".i64")

constexpr PureFunction kRows[] = {
    NVSIM_I4(ctpopOp, "ctpop"),
    NVSIM_I4(ctlzOp, "ctlz"),
    NVSIM_I4(cttzOp, "cttz"),
    row<&bswapOp<uint16_t>>("llvm.bswap.i16"),
    row<&bswapOp<uint32_t>>("llvm.bswap.i32"),
    row<&bswapOp<uint64_t>>("llvm.bswap.i64"),
    NVSIM_I4(bitreverseOp, "bitreverse"),
    NVSIM_I4(fshlOp, "fshl"),
    NVSIM_I4(fshrOp, "fshr"),
    NVSIM_I4(absOp, "abs"),
    NVSIM_I4(sminOp, "smin"),
    NVSIM_I4(smaxOp, "smax"),
    NVSIM_I4(uminOp, "umin"),
    NVSIM_I4(umaxOp, "umax"),
    NVSIM_I4(saddSat, "sadd.sat"),
    NVSIM_I4(uaddSat, "uadd.sat"),
    NVSIM_I4(ssubSat, "ssub.sat"),
    NVSIM_I4(usubSat, "usub.sat"),
    NVSIM_I4(sshlSat, "sshl.sat"),
    NVSIM_I4(ushlSat, "ushl.sat"),
    // i1, which the optimisers make of flags (a bitreverse of a comparison's result): 1 is -1 as a
    // signed value, a shift amount is taken modulo 1, and a saturating shift by 1 (poison in LLVM)
    // saturates to the value itself.
    row<+[](bool x) { return x; }>("llvm.bitreverse.i1"),
    row<+[](bool x) { return x; }>("llvm.ctpop.i1"),
    row<+[](bool x, bool) { return !x; }>("llvm.ctlz.i1"),
    row<+[](bool x, bool) { return !x; }>("llvm.cttz.i1"),
    row<+[](bool x, bool) { return x; }>("llvm.abs.i1"),
    row<+[](bool a, bool, bool) { return a; }>("llvm.fshl.i1"),
    row<+[](bool, bool b, bool) { return b; }>("llvm.fshr.i1"),
    row<+[](bool a, bool b) { return a || b; }>("llvm.smin.i1"),
    row<+[](bool a, bool b) { return a && b; }>("llvm.smax.i1"),
    row<+[](bool a, bool b) { return a && b; }>("llvm.umin.i1"),
    row<+[](bool a, bool b) { return a || b; }>("llvm.umax.i1"),
    row<+[](bool a, bool b) { return a || b; }>("llvm.uadd.sat.i1"),
    row<+[](bool a, bool b) { return a || b; }>("llvm.sadd.sat.i1"),
    row<+[](bool a, bool b) { return a && !b; }>("llvm.usub.sat.i1"),
    row<+[](bool a, bool b) { return a && !b; }>("llvm.ssub.sat.i1"),
    row<+[](bool a, bool) { return a; }>("llvm.ushl.sat.i1"),
    row<+[](bool a, bool) { return a; }>("llvm.sshl.sat.i1"),
};
#undef NVSIM_I4

} // namespace

std::span<const PureFunction> llvmBitRows() { return kRows; }

} // namespace nvsim::intr
