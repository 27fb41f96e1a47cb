// Where LLVM leaves a result undefined or a backend departs from it, the executor gives what an
// H100 gave for the compiled kernel (docs/hardware-differences.md): fptosi/fptoui of NaN, i64
// division by zero, f32 atomic add of subnormals on global memory.
#include "sim/test/Harness.h"

#include <doctest/doctest.h>

#include <bit>

using namespace nvsim::sim;
using namespace nvsim::sim::test;

namespace {

std::string describe(const LaunchResult &r) {
  return r.error + (r.fault ? r.fault->render() : std::string());
}

/// in: a float NaN at 0, a double NaN at 8, a half NaN at 16, then 200.0f at 24, 300.0f at 28 and
/// -1e10 (double) at 32; the results go to out[k] as i64.
const char *kNanConversions = R"(
define void @k(ptr %in, ptr %out) {
entry:
  %f = load float, ptr %in, align 4
  %dp = getelementptr i8, ptr %in, i64 8
  %d = load double, ptr %dp, align 8
  %hp = getelementptr i8, ptr %in, i64 16
  %h = load half, ptr %hp, align 2
  %a0 = fptosi float %f to i32
  %a1 = fptoui float %f to i32
  %a2 = fptosi float %f to i64
  %a3 = fptoui float %f to i64
  %a4 = fptosi double %d to i32
  %a5 = fptoui double %d to i32
  %a6 = fptosi double %d to i64
  %a7 = fptoui double %d to i16
  %a8 = fptosi double %d to i8
  %a9 = fptosi float %f to i16
  %a10 = fptosi half %h to i32
  %a11 = fptoui half %h to i64
  %a12 = fptosi double %d to i1
  %a13 = fptoui double %d to i48
  %p200 = getelementptr i8, ptr %in, i64 24
  %f200 = load float, ptr %p200, align 4
  %p300 = getelementptr i8, ptr %in, i64 28
  %f300 = load float, ptr %p300, align 4
  %pbig = getelementptr i8, ptr %in, i64 32
  %dbig = load double, ptr %pbig, align 8
  %a14 = fptosi float %f200 to i8
  %a15 = fptoui float %f300 to i8
  %a16 = fptosi double %dbig to i8
  %z14 = zext i8 %a14 to i64
  %z15 = zext i8 %a15 to i64
  %z16 = zext i8 %a16 to i64
  %z0 = zext i32 %a0 to i64
  %z1 = zext i32 %a1 to i64
  %z4 = zext i32 %a4 to i64
  %z5 = zext i32 %a5 to i64
  %z7 = zext i16 %a7 to i64
  %z8 = zext i8 %a8 to i64
  %z9 = zext i16 %a9 to i64
  %z10 = zext i32 %a10 to i64
  %z12 = zext i1 %a12 to i64
  %z13 = zext i48 %a13 to i64
  store i64 %z0, ptr %out, align 8
  %o1 = getelementptr i64, ptr %out, i64 1
  store i64 %z1, ptr %o1, align 8
  %o2 = getelementptr i64, ptr %out, i64 2
  store i64 %a2, ptr %o2, align 8
  %o3 = getelementptr i64, ptr %out, i64 3
  store i64 %a3, ptr %o3, align 8
  %o4 = getelementptr i64, ptr %out, i64 4
  store i64 %z4, ptr %o4, align 8
  %o5 = getelementptr i64, ptr %out, i64 5
  store i64 %z5, ptr %o5, align 8
  %o6 = getelementptr i64, ptr %out, i64 6
  store i64 %a6, ptr %o6, align 8
  %o7 = getelementptr i64, ptr %out, i64 7
  store i64 %z7, ptr %o7, align 8
  %o8 = getelementptr i64, ptr %out, i64 8
  store i64 %z8, ptr %o8, align 8
  %o9 = getelementptr i64, ptr %out, i64 9
  store i64 %z9, ptr %o9, align 8
  %o10 = getelementptr i64, ptr %out, i64 10
  store i64 %z10, ptr %o10, align 8
  %o11 = getelementptr i64, ptr %out, i64 11
  store i64 %a11, ptr %o11, align 8
  %o12 = getelementptr i64, ptr %out, i64 12
  store i64 %z12, ptr %o12, align 8
  %o13 = getelementptr i64, ptr %out, i64 13
  store i64 %z13, ptr %o13, align 8
  %o14 = getelementptr i64, ptr %out, i64 14
  store i64 %z14, ptr %o14, align 8
  %o15 = getelementptr i64, ptr %out, i64 15
  store i64 %z15, ptr %o15, align 8
  %o16 = getelementptr i64, ptr %out, i64 16
  store i64 %z16, ptr %o16, align 8
  ret void
}
)";

} // namespace

