// The recursive-descent parser's internal state, shared by the Parse*.cpp files (one area each).
#pragma once

#include "core/ir/AsmNames.h"
#include "core/parser/Lexer.h"
#include "core/parser/Parser.h"

#include <map>
#include <unordered_map>

namespace nvsim::detail {

using namespace nvsim::ir;

/// Replaces the memory attributes of LLVM before 16 in a function's or call's attribute list
/// (readnone, readonly, writeonly, argmemonly, inaccessiblememonly, inaccessiblemem_or_argmemonly)
/// by the one `memory(...)` attribute llvm-as 19 makes of them.
void upgradeMemoryAttrs(AttrSet &fnAttrs);

/// The opcode spelled `keyword` (Opcodes.def), or Opcode::Invalid.
Opcode opcodeFromKeyword(std::string_view keyword);

/// Local names of the function being parsed, with forward references waiting for a definition.
struct FunctionState {
  GlobalValue *fn = nullptr;
  std::unordered_map<std::string, Value *> named;
  std::map<int64_t, Value *> numbered;
  /// Placeholders (Opcode::Invalid instructions) for values used before their definition.
  std::unordered_map<std::string, std::pair<Instruction *, uint32_t>> forwardNamed;
  std::map<int64_t, std::pair<Instruction *, uint32_t>> forwardNumbered;
  std::unordered_map<std::string, BasicBlock *> blocksNamed;
  std::map<int64_t, BasicBlock *> blocksNumbered;
  std::vector<std::pair<BasicBlock *, uint32_t>> blockRefs; ///< first reference of each block
  int64_t nextNumber = 0;
};

/// A type as written, and the type the IR uses (typed pointers become opaque pointers).
struct ParsedType {
  Type *ir = nullptr;    ///< opaque-pointer form stored in the IR
  Type *typed = nullptr; ///< as written (typed pointers kept), for old syntax that needs pointees
};

class LLParser {
public:
  LLParser(const SourceFile &file, DiagEngine &diags);
  std::unique_ptr<Module> run();

  // --- Token cursor (Parser.cpp) ---
  const Token &tok() const { return toks_[pos_]; }
  const Token &peekTok(size_t n = 1) const {
    return toks_[pos_ + n < toks_.size() ? pos_ + n : toks_.size() - 1];
  }
  void lex() {
    if (pos_ + 1 < toks_.size())
      ++pos_;
  }
  uint32_t loc() const { return tok().offset; }
  std::string_view text(const Token &t) const { return src_.substr(t.offset, t.length); }
  std::string_view text() const { return text(tok()); }
  bool is(Tok k) const { return tok().kind == k; }
  bool isKw(std::string_view kw) const { return tok().kind == Tok::Ident && text() == kw; }
  bool eat(Tok k);
  bool eatKw(std::string_view kw);
  /// Consumes `k` or reports "expected <what>" at the current token.
  bool expect(Tok k, std::string_view what);
  bool expectKw(std::string_view kw);
  std::string tokenName() const { return nvsim::tokenName(src_, tok()); }
  /// The number of a %N, @N, #N or N: token. The lexer has checked that it fits 32 bits.
  int64_t slotNumber(const Token &t) const;
  int64_t slotNumber() const { return slotNumber(tok()); }

  template <typename... Args> bool error(DiagId id, uint32_t at, Args &&...args) {
    if (!failed_)
      diags_.report(id, at, std::forward<Args>(args)...);
    failed_ = true;
    return false;
  }
  template <typename... Args> void warning(DiagId id, uint32_t at, Args &&...args) {
    diags_.report(id, at, std::forward<Args>(args)...);
  }
  bool expected(std::string_view what) { return error(DiagId::Expected, loc(), what); }

  /// Guards recursion on nested types, constants and metadata.
  struct DepthGuard {
    LLParser &p;
    bool ok;
    explicit DepthGuard(LLParser &parser);
    ~DepthGuard() { --p.depth_; }
  };

  // --- Numbers (ParseConstants.cpp) ---
  bool parseUInt32(uint32_t &v);
  bool parseUInt64(uint64_t &v);
  bool parseBigInt(BigInt &v);
  bool parseStringToken(std::string &out);

