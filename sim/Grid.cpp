// The grid (docs/executor-design.md, "Blocks and grid"): a launch checked and its arguments laid
// out in param space, then its blocks handed out in increasing linear index (or, under --schedule
// random, in an order drawn from the seed that the residency rules allow) to host threads on a
// oneTBB arena (--threads; 1 is a deterministic serial order), each running its resident blocks
// in turns.
#include "sim/Block.h"
#include "sim/Debugger.h"
#include "sim/Program.h"

#include <tbb/global_control.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

namespace nvsim::sim {

using namespace ir;

/// What the checkers need before a checked launch: the shared variables for memcheck's bounds,
/// the epoch range and the global shadows for racecheck.
void ProgramImpl::prepareChecks(LaunchState &L) {
  const uint32_t dynamicAt = (staticShared_ + dynamicSharedAlign_ - 1) & ~(dynamicSharedAlign_ - 1);
  for (const auto &[g, at] : sharedVars_)
    if (at != UINT32_MAX)
      L.sharedVariables.push_back({at, uint32_t(dl_.typeAllocSize(g->valueType)), g->name});
  if (L.dynamicSharedBytes)
    L.sharedVariables.push_back({dynamicAt, L.dynamicSharedBytes, "dynamic shared memory"});
  std::sort(L.sharedVariables.begin(), L.sharedVariables.end(),
            [](const auto &a, const auto &b) { return a.offset < b.offset; });
  L.sharedVariableAt.assign(L.sharedBytes, 0);
  for (size_t i = 0; i < L.sharedVariables.size() && i < UINT16_MAX; ++i) {
    const auto &v = L.sharedVariables[i];
    std::fill_n(L.sharedVariableAt.begin() + std::min(v.offset, L.sharedBytes),
                std::min(v.size, L.sharedBytes - std::min(v.offset, L.sharedBytes)), uint16_t(i + 1));
  }
  // Epochs must not wrap within a launch: when the counter could, the race history of earlier
  // launches (ordered before this one anyway) is forgotten and the count starts again.
  constexpr uint64_t kEpochs = uint64_t(1) << mem::AccessRecord::kEpochBits;
  const uint64_t need = (L.grid.count() + 1) * kEpochChunk * 2;
  if (nextEpoch_.load() + need >= kEpochs - kEpochChunk) {
    memory_.clearRaceShadows();
    nextEpoch_ = kEpochChunk;
  }
  L.launchEpoch = nextEpoch_.load();
  L.nextEpoch = &nextEpoch_;
  if (L.checks & kRacecheck)
    for (uint32_t id = 1; id <= memory_.allocationCount(); ++id)
      if (const mem::Allocation *a = memory_.allocation(id);
          a && a->space == mem::AddrSpace::Global && !a->isFreed())
        memory_.shadowOf(*a, true);
}

namespace {

/// Whether a call is llvm.nvvm.ptr.gen.to.<space>, NVVM's spelling of an addrspacecast.
bool isSpaceCastCall(const Instruction *I) {
  const auto *g = I->opcode == Opcode::Call ? dyn_cast<GlobalValue>(I->callee()) : nullptr;
  return g && g->name.starts_with("llvm.nvvm.ptr.gen.to.");
}

/// Whether a byval kernel parameter is only read (loads through it and GEPs of it, casts of it
/// to another address space, writes through param-space pointers), so it can stay in param space.
bool onlyRead(const GlobalValue *fn, const Argument *arg) {
  std::set<const Value *> derived{arg};
  for (const BasicBlock *b : fn->blocks)
    for (const Instruction *I : b->insts) {
      for (size_t i = 0; i < I->ops.size(); ++i) {
        if (!derived.count(I->ops[i]))
          continue;
        // A write through a param-space pointer writes the read-only parameter itself (a
        // fault), not a copy.
        const Value *v = I->ops[i];
        if (v->type->isPointer() && v->type->addrSpace() == 101 &&
            ((I->opcode == Opcode::Store && i == 1) ||
             ((I->opcode == Opcode::CmpXchg || I->opcode == Opcode::AtomicRMW) && i == 0)))
          continue;
        const bool address = (I->opcode == Opcode::Load && i == 0) ||
                             ((I->opcode == Opcode::GetElementPtr || I->opcode == Opcode::BitCast ||
                               I->opcode == Opcode::AddrSpaceCast) &&
                              i == 0) ||
                             (i == 1 && isSpaceCastCall(I));
        if (!address)
          return false;
        if (I->opcode != Opcode::Load)
          derived.insert(I);
      }
    }
  return true;
}

/// Whether a value of type `t` holds a pointer (itself, or an element or member of it).
bool holdsPointer(const Type *t) {
  if (t->isPointer())
    return true;
  if (t->isVector() || t->isArray())
    return holdsPointer(t->element());
  if (t->isStruct())
    return std::any_of(t->members().begin(), t->members().end(), holdsPointer);
  return false;
}

/// Whether `v` is, or a constant expression of it uses, an inttoptr.
bool makesPointerOfInteger(const Value *v) {
  const auto *e = dyn_cast<ConstantExpr>(v);
  return e &&
         (e->opcode == Opcode::IntToPtr || std::any_of(e->ops.begin(), e->ops.end(), makesPointerOfInteger));
}

/// Whether every pointer a function of `m` holds is derived from a parameter, a global, a
/// shared variable or an alloca: nothing makes a pointer of an integer (inttoptr, as an
/// instruction or a constant), reads one from memory (a load, an atomic, a call of a declared
/// function other than NVVM's address-space conversions) or gets one from an indirect call. Then
/// a kernel reaches a global buffer only through the pointer parameters the launch gives it.
bool pointersFromParametersOnly(const Module &m) {
  for (const GlobalValue *f : m.globals) {
    if (!f->isFunction() || !f->hasBody)
      continue;
    for (const BasicBlock *b : f->blocks)
      for (const Instruction *I : b->insts) {
        if (I->opcode == Opcode::IntToPtr || std::any_of(I->ops.begin(), I->ops.end(), makesPointerOfInteger))
          return false;
        if (!holdsPointer(I->type))
          continue;
        if (I->opcode == Opcode::Load || I->opcode == Opcode::AtomicRMW || I->opcode == Opcode::CmpXchg ||
            I->opcode == Opcode::VAArg)
          return false;
        if (I->opcode == Opcode::Call || I->opcode == Opcode::Invoke) {
          const auto *g = dyn_cast<GlobalValue>(I->callee());
          if (!g || !g->isFunction() || (!g->hasBody && !g->name.starts_with("llvm.nvvm.ptr.")))
            return false;
        }
      }
  }
  return true;
}

} // namespace

void ProgramImpl::markUnwrittenBuffers(const LaunchRequest &req, const KernelInfo &k) {
  for (mem::ShadowState *s : unwrittenBuffers_)
    s->readsUnrecorded.store(false, std::memory_order_relaxed);
  unwrittenBuffers_.clear();
  if (!pointersFromParameters_)
    pointersFromParameters_ = pointersFromParametersOnly(module_);
  if (!*pointersFromParameters_)
    return;
  // The buffers the pointer parameters point into: a buffer only `readonly` ones reach is not
  // written by this launch, except by undefined behaviour (writing through a readonly parameter),
  // which the checked write reports (readonly-argument-write). Module variables are reached by
  // name as well, and parameters of other types may hold pointers: then nothing is marked.
  std::map<const mem::Allocation *, bool> onlyRead;
  const GlobalValue *fn = k.function;
  for (size_t i = 0; i < k.params.size(); ++i) {
    const KernelParam &p = k.params[i];
    if (p.byvalType || p.byrefType || !p.type->isPointer()) {
      if (holdsPointer(p.byvalType ? p.byvalType : p.byrefType ? p.byrefType : p.type))
        return;
      continue;
    }
    uint64_t address = 0;
    std::memcpy(&address, req.args[i].data(), std::min<size_t>(req.args[i].size(), 8));
    const std::optional<mem::NearbyAllocation> at = memory_.findAllocation(address);
    if (!at || !at->allocation || at->allocation->space != mem::AddrSpace::Global)
      continue;
    const bool readonly = i < fn->paramAttrs.size() && (fn->paramAttrs[i].has(AttrKind::ReadOnly) ||
                                                        fn->paramAttrs[i].has(AttrKind::ReadNone));
    const auto it = onlyRead.emplace(at->allocation, readonly).first; // every parameter must be readonly
    it->second = it->second && readonly;
  }
  for (const auto &[g, address] : addresses_)
    if (const auto *v = dyn_cast<GlobalValue>(g); v && v->isVariable())
      if (const std::optional<mem::NearbyAllocation> at = memory_.findAllocation(address);
          at && at->allocation)
        onlyRead.erase(at->allocation);
  for (const auto &[a, readOnly] : onlyRead)
    if (readOnly && !a->isFreed() && a->shadow && a->shadow->race) {
      a->shadow->readsUnrecorded.store(true, std::memory_order_relaxed);
      unwrittenBuffers_.push_back(a->shadow);
    }
}

LaunchResult ProgramImpl::launch(const LaunchRequest &req, const LaunchOptions &opt) {
  LaunchResult result;
  const KernelInfo *k = findKernel(req.kernel);
  if (!k) {
    result.error = fmt::format("no kernel named '{}' in the module", req.kernel);
    return result;
  }
  const bool relaxed = opt.memoryModel == MemoryModel::Relaxed;
  const bool accessChecks = (opt.checks & (kMemcheck | kRacecheck | kInitcheck)) || relaxed || opt.debugger;
  if (accessChecks && !checked_.decoder && !decode(checked_, true)) {
    result.error = fmt::format("kernel '{}' could not be decoded for the checkers", req.kernel);
    return result;
  }
  CodeSet &code = accessChecks ? checked_ : plain_;
  const DecodedFunction *kernel = code.kernels.at(k->function);
  if (!kernel) {
    result.error = fmt::format("kernel '{}' could not be decoded", req.kernel);
    return result;
  }
  auto state = std::make_unique<LaunchState>();
  LaunchState &L = *state;
  static std::atomic<uint64_t> launches{0};
  L.serial = ++launches;
  L.program = this;
  L.memory = &memory_;
  L.kernel = kernel;
  L.grid = req.grid;
  L.block = req.block;
  L.checks = opt.checks;
  L.accessChecks = accessChecks;
  L.definedness = (opt.checks & kInitcheck) != 0;
  L.siteFunctions = &code.bySite;
  L.randomSchedule = opt.randomSchedule;
  L.warpSchedule = opt.warpSchedule;
  L.scheduleSeed = opt.seed;
  if (relaxed)
    L.relaxed = std::make_unique<RelaxedMemory>(opt.seed + 0x9e3779b97f4a7c15ull * relaxedLaunches_++);
  L.kernelName = k->function->name;
  if (opt.profile) {
    if (!code.profile)
      code.profile = buildProfileTable(code.bySite);
    L.profileTable = code.profile.get();
    L.profile = std::make_unique<ProfileSink>(*L.profileTable);
  }
  if (opt.traceEvents) {
    L.tracing = true;
    L.traceLeft = int64_t(std::min<uint64_t>(opt.traceEvents, INT64_MAX));
    L.trace = std::make_unique<LaunchTrace>();
  }
  result.error = checkLaunch(req, opt, *k, L);
  if (result.error.empty())
    result.error = bindArguments(req, *k, L);
  if (!result.error.empty())
    return result;
  if (L.checks & kRacecheck)
    markUnwrittenBuffers(req, *k);
  L.timeoutSeconds = opt.timeoutSeconds;
  L.debugger = opt.debugger;
  if (L.debugger && !L.debugger->launchStarting(L))
    L.stopFrom(0);
  if (opt.timeoutSeconds > 0 && !L.debugger) { // a paused launch has no time limit
    L.hasDeadline = true;
    L.deadline =
        std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                               std::chrono::duration<double>(opt.timeoutSeconds));
  }

