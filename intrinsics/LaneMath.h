// Helpers shared by the pure-function families: typed lane adapters over the slot encoding of
// PureFunctions.h, flush-to-zero and NaN canonicalisation. Internal to intrinsics/.
#pragma once

#include "intrinsics/FloatFormat.h"
#include "intrinsics/PureFunctions.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <tuple>
#include <type_traits>
#include <utility>

namespace nvsim::intr {

/// IEEE binary16 and bfloat16 values as their bits (the slot holds them in the low 16 bits).
struct Half {
  uint16_t bits;
};
struct BFloat {
  uint16_t bits;
};

/// A slot read as the C++ type of an IR value: integers truncated to their width (and
/// reinterpreted as signed where the type is), float from the low 32 bits.
template <class T> T fromSlot(uint64_t s) {
  if constexpr (std::is_same_v<T, float>)
    return std::bit_cast<float>(uint32_t(s));
  else if constexpr (std::is_same_v<T, double>)
    return std::bit_cast<double>(s);
  else if constexpr (std::is_same_v<T, Half> || std::is_same_v<T, BFloat>)
    return T{uint16_t(s)};
  else if constexpr (std::is_same_v<T, bool>)
    return (s & 1) != 0;
  else
    return T(std::make_unsigned_t<T>(s));
}

/// A value as slot bits: integers zero-extended from their width, float in the low 32 bits.
/// Floating-point results keep their bits: the lane functions canonicalise NaNs themselves.
template <class T> uint64_t toSlot(T v) {
  if constexpr (std::is_same_v<T, float>)
    return std::bit_cast<uint32_t>(v);
  else if constexpr (std::is_same_v<T, double>)
    return std::bit_cast<uint64_t>(v);
  else if constexpr (std::is_same_v<T, Half> || std::is_same_v<T, BFloat>)
    return v.bits;
  else if constexpr (std::is_same_v<T, bool>)
    return v ? 1 : 0;
  else
    return uint64_t(std::make_unsigned_t<T>(v));
}

template <class> struct FnTraits;
template <class R, class... A> struct FnTraits<R (*)(A...)> {
  using Args = std::tuple<A...>;
  static constexpr int kArity = sizeof...(A);
};

/// The LaneFn that decodes the operands as `F`'s parameter types, calls it and encodes the
/// result: `lane<+[](float x) { return ...; }>`.
template <auto F> uint64_t lane(const uint64_t *a, uint64_t *) {
  using T = FnTraits<decltype(F)>;
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return toSlot(F(fromSlot<std::tuple_element_t<I, typename T::Args>>(a[I])...));
  }
  (std::make_index_sequence<T::kArity>{});
}

/// A registry row for a typed function `F` (its arity gives numArgs).
template <auto F> constexpr PureFunction row(std::string_view name, std::string_view bound = "exact") {
  return PureFunction{name, &lane<F>, uint8_t(FnTraits<decltype(F)>::kArity), 0, {0, 0}, bound};
}

/// A row for a hand-written LaneFn with out pointers.
constexpr PureFunction outRow(std::string_view name, LaneFn fn, uint8_t numArgs, uint8_t numOuts,
                              uint8_t bytes0, uint8_t bytes1, std::string_view bound = "exact") {
  return PureFunction{name, fn, numArgs, numOuts, {bytes0, bytes1}, bound};
}

inline uint32_t bitsOf(float x) { return std::bit_cast<uint32_t>(x); }
inline uint64_t bitsOf(double x) { return std::bit_cast<uint64_t>(x); }

/// The canonical NaN of a GPU result in place of any NaN.
inline float canon(float x) { return x != x ? std::bit_cast<float>(kNanF32) : x; }
inline double canon(double x) { return x != x ? std::bit_cast<double>(kNanF64) : x; }

/// .ftz: a subnormal becomes a zero of the same sign.
template <class F> F ftz(F x) { return std::fpclassify(x) == FP_SUBNORMAL ? std::copysign(F(0), x) : x; }

/// Float functions evaluated in double and rounded once to float (nearest even): within half an
/// ulp plus the double result's error, far inside any documented bound.
inline float narrow(double x) { return canon(float(x)); }

} // namespace nvsim::intr
