// libdevice for the PTX backends: libNVVM adds the bitcode itself; for llc its needed functions are
// linked into the module's text here, with our parser and linker.
#include "conformance/backends/Libdevice.h"

#include "conformance/backends/Subprocess.h"
#include "core/Linker.h"
#include "core/parser/Parser.h"
#include "core/printer/Printer.h"

#include <filesystem>
#include <map>
#include <mutex>

namespace nvsim::backends {

using namespace ir;

namespace {

namespace fs = std::filesystem;

constexpr const char *kLibdeviceName = "libdevice.10.bc";

/// Every global `v` refers to, through constant expressions and aggregates.
void collectGlobals(const Value *v, std::vector<const GlobalValue *> &to) {
  if (!v)
    return;
  switch (v->valueKind()) {
  case ValueKind::Global: to.push_back(cast<GlobalValue>(v)); break;
  case ValueKind::ConstAggregate:
    for (const Value *e : cast<ConstantAggregate>(v)->elems)
      collectGlobals(e, to);
    break;
  case ValueKind::ConstExpr:
    for (const Value *e : cast<ConstantExpr>(v)->ops)
      collectGlobals(e, to);
    break;
  case ValueKind::BlockAddress: collectGlobals(cast<BlockAddress>(v)->function, to); break;
  case ValueKind::DSOLocalEquivalent:
  case ValueKind::NoCFI: collectGlobals(cast<ConstantWrapper>(v)->global, to); break;
  default: break;
  }
}

/// What one global refers to: a function's operands, a variable's initialiser, an alias's target.
std::vector<const GlobalValue *> references(const GlobalValue &g) {
  std::vector<const GlobalValue *> to;
  for (const Value *v : {g.initializer, g.aliasee, g.prefix, g.prologue, g.personality})
    collectGlobals(v, to);
  for (const BasicBlock *bb : g.blocks)
    for (const Instruction *inst : bb->insts) {
      for (const Value *op : inst->ops)
        collectGlobals(op, to);
      for (const OperandBundle &b : inst->bundles)
        for (const Value *op : b.inputs)
          collectGlobals(op, to);
    }
  return to;
}

/// llvm-dis output of libdevice, by path: disassembling takes longer than compiling a kernel.
struct DisassemblyCache {
  std::mutex mutex;
  std::map<std::string, std::string> text;
};

DisassemblyCache &disassemblyCache() {
  static DisassemblyCache cache;
  return cache;
}

bool disassemble(const std::string &bc, unsigned timeoutSeconds, std::string &text, std::string &why,
                 bool &toolMissing) {
  DisassemblyCache &cache = disassemblyCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  if (auto it = cache.text.find(bc); it != cache.text.end()) {
    text = it->second;
    return true;
  }
  std::string dis = findOnPath("llvm-dis-19");
  if (dis.empty())
    dis = findOnPath("llvm-dis");
  if (dis.empty()) {
    why = "linking libdevice for llc needs llvm-dis (Debian: llvm-19) to read " + bc;
    toolMissing = true;
    return false;
  }
  SubprocessResult r = runSubprocess({dis, bc, "-o", "-"}, {}, timeoutSeconds);
  if (!r.ok()) {
    why = dis + " " + bc + ": " + r.describe(timeoutSeconds) + (r.err.empty() ? "" : "\n" + r.err);
    return false;
  }
  text = cache.text[bc] = std::move(r.out);
  return true;
}

} // namespace

std::string findLibdevice(const std::string &libnvvmPath, std::string &searched) {
  std::vector<std::string> places;
  if (std::string env = envValue("NVVM_SIM_LIBDEVICE"); !env.empty()) {
    places.push_back(env);
  } else {
    if (!libnvvmPath.empty()) {
      fs::path dir = fs::path(libnvvmPath).parent_path();
      places.push_back((dir.parent_path() / "libdevice" / kLibdeviceName).string());
      places.push_back((dir.parent_path() / "nvvm" / "libdevice" / kLibdeviceName).string());
    }
    places.push_back(std::string("/usr/local/cuda/nvvm/libdevice/") + kLibdeviceName);
  }
  searched.clear();
  for (const std::string &p : places) {
    std::error_code ec;
    if (fs::is_regular_file(p, ec))
      return p;
    searched += (searched.empty() ? "" : ", ") + p;
  }
  return {};
}

std::set<std::string> libdeviceCalls(const Module &m) {
  std::set<std::string> names;
  for (const GlobalValue *g : m.globals)
    if (g->isFunction() && g->isDeclaration() && g->name.rfind("__nv_", 0) == 0)
      names.insert(g->name);
  return names;
}

void keepOnlyNeeded(Module &lib, const std::set<std::string> &roots) {
  std::set<const GlobalValue *> needed;
  std::vector<const GlobalValue *> work;
  for (const std::string &name : roots)
    if (const GlobalValue *g = lib.getGlobal(name))
      work.push_back(g);
  while (!work.empty()) {
    const GlobalValue *g = work.back();
    work.pop_back();
    if (!needed.insert(g).second)
      continue;
    for (const GlobalValue *r : references(*g))
      if (!needed.count(r))
        work.push_back(r);
  }
  // NOTE: the dropped objects stay owned by the module (the linker remaps every owned object);
  // out of `globals` and the name tables they are neither linked nor printed.
  std::vector<GlobalValue *> kept;
  for (GlobalValue *g : lib.globals) {
    if (needed.count(g)) {
      kept.push_back(g);
      continue;
    }
    if (!g->name.empty())
      lib.globalsByName.erase(g->name);
    if (g->slot >= 0)
      lib.numberedGlobals.erase(g->slot);
  }
  lib.globals = std::move(kept);
}

bool linkLibdevice(const Module &m, unsigned timeoutSeconds, std::string &text, std::string &why,
                   bool &toolMissing) {
  toolMissing = false;
  std::string searched;
  const std::string bc = findLibdevice({}, searched);
  if (bc.empty()) {
    why = "the module calls __nv_* functions and libdevice was not found (searched " + searched + ")";
    toolMissing = true;
    return false;
  }
  std::string libText;
  if (!disassemble(bc, timeoutSeconds, libText, why, toolMissing))
    return false;

  // The module is const: its printed text, parsed again, is the copy that libdevice goes into.
  const SourceFile own("<module>", printModule(m));
  DiagEngine ownDiags(&own);
  std::unique_ptr<Module> work = parseAssembly(own, ownDiags);
  const SourceFile libSource(bc, std::move(libText));
  DiagEngine libDiags(&libSource);
  std::unique_ptr<Module> lib = work ? parseAssembly(libSource, libDiags) : nullptr;
  if (lib) {
    keepOnlyNeeded(*lib, libdeviceCalls(*work));
    if (linkModules(*work, std::move(lib), libDiags)) {
      text = printModule(*work);
      return true;
    }
  }
  why = "linking libdevice (" + bc + ") failed:";
  for (const DiagEngine *d : {&ownDiags, &libDiags})
    for (const Diagnostic &diag : d->diagnostics())
      why += "\n" + d->render(diag);
  return false;
}

} // namespace nvsim::backends
