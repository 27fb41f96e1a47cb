// Kernel memory faults: what went wrong, where, and the one-line text reports print.
#pragma once

#include "memory/AddressSpace.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace nvsim::mem {

/// What an access does to memory. Atomic is a read-modify-write and must be naturally aligned.
enum class Access : uint8_t { Read, Write, Atomic };

/// "read", "write" or "atomic".
std::string_view accessName(Access access);

/// Why an access failed; None for one that did not.
enum class FaultKind : uint8_t {
  None,
#define NVSIM_FAULT(Id, Title, MemcheckKind) Id,
#include "memory/Faults.def"
#undef NVSIM_FAULT
};

/// The title of a fault kind ("out of bounds", ...), from Faults.def.
std::string_view faultTitle(FaultKind kind);

/// A faulting access, with everything a report says about it. Built off the hot path (explain
/// in memory/Translate.h) from the FaultKind a translation returned.
struct Fault {
  FaultKind kind = FaultKind::None;
  Access access = Access::Read;
  /// The generic address of the access (specific-space addresses are converted with toGeneric).
  uint64_t address = 0;
  uint32_t size = 0;
  /// The alignment the access needed (Misaligned only; 0 otherwise).
  uint32_t alignment = 0;
  /// The space the address lies in (spaceOf); Global for addresses outside every window.
  AddrSpace space = AddrSpace::Global;
  /// The allocation the address is in or nearest to; -1 when there is none. Window buffers
  /// (shared, local, param) have no id but a name and size.
  int64_t allocationId = -1;
  /// Offset of the access from the start of the allocation or window buffer (negative before it).
  int64_t offset = 0;
  /// Size of that allocation or buffer in bytes.
  uint64_t allocationSize = 0;
  /// The allocation's name (buffer or global name), or the buffer's ("the block's shared memory").
  std::string allocationName;
};

/// The one-line report text, for instance
/// "out of bounds: read of 4 bytes at 0x00000100000003fd (global), offset 1021 of allocation 'x'
/// (1024 bytes), overrunning its end by 1 byte".
std::string describe(const Fault &fault);

} // namespace nvsim::mem
