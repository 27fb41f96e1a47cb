// Handlers for control flow, calls, allocas, atomics, bulk memory and the stateful intrinsics
// (special registers, barriers, warp-synchronous operations).
#pragma once

#include "intrinsics/PureFunctions.h"
#include "sim/MemoryOps.h"

#include <algorithm>

namespace nvsim::sim {

/// Runtime services the handlers call (ProgramLoad.cpp, Reports.cpp, Printf.cpp).
const DecodedFunction *functionAt(const LaunchState &launch, uint64_t address);
/// Checks the launch's abort flag and deadline; true when the warp must stop.
bool shouldStop(Ctx &c, const DInst &d);
/// Every 1024 backward branches of a warp: checks the launch's abort flag and deadline, and ends
/// the warp's quantum (its group resumes at `target`) so that the block's other warps and the
/// host thread's other resident blocks run (a warp spinning on another's flag must let it). True
/// when the warp must yield.
bool quantumOver(Ctx &c, const DInst &d, uint32_t target);
/// Appends text printed by the kernel (vprintf).
void appendOutput(LaunchState &launch, std::string_view text);
/// Formats a vprintf call of one lane.
bool formatPrintf(Ctx &c, unsigned lane, uint64_t format, uint64_t args, std::string &out,
                  std::string &error);
/// Reads a NUL-terminated string from simulated memory (for __assertfail), at most `limit` bytes.
std::string readString(Ctx &c, unsigned lane, uint64_t address, size_t limit = 1024);

namespace h {

// --- Branches. -------------------------------------------------------------------------------

/// A jump: the group keeps running when it is alone, or when every other group it could merge
/// with is further on in its frame, unless it has looped for as long as the warp schedule lets
/// a group keep other ready groups waiting (Ctx::spinLeft).
inline uint32_t goTo(Ctx &c, const DInst &d, uint32_t pc, uint32_t target) {
  if (target <= pc && (++c.insts & 0x3ff) == 0 && quantumOver(c, d, target)) [[unlikely]]
    return kYield;
  if (c.warp->groups.size() == 1) [[likely]]
    return target;
  if (target < c.runBelowPc) {
    if (target > pc || --c.spinLeft != 0)
      return target;
    c.spun = true;
  }
  c.group->pc = target;
  return kYield;
}

inline uint32_t jump(Ctx &c, const DInst &d, uint32_t pc) { return goTo(c, d, pc, d.a); }

/// Splits the current group: lanes `taken` go to `t`, the rest of the mask to `f`.
inline uint32_t split(Ctx &c, uint32_t taken, uint32_t t, uint32_t f) {
  Group other = *c.group;
  c.group->mask = taken;
  c.group->pc = t;
  other.mask = c.mask & ~taken;
  other.pc = f;
  ++other.frame->refs;
  c.warp->groups.push_back(other);
  return kYield;
}

/// br i1 %k: d.a condition slot, d.b true target, d.c false target.
inline uint32_t branch(Ctx &c, const DInst &d, uint32_t pc) {
  const uint64_t *k = c.R + size_t(d.a) * kWarpSize;
  if (c.mask == kFullMask) {
    // A converged warp: an AND and an OR over the lanes (vectorised) tell the uniform branches,
    // nearly all of them, without building the mask bit by bit.
    uint64_t all = ~uint64_t(0), any = 0;
    for (unsigned l = 0; l < kWarpSize; ++l) {
      all &= k[l];
      any |= k[l];
    }
    if (all & 1)
      return goTo(c, d, pc, d.b);
    if (!(any & 1))
      return goTo(c, d, pc, d.c);
  }
  uint32_t taken = 0;
  forLanes(c.mask, [&](unsigned l) { taken |= uint32_t(k[l] & 1) << l; });
  if (taken == c.mask)
    return goTo(c, d, pc, d.b);
  if (taken == 0)
    return goTo(c, d, pc, d.c);
  return split(c, taken, d.b, d.c);
}

inline uint32_t switchBranch(Ctx &c, const DInst &d, uint32_t pc) {
  const auto &s = *static_cast<const SwitchInfo *>(d.ext);
  const uint64_t *k = c.R + size_t(d.a) * kWarpSize;
  std::array<uint32_t, kWarpSize> target{};
  forLanes(c.mask, [&](unsigned l) {
    uint32_t t = s.defaultPc;
    for (const auto &[v, p] : s.cases)
      if (v == k[l]) {
        t = p;
        break;
      }
    target[l] = t;
  });
  const unsigned first = unsigned(std::countr_zero(c.mask));
  uint32_t same = 0;
  forLanes(c.mask, [&](unsigned l) { same |= uint32_t(target[l] == target[first]) << l; });
  if (same == c.mask)
    return goTo(c, d, pc, target[first]);
  // One group per distinct target.
  uint32_t rest = c.mask & ~same;
  Group base = *c.group;
  c.group->mask = same;
  c.group->pc = target[first];
  while (rest) {
    const unsigned l0 = unsigned(std::countr_zero(rest));
    uint32_t m = 0;
    for (uint32_t r = rest; r; r &= r - 1) {
      const unsigned l = unsigned(std::countr_zero(r));
      if (target[l] == target[l0])
        m |= 1u << l;
    }
    Group g = base;
    g.mask = m;
    g.pc = target[l0];
    ++g.frame->refs;
    c.warp->groups.push_back(g);
    rest &= ~m;
  }
  return kYield;
}

inline uint32_t unreachable(Ctx &c, const DInst &d, uint32_t) {
  return raiseFault(c, d, unsigned(std::countr_zero(c.mask)), "reached 'unreachable'");
}

inline uint32_t trap(Ctx &c, const DInst &d, uint32_t) {
  return raiseFault(c, d, unsigned(std::countr_zero(c.mask)), "trap: the kernel executed llvm.trap");
}

/// __assertfail(message, file, line, function, charSize)
inline uint32_t assertFail(Ctx &c, const DInst &d, uint32_t) {
  const auto *call = static_cast<const CallInfo *>(d.ext);
  const unsigned l = unsigned(std::countr_zero(c.mask));
  std::string msg = readString(c, l, reg(c, call->argSlots[0], l));
  std::string file = readString(c, l, reg(c, call->argSlots[1], l));
  const uint64_t line = reg(c, call->argSlots[2], l);
  std::string fn = readString(c, l, reg(c, call->argSlots[3], l));
  return raiseFault(
      c, d, l,
      fmt::format("device assertion failed: {}:{}: {}: Assertion `{}` failed.", file, line, fn, msg));
}

// --- Calls and returns. --------------------------------------------------------------------

uint32_t callFunction(Ctx &c, const DInst &d, uint32_t pc);
uint32_t returnFromFunction(Ctx &c, const DInst &d, uint32_t pc);

// --- Allocas: per-lane local stack. d.imm element size, d.a count slot, d.aux2 align, d.aux the
// result's address space (0: generic pointer into the local window, 5: local offset). ---------

inline uint32_t allocaOp(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *n = c.R + size_t(d.a) * kWarpSize;
  const uint64_t align = d.aux2 ? d.aux2 : 1;
  const uint32_t limit = c.launch->stackBytes;
  for (uint32_t m = c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    uint64_t bytes = 0;
    if (__builtin_mul_overflow(d.imm, n[l], &bytes)) [[unlikely]] // 2^62 elements of 4 bytes: not 0
      return raiseStackOverflow(c, d, l,
                                fmt::format("stack overflow: alloca of {} elements of {} bytes exceeds the "
                                            "thread's {} bytes of local memory (--stack-size)",
                                            n[l], d.imm, limit));
    // Checked launches leave a redzone before each alloca, where memcheck catches overruns of
    // the variable below it.
    const uint64_t from = uint64_t(c.warp->sp[l]) + (c.launch->accessChecks ? kLocalRedzone : 0);
    const uint64_t at = (from + align - 1) & ~(align - 1);
    if (bytes > limit || at + bytes > limit) [[unlikely]]
      return raiseStackOverflow(
          c, d, l,
          fmt::format("stack overflow: alloca of {} bytes exceeds the thread's {} bytes of local "
                      "memory (--stack-size)",
                      bytes, limit));
    std::memset(c.warp->ctx[l].local.data + at, 0, bytes);
    markLocal(c, l, c.warp->sp[l], uint32_t(at), uint32_t(at + bytes), false);
    c.warp->sp[l] = uint32_t(at + bytes);
    dst[l] = d.aux == 5 ? at : mem::toGeneric(mem::AddrSpace::Local, at);
  }
  return pc + 1;
}

// --- Atomics. d.a pointer, d.b operand, d.aux the operation (mem::AtomicOp), d.aux2 the address
// space, d.imm 1 for a release (or stronger) of GPU scope or wider. Lanes go in lane order, so a
// warp's atomics are deterministic. -------------------

/// --memory-model relaxed, before a warp's atomics to global memory: a release drains the CTA's
/// pending stores, and each atomic follows the CTA's pending stores to its own bytes (coherence).
[[gnu::noinline]] inline void relaxedBeforeAtomic(Ctx &c, const DInst &d, const CheckedLanes &lanes,
                                                  const std::array<std::byte *, kWarpSize> &host,
                                                  uint32_t size) {
  RelaxedMemory &view = *c.launch->relaxed;
  const uint64_t cta = c.block->linear;
  view.tick();
  if (d.imm == 1)
    view.drainCta(cta);
  for (uint32_t m = lanes.ok & lanes.global; m; m &= m - 1)
    view.drainBytes(cta, host[unsigned(std::countr_zero(m))], size);
}

template <typename U> uint32_t atomicRMW(Ctx &c, const DInst &d, uint32_t pc) {
  const auto op = mem::AtomicOp(d.aux);
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *p = c.R + size_t(d.a) * kWarpSize, *v = c.R + size_t(d.b) * kWarpSize;
  const bool integerOp = !mem::isFloatOp(op);
  mem::Region region;
  std::array<std::byte *, kWarpSize> checkedHost;
  CheckedLanes checked;
  if (c.launch->accessChecks) [[unlikely]] { // every lane checked first, then applied in lane order
    checked = checkedWarpAccess(c, d, d.aux2, p, sizeof(U), mem::Access::Atomic, 1, true, checkedHost.data());
    if (checked.stop)
      return kYield;
    if (c.launch->relaxed && checked.global) [[unlikely]]
      relaxedBeforeAtomic(c, d, checked, checkedHost, sizeof(U));
  }
  for (uint32_t m = c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    std::byte *host;
    mem::AddrSpace space;
    if (c.launch->accessChecks) [[unlikely]] {
      if (!(checked.ok & (1u << l))) {
        dst[l] = 0;
        continue;
      }
      host = checkedHost[l];
      space = (checked.global & (1u << l)) ? mem::AddrSpace::Global : mem::AddrSpace::Shared;
    } else {
      host = p[l] % sizeof(U) == 0
                 ? hostFor(c, d, d.aux2, l, p[l], sizeof(U), mem::Access::Atomic, region)
                 : translateInto(c, d, d.aux2, l, p[l], sizeof(U), mem::Access::Atomic, region);
      if (!host) [[unlikely]]
        return kYield;
      space = region.space;
    }
    if (space != mem::AddrSpace::Global && integerOp) {
      // Shared and local memory belong to this block, which one host thread runs: a plain
      // read-modify-write is atomic with respect to every other access that can reach it.
      U old;
      std::memcpy(&old, host, sizeof(U));
      const U updated = mem::atomicCombine<U>(op, old, U(v[l]));
      std::memcpy(host, &updated, sizeof(U));
      dst[l] = old;
    } else if constexpr (sizeof(U) >= 4) {
      dst[l] = mem::atomicRMW<U>(op, host, U(v[l]), space);
    } else {
      U old = mem::detail::cellAt<U>(host).load(std::memory_order_relaxed);
      for (;;) {
        const U desired = mem::atomicCombine<U>(op, old, U(v[l]));
        const U seen = mem::atomicCas<U>(host, old, desired);
        if (seen == old)
          break;
        old = seen;
      }
      dst[l] = old;
    }
  }
  return pc + 1;
}

/// cmpxchg: d.a pointer, d.b expected, d.c desired; dst old value, dst+1 success.
template <typename U> uint32_t cmpxchg(Ctx &c, const DInst &d, uint32_t pc) {
  const uint64_t *p = c.R + size_t(d.a) * kWarpSize;
  const uint64_t *x = c.R + size_t(d.b) * kWarpSize, *y = c.R + size_t(d.c) * kWarpSize;
  std::array<std::byte *, kWarpSize> checkedHost;
  CheckedLanes checked;
  if (c.launch->accessChecks) [[unlikely]] { // every lane checked first, then applied in lane order
    checked = checkedWarpAccess(c, d, d.aux2, p, sizeof(U), mem::Access::Atomic, 1, true, checkedHost.data());
    if (checked.stop)
      return kYield;
    if (c.launch->relaxed && checked.global) [[unlikely]]
      relaxedBeforeAtomic(c, d, checked, checkedHost, sizeof(U));
  }
  for (uint32_t m = c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    std::byte *host;
    if (c.launch->accessChecks) [[unlikely]] {
      host = (checked.ok & (1u << l)) ? checkedHost[l] : nullptr;
    } else {
      const mem::Translation t = laneAccess(c, d, l, d.aux2, p[l], sizeof(U), mem::Access::Atomic);
      if (!t.ok() && stopping(c)) [[unlikely]]
        return kYield;
      host = t.host;
    }
    if (!host) [[unlikely]] {
      reg(c, d.dst, l) = 0;
      reg(c, d.dst + 1, l) = 0;
      continue;
    }
    const U old = mem::atomicCas<U>(host, U(x[l]), U(y[l]));
    reg(c, d.dst, l) = old;
    reg(c, d.dst + 1, l) = old == U(x[l]);
  }
  return pc + 1;
}

/// d.aux: 1 for a fence of GPU scope or wider (racecheck lets it order this warp's later
/// accesses after other blocks' earlier ones). Any fence orders the lanes that run it after what
/// the other lanes of the warp did before their last synchronization or fence (the fence-flag and
/// lock idioms between lanes: racecheck cannot see the flag, so it trusts the fence).
inline uint32_t fence(Ctx &c, const DInst &d, uint32_t pc) {
  c.warp->fenced |= d.aux != 0;
  if (c.launch->relaxed && d.aux != 0) [[unlikely]] // --memory-model relaxed: other CTAs now see them
    c.launch->relaxed->drainCta(c.block->linear);
  if (c.launch->checks & kRacecheck) [[unlikely]]
    warpSynced(c, c.mask);
  std::atomic_thread_fence(std::memory_order_seq_cst);
  return pc + 1;
}

// --- memcpy / memmove / memset: d.a dst pointer, d.b src pointer or value, d.c length; d.aux
// dst space, d.aux2 src space (memset: unused). Copied through a bounce buffer so that two
// ranges in different allocations and overlapping ranges (memmove) both work. ----------------

inline uint32_t memCopy(Ctx &c, const DInst &d, uint32_t pc) {
  for (uint32_t m = c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    const uint64_t dst = reg(c, d.a, l), src = reg(c, d.b, l), n = reg(c, d.c, l);
    if (n == 0)
      continue;
    if (n > UINT32_MAX) [[unlikely]]
      return raiseFault(c, d, l, fmt::format("memcpy of {} bytes is larger than any simulated object", n));
    const mem::Translation ts = laneAccess(c, d, l, d.aux2, src, uint32_t(n), mem::Access::Read);
    const mem::Translation td =
        ts.ok() ? laneAccess(c, d, l, d.aux, dst, uint32_t(n), mem::Access::Write) : ts;
    if (!td.ok()) {
      if (stopping(c))
        return kYield;
      continue;
    }
    std::vector<std::byte> buf(n);
    readHost(c, ts, buf.data(), uint32_t(n));
    writeHost(c, td, buf.data(), uint32_t(n));
  }
  return pc + 1;
}

inline uint32_t memSet(Ctx &c, const DInst &d, uint32_t pc) {
  for (uint32_t m = c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    const uint64_t dst = reg(c, d.a, l), n = reg(c, d.c, l);
    if (n == 0)
      continue;
    if (n > UINT32_MAX) [[unlikely]]
      return raiseFault(c, d, l, fmt::format("memset of {} bytes is larger than any simulated object", n));
    const mem::Translation td = laneAccess(c, d, l, d.aux, dst, uint32_t(n), mem::Access::Write);
    if (!td.ok()) {
      if (stopping(c))
        return kYield;
      continue;
    }
    std::vector<std::byte> buf(n, std::byte(reg(c, d.b, l)));
    writeHost(c, td, buf.data(), uint32_t(n));
  }
  return pc + 1;
}

// --- Pure lane functions (intrinsics/PureFunctions.h). ---------------------------------------

inline uint32_t pureCall(Ctx &c, const DInst &d, uint32_t pc) {
  const auto &pcall = *static_cast<const PureCall *>(d.ext);
  const auto &f = *static_cast<const intr::PureFunction *>(pcall.function);
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  for (uint32_t m = c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    uint64_t args[4], outs[2] = {0, 0};
    for (unsigned i = 0; i < f.numArgs && i < 4; ++i)
      args[i] = reg(c, pcall.args[i], l);
    dst[l] = f.fn(args, outs);
    for (unsigned k = 0; k < f.numOuts && k < 2; ++k) {
      const uint64_t addr = reg(c, pcall.outPtrs[k], l);
      const uint32_t n = f.outBytes[k];
      const mem::Translation t = laneAccess(c, d, l, pcall.outSpaces[k], addr, n, mem::Access::Write);
      if (t.ok())
        writeHost(c, t, &outs[k], n);
      else if (stopping(c))
        return kYield;
    }
  }
  return pc + 1;
}

} // namespace h
} // namespace nvsim::sim
