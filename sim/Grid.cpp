// The grid (docs/executor-design.md, "Blocks and grid"): a launch checked and its arguments laid
// out in param space, then its blocks run in parallel on a oneTBB arena (--threads; 1 is a
// deterministic serial order), or in an order drawn from the seed (--schedule random).
#include "sim/Block.h"
#include "sim/Program.h"

#include <tbb/enumerable_thread_specific.h>
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <numeric>
#include <random>
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

} // namespace

LaunchResult ProgramImpl::launch(const LaunchRequest &req, const LaunchOptions &opt) {
  LaunchResult result;
  const KernelInfo *k = findKernel(req.kernel);
  if (!k) {
    result.error = fmt::format("no kernel named '{}' in the module", req.kernel);
    return result;
  }
  const bool accessChecks = opt.checks & (kMemcheck | kRacecheck | kInitcheck);
  if (accessChecks && !checked_.decoder && !decode(checked_, true)) {
    result.error = fmt::format("kernel '{}' could not be decoded for the checkers", req.kernel);
    return result;
  }
  const CodeSet &code = accessChecks ? checked_ : plain_;
  const DecodedFunction *kernel = code.kernels.at(k->function);
  if (!kernel) {
    result.error = fmt::format("kernel '{}' could not be decoded", req.kernel);
    return result;
  }
  auto state = std::make_unique<LaunchState>();
  LaunchState &L = *state;
  L.program = this;
  L.memory = &memory_;
  L.kernel = kernel;
  L.grid = req.grid;
  L.block = req.block;
  L.checks = opt.checks;
  L.accessChecks = accessChecks;
  L.siteFunctions = &code.bySite;
  L.randomSchedule = opt.randomSchedule;
  L.scheduleSeed = opt.seed;
  L.kernelName = k->function->name;
  result.error = checkLaunch(req, opt, *k, L);
  if (result.error.empty())
    result.error = bindArguments(req, *k, L);
  if (!result.error.empty())
    return result;
  L.timeoutSeconds = opt.timeoutSeconds;
  if (opt.timeoutSeconds > 0) {
    L.hasDeadline = true;
    L.deadline =
        std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                               std::chrono::duration<double>(opt.timeoutSeconds));
  }

  const auto start = std::chrono::steady_clock::now();
  runGrid(L, opt);
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  result.laneInstructions = L.laneInstructions.load();
  result.output = std::move(L.output);
  if (L.droppedOutput)
    result.output +=
        fmt::format("\n[nvvm-sim: {} more bytes of printf output were dropped: a launch keeps the "
                    "first {} (the size of CUDA's default printf buffer)]\n",
                    L.droppedOutput, mem::formatBytes(kPrintfBufferBytes));
  if (L.fault)
    result.fault = std::move(L.fault);
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
  for (size_t i = 0; i < k.params.size(); ++i) {
    const KernelParam &p = k.params[i];
    const uint32_t at = uint32_t(16 + offsets[i]);
    if (p.byvalType) {
      const uint32_t slot = L.kernel->paramSlots[i];
      if (onlyRead(k.function, p.arg)) {
        L.paramValues.push_back(mem::toGeneric(mem::AddrSpace::Param, at));
      } else {
        L.paramValues.push_back(0);
        L.byvalCopies.push_back({slot, at, uint32_t(p.size), uint32_t(std::max<uint64_t>(p.align, 1))});
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

/// Runs every block of the grid, in dispatch order (the grid's, or a permutation drawn from the
/// seed), on `opt.threads` host threads.
void ProgramImpl::runGrid(LaunchState &L, const LaunchOptions &opt) {
  const uint64_t blocks = L.grid.count();
  const unsigned threads = opt.threads ? opt.threads : std::max(1u, std::thread::hardware_concurrency());
  // The b-th block to run: b itself, or under --schedule random a permutation of the grid
  // drawn from the seed (b * step + offset mod blocks, with step prime to blocks).
  uint64_t step = 1, offset = 0;
  if (opt.randomSchedule && blocks > 1) {
    std::mt19937_64 rng(opt.seed);
    offset = rng() % blocks;
    step = rng() % blocks;
    while (std::gcd(step, blocks) != 1)
      step = (step + 1) % blocks;
  }
  __extension__ using U128 = unsigned __int128;
  auto blockAt = [&](uint64_t b) { return uint64_t((U128(b) * step + offset) % blocks); };
  // The b-th block in dispatch order, unless an earlier one faulted or the time is up (a grid
  // of 2^31 tiny blocks must meet the deadline too).
  auto dispatch = [&](BlockState &B, uint64_t b) {
    if (L.stopped(b))
      return;
    if (L.pastDeadline()) {
      const uint64_t linear = blockAt(b);
      B.index = {uint32_t(linear % L.grid.x), uint32_t((linear / L.grid.x) % L.grid.y),
                 uint32_t(linear / (uint64_t(L.grid.x) * L.grid.y))};
      B.position = b;
      raiseBlockFault(
          L, B, fmt::format("{}; {} of {} blocks had not started", timeoutMessage(L), blocks - b, blocks));
      L.stopFrom(0);
      return;
    }
    runBlock(L, B, blockAt(b), b);
  };
  if (threads == 1) {
    BlockState B;
    B.budget = &memory_.budget();
    for (uint64_t b = 0; b < blocks && !L.stopped(b); ++b)
      dispatch(B, b);
  } else {
    tbb::task_arena arena{int(threads)};
    tbb::enumerable_thread_specific<BlockState> states;
    arena.execute([&] {
      tbb::parallel_for(tbb::blocked_range<uint64_t>(0, blocks, 1),
                        [&](const tbb::blocked_range<uint64_t> &r) {
                          BlockState &B = states.local();
                          B.budget = &memory_.budget();
                          for (uint64_t b = r.begin(); b != r.end() && !L.stopped(b); ++b)
                            dispatch(B, b);
                        });
    });
  }
}

} // namespace nvsim::sim
