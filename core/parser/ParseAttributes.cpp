// Parsing attributes: parameter, return, function and call-site lists, and attribute groups.
#include "core/parser/ParserImpl.h"

namespace nvsim::detail {

namespace {
/// Words that end an attribute list because they start the next construct.
bool isStopWord(std::string_view w) {
  static constexpr std::string_view kStops[] = {
      "define", "declare", "attributes", "target", "source_filename", "module", "uselistorder",
      "uselistorder_bb", "section", "partition", "comdat", "align", "gc", "prefix", "prologue", "personality",
      "unnamed_addr", "local_unnamed_addr", "addrspace", "to", "x", "type",
      // values and constant-expression keywords that may follow attributes in call arguments
      "true", "false", "null", "none", "undef", "poison", "zeroinitializer", "c", "splat", "blockaddress",
      "dso_local_equivalent", "no_cfi", "asm", "metadata", "ptr", "void", "half", "bfloat", "float", "double",
      "fp128", "x86_fp80", "ppc_fp128", "label", "token", "target"};
  for (auto s : kStops)
    if (w == s)
      return true;
  for (size_t i = 0; i < kOpcodeCount; ++i)
    if (opcodeKeyword(static_cast<Opcode>(i)) == w)
      return true;
  if (w.size() > 1 && w[0] == 'i' && w[1] >= '0' && w[1] <= '9')
    return true;
  return false;
}
} // namespace

namespace {
/// LLVM's MemoryEffects: what a function may do to each kind of memory (bit 0 read, bit 1 write).
struct MemoryEffects {
  uint8_t argMem = 3, inaccessibleMem = 3, other = 3;

