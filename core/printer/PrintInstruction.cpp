// Instructions in LLVM 19 syntax, and the debug records written before them.
#include "core/ir/AsmNames.h"
#include "core/printer/AsmWriter.h"

#include <fmt/format.h>

namespace nvsim::printer {

using namespace ir;

static void writeFastMath(std::string &out, uint8_t fm) {
  if ((fm & kFMFast) == kFMFast) {
    out += " fast";
    return;
  }
  static constexpr std::pair<uint8_t, const char *> kFlags[] = {
      {kFMReassoc, " reassoc"},   {kFMNoNaNs, " nnan"},          {kFMNoInfs, " ninf"},
      {kFMNoSignedZeros, " nsz"}, {kFMAllowReciprocal, " arcp"}, {kFMAllowContract, " contract"},
      {kFMApproxFunc, " afn"}};
  for (auto [bit, text] : kFlags)
    if (fm & bit)
      out += text;
}

/// `nuw nsw exact disjoint nneg` in LLVM's order. `samesign` (LLVM 20) is not printed.
static void writeIntFlags(std::string &out, uint16_t flags) {
  if (flags & kNUW)
    out += " nuw";
  if (flags & kNSW)
    out += " nsw";
  if (flags & kExact)
    out += " exact";
  if (flags & kDisjoint)
    out += " disjoint";
  if (flags & kNNeg)
    out += " nneg";
}

static void writeAtomicSuffix(std::string &out, const Instruction &inst) {
  if (!inst.syncScope.empty())
    out += fmt::format(" syncscope(\"{}\")", escapeAsmString(inst.syncScope));
  out += ' ';
  out += orderingKeyword(inst.ordering);
}

static void writeAlign(std::string &out, uint64_t align) {
  if (align)
    out += fmt::format(", align {}", align);
}

/// The failure ordering LLVM derives for a cmpxchg of old IR that wrote only one ordering.
static AtomicOrdering failureOrderingFor(AtomicOrdering success) {
  switch (success) {
  case AtomicOrdering::AcqRel: return AtomicOrdering::Acquire;
  case AtomicOrdering::Release: return AtomicOrdering::Monotonic;
  default: return success;
  }
}

void AsmWriter::writeDebugRecord(std::string &out, const DebugRecord &rec) {
  out += "#dbg_";
  out += rec.kind;
  out += '(';
  for (size_t i = 0; i < rec.args.size(); ++i) {
    if (i)
      out += ", ";
    writeMetadata(out, rec.args[i]);
  }
  out += ')';
}

void AsmWriter::writeCallArgs(std::string &out, const Instruction &inst, size_t first, size_t end) {
  out += '(';
  for (size_t i = first; i < end && i < inst.ops.size(); ++i) {
    if (i > first)
      out += ", ";
    const Value *arg = inst.ops[i];
    if (arg && arg->type)
      out += arg->valueKind() == ValueKind::MetadataValue ? std::string("metadata") : typeToString(arg->type);
    size_t ai = i - first;
    if (ai < inst.argAttrs.size())
      writeAttrSet(out, inst.argAttrs[ai], AttrContext{false, arg ? arg->type : nullptr}, false);
    out += ' ';
    writeValue(out, arg);
  }
  out += ')';
}

/// The function type of a call site: the one recorded, else derived from the operands.
static std::string calleeTypeText(const Instruction &inst) {
  const Type *fty = inst.auxType;
  if (fty && fty->isFunction()) {
    // LLVM writes the whole function type only for varargs callees; the return type suffices
    // otherwise since the argument types are written with the arguments.
    return typeToString(fty->isVarArg() ? fty : fty->returnType());
  }
  return typeToString(inst.type);
}

/// `tail ` / `musttail ` / `notail ` before `call`.
static void writeTailKind(std::string &out, TailKind tail) {
  switch (tail) {
  case TailKind::Tail: out += "tail "; break;
  case TailKind::MustTail: out += "musttail "; break;
  case TailKind::NoTail: out += "notail "; break;
  case TailKind::None: break;
  }
}

/// After the keyword: FastMathFlags CallingConv RetAttrs AddrSpace Type Callee Args FnAttrs Bundles,
/// then invoke's and callbr's destinations.
void AsmWriter::writeCall(std::string &out, const Instruction &inst) {
  Opcode op = inst.opcode;
  writeFastMath(out, inst.fastMath);
  if (inst.callingConv) {
    std::string_view cc = callingConvKeyword(inst.callingConv);
    out += cc.empty() ? fmt::format(" cc {}", inst.callingConv) : fmt::format(" {}", cc);
  }
  writeAttrSet(out, inst.retAttrs, AttrContext{}, false);
  const Value *callee = inst.callee();
  if (callee && callee->type && callee->type->isPointer() && callee->type->addrSpace())
    out += fmt::format(" addrspace({})", callee->type->addrSpace());
  out += ' ';
  out += calleeTypeText(inst);
  out += ' ';
  writeValue(out, callee);
  writeCallArgs(out, inst, 1, inst.ops.size());
  writeAttrSet(out, inst.fnAttrs, AttrContext{}, false);
  if (!inst.bundles.empty()) {
    out += " [ ";
    for (size_t b = 0; b < inst.bundles.size(); ++b) {
      if (b)
        out += ", ";
      out += fmt::format("\"{}\"(", escapeAsmString(inst.bundles[b].tag));
      for (size_t i = 0; i < inst.bundles[b].inputs.size(); ++i) {
        if (i)
          out += ", ";
        writeTypeAndValue(out, inst.bundles[b].inputs[i]);
      }
      out += ')';
    }
    out += " ]";
  }
  if (op == Opcode::Invoke && inst.successors.size() == 2) {
    out += " to ";
    writeLabel(out, inst.successors[0]);
    out += " unwind ";
    writeLabel(out, inst.successors[1]);
  } else if (op == Opcode::CallBr && !inst.successors.empty()) {
    out += " to ";
    writeLabel(out, inst.successors[0]);
    out += " [";
    for (size_t i = 1; i < inst.successors.size(); ++i) {
      if (i > 1)
        out += ", ";
      writeLabel(out, inst.successors[i]);
    }
    out += ']';
  }
}

void AsmWriter::writeInstruction(std::string &out, const Instruction &inst, bool multiLine) {
  if (inst.type && !inst.type->isVoid()) {
    writeValue(out, &inst);
    out += " = ";
  }
  if (inst.opcode == Opcode::Call)
    writeTailKind(out, inst.tail);
  out += opcodeKeyword(inst.opcode);
  writeOperation(out, inst, multiLine);
  writeAttachments(out, inst.metadata, ", ");
}

/// What follows the opcode keyword: one case per row of Opcodes.def, so that the compiler names
/// this switch when a row is added.
void AsmWriter::writeOperation(std::string &out, const Instruction &inst, bool multiLine) {
  switch (inst.opcode) {
  // Terminators.
  case Opcode::Ret: return writeRet(out, inst);
  case Opcode::Br: return writeBr(out, inst);
  case Opcode::Switch: return writeSwitch(out, inst, multiLine);
  case Opcode::IndirectBr: return writeIndirectBr(out, inst);
  case Opcode::Invoke: return writeCall(out, inst);
  case Opcode::Resume: out += ' '; return writeTypedOperand(out, inst, 0);
  case Opcode::Unreachable: return;
  case Opcode::CleanupRet: return writeCleanupRet(out, inst);
  case Opcode::CatchRet: return writeCatchRet(out, inst);
  case Opcode::CatchSwitch: return writeCatchSwitch(out, inst);
  case Opcode::CallBr: return writeCall(out, inst);

  // Unary, binary and bitwise operations.
  case Opcode::FNeg:
    writeFastMath(out, inst.fastMath);
    out += ' ';
    return writeTypedOperand(out, inst, 0);
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
  case Opcode::Xor: return writeBinaryOp(out, inst);

  // Vector and aggregate operations.
  case Opcode::ExtractElement:
  case Opcode::InsertElement:
  case Opcode::ShuffleVector: out += ' '; return writeTypedOperands(out, inst, 0);
  case Opcode::ExtractValue:
  case Opcode::InsertValue:
    out += ' ';
    writeTypedOperands(out, inst, 0);
    for (unsigned idx : inst.indices)
      out += fmt::format(", {}", idx);
    return;

  // Memory access and addressing.
  case Opcode::Alloca: return writeAlloca(out, inst);
  case Opcode::Load: return writeLoad(out, inst);
  case Opcode::Store: return writeStore(out, inst);
  case Opcode::Fence: return writeAtomicSuffix(out, inst);
  case Opcode::CmpXchg: return writeCmpXchg(out, inst);
  case Opcode::AtomicRMW: return writeAtomicRMW(out, inst);
  case Opcode::GetElementPtr: return writeGetElementPtr(out, inst);

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
  case Opcode::AddrSpaceCast: return writeCast(out, inst);

  // Other operations.
  case Opcode::ICmp:
  case Opcode::FCmp: return writeCompare(out, inst);
  case Opcode::Phi: return writePhi(out, inst);
  case Opcode::Select:
    writeFastMath(out, inst.fastMath);
    out += ' ';
    return writeTypedOperands(out, inst, 0);
  case Opcode::Freeze: out += ' '; return writeTypedOperands(out, inst, 0);
  case Opcode::Call: return writeCall(out, inst);
  case Opcode::VAArg:
    out += ' ';
    writeTypedOperand(out, inst, 0);
    out += ", ";
    out += typeToString(inst.type);
    return;
  case Opcode::LandingPad: return writeLandingPad(out, inst, multiLine);
  case Opcode::CatchPad:
  case Opcode::CleanupPad: return writeFuncletPad(out, inst);

  // A forward reference never defined: `<undefined>` and its operands, for messages.
  case Opcode::Invalid: out += ' '; return writeTypedOperands(out, inst, 0);
  }
}

void AsmWriter::writeOperand(std::string &out, const Instruction &inst, size_t i) {
  if (i < inst.ops.size())
    writeValue(out, inst.ops[i]);
  else
    out += "<missing operand>";
}

void AsmWriter::writeTypedOperand(std::string &out, const Instruction &inst, size_t i) {
  if (i < inst.ops.size())
    writeTypeAndValue(out, inst.ops[i]);
  else
    out += "<missing operand>";
}

void AsmWriter::writeTypedOperands(std::string &out, const Instruction &inst, size_t from) {
  for (size_t i = from; i < inst.ops.size(); ++i) {
    if (i > from)
      out += ", ";
    writeTypedOperand(out, inst, i);
  }
}

void AsmWriter::writeLabel(std::string &out, const BasicBlock *bb) {
  out += "label ";
  writeBlockRef(out, bb);
}

void AsmWriter::writeRet(std::string &out, const Instruction &inst) {
  if (inst.ops.empty()) {
    out += " void";
    return;
  }
  out += ' ';
  writeTypedOperand(out, inst, 0);
}

void AsmWriter::writeBr(std::string &out, const Instruction &inst) {
  out += ' ';
  if (inst.ops.empty()) {
    if (!inst.successors.empty())
      writeLabel(out, inst.successors[0]);
    return;
  }
  writeTypedOperand(out, inst, 0);
  for (const BasicBlock *bb : inst.successors) {
    out += ", ";
    writeLabel(out, bb);
  }
}

void AsmWriter::writeSwitch(std::string &out, const Instruction &inst, bool multiLine) {
  out += ' ';
  writeTypedOperand(out, inst, 0);
  out += ", ";
  if (!inst.successors.empty())
    writeLabel(out, inst.successors[0]);
  out += " [";
  for (size_t i = 1; i < inst.ops.size(); ++i) {
    out += multiLine ? "\n    " : " ";
    writeTypedOperand(out, inst, i);
    out += ", ";
    if (i < inst.successors.size())
      writeLabel(out, inst.successors[i]);
  }
  out += multiLine ? "\n  ]" : " ]";
}

void AsmWriter::writeIndirectBr(std::string &out, const Instruction &inst) {
  out += ' ';
  writeTypedOperand(out, inst, 0);
  out += ", [";
  for (size_t i = 0; i < inst.successors.size(); ++i) {
    if (i)
      out += ", ";
    writeLabel(out, inst.successors[i]);
  }
  out += ']';
}

void AsmWriter::writeCleanupRet(std::string &out, const Instruction &inst) {
  out += " from ";
  writeOperand(out, inst, 0);
  out += " unwind ";
  if (inst.successors.empty())
    out += "to caller";
  else
    writeLabel(out, inst.successors[0]);
}

void AsmWriter::writeCatchRet(std::string &out, const Instruction &inst) {
  out += " from ";
  writeOperand(out, inst, 0);
  out += " to ";
  if (!inst.successors.empty())
    writeLabel(out, inst.successors[0]);
}

void AsmWriter::writeCatchSwitch(std::string &out, const Instruction &inst) {
  out += " within ";
  writeOperand(out, inst, 0);
  out += " [";
  for (size_t i = 0; i < inst.successors.size(); ++i) {
    if (i)
      out += ", ";
    writeLabel(out, inst.successors[i]);
  }
  out += "] unwind ";
  if (inst.unwindDest)
    writeLabel(out, inst.unwindDest);
  else
    out += "to caller";
}

/// catchpad and cleanuppad.
void AsmWriter::writeFuncletPad(std::string &out, const Instruction &inst) {
  out += " within ";
  writeOperand(out, inst, 0);
  out += " [";
  writeTypedOperands(out, inst, 1);
  out += ']';
}

void AsmWriter::writeLandingPad(std::string &out, const Instruction &inst, bool multiLine) {
  out += ' ';
  out += typeToString(inst.type);
  if (inst.flags & kCleanup)
    out += multiLine ? "\n          cleanup" : " cleanup";
  for (size_t i = 0; i < inst.ops.size(); ++i) {
    out += multiLine ? "\n          " : " ";
    out += i < inst.indices.size() && inst.indices[i] == 1 ? "filter " : "catch ";
    writeTypedOperand(out, inst, i);
  }
}

void AsmWriter::writeBinaryOp(std::string &out, const Instruction &inst) {
  writeIntFlags(out, inst.flags);
  writeFastMath(out, inst.fastMath);
  out += ' ';
  writeTypedOperand(out, inst, 0);
  out += ", ";
  writeOperand(out, inst, 1);
}

void AsmWriter::writeCast(std::string &out, const Instruction &inst) {
  writeIntFlags(out, inst.flags);
  writeFastMath(out, inst.fastMath);
  out += ' ';
  writeTypedOperand(out, inst, 0);
  out += " to ";
  out += typeToString(inst.type);
}

/// icmp and fcmp.
void AsmWriter::writeCompare(std::string &out, const Instruction &inst) {
  writeFastMath(out, inst.fastMath);
  out += ' ';
  out += predicateKeyword(inst.predicate);
  out += ' ';
  writeTypedOperand(out, inst, 0);
  out += ", ";
  writeOperand(out, inst, 1);
}

void AsmWriter::writePhi(std::string &out, const Instruction &inst) {
  writeFastMath(out, inst.fastMath);
  out += ' ';
  out += typeToString(inst.type);
  for (size_t i = 0; i < inst.ops.size(); ++i) {
    out += i ? ", [ " : " [ ";
    // A phi's incoming constant may have been made an instruction in the incoming block.
    const Substitution *outer = current_;
    enterUse(&inst, i);
    if (!current_)
      current_ = outer;
    writeOperand(out, inst, i);
    current_ = outer;
    out += ", ";
    if (i < inst.successors.size())
      writeBlockRef(out, inst.successors[i]);
    out += " ]";
  }
}

void AsmWriter::writeAlloca(std::string &out, const Instruction &inst) {
  if (inst.flags & kInAllocaAlloca)
    out += " inalloca";
  if (inst.flags & kSwiftErrorAlloca)
    out += " swifterror";
  out += ' ';
  out += inst.auxType ? typeToString(inst.auxType) : std::string("<unknown type>");
  if (!inst.ops.empty()) {
    const auto *ci = dyn_cast<ConstantInt>(inst.ops[0]);
    if (!(ci && ci->type->isInteger(32) && ci->value == 1)) {
      out += ", ";
      writeTypedOperand(out, inst, 0);
    }
  }
  writeAlign(out, inst.align);
  if (inst.addrSpace)
    out += fmt::format(", addrspace({})", inst.addrSpace);
}

void AsmWriter::writeLoad(std::string &out, const Instruction &inst) {
  if (inst.ordering != AtomicOrdering::NotAtomic)
    out += " atomic";
  if (inst.flags & kVolatile)
    out += " volatile";
  out += ' ';
  out += typeToString(inst.type);
  out += ", ";
  writeTypedOperand(out, inst, 0);
  if (inst.ordering != AtomicOrdering::NotAtomic)
    writeAtomicSuffix(out, inst);
  writeAlign(out, inst.align);
}

void AsmWriter::writeStore(std::string &out, const Instruction &inst) {
  if (inst.ordering != AtomicOrdering::NotAtomic)
    out += " atomic";
  if (inst.flags & kVolatile)
    out += " volatile";
  out += ' ';
  writeTypedOperands(out, inst, 0);
  if (inst.ordering != AtomicOrdering::NotAtomic)
    writeAtomicSuffix(out, inst);
  writeAlign(out, inst.align);
}

void AsmWriter::writeCmpXchg(std::string &out, const Instruction &inst) {
  if (inst.flags & kWeak)
    out += " weak";
  if (inst.flags & kVolatile)
    out += " volatile";
  out += ' ';
  writeTypedOperands(out, inst, 0);
  writeAtomicSuffix(out, inst);
  AtomicOrdering failure = inst.failureOrdering;
  if (failure == AtomicOrdering::NotAtomic)
    failure = failureOrderingFor(inst.ordering);
  out += ' ';
  out += orderingKeyword(failure);
  writeAlign(out, inst.align);
}

void AsmWriter::writeAtomicRMW(std::string &out, const Instruction &inst) {
  if (inst.flags & kVolatile)
    out += " volatile";
  out += ' ';
  out += rmwKeyword(inst.rmwOp);
  out += ' ';
  writeTypedOperands(out, inst, 0);
  writeAtomicSuffix(out, inst);
  writeAlign(out, inst.align);
}

void AsmWriter::writeGetElementPtr(std::string &out, const Instruction &inst) {
  if (inst.flags & kInBounds)
    out += " inbounds";
  else if (inst.flags & kGepNUSW)
    out += " nusw";
  if (inst.flags & kGepNUW)
    out += " nuw";
  out += ' ';
  out += inst.auxType ? typeToString(inst.auxType) : std::string("<unknown type>");
  out += ", ";
  writeTypedOperands(out, inst, 0);
}

} // namespace nvsim::printer
