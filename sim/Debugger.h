// The step debugger of `nvvm-sim debug` (docs/debug.md): breakpoints at source lines and IR
// instructions, stepping a warp, and views of its lanes, registers and memory while a launch is
// paused. A launch with LaunchOptions::debugger runs the checked code (every alloca in local
// memory, the decoder's value-to-slot map kept) on one host thread, without a time limit, and its
// dispatch loop (Warp.cpp) asks the debugger before each instruction; a launch without one tests
// one pointer per warp turn and nothing per instruction. Commands come from a stream (a terminal
// or a pipe) and are answered on another; the debugger pauses the launch on the executor's own
// thread, so everything it shows is the state between two instructions.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>

namespace nvsim::sim {

struct Ctx;
struct LaunchState;
struct DebugState;

class Debugger {
public:
  /// Commands are read from `in`, one per line; answers go to `out`. `echo`: print each command
  /// after the prompt (a pipe, so that a transcript reads like a terminal session).
  Debugger(std::istream &in, std::ostream &out, bool echo);
  ~Debugger();
  Debugger(const Debugger &) = delete;
  Debugger &operator=(const Debugger &) = delete;

  /// The session ended by `quit` or the end of the input: later launches do not run.
  bool quitting() const;
  /// Called when a launch ends after the session ended, with whether a launch so far had a fault
  /// or a checker finding (`nvvm-sim debug` exits there, with CLI.md's exit code).
  void onQuit(std::function<void(bool problems)> f);

  // --- Called by the executor (sim/Grid.cpp, sim/Warp.cpp). ----------------------------------

  /// A launch is about to run (its code and arguments are ready): the first one reads commands
  /// until `continue`, `step` or `next`. False when the session is over (the launch must not run).
  bool launchStarting(LaunchState &L);
  /// The launch has ended (or was stopped).
  void launchEnded(LaunchState &L);
  /// Whether the group of `c` must pause before the instruction at `pc`.
  bool wantsStop(Ctx &c, uint32_t pc);
  /// Pauses the group of `c` before `pc` and reads commands until one resumes the launch; false
  /// when the session ends there (the launch must stop).
  bool pause(Ctx &c, uint32_t pc);

private:
  std::unique_ptr<DebugState> s_;
};

/// A turn of a debugged launch: the dispatch loop of runWarp with the debugger asked before each
/// instruction (and initcheck's definedness moved as in the checked loop).
void debuggedTurn(Ctx &c, Debugger &D, uint32_t pc, bool definedness);

} // namespace nvsim::sim
