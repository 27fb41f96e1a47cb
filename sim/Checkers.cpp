// The checkers of a checked launch (sim/Checkers.h, docs/checkers.md).
#include "sim/Checkers.h"

#include "core/ir/Instruction.h"
#include "memory/Translate.h"
#include "sim/ControlOps.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <optional>

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

Finding findingAt(const Where &w, FindingKind kind, std::string message, mem::Access access, uint32_t size) {
  Finding x(kind);
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
[[gnu::noinline, gnu::cold]] mem::Translation refuse(Ctx &c, const DInst &d, unsigned l, const mem::Fault &f,
                                                     std::string text) {
  if (c.launch->checks & kMemcheck)
    recordMemError(c, d, l, f, std::move(text), false);
  else
    raiseFault(c, d, l, std::move(text));
  return {nullptr, f.space, f.kind == mem::FaultKind::None ? mem::FaultKind::OutOfBounds : f.kind};
}

[[gnu::noinline, gnu::cold]] mem::Translation refuseKind(Ctx &c, const DInst &d, unsigned l,
                                                         mem::FaultKind kind, unsigned space, uint64_t addr,
                                                         uint32_t size, mem::Access access, uint32_t align) {
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
  if (end < sp && (state[end] & 1)) // inside one: to its end (allocas are apart, redzones between)
    while (end < sp && (state[end] & 1))
      ++end;
  else
    while (end > 0 && !(state[end - 1] & 1))
      --end;
  uint32_t start = std::min(off, end);
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

/// What one access instruction of a warp shares across its lanes (one per checked access).
struct AccessInfo {
  AccessInfo(Ctx &c, const DInst &d, unsigned space, uint32_t size, mem::Access access, uint32_t align,
             bool strong)
      : c(c), L(*c.launch), B(*c.block), w(*c.warp), d(d), space(space), size(size), access(access),
        align(align) {
    kind = access == mem::Access::Read    ? AccessRecord::Read
           : access == mem::Access::Write ? AccessRecord::Write
                                          : AccessRecord::Atomic;
    this->strong = strong || kind == AccessRecord::Atomic;
    reads = access != mem::Access::Write;
    writes = access != mem::Access::Read;
    if (L.checks & kRacecheck) {
      const uint32_t site = c.fn->siteBase + uint32_t(&d - c.fn->code.data());
      me = AccessRecord::make(B.epoch, site, w.index, 0, kind, this->strong).bits;
      chunkStart = B.epochChunks.back();
    }
    epoch = B.epoch;
    warp = w.index;
  }
  Ctx &c;
  LaunchState &L;
  BlockState &B;
  const Warp &w;
  const DInst &d;
  unsigned space;
  uint32_t size;
  mem::Access access;
  uint32_t align;
  bool strong, reads, writes;
  AccessRecord::Kind kind;
  uint64_t me = 0;         ///< this access's record, lane 0, no bytes
  uint32_t chunkStart = 0; ///< the block run's current epoch chunk
  uint32_t epoch = 0, warp = 0;
  bool flagged = false; ///< a finding was recorded for the lane being checked
};

/// What racecheck compares records with, by value: kept in registers while the loops over the
/// lanes store to shadow memory (which the compiler could not tell apart from AccessInfo).
struct RaceKey {
  explicit RaceKey(const AccessInfo &a)
      : me(a.me), epoch(a.epoch), warp(a.warp), chunkStart(a.chunkStart), launchEpoch(a.L.launchEpoch),
        kind(a.kind), strong(a.strong), oneChunk(a.B.epochChunks.size() == 1 && !a.w.fenced) {}
  /// The key of an access whose kind the caller knows at compile time (the loops of the fast
  /// paths): the compiler then drops the other kinds' branches of raceWord.
  template <mem::Access A> static RaceKey of(const AccessInfo &a) {
    RaceKey k(a);
    k.kind = A == mem::Access::Read    ? AccessRecord::Read
             : A == mem::Access::Write ? AccessRecord::Write
                                       : AccessRecord::Atomic;
    k.strong = A == mem::Access::Atomic || a.strong;
    return k;
  }
  uint64_t me;
  uint32_t epoch, warp, chunkStart, launchEpoch;
  AccessRecord::Kind kind;
  bool strong;
  /// The block run is in its first epoch chunk and the warp did not fence: a record of this launch
  /// outside the chunk is another block's, not ordered with this access (orderOf).
  bool oneChunk;
};

/// orderOf, with the common cases first: this interval, an earlier one of the current chunk.
[[gnu::always_inline]] inline Order orderFast(const AccessInfo &a, const RaceKey &k, AccessRecord rec,
                                              bool global) {
  const uint32_t e = rec.epoch();
  if (e == k.epoch)
    return rec.warp() != k.warp ? Order::SameBlock : Order::Before;
  if (e - k.chunkStart < kEpochChunk)
    return Order::Before;
  return orderOf(a.L, a.B, a.w, rec, global);
}

/// Reports the race of lane `l` (slow path: only when there is one).
template <typename WhereFn>
[[gnu::noinline, gnu::cold]] void reportRace(const AccessInfo &a, unsigned l, FindingKind hazard,
                                             AccessRecord other, Order otherOrder, bool unknownReader,
                                             WhereFn &&where) {
  std::string by;
  if (unknownReader) {
    by = "after reads by other warps in the same barrier interval";
  } else {
    const FindingSite s = siteOf(a.L, a.B, other, otherOrder);
    by = fmt::format(
        "after {} {} by block ({},{},{}) thread ({},{},{}) {}", s.access == "atomic" ? "an" : "a", s.access,
        s.block[0], s.block[1], s.block[2], s.thread[0], s.thread[1], s.thread[2],
        otherOrder == Order::SameBlock ? "with no barrier between"
                                       : "of another block of the launch (blocks are not ordered)");
  }
  const Where at = where();
  const std::string access = describeAccess(at, a.access, a.size);
  using enum FindingKind;
  Finding x = findingAt(at, hazard,
                        hazard == ReadAfterWrite   ? findingMessage<ReadAfterWrite>(access, by)
                        : hazard == WriteAfterRead ? findingMessage<WriteAfterRead>(access, by)
                                                   : findingMessage<WriteAfterWrite>(access, by),
                        a.access, a.size);
  if (!unknownReader)
    x.other = siteOf(a.L, a.B, other, otherOrder);
  recordFinding(a.c, a.d, l, std::move(x));
}

/// A buffer's race records: per 4-byte word the last write, and in a second array the last read
/// (apart, so that data a kernel only reads leaves the pages of write records untouched).
struct RaceCells {
  uint64_t *writes = nullptr, *reads = nullptr;
};
inline RaceCells raceCells(const mem::ShadowArray<uint64_t> &records) {
  return {records.data(), records.data() + records.size() / 2};
}

/// The first race a lane's access makes, if any.
struct Hazard {
  std::optional<FindingKind> kind;
  AccessRecord other;
  Order order = Order::Before;
  bool unknownReader = false;
};

/// The records after a write by `me` of the bytes `mask`: one writer per word, this one (keeping
/// the bytes the same warp wrote in this interval); the bytes written leave the read record.
struct WordRecords {
  uint64_t write, read;
};
inline WordRecords afterWrite(AccessRecord lastWrite, AccessRecord lastRead, uint64_t me, uint64_t mask) {
  constexpr uint64_t kEpochWarpAndKind = ~uint64_t(0) << 36 | uint64_t(31) << 13 | uint64_t(3) << 6;
  const bool mine = ((lastWrite.bits ^ me) & kEpochWarpAndKind) == 0;
  return {(mine ? lastWrite.bits : me) | mask, (lastRead.bits & ~mask & 15) ? lastRead.bits & ~mask : 0};
}

/// Stores a word's records where they changed.
inline void storeRecords(std::atomic_ref<uint64_t> &writeCell, std::atomic_ref<uint64_t> &readCell,
                         AccessRecord lastWrite, AccessRecord lastRead, WordRecords now) {
  if (now.write != lastWrite.bits)
    writeCell.store(now.write, std::memory_order_relaxed);
  if (now.read != lastRead.bits)
    readCell.store(now.read, std::memory_order_relaxed);
}

/// racecheck of one word of an access (record `me`, bytes `mask` of the word): notes a race in
/// `h` (the first one only) and updates the word's two records.
[[gnu::always_inline]] inline void raceWord(const AccessInfo &a, const RaceKey &k, unsigned lane,
                                            RaceCells cells, uint64_t word, uint64_t mask, bool global,
                                            Hazard &h) {
  constexpr uint64_t kEpochAndWarp = ~uint64_t(0) << 36 | uint64_t(31) << 13;
  const uint64_t me = k.me | uint64_t(lane) << 8;
  std::atomic_ref<uint64_t> writeCell(cells.writes[word]), readCell(cells.reads[word]);
  const AccessRecord lastWrite{writeCell.load(std::memory_order_relaxed)};
  const AccessRecord lastRead{readCell.load(std::memory_order_relaxed)};
  const bool sameAsMe = ((lastRead.bits ^ me) & kEpochAndWarp) == 0;
  // A recorded access races with this one when they are not ordered, not both reads, and not
  // both strong: strong accesses (atomics; volatile, atomic-ordered loads and stores; the first
  // guess of a compare-and-swap loop, see Decoder) do not race with each other. (Write records
  // are never reads; strength is tested first, as it needs no order: an atomic after an atomic
  // is the common case of shared-memory histograms and counters.)
  if (!h.kind && (lastWrite.bytes() & mask) && !(k.strong && lastWrite.strong())) {
    const Order o = orderFast(a, k, lastWrite, global);
    if (o != Order::Before) [[unlikely]]
      h = {k.kind == AccessRecord::Read ? FindingKind::ReadAfterWrite : FindingKind::WriteAfterWrite,
           lastWrite, o, false};
  }
  uint64_t newRead;
  if (k.kind == AccessRecord::Read) {
    if (sameAsMe)
      newRead = lastRead.bits | mask;
    else if (lastRead.empty() || orderFast(a, k, lastRead, global) == Order::Before)
      newRead = me | mask;
    else
      newRead = lastRead.bits | mask | 16; // read by more than one warp (or block) in this interval
  } else {
    if (!h.kind && (lastRead.bytes() & mask)) {
      const bool strongs = k.strong && lastRead.strong();
      const Order ro = sameAsMe || strongs ? Order::Before : orderFast(a, k, lastRead, global);
      if (ro != Order::Before) [[unlikely]]
        h = {FindingKind::WriteAfterRead, lastRead, ro, false};
      else if (lastRead.sharedRead() && sameAsMe) [[unlikely]]
        h = {FindingKind::WriteAfterRead,
             {},
             Order::Before,
             true}; // other warps read it too: only this warp is recorded
    }
    storeRecords(writeCell, readCell, lastWrite, lastRead, afterWrite(lastWrite, lastRead, me, mask));
    return;
  }
  storeRecords(writeCell, readCell, lastWrite, lastRead, {lastWrite.bits, newRead});
}

/// The order of a record and the current access, as far as raceQuiet tells it from the epoch.
enum class Told { Before, Concurrent, Unknown };

/// raceWord's common case, for the loops of the fast paths: no race, and every record's order
/// told from its epoch alone (all of orderOf but, in global memory, the records of this launch
/// outside the current chunk when the block run has had more than one chunk or the warp fenced).
/// Updates the records as raceWord would and returns true; returns false, leaving them untouched,
/// when raceWord must decide (and maybe report). `Shared`: the records are of shared memory, where
/// one not of the current chunk is stale (ordered before).
template <bool Shared>
[[gnu::always_inline]] inline bool raceQuiet(const RaceKey &k, unsigned lane, RaceCells cells, uint64_t word,
                                             uint64_t mask) {
  constexpr uint64_t kEpochAndWarp = ~uint64_t(0) << 36 | uint64_t(31) << 13;
  const uint64_t me = k.me | uint64_t(lane) << 8;
  std::atomic_ref<uint64_t> writeCell(cells.writes[word]), readCell(cells.reads[word]);
  const AccessRecord lastWrite{writeCell.load(std::memory_order_relaxed)};
  const AccessRecord lastRead{readCell.load(std::memory_order_relaxed)};
  const auto told = [&](AccessRecord rec) {
    const uint32_t e = rec.epoch();
    if (e - k.chunkStart < kEpochChunk)
      return e == k.epoch && rec.warp() != k.warp ? Told::Concurrent : Told::Before;
    if (Shared || e < k.launchEpoch)
      return Told::Before;
    return k.oneChunk ? Told::Concurrent : Told::Unknown;
  };
  if ((lastWrite.bytes() & mask) && !(k.strong && lastWrite.strong()) && told(lastWrite) != Told::Before)
    return false;
  const bool sameAsMe = ((lastRead.bits ^ me) & kEpochAndWarp) == 0;
  uint64_t newRead;
  if (k.kind == AccessRecord::Read) {
    const Told order = sameAsMe || lastRead.empty() ? Told::Before : told(lastRead);
    if (order == Told::Unknown)
      return false;
    newRead = sameAsMe ? lastRead.bits | mask : order == Told::Before ? me | mask : lastRead.bits | mask | 16;
  } else {
    if ((lastRead.bytes() & mask) &&
        (sameAsMe ? lastRead.sharedRead()
                  : !(k.strong && lastRead.strong()) && told(lastRead) != Told::Before))
      return false;
    storeRecords(writeCell, readCell, lastWrite, lastRead, afterWrite(lastWrite, lastRead, me, mask));
    return true;
  }
  storeRecords(writeCell, readCell, lastWrite, lastRead, {lastWrite.bits, newRead});
  return true;
}

/// racecheck of lane `l`'s access at offset `off` of a buffer whose records are `cells`. `where` describes
/// the access for a finding (called only then).
template <typename WhereFn>
[[gnu::always_inline]] inline void checkRace(AccessInfo &a, unsigned l, RaceCells cells, uint64_t off,
                                             bool global, WhereFn &&where) {
  const RaceKey k(a);
  Hazard h;
  if ((off & 3) + a.size <= 4) [[likely]] {
    raceWord(a, k, l, cells, off >> 2, ((uint64_t(1) << a.size) - 1) << (off & 3), global, h);
  } else {
    const uint64_t end = off + a.size;
    for (uint64_t word = off / 4; word * 4 < end; ++word) {
      const uint64_t lo = std::max(off, word * 4), hi = std::min(end, word * 4 + 4);
      raceWord(a, k, l, cells, word, ((uint64_t(1) << (hi - lo)) - 1) << (lo - word * 4), global, h);
    }
  }
  if (h.kind) [[unlikely]] {
    a.flagged = true;
    reportRace(a, l, *h.kind, h.other, h.order, h.unknownReader, where);
  }
}

// --- initcheck. ----------------------------------------------------------------------------

[[gnu::noinline, gnu::cold]] void uninitialised(Ctx &c, const DInst &d, unsigned l, const Where &where,
                                                mem::Access access, uint32_t size, std::string_view why) {
  recordFinding(
      c, d, l,
      findingAt(where, FindingKind::UninitializedRead,
                findingMessage<FindingKind::UninitializedRead>(describeAccess(where, access, size), why),
                access, size));
}

} // namespace

namespace {

/// LaunchState::sharedVariables' name of the dynamic shared memory.
constexpr std::string_view kDynamicShared = "dynamic shared memory";

/// Where a shared access at `off` is: in its variable, or beside the nearest one.
Where sharedWhere(const LaunchState &L, uint32_t off) {
  const uint16_t var = off < L.sharedVariableAt.size() ? L.sharedVariableAt[off] : 0;
  const LaunchState::SharedVariable *v = var ? &L.sharedVariables[var - 1] : nearestSharedVariable(L, off);
  static const std::string kShared = "shared memory";
  return Where{mem::toGeneric(mem::AddrSpace::Shared, off),
               mem::AddrSpace::Shared,
               v ? v->name : kShared,
               -1,
               v ? v->size : L.sharedBytes,
               v ? int64_t(off) - int64_t(v->offset) : int64_t(off)};
}

/// initcheck of shared memory: whether the `size` flag bytes at `p` are all set (1). The flags
/// are the block's own (BlockState::sharedWritten), which one host thread runs: plain loads.
[[gnu::always_inline]] inline bool allWritten(const uint8_t *p, uint32_t size) {
  constexpr uint64_t kSet = 0x0101010101010101ull;
  if (size == 4) {
    uint32_t v;
    std::memcpy(&v, p, 4);
    return v == uint32_t(kSet);
  }
  uint32_t i = 0;
  for (; i + 8 <= size; i += 8) {
    uint64_t v;
    std::memcpy(&v, p + i, 8);
    if (v != kSet)
      return false;
  }
  for (; i < size; ++i)
    if (p[i] != 1)
      return false;
  return true;
}

inline void markWritten(uint8_t *p, uint32_t size) { std::memset(p, 1, size); }

/// initcheck's flags of the buffer of a fast path (quietLanes, coalescedLanes): the block's flag
/// bytes of shared memory, or a global allocation's bits (mem::initbits). Null: not checked.
template <bool Shared> struct InitFlags {
  std::conditional_t<Shared, uint8_t, uint64_t> *at = nullptr;

  explicit operator bool() const { return at != nullptr; }
  bool all(uint64_t off, uint32_t size) const {
    if constexpr (Shared)
      return allWritten(at + off, size);
    else
      return mem::initbits::all(at, off, size);
  }
  void set(uint64_t off, uint32_t size) const {
    if constexpr (Shared)
      markWritten(at + off, size);
    else
      mem::initbits::set(at, off, size);
  }
};

template <bool Shared> InitFlags<Shared> initFlags(const AccessInfo &a, const mem::Region &r) {
  if (!(a.L.checks & kInitcheck))
    return {};
  if constexpr (Shared)
    return {a.B.sharedWritten.data()};
  else
    return {r.allocation->shadow->init.data()};
}

/// The checkers on lane `l`'s access of `addr`, translated to `t` (ok) in the shared space.
[[gnu::always_inline]] inline mem::Translation checkShared(AccessInfo &a, unsigned l, mem::Translation t) {
  LaunchState &L = a.L;
  const mem::ThreadContext &ctx = a.w.ctx[l];
  const uint32_t off = uint32_t(t.host - ctx.shared.data);
  // The variable of the first byte, and whether the last is in it too (variables are contiguous).
  const uint16_t var = L.sharedVariableAt[off];
  const bool inside = var != 0 && L.sharedVariableAt[off + a.size - 1] == var;
  auto where = [&] { return sharedWhere(L, off); };
  if ((L.checks & kMemcheck) && !inside) [[unlikely]] {
    const Where at = where();
    const mem::Fault f{mem::FaultKind::OutOfBounds, a.access, at.generic, a.size,  0,
                       mem::AddrSpace::Shared,      -1,       at.offset,  at.size, std::string(at.name)};
    mem::Fault told = f; // the text names the variable as such
    told.allocationName = at.name == kDynamicShared ? std::string("the dynamic shared memory")
                                                    : fmt::format("__shared__ variable '{}'", at.name);
    return refuse(a.c, a.d, l, f, mem::describe(told));
  }
  if (L.checks & kInitcheck) {
    uint8_t *written = a.B.sharedWritten.data() + off;
    if (a.reads && !allWritten(written, a.size)) [[unlikely]]
      a.flagged = true, uninitialised(a.c, a.d, l, where(), a.access, a.size, "never written in this block");
    if (a.writes)
      markWritten(written, a.size);
  }
  if (L.checks & kRacecheck)
    checkRace(a, l, raceCells(a.B.sharedRace), off, false, where);
  return t;
}

[[gnu::always_inline]] inline mem::Translation checkLocal(AccessInfo &a, unsigned l, mem::Translation t) {
  LaunchState &L = a.L;
  const mem::ThreadContext &ctx = a.w.ctx[l];
  const uint32_t off = uint32_t(t.host - ctx.local.data);
  uint8_t *state = a.B.localState[a.w.index].data() + size_t(l) * L.stackStride;
  const uint32_t sp = a.w.sp[l];
  const bool live = off + uint64_t(a.size) <= sp &&
                    std::all_of(state + off, state + off + a.size, [](uint8_t x) { return x & 1; });
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
                 a.access,
                 at.generic,
                 a.size,
                 0,
                 mem::AddrSpace::Local,
                 -1,
                 at.offset,
                 at.size,
                 near ? kLocalName : "the thread's local memory"};
    std::string text = mem::describe(f);
    text += near ? " (outside every live alloca of the thread)" : " (no live alloca there)";
    return refuse(a.c, a.d, l, f, std::move(text));
  }
  if (L.checks & kInitcheck) {
    if (a.reads && !std::all_of(state + off, state + off + a.size, [](uint8_t x) { return x & 2; }))
        [[unlikely]]
      a.flagged = true,
      uninitialised(a.c, a.d, l, where(), a.access, a.size, "never written since its alloca");
    if (a.writes)
      for (uint32_t i = 0; i < a.size; ++i)
        state[off + i] |= 2;
  }
  return t;
}

