// Decode rules of arithmetic, comparisons, selects and casts: the handler chosen by type and
// width at decode time (sim/Handlers.h, sim/WideInt.h), one instruction per vector element.
#include "sim/FunctionDecoder.h"

#include "sim/WarpOps.h"
#include "sim/WideInt.h"

namespace nvsim::sim {

using namespace ir;

namespace {

template <size_t... K> constexpr std::array<Handler, sizeof...(K)> icmpTable(std::index_sequence<K...>) {
  return {&h::intCompare<Predicate(size_t(Predicate::ICmpEQ) + K)>...};
}

Handler icmpHandler(Predicate p) {
  static constexpr auto table =
      icmpTable(std::make_index_sequence<size_t(Predicate::ICmpSLE) - size_t(Predicate::ICmpEQ) + 1>());
  return h::isIntPredicate(p) ? table[size_t(p) - size_t(Predicate::ICmpEQ)] : nullptr;
}

template <typename F, size_t... P>
constexpr std::array<Handler, sizeof...(P)> fcmpTable(std::index_sequence<P...>) {
  return {&h::floatCompare<F, Predicate(P)>...};
}

Handler fcmpHandler(Predicate p, Num n) {
  constexpr size_t kCount = size_t(Predicate::FCmpTrue) + 1;
  static constexpr auto f32 = fcmpTable<h::F32>(std::make_index_sequence<kCount>());
  static constexpr auto f64 = fcmpTable<h::F64>(std::make_index_sequence<kCount>());
  static constexpr auto f16 = fcmpTable<h::F16>(std::make_index_sequence<kCount>());
  static constexpr auto bf16 = fcmpTable<h::BF16>(std::make_index_sequence<kCount>());
  if (!h::isFloatPredicate(p))
    return nullptr;
  switch (n) {
  case Num::F32: return f32[size_t(p)];
  case Num::F64: return f64[size_t(p)];
  case Num::F16: return f16[size_t(p)];
  case Num::BF16: return bf16[size_t(p)];
  default: return nullptr;
  }
}

template <typename From> Handler convertFrom(Num to) {
  switch (to) {
  case Num::F32: return &h::floatConvert<From, h::F32>;
  case Num::F64: return &h::floatConvert<From, h::F64>;
  case Num::F16: return &h::floatConvert<From, h::F16>;
  case Num::BF16: return &h::floatConvert<From, h::BF16>;
  default: return nullptr;
  }
}

Handler floatConvertHandler(Num from, Num to) {
  switch (from) {
  case Num::F32: return convertFrom<h::F32>(to);
  case Num::F64: return convertFrom<h::F64>(to);
  case Num::F16: return convertFrom<h::F16>(to);
  case Num::BF16: return convertFrom<h::BF16>(to);
  default: return nullptr;
  }
}

/// The width of the cvt.rzi both NVPTX backends emit for fptosi/fptoui to iN: the register that
/// holds N bits (16, 32 or 64), whose result is then truncated to N bits. i1 (which the backends
/// lower to a test of the source's bits for zero, wrongly: +0.0 gives 1) and widths above 64 keep
/// their own width.
unsigned cvtWidthFor(unsigned n) { return n == 1 || n > 64 ? n : n <= 16 ? 16 : n <= 32 ? 32 : 64; }

template <bool S> Handler floatToIntHandler(Num from) {
  switch (from) {
  case Num::F32: return &h::floatToInt<h::F32, S>;
  case Num::F64: return &h::floatToInt<h::F64, S>;
  case Num::F16: return &h::floatToInt<h::F16, S>;
  case Num::BF16: return &h::floatToInt<h::BF16, S>;
  default: return nullptr;
  }
}

template <bool S> Handler intToFloatHandler(Num to) {
  switch (to) {
  case Num::F32: return &h::intToFloat<h::F32, S>;
  case Num::F64: return &h::intToFloat<h::F64, S>;
  case Num::F16: return &h::intToFloat<h::F16, S>;
  case Num::BF16: return &h::intToFloat<h::BF16, S>;
  default: return nullptr;
  }
}

/// How often `v` is used in `I`'s block, plus one if it is used in another block (a copy out of
/// the block, as SelectionDAG counts uses).
unsigned dagUses(const Instruction *v, const GlobalValue &fn) {
  unsigned here = 0;
  bool elsewhere = false;
  for (const BasicBlock *b : fn.blocks)
    for (const Instruction *u : b->insts)
      for (const Value *op : u->ops)
        if (op == v) {
          if (b == v->parent)
            ++here;
          else
            elsewhere = true;
        }
  return here + (elsewhere ? 1 : 0);
}

} // namespace

bool FunctionDecoder::fneg(const Instruction *I) {
  uint32_t a = 0;
  if (!operand(I->ops[0], a))
    return false;
  const Type *st = I->type->scalar();
  const uint64_t bit = uint64_t(1) << (st->kind() == TypeKind::Double  ? 63
                                       : st->kind() == TypeKind::Float ? 31
                                                                       : 15);
  for (uint32_t i = 0; i < slots(I->type); ++i) {
    DInst &d = emit(&h::signFlip, I);
    d.dst = slots_[I] + i;
    d.a = a + i;
    d.imm = bit;
  }
  return true;
}

bool FunctionDecoder::select(const Instruction *I) {
  uint32_t k = 0, x = 0, y = 0;
  if (!operand(I->ops[0], k) || !operand(I->ops[1], x) || !operand(I->ops[2], y))
    return false;
  const bool vectorCond = I->ops[0]->type->isVector();
  for (uint32_t i = 0; i < slots(I->type); ++i) {
    DInst &d = emit(&h::select, I);
    d.dst = slots_[I] + i;
    d.a = vectorCond ? k + i : k;
    d.b = x + i;
    d.c = y + i;
  }
  return true;
}

bool FunctionDecoder::freeze(const Instruction *I) {
  uint32_t a = 0;
  if (!operand(I->ops[0], a))
    return false;
  copySlots(slots_[I], a, slots(I->type), I);
  return true;
}

bool FunctionDecoder::contractedFma(const Instruction *I) {
  // The NVPTX backend fuses fadd/fsub of an fmul into fma.rn when both carry `contract` (clang's
  // default for CUDA is -ffp-contract=fast) and they are in one basic block (SelectionDAG works
  // per block); its FMA fusion is aggressive, so the fmul may have other uses. Without the flags
  // nothing fuses: plain fmul then fadd stays two roundings.
  const Type *st = I->type->scalar();
  if ((I->opcode != Opcode::FAdd && I->opcode != Opcode::FSub) || !(I->fastMath & kFMAllowContract))
    return false;
  const char *name = st->kind() == TypeKind::Float    ? "llvm.fma.f32"
                     : st->kind() == TypeKind::Double ? "llvm.fma.f64"
                     : st->kind() == TypeKind::Half   ? "llvm.fma.f16"
                                                      : nullptr;
  const intr::PureFunction *fma = name ? intr::findPure(name) : nullptr;
  if (!fma)
    return false;
  auto product = [&](const Value *v) -> const Instruction * {
    auto *m = dyn_cast<Instruction>(v);
    return m && m->opcode == Opcode::FMul && (m->fastMath & kFMAllowContract) && m->parent == I->parent
               ? m
               : nullptr;
  };
  const Instruction *m0 = product(I->ops[0]), *m1 = product(I->ops[1]);
  if (!m0 && !m1)
    return false;
  // fadd of two products: fuse the one with fewer uses (DAGCombiner's choice), the first on a tie.
  bool first = m0 != nullptr;
  if (m0 && m1 && I->opcode == Opcode::FAdd && dagUses(m0, fn_) > dagUses(m1, fn_))
    first = false;
  const Instruction *m = first ? m0 : m1;
  uint32_t x = 0, y = 0, z = 0;
  if (!operand(m->ops[0], x) || !operand(m->ops[1], y) || !operand(I->ops[first ? 1 : 0], z))
    return false;
  const uint64_t sign = uint64_t(1) << (st->kind() == TypeKind::Double  ? 63
                                        : st->kind() == TypeKind::Float ? 31
                                                                        : 15);
  const uint32_t n = slots(I->type);
  for (uint32_t e = 0; e < n; ++e) {
    uint32_t xe = x + e, ze = z + e;
    if (I->opcode == Opcode::FSub) { // x*y - z = fma(x, y, -z); z - x*y = fma(-x, y, z)
      const uint32_t t = alloc(1);
      DInst &neg = emit(&h::signFlip, I);
      neg.dst = t;
      neg.a = first ? ze : xe;
      neg.imm = sign;
      (first ? ze : xe) = t;
    }
    PureCall &pc = emitPureCall(fma, I, slots_[I] + e);
    pc.args[0] = xe;
    pc.args[1] = y + e;
    pc.args[2] = ze;
  }
  return true;
}

Handler BinaryRule::of(const Type *st) const {
  switch (numOf(st)) {
  case Num::Int: return st->intWidth() == 32 ? int32 : intN;
  case Num::F32: return f32;
  case Num::F64: return f64;
  case Num::F16: return f16;
  case Num::BF16: return bf16;
  case Num::Ptr:
  case Num::Other: break;
  }
  return nullptr;
}

bool FunctionDecoder::binary(const Instruction *I, const BinaryRule &rule) {
  if (contractedFma(I))
    return true;
  uint32_t a = 0, b = 0;
  if (!operand(I->ops[0], a) || !operand(I->ops[1], b))
    return false;
  const Type *st = I->type->scalar();
  const uint32_t n = slots(I->type);
  auto refuse = [&] {
    return error(I, fmt::format("'{}' on '{}' is not supported by the executor", opcodeKeyword(I->opcode),
                                typeToString(I->type)));
  };
  if (isWideInt(st)) {
    if (I->type->isVector() || !rule.wide)
      return refuse();
    DInst &d = emit(rule.wide, I);
    d.dst = slots_[I];
    d.a = a;
    d.b = b;
    d.aux = st->intWidth();
    return true;
  }
  const Handler fn = rule.of(st);
  if (!fn)
    return refuse();
  for (uint32_t i = 0; i < n; ++i) {
    DInst &d = emit(fn, I);
    d.dst = slots_[I] + i;
    d.a = a + i;
    d.b = b + i;
    if (st->isInteger()) {
      d.aux = st->intWidth();
      d.imm = widthMask(st->intWidth());
    }
  }
  return true;
}

bool FunctionDecoder::compare(const Instruction *I) {
  uint32_t a = 0, b = 0;
  if (!operand(I->ops[0], a) || !operand(I->ops[1], b))
    return false;
  const Type *st = I->ops[0]->type->scalar();
  const auto p = Predicate(I->predicate);
  if (I->opcode == Opcode::ICmp && isWideInt(st)) {
    if (I->ops[0]->type->isVector() || !h::isIntPredicate(p))
      return error(I,
                   "comparison of '" + typeToString(I->ops[0]->type) + "' is not supported by the executor");
    DInst &d = emit(&h::wideCompare, I);
    d.dst = slots_[I];
    d.a = a;
    d.b = b;
    d.aux = st->intWidth();
    d.aux2 = uint32_t(p);
    return true;
  }
  Handler fn = nullptr;
  unsigned width = 64;
  if (I->opcode == Opcode::ICmp) {
    fn = icmpHandler(p);
    width = st->isPointer() ? dl_.pointerSizeBits(st->addrSpace()) : st->intWidth();
  } else {
    fn = fcmpHandler(p, numOf(st));
  }
  if (!fn)
    return error(I, "comparison of '" + typeToString(I->ops[0]->type) + "' is not supported by the executor");
  for (uint32_t i = 0; i < slots(I->type); ++i) {
    DInst &d = emit(fn, I);
    d.dst = slots_[I] + i;
    d.a = a + i;
    d.b = b + i;
    d.aux = width;
  }
  return true;
}

namespace {

/// What one element of a cast runs: the handler and its immediates.
struct CastElement {
  Handler fn = nullptr;
  uint64_t imm = 0;
  uint32_t aux = 0, aux2 = 0;
};

} // namespace

bool FunctionDecoder::castInst(const Instruction *I, CastRule rule) {
  uint32_t a = 0;
  if (!operand(I->ops[0], a))
    return false;
  const Type *from = I->ops[0]->type, *to = I->type;
  const Type *fs = from->scalar(), *ts = to->scalar();
  const uint32_t dst = slots_[I];
  auto bitsOf = [&](const Type *t) -> unsigned {
    return t->isPointer() ? dl_.pointerSizeBits(t->addrSpace()) : t->isInteger() ? t->intWidth() : 64;
  };
  auto refuse = [&] {
    return error(I, fmt::format("'{}' from '{}' to '{}' is not supported by the executor",
                                opcodeKeyword(I->opcode), typeToString(from), typeToString(to)));
  };
  const uint32_t n = slots(to);
  const bool wide = isWideInt(fs) || isWideInt(ts);
  if (wide && rule != CastRule::Bits) {
    const bool resize = I->opcode == Opcode::ZExt || I->opcode == Opcode::SExt || I->opcode == Opcode::Trunc;
    if (!resize || from->isVector() || to->isVector())
      return refuse();
    DInst &d = emit(&h::wideResize, I);
    d.dst = dst;
    d.a = a;
    d.aux = fs->intWidth();
    d.aux2 = ts->intWidth();
    d.imm = I->opcode == Opcode::SExt;
    return true;
  }
  if (rule == CastRule::Bits &&
      (wide || slots(from) != n || (from->isVector() != to->isVector() && n != 1) ||
       (from->isVector() && to->isVector() && fs != ts && dl_.typeStoreSize(fs) != dl_.typeStoreSize(ts))))
    return reshapeCast(I, a);
  CastElement e;
  switch (rule) {
  case CastRule::Mask:
    e.fn = &h::maskMove;
    e.imm = widthMask(bitsOf(ts));
    break;
  case CastRule::ZeroExtend: e.fn = &h::copy; break;
  case CastRule::SignExtend:
    e.fn = &h::signExtendMove;
    e.aux = fs->intWidth();
    e.imm = widthMask(ts->intWidth());
    break;
  case CastRule::FloatResize: e.fn = floatConvertHandler(numOf(fs), numOf(ts)); break;
  case CastRule::FloatToSigned:
  case CastRule::FloatToUnsigned:
    e.fn = rule == CastRule::FloatToSigned ? floatToIntHandler<true>(numOf(fs))
                                           : floatToIntHandler<false>(numOf(fs));
    e.aux = cvtWidthFor(ts->intWidth());
    e.imm = widthMask(ts->intWidth());
    break;
  case CastRule::SignedToFloat:
  case CastRule::UnsignedToFloat:
    e.fn = rule == CastRule::SignedToFloat ? intToFloatHandler<true>(numOf(ts))
                                           : intToFloatHandler<false>(numOf(ts));
    e.aux = fs->intWidth();
    break;
  case CastRule::Bits: e.fn = &h::copy; break;
  case CastRule::Space:
    e.fn = &h::castSpace;
    e.aux = fs->addrSpace();
    e.aux2 = ts->addrSpace();
    e.imm = widthMask(bitsOf(ts));
    break;
  }
  if (!e.fn)
    return refuse();
  for (uint32_t i = 0; i < n; ++i) {
    DInst &d = emit(e.fn, I);
    d.dst = dst + i;
    d.a = a + i;
    d.imm = e.imm;
    d.aux = e.aux;
    d.aux2 = e.aux2;
  }
  return true;
}

} // namespace nvsim::sim
