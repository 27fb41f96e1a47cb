// Parsing memory instructions: alloca, load, store, fence, cmpxchg, atomicrmw and getelementptr,
// including LLVM 3.x forms whose types come from typed pointers.
#include "core/parser/ParserImpl.h"

namespace nvsim::detail {

/// Alloca ::= 'alloca' 'inalloca'? 'swifterror'? Type (',' TypeAndValue)? (',' 'align' N)?
///            (',' 'addrspace' '(' N ')')?
bool LLParser::parseAlloca(Instruction *&inst, FunctionState &fs, uint32_t at) {
  TypeContext &tc = module_->types;
  uint16_t flags = 0;
  if (eatKw("inalloca"))
    flags |= kInAllocaAlloca;
  if (eatKw("swifterror"))
    flags |= kSwiftErrorAlloca;
  uint32_t tl = loc();
  Type *t;
  if (!parseType(t))
    return false;
  if (!t->isSized())
    return error(DiagId::BadTypeForValue, tl, typeToString(t), "alloca");
  inst = newInstruction(Opcode::Alloca, tc.pointerTy(0), at);
  inst->auxType = t;
  inst->flags = flags;
  // (',' TypeAndValue)? (',' 'align' N)? (',' 'addrspace' '(' N ')')?
  while (is(Tok::Comma) && peekTok().kind != Tok::MetadataVar) {
    lex();
    if (eatKw("align")) {
      if (!parseAlignValue(inst->align))
        return false;
    } else if (isKw("addrspace")) {
      if (!parseAddrSpace(inst->addrSpace))
        return false;
      inst->type = tc.pointerTy(inst->addrSpace);
    } else {
      uint32_t cl = loc();
      Value *count;
      if (!parseTypeAndValue(count, &fs))
        return false;
      if (!count->type->isInteger())
        return error(DiagId::InvalidOperandType, cl, "alloca");
      inst->ops.push_back(count);
    }
  }
  return true;
}

/// Load ::= 'load' 'volatile'? Type ',' TypeAndValue (',' 'align' N)?
///        | 'load' 'atomic' 'volatile'? Type ',' TypeAndValue SyncScope Ordering (',' 'align' N)?
///        | 'load' 'volatile'? PointerType Value (',' 'align' N)?   (LLVM 3.x: the pointee is the result)
bool LLParser::parseLoad(Instruction *&inst, FunctionState &fs, uint32_t at) {
  bool atomic = eatKw("atomic");
  bool isVolatile = eatKw("volatile");
  ParsedType first;
  uint32_t tl = loc();
  if (!parseType(first))
    return false;
  Value *ptr;
  Type *result = first.ir;
  if (eat(Tok::Comma)) {
    uint32_t pl = loc();
    ParsedType ptrTy;
    if (!parseTypeAndValue(ptr, &fs, &ptrTy))
      return false;
    if (!ptr->type->isPointer())
      return error(DiagId::Expected, pl, "a pointer operand for load");
    if (!checkExplicitPointee(result, ptrTy, tl))
      return false;
  } else {
    // LLVM 3.x: `load T* %p`.
    if (!first.typed->isPointer() || !first.typed->pointee())
      return error(DiagId::Expected, tl, "a pointer operand for load");
    if (!parseValue(first.ir, ptr, &fs))
      return false;
    result = irType(first.typed->pointee());
  }
  if (!result->isFirstClass() || !result->isSized())
    return error(DiagId::BadTypeForValue, tl, typeToString(result), "load");
  inst = newInstruction(Opcode::Load, result, at);
  inst->ops = {ptr};
  if (isVolatile)
    inst->flags |= kVolatile;
  if (atomic) {
    if (!parseSyncScope(inst->syncScope) || !parseOrdering(inst->ordering))
      return false;
  }
  bool sawMd = false;
  return parseOptionalCommaAlign(inst->align, sawMd);
}

/// Store ::= 'store' 'volatile'? TypeAndValue ',' TypeAndValue (',' 'align' N)?
///         | 'store' 'atomic' 'volatile'? TypeAndValue ',' TypeAndValue SyncScope Ordering
///           (',' 'align' N)?
bool LLParser::parseStore(Instruction *&inst, FunctionState &fs, uint32_t at) {
  bool atomic = eatKw("atomic");
  bool isVolatile = eatKw("volatile");
  Value *v, *ptr;
  uint32_t pl;
  if (!parseTypeAndValue(v, &fs) || !expect(Tok::Comma, "',' after store operand"))
    return false;
  pl = loc();
  if (!parseTypeAndValue(ptr, &fs))
    return false;
  if (!ptr->type->isPointer())
    return error(DiagId::Expected, pl, "a pointer operand for store");
  inst = newInstruction(Opcode::Store, module_->types.voidTy(), at);
  inst->ops = {v, ptr};
  if (isVolatile)
    inst->flags |= kVolatile;
  if (atomic) {
    if (!parseSyncScope(inst->syncScope) || !parseOrdering(inst->ordering))
      return false;
  }
  bool sawMd = false;
  return parseOptionalCommaAlign(inst->align, sawMd);
}

/// Fence ::= 'fence' SyncScope Ordering
bool LLParser::parseFence(Instruction *&inst, uint32_t at) {
  inst = newInstruction(Opcode::Fence, module_->types.voidTy(), at);
  return parseSyncScope(inst->syncScope) && parseOrdering(inst->ordering);
}

/// CmpXchg ::= 'cmpxchg' 'weak'? 'volatile'? TypeAndValue ',' TypeAndValue ',' TypeAndValue
///             SyncScope Ordering Ordering? (',' 'align' N)?    (one ordering: LLVM 3.4 and older)
bool LLParser::parseCmpXchg(Instruction *&inst, FunctionState &fs, uint32_t at) {
  TypeContext &tc = module_->types;
  bool weak = eatKw("weak");
  bool isVolatile = eatKw("volatile");
  Value *ptr, *cmp, *nv;
  uint32_t pl = loc(), nl = 0;
  if (!parseTypeAndValue(ptr, &fs) || !expect(Tok::Comma, "','") || !parseTypeAndValue(cmp, &fs) ||
      !expect(Tok::Comma, "','") || (nl = loc(), !parseTypeAndValue(nv, &fs)))
    return false;
  if (!ptr->type->isPointer())
    return error(DiagId::Expected, pl, "a pointer operand for cmpxchg");
  if (cmp->type != nv->type)
    return error(DiagId::OperandTypeMismatch, nl, "cmpxchg", typeToString(cmp->type), typeToString(nv->type));
  std::string scope;
  AtomicOrdering success, failure = AtomicOrdering::NotAtomic;
  if (!parseSyncScope(scope) || !parseOrdering(success))
    return false;
  bool modern = is(Tok::Ident) && (isKw("monotonic") || isKw("acquire") || isKw("seq_cst") ||
                                   isKw("release") || isKw("acq_rel") || isKw("unordered"));
  if (modern && !parseOrdering(failure))
    return false;
  if (!modern) // LLVM 3.4 and older: one ordering; the failure ordering is derived as llvm-as does
    failure = success == AtomicOrdering::AcqRel    ? AtomicOrdering::Acquire
              : success == AtomicOrdering::Release ? AtomicOrdering::Monotonic
                                                   : success;
  inst = newInstruction(Opcode::CmpXchg, tc.literalStructTy({cmp->type, tc.i1()}, false), at);
  inst->ops = {ptr, cmp, nv};
  inst->syncScope = scope;
  inst->ordering = success;
  inst->failureOrdering = failure;
  inst->flags = (weak ? kWeak : 0) | (isVolatile ? kVolatile : 0);
  bool sawMd = false;
  if (!parseOptionalCommaAlign(inst->align, sawMd))
    return false;
  if (!modern) {
    // The old cmpxchg returned the loaded value: upgrade it, as LLVM does, to the modern pair
    // and an `extractvalue ..., 0` that takes the instruction's name.
    Instruction *pair = inst;
    pendingInsts_.push_back(pair);
    inst = newInstruction(Opcode::ExtractValue, cmp->type, at);
    inst->ops = {pair};
    inst->indices = {0};
  }
  return true;
}

/// AtomicRMW ::= 'atomicrmw' 'volatile'? RMWOp TypeAndValue ',' TypeAndValue SyncScope Ordering
///               (',' 'align' N)?
bool LLParser::parseAtomicRMW(Instruction *&inst, FunctionState &fs, uint32_t at) {
  bool isVolatile = eatKw("volatile");
  const std::optional<RMWOp> rop = tok().kind == Tok::Ident ? rmwFromKeyword(text()) : std::nullopt;
  if (!rop)
    return expected("binary operation for atomicrmw");
  lex();
  Value *ptr, *v;
  uint32_t pl = loc();
  if (!parseTypeAndValue(ptr, &fs) || !expect(Tok::Comma, "','") || !parseTypeAndValue(v, &fs))
    return false;
  if (!ptr->type->isPointer())
    return error(DiagId::Expected, pl, "a pointer operand for atomicrmw");
  inst = newInstruction(Opcode::AtomicRMW, v->type, at);
  inst->ops = {ptr, v};
  inst->rmwOp = *rop;
  if (isVolatile)
    inst->flags |= kVolatile;
  if (!parseSyncScope(inst->syncScope) || !parseOrdering(inst->ordering))
    return false;
  bool sawMd = false;
  return parseOptionalCommaAlign(inst->align, sawMd);
}

/// GetElementPtr ::= 'getelementptr' ('inbounds' | 'nusw' | 'nuw')* Type ',' TypeAndValue
///                   (',' TypeAndValue)*
///                 | 'getelementptr' ('inbounds' | ...)* PointerType Value (',' TypeAndValue)*  (LLVM 3.x)
bool LLParser::parseGetElementPtr(Instruction *&inst, FunctionState &fs, uint32_t at) {
  TypeContext &tc = module_->types;
  uint16_t flags = 0;
  for (;;) {
    if (eatKw("inbounds"))
      flags |= kInBounds;
    else if (eatKw("nusw"))
      flags |= kGepNUSW;
    else if (eatKw("nuw"))
      flags |= kGepNUW;
    else
      break;
  }
  ParsedType first;
  uint32_t tl = loc();
  if (!parseType(first))
    return false;
  Type *source = first.ir;
  std::vector<Value *> operands;
  std::vector<uint32_t> operandLocs{tl}; ///< where each operand was written
  Value *base;
  if (is(Tok::Comma)) {
    lex();
    operandLocs[0] = loc();
    ParsedType baseTy;
    if (!parseTypeAndValue(base, &fs, &baseTy) || !checkExplicitPointee(source, baseTy, tl))
      return false;
  } else {
    // LLVM 3.x: `getelementptr T* %p, ...`.
    if (!first.typed->isPtrOrPtrVector() || !first.typed->scalar()->pointee())
      return error(DiagId::GepNotPointer, tl);
    if (!parseValue(first.ir, base, &fs))
      return false;
    source = irType(first.typed->scalar()->pointee());
  }
  if (!base->type->isPtrOrPtrVector())
    return error(DiagId::GepNotPointer, operandLocs[0]);
  operands.push_back(base);
  while (is(Tok::Comma) && peekTok().kind != Tok::MetadataVar) {
    lex();
    Value *idx;
    operandLocs.push_back(loc());
    if (!parseTypeAndValue(idx, &fs))
      return false;
    if (!idx->type->isIntOrIntVector())
      return error(DiagId::GepIndexNotInteger, operandLocs.back(), typeToString(idx->type));
    operands.push_back(idx);
  }
  if (size_t bad = 0; !gepIndexedType(source, operands, &bad))
    return error(DiagId::InvalidGepIndex, operandLocs[bad]);
  Type *rt = base->type;
  for (size_t i = 1; i < operands.size() && !rt->isVector(); ++i)
    if (operands[i]->type->isVector())
      rt = tc.vectorTy(base->type, operands[i]->type->count());
  inst = newInstruction(Opcode::GetElementPtr, rt, at);
  inst->auxType = source;
  inst->flags = flags;
  inst->ops = std::move(operands);
  return true;
}

} // namespace nvsim::detail
