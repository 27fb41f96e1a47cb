// Decode rules of control flow and calls: branches, switches (a jump trampoline per case, so
// that phi edge stubs apply), returns, direct and indirect calls, pure lane functions, and the
// functions without a body the executor implements itself (vprintf, __assertfail, libdevice's
// nan and norm).
#include "sim/FunctionDecoder.h"

#include "sim/LibdeviceOps.h"
#include "sim/WarpOps.h"

namespace nvsim::sim {

using namespace ir;

namespace {

/// The LLVM type suffix of a scalar type: i32, f32, f64, f16, bf16.
std::string typeSuffix(const Type *t) {
  switch (t->kind()) {
  case TypeKind::Integer: return fmt::format("i{}", t->intWidth());
  case TypeKind::Half: return "f16";
  case TypeKind::BFloat: return "bf16";
  case TypeKind::Float: return "f32";
  case TypeKind::Double: return "f64";
  default: return "?";
  }
}

/// llvm.fabs.v4f32 -> llvm.fabs.f32 (empty when the name has no such suffix).
std::string scalarOverload(const std::string &name, const Type *vt) {
  const std::string e = typeSuffix(vt->element());
  const std::string v = fmt::format(".v{}{}", vt->count(), e);
  const size_t at = name.find(v);
  if (at == std::string::npos)
    return {};
  std::string out = name;
  out.replace(at, v.size(), fmt::format(".{}", e));
  return out;
}

} // namespace

bool FunctionDecoder::br(const Instruction *I) {
  const BasicBlock *from = I->parent;
  if (I->successors.size() == 1) {
    emit(&h::jump, I);
    branchTo(code_.size() - 1, 0, from, I->successors[0]);
    return true;
  }
  uint32_t k = 0;
  if (!operand(I->ops[0], k))
    return false;
  DInst &d = emit(&h::branch, I);
  d.a = k;
  branchTo(code_.size() - 1, 1, from, I->successors[0]);
  branchTo(code_.size() - 1, 2, from, I->successors[1]);
  return true;
}

bool FunctionDecoder::switchInst(const Instruction *I) {
  const BasicBlock *from = I->parent;
  uint32_t k = 0;
  if (!operand(I->ops[0], k))
    return false;
  auto s = std::make_unique<SwitchInfo>();
  // Targets are resolved after all blocks are placed: each case gets a one-jump trampoline
  // so the fixup machinery (which knows about phi stubs) applies.
  std::vector<std::pair<uint64_t, const BasicBlock *>> cases;
  for (size_t i = 1; i < I->ops.size(); ++i) {
    auto *ci = dyn_cast<ConstantInt>(I->ops[i]);
    if (!ci)
      return error(I, "switch case must be an integer constant");
    cases.push_back({ci->zext() & widthMask(ci->width()), I->successors[i]});
  }
  DInst &d = emit(&h::switchBranch, I);
  d.a = k;
  d.ext = s.get();
  // Trampolines after the switch: one jump per case, the last to the default.
  for (auto &[v, b] : cases) {
    s->cases.push_back({v, uint32_t(code_.size())});
    emit(&h::jump, I);
    branchTo(code_.size() - 1, 0, from, b);
  }
  s->defaultPc = uint32_t(code_.size());
  emit(&h::jump, I);
  branchTo(code_.size() - 1, 0, from, I->successors[0]);
  F.switches.push_back(std::move(s));
  return true;
}

bool FunctionDecoder::ret(const Instruction *I) {
  DInst &d = emit(&h::returnFromFunction, I);
  d.a = UINT32_MAX;
  if (!I->ops.empty()) {
    uint32_t v = 0;
    if (!operand(I->ops[0], v))
      return false;
    code_.back().a = v;
    code_.back().aux = slots(I->ops[0]->type);
    if (code_.back().aux != F.retSlots) // the caller's frame has F.retSlots for the result
      return error(I, "'ret' of type '" + typeToString(I->ops[0]->type) + "' in a function returning '" +
                          typeToString(fn_.functionType()->returnType()) + "'");
  }
  return true;
}

bool FunctionDecoder::call(const Instruction *I) {
  const Value *callee = I->callee();
  for (auto *a = dyn_cast<GlobalValue>(callee); a && a->kind == GlobalKind::Alias && a->aliasee;
       a = dyn_cast<GlobalValue>(callee))
    callee = a->aliasee;
  if (isa<InlineAsm>(callee))
    return inlineAsm(I, *cast<InlineAsm>(callee));
  const auto *g = dyn_cast<GlobalValue>(callee);
  if (g && g->isFunction()) {
    if (const intr::Intrinsic *row = intr::findIntrinsic(g->name))
      return intrinsic(I, g, *row);
    // libdevice's own spelling of llvm.nvvm.reflect, left as a declaration in its IR.
    if (g->name == "__nvvm_reflect" && !g->hasBody)
      if (const intr::Intrinsic *row = intr::findIntrinsic("llvm.nvvm.reflect"))
        return intrinsic(I, g, *row);
    if (const intr::PureFunction *p = intr::findPure(g->name); p && !(g->hasBody && !g->isIntrinsic()))
      return pure(I, *p, g);
    if (g->isIntrinsic()) {
      // llvm.vector.reduce.add.v2i16 -> op "add", element suffix "i16" (what SLP vectorisation makes).
      if (constexpr std::string_view reduce = "llvm.vector.reduce."; g->name.starts_with(reduce)) {
        const size_t dot = g->name.find('.', reduce.size());
        const Type *v = I->ops.size() > 1 ? I->ops.back()->type : nullptr;
        if (dot != std::string::npos && v && v->isVector())
          return vectorReduce(I, g->name.substr(reduce.size(), dot - reduce.size()),
                              typeSuffix(v->element()));
      }
      // Vector overloads of elementwise intrinsics: llvm.fabs.v4f32 -> llvm.fabs.f32 per element.
      if (I->type->isVector())
        if (const intr::PureFunction *p = intr::findPure(scalarOverload(g->name, I->type)))
          return vectorPure(I, *p);
      return error(I, "unsupported intrinsic '@" + g->name + "'");
    }
    if (!g->hasBody) {
      if (std::optional<bool> done = runtimeCall(I, g))
        return *done;
      return error(I, "call to '@" + g->name + "', which has no definition" +
                          (g->name.rfind("__nv_", 0) == 0
                               ? " (a libdevice function the executor does not implement "
                                 "natively: link libdevice with --link)"
                               : ""));
    }
  }
  return calleeCall(I, callee, g);
}

/// An elementwise intrinsic on vectors: the scalar function once per element.
bool FunctionDecoder::vectorPure(const Instruction *I, const intr::PureFunction &f) {
  std::vector<uint32_t> args;
  for (size_t i = 1; i < I->ops.size(); ++i) {
    uint32_t s = 0;
    if (!operand(I->ops[i], s))
      return false;
    args.push_back(s);
  }
  for (uint32_t e = 0; e < I->type->count(); ++e) {
    PureCall &pc = emitPureCall(&f, I, slots_[I] + e);
    for (size_t i = 0; i < args.size() && i < 4; ++i)
      pc.args[i] = I->ops[i + 1]->type->isVector() ? args[i] + e : args[i];
  }
  return true;
}

std::optional<bool> FunctionDecoder::runtimeCall(const Instruction *I, const GlobalValue *g) {
  if (g->name == "vprintf") {
    uint32_t f = 0, a = 0;
    if (!operand(I->ops[1], f) || !operand(I->ops[2], a))
      return false;
    DInst &d = emit(&h::vprintf, I);
    d.dst = I->type->isVoid() ? alloc(1) : slots_[I];
    d.a = f;
    d.b = a;
    return true;
  }
  if (g->name == "__nv_nan" || g->name == "__nv_nanf") {
    uint32_t tag = 0;
    if (I->ops.size() != 2 || !operand(I->ops[1], tag))
      return error(I, "'@" + g->name + "' takes one pointer argument");
    DInst &d = emit(&h::libdeviceNan, I);
    d.dst = slots_[I];
    d.a = tag;
    d.aux = g->name == "__nv_nan";
    return true;
  }
  if (g->name == "__nv_norm" || g->name == "__nv_normf" || g->name == "__nv_rnorm" ||
      g->name == "__nv_rnormf") {
    uint32_t dim = 0, array = 0;
    if (I->ops.size() != 3 || !operand(I->ops[1], dim) || !operand(I->ops[2], array))
      return error(I, "'@" + g->name + "' takes a count and a pointer");
    DInst &d = emit(&h::libdeviceNorm, I);
    d.dst = slots_[I];
    d.a = dim;
    d.b = array;
    d.aux = g->name.back() != 'f';
    d.aux2 = g->name.rfind("__nv_rnorm", 0) == 0;
    return true;
  }
  if (g->name == "__assertfail" || g->name == "__assert_fail") {
    auto ci = std::make_unique<CallInfo>();
    for (size_t i = 1; i < I->ops.size(); ++i) {
      uint32_t s = 0;
      if (!operand(I->ops[i], s))
        return false;
      ci->argSlots.push_back(s);
    }
    while (ci->argSlots.size() < 4)
      ci->argSlots.push_back(constSlot(0));
    DInst &d = emit(&h::assertFail, I);
    d.ext = ci.get();
    F.calls.push_back(std::move(ci));
    return true;
  }
  return std::nullopt;
}

/// A call to a function with a body (`g`), or an indirect call through `callee`.
bool FunctionDecoder::calleeCall(const Instruction *I, const Value *callee, const GlobalValue *g) {
  const auto *fnType = I->auxType;
  auto ci = std::make_unique<CallInfo>();
  uint32_t calleeSlot = UINT32_MAX;
  if (g && g->isFunction()) {
    ci->callee = D.decode(g);
    if (!ci->callee)
      return false;
  } else if (!operand(callee, calleeSlot)) {
    return false;
  }
  const size_t nargs = I->ops.size() - 1;
  if (fnType && fnType->isFunction() && fnType->isVarArg())
    return error(I, "calls to variadic functions are not supported by the executor");
  for (size_t i = 0; i < nargs; ++i) {
    uint32_t s = 0;
    if (!operand(I->ops[i + 1], s))
      return false;
    ci->argSlots.push_back(s);
    ci->argCounts.push_back(slots(I->ops[i + 1]->type));
    // A byval copy is aligned as its type and as any `align N` on the argument or the parameter
    // (LangRef: byval's alignment is the align attribute's): the callee may rely on either.
    uint32_t byval = 0, align = 1;
    uint64_t alignAttr = 1;
    auto scan = [&](const auto &attrs) {
      for (const auto &attr : attrs)
        if (attr.kind == AttrKind::ByVal && attr.type) {
          byval = uint32_t(dl_.typeAllocSize(attr.type));
          align = uint32_t(dl_.abiAlign(attr.type));
        } else if (attr.kind == AttrKind::Align && attr.hasInt) {
          alignAttr = std::max(alignAttr, attr.intValue);
        }
    };
    if (i < I->argAttrs.size())
      scan(I->argAttrs[i].attrs);
    if (g && g->isFunction() && i < g->paramAttrs.size())
      scan(g->paramAttrs[i].attrs);
    if (byval)
      align = uint32_t(std::max<uint64_t>(align, alignAttr));
    ci->byvalSizes.push_back(byval);
    ci->byvalAligns.push_back(align);
  }
  ci->resultSlots = slots(I->type);
  if (fnType && fnType->isFunction())
    ci->signature = D.signature(fnType, ci->signatureText);
  DInst &d = emit(&h::callFunction, I);
  d.dst = I->type->isVoid() ? 0 : slots_[I];
  d.a = calleeSlot;
  d.ext = ci.get();
  F.calls.push_back(std::move(ci));
  return true;
}

bool FunctionDecoder::pure(const Instruction *I, const intr::PureFunction &f, const GlobalValue *callee) {
  const size_t nargs = I->ops.size() - 1;
  if (nargs != size_t(f.numArgs) + f.numOuts)
    return error(I, "call to '@" + callee->name + "' has " + std::to_string(nargs) +
                        " arguments, the executor's '" + std::string(f.name) + "' takes " +
                        std::to_string(f.numArgs + f.numOuts));
  // NOTE: operands first (they may allocate constant slots), then the call.
  PureCall pc;
  for (size_t i = 0; i < f.numArgs && i < 4; ++i)
    if (!operand(I->ops[i + 1], pc.args[i]))
      return false;
  for (size_t k = 0; k < f.numOuts && k < 2; ++k) {
    const Value *p = I->ops[1 + f.numArgs + k];
    if (!operand(p, pc.outPtrs[k]))
      return false;
    pc.outSpaces[k] = spaceOfPtr(p);
  }
  const uint32_t dst = I->type->isVoid() ? alloc(1) : slots_[I];
  pc.function = &f;
  emitPureCall(&f, I, dst) = pc;
  return true;
}

} // namespace nvsim::sim
