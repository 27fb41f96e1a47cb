// The simulated device memory of one run: global and constant allocations and the host API.
#pragma once

#include "memory/AllocationTable.h"
#include "memory/ConstantWindow.h"
#include "memory/HostBudget.h"
#include "memory/Shadow.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace nvsim::mem {

/// An allocation an address is in or near, and the address's offset from its start (negative
/// before it, at or past its size after it).
struct NearbyAllocation {
  const Allocation *allocation = nullptr;
  int64_t offset = 0;
};

/// Global and constant memory of a run (a module plus its launches).
///
/// Global allocations get tagged generic addresses (`id << 40`); constant allocations get ids
/// from the same table but live in the constant window. Shared, local and param memory are not
/// here: they belong to the block, thread and launch (see memory/ThreadContext.h).
///
/// Threads: allocation and every lookup may run concurrently (lookups never lock). free,
/// hostWrite, hostRead and memset are host operations between launches and must not overlap
/// kernel execution.
class Memory {
public:
  Memory();
  ~Memory();
  Memory(const Memory &) = delete;
  Memory &operator=(const Memory &) = delete;

  /// Allocates `bytes` zero-filled bytes of global memory aligned to `align` (a power of two)
  /// and returns its generic address, which is also its global-space address. Returns 0 when
  /// `bytes` exceeds kMaxAllocationSize, `align` is not a power of two, the ids or the host's
  /// memory run out, or the bytes (with their initcheck shadow) do not fit budget(). A read-only global
  /// faults on kernel writes (for `constant` IR globals).
  uint64_t allocateGlobal(std::string name, uint64_t bytes, uint64_t align = 256, bool readOnly = false);

  /// Allocates zero-filled constant memory (read-only to kernels, writable by the host) and
  /// returns its generic address in the constant window; its addrspace(4) address is
  /// `fromGeneric(AddrSpace::Constant, ...)`. Returns 0 on failure, as allocateGlobal, or when
  /// the 4 GiB window is full.
  uint64_t allocateConstant(std::string name, uint64_t bytes, uint64_t align = 16);

  /// Host-visible allocations (for a CUDA runtime): ids 1 .. kHostVisibleIds are kept for
  /// allocateHostVisible, whose tagged addresses lie in the host's user address space. Call before
  /// the first allocation; other allocations then get ids above them, so that a host pointer
  /// handed to a kernel points into no allocation.
  static constexpr uint32_t kHostVisibleIds = 127;
  void reserveHostVisible() {
    table_.reserveLowIds(kHostVisibleIds);
    hostVisible_ = true;
  }
  /// Allocates `bytes` zero-filled bytes of global memory whose host storage is mapped at its
  /// own generic address, so host code and kernels share one pointer (the first reserved id
  /// whose range the host has free). Returns 0 without reserveHostVisible, when the reserved ids
  /// are used up, or as allocateGlobal. The bytes count as written for initcheck: the host may
  /// write them through the pointer without the memory seeing it.
  uint64_t allocateHostVisible(std::string name, uint64_t bytes);

  /// Frees the allocation starting at generic address `address`: its storage is released, its
  /// record and id stay, so later accesses fault as use after free. False when `address` is
  /// not the start of a live allocation (unknown, interior or already freed).
  bool free(uint64_t address);

  /// Copies `bytes` into memory at generic address `address` (global or constant; constant is
  /// writable from the host). False, writing nothing, unless the whole range lies in one live
  /// allocation.
  bool hostWrite(uint64_t address, std::span<const std::byte> bytes);
  /// Copies memory at `address` into `out`; false, reading nothing, as hostWrite.
  bool hostRead(uint64_t address, std::span<std::byte> out) const;
  /// Fills `bytes` bytes at `address` with `value`; false, writing nothing, as hostWrite.
  bool memset(uint64_t address, uint8_t value, uint64_t bytes);

  /// The record of allocation `id` (live or freed), null for an id never handed out.
  const Allocation *allocation(uint32_t id) const { return table_.find(id); }
  /// The number of allocations made so far; their ids are 1 .. allocationCount().
  uint32_t allocationCount() const { return table_.count(); }

  /// The allocation (live or freed) a generic address is in, or nearest to in its region: a
  /// tagged address belongs to its tag's allocation, a constant-window address to the
  /// allocation owning or nearest its granule. Nullopt elsewhere (null page, shared, ...).
  std::optional<NearbyAllocation> findAllocation(uint64_t generic) const;

  /// Translation fast path: the global allocation of tag `tag`, or null (never a constant one).
  const Allocation *globalByTag(uint64_t tag) const noexcept {
    const Allocation *a = table_.find(tag);
    return a && a->space == AddrSpace::Global ? a : nullptr;
  }
  /// Translation fast path: the constant allocation owning constant-window offset `offset`.
  const Allocation *constantAt(uint64_t offset) const noexcept {
    const uint32_t id = constants_.idAt(offset);
    return id ? table_.find(id) : nullptr;
  }

  /// initcheck: from now on every new allocation remembers which of its bytes were written,
  /// by hostWrite, memset, markWritten or a kernel (ShadowState::init); `allocate*` itself
  /// writes nothing, as with cudaMalloc, even though the bytes read as zero. Allocations made
  /// before the call are untracked, which reads as written.
  void trackInitialization() { trackInit_ = true; }
  bool tracksInitialization() const { return trackInit_; }
  /// Marks bytes as written (a module global's initialiser); nothing when untracked.
  void markWritten(uint64_t address, uint64_t bytes);
  /// The shadow of `a`, made on first use; with `race`, its race records too (made zeroed on
  /// first use). A host operation between launches.
  ShadowState *shadowOf(const Allocation &a, bool race);
  /// Forgets every race record (the executor's epochs start again).
  void clearRaceShadows();
  /// Host bytes racecheck's records of `a` take (made by shadowOf(a, true)).
  static uint64_t raceShadowBytes(const Allocation &a) { return 2 * ((a.size + 3) / 4) * sizeof(uint64_t); }

  /// The run's host-memory budget (unlimited unless set): allocations, their shadows and the
  /// executor's per-block state charge it (memory/HostBudget.h).
  HostBudget &budget() { return budget_; }

private:
  /// Builds and publishes a record; 0 on failure.
  uint64_t allocate(std::string name, uint64_t bytes, uint64_t align, AddrSpace space, bool readOnly);
  /// The live allocation holding all of [address, address + bytes), and the offset in it.
  Allocation *hostRange(uint64_t address, uint64_t bytes, uint64_t &offset) const;

  /// Host bytes an allocation of `bytes` takes with its initcheck shadow.
  uint64_t chargedBytes(uint64_t bytes) const { return bytes + (trackInit_ ? (bytes + 63) / 64 * 8 : 0); }

  HostBudget budget_;
  AllocationTable table_;
  ConstantWindow constants_;
  bool trackInit_ = false;
  bool hostVisible_ = false;
  uint32_t nextHostVisible_ = 1; ///< the first reserved id not tried yet
  std::vector<std::unique_ptr<ShadowState>> shadows_;
};

} // namespace nvsim::mem