  const auto start = std::chrono::steady_clock::now();
  runGrid(L, opt);
  if (L.debugger)
    L.debugger->launchEnded(L);
  if (L.relaxed) { // what is still pending reaches memory, after a fault too
    L.relaxed->drainAll();
    result.delayedStores = L.relaxed->delayed();
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  result.laneInstructions = L.laneInstructions.load();
  if (L.profile)
    result.profile = finishProfile(L, *L.profile);
  if (L.trace) {
    L.trace->dropped = L.traceDropped.load();
    result.trace = std::move(L.trace);
  }
  result.output = std::move(L.output);
  if (L.droppedOutput)
    result.output +=
        fmt::format("\n[nvvm-sim: {} more bytes of printf output were dropped: a launch keeps the "
                    "first {} (the size of CUDA's default printf buffer)]\n",
                    L.droppedOutput, mem::formatBytes(kPrintfBufferBytes));
  if (L.fault)
    result.fault = std::move(L.fault);
  if (result.fault && L.timedOut) {
    result.fault->stuck = std::move(L.stuck);
    std::sort(result.fault->stuck.begin(), result.fault->stuck.end(), [](const auto &a, const auto &b) {
      return std::tie(a.block[2], a.block[1], a.block[0], a.warp, a.lanes) <
             std::tie(b.block[2], b.block[1], b.block[0], b.warp, b.lanes);
    });
  }
  result.stopped = !result.fault && std::any_of(L.findings.begin(), L.findings.end(),
                                                [](const Finding &f) { return f.fatal; });
  // In (block, warp, lane) order of the occurrences shown: the same with any --threads.
  std::vector<LaunchState::FindingSiteKey> keys = L.findingSites;
  std::stable_sort(keys.begin(), keys.end(), [](const auto &a, const auto &b) { return a.order < b.order; });
  for (const LaunchState::FindingSiteKey &site : keys)
    result.findings.push_back(std::move(L.findings[site.index]));
  return result;
}

/// The launch's dimensions, shared memory and stacks against the hardware's limits and the
/// options', and what a checked launch needs; an error message when the launch cannot start.
std::string ProgramImpl::checkLaunch(const LaunchRequest &req, const LaunchOptions &opt, const KernelInfo &k,
                                     LaunchState &L) {
  if (req.block.count() == 0 || req.grid.count() == 0)
    return "grid and block dimensions must be at least 1";
  if (req.block.count() > 1024 || req.block.z > 64)
    return fmt::format(
        "a block of {}x{}x{} threads is larger than the hardware allows (1024 threads, z <= 64)", req.block.x,
        req.block.y, req.block.z);
  if (req.grid.y > 65535 || req.grid.z > 65535 || req.grid.x > 0x7fffffffu)
    return "grid dimensions exceed the hardware limits (x < 2^31, y and z <= 65535)";
  if (req.args.size() != k.params.size())
    return fmt::format("kernel '{}' takes {} arguments, {} given", req.kernel, k.params.size(),
                       req.args.size());
  L.dynamicSharedBytes = req.dynamicSharedBytes;
  const uint64_t shared = uint64_t(staticShared_) + req.dynamicSharedBytes;
  if (shared > 228 * 1024)
    return fmt::format("{} bytes of shared memory exceed the 228 KiB a block can have", shared);
  L.sharedBytes = uint32_t(shared);
  if (opt.stackBytes == 0 || opt.stackBytes > kMaxStackBytes)
    return fmt::format("a stack size of {} bytes per thread is outside 1 to {} (--stack-size)",
                       opt.stackBytes, kMaxStackBytes);
  L.stackBytes = std::max<uint32_t>(opt.stackBytes, 64);
  // Each thread's stack is padded by a cache line beyond its size: with a power-of-two stride
  // the 32 lanes' copies of one local variable would fall in one cache set and evict each other.
  L.stackStride = ((L.stackBytes + 63) & ~63u) + 64;
  if (L.accessChecks) {
    // racecheck's records of the global allocations that have none yet, charged before they are made.
    uint64_t shadows = 0;
    if (L.checks & kRacecheck)
      for (uint32_t id = 1; id <= memory_.allocationCount(); ++id)
        if (const mem::Allocation *a = memory_.allocation(id);
            a && a->space == mem::AddrSpace::Global && !a->isFreed() && !(a->shadow && a->shadow->race))
          shadows += mem::Memory::raceShadowBytes(*a);
    if (shadows && !memory_.budget().charge(shadows))
      return budgetMessage(memory_.budget(), "racecheck's records for global memory", shadows);
    prepareChecks(L);
  }
  return {};
}

/// The kernel's parameters laid out in param space by the DataLayout, and the values of its
/// parameter slots; an error message when an argument does not fit its parameter.
std::string ProgramImpl::bindArguments(const LaunchRequest &req, const KernelInfo &k, LaunchState &L) {
  // Parameters: laid out in param space by the DataLayout, and copied into slots.
  uint64_t size = 0;
  std::vector<uint64_t> offsets;
  for (const KernelParam &p : k.params) {
    size = (size + std::max<uint64_t>(p.align, 1) - 1) & ~(std::max<uint64_t>(p.align, 1) - 1);
    offsets.push_back(size);
    size += p.size;
  }
  L.param = mem::AlignedBuffer(uint32_t(std::max<uint64_t>(size + 16, 16)));
  for (size_t i = 0; i < k.params.size(); ++i) {
    const KernelParam &p = k.params[i];
    if (req.args[i].size() != p.size)
      return fmt::format("argument {} of '{}' has {} bytes; the parameter takes {}", i, req.kernel,
                         req.args[i].size(), p.size);
    // Param offsets start at 16 so that no parameter has address 0 in its space.
    std::memcpy(L.param.data() + 16 + offsets[i], req.args[i].data(), p.size);
  }
  uint64_t sp = kLocalStackStart; // the byval copies' places in every thread's local memory
  for (size_t i = 0; i < k.params.size(); ++i) {
    const KernelParam &p = k.params[i];
    const uint32_t at = uint32_t(16 + offsets[i]);
    if (p.byvalType) {
      const uint32_t slot = L.kernel->paramSlots[i];
      if (onlyRead(k.function, p.arg)) {
        L.paramValues.push_back(mem::toGeneric(mem::AddrSpace::Param, at));
      } else {
        // As an alloca: aligned as the parameter (its `align N` included, KernelParam::align),
        // after a redzone in checked launches (docs/checkers.md).
        const uint64_t align = std::max<uint64_t>(p.align, 1);
        const uint64_t local = (sp + (L.accessChecks ? kLocalRedzone : 0) + align - 1) & ~(align - 1);
        sp = local + p.size;
        if (sp > L.stackBytes)
          return fmt::format("the private copy of byval parameter {} of '{}' ({} bytes) does not fit in "
                             "the thread's {} bytes of local memory (--stack-size)",
                             i, req.kernel, p.size, L.stackBytes);
        L.paramValues.push_back(0);
        L.byvalCopies.push_back({slot, at, uint32_t(p.size), uint32_t(local)});
      }
      continue;
    }
    if (p.byrefType) { // LowerStructArgs' parameter pointer: the aggregate's param-space address
      L.paramValues.push_back(at);
      continue;
    }
    // A scalar, pointer or vector parameter: its slots from the bytes.
    const Type *t = p.type;
    std::vector<const Type *> leaves;
    if (t->isVector())
      for (uint64_t e = 0; e < t->count(); ++e)
        leaves.push_back(t->element());
    else
      leaves.push_back(t);
    uint64_t off = 0;
    for (const Type *lt : leaves) {
      const uint64_t n = dl_.typeStoreSize(lt);
      uint64_t v = 0;
      std::memcpy(&v, L.param.data() + at + off, std::min<uint64_t>(n, 8));
      if (lt->isInteger() && lt->intWidth() > 64) { // two slots: low half, then the rest
        uint64_t hi = 0;
        std::memcpy(&hi, L.param.data() + at + off + 8, std::min<uint64_t>(n - 8, 8));
        L.paramValues.push_back(v);
        L.paramValues.push_back(hi & widthMask(lt->intWidth() - 64));
        off += n;
        continue;
      }
      if (lt->isInteger())
        v &= widthMask(lt->intWidth());
      L.paramValues.push_back(v);
      off += n;
    }
  }
  return {};
}

namespace {

/// Backward branches a block's warps take before the host thread's other resident blocks get a
/// turn (a block that finishes sooner, as most do, never shares its thread). A block that pauses
/// again and again is likely waiting for another: each pause halves its slice, down to the warp
/// quantum, so that a grid of blocks waiting for each other (a look-back scan dispatched out of
/// order) is not slowed down by the spinning.
constexpr uint64_t kBlockSlice = 16384;
constexpr uint64_t kMinBlockSlice = 1024;

/// How many blocks the simulated device holds at once: per SM, as many as its threads, warps,
/// blocks and shared memory allow (registers are not counted), on every SM.
uint64_t residentLimit(const LaunchState &L) {
  const uint32_t warps = L.warpsPerBlock();
  uint32_t perSM =
      std::min({kMaxBlocksPerSM, kMaxThreadsPerSM / (warps * kWarpSize), kMaxWarpsPerSM / warps});
  if (L.sharedBytes)
    perSM = std::min(perSM, kSharedBytesPerSM / L.sharedBytes);
  return uint64_t(kSimulatedSMs) * std::max(perSM, 1u);
}

/// Hands out the grid's blocks to the host threads, as the hardware's block scheduler does: in
/// increasing linear index, at most `limit` resident at once. Under --schedule random the next
/// block is drawn from the first undispatched ones, as many as there are free places: when the
/// device is full, every block below the highest dispatched one has been dispatched, as on the
/// hardware (a block waiting for a lower one never waits for one that cannot become resident).
class Dispatcher {
public:
  Dispatcher(uint64_t blocks, uint64_t limit, bool random, uint64_t seed)
      : blocks_(blocks), limit_(limit), random_(random), state_(seed) {}

