// Intrinsics that are pure functions of their operands, one lane at a time: LLVM math
// (llvm.sqrt, llvm.fma, llvm.ctpop...), NVVM arithmetic with rounding modes and approximations
// (llvm.nvvm.add.rn.f, llvm.nvvm.sin.approx.f...) and the libdevice API (__nv_sinf...).
//
// The decoder resolves a call by name through findPure() and runs `fn` for each active lane.
// Values travel as the executor's register slots hold them:
//   - integers iN (N <= 64) zero-extended to 64 bits (i1 is 0 or 1);
//   - float in the low 32 bits (upper bits zero), double as its 64 bits;
//   - half and bfloat in the low 16 bits.
// Stateful intrinsics (special registers, barriers, atomics, warp operations, address-space
// conversions) are not here: they are kinds in intrinsics/Intrinsics.def, executed by sim/.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace nvsim::intr {

/// One lane: `args` holds the operands in order (only the value parameters, not the out
/// pointers). Results for out-pointer parameters (sincos, frexp, modf, remquo) go to `outs[i]`,
/// stored by the executor through the i-th pointer parameter with `outBytes[i]` bytes.
using LaneFn = uint64_t (*)(const uint64_t *args, uint64_t *outs);

struct PureFunction {
  std::string_view name; ///< full IR name: "llvm.sqrt.f32", "llvm.nvvm.rcp.rn.f", "__nv_sinf"
  LaneFn fn;
  uint8_t numArgs;     ///< value parameters, first in the IR signature
  uint8_t numOuts = 0; ///< pointer parameters after them that receive outs[0..numOuts)
  uint8_t outBytes[2] = {0, 0};
  /// The accuracy promised, as documentation and for the conformance tests: "exact" (correctly
  /// rounded or bit-exact), or the bound the PTX ISA / CUDA documents ("2 ulp", "2^-22 abs"...).
  std::string_view bound = "exact";
};

/// The function with this exact IR name, or null. Vector overloads of elementwise intrinsics
/// (llvm.fabs.v4f32) are found by the decoder through their scalar name (llvm.fabs.f32).
const PureFunction *findPure(std::string_view name);

/// Every registered pure function, for coverage tests.
std::span<const PureFunction> pureFunctions();

} // namespace nvsim::intr
