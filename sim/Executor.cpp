// The executor: module loading (globals, decoding), the warp scheduler (groups, divergence,
// reconvergence in reverse post-order), the block scheduler (barriers, warp collectives) and
// the grid launcher on oneTBB.
#include "core/printer/Printer.h"
#include "memory/Translate.h"
#include "sim/Checkers.h"
#include "sim/Decoder.h"
#include "sim/State.h"
#include "sim/WarpOps.h"

#include <tbb/enumerable_thread_specific.h>
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <chrono>
#include <numeric>
#include <random>
#include <thread>

namespace nvsim::sim {

using namespace ir;

/// The call depth a thread may reach before the launch faults (recursion without end).
inline constexpr uint32_t kMaxCallDepth = 1024;

class ProgramImpl final : public Program {
public:
  ProgramImpl(const Module &m, DiagEngine &diags, mem::Memory &memory, DataLayout dl)
      : module_(m), diags_(diags), memory_(memory), dl_(std::move(dl)) {}

  bool load();
  LaunchResult launch(const LaunchRequest &request, const LaunchOptions &options) override;

  const DataLayout &layout() const { return dl_; }
  const std::vector<KernelInfo> &kernelList() const { return kernels_; }
  /// The function a function pointer points to, in the plain or the checked code.
  const DecodedFunction *functionAtAddress(uint64_t address, bool checked) const {
    const auto &byIndex = (checked ? checked_ : plain_).byIndex;
    if (address < Decoder::functionAddress(0) || (address - Decoder::functionAddress(0)) % 16)
      return nullptr;
    const uint64_t index = (address - Decoder::functionAddress(0)) / 16;
    return index < byIndex.size() ? byIndex[index] : nullptr;
  }
  const std::string &sourceName() const { return sourceName_; }
  const SourceFile *source() const { return diags_.file(); }

private:
  bool placeGlobals();
  void runBlock(LaunchState &L, BlockState &B, uint64_t linear, uint64_t position);
  void runWarp(LaunchState &L, BlockState &B, Warp &w);
  bool releaseBarriers(LaunchState &L, BlockState &B);

