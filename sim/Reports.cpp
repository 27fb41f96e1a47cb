// Reports: faults and findings as values (the first fault of a launch, findings folded per
// instruction in a deterministic order), their text, and where an instruction is (`!dbg`, else
// the .ll position).
#include "core/printer/Printer.h"
#include "sim/Program.h"
#include "sim/State.h"

#include <fmt/format.h>

namespace nvsim::sim {

using namespace ir;

std::string KernelFault::render() const {
  std::string s = message;
  s += fmt::format("\n  in block ({},{},{}) thread ({},{},{})", block[0], block[1], block[2], thread[0],
                   thread[1], thread[2]);
  if (!instruction.empty())
    s += fmt::format("\n  at {}: {}", location, instruction);
  if (!stuck.empty())
    s += "\n  lanes still running or waiting when it stopped:";
  constexpr size_t kShown = 16;
  for (size_t i = 0; i < std::min(stuck.size(), kShown); ++i) {
    const StuckGroup &g = stuck[i];
    s += fmt::format("\n    block ({},{},{}) warp {} lanes {:#010x} {} at {}: {}", g.block[0], g.block[1],
                     g.block[2], g.warp, g.lanes,
                     g.state == "barrier"      ? "wait at a barrier"
                     : g.state == "collective" ? "wait at a warp collective"
                                               : "running",
                     g.location, g.instruction);
  }
  if (stuck.size() > kShown)
    s += fmt::format("\n    and {} more groups of lanes (the JSON report lists them all)",
                     stuck.size() - kShown);
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
  const void *site = d.ir ? static_cast<const void *>(d.ir) : &d;
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
      if (k.at != site || old.id != f.id)
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
      L.findingSites.push_back({site, L.findings.size(), order});
      L.findings.push_back(std::move(f));
    }
  }
  if (fatal)
    L.stopFrom(c.block->position);
}

std::string timeoutMessage(LaunchState &L) {
  L.timedOut = true;
  return fmt::format(
      "timeout: the launch ran longer than its time limit of {} s (--timeout; 0 for none) in kernel {}",
      L.timeoutSeconds, L.kernelName);
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

} // namespace nvsim::sim
