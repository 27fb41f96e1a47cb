// The API's values made from the executor's: kernels, findings, faults, and a launch's JSON report.
#include "tools/RunReport.h"
#include "tools/api/Internal.h"

#include "core/ir/Type.h"

#include <nlohmann/json.hpp>

namespace nvvmsim {

namespace {

std::string detectedBy(nvsim::KernelSource s) {
  switch (s) {
  case nvsim::KernelSource::Annotation: return "!nvvm.annotations";
  case nvsim::KernelSource::CallingConv: return "ptx_kernel calling convention";
  case nvsim::KernelSource::Attribute: return "nvvm.kernel attribute";
  }
  return "";
}

std::vector<std::string> chain(const std::vector<nvsim::sim::InlinedFrame> &frames) {
  std::vector<std::string> out;
  for (const nvsim::sim::InlinedFrame &f : frames)
    out.push_back(f.location);
  return out;
}

Site toSite(const nvsim::sim::FindingSite &s) {
  return {s.block, s.thread, s.warp, s.lane, s.instruction, s.location, chain(s.inlined), s.access};
}

} // namespace

Kernel toKernel(const nvsim::KernelInfo &k) {
  Kernel out;
  out.name = k.function->name;
  out.demangled = nvsim::demangle(k.function->name);
  out.detectedBy = detectedBy(k.source);
  out.signature = nvsim::tools::kernelSignature(k);
  for (const nvsim::KernelParam &p : k.params) {
    Param q;
    q.type = nvsim::ir::typeToString(p.type);
    q.name = p.arg->name;
    if (p.byvalType)
      q.byval = nvsim::ir::typeToString(p.byvalType);
    if (p.byrefType)
      q.byref = nvsim::ir::typeToString(p.byrefType);
    q.size = p.size;
    q.align = p.align;
    q.pointer = p.type->isPointer() && !p.byvalType && !p.byrefType;
    q.gridConstant = p.gridConstant;
    out.params.push_back(std::move(q));
  }
  out.staticSharedBytes = k.staticSharedBytes;
  out.dynamicShared = k.usesDynamicShared;
  for (const nvsim::SharedVariable &s : k.shared)
    out.shared.push_back({s.global->name, s.size, s.align, s.dynamic});
  for (const nvsim::KernelAnnotation &a : k.annotations)
    out.annotations.push_back({a.name, a.value});
  return out;
}

Finding toFinding(const nvsim::sim::Finding &f) {
  Finding out;
  out.checker = f.checker;
  out.kind = f.kind;
  out.message = f.message;
  out.kernel = f.kernel;
  out.site = toSite(f.site);
  if (f.other)
    out.other = toSite(*f.other);
  out.address = f.space.empty() ? 0 : f.address;
  out.size = f.size;
  out.space = f.space;
  out.allocation = f.allocation;
  out.allocationSize = f.allocationSize;
  out.offset = f.offset;
  out.count = f.count;
  out.fatal = f.fatal;
  out.text = f.render();
  return out;
}

Fault toFault(const nvsim::sim::KernelFault &f) {
  return {f.message, f.block, f.thread, f.instruction, f.location, f.render()};
}

std::string launchReport(const LaunchResult &r, const nvsim::sim::LaunchResult &raw, const Dim3 &grid,
                         const Dim3 &block, const LaunchOptions &options,
                         const std::vector<std::string> &checks) {
  using json = nlohmann::ordered_json;
  json doc{{"kernel", r.kernel},
           {"grid", {grid.x, grid.y, grid.z}},
           {"block", {block.x, block.y, block.z}},
           {"dynamic_shared_bytes", options.dynamicSharedBytes},
           {"seconds", r.seconds},
           {"lane_instructions", r.laneInstructions},
           {"status", r.status}};
  if (raw.fault)
    doc["fault"] = nvsim::tools::faultJson(*raw.fault);
  doc["findings"] = json::array();
  for (const nvsim::sim::Finding &f : raw.findings)
    doc["findings"].push_back(nvsim::tools::findingJson(f, 0));
  doc["checks"] = checks;
  doc["schedule"] = {{"blocks", options.schedule},
                     {"warps", options.warpSchedule},
                     {"memory_model", options.memoryModel},
                     {"seed", options.seed}};
  doc["output"] = r.output;
  return doc.dump(2, ' ', false, json::error_handler_t::replace);
}

} // namespace nvvmsim
