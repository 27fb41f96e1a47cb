// Parsing instructions: one parse function per instruction family, dispatched on the opcode keyword.
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

bool isIntegerBinary(Opcode op) {
  switch (op) {
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
  case Opcode::Xor: return true;
  default: return false;
  }
}
} // namespace

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

/// Parses one instruction (without its name) including trailing `, !kind !md` attachments.
bool LLParser::parseInstruction(Instruction *&inst, FunctionState &fs) {
  uint32_t at = loc();
  TypeContext &tc = module_->types;
  if (!is(Tok::Ident))
    return error(DiagId::ExpectedInstruction, at);
  TailKind tail = TailKind::None;
  if (isKw("tail") || isKw("musttail") || isKw("notail")) {
    tail = isKw("tail") ? TailKind::Tail : isKw("musttail") ? TailKind::MustTail : TailKind::NoTail;
    lex();
    if (!isKw("call"))
      return expected("'call' after tail marker");
  }
  auto it = opcodeTable().find(text());
  if (it == opcodeTable().end())
    return error(DiagId::ExpectedInstruction, at);
  Opcode op = it->second;
  lex();

  auto make = [&](Type *t) {
    inst = module_->make<Instruction>(op, t);
    inst->loc = at;
    return inst;
  };
  auto typeAndValue = [&](Value *&v) { return parseTypeAndValue(v, &fs); };
  auto valueOf = [&](Type *t, Value *&v) { return parseValue(t, v, &fs); };

  bool ok = true;
  switch (op) {
  case Opcode::Ret: {
    uint32_t tl = loc();
    Token typeTok = tok();
    Type *t;
    if (!parseType(t, true) || reportMissingType(typeTok))
      return false;
    make(tc.voidTy());
    if (!t->isVoid()) {
      Value *v;
      if (!valueOf(t, v))
        return false;
      inst->ops.push_back(v);
    }
    Type *want = fs.fn->valueType->returnType();
    if (t != want)
      return error(DiagId::VerifyReturnType, tl, typeToString(t), typeToString(want));
    break;
  }
  case Opcode::Br: {
    make(tc.voidTy());
    if (isKw("label")) {
      BasicBlock *d;
      if (!parseBlockRef(d, fs))
        return false;
      inst->successors.push_back(d);
      break;
    }
    // `br %dest` (the 'label' forgotten) would otherwise read %dest as a struct type name.
    if (is(Tok::LocalVar) || is(Tok::LocalID))
      return expected("'label' or 'i1' after 'br'");
    uint32_t cl = loc();
    Value *c;
    if (!typeAndValue(c))
      return false;
    if (!c->type->isInteger(1))
      return error(DiagId::ValueNotType, cl, "branch condition", typeToString(c->type), "i1");
    BasicBlock *t, *f;
    if (!expect(Tok::Comma, "',' after branch condition") || !parseBlockRef(t, fs) ||
        !expect(Tok::Comma, "',' after true destination") || !parseBlockRef(f, fs))
      return false;
    inst->ops.push_back(c);
    inst->successors = {t, f};
    break;
  }
  case Opcode::Switch: {
    make(tc.voidTy());
    uint32_t condLoc = loc();
    Value *c;
    BasicBlock *def;
    if (!typeAndValue(c) || !expect(Tok::Comma, "',' after switch condition") || !parseBlockRef(def, fs) ||
        !expect(Tok::LSquare, "'[' with switch table"))
      return false;
    if (!c->type->isInteger())
      return error(DiagId::InvalidOperandType, condLoc, "switch");
    inst->ops.push_back(c);
    inst->successors.push_back(def);
    while (!eat(Tok::RSquare)) {
      uint32_t cl = loc();
      Value *cv;
      BasicBlock *d;
      if (!typeAndValue(cv) || !expect(Tok::Comma, "',' after case value") || !parseBlockRef(d, fs))
        return false;
      if (cv->type != c->type || !isa<ConstantInt>(cv))
        return error(DiagId::Expected, cl, "case value of the condition's integer type");
      inst->ops.push_back(cv);
      inst->successors.push_back(d);
    }
    break;
  }
  case Opcode::IndirectBr: {
    make(tc.voidTy());
    Value *a;
    if (!typeAndValue(a) || !expect(Tok::Comma, "','") || !expect(Tok::LSquare, "'['"))
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
    if (!expect(Tok::RSquare, "']'"))
      return false;
    break;
  }
  case Opcode::Invoke:
  case Opcode::CallBr:
  case Opcode::Call:
    if (!parseCall(inst, fs, op, tail))
      return false;
    break;
  case Opcode::Resume: {
    make(tc.voidTy());
    Value *v;
    if (!typeAndValue(v))
      return false;
    inst->ops.push_back(v);
    break;
  }
  case Opcode::Unreachable: make(tc.voidTy()); break;
  case Opcode::CleanupRet:
  case Opcode::CatchRet: {
    make(tc.voidTy());
    Value *pad;
    if (!expectKw("from") || !valueOf(tc.tokenTy(), pad))
      return false;
    inst->ops.push_back(pad);
    if (op == Opcode::CatchRet) {
      BasicBlock *d;
      if (!expectKw("to") || !parseBlockRef(d, fs))
        return false;
      inst->successors.push_back(d);
    } else {
      if (!expectKw("unwind"))
        return false;
      if (!eatKw("to")) {
        BasicBlock *d;
        if (!parseBlockRef(d, fs))
          return false;
        inst->successors.push_back(d);
      } else if (!expectKw("caller")) {
        return false;
      }
    }
    break;
  }
  case Opcode::CatchSwitch: {
    make(tc.tokenTy());
    Value *parent;
    if (!expectKw("within") || !valueOf(tc.tokenTy(), parent) || !expect(Tok::LSquare, "'['"))
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
    if (!eatKw("to")) {
      if (!parseBlockRef(inst->unwindDest, fs))
        return false;
    } else if (!expectKw("caller")) {
      return false;
    }
    break;
  }
  case Opcode::CatchPad:
  case Opcode::CleanupPad: {
    make(tc.tokenTy());
    Value *parent;
    if (!expectKw("within") || !valueOf(tc.tokenTy(), parent) || !expect(Tok::LSquare, "'['"))
      return false;
    inst->ops.push_back(parent);
    if (!is(Tok::RSquare)) {
      do {
        Value *a;
        if (!typeAndValue(a))
          return false;
        inst->ops.push_back(a);
      } while (eat(Tok::Comma));
    }
    if (!expect(Tok::RSquare, "']'"))
      return false;
    break;
  }
  case Opcode::FNeg: {
    uint8_t fmf = 0;
    parseFastMathFlags(fmf);
    uint32_t vl = loc();
    Value *v;
    if (!typeAndValue(v))
      return false;
    if (!v->type->isFPOrFPVector())
      return error(DiagId::InvalidOperandType, vl, "fneg");
    make(v->type)->fastMath = fmf;
    inst->ops.push_back(v);
    break;
  }
  case Opcode::ICmp:
  case Opcode::FCmp: {
    uint8_t fmf = 0, pred = 0;
    uint16_t flags = 0;
    if (op == Opcode::FCmp)
      parseFastMathFlags(fmf);
    else if (eatKw("samesign"))
      flags |= kSameSign;
    if (!parseCmpPredicate(pred, op == Opcode::FCmp))
      return false;
    Value *a, *b;
    uint32_t al = loc();
    if (!typeAndValue(a) || !expect(Tok::Comma, "',' after compare value") || !valueOf(a->type, b))
      return false;
    bool okTy = op == Opcode::FCmp ? a->type->isFPOrFPVector()
                                   : (a->type->isIntOrIntVector() || a->type->isPtrOrPtrVector());
    if (!okTy)
      return error(DiagId::InvalidOperandType, al, opcodeKeyword(op));
    Type *rt = a->type->isVector()
                   ? tc.vectorTy(tc.i1(), a->type->count(), a->type->kind() == TypeKind::ScalableVector)
                   : tc.i1();
    make(rt);
    inst->predicate = pred;
    inst->fastMath = fmf;
    inst->flags = flags;
    inst->ops = {a, b};
    break;
  }
  case Opcode::Phi: {
    uint8_t fmf = 0;
    parseFastMathFlags(fmf);
    Type *t;
    uint32_t tl = loc();
    if (!parseType(t))
      return false;
    if (!t->isFirstClass() || t->isLabel())
      return error(DiagId::BadTypeForValue, tl, typeToString(t), "phi");
    make(t)->fastMath = fmf;
    do {
      if (!expect(Tok::LSquare, "'[' in phi value list"))
        return false;
      Value *v;
      if (!valueOf(t, v) || !expect(Tok::Comma, "',' after phi value"))
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
    break;
  }
  case Opcode::Select: {
    uint8_t fmf = 0;
    parseFastMathFlags(fmf);
    Value *c, *a, *b;
    uint32_t cl = loc(), bl = 0;
    if (!typeAndValue(c) || !expect(Tok::Comma, "','") || !typeAndValue(a) || !expect(Tok::Comma, "','") ||
        (bl = loc(), !typeAndValue(b)))
      return false;
    if (!c->type->scalar()->isInteger(1))
      return error(DiagId::SelectCondition, cl);
    if (a->type != b->type)
      return error(DiagId::OperandTypeMismatch, bl, "select", typeToString(a->type), typeToString(b->type));
    make(a->type)->fastMath = fmf;
    inst->ops = {c, a, b};
    break;
  }
  case Opcode::Freeze: {
    Value *v;
    if (!typeAndValue(v))
      return false;
    make(v->type);
    inst->ops = {v};
    break;
  }
  case Opcode::VAArg: {
    Value *list;
    Type *t;
    if (!typeAndValue(list) || !expect(Tok::Comma, "','") || !parseType(t))
      return false;
    make(t);
    inst->ops = {list};
    break;
  }
  case Opcode::LandingPad: {
    Type *t;
    if (!parseType(t))
      return false;
    make(t);
    if (eatKw("personality")) { // LLVM 3.x kept the personality on the landingpad
      Value *p;
      if (!typeAndValue(p))
        return false;
    }
    if (eatKw("cleanup"))
      inst->flags |= kCleanup;
    while (isKw("catch") || isKw("filter")) {
      inst->indices.push_back(isKw("filter") ? 1 : 0);
      lex();
      Value *v;
      if (!typeAndValue(v))
        return false;
      inst->ops.push_back(v);
    }
    break;
  }
  case Opcode::ExtractElement:
  case Opcode::InsertElement:
  case Opcode::ShuffleVector: {
    uint32_t al = loc();
    Value *a, *b, *c = nullptr;
    if (!typeAndValue(a) || !expect(Tok::Comma, "','") || !typeAndValue(b))
      return false;
    if (op != Opcode::ExtractElement && (!expect(Tok::Comma, "','") || !typeAndValue(c)))
      return false;
    if (!a->type->isVector())
      return error(DiagId::InvalidOperandType, al, opcodeKeyword(op));
    Type *rt = op == Opcode::ExtractElement ? a->type->element()
               : op == Opcode::InsertElement
                   ? a->type
                   : tc.vectorTy(a->type->element(), c->type->isVector() ? c->type->count() : 1,
                                 a->type->kind() == TypeKind::ScalableVector);
    make(rt);
    inst->ops = {a, b};
    if (c)
      inst->ops.push_back(c);
    break;
  }
  case Opcode::ExtractValue:
  case Opcode::InsertValue: {
    Value *agg, *v = nullptr;
    uint32_t vl = 0;
    if (!typeAndValue(agg))
      return false;
    if (op == Opcode::InsertValue && (!expect(Tok::Comma, "','") || (vl = loc(), !typeAndValue(v))))
      return false;
    std::vector<unsigned> idx;
    std::vector<uint32_t> idxLocs;
    if (!parseIndexList(idx, idxLocs))
      return false;
    size_t bad = 0;
    Type *indexed = aggregateIndexedType(agg->type, idx, &bad);
    if (!indexed)
      return error(DiagId::InvalidIndex, idxLocs[bad], opcodeKeyword(op));
    if (v && v->type != indexed)
      return error(DiagId::ValueNotType, vl, "inserted value", typeToString(v->type), typeToString(indexed));
    make(op == Opcode::ExtractValue ? indexed : agg->type);
    inst->ops = {agg};
    if (v)
      inst->ops.push_back(v);
    inst->indices = std::move(idx);
    break;
  }
  default:
    if (isBinaryOp(op)) {
      uint16_t flags = 0;
      uint8_t fmf = 0;
      if (!parseInstFlags(op, flags))
        return false;
      parseFastMathFlags(fmf);
      Value *a, *b;
      uint32_t al = loc();
      if (!typeAndValue(a) || !expect(Tok::Comma, "',' after first operand") || !valueOf(a->type, b))
        return false;
      bool intOp = isIntegerBinary(op);
      if (intOp ? !a->type->isIntOrIntVector() : !a->type->isFPOrFPVector())
        return error(DiagId::InvalidOperandType, al, opcodeKeyword(op));
      make(a->type);
      inst->flags = flags;
      inst->fastMath = fmf;
      inst->ops = {a, b};
    } else if (isCast(op)) {
      uint16_t flags = 0;
      if (!parseInstFlags(op, flags))
        return false;
      Value *v;
      Type *t;
      if (!typeAndValue(v))
        return false;
      if (!eatKw("to"))
        return expected("'to' after cast value");
      if (!parseType(t))
        return false;
      make(t)->flags = flags;
      inst->ops = {v};
    } else {
      ok = false;
    }
    break;
  case Opcode::Alloca:
  case Opcode::Load:
  case Opcode::Store:
  case Opcode::Fence:
  case Opcode::CmpXchg:
  case Opcode::AtomicRMW:
  case Opcode::GetElementPtr: ok = false; break;
  }
  if (!ok) {
    if (!parseMemoryInstruction(op, at, inst, fs))
      return false;
  }
  // Trailing `, !kind !md` attachments.
  if (is(Tok::Comma) && peekTok().kind == Tok::MetadataVar) {
    lex();
    if (!parseMetadataAttachments(inst->metadata, &fs))
      return false;
  }
  return true;
}

} // namespace nvsim::detail
