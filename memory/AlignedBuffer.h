// An owned, zero-filled, 64-byte aligned host buffer backing a window (shared, local, param).
#pragma once

#include "memory/ThreadContext.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <sys/mman.h>

namespace nvsim::mem {

/// Frees an AlignedBuffer's calloc storage, or unmaps its `mapped` bytes.
struct BufferRelease {
  size_t mapped = 0;
  void operator()(std::byte *p) const {
    if (mapped)
      munmap(p, mapped);
    else
      std::free(p);
  }
};

/// Host storage for one window buffer. 64-byte alignment (above the 16 the memory model needs)
/// keeps simulated and host addresses congruent for every natural access size and keeps
/// buffers of different blocks off each other's cache lines.
class AlignedBuffer {
public:
  static constexpr size_t kAlignment = 64;
  /// Buffers from this size up are mapped pages (see the constructor).
  static constexpr uint32_t kMapAtLeast = 64 * 1024;

  AlignedBuffer() = default;
  /// A zero-filled buffer of `size` bytes; throws std::bad_alloc when the host has no memory
  /// (set-up time, never on the execution path). A buffer of kMapAtLeast bytes or more is mapped
  /// fresh from the kernel, whose pages read as zero and cost nothing until touched: the threads'
  /// 16 KiB stacks of a launch that never uses them are free. (calloc would do the same only until
  /// glibc raises its mmap threshold at the first free, and then write every byte.)
  explicit AlignedBuffer(uint32_t size) : size_(size) {
    if (size >= kMapAtLeast) {
      void *mapped = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (mapped == MAP_FAILED)
        throw std::bad_alloc();
      raw_ = Storage(static_cast<std::byte *>(mapped), BufferRelease{size});
      data_ = raw_.get(); // page-aligned
      return;
    }
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
  using Storage = std::unique_ptr<std::byte[], BufferRelease>;
  Storage raw_;
  std::byte *data_ = nullptr;
  uint32_t size_ = 0;
};

} // namespace nvsim::mem
