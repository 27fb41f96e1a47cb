// Values: everything an instruction operand can be.
#pragma once

#include <cstdint>
#include <string>

namespace nvsim::ir {

class Type;

enum class ValueKind : uint8_t {
  Argument,
  BasicBlock,
  Instruction,
  // Constants from here on (a global's address is a constant).
  Global,
  ConstInt,
  ConstFP,
  ConstNull, ///< `null` pointer, or `none` token
  ConstUndef,
  ConstPoison,
  ConstZero,      ///< `zeroinitializer`
  ConstAggregate, ///< `[...]`, `{...}`, `<...>`
  ConstString,    ///< `c"..."`
  ConstExpr,
  BlockAddress,
  DSOLocalEquivalent,
  NoCFI,
  InlineAsm,
  MetadataValue, ///< `metadata !0` as a call argument
};

class Value {
public:
  virtual ~Value() = default;
  Value(const Value &) = default;
  Value &operator=(const Value &) = default;

  ValueKind valueKind() const { return kind_; }
  bool isConstant() const { return kind_ >= ValueKind::Global; }

  Type *type;
  /// The name without its `%`/`@`; empty for unnamed (numbered) values.
  std::string name;
  /// Byte offset of the definition in the source (kept for diagnostics), UINT32_MAX if none.
  uint32_t loc = UINT32_MAX;

protected:
  Value(ValueKind k, Type *t) : type(t), kind_(k) {}

private:
  ValueKind kind_;
};

/// LLVM-style checked casts on value kinds, without RTTI.
template <typename T> bool isa(const Value *v) { return v && T::classof(v); }
template <typename T> T *dyn_cast(Value *v) { return isa<T>(v) ? static_cast<T *>(v) : nullptr; }
template <typename T> const T *dyn_cast(const Value *v) {
  return isa<T>(v) ? static_cast<const T *>(v) : nullptr;
}
template <typename T> T *cast(Value *v) { return static_cast<T *>(v); }
template <typename T> const T *cast(const Value *v) { return static_cast<const T *>(v); }

} // namespace nvsim::ir
