// Decode rules of vectors and aggregates: elements and members are slots, so a constant index
// is a slot copy; a variable index or a bitcast that changes the shape has a handler here.
#include "sim/FunctionDecoder.h"

#include <cstring>

namespace nvsim::sim {

using namespace ir;

namespace {

/// bitcast between vectors and scalars of the same size: through bytes. d.a source, dst;
/// ext: {srcElemBytes, srcCount, dstElemBytes, dstCount}, and the element widths in bits when one of
/// them is not whole bytes (<8 x i1> <-> i8, <4 x i32> <-> <64 x i2>): then through bits, element i
/// at bits [i * w, (i + 1) * w), LLVM's layout of a vector's bits on a little-endian target.
struct Reshape {
  uint32_t srcBytes, srcCount, dstBytes, dstCount;
  uint32_t srcBits = 0, dstBits = 0; ///< 0: whole bytes
};
uint32_t reshape(Ctx &c, const DInst &d, uint32_t pc) {
  const auto &r = *static_cast<const Reshape *>(d.ext);
  if (r.srcBits) {
    forLanes(c.mask, [&](unsigned l) {
      uint64_t bits[32] = {}; // 2048 bits, the widest vector a slot set holds
      for (uint32_t i = 0; i < r.srcCount; ++i) {
        const uint64_t v = reg(c, d.a + i, l) & widthMask(r.srcBits);
        const uint64_t at = uint64_t(i) * r.srcBits;
        bits[at / 64] |= v << (at % 64);
        if (at % 64 + r.srcBits > 64)
          bits[at / 64 + 1] |= v >> (64 - at % 64);
      }
      for (uint32_t i = 0; i < r.dstCount; ++i) {
        const uint64_t at = uint64_t(i) * r.dstBits;
        uint64_t v = bits[at / 64] >> (at % 64);
        if (at % 64 + r.dstBits > 64)
          v |= bits[at / 64 + 1] << (64 - at % 64);
        reg(c, d.dst + i, l) = v & widthMask(r.dstBits);
      }
    });
    return pc + 1;
  }
  forLanes(c.mask, [&](unsigned l) {
    std::byte buf[256] = {};
    for (uint32_t i = 0; i < r.srcCount; ++i) {
      const uint64_t v = reg(c, d.a + i, l);
      std::memcpy(buf + i * r.srcBytes, &v, r.srcBytes);
    }
    for (uint32_t i = 0; i < r.dstCount; ++i) {
      uint64_t v = 0;
      std::memcpy(&v, buf + i * r.dstBytes, r.dstBytes);
      reg(c, d.dst + i, l) = v;
    }
  });
  return pc + 1;
}

/// extractelement / insertelement with a variable index: d.a vector, d.b index, d.c count,
/// (insert) d.aux the inserted value slot.
uint32_t extractDynamic(Ctx &c, const DInst &d, uint32_t pc) {
  forLanes(c.mask, [&](unsigned l) {
    const uint64_t i = reg(c, d.b, l);
    reg(c, d.dst, l) = i < d.c ? reg(c, d.a + uint32_t(i), l) : 0;
  });
  return pc + 1;
}
uint32_t insertDynamic(Ctx &c, const DInst &d, uint32_t pc) {
  forLanes(c.mask, [&](unsigned l) {
    const uint64_t i = reg(c, d.b, l);
    for (uint32_t k = 0; k < d.c; ++k)
      reg(c, d.dst + k, l) = k == i ? reg(c, d.aux, l) : reg(c, d.a + k, l);
  });
  return pc + 1;
}

} // namespace

bool FunctionDecoder::extractValue(const Instruction *I) {
  uint32_t a = 0;
  if (!operand(I->ops[0], a))
    return false;
  const Type *member = nullptr;
  const uint32_t off = memberSlot(I->ops[0]->type, I->indices, member);
  copySlots(slots_[I], a + off, slots(member), I);
  return true;
}

bool FunctionDecoder::insertValue(const Instruction *I) {
  uint32_t a = 0, v = 0;
  if (!operand(I->ops[0], a) || !operand(I->ops[1], v))
    return false;
  const Type *member = nullptr;
  const uint32_t off = memberSlot(I->ops[0]->type, I->indices, member);
  copySlots(slots_[I], a, slots(I->type), I);
  copySlots(slots_[I] + off, v, slots(member), I);
  return true;
}

bool FunctionDecoder::extractElement(const Instruction *I) {
  uint32_t a = 0, i = 0;
  if (!operand(I->ops[0], a))
    return false;
  const uint32_t n = uint32_t(I->ops[0]->type->count());
  if (auto *ci = dyn_cast<ConstantInt>(I->ops[1])) {
    const uint64_t k = ci->zext();
    if (k >= n)
      copySlots(slots_[I], constSlot(0), 1, I);
    else
      copySlots(slots_[I], a + uint32_t(k), 1, I);
    return true;
  }
  if (!operand(I->ops[1], i))
    return false;
  DInst &d = emit(&extractDynamic, I);
  d.dst = slots_[I];
  d.a = a;
  d.b = i;
  d.c = n;
  return true;
}

bool FunctionDecoder::insertElement(const Instruction *I) {
  uint32_t a = 0, v = 0, i = 0;
  if (!operand(I->ops[0], a) || !operand(I->ops[1], v))
    return false;
  const uint32_t n = uint32_t(I->type->count());
  if (auto *ci = dyn_cast<ConstantInt>(I->ops[2])) {
    copySlots(slots_[I], a, n, I);
    if (ci->zext() < n)
      copySlots(slots_[I] + uint32_t(ci->zext()), v, 1, I);
    return true;
  }
  if (!operand(I->ops[2], i))
    return false;
  DInst &d = emit(&insertDynamic, I);
  d.dst = slots_[I];
  d.a = a;
  d.b = i;
  d.c = n;
  d.aux = v;
  return true;
}

bool FunctionDecoder::shuffleVector(const Instruction *I) {
  uint32_t a = 0, b = 0;
  if (!operand(I->ops[0], a) || !operand(I->ops[1], b))
    return false;
  const uint32_t n = uint32_t(I->ops[0]->type->count());
  const uint32_t m = uint32_t(I->type->count());
  std::vector<int64_t> mask(m, -1);
  if (auto *agg = dyn_cast<ConstantAggregate>(I->ops[2])) {
    for (uint32_t k = 0; k < m && k < agg->elems.size(); ++k)
      if (auto *ci = dyn_cast<ConstantInt>(agg->elems[k]))
        mask[k] = int64_t(ci->zext());
  } else if (I->ops[2]->valueKind() == ValueKind::ConstZero) {
    std::fill(mask.begin(), mask.end(), 0);
  }
  for (uint32_t k = 0; k < m; ++k) {
    const uint32_t src = mask[k] < 0   ? constSlot(0)
                         : mask[k] < n ? a + uint32_t(mask[k])
                                       : b + uint32_t(mask[k] - n);
    copySlots(slots_[I] + k, src, 1, I);
  }
  return true;
}

bool FunctionDecoder::reshapeCast(const Instruction *I, uint32_t src) {
  const Type *from = I->ops[0]->type, *to = I->type;
  const Type *fs = from->scalar(), *ts = to->scalar();
  if ((isWideInt(fs) || isWideInt(ts)) && (isWideInt(fs) ? dl_.typeStoreSize(fs) != 16 || from->isVector()
                                                         : dl_.typeStoreSize(ts) != 16 || to->isVector()))
    return error(I, "'bitcast' from '" + typeToString(from) + "' to '" + typeToString(to) +
                        "' is not supported by the executor");
  // Reshape through bytes: <2 x half> <-> i32, <4 x i8> <-> i32, <2 x i32> <-> i64, i128 <-> <4 x i32>
  // ... Each source slot holds the bytes of one element; a wide integer's two slots hold 8 each.
  auto slotBytes = [&](const Type *t) { return isWideInt(t) ? 8u : uint32_t(dl_.typeStoreSize(t)); };
  auto *r = new Reshape{slotBytes(fs), slots(from), slotBytes(ts), slots(to)};
  // Elements that are not whole bytes (i1, i2, i4...): through bits (fuzz campaign seed 41742:
  // InstCombine's `bitcast <4 x i32> to <64 x i2>`, element 16 being bits 32-33).
  auto bitsOf = [&](const Type *t) {
    return t->isInteger() && !isWideInt(t) ? t->intWidth() : 8 * slotBytes(t);
  };
  if ((fs->isInteger() && fs->intWidth() % 8) || (ts->isInteger() && ts->intWidth() % 8)) {
    if (uint64_t(bitsOf(fs)) * slots(from) > 2048)
      return error(I, "'bitcast' from '" + typeToString(from) + "' to '" + typeToString(to) +
                          "' is wider than the executor's 2048 bits");
    r->srcBits = bitsOf(fs);
    r->dstBits = bitsOf(ts);
  }
  F.owned.emplace_back(r, [](const void *p) { delete static_cast<const Reshape *>(p); });
  DInst &d = emit(&reshape, I);
  d.dst = slots_[I];
  d.a = src;
  d.ext = r;
  return true;
}

} // namespace nvsim::sim
