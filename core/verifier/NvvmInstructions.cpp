// NVVM rules for instructions, types and constants (specification chapters 4, 5, 8-10, seed 004).
#include "core/verifier/VerifierImpl.h"

namespace nvsim::verifier {

using namespace ir;

namespace {

constexpr unsigned kGeneric = 0, kGlobal = 1, kShared = 3, kConstant = 4, kTensor = 6;

/// Atomic instructions work on generic, global or shared memory only (specification 8.6.5,
/// 8.6.6; seed 004 for cmpxchg).
bool isAtomicSpace(unsigned as) { return as == kGeneric || as == kGlobal || as == kShared; }

unsigned pointerSpace(const Value *ptr) { return ptr->type->scalar()->addrSpace(); }

/// Rules of a memory access through `ptr`: no loads or stores of functions (specification
/// 10.2.1) or of texture and surface variables (12.1).
std::optional<Issue> accessIssue(Context &cx, const Value *ptr) {
  const Value *base = stripPointerCasts(ptr);
  auto *g = dyn_cast<GlobalValue>(base);
  if (!g)
    return std::nullopt;
  if (g->isFunction())
    return Issue{DiagId::NvvmFunctionPointerAccess};
  auto it = cx.texSurfVars.find(g);
  if (it != cx.texSurfVars.end())
    return Issue{DiagId::NvvmTextureAccess, g->name, it->second};
  return std::nullopt;
}

std::optional<Issue> addrSpaceCastIssue(unsigned from, unsigned to) {
  if (!isValidNvvmAddrSpace(from))
    return Issue{DiagId::NvvmAddrSpaceCastSource};
  if (!isValidNvvmAddrSpace(to))
    return Issue{DiagId::NvvmAddrSpaceCastTarget};
  if (from != kGeneric && to != kGeneric)
    return Issue{DiagId::NvvmAddrSpaceCastNonGeneric};
  return std::nullopt;
}

/// The scalar or nested type that makes `t` illegal, or null.
const Type *illegalPart(const Type *t, std::unordered_set<const Type *> &seen);

std::optional<Issue> issueOf(Context &cx, const Type *culprit) {
  if (!culprit)
    return std::nullopt;
  if (culprit->isPointer())
    return Issue{DiagId::NvvmBadAddrSpace, std::to_string(culprit->addrSpace())};
  return Issue{DiagId::NvvmIllegalType, cx.typeName(culprit)};
}

/// Types first, then what each instruction kind adds.
class InstructionRules {
public:
  InstructionRules(Context &cx, const Instruction &inst) : cx_(cx), i_(inst) {}

  bool run() {
    if (opcodeNvvmSupport(i_.opcode) == NvvmSupport::Illegal)
      return fail(DiagId::NvvmIllegalInstruction, opcodeKeyword(i_.opcode));
    if (!i_.name.empty() && isReservedName(i_.name))
      return fail(DiagId::NvvmReservedName, "%" + i_.name);
    // An addrspacecast's spaces have their own messages (seed 004), ahead of the type rule.
    if (i_.opcode == Opcode::AddrSpaceCast && !addrSpaceCast())
      return false;
    if (!checkTypes() || !checkConstants())
      return false;
    // One case per row of Opcodes.def, so that the compiler names this switch when a row is added.
    switch (i_.opcode) {
    case Opcode::Alloca: return alloca();
    case Opcode::Load: return access(i_.ops[0], false);
    case Opcode::Store: return access(i_.ops[1], true);
    case Opcode::CmpXchg: return cmpxchg();
    case Opcode::AtomicRMW: return atomicrmw();
    case Opcode::Call: return call();

    // No rule beyond the types and constants above (and the illegal opcodes, rejected first).
    case Opcode::Ret:
    case Opcode::Br:
    case Opcode::Switch:
    case Opcode::IndirectBr:
    case Opcode::Invoke:
    case Opcode::Resume:
    case Opcode::Unreachable:
    case Opcode::CleanupRet:
    case Opcode::CatchRet:
    case Opcode::CatchSwitch:
    case Opcode::CallBr:
    case Opcode::FNeg:
    case Opcode::Add:
    case Opcode::FAdd:
    case Opcode::Sub:
    case Opcode::FSub:
    case Opcode::Mul:
    case Opcode::FMul:
    case Opcode::UDiv:
    case Opcode::SDiv:
    case Opcode::FDiv:
    case Opcode::URem:
    case Opcode::SRem:
    case Opcode::FRem:
    case Opcode::Shl:
    case Opcode::LShr:
    case Opcode::AShr:
    case Opcode::And:
    case Opcode::Or:
    case Opcode::Xor:
    case Opcode::ExtractElement:
    case Opcode::InsertElement:
    case Opcode::ShuffleVector:
    case Opcode::ExtractValue:
    case Opcode::InsertValue:
    case Opcode::Fence:
    case Opcode::GetElementPtr:
    case Opcode::Trunc:
    case Opcode::ZExt:
    case Opcode::SExt:
    case Opcode::FPTrunc:
    case Opcode::FPExt:
    case Opcode::FPToUI:
    case Opcode::FPToSI:
    case Opcode::UIToFP:
    case Opcode::SIToFP:
    case Opcode::PtrToInt:
    case Opcode::IntToPtr:
    case Opcode::BitCast:
    case Opcode::AddrSpaceCast:
    case Opcode::ICmp:
    case Opcode::FCmp:
    case Opcode::Phi:
    case Opcode::Select:
    case Opcode::Freeze:
    case Opcode::VAArg:
    case Opcode::LandingPad:
    case Opcode::CatchPad:
    case Opcode::CleanupPad:
    case Opcode::Invalid: return true;
    }
    return true;
  }

private:
  template <typename... Args> bool fail(DiagId id, Args &&...args) {
    return cx_.fail(id, i_.loc, std::forward<Args>(args)...);
  }
  bool fail(const std::optional<Issue> &issue) { return !issue || report(cx_, *issue, i_.loc); }