  const Module &module_;
  DiagEngine &diags_;
  mem::Memory &memory_;
  DataLayout dl_;
  std::vector<KernelInfo> kernels_;
  std::unordered_map<const Value *, uint64_t> addresses_;
  /// The decoded code: `plain_` for launches without checkers, `checked_` (decoded at the first
  /// launch with memcheck, racecheck or initcheck) for the others (sim/Checkers.h).
  struct CodeSet {
    std::unique_ptr<Decoder> decoder;
    std::unordered_map<const GlobalValue *, const DecodedFunction *> kernels;
    std::vector<const DecodedFunction *> byIndex; ///< by function index, for indirect calls
    std::vector<const DecodedFunction *> bySite;  ///< by DecodedFunction::siteBase
  };
  bool decode(CodeSet &set, bool checked);
  void prepareChecks(LaunchState &L);
  CodeSet plain_, checked_;
  size_t functionCount_ = 0;
  /// racecheck's epoch counter (sim/Checkers.h), kept across launches.
  std::atomic<uint32_t> nextEpoch_{kEpochChunk};
  static constexpr uint32_t kSharedBase = 16;    ///< no shared variable at offset 0
  static constexpr uint32_t kSharedRedzone = 16; ///< unused bytes between two shared variables
  uint32_t staticShared_ = kSharedBase;
  uint32_t dynamicSharedAlign_ = 16;
  std::vector<std::pair<const GlobalValue *, uint32_t>> sharedVars_;
  std::string sourceName_;
  friend const DecodedFunction *functionAt(const LaunchState &, uint64_t);
};

Program::~Program() = default;

std::string KernelFault::render() const {
  std::string s = message;
  s += fmt::format("\n  in block ({},{},{}) thread ({},{},{})", block[0], block[1], block[2], thread[0],
                   thread[1], thread[2]);
  if (!instruction.empty())
    s += fmt::format("\n  at {}: {}", location, instruction);
  return s;
}

std::string Finding::render() const {
  std::string s = fmt::format("{}: error: [{}] {}", site.location, checker, message);
  if (!site.instruction.empty())
    s += fmt::format("\n  {}", site.instruction);
  s += fmt::format("\n  kind {}, in kernel {}, block ({},{},{}) thread ({},{},{}), warp {} lane {}", kind,
                   kernel, site.block[0], site.block[1], site.block[2], site.thread[0], site.thread[1],
                   site.thread[2], site.warp, site.lane);
  if (count > 1)
    s += fmt::format("\n  {} times at this instruction (the first is shown)", count);
  if (other) {
    s += fmt::format("\n  the other access: {} by block ({},{},{}) thread ({},{},{}), warp {} lane {}",
                     other->access.empty() ? "arrival" : other->access, other->block[0], other->block[1],
                     other->block[2], other->thread[0], other->thread[1], other->thread[2], other->warp,
                     other->lane);
    s += fmt::format("\n  at {}: {}", other->location, other->instruction);
  }
  if (fatal)
    s += "\n  the launch stopped here";
  return s + "\n";
}

std::unique_ptr<Program> Program::load(const Module &module, DiagEngine &diags, mem::Memory &memory) {
  std::string why;
  auto dl = moduleDataLayout(module, &why);
  if (!dl) {
    diags.report(DiagId::SimUnsupported, kNoLoc, "invalid data layout: " + why);
    return nullptr;
  }
  auto p = std::make_unique<ProgramImpl>(module, diags, memory, *dl);
  if (!p->load())
    return nullptr;
  return p;
}

const DataLayout &Program::dataLayout() const { return static_cast<const ProgramImpl *>(this)->layout(); }
const std::vector<KernelInfo> &Program::kernels() const {
  return static_cast<const ProgramImpl *>(this)->kernelList();
}
const KernelInfo *Program::findKernel(std::string_view name) const {
  return nvsim::findKernel(kernels(), name);
}

// --- Loading. -------------------------------------------------------------------------------

bool ProgramImpl::placeGlobals() {
  // Functions first: their addresses may appear in initializers.
  uint32_t index = 0;
  std::vector<const GlobalValue *> functions;
  for (const GlobalValue *g : module_.globals)
    if (g->isFunction()) {
      addresses_[g] = Decoder::functionAddress(index++);
      functions.push_back(g);
    }
  functionCount_ = functions.size();

  // Addresses of variables.
  std::vector<std::pair<const GlobalValue *, uint64_t>> toInit; // global, generic address
  for (const GlobalValue *g : module_.globals) {
    if (!g->isVariable())
      continue;
    const Type *t = g->valueType;
    const uint64_t size = dl_.isSized(t) ? dl_.typeAllocSize(t) : 0;
    const uint64_t align = std::max<uint64_t>(g->align ? g->align : dl_.prefAlign(t), 1);
    if (size == kSizeOverflow || size > (uint64_t(1) << 32)) {
      diags_.report(DiagId::SimUnsupported, g->loc, "global @" + g->name + " is too large for the executor");
      return false;
    }
    switch (g->addrSpace) {
    case 3: { // shared: an offset in the block's shared window
      if (size == 0 || !g->initializer) {
        if (size == 0) { // extern __shared__: dynamic shared memory, placed after the static part
          dynamicSharedAlign_ = std::max<uint32_t>(dynamicSharedAlign_, uint32_t(align));
          sharedVars_.push_back({g, UINT32_MAX});
          continue;
        }
      }
      // A redzone between two variables: memcheck bounds shared accesses per variable, and an
      // index one past the end of an array must not land in the next one.
      const uint64_t gap = staticShared_ > kSharedBase ? kSharedRedzone : 0;
      const uint64_t at = (uint64_t(staticShared_) + gap + align - 1) & ~(align - 1);
      addresses_[g] = at;
      sharedVars_.push_back({g, uint32_t(at)});
      staticShared_ = uint32_t(at + size);
      break;
    }
    case 4: {
      const uint64_t a =
          memory_.allocateConstant(g->name, std::max<uint64_t>(size, 1), std::min<uint64_t>(align, 65536));
      if (!a) {
        diags_.report(DiagId::SimUnsupported, g->loc, "no room for constant @" + g->name);
        return false;
      }
      addresses_[g] = a - mem::kConstantWindowBase;
      if (g->initializer)
        toInit.push_back({g, a});
      break;
    }
    case 0:
    case 1: {
      const uint64_t a =
          memory_.allocateGlobal(g->name, std::max<uint64_t>(size, 1), std::max<uint64_t>(align, 16), false);
      if (!a) {
        diags_.report(DiagId::SimUnsupported, g->loc, "no room for global @" + g->name);
        return false;
      }
      addresses_[g] = a;
      if (g->initializer)
        toInit.push_back({g, a});
      break;
    }
    default:
      diags_.report(DiagId::SimUnsupported, g->loc,
                    "global @" + g->name + " in address space " + std::to_string(g->addrSpace) +
                        " is not supported by the executor");
      return false;
    }
  }
  if (staticShared_ > kSharedBase)
    staticShared_ += kSharedRedzone;
  const uint32_t dynamicAt = (staticShared_ + dynamicSharedAlign_ - 1) & ~(dynamicSharedAlign_ - 1);
  for (auto &[g, at] : sharedVars_)
    if (at == UINT32_MAX) {
      at = dynamicAt;
      addresses_[g] = at;
    }
  staticShared_ = dynamicAt;
  // Aliases take their aliasee's address.
  for (const GlobalValue *g : module_.globals)
    if (g->kind == GlobalKind::Alias && g->aliasee) {
      ConstEval ev(dl_, addresses_);
      uint64_t v = 0;
      std::string why;
      if (ev.scalar(g->aliasee, v, why))
        addresses_[g] = v;
    }

  ConstEval eval(dl_, addresses_);
  for (auto &[g, a] : toInit) {
    const uint64_t size = dl_.typeStoreSize(g->valueType);
    std::vector<std::byte> bytes(size);
    std::string why;
    if (!eval.image(g->initializer, bytes.data(), why)) {
      diags_.report(DiagId::SimUnsupported, g->loc, "initializer of @" + g->name + ": " + why);
      return false;
    }
    if (size && !memory_.hostWrite(a, bytes)) {
      diags_.report(DiagId::SimUnsupported, g->loc, "cannot initialize @" + g->name);
      return false;
    }
  }
  return true;
}

bool ProgramImpl::load() {
  sourceName_ = diags_.file() ? diags_.file()->name() : "<input>";
  kernels_ = findKernels(module_, dl_);
  if (!placeGlobals())
    return false;
  return decode(plain_, false) && !diags_.hasErrors();
}

bool ProgramImpl::decode(CodeSet &set, bool checked) {
  set.decoder = std::make_unique<Decoder>(module_, dl_, addresses_, diags_);
  set.decoder->checked = checked;
  bool ok = true;
  for (const KernelInfo &k : kernels_) {
    const DecodedFunction *f = set.decoder->decode(k.function);
    if (!f)
      ok = false;
    set.kernels[k.function] = f;
  }
  // Functions whose addresses variables hold (a table of function pointers) are called through
  // them without appearing in any instruction.
  for (const GlobalValue *g : module_.globals)
    if (!g->isFunction() && g->initializer && !set.decoder->decodeFunctionsIn(g->initializer))
      ok = false;
  // Index decoded functions by address for indirect calls, and number their instructions.
  set.byIndex.assign(functionCount_, nullptr);
  uint32_t index = 0, sites = 0;
  for (const GlobalValue *g : module_.globals)
    if (g->isFunction()) {
      for (const auto &f : set.decoder->functions())
        if (f->ir == g) {
          f->functionAddress = Decoder::functionAddress(index);
          f->siteBase = sites;
          sites += uint32_t(f->code.size());
          set.byIndex[index] = f.get();
          set.bySite.push_back(f.get());
        }
      ++index;
    }
  return ok;
}

// --- Runtime services for handlers. ----------------------------------------------------------

const DecodedFunction *functionAt(const LaunchState &launch, uint64_t address) {
  return launch.program->functionAtAddress(address, launch.accessChecks);
}

std::string instructionText(const Instruction *I) {
  if (!I)
    return {};
  std::string s = printInstruction(*I);
  while (!s.empty() && (s.front() == ' '))
    s.erase(s.begin());
  return s;
}

namespace {

/// A field of a specialised metadata node: its metadata, or null.
const MDNode *mdField(const MDNode *n, std::string_view name, std::string *raw = nullptr) {
  for (const MDField &f : n->fields)
    if (f.name == name) {
      if (raw)
        *raw = f.raw;
      return f.md && f.md->mdKind() == MDKind::Node ? static_cast<const MDNode *>(f.md) : nullptr;
    }
  return nullptr;
}

/// "file.cu:12:5" (or "file.cu:12" without a column) from the instruction's `!dbg` location:
/// the DILocation's line and column, the file of its scope (or the scope's scope...). Empty
/// when there is none.
std::string debugLocation(const Instruction *I) {
  const Metadata *md = I->findMetadata("dbg");
  if (!md || md->mdKind() != MDKind::Node)
    return {};
  const auto *loc = static_cast<const MDNode *>(md);
  if (loc->special != "DILocation")
    return {};
  std::string line, column;
  mdField(loc, "line", &line);
  mdField(loc, "column", &column);
  const MDNode *scope = mdField(loc, "scope");
  const MDNode *file = nullptr;
  for (int depth = 0; scope && !file && depth < 64; ++depth) {
    file = scope->special == "DIFile" ? scope : mdField(scope, "file");
    scope = mdField(scope, "scope");
  }
  if (!file || line.empty() || line == "0")
    return {};
  // The filename is kept as written: a quoted string, whose \XX escapes stay as they are.
  std::string name;
  mdField(file, "filename", &name);
  if (name.size() >= 2 && name.front() == '"' && name.back() == '"')
    name = name.substr(1, name.size() - 2);
  if (name.empty())
    return {};
  return column.empty() || column == "0" ? fmt::format("{}:{}", name, line)
                                         : fmt::format("{}:{}:{}", name, line, column);
}

} // namespace

std::string locationOf(const LaunchState &L, const Instruction *I) {
  const SourceFile *src = L.program->source();
  if (I)
    if (std::string dbg = debugLocation(I); !dbg.empty())
      return dbg;
  if (!I || I->loc == UINT32_MAX || !src)
    return L.program->sourceName();
  const auto lc = src->lineCol(I->loc);
  return fmt::format("{}:{}:{}", src->name(), lc.line, lc.column);
}

uint32_t raiseFault(Ctx &c, const DInst &d, unsigned lane, std::string message) {
  LaunchState &L = *c.launch;
  {
    std::lock_guard lock(L.faultMutex);
    if (!L.fault || c.block->position < L.faultPosition) {
      L.faultPosition = c.block->position;
      KernelFault f;
      f.message = std::move(message);
      f.block = c.block->index;
      f.thread = threadOf(*c.warp, lane);
      f.instruction = instructionText(d.ir);
      f.location = locationOf(L, d.ir);
      L.fault = std::move(f);
    }
  }
  L.stopFrom(c.block->position);
  return kYield;
}

void raiseBlockFault(LaunchState &L, BlockState &B, std::string message) {
  {
    std::lock_guard lock(L.faultMutex);
    if (!L.fault || B.position < L.faultPosition) {
      L.faultPosition = B.position;
      KernelFault f;
      f.message = std::move(message);
      f.block = B.index;
      L.fault = std::move(f);
    }
  }
  L.stopFrom(B.position);
}

void recordFinding(Ctx &c, const DInst &d, unsigned lane, Finding f) {
  LaunchState &L = *c.launch;
  const bool fatal = f.fatal;
  // The occurrence shown is the first in (block, warp, lane) order, whichever host thread
  // found it first, so that reports do not depend on --threads.
  const std::pair<uint64_t, uint32_t> order{c.block->linear, c.warp->index * kWarpSize + lane};
  auto fill = [&](Finding &x) {
    x.kernel = L.kernelName;
    x.site.block = c.block->index;
    x.site.thread = threadOf(*c.warp, lane);
    x.site.warp = c.warp->index;
    x.site.lane = lane;
    x.site.instruction = instructionText(d.ir);
    x.site.location = locationOf(L, d.ir);
  };
  {
    std::lock_guard lock(L.faultMutex);
    bool folded = false;
    for (LaunchState::FindingSiteKey &k : L.findingSites) {
      Finding &old = L.findings[k.index];
      if (k.at != &d || old.id != f.id)
        continue;
      folded = true;
      if (order < k.order) {
        fill(f);
        f.count = old.count + 1;
        f.fatal = f.fatal || old.fatal;
        old = std::move(f);
        k.order = order;
      } else {
        ++old.count;
        old.fatal = old.fatal || fatal;
      }
      break;
    }
    if (!folded) {
      fill(f);
      L.findingSites.push_back({&d, L.findings.size(), order});
      L.findings.push_back(std::move(f));
    }
  }
  if (fatal)
    L.stopFrom(c.block->position);
}

uint32_t raiseMemFault(Ctx &c, const DInst &d, unsigned lane, mem::FaultKind kind, uint64_t addr,
                       uint32_t size, mem::Access access, int space) {
  const mem::Fault f =
      mem::explainSpecificFault(kind, mem::AddrSpace(space), addr, size, access, c.warp->ctx[lane]);
  std::string text = mem::describe(f);
  if (kind == mem::FaultKind::Misaligned && d.ir)
    text += fmt::format(" (the instruction promises align {})", d.aux2);
  if (!(c.launch->checks & kMemcheck))
    return raiseFault(c, d, lane, std::move(text));
  // Under memcheck the access becomes a finding. Here (outside the checked handlers, which
  // skip a bad lane and go on) it still cannot be done, so the launch stops.
  recordMemError(c, d, lane, f, std::move(text), true);
  return kYield;
}

void recordMemError(Ctx &c, const DInst &d, unsigned lane, const mem::Fault &f, std::string text,
                    bool fatal) {
  Finding x(findingOf(f.kind));
  x.message = std::move(text);
  x.site.access = mem::accessName(f.access);
  x.address = f.address;
  x.size = f.size;
  x.space = mem::addrSpaceName(f.space);
  x.allocation = f.allocationName;
  x.allocationId = f.allocationId;
  x.allocationSize = f.allocationSize;
  x.offset = f.offset;
  x.fatal = fatal;
  recordFinding(c, d, lane, std::move(x));
}

uint32_t raiseStackOverflow(Ctx &c, const DInst &d, unsigned lane, std::string message) {
  if (!(c.launch->checks & kMemcheck))
    return raiseFault(c, d, lane, std::move(message));
  Finding x(FindingKind::StackOverflow);
  x.message = findingMessage<FindingKind::StackOverflow>(std::move(message));
  x.space = "local";
  x.allocation = "the thread's local memory";
  x.allocationSize = c.launch->stackBytes;
  recordFinding(c, d, lane, std::move(x));
  return kYield;
}

void h::checkSyncMask(Ctx &c, const DInst &d, uint32_t member, bool forced, bool warpSync) {
  const Warp &w = *c.warp;
  const unsigned first = unsigned(std::countr_zero(c.mask));
  auto report = [&](FindingKind kind, std::string message) {
    Finding f(kind);
    f.message = std::move(message);
    recordFinding(c, d, first, std::move(f));
  };
  using enum FindingKind;
  if (const uint32_t outside = c.mask & ~member)
    report(SyncMaskExcludesLane, findingMessage<SyncMaskExcludesLane>(outside, member));
  if (warpSync) {
    if (const uint32_t none = member & ~w.liveMask) {
      report(InvalidWarpSyncMask, findingMessage<InvalidWarpSyncMask>(member, none));
      member &= w.liveMask;
    }
  }
  if (const uint32_t exited = member & w.liveMask & w.exitedMask)
    report(SyncMaskExitedLane, findingMessage<SyncMaskExitedLane>(member, exited));
  if (forced)
    if (const uint32_t absent = member & w.liveMask & ~w.exitedMask & ~c.mask)
      report(SyncMaskNeverArrives, findingMessage<SyncMaskNeverArrives>(member, absent));
}

std::string timeoutMessage(const LaunchState &L) {
  return fmt::format("timeout: the launch ran longer than its time limit of {} s (--timeout; 0 for none)",
                     L.timeoutSeconds);
}

std::string budgetMessage(const mem::HostBudget &budget, std::string_view what, uint64_t bytes) {
  return fmt::format(
      "host memory limit: {} take {}, more than the {} left of the --memory-limit budget of {}", what,
      mem::formatBytes(bytes), mem::formatBytes(budget.limit() - std::min(budget.used(), budget.limit())),
      mem::formatBytes(budget.limit()));
}

bool shouldStop(Ctx &c, const DInst &d) {
  LaunchState &L = *c.launch;
  if (L.stopped(c.block->position))
    return true;
  if (L.pastDeadline()) {
    raiseFault(c, d, unsigned(std::countr_zero(c.mask)), timeoutMessage(L));
    L.stopFrom(0);
    return true;
  }
  return false;
}

void appendOutput(LaunchState &launch, std::string_view text) {
  std::lock_guard lock(launch.faultMutex);
  const size_t room = kPrintfBufferBytes - std::min(launch.output.size(), kPrintfBufferBytes);
  launch.output.append(text.substr(0, room));
  launch.droppedOutput += text.size() - std::min(text.size(), room);
}

std::string readString(Ctx &c, unsigned lane, uint64_t address, size_t limit) {
  std::string s;
  for (size_t i = 0; i < limit; ++i) {
    const mem::Translation t = mem::translate(address + i, 1, mem::Access::Read, c.warp->ctx[lane]);
    if (!t.ok())
      break;
    char ch = 0;
    h::readHost(t, &ch, 1);
    if (!ch)
      break;
    s.push_back(ch);
  }
  return s;
}

bool formatPrintf(Ctx &c, unsigned lane, uint64_t format, uint64_t args, std::string &out,
                  std::string &error) {
  // A string the lane cannot read at all is a fault, as on a GPU (a string that runs off the
  // end of its allocation is cut there).
  auto readable = [&](uint64_t address) {
    return mem::translate(address, 1, mem::Access::Read, c.warp->ctx[lane]).ok();
  };
  if (!readable(format)) {
    error = fmt::format("the format string at 0x{:016x} is not readable", format);
    return false;
  }
  const std::string fmtText = readString(c, lane, format, 4096);
  uint64_t at = args;
  auto fetch = [&](uint32_t size, uint64_t &v) {
    at = (at + size - 1) & ~uint64_t(size - 1);
    const mem::Translation t = mem::translate(at, size, mem::Access::Read, c.warp->ctx[lane]);
    if (!t.ok()) {
      error = "argument buffer is not readable";
      return false;
    }
    v = 0;
    h::readHost(t, &v, size);
    at += size;
    return true;
  };
  for (size_t i = 0; i < fmtText.size(); ++i) {
    if (fmtText[i] != '%') {
      out.push_back(fmtText[i]);
      continue;
    }
    size_t j = i + 1;
    while (j < fmtText.size() && std::strchr("-+ #0123456789.", fmtText[j]))
      ++j;
    std::string lenmod;
    while (j < fmtText.size() && std::strchr("hlLqjzt", fmtText[j]))
      lenmod.push_back(fmtText[j++]);
    if (j >= fmtText.size())
      break;
    const char conv = fmtText[j];
    std::string spec = fmtText.substr(i, j - i);
    spec.erase(std::remove_if(spec.begin(), spec.end(), [](char ch) { return std::strchr("hlLqjzt", ch); }),
               spec.end());
    char buf[512];
    uint64_t v = 0;
    switch (conv) {
    case '%': out.push_back('%'); break;
    case 'd':
    case 'i':
    case 'u':
    case 'x':
    case 'X':
    case 'o':
    case 'c': {
      const bool wide =
          lenmod.find('l') != std::string::npos || lenmod == "q" || lenmod == "j" || lenmod == "z";
      if (!fetch(wide ? 8 : 4, v))
        return false;
      const std::string f = spec + "ll" + conv;
      if (conv == 'c')
        std::snprintf(buf, sizeof buf, (spec + "c").c_str(), int(v));
      else if (conv == 'd' || conv == 'i')
        std::snprintf(buf, sizeof buf, f.c_str(), wide ? (long long)v : (long long)int32_t(v));
      else
        std::snprintf(buf, sizeof buf, f.c_str(),
                      wide ? (unsigned long long)v : (unsigned long long)uint32_t(v));
      out += buf;
      break;
    }
    case 'f':
    case 'F':
    case 'e':
    case 'E':
    case 'g':
    case 'G':
    case 'a':
    case 'A':
      if (!fetch(8, v))
        return false;
      std::snprintf(buf, sizeof buf, (spec + conv).c_str(), std::bit_cast<double>(v));
      out += buf;
      break;
    case 's':
      if (!fetch(8, v))
        return false;
      if (v == 0) {
        out += "(null)";
        break;
      }
      if (!readable(v)) {
        error = fmt::format("the %s argument at 0x{:016x} is not readable", v);
        return false;
      }
      out += readString(c, lane, v, 4096);
      break;
    case 'p':
      if (!fetch(8, v))
        return false;
      std::snprintf(buf, sizeof buf, "0x%llx", (unsigned long long)v);
      out += buf;
      break;
    default: out += fmtText.substr(i, j - i + 1); break;
    }
    i = j;
  }
  return true;
}

Frame *BlockState::newFrame(const DecodedFunction *fn) {
  std::unique_ptr<Frame> f;
  if (!framePool.empty()) {
    f = std::move(framePool.back());
    framePool.pop_back();
  } else {
    f = std::make_unique<Frame>();
  }
  const size_t slots = size_t(fn->numSlots) * kWarpSize;
  if (f->regs.capacity() < slots && !reserve((slots - f->regs.capacity()) * sizeof(uint64_t))) {
    framePool.push_back(std::move(f));
    return nullptr;
  }
  f->fn = fn;
  f->caller = nullptr;
  f->refs = 1;
  f->depth = 0;
  f->regs.assign(slots, 0);
  for (const auto &[slot, value] : fn->constantValues)
    std::fill_n(f->regs.data() + size_t(slot) * kWarpSize, kWarpSize, value);
  return f.release();
}

void BlockState::releaseFrame(Frame *f) {
  while (f && --f->refs == 0) {
    Frame *caller = f->caller;
    framePool.emplace_back(f);
    f = caller;
  }
}

namespace h {

uint32_t callFunction(Ctx &c, const DInst &d, uint32_t pc) {
  const auto &ci = *static_cast<const CallInfo *>(d.ext);
  const DecodedFunction *callee = ci.callee;
  if (!callee) {
    // Indirect: all lanes must agree, or the group splits by target.
    const unsigned first = unsigned(std::countr_zero(c.mask));
    const uint64_t target = reg(c, d.a, first);
    uint32_t same = 0;
    forLanes(c.mask, [&](unsigned l) { same |= uint32_t(reg(c, d.a, l) == target) << l; });
    if (same != c.mask) {
      // The other lanes wait at this call in a group of their own; these go on now. (Yielding
      // with both groups at the same frame and pc would merge them back.)
      Warp &w = *c.warp;
      const size_t index = size_t(c.group - w.groups.data());
      Group rest = *c.group;
      rest.mask = c.mask & ~same;
      ++rest.frame->refs;
      w.groups.push_back(rest);
      c.group = &w.groups[index];
      c.group->mask = same;
      c.mask = same;
    }
    callee = functionAt(*c.launch, target);
    if (!callee)
      return raiseFault(c, d, first,
                        fmt::format("indirect call through 0x{:016x}, which is not a function", target));
  }
  // NOTE: the slot copies below trust the call site's types, so a callee of another type (an
  // indirect call through a pointer of the wrong type, or a direct call whose site type differs
  // from the callee's, which opaque pointers allow) stops here: LLVM leaves it undefined.
  if (ci.signature ? ci.signature != callee->signature
                   : ci.argCounts != callee->paramSlotCounts || ci.resultSlots != callee->retSlots)
    return raiseFault(c, d, unsigned(std::countr_zero(c.mask)),
                      fmt::format("{} call to @{} of type '{}' through a call site of type '{}'",
                                  ci.callee ? "direct" : "indirect", callee->name, callee->signatureText,
                                  ci.signature ? ci.signatureText : std::string("unknown")));
  Frame *caller = c.group->frame;
  if (caller->depth + 1 >= kMaxCallDepth)
    return raiseStackOverflow(c, d, unsigned(std::countr_zero(c.mask)),
                              fmt::format("call stack overflow: more than {} nested calls", kMaxCallDepth));
  Frame *f = c.block->newFrame(callee);
  if (!f)
    return raiseFault(c, d, unsigned(std::countr_zero(c.mask)),
                      budgetMessage(*c.block->budget, "the registers of a call of @" + callee->name,
                                    uint64_t(callee->numSlots) * kWarpSize * sizeof(uint64_t)));
  f->caller = caller;
  ++caller->refs;
  f->depth = caller->depth + 1;
  f->returnPc = pc + 1;
  f->returnDst = d.dst;
  Warp &w = *c.warp;
  forLanes(c.mask, [&](unsigned l) { f->stackMark[l] = w.sp[l]; });
  for (size_t i = 0; i < ci.argSlots.size() && i < callee->paramSlots.size(); ++i) {
    const uint32_t n = callee->paramSlotCounts[i];
    for (uint32_t s = 0; s < n; ++s) {
      uint64_t *to = f->regs.data() + size_t(callee->paramSlots[i] + s) * kWarpSize;
      const uint64_t *from = c.R + size_t(ci.argSlots[i] + s) * kWarpSize;
      forLanes(c.mask, [&](unsigned l) { to[l] = from[l]; });
    }
    if (ci.byvalSizes[i]) { // a private copy in the caller's local memory
      const uint32_t size = ci.byvalSizes[i];
      const uint64_t align = ci.byvalAligns[i];
      uint64_t *param = f->regs.data() + size_t(callee->paramSlots[i]) * kWarpSize;
      for (uint32_t m = c.mask; m; m &= m - 1) {
        const unsigned l = unsigned(std::countr_zero(m));
        const uint64_t at = (uint64_t(w.sp[l]) + align - 1) & ~(align - 1);
        if (at + size > c.launch->stackBytes) {
          c.block->releaseFrame(f);
          return raiseStackOverflow(c, d, l, "stack overflow: byval argument does not fit in local memory");
        }
        const mem::Translation t = mem::translate(param[l], size, mem::Access::Read, w.ctx[l]);
        if (!t.ok()) {
          c.block->releaseFrame(f);
          return raiseMemFault(c, d, l, t.fault, param[l], size, mem::Access::Read, 0);
        }
        readHost(t, w.ctx[l].local.data + at, size);
        markLocal(c, l, w.sp[l], uint32_t(at), uint32_t(at + size), true);
        w.sp[l] = uint32_t(at + size);
        param[l] = mem::toGeneric(mem::AddrSpace::Local, at);
      }
    }
  }
  c.block->releaseFrame(caller); // the group's reference moves to the callee frame
  c.group->frame = f;
  c.group->pc = callee->entry;
  return kYield;
}

uint32_t returnFromFunction(Ctx &c, const DInst &d, uint32_t) {
  Frame *f = c.group->frame;
  Frame *caller = f->caller;
  Warp &w = *c.warp;
  if (!caller) { // the kernel returns: these threads exit
    w.exitedMask |= c.mask;
    c.block->exitedThreads += uint32_t(std::popcount(c.mask));
    c.group->state = GroupState::Exited;
    return kYield;
  }
  if (d.a != UINT32_MAX)
    for (uint32_t s = 0; s < d.aux; ++s) {
      uint64_t *to = caller->regs.data() + size_t(f->returnDst + s) * kWarpSize;
      const uint64_t *from = c.R + size_t(d.a + s) * kWarpSize;
      forLanes(c.mask, [&](unsigned l) { to[l] = from[l]; });
    }
  forLanes(c.mask, [&](unsigned l) { w.sp[l] = f->stackMark[l]; });
  ++caller->refs;
  c.group->frame = caller;
  c.group->pc = f->returnPc;
  c.block->releaseFrame(f);
  return kYield;
}

} // namespace h

// --- The warp scheduler. --------------------------------------------------------------------

namespace {

/// Lexicographic position of a group: the call pcs from the kernel down, then its pc.
bool earlier(const Group &a, const Group &b) {
  if (a.frame == b.frame)
    return a.pc < b.pc;
  std::array<uint32_t, 64> pa, pb;
  size_t na = 0, nb = 0;
  auto path = [](const Group &g, std::array<uint32_t, 64> &p, size_t &n) {
    std::array<uint32_t, 64> rev;
    size_t k = 0;
    rev[k++] = g.pc;
    for (const Frame *f = g.frame; f->caller && k < 64; f = f->caller)
      rev[k++] = f->returnPc - 1;
    for (size_t i = 0; i < k; ++i)
      p[i] = rev[k - 1 - i];
    n = k;
  };
  path(a, pa, na);
  path(b, pb, nb);
  for (size_t i = 0; i < std::min(na, nb); ++i)
    if (pa[i] != pb[i])
      return pa[i] < pb[i];
  return na < nb;
}

} // namespace

void ProgramImpl::runWarp(LaunchState &L, BlockState &B, Warp &w) {
  Ctx c;
  c.warp = &w;
  c.block = &B;
  c.launch = &L;
  for (;;) {
    if (L.stopped(B.position))
      return;
    // Drop exited groups, then pick the earliest running group.
    for (size_t i = 0; i < w.groups.size();) {
      if (w.groups[i].state == GroupState::Exited) {
        B.releaseFrame(w.groups[i].frame);
        w.groups[i] = w.groups.back();
        w.groups.pop_back();
      } else {
        ++i;
      }
    }
    Group *g = nullptr;
    for (Group &x : w.groups)
      if (x.state == GroupState::Running && (!g || earlier(x, *g)))
        g = &x;
    if (!g)
      return; // every group waits at a barrier or collective, or the warp is done
    // Merge groups at the same place (running, or parked at a collective it will now run).
    for (size_t i = 0; i < w.groups.size(); ++i) {
      Group &x = w.groups[i];
      if (&x != g && x.frame == g->frame && x.pc == g->pc &&
          (x.state == GroupState::Running || x.state == GroupState::AtCollective)) {
        g->mask |= x.mask;
        B.releaseFrame(x.frame);
        x.state = GroupState::Exited; // removed on the next round, without its frame reference
        x.frame = nullptr;
      }
    }
    for (size_t i = 0; i < w.groups.size();) {
      if (w.groups[i].state == GroupState::Exited && !w.groups[i].frame) {
        const bool isG = &w.groups[i] == g;
        w.groups[i] = w.groups.back();
        if (&w.groups.back() == g && !isG)
          g = &w.groups[i];
        w.groups.pop_back();
      } else {
        ++i;
      }
    }
    c.runBelowPc = UINT32_MAX;
    for (const Group &x : w.groups)
      if (&x != g && (x.state == GroupState::Running || x.state == GroupState::AtCollective))
        c.runBelowPc = std::min(c.runBelowPc, x.frame == g->frame ? x.pc : 0);
    c.group = g;
    c.mask = g->mask;
    c.fn = g->frame->fn;
    c.R = g->frame->regs.data();
    c.insts = 0;
    c.turnInsts = 0;
    const DInst *code = c.fn->code.data();
    uint32_t pc = g->pc;
    const uint64_t lanes = uint64_t(std::popcount(c.mask));
    while (pc != kYield) {
      const DInst &d = code[pc];
      ++c.turnInsts;
      pc = d.fn(c, d, pc);
    }
    const uint64_t executed = c.turnInsts;
    w.clock += executed;
    c.laneInsts += executed * lanes;
    L.laneInstructions.fetch_add(executed * lanes, std::memory_order_relaxed);
  }
}

/// synccheck's report of a block where no thread can go on: threads wait at barriers the others
/// never reach. The first waiting group is the finding's site; a group waiting at another
/// barrier instruction (or another barrier id) is the other site.
static void barrierDeadlockFinding(LaunchState &L, BlockState &B) {
  Warp *fw = nullptr;
  const Group *fg = nullptr;
  for (Warp &w : B.warps)
    for (Group &g : w.groups)
      if (!fg && g.state == GroupState::AtBarrier) {
        fw = &w;
        fg = &g;
      }
  if (!fg)
    return;
  const DInst &d = fg->frame->fn->code[fg->pc - 1];
  uint32_t here = 0, elsewhere = 0;
  std::optional<FindingSite> other;
  for (Warp &w : B.warps)
    for (Group &g : w.groups) {
      if (g.state != GroupState::AtBarrier)
        continue;
      const bool same = g.frame->fn == fg->frame->fn && g.pc == fg->pc && g.barrierId == fg->barrierId;
      (same ? here : elsewhere) += uint32_t(std::popcount(g.mask));
      if (!same && !other) {
        const unsigned lane = unsigned(std::countr_zero(g.mask));
        const DInst &od = g.frame->fn->code[g.pc - 1];
        FindingSite s;
        s.block = B.index;
        s.thread = threadOf(w, lane);
        s.warp = w.index;
        s.lane = lane;
        s.instruction = instructionText(od.ir);
        s.location = locationOf(L, od.ir);
        other = std::move(s);
      }
    }
  const uint32_t live = B.liveThreads - B.exitedThreads;
  using enum FindingKind;
  Finding f(other ? DifferentBarriers : PartialBarrier);
  f.message = other ? findingMessage<DifferentBarriers>(here, fg->barrierId, elsewhere, live)
                    : findingMessage<PartialBarrier>(here, live, fg->barrierId);
  f.other = std::move(other);
  Ctx c;
  c.warp = fw;
  c.block = &B;
  c.launch = &L;
  c.mask = fg->mask;
  recordFinding(c, d, unsigned(std::countr_zero(fg->mask)), std::move(f));
}

bool ProgramImpl::releaseBarriers(LaunchState &L, BlockState &B) {
  // Threads waiting per barrier id, and the count a bar.sync with a thread count asks for.
  std::array<uint32_t, kNumBarriers> arrived{}, expected{};
  uint32_t waitedOn = 0;
  for (Warp &w : B.warps)
    for (Group &g : w.groups)
      if (g.state == GroupState::AtBarrier) {
        arrived[g.barrierId] += uint32_t(std::popcount(g.mask));
        waitedOn |= 1u << g.barrierId;
        if (g.barrierCount)
          expected[g.barrierId] = g.barrierCount;
      }
  bool released = false;
  const uint32_t live = B.liveThreads - B.exitedThreads;
  for (uint32_t ids = waitedOn; ids; ids &= ids - 1) {
    const uint32_t id = uint32_t(std::countr_zero(ids));
    const uint32_t need = expected[id] ? std::min(expected[id], live) : live;
    if (arrived[id] < need)
      continue;
    // Reduce the predicates of barrier0.popc/and/or, then let everyone go.
    uint32_t popc = 0;
    bool all = true, any = false;
    for (Warp &w : B.warps)
      for (Group &g : w.groups)
        if (g.state == GroupState::AtBarrier && g.barrierId == id && g.barrierOp != intr::BarrierOp::Plain)
          for (uint32_t m = g.mask; m; m &= m - 1) {
            const bool p = w.barrierPred[unsigned(std::countr_zero(m))];
            popc += p;
            all = all && p;
            any = any || p;
          }
    for (Warp &w : B.warps)
      for (Group &g : w.groups)
        if (g.state == GroupState::AtBarrier && g.barrierId == id) {
          if (g.barrierOp != intr::BarrierOp::Plain) {
            const uint64_t r = g.barrierOp == intr::BarrierOp::Popc  ? popc
                               : g.barrierOp == intr::BarrierOp::And ? uint64_t(all)
                                                                     : uint64_t(any);
            uint64_t *dst = g.frame->regs.data() + size_t(g.barrierDst) * kWarpSize;
            forLanes(g.mask, [&](unsigned l) { dst[l] = r; });
          }
          g.state = GroupState::Running;
        }
    released = true;
    if (L.accessChecks)
      nextBarrierInterval(L, B);
  }
  return released;
}

void ProgramImpl::runBlock(LaunchState &L, BlockState &B, uint64_t linear, uint64_t position) {
  const Dim3 &gd = L.grid, &bd = L.block;
  B.linear = linear;
  B.position = position;
  B.index = {uint32_t(linear % gd.x), uint32_t((linear / gd.x) % gd.y),
             uint32_t(linear / (uint64_t(gd.x) * gd.y))};
  const uint32_t threads = uint32_t(bd.count());
  const uint32_t nwarps = L.warpsPerBlock();
  const uint32_t stride = L.stackStride;
  // A block state serves one launch (runs of many blocks on one host thread), so its buffers are
  // made, and charged to the budget, by its first block.
  if (B.shared.size() != L.sharedBytes || B.local.size() != nwarps) {
    const uint64_t localBytes = uint64_t(nwarps) * stride * kWarpSize;
    // The checkers' shadows: racecheck's two records per shared word, a state byte per local byte.
    const uint64_t shadowBytes = L.accessChecks ? uint64_t(L.sharedBytes) * 4 + localBytes : 0;
    const uint64_t bytes = L.sharedBytes + localBytes + shadowBytes;
    if (!B.reserve(bytes)) {
      raiseBlockFault(L, B,
                      budgetMessage(*B.budget,
                                    fmt::format("a block's shared memory and its {} threads' {}-byte stacks",
                                                threads, L.stackBytes),
                                    bytes));
      return;
    }
    B.shared = mem::AlignedBuffer(L.sharedBytes);
    B.local.clear();
    for (uint32_t i = 0; i < nwarps; ++i)
      B.local.emplace_back(stride * kWarpSize);
  } else {
    B.shared.clear();
  }
  B.warps.resize(nwarps);
  B.exitedThreads = 0;
  B.liveThreads = threads;
  if (L.accessChecks)
    beginBlockChecks(L, B);
  const mem::WindowBuffer param = L.param.window();
  for (uint32_t wi = 0; wi < nwarps; ++wi) {
    Warp &w = B.warps[wi];
    for (Group &g : w.groups)
      if (g.frame)
        B.releaseFrame(g.frame);
    w.groups.clear();
    w.index = wi;
    w.exitedMask = 0;
    w.clock = 0;
    w.fenced = false;
    const uint32_t first = wi * kWarpSize;
    const uint32_t count = std::min<uint32_t>(kWarpSize, threads - first);
    w.liveMask = count == 32 ? kFullMask : (1u << count) - 1;
    // Thread coordinates by counting (x fastest), not dividing per lane.
    uint32_t tx = first % bd.x, ty = (first / bd.x) % bd.y, tz = first / (bd.x * bd.y);
    for (unsigned l = 0; l < kWarpSize; ++l) {
      w.tid[0][l] = tx;
      w.tid[1][l] = ty;
      w.tid[2][l] = tz;
      if (++tx == bd.x) {
        tx = 0;
        if (++ty == bd.y) {
          ty = 0;
          ++tz;
        }
      }
      auto &ctx = w.ctx[l];
      ctx.memory = L.memory;
      ctx.shared = B.shared.window();
      ctx.local = {B.local[wi].data() + size_t(l) * stride, L.stackBytes, nullptr};
      ctx.param = param;
      w.sp[l] = 16;
    }
    Frame *f = B.newFrame(L.kernel);
    if (!f) {
      raiseBlockFault(L, B,
                      budgetMessage(*B.budget, "the registers of a warp of " + L.kernel->name,
                                    uint64_t(L.kernel->numSlots) * kWarpSize * sizeof(uint64_t)));
      return;
    }
    // Parameters: the same value in every lane.
    size_t k = 0;
    for (size_t i = 0; i < L.kernel->paramSlots.size(); ++i)
      for (uint32_t s = 0; s < L.kernel->paramSlotCounts[i]; ++s, ++k)
        std::fill_n(f->regs.data() + size_t(L.kernel->paramSlots[i] + s) * kWarpSize, kWarpSize,
                    L.paramValues[k]);
    // Byval parameters the kernel may write: a private copy per thread in local memory.
    for (const auto &bc : L.byvalCopies)
      for (unsigned l = 0; l < count; ++l) {
        const uint64_t at = (uint64_t(w.sp[l]) + bc.align - 1) & ~uint64_t(bc.align - 1);
        std::memcpy(w.ctx[l].local.data + at, L.param.data() + bc.paramOffset, bc.size);
        markLocal(L, B, w, l, w.sp[l], uint32_t(at), uint32_t(at + bc.size), true);
        w.sp[l] = uint32_t(at + bc.size);
        f->regs[size_t(bc.slot) * kWarpSize + l] = mem::toGeneric(mem::AddrSpace::Local, at);
      }
    w.groups.push_back({f, L.kernel->entry, w.liveMask});
  }
  // --schedule random: each round runs the warps in a fresh order drawn from the seed.
  std::vector<uint32_t> order(nwarps);
  std::iota(order.begin(), order.end(), 0u);
  std::mt19937_64 rng(L.scheduleSeed ^ (linear * 0x9e3779b97f4a7c15ull));
  for (uint32_t round = 1;; ++round) {
    bool any = false;
    if (L.randomSchedule)
      std::shuffle(order.begin(), order.end(), rng);
    // NOTE: a warp's own loop checks the deadline on backward branches, but a loop around a
    // barrier (`while (1) __syncthreads();`) yields every turn: the rounds check it too.
    if (round % 64 == 0 && L.pastDeadline()) {
      raiseBlockFault(L, B, timeoutMessage(L) + "; its warps were still running or waiting at a barrier");
      L.stopFrom(0);
      return;
    }
    for (uint32_t wi : order) {
      Warp &w = B.warps[wi];
      if (L.stopped(B.position))
        return;
      bool runnable = false;
      for (const Group &g : w.groups)
        runnable |= g.state == GroupState::Running;
      if (runnable) {
        runWarp(L, B, w);
        any = true;
      }
    }
    if (L.stopped(B.position))
      return;
    bool waiting = false;
    for (Warp &w : B.warps)
      for (Group &g : w.groups)
        waiting |= g.state != GroupState::Exited;
    if (!waiting)
      return;
    if (releaseBarriers(L, B) || any)
      continue;
    // Nobody can run: a collective whose partners exited runs with the lanes it has; else
    // the block is deadlocked (threads wait at a barrier others never reach).
    bool forced = false;
    for (Warp &w : B.warps)
      for (Group &g : w.groups)
        if (!forced && g.state == GroupState::AtCollective) {
          g.state = GroupState::Running;
          g.forced = true;
          forced = true;
        }
    if (forced)
      continue;
    if (L.checks & kSynccheck) {
      barrierDeadlockFinding(L, B);
      return;
    }
    for (Warp &w : B.warps)
      for (Group &g : w.groups)
        if (g.state == GroupState::AtBarrier) {
          Ctx c;
          c.warp = &w;
          c.block = &B;
          c.launch = &L;
          c.mask = g.mask;
          const DInst &d = g.frame->fn->code[g.pc - 1];
          raiseFault(c, d, unsigned(std::countr_zero(g.mask)),
                     fmt::format(
                         "barrier deadlock: {} of {} threads wait at a barrier the others never reach "
                         "(they exited or wait elsewhere)",
                         [&] {
                           uint32_t n = 0;
                           for (Warp &x : B.warps)
                             for (Group &y : x.groups)
                               if (y.state == GroupState::AtBarrier)
                                 n += uint32_t(std::popcount(y.mask));
                           return n;
                         }(),
                         B.liveThreads - B.exitedThreads));
          return;
        }
    return;
  }
}

// --- Launch. --------------------------------------------------------------------------------

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
  if (req.block.count() == 0 || req.grid.count() == 0) {
    result.error = "grid and block dimensions must be at least 1";
    return result;
  }
  if (req.block.count() > 1024 || req.block.z > 64) {
    result.error =
        fmt::format("a block of {}x{}x{} threads is larger than the hardware allows (1024 threads, z <= 64)",
                    req.block.x, req.block.y, req.block.z);
    return result;
  }
  if (req.grid.y > 65535 || req.grid.z > 65535 || req.grid.x > 0x7fffffffu) {
    result.error = "grid dimensions exceed the hardware limits (x < 2^31, y and z <= 65535)";
    return result;
  }
  if (req.args.size() != k->params.size()) {
    result.error = fmt::format("kernel '{}' takes {} arguments, {} given", req.kernel, k->params.size(),
                               req.args.size());
    return result;
  }
  L.dynamicSharedBytes = req.dynamicSharedBytes;
  const uint64_t shared = uint64_t(staticShared_) + req.dynamicSharedBytes;
  if (shared > 228 * 1024) {
    result.error = fmt::format("{} bytes of shared memory exceed the 228 KiB a block can have", shared);
    return result;
  }
  L.sharedBytes = uint32_t(shared);
  if (opt.stackBytes == 0 || opt.stackBytes > kMaxStackBytes) {
    result.error = fmt::format("a stack size of {} bytes per thread is outside 1 to {} (--stack-size)",
                               opt.stackBytes, kMaxStackBytes);
    return result;
  }
  L.stackBytes = std::max<uint32_t>(opt.stackBytes, 64);
  // Each thread's stack is padded by a cache line beyond its size: with a power-of-two stride
  // the 32 lanes' copies of one local variable would fall in one cache set and evict each other.
  L.stackStride = ((L.stackBytes + 63) & ~63u) + 64;
  if (accessChecks) {
    // racecheck's records of the global allocations that have none yet, charged before they are made.
    uint64_t shadows = 0;
    if (L.checks & kRacecheck)
      for (uint32_t id = 1; id <= memory_.allocationCount(); ++id)
        if (const mem::Allocation *a = memory_.allocation(id);
            a && a->space == mem::AddrSpace::Global && !a->isFreed() && !(a->shadow && a->shadow->race))
          shadows += mem::Memory::raceShadowBytes(*a);
    if (shadows && !memory_.budget().charge(shadows)) {
      result.error = budgetMessage(memory_.budget(), "racecheck's records for global memory", shadows);
      return result;
    }
    prepareChecks(L);
  }

