// Module-level parsing: top-level entities, globals, function headers and forward-reference checks.
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

static bool linkageFromKeyword(std::string_view kw, Linkage &l, DLLStorage &dll) {
  static const std::pair<std::string_view, Linkage> kTable[] = {
      {"private", Linkage::Private},
      {"internal", Linkage::Internal},
      {"available_externally", Linkage::AvailableExternally},
      {"linkonce", Linkage::LinkOnce},
      {"weak", Linkage::Weak},
      {"common", Linkage::Common},
      {"appending", Linkage::Appending},
      {"extern_weak", Linkage::ExternWeak},
      {"linkonce_odr", Linkage::LinkOnceODR},
      {"weak_odr", Linkage::WeakODR},
      {"external", Linkage::External},
      // LLVM 3.x spellings, mapped as later LLVM upgraded them.
      {"linker_private", Linkage::Private},
      {"linker_private_weak", Linkage::Private},
      {"linkonce_odr_auto_hide", Linkage::LinkOnceODR},
  };
  for (auto &[k, v] : kTable)
    if (kw == k) {
      l = v;
      return true;
    }
  // LLVM 3.2 wrote DLL storage as a linkage.
  if (kw == "dllimport") {
    dll = DLLStorage::Import;
    return true;
  }
  if (kw == "dllexport") {
    dll = DLLStorage::Export;
    return true;
  }
  return false;
}

/// Linkage, preemption, visibility, DLL storage and thread-local markers, in any order.
bool LLParser::parseLinkageEtc(GlobalValue &g, bool &sawLinkage) {
  for (;;) {
    if (!is(Tok::Ident))
      return true;
    std::string_view kw = text();
    if (linkageFromKeyword(kw, g.linkage, g.dllStorage)) {
      sawLinkage = sawLinkage || (kw != "dllimport" && kw != "dllexport");
      lex();
    } else if (kw == "dso_local") {
      g.dsoLocal = true;
      lex();
    } else if (kw == "dso_preemptable") {
      lex();
    } else if (kw == "default" || kw == "hidden" || kw == "protected") {
      g.visibility = kw == "default"  ? Visibility::Default
                     : kw == "hidden" ? Visibility::Hidden
                                      : Visibility::Protected;
      lex();
    } else if (kw == "thread_local") {
      lex();
      g.threadLocal = ThreadLocal::GeneralDynamic;
      if (eat(Tok::LParen)) {
        if (eatKw("localdynamic"))
          g.threadLocal = ThreadLocal::LocalDynamic;
        else if (eatKw("initialexec"))
          g.threadLocal = ThreadLocal::InitialExec;
        else if (eatKw("localexec"))
          g.threadLocal = ThreadLocal::LocalExec;
        else if (!eatKw("generaldynamic"))
          return expected("thread-local storage model");
        if (!expect(Tok::RParen, "')'"))
          return false;
      }
    } else if (kw == "unnamed_addr" || kw == "local_unnamed_addr") {
      g.unnamedAddr = kw == "unnamed_addr" ? UnnamedAddr::Global : UnnamedAddr::Local;
      lex();
    } else {
      return true;
    }
  }
}

bool LLParser::parseUnnamedAddr(UnnamedAddr &ua) {
  if (eatKw("unnamed_addr"))
    ua = UnnamedAddr::Global;
  else if (eatKw("local_unnamed_addr"))
    ua = UnnamedAddr::Local;
  return true;
}

GlobalValue *LLParser::getGlobalForRef(const std::string &name, int64_t slot, Type *ptrTy, uint32_t at) {
  GlobalValue *g = nullptr;
  if (slot >= 0) {
    auto it = module_->numberedGlobals.find(slot);
    if (it != module_->numberedGlobals.end())
      g = it->second;
  } else {
    g = module_->getGlobal(name);
  }
  if (g)
    return g;
  g = module_->make<GlobalValue>(ptrTy);
  g->name = name;
  g->slot = slot;
  g->addrSpace = ptrTy->isPointer() ? ptrTy->addrSpace() : 0;
  if (slot >= 0) {
    module_->numberedGlobals[slot] = g;
    forwardNumberedGlobals_[slot] = {g, at};
  } else {
    module_->globalsByName[name] = g;
    forwardGlobals_[name] = {g, at};
  }
  return g;
}

