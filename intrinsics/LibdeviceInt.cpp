// libdevice's integer functions (__nv_popc, __nv_byte_perm, __nv_umulhi, __nv_sad, __nv_hadd...),
// its conversions (__nv_float2int_rz, __nv_ull2double_ru, __nv_float2half_rn...) and bit
// reinterpretations (__nv_float_as_int...). All exact; conversions saturate like PTX cvt. The
// libdevice functions are the non-ftz forms (__nvvm_reflect("__CUDA_FTZ") == 0).
#include "intrinsics/Families.h"
#include "intrinsics/LaneMath.h"

#include <bit>
#include <cmath>
#include <limits>

namespace nvsim::intr {

namespace {

__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;

constexpr Round RN = Round::NearestEven, RZ = Round::Zero, RM = Round::Down, RP = Round::Up;

int32_t clz(int32_t x) { return std::countl_zero(uint32_t(x)); }
int32_t clzll(int64_t x) { return std::countl_zero(uint64_t(x)); }
int32_t popc(int32_t x) { return std::popcount(uint32_t(x)); }
int32_t popcll(int64_t x) { return std::popcount(uint64_t(x)); }
int32_t ffs(int32_t x) { return x ? std::countr_zero(uint32_t(x)) + 1 : 0; }
int32_t ffsll(int64_t x) { return x ? std::countr_zero(uint64_t(x)) + 1 : 0; }
uint32_t brev(uint32_t x) {
  uint32_t r = 0;
  for (int i = 0; i < 32; ++i)
    r |= ((x >> i) & 1) << (31 - i);
  return r;
}
uint64_t brevll(uint64_t x) { return (uint64_t(brev(uint32_t(x))) << 32) | brev(uint32_t(x >> 32)); }

/// __byte_perm: prmt with the selector masked to 0x7777 (no sign replication).
uint32_t bytePerm(uint32_t a, uint32_t b, uint32_t c) {
  const uint64_t src = (uint64_t(b) << 32) | a;
  uint32_t r = 0;
  for (int i = 0; i < 4; ++i)
    r |= (uint32_t(src >> (8 * ((c >> (4 * i)) & 7))) & 0xff) << (8 * i);
  return r;
}

template <class T> T minOp(T a, T b) { return a < b ? a : b; }
template <class T> T maxOp(T a, T b) { return a > b ? a : b; }
int32_t mulhi(int32_t a, int32_t b) { return int32_t((int64_t(a) * b) >> 32); }
uint32_t umulhi(uint32_t a, uint32_t b) { return uint32_t((uint64_t(a) * b) >> 32); }
int64_t mul64hi(int64_t a, int64_t b) { return int64_t((Int128(a) * b) >> 64); }
uint64_t umul64hi(uint64_t a, uint64_t b) { return uint64_t((UInt128(a) * b) >> 64); }
int32_t mul24(int32_t a, int32_t b) {
  const int64_t x = int64_t(uint64_t(uint32_t(a)) << 40) >> 40;
  const int64_t y = int64_t(uint64_t(uint32_t(b)) << 40) >> 40;
  return int32_t(uint32_t(uint64_t(x * y)));
}
uint32_t umul24(uint32_t a, uint32_t b) { return uint32_t(uint64_t(a & 0xffffff) * (b & 0xffffff)); }
int32_t sad(int32_t a, int32_t b, int32_t c) {
  const uint32_t d = a > b ? uint32_t(a) - uint32_t(b) : uint32_t(b) - uint32_t(a);
  return int32_t(d + uint32_t(c));
}
uint32_t usad(uint32_t a, uint32_t b, uint32_t c) { return (a > b ? a - b : b - a) + c; }
int32_t absI(int32_t x) { return x < 0 ? int32_t(0u - uint32_t(x)) : x; }
int64_t absLL(int64_t x) { return x < 0 ? int64_t(0ull - uint64_t(x)) : x; }
/// Halving adds without overflow: (a + b) >> 1, and the rounding-up (a + b + 1) >> 1.
int32_t hadd(int32_t a, int32_t b) { return int32_t((int64_t(a) + b) >> 1); }
int32_t rhadd(int32_t a, int32_t b) { return int32_t((int64_t(a) + b + 1) >> 1); }
uint32_t uhadd(uint32_t a, uint32_t b) { return uint32_t((uint64_t(a) + b) >> 1); }
uint32_t urhadd(uint32_t a, uint32_t b) { return uint32_t((uint64_t(a) + b + 1) >> 1); }

template <class I, class F, Round R> I toInt(F x) { return floatToInt<I>(x, R); }
template <class I, class F, Round R> F fromInt(I v) { return intToFloat<F>(v, R); }
template <Round R> float double2float(double x) { return toSingle(x, R); }
uint16_t float2half(float x) { return toHalf(x); }
float half2float(uint16_t h) { return float(fromHalf(h)); }
double hiloint2double(int32_t hi, int32_t lo) {
  return std::bit_cast<double>((uint64_t(uint32_t(hi)) << 32) | uint32_t(lo));
}
int32_t double2loint(double x) { return int32_t(uint32_t(bitsOf(x))); }
int32_t double2hiint(double x) { return int32_t(uint32_t(bitsOf(x) >> 32)); }
float intAsFloat(int32_t x) { return std::bit_cast<float>(x); }
int32_t floatAsInt(float x) { return std::bit_cast<int32_t>(x); }
double llAsDouble(int64_t x) { return std::bit_cast<double>(x); }
int64_t doubleAsLL(double x) { return std::bit_cast<int64_t>(x); }

#define NVSIM_CVT4(I, F, FN, NAME)                                                                           \
  row<&FN<I, F, RN>>("__nv_" NAME "_rn"), row<&FN<I, F, RZ>>("__nv_" NAME "_rz"),                            \
      row<&FN<I, F, RM>>("__nv_" NAME "_rd"), row<&FN<I, F, RP>>("__nv_" NAME "_ru")

constexpr PureFunction kRows[] = {
    row<&clz>("__nv_clz"),
    row<&clzll>("__nv_clzll"),
    row<&popc>("__nv_popc"),
    row<&popcll>("__nv_popcll"),
    row<&ffs>("__nv_ffs"),
    row<&ffsll>("__nv_ffsll"),
    row<&brev>("__nv_brev"),
    row<&brevll>("__nv_brevll"),
    row<&bytePerm>("__nv_byte_perm"),
    row<&minOp<int32_t>>("__nv_min"),
    row<&minOp<uint32_t>>("__nv_umin"),
    row<&minOp<int64_t>>("__nv_llmin"),
    row<&minOp<uint64_t>>("__nv_ullmin"),
    row<&maxOp<int32_t>>("__nv_max"),
    row<&maxOp<uint32_t>>("__nv_umax"),
    row<&maxOp<int64_t>>("__nv_llmax"),
    row<&maxOp<uint64_t>>("__nv_ullmax"),
    row<&mulhi>("__nv_mulhi"),
    row<&umulhi>("__nv_umulhi"),
    row<&mul64hi>("__nv_mul64hi"),
    row<&umul64hi>("__nv_umul64hi"),
    row<&mul24>("__nv_mul24"),
    row<&umul24>("__nv_umul24"),
    row<&sad>("__nv_sad"),
    row<&usad>("__nv_usad"),
    row<&absI>("__nv_abs"),
    row<&absLL>("__nv_llabs"),
    row<&hadd>("__nv_hadd"),
    row<&rhadd>("__nv_rhadd"),
    row<&uhadd>("__nv_uhadd"),
    row<&urhadd>("__nv_urhadd"),
    NVSIM_CVT4(int32_t, float, toInt, "float2int"),
    NVSIM_CVT4(uint32_t, float, toInt, "float2uint"),
    NVSIM_CVT4(int64_t, float, toInt, "float2ll"),
    NVSIM_CVT4(uint64_t, float, toInt, "float2ull"),
    NVSIM_CVT4(int32_t, double, toInt, "double2int"),
    NVSIM_CVT4(uint32_t, double, toInt, "double2uint"),
    NVSIM_CVT4(int64_t, double, toInt, "double2ll"),
    NVSIM_CVT4(uint64_t, double, toInt, "double2ull"),
    NVSIM_CVT4(int32_t, float, fromInt, "int2float"),
    NVSIM_CVT4(uint32_t, float, fromInt, "uint2float"),
    NVSIM_CVT4(int64_t, float, fromInt, "ll2float"),
    NVSIM_CVT4(uint64_t, float, fromInt, "ull2float"),
    NVSIM_CVT4(int64_t, double, fromInt, "ll2double"),
    NVSIM_CVT4(uint64_t, double, fromInt, "ull2double"),
    row<&fromInt<int32_t, double, RN>>("__nv_int2double_rn"),
    row<&fromInt<uint32_t, double, RN>>("__nv_uint2double_rn"),
    row<&double2float<RN>>("__nv_double2float_rn"),
    row<&double2float<RZ>>("__nv_double2float_rz"),
    row<&double2float<RM>>("__nv_double2float_rd"),
    row<&double2float<RP>>("__nv_double2float_ru"),
    row<&float2half>("__nv_float2half_rn"),
    row<&half2float>("__nv_half2float"),
    row<&hiloint2double>("__nv_hiloint2double"),
    row<&double2loint>("__nv_double2loint"),
    row<&double2hiint>("__nv_double2hiint"),
    row<&intAsFloat>("__nv_int_as_float"),
    row<&floatAsInt>("__nv_float_as_int"),
    row<&intAsFloat>("__nv_uint_as_float"),
    row<&floatAsInt>("__nv_float_as_uint"),
    row<&llAsDouble>("__nv_longlong_as_double"),
    row<&doubleAsLL>("__nv_double_as_longlong"),
    row<&toInt<int64_t, float, RN>>("__nv_llrintf"),
    row<&toInt<int64_t, double, RN>>("__nv_llrint"),
    // libdevice's __nv_llroundf tests NaN itself and returns INT64_MIN, as cvt to s64 does.
    row<&toInt<int64_t, float, Round::NearestAway>>("__nv_llroundf"),
    row<&toInt<int64_t, double, Round::NearestAway>>("__nv_llround"),
};
#undef NVSIM_CVT4

} // namespace

std::span<const PureFunction> libdeviceIntRows() { return kRows; }

} // namespace nvsim::intr
