// Where findings point: the user's line through inlined helpers (with the inline chain), one
// finding per source location pair however many instructions carry it, and demangled names.
#include "sim/test/Harness.h"

#include <doctest/doctest.h>

using namespace nvsim;
using namespace nvsim::sim;
using namespace nvsim::sim::test;

namespace {

/// The debug metadata of the kernels below (k.cu in /src, a header in /src/../include): !20 is
/// the header's `store` helper (h.cuh:122:68) inlined into add (k.cu:5:3), inlined into the
/// kernel (k.cu:20:7); !30 is k.cu:9:12 in the kernel itself.
const char *kDebug = R"(
!llvm.dbg.cu = !{!10}
!10 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !11, emissionKind: LineTablesOnly)
!11 = !DIFile(filename: "k.cu", directory: "/src")
!12 = !DIFile(filename: "../include/h.cuh", directory: "/src")
!13 = distinct !DISubprogram(name: "store", scope: !12, file: !12, line: 122, unit: !10)
!14 = distinct !DISubprogram(name: "add", scope: !11, file: !11, line: 4, unit: !10)
!15 = distinct !DISubprogram(name: "transpose", scope: !11, file: !11, line: 18, unit: !10)
!20 = !DILocation(line: 122, column: 68, scope: !13, inlinedAt: !21)
!21 = distinct !DILocation(line: 5, column: 3, scope: !14, inlinedAt: !22)
!22 = distinct !DILocation(line: 20, column: 7, scope: !15)
!30 = !DILocation(line: 9, column: 12, scope: !15)
)";

/// Each of 20 threads stores to tile[t] and tile[t + 16] of a 16-element __shared__ variable,
/// both stores at the same source location (an unrolled loop's copies of one line), through the
/// inlined helper: threads 16..19 are out of bounds at the first store, all 20 at the second.
std::string outOfBoundsKernel(const std::string &dbg) {
  return kernelModule(R"(
@_ZZ9transposePKfPfiiE4tile = internal addrspace(3) global [16 x i32] undef, align 4
define void @_Z9transposePKfPfii(ptr %in, ptr %out, i32 %w, i32 %h) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(3) @_ZZ9transposePKfPfiiE4tile, i32 %t
  store i32 1, ptr addrspace(3) %p, align 4)" +
                          dbg + R"(
  %q = getelementptr i32, ptr addrspace(3) %p, i32 16
  store i32 2, ptr addrspace(3) %q, align 4)" +
                          dbg + R"(
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)" + kDebug,
                      "_Z9transposePKfPfii");
}

LaunchResult runOutOfBounds(const std::string &dbg) {
  Harness h(outOfBoundsKernel(dbg));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kMemcheck;
  const std::vector<std::byte> p = Harness::arg(uint64_t(0)), n = Harness::arg(int32_t(4));
  return h.launch("_Z9transposePKfPfii", {1}, {20}, {p, p, n, n});
}

/// 64 threads (two warps) each store to s[t % 32] and s[t % 32 + 32] with no barrier: every
/// word is written by a lane of each warp, so the second warp's 64 stores race (write after
/// write) with the first's, all at one source line (`dbg` on both stores).
std::string raceKernel(const std::string &dbg) {
  return kernelModule(R"(
@s = internal addrspace(3) global [64 x i32] undef, align 4
define void @k() {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %l = and i32 %t, 31
  %p = getelementptr i32, ptr addrspace(3) @s, i32 %l
  store i32 %t, ptr addrspace(3) %p, align 4)" +
                          dbg + R"(
  %q = getelementptr i32, ptr addrspace(3) %p, i32 32
  store i32 %t, ptr addrspace(3) %q, align 4)" +
                          dbg + R"(
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)" + kDebug,
                      "k");
}

LaunchResult runRace(const std::string &dbg) {
  Harness h(raceKernel(dbg));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kRacecheck;
  return h.launch("k", {1}, {64}, {});
}

} // namespace

TEST_CASE("findings through an inlined helper are at the user's line, with the inline chain") {
  const LaunchResult r = runOutOfBounds(", !dbg !20");
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.kind == "out-of-bounds");
  // Not h.cuh:122:68 (the helper's line): add's call in k.cu, the first frame in the compiled file.
  CHECK(f.site.location == "/src/k.cu:5:3");
  REQUIRE(f.site.inlined.size() == 3);
  CHECK(f.site.inlined[0].location == "/include/h.cuh:122:68"); // /src/../include, resolved
  CHECK(f.site.inlined[0].function == "store");
  CHECK(f.site.inlined[1].location == "/src/k.cu:5:3");
  CHECK(f.site.inlined[1].function == "add");
  CHECK(f.site.inlined[2].location == "/src/k.cu:20:7");
  CHECK(f.site.inlined[2].function == "transpose");
  CHECK(f.site.fromSource);
  // Both stores carry the location: one finding, 4 + 20 occurrences; the first in lane order is
  // thread 0's (second) store, 64 bytes into the 64-byte variable.
  CHECK(f.count == 24);
  CHECK(f.site.thread == std::array<uint32_t, 3>{0, 0, 0});
  CHECK(f.offset == 64);
  // The text names the variable and the kernel demangled (c++filt's forms); the report keeps them
  // mangled.
  CHECK(f.allocation == "_ZZ9transposePKfPfiiE4tile");
  CHECK(f.kernel == "_Z9transposePKfPfii");
  CHECK(f.message ==
        fmt::format("out of bounds: write of 4 bytes at {:#018x} (shared offset {:#x}), 0 bytes past "
                    "the end of __shared__ variable 'transpose(float const*, float*, int, int)::tile' "
                    "(64 bytes)",
                    f.address, f.address - 0xff00030000000000));
  CHECK(f.render() ==
        "/src/k.cu:5:3: error: [memcheck] " + f.message +
            "\n"
            "  store i32 2, ptr addrspace(3) %q, align 4, !dbg !20\n"
            "  in store at /include/h.cuh:122:68\n"
            "  inlined into add at /src/k.cu:5:3\n"
            "  inlined into transpose at /src/k.cu:20:7\n"
            "  kind out-of-bounds, in kernel transpose(float const*, float*, int, int), block (0,0,0) thread "
            "(0,0,0), warp 0 lane 0\n"
            "  24 times at this source location (the first is shown)\n");
}

