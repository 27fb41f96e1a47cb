// End-to-end executor tests on small hand-written kernels.
#include "sim/test/Harness.h"

#include <doctest/doctest.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <fstream>
#include <sstream>

using namespace nvsim::sim;
using namespace nvsim::sim::test;

namespace {

std::string readFile(const std::string &path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string describe(const LaunchResult &r) {
  return r.error + (r.fault ? r.fault->render() : std::string());
}

} // namespace

TEST_CASE("executor: saxpy from clang-19 gives y = a*x + y on every element") {
  Harness h(readFile(NVSIM_SOURCE_DIR "/examples/saxpy.ll"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const int n = 1000;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = float(i) * 0.5f;
    y[i] = float(n - i);
  }
  const uint64_t bx = h.buffer(x), by = h.buffer(y);
  for (unsigned threads : {1u, 2u}) {
    const uint64_t b2 = h.buffer(y);
    auto r = h.launch("saxpy", {4}, {256}, {h.arg(n), h.arg(2.0f), h.arg(bx), h.arg(b2)}, threads);
    REQUIRE_MESSAGE(r.ok(), describe(r));
    auto out = h.read<float>(b2, n);
    for (int i = 0; i < n; ++i)
      CHECK(out[i] == 2.0f * x[i] + y[i]);
    CHECK(r.laneInstructions > 0);
  }
  (void)by;
}

TEST_CASE("executor: divergent branches reconverge and phis take the edge's value") {
  // out[tid] = tid odd ? tid * 3 : tid + 100, through a diamond with a phi.
  Harness h(kernelModule(R"(
define void @k(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %t, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %a, label %b
a:
  %x = mul i32 %t, 3
  br label %j
b:
  %y = add i32 %t, 100
  br label %j
j:
  %v = phi i32 [ %x, %a ], [ %y, %b ]
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %v, ptr %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.buffer(std::vector<int>(40, -1));
  auto r = h.launch("k", {1}, {40}, {h.arg(out)});
  REQUIRE_MESSAGE(r.ok(), describe(r));
  auto v = h.read<int>(out, 40);
  for (int t = 0; t < 40; ++t)
    CHECK(v[t] == (t & 1 ? t * 3 : t + 100));
}

TEST_CASE("executor: a phi swap on a loop back edge is a parallel copy") {
  Harness h(kernelModule(R"(
define void @k(ptr %out) {
entry:
  br label %loop
loop:
  %a = phi i32 [ 1, %entry ], [ %b, %loop ]
  %b = phi i32 [ 2, %entry ], [ %a, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 3
  br i1 %c, label %loop, label %done
done:
  store i32 %a, ptr %out, align 4
  %p = getelementptr i32, ptr %out, i32 1
  store i32 %b, ptr %p, align 4
  ret void
}
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.buffer(std::vector<int>(2, 0));
  auto r = h.launch("k", {1}, {1}, {h.arg(out)});
  REQUIRE(r.ok());
  auto v = h.read<int>(out, 2);
  // Three iterations see (1,2), (2,1), (1,2); copying the phis one after the other would give (2,2).
  CHECK(v[0] == 1);
  CHECK(v[1] == 2);
}

TEST_CASE("executor: shared-memory tree reduction with barriers") {
  Harness h(kernelModule(R"(
@buf = internal addrspace(3) global [64 x i32] undef, align 4
define void @k(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sp = getelementptr [64 x i32], ptr addrspace(3) @buf, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %sp, align 4
  call void @llvm.nvvm.barrier0()
  br label %loop
loop:
  %s = phi i32 [ 32, %entry ], [ %s2, %next ]
  %lt = icmp ult i32 %t, %s
  br i1 %lt, label %add, label %next
add:
  %o = add i32 %t, %s
  %op = getelementptr [64 x i32], ptr addrspace(3) @buf, i32 0, i32 %o
  %a = load i32, ptr addrspace(3) %op, align 4
  %b = load i32, ptr addrspace(3) %sp, align 4
  %c = add i32 %a, %b
  store i32 %c, ptr addrspace(3) %sp, align 4
  br label %next
next:
  call void @llvm.nvvm.barrier0()
  %s2 = lshr i32 %s, 1
  %more = icmp ne i32 %s2, 0
  br i1 %more, label %loop, label %done
done:
  %z = icmp eq i32 %t, 0
  br i1 %z, label %w, label %e
w:
  %r = load i32, ptr addrspace(3) @buf, align 4
  store i32 %r, ptr %out, align 4
  br label %e
e:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.buffer(std::vector<int>(1, 0));
  auto r = h.launch("k", {1}, {64}, {h.arg(out)});
  REQUIRE_MESSAGE(r.ok(), describe(r));
  CHECK(h.read<int>(out, 1)[0] == 63 * 64 / 2);
}

TEST_CASE("executor: shfl.sync.down sums a warp, vote.ballot sees every lane") {
  Harness h(kernelModule(R"(
define void @k(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %v = phi i32 [ %t, %entry ], [ %v2, %loop ]
  %d = phi i32 [ 16, %entry ], [ %d2, %loop ]
  %o = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 %d, i32 31)
  %v2 = add i32 %v, %o
  %d2 = lshr i32 %d, 1
  %c = icmp ne i32 %d2, 0
  br i1 %c, label %loop, label %done
done:
  %odd = trunc i32 %t to i1
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %odd)
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %v2, ptr %p, align 4
  %q = getelementptr i32, ptr %out, i32 32
  store i32 %b, ptr %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.buffer(std::vector<int>(33, 0));
  auto r = h.launch("k", {1}, {32}, {h.arg(out)});
  REQUIRE_MESSAGE(r.ok(), describe(r));
  auto v = h.read<uint32_t>(out, 33);
  CHECK(v[0] == 31 * 32 / 2);
  CHECK(v[32] == 0xaaaaaaaau);
}

TEST_CASE("executor: recursion through the call stack") {
  Harness h(kernelModule(R"(
define i32 @fib(i32 %n) {
entry:
  %small = icmp ult i32 %n, 2
  br i1 %small, label %base, label %rec
base:
  ret i32 %n
rec:
  %a = sub i32 %n, 1
  %b = sub i32 %n, 2
  %fa = call i32 @fib(i32 %a)
  %fb = call i32 @fib(i32 %b)
  %s = add i32 %fa, %fb
  ret i32 %s
}
define void @k(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %f = call i32 @fib(i32 %t)
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %f, ptr %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.buffer(std::vector<int>(20, 0));
  auto r = h.launch("k", {1}, {20}, {h.arg(out)});
  REQUIRE_MESSAGE(r.ok(), describe(r));
  auto v = h.read<int>(out, 20);
  int a = 0, b = 1;
  for (int t = 0; t < 20; ++t) {
    CHECK(v[t] == a);
    const int c = a + b;
    a = b;
    b = c;
  }
}

TEST_CASE("executor: an out-of-bounds store faults with the thread, the instruction and the allocation") {
  Harness h(kernelModule(R"(
define void @k(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 7, ptr %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.memory.allocateGlobal("out", 16 * 4);
  auto r = h.launch("k", {1}, {20}, {h.arg(out)});
  REQUIRE(r.fault);
  CHECK(r.fault->thread == std::array<uint32_t, 3>{16, 0, 0});
  CHECK(r.fault->message.find("out of bounds: write of 4 bytes") == 0);
  CHECK(r.fault->message.find("allocation 'out' (64 bytes)") != std::string::npos);
  CHECK(r.fault->instruction == "store i32 7, ptr %p, align 4");
  CHECK(r.fault->location == "test.ll:7:3");
  // Threads before the faulting one stored their values.
  auto v = h.read<int>(out, 16);
  CHECK(v[15] == 7);
}

TEST_CASE("executor: an unknown intrinsic is a located error before any launch") {
  Harness h(kernelModule(R"(
define void @k() {
  call void @llvm.nvvm.no.such.thing()
  ret void
}
declare void @llvm.nvvm.no.such.thing()
)",
                         "k"));
  CHECK_FALSE(h.program);
  INFO(h.errors());
  CHECK(h.errors().find("test.ll:5:3: error: unsupported intrinsic '@llvm.nvvm.no.such.thing'") !=
        std::string::npos);
}

TEST_CASE("executor: one-instruction inline PTX: special registers and rounding-mode arithmetic") {
  Harness h(kernelModule(R"(
define void @k(ptr %out) {
  %l = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  %m = call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"()
  %a = call float asm "sub.rz.f32 $0, $1, $2;", "=f,f,f"(float 1.0, float 0x3E10000000000000)
  %b = call float asm "sub.rn.f32 $0, $1, $2;", "=f,f,f"(float 1.0, float 0x3E10000000000000)
  %p = getelementptr i32, ptr %out, i32 %l
  store i32 %m, ptr %p, align 4
  %q = getelementptr i32, ptr %out, i32 32
  store float %a, ptr %q, align 4
  %r = getelementptr i32, ptr %out, i32 33
  store float %b, ptr %r, align 4
  ret void
}
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.buffer(std::vector<uint32_t>(34, 0));
  auto r = h.launch("k", {1}, {32}, {h.arg(out)});
  REQUIRE_MESSAGE(r.ok(), describe(r));
  auto v = h.read<uint32_t>(out, 34);
  CHECK(v[0] == 0);
  CHECK(v[5] == 0x1fu);
  CHECK(v[32] == 0x3f7fffffu); // 1 - 2^-30 rounded toward zero
  CHECK(v[33] == 0x3f800000u); // and to nearest
}

TEST_CASE("executor: inline PTX the executor cannot run is a located error") {
  Harness h(kernelModule(R"(
define void @k() {
  %x = call i32 asm "{ .reg .u32 t; mov.u32 t, 1; vote.all.pred t, t; mov.u32 $0, t; }", "=r"()
  ret void
}
)",
                         "k"));
  CHECK_FALSE(h.program);
  CHECK(h.errors().find("test.ll:5:8: error: unsupported inline PTX instruction \"vote.all.pred t, t\"") !=
        std::string::npos);
}

TEST_CASE("executor: generic loads and stores whose lanes reach different spaces and threads' own locals") {
  // Lane t stores t + 1000 to its own alloca and t + 2000 to shared[t]; then lanes read back
  // through one generic pointer chosen per lane (t % 3: local, shared, global in[t]), so one
  // instruction's lanes span three spaces and 32 distinct local buffers.
  Harness h(kernelModule(R"(
@sh = internal addrspace(3) global [64 x i32] undef, align 4
define void @k(ptr %in, ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %loc = alloca i32, align 4
  %v1 = add i32 %t, 1000
  store i32 %v1, ptr %loc, align 4
  %sp = getelementptr [64 x i32], ptr addrspace(3) @sh, i32 0, i32 %t
  %v2 = add i32 %t, 2000
  store i32 %v2, ptr addrspace(3) %sp, align 4
  %sg = addrspacecast ptr addrspace(3) %sp to ptr
  %gp = getelementptr i32, ptr %in, i32 %t
  %k = urem i32 %t, 3
  %is0 = icmp eq i32 %k, 0
  %is1 = icmp eq i32 %k, 1
  %p12 = select i1 %is1, ptr %sg, ptr %gp
  %p = select i1 %is0, ptr %loc, ptr %p12
  %v = load i32, ptr %p, align 4
  %op = getelementptr i32, ptr %out, i32 %t
  store i32 %v, ptr %op, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  std::vector<int> in(64);
  for (int i = 0; i < 64; ++i)
    in[i] = 3000 + i;
  const uint64_t bin = h.buffer(in), out = h.buffer(std::vector<int>(64, -1));
  auto r = h.launch("k", {1}, {64}, {h.arg(bin), h.arg(out)});
  REQUIRE_MESSAGE(r.ok(), describe(r));
  auto v = h.read<int>(out, 64);
  for (int t = 0; t < 64; ++t)
    CHECK(v[t] == (t % 3 == 0 ? 1000 + t : t % 3 == 1 ? 2000 + t : 3000 + t));
}

TEST_CASE("executor: libdevice functions that read memory: __nv_nan payloads and __nv_norm") {
  Harness h(kernelModule(R"(
@hex = internal addrspace(4) constant [7 x i8] c"0x1234\00"
@dec = internal addrspace(4) constant [3 x i8] c"17\00"
@oct = internal addrspace(4) constant [4 x i8] c"017\00"
@bad = internal addrspace(4) constant [4 x i8] c"12a\00"
@big = internal addrspace(4) constant [22 x i8] c"99999999999999999999\00\00"
define void @k(ptr %in, ptr %out64, ptr %out32) {
  %h = addrspacecast ptr addrspace(4) @hex to ptr
  %d = addrspacecast ptr addrspace(4) @dec to ptr
  %o = addrspacecast ptr addrspace(4) @oct to ptr
  %b = addrspacecast ptr addrspace(4) @bad to ptr
  %g = addrspacecast ptr addrspace(4) @big to ptr
  %n0 = call double @__nv_nan(ptr %h)
  %n1 = call double @__nv_nan(ptr %d)
  %n2 = call double @__nv_nan(ptr %o)
  %n3 = call double @__nv_nan(ptr %b)
  %n4 = call double @__nv_nan(ptr null)
  %n5 = call double @__nv_nan(ptr %g)
  %f0 = call float @__nv_nanf(ptr %h)
  %r0 = call double @__nv_norm(i32 2, ptr %in)
  %r1 = call double @__nv_rnorm(i32 2, ptr %in)
  %r2 = call double @__nv_norm(i32 3, ptr %in)
  %r3 = call double @__nv_norm(i32 0, ptr %in)
  %p0 = getelementptr double, ptr %out64, i32 0
  store double %n0, ptr %p0
  %p1 = getelementptr double, ptr %out64, i32 1
  store double %n1, ptr %p1
  %p2 = getelementptr double, ptr %out64, i32 2
  store double %n2, ptr %p2
  %p3 = getelementptr double, ptr %out64, i32 3
  store double %n3, ptr %p3
  %p4 = getelementptr double, ptr %out64, i32 4
  store double %n4, ptr %p4
  %p5 = getelementptr double, ptr %out64, i32 5
  store double %n5, ptr %p5
  %p6 = getelementptr double, ptr %out64, i32 6
  store double %r0, ptr %p6
  %p7 = getelementptr double, ptr %out64, i32 7
  store double %r1, ptr %p7
  %p8 = getelementptr double, ptr %out64, i32 8
  store double %r2, ptr %p8
  %p9 = getelementptr double, ptr %out64, i32 9
  store double %r3, ptr %p9
  store float %f0, ptr %out32
  %fin = getelementptr i8, ptr %in, i64 32
  %q0 = call float @__nv_normf(i32 3, ptr %fin)
  %q1 = call float @__nv_rnormf(i32 2, ptr %fin)
  %s1 = getelementptr float, ptr %out32, i32 1
  store float %q0, ptr %s1
  %s2 = getelementptr float, ptr %out32, i32 2
  store float %q1, ptr %s2
  %bad = call double @__nv_norm(i32 9, ptr %in)
  ret void
}
declare double @__nv_nan(ptr)
declare float @__nv_nanf(ptr)
declare double @__nv_norm(i32, ptr)
declare double @__nv_rnorm(i32, ptr)
declare float @__nv_normf(i32, ptr)
declare float @__nv_rnormf(i32, ptr)
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  // in: doubles {3, 4, inf, 0} then floats {3, 4, 12}; norm(9) reads past the end and faults.
  std::vector<uint64_t> in(6);
  const double ds[4] = {3.0, 4.0, INFINITY, 0.0};
  std::memcpy(in.data(), ds, sizeof ds);
  const float fs[3] = {3.0f, 4.0f, 12.0f};
  std::memcpy(in.data() + 4, fs, sizeof fs);
  const uint64_t bin = h.buffer(in), o64 = h.buffer(std::vector<uint64_t>(10, 0)),
                 o32 = h.buffer(std::vector<uint32_t>(3, 0));
  auto r = h.launch("k", {1}, {1}, {h.arg(bin), h.arg(o64), h.arg(o32)});
  REQUIRE(r.fault);
  CHECK(r.fault->message.find("out of bounds: read of 8 bytes") == 0);
  auto v = h.read<uint64_t>(o64, 10);
  CHECK(v[0] == 0x7ff8000000001234ULL);
  CHECK(v[1] == 0x7ff8000000000011ULL); // decimal 17
  CHECK(v[2] == 0x7ff800000000000fULL); // octal 017
  CHECK(v[3] == 0x7ff8000000000000ULL); // not a number: payload 0
  CHECK(v[4] == 0x7ff8000000000000ULL); // null
  CHECK(v[5] == 0x7fffffffffffffffULL); // overflow: all ones
  CHECK(std::bit_cast<double>(v[6]) == 5.0);
  CHECK(std::bit_cast<double>(v[7]) == 0.2);
  CHECK(std::bit_cast<double>(v[8]) == INFINITY);
  CHECK(std::bit_cast<double>(v[9]) == 3.0); // a count below 1 reads one element
  auto f = h.read<uint32_t>(o32, 3);
  CHECK(f[0] == 0x7fc01234u);
  CHECK(std::bit_cast<float>(f[1]) == 13.0f);
  CHECK(std::bit_cast<float>(f[2]) == 0.2f);
}

TEST_CASE("executor: a barrier id outside 0..15 faults at the barrier") {
  Harness h(kernelModule(R"(
define void @k(i32 %id) {
  call void @llvm.nvvm.barrier.sync(i32 %id)
  ret void
}
declare void @llvm.nvvm.barrier.sync(i32)
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  auto ok = h.launch("k", {1}, {64}, {h.arg(15)});
  CHECK_MESSAGE(ok.ok(), describe(ok));
  auto r = h.launch("k", {1}, {64}, {h.arg(16)});
  REQUIRE(r.fault);
  CHECK(r.fault->message == "barrier 16 does not exist (a block has barriers 0 to 15)");
  CHECK(r.fault->instruction == "call void @llvm.nvvm.barrier.sync(i32 %id)");
}

TEST_CASE("executor: a store to constant memory faults even right after a load from the same address") {
  // The load caches the constant allocation's region for the warp; the store must not use it.
  Harness h(kernelModule(R"(
@c = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
define void @k(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = addrspacecast ptr addrspace(4) @c to ptr
  %p = getelementptr i32, ptr %g, i32 %t
  %v = load i32, ptr %p, align 4
  %o = getelementptr i32, ptr %out, i32 %t
  store i32 %v, ptr %o, align 4
  store i32 9, ptr %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.buffer(std::vector<int>(4, 0));
  auto r = h.launch("k", {1}, {4}, {h.arg(out)});
  REQUIRE(r.fault);
  INFO(r.fault->message);
  CHECK(r.fault->message.find("read-only") != std::string::npos);
  CHECK(r.fault->instruction == "store i32 9, ptr %p, align 4");
  CHECK(h.read<int>(out, 4) == std::vector<int>{1, 2, 3, 4});
}

TEST_CASE(
    "executor: i128 values: constants, globals, parameters, calls, cmpxchg in global and shared memory") {
  Harness h(kernelModule(R"(
@g = internal addrspace(1) global i128 170141183460469231731687303715884105727, align 16
@s = internal addrspace(3) global i128 undef, align 16
define internal i128 @twice(i128 %x) {
  %r = shl i128 %x, 1
  ret i128 %r
}
define void @k(i128 %p, ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %first, label %done
first:
  %gp = addrspacecast ptr addrspace(1) @g to ptr
  %v = load i128, ptr %gp, align 16
  %w = call i128 @twice(i128 %v)
  store i128 %w, ptr %out, align 16
  %o1 = getelementptr i128, ptr %out, i32 1
  %neg = sub i128 0, %p
  store i128 %neg, ptr %o1, align 16
  %x = cmpxchg ptr %gp, i128 %v, i128 -1 seq_cst seq_cst
  %x0 = extractvalue { i128, i1 } %x, 0
  %x1 = extractvalue { i128, i1 } %x, 1
  %y = cmpxchg ptr %gp, i128 %v, i128 5 seq_cst seq_cst
  %y1 = extractvalue { i128, i1 } %y, 1
  %o2 = getelementptr i128, ptr %out, i32 2
  store i128 %x0, ptr %o2, align 16
  %f = zext i1 %x1 to i64
  %g2 = zext i1 %y1 to i64
  %f2 = shl i64 %g2, 1
  %flags = or i64 %f, %f2
  %o3 = getelementptr i128, ptr %out, i32 3
  store i64 %flags, ptr %o3, align 16
  store i128 %p, ptr addrspace(3) @s, align 16
  %z = cmpxchg ptr addrspace(3) @s, i128 %p, i128 42 seq_cst seq_cst
  %zs = load i128, ptr addrspace(3) @s, align 16
  %o4 = getelementptr i128, ptr %out, i32 4
  store i128 %zs, ptr %o4, align 16
  %gv = load i128, ptr %gp, align 16
  %o5 = getelementptr i128, ptr %out, i32 5
  store i128 %gv, ptr %o5, align 16
  br label %done
done:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.buffer(std::vector<uint64_t>(12, 0));
  // %p = 2^64 + 3, passed as two 64-bit halves in the parameter buffer.
  auto r = h.launch("k", {1}, {32}, {h.arg(std::array<uint64_t, 2>{3, 1}), h.arg(out)});
  REQUIRE_MESSAGE(r.ok(), describe(r));
  auto v = h.read<uint64_t>(out, 12);
  // (2^127 - 1) << 1 = 2^128 - 2
  CHECK(v[0] == 0xfffffffffffffffeULL);
  CHECK(v[1] == 0xffffffffffffffffULL);
  // -(2^64 + 3)
  CHECK(v[2] == 0xfffffffffffffffdULL);
  CHECK(v[3] == 0xfffffffffffffffeULL);
  // the first cmpxchg saw 2^127 - 1 and succeeded, the second failed (the cell was then -1)
  CHECK(v[4] == 0xffffffffffffffffULL);
  CHECK(v[5] == 0x7fffffffffffffffULL);
  CHECK(v[6] == 1);
  CHECK(v[8] == 42); // shared cmpxchg succeeded
  CHECK(v[9] == 0);
  CHECK(v[10] == 0xffffffffffffffffULL); // global cell after the exchange
  CHECK(v[11] == 0xffffffffffffffffULL);
}

TEST_CASE(
    "executor: -O0 style allocas: promoted variables under divergence and loops, punned ones in memory") {
  // %acc is promotable (i32 loads/stores only); %pun is stored as i64 and read back as i32 (its low
  // half, from memory); %vol is volatile. Odd lanes add tid three times in a loop, even lanes once.
  Harness h(kernelModule(R"(
define void @k(ptr %out) {
entry:
  %acc = alloca i32, align 4
  %pun = alloca i64, align 8
  %vol = alloca i32, align 4
  %i = alloca i32, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.lifetime.start.p0(i64 4, ptr %acc)
  %odd = and i32 %t, 1
  %n = select i1 true, i32 1, i32 0
  %c = icmp ne i32 %odd, 0
  %trips = select i1 %c, i32 3, i32 1
  store i32 0, ptr %i, align 4
  br label %loop
loop:
  %iv = load i32, ptr %i, align 4
  %a = load i32, ptr %acc, align 4
  %a2 = add i32 %a, %t
  store i32 %a2, ptr %acc, align 4
  %iv2 = add i32 %iv, %n
  store i32 %iv2, ptr %i, align 4
  %more = icmp slt i32 %iv2, %trips
  br i1 %more, label %loop, label %exit
exit:
  %w = zext i32 %t to i64
  %w2 = or i64 %w, 4294967296000
  store i64 %w2, ptr %pun, align 8
  %lo = load i32, ptr %pun, align 8
  store volatile i32 7, ptr %vol, align 4
  %v = load volatile i32, ptr %vol, align 4
  %r = load i32, ptr %acc, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %acc)
  %s1 = add i32 %r, %lo
  %s2 = mul i32 %v, 1000
  %s = add i32 %s1, %s2
  %o = getelementptr i32, ptr %out, i32 %t
  store i32 %s, ptr %o, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.buffer(std::vector<int>(64, -1));
  auto r = h.launch("k", {1}, {64}, {h.arg(out)});
  REQUIRE_MESSAGE(r.ok(), describe(r));
  auto v = h.read<int>(out, 64);
  for (int t = 0; t < 64; ++t)
    CHECK(v[t] == (t & 1 ? 3 * t : t) + t + 7000);
}

TEST_CASE(
    "executor: fmul and fadd/fsub marked contract in one block fuse into fma, as the NVPTX backend does") {
  // a = x = 1 + 2^-12: a*x = 1 + 2^-11 + 2^-24 rounds to 1 + 2^-11 as a float, so the unfused
  // a*x - 1 is 2^-11 (0x3a000000) and the fused one 2^-11 + 2^-24 (0x3a000400).
  Harness h(kernelModule(R"(
define void @k(float %a, float %x, ptr %out) {
entry:
  %m = fmul contract float %a, %x
  %f0 = fadd contract float %m, -1.0
  %plain = fmul float %a, %x
  %f1 = fadd contract float %plain, -1.0
  %f3 = fsub contract float 1.0, %m
  %f4 = fsub contract float %m, 1.0
  %f5 = fadd float %m, -1.0
  br label %next
next:
  %f2 = fadd contract float %m, -1.0
  store float %f0, ptr %out, align 4
  %p1 = getelementptr float, ptr %out, i32 1
  store float %f1, ptr %p1, align 4
  %p2 = getelementptr float, ptr %out, i32 2
  store float %f2, ptr %p2, align 4
  %p3 = getelementptr float, ptr %out, i32 3
  store float %f3, ptr %p3, align 4
  %p4 = getelementptr float, ptr %out, i32 4
  store float %f4, ptr %p4, align 4
  %p5 = getelementptr float, ptr %out, i32 5
  store float %f5, ptr %p5, align 4
  ret void
}
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.buffer(std::vector<uint32_t>(6, 0));
  const float a = 1.0f + 0x1p-12f;
  auto r = h.launch("k", {1}, {1}, {h.arg(a), h.arg(a), h.arg(out)});
  REQUIRE_MESSAGE(r.ok(), describe(r));
  auto v = h.read<uint32_t>(out, 6);
  CHECK(v[0] == 0x3a000400u); // fused
  CHECK(v[1] == 0x3a000000u); // the fmul has no contract flag
  CHECK(v[2] == 0x3a000000u); // the fadd is in another block
  CHECK(v[3] == 0xba000400u); // 1 - a*x = fma(-a, x, 1)
  CHECK(v[4] == 0x3a000400u); // a*x - 1 = fma(a, x, -1)
  CHECK(v[5] == 0x3a000000u); // the fadd has no contract flag
}

TEST_CASE(
    "executor: indirect calls reach functions named only in a constant expression or a global's table") {
  // Typed-pointer IR (and the NVVM IR 2.0 printer's output) takes a function's address as
  // `bitcast (i32 (i32)* @f to i8*)`; a table of function pointers names them only in its
  // initializer. Neither @twice nor @negate is an operand of any instruction.
  Harness h(R"(target triple = "nvptx64-nvidia-cuda"
@table = internal addrspace(4) constant [1 x i8*] [i8* bitcast (i32 (i32)* @negate to i8*)], align 8

define internal i32 @twice(i32 %x) noinline {
  %r = shl i32 %x, 1
  ret i32 %r
}

define internal i32 @negate(i32 %x) noinline {
  %r = sub i32 0, %x
  ret i32 %r
}

define ptx_kernel void @k(i32* %out) {
  %fp = select i1 true, i8* bitcast (i32 (i32)* @twice to i8*), i8* null
  %f = bitcast i8* %fp to i32 (i32)*
  %a = call i32 %f(i32 21)
  store i32 %a, i32* %out
  %slot = addrspacecast [1 x i8*] addrspace(4)* @table to i8**
  %gp = load i8*, i8** %slot
  %g = bitcast i8* %gp to i32 (i32)*
  %b = call i32 %g(i32 5)
  %o1 = getelementptr i32, i32* %out, i64 1
  store i32 %b, i32* %o1
  ret void
}
)");
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.buffer(std::vector<int32_t>{0, 0});
  auto r = h.launch("k", {1}, {1}, {h.arg(out)});
  REQUIRE_MESSAGE(r.ok(), describe(r));
  CHECK(h.read<int32_t>(out, 2) == std::vector<int32_t>{42, -5});
}

TEST_CASE("executor: frames taken again from the pool hold each block's and each function's own constants") {
  // Plain (unchecked) code reuses a released frame without zeroing it and refills constants only
  // when the frame last served another function: @f and @g (different constants) take each
  // other's frames, odd lanes call @g and even lanes do not, and every block and launch must see
  // its own parameters. Expected values from the formula, computed here.
  Harness h(kernelModule(R"(
define internal i32 @f(i32 %x) noinline {
  %m = mul i32 %x, 3
  %r = add i32 %m, 7
  ret i32 %r
}
define internal i32 @g(i32 %x) noinline {
  %e = xor i32 %x, 85
  %r = add i32 %e, 100
  ret i32 %r
}
define void @k(ptr %out, i32 %base) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bn = mul i32 %b, %n
  %gid = add i32 %bn, %t
  %y = call i32 @f(i32 %t)
  %odd = and i32 %t, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %then, label %join
then:
  %z0 = call i32 @g(i32 %y)
  br label %join
join:
  %z = phi i32 [ %z0, %then ], [ %y, %entry ]
  %v = add i32 %z, %base
  %p = getelementptr i32, ptr %out, i32 %gid
  store i32 %v, ptr %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.buffer(std::vector<uint32_t>(8 * 48, 0));
  for (const auto &[threads, base] : {std::pair{1u, 1000u}, {2u, 2000u}, {1u, 3000u}}) {
    CAPTURE(threads);
    auto r = h.launch("k", {8}, {48}, {h.arg(out), h.arg(base)}, threads);
    REQUIRE_MESSAGE(r.ok(), describe(r));
    const auto v = h.read<uint32_t>(out, 8 * 48);
    for (uint32_t i = 0; i < 8 * 48; ++i) {
      const uint32_t t = i % 48, y = t * 3 + 7, z = (t & 1) ? (y ^ 85) + 100 : y;
      CHECK(v[i] == z + base);
    }
  }
}

TEST_CASE("executor: block states kept from one launch serve the next of the same shape only") {
  // Each thread writes its index to a local array at a position it computes, reads it back and
  // stores it: stale stacks, windows or frames of another shape (block size, stack size, checked
  // code) would show as wrong values or faults. Launch shapes alternate; the budget holds only
  // the kept states' charge between launches.
  Harness h(kernelModule(R"(
define void @k(ptr %out, i32 %base) {
entry:
  %a = alloca [8 x i32], align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bn = mul i32 %b, %n
  %gid = add i32 %bn, %t
  %slot = and i32 %t, 7
  %q = getelementptr [8 x i32], ptr %a, i32 0, i32 %slot
  %v0 = add i32 %gid, %base
  store volatile i32 %v0, ptr %q, align 4
  %v = load volatile i32, ptr %q, align 4
  %p = getelementptr i32, ptr %out, i32 %gid
  store i32 %v, ptr %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.buffer(std::vector<uint32_t>(4 * 96, 0));
  const uint64_t before = h.memory.budget().used();
  struct Shape {
    uint32_t block, stack, checks;
  };
  uint32_t base = 0;
  for (const Shape s : {Shape{48, 16384, 0}, Shape{48, 16384, 0}, Shape{96, 16384, 0}, Shape{48, 256, 0},
                        Shape{48, 256, kMemcheck}, Shape{48, 256, 0}, Shape{48, 16384, 0}}) {
    CAPTURE(s.block);
    CAPTURE(s.stack);
    CAPTURE(s.checks);
    base += 1000;
    h.options.stackBytes = s.stack;
    h.checks = s.checks;
    auto r = h.launch("k", {4}, {s.block}, {h.arg(out), h.arg(base)}, 2);
    REQUIRE_MESSAGE(r.ok(), describe(r));
    CHECK(r.findings.empty());
    const auto v = h.read<uint32_t>(out, 4 * s.block);
    for (uint32_t i = 0; i < 4 * s.block; ++i)
      CHECK(v[i] == i + base);
    // Between launches the budget holds at most the states kept: two (one per host thread) of at
    // most a block's stacks, shadows and frames each.
    const uint64_t stacks = uint64_t(s.block) * (((s.stack + 63) & ~63u) + 64);
    CHECK(h.memory.budget().used() - before <= 2 * (2 * stacks + 64 * 1024));
  }
}

TEST_CASE("executor: a converged warp's access with one lane outside the buffer or misaligned faults at that "
          "lane") {
  // The full-mask test of a warp's 32 addresses is an OR over the lanes: one lane past the end,
  // one before the start, or one misaligned must still take the per-lane path and fault there.
  Harness h(kernelModule(R"(
define void @k(ptr %in, ptr %out, i32 %shift, i32 %bytes) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add i32 %t, %shift
  %p = getelementptr i32, ptr %in, i32 %i
  %q = getelementptr i8, ptr %p, i32 %bytes
  %v = load i32, ptr %q, align 4
  %o = getelementptr i32, ptr %out, i32 %t
  store i32 %v, ptr %o, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t in = h.memory.allocateGlobal("in", 32 * 4);
  const uint64_t out = h.memory.allocateGlobal("out", 32 * 4);
  auto inside = h.launch("k", {1}, {32}, {h.arg(in), h.arg(out), h.arg(int32_t(0)), h.arg(int32_t(0))});
  CHECK_MESSAGE(inside.ok(), describe(inside));
  auto past = h.launch("k", {1}, {32}, {h.arg(in), h.arg(out), h.arg(int32_t(1)), h.arg(int32_t(0))});
  REQUIRE(past.fault);
  CHECK(past.fault->thread == std::array<uint32_t, 3>{31, 0, 0});
  CHECK(past.fault->message.find("out of bounds: read of 4 bytes") == 0);
  auto before = h.launch("k", {1}, {32}, {h.arg(in), h.arg(out), h.arg(int32_t(-1)), h.arg(int32_t(0))});
  REQUIRE(before.fault);
  CHECK(before.fault->thread == std::array<uint32_t, 3>{0, 0, 0});
  auto misaligned = h.launch("k", {1}, {32}, {h.arg(in), h.arg(out), h.arg(int32_t(0)), h.arg(int32_t(2))});
  REQUIRE(misaligned.fault);
  CHECK(misaligned.fault->thread == std::array<uint32_t, 3>{0, 0, 0});
  CHECK(misaligned.fault->message.find("misaligned") != std::string::npos);
}
