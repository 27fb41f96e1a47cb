// A warp's turn on its host thread (Warp.cpp): the warp scheduler and the dispatch loop. The
// warp itself (groups of lanes, frames, registers) is sim/Exec.h's Warp.
#pragma once

#include "sim/State.h"

namespace nvsim::sim {

/// Runs warp `w` of block `B` until none of its groups can run (every group exited, waits at a
/// barrier or a warp collective), its quantum is over (1024 backward branches: the block's other
/// warps run next), or the launch stops.
void runWarp(LaunchState &L, BlockState &B, Warp &w);

/// Runs the *.sync collectives whose member lanes all wait at one (in any group, frame or
/// instruction of the same kind and member mask); with `force`, the first parked collective with
/// the members that did arrive (the others never will: they exited or wait elsewhere). True when
/// one ran.
bool meetAtCollectives(LaunchState &L, BlockState &B, Warp &w, bool force);

} // namespace nvsim::sim