[[gnu::always_inline]] inline mem::Translation checkGlobal(AccessInfo &a, unsigned l, uint64_t addr,
                                                           mem::Translation t, const mem::Allocation *alloc) {
  if (!alloc || !alloc->shadow)
    return t;
  const uint64_t off = uint64_t(t.host - alloc->data);
  auto where = [&] {
    return Where{addr, mem::AddrSpace::Global, alloc->name, int64_t(alloc->id), alloc->size, int64_t(off)};
  };
  if ((a.L.checks & kInitcheck) && alloc->shadow->init) {
    uint64_t *written = alloc->shadow->init.data();
    const bool all = mem::initbits::all(written, off, a.size);
    if (a.reads && !all) [[unlikely]]
      a.flagged = true,
      uninitialised(a.c, a.d, l, where(), a.access, a.size, "never written by the host or a kernel");
    if (a.writes && !all)
      mem::initbits::set(written, off, a.size);
  }
  if ((a.L.checks & kRacecheck) && alloc->shadow->race)
    checkRace(a, l, raceCells(alloc->shadow->race), off, true, where);
  return t;
}

/// The checkers on lane `l`'s access at `addr`: alignment and translation (memcheck), then the
/// space's checks. Uses and updates the warp's region cache.
[[gnu::always_inline]] inline mem::Translation checkLane(AccessInfo &a, unsigned l, uint64_t addr) {
  if (a.align > 1 && (addr & (a.align - 1))) [[unlikely]]
    return refuseKind(a.c, a.d, l, mem::FaultKind::Misaligned, a.space, addr, a.size, a.access, a.align);
  const mem::ThreadContext &ctx = a.w.ctx[l];
  mem::Region &r = a.c.regions[a.space & 7];
  mem::Translation t;
  const uint64_t inRegion = r.key == a.space + 1 && (a.access == mem::Access::Read || !r.readOnly) &&
                                    (a.access != mem::Access::Atomic || mem::isAligned(addr, a.size))
                                ? r.offsetOf(addr, a.size)
                                : UINT64_MAX;
  if (inRegion != UINT64_MAX) [[likely]] {
    t = {(r.perThread ? ctx.local.data : r.base) + inRegion, r.space, mem::FaultKind::None};
  } else {
    t = mem::translateSpecific(mem::AddrSpace(a.space), addr, a.size, a.access, ctx);
    if (!t.ok()) [[unlikely]]
      return refuseKind(a.c, a.d, l, t.fault, a.space, addr, a.size, a.access, a.align);
    r = mem::regionOf(t, mem::AddrSpace(a.space), addr, ctx);
  }
  switch (t.space) {
  case mem::AddrSpace::Shared: return checkShared(a, l, t);
  case mem::AddrSpace::Local: return checkLocal(a, l, t);
  case mem::AddrSpace::Global: return checkGlobal(a, l, addr, t, r.allocation);
  default: return t; // constant and param memory: read-only, bounded per allocation already
  }
}

} // namespace

