// `nvvm-sim info`: kernels, parameters, shared memory and launch annotations, as text or JSON.
#include "core/Kernels.h"
#include "core/ir/AsmNames.h"
#include "tools/Commands.h"
#include "tools/Input.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace nvsim::tools {

namespace {

std::string_view sourceName(KernelSource s) {
  switch (s) {
  case KernelSource::Annotation: return "!nvvm.annotations";
  case KernelSource::CallingConv: return "ptx_kernel calling convention";
  case KernelSource::Attribute: return "nvvm.kernel attribute";
  }
  return "";
}

std::string paramText(const KernelParam &p) {
  std::string s = ir::typeToString(p.type);
  if (p.byvalType)
    s += fmt::format(" byval({})", ir::typeToString(p.byvalType));
  if (p.byrefType)
    s += fmt::format(" byref({})", ir::typeToString(p.byrefType));
  if (!p.arg->name.empty())
    s += " " + ir::asmName('%', p.arg->name);
  s += fmt::format("  [{} bytes, align {}{}]", p.size, p.align, p.gridConstant ? ", grid_constant" : "");
  return s;
}

nlohmann::json kernelJson(const KernelInfo &k) {
  nlohmann::json j;
  j["name"] = k.function->name;
  j["demangled"] = demangle(k.function->name);
  j["detected_by"] = sourceName(k.source);
  j["params"] = nlohmann::json::array();
  for (const auto &p : k.params) {
    nlohmann::json pj{{"type", ir::typeToString(p.type)},
                      {"name", p.arg->name},
                      {"size", p.size},
                      {"align", p.align},
                      {"grid_constant", p.gridConstant}};
    if (p.byvalType)
      pj["byval"] = ir::typeToString(p.byvalType);
    if (p.byrefType)
      pj["byref"] = ir::typeToString(p.byrefType);
    j["params"].push_back(pj);
  }
  j["static_shared_bytes"] = k.staticSharedBytes;
  j["dynamic_shared"] = k.usesDynamicShared;
  j["shared"] = nlohmann::json::array();
  for (const auto &s : k.shared)
    j["shared"].push_back(
        {{"name", s.global->name}, {"size", s.size}, {"align", s.align}, {"dynamic", s.dynamic}});
  j["annotations"] = nlohmann::json::object();
  for (const auto &a : k.annotations)
    j["annotations"][a.name] = a.value;
  return j;
}

} // namespace

int runInfo(const InfoOptions &opts) {
  LoadedModule lm = loadModule(opts.input);
  if (!lm.module)
    return kExitInputError;
  std::string why;
  auto dl = moduleDataLayout(*lm.module, &why);
  if (!dl) {
    std::cerr << fmt::format("{}: error: invalid data layout: {}\n", lm.source->name(), why);
    return kExitInputError;
  }
  std::vector<KernelInfo> kernels = findKernels(*lm.module, *dl);
  if (opts.json) {
    nlohmann::json j;
    j["file"] = lm.source->name();
    j["target_triple"] = lm.module->targetTriple;
    j["data_layout"] = lm.module->dataLayout;
    j["kernels"] = nlohmann::json::array();
    for (const auto &k : kernels)
      j["kernels"].push_back(kernelJson(k));
    // Names in the IR may hold any bytes; invalid UTF-8 is written as U+FFFD, not thrown.
    std::cout << j.dump(2, ' ', false, decltype(j)::error_handler_t::replace) << "\n";
    return kExitOk;
  }
  std::cout << fmt::format("{}: {} kernel{}\n", lm.source->name(), kernels.size(),
                           kernels.size() == 1 ? "" : "s");
  for (const auto &k : kernels) {
    std::string d = demangle(k.function->name);
    std::cout << fmt::format("\nkernel @{}{}\n", k.function->name,
                             d != k.function->name ? "  (" + d + ")" : "");
    std::cout << fmt::format("  detected by: {}\n", sourceName(k.source));
    std::cout << fmt::format("  parameters: {}\n", k.params.size());
    for (size_t i = 0; i < k.params.size(); ++i)
      std::cout << fmt::format("    {}: {}\n", i, paramText(k.params[i]));
    std::cout << fmt::format("  static shared memory: {} bytes\n", k.staticSharedBytes);
    for (const auto &s : k.shared)
      std::cout << fmt::format("    @{}: {}\n", s.global->name,
                               s.dynamic ? std::string("dynamic (extern)")
                                         : fmt::format("{} bytes, align {}", s.size, s.align));
    if (k.usesDynamicShared)
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
