// The warp scheduler and the dispatch loop: the hot loop of the executor (STYLE.md rule 5). A
// warp runs its earliest group (reverse post-order, the call path first) until a handler yields;
// groups at the same place merge again. Handlers are reached through the decoded instructions'
// function pointers only: nothing here knows an operation.
#include "sim/Warp.h"

#include <algorithm>
#include <bit>

namespace nvsim::sim {

namespace {

/// Lexicographic position of a group: the call pcs from the kernel down, then its pc.
bool earlier(const Group &a, const Group &b) {
  if (a.frame == b.frame)
    return a.pc < b.pc;
  std::array<uint32_t, 64> pa, pb;
  size_t na = 0, nb = 0;
  auto path = [](const Group &g, std::array<uint32_t, 64> &p, size_t &n) {
    std::array<uint32_t, 64> rev;
    size_t k = 0;
    rev[k++] = g.pc;
    for (const Frame *f = g.frame; f->caller && k < 64; f = f->caller)
      rev[k++] = f->returnPc - 1;
    for (size_t i = 0; i < k; ++i)
      p[i] = rev[k - 1 - i];
    n = k;
  };
  path(a, pa, na);
  path(b, pb, nb);
  for (size_t i = 0; i < std::min(na, nb); ++i)
    if (pa[i] != pb[i])
      return pa[i] < pb[i];
  return na < nb;
}

} // namespace

void runWarp(LaunchState &L, BlockState &B, Warp &w) {
  Ctx c;
  c.warp = &w;
  c.block = &B;
  c.launch = &L;
  for (;;) {
    if (L.stopped(B.position))
      return;
    // Drop exited groups, then pick the earliest running group.
    for (size_t i = 0; i < w.groups.size();) {
      if (w.groups[i].state == GroupState::Exited) {
        B.releaseFrame(w.groups[i].frame);
        w.groups[i] = w.groups.back();
        w.groups.pop_back();
      } else {
        ++i;
      }
    }
    Group *g = nullptr;
    for (Group &x : w.groups)
      if (x.state == GroupState::Running && (!g || earlier(x, *g)))
        g = &x;
    if (!g)
      return; // every group waits at a barrier or collective, or the warp is done
    // Merge groups at the same place (running, or parked at a collective it will now run).
    for (size_t i = 0; i < w.groups.size(); ++i) {
      Group &x = w.groups[i];
      if (&x != g && x.frame == g->frame && x.pc == g->pc &&
          (x.state == GroupState::Running || x.state == GroupState::AtCollective)) {
        g->mask |= x.mask;
        B.releaseFrame(x.frame);
        x.state = GroupState::Exited; // removed on the next round, without its frame reference
        x.frame = nullptr;
      }
    }
    for (size_t i = 0; i < w.groups.size();) {
      if (w.groups[i].state == GroupState::Exited && !w.groups[i].frame) {
        const bool isG = &w.groups[i] == g;
        w.groups[i] = w.groups.back();
        if (&w.groups.back() == g && !isG)
          g = &w.groups[i];
        w.groups.pop_back();
      } else {
        ++i;
      }
    }
    c.runBelowPc = UINT32_MAX;
    for (const Group &x : w.groups)
      if (&x != g && (x.state == GroupState::Running || x.state == GroupState::AtCollective))
        c.runBelowPc = std::min(c.runBelowPc, x.frame == g->frame ? x.pc : 0);
    c.group = g;
    c.mask = g->mask;
    c.fn = g->frame->fn;
    c.R = g->frame->regs.data();
    c.insts = 0;
    c.turnInsts = 0;
    const DInst *code = c.fn->code.data();
    uint32_t pc = g->pc;
    const uint64_t lanes = uint64_t(std::popcount(c.mask));
    while (pc != kYield) {
      const DInst &d = code[pc];
      ++c.turnInsts;
      pc = d.fn(c, d, pc);
    }
    const uint64_t executed = c.turnInsts;
    w.clock += executed;
    c.laneInsts += executed * lanes;
    L.laneInstructions.fetch_add(executed * lanes, std::memory_order_relaxed);
  }
}

} // namespace nvsim::sim
