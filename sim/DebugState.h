// The step debugger's state (internal to sim/; sim/Debugger.h): the code's source lines, the
// breakpoints, how the launch resumed, and where it is paused. Debugger.cpp reads commands and
// decides where to stop; DebugInspect.cpp shows lanes, registers and memory.
#pragma once

#include "sim/Debugger.h"
#include "sim/State.h"

#include <istream>
#include <ostream>
#include <string>
#include <unordered_map>
#include <vector>

namespace nvsim::sim {

/// Per decoded function: for each pc, its source line (as reports show it: the user's frame of
/// `!dbg`, else the line of the .ll file) and whether it is the first piece of its IR instruction.
struct DebugCode {
  std::vector<uint32_t> file; ///< index in DebugState::files
  std::vector<uint32_t> line; ///< 0: none
  std::vector<uint8_t> start;
};

struct Breakpoint {
  uint32_t id = 0;
  std::string spec;                      ///< as the user wrote it
  std::string what;                      ///< where it resolved: "demo.cu:9" or "@k #12: %x = add ..."
  const ir::Instruction *inst = nullptr; ///< an instruction breakpoint; null: a line
  uint32_t file = 0, line = 0;
  uint64_t hits = 0;
};

enum class Resume : uint8_t { Continue, Step, Next };

struct DebugState {
  DebugState(std::istream &i, std::ostream &o, bool e) : in(i), out(o), echo(e) {}
  std::istream &in;
  std::ostream &out;
  bool echo;
  bool quit = false;
  bool problems = false; ///< a launch had a fault or a finding
  std::function<void(bool)> onQuit;
  uint64_t launches = 0;
  LaunchState *L = nullptr;
  std::unordered_map<const DecodedFunction *, DebugCode> code;
  std::vector<std::string> files;
  uint32_t mainFile = UINT32_MAX; ///< the kernel's file: `break LINE`'s
  std::vector<Breakpoint> breaks;
  uint32_t nextBreak = 1;
  Resume resume = Resume::Continue;
  /// step and next: the warp they follow (its block's linear index), and where next started.
  uint64_t stepBlock = 0;
  uint32_t stepWarp = 0;
  uint64_t stepFrom = 0; ///< file << 32 | line
  /// Per warp index: the block and the file << 32 | line of its last instruction with a line.
  std::vector<std::pair<uint64_t, uint64_t>> lastLine;
  /// The pause: the context of the group that stopped, and the selected warp and lane.
  Ctx *c = nullptr;
  uint32_t pc = 0;
  std::string why; ///< "Breakpoint N", "Step" or "Next"
  uint32_t warp = 0, lane = 0;

  const DebugCode &codeOf(const DecodedFunction *f);
  /// Reads one command line; false at the end of the input.
  bool readCommand(std::string &line);
  /// Runs one command while paused (or before the first launch runs: `c` null). True when the
  /// command resumes the launch (`continue`, `step`, `next`); `quit` sets `quit` and resumes.
  bool command(const std::string &line);

  // --- DebugInspect.cpp. -----------------------------------------------------------------------

  void where();
  void print(const std::string &name, bool all);
  void memory(const std::vector<std::string> &words);
  void shared(const std::vector<std::string> &words);
  void windows();
  void address(const std::string &text);
  /// "file:line" of pc in f ("" when it has none).
  std::string placeText(const DecodedFunction *f, uint32_t pc);
  /// The value of register `%name` in the selected lane (false after a message).
  bool registerValue(const std::string &name, uint64_t &value);
  /// The live group holding the selected lane (its frame is the lane's); null, with the error
  /// written, when the lane has exited.
  const Group *laneGroup();
  /// A warp of the paused block, null (after a message) when there is none.
  Warp *selectedWarp();
};

} // namespace nvsim::sim
