// IR types, uniqued in a TypeContext so that type equality is pointer equality.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace nvsim::ir {

enum class TypeKind : uint8_t {
  Void,
  Half,
  BFloat,
  Float,
  Double,
  FP128,
  X86FP80,
  PPCFP128,
  X86MMX,
  X86AMX,
  Label,
  Metadata,
  Token,
  Integer,
  Pointer,
  Function,
  Struct,
  Array,
  FixedVector,
  ScalableVector,
  TargetExt,
};

/// One type. Fields are meaningful only for the kinds noted next to them.
/// Types are immutable once created, except that a named struct gets its body once.
class Type {
public:
  TypeKind kind() const { return kind_; }

  bool isVoid() const { return kind_ == TypeKind::Void; }
  bool isInteger() const { return kind_ == TypeKind::Integer; }
  bool isInteger(unsigned bits) const { return isInteger() && bits_ == bits; }
  bool isPointer() const { return kind_ == TypeKind::Pointer; }
  bool isFunction() const { return kind_ == TypeKind::Function; }
  bool isStruct() const { return kind_ == TypeKind::Struct; }
  bool isArray() const { return kind_ == TypeKind::Array; }
  bool isVector() const { return kind_ == TypeKind::FixedVector || kind_ == TypeKind::ScalableVector; }
  bool isLabel() const { return kind_ == TypeKind::Label; }
  bool isMetadata() const { return kind_ == TypeKind::Metadata; }
  bool isToken() const { return kind_ == TypeKind::Token; }
  bool isFloatingPoint() const { return kind_ >= TypeKind::Half && kind_ <= TypeKind::PPCFP128; }
  bool isAggregate() const { return isStruct() || isArray(); }
  /// A type a value can have in a register (not void, label, metadata, function).
  bool isFirstClass() const;
  /// Types that may be the element of an array or a struct field.
  bool isValidElement() const;
  /// Integer, float, pointer or a vector of them.
  bool isIntOrIntVector() const { return scalar()->isInteger(); }
  bool isFPOrFPVector() const { return scalar()->isFloatingPoint(); }
  bool isPtrOrPtrVector() const { return scalar()->isPointer(); }
  /// The element type of a vector, else the type itself.
  const Type *scalar() const { return isVector() ? elem_ : this; }
  Type *scalar() { return isVector() ? elem_ : this; }

  /// Integer width (Integer); for floating types the significand-independent storage width.
  unsigned intWidth() const { return bits_; }
  /// Width in bits of a scalar integer/float type (0 for others).
  unsigned scalarBits() const;

  unsigned addrSpace() const { return addrSpace_; } ///< Pointer
  /// Pointee of a typed pointer (`i32*`), null for opaque `ptr`.
  Type *pointee() const { return elem_; }
  bool isOpaquePointer() const { return isPointer() && elem_ == nullptr; }

  Type *element() const { return elem_; }   ///< Array, vector
  uint64_t count() const { return count_; } ///< Array, vector (minimum count when scalable)

  /// Struct fields, function parameters, target-ext type parameters.
  const std::vector<Type *> &members() const { return members_; }
  Type *returnType() const { return elem_; }                  ///< Function
  bool isVarArg() const { return flag_; }                     ///< Function
  bool isPacked() const { return flag_; }                     ///< Struct
  bool isLiteral() const { return name_.empty() && !named_; } ///< Struct
  bool isOpaqueStruct() const { return isStruct() && !hasBody_; }
  bool hasBody() const { return hasBody_; }
  /// An identified struct: named (`%struct.S = type ...`) or numbered (`%0 = type ...`).
  bool isNamedStruct() const { return named_; }
  /// An identified struct without a name, written `%N`; N is its number among them (printing
  /// numbers them in creation order, as LLVM numbers unnamed structs in the order it meets them).
  bool isNumberedStruct() const { return named_ && name_.empty(); }
  unsigned structNumber() const { return number_; }
  /// Struct name without the leading '%' (named identified structs), or target-ext name.
  const std::string &name() const { return name_; }
  const std::vector<unsigned> &intParams() const { return intParams_; } ///< TargetExt

  /// Whether the struct contains a scalable vector or is unsized, etc. Sized in the DataLayout sense.
  bool isSized() const;

  /// Named struct only: sets the body (once).
  void setBody(std::vector<Type *> members, bool packed);

private:
  friend class TypeContext;
  explicit Type(TypeKind k) : kind_(k) {}

