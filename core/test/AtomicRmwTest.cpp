// The atomicrmw table (core/ir/AtomicRmwOps.def), walked row by row: every operation parses, prints
// and reprints, verifies on the types its Operand column allows and is refused on the others,
// and the NVVM IR 2.0 printer writes it exactly where its Nvvm7 column says.
#include "core/ir/AtomicRmw.h"
#include "core/parser/Parser.h"
#include "core/printer/Printer.h"
#include "core/verifier/Verifier.h"

#include <doctest/doctest.h>

#include <fmt/format.h>

#include <set>

using namespace nvsim;
using namespace nvsim::ir;

namespace {

struct Parsed {
  std::unique_ptr<SourceFile> file;
  std::unique_ptr<Module> module;
};

Parsed parse(std::string text) {
  Parsed p;
  p.file = std::make_unique<SourceFile>("test.ll", std::move(text));
  DiagEngine diags(p.file.get());
  p.module = parseAssembly(*p.file, diags);
  INFO(diags.renderAll());
  REQUIRE(p.module != nullptr);
  return p;
}

/// The verifier's messages, one a line, without locations.
std::string verify(const Parsed &p) {
  DiagEngine diags(p.file.get());
  verifyModule(*p.module, diags);
  std::string out;
  for (const Diagnostic &d : diags.diagnostics())
    out += d.message + "\n";
  return out;
}

/// A kernel-free module with one atomicrmw `keyword` on a `type` operand in global memory.
std::string module(std::string_view keyword, std::string_view type) {
  return fmt::format("define {0} @f(ptr addrspace(1) %p, {0} %v) {{\n"
                     "  %r = atomicrmw {1} ptr addrspace(1) %p, {0} %v seq_cst, align 8\n"
                     "  ret {0} %r\n"
                     "}}\n",
                     type, keyword);
}

/// The 32- and 64-bit types an operand column allows, and one it does not.
std::vector<std::string_view> legalTypes(RMWOperand o) {
  switch (o) {
  case RMWOperand::Int: return {"i32", "i64"};
  case RMWOperand::Float: return {"float", "double"};
  case RMWOperand::Any: return {"i32", "i64", "float", "double", "ptr"};
  }
  return {};
}

} // namespace

TEST_CASE("atomicrmw table: keywords are unique and name their rows") {
  std::set<std::string_view> seen;
  for (size_t i = 0; i < kRMWOpCount; ++i) {
    const auto op = static_cast<RMWOp>(i);
    INFO(rmwKeyword(op));
    CHECK(seen.insert(rmwKeyword(op)).second);
    CHECK(rmwFromKeyword(rmwKeyword(op)) == op);
  }
  CHECK(rmwFromKeyword("cas") == std::nullopt);
  CHECK(rmwFromKeyword("") == std::nullopt);
}

TEST_CASE("atomicrmw table: every row parses, prints, reprints and verifies on its legal types") {
  for (size_t i = 0; i < kRMWOpCount; ++i) {
    const auto op = static_cast<RMWOp>(i);
    for (std::string_view type : legalTypes(rmwInfo(op).operand)) {
      INFO(rmwKeyword(op), " on ", type);
      const std::string text = module(rmwKeyword(op), type);
      Parsed p = parse(text);
      const Instruction &inst = *p.module->getFunction("f")->blocks[0]->insts[0];
      CHECK(inst.rmwOp == op);
      const std::string printed = printModule(*p.module);
      CHECK(printed == text);
      CHECK(printModule(*parse(printed).module) == printed);
      // NVVM IR forbids nand (specification 8.6.6); every other row is legal NVVM IR.
      CHECK(verify(p) == (op == RMWOp::Nand ? "atomicrmw nand is not supported in NVVM IR\n" : ""));
    }
  }
}

TEST_CASE("atomicrmw table: the verifier refuses each row on the operand types its column excludes") {
  for (size_t i = 0; i < kRMWOpCount; ++i) {
    const auto op = static_cast<RMWOp>(i);
    const std::string kw(rmwKeyword(op));
    INFO(kw);
    switch (rmwInfo(op).operand) {
    case RMWOperand::Int:
      CHECK(verify(parse(module(kw, "float"))) ==
            "atomicrmw " + kw + " operand must have integer type, not 'float'\n");
      CHECK(verify(parse(module(kw, "ptr"))) ==
            "atomicrmw " + kw + " operand must have integer type, not 'ptr'\n");
      break;
    case RMWOperand::Float:
      CHECK(verify(parse(module(kw, "i32"))) ==
            "atomicrmw " + kw + " operand must have floating-point type, not 'i32'\n");
      break;
    case RMWOperand::Any:
      CHECK(verify(parse(module(kw, "<2 x i32>"))) ==
            "atomicrmw " + kw +
                " operand must have integer, floating-point or pointer type, not '<2 x i32>'\n");
      break;
    }
  }
}

TEST_CASE("atomicrmw table: NVVM IR 2.0 writes a row exactly where its Nvvm7 column allows") {
  for (size_t i = 0; i < kRMWOpCount; ++i) {
    const auto op = static_cast<RMWOp>(i);
    for (std::string_view type : legalTypes(rmwInfo(op).operand)) {
      INFO(rmwKeyword(op), " on ", type);
      Parsed p = parse(module(rmwKeyword(op), type));
      const Type *t = p.module->getFunction("f")->blocks[0]->insts[0]->type;
      std::string out, error;
      const bool written = printModuleNvvm7(*p.module, out, error);
      CHECK(written == nvvm7HasAtomicRMW(op, t));
      if (!written)
        CHECK(error.ends_with(
            fmt::format(": atomicrmw {} on {} has no LLVM 7 form libNVVM reads", rmwKeyword(op), type)));
    }
  }
}

TEST_CASE("atomicrmw: LLVM 20's operations through the command's path (parse, print, verify)") {
  const std::string text =
      "define void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, float %x, double %y) {\n"
      "  %g = addrspacecast ptr addrspace(1) %p to ptr\n"
      "  %a = atomicrmw usub_sat ptr addrspace(1) %p, i32 1 seq_cst\n"
      "  %b = atomicrmw usub_cond ptr addrspace(3) %s, i64 7 syncscope(\"block\") monotonic\n"
      "  %c = atomicrmw volatile fmaximum ptr addrspace(1) %p, float %x acq_rel, align 4\n"
      "  %d = atomicrmw fminimum ptr %g, double %y syncscope(\"device\") release, align 8\n"
      "  ret void\n"
      "}\n";
  Parsed p = parse(text);
  CHECK(printModule(*p.module) == text);
  CHECK(verify(p) == "");
  const auto &insts = p.module->getFunction("k")->blocks[0]->insts;
  CHECK(insts[1]->rmwOp == RMWOp::USubSat);
  CHECK(insts[2]->rmwOp == RMWOp::USubCond);
  CHECK(insts[3]->rmwOp == RMWOp::FMaximum);
  CHECK(insts[4]->rmwOp == RMWOp::FMinimum);
  CHECK(rmwInfo(RMWOp::USubSat).since == 20);
  std::string out, error;
  CHECK_FALSE(printModuleNvvm7(*p.module, out, error));
  CHECK(error ==
        "cannot write the module as NVVM IR 2.0: @k: %a = atomicrmw usub_sat ptr addrspace(1) %p, i32 1 "
        "seq_cst: atomicrmw usub_sat on i32 has no LLVM 7 form libNVVM reads");
}
