// The inline-PTX intrinsic table (IntrinsicPtx.def) and the register constraints of its operands.
#include "core/ir/IntrinsicPtx.h"

#include "core/ir/Type.h"

namespace nvsim::ir {

namespace {

constexpr IntrinsicPtx kRows[] = {
#define NVSIM_INTRINSIC_PTX(Name, Ptx, SideEffect, Llc, Nvvm)                                                \
  {Name, Ptx, SideEffect, PtxBy::Llc, PtxBy::Nvvm},
#include "core/ir/IntrinsicPtx.def"
#undef NVSIM_INTRINSIC_PTX
};

// NOTE: the printer writes NVVM IR 2.0 only; llc-19's input is the LLVM 19 text.
static_assert([] {
  for (const IntrinsicPtx &r : kRows)
    if (r.llc == PtxBy::Printer)
      return false;
  return true;
}());

} // namespace

std::span<const IntrinsicPtx> intrinsicPtxTable() { return kRows; }

const IntrinsicPtx *findIntrinsicPtx(std::string_view name) {
  for (const IntrinsicPtx &r : kRows)
    if (r.name == name)
      return &r;
  return nullptr;
}

char ptxConstraint(const Type *t) {
  if (t->isPointer())
    return 'l';
  if (t->isInteger())
    return t->intWidth() == 16 ? 'h' : t->intWidth() <= 32 ? 'r' : t->intWidth() == 64 ? 'l' : 0;
  if (t->kind() == TypeKind::Half || t->kind() == TypeKind::BFloat)
    return 'h';
  if (t->kind() == TypeKind::Float)
    return 'f';
  if (t->kind() == TypeKind::Double)
    return 'd';
  return 0;
}

} // namespace nvsim::ir
