// A warp's turn on its host thread (Warp.cpp): the warp scheduler and the dispatch loop. The
// warp itself (groups of lanes, frames, registers) is sim/Exec.h's Warp.
#pragma once

#include "sim/State.h"

namespace nvsim::sim {

/// Runs warp `w` of block `B` until none of its groups can run: every group exited, waits at a
/// barrier or a warp collective, or the launch stops.
void runWarp(LaunchState &L, BlockState &B, Warp &w);

} // namespace nvsim::sim
