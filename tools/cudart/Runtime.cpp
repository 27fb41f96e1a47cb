// The CUDA runtime library's state: settings, registration, modules, allocations, launches and
// reports.
#include "tools/cudart/Runtime.h"

#include "core/Diagnostics.h"
#include "core/parser/Parser.h"
#include "memory/GenericWindow.h"
#include "sim/Findings.h"
#include "tools/RunReport.h"

#include <fmt/format.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>

namespace nvsim::cudart {

using json = nlohmann::ordered_json;

int &lastError() {
  thread_local int error = 0;
  return error;
}

namespace {

/// The value of environment variable `name`, or empty.
std::string env(const char *name) {
  const char *v = std::getenv(name);
  return v ? v : "";
}

/// An unsigned number in `text`; nullopt unless the whole text is one.
std::optional<uint64_t> number(const std::string &text) {
  if (text.empty())
    return std::nullopt;
  char *end = nullptr;
  const unsigned long long v = std::strtoull(text.c_str(), &end, 0);
  if (*end)
    return std::nullopt;
  return v;
}

void atExit() { Runtime::get().writeReport(); }

/// With a report asked for, the runtime starts with the program, so that a program that never
/// calls CUDA still reports (no launches) and `nvvm-sim exec` knows it ran on the runtime.
[[gnu::constructor]] void startWithReport() {
  if (std::getenv("NVVM_SIM_REPORT"))
    Runtime::get();
}

} // namespace

Runtime &Runtime::get() {
  static Runtime *runtime = new Runtime(); // NOTE: never destroyed (see the header)
  return *runtime;
}

Runtime::Runtime() {
  memory_.reserveHostVisible();
  readSettings();
  memory_.budget().setLimit(settings_.memoryLimit ? settings_.memoryLimit : mem::HostBudget::defaultLimit());
  if (settings_.launch.checks & sim::kInitcheck)
    memory_.trackInitialization();
  for (const std::string &p : settings_.problems)
    std::fprintf(stderr, "nvvm-sim: %s\n", p.c_str());
  std::atexit(atExit);
}

void Runtime::readSettings() {
  Settings &s = settings_;
  auto problem = [&](const char *var, const std::string &value, const char *expected) {
    s.problems.push_back(fmt::format("{}='{}': expected {}; ignored", var, value, expected));
  };
  if (std::string v = env("NVVM_SIM_CHECK"); !v.empty()) {
    std::string unknown;
    if (std::optional<std::vector<std::string>> names = tools::checkerList(v, unknown)) {
      s.checks = *names;
      for (const std::string &c : *names)
        s.launch.checks |= sim::checkBit(*sim::checkerNamed(c));
    } else {
      problem("NVVM_SIM_CHECK", v, "a list of memcheck, racecheck, initcheck, synccheck, or all");
    }
  }
  if (std::string v = env("NVVM_SIM_THREADS"); !v.empty()) {
    if (std::optional<uint64_t> n = number(v); n && *n <= 1024)
      s.launch.threads = unsigned(*n);
    else
      problem("NVVM_SIM_THREADS", v, "a number of host threads from 0 (all cores) to 1024");
  }
  if (std::string v = env("NVVM_SIM_SEED"); !v.empty()) {
    if (std::optional<uint64_t> n = number(v))
      s.launch.seed = *n;
    else
      problem("NVVM_SIM_SEED", v, "a number");
  }
  if (std::string v = env("NVVM_SIM_SCHEDULE"); !v.empty()) {
    if (v == "default" || v == "random") {
      s.schedule = v;
      s.launch.randomSchedule = v == "random";
    } else {
      problem("NVVM_SIM_SCHEDULE", v, "default or random");
    }
  }
  if (std::string v = env("NVVM_SIM_WARP_SCHEDULE"); !v.empty()) {
    bool known = false;
    for (const char *name : sim::kWarpScheduleNames)
      known |= v == name;
    if (known)
      s.launch.warpSchedule = sim::warpScheduleNamed(v);
    else
      problem("NVVM_SIM_WARP_SCHEDULE", v, "converged, fair or random");
  }
  if (std::string v = env("NVVM_SIM_MEMORY_MODEL"); !v.empty()) {
    if (v == "sc" || v == "relaxed")
      s.launch.memoryModel = sim::memoryModelNamed(v);
    else
      problem("NVVM_SIM_MEMORY_MODEL", v, "sc or relaxed");
  }
  if (std::string v = env("NVVM_SIM_TIMEOUT"); !v.empty()) {
    char *end = nullptr;
    const double t = std::strtod(v.c_str(), &end);
    if (end != v.c_str() && !*end && t >= 0 && t <= 1e9)
      s.launch.timeoutSeconds = t;
    else
      problem("NVVM_SIM_TIMEOUT", v, "0 (no limit) or a number of seconds up to 1e9");
  }
  if (std::string v = env("NVVM_SIM_MEMORY_LIMIT"); !v.empty()) {
    if (std::optional<uint64_t> n = number(v))
      s.memoryLimit = *n;
    else
      problem("NVVM_SIM_MEMORY_LIMIT", v, "a number of bytes");
  }
  if (std::string v = env("NVVM_SIM_DEVICE"); !v.empty()) {
    size_t start = 0;
    while (start < v.size()) {
      size_t comma = v.find(',', start);
      if (comma == std::string::npos)
        comma = v.size();
      const std::string item = v.substr(start, comma - start);
      const size_t eq = item.find('=');
      if (eq == std::string::npos || eq == 0)
        problem("NVVM_SIM_DEVICE", item, "FIELD=VALUE (a cudaDeviceProp field)");
      else
        s.device.emplace_back(item.substr(0, eq), item.substr(eq + 1));
      start = comma + 1;
    }
  }
  if (std::string v = env("NVVM_SIM_PROFILE"); !v.empty()) {
    if (v == "table" || v == "source") {
      s.profile = v;
      s.launch.profile = true;
    } else {
      problem("NVVM_SIM_PROFILE", v, "table or source");
    }
  }
  if (std::string v = env("NVVM_SIM_TRACE"); !v.empty()) {
    s.tracePath = v;
    s.traceLimit = tools::kDefaultTraceEvents;
    if (std::string l = env("NVVM_SIM_TRACE_LIMIT"); !l.empty()) {
      char *end = nullptr;
      s.traceLimit = std::strtoull(l.c_str(), &end, 10);
      if (*end || s.traceLimit == 0) {
        problem("NVVM_SIM_TRACE_LIMIT", l, "a number of events from 1");
        s.traceLimit = tools::kDefaultTraceEvents;
      }
    }
    s.launch.traceEvents = s.traceLimit;
  }
  s.reportPath = env("NVVM_SIM_REPORT");
  s.recordDir = env("NVVM_SIM_RECORD");
  s.apiErrors = !env("NVVM_SIM_API_ERRORS").empty() && env("NVVM_SIM_API_ERRORS") != "0";
}

// ---- Registration ---------------------------------------------------------------------------------

void Runtime::addModule(void *handle, const FatbinWrapper *wrapper) {
  auto m = std::make_unique<EmbeddedModule>();
  m->handle = handle;
  m->index = modules_.size();
  EmbeddedModuleHeader h{};
  if (!wrapper || wrapper->magic != kFatbinWrapperMagic || !wrapper->data) {
    m->problem = "the program's fat binary wrapper is malformed";
  } else {
    std::memcpy(&h, wrapper->data, sizeof h);
    if (std::memcmp(h.magic, kEmbeddedMagic, sizeof h.magic) != 0) {
      m->problem =
          "the program's device code is not NVVM IR from nvvm-sim cc (built with nvcc or clang's CUDA "
          "driver?); rebuild it with nvvm-sim cc";
    } else {
      const char *bytes = static_cast<const char *>(wrapper->data) + sizeof h;
      m->name.assign(bytes, h.nameBytes);
      m->text.assign(bytes + h.nameBytes, h.textBytes);
    }
  }
  modules_.push_back(std::move(m));
}

namespace {
EmbeddedModule *moduleOf(std::vector<std::unique_ptr<EmbeddedModule>> &modules, void *handle) {
  for (auto &m : modules)
    if (m->handle == handle)
      return m.get();
  return nullptr;
}
} // namespace

void Runtime::addKernel(void *handle, const void *hostStub, const char *deviceName) {
  kernels_[hostStub] = KernelEntry{moduleOf(modules_, handle), deviceName ? deviceName : "", 0};
}

void Runtime::addVariable(void *handle, const void *hostShadow, const char *deviceName, uint64_t size,
                          bool constant) {
  variables_[hostShadow] =
      VariableEntry{moduleOf(modules_, handle), deviceName ? deviceName : "", size, constant};
}

KernelEntry *Runtime::kernel(const void *hostStub) {
  auto it = kernels_.find(hostStub);
  return it == kernels_.end() ? nullptr : &it->second;
}

VariableEntry *Runtime::variable(const void *hostShadow) {
  auto it = variables_.find(hostShadow);
  return it == variables_.end() ? nullptr : &it->second;
}

sim::Program *Runtime::program(EmbeddedModule &m, std::string &why) {
  if (!m.problem.empty()) {
    why = m.problem;
    return nullptr;
  }
  if (!m.tried) {
    m.tried = true;
    m.source = std::make_unique<SourceFile>(m.name + ".ll", m.text);
    m.diags = std::make_unique<DiagEngine>(m.source.get());
    m.module = parseAssembly(*m.source, *m.diags);
    if (m.module && !m.diags->hasErrors())
      m.program = sim::Program::load(*m.module, *m.diags, memory_);
    if (!m.program)
      m.loadError = fmt::format("the device code of {} cannot be run:\n{}", m.name, m.diags->renderAll());
  }
  why = m.loadError;
  return m.program.get();
}

std::optional<sim::ModuleVariable> Runtime::place(VariableEntry &v, std::string &why) {
  if (!v.module) {
    why = "the variable belongs to no registered module";
    return std::nullopt;
  }
  sim::Program *p = program(*v.module, why);
  if (!p)
    return std::nullopt;
  std::optional<sim::ModuleVariable> found = p->findVariable(v.deviceName);
  if (!found)
    why = fmt::format("variable {} is not in the device code of {}", v.deviceName, v.module->name);
  return found;
}

// ---- Allocations ----------------------------------------------------------------------------------

uint64_t Runtime::allocate(uint64_t bytes, AllocationKind kind, const char *api) {
  const uint32_t number = ++allocationNumber_;
  std::string name = fmt::format("{} #{}", api, number);
  const uint64_t address = kind == AllocationKind::Device
                               ? memory_.allocateGlobal(std::move(name), bytes, 256)
                               : memory_.allocateHostVisible(std::move(name), bytes);
  if (address)
    allocations_[address] = AllocationInfo{address, bytes, kind, number, api};
  return address;
}

const AllocationInfo *Runtime::allocationAt(uint64_t address) const {
  auto it = allocations_.upper_bound(address);
  if (it == allocations_.begin())
    return nullptr;
  --it;
  const AllocationInfo &a = it->second;
  return address - a.address < std::max<uint64_t>(a.size, 1) ? &a : nullptr;
}

bool Runtime::isDevice(uint64_t address, uint64_t bytes) const {
  const AllocationInfo *a = allocationAt(address);
  if (a)
    return bytes <= a->size - (address - a->address);
  // Module variables (cudaGetSymbolAddress) live in the memory without a runtime record.
  std::optional<mem::NearbyAllocation> found = memory_.findAllocation(address);
  return found && !found->allocation->isFreed() && found->offset >= 0 &&
         found->allocation->contains(uint64_t(found->offset), bytes);
}

bool Runtime::release(uint64_t address, AllocationKind kind) {
  auto it = allocations_.find(address);
  if (it == allocations_.end() || (it->second.kind == AllocationKind::Host) != (kind == AllocationKind::Host))
    return false;
  allocations_.erase(it);
  return memory_.free(address);
}

std::string Runtime::describe(const AllocationInfo &a) const {
  return fmt::format("{} #{} ({} bytes at {:#x})", a.api, a.number, a.size, a.address);
}

// ---- Errors and reports ----------------------------------------------------------------------------

void Runtime::apiError(const char *function, int code, const std::string &why, bool always) {
  apiErrors_.push_back({{"function", function}, {"error", code}, {"message", why}});
  if (!settings_.apiErrors && !always)
    return;
  std::fprintf(stderr, "nvvm-sim: %s failed: %s\n", function, why.c_str());
}

void Runtime::writeReport() {
  std::lock_guard<std::recursive_mutex> lock(mutex);
  if (!settings_.profile.empty()) {
    const std::string text = settings_.profile == "source" ? tools::profileSource(profiles_.kernels())
                                                           : tools::profileTable(profiles_.kernels());
    std::fputs(text.c_str(), stderr);
  }
  if (!settings_.tracePath.empty())
    tools::writeTraceReport(settings_.tracePath, traced_, settings_.traceLimit);
  if (settings_.reportPath.empty())
    return;
  json doc;
  doc["launches"] = launches_;
  doc["findings"] = findingsJson_;
  doc["api_errors"] = apiErrors_;
  doc["checks"] = settings_.checks;
  doc["schedule"] = {{"blocks", settings_.schedule},
                     {"warps", sim::kWarpScheduleNames[size_t(settings_.launch.warpSchedule)]},
                     {"memory_model", sim::kMemoryModelNames[size_t(settings_.launch.memoryModel)]},
                     {"seed", settings_.launch.seed}};
  if (!settings_.profile.empty())
    doc["profile"] = tools::profileJson(profiles_.kernels());
  doc["finding_count"] = findings_;
  doc["fault_count"] = faults_;
  std::ofstream out(settings_.reportPath);
  out << doc.dump(2, ' ', false, json::error_handler_t::replace) << "\n";
  if (!out)
    std::fprintf(stderr, "nvvm-sim: cannot write the report '%s'\n", settings_.reportPath.c_str());
}

// ---- Launches --------------------------------------------------------------------------------------

namespace {

/// The CUDA error a fault becomes (sticky, as on the hardware).
int faultError(const std::string &message) {
  if (message.find("time limit") != std::string::npos || message.find("timed out") != std::string::npos)
    return 702; // cudaErrorLaunchTimeout
  if (message.find("assert") != std::string::npos)
    return 710; // cudaErrorAssert
  if (message.find("misaligned") != std::string::npos)
    return 716; // cudaErrorMisalignedAddress
  if (message.find("trap") != std::string::npos)
    return 719; // cudaErrorLaunchFailure
  return 700;   // cudaErrorIllegalAddress
}

} // namespace

std::string Runtime::argumentNote(const KernelEntry &k, const sim::LaunchRequest &r, uint64_t address) const {
  const KernelInfo *info =
      k.module && k.module->program ? k.module->program->findKernel(k.deviceName) : nullptr;
  if (!info)
    return {};
  std::optional<mem::NearbyAllocation> target = memory_.findAllocation(address);
  std::string note;
  for (size_t i = 0; i < info->params.size() && i < r.args.size(); ++i) {
    const KernelParam &p = info->params[i];
    if (!p.type->isPointer() || p.byvalType || p.byrefType || r.args[i].size() != 8)
      continue;
    uint64_t value = 0;
    std::memcpy(&value, r.args[i].data(), 8);
    if (value == 0)
      continue;
    std::optional<mem::NearbyAllocation> from = memory_.findAllocation(value);
    const bool inside =
        from && from->offset >= 0 && uint64_t(from->offset) < std::max<uint64_t>(from->allocation->size, 1);
    if (inside && target && target->allocation == from->allocation) {
      note += fmt::format("\n  the address came through argument {} of {} ({:#x}, {} of '{}', {} bytes{})", i,
                          demangle(k.deviceName), value,
                          from->offset ? fmt::format("offset {}", from->offset) : std::string("the start"),
                          from->allocation->name, from->allocation->size,
                          from->allocation->isFreed() ? ", freed before the launch" : "");
    } else if (!inside && address - value < (uint64_t(1) << 30) &&
               mem::spaceOf(value) == mem::AddrSpace::Global) {
      note +=
          fmt::format("\n  argument {} of {} is {:#x}, which is not a device allocation (a host pointer?)", i,
                      demangle(k.deviceName), value);
    }
  }
  return note;
}

int Runtime::launch(KernelEntry &k, const sim::LaunchRequest &request, std::string &why) {
  sim::Program *p = program(*k.module, why);
  if (!p)
    return 200; // cudaErrorInvalidKernelImage
  if (record_ || !settings_.recordDir.empty())
    recordBefore(k, request);
  sim::LaunchResult res = p->launch(request, settings_.launch);
  if (res.profile)
    profiles_.add(*res.profile);
  if (!settings_.tracePath.empty())
    traced_.push_back({k.deviceName, request.grid.count(), res.trace});
  const size_t index = launchCount_++;
  // The report's entry is made only when a report is asked for (NVVM_SIM_REPORT): for a small
  // launch it cost more than the executor (issue 21). `entry` stays null otherwise.
  const bool report = !settings_.reportPath.empty();
  json entry;
  if (report) {
    entry = json{{"index", index},
                 {"kernel", k.deviceName},
                 {"module", k.module->name},
                 {"grid", {request.grid.x, request.grid.y, request.grid.z}},
                 {"block", {request.block.x, request.block.y, request.block.z}},
                 {"dynamic_shared_bytes", request.dynamicSharedBytes},
                 {"seconds", res.seconds},
                 {"lane_instructions", res.laneInstructions}};
    if (settings_.launch.memoryModel == sim::MemoryModel::Relaxed)
      entry["delayed_stores"] = res.delayedStores;
  }
  if (!res.output.empty()) {
    std::fwrite(res.output.data(), 1, res.output.size(), stdout);
    std::fflush(stdout);
  }
  if (!res.error.empty()) {
    if (report) {
      entry["status"] = "error";
      entry["error"] = res.error;
      launches_.push_back(std::move(entry));
    }
    why = res.error;
    return 1; // cudaErrorInvalidValue: the executor refused the configuration
  }
  int memcheckError = 0;
  for (const sim::Finding &f : res.findings) {
    findings_ += f.count;
    std::string text = f.render();
    if (sim::findingRow(f.id).addressed && !f.space.empty()) {
      while (!text.empty() && text.back() == '\n')
        text.pop_back();
      text += argumentNote(k, request, f.address) + "\n";
    }
    std::fputs(text.c_str(), stderr);
    if (report)
      findingsJson_.push_back(tools::findingJson(f, index));
    // An access memcheck caught would have faulted on the hardware: the error is sticky, as there.
    if (f.checker == "memcheck" && !memcheckError)
      memcheckError = f.kind.find("misaligned") != std::string::npos ? 716 : 700;
  }
  if (report)
    entry["status"] = res.fault ? "fault" : !res.findings.empty() ? "finding" : "ok";
  if (res.fault) {
    ++faults_;
    std::string text = res.fault->render();
    while (!text.empty() && text.back() == '\n')
      text.pop_back();
    // The faulting address, when the message names one ("... at 0x0000...").
    if (size_t at = res.fault->message.find(" at 0x"); at != std::string::npos)
      text += argumentNote(k, request, std::strtoull(res.fault->message.c_str() + at + 4, nullptr, 16));
    std::fprintf(stderr, "nvvm-sim: kernel %s faulted:\n%s\n", demangle(k.deviceName).c_str(), text.c_str());
    if (report)
      entry["fault"] = tools::faultJson(*res.fault);
    setSticky(faultError(res.fault->message));
  } else if (res.stopped || memcheckError) {
    setSticky(memcheckError ? memcheckError : 700);
  }
  if (report)
    launches_.push_back(std::move(entry));
  if (record_)
    recordAfter();
  return 0;
}

} // namespace nvsim::cudart
