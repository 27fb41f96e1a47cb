// The decoder of one function (internal to sim/): its slots, code and the decode rules. The rules
// live by family in the Decode*.cpp files; FunctionDecoder::instruction (Decoder.cpp) is the one
// switch over every opcode, so a new opcode is a compile error (-Wswitch) until it has a rule.
#pragma once

#include "core/ir/Instruction.h"
#include "intrinsics/Intrinsics.h"
#include "intrinsics/PureFunctions.h"
#include "sim/ControlOps.h"
#include "sim/Decoder.h"
#include "sim/Handlers.h"

#include <fmt/format.h>

#include <map>
#include <optional>
#include <set>
#include <unordered_map>

namespace nvsim::sim {

/// The numeric format of a scalar type, for handler selection.
enum class Num : uint8_t { Int, F16, BF16, F32, F64, Ptr, Other };
Num numOf(const ir::Type *t);

/// An integer of 65 to 128 bits: two slots, the handlers of sim/WideInt.h.
inline bool isWideInt(const ir::Type *t) { return t->isInteger() && t->intWidth() > 64; }

/// The load or store of `size` bytes (null for other sizes); `checked`: the variant of checked
/// launches (sim/Checkers.h).
Handler loadHandler(uint64_t size, bool checked);
Handler storeHandler(uint64_t size, bool checked);

/// The handler of special register `r` (DecodeIntrinsics.cpp).
Handler sregHandler(intr::SpecialReg r);

struct IntrinsicCall;

/// The handlers of a binary opcode for each operand type (null where it has none): the opcode's
/// rule in FunctionDecoder::instruction names them (intRule, floatRule).
struct BinaryRule {
  Handler int32 = nullptr, intN = nullptr, wide = nullptr;
  Handler f32 = nullptr, f64 = nullptr, f16 = nullptr, bf16 = nullptr;
  /// The handler for scalar type `st` (not a wide integer: `wide` is the caller's); null when none.
  Handler of(const ir::Type *st) const;
};

/// How a cast converts each element (castInst).
enum class CastRule : uint8_t {
  Mask,          ///< trunc, ptrtoint, inttoptr: the low bits of the result's width
  ZeroExtend,    ///< zext: slots are zero-extended already
  SignExtend,    ///< sext
  FloatResize,   ///< fptrunc, fpext
  FloatToSigned, ///< fptosi (as PTX cvt.rzi)
  FloatToUnsigned,
  SignedToFloat,
  UnsignedToFloat,
  Bits,  ///< bitcast between types of one shape (else reshapeCast)
  Space, ///< addrspacecast
};

/// Decodes one function. Lives only while decoding.
class FunctionDecoder {
public:
  FunctionDecoder(Decoder &d, DecodedFunction &f, const ir::GlobalValue &fn)
      : D(d), F(f), fn_(fn), dl_(d.dl_), code_(f.code) {}

  bool run();

private:
  using Instruction = ir::Instruction;
  using Value = ir::Value;
  using Type = ir::Type;
  using BasicBlock = ir::BasicBlock;
  using GlobalValue = ir::GlobalValue;

  // --- The function's layout (Decoder.cpp). ------------------------------------------------

  struct Fixup {
    size_t inst;
    int field; ///< 0: a, 1: b, 2: c
    const BasicBlock *from;
    const BasicBlock *to;
  };
  void reversePostOrder();
  bool assignSlots();
  bool decodeBlock(const BasicBlock *b);
  bool edgeCopies(const BasicBlock *b, const std::vector<const Instruction *> &phis);
  void applyFixups();
  /// The rule of every opcode: the one switch over ir::Opcode.
  bool instruction(const Instruction *I);
  /// The located error for an opcode the executor does not run.
  bool unsupported(const Instruction *I);

  // --- Analyses before the code (DecodeAnalyses.cpp). ----------------------------------------

  void promoteAllocas();
  void findCasGuesses();
  void mapBlocks(const std::vector<uint32_t> &blockStart);
  /// Checked code: the definedness rule of every instruction (DecodeShadow.cpp).
  void shadowRules();

  // --- Arithmetic, comparisons, casts, selects (DecodeArith.cpp). ----------------------------

