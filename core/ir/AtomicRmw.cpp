// The atomicrmw table's NVVM IR 2.0 column, checked against the operand type.
#include "core/ir/AtomicRmw.h"

#include "core/ir/Type.h"

namespace nvsim::ir {

bool nvvm7HasAtomicRMW(RMWOp op, const Type *t) {
  switch (rmwInfo(op).nvvm7) {
  case RMWNvvm7::Keyword:
    return t->isInteger() || (op == RMWOp::Xchg && (t->isFloatingPoint() || t->isPointer()));
  case RMWNvvm7::LoadAdd: return t->kind() == TypeKind::Float || t->kind() == TypeKind::Double;
  case RMWNvvm7::IncDec32: return t->isInteger(32);
  case RMWNvvm7::None: return false;
  }
  return false;
}

} // namespace nvsim::ir
