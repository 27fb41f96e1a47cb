// The libdevice functions that read memory through a pointer argument, which the pure-function
// registry (values in, values out) cannot express: __nv_nan/__nv_nanf (a NaN whose payload is
// parsed from a string) and __nv_norm/__nv_normf/__nv_rnorm/__nv_rnormf (the Euclidean norm of
// an array). Their memory reads go through the same translation as loads: a bad pointer faults.
#pragma once

#include "sim/ControlOps.h"

#include <cmath>
#include <string_view>

namespace nvsim::sim::h {

/// The payload libdevice's __nv_nan parses from `tag`: "0x..."/"0X..." hexadecimal, "0..." octal,
/// else decimal; all ones on overflow, 0 when a character is not a digit of the base (or the
/// pointer is null, passed as an empty string).
inline uint64_t nanPayload(std::string_view tag) {
  unsigned base = 10;
  size_t i = 0;
  if (tag.size() >= 1 && tag[0] == '0') {
    if (tag.size() >= 2 && (tag[1] == 'x' || tag[1] == 'X')) {
      base = 16;
      i = 2;
    } else {
      base = 8;
      i = 1;
    }
  }
  uint64_t v = 0;
  bool overflow = false, invalid = false;
  for (; i < tag.size(); ++i) {
    const char ch = tag[i];
    int digit = -1;
    if (ch >= '0' && ch <= '9')
      digit = ch - '0';
    else if (base == 16 && ch >= 'a' && ch <= 'f')
      digit = ch - 'a' + 10;
    else if (base == 16 && ch >= 'A' && ch <= 'F')
      digit = ch - 'A' + 10;
    if (digit < 0 || digit >= int(base)) {
      invalid = true;
      continue;
    }
    if (base == 16)
      overflow |= v > 0x0fffffffffffffffULL;
    else if (base == 8)
      overflow |= v > 0x1fffffffffffffffULL;
    else
      overflow |= v > 1844674407370955161ULL || (v == 1844674407370955161ULL && digit > 5);
    v = v * base + uint64_t(digit);
  }
  if (invalid)
    return 0;
  return overflow ? ~uint64_t(0) : v;
}

/// __nv_nan / __nv_nanf: d.a the tag pointer slot, d.aux 1 for double.
inline uint32_t libdeviceNan(Ctx &c, const DInst &d, uint32_t pc) {
  forLanes(c.mask, [&](unsigned l) {
    const uint64_t p = reg(c, d.a, l);
    const uint64_t payload = nanPayload(p ? readString(c, l, p, 4096) : std::string());
    const uint64_t bits = (payload & 0xfffffffffffffULL) | 0x7ff8000000000000ULL;
    reg(c, d.dst, l) = d.aux ? bits : ((uint32_t(bits) & 0x3fffffu) | 0x7fc00000u);
  });
  return pc + 1;
}

/// __nv_norm, __nv_normf, __nv_rnorm, __nv_rnormf: d.a the count slot (i32), d.b the array
/// pointer slot, d.aux 1 for double, d.aux2 1 for the reciprocal. The sum of squares is taken
/// in long double after scaling by the largest magnitude (no overflow or underflow in between),
/// then rounded once: within 1 ulp, tighter than CUDA's bound. An infinite element gives +inf
/// (1/norm: +0) even beside a NaN, as hypot does; a count below 1 reads one element, as
/// libdevice does. NOTE: the count comes from the kernel, so the elements are read twice (for
/// the largest, then the sum) instead of being copied: nothing on the host grows with it.
inline uint32_t libdeviceNorm(Ctx &c, const DInst &d, uint32_t pc) {
  const uint32_t elem = d.aux ? 8 : 4;
  for (uint32_t m = c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    const int32_t dim = int32_t(uint32_t(reg(c, d.a, l)));
    const uint64_t n = dim < 1 ? 1 : uint64_t(dim);
    const uint64_t base = reg(c, d.b, l);
    bool unreadable = false;
    // Element i's magnitude; false when the launch must stop (a fault, or the deadline).
    auto element = [&](uint64_t i, long double &x) {
      if ((i & 0xffff) == 0xffff && shouldStop(c, d))
        return false;
      uint64_t bits = 0;
      if (unreadable) { // memcheck reported the first element it could not read; the rest read as 0
        x = 0;
        return true;
      }
      const mem::Translation t = laneAccess(c, d, l, 0, base + i * elem, elem, mem::Access::Read);
      if (!t.ok() && stopping(c))
        return false;
      unreadable = !t.ok();
      if (t.ok())
        readHost(c, t, &bits, elem);
      x = d.aux ? std::fabs((long double)asF64(bits)) : std::fabs((long double)asF32(bits));
      return true;
    };
    long double largest = 0, x = 0;
    bool inf = false, nan = false;
    for (uint64_t i = 0; i < n; ++i) {
      if (!element(i, x))
        return kYield;
      inf |= std::isinf(x);
      nan |= std::isnan(x);
      if (x > largest)
        largest = x;
    }
    long double r;
    if (inf)
      r = INFINITY;
    else if (nan)
      r = NAN;
    else if (largest == 0)
      r = 0;
    else {
      long double sum = 0;
      for (uint64_t i = 0; i < n; ++i) {
        if (!element(i, x))
          return kYield;
        sum += (x / largest) * (x / largest);
      }
      r = largest * std::sqrt(sum);
    }
    if (d.aux2)
      r = 1 / r;
    reg(c, d.dst, l) = d.aux ? f64Bits(double(r)) : f32Bits(float(double(r)));
  }
  return pc + 1;
}

} // namespace nvsim::sim::h
