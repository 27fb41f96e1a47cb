// The executor's bounds (docs/security.md): call signatures, register and stack sizes, the host
// memory budget, the deadline, printf's buffer, and which fault a parallel launch reports.
#include "sim/test/Harness.h"

#include <doctest/doctest.h>

#include <string>

using namespace nvsim::sim;
using namespace nvsim::sim::test;
namespace mem = nvsim::mem;

namespace {

bool contains(const std::string &text, const std::string &part) {
  return text.find(part) != std::string::npos;
}

} // namespace

TEST_CASE("limits: a call whose site type differs from the callee's faults, naming both types") {
  // Before: the <4 x i64> result was copied into a one-slot destination, past the caller's
  // register file (a host heap overflow).
  Harness h(kernelModule(R"(
define <4 x i64> @wide(i64 %x) {
  %v = insertelement <4 x i64> zeroinitializer, i64 %x, i32 3
  ret <4 x i64> %v
}
define i64 @narrow(i64 %x) {
  ret i64 %x
}
define void @k(ptr %out, i32 %which) {
  %w = icmp eq i32 %which, 0
  %p = select i1 %w, ptr @wide, ptr @narrow
  %r = call i64 %p(i64 7)
  store i64 %r, ptr %out
  ret void
}
define ptx_kernel void @direct(ptr %out) {
  %r = call i64 @wide(i64 7)
  store i64 %r, ptr %out
  ret void
}
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.buffer(std::vector<int64_t>{0});
  auto good = h.launch("k", {1}, {32}, {h.arg(out), h.arg(1)});
  CHECK(good.ok());
  CHECK(h.read<int64_t>(out, 1)[0] == 7);
  auto bad = h.launch("k", {1}, {32}, {h.arg(out), h.arg(0)});
  REQUIRE(bad.fault);
  CHECK(bad.fault->message ==
        "indirect call to @wide of type '<4 x i64> (i64)' through a call site of type 'i64 (i64)'");
  CHECK(bad.fault->instruction == "%r = call i64 %p(i64 7)");
  CHECK(bad.fault->location == "test.ll:14:8");
  auto direct = h.launch("direct", {1}, {1}, {h.arg(out)});
  REQUIRE(direct.fault);
  CHECK(direct.fault->message ==
        "direct call to @wide of type '<4 x i64> (i64)' through a call site of type 'i64 (i64)'");
}

TEST_CASE("limits: a value larger than the register file allows is a located error at load time") {
  // Before: a frame of 536870912 * 32 slots (128 GiB) was allocated at the first launch.
  Harness h(kernelModule(R"(
define void @k(ptr %p, ptr %out) {
  %v = load [536870912 x i64], ptr %p
  %e = extractvalue [536870912 x i64] %v, 3
  store i64 %e, ptr %out
  ret void
}
)",
                         "k"));
  CHECK_FALSE(h.program);
  CHECK_MESSAGE(
      contains(h.errors(),
               "test.ll:5:8: error: values of type '[536870912 x i64]' are not supported by the "
               "executor: more than 16384 register slots (8 bytes in each of 32 lanes) for one value"),
      h.errors());
  // 2^32 elements once wrapped the slot count to 0.
  Harness wrap(kernelModule(R"(
define void @k(ptr %p) {
  %v = load [4294967296 x i8], ptr %p
  ret void
}
)",
                            "k"));
  CHECK_FALSE(wrap.program);
  CHECK(contains(wrap.errors(), "values of type '[4294967296 x i8]' are not supported"));
}

TEST_CASE("limits: a stack size of 0 or beyond 1 MiB is refused before the launch") {
  // Before: 4294967233 wrapped the per-thread stride to 64 bytes and stacks overlapped.
  Harness h(kernelModule("define void @k() {\n  ret void\n}\n", "k"));
  REQUIRE(h.program);
  for (uint32_t bytes : {0u, kMaxStackBytes + 1, 4294967233u, 4294967295u}) {
    h.options.stackBytes = bytes;
    auto r = h.launch("k", {1}, {32}, {});
    CHECK(r.error ==
          fmt::format("a stack size of {} bytes per thread is outside 1 to 1048576 (--stack-size)", bytes));
  }
  h.options.stackBytes = kMaxStackBytes;
  CHECK(h.launch("k", {1}, {32}, {}).ok());
}

