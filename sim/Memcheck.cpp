// memcheck (docs/checkers.md): a bad access or a stack overflow becomes a finding instead of the
// fault that stops the launch without it. The checked accesses' own bounds (per shared variable,
// per live alloca) are in CheckedAccess.cpp.
#include "sim/Checkers.h"

#include <fmt/format.h>

namespace nvsim::sim {

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
  recordFinding(c, d, lane, std::move(x));
  return kYield;
}

} // namespace nvsim::sim
