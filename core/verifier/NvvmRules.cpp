// NVVM rules for the module: data layout, triple, nvvm.annotations, globals and functions.
#include "core/verifier/VerifierImpl.h"

namespace nvsim::verifier {

using namespace ir;

namespace {

/// The architecture of a triple (`nvptx64` of `nvptx64-nvidia-cuda`).
std::string_view tripleArch(std::string_view triple) { return triple.substr(0, triple.find('-')); }

void checkDataLayout(Context &cx) {
  const Module &m = cx.module;
  // No layout at all is fine: the target's default applies (nvptx64, or nvptx for a 32-bit
  // triple). An explicitly empty string is what seed 004's verifier rejects.
  if (!m.hasDataLayout)
    return;
  uint32_t at = cx.findDirective("target datalayout");
  if (m.dataLayout.empty()) {
    cx.fail(DiagId::NvvmDataLayoutEmpty, at);
    return;
  }
  std::string error;
  std::optional<DataLayout> dl = DataLayout::parse(m.dataLayout, &error);
  if (dl && dl->bigEndian())
    error = "NVPTX is little-endian";
  else if (dl && dl->pointerSizeBits(0) != 32 && dl->pointerSizeBits(0) != 64)
    error = fmt::format("pointers must be 32 or 64 bits wide, not {}", dl->pointerSizeBits(0));
  if (!dl || !error.empty()) {
    cx.fail(DiagId::NvvmDataLayoutInvalid, at, m.dataLayout, error);
    cx.fail(DiagId::NvvmDataLayoutExample, at, kNvvmSpec64Layout, kNvvmSpec32Layout);
    return;
  }
  if (!m.hasTargetTriple)
    return;
  std::string_view arch = tripleArch(m.targetTriple);
  unsigned bits = dl->pointerSizeBits(0);
  unsigned tripleBits = arch == "nvptx64" ? 64 : arch == "nvptx" ? 32 : bits;
  if (bits != tripleBits)
    cx.fail(DiagId::NvvmDataLayoutTriple, at, bits, m.targetTriple, tripleBits);
}

void checkTriple(Context &cx) {
  const Module &m = cx.module;
  if (!m.hasTargetTriple || m.targetTriple.empty())
    return;
  std::string_view arch = tripleArch(m.targetTriple);
  if (arch != "nvptx64" && arch != "nvptx")
    cx.fail(DiagId::NvvmTargetTriple, cx.findDirective("target triple"), m.targetTriple);
}

/// Properties annotated on functions (specification 11.3 and LLVM's NVPTX readers).
bool isFunctionProperty(std::string_view p) {
  return p == "kernel" || p == "grid_constant" || p == "maxntidx" || p == "maxntidy" || p == "maxntidz" ||
         p == "reqntidx" || p == "reqntidy" || p == "reqntidz" || p == "minctasm" || p == "maxnreg" ||
         p == "align" || p == "cluster_dim_x" || p == "cluster_dim_y" || p == "cluster_dim_z" ||
         p == "maxclusterrank" || p == "cluster_max_blocks";
}

/// `grid_constant`'s value is a tuple of 1-based parameter indices (seed 001), not an i32.
bool isIndexTuple(const Metadata *md) {
  if (!md || md->mdKind() != MDKind::Node)
    return false;
  for (const Metadata *e : static_cast<const MDNode *>(md)->ops)
    if (!e || e->mdKind() != MDKind::Value ||
        !isa<ConstantInt>(static_cast<const ValueAsMetadata *>(e)->value))
      return false;
  return true;
}

/// Specification chapter 11: `!{entity, !"property", i32 value, ...}`. Malformed entries are
/// warnings: NVVM, like LLVM's NVPTX readers, skips what it cannot read. Also records texture
/// and surface variables, whose addresses no load or store may use (chapter 12).
void checkAnnotations(Context &cx) {
  const NamedMetadata *annotations = cx.module.getNamedMetadata("nvvm.annotations");
  if (!annotations)
    return;
  std::unordered_set<const MDNode *> seen;
  for (const MDNode *node : annotations->ops) {
    if (!node || !node->isTuple() || node->ops.empty() || !seen.insert(node).second)
      continue;
    // `!{null, !"align", ...}`: the entity was deleted after the annotation was written (NVIDIA's
    // own libdevice carries such nodes); nothing is annotated.
    if (!node->ops[0])
      continue;
    auto ignored = [&](const std::string &why) { cx.fail(DiagId::NvvmAnnotation, node->loc, why); };
    const Metadata *first = node->ops[0];
    const Value *entity =
        first->mdKind() == MDKind::Value ? static_cast<const ValueAsMetadata *>(first)->value : nullptr;
    auto *g = dyn_cast<GlobalValue>(entity ? stripPointerCasts(entity) : nullptr);
    if (!g) {
      ignored("the first operand must be a global variable or function");
      continue;
    }
    if (node->ops.size() % 2 == 0) {
      ignored("properties must come in name and value pairs after the annotated entity");
      continue;
    }
    for (size_t j = 1; j + 1 < node->ops.size(); j += 2) {
      const Metadata *key = node->ops[j], *value = node->ops[j + 1];
      if (!key || key->mdKind() != MDKind::String) {
        ignored("property names must be metadata strings");
        break;
      }
      const std::string &prop = static_cast<const MDString *>(key)->str;
      const Value *v = value && value->mdKind() == MDKind::Value
                           ? static_cast<const ValueAsMetadata *>(value)->value
                           : nullptr;
      if (!isa<ConstantInt>(v) && !(prop == "grid_constant" && isIndexTuple(value))) {
        ignored(fmt::format("the value of '{}' must be an integer constant", prop));
        break;
      }
      if (isFunctionProperty(prop) && !g->isFunction()) {
        ignored(fmt::format("'{}' annotates a function, and '{}' is not one", prop, cx.valueName(g)));
        break;
      }
      if ((prop == "texture" || prop == "surface" || prop == "managed") && !g->isVariable()) {
        ignored(fmt::format("'{}' annotates a global variable, and '{}' is not one", prop, cx.valueName(g)));
        break;
      }
      if ((prop == "texture" || prop == "surface") && cast<ConstantInt>(v)->zext() != 0)
        cx.texSurfVars[g] = prop;
    }
  }
}

/// Function attributes the specification (3.11) lists as not supported. `sspstrong` is the
/// later third form of `ssp`/`sspreq`; `sanitize_address` is 3.2's `address_safety`.
bool isUnsupportedFnAttr(AttrKind k) {
  switch (k) {
  case AttrKind::SanitizeAddress:
  case AttrKind::StackAlignment:
  case AttrKind::NonLazyBind:
  case AttrKind::Naked:
  case AttrKind::NoImplicitFloat:
  case AttrKind::NoRedZone:
  case AttrKind::ReturnsTwice:
  case AttrKind::StackProtect:
  case AttrKind::StackProtectReq:
  case AttrKind::StackProtectStrong:
  case AttrKind::UWTable: return true;
  default: return false;
  }
}

bool fail(Context &cx, const std::optional<Issue> &issue, uint32_t loc) {
  return !issue || report(cx, *issue, loc);
}

bool checkVariable(Context &cx, const GlobalValue &g) {
  if (g.threadLocal != ThreadLocal::NotThreadLocal) // specification 3.5
    return cx.fail(DiagId::NvvmThreadLocal, g.loc, g.name);
  if (g.name == "llvm.global_ctors" || g.name == "llvm.global_dtors") // chapter 7
    return cx.fail(DiagId::NvvmGlobalCtorDtor, g.loc, g.name);
  // Specification 3.5 and 10.1: global, shared or constant, or none (global, generic address).
  // Intrinsic variables (llvm.used, ...) are not user data and may sit anywhere.
  bool spaceOk = g.addrSpace == 0 || g.addrSpace == 1 || g.addrSpace == 3 || g.addrSpace == 4;
  if (!spaceOk && g.name.rfind("llvm.", 0) != 0)
    return cx.fail(DiagId::NvvmGlobalAddrSpace, g.loc, g.name, g.addrSpace);
  // Specification 3.5: no explicit section except the metadata one (`llvm.metadata`, where
  // llvm.used and annotation tables live).
  if (!g.section.empty() && g.section != "llvm.metadata")
    return cx.fail(DiagId::NvvmSection, g.loc, g.section, g.name);
  if (!fail(cx, typeIssue(cx, g.valueType), g.loc))
    return false;
  if (g.initializer && !isa<GlobalValue>(g.initializer))
    return fail(cx, constantIssue(cx, g.initializer), g.loc);
  return true;
}

bool checkFunction(Context &cx, const GlobalValue &g) {
  // Specification 3.6: no explicit section, no alignment; 3.10: no garbage collector.
  if (!g.section.empty())
    return cx.fail(DiagId::NvvmSection, g.loc, g.section, g.name);
  if (g.align != 0)
    return cx.fail(DiagId::NvvmFunctionAlign, g.loc, g.name);
  if (!g.gc.empty())
    return cx.fail(DiagId::NvvmGarbageCollector, g.loc, g.gc, g.name);
  if (g.personality) // specification 8.1, 8.8, 9.9: no exception handling
    return cx.fail(DiagId::NvvmPersonality, g.loc, g.name);
  for (const Attribute *a : functionAttributes(cx.module, g))
    if (isUnsupportedFnAttr(a->kind))
      return cx.fail(DiagId::NvvmFunctionAttr, g.loc, attrKeyword(a->kind), g.name);
  if (!fail(cx, typeIssue(cx, g.valueType), g.loc))
    return false;
  for (const Argument *a : g.args)
    if (a && !a->name.empty() && isReservedName(a->name))
      return cx.fail(DiagId::NvvmReservedName, a->loc, "%" + a->name);
  return true;
}

} // namespace

void selectLayout(Context &cx) {
  const Module &m = cx.module;
  std::optional<DataLayout> dl;
  if (m.hasDataLayout && !m.dataLayout.empty())
    dl = DataLayout::parse(m.dataLayout, nullptr);
  cx.layout = dl                  ? *dl
              : m.hasTargetTriple ? DataLayout::defaultForTriple(m.targetTriple)
                                  : DataLayout::nvptx64Default();
}

void verifyNvvmModule(Context &cx) {
  checkDataLayout(cx);
  checkTriple(cx);
  checkAnnotations(cx);
}

bool checkNvvmGlobal(Context &cx, const GlobalValue &g) {
  // Chapter 2: llvm.nvvm.* and nvvm.* are reserved. Declaring an llvm.nvvm.* intrinsic is how
  // it is used, so only definitions count there; any nvvm.* global is the user's.
  bool defines = g.isFunction() ? g.hasBody : g.kind != GlobalKind::Unresolved;
  if ((g.name.rfind("nvvm.", 0) == 0 || (defines && g.name.rfind("llvm.nvvm.", 0) == 0)))
    return cx.fail(DiagId::NvvmReservedName, g.loc, "@" + g.name);
  if (g.dllStorage != DLLStorage::Default) // specification 3.1
    return cx.fail(DiagId::NvvmDllStorage, g.loc, g.name);
  switch (g.kind) {
  case GlobalKind::Variable: return checkVariable(cx, g);
  case GlobalKind::Function: return checkFunction(cx, g);
  case GlobalKind::IFunc: return cx.fail(DiagId::NvvmIFunc, g.loc, g.name);
  default: return true;
  }
}

} // namespace nvsim::verifier
