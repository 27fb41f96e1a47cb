// Decode rules of the stateful intrinsics (intrinsics/Intrinsics.def): one case per intr::Kind,
// reading each row's argument as its kind's type (intr::arg<K>). The switch has no default, so
// a new kind in the table does not compile until it has a rule here.
#include "sim/FunctionDecoder.h"

#include "sim/WarpOps.h"
#include "sim/WideInt.h"

namespace nvsim::sim {

using namespace ir;
using intr::Kind;

namespace {

__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;

/// {iN, i1} arithmetic with overflow: d.aux the operation (intr::OverflowOp), d.aux2 the width.
uint32_t withOverflow(Ctx &c, const DInst &d, uint32_t pc) {
  const unsigned w = d.aux2;
  const uint64_t m = widthMask(w);
  forLanes(c.mask, [&](unsigned l) {
    const uint64_t a = reg(c, d.a, l), b = reg(c, d.b, l);
    const int64_t sa = signExtend(a, w), sb = signExtend(b, w);
    uint64_t r = 0;
    bool o = false;
    switch (intr::OverflowOp(d.aux)) {
    case intr::OverflowOp::SAdd: {
      Int128 x = Int128(sa) + sb;
      r = uint64_t(x) & m;
      o = x != signExtend(r, w);
      break;
    }
    case intr::OverflowOp::UAdd: {
      UInt128 x = UInt128(a) + b;
      r = uint64_t(x) & m;
      o = x != r;
      break;
    }
    case intr::OverflowOp::SSub: {
      Int128 x = Int128(sa) - sb;
      r = uint64_t(x) & m;
      o = x != signExtend(r, w);
      break;
    }
    case intr::OverflowOp::USub:
      r = (a - b) & m;
      o = b > a;
      break;
    case intr::OverflowOp::SMul: {
      Int128 x = Int128(sa) * sb;
      r = uint64_t(x) & m;
      o = x != signExtend(r, w);
      break;
    }
    case intr::OverflowOp::UMul: {
      UInt128 x = UInt128(a) * b;
      r = uint64_t(x) & m;
      o = x != r;
      break;
    }
    }
    reg(c, d.dst, l) = r;
    reg(c, d.dst + 1, l) = o;
  });
  return pc + 1;
}

template <size_t... K> constexpr std::array<Handler, sizeof...(K)> sregTable(std::index_sequence<K...>) {
  return {&h::sreg<intr::SpecialReg(K)>...};
}

} // namespace

Handler sregHandler(intr::SpecialReg r) {
  static constexpr auto table = sregTable(std::make_index_sequence<intr::kSpecialRegCount>());
  return table[size_t(r)];
}

/// A call of a stateful intrinsic: its row, the slots of its operands (UINT32_MAX for metadata,
/// and for all of them where the rule reads the IR itself) and the result's slot.
struct IntrinsicCall {
  const ir::Instruction *I;
  const ir::GlobalValue *callee;
  const intr::Intrinsic &row;
  std::vector<uint32_t> args;
  uint32_t dst;
};

bool FunctionDecoder::needOperands(const IntrinsicCall &c, size_t n) {
  if (c.args.size() < n)
    return error(c.I, "'@" + c.callee->name + "' needs " + std::to_string(n) + " operands");
  return true;
}

bool FunctionDecoder::intrinsic(const Instruction *I, const GlobalValue *callee, const intr::Intrinsic &row) {
  IntrinsicCall c{I, callee, row, {}, I->type->isVoid() ? 0 : slots_[I]};
  std::vector<uint32_t> &args = c.args;
  for (size_t i = 1; i < I->ops.size(); ++i) {
    uint32_t s = 0;
    if (I->ops[i]->valueKind() == ValueKind::MetadataValue || I->ops[i]->type->isMetadata() ||
        row.kind == Kind::NoOp || row.kind == Kind::Reflect) {
      args.push_back(UINT32_MAX);
      continue;
    }
    if (!operand(I->ops[i], s))
      return false;
    args.push_back(s);
  }
  auto need = [&](size_t n) { return this->needOperands(c, n); };
  const uint32_t dst = c.dst;
  switch (row.kind) {
  case Kind::Sreg: {
    DInst &d = emit(sregHandler(intr::arg<Kind::Sreg>(row)), I);
    d.dst = dst;
    return true;
  }
  case Kind::Barrier: {
    DInst &d = emit(&h::barrier, I);
    d.dst = I->type->isVoid() ? alloc(1) : dst;
    d.aux = uint32_t(intr::arg<Kind::Barrier>(row));
    d.a = args.empty() ? constSlot(0) : args[0];
    d.b = UINT32_MAX;
    d.c = UINT32_MAX;
    return true;
  }
  case Kind::BarrierId:
  case Kind::BarrierIdCount: {
    DInst &d = emit(&h::barrier, I);
    d.dst = alloc(1);
    d.aux = 0;
    d.a = constSlot(0);
    d.b = args.empty() ? UINT32_MAX : args[0];
    d.c = row.kind == Kind::BarrierIdCount && args.size() > 1 ? args[1] : UINT32_MAX;
    return true;
  }
  case Kind::WarpSync: {
    if (!need(1))
      return false;
    DInst &d = emit(&h::warpSync, I);
    d.a = args[0];
    return true;
  }
  case Kind::Shuffle: return shuffle(c);
  case Kind::Vote: return vote(c);
  case Kind::Match: {
    if (!need(2))
      return false;
    DInst &d = emit(&h::match, I);
    d.dst = dst;
    d.a = args[0];
    d.b = args[1];
    d.aux = uint32_t(intr::arg<Kind::Match>(row));
    d.aux2 = intr::arg<Kind::Match>(row) == intr::MatchMode::All ? 2 : 1;
    return true;
  }
  case Kind::ActiveMask: {
    DInst &d = emit(&h::activeMask, I);
    d.dst = dst;
    return true;
  }
  case Kind::Redux: {
    if (!need(2))
      return false;
    DInst &d = emit(&h::redux, I);
    d.dst = dst;
    d.b = args[0];
    d.a = args[1];
    d.aux = uint32_t(intr::arg<Kind::Redux>(row));
    d.aux2 = 1;
    return true;
  }
  case Kind::Fence:
    emit(&h::fence, I).aux = intr::arg<Kind::Fence>(row) != intr::FenceScope::Cta;
    return true;
  case Kind::AtomicRMW: return atomicIntrinsic(c);
  case Kind::AtomicCas: return casIntrinsic(c);
  case Kind::PtrCast: {
    if (!need(1))
      return false;
    DInst &d = emit(&h::castSpace, I);
    d.dst = dst;
    d.a = args[0];
    const intr::SpaceCast cast = intr::arg<Kind::PtrCast>(row);
    d.aux = uint32_t(cast.from);
    d.aux2 = uint32_t(cast.to);
    d.imm = widthMask(dl_.pointerSizeBits(I->type->addrSpace()));
    return true;
  }
  case Kind::IsSpace: {
    if (!need(1))
      return false;
    DInst &d = emit(&h::isSpace, I);
    d.dst = dst;
    d.a = args[0];
    d.aux = uint32_t(intr::arg<Kind::IsSpace>(row));
    return true;
  }
  case Kind::Ldg: return ldg(c);
  case Kind::LdParam: return ldParam(c);
  case Kind::MemCopy:
  case Kind::MemSet: {
    if (!need(3))
      return false;
    DInst &d = emit(row.kind == Kind::MemCopy ? &h::memCopy : &h::memSet, I);
    d.a = args[0];
    d.b = args[1];
    d.c = args[2];
    d.aux = spaceOfPtr(I->ops[1]);
    d.aux2 = row.kind == Kind::MemCopy ? spaceOfPtr(I->ops[2]) : 0;
    return true;
  }
  case Kind::NoOp:
    if (!I->type->isVoid() && slots_.count(I))
      copySlots(dst, constSlot(0), slots(I->type), I);
    return true;
  case Kind::PassThrough: {
    if (!need(1))
      return false;
    copySlots(dst, args[0], slots(I->type), I);
    return true;
  }
  case Kind::Trap: emit(&h::trap, I); return true;
  case Kind::Reflect: return reflect(c);
  case Kind::ObjectSize: {
    bool min = false;
    if (I->ops.size() > 2)
      if (auto *ci = dyn_cast<ConstantInt>(I->ops[2]))
        min = ci->zext() != 0;
    copySlots(dst, constSlot(min ? 0 : widthMask(I->type->intWidth())), 1, I);
    return true;
  }
  case Kind::IsConstant: copySlots(dst, constSlot(0), 1, I); return true;
  case Kind::Overflow: return overflow(c);
  }
  return error(I, "unsupported intrinsic '@" + callee->name + "'");
}

bool FunctionDecoder::shuffle(const IntrinsicCall &c) {
  const Instruction *I = c.I;
  const std::vector<uint32_t> &args = c.args;
  const uint32_t dst = c.dst;
  const intr::Intrinsic &row = c.row;
  using intr::ShflMode;
  const intr::ShflArg shfl = intr::arg<Kind::Shuffle>(row);
  const bool pred = shfl.has(intr::WarpFlag::Predicate), old = !shfl.has(intr::WarpFlag::Sync);
  if (!needOperands(c, old ? 3 : 4))
    return false;
  static constexpr Handler table[2][4] = {
      {&h::shuffle<ShflMode::Idx, false>, &h::shuffle<ShflMode::Up, false>,
       &h::shuffle<ShflMode::Down, false>, &h::shuffle<ShflMode::Bfly, false>},
      {&h::shuffle<ShflMode::Idx, true>, &h::shuffle<ShflMode::Up, true>, &h::shuffle<ShflMode::Down, true>,
       &h::shuffle<ShflMode::Bfly, true>}};
  DInst &d = emit(table[pred][size_t(shfl.mode)], I);
  d.dst = dst;
  const size_t o = old ? 0 : 1;
  d.a = old ? UINT32_MAX : args[0];
  d.b = args[o];
  d.c = args[o + 1];
  d.imm = args[o + 2];
  d.aux2 = pred ? 2 : 1;
  return true;
}

bool FunctionDecoder::vote(const IntrinsicCall &c) {
  const Instruction *I = c.I;
  const std::vector<uint32_t> &args = c.args;
  const uint32_t dst = c.dst;
  const intr::Intrinsic &row = c.row;
  using intr::VoteMode;
  const intr::VoteArg vote = intr::arg<Kind::Vote>(row);
  const bool old = !vote.has(intr::WarpFlag::Sync);
  if (!needOperands(c, old ? 1 : 2))
    return false;
  static constexpr Handler table[4] = {&h::vote<VoteMode::All>, &h::vote<VoteMode::Any>,
                                       &h::vote<VoteMode::Uni>, &h::vote<VoteMode::Ballot>};
  DInst &d = emit(table[size_t(vote.mode)], I);
  d.dst = dst;
  d.a = old ? UINT32_MAX : args[0];
  d.b = old ? args[0] : args[1];
  d.aux2 = 1;
  return true;
}

bool FunctionDecoder::atomicIntrinsic(const IntrinsicCall &c) {
  const Instruction *I = c.I;
  const std::vector<uint32_t> &args = c.args;
  const uint32_t dst = c.dst;
  const intr::Intrinsic &row = c.row;
  if (!needOperands(c, 2))
    return false;
  Handler fn = nullptr;
  switch (dl_.typeStoreSize(I->type)) {
  case 4: fn = &h::atomicRMW<uint32_t>; break;
  case 8: fn = &h::atomicRMW<uint64_t>; break;
  default: return error(I, "atomic of this width is not supported by the executor");
  }
  DInst &d = emit(fn, I);
  d.dst = dst;
  d.a = args[0];
  d.b = args[1];
  d.aux = uint32_t(intr::arg<Kind::AtomicRMW>(row));
  d.aux2 = spaceOfPtr(I->ops[1]);
  return true;
}

bool FunctionDecoder::casIntrinsic(const IntrinsicCall &c) {
  const Instruction *I = c.I;
  const std::vector<uint32_t> &args = c.args;
  const uint32_t dst = c.dst;
  if (!needOperands(c, 3))
    return false;
  Handler fn = dl_.typeStoreSize(I->type) == 8 ? &h::cmpxchg<uint64_t> : &h::cmpxchg<uint32_t>;
  // The intrinsic returns only the old value: give the success flag a scratch slot after it.
  const uint32_t tmp = alloc(2);
  DInst &d = emit(fn, I);
  d.dst = tmp;
  d.a = args[0];
  d.b = args[1];
  d.c = args[2];
  d.aux2 = spaceOfPtr(I->ops[1]);
  copySlots(dst, tmp, 1, I);
  return true;
}

bool FunctionDecoder::ldg(const IntrinsicCall &c) {
  const Instruction *I = c.I;
  const std::vector<uint32_t> &args = c.args;
  const uint32_t dst = c.dst;
  if (!needOperands(c, 1))
    return false;
  const uint64_t size = dl_.typeStoreSize(I->type);
  uint64_t align = size;
  if (args.size() > 1)
    if (auto *ci = dyn_cast<ConstantInt>(I->ops[2]))
      align = ci->zext();
  Handler fn = I->type->isVector() ? &h::loadVector : loadHandler(size, D.checked);
  if (!fn)
    return error(I, "ldg of this type is not supported by the executor");
  DInst &d = emit(fn, I);
  d.dst = dst;
  d.a = args[0];
  d.aux = spaceOfPtr(I->ops[1]);
  d.aux2 = uint32_t(align ? align : 1);
  if (I->type->isVector()) {
    d.b = uint32_t(dl_.typeStoreSize(I->type->element()));
    d.c = uint32_t(I->type->count());
  }
  return true;
}

bool FunctionDecoder::ldParam(const IntrinsicCall &c) {
  const Instruction *I = c.I;
  const std::vector<uint32_t> &args = c.args;
  const uint32_t dst = c.dst;
  // ldparam.<T>(ptr addrspace(101) p, i64 offset): the address p + offset, then a param-space
  // load of T. A constant offset is aligned as T is, or as far as the offset allows (a load
  // clang merged into a vector may sit at a field offset below the vector's own alignment); a
  // variable one (an array indexed by a thread) is not checked for alignment.
  if (!needOperands(c, 2))
    return false;
  const auto *off = dyn_cast<ConstantInt>(I->ops[2]);
  const Type *t = I->type;
  const uint64_t size = dl_.typeStoreSize(t);
  Handler fn = t->isVector() ? &h::loadVector : loadHandler(size, D.checked);
  if (!fn || isWideInt(t) || t->isAggregate() || !I->ops[2]->type->isInteger(64))
    return error(I, "ldparam needs an i64 offset and a scalar or vector type");
  const uint32_t tmp = alloc(1);
  const uint32_t bits = dl_.pointerSizeBits(spaceOfPtr(I->ops[1]));
  uint64_t align = 1;
  if (off) {
    DInst &g = emit(&h::addImm, I);
    g.dst = tmp;
    g.a = args[0];
    g.imm = off->zext();
    g.aux2 = bits;
    const uint64_t lowBit = off->zext() & (~off->zext() + 1);
    align = lowBit ? std::min<uint64_t>(lowBit, dl_.abiAlign(t)) : dl_.abiAlign(t);
  } else {
    DInst &g = emit(&h::gep1, I);
    g.dst = tmp;
    g.a = args[0];
    g.b = args[1];
    g.c = 1;
    g.aux = 64;
    g.aux2 = bits;
  }
  DInst &d = emit(fn, I);
  d.dst = dst;
  d.a = tmp;
  d.b = uint32_t(t->isVector() ? dl_.typeStoreSize(t->element()) : size);
  d.c = uint32_t(t->isVector() ? t->count() : 1);
  d.aux = spaceOfPtr(I->ops[1]);
  d.aux2 = uint32_t(align);
  return true;
}

bool FunctionDecoder::reflect(const IntrinsicCall &c) {
  const Instruction *I = c.I;
  const uint32_t dst = c.dst;
  // llvm.nvvm.reflect(ptr "name"): a constant at decode time.
  std::string name;
  const Value *v = I->ops.size() > 1 ? I->ops[1] : nullptr;
  while (v && v->valueKind() == ValueKind::ConstExpr)
    v = cast<ConstantExpr>(v)->ops[0];
  if (auto *gv = dyn_cast<GlobalValue>(v); gv && gv->initializer)
    if (auto *s = dyn_cast<ConstantString>(gv->initializer))
      name = s->bytes.substr(0, s->bytes.find('\0'));
  // libNVVM's defaults: -prec-sqrt=1 and -prec-div=1, so libdevice takes its IEEE paths.
  const uint64_t value = name == "__CUDA_ARCH"                                     ? D.cudaArch
                         : name == "__CUDA_FTZ"                                    ? D.cudaFtz
                         : name == "__CUDA_PREC_SQRT" || name == "__CUDA_PREC_DIV" ? 1
                                                                                   : 0;
  copySlots(dst, constSlot(value), 1, I);
  return true;
}

bool FunctionDecoder::overflow(const IntrinsicCall &c) {
  const Instruction *I = c.I;
  const std::vector<uint32_t> &args = c.args;
  const uint32_t dst = c.dst;
  const intr::Intrinsic &row = c.row;
  if (!needOperands(c, 2))
    return false;
  const Type *t = I->ops[1]->type;
  if (!t->isInteger())
    return error(I, "vector overflow intrinsics are not supported by the executor");
  DInst &d = emit(&withOverflow, I);
  d.dst = dst;
  d.a = args[0];
  d.b = args[1];
  d.aux = uint32_t(intr::arg<Kind::Overflow>(row));
  d.aux2 = t->intWidth();
  return true;
}

} // namespace nvsim::sim
