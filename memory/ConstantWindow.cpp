// The constant window: granule placement and neighbour search for reports.
#include "memory/ConstantWindow.h"

#include <new>

namespace nvsim::mem {

// NOTE: std::atomic<uint32_t> is lock-free and holds its value's bytes, so zero bytes are 0.
static_assert(std::atomic<uint32_t>::is_always_lock_free && sizeof(std::atomic<uint32_t>) == 4);
ConstantWindow::ConstantWindow()
    : map_(static_cast<std::atomic<uint32_t> *>(std::calloc(kGranuleCount, sizeof(std::atomic<uint32_t>)))) {
  if (!map_)
    throw std::bad_alloc();
}

std::optional<uint64_t> ConstantWindow::place(uint64_t size, uint64_t align, uint32_t id) {
  const uint64_t granuleAlign = align > kGranuleSize ? align : kGranuleSize;
  if (granuleAlign >= kWindowSize)
    return std::nullopt;
  const uint64_t start = (next_ + granuleAlign - 1) & ~(granuleAlign - 1);
  // An empty allocation still owns a granule, so its address is distinct and reportable.
  const uint64_t span = size == 0 ? kGranuleSize : (size + kGranuleSize - 1) & ~(kGranuleSize - 1);
  if (start >= kWindowSize || span > kWindowSize - start)
    return std::nullopt;
  for (uint64_t g = start >> kGranuleBits; g < (start + span) >> kGranuleBits; ++g)
    map_[g].store(id, std::memory_order_release);
  next_ = start + span;
  return start;
}

ConstantWindow::Neighbours ConstantWindow::neighbours(uint64_t offset) const {
  Neighbours result;
  if (offset >= kWindowSize)
    offset = kWindowSize - 1;
  const uint64_t granule = offset >> kGranuleBits;
  for (uint64_t g = granule + 1; g-- > 0;)
    if (uint32_t id = map_[g].load(std::memory_order_acquire)) {
      result.below = id;
      break;
    }
  for (uint64_t g = granule + 1; g < kGranuleCount; ++g)
    if (uint32_t id = map_[g].load(std::memory_order_acquire)) {
      result.above = id;
      break;
    }
  return result;
}

} // namespace nvsim::mem