mem::Translation checkedAccess(Ctx &c, const DInst &d, unsigned l, unsigned space, uint64_t addr,
                               uint32_t size, mem::Access access, uint32_t align, bool strong) {
  AccessInfo a(c, d, space, size, access, align, strong);
  return checkLane(a, l, addr);
}

namespace {

/// How the checks of one lane of quietLanes' slow path went.
enum class LaneCheck { Clean, Found, Refused, Stop };

/// quietLanes' lane `l` (at `off` in the region) checked in full: handed to checkLane when its
/// bounds or flags are at fault, else its flags marked and raceWord run (a race reported).
template <bool Shared, mem::Access A>
[[gnu::noinline]] LaneCheck fullLane(AccessInfo &a, const mem::Region &r, const uint64_t *addr, uint64_t off,
                                     unsigned l) {
  LaunchState &L = a.L;
  constexpr bool Reads = A != mem::Access::Write;
  const uint32_t size = a.size;
  const InitFlags<Shared> written = initFlags<Shared>(a, r);
  const uint16_t *varAt = L.sharedVariableAt.data();
  const bool inside =
      !(Shared && (L.checks & kMemcheck)) || (varAt[off] != 0 && varAt[off + size - 1] == varAt[off]);
  if (!inside || (Reads && written && !written.all(off, size))) {
    a.flagged = false;
    const mem::Translation t = checkLane(a, l, addr[l]);
    if (!t.ok())
      return h::stopping(a.c) ? LaneCheck::Stop : LaneCheck::Refused;
    return a.flagged ? LaneCheck::Found : LaneCheck::Clean;
  }
  if (!Reads && written && !written.all(off, size)) // (a read-modify-write found them written)
    written.set(off, size);
  if (!(L.checks & kRacecheck))
    return LaneCheck::Clean;
  const RaceCells cells = Shared ? raceCells(a.B.sharedRace) : raceCells(r.allocation->shadow->race);
  Hazard hz;
  raceWord(a, RaceKey::of<A>(a), l, cells, off >> 2, ((uint64_t(1) << size) - 1) << (off & 3), !Shared, hz);
  if (!hz.kind)
    return LaneCheck::Clean;
  a.flagged = true;
  reportRace(a, l, *hz.kind, hz.other, hz.order, hz.unknownReader, [&] {
    return Shared ? sharedWhere(L, uint32_t(off)) : Where{addr[l],
                                                          mem::AddrSpace::Global,
                                                          r.allocation->name,
                                                          int64_t(r.allocation->id),
                                                          r.allocation->size,
                                                          int64_t(off)};
  });
  return LaneCheck::Found;
}

/// quietLanes after lane `first` was not clean (`check`): the lanes above it one by one, where
/// a repeat is skipped only when the lane it repeats is clean.
template <bool Shared, mem::Access A>
[[gnu::noinline, gnu::cold]] CheckedLanes
laneByLane(AccessInfo &a, const mem::Region &r, const uint64_t *addr, const uint64_t *off, unsigned first,
           LaneCheck check, CheckedLanes out, uint32_t same, uint32_t half) {
  uint32_t clean = a.c.mask & ((1u << first) - 1); // below `first`: clean, or repeats of clean lanes
  for (uint32_t m = a.c.mask & ~((1u << first) - 1); m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    const uint32_t bit = 1u << l;
    if (l != first) {
      if ((((clean << 1) & same) | ((clean << 16) & half)) & bit) {
        clean |= bit;
        continue;
      }
      check = fullLane<Shared, A>(a, r, addr, off[l], l);
    }
    if (check == LaneCheck::Stop)
      return {0, 0, true};
    if (check == LaneCheck::Refused)
      out.ok &= ~bit;
    if (check == LaneCheck::Clean)
      clean |= bit;
  }
  return out;
}

/// checkedWarpAccess's common case: every lane's access is naturally aligned and inside the
/// region the warp's last access used (`off` in it per lane), in shared memory or in a global
/// allocation. The common cases of the checks run inline (raceQuiet); a lane that may have a
/// finding goes to fullLane, and after one the lanes above it to laneByLane.
template <bool Shared, mem::Access A>
CheckedLanes quietLanes(AccessInfo &a, const mem::Region &r, const uint64_t *addr, const uint64_t *off,
                        std::byte **host) {
  LaunchState &L = a.L;
  const bool bounds = Shared && (L.checks & kMemcheck);
  const uint16_t *varAt = L.sharedVariableAt.data();
  const InitFlags<Shared> written = initFlags<Shared>(a, r);
  const bool races = L.checks & kRacecheck;
  const RaceCells cells = !races   ? RaceCells{}
                          : Shared ? raceCells(a.B.sharedRace)
                                   : raceCells(r.allocation->shadow->race);
  const uint32_t size = a.size;
  const uint64_t bytes = (uint64_t(1) << size) - 1;
  constexpr bool Reads = A != mem::Access::Write;
  const RaceKey key = RaceKey::of<A>(a);
  const uint32_t mask = a.c.mask;
  const CheckedLanes out{mask, Shared ? 0 : mask, false};
  for (unsigned l = 0; l < kWarpSize; ++l) // every lane: branch-free (inactive lanes' are not used)
    host[l] = r.base + off[l];
  // A lane at the offset of the lane before, or of the lane 16 below (the other half-warp of a 2-D
  // block), when that one is clean (checked without a finding, or itself such a repeat), needs no
  // check of its own: it would find what that one found and change no shadow state (same warp,
  // same interval). Until a lane is not clean every lane is, so the loop visits only the lanes
  // that repeat neither.
  uint32_t same = 0, half = 0;
  for (unsigned l = 1; l < kWarpSize; ++l)
    same |= uint32_t(off[l] == off[l - 1]) << l;
  for (unsigned l = 16; l < kWarpSize; ++l)
    half |= uint32_t(off[l] == off[l - 16]) << l;
  same &= mask & (mask << 1);
  half &= mask & (mask << 16);
  for (uint32_t todo = mask & ~(same | half); todo; todo &= todo - 1) {
    const unsigned l = unsigned(std::countr_zero(todo));
    const uint64_t o = off[l];
    if ((!bounds || (varAt[o] != 0 && varAt[o + size - 1] == varAt[o])) &&
        (!Reads || !written || written.all(o, size))) [[likely]] {
      if (!Reads && written && !written.all(o, size))
        written.set(o, size);
      if (!races || raceQuiet<Shared>(key, l, cells, o >> 2, bytes << (o & 3))) [[likely]]
        continue;
    }
    const LaneCheck check = fullLane<Shared, A>(a, r, addr, o, l);
    if (check != LaneCheck::Clean) [[unlikely]]
      return laneByLane<Shared, A>(a, r, addr, off, l, check, out, same, half);
  }
  return out;
}

/// quietLanes for a full warp's 4-byte plain accesses to the 32 consecutive words from `off0`
/// (the coalesced access): bounds and initcheck for the 128 bytes at once, then racecheck word by
/// word. Nothing when they are not all inside one variable and (reads) written: quietLanes then
/// finds the lanes at fault.
template <bool Shared, mem::Access A>
std::optional<CheckedLanes> coalescedLanes(AccessInfo &a, const mem::Region &r, uint64_t off0,
                                           std::byte **host) {
  constexpr uint32_t kBytes = 4 * kWarpSize;
  LaunchState &L = a.L;
  const mem::ShadowState *shadow = Shared ? nullptr : r.allocation->shadow;
  const InitFlags<Shared> written = initFlags<Shared>(a, r);
  if constexpr (!Shared) {
    // The warp's 128 bytes of a large buffer are often not in the cache (a grid-stride sweep): the
    // handler reads or writes them next, so they are fetched while the shadows are checked.
    __builtin_prefetch(r.base + off0, A != mem::Access::Read);
    __builtin_prefetch(r.base + off0 + kBytes - 1, A != mem::Access::Read);
  }
  if (Shared && (L.checks & kMemcheck)) {
    const uint16_t var = L.sharedVariableAt[off0];
    if (var == 0 || L.sharedVariableAt[off0 + kBytes - 1] != var)
      return std::nullopt;
  }
  if (written) {
    const bool all = written.all(off0, kBytes);
    if (A == mem::Access::Read && !all)
      return std::nullopt;
    if (A == mem::Access::Write && !all)
      written.set(off0, kBytes);
  }
  if (L.checks & kRacecheck) {
    const RaceCells cells = Shared ? raceCells(a.B.sharedRace) : raceCells(shadow->race);
    const RaceKey key = RaceKey::of<A>(a);
    for (unsigned l = 0; l < kWarpSize; ++l) {
      if (raceQuiet<Shared>(key, l, cells, off0 / 4 + l, 15)) [[likely]]
        continue;
      Hazard hz;
      raceWord(a, key, l, cells, off0 / 4 + l, 15, !Shared, hz);
      if (hz.kind) [[unlikely]] {
        const uint64_t o = off0 + 4 * l;
        reportRace(a, l, *hz.kind, hz.other, hz.order, hz.unknownReader, [&] {
          return Shared ? sharedWhere(L, uint32_t(o)) : Where{r.lo + o,           mem::AddrSpace::Global,
                                                              r.allocation->name, int64_t(r.allocation->id),
                                                              r.allocation->size, int64_t(o)};
        });
      }
    }
  }
  for (unsigned l = 0; l < kWarpSize; ++l)
    host[l] = r.base + off0 + 4 * l;
  return CheckedLanes{kFullMask, Shared ? 0 : kFullMask, false};
}

} // namespace

