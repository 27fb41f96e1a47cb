// One thread's local memory: a buffer sized by the stack limit and a stack pointer for allocas.
#pragma once

#include "memory/AlignedBuffer.h"
#include "memory/WindowLayout.h"

#include <cstdint>
#include <optional>

namespace nvsim::mem {

/// The local window of one thread. `alloca` pushes (returning the local-space address, which
/// is the offset in the window), a function return pops to the mark saved at its entry.
class LocalStack {
public:
  /// A zero-filled stack of `size` bytes (`--stack-size`).
  explicit LocalStack(uint32_t size) : buffer_(size), layout_(size) {}

  /// The local-space address of a new object, or nullopt on stack overflow (a reported fault).
  std::optional<uint32_t> push(uint64_t size, uint64_t align) { return layout_.place(size, align); }
  /// The current stack pointer, to pass to popTo when the frame returns.
  uint32_t mark() const { return layout_.end(); }
  void popTo(uint32_t mark) { layout_.popTo(mark); }

  /// The buffer for ThreadContext::local.
  WindowBuffer window() const { return buffer_.window(); }

private:
  AlignedBuffer buffer_;
  WindowLayout layout_;
};

} // namespace nvsim::mem
