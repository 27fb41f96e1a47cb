// Loading a module: its kernels found, its global variables placed in memory and initialised, its
// functions decoded (the plain code now, the checked code at the first checked launch).
#include "sim/Program.h"

#include "memory/GenericWindow.h"

namespace nvsim::sim {

using namespace ir;

Program::~Program() = default;

std::unique_ptr<Program> Program::load(const Module &module, DiagEngine &diags, mem::Memory &memory) {
  std::string why;
  auto dl = moduleDataLayout(module, &why);
  if (!dl) {
    diags.report(DiagId::SimUnsupported, kNoLoc, "invalid data layout: " + why);
    return nullptr;
  }
  auto p = std::make_unique<ProgramImpl>(module, diags, memory, *dl);
  if (!p->load())
    return nullptr;
  return p;
}

const DataLayout &Program::dataLayout() const { return static_cast<const ProgramImpl *>(this)->layout(); }
const std::vector<KernelInfo> &Program::kernels() const {
  return static_cast<const ProgramImpl *>(this)->kernelList();
}
const KernelInfo *Program::findKernel(std::string_view name) const {
  return nvsim::findKernel(kernels(), name);
}

std::optional<ModuleVariable> Program::findVariable(std::string_view name) const {
  return static_cast<const ProgramImpl *>(this)->variable(name);
}

std::optional<ModuleVariable> ProgramImpl::variable(std::string_view name) const {
  auto placed = [&](const GlobalValue *g) -> std::optional<ModuleVariable> {
    auto at = addresses_.find(g);
    if (!g->isVariable() || at == addresses_.end() ||
        (g->addrSpace != 0 && g->addrSpace != 1 && g->addrSpace != 4))
      return std::nullopt;
    const bool constant = g->addrSpace == 4;
    const uint64_t size = dl_.isSized(g->valueType) ? dl_.typeAllocSize(g->valueType) : 0;
    return ModuleVariable{g->name, constant ? at->second + mem::kConstantWindowBase : at->second, size,
                          constant};
  };
  for (const GlobalValue *g : module_.globals)
    if (g->name == name)
      return placed(g);
  for (const GlobalValue *g : module_.globals)
    if (g->isVariable() && demangle(g->name) == name)
      return placed(g);
  return std::nullopt;
}

bool ProgramImpl::placeGlobals() {
  // Functions first: their addresses may appear in initializers.
  uint32_t index = 0;
  std::vector<const GlobalValue *> functions;
  for (const GlobalValue *g : module_.globals)
    if (g->isFunction()) {
      addresses_[g] = Decoder::functionAddress(index++);
      functions.push_back(g);
    }
  functionCount_ = functions.size();

  // Addresses of variables.
  std::vector<std::pair<const GlobalValue *, uint64_t>> toInitialize; // global, generic address
  for (const GlobalValue *g : module_.globals)
    if (g->isVariable() && !placeVariable(g, toInitialize))
      return false;
  if (staticShared_ > kSharedBase)
    staticShared_ += kSharedRedzone;
  const uint32_t dynamicAt = (staticShared_ + dynamicSharedAlign_ - 1) & ~(dynamicSharedAlign_ - 1);
  for (auto &[g, at] : sharedVars_)
    if (at == UINT32_MAX) {
      at = dynamicAt;
      addresses_[g] = at;
    }
  staticShared_ = dynamicAt;
  // Aliases take their aliasee's address.
  for (const GlobalValue *g : module_.globals)
    if (g->kind == GlobalKind::Alias && g->aliasee) {
      ConstEval ev(dl_, addresses_);
      uint64_t v = 0;
      std::string why;
      if (ev.scalar(g->aliasee, v, why))
        addresses_[g] = v;
    }

  return initializeGlobals(toInitialize);
}

/// Places variable `g`: shared variables at offsets of the block's shared window (extern ones,
/// the dynamic shared memory, after the static part), constant and global ones as allocations
/// (those with an initializer listed in `toInitialize`).
bool ProgramImpl::placeVariable(const GlobalValue *g,
                                std::vector<std::pair<const GlobalValue *, uint64_t>> &toInitialize) {
  const Type *t = g->valueType;
  const uint64_t size = dl_.isSized(t) ? dl_.typeAllocSize(t) : 0;
  const uint64_t align = std::max<uint64_t>(g->align ? g->align : dl_.prefAlign(t), 1);
  if (size == kSizeOverflow || size > (uint64_t(1) << 32)) {
    diags_.report(DiagId::SimUnsupported, g->loc, "global @" + g->name + " is too large for the executor");
    return false;
  }
  switch (g->addrSpace) {
  case 3: { // shared: an offset in the block's shared window
    if (size == 0 || !g->initializer) {
      if (size == 0) { // extern __shared__: dynamic shared memory, placed after the static part
        dynamicSharedAlign_ = std::max<uint32_t>(dynamicSharedAlign_, uint32_t(align));
        sharedVars_.push_back({g, UINT32_MAX});
        return true;
      }
    }
    // A redzone between two variables: memcheck bounds shared accesses per variable, and an
    // index one past the end of an array must not land in the next one.
    const uint64_t gap = staticShared_ > kSharedBase ? kSharedRedzone : 0;
    const uint64_t at = (uint64_t(staticShared_) + gap + align - 1) & ~(align - 1);
    addresses_[g] = at;
    sharedVars_.push_back({g, uint32_t(at)});
    staticShared_ = uint32_t(at + size);
    return true;
  }
  case 4: {
    const uint64_t a =
        memory_.allocateConstant(g->name, std::max<uint64_t>(size, 1), std::min<uint64_t>(align, 65536));
    if (!a) {
      diags_.report(DiagId::SimUnsupported, g->loc, "no room for constant @" + g->name);
      return false;
    }
    addresses_[g] = a - mem::kConstantWindowBase;
    if (g->initializer)
      toInitialize.push_back({g, a});
    return true;
  }
  case 0:
  case 1: {
    const uint64_t a =
        memory_.allocateGlobal(g->name, std::max<uint64_t>(size, 1), std::max<uint64_t>(align, 16), false);
    if (!a) {
      diags_.report(DiagId::SimUnsupported, g->loc, "no room for global @" + g->name);
      return false;
    }
    addresses_[g] = a;
    if (g->initializer)
      toInitialize.push_back({g, a});
    return true;
  }
  default:
    diags_.report(DiagId::SimUnsupported, g->loc,
                  "global @" + g->name + " in address space " + std::to_string(g->addrSpace) +
                      " is not supported by the executor");
    return false;
  }
}

/// Writes the initializers of the variables placed in global and constant memory.
bool ProgramImpl::initializeGlobals(
    const std::vector<std::pair<const GlobalValue *, uint64_t>> &toInitialize) {
  ConstEval eval(dl_, addresses_);
  for (auto &[g, a] : toInitialize) {
    const uint64_t size = dl_.typeStoreSize(g->valueType);
    std::vector<std::byte> bytes(size);
    std::string why;
    if (!eval.image(g->initializer, bytes.data(), why)) {
      diags_.report(DiagId::SimUnsupported, g->loc, "initializer of @" + g->name + ": " + why);
      return false;
    }
    if (size && !memory_.hostWrite(a, bytes)) {
      diags_.report(DiagId::SimUnsupported, g->loc, "cannot initialize @" + g->name);
      return false;
    }
  }
  return true;
}

bool ProgramImpl::load() {
  sourceName_ = diags_.file() ? diags_.file()->name() : "<input>";
  kernels_ = findKernels(module_, dl_);
  if (!placeGlobals())
    return false;
  return decode(plain_, false) && !diags_.hasErrors();
}

bool ProgramImpl::decode(CodeSet &set, bool checked) {
  set.decoder = std::make_unique<Decoder>(module_, dl_, addresses_, diags_);
  set.decoder->checked = checked;
  bool ok = true;
  for (const KernelInfo &k : kernels_) {
    const DecodedFunction *f = set.decoder->decode(k.function);
    if (!f)
      ok = false;
    set.kernels[k.function] = f;
  }
  // Functions whose addresses variables hold (a table of function pointers) are called through
  // them without appearing in any instruction.
  for (const GlobalValue *g : module_.globals)
    if (!g->isFunction() && g->initializer && !set.decoder->decodeFunctionsIn(g->initializer))
      ok = false;
  // Index decoded functions by address for indirect calls, and number their instructions.
  set.byIndex.assign(functionCount_, nullptr);
  uint32_t index = 0, sites = 0;
  for (const GlobalValue *g : module_.globals)
    if (g->isFunction()) {
      for (const auto &f : set.decoder->functions())
        if (f->ir == g) {
          f->functionAddress = Decoder::functionAddress(index);
          f->siteBase = sites;
          sites += uint32_t(f->code.size());
          set.byIndex[index] = f.get();
          set.bySite.push_back(f.get());
        }
      ++index;
    }
  return ok;
}

const DecodedFunction *functionAt(const LaunchState &launch, uint64_t address) {
  return launch.program->functionAtAddress(address, launch.accessChecks);
}

} // namespace nvsim::sim
