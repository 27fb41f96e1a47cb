// The decoder: one pass per function over its blocks in reverse post-order, producing flat code.
//
// - Every SSA value gets slotCount(type) consecutive slots; constants get slots pre-filled in
//   every new frame (DecodedFunction::constantValues).
// - Vector operations are expanded to one scalar instruction per element at decode time.
// - Phis become copies on edges: a branch to a block with phis goes to a small edge stub placed
//   just before that block (copies, then a jump), so pcs stay in reverse post-order, which the
//   warp scheduler uses to reconverge.
//
// This file lays a function out (order, slots, edges, branch targets) and holds the rule of
// every opcode (FunctionDecoder::instruction); the rules themselves are in Decode*.cpp by family.
#include "sim/Decoder.h"

#include "sim/FunctionDecoder.h"
#include "sim/WideInt.h"

#include <algorithm>
#include <map>

namespace nvsim::sim {

using namespace ir;

uint64_t Decoder::functionAddress(uint32_t index) { return 0x10000 + uint64_t(index) * 16; }

Decoder::Decoder(const Module &m, const DataLayout &dl,
                 const std::unordered_map<const Value *, uint64_t> &addresses, DiagEngine &diags)
    : module_(m), dl_(dl), eval_(dl, addresses), diags_(diags) {}

Decoder::~Decoder() = default;

bool Decoder::decodeFunctionsIn(const Value *v) {
  if (auto *g = dyn_cast<GlobalValue>(v))
    return !g->isFunction() || !g->hasBody || decode(g);
  if (auto *e = dyn_cast<ConstantExpr>(v))
    return std::all_of(e->ops.begin(), e->ops.end(), [&](const Value *op) { return decodeFunctionsIn(op); });
  if (auto *a = dyn_cast<ConstantAggregate>(v))
    return std::all_of(a->elems.begin(), a->elems.end(),
                       [&](const Value *op) { return decodeFunctionsIn(op); });
  if (auto *w = dyn_cast<ConstantWrapper>(v))
    return decodeFunctionsIn(w->global);
  return true;
}

DecodedFunction *Decoder::decode(const GlobalValue *fn) {
  if (auto it = byIr_.find(fn); it != byIr_.end())
    return it->second;
  if (failed_.count(fn))
    return nullptr;
  auto f = std::make_unique<DecodedFunction>();
  f->ir = fn;
  f->name = fn->name;
  if (fn->functionType())
    f->signature = signature(fn->functionType(), f->signatureText);
  DecodedFunction *raw = f.get();
  byIr_[fn] = raw;
  functions_.push_back(std::move(f));
  FunctionDecoder fd(*this, *raw, *fn);
  if (!fd.run()) {
    byIr_.erase(fn);
    failed_[fn] = true;
    return nullptr;
  }
  return raw;
}

uint32_t Decoder::signature(const Type *fnType, std::string &text) {
  text = typeToString(fnType);
  return signatures_.try_emplace(text, uint32_t(signatures_.size() + 1)).first->second;
}

Num numOf(const Type *t) {
  switch (t->kind()) {
  case TypeKind::Integer: return Num::Int;
  case TypeKind::Half: return Num::F16;
  case TypeKind::BFloat: return Num::BF16;
  case TypeKind::Float: return Num::F32;
  case TypeKind::Double: return Num::F64;
  case TypeKind::Pointer: return Num::Ptr;
  default: return Num::Other;
  }
}

// --- The layout of a function. ----------------------------------------------------------------

bool FunctionDecoder::run() {
  if (fn_.blocks.empty())
    return error(&fn_, "function has no body");
  reversePostOrder();
  if (!assignSlots())
    return false;
  if (!D.checked) // checked code keeps every alloca in local memory, where the checkers see it
    promoteAllocas();
  else
    findCasGuesses();
  F.retSlots = slots(fn_.functionType()->returnType());

  // Code, block by block; edge stubs for the phis of a block go just before it.
  std::vector<uint32_t> blockStart;
  for (const BasicBlock *b : rpo_) {
    blockStart.push_back(uint32_t(code_.size()));
    if (!decodeBlock(b))
      return false;
  }
  F.entry = blockPc_[rpo_[0]];
  mapBlocks(blockStart);
  applyFixups();
  if (D.checked) {
    shadowRules();
    F.valueSlots.insert(slots_.begin(), slots_.end());
  }
  if (next_ > kMaxFunctionSlots)
    return error(nullptr, fmt::format("the function needs {} register slots; the executor allows {} in one",
                                      next_, kMaxFunctionSlots));
  F.numSlots = uint32_t(next_);
  return true;
}

/// Reverse post-order of the blocks reachable from the entry (rpo_, reachable_).
void FunctionDecoder::reversePostOrder() {
  std::vector<const BasicBlock *> post;
  std::vector<std::pair<const BasicBlock *, size_t>> stack{{fn_.blocks[0], 0}};
  reachable_.insert(fn_.blocks[0]);
  while (!stack.empty()) {
    auto &[b, i] = stack.back();
    const Instruction *t = b->terminator();
    if (t && i < t->successors.size()) {
      const BasicBlock *s = t->successors[i++];
      if (reachable_.insert(s).second)
        stack.push_back({s, 0});
    } else {
      post.push_back(b);
      stack.pop_back();
    }
  }
  rpo_.assign(post.rbegin(), post.rend());
}

/// Slots: parameters first, then every value-producing instruction.
bool FunctionDecoder::assignSlots() {
  for (const Argument *a : fn_.args) {
    if (!registerable(a->type))
      return unregisterable(a, "parameter", a->type);
    const uint32_t n = slots(a->type);
    F.paramSlots.push_back(alloc(n));
    F.paramSlotCounts.push_back(n);
    slots_[a] = F.paramSlots.back();
  }
  for (const BasicBlock *b : rpo_)
    for (const Instruction *I : b->insts) {
      if (I->type->isVoid() || I->type->isToken() || I->type->isMetadata())
        continue;
      if (!registerable(I->type))
        return unregisterable(I, "values", I->type);
      slots_[I] = alloc(slots(I->type));
    }
  return true;
}

bool FunctionDecoder::decodeBlock(const BasicBlock *b) {
  std::vector<const Instruction *> phis;
  for (const Instruction *I : b->insts)
    if (I->opcode == Opcode::Phi)
      phis.push_back(I);
  if (!phis.empty() && !edgeCopies(b, phis))
    return false;
  blockPc_[b] = uint32_t(code_.size());
  for (const Instruction *I : b->insts)
    if (!instruction(I))
      return false;
  return true;
}

/// The edge stubs of block `b`'s phis, one per reachable predecessor: the phis' values on that
/// edge copied in parallel, then a jump to `b`.
bool FunctionDecoder::edgeCopies(const BasicBlock *b, const std::vector<const Instruction *> &phis) {
  std::set<const BasicBlock *> preds;
  for (const Instruction *p : phis)
    for (const BasicBlock *from : p->successors)
      if (reachable_.count(from))
        preds.insert(from);
  for (const BasicBlock *from : preds) {
    stubPc_[{from, b}] = uint32_t(code_.size());
    // Parallel copy: through temporaries when a source is itself a phi of this block.
    std::vector<std::tuple<uint32_t, uint32_t, uint32_t>> moves; // dst, src, count
    bool conflict = false;
    for (const Instruction *p : phis) {
      const Value *in = nullptr;
      for (size_t k = 0; k < p->successors.size(); ++k)
        if (p->successors[k] == from)
          in = p->ops[k];
      if (!in)
        return error(p, "phi has no value for a predecessor");
      if (auto *pi = dyn_cast<Instruction>(in); pi && pi->opcode == Opcode::Phi && pi->parent == b)
        conflict = true;
      uint32_t src = 0;
      if (!operand(in, src))
        return false;
      moves.emplace_back(slots_[p], src, slots(p->type));
    }
    if (conflict) {
      std::vector<uint32_t> temps;
      for (auto &[dst, src, n] : moves) {
        temps.push_back(alloc(n));
        copySlots(temps.back(), src, n, phis[0]);
      }
      for (size_t k = 0; k < moves.size(); ++k)
        copySlots(std::get<0>(moves[k]), temps[k], std::get<2>(moves[k]), phis[0]);
    } else {
      for (auto &[dst, src, n] : moves)
        copySlots(dst, src, n, phis[0]);
    }
    emit(&h::jump, phis[0]);
    branchTo(code_.size() - 1, 0, nullptr, b);
  }
  return true;
}

/// Branch targets, once every block is placed: the edge stub of the edge when there is one.
void FunctionDecoder::applyFixups() {
  for (const Fixup &f : fixups_) {
    uint32_t pc = blockPc_.at(f.to);
    if (f.from) {
      auto it = stubPc_.find({f.from, f.to});
      if (it != stubPc_.end())
        pc = it->second;
    }
    DInst &d = code_[f.inst];
    (f.field == 0 ? d.a : f.field == 1 ? d.b : d.c) = pc;
  }
}

bool FunctionDecoder::operand(const Value *v, uint32_t &slot) {
  auto it = slots_.find(v);
  if (it != slots_.end()) {
    slot = it->second;
    return true;
  }
  if (!v->isConstant())
    return error(v, "value used before it is defined");
  if (!registerable(v->type))
    return unregisterable(v, "constant", v->type);
  // Functions used as values must be decoded so that an indirect call can find them.
  if (!D.decodeFunctionsIn(v))
    return false;
  std::vector<uint64_t> values;
  std::string why;
  if (!D.eval_.leaves(v, values, why))
    return error(v, why);
  if (values.size() == 1) {
    slot = constSlot(values[0]);
  } else {
    slot = alloc(uint32_t(values.size()));
    for (size_t i = 0; i < values.size(); ++i)
      F.constantValues.emplace_back(slot + uint32_t(i), values[i]);
  }
  slots_[v] = slot;
  return true;
}

void FunctionDecoder::leaves(const Type *t, uint32_t slot, uint64_t offset, std::vector<Leaf> &out) {
  if (t->isStruct()) {
    const StructLayout sl = dl_.structLayout(t);
    for (size_t i = 0; i < t->members().size(); ++i) {
      leaves(t->members()[i], slot, offset + sl.fieldOffsets[i], out);
      slot += slots(t->members()[i]);
    }
  } else if (t->isArray()) {
    const uint64_t stride = dl_.typeAllocSize(t->element());
    const uint32_t n = slots(t->element());
    for (uint64_t i = 0; i < t->count(); ++i)
      leaves(t->element(), slot + uint32_t(i) * n, offset + i * stride, out);
  } else if (t->isVector()) {
    const uint64_t stride = dl_.typeStoreSize(t->element());
    for (uint64_t i = 0; i < t->count(); ++i)
      out.push_back({slot + uint32_t(i), offset + i * stride, t->element()});
  } else {
    out.push_back({slot, offset, t});
  }
}

uint32_t FunctionDecoder::memberSlot(const Type *t, const std::vector<unsigned> &path, const Type *&member) {
  uint32_t s = 0;
  for (unsigned idx : path) {
    if (t->isStruct()) {
      for (unsigned i = 0; i < idx; ++i)
        s += slots(t->members()[i]);
      t = t->members()[idx];
    } else {
      t = t->element();
      s += idx * slots(t);
    }
  }
  member = t;
  return s;
}

// --- The rule of every opcode. ------------------------------------------------------------------

namespace {

template <typename Op, h::WideOp W> constexpr BinaryRule intRule() {
  return {&h::int32Binary<Op>, &h::intBinary<Op>, &h::wideBinary<W>};
}
template <typename Op> constexpr BinaryRule floatRule() {
  return {nullptr,
          nullptr,
          nullptr,
          &h::floatBinary<h::F32, Op>,
          &h::floatBinary<h::F64, Op>,
          &h::floatBinary<h::F16, Op>,
          &h::floatBinary<h::BF16, Op>};
}

} // namespace

bool FunctionDecoder::vectorReduce(const Instruction *I, const std::string &op, const std::string &suffix) {
  // The operand is the last argument; fadd and fmul take a start value first and fold in order
  // (LLVM's semantics without `reassoc`; with it any order is allowed, so this one is too).
  using W = h::WideOp;
  const bool ordered = op == "fadd" || op == "fmul";
  if (I->ops.size() != (ordered ? 3u : 2u))
    return error(I, "'@" + cast<GlobalValue>(I->callee())->name + "' has the wrong number of operands");
  const Type *vt = I->ops.back()->type, *et = vt->element();
  BinaryRule rule;
  if (op == "add")
    rule = intRule<h::Add, W::Add>();
  else if (op == "mul")
    rule = intRule<h::Mul, W::Mul>();
  else if (op == "and")
    rule = intRule<h::And, W::And>();
  else if (op == "or")
    rule = intRule<h::Or, W::Or>();
  else if (op == "xor")
    rule = intRule<h::Xor, W::Xor>();
  else if (op == "fadd")
    rule = floatRule<h::FAdd>();
  else if (op == "fmul")
    rule = floatRule<h::FMul>();
  // min and max: the scalar intrinsic's pure function.
  static const std::map<std::string, std::string, std::less<>> kScalar = {
      {"smax", "smax"},   {"smin", "smin"},   {"umax", "umax"},        {"umin", "umin"},
      {"fmax", "maxnum"}, {"fmin", "minnum"}, {"fmaximum", "maximum"}, {"fminimum", "minimum"}};
  const auto scalarName = kScalar.find(op);
  const intr::PureFunction *pure =
      scalarName == kScalar.end() ? nullptr : intr::findPure("llvm." + scalarName->second + "." + suffix);
  const Handler fn = isWideInt(et) ? nullptr : rule.of(et);
  if (!fn && !pure)
    return error(I, fmt::format("'llvm.vector.reduce.{}' on '{}' is not supported by the executor", op,
                                typeToString(vt)));
  uint32_t start = 0, v = 0;
  if ((ordered && !operand(I->ops[1], start)) || !operand(I->ops.back(), v))
    return false;
  const uint32_t n = vt->count(), dst = slots_[I];
  uint32_t acc = ordered ? start : v;
  if (n == 0 || (!ordered && n == 1)) {
    copySlots(dst, acc, 1, I);
    return true;
  }
  for (uint32_t e = ordered ? 0 : 1; e < n; ++e) {
    const uint32_t out = e + 1 == n ? dst : alloc(1);
    if (fn) {
      DInst &d = emit(fn, I);
      d.dst = out;
      d.a = acc;
      d.b = v + e;
      if (et->isInteger()) {
        d.aux = et->intWidth();
        d.imm = widthMask(et->intWidth());
      }
    } else {
      PureCall &pc = emitPureCall(pure, I, out);
      pc.args[0] = acc;
      pc.args[1] = v + e;
    }
    acc = out;
  }
  return true;
}

/// NOTE: no `default:` here, so that -Wswitch names this place when core/ir/Opcodes.def grows.
bool FunctionDecoder::instruction(const Instruction *I) {
  using W = h::WideOp;
  switch (I->opcode) {
  // Terminators (DecodeControl.cpp).
  case Opcode::Ret: return ret(I);
  case Opcode::Br: return br(I);
  case Opcode::Switch: return switchInst(I);
  case Opcode::Unreachable: emit(&h::unreachable, I); return true;
  // Arithmetic (DecodeArith.cpp): integer division is PTX's (h::IrUDiv), shifts are clamped.
  case Opcode::FNeg: return fneg(I);
  case Opcode::Add: return binary(I, intRule<h::Add, W::Add>());
  case Opcode::Sub: return binary(I, intRule<h::Sub, W::Sub>());
  case Opcode::Mul: return binary(I, intRule<h::Mul, W::Mul>());
  case Opcode::UDiv: return binary(I, intRule<h::IrUDiv, W::UDiv>());
  case Opcode::SDiv: return binary(I, intRule<h::IrSDiv, W::SDiv>());
  case Opcode::URem: return binary(I, intRule<h::URem, W::URem>());
  case Opcode::SRem: return binary(I, intRule<h::SRem, W::SRem>());
  case Opcode::Shl: return binary(I, intRule<h::Shl, W::Shl>());
  case Opcode::LShr: return binary(I, intRule<h::LShr, W::LShr>());
  case Opcode::AShr: return binary(I, intRule<h::AShr, W::AShr>());
  case Opcode::And: return binary(I, intRule<h::And, W::And>());
  case Opcode::Or: return binary(I, intRule<h::Or, W::Or>());
  case Opcode::Xor: return binary(I, intRule<h::Xor, W::Xor>());
  case Opcode::FAdd: return binary(I, floatRule<h::FAdd>());
  case Opcode::FSub: return binary(I, floatRule<h::FSub>());
  case Opcode::FMul: return binary(I, floatRule<h::FMul>());
  case Opcode::FDiv: return binary(I, floatRule<h::FDiv>());
  case Opcode::FRem: return binary(I, floatRule<h::FRem>());
  case Opcode::ICmp:
  case Opcode::FCmp: return compare(I);
  case Opcode::Select: return select(I);
  case Opcode::Freeze: return freeze(I);
  // Casts (DecodeArith.cpp).
  case Opcode::Trunc:
  case Opcode::PtrToInt:
  case Opcode::IntToPtr: return castInst(I, CastRule::Mask);
  case Opcode::ZExt: return castInst(I, CastRule::ZeroExtend);
  case Opcode::SExt: return castInst(I, CastRule::SignExtend);
  case Opcode::FPTrunc:
  case Opcode::FPExt: return castInst(I, CastRule::FloatResize);
  case Opcode::FPToSI: return castInst(I, CastRule::FloatToSigned);
  case Opcode::FPToUI: return castInst(I, CastRule::FloatToUnsigned);
  case Opcode::SIToFP: return castInst(I, CastRule::SignedToFloat);
  case Opcode::UIToFP: return castInst(I, CastRule::UnsignedToFloat);
  case Opcode::BitCast: return castInst(I, CastRule::Bits);
  case Opcode::AddrSpaceCast: return castInst(I, CastRule::Space);
  // Vectors and aggregates (DecodeVector.cpp).
  case Opcode::ExtractElement: return extractElement(I);
  case Opcode::InsertElement: return insertElement(I);
  case Opcode::ShuffleVector: return shuffleVector(I);
  case Opcode::ExtractValue: return extractValue(I);
  case Opcode::InsertValue: return insertValue(I);
  // Memory (DecodeMemory.cpp).
  case Opcode::Alloca: return allocaInst(I);
  case Opcode::Load: return memoryAccess(I, true);
  case Opcode::Store: return memoryAccess(I, false);
  case Opcode::GetElementPtr: return getElementPtr(I);
  case Opcode::AtomicRMW: return atomicRMW(I);
  case Opcode::CmpXchg: return cmpXchg(I);
  case Opcode::Fence: return fence(I);
  // Calls, intrinsics and inline PTX (DecodeControl.cpp, DecodeIntrinsics.cpp, DecodeInlineAsm.cpp).
  case Opcode::Call: return call(I);
  case Opcode::Phi:
    return true; // copies on the edges into its block (edgeCopies)
  // What NVVM IR does not allow (core/ir/Opcodes.def: Illegal).
  case Opcode::IndirectBr:
  case Opcode::Invoke:
  case Opcode::Resume:
  case Opcode::CleanupRet:
  case Opcode::CatchRet:
  case Opcode::CatchSwitch:
  case Opcode::CallBr:
  case Opcode::VAArg:
  case Opcode::LandingPad:
  case Opcode::CatchPad:
  case Opcode::CleanupPad:
  case Opcode::Invalid: return unsupported(I);
  }
  return unsupported(I);
}

bool FunctionDecoder::unsupported(const Instruction *I) {
  return error(I, std::string(I->isTerminator() ? "terminator '" : "instruction '") +
                      std::string(opcodeKeyword(I->opcode)) + "' is not supported by the executor");
}

} // namespace nvsim::sim
