// synccheck (docs/checkers.md): warp-synchronous operations' member masks when they run,
// barriers in divergent code when a warp arrives, threads at different barrier instructions when
// a barrier completes, and a block where no thread can go on. Its tests cost one flag test in the
// handlers when it is off; it needs no checked code.
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

namespace {

/// Lane `lane` of warp `w` at instruction `at`, as a finding's other site.
FindingSite siteAt(LaunchState &L, const BlockState &B, const Warp &w, unsigned lane, const DInst &at) {
  FindingSite s;
  s.block = B.index;
  s.thread = threadOf(w, lane);
  s.warp = w.index;
  s.lane = lane;
  locate(s, L, at.ir);
  return s;
}

/// The barrier instruction a group waiting at a barrier executed.
const DInst &barrierOf(const Group &g) { return g.frame->fn->code[g.pc - 1]; }

/// Of two groups of one warp waiting at different barrier instructions of one frame, the one at
/// the earlier barrier when the other's is downstream of it (reached from it, not reaching back):
/// the other group's lanes went past the earlier barrier without arriving. Null when neither is.
const Group *upstreamOf(const Group &a, const Group &b) {
  const DecodedFunction &fn = *a.frame->fn;
  if (a.frame != b.frame || fn.pcBlock.empty())
    return nullptr;
  const uint32_t pa = a.pc - 1, pb = b.pc - 1, ba = fn.pcBlock[pa], bb = fn.pcBlock[pb];
  if (ba == bb)
    return fn.blockReaches(ba, ba) ? nullptr : pa < pb ? &a : &b;
  if (fn.blockReaches(ba, bb) && !fn.blockReaches(bb, ba))
    return &a;
  if (fn.blockReaches(bb, ba) && !fn.blockReaches(ba, bb))
    return &b;
  return nullptr;
}

} // namespace

void checkBarrierDivergence(Ctx &c, const DInst &d, uint32_t pc) {
  const Warp &w = *c.warp;
  const DecodedFunction &fn = *c.fn;
  if (fn.pcBlock.empty() || c.block->barriersOutOfStep)
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
    Finding f(FindingKind::DivergentBarrier);
    f.message = findingMessage<FindingKind::DivergentBarrier>(x.mask, c.mask);
    f.other = siteAt(*c.launch, *c.block, w, unsigned(std::countr_zero(x.mask)), at);
    recordFinding(c, d, unsigned(std::countr_zero(c.mask)), std::move(f));
    // NOTE: the block's threads are now out of step: the barriers they go on to meet at pair
    // the wrong arrivals, and would each be reported (the cascade of one bug).
    c.block->barriersOutOfStep = true;
    return;
  }
}

void checkBarrierRelease(LaunchState &L, BlockState &B, uint32_t id) {
  Warp *fw = nullptr;
  const Group *fg = nullptr;
  bool same = true, counted = false;
  for (Warp &w : B.warps)
    for (const Group &g : w.groups) {
      if (g.state != GroupState::AtBarrier || g.barrierId != id)
        continue;
      counted |= g.barrierCount != 0;
      if (!fg) {
        fw = &w;
        fg = &g;
      } else if (&barrierOf(g) != &barrierOf(*fg)) {
        same = false;
      }
    }
  if (!fg || same) {
    if (fg)
      B.barriersOutOfStep = false; // every thread at one barrier: in step again
    return;
  }
  // Named barriers with a thread count are met by different warps at different instructions
  // (warp-specialized producers and consumers): only a barrier of the whole block is checked.
  if (counted || B.barriersOutOfStep)
    return;
  B.barriersOutOfStep = true;
  const auto report = [&](Warp &w, const Group &g, Finding f) {
    Ctx c;
    c.warp = &w;
    c.block = &B;
    c.launch = &L;
    c.mask = g.mask;
    recordFinding(c, barrierOf(g), unsigned(std::countr_zero(g.mask)), std::move(f));
  };
  // A warp split across two barriers, one downstream of the other (a loop's barrier in a
  // divergent branch, at -O0, where the lanes that skipped it were still in the loop when the
  // others arrived): the divergent-barrier finding the arrival could not make.
  for (Warp &w : B.warps)
    for (const Group &a : w.groups)
      for (const Group &b : w.groups) {
        if (&a == &b || a.state != GroupState::AtBarrier || b.state != GroupState::AtBarrier ||
            a.barrierId != id || b.barrierId != id || &barrierOf(a) == &barrierOf(b))
          continue;
        if (upstreamOf(a, b) != &a)
          continue;
        Finding f(FindingKind::DivergentBarrier);
        f.message = findingMessage<FindingKind::DivergentBarrier>(b.mask, a.mask);
        f.other = siteAt(L, B, w, unsigned(std::countr_zero(b.mask)), barrierOf(b));
        report(w, a, std::move(f));
        return;
      }
  uint32_t here = 0, elsewhere = 0;
  std::optional<FindingSite> other;
  for (Warp &w : B.warps)
    for (const Group &g : w.groups) {
      if (g.state != GroupState::AtBarrier || g.barrierId != id)
        continue;
      const bool at = &barrierOf(g) == &barrierOf(*fg);
      (at ? here : elsewhere) += uint32_t(std::popcount(g.mask));
      if (!at && !other)
        other = siteAt(L, B, w, unsigned(std::countr_zero(g.mask)), barrierOf(g));
    }
  Finding f(FindingKind::MismatchedBarrier);
  f.message = findingMessage<FindingKind::MismatchedBarrier>(here, id, elsewhere);
  f.other = std::move(other);
  report(*fw, *fg, std::move(f));
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
  const DInst &d = barrierOf(*fg);
  uint32_t here = 0, elsewhere = 0;
  std::optional<FindingSite> other;
  for (Warp &w : B.warps)
    for (Group &g : w.groups) {
      if (g.state != GroupState::AtBarrier)
        continue;
      const bool same = g.frame->fn == fg->frame->fn && g.pc == fg->pc && g.barrierId == fg->barrierId;
      (same ? here : elsewhere) += uint32_t(std::popcount(g.mask));
      if (!same && !other)
        other = siteAt(L, B, w, unsigned(std::countr_zero(g.mask)), barrierOf(g));
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
