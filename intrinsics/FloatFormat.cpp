// The integer rounding engine of FloatFormat.h.
#include "intrinsics/FloatFormat.h"

namespace nvsim::intr {

uint64_t roundToFormat(bool neg, uint64_t sig, int exp, bool sticky, Format fmt, Round r) {
  const int m = fmt.fracBits;
  const int bias = (1 << (fmt.expBits - 1)) - 1;
  const int emin = 1 - bias;
  const uint64_t signBit = uint64_t(neg) << (fmt.expBits + m);
  const uint64_t infBits = ((uint64_t(1) << fmt.expBits) - 1) << m;
  if (sig == 0 && !sticky)
    return signBit;
  // Exponent of the leading bit; a value that is only sticky lies far below any quantum.
  const int lead = sig ? 63 - std::countl_zero(sig) + exp : exp - 1;
  // The quantum (weight of the last kept bit) of the result before any carry.
  int q = (lead < emin ? emin : lead) - m;
  const int shift = q - exp;
  uint64_t kept;
  bool half = false;
  bool rest = sticky;
  if (shift <= 0) {
    kept = sig << -shift;
  } else if (shift > 64) {
    kept = 0;
    rest = rest || sig != 0;
  } else if (shift == 64) {
    kept = 0;
    half = sig >> 63;
    rest = rest || (sig << 1) != 0;
  } else {
    kept = sig >> shift;
    half = (sig >> (shift - 1)) & 1;
    rest = rest || (sig & ((uint64_t(1) << (shift - 1)) - 1)) != 0;
  }
  bool up = false;
  switch (r) {
  case Round::NearestEven: up = half && (rest || (kept & 1)); break;
  case Round::NearestAway: up = half; break;
  case Round::Zero: break;
  case Round::Down: up = neg && (half || rest); break;
  case Round::Up: up = !neg && (half || rest); break;
  }
  kept += up;
  if (kept >> (m + 1)) { // the carry made one more bit
    kept >>= 1;
    ++q;
  }
  if (kept >> m) { // normal
    const int biased = q + m + bias;
    if (biased >= (1 << fmt.expBits) - 1) {
      const bool toInf = r == Round::NearestEven || r == Round::NearestAway || (r == Round::Down && neg) ||
                         (r == Round::Up && !neg);
      return signBit | (toInf ? infBits : infBits - 1);
    }
    return signBit | (uint64_t(biased) << m) | (kept & ((uint64_t(1) << m) - 1));
  }
  return signBit | kept; // subnormal or zero: biased exponent 0
}

uint64_t roundDouble(double x, Format fmt, Round r, uint64_t nan) {
  const uint64_t b = std::bit_cast<uint64_t>(x);
  const bool neg = b >> 63;
  const int e = int((b >> 52) & 0x7ff);
  const uint64_t frac = b & ((uint64_t(1) << 52) - 1);
  if (e == 0x7ff) {
    if (frac)
      return nan;
    return (uint64_t(neg) << (fmt.expBits + fmt.fracBits)) |
           (((uint64_t(1) << fmt.expBits) - 1) << fmt.fracBits);
  }
  if (e == 0)
    return roundToFormat(neg, frac, -1074, false, fmt, r);
  return roundToFormat(neg, frac | (uint64_t(1) << 52), e - 1075, false, fmt, r);
}

double widen(uint64_t bits, Format fmt) {
  const int m = fmt.fracBits;
  const int bias = (1 << (fmt.expBits - 1)) - 1;
  const bool neg = (bits >> (fmt.expBits + m)) & 1;
  const int e = int((bits >> m) & ((uint64_t(1) << fmt.expBits) - 1));
  const uint64_t frac = bits & ((uint64_t(1) << m) - 1);
  double v;
  if (e == (1 << fmt.expBits) - 1)
    v = frac ? std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::infinity();
  else if (e == 0)
    v = std::ldexp(double(frac), 1 - bias - m);
  else
    v = std::ldexp(double(frac | (uint64_t(1) << m)), e - bias - m);
  return neg ? -v : v;
}

} // namespace nvsim::intr
