// racecheck (docs/checkers.md): the other access of a race as a finding's site, and the epochs
// a block run takes at its start and at each barrier. The per-word checks are in Racecheck.h.
#include "sim/Racecheck.h"

namespace nvsim::sim {

using mem::AccessRecord;

namespace check {

/// The access a record remembers, for a finding's `other`.
FindingSite siteOf(LaunchState &L, const BlockState &B, AccessRecord rec, Order order) {
  FindingSite s;
  uint64_t block = B.linear;
  if (order == Order::OtherBlock) {
    std::lock_guard lock(L.chunkMutex);
    const uint64_t k = (rec.epoch() - L.launchEpoch) / kEpochChunk;
    block = k < L.chunkBlocks.size() ? L.chunkBlocks[k] : 0;
  }
  s.block = L.grid.at(block);
  s.warp = rec.warp();
  s.lane = rec.lane();
  s.thread = L.block.at(uint64_t(rec.warp()) * kWarpSize + rec.lane());
  s.access = rec.kind() == AccessRecord::Read    ? "read"
             : rec.kind() == AccessRecord::Write ? "write"
                                                 : "atomic";
  if (const DInst *od = rec.site() != AccessRecord::kNoSite ? instructionAtSite(L, rec.site()) : nullptr)
    locate(s, L, od->ir);
  return s;
}

const DInst *instructionAtSite(const LaunchState &L, uint32_t site) {
  if (!L.siteFunctions)
    return nullptr;
  const auto &fns = *L.siteFunctions;
  auto it = std::upper_bound(fns.begin(), fns.end(), site,
                             [](uint32_t x, const DecodedFunction *f) { return x < f->siteBase; });
  if (it == fns.begin() || site - (*(it - 1))->siteBase >= (*(it - 1))->code.size())
    return nullptr;
  return &(*(it - 1))->code[site - (*(it - 1))->siteBase];
}

} // namespace check

void resetWarpClocks(LaunchState &L, BlockState &B) {
  if (L.checks & kRacecheck)
    B.warpClocks.assign(L.warpsPerBlock(), {});
}

void warpSynced(Ctx &c, uint32_t lanes) {
  if (!(c.launch->checks & kRacecheck) || c.warp->index >= c.block->warpClocks.size())
    return;
  // A new generation only when the warp made records in the current one: the lanes then
  // synchronized after all of them; otherwise after all but the ones still to come, which is the
  // same. This keeps the 4-bit count for synchronizations that separate accesses.
  BlockState::WarpClock &k = c.block->warpClocks[c.warp->index];
  if (k.used && k.generation < AccessRecord::kUnknownGeneration) {
    ++k.generation;
    k.used = false;
  }
  forLanes(lanes, [&](unsigned l) { k.synced[l] = k.generation; });
}

void nextBarrierInterval(LaunchState &L, BlockState &B) {
  resetWarpClocks(L, B);
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

} // namespace nvsim::sim
