// Public entry points for printing instructions, values and metadata.
#include "core/printer/Printer.h"

#include "core/printer/AsmWriter.h"

namespace nvsim {

AsmPrinter::AsmPrinter(const ir::Module &m) : writer_(std::make_unique<printer::AsmWriter>(&m)) {}
AsmPrinter::~AsmPrinter() = default;

std::string AsmPrinter::instruction(const ir::Instruction &inst) {
  // Operands that the module prints as `%.cxN` instructions print the same way here.
  const ir::GlobalValue *fn = inst.parent ? inst.parent->parent : nullptr;
  if (fn && writer_->plannedFunction() != fn)
    writer_->planMaterialization(*fn);
  std::string out;
  writer_->enterUse(&inst);
  writer_->writeInstruction(out, inst, false);
  writer_->leaveUse();
  return out;
}

std::string AsmPrinter::valueRef(const ir::Value &v) {
  std::string out;
  writer_->writeValue(out, &v);
  return out;
}

std::string AsmPrinter::typeAndValue(const ir::Value &v) {
  std::string out;
  writer_->writeTypeAndValue(out, &v);
  return out;
}

std::string AsmPrinter::metadata(const ir::Metadata &md) {
  std::string out;
  writer_->writeMetadata(out, &md);
  return out;
}

std::string printInstruction(const ir::Instruction &inst) {
  printer::AsmWriter w(nullptr);
  std::string out;
  w.writeInstruction(out, inst, false);
  return out;
}

std::string printValueRef(const ir::Value &v) {
  printer::AsmWriter w(nullptr);
  std::string out;
  w.writeValue(out, &v);
  return out;
}

std::string printTypeAndValue(const ir::Value &v) {
  printer::AsmWriter w(nullptr);
  std::string out;
  w.writeTypeAndValue(out, &v);
  return out;
}

} // namespace nvsim
