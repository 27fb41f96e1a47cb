// The Legalizer's rules for memory ordering (Legalizer.h): fences, acquire/release/seq_cst loads
// and stores, and atomicrmw operations a compiler cannot take as compare-and-swap loops in PTX.
#include "conformance/backends/Legalizer.h"
#include "core/ir/IntrinsicPtx.h"

#include <optional>
#include <string>

namespace nvsim::backends {

using namespace ir;

/// An acquire, release or seq_cst `load atomic` / `store atomic` (llc-19 selects only relaxed
/// ones) as PTX's ld.acquire / st.release at the scope, seq_cst with a fence.sc before it as
/// the PTX memory model maps it; through the generic address.
void Legalizer::orderedAccess(Instruction *i) {
  const bool load = i->opcode == Opcode::Load;
  Value *value = load ? nullptr : i->ops[0];
  Value *ptr = load ? i->ops[0] : i->ops[1];
  const Type *t = load ? i->type : value->type;
  const char c = ptxConstraint(t);
  const unsigned bits = t->isPointer() ? 64 : t->scalarBits();
  if (!c || (bits != 16 && bits != 32 && bits != 64) || t->isVector())
    return;
  const std::string scope = ptxScope(i->syncScope);
  const std::string width = ".b" + std::to_string(bits);
  const bool seqCst = i->ordering == AtomicOrdering::SeqCst;
  std::string ptx = seqCst ? "fence.sc" + scope + "; " : "";
  if (load)
    ptx += (seqCst || i->ordering == AtomicOrdering::Acquire ? "ld.acquire" : "ld.relaxed") + scope + width +
           " $0, [$1];";
  else
    ptx += (seqCst ? "st.relaxed" : "st.release") + scope + width + " [$0], $1;";
  if (ptr->type->addrSpace() != 0)
    ptr = insert(i, Opcode::AddrSpaceCast, m_.types.pointerTy(0), {ptr});
  Type *voidTy = m_.types.voidTy();
  if (load) {
    replace(i, asmCall(i, m_.types.functionTy(i->type, {ptr->type}, false), ptx,
                       std::string("=") + c + ",l,~{memory}", true, {ptr}));
  } else {
    asmCall(i, m_.types.functionTy(voidTy, {ptr->type, value->type}, false), ptx,
            std::string("l,") + c + ",~{memory}", true, {ptr, value});
    erase(i);
  }
}

/// The step of `op` on a `t` operand (32- and 64-bit integers, float and double); nullopt where
/// no loop applies (the compiler then takes the operation or reports it). A new row of
/// core/ir/AtomicRmwOps.def that a compiler cannot take gets its PTX here.
std::optional<Legalizer::CasStep> Legalizer::casStep(RMWOp op, const Type *t) {
  const TypeKind k = t->kind();
  const bool isFloat = k == TypeKind::Float || k == TypeKind::Double;
  const bool isInt = t->isInteger(32) || t->isInteger(64);
  const std::string w = k == TypeKind::Float || t->isInteger(32) ? "32" : "64";
  const std::string f = "f" + w, u = ".u" + w, b = ".b" + w;
  switch (op) {
  case RMWOp::FMax:
  case RMWOp::FMin: // PTX max/min are LLVM's maxnum/minnum
    if (!isFloat)
      return std::nullopt;
    return CasStep{".reg ." + f + " %x;", "mov.b" + w + " %x, %old; " +
                                              (op == RMWOp::FMax ? "max." : "min.") + f +
                                              " %x, %x, $2; mov.b" + w + " %new, %x;"};
  case RMWOp::FMaximum:
  case RMWOp::FMinimum: {
    // max/min, then: equal operands (zeros of either sign) combine their bits, and: +0 wins the
    // maximum, or: -0 the minimum (as ieeeMinMax does for llvm.maximum); either NaN gives the
    // canonical NaN.
    if (!isFloat)
      return std::nullopt;
    const bool isMax = op == RMWOp::FMaximum;
    return CasStep{".reg ." + f + " %x; .reg .pred %q, %e; .reg " + b + " %v;",
                   "mov" + b + " %x, %old; mov" + b + " %v, $2; setp.nan." + f + " %q, %x, $2; setp.eq." + f +
                       " %e, %x, $2; " + (isMax ? "max." : "min.") + f + " %x, %x, $2; mov" + b +
                       " %new, %x; @%e " + (isMax ? "and" : "or") + b + " %new, %old, %v; @%q mov" + b +
                       " %new, " + (w == "32" ? "0x7FFFFFFF" : "0x7FFFFFFFFFFFFFFF") + ";"};
  }
  case RMWOp::UIncWrap: // old >= v ? 0 : old + 1
    if (!isInt)
      return std::nullopt;
    return CasStep{".reg .pred %q; .reg " + b + " %t;",
                   "setp.ge" + u + " %q, %old, $2; add" + u + " %t, %old, 1; selp" + b + " %new, 0, %t, %q;"};
  case RMWOp::UDecWrap: // old == 0 || old > v ? v : old - 1
    if (!isInt)
      return std::nullopt;
    return CasStep{".reg .pred %q; .reg " + b + " %t;", "setp.eq" + u + " %q, %old, 0; setp.gt.or" + u +
                                                            " %q, %old, $2, %q; sub" + u +
                                                            " %t, %old, 1; selp" + b + " %new, $2, %t, %q;"};
  case RMWOp::USubCond: // old >= v ? old - v : old
  case RMWOp::USubSat:  // old >= v ? old - v : 0
    if (!isInt)
      return std::nullopt;
    return CasStep{".reg .pred %q; .reg " + b + " %t;", "setp.ge" + u + " %q, %old, $2; sub" + u +
                                                            " %t, %old, $2; selp" + b + " %new, %t, " +
                                                            (op == RMWOp::USubCond ? "%old" : "0") + ", %q;"};
  case RMWOp::Xchg:
  case RMWOp::Add:
  case RMWOp::Sub:
  case RMWOp::And:
  case RMWOp::Nand:
  case RMWOp::Or:
  case RMWOp::Xor:
  case RMWOp::Max:
  case RMWOp::Min:
  case RMWOp::UMax:
  case RMWOp::UMin:
  case RMWOp::FAdd:
  case RMWOp::FSub: return std::nullopt; // PTX atom has them, and both compilers take them
  }
  return std::nullopt;
}

/// An atomicrmw the compiler cannot take, rewritten as a compare-and-swap loop in PTX: read,
/// compute the new value, atom.cas, again while another thread got there first. llc-19 cannot read the
/// keywords newer than LLVM 19, libNVVM what NVVM IR 2.0 cannot write (core/ir/AtomicRmwOps.def:
/// fmax/fmin on float or double, uinc_wrap and udec_wrap on i64, as libNVVM's inc/dec are 32-bit,
/// and the LLVM 20 operations).
void Legalizer::casLoop(Instruction *i) {
  Value *ptr = i->ops[0], *v = i->ops[1];
  Type *t = v->type;
  const bool compilerTakesIt = compiler_ == Compiler::Llc ? rmwInfo(i->rmwOp).since <= kLlcLlvmRelease
                                                          : nvvm7HasAtomicRMW(i->rmwOp, t);
  const std::optional<CasStep> step = compilerTakesIt ? std::nullopt : casStep(i->rmwOp, t);
  if (!step)
    return;
  const std::string w = t->kind() == TypeKind::Float || t->isInteger(32) ? "32" : "64";
  const std::string &regs = step->regs, &update = step->update;
  const std::string scope = ptxScope(i->syncScope);
  const AtomicOrdering o = i->ordering;
  const std::string sem = o == AtomicOrdering::Monotonic ? ".relaxed"
                          : o == AtomicOrdering::Acquire ? ".acquire"
                          : o == AtomicOrdering::Release ? ".release"
                                                         : ".acq_rel";
  const std::string b = ".b" + w;
  const std::string ptx = "{ .reg .pred %p; .reg " + b + " %old, %assumed, %new; " + regs +
                          (o == AtomicOrdering::SeqCst ? " fence.sc" + scope + ";" : "") + " ld.relaxed" +
                          scope + b + " %old, [$1]; Lcas${:uid}: mov" + b + " %assumed, %old; " + update +
                          " atom" + sem + scope + ".cas" + b + " %old, [$1], %assumed, %new; setp.ne" + b +
                          " %p, %old, %assumed; @%p bra Lcas${:uid}; mov" + b + " $0, %old; }";
  if (ptr->type->addrSpace() != 0)
    ptr = insert(i, Opcode::AddrSpaceCast, m_.types.pointerTy(0), {ptr});
  const std::string c(1, ptxConstraint(t));
  replace(i, asmCall(i, m_.types.functionTy(t, {ptr->type, t}, false), ptx,
                     "=" + c + ",l," + c + ",~{memory}", true, {ptr, v}));
}

/// PTX's scope qualifier for an LLVM syncscope: "" is the whole system.
std::string Legalizer::ptxScope(const std::string &s) {
  return s.empty() ? ".sys" : s == "block" ? ".cta" : s == "cluster" ? ".cluster" : ".gpu";
}

/// `fence [syncscope(S)] ORDER` as PTX's fence.sc or fence.acq_rel at S's scope.
void Legalizer::fence(Instruction *i) {
  const std::string &s = i->syncScope;
  if (s == "singlethread") { // orders nothing between threads
    erase(i);
    return;
  }
  const char *sem = i->ordering == AtomicOrdering::SeqCst ? "fence.sc" : "fence.acq_rel";
  asmCall(i, m_.types.functionTy(m_.types.voidTy(), {}, false), sem + ptxScope(s) + ";", "~{memory}", true,
          {});
  erase(i);
}

} // namespace nvsim::backends