TEST_CASE("a finding at a line of the kernel itself has no inline chain") {
  const LaunchResult r = runOutOfBounds(", !dbg !30");
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].site.location == "/src/k.cu:9:12");
  CHECK(r.findings[0].site.inlined.empty());
  CHECK(r.findings[0].count == 24);
}

TEST_CASE("findings without a !dbg location fold per instruction") {
  const LaunchResult r = runOutOfBounds("");
  REQUIRE(r.findings.size() == 2);
  CHECK(r.findings[0].site.location == "test.ll:10:3"); // thread 0, second store (lane order)
  CHECK(r.findings[0].count == 20);
  CHECK(r.findings[1].site.location == "test.ll:8:3"); // thread 16, first store
  CHECK(r.findings[1].count == 4);
  CHECK(r.findings[0].render().find("\n  20 times at this instruction (the first is shown)\n") !=
        std::string::npos);
  CHECK(r.findings[0].site.inlined.empty());
  CHECK_FALSE(r.findings[0].site.fromSource);
}

TEST_CASE("racecheck: one race on one source line unrolled into several instructions is one finding") {
  LaunchResult r = runRace(", !dbg !30");
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.kind == "write-after-write");
  CHECK(f.count == 64); // each of the 64 words, written second by the other warp
  CHECK(f.site.location == "/src/k.cu:9:12");
  CHECK(f.site.thread == std::array<uint32_t, 3>{32, 0, 0});
  REQUIRE(f.other);
  CHECK(f.other->location == "/src/k.cu:9:12");
  CHECK(f.other->thread == std::array<uint32_t, 3>{0, 0, 0});
  CHECK(f.other->inlined.empty());

  // Through the inlined helper, the other access has the chain too.
  r = runRace(", !dbg !20");
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].count == 64);
  CHECK(r.findings[0].site.location == "/src/k.cu:5:3");
  REQUIRE(r.findings[0].other);
  CHECK(r.findings[0].other->location == "/src/k.cu:5:3");
  REQUIRE(r.findings[0].other->inlined.size() == 3);
  CHECK(r.findings[0].other->inlined[0].location == "/include/h.cuh:122:68");
  CHECK(r.findings[0].render().find(
            "\n  at /src/k.cu:5:3: store i32 %t, ptr addrspace(3) %p, align 4, !dbg !20\n"
            "  in store at /include/h.cuh:122:68\n") != std::string::npos);

  // Without !dbg: one finding per store instruction, 32 each.
  r = runRace("");
  REQUIRE(r.findings.size() == 2);
  CHECK(r.findings[0].count == 32);
  CHECK(r.findings[1].count == 32);
}

TEST_CASE("a fault through an inlined helper is at the user's line, with the inline chain") {
  Harness h(outOfBoundsKernel(", !dbg !20"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const std::vector<std::byte> p = Harness::arg(uint64_t(0)), n = Harness::arg(int32_t(4));
  const LaunchResult r = h.launch("_Z9transposePKfPfii", {1}, {20}, {p, p, n, n});
  REQUIRE(r.fault);
  INFO(r.fault->render());
  // Unchecked, an access faults only past the block's shared memory (96 bytes, the message says):
  // the tile starts at offset 16 (docs/memory-model.md), so the first lane past it is thread 4 at
  // the second store, 16 + (4 + 16) * 4 = 96.
  CHECK(r.fault->thread == std::array<uint32_t, 3>{4, 0, 0});
  CHECK(r.fault->location == "/src/k.cu:5:3");
  REQUIRE(r.fault->inlined.size() == 3);
  CHECK(r.fault->inlined[0].location == "/include/h.cuh:122:68");
  CHECK(r.fault->inlined[2].location == "/src/k.cu:20:7");
  CHECK(r.fault->render().find("\n  at /src/k.cu:5:3: store i32 2, ptr addrspace(3) %q, align 4, !dbg !20\n"
                               "  in store at /include/h.cuh:122:68\n"
                               "  inlined into add at /src/k.cu:5:3\n"
                               "  inlined into transpose at /src/k.cu:20:7") != std::string::npos);
}
