// The backends' own logic, without the compilers: target names, which libdevice functions a
// module needs.
#include "conformance/backends/Ptx.h"
#include "conformance/backends/Libdevice.h"
#include "conformance/backends/PtxCompilers.h"
#include "core/parser/Parser.h"

#include <doctest/doctest.h>

using namespace nvsim;
using namespace nvsim::backends;

namespace {

std::unique_ptr<ir::Module> parse(const char *text) {
  static std::vector<std::unique_ptr<SourceFile>> keep; // the module keeps offsets into its text
  keep.push_back(std::make_unique<SourceFile>("test.ll", text));
  DiagEngine diags(keep.back().get());
  auto m = parseAssembly(*keep.back(), diags);
  REQUIRE_MESSAGE(m, diags.renderAll());
  return m;
}

std::vector<std::string> globalNames(const ir::Module &m) {
  std::vector<std::string> names;
  for (const ir::GlobalValue *g : m.globals)
    names.push_back(g->name);
  return names;
}

} // namespace

TEST_CASE("target names") {
  for (const char *ok : {"sm_75", "sm_90", "sm_90a", "sm_100f", "sm_120"})
    CHECK_MESSAGE(isValidArch(ok), std::string(ok));
  for (const char *bad :
       {"", "sm_", "90", "sm90", "sm_9x", "sm_90b", "sm_90ab", "compute_90", "sm_-1", "sm_12345"})
    CHECK_MESSAGE(!isValidArch(bad), std::string(bad));
  CHECK(computeArch("sm_90a") == "compute_90a");
  CHECK(computeArch("sm_75") == "compute_75");
  CHECK(std::string(PtxOptions().arch) == "sm_75");
  CHECK(std::string(compilerName(Compiler::Nvvm)) == "nvvm");
  CHECK(std::string(compilerName(Compiler::Llc)) == "llc");
}

TEST_CASE("the libdevice functions a module calls are its __nv_ declarations") {
  auto m = parse(R"(
declare float @__nv_sinf(float)
declare double @__nv_exp(double)
declare float @other(float)
define float @__nv_mine(float %x) {
  ret float %x
}
)");
  CHECK(libdeviceCalls(*m) == std::set<std::string>{"__nv_exp", "__nv_sinf"});
}

TEST_CASE("only what the roots reach is kept: calls, references in constants, initialisers") {
  auto lib = parse(R"(
@table = internal addrspace(1) constant [2 x i32] [i32 1, i32 2]
@unused = internal global i32 0
@fnptrs = internal global [1 x ptr] [ptr @via_init]
define float @__nv_a(float %x) {
  %p = getelementptr [2 x i32], ptr addrspace(1) @table, i64 0, i64 1
  %v = call float @helper(float %x)
  %w = load ptr, ptr @fnptrs
  ret float %v
}
define float @helper(float %x) {
  ret float %x
}
define void @via_init() {
  ret void
}
define float @__nv_b(float %x) {
  %v = call float @only_b(float %x)
  ret float %v
}
define float @only_b(float %x) {
  %u = load i32, ptr @unused
  ret float %x
}
)");
  keepOnlyNeeded(*lib, {"__nv_a", "__nv_missing"});
  CHECK(globalNames(*lib) == std::vector<std::string>{"table", "fnptrs", "__nv_a", "helper", "via_init"});
  CHECK(lib->getGlobal("__nv_b") == nullptr);
  CHECK(lib->getGlobal("unused") == nullptr);
  CHECK(lib->getGlobal("helper") != nullptr);
}
