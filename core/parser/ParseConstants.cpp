// Parsing values: numbers, float literals, locals, globals and aggregate constants (constant
// expressions: ParseConstantExprs.cpp).
#include "core/parser/ParserImpl.h"

#include <charconv>
#include <cstring>

namespace nvsim::detail {

namespace {
constexpr size_t kMaxIntegerDigits = 5000;

/// Converts IEEE double bits to a narrower binary format (exponent and mantissa widths) exactly,
/// or returns false when the value is not representable (LLVM rejects such literals).
bool narrowDouble(uint64_t d, int expBits, int mantBits, uint64_t &out) {
  uint64_t sign = d >> 63;
  int64_t exp = static_cast<int64_t>((d >> 52) & 0x7ff);
  uint64_t mant = d & ((uint64_t(1) << 52) - 1);
  int shift = 52 - mantBits;
  uint64_t lostMask = (uint64_t(1) << shift) - 1;
  uint64_t expMax = (uint64_t(1) << expBits) - 1;
  uint64_t signBit = sign << (expBits + mantBits);
  if (exp == 0x7ff) { // inf or NaN: the payload must survive
    if (mant & lostMask)
      return false;
    out = signBit | (expMax << mantBits) | (mant >> shift);
    return true;
  }
  if (exp == 0 && mant == 0) {
    out = signBit;
    return true;
  }
  if (exp == 0)
    return false; // double denormals are far below any narrower format's range
  int64_t bias = (int64_t(1) << (expBits - 1)) - 1;
  int64_t e = exp - 1023 + bias;
  if (e >= static_cast<int64_t>(expMax))
    return false;
  if (e >= 1) {
    if (mant & lostMask)
      return false;
    out = signBit | (static_cast<uint64_t>(e) << mantBits) | (mant >> shift);
    return true;
  }
  // Denormal in the target: the implicit one joins the mantissa and shifts right.
  int64_t extra = 1 - e;
  if (extra > mantBits + 1)
    return false;
  uint64_t full = (uint64_t(1) << 52) | mant;
  int totalShift = shift + static_cast<int>(extra);
  if (full & ((uint64_t(1) << totalShift) - 1))
    return false;
  out = signBit | (full >> totalShift);
  return true;
}

uint64_t parseHex(std::string_view s) {
  uint64_t v = 0;
  for (char c : s)
    v = v * 16 + static_cast<uint64_t>(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
  return v;
}
} // namespace

bool LLParser::parseStringToken(std::string &out) {
  if (!is(Tok::String))
    return expected("string constant");
  out = decodeString(text());
  lex();
  return true;
}

bool LLParser::parseBigInt(BigInt &v) {
  if (!is(Tok::Integer))
    return expected("integer");
  std::string_view s = text();
  if (s.size() > kMaxIntegerDigits)
    return error(DiagId::IntegerTooLarge, loc(), fmt::format("{} digits", s.size()));
  if (s[0] == 's' || s[0] == 'u') {
    // s0x / u0x: hexadecimal. As in LLVM's lexer, a signed one is first cut to its active bits
    // (up to the highest set bit), so that bit is its sign: `s0x7F` is -1 and `s0x80` is -128.
    std::string_view digits = s.substr(3);
    v = 0;
    for (char c : digits)
      v = v * 16 + (c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
    if (s[0] == 's' && v != 0)
      v -= BigInt(1) << (msb(v) + 1);
  } else {
    bool neg = s[0] == '-' || s[0] == '+';
    bool minus = s[0] == '-';
    v = 0;
    for (size_t i = neg ? 1 : 0; i < s.size(); ++i)
      v = v * 10 + (s[i] - '0');
    if (minus)
      v = -v;
  }
  lex();
  return true;
}

bool LLParser::parseUInt64(uint64_t &v) {
  if (!is(Tok::Integer))
    return expected("integer");
  std::string_view s = text();
  if (s[0] == '-')
    return expected("a non-negative integer");
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size())
    return error(DiagId::IntegerTooLarge, loc(), s.substr(0, 40));
  lex();
  return true;
}

bool LLParser::parseUInt32(uint32_t &v) {
  uint32_t at = loc();
  uint64_t w;
  if (!parseUInt64(w))
    return false;
  if (w > UINT32_MAX)
    return error(DiagId::IntegerTooLarge, at, w);
  v = static_cast<uint32_t>(w);
  return true;
}

/// Float literals: decimal (parsed as double, then narrowed exactly), `0x` double bits,
/// `0xH` half, `0xR` bfloat, `0xK` x86_fp80, `0xL` fp128, `0xM` ppc_fp128.
bool LLParser::parseFloatLiteral(Type *ty, Value *&v) {
  uint32_t at = loc();
  std::string_view s = text();
  if (!ty->isFloatingPoint())
    return error(DiagId::InvalidFloatConstant, at);
  uint64_t lo = 0, hi = 0;
  TypeKind k = ty->kind();
  if (s.size() > 2 && s[0] == '0' && s[1] == 'x') {
    char form = s[2];
    std::string_view digits = s.substr(2);
    if (form == 'K' || form == 'L' || form == 'M' || form == 'H' || form == 'R')
      digits = s.substr(3);
    else
      form = 0;
    // Leading zeros do not count against the width of the format, as in llvm-as.
    while (digits.size() > 1 && digits.front() == '0')
      digits.remove_prefix(1);
    bool okForm = (form == 0 && (k == TypeKind::Half || k == TypeKind::BFloat || k == TypeKind::Float ||
                                 k == TypeKind::Double)) ||
                  (form == 'H' && k == TypeKind::Half) || (form == 'R' && k == TypeKind::BFloat) ||
                  (form == 'K' && k == TypeKind::X86FP80) || (form == 'L' && k == TypeKind::FP128) ||
                  (form == 'M' && k == TypeKind::PPCFP128);
    if (!okForm)
      return error(DiagId::InvalidFloatConstant, at);
    if (form == 'K') {
      // 20 digits: the top 16 bits, then the low 64.
      if (digits.size() > 20)
        return error(DiagId::InvalidHexFloat, at);
      std::string padded = std::string(20 - digits.size(), '0') + std::string(digits);
      hi = parseHex(std::string_view(padded).substr(0, 4));
      lo = parseHex(std::string_view(padded).substr(4));
    } else if (form == 'L' || form == 'M') {
      // 32 digits: the first 16 are the low word, as LLVM's lexer reads them.
      if (digits.size() > 32)
        return error(DiagId::InvalidHexFloat, at);
      std::string padded = std::string(32 - digits.size(), '0') + std::string(digits);
      lo = parseHex(std::string_view(padded).substr(0, 16));
      hi = parseHex(std::string_view(padded).substr(16));
    } else {
      size_t maxDigits = form == 0 ? 16 : 4;
      if (digits.size() > maxDigits)
        return error(DiagId::InvalidHexFloat, at);
      uint64_t bits = parseHex(digits);
      if (form == 0 && k != TypeKind::Double) {
        int e = k == TypeKind::Float ? 8 : k == TypeKind::Half ? 5 : 8;
        int m = k == TypeKind::Float ? 23 : k == TypeKind::Half ? 10 : 7;
        if (!narrowDouble(bits, e, m, lo))
          return error(DiagId::InvalidFloatConstant, at);
      } else {
        lo = bits;
      }
    }
  } else {
    if (k != TypeKind::Half && k != TypeKind::BFloat && k != TypeKind::Float && k != TypeKind::Double)
      return error(DiagId::InvalidFloatConstant, at);
    std::string buf(s[0] == '+' ? s.substr(1) : s);
    double d = 0;
    auto [end, ec] = std::from_chars(buf.data(), buf.data() + buf.size(), d);
    if (ec != std::errc() || end != buf.data() + buf.size())
      return error(DiagId::InvalidFloatConstant, at);
    uint64_t bits;
    std::memcpy(&bits, &d, sizeof bits);
    if (k == TypeKind::Double) {
      lo = bits;
    } else {
      int e = k == TypeKind::Float ? 8 : k == TypeKind::Half ? 5 : 8;
      int m = k == TypeKind::Float ? 23 : k == TypeKind::Half ? 10 : 7;
      if (!narrowDouble(bits, e, m, lo))
        return error(DiagId::InvalidFloatConstant, at);
    }
  }
  lex();
  v = module_->make<ConstantFP>(ty, lo, hi);
  v->loc = at;
  return true;
}

bool LLParser::checkExplicitPointee(Type *explicitTy, const ParsedType &operand, uint32_t at) {
  const Type *ptr = operand.typed ? operand.typed->scalar() : nullptr;
  if (!ptr || !ptr->isPointer() || !ptr->pointee() || irType(ptr->pointee()) == explicitTy)
    return true;
  return error(DiagId::GepTypeMismatch, at);
}

bool LLParser::checkValueType(Value *v, Type *ty, uint32_t at, std::string_view what) {
  if (v->type == ty)
    return true;
  return error(DiagId::ValueTypeMismatch, at, what, typeToString(v->type), typeToString(ty));
}

Value *LLParser::getLocal(FunctionState &fs, Type *ty, uint32_t at) {
  bool numbered = is(Tok::LocalID);
  std::string name = numbered ? std::string(text().substr(1)) : tokenName();
  std::string shown = numbered ? "%" + name : asmName('%', name);
  if (ty->isLabel()) {
    BasicBlock *bb = getBlock(fs, tok());
    lex();
    return bb;
  }
  Value *v = nullptr;
  if (numbered) {
    int64_t n = slotNumber();
    auto it = fs.numbered.find(n);
    if (it != fs.numbered.end()) {
      v = it->second;
    } else {
      auto &fwd = fs.forwardNumbered[n];
      if (!fwd.first)
        fwd = {module_->make<Instruction>(Opcode::Invalid, ty), at};
      v = fwd.first;
    }
  } else {
    auto it = fs.named.find(name);
    if (it != fs.named.end()) {
      v = it->second;
    } else {
      auto &fwd = fs.forwardNamed[name];
      if (!fwd.first)
        fwd = {module_->make<Instruction>(Opcode::Invalid, ty), at};
      v = fwd.first;
    }
  }
  if (v->valueKind() == ValueKind::BasicBlock) {
    error(DiagId::ValueTypeMismatch, at, shown, "label", typeToString(ty));
    return nullptr;
  }
  if (v->type != ty) {
    error(DiagId::ValueTypeMismatch, at, shown, typeToString(v->type), typeToString(ty));
    return nullptr;
  }
  lex();
  return v;
}

bool LLParser::parseGlobalRef(Type *ty, Value *&v) {
  uint32_t at = loc();
  if (!ty->isPointer())
    return error(DiagId::Expected, at, "a pointer type for a global reference");
  bool numbered = is(Tok::GlobalID);
  int64_t slot = numbered ? slotNumber() : -1;
  std::string name = numbered ? std::string() : tokenName();
  GlobalValue *g = getGlobalForRef(name, slot, ty, at);
  if (g->type->addrSpace() != ty->addrSpace())
    return error(DiagId::ValueTypeMismatch, at, numbered ? "@" + std::to_string(slot) : asmName('@', name),
                 typeToString(g->type), typeToString(ty));
  lex();
  v = g;
  return true;
}

/// Value ::= LocalVar | GlobalVar | Constant | 'asm' ... | metadata operand
bool LLParser::parseValue(Type *ty, Value *&v, FunctionState *fs, Type *) {
  uint32_t at = loc();
  switch (tok().kind) {
  case Tok::LocalVar:
  case Tok::LocalID:
    if (!fs)
      return error(DiagId::LocalInConstant, at, text());
    v = getLocal(*fs, ty, at);
    return v != nullptr;
  case Tok::GlobalVar:
  case Tok::GlobalID: return parseGlobalRef(ty, v);
  default: break;
  }
  if (ty->isMetadata()) {
    Metadata *md = nullptr;
    if (!parseMetadataAsOperand(md, fs))
      return false;
    v = module_->make<MetadataValue>(ty, md);
    v->loc = at;
    return true;
  }
  if (isKw("asm")) {
    lex();
    auto *ia = module_->make<InlineAsm>(module_->types.pointerTy(0), nullptr);
    ia->loc = at;
    for (;;) {
      if (eatKw("sideeffect"))
        ia->sideEffect = true;
      else if (eatKw("alignstack"))
        ia->alignStack = true;
      else if (eatKw("inteldialect"))
        ia->intelDialect = true;
      else if (eatKw("unwind"))
        ia->canUnwind = true;
      else
        break;
    }
    if (!parseStringToken(ia->asmString) || !expect(Tok::Comma, "',' after inline asm string") ||
        !parseStringToken(ia->constraints))
      return false;
    v = ia;
    return true;
  }
  return parseConstant(ty, v, fs);
}

bool LLParser::parseTypeAndValue(Value *&v, FunctionState *fs, ParsedType *written) {
  Token typeTok = tok();
  ParsedType t;
  if (!parseType(t))
    return false;
  if (reportMissingType(typeTok))
    return false;
  if (written)
    *written = t;
  return parseValue(t.ir, v, fs, t.typed);
}

/// The type reached by indexing `source` with GEP operands [base, first index, more indices...]:
/// the first index steps over the pointer, the rest walk into the type.
Type *LLParser::gepIndexedType(Type *source, const std::vector<Value *> &indices, size_t *bad) {
  Type *cur = source;
  for (size_t i = 2; i < indices.size(); ++i) {
    Type *next = nullptr;
    if (cur->isStruct()) {
      auto *ci = dyn_cast<ConstantInt>(indices[i]);
      const Value *idx = indices[i];
      if (!ci && idx->valueKind() == ValueKind::ConstAggregate) {
        auto *agg = cast<ConstantAggregate>(idx);
        ci = agg->elems.empty() ? nullptr : dyn_cast<ConstantInt>(agg->elems[0]);
      }
      if (!ci && idx->valueKind() == ValueKind::ConstZero)
        next = cur->members().empty() ? nullptr : cur->members()[0];
      else if (ci && ci->value < cur->members().size())
        next = cur->members()[ci->zext()];
    } else if (cur->isArray() || cur->isVector()) {
      next = cur->element();
    }
    if (!next) {
      if (bad)
        *bad = i;
      return nullptr;
    }
    cur = next;
  }
  return cur;
}

Type *LLParser::aggregateIndexedType(Type *agg, const std::vector<unsigned> &indices, size_t *bad) {
  Type *cur = agg;
  for (size_t i = 0; i < indices.size(); ++i) {
    unsigned idx = indices[i];
    Type *next = nullptr;
    if (cur->isStruct() && idx < cur->members().size())
      next = cur->members()[idx];
    else if (cur->isArray() && idx < cur->count())
      next = cur->element();
    if (!next) {
      if (bad)
        *bad = i;
      return nullptr;
    }
    cur = next;
  }
  return cur;
}

/// indexlist ::= (',' uint32)+  (stops before a `, !md` attachment)
bool LLParser::parseIndexList(std::vector<unsigned> &indices, std::vector<uint32_t> &locs) {
  if (!is(Tok::Comma) || peekTok().kind != Tok::Integer)
    return expected("',' and an index");
  while (is(Tok::Comma) && peekTok().kind == Tok::Integer) {
    lex();
    locs.push_back(loc());
    uint32_t v;
    if (!parseUInt32(v))
      return false;
    indices.push_back(v);
  }
  return true;
}

bool LLParser::reportMissingType(const Token &typeTok) {
  if (typeTok.kind != Tok::LocalVar && typeTok.kind != Tok::LocalID)
    return false;
  // Only a name that is not (yet) a defined type, followed by something that cannot be a value.
  bool forward = typeTok.kind == Tok::LocalVar ? forwardTypes_.count(nvsim::tokenName(src_, typeTok)) != 0
                                               : forwardNumberedTypes_.count(slotNumber(typeTok)) != 0;
  if (!forward)
    return false;
  if (!is(Tok::Comma) && !is(Tok::RBrace) && !is(Tok::RParen) && !is(Tok::RSquare) && !is(Tok::Eof) &&
      !is(Tok::LabelStr) && !is(Tok::LabelID))
    return false;
  error(DiagId::Expected, typeTok.offset, fmt::format("a type before '{}'", text(typeTok)));
  return true;
}

/// Constant ::= Integer | Float | LocalVar | GlobalVar | ArrayConstant | StructOrVectorConstant
///            | KeywordConstant
bool LLParser::parseConstant(Type *ty, Value *&v, FunctionState *fs) {
  DepthGuard guard(*this);
  if (!guard.ok)
    return false;
  uint32_t at = loc();
  switch (tok().kind) {
  case Tok::Integer: {
    if (!ty->isInteger())
      return error(DiagId::InvalidIntConstant, at);
    BigInt value;
    if (!parseBigInt(value))
      return false;
    v = module_->make<ConstantInt>(ty, value);
    v->loc = at;
    return true;
  }
  case Tok::Float: return parseFloatLiteral(ty, v);
  case Tok::LocalVar:
  case Tok::LocalID:
  case Tok::GlobalVar:
  case Tok::GlobalID: return parseValue(ty, v, fs);
  case Tok::LSquare: return parseArrayConstant(ty, v, fs);
  case Tok::LBrace:
  case Tok::Less: return parseStructOrVectorConstant(ty, v, fs);
  case Tok::Ident: return parseKeywordConstant(ty, v, fs);
  default: return expected("value");
  }
}

/// ArrayConstant ::= '[' (TypeAndValue (',' TypeAndValue)*)? ']'
bool LLParser::parseArrayConstant(Type *ty, Value *&v, FunctionState *fs) {
  uint32_t at = loc();
  lex();
  if (!ty->isArray())
    return error(DiagId::InvalidConstantFor, at, typeToString(ty));
  std::vector<Value *> elems;
  if (!is(Tok::RSquare)) {
    do {
      uint32_t el = loc();
      Value *e;
      if (!parseTypeAndValue(e, fs))
        return false;
      if (e->type != ty->element())
        return error(DiagId::ArrayElementMismatch, el, elems.size(), typeToString(ty->element()));
      elems.push_back(e);
    } while (eat(Tok::Comma));
  }
  if (!expect(Tok::RSquare, "']' at end of array constant"))
    return false;
  if (elems.size() != ty->count())
    return error(DiagId::ArrayLengthMismatch, at, elems.size(), typeToString(ty), ty->count());
  v = module_->make<ConstantAggregate>(ty, std::move(elems));
  v->loc = at;
  return true;
}

/// StructOrVectorConstant ::= '{' Elements? '}' | '<{' Elements? '}>' | '<' Elements? '>'
///   Elements ::= TypeAndValue (',' TypeAndValue)*
bool LLParser::parseStructOrVectorConstant(Type *ty, Value *&v, FunctionState *fs) {
  uint32_t at = loc();
  bool packed = is(Tok::Less) && peekTok().kind == Tok::LBrace;
  bool vector = is(Tok::Less) && !packed;
  lex();
  if (packed)
    lex();
  if (vector ? !ty->isVector() : !(ty->isStruct() && ty->isPacked() == packed))
    return error(DiagId::InvalidConstantFor, at, typeToString(ty));
  std::vector<Value *> elems;
  Tok close = vector ? Tok::Greater : Tok::RBrace;
  if (!is(close)) {
    do {
      uint32_t el = loc();
      Value *e;
      if (!parseTypeAndValue(e, fs))
        return false;
      if (vector && e->type != ty->element())
        return error(DiagId::VectorElementMismatch, el, elems.size(), typeToString(ty->element()));
      if (!vector && (elems.size() >= ty->members().size() || e->type != ty->members()[elems.size()]))
        return error(DiagId::StructElementMismatch, el, elems.size());
      elems.push_back(e);
    } while (eat(Tok::Comma));
  }
  if (!expect(close, vector ? "'>' at end of vector constant" : "'}' at end of struct constant"))
    return false;
  if (packed && !expect(Tok::Greater, "'>' at end of packed struct constant"))
    return false;
  size_t want = vector ? ty->count() : ty->members().size();
  if (elems.size() != want)
    return error(DiagId::ArrayLengthMismatch, at, elems.size(), typeToString(ty), want);
  v = module_->make<ConstantAggregate>(ty, std::move(elems));
  v->loc = at;
  return true;
}

/// KeywordConstant ::= 'true' | 'false' | 'null' | 'none' | 'undef' | 'poison' | 'zeroinitializer'
///                   | 'c' STRING | SplatConstant | BlockAddress
///                   | ('dso_local_equivalent' | 'no_cfi') GlobalVar | ConstantExpr
bool LLParser::parseKeywordConstant(Type *ty, Value *&v, FunctionState *fs) {
  uint32_t at = loc();
  auto simple = [&](ValueKind k) {
    v = module_->make<ConstantSimple>(k, ty);
    v->loc = at;
    lex();
    return true;
  };
  std::string_view kw = text();
  if (kw == "true" || kw == "false") {
    if (!ty->isInteger(1))
      return error(DiagId::InvalidTrueFalse, at);
    v = module_->make<ConstantInt>(ty, BigInt(kw == "true" ? 1 : 0));
    v->loc = at;
    lex();
    return true;
  }
  if (kw == "null") {
    if (!ty->isPointer() && ty->kind() != TypeKind::TargetExt)
      return error(DiagId::InvalidNull, at);
    return simple(ValueKind::ConstNull);
  }
  if (kw == "none") {
    if (!ty->isToken())
      return error(DiagId::InvalidConstantFor, at, typeToString(ty));
    return simple(ValueKind::ConstNull);
  }
  if (kw == "undef" || kw == "poison") {
    if (!ty->isFirstClass() || ty->isLabel())
      return error(DiagId::InvalidConstantFor, at, typeToString(ty));
    return simple(kw == "undef" ? ValueKind::ConstUndef : ValueKind::ConstPoison);
  }
  if (kw == "zeroinitializer") {
    if (!ty->isFirstClass() || ty->isLabel() || ty->isToken())
      return error(DiagId::InvalidZeroInit, at);
    return simple(ValueKind::ConstZero);
  }
  if (kw == "c" && peekTok().kind == Tok::String) {
    lex();
    std::string bytes = decodeString(text());
    if (!ty->isArray() || !ty->element()->isInteger(8))
      return error(DiagId::StringNotI8Array, at, typeToString(ty));
    if (bytes.size() != ty->count())
      return error(DiagId::ArrayLengthMismatch, at, bytes.size(), typeToString(ty), ty->count());
    lex();
    v = module_->make<ConstantString>(ty, std::move(bytes));
    v->loc = at;
    return true;
  }
  if (kw == "splat")
    return parseSplatConstant(ty, v, fs);
  if (kw == "blockaddress")
    return parseBlockAddress(ty, v);
  if (kw == "dso_local_equivalent" || kw == "no_cfi") {
    ValueKind k = kw == "no_cfi" ? ValueKind::NoCFI : ValueKind::DSOLocalEquivalent;
    lex();
    Value *g;
    if (!parseGlobalRef(ty, g))
      return false;
    v = module_->make<ConstantWrapper>(k, ty, g);
    v->loc = at;
    return true;
  }
  return parseConstantExpr(ty, v, fs);
}

/// SplatConstant ::= 'splat' '(' TypeAndValue ')'
bool LLParser::parseSplatConstant(Type *ty, Value *&v, FunctionState *fs) {
  uint32_t at = loc();
  lex();
  if (!ty->isVector())
    return error(DiagId::InvalidConstantFor, at, typeToString(ty));
  if (!expect(Tok::LParen, "'(' after splat"))
    return false;
  uint32_t el = loc();
  Value *e;
  if (!parseTypeAndValue(e, fs))
    return false;
  if (e->type != ty->element())
    return error(DiagId::VectorElementMismatch, el, 0, typeToString(ty->element()));
  if (!expect(Tok::RParen, "')' after splat value"))
    return false;
  std::vector<Value *> elems(ty->count(), e);
  v = module_->make<ConstantAggregate>(ty, std::move(elems));
  v->loc = at;
  return true;
}

/// BlockAddress ::= 'blockaddress' '(' GlobalVar ',' LocalVar ')'
/// The block is resolved at the end of the module (resolveModule).
bool LLParser::parseBlockAddress(Type *ty, Value *&v) {
  uint32_t at = loc();
  lex();
  if (!expect(Tok::LParen, "'(' in block address expression"))
    return false;
  if (!is(Tok::GlobalVar) && !is(Tok::GlobalID))
    return expected("function name in blockaddress");
  Value *fn;
  if (!parseGlobalRef(module_->types.pointerTy(0), fn))
    return false;
  if (!expect(Tok::Comma, "',' in block address expression"))
    return false;
  if (!is(Tok::LocalVar) && !is(Tok::LocalID))
    return expected("basic block name in blockaddress");
  bool numbered = is(Tok::LocalID);
  auto *ba = module_->make<BlockAddress>(ty, fn, numbered ? std::string(text().substr(1)) : tokenName());
  ba->numbered = numbered;
  ba->loc = at;
  blockAddresses_.push_back({ba, loc()});
  lex();
  if (!expect(Tok::RParen, "')' in block address expression"))
    return false;
  v = ba;
  return true;
}

} // namespace nvsim::detail
