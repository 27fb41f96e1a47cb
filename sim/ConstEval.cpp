// Constant evaluation for the decoder and the global initializers.
#include "sim/ConstEval.h"

#include "memory/GenericWindow.h"
#include "sim/FloatBits.h"
#include "sim/Handlers.h"

#include <algorithm>
#include <cstring>

namespace nvsim::sim {

using namespace ir;

uint64_t slotCountUnbounded(const Type *t, bool &ok) {
  switch (t->kind()) {
  case TypeKind::Void: return 0;
  case TypeKind::Integer:
    if (t->intWidth() > 128)
      ok = false;
    return t->intWidth() > 64 ? 2 : 1; // 65 to 128 bits: two slots, the low half first
  case TypeKind::Half:
  case TypeKind::BFloat:
  case TypeKind::Float:
  case TypeKind::Double:
  case TypeKind::Pointer: return 1;
  case TypeKind::FixedVector:
  case TypeKind::Array: {
    const uint64_t each = slotCountUnbounded(t->element(), ok);
    return each && t->count() > kMaxValueSlots / each ? kMaxValueSlots + 1 : t->count() * each;
  }
  case TypeKind::Struct: {
    uint64_t n = 0;
    for (const Type *m : t->members())
      n = std::min(n + slotCountUnbounded(m, ok), kMaxValueSlots + 1);
    return n;
  }
  default: ok = false; return 0;
  }
}

uint32_t slotCount(const Type *t, bool &ok) {
  const uint64_t n = slotCountUnbounded(t, ok);
  if (n > kMaxValueSlots) {
    ok = false;
    return 0;
  }
  return uint32_t(n);
}

uint64_t pointerMask(const DataLayout &dl, unsigned addrSpace) {
  return widthMask(dl.pointerSizeBits(addrSpace));
}

uint64_t castAddress(uint64_t value, unsigned fromSpace, unsigned toSpace, uint64_t toMask) {
  const auto from = mem::AddrSpace(fromSpace), to = mem::AddrSpace(toSpace);
  if (from == to)
    return value & toMask;
  if (from == mem::AddrSpace::Generic) {
    if (value == 0)
      return 0;
    bool ok = false;
    return mem::fromGeneric(to, value, ok) & toMask;
  }
  if (to == mem::AddrSpace::Generic) {
    // A null specific pointer stays null: LLVM folds addrspacecast(null) to null.
    if (value == 0 && from != mem::AddrSpace::Shared && from != mem::AddrSpace::Local)
      return 0;
    return mem::toGeneric(from, value) & toMask;
  }
  // specific -> specific (not legal NVVM, but keep it defined): through generic.
  bool ok = false;
  return mem::fromGeneric(to, mem::toGeneric(from, value), ok) & toMask;
}

namespace {

uint64_t bitsOfType(const DataLayout &dl, const Type *t) {
  if (t->isPointer())
    return widthMask(dl.pointerSizeBits(t->addrSpace()));
  if (t->isInteger())
    return widthMask(t->intWidth());
  switch (t->kind()) {
  case TypeKind::Half:
  case TypeKind::BFloat: return 0xffff;
  case TypeKind::Float: return 0xffffffff;
  default: return ~uint64_t(0);
  }
}

double fpValue(const Type *t, uint64_t bits) {
  switch (t->kind()) {
  case TypeKind::Half: return fromHalf(bits);
  case TypeKind::BFloat: return fromBFloat(bits);
  case TypeKind::Float: return asF32(bits);
  default: return asF64(bits);
  }
}

uint64_t fpBits(const Type *t, double v) {
  switch (t->kind()) {
  case TypeKind::Half: return toHalf(v);
  case TypeKind::BFloat: return toBFloat(v);
  case TypeKind::Float: return f32Bits(float(v));
  default: return f64Bits(v);
  }
}

} // namespace

bool ConstEval::scalar(const Value *v, uint64_t &out, std::string &error) const {
  switch (v->valueKind()) {
  case ValueKind::ConstInt: out = cast<ConstantInt>(v)->zext() & widthMask(v->type->intWidth()); return true;
  case ValueKind::ConstFP: out = cast<ConstantFP>(v)->lo; return true;
  case ValueKind::ConstNull:
  case ValueKind::ConstUndef:
  case ValueKind::ConstPoison:
  case ValueKind::ConstZero: out = 0; return true;
  case ValueKind::Global: {
    auto it = addresses_.find(v);
    if (it == addresses_.end()) {
      error = "the address of @" + v->name + " is not known to the executor";
      return false;
    }
    out = it->second;
    return true;
  }
  case ValueKind::ConstExpr: return expr(cast<ConstantExpr>(v), out, error);
  default: error = "unsupported constant"; return false;
  }
}

namespace {

/// An integer binary operation of a constant expression, by the handler's own lane semantics.
template <typename Op> uint64_t intBinary(uint64_t a, uint64_t b, unsigned w) {
  return Op::op(a, b, w) & widthMask(w);
}

} // namespace

bool ConstEval::expr(const ConstantExpr *e, uint64_t &out, std::string &error) const {
  const Type *rt = e->type;
  auto op = [&](size_t i, uint64_t &x) { return scalar(e->ops[i], x, error); };
  uint64_t a = 0, b = 0;
  if (rt->isVector() || rt->isAggregate()) {
    error = "vector and aggregate constant expressions are not supported";
    return false;
  }
  // An integer binary operation: its handler's semantics (PTX division, clamped shifts).
  auto binary = [&](uint64_t (*f)(uint64_t, uint64_t, unsigned)) {
    if (!rt->isInteger())
      return unsupportedExpr(e, error);
    if (!op(0, a) || !op(1, b))
      return false;
    out = f(a, b, rt->intWidth());
    return true;
  };
  // NOTE: no `default:`, so that -Wswitch names this place when core/ir/Opcodes.def grows.
  switch (e->opcode) {
  case Opcode::Trunc:
  case Opcode::ZExt:
  case Opcode::PtrToInt:
  case Opcode::IntToPtr:
  case Opcode::BitCast:
    if (!op(0, a))
      return false;
    out = a & bitsOfType(dl_, rt);
    return true;
  case Opcode::SExt:
    if (!op(0, a))
      return false;
    out = uint64_t(signExtend(a, e->ops[0]->type->intWidth())) & bitsOfType(dl_, rt);
    return true;
  case Opcode::AddrSpaceCast:
    if (!op(0, a))
      return false;
    out = castAddress(a, e->ops[0]->type->addrSpace(), rt->addrSpace(), bitsOfType(dl_, rt));
    return true;
  case Opcode::FPTrunc:
  case Opcode::FPExt:
    if (!op(0, a))
      return false;
    out = fpBits(rt, fpValue(e->ops[0]->type, a));
    return true;
  case Opcode::GetElementPtr: return gep(e, out, error);
  case Opcode::Add: return binary(&intBinary<h::Add>);
  case Opcode::Sub: return binary(&intBinary<h::Sub>);
  case Opcode::Mul: return binary(&intBinary<h::Mul>);
  case Opcode::And: return binary(&intBinary<h::And>);
  case Opcode::Or: return binary(&intBinary<h::Or>);
  case Opcode::Xor: return binary(&intBinary<h::Xor>);
  case Opcode::Shl: return binary(&intBinary<h::Shl>);
  case Opcode::LShr: return binary(&intBinary<h::LShr>);
  case Opcode::AShr: return binary(&intBinary<h::AShr>);
  case Opcode::UDiv: return binary(&intBinary<h::IrUDiv>);
  case Opcode::SDiv: return binary(&intBinary<h::IrSDiv>);
  case Opcode::URem: return binary(&intBinary<h::URem>);
  case Opcode::SRem: return binary(&intBinary<h::SRem>);
  case Opcode::ICmp: {
    if (!op(0, a) || !op(1, b))
      return false;
    const Type *ot = e->ops[0]->type;
    const unsigned w = ot->isPointer() ? dl_.pointerSizeBits(ot->addrSpace()) : ot->intWidth();
    out = h::compareInts(Predicate(e->predicate), a, b, signExtend(a, w), signExtend(b, w));
    return true;
  }
  case Opcode::Select: {
    uint64_t k = 0;
    if (!op(0, k))
      return false;
    return op((k & 1) ? 1 : 2, out);
  }
  // No constant expression of these is evaluated (LLVM 19 has few: the rest are folded away).
  case Opcode::Ret:
  case Opcode::Br:
  case Opcode::Switch:
  case Opcode::IndirectBr:
  case Opcode::Invoke:
  case Opcode::Resume:
  case Opcode::Unreachable:
  case Opcode::CleanupRet:
  case Opcode::CatchRet:
  case Opcode::CatchSwitch:
  case Opcode::CallBr:
  case Opcode::FNeg:
  case Opcode::FAdd:
  case Opcode::FSub:
  case Opcode::FMul:
  case Opcode::FDiv:
  case Opcode::FRem:
  case Opcode::ExtractElement:
  case Opcode::InsertElement:
  case Opcode::ShuffleVector:
  case Opcode::ExtractValue:
  case Opcode::InsertValue:
  case Opcode::Alloca:
  case Opcode::Load:
  case Opcode::Store:
  case Opcode::Fence:
  case Opcode::CmpXchg:
  case Opcode::AtomicRMW:
  case Opcode::FPToUI:
  case Opcode::FPToSI:
  case Opcode::UIToFP:
  case Opcode::SIToFP:
  case Opcode::FCmp:
  case Opcode::Phi:
  case Opcode::Freeze:
  case Opcode::Call:
  case Opcode::VAArg:
  case Opcode::LandingPad:
  case Opcode::CatchPad:
  case Opcode::CleanupPad:
  case Opcode::Invalid: break;
  }
  return unsupportedExpr(e, error);
}

bool ConstEval::unsupportedExpr(const ConstantExpr *e, std::string &error) const {
  error = "unsupported constant expression '" + std::string(opcodeKeyword(e->opcode)) + "'";
  return false;
}

bool ConstEval::gep(const ConstantExpr *e, uint64_t &out, std::string &error) const {
  uint64_t a = 0;
  if (!scalar(e->ops[0], a, error))
    return false;
  const Type *t = e->sourceType;
  uint64_t offset = 0; // NOTE: unsigned, so that it wraps as the IR's arithmetic does
  for (size_t i = 1; i < e->ops.size(); ++i) {
    uint64_t idx = 0;
    if (!scalar(e->ops[i], idx, error))
      return false;
    const int64_t sidx = signExtend(idx, e->ops[i]->type->intWidth());
    if (i == 1) {
      offset += uint64_t(sidx) * dl_.typeAllocSize(t);
    } else if (t->isStruct()) {
      offset += dl_.structLayout(t).fieldOffsets[size_t(sidx)];
      t = t->members()[size_t(sidx)];
    } else {
      t = t->element();
      offset += uint64_t(sidx) * dl_.typeAllocSize(t);
    }
  }
  out = (a + offset) & bitsOfType(dl_, e->type);
  return true;
}

namespace {

// GCC 12 at -O3 warns inside Boost's cpp_int about a limb it believes uninitialised (a known
// false positive of inlined small-buffer limbs).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
/// The two 64-bit halves of a wide integer constant (two's complement in its width).
void wideHalves(const ConstantInt &ci, uint64_t &lo, uint64_t &hi) {
  const unsigned w = ci.width();
  BigInt u = ci.value;
  if (u < 0)
    u += BigInt(1) << w;
  lo = static_cast<uint64_t>(u & BigInt(UINT64_MAX));
  hi = static_cast<uint64_t>((u >> 64) & BigInt(UINT64_MAX)) & widthMask(w - 64);
}
#pragma GCC diagnostic pop

} // namespace

bool ConstEval::leaves(const Value *v, std::vector<uint64_t> &out, std::string &error) const {
  const Type *t = v->type;
  if (t->isInteger() && t->intWidth() > 64) {
    uint64_t lo = 0, hi = 0;
    switch (v->valueKind()) {
    case ValueKind::ConstInt: wideHalves(*cast<ConstantInt>(v), lo, hi); break;
    case ValueKind::ConstUndef:
    case ValueKind::ConstPoison:
    case ValueKind::ConstZero: break;
    default:
      error = "constant expressions wider than 64 bits are not supported by the executor";
      return false;
    }
    out.push_back(lo);
    out.push_back(hi);
    return true;
  }
  if (!t->isVector() && !t->isAggregate()) {
    uint64_t x = 0;
    if (!scalar(v, x, error))
      return false;
    out.push_back(x);
    return true;
  }
  bool ok = true;
  const uint32_t n = slotCount(t, ok);
  if (!ok) {
    error = "a constant of this type cannot be held in registers";
    return false;
  }
  switch (v->valueKind()) {
  case ValueKind::ConstNull:
  case ValueKind::ConstUndef:
  case ValueKind::ConstPoison:
  case ValueKind::ConstZero: out.insert(out.end(), n, 0); return true;
  case ValueKind::ConstAggregate:
    for (const Value *e : cast<ConstantAggregate>(v)->elems)
      if (!leaves(e, out, error))
        return false;
    return true;
  case ValueKind::ConstString: {
    const auto &s = cast<ConstantString>(v)->bytes;
    const unsigned w = t->element()->isInteger() ? t->element()->intWidth() : 8;
    if (w != 8) {
      error = "unsupported string constant";
      return false;
    }
    for (char ch : s)
      out.push_back(uint8_t(ch));
    return true;
  }
  default: error = "unsupported aggregate constant"; return false;
  }
}

bool ConstEval::image(const Value *v, std::byte *out, std::string &error) const {
  const Type *t = v->type;
  const uint64_t size = dl_.typeStoreSize(t);
  switch (v->valueKind()) {
  case ValueKind::ConstNull:
  case ValueKind::ConstUndef:
  case ValueKind::ConstPoison:
  case ValueKind::ConstZero: std::memset(out, 0, size); return true;
  case ValueKind::ConstString: {
    const auto &s = cast<ConstantString>(v)->bytes;
    std::memcpy(out, s.data(), std::min<uint64_t>(s.size(), size));
    return true;
  }
  case ValueKind::ConstAggregate: {
    const auto &elems = cast<ConstantAggregate>(v)->elems;
    if (t->isStruct()) {
      const StructLayout sl = dl_.structLayout(t);
      for (size_t i = 0; i < elems.size(); ++i)
        if (!image(elems[i], out + sl.fieldOffsets[i], error))
          return false;
      return true;
    }
    const uint64_t stride = t->isVector() ? dl_.typeStoreSize(t->element()) : dl_.typeAllocSize(t->element());
    for (size_t i = 0; i < elems.size(); ++i)
      if (!image(elems[i], out + i * stride, error))
        return false;
    return true;
  }
  default: break;
  }
  if (t->isVector() || t->isAggregate()) {
    error = "unsupported aggregate initializer";
    return false;
  }
  if (t->isInteger() && t->intWidth() > 64) {
    std::vector<uint64_t> halves;
    if (!leaves(v, halves, error))
      return false;
    std::byte bytes[16];
    std::memcpy(bytes, halves.data(), 16);
    std::memcpy(out, bytes, std::min<uint64_t>(size, 16));
    return true;
  }
  uint64_t x = 0;
  if (!scalar(v, x, error))
    return false;
  if (t->isInteger() && t->intWidth() == 1)
    x &= 1;
  std::memcpy(out, &x, std::min<uint64_t>(size, 8)); // little-endian host, little-endian target
  return true;
}

} // namespace nvsim::sim
