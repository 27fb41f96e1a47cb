// The shared part of the access checkers (internal to sim/): where an access is, what one warp
// access shares across its lanes, and the cold paths that turn a bad access into a finding or a
// fault. Memcheck.cpp, Racecheck.h, Initcheck.h and CheckedAccess.cpp build on it.
#pragma once

#include "memory/Translate.h"
#include "sim/Checkers.h"

#include <string>
#include <string_view>

namespace nvsim::sim::check {

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

/// A finding of `kind` about the access at `w`.
Finding findingAt(const Where &w, FindingKind kind, std::string message, mem::Access access, uint32_t size);
/// "read of 4 bytes at 0x... (shared), offset 8 of 'tile' (1024 bytes)".
std::string describeAccess(const Where &w, mem::Access access, uint32_t size);

/// A memcheck finding that skips the lane, or without memcheck a fault. Returns a failed
/// translation for the handler (Memcheck.cpp).
[[gnu::noinline, gnu::cold]] mem::Translation refuse(Ctx &c, const DInst &d, unsigned l, const mem::Fault &f,
                                                     std::string text);
/// refuse() for a fault of `kind` that a translation or the alignment test found.
[[gnu::noinline, gnu::cold]] mem::Translation refuseKind(Ctx &c, const DInst &d, unsigned l,
                                                         mem::FaultKind kind, unsigned space, uint64_t addr,
                                                         uint32_t size, mem::Access access, uint32_t align);

/// The instruction of checked-code site `site` (DecodedFunction::siteBase: racecheck's records,
/// initcheck's origins), or null (Racecheck.cpp).
const DInst *instructionAtSite(const LaunchState &L, uint32_t site);

/// LaunchState::sharedVariables' name of the dynamic shared memory.
inline constexpr std::string_view kDynamicShared = "dynamic shared memory";
/// Where a shared access at `off` is: in its variable, or beside the nearest one.
Where sharedWhere(const LaunchState &L, uint32_t off);
/// The live local variable nearest below (or at) `off` in a lane's state bytes: [start, end).
std::pair<uint32_t, uint32_t> nearestLocalVariable(const uint8_t *state, uint32_t off, uint32_t sp);

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
    // A volatile scalar load or store (the decoder's d.imm 2): strong between warps and blocks,
    // plain between the lanes of its warp.
    volatileOnly = strong && kind != AccessRecord::Atomic && d.imm == 2;
    reads = access != mem::Access::Write;
    writes = access != mem::Access::Read;
    if (L.checks & kRacecheck) {
      const uint32_t site = c.fn->siteBase + uint32_t(&d - c.fn->code.data());
      BlockState::WarpClock &clock = B.warpClocks[w.index];
      clock.used = true;
      synced = clock.synced.data();
      me = AccessRecord::make(B.epoch, site, w.index, 0, kind, this->strong, clock.generation).bits;
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
  bool volatileOnly = false;
  AccessRecord::Kind kind;
  uint64_t me = 0; ///< this access's record, lane 0, no bytes
  /// Per lane of the warp, the generation of its last warp-level synchronization (WarpClock).
  const uint8_t *synced = nullptr;
  uint32_t chunkStart = 0; ///< the block run's current epoch chunk
  uint32_t epoch = 0, warp = 0;
  bool flagged = false; ///< a finding was recorded for the lane being checked
};

} // namespace nvsim::sim::check
