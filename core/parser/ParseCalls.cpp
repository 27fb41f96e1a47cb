// Parsing calls: call, invoke and callbr, their arguments, attributes and operand bundles.
#include "core/parser/ParserImpl.h"

namespace nvsim::detail {

/// ArgList ::= '(' (Type ParamAttrs Value (',' Type ParamAttrs Value)*)? (',' '...')? ')'
bool LLParser::parseArgList(std::vector<Value *> &args, std::vector<AttrSet> &argAttrs, FunctionState &fs,
                            std::vector<uint32_t> &argLocs) {
  if (!expect(Tok::LParen, "'(' in call"))
    return false;
  if (eat(Tok::RParen))
    return true;
  do {
    if (eat(Tok::DotDotDot))
      break; // musttail forwarding of varargs
    argLocs.push_back(loc());
    ParsedType t;
    if (!parseType(t))
      return false;
    AttrSet attrs;
    if (!parseParamAttrs(attrs, t.typed))
      return false;
    Value *v;
    if (!parseValue(t.ir, v, &fs, t.typed))
      return false;
    args.push_back(v);
    argAttrs.push_back(std::move(attrs));
  } while (eat(Tok::Comma));
  return expect(Tok::RParen, "')' at end of argument list");
}

/// Bundles ::= '[' STRING '(' (TypeAndValue (',' TypeAndValue)*)? ')' (',' ...)* ']'
bool LLParser::parseOperandBundles(std::vector<OperandBundle> &out, FunctionState &fs) {
  if (!expect(Tok::LSquare, "'['"))
    return false;
  do {
    OperandBundle b;
    if (!parseStringToken(b.tag) || !expect(Tok::LParen, "'(' after operand bundle tag"))
      return false;
    if (!is(Tok::RParen)) {
      do {
        Value *v;
        if (!parseTypeAndValue(v, &fs))
          return false;
        b.inputs.push_back(v);
      } while (eat(Tok::Comma));
    }
    if (!expect(Tok::RParen, "')' after operand bundle inputs"))
      return false;
    out.push_back(std::move(b));
  } while (eat(Tok::Comma));
  return expect(Tok::RSquare, "']' after operand bundles");
}

Type *LLParser::typedCalleePointee(const Value *callee) const {
  if (auto *g = dyn_cast<GlobalValue>(callee); g && g->kind == GlobalKind::Function)
    return g->valueType;
  if (callee == lastCastTyped_.first && lastCastTyped_.second && lastCastTyped_.second->isPointer() &&
      lastCastTyped_.second->pointee() && lastCastTyped_.second->pointee()->isFunction())
    return module_->types.opaqued(lastCastTyped_.second->pointee());
  return nullptr;
}

/// Call ::= 'tail'? 'call' FMF CallingConv RetAttrs ('addrspace' '(' N ')')? Type Callee ArgList
///          FnAttrs Bundles?
/// Invoke ::= ... 'to' 'label' %n 'unwind' 'label' %u   CallBr ::= ... 'to' 'label' %d '[' labels ']'
bool LLParser::parseCall(Instruction *&inst, FunctionState &fs, Opcode op, TailKind tail) {
  uint32_t at = toks_[pos_ - 1].offset;
  TypeContext &tc = module_->types;
  uint8_t fmf = 0;
  if (op == Opcode::Call)
    parseFastMathFlags(fmf);
  unsigned cc = parseOptionalCallingConv();
  AttrSet retAttrs;
  if (!parseRetAttrs(retAttrs))
    return false;
  unsigned as = 0;
  if (!parseOptionalAddrSpace(as))
    return false;
  ParsedType written;
  uint32_t tl = loc();
  if (!parseType(written, true))
    return false;
  Type *fnTy = written.ir->isFunction() ? written.ir : nullptr;
  Type *ret = fnTy ? fnTy->returnType() : written.ir;
  if (ret->isLabel() || ret->isMetadata())
    return error(DiagId::InvalidReturnType, tl);
  // A typed pointer to a function type is either LLVM 3.x's explicit callee type
  // (`call i32 (i8*, ...)* @printf(...)`) or, as LLVM 7-14 read it, the return type of a call that
  // returns a function pointer (`call void (i32)* @getHandler()`). The callee's pointee decides.
  Type *oldFnTy = !fnTy && written.typed->isPointer() && written.typed->pointee() &&
                          written.typed->pointee()->isFunction()
                      ? irType(written.typed->pointee())
                      : nullptr;

  Value *callee;
  if (!parseValue(tc.pointerTy(as), callee, &fs))
    return false;
  std::vector<Value *> args;
  std::vector<AttrSet> argAttrs;
  std::vector<uint32_t> argLocs;
  uint32_t argsLoc = loc();
  if (!parseArgList(args, argAttrs, fs, argLocs))
    return false;
  if (oldFnTy) {
    Type *pointee = typedCalleePointee(callee);
    const auto &params = oldFnTy->members();
    bool argsFit = oldFnTy->isVarArg() ? args.size() >= params.size() : args.size() == params.size();
    for (size_t i = 0; argsFit && i < params.size(); ++i)
      argsFit = args[i]->type == params[i];
    if (pointee ? pointee == oldFnTy : argsFit)
      fnTy = oldFnTy;
  }
  if (!fnTy) {
    std::vector<Type *> params;
    for (Value *a : args)
      params.push_back(a->type);
    fnTy = tc.functionTy(ret, std::move(params), false);
  } else {
    const auto &params = fnTy->members();
    if (args.size() < params.size() || (args.size() > params.size() && !fnTy->isVarArg()))
      return error(DiagId::CallArgCount, argsLoc, args.size(), params.size());
    for (size_t i = 0; i < params.size(); ++i)
      if (args[i]->type != params[i])
        return error(DiagId::CallArgMismatch, argLocs[i], i + 1, typeToString(args[i]->type),
                     typeToString(params[i]));
  }
  if (auto *g = dyn_cast<GlobalValue>(callee);
      g && g->kind == GlobalKind::Unresolved && g->name.rfind("llvm.", 0) == 0)
    implicitIntrinsics_.emplace(g, fnTy); // LLVM 19 declares called intrinsics implicitly
  if (auto *ia = dyn_cast<InlineAsm>(callee))
    ia->functionType = fnTy;

  inst = module_->make<Instruction>(op, fnTy->returnType());
  inst->loc = at;
  inst->auxType = fnTy;
  inst->tail = tail;
  inst->fastMath = fmf;
  inst->callingConv = cc;
  inst->retAttrs = std::move(retAttrs);
  inst->argAttrs = std::move(argAttrs);
  inst->ops.push_back(callee);
  inst->ops.insert(inst->ops.end(), args.begin(), args.end());
  for (;;) {
    bool consumed;
    if (!parseOneAttr(inst->fnAttrs, nullptr, false, consumed))
      return false;
    if (!consumed)
      break;
  }
  upgradeMemoryAttrs(inst->fnAttrs);
  if (is(Tok::LSquare) && !parseOperandBundles(inst->bundles, fs))
    return false;
  if (op == Opcode::Invoke) {
    BasicBlock *normal, *unwind;
    if (!expectKw("to") || !parseBlockRef(normal, fs) || !expectKw("unwind") || !parseBlockRef(unwind, fs))
      return false;
    inst->successors = {normal, unwind};
  } else if (op == Opcode::CallBr) {
    BasicBlock *def;
    if (!expectKw("to") || !parseBlockRef(def, fs) || !expect(Tok::LSquare, "'['"))
      return false;
    inst->successors.push_back(def);
    if (!is(Tok::RSquare)) {
      do {
        BasicBlock *d;
        if (!parseBlockRef(d, fs))
          return false;
        inst->successors.push_back(d);
      } while (eat(Tok::Comma));
    }
    if (!expect(Tok::RSquare, "']'"))
      return false;
  }
  return true;
}

} // namespace nvsim::detail
