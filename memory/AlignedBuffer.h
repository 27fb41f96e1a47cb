// An owned, zero-filled, 64-byte aligned host buffer backing a window (shared, local, param).
#pragma once

#include "memory/ThreadContext.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <new>

namespace nvsim::mem {

/// Host storage for one window buffer. 64-byte alignment (above the 16 the memory model needs)
/// keeps simulated and host addresses congruent for every natural access size and keeps
/// buffers of different blocks off each other's cache lines.
class AlignedBuffer {
public:
  static constexpr size_t kAlignment = 64;

  AlignedBuffer() = default;
  /// A zero-filled buffer of `size` bytes; throws std::bad_alloc when the host has no memory
  /// (set-up time, never on the execution path).
  explicit AlignedBuffer(uint32_t size)
      : data_(static_cast<std::byte *>(::operator new[](size == 0 ? 1 : size, std::align_val_t(kAlignment)))),
        size_(size) {
    clear();
  }

  std::byte *data() const { return data_.get(); }
  uint32_t size() const { return size_; }
  /// The buffer as a ThreadContext window.
  WindowBuffer window() const { return {data_.get(), size_, nullptr}; }
  /// Zero-fills the buffer (for reuse by the next block).
  void clear() {
    if (size_ != 0)
      std::memset(data_.get(), 0, size_);
  }

private:
  struct Release {
    void operator()(std::byte *p) const { ::operator delete[](p, std::align_val_t(kAlignment)); }
  };
  std::unique_ptr<std::byte[], Release> data_;
  uint32_t size_ = 0;
};

} // namespace nvsim::mem
