// initcheck's flags (internal to sim/): which bytes of shared memory a block run wrote, and the
// written bits of a global allocation, as the checked-access loops test and set them inline.
#pragma once

#include "sim/CheckedAccess.h"

#include <cstring>
#include <type_traits>

namespace nvsim::sim::check {

/// An uninitialised read of lane `l` at `where`, breaking rule `why` (Initcheck.cpp).
[[gnu::noinline, gnu::cold]] void uninitialised(Ctx &c, const DInst &d, unsigned l, const Where &where,
                                                mem::Access access, uint32_t size, std::string_view why);

/// initcheck of shared memory: whether the `size` flag bytes at `p` are all set (1). The flags
/// are the block's own (BlockState::sharedWritten), which one host thread runs: plain loads.
[[gnu::always_inline]] inline bool allWritten(const uint8_t *p, uint32_t size) {
  constexpr uint64_t kSet = 0x0101010101010101ull;
  if (size == 4) {
    uint32_t v;
    std::memcpy(&v, p, 4);
    return v == uint32_t(kSet);
  }
  if (size == 64) { // a half-warp's run of 16 words (CheckedAccess.cpp's warpShape)
    using Bytes16 = uint8_t __attribute__((vector_size(16)));
    Bytes16 v[4];
    std::memcpy(v, p, 64);
    const Bytes16 unset = (v[0] ^ 1) | (v[1] ^ 1) | (v[2] ^ 1) | (v[3] ^ 1);
    uint64_t halves[2];
    std::memcpy(halves, &unset, 16);
    return (halves[0] | halves[1]) == 0;
  }
  uint32_t i = 0;
  for (; i + 8 <= size; i += 8) {
    uint64_t v;
    std::memcpy(&v, p + i, 8);
    if (v != kSet)
      return false;
  }
  for (; i < size; ++i)
    if (p[i] != 1)
      return false;
  return true;
}

inline void markWritten(uint8_t *p, uint32_t size) { std::memset(p, 1, size); }

/// initcheck's flags of the buffer of a fast path (quietLanes, coalescedLanes): the block's flag
/// bytes of shared memory, or a global allocation's bits (mem::initbits). Null: not checked.
template <bool Shared> struct InitFlags {
  std::conditional_t<Shared, uint8_t, uint64_t> *at = nullptr;

  explicit operator bool() const { return at != nullptr; }
  bool all(uint64_t off, uint32_t size) const {
    if constexpr (Shared)
      return allWritten(at + off, size);
    else
      return mem::initbits::all(at, off, size);
  }
  void set(uint64_t off, uint32_t size) const {
    if constexpr (Shared)
      markWritten(at + off, size);
    else
      mem::initbits::set(at, off, size);
  }
};

template <bool Shared> InitFlags<Shared> initFlags(const AccessInfo &a, const mem::Region &r) {
  if (!(a.L.checks & kInitcheck))
    return {};
  if constexpr (Shared)
    return {a.B.sharedWritten.data()};
  else
    return {r.allocation->shadow->init.data()};
}

} // namespace nvsim::sim::check