  // Parameters: laid out in param space by the DataLayout, and copied into slots.
  uint64_t size = 0;
  std::vector<uint64_t> offsets;
  for (const KernelParam &p : k->params) {
    size = (size + std::max<uint64_t>(p.align, 1) - 1) & ~(std::max<uint64_t>(p.align, 1) - 1);
    offsets.push_back(size);
    size += p.size;
  }
  L.param = mem::AlignedBuffer(uint32_t(std::max<uint64_t>(size + 16, 16)));
  for (size_t i = 0; i < k->params.size(); ++i) {
    const KernelParam &p = k->params[i];
    if (req.args[i].size() != p.size) {
      result.error = fmt::format("argument {} of '{}' has {} bytes; the parameter takes {}", i, req.kernel,
                                 req.args[i].size(), p.size);
      return result;
    }
    // Param offsets start at 16 so that no parameter has address 0 in its space.
    std::memcpy(L.param.data() + 16 + offsets[i], req.args[i].data(), p.size);
  }
  for (size_t i = 0; i < k->params.size(); ++i) {
    const KernelParam &p = k->params[i];
    const uint32_t at = uint32_t(16 + offsets[i]);
    if (p.byvalType) {
      const uint32_t slot = kernel->paramSlots[i];
      if (onlyRead(k->function, p.arg)) {
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
  L.timeoutSeconds = opt.timeoutSeconds;
  if (opt.timeoutSeconds > 0) {
    L.hasDeadline = true;
    L.deadline =
        std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                               std::chrono::duration<double>(opt.timeoutSeconds));
  }

  const auto start = std::chrono::steady_clock::now();
  const uint64_t blocks = req.grid.count();
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

} // namespace nvsim::sim
