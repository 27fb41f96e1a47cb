// `nvvm-sim info`: kernels, parameters, shared memory and launch annotations, as text or JSON.
#include "core/ir/AsmNames.h"
#include "tools/Commands.h"
#include "tools/api/nvvmsim/nvvmsim.h"

#include <nlohmann/json.hpp>

#include <fmt/format.h>

#include <iostream>
#include <optional>

namespace nvsim::tools {

namespace {

std::string paramText(const nvvmsim::Param &p) {
  std::string s = p.type;
  if (!p.byval.empty())
    s += fmt::format(" byval({})", p.byval);
  if (!p.byref.empty())
    s += fmt::format(" byref({})", p.byref);
  if (!p.name.empty())
    s += " " + ir::asmName('%', p.name);
  s += fmt::format("  [{} bytes, align {}{}]", p.size, p.align, p.gridConstant ? ", grid_constant" : "");
  return s;
}

nlohmann::json kernelJson(const nvvmsim::Kernel &k) {
  nlohmann::json j;
  j["name"] = k.name;
  j["demangled"] = k.demangled;
  j["detected_by"] = k.detectedBy;
  j["params"] = nlohmann::json::array();
  for (const auto &p : k.params) {
    nlohmann::json pj{{"type", p.type},
                      {"name", p.name},
                      {"size", p.size},
                      {"align", p.align},
                      {"grid_constant", p.gridConstant}};
    if (!p.byval.empty())
      pj["byval"] = p.byval;
    if (!p.byref.empty())
      pj["byref"] = p.byref;
    j["params"].push_back(pj);
  }
  j["static_shared_bytes"] = k.staticSharedBytes;
  j["dynamic_shared"] = k.dynamicShared;
  j["shared"] = nlohmann::json::array();
  for (const auto &s : k.shared)
    j["shared"].push_back({{"name", s.name}, {"size", s.size}, {"align", s.align}, {"dynamic", s.dynamic}});
  j["annotations"] = nlohmann::json::object();
  for (const auto &a : k.annotations)
    j["annotations"][a.name] = a.value;
  return j;
}

} // namespace

// A user of the library API (tools/api/nvvmsim/nvvmsim.h): the module and its kernels come from
// nvvmsim::Module, whose messages are the ones loadModule prints.
int runInfo(const InfoOptions &opts) {
  std::optional<nvvmsim::Module> m;
  try {
    m.emplace(nvvmsim::Module::fromFile(opts.input, {.memoryLimit = 0, .trackInitialization = false}));
  } catch (const nvvmsim::Error &e) {
    std::cerr << e.what();
    return kExitInputError;
  }
  std::cerr << m->diagnostics();
  const std::vector<nvvmsim::Kernel> &kernels = m->kernels();
  if (opts.json) {
    nlohmann::json j;
    j["file"] = m->name();
    j["target_triple"] = m->targetTriple();
    j["data_layout"] = m->dataLayout();
    j["kernels"] = nlohmann::json::array();
    for (const auto &k : kernels)
      j["kernels"].push_back(kernelJson(k));
    // Names in the IR may hold any bytes; invalid UTF-8 is written as U+FFFD, not thrown.
    std::cout << j.dump(2, ' ', false, decltype(j)::error_handler_t::replace) << "\n";
    return kExitOk;
  }
  std::cout << fmt::format("{}: {} kernel{}\n", m->name(), kernels.size(), kernels.size() == 1 ? "" : "s");
  for (const auto &k : kernels) {
    std::cout << fmt::format("\nkernel @{}{}\n", k.name,
                             k.demangled != k.name ? "  (" + k.demangled + ")" : "");
    std::cout << fmt::format("  detected by: {}\n", k.detectedBy);
    std::cout << fmt::format("  parameters: {}\n", k.params.size());
    for (size_t i = 0; i < k.params.size(); ++i)
      std::cout << fmt::format("    {}: {}\n", i, paramText(k.params[i]));
    std::cout << fmt::format("  static shared memory: {} bytes\n", k.staticSharedBytes);
    for (const auto &s : k.shared)
      std::cout << fmt::format("    @{}: {}\n", s.name,
                               s.dynamic ? std::string("dynamic (extern)")
                                         : fmt::format("{} bytes, align {}", s.size, s.align));
    if (k.dynamicShared)
      std::cout << "  dynamic shared memory: used\n";
    if (!k.annotations.empty()) {
      std::cout << "  annotations:";
      for (const auto &a : k.annotations)
        std::cout << fmt::format(" {}={}", a.name, a.value);
      std::cout << "\n";
    }
  }
  return kExitOk;
}

} // namespace nvsim::tools
