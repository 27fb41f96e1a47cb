// Exact cases of single instructions whose rules a one-line slip would break: srem's sign, fcmp's
// unordered predicates, ballot with inactive lanes, cmpxchg's result pair, sign-extended GEP
// indices and a select on a vector condition. Expected values are worked out by hand from the
// LLVM LangRef and the PTX ISA.
#include "sim/test/Harness.h"

#include <doctest/doctest.h>

#include <fmt/format.h>

#include <cmath>
#include <cstdint>
#include <limits>

using namespace nvsim;
using namespace nvsim::sim;
using namespace nvsim::sim::test;

namespace {

std::string describe(const LaunchResult &r) {
  return r.error + (r.fault ? r.fault->render() : std::string());
}

/// out[t] = OP(a[t], b[t]) for thread t, over buffers of `type` (the element of `C`).
template <typename C>
std::vector<C> binaryOp(const std::string &op, const std::string &type, const std::vector<C> &a,
                        const std::vector<C> &b) {
  Harness h(kernelModule(fmt::format(R"(
define void @k(ptr %a, ptr %b, ptr %out) {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr {0}, ptr %a, i32 %t
  %pb = getelementptr {0}, ptr %b, i32 %t
  %x = load {0}, ptr %pa
  %y = load {0}, ptr %pb
  %r = {1} {0} %x, %y
  %po = getelementptr {0}, ptr %out, i32 %t
  store {0} %r, ptr %po
  ret void
}}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)",
                                     type, op),
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t pa = h.buffer(a), pb = h.buffer(b), out = h.buffer(std::vector<C>(a.size()));
  auto r = h.launch("k", {1}, {uint32_t(a.size())}, {h.arg(pa), h.arg(pb), h.arg(out)});
  REQUIRE_MESSAGE(r.ok(), describe(r));
  return h.read<C>(out, a.size());
}

} // namespace

TEST_CASE("semantics: srem takes the dividend's sign, at every width") {
  // LangRef: the remainder has the sign of the dividend (C's %); PTX rem.s gives 0 for
  // MIN rem -1 (LLVM calls it overflow; nvvm-sim defines it as the hardware does).
  SUBCASE("i8") {
    CHECK(binaryOp<int8_t>("srem", "i8", {-7, 7, -7, 7, -128, -128, 6, -6}, {2, -2, -2, 2, -1, 3, 4, 4}) ==
          std::vector<int8_t>{-1, 1, -1, 1, 0, -2, 2, -2});
  }
  SUBCASE("i16") {
    CHECK(binaryOp<int16_t>("srem", "i16", {-7, 7, -7, INT16_MIN}, {2, -2, -2, -1}) ==
          std::vector<int16_t>{-1, 1, -1, 0});
  }
  SUBCASE("i32") {
    CHECK(binaryOp<int32_t>("srem", "i32", {-7, 7, -7, 7, INT32_MIN, INT32_MIN, -1000000007},
                            {2, -2, -2, 2, -1, 10, 1000}) == std::vector<int32_t>{-1, 1, -1, 1, 0, -8, -7});
  }
  SUBCASE("i64") {
    CHECK(binaryOp<int64_t>("srem", "i64", {-7, 7, -7, 7, INT64_MIN, INT64_MIN, -(int64_t(1) << 40) - 5},
                            {2, -2, -2, 2, -1, 10, int64_t(1) << 20}) ==
          std::vector<int64_t>{-1, 1, -1, 1, 0, -8, -5});
  }
  SUBCASE("urem, for contrast: the bits as unsigned") {
    // 0xf9 (249) urem 2 = 1; 7 urem 0xfe (254) = 7.
    CHECK(binaryOp<int8_t>("urem", "i8", {-7, 7}, {2, -2}) == std::vector<int8_t>{1, 7});
  }
  SUBCASE("constant operands fold the same way") {
    Harness h(kernelModule(R"(
define void @k(ptr %out) {
  %a = srem i32 -7, 2
  %b = srem i32 7, -2
  %c = srem i64 -7, -2
  %c32 = trunc i64 %c to i32
  %d = srem i8 -128, -1
  %d32 = sext i8 %d to i32
  store i32 %a, ptr %out
  %p1 = getelementptr i32, ptr %out, i32 1
  store i32 %b, ptr %p1
  %p2 = getelementptr i32, ptr %out, i32 2
  store i32 %c32, ptr %p2
  %p3 = getelementptr i32, ptr %out, i32 3
  store i32 %d32, ptr %p3
  ret void
}
)",
                           "k"));
    REQUIRE_MESSAGE(h.program, h.errors());
    const uint64_t out = h.buffer(std::vector<int32_t>(4, 99));
    auto r = h.launch("k", {1}, {1}, {h.arg(out)});
    REQUIRE_MESSAGE(r.ok(), describe(r));
    CHECK(h.read<int32_t>(out, 4) == std::vector<int32_t>{-1, 1, -1, 0});
  }
}

