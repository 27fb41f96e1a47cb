// racecheck's per-word work (internal to sim/): the order of two accesses from their epochs, the
// records a word keeps, and the checks the checked-access loops inline (docs/checkers.md,
// sim/Checkers.h for the epochs). Reports and the epochs of block runs are in Racecheck.cpp.
#pragma once

#include "sim/CheckedAccess.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <optional>

namespace nvsim::sim::check {

enum class Order { Before, SameBlock, OtherBlock, SameWarp };

/// How a recorded access relates to the current one: ordered before it (or stale), or
/// concurrent with it from the same or another block. (Records of the current epoch are told
/// apart by orderFast, which also knows the lanes.)
inline Order orderOf(const LaunchState &L, const BlockState &B, const Warp &w, AccessRecord rec,
                     bool global) {
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

/// The access a record remembers, for a finding's `other` (Racecheck.cpp).
FindingSite siteOf(LaunchState &L, const BlockState &B, AccessRecord rec, Order order);

/// What racecheck compares records with, by value: kept in registers while the loops over the
/// lanes store to shadow memory (which the compiler could not tell apart from AccessInfo).
struct RaceKey {
  explicit RaceKey(const AccessInfo &a)
      : me(a.me), epoch(a.epoch), warp(a.warp), chunkStart(a.chunkStart), launchEpoch(a.L.launchEpoch),
        kind(a.kind), strong(a.strong), volatileOnly(a.volatileOnly),
        oneChunk(a.B.epochChunks.size() == 1 && !a.w.fenced), synced(a.synced) {}
  /// The key of an access whose kind the caller knows at compile time (the loops of the fast
  /// paths): the compiler then drops the other kinds' branches of raceWord.
  template <mem::Access A> static RaceKey of(const AccessInfo &a) {
    RaceKey k(a);
    k.kind = A == mem::Access::Read    ? AccessRecord::Read
             : A == mem::Access::Write ? AccessRecord::Write
                                       : AccessRecord::Atomic;
    k.strong = A == mem::Access::Atomic || a.strong;
    k.volatileOnly = A != mem::Access::Atomic && a.volatileOnly;
    return k;
  }
  uint64_t me;
  uint32_t epoch, warp, chunkStart, launchEpoch;
  AccessRecord::Kind kind;
  bool strong;
  /// A volatile load or store: strong, except with the other lanes of its warp (where only
  /// atomics are exempt from racing; volatile orders nothing).
  bool volatileOnly;
  /// The block run is in its first epoch chunk and the warp did not fence: a record of this launch
  /// outside the chunk is another block's, not ordered with this access (orderOf).
  bool oneChunk;
  /// Per lane of the warp, the generation of its last warp-level synchronization.
  const uint8_t *synced;
};

/// Whether a record of the current warp and epoch is of another lane and not ordered before lane
/// `lane`'s access: the lane has not synchronized with the warp since the record's generation
/// (any synchronization it took part in: the record's lane may have been left out, which only
/// misses a race), and the two are not one execution of one instruction. A record whose
/// generation is unknown, or that other warps' reads share, is ordered here (the latter is
/// raceWord's `unknownReader`).
[[gnu::always_inline]] inline bool unsyncedLane(const RaceKey &k, unsigned lane, AccessRecord rec) {
  const uint32_t g = rec.generation();
  return rec.lane() != lane && g != AccessRecord::kUnknownGeneration && k.synced[lane] <= g &&
         ((rec.bits ^ k.me) & AccessRecord::kSiteAndGeneration) != 0 && !rec.sharedRead();
}

/// Whether a record's strength and the current access's keep them from racing, given how they
/// are ordered: both strong, unless they are lanes of one warp, the current access is volatile
/// and the record is not an atomic. (A volatile record before an atomic of another lane, where
/// the record cannot tell volatile from atomic-ordered, is not reported.)
[[gnu::always_inline]] inline bool strongPair(const RaceKey &k, AccessRecord rec, Order o) {
  return k.strong && rec.strong() &&
         !(o == Order::SameWarp && k.volatileOnly && rec.kind() != AccessRecord::Atomic);
}

/// A record of the same warp and epoch as access `me` (lane included) of the bytes `mask`, after
/// it: one access both stand for, each record being a real access of its lane, generation and
/// bytes (so that what it reports is a race). The lane's own later access replaces its record
/// when it covers its bytes, else the record keeps the older generation; another lane's access
/// keeps a record that covers its bytes, unless that record is by `owner` (the lane of the word's
/// last write, the likeliest next writer; 32: none) and the new access covers it, replaces one it
/// covers, and two lanes' different bytes merge with an unknown generation (no race between
/// lanes is told from it). Of two reads of the same bytes, the one a later write by the owner
/// races with is kept: in `s[t] += s[t + k]`, lane t - k's read of s[t], not lane t's.
[[gnu::always_inline]] inline uint64_t mergeSameWarp(AccessRecord old, uint64_t me, uint64_t mask,
                                                     uint32_t owner = 32) {
  const uint64_t was = old.bits & 15;
  const bool sameLane = ((old.bits ^ me) & (uint64_t(31) << 8)) == 0;
  const bool newCovers = (mask & was) == was && ((old.bits ^ me) & 32) == 0;
  if (sameLane)
    return newCovers ? me | mask | (old.bits & 16) : old.bits | mask;
  if ((was & mask) == mask && !(newCovers && old.lane() == owner))
    return old.bits;
  if (newCovers)
    return me | mask | (old.bits & 16);
  return old.bits | mask | AccessRecord::kGenerationMask;
}

/// mergeSameWarp for read records, which also remember whether several lanes of the warp read the
/// recorded bytes in the record's generation (AccessRecord::kLanesRead): two plain reads of the
/// same bytes by different lanes, or a record that was so already.
[[gnu::always_inline]] inline uint64_t mergeRead(AccessRecord old, uint64_t me, uint64_t mask,
                                                 uint32_t owner) {
  const uint64_t merged = mergeSameWarp(old, me, mask, owner);
  const bool plainSameGeneration = !(me & 32) && !old.strong() &&
                                   old.generation() != AccessRecord::kUnknownGeneration &&
                                   ((old.bits ^ me) & AccessRecord::kGenerationMask) == 0;
  const bool otherLane = ((old.bits ^ me) & (uint64_t(31) << 8)) != 0;
  if (plainSameGeneration && (old.lanesRead() || (otherLane && (old.bytes() & mask))))
    return merged | AccessRecord::kLanesRead;
  return merged;
}

/// How a record relates to lane `lane`'s access: orderOf, with the common cases first: this
/// interval (another warp's; or this warp's, another lane's: unsyncedLane), an earlier one of the
/// current chunk.
[[gnu::always_inline]] inline Order orderFast(const AccessInfo &a, const RaceKey &k, unsigned lane,
                                              AccessRecord rec, bool global) {
  const uint32_t e = rec.epoch();
  if (e == k.epoch)
    return rec.warp() != k.warp         ? Order::SameBlock
           : unsyncedLane(k, lane, rec) ? Order::SameWarp
                                        : Order::Before;
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
        otherOrder == Order::SameBlock  ? "with no barrier between"
        : otherOrder == Order::SameWarp ? "of the same warp with no __syncwarp between"
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

/// The fast paths' repeat of a plain read by lane `lane` at `word` (a lane after it with the same
/// address, not checked itself): the word's read record, when it is that read, says several lanes
/// read it.
inline void markLanesRead(const RaceKey &k, unsigned lane, RaceCells cells, uint64_t word) {
  constexpr uint64_t kSame =
      ~uint64_t(0) << 36 | uint64_t(31) << 13 | uint64_t(31) << 8 | AccessRecord::kGenerationMask;
  std::atomic_ref<uint64_t> readCell(cells.reads[word]);
  const AccessRecord rec{readCell.load(std::memory_order_relaxed)};
  const uint64_t me = k.me | uint64_t(lane) << 8;
  // (The record of another warp, the common case of a tile all warps read, fails the first test.)
  if (((rec.bits ^ me) & kSame) == 0 && k.kind == AccessRecord::Read && !k.strong && !rec.empty() &&
      !rec.strong() && !rec.lanesRead() && rec.generation() != AccessRecord::kUnknownGeneration)
    readCell.store(rec.bits | AccessRecord::kLanesRead, std::memory_order_relaxed);
}

/// The first race a lane's access makes, if any.
struct Hazard {
  std::optional<FindingKind> kind;
  AccessRecord other;
  Order order = Order::Before;
  bool unknownReader = false;
};

/// The records after a write by `me` of the bytes `mask`: one writer per word, this one (keeping
/// the bytes the same warp wrote in this interval); the bytes written leave the read record,
/// except the writing lane's own plain read of the same interval and generation when other lanes
/// of the warp read those bytes too (kLanesRead): in `s[b]++` by lanes 3 and 5, lane 3's store
/// (one access with lane 5's store, the same execution of one instruction) does not order lane
/// 5's load, nor lane 3's load before lane 5's store, so the read stays. Except after an atomic (a strong
/// write), which a record of a plain access can stand for but not the other way round (a later atomic by
/// another thread races with the plain access, not with the atomic): a plain write or read of the same warp,
/// interval and generation (a lane's `s = 0` or `x = s` then `atomicAdd(&s, 1)`) stays the word's record. Of
/// one warp's atomics to a word, the newest lane's is kept (the lanes run in order: the highest one), so that
/// a plain access by lane 0 after a warp-wide `atomicAdd` still finds another lane's atomic.
struct WordRecords {
  uint64_t write, read;
};
inline WordRecords afterWrite(AccessRecord lastWrite, AccessRecord lastRead, uint64_t me, uint64_t mask) {
  constexpr uint64_t kEpochAndWarp = ~uint64_t(0) << 36 | uint64_t(31) << 13;
  constexpr uint64_t kEpochWarpAndKind = kEpochAndWarp | uint64_t(3) << 6;
  constexpr uint64_t kEpochWarpAndGeneration = kEpochAndWarp | AccessRecord::kGenerationMask;
  const bool strong = (me & 32) != 0;
  const auto plainOfMine = [&](AccessRecord rec) {
    return strong && !rec.empty() && !rec.strong() && !rec.sharedRead() &&
           ((rec.bits ^ me) & kEpochWarpAndGeneration) == 0;
  };
  constexpr uint64_t kLane = uint64_t(31) << 8;
  const bool readStays =
      plainOfMine(lastRead) || (lastRead.lanesRead() && !lastRead.sharedRead() && !strong &&
                                ((lastRead.bits ^ me) & (kEpochWarpAndGeneration | kLane)) == 0);
  const uint64_t read = readStays ? lastRead.bits : (lastRead.bits & ~mask & 15) ? lastRead.bits & ~mask : 0;
  if (plainOfMine(lastWrite) && (lastWrite.bytes() & mask) == mask)
    return {lastWrite.bits, read};
  const bool mine = ((lastWrite.bits ^ me) & kEpochWarpAndKind) == 0;
  if (mine && lastWrite.kind() == AccessRecord::Atomic && (mask & lastWrite.bytes()) == lastWrite.bytes())
    return {me | mask, read};
  return {mine ? mergeSameWarp(lastWrite, me, mask) : me | mask, read};
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
  if (!h.kind && (lastWrite.bytes() & mask) && (!(k.strong && lastWrite.strong()) || k.volatileOnly)) {
    const Order o = orderFast(a, k, lane, lastWrite, global);
    if (o != Order::Before && !strongPair(k, lastWrite, o)) [[unlikely]]
      h = {k.kind == AccessRecord::Read ? FindingKind::ReadAfterWrite : FindingKind::WriteAfterWrite,
           lastWrite, o, false};
  }
  uint64_t newRead;
  if (k.kind == AccessRecord::Read) {
    if (sameAsMe)
      newRead = mergeRead(lastRead, me, mask, lastWrite.empty() ? 32 : lastWrite.lane());
    else if (lastRead.empty() || orderFast(a, k, lane, lastRead, global) == Order::Before)
      newRead = me | mask;
    else
      newRead = lastRead.bits | mask | 16; // read by more than one warp (or block) in this interval
  } else {
    if (!h.kind && (lastRead.bytes() & mask)) {
      const bool strongs = k.strong && lastRead.strong() && !k.volatileOnly;
      const Order ro = strongs ? Order::Before : orderFast(a, k, lane, lastRead, global);
      if (ro != Order::Before && !strongPair(k, lastRead, ro)) [[unlikely]]
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
/// one not of the current chunk is stale (ordered before). Sets `laneDependent` when the order of
/// a record it compared depends on the lane (a record of this warp and interval): another lane at
/// the same address may then race where this one did not.
template <bool Shared>
[[gnu::always_inline]] inline bool raceQuiet(const RaceKey &k, unsigned lane, RaceCells cells, uint64_t word,
                                             uint64_t mask, bool &laneDependent) {
  if (k.volatileOnly) // (volatile accesses are rare: raceWord tells their strength by order)
    return false;
  constexpr uint64_t kEpochAndWarp = ~uint64_t(0) << 36 | uint64_t(31) << 13;
  const uint64_t me = k.me | uint64_t(lane) << 8;
  std::atomic_ref<uint64_t> writeCell(cells.writes[word]), readCell(cells.reads[word]);
  const AccessRecord lastWrite{writeCell.load(std::memory_order_relaxed)};
  const AccessRecord lastRead{readCell.load(std::memory_order_relaxed)};
  const auto told = [&](AccessRecord rec) __attribute__((always_inline)) {
    const uint32_t e = rec.epoch();
    if (e - k.chunkStart < kEpochChunk) {
      if (e != k.epoch)
        return Told::Before;
      if (rec.warp() != k.warp)
        return Told::Concurrent;
      laneDependent |= rec.generation() != AccessRecord::kUnknownGeneration;
      return unsyncedLane(k, lane, rec) ? Told::Concurrent : Told::Before;
    }
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
    newRead = sameAsMe ? mergeRead(lastRead, me, mask, lastWrite.empty() ? 32 : lastWrite.lane())
              : order == Told::Before ? me | mask
                                      : lastRead.bits | mask | 16;
  } else {
    // (A read by this lane in this interval, the common read-modify-write, needs no order; a
    // lane repeating this one's address would race with it.)
    const bool mine = sameAsMe && ((lastRead.bits ^ me) & (uint64_t(31) << 8)) == 0;
    laneDependent |= mine && (lastRead.bytes() & mask);
    if ((lastRead.bytes() & mask) &&
        ((sameAsMe && lastRead.sharedRead()) ||
         (!mine && !(k.strong && lastRead.strong()) && told(lastRead) != Told::Before)))
      return false;
    storeRecords(writeCell, readCell, lastWrite, lastRead, afterWrite(lastWrite, lastRead, me, mask));
    return true;
  }
  storeRecords(writeCell, readCell, lastWrite, lastRead, {lastWrite.bits, newRead});
  return true;
}

/// Whether a read of the bytes `mask` of `word` by `k`'s warp changes nothing, as raceQuiet would
/// find: the bytes' write record is ordered before it (or has none of them), and their read record
/// says already that another warp (or block) read them in this interval, which a read by yet
/// another warp leaves as it is. The common case of a tile that all the warps of a block read:
/// quietLanes tests all its lanes so before checking any. False where raceQuiet would have to look
/// closer (a record of this warp and interval, a volatile read).
template <bool Shared>
[[gnu::always_inline]] inline bool readChangesNothing(const RaceKey &k, RaceCells cells, uint64_t word,
                                                      uint64_t mask) {
  const AccessRecord lastWrite{std::atomic_ref<uint64_t>(cells.writes[word]).load(std::memory_order_relaxed)};
  const AccessRecord lastRead{std::atomic_ref<uint64_t>(cells.reads[word]).load(std::memory_order_relaxed)};
  const uint32_t w = lastWrite.epoch(), r = lastRead.epoch();
  const bool writeBefore = w - k.chunkStart < kEpochChunk ? w != k.epoch : Shared || w < k.launchEpoch;
  const bool readConcurrent = r - k.chunkStart < kEpochChunk ? r == k.epoch && lastRead.warp() != k.warp
                                                             : !Shared && r >= k.launchEpoch && k.oneChunk;
  return !k.volatileOnly && (!(lastWrite.bytes() & mask) || writeBefore) &&
         (lastRead.bits & (mask | 16)) == (mask | 16) && readConcurrent;
}

/// readChangesNothing<true> for a half-warp's run of naturally aligned 4-byte reads: the 16 shared
/// words from `word`. Shared memory's records are those of one block, which one host thread runs at
/// a time, so they are read as plain memory, in a loop without branches that the compiler
/// vectorises. (For shared memory a write record ordered before is one of another epoch: of an
/// earlier interval or stale; a concurrent read record is one of this epoch by another warp.)
[[gnu::always_inline]] inline bool runChangesNothing(const RaceKey &k, RaceCells cells, uint64_t word) {
  const uint64_t *writes = cells.writes + word, *reads = cells.reads + word;
  const uint64_t epoch = uint64_t(k.epoch) << 36, warp = k.warp;
  // Only and, or, xor, subtraction and shifts (SSE2 has them for 64-bit lanes): a word changes
  // where the top bit of `signs` or any bit of `bits` ends up set.
  uint64_t signs = 0, bits = 0;
  for (unsigned i = 0; i < 16; ++i) {
    const uint64_t w = writes[i], r = reads[i];
    // A write record of this epoch (its epoch bits equal) of these bytes (bytes not 0).
    signs |= (0 - (w & 15)) & (((w ^ epoch) >> 36) - 1);
    // A read record not of this epoch, or not of all four bytes read by several warps.
    bits |= (r ^ epoch) >> 36 | ((r & 31) ^ 31);
    // ... or by this warp.
    signs |= (((r >> 13) & 31) ^ warp) - 1;
  }
  return !k.volatileOnly && (signs >> 63 | bits) == 0;
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

} // namespace nvsim::sim::check