TEST_CASE("limits: the host memory budget refuses buffers, block stacks and deep frames with a message") {
  Harness h(kernelModule(R"(
define i32 @rec(i32 %n) {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %done, label %more
more:
  %m = sub i32 %n, 1
  %r = call i32 @rec(i32 %m)
  ret i32 %r
done:
  ret i32 0
}
define void @k(ptr %out, i32 %n) {
  %r = call i32 @rec(i32 %n)
  store i32 %r, ptr %out
  ret void
}
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.memory.budget().setLimit(64 * 1024 * 1024);
  const uint64_t before = h.memory.budget().used();
  CHECK(h.memory.allocateGlobal("huge", uint64_t(1) << 30) == 0);
  CHECK(h.memory.budget().used() == before);
  const uint64_t out = h.buffer(std::vector<int32_t>{5});
  CHECK(h.memory.budget().used() == before + 4);

  // 1024 threads with 1 MiB stacks: 1 GiB of block state.
  h.options.stackBytes = kMaxStackBytes;
  auto stacks = h.launch("k", {1}, {1024}, {h.arg(out), h.arg(0)});
  REQUIRE(stacks.fault);
  CHECK(stacks.fault->message ==
        "host memory limit: a block's shared memory and its 1024 threads' 1048576-byte "
        "stacks take 1 GiB, more than the 64 MiB left of the --memory-limit budget of 64 MiB");
  CHECK(h.memory.budget().used() == before + 4); // given back when the launch ends

  // Recursion stops at the budget (each frame's registers are charged) or at the depth limit.
  h.options.stackBytes = 16384;
  h.memory.budget().setLimit(before + 4 + 1536 * 1024); // the stacks (528 KiB), some frames
  auto deep = h.launch("k", {1}, {32}, {h.arg(out), h.arg(100000)});
  REQUIRE(deep.fault);
  CHECK_MESSAGE(contains(deep.fault->message, "host memory limit: the registers of a call of @rec take"),
                deep.fault->message);
  CHECK(h.memory.budget().used() == before + 4);
  h.memory.budget().setLimit(mem::HostBudget::kUnlimited);
  auto fine = h.launch("k", {1}, {32}, {h.arg(out), h.arg(100)});
  CHECK(fine.ok());
  CHECK(h.read<int32_t>(out, 1)[0] == 0);
}

TEST_CASE("limits: racecheck's shadow records are charged before the launch") {
  Harness h(kernelModule("define void @k(ptr %p) {\n  store i32 1, ptr %p\n  ret void\n}\n", "k"));
  REQUIRE(h.program);
  const uint64_t buf = h.memory.allocateGlobal("buf", 1024 * 1024);
  h.memory.budget().setLimit(h.memory.budget().used() + 1024 * 1024); // the records take 4 MiB
  h.checks = kRacecheck;
  auto r = h.launch("k", {1}, {1}, {h.arg(buf)});
  CHECK(r.error ==
        "host memory limit: racecheck's records for global memory take 4 MiB, more than the 1 MiB left of "
        "the --memory-limit budget of " +
            mem::formatBytes(h.memory.budget().limit()));
}

TEST_CASE("limits: the deadline stops a loop around a barrier and a grid of 2^31 - 1 blocks") {
  // Before: the deadline was checked on backward branches of one warp's turn only; a warp that
  // yields at a barrier every iteration, or blocks that run no loop, never reached it.
  Harness h(kernelModule(R"(
define void @k() {
entry:
  br label %loop
loop:
  call void @llvm.nvvm.barrier0()
  br label %loop
}
define ptx_kernel void @tiny() {
  ret void
}
declare void @llvm.nvvm.barrier0()
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.options.timeoutSeconds = 0.2;
  auto spin = h.launch("k", {1}, {64}, {});
  REQUIRE(spin.fault);
  CHECK(spin.fault->message ==
        "timeout: the launch ran longer than its time limit of 0.2 s (--timeout; 0 for none) in kernel k");
  // Both warps are listed, each with its lanes, and where it runs or waits.
  REQUIRE(spin.fault->stuck.size() == 2);
  for (uint32_t w = 0; w < 2; ++w) {
    const StuckGroup &g = spin.fault->stuck[w];
    CHECK(g.warp == w);
    CHECK(g.lanes == 0xffffffffu);
    CHECK((g.state == "barrier" || g.state == "running"));
    CHECK((contains(g.instruction, "llvm.nvvm.barrier0") || contains(g.instruction, "br label %loop")));
  }
  CHECK(spin.seconds < 5);
  for (unsigned threads : {1u, 2u}) {
    auto grid = h.launch("tiny", {0x7fffffffu}, {1}, {}, threads);
    REQUIRE_MESSAGE(grid.fault, grid.error);
    CHECK(contains(grid.fault->message, "timeout: the launch ran longer than its time limit of 0.2 s"));
    CHECK(contains(grid.fault->message, "blocks had not started"));
    CHECK(grid.seconds < 5);
  }
}

TEST_CASE("limits: a launch keeps the first 1 MiB of printf output and counts the rest") {
  Harness h(kernelModule(R"(
@.fmt = private addrspace(1) constant [5 x i8] c"%s\0A\00\00"
@.line = private addrspace(1) constant [1000 x i8] c")" +
                             std::string(999, 'x') + R"(\00"
define void @k() {
entry:
  %args = alloca ptr, align 8
  store ptr addrspacecast (ptr addrspace(1) @.line to ptr), ptr %args
  %f = addrspacecast ptr addrspace(1) @.fmt to ptr
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  %r = call i32 @vprintf(ptr %f, ptr %args)
  %n = add i32 %i, 1
  %more = icmp ult i32 %n, 2000
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
declare i32 @vprintf(ptr, ptr)
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  auto r = h.launch("k", {1}, {2}, {});
  REQUIRE_MESSAGE(r.ok(), r.error);
  // 2 threads * 2000 lines * 1000 bytes = 4,000,000 bytes printed; 1 MiB kept.
  const std::string note =
      "\n[nvvm-sim: 2951424 more bytes of printf output were dropped: a launch keeps the "
      "first 1 MiB (the size of CUDA's default printf buffer)]\n";
  CHECK(r.output.size() == kPrintfBufferBytes + note.size());
  CHECK(r.output.substr(kPrintfBufferBytes) == note);
  CHECK(r.output.substr(0, 1000) == std::string(999, 'x') + "\n");
}

TEST_CASE("limits: __nv_normf with a kernel-chosen count reads memory in place") {
  // Before: a vector of the count's size was allocated first (2^31 - 1 elements: 32 GiB).
  Harness h(kernelModule(R"(
define void @k(ptr %in, ptr %out, i32 %n) {
  %r = call float @__nv_normf(i32 %n, ptr %in)
  store float %r, ptr %out
  ret void
}
declare float @__nv_normf(i32, ptr)
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t in = h.buffer(std::vector<float>{3, 4}), out = h.buffer(std::vector<float>{0});
  auto ok = h.launch("k", {1}, {1}, {h.arg(in), h.arg(out), h.arg(2)});
  CHECK(ok.ok());
  CHECK(h.read<float>(out, 1)[0] == 5.0f);
  auto r = h.launch("k", {1}, {1}, {h.arg(in), h.arg(out), h.arg(0x7fffffff)});
  REQUIRE(r.fault);
  CHECK(contains(r.fault->message, "out of bounds"));
  CHECK(r.seconds < 5);
}

TEST_CASE("limits: with many host threads the fault reported is the first in dispatch order") {
  // Blocks 5 and 40 fault with different messages; block 40's may happen first on another host
  // thread, but block 5's is the one a serial run reports, and so every run.
  Harness h(kernelModule(R"(
define void @k(ptr %out) {
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %is5 = icmp eq i32 %b, 5
  br i1 %is5, label %five, label %next
five:
  call void @llvm.trap()
  unreachable
next:
  %is40 = icmp eq i32 %b, 40
  br i1 %is40, label %forty, label %store
forty:
  store i32 1, ptr null
  ret void
store:
  %p = getelementptr i32, ptr %out, i32 %b
  store i32 %t, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.trap()
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  for (int run = 0; run < 20; ++run) {
    const uint64_t out = h.buffer(std::vector<int32_t>(64, -1));
    auto r = h.launch("k", {64}, {32}, {h.arg(out)}, 2);
    REQUIRE(r.fault);
    CHECK(r.fault->message == "trap: the kernel executed llvm.trap");
    CHECK(r.fault->block == std::array<uint32_t, 3>{5, 0, 0});
    const auto got = h.read<int32_t>(out, 5);
    for (int b = 0; b < 5; ++b) // every block dispatched before the fault ran to its end
      CHECK(got[size_t(b)] == 31);
  }
}
