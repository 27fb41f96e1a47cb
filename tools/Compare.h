// Comparing buffer contents with expected data under a tolerance (the `expect` step).
#pragma once

#include "tools/ElemType.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace nvsim::tools {

enum class ToleranceKind : uint8_t {
  Exact,  ///< the same bits (any NaN matches any NaN)
  Abs,    ///< |actual - expected| <= abs
  Rel,    ///< |actual - expected| <= rel * |expected|
  RelAbs, ///< |actual - expected| <= abs + rel * |expected| (numpy.isclose)
  Ulp,    ///< at most `ulp` representable values apart (integers: |actual - expected| <= ulp)
};

struct Tolerance {
  ToleranceKind kind = ToleranceKind::Exact;
  double abs = 0, rel = 0;
  uint64_t ulp = 0;
};

/// "exact", "abs", "rel", "rel_abs", "ulp".
std::optional<ToleranceKind> toleranceKindByName(std::string_view name);
/// "rel_abs (rel 1e-05, abs 1e-06)", for messages.
std::string describeTolerance(const Tolerance &tol);

/// Whether one element matches. NaN matches NaN (under every kind) and nothing else; equal
/// values always match (so +0 matches -0 and inf matches inf except under `exact`).
bool elementsMatch(ElemType t, uint64_t actual, uint64_t expected, const Tolerance &tol);

/// How many representable values of float type `t` lie between two bit patterns (0 for +0
/// and -0); for integer types the distance between the values. Saturates at UINT64_MAX.
uint64_t ulpDistance(ElemType t, uint64_t a, uint64_t b);

struct Mismatch {
  uint64_t index; ///< element index in the compared range
  uint64_t actual, expected;
};

struct Comparison {
  uint64_t elements = 0;
  uint64_t mismatches = 0;
  std::vector<Mismatch> first; ///< the first `keep` mismatches
};

/// Compares two ranges of the same size element by element.
Comparison compareElements(ElemType t, std::span<const std::byte> actual, std::span<const std::byte> expected,
                           const Tolerance &tol, size_t keep);

/// The element-by-element walk behind compareElements and compareWithGpu: `match(actual,
/// expected)`, or `match(actual, expected, index)`, judges two elements' bits; the common prefix
/// of the two ranges is compared.
template <typename Match>
Comparison compareElementsBy(ElemType t, std::span<const std::byte> actual,
                             std::span<const std::byte> expected, size_t keep, Match match) {
  Comparison c;
  const size_t size = elemBytes(t);
  c.elements = std::min(actual.size(), expected.size()) / size;
  for (uint64_t i = 0; i < c.elements; ++i) {
    const uint64_t a = loadElement(t, actual.data() + i * size),
                   e = loadElement(t, expected.data() + i * size);
    bool same;
    if constexpr (std::is_invocable_v<Match &, uint64_t, uint64_t, uint64_t>)
      same = match(a, e, i);
    else
      same = match(a, e);
    if (same)
      continue;
    if (c.first.size() < keep)
      c.first.push_back({i, a, e});
    ++c.mismatches;
  }
  return c;
}

/// "[12] actual 1.0000001 (0x3f800001), expected 1 (0x3f800000)".
std::string formatMismatch(ElemType t, const Mismatch &m);

} // namespace nvsim::tools
