// Launch and block state: what the schedulers own while a kernel runs.
#pragma once

#include "memory/AlignedBuffer.h"
#include "memory/Shadow.h"
#include "sim/Exec.h"
#include "sim/Launch.h"
#include "sim/Profiler.h"
#include "sim/RelaxedMemory.h"
#include "sim/Tracer.h"

#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <optional>
#include <unordered_map>

namespace nvsim::sim {

class ProgramImpl;

/// Where an instruction is, as reports show it (locationOf).
struct SourcePlace {
  std::string location;              ///< "file:line:col"
  std::vector<InlinedFrame> inlined; ///< FindingSite::inlined
  bool fromSource = false;           ///< from `!dbg`
};

/// Everything one launch shares between its blocks (read-only while it runs, except the fault
/// slot and counters).
struct LaunchState {
  const ProgramImpl *program = nullptr;
  mem::Memory *memory = nullptr;
  const DecodedFunction *kernel = nullptr;
  /// Tells launches apart (BlockState::preparedLaunch): unique in the process, never 0.
  uint64_t serial = 0;
  Dim3 grid, block;
  uint32_t dynamicSharedBytes = 0;
  uint32_t sharedBytes = 0; ///< static + dynamic
  uint32_t stackBytes = 0;
  mem::AlignedBuffer param{16}; ///< the kernel's parameters, laid out by the DataLayout
  /// Values of the kernel's parameter slots (the same for every thread): index = slot order of
  /// DecodedFunction::paramSlots flattened.
  std::vector<uint64_t> paramValues;
  /// Byval parameters the kernel writes: copied to each thread's local memory at entry, at
  /// `localOffset` (aligned as the parameter, after a redzone in checked launches).
  struct ByvalCopy {
    uint32_t slot, paramOffset, size, localOffset;
  };
  std::vector<ByvalCopy> byvalCopies;

  uint32_t checks = 0; ///< LaunchOptions::checks
  /// memcheck, racecheck or initcheck, or the relaxed memory model: the checked code runs
  /// (sim/Checkers.h).
  bool accessChecks = false;
  /// --memory-model relaxed: the CTAs' pending stores to global memory (one host thread runs
  /// the launch); null under sequential consistency.
  std::unique_ptr<RelaxedMemory> relaxed;
  /// initcheck: registers carry definedness (sim/Definedness.h). Its origins, guarded by
  /// originMutex: the reads of unwritten bytes that made undefined values (Frame::origin is an
  /// index + 1 into `origins`, one per instruction), and by word of memory where an undefined
  /// value stored there was first read.
  bool definedness = false;
  struct Origin {
    uint32_t site = 0; ///< the reading instruction (DecodedFunction::siteBase)
    std::string read;  ///< the read and its rule ("read of 4 bytes at ...: never written ...")
  };
  std::mutex originMutex;
  std::vector<Origin> origins;
  std::map<std::pair<uint64_t, uint64_t>, uint32_t> storedOrigins;
  /// The kernel's `__shared__` variables by offset (memcheck bounds each access by its
  /// variable); the dynamic shared memory is the last, named "dynamic shared memory".
  struct SharedVariable {
    uint32_t offset = 0, size = 0;
    std::string name;
  };
  std::vector<SharedVariable> sharedVariables;
  /// Per byte of shared memory: 1 + the index of its variable in sharedVariables, 0 for padding.
  std::vector<uint16_t> sharedVariableAt;
  /// racecheck: records with an epoch below this are from earlier launches.
  uint32_t launchEpoch = 0;
  /// racecheck: where block runs take their epochs (the program's counter, kept across launches).
  std::atomic<uint32_t> *nextEpoch = nullptr;
  /// racecheck: the linear block index of each epoch chunk handed out in this launch, by
  /// (chunk - launchEpoch) / kEpochChunk; guarded by chunkMutex.
  std::mutex chunkMutex;
  std::vector<uint64_t> chunkBlocks;
  /// Checked code: the decoded functions in site order (DecodedFunction::siteBase).
  const std::vector<const DecodedFunction *> *siteFunctions = nullptr;
  /// Bytes between two lanes' local memory (stackBytes rounded up, plus padding).
  uint32_t stackStride = 0;
  /// --schedule random: the seed of the block and warp orders (0: the default order).
  uint64_t scheduleSeed = 0;
  bool randomSchedule = false;
  WarpSchedule warpSchedule = WarpSchedule::Fair;
  /// At a timeout: the groups of lanes still running or waiting in the resident blocks (each host
  /// thread adds its own as it stops), for the fault's message and report. Guarded by faultMutex.
  std::atomic<bool> timedOut{false};
  std::vector<StuckGroup> stuck;
  std::string kernelName;
  /// Blocks at or after this dispatch position stop (UINT64_MAX: none). A fault or fatal finding
  /// in a block sets it to that block's position: blocks dispatched before it still run to the
  /// end, so the fault reported is the first in dispatch order with any --threads (a timeout
  /// stops every block: 0).
  std::atomic<uint64_t> stopAt{UINT64_MAX};
  std::mutex faultMutex;
  std::optional<KernelFault> fault;
  uint64_t faultPosition = UINT64_MAX; ///< the dispatch position of `fault`'s block (faultMutex)
  bool hasDeadline = false;
  double timeoutSeconds = 0; ///< LaunchOptions::timeoutSeconds, for the message
  std::chrono::steady_clock::time_point deadline;
  std::atomic<uint64_t> laneInstructions{0};
  /// --profile (sim/Profiler.h): the code set's sites, and the host threads' counts merged as
  /// each finishes (guarded by profileMutex).
  const ProfileTable *profileTable = nullptr;
  std::mutex profileMutex;
  std::unique_ptr<ProfileSink> profile;
  /// --trace (sim/Tracer.h): whether the launch is traced, the events it may still record, those
  /// it dropped, the next flow id, and the host threads' events merged (under profileMutex).
  bool tracing = false;
  std::atomic<int64_t> traceLeft{0};
  std::atomic<uint64_t> traceDropped{0};
  std::atomic<uint64_t> nextTraceFlow{1};
  std::unique_ptr<LaunchTrace> trace;
  /// nvvm-sim debug (sim/Debugger.h): asked before each instruction; null when off.
  Debugger *debugger = nullptr;
  std::string output;         ///< what the kernel printed (vprintf), guarded by faultMutex
  uint64_t droppedOutput = 0; ///< printf bytes beyond kPrintfBufferBytes, left out of `output`
  /// Checker findings and what each folds (one per key), guarded by faultMutex.
  std::vector<Finding> findings;
  struct FindingSiteKey {
    FindingKind id;
    /// A finding with a `!dbg` location folds per source location: its own and its other
    /// access's (null `at`). Without one, per instruction: its IR instruction (a collective run
    /// for lanes of several frames executes a copy of the DInst), or the DInst when it has none.
    const void *at;
    std::string location, otherLocation;
    size_t index;                        ///< in findings
    std::pair<uint64_t, uint32_t> order; ///< (linear block, warp * 32 + lane) of the occurrence shown
  };
  std::vector<FindingSiteKey> findingSites;
  /// Where each instruction a report names is (placeOf), computed once per launch.
  mutable std::mutex placeMutex;
  mutable std::unordered_map<const ir::Instruction *, SourcePlace> places;

