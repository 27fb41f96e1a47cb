// synccheck (docs/checkers.md): warp-synchronous operations' member masks when they run,
// barriers in divergent code when a warp arrives, and a block where no thread can go on. Its
// tests cost one flag test in the handlers when it is off; it needs no checked code.
#include "sim/Checkers.h"
#include "sim/WarpOps.h"

#include <fmt/format.h>

namespace nvsim::sim {

void h::checkSyncMask(Ctx &c, const DInst &d, uint32_t member, bool forced, bool warpSync) {
  const Warp &w = *c.warp;
  const unsigned first = unsigned(std::countr_zero(c.mask));
  auto report = [&](FindingKind kind, std::string message) {
    Finding f(kind);
    f.message = std::move(message);
    recordFinding(c, d, first, std::move(f));
  };
  using enum FindingKind;
  if (const uint32_t outside = c.mask & ~member)
    report(SyncMaskExcludesLane, findingMessage<SyncMaskExcludesLane>(outside, member));
  if (warpSync) {
    if (const uint32_t none = member & ~w.liveMask) {
      report(InvalidWarpSyncMask, findingMessage<InvalidWarpSyncMask>(member, none));
      member &= w.liveMask;
    }
  }
  if (const uint32_t exited = member & w.liveMask & w.exitedMask)
    report(SyncMaskExitedLane, findingMessage<SyncMaskExitedLane>(member, exited));
  if (forced)
    if (const uint32_t absent = member & w.liveMask & ~w.exitedMask & ~c.mask)
      report(SyncMaskNeverArrives, findingMessage<SyncMaskNeverArrives>(member, absent));
}

void checkBarrierDivergence(Ctx &c, const DInst &d, uint32_t pc) {
  const Warp &w = *c.warp;
  const DecodedFunction &fn = *c.fn;
  if (fn.pcBlock.empty())
    return;
  const uint32_t here = fn.pcBlock[pc];
  for (const Group &x : w.groups) {
    if (&x == c.group || x.frame != c.group->frame || x.state != GroupState::Running)
      continue;
    // Lanes past the barrier: downstream of it (after it in its block, or in a block it
    // reaches) and unable to come back to it. Lanes still in a loop that leads to the barrier
    // will arrive later; lanes about to return (an early exit) do not count.
    const uint32_t there = fn.pcBlock[x.pc];
    const bool downstream = there == here ? x.pc > pc : fn.blockReaches(here, there);
    if (!downstream || fn.blockReaches(there, here))
      continue;
    const DInst &at = fn.code[x.pc];
    const bool returning =
        at.fn == &h::returnFromFunction || (at.fn == &h::jump && fn.code[at.a].fn == &h::returnFromFunction);
    if (returning && !x.frame->caller)
      continue;
    const unsigned lane = unsigned(std::countr_zero(x.mask));
    FindingSite s;
    s.block = c.block->index;
    s.thread = threadOf(w, lane);
    s.warp = w.index;
    s.lane = lane;
    locate(s, *c.launch, at.ir);
    Finding f(FindingKind::DivergentBarrier);
    f.message = findingMessage<FindingKind::DivergentBarrier>(x.mask, c.mask);
    f.other = std::move(s);
    recordFinding(c, d, unsigned(std::countr_zero(c.mask)), std::move(f));
    return;
  }
}

/// synccheck's report of a block where no thread can go on: threads wait at barriers the others
/// never reach. The first waiting group is the finding's site; a group waiting at another
/// barrier instruction (or another barrier id) is the other site.
void barrierDeadlockFinding(LaunchState &L, BlockState &B) {
  Warp *fw = nullptr;
  const Group *fg = nullptr;
  for (Warp &w : B.warps)
    for (Group &g : w.groups)
      if (!fg && g.state == GroupState::AtBarrier) {
        fw = &w;
        fg = &g;
      }
  if (!fg)
    return;
  const DInst &d = fg->frame->fn->code[fg->pc - 1];
  uint32_t here = 0, elsewhere = 0;
  std::optional<FindingSite> other;
  for (Warp &w : B.warps)
    for (Group &g : w.groups) {
      if (g.state != GroupState::AtBarrier)
        continue;
      const bool same = g.frame->fn == fg->frame->fn && g.pc == fg->pc && g.barrierId == fg->barrierId;
      (same ? here : elsewhere) += uint32_t(std::popcount(g.mask));
      if (!same && !other) {
        const unsigned lane = unsigned(std::countr_zero(g.mask));
        const DInst &od = g.frame->fn->code[g.pc - 1];
        FindingSite s;
        s.block = B.index;
        s.thread = threadOf(w, lane);
        s.warp = w.index;
        s.lane = lane;
        locate(s, L, od.ir);
        other = std::move(s);
      }
    }
  const uint32_t live = B.liveThreads - B.exitedThreads;
  using enum FindingKind;
  Finding f(other ? DifferentBarriers : PartialBarrier);
  f.message = other ? findingMessage<DifferentBarriers>(here, fg->barrierId, elsewhere, live)
                    : findingMessage<PartialBarrier>(here, live, fg->barrierId);
  f.other = std::move(other);
  Ctx c;
  c.warp = fw;
  c.block = &B;
  c.launch = &L;
  c.mask = fg->mask;
  recordFinding(c, d, unsigned(std::countr_zero(fg->mask)), std::move(f));
}

} // namespace nvsim::sim
