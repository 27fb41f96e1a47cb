// Translation slow paths: why a global access failed, and the full Fault for reports.
#include "memory/Translate.h"

namespace nvsim::mem {

namespace detail {

Translation globalFault(uint64_t generic, const Allocation *a, const Memory &memory) {
  if (!a) {
    if (generic < kNullPageSize)
      return fail(AddrSpace::Global, FaultKind::Null);
    // Just below an allocation (a negative index): out of its bounds, not unmapped.
    std::optional<NearbyAllocation> near = memory.findAllocation(generic);
    return fail(AddrSpace::Global, near ? FaultKind::OutOfBounds : FaultKind::NoSpace);
  }
  if (a->isFreed())
    return fail(AddrSpace::Global, FaultKind::Freed);
  return fail(AddrSpace::Global, FaultKind::OutOfBounds);
}

} // namespace detail

namespace {

/// Fills the space and the allocation or buffer of an access at `generic`, where `space` is
/// the space it was made in and `windowOffset` its offset in that space's window.
void place(Fault &f, AddrSpace space, uint64_t windowOffset, const ThreadContext &ctx) {
  f.space = space;
  const WindowBuffer *buffer = nullptr;
  switch (space) {
  case AddrSpace::Shared:
    buffer = &ctx.shared;
    f.allocationName = "the block's shared memory";
    break;
  case AddrSpace::Local:
    buffer = &ctx.local;
    f.allocationName = "the thread's local memory";
    break;
  case AddrSpace::Param:
    buffer = &ctx.param;
    f.allocationName = "the kernel parameters";
    break;
  case AddrSpace::Global:
  case AddrSpace::Constant:
    if (f.kind == FaultKind::Null)
      return;
    if (std::optional<NearbyAllocation> near = ctx.memory->findAllocation(f.address)) {
      f.allocationId = near->allocation->id;
      f.allocationName = near->allocation->name;
      f.allocationSize = near->allocation->size;
      f.offset = near->offset;
    }
    return;
  default: return;
  }
  f.allocationSize = buffer->size;
  f.offset = static_cast<int64_t>(windowOffset);
}

Fault start(FaultKind kind, uint64_t address, uint32_t size, Access access) {
  Fault f;
  f.kind = kind;
  f.access = access;
  f.address = address;
  f.size = size;
  if (kind == FaultKind::Misaligned)
    f.alignment = size;
  return f;
}

} // namespace

Fault explainFault(FaultKind kind, uint64_t generic, uint32_t size, Access access, const ThreadContext &ctx) {
  Fault f = start(kind, generic, size, access);
  const AddrSpace space = spaceOf(generic);
  place(f, space, hasWindow(space) ? generic - windowBase(space) : generic, ctx);
  return f;
}

Fault explainSpecificFault(FaultKind kind, AddrSpace space, uint64_t addr, uint32_t size, Access access,
                           const ThreadContext &ctx) {
  if (!hasWindow(space) && isSupported(space))
    return explainFault(kind, addr, size, access, ctx);
  Fault f = start(kind, toGeneric(space, addr), size, access);
  place(f, space, addr, ctx);
  return f;
}

} // namespace nvsim::mem
