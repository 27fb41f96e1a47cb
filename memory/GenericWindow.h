// The 64-bit generic address space: where each space's window sits, cvta and isspacep arithmetic.
//
// Layout (docs/memory-model.md has the full picture). A generic address is split into a 24-bit
// tag (bits 63..40) and a 40-bit offset (bits 39..0):
//   tag 0                      nothing (addresses below 64 KiB are the null page)
//   tags 1 .. 0xfeffff         global allocation `tag`, offset inside it (up to 1 TiB each)
//   tags 0xff0000 .. 0xffffff  reserved for windows; tag 0xff0000 | N is the window of
//                              addrspace(N), a 4 GiB range at offset 0 of the tag
// so a window base reads as its IR address space number: shared is 0xff00_03.., local 0xff00_05...
// Everything that is not in a window is global, as on the hardware.
#pragma once

#include "memory/AddressSpace.h"

#include <cstdint>

namespace nvsim::mem {

/// Bits below the tag: the offset inside an allocation or window.
inline constexpr unsigned kTagShift = 40;
inline constexpr uint64_t kOffsetMask = (uint64_t(1) << kTagShift) - 1;
/// The largest global or constant allocation (1 TiB, the tagged offset range).
inline constexpr uint64_t kMaxAllocationSize = uint64_t(1) << kTagShift;
/// Tags from here up are windows, never allocation ids.
inline constexpr uint64_t kFirstWindowTag = 0xff0000;
/// Allocation ids run from 1 to this (16,711,679 ids); id 0 is the null tag.
inline constexpr uint32_t kMaxAllocationId = kFirstWindowTag - 1;
/// Every window spans 4 GiB, so a shared, local, constant or param address fits in 32 bits.
inline constexpr uint64_t kWindowSize = uint64_t(1) << 32;
/// Accesses below this address are reported as null-pointer accesses (a null struct pointer plus
/// a field offset), not as unmapped addresses.
inline constexpr uint64_t kNullPageSize = uint64_t(1) << 16;

/// The window bases: every fixed address of the generic space is here.
inline constexpr uint64_t kSharedWindowBase = 0xff00'0300'0000'0000;
inline constexpr uint64_t kConstantWindowBase = 0xff00'0400'0000'0000;
inline constexpr uint64_t kLocalWindowBase = 0xff00'0500'0000'0000;
inline constexpr uint64_t kParamWindowBase = 0xff00'6500'0000'0000;

static_assert(kSharedWindowBase == (kFirstWindowTag | 3) << kTagShift);
static_assert(kConstantWindowBase == (kFirstWindowTag | 4) << kTagShift);
static_assert(kLocalWindowBase == (kFirstWindowTag | 5) << kTagShift);
static_assert(kParamWindowBase == (kFirstWindowTag | 101) << kTagShift);

/// Whether `space` has a window (shared, constant, local, param). Global and generic do not:
/// global is everything outside the windows.
constexpr bool hasWindow(AddrSpace space) {
  return space == AddrSpace::Shared || space == AddrSpace::Constant || space == AddrSpace::Local ||
         space == AddrSpace::Param;
}

/// The first generic address of `space`'s window; 0 for a space without one.
constexpr uint64_t windowBase(AddrSpace space) {
  switch (space) {
  case AddrSpace::Shared: return kSharedWindowBase;
  case AddrSpace::Constant: return kConstantWindowBase;
  case AddrSpace::Local: return kLocalWindowBase;
  case AddrSpace::Param: return kParamWindowBase;
  default: return 0;
  }
}

/// The allocation id (tag) of a generic address outside the windows; 0 for the null tag.
constexpr uint64_t tagOf(uint64_t generic) { return generic >> kTagShift; }

/// The generic address of byte `offset` of allocation `id`.
constexpr uint64_t taggedAddress(uint64_t id, uint64_t offset) { return (id << kTagShift) | offset; }

/// The space whose window holds `generic`, or Global when it is in no window (null, unmapped
/// and global addresses alike: everything outside the windows is global, as on the hardware).
constexpr AddrSpace spaceOf(uint64_t generic) {
  const uint64_t tag = tagOf(generic);
  if (tag < kFirstWindowTag || (generic & kOffsetMask) >= kWindowSize)
    return AddrSpace::Global;
  switch (tag & 0xffff) {
  case 3: return AddrSpace::Shared;
  case 4: return AddrSpace::Constant;
  case 5: return AddrSpace::Local;
  case 101: return AddrSpace::Param;
  default: return AddrSpace::Global;
  }
}

/// `isspacep.<space>`: whether `generic` lies in `space`. Generic holds every address. Global
/// holds everything outside the windows and also the param window (PTX: the kernel parameter
/// window is contained in the global window). Unsupported spaces hold nothing.
constexpr bool isSpace(AddrSpace space, uint64_t generic) {
  const AddrSpace actual = spaceOf(generic);
  switch (space) {
  case AddrSpace::Generic: return true;
  case AddrSpace::Global: return actual == AddrSpace::Global || actual == AddrSpace::Param;
  case AddrSpace::Shared:
  case AddrSpace::Constant:
  case AddrSpace::Local:
  case AddrSpace::Param: return actual == space;
  default: return false;
  }
}

/// `cvta.<space>` / `addrspacecast ptr addrspace(N) to ptr`: the generic address of `addr` in
/// `space`. For a windowed space `addr` is the offset in the window, so shared offset 0 is the
/// (non-null) window base, as on the hardware. Global and generic addresses are already generic.
constexpr uint64_t toGeneric(AddrSpace space, uint64_t addr) {
  return hasWindow(space) ? windowBase(space) + addr : addr;
}

/// `cvta.to.<space>` / `addrspacecast ptr to ptr addrspace(N)`: the address of `generic` in
/// `space`, and in `ok` whether `generic` lies in that space (isSpace). When it does not, the
/// value is still the hardware's arithmetic (generic minus the window base), which the executor
/// may report as a wrong-space conversion; unsupported spaces give the address unchanged.
constexpr uint64_t fromGeneric(AddrSpace space, uint64_t generic, bool &ok) {
  ok = isSpace(space, generic);
  return hasWindow(space) ? generic - windowBase(space) : generic;
}

/// Whether `addr` is a multiple of `align` (a power of two). Loads and stores are checked
/// against the alignment the IR declares; atomics against their natural size.
constexpr bool isAligned(uint64_t addr, uint64_t align) { return (addr & (align - 1)) == 0; }

} // namespace nvsim::mem
