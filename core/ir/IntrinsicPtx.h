// Intrinsics written as inline PTX (core/ir/IntrinsicPtx.def), for the PTX legalization and the
// NVVM IR 2.0 printer.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace nvsim::ir {

class Type;

/// Who writes an intrinsic's PTX for a compiler.
enum class PtxBy : uint8_t {
  Native,   ///< the compiler selects the intrinsic itself
  Legalize, ///< the PTX legalization, as inline asm, before compiling
  Printer,  ///< the NVVM IR 2.0 printer, as inline asm (libNVVM only)
};

struct IntrinsicPtx {
  std::string_view name;
  std::string_view ptx; ///< `$0` the result, then the arguments
  bool sideEffect;      ///< a memory clobber (and, legalized, a volatile convergent call)
  PtxBy llc, nvvm;
};

/// Every row.
std::span<const IntrinsicPtx> intrinsicPtxTable();
/// The row of `name`, null when no compiler needs its PTX written.
const IntrinsicPtx *findIntrinsicPtx(std::string_view name);

/// The inline-asm constraint of a scalar: h (16-bit integers, half, bfloat), r (other integers up
/// to 32 bits), l (64-bit integers, pointers), f (float), d (double); 0 for anything else.
char ptxConstraint(const Type *t);

} // namespace nvsim::ir
