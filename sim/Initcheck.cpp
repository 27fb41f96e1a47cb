// initcheck (docs/checkers.md): the finding of an uninitialised read, and the state bytes of local
// memory (bit 0: inside a live alloca, for memcheck; bit 1: written, for initcheck).
#include "sim/Initcheck.h"

#include "sim/Definedness.h"

namespace nvsim::sim {

void check::uninitialised(Ctx &c, const DInst &d, unsigned l, const Where &where, mem::Access access,
                          uint32_t size, std::string_view why) {
  if (access == mem::Access::Read && definesByRead(c, d)) // an undefined value, not yet a finding
    return undefinedRead(c, d, l,
                         [&] { return describeAccess(where, access, size) + ": " + std::string(why); });
  recordFinding(
      c, d, l,
      findingAt(where, FindingKind::UninitializedRead,
                findingMessage<FindingKind::UninitializedRead>(describeAccess(where, access, size), why),
                access, size));
}

void markLocal(LaunchState &L, BlockState &B, const Warp &w, unsigned l, uint32_t from, uint32_t at,
               uint32_t end, bool written) {
  if (!L.accessChecks || from > at || at > end)
    return;
  uint8_t *state = B.localState[w.index].data() + size_t(l) * L.stackStride;
  std::memset(state + from, 0, at - from);
  std::memset(state + at, written ? 3 : 1, end - at);
}

void markLocal(Ctx &c, unsigned l, uint32_t from, uint32_t at, uint32_t end, bool written) {
  markLocal(*c.launch, *c.block, *c.warp, l, from, at, end, written);
}

} // namespace nvsim::sim
