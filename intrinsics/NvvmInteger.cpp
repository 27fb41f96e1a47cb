// NVVM integer intrinsics: byte permute (prmt), high and 24-bit multiplies, sum of absolute
// difference, rotates, fns, and the pre-LLVM-7 names that LLVM now auto-upgrades (llvm.nvvm.clz.i,
// popc.ll, brev32, abs.i, min.ui...) for IR written against older NVVM. All exact.
#include "intrinsics/Families.h"
#include "intrinsics/LaneMath.h"

#include <bit>

namespace nvsim::intr {

namespace {

/// prmt.b32 (default mode): byte i of the result is selected by nibble i of `c` from the eight
/// bytes {b, a}; a selector with bit 3 set replicates the sign bit of the chosen byte.
uint32_t prmt(uint32_t a, uint32_t b, uint32_t c) {
  const uint64_t src = (uint64_t(b) << 32) | a;
  uint32_t r = 0;
  for (int i = 0; i < 4; ++i) {
    const uint32_t sel = (c >> (4 * i)) & 0xf;
    uint32_t byte = uint32_t(src >> (8 * (sel & 7))) & 0xff;
    if (sel & 8)
      byte = (byte & 0x80) ? 0xff : 0;
    r |= byte << (8 * i);
  }
  return r;
}

__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;

template <class S> S mulhiS(S a, S b) {
  if constexpr (sizeof(S) == 8)
    return S((Int128(a) * Int128(b)) >> 64);
  else
    return S((int64_t(a) * int64_t(b)) >> (8 * sizeof(S)));
}
template <class U> U mulhiU(U a, U b) {
  if constexpr (sizeof(U) == 8)
    return U(UInt128(a) * b >> 64);
  else
    return U((uint64_t(a) * uint64_t(b)) >> (8 * sizeof(U)));
}
/// mul24.lo: the low 32 bits of the product of the operands' low 24 bits (sign-extended for .s).
int32_t mul24S(int32_t a, int32_t b) {
  const int64_t x = int64_t(uint64_t(uint32_t(a)) << 40) >> 40;
  const int64_t y = int64_t(uint64_t(uint32_t(b)) << 40) >> 40;
  return int32_t(uint32_t(uint64_t(x * y)));
}
uint32_t mul24U(uint32_t a, uint32_t b) { return uint32_t(uint64_t(a & 0xffffff) * (b & 0xffffff)); }

/// sad: |a - b| + c, the difference taken in the operands' signedness.
template <class T> T sad(T a, T b, T c) {
  using U = std::make_unsigned_t<T>;
  const U d = a > b ? U(U(a) - U(b)) : U(U(b) - U(a));
  return T(U(d + U(c)));
}

uint32_t rotl32(uint32_t x, uint32_t n) { return std::rotl(x, int(n & 31)); }
uint64_t rotl64(uint64_t x, uint32_t n) { return std::rotl(x, int(n & 63)); }
uint64_t rotr64(uint64_t x, uint32_t n) { return std::rotr(x, int(n & 63)); }
uint64_t swapLoHi(uint64_t x) { return std::rotl(x, 32); }

/// fns.b32: the position of the offset-th set bit of `mask` counting from bit `base` toward the
/// MSB (offset > 0) or the LSB (offset < 0); offset 0 tests bit `base`. 0xffffffff if none.
uint32_t fns(uint32_t mask, uint32_t base, int32_t offset) {
  base &= 31;
  if (offset == 0)
    return (mask >> base) & 1 ? base : 0xffffffffu;
  int64_t left = offset > 0 ? offset : -int64_t(offset);
  for (int pos = int(base); pos >= 0 && pos<32; pos += offset> 0 ? 1 : -1)
    if ((mask >> pos) & 1 && --left == 0)
      return uint32_t(pos);
  return 0xffffffffu;
}

uint32_t brev32(uint32_t x) {
  uint32_t r = 0;
  for (int i = 0; i < 32; ++i)
    r |= ((x >> i) & 1) << (31 - i);
  return r;
}
uint64_t brev64(uint64_t x) { return (uint64_t(brev32(uint32_t(x))) << 32) | brev32(uint32_t(x >> 32)); }
template <class U> uint32_t clz(U x) { return uint32_t(std::countl_zero(x)); }
template <class U> uint32_t popc(U x) { return uint32_t(std::popcount(x)); }
template <class S> S absOld(S x) {
  return x < 0 ? S(std::make_unsigned_t<S>(0) - std::make_unsigned_t<S>(x)) : x;
}
template <class T> T minOld(T a, T b) { return a < b ? a : b; }
template <class T> T maxOld(T a, T b) { return a > b ? a : b; }

constexpr PureFunction kRows[] = {
    row<&prmt>("llvm.nvvm.prmt"),
    row<&mulhiS<int16_t>>("llvm.nvvm.mulhi.s"),
    row<&mulhiU<uint16_t>>("llvm.nvvm.mulhi.us"),
    row<&mulhiS<int32_t>>("llvm.nvvm.mulhi.i"),
    row<&mulhiU<uint32_t>>("llvm.nvvm.mulhi.ui"),
    row<&mulhiS<int64_t>>("llvm.nvvm.mulhi.ll"),
    row<&mulhiU<uint64_t>>("llvm.nvvm.mulhi.ull"),
    row<&mul24S>("llvm.nvvm.mul24.i"),
    row<&mul24U>("llvm.nvvm.mul24.ui"),
    row<&sad<int16_t>>("llvm.nvvm.sad.s"),
    row<&sad<uint16_t>>("llvm.nvvm.sad.us"),
    row<&sad<int32_t>>("llvm.nvvm.sad.i"),
    row<&sad<uint32_t>>("llvm.nvvm.sad.ui"),
    row<&sad<int64_t>>("llvm.nvvm.sad.ll"),
    row<&sad<uint64_t>>("llvm.nvvm.sad.ull"),
    row<&rotl32>("llvm.nvvm.rotate.b32"),
    row<&rotl64>("llvm.nvvm.rotate.b64"),
    row<&rotr64>("llvm.nvvm.rotate.right.b64"),
    row<&swapLoHi>("llvm.nvvm.swap.lo.hi.b64"),
    row<&fns>("llvm.nvvm.fns"),
    // Auto-upgraded names of older NVVM (clz.ll and popc.ll return i32).
    row<&brev32>("llvm.nvvm.brev32"),
    row<&brev64>("llvm.nvvm.brev64"),
    row<&clz<uint32_t>>("llvm.nvvm.clz.i"),
    row<&clz<uint64_t>>("llvm.nvvm.clz.ll"),
    row<&popc<uint32_t>>("llvm.nvvm.popc.i"),
    row<&popc<uint64_t>>("llvm.nvvm.popc.ll"),
    row<&absOld<int32_t>>("llvm.nvvm.abs.i"),
    row<&absOld<int64_t>>("llvm.nvvm.abs.ll"),
    row<&minOld<int32_t>>("llvm.nvvm.min.i"),
    row<&minOld<uint32_t>>("llvm.nvvm.min.ui"),
    row<&minOld<int64_t>>("llvm.nvvm.min.ll"),
    row<&minOld<uint64_t>>("llvm.nvvm.min.ull"),
    row<&maxOld<int32_t>>("llvm.nvvm.max.i"),
    row<&maxOld<uint32_t>>("llvm.nvvm.max.ui"),
    row<&maxOld<int64_t>>("llvm.nvvm.max.ll"),
    row<&maxOld<uint64_t>>("llvm.nvvm.max.ull"),
};

} // namespace

std::span<const PureFunction> nvvmIntegerRows() { return kRows; }

} // namespace nvsim::intr