namespace {

/// out[t] = fcmp PRED (a[t], b[t]) as 0 or 1, for float and double; and against the immediate
/// `rhs` when given.
template <typename F>
std::vector<int32_t> compare(const std::string &pred, const std::vector<F> &a, const std::vector<F> &b,
                             const std::string &rhs = "%y") {
  const std::string type = sizeof(F) == 4 ? "float" : "double";
  Harness h(kernelModule(fmt::format(R"(
define void @k(ptr %a, ptr %b, ptr %out) {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr {0}, ptr %a, i32 %t
  %pb = getelementptr {0}, ptr %b, i32 %t
  %x = load {0}, ptr %pa
  %y = load {0}, ptr %pb
  %c = fcmp {1} {0} %x, {2}
  %r = zext i1 %c to i32
  %po = getelementptr i32, ptr %out, i32 %t
  store i32 %r, ptr %po
  ret void
}}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)",
                                     type, pred, rhs),
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t pa = h.buffer(a), pb = h.buffer(b), out = h.buffer(std::vector<int32_t>(a.size(), 7));
  auto r = h.launch("k", {1}, {uint32_t(a.size())}, {h.arg(pa), h.arg(pb), h.arg(out)});
  REQUIRE_MESSAGE(r.ok(), describe(r));
  return h.read<int32_t>(out, a.size());
}

} // namespace

TEST_CASE("semantics: fcmp ult is true when unordered, olt is not") {
  const float nf = std::numeric_limits<float>::quiet_NaN();
  const double nd = std::numeric_limits<double>::quiet_NaN();
  // 1<2, 2<1, 1<1, NaN<1, 1<NaN, NaN<NaN, -0<+0 (equal), -inf<inf.
  const std::vector<float> af = {1, 2, 1, nf, 1, nf, -0.0f, -INFINITY};
  const std::vector<float> bf = {2, 1, 1, 1, nf, nf, 0.0f, INFINITY};
  const std::vector<double> ad = {1, 2, 1, nd, 1, nd, -0.0, -INFINITY};
  const std::vector<double> bd = {2, 1, 1, 1, nd, nd, 0.0, INFINITY};
  const std::vector<int32_t> ult = {1, 0, 0, 1, 1, 1, 0, 1};
  const std::vector<int32_t> olt = {1, 0, 0, 0, 0, 0, 0, 1};
  CHECK(compare("ult", af, bf) == ult);
  CHECK(compare("olt", af, bf) == olt);
  CHECK(compare("ult", ad, bd) == ult);
  CHECK(compare("olt", ad, bd) == olt);
  // ule/uge/ugt/une/ueq, and their ordered twins, on (1,2), (NaN,1), (1,1).
  const std::vector<float> a3 = {1, nf, 1}, b3 = {2, 1, 1};
  CHECK(compare("ule", a3, b3) == std::vector<int32_t>{1, 1, 1});
  CHECK(compare("ole", a3, b3) == std::vector<int32_t>{1, 0, 1});
  CHECK(compare("ugt", a3, b3) == std::vector<int32_t>{0, 1, 0});
  CHECK(compare("ogt", a3, b3) == std::vector<int32_t>{0, 0, 0});
  CHECK(compare("uge", a3, b3) == std::vector<int32_t>{0, 1, 1});
  CHECK(compare("une", a3, b3) == std::vector<int32_t>{1, 1, 0});
  CHECK(compare("one", a3, b3) == std::vector<int32_t>{1, 0, 0});
  CHECK(compare("ueq", a3, b3) == std::vector<int32_t>{0, 1, 1});
  CHECK(compare("uno", a3, b3) == std::vector<int32_t>{0, 1, 0});
  CHECK(compare("ord", a3, b3) == std::vector<int32_t>{1, 0, 1});
  // Against an immediate: 1.0, and a NaN constant (every ult is then true, every olt false).
  CHECK(compare("ult", af, bf, "1.0") == std::vector<int32_t>{0, 0, 0, 1, 0, 1, 1, 1});
  CHECK(compare("ult", af, bf, "0x7FF8000000000000") == std::vector<int32_t>(8, 1));
  CHECK(compare("olt", af, bf, "0x7FF8000000000000") == std::vector<int32_t>(8, 0));
  CHECK(compare("ult", ad, bd, "1.0") == std::vector<int32_t>{0, 0, 0, 1, 0, 1, 1, 1});
}

