// The executor's public face: load a module once, then launch its kernels over simulated memory.
#pragma once

#include "core/DataLayout.h"
#include "core/Diagnostics.h"
#include "core/Kernels.h"
#include "core/ir/Module.h"
#include "memory/Memory.h"
#include "sim/Findings.h"
#include "sim/Profile.h"
#include "sim/Trace.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace nvsim::sim {

class Debugger;

struct Dim3 {
  uint32_t x = 1, y = 1, z = 1;
  uint64_t count() const { return uint64_t(x) * y * z; }
  /// The coordinates of linear index `linear` (x fastest), as a block's index in the grid.
  std::array<uint32_t, 3> at(uint64_t linear) const {
    return {uint32_t(linear % x), uint32_t((linear / x) % y), uint32_t(linear / (uint64_t(x) * y))};
  }
};

/// The largest local memory a thread may have (--stack-size): with 1024 threads a block's
/// stacks take 1 GiB of host memory per host thread, charged to the memory budget.
inline constexpr uint32_t kMaxStackBytes = 1024 * 1024;
/// The time limit of a launch unless one is given (--timeout): nothing runs forever by default.
inline constexpr double kDefaultTimeoutSeconds = 600;

/// The simulated device (docs/semantics.md, "Scheduling"): what %smid/%nsmid/%nwarpid report
/// and how many blocks may be resident at once (an sm_70-like part with H100's shared memory).
inline constexpr uint32_t kSimulatedSMs = 80;
inline constexpr uint32_t kMaxWarpsPerSM = 64;
inline constexpr uint32_t kMaxThreadsPerSM = 2048;
inline constexpr uint32_t kMaxBlocksPerSM = 32;
inline constexpr uint32_t kSharedBytesPerSM = 228 * 1024;

/// How the diverged groups of lanes of a warp take turns (--warp-schedule; docs/semantics.md).
/// Every policy gives each group forward progress (sm_70+ independent thread scheduling):
///   Converged  the earliest group runs (reverse post-order, the call path first), so lanes
///              reconverge as soon as they can; a group that loops yields only after a long spin.
///   Fair       the same order, but a looping group yields to the others after a few backward
///              branches, the least recently run going next (the default).
///   Random     a group drawn from the seed runs at every turn and yields after a random, short
///              spin: an interleaving that exposes code relying on lockstep execution.
enum class WarpSchedule : uint8_t { Converged, Fair, Random };
/// The --warp-schedule names: converged, fair, random.
inline constexpr std::array<const char *, 3> kWarpScheduleNames = {"converged", "fair", "random"};
/// The schedule named `name` (one of kWarpScheduleNames; Fair otherwise).
inline WarpSchedule warpScheduleNamed(std::string_view name) {
  for (size_t i = 0; i < kWarpScheduleNames.size(); ++i)
    if (name == kWarpScheduleNames[i])
      return WarpSchedule(i);
  return WarpSchedule::Fair;
}

/// What other CTAs see of global memory (--memory-model; docs/memory-model.md, "Relaxed mode"):
///   SC       sequentially consistent: every store is visible to every thread at once (the default)
///   Relaxed  a CTA's weak stores reach the other CTAs late, in an order drawn from the seed, as
///            the PTX memory model allows unless a fence or release of GPU scope orders them
enum class MemoryModel : uint8_t { SC, Relaxed };
/// The --memory-model names: sc, relaxed.
inline constexpr std::array<const char *, 2> kMemoryModelNames = {"sc", "relaxed"};
/// The model named `name` (one of kMemoryModelNames; SC otherwise).
inline MemoryModel memoryModelNamed(std::string_view name) {
  return name == kMemoryModelNames[1] ? MemoryModel::Relaxed : MemoryModel::SC;
}

/// What a launch keeps of its printf output (CUDA's default cudaLimitPrintfFifoSize); the rest
/// is counted and dropped, so a printing loop cannot fill the host's memory.
inline constexpr size_t kPrintfBufferBytes = 1024 * 1024;

