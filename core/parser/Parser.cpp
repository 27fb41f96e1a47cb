// Module-level parsing: the token cursor, top-level entities, type and comdat definitions, and the
// forward-reference checks at the end of the module (globals and function headers: ParseGlobals.cpp).
#include "core/parser/ParserImpl.h"

#include <charconv>

namespace nvsim {

using detail::LLParser;

std::unique_ptr<ir::Module> parseAssembly(const SourceFile &file, DiagEngine &diags) {
  LLParser p(file, diags);
  return p.run();
}

namespace detail {

LLParser::LLParser(const SourceFile &file, DiagEngine &diags)
    : file_(file), src_(file.text()), diags_(diags), module_(std::make_unique<Module>()) {}

LLParser::DepthGuard::DepthGuard(LLParser &parser) : p(parser) {
  ok = ++p.depth_ <= kMaxNestingDepth;
  if (!ok)
    p.error(DiagId::NestingTooDeep, p.loc(), kMaxNestingDepth);
}

int64_t LLParser::slotNumber(const Token &t) const {
  std::string_view s = text(t);
  if (t.kind == Tok::LabelID)
    s.remove_suffix(1); // ':'
  else
    s.remove_prefix(1); // '%', '@' or '#'
  uint32_t v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  (void)end;
  (void)ec; // NOTE: Lexer::slotFits rejected every number that does not fit.
  return v;
}

bool LLParser::eat(Tok k) {
  if (!is(k))
    return false;
  lex();
  return true;
}

bool LLParser::eatKw(std::string_view kw) {
  if (!isKw(kw))
    return false;
  lex();
  return true;
}

bool LLParser::expect(Tok k, std::string_view what) {
  if (eat(k))
    return true;
  return expected(what);
}

bool LLParser::expectKw(std::string_view kw) {
  if (eatKw(kw))
    return true;
  return expected(fmt::format("'{}'", kw));
}

std::unique_ptr<Module> LLParser::run() {
  if (src_.size() >= UINT32_MAX) {
    diags_.report(DiagId::InputTooLarge, kNoLoc, src_.size());
    return nullptr;
  }
  unsigned before = diags_.errorCount();
  toks_ = tokenize(src_, diags_);
  if (diags_.errorCount() != before)
    return nullptr;
  // NOTE: failed_ is checked too, for the few productions that report an error and go on
  // (a calling convention `cc N` whose number does not fit).
  while (!is(Tok::Eof)) {
    if (!parseTopLevel() || failed_)
      return nullptr;
  }
  if (!resolveModule())
    return nullptr;
  module_->syncTransplantedBits();
  return std::move(module_);
}

/// toplevelentity ::= 'source_filename' '=' STRING | 'target' ... | 'module' 'asm' STRING
///                  | LocalVar '=' 'type' ... | GlobalVar '=' ... | 'define' ... | 'declare' ...
///                  | 'attributes' '#' N '=' '{' ... '}' | '!' ... | ComdatVar '=' 'comdat' ...
bool LLParser::parseTopLevel() {
  switch (tok().kind) {
  case Tok::LocalVar:
  case Tok::LocalID: return parseTypeDefinition();
  case Tok::GlobalVar:
  case Tok::GlobalID: {
    Token nameTok = tok();
    lex();
    if (!expect(Tok::Equal, "'=' after global name"))
      return false;
    return parseGlobalOrAlias(nameTok, true);
  }
  case Tok::ComdatVar: return parseComdatDefinition();
  case Tok::MetadataVar: return parseNamedMetadata();
  case Tok::Exclaim: return parseStandaloneMetadata();
  case Tok::Ident: break;
  default: return error(DiagId::ExpectedTopLevel, loc());
  }
  if (isKw("define") || isKw("declare")) {
    bool isDefine = isKw("define");
    lex();
    // 'declare' MDAttachment* FunctionHeader: a declaration's attachments come before its header.
    std::vector<MDAttachment> attachments;
    if (!isDefine && !parseMetadataAttachments(attachments, nullptr))
      return false;
    GlobalValue *fn = nullptr;
    if (!parseFunctionHeader(fn, isDefine))
      return false;
    if (!isDefine) {
      fn->metadata.insert(fn->metadata.begin(), attachments.begin(), attachments.end());
      return true;
    }
    return parseFunctionBody(*fn);
  }
  if (isKw("target") || isKw("source_filename"))
    return parseTargetDefinition();
  if (eatKw("module")) {
    if (!expectKw("asm"))
      return false;
    std::string s;
    if (!parseStringToken(s))
      return false;
    module_->moduleAsm.push_back(std::move(s));
    return true;
  }
  if (eatKw("deplibs")) {
    // LLVM 3.x `deplibs = [ "a", "b" ]`: accepted and dropped, as later LLVM does.
    if (!expect(Tok::Equal, "'='") || !expect(Tok::LSquare, "'['"))
      return false;
    if (!is(Tok::RSquare)) {
      do {
        std::string s;
        if (!parseStringToken(s))
          return false;
      } while (eat(Tok::Comma));
    }
    return expect(Tok::RSquare, "']'");
  }
  if (isKw("attributes"))
    return parseAttrGroupDef();
  if (isKw("uselistorder") || isKw("uselistorder_bb"))
    return parseUseListOrder();
  return error(DiagId::ExpectedTopLevel, loc());
}

/// ::= 'target' ('datalayout' | 'triple') '=' STRING | 'source_filename' '=' STRING
bool LLParser::parseTargetDefinition() {
  if (eatKw("source_filename")) {
    if (!expect(Tok::Equal, "'=' after source_filename"))
      return false;
    module_->hasSourceFileName = true;
    return parseStringToken(module_->sourceFileName);
  }
  lex(); // target
  if (eatKw("datalayout")) {
    if (!expect(Tok::Equal, "'=' after target datalayout"))
      return false;
    module_->hasDataLayout = true;
    return parseStringToken(module_->dataLayout);
  }
  if (eatKw("triple")) {
    if (!expect(Tok::Equal, "'=' after target triple"))
      return false;
    module_->hasTargetTriple = true;
    return parseStringToken(module_->targetTriple);
  }
  return expected("'datalayout' or 'triple' after 'target'");
}

/// ::= (LocalVar | LocalID) '=' 'type' (type | 'opaque')
bool LLParser::parseTypeDefinition() {
  uint32_t at = loc();
  Token nameTok = tok();
  bool numbered = is(Tok::LocalID);
  std::string name = numbered ? std::string(text()) : tokenName();
  bool known =
      numbered ? numberedTypes_.count(slotNumber()) != 0 : module_->types.lookupNamedStruct(name) != nullptr;
  bool forward = numbered ? forwardNumberedTypes_.count(slotNumber()) != 0 : forwardTypes_.count(name) != 0;
  if (known && !forward)
    return error(DiagId::TypeRedefinition, at, numbered ? name : asmName('%', name));
  Type *st = identifiedStruct(nameTok);
  if (numbered)
    forwardNumberedTypes_.erase(slotNumber());
  else
    forwardTypes_.erase(name);
  lex();
  if (!expect(Tok::Equal, "'=' after name") || !expectKw("type"))
    return false;
  if (eatKw("opaque"))
    return true;
  bool packed = false;
  if (is(Tok::Less) && peekTok().kind == Tok::LBrace) {
    lex();
    packed = true;
  }
  if (!is(Tok::LBrace)) {
    // LLVM allows `%T = type i32` for non-struct types; they are aliases for the type itself.
    // NVVM producers never write them; reject clearly instead of modelling type aliases.
    return error(DiagId::NonStructNamedType, loc(), name);
  }
  std::vector<ParsedType> members;
  if (!parseStructBody(members))
    return false;
  if (packed && !expect(Tok::Greater, "'>' after packed struct body"))
    return false;
  std::vector<Type *> ms;
  for (auto &m : members)
    ms.push_back(m.ir);
  st->setBody(std::move(ms), packed);
  return true;
}

/// ::= ComdatVar '=' 'comdat' SelectionKind
bool LLParser::parseComdatDefinition() {
  uint32_t at = loc();
  std::string name = tokenName();
  lex();
  if (!expect(Tok::Equal, "'=' after comdat name") || !expectKw("comdat"))
    return false;
  Comdat c;
  c.name = name;
  if (is(Tok::Ident)) {
    c.selection = std::string(text());
    lex();
  } else {
    return expected("comdat selection kind");
  }
  for (const auto &existing : module_->comdats)
    if (existing.name == name)
      return error(DiagId::ComdatRedefinition, at, name);
  module_->comdats.push_back(std::move(c));
  return true;
}

/// uselistorder directives only affect the order of use lists, which nvvm-sim does not model.
bool LLParser::parseUseListOrder() {
  bool bb = isKw("uselistorder_bb");
  lex();
  if (bb) {
    Value *v = nullptr;
    if (!is(Tok::GlobalVar) && !is(Tok::GlobalID))
      return expected("function name in uselistorder_bb");
    lex();
    if (!expect(Tok::Comma, "','"))
      return false;
    if (!is(Tok::LocalVar) && !is(Tok::LocalID))
      return expected("basic block in uselistorder_bb");
    lex();
    (void)v;
  } else {
    ParsedType t;
    if (!parseType(t))
      return false;
    // The value may be local (inside a function) or global; skip one token or a constant.
    if (is(Tok::LocalVar) || is(Tok::LocalID) || is(Tok::GlobalVar) || is(Tok::GlobalID)) {
      lex();
    } else {
      Value *v = nullptr;
      if (!parseConstant(t.ir, v, nullptr))
        return false;
    }
  }
  if (!expect(Tok::Comma, "','") || !expect(Tok::LBrace, "'{'"))
    return false;
  do {
    uint32_t v;
    if (!parseUInt32(v))
      return false;
  } while (eat(Tok::Comma));
  return expect(Tok::RBrace, "'}'");
}

bool LLParser::resolveModule() {
  for (auto &[name, at] : forwardTypes_)
    return error(DiagId::UndefinedType, at, name);
  for (auto &[number, at] : forwardNumberedTypes_)
    return error(DiagId::UndefinedType, at, fmt::format("%{}", number));
  for (auto &[g, fnTy] : implicitIntrinsics_) {
    auto it = forwardGlobals_.find(g->name);
    if (it == forwardGlobals_.end() || it->second.first != g)
      continue;
    forwardGlobals_.erase(it);
    g->kind = GlobalKind::Function;
    g->valueType = fnTy;
    for (unsigned i = 0; i < fnTy->members().size(); ++i) {
      g->args.push_back(module_->make<Argument>(fnTy->members()[i], g, i));
      g->paramAttrs.emplace_back();
    }
    module_->globals.push_back(g);
  }
  // Report the earliest unresolved reference first: that is where a reader looks.
  uint32_t bestLoc = UINT32_MAX;
  std::string bestName;
  for (auto &[name, ref] : forwardGlobals_)
    if (ref.second < bestLoc) {
      bestLoc = ref.second;
      bestName = name;
    }
  for (auto &[slot, ref] : forwardNumberedGlobals_)
    if (ref.second < bestLoc) {
      bestLoc = ref.second;
      bestName = std::to_string(slot);
    }
  if (bestLoc != UINT32_MAX)
    return error(DiagId::UndefinedGlobal, bestLoc, bestName);
  for (auto &[slot, at] : forwardMetadata_)
    return error(DiagId::UndefinedMetadata, at, slot);
  // A reference to an attribute group that is never defined is an empty group, as in llvm-as.
  for (auto &[name, at] : comdatRefs_) {
    bool found = false;
    for (const auto &c : module_->comdats)
      found = found || c.name == name;
    if (!found)
      return error(DiagId::UndefinedComdat, at, name);
  }
  for (auto &[ba, at] : blockAddresses_) {
    auto *fn = dyn_cast<GlobalValue>(ba->function);
    if (!fn || fn->kind != GlobalKind::Function || !fn->hasBody)
      return error(DiagId::Expected, ba->loc, "a defined function in blockaddress");
    for (BasicBlock *bb : fn->blocks) {
      if (ba->numbered ? false : bb->name == ba->blockName) {
        ba->block = bb;
        break;
      }
    }
    if (!ba->block && ba->numbered) {
      // Numbered blocks: count unnamed values of the function in order.
      int64_t want = 0, n = 0; // the lexer checked that %N fits 32 bits
      std::from_chars(ba->blockName.data(), ba->blockName.data() + ba->blockName.size(), want);
      for (Argument *a : fn->args)
        n += a->name.empty();
      for (BasicBlock *bb : fn->blocks) {
        if (bb->name.empty()) {
          if (n == want) {
            ba->block = bb;
            break;
          }
          ++n;
        }
        for (Instruction *i : bb->insts)
          n += i->name.empty() && !i->type->isVoid();
      }
    }
    if (!ba->block)
      return error(DiagId::BlockAddressUnknown, at,
                   ba->numbered ? "%" + ba->blockName : asmName('%', ba->blockName),
                   fn->name.empty() ? std::to_string(fn->slot) : fn->name);
  }
  return true;
}

} // namespace detail
} // namespace nvsim
