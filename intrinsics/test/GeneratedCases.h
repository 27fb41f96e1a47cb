// Case generators shared by the NVVM and libdevice tables: the same rounded arithmetic and
// conversions exist under both spellings (llvm.nvvm.add.rm.f / __nv_fadd_rd).
#pragma once

#include "intrinsics/test/TestSupport.h"

#include <functional>

namespace nvsim::intr::test {

/// Rounding mode index: 0 rn, 1 rz, 2 rm (libdevice rd), 3 rp (libdevice ru).
/// `name(op, mode, isDouble, ftz)` gives the function's name, or "" when it does not exist.
/// ops: add sub mul div fma rcp sqrt.
using ArithName = std::function<std::string(std::string_view op, int mode, bool isDouble, bool ftz)>;
void addRoundedArithCases(std::vector<ExactCase> &out, const ArithName &name);

/// Conversions. `name(kind, mode, ftz)` with kind one of: f2i f2ui f2ll f2ull d2i d2ui d2ll d2ull
/// i2f ui2f ll2f ull2f i2d ui2d ll2d ull2d d2f.
using CvtName = std::function<std::string(std::string_view kind, int mode, bool ftz)>;
void addConversionCases(std::vector<ExactCase> &out, const CvtName &name);

} // namespace nvsim::intr::test
