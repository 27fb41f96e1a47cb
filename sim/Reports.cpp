// Reports: faults and findings as values (the first fault of a launch, findings folded per
// source location in a deterministic order), their text, and where an instruction is (`!dbg`
// through inlining, else the .ll position).
#include "core/Kernels.h"
#include "core/ir/DebugLocation.h"
#include "core/printer/Printer.h"
#include "sim/Program.h"
#include "sim/State.h"

#include <fmt/format.h>

#include <filesystem>

namespace nvsim::sim {

using namespace ir;

namespace {

/// "file:line:col" (or "file:line" without a column).
std::string frameText(const SourceFrame &f, const std::filesystem::path &cwd) {
  const std::string file = displayPath(f.file, cwd);
  return f.column == 0 ? fmt::format("{}:{}", file, f.line) : fmt::format("{}:{}:{}", file, f.line, f.column);
}

SourcePlace computePlace(const LaunchState &L, const Instruction *I) {
  SourcePlace p;
  if (I) {
    const std::vector<SourceFrame> frames = sourceFrames(*I);
    if (!frames.empty()) {
      std::error_code ec;
      const std::filesystem::path cwd = std::filesystem::current_path(ec);
      p.location = frameText(frames[userFrame(frames)], cwd);
      p.fromSource = true;
      if (frames.size() > 1)
        for (const SourceFrame &f : frames)
          p.inlined.push_back({frameText(f, cwd), f.function});
      return p;
    }
  }
  const SourceFile *src = L.program->source();
  if (!I || I->loc == UINT32_MAX || !src) {
    p.location = L.program->sourceName();
    return p;
  }
  const auto lc = src->lineCol(I->loc);
  p.location = fmt::format("{}:{}:{}", src->name(), lc.line, lc.column);
  return p;
}

/// The lines of an inline chain under a location: where the innermost frame is, then each call
/// it was inlined into.
std::string inlinedText(const std::vector<InlinedFrame> &chain) {
  std::string s;
  for (size_t i = 0; i < chain.size(); ++i) {
    const InlinedFrame &f = chain[i];
    s += fmt::format("\n  {} {}{}", i == 0 ? "in" : "inlined into",
                     f.function.empty() ? "" : f.function + " at ", f.location);
  }
  return s;
}

} // namespace

std::string KernelFault::render() const {
  std::string s = message;
  s += fmt::format("\n  in block ({},{},{}) thread ({},{},{})", block[0], block[1], block[2], thread[0],
                   thread[1], thread[2]);
  if (!instruction.empty())
    s += fmt::format("\n  at {}: {}", location, instruction);
  s += inlinedText(inlined);
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
  s += inlinedText(site.inlined);
  s += fmt::format("\n  kind {}, in kernel {}, block ({},{},{}) thread ({},{},{}), warp {} lane {}", kind,
                   demangle(kernel), site.block[0], site.block[1], site.block[2], site.thread[0],
                   site.thread[1], site.thread[2], site.warp, site.lane);
  if (count > 1)
    s += fmt::format("\n  {} times at this {} (the first is shown)", count,
                     site.fromSource ? "source location" : "instruction");
  if (other) {
    s += fmt::format("\n  the other access: {} by block ({},{},{}) thread ({},{},{}), warp {} lane {}",
                     other->access.empty() ? "arrival" : other->access, other->block[0], other->block[1],
                     other->block[2], other->thread[0], other->thread[1], other->thread[2], other->warp,
                     other->lane);
    s += fmt::format("\n  at {}: {}", other->location, other->instruction);
    s += inlinedText(other->inlined);
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

const SourcePlace &placeOf(const LaunchState &L, const Instruction *I) {
  {
    std::lock_guard lock(L.placeMutex);
    if (auto it = L.places.find(I); it != L.places.end())
      return it->second;
  }
  SourcePlace p = computePlace(L, I);
  std::lock_guard lock(L.placeMutex);
  // NOTE: elements of an unordered_map keep their address when it grows.
  return L.places.try_emplace(I, std::move(p)).first->second;
}

std::string locationOf(const LaunchState &L, const Instruction *I) { return placeOf(L, I).location; }

void locate(FindingSite &s, const LaunchState &L, const Instruction *I) {
  const SourcePlace &p = placeOf(L, I);
  s.instruction = instructionText(I);
  s.location = p.location;
  s.inlined = p.inlined;
  s.fromSource = p.fromSource;
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
      const SourcePlace &place = placeOf(L, d.ir);
      f.location = place.location;
      f.inlined = place.inlined;
      f.message = demangleQuoted(f.message);
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
  const SourcePlace &place = placeOf(L, d.ir);
  // The fold key: the source locations of the finding and of its other access, or without a
  // `!dbg` location the instruction.
  const void *at = place.fromSource ? nullptr : d.ir ? static_cast<const void *>(d.ir) : &d;
  const std::string otherLocation = place.fromSource && f.other ? f.other->location : std::string();
  auto fill = [&](Finding &x) {
    x.kernel = L.kernelName;
    x.message = demangleQuoted(x.message);
    x.site.block = c.block->index;
    x.site.thread = threadOf(*c.warp, lane);
    x.site.warp = c.warp->index;
    x.site.lane = lane;
    x.site.instruction = instructionText(d.ir);
    x.site.location = place.location;
    x.site.inlined = place.inlined;
    x.site.fromSource = place.fromSource;
  };
  {
    std::lock_guard lock(L.faultMutex);
    bool folded = false;
    for (LaunchState::FindingSiteKey &k : L.findingSites) {
      if (k.id != f.id || k.at != at ||
          (!at && (k.location != place.location || k.otherLocation != otherLocation)))
        continue;
      Finding &old = L.findings[k.index];
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
      L.findingSites.push_back(
          {f.id, at, at ? std::string() : place.location, otherLocation, L.findings.size(), order});
      fill(f);
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
