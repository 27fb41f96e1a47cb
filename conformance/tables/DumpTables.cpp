// nvsim-tables: prints the executor's tables, one row a line, for the conformance coverage test
// (conformance/gen/coverage.py --rows): what each row is named, straight from the tables the
// executor itself uses, so that no hand list can go stale.
//   opcode <TAB> keyword <TAB> Supported|Illegal        (core/ir/Opcodes.def)
//   rmw <TAB> keyword                                     (core/ir/AtomicRmwOps.def)
//   intrinsic <TAB> name <TAB> overloaded 0|1            (intrinsics/Intrinsics.def)
//   pure <TAB> name <TAB> value args <TAB> outs <TAB> bound   (the PureFunctions registry)
#include "core/ir/Instruction.h"
#include "intrinsics/Intrinsics.h"
#include "intrinsics/PureFunctions.h"

#include <cstdio>
#include <string>

int main() {
  using namespace nvsim;
  std::string out;
  for (size_t i = 0; i < ir::kOpcodeCount; ++i) {
    const auto op = static_cast<ir::Opcode>(i);
    out += "opcode\t" + std::string(ir::opcodeKeyword(op)) + "\t" +
           (ir::opcodeNvvmSupport(op) == ir::NvvmSupport::Supported ? "Supported" : "Illegal") + "\n";
  }
  for (const auto &r : ir::kRMWOps)
    out += "rmw\t" + std::string(r.keyword) + "\n";
  for (const auto &r : intr::intrinsics())
    out += "intrinsic\t" + std::string(r.name) + "\t" + (r.overloaded ? "1" : "0") + "\n";
  for (const auto &r : intr::pureFunctions())
    out += "pure\t" + std::string(r.name) + "\t" + std::to_string(r.numArgs) + "\t" +
           std::to_string(r.numOuts) + "\t" + std::string(r.bound) + "\n";
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}
