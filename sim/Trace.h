// What `--trace FILE.json` records (docs/profile.md, "Timeline"): the events of a launch in the
// Chrome trace event format's terms (a process per block, a thread track per warp), made by the
// executor as the warps run (sim/Tracer.h) and returned with the launch (LaunchResult::trace).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace nvsim::sim {

/// One event. Times are in warp instructions: a warp's clock advances by one per instruction it
/// executes, and a barrier's release moves the clocks of the warps it lets go to the time the
/// last one arrived.
struct TraceEvent {
  /// 'X' a span (ts, dur), 'i' an instant, 's' / 'f' the two ends of a flow (id), 'C' a counter,
  /// 'M' metadata (the name of a process or thread)
  char ph = 'X';
  uint64_t block = 0; ///< the linear index of the block (the process)
  uint32_t warp = 0;  ///< the warp index in the block (the thread track)
  uint64_t ts = 0, dur = 0;
  uint64_t id = 0; ///< flows: the id both ends share
  std::string name;
  std::string args; ///< a JSON object's text, or empty
};

/// A launch's events, in no particular order, and the events its limit left out.
struct LaunchTrace {
  std::vector<TraceEvent> events;
  uint64_t dropped = 0;
};

} // namespace nvsim::sim
