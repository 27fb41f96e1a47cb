// Parsing types: primitive, integer, pointer (typed and opaque), array, vector, struct, function.
#include "core/parser/ParserImpl.h"

#include <charconv>

namespace nvsim::detail {

namespace {
struct Primitive {
  std::string_view kw;
  Type *(TypeContext::*get)() const;
};
constexpr Primitive kPrimitives[] = {
    {"void", &TypeContext::voidTy},        {"half", &TypeContext::halfTy},
    {"bfloat", &TypeContext::bfloatTy},    {"float", &TypeContext::floatTy},
    {"double", &TypeContext::doubleTy},    {"fp128", &TypeContext::fp128Ty},
    {"x86_fp80", &TypeContext::x86fp80Ty}, {"ppc_fp128", &TypeContext::ppcfp128Ty},
    {"x86_mmx", &TypeContext::x86mmxTy},   {"x86_amx", &TypeContext::x86amxTy},
    {"label", &TypeContext::labelTy},      {"metadata", &TypeContext::metadataTy},
    {"token", &TypeContext::tokenTy},
};
constexpr unsigned kMaxIntWidth = 1u << 23;
} // namespace

bool LLParser::isTypeStart() const {
  switch (tok().kind) {
  case Tok::LBrace:
  case Tok::LSquare:
  case Tok::Less:
  case Tok::LocalVar:
  case Tok::LocalID: return true;
  case Tok::Ident: {
    std::string_view s = text();
    if (s.size() > 1 && s[0] == 'i' && s[1] >= '0' && s[1] <= '9')
      return true;
    if (s == "ptr" || s == "target")
      return true;
    for (const auto &p : kPrimitives)
      if (s == p.kw)
        return true;
    return false;
  }
  default: return false;
  }
}

/// addrspace ::= 'addrspace' '(' uint32 ')'
bool LLParser::parseAddrSpace(unsigned &as) {
  if (!expectKw("addrspace") || !expect(Tok::LParen, "'(' in address space"))
    return false;
  uint32_t at = loc();
  if (is(Tok::String)) {
    // LLVM 19 also accepts symbolic spaces such as "A", "G", "P"; NVVM IR never uses them.
    return error(DiagId::InvalidAddrSpace, at);
  }
  uint32_t v;
  if (!parseUInt32(v))
    return false;
  if (v >= (1u << 24))
    return error(DiagId::InvalidAddrSpace, at);
  as = v;
  return expect(Tok::RParen, "')' in address space");
}

bool LLParser::parseOptionalAddrSpace(unsigned &as) {
  if (!isKw("addrspace"))
    return true;
  return parseAddrSpace(as);
}

bool LLParser::parseType(Type *&t, bool allowVoid) {
  ParsedType pt;
  if (!parseType(pt, allowVoid))
    return false;
  t = pt.ir;
  return true;
}

Type *LLParser::identifiedStruct(const Token &t) {
  TypeContext &tc = module_->types;
  if (t.kind == Tok::LocalID) {
    Type *&st = numberedTypes_[slotNumber(t)];
    if (!st) {
      st = tc.createNumberedStruct();
      forwardNumberedTypes_.emplace(slotNumber(t), t.offset);
    }
    return st;
  }
  std::string name = nvsim::tokenName(src_, t);
  Type *st = tc.lookupNamedStruct(name);
  if (!st) {
    st = tc.namedStruct(name);
    forwardTypes_.emplace(name, t.offset);
  }
  return st;
}

/// structbody ::= '{' (Type (',' Type)*)? '}'
bool LLParser::parseStructBody(std::vector<ParsedType> &members) {
  if (!expect(Tok::LBrace, "'{'"))
    return false;
  if (eat(Tok::RBrace))
    return true;
  do {
    uint32_t at = loc();
    ParsedType m;
    if (!parseType(m))
      return false;
    if (!m.ir->isValidElement() && !(m.ir->isStruct() && !m.ir->hasBody()))
      return error(DiagId::InvalidStructElement, at);
    members.push_back(m);
  } while (eat(Tok::Comma));
  return expect(Tok::RBrace, "'}' at end of struct");
}

/// array ::= '[' N 'x' Type ']'   vector ::= '<' ('vscale' 'x')? N 'x' Type '>'
bool LLParser::parseArrayOrVector(ParsedType &t, bool vector) {
  bool scalable = false;
  if (vector && eatKw("vscale")) {
    scalable = true;
    if (!expectKw("x"))
      return false;
  }
  uint32_t countLoc = loc();
  uint64_t count;
  if (!parseUInt64(count))
    return false;
  if (!expectKw("x"))
    return false;
  uint32_t elemLoc = loc();
  ParsedType elem;
  if (!parseType(elem))
    return false;
  if (vector) {
    if (count == 0)
      return error(DiagId::ZeroVectorLength, countLoc);
    Type *e = elem.ir;
    if (!e->isInteger() && !e->isFloatingPoint() && !e->isPointer())
      return error(DiagId::InvalidVectorElement, elemLoc);
    if (count > UINT32_MAX)
      return error(DiagId::IntegerTooLarge, countLoc, count);
    if (!expect(Tok::Greater, "'>' at end of vector type"))
      return false;
    t.typed = module_->types.vectorTy(elem.typed, count, scalable);
  } else {
    if (!elem.ir->isValidElement() && !(elem.ir->isStruct() && !elem.ir->hasBody()))
      return error(DiagId::InvalidArrayElement, elemLoc);
    if (!expect(Tok::RSquare, "']' at end of array type"))
      return false;
    t.typed = module_->types.arrayTy(elem.typed, count);
  }
  return true;
}

/// Type ::= BaseType ('*' | 'addrspace' '(' N ')' '*' | '(' ParamTypes ')')*
bool LLParser::parseType(ParsedType &t, bool allowVoid) {
  DepthGuard guard(*this);
  if (!guard.ok)
    return false;
  uint32_t at = loc();
  if (!parseBaseType(t) || !parseTypeSuffixes(t, at))
    return false;
  if (!allowVoid && t.typed->isVoid())
    return error(DiagId::VoidNotAllowed, at);
  t.ir = irType(t.typed);
  return true;
}

/// BaseType ::= KeywordType | '{' ... '}' | '<{' ... '}>' | '[' ... ']' | '<' ... '>' | LocalVar
bool LLParser::parseBaseType(ParsedType &t) {
  TypeContext &tc = module_->types;
  switch (tok().kind) {
  case Tok::Ident: return parseKeywordType(t);
  case Tok::LBrace: {
    std::vector<ParsedType> members;
    if (!parseStructBody(members))
      return false;
    std::vector<Type *> ms;
    for (auto &m : members)
      ms.push_back(m.typed);
    t.typed = tc.literalStructTy(std::move(ms), false);
    return true;
  }
  case Tok::LSquare: lex(); return parseArrayOrVector(t, false);
  case Tok::Less: {
    lex();
    if (!is(Tok::LBrace))
      return parseArrayOrVector(t, true);
    std::vector<ParsedType> members;
    if (!parseStructBody(members))
      return false;
    if (!expect(Tok::Greater, "'>' at end of packed struct"))
      return false;
    std::vector<Type *> ms;
    for (auto &m : members)
      ms.push_back(m.typed);
    t.typed = tc.literalStructTy(std::move(ms), true);
    return true;
  }
  case Tok::LocalVar:
  case Tok::LocalID:
    t.typed = identifiedStruct(tok());
    lex();
    return true;
  default: return error(DiagId::ExpectedType, loc());
  }
}

/// KeywordType ::= 'void' | 'half' | 'float' | ... | 'token' | 'i' N | 'ptr' addrspace? | TargetExtType
bool LLParser::parseKeywordType(ParsedType &t) {
  uint32_t at = loc();
  TypeContext &tc = module_->types;
  std::string_view s = text();
  if (s.size() > 1 && s[0] == 'i' && s[1] >= '0' && s[1] <= '9') {
    uint64_t width = 0;
    auto [end, ec] = std::from_chars(s.data() + 1, s.data() + s.size(), width);
    if (ec != std::errc() || end != s.data() + s.size()) {
      if (ec == std::errc::result_out_of_range)
        return error(DiagId::InvalidIntWidth, at);
      return error(DiagId::ExpectedType, at);
    }
    if (width == 0 || width > kMaxIntWidth)
      return error(DiagId::InvalidIntWidth, at);
    t.typed = tc.intTy(static_cast<unsigned>(width));
    lex();
    return true;
  }
  if (s == "ptr") {
    lex();
    unsigned as = 0;
    if (!parseOptionalAddrSpace(as))
      return false;
    t.typed = tc.pointerTy(as);
    return true;
  }
  if (s == "target")
    return parseTargetExtType(t);
  for (const auto &p : kPrimitives)
    if (s == p.kw) {
      t.typed = (tc.*p.get)();
      lex();
      return true;
    }
  return error(DiagId::ExpectedType, at);
}

/// TargetExtType ::= 'target' '(' STRING (',' Type)* (',' uint32)* ')'
bool LLParser::parseTargetExtType(ParsedType &t) {
  lex();
  if (!expect(Tok::LParen, "'(' in target extension type"))
    return false;
  std::string name;
  if (!parseStringToken(name))
    return false;
  std::vector<Type *> types;
  std::vector<unsigned> ints;
  while (eat(Tok::Comma)) {
    if (is(Tok::Integer)) {
      uint32_t v;
      if (!parseUInt32(v))
        return false;
      ints.push_back(v);
    } else {
      if (!ints.empty())
        return expected("integer parameter of target extension type");
      ParsedType p;
      if (!parseType(p))
        return false;
      types.push_back(p.ir);
    }
  }
  if (!expect(Tok::RParen, "')' in target extension type"))
    return false;
  t.typed = module_->types.targetExtTy(std::move(name), std::move(types), std::move(ints));
  return true;
}

/// The suffixes after a base type: typed pointers (`*`, `addrspace(N)*`) and function types.
/// `at` is where the type began.
bool LLParser::parseTypeSuffixes(ParsedType &t, uint32_t at) {
  TypeContext &tc = module_->types;
  for (;;) {
    if (is(Tok::Star)) {
      Type *pointee = t.typed;
      if (pointee->isVoid() || pointee->isLabel() || pointee->isMetadata() || pointee->isToken())
        return error(DiagId::InvalidPointee, loc(), typeToString(pointee));
      lex();
      t.typed = tc.pointerTy(0, pointee);
      module_->typedPointers = true;
    } else if (isKw("addrspace") && peekTok().kind == Tok::LParen) {
      // `T addrspace(N)*` (typed pointers only; `ptr addrspace(N)` was handled above).
      size_t save = pos_;
      unsigned as = 0;
      if (!parseAddrSpace(as))
        return false;
      if (!is(Tok::Star)) {
        // Not a pointer suffix (e.g. a function header's addrspace): give the tokens back.
        pos_ = save;
        return true;
      }
      Type *pointee = t.typed;
      if (pointee->isVoid() || pointee->isLabel() || pointee->isMetadata() || pointee->isToken())
        return error(DiagId::InvalidPointee, loc(), typeToString(pointee));
      lex();
      t.typed = tc.pointerTy(as, pointee);
      module_->typedPointers = true;
    } else if (is(Tok::LParen)) {
      if (!parseFunctionTypeParams(t, at))
        return false;
    } else {
      return true;
    }
  }
}

/// ParamTypes ::= '(' (Type ParamAttrs (',' Type ParamAttrs)*)? (',' '...')? ')' | '(' '...' ')'
/// after the return type `t`, which becomes the function type.
bool LLParser::parseFunctionTypeParams(ParsedType &t, uint32_t at) {
  Type *ret = t.typed;
  if (ret->isLabel() || ret->isMetadata() || ret->isFunction())
    return error(DiagId::InvalidReturnType, at);
  lex();
  std::vector<Type *> params;
  bool varArg = false;
  if (!is(Tok::RParen)) {
    do {
      if (eat(Tok::DotDotDot)) {
        varArg = true;
        break;
      }
      uint32_t pl = loc();
      ParsedType p;
      if (!parseType(p))
        return false;
      if (p.ir->isVoid() || p.ir->isFunction() || p.ir->isLabel())
        return error(DiagId::InvalidParamType, pl);
      // Old IR may name parameters or give attributes inside function types; skip them.
      AttrSet ignored;
      if (!parseParamAttrs(ignored, p.typed))
        return false;
      params.push_back(p.typed);
    } while (eat(Tok::Comma));
  }
  if (!expect(Tok::RParen, "')' at end of function type"))
    return false;
  t.typed = module_->types.functionTy(ret, std::move(params), varArg);
  return true;
}

} // namespace nvsim::detail
