// Runs the exact case tables (LLVM, NVVM, libdevice) and checks the registry's own invariants.
#include "intrinsics/test/TestSupport.h"

#include <doctest/doctest.h>

#include <cstdio>
#include <set>

namespace nvsim::intr::test {

uint64_t call(std::string_view name, const std::vector<uint64_t> &args, uint64_t *outs) {
  const PureFunction *fn = findPure(name);
  REQUIRE_MESSAGE(fn != nullptr, "not registered: " << name);
  REQUIRE_MESSAGE(fn->numArgs == args.size(), name << " takes " << int(fn->numArgs) << " operands");
  uint64_t scratch[2] = {0, 0};
  return fn->fn(args.data(), outs ? outs : scratch);
}

namespace {

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

void runCases(const std::vector<ExactCase> &cases) {
  for (const auto &c : cases) {
    uint64_t outs[2] = {0, 0};
    const uint64_t got = call(c.name, c.args, outs);
    std::string args;
    for (uint64_t a : c.args)
      args += hex(a) + " ";
    CHECK_MESSAGE(got == c.expect,
                  c.name << "(" << args << ") = " << hex(got) << ", expected " << hex(c.expect));
    for (size_t i = 0; i < c.outs.size(); ++i)
      CHECK_MESSAGE(outs[i] == c.outs[i], c.name << "(" << args << ") out " << i << " = " << hex(outs[i])
                                                 << ", expected " << hex(c.outs[i]));
  }
}

} // namespace

TEST_CASE("LLVM intrinsics give the exact expected values") { runCases(llvmExactCases()); }
TEST_CASE("NVVM intrinsics give the exact expected values") { runCases(nvvmExactCases()); }
TEST_CASE("libdevice functions give the exact expected values") { runCases(libdeviceExactCases()); }

TEST_CASE("registry rows are unique, sorted and well formed") {
  const auto rows = pureFunctions();
  REQUIRE(!rows.empty());
  for (size_t i = 1; i < rows.size(); ++i)
    CHECK_MESSAGE(rows[i - 1].name < rows[i].name, "duplicate or unsorted: " << rows[i].name);
  for (const auto &r : rows) {
    CHECK(bool(r.fn));
    CHECK(r.numArgs <= 4);
    CHECK(r.numOuts <= 2);
    for (int i = 0; i < r.numOuts; ++i)
      CHECK_MESSAGE((r.outBytes[i] == 4 || r.outBytes[i] == 8), r.name);
    CHECK(findPure(r.name) == &r);
  }
  CHECK(findPure("llvm.sqrt.f32") != nullptr);
  CHECK(findPure("llvm.sqrt.v4f32") == nullptr);
  CHECK(findPure("llvm.nvvm.nonexistent") == nullptr);
}

} // namespace nvsim::intr::test