CheckedLanes checkedWarpAccess(Ctx &c, const DInst &d, unsigned space, const uint64_t *addr, uint32_t size,
                               mem::Access access, uint32_t align, bool strong, std::byte **host) {
  AccessInfo a(c, d, space, size, access, align, strong);
  if (!c.mask)
    return {};
  mem::Region &r = c.regions[space & 7];
  // The region of the first lane (the one cached is mostly it: one access of the lane before).
  // Generic accesses keep a second region in the unused slot 6: loops often alternate between a
  // global buffer and shared memory through generic pointers.
  const unsigned first = unsigned(std::countr_zero(c.mask));
  if (space == 0 && (r.key != 1 || r.offsetOf(addr[first], size) == UINT64_MAX) && c.regions[6].key == 1 &&
      c.regions[6].offsetOf(addr[first], size) != UINT64_MAX)
    std::swap(r, c.regions[6]);
  if (r.key != space + 1 || r.offsetOf(addr[first], size) == UINT64_MAX) {
    if (space == 0)
      c.regions[6] = r;
    const mem::ThreadContext &ctx = c.warp->ctx[first];
    const mem::Translation t = mem::translateSpecific(mem::AddrSpace(space), addr[first], size, access, ctx);
    if (t.ok())
      r = mem::regionOf(t, mem::AddrSpace(space), addr[first], ctx);
  }
  // Within one word (size <= 4, naturally aligned) of the cached region: quietLanes.
  if (r.key == space + 1 && (access == mem::Access::Read || !r.readOnly) && size <= 4 && r.span >= size &&
      (r.space == mem::AddrSpace::Shared || (r.space == mem::AddrSpace::Global && r.allocation))) {
    // Branch-free over the lanes, in 64-bit arithmetic only, so that the compiler vectorises it.
    // A lane is outside or misaligned when `off > last` (with last < 2^63: exactly when
    // (last - off) | off has its top bit set) or `off & odd` is not 0.
    std::array<uint64_t, kWarpSize> off;
    const uint64_t lo = r.lo, last = r.span - size, odd = (size - 1) | (align - 1);
    uint64_t outside = 0, strided = 0; // strided 0: a full warp's 4-byte accesses to consecutive words
    if (c.mask == kFullMask) {
      const uint64_t a0 = addr[0];
      for (uint64_t l = 0; l < kWarpSize; ++l) {
        off[l] = addr[l] - lo;
        outside |= ((last - off[l]) | off[l]) >> 63 | (off[l] & odd);
        strided |= (addr[l] - a0) ^ (4 * l);
      }
      strided |= size != 4;
    } else {
      strided = 1;
      for (unsigned l = 0; l < kWarpSize; ++l) // inactive lanes hold stale addresses
        off[l] = addr[l] - lo;
      for (uint32_t m = c.mask; m; m &= m - 1) {
        const uint64_t o = off[std::countr_zero(m)];
        outside |= ((last - o) | o) >> 63 | (o & odd);
      }
    }
    if (!outside) {
      using enum mem::Access;
      const bool shared = r.space == mem::AddrSpace::Shared;
      if (!shared && !r.allocation->shadow) { // memcheck alone: the bounds were all (checkGlobal)
        for (unsigned l = 0; l < kWarpSize; ++l)
          host[l] = r.base + off[l];
        return {c.mask, c.mask, false};
      }
      if (!strided && access != Atomic) {
        std::optional<CheckedLanes> done;
        if (access == Read)
          done = shared ? coalescedLanes<true, Read>(a, r, off[0], host)
                        : coalescedLanes<false, Read>(a, r, off[0], host);
        else
          done = shared ? coalescedLanes<true, Write>(a, r, off[0], host)
                        : coalescedLanes<false, Write>(a, r, off[0], host);
        if (done)
          return *done;
      }
      switch (access) {
      case Read:
        return shared ? quietLanes<true, Read>(a, r, addr, off.data(), host)
                      : quietLanes<false, Read>(a, r, addr, off.data(), host);
      case Write:
        return shared ? quietLanes<true, Write>(a, r, addr, off.data(), host)
                      : quietLanes<false, Write>(a, r, addr, off.data(), host);
      default:
        return shared ? quietLanes<true, Atomic>(a, r, addr, off.data(), host)
                      : quietLanes<false, Atomic>(a, r, addr, off.data(), host);
      }
    }
  }
  CheckedLanes out;
  // A lane at the address of the lane before, which was checked without a finding, needs no
  // check of its own: it would find what that one found and change no shadow state (same warp,
  // same interval). Not for local memory, which is per thread.
  uint64_t prevAddr = UINT64_MAX;
  mem::Translation prev{nullptr, mem::AddrSpace::Local, mem::FaultKind::None};
  for (uint32_t m = c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    mem::Translation t;
    if (addr[l] == prevAddr && prev.space != mem::AddrSpace::Local) {
      t = prev;
    } else {
      a.flagged = false;
      t = checkLane(a, l, addr[l]);
      if (!t.ok()) [[unlikely]] {
        if (h::stopping(c))
          return {0, 0, true};
        prevAddr = UINT64_MAX;
        continue;
      }
      prevAddr = a.flagged ? UINT64_MAX : addr[l];
      prev = t;
    }
    host[l] = t.host;
    out.ok |= 1u << l;
    if (t.space == mem::AddrSpace::Global)
      out.global |= 1u << l;
  }
  return out;
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
  if (L.checks & kInitcheck) {
    if (B.sharedWritten.size() != L.sharedBytes)
      B.sharedWritten = mem::ShadowArray<uint8_t>(L.sharedBytes);
    else
      std::memset(B.sharedWritten.data(), 0, L.sharedBytes);
  }
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

} // namespace nvsim::sim
