// Simulated address -> host pointer, with an inline fast path; faults never touch host memory.
#pragma once

#include "memory/Fault.h"
#include "memory/GenericWindow.h"
#include "memory/Memory.h"
#include "memory/ThreadContext.h"

#include <cstddef>
#include <cstdint>

namespace nvsim::mem {

/// The result of a translation: a host pointer to the whole access, or a fault kind. The full
/// Fault (names, offsets, text) is built off the hot path by explainFault.
struct Translation {
  std::byte *host = nullptr;
  /// The space the address resolved to. Global memory is shared between host threads and must
  /// be accessed with memory/HostAccess.h; shared, local, param and constant memory are touched
  /// by one host thread at a time (or are read-only during a launch) and may use plain copies.
  AddrSpace space = AddrSpace::Global;
  FaultKind fault = FaultKind::None;

  bool ok() const { return fault == FaultKind::None; }
};

namespace detail {

inline Translation fail(AddrSpace space, FaultKind kind) { return {nullptr, space, kind}; }

/// The checks every successful access shares: writability and natural alignment of atomics.
inline Translation grant(std::byte *host, AddrSpace space, bool readOnly, uint64_t generic, uint32_t size,
                         Access access) {
  if (access != Access::Read && readOnly) [[unlikely]]
    return fail(space, FaultKind::ReadOnlyWrite);
  if (access == Access::Atomic && !isAligned(generic, size)) [[unlikely]]
    return fail(space, FaultKind::Misaligned);
  return {host, space, FaultKind::None};
}

/// An access at `offset` inside a window buffer.
inline Translation inBuffer(const WindowBuffer &buffer, uint64_t offset, uint32_t size, AddrSpace space,
                            bool readOnly, Access access) {
  if (offset > buffer.size || size > buffer.size - offset) [[unlikely]]
    return fail(space, FaultKind::OutOfBounds);
  return grant(buffer.data + offset, space, readOnly, offset, size, access);
}

/// An access at `offset` in the constant window.
inline Translation inConstant(const Memory &memory, uint64_t offset, uint32_t size, Access access) {
  const Allocation *a = memory.constantAt(offset);
  if (!a) [[unlikely]]
    return fail(AddrSpace::Constant, FaultKind::NoSpace);
  const uint64_t inside = offset - (a->address - kConstantWindowBase);
  if (a->isFreed()) [[unlikely]]
    return fail(AddrSpace::Constant, FaultKind::Freed);
  if (!a->contains(inside, size)) [[unlikely]]
    return fail(AddrSpace::Constant, FaultKind::OutOfBounds);
  return grant(a->data + inside, AddrSpace::Constant, true, offset, size, access);
}

/// A generic address at or above the first window tag.
inline Translation inWindow(uint64_t generic, uint32_t size, Access access, const ThreadContext &ctx) {
  const uint64_t offset = generic & kOffsetMask;
  switch (spaceOf(generic)) {
  case AddrSpace::Shared: return inBuffer(ctx.shared, offset, size, AddrSpace::Shared, false, access);
  case AddrSpace::Local: return inBuffer(ctx.local, offset, size, AddrSpace::Local, false, access);
  case AddrSpace::Param: return inBuffer(ctx.param, offset, size, AddrSpace::Param, true, access);
  case AddrSpace::Constant: return inConstant(*ctx.memory, offset, size, access);
  default: return fail(AddrSpace::Global, FaultKind::NoSpace);
  }
}

/// Why a tagged (global) address could not be granted: `a` is its tag's allocation or null.
Translation globalFault(uint64_t generic, const Allocation *a, const Memory &memory);

} // namespace detail

/// Translates a generic address for an access of `size` bytes (1 .. 2^31). The window is chosen
/// by the tag bits; a tagged address indexes the allocation table; the whole access is
/// bounds-checked against one allocation or buffer. Writes and atomics to read-only memory
/// fault; atomics must be naturally aligned (size a power of two). Alignment of plain loads and
/// stores is the executor's check (isAligned against the IR's `align`), not this one.
inline Translation translate(uint64_t generic, uint32_t size, Access access, const ThreadContext &ctx) {
  const uint64_t tag = tagOf(generic);
  if (tag < kFirstWindowTag) [[likely]] {
    const Allocation *a = ctx.memory->globalByTag(tag);
    const uint64_t offset = generic & kOffsetMask;
    if (a && a->contains(offset, size) && !a->isFreed()) [[likely]]
      return detail::grant(a->data + offset, AddrSpace::Global, a->readOnly, generic, size, access);
    return detail::globalFault(generic, a, *ctx.memory);
  }
  return detail::inWindow(generic, size, access, ctx);
}

/// Translates an address of a specific space, as an access through a `ptr addrspace(N)` operand
/// carries it: for shared, local, constant and param the offset in the window (32 bits wide when
/// the data layout says so, zero-extended), for global the generic address. A global access to
/// the param window is allowed (PTX: the param window is inside the global window); to any other
/// window it is WrongSpace. Tensor memory and shared::cluster are unsupported: NoSpace.
inline Translation translateSpecific(AddrSpace space, uint64_t addr, uint32_t size, Access access,
                                     const ThreadContext &ctx) {
  switch (space) {
  case AddrSpace::Generic: return translate(addr, size, access, ctx);
  case AddrSpace::Global:
    if (tagOf(addr) < kFirstWindowTag || spaceOf(addr) == AddrSpace::Param) [[likely]]
      return translate(addr, size, access, ctx);
    return detail::fail(spaceOf(addr), FaultKind::WrongSpace);
  case AddrSpace::Shared: return detail::inBuffer(ctx.shared, addr, size, AddrSpace::Shared, false, access);
  case AddrSpace::Local: return detail::inBuffer(ctx.local, addr, size, AddrSpace::Local, false, access);
  case AddrSpace::Param: return detail::inBuffer(ctx.param, addr, size, AddrSpace::Param, true, access);
  case AddrSpace::Constant: return detail::inConstant(*ctx.memory, addr, size, access);
  default: return detail::fail(space, FaultKind::NoSpace);
  }
}

/// The addresses around a granted access that map linearly onto the same host buffer with the
/// same permissions: [lo, lo + span) -> [base, base + span). The lanes of a warp mostly access one
/// allocation, so the executor translates one lane fully and checks the others against its region
/// with one compare. Local memory is per thread: `perThread` regions map onto each lane's own
/// buffer (same size, same offsets), so `base` must be taken from that lane's context.
struct Region {
  uint64_t lo = 0;
  uint64_t span = 0; ///< 0: matches nothing
  std::byte *base = nullptr;
  AddrSpace space = AddrSpace::Global;
  bool perThread = false;
  bool readOnly = false; ///< writes and atomics must not use the region (they fault)
  /// The space of the instruction operands it was translated for, plus 1 (0: none): addresses
  /// of different spaces have different forms (generic, window offset), so a region serves only
  /// accesses through the same space.
  uint32_t key = 0;
  /// The global or constant allocation of the region (null for window buffers).
  const Allocation *allocation = nullptr;