  void intersect(uint8_t arg, uint8_t inaccessible, uint8_t rest) {
    argMem &= arg;
    inaccessibleMem &= inaccessible;
    other &= rest;
  }
  /// The text inside `memory(...)` as LLVM 19 prints it: the access of "other" memory as the
  /// default, then each location whose access differs from it.
  std::string text() const {
    static constexpr std::string_view kModRef[] = {"none", "read", "write", "readwrite"};
    std::string out;
    if (other != 0 || (argMem | inaccessibleMem | other) == other)
      out = kModRef[other];
    auto location = [&](std::string_view name, uint8_t mr) {
      if (mr == other)
        return;
      out += out.empty() ? "" : ", ";
      out += fmt::format("{}: {}", name, kModRef[mr]);
    };
    location("argmem", argMem);
    location("inaccessiblemem", inaccessibleMem);
    return out;
  }
};
} // namespace

void upgradeMemoryAttrs(AttrSet &fnAttrs) {
  MemoryEffects me;
  bool upgraded = false;
  auto &attrs = fnAttrs.attrs;
  for (const Attribute &a : attrs) {
    switch (a.kind) {
    case AttrKind::ReadNone: me.intersect(0, 0, 0); break;
    case AttrKind::ReadOnly: me.intersect(1, 1, 1); break;
    case AttrKind::WriteOnly: me.intersect(2, 2, 2); break;
    case AttrKind::ArgMemOnly: me.intersect(3, 0, 0); break;
    case AttrKind::InaccessibleMemOnly: me.intersect(0, 3, 0); break;
    case AttrKind::InaccessibleMemOrArgMemOnly: me.intersect(3, 3, 0); break;
    default: continue;
    }
    upgraded = true;
  }
  if (!upgraded)
    return;
  // NOTE: like llvm-as 19, the upgraded effects replace a `memory(...)` written beside them.
  std::erase_if(attrs, [](const Attribute &a) {
    return a.kind == AttrKind::ReadNone || a.kind == AttrKind::ReadOnly || a.kind == AttrKind::WriteOnly ||
           a.kind == AttrKind::Memory || attrForm(a.kind) == AttrForm::Legacy;
  });
  Attribute memory;
  memory.kind = AttrKind::Memory;
  memory.value = me.text();
  memory.hasValue = true;
  attrs.push_back(std::move(memory));
}

/// Captures the text between balanced parentheses (the current token is '(').
bool LLParser::parseRawParens(std::string &out) {
  uint32_t start = loc();
  if (!expect(Tok::LParen, "'('"))
    return false;
  unsigned depth = 1;
  uint32_t contentStart = loc();
  uint32_t end = contentStart;
  while (depth) {
    if (is(Tok::Eof))
      return error(DiagId::Expected, start, "')' to close the attribute");
    if (is(Tok::LParen))
      ++depth;
    if (is(Tok::RParen) && --depth == 0) {
      end = loc();
      lex();
      break;
    }
    lex();
  }
  out = std::string(src_.substr(contentStart, end - contentStart));
  while (!out.empty() && (out.back() == ' ' || out.back() == '\n' || out.back() == '\t'))
    out.pop_back();
  return true;
}

/// One attribute at the current token. Sets `consumed` to false (and returns true) when the
/// token is not an attribute in this context.
bool LLParser::parseOneAttr(AttrSet &set, Type *paramTypedTy, bool fnContext, bool &consumed) {
  consumed = true;
  uint32_t at = loc();
  if (is(Tok::AttrGroupID)) {
    uint32_t id = static_cast<uint32_t>(slotNumber());
    if (!module_->attrGroups.count(id))
      forwardAttrGroups_.emplace(id, at);
    set.groups.push_back(id);
    lex();
    return true;
  }
  if (is(Tok::String)) {
    Attribute a;
    a.kind = AttrKind::String;
    a.key = decodeString(text());
    lex();
    if (eat(Tok::Equal)) {
      if (!parseStringToken(a.value))
        return false;
      a.hasValue = true;
    }
    set.attrs.push_back(std::move(a));
    return true;
  }
  if (!is(Tok::Ident)) {
    consumed = false;
    return true;
  }
  std::string_view word = text();
  auto kind = lookupAttrKeyword(word);
  if (!kind) {
    // Unknown words are kept (never printed) when they cannot start what follows an attribute list.
    if (isStopWord(word) || !fnContext) {
      consumed = false;
      return true;
    }
    Attribute a;
    a.kind = AttrKind::Unknown;
    a.key = std::string(word);
    lex();
    if (is(Tok::LParen) && !parseRawParens(a.value))
      return false;
    warning(DiagId::UnknownAttribute, at, a.key);
    set.attrs.push_back(std::move(a));
    return true;
  }
  Attribute a;
  a.kind = *kind;
  lex();
  switch (attrForm(*kind)) {
  case AttrForm::Flag: break;
  case AttrForm::Int:
    // align N | align(N) | align=N (attribute groups); alignstack(N) | alignstack=N
    if (eat(Tok::LParen)) {
      if (!parseUInt64(a.intValue) || !expect(Tok::RParen, "')'"))
        return false;
      a.hasInt = true;
    } else if (eat(Tok::Equal) || is(Tok::Integer)) {
      if (!parseUInt64(a.intValue))
        return false;
      a.hasInt = true;
    }
    if ((*kind == AttrKind::Align || *kind == AttrKind::StackAlignment) && a.hasInt &&
        (a.intValue == 0 || (a.intValue & (a.intValue - 1))))
      return error(DiagId::InvalidAlignment, at);
    if (!a.hasInt && *kind != AttrKind::StackAlignment)
      return expected(fmt::format("'(' after '{}'", word));
    break;
  case AttrForm::Type:
    if (is(Tok::LParen)) {
      lex();
      if (!parseType(a.type) || !expect(Tok::RParen, "')'"))
        return false;
    } else if (paramTypedTy && paramTypedTy->isPointer() && paramTypedTy->pointee()) {
      // Typed-pointer IR: `byval` takes its type from the pointee.
      a.type = irType(paramTypedTy->pointee());
    }
    break;
  case AttrForm::Raw:
    if (is(Tok::LParen)) {
      if (!parseRawParens(a.value))
        return false;
      a.hasValue = true;
    }
    break;
  default: break;
  }
  set.attrs.push_back(std::move(a));
  return true;
}

bool LLParser::parseParamAttrs(AttrSet &set, Type *paramTypedTy) {
  for (;;) {
    if (is(Tok::AttrGroupID))
      return true;
    bool consumed;
    if (!parseOneAttr(set, paramTypedTy, false, consumed))
      return false;
    if (!consumed)
      return true;
  }
}

bool LLParser::parseRetAttrs(AttrSet &set) {
  for (;;) {
    if (is(Tok::AttrGroupID) || isTypeStart())
      return true;
    bool consumed;
    if (!parseOneAttr(set, nullptr, false, consumed))
      return false;
    if (!consumed)
      return true;
  }
}

bool LLParser::parseFnAttrs(AttrSet &set, bool inGroup, uint32_t *) {
  for (;;) {
    if (inGroup && is(Tok::RBrace))
      return true;
    // `align N` after a function's parameter list is the function's alignment, not an attribute.
    if (!inGroup && isKw("align"))
      return true;
    bool consumed;
    if (!parseOneAttr(set, nullptr, inGroup || true, consumed))
      return false;
    if (!consumed)
      return true;
  }
}

/// ::= 'attributes' AttrGroupID '=' '{' attr* '}'
bool LLParser::parseAttrGroupDef() {
  lex();
  if (!is(Tok::AttrGroupID))
    return expected("attribute group id");
  uint32_t at = loc();
  uint32_t id = static_cast<uint32_t>(slotNumber());
  lex();
  if (!expect(Tok::Equal, "'=' here") || !expect(Tok::LBrace, "'{' here"))
    return false;
  if (module_->attrGroups.count(id) && !forwardAttrGroups_.count(id))
    return error(DiagId::Redefinition, at, "#" + std::to_string(id));
  AttrSet set;
  if (!parseFnAttrs(set, true))
    return false;
  if (!set.groups.empty())
    return error(DiagId::Expected, at, "attributes, not a group reference, inside an attribute group");
  if (!expect(Tok::RBrace, "'}' at end of attribute group"))
    return false;
  upgradeMemoryAttrs(set);
  module_->attrGroups[id] = std::move(set);
  forwardAttrGroups_.erase(id);
  return true;
}

} // namespace nvsim::detail
