// Checker shadow state: what initcheck and racecheck remember about each byte of memory.
//
// The memory layer owns the storage and keeps the host's writes (h2d, memset, module
// initialisers) in it; the policy (what is a race, what is uninitialised) is the executor's,
// in sim/CheckedAccess.cpp, sim/Racecheck.h and sim/Initcheck.h. See docs/checkers.md.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>

namespace nvsim::mem {

/// Zeroed memory for shadows: pages the kernel never touches are never committed, so a shadow of
/// a large buffer costs nothing until it is used. Large ones are asked to be backed by huge
/// pages, so that a kernel sweeping a buffer takes one page fault per 2 MiB instead of per 4 KiB.
void *allocateZeroed(size_t bytes);
void releaseZeroed(void *p, size_t bytes);

/// A zero-filled array (allocateZeroed).
template <typename T> class ShadowArray {
public:
  ShadowArray() = default;
  explicit ShadowArray(size_t count) : count_(count) {
    data_.reset(static_cast<T *>(allocateZeroed(bytes())));
    data_.get_deleter().bytes = bytes();
  }
  T *data() const { return data_.get(); }
  size_t size() const { return count_; }
  explicit operator bool() const { return data_ != nullptr; }

private:
  size_t bytes() const { return (count_ ? count_ : 1) * sizeof(T); }
  struct Release {
    size_t bytes = 0;
    void operator()(T *p) const { releaseZeroed(p, bytes); }
  };
  std::unique_ptr<T[], Release> data_;
  size_t count_ = 0;
};

/// One remembered access to a 4-byte word, packed in 64 bits; 0 means none.
///
///   bits 36..63  epoch: the block run and barrier interval it happened in (sim/Checkers.h)
///   bits 22..35  site: the instruction (an index the executor maps back to it)
///   bits 18..21  generation: the warp's count of warp-level synchronizations in the barrier
///                interval when the access happened (racecheck's order between lanes of one
///                warp, sim/Checkers.h); kUnknownGeneration: too many, or lanes' bytes merged
///   bits 13..17  warp in the block
///   bits  8..12  lane in the warp
///   bits  6..7   kind: AccessRecord::Read, Write or Atomic; in a plain read record (kind Read:
///                bit 6) bit 7 is kLanesRead instead: another lane of the recorded warp read
///                these bytes too, in the record's generation (racecheck's lanes of a warp
///                incrementing one word, sim/Racecheck.h)
///   bit   5      strong: an atomic, or a volatile or atomic-ordered load or store (two strong
///                accesses never race, as in the PTX memory model)
///   bit   4      read records: more than one warp read the word in this interval
///   bits  0..3   the bytes of the word accessed (accesses to different bytes never race)
struct AccessRecord {
  enum Kind : uint64_t { None = 0, Read = 1, Write = 2, Atomic = 3 };
  static constexpr uint32_t kEpochBits = 28;
  static constexpr uint32_t kSiteBits = 14;
  static constexpr uint32_t kNoSite = (1u << kSiteBits) - 1;
  static constexpr uint32_t kGenerationBits = 4;
  static constexpr uint32_t kUnknownGeneration = (1u << kGenerationBits) - 1;
  static constexpr uint64_t kGenerationMask = uint64_t(kUnknownGeneration) << 18;
  /// The site and generation: two records of one warp and epoch that agree here are one
  /// execution of one instruction (or executions no warp-level synchronization separates).
  static constexpr uint64_t kSiteAndGeneration = uint64_t(kNoSite) << 22 | kGenerationMask;
  /// Of a plain read record: several lanes of its warp read its bytes in its generation.
  static constexpr uint64_t kLanesRead = uint64_t(1) << 7;

  uint64_t bits = 0;

