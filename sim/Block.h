// A thread block's run on one host thread (Block.cpp); its state is sim/State.h's BlockState.
#pragma once

#include "sim/State.h"

namespace nvsim::sim {

/// How far a call of resumeBlock took the block.
enum class BlockRun {
  Finished, ///< every thread exited
  Paused,   ///< its warps took their slice of backward branches: other resident blocks run now
  Stopped,  ///< the launch stops (a fault, a fatal finding, a timeout), or the block deadlocked
};

/// Starts block `linear` of the grid (the `position`-th in dispatch order) in block state `B`
/// (whose buffers are reused from the last block it ran): its warps at the kernel's entry. False
/// when it cannot start (a fault was raised: its memory does not fit the budget).
bool startBlock(LaunchState &L, BlockState &B, uint64_t linear, uint64_t position);

/// Runs the block's warps in rounds until it finishes, stops, or its warps have taken `slice`
/// more backward branches (blocks of a host thread take turns, so that one spinning on a flag
/// another block sets lets that block run: docs/semantics.md, "Scheduling").
BlockRun resumeBlock(LaunchState &L, BlockState &B, uint64_t slice);

/// Adds the block's groups of lanes that have not exited to the launch's timeout report.
void describeStuck(LaunchState &L, const BlockState &B);

} // namespace nvsim::sim
