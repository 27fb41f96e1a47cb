// NVVM IR 2.0: types, operands, constants and metadata operands in LLVM 7 spelling.
#include "core/ir/AsmNames.h"
#include "core/printer/AsmWriter.h"
#include "core/printer/Nvvm7Writer.h"
#include "core/printer/Printer.h"

#include <fmt/format.h>

namespace nvsim::printer {

using namespace ir;

std::string Nvvm7Writer::pointerTo(const std::string &pointee, unsigned addrSpace) {
  return addrSpace ? fmt::format("{} addrspace({})*", pointee, addrSpace) : pointee + "*";
}

std::string Nvvm7Writer::type(const Type *t) const {
  if (!t)
    throw Nvvm7Unsupported("a value without a type");
  auto list = [&](const std::vector<Type *> &ts) {
    std::string s;
    for (size_t i = 0; i < ts.size(); ++i)
      s += (i ? ", " : "") + type(ts[i]);
    return s;
  };
  switch (t->kind()) {
  case TypeKind::Pointer: return pointerTo("i8", t->addrSpace());
  // NOTE: LLVM 7 has no bfloat; NVVM IR passes bf16 values as i16 (the nvvm bf16 intrinsics take i16).
  case TypeKind::BFloat: return "i16";
  case TypeKind::Function: {
    std::string params = list(t->members());
    if (t->isVarArg())
      params += t->members().empty() ? "..." : ", ...";
    return fmt::format("{} ({})", type(t->returnType()), params);
  }
  case TypeKind::Struct:
    if (t->isNamedStruct())
      return t->isNumberedStruct() ? fmt::format("%{}", t->structNumber()) : asmName('%', t->name());
    if (t->members().empty())
      return t->isPacked() ? "<{}>" : "{}";
    return t->isPacked() ? "<{ " + list(t->members()) + " }>" : "{ " + list(t->members()) + " }";
  case TypeKind::Array: return fmt::format("[{} x {}]", t->count(), type(t->element()));
  case TypeKind::FixedVector: return fmt::format("<{} x {}>", t->count(), type(t->element()));
  case TypeKind::ScalableVector:
  case TypeKind::TargetExt:
  case TypeKind::X86AMX: throw Nvvm7Unsupported("type " + typeToString(t) + " does not exist in LLVM 7");
  default: return typeToString(t);
  }
}

std::string Nvvm7Writer::globalType(const GlobalValue &g) const {
  if (g.isFunction())
    return functionType(g) + "*";
  return pointerTo(type(g.valueType), g.addrSpace);
}

std::string Nvvm7Writer::functionType(const GlobalValue &f) const {
  const Type *ft = f.valueType;
  std::string params;
  for (size_t i = 0; i < ft->members().size(); ++i) {
    const Type *pt = ft->members()[i];
    std::string text = type(pt);
    if (i < f.paramAttrs.size() && pt->isPointer())
      for (const Attribute *a : resolve(f.paramAttrs[i]))
        if ((a->kind == AttrKind::ByVal || a->kind == AttrKind::StructRet) && a->type)
          text = pointerTo(type(a->type), pt->addrSpace());
    params += (i ? ", " : "") + text;
  }
  if (ft->isVarArg())
    params += ft->members().empty() ? "..." : ", ...";
  return fmt::format("{} ({})", type(ft->returnType()), params);
}

const Type *gepResultElement(const Type *source, const std::vector<Value *> &indices) {
  const Type *t = source;
  for (size_t i = 2; i < indices.size(); ++i) {
    if (t->isStruct()) {
      const auto *ci = dyn_cast<ConstantInt>(indices[i]);
      if (!ci || ci->zext() >= t->members().size())
        return nullptr;
      t = t->members()[ci->zext()];
    } else if (t->isArray() || t->isVector()) {
      t = t->element();
    } else {
      return nullptr;
    }
  }
  return t;
}

std::string Nvvm7Writer::localName(const Value *v) {
  // NOTE: unnamed values print as `%.uN` (N: LLVM's number) so that the bitcasts added between
  // them need no renumbering; LLVM reads `.uN` as an ordinary name.
  if (!v->name.empty())
    return asmName('%', v->name);
  int64_t slot = slots_ ? slots_->slot(v) : -1;
  if (slot < 0)
    throw Nvvm7Unsupported("a reference to a value outside the function");
  return fmt::format("%.u{}", slot);
}

std::string Nvvm7Writer::value(const Value *v) {
  if (!v)
    throw Nvvm7Unsupported("a missing operand");
  switch (v->valueKind()) {
  case ValueKind::Argument:
  case ValueKind::BasicBlock:
  case ValueKind::Instruction: return localName(v);
  default: return constant(v);
  }
}

std::string Nvvm7Writer::typed(const Value *v) {
  if (v && v->valueKind() == ValueKind::MetadataValue)
    return value(v);
  return type(v ? v->type : nullptr) + " " + value(v);
}

std::string Nvvm7Writer::constantAs(const Value *v, const std::string &pointee) {
  unsigned as = v->type->addrSpace();
  std::string want = pointerTo(pointee, as);
  switch (v->valueKind()) {
  case ValueKind::ConstNull: return "null";
  case ValueKind::ConstUndef:
  case ValueKind::ConstPoison: return "undef";
  case ValueKind::Global: {
    const auto *g = cast<GlobalValue>(v);
    std::string own = globalType(*g);
    std::string name = g->name.empty() ? fmt::format("@{}", g->slot) : asmName('@', g->name);
    return own == want ? name : fmt::format("bitcast ({} {} to {})", own, name, want);
  }
  default:
    if (pointee == "i8")
      return constant(v);
    return fmt::format("bitcast ({} {} to {})", pointerTo("i8", as), constant(v), want);
  }
}

/// Integer flags LLVM 7 reads on `op`: nuw/nsw on add, sub, mul, shl; exact on divisions and
/// right shifts. `disjoint`, `nneg`, `samesign` and trunc's flags are newer and dropped (they only
/// narrow what optimisers may assume).
static std::string intFlags(Opcode op, uint16_t flags) {
  std::string s;
  if (op == Opcode::Add || op == Opcode::Sub || op == Opcode::Mul || op == Opcode::Shl) {
    if (flags & kNUW)
      s += " nuw";
    if (flags & kNSW)
      s += " nsw";
  }
  if ((op == Opcode::UDiv || op == Opcode::SDiv || op == Opcode::LShr || op == Opcode::AShr) &&
      (flags & kExact))
    s += " exact";
  return s;
}

std::string nvvm7IntFlags(Opcode op, uint16_t flags) { return intFlags(op, flags); }

std::string Nvvm7Writer::constant(const Value *v) {
  auto splat = [&](const std::string &elem) {
    std::string s = "<";
    std::string et = type(v->type->element());
    for (uint64_t i = 0; i < v->type->count(); ++i)
      s += (i ? ", " : "") + et + " " + elem;
    return s + ">";
  };
  switch (v->valueKind()) {
  case ValueKind::ConstInt: {
    const auto *ci = cast<ConstantInt>(v);
    std::string text =
        ci->width() == 1 ? std::string(ci->value == 0 ? "false" : "true") : ci->signedValue().str();
    return v->type->isVector() ? splat(text) : text;
  }
  case ValueKind::ConstFP: {
    const auto *fp = cast<ConstantFP>(v);
    const Type *st = v->type->scalar();
    std::string text = st->kind() == TypeKind::BFloat ? std::to_string(int16_t(fp->lo))
                                                      : formatFloatConstant(st, fp->lo, fp->hi);
    return v->type->isVector() ? splat(text) : text;
  }
  case ValueKind::ConstNull: return v->type->isToken() ? "none" : "null";
  case ValueKind::ConstUndef:
  case ValueKind::ConstPoison: return "undef";
  case ValueKind::ConstZero: return "zeroinitializer";
  case ValueKind::ConstString: return "c\"" + escapeAsmString(cast<ConstantString>(v)->bytes) + "\"";
  case ValueKind::ConstAggregate: {
    const auto *agg = cast<ConstantAggregate>(v);
    std::string s;
    for (size_t i = 0; i < agg->elems.size(); ++i)
      s += (i ? ", " : "") + typed(agg->elems[i]);
    if (v->type->isVector())
      return "<" + s + ">";
    if (v->type->isArray())
      return "[" + s + "]";
    if (v->type->isPacked())
      return "<{ " + s + " }>";
    return agg->elems.empty() ? "{}" : "{ " + s + " }";
  }
  case ValueKind::Global: {
    const auto *g = cast<GlobalValue>(v);
    if (g->kind == GlobalKind::Alias || g->kind == GlobalKind::IFunc)
      throw Nvvm7Unsupported("alias @" + g->name + ": NVVM IR has no aliases");
    return constantAs(v, "i8");
  }
  case ValueKind::ConstExpr: return constantExpr(cast<ConstantExpr>(v));
  case ValueKind::InlineAsm: {
    const auto *ia = cast<InlineAsm>(v);
    std::string s = "asm";
    if (ia->sideEffect)
      s += " sideeffect";
    if (ia->alignStack)
      s += " alignstack";
    if (ia->intelDialect)
      s += " inteldialect";
    return s +
           fmt::format(" \"{}\", \"{}\"", escapeAsmString(ia->asmString), escapeAsmString(ia->constraints));
  }
  case ValueKind::MetadataValue: {
    std::string s = "metadata ";
    if (!metadata(s, cast<MetadataValue>(v)->md))
      throw Nvvm7Unsupported("debug-info metadata as an operand");
    return s;
  }
  default: throw Nvvm7Unsupported("constant " + printValueRef(*v) + " has no LLVM 7 spelling");
  }
}

/// A getelementptr constant expression: over its typed source pointer, then cast back to `i8*`.
std::string Nvvm7Writer::gepConstantExpr(const ConstantExpr *ce) {
  if (ce->type->isVector() || !ce->sourceType)
    throw Nvvm7Unsupported("a vector getelementptr constant expression");
  const Type *elem = gepResultElement(ce->sourceType, ce->ops);
  if (!elem)
    throw Nvvm7Unsupported("a getelementptr constant expression indexing a struct by a variable");
  std::string src = type(ce->sourceType);
  unsigned as = ce->ops[0]->type->addrSpace();
  std::string s = fmt::format("getelementptr {}({}, {} {}", (ce->flags & kInBounds) ? "inbounds " : "", src,
                              pointerTo(src, as), constantAs(ce->ops[0], src));
  for (size_t i = 1; i < ce->ops.size(); ++i)
    s += ", " + typed(ce->ops[i]);
  s += ")";
  std::string elemText = type(elem);
  return elemText == "i8"
             ? s
             : fmt::format("bitcast ({} {} to {})", pointerTo(elemText, as), s, pointerTo("i8", as));
}

/// One case per row of Opcodes.def, so that the compiler names this switch when a row is added.
std::string Nvvm7Writer::constantExpr(const ConstantExpr *ce) {
  Opcode op = ce->opcode;
  auto typedOp = [&](size_t i) {
    if (i >= ce->ops.size())
      throw Nvvm7Unsupported("constant expression without its operands");
    return typed(ce->ops[i]);
  };
  /// `kw (T a, T b, ...`, without the closing parenthesis.
  auto operandList = [&](const std::string &kw) {
    std::string s = kw + " (";
    for (size_t i = 0; i < ce->ops.size(); ++i)
      s += (i ? ", " : "") + typedOp(i);
    return s;
  };
  std::string kw(opcodeKeyword(op));
  switch (op) {
  case Opcode::GetElementPtr: return gepConstantExpr(ce);

  case Opcode::Trunc:
  case Opcode::ZExt:
  case Opcode::SExt:
  case Opcode::FPTrunc:
  case Opcode::FPExt:
  case Opcode::FPToUI:
  case Opcode::FPToSI:
  case Opcode::UIToFP:
  case Opcode::SIToFP:
  case Opcode::PtrToInt:
  case Opcode::IntToPtr:
  case Opcode::BitCast:
  case Opcode::AddrSpaceCast:
    // A pointer-to-pointer bitcast in one address space changes nothing once both are `i8*`.
    if (op == Opcode::BitCast && ce->type->isPointer() && ce->ops[0]->type->isPointer())
      return value(ce->ops[0]);
    return fmt::format("{} ({} to {})", kw, typedOp(0), type(ce->type));

  case Opcode::Add:
  case Opcode::FAdd:
  case Opcode::Sub:
  case Opcode::FSub:
  case Opcode::Mul:
  case Opcode::FMul:
  case Opcode::UDiv:
  case Opcode::SDiv:
  case Opcode::FDiv:
  case Opcode::URem:
  case Opcode::SRem:
  case Opcode::FRem:
  case Opcode::Shl:
  case Opcode::LShr:
  case Opcode::AShr:
  case Opcode::And:
  case Opcode::Or:
  case Opcode::Xor: return fmt::format("{}{} ({}, {})", kw, intFlags(op, ce->flags), typedOp(0), typedOp(1));

  case Opcode::ICmp:
  case Opcode::FCmp:
    return fmt::format("{} {} ({}, {})", kw, predicateKeyword(ce->predicate), typedOp(0), typedOp(1));
  case Opcode::Select:
  case Opcode::ExtractElement:
  case Opcode::InsertElement:
  case Opcode::ShuffleVector: return operandList(kw) + ")";
  case Opcode::ExtractValue:
  case Opcode::InsertValue: {
    std::string s = operandList(kw);
    for (unsigned idx : ce->indices)
      s += fmt::format(", {}", idx);
    return s + ")";
  }

  // LLVM 7 has no fneg; the rest are no constant expressions at all.
  case Opcode::FNeg:
  case Opcode::Ret:
  case Opcode::Br:
  case Opcode::Switch:
  case Opcode::IndirectBr:
  case Opcode::Invoke:
  case Opcode::Resume:
  case Opcode::Unreachable:
  case Opcode::CleanupRet:
  case Opcode::CatchRet:
  case Opcode::CatchSwitch:
  case Opcode::CallBr:
  case Opcode::Alloca:
  case Opcode::Load:
  case Opcode::Store:
  case Opcode::Fence:
  case Opcode::CmpXchg:
  case Opcode::AtomicRMW:
  case Opcode::Phi:
  case Opcode::Freeze:
  case Opcode::Call:
  case Opcode::VAArg:
  case Opcode::LandingPad:
  case Opcode::CatchPad:
  case Opcode::CleanupPad:
  case Opcode::Invalid: break;
  }
  throw Nvvm7Unsupported("constant expression '" + kw + "' has no LLVM 7 spelling");
}

bool Nvvm7Writer::metadata(std::string &out, const Metadata *md) {
  if (!md) {
    out += "null";
    return true;
  }
  switch (md->mdKind()) {
  case MDKind::String:
    out += "!\"" + escapeAsmString(static_cast<const MDString *>(md)->str) + "\"";
    return true;
  case MDKind::Value: {
    const Value *v = static_cast<const ValueAsMetadata *>(md)->value;
    // A global in metadata keeps its own typed pointer type: `void (i8*)* @k` in nvvm.annotations.
    if (const auto *g = dyn_cast<GlobalValue>(v)) {
      out += globalType(*g) + " " + (g->name.empty() ? fmt::format("@{}", g->slot) : asmName('@', g->name));
      return true;
    }
    if (!v->isConstant())
      return false;
    out += typed(v);
    return true;
  }
  case MDKind::Node: {
    const auto *n = static_cast<const MDNode *>(md);
    if (!n->isTuple())
      return false;
    std::string ref = metadataNode(n);
    if (ref.empty())
      return false;
    out += ref;
    return true;
  }
  }
  return false;
}

std::string Nvvm7Writer::metadataNode(const MDNode *n) {
  if (auto it = mdNumbers_.find(n); it != mdNumbers_.end())
    return it->second < 0 ? std::string() : fmt::format("!{}", it->second);
  mdNumbers_[n] = -1; // a cycle through this node drops it
  std::string body = n->distinct ? "distinct !{" : "!{";
  for (size_t i = 0; i < n->ops.size(); ++i) {
    if (i)
      body += ", ";
    if (!metadata(body, n->ops[i]))
      return {};
  }
  body += "}";
  int64_t num = int64_t(mdLines_.size());
  mdNumbers_[n] = num;
  mdLines_.push_back(fmt::format("!{} = {}", num, body));
  return fmt::format("!{}", num);
}

} // namespace nvsim::printer