  TypeKind kind_;
  bool flag_ = false;
  bool hasBody_ = false;
  bool named_ = false;
  unsigned bits_ = 0;
  unsigned addrSpace_ = 0;
  unsigned number_ = 0; ///< numbered struct
  uint64_t count_ = 0;
  Type *elem_ = nullptr;
  std::vector<Type *> members_;
  std::vector<unsigned> intParams_;
  std::string name_;
};

/// Owns and uniques all types of a module.
class TypeContext {
public:
  TypeContext();
  TypeContext(const TypeContext &) = delete;
  TypeContext &operator=(const TypeContext &) = delete;

  Type *voidTy() const { return void_; }
  Type *labelTy() const { return label_; }
  Type *metadataTy() const { return metadata_; }
  Type *tokenTy() const { return token_; }
  Type *halfTy() const { return half_; }
  Type *bfloatTy() const { return bfloat_; }
  Type *floatTy() const { return float_; }
  Type *doubleTy() const { return double_; }
  Type *fp128Ty() const { return fp128_; }
  Type *x86fp80Ty() const { return x86fp80_; }
  Type *ppcfp128Ty() const { return ppcfp128_; }
  Type *x86mmxTy() const { return x86mmx_; }
  Type *x86amxTy() const { return x86amx_; }
  Type *intTy(unsigned bits);
  Type *i1() { return intTy(1); }
  Type *i8() { return intTy(8); }
  Type *i32() { return intTy(32); }
  Type *i64() { return intTy(64); }
  /// `ptr addrspace(as)` when pointee is null, else the typed pointer `pointee addrspace(as)*`.
  Type *pointerTy(unsigned addrSpace, Type *pointee = nullptr);
  Type *arrayTy(Type *elem, uint64_t count);
  Type *vectorTy(Type *elem, uint64_t count, bool scalable = false);
  Type *functionTy(Type *ret, std::vector<Type *> params, bool varArg);
  Type *literalStructTy(std::vector<Type *> members, bool packed);
  Type *targetExtTy(std::string name, std::vector<Type *> types, std::vector<unsigned> ints);
  /// The identified struct named `name`, created without a body if new.
  Type *namedStruct(const std::string &name);
  /// A fresh identified struct with a unique name derived from `base` (`base`, `base.0`, ...).
  Type *createNamedStruct(const std::string &base);
  /// A fresh identified struct without a name (`%N = type ...`), numbered after the earlier ones.
  Type *createNumberedStruct();
  Type *lookupNamedStruct(const std::string &name) const;
  /// Identified structs in creation order (the printer lists them at the top).
  const std::vector<Type *> &namedStructs() const { return namedOrder_; }

  /// The same type with every typed pointer made opaque (keeps address spaces).
  Type *opaqued(Type *t);

private:
  Type *make(TypeKind k);
  std::vector<std::unique_ptr<Type>> all_;
  Type *void_, *label_, *metadata_, *token_, *half_, *bfloat_, *float_, *double_, *fp128_, *x86fp80_,
      *ppcfp128_, *x86mmx_, *x86amx_;
  std::map<unsigned, Type *> ints_;
  std::map<std::pair<unsigned, Type *>, Type *> pointers_;
  std::map<std::pair<Type *, uint64_t>, Type *> arrays_;
  std::map<std::tuple<Type *, uint64_t, bool>, Type *> vectors_;
  std::map<std::tuple<Type *, std::vector<Type *>, bool>, Type *> functions_;
  std::map<std::pair<std::vector<Type *>, bool>, Type *> literals_;
  std::map<std::tuple<std::string, std::vector<Type *>, std::vector<unsigned>>, Type *> targetExts_;
  std::map<std::string, Type *, std::less<>> named_;
  std::vector<Type *> namedOrder_;
  unsigned numberedStructs_ = 0;
  std::map<Type *, Type *> opaqued_;
};

/// LLVM's spelling of a type (`i32`, `ptr addrspace(3)`, `%struct.S`, `{ i32, float }`).
/// Typed pointers print as opaque pointers unless `typedPointers` is set.
std::string typeToString(const Type *t, bool typedPointers = false);
/// The body of an identified struct as written after `%name = type` (`opaque` when it has none).
std::string structBodyToString(const Type *t, bool typedPointers = false);

} // namespace nvsim::ir