  bool checkTypes() {
    if (i_.type && !fail(typeIssue(cx_, i_.type)))
      return false;
    if (i_.auxType && !fail(typeIssue(cx_, i_.auxType)))
      return false;
    for (const Value *v : i_.ops)
      if (!fail(typeIssue(cx_, v->type)))
        return false;
    return true;
  }

  bool checkConstants() {
    for (const Value *v : i_.ops)
      if (v->isConstant() && !isa<GlobalValue>(v) && !fail(constantIssue(cx_, v)))
        return false;
    return true;
  }

  bool alloca() {
    // Seed 004: allocas are generic; MemorySpaceOpt moves them to local (5) later.
    if (i_.addrSpace != kGeneric)
      return fail(DiagId::NvvmAllocaSpace);
    // Specification 8.6.1: the element count must be a compile-time constant.
    if (!i_.ops.empty() && !isa<ConstantInt>(i_.ops[0]))
      return fail(DiagId::NvvmDynamicAlloca);
    return true;
  }

  // NOTE: `load atomic` and `store atomic` are accepted although specification 8.6.2/8.6.3
  // (LLVM 3.2 era) rejects them, as `fence` (8.6.4) is: libNVVM and LLVM's NVPTX backend lower
  // them to ld/st.acquire/release/relaxed and fence.sc/acq_rel since sm_70, and seed 004's
  // newer verifier rules do not reject them.
  bool access(const Value *ptr, bool write) {
    unsigned as = pointerSpace(ptr);
    if (as == kTensor)
      return fail(DiagId::NvvmTensorMemory);
    if (write && as == kConstant)
      return fail(DiagId::NvvmStoreToConstant, "store");
    return fail(accessIssue(cx_, ptr));
  }

  bool addrSpaceCast() {
    return fail(addrSpaceCastIssue(pointerSpace(i_.ops[0]), i_.type->scalar()->addrSpace()));
  }

  /// Width of an atomic operand in bits (pointers from the data layout).
  uint64_t bits(const Type *t) const {
    return t->isPointer() ? cx_.layout.pointerSizeBits(t->addrSpace()) : t->scalarBits();
  }

  bool cmpxchg() {
    if (!isAtomicSpace(pointerSpace(i_.ops[0])))
      return fail(DiagId::NvvmCmpXchgSpace);
    // Specification 8.6.5: i32 and i64; seed 004 adds i128 (sm_90). Pointers count as integers
    // of their width.
    const Type *t = i_.ops[1]->type;
    uint64_t b = bits(t);
    if (!(t->isInteger() || t->isPointer()) || (b != 32 && b != 64 && b != 128))
      return fail(DiagId::NvvmCmpXchgWidth, cx_.typeName(t));
    return true;
  }

  bool atomicrmw() {
    if (i_.rmwOp == RMWOp::Nand)
      return fail(DiagId::NvvmAtomicRMWNand);
    if (!isAtomicSpace(pointerSpace(i_.ops[0])))
      return fail(DiagId::NvvmAtomicRMWSpace);
    // Specification 3.16 and 8.6.6: 32-bit and 64-bit operands only.
    const Type *t = i_.ops[1]->type;
    uint64_t b = t->isVector() ? 0 : bits(t);
    if (b != 32 && b != 64)
      return fail(DiagId::NvvmAtomicRMWWidth, cx_.typeName(t));
    return true;
  }

  bool call() {
    const Value *callee = i_.ops[0];
    if (auto *a = dyn_cast<InlineAsm>(callee))
      return !a->intelDialect || fail(DiagId::NvvmInlineAsmDialect);
    const GlobalValue *fn = i_.calledFunction();
    if (!fn || !fn->isIntrinsic())
      return true;
    const IntrinsicRule *rule = findIntrinsicRule(fn->name);
    if (rule && rule->illegal)
      return fail(DiagId::NvvmUnsupportedIntrinsic, fn->name, rule->section);
    // Specification 9.4: the constant space is read-only, so it cannot be a destination.
    // memmove's "cannot be used" is read the same way: reading constant memory is its purpose.
    if (isMemoryWriteIntrinsic(fn->name) && i_.ops.size() > 1 && pointerSpace(i_.ops[1]) == kConstant)
      return fail(DiagId::NvvmStoreToConstant, "'@" + fn->name + "'");
    return true;
  }

