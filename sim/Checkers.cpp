// The checkers of a checked launch (sim/Checkers.h, docs/checkers.md).
#include "sim/Checkers.h"

#include "core/ir/Instruction.h"
#include "memory/Translate.h"
#include "sim/ControlOps.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>

namespace nvsim::sim {

namespace {

using mem::AccessRecord;

/// Where an access is, for a finding's text and fields.
struct Where {
  uint64_t generic = 0;
  mem::AddrSpace space = mem::AddrSpace::Global;
  std::string_view name; ///< the allocation, variable or buffer
  int64_t id = -1;
  uint64_t size = 0;
  int64_t offset = 0;
};

Finding findingAt(const Where &w, std::string_view checker, std::string_view kind, std::string message,
                  mem::Access access, uint32_t size) {
  Finding x;
  x.checker = checker;
  x.kind = kind;
  x.message = std::move(message);
  x.site.access = mem::accessName(access);
  x.address = w.generic;
  x.size = size;
  x.space = mem::addrSpaceName(w.space);
  x.allocation = w.name;
  x.allocationId = w.id;
  x.allocationSize = w.size;
  x.offset = w.offset;
  return x;
}

std::string describeAccess(const Where &w, mem::Access access, uint32_t size) {
  return fmt::format("{} of {} byte{} at {:#018x} ({}), offset {} of '{}' ({} bytes)",
                     mem::accessName(access), size, size == 1 ? "" : "s", w.generic,
                     mem::addrSpaceName(w.space), w.offset, w.name, w.size);
}

/// A memcheck finding that skips the lane, or without memcheck a fault. Returns a failed
/// translation for the handler.
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

// --- memcheck: per-variable bounds in shared and local memory. ----------------------------

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

/// The live local variable nearest below (or at) `off` in a lane's state bytes: [start, end).
std::pair<uint32_t, uint32_t> nearestLocalVariable(const uint8_t *state, uint32_t off, uint32_t sp) {
  uint32_t end = std::min(off, sp);
  while (end > 0 && !(state[end - 1] & 1))
    --end;
  uint32_t start = end;
  while (start > 0 && (state[start - 1] & 1))
    --start;
  return {start, end};
}

// --- racecheck. ----------------------------------------------------------------------------

enum class Order { Before, SameBlock, OtherBlock };

/// How a recorded access relates to the current one: ordered before it (or stale), or
/// concurrent with it from the same or another block.
Order orderOf(const LaunchState &L, const BlockState &B, const Warp &w, AccessRecord rec, bool global) {
  const uint32_t e = rec.epoch();
  for (uint32_t chunk : B.epochChunks)
    if (e - chunk < kEpochChunk)
      return e == B.epoch && rec.warp() != w.index ? Order::SameBlock : Order::Before;
  // Another block run: for shared memory another block's (stale); for global memory, of an
  // earlier launch, or of this one (not ordered, unless this warp fenced: see checkers.md).
  if (!global || e < L.launchEpoch || w.fenced)
    return Order::Before;
  return Order::OtherBlock;
}

bool races(AccessRecord rec, AccessRecord::Kind kind, bool strong, Order order) {
  if (order == Order::Before || (rec.kind() == AccessRecord::Read && kind == AccessRecord::Read))
    return false;
  // Strong accesses (atomics; volatile, atomic-ordered loads and stores; the first guess of a
  // compare-and-swap loop, see Decoder) do not race with each other.
  return !(rec.strong() && strong);
}

std::array<uint32_t, 3> coordinates(uint64_t linear, const Dim3 &d) {
  return {uint32_t(linear % d.x), uint32_t((linear / d.x) % d.y), uint32_t(linear / (uint64_t(d.x) * d.y))};
}

/// The access a record remembers, for a finding's `other`.
FindingSite siteOf(LaunchState &L, const BlockState &B, AccessRecord rec, Order order) {
  FindingSite s;
  uint64_t block = B.linear;
  if (order == Order::OtherBlock) {
    std::lock_guard lock(L.chunkMutex);
    const uint64_t k = (rec.epoch() - L.launchEpoch) / kEpochChunk;
    block = k < L.chunkBlocks.size() ? L.chunkBlocks[k] : 0;
  }
  s.block = coordinates(block, L.grid);
  s.warp = rec.warp();
  s.lane = rec.lane();
  s.thread = coordinates(uint64_t(rec.warp()) * kWarpSize + rec.lane(), L.block);
  s.access = rec.kind() == AccessRecord::Read    ? "read"
             : rec.kind() == AccessRecord::Write ? "write"
                                                 : "atomic";
  const uint32_t site = rec.site();
  if (L.siteFunctions && site != AccessRecord::kNoSite) {
    const auto &fns = *L.siteFunctions;
    auto it = std::upper_bound(fns.begin(), fns.end(), site,
                               [](uint32_t x, const DecodedFunction *f) { return x < f->siteBase; });
    if (it != fns.begin() && site - (*(it - 1))->siteBase < (*(it - 1))->code.size()) {
      const DInst &od = (*(it - 1))->code[site - (*(it - 1))->siteBase];
      s.instruction = instructionText(od.ir);
      s.location = locationOf(L, od.ir);
    }
  }
  return s;
}

/// racecheck of lane `l`'s access of `size` bytes at offset `off` of a buffer whose records
/// are `cells` (two per 4-byte word: the last write, the last read). `where` describes the
/// access for a finding (called only then).
template <typename WhereFn>
void checkRace(Ctx &c, const DInst &d, unsigned l, uint64_t *cells, uint64_t off, uint32_t size,
               mem::Access access, bool strong, bool global, WhereFn &&where) {
  LaunchState &L = *c.launch;
  BlockState &B = *c.block;
  const Warp &w = *c.warp;
  const auto kind = access == mem::Access::Read    ? AccessRecord::Read
                    : access == mem::Access::Write ? AccessRecord::Write
                                                   : AccessRecord::Atomic;
  strong = strong || kind == AccessRecord::Atomic;
  const uint32_t site = c.fn->siteBase + uint32_t(&d - c.fn->code.data());
  const uint64_t me = AccessRecord::make(B.epoch, site, w.index, l, kind, strong).bits;
  AccessRecord other;
  Order otherOrder = Order::Before;
  const char *hazard = nullptr;
  bool unknownReader = false;
  const uint64_t end = off + size;
  for (uint64_t word = off / 4; word * 4 < end; ++word) {
    const uint64_t lo = std::max(off, word * 4), hi = std::min(end, word * 4 + 4);
    const uint64_t mask = ((uint64_t(1) << (hi - lo)) - 1) << (lo - word * 4);
    std::atomic_ref<uint64_t> writeCell(cells[2 * word]), readCell(cells[2 * word + 1]);
    const AccessRecord lastWrite{writeCell.load(std::memory_order_relaxed)};
    const AccessRecord lastRead{readCell.load(std::memory_order_relaxed)};
    const bool sameAsMe = [&](AccessRecord r) {
      return r.epoch() == B.epoch && r.warp() == w.index;
    }(lastRead);
    if (!hazard && (lastWrite.bytes() & mask)) {
      const Order o = orderOf(L, B, w, lastWrite, global);
      if (races(lastWrite, kind, strong, o)) {
        hazard = kind == AccessRecord::Read ? "read-after-write" : "write-after-write";
        other = lastWrite;
        otherOrder = o;
      }
    }
    uint64_t newWrite = lastWrite.bits, newRead = lastRead.bits;
    if (kind == AccessRecord::Read) {
      if (lastRead.empty()) {
        newRead = me | mask;
      } else if (sameAsMe) {
        newRead = lastRead.bits | mask;
      } else if (orderOf(L, B, w, lastRead, global) == Order::Before) {
        newRead = me | mask;
      } else {
        newRead = lastRead.bits | mask | 16; // read by more than one warp (or block) in this interval
      }
    } else {
      if (!hazard && (lastRead.bytes() & mask) && kind != AccessRecord::Atomic) {
        const Order ro = sameAsMe ? Order::Before : orderOf(L, B, w, lastRead, global);
        if (races(lastRead, kind, strong, ro)) {
          hazard = "write-after-read";
          other = lastRead;
          otherOrder = ro;
        } else if (lastRead.sharedRead() && sameAsMe) {
          hazard = "write-after-read"; // other warps read it too; only this warp's read is recorded
          unknownReader = true;
        }
      }
      // One writer per word: this one (with the bytes the same warp wrote in this interval).
      const bool mine =
          lastWrite.epoch() == B.epoch && lastWrite.warp() == w.index && lastWrite.kind() == kind;
      newWrite = (mine ? lastWrite.bits : me) | mask;
      newRead = (lastRead.bits & ~mask & 15) ? lastRead.bits & ~mask : 0;
    }
    if (newWrite != lastWrite.bits)
      writeCell.store(newWrite, std::memory_order_relaxed);
    if (newRead != lastRead.bits)
      readCell.store(newRead, std::memory_order_relaxed);
  }
  if (!hazard)
    return;
  const std::string_view h = hazard;
  const std::string_view title = h == "read-after-write"   ? "read after write"
                                 : h == "write-after-read" ? "write after read"
                                                           : "write after write";
  std::string by;
  if (unknownReader) {
    by = "after reads by other warps in the same barrier interval";
  } else {
    const FindingSite s = siteOf(L, B, other, otherOrder);
    by = fmt::format(
        "after {} {} by block ({},{},{}) thread ({},{},{}) {}", s.access == "atomic" ? "an" : "a", s.access,
        s.block[0], s.block[1], s.block[2], s.thread[0], s.thread[1], s.thread[2],
        otherOrder == Order::SameBlock ? "with no barrier between"
                                       : "of another block of the launch (blocks are not ordered)");
  }
  const Where at = where();
  Finding x = findingAt(at, "racecheck", hazard,
                        fmt::format("data race ({}): {} {}", title, describeAccess(at, access, size), by),
                        access, size);
  if (!unknownReader)
    x.other = siteOf(L, B, other, otherOrder);
  recordFinding(c, d, l, std::move(x));
}

// --- initcheck. ----------------------------------------------------------------------------

void uninitialised(Ctx &c, const DInst &d, unsigned l, const Where &where, mem::Access access, uint32_t size,
                   std::string_view why) {
  recordFinding(c, d, l,
                findingAt(where, "initcheck", "uninitialized-read",
                          fmt::format("uninitialized read: {}: {}", describeAccess(where, access, size), why),
                          access, size));
}

} // namespace

mem::Translation checkedAccess(Ctx &c, const DInst &d, unsigned l, unsigned space, uint64_t addr,
                               uint32_t size, mem::Access access, uint32_t align, bool strong) {
  if (align > 1 && (addr & (align - 1))) [[unlikely]]
    return refuseKind(c, d, l, mem::FaultKind::Misaligned, space, addr, size, access, align);
  const mem::ThreadContext &ctx = c.warp->ctx[l];
  // Through the warp's region cache (as the unchecked handlers), else a full translation.
  mem::Region &r = c.regions[space & 7];
  mem::Translation t;
  const uint64_t inRegion = r.key == space + 1 && (access == mem::Access::Read || !r.readOnly) &&
                                    (access != mem::Access::Atomic || mem::isAligned(addr, size))
                                ? r.offsetOf(addr, size)
                                : UINT64_MAX;
  if (inRegion != UINT64_MAX) [[likely]] {
    t = {(r.perThread ? ctx.local.data : r.base) + inRegion, r.space, mem::FaultKind::None};
  } else {
    t = mem::translateSpecific(mem::AddrSpace(space), addr, size, access, ctx);
    if (!t.ok()) [[unlikely]]
      return refuseKind(c, d, l, t.fault, space, addr, size, access, align);
    r = mem::regionOf(t, mem::AddrSpace(space), addr, ctx);
  }
  LaunchState &L = *c.launch;
  BlockState &B = *c.block;
  const bool reads = access != mem::Access::Write, writes = access != mem::Access::Read;
  switch (t.space) {
  case mem::AddrSpace::Shared: {
    const uint32_t off = uint32_t(t.host - ctx.shared.data);
    const auto *v = static_cast<const LaunchState::SharedVariable *>(c.sharedVariableHint);
    if (!v || off - v->offset >= v->size) {
      v = nearestSharedVariable(L, off);
      if (!v)
        return t;
      c.sharedVariableHint = v;
    }
    auto where = [&] {
      return Where{mem::toGeneric(mem::AddrSpace::Shared, off),
                   mem::AddrSpace::Shared,
                   v->name,
                   -1,
                   v->size,
                   int64_t(off) - int64_t(v->offset)};
    };
    if ((L.checks & kMemcheck) && (off < v->offset || off - v->offset + uint64_t(size) > v->size))
        [[unlikely]] {
      const Where at = where();
      mem::Fault f{mem::FaultKind::OutOfBounds, access, at.generic, size,    0,
                   mem::AddrSpace::Shared,      -1,     at.offset,  v->size, v->name};
      return refuse(c, d, l, f, mem::describe(f));
    }
    if (L.checks & kInitcheck) {
      uint32_t *stamp = B.sharedWritten.data() + off;
      const uint32_t run = B.epochChunks.front();
      if (reads && !std::all_of(stamp, stamp + size, [&](uint32_t s) { return s == run; }))
        uninitialised(c, d, l, where(), access, size, "never written in this block");
      if (writes)
        std::fill_n(stamp, size, run);
    }
    if (L.checks & kRacecheck)
      checkRace(c, d, l, B.sharedRace.data(), off, size, access, strong, false, where);
    return t;
  }
  case mem::AddrSpace::Local: {
    const uint32_t off = uint32_t(t.host - ctx.local.data);
    uint8_t *state = B.localState[c.warp->index].data() + size_t(l) * L.stackStride;
    const uint32_t sp = c.warp->sp[l];
    const bool live = off + uint64_t(size) <= sp &&
                      std::all_of(state + off, state + off + size, [](uint8_t s) { return s & 1; });
    static const std::string kLocalName = "a local variable";
    auto where = [&] {
      const auto [start, end] = nearestLocalVariable(state, off, sp);
      return Where{mem::toGeneric(mem::AddrSpace::Local, off),
                   mem::AddrSpace::Local,
                   kLocalName,
                   -1,
                   end - start,
                   int64_t(off) - int64_t(start)};
    };
    if ((L.checks & kMemcheck) && !live) [[unlikely]] {
      const Where at = where();
      const bool near = at.size > 0;
      mem::Fault f{mem::FaultKind::OutOfBounds,
                   access,
                   at.generic,
                   size,
                   0,
                   mem::AddrSpace::Local,
                   -1,
                   at.offset,
                   at.size,
                   near ? kLocalName : "the thread's local memory"};
      std::string text = mem::describe(f);
      text += near ? " (outside every live alloca of the thread)" : " (no live alloca there)";
      return refuse(c, d, l, f, std::move(text));
    }
    if (L.checks & kInitcheck) {
      if (reads && !std::all_of(state + off, state + off + size, [](uint8_t s) { return s & 2; }))
        uninitialised(c, d, l, where(), access, size, "never written since its alloca");
      if (writes)
        for (uint32_t i = 0; i < size; ++i)
          state[off + i] |= 2;
    }
    return t;
  }
  case mem::AddrSpace::Global: {
    const mem::Allocation *a = r.allocation;
    if (!a || !a->shadow)
      return t;
    const uint64_t off = uint64_t(t.host - a->data);
    auto where = [&] {
      return Where{addr, mem::AddrSpace::Global, a->name, int64_t(a->id), a->size, int64_t(off)};
    };
    if ((L.checks & kInitcheck) && a->shadow->init) {
      uint8_t *written = a->shadow->init.data() + off;
      bool all = true;
      for (uint32_t i = 0; i < size; ++i)
        all = all && std::atomic_ref<uint8_t>(written[i]).load(std::memory_order_relaxed);
      if (reads && !all)
        uninitialised(c, d, l, where(), access, size, "never written by the host or a kernel");
      if (writes && !all)
        for (uint32_t i = 0; i < size; ++i)
          std::atomic_ref<uint8_t>(written[i]).store(1, std::memory_order_relaxed);
    }
    if ((L.checks & kRacecheck) && a->shadow->race)
      checkRace(c, d, l, a->shadow->race.data(), off, size, access, strong, true, where);
    return t;
  }
  default: return t; // constant and param memory: read-only, bounded per allocation already
  }
}

void beginBlockChecks(LaunchState &L, BlockState &B) {
  const uint32_t base = L.nextEpoch->fetch_add(kEpochChunk, std::memory_order_relaxed);
  B.epochChunks.assign(1, base);
  B.epoch = base;
  if (L.checks & kRacecheck) {
    std::lock_guard lock(L.chunkMutex);
    const size_t k = (base - L.launchEpoch) / kEpochChunk;
    if (k >= L.chunkBlocks.size())
      L.chunkBlocks.resize(std::max(k + 1, L.chunkBlocks.size() * 2));
    L.chunkBlocks[k] = B.linear;
    const size_t words = (size_t(L.sharedBytes) + 3) / 4;
    if (B.sharedRace.size() != 2 * words)
      B.sharedRace = mem::ShadowArray<uint64_t>(2 * words);
  }
  if ((L.checks & kInitcheck) && B.sharedWritten.size() != L.sharedBytes)
    B.sharedWritten = mem::ShadowArray<uint32_t>(L.sharedBytes);
  const size_t perWarp = size_t(L.stackStride) * kWarpSize;
  if (B.localState.size() != L.warpsPerBlock() ||
      (!B.localState.empty() && B.localState[0].size() != perWarp)) {
    B.localState.clear();
    for (uint32_t i = 0; i < L.warpsPerBlock(); ++i)
      B.localState.emplace_back(perWarp);
  }
}

void nextBarrierInterval(LaunchState &L, BlockState &B) {
  if (++B.epoch - B.epochChunks.back() < kEpochChunk)
    return;
  const uint32_t base = L.nextEpoch->fetch_add(kEpochChunk, std::memory_order_relaxed);
  B.epochChunks.push_back(base);
  B.epoch = base;
  if (L.checks & kRacecheck) {
    std::lock_guard lock(L.chunkMutex);
    const size_t k = (base - L.launchEpoch) / kEpochChunk;
    if (k >= L.chunkBlocks.size())
      L.chunkBlocks.resize(std::max(k + 1, L.chunkBlocks.size() * 2));
    L.chunkBlocks[k] = B.linear;
  }
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
    s.instruction = instructionText(at.ir);
    s.location = locationOf(*c.launch, at.ir);
    Finding f;
    f.checker = "synccheck";
    f.kind = "divergent-barrier";
    f.message = fmt::format("barrier in divergent code: lanes {:#010x} of this warp went past it without "
                            "arriving, to a later point of the function; lanes {:#010x} wait here",
                            x.mask, c.mask);
    f.other = std::move(s);
    recordFinding(c, d, unsigned(std::countr_zero(c.mask)), std::move(f));
    return;
  }
}

} // namespace nvsim::sim
