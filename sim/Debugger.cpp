// The step debugger (docs/debug.md): where a debugged launch pauses (breakpoints, step, next),
// and the command loop that runs while it is paused. The views of lanes, registers and memory
// are in DebugInspect.cpp.
#include "sim/DebugState.h"

#include "core/ir/DebugLocation.h"
#include "sim/Definedness.h"
#include "sim/Program.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <sstream>
#include <tuple>

namespace nvsim::sim {

namespace {

std::vector<std::string> wordsOf(const std::string &line) {
  std::istringstream s(line);
  std::vector<std::string> w;
  for (std::string x; s >> x;)
    w.push_back(x);
  return w;
}

bool parseUnsigned(std::string_view text, uint64_t &v) {
  int base = 10;
  if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X'))
    text.remove_prefix(2), base = 16;
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v, base);
  return ec == std::errc() && p == text.data() + text.size() && !text.empty();
}

/// The source line of an instruction as the profile and the reports show it, and whether it
/// is from `!dbg`.
std::tuple<std::string, uint32_t, bool> lineOf(const LaunchState &L, const ir::Instruction *I) {
  const std::vector<ir::SourceFrame> frames = ir::sourceFrames(*I);
  if (!frames.empty()) {
    std::error_code ec;
    const ir::SourceFrame &f = frames[ir::userFrame(frames)];
    return {ir::displayPath(f.file, std::filesystem::current_path(ec)), f.line, true};
  }
  const SourceFile *src = L.program->source();
  if (!src || I->loc == UINT32_MAX)
    return {L.program->sourceName(), 0, false};
  return {src->name(), src->lineCol(I->loc).line, false};
}

/// The IR position of each instruction of `fn` (as the profile numbers them, from 0) and its
/// `%name` (LLVM's numbering for unnamed values).
struct Names {
  std::vector<const ir::Instruction *> byIndex;
  std::unordered_map<std::string, const ir::Value *> byName;
};
Names namesOf(const ir::GlobalValue &fn) {
  Names n;
  uint32_t number = 0;
  auto add = [&](const ir::Value *v) {
    if (!v->name.empty())
      n.byName.emplace(v->name, v);
    else
      n.byName.emplace(std::to_string(number++), v);
  };
  for (const ir::Argument *a : fn.args)
    add(a);
  for (const ir::BasicBlock *b : fn.blocks) {
    add(b);
    for (const ir::Instruction *I : b->insts) {
      n.byIndex.push_back(I);
      if (!I->type->isVoid())
        add(I);
    }
  }
  return n;
}

const char *kHelp = R"(Commands (docs/debug.md):
  break LINE | break FILE:LINE        pause a warp when it reaches a source line
  break @FUNCTION:%VALUE              pause before the instruction that defines %VALUE
  break @FUNCTION:#N | break @FUNCTION  before the IR instruction number N (0: the first)
  continue (c)                        run until a breakpoint
  step (s)                            run the current warp for one IR instruction
  next (n)                            run the current warp to its next source line
  where | info lanes                  the groups of lanes of every warp of the block, and where each is
  warp W | warp B W                   select warp W (of block B, the paused one: its linear index)
  lane L                              select lane L of the selected warp
  print %VALUE [all]                  the value in the selected lane (all: in each lane of its group)
  x ADDRESS [COUNT [TYPE]]            memory at a generic address, %VALUE[+N] or BUFFER[+N] (mem: the same)
  shared OFFSET|VARIABLE [COUNT [TYPE]]  the block's shared memory
  info windows                        the generic-address windows
  info address ADDRESS|%VALUE         the space and object an address falls in
  info breakpoints | delete [N]       list breakpoints | delete one (all without N)
  help | quit (the end of the input quits too)
TYPE: i8 u8 i16 u16 i32 u32 i64 u64 f32 f64 x8 x16 x32 x64 (default i32)
)";

} // namespace

