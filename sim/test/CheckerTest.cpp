// Checker findings: memcheck's kinds, coordinates, locations and allocations; unchecked launches
// keep reporting faults.
#include "sim/test/Harness.h"

#include <doctest/doctest.h>
#include <fmt/format.h>

using namespace nvsim;
using namespace nvsim::sim;
using namespace nvsim::sim::test;

namespace {

/// out[tid] = 7 for 20 threads: threads 16..19 write past a 16-element buffer.
const char *kOutOfBounds = R"(
define void @k(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 7, ptr %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)";

} // namespace

TEST_CASE("memcheck: off, a bad access is a fault and there are no findings") {
  Harness h(kernelModule(kOutOfBounds, "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.memory.allocateGlobal("out", 16 * 4);
  auto r = h.launch("k", {1}, {20}, {h.arg(out)});
  REQUIRE(r.fault);
  CHECK(r.findings.empty());
  CHECK_FALSE(r.stopped);
}

TEST_CASE("memcheck: an out-of-bounds global store is a finding with its thread, allocation and offset") {
  Harness h(kernelModule(kOutOfBounds, "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kMemcheck;
  const uint64_t out = h.memory.allocateGlobal("out", 16 * 4);
  auto r = h.launch("k", {1}, {40}, {h.arg(out)});
  CHECK_FALSE(r.fault);
  CHECK_FALSE(r.stopped); // memcheck skips the bad lanes and goes on
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.checker == "memcheck");
  CHECK(f.kind == "out-of-bounds");
  CHECK(f.message ==
        fmt::format("out of bounds: write of 4 bytes at {:#018x} (global), 0 bytes past the end of "
                    "allocation 'out' (64 bytes)",
                    out + 64));
  CHECK(f.kernel == "k");
  CHECK(f.site.block == std::array<uint32_t, 3>{0, 0, 0});
  CHECK(f.site.thread == std::array<uint32_t, 3>{16, 0, 0});
  CHECK(f.site.warp == 0);
  CHECK(f.site.lane == 16);
  CHECK(f.site.access == "write");
  CHECK(f.site.instruction == "store i32 7, ptr %p, align 4");
  CHECK(f.site.location == "test.ll:7:3");
  CHECK(f.address == out + 64);
  CHECK(f.size == 4);
  CHECK(f.space == "global");
  CHECK(f.allocation == "out");
  CHECK(f.allocationId > 0);
  CHECK(f.allocationSize == 64);
  CHECK(f.offset == 64);
  CHECK(f.count == 24); // threads 16..39, folded into one finding
  CHECK_FALSE(f.fatal);
  CHECK_FALSE(f.other);
  CHECK(f.render() ==
        fmt::format("test.ll:7:3: error: [memcheck] {}\n"
                    "  store i32 7, ptr %p, align 4\n"
                    "  kind out-of-bounds, in kernel k, block (0,0,0) thread (16,0,0), warp 0 lane 16\n"
                    "  24 times at this instruction (the first is shown)\n",
                    f.message));
  // Every thread in bounds stored its value.
  CHECK(h.read<int>(out, 16) == std::vector<int>(16, 7));
}

TEST_CASE("memcheck: the kinds of bad accesses") {
  struct Case {
    const char *name, *body, *kind, *message, *space;
  };
  const Case cases[] = {
      {"null pointer", "  store i32 1, ptr null, align 4\n", "null-pointer",
       "null pointer: write of 4 bytes at 0x0000000000000000", "global"},
      {"address within the null page", "  %v = load i32, ptr inttoptr (i64 256 to ptr), align 4\n",
       "null-pointer", "null pointer: read of 4 bytes at 0x0000000000000100", "global"},
      {"misaligned float4 load",
       "  %q = getelementptr i8, ptr %out, i64 4\n  %v = load <4 x float>, ptr %q, align 16\n", "misaligned",
       nullptr, "global"},
      {"shared out of bounds",
       "  %v = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @s, i64 4096), align 4\n",
       "out-of-bounds", nullptr, "shared"},
      {"write to constant memory", "  store i32 1, ptr addrspace(4) @c, align 4\n", "read-only-write",
       nullptr, "constant"},
      {"global access to the shared window",
       "  %g = addrspacecast ptr addrspace(3) @s to ptr\n"
       "  %w = addrspacecast ptr %g to ptr addrspace(1)\n  store i32 1, ptr addrspace(1) %w, align 4\n",
       "wrong-space", nullptr, "shared"},
  };
  for (const Case &c : cases) {
    CAPTURE(c.name);
    Harness h(kernelModule(std::string("@s = internal addrspace(3) global [4 x i32] undef, align 4\n"
                                       "@c = internal addrspace(4) constant i32 5, align 4\n"
                                       "define void @k(ptr %out) {\n") +
                               c.body + "  ret void\n}\n",
                           "k"));
    REQUIRE_MESSAGE(h.program, h.errors());
    h.checks = kMemcheck;
    const uint64_t out = h.memory.allocateGlobal("out", 64);
    auto r = h.launch("k", {1}, {1}, {h.arg(out)});
    CHECK_FALSE(r.fault);
    REQUIRE(r.findings.size() == 1);
    const Finding &f = r.findings[0];
    INFO(f.message);
    CHECK(f.checker == "memcheck");
    CHECK(f.kind == c.kind);
    CHECK(f.space == c.space);
    if (c.message)
      CHECK(f.message == c.message);
    CHECK(f.site.location.rfind("test.ll:", 0) == 0);
  }
}

TEST_CASE("memcheck: the misaligned vector load names the alignment it needs") {
  Harness h(kernelModule(R"(
define void @k(ptr %out) {
  %q = getelementptr i8, ptr %out, i64 4
  %v = load <4 x float>, ptr %q, align 16
  ret void
}
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kMemcheck;
  const uint64_t out = h.memory.allocateGlobal("out", 64);
  auto r = h.launch("k", {1}, {1}, {h.arg(out)});
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.kind == "misaligned");
  CHECK(f.message ==
        fmt::format("misaligned address (needs 16-byte alignment): read of 16 bytes at {:#018x} "
                    "(global), offset 4 of allocation 'out' (64 bytes) (the instruction promises "
                    "align 16)",
                    out + 4));
  CHECK(f.offset == 4);
  CHECK(f.site.instruction == "%v = load <4 x float>, ptr %q, align 16");
  CHECK(f.site.location == "test.ll:6:8"); // a value instruction is located at its opcode
}

TEST_CASE("memcheck: an alloca larger than the stack is a stack-overflow finding") {
  Harness h(kernelModule(R"(
define void @k(ptr %out) {
  %a = alloca [8192 x i32], align 4
  store i32 1, ptr %a, align 4
  ret void
}
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kMemcheck;
  const uint64_t out = h.memory.allocateGlobal("out", 64);
  auto r = h.launch("k", {1}, {2}, {h.arg(out)});
  CHECK_FALSE(r.fault);
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.kind == "stack-overflow");
  CHECK(f.message == "stack overflow: alloca of 32768 bytes exceeds the thread's 16384 bytes of local memory "
                     "(--stack-size)");
  CHECK(f.space == "local");
  CHECK(f.site.thread == std::array<uint32_t, 3>{0, 0, 0});
  CHECK(f.site.instruction == "%a = alloca [8192 x i32], align 4");
}

TEST_CASE("memcheck: a finding in a later block names that block and the warp and lane") {
  Harness h(kernelModule(R"(
define void @k(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bn = mul i32 %b, %n
  %i = add i32 %bn, %t
  %p = getelementptr i32, ptr %out, i32 %i
  store i32 %i, ptr %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kMemcheck;
  // 3 blocks of 64 threads over 150 elements: thread 22 of block 2 (warp 0, lane 22) is the first outside.
  const uint64_t out = h.memory.allocateGlobal("out", 150 * 4);
  auto r = h.launch("k", {3}, {64}, {h.arg(out)});
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.site.block == std::array<uint32_t, 3>{2, 0, 0});
  CHECK(f.site.thread == std::array<uint32_t, 3>{22, 0, 0});
  CHECK(f.site.warp == 0);
  CHECK(f.site.lane == 22);
  CHECK(f.offset == 600);
  CHECK(f.message.find("0 bytes past the end of allocation 'out' (600 bytes)") != std::string::npos);
}

namespace {

/// A kernel over `out` whose body is `body`, with the usual declarations.
std::string syncKernel(const std::string &body) {
  return kernelModule(
      "define void @k(ptr %out) {\nentry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n" + body +
          "}\n"
          "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
          "declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)\n"
          "declare void @llvm.nvvm.bar.warp.sync(i32)\n"
          "declare void @llvm.nvvm.barrier.sync(i32)\n"
          "declare void @llvm.nvvm.barrier0()\n",
      "k");
}

/// One launch of syncKernel(body) over `block` threads with `checks`.
LaunchResult runSync(const std::string &body, Dim3 block, uint32_t checks) {
  Harness h(syncKernel(body));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = checks;
  const uint64_t out = h.memory.allocateGlobal("out", 4096);
  return h.launch("k", {1}, block, {h.arg(out)});
}

} // namespace

TEST_CASE("synccheck: a full-mask shuffle in divergent code names the lanes that exited") {
  const char *body = "  %lo = icmp ult i32 %t, 16\n"
                     "  br i1 %lo, label %then, label %exit\n"
                     "then:\n"
                     "  %v = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %t, i32 0, i32 31)\n"
                     "  br label %exit\n"
                     "exit:\n"
                     "  ret void\n";
  auto r = runSync(body, {32}, kSynccheck);
  CHECK_FALSE(r.fault);
  CHECK_FALSE(r.stopped);
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.checker == "synccheck");
  CHECK(f.kind == "sync-mask-exited-lane");
  CHECK(f.message == "the member mask 0xffffffff names lanes 0xffff0000 that have exited");
  CHECK(f.site.thread == std::array<uint32_t, 3>{0, 0, 0});
  CHECK(f.site.instruction == "%v = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %t, i32 0, i32 31)");
  CHECK(f.site.location == "test.ll:9:8");
  CHECK_FALSE(f.fatal);
  // Off: no findings.
  r = runSync(body, {32}, 0);
  CHECK(r.findings.empty());
}

TEST_CASE("synccheck: lanes outside the member mask, folded over the warps that do it") {
  auto r = runSync("  %v = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 65535, i32 %t, i32 0, i32 31)\n"
                   "  ret void\n",
                   {96}, kSynccheck);
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.kind == "sync-mask-excludes-lane");
  CHECK(f.message == "lanes 0xffff0000 execute this warp-synchronous operation but its member mask "
                     "0x0000ffff leaves them out");
  CHECK(f.count == 3);
  CHECK(f.render().find("\n  3 times at this instruction (the first is shown)\n") != std::string::npos);
}

TEST_CASE("synccheck: a bar.warp.sync mask naming lanes a partial warp does not have") {
  auto r = runSync("  call void @llvm.nvvm.bar.warp.sync(i32 -1)\n  ret void\n", {16}, kSynccheck);
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].kind == "invalid-warp-sync-mask");
  CHECK(r.findings[0].message ==
        "the bar.warp.sync mask 0xffffffff names lanes 0xffff0000 the warp does not have");
}

TEST_CASE("synccheck: a shuffle whose partners wait at a barrier runs without them, and says so") {
  const char *body = "  %lo = icmp ult i32 %t, 16\n"
                     "  br i1 %lo, label %then, label %else\n"
                     "then:\n"
                     "  %v = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %t, i32 0, i32 31)\n"
                     "  br label %exit\n"
                     "else:\n"
                     "  call void @llvm.nvvm.barrier0()\n"
                     "  br label %exit\n"
                     "exit:\n"
                     "  ret void\n";
  auto r = runSync(body, {32}, kSynccheck);
  CHECK_FALSE(r.fault);
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].kind == "sync-mask-never-arrives");
  CHECK(r.findings[0].message ==
        "the member mask 0xffffffff names lanes 0xffff0000 that never arrive here (they "
        "wait elsewhere); the operation ran without them");
}

TEST_CASE("synccheck: threads waiting at different barriers are a finding naming both, not a fault") {
  const char *body = "  %lo = icmp ult i32 %t, 40\n"
                     "  br i1 %lo, label %then, label %else\n"
                     "then:\n"
                     "  call void @llvm.nvvm.barrier.sync(i32 0)\n"
                     "  br label %exit\n"
                     "else:\n"
                     "  call void @llvm.nvvm.barrier.sync(i32 1)\n"
                     "  br label %exit\n"
                     "exit:\n"
                     "  ret void\n";
  auto r = runSync(body, {64}, 0);
  REQUIRE(r.fault); // unchecked: the deadlock fault
  CHECK(r.fault->message.rfind("barrier deadlock: ", 0) == 0);
  r = runSync(body, {64}, kSynccheck);
  CHECK_FALSE(r.fault);
  CHECK(r.stopped);
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.checker == "synccheck");
  CHECK(f.kind == "different-barriers");
  CHECK(f.message ==
        "barrier deadlock: 40 threads wait at this barrier (id 0) and 24 at another; 64 threads of "
        "the block have not exited");
  CHECK(f.site.thread == std::array<uint32_t, 3>{0, 0, 0});
  CHECK(f.site.instruction == "call void @llvm.nvvm.barrier.sync(i32 0)");
  CHECK(f.site.location == "test.ll:9:3");
  REQUIRE(f.other);
  CHECK(f.other->thread == std::array<uint32_t, 3>{40, 0, 0});
  CHECK(f.other->warp == 1);
  CHECK(f.other->lane == 8);
  CHECK(f.other->instruction == "call void @llvm.nvvm.barrier.sync(i32 1)");
  CHECK(f.other->location == "test.ll:12:3");
  CHECK(f.render().find("\n  the other access: arrival by block (0,0,0) thread (40,0,0), warp 1 lane 8\n  at "
                        "test.ll:12:3: call void @llvm.nvvm.barrier.sync(i32 1)\n") != std::string::npos);
}

