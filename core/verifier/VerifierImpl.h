// State shared by the verifier's rule files (Structure, InstructionTypes, NvvmRules, Intrinsics).
#pragma once

#include "core/DataLayout.h"
#include "core/Diagnostics.h"
#include "core/ir/Module.h"
#include "core/verifier/Dominators.h"
#include "core/verifier/Verifier.h"

#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <unordered_set>

namespace nvsim::verifier {

/// A finding not yet reported: its table row and the arguments the row takes (up to two).
struct Issue {
  DiagId id;
  std::string arg = {};
  std::string arg2 = {};
};

/// One verification run: the module, the options, the layout in force, and the findings
/// (collected here, then handed to the caller's engine sorted by source position).
class Context {
public:
  Context(const ir::Module &module, const SourceFile *file, const VerifyOptions &options);

  const ir::Module &module;
  const VerifyOptions &options;
  /// The module's layout when it parses, else the NVPTX default for its triple.
  DataLayout layout;

  /// Reports an error (or the row's severity) and returns false, so rules read `return fail(...)`.
  template <typename... Args> bool fail(DiagId id, uint32_t loc, Args &&...args) {
    diags_.report(id, loc, std::forward<Args>(args)...);
    return false;
  }
  /// Hands the findings to `out` in source order (findings without a location first).
  void flushTo(DiagEngine &out);

  /// A type as the module's dialect writes it.
  std::string typeName(const ir::Type *t) const;
  /// `%name`, `%3` (unnamed locals numbered as the printer numbers them), `@g`, or a constant's kind.
  std::string valueName(const ir::Value *v);
  /// Offset of the line that starts with `directive` (`target datalayout`), kNoLoc if none.
  uint32_t findDirective(std::string_view directive) const;

  /// Globals annotated `texture` or `surface` in nvvm.annotations, with the property name.
  std::unordered_map<const ir::GlobalValue *, std::string> texSurfVars;
  /// NVVM findings of types and constants, memoised: modules repeat them on every instruction.
  std::unordered_map<const ir::Type *, std::optional<Issue>> typeIssues;
  std::unordered_map<const ir::Value *, std::optional<Issue>> constantIssues;

private:
  void numberLocals(const ir::GlobalValue *fn);

  const SourceFile *file_;
  DiagEngine diags_;
  const ir::GlobalValue *numberedFn_ = nullptr;
  std::unordered_map<const ir::Value *, unsigned> slots_;
};

/// The pointer `v` is derived from, looking through bitcasts, addrspacecasts and GEPs
/// (instructions and constant expressions), so that `@g` is found behind them.
const ir::Value *stripPointerCasts(const ir::Value *v);
/// The attributes of a function including those of its `#N` groups.
std::vector<const ir::Attribute *> functionAttributes(const ir::Module &m, const ir::GlobalValue &fn);

// --- Structure.cpp -------------------------------------------------------------------------
/// Checks a function body: block shapes, terminators, phis, dominance, and every instruction
/// (types, then NVVM rules), reporting at most one error per instruction.
void verifyFunctionBody(Context &cx, const ir::GlobalValue &fn);

// --- InstructionTypes.cpp ------------------------------------------------------------------
/// LLVM's operand and result type rules for one instruction; false after reporting the first.
bool checkInstructionTypes(Context &cx, const ir::GlobalValue &fn, const ir::Instruction &inst);
/// Whether a cast from `src` to `dst` is valid for `op`; `why` says what is wrong when not.
bool castIsValid(ir::Opcode op, const ir::Type *src, const ir::Type *dst, bool typedPointers,
                 std::string &why);

// --- NvvmRules.cpp -------------------------------------------------------------------------
/// Module-level NVVM rules: data layout, triple, nvvm.annotations (also fills cx.texSurfVars).
void verifyNvvmModule(Context &cx);
/// NVVM rules for a global variable, function header, alias or ifunc; false after the first.
bool checkNvvmGlobal(Context &cx, const ir::GlobalValue &g);
/// Sets cx.layout from the module (called first, whether or not NVVM rules are checked).
void selectLayout(Context &cx);

// --- NvvmInstructions.cpp ------------------------------------------------------------------
/// NVVM rules for one instruction; false after reporting the first violation.
bool checkNvvmInstruction(Context &cx, const ir::Instruction &inst);
/// Address spaces NVVM IR input may use: 0 generic, 1 global, 3 shared, 4 constant, 5 local
/// (specification 10.1), 6 tensor memory, 7 shared cluster and 101 param (seed 004).
bool isValidNvvmAddrSpace(unsigned as);
/// The first NVVM problem of a type: an unsupported floating-point or x86 type, a scalable
/// vector, or a pointer into an invalid address space (nested types included).
std::optional<Issue> typeIssue(Context &cx, const ir::Type *t);
/// The first NVVM problem inside a constant: blockaddress, an addrspacecast expression NVVM
/// rejects, inline asm in Intel dialect, or an unsupported type. Globals are not entered.
std::optional<Issue> constantIssue(Context &cx, const ir::Value *c);
/// Reports an issue at `loc`; returns false.
bool report(Context &cx, const Issue &issue, uint32_t loc);
/// Names the specification reserves (chapter 2): `llvm.nvvm.*` and `nvvm.*`.
bool isReservedName(std::string_view name);

// --- Intrinsics.cpp ------------------------------------------------------------------------
/// A row of NvvmIntrinsics.def.
struct IntrinsicRule {
  std::string_view name;
  bool prefix;  ///< matches every name starting with `name`; else `name` and `name.<suffixes>`
  bool illegal; ///< the specification marks it "not supported"
  std::string_view section;
};
/// Every row of the table, in table order.
std::span<const IntrinsicRule> intrinsicRules();
/// The row an intrinsic name falls under (the longest match), or null for intrinsics the
/// specification does not name: those are accepted (LLVM-era producers emit many that the 1.x
/// specification predates; the interpreter decides which ones it can run).
const IntrinsicRule *findIntrinsicRule(std::string_view name);
/// Whether the intrinsic writes memory through its first argument (llvm.memcpy, memmove, memset).
bool isMemoryWriteIntrinsic(std::string_view name);

} // namespace nvsim::verifier