struct LaunchOptions {
  unsigned threads = 0;        ///< host threads; 0 = all cores, 1 = deterministic serial order
  uint32_t stackBytes = 16384; ///< local memory per thread (allocas and call frames), 1 to kMaxStackBytes
  double timeoutSeconds = kDefaultTimeoutSeconds; ///< 0 = none
  uint32_t checks = 0;                            ///< Check bits; 0 = none (nothing is paid for them then)
  /// --schedule random: blocks and the warps of a block run in an order drawn from `seed`
  /// (the default order is block by block, warps in index order).
  bool randomSchedule = false;
  WarpSchedule warpSchedule = WarpSchedule::Fair; ///< --warp-schedule (random draws from `seed`)
  /// --memory-model: Relaxed runs the checked code on one host thread, drawing from `seed`.
  MemoryModel memoryModel = MemoryModel::SC;
  uint64_t seed = 0;
  /// --profile: count what docs/profile.md describes (LaunchResult::profile); nothing is paid
  /// for it when off.
  bool profile = false;
  /// --trace: record the launch's timeline (LaunchResult::trace), at most this many events (the
  /// rest are counted as dropped); 0: no trace, and nothing is paid for it.
  uint64_t traceEvents = 0;
  /// `nvvm-sim debug` (sim/Debugger.h): the launch runs the checked code on one host thread,
  /// without a time limit, pausing where the debugger says; null: nothing is paid for it.
  Debugger *debugger = nullptr;
};

struct LaunchRequest {
  std::string kernel; ///< mangled or demangled name
  Dim3 grid, block;
  uint32_t dynamicSharedBytes = 0;
  /// One entry per IR parameter, exactly KernelParam::size bytes, little-endian: scalars as
  /// stored in memory, pointers as 8 bytes (generic or global address; 4 for 32-bit pointers),
  /// byval structs as their raw bytes.
  std::vector<std::vector<std::byte>> args;
};

/// One frame of an instruction's inline chain (`!dbg` `inlinedAt`): a source line and the
/// function it is in.
struct InlinedFrame {
  std::string location; ///< "file:line:col" (or "file:line")
  std::string function; ///< the function's source name (DISubprogram), empty when unknown
};

/// A group of lanes of a warp when a launch timed out: where it was and what it was doing.
struct StuckGroup {
  std::array<uint32_t, 3> block{};
  uint32_t warp = 0;
  uint32_t lanes = 0;      ///< the lane mask
  std::string state;       ///< "running", "barrier" (waits at a block barrier) or "collective"
  std::string instruction; ///< the instruction it would run next (or waits at), as IR text
  std::string location;    ///< as KernelFault::location
};

/// A fault that stopped a launch: what happened, where in the grid, and which instruction.
struct KernelFault {
  std::string message; ///< mem::describe() text or the executor's own reason
  std::array<uint32_t, 3> block{}, thread{};
  std::string instruction;           ///< the IR instruction as text
  std::string location;              ///< "kernel.cu:12:7" from !dbg when present, else "file.ll:12:5"
  std::vector<InlinedFrame> inlined; ///< as FindingSite::inlined
  /// A timeout: the groups of lanes that were still running or waiting, in (block, warp) order.
  std::vector<StuckGroup> stuck;
  /// The whole report, several lines, as printed for people.
  std::string render() const;
};

/// One access (or barrier arrival) a finding is about: who made it and where.
struct FindingSite {
  std::array<uint32_t, 3> block{}, thread{};
  uint32_t warp = 0, lane = 0; ///< warp index in the block, lane in the warp
  std::string instruction;     ///< the IR instruction as text
  /// As KernelFault::location: through inlining, the user's line (the first frame of the inline
  /// chain in the compiled .cu file).
  std::string location;
  /// The whole inline chain, innermost first (`location` is one of its frames); empty when the
  /// instruction was not inlined.
  std::vector<InlinedFrame> inlined;
  bool fromSource = false; ///< `location` is from `!dbg` (not the .ll position)
  std::string access;      ///< "read", "write", "atomic"; empty when not a memory access
};