TEST_CASE("findings and faults are located at the !dbg source line when the instruction has one") {
  const std::string text = kernelModule(R"(
define void @k(ptr %out) !dbg !5 {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 7, ptr %p, align 4, !dbg !10
  %q = getelementptr i32, ptr %out, i32 1000
  store i32 8, ptr %q, align 4, !dbg !11
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!llvm.dbg.cu = !{!20}
!20 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !21, emissionKind: FullDebug)
!21 = !DIFile(filename: "kernel.cu", directory: "/src")
!5 = distinct !DISubprogram(name: "k", scope: !21, file: !21, line: 3, spFlags: DISPFlagDefinition, unit: !20)
!9 = distinct !DILexicalBlock(scope: !5, file: !21, line: 4, column: 3)
!10 = !DILocation(line: 5, column: 12, scope: !5)
!11 = !DILocation(line: 7, scope: !9)
)",
                                        "k");
  Harness h(text);
  REQUIRE_MESSAGE(h.program, h.errors());
  const uint64_t out = h.memory.allocateGlobal("out", 64);
  auto r = h.launch("k", {1}, {4}, {h.arg(out)});
  REQUIRE(r.fault);
  // A DILocation without a column, in a lexical block; the DIFile's directory joined (not under
  // the working directory of the tests).
  CHECK(r.fault->location == "/src/kernel.cu:7");
  CHECK(r.fault->instruction == "store i32 8, ptr %q, align 4, !dbg !11");
  h.checks = kMemcheck;
  r = h.launch("k", {1}, {4}, {h.arg(out)});
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].site.location == "/src/kernel.cu:7");
  CHECK(r.findings[0].render().rfind("/src/kernel.cu:7: error: [memcheck] out of bounds: write of 4 bytes",
                                     0) == 0);
}

