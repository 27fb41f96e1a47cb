// Placement of constant allocations in the 4 GiB constant window, and offset -> id lookup.
#pragma once

#include "memory/GenericWindow.h"

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <optional>

namespace nvsim::mem {

/// The constant window, cut into 64 KiB granules. Each constant allocation starts on a granule
/// boundary (or a larger alignment) and owns the granules it covers; a map from granule to
/// allocation id gives translation an O(1) lookup. Granule 0 is never used, so no constant
/// object has the address 0 in addrspace(4), which LLVM takes for null.
///
/// Like AllocationTable, lookups are lock-free (atomic map entries) and placement is done by a
/// single writer at a time (the caller holds the table's writer lock).
class ConstantWindow {
public:
  static constexpr unsigned kGranuleBits = 16;
  static constexpr uint64_t kGranuleSize = uint64_t(1) << kGranuleBits;
  static constexpr uint32_t kGranuleCount = static_cast<uint32_t>(kWindowSize >> kGranuleBits);

  ConstantWindow();

  /// Reserves room for `size` bytes aligned to `align` for allocation `id`; returns the window
  /// offset of byte 0, or nullopt when the window is full. Single writer.
  std::optional<uint64_t> place(uint64_t size, uint64_t align, uint32_t id);

  /// The id of the allocation owning window offset `offset`, 0 for none. Lock-free.
  uint32_t idAt(uint64_t offset) const noexcept {
    if (offset >= kWindowSize) [[unlikely]]
      return 0;
    return map_[offset >> kGranuleBits].load(std::memory_order_acquire);
  }

  /// The nearest allocations below and above an unowned offset (0 for none), for reports.
  struct Neighbours {
    uint32_t below = 0;
    uint32_t above = 0;
  };
  Neighbours neighbours(uint64_t offset) const;

private:
  struct Free {
    void operator()(std::atomic<uint32_t> *p) const noexcept { std::free(p); }
  };
  /// calloc'd: the zero pages of a fresh mapping, touched only where constants are placed (a
  /// zero-filled map was 64 page faults and 0.6M instructions of every process's start).
  std::unique_ptr<std::atomic<uint32_t>[], Free> map_;
  uint64_t next_ = kGranuleSize; ///< first free granule-aligned offset; single writer
};

} // namespace nvsim::mem
