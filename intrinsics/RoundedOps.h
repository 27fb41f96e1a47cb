// IEEE arithmetic with an explicit rounding mode and optional flush-to-zero, as PTX's
// add/sub/mul/div/fma/rcp/sqrt .rn/.rz/.rm/.rp[.ftz] compute it. Shared by the NVVM intrinsics
// and the libdevice __nv_fadd_rd... family. The results are correctly rounded; NaN results are
// the GPU's canonical NaN.
#pragma once

#include "intrinsics/FloatFormat.h"

namespace nvsim::intr {

float addR(float a, float b, Round r, bool ftz = false);
float subR(float a, float b, Round r, bool ftz = false);
float mulR(float a, float b, Round r, bool ftz = false);
float divR(float a, float b, Round r, bool ftz = false);
float fmaR(float a, float b, float c, Round r, bool ftz = false);
float rcpR(float a, Round r, bool ftz = false);
float sqrtR(float a, Round r, bool ftz = false);

double addR(double a, double b, Round r);
double subR(double a, double b, Round r);
double mulR(double a, double b, Round r);
double divR(double a, double b, Round r);
double fmaR(double a, double b, double c, Round r);
double rcpR(double a, Round r);
double sqrtR(double a, Round r);

} // namespace nvsim::intr
