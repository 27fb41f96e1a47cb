// The PTX instruction behind NVVM's min/max, fma.rn and bf16-conversion intrinsics where a
// compiler cannot take the intrinsic: libNVVM knows none of the half and bfloat ones (and no
// .nan or .xorsign.abs on float); PTX has no .ftz or .sat on bfloat, which llc-19 cannot select or
// writes anyway; LLVM 19 retypes bf2h.rn. LegalizeMath.cpp writes the instruction as inline asm and
// does, in integer operations around it, what PTX lacks.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace nvsim::backends {

struct FloatPtx {
  std::string ptx;          ///< one instruction: `min.NaN.bf16 $0, $1, $2;`
  bool flushInputs = false; ///< .ftz that PTX lacks: subnormal operands become zeros of their sign
  bool flushResult = false; ///< and so does the result (fma)
  bool saturate = false;    ///< bfloat .sat: the result clamped to [+0, 1], NaN to +0
  bool llc = false;         ///< llc-19 cannot take the intrinsic either (libNVVM never can)
};

/// For `llvm.nvvm.f{min,max}[.ftz][.nan][.xorsign.abs].{f16,bf16}` (and `.f` with .nan or
/// .xorsign.abs), `llvm.nvvm.fma.rn[.ftz][.sat|.relu].{f16,bf16}` and `llvm.nvvm.bf2h.rn[.ftz]`
/// (float to bfloat bits); nullopt for any other name.
std::optional<FloatPtx> floatPtx(std::string_view intrinsic);

} // namespace nvsim::backends
