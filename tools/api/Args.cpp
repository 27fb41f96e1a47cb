// The API's kernel arguments: Arg's factories, and an Arg turned into the ArgValue that
// tools/Marshal checks against its parameter.
#include "tools/api/Internal.h"

#include "core/ir/Type.h"
#include "tools/ElemType.h"

#include <cstring>

namespace nvvmsim {

namespace {

Arg scalar(nvsim::tools::ElemType t, uint64_t bits) {
  Arg a;
  ArgAccess::set(a, Arg::Kind::Scalar, std::string(nvsim::tools::elemName(t)), bits);
  return a;
}

template <typename T> uint64_t bitsOf(T v) {
  uint64_t bits = 0;
  std::memcpy(&bits, &v, sizeof v); // NOTE: little-endian host, as the executor
  return bits;
}

} // namespace

using nvsim::tools::ElemType;

Arg Arg::i8(int8_t v) { return scalar(ElemType::I8, bitsOf(v)); }
Arg Arg::i16(int16_t v) { return scalar(ElemType::I16, bitsOf(v)); }
Arg Arg::i32(int32_t v) { return scalar(ElemType::I32, bitsOf(v)); }
Arg Arg::i64(int64_t v) { return scalar(ElemType::I64, bitsOf(v)); }
Arg Arg::u8(uint8_t v) { return scalar(ElemType::U8, v); }
Arg Arg::u16(uint16_t v) { return scalar(ElemType::U16, v); }
Arg Arg::u32(uint32_t v) { return scalar(ElemType::U32, v); }
Arg Arg::u64(uint64_t v) { return scalar(ElemType::U64, v); }
Arg Arg::f16(float v) { return scalar(ElemType::F16, nvsim::tools::doubleToHalf(v)); }
Arg Arg::f32(float v) { return scalar(ElemType::F32, bitsOf(v)); }
Arg Arg::f64(double v) { return scalar(ElemType::F64, bitsOf(v)); }

Arg Arg::integer(int64_t v) {
  Arg a;
  ArgAccess::set(a, Kind::Integer, "integer", 0);
  a.integer_ = v;
  return a;
}

Arg Arg::real(double v) {
  Arg a;
  ArgAccess::set(a, Kind::Real, "real", 0);
  a.real_ = v;
  return a;
}

Arg Arg::pointer(const Buffer &buffer, uint64_t offset) {
  Arg a;
  ArgAccess::set(a, Kind::Pointer, "ptr", buffer.address + offset);
  return a;
}

Arg Arg::null() {
  Arg a;
  ArgAccess::set(a, Kind::Null, "null", 0);
  return a;
}

Arg Arg::bytes(std::vector<std::byte> data) {
  Arg a;
  ArgAccess::set(a, Kind::Bytes, "bytes", 0);
  a.bytes_ = std::move(data);
  return a;
}

void ArgAccess::set(Arg &a, Arg::Kind kind, std::string type, uint64_t bits) {
  a.kind_ = kind;
  a.type_ = std::move(type);
  a.bits_ = bits;
}

namespace {

/// The element type a scalar parameter of type `t` takes for an untyped integer (signed first,
/// then unsigned, so that both -1 and 4294967295 fit an i32), or for a float; nullopt when the
/// parameter takes no scalar.
std::optional<ElemType> paramElem(const nvsim::ir::Type *t, bool isUnsigned) {
  switch (t->kind()) {
  case nvsim::ir::TypeKind::Integer:
    switch (t->intWidth()) {
    case 1:
    case 8: return isUnsigned ? ElemType::U8 : ElemType::I8;
    case 16: return isUnsigned ? ElemType::U16 : ElemType::I16;
    case 32: return isUnsigned ? ElemType::U32 : ElemType::I32;
    case 64: return isUnsigned ? ElemType::U64 : ElemType::I64;
    default: return std::nullopt;
    }
  case nvsim::ir::TypeKind::Half: return ElemType::F16;
  case nvsim::ir::TypeKind::Float: return ElemType::F32;
  case nvsim::ir::TypeKind::Double: return ElemType::F64;
  default: return std::nullopt;
  }
}

} // namespace

nvsim::tools::ArgValue ArgAccess::value(const Arg &a, const nvsim::KernelParam &p, size_t index) {
  using nvsim::tools::ArgValue;
  using nvsim::tools::Number;
  ArgValue v;
  v.origin = "the call";
  auto number = [&](const Number &n) {
    // A value that fits no type of the parameter's is an error here, with the reason; a
    // parameter that takes no number is left to marshalArgs, which names both kinds.
    std::string why;
    for (bool isUnsigned : {false, true}) {
      std::optional<ElemType> e = paramElem(p.type, isUnsigned);
      if (!e || p.byvalType || p.byrefType) {
        v.kind = ArgValue::Kind::Scalar;
        v.type = n.kind == Number::Kind::Float ? ElemType::F64 : ElemType::I64;
        return;
      }
      if (std::optional<uint64_t> bits = nvsim::tools::numberToBits(*e, n, why)) {
        v.kind = ArgValue::Kind::Scalar;
        v.type = *e;
        v.bits = *bits;
        return;
      }
      if (nvsim::tools::isFloat(*e))
        break;
    }
    throw Error(Error::Kind::Launch, fmt::format("argument {}: {} does not fit the kernel parameter `{}`: {}",
                                                 index, n.toString(), nvsim::tools::paramTypeText(p), why));
  };
  switch (a.kind_) {
  case Arg::Kind::Scalar:
    v.kind = ArgValue::Kind::Scalar;
    v.type = *nvsim::tools::elemTypeByName(a.type_);
    v.bits = a.bits_;
    break;
  case Arg::Kind::Integer:
    if (p.type->isInteger() || p.byvalType || p.byrefType || !paramElem(p.type, false))
      number(Number::ofSigned(a.integer_));
    else // a float parameter given an integer (a Python int for a float)
      number(Number::ofFloat(double(a.integer_)));
    break;
  case Arg::Kind::Real:
    if (p.type->isInteger() && !p.byvalType && !p.byrefType)
      throw Error(Error::Kind::Launch,
                  fmt::format("argument {}: kernel parameter is `{}`, the call gives a real number ({})",
                              index, nvsim::tools::paramTypeText(p), a.real_));
    number(Number::ofFloat(a.real_));
    break;
  case Arg::Kind::Pointer:
    // The API's pointers carry their address: no buffer name, the offset is the whole address
    // (the BufferAddress marshalArgs gets gives 0 for every name).
    v.kind = ArgValue::Kind::Pointer;
    v.offset = a.bits_;
    break;
  case Arg::Kind::Null: v.kind = ArgValue::Kind::Null; break;
  case Arg::Kind::Bytes:
    v.kind = ArgValue::Kind::Bytes;
    v.bytes = a.bytes_;
    break;
  }
  return v;
}

} // namespace nvvmsim