TEST_CASE("synccheck: a barrier that completes with threads at two __syncthreads() is a mismatch, run on") {
  for (uint32_t split : {32u, 16u}) { // two warps apart, or a warp split between the two
    CAPTURE(split);
    const std::string body = "  %lo = icmp ult i32 %t, " + std::to_string(split) +
                             "\n"
                             "  br i1 %lo, label %then, label %else\n"
                             "then:\n"
                             "  call void @llvm.nvvm.barrier0()\n"
                             "  br label %exit\n"
                             "else:\n"
                             "  call void @llvm.nvvm.barrier0()\n"
                             "  br label %exit\n"
                             "exit:\n"
                             "  ret void\n";
    CHECK(runSync(body, {64}, 0).findings.empty());
    auto r = runSync(body, {64}, kSynccheck);
    CHECK_FALSE(r.fault);
    CHECK_FALSE(r.stopped);
    REQUIRE(r.findings.size() == 1);
    const Finding &f = r.findings[0];
    CHECK(f.kind == "mismatched-barrier");
    CHECK_FALSE(f.fatal);
    CHECK(f.message ==
          fmt::format("barrier mismatch: {} threads wait at this barrier (id 0) and {} at another "
                      "barrier instruction with the same id; the barrier completes with all of them "
                      "(as bar.sync does on sm_70 and later), but threads of a block reaching "
                      "different __syncthreads() is undefined",
                      split, 64 - split));
    CHECK(f.site.thread == std::array<uint32_t, 3>{0, 0, 0});
    CHECK(f.site.location == "test.ll:9:3");
    REQUIRE(f.other);
    CHECK(f.other->thread == std::array<uint32_t, 3>{split, 0, 0});
    CHECK(f.other->location == "test.ll:12:3");
  }
}