/// Finds or creates the global being defined by `nameTok`, checking against earlier references.
/// `function`: a function is being defined (its redefinition has llvm-as's own message).
static GlobalValue *defineGlobal(LLParser &p, const Token &nameTok, Type *ptrTy, uint32_t at,
                                 bool function = false) {
  Module &m = *p.module_;
  bool numbered = nameTok.kind == Tok::GlobalID;
  std::string name = numbered ? std::string() : nvsim::tokenName(p.src_, nameTok);
  int64_t slot = -1;
  if (numbered) {
    slot = p.slotNumber(nameTok);
    auto fwd = p.forwardNumberedGlobals_.find(slot);
    if (fwd != p.forwardNumberedGlobals_.end()) {
      GlobalValue *g = fwd->second.first;
      p.forwardNumberedGlobals_.erase(fwd);
      g->type = ptrTy;
      m.globals.push_back(g);
      return g;
    }
    if (auto it = m.numberedGlobals.find(slot); it != m.numberedGlobals.end()) {
      bool both = function && it->second->isFunction();
      p.error(both ? DiagId::RedefinedFunction : DiagId::GlobalRedefinition, at, std::to_string(slot));
      return nullptr;
    }
    p.nextGlobalNumber_ = std::max(p.nextGlobalNumber_, slot + 1);
  } else {
    auto fwd = p.forwardGlobals_.find(name);
    if (fwd != p.forwardGlobals_.end()) {
      GlobalValue *g = fwd->second.first;
      if (g->type->addrSpace() != ptrTy->addrSpace()) {
        p.error(DiagId::ValueTypeMismatch, fwd->second.second, "@" + name, typeToString(ptrTy),
                typeToString(g->type));
        return nullptr;
      }
      p.forwardGlobals_.erase(fwd);
      g->type = ptrTy;
      m.globals.push_back(g);
      return g;
    }
    if (const GlobalValue *old = m.getGlobal(name)) {
      bool both = function && old->isFunction();
      p.error(both ? DiagId::RedefinedFunction : DiagId::GlobalRedefinition, at, name);
      return nullptr;
    }
  }
  GlobalValue *g = m.make<GlobalValue>(ptrTy);
  g->name = name;
  g->slot = slot;
  if (numbered)
    m.numberedGlobals[slot] = g;
  else
    m.globalsByName[name] = g;
  m.globals.push_back(g);
  return g;
}