TEST_CASE("semantics: a ballot counts only the lanes that execute it") {
  // Lanes t % 3 == 0 execute the ballot; the predicate t < 20 was computed by every lane
  // before the branch, so lanes 1, 2, 4, ... hold 1 in the predicate's register too.
  for (const char *call : {"call i32 @llvm.nvvm.vote.ballot.sync(i32 1227133513, i1 %small)",
                           "call i32 @llvm.nvvm.vote.ballot(i1 %small)"}) {
    CAPTURE(call);
    Harness h(kernelModule(fmt::format(R"(
define void @k(ptr %out) {{
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %small = icmp ult i32 %t, 20
  %m = urem i32 %t, 3
  %in = icmp eq i32 %m, 0
  br i1 %in, label %vote, label %done
vote:
  %b = {}
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %b, ptr %p, align 4
  br label %done
done:
  ret void
}}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.nvvm.vote.ballot(i1)
)",
                                       call),
                           "k"));
    REQUIRE_MESSAGE(h.program, h.errors());
    h.checks = kSynccheck; // the member mask 0x49249249 (1227133513) names exactly the lanes that vote
    const uint64_t out = h.buffer(std::vector<uint32_t>(32, 0xdead));
    auto r = h.launch("k", {1}, {32}, {h.arg(out)});
    REQUIRE_MESSAGE(r.ok(), describe(r));
    CHECK(r.findings.empty());
    const std::vector<uint32_t> v = h.read<uint32_t>(out, 32);
    for (uint32_t t = 0; t < 32; ++t) {
      CAPTURE(t);
      // Bits 0, 3, ..., 18: the voting lanes below 20.
      CHECK(v[t] == (t % 3 == 0 ? 0x00049249u : 0xdeadu));
    }
  }
}

