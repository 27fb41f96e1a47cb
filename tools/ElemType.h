// Element types of buffers and scalar arguments (tools/ElemTypes.def), numbers as written in
// scripts and on the command line, and their conversion to the bits a kernel sees.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace nvsim::tools {

enum class ElemType : uint8_t {
#define ELEM(Id, Name, Bytes, Class, Npy) Id,
#include "tools/ElemTypes.def"
#undef ELEM
};

enum class ElemClass : uint8_t { Signed, Unsigned, Float };

struct ElemInfo {
  std::string_view name;
  uint8_t bytes;
  ElemClass cls;
  std::string_view npyDescr; ///< as numpy writes it: "<f4", "|u1"
};

const ElemInfo &elemInfo(ElemType t);
inline std::string_view elemName(ElemType t) { return elemInfo(t).name; }
inline unsigned elemBytes(ElemType t) { return elemInfo(t).bytes; }
inline bool isFloat(ElemType t) { return elemInfo(t).cls == ElemClass::Float; }

std::optional<ElemType> elemTypeByName(std::string_view name);
/// The element type of an .npy dtype descriptor ("<f4", "=i2", "|u1", "|b1" reads as u8); nullopt
/// for big-endian, complex, structured and other descriptors.
std::optional<ElemType> elemTypeByNpyDescr(std::string_view descr);
/// "i8, i16, ..., f64": the names, for messages.
std::string elemTypeNames();

/// A number as written, before it meets a type: JSON integers keep all 64 bits.
struct Number {
  enum class Kind : uint8_t { Signed, Unsigned, Float };
  Kind kind = Kind::Unsigned;
  int64_t i = 0;  ///< Signed (negative values only)
  uint64_t u = 0; ///< Unsigned
  double f = 0;   ///< Float
  static Number ofSigned(int64_t v);
  static Number ofUnsigned(uint64_t v) { return {Kind::Unsigned, 0, v, 0}; }
  static Number ofFloat(double v) { return {Kind::Float, 0, 0, v}; }
  std::string toString() const;
};

/// Parses `5`, `-7`, `0x1f`, `2.5`, `-1e3`, `0x1p-3`, `nan`, `inf`, `-inf`; nullopt otherwise.
std::optional<Number> parseNumber(std::string_view text);

/// The little-endian bits of `n` as a value of type `t` (in the low elemBytes(t) bytes): integers
/// must fit the type's range, floats are rounded to nearest even. Nullopt with `why` set when
/// the value does not fit.
std::optional<uint64_t> numberToBits(ElemType t, const Number &n, std::string &why);

/// Parses a bit pattern written as hexadecimal ("0x3f800000") or decimal digits.
std::optional<uint64_t> parseBits(std::string_view text);

/// Reads and writes one element in little-endian order.
uint64_t loadElement(ElemType t, const std::byte *p);
void storeElement(ElemType t, uint64_t bits, std::byte *p);

/// The element's value; integers convert exactly up to 2^53.
double elementValue(ElemType t, uint64_t bits);
/// Integers in decimal, floats in the shortest text that reads back to the same value.
std::string formatElement(ElemType t, uint64_t bits);

/// IEEE binary16 conversions; doubleToHalf rounds to nearest even (overflow gives infinity).
uint16_t doubleToHalf(double d);
double halfToDouble(uint16_t h);

} // namespace nvsim::tools
