// Parsing global values: linkage and visibility markers, global variables, aliases and ifuncs, and
// function headers.
#include "core/parser/ParserImpl.h"

namespace nvsim::detail {

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

/// GlobalDefinition ::= GlobalVar '=' Linkage... addrspace? Linkage... (GlobalVariable | Alias)
bool LLParser::parseGlobalOrAlias(const Token &nameTok, bool) {
  GlobalValue proto(nullptr);
  bool sawLinkage = false;
  if (!parseLinkageEtc(proto, sawLinkage))
    return false;
  unsigned as = 0;
  if (!parseOptionalAddrSpace(as))
    return false;
  if (!parseLinkageEtc(proto, sawLinkage)) // 3.x allowed unnamed_addr after addrspace
    return false;
  if (isKw("alias") || isKw("ifunc"))
    return parseAlias(nameTok, proto, sawLinkage);
  return parseGlobalVariable(nameTok, proto, sawLinkage, as);
}

/// Alias ::= ('alias' | 'ifunc') Linkage... Type ',' TypeAndValue (',' 'partition' STRING)*
///         | 'alias' Linkage... PointerType Value                                    (LLVM 3.2)
/// `proto` holds the linkage and markers read before the keyword.
bool LLParser::parseAlias(const Token &nameTok, GlobalValue &proto, bool &sawLinkage) {
  uint32_t at = nameTok.offset;
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

/// GlobalVariable ::= 'externally_initialized'? ('global' | 'constant') Type Constant?
///                    GlobalVariableProperties
/// `proto` holds the linkage and markers read before, `as` the address space.
bool LLParser::parseGlobalVariable(const Token &nameTok, GlobalValue &proto, bool sawLinkage, unsigned as) {
  uint32_t at = nameTok.offset;
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
  return parseGlobalVariableProperties(*g);
}

/// GlobalVariableProperties ::= (',' ('section' STRING | 'partition' STRING | 'comdat' ('(' ComdatVar ')')?
///                                    | 'align' N | 'code_model' STRING | SanitizerFlag))*
///                              (',' MetadataAttachment)* AttrGroupRef*
bool LLParser::parseGlobalVariableProperties(GlobalValue &g) {
  while (eat(Tok::Comma)) {
    if (eatKw("section")) {
      if (!parseStringToken(g.section))
        return false;
    } else if (eatKw("partition")) {
      if (!parseStringToken(g.partition))
        return false;
    } else if (eatKw("comdat")) {
      g.hasComdat = true;
      if (eat(Tok::LParen)) {
        if (!is(Tok::ComdatVar))
          return expected("comdat variable");
        g.comdat = tokenName();
        comdatRefs_.push_back({g.comdat, loc()});
        lex();
        if (!expect(Tok::RParen, "')'"))
          return false;
      }
    } else if (eatKw("align")) {
      if (!parseAlignValue(g.align))
        return false;
    } else if (eatKw("code_model")) {
      if (!parseStringToken(g.codeModel))
        return false;
    } else if (isKw("no_sanitize_address") || isKw("no_sanitize_hwaddress") || isKw("sanitize_memtag") ||
               isKw("sanitize_address_dyninit")) {
      g.sanitizerFlags.emplace_back(text());
      lex();
    } else if (is(Tok::MetadataVar)) {
      if (!parseMetadataAttachments(g.metadata, nullptr))
        return false;
      break;
    } else {
      return expected("global variable property");
    }
  }
  // Global variable attributes: `#0` or inline attributes (LLVM 9+).
  while (is(Tok::AttrGroupID) || (is(Tok::String) && peekTok().kind == Tok::Equal)) {
    if (!parseFnAttrs(g.varAttrs, false))
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

/// FunctionProperties ::= (FnAttr | 'section' STRING | 'partition' STRING | 'comdat' ('(' ComdatVar ')')?
///                        | 'align' N | 'gc' STRING | ('prefix' | 'prologue' | 'personality') TypeAndValue
///                        | UnnamedAddr | MetadataAttachment)*
/// in any order, after a function's parameter list.
bool LLParser::parseFunctionProperties(GlobalValue &proto, UnnamedAddr &ua) {
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
  return true;
}

/// FunctionHeader ::= Linkage... CallingConv RetAttrs Type GlobalVar '(' Params ')' UnnamedAddr? AddrSpace?
///                    FunctionProperties
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
  if (!parseFunctionProperties(proto, ua))
    return false;
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

} // namespace nvsim::detail
