// NVVM conversions (PTX cvt): float/double to integers with .rni/.rzi/.rmi/.rpi (saturating:
// out-of-range values clamp, NaN as cvtNanBits says), integers to float/double with a rounding
// mode, d2f, the half/bfloat/tf32 conversions, and the bit moves (bitcast, lohi, move). All
// exact, through the integer rounding engine of FloatFormat.h.
#include "intrinsics/Families.h"
#include "intrinsics/LaneMath.h"
#include "intrinsics/SmallFloat.h"

namespace nvsim::intr {

namespace {

constexpr Round RN = Round::NearestEven, RZ = Round::Zero, RM = Round::Down, RP = Round::Up;

template <class I, Round R, bool Z> I f2int(float x) { return floatToInt<I>(Z ? ftz(x) : x, R); }
template <class I, Round R> I d2int(double x) { return floatToInt<I>(x, R); }
template <class I, class F, Round R> F int2f(I v) { return intToFloat<F>(v, R); }
template <Round R, bool Z> float d2f(double x) {
  const float f = toSingle(x, R);
  return Z ? ftz(f) : f;
}

template <bool Z> uint16_t f2h(float x) { return toHalf(Z ? ftz(x) : x); }
float h2f(uint16_t h) { return float(fromHalf(h)); }
template <bool Z> uint16_t bf2h(float x) { return toBFloat(Z ? ftz(x) : x); }
/// cvt.bf16.f32 with .relu: negative results (and -0) become +0, NaN stays the canonical NaN.
template <Round R, bool Relu> BFloat f2bf16(float x) {
  BFloat r{toBFloat(x, R)};
  if (Relu && (r.bits & 0x8000) && x == x)
    r.bits = 0;
  return r;
}
/// cvt.rna.tf32.f32: 10 fraction bits, nearest with ties away; the result keeps float's layout. A
/// NaN keeps its sign and the payload bits tf32 has, quieted (an H100 gave 0x7fc00000 for
/// 0x7fc00000, the only NaN measured).
uint32_t f2tf32(float x) {
  if (x != x)
    return (bitsOf(x) | 0x00400000u) & 0xffffe000u;
  const uint64_t t = roundDouble(x, kTf32, Round::NearestAway, 0);
  return uint32_t(((t >> 18) << 31) | ((t & 0x3ffff) << 13));
}

int32_t bitcastF2I(float x) { return int32_t(bitsOf(x)); }
float bitcastI2F(int32_t x) { return std::bit_cast<float>(x); }
int64_t bitcastD2LL(double x) { return int64_t(bitsOf(x)); }
double bitcastLL2D(int64_t x) { return std::bit_cast<double>(x); }
double lohiI2D(uint32_t lo, uint32_t hi) { return std::bit_cast<double>((uint64_t(hi) << 32) | lo); }
uint32_t d2iLo(double x) { return uint32_t(bitsOf(x)); }
uint32_t d2iHi(double x) { return uint32_t(bitsOf(x) >> 32); }
template <class T> T move(T x) { return x; }

#define NVSIM_F2I(I, NAME)                                                                                   \
  row<&f2int<I, RN, false>>("llvm.nvvm." NAME ".rn"), row<&f2int<I, RN, true>>("llvm.nvvm." NAME ".rn.ftz"), \
      row<&f2int<I, RZ, false>>("llvm.nvvm." NAME ".rz"),                                                    \
      row<&f2int<I, RZ, true>>("llvm.nvvm." NAME ".rz.ftz"),                                                 \
      row<&f2int<I, RM, false>>("llvm.nvvm." NAME ".rm"),                                                    \
      row<&f2int<I, RM, true>>("llvm.nvvm." NAME ".rm.ftz"),                                                 \
      row<&f2int<I, RP, false>>("llvm.nvvm." NAME ".rp"),                                                    \
      row<&f2int<I, RP, true>>("llvm.nvvm." NAME ".rp.ftz")
#define NVSIM_D2I(I, NAME)                                                                                   \
  row<&d2int<I, RN>>("llvm.nvvm." NAME ".rn"), row<&d2int<I, RZ>>("llvm.nvvm." NAME ".rz"),                  \
      row<&d2int<I, RM>>("llvm.nvvm." NAME ".rm"), row<&d2int<I, RP>>("llvm.nvvm." NAME ".rp")
#define NVSIM_I2F(I, F, NAME)                                                                                \
  row<&int2f<I, F, RN>>("llvm.nvvm." NAME ".rn"), row<&int2f<I, F, RZ>>("llvm.nvvm." NAME ".rz"),            \
      row<&int2f<I, F, RM>>("llvm.nvvm." NAME ".rm"), row<&int2f<I, F, RP>>("llvm.nvvm." NAME ".rp")

constexpr PureFunction kRows[] = {
    NVSIM_F2I(int32_t, "f2i"),
    NVSIM_F2I(uint32_t, "f2ui"),
    NVSIM_F2I(int64_t, "f2ll"),
    NVSIM_F2I(uint64_t, "f2ull"),
    NVSIM_D2I(int32_t, "d2i"),
    NVSIM_D2I(uint32_t, "d2ui"),
    NVSIM_D2I(int64_t, "d2ll"),
    NVSIM_D2I(uint64_t, "d2ull"),
    NVSIM_I2F(int32_t, float, "i2f"),
    NVSIM_I2F(uint32_t, float, "ui2f"),
    NVSIM_I2F(int64_t, float, "ll2f"),
    NVSIM_I2F(uint64_t, float, "ull2f"),
    NVSIM_I2F(int32_t, double, "i2d"),
    NVSIM_I2F(uint32_t, double, "ui2d"),
    NVSIM_I2F(int64_t, double, "ll2d"),
    NVSIM_I2F(uint64_t, double, "ull2d"),
    row<&d2f<RN, false>>("llvm.nvvm.d2f.rn"),
    row<&d2f<RN, true>>("llvm.nvvm.d2f.rn.ftz"),
    row<&d2f<RZ, false>>("llvm.nvvm.d2f.rz"),
    row<&d2f<RZ, true>>("llvm.nvvm.d2f.rz.ftz"),
    row<&d2f<RM, false>>("llvm.nvvm.d2f.rm"),
    row<&d2f<RM, true>>("llvm.nvvm.d2f.rm.ftz"),
    row<&d2f<RP, false>>("llvm.nvvm.d2f.rp"),
    row<&d2f<RP, true>>("llvm.nvvm.d2f.rp.ftz"),
    row<&f2h<false>>("llvm.nvvm.f2h.rn"),
    row<&f2h<true>>("llvm.nvvm.f2h.rn.ftz"),
    row<&h2f>("llvm.nvvm.h2f"),
    row<&bf2h<false>>("llvm.nvvm.bf2h.rn"),
    row<&bf2h<true>>("llvm.nvvm.bf2h.rn.ftz"),
    row<&f2bf16<RN, false>>("llvm.nvvm.f2bf16.rn"),
    row<&f2bf16<RN, true>>("llvm.nvvm.f2bf16.rn.relu"),
    row<&f2bf16<RZ, false>>("llvm.nvvm.f2bf16.rz"),
    row<&f2bf16<RZ, true>>("llvm.nvvm.f2bf16.rz.relu"),
    row<&f2tf32>("llvm.nvvm.f2tf32.rna"),
    row<&bitcastF2I>("llvm.nvvm.bitcast.f2i"),
    row<&bitcastI2F>("llvm.nvvm.bitcast.i2f"),
    row<&bitcastD2LL>("llvm.nvvm.bitcast.d2ll"),
    row<&bitcastLL2D>("llvm.nvvm.bitcast.ll2d"),
    row<&lohiI2D>("llvm.nvvm.lohi.i2d"),
    row<&d2iLo>("llvm.nvvm.d2i.lo"),
    row<&d2iHi>("llvm.nvvm.d2i.hi"),
    row<&move<uint16_t>>("llvm.nvvm.move.i16"),
    row<&move<uint32_t>>("llvm.nvvm.move.i32"),
    row<&move<uint64_t>>("llvm.nvvm.move.i64"),
    row<&move<float>>("llvm.nvvm.move.float"),
    row<&move<double>>("llvm.nvvm.move.double"),
    row<&move<uint64_t>>("llvm.nvvm.move.ptr"),
};
#undef NVSIM_F2I
#undef NVSIM_D2I
#undef NVSIM_I2F

} // namespace

std::span<const PureFunction> nvvmConvertRows() { return kRows; }

} // namespace nvsim::intr