TEST_CASE("hardware results: fptosi/fptoui of NaN give what PTX cvt gives, by source and width") {
  Harness h(kernelModule(kNanConversions, "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t f200 = std::bit_cast<uint32_t>(200.0f), f300 = std::bit_cast<uint32_t>(300.0f);
  std::vector<uint64_t> in = {0x7fc00000, 0x7ff8000000000000, 0x7e00, f200 | f300 << 32,
                              std::bit_cast<uint64_t>(-1e10)};
  const uint64_t bin = h.buffer(in), bout = h.buffer(std::vector<uint64_t>(17, 0x5a5a));
  auto r = h.launch("k", {1}, {1}, {h.arg(bin), h.arg(bout)});
  REQUIRE_MESSAGE(r.ok(), describe(r));
  const auto out = h.read<uint64_t>(bout, 17);
  const uint64_t top64 = uint64_t(1) << 63;
  CHECK(out[0] == 0);          // float -> i32: 0
  CHECK(out[1] == 0);          // float -> u32: 0
  CHECK(out[2] == top64);      // float -> i64: the sign bit
  CHECK(out[3] == top64);      // float -> u64: the sign bit, unsigned too
  CHECK(out[4] == 0x80000000); // double -> i32
  CHECK(out[5] == 0x80000000); // double -> u32
  CHECK(out[6] == top64);      // double -> i64
  CHECK(out[7] == 0x8000);     // double -> u16 (cvt.rzi.u16.f64)
  CHECK(out[8] == 0);          // double -> i8: cvt.rzi.s16.f64 gives 0x8000, the low byte is 0
  CHECK(out[9] == 0);          // float -> i16
  CHECK(out[10] == 0);         // half -> i32: half is not .f64
  CHECK(out[11] == top64);     // half -> u64
  CHECK(out[12] == 0);         // i1: no cvt of that width
  CHECK(out[13] == 0);         // i48: cvt.rzi.u64.f64, truncated
  // i8 is converted at 16 bits and truncated, as both backends do: 200 -> 0xc8, 300 -> 0x2c,
  // -1e10 -> -32768 -> 0.
  CHECK(out[14] == 0xc8);
  CHECK(out[15] == 0x2c);
  CHECK(out[16] == 0);
}

TEST_CASE("hardware results: i64 division by zero is 0xffffffff for dividends below 2^32") {
  // out = {udiv 7, udiv 2^40, sdiv 7, sdiv -5, urem 7, srem 2^40, i32 udiv 7, i32 sdiv 7}, all by 0.
  Harness h(kernelModule(R"(
define void @k(ptr %in, ptr %out) {
entry:
  %small = load i64, ptr %in, align 8
  %bp = getelementptr i64, ptr %in, i64 1
  %big = load i64, ptr %bp, align 8
  %np = getelementptr i64, ptr %in, i64 2
  %neg = load i64, ptr %np, align 8
  %zp = getelementptr i64, ptr %in, i64 3
  %zero = load i64, ptr %zp, align 8
  %small32 = trunc i64 %small to i32
  %zero32 = trunc i64 %zero to i32
  %r0 = udiv i64 %small, %zero
  %r1 = udiv i64 %big, %zero
  %r2 = sdiv i64 %small, %zero
  %r3 = sdiv i64 %neg, %zero
  %r4 = urem i64 %small, %zero
  %r5 = srem i64 %big, %zero
  %q6 = udiv i32 %small32, %zero32
  %q7 = sdiv i32 %small32, %zero32
  %r6 = zext i32 %q6 to i64
  %r7 = zext i32 %q7 to i64
  store i64 %r0, ptr %out, align 8
  %o1 = getelementptr i64, ptr %out, i64 1
  store i64 %r1, ptr %o1, align 8
  %o2 = getelementptr i64, ptr %out, i64 2
  store i64 %r2, ptr %o2, align 8
  %o3 = getelementptr i64, ptr %out, i64 3
  store i64 %r3, ptr %o3, align 8
  %o4 = getelementptr i64, ptr %out, i64 4
  store i64 %r4, ptr %o4, align 8
  %o5 = getelementptr i64, ptr %out, i64 5
  store i64 %r5, ptr %o5, align 8
  %o6 = getelementptr i64, ptr %out, i64 6
  store i64 %r6, ptr %o6, align 8
  %o7 = getelementptr i64, ptr %out, i64 7
  store i64 %r7, ptr %o7, align 8
  ret void
}
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t bin = h.buffer(std::vector<uint64_t>{7, uint64_t(1) << 40, uint64_t(-5), 0});
  const uint64_t bout = h.buffer(std::vector<uint64_t>(8, 0));
  auto r = h.launch("k", {1}, {1}, {h.arg(bin), h.arg(bout)});
  REQUIRE_MESSAGE(r.ok(), describe(r));
  const auto out = h.read<uint64_t>(bout, 8);
  CHECK(out[0] == 0xffffffff); // the div.u32 path
  CHECK(out[1] == ~uint64_t(0));
  CHECK(out[2] == 0xffffffff); // sdiv takes the same path for small non-negative operands
  CHECK(out[3] == ~uint64_t(0));
  CHECK(out[4] == 7); // remainders by zero are the dividend on either path
  CHECK(out[5] == uint64_t(1) << 40);
  CHECK(out[6] == 0xffffffff); // i32: div.u32 and div.s32 by zero
  CHECK(out[7] == 0xffffffff);
}

TEST_CASE("hardware results: f32 atomicrmw fadd flushes subnormals on global memory, not on shared") {
  // Global cells {+0, -0, +0, +0} get 2^-149, -2^-149, 2^-149 (through a generic pointer) and
  // fsub -2^-149; two shared cells at +0 get 2^-149 directly and through a generic pointer.
  Harness h(kernelModule(R"(
@s = internal addrspace(3) global [2 x float] undef, align 4

define void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
entry:
  %tiny = bitcast i32 1 to float
  %ntiny = bitcast i32 -2147483647 to float
  %g1 = getelementptr float, ptr addrspace(1) %g, i64 1
  %o0 = atomicrmw fadd ptr addrspace(1) %g, float %tiny monotonic, align 4
  %o1 = atomicrmw fadd ptr addrspace(1) %g1, float %ntiny monotonic, align 4
  %gen = addrspacecast ptr addrspace(1) %g to ptr
  %g2 = getelementptr float, ptr %gen, i64 2
  %o2 = atomicrmw fadd ptr %g2, float %tiny monotonic, align 4
  %g3 = getelementptr float, ptr %gen, i64 3
  %o3 = atomicrmw fsub ptr %g3, float %ntiny monotonic, align 4
  %s0 = getelementptr [2 x float], ptr addrspace(3) @s, i64 0, i64 0
  %s1 = getelementptr [2 x float], ptr addrspace(3) @s, i64 0, i64 1
  store float 0.0, ptr addrspace(3) %s0, align 4
  store float 0.0, ptr addrspace(3) %s1, align 4
  %o4 = atomicrmw fadd ptr addrspace(3) %s0, float %tiny monotonic, align 4
  %sg = addrspacecast ptr addrspace(3) %s1 to ptr
  %o5 = atomicrmw fadd ptr %sg, float %tiny monotonic, align 4
  %v4 = load float, ptr addrspace(3) %s0, align 4
  %v5 = load float, ptr addrspace(3) %s1, align 4
  store float %v4, ptr addrspace(1) %out, align 4
  %p5 = getelementptr float, ptr addrspace(1) %out, i64 1
  store float %v5, ptr addrspace(1) %p5, align 4
  ret void
}
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t bg = h.buffer(std::vector<uint32_t>{0, 0x80000000, 0, 0});
  const uint64_t bout = h.buffer(std::vector<uint32_t>(2, 0x5a5a));
  auto r = h.launch("k", {1}, {1}, {h.arg(bg), h.arg(bout)});
  REQUIRE_MESSAGE(r.ok(), describe(r));
  const auto g = h.read<uint32_t>(bg, 4);
  CHECK(g[0] == 0);          // +0 + 2^-149 on global: the input and the result flush to +0
  CHECK(g[1] == 0x80000000); // -0 + -2^-149: -0
  CHECK(g[2] == 0);          // through a generic pointer to global memory too
  CHECK(g[3] == 1);          // fsub keeps subnormals: 0 - (-2^-149) = 2^-149
  const auto s = h.read<uint32_t>(bout, 2);
  CHECK(s[0] == 1); // shared memory keeps them
  CHECK(s[1] == 1); // also through a generic pointer
}