TEST_CASE("semantics: a ballot in a partial warp has no bits for the missing lanes") {
  Harness h(kernelModule(R"(
define void @k(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 1048575, i1 true)
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %b, ptr %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.buffer(std::vector<uint32_t>(20, 0));
  auto r = h.launch("k", {1}, {20}, {h.arg(out)});
  REQUIRE_MESSAGE(r.ok(), describe(r));
  CHECK(h.read<uint32_t>(out, 20) == std::vector<uint32_t>(20, 0x000fffffu)); // lanes 0-19
}

TEST_CASE("semantics: cmpxchg returns the old value and succeeds only when it equals the compare value") {
  // From 5: cmpxchg(5 -> 9) gives {5, true} and stores 9; cmpxchg(5 -> 11) then gives {9, false}
  // and stores nothing.
  struct Case {
    const char *name, *type, *setup, *ptr;
  };
  const Case cases[] = {
      {"global i32", "i32", "", "%g"},
      {"global i64", "i64", "", "%g"},
      {"shared i32", "i32", "  store i32 5, ptr addrspace(3) @s, align 4\n", "addrspace(3) @s"},
      {"shared i64", "i64", "  store i64 5, ptr addrspace(3) @s, align 8\n", "addrspace(3) @s"},
  };
  for (const Case &c : cases) {
    CAPTURE(c.name);
    const std::string ptr = std::string(c.ptr) == "%g" ? "ptr %g" : "ptr addrspace(3) @s";
    Harness h(kernelModule(fmt::format(R"(
@s = internal addrspace(3) global i64 undef, align 8
define void @k(ptr %g, ptr %out) {{
{2}  %r1 = cmpxchg {1}, {0} 5, {0} 9 seq_cst seq_cst
  %old1 = extractvalue {{ {0}, i1 }} %r1, 0
  %ok1 = extractvalue {{ {0}, i1 }} %r1, 1
  %r2 = cmpxchg {1}, {0} 5, {0} 11 seq_cst seq_cst
  %old2 = extractvalue {{ {0}, i1 }} %r2, 0
  %ok2 = extractvalue {{ {0}, i1 }} %r2, 1
  %now = load {0}, {1}
  %o1 = sext {0} %old1 to i64
  %f1 = zext i1 %ok1 to i64
  %o2 = sext {0} %old2 to i64
  %f2 = zext i1 %ok2 to i64
  %n = sext {0} %now to i64
  store i64 %o1, ptr %out
  %q1 = getelementptr i64, ptr %out, i32 1
  store i64 %f1, ptr %q1
  %q2 = getelementptr i64, ptr %out, i32 2
  store i64 %o2, ptr %q2
  %q3 = getelementptr i64, ptr %out, i32 3
  store i64 %f2, ptr %q3
  %q4 = getelementptr i64, ptr %out, i32 4
  store i64 %n, ptr %q4
  ret void
}}
)",
                                       c.type, ptr, c.setup),
                           "k"));
    REQUIRE_MESSAGE(h.program, h.errors());
    const uint64_t g = h.buffer(std::vector<int64_t>{5});
    const uint64_t out = h.buffer(std::vector<int64_t>(5, -1));
    auto r = h.launch("k", {1}, {1}, {h.arg(g), h.arg(out)});
    REQUIRE_MESSAGE(r.ok(), describe(r));
    CHECK(h.read<int64_t>(out, 5) == std::vector<int64_t>{5, 1, 9, 0, 9});
  }
}

TEST_CASE("semantics: GEP indices narrower than the pointer are sign-extended") {
  // base = &out[6]; in = {i8 -2, pad, i16 -3, i32 -4}. LangRef: indices are sign-extended to
  // the pointer's index width, so each store lands before the base, never 2^8/2^16/2^32
  // elements after it. A negative constant index in a constant expression too.
  Harness h(kernelModule(R"(
@g = internal addrspace(1) global [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4
define void @k(ptr %out, ptr %in) {
  %base = getelementptr i32, ptr %out, i64 6
  %a = load i8, ptr %in, align 1
  %pb = getelementptr i8, ptr %in, i64 2
  %b = load i16, ptr %pb, align 2
  %pc = getelementptr i8, ptr %in, i64 4
  %c = load i32, ptr %pc, align 4
  %p1 = getelementptr i32, ptr %base, i32 -1
  store i32 11, ptr %p1, align 4
  %p2 = getelementptr i32, ptr %base, i8 %a
  store i32 22, ptr %p2, align 4
  %p3 = getelementptr i32, ptr %base, i16 %b
  store i32 33, ptr %p3, align 4
  %p4 = getelementptr inbounds i32, ptr %base, i32 %c
  store i32 44, ptr %p4, align 4
  %p5 = getelementptr i32, ptr %base, i64 -6
  %v5 = load i32, ptr %p5, align 4
  %p7 = getelementptr i32, ptr %base, i32 1
  store i32 %v5, ptr %p7, align 4
  %e = getelementptr i8, ptr %p1, i8 -12
  %v6 = load i32, ptr %e, align 4
  %p6 = getelementptr i32, ptr %base, i32 0
  store i32 %v6, ptr %p6, align 4
  %gv = load i32, ptr addrspace(1) getelementptr (i32, ptr addrspace(1) getelementptr (i32, ptr addrspace(1) @g, i64 3), i32 -2), align 4
  %p0 = getelementptr i32, ptr %out, i32 0
  store i32 %gv, ptr %p0, align 4
  ret void
}
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.buffer(std::vector<int32_t>{77, 0, 0, 0, 0, 0, 0, 0});
  const uint64_t in = h.buffer(std::vector<int8_t>{-2, 0, -3, -1, -4, -1, -1, -1}); // i16 -3 = 0xfffd
  auto r = h.launch("k", {1}, {1}, {h.arg(out), h.arg(in)});
  REQUIRE_MESSAGE(r.ok(), describe(r));
  // [5] 11 (constant -1), [4] 22 (i8 -2), [3] 33 (i16 -3), [2] 44 (i32 -4); [7] the old
  // out[0] = 77 (i64 -6); [6] what the i8 byte index -12 from &out[5] reads: out[2] = 44;
  // [0] @g[3 - 2] = 20; [1] untouched.
  CHECK(h.read<int32_t>(out, 8) == std::vector<int32_t>{20, 0, 44, 33, 22, 11, 44, 77});
}

TEST_CASE("semantics: select with a vector condition picks per element") {
  Harness h(kernelModule(R"(
define void @k(ptr %a, ptr %b, ptr %out) {
  %x = load <4 x i32>, ptr %a, align 16
  %y = load <4 x i32>, ptr %b, align 16
  %c = icmp slt <4 x i32> %x, %y
  %min = select <4 x i1> %c, <4 x i32> %x, <4 x i32> %y
  store <4 x i32> %min, ptr %out, align 16
  %k = select <4 x i1> <i1 false, i1 true, i1 true, i1 false>, <4 x i32> %x, <4 x i32> %y
  %o1 = getelementptr <4 x i32>, ptr %out, i32 1
  store <4 x i32> %k, ptr %o1, align 16
  %xl = sext <4 x i32> %x to <4 x i64>
  %yl = sext <4 x i32> %y to <4 x i64>
  %cl = shufflevector <4 x i1> %c, <4 x i1> poison, <2 x i32> <i32 1, i32 2>
  %xs = shufflevector <4 x i64> %xl, <4 x i64> poison, <2 x i32> <i32 1, i32 2>
  %ys = shufflevector <4 x i64> %yl, <4 x i64> poison, <2 x i32> <i32 1, i32 2>
  %l = select <2 x i1> %cl, <2 x i64> %xs, <2 x i64> %ys
  %o2 = getelementptr <4 x i32>, ptr %out, i32 2
  store <2 x i64> %l, ptr %o2, align 16
  %xf = sitofp <4 x i32> %x to <4 x float>
  %yf = sitofp <4 x i32> %y to <4 x float>
  %cf = fcmp ogt <4 x float> %xf, %yf
  %max = select <4 x i1> %cf, <4 x float> %xf, <4 x float> %yf
  %o3 = getelementptr <4 x i32>, ptr %out, i32 4
  store <4 x float> %max, ptr %o3, align 16
  ret void
}
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  // x < y at elements 0 and 2 only.
  const uint64_t a = h.buffer(std::vector<int32_t>{1, 5, -3, 8});
  const uint64_t b = h.buffer(std::vector<int32_t>{2, 4, -2, 7});
  const uint64_t out = h.buffer(std::vector<int32_t>(20, -1));
  auto r = h.launch("k", {1}, {1}, {h.arg(a), h.arg(b), h.arg(out)});
  REQUIRE_MESSAGE(r.ok(), describe(r));
  const std::vector<int32_t> v = h.read<int32_t>(out, 20);
  CHECK(std::vector<int32_t>(v.begin(), v.begin() + 4) == std::vector<int32_t>{1, 4, -3, 7});     // min
  CHECK(std::vector<int32_t>(v.begin() + 4, v.begin() + 8) == std::vector<int32_t>{2, 5, -3, 7}); // constant
  // Elements 1 and 2 as i64: 5 < 4 false -> 4; -3 < -2 true -> -3.
  CHECK(h.read<int64_t>(out + 32, 2) == std::vector<int64_t>{4, -3});
  const std::vector<float> mx = h.read<float>(out + 64, 4);
  CHECK(mx == std::vector<float>{2, 5, -2, 8}); // max
}
