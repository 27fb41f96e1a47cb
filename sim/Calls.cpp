// Calls and returns: the call and return handlers (a frame per call, shared by the groups that
// run it; arguments and byval copies) and the block's frame pool.
#include "memory/Translate.h"
#include "sim/Checkers.h"
#include "sim/ControlOps.h"
#include "sim/Definedness.h"

#include <fmt/format.h>

namespace nvsim::sim {

/// The call depth a thread may reach before the launch faults (recursion without end).
inline constexpr uint32_t kMaxCallDepth = 1024;

Frame *BlockState::newFrame(const DecodedFunction *fn) {
  std::unique_ptr<Frame> f;
  if (!framePool.empty()) {
    f = std::move(framePool.back());
    framePool.pop_back();
  } else {
    f = std::make_unique<Frame>();
  }
  const size_t slots = size_t(fn->numSlots) * kWarpSize;
  if (f->regs.capacity() < slots && !reserve((slots - f->regs.capacity()) * sizeof(uint64_t))) {
    framePool.push_back(std::move(f));
    return nullptr;
  }
  f->fn = fn;
  f->caller = nullptr;
  f->refs = 1;
  f->depth = 0;
  if (f->regs.size() < slots)
    f->regs.resize(slots);
  f->undef.assign(fn->numSlots, 0);
  f->origin.assign(fn->numSlots, 0);
  f->undefSlots = 0;
  if (f->constantsOf != fn) {
    for (const auto &[slot, value] : fn->constantValues)
      std::fill_n(f->regs.data() + size_t(slot) * kWarpSize, kWarpSize, value);
    f->constantsOf = fn;
  }
  return f.release();
}

namespace h {

uint32_t callFunction(Ctx &c, const DInst &d, uint32_t pc) {
  const auto &ci = *static_cast<const CallInfo *>(d.ext);
  const DecodedFunction *callee = ci.callee;
  if (!callee) {
    // Indirect: all lanes must agree, or the group splits by target.
    const unsigned first = unsigned(std::countr_zero(c.mask));
    const uint64_t target = reg(c, d.a, first);
    uint32_t same = 0;
    forLanes(c.mask, [&](unsigned l) { same |= uint32_t(reg(c, d.a, l) == target) << l; });
    if (same != c.mask) {
      // The other lanes wait at this call in a group of their own; these go on now. (Yielding
      // with both groups at the same frame and pc would merge them back.)
      Warp &w = *c.warp;
      const size_t index = size_t(c.group - w.groups.data());
      Group rest = *c.group;
      rest.mask = c.mask & ~same;
      ++rest.frame->refs;
      w.groups.push_back(rest);
      c.group = &w.groups[index];
      c.group->mask = same;
      c.mask = same;
    }
    callee = functionAt(*c.launch, target);
    if (!callee)
      return raiseFault(c, d, first,
                        fmt::format("indirect call through 0x{:016x}, which is not a function", target));
  }
  // NOTE: the slot copies below trust the call site's types, so a callee of another type (an
  // indirect call through a pointer of the wrong type, or a direct call whose site type differs
  // from the callee's, which opaque pointers allow) stops here: LLVM leaves it undefined.
  if (ci.signature ? ci.signature != callee->signature
                   : ci.argCounts != callee->paramSlotCounts || ci.resultSlots != callee->retSlots)
    return raiseFault(c, d, unsigned(std::countr_zero(c.mask)),
                      fmt::format("{} call to @{} of type '{}' through a call site of type '{}'",
                                  ci.callee ? "direct" : "indirect", callee->name, callee->signatureText,
                                  ci.signature ? ci.signatureText : std::string("unknown")));
  Frame *caller = c.group->frame;
  if (caller->depth + 1 >= kMaxCallDepth)
    return raiseStackOverflow(c, d, unsigned(std::countr_zero(c.mask)),
                              fmt::format("call stack overflow: more than {} nested calls", kMaxCallDepth));
  Frame *f = c.block->newFrame(callee);
  if (!f)
    return raiseFault(c, d, unsigned(std::countr_zero(c.mask)),
                      budgetMessage(*c.block->budget, "the registers of a call of @" + callee->name,
                                    uint64_t(callee->numSlots) * kWarpSize * sizeof(uint64_t)));
  f->caller = caller;
  ++caller->refs;
  f->depth = caller->depth + 1;
  f->returnPc = pc + 1;
  f->returnDst = d.dst;
  Warp &w = *c.warp;
  forLanes(c.mask, [&](unsigned l) { f->stackMark[l] = w.sp[l]; });
  for (size_t i = 0; i < ci.argSlots.size() && i < callee->paramSlots.size(); ++i) {
    const uint32_t n = callee->paramSlotCounts[i];
    for (uint32_t s = 0; s < n; ++s) {
      uint64_t *to = f->regs.data() + size_t(callee->paramSlots[i] + s) * kWarpSize;
      const uint64_t *from = c.R + size_t(ci.argSlots[i] + s) * kWarpSize;
      forLanes(c.mask, [&](unsigned l) { to[l] = from[l]; });
    }
    if (ci.byvalSizes[i]) { // a private copy in the caller's local memory
      const uint32_t size = ci.byvalSizes[i];
      const uint64_t align = ci.byvalAligns[i];
      uint64_t *param = f->regs.data() + size_t(callee->paramSlots[i]) * kWarpSize;
      for (uint32_t m = c.mask; m; m &= m - 1) {
        const unsigned l = unsigned(std::countr_zero(m));
        // As an alloca: checked launches leave a redzone before it (docs/checkers.md).
        const uint64_t from = uint64_t(w.sp[l]) + (c.launch->accessChecks ? kLocalRedzone : 0);
        const uint64_t at = (from + align - 1) & ~(align - 1);
        if (at + size > c.launch->stackBytes) {
          c.block->releaseFrame(f);
          return raiseStackOverflow(c, d, l, "stack overflow: byval argument does not fit in local memory");
        }
        const mem::Translation t = mem::translate(param[l], size, mem::Access::Read, w.ctx[l]);
        if (!t.ok()) {
          c.block->releaseFrame(f);
          return raiseMemFault(c, d, l, t.fault, param[l], size, mem::Access::Read, 0);
        }
        readHost(c, t, w.ctx[l].local.data + at, size);
        markLocal(c, l, w.sp[l], uint32_t(at), uint32_t(at + size), true);
        w.sp[l] = uint32_t(at + size);
        param[l] = mem::toGeneric(mem::AddrSpace::Local, at);
      }
    }
  }
  if (c.launch->definedness && caller->undefSlots)
    shadowCall(*caller, *f, ci, c.mask);
  c.block->releaseFrame(caller); // the group's reference moves to the callee frame
  c.group->frame = f;
  c.group->pc = callee->entry;
  return kYield;
}

uint32_t returnFromFunction(Ctx &c, const DInst &d, uint32_t) {
  Frame *f = c.group->frame;
  Frame *caller = f->caller;
  Warp &w = *c.warp;
  if (!caller) { // the kernel returns: these threads exit
    w.exitedMask |= c.mask;
    c.block->exitedThreads += uint32_t(std::popcount(c.mask));
    c.group->state = GroupState::Exited;
    return kYield;
  }
  if (d.a != UINT32_MAX) {
    for (uint32_t s = 0; s < d.aux; ++s) {
      uint64_t *to = caller->regs.data() + size_t(f->returnDst + s) * kWarpSize;
      const uint64_t *from = c.R + size_t(d.a + s) * kWarpSize;
      forLanes(c.mask, [&](unsigned l) { to[l] = from[l]; });
    }
    if (c.launch->definedness && (f->undefSlots || caller->undefSlots))
      shadowReturn(*f, *caller, d.a, d.aux, c.mask);
  }
  forLanes(c.mask, [&](unsigned l) { w.sp[l] = f->stackMark[l]; });
  ++caller->refs;
  c.group->frame = caller;
  c.group->pc = f->returnPc;
  c.block->releaseFrame(f);
  return kYield;
}

} // namespace h

} // namespace nvsim::sim
