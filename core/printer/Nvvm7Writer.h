// The NVVM IR 2.0 writer: a module in LLVM 7 syntax with typed pointers, for libNVVM (docs/printer.md).
#pragma once

#include "core/ir/Module.h"

#include <map>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace nvsim::printer {

class FunctionSlots;

/// A construct NVVM IR 2.0 has no spelling for; the message names the function and the
/// instruction. Thrown inside the writer only; `printModuleNvvm7` turns it into its error.
class Nvvm7Unsupported : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// Writes one module as NVVM IR 2.0. Every pointer value is an `i8 addrspace(N)*`; a use that needs
/// a typed pointer (load, store, getelementptr, atomics, calls through a pointer, byval) gets a
/// `bitcast` instruction of its own (`%.tN`), or a constant-expression bitcast for a constant.
class Nvvm7Writer {
public:
  explicit Nvvm7Writer(const ir::Module &m);
  ~Nvvm7Writer();
  /// The module text; throws Nvvm7Unsupported.
  std::string write();

  // --- Types and constants (Nvvm7Values.cpp) ---
  /// LLVM 7 spelling of `t`: pointers as `i8 addrspace(N)*`, bfloat as `i16`.
  std::string type(const ir::Type *t) const;
  /// `P addrspace(N)*`.
  static std::string pointerTo(const std::string &pointee, unsigned addrSpace);
  /// A value as an operand, without its type, with pointers as `i8*`.
  std::string value(const ir::Value *v);
  /// `T v`.
  std::string typed(const ir::Value *v);
  /// A pointer constant as a `pointee addrspace(N)*` constant (a constant-expression bitcast where
  /// its own type differs).
  std::string constantAs(const ir::Value *v, const std::string &pointee);
  /// A global's own typed pointer type: `[32 x i32] addrspace(3)*`, `void (i8*)*`.
  std::string globalType(const ir::GlobalValue &g) const;
  /// The function type of `f` with typed pointers for its byval and sret parameters.
  std::string functionType(const ir::GlobalValue &f) const;
  /// A metadata operand with fresh numbering (`!3`, `!"s"`, `i32 1`); null for debug-info nodes.
  bool metadata(std::string &out, const ir::Metadata *md);

  // --- Function bodies (Nvvm7Instruction.cpp) ---
  /// `P addrspace(N)* x` for pointer operand `v` used as a pointer to `pointee`: the value itself
  /// when the types agree, else a bitcast line (instructions) or expression (constants).
  std::string pointerOperand(const ir::Value *v, const std::string &pointee);
  /// A fresh local name `%.tN`.
  std::string fresh();
  /// Adds one instruction line to the function being written.
  void emit(std::string line) { body_.push_back("  " + std::move(line)); }
  /// `%x = ` for a value-producing instruction, else "".
  std::string result(const ir::Instruction &inst);
  /// Where an error is reported: `@f: instruction text`.
  [[noreturn]] void unsupported(const ir::Instruction *inst, const std::string &why) const;

  // --- Intrinsics (Nvvm7Intrinsics.cpp) ---
  /// Writes a call to an `llvm.*` function that LLVM 7 lacks or spells differently; false when
  /// it is an ordinary call.
  bool writeIntrinsicCall(const ir::Instruction &inst, const ir::GlobalValue &callee);
  /// The LLVM 7 name of intrinsic `f` and the pointee of each pointer parameter (empty = i8).
  struct IntrinsicSig {
    std::string name;
    std::vector<std::string> pointees;
  };
  IntrinsicSig intrinsicSig(const ir::GlobalValue &f) const;
  /// Whether no call to `f` is printed as a call (expanded or dropped), so no declaration either.
  bool intrinsicVanishes(const ir::GlobalValue &f) const;

  const ir::Module &module() const { return m_; }

private:
  // Nvvm7Module.cpp
  void writeHeader(std::string &out);
  void writeGlobalVariable(std::string &out, const ir::GlobalValue &g);
  void writeFunction(std::string &out, const ir::GlobalValue &f);
  void writeMetadataSection(std::string &out);
  std::string attributes(const ir::AttrSet &set, bool function) const;
  std::vector<const ir::Attribute *> resolve(const ir::AttrSet &set) const;

  // Nvvm7Instruction.cpp
  void writeInstruction(const ir::Instruction &inst);
  void writeCall(const ir::Instruction &inst);
  void writeFNeg(const ir::Instruction &inst);
  void writeAlloca(const ir::Instruction &inst);
  void writeLoad(const ir::Instruction &inst);
  void writeStore(const ir::Instruction &inst);
  void writeFence(const ir::Instruction &inst);
  void writeCmpXchg(const ir::Instruction &inst);
  void writeAtomicRMW(const ir::Instruction &inst);
  void writeGep(const ir::Instruction &inst);

  // Nvvm7Values.cpp
  std::string constant(const ir::Value *v);
  std::string constantExpr(const ir::ConstantExpr *ce);
  std::string gepConstantExpr(const ir::ConstantExpr *ce);
  std::string localName(const ir::Value *v);
  std::string metadataNode(const ir::MDNode *n);

  const ir::Module &m_;
  bool is64_ = true;
  // The function being written.
  const ir::GlobalValue *fn_ = nullptr;
  std::unique_ptr<FunctionSlots> slots_;
  std::vector<std::string> body_;
  unsigned nextTemp_ = 0;
  // Metadata numbering of the output.
  std::unordered_map<const ir::MDNode *, int64_t> mdNumbers_;
  std::vector<std::string> mdLines_;
  // Intrinsics: the names declared from the module, and declarations the writer's own calls need.
  std::set<std::string> declared_;
  std::map<std::string, std::string> addedDeclarations_; ///< name -> `declare ...`
};

/// Indexed type of a GEP whose operands are `ops` (the pointer, then the indices): `source` walked
/// by the indices after the first (struct fields by their constant index). Null when an index into
/// a struct is not a constant.
const ir::Type *gepResultElement(const ir::Type *source, const std::vector<ir::Value *> &ops);

/// ` nuw nsw` / ` exact` as LLVM 7 reads them on `op`; newer flags are dropped.
std::string nvvm7IntFlags(ir::Opcode op, uint16_t flags);

} // namespace nvsim::printer
