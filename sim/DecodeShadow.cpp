// The definedness rules of checked code (sim/Definedness.h): for every decoded instruction, how it
// moves the undefined bits of the registers and which of its operands it uses. Decided from the
// handler where its fields say it exactly (copies, loads, stores, selects, branches), else from
// the IR instruction: its result is undefined in a lane where any of its operands is.
#include "sim/FunctionDecoder.h"

namespace nvsim::sim {

using namespace ir;

namespace {

using Kind = ShadowOp::Kind;
using Use = ShadowOp::Use;

/// The size of a checked scalar load or store handler, or 0.
uint32_t accessSize(Handler fn, bool isLoad) {
  for (uint32_t size : {1u, 2u, 4u, 8u})
    if (fn == (isLoad ? loadHandler(size, true) : storeHandler(size, true)))
      return size;
  return 0;
}

} // namespace

void FunctionDecoder::shadowRules() {
  std::vector<ShadowOp> &ops = F.shadowOps;
  std::vector<uint32_t> &pool = F.shadowSlots;
  ops.assign(code_.size(), {});
  // The slots of an SSA value (none for constants, which are defined).
  auto valueSlots = [&](const Value *v, std::vector<uint32_t> &out) {
    if (!isa<Instruction>(v) && !isa<Argument>(v))
      return;
    auto it = slots_.find(v);
    if (it != slots_.end())
      for (uint32_t i = 0; i < slots(v->type); ++i)
        out.push_back(it->second + i);
  };
  auto list = [&](const std::vector<uint32_t> &slots, uint32_t &begin, uint32_t &count) {
    begin = uint32_t(pool.size());
    count = uint32_t(slots.size());
    pool.insert(pool.end(), slots.begin(), slots.end());
  };
  for (size_t pc = 0; pc < code_.size(); ++pc) {
    const DInst &d = code_[pc];
    ShadowOp &op = ops[pc];
    const Instruction *I = d.ir;
    if (!I || d.fn == &h::jump)
      continue;
    std::vector<uint32_t> srcs, uses;
    const Handler fn = d.fn;
    if (fn == &h::copy) {
      op.kind = Kind::Copy;
      op.dst = d.dst;
      op.dstCount = 1;
      srcs = {d.a};
    } else if (fn == &h::addImm) { // address arithmetic of an access, constant-offset GEPs
      op.kind = Kind::Compute;
      op.dst = d.dst;
      op.dstCount = 1;
      srcs = {d.a};
    } else if (const uint32_t size = accessSize(fn, true); size || fn == &h::loadVector) {
      op.kind = Kind::Load;
      op.dst = d.dst;
      op.dstCount = size ? 1 : d.c;
      op.use = Use::Address;
      uses = {d.a};
    } else if (const uint32_t stored = accessSize(fn, false); stored || fn == &h::storeVector) {
      op.kind = Kind::Store;
      op.use = Use::Address;
      uses = {d.b};
      for (uint32_t i = 0; i < (stored ? 1 : d.c); ++i)
        srcs.push_back(d.a + i);
      op.addr = d.b;
      op.size = stored ? stored : d.c * d.dst;
      op.space = d.aux;
    } else if (fn == &h::select) {
      op.kind = Kind::Select;
      op.use = Use::Select;
      op.dst = d.dst;
      op.dstCount = 1;
      srcs = {d.a, d.b, d.c};
      uses = {d.a};
    } else if (fn == &h::branch) {
      op.use = Use::Branch;
      uses = {d.a};
    } else if (fn == &h::memCopy || fn == &h::memSet) {
      op.kind = fn == &h::memCopy ? Kind::MemCopy : Kind::None;
      op.use = Use::Address;
      uses = {d.a};
      if (fn == &h::memCopy)
        uses.push_back(d.b);
    } else if (fn == &h::callFunction) { // arguments and result: the call and return handlers
      if (!static_cast<const CallInfo *>(d.ext)->callee) {
        op.use = Use::CallTarget;
        uses = {d.a};
      }
    } else if (fn == &h::returnFromFunction) {
      continue;
    } else if (I->opcode == Opcode::Switch) {
      op.use = Use::Switch;
      valueSlots(I->ops[0], uses);
    } else if (I->opcode == Opcode::AtomicRMW || I->opcode == Opcode::CmpXchg) {
      // The old value comes from memory (a read of unwritten bytes is reported there); every
      // operand is a use.
      op.kind = Kind::Compute;
      op.use = Use::Atomic;
      for (const Value *v : I->ops)
        valueSlots(v, uses);
      if (auto it = slots_.find(I); it != slots_.end()) {
        op.dst = it->second;
        op.dstCount = slots(I->type);
      }
    } else if (auto it = slots_.find(I); it != slots_.end()) {
      op.kind = Kind::Compute;
      op.dst = it->second;
      op.dstCount = slots(I->type);
      for (const Value *v : I->ops)
        valueSlots(v, srcs);
    }
    list(srcs, op.srcBegin, op.srcCount);
    list(uses, op.useBegin, op.useCount);
  }
}

} // namespace nvsim::sim
