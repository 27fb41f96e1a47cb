// Element comparison under the tolerance kinds of launch scripts.
#include "tools/Compare.h"

#include <cmath>
#include <cstring>
#include <fmt/format.h>

namespace nvsim::tools {

namespace {

struct ToleranceName {
  std::string_view name;
  ToleranceKind kind;
};
constexpr ToleranceName kToleranceNames[] = {{"exact", ToleranceKind::Exact},
                                             {"abs", ToleranceKind::Abs},
                                             {"rel", ToleranceKind::Rel},
                                             {"rel_abs", ToleranceKind::RelAbs},
                                             {"ulp", ToleranceKind::Ulp}};

/// Sign-extends a signed element to 64 bits.
int64_t signedValue(ElemType t, uint64_t bits) {
  const unsigned width = elemBytes(t) * 8;
  if (width < 64 && (bits >> (width - 1)) & 1)
    bits |= ~uint64_t(0) << width;
  return int64_t(bits);
}

/// |a - b| of two 64-bit values without overflow.
uint64_t distance(uint64_t aMagnitude, bool aNegative, uint64_t bMagnitude, bool bNegative) {
  if (aNegative == bNegative)
    return aMagnitude > bMagnitude ? aMagnitude - bMagnitude : bMagnitude - aMagnitude;
  return aMagnitude > UINT64_MAX - bMagnitude ? UINT64_MAX : aMagnitude + bMagnitude;
}

uint64_t magnitude(int64_t v) { return v < 0 ? uint64_t(0) - uint64_t(v) : uint64_t(v); }

/// Whether the exact integer `diff` is at most `bound` (a non-negative tolerance in double).
bool atMost(uint64_t diff, double bound) {
  // 2^64 is an exact double: any bound from there up covers every difference.
  if (!(bound < 0x1p64))
    return true;
  return diff <= uint64_t(std::floor(bound));
}

/// Integer elements compare as integers: a difference of 1 between values near 2^64 is not lost
/// to rounding (through double, UINT64_MAX and UINT64_MAX - 1 would be equal).
bool integersMatch(ElemType t, uint64_t actual, uint64_t expected, const Tolerance &tol) {
  const uint64_t mask = elemBytes(t) >= 8 ? ~uint64_t(0) : (uint64_t(1) << (elemBytes(t) * 8)) - 1;
  actual &= mask;
  expected &= mask;
  if (actual == expected)
    return true;
  const uint64_t diff = ulpDistance(t, actual, expected);
  const double e = std::fabs(elementValue(t, expected)); // only scales the tolerance
  switch (tol.kind) {
  case ToleranceKind::Exact: return false;
  case ToleranceKind::Ulp: return diff <= tol.ulp;
  case ToleranceKind::Abs: return atMost(diff, tol.abs);
  case ToleranceKind::Rel: return atMost(diff, tol.rel * e);
  case ToleranceKind::RelAbs: return atMost(diff, tol.abs + tol.rel * e);
  }
  return false;
}

} // namespace

std::optional<ToleranceKind> toleranceKindByName(std::string_view name) {
  for (const ToleranceName &t : kToleranceNames)
    if (t.name == name)
      return t.kind;
  return std::nullopt;
}

std::string describeTolerance(const Tolerance &tol) {
  switch (tol.kind) {
  case ToleranceKind::Exact: return "exact";
  case ToleranceKind::Abs: return fmt::format("abs {}", tol.abs);
  case ToleranceKind::Rel: return fmt::format("rel {}", tol.rel);
  case ToleranceKind::RelAbs: return fmt::format("rel_abs (rel {}, abs {})", tol.rel, tol.abs);
  case ToleranceKind::Ulp: return fmt::format("ulp {}", tol.ulp);
  }
  return "";
}

uint64_t ulpDistance(ElemType t, uint64_t a, uint64_t b) {
  switch (elemInfo(t).cls) {
  case ElemClass::Unsigned: return a > b ? a - b : b - a;
  case ElemClass::Signed: {
    int64_t x = signedValue(t, a), y = signedValue(t, b);
    return distance(magnitude(x), x < 0, magnitude(y), y < 0);
  }
  case ElemClass::Float: break;
  }
  // Sign-magnitude bits order floats: the distance is the difference of the magnitudes on the
  // same side of zero and their sum across it (+0 and -0 are both magnitude 0).
  const uint64_t sign = uint64_t(1) << (elemBytes(t) * 8 - 1);
  return distance(a & ~sign, (a & sign) != 0, b & ~sign, (b & sign) != 0);
}

bool elementsMatch(ElemType t, uint64_t actual, uint64_t expected, const Tolerance &tol) {
  if (!isFloat(t))
    return integersMatch(t, actual, expected, tol);
  const double a = elementValue(t, actual), e = elementValue(t, expected);
  if (std::isnan(a) || std::isnan(e))
    return std::isnan(a) && std::isnan(e);
  switch (tol.kind) {
  case ToleranceKind::Exact: return actual == expected;
  case ToleranceKind::Ulp: return ulpDistance(t, actual, expected) <= tol.ulp;
  default: break;
  }
  if (a == e)
    return true;
  const double diff = std::fabs(a - e);
  switch (tol.kind) {
  case ToleranceKind::Abs: return diff <= tol.abs;
  case ToleranceKind::Rel: return diff <= tol.rel * std::fabs(e);
  case ToleranceKind::RelAbs: return diff <= tol.abs + tol.rel * std::fabs(e);
  default: return false;
  }
}

Comparison compareElements(ElemType t, std::span<const std::byte> actual, std::span<const std::byte> expected,
                           const Tolerance &tol, size_t keep) {
  // Equal bits match under every tolerance (equal values, or NaN and NaN), so runs of equal
  // bytes are skipped with memcmp and only chunks that differ are walked element by element
  // (the element walk cost more than the launch in a short run with a large expect step).
  const size_t size = elemBytes(t);
  const size_t common = std::min(actual.size(), expected.size()) / size * size;
  const size_t chunk = size_t(4096) / size * size;
  Comparison c;
  c.elements = common / size;
  for (size_t at = 0; at < common; at += chunk) {
    const size_t n = std::min(chunk, common - at);
    if (std::memcmp(actual.data() + at, expected.data() + at, n) == 0)
      continue;
    Comparison part = compareElementsBy(t, actual.subspan(at, n), expected.subspan(at, n),
                                        keep - std::min(keep, c.first.size()),
                                        [&](uint64_t a, uint64_t e) { return elementsMatch(t, a, e, tol); });
    for (Mismatch m : part.first) {
      m.index += at / size;
      c.first.push_back(m);
    }
    c.mismatches += part.mismatches;
  }
  return c;
}

std::string formatMismatch(ElemType t, const Mismatch &m) {
  if (!isFloat(t))
    return fmt::format("[{}] actual {}, expected {}", m.index, formatElement(t, m.actual),
                       formatElement(t, m.expected));
  const int digits = int(elemBytes(t)) * 2;
  return fmt::format("[{}] actual {} ({:#0{}x}), expected {} ({:#0{}x})", m.index, formatElement(t, m.actual),
                     m.actual, digits + 2, formatElement(t, m.expected), m.expected, digits + 2);
}

} // namespace nvsim::tools