/// ::= GlobalVar '=' Linkage... ('global' | 'constant') Type Const? (',' ...)*
///   | GlobalVar '=' Linkage... ('alias' | 'ifunc') Type ',' TypeAndValue
bool LLParser::parseGlobalOrAlias(const Token &nameTok, bool) {
  uint32_t at = nameTok.offset;
  GlobalValue proto(nullptr);
  bool sawLinkage = false;
  if (!parseLinkageEtc(proto, sawLinkage))
    return false;
  unsigned as = 0;
  if (!parseOptionalAddrSpace(as))
    return false;
  if (!parseLinkageEtc(proto, sawLinkage)) // 3.x allowed unnamed_addr after addrspace
    return false;

  if (isKw("alias") || isKw("ifunc")) {
    bool isAlias = isKw("alias");
    lex();
    // 3.2: `alias [linkage] Type @aliasee`; 3.7+: `alias ValueType, Type @aliasee`.
    if (!parseLinkageEtc(proto, sawLinkage))
      return false;
    ParsedType first;
    uint32_t tyLoc = loc();
    if (!parseType(first))
      return false;
    Type *valueType = first.ir;
    Value *aliasee = nullptr;
    if (eat(Tok::Comma)) {
      if (!parseTypeAndValue(aliasee, nullptr))
        return false;
    } else {
      if (!first.typed->isPointer())
        return error(DiagId::Expected, tyLoc, "pointer type for alias");
      valueType = first.typed->pointee() ? irType(first.typed->pointee()) : module_->types.i8();
      if (!parseValue(first.ir, aliasee, nullptr))
        return false;
    }
    if (!aliasee->type->isPointer())
      return error(DiagId::Expected, tyLoc, "a pointer aliasee");
    GlobalValue *g = defineGlobal(*this, nameTok, aliasee->type, at);
    if (!g)
      return false;
    g->loc = at;
    GlobalKind kind = isAlias ? GlobalKind::Alias : GlobalKind::IFunc;
    Type *ptrTy = g->type;
    *g = proto;
    g->type = ptrTy;
    g->name = nameTok.kind == Tok::GlobalID ? std::string() : nvsim::tokenName(src_, nameTok);
    g->slot = nameTok.kind == Tok::GlobalID ? slotNumber(nameTok) : -1;
    g->loc = at;
    g->kind = kind;
    g->valueType = valueType;
    g->aliasee = aliasee;
    g->addrSpace = ptrTy->addrSpace();
    while (eat(Tok::Comma)) {
      if (eatKw("partition")) {
        if (!parseStringToken(g->partition))
          return false;
      } else {
        return expected("'partition'");
      }
    }
    return true;
  }

  if (eatKw("externally_initialized"))
    proto.externallyInitialized = true;
  bool isConstant;
  if (eatKw("global"))
    isConstant = false;
  else if (eatKw("constant"))
    isConstant = true;
  else
    return expected("'global' or 'constant'");
  uint32_t tyLoc = loc();
  ParsedType vt;
  if (!parseType(vt))
    return false;
  if (!vt.ir->isFirstClass() && !vt.ir->isStruct() && !vt.ir->isArray())
    return error(DiagId::BadTypeForValue, tyLoc, typeToString(vt.ir), "a global variable");
  if (vt.ir->isVoid() || vt.ir->isFunction() || vt.ir->isLabel() || vt.ir->isMetadata())
    return error(DiagId::BadTypeForValue, tyLoc, typeToString(vt.ir), "a global variable");

  Type *ptrTy = module_->types.pointerTy(as);
  GlobalValue *g = defineGlobal(*this, nameTok, ptrTy, at);
  if (!g)
    return false;
  std::string name = g->name;
  int64_t slot = g->slot;
  *g = proto;
  g->type = ptrTy;
  g->name = name;
  g->slot = slot;
  g->loc = at;
  g->kind = GlobalKind::Variable;
  g->valueType = vt.ir;
  g->addrSpace = as;
  g->isConstantVar = isConstant;

  bool isDecl = sawLinkage && (proto.linkage == Linkage::External || proto.linkage == Linkage::ExternWeak);
  if (!isDecl && proto.dllStorage != DLLStorage::Import) {
    if (!parseConstant(vt.ir, g->initializer, nullptr))
      return false;
  } else if (proto.dllStorage == DLLStorage::Import && !sawLinkage && !is(Tok::Comma) && !is(Tok::Eof) &&
             !(is(Tok::Ident) && (isKw("define") || isKw("declare") || isKw("attributes")))) {
    // 3.2 `dllimport global i32` has no initializer; anything else must be one.
    if (!is(Tok::GlobalVar) && !is(Tok::GlobalID) && !is(Tok::MetadataVar) && !is(Tok::Exclaim) &&
        !is(Tok::LocalVar) && !is(Tok::ComdatVar) && !parseConstant(vt.ir, g->initializer, nullptr))
      return false;
  }

  while (eat(Tok::Comma)) {
    if (eatKw("section")) {
      if (!parseStringToken(g->section))
        return false;
    } else if (eatKw("partition")) {
      if (!parseStringToken(g->partition))
        return false;
    } else if (eatKw("comdat")) {
      g->hasComdat = true;
      if (eat(Tok::LParen)) {
        if (!is(Tok::ComdatVar))
          return expected("comdat variable");
        g->comdat = tokenName();
        comdatRefs_.push_back({g->comdat, loc()});
        lex();
        if (!expect(Tok::RParen, "')'"))
          return false;
      }
    } else if (eatKw("align")) {
      if (!parseAlignValue(g->align))
        return false;
    } else if (eatKw("code_model")) {
      if (!parseStringToken(g->codeModel))
        return false;
    } else if (isKw("no_sanitize_address") || isKw("no_sanitize_hwaddress") || isKw("sanitize_memtag") ||
               isKw("sanitize_address_dyninit")) {
      g->sanitizerFlags.emplace_back(text());
      lex();
    } else if (is(Tok::MetadataVar)) {
      if (!parseMetadataAttachments(g->metadata, nullptr))
        return false;
      break;
    } else {
      return expected("global variable property");
    }
  }
  // Global variable attributes: `#0` or inline attributes (LLVM 9+).
  while (is(Tok::AttrGroupID) || (is(Tok::String) && peekTok().kind == Tok::Equal)) {
    if (!parseFnAttrs(g->varAttrs, false))
      return false;
    if (!is(Tok::AttrGroupID))
      break;
  }
  return true;
}

