// Parsing operators: unary, binary and bitwise operations, casts, compares, select, freeze, va_arg,
// and the vector and aggregate operations.
#include "core/parser/ParserImpl.h"

namespace nvsim::detail {

/// FNeg ::= 'fneg' FastMathFlags TypeAndValue
bool LLParser::parseFNeg(Instruction *&inst, FunctionState &fs, uint32_t at) {
  uint8_t fmf = 0;
  parseFastMathFlags(fmf);
  uint32_t vl = loc();
  Value *v;
  if (!parseTypeAndValue(v, &fs))
    return false;
  if (!v->type->isFPOrFPVector())
    return error(DiagId::InvalidOperandType, vl, "fneg");
  inst = newInstruction(Opcode::FNeg, v->type, at);
  inst->fastMath = fmf;
  inst->ops.push_back(v);
  return true;
}

/// Arithmetic ::= BinaryOp InstFlags FastMathFlags TypeAndValue ',' Value
/// `fp`: the operands are floating point (fadd ... frem), else integers.
bool LLParser::parseArithmetic(Instruction *&inst, FunctionState &fs, uint32_t at, Opcode op, bool fp) {
  uint16_t flags = 0;
  uint8_t fmf = 0;
  if (!parseInstFlags(op, flags))
    return false;
  parseFastMathFlags(fmf);
  Value *a, *b;
  uint32_t al = loc();
  if (!parseTypeAndValue(a, &fs) || !expect(Tok::Comma, "',' after first operand") ||
      !parseValue(a->type, b, &fs))
    return false;
  if (fp ? !a->type->isFPOrFPVector() : !a->type->isIntOrIntVector())
    return error(DiagId::InvalidOperandType, al, opcodeKeyword(op));
  inst = newInstruction(op, a->type, at);
  inst->flags = flags;
  inst->fastMath = fmf;
  inst->ops = {a, b};
  return true;
}

/// Cast ::= CastOp InstFlags TypeAndValue 'to' Type
bool LLParser::parseCast(Instruction *&inst, FunctionState &fs, uint32_t at, Opcode op) {
  uint16_t flags = 0;
  if (!parseInstFlags(op, flags))
    return false;
  Value *v;
  Type *t;
  if (!parseTypeAndValue(v, &fs))
    return false;
  if (!eatKw("to"))
    return expected("'to' after cast value");
  if (!parseType(t))
    return false;
  inst = newInstruction(op, t, at);
  inst->flags = flags;
  inst->ops = {v};
  return true;
}

/// Compare ::= 'icmp' 'samesign'? Predicate TypeAndValue ',' Value
///           | 'fcmp' FastMathFlags Predicate TypeAndValue ',' Value
bool LLParser::parseCompare(Instruction *&inst, FunctionState &fs, uint32_t at, Opcode op) {
  TypeContext &tc = module_->types;
  const bool fp = op == Opcode::FCmp;
  uint8_t fmf = 0, pred = 0;
  uint16_t flags = 0;
  if (fp)
    parseFastMathFlags(fmf);
  else if (eatKw("samesign"))
    flags |= kSameSign;
  if (!parseCmpPredicate(pred, fp))
    return false;
  Value *a, *b;
  uint32_t al = loc();
  if (!parseTypeAndValue(a, &fs) || !expect(Tok::Comma, "',' after compare value") ||
      !parseValue(a->type, b, &fs))
    return false;
  bool okTy = fp ? a->type->isFPOrFPVector() : (a->type->isIntOrIntVector() || a->type->isPtrOrPtrVector());
  if (!okTy)
    return error(DiagId::InvalidOperandType, al, opcodeKeyword(op));
  Type *rt = a->type->isVector()
                 ? tc.vectorTy(tc.i1(), a->type->count(), a->type->kind() == TypeKind::ScalableVector)
                 : tc.i1();
  inst = newInstruction(op, rt, at);
  inst->predicate = pred;
  inst->fastMath = fmf;
  inst->flags = flags;
  inst->ops = {a, b};
  return true;
}

/// Select ::= 'select' FastMathFlags TypeAndValue ',' TypeAndValue ',' TypeAndValue
bool LLParser::parseSelect(Instruction *&inst, FunctionState &fs, uint32_t at) {
  uint8_t fmf = 0;
  parseFastMathFlags(fmf);
  Value *c, *a, *b;
  uint32_t cl = loc(), bl = 0;
  if (!parseTypeAndValue(c, &fs) || !expect(Tok::Comma, "','") || !parseTypeAndValue(a, &fs) ||
      !expect(Tok::Comma, "','") || (bl = loc(), !parseTypeAndValue(b, &fs)))
    return false;
  if (!c->type->scalar()->isInteger(1))
    return error(DiagId::SelectCondition, cl);
  if (a->type != b->type)
    return error(DiagId::OperandTypeMismatch, bl, "select", typeToString(a->type), typeToString(b->type));
  inst = newInstruction(Opcode::Select, a->type, at);
  inst->fastMath = fmf;
  inst->ops = {c, a, b};
  return true;
}

/// Freeze ::= 'freeze' TypeAndValue
bool LLParser::parseFreeze(Instruction *&inst, FunctionState &fs, uint32_t at) {
  Value *v;
  if (!parseTypeAndValue(v, &fs))
    return false;
  inst = newInstruction(Opcode::Freeze, v->type, at);
  inst->ops = {v};
  return true;
}

/// VAArg ::= 'va_arg' TypeAndValue ',' Type
bool LLParser::parseVAArg(Instruction *&inst, FunctionState &fs, uint32_t at) {
  Value *list;
  Type *t;
  if (!parseTypeAndValue(list, &fs) || !expect(Tok::Comma, "','") || !parseType(t))
    return false;
  inst = newInstruction(Opcode::VAArg, t, at);
  inst->ops = {list};
  return true;
}

/// ExtractElement ::= 'extractelement' TypeAndValue ',' TypeAndValue
bool LLParser::parseExtractElement(Instruction *&inst, FunctionState &fs, uint32_t at) {
  uint32_t al = loc();
  Value *a, *b;
  if (!parseTypeAndValue(a, &fs) || !expect(Tok::Comma, "','") || !parseTypeAndValue(b, &fs))
    return false;
  if (!a->type->isVector())
    return error(DiagId::InvalidOperandType, al, "extractelement");
  inst = newInstruction(Opcode::ExtractElement, a->type->element(), at);
  inst->ops = {a, b};
  return true;
}

/// InsertElement ::= 'insertelement' TypeAndValue ',' TypeAndValue ',' TypeAndValue
bool LLParser::parseInsertElement(Instruction *&inst, FunctionState &fs, uint32_t at) {
  uint32_t al = loc();
  Value *a, *b, *c;
  if (!parseTypeAndValue(a, &fs) || !expect(Tok::Comma, "','") || !parseTypeAndValue(b, &fs) ||
      !expect(Tok::Comma, "','") || !parseTypeAndValue(c, &fs))
    return false;
  if (!a->type->isVector())
    return error(DiagId::InvalidOperandType, al, "insertelement");
  inst = newInstruction(Opcode::InsertElement, a->type, at);
  inst->ops = {a, b, c};
  return true;
}

/// ShuffleVector ::= 'shufflevector' TypeAndValue ',' TypeAndValue ',' TypeAndValue
bool LLParser::parseShuffleVector(Instruction *&inst, FunctionState &fs, uint32_t at) {
  TypeContext &tc = module_->types;
  uint32_t al = loc();
  Value *a, *b, *mask;
  if (!parseTypeAndValue(a, &fs) || !expect(Tok::Comma, "','") || !parseTypeAndValue(b, &fs) ||
      !expect(Tok::Comma, "','") || !parseTypeAndValue(mask, &fs))
    return false;
  if (!a->type->isVector())
    return error(DiagId::InvalidOperandType, al, "shufflevector");
  Type *rt = tc.vectorTy(a->type->element(), mask->type->isVector() ? mask->type->count() : 1,
                         a->type->kind() == TypeKind::ScalableVector);
  inst = newInstruction(Opcode::ShuffleVector, rt, at);
  inst->ops = {a, b, mask};
  return true;
}

/// IndexList ::= (',' i32)+ after the aggregate operand of extractvalue or insertvalue `op`.
/// Returns the type the indices reach in `agg`, or null after reporting the first that cannot apply.
Type *LLParser::parseAggregateIndices(Opcode op, Type *agg, std::vector<unsigned> &indices) {
  std::vector<uint32_t> idxLocs;
  if (!parseIndexList(indices, idxLocs))
    return nullptr;
  size_t bad = 0;
  Type *indexed = aggregateIndexedType(agg, indices, &bad);
  if (!indexed)
    error(DiagId::InvalidIndex, idxLocs[bad], opcodeKeyword(op));
  return indexed;
}

/// ExtractValue ::= 'extractvalue' TypeAndValue IndexList
bool LLParser::parseExtractValue(Instruction *&inst, FunctionState &fs, uint32_t at) {
  Value *agg;
  if (!parseTypeAndValue(agg, &fs))
    return false;
  std::vector<unsigned> idx;
  Type *indexed = parseAggregateIndices(Opcode::ExtractValue, agg->type, idx);
  if (!indexed)
    return false;
  inst = newInstruction(Opcode::ExtractValue, indexed, at);
  inst->ops = {agg};
  inst->indices = std::move(idx);
  return true;
}

/// InsertValue ::= 'insertvalue' TypeAndValue ',' TypeAndValue IndexList
bool LLParser::parseInsertValue(Instruction *&inst, FunctionState &fs, uint32_t at) {
  Value *agg, *v;
  uint32_t vl = 0;
  if (!parseTypeAndValue(agg, &fs) || !expect(Tok::Comma, "','") || (vl = loc(), !parseTypeAndValue(v, &fs)))
    return false;
  std::vector<unsigned> idx;
  Type *indexed = parseAggregateIndices(Opcode::InsertValue, agg->type, idx);
  if (!indexed)
    return false;
  if (v->type != indexed)
    return error(DiagId::ValueNotType, vl, "inserted value", typeToString(v->type), typeToString(indexed));
  inst = newInstruction(Opcode::InsertValue, agg->type, at);
  inst->ops = {agg, v};
  inst->indices = std::move(idx);
  return true;
}

} // namespace nvsim::detail
