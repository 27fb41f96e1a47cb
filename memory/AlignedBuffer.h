// An owned, zero-filled, 64-byte aligned host buffer backing a window (shared, local, param).
#pragma once

#include "memory/ThreadContext.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
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
  /// (set-up time, never on the execution path). The zeroes come from calloc, which for large
  /// buffers maps fresh pages instead of writing them: a thread's 16 KiB stack costs nothing
  /// until the kernel touches it.
  explicit AlignedBuffer(uint32_t size) : size_(size) {
    void *raw = std::calloc(size_t(size) + kAlignment, 1);
    if (!raw)
      throw std::bad_alloc();
    raw_.reset(static_cast<std::byte *>(raw));
    const uintptr_t at = (reinterpret_cast<uintptr_t>(raw) + kAlignment - 1) & ~uintptr_t(kAlignment - 1);
    data_ = reinterpret_cast<std::byte *>(at);
  }

  std::byte *data() const { return data_; }
  uint32_t size() const { return size_; }
  /// The buffer as a ThreadContext window.
  WindowBuffer window() const { return {data_, size_, nullptr}; }
  /// Zero-fills the buffer (for reuse by the next block).
  void clear() {
    if (size_ != 0)
      std::memset(data_, 0, size_);
  }

private:
  struct Release {
    void operator()(std::byte *p) const { std::free(p); }
  };
  std::unique_ptr<std::byte[], Release> raw_;
  std::byte *data_ = nullptr;
  uint32_t size_ = 0;
};

} // namespace nvsim::mem