unsigned LLParser::parseOptionalCallingConv() {
  static const std::pair<std::string_view, unsigned> kConv[] = {
      {"ccc", 0},
      {"fastcc", 8},
      {"coldcc", 9},
      {"ghccc", 10},
      {"anyregcc", 13},
      {"preserve_mostcc", 14},
      {"preserve_allcc", 15},
      {"swiftcc", 16},
      {"cxx_fast_tlscc", 17},
      {"tailcc", 18},
      {"cfguard_checkcc", 19},
      {"swifttailcc", 20},
      {"x86_stdcallcc", 64},
      {"x86_fastcallcc", 65},
      {"arm_apcscc", 66},
      {"arm_aapcscc", 67},
      {"arm_aapcs_vfpcc", 68},
      {"msp430_intrcc", 69},
      {"x86_thiscallcc", 70},
      {"ptx_kernel", 71},
      {"ptx_device", 72},
      {"spir_func", 75},
      {"spir_kernel", 76},
      {"intel_ocl_bicc", 77},
      {"x86_64_sysvcc", 78},
      {"win64cc", 79},
      {"x86_vectorcallcc", 80},
      {"x86_intrcc", 83},
      {"avr_intrcc", 84},
      {"avr_signalcc", 85},
      {"amdgpu_kernel", 91},
  };
  if (!is(Tok::Ident))
    return 0;
  std::string_view kw = text();
  for (auto &[k, v] : kConv)
    if (kw == k) {
      lex();
      return v;
    }
  if (kw == "cc" && peekTok().kind == Tok::Integer) {
    lex();
    uint32_t v = 0;
    parseUInt32(v);
    return v;
  }
  return 0;
}

