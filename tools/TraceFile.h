// `--trace FILE.json` (docs/profile.md, "Timeline"): the launches' timeline events written in the
// Chrome trace event format (JSON object form), which Perfetto and chrome://tracing open.
#pragma once

#include "sim/Trace.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace nvsim::tools {

/// The most events a trace file holds unless --trace-limit says otherwise (about 100 MB of JSON).
inline constexpr uint64_t kDefaultTraceEvents = 1'000'000;

/// One launch's part of the file.
struct TracedLaunch {
  std::string kernel;  ///< its (mangled) name
  uint64_t blocks = 0; ///< the grid's block count: the next launch's processes start after them
  std::shared_ptr<const sim::LaunchTrace> trace;
};

/// Writes the launches' events to `path`, each launch after the last one's end, at most `limit`
/// events in all. `dropped` is set to the events left out (by the launches' limits or this one);
/// false with `why` when the file cannot be written.
bool writeTraceFile(const std::string &path, const std::vector<TracedLaunch> &launches, uint64_t limit,
                    uint64_t &dropped, std::string &why);

/// `--trace` of `run`, `validate`, `diff` and `debug`: the traced launches of `launches` (a
/// script's runs, one after the other) written to `path`; prints on stderr why it could not be
/// written (false: exit code 3) or how many events were left out.
bool writeTraceReport(const std::string &path, const std::vector<TracedLaunch> &launches, uint64_t limit);

} // namespace nvsim::tools