const DebugCode &DebugState::codeOf(const DecodedFunction *f) {
  auto [it, fresh] = code.try_emplace(f);
  if (!fresh)
    return it->second;
  DebugCode &dc = it->second;
  const size_t n = f->code.size();
  dc.file.assign(n, 0);
  dc.line.assign(n, 0);
  dc.start.assign(n, 0);
  // In a function with `!dbg` lines, an instruction without one (an -O0 kernel's allocas) has
  // no line rather than its line of the .ll file, which would read as another source line.
  std::vector<uint8_t> fromLl(n, 0);
  bool anySource = false;
  for (size_t pc = 0; pc < n; ++pc) {
    const ir::Instruction *I = f->code[pc].ir;
    if (!I)
      continue;
    dc.start[pc] = pc == 0 || f->code[pc - 1].ir != I;
    auto [file, line, fromSource] = lineOf(*L, I);
    auto at = std::find(files.begin(), files.end(), file);
    dc.file[pc] = uint32_t(at - files.begin());
    if (at == files.end())
      files.push_back(file);
    dc.line[pc] = line;
    fromLl[pc] = !fromSource;
    anySource |= fromSource;
  }
  for (size_t pc = 0; pc < n && anySource; ++pc)
    if (fromLl[pc])
      dc.line[pc] = 0;
  return dc;
}

std::string DebugState::placeText(const DecodedFunction *f, uint32_t pc) {
  const DebugCode &dc = codeOf(f);
  if (pc >= dc.line.size() || !dc.line[pc])
    return "";
  return fmt::format("{}:{}", files[dc.file[pc]], dc.line[pc]);
}

bool DebugState::readCommand(std::string &line) {
  out << "(nvvm-sim) " << std::flush;
  if (!std::getline(in, line)) {
    out << "\n";
    return false;
  }
  if (echo)
    out << line << "\n";
  return true;
}

namespace {

/// `break` resolved: the breakpoint, or an error message.
std::string resolveBreak(DebugState &S, const std::string &spec, Breakpoint &b) {
  b.spec = spec;
  if (spec[0] == '@' || spec.find('%') != std::string::npos || spec.find('#') != std::string::npos) {
    const std::string body = spec[0] == '@' ? spec.substr(1) : spec;
    const size_t colon = body.find(':');
    const std::string fname = body.substr(0, colon);
    const DecodedFunction *f = nullptr;
    for (const DecodedFunction *x : *S.L->siteFunctions)
      if (x->name == fname)
        f = x;
    if (!f || !f->ir)
      return fmt::format("no function @{} in the code the kernel can reach", fname);
    const Names names = namesOf(*f->ir);
    const std::string at = colon == std::string::npos ? "#0" : body.substr(colon + 1);
    const ir::Instruction *I = nullptr;
    uint64_t index = 0;
    if (at.size() > 1 && at[0] == '#' && parseUnsigned(at.substr(1), index)) {
      if (index >= names.byIndex.size())
        return fmt::format("@{} has {} instructions: no #{}", fname, names.byIndex.size(), index);
      I = names.byIndex[index];
    } else if (at.size() > 1 && at[0] == '%') {
      auto it = names.byName.find(at.substr(1));
      if (it == names.byName.end() || it->second->valueKind() != ir::ValueKind::Instruction)
        return fmt::format("no instruction defines {} in @{}", at, fname);
      I = static_cast<const ir::Instruction *>(it->second);
    } else {
      return fmt::format("'{}': expected @FUNCTION:%VALUE or @FUNCTION:#N", spec);
    }
    const DebugCode &dc = S.codeOf(f);
    bool decoded = false;
    for (size_t pc = 0; pc < f->code.size(); ++pc)
      decoded |= f->code[pc].ir == I && dc.start[pc];
    if (!decoded)
      return fmt::format("{} is not executed (unreachable, or folded by the decoder)", spec);
    b.inst = I;
    index = std::find(names.byIndex.begin(), names.byIndex.end(), I) - names.byIndex.begin();
    b.what = fmt::format("@{} #{}: {}", fname, index, instructionText(I));
    return "";
  }
  const size_t colon = spec.rfind(':');
  uint64_t line = 0;
  if (!parseUnsigned(colon == std::string::npos ? spec : spec.substr(colon + 1), line) || line == 0 ||
      line > UINT32_MAX)
    return fmt::format("'{}': expected LINE, FILE:LINE, @FUNCTION:%VALUE or @FUNCTION:#N", spec);
  std::vector<uint32_t> candidates;
  if (colon == std::string::npos) {
    if (S.mainFile == UINT32_MAX)
      return "the kernel has no source lines: give FILE:LINE";
    candidates.push_back(S.mainFile);
  } else {
    const std::string file = spec.substr(0, colon);
    for (uint32_t i = 0; i < S.files.size(); ++i) {
      const std::string &f = S.files[i];
      if (f == file || (f.size() > file.size() && f.ends_with(file) && f[f.size() - file.size() - 1] == '/'))
        candidates.push_back(i);
    }
    if (candidates.empty())
      return fmt::format("no file '{}' in the kernel's code", file);
  }
  for (const DecodedFunction *f : *S.L->siteFunctions) {
    const DebugCode &dc = S.codeOf(f);
    for (size_t pc = 0; pc < dc.line.size(); ++pc)
      if (dc.start[pc] && dc.line[pc] == line &&
          std::find(candidates.begin(), candidates.end(), dc.file[pc]) != candidates.end()) {
        b.file = dc.file[pc];
        b.line = uint32_t(line);
        b.what = fmt::format("{}:{}", S.files[b.file], line);
        return "";
      }
  }
  return fmt::format("no code at line {} of {}", line, S.files[candidates.front()]);
}

} // namespace

