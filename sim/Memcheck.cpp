// memcheck (docs/checkers.md): a bad access or a stack overflow becomes a finding instead of the
// fault that stops the launch without it. The checked accesses' own bounds (per shared variable,
// per live alloca) are in CheckedAccess.cpp.
#include "core/ir/DebugLocation.h"
#include "sim/CheckedAccess.h"

#include <fmt/format.h>

namespace nvsim::sim {

namespace check {

mem::Translation refuse(Ctx &c, const DInst &d, unsigned l, const mem::Fault &f, std::string text) {
  if (c.launch->checks & kMemcheck)
    recordMemError(c, d, l, f, std::move(text), false);
  else
    raiseFault(c, d, l, std::move(text));
  return {nullptr, f.space, f.kind == mem::FaultKind::None ? mem::FaultKind::OutOfBounds : f.kind};
}

mem::Translation refuseKind(Ctx &c, const DInst &d, unsigned l, mem::FaultKind kind, unsigned space,
                            uint64_t addr, uint32_t size, mem::Access access, uint32_t align) {
  const mem::Fault f =
      mem::explainSpecificFault(kind, mem::AddrSpace(space), addr, size, access, c.warp->ctx[l]);
  std::string text = mem::describe(f);
  if (kind == mem::FaultKind::Misaligned && align > 1)
    text += fmt::format(" (the instruction promises align {})", align);
  return refuse(c, d, l, f, std::move(text));
}

namespace {

/// The shared variable an offset is in, or the one nearest to it.
const LaunchState::SharedVariable *nearestSharedVariable(const LaunchState &L, uint32_t off) {
  const auto &vars = L.sharedVariables;
  auto it = std::upper_bound(vars.begin(), vars.end(), off,
                             [](uint32_t o, const LaunchState::SharedVariable &v) { return o < v.offset; });
  if (it == vars.begin())
    return vars.empty() ? nullptr : &vars.front();
  const auto *below = &*(it - 1);
  if (off < below->offset + below->size || it == vars.end())
    return below;
  return off - (below->offset + below->size) < it->offset - off ? below : &*it;
}

} // namespace

/// Where a shared access at `off` is: in its variable, or beside the nearest one.
Where sharedWhere(const LaunchState &L, uint32_t off) {
  const uint16_t var = off < L.sharedVariableAt.size() ? L.sharedVariableAt[off] : 0;
  const LaunchState::SharedVariable *v = var ? &L.sharedVariables[var - 1] : nearestSharedVariable(L, off);
  static const std::string kShared = "shared memory";
  return Where{mem::toGeneric(mem::AddrSpace::Shared, off),
               mem::AddrSpace::Shared,
               v ? v->name : kShared,
               -1,
               v ? v->size : L.sharedBytes,
               v ? int64_t(off) - int64_t(v->offset) : int64_t(off)};
}

std::pair<uint32_t, uint32_t> nearestLocalVariable(const uint8_t *state, uint32_t off, uint32_t sp) {
  uint32_t end = std::min(off, sp);
  if (end < sp && (state[end] & 1)) // inside one: to its end (allocas are apart, redzones between)
    while (end < sp && (state[end] & 1))
      ++end;
  else
    while (end > 0 && !(state[end - 1] & 1))
      --end;
  uint32_t start = std::min(off, end);
  while (start > 0 && (state[start - 1] & 1))
    --start;
  return {start, end};
}

} // namespace check

uint32_t raiseMemFault(Ctx &c, const DInst &d, unsigned lane, mem::FaultKind kind, uint64_t addr,
                       uint32_t size, mem::Access access, int space) {
  const mem::Fault f =
      mem::explainSpecificFault(kind, mem::AddrSpace(space), addr, size, access, c.warp->ctx[lane]);
  std::string text = mem::describe(f);
  if (kind == mem::FaultKind::Misaligned && d.ir)
    text += fmt::format(" (the instruction promises align {})", d.aux2);
  if (!(c.launch->checks & kMemcheck))
    return raiseFault(c, d, lane, std::move(text));
  // Under memcheck the access becomes a finding. Here (outside the checked handlers, which
  // skip a bad lane and go on) it still cannot be done, so the launch stops.
  recordMemError(c, d, lane, f, std::move(text), true);
  return kYield;
}

void recordMemError(Ctx &c, const DInst &d, unsigned lane, const mem::Fault &f, std::string text,
                    bool fatal) {
  Finding x(findingOf(f.kind));
  x.message = std::move(text);
  x.site.access = mem::accessName(f.access);
  x.address = f.address;
  x.size = f.size;
  x.space = mem::addrSpaceName(f.space);
  x.allocation = f.allocationName;
  x.allocationId = f.allocationId;
  x.allocationSize = f.allocationSize;
  x.offset = f.offset;
  x.fatal = fatal;
  recordFinding(c, d, lane, std::move(x));
}

uint32_t raiseStackOverflow(Ctx &c, const DInst &d, unsigned lane, std::string message) {
  if (!(c.launch->checks & kMemcheck))
    return raiseFault(c, d, lane, std::move(message));
  Finding x(FindingKind::StackOverflow);
  x.message = findingMessage<FindingKind::StackOverflow>(std::move(message));
  x.space = "local";
  x.allocation = "the thread's local memory";
  x.allocationSize = c.launch->stackBytes;
  // The allocas at a function's entry often have no `!dbg` (clang -O0): then the call that made
  // the frame is where the user's line is.
  const DInst *at = &d;
  const Frame *f = c.group->frame;
  if (d.ir && ir::sourceFrames(*d.ir).empty() && f->caller && f->returnPc > 0)
    at = &f->caller->fn->code[f->returnPc - 1];
  recordFinding(c, *at, lane, std::move(x));
  return kYield;
}

} // namespace nvsim::sim