  uint32_t warpsPerBlock() const { return uint32_t((block.count() + kWarpSize - 1) / kWarpSize); }
  /// Whether the block at dispatch position `position` must stop.
  bool stopped(uint64_t position) const { return stopAt.load(std::memory_order_relaxed) <= position; }
  /// Stops the blocks at or after `position`.
  void stopFrom(uint64_t position) {
    uint64_t at = stopAt.load(std::memory_order_relaxed);
    while (position < at && !stopAt.compare_exchange_weak(at, position, std::memory_order_relaxed)) {
    }
  }
  bool pastDeadline() const { return hasDeadline && std::chrono::steady_clock::now() > deadline; }
};

/// Per-block state, reused by a host thread from block to block.
struct BlockState {
  std::array<uint32_t, 3> index{};
  uint64_t linear = 0;
  uint64_t position = 0; ///< in dispatch order (the same as linear unless --schedule random)
  /// The run's host-memory budget, and what this block state has charged to it (its stacks,
  /// shared memory, frames), given back when it goes.
  mem::HostBudget *budget = nullptr;
  uint64_t charged = 0;
  /// --profile: the counts of the host thread running the block (sim/Profiler.h); null when off.
  ProfileSink *profile = nullptr;
  /// --trace: the events of the host thread running the block, and the warp whose arrival at a
  /// barrier came last (sim/Tracer.h); null when off.
  TraceSink *trace = nullptr;
  uint32_t traceLastArrival = 0;
  mem::AlignedBuffer shared{16};
  std::vector<Warp> warps;
  /// Per warp, the Ctx runWarp reuses from visit to visit, so that its region cache
  /// (Ctx::regions) stays warm across barriers and rounds; startBlock clears the regions (a
  /// pooled state serves other blocks and launches).
  std::vector<Ctx> warpCtx;
  std::vector<mem::AlignedBuffer> local; ///< per warp: 32 lanes, stackBytes each, a cache line apart
  std::vector<std::unique_ptr<Frame>> framePool;
  /// The launch (LaunchState::serial) whose warps' per-lane coordinates and memory windows are
  /// already in `warps` (startBlock writes them once per launch and host thread, not per block).
  uint64_t preparedLaunch = 0;
  uint32_t exitedThreads = 0;
  uint32_t liveThreads = 0;
  /// Its run so far (resumeBlock): the rounds over its warps, the order of the warps under
  /// --schedule random, and the backward branches its warps took (what its time slices count).
  uint32_t round = 0;
  std::vector<uint32_t> warpOrder;
  uint64_t orderState = 0;
  uint64_t spins = 0;
  uint32_t pauses = 0; ///< times it let other resident blocks run (Grid.cpp halves its slice each time)
  /// synccheck: a barrier finding was reported and no barrier has completed since with all its
  /// threads at one instruction; the block's threads are out of step, and the barriers they
  /// meet at are not reported again until then (Synccheck.cpp).
  bool barriersOutOfStep = false;
  /// racecheck and initcheck (sim/Checkers.h): the current barrier interval's epoch, the
  /// epoch chunks this block run holds (the first identifies the run), the shadow of shared
  /// memory (two access records per 4-byte word; per byte whether this run wrote it) and of each
  /// warp's local memory (per byte: bit 0 inside a live alloca, bit 1 written).
  uint32_t epoch = 0;
  std::vector<uint32_t> epochChunks;
  /// racecheck's order between the lanes of one warp within a barrier interval (sim/Checkers.h):
  /// per warp, how many warp-level synchronizations separated its accesses so far (the
  /// generation its records carry), whether it made a record in the current generation, and
  /// per lane the generation of the last synchronization the lane took part in. Reset at
  /// every barrier.
  struct WarpClock {
    uint8_t generation = 0;
    bool used = false;
    std::array<uint8_t, kWarpSize> synced{};
  };
  std::vector<WarpClock> warpClocks;
  mem::ShadowArray<uint64_t> sharedRace;
  mem::ShadowArray<uint8_t> sharedWritten;
  std::vector<mem::ShadowArray<uint8_t>> localState;
  BlockState() = default;
  BlockState(const BlockState &) = delete;
  BlockState &operator=(const BlockState &) = delete;
  ~BlockState() {
    for (Warp &w : warps)
      for (Group &g : w.groups)
        if (g.frame)
          releaseFrame(g.frame);
    if (budget)
      budget->release(charged);
  }

