// Bit-exact conversions between double/float and the 16-bit formats (half, bfloat), and the
// canonical NaNs PTX arithmetic produces.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>

namespace nvsim::sim {

inline constexpr uint32_t kNanF32 = 0x7fffffffu;
inline constexpr uint64_t kNanF64 = 0x7fffffffffffffffull;
inline constexpr uint16_t kNanF16 = 0x7fff;
inline constexpr uint16_t kNanBF16 = 0x7fff;

inline float asF32(uint64_t bits) { return std::bit_cast<float>(uint32_t(bits)); }
inline double asF64(uint64_t bits) { return std::bit_cast<double>(bits); }
/// A float result as slot bits; a NaN becomes the canonical NaN PTX arithmetic produces.
inline uint64_t f32Bits(float f) { return f != f ? kNanF32 : std::bit_cast<uint32_t>(f); }
inline uint64_t f64Bits(double d) { return d != d ? kNanF64 : std::bit_cast<uint64_t>(d); }
/// Without canonicalisation (moves, fneg, fabs, copysign keep NaN payloads).
inline uint64_t rawF32(float f) { return std::bit_cast<uint32_t>(f); }

/// Rounds `d` to nearest-even into a binary format with `E` exponent and `M` fraction bits
/// (half: 5/10, bfloat: 8/7). One rounding from double: exact for any float input, and for the
/// results of +, -, *, / and sqrt of two narrower values (double has more than 2M+2 bits).
template <unsigned E, unsigned M> inline uint16_t roundToSmall(double d, uint16_t nan) {
  const uint64_t bits = std::bit_cast<uint64_t>(d);
  const uint16_t sign = uint16_t((bits >> 63) << 15);
  constexpr int kBias = (1 << (E - 1)) - 1;
  constexpr uint16_t kInf = uint16_t(((1u << E) - 1) << M);
  if (d != d)
    return nan;
  const double a = std::fabs(d);
  if (std::isinf(a))
    return sign | kInf;
  constexpr int kMinExp = 1 - kBias;
  if (a < std::ldexp(1.0, kMinExp)) { // subnormal range: units of 2^(kMinExp - M)
    const double q = std::nearbyint(std::ldexp(a, M - kMinExp));
    return sign | uint16_t(q); // q == 2^M encodes the smallest normal, as it should
  }
  int e = 0;
  std::frexp(a, &e);
  int exp = e - 1;
  double q = std::nearbyint(std::ldexp(a, int(M) - exp));
  if (q >= std::ldexp(1.0, M + 1)) {
    q = std::ldexp(1.0, M);
    ++exp;
  }
  if (exp > kBias)
    return sign | kInf;
  return sign | uint16_t(uint16_t(exp + kBias) << M) | uint16_t(uint64_t(q) - (uint64_t(1) << M));
}

template <unsigned E, unsigned M> inline double widenSmall(uint16_t h) {
  constexpr int kBias = (1 << (E - 1)) - 1;
  const bool neg = h >> 15;
  const unsigned exp = (h >> M) & ((1u << E) - 1);
  const unsigned frac = h & ((1u << M) - 1);
  double v;
  if (exp == 0)
    v = std::ldexp(double(frac), 1 - kBias - int(M));
  else if (exp == (1u << E) - 1)
    v = frac ? std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::infinity();
  else
    v = std::ldexp(double(frac | (1u << M)), int(exp) - kBias - int(M));
  return neg ? -v : v;
}

inline uint16_t toHalf(double d) { return roundToSmall<5, 10>(d, kNanF16); }
inline uint16_t toBFloat(double d) { return roundToSmall<8, 7>(d, kNanBF16); }
inline double fromHalf(uint64_t h) { return widenSmall<5, 10>(uint16_t(h)); }
inline double fromBFloat(uint64_t h) { return widenSmall<8, 7>(uint16_t(h)); }

} // namespace nvsim::sim