TEST_CASE("synccheck: a barrier in a divergent branch of a loop is one finding, not the barriers after it") {
  // The lanes that skip the barrier are still in the loop when the others arrive (so the arrival
  // cannot tell), then wait at the barrier after the loop: the barrier completes with the warp
  // split across the two. The barriers after the loop pair the wrong arrivals too: not reported.
  const char *body = "  br label %loop\n"
                     "loop:\n"
                     "  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]\n"
                     "  %lo = icmp ult i32 %t, 16\n"
                     "  br i1 %lo, label %then, label %latch\n"
                     "then:\n"
                     "  call void @llvm.nvvm.barrier.sync(i32 0)\n"
                     "  br label %latch\n"
                     "latch:\n"
                     "  %i1 = add i32 %i, 1\n"
                     "  %more = icmp ult i32 %i1, 3\n"
                     "  br i1 %more, label %loop, label %after\n"
                     "after:\n"
                     "  call void @llvm.nvvm.barrier0()\n"
                     "  call void @llvm.nvvm.barrier0()\n"
                     "  ret void\n";
  for (uint32_t threads : {32u, 64u}) {
    CAPTURE(threads);
    auto r = runSync(body, {threads}, kSynccheck);
    CHECK_FALSE(r.fault);
    REQUIRE(r.findings.size() == 1);
    const Finding &f = r.findings[0];
    CHECK(f.kind == "divergent-barrier");
    CHECK(f.count == 1);
    CHECK(f.message ==
          "barrier in divergent code: lanes 0xffff0000 of this warp went past it without arriving, "
          "to a later point of the function; lanes 0x0000ffff wait here");
    CHECK(f.site.location == "test.ll:12:3");
    REQUIRE(f.other);
    CHECK(f.other->thread == std::array<uint32_t, 3>{16, 0, 0});
    CHECK(f.other->location == "test.ll:19:3");
  }
}
