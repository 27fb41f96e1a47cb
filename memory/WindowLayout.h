// Bump placement of objects at offsets of a window: static shared variables, parameters, allocas.
#pragma once

#include "memory/GenericWindow.h"

#include <cstdint>
#include <optional>

namespace nvsim::mem {

/// Places objects one after another in a window, each at its alignment. Offsets start at
/// kFirstOffset, never 0: LLVM takes address 0 of every address space for null and folds
/// comparisons of objects with null to false, so no object may live there.
class WindowLayout {
public:
  static constexpr uint32_t kFirstOffset = 16;

  /// A layout whose objects must end at or below `limit` bytes (a window is at most 4 GiB).
  explicit WindowLayout(uint64_t limit = kWindowSize - 1) : limit_(limit) {}

  /// The offset of a new object of `size` bytes aligned to `align` (a power of two), or nullopt
  /// when it would end past the limit (stack overflow, too much shared memory).
  std::optional<uint32_t> place(uint64_t size, uint64_t align) {
    if (align == 0 || (align & (align - 1)) != 0 || align > limit_)
      return std::nullopt;
    const uint64_t start = (end_ + align - 1) & ~(align - 1);
    if (start > limit_ || size > limit_ - start)
      return std::nullopt;
    end_ = start + size;
    return static_cast<uint32_t>(start);
  }

  /// The end of the last object: the buffer size the objects need.
  uint32_t end() const { return static_cast<uint32_t>(end_); }
  uint64_t limit() const { return limit_; }
  /// Drops every object placed after `end` (a saved end(): a returning function's allocas).
  void popTo(uint32_t end) { end_ = end < kFirstOffset ? kFirstOffset : end; }

private:
  uint64_t end_ = kFirstOffset;
  uint64_t limit_;
};

} // namespace nvsim::mem
