// Atomic read-modify-write and compare-and-swap on memory cells, with std::atomic_ref.
#pragma once

#include "core/ir/AtomicRmw.h"
#include "memory/AddressSpace.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

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

/// Atomically replaces the cell's value with `desired` if it equals `expected`; returns the old
/// value (the exchange happened iff it equals `expected`). U is uint8_t, uint16_t, uint32_t or
/// uint64_t; 8- and 16-bit operations the ops above lack are built on these by the caller.
template <typename U> U atomicCas(std::byte *cell, U expected, U desired);

extern template uint32_t atomicRMW<uint32_t>(AtomicOp, std::byte *, uint32_t, AddrSpace);
extern template uint64_t atomicRMW<uint64_t>(AtomicOp, std::byte *, uint64_t, AddrSpace);
extern template uint8_t atomicCombine<uint8_t>(AtomicOp, uint8_t, uint8_t);
extern template uint16_t atomicCombine<uint16_t>(AtomicOp, uint16_t, uint16_t);
extern template uint32_t atomicCombine<uint32_t>(AtomicOp, uint32_t, uint32_t);
extern template uint64_t atomicCombine<uint64_t>(AtomicOp, uint64_t, uint64_t);
extern template uint8_t atomicCas<uint8_t>(std::byte *, uint8_t, uint8_t);
extern template uint16_t atomicCas<uint16_t>(std::byte *, uint16_t, uint16_t);
extern template uint32_t atomicCas<uint32_t>(std::byte *, uint32_t, uint32_t);
extern template uint64_t atomicCas<uint64_t>(std::byte *, uint64_t, uint64_t);

} // namespace nvsim::mem
