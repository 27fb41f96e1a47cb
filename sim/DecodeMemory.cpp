// Decode rules of memory: loads and stores (scalar, vector, i128, aggregate; the checked variants
// for checked launches), getelementptr, alloca (or its slots when promoted), atomics and fences.
#include "sim/FunctionDecoder.h"

#include "sim/WideInt.h"

namespace nvsim::sim {

using namespace ir;

/// The load of `size` bytes; `checked`: the variant of checked launches (sim/Checkers.h).
Handler loadHandler(uint64_t size, bool checked) {
  switch (size) {
  case 1: return checked ? &h::loadChecked<1> : &h::load<1>;
  case 2: return checked ? &h::loadChecked<2> : &h::load<2>;
  case 4: return checked ? &h::loadChecked<4> : &h::load<4>;
  case 8: return checked ? &h::loadChecked<8> : &h::load<8>;
  default: return nullptr;
  }
}

/// The store of `size` bytes; `checked`: the variant of checked launches (sim/Checkers.h).
Handler storeHandler(uint64_t size, bool checked) {
  switch (size) {
  case 1: return checked ? &h::storeChecked<1> : &h::store<1>;
  case 2: return checked ? &h::storeChecked<2> : &h::store<2>;
  case 4: return checked ? &h::storeChecked<4> : &h::store<4>;
  case 8: return checked ? &h::storeChecked<8> : &h::store<8>;
  default: return nullptr;
  }
}

bool FunctionDecoder::memoryAccess(const Instruction *I, bool isLoad) {
  const Value *ptr = isLoad ? I->ops[0] : I->ops[1];
  const Type *t = isLoad ? I->type : I->ops[0]->type;
  uint32_t p = 0, v = 0;
  if (auto it = promoted_.find(ptr); it != promoted_.end()) { // a variable held in registers
    if (isLoad) {
      copySlots(slots_[I], it->second, slots(t), I);
    } else {
      if (!operand(I->ops[0], v))
        return false;
      copySlots(it->second, v, slots(t), I);
    }
    return true;
  }
  if (!operand(ptr, p))
    return false;
  if (!isLoad && !operand(I->ops[0], v))
    return false;
  const uint32_t space = spaceOfPtr(ptr);
  const uint64_t align = alignOf(I, t);
  const bool strong =
      (I->flags & kVolatile) || I->ordering != AtomicOrdering::NotAtomic || casGuesses_.count(I) != 0;
  if (isWideInt(t)) { // two 8-byte halves, the low one first (little-endian)
    if (dl_.typeStoreSize(t) != 16)
      return error(I, "access of '" + typeToString(t) + "' is not supported by the executor");
    DInst &d = emit(isLoad ? &h::loadVector : &h::storeVector, I);
    d.a = isLoad ? p : v;
    d.b = isLoad ? 8 : p;
    d.c = 2;
    d.dst = isLoad ? slots_[I] : 8;
    d.aux = space;
    d.aux2 = uint32_t(alignOf(I, t));
    return true;
  }
  if (!t->isAggregate() && !t->isVector()) {
    const uint64_t size = dl_.typeStoreSize(t);
    Handler fn = isLoad ? loadHandler(size, D.checked) : storeHandler(size, D.checked);
    DInst &d = emit(fn ? fn : isLoad ? &h::loadVector : &h::storeVector, I);
    d.a = isLoad ? p : v;
    d.b = isLoad ? uint32_t(size) : p;
    d.c = 1;
    d.dst = isLoad ? slots_[I] : uint32_t(size);
    d.aux = space;
    d.aux2 = uint32_t(align);
    // racecheck: volatile and atomic-ordered accesses do not race with atomics; a volatile one
    // (2) does race with other lanes of its warp (volatile orders nothing, sim/Checkers.h).
    // --memory-model relaxed: a release store or seq_cst load (a fence.sc first, in the NVPTX
    // mapping) beyond the block (3) drains its CTA's stores.
    d.imm = !strong ? 0
            : (I->flags & kVolatile) && I->ordering == AtomicOrdering::NotAtomic && casGuesses_.count(I) == 0
                ? 2
            : releasesBeyondBlock(I) ? 3
                                     : 1;
    if (size > 8)
      return error(I, "access of " + std::to_string(size) + " bytes is not supported by the executor");
    return true;
  }
  if (t->isVector() && !t->element()->isInteger(1) && dl_.typeStoreSize(t) <= 256) {
    const uint32_t e = uint32_t(dl_.typeStoreSize(t->element()));
    DInst &d = emit(isLoad ? &h::loadVector : &h::storeVector, I);
    d.a = isLoad ? p : v;
    d.b = isLoad ? e : p;
    d.c = uint32_t(t->count());
    d.dst = isLoad ? slots_[I] : e;
    d.aux = space;
    d.aux2 = uint32_t(align);
    return true;
  }
  if (t->isVector())
    return error(I, "vector access of '" + typeToString(t) + "' is not supported by the executor");
  return aggregateAccess(I, isLoad, p, v);
}

/// An aggregate load or store: one access per leaf at its byte offset.
bool FunctionDecoder::aggregateAccess(const Instruction *I, bool isLoad, uint32_t p, uint32_t v) {
  const Value *ptr = isLoad ? I->ops[0] : I->ops[1];
  const Type *t = isLoad ? I->type : I->ops[0]->type;
  const uint32_t space = spaceOfPtr(ptr);
  const uint64_t align = alignOf(I, t);
  const uint32_t ptrBits = dl_.pointerSizeBits(space);
  std::vector<Leaf> ls;
  leaves(t, isLoad ? slots_[I] : v, 0, ls);
  const uint32_t tmp = alloc(1);
  for (const Leaf &leaf : ls) {
    DInst &g = emit(&h::addImm, I);
    g.dst = tmp;
    g.a = p;
    g.imm = leaf.offset;
    g.aux2 = ptrBits;
    const uint64_t size = dl_.typeStoreSize(leaf.type);
    uint64_t la = align;
    if (leaf.offset)
      la = std::min<uint64_t>(align, leaf.offset & (~leaf.offset + 1));
    Handler fn = isLoad ? loadHandler(size, D.checked) : storeHandler(size, D.checked);
    if (!fn || !registerable(leaf.type))
      return error(I, "aggregate access of '" + typeToString(t) + "' is not supported by the executor");
    DInst &d = emit(fn, I);
    if (isLoad) {
      d.dst = leaf.slot;
      d.a = tmp;
    } else {
      d.a = leaf.slot;
      d.b = tmp;
    }
    d.aux = space;
    d.aux2 = uint32_t(la);
  }
  return true;
}

bool FunctionDecoder::getElementPtr(const Instruction *I) {
  // A vector GEP (vector base or indices) is one scalar GEP per element: element e takes
  // element e of every vector operand and the scalar operands as they are.
  const uint32_t lanes = I->type->isVector() ? uint32_t(I->type->count()) : 1;
  uint32_t base = 0;
  if (!operand(I->ops[0], base))
    return false;
  const bool vectorBase = I->ops[0]->type->isVector();
  const unsigned bits = dl_.pointerSizeBits(I->type->scalar()->addrSpace());
  for (uint32_t e = 0; e < lanes; ++e) {
    int64_t offset = 0;
    std::vector<GepInfo::Term> terms;
    const Type *t = I->auxType;
    for (size_t i = 1; i < I->ops.size(); ++i) {
      const Value *idx = I->ops[i];
      int64_t scale = 0;
      if (i == 1) {
        scale = int64_t(dl_.typeAllocSize(t));
      } else if (t->isStruct()) {
        auto *ci = dyn_cast<ConstantInt>(idx);
        if (!ci)
          return error(I, "struct index must be a constant");
        offset = int64_t(uint64_t(offset) + dl_.structLayout(t).fieldOffsets[ci->zext()]);
        t = t->members()[ci->zext()];
        continue;
      } else {
        t = t->element();
        scale = int64_t(dl_.typeAllocSize(t));
      }
      if (auto *ci = dyn_cast<ConstantInt>(idx)) {
        offset = int64_t(uint64_t(offset) + uint64_t(ci->sext()) * uint64_t(scale)); // wraps, as the IR's
      } else if (idx->valueKind() == ValueKind::ConstZero || idx->valueKind() == ValueKind::ConstUndef ||
                 idx->valueKind() == ValueKind::ConstPoison) {
        // zero
      } else {
        uint32_t s = 0;
        if (!operand(idx, s))
          return false;
        const bool vectorIndex = idx->type->isVector();
        terms.push_back({vectorIndex ? s + e : s, idx->type->scalar()->intWidth(), scale});
      }
    }
    const uint32_t dst = slots_[I] + e, from = vectorBase ? base + e : base;
    if (terms.empty()) {
      DInst &d = emit(&h::addImm, I);
      d.dst = dst;
      d.a = from;
      d.imm = uint64_t(offset);
      d.aux2 = bits;
    } else if (terms.size() == 1 && terms[0].scale >= INT32_MIN && terms[0].scale <= INT32_MAX) {
      DInst &d = emit(&h::gep1, I);
      d.dst = dst;
      d.a = from;
      d.b = terms[0].slot;
      d.c = uint32_t(int32_t(terms[0].scale));
      d.aux = terms[0].width;
      d.imm = uint64_t(offset);
      d.aux2 = bits;
    } else {
      auto g = std::make_unique<GepInfo>();
      g->terms = std::move(terms);
      g->mask = widthMask(bits);
      DInst &d = emit(&h::gep, I);
      d.dst = dst;
      d.a = from;
      d.imm = uint64_t(offset);
      d.ext = g.get();
      F.geps.push_back(std::move(g));
    }
  }
  return true;
}

bool FunctionDecoder::allocaInst(const Instruction *I) {
  if (auto it = promoted_.find(I); it != promoted_.end()) {
    for (uint32_t i = 0; i < slots(I->auxType); ++i) {
      DInst &d = emit(&h::copy, I);
      d.dst = it->second + i;
      d.a = constSlot(0);
    }
    return true;
  }
  uint32_t n = 0;
  if (I->ops.empty())
    n = constSlot(1);
  else if (!operand(I->ops[0], n))
    return false;
  DInst &d = emit(&h::allocaOp, I);
  d.dst = slots_[I];
  d.a = n;
  d.imm = dl_.typeAllocSize(I->auxType);
  d.aux2 = uint32_t(I->align ? I->align : dl_.abiAlign(I->auxType));
  d.aux = I->addrSpace == 5 ? 5 : 0;
  return true;
}

bool FunctionDecoder::atomicRMW(const Instruction *I) {
  uint32_t p = 0, v = 0;
  if (!operand(I->ops[0], p) || !operand(I->ops[1], v))
    return false;
  const Type *t = I->ops[1]->type;
  const auto op = mem::atomicOpFromKeyword(rmwKeyword(I->rmwOp));
  const uint64_t size = dl_.typeStoreSize(t);
  Handler fn = nullptr;
  if (t->isFloatingPoint() && t->kind() != TypeKind::Float && t->kind() != TypeKind::Double)
    return error(I, "atomicrmw on '" + typeToString(t) + "' is not supported by the executor");
  switch (size) {
  case 1: fn = &h::atomicRMW<uint8_t>; break;
  case 2: fn = &h::atomicRMW<uint16_t>; break;
  case 4: fn = &h::atomicRMW<uint32_t>; break;
  case 8: fn = &h::atomicRMW<uint64_t>; break;
  default: break;
  }
  if (!fn || !op)
    return error(I, "atomicrmw of this type or operation is not supported by the executor");
  DInst &d = emit(fn, I);
  d.dst = slots_[I];
  d.a = p;
  d.b = v;
  d.aux = uint32_t(*op);
  d.aux2 = spaceOfPtr(I->ops[0]);
  d.imm = releasesBeyondBlock(I);
  return true;
}

bool FunctionDecoder::cmpXchg(const Instruction *I) {
  uint32_t p = 0, x = 0, y = 0;
  if (!operand(I->ops[0], p) || !operand(I->ops[1], x) || !operand(I->ops[2], y))
    return false;
  Handler fn = nullptr;
  switch (dl_.typeStoreSize(I->ops[1]->type)) {
  case 1: fn = &h::cmpxchg<uint8_t>; break;
  case 2: fn = &h::cmpxchg<uint16_t>; break;
  case 4: fn = &h::cmpxchg<uint32_t>; break;
  case 8: fn = &h::cmpxchg<uint64_t>; break;
  case 16:
    if (isWideInt(I->ops[1]->type)) {
      fn = &h::cmpxchgWide;
      break;
    }
    [[fallthrough]];
  default: return error(I, "cmpxchg of this type is not supported by the executor");
  }
  DInst &d = emit(fn, I);
  d.dst = slots_[I];
  d.a = p;
  d.b = x;
  d.c = y;
  d.aux2 = spaceOfPtr(I->ops[0]);
  d.imm = releasesBeyondBlock(I);
  return true;
}

namespace {

/// Whether an atomic-ordered instruction's scope is wider than the block (LLVM's NVPTX scopes:
/// the default system scope, "device"; "block" and "singlethread" are not, nor is "cta").
bool beyondBlock(const Instruction *I) {
  const std::string &scope = I->syncScope;
  return scope != "block" && scope != "cta" && scope != "singlethread";
}

} // namespace

bool FunctionDecoder::releasesBeyondBlock(const Instruction *I) {
  const AtomicOrdering o = I->ordering;
  return (o == AtomicOrdering::Release || o == AtomicOrdering::AcqRel || o == AtomicOrdering::SeqCst) &&
         beyondBlock(I);
}

/// d.aux: 1 when it orders more than the block (racecheck; --memory-model relaxed drains the
/// CTA's pending stores).
bool FunctionDecoder::fence(const Instruction *I) {
  emit(&h::fence, I).aux = beyondBlock(I);
  return true;
}

} // namespace nvsim::sim
