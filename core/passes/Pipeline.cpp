// The pass pipeline: names, order, one PassConfig, and the statistics as text or JSON.
#include "core/passes/Pipeline.h"

#include <algorithm>

namespace nvsim::passes {

namespace {

constexpr PassInfo kPasses[] = {
    {PassId::Transplant, "transplant", "!nvvm.annotations become nvvm.* function attributes (seed 001)"},
    {PassId::LowerStructArgs, "lower-struct-args",
     "byval aggregate kernel parameters are read with llvm.nvvm.ldparam.* (seed 002)"},
    {PassId::MemorySpaceOpt, "memspace-opt",
     "generic pointers whose address space is proven are rewritten to it (seed 004)"},
};

/// One counter of a pass's statistics: its JSON key and its text ("3 kernels marked").
struct Counter {
  std::string_view key;
  unsigned value;
  std::string_view label;
};

/// The counters of one pass, in the order they print. `resolved` (memspace-opt only) is the group
/// the text prints as `N generic accesses resolved (global G, shared S, ...)`.
struct PassCounters {
  std::vector<Counter> resolved;
  std::vector<Counter> counters;
};

PassCounters countersOf(PassId id, const PipelineStats &s) {
  switch (id) {
  case PassId::Transplant:
    return {{},
            {{"kernels", s.transplant.kernels, "kernels marked"},
             {"attributes", s.transplant.attributes, "nvvm.* attributes written"},
             {"internalized", s.transplant.internalized, "functions internalized"}}};
  case PassId::LowerStructArgs:
    return {{},
            {{"params", s.lowerStructArgs.params, "byval parameters lowered"},
             {"ldparams", s.lowerStructArgs.ldparams, "loads rewritten to ldparam"},
             {"cast_only", s.lowerStructArgs.castOnly, "parameters cast only"},
             {"left_alone", s.lowerStructArgs.leftAlone, "functions left alone"}}};
  case PassId::MemorySpaceOpt:
    return {{{"global", s.memorySpace.toGlobal, "global"},
             {"shared", s.memorySpace.toShared, "shared"},
             {"constant", s.memorySpace.toConstant, "constant"},
             {"local", s.memorySpace.toLocal, "local"},
             {"param", s.memorySpace.toParam, "param"}},
            {{"assumed_global", s.memorySpace.assumedGlobal, "assumed global"},
             {"unresolved", s.memorySpace.unresolved, "left generic"},
             {"isspacep_folded", s.memorySpace.isspacepFolded, "isspacep folded"},
             {"clones", s.memorySpace.clones, "clones"},
             {"register_slots", s.memorySpace.registerSlots, "register slots"}}};
  }
  return {};
}

/// The passes that ran, each once, in the order of their first run.
std::vector<PassId> distinctRan(const PipelineStats &stats) {
  std::vector<PassId> out;
  for (PassId id : stats.ran)
    if (std::find(out.begin(), out.end(), id) == out.end())
      out.push_back(id);
  return out;
}

std::string knownNames() {
  std::string out;
  for (const PassInfo &p : kPasses)
    out += fmt::format("{}{}", out.empty() ? "" : ", ", p.name);
  return out;
}

} // namespace

std::span<const PassInfo> knownPasses() { return kPasses; }

const PassInfo &passInfo(PassId id) { return kPasses[static_cast<size_t>(id)]; }

std::optional<std::vector<PassId>> parsePassList(std::string_view list, std::string &error) {
  std::vector<PassId> out;
  if (list.empty()) {
    error = fmt::format("no pass named (known passes: {})", knownNames());
    return std::nullopt;
  }
  while (true) {
    const size_t comma = list.find(',');
    const std::string_view name = list.substr(0, comma);
    const PassInfo *found = nullptr;
    for (const PassInfo &p : kPasses)
      if (p.name == name)
        found = &p;
    if (!found) {
      error = name.empty() ? fmt::format("empty pass name (known passes: {})", knownNames())
                           : fmt::format("unknown pass '{}' (known passes: {})", name, knownNames());
      return std::nullopt;
    }
    out.push_back(found->id);
    if (comma == std::string_view::npos)
      return out;
    list.remove_prefix(comma + 1);
  }
}

bool runPipeline(ir::Module &module, std::span<const PassId> order, const PassConfig &config,
                 DiagEngine &diags, PipelineStats &stats) {
  bool changed = false;
  for (PassId id : order) {
    stats.ran.push_back(id);
    switch (id) {
    case PassId::Transplant: changed |= runAnnotationTransplant(module, diags, stats.transplant); break;
    case PassId::LowerStructArgs:
      changed |= runLowerStructArgs(module, config, diags, stats.lowerStructArgs);
      break;
    case PassId::MemorySpaceOpt:
      changed |= runMemorySpaceOpt(module, config, diags, stats.memorySpace);
      break;
    }
  }
  return changed;
}

std::string statsText(const PipelineStats &stats) {
  std::string out;
  for (PassId id : distinctRan(stats)) {
    const PassCounters c = countersOf(id, stats);
    std::vector<std::string> parts;
    if (!c.resolved.empty()) {
      unsigned total = 0;
      std::string spaces;
      for (const Counter &r : c.resolved) {
        total += r.value;
        spaces += fmt::format("{}{} {}", spaces.empty() ? "" : ", ", r.label, r.value);
      }
      parts.push_back(fmt::format("{} generic accesses resolved ({})", total, spaces));
    }
    for (const Counter &k : c.counters)
      parts.push_back(fmt::format("{} {}", k.value, k.label));
    std::string line;
    for (const std::string &p : parts)
      line += (line.empty() ? "" : ", ") + p;
    out += fmt::format("{}: {}\n", passInfo(id).name, line);
  }
  return out;
}

std::string statsJson(const PipelineStats &stats) {
  std::string names;
  for (PassId id : stats.ran)
    names += fmt::format("{}\"{}\"", names.empty() ? "" : ", ", passInfo(id).name);
  std::string out = fmt::format("{{\"passes\": [{}]", names);
  for (PassId id : distinctRan(stats)) {
    const PassCounters c = countersOf(id, stats);
    std::string fields;
    auto add = [&](std::string_view key, unsigned value) {
      fields += fmt::format("{}\"{}\": {}", fields.empty() ? "" : ", ", key, value);
    };
    if (!c.resolved.empty()) {
      std::string spaces;
      unsigned total = 0;
      for (const Counter &r : c.resolved) {
        total += r.value;
        spaces += fmt::format("{}\"{}\": {}", spaces.empty() ? "" : ", ", r.key, r.value);
      }
      add("resolved_total", total);
      fields += fmt::format(", \"resolved\": {{{}}}", spaces);
    }
    for (const Counter &k : c.counters)
      add(k.key, k.value);
    out += fmt::format(", \"{}\": {{{}}}", passInfo(id).name, fields);
  }
  return out + "}\n";
}

} // namespace nvsim::passes