bool DebugState::command(const std::string &line) {
  const std::vector<std::string> w = wordsOf(line);
  if (w.empty())
    return false;
  const std::string &cmd = w[0];
  auto need = [&]() {
    if (c)
      return true;
    out << "error: the kernel is not running yet: 'continue', 'step' or 'next' starts it\n";
    return false;
  };
  if (cmd == "quit" || cmd == "q") {
    quit = true;
    return true;
  }
  if (cmd == "continue" || cmd == "c" || cmd == "run" || cmd == "r") {
    resume = Resume::Continue;
    return true;
  }
  if (cmd == "step" || cmd == "s" || cmd == "next" || cmd == "n") {
    resume = cmd[0] == 's' ? Resume::Step : Resume::Next;
    if (c) {
      stepBlock = c->block->linear;
      stepWarp = c->warp->index;
      const DebugCode &dc = codeOf(c->fn);
      stepFrom = uint64_t(dc.file[pc]) << 32 | dc.line[pc];
    } else { // before the launch: the first instruction of warp 0 of the first block
      stepBlock = 0;
      stepWarp = 0;
      stepFrom = UINT64_MAX;
    }
    return true;
  }
  if (cmd == "help" || cmd == "h") {
    out << kHelp;
  } else if (cmd == "break" || cmd == "b") {
    if (w.size() != 2) {
      out << "error: break takes one place: LINE, FILE:LINE, @FUNCTION:%VALUE or @FUNCTION:#N\n";
      return false;
    }
    Breakpoint b;
    const std::string why = resolveBreak(*this, w[1], b);
    if (!why.empty()) {
      out << "error: " << why << "\n";
      return false;
    }
    b.id = nextBreak++;
    out << fmt::format("Breakpoint {} at {}\n", b.id, b.what);
    breaks.push_back(std::move(b));
  } else if (cmd == "delete" || cmd == "d") {
    uint64_t id = 0;
    if (w.size() == 1) {
      breaks.clear();
      out << "Deleted every breakpoint\n";
    } else if (w.size() == 2 && parseUnsigned(w[1], id)) {
      auto it = std::find_if(breaks.begin(), breaks.end(), [&](const Breakpoint &b) { return b.id == id; });
      if (it == breaks.end()) {
        out << fmt::format("error: no breakpoint {}\n", w[1]);
      } else {
        breaks.erase(it);
        out << fmt::format("Deleted breakpoint {}\n", id);
      }
    } else {
      out << "error: delete takes a breakpoint number (or nothing: all)\n";
    }
  } else if (cmd == "info" && w.size() >= 2 && (w[1] == "breakpoints" || w[1] == "b")) {
    if (breaks.empty())
      out << "No breakpoints\n";
    for (const Breakpoint &b : breaks)
      out << fmt::format("{:<3} {}  (hit {} time{})\n", b.id, b.what, b.hits, b.hits == 1 ? "" : "s");
  } else if ((cmd == "info" && w.size() == 2 && w[1] == "lanes") || cmd == "where" || cmd == "bt") {
    if (need())
      where();
  } else if (cmd == "info" && w.size() == 2 && w[1] == "windows") {
    windows();
  } else if (cmd == "info" && w.size() == 3 && w[1] == "address") {
    if (need())
      address(w[2]);
  } else if (cmd == "warp" && (w.size() == 2 || w.size() == 3)) {
    uint64_t block = 0, index = 0;
    if (!need())
      return false;
    if (!parseUnsigned(w.back(), index) || (w.size() == 3 && !parseUnsigned(w[1], block))) {
      out << "error: warp takes W or B W (numbers)\n";
    } else if (w.size() == 3 && block != c->block->linear) {
      out << fmt::format("error: only the paused block ({}) can be inspected: block {} is not running here\n",
                         c->block->linear, block);
    } else if (index >= c->block->warps.size()) {
      out << fmt::format("error: the block has {} warps: no warp {}\n", c->block->warps.size(), index);
    } else {
      warp = uint32_t(index);
      const Warp &sel = c->block->warps[warp];
      const uint32_t live = sel.liveMask & ~sel.exitedMask;
      lane = live ? unsigned(std::countr_zero(live)) : 0;
      out << fmt::format("warp {}, lane {}\n", warp, lane);
    }
  } else if (cmd == "lane" && w.size() == 2) {
    uint64_t l = 0;
    if (!need())
      return false;
    if (!parseUnsigned(w[1], l) || l >= kWarpSize)
      out << "error: lane takes a number from 0 to 31\n";
    else if (!(c->block->warps[warp].liveMask >> l & 1))
      out << fmt::format("error: warp {} has no thread in lane {}\n", warp, l);
    else
      out << fmt::format("lane {} (thread {})\n", lane = uint32_t(l), c->block->warps[warp].tid[0][l]);
  } else if ((cmd == "print" || cmd == "p") && (w.size() == 2 || (w.size() == 3 && w[2] == "all"))) {
    if (need())
      print(w[1], w.size() == 3);
  } else if (cmd == "x" || cmd == "mem") {
    if (need())
      memory(w);
  } else if (cmd == "shared") {
    if (need())
      shared(w);
  } else {
    out << fmt::format("error: unknown command '{}' (help lists the commands)\n", line);
  }
  return false;
}

