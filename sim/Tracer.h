// The tracer of `--trace` (internal to sim/; docs/profile.md, "Timeline"): each host thread's
// events, and the hooks the schedulers call at the points a timeline shows (a warp's turn, a split
// or merge of its lanes, a barrier's release, a collective's meeting). Every hook is called only
// when the block has a sink (BlockState::trace), tested once per turn: an untraced launch pays
// nothing per instruction.
#pragma once

#include "sim/Exec.h"
#include "sim/Trace.h"

#include <vector>

namespace nvsim::sim {

struct LaunchState;
struct BlockState;

/// One host thread's events (merged into the launch's when it is done).
struct TraceSink {
  explicit TraceSink(LaunchState &launch) : L(launch) {}
  LaunchState &L;
  std::vector<TraceEvent> events;
  /// Keeps `e` unless the launch's event limit is spent (then it is counted as dropped).
  void add(TraceEvent e);
};

/// The names of a block's process and of its warps' tracks, at its start.
void traceBlockStart(BlockState &B);
/// A turn of warp `w`: group `gi` ran `executed` instructions with the lanes of `mask` from `pc`;
/// the warp had `groupsBefore` groups (more now: the turn split it).
void traceTurn(BlockState &B, Warp &w, size_t gi, uint32_t mask, size_t groupsBefore, uint64_t executed);
/// Lanes of warp `w` merged into one group of `mask` at one place (reconvergence).
void traceMerge(BlockState &B, Warp &w, uint32_t mask);
/// Barrier `id` of the block is about to release its waiting warps.
void traceBarrierRelease(BlockState &B, uint32_t id);
/// The lanes `lanes` of warp `w` parked at a *.sync collective run it together now.
void traceCollective(BlockState &B, Warp &w, uint32_t lanes);

} // namespace nvsim::sim
