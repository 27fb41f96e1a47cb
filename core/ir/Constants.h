// Constants: integers of any width, floats as raw bits, aggregates, strings, expressions.
#pragma once

#include "core/ir/Metadata.h"
#include "core/ir/Type.h"
#include "core/ir/Value.h"

#include <boost/multiprecision/cpp_int.hpp>

#include <optional>
#include <vector>

namespace nvsim::ir {

enum class Opcode : uint8_t;
class BasicBlock;
class GlobalValue;

using BigInt = boost::multiprecision::cpp_int;

/// An integer constant; `value` is kept reduced to [0, 2^width).
class ConstantInt : public Value {
public:
  ConstantInt(Type *t, BigInt v);
  static bool classof(const Value *v) { return v->valueKind() == ValueKind::ConstInt; }

  unsigned width() const { return type->scalar()->intWidth(); }
  uint64_t zext() const; ///< low 64 bits
  int64_t sext() const;  ///< sign-extended from the width (low 64 bits for wider types)
  /// The signed value (what LLVM prints).
  BigInt signedValue() const;
  BigInt value;
};

/// A floating-point constant as its IEEE bits. `lo` holds the low 64 bits; `hi` the bits above
/// (x86_fp80: 16 bits, fp128/ppc_fp128: 64 bits).
class ConstantFP : public Value {
public:
  ConstantFP(Type *t, uint64_t lo, uint64_t hi = 0) : Value(ValueKind::ConstFP, t), lo(lo), hi(hi) {}
  static bool classof(const Value *v) { return v->valueKind() == ValueKind::ConstFP; }
  uint64_t lo, hi;
};

/// `null`, `none`, `undef`, `poison`, `zeroinitializer`: no payload beyond the kind.
class ConstantSimple : public Value {
public:
  ConstantSimple(ValueKind k, Type *t) : Value(k, t) {}
  static bool classof(const Value *v) {
    auto k = v->valueKind();
    return k == ValueKind::ConstNull || k == ValueKind::ConstUndef || k == ValueKind::ConstPoison ||
           k == ValueKind::ConstZero;
  }
};

/// `[ i32 1, i32 2 ]`, `{ i32 1, float 2.0 }`, `< i32 1, i32 2 >`
class ConstantAggregate : public Value {
public:
  ConstantAggregate(Type *t, std::vector<Value *> e)
      : Value(ValueKind::ConstAggregate, t), elems(std::move(e)) {}
  static bool classof(const Value *v) { return v->valueKind() == ValueKind::ConstAggregate; }
  std::vector<Value *> elems;
};

/// `c"bytes"` for an `[N x i8]` array.
class ConstantString : public Value {
public:
  ConstantString(Type *t, std::string b) : Value(ValueKind::ConstString, t), bytes(std::move(b)) {}
  static bool classof(const Value *v) { return v->valueKind() == ValueKind::ConstString; }
  std::string bytes;
};

/// Flags shared by instructions and constant expressions.
enum InstFlags : uint16_t {
  kNUW = 1 << 0,
  kNSW = 1 << 1,
  kExact = 1 << 2,
  kDisjoint = 1 << 3,
  kNNeg = 1 << 4,
  kInBounds = 1 << 5,
  kVolatile = 1 << 6,
  kWeak = 1 << 7,
  kGepNUSW = 1 << 8,
  kGepNUW = 1 << 9,
  kCleanup = 1 << 10, ///< landingpad
  kInAllocaAlloca = 1 << 11,
  kSwiftErrorAlloca = 1 << 12,
  kSameSign = 1 << 13,
};

/// A constant expression: a cast, a binary operator, a GEP, or an old-style
/// icmp/fcmp/select/extractelement/insertelement/shufflevector/extractvalue/insertvalue.
class ConstantExpr : public Value {
public:
  ConstantExpr(Type *t, Opcode op) : Value(ValueKind::ConstExpr, t), opcode(op) {}
  static bool classof(const Value *v) { return v->valueKind() == ValueKind::ConstExpr; }

  Opcode opcode;
  uint16_t flags = 0;
  uint8_t predicate = 0;                            ///< icmp/fcmp
  Type *sourceType = nullptr;                       ///< getelementptr source element type
  std::optional<int64_t> inrangeIndex;              ///< old `inrange` marker before an index
  std::optional<std::pair<BigInt, BigInt>> inrange; ///< LLVM 19 `inrange(a, b)`
  std::vector<unsigned> indices;                    ///< extractvalue/insertvalue
  std::vector<Value *> ops;
};

/// `blockaddress(@f, %bb)`; the block is resolved when the function body has been read.
class BlockAddress : public Value {
public:
  BlockAddress(Type *t, Value *fn, std::string blockName)
      : Value(ValueKind::BlockAddress, t), function(fn), blockName(std::move(blockName)) {}
  static bool classof(const Value *v) { return v->valueKind() == ValueKind::BlockAddress; }
  Value *function;
  std::string blockName; ///< name or number as written
  bool numbered = false;
  BasicBlock *block = nullptr;
};

/// `dso_local_equivalent @f` and `no_cfi @f`.
class ConstantWrapper : public Value {
public:
  ConstantWrapper(ValueKind k, Type *t, Value *g) : Value(k, t), global(g) {}
  static bool classof(const Value *v) {
    return v->valueKind() == ValueKind::DSOLocalEquivalent || v->valueKind() == ValueKind::NoCFI;
  }
  Value *global;
};

/// `asm sideeffect "template", "constraints"` used as a callee.
class InlineAsm : public Value {
public:
  InlineAsm(Type *fnPtr, Type *fnType) : Value(ValueKind::InlineAsm, fnPtr), functionType(fnType) {}
  static bool classof(const Value *v) { return v->valueKind() == ValueKind::InlineAsm; }
  Type *functionType;
  std::string asmString, constraints;
  bool sideEffect = false, alignStack = false, intelDialect = false, canUnwind = false;
};

/// `metadata !0`, `metadata !"x"` or `metadata i32 %v` passed to an intrinsic.
class MetadataValue : public Value {
public:
  MetadataValue(Type *t, Metadata *m) : Value(ValueKind::MetadataValue, t), md(m) {}
  static bool classof(const Value *v) { return v->valueKind() == ValueKind::MetadataValue; }
  Metadata *md;
};

} // namespace nvsim::ir
