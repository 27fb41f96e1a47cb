// --memory-model relaxed (docs/memory-model.md, "Relaxed mode"): global memory as the PTX memory
// model lets the other CTAs see it, rather than sequentially consistent.
//
// Each CTA's weak stores to global memory wait in a pending list, visible at once to the threads
// of their own CTA (one SM's view) and to the others only once they drain to memory. They drain
// one at a time in an order drawn from the seed (any order, except that a CTA's stores to the
// same bytes drain oldest first: coherence), at global accesses and scheduling points, when the
// list is full, and all at once where the model orders them for other CTAs: a fence of GPU scope
// or wider (`__threadfence()`) or a release of that scope drains its CTA's stores; a strong
// (atomic, volatile or atomic-ordered) access first drains its CTA's stores to its own bytes; the
// end of the launch drains everything. Loads read memory overlaid with their CTA's pending stores.
//
// Every outcome this produces is one the PTX model allows: it only delays the visibility of weak
// stores to other CTAs, and drains before every ordering operation whose scope reaches them (more
// than the model requires: a fence drains the whole CTA's stores, not only its thread's).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <unordered_map>

namespace nvsim::sim {

class RelaxedMemory {
public:
  /// The most stores pending at once (then the oldest drains), and the bytes of one entry (a
  /// longer store, a vector or memcpy, is several entries).
  static constexpr size_t kMaxPending = 256;
  static constexpr uint32_t kPieceBytes = 16;

  explicit RelaxedMemory(uint64_t seed);

  /// A load of `size` bytes at `host` (global memory) by CTA `cta`: memory, overlaid with the
  /// CTA's own pending stores to those bytes.
  void read(uint64_t cta, const std::byte *host, uint32_t size, void *out) const;
  /// A weak store: pending for the other CTAs until it drains.
  void write(uint64_t cta, std::byte *host, uint32_t size, const void *in);
  /// Before a strong access to these bytes (or a write that goes straight to memory): the CTA's
  /// pending stores to them drain, oldest first.
  void drainBytes(uint64_t cta, const std::byte *host, uint32_t size);
  /// A fence or release of GPU scope or wider: every pending store of the CTA drains.
  void drainCta(uint64_t cta);
  /// The end of the launch: everything drains, oldest first.
  void drainAll();
  /// A global access or scheduling point: with a probability the seed chose for the launch (1/2,
  /// 1/8 or 1/32), one pending store drawn from the seed drains.
  void tick();

  size_t pending() const { return pending_.size(); }
  /// Store pieces that waited to drain, over the launch (the JSON report's `delayed_stores`).
  uint64_t delayed() const { return delayed_; }

private:
  struct Store {
    std::byte *host;
    uint32_t size;
    uint64_t cta;
    std::array<std::byte, kPieceBytes> bytes;
  };
  /// Drains pending_[i], after the older stores of its CTA that overlap it.
  void drain(size_t i);
  uint64_t next();
  /// Whether a pending store touches a 16-byte chunk of [host, host + size), and the count's
  /// updates: loads and drains scan the list only where the counts say a store may overlap.
  bool anyPending(const std::byte *host, uint32_t size) const;
  void count(const Store &s, int by);

  std::deque<Store> pending_;                      ///< oldest first
  std::unordered_map<uintptr_t, uint32_t> chunks_; ///< pending stores per 16-byte chunk of memory
  uint64_t state_;
  uint32_t drainBits_ = 1; ///< a tick drains when its draw's low drainBits_ bits are all 0
  uint64_t delayed_ = 0;
};

} // namespace nvsim::sim
