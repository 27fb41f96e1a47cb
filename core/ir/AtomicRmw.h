// The atomicrmw operations (core/ir/AtomicRmwOps.def) as an enum and a constant table of its
// columns. Header-only, so that memory/ applies the same operations without linking the IR.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string_view>

namespace nvsim::ir {

class Type;

enum class RMWOp : uint8_t {
#define NVSIM_RMW_OP(Id, Keyword, Operand, Since, Nvvm7) Id,
#include "core/ir/AtomicRmwOps.def"
#undef NVSIM_RMW_OP
};

/// The value types an operation takes (LangRef, atomicrmw).
enum class RMWOperand : uint8_t {
  Int,   ///< integer
  Float, ///< floating point, or a fixed vector of it
  Any,   ///< integer, floating point or pointer (xchg)
};

/// How NVVM IR 2.0 (LLVM 7 syntax, libNVVM) writes an operation.
enum class RMWNvvm7 : uint8_t {
  Keyword,  ///< LLVM 7's atomicrmw on integers (xchg of a float or pointer through an integer)
  LoadAdd,  ///< llvm.nvvm.atomic.load.add.{f32,f64}
  IncDec32, ///< llvm.nvvm.atomic.load.{inc,dec}.32 on i32
  None,     ///< no form; the PTX legalization writes a compare-and-swap loop
};

struct RMWOpInfo {
  std::string_view keyword;
  RMWOperand operand;
  unsigned since; ///< the LLVM release that added the keyword
  RMWNvvm7 nvvm7;
};

inline constexpr RMWOpInfo kRMWOps[] = {
#define NVSIM_RMW_OP(Id, Keyword, Operand, Since, Nvvm7)                                                     \
  {Keyword, RMWOperand::Operand, Since, RMWNvvm7::Nvvm7},
#include "core/ir/AtomicRmwOps.def"
#undef NVSIM_RMW_OP
};
inline constexpr size_t kRMWOpCount = std::size(kRMWOps);

/// The LLVM releases whose readers the backends feed: llc-19, and libNVVM's LLVM 7.
inline constexpr unsigned kLlcLlvmRelease = 19;
inline constexpr unsigned kNvvm7LlvmRelease = 7;

constexpr const RMWOpInfo &rmwInfo(RMWOp op) { return kRMWOps[static_cast<size_t>(op)]; }
/// The atomicrmw keyword of `op` ("add", "uinc_wrap", "fmaximum", ...).
constexpr std::string_view rmwKeyword(RMWOp op) { return rmwInfo(op).keyword; }
/// The operation an atomicrmw keyword names, nullopt for an unknown keyword.
constexpr std::optional<RMWOp> rmwFromKeyword(std::string_view keyword) {
  for (size_t i = 0; i < kRMWOpCount; ++i)
    if (kRMWOps[i].keyword == keyword)
      return static_cast<RMWOp>(i);
  return std::nullopt;
}
/// Whether `op` works on floating-point values.
constexpr bool rmwIsFloat(RMWOp op) { return rmwInfo(op).operand == RMWOperand::Float; }

/// Whether NVVM IR 2.0 can write `op` on a `t` operand (the Nvvm7 column and the types each
/// form takes); when not, `ptx --compiler nvvm` legalizes it first or the printer refuses it.
bool nvvm7HasAtomicRMW(RMWOp op, const Type *t);

// NOTE: LLVM 7 has exactly the keywords of releases up to 7; the table says both ways.
static_assert([] {
  for (const RMWOpInfo &r : kRMWOps)
    if ((r.since <= kNvvm7LlvmRelease) != (r.nvvm7 == RMWNvvm7::Keyword))
      return false;
  return true;
}());

} // namespace nvsim::ir
