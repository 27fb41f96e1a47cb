// Atomic read-modify-write: one value function per op, applied by fetch_op or a CAS loop.
#include "memory/Atomics.h"

#include <atomic>
#include <bit>
#include <cmath>
#include <type_traits>

namespace nvsim::mem {

namespace {

/// The float type stored in a cell of type U, and its canonical NaN.
template <typename U> struct FloatCell;
template <> struct FloatCell<uint32_t> {
  using Type = float;
  static constexpr uint32_t kNan = kCanonicalNanF32;
};
template <> struct FloatCell<uint64_t> {
  using Type = double;
  static constexpr uint64_t kNan = kCanonicalNanF64;
};

/// A float result's bits, with any NaN made canonical (the hardware never returns payloads).
template <typename U> U floatBits(typename FloatCell<U>::Type value) {
  return std::isnan(value) ? FloatCell<U>::kNan : std::bit_cast<U>(value);
}

/// minNum / maxNum as PTX min/max define them: a NaN operand yields the other operand, two NaNs
/// the canonical NaN, and -0 is below +0. With `propagateNan` (fminimum/fmaximum) any NaN
/// operand yields the canonical NaN.
template <typename U> U floatMinMax(U a, U b, bool isMax, bool propagateNan) {
  using F = typename FloatCell<U>::Type;
  const F x = std::bit_cast<F>(a);
  const F y = std::bit_cast<F>(b);
  if (std::isnan(x) || std::isnan(y)) {
    if (propagateNan || (std::isnan(x) && std::isnan(y)))
      return FloatCell<U>::kNan;
    return std::isnan(x) ? b : a;
  }
  if (x == y) // equal values; they differ only for zeros of opposite signs
    return (std::signbit(x) != isMax) ? a : b;
  return (isMax ? x > y : x < y) ? a : b;
}

/// A subnormal f32 as the zero of its sign; other values unchanged.
uint32_t flushF32(uint32_t bits) { return (bits & 0x7f800000u) == 0 ? bits & 0x80000000u : bits; }

/// atom.add.f32 on global memory: subnormal inputs and results become zeros of the same sign.
uint32_t addF32Flushed(uint32_t old, uint32_t v) {
  const float sum = std::bit_cast<float>(flushF32(old)) + std::bit_cast<float>(flushF32(v));
  return flushF32(floatBits<uint32_t>(sum));
}

} // namespace

namespace detail {

/// A float op's new value; 8- and 16-bit cells have no float ops (the decoder refuses them).
template <typename U> U combineFloat(AtomicOp op, U old, U v) {
  if constexpr (sizeof(U) < 4) {
    return old;
  } else {
    using F = typename FloatCell<U>::Type;
    switch (op) {
    case AtomicOp::FAdd: return floatBits<U>(std::bit_cast<F>(old) + std::bit_cast<F>(v));
    case AtomicOp::FSub: return floatBits<U>(std::bit_cast<F>(old) - std::bit_cast<F>(v));
    case AtomicOp::FMax: return floatMinMax(old, v, true, false);
    case AtomicOp::FMin: return floatMinMax(old, v, false, false);
    case AtomicOp::FMaximum: return floatMinMax(old, v, true, true);
    case AtomicOp::FMinimum: return floatMinMax(old, v, false, true);
    default: return old;
    }
  }
}

} // namespace detail

template <typename U> U atomicRMW(AtomicOp op, std::byte *cell, U operand, AddrSpace space) {
  std::atomic_ref<U> ref(*reinterpret_cast<U *>(cell));
  switch (op) {
  case AtomicOp::Xchg: return ref.exchange(operand);
  case AtomicOp::Add: return ref.fetch_add(operand);
  case AtomicOp::Sub: return ref.fetch_sub(operand);
  case AtomicOp::And: return ref.fetch_and(operand);
  case AtomicOp::Or: return ref.fetch_or(operand);
  case AtomicOp::Xor: return ref.fetch_xor(operand);
  default: break;
  }
  // NOTE: only f32 adds on global memory flush; shared memory and f64 keep subnormals.
  const bool flush = std::is_same_v<U, uint32_t> && op == AtomicOp::FAdd && space == AddrSpace::Global;
  U old = ref.load(std::memory_order_relaxed);
  while (!ref.compare_exchange_weak(
      old, flush ? U(addF32Flushed(uint32_t(old), uint32_t(operand))) : atomicCombine(op, old, operand),
      std::memory_order_seq_cst, std::memory_order_relaxed)) {
  }
  return old;
}

template <typename U> U atomicCas(std::byte *cell, U expected, U desired) {
  std::atomic_ref<U> ref(*reinterpret_cast<U *>(cell));
  // On failure compare_exchange writes the current value into `expected`; on success it is
  // already the old value.
  ref.compare_exchange_strong(expected, desired, std::memory_order_seq_cst);
  return expected;
}

template uint32_t atomicRMW<uint32_t>(AtomicOp, std::byte *, uint32_t, AddrSpace);
template uint64_t atomicRMW<uint64_t>(AtomicOp, std::byte *, uint64_t, AddrSpace);
template uint8_t detail::combineFloat<uint8_t>(AtomicOp, uint8_t, uint8_t);
template uint16_t detail::combineFloat<uint16_t>(AtomicOp, uint16_t, uint16_t);
template uint32_t detail::combineFloat<uint32_t>(AtomicOp, uint32_t, uint32_t);
template uint64_t detail::combineFloat<uint64_t>(AtomicOp, uint64_t, uint64_t);
template uint8_t atomicCas<uint8_t>(std::byte *, uint8_t, uint8_t);
template uint16_t atomicCas<uint16_t>(std::byte *, uint16_t, uint16_t);
template uint32_t atomicCas<uint32_t>(std::byte *, uint32_t, uint32_t);
template uint64_t atomicCas<uint64_t>(std::byte *, uint64_t, uint64_t);

} // namespace nvsim::mem
