// Operands: references to locals and globals, constants and constant expressions.
#include "core/ir/AsmNames.h"
#include "core/printer/AsmWriter.h"
#include "core/printer/Printer.h"

#include <fmt/format.h>

namespace nvsim::printer {

using namespace ir;

/// The function a local value belongs to (null when it is detached).
static const GlobalValue *parentFunction(const Value *v) {
  if (const auto *a = dyn_cast<Argument>(v))
    return a->parent;
  if (const auto *bb = dyn_cast<BasicBlock>(v))
    return bb->parent;
  if (const auto *inst = dyn_cast<Instruction>(v))
    return inst->parent ? inst->parent->parent : nullptr;
  return nullptr;
}

void AsmWriter::writeBlockRef(std::string &out, const BasicBlock *bb) { writeValue(out, bb); }

void AsmWriter::writeValue(std::string &out, const Value *v) {
  if (!v) {
    out += "<null operand>";
    return;
  }
  switch (v->valueKind()) {
  case ValueKind::Argument:
  case ValueKind::BasicBlock:
  case ValueKind::Instruction: {
    if (!v->name.empty()) {
      out += asmName('%', v->name);
      return;
    }
    const GlobalValue *fn = parentFunction(v);
    int64_t slot = fn ? slotsOf(fn).slot(v) : -1;
    out += slot >= 0 ? fmt::format("%{}", slot) : std::string("%<badref>");
    return;
  }
  case ValueKind::Global: {
    const auto *g = cast<GlobalValue>(v);
    out += g->name.empty() ? fmt::format("@{}", globalSlot(g)) : asmName('@', g->name);
    return;
  }
  default: writeConstant(out, v);
  }
}

void AsmWriter::writeTypeAndValue(std::string &out, const Value *v) {
  if (v && v->valueKind() == ValueKind::MetadataValue)
    out += "metadata";
  else
    out += v && v->type ? typeToString(v->type) : std::string("<null type>");
  out += ' ';
  writeValue(out, v);
}

/// `splat (T x)` for a scalar constant of vector type.
static bool isSplat(const Value *v) { return v->type->isVector(); }

void AsmWriter::writeConstant(std::string &out, const Value *v) {
  switch (v->valueKind()) {
  case ValueKind::ConstInt: {
    const auto *ci = cast<ConstantInt>(v);
    std::string text =
        ci->width() == 1 ? std::string(ci->value == 0 ? "false" : "true") : ci->signedValue().str();
    out += isSplat(v) ? fmt::format("splat ({} {})", typeToString(v->type->element()), text) : text;
    return;
  }
  case ValueKind::ConstFP: {
    const auto *fp = cast<ConstantFP>(v);
    std::string text = formatFloatConstant(v->type, fp->lo, fp->hi);
    out += isSplat(v) ? fmt::format("splat ({} {})", typeToString(v->type->element()), text) : text;
    return;
  }
  case ValueKind::ConstNull: out += v->type && v->type->isToken() ? "none" : "null"; return;
  case ValueKind::ConstUndef: out += "undef"; return;
  case ValueKind::ConstPoison: out += "poison"; return;
  case ValueKind::ConstZero: out += "zeroinitializer"; return;
  case ValueKind::ConstAggregate: writeAggregate(out, cast<ConstantAggregate>(v)); return;
  case ValueKind::ConstString:
    out += "c\"";
    out += escapeAsmString(cast<ConstantString>(v)->bytes);
    out += '"';
    return;
  case ValueKind::ConstExpr: writeConstExpr(out, cast<ConstantExpr>(v)); return;
  case ValueKind::BlockAddress: {
    const auto *ba = cast<BlockAddress>(v);
    out += "blockaddress(";
    writeValue(out, ba->function);
    out += ", ";
    if (ba->block)
      writeBlockRef(out, ba->block);
    else
      out += ba->numbered ? "%" + ba->blockName : asmName('%', ba->blockName);
    out += ')';
    return;
  }
  case ValueKind::DSOLocalEquivalent:
  case ValueKind::NoCFI:
    out += v->valueKind() == ValueKind::NoCFI ? "no_cfi " : "dso_local_equivalent ";
    writeValue(out, cast<ConstantWrapper>(v)->global);
    return;
  case ValueKind::InlineAsm: {
    const auto *ia = cast<InlineAsm>(v);
    out += "asm ";
    if (ia->sideEffect)
      out += "sideeffect ";
    if (ia->alignStack)
      out += "alignstack ";
    if (ia->intelDialect)
      out += "inteldialect ";
    if (ia->canUnwind)
      out += "unwind ";
    out += fmt::format("\"{}\", \"{}\"", escapeAsmString(ia->asmString), escapeAsmString(ia->constraints));
    return;
  }
  case ValueKind::MetadataValue: writeMetadataValue(out, cast<MetadataValue>(v)); return;
  default: writeValue(out, v); return;
  }
}

void AsmWriter::writeAggregate(std::string &out, const ConstantAggregate *agg) {
  const Type *t = agg->type;
  const char *open = "[", *close = "]";
  if (t->isVector()) {
    open = "<";
    close = ">";
  } else if (t->isStruct()) {
    open = t->isPacked() ? "<{ " : "{ ";
    close = t->isPacked() ? " }>" : " }";
    if (agg->elems.empty()) {
      out += t->isPacked() ? "<{}>" : "{}";
      return;
    }
  }
  out += open;
  for (size_t i = 0; i < agg->elems.size(); ++i) {
    if (i)
      out += ", ";
    writeTypeAndValue(out, agg->elems[i]);
  }
  out += close;
}

void AsmWriter::writeMetadataValue(std::string &out, const MetadataValue *mv) {
  // `metadata !{i32 %x}` of old IR is LLVM 19's `metadata i32 %x`: a tuple can no longer hold a
  // function-local value.
  if (mv->md && mv->md->mdKind() == MDKind::Node) {
    const auto *n = static_cast<const MDNode *>(mv->md);
    if (n->isTuple() && mdSlot(n) < 0 && n->ops.size() == 1 && n->ops[0] &&
        n->ops[0]->mdKind() == MDKind::Value) {
      const Value *inner = static_cast<const ValueAsMetadata *>(n->ops[0])->value;
      if (isa<Argument>(inner) || isa<Instruction>(inner)) {
        writeTypeAndValue(out, inner);
        return;
      }
    }
  }
  writeMetadata(out, mv->md);
}

/// One case per row of Opcodes.def, so that the compiler names this switch when a row is added.
bool isLLVM19ConstExprOpcode(Opcode op) {
  switch (op) {
  case Opcode::Trunc:
  case Opcode::PtrToInt:
  case Opcode::IntToPtr:
  case Opcode::BitCast:
  case Opcode::AddrSpaceCast:
  case Opcode::GetElementPtr:
  case Opcode::Add:
  case Opcode::Sub:
  case Opcode::Mul:
  case Opcode::Xor:
  case Opcode::ExtractElement:
  case Opcode::InsertElement:
  case Opcode::ShuffleVector: return true;

  // Constant expressions LLVM 19 no longer reads (FoldConstExpr.cpp rewrites them).
  case Opcode::ZExt:
  case Opcode::SExt:
  case Opcode::FPTrunc:
  case Opcode::FPExt:
  case Opcode::FPToUI:
  case Opcode::FPToSI:
  case Opcode::UIToFP:
  case Opcode::SIToFP:
  case Opcode::FNeg:
  case Opcode::FAdd:
  case Opcode::FSub:
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
  case Opcode::ICmp:
  case Opcode::FCmp:
  case Opcode::Select:
  case Opcode::ExtractValue:
  case Opcode::InsertValue: return false;

  // No constant expression has these.
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
  case Opcode::Invalid: return false;
  }
  return false;
}

void AsmWriter::writeConstExpr(std::string &out, const ConstantExpr *ce) {
  if (current_) {
    auto it = current_->find(ce);
    if (it != current_->end()) {
      out += asmName('%', it->second);
      return;
    }
  }
  Opcode op = ce->opcode;
  // NOTE: an expression LLVM 19 cannot read as a constant and that has no rewriting falls through
  // to the old syntax below. Inside functions it was replaced by an instruction (Materialize.cpp)
  // before this point; in a global initializer `llvm-as` 19 rejects it with "... constexprs are
  // no longer supported" (documented in docs/printer.md).
  if (!isLLVM19ConstExprOpcode(op) && writeLegacyConstExpr(*this, out, ce))
    return;
  out += opcodeKeyword(op);
  auto operands = [&](size_t from) {
    for (size_t i = from; i < ce->ops.size(); ++i) {
      if (i > from)
        out += ", ";
      writeTypeAndValue(out, ce->ops[i]);
    }
  };
  if (isCast(op)) {
    out += " (";
    if (!ce->ops.empty())
      writeTypeAndValue(out, ce->ops[0]);
    out += " to ";
    out += typeToString(ce->type);
    out += ')';
    return;
  }
  if (op == Opcode::GetElementPtr) {
    if (ce->flags & kInBounds)
      out += " inbounds";
    else if (ce->flags & kGepNUSW)
      out += " nusw";
    if (ce->flags & kGepNUW)
      out += " nuw";
    // The old `inrange` marker before an index (ce->inrangeIndex) has no LLVM 19 spelling: the
    // range is in bytes now and needs the data layout. It only limits what may be assumed, so
    // dropping it keeps the meaning.
    if (ce->inrange)
      out += fmt::format(" inrange({}, {})", ce->inrange->first.str(), ce->inrange->second.str());
    out += " (";
    out += ce->sourceType ? typeToString(ce->sourceType) : std::string("<unknown type>");
    if (!ce->ops.empty())
      out += ", ";
    operands(0);
    out += ')';
    return;
  }
  if (op == Opcode::ICmp || op == Opcode::FCmp) {
    out += ' ';
    out += predicateKeyword(ce->predicate);
  }
  if (isBinaryOp(op)) {
    if (ce->flags & kNUW)
      out += " nuw";
    if (ce->flags & kNSW)
      out += " nsw";
    if (ce->flags & kExact)
      out += " exact";
    if (ce->flags & kDisjoint)
      out += " disjoint";
  }
  out += " (";
  operands(0);
  for (unsigned idx : ce->indices)
    out += fmt::format(", {}", idx);
  out += ')';
}

} // namespace nvsim::printer