  /// The next block to start, as (dispatch position, linear index); none when every block was
  /// dispatched or the device is full.
  std::optional<std::pair<uint64_t, uint64_t>> take() {
    std::lock_guard lock(mutex_);
    if (resident_ >= limit_ || dispatched_ == blocks_)
      return std::nullopt;
    uint64_t linear = dispatched_;
    if (random_) {
      const uint64_t free = limit_ - resident_;
      while (window_.size() < free && fresh_ < blocks_)
        window_.push_back(fresh_++);
      const size_t k = size_t(nextDraw(state_) % window_.size());
      linear = window_[k];
      window_.erase(window_.begin() + ptrdiff_t(k));
    }
    ++resident_;
    return std::pair{dispatched_++, linear};
  }
  /// A resident block finished: its place is free.
  void finished() {
    std::lock_guard lock(mutex_);
    --resident_;
  }
  bool allDispatched() {
    std::lock_guard lock(mutex_);
    return dispatched_ == blocks_;
  }

private:
  std::mutex mutex_;
  const uint64_t blocks_, limit_;
  const bool random_;
  uint64_t state_;
  uint64_t dispatched_ = 0, resident_ = 0, fresh_ = 0;
  std::vector<uint64_t> window_; ///< random: the first undispatched blocks, in order
};

/// One host thread's share of the grid: it starts blocks as the dispatcher hands them out and
/// runs its resident blocks in turns. A new block starts when none is resident or every resident
/// one used its whole slice (it may be waiting for a block not yet started).
void runResident(LaunchState &L, Dispatcher &D, mem::HostBudget &budget,
                 std::vector<std::unique_ptr<BlockState>> &pool, std::mutex &poolMutex) {
  // --profile: this host thread's counts, added to the launch's when it is done.
  std::unique_ptr<ProfileSink> profile;
  if (L.profileTable)
    profile = std::make_unique<ProfileSink>(*L.profileTable);
  // --trace: this host thread's events, added to the launch's when it is done.
  std::unique_ptr<TraceSink> trace;
  if (L.tracing)
    trace = std::make_unique<TraceSink>(L);
  struct MergeObservers {
    LaunchState &L;
    const ProfileSink *counts;
    TraceSink *events;
    ~MergeObservers() {
      std::lock_guard lock(L.profileMutex);
      if (counts)
        L.profile->add(*counts);
      if (events)
        std::move(events->events.begin(), events->events.end(), std::back_inserter(L.trace->events));
    }
  } merge{L, profile.get(), trace.get()};
  std::vector<std::unique_ptr<BlockState>> resident, spare;
  {
    std::lock_guard lock(poolMutex);
    if (!pool.empty()) {
      spare.push_back(std::move(pool.back()));
      pool.pop_back();
    }
  }
  // The block states that finished go back to the pool (those stopped mid-run are dropped).
  struct ReturnToPool {
    std::vector<std::unique_ptr<BlockState>> &spare, &pool;
    std::mutex &mutex;
    ~ReturnToPool() {
      std::lock_guard lock(mutex);
      for (auto &s : spare)
        pool.push_back(std::move(s));
    }
  } giveBack{spare, pool, poolMutex};
  bool allPaused = true;
  for (;;) {
    // Another resident block must fit the memory budget beside the others (as much as the first
    // took); when it does not, the resident ones go on taking turns.
    const bool fits =
        resident.empty() || spare.size() || budget.used() + resident.front()->charged <= budget.limit();
    if ((resident.empty() || allPaused) && fits && !L.stopped(0)) {
      if (auto next = D.take()) {
        const auto [position, linear] = *next;
        if (spare.empty()) {
          spare.push_back(std::make_unique<BlockState>());
          spare.back()->budget = &budget;
        }
        resident.push_back(std::move(spare.back()));
        spare.pop_back();
        BlockState &B = *resident.back();
        B.profile = profile.get();
        B.trace = trace.get();
        if (L.stopped(position)) {
          D.finished();
          spare.push_back(std::move(resident.back()));
          resident.pop_back();
          continue;
        }
        if (L.pastDeadline()) {
          B.position = position;
          B.index = L.grid.at(linear);
          raiseBlockFault(L, B,
                          fmt::format("{}; {} of {} blocks had not started", timeoutMessage(L),
                                      L.grid.count() - position, L.grid.count()));
          L.stopFrom(0);
        } else if (!startBlock(L, B, linear, position)) {
          L.stopFrom(position);
        } else if (B.trace) [[unlikely]] {
          traceBlockStart(B);
        }
      }
    }
    if (resident.empty()) {
      if (L.stopped(0) || D.allDispatched())
        return;
      std::this_thread::yield(); // the device is full: other host threads' blocks must finish
      continue;
    }
    allPaused = true;
    for (size_t i = 0; i < resident.size();) {
      BlockState &B = *resident[i];
      const uint64_t slice = std::max(kBlockSlice >> std::min<uint32_t>(B.pauses, 16), kMinBlockSlice);
      const BlockRun run = L.stopped(B.position) ? BlockRun::Stopped : resumeBlock(L, B, slice);
      if (run == BlockRun::Paused) {
        ++B.pauses;
        ++i;
        continue;
      }
      if (run == BlockRun::Stopped && L.timedOut.load())
        describeStuck(L, B);
      allPaused = false;
      D.finished();
      spare.push_back(std::move(resident[i]));
      resident.erase(resident.begin() + ptrdiff_t(i));
    }
  }
}

} // namespace

/// Runs every block of the grid on `opt.threads` host threads, each with its resident blocks.
void ProgramImpl::runGrid(LaunchState &L, const LaunchOptions &opt) {
  // The relaxed memory model's pending stores are one list drawn from one seed: one host thread.
  const unsigned threads =
      L.relaxed || L.debugger
          ? 1u
          : unsigned(std::min<uint64_t>(opt.threads ? opt.threads
                                                    : std::max(1u, std::thread::hardware_concurrency()),
                                        L.grid.count()));
  Dispatcher D(L.grid.count(), residentLimit(L), opt.randomSchedule, opt.seed);
  // Block states of the last launch serve this one when they were made for the same shape; a
  // launch of another shape frees them first (their memory is charged to the budget).
  BlockPool &P = blockPool_;
  const std::array<uint64_t, 4> shape{L.sharedBytes, L.warpsPerBlock(), L.stackStride, L.accessChecks};
  std::vector<std::unique_ptr<BlockState>> dropped;
  {
    std::lock_guard lock(P.mutex);
    if (P.shape != shape) {
      dropped = std::move(P.states);
      P.states.clear();
      P.shape = shape;
    }
  }
  dropped.clear();
  if (threads == 1) {
    runResident(L, D, memory_.budget(), P.states, P.mutex);
  } else {
    tbb::task_arena arena{int(threads)};
    arena.execute([&] {
      tbb::parallel_for(0u, threads,
                        [&](unsigned) { runResident(L, D, memory_.budget(), P.states, P.mutex); });
    });
  }
  // Kept: one state per host thread at most, and no more than a sixteenth of the budget (a
  // later allocation must not find the budget spent on idle stacks).
  std::lock_guard lock(P.mutex);
  uint64_t kept = 0;
  size_t n = 0;
  while (n < P.states.size() && n < threads && kept + P.states[n]->charged <= memory_.budget().limit() / 16)
    kept += P.states[n++]->charged;
  P.states.resize(n);
}

} // namespace nvsim::sim