  // --- Types (ParseTypes.cpp) ---
  bool parseType(ParsedType &t, bool allowVoid = false);
  bool parseType(Type *&t, bool allowVoid = false);
  bool parseBaseType(ParsedType &t);
  bool parseKeywordType(ParsedType &t);
  bool parseTargetExtType(ParsedType &t);
  bool parseTypeSuffixes(ParsedType &t, uint32_t at);
  bool parseFunctionTypeParams(ParsedType &t, uint32_t at);
  bool parseAddrSpace(unsigned &as);
  bool parseOptionalAddrSpace(unsigned &as);
  bool parseStructBody(std::vector<ParsedType> &members);
  bool parseArrayOrVector(ParsedType &t, bool vector);
  bool isTypeStart() const;
  Type *irType(Type *t) { return module_->types.opaqued(t); }

  // --- Values and constants (ParseConstants.cpp) ---
  bool parseValue(Type *ty, Value *&v, FunctionState *fs, Type *typedTy = nullptr);
  bool parseTypeAndValue(Value *&v, FunctionState *fs, ParsedType *written = nullptr);
  bool parseConstant(Type *ty, Value *&v, FunctionState *fs);
  bool parseArrayConstant(Type *ty, Value *&v, FunctionState *fs);
  bool parseStructOrVectorConstant(Type *ty, Value *&v, FunctionState *fs);
  bool parseKeywordConstant(Type *ty, Value *&v, FunctionState *fs);
  bool parseSplatConstant(Type *ty, Value *&v, FunctionState *fs);
  bool parseBlockAddress(Type *ty, Value *&v);
  bool parseGlobalRef(Type *ty, Value *&v);
  bool parseFloatLiteral(Type *ty, Value *&v);
  bool checkValueType(Value *v, Type *ty, uint32_t at, std::string_view what);
  /// LLVM 7-14: the explicit type of a load or getelementptr (`load i32, i32* %p`) must be the
  /// pointee of its typed-pointer operand. Reports at `at` (the explicit type) when it is not.
  bool checkExplicitPointee(Type *explicitTy, const ParsedType &operand, uint32_t at);
  Value *getLocal(FunctionState &fs, Type *ty, uint32_t at);
  /// The result type of a GEP over `source` with these indices, or null when they are invalid;
  /// then `*bad` (when given) is the position in `indices` of the first index that cannot apply.
  Type *gepIndexedType(Type *source, const std::vector<Value *> &indices, size_t *bad = nullptr);
  /// The type reached by extractvalue/insertvalue indices, or null; then `*bad` (when given) is
  /// the position of the first index that does not apply.
  Type *aggregateIndexedType(Type *agg, const std::vector<unsigned> &indices, size_t *bad = nullptr);
  /// `locs` receives where each index was written.
  bool parseIndexList(std::vector<unsigned> &indices, std::vector<uint32_t> &locs);
  /// After a type written as a local name with no value behind it (`ret %x`): the writer forgot the
  /// value's type. Reports that at the name and returns true; false when it does not apply.
  bool reportMissingType(const Token &typeTok);

  // --- Constant expressions (ParseConstantExprs.cpp) ---
  bool parseConstantExpr(Type *ty, Value *&v, FunctionState *fs);
  /// Makes the expression of the opcode keyword at the cursor, located there, and reads the keyword.
  ConstantExpr *beginConstantExpr(Type *ty, Opcode op);
  bool expectConstantExprOpen(const ConstantExpr *ce);
  bool parseConstantExprOperands(ConstantExpr *ce, unsigned n, FunctionState *fs);
  /// The closing parenthesis; then `result` must be the type the expression was written with.
  bool finishConstantExpr(ConstantExpr *ce, Type *result, Value *&v);
  bool parseCastExpr(Type *ty, Value *&v, FunctionState *fs, Opcode op);
  bool parseGepExprFlags(ConstantExpr *ce);
  bool parseGepExpr(Type *ty, Value *&v, FunctionState *fs);
  bool parseBinaryExpr(Type *ty, Value *&v, FunctionState *fs, Opcode op);
  bool parseFNegExpr(Type *ty, Value *&v, FunctionState *fs);
  bool parseCompareExpr(Type *ty, Value *&v, FunctionState *fs, Opcode op);
  bool parseSelectExpr(Type *ty, Value *&v, FunctionState *fs);
  bool parseExtractElementExpr(Type *ty, Value *&v, FunctionState *fs);
  bool parseInsertElementExpr(Type *ty, Value *&v, FunctionState *fs);
  bool parseShuffleVectorExpr(Type *ty, Value *&v, FunctionState *fs);
  bool parseExtractOrInsertValueExpr(Type *ty, Value *&v, FunctionState *fs, Opcode op);

