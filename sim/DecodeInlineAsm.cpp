// Decode rules of inline PTX: one-instruction special-register moves and float operations with a
// rounding mode become the handlers of the intrinsics of the same name; any other asm is compiled
// by sim/InlinePtx into one handler for the call (docs/executor-design.md).
#include "sim/FunctionDecoder.h"

#include "sim/InlinePtx.h"

#include <algorithm>
#include <cctype>

namespace nvsim::sim {

using namespace ir;

/// Inline PTX: one-instruction special-register moves and floating-point arithmetic with a
/// rounding mode (what libdevice and CUDA headers write most) map onto the handlers of the
/// intrinsics; everything else is compiled by sim/InlinePtx into one handler for the call.
bool FunctionDecoder::inlineAsm(const Instruction *I, const InlineAsm &a) {
  switch (oneInstructionAsm(I, a)) {
  case AsmForm::Done: return true;
  case AsmForm::Failed: return false;
  case AsmForm::Other: break;
  }
  std::vector<ptx::CallValue> results, args;
  auto describe = [&](const Type *t, uint32_t slot, std::vector<ptx::CallValue> &out) {
    ptx::CallValue v;
    v.slot = slot;
    if (t->isInteger() && t->intWidth() <= 64)
      v.bits = t->intWidth();
    else if (t->isPointer())
      v.bits = 64;
    else if (t->kind() == TypeKind::Float)
      v.kind = ptx::ValueKind::F32;
    else if (t->kind() == TypeKind::Double)
      v.kind = ptx::ValueKind::F64;
    else
      return error(I, "inline assembly operand of type '" + typeToString(t) +
                          "' is not supported by the executor");
    out.push_back(v);
    return true;
  };
  if (!I->type->isVoid()) {
    uint32_t slot = slots_[I];
    if (I->type->isStruct()) {
      for (const Type *m : I->type->members()) {
        if (!describe(m, slot, results))
          return false;
        slot += slots(m);
      }
    } else if (!describe(I->type, slot, results)) {
      return false;
    }
  }
  for (size_t i = 1; i < I->ops.size(); ++i) {
    uint32_t slot = 0;
    if (!operand(I->ops[i], slot) || !describe(I->ops[i]->type, slot, args))
      return false;
  }
  std::string why;
  std::shared_ptr<const ptx::Program> program = ptx::compile(a.asmString, a.constraints, results, args, why);
  if (!program)
    return error(I, why);
  emit(&ptx::run, I).ext = program.get();
  F.owned.push_back(std::move(program));
  return true;
}

/// One-instruction inline PTX with a handler of its own: `mov.u32 $0, %laneid;` (special
/// registers) and `add.rn.ftz.f32 $0, $1, $2;` (NVVM float intrinsics by the same name).
FunctionDecoder::AsmForm FunctionDecoder::oneInstructionAsm(const Instruction *I, const InlineAsm &a) {
  std::string text = a.asmString;
  while (!text.empty() && (text.back() == ';' || std::isspace(uint8_t(text.back()))))
    text.pop_back();
  if (text.find_first_of(";{}\n") != std::string::npos)
    return AsmForm::Other;
  const size_t sp = text.find_first_of(" \t");
  if (sp == std::string::npos)
    return AsmForm::Other;
  const std::string op = text.substr(0, sp);
  std::vector<std::string> operands;
  {
    std::string cur;
    for (char ch : text.substr(sp)) {
      if (ch == ',') {
        operands.push_back(cur);
        cur.clear();
      } else if (!std::isspace(uint8_t(ch))) {
        cur.push_back(ch);
      }
    }
    operands.push_back(cur);
  }
  if (operands.empty() || operands[0] != "$0" || I->type->isVoid() || I->type->isStruct())
    return AsmForm::Other;
  // mov.u32 $0, %laneid
  if (op.rfind("mov.", 0) == 0 && operands.size() == 2 && operands[1].size() > 1 && operands[1][0] == '%')
    return specialRegisterAsm(I, operands[1].substr(1));
  return floatAsm(I, op, operands);
}

/// `mov.u32 $0, %reg`: the special register's handler.
FunctionDecoder::AsmForm FunctionDecoder::specialRegisterAsm(const Instruction *I, const std::string &reg) {
  std::string dotted = reg; // %lanemask_lt -> lanemask.lt
  std::replace(dotted.begin(), dotted.end(), '_', '.');
  const intr::Intrinsic *row = intr::findIntrinsic("llvm.nvvm.read.ptx.sreg." + reg);
  if (!row)
    row = intr::findIntrinsic("llvm.nvvm.read.ptx.sreg." + dotted);
  if (!row || row->kind != intr::Kind::Sreg) {
    error(I, "inline assembly reads special register %" + reg + ", which the executor does not know");
    return AsmForm::Failed;
  }
  emit(sregHandler(intr::arg<intr::Kind::Sreg>(*row)), I).dst = slots_[I];
  return AsmForm::Done;
}

FunctionDecoder::AsmForm FunctionDecoder::floatAsm(const Instruction *I, const std::string &op,
                                                   const std::vector<std::string> &operands) {
  const uint32_t dst = slots_[I];
  // add.rn.ftz.f32 $0, $1, $2 and friends -> llvm.nvvm.add.rn.ftz.f; on half and bfloat
  // min.NaN.bf16 -> llvm.nvvm.fmin.nan.bf16, fma.rn.relu.f16 -> llvm.nvvm.fma.rn.relu.f16; and
  // cvt.rz.relu.bf16.f32 -> llvm.nvvm.f2bf16.rz.relu, cvt.rna.tf32.f32 -> llvm.nvvm.f2tf32.rna.
  std::vector<std::string> parts;
  for (size_t at = 0, dot; at <= op.size(); at = dot + 1) {
    dot = op.find('.', at);
    if (dot == std::string::npos)
      dot = op.size();
    parts.push_back(op.substr(at, dot - at));
  }
  const size_t n = parts.size();
  const std::string type = parts.back();
  const bool small = type == "f16" || type == "bf16";
  if (type != "f32" && type != "f64" && !small)
    return AsmForm::Other;
  const bool sub = parts[0] == "sub" && !small;
  std::string name;
  if (parts[0] == "cvt" && n >= 3 && type == "f32" && (parts[n - 2] == "bf16" || parts[n - 2] == "tf32")) {
    name = "llvm.nvvm.f2" + parts[n - 2];
    for (size_t i = 1; i + 2 < n; ++i)
      name += "." + parts[i];
  } else {
    const bool minMax = small && (parts[0] == "min" || parts[0] == "max");
    name = fmt::format("llvm.nvvm.{}", sub ? "add" : minMax ? "f" + parts[0] : parts[0]);
    for (size_t i = 1; i + 1 < n; ++i)
      name += fmt::format(".{}", parts[i] == "NaN" ? "nan" : parts[i]);
    name += type == "f32" ? ".f" : type == "f64" ? ".d" : fmt::format(".{}", type);
  }
  const intr::PureFunction *f = intr::findPure(name);
  if (!f || operands.size() != size_t(f->numArgs) + 1 || f->numOuts ||
      I->ops.size() != size_t(f->numArgs) + 1)
    return AsmForm::Other;
  for (size_t i = 0; i < f->numArgs; ++i)
    if (operands[i + 1] != fmt::format("${}", i + 1))
      return AsmForm::Other;
  PureCall call;
  for (size_t i = 0; i < f->numArgs; ++i)
    if (!operand(I->ops[i + 1], call.args[i]))
      return AsmForm::Failed;
  if (sub) { // a - b is a + (-b), exactly, in every rounding mode
    const uint32_t neg = alloc(1);
    DInst &d = emit(&h::signFlip, I);
    d.dst = neg;
    d.a = call.args[1];
    d.imm = uint64_t(1) << (type == "f32" ? 31 : 63);
    call.args[1] = neg;
  }
  call.function = f;
  emitPureCall(f, I, dst) = call;
  return AsmForm::Done;
}

} // namespace nvsim::sim