  static AccessRecord make(uint32_t epoch, uint32_t site, uint32_t warp, uint32_t lane, Kind kind,
                           bool strong, uint32_t generation = 0) {
    return {uint64_t(epoch) << 36 | uint64_t(site < kNoSite ? site : kNoSite) << 22 |
            uint64_t(generation & kUnknownGeneration) << 18 | uint64_t(warp & 31) << 13 |
            uint64_t(lane & 31) << 8 | uint64_t(kind) << 6 | uint64_t(strong) << 5};
  }
  uint32_t epoch() const { return uint32_t(bits >> 36); }
  uint32_t site() const { return uint32_t(bits >> 22) & kNoSite; }
  uint32_t generation() const { return uint32_t(bits >> 18) & kUnknownGeneration; }
  uint32_t warp() const { return uint32_t(bits >> 13) & 31; }
  uint32_t lane() const { return uint32_t(bits >> 8) & 31; }
  Kind kind() const { // (Atomic records are strong: kind bits 3 of a plain record are a marked read)
    const auto k = Kind((bits >> 6) & 3);
    return k == Atomic && !strong() ? Read : k;
  }
  bool lanesRead() const { return (bits & (uint64_t(3) << 6 | 32)) == uint64_t(3) << 6; }
  bool strong() const { return bits & 32; }
  bool sharedRead() const { return bits & 16; }
  uint32_t bytes() const { return uint32_t(bits & 15); }
  bool empty() const { return bits == 0; }
};

/// initcheck's flags of a global or constant allocation: one bit per byte, bit b % 64 of word
/// b / 64 set once byte b was written by the host or a kernel. A bit rather than a byte per byte:
/// a kernel sweeping a large buffer then reads an eighth of the memory beside its data (the
/// flags of a warp's 128 bytes are 16 bytes, one cache line serves four warps).
///
/// Blocks on other host threads set bits of the same words while a kernel runs: atomic loads,
/// and fetch_or where a word is set in part.
namespace initbits {

/// The bits of bytes [from, from + n) in word from / 64 (n: 1 to 64 - from % 64).
inline uint64_t wordMask(uint64_t from, uint64_t n) { return ~uint64_t(0) >> (64 - n) << (from % 64); }

/// The word of byte `at`.
inline uint64_t wordOf(const uint64_t *bits, uint64_t at) {
  return std::atomic_ref<uint64_t>(const_cast<uint64_t &>(bits[at / 64])).load(std::memory_order_relaxed);
}

/// Whether bytes [from, from + n) were all written.
inline bool all(const uint64_t *bits, uint64_t from, uint64_t n) {
  if (n && from % 64 + n <= 64) { // one word: every naturally aligned access of up to 8 bytes
    const uint64_t m = wordMask(from, n);
    return (wordOf(bits, from) & m) == m;
  }
  while (n) {
    const uint64_t taken = std::min(n, 64 - from % 64), m = wordMask(from, taken);
    if ((wordOf(bits, from) & m) != m)
      return false;
    from += taken;
    n -= taken;
  }
  return true;
}

/// Marks bytes [from, from + n) written.
inline void set(uint64_t *bits, uint64_t from, uint64_t n) {
  while (n) {
    const uint64_t taken = std::min(n, 64 - from % 64), m = wordMask(from, taken);
    std::atomic_ref<uint64_t> word(bits[from / 64]);
    const uint64_t was = word.load(std::memory_order_relaxed);
    if (m == ~uint64_t(0)) { // a whole word: a store (whatever else sets bits of it sets them to 1)
      if (was != m)
        word.store(m, std::memory_order_relaxed);
    } else if ((was & m) != m) {
      word.fetch_or(m, std::memory_order_relaxed);
    }
    from += taken;
    n -= taken;
  }
}

/// Marks bytes [from, from + n) not written (initcheck: a kernel stored an undefined value there).
inline void clear(uint64_t *bits, uint64_t from, uint64_t n) {
  while (n) {
    const uint64_t taken = std::min(n, 64 - from % 64), m = wordMask(from, taken);
    std::atomic_ref<uint64_t>(bits[from / 64]).fetch_and(~m, std::memory_order_relaxed);
    from += taken;
    n -= taken;
  }
}

} // namespace initbits

/// The shadow of a global or constant allocation. `init` is kept by Memory when it tracks
/// initialisation; `race` is made by the executor at the first launch under racecheck.
struct ShadowState {
  ShadowArray<uint64_t> init; ///< per byte a bit: set once written by the host or a kernel (initbits)
  ShadowArray<uint64_t> race; ///< per 4-byte word the last write, then per word the last read (AccessRecord)
  /// Set for a launch that cannot write the buffer (only `readonly` parameters reach it): racecheck
  /// keeps no records of its reads then (sim/Grid.cpp, markUnwrittenBuffers). A write clears it.
  std::atomic<bool> readsUnrecorded{false};
};

} // namespace nvsim::mem
