// Instructions: one class for every opcode, with the fields each opcode uses.
#pragma once

#include "core/ir/AtomicRmw.h"
#include "core/ir/Attributes.h"
#include "core/ir/Constants.h"
#include "core/ir/Metadata.h"
#include "core/ir/Value.h"

#include <string_view>
#include <vector>

namespace nvsim::ir {

class BasicBlock;

enum class Opcode : uint8_t {
#define INST(Enum, Keyword, Class, Support) Enum,
#include "core/ir/Opcodes.def"
#undef INST
  Invalid, ///< a local value referenced before its definition
};

enum class OpClass : uint8_t { Terminator, Unary, Binary, Bitwise, Vector, Aggregate, Memory, Cast, Other };
enum class NvvmSupport : uint8_t { Supported, Illegal };

std::string_view opcodeKeyword(Opcode op);
OpClass opcodeClass(Opcode op);
NvvmSupport opcodeNvvmSupport(Opcode op);
constexpr size_t kOpcodeCount = static_cast<size_t>(Opcode::Invalid);
inline bool isTerminator(Opcode op) {
  return op != Opcode::Invalid && opcodeClass(op) == OpClass::Terminator;
}
inline bool isCast(Opcode op) { return op != Opcode::Invalid && opcodeClass(op) == OpClass::Cast; }
inline bool isBinaryOp(Opcode op) {
  return op != Opcode::Invalid && (opcodeClass(op) == OpClass::Binary || opcodeClass(op) == OpClass::Bitwise);
}

/// icmp and fcmp predicates, numbered as LLVM numbers them.
enum class Predicate : uint8_t {
  FCmpFalse = 0,
  FCmpOEQ,
  FCmpOGT,
  FCmpOGE,
  FCmpOLT,
  FCmpOLE,
  FCmpONE,
  FCmpORD,
  FCmpUNO,
  FCmpUEQ,
  FCmpUGT,
  FCmpUGE,
  FCmpULT,
  FCmpULE,
  FCmpUNE,
  FCmpTrue,
  ICmpEQ = 32,
  ICmpNE,
  ICmpUGT,
  ICmpUGE,
  ICmpULT,
  ICmpULE,
  ICmpSGT,
  ICmpSGE,
  ICmpSLT,
  ICmpSLE,
};
std::string_view predicateKeyword(uint8_t p);

enum class AtomicOrdering : uint8_t { NotAtomic, Unordered, Monotonic, Acquire, Release, AcqRel, SeqCst };
std::string_view orderingKeyword(AtomicOrdering o);

/// Fast-math flags, as LLVM's bits.
enum FastMath : uint8_t {
  kFMReassoc = 1 << 0,
  kFMNoNaNs = 1 << 1,
  kFMNoInfs = 1 << 2,
  kFMNoSignedZeros = 1 << 3,
  kFMAllowReciprocal = 1 << 4,
  kFMAllowContract = 1 << 5,
  kFMApproxFunc = 1 << 6,
  kFMFast = 0x7f,
};

enum class TailKind : uint8_t { None, Tail, MustTail, NoTail };

struct OperandBundle {
  std::string tag;
  std::vector<Value *> inputs;
};

/// `#dbg_value(...)`, `#dbg_declare(...)`, `#dbg_assign(...)`, `#dbg_label(...)` records, which
/// LLVM 19 writes between instructions; kept with the instruction that follows them.
struct DebugRecord {
  std::string kind; ///< "value", "declare", "assign", "label"
  std::vector<Metadata *> args;
  uint32_t loc = UINT32_MAX;
};

/// Operand layout by opcode (ops / successors):
///   ret: [value?]                     br: [cond?] / [dest] or [true, false]
///   switch: [cond, caseval...] / [default, casedest...]
///   indirectbr: [addr] / [dests...]   resume: [value]
///   call: [callee, args...]           invoke: [callee, args...] / [normal, unwind]
///   callbr: [callee, args...] / [default, indirect...]
///   phi: [values...] / [incoming blocks...]
///   load: [ptr]  store: [value, ptr]  cmpxchg: [ptr, cmp, new]  atomicrmw: [ptr, value]
///   alloca: [count?]                  getelementptr: [ptr, indices...]
///   shufflevector: [a, b, mask]       extractvalue/insertvalue: operands, indices in `indices`
///   landingpad: clause values, clause kinds in `indices` (0 catch, 1 filter)
///   catchswitch: [parent] / [handlers...], unwind in `unwindDest`
///   catchpad/cleanuppad: [parent, args...]  catchret: [pad] / [dest]  cleanupret: [pad] / [unwind?]
class Instruction : public Value {
public:
  Instruction(Opcode op, Type *t) : Value(ValueKind::Instruction, t), opcode(op) {}
  static bool classof(const Value *v) { return v->valueKind() == ValueKind::Instruction; }

  Opcode opcode;
  BasicBlock *parent = nullptr;
  std::vector<Value *> ops;
  std::vector<BasicBlock *> successors;
  BasicBlock *unwindDest = nullptr; ///< catchswitch `unwind label`
  uint16_t flags = 0;               ///< InstFlags
  uint8_t fastMath = 0;             ///< FastMath bits
  uint8_t predicate = 0;            ///< icmp/fcmp Predicate
  AtomicOrdering ordering = AtomicOrdering::NotAtomic;
  AtomicOrdering failureOrdering = AtomicOrdering::NotAtomic;
  RMWOp rmwOp = RMWOp::Xchg;
  TailKind tail = TailKind::None;
  std::string syncScope; ///< empty = system scope
  /// alloca: allocated type; getelementptr: source element type; call/invoke/callbr: function type.
  Type *auxType = nullptr;
  uint64_t align = 0;            ///< 0 when not written
  unsigned addrSpace = 0;        ///< alloca addrspace(N)
  std::vector<unsigned> indices; ///< extractvalue/insertvalue indices; landingpad clause kinds
  unsigned callingConv = 0;
  AttrSet fnAttrs, retAttrs;
  std::vector<AttrSet> argAttrs;
  std::vector<OperandBundle> bundles;
  std::vector<MDAttachment> metadata;
  std::vector<DebugRecord> debugRecords;

  bool isTerminator() const { return ir::isTerminator(opcode); }
  /// The called value of call/invoke/callbr.
  Value *callee() const { return ops.empty() ? nullptr : ops[0]; }
  /// The callee as a function when it is one (after stripping nothing: direct calls only).
  GlobalValue *calledFunction() const;
  const Metadata *findMetadata(std::string_view kind) const;
};

} // namespace nvsim::ir
