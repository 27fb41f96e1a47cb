// The decoded form and the execution state shared by the decoder, the handlers and the schedulers.
//
// A function is decoded once into a flat array of fixed-size DInst. Every value lives in a
// register slot; a warp frame holds `uint64_t R[slot * 32 + lane]` (slot-major, so one handler
// touches 32 consecutive words per operand). Integers narrower than 64 bits are kept
// zero-extended, floats in their low bits (see intrinsics/PureFunctions.h for the convention).
#pragma once

#include "intrinsics/Intrinsics.h"
#include "memory/Fault.h"
#include "memory/Memory.h"
#include "memory/ThreadContext.h"
#include "memory/Translate.h"

#include <array>
#include <atomic>
#include <bit>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace nvsim::ir {
class Value;
class Instruction;
class GlobalValue;
} // namespace nvsim::ir

namespace nvsim::sim {

inline constexpr unsigned kWarpSize = 32;
inline constexpr uint32_t kFullMask = 0xffffffffu;
/// A handler returns the next pc, or kYield when the scheduler must look at the warp again
/// (a call, a return, a divergent branch, a barrier, a fault, the end of a thread).
inline constexpr uint32_t kYield = UINT32_MAX;

/// Named barriers per block (PTX: bar.sync 0 to 15).
inline constexpr uint32_t kNumBarriers = 16;
/// Where a thread's local stack starts: no local variable has offset 0 in its space.
inline constexpr uint32_t kLocalStackStart = 16;

struct Ctx;
struct DInst;
using Handler = uint32_t (*)(Ctx &, const DInst &, uint32_t pc);

/// One decoded instruction (56 bytes on a 64-bit host). Field use depends on the handler: see its comment,
/// and its decode rule (FunctionDecoder::instruction in Decoder.cpp names each opcode's).
struct DInst {
  Handler fn = nullptr;
  uint32_t dst = 0;
  uint32_t a = 0, b = 0, c = 0;
  uint64_t imm = 0;
  uint32_t aux = 0, aux2 = 0;
  const void *ext = nullptr;           ///< handler-specific side data (owned by the function)
  const ir::Instruction *ir = nullptr; ///< for fault reports
};

struct DecodedFunction;

/// initcheck's definedness (sim/Definedness.h): how one instruction of the checked code moves the
/// undefined bits of the registers, and which of its operands it *uses* (an undefined value there
/// is a finding). Made by the decoder for checked code only (DecodedFunction::shadowOps).
struct ShadowOp {
  enum class Kind : uint8_t {
    None,    ///< moves no register's definedness here (jumps; calls and returns: their handlers)
    Compute, ///< the dst slots are undefined in the lanes where any source slot is
    Copy,    ///< one slot: dst takes src's bits (phi edge copies, copies of aggregates)
    Load,    ///< the dst slots are undefined where the handler read unwritten bytes (`first`: the
             ///< first instruction of its IR instruction, which clears them)
    Select,  ///< per lane, the bits of the operand the condition picks (sources: cond, true, false)
    Store,   ///< memory takes the value's definedness (sources: the value's slots)
    MemCopy, ///< memory to memory (memcpy, memmove: d.a dst, d.b src, d.c length)
  };
  /// What an instruction uses its `uses` slots as (the finding's message).
  enum class Use : uint8_t { None, Branch, Switch, Select, Address, CallTarget, Atomic };
  Kind kind = Kind::None;
  Use use = Use::None;
  bool first = false;
  uint32_t dst = 0, dstCount = 0;
  uint32_t srcBegin = 0, srcCount = 0; ///< in DecodedFunction::shadowSlots (UINT32_MAX: a constant)
  uint32_t useBegin = 0, useCount = 0;
  uint32_t addr = 0;  ///< Store: the pointer slot
  uint32_t size = 0;  ///< Store: bytes stored
  uint32_t space = 0; ///< Store: the pointer's address space
};

/// Side data of a call to a function with a body.
struct CallInfo {
  const DecodedFunction *callee = nullptr; ///< null: indirect, resolved per lane from slot `a`
  std::vector<uint32_t> argSlots;          ///< caller slots, one per callee slot of its params
  std::vector<uint32_t> argCounts;         ///< slots per IR argument (for indirect calls)
  std::vector<uint32_t> byvalSizes;        ///< per IR argument: bytes to copy for byval, else 0
  std::vector<uint32_t> byvalAligns;
  uint32_t resultSlots = 0; ///< caller's dst .. dst+resultSlots
  /// The call site's function type, interned by the decoder (DecodedFunction::signature): a
  /// callee of another type would read and write slots the frames do not have.
  uint32_t signature = 0;
  std::string signatureText; ///< the type as IR text, for the fault
};

/// A getelementptr with variable indices: base + imm + sum of sext(index) * scale, masked.
struct GepInfo {
  struct Term {
    uint32_t slot;
    uint32_t width; ///< the index's integer width (sign-extended from it)
    int64_t scale;
  };
  std::vector<Term> terms;
  uint64_t mask = ~uint64_t(0);
};

struct SwitchInfo {
  std::vector<std::pair<uint64_t, uint32_t>> cases; ///< value, target pc
  uint32_t defaultPc = 0;
};

/// A call of a pure lane function (intrinsics/PureFunctions.h).
struct PureCall {
  const void *function = nullptr; ///< const intr::PureFunction *
  uint32_t args[4] = {};
  uint32_t outPtrs[2] = {};
  uint32_t outSpaces[2] = {};
};

struct DecodedFunction {
  const ir::GlobalValue *ir = nullptr;
  std::string name;
  std::vector<DInst> code;
  uint32_t numSlots = 0;
  std::vector<uint32_t> paramSlots; ///< first slot of each parameter, in order
  std::vector<uint32_t> paramSlotCounts;
  uint32_t entry = 0; ///< pc of the entry block
  uint32_t retSlots = 0;
  uint64_t functionAddress = 0; ///< its value as a function pointer
  uint32_t signature = 0;       ///< its function type, interned (CallInfo::signature)
  std::string signatureText;
  std::vector<std::unique_ptr<CallInfo>> calls;
  std::vector<std::unique_ptr<GepInfo>> geps;
  std::vector<std::unique_ptr<SwitchInfo>> switches;
  std::vector<std::unique_ptr<PureCall>> pureCalls;
  std::vector<std::shared_ptr<const void>> owned; ///< other side data (reshapes)
  /// Functions with a block barrier: the IR block of each pc, and for each block the blocks a
  /// path from it reaches (bitsets), for synccheck's divergent barriers.
  std::vector<uint32_t> pcBlock;
  std::vector<std::vector<uint64_t>> reaches;
  bool blockReaches(uint32_t from, uint32_t to) const { return (reaches[from][to / 64] >> (to % 64)) & 1; }
  /// Checked code: the site number of pc 0 (sites number every instruction of the checked
  /// functions, for racecheck's access records).
  uint32_t siteBase = 0;
  /// Checked code under initcheck: per pc, how it moves definedness (ShadowOp), and the slot
  /// lists its entries index.
  std::vector<ShadowOp> shadowOps;
  std::vector<uint32_t> shadowSlots;
  /// Checked code: the first slot of each argument and instruction, for the debugger's `print`.
  std::unordered_map<const ir::Value *, uint32_t> valueSlots;
  /// Constant slots and their values: written into every new frame.
  std::vector<std::pair<uint32_t, uint64_t>> constantValues;
};

/// A call frame shared by the groups of lanes executing it. Lanes are disjoint between groups
/// that share a frame, so each uses its own column of the register file.
struct Frame {
  const DecodedFunction *fn = nullptr;
  Frame *caller = nullptr;
  uint32_t returnPc = 0;  ///< in the caller's code: the instruction after the call
  uint32_t returnDst = 0; ///< caller slot receiving the result
  uint32_t refs = 0;      ///< groups and callee frames referring to it
  uint32_t depth = 0;
  std::array<uint32_t, kWarpSize> stackMark{}; ///< each lane's local stack pointer at entry
  std::vector<uint64_t> regs;                  ///< numSlots * 32 (or more: a pooled frame keeps its size)
  /// The function whose constant slots `regs` holds (BlockState::newFrame fills them only when a
  /// pooled frame served another function, or was wiped).
  const DecodedFunction *constantsOf = nullptr;
  /// initcheck's definedness (sim/Definedness.h): per slot the lanes whose value is undefined
  /// (came from memory nothing wrote), the site of the load it came from, and how many slots
  /// have an undefined lane (0: nothing to propagate).
  std::vector<uint32_t> undef;
  std::vector<uint32_t> origin;
  uint32_t undefSlots = 0;
};

enum class GroupState : uint8_t { Running, AtBarrier, AtCollective, Exited };

/// Lanes of a warp that execute together: same function frame, same pc.
struct Group {
  Frame *frame = nullptr;
  uint32_t pc = 0;
  uint32_t mask = 0;
  GroupState state = GroupState::Running;
  uint32_t barrierId = 0;
  uint32_t barrierCount = 0;                          ///< expected threads for bar.sync id, count (0: all)
  intr::BarrierOp barrierOp = intr::BarrierOp::Plain; ///< plain, or the popc/and/or reduction
  uint32_t barrierDst = 0;                            ///< slot receiving the popc/and/or result
  bool forced = false;                                ///< a collective run with the lanes that could arrive
  uint64_t lastRun = 0; ///< the warp's turn count when it last ran (Warp::turns)
};

struct LaunchState;
struct BlockState;

/// One warp: its lanes, groups and per-lane local memory.
struct Warp {
  uint32_t index = 0;    ///< warp index in the block
  uint32_t liveMask = 0; ///< lanes that exist (a partial last warp has fewer)
  uint32_t exitedMask = 0;
  std::vector<Group> groups;
  std::array<uint32_t, kWarpSize> tid[3]{};
  std::array<mem::ThreadContext, kWarpSize> ctx{};
  std::array<uint32_t, kWarpSize> sp{};         ///< local stack pointer per lane (offset in its window)
  std::array<uint8_t, kWarpSize> barrierPred{}; ///< barrier0.popc/and/or predicate per lane
  uint64_t clock = 0;                           ///< instructions executed: clock/clock64 read this
  bool fenced = false;                          ///< racecheck: a fence of GPU scope or wider ran in this warp
  uint64_t turns = 0;                           ///< turns its groups have taken (Group::lastRun)
  uint64_t random = 0;                          ///< --warp-schedule random: the state of its draws
  /// --trace (sim/Tracer.h): the warp's clock in the timeline, and when its wait began.
  uint64_t traceClock = 0, traceWaitFrom = 0;
  bool done() const { return (exitedMask & liveMask) == liveMask; }
};

/// What the executing handler sees. Reloaded by the scheduler at each kYield.
struct Ctx {
  uint64_t *R = nullptr; ///< current frame's registers
  uint32_t mask = 0;
  Group *group = nullptr;
  Warp *warp = nullptr;
  BlockState *block = nullptr;
  LaunchState *launch = nullptr;
  const DecodedFunction *fn = nullptr;
  uint64_t laneInsts = 0;
  uint64_t insts = 0;     ///< backward branches taken in this visit of the warp (the quantum's counter)
  uint64_t turnInsts = 0; ///< instructions executed this turn, the current one included (clock reads)
  /// A jump to a pc below this keeps running the current group: every other group that could
  /// run or merge is in the same frame at a later pc, so the scheduler would pick this group
  /// again with the same lanes. 0 (always yield) when another group is in another frame.
  uint32_t runBelowPc = 0;
  /// Backward branches the group may still take before it yields to the warp's other ready
  /// groups (the warp schedule's fairness; counted only while another group is ready).
  uint64_t spinLeft = UINT64_MAX;
  bool spun = false;        ///< the turn ended because the group used up spinLeft
  bool quantumOver = false; ///< the warp used up its quantum: other warps and blocks run next
  /// The last memory region used per operand address space (indexed by space & 7): within one
  /// turn of a warp, successive accesses mostly hit the buffer the previous one did.
  std::array<mem::Region, 8> regions{};
  /// initcheck's definedness: the lanes of the instruction running whose read found unwritten
  /// bytes (Initcheck.cpp), for the loads, which make their values undefined instead of
  /// reporting; and whether the instruction has work after its handler (sim/Definedness.h).
  uint32_t loadedUndef = 0;
  uint32_t loadedOrigin = 0; ///< LaunchState::origins index + 1 of the read that made them
  uint32_t storedUndef = 0;

