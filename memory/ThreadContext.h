// What one thread's accesses translate against: run memory plus its block, thread and launch buffers.
#pragma once

#include <cstddef>
#include <cstdint>

namespace nvsim::mem {

class Memory;
struct ShadowState;

/// A window's host buffer (shared, local or param). Host buffers must be at least 16-byte
/// aligned (AlignedBuffer is 64), so naturally aligned simulated addresses are naturally
/// aligned on the host too.
struct WindowBuffer {
  std::byte *data = nullptr;
  uint32_t size = 0;
  /// Checker shadow state of the buffer (issue 4), null until a checker attaches one.
  ShadowState *shadow = nullptr;
};

/// The memory a thread's accesses reach. The executor keeps one per lane (or patches `local`
/// per lane): `shared` is the current block's, `local` the thread's own, `param` the launch's.
/// Nothing outside these buffers and the live allocations of `memory` is ever reachable.
struct ThreadContext {
  /// Global and constant allocations of the run; required.
  const Memory *memory = nullptr;
  WindowBuffer shared;
  WindowBuffer local;
  /// Read-only to kernels: writes fault before a pointer is handed out.
  WindowBuffer param;
};

} // namespace nvsim::mem