  /// Charges `bytes` more to the budget; false when they do not fit.
  bool reserve(uint64_t bytes) {
    if (budget && !budget->charge(bytes))
      return false;
    charged += bytes;
    return true;
  }
  /// A frame for `fn` (from the pool when one is free); null when its registers do not fit the
  /// budget. A pooled frame's registers are not zero-filled: code reads only slots its
  /// instructions wrote first (SSA: a definition dominates its uses, in every lane that runs
  /// them), its constants and its parameters; initcheck's definedness is in `undef`, which is.
  Frame *newFrame(const DecodedFunction *fn);
  /// Drops a reference to `f`, and to its callers as each frame's last reference goes; the
  /// frames go back to the pool.
  void releaseFrame(Frame *f) {
    while (f && --f->refs == 0) {
      Frame *caller = f->caller;
      framePool.emplace_back(f);
      f = caller;
    }
  }
};

/// Records a finding made by lane `lane` of the warp at instruction `d` (its site, kernel and
/// coordinates are filled in here, quoted mangled names in its message demangled): a repeat of
/// the same kind at the same source location, with the other access (f.other) at the same
/// location, only counts; without a `!dbg` location, a repeat at the same instruction. A fatal
/// finding stops the launch, as a fault does.
void recordFinding(Ctx &c, const DInst &d, unsigned lane, Finding f);

/// A fault of the block as a whole (no thread or instruction: a budget, a timeout), for the
/// launch's report; it stops the blocks dispatched after this one.
void raiseBlockFault(LaunchState &L, BlockState &B, std::string message);
/// The text of a launch's timeout, and of a host-memory budget `what` cannot be charged to.
/// (It marks the launch as timed out: each host thread then reports its resident blocks' lanes.)
std::string timeoutMessage(LaunchState &L);
std::string budgetMessage(const mem::HostBudget &budget, std::string_view what, uint64_t bytes);

/// An instruction as IR text, and where it is: the `!dbg` location (through inlining, the first
/// frame in the compiled .cu file), else the `.ll` position (docs/checkers.md).
std::string instructionText(const ir::Instruction *I);
std::string locationOf(const LaunchState &L, const ir::Instruction *I);
/// locationOf with the inline chain; the reference stays valid for the launch.
const SourcePlace &placeOf(const LaunchState &L, const ir::Instruction *I);
/// Fills a finding site's instruction, location and inline chain from `I`.
void locate(FindingSite &s, const LaunchState &L, const ir::Instruction *I);

/// A bad access `f` (reported as `text`) of lane `lane` as a memcheck finding.
void recordMemError(Ctx &c, const DInst &d, unsigned lane, const mem::Fault &f, std::string text, bool fatal);

/// The global coordinates of a lane, for reports.
inline std::array<uint32_t, 3> threadOf(const Warp &w, unsigned lane) {
  return {w.tid[0][lane], w.tid[1][lane], w.tid[2][lane]};
}

} // namespace nvsim::sim
