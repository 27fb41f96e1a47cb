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

void AsmWriter::writeCall(std::string &out, const Instruction &inst) {
  Opcode op = inst.opcode;
  if (op == Opcode::Call) {
    switch (inst.tail) {
    case TailKind::Tail: out += "tail "; break;
    case TailKind::MustTail: out += "musttail "; break;
    case TailKind::NoTail: out += "notail "; break;
    case TailKind::None: break;
    }
  }
  out += opcodeKeyword(op);
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
  auto label = [&](const BasicBlock *bb) {
    out += "label ";
    writeBlockRef(out, bb);
  };
  if (op == Opcode::Invoke && inst.successors.size() == 2) {
    out += " to ";
    label(inst.successors[0]);
    out += " unwind ";
    label(inst.successors[1]);
  } else if (op == Opcode::CallBr && !inst.successors.empty()) {
    out += " to ";
    label(inst.successors[0]);
    out += " [";
    for (size_t i = 1; i < inst.successors.size(); ++i) {
      if (i > 1)
        out += ", ";
      label(inst.successors[i]);
    }
    out += ']';
  }
}

void AsmWriter::writeInstruction(std::string &out, const Instruction &inst, bool multiLine) {
  if (inst.type && !inst.type->isVoid()) {
    writeValue(out, &inst);
    out += " = ";
  }
  Opcode op = inst.opcode;
  const auto &ops = inst.ops;
  auto operand = [&](size_t i) {
    if (i < ops.size())
      writeValue(out, ops[i]);
    else
      out += "<missing operand>";
  };
  auto typed = [&](size_t i) {
    if (i < ops.size())
      writeTypeAndValue(out, ops[i]);
    else
      out += "<missing operand>";
  };
  auto label = [&](const BasicBlock *bb) {
    out += "label ";
    writeBlockRef(out, bb);
  };
  auto indices = [&] {
    for (unsigned idx : inst.indices)
      out += fmt::format(", {}", idx);
  };
  auto typedList = [&](size_t from) {
    for (size_t i = from; i < ops.size(); ++i) {
      if (i > from)
        out += ", ";
      typed(i);
    }
  };

  if (op == Opcode::Call || op == Opcode::Invoke || op == Opcode::CallBr) {
    writeCall(out, inst);
    writeAttachments(out, inst.metadata, ", ");
    return;
  }
  out += opcodeKeyword(op);
  switch (op) {
  case Opcode::Ret:
    if (ops.empty())
      out += " void";
    else {
      out += ' ';
      typed(0);
    }
    break;
  case Opcode::Br:
    out += ' ';
    if (ops.empty()) {
      if (!inst.successors.empty())
        label(inst.successors[0]);
    } else {
      typed(0);
      for (const BasicBlock *bb : inst.successors) {
        out += ", ";
        label(bb);
      }
    }
    break;
  case Opcode::Switch: {
    out += ' ';
    typed(0);
    out += ", ";
    if (!inst.successors.empty())
      label(inst.successors[0]);
    out += " [";
    for (size_t i = 1; i < ops.size(); ++i) {
      out += multiLine ? "\n    " : " ";
      typed(i);
      out += ", ";
      if (i < inst.successors.size())
        label(inst.successors[i]);
    }
    out += multiLine ? "\n  ]" : " ]";
    break;
  }
  case Opcode::IndirectBr:
    out += ' ';
    typed(0);
    out += ", [";
    for (size_t i = 0; i < inst.successors.size(); ++i) {
      if (i)
        out += ", ";
      label(inst.successors[i]);
    }
    out += ']';
    break;
  case Opcode::Resume:
    out += ' ';
    typed(0);
    break;
  case Opcode::Unreachable: break;
  case Opcode::CleanupRet:
    out += " from ";
    operand(0);
    out += " unwind ";
    if (inst.successors.empty())
      out += "to caller";
    else
      label(inst.successors[0]);
    break;
  case Opcode::CatchRet:
    out += " from ";
    operand(0);
    out += " to ";
    if (!inst.successors.empty())
      label(inst.successors[0]);
    break;
  case Opcode::CatchSwitch:
    out += " within ";
    operand(0);
    out += " [";
    for (size_t i = 0; i < inst.successors.size(); ++i) {
      if (i)
        out += ", ";
      label(inst.successors[i]);
    }
    out += "] unwind ";
    if (inst.unwindDest)
      label(inst.unwindDest);
    else
      out += "to caller";
    break;
  case Opcode::CatchPad:
  case Opcode::CleanupPad:
    out += " within ";
    operand(0);
    out += " [";
    typedList(1);
    out += ']';
    break;
  case Opcode::FNeg:
    writeFastMath(out, inst.fastMath);
    out += ' ';
    typed(0);
    break;
  case Opcode::ICmp:
  case Opcode::FCmp:
    writeFastMath(out, inst.fastMath);
    out += ' ';
    out += predicateKeyword(inst.predicate);
    out += ' ';
    typed(0);
    out += ", ";
    operand(1);
    break;
  case Opcode::ExtractElement:
  case Opcode::InsertElement:
  case Opcode::ShuffleVector:
  case Opcode::Freeze:
    out += ' ';
    typedList(0);
    break;
  case Opcode::ExtractValue:
  case Opcode::InsertValue:
    out += ' ';
    typedList(0);
    indices();
    break;
  case Opcode::Alloca:
    if (inst.flags & kInAllocaAlloca)
      out += " inalloca";
    if (inst.flags & kSwiftErrorAlloca)
      out += " swifterror";
    out += ' ';
    out += inst.auxType ? typeToString(inst.auxType) : std::string("<unknown type>");
    if (!ops.empty()) {
      const auto *ci = dyn_cast<ConstantInt>(ops[0]);
      if (!(ci && ci->type->isInteger(32) && ci->value == 1)) {
        out += ", ";
        typed(0);
      }
    }
    writeAlign(out, inst.align);
    if (inst.addrSpace)
      out += fmt::format(", addrspace({})", inst.addrSpace);
    break;
  case Opcode::Load:
    if (inst.ordering != AtomicOrdering::NotAtomic)
      out += " atomic";
    if (inst.flags & kVolatile)
      out += " volatile";
    out += ' ';
    out += typeToString(inst.type);
    out += ", ";
    typed(0);
    if (inst.ordering != AtomicOrdering::NotAtomic)
      writeAtomicSuffix(out, inst);
    writeAlign(out, inst.align);
    break;
  case Opcode::Store:
    if (inst.ordering != AtomicOrdering::NotAtomic)
      out += " atomic";
    if (inst.flags & kVolatile)
      out += " volatile";
    out += ' ';
    typedList(0);
    if (inst.ordering != AtomicOrdering::NotAtomic)
      writeAtomicSuffix(out, inst);
    writeAlign(out, inst.align);
    break;
  case Opcode::Fence: writeAtomicSuffix(out, inst); break;
  case Opcode::CmpXchg: {
    if (inst.flags & kWeak)
      out += " weak";
    if (inst.flags & kVolatile)
      out += " volatile";
    out += ' ';
    typedList(0);
    writeAtomicSuffix(out, inst);
    AtomicOrdering failure = inst.failureOrdering;
    if (failure == AtomicOrdering::NotAtomic)
      failure = failureOrderingFor(inst.ordering);
    out += ' ';
    out += orderingKeyword(failure);
    writeAlign(out, inst.align);
    break;
  }
  case Opcode::AtomicRMW:
    if (inst.flags & kVolatile)
      out += " volatile";
    out += ' ';
    out += rmwKeyword(inst.rmwOp);
    out += ' ';
    typedList(0);
    writeAtomicSuffix(out, inst);
    writeAlign(out, inst.align);
    break;
  case Opcode::GetElementPtr:
    if (inst.flags & kInBounds)
      out += " inbounds";
    else if (inst.flags & kGepNUSW)
      out += " nusw";
    if (inst.flags & kGepNUW)
      out += " nuw";
    out += ' ';
    out += inst.auxType ? typeToString(inst.auxType) : std::string("<unknown type>");
    out += ", ";
    typedList(0);
    break;
  case Opcode::Phi:
    writeFastMath(out, inst.fastMath);
    out += ' ';
    out += typeToString(inst.type);
    for (size_t i = 0; i < ops.size(); ++i) {
      out += i ? ", [ " : " [ ";
      // A phi's incoming constant may have been made an instruction in the incoming block.
      const Substitution *outer = current_;
      enterUse(&inst, i);
      if (!current_)
        current_ = outer;
      operand(i);
      current_ = outer;
      out += ", ";
      if (i < inst.successors.size())
        writeBlockRef(out, inst.successors[i]);
      out += " ]";
    }
    break;
  case Opcode::Select:
    writeFastMath(out, inst.fastMath);
    out += ' ';
    typedList(0);
    break;
  case Opcode::VAArg:
    out += ' ';
    typed(0);
    out += ", ";
    out += typeToString(inst.type);
    break;
  case Opcode::LandingPad:
    out += ' ';
    out += typeToString(inst.type);
    if (inst.flags & kCleanup)
      out += multiLine ? "\n          cleanup" : " cleanup";
    for (size_t i = 0; i < ops.size(); ++i) {
      out += multiLine ? "\n          " : " ";
      out += i < inst.indices.size() && inst.indices[i] == 1 ? "filter " : "catch ";
      typed(i);
    }
    break;
  default:
    if (isCast(op)) {
      writeIntFlags(out, inst.flags);
      writeFastMath(out, inst.fastMath);
      out += ' ';
      typed(0);
      out += " to ";
      out += typeToString(inst.type);
    } else if (isBinaryOp(op)) {
      writeIntFlags(out, inst.flags);
      writeFastMath(out, inst.fastMath);
      out += ' ';
      typed(0);
      out += ", ";
      operand(1);
    } else {
      out += ' ';
      typedList(0);
    }
    break;
  }
  writeAttachments(out, inst.metadata, ", ");
}

} // namespace nvsim::printer
