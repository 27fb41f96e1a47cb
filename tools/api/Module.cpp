// nvvmsim::Module: a facade over the loader (tools/Input), the executor (sim::Program over a
// mem::Memory), argument marshalling (tools/Marshal) and the reports (tools/RunReport).
#include "core/parser/Parser.h"
#include "memory/HostBudget.h"
#include "tools/Input.h"
#include "tools/RunError.h"
#include "tools/RunReport.h"
#include "tools/api/Internal.h"

#include <algorithm>
#include <span>

namespace nvvmsim {

using nvsim::tools::LoadedModule;

std::string version() { return NVSIM_VERSION; }

struct Module::Impl {
  LoadedModule loaded;
  std::string triple, layout, warnings;
  std::vector<nvsim::KernelInfo> infos;
  std::vector<Kernel> kernels;
  nvsim::mem::Memory memory; // NOTE: declared before the program, which must not outlive it
  std::unique_ptr<nvsim::sim::Program> program;
  uint64_t buffers = 0; ///< buffers allocated, for their default names

  /// Decodes the module on the first call that needs the device, sending each new diagnostic
  /// to `message`; null after an error.
  nvsim::sim::Program *decode(const std::function<void(const std::string &, bool)> &message) {
    if (program)
      return program.get();
    const size_t before = loaded.diags->diagnostics().size();
    program = nvsim::sim::Program::load(*loaded.module, *loaded.diags, memory);
    const auto &all = loaded.diags->diagnostics();
    for (size_t i = before; i < all.size(); ++i)
      message(loaded.diags->render(all[i]), all[i].severity != nvsim::Severity::Error);
    return program.get();
  }

  nvsim::sim::Program &device() {
    std::string text;
    if (nvsim::sim::Program *p = decode([&](const std::string &rendered, bool) { text += rendered; }))
      return *p;
    throw Error(Error::Kind::Input, text.empty() ? loaded.source->name() + ": cannot be loaded" : text);
  }

  /// `strict`: a data layout that does not parse is an Error (else decode() reports it).
  void finish(const ModuleOptions &options, bool strict = true);

