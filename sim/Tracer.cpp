// The tracer of `--trace` (docs/profile.md, "Timeline"): a warp's turns as spans on its track,
// the waits at barriers and collectives, the splits and merges of its lanes as instants, a flow
// from the warp whose arrival released a barrier to each warp it released, and the active lanes
// as a counter. Time is counted in warp instructions (sim/Trace.h).
#include "sim/Tracer.h"

#include "sim/State.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

namespace nvsim::sim {

void TraceSink::add(TraceEvent e) {
  if (L.traceLeft.fetch_sub(1, std::memory_order_relaxed) <= 0) {
    L.traceDropped.fetch_add(1, std::memory_order_relaxed);
    return;
  }
  events.push_back(std::move(e));
}

namespace {

/// Adds the event `make()` makes, unless the launch's event limit is spent: then it is counted as
/// dropped without being made (its text costs more than the test).
template <typename F> void emit(TraceSink &T, F &&make) {
  if (T.L.traceLeft.fetch_sub(1, std::memory_order_relaxed) <= 0) {
    T.L.traceDropped.fetch_add(1, std::memory_order_relaxed);
    return;
  }
  T.events.push_back(make());
}

std::string maskText(uint32_t mask) { return fmt::format("\"{:#010x}\"", mask); }

TraceEvent event(char ph, const BlockState &B, const Warp &w, uint64_t ts, std::string name,
                 std::string args = {}) {
  TraceEvent e;
  e.ph = ph;
  e.block = B.linear;
  e.warp = w.index;
  e.ts = ts;
  e.name = std::move(name);
  e.args = std::move(args);
  return e;
}

} // namespace

void traceBlockStart(BlockState &B) {
  TraceSink &T = *B.trace;
  for (Warp &w : B.warps) {
    w.traceClock = 0;
    w.traceWaitFrom = 0;
  }
  if (B.warps.empty())
    return;
  emit(T, [&] {
    return event('M', B, B.warps[0], 0, "process_name",
                 fmt::format("{{\"name\": \"block ({},{},{})\"}}", B.index[0], B.index[1], B.index[2]));
  });
  for (const Warp &w : B.warps)
    emit(T, [&] {
      return event('M', B, w, 0, "thread_name", fmt::format("{{\"name\": \"warp {}\"}}", w.index));
    });
}

void traceTurn(BlockState &B, Warp &w, size_t gi, uint32_t mask, size_t groupsBefore, uint64_t executed) {
  TraceSink &T = *B.trace;
  const int active = std::popcount(mask);
  emit(T, [&] {
    return event('C', B, w, w.traceClock, "active lanes",
                 fmt::format("{{\"warp {}\": {}}}", w.index, active));
  });
  emit(T, [&] {
    TraceEvent run = event('X', B, w, w.traceClock, "run",
                           fmt::format("{{\"lanes\": {}, \"active\": {}, \"instructions\": {}}}",
                                       maskText(mask), active, executed));
    run.dur = executed;
    return run;
  });
  w.traceClock += executed;
  if (gi >= w.groups.size())
    return;
  const Group &g = w.groups[gi];
  if (w.groups.size() > groupsBefore) { // the turn ended in a split: a branch or a collective's masks
    std::string groups = maskText(g.mask);
    for (size_t i = groupsBefore; i < w.groups.size(); ++i)
      groups += ", " + maskText(w.groups[i].mask);
    emit(T, [&] {
      return event('i', B, w, w.traceClock, "diverge",
                   fmt::format("{{\"lanes\": {}, \"groups\": [{}]}}", maskText(mask), groups));
    });
  }
  if (g.state == GroupState::AtBarrier || g.state == GroupState::AtCollective) {
    w.traceWaitFrom = w.traceClock;
    if (g.state == GroupState::AtBarrier)
      B.traceLastArrival = w.index;
  }
}

void traceMerge(BlockState &B, Warp &w, uint32_t mask) {
  emit(*B.trace, [&] {
    return event('i', B, w, w.traceClock, "reconverge", fmt::format("{{\"lanes\": {}}}", maskText(mask)));
  });
}

void traceBarrierRelease(BlockState &B, uint32_t id) {
  TraceSink &T = *B.trace;
  // The warps waiting at it, the time the last one arrived, and which one that was (of those that
  // arrived at that time, the one whose arrival completed it on the host).
  std::vector<Warp *> waiting;
  uint64_t release = 0;
  for (Warp &w : B.warps)
    for (const Group &g : w.groups)
      if (g.state == GroupState::AtBarrier && g.barrierId == id) {
        waiting.push_back(&w);
        release = std::max(release, w.traceWaitFrom);
        break;
      }
  if (waiting.empty())
    return;
  Warp *last = nullptr;
  for (Warp *w : waiting)
    if (w->traceWaitFrom == release && (!last || w->index == B.traceLastArrival))
      last = w;
  for (Warp *w : waiting) {
    emit(T, [&] {
      TraceEvent wait =
          event('X', B, *w, w->traceWaitFrom, "barrier wait", fmt::format("{{\"barrier\": {}}}", id));
      wait.dur = release - w->traceWaitFrom;
      return wait;
    });
    // A flow's two ends are kept together or not at all.
    if (w != last && T.L.traceLeft.fetch_sub(2, std::memory_order_relaxed) < 2) {
      T.L.traceDropped.fetch_add(2, std::memory_order_relaxed);
    } else if (w != last) {
      const uint64_t flow = T.L.nextTraceFlow.fetch_add(1, std::memory_order_relaxed);
      TraceEvent from = event('s', B, *last, release, "barrier release");
      TraceEvent to = event('f', B, *w, release, "barrier release");
      from.id = to.id = flow;
      T.events.push_back(std::move(from));
      T.events.push_back(std::move(to));
    }
    w->traceClock = release;
  }
}

void traceCollective(BlockState &B, Warp &w, uint32_t lanes) {
  emit(*B.trace, [&] {
    TraceEvent wait = event('X', B, w, w.traceWaitFrom, "collective wait",
                            fmt::format("{{\"lanes\": {}}}", maskText(lanes)));
    wait.dur = w.traceClock - std::min(w.traceClock, w.traceWaitFrom);
    return wait;
  });
}

} // namespace nvsim::sim
