// Kernel discovery from annotations, calling conventions and attributes; shared-memory accounting.
#include "core/Kernels.h"

#include <cxxabi.h>

#include <cstdlib>
#include <map>
#include <set>

namespace nvsim {

using namespace ir;

std::optional<DataLayout> moduleDataLayout(const Module &m, std::string *error) {
  if (!m.hasDataLayout || m.dataLayout.empty())
    return DataLayout::nvptx64Default();
  return DataLayout::parse(m.dataLayout, error);
}

std::string demangle(const std::string &symbol) {
  // NOTE: __cxa_demangle also reads bare type codes ("x" is "long long"): only `_Z` names are
  // mangled names of functions and variables.
  if (symbol.rfind("_Z", 0) != 0)
    return symbol;
  int status = 0;
  char *d = abi::__cxa_demangle(symbol.c_str(), nullptr, nullptr, &status);
  if (status != 0 || !d)
    return symbol;
  std::string out(d);
  std::free(d);
  return out;
}

std::string demangleQuoted(std::string_view text) {
  std::string out;
  size_t from = 0; // what is not copied yet
  for (size_t open = text.find("'_Z"); open != std::string_view::npos; open = text.find("'_Z", from + 1)) {
    const size_t close = text.find('\'', open + 1);
    if (close == std::string_view::npos)
      break;
    out.append(text.substr(from, open + 1 - from));
    out += demangle(std::string(text.substr(open + 1, close - open - 1)));
    from = close; // the closing quote is copied with the next piece, and opens no name
  }
  out.append(text.substr(from));
  return out;
}

namespace {

std::string metadataText(const Metadata *md) {
  if (!md)
    return "null";
  if (md->mdKind() == MDKind::String)
    return static_cast<const MDString *>(md)->str;
  if (md->mdKind() == MDKind::Value) {
    const Value *v = static_cast<const ValueAsMetadata *>(md)->value;
    if (auto *ci = dyn_cast<ConstantInt>(v))
      return ci->signedValue().str();
  }
  return "<node>";
}

const GlobalValue *annotatedFunction(const MDNode *node) {
  if (!node || node->ops.empty() || !node->ops[0] || node->ops[0]->mdKind() != MDKind::Value)
    return nullptr;
  const Value *v = static_cast<const ValueAsMetadata *>(node->ops[0])->value;
  // Typed-pointer IR may wrap the function in a bitcast constant expression.
  while (auto *ce = dyn_cast<ConstantExpr>(v))
    v = ce->ops.empty() ? nullptr : ce->ops[0];
  auto *g = dyn_cast<GlobalValue>(v);
  return g && g->kind == GlobalKind::Function ? g : nullptr;
}

/// Address-space-3 globals referenced from `fn` and the functions it calls, in first-use order.
void collectShared(const Value *v, std::set<const Value *> &seen, std::vector<const GlobalValue *> &out,
                   std::vector<const GlobalValue *> &work) {
  if (!v || !seen.insert(v).second)
    return;
  if (auto *g = dyn_cast<GlobalValue>(v)) {
    if (g->kind == GlobalKind::Variable && g->addrSpace == 3)
      out.push_back(g);
    else if (g->kind == GlobalKind::Function)
      work.push_back(g);
    else if (g->kind == GlobalKind::Alias)
      collectShared(g->aliasee, seen, out, work);
    return;
  }
  if (auto *ce = dyn_cast<ConstantExpr>(v))
    for (const Value *op : ce->ops)
      collectShared(op, seen, out, work);
  if (auto *agg = dyn_cast<ConstantAggregate>(v))
    for (const Value *e : agg->elems)
      collectShared(e, seen, out, work);
}

} // namespace

std::vector<KernelInfo> findKernels(const Module &m, const DataLayout &dl) {
  // Annotations first: `!{ptr @k, !"kernel", i32 1, !"maxntidx", i32 256, ...}` in !nvvm.annotations.
  std::map<const GlobalValue *, std::vector<KernelAnnotation>> annotations;
  std::map<const GlobalValue *, std::set<unsigned>> gridConstants;
  std::set<const GlobalValue *> annotatedKernels;
  if (const NamedMetadata *nm = m.getNamedMetadata("nvvm.annotations")) {
    for (const MDNode *node : nm->ops) {
      const GlobalValue *fn = annotatedFunction(node);
      if (!fn)
        continue;
      for (size_t i = 1; i + 1 < node->ops.size(); i += 2) {
        std::string key = metadataText(node->ops[i]);
        const Metadata *val = node->ops[i + 1];
        if (key == "kernel" && metadataText(val) == "1") {
          annotatedKernels.insert(fn);
          continue;
        }
        if (key == "grid_constant" && val && val->mdKind() == MDKind::Node) {
          // 1-based parameter numbers; anything else (a string, a huge number) names no parameter.
          for (const Metadata *idx : static_cast<const MDNode *>(val)->ops) {
            const Value *v = idx && idx->mdKind() == MDKind::Value
                                 ? static_cast<const ValueAsMetadata *>(idx)->value
                                 : nullptr;
            auto *ci = dyn_cast<ConstantInt>(v);
            if (ci && ci->value >= 1 && ci->value <= UINT32_MAX)
              gridConstants[fn].insert(static_cast<unsigned>(ci->zext() - 1));
          }
          annotations[fn].push_back({key, "<params>"});
          continue;
        }
        annotations[fn].push_back({key, metadataText(val)});
      }
    }
  }

  std::vector<KernelInfo> out;
  for (const GlobalValue *fn : m.globals) {
    if (fn->kind != GlobalKind::Function || !fn->hasBody)
      continue;
    std::optional<KernelSource> source;
    if (annotatedKernels.count(fn))
      source = KernelSource::Annotation;
    else if (fn->callingConv == kCallingConvPtxKernel)
      source = KernelSource::CallingConv;
    else if (fn->fnAttrs.findString("nvvm.kernel"))
      source = KernelSource::Attribute;
    if (!source) {
      for (unsigned g : fn->fnAttrs.groups) {
        auto it = m.attrGroups.find(g);
        if (it != m.attrGroups.end() && it->second.findString("nvvm.kernel"))
          source = KernelSource::Attribute;
      }
    }
    if (!source)
      continue;
    KernelInfo k{fn, *source, {}, annotations[fn], {}, 0, false};
    // `nvvm.*` string attributes carry the same launch bounds in LLVM 20+ IR.
    auto addAttrs = [&](const AttrSet &set) {
      for (const Attribute &a : set.attrs)
        if (a.kind == AttrKind::String && a.key.rfind("nvvm.", 0) == 0 && a.key != "nvvm.kernel")
          k.annotations.push_back({a.key.substr(5), a.value});
    };
    addAttrs(fn->fnAttrs);
    for (unsigned g : fn->fnAttrs.groups)
      if (auto it = m.attrGroups.find(g); it != m.attrGroups.end())
        addAttrs(it->second);

    for (size_t i = 0; i < fn->args.size(); ++i) {
      const Argument *arg = fn->args[i];
      KernelParam p{arg, arg->type};
      const AttrSet &attrs = fn->paramAttrs[i];
      if (const Attribute *bv = attrs.find(AttrKind::ByVal); bv && bv->type) {
        p.byvalType = bv->type;
        p.size = dl.typeAllocSize(bv->type);
        p.align = dl.abiAlign(bv->type);
        if (const Attribute *al = attrs.find(AttrKind::Align); al && al->intValue > p.align)
          p.align = al->intValue;
      } else if (const Attribute *br = attrs.find(AttrKind::ByRef);
                 br && br->type && arg->type->isPointer() && arg->type->addrSpace() == 101) {
        p.byrefType = br->type;
        p.size = dl.typeAllocSize(br->type);
        p.align = dl.abiAlign(br->type);
        if (const Attribute *al = attrs.find(AttrKind::Align); al && al->intValue > p.align)
          p.align = al->intValue;
      } else {
        p.size = dl.typeAllocSize(arg->type);
        p.align = dl.abiAlign(arg->type);
      }
      p.gridConstant = gridConstants[fn].count(static_cast<unsigned>(i)) ||
                       attrs.findString("nvvm.grid_constant") != nullptr;
      k.params.push_back(p);
    }

    std::set<const Value *> seen;
    std::vector<const GlobalValue *> work{fn}, shared;
    std::set<const GlobalValue *> visitedFns;
    while (!work.empty()) {
      const GlobalValue *f = work.back();
      work.pop_back();
      if (!visitedFns.insert(f).second)
        continue;
      for (const BasicBlock *bb : f->blocks)
        for (const Instruction *inst : bb->insts)
          for (const Value *op : inst->ops)
            collectShared(op, seen, shared, work);
    }
    for (const GlobalValue *g : shared) {
      bool dynamic = !g->initializer && (g->valueType->isArray() && g->valueType->count() == 0);
      dynamic = dynamic || (g->isDeclaration() && g->linkage == Linkage::External);
      uint64_t align = std::max<uint64_t>(g->align, dl.abiAlign(g->valueType));
      uint64_t size = dynamic ? 0 : dl.typeAllocSize(g->valueType);
      k.shared.push_back({g, size, align, dynamic});
      if (dynamic) {
        k.usesDynamicShared = true;
      } else {
        k.staticSharedBytes = (k.staticSharedBytes + align - 1) / align * align + size;
      }
    }
    out.push_back(std::move(k));
  }
  return out;
}

const KernelInfo *findKernel(const std::vector<KernelInfo> &kernels, std::string_view name) {
  for (const auto &k : kernels)
    if (k.function->name == name)
      return &k;
  for (const auto &k : kernels) {
    std::string d = demangle(k.function->name);
    if (d == name || d.substr(0, d.find('(')) == name)
      return &k;
  }
  return nullptr;
}

} // namespace nvsim
