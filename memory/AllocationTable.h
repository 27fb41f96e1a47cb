// The id -> allocation table: lock-free lookups while another thread allocates.
#pragma once

#include "memory/Allocation.h"
#include "memory/GenericWindow.h"

#include <array>
#include <atomic>
#include <memory>
#include <mutex>

namespace nvsim::mem {

/// Maps allocation ids (1 .. kMaxAllocationId) to their records.
///
/// Fixed capacity, two levels: an array of chunk pointers, each chunk an array of record
/// pointers, all atomic. Readers (kernel threads translating addresses) never lock: they load the
/// chunk and the slot with acquire ordering. Writers (allocations, from the host or from any
/// thread) are serialised by a mutex and publish a fully built record with a release store, so a
/// reader sees either nothing or the whole record. Ids are handed out in order and never reused.
class AllocationTable {
public:
  static constexpr unsigned kChunkBits = 12;
  static constexpr uint32_t kChunkSize = uint32_t(1) << kChunkBits;
  static constexpr uint32_t kChunkCount = (kMaxAllocationId >> kChunkBits) + 1;

  AllocationTable();
  ~AllocationTable();
  AllocationTable(const AllocationTable &) = delete;
  AllocationTable &operator=(const AllocationTable &) = delete;

  /// The record of `id`, or null when `id` was never handed out (0 and ids past the capacity
  /// included). Lock-free and safe while another thread adds records.
  Allocation *find(uint64_t id) const noexcept {
    if (id > kMaxAllocationId) [[unlikely]]
      return nullptr;
    const Chunk *chunk = chunks_[id >> kChunkBits].load(std::memory_order_acquire);
    if (!chunk) [[unlikely]]
      return nullptr;
    return chunk->slots[id & (kChunkSize - 1)].load(std::memory_order_acquire);
  }

  /// Takes `record`, gives it the next id and publishes it; `prepare` runs under the writer lock
  /// after the id is set and before publication (to place the allocation). Returns null, and
  /// publishes nothing, when the ids are exhausted or `prepare` returns false.
  template <typename Prepare> Allocation *add(std::unique_ptr<Allocation> record, Prepare &&prepare) {
    std::lock_guard<std::mutex> lock(writeMutex_);
    if (nextId_ > kMaxAllocationId)
      return nullptr;
    record->id = nextId_;
    if (!prepare(*record))
      return nullptr;
    return publish(std::move(record));
  }

  /// Keeps ids 1 .. `n` out of add()'s sequence, for addAt(); only before the first add().
  void reserveLowIds(uint32_t n) {
    std::lock_guard<std::mutex> lock(writeMutex_);
    if (nextId_ == 1)
      nextId_ = n + 1;
  }

  /// As add(), with the reserved id `id`; null when that id is taken (or not reserved).
  template <typename Prepare>
  Allocation *addAt(uint32_t id, std::unique_ptr<Allocation> record, Prepare &&prepare) {
    std::lock_guard<std::mutex> lock(writeMutex_);
    if (id == 0 || id >= nextId_ || find(id))
      return nullptr;
    record->id = id;
    if (!prepare(*record))
      return nullptr;
    return publish(std::move(record));
  }

  /// The highest id published so far; records 1 .. count() may be read (reserved ids not handed
  /// out read as null).
  uint32_t count() const noexcept { return published_.load(std::memory_order_acquire); }

private:
  struct Chunk {
    std::array<std::atomic<Allocation *>, kChunkSize> slots{};
  };

  /// Stores `record` in its slot (creating the chunk) and advances the id; writer lock held.
  Allocation *publish(std::unique_ptr<Allocation> record);

  std::array<std::atomic<Chunk *>, kChunkCount> chunks_{};
  std::mutex writeMutex_;
  uint32_t nextId_ = 1; ///< guarded by writeMutex_
  std::atomic<uint32_t> published_{0};
};

} // namespace nvsim::mem
