// The verifier's driver: runs the rule families over a module and reports in source order.
#include "core/verifier/Verifier.h"

#include "core/ir/AsmNames.h"
#include "core/verifier/VerifierImpl.h"

#include <algorithm>

namespace nvsim {

using namespace ir;

namespace verifier {

Context::Context(const Module &m, const SourceFile *file, const VerifyOptions &opts)
    : module(m), options(opts), file_(file), diags_(file) {}

void Context::flushTo(DiagEngine &out) {
  std::vector<Diagnostic> all = diags_.diagnostics();
  // A note belongs to the finding before it, so sort groups (a finding and its notes) together.
  std::vector<std::pair<size_t, size_t>> groups; // [begin, end)
  for (size_t i = 0; i < all.size(); ++i) {
    if (all[i].severity == Severity::Note && !groups.empty())
      groups.back().second = i + 1;
    else
      groups.push_back({i, i + 1});
  }
  auto key = [&](const std::pair<size_t, size_t> &g) {
    uint32_t off = all[g.first].offset;
    return off == kNoLoc ? 0u : off + 1;
  };
  std::stable_sort(groups.begin(), groups.end(),
                   [&](const auto &a, const auto &b) { return key(a) < key(b); });
  for (const auto &g : groups)
    for (size_t i = g.first; i < g.second; ++i)
      out.add(all[i]);
}

std::string Context::typeName(const Type *t) const {
  return t ? typeToString(t, module.typedPointers) : std::string("<no type>");
}

void Context::numberLocals(const GlobalValue *fn) {
  slots_.clear();
  numberedFn_ = fn;
  unsigned next = 0;
  for (const Argument *a : fn->args)
    if (a->name.empty())
      slots_[a] = next++;
  for (const BasicBlock *bb : fn->blocks) {
    if (bb->name.empty())
      slots_[bb] = next++;
    for (const Instruction *i : bb->insts)
      if (i->name.empty() && i->type && !i->type->isVoid())
        slots_[i] = next++;
  }
}

std::string Context::valueName(const Value *v) {
  if (!v)
    return "<null>";
  if (!v->name.empty())
    return asmName(v->valueKind() == ValueKind::Global ? '@' : '%', v->name);
  const GlobalValue *fn = nullptr;
  switch (v->valueKind()) {
  case ValueKind::Global: {
    auto *g = cast<GlobalValue>(v);
    return g->slot >= 0 ? "@" + std::to_string(g->slot) : "@<unnamed>";
  }
  case ValueKind::Argument: fn = cast<Argument>(v)->parent; break;
  case ValueKind::BasicBlock: fn = cast<BasicBlock>(v)->parent; break;
  case ValueKind::Instruction: {
    const BasicBlock *bb = cast<Instruction>(v)->parent;
    fn = bb ? bb->parent : nullptr;
    break;
  }
  default: return "<constant>";
  }
  if (!fn)
    return "%<unnamed>";
  if (fn != numberedFn_)
    numberLocals(fn);
  auto it = slots_.find(v);
  return it == slots_.end() ? "%<unnamed>" : "%" + std::to_string(it->second);
}

uint32_t Context::findDirective(std::string_view directive) const {
  if (!file_)
    return kNoLoc;
  std::string_view text = file_->text();
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos)
      end = text.size();
    size_t s = text.find_first_not_of(" \t", pos);
    if (s != std::string_view::npos && s < end && text.substr(s, directive.size()) == directive)
      return static_cast<uint32_t>(s);
    pos = end + 1;
  }
  return kNoLoc;
}

const Value *stripPointerCasts(const Value *v) {
  for (unsigned depth = 0; v && depth < 64; ++depth) {
    if (auto *i = dyn_cast<Instruction>(v)) {
      bool through = i->opcode == Opcode::BitCast || i->opcode == Opcode::AddrSpaceCast ||
                     i->opcode == Opcode::GetElementPtr;
      if (!through || i->ops.empty())
        return v;
      v = i->ops[0];
    } else if (auto *ce = dyn_cast<ConstantExpr>(v)) {
      bool through = ce->opcode == Opcode::BitCast || ce->opcode == Opcode::AddrSpaceCast ||
                     ce->opcode == Opcode::GetElementPtr;
      if (!through || ce->ops.empty())
        return v;
      v = ce->ops[0];
    } else {
      return v;
    }
  }
  return v;
}

std::vector<const Attribute *> functionAttributes(const Module &m, const GlobalValue &fn) {
  std::vector<const Attribute *> out;
  for (const Attribute &a : fn.fnAttrs.attrs)
    out.push_back(&a);
  for (unsigned g : fn.fnAttrs.groups) {
    auto it = m.attrGroups.find(g);
    if (it != m.attrGroups.end())
      for (const Attribute &a : it->second.attrs)
        out.push_back(&a);
  }
  return out;
}

namespace {

/// LLVM's rules for globals that matter here: intrinsics have no bodies, initializers match.
bool verifyGlobalStructure(Context &cx, const GlobalValue &g) {
  // `llvm.nvvm.*` bodies are left to the NVVM reserved-name rule, which says more.
  if (g.isFunction() && g.hasBody && g.isIntrinsic() &&
      !(cx.options.nvvm && g.name.rfind("llvm.nvvm.", 0) == 0))
    return cx.fail(DiagId::VerifyIntrinsicDefined, g.loc, g.name);
  if (g.isVariable() && g.initializer && g.valueType && g.initializer->type != g.valueType)
    return cx.fail(DiagId::VerifyInitializerType, g.loc, g.name, cx.typeName(g.initializer->type),
                   cx.typeName(g.valueType));
  if (g.align != 0 && (g.align & (g.align - 1)) != 0)
    return cx.fail(DiagId::VerifyAlignment, g.loc, g.align);
  if (g.align > (uint64_t(1) << 32))
    return cx.fail(DiagId::VerifyAlignmentTooLarge, g.loc, g.align);
  return true;
}

} // namespace
} // namespace verifier

bool verifyModule(const Module &module, DiagEngine &diags, const VerifyOptions &options) {
  verifier::Context cx(module, diags.file(), options);
  verifier::selectLayout(cx);
  unsigned before = diags.errorCount();
  if (options.nvvm)
    verifier::verifyNvvmModule(cx);
  // One error per global: its first structural problem, else its first NVVM violation.
  for (const GlobalValue *g : module.globals) {
    if (options.structure && !verifier::verifyGlobalStructure(cx, *g))
      continue;
    if (options.nvvm)
      verifier::checkNvvmGlobal(cx, *g);
  }
  for (const GlobalValue *g : module.globals)
    if (g->isFunction() && g->hasBody)
      verifier::verifyFunctionBody(cx, *g);
  cx.flushTo(diags);
  return diags.errorCount() == before;
}

} // namespace nvsim
