// LowerStructArgs' output run by the executor (docs/passes.md): byref parameters in param space,
// llvm.nvvm.ldparam.* and the cvt intrinsics.
#include "sim/test/Harness.h"

#include <doctest/doctest.h>

using namespace nvsim;
using namespace nvsim::sim;
using namespace nvsim::sim::test;

namespace {

// %S = { i32 a, [3 x i16] e, double d }: offsets 0, 4, 16; 24 bytes. Thread t writes a + e[t] and,
// through cvt.param.to.generic, the low word of d's bits; %past is an offset for a read past %s.
const char *kLdParam = R"(%S = type { i32, [3 x i16], double }
define void @k(ptr %out, ptr addrspace(101) byref(%S) align 8 %s, i64 %past) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %a = call i32 @llvm.nvvm.ldparam.i32(ptr addrspace(101) %s, i64 0)
  %t2 = mul i64 %t, 2
  %off = add i64 %t2, 4
  %e = call i16 @llvm.nvvm.ldparam.i16(ptr addrspace(101) %s, i64 %off)
  %ez = zext i16 %e to i32
  %r = add i32 %a, %ez
  %p = getelementptr inbounds i32, ptr %out, i64 %t
  store i32 %r, ptr %p
  %g = call ptr @llvm.nvvm.cvt.param.to.generic(ptr addrspace(101) %s)
  %gd = getelementptr inbounds i8, ptr %g, i64 16
  %d = load i32, ptr %gd
  %t4 = add i64 %t, 4
  %q = getelementptr inbounds i32, ptr %out, i64 %t4
  store i32 %d, ptr %q
  %beyond = call i32 @llvm.nvvm.ldparam.i32(ptr addrspace(101) %s, i64 %past)
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.ldparam.i32(ptr addrspace(101), i64)
declare i16 @llvm.nvvm.ldparam.i16(ptr addrspace(101), i64)
declare ptr @llvm.nvvm.cvt.param.to.generic(ptr addrspace(101))
)";

std::vector<std::byte> paramBytes() {
  std::vector<std::byte> b(24);
  const int32_t a = 1000;
  const uint16_t e[3] = {7, 8, 9};
  const uint64_t d = 0x4045000000000000 | 42; // d's low word is 42
  std::memcpy(b.data(), &a, 4);
  std::memcpy(b.data() + 4, e, 6);
  std::memcpy(b.data() + 16, &d, 8);
  return b;
}

} // namespace

TEST_CASE("ldparam: a byref parameter read at constant and variable offsets and through a generic cast") {
  Harness h(kernelModule(kLdParam, "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.memory.allocateGlobal("out", 8 * 4);
  // The byref parameter takes the aggregate's 24 bytes, as the byval one did.
  auto r = h.launch("k", {1}, {3}, {h.arg(out), paramBytes(), h.arg<int64_t>(0)});
  REQUIRE_MESSAGE(!r.fault, r.error);
  CHECK(h.read<int>(out, 7) == std::vector<int>{1007, 1008, 1009, 0, 42, 42, 42});
  auto wrong = h.launch("k", {1}, {3}, {h.arg(out), std::vector<std::byte>(8), h.arg<int64_t>(0)});
  CHECK(wrong.error == "argument 1 of 'k' has 8 bytes; the parameter takes 24");
}

TEST_CASE("ldparam: a read past the parameter is an out-of-bounds param access, never the host's") {
  Harness h(kernelModule(kLdParam, "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kMemcheck;
  const uint64_t out = h.memory.allocateGlobal("out", 8 * 4);
  // %s starts at param offset 16 + 8; its bytes and %past fill the buffer to 16 + 40.
  auto r = h.launch("k", {1}, {1}, {h.arg(out), paramBytes(), h.arg<int64_t>(4096)});
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.kind == "out-of-bounds");
  CHECK(f.space == "param");
  CHECK(f.site.instruction == "%beyond = call i32 @llvm.nvvm.ldparam.i32(ptr addrspace(101) %s, i64 %past)");
  CHECK(f.size == 4);
}
