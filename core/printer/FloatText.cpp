// Spelling of floating-point constants in LLVM 19 assembly.
#include "core/printer/Printer.h"

#include <charconv>
#include <cstring>

#include <fmt/format.h>

namespace nvsim {

uint64_t floatBitsToDoubleBits(uint32_t bits) {
  uint64_t sign = static_cast<uint64_t>(bits >> 31) << 63;
  uint32_t exp = (bits >> 23) & 0xff;
  uint64_t mant = bits & 0x7fffff;
  if (exp == 0xff) // infinity and NaN: the payload moves to the top of the double's significand
    return sign | (uint64_t(0x7ff) << 52) | (mant << 29);
  if (exp == 0) {
    if (mant == 0)
      return sign;
    // A subnormal float is a normal double: shift the leading one into the hidden bit.
    int e = -126;
    while (!(mant & 0x800000)) {
      mant <<= 1;
      --e;
    }
    mant &= 0x7fffff;
    return sign | (static_cast<uint64_t>(e + 1023) << 52) | (mant << 29);
  }
  return sign | (static_cast<uint64_t>(exp) - 127 + 1023) << 52 | (mant << 29);
}

/// The shortest decimal that reads back as exactly `bits`, in the form LLVM's lexer takes for a
/// decimal float (digits '.' digits, optional exponent); hex for NaN and infinity.
static std::string doubleText(uint64_t bits) {
  if (((bits >> 52) & 0x7ff) == 0x7ff)
    return fmt::format("0x{:016X}", bits);
  double d;
  std::memcpy(&d, &bits, sizeof d);
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof buf, d);
  std::string s(buf, res.ptr);
  if (s.find('.') == std::string::npos) {
    size_t e = s.find('e');
    s.insert(e == std::string::npos ? s.size() : e, ".0");
  }
  return s;
}

std::string formatFloatConstant(const ir::Type *t, uint64_t lo, uint64_t hi) {
  switch (t->scalar()->kind()) {
  case ir::TypeKind::Half: return fmt::format("0xH{:04X}", lo & 0xffff);
  case ir::TypeKind::BFloat: return fmt::format("0xR{:04X}", lo & 0xffff);
  case ir::TypeKind::Float: return doubleText(floatBitsToDoubleBits(static_cast<uint32_t>(lo)));
  case ir::TypeKind::Double: return doubleText(lo);
  // LLVM's lexer reads the first 16 digits of 0xL / 0xM as the low word.
  case ir::TypeKind::FP128: return fmt::format("0xL{:016X}{:016X}", lo, hi);
  case ir::TypeKind::PPCFP128: return fmt::format("0xM{:016X}{:016X}", lo, hi);
  case ir::TypeKind::X86FP80: return fmt::format("0xK{:04X}{:016X}", hi & 0xffff, lo);
  default: return fmt::format("0x{:016X}", lo);
  }
}

} // namespace nvsim
