// Parsing control flow: the terminators (but invoke and callbr, with the calls), phi, and the
// exception-handling pads NVVM IR rejects but `verify` must locate.
#include "core/parser/ParserImpl.h"

namespace nvsim::detail {

/// Ret ::= 'ret' 'void' | 'ret' Type Value
bool LLParser::parseRet(Instruction *&inst, FunctionState &fs, uint32_t at) {
  uint32_t tl = loc();
  Token typeTok = tok();
  Type *t;
  if (!parseType(t, true) || reportMissingType(typeTok))
    return false;
  inst = newInstruction(Opcode::Ret, module_->types.voidTy(), at);
  if (!t->isVoid()) {
    Value *v;
    if (!parseValue(t, v, &fs))
      return false;
    inst->ops.push_back(v);
  }
  Type *want = fs.fn->valueType->returnType();
  if (t != want)
    return error(DiagId::VerifyReturnType, tl, typeToString(t), typeToString(want));
  return true;
}

/// Br ::= 'br' 'label' Block | 'br' TypeAndValue ',' 'label' Block ',' 'label' Block
bool LLParser::parseBr(Instruction *&inst, FunctionState &fs, uint32_t at) {
  inst = newInstruction(Opcode::Br, module_->types.voidTy(), at);
  if (isKw("label")) {
    BasicBlock *d;
    if (!parseBlockRef(d, fs))
      return false;
    inst->successors.push_back(d);
    return true;
  }
  // `br %dest` (the 'label' forgotten) would otherwise read %dest as a struct type name.
  if (is(Tok::LocalVar) || is(Tok::LocalID))
    return expected("'label' or 'i1' after 'br'");
  uint32_t cl = loc();
  Value *c;
  if (!parseTypeAndValue(c, &fs))
    return false;
  if (!c->type->isInteger(1))
    return error(DiagId::ValueNotType, cl, "branch condition", typeToString(c->type), "i1");
  BasicBlock *t, *f;
  if (!expect(Tok::Comma, "',' after branch condition") || !parseBlockRef(t, fs) ||
      !expect(Tok::Comma, "',' after true destination") || !parseBlockRef(f, fs))
    return false;
  inst->ops.push_back(c);
  inst->successors = {t, f};
  return true;
}

/// Switch ::= 'switch' TypeAndValue ',' 'label' Block '[' (TypeAndValue ',' 'label' Block)* ']'
bool LLParser::parseSwitch(Instruction *&inst, FunctionState &fs, uint32_t at) {
  inst = newInstruction(Opcode::Switch, module_->types.voidTy(), at);
  uint32_t condLoc = loc();
  Value *c;
  BasicBlock *def;
  if (!parseTypeAndValue(c, &fs) || !expect(Tok::Comma, "',' after switch condition") ||
      !parseBlockRef(def, fs) || !expect(Tok::LSquare, "'[' with switch table"))
    return false;
  if (!c->type->isInteger())
    return error(DiagId::InvalidOperandType, condLoc, "switch");
  inst->ops.push_back(c);
  inst->successors.push_back(def);
  while (!eat(Tok::RSquare)) {
    uint32_t cl = loc();
    Value *cv;
    BasicBlock *d;
    if (!parseTypeAndValue(cv, &fs) || !expect(Tok::Comma, "',' after case value") || !parseBlockRef(d, fs))
      return false;
    if (cv->type != c->type || !isa<ConstantInt>(cv))
      return error(DiagId::Expected, cl, "case value of the condition's integer type");
    inst->ops.push_back(cv);
    inst->successors.push_back(d);
  }
  return true;
}

/// IndirectBr ::= 'indirectbr' TypeAndValue ',' '[' ('label' Block (',' 'label' Block)*)? ']'
bool LLParser::parseIndirectBr(Instruction *&inst, FunctionState &fs, uint32_t at) {
  inst = newInstruction(Opcode::IndirectBr, module_->types.voidTy(), at);
  Value *a;
  if (!parseTypeAndValue(a, &fs) || !expect(Tok::Comma, "','") || !expect(Tok::LSquare, "'['"))
    return false;
  inst->ops.push_back(a);
  if (!is(Tok::RSquare)) {
    do {
      BasicBlock *d;
      if (!parseBlockRef(d, fs))
        return false;
      inst->successors.push_back(d);
    } while (eat(Tok::Comma));
  }
  return expect(Tok::RSquare, "']'");
}

/// Resume ::= 'resume' TypeAndValue
bool LLParser::parseResume(Instruction *&inst, FunctionState &fs, uint32_t at) {
  inst = newInstruction(Opcode::Resume, module_->types.voidTy(), at);
  Value *v;
  if (!parseTypeAndValue(v, &fs))
    return false;
  inst->ops.push_back(v);
  return true;
}

/// CleanupRet ::= 'cleanupret' 'from' Value 'unwind' ('to' 'caller' | 'label' Block)
bool LLParser::parseCleanupRet(Instruction *&inst, FunctionState &fs, uint32_t at) {
  TypeContext &tc = module_->types;
  inst = newInstruction(Opcode::CleanupRet, tc.voidTy(), at);
  Value *pad;
  if (!expectKw("from") || !parseValue(tc.tokenTy(), pad, &fs))
    return false;
  inst->ops.push_back(pad);
  if (!expectKw("unwind"))
    return false;
  if (eatKw("to"))
    return expectKw("caller");
  BasicBlock *d;
  if (!parseBlockRef(d, fs))
    return false;
  inst->successors.push_back(d);
  return true;
}

/// CatchRet ::= 'catchret' 'from' Value 'to' 'label' Block
bool LLParser::parseCatchRet(Instruction *&inst, FunctionState &fs, uint32_t at) {
  TypeContext &tc = module_->types;
  inst = newInstruction(Opcode::CatchRet, tc.voidTy(), at);
  Value *pad;
  if (!expectKw("from") || !parseValue(tc.tokenTy(), pad, &fs))
    return false;
  inst->ops.push_back(pad);
  BasicBlock *d;
  if (!expectKw("to") || !parseBlockRef(d, fs))
    return false;
  inst->successors.push_back(d);
  return true;
}

/// CatchSwitch ::= 'catchswitch' 'within' Value '[' 'label' Block (',' 'label' Block)* ']'
///                 'unwind' ('to' 'caller' | 'label' Block)
bool LLParser::parseCatchSwitch(Instruction *&inst, FunctionState &fs, uint32_t at) {
  TypeContext &tc = module_->types;
  inst = newInstruction(Opcode::CatchSwitch, tc.tokenTy(), at);
  Value *parent;
  if (!expectKw("within") || !parseValue(tc.tokenTy(), parent, &fs) || !expect(Tok::LSquare, "'['"))
    return false;
  inst->ops.push_back(parent);
  do {
    BasicBlock *d;
    if (!parseBlockRef(d, fs))
      return false;
    inst->successors.push_back(d);
  } while (eat(Tok::Comma));
  if (!expect(Tok::RSquare, "']'") || !expectKw("unwind"))
    return false;
  if (eatKw("to"))
    return expectKw("caller");
  return parseBlockRef(inst->unwindDest, fs);
}

/// FuncletPad ::= ('catchpad' | 'cleanuppad') 'within' Value '[' (TypeAndValue (',' TypeAndValue)*)? ']'
bool LLParser::parseFuncletPad(Instruction *&inst, FunctionState &fs, uint32_t at, Opcode op) {
  TypeContext &tc = module_->types;
  inst = newInstruction(op, tc.tokenTy(), at);
  Value *parent;
  if (!expectKw("within") || !parseValue(tc.tokenTy(), parent, &fs) || !expect(Tok::LSquare, "'['"))
    return false;
  inst->ops.push_back(parent);
  if (!is(Tok::RSquare)) {
    do {
      Value *a;
      if (!parseTypeAndValue(a, &fs))
        return false;
      inst->ops.push_back(a);
    } while (eat(Tok::Comma));
  }
  return expect(Tok::RSquare, "']'");
}

/// LandingPad ::= 'landingpad' Type ('personality' TypeAndValue)? 'cleanup'?
///                (('catch' | 'filter') TypeAndValue)*
bool LLParser::parseLandingPad(Instruction *&inst, FunctionState &fs, uint32_t at) {
  Type *t;
  if (!parseType(t))
    return false;
  inst = newInstruction(Opcode::LandingPad, t, at);
  if (eatKw("personality")) { // LLVM 3.x kept the personality on the landingpad
    Value *p;
    if (!parseTypeAndValue(p, &fs))
      return false;
  }
  if (eatKw("cleanup"))
    inst->flags |= kCleanup;
  while (isKw("catch") || isKw("filter")) {
    inst->indices.push_back(isKw("filter") ? 1 : 0);
    lex();
    Value *v;
    if (!parseTypeAndValue(v, &fs))
      return false;
    inst->ops.push_back(v);
  }
  return true;
}

/// Phi ::= 'phi' FastMathFlags Type '[' Value ',' Block ']' (',' '[' Value ',' Block ']')*
bool LLParser::parsePhi(Instruction *&inst, FunctionState &fs, uint32_t at) {
  uint8_t fmf = 0;
  parseFastMathFlags(fmf);
  Type *t;
  uint32_t tl = loc();
  if (!parseType(t))
    return false;
  if (!t->isFirstClass() || t->isLabel())
    return error(DiagId::BadTypeForValue, tl, typeToString(t), "phi");
  inst = newInstruction(Opcode::Phi, t, at);
  inst->fastMath = fmf;
  do {
    if (!expect(Tok::LSquare, "'[' in phi value list"))
      return false;
    Value *v;
    if (!parseValue(t, v, &fs) || !expect(Tok::Comma, "',' after phi value"))
      return false;
    if (!is(Tok::LocalVar) && !is(Tok::LocalID))
      return expected("basic block in phi");
    BasicBlock *bb = getBlock(fs, tok());
    lex();
    if (!expect(Tok::RSquare, "']' in phi value list"))
      return false;
    inst->ops.push_back(v);
    inst->successors.push_back(bb);
  } while (is(Tok::Comma) && peekTok().kind == Tok::LSquare && (lex(), true));
  return true;
}

} // namespace nvsim::detail
