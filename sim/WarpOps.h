// Special registers, barriers and warp-synchronous operations: the handlers that read or wait
// for the state of the warp and the block rather than only their own lane.
#pragma once

#include "sim/ControlOps.h"

namespace nvsim::sim::h {

using intr::SpecialReg;

template <SpecialReg K> uint32_t sreg(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const Warp &w = *c.warp;
  const LaunchState &L = *c.launch;
  const BlockState &B = *c.block;
  forLanes(c.mask, [&](unsigned l) {
    uint64_t v = 0;
    if constexpr (K == SpecialReg::TidX)
      v = w.tid[0][l];
    else if constexpr (K == SpecialReg::TidY)
      v = w.tid[1][l];
    else if constexpr (K == SpecialReg::TidZ)
      v = w.tid[2][l];
    else if constexpr (K == SpecialReg::NTidX)
      v = L.block.x;
    else if constexpr (K == SpecialReg::NTidY)
      v = L.block.y;
    else if constexpr (K == SpecialReg::NTidZ)
      v = L.block.z;
    else if constexpr (K == SpecialReg::CtaidX)
      v = B.index[0];
    else if constexpr (K == SpecialReg::CtaidY)
      v = B.index[1];
    else if constexpr (K == SpecialReg::CtaidZ)
      v = B.index[2];
    else if constexpr (K == SpecialReg::NCtaidX)
      v = L.grid.x;
    else if constexpr (K == SpecialReg::NCtaidY)
      v = L.grid.y;
    else if constexpr (K == SpecialReg::NCtaidZ)
      v = L.grid.z;
    else if constexpr (K == SpecialReg::LaneId)
      v = l;
    else if constexpr (K == SpecialReg::WarpId)
      v = w.index % kMaxWarpsPerSM;
    else if constexpr (K == SpecialReg::NWarpId)
      v = kMaxWarpsPerSM;
    else if constexpr (K == SpecialReg::WarpSize)
      v = kWarpSize;
    else if constexpr (K == SpecialReg::SmId)
      v = B.linear % kSimulatedSMs;
    else if constexpr (K == SpecialReg::NSmId)
      v = kSimulatedSMs;
    else if constexpr (K == SpecialReg::GridId)
      v = 1;
    else if constexpr (K == SpecialReg::LanemaskEq)
      v = 1u << l;
    else if constexpr (K == SpecialReg::LanemaskLt)
      v = (1u << l) - 1;
    else if constexpr (K == SpecialReg::LanemaskLe)
      v = uint32_t((uint64_t(2) << l) - 1);
    else if constexpr (K == SpecialReg::LanemaskGt)
      v = uint32_t(~((uint64_t(2) << l) - 1));
    else if constexpr (K == SpecialReg::LanemaskGe)
      v = uint32_t(~((1u << l) - 1));
    else if constexpr (K == SpecialReg::Clock)
      v = uint32_t(w.clock + c.turnInsts);
    else if constexpr (K == SpecialReg::Clock64)
      v = w.clock + c.turnInsts;
    else if constexpr (K == SpecialReg::GlobalTimer)
      v = (w.clock + c.turnInsts) * 1000;
    else if constexpr (K == SpecialReg::DynamicSmem)
      v = L.dynamicSharedBytes;
    else if constexpr (K == SpecialReg::TotalSmem)
      v = L.sharedBytes;
    else
      static_assert(K != K, "a special register without a value");
    dst[l] = v;
  });
  return pc + 1;
}

// --- Block barriers. d.aux intr::BarrierOp, d.a predicate slot, d.b barrier id slot (or UINT32_MAX
// for barrier 0), d.c thread count slot (or UINT32_MAX for all threads). -----------------------

inline uint32_t barrier(Ctx &c, const DInst &d, uint32_t pc) {
  Group &g = *c.group;
  const unsigned first = unsigned(std::countr_zero(c.mask));
  g.state = GroupState::AtBarrier;
  g.pc = pc + 1;
  g.barrierOp = intr::BarrierOp(d.aux);
  g.barrierDst = d.dst;
  g.barrierId = d.b == UINT32_MAX ? 0 : uint32_t(reg(c, d.b, first));
  g.barrierCount = d.c == UINT32_MAX ? 0 : uint32_t(reg(c, d.c, first));
  if (g.barrierId >= kNumBarriers) [[unlikely]] {
    g.state = GroupState::Running;
    return raiseFault(c, d, first,
                      fmt::format("barrier {} does not exist (a block has barriers 0 to {})", g.barrierId,
                                  kNumBarriers - 1));
  }
  if (g.barrierOp != intr::BarrierOp::Plain)
    forLanes(c.mask, [&](unsigned l) { c.warp->barrierPred[l] = uint8_t(reg(c, d.a, l) != 0); });
  if (c.launch->checks & kSynccheck) [[unlikely]]
    checkBarrierDivergence(c, d, pc);
  return kYield;
}

// --- Warp-synchronous operations (Volta semantics): the group waits until every live lane of
// the member mask is in it; lanes that exited do not count. A group that parks waits for the
// scheduler to run it together with the other members' groups (meetAtCollectives, Warp.cpp),
// which gathers each lane's operands from its own frame: the handlers' operands are d.a (member
// mask), d.b, d.c and d.imm (slots, or unused and 0), their results d.aux2 slots from d.dst. ---

/// synccheck of a warp-synchronous operation about to run: lanes outside the member mask,
/// members that exited or never arrive (`forced`), and for bar.warp.sync lanes the warp does
/// not have. Out of line: only called under --check synccheck.
void checkSyncMask(Ctx &c, const DInst &d, uint32_t member, bool forced, bool warpSync);

/// Parks the lanes `other` of the current group, whose member masks (slot `slot`) differ from its
/// first lane's, in groups of their own, one per mask: threads naming different masks take part
/// in different collectives (Warp.cpp).
void parkOtherMasks(Ctx &c, uint32_t pc, uint32_t other, uint32_t slot);

inline bool collectiveReady(Ctx &c, const DInst &d, uint32_t member, uint32_t pc, bool warpSync = false) {
  if (d.a != UINT32_MAX) {
    const uint64_t *m = c.R + size_t(d.a) * kWarpSize;
    uint32_t other = 0;
    forLanes(c.mask, [&](unsigned l) { other |= uint32_t(uint32_t(m[l]) != member) << l; });
    if (other) [[unlikely]]
      parkOtherMasks(c, pc, other, d.a);
  }
  const uint32_t need = member & c.warp->liveMask & ~c.warp->exitedMask;
  if ((c.mask & need) == need || c.group->forced) {
    if (c.launch->checks & kSynccheck) [[unlikely]]
      checkSyncMask(c, d, member, c.group->forced, warpSync);
    if (c.launch->checks & kRacecheck) [[unlikely]]
      warpSynced(c, c.mask);
    c.group->forced = false;
    return true;
  }
  c.group->state = GroupState::AtCollective;
  c.group->pc = pc;
  return false;
}

inline uint32_t memberMask(Ctx &c, uint32_t slot) {
  return slot == UINT32_MAX ? c.mask : uint32_t(reg(c, slot, unsigned(std::countr_zero(c.mask))));
}

/// bar.warp.sync / __syncwarp: d.a member mask slot.
inline uint32_t warpSync(Ctx &c, const DInst &d, uint32_t pc) {
  return collectiveReady(c, d, memberMask(c, d.a), pc, true) ? pc + 1 : kYield;
}

using intr::ShflMode;

/// shfl.sync: d.a member mask slot (UINT32_MAX for the old non-sync form), d.b value, d.c lane
/// or offset; d.imm the clamp/segment operand slot; dst value, dst+1 the predicate when P.
template <ShflMode M, bool P> uint32_t shuffle(Ctx &c, const DInst &d, uint32_t pc) {
  if (!collectiveReady(c, d, memberMask(c, d.a), pc))
    return kYield;
  std::array<uint64_t, kWarpSize> src;
  const uint64_t *v = c.R + size_t(d.b) * kWarpSize;
  for (unsigned l = 0; l < kWarpSize; ++l)
    src[l] = v[l];
  const uint32_t active = c.mask;
  forLanes(c.mask, [&](unsigned lane) {
    const uint32_t b = uint32_t(reg(c, d.c, lane)) & 0x1f;
    const uint32_t cc = uint32_t(reg(c, uint32_t(d.imm), lane));
    const uint32_t cval = cc & 0x1f, seg = (cc >> 8) & 0x1f;
    const uint32_t maxLane = (lane & seg) | (cval & ~seg), minLane = lane & seg;
    int32_t j = 0;
    bool ok = false;
    if constexpr (M == ShflMode::Up) {
      j = int32_t(lane) - int32_t(b);
      ok = j >= int32_t(maxLane);
    } else if constexpr (M == ShflMode::Down) {
      j = int32_t(lane + b);
      ok = j <= int32_t(maxLane);
    } else if constexpr (M == ShflMode::Bfly) {
      j = int32_t(lane ^ b);
      ok = j <= int32_t(maxLane);
    } else {
      j = int32_t(minLane | (b & ~seg));
      ok = j <= int32_t(maxLane);
    }
    if (!ok)
      j = int32_t(lane);
    // Reading an inactive lane is undefined in PTX; the simulator returns the lane's own value.
    const bool from = (active >> j) & 1;
    reg(c, d.dst, lane) = from ? src[unsigned(j)] : src[lane];
    if constexpr (P)
      reg(c, d.dst + 1, lane) = ok;
  });
  return pc + 1;
}

using intr::VoteMode;

/// vote.sync: d.a member mask slot (UINT32_MAX: old form), d.b predicate.
template <VoteMode V> uint32_t vote(Ctx &c, const DInst &d, uint32_t pc) {
  const uint32_t member = memberMask(c, d.a);
  if (!collectiveReady(c, d, member, pc))
    return kYield;
  const uint32_t within = c.mask & (d.a == UINT32_MAX ? kFullMask : member);
  uint32_t ballot = 0;
  forLanes(within, [&](unsigned l) { ballot |= uint32_t(reg(c, d.b, l) & 1) << l; });
  uint64_t r = 0;
  if constexpr (V == VoteMode::All)
    r = ballot == within;
  else if constexpr (V == VoteMode::Any)
    r = ballot != 0;
  else if constexpr (V == VoteMode::Uni)
    r = ballot == 0 || ballot == within;
  else
    r = ballot;
  forLanes(c.mask, [&](unsigned l) { reg(c, d.dst, l) = r; });
  return pc + 1;
}

/// match.any.sync / match.all.sync (d.aux intr::MatchMode): d.a member mask, d.b value.
inline uint32_t match(Ctx &c, const DInst &d, uint32_t pc) {
  const uint32_t member = memberMask(c, d.a);
  if (!collectiveReady(c, d, member, pc))
    return kYield;
  const uint32_t within = c.mask & member;
  const bool all = intr::MatchMode(d.aux) == intr::MatchMode::All;
  forLanes(c.mask, [&](unsigned l) {
    uint32_t same = 0;
    forLanes(within, [&](unsigned k) { same |= uint32_t(reg(c, d.b, k) == reg(c, d.b, l)) << k; });
    if (all) {
      const bool eq = same == within;
      reg(c, d.dst, l) = eq ? within : 0;
      reg(c, d.dst + 1, l) = eq;
    } else {
      reg(c, d.dst, l) = same;
    }
  });
  return pc + 1;
}

inline uint32_t activeMask(Ctx &c, const DInst &d, uint32_t pc) {
  const uint32_t m = c.mask;
  forLanes(c.mask, [&](unsigned l) { reg(c, d.dst, l) = m; });
  return pc + 1;
}

/// redux.sync (sm_80): d.b value, d.a member mask; d.aux the operation (intr::ReduxOp).
inline uint32_t redux(Ctx &c, const DInst &d, uint32_t pc) {
  const uint32_t member = memberMask(c, d.a);
  if (!collectiveReady(c, d, member, pc))
    return kYield;
  const uint32_t within = c.mask & member;
  const unsigned first = unsigned(std::countr_zero(within ? within : c.mask));
  uint32_t r = uint32_t(reg(c, d.b, first));
  forLanes(within & ~(1u << first), [&](unsigned l) {
    const uint32_t v = uint32_t(reg(c, d.b, l));
    switch (intr::ReduxOp(d.aux)) {
    case intr::ReduxOp::Add: r += v; break;
    case intr::ReduxOp::Min: r = uint32_t(std::min(int32_t(r), int32_t(v))); break;
    case intr::ReduxOp::Max: r = uint32_t(std::max(int32_t(r), int32_t(v))); break;
    case intr::ReduxOp::UMin: r = std::min(r, v); break;
    case intr::ReduxOp::UMax: r = std::max(r, v); break;
    case intr::ReduxOp::And: r &= v; break;
    case intr::ReduxOp::Or: r |= v; break;
    case intr::ReduxOp::Xor: r ^= v; break;
    }
  });
  forLanes(c.mask, [&](unsigned l) { reg(c, d.dst, l) = r; });
  return pc + 1;
}

/// isspacep.<space>: d.aux the space.
inline uint32_t isSpace(Ctx &c, const DInst &d, uint32_t pc) {
  const auto space = mem::AddrSpace(d.aux);
  forLanes(c.mask, [&](unsigned l) { reg(c, d.dst, l) = mem::isSpace(space, reg(c, d.a, l)); });
  return pc + 1;
}

/// addrspacecast / cvta / ptr.gen.to.*: d.aux from space, d.aux2 to space, d.imm result mask.
inline uint32_t castSpace(Ctx &c, const DInst &d, uint32_t pc) {
  forLanes(c.mask, [&](unsigned l) { reg(c, d.dst, l) = castAddress(reg(c, d.a, l), d.aux, d.aux2, d.imm); });
  return pc + 1;
}

/// vprintf(format, args): d.a format pointer slot, d.b argument buffer slot.
inline uint32_t vprintf(Ctx &c, const DInst &d, uint32_t pc) {
  for (uint32_t m = c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    std::string out, error;
    if (!formatPrintf(c, l, reg(c, d.a, l), reg(c, d.b, l), out, error))
      return raiseFault(c, d, l, "printf: " + error);
    appendOutput(*c.launch, out);
    reg(c, d.dst, l) = out.size();
  }
  return pc + 1;
}

} // namespace nvsim::sim::h