Debugger::Debugger(std::istream &in, std::ostream &out, bool echo)
    : s_(std::make_unique<DebugState>(in, out, echo)) {}
Debugger::~Debugger() = default;

bool Debugger::quitting() const { return s_->quit; }
void Debugger::onQuit(std::function<void(bool)> f) { s_->onQuit = std::move(f); }

bool Debugger::launchStarting(LaunchState &L) {
  DebugState &S = *s_;
  if (S.quit)
    return false;
  S.L = &L;
  S.c = nullptr;
  S.lastLine.assign(L.warpsPerBlock(), {UINT64_MAX, UINT64_MAX});
  const DebugCode &k = S.codeOf(L.kernel);
  for (size_t pc = 0; pc < k.line.size() && S.mainFile == UINT32_MAX; ++pc)
    if (k.line[pc])
      S.mainFile = k.file[pc];
  S.out << fmt::format("Launch {}: {} grid ({},{},{}) block ({},{},{})\n", ++S.launches, L.kernelName,
                       L.grid.x, L.grid.y, L.grid.z, L.block.x, L.block.y, L.block.z);
  if (S.launches == 1) {
    std::string line;
    for (;;) {
      if (!S.readCommand(line)) {
        S.quit = true;
        break;
      }
      if (S.command(line))
        break;
    }
  } else if (S.resume != Resume::Continue) {
    S.stepBlock = 0, S.stepWarp = 0, S.stepFrom = UINT64_MAX;
  }
  return !S.quit;
}

