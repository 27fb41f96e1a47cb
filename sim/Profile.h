// What `--profile` measures (docs/profile.md): per IR instruction, per source line and per kernel,
// the counts a warp-level profiler such as Nsight Compute reports, counted by the executor as the
// warps run (sim/Profiler.h) and returned with the launch (LaunchResult::profile).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace nvsim::sim {

/// The counts of one instruction, line or kernel. Every field is a sum over warp-level
/// executions (a "request" is one warp executing one memory instruction), except the `max*`
/// fields, which are maxima. docs/profile.md defines each and names its Nsight Compute metric.
struct ProfileCounts {
  uint64_t instExecuted = 0;       ///< warp-level IR instructions executed
  uint64_t threadInstExecuted = 0; ///< the same, summed over the active lanes
  uint64_t branches = 0;           ///< warp-level `br` and `switch` executions
  uint64_t divergentBranches = 0;  ///< of those, the ones whose lanes went to more than one target
  uint64_t globalLoadRequests = 0, globalLoadSectors = 0;   ///< 32-byte sectors each request touches
  uint64_t globalStoreRequests = 0, globalStoreSectors = 0; ///< (summed over the requests)
  uint64_t sharedLoadRequests = 0, sharedStoreRequests = 0; ///< atomics count in atomicRequests only
  uint64_t sharedWavefronts = 0;      ///< passes through the 32 banks the shared requests need
  uint64_t sharedIdealWavefronts = 0; ///< the passes their distinct words need without conflicts
  uint64_t sharedBankConflicts = 0;   ///< sharedWavefronts - sharedIdealWavefronts (the replays)
  uint64_t maxConflictDegree = 0;     ///< the most distinct words one request put in one bank
  uint64_t localLoadRequests = 0, localStoreRequests = 0;
  uint64_t localBytes = 0;          ///< bytes the lanes read and wrote in local memory
  uint64_t atomicRequests = 0;      ///< warp-level atomicrmw and cmpxchg executions (any space)
  uint64_t atomicLanes = 0;         ///< the lanes those updated
  uint64_t atomicAddresses = 0;     ///< the distinct addresses of each request, summed
  uint64_t maxAtomicContention = 0; ///< the most lanes of one request on one address

  void add(const ProfileCounts &o);
  uint64_t sharedRequests() const { return sharedLoadRequests + sharedStoreRequests; }
};

/// One IR instruction that ran (every decoded piece of it summed).
struct ProfileInstruction {
  std::string function;    ///< the IR function's name
  uint32_t index = 0;      ///< its position in the function (the order of the IR)
  std::string instruction; ///< as IR text
  std::string file;        ///< the source file of `line` (the .ll file without `!dbg`)
  uint32_t line = 0;
  ProfileCounts counts;
};

/// One source line: `!dbg`'s line through inlining (the first frame in the compiled .cu file, as
/// reports show it), else the instruction's line of the .ll file.
struct ProfileLine {
  std::string file;
  uint32_t line = 0;
  ProfileCounts counts;
};

/// The profile of one launch, or of several launches of a kernel merged (mergeProfile).
struct LaunchProfile {
  std::string kernel; ///< the kernel's (mangled) name
  uint64_t launches = 1;
  ProfileCounts total;
  std::vector<ProfileLine> lines;               ///< in (file, line) order
  std::vector<ProfileInstruction> instructions; ///< in (function, index) order
};

/// Adds `from` (a launch of the same kernel) to `into`: totals, lines and instructions.
void mergeProfile(LaunchProfile &into, const LaunchProfile &from);

} // namespace nvsim::sim
