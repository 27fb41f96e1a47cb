// Parsing metadata: numbered and named nodes, tuples, specialised `!DI...` nodes, attachments and
// debug records, in both the modern syntax and LLVM 3.x's `metadata !{...}`.
#include "core/parser/ParserImpl.h"

#include <charconv>

namespace nvsim::detail {

namespace {
/// Whether a decimal field value fits LLVM's widest metadata fields (uint64 or int64).
bool fitsInt64Field(std::string_view s) {
  if (s.empty() || s[0] == 's' || s[0] == 'u')
    return true; // s0x/u0x forms are not field values; the field parser of LLVM rejects them
  if (s[0] == '+')
    s.remove_prefix(1);
  if (s[0] == '-') {
    int64_t v;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return ec == std::errc() && end == s.data() + s.size();
  }
  uint64_t v;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return ec == std::errc() && end == s.data() + s.size();
}
} // namespace

MDNode *LLParser::numberedMD(int64_t slot, uint32_t at) {
  auto &node = module_->numberedMetadata[slot];
  if (!node) {
    node = module_->makeMD<MDNode>();
    node->slot = slot;
    node->loc = at;
    forwardMetadata_.emplace(slot, at);
  }
  return node;
}

/// MDRef ::= '!' N | '!' STRING | '!{' ... '}' | 'distinct'? '!' DIName '(' ... ')'
bool LLParser::parseMetadataRef(Metadata *&md, FunctionState *fs) {
  DepthGuard guard(*this);
  if (!guard.ok)
    return false;
  bool distinct = eatKw("distinct");
  uint32_t at = loc();
  if (is(Tok::MetadataVar) && peekTok().kind == Tok::LParen) {
    MDNode *node = nullptr;
    if (!parseSpecializedNode(node, fs, distinct))
      return false;
    md = node;
    return true;
  }
  if (!expect(Tok::Exclaim, "metadata"))
    return false;
  if (is(Tok::Integer)) {
    uint32_t slot; // metadata numbers have 32 bits, as in llvm-as
    if (!parseUInt32(slot))
      return false;
    md = numberedMD(slot, at);
    return true;
  }
  if (is(Tok::String)) {
    md = module_->makeMD<MDString>(decodeString(text()));
    lex();
    return true;
  }
  if (is(Tok::LBrace)) {
    MDNode *node = module_->makeMD<MDNode>();
    node->distinct = distinct;
    node->loc = at;
    if (!parseMDTuple(node, fs))
      return false;
    md = node;
    return true;
  }
  return expected("metadata");
}

/// Tuple ::= '{' (MDOperand (',' MDOperand)*)? '}'  (the '!' is already consumed)
bool LLParser::parseMDTuple(MDNode *&node, FunctionState *fs) {
  if (!expect(Tok::LBrace, "'{'"))
    return false;
  node->defined = true;
  if (eat(Tok::RBrace))
    return true;
  do {
    if (eatKw("null")) {
      node->ops.push_back(nullptr);
      continue;
    }
    Metadata *op = nullptr;
    if (!parseMetadataAsOperand(op, fs))
      return false;
    node->ops.push_back(op);
  } while (eat(Tok::Comma));
  return expect(Tok::RBrace, "'}' at end of metadata node");
}

/// MDOperand ::= 'metadata'? (MDRef | TypeAndValue)   (3.x wrote `metadata` before each operand)
bool LLParser::parseMetadataAsOperand(Metadata *&md, FunctionState *fs) {
  eatKw("metadata");
  // NOTE: parseMetadataRef counts its own nesting level; guarding before it would count each
  // `!{!{...}}` level twice.
  if (is(Tok::Exclaim) || is(Tok::MetadataVar) || isKw("distinct"))
    return parseMetadataRef(md, fs);
  DepthGuard guard(*this); // `metadata metadata ...` recurses through parseValue
  if (!guard.ok)
    return false;
  Value *v = nullptr;
  if (!parseTypeAndValue(v, fs))
    return false;
  md = module_->makeMD<ValueAsMetadata>(v);
  return true;
}

/// SpecializedNode ::= '!' DIName '(' (Field (',' Field)*)? ')'  Field ::= (Name ':')? FieldValue
bool LLParser::parseSpecializedNode(MDNode *&node, FunctionState *fs, bool distinct) {
  uint32_t at = loc();
  if (!node) {
    node = module_->makeMD<MDNode>();
    node->loc = at;
  }
  node->special = tokenName();
  node->distinct = distinct;
  node->defined = true;
  lex();
  if (!expect(Tok::LParen, "'('"))
    return false;
  if (eat(Tok::RParen))
    return true;
  do {
    MDField f;
    if (is(Tok::LabelStr)) {
      // `line:` lexes as a label.
      f.name = nvsim::tokenName(src_, tok());
      lex();
    } else if (is(Tok::Ident) && peekTok().kind == Tok::Colon) {
      f.name = std::string(text());
      lex();
      lex();
    }
    if (isKw("null")) {
      f.isNull = true;
      lex();
    } else if (is(Tok::Exclaim) || is(Tok::MetadataVar) || isKw("distinct")) {
      if (!parseMetadataRef(f.md, fs))
        return false;
    } else if (isTypeStart() &&
               !(is(Tok::Ident) && (text().rfind("DW_", 0) == 0 || text().rfind("DI", 0) == 0))) {
      Value *v = nullptr;
      if (!parseTypeAndValue(v, fs))
        return false;
      f.md = module_->makeMD<ValueAsMetadata>(v);
    } else {
      // Anything else is kept as written: integers, strings, enumerators, `A | B` flag sets, booleans.
      // Integer fields are at most 64 bits in LLVM, except an enumerator's arbitrary-width value.
      bool wide = node->special == "DIEnumerator" && f.name == "value";
      uint32_t start = loc(), end = start;
      unsigned depth = 0;
      while (!is(Tok::Eof) && (depth || (!is(Tok::Comma) && !is(Tok::RParen)))) {
        if (is(Tok::LParen))
          ++depth;
        if (is(Tok::RParen))
          --depth;
        if (is(Tok::Integer) && !wide && !fitsInt64Field(text()))
          return error(DiagId::IntegerTooLarge, loc(), text().substr(0, 40));
        end = tok().offset + tok().length;
        lex();
      }
      if (end == start)
        return expected(fmt::format("value for field '{}'", f.name));
      f.raw = std::string(src_.substr(start, end - start));
    }
    node->fields.push_back(std::move(f));
  } while (eat(Tok::Comma));
  return expect(Tok::RParen, "')' at end of specialized metadata node");
}

/// ::= '!' N '=' 'distinct'? ('metadata')? (Tuple | SpecializedNode)
bool LLParser::parseStandaloneMetadata() {
  uint32_t bangLoc = loc();
  lex(); // '!'
  uint32_t at = loc();
  uint32_t slot; // metadata numbers have 32 bits, as in llvm-as
  if (!is(Tok::Integer))
    return error(DiagId::ExpectedTopLevel, at);
  if (!parseUInt32(slot))
    return false;
  if (!expect(Tok::Equal, "'=' here"))
    return false;
  auto existing = module_->numberedMetadata.find(slot);
  if (existing != module_->numberedMetadata.end() && existing->second->defined)
    return error(DiagId::MetadataRedefinition, bangLoc, slot);
  MDNode *node = numberedMD(slot, at);
  forwardMetadata_.erase(slot);
  node->loc = at;
  bool distinct = eatKw("distinct");
  eatKw("metadata");
  if (is(Tok::MetadataVar)) {
    if (!parseSpecializedNode(node, nullptr, distinct))
      return false;
  } else {
    if (!expect(Tok::Exclaim, "'!' here"))
      return false;
    node->distinct = distinct;
    if (!parseMDTuple(node, nullptr))
      return false;
  }
  return true;
}

/// ::= MetadataVar '=' 'metadata'? '!' '{' (MDRef (',' MDRef)*)? '}'
bool LLParser::parseNamedMetadata() {
  NamedMetadata nm;
  nm.name = tokenName();
  uint32_t at = loc();
  lex();
  if (!expect(Tok::Equal, "'=' here"))
    return false;
  eatKw("metadata");
  if (!expect(Tok::Exclaim, "'!' here") || !expect(Tok::LBrace, "'{' here"))
    return false;
  if (!is(Tok::RBrace)) {
    do {
      eatKw("metadata");
      Metadata *md = nullptr;
      uint32_t el = loc();
      if (!parseMetadataRef(md, nullptr))
        return false;
      if (md->mdKind() != MDKind::Node)
        return error(DiagId::InvalidMetadata, el, "named metadata operands must be nodes");
      nm.ops.push_back(static_cast<MDNode *>(md));
    } while (eat(Tok::Comma));
  }
  if (!expect(Tok::RBrace, "'}' at end of named metadata"))
    return false;
  for (auto &existing : module_->namedMetadata)
    if (existing.name == nm.name) {
      // LLVM appends operands of a repeated named node.
      existing.ops.insert(existing.ops.end(), nm.ops.begin(), nm.ops.end());
      return true;
    }
  (void)at;
  module_->namedMetadata.push_back(std::move(nm));
  return true;
}

/// Attachments ::= (MetadataVar MDRef (','? MetadataVar MDRef)*)
bool LLParser::parseMetadataAttachments(std::vector<MDAttachment> &out, FunctionState *fs) {
  while (is(Tok::MetadataVar) && peekTok().kind != Tok::Equal) {
    MDAttachment a;
    a.kind = tokenName();
    lex();
    if (!parseMetadataRef(a.node, fs))
      return false;
    out.push_back(std::move(a));
    if (is(Tok::Comma) && peekTok().kind == Tok::MetadataVar)
      lex();
  }
  return true;
}

/// DebugRecord ::= '#dbg_' kind '(' MDOperand (',' MDOperand)* ')'
bool LLParser::parseDebugRecord(DebugRecord &r, FunctionState &fs) {
  r.loc = loc();
  r.kind = std::string(text().substr(5)); // after "#dbg_"
  lex();
  if (!expect(Tok::LParen, "'(' after debug record"))
    return false;
  if (!is(Tok::RParen)) {
    do {
      Metadata *md = nullptr;
      if (isKw("null")) {
        lex();
      } else if (!parseMetadataAsOperand(md, &fs)) {
        return false;
      }
      r.args.push_back(md);
    } while (eat(Tok::Comma));
  }
  return expect(Tok::RParen, "')' at end of debug record");
}

} // namespace nvsim::detail
