// Element types, number parsing and the conversion of numbers to element bits.
#include "tools/ElemType.h"

#include "tools/RunError.h"

#include <bit>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>

namespace nvsim::tools {

namespace {

constexpr ElemInfo kElemTable[] = {
#define ELEM(Id, Name, Bytes, Class, Npy) {Name, Bytes, ElemClass::Class, Npy},
#include "tools/ElemTypes.def"
#undef ELEM
};

constexpr size_t kElemCount = sizeof(kElemTable) / sizeof(kElemTable[0]);

bool equalsLower(std::string_view s, std::string_view lower) {
  if (s.size() != lower.size())
    return false;
  for (size_t i = 0; i < s.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(s[i])) != lower[i])
      return false;
  return true;
}

bool allDigits(std::string_view s, int base) {
  if (s.empty())
    return false;
  for (char c : s)
    if (!(base == 16 ? std::isxdigit(static_cast<unsigned char>(c))
                     : std::isdigit(static_cast<unsigned char>(c))))
      return false;
  return true;
}

uint64_t widthMask(unsigned bytes) { return bytes >= 8 ? ~uint64_t(0) : (uint64_t(1) << (bytes * 8)) - 1; }

} // namespace

const ElemInfo &elemInfo(ElemType t) { return kElemTable[static_cast<size_t>(t)]; }

std::optional<ElemType> elemTypeByName(std::string_view name) {
  for (size_t i = 0; i < kElemCount; ++i)
    if (kElemTable[i].name == name)
      return static_cast<ElemType>(i);
  return std::nullopt;
}

std::optional<ElemType> elemTypeByNpyDescr(std::string_view descr) {
  if (descr == "|b1")
    return ElemType::U8;
  if (descr.size() < 3)
    return std::nullopt;
  // '=' is native order, little-endian on every host this runs on; '|' means "not applicable"
  // (one-byte types).
  const char order = descr[0];
  if (order != '<' && order != '=' && order != '|')
    return std::nullopt;
  for (size_t i = 0; i < kElemCount; ++i)
    if (kElemTable[i].npyDescr.substr(1) == descr.substr(1) && (order != '|' || kElemTable[i].bytes == 1))
      return static_cast<ElemType>(i);
  return std::nullopt;
}

std::string elemTypeNames() {
  std::string s;
  for (const ElemInfo &e : kElemTable) {
    if (!s.empty())
      s += ", ";
    s += e.name;
  }
  return s;
}

Number Number::ofSigned(int64_t v) { return v < 0 ? Number{Kind::Signed, v, 0, 0} : ofUnsigned(uint64_t(v)); }

std::string Number::toString() const {
  switch (kind) {
  case Kind::Signed: return std::to_string(i);
  case Kind::Unsigned: return std::to_string(u);
  case Kind::Float: return fmt::format("{}", f);
  }
  return "";
}

std::optional<Number> parseNumber(std::string_view text) {
  std::string_view s = text;
  bool negative = false;
  if (!s.empty() && (s[0] == '-' || s[0] == '+')) {
    negative = s[0] == '-';
    s.remove_prefix(1);
  }
  if (s.empty())
    return std::nullopt;
  if (equalsLower(s, "nan") || equalsLower(s, "inf") || equalsLower(s, "infinity")) {
    double v = s[0] == 'n' || s[0] == 'N' ? std::numeric_limits<double>::quiet_NaN()
                                          : std::numeric_limits<double>::infinity();
    return Number::ofFloat(negative ? -v : v);
  }
  const bool hex = s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
  if (hex)
    s.remove_prefix(2);
  if (allDigits(s, hex ? 16 : 10)) {
    uint64_t v = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v, hex ? 16 : 10);
    if (ec != std::errc() || end != s.data() + s.size())
      return std::nullopt;
    if (!negative)
      return Number::ofUnsigned(v);
    // "-0" keeps its sign for float types (-0.0); integer types read it as 0 all the same.
    if (v == 0)
      return Number::ofFloat(-0.0);
    if (v > uint64_t(1) << 63)
      return std::nullopt;
    return Number::ofSigned(v == uint64_t(1) << 63 ? std::numeric_limits<int64_t>::min() : -int64_t(v));
  }
  double d = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), d,
                                   hex ? std::chars_format::hex : std::chars_format::general);
  // Out-of-range values (1e999) are not numbers a kernel can get; from_chars reports them.
  if (ec != std::errc() || end != s.data() + s.size())
    return std::nullopt;
  return Number::ofFloat(negative ? -d : d);
}

