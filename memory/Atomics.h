// Atomic read-modify-write and compare-and-swap on memory cells, with std::atomic_ref.
#pragma once

#include "core/ir/AtomicRmw.h"
#include "memory/AddressSpace.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <type_traits>

namespace nvsim::mem {

/// A read-modify-write operation (LLVM atomicrmw, NVVM atomic intrinsics, PTX atom/red): the IR's
/// own operations, one table for every layer (core/ir/AtomicRmwOps.def).
using AtomicOp = ir::RMWOp;

/// The LLVM atomicrmw keyword of `op` ("add", "uinc_wrap", "fmin", ...).
inline std::string_view atomicOpKeyword(AtomicOp op) { return ir::rmwKeyword(op); }
/// The op an atomicrmw keyword names, nullopt for an unknown keyword.
inline std::optional<AtomicOp> atomicOpFromKeyword(std::string_view keyword) {
  return ir::rmwFromKeyword(keyword);
}
/// Whether `op` works on floating-point values (f32 in 32-bit cells, f64 in 64-bit ones).
inline bool isFloatOp(AtomicOp op) { return ir::rmwIsFloat(op); }

/// The canonical NaN float results are replaced by (NVIDIA's: all exponent and mantissa bits).
inline constexpr uint32_t kCanonicalNanF32 = 0x7fffffff;
inline constexpr uint64_t kCanonicalNanF64 = 0x7fffffffffffffff;

/// Atomically applies `op` with `operand` to the naturally aligned cell at `cell`, which lies in
/// `space` (global or shared), and returns the old value. U is uint32_t or uint64_t; float ops
/// read the bits as f32 or f64 and round to nearest even; a NaN result is the canonical NaN.
/// Subnormals are kept, except by FAdd on f32 in global memory, which flushes subnormal inputs
/// and results to zeros of the same sign as atom.add.f32 on global memory does (PTX ISA, atom;
/// measured on an H100). Sequentially consistent. The caller has translated the address with
/// Access::Atomic (bounds, alignment).
template <typename U> U atomicRMW(AtomicOp op, std::byte *cell, U operand, AddrSpace space);

/// The new value of a cell holding `old` after `op` with `operand`, as atomicRMW computes it (float
/// ops in global memory aside, and on 32- and 64-bit cells only); for the 8- and 16-bit integer
/// operations callers build on atomicCas, and for memory one host thread owns. U is uint8_t,
/// uint16_t, uint32_t or uint64_t.
template <typename U> U atomicCombine(AtomicOp op, U old, U operand);

namespace detail {
/// atomicCombine's float operations (Atomics.cpp): the integer ones are inline, for the hot
/// shared-memory path of sim/ControlOps.h.
template <typename U> U combineFloat(AtomicOp op, U old, U v);
} // namespace detail

/// Atomically replaces the cell's value with `desired` if it equals `expected`; returns the old
/// value (the exchange happened iff it equals `expected`). U is uint8_t, uint16_t, uint32_t or
/// uint64_t; 8- and 16-bit operations the ops above lack are built on these by the caller.
template <typename U> U atomicCas(std::byte *cell, U expected, U desired);

extern template uint32_t atomicRMW<uint32_t>(AtomicOp, std::byte *, uint32_t, AddrSpace);
extern template uint64_t atomicRMW<uint64_t>(AtomicOp, std::byte *, uint64_t, AddrSpace);
extern template uint8_t detail::combineFloat<uint8_t>(AtomicOp, uint8_t, uint8_t);
extern template uint16_t detail::combineFloat<uint16_t>(AtomicOp, uint16_t, uint16_t);
extern template uint32_t detail::combineFloat<uint32_t>(AtomicOp, uint32_t, uint32_t);
extern template uint64_t detail::combineFloat<uint64_t>(AtomicOp, uint64_t, uint64_t);
extern template uint8_t atomicCas<uint8_t>(std::byte *, uint8_t, uint8_t);
extern template uint16_t atomicCas<uint16_t>(std::byte *, uint16_t, uint16_t);
extern template uint32_t atomicCas<uint32_t>(std::byte *, uint32_t, uint32_t);
extern template uint64_t atomicCas<uint64_t>(std::byte *, uint64_t, uint64_t);

/// The value function of every operation of core/ir/AtomicRmwOps.def: a new row needs its case here.
template <typename U> inline U atomicCombine(AtomicOp op, U old, U v) {
  using S = std::make_signed_t<U>;
  switch (op) {
  case AtomicOp::Xchg: return v;
  case AtomicOp::Add: return old + v;
  case AtomicOp::Sub: return old - v;
  case AtomicOp::And: return old & v;
  case AtomicOp::Nand: return ~(old & v);
  case AtomicOp::Or: return old | v;
  case AtomicOp::Xor: return old ^ v;
  case AtomicOp::Max: return static_cast<S>(old) > static_cast<S>(v) ? old : v;
  case AtomicOp::Min: return static_cast<S>(old) < static_cast<S>(v) ? old : v;
  case AtomicOp::UMax: return old > v ? old : v;
  case AtomicOp::UMin: return old < v ? old : v;
  case AtomicOp::UIncWrap: return old >= v ? U(0) : U(old + 1);
  case AtomicOp::UDecWrap: return (old == 0 || old > v) ? v : U(old - 1);
  case AtomicOp::USubCond: return old >= v ? U(old - v) : old;
  case AtomicOp::USubSat: return old >= v ? U(old - v) : U(0);
  case AtomicOp::FAdd:
  case AtomicOp::FSub:
  case AtomicOp::FMax:
  case AtomicOp::FMin:
  case AtomicOp::FMaximum:
  case AtomicOp::FMinimum: return detail::combineFloat(op, old, v);
  }
  return old;
}

} // namespace nvsim::mem
