// Integers of 65 to 128 bits (i128 from __int128 and 128-bit cmpxchg, odd widths from the
// optimiser): two slots per value, the low 64 bits first, the high part zero-extended from
// width - 64 bits, like every narrower integer in its one slot. Operations use the host's
// 128-bit arithmetic, with the PTX conventions of the narrow handlers for division by zero
// and over-wide shifts.
#pragma once

#include "sim/Handlers.h"
#include "sim/MemoryOps.h"

#include <cstring>

namespace nvsim::sim::h {

__extension__ typedef unsigned __int128 UWide;
__extension__ typedef __int128 SWide;

/// The value of a wide register pair: slots `s` (low) and `s + 1` (high).
inline UWide wideGet(const Ctx &c, uint32_t s, unsigned l) {
  return UWide(c.R[size_t(s) * kWarpSize + l]) | (UWide(c.R[size_t(s + 1) * kWarpSize + l]) << 64);
}

/// Stores `v` cut to `w` bits.
inline void widePut(Ctx &c, uint32_t s, unsigned l, UWide v, unsigned w) {
  c.R[size_t(s) * kWarpSize + l] = uint64_t(v);
  c.R[size_t(s + 1) * kWarpSize + l] = uint64_t(v >> 64) & widthMask(w - 64);
}

inline SWide wideSigned(UWide v, unsigned w) {
  const unsigned unused = 128 - w;
  return SWide(v << unused) >> unused;
}

/// Binary operations, d.aux the width: d.dst, d.a, d.b are the low slots.
enum class WideOp : uint8_t { Add, Sub, Mul, UDiv, SDiv, URem, SRem, And, Or, Xor, Shl, LShr, AShr };

template <WideOp Op> inline UWide wideApply(UWide a, UWide b, unsigned w) {
  const SWide x = wideSigned(a, w), y = wideSigned(b, w);
  if constexpr (Op == WideOp::Add)
    return a + b;
  else if constexpr (Op == WideOp::Sub)
    return a - b;
  else if constexpr (Op == WideOp::Mul)
    return a * b;
  else if constexpr (Op == WideOp::UDiv)
    return b == 0 ? ~UWide(0) : a / b;
  else if constexpr (Op == WideOp::URem)
    return b == 0 ? a : a % b;
  else if constexpr (Op == WideOp::SDiv)
    return y == 0 ? ~UWide(0) : y == -1 ? UWide(0) - UWide(x) : UWide(x / y);
  else if constexpr (Op == WideOp::SRem)
    return y == 0 ? a : y == -1 ? 0 : UWide(x % y);
  else if constexpr (Op == WideOp::And)
    return a & b;
  else if constexpr (Op == WideOp::Or)
    return a | b;
  else if constexpr (Op == WideOp::Xor)
    return a ^ b;
  else if constexpr (Op == WideOp::Shl)
    return b >= w ? 0 : a << unsigned(b);
  else if constexpr (Op == WideOp::LShr)
    return b >= w ? 0 : a >> unsigned(b);
  else
    return UWide(x >> (b >= w ? 127 : unsigned(b)));
}

template <WideOp Op> uint32_t wideBinary(Ctx &c, const DInst &d, uint32_t pc) {
  const unsigned w = d.aux;
  forLanes(c.mask, [&](unsigned l) {
    widePut(c, d.dst, l, wideApply<Op>(wideGet(c, d.a, l), wideGet(c, d.b, l), w), w);
  });
  return pc + 1;
}

/// icmp: d.aux the width, d.aux2 the predicate (ir::Predicate).
inline uint32_t wideCompare(Ctx &c, const DInst &d, uint32_t pc) {
  const unsigned w = d.aux;
  forLanes(c.mask, [&](unsigned l) {
    const UWide a = wideGet(c, d.a, l), b = wideGet(c, d.b, l);
    const SWide x = wideSigned(a, w), y = wideSigned(b, w);
    reg(c, d.dst, l) = compareInts(Predicate(d.aux2), a, b, x, y);
  });
  return pc + 1;
}

/// zext, sext and trunc where either side is wide: d.aux the source width, d.aux2 the result
/// width, d.imm 1 for sext. A narrow side is one slot.
inline uint32_t wideResize(Ctx &c, const DInst &d, uint32_t pc) {
  const unsigned from = d.aux, to = d.aux2;
  forLanes(c.mask, [&](unsigned l) {
    UWide v = from > 64 ? wideGet(c, d.a, l) : UWide(reg(c, d.a, l));
    if (d.imm)
      v = UWide(wideSigned(v, from));
    if (to > 64)
      widePut(c, d.dst, l, v, to);
    else
      reg(c, d.dst, l) = uint64_t(v) & widthMask(to);
  });
  return pc + 1;
}

/// cmpxchg of 16 bytes: d.a pointer, d.b expected, d.c desired (each a slot pair); result
/// slots: d.dst old value (pair), d.dst + 2 success. d.aux2 the pointer's space. Global memory
/// uses the host's 16-byte compare-and-swap (cmpxchg16b through libatomic); shared and local
/// memory belong to the block's one host thread, so a plain compare and store is atomic there.
inline uint32_t cmpxchgWide(Ctx &c, const DInst &d, uint32_t pc) {
  const uint64_t *p = c.R + size_t(d.a) * kWarpSize;
  for (uint32_t m = c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    const mem::Translation t = laneAccess(c, d, l, d.aux2, p[l], 16, mem::Access::Atomic);
    if (!t.ok()) [[unlikely]] {
      if (stopping(c))
        return kYield;
      continue;
    }
    UWide expected = wideGet(c, d.b, l);
    const UWide desired = wideGet(c, d.c, l);
    UWide old;
    if (t.space == mem::AddrSpace::Global) {
      auto *cell = reinterpret_cast<UWide *>(t.host);
      old = expected;
      __atomic_compare_exchange_n(cell, &old, desired, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    } else {
      std::memcpy(&old, t.host, 16);
      if (old == expected)
        std::memcpy(t.host, &desired, 16);
    }
    widePut(c, d.dst, l, old, 128);
    reg(c, d.dst + 2, l) = old == expected;
  }
  return pc + 1;
}

} // namespace nvsim::sim::h
