// The warp scheduler and the dispatch loop: the hot loop of the executor (STYLE.md rule 5).
//
// A warp's lanes run in groups (same frame, same pc). Each turn the warp schedule picks a group
// (docs/semantics.md, "Scheduling"): the earliest (reverse post-order, the call path first), so
// that groups meet again at the same place and merge, or under --warp-schedule random one drawn
// from the seed. A group runs until a handler yields: a divergent branch, a call or return, a
// barrier, a collective whose members are not all there, or a loop that has kept the warp's
// other ready groups waiting for as long as the schedule allows (sm_70+ forward progress).
// Groups parked at *.sync collectives meet here, whichever frame or instruction brought them.
// Handlers are reached through the decoded instructions' function pointers only: nothing here
// knows an operation.
#include "sim/Warp.h"

#include "sim/Debugger.h"
#include "sim/Definedness.h"

#include "sim/WarpOps.h"

#include <algorithm>
#include <bit>
#include <span>

namespace nvsim::sim {

namespace {

/// Backward branches a group may take while another group of its warp is ready, per schedule.
// (Below the warp quantum of 1024 backward branches, so that a spin ends within one visit of the warp.)
constexpr uint64_t kConvergedSpin = 1000;
constexpr uint64_t kFairSpin = 64;
constexpr uint64_t kRandomSpinMax = 4;

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

/// The group to run next, null when none is running. `spun`: the last turn's group yielded
/// after looping for its whole allowance, so another group goes first (the least recently run),
/// and `fairTurn` is set: that group then runs for its own allowance, past the other groups' pcs.
Group *pick(const LaunchState &L, Warp &w, bool spun, bool &fairTurn) {
  fairTurn = false;
  Group *g = nullptr;
  uint32_t running = 0;
  for (Group &x : w.groups)
    running += x.state == GroupState::Running;
  if (running == 0)
    return nullptr;
  if (L.warpSchedule == WarpSchedule::Random && running > 1) {
    uint64_t k = nextDraw(w.random) % running;
    for (Group &x : w.groups)
      if (x.state == GroupState::Running && k-- == 0)
        return &x;
  }
  if (spun && running > 1) {
    for (Group &x : w.groups)
      if (x.state == GroupState::Running && x.lastRun != w.turns && (!g || x.lastRun < g->lastRun))
        g = &x;
    fairTurn = true;
    return g;
  }
  for (Group &x : w.groups)
    if (x.state == GroupState::Running && (!g || earlier(x, *g)))
      g = &x;
  return g;
}

/// Removes the exited groups (merged ones have no frame reference left to drop).
void dropExited(BlockState &B, Warp &w) {
  for (size_t i = 0; i < w.groups.size();) {
    if (w.groups[i].state == GroupState::Exited) {
      if (w.groups[i].frame)
        B.releaseFrame(w.groups[i].frame);
      w.groups[i] = w.groups.back();
      w.groups.pop_back();
    } else {
      ++i;
    }
  }
}

/// The collective instruction a parked group waits at, and the member mask it names.
const DInst &parkedAt(const Group &g) { return g.frame->fn->code[g.pc]; }
uint32_t memberOf(const Group &g, const DInst &d) {
  return d.a == UINT32_MAX
             ? g.mask
             : uint32_t(g.frame->regs[size_t(d.a) * kWarpSize + unsigned(std::countr_zero(g.mask))]);
}

/// Runs one *.sync collective for the parked groups `parts` at once (PTX ISA: a shfl.sync,
/// vote.sync, match.sync, redux.sync or bar.warp.sync waits until every non-exited member has
/// executed one with the same qualifiers and member mask, whichever instruction that is). The
/// operands of each lane are gathered from its own frame into a scratch register file, the
/// instruction's own handler runs on it for all the lanes, and the results (DInst::aux2 slots)
/// go back to each frame. `forced`: the members that could arrive, when the others never will.
void runTogether(LaunchState &L, BlockState &B, Warp &w, std::span<Group *const> parts, bool forced) {
  // The scratch slots: member mask, value, lane or offset, clamp, then the results.
  enum : uint32_t { kMember, kValue, kLane, kClamp, kResult, kSlots = kResult + 2 };
  std::array<uint64_t, kSlots * kWarpSize> R{};
  Group &first = *parts.front();
  DInst joint = parkedAt(first);
  joint.a = joint.a == UINT32_MAX ? UINT32_MAX : kMember;
  joint.b = kValue;
  joint.c = kLane;
  joint.imm = kClamp;
  joint.dst = kResult;
  uint32_t lanes = 0;
  for (Group *g : parts) {
    const DInst &d = parkedAt(*g);
    const uint64_t *from = g->frame->regs.data();
    auto gather = [&](uint64_t slot, uint32_t to) {
      if (slot < g->frame->fn->numSlots) // operands a handler does not use are 0 or UINT32_MAX
        forLanes(g->mask, [&](unsigned l) { R[size_t(to) * kWarpSize + l] = from[slot * kWarpSize + l]; });
    };
    gather(d.a, kMember);
    gather(d.b, kValue);
    gather(d.c, kLane);
    gather(d.imm, kClamp);
    lanes |= g->mask;
  }
  Group together = first;
  together.mask = lanes;
  together.forced = forced;
  together.state = GroupState::Running;
  Ctx c;
  c.R = R.data();
  c.mask = lanes;
  c.group = &together;
  c.warp = &w;
  c.block = &B;
  c.launch = &L;
  c.fn = first.frame->fn;
  if (joint.fn(c, joint, first.pc) == kYield) // a fault (synccheck's fatal findings): the launch stops
    return;
  for (Group *g : parts) {
    const DInst &d = parkedAt(*g);
    uint64_t *to = g->frame->regs.data();
    for (uint32_t r = 0; r < d.aux2; ++r)
      forLanes(g->mask, [&](unsigned l) {
        to[size_t(d.dst + r) * kWarpSize + l] = R[size_t(kResult + r) * kWarpSize + l];
      });
    g->pc += 1;
    g->state = GroupState::Running;
    g->forced = false;
  }
  L.laneInstructions.fetch_add(uint64_t(std::popcount(lanes)), std::memory_order_relaxed);
  if (B.trace) [[unlikely]]
    traceCollective(B, w, lanes);
}

/// A turn of a profiled launch (--profile, sim/Profiler.h): each instruction counted before it
/// runs; with initcheck, the definedness moved as in the checked loop of runWarp.
/// The tables are at hand in locals (a handler is an opaque call), and the active lanes are
/// counted again only when the mask changes (popcount is a library call on baseline x86-64).
[[gnu::noinline]] void profiledTurn(Ctx &c, ProfileSink &P, Frame &f, uint32_t pc, bool definedness) {
  const DInst *code = c.fn->code.data();
  const uint32_t base = c.fn->siteBase;
  std::array<uint64_t, 2> *hot = P.hot.data() + base;
  const ProfileSite *sites = P.table->sites.data() + base;
  uint32_t mask = c.mask;
  uint64_t lanes = uint64_t(std::popcount(mask));
  while (pc != kYield) {
    const DInst &d = code[pc];
    ++c.turnInsts;
    const uint32_t at = pc;
    if (c.mask != mask) [[unlikely]]
      mask = c.mask, lanes = uint64_t(std::popcount(mask));
    profileStep(c, P, hot[at], sites[at], lanes);
    if (definedness && f.undefSlots) [[unlikely]]
      shadowBefore(c, f, at);
    pc = d.fn(c, d, pc);
    if (definedness && (c.loadedUndef | c.storedUndef)) [[unlikely]]
      shadowAfter(c, f, at);
  }
}

} // namespace

void h::parkOtherMasks(Ctx &c, uint32_t pc, uint32_t other, uint32_t slot) {
  Warp &w = *c.warp;
  const size_t at = size_t(c.group - w.groups.data()); // the group moves when the vector grows
  c.group->mask &= ~other;
  c.mask = c.group->mask;
  Group rest = *c.group;
  rest.pc = pc;
  rest.state = GroupState::AtCollective;
  rest.forced = false;
  const uint64_t *m = c.R + size_t(slot) * kWarpSize;
  while (other) {
    const uint64_t mask = m[unsigned(std::countr_zero(other))];
    uint32_t lanes = 0;
    forLanes(other, [&](unsigned l) { lanes |= uint32_t(m[l] == mask) << l; });
    rest.mask = lanes;
    ++rest.frame->refs;
    w.groups.push_back(rest);
    other &= ~lanes;
  }
  c.group = &w.groups[at];
}

bool meetAtCollectives(LaunchState &L, BlockState &B, Warp &w, bool force) {
  bool met = false;
  uint64_t seen = 0; // groups already looked at (a warp has at most 32)
  std::array<Group *, kWarpSize> parts;
  for (size_t i = 0; i < w.groups.size(); ++i) {
    Group &g = w.groups[i];
    if (g.state != GroupState::AtCollective || (seen >> i & 1))
      continue;
    const DInst &d = parkedAt(g);
    const uint32_t member = memberOf(g, d);
    size_t n = 0;
    uint32_t lanes = 0;
    for (size_t j = i; j < w.groups.size(); ++j) {
      Group &x = w.groups[j];
      if (x.state != GroupState::AtCollective || (seen >> j & 1))
        continue;
      const DInst &e = parkedAt(x);
      if (e.fn != d.fn || e.aux != d.aux || memberOf(x, e) != member)
        continue;
      seen |= uint64_t(1) << j;
      parts[n++] = &x;
      lanes |= x.mask;
    }
    const uint32_t need = member & w.liveMask & ~w.exitedMask;
    if ((lanes & need) != need && !force)
      continue;
    runTogether(L, B, w, std::span<Group *const>(parts.data(), n), force);
    met = true;
    if (force)
      return true;
  }
  return met;
}

bool quantumOver(Ctx &c, const DInst &d, uint32_t target) {
  c.group->pc = target; // where a timeout report finds it, or where it resumes
  c.quantumOver = true;
  shouldStop(c, d);
  return true;
}

void runWarp(LaunchState &L, BlockState &B, Warp &w) {
  Ctx &c = B.warpCtx[w.index];
  c.beginVisit(w, B, L);
  bool spun = false;
  for (;;) {
    if (L.stopped(B.position) || c.quantumOver)
      break;
    dropExited(B, w);
    bool parked = false;
    for (const Group &x : w.groups)
      parked |= x.state == GroupState::AtCollective;
    if (parked)
      meetAtCollectives(L, B, w, false);
    bool fairTurn = false;
    Group *g = pick(L, w, spun, fairTurn);
    if (!g)
      break; // every group waits at a barrier or collective, or the warp is done
    // Merge groups at the same place (running, or parked at a collective it will now run).
    for (Group &x : w.groups)
      if (&x != g && x.frame == g->frame && x.pc == g->pc &&
          (x.state == GroupState::Running || x.state == GroupState::AtCollective)) {
        g->mask |= x.mask;
        B.releaseFrame(x.frame);
        x.state = GroupState::Exited; // removed below, without its frame reference
        x.frame = nullptr;
        if (B.trace) [[unlikely]]
          traceMerge(B, w, g->mask);
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
    bool othersReady = false;
    for (const Group &x : w.groups)
      if (&x != g && (x.state == GroupState::Running || x.state == GroupState::AtCollective)) {
        c.runBelowPc = std::min(c.runBelowPc, x.frame == g->frame ? x.pc : 0);
        othersReady |= x.state == GroupState::Running;
      }
    if (fairTurn) // it runs on past the others (it may be the one they wait for) until it loops
      c.runBelowPc = UINT32_MAX;
    c.spinLeft = !othersReady                                ? UINT64_MAX
                 : L.warpSchedule == WarpSchedule::Converged ? kConvergedSpin
                 : L.warpSchedule == WarpSchedule::Fair      ? kFairSpin
                                                             : 1 + nextDraw(w.random) % kRandomSpinMax;
    c.spun = false;
    g->lastRun = ++w.turns;
    c.group = g;
    c.mask = g->mask;
    c.fn = g->frame->fn;
    c.R = g->frame->regs.data();
    c.turnInsts = 0;
    const DInst *code = c.fn->code.data();
    uint32_t pc = g->pc;
    const uint64_t lanes = laneCount(c.mask);
    const uint32_t turnMask = c.mask;
    const size_t turnGroup = size_t(g - w.groups.data()), groupsBefore = w.groups.size();
    if (L.debugger) [[unlikely]] {
      debuggedTurn(c, *L.debugger, pc, L.definedness);
    } else if (B.profile && c.fn->siteBase + c.fn->code.size() <= B.profile->hot.size()) [[unlikely]] {
      profiledTurn(c, *B.profile, *g->frame, pc, L.definedness);
    } else if (!L.definedness) {
      while (pc != kYield) {
        const DInst &d = code[pc];
        ++c.turnInsts;
        pc = d.fn(c, d, pc);
      }
    } else { // initcheck: the registers' definedness moves with their values (sim/Definedness.h)
      Frame &f = *g->frame;
      while (pc != kYield) {
        const DInst &d = code[pc];
        ++c.turnInsts;
        const uint32_t at = pc;
        if (f.undefSlots) [[unlikely]]
          shadowBefore(c, f, at);
        pc = d.fn(c, d, pc);
        if (c.loadedUndef | c.storedUndef) [[unlikely]]
          shadowAfter(c, f, at);
      }
    }
    const uint64_t executed = c.turnInsts;
    if (B.trace) [[unlikely]]
      traceTurn(B, w, turnGroup, turnMask, groupsBefore, executed);
    w.clock += executed;
    c.laneInsts += executed * lanes;
    L.laneInstructions.fetch_add(executed * lanes, std::memory_order_relaxed);
    spun = c.spun;
  }
  B.spins += c.insts;
}

} // namespace nvsim::sim