  // --- Attributes (ParseAttributes.cpp) ---
  bool parseParamAttrs(AttrSet &set, Type *paramTypedTy = nullptr);
  bool parseRetAttrs(AttrSet &set);
  /// Function attributes after the parameter list (and in `attributes #N = {...}`); stops at
  /// anything that is not an attribute. `inGroup` allows `align=N`-free group syntax.
  bool parseFnAttrs(AttrSet &set, bool inGroup, uint32_t *alignOut = nullptr);
  bool parseOneAttr(AttrSet &set, Type *paramTypedTy, bool fnContext, bool &consumed);
  bool parseRawParens(std::string &out);
  bool parseAttrGroupDef();

  // --- Metadata (ParseMetadata.cpp) ---
  bool parseMetadataRef(Metadata *&md, FunctionState *fs);
  bool parseMDNodeTail(MDNode *&node, FunctionState *fs, bool distinct);
  bool parseMDTuple(MDNode *&node, FunctionState *fs);
  bool parseSpecializedNode(MDNode *&node, FunctionState *fs, bool distinct);
  bool parseMetadataAsOperand(Metadata *&md, FunctionState *fs);
  MDNode *numberedMD(int64_t slot, uint32_t at);
  bool parseMetadataAttachments(std::vector<MDAttachment> &out, FunctionState *fs);
  bool parseStandaloneMetadata();
  bool parseNamedMetadata();
  bool parseDebugRecord(DebugRecord &r, FunctionState &fs);

  // --- Function bodies (ParseFunction.cpp) ---
  bool parseFunctionBody(GlobalValue &fn);
  bool parseBasicBlock(FunctionState &fs);
  BasicBlock *getBlock(FunctionState &fs, const Token &t);
  bool parseBlockRef(BasicBlock *&bb, FunctionState &fs);
  bool defineLocal(FunctionState &fs, Instruction *inst, const Token &nameTok, bool hasName);

  // --- Instructions (ParseInstructions.cpp) ---
  bool parseInstruction(Instruction *&inst, FunctionState &fs);
  bool parseOperation(Instruction *&inst, FunctionState &fs, uint32_t at, Opcode op, TailKind tail);
  /// A new instruction whose opcode keyword was written at `at`.
  Instruction *newInstruction(Opcode op, Type *t, uint32_t at);
  bool parseOrdering(AtomicOrdering &o);
  bool parseSyncScope(std::string &scope);
  bool parseOptionalCommaAlign(uint64_t &align, bool &sawMetadataComma);
  bool parseAlignValue(uint64_t &align);
  bool parseCmpPredicate(uint8_t &pred, bool fp);
  bool parseFastMathFlags(uint8_t &fmf);
  bool parseInstFlags(Opcode op, uint16_t &flags);

