// Parsing constant expressions: an operation written as a constant, `opcode (operands)`. Each form
// reads its keyword and flags, its operands in parentheses, and checks the type it was written with.
#include "core/parser/ParserImpl.h"

namespace nvsim::detail {

/// ConstantExpr ::= CastExpr | GepExpr | BinaryExpr | FNegExpr | CompareExpr | SelectExpr
///                | ExtractElementExpr | InsertElementExpr | ShuffleVectorExpr
///                | ExtractValueExpr | InsertValueExpr
/// One case per row of Opcodes.def, so that the compiler names this switch when a row is added.
bool LLParser::parseConstantExpr(Type *ty, Value *&v, FunctionState *fs) {
  Opcode op = opcodeFromKeyword(text());
  switch (op) {
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
  case Opcode::AddrSpaceCast: return parseCastExpr(ty, v, fs, op);
  case Opcode::GetElementPtr: return parseGepExpr(ty, v, fs);
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
  case Opcode::Xor: return parseBinaryExpr(ty, v, fs, op);
  case Opcode::FNeg: return parseFNegExpr(ty, v, fs);
  case Opcode::ICmp:
  case Opcode::FCmp: return parseCompareExpr(ty, v, fs, op);
  case Opcode::Select: return parseSelectExpr(ty, v, fs);
  case Opcode::ExtractElement: return parseExtractElementExpr(ty, v, fs);
  case Opcode::InsertElement: return parseInsertElementExpr(ty, v, fs);
  case Opcode::ShuffleVector: return parseShuffleVectorExpr(ty, v, fs);
  case Opcode::ExtractValue:
  case Opcode::InsertValue: return parseExtractOrInsertValueExpr(ty, v, fs, op);

  // Instructions that are no constant expressions, and words that are no opcode.
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
  return expected("value");
}

ConstantExpr *LLParser::beginConstantExpr(Type *ty, Opcode op) {
  auto *ce = module_->make<ConstantExpr>(ty, op);
  ce->loc = loc();
  lex();
  return ce;
}

bool LLParser::expectConstantExprOpen(const ConstantExpr *ce) {
  return expect(Tok::LParen, fmt::format("'(' after '{}' constant expression", opcodeKeyword(ce->opcode)));
}

/// `n` operands, TypeAndValue (',' TypeAndValue)*.
bool LLParser::parseConstantExprOperands(ConstantExpr *ce, unsigned n, FunctionState *fs) {
  for (unsigned i = 0; i < n; ++i) {
    if (i && !expect(Tok::Comma, "',' between constant expression operands"))
      return false;
    Value *o;
    if (!parseTypeAndValue(o, fs))
      return false;
    ce->ops.push_back(o);
  }
  return true;
}

bool LLParser::finishConstantExpr(ConstantExpr *ce, Type *result, Value *&v) {
  if (!expect(Tok::RParen, fmt::format("')' at end of '{}' constant expression", opcodeKeyword(ce->opcode))))
    return false;
  if (result != ce->type)
    return error(DiagId::ConstantTypeMismatch, ce->loc, typeToString(ce->type));
  v = ce;
  return true;
}

/// CastExpr ::= CastOp InstFlags '(' TypeAndValue 'to' Type ')'
bool LLParser::parseCastExpr(Type *ty, Value *&v, FunctionState *fs, Opcode op) {
  ConstantExpr *ce = beginConstantExpr(ty, op);
  if (!parseInstFlags(op, ce->flags) || !expectConstantExprOpen(ce))
    return false;
  Value *src;
  if (!parseTypeAndValue(src, fs))
    return false;
  if (!eatKw("to"))
    return expected("'to' after cast value");
  ParsedType dst;
  if (!parseType(dst))
    return false;
  ce->ops = {src};
  lastCastTyped_ = {ce, dst.typed};
  return finishConstantExpr(ce, dst.ir, v);
}

/// GepFlags ::= ('inbounds' | 'nusw' | 'nuw' | 'inrange' '(' Integer ',' Integer ')')*
bool LLParser::parseGepExprFlags(ConstantExpr *ce) {
  for (;;) {
    if (eatKw("inbounds")) {
      ce->flags |= kInBounds;
    } else if (eatKw("nusw")) {
      ce->flags |= kGepNUSW;
    } else if (eatKw("nuw")) {
      ce->flags |= kGepNUW;
    } else if (eatKw("inrange")) {
      if (!expect(Tok::LParen, "'(' after inrange"))
        return false;
      BigInt a, b;
      if (!parseBigInt(a) || !expect(Tok::Comma, "','"))
        return false;
      uint32_t endLoc = loc();
      if (!parseBigInt(b) || !expect(Tok::RParen, "')'"))
        return false;
      if (b <= a)
        return error(DiagId::Expected, endLoc, "inrange end to be larger than its start");
      ce->inrange = std::make_pair(a, b);
    } else {
      return true;
    }
  }
}

/// GepExpr ::= 'getelementptr' GepFlags '(' Type ',' TypeAndValue (',' 'inrange'? TypeAndValue)* ')'
///           | 'getelementptr' GepFlags '(' PointerType Value (',' 'inrange'? TypeAndValue)* ')'  (LLVM 3.2)
bool LLParser::parseGepExpr(Type *ty, Value *&v, FunctionState *fs) {
  ConstantExpr *ce = beginConstantExpr(ty, Opcode::GetElementPtr);
  if (!parseGepExprFlags(ce) || !expectConstantExprOpen(ce))
    return false;
  ParsedType first;
  uint32_t firstLoc = loc();
  if (!parseType(first))
    return false;
  Type *source = first.ir;
  std::vector<Value *> operands;
  std::vector<uint32_t> operandLocs{firstLoc}; ///< where each operand was written
  if (eat(Tok::Comma)) {
    ParsedType baseTy;
    Value *base;
    operandLocs[0] = loc();
    if (!parseTypeAndValue(base, fs, &baseTy) || !checkExplicitPointee(source, baseTy, firstLoc))
      return false;
    operands.push_back(base);
  } else {
    // LLVM 3.2: `getelementptr (T* @g, ...)` without the source element type.
    Value *base;
    if (!parseValue(first.ir, base, fs))
      return false;
    if (!first.typed->isPointer() || !first.typed->pointee())
      return error(DiagId::GepNotPointer, firstLoc);
    source = irType(first.typed->pointee());
    operands.push_back(base);
  }
  while (eat(Tok::Comma)) {
    if (eatKw("inrange"))
      ce->inrangeIndex = static_cast<int64_t>(operands.size()) - 1;
    Value *idx;
    operandLocs.push_back(loc());
    if (!parseTypeAndValue(idx, fs))
      return false;
    if (!idx->type->isIntOrIntVector())
      return error(DiagId::GepIndexNotInteger, operandLocs.back(), typeToString(idx->type));
    operands.push_back(idx);
  }
  Type *baseTy = operands[0]->type;
  if (!baseTy->isPtrOrPtrVector())
    return error(DiagId::GepNotPointer, operandLocs[0]);
  if (size_t bad = 0; !gepIndexedType(source, operands, &bad))
    return error(DiagId::InvalidGepIndex, operandLocs[bad]);
  ce->sourceType = source;
  ce->ops = std::move(operands);
  Type *result = baseTy;
  for (size_t i = 1; i < ce->ops.size() && !result->isVector(); ++i)
    if (ce->ops[i]->type->isVector())
      result = module_->types.vectorTy(baseTy, ce->ops[i]->type->count());
  return finishConstantExpr(ce, result, v);
}

/// BinaryExpr ::= BinaryOp InstFlags '(' TypeAndValue ',' TypeAndValue ')'
bool LLParser::parseBinaryExpr(Type *ty, Value *&v, FunctionState *fs, Opcode op) {
  ConstantExpr *ce = beginConstantExpr(ty, op);
  if (!parseInstFlags(op, ce->flags) || !expectConstantExprOpen(ce) || !parseConstantExprOperands(ce, 2, fs))
    return false;
  Type *a = ce->ops[0]->type;
  if (ce->ops[1]->type != a)
    return error(DiagId::OperandTypeMismatch, ce->loc, opcodeKeyword(op), typeToString(a),
                 typeToString(ce->ops[1]->type));
  return finishConstantExpr(ce, a, v);
}

/// FNegExpr ::= 'fneg' '(' TypeAndValue ')'
bool LLParser::parseFNegExpr(Type *ty, Value *&v, FunctionState *fs) {
  ConstantExpr *ce = beginConstantExpr(ty, Opcode::FNeg);
  if (!expectConstantExprOpen(ce) || !parseConstantExprOperands(ce, 1, fs))
    return false;
  return finishConstantExpr(ce, ce->ops[0]->type, v);
}

/// CompareExpr ::= ('icmp' | 'fcmp') Predicate '(' TypeAndValue ',' TypeAndValue ')'
bool LLParser::parseCompareExpr(Type *ty, Value *&v, FunctionState *fs, Opcode op) {
  ConstantExpr *ce = beginConstantExpr(ty, op);
  if (!parseCmpPredicate(ce->predicate, op == Opcode::FCmp) || !expectConstantExprOpen(ce) ||
      !parseConstantExprOperands(ce, 2, fs))
    return false;
  TypeContext &tc = module_->types;
  Type *a = ce->ops[0]->type;
  Type *result =
      a->isVector() ? tc.vectorTy(tc.i1(), a->count(), a->kind() == TypeKind::ScalableVector) : tc.i1();
  return finishConstantExpr(ce, result, v);
}

/// SelectExpr ::= 'select' '(' TypeAndValue ',' TypeAndValue ',' TypeAndValue ')'
bool LLParser::parseSelectExpr(Type *ty, Value *&v, FunctionState *fs) {
  ConstantExpr *ce = beginConstantExpr(ty, Opcode::Select);
  if (!expectConstantExprOpen(ce) || !parseConstantExprOperands(ce, 3, fs))
    return false;
  return finishConstantExpr(ce, ce->ops[1]->type, v);
}

/// ExtractElementExpr ::= 'extractelement' '(' TypeAndValue ',' TypeAndValue ')'
bool LLParser::parseExtractElementExpr(Type *ty, Value *&v, FunctionState *fs) {
  ConstantExpr *ce = beginConstantExpr(ty, Opcode::ExtractElement);
  if (!expectConstantExprOpen(ce) || !parseConstantExprOperands(ce, 2, fs))
    return false;
  Type *a = ce->ops[0]->type;
  if (!a->isVector())
    return error(DiagId::InvalidOperandType, ce->loc, "extractelement");
  return finishConstantExpr(ce, a->element(), v);
}

/// InsertElementExpr ::= 'insertelement' '(' TypeAndValue ',' TypeAndValue ',' TypeAndValue ')'
bool LLParser::parseInsertElementExpr(Type *ty, Value *&v, FunctionState *fs) {
  ConstantExpr *ce = beginConstantExpr(ty, Opcode::InsertElement);
  if (!expectConstantExprOpen(ce) || !parseConstantExprOperands(ce, 3, fs))
    return false;
  return finishConstantExpr(ce, ce->ops[0]->type, v);
}

/// ShuffleVectorExpr ::= 'shufflevector' '(' TypeAndValue ',' TypeAndValue ',' TypeAndValue ')'
bool LLParser::parseShuffleVectorExpr(Type *ty, Value *&v, FunctionState *fs) {
  ConstantExpr *ce = beginConstantExpr(ty, Opcode::ShuffleVector);
  if (!expectConstantExprOpen(ce) || !parseConstantExprOperands(ce, 3, fs))
    return false;
  Type *a = ce->ops[0]->type, *mask = ce->ops[2]->type;
  if (!a->isVector() || !mask->isVector())
    return error(DiagId::InvalidOperandType, ce->loc, "shufflevector");
  Type *result = module_->types.vectorTy(a->element(), mask->count(), a->kind() == TypeKind::ScalableVector);
  return finishConstantExpr(ce, result, v);
}

/// ExtractValueExpr ::= 'extractvalue' '(' TypeAndValue IndexList ')'
/// InsertValueExpr ::= 'insertvalue' '(' TypeAndValue ',' TypeAndValue IndexList ')'
bool LLParser::parseExtractOrInsertValueExpr(Type *ty, Value *&v, FunctionState *fs, Opcode op) {
  ConstantExpr *ce = beginConstantExpr(ty, op);
  Value *agg, *elt;
  if (!expectConstantExprOpen(ce) || !parseTypeAndValue(agg, fs))
    return false;
  ce->ops.push_back(agg);
  if (op == Opcode::InsertValue) {
    if (!expect(Tok::Comma, "','") || !parseTypeAndValue(elt, fs))
      return false;
    ce->ops.push_back(elt);
  }
  Type *indexed = parseAggregateIndices(op, agg->type, ce->indices);
  if (!indexed)
    return false;
  return finishConstantExpr(ce, op == Opcode::ExtractValue ? indexed : agg->type, v);
}

} // namespace nvsim::detail
