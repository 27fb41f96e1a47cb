// One global or constant allocation: its name, place in the generic space and host storage.
#pragma once

#include "memory/AddressSpace.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>

namespace nvsim::mem {

/// Checker shadow state of an allocation (initialisation, race history); defined by the
/// checkers (issue 4). The memory layer only carries the pointer.
struct ShadowState;

/// A global or constant allocation: a buffer from a launch script, or a module global.
/// Records live as long as their Memory: a freed allocation keeps its record (and id) so that
/// later accesses are reported as use after free, naming it.
struct Allocation {
  /// Never reused within a Memory; a global allocation's generic address is `id << 40`.
  uint32_t id = 0;
  /// Global or Constant.
  AddrSpace space = AddrSpace::Global;
  /// Kernels may read but not write it (constant memory; globals the executor marks read-only).
  bool readOnly = false;
  /// The generic address of byte 0.
  uint64_t address = 0;
  uint64_t size = 0;
  /// The alignment asked for; the generic address honours it, host storage is 16-byte aligned.
  uint64_t align = 1;
  /// The buffer or global name reports use.
  std::string name;
  /// Host storage of `size` bytes, zero-filled at allocation; null once freed.
  /// NOTE: freeing happens only between launches, so kernels never see it change.
  std::byte *data = nullptr;
  std::atomic<bool> freed{false};
  /// Host-visible (Memory::allocateHostVisible): `data` is mapped at `address` itself, so host
  /// code may use the address as a pointer (cudaMallocManaged, cudaMallocHost).
  bool hostMapped = false;
  /// Checker shadow state, null until a checker attaches one; owned by that checker.
  ShadowState *shadow = nullptr;

  bool isFreed() const { return freed.load(std::memory_order_relaxed); }
  /// Whether bytes [offset, offset + n) lie inside the allocation (no overflow for any input).
  bool contains(uint64_t offset, uint64_t n) const { return offset <= size && n <= size - offset; }
};

/// Releases the host storage of `a` (freed, or mapped for host-visible allocations); `data` becomes null.
void releaseStorage(Allocation &a);

} // namespace nvsim::mem
