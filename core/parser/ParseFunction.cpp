// Parsing function bodies: basic blocks, local names, numbering and forward references.
#include "core/parser/ParserImpl.h"

namespace nvsim::detail {

BasicBlock *LLParser::getBlock(FunctionState &fs, const Token &t) {
  BasicBlock *&bb = t.kind == Tok::LocalID || t.kind == Tok::LabelID
                        ? fs.blocksNumbered[slotNumber(t)]
                        : fs.blocksNamed[nvsim::tokenName(src_, t)];
  if (!bb) {
    bb = module_->make<BasicBlock>(module_->types.labelTy(), fs.fn);
    bb->loc = t.offset;
    if (t.kind == Tok::LocalVar || t.kind == Tok::LabelStr)
      bb->name = nvsim::tokenName(src_, t);
    fs.blockRefs.push_back({bb, t.offset});
  }
  return bb;
}

/// ::= 'label' LocalVar
bool LLParser::parseBlockRef(BasicBlock *&bb, FunctionState &fs) {
  if (!expectKw("label"))
    return false;
  if (!is(Tok::LocalVar) && !is(Tok::LocalID))
    return expected("basic block name");
  // A name that is already a non-block value is a type error.
  if (is(Tok::LocalVar)) {
    auto it = fs.named.find(tokenName());
    if (it != fs.named.end() && it->second->valueKind() != ValueKind::BasicBlock)
      return error(DiagId::LabelNotBlock, loc(), text());
  }
  bb = getBlock(fs, tok());
  lex();
  return true;
}

bool LLParser::defineLocal(FunctionState &fs, Instruction *inst, const Token &nameTok, bool hasName) {
  uint32_t at = hasName ? nameTok.offset : inst->loc;
  if (inst->type->isVoid()) {
    if (hasName)
      return error(DiagId::InstructionNeedsName, at);
    return true;
  }
  std::pair<Instruction *, uint32_t> fwd{nullptr, 0};
  if (!hasName || nameTok.kind == Tok::LocalID) {
    int64_t n = fs.nextNumber;
    if (hasName) {
      n = slotNumber(nameTok);
      if (n < fs.nextNumber)
        return error(DiagId::WrongNumber, at, "instruction", "%", fs.nextNumber);
    }
    if (fs.numbered.count(n))
      return error(DiagId::Redefinition, at, "%" + std::to_string(n));
    auto it = fs.forwardNumbered.find(n);
    if (it != fs.forwardNumbered.end()) {
      fwd = it->second;
      fs.forwardNumbered.erase(it);
    }
    fs.nextNumber = n + 1;
    fs.numbered[n] = inst;
    inst->name.clear();
  } else {
    std::string name = nvsim::tokenName(src_, nameTok);
    if (name.empty())
      return error(DiagId::EmptyName, at);
    if (fs.named.count(name) || fs.blocksNamed.count(name))
      return error(DiagId::Redefinition, at, asmName('%', name));
    auto it = fs.forwardNamed.find(name);
    if (it != fs.forwardNamed.end()) {
      fwd = it->second;
      fs.forwardNamed.erase(it);
    }
    inst->name = name;
    fs.named[name] = inst;
  }
  if (fwd.first) {
    if (fwd.first->type != inst->type)
      return error(DiagId::ValueTypeMismatch, fwd.second,
                   hasName && nameTok.kind == Tok::LocalVar ? asmName('%', inst->name)
                                                            : std::string(text(nameTok)),
                   typeToString(inst->type), typeToString(fwd.first->type));
    // Forward references point at the placeholder: give it the instruction's contents.
    *fwd.first = std::move(*inst);
    if (!hasName || nameTok.kind == Tok::LocalID)
      fs.numbered[fs.nextNumber - 1] = fwd.first;
    else
      fs.named[fwd.first->name] = fwd.first;
  }
  return true;
}

/// BasicBlock ::= Label? DebugRecord* (Instruction DebugRecord*)* Terminator
bool LLParser::parseBasicBlock(FunctionState &fs) {
  uint32_t at = loc();
  BasicBlock *bb;
  int64_t number = -1; ///< slot of an unnamed block, for messages
  if (is(Tok::LabelStr) || is(Tok::LabelID)) {
    if (is(Tok::LabelID)) {
      int64_t n = slotNumber();
      number = n;
      if (n < fs.nextNumber)
        return error(DiagId::WrongNumber, at, "label", "", fs.nextNumber);
      if (fs.numbered.count(n))
        return error(DiagId::Redefinition, at, "%" + std::to_string(n));
      fs.nextNumber = n + 1;
    } else {
      std::string name = tokenName();
      if (fs.named.count(name))
        return error(DiagId::Redefinition, at, asmName('%', name));
    }
    bb = getBlock(fs, tok());
    lex();
  } else {
    Token synth{Tok::LabelID, at, 0};
    int64_t n = fs.nextNumber++;
    number = n;
    BasicBlock *&slot = fs.blocksNumbered[n];
    if (!slot) {
      slot = module_->make<BasicBlock>(module_->types.labelTy(), fs.fn);
      slot->loc = at;
    }
    bb = slot;
    (void)synth;
  }
  if (bb->defined)
    return error(DiagId::Redefinition, at, bb->name.empty() ? std::string("block") : asmName('%', bb->name));
  bb->defined = true;
  bb->loc = at;
  if (!bb->name.empty())
    fs.named[bb->name] = bb;
  fs.fn->blocks.push_back(bb);

  std::vector<DebugRecord> pending;
  for (;;) {
    while (is(Tok::DbgRecord)) {
      DebugRecord r;
      if (!parseDebugRecord(r, fs))
        return false;
      pending.push_back(std::move(r));
    }
    if (isKw("uselistorder")) {
      if (!parseUseListOrder())
        return false;
      continue;
    }
    if (is(Tok::RBrace) || is(Tok::Eof) || is(Tok::LabelStr) || is(Tok::LabelID))
      return error(DiagId::BlockWithoutTerminator, loc(),
                   bb->name.empty() ? "%" + std::to_string(number) : asmName('%', bb->name));
    Token nameTok = tok();
    bool hasName = false;
    if ((is(Tok::LocalVar) || is(Tok::LocalID)) && peekTok().kind == Tok::Equal) {
      hasName = true;
      lex();
      lex();
    }
    Instruction *inst = nullptr;
    if (!parseInstruction(inst, fs))
      return false;
    for (Instruction *before : pendingInsts_) {
      before->parent = bb;
      bb->insts.push_back(before);
    }
    pendingInsts_.clear();
    inst->debugRecords = std::move(pending);
    pending.clear();
    Instruction *placeholderTarget = inst;
    if (!defineLocal(fs, inst, nameTok, hasName))
      return false;
    // defineLocal may have moved the instruction into a forward-reference placeholder.
    if (!inst->type->isVoid()) {
      Value *defined = hasName && nameTok.kind == Tok::LocalVar ? fs.named[nvsim::tokenName(src_, nameTok)]
                                                                : fs.numbered[fs.nextNumber - 1];
      placeholderTarget = static_cast<Instruction *>(defined);
    }
    placeholderTarget->parent = bb;
    bb->insts.push_back(placeholderTarget);
    if (placeholderTarget->isTerminator())
      return true;
  }
}

/// FunctionBody ::= '{' BasicBlock+ '}'
bool LLParser::parseFunctionBody(GlobalValue &fn) {
  if (!expect(Tok::LBrace, "'{' in function body"))
    return false;
  FunctionState fs;
  fs.fn = &fn;
  for (Argument *a : fn.args) {
    if (a->name.empty()) {
      fs.numbered[fs.nextNumber++] = a;
    } else {
      if (fs.named.count(a->name))
        return error(DiagId::DuplicateArgName, a->loc, a->name);
      fs.named[a->name] = a;
    }
  }
  if (is(Tok::RBrace))
    return error(DiagId::FunctionBodyEmpty, loc());
  while (!is(Tok::RBrace)) {
    if (is(Tok::Eof))
      return expected("'}' at end of function");
    if (isKw("uselistorder")) { // use-list orders come after the last block
      if (!parseUseListOrder())
        return false;
      continue;
    }
    if (!parseBasicBlock(fs))
      return false;
  }
  lex();
  // Every forward reference must have been defined; report the first one in the text.
  uint32_t bestLoc = UINT32_MAX;
  std::string bestName;
  for (auto &[name, ref] : fs.forwardNamed)
    if (ref.second < bestLoc) {
      bestLoc = ref.second;
      bestName = asmName('%', name);
    }
  for (auto &[n, ref] : fs.forwardNumbered)
    if (ref.second < bestLoc) {
      bestLoc = ref.second;
      bestName = "%" + std::to_string(n);
    }
  for (auto &[bb, at] : fs.blockRefs)
    if (!bb->defined && at < bestLoc) {
      bestLoc = at;
      bestName = bb->name.empty() ? std::string("label") : asmName('%', bb->name);
      for (auto &[n, b] : fs.blocksNumbered)
        if (b == bb)
          bestName = "%" + std::to_string(n);
    }
  if (bestLoc != UINT32_MAX)
    return error(DiagId::UndefinedValue, bestLoc, bestName);
  return true;
}

} // namespace nvsim::detail
