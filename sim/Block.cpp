// A thread block (docs/executor-design.md, "Blocks and grid"): its shared and local memory, its
// warps started at the kernel's entry, and the rounds that run them on one host thread until every
// thread exits. A barrier completes when every non-exited thread has arrived; a warp collective
// whose partners cannot arrive runs with the lanes it has; a block where nothing can run is a
// deadlock (a fault, or synccheck's finding).
#include "sim/Block.h"

#include "sim/Checkers.h"
#include "sim/Warp.h"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>

namespace nvsim::sim {

namespace {

/// The block's shared memory and its threads' stacks. A block state serves one launch (runs of
/// many blocks on one host thread), so they are made, and charged to the budget, by its first
/// block; false (a fault raised) when they do not fit the budget.
bool prepareBuffers(LaunchState &L, BlockState &B) {
  const uint32_t threads = uint32_t(L.block.count());
  const uint32_t nwarps = L.warpsPerBlock();
  const uint32_t stride = L.stackStride;
  if (B.shared.size() != L.sharedBytes || B.local.size() != nwarps) {
    const uint64_t localBytes = uint64_t(nwarps) * stride * kWarpSize;
    // The checkers' shadows: racecheck's two records per shared word, a state byte per local byte.
    const uint64_t shadowBytes = L.accessChecks ? uint64_t(L.sharedBytes) * 4 + localBytes : 0;
    const uint64_t bytes = L.sharedBytes + localBytes + shadowBytes;
    if (!B.reserve(bytes)) {
      raiseBlockFault(L, B,
                      budgetMessage(*B.budget,
                                    fmt::format("a block's shared memory and its {} threads' {}-byte stacks",
                                                threads, L.stackBytes),
                                    bytes));
      return false;
    }
    B.shared = mem::AlignedBuffer(L.sharedBytes);
    B.preparedLaunch = 0; // the lanes' windows point into the new buffers
    B.local.clear();
    for (uint32_t i = 0; i < nwarps; ++i)
      B.local.emplace_back(stride * kWarpSize);
  } else {
    B.shared.clear();
  }
  return true;
}

/// The coordinates (by counting, x fastest, not three divisions per lane) and memory windows of
/// the lanes of warp `wi`.
void prepareLanes(const LaunchState &L, BlockState &B, uint32_t wi, const mem::WindowBuffer &param) {
  const Dim3 &bd = L.block;
  const uint32_t stride = L.stackStride;
  Warp &w = B.warps[wi];
  const uint32_t first = wi * kWarpSize;
  uint32_t tx = first % bd.x, ty = (first / bd.x) % bd.y, tz = first / (bd.x * bd.y);
  for (unsigned l = 0; l < kWarpSize; ++l) {
    w.tid[0][l] = tx;
    w.tid[1][l] = ty;
    w.tid[2][l] = tz;
    if (++tx == bd.x) {
      tx = 0;
      if (++ty == bd.y) {
        ty = 0;
        ++tz;
      }
    }
    auto &ctx = w.ctx[l];
    ctx.memory = L.memory;
    ctx.shared = B.shared.window();
    ctx.local = {B.local[wi].data() + size_t(l) * stride, L.stackBytes, nullptr};
    ctx.param = param;
  }
}

/// Warp `wi` of the block at the kernel's entry: its threads' coordinates and memory, the
/// parameters in its first frame, private copies of the byval parameters the kernel writes. False
/// (a fault raised) when its registers do not fit the budget.
bool startWarp(LaunchState &L, BlockState &B, uint32_t wi, const mem::WindowBuffer &param) {
  const Dim3 &bd = L.block;
  const uint32_t threads = uint32_t(bd.count());
  Warp &w = B.warps[wi];
  for (Group &g : w.groups)
    if (g.frame)
      B.releaseFrame(g.frame);
  w.groups.clear();
  w.index = wi;
  w.exitedMask = 0;
  w.clock = 0;
  w.fenced = false;
  const uint32_t first = wi * kWarpSize;
  const uint32_t count = std::min<uint32_t>(kWarpSize, threads - first);
  w.liveMask = count == 32 ? kFullMask : (1u << count) - 1;
  w.sp.fill(kLocalStackStart);
  // The lanes' coordinates and memory windows are the same in every block of the launch: a host
  // thread's first block writes them.
  if (B.preparedLaunch != L.serial)
    prepareLanes(L, B, wi, param);
  Frame *f = B.newFrame(L.kernel);
  if (!f) {
    raiseBlockFault(L, B,
                    budgetMessage(*B.budget, "the registers of a warp of " + L.kernel->name,
                                  uint64_t(L.kernel->numSlots) * kWarpSize * sizeof(uint64_t)));
    return false;
  }
  // Parameters: the same value in every lane.
  size_t k = 0;
  for (size_t i = 0; i < L.kernel->paramSlots.size(); ++i)
    for (uint32_t s = 0; s < L.kernel->paramSlotCounts[i]; ++s, ++k)
      std::fill_n(f->regs.data() + size_t(L.kernel->paramSlots[i] + s) * kWarpSize, kWarpSize,
                  L.paramValues[k]);
  // Byval parameters the kernel may write: a private copy per thread in local memory.
  // Their places were laid out for the launch (bindArguments), the same in every thread.
  for (const auto &bc : L.byvalCopies)
    for (unsigned l = 0; l < count; ++l) {
      const uint32_t at = bc.localOffset;
      std::memcpy(w.ctx[l].local.data + at, L.param.data() + bc.paramOffset, bc.size);
      markLocal(L, B, w, l, w.sp[l], at, at + bc.size, true);
      w.sp[l] = at + bc.size;
      f->regs[size_t(bc.slot) * kWarpSize + l] = mem::toGeneric(mem::AddrSpace::Local, at);
    }
  w.groups.push_back({f, L.kernel->entry, w.liveMask});
  return true;
}

/// Releases the barriers every thread that must has arrived at (reducing the predicates of
/// barrier0.popc/and/or); true when one was released.
bool releaseBarriers(LaunchState &L, BlockState &B) {
  // Threads waiting per barrier id, and the count a bar.sync with a thread count asks for.
  std::array<uint32_t, kNumBarriers> arrived{}, expected{};
  uint32_t waitedOn = 0;
  for (Warp &w : B.warps)
    for (Group &g : w.groups)
      if (g.state == GroupState::AtBarrier) {
        arrived[g.barrierId] += uint32_t(std::popcount(g.mask));
        waitedOn |= 1u << g.barrierId;
        if (g.barrierCount)
          expected[g.barrierId] = g.barrierCount;
      }
  bool released = false;
  const uint32_t live = B.liveThreads - B.exitedThreads;
  for (uint32_t ids = waitedOn; ids; ids &= ids - 1) {
    const uint32_t id = uint32_t(std::countr_zero(ids));
    const uint32_t need = expected[id] ? std::min(expected[id], live) : live;
    if (arrived[id] < need)
      continue;
    if (L.checks & kSynccheck) [[unlikely]]
      checkBarrierRelease(L, B, id);
    if (B.trace) [[unlikely]]
      traceBarrierRelease(B, id);
    // Reduce the predicates of barrier0.popc/and/or, then let everyone go.
    uint32_t popc = 0;
    bool all = true, any = false;
    for (Warp &w : B.warps)
      for (Group &g : w.groups)
        if (g.state == GroupState::AtBarrier && g.barrierId == id && g.barrierOp != intr::BarrierOp::Plain)
          for (uint32_t m = g.mask; m; m &= m - 1) {
            const bool p = w.barrierPred[unsigned(std::countr_zero(m))];
            popc += p;
            all = all && p;
            any = any || p;
          }
    for (Warp &w : B.warps)
      for (Group &g : w.groups)
        if (g.state == GroupState::AtBarrier && g.barrierId == id) {
          if (g.barrierOp != intr::BarrierOp::Plain) {
            const uint64_t r = g.barrierOp == intr::BarrierOp::Popc  ? popc
                               : g.barrierOp == intr::BarrierOp::And ? uint64_t(all)
                                                                     : uint64_t(any);
            uint64_t *dst = g.frame->regs.data() + size_t(g.barrierDst) * kWarpSize;
            forLanes(g.mask, [&](unsigned l) { dst[l] = r; });
          }
          g.state = GroupState::Running;
        }
    released = true;
    if (L.accessChecks) {
      // racecheck: a GPU-scope fence before a barrier orders what the block does after it
      // (cumulativity: the fence-flag idiom's acquire by one thread, then __syncthreads, as a
      // hand-written grid barrier does), so every warp that waited is now fenced.
      bool fenced = false;
      for (Warp &w : B.warps)
        fenced |= w.fenced;
      if (fenced)
        for (Warp &w : B.warps)
          w.fenced = true;
      nextBarrierInterval(L, B);
    }
  }
  return released;
}

/// The fault of a block where no thread can go on (without synccheck, which reports it as a
/// finding): the first group waiting at a barrier is its site.
void barrierDeadlockFault(LaunchState &L, BlockState &B) {
  for (Warp &w : B.warps)
    for (Group &g : w.groups)
      if (g.state == GroupState::AtBarrier) {
        Ctx c;
        c.warp = &w;
        c.block = &B;
        c.launch = &L;
        c.mask = g.mask;
        const DInst &d = g.frame->fn->code[g.pc - 1];
        raiseFault(c, d, unsigned(std::countr_zero(g.mask)),
                   fmt::format(
                       "barrier deadlock: {} of {} threads wait at a barrier the others never reach "
                       "(they exited or wait elsewhere)",
                       [&] {
                         uint32_t n = 0;
                         for (Warp &x : B.warps)
                           for (Group &y : x.groups)
                             if (y.state == GroupState::AtBarrier)
                               n += uint32_t(std::popcount(y.mask));
                         return n;
                       }(),
                       B.liveThreads - B.exitedThreads));
        return;
      }
}

} // namespace

bool startBlock(LaunchState &L, BlockState &B, uint64_t linear, uint64_t position) {
  B.linear = linear;
  B.position = position;
  B.index = L.grid.at(linear);
  const uint32_t nwarps = L.warpsPerBlock();
  if (!prepareBuffers(L, B))
    return false;
  B.warps.resize(nwarps);
  B.warpCtx.resize(nwarps);
  for (Ctx &c : B.warpCtx)
    c.regions.fill(mem::Region{});
  B.exitedThreads = 0;
  B.liveThreads = uint32_t(L.block.count());
  B.round = 0;
  B.spins = 0;
  B.pauses = 0;
  B.barriersOutOfStep = false;
  B.warpOrder.resize(nwarps);
  std::iota(B.warpOrder.begin(), B.warpOrder.end(), 0u);
  B.orderState = L.scheduleSeed ^ (linear * 0x9e3779b97f4a7c15ull);
  if (L.accessChecks)
    beginBlockChecks(L, B);
  const mem::WindowBuffer param = L.param.window();
  for (uint32_t wi = 0; wi < nwarps; ++wi) {
    if (!startWarp(L, B, wi, param))
      return false;
    B.warps[wi].random = L.scheduleSeed ^ (linear * 0x9e3779b97f4a7c15ull) ^ (uint64_t(wi) << 32);
  }
  B.preparedLaunch = L.serial;
  return true;
}

BlockRun resumeBlock(LaunchState &L, BlockState &B, uint64_t slice) {
  const uint64_t until = B.spins + slice;
  for (;;) {
    ++B.round;
    bool any = false;
    // --schedule random: each round runs the warps in a fresh order drawn from the seed.
    if (L.randomSchedule)
      for (size_t i = B.warpOrder.size(); i > 1; --i)
        std::swap(B.warpOrder[i - 1], B.warpOrder[nextDraw(B.orderState) % i]);
    // NOTE: a warp's own loop checks the deadline on backward branches, but a loop around a
    // barrier (`while (1) __syncthreads();`) yields every turn: the rounds check it too.
    if (B.round % 64 == 0 && L.pastDeadline()) {
      raiseBlockFault(L, B, timeoutMessage(L));
      L.stopFrom(0);
      return BlockRun::Stopped;
    }
    for (uint32_t wi : B.warpOrder) {
      Warp &w = B.warps[wi];
      if (L.stopped(B.position))
        return BlockRun::Stopped;
      bool runnable = false;
      for (const Group &g : w.groups)
        runnable |= g.state == GroupState::Running;
      if (runnable) {
        runWarp(L, B, w);
        any = true;
      }
    }
    if (L.stopped(B.position))
      return BlockRun::Stopped;
    bool waiting = false;
    for (Warp &w : B.warps)
      for (Group &g : w.groups)
        waiting |= g.state != GroupState::Exited;
    if (!waiting)
      return BlockRun::Finished;
    if (releaseBarriers(L, B) || any) {
      if (B.spins >= until)
        return BlockRun::Paused;
      continue;
    }
    // Nobody can run: a collective whose partners exited or wait elsewhere runs with the lanes
    // it has; else the block is deadlocked (threads wait at a barrier others never reach).
    bool forced = false;
    for (Warp &w : B.warps)
      if (!forced)
        forced = meetAtCollectives(L, B, w, true);
    if (forced)
      continue;
    if (L.checks & kSynccheck)
      barrierDeadlockFinding(L, B);
    else
      barrierDeadlockFault(L, B);
    return BlockRun::Stopped;
  }
}

void describeStuck(LaunchState &L, const BlockState &B) {
  std::lock_guard lock(L.faultMutex);
  for (const Warp &w : B.warps)
    for (const Group &g : w.groups) {
      if (g.state == GroupState::Exited || !g.frame)
        continue;
      // A group at a barrier has moved past it (pc + 1); the others are at the instruction.
      const uint32_t pc = g.state == GroupState::AtBarrier && g.pc > 0 ? g.pc - 1 : g.pc;
      const ir::Instruction *I = pc < g.frame->fn->code.size() ? g.frame->fn->code[pc].ir : nullptr;
      L.stuck.push_back({B.index, w.index, g.mask,
                         g.state == GroupState::AtBarrier      ? "barrier"
                         : g.state == GroupState::AtCollective ? "collective"
                                                               : "running",
                         I ? instructionText(I) : std::string(), I ? locationOf(L, I) : std::string()});
    }
}

namespace h {

NVSIM_LANE_LOOP bool fullWarpInside(const uint64_t *p, uint64_t lo, uint64_t last, uint64_t misalign) {
  uint64_t outside = 0, bits = 0;
  for (unsigned l = 0; l < kWarpSize; ++l) {
    const uint64_t d = p[l] - lo;
    outside |= (last - d) | d;
    bits |= p[l];
  }
  return !(outside >> 63) && !(bits & misalign);
}

} // namespace h

} // namespace nvsim::sim
