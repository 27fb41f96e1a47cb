// `--trace FILE.json`: the Chrome trace event format. Each block is a process (numbered after the
// blocks of earlier launches), each warp a thread; times are warp instructions written as
// microseconds (the format's unit), each launch starting where the previous one ended.
#include "tools/TraceFile.h"

#include "core/Kernels.h"

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <set>

namespace nvsim::tools {

namespace {

/// `text` as a JSON string's contents.
std::string escaped(std::string_view text) {
  std::string s;
  for (char ch : text) {
    const auto u = static_cast<unsigned char>(ch);
    if (ch == '"' || ch == '\\')
      s += '\\', s += ch;
    else if (u < 0x20)
      s += fmt::format("\\u{:04x}", u);
    else
      s += ch;
  }
  return s;
}

/// `idBase`: added to flow ids, which each launch numbers from 1.
std::string eventJson(const sim::TraceEvent &e, uint64_t pid, uint64_t offset, uint64_t idBase) {
  std::string s = fmt::format(R"({{"name": "{}", "ph": "{}", "pid": {}, "tid": {}, "ts": {})",
                              escaped(e.name), e.ph, pid, e.warp, e.ph == 'M' ? 0 : e.ts + offset);
  switch (e.ph) {
  case 'X': s += fmt::format(R"(, "dur": {}, "cat": "warp")", e.dur); break;
  case 'i': s += R"(, "s": "t", "cat": "warp")"; break;
  case 's': s += fmt::format(R"(, "id": {}, "cat": "barrier")", e.id + idBase); break;
  case 'f': s += fmt::format(R"(, "id": {}, "bp": "e", "cat": "barrier")", e.id + idBase); break;
  default: break;
  }
  if (!e.args.empty())
    s += R"(, "args": )" + e.args;
  return s + "}";
}

} // namespace

bool writeTraceFile(const std::string &path, const std::vector<TracedLaunch> &launches, uint64_t limit,
                    uint64_t &dropped, std::string &why) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) {
    why = std::strerror(errno);
    return false;
  }
  dropped = 0;
  uint64_t written = 0, base = 0, offset = 0, index = 0, idBase = 0, lastId = 0;
  std::set<uint64_t> cut; // flows whose start was left out
  out << "{\"traceEvents\": [\n";
  bool first = true;
  for (const TracedLaunch &l : launches) {
    if (!l.trace) {
      base += l.blocks;
      ++index;
      continue;
    }
    dropped += l.trace->dropped;
    // One block's events stay in the order they were made (one host thread made them).
    std::vector<const sim::TraceEvent *> events;
    for (const sim::TraceEvent &e : l.trace->events)
      events.push_back(&e);
    std::stable_sort(events.begin(), events.end(), [](auto *a, auto *b) { return a->block < b->block; });
    uint64_t end = 0, lastBlock = UINT64_MAX;
    for (const sim::TraceEvent *e : events) {
      const uint64_t pid = base + e->block + 1;
      std::string line;
      if (e->block != lastBlock) { // the launch's label on each of its processes
        lastBlock = e->block;
        line = fmt::format(R"({{"name": "process_labels", "ph": "M", "pid": {}, "tid": 0, "ts": 0, )"
                           R"("args": {{"labels": "launch {}: {}"}}}})",
                           pid, index, escaped(demangle(l.kernel)));
      }
      // A flow is kept whole or not at all (its finish follows its start).
      const bool flowStart = e->ph == 's';
      if (written + !line.empty() + (flowStart ? 2 : 1) > limit ||
          (e->ph == 'f' && cut.count(e->id + idBase))) {
        if (flowStart)
          cut.insert(e->id + idBase);
        ++dropped;
        continue;
      }
      if (!line.empty()) {
        out << (first ? "" : ",\n") << line;
        first = false;
        ++written;
      }
      out << (first ? "" : ",\n") << eventJson(*e, pid, offset, idBase);
      first = false;
      ++written;
      end = std::max(end, e->ts + e->dur);
      lastId = std::max(lastId, e->id + idBase);
    }
    idBase = lastId;
    base += l.blocks;
    offset += end + 1;
    ++index;
  }
  out << fmt::format(
      "\n],\n\"displayTimeUnit\": \"ns\",\n\"otherData\": {{\"time_unit\": \"one warp instruction "
      "per microsecond\", \"events\": {}, \"dropped_events\": {}, \"event_limit\": {}}}}}\n",
      written, dropped, limit);
  out.flush();
  if (!out) {
    why = std::strerror(errno);
    return false;
  }
  return true;
}

bool writeTraceReport(const std::string &path, const std::vector<TracedLaunch> &launches, uint64_t limit) {
  uint64_t dropped = 0;
  std::string why;
  if (!writeTraceFile(path, launches, limit, dropped, why)) {
    std::cerr << fmt::format("nvvm-sim: error: cannot write '{}': {}\n", path, why);
    return false;
  }
  if (dropped)
    std::cerr << fmt::format(
        "nvvm-sim: warning: --trace: {} events beyond the limit of {} were left out of '{}' "
        "(--trace-limit)\n",
        dropped, limit, path);
  return true;
}

} // namespace nvsim::tools
