// Executing a checked launch script on a loaded Program: buffers, copies, launches, checks.
#pragma once

#include "sim/Launch.h"
#include "tools/LaunchScript.h"

#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace nvsim::tools {

struct RunSettings {
  sim::LaunchOptions launch;
  std::optional<std::filesystem::path> dumpDir; ///< d2h files and expect copies; else the current folder
  std::ostream *text = nullptr;   ///< progress and printed buffers (stdout, or stderr with --report json)
  std::ostream *errors = nullptr; ///< faults, failed expectations, errors
};

struct LaunchRecord {
  size_t step = 0;
  std::string kernel; ///< the function's (mangled) name
  Dims grid{}, block{};
  uint32_t dynamicSharedBytes = 0;
  /// "ok", "fault", "finding" (checker findings; a fatal one stopped it), "error" (could not
  /// start), "skipped" (after a fault or a fatal finding)
  std::string status;
  double seconds = 0;
  uint64_t laneInstructions = 0;
  std::optional<sim::KernelFault> fault;
  std::vector<sim::Finding> findings;
  std::string error;
};

struct ExpectRecord {
  size_t step = 0;
  std::string file;
  std::optional<bool> pass; ///< nullopt: not compared (unknown tolerance kind)
  uint64_t elements = 0, mismatches = 0;
  std::string elem, tolerance;
};

struct RunOutcome {
  int exitCode = 0;
  std::vector<LaunchRecord> launches;
  std::vector<ExpectRecord> expects;
};

/// Runs every step in order. NOTE: a kernel fault does not stop the script: later launches
/// are skipped (the device state is suspect), while h2d, memset, d2h and expect steps still
/// run, so results computed before the fault are written and compared. A launch that cannot
/// start, or a failed allocation, stops the script with exit code 3.
RunOutcome runScript(const LaunchScript &script, sim::Program &program, mem::Memory &memory,
                     const RunSettings &settings);

} // namespace nvsim::tools
