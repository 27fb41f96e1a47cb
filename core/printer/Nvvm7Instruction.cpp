// NVVM IR 2.0: instructions in LLVM 7 syntax, with the bitcasts typed pointers need.
#include "core/ir/AsmNames.h"
#include "core/printer/Nvvm7Writer.h"
#include "core/printer/Printer.h"

#include <fmt/format.h>

namespace nvsim::printer {

using namespace ir;

static std::string fastMath(uint8_t fm) {
  if ((fm & kFMFast) == kFMFast)
    return " fast";
  static constexpr std::pair<uint8_t, const char *> kFlags[] = {
      {kFMReassoc, " reassoc"},   {kFMNoNaNs, " nnan"},          {kFMNoInfs, " ninf"},
      {kFMNoSignedZeros, " nsz"}, {kFMAllowReciprocal, " arcp"}, {kFMAllowContract, " contract"},
      {kFMApproxFunc, " afn"}};
  std::string s;
  for (auto [bit, text] : kFlags)
    if (fm & bit)
      s += text;
  return s;
}

std::string Nvvm7Writer::fresh() { return fmt::format("%.t{}", nextTemp_++); }

std::string Nvvm7Writer::result(const Instruction &inst) {
  return inst.type && !inst.type->isVoid() ? localName(&inst) + " = " : std::string();
}

std::string Nvvm7Writer::pointerOperand(const Value *v, const std::string &pointee) {
  if (!v || !v->type || !v->type->isPointer())
    throw Nvvm7Unsupported("a pointer operand that is not a pointer");
  unsigned as = v->type->addrSpace();
  std::string want = pointerTo(pointee, as);
  if (v->isConstant())
    return want + " " + constantAs(v, pointee);
  if (pointee == "i8")
    return want + " " + value(v);
  std::string name = fresh();
  emit(fmt::format("{} = bitcast {} {} to {}", name, pointerTo("i8", as), value(v), want));
  return want + " " + name;
}

static std::string atomicSuffix(const Instruction &inst) {
  std::string s;
  if (!inst.syncScope.empty())
    s += fmt::format(" syncscope(\"{}\")", escapeAsmString(inst.syncScope));
  return s + " " + std::string(orderingKeyword(inst.ordering));
}

static std::string alignSuffix(uint64_t align) {
  return align ? fmt::format(", align {}", align) : std::string();
}

/// The failure ordering LLVM derives for a cmpxchg that wrote only one ordering.
static AtomicOrdering failureOrderingFor(AtomicOrdering success) {
  switch (success) {
  case AtomicOrdering::AcqRel: return AtomicOrdering::Acquire;
  case AtomicOrdering::Release: return AtomicOrdering::Monotonic;
  default: return success;
  }
}

void Nvvm7Writer::writeLoad(const Instruction &inst) {
  const auto &ops = inst.ops;
  const std::string res = result(inst);
  const std::string vol = (inst.flags & kVolatile) ? " volatile" : "";
  const bool atomic = inst.ordering != AtomicOrdering::NotAtomic;
  std::string t = type(inst.type);
  std::string p = pointerOperand(ops.at(0), t);
  emit(fmt::format("{}load{}{} {}, {}{}{}", res, atomic ? " atomic" : "", vol, t, p,
                   atomic ? atomicSuffix(inst) : "", alignSuffix(inst.align)));
}

void Nvvm7Writer::writeStore(const Instruction &inst) {
  const auto &ops = inst.ops;
  const std::string vol = (inst.flags & kVolatile) ? " volatile" : "";
  const bool atomic = inst.ordering != AtomicOrdering::NotAtomic;
  std::string v = typed(ops.at(0));
  std::string p = pointerOperand(ops.at(1), type(ops[0]->type));
  emit(fmt::format("store{}{} {}, {}{}{}", atomic ? " atomic" : "", vol, v, p,
                   atomic ? atomicSuffix(inst) : "", alignSuffix(inst.align)));
}

void Nvvm7Writer::writeCmpXchg(const Instruction &inst) {
  const auto &ops = inst.ops;
  const std::string res = result(inst);
  const std::string vol = (inst.flags & kVolatile) ? " volatile" : "";
  std::string t = type(ops.at(1)->type);
  std::string p = pointerOperand(ops.at(0), t);
  AtomicOrdering failure = inst.failureOrdering;
  if (failure == AtomicOrdering::NotAtomic)
    failure = failureOrderingFor(inst.ordering);
  // NOTE: LLVM 7 has no `align` on cmpxchg and atomicrmw; they are always naturally aligned.
  emit(fmt::format("{}cmpxchg{}{} {}, {}, {}{} {}", res, (inst.flags & kWeak) ? " weak" : "", vol, p,
                   typed(ops.at(1)), typed(ops.at(2)), atomicSuffix(inst), orderingKeyword(failure)));
}

void Nvvm7Writer::writeAtomicRMW(const Instruction &inst) {
  const auto &ops = inst.ops;
  const std::string res = result(inst);
  const std::string vol = (inst.flags & kVolatile) ? " volatile" : "";
  const Type *vt = ops.at(1)->type;
  RMWOp op = inst.rmwOp;
  const RMWNvvm7 form = rmwInfo(op).nvvm7; // the table's NVVM IR 2.0 column
  if (form == RMWNvvm7::Keyword && vt->isInteger()) {
    std::string t = type(vt);
    std::string p = pointerOperand(ops[0], t);
    emit(fmt::format("{}atomicrmw{} {} {}, {}{}", res, vol, rmwKeyword(op), p, typed(ops[1]),
                     atomicSuffix(inst)));
    return;
  }
  if (op == RMWOp::Xchg && (vt->isFloatingPoint() || vt->isPointer())) {
    // LLVM 7 exchanges integers only: the same bits as an integer of the same width.
    std::string it = vt->isPointer() ? (is64_ ? "i64" : "i32") : fmt::format("i{}", vt->scalarBits());
    std::string bits = fresh(), old = fresh();
    std::string conv = vt->isPointer() ? "ptrtoint" : "bitcast";
    emit(fmt::format("{} = {} {} to {}", bits, conv, typed(ops[1]), it));
    std::string p = pointerOperand(ops[0], it);
    emit(fmt::format("{} = atomicrmw{} xchg {}, {} {}{}", old, vol, p, it, bits, atomicSuffix(inst)));
    emit(fmt::format("{}{} {} {} to {}", res, vt->isPointer() ? "inttoptr" : "bitcast", it, old, type(vt)));
    return;
  }
  // libNVVM's atomic intrinsics (NVVM IR specification, "Atomic"): relaxed, no scope operand.
  std::string callee, operand = typed(ops[1]);
  std::string t = type(vt);
  unsigned as = ops[0]->type->addrSpace();
  if (form == RMWNvvm7::LoadAdd && (t == "float" || t == "double")) {
    std::string bits = t == "float" ? "f32" : "f64";
    callee = fmt::format("llvm.nvvm.atomic.load.add.{}.p{}{}", bits, as, bits);
    if (op == RMWOp::FSub) {
      std::string neg = fresh();
      emit(fmt::format("{} = fsub {} -0.0, {}", neg, t, value(ops[1])));
      operand = t + " " + neg;
    }
  } else if (form == RMWNvvm7::IncDec32 && t == "i32") {
    callee = fmt::format("llvm.nvvm.atomic.load.{}.32.p{}i32", op == RMWOp::UIncWrap ? "inc" : "dec", as);
  } else {
    unsupported(&inst, fmt::format("atomicrmw {} on {} has no LLVM 7 form libNVVM reads", rmwKeyword(op), t));
  }
  // The intrinsic is relaxed. A stronger ordering gets a membar (PTX fence.sc) of the atomic's
  // scope on each side, which orders at least as strongly as the original.
  std::string membar;
  if (inst.ordering != AtomicOrdering::Monotonic && inst.ordering != AtomicOrdering::Unordered) {
    membar = inst.syncScope == "block" ? "llvm.nvvm.membar.cta"
             : inst.syncScope.empty()  ? "llvm.nvvm.membar.sys"
                                       : "llvm.nvvm.membar.gl";
    addedDeclarations_[membar] = "declare void @" + membar + "()";
    emit("call void @" + membar + "()");
  }
  std::string p = pointerOperand(ops[0], t);
  addedDeclarations_[callee] = fmt::format("declare {} @{}({}, {})", t, callee, pointerTo(t, as), t);
  emit(fmt::format("{}call {} @{}({}, {})", res, t, callee, p, operand));
  if (!membar.empty())
    emit("call void @" + membar + "()");
}

void Nvvm7Writer::writeGep(const Instruction &inst) {
  const auto &ops = inst.ops;
  if (!inst.auxType)
    unsupported(&inst, "getelementptr without a source type");
  const Type *elem = gepResultElement(inst.auxType, ops);
  if (!elem)
    unsupported(&inst, "getelementptr indexing a struct by a variable");
  std::string src = type(inst.auxType);
  std::string elemText = type(elem);
  // A vector of pointers (a vector base, or vector indices) is LLVM 7's vector form with typed
  // elements: `getelementptr i32, <4 x i32*> %b, <4 x i64> %i`, its `<4 x i32*>` cast back to `<4 x i8*>`.
  const bool vector = inst.type->isVector();
  const unsigned as = (vector ? inst.type->element() : inst.type)->addrSpace();
  auto typedPtr = [&](const std::string &pointee) {
    return vector ? fmt::format("<{} x {}>", inst.type->count(), pointerTo(pointee, as))
                  : pointerTo(pointee, as);
  };
  std::string base;
  if (!ops.at(0)->type->isVector()) {
    base = pointerOperand(ops[0], src);
  } else if (src == "i8") {
    base = typed(ops[0]);
  } else if (ops[0]->isConstant()) {
    base = fmt::format("{} bitcast ({} to {})", typedPtr(src), typed(ops[0]), typedPtr(src));
  } else {
    std::string cast = fresh();
    emit(fmt::format("{} = bitcast {} to {}", cast, typed(ops[0]), typedPtr(src)));
    base = typedPtr(src) + " " + cast;
  }
  std::string text =
      fmt::format("getelementptr{} {}, {}", (inst.flags & kInBounds) ? " inbounds" : "", src, base);
  for (size_t i = 1; i < ops.size(); ++i)
    text += ", " + typed(ops[i]);
  if (elemText == "i8") {
    emit(result(inst) + text);
    return;
  }
  std::string tmp = fresh();
  emit(tmp + " = " + text);
  emit(fmt::format("{}bitcast {} {} to {}", result(inst), typedPtr(elemText), tmp, typedPtr("i8")));
}

/// Pointee of the typed pointer a call argument must be: byval/sret type, else empty.
static const Type *byvalType(const std::vector<const Attribute *> &attrs) {
  for (const Attribute *a : attrs)
    if ((a->kind == AttrKind::ByVal || a->kind == AttrKind::StructRet) && a->type)
      return a->type;
  return nullptr;
}

void Nvvm7Writer::writeCall(const Instruction &inst) {
  const Value *callee = inst.callee();
  const auto *fn = dyn_cast<GlobalValue>(callee);
  if (fn && fn->isIntrinsic() && writeIntrinsicCall(inst, *fn))
    return;
  if (inst.opcode != Opcode::Call)
    unsupported(&inst, "invoke and callbr do not exist in NVVM IR");
  if (!inst.bundles.empty())
    unsupported(&inst, "operand bundles are newer than NVVM IR 2.0");
  const Type *fty = inst.auxType;
  if (!fty || !fty->isFunction())
    unsupported(&inst, "call without a function type");
  IntrinsicSig sig;
  const bool intrinsic = fn && fn->isIntrinsic();
  if (intrinsic)
    sig = intrinsicSig(*fn);
  std::string args, params;
  for (size_t i = 1; i < inst.ops.size(); ++i) {
    const Value *arg = inst.ops[i];
    size_t ai = i - 1;
    std::vector<const Attribute *> attrs;
    if (ai < inst.argAttrs.size())
      attrs = resolve(inst.argAttrs[ai]);
    const Type *pointee = byvalType(attrs);
    if (!pointee && fn && fn->isFunction() && ai < fn->paramAttrs.size())
      pointee = byvalType(resolve(fn->paramAttrs[ai]));
    std::string pointeeText = pointee ? type(pointee) : std::string();
    if (intrinsic && ai < sig.pointees.size() && !sig.pointees[ai].empty())
      pointeeText = sig.pointees[ai];
    const bool typedPointer = !pointeeText.empty() && arg->type->isPointer();
    std::string text = typedPointer ? pointerOperand(arg, pointeeText) : typed(arg);
    std::string paramType = typedPointer ? pointerTo(pointeeText, arg->type->addrSpace()) : type(arg->type);
    if (arg->valueKind() == ValueKind::MetadataValue)
      paramType = "metadata";
    params += (ai ? ", " : "") + paramType;
    if (ai < inst.argAttrs.size() && !intrinsic) {
      std::string at = attributes(inst.argAttrs[ai], false);
      text.insert(paramType.size(), at);
    }
    args += (ai ? ", " : "") + text;
  }
  if (fty->isVarArg())
    params += fty->members().empty() ? "..." : ", ...";
  std::string retType = type(fty->returnType());
  std::string callType = fmt::format("{} ({})", retType, params);
  std::string calleeText;
  if (intrinsic) {
    calleeText = asmName('@', sig.name);
  } else if (fn && fn->isFunction() && functionType(*fn) == callType) {
    calleeText = fn->name.empty() ? fmt::format("@{}", fn->slot) : asmName('@', fn->name);
  } else if (callee->valueKind() == ValueKind::InlineAsm || callee->isConstant()) {
    calleeText = callee->valueKind() == ValueKind::InlineAsm ? value(callee) : constantAs(callee, callType);
  } else {
    std::string p = pointerOperand(callee, callType);
    calleeText = p.substr(p.rfind(' ') + 1);
  }
  std::string s = result(inst);
  switch (inst.tail) {
  case TailKind::Tail: s += "tail "; break;
  case TailKind::MustTail: s += "musttail "; break;
  case TailKind::NoTail: s += "notail "; break;
  case TailKind::None: break;
  }
  s += "call" + fastMath(inst.fastMath);
  if (inst.callingConv && inst.callingConv != kCallingConvPtxKernel &&
      inst.callingConv != kCallingConvPtxDevice)
    s += fmt::format(" cc {}", inst.callingConv);
  if (!intrinsic)
    s += attributes(inst.retAttrs, false);
  s += " " + (fty->isVarArg() ? callType : retType) + " " + calleeText + "(" + args + ")";
  if (!intrinsic)
    s += attributes(inst.fnAttrs, true);
  emit(s);
}

/// One case per row of Opcodes.def, so that the compiler names this switch when a row is added.
void Nvvm7Writer::writeInstruction(const Instruction &inst) {
  const auto &ops = inst.ops;
  const Opcode op = inst.opcode;
  const std::string res = result(inst);
  auto label = [&](const BasicBlock *bb) { return "label " + localName(bb); };
  auto typedList = [&](size_t from) {
    std::string s;
    for (size_t i = from; i < ops.size(); ++i)
      s += (i > from ? ", " : "") + typed(ops[i]);
    return s;
  };
  std::string kw(opcodeKeyword(op));
  switch (op) {
  // Terminators.
  case Opcode::Ret: emit(ops.empty() ? "ret void" : "ret " + typed(ops[0])); return;
  case Opcode::Br:
    if (ops.empty())
      emit("br " + label(inst.successors.at(0)));
    else
      emit(fmt::format("br {}, {}, {}", typed(ops[0]), label(inst.successors.at(0)),
                       label(inst.successors.at(1))));
    return;
  case Opcode::Switch: {
    std::string s = fmt::format("switch {}, {} [", typed(ops.at(0)), label(inst.successors.at(0)));
    for (size_t i = 1; i < ops.size(); ++i)
      s += fmt::format("\n    {}, {}", typed(ops[i]), label(inst.successors.at(i)));
    emit(s + "\n  ]");
    return;
  }
  case Opcode::Unreachable: emit("unreachable"); return;
  case Opcode::Invoke:
  case Opcode::CallBr: writeCall(inst); return;
  case Opcode::IndirectBr:
  case Opcode::Resume:
  case Opcode::CleanupRet:
  case Opcode::CatchRet:
  case Opcode::CatchSwitch: break;

  // Unary, binary and bitwise operations.
  case Opcode::FNeg: writeFNeg(inst); return;
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
  case Opcode::Xor:
    emit(fmt::format("{}{}{}{} {}, {}", res, kw, nvvm7IntFlags(op, inst.flags), fastMath(inst.fastMath),
                     typed(ops.at(0)), value(ops.at(1))));
    return;

  // Vector and aggregate operations.
  case Opcode::ExtractElement:
  case Opcode::InsertElement:
  case Opcode::ShuffleVector: emit(res + kw + " " + typedList(0)); return;
  case Opcode::ExtractValue:
  case Opcode::InsertValue: {
    std::string s = res + kw + " " + typedList(0);
    for (unsigned idx : inst.indices)
      s += fmt::format(", {}", idx);
    emit(s);
    return;
  }

  // Memory access and addressing.
  case Opcode::Alloca: writeAlloca(inst); return;
  case Opcode::Load: writeLoad(inst); return;
  case Opcode::Store: writeStore(inst); return;
  case Opcode::Fence: writeFence(inst); return;
  case Opcode::CmpXchg: writeCmpXchg(inst); return;
  case Opcode::AtomicRMW: writeAtomicRMW(inst); return;
  case Opcode::GetElementPtr: writeGep(inst); return;

  // Conversions.
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
    emit(fmt::format("{}{} {} to {}", res, kw, typed(ops.at(0)), type(inst.type)));
    return;

  // Other operations.
  case Opcode::ICmp:
  case Opcode::FCmp:
    emit(fmt::format("{}{}{} {} {}, {}", res, kw, fastMath(inst.fastMath), predicateKeyword(inst.predicate),
                     typed(ops.at(0)), value(ops.at(1))));
    return;
  case Opcode::Phi: {
    std::string s = res + "phi " + type(inst.type);
    for (size_t i = 0; i < ops.size(); ++i)
      s += fmt::format("{}[ {}, {} ]", i ? ", " : " ", value(ops[i]), localName(inst.successors.at(i)));
    emit(s);
    return;
  }
  // NOTE: LLVM 7 reads fast-math flags on floating-point operators and calls only, not on select
  // or phi; they are dropped there.
  case Opcode::Select: emit(res + kw + " " + typedList(0)); return;
  case Opcode::Freeze:
    // LLVM 7 has no freeze: the operand itself, under the result's name. (NVVM IR has no poison
    // either, and undef already may take any value.)
    if (inst.type->isAggregate())
      unsupported(&inst, "freeze of an aggregate");
    emit(fmt::format("{}bitcast {} to {}", res, typed(ops.at(0)), type(inst.type)));
    return;
  case Opcode::Call: writeCall(inst); return;
  case Opcode::VAArg:
  case Opcode::LandingPad:
  case Opcode::CatchPad:
  case Opcode::CleanupPad:
  case Opcode::Invalid: break;
  }
  unsupported(&inst, "'" + kw + "' does not exist in NVVM IR");
}

/// LLVM 7 has no fneg: `fsub -0.0, x` flips the sign bit the same way (NaNs included on NVPTX).
void Nvvm7Writer::writeFNeg(const Instruction &inst) {
  const std::string res = result(inst);
  const Type *st = inst.type->scalar();
  std::string zero;
  switch (st->kind()) {
  case TypeKind::Half: zero = "0xH8000"; break;
  case TypeKind::Float:
  case TypeKind::Double: zero = "-0.0"; break;
  default: unsupported(&inst, "fneg of " + typeToString(st));
  }
  if (inst.type->isVector()) {
    std::string v = "<";
    for (uint64_t i = 0; i < inst.type->count(); ++i)
      v += (i ? ", " : "") + type(st) + " " + zero;
    zero = v + ">";
  }
  emit(fmt::format("{}fsub{} {} {}, {}", res, fastMath(inst.fastMath), type(inst.type), zero,
                   value(inst.ops.at(0))));
}

void Nvvm7Writer::writeAlloca(const Instruction &inst) {
  const std::string res = result(inst);
  std::string t = type(inst.auxType);
  std::string s = "alloca " + t;
  if (!inst.ops.empty()) {
    const auto *ci = dyn_cast<ConstantInt>(inst.ops[0]);
    if (!(ci && ci->type->isInteger(32) && ci->value == 1))
      s += ", " + typed(inst.ops[0]);
  }
  s += alignSuffix(inst.align);
  if (inst.addrSpace)
    s += fmt::format(", addrspace({})", inst.addrSpace);
  if (t == "i8") {
    emit(res + s);
    return;
  }
  std::string tmp = fresh();
  emit(tmp + " = " + s);
  emit(fmt::format("{}bitcast {} {} to {}", res, pointerTo(t, inst.addrSpace), tmp, type(inst.type)));
}

/// libNVVM rejects the `fence` instruction ("unsupported operation"; the NVVM IR specification
/// says to use intrinsics): the PTX fence of the same strength and scope, as inline asm.
void Nvvm7Writer::writeFence(const Instruction &inst) {
  if (inst.syncScope == "singlethread") {
    emit("call void asm sideeffect \"\", \"~{memory}\"()");
    return;
  }
  const char *scope = inst.syncScope == "block"     ? "cta"
                      : inst.syncScope == "cluster" ? "cluster"
                      : inst.syncScope.empty()      ? "sys"
                                                    : "gpu";
  const char *sem = inst.ordering == AtomicOrdering::SeqCst ? "sc" : "acq_rel";
  emit(fmt::format("call void asm sideeffect \"fence.{}.{};\", \"~{{memory}}\"()", sem, scope));
}

} // namespace nvsim::printer