void Debugger::launchEnded(LaunchState &L) {
  DebugState &S = *s_;
  S.c = nullptr;
  S.problems |= L.fault.has_value() || !L.findings.empty();
  if (!S.quit)
    S.out << fmt::format("Launch {} ended{}\n", S.launches, L.fault ? " with a fault" : "");
  else if (S.onQuit)
    S.onQuit(S.problems);
}

bool Debugger::wantsStop(Ctx &c, uint32_t pc) {
  DebugState &S = *s_;
  const DebugCode &dc = S.codeOf(c.fn);
  if (!dc.start[pc])
    return false;
  const uint64_t here = uint64_t(dc.file[pc]) << 32 | dc.line[pc];
  auto &last = S.lastLine[c.warp->index];
  const bool entered = dc.line[pc] && (last.first != c.block->linear || last.second != here);
  if (dc.line[pc])
    last = {c.block->linear, here};
  for (Breakpoint &b : S.breaks)
    if (b.inst ? c.fn->code[pc].ir == b.inst : entered && b.line == dc.line[pc] && b.file == dc.file[pc]) {
      ++b.hits;
      S.why = fmt::format("Breakpoint {}", b.id);
      return true;
    }
  const bool followed = c.block->linear == S.stepBlock && c.warp->index == S.stepWarp;
  if (S.resume == Resume::Step && followed) {
    S.why = "Step";
    return true;
  }
  if (S.resume == Resume::Next && followed && dc.line[pc] && here != S.stepFrom) {
    S.why = "Next";
    return true;
  }
  return false;
}

bool Debugger::pause(Ctx &c, uint32_t pc) {
  DebugState &S = *s_;
  S.c = &c;
  S.pc = pc;
  c.group->pc = pc;
  S.warp = c.warp->index;
  S.lane = unsigned(std::countr_zero(c.mask));
  const std::string place = S.placeText(c.fn, pc);
  S.out << fmt::format("{}: block ({},{},{}) warp {} lanes {:#010x}{}{}\n    {}\n", S.why, c.block->index[0],
                       c.block->index[1], c.block->index[2], c.warp->index, c.mask,
                       place.empty() ? "" : " at ", place, instructionText(c.fn->code[pc].ir));
  std::string line;
  bool resumed = false;
  while (!resumed) {
    if (!S.readCommand(line)) {
      S.quit = true;
      break;
    }
    resumed = S.command(line);
  }
  S.c = nullptr;
  return !S.quit;
}

void debuggedTurn(Ctx &c, Debugger &D, uint32_t pc, bool definedness) {
  const DInst *code = c.fn->code.data();
  Frame &f = *c.group->frame;
  while (pc != kYield) {
    if (D.wantsStop(c, pc) && !D.pause(c, pc)) {
      c.launch->stopFrom(0);
      return;
    }
    const DInst &d = code[pc];
    ++c.turnInsts;
    const uint32_t at = pc;
    if (c.block->profile && c.fn->siteBase + pc < c.block->profile->hot.size()) [[unlikely]]
      profileStep(c, *c.block->profile, c.fn->siteBase + pc);
    if (definedness && f.undefSlots) [[unlikely]]
      shadowBefore(c, f, at);
    pc = d.fn(c, d, pc);
    if (definedness && (c.loadedUndef | c.storedUndef)) [[unlikely]]
      shadowAfter(c, f, at);
  }
}

} // namespace nvsim::sim
