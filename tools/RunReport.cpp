// The JSON of findings and faults, and the --check list.
#include "tools/RunReport.h"

#include "sim/Findings.h"

#include <fmt/format.h>

#include <algorithm>

namespace nvsim::tools {

using json = nlohmann::ordered_json;

namespace {

/// An inline chain as its locations, innermost first.
json inlinedJson(const std::vector<sim::InlinedFrame> &chain) {
  json j = json::array();
  for (const sim::InlinedFrame &f : chain)
    j.push_back(f.location);
  return j;
}

json siteJson(const sim::FindingSite &s) {
  return {{"block", s.block},       {"thread", s.thread},
          {"warp", s.warp},         {"lane", s.lane},
          {"access", s.access},     {"instruction", s.instruction},
          {"location", s.location}, {"inlined", inlinedJson(s.inlined)}};
}

} // namespace

/// One finding of --report json (docs/checkers.md names every field).
json findingJson(const sim::Finding &f, size_t step) {
  const bool addressed = sim::findingRow(f.id).addressed;
  json j{
      {"checker", f.checker},
      {"kind", f.kind},
      {"message", f.message},
      {"step", step},
      {"kernel", f.kernel},
      {"kernel_demangled", demangle(f.kernel)},
      {"block", f.site.block},
      {"thread", f.site.thread},
      {"warp", f.site.warp},
      {"lane", f.site.lane},
      {"instruction", f.site.instruction},
      {"location", f.site.location},
      {"inlined", inlinedJson(f.site.inlined)},
      {"access", f.site.access.empty() ? json(nullptr) : json(f.site.access)},
      {"address", f.space.empty() || !addressed ? json(nullptr) : json(fmt::format("{:#018x}", f.address))},
      {"size", f.size},
      {"space", f.space.empty() ? json(nullptr) : json(f.space)},
      {"allocation", nullptr},
      {"count", f.count},
      {"fatal", f.fatal},
      {"other", f.other ? siteJson(*f.other) : json(nullptr)}};
  if (!f.allocation.empty())
    j["allocation"] = {{"name", f.allocation},
                       {"demangled", demangle(f.allocation)},
                       {"id", f.allocationId < 0 ? json(nullptr) : json(f.allocationId)},
                       {"size", f.allocationSize},
                       {"offset", addressed ? json(f.offset) : json(nullptr)}};
  return j;
}

json faultJson(const sim::KernelFault &f) {
  json j{{"message", f.message},         {"block", f.block},       {"thread", f.thread},
         {"instruction", f.instruction}, {"location", f.location}, {"inlined", inlinedJson(f.inlined)}};
  if (!f.stuck.empty()) {
    json &stuck = j["stuck"] = json::array();
    for (const sim::StuckGroup &g : f.stuck)
      stuck.push_back({{"block", g.block},
                       {"warp", g.warp},
                       {"lanes", g.lanes},
                       {"state", g.state},
                       {"instruction", g.instruction},
                       {"location", g.location}});
  }
  return j;
}

std::optional<std::vector<std::string>> checkerList(std::string_view list, std::string &unknown) {
  std::vector<std::string> out;
  while (!list.empty()) {
    size_t comma = list.find(',');
    std::string_view name = list.substr(0, comma);
    list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
    if (name.empty())
      continue;
    if (name == "all") {
      out.assign(std::begin(sim::kCheckerNames), std::end(sim::kCheckerNames));
      continue;
    }
    if (!sim::checkerNamed(name)) {
      unknown = name;
      return std::nullopt;
    }
    if (std::find(out.begin(), out.end(), name) == out.end())
      out.emplace_back(name);
  }
  return out;
}

} // namespace nvsim::tools
