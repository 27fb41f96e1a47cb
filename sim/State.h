// Launch and block state: what the schedulers own while a kernel runs.
#pragma once

#include "memory/AlignedBuffer.h"
#include "sim/Exec.h"
#include "sim/Launch.h"

#include <atomic>
#include <chrono>
#include <mutex>
#include <optional>

namespace nvsim::sim {

class ProgramImpl;

/// Everything one launch shares between its blocks (read-only while it runs, except the fault
/// slot and counters).
struct LaunchState {
  const ProgramImpl *program = nullptr;
  mem::Memory *memory = nullptr;
  const DecodedFunction *kernel = nullptr;
  Dim3 grid, block;
  uint32_t dynamicSharedBytes = 0;
  uint32_t sharedBytes = 0; ///< static + dynamic
  uint32_t stackBytes = 0;
  mem::AlignedBuffer param{16}; ///< the kernel's parameters, laid out by the DataLayout
  /// Values of the kernel's parameter slots (the same for every thread): index = slot order of
  /// DecodedFunction::paramSlots flattened.
  std::vector<uint64_t> paramValues;
  /// Byval parameters the kernel writes: copied to each thread's local memory at entry.
  struct ByvalCopy {
    uint32_t slot, paramOffset, size, align;
  };
  std::vector<ByvalCopy> byvalCopies;

  uint32_t checks = 0; ///< LaunchOptions::checks
  std::string kernelName;
  std::atomic<bool> abort{false};
  std::mutex faultMutex;
  std::optional<KernelFault> fault;
  bool hasDeadline = false;
  std::chrono::steady_clock::time_point deadline;
  std::atomic<uint64_t> laneInstructions{0};
  std::string output; ///< what the kernel printed (vprintf), guarded by faultMutex
  /// Checker findings and the instruction each was found at (for folding), guarded by faultMutex.
  std::vector<Finding> findings;
  struct FindingSiteKey {
    const DInst *at;
    size_t index;                        ///< in findings
    std::pair<uint64_t, uint32_t> order; ///< (linear block, warp * 32 + lane) of the occurrence shown
  };
  std::vector<FindingSiteKey> findingSites;

  uint32_t warpsPerBlock() const { return uint32_t((block.count() + kWarpSize - 1) / kWarpSize); }
};

enum class BarrierKind : uint8_t { Plain, Popc, And, Or };

/// Per-block state, reused by a host thread from block to block.
struct BlockState {
  std::array<uint32_t, 3> index{};
  uint64_t linear = 0;
  mem::AlignedBuffer shared{16};
  std::vector<Warp> warps;
  std::vector<mem::AlignedBuffer> local; ///< per warp: 32 lanes, stackBytes each, a cache line apart
  std::vector<std::unique_ptr<Frame>> framePool;
  uint32_t exitedThreads = 0;
  uint32_t liveThreads = 0;
  BlockState() = default;
  BlockState(const BlockState &) = delete;
  BlockState &operator=(const BlockState &) = delete;
  ~BlockState() {
    for (Warp &w : warps)
      for (Group &g : w.groups)
        if (g.frame)
          releaseFrame(g.frame);
  }

  Frame *newFrame(const DecodedFunction *fn);
  void releaseFrame(Frame *f);
};

/// Records a finding made by lane `lane` of the warp at instruction `d` (its site, kernel and
/// coordinates are filled in here): a repeat of the same checker and kind at the same instruction
/// only counts. A fatal finding stops the launch, as a fault does.
void recordFinding(Ctx &c, const DInst &d, unsigned lane, Finding f);

/// The global coordinates of a lane, for reports.
inline std::array<uint32_t, 3> threadOf(const Warp &w, unsigned lane) {
  return {w.tid[0][lane], w.tid[1][lane], w.tid[2][lane]};
}

} // namespace nvsim::sim
