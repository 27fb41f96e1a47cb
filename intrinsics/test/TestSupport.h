// Shared helpers of the intrinsics tests: slot encodings, calling a registered function by name,
// and the case tables every test file contributes (CoverageTest checks that each registered
// function appears in one of them).
#pragma once

#include "intrinsics/PureFunctions.h"

#include <bit>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace nvsim::intr::test {

inline uint64_t f(float x) { return std::bit_cast<uint32_t>(x); }
inline uint64_t d(double x) { return std::bit_cast<uint64_t>(x); }
inline uint64_t i8(int64_t v) { return uint8_t(v); }
inline uint64_t i16(int64_t v) { return uint16_t(v); }
inline uint64_t i32(int64_t v) { return uint32_t(v); }
inline uint64_t i64(int64_t v) { return uint64_t(v); }
inline float asF(uint64_t s) { return std::bit_cast<float>(uint32_t(s)); }
inline double asD(uint64_t s) { return std::bit_cast<double>(s); }

inline constexpr uint64_t kNanF = 0x7fffffff;
inline constexpr uint64_t kNanD = 0x7fffffffffffffff;
inline constexpr uint64_t kNanH = 0x7fff;

/// One exact expectation: `name(args...)` returns `expect` (and stores `outs` through its out
/// pointers).
struct ExactCase {
  std::string name;
  std::vector<uint64_t> args;
  uint64_t expect;
  std::vector<uint64_t> outs = {};
};

std::vector<ExactCase> llvmExactCases();
std::vector<ExactCase> nvvmExactCases();
std::vector<ExactCase> libdeviceExactCases();

__extension__ typedef __float128 Quad;

/// The result type and operand kinds of a function the accuracy test samples: T is the
/// floating-point type (h half, f float, d double); operands are T unless an 'i' (i32) is
/// given in `ops`.
enum class Elem : uint8_t { Half, Float, Double };

/// The reference: the exact function in quad precision (113-bit significand).
using QuadFn = Quad (*)(const Quad *args);

/// One accuracy check: `name` sampled `samples` times against `ref`, each error within the
/// row's bound. Operand i is drawn from [lo[i], hi[i]], log-uniformly when `log` is set (both
/// bounds positive). `outs` are references for the out-pointer results (sincos), `ref` null for
/// a void function.
struct AccuracyCase {
  std::string name;
  Elem elem;
  std::string ops; ///< one letter per operand: 'x' a T value, 'i' an i32
  std::vector<double> lo, hi;
  QuadFn ref;
  std::vector<QuadFn> outs = {};
  bool log = false;
  int samples = 0; ///< 0: the default for the type
};
std::vector<AccuracyCase> accuracyCases();

/// Runs a registered function on one lane; fails the test if it is not registered.
uint64_t call(std::string_view name, const std::vector<uint64_t> &args, uint64_t *outs = nullptr);

} // namespace nvsim::intr::test