  bool fneg(const Instruction *I);
  bool binary(const Instruction *I, const BinaryRule &rule);
  bool contractedFma(const Instruction *I);
  bool compare(const Instruction *I);
  bool castInst(const Instruction *I, CastRule rule);
  bool select(const Instruction *I);
  bool freeze(const Instruction *I);

  // --- Vectors and aggregates (DecodeVector.cpp). --------------------------------------------

  bool extractValue(const Instruction *I);
  bool insertValue(const Instruction *I);
  bool extractElement(const Instruction *I);
  bool insertElement(const Instruction *I);
  bool shuffleVector(const Instruction *I);
  /// A bitcast that changes the shape (vector <-> scalar, element sizes, i128): through bytes.
  bool reshapeCast(const Instruction *I, uint32_t src);

  // --- Memory (DecodeMemory.cpp). ------------------------------------------------------------

  bool memoryAccess(const Instruction *I, bool isLoad);
  bool aggregateAccess(const Instruction *I, bool isLoad, uint32_t p, uint32_t v);
  bool getElementPtr(const Instruction *I);
  bool allocaInst(const Instruction *I);
  bool atomicRMW(const Instruction *I);
  bool cmpXchg(const Instruction *I);
  bool fence(const Instruction *I);
  /// A release, acq_rel or seq_cst access (a seq_cst load: the fence.sc before it) of a scope wider
  /// than the block (--memory-model relaxed: it makes the CTA's earlier stores visible to other
  /// CTAs first).
  static bool releasesBeyondBlock(const Instruction *I);

  // --- Control flow and calls (DecodeControl.cpp). -------------------------------------------

  bool br(const Instruction *I);
  bool switchInst(const Instruction *I);
  bool ret(const Instruction *I);
  bool call(const Instruction *I);
  /// A function without a body that the executor implements (vprintf, __assertfail...); nullopt
  /// when `g` is none of them.
  std::optional<bool> runtimeCall(const Instruction *I, const GlobalValue *g);
  bool calleeCall(const Instruction *I, const Value *callee, const GlobalValue *g);
  bool pure(const Instruction *I, const intr::PureFunction &f, const GlobalValue *callee);
  bool vectorPure(const Instruction *I, const intr::PureFunction &f);
  /// llvm.vector.reduce.OP: the elements folded in order, by the scalar operation's handler or
  /// pure function (`scalar`: that function's name, e.g. llvm.umin.i16). Decoder.cpp.
  bool vectorReduce(const Instruction *I, const std::string &op, const std::string &scalar);

  // --- Stateful intrinsics (DecodeIntrinsics.cpp): one rule per intr::Kind. -------------------

  bool intrinsic(const Instruction *I, const GlobalValue *callee, const intr::Intrinsic &row);
  /// The located error when `c` has fewer than `n` operands.
  bool needOperands(const IntrinsicCall &c, size_t n);
  bool shuffle(const IntrinsicCall &c);
  bool vote(const IntrinsicCall &c);
  bool atomicIntrinsic(const IntrinsicCall &c);
  bool casIntrinsic(const IntrinsicCall &c);
  bool ldg(const IntrinsicCall &c);
  bool ldParam(const IntrinsicCall &c);
  bool reflect(const IntrinsicCall &c);
  bool overflow(const IntrinsicCall &c);

  // --- Inline PTX (DecodeInlineAsm.cpp). -----------------------------------------------------

  bool inlineAsm(const Instruction *I, const ir::InlineAsm &a);
  enum class AsmForm : uint8_t { Done, Failed, Other };
  AsmForm oneInstructionAsm(const Instruction *I, const ir::InlineAsm &a);
  AsmForm specialRegisterAsm(const Instruction *I, const std::string &reg);
  AsmForm floatAsm(const Instruction *I, const std::string &op, const std::vector<std::string> &operands);

  // --- Helpers of every rule. ----------------------------------------------------------------

  /// A located error. Code linked from another file (core/Linker.h) has no locations: the
  /// message then names the function instead.
  bool error(const Value *at, std::string message) {
    const bool located = at && at->loc != kNoLoc;
    if (!located)
      message = "in @" + fn_.name + ": " + message;
    D.diags_.report(DiagId::SimUnsupported, located ? at->loc : fn_.loc, message);
    return false;
  }