  /// Starts a visit of warp `w` by runWarp: every field as in a fresh Ctx except `regions`, which
  /// stay valid while the warp's block runs (BlockState::warpCtx keeps one Ctx per warp, and
  /// startBlock clears its regions). Zeroing the 8 regions at every visit, and translating the
  /// first access of every visit again, were 6% of reduce-256k (9 barriers: 10 visits a warp).
  /// A new field must be reset here.
  void beginVisit(Warp &w, BlockState &b, LaunchState &l) {
    R = nullptr;
    mask = 0;
    group = nullptr;
    warp = &w;
    block = &b;
    launch = &l;
    fn = nullptr;
    laneInsts = insts = turnInsts = 0;
    runBelowPc = 0;
    spinLeft = UINT64_MAX;
    spun = quantumOver = false;
    loadedUndef = loadedOrigin = storedUndef = 0;
  }
};

/// The number of lanes in `mask` (the baseline x86-64 build has no popcnt instruction: a call).
inline uint64_t laneCount(uint32_t mask) {
  return mask == kFullMask ? kWarpSize : uint64_t(std::popcount(mask));
}

/// splitmix64: the next draw of a seeded schedule whose state is `state`.
inline uint64_t nextDraw(uint64_t &state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

inline uint64_t &reg(Ctx &c, uint32_t slot, unsigned lane) { return c.R[size_t(slot) * kWarpSize + lane]; }

/// A handler whose work is a loop over the 32 lanes is built twice: for baseline x86-64 (SSE2, two
/// 64-bit slots per vector) and for AVX2 (four, and 32-bit multiplies and 64-bit compares in one
/// instruction). The dynamic loader picks one per CPU (a GNU ifunc), so a decoded instruction's
/// handler pointer is the right one without a test at run time. docs/performance.md, "AVX2".
#if defined(__x86_64__)
#define NVSIM_LANE_LOOP __attribute__((target_clones("avx2", "default")))
#else
#define NVSIM_LANE_LOOP
#endif

/// Runs `f(lane)` for every lane of `mask`; the full-mask case is a plain counted loop the
/// compiler can vectorise.
template <typename F> inline void forLanes(uint32_t mask, F &&f) {
  if (mask == kFullMask) {
    for (unsigned lane = 0; lane < kWarpSize; ++lane)
      f(lane);
  } else {
    for (uint32_t m = mask; m; m &= m - 1)
      f(unsigned(std::countr_zero(m)));
  }
}

inline uint64_t widthMask(unsigned bits) { return bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1; }
inline int64_t signExtend(uint64_t v, unsigned bits) {
  return bits >= 64 ? int64_t(v) : int64_t(v << (64 - bits)) >> (64 - bits);
}

/// Records the first fault of a launch (any lane) and stops the warp. Returns kYield.
uint32_t raiseFault(Ctx &c, const DInst &d, unsigned lane, std::string message);
/// The same for a failed memory translation.
uint32_t raiseMemFault(Ctx &c, const DInst &d, unsigned lane, mem::FaultKind kind, uint64_t addr,
                       uint32_t size, mem::Access access, int space);
/// A thread ran out of local memory (alloca, byval copy) or call depth: a fault, or under
/// memcheck a "stack-overflow" finding. Returns kYield.
uint32_t raiseStackOverflow(Ctx &c, const DInst &d, unsigned lane, std::string message);

} // namespace nvsim::sim
