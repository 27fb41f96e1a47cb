// Parsing instructions: the dispatch on the opcode keyword, and the flags, orderings and alignments
// several instructions share. Each instruction has its own parse function (ParseControlFlow.cpp,
// ParseOperators.cpp, ParseMemory.cpp, ParseCalls.cpp).
#include "core/parser/ParserImpl.h"

#include <unordered_map>

namespace nvsim::detail {

namespace {
const std::unordered_map<std::string_view, Opcode> &opcodeTable() {
  static const auto table = [] {
    std::unordered_map<std::string_view, Opcode> t;
    for (size_t i = 0; i < kOpcodeCount; ++i)
      t.emplace(opcodeKeyword(static_cast<Opcode>(i)), static_cast<Opcode>(i));
    return t;
  }();
  return table;
}
} // namespace

Opcode opcodeFromKeyword(std::string_view keyword) {
  auto it = opcodeTable().find(keyword);
  return it == opcodeTable().end() ? Opcode::Invalid : it->second;
}

bool LLParser::parseFastMathFlags(uint8_t &fmf) {
  for (;;) {
    if (eatKw("fast"))
      fmf |= kFMFast;
    else if (eatKw("nnan"))
      fmf |= kFMNoNaNs;
    else if (eatKw("ninf"))
      fmf |= kFMNoInfs;
    else if (eatKw("nsz"))
      fmf |= kFMNoSignedZeros;
    else if (eatKw("arcp"))
      fmf |= kFMAllowReciprocal;
    else if (eatKw("contract"))
      fmf |= kFMAllowContract;
    else if (eatKw("afn"))
      fmf |= kFMApproxFunc;
    else if (eatKw("reassoc"))
      fmf |= kFMReassoc;
    else
      return true;
  }
}

/// Wrap, exact, disjoint and nneg flags after an opcode (fast-math flags for FP operations).
bool LLParser::parseInstFlags(Opcode op, uint16_t &flags) {
  for (;;) {
    if ((op == Opcode::Add || op == Opcode::Sub || op == Opcode::Mul || op == Opcode::Shl ||
         op == Opcode::Trunc) &&
        (isKw("nuw") || isKw("nsw"))) {
      flags |= isKw("nuw") ? kNUW : kNSW;
      lex();
    } else if ((op == Opcode::UDiv || op == Opcode::SDiv || op == Opcode::LShr || op == Opcode::AShr) &&
               isKw("exact")) {
      flags |= kExact;
      lex();
    } else if (op == Opcode::Or && isKw("disjoint")) {
      flags |= kDisjoint;
      lex();
    } else if ((op == Opcode::ZExt || op == Opcode::UIToFP) && isKw("nneg")) {
      flags |= kNNeg;
      lex();
    } else {
      return true;
    }
  }
}

bool LLParser::parseCmpPredicate(uint8_t &pred, bool fp) {
  if (!is(Tok::Ident))
    return error(DiagId::InvalidPredicate, loc(), fp ? "fcmp" : "icmp");
  std::string_view s = text();
  for (uint8_t p = fp ? 0 : 32; p < (fp ? 16 : 42); ++p)
    if (predicateKeyword(p) == s) {
      pred = p;
      lex();
      return true;
    }
  return error(DiagId::InvalidPredicate, loc(), fp ? "fcmp" : "icmp");
}

bool LLParser::parseOrdering(AtomicOrdering &o) {
  static const std::pair<std::string_view, AtomicOrdering> kOrd[] = {
      {"unordered", AtomicOrdering::Unordered}, {"monotonic", AtomicOrdering::Monotonic},
      {"acquire", AtomicOrdering::Acquire},     {"release", AtomicOrdering::Release},
      {"acq_rel", AtomicOrdering::AcqRel},      {"seq_cst", AtomicOrdering::SeqCst},
  };
  for (auto &[k, v] : kOrd)
    if (isKw(k)) {
      o = v;
      lex();
      return true;
    }
  return expected("atomic ordering");
}

/// ::= ('syncscope' '(' STRING ')' | 'singlethread')?
bool LLParser::parseSyncScope(std::string &scope) {
  if (eatKw("singlethread")) {
    scope = "singlethread";
    return true;
  }
  if (!eatKw("syncscope"))
    return true;
  if (!expect(Tok::LParen, "'(' in syncscope") || !parseStringToken(scope) || !expect(Tok::RParen, "')'"))
    return false;
  return true;
}

bool LLParser::parseAlignValue(uint64_t &align) {
  uint32_t at = loc();
  bool paren = eat(Tok::LParen);
  if (!parseUInt64(align))
    return false;
  if (paren && !expect(Tok::RParen, "')'"))
    return false;
  if (align == 0 || (align & (align - 1)))
    return error(DiagId::InvalidAlignment, at);
  if (align > (uint64_t(1) << 32))
    return error(DiagId::AlignmentTooLarge, at);
  return true;
}

/// (',' 'align' N)? — stops before `, !md` so the attachments are left for the caller.
bool LLParser::parseOptionalCommaAlign(uint64_t &align, bool &sawMetadataComma) {
  sawMetadataComma = false;
  while (is(Tok::Comma)) {
    if (peekTok().kind == Tok::MetadataVar) {
      sawMetadataComma = true;
      return true;
    }
    if (!(peekTok().kind == Tok::Ident && text(peekTok()) == "align"))
      return true;
    lex();
    lex();
    if (!parseAlignValue(align))
      return false;
  }
  return true;
}

/// Instruction ::= (('tail' | 'musttail' | 'notail')? 'call' Call | Opcode Operation)
///                 (',' MetadataAttachment)*
/// Parses one instruction, without the name it defines.
bool LLParser::parseInstruction(Instruction *&inst, FunctionState &fs) {
  uint32_t at = loc();
  if (!is(Tok::Ident))
    return error(DiagId::ExpectedInstruction, at);
  TailKind tail = TailKind::None;
  if (isKw("tail") || isKw("musttail") || isKw("notail")) {
    tail = isKw("tail") ? TailKind::Tail : isKw("musttail") ? TailKind::MustTail : TailKind::NoTail;
    lex();
    if (!isKw("call"))
      return expected("'call' after tail marker");
  }
  Opcode op = opcodeFromKeyword(text());
  if (op == Opcode::Invalid)
    return error(DiagId::ExpectedInstruction, at);
  lex();
  if (!parseOperation(inst, fs, at, op, tail))
    return false;
  // Trailing `, !kind !md` attachments.
  if (is(Tok::Comma) && peekTok().kind == Tok::MetadataVar) {
    lex();
    if (!parseMetadataAttachments(inst->metadata, &fs))
      return false;
  }
  return true;
}

Instruction *LLParser::newInstruction(Opcode op, Type *t, uint32_t at) {
  auto *inst = module_->make<Instruction>(op, t);
  inst->loc = at;
  return inst;
}

/// The operands of the instruction whose opcode keyword, at `at`, was just read: one case per row
/// of Opcodes.def, so that the compiler names this switch when a row is added.
bool LLParser::parseOperation(Instruction *&inst, FunctionState &fs, uint32_t at, Opcode op, TailKind tail) {
  switch (op) {
  // Terminators (ParseControlFlow.cpp).
  case Opcode::Ret: return parseRet(inst, fs, at);
  case Opcode::Br: return parseBr(inst, fs, at);
  case Opcode::Switch: return parseSwitch(inst, fs, at);
  case Opcode::IndirectBr: return parseIndirectBr(inst, fs, at);
  case Opcode::Invoke: return parseCall(inst, fs, op, tail);
  case Opcode::Resume: return parseResume(inst, fs, at);
  case Opcode::Unreachable: inst = newInstruction(op, module_->types.voidTy(), at); return true;
  case Opcode::CleanupRet: return parseCleanupRet(inst, fs, at);
  case Opcode::CatchRet: return parseCatchRet(inst, fs, at);
  case Opcode::CatchSwitch: return parseCatchSwitch(inst, fs, at);
  case Opcode::CallBr: return parseCall(inst, fs, op, tail);

  // Unary, binary and bitwise operations (ParseOperators.cpp).
  case Opcode::FNeg: return parseFNeg(inst, fs, at);
  case Opcode::Add:
  case Opcode::Sub:
  case Opcode::Mul:
  case Opcode::UDiv:
  case Opcode::SDiv:
  case Opcode::URem:
  case Opcode::SRem:
  case Opcode::Shl:
  case Opcode::LShr:
  case Opcode::AShr:
  case Opcode::And:
  case Opcode::Or:
  case Opcode::Xor: return parseArithmetic(inst, fs, at, op, false);
  case Opcode::FAdd:
  case Opcode::FSub:
  case Opcode::FMul:
  case Opcode::FDiv:
  case Opcode::FRem: return parseArithmetic(inst, fs, at, op, true);

  // Vector and aggregate operations (ParseOperators.cpp).
  case Opcode::ExtractElement: return parseExtractElement(inst, fs, at);
  case Opcode::InsertElement: return parseInsertElement(inst, fs, at);
  case Opcode::ShuffleVector: return parseShuffleVector(inst, fs, at);
  case Opcode::ExtractValue: return parseExtractValue(inst, fs, at);
  case Opcode::InsertValue: return parseInsertValue(inst, fs, at);

  // Memory access and addressing (ParseMemory.cpp).
  case Opcode::Alloca: return parseAlloca(inst, fs, at);
  case Opcode::Load: return parseLoad(inst, fs, at);
  case Opcode::Store: return parseStore(inst, fs, at);
  case Opcode::Fence: return parseFence(inst, at);
  case Opcode::CmpXchg: return parseCmpXchg(inst, fs, at);
  case Opcode::AtomicRMW: return parseAtomicRMW(inst, fs, at);
  case Opcode::GetElementPtr: return parseGetElementPtr(inst, fs, at);

  // Conversions (ParseOperators.cpp).
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
  case Opcode::AddrSpaceCast: return parseCast(inst, fs, at, op);

  // Other operations (ParseOperators.cpp; phi and the pads in ParseControlFlow.cpp).
  case Opcode::ICmp:
  case Opcode::FCmp: return parseCompare(inst, fs, at, op);
  case Opcode::Phi: return parsePhi(inst, fs, at);
  case Opcode::Select: return parseSelect(inst, fs, at);
  case Opcode::Freeze: return parseFreeze(inst, fs, at);
  case Opcode::Call: return parseCall(inst, fs, op, tail);
  case Opcode::VAArg: return parseVAArg(inst, fs, at);
  case Opcode::LandingPad: return parseLandingPad(inst, fs, at);
  case Opcode::CatchPad:
  case Opcode::CleanupPad: return parseFuncletPad(inst, fs, at, op);

  case Opcode::Invalid: break; // not in the keyword table
  }
  return error(DiagId::ExpectedInstruction, at);
}

} // namespace nvsim::detail