  Context &cx_;
  const Instruction &i_;
};

const Type *illegalPart(const Type *t, std::unordered_set<const Type *> &seen) {
  if (!t || !seen.insert(t).second)
    return nullptr;
  switch (t->kind()) {
  // Specification chapter 4. `half` is supported by modern NVVM IR (seed 004's layouts carry
  // f16:16:16) and so is `bfloat` (sm_80+); the 1.x text predates both.
  case TypeKind::FP128:
  case TypeKind::X86FP80:
  case TypeKind::PPCFP128:
  case TypeKind::X86MMX:
  case TypeKind::X86AMX:
  case TypeKind::ScalableVector: return t;
  case TypeKind::Pointer: return isValidNvvmAddrSpace(t->addrSpace()) ? nullptr : t;
  case TypeKind::Array:
  case TypeKind::FixedVector: return illegalPart(t->element(), seen);
  case TypeKind::Function:
    if (const Type *bad = illegalPart(t->returnType(), seen))
      return bad;
    [[fallthrough]];
  case TypeKind::Struct:
    for (const Type *m : t->members())
      if (const Type *bad = illegalPart(m, seen))
        return bad;
    return nullptr;
  default: return nullptr;
  }
}

} // namespace

bool isValidNvvmAddrSpace(unsigned as) {
  switch (as) {
  case 0:
  case 1:
  case 3:
  case 4:
  case 5: // specification 10.1
  case 6:
  case 7:
  case 101: // seed 004: tensor memory, shared cluster, param
    return true;
  default: return false; // 2 and the rest are reserved; 25 and 53 are cicc-internal
  }
}

bool isReservedName(std::string_view name) {
  return name.substr(0, 10) == "llvm.nvvm." || name.substr(0, 5) == "nvvm.";
}

std::optional<Issue> typeIssue(Context &cx, const Type *t) {
  if (!t)
    return std::nullopt;
  auto it = cx.typeIssues.find(t);
  if (it != cx.typeIssues.end())
    return it->second;
  std::unordered_set<const Type *> seen;
  std::optional<Issue> issue = issueOf(cx, illegalPart(t, seen));
  cx.typeIssues.emplace(t, issue);
  return issue;
}

std::optional<Issue> constantIssue(Context &cx, const Value *c) {
  auto it = cx.constantIssues.find(c);
  if (it != cx.constantIssues.end())
    return it->second;
  cx.constantIssues.emplace(c, std::nullopt); // guards against cycles through malformed input
  std::optional<Issue> issue = typeIssue(cx, c->type);
  if (!issue) {
    switch (c->valueKind()) {
    case ValueKind::BlockAddress: // specification chapter 5
      issue = Issue{DiagId::NvvmBlockAddress};
      break;
    case ValueKind::InlineAsm: // specification 6.1
      if (cast<InlineAsm>(c)->intelDialect)
        issue = Issue{DiagId::NvvmInlineAsmDialect};
      break;
    case ValueKind::ConstAggregate:
      for (const Value *e : cast<ConstantAggregate>(c)->elems)
        if (e && !isa<GlobalValue>(e) && (issue = constantIssue(cx, e)))
          break;
      break;
    case ValueKind::ConstExpr: {
      auto *ce = cast<ConstantExpr>(c);
      if (ce->opcode == Opcode::AddrSpaceCast && !ce->ops.empty() && ce->ops[0] &&
          c->type->isPtrOrPtrVector())
        issue = addrSpaceCastIssue(ce->ops[0]->type->scalar()->addrSpace(), c->type->scalar()->addrSpace());
      for (size_t j = 0; !issue && j < ce->ops.size(); ++j)
        if (ce->ops[j] && !isa<GlobalValue>(ce->ops[j]))
          issue = constantIssue(cx, ce->ops[j]);
      break;
    }
    default: break;
    }
  }
  cx.constantIssues[c] = issue;
  return issue;
}

bool report(Context &cx, const Issue &issue, uint32_t loc) {
  return cx.fail(issue.id, loc, issue.arg, issue.arg2);
}

bool checkNvvmInstruction(Context &cx, const Instruction &inst) {
  for (const Value *v : inst.ops)
    if (!v || !v->type)
      return true; // malformed operands are the structural checks' to report
  if (inst.ops.size() < 1 &&
      (inst.opcode == Opcode::Load || inst.opcode == Opcode::AddrSpaceCast || inst.opcode == Opcode::Call ||
       inst.opcode == Opcode::CmpXchg || inst.opcode == Opcode::AtomicRMW))
    return true;
  if (inst.ops.size() < 2 &&
      (inst.opcode == Opcode::Store || inst.opcode == Opcode::AtomicRMW || inst.opcode == Opcode::CmpXchg))
    return true;
  if (inst.opcode == Opcode::AddrSpaceCast && !inst.type)
    return true;
  return InstructionRules(cx, inst).run();
}

} // namespace nvsim::verifier
