// Writing a module back as LLVM 19 assembly text (opaque pointers), whatever dialect it was read in.
#pragma once

#include "core/ir/Module.h"

#include <memory>
#include <string>

namespace nvsim {

namespace printer {
class AsmWriter;
}

/// The whole module as LLVM 19 assembly that `llvm-as` of LLVM 19 accepts. Printing is stable:
/// parsing the output and printing it again gives the same text.
std::string printModule(const ir::Module &m);

/// The module as NVVM IR 2.0 text in LLVM 7 syntax, the dialect libNVVM (CUDA 13) reads: typed
/// pointers, no attributes or syntax newer than LLVM 7 (docs/printer.md). `m` is not changed.
/// Returns false, with `error` naming the function and instruction, when the module uses
/// something NVVM IR 2.0 cannot express.
bool printModuleNvvm7(const ir::Module &m, std::string &text, std::string &error);

/// Prints pieces of one module with the numbering `printModule` uses (unnamed globals, values of
/// each function, metadata nodes that had no number). Slot numbers are computed once per
/// function and cached, so printing many instructions of one module stays cheap.
class AsmPrinter {
public:
  explicit AsmPrinter(const ir::Module &m);
  ~AsmPrinter();
  AsmPrinter(const AsmPrinter &) = delete;
  AsmPrinter &operator=(const AsmPrinter &) = delete;

  /// One instruction on one line as the module prints it (`%3 = add nsw i32 %1, 2, !dbg !7`),
  /// without indentation and without the debug records (or `%.cxN` instructions for old constant
  /// expressions) printed before it.
  std::string instruction(const ir::Instruction &inst);
  /// A value as an operand, without its type: `%x`, `%3`, `@g`, `42`, `getelementptr (...)`.
  std::string valueRef(const ir::Value &v);
  /// A value with its type: `i32 %x`, `ptr @g`, `metadata !3`.
  std::string typeAndValue(const ir::Value &v);
  /// A metadata operand: `!3`, `!"text"`, `i32 1`, or an inline node `!{...}`.
  std::string metadata(const ir::Metadata &md);

private:
  std::unique_ptr<printer::AsmWriter> writer_;
};

/// One instruction, as `AsmPrinter::instruction` prints it. Local slot numbers are those of its
/// function; without the module at hand, unnamed globals print with the numbers they were read
/// with and metadata nodes without a number print inline.
std::string printInstruction(const ir::Instruction &inst);
/// A value as an operand without its type (`%x`, `@g`, `i32`-less constants).
std::string printValueRef(const ir::Value &v);
/// A value with its type (`i32 %x`).
std::string printTypeAndValue(const ir::Value &v);

/// LLVM 19 spelling of a floating-point constant of type `t` from its bits (`lo`: low 64 bits,
/// `hi`: the bits above). float and double print as an exact decimal (`0.5`, `1.0e+300`), or as
/// `0x` and 16 hex digits of the double for NaN and infinity; half `0xH`, bfloat `0xR`, fp128
/// `0xL`, x86_fp80 `0xK`, ppc_fp128 `0xM`.
std::string formatFloatConstant(const ir::Type *t, uint64_t lo, uint64_t hi);

/// The bits of the double that has the value of the IEEE single `bits` (NaN payloads and
/// signalling NaNs kept), computed with integer operations.
uint64_t floatBitsToDoubleBits(uint32_t bits);

} // namespace nvsim