  /// The offset of [addr, addr + size) in the region, or UINT64_MAX when it is not all inside.
  uint64_t offsetOf(uint64_t addr, uint32_t size) const {
    const uint64_t off = addr - lo;
    return off < span && size <= span - off ? off : UINT64_MAX;
  }
};

/// The region of a successful translation `t` of `addr` (as given to translate or
/// translateSpecific with `space`).
inline Region regionOf(const Translation &t, AddrSpace space, uint64_t addr, const ThreadContext &ctx) {
  auto around = [&](std::byte *base, uint64_t size, bool perThread, bool readOnly,
                    const Allocation *a = nullptr) {
    return Region{
        addr - uint64_t(t.host - base), size, base, t.space, perThread, readOnly, uint32_t(space) + 1, a};
  };
  switch (t.space) {
  case AddrSpace::Global: {
    // A global access to the param window resolves to Param, so here the address is tagged.
    const Allocation *a = ctx.memory->globalByTag(tagOf(addr));
    return a ? around(a->data, a->size, false, a->readOnly, a) : Region{};
  }
  case AddrSpace::Shared: return around(ctx.shared.data, ctx.shared.size, false, false);
  case AddrSpace::Local: return around(ctx.local.data, ctx.local.size, true, false);
  case AddrSpace::Param: return around(ctx.param.data, ctx.param.size, false, true);
  case AddrSpace::Constant: {
    const uint64_t offset = space == AddrSpace::Generic ? (addr & kOffsetMask) : addr;
    const Allocation *a = ctx.memory->constantAt(offset);
    return a ? around(a->data, a->size, false, true, a) : Region{};
  }
  default: return Region{};
  }
}

/// The full fault of a failed translate(generic, size, access, ctx) that returned `kind`: the
/// space, the allocation or buffer it is in or near, the offset, for describe().
Fault explainFault(FaultKind kind, uint64_t generic, uint32_t size, Access access, const ThreadContext &ctx);

/// As explainFault, for a failed translateSpecific(space, addr, ...).
Fault explainSpecificFault(FaultKind kind, AddrSpace space, uint64_t addr, uint32_t size, Access access,
                           const ThreadContext &ctx);

} // namespace nvsim::mem
