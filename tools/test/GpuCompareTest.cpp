// The GPU comparison: the tolerance table names real inexact functions, a kernel's tolerance
// comes from the approximate operations it reaches, and the element rule.
#include "tools/GpuCompare.h"

#include "core/parser/Parser.h"
#include "intrinsics/PureFunctions.h"
#include "tools/test/TestFiles.h"

#include <doctest/doctest.h>
#include <fmt/format.h>

#include <bit>
#include <set>

using namespace nvsim;
using namespace nvsim::tools;

namespace {

uint64_t f32(float f) { return std::bit_cast<uint32_t>(f); }

/// The tolerance of kernel `k` in `text`.
GpuTolerance toleranceOf(const std::string &text, const std::string &k) {
  SourceFile file("t.ll", text);
  DiagEngine diags(&file);
  auto m = parseAssembly(file, diags);
  REQUIRE(m);
  const ir::GlobalValue *kernel = m->globalsByName.at(k);
  return deriveGpuTolerance(std::span<const ir::GlobalValue *const>(&kernel, 1));
}

} // namespace

TEST_CASE("gpu tolerances: every row names a registered function whose bound is not exact") {
  std::set<std::string_view> names;
  for (const GpuToleranceRow &r : gpuToleranceRows()) {
    CAPTURE(r.name);
    CHECK(names.insert(r.name).second);
    const intr::PureFunction *f = intr::findPure(r.name);
    REQUIRE(f);
    CHECK(f->bound != "exact");
    CHECK(r.ulps >= 1);
    CHECK(!r.why.empty());
  }
  CHECK(names.size() >= 30);
}

TEST_CASE("gpu tolerances: derived from the approximate operations a kernel reaches") {
  const std::string text = R"(
define float @helper(float %x) {
  %s = call float @llvm.nvvm.sin.approx.f(float %x)
  ret float %s
}
define void @exact(ptr %p) {
  %v = load float, ptr %p
  %w = fdiv float %v, 3.0
  %r = call float @llvm.sqrt.f32(float %w)
  store float %r, ptr %p
  ret void
}
define void @both(ptr %p) {
  %v = load float, ptr %p
  %a = call float @helper(float %v)
  %b = call float @llvm.nvvm.ex2.approx.f(float %a)
  %c = call float @__nv_powf(float %b, float %v)
  store float %c, ptr %p
  ret void
}
declare float @llvm.nvvm.sin.approx.f(float)
declare float @llvm.nvvm.ex2.approx.f(float)
declare float @llvm.sqrt.f32(float)
declare float @__nv_powf(float, float)
)";
  GpuTolerance exact = toleranceOf(text, "exact");
  CHECK(exact.exact());
  CHECK(exact.describe() == "exact");

  // sin.approx through a helper (2 ulp or 2^-20 absolute), ex2.approx (3 ulp), and libdevice's
  // powf from its registered bound (4 ulp, plus one).
  GpuTolerance t = toleranceOf(text, "both");
  CHECK(t.ops == std::vector<std::string>{"__nv_powf", "llvm.nvvm.ex2.approx.f", "llvm.nvvm.sin.approx.f"});
  CHECK(t.ulps == 5);
  CHECK(t.abs == 0x1p-20);
  CHECK(t.rel == 0);
  CHECK(t.describe() ==
        "5 ulp or abs 9.5367431640625e-07 (__nv_powf, llvm.nvvm.ex2.approx.f, llvm.nvvm.sin.approx.f)");
}

TEST_CASE("gpu tolerances: the element rule") {
  GpuTolerance exact;
  GpuTolerance three;
  three.ulps = 3;
  three.ops = {"llvm.nvvm.ex2.approx.f"};
  GpuTolerance absolute = three;
  absolute.abs = 0x1p-20;

  CHECK(gpuElementsMatch(ElemType::F32, f32(2.0f), f32(2.0f), exact));
  CHECK_FALSE(gpuElementsMatch(ElemType::F32, f32(2.0f), f32(2.0f) + 1, exact));
  CHECK(gpuElementsMatch(ElemType::F32, f32(2.0f), f32(2.0f) + 3, three));
  CHECK_FALSE(gpuElementsMatch(ElemType::F32, f32(2.0f), f32(2.0f) + 4, three));
  CHECK(gpuElementsMatch(ElemType::F32, f32(2.0f), f32(2.0f) - 3, three));
  // Near zero, an absolute bound covers what ulps cannot.
  CHECK_FALSE(gpuElementsMatch(ElemType::F32, f32(0.0f), f32(1e-7f), three));
  CHECK(gpuElementsMatch(ElemType::F32, f32(0.0f), f32(9e-7f), absolute));
  CHECK_FALSE(gpuElementsMatch(ElemType::F32, f32(0.0f), f32(1e-6f), absolute));
  // NaN matches NaN whatever its bits; signed zeros differ when exact.
  CHECK(gpuElementsMatch(ElemType::F32, 0x7fc00000, 0x7fc00001, exact));
  CHECK_FALSE(gpuElementsMatch(ElemType::F32, f32(0.0f), f32(-0.0f), exact));
  // Integers are exact under any tolerance.
  CHECK_FALSE(gpuElementsMatch(ElemType::I32, 5, 6, three));
  CHECK(gpuElementsMatch(ElemType::I32, 5, 5, three));
}