  // Each parseX below reads one instruction after its opcode keyword, written at `at`, into `inst`.
  // --- Terminators, phi and the exception-handling pads (ParseControlFlow.cpp) ---
  bool parseRet(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseBr(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseSwitch(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseIndirectBr(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseResume(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseCleanupRet(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseCatchRet(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseCatchSwitch(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseFuncletPad(Instruction *&inst, FunctionState &fs, uint32_t at, Opcode op);
  bool parseLandingPad(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parsePhi(Instruction *&inst, FunctionState &fs, uint32_t at);

  // --- Operators (ParseOperators.cpp) ---
  bool parseFNeg(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseArithmetic(Instruction *&inst, FunctionState &fs, uint32_t at, Opcode op, bool fp);
  bool parseCast(Instruction *&inst, FunctionState &fs, uint32_t at, Opcode op);
  bool parseCompare(Instruction *&inst, FunctionState &fs, uint32_t at, Opcode op);
  bool parseSelect(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseFreeze(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseVAArg(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseExtractElement(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseInsertElement(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseShuffleVector(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseExtractValue(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseInsertValue(Instruction *&inst, FunctionState &fs, uint32_t at);
  Type *parseAggregateIndices(Opcode op, Type *agg, std::vector<unsigned> &indices);

  // --- Memory (ParseMemory.cpp) ---
  bool parseAlloca(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseLoad(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseStore(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseFence(Instruction *&inst, uint32_t at);
  bool parseCmpXchg(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseAtomicRMW(Instruction *&inst, FunctionState &fs, uint32_t at);
  bool parseGetElementPtr(Instruction *&inst, FunctionState &fs, uint32_t at);

  // --- Calls (ParseCalls.cpp) ---
  bool parseCall(Instruction *&inst, FunctionState &fs, Opcode op, TailKind tail);
  /// The function type a typed-pointer callee points to, where the IR still knows it: a function
  /// declared or defined before, or a cast constant expression just parsed. Null otherwise.
  Type *typedCalleePointee(const Value *callee) const;
  /// `argLocs` receives where each argument was written (its type), for messages.
  bool parseArgList(std::vector<Value *> &args, std::vector<AttrSet> &argAttrs, FunctionState &fs,
                    std::vector<uint32_t> &argLocs);
  bool parseOperandBundles(std::vector<OperandBundle> &out, FunctionState &fs);

  // --- Module level (Parser.cpp) ---
  bool parseTopLevel();
  bool parseTargetDefinition();
  bool parseTypeDefinition();
  bool parseComdatDefinition();
  bool parseUseListOrder();
  bool resolveModule();

  // --- Global values (ParseGlobals.cpp) ---
  bool parseLinkageEtc(GlobalValue &g, bool &sawLinkage);
  bool parseUnnamedAddr(UnnamedAddr &ua);
  GlobalValue *getGlobalForRef(const std::string &name, int64_t slot, Type *ptrTy, uint32_t at);
  bool parseGlobalOrAlias(const Token &nameTok, bool hasName);
  bool parseAlias(const Token &nameTok, GlobalValue &proto, bool &sawLinkage);
  bool parseGlobalVariable(const Token &nameTok, GlobalValue &proto, bool sawLinkage, unsigned as);
  bool parseGlobalVariableProperties(GlobalValue &g);
  unsigned parseOptionalCallingConv();
  bool parseFunctionHeader(GlobalValue *&fn, bool isDefine);
  bool parseFunctionProperties(GlobalValue &proto, UnnamedAddr &ua);

  const SourceFile &file_;
  std::string_view src_;
  DiagEngine &diags_;
  std::vector<Token> toks_;
  size_t pos_ = 0;
  bool failed_ = false;
  unsigned depth_ = 0;
  std::unique_ptr<Module> module_;
  std::map<std::string, uint32_t> forwardTypes_; ///< named structs used before definition
  std::map<int64_t, Type *> numberedTypes_;      ///< `%N = type ...` by the number written
  std::map<int64_t, uint32_t> forwardNumberedTypes_;
  /// The identified struct `%name` or `%N` at `t` (a LocalVar or LocalID), created as a forward
  /// reference when new.
  Type *identifiedStruct(const Token &t);
  std::map<std::string, std::pair<GlobalValue *, uint32_t>> forwardGlobals_;
  std::map<int64_t, std::pair<GlobalValue *, uint32_t>> forwardNumberedGlobals_;
  std::map<int64_t, uint32_t> forwardMetadata_;
  std::map<unsigned, uint32_t> forwardAttrGroups_;
  std::vector<std::pair<BlockAddress *, uint32_t>> blockAddresses_;
  /// `@llvm.*` functions called without a declaration, with the type of their first call.
  std::map<GlobalValue *, Type *> implicitIntrinsics_;
  std::vector<std::pair<std::string, uint32_t>> comdatRefs_;
  /// Instructions an upgrade of old syntax creates before the one it returns (LLVM 3.x cmpxchg).
  std::vector<Instruction *> pendingInsts_;
  /// The last cast constant expression and its destination type as written (typed pointers kept).
  std::pair<const Value *, Type *> lastCastTyped_{nullptr, nullptr};
  int64_t nextGlobalNumber_ = 0;
};

} // namespace nvsim::detail
