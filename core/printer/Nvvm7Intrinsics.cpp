// NVVM IR 2.0: intrinsic names mangled for typed pointers, and intrinsics newer than LLVM 7
// expanded into instructions or dropped.
#include "core/ir/IntrinsicPtx.h"
#include "core/printer/Nvvm7Writer.h"

#include <fmt/format.h>

#include <array>

namespace nvsim::printer {

using namespace ir;

namespace {

/// Intrinsics without effect on the code NVVM compiles: debug info, scope and side-effect markers.
bool isDropped(std::string_view name) {
  return name.starts_with("llvm.dbg.") || name == "llvm.experimental.noalias.scope.decl" ||
         name == "llvm.sideeffect" || name == "llvm.donothing";
}

/// An integer min/max/abs intrinsic (LLVM 12) and the icmp predicate that picks the first operand.
struct MinMax {
  std::string_view prefix, predicate;
};
constexpr std::array<MinMax, 4> kMinMax = {
    {{"llvm.smax.", "sgt"}, {"llvm.smin.", "slt"}, {"llvm.umax.", "ugt"}, {"llvm.umin.", "ult"}}};

/// An intrinsic libNVVM does not know that this printer writes as the PTX it stands for (the
/// Printer rows of core/ir/IntrinsicPtx.def); null for any other.
const IntrinsicPtx *findAsmIntrinsic(std::string_view name) {
  const IntrinsicPtx *r = findIntrinsicPtx(name);
  return r && r->nvvm == PtxBy::Printer ? r : nullptr;
}

bool isExpanded(std::string_view name) {
  if (name.starts_with("llvm.abs.") || name == "llvm.ubsantrap" || name.starts_with("llvm.objectsize.") ||
      findAsmIntrinsic(name))
    return true;
  for (const MinMax &mm : kMinMax)
    if (name.starts_with(mm.prefix))
      return true;
  return false;
}

/// Intrinsics whose pointer operand points at a value of the return type (`ldg`: `float
/// addrspace(1)*` for a float load); their names mangle that pointee.
bool pointeeIsReturnType(std::string_view name) {
  return name.starts_with("llvm.nvvm.ldg.global.") || name.starts_with("llvm.nvvm.ldu.global.") ||
         name.starts_with("llvm.nvvm.atomic.");
}

bool isAddressSpaceSuffix(std::string_view c) {
  if (c.size() < 2 || c[0] != 'p')
    return false;
  for (char ch : c.substr(1))
    if (ch < '0' || ch > '9')
      return false;
  return true;
}

} // namespace

/// LLVM 7's name-mangling of an overloaded type: `i32`, `f32`, `p1f32`, `v4f32`.
static std::string mangle(const Type *t, const std::string &pointee) {
  switch (t->kind()) {
  case TypeKind::Integer: return fmt::format("i{}", t->intWidth());
  case TypeKind::Half: return "f16";
  case TypeKind::BFloat: return "i16";
  case TypeKind::Float: return "f32";
  case TypeKind::Double: return "f64";
  case TypeKind::Pointer: return fmt::format("p{}{}", t->addrSpace(), pointee.empty() ? "i8" : pointee);
  case TypeKind::FixedVector: return fmt::format("v{}{}", t->count(), mangle(t->element(), ""));
  default: throw Nvvm7Unsupported("cannot mangle an intrinsic name for type " + typeToString(t));
  }
}

Nvvm7Writer::IntrinsicSig Nvvm7Writer::intrinsicSig(const GlobalValue &f) const {
  IntrinsicSig sig;
  const Type *ft = f.valueType;
  std::string lastPointee = "i8";
  if (pointeeIsReturnType(f.name) && !ft->returnType()->isVoid()) {
    lastPointee = mangle(ft->returnType(), "");
    for (size_t i = 0; i < ft->members().size(); ++i)
      if (ft->members()[i]->isPointer()) {
        sig.pointees.resize(i + 1);
        sig.pointees[i] = type(ft->returnType());
        break;
      }
  }
  // `.p1` → `.p1i8`, the last one with the pointee above (`llvm.nvvm.ldg.global.f.f32.p1f32`).
  std::vector<std::string> parts;
  size_t start = 0;
  for (;;) {
    size_t dot = f.name.find('.', start);
    parts.push_back(f.name.substr(start, dot == std::string::npos ? std::string::npos : dot - start));
    if (dot == std::string::npos)
      break;
    start = dot + 1;
  }
  size_t last = SIZE_MAX;
  for (size_t i = 1; i < parts.size(); ++i)
    if (isAddressSpaceSuffix(parts[i]))
      last = i;
  for (size_t i = 0; i < parts.size(); ++i) {
    sig.name += (i ? "." : "") + parts[i];
    if (i && isAddressSpaceSuffix(parts[i]))
      sig.name += i == last ? lastPointee : "i8";
  }
  return sig;
}

bool Nvvm7Writer::intrinsicVanishes(const GlobalValue &f) const {
  return isDropped(f.name) || isExpanded(f.name);
}

bool Nvvm7Writer::writeIntrinsicCall(const Instruction &inst, const GlobalValue &callee) {
  const std::string &name = callee.name;
  if (isDropped(name))
    return true;
  // `assume` with operand bundles (alignment, dereferenceable facts): a hint LLVM 7 cannot spell.
  if (name == "llvm.assume" && !inst.bundles.empty())
    return true;
  const auto &ops = inst.ops;
  const std::string res = result(inst);
  auto zeroOf = [&](const Type *t) {
    return t->isVector() ? std::string("zeroinitializer") : std::string("0");
  };
  auto condType = [&](const Type *t) {
    return t->isVector() ? fmt::format("<{} x i1>", t->count()) : std::string("i1");
  };
  for (const MinMax &mm : kMinMax) {
    if (!name.starts_with(mm.prefix))
      continue;
    std::string t = type(inst.type), a = value(ops.at(1)), b = value(ops.at(2));
    std::string c = fresh();
    emit(fmt::format("{} = icmp {} {} {}, {}", c, mm.predicate, t, a, b));
    emit(fmt::format("{}select {} {}, {} {}, {} {}", res, condType(inst.type), c, t, a, t, b));
    return true;
  }
  if (const IntrinsicPtx *a = findAsmIntrinsic(name)) {
    std::string args, constraints;
    auto constrain = [&](const Type *t, const char *prefix) {
      const char c = ptxConstraint(t);
      if (!c)
        unsupported(&inst, fmt::format("{} has no PTX register for type {}", name, typeToString(t)));
      constraints += fmt::format("{}{}{}", constraints.empty() ? "" : ",", prefix, c);
    };
    if (!inst.type->isVoid())
      constrain(inst.type, "=");
    for (size_t i = 1; i < ops.size(); ++i) {
      args += (i > 1 ? ", " : "") + typed(ops[i]);
      constrain(ops[i]->type, "");
    }
    if (a->sideEffect)
      constraints += constraints.empty() ? "~{memory}" : ",~{memory}";
    // Every row volatile (asm sideeffect): libNVVM then neither merges timer reads nor moves a warp
    // collective.
    emit(fmt::format("{}call {} asm sideeffect \"{}\", \"{}\"({})", res, type(inst.type), a->ptx, constraints,
                     args));
    return true;
  }
  // `ubsantrap(i8 kind)` (LLVM 12) traps like `trap`; the kind only labels the trap for debuggers.
  if (name == "llvm.ubsantrap") {
    addedDeclarations_["llvm.trap"] = "declare void @llvm.trap()";
    emit("call void @llvm.trap()");
    return true;
  }
  // objectsize(ptr, i1 min, i1 nullunknown, i1 dynamic): LLVM 9 added `dynamic`. A false one asks
  // for what LLVM 7's three operands ask; a true one lets the compiler compute the size at run time,
  // which LLVM 7 cannot (the legalization for libNVVM folds it first: Legalize.cpp).
  if (name.starts_with("llvm.objectsize.")) {
    if (ops.size() > 4) {
      const auto *dynamic = dyn_cast<ConstantInt>(ops[4]);
      if (!dynamic || dynamic->zext() != 0)
        unsupported(&inst, "llvm.objectsize with `dynamic` true has no LLVM 7 form");
    }
    const std::string sigName = intrinsicSig(callee).name;
    std::string args, params;
    for (size_t i = 1; i < ops.size() && i <= 3; ++i) {
      args += (i > 1 ? ", " : "") + typed(ops[i]);
      params += (i > 1 ? ", " : "") + type(ops[i]->type);
    }
    addedDeclarations_[sigName] = fmt::format("declare {} @{}({})", type(inst.type), sigName, params);
    emit(fmt::format("{}call {} @{}({})", res, type(inst.type), sigName, args));
    return true;
  }
  if (name.starts_with("llvm.abs.")) {
    std::string t = type(inst.type), a = value(ops.at(1));
    std::string neg = fresh(), c = fresh();
    emit(fmt::format("{} = sub {} {}, {}", neg, t, zeroOf(inst.type), a));
    emit(fmt::format("{} = icmp slt {} {}, {}", c, t, a, zeroOf(inst.type)));
    emit(fmt::format("{}select {} {}, {} {}, {} {}", res, condType(inst.type), c, t, neg, t, a));
    return true;
  }
  return false;
}

} // namespace nvsim::printer