TEST_CASE("gpu tolerances: ranges and mismatch lines") {
  const std::vector<float> a{1.0f, 2.0f, 3.0f, 4.0f};
  std::vector<float> b = a;
  b[1] = std::bit_cast<float>(std::bit_cast<uint32_t>(2.0f) + 2);
  b[3] = 5.0f;
  const auto bytes = [](const std::vector<float> &v) {
    return std::span<const std::byte>(reinterpret_cast<const std::byte *>(v.data()), v.size() * 4);
  };
  Comparison c = compareWithGpu(ElemType::F32, bytes(a), bytes(b), GpuTolerance{}, 1);
  CHECK(c.elements == 4);
  CHECK(c.mismatches == 2);
  REQUIRE(c.first.size() == 1);
  CHECK(formatGpuMismatch(ElemType::F32, c.first[0], "gpu") ==
        "[1] interpreter 2 (0x40000000), gpu 2.0000005 (0x40000002), 2 ulp");
  CHECK(formatGpuMismatch(ElemType::I32, {3, 7, 4}, "golden") == "[3] interpreter 4, golden 7, 3 apart");
}

TEST_CASE("gpu comparison: ignored elements and the expect step's tolerance") {
  std::string why;
  std::optional<IgnoredElements> whole = parseIgnoredElements("9", why);
  REQUIRE(whole);
  CHECK((whole->step == 9 && whole->slices.empty() && whole->covers(12345)));
  std::optional<IgnoredElements> some = parseIgnoredElements("4@3,8::16,100:102", why);
  REQUIRE(some);
  CHECK(some->step == 4);
  for (uint64_t i : {3, 8, 24, 40, 100, 101})
    CHECK(some->covers(i));
  for (uint64_t i : {0, 4, 9, 16, 102})
    CHECK_FALSE(some->covers(i));
  for (const char *bad : {"", "x", "4@", "4@1:x", "4@::0", "4@1,", "-1"}) {
    CHECK_FALSE(parseIgnoredElements(bad, why));
    CHECK(why == fmt::format("'{}' is not STEP, STEP@I,J,... or STEP@FIRST:LAST[:STRIDE]", bad));
  }

  const std::vector<float> interp{1.0f, 2.0f, 3.0f}, expected{1.0f, 2.0f, 3.0f};
  std::vector<float> gpu = interp;
  gpu[0] = std::bit_cast<float>(std::bit_cast<uint32_t>(1.0f) + 1); // within 1 ulp of the expected
  gpu[2] = 3.5f;                                                    // beyond it
  const auto bytes = [](const std::vector<float> &v) {
    return std::span<const std::byte>(reinterpret_cast<const std::byte *>(v.data()), v.size() * 4);
  };
  const Tolerance ulp1{ToleranceKind::Ulp, 0, 0, 1};
  RangeAllowance allow{bytes(expected), &ulp1, nullptr};
  GpuComparison c = compareWithGpu(ElemType::F32, bytes(interp), bytes(gpu), GpuTolerance{}, 4, allow);
  CHECK((c.mismatches == 1 && c.withinExpectation == 1 && c.ignored == 0));
  REQUIRE(c.first.size() == 1);
  CHECK(c.first[0].index == 2);
  // The interpreter must lie within the tolerance too: an expected value both sides miss is no excuse.
  const std::vector<float> far{1.5f, 2.0f, 3.0f};
  allow.expected = bytes(far);
  c = compareWithGpu(ElemType::F32, bytes(interp), bytes(gpu), GpuTolerance{}, 4, allow);
  CHECK((c.mismatches == 2 && c.withinExpectation == 0));
  IgnoredElements last = *parseIgnoredElements("0@2", why);
  allow.ignored = &last;
  c = compareWithGpu(ElemType::F32, bytes(interp), bytes(gpu), GpuTolerance{}, 4, allow);
  CHECK((c.mismatches == 1 && c.ignored == 1 && c.first[0].index == 0));
}
