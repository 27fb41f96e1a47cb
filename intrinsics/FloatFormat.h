// Bit-exact rounding between binary floating-point formats and integers with an explicit
// rounding mode: the engine behind cvt (f2h, d2f.rm, i2f.rp, f2ll.rz...) and the 16-bit formats.
// Integer algorithms only: no host rounding mode is involved, so the results do not depend on
// the compiler or the FPU state.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

namespace nvsim::intr {

/// IEEE rounding directions, named as PTX names them (.rn .rz .rm .rp) plus round-half-away
/// (.rna, and C round()).
enum class Round : uint8_t { NearestEven, Zero, Down, Up, NearestAway };

/// The NaN each format's arithmetic produces on NVIDIA GPUs (PTX does not keep payloads).
inline constexpr uint32_t kNanF32 = 0x7fffffffu;
inline constexpr uint64_t kNanF64 = 0x7fffffffffffffffull;
inline constexpr uint16_t kNanF16 = 0x7fff;
inline constexpr uint16_t kNanBF16 = 0x7fff;

/// A binary interchange format: `expBits` exponent bits, `fracBits` stored fraction bits.
struct Format {
  int expBits;
  int fracBits;
};
inline constexpr Format kHalf{5, 10};
inline constexpr Format kBFloat{8, 7};
inline constexpr Format kTf32{8, 10}; ///< tf32 keeps float's layout; the low 13 bits are zero
inline constexpr Format kSingle{8, 23};
inline constexpr Format kDouble{11, 52};

/// Rounds the exact value (-1)^neg * (sig + sticky/2) * 2^exp, where `sticky` says that nonzero
/// bits were dropped below `sig`'s last bit, to `fmt` with mode `r`. Returns the encoding (sign
/// in bit expBits + fracBits). Overflow gives infinity or the largest finite value as IEEE says
/// for the mode.
uint64_t roundToFormat(bool neg, uint64_t sig, int exp, bool sticky, Format fmt, Round r);

/// Rounds a double (any value) to `fmt`; NaN gives `nan`.
uint64_t roundDouble(double x, Format fmt, Round r, uint64_t nan);

/// The exact value of an encoding of `fmt` (every format here is a subset of double).
double widen(uint64_t bits, Format fmt);

inline uint16_t toHalf(double x, Round r = Round::NearestEven) {
  return uint16_t(roundDouble(x, kHalf, r, kNanF16));
}
inline uint16_t toBFloat(double x, Round r = Round::NearestEven) {
  return uint16_t(roundDouble(x, kBFloat, r, kNanBF16));
}
inline float toSingle(double x, Round r) {
  return std::bit_cast<float>(uint32_t(roundDouble(x, kSingle, r, kNanF32)));
}
inline double fromHalf(uint16_t h) { return widen(h, kHalf); }
inline double fromBFloat(uint16_t h) { return widen(h, kBFloat); }

/// An integer (signed or not, up to 64 bits) rounded to float or double with mode `r`.
template <class F, class I> F intToFloat(I v, Round r) {
  const bool neg = std::is_signed_v<I> && v < 0;
  const uint64_t mag = neg ? uint64_t(0) - uint64_t(int64_t(v)) : uint64_t(v);
  constexpr Format fmt = std::is_same_v<F, float> ? kSingle : kDouble;
  const uint64_t bits = roundToFormat(neg, mag, 0, false, fmt, r);
  if constexpr (std::is_same_v<F, float>)
    return std::bit_cast<float>(uint32_t(bits));
  else
    return std::bit_cast<double>(bits);
}

/// `x` rounded to an integral value with mode `r` (NaN and infinities unchanged, signs kept).
template <class F> F roundIntegral(F x, Round r) {
  switch (r) {
  case Round::Zero: return std::trunc(x);
  case Round::Down: return std::floor(x);
  case Round::Up: return std::ceil(x);
  case Round::NearestAway: return std::round(x);
  case Round::NearestEven: break;
  }
  const F t = std::floor(x);
  const F diff = x - t; // exact: t and x share a binade or x is small
  F y = t;
  if (diff > F(0.5) || (diff == F(0.5) && std::fmod(t, F(2)) != F(0)))
    y = t + F(1);
  return std::copysign(y, x);
}

/// What PTX cvt from floating point to an integer of `width` bits gives for a NaN input (PTX ISA,
/// cvt, Integer Notes; measured on an H100, docs/hardware-differences.md): 0 when the source is
/// not .f64 and the destination is not 64 bits wide, otherwise the destination's sign bit alone
/// (MININT, and MAXINT / 2 + 1 for unsigned types). Widths no cvt has (i1, i128) give 0.
constexpr uint64_t cvtNanBits(unsigned width, bool fromF64) {
  const bool cvtWidth = width == 8 || width == 16 || width == 32 || width == 64;
  return cvtWidth && (fromF64 || width == 64) ? uint64_t(1) << (width - 1) : 0;
}

/// PTX cvt from floating point (float or double) to an integer type: rounds with `r`, values out
/// of range clamp to the type's limits (cvt saturates for float-to-integer conversions), NaN
/// gives cvtNanBits.
template <class I, class F> I floatToInt(F x, Round r) {
  static_assert(std::is_same_v<F, float> || std::is_same_v<F, double>);
  if (x != x)
    return I(cvtNanBits(8 * sizeof(I), std::is_same_v<F, double>));
  const double v = double(roundIntegral(x, r));
  constexpr double lo = double(std::numeric_limits<I>::min());
  // max()+1 is a power of two, so it is exact in double where max() may not be.
  constexpr double hiPlusOne = double(std::numeric_limits<I>::max() / 2 + 1) * 2.0;
  if (v < lo)
    return std::numeric_limits<I>::min();
  if (v >= hiPlusOne)
    return std::numeric_limits<I>::max();
  return I(v);
}

} // namespace nvsim::intr
