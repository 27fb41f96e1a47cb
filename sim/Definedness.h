// initcheck's definedness (docs/checkers.md, "initcheck"), internal to sim/: like Valgrind's
// memcheck, a value read from bytes nothing wrote is not a finding by itself; it is *undefined*,
// and stays so through copies, arithmetic and memory (a store of it leaves its bytes unwritten, a
// memcpy copies their state). A finding is made where an undefined value decides something: a
// branch, switch or select condition, an address, a call target, an atomic's operand, or a value
// stored to global memory (where the host may read it).
//
// The state: per frame, per register slot, a 32-bit mask of the lanes whose value is undefined
// (Frame::undef), the site of the load it came from (Frame::origin) and the count of slots with
// any undefined lane (Frame::undefSlots). Memory keeps initcheck's written flags. The decoder gives
// every instruction of the checked code its rule (ShadowOp, DecodeShadow.cpp); the warp loop of a
// launch under initcheck (Warp.cpp) runs shadowBefore when the frame holds an undefined value (so
// a kernel that never reads unwritten memory pays one test per instruction), and shadowAfter when
// the instruction's reads found unwritten bytes or it stored an undefined value.
#pragma once

#include "sim/State.h"

#include <functional>

namespace nvsim::sim {

/// Before the instruction at `pc` of frame `f` (which holds an undefined value): its uses checked
/// (an undefined one is a finding, and then counts as defined, so one bug is reported once), its
/// result's bits computed from its operands'.
void shadowBefore(Ctx &c, Frame &f, uint32_t pc);
/// After it: the lanes whose reads found unwritten bytes (c.loadedUndef) make its result
/// undefined (or, for a memcpy, copy the bytes' state); a store of undefined values
/// (c.storedUndef) leaves its bytes unwritten.
void shadowAfter(Ctx &c, Frame &f, uint32_t pc);
/// A call: the arguments' bits into the callee's parameter slots (lanes `mask`).
void shadowCall(Frame &caller, Frame &callee, const CallInfo &ci, uint32_t mask);
/// A return: the result's bits (slots [from, from + n) of `callee`) into the caller's slots at
/// callee.returnDst.
void shadowReturn(Frame &callee, Frame &caller, uint32_t from, uint32_t n, uint32_t mask);
/// Lane `l`'s read by `d` of unwritten bytes that makes an undefined value (definesByRead):
/// remembered for shadowAfter, with `read` describing it the first time `d` makes one.
void undefinedRead(Ctx &c, const DInst &d, unsigned l, const std::function<std::string()> &read);
/// Whether a read of unwritten bytes by `d` leaves an undefined value (loads, memcpy) rather than
/// being reported at once (atomics, and what has no rule).
bool definesByRead(const Ctx &c, const DInst &d);

} // namespace nvsim::sim