/// ::= Linkage... CallingConv RetAttrs Type GlobalName '(' ArgList ')' FnAttrs ...
bool LLParser::parseFunctionHeader(GlobalValue *&fnOut, bool isDefine) {
  GlobalValue proto(nullptr);
  bool sawLinkage = false;
  if (!parseLinkageEtc(proto, sawLinkage))
    return false;
  proto.callingConv = parseOptionalCallingConv();
  if (!parseRetAttrs(proto.retAttrs))
    return false;
  uint32_t retLoc = loc();
  ParsedType ret;
  if (!parseType(ret, true))
    return false;
  if (ret.ir->isLabel() || ret.ir->isMetadata() || ret.ir->isFunction())
    return error(DiagId::InvalidReturnType, retLoc);
  if (!is(Tok::GlobalVar) && !is(Tok::GlobalID))
    return expected("function name");
  Token nameTok = tok();
  uint32_t at = loc();
  lex();
  if (!expect(Tok::LParen, "'(' in function argument list"))
    return false;

  struct ArgInfo {
    Type *type;
    AttrSet attrs;
    std::string name;
    bool named;
    uint32_t loc;
  };
  std::vector<ArgInfo> argInfos;
  bool varArg = false;
  if (!is(Tok::RParen)) {
    do {
      if (eat(Tok::DotDotDot)) {
        varArg = true;
        break;
      }
      uint32_t argLoc = loc();
      ParsedType pt;
      if (!parseType(pt))
        return false;
      if (pt.ir->isVoid() || pt.ir->isLabel() || pt.ir->isFunction())
        return error(DiagId::InvalidParamType, argLoc);
      ArgInfo ai{pt.ir, {}, {}, false, argLoc};
      if (!parseParamAttrs(ai.attrs, pt.typed))
        return false;
      if (is(Tok::LocalVar) || is(Tok::LocalID)) {
        // `%0` names an unnamed (numbered) argument; only `%name` gives it a name.
        ai.named = is(Tok::LocalVar);
        ai.loc = loc();
        if (ai.named)
          ai.name = tokenName();
        lex();
      }
      argInfos.push_back(std::move(ai));
    } while (eat(Tok::Comma));
  }
  if (!expect(Tok::RParen, "')' at end of argument list"))
    return false;

  std::vector<Type *> params;
  for (auto &a : argInfos)
    params.push_back(a.type);
  Type *fnTy = module_->types.functionTy(ret.ir, params, varArg);

  UnnamedAddr ua = proto.unnamedAddr;
  parseUnnamedAddr(ua);
  unsigned as = 0;
  if (!parseOptionalAddrSpace(as))
    return false;
  // Function attributes, then section/comdat/align/gc/prefix/prologue/personality, in any order.
  for (size_t lastPos = SIZE_MAX; pos_ != lastPos;) {
    lastPos = pos_;
    if (eatKw("section")) {
      if (!parseStringToken(proto.section))
        return false;
    } else if (eatKw("partition")) {
      if (!parseStringToken(proto.partition))
        return false;
    } else if (eatKw("comdat")) {
      proto.hasComdat = true;
      if (eat(Tok::LParen)) {
        if (!is(Tok::ComdatVar))
          return expected("comdat variable");
        proto.comdat = tokenName();
        comdatRefs_.push_back({proto.comdat, loc()});
        lex();
        if (!expect(Tok::RParen, "')'"))
          return false;
      }
    } else if (isKw("align") && peekTok().kind == Tok::Integer) {
      lex();
      if (!parseAlignValue(proto.align))
        return false;
    } else if (eatKw("gc")) {
      if (!parseStringToken(proto.gc))
        return false;
    } else if (eatKw("prefix")) {
      if (!parseTypeAndValue(proto.prefix, nullptr))
        return false;
    } else if (eatKw("prologue")) {
      if (!parseTypeAndValue(proto.prologue, nullptr))
        return false;
    } else if (eatKw("personality")) {
      if (!parseTypeAndValue(proto.personality, nullptr))
        return false;
    } else if (isKw("unnamed_addr") || isKw("local_unnamed_addr")) {
      parseUnnamedAddr(ua);
    } else if (is(Tok::MetadataVar)) {
      if (!parseMetadataAttachments(proto.metadata, nullptr))
        return false;
    } else if (!parseFnAttrs(proto.fnAttrs, false)) {
      return false;
    }
  }

  upgradeMemoryAttrs(proto.fnAttrs);

  Type *ptrTy = module_->types.pointerTy(as);
  GlobalValue *fn = defineGlobal(*this, nameTok, ptrTy, at, true);
  if (!fn)
    return false;
  std::string name = fn->name;
  int64_t slot = fn->slot;
  *fn = proto;
  fn->type = ptrTy;
  fn->name = name;
  fn->slot = slot;
  fn->loc = at;
  fn->kind = GlobalKind::Function;
  fn->valueType = fnTy;
  fn->unnamedAddr = ua;
  fn->addrSpace = as;
  for (unsigned i = 0; i < argInfos.size(); ++i) {
    auto *arg = module_->make<Argument>(argInfos[i].type, fn, i);
    arg->loc = argInfos[i].loc;
    if (argInfos[i].named)
      arg->name = argInfos[i].name;
    fn->args.push_back(arg);
    fn->paramAttrs.push_back(std::move(argInfos[i].attrs));
  }
  fn->hasBody = isDefine;
  fnOut = fn;
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