std::optional<uint64_t> numberToBits(ElemType t, const Number &n, std::string &why) {
  const ElemInfo &info = elemInfo(t);
  const unsigned bits = info.bytes * 8;
  if (info.cls == ElemClass::Float) {
    double d = n.kind == Number::Kind::Float    ? n.f
               : n.kind == Number::Kind::Signed ? double(n.i)
                                                : double(n.u);
    switch (t) {
    case ElemType::F64: return std::bit_cast<uint64_t>(d);
    case ElemType::F32:
      if (std::isfinite(d) && std::fabs(d) > double(std::numeric_limits<float>::max())) {
        why = runMessage(RunMsg::FloatOutOfRange, n.toString(), info.name);
        return std::nullopt;
      }
      return std::bit_cast<uint32_t>(static_cast<float>(d));
    default: {
      uint16_t h = doubleToHalf(d);
      if (std::isfinite(d) && (h & 0x7fff) == 0x7c00) {
        why = runMessage(RunMsg::FloatOutOfRange, n.toString(), info.name);
        return std::nullopt;
      }
      return h;
    }
    }
  }
  const bool isSigned = info.cls == ElemClass::Signed;
  const int64_t min =
      isSigned ? (bits == 64 ? std::numeric_limits<int64_t>::min() : -(int64_t(1) << (bits - 1))) : 0;
  const uint64_t max = isSigned ? widthMask(info.bytes) >> 1 : widthMask(info.bytes);
  auto outOfRange = [&] {
    why = runMessage(RunMsg::OutOfRange, n.toString(), info.name, min, max);
    return std::nullopt;
  };
  switch (n.kind) {
  case Number::Kind::Signed:
    if (n.i < min)
      return outOfRange();
    return uint64_t(n.i) & widthMask(info.bytes);
  case Number::Kind::Unsigned:
    if (n.u > max)
      return outOfRange();
    return n.u;
  case Number::Kind::Float:
    if (!std::isfinite(n.f) || n.f != std::trunc(n.f)) {
      why = runMessage(RunMsg::NotAnInteger, n.toString());
      return std::nullopt;
    }
    // 2^63 and 2^64 are exact doubles, so these comparisons decide the range exactly.
    if (n.f < double(min) || n.f >= double(max) + 1.0)
      return outOfRange();
    if (n.f < 0)
      return uint64_t(int64_t(n.f)) & widthMask(info.bytes);
    return uint64_t(n.f);
  }
  return std::nullopt;
}

std::optional<uint64_t> parseBits(std::string_view text) {
  std::string_view s = text;
  int base = 10;
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    s.remove_prefix(2);
    base = 16;
  }
  if (!allDigits(s, base))
    return std::nullopt;
  uint64_t v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v, base);
  if (ec != std::errc() || end != s.data() + s.size())
    return std::nullopt;
  return v;
}

uint64_t loadElement(ElemType t, const std::byte *p) {
  uint64_t v = 0;
  std::memcpy(&v, p, elemBytes(t)); // NOTE: little-endian host
  return v;
}

void storeElement(ElemType t, uint64_t bits, std::byte *p) { std::memcpy(p, &bits, elemBytes(t)); }

double elementValue(ElemType t, uint64_t bits) {
  switch (t) {
  case ElemType::F16: return halfToDouble(uint16_t(bits));
  case ElemType::F32: return std::bit_cast<float>(uint32_t(bits));
  case ElemType::F64: return std::bit_cast<double>(bits);
  default: break;
  }
  const unsigned width = elemBytes(t) * 8;
  if (elemInfo(t).cls == ElemClass::Signed && width < 64 && (bits >> (width - 1)) & 1)
    bits |= ~widthMask(elemBytes(t));
  return elemInfo(t).cls == ElemClass::Signed ? double(int64_t(bits)) : double(bits);
}

std::string formatElement(ElemType t, uint64_t bits) {
  const unsigned width = elemBytes(t) * 8;
  switch (elemInfo(t).cls) {
  case ElemClass::Unsigned: return std::to_string(bits);
  case ElemClass::Signed:
    if (width < 64 && (bits >> (width - 1)) & 1)
      bits |= ~widthMask(elemBytes(t));
    return std::to_string(int64_t(bits));
  case ElemClass::Float: break;
  }
  if (t == ElemType::F32)
    return fmt::format("{}", std::bit_cast<float>(uint32_t(bits)));
  return fmt::format("{}", elementValue(t, bits));
}

uint16_t doubleToHalf(double d) {
  const uint64_t b = std::bit_cast<uint64_t>(d);
  const uint16_t sign = uint16_t((b >> 48) & 0x8000);
  const int exp = int((b >> 52) & 0x7ff);
  const uint64_t mant = b & ((uint64_t(1) << 52) - 1);
  if (exp == 0x7ff) // infinity, or a quiet NaN keeping the payload's top bits
    return uint16_t(sign | 0x7c00 | (mant ? 0x200 | (mant >> 42) : 0));
  const int e = exp - 1023 + 15; // the half's biased exponent
  if (e >= 31)
    return sign | 0x7c00;
  // Normal halves keep 10 of the 52 fraction bits; subnormals (e <= 0) shift the whole
  // 53-bit significand right until its unit is 2^-24.
  const uint64_t sig = exp ? mant | (uint64_t(1) << 52) : mant;
  const int shift = e > 0 ? 42 : 42 + 1 - e;
  if (shift >= 64)
    return sign;
  uint64_t m = (e > 0 ? mant : sig) >> shift;
  const uint64_t rest = (e > 0 ? mant : sig) & ((uint64_t(1) << shift) - 1);
  const uint64_t half = uint64_t(1) << (shift - 1);
  if (rest > half || (rest == half && (m & 1)))
    ++m; // a carry out of the fraction moves to the next exponent, up to infinity
  return uint16_t(sign | ((e > 0 ? uint64_t(e) << 10 : 0) + m));
}

double halfToDouble(uint16_t h) {
  const double sign = (h & 0x8000) ? -1.0 : 1.0;
  const int exp = (h >> 10) & 0x1f;
  const int mant = h & 0x3ff;
  if (exp == 0x1f)
    return mant ? std::numeric_limits<double>::quiet_NaN() : sign * std::numeric_limits<double>::infinity();
  if (exp == 0)
    return sign * std::ldexp(mant, -24);
  return sign * std::ldexp(mant | 0x400, exp - 25);
}

} // namespace nvsim::tools
