// The checkers of a checked launch: memcheck's per-variable bounds, racecheck, initcheck, and
// synccheck's divergent barriers (docs/checkers.md).
//
// A launch with memcheck, racecheck or initcheck runs the checked code: functions decoded a
// second time with the checked load and store handlers and without register promotion of
// allocas (Decoder::checked). Every access of a lane then goes through checkedAccess, which
// translates it, runs the checkers on it and, under memcheck, turns a bad access into a
// finding and skips the lane (a load reads 0) instead of stopping the launch.
//
// racecheck's clock is the *epoch* (28 bits): each block run takes chunks of kEpochChunk consecutive
// epochs from a counter of the program, and moves to the next epoch at every barrier. An access
// record (mem::AccessRecord) carries the epoch it was made in, so one number says both which
// block run made it (the chunk) and in which barrier interval (the epoch): two accesses of one
// block are ordered when they are by the same warp or in different intervals; accesses of two
// blocks of one launch are never ordered (but atomics do not race with atomics); epochs below
// the launch's first are from earlier launches, which are ordered before it.
//
// Within one warp and one barrier interval, lanes are ordered only by warp-level synchronization
// (bar.warp.sync, the *.sync collectives; sm_70 independent thread scheduling): a warp counts
// its synchronizations (the *generation*, BlockState::WarpClock, carried by each record) and
// each lane remembers the generation of the last one it took part in. A record of another lane
// of the same warp and epoch is ordered before the current access when the current lane has
// synchronized since the record's generation; a lane's own accesses, and the lanes of one
// execution of one instruction, are always ordered.
#pragma once

#include "sim/State.h"

namespace nvsim::sim {

inline constexpr uint32_t kEpochChunk = 64;
/// Unused bytes a checked launch leaves before each alloca (memcheck's redzone).
inline constexpr uint32_t kLocalRedzone = 16;

/// Lane `l`'s access of `size` bytes at `addr` through address space `space`, under the
/// launch's checkers; `align` is what the instruction promises, `strong` that it is volatile or
/// atomic-ordered (atomics always are). Returns the translation, or one that is not ok() when
/// the access must not be done: under memcheck a finding was recorded and the lane is skipped,
/// else a fault was raised (the launch's abort flag is set).
mem::Translation checkedAccess(Ctx &c, const DInst &d, unsigned l, unsigned space, uint64_t addr,
                               uint32_t size, mem::Access access, uint32_t align = 1, bool strong = false);

/// The lanes of a checked warp access: those whose access may be done, those of them in global
/// memory, and whether the launch is stopping (a fatal finding or a fault).
struct CheckedLanes {
  uint32_t ok = 0, global = 0;
  bool stop = false;
};
/// checkedAccess for every lane of `c.mask` at once (the scalar load and store): `host[l]` is
/// set for the lanes in `ok`.
CheckedLanes checkedWarpAccess(Ctx &c, const DInst &d, unsigned space, const uint64_t *addr, uint32_t size,
                               mem::Access access, uint32_t align, bool strong, std::byte **host);

/// A block run starts: its first epoch chunk (racecheck), the shadow buffers it needs.
void beginBlockChecks(LaunchState &L, BlockState &B);
/// A barrier of the block completed: the next barrier interval.
void nextBarrierInterval(LaunchState &L, BlockState &B);
/// racecheck: every warp's lanes start the barrier interval unsynchronized (BlockState::warpClocks).
void resetWarpClocks(LaunchState &L, BlockState &B);
/// racecheck: lanes `lanes` of warp c.warp completed a warp-level synchronization
/// (bar.warp.sync or a *.sync collective), which orders their earlier accesses before their
/// later ones. Callers test `c.launch->checks & kRacecheck` first; a no-op without racecheck.
void warpSynced(Ctx &c, uint32_t lanes);

/// Lane `l`'s local bytes [from, end) are now: a redzone or padding up to `at`, then a live
/// variable (written: a byval copy; not written: an alloca). No-op unless the launch checks.
void markLocal(Ctx &c, unsigned l, uint32_t from, uint32_t at, uint32_t end, bool written);
void markLocal(LaunchState &L, BlockState &B, const Warp &w, unsigned l, uint32_t from, uint32_t at,
               uint32_t end, bool written);

/// synccheck: a block where no thread can go on (threads wait at barriers the others never
/// reach), as a fatal finding: different-barriers, or partial-barrier.
void barrierDeadlockFinding(LaunchState &L, BlockState &B);

/// synccheck: the group at `pc` (a barrier) arrives while lanes of its warp that skipped the
/// barrier are already past it, at a join point: a barrier in divergent code.
void checkBarrierDivergence(Ctx &c, const DInst &d, uint32_t pc);

/// synccheck: barrier `id`, which every thread of the block waits for, is about to complete
/// with its threads at different barrier instructions: a warp split across two of them (a
/// divergent barrier, at the earlier one), else a mismatched barrier.
void checkBarrierRelease(LaunchState &L, BlockState &B, uint32_t id);

} // namespace nvsim::sim
