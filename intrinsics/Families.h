// The rows each family file contributes to the pure-function registry (PureFunctions.cpp).
// Internal to intrinsics/.
#pragma once

#include "intrinsics/PureFunctions.h"

#include <span>

namespace nvsim::intr {

std::span<const PureFunction> llvmMathRows();     ///< llvm.sqrt, llvm.fma, llvm.sin... (LlvmMath.cpp)
std::span<const PureFunction> llvmBitRows();      ///< llvm.ctpop, llvm.fshl, llvm.smin... (LlvmBits.cpp)
std::span<const PureFunction> nvvmArithRows();    ///< llvm.nvvm.add.rz.f, fmin, saturate... (NvvmArith.cpp)
std::span<const PureFunction> nvvmApproxRows();   ///< llvm.nvvm.sin.approx.f... (NvvmApprox.cpp)
std::span<const PureFunction> nvvmConvertRows();  ///< llvm.nvvm.f2i.rz, d2f.rm, bitcast... (NvvmConvert.cpp)
std::span<const PureFunction> nvvmIntegerRows();  ///< llvm.nvvm.prmt, mulhi, sad... (NvvmInteger.cpp)
std::span<const PureFunction> libdeviceIntRows(); ///< __nv_popc, __nv_float2int_rz... (LibdeviceInt.cpp)
std::span<const PureFunction> libdeviceArithRows();   ///< __nv_fadd_rd, __nv_fmodf... (LibdeviceArith.cpp)
std::span<const PureFunction> libdeviceFloatRows();   ///< __nv_sinf, __nv_powf... (LibdeviceFloat.cpp)
std::span<const PureFunction> libdeviceDoubleRows();  ///< __nv_sin, __nv_pow... (LibdeviceDouble.cpp)
std::span<const PureFunction> libdeviceSpecialRows(); ///< erfinv, Bessel, gamma (LibdeviceSpecial.cpp)

} // namespace nvsim::intr
