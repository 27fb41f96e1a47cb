// Kernel discovery unit tests: annotations that cannot be read are ignored, never fatal.
#include "core/Kernels.h"
#include "core/parser/Parser.h"

#include <doctest/doctest.h>

using namespace nvsim;
using namespace nvsim::ir;

TEST_CASE("kernels: grid_constant entries that name no parameter are ignored") {
  // A string, zero, a number beyond 32 bits and one that is negative name no parameter; only the
  // valid 1-based number 2 marks the second parameter.
  SourceFile file("t.ll", R"(
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr byval(i32) %a, ptr byval(i32) %b) {
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1, !"grid_constant", !1}
!1 = !{!"one", i32 0, i64 99999999999, i32 -1, i32 2}
)");
  DiagEngine diags(&file);
  auto m = parseAssembly(file, diags);
  REQUIRE(m);
  std::string error;
  auto dl = moduleDataLayout(*m, &error);
  REQUIRE(dl.has_value());
  std::vector<KernelInfo> ks = findKernels(*m, *dl);
  REQUIRE(ks.size() == 1);
  REQUIRE(ks[0].params.size() == 2);
  CHECK_FALSE(ks[0].params[0].gridConstant);
  CHECK(ks[0].params[1].gridConstant);
}