  void checkRange(const Buffer &b, uint64_t bytes, uint64_t offset, const char *what) const {
    if (offset > b.bytes || bytes > b.bytes - offset)
      throw Error(Error::Kind::Memory, fmt::format("{}: {} bytes at offset {} leave buffer '{}' of {} bytes",
                                                   what, bytes, offset, b.name, b.bytes));
  }
};

Module::Module(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Module::Module(Module &&) noexcept = default;
Module &Module::operator=(Module &&) noexcept = default;
Module::~Module() = default;

/// A module parsed (or not) into `impl->loaded`: its kernels found, its memory set up.
void Module::Impl::finish(const ModuleOptions &options, bool strict) {
  Impl &impl = *this;
  LoadedModule &lm = impl.loaded;
  if (!lm.module)
    throw Error(Error::Kind::Input, lm.diags->renderAll());
  std::string why;
  std::optional<nvsim::DataLayout> dl = nvsim::moduleDataLayout(*lm.module, &why);
  if (!dl && strict)
    throw Error(Error::Kind::Input,
                lm.diags->renderAll() +
                    fmt::format("{}: error: invalid data layout: {}\n", lm.source->name(), why));
  if (dl)
    impl.infos = nvsim::findKernels(*lm.module, *dl);
  for (const nvsim::KernelInfo &k : impl.infos)
    impl.kernels.push_back(toKernel(k));
  impl.triple = lm.module->targetTriple;
  impl.layout = lm.module->dataLayout;
  impl.warnings = lm.diags->renderAll();
  impl.memory.budget().setLimit(options.memoryLimit ? options.memoryLimit
                                                    : nvsim::mem::HostBudget::defaultLimit());
  impl.memory.budget().charge(lm.source->text().size() * nvsim::tools::kParseBytesPerTextByte);
  if (options.trackInitialization)
    impl.memory.trackInitialization(); // before the module's globals and any buffer
}

Module Module::fromText(const std::string &text, const std::string &name, const ModuleOptions &options) {
  auto impl = std::make_unique<Impl>();
  const uint64_t limit =
      (options.memoryLimit ? options.memoryLimit : nvsim::mem::HostBudget::defaultLimit()) /
      nvsim::tools::kParseBytesPerTextByte;
  if (text.size() > limit)
    throw Error(Error::Kind::Input, fmt::format("{}: the text is larger than the {} the memory budget allows",
                                                name, nvsim::mem::formatBytes(limit)));
  LoadedModule &lm = impl->loaded;
  lm.source = std::make_unique<nvsim::SourceFile>(name, text);
  lm.diags = std::make_unique<nvsim::DiagEngine>(lm.source.get());
  lm.module = nvsim::parseAssembly(*lm.source, *lm.diags);
  impl->finish(options);
  return Module(std::move(impl));
}

Module Module::fromFile(const std::string &path, const ModuleOptions &options) {
  auto impl = std::make_unique<Impl>();
  impl->loaded = nvsim::tools::readModule(path, options.memoryLimit);
  impl->finish(options);
  return Module(std::move(impl));
}

Module ModuleAccess::adopt(LoadedModule loaded, const ModuleOptions &options) {
  auto impl = std::make_unique<Module::Impl>();
  impl->loaded = std::move(loaded);
  impl->finish(options, false);
  return Module(std::move(impl));
}

nvsim::sim::Program *ModuleAccess::decode(Module &m,
                                          const std::function<void(const std::string &, bool)> &message) {
  return m.impl_->decode(message);
}

nvsim::mem::Memory &ModuleAccess::memory(Module &m) { return m.impl_->memory; }

nvsim::sim::LaunchResult ModuleAccess::launch(Module &m, const nvsim::sim::LaunchRequest &request,
                                              const nvsim::sim::LaunchOptions &options) {
  return m.impl_->device().launch(request, options);
}

const std::string &Module::name() const { return impl_->loaded.source->name(); }
const std::string &Module::targetTriple() const { return impl_->triple; }
const std::string &Module::dataLayout() const { return impl_->layout; }
const std::string &Module::diagnostics() const { return impl_->warnings; }
const std::vector<Kernel> &Module::kernels() const { return impl_->kernels; }

const Kernel *Module::findKernel(const std::string &name) const {
  const nvsim::KernelInfo *k = nvsim::findKernel(impl_->infos, name);
  return k ? &impl_->kernels[size_t(k - impl_->infos.data())] : nullptr;
}

Buffer Module::alloc(uint64_t bytes, const std::string &name) {
  impl_->device();
  Buffer b;
  b.name = name.empty() ? fmt::format("buffer{}", impl_->buffers) : name;
  b.bytes = bytes;
  b.address = impl_->memory.allocateGlobal(b.name, bytes);
  if (!b.address) {
    const nvsim::mem::HostBudget &budget = impl_->memory.budget();
    throw Error(Error::Kind::Memory,
                fmt::format("cannot allocate {} bytes for '{}': {} of the {} memory budget in use", bytes,
                            b.name, nvsim::mem::formatBytes(budget.used()),
                            nvsim::mem::formatBytes(budget.limit())));
  }
  ++impl_->buffers;
  return b;
}

void Module::free(const Buffer &buffer) {
  if (!impl_->memory.free(buffer.address))
    throw Error(Error::Kind::Memory, fmt::format("'{}' is not a live buffer", buffer.name));
}

void Module::copyToDevice(const Buffer &buffer, const void *data, uint64_t bytes, uint64_t offset) {
  impl_->checkRange(buffer, bytes, offset, "copyToDevice");
  if (!impl_->memory.hostWrite(buffer.address + offset,
                               {static_cast<const std::byte *>(data), size_t(bytes)}))
    throw Error(Error::Kind::Memory, fmt::format("copyToDevice: cannot write '{}' (freed?)", buffer.name));
}

void Module::copyFromDevice(const Buffer &buffer, void *data, uint64_t bytes, uint64_t offset) {
  impl_->checkRange(buffer, bytes, offset, "copyFromDevice");
  if (!impl_->memory.hostRead(buffer.address + offset, {static_cast<std::byte *>(data), size_t(bytes)}))
    throw Error(Error::Kind::Memory, fmt::format("copyFromDevice: cannot read '{}' (freed?)", buffer.name));
}

void Module::memset(const Buffer &buffer, uint8_t value, uint64_t bytes, uint64_t offset) {
  impl_->checkRange(buffer, bytes, offset, "memset");
  if (!impl_->memory.memset(buffer.address + offset, value, bytes))
    throw Error(Error::Kind::Memory, fmt::format("memset: cannot write '{}' (freed?)", buffer.name));
}

Buffer Module::variable(const std::string &name) {
  std::optional<nvsim::sim::ModuleVariable> v = impl_->device().findVariable(name);
  if (!v)
    throw Error(Error::Kind::Usage, nvsim::tools::runMessage(nvsim::tools::RunMsg::UnknownSymbol, name));
  return Buffer{v->address, v->size, v->name};
}

namespace {

nvsim::sim::LaunchOptions launchOptions(const LaunchOptions &o, uint32_t checks) {
  if (o.schedule != "default" && o.schedule != "random")
    throw Error(Error::Kind::Usage, fmt::format("schedule '{}': expected default or random", o.schedule));
  const auto &names = nvsim::sim::kWarpScheduleNames;
  if (std::find(names.begin(), names.end(), o.warpSchedule) == names.end())
    throw Error(Error::Kind::Usage,
                fmt::format("warp schedule '{}': expected converged, fair or random", o.warpSchedule));
  if (o.memoryModel != "sc" && o.memoryModel != "relaxed")
    throw Error(Error::Kind::Usage, fmt::format("memory model '{}': expected sc or relaxed", o.memoryModel));
  if (o.stackBytes == 0 || o.stackBytes > nvsim::sim::kMaxStackBytes)
    throw Error(Error::Kind::Usage,
                fmt::format("stack of {} bytes: expected 1 to {}", o.stackBytes, nvsim::sim::kMaxStackBytes));
  if (!(o.timeoutSeconds >= 0))
    throw Error(Error::Kind::Usage, "timeout: expected 0 (none) or a number of seconds");
  nvsim::sim::LaunchOptions out;
  out.threads = o.threads;
  out.stackBytes = o.stackBytes;
  out.timeoutSeconds = o.timeoutSeconds;
  out.checks = checks;
  out.randomSchedule = o.schedule == "random";
  out.warpSchedule = nvsim::sim::warpScheduleNamed(o.warpSchedule);
  out.memoryModel = nvsim::sim::memoryModelNamed(o.memoryModel);
  out.seed = o.seed;
  return out;
}

} // namespace

LaunchResult Module::launch(const std::string &kernel, Dim3 grid, Dim3 block, const std::vector<Arg> &args,
                            const LaunchOptions &options) {
  std::string list, unknown;
  for (const std::string &c : options.checks)
    list += c + ",";
  std::optional<std::vector<std::string>> checks = nvsim::tools::checkerList(list, unknown);
  if (!checks)
    throw Error(Error::Kind::Usage, nvsim::tools::runMessage(nvsim::tools::RunMsg::UnknownCheck, unknown));
  uint32_t bits = 0;
  for (const std::string &c : *checks)
    bits |= nvsim::sim::checkBit(*nvsim::sim::checkerNamed(c));
  if ((bits & nvsim::sim::kInitcheck) && !impl_->memory.tracksInitialization())
    throw Error(Error::Kind::Usage,
                "initcheck needs a module loaded with ModuleOptions::trackInitialization");
  const nvsim::sim::LaunchOptions run = launchOptions(options, bits);

  nvsim::sim::Program &program = impl_->device();
  const nvsim::KernelInfo *k = program.findKernel(kernel);
  if (!k) {
    std::string names;
    for (const Kernel &known : impl_->kernels)
      names += (names.empty() ? "" : ", ") + known.name;
    throw Error(Error::Kind::Usage, nvsim::tools::runMessage(nvsim::tools::RunMsg::UnknownKernel, kernel,
                                                             names.empty() ? "none" : names));
  }
  std::vector<nvsim::tools::ArgValue> values;
  for (size_t i = 0; i < args.size(); ++i)
    values.push_back(i < k->params.size() ? ArgAccess::value(args[i], k->params[i], i)
                                          : nvsim::tools::ArgValue{});
  nvsim::sim::LaunchRequest req;
  req.kernel = k->function->name;
  req.grid = {grid.x, grid.y, grid.z};
  req.block = {block.x, block.y, block.z};
  req.dynamicSharedBytes = options.dynamicSharedBytes;
  nvsim::tools::MarshalError me;
  // Pointers carry their whole address in ArgValue::offset (Args.cpp): every buffer is at 0.
  if (!nvsim::tools::marshalArgs(
          *k, values, [](const std::string &) { return uint64_t(0); }, req.args, me))
    throw Error(Error::Kind::Launch, me.message);

  nvsim::sim::LaunchResult raw = ModuleAccess::launch(*this, req, run);
  if (!raw.error.empty())
    throw Error(Error::Kind::Launch, raw.error);
  LaunchResult r;
  r.kernel = req.kernel;
  r.status = raw.fault ? "fault" : raw.findings.empty() ? "ok" : "finding";
  if (raw.fault)
    r.fault = toFault(*raw.fault);
  for (const nvsim::sim::Finding &f : raw.findings)
    r.findings.push_back(toFinding(f));
  r.stopped = raw.stopped;
  r.seconds = raw.seconds;
  r.laneInstructions = raw.laneInstructions;
  r.output = raw.output;
  r.reportJson = launchReport(r, raw, grid, block, options, *checks);
  return r;
}

} // namespace nvvmsim
