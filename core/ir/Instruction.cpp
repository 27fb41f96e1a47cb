// Opcode, predicate and ordering tables, and instruction helpers.
#include "core/ir/Instruction.h"

#include "core/ir/Module.h"

namespace nvsim::ir {

namespace {
struct OpRow {
  std::string_view keyword;
  OpClass cls;
  NvvmSupport support;
};
constexpr OpRow kOpRows[] = {
#define INST(Enum, Keyword, Class, Support) {Keyword, OpClass::Class, NvvmSupport::Support},
#include "core/ir/Opcodes.def"
#undef INST
};
} // namespace

std::string_view opcodeKeyword(Opcode op) {
  return op == Opcode::Invalid ? "<undefined>" : kOpRows[static_cast<size_t>(op)].keyword;
}
OpClass opcodeClass(Opcode op) { return kOpRows[static_cast<size_t>(op)].cls; }
NvvmSupport opcodeNvvmSupport(Opcode op) { return kOpRows[static_cast<size_t>(op)].support; }

std::string_view predicateKeyword(uint8_t p) {
  static constexpr std::string_view kF[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                            "uno",   "ueq", "ugt", "uge", "ult", "ule", "une", "true"};
  static constexpr std::string_view kI[] = {"eq",  "ne",  "ugt", "uge", "ult",
                                            "ule", "sgt", "sge", "slt", "sle"};
  if (p < 16)
    return kF[p];
  if (p >= 32 && p < 42)
    return kI[p - 32];
  return "<bad predicate>";
}

std::string_view orderingKeyword(AtomicOrdering o) {
  switch (o) {
  case AtomicOrdering::NotAtomic: return "";
  case AtomicOrdering::Unordered: return "unordered";
  case AtomicOrdering::Monotonic: return "monotonic";
  case AtomicOrdering::Acquire: return "acquire";
  case AtomicOrdering::Release: return "release";
  case AtomicOrdering::AcqRel: return "acq_rel";
  case AtomicOrdering::SeqCst: return "seq_cst";
  }
  return "";
}

GlobalValue *Instruction::calledFunction() const {
  auto *g = dyn_cast<GlobalValue>(callee());
  return g && g->kind == GlobalKind::Function ? g : nullptr;
}

const Metadata *Instruction::findMetadata(std::string_view kind) const {
  for (const auto &a : metadata)
    if (a.kind == kind)
      return a.node;
  return nullptr;
}

} // namespace nvsim::ir