  uint32_t alloc(uint32_t n) {
    const uint32_t s = uint32_t(std::min<uint64_t>(next_, UINT32_MAX));
    next_ += n; // 64 bits: checked against kMaxFunctionSlots once every slot is handed out
    return s;
  }
  uint32_t slots(const Type *t) {
    bool ok = true;
    return slotCount(t, ok);
  }
  bool registerable(const Type *t) {
    bool ok = true;
    slotCount(t, ok);
    return ok;
  }
  /// The located error for a value of a type registerable() refused: `what` of type 'T' ...
  bool unregisterable(const Value *at, const std::string &what, const Type *t) {
    std::string message = what + " of type '" + typeToString(t) + "' ";
    message += what.back() == 's' ? "are" : "is";
    message += " not supported by the executor";
    bool ok = true;
    if (slotCountUnbounded(t, ok) > kMaxValueSlots)
      message += fmt::format(": more than {} register slots (8 bytes in each of 32 lanes) for one value",
                             kMaxValueSlots);
    return error(at, message);
  }

  DInst &emit(Handler fn, const Instruction *I) {
    code_.emplace_back();
    DInst &d = code_.back();
    d.fn = fn;
    d.ir = I;
    return d;
  }

  void copySlots(uint32_t dst, uint32_t src, uint32_t n, const Instruction *I) {
    for (uint32_t i = 0; i < n; ++i) {
      DInst &d = emit(&h::copy, I);
      d.dst = dst + i;
      d.a = src + i;
    }
  }

  /// The first slot of a value (allocating and pre-filling constant slots).
  bool operand(const Value *v, uint32_t &slot);
  uint32_t constSlot(uint64_t value) {
    auto it = constCache_.find(value);
    if (it != constCache_.end())
      return it->second;
    const uint32_t s = alloc(1);
    F.constantValues.emplace_back(s, value);
    constCache_[value] = s;
    return s;
  }
  /// A pure-function call's side data, owned by the function.
  PureCall &emitPureCall(const intr::PureFunction *f, const Instruction *I, uint32_t dst) {
    auto pc = std::make_unique<PureCall>();
    pc->function = f;
    DInst &d = emit(&h::pureCall, I);
    d.dst = dst;
    d.ext = pc.get();
    F.pureCalls.push_back(std::move(pc));
    return *F.pureCalls.back();
  }

  void branchTo(size_t inst, int field, const BasicBlock *from, const BasicBlock *to) {
    fixups_.push_back({inst, field, from, to});
  }
  unsigned spaceOfPtr(const Value *p) { return p->type->isPointer() ? p->type->addrSpace() : 0; }
  uint64_t alignOf(const Instruction *I, const Type *t) { return I->align ? I->align : dl_.abiAlign(t); }

  /// Leaves of an aggregate type: slot offset, byte offset, scalar type.
  struct Leaf {
    uint32_t slot;
    uint64_t offset;
    const Type *type;
  };
  void leaves(const Type *t, uint32_t slot, uint64_t offset, std::vector<Leaf> &out);
  /// Slot offset of an aggregate member path.
  uint32_t memberSlot(const Type *t, const std::vector<unsigned> &path, const Type *&member);

  Decoder &D;
  DecodedFunction &F;
  const GlobalValue &fn_;
  const DataLayout &dl_;
  std::vector<DInst> &code_;
  uint64_t next_ = 0;
  std::unordered_map<const Value *, uint32_t> slots_;
  std::unordered_map<uint64_t, uint32_t> constCache_;
  std::unordered_map<const BasicBlock *, uint32_t> blockPc_;
  std::map<std::pair<const BasicBlock *, const BasicBlock *>, uint32_t> stubPc_;
  std::vector<Fixup> fixups_;
  std::vector<const BasicBlock *> rpo_;
  std::set<const BasicBlock *> reachable_;
  /// Allocas held in registers (see promoteAllocas): the alloca -> the first slot of its value.
  std::unordered_map<const Value *, uint32_t> promoted_;
  std::set<const Instruction *> casGuesses_; ///< checked code: loads a compare-and-swap checks
};

} // namespace nvsim::sim