/// A checker finding (docs/checkers.md). Repeats with the same checker and kind at the same
/// source location (and, for a race, the same other access location) fold into one: the
/// details of the first in (block, warp, lane) order, and `count`. Without a `!dbg` location
/// they fold per instruction.
struct Finding {
  Finding() = default;
  /// A finding of kind `k`: its names, and `fatal` when the kind always stops the launch.
  explicit Finding(FindingKind k)
      : id(k), checker(checkerName(findingRow(k).checker)), kind(findingRow(k).kind),
        fatal(findingRow(k).stop == FindingStop::Always) {}

  FindingKind id = FindingKind::OutOfBounds; ///< its row of sim/Findings.def (or memory/Faults.def)
  std::string checker; ///< "memcheck", "racecheck", "initcheck", "synccheck" (checkerName)
  std::string kind;    ///< per checker, for instance "out-of-bounds" (findingRow(id).kind)
  std::string message; ///< one line, for instance mem::describe() text
  std::string kernel;  ///< the kernel's mangled name
  FindingSite site;
  /// The memory access, when the finding is about one.
  uint64_t address = 0; ///< generic address
  uint32_t size = 0;    ///< bytes accessed
  std::string space;    ///< "global", "shared", ... (empty when not a memory access)
  /// The allocation the address is in or nearest to (empty name: none).
  std::string allocation;
  int64_t allocationId = -1; ///< global/constant allocations; -1 for window buffers and none
  uint64_t allocationSize = 0;
  int64_t offset = 0; ///< of the access from the allocation's start (negative before it)
  uint64_t count = 1; ///< occurrences folded into this one
  /// Whether the finding stopped the launch (memcheck: the access could not be done).
  bool fatal = false;
  /// The other access of a race, or where the other threads are for a barrier finding.
  std::optional<FindingSite> other;
  /// `file:line:col: error: [checker] message` and the indented details, for people.
  std::string render() const;
};

struct LaunchResult {
  /// A launch that could not start (unknown kernel, wrong argument sizes, block too large...).
  std::string error;
  std::optional<KernelFault> fault;
  /// Checker findings, in (block, warp, lane) order of the occurrence each shows.
  std::vector<Finding> findings;
  /// A finding stopped the launch early (as a fault does; `fault` is empty then).
  bool stopped = false;
  double seconds = 0;
  uint64_t laneInstructions = 0; ///< instructions executed, summed over active lanes
  std::string output;            ///< what the kernel printed with printf (vprintf)
  /// --memory-model relaxed: the weak stores to global memory that waited to drain.
  uint64_t delayedStores = 0;
  /// With LaunchOptions::profile: the launch's counts per instruction, line and in total.
  std::shared_ptr<const LaunchProfile> profile;
  /// With LaunchOptions::traceEvents: the launch's timeline events.
  std::shared_ptr<const LaunchTrace> trace;
  bool ok() const { return error.empty() && !fault; }
};

/// Where a module variable lives: cudaMemcpyToSymbol and the launch scripts' "symbol" steps.
struct ModuleVariable {
  std::string name;     ///< the IR (mangled) name
  uint64_t address = 0; ///< generic address (in the constant window for __constant__)
  uint64_t size = 0;    ///< bytes
  bool constant = false;
};

class Program {
public:
  /// Decodes every kernel and every function it can reach, and places the module's global
  /// variables (address spaces 0, 1, 4; address space 3 per block) in `memory`. Unsupported
  /// constructs and unknown intrinsics are reported through `diags` with their location; the
  /// result is null then. `module` and `memory` must outlive the Program.
  static std::unique_ptr<Program> load(const ir::Module &module, DiagEngine &diags, mem::Memory &memory);
  virtual ~Program();

  const DataLayout &dataLayout() const;
  const std::vector<KernelInfo> &kernels() const;
  const KernelInfo *findKernel(std::string_view name) const;
  /// A `__device__` or `__constant__` variable (address space 0, 1 or 4) of the module, found by
  /// its mangled or demangled name; nullopt for anything else (shared variables included).
  std::optional<ModuleVariable> findVariable(std::string_view name) const;

  /// Runs one launch to completion or to its first fault. Whatever was written before a fault
  /// stays written.
  virtual LaunchResult launch(const LaunchRequest &request, const LaunchOptions &options) = 0;

protected:
  Program() = default;
};

} // namespace nvsim::sim
