// A thread block's run on one host thread (Block.cpp); its state is sim/State.h's BlockState.
#pragma once

#include "sim/State.h"

namespace nvsim::sim {

/// Runs block `linear` of the grid (the `position`-th in dispatch order) to its end, a fault or
/// the launch's stop, in block state `B` (whose buffers are reused from the last block it ran).
void runBlock(LaunchState &L, BlockState &B, uint64_t linear, uint64_t position);

} // namespace nvsim::sim
