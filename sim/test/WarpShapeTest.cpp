// The checkers' fast path for half-warp shapes (sim/CheckedAccess.cpp, warpShape): a 2-D block 16
// wide makes each half-warp a run of 16 consecutive words or a broadcast, whose bounds and
// initcheck are tested once per half. A half that leaves its variable or allocation, or reads a
// word nothing wrote, must still give the finding of exactly the lanes at fault. Expected values
// are worked out from the geometry: lane = 16 * (tid.y % 2) + tid.x, warp = tid.y / 2.
#include "sim/test/Harness.h"

#include <doctest/doctest.h>

#include <string>

using namespace nvsim;
using namespace nvsim::sim;
using namespace nvsim::sim::test;

namespace {

const char *kTid = "  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                   "  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n";
const char *kDecls = "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                     "declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n"
                     "declare void @llvm.nvvm.barrier0()\n";

/// `%i = %y * stride + %x` (a row of the block per half-warp, rows `stride` words apart).
std::string rowIndex(int stride) {
  return "  %row = mul i32 %y, " + std::to_string(stride) + "\n  %i = add i32 %row, %x\n";
}

/// A kernel @k(ptr %out) over `@s`, a shared array of `words` i32: `body` sees %x, %y, %row and
/// %i (rowIndex(stride)) and falls through to the return.
std::string sharedRowKernel(int words, int stride, const std::string &body) {
  return kernelModule("@s = internal addrspace(3) global [" + std::to_string(words) +
                          " x i32] undef, align 4\n" + kDecls + "define void @k(ptr %out) {\n" + kTid +
                          rowIndex(stride) + body + "  ret void\n}\n",
                      "k");
}

} // namespace

TEST_CASE("memcheck: a half-warp's run past the end of its __shared__ variable finds those lanes") {
  // s[y * 20 + x], s of 32 words, block 16 x 2: lanes 0-15 write words 0-15, lanes 16-31 words
  // 20-35, of which 32-35 (x = 12..15, y = 1) are past s, inside t (laid out after it).
  Harness h(kernelModule(std::string("@s = internal addrspace(3) global [32 x i32] undef, align 4\n"
                                     "@t = internal addrspace(3) global [32 x i32] undef, align 4\n") +
                             kDecls + "define void @k(ptr %out) {\n" + kTid + rowIndex(20) +
                             "  %p = getelementptr [32 x i32], ptr addrspace(3) @s, i32 0, i32 %i\n"
                             "  store i32 1, ptr addrspace(3) %p, align 4\n"
                             "  %q = getelementptr [32 x i32], ptr addrspace(3) @t, i32 0, i32 %x\n"
                             "  store i32 2, ptr addrspace(3) %q, align 4\n"
                             "  ret void\n}\n",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kMemcheck;
  const uint64_t out = h.memory.allocateGlobal("out", 4);
  auto r = h.launch("k", {1}, {16, 2}, {h.arg(out)});
  CHECK_FALSE(r.fault);
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.kind == "out-of-bounds");
  CHECK(f.space == "shared");
  CHECK(f.allocation == "s");
  CHECK(f.allocationSize == 128);
  CHECK(f.offset == 128); // word 32
  CHECK(f.site.thread == std::array<uint32_t, 3>{12, 1, 0});
  CHECK(f.site.lane == 28);
  CHECK(f.count == 4);
}

TEST_CASE("memcheck: a half-warp's run past the end of a global allocation finds those lanes") {
  // in[y * 24 + x] of a 30-word buffer: lanes 16-31 read words 24-39, of which 30-39 (x = 6..15,
  // y = 1) are past it. The lanes in bounds still copy their word to out.
  Harness h(kernelModule(std::string(kDecls) + "define void @k(ptr %in, ptr %out) {\n" + kTid + rowIndex(24) +
                             "  %p = getelementptr i32, ptr %in, i32 %i\n"
                             "  %v = load i32, ptr %p, align 4\n"
                             "  %q = getelementptr i32, ptr %out, i32 %i\n"
                             "  store i32 %v, ptr %q, align 4\n"
                             "  ret void\n}\n",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kMemcheck | kInitcheck;
  std::vector<int> init(30);
  for (int i = 0; i < 30; ++i)
    init[i] = 100 + i;
  const uint64_t in = h.buffer(init);
  const uint64_t out = h.buffer(std::vector<int>(48, -1));
  auto r = h.launch("k", {1}, {16, 2}, {h.arg(in), h.arg(out)});
  CHECK_FALSE(r.fault);
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.kind == "out-of-bounds");
  CHECK(f.space == "global");
  CHECK(f.offset == 120); // word 30
  CHECK(f.allocationSize == 120);
  CHECK(f.site.thread == std::array<uint32_t, 3>{6, 1, 0});
  CHECK(f.site.lane == 22);
  CHECK(f.count == 10);
  const std::vector<int> got = h.read<int>(out, 48);
  for (int x = 0; x < 16; ++x) {
    CHECK(got[x] == 100 + x);
    CHECK(got[24 + x] == (x < 6 ? 124 + x : 0)); // a refused load reads 0
  }
}

TEST_CASE("initcheck: a half-warp's run over one word nothing wrote finds that lane only") {
  // Block 16 x 2 writes s[y * 32 + x] but thread (5,1); after a barrier it reads the same words:
  // the read's second half (words 32-47) has word 37 unwritten, lane 21.
  Harness h(sharedRowKernel(64, 32,
                            "  %p = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %i\n"
                            "  %skip = icmp eq i32 %i, 37\n"
                            "  br i1 %skip, label %read, label %write\n"
                            "write:\n"
                            "  store i32 %i, ptr addrspace(3) %p, align 4\n"
                            "  br label %read\n"
                            "read:\n"
                            "  call void @llvm.nvvm.barrier0()\n"
                            "  %v = load i32, ptr addrspace(3) %p, align 4\n"
                            "  %q = getelementptr i32, ptr %out, i32 %i\n"
                            "  store i32 %v, ptr %q, align 4\n"));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kInitcheck;
  const uint64_t out = h.buffer(std::vector<int>(64, -1));
  auto r = h.launch("k", {1}, {16, 2}, {h.arg(out)});
  CHECK_FALSE(r.fault);
  REQUIRE(r.findings.size() == 1);
  // (Reported where the value is used, the store to out, naming the read that got it.)
  CHECK(r.findings[0].checker == "initcheck");
  CHECK(r.findings[0].message.find("a read of 4 bytes at") != std::string::npos);
  CHECK(r.findings[0].message.find("(shared), offset 148 of 's' (256 bytes): never written in this block") !=
        std::string::npos); // word 37
  CHECK(r.findings[0].site.thread == std::array<uint32_t, 3>{5, 1, 0});
  CHECK(r.findings[0].site.lane == 21);
  CHECK(r.findings[0].count == 1);
}

TEST_CASE("initcheck: a warp's half-runs mark their words written, and only those") {
  // Block 16 x 2, every thread writes s[y * 32 + x] (words 0-15 and 32-47). After a barrier each
  // half-warp reads one word of its own run (a broadcast): clean; then word 16, which no run
  // covered: one finding for the 32 lanes, at offset 64.
  Harness h(sharedRowKernel(64, 32,
                            "  %p = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %i\n"
                            "  store i32 %i, ptr addrspace(3) %p, align 4\n"
                            "  call void @llvm.nvvm.barrier0()\n"
                            "  %last = add i32 %row, 15\n"
                            "  %pl = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %last\n"
                            "  %v = load i32, ptr addrspace(3) %pl, align 4\n"
                            "  %p16 = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 16\n"
                            "  %w = load i32, ptr addrspace(3) %p16, align 4\n"
                            "  %sum = add i32 %v, %w\n"
                            "  %q = getelementptr i32, ptr %out, i32 %i\n"
                            "  store i32 %sum, ptr %q, align 4\n"));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kInitcheck | kMemcheck | kRacecheck;
  const uint64_t out = h.buffer(std::vector<int>(64, -1));
  auto r = h.launch("k", {1}, {16, 2}, {h.arg(out)});
  CHECK_FALSE(r.fault);
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].checker == "initcheck");
  CHECK(r.findings[0].message.find("(shared), offset 64 of 's' (256 bytes): never written in this block") !=
        std::string::npos);
  REQUIRE(r.findings[0].other);
  CHECK(r.findings[0].other->instruction == "%w = load i32, ptr addrspace(3) %p16, align 4");
  CHECK(r.findings[0].site.thread == std::array<uint32_t, 3>{0, 0, 0});
  CHECK(r.findings[0].count == 32);
}

TEST_CASE("racecheck: a tile row all warps read, then written by one warp without a barrier") {
  // Block 16 x 4 (two warps) writes s[y * 16 + x]; after a barrier both warps read s[x] (each
  // warp's halves repeat each other: 16 words read by two lanes each); then warp 1's thread (3,2)
  // writes s[3] with no barrier: a race with warp 0's read of it (write after read), and none
  // with warp 1's own lanes.
  Harness h(sharedRowKernel(64, 16,
                            "  %pi = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %i\n"
                            "  store i32 %i, ptr addrspace(3) %pi, align 4\n"
                            "  call void @llvm.nvvm.barrier0()\n"
                            "  %p = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %x\n"
                            "  %v = load i32, ptr addrspace(3) %p, align 4\n"
                            "  %q = getelementptr i32, ptr %out, i32 %i\n"
                            "  store i32 %v, ptr %q, align 4\n"
                            "  %one = icmp eq i32 %i, 35\n"
                            "  br i1 %one, label %write, label %done\n"
                            "write:\n"
                            "  store i32 9, ptr addrspace(3) %p, align 4\n"
                            "  br label %done\n"
                            "done:\n"));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kRacecheck;
  const uint64_t out = h.buffer(std::vector<int>(64, -1));
  auto r = h.launch("k", {1}, {16, 4}, {h.arg(out)});
  CHECK_FALSE(r.fault);
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.offset == 12); // s[3]
  // Warp 0 runs first: its read is recorded, warp 1's write after it races with it.
  CHECK(f.kind == "write-after-read");
  CHECK(f.site.thread == std::array<uint32_t, 3>{3, 2, 0});
  REQUIRE(f.other);
  CHECK(f.other->block == std::array<uint32_t, 3>{0, 0, 0});
  CHECK(f.other->thread[1] < 2); // a thread of warp 0
  CHECK(f.other->access == "read");
}

TEST_CASE("racecheck: a row read by every warp stays clean until a warp writes it without a barrier") {
  // Block 16 x 8 (four warps) writes s[y * 16 + x]; after a barrier every warp reads s[x] (the
  // third and fourth find the row's read record already shared: nothing to change), and thread
  // (5,4) of warp 2 then writes s[5], with no barrier: a write after the reads of warps 0 and 1,
  // and warp 3's read after that write. With a barrier before the write, nothing.
  auto kernel = [&](bool barrier) {
    return sharedRowKernel(
        128, 16,
        std::string("  %pi = getelementptr [128 x i32], ptr addrspace(3) @s, i32 0, i32 %i\n"
                    "  store i32 %i, ptr addrspace(3) %pi, align 4\n"
                    "  call void @llvm.nvvm.barrier0()\n"
                    "  %p = getelementptr [128 x i32], ptr addrspace(3) @s, i32 0, i32 %x\n"
                    "  %v = load i32, ptr addrspace(3) %p, align 4\n"
                    "  %q = getelementptr i32, ptr %out, i32 %i\n"
                    "  store i32 %v, ptr %q, align 4\n") +
            (barrier ? "  call void @llvm.nvvm.barrier0()\n" : "") +
            "  %one = icmp eq i32 %i, 69\n"
            "  br i1 %one, label %write, label %done\n"
            "write:\n"
            "  store i32 9, ptr addrspace(3) %p, align 4\n"
            "  br label %done\n"
            "done:\n");
  };
  for (bool barrier : {false, true}) {
    CAPTURE(barrier);
    Harness h(kernel(barrier));
    REQUIRE_MESSAGE(h.program, h.errors());
    h.checks = kRacecheck | kInitcheck | kMemcheck;
    const uint64_t out = h.buffer(std::vector<int>(128, -1));
    auto r = h.launch("k", {1}, {16, 8}, {h.arg(out)});
    CHECK_FALSE(r.fault);
    const std::vector<int> got = h.read<int>(out, 128);
    for (int i = 0; i < 128; ++i) // s[x] = x (the row of threads y = 0) when it was read
      CHECK(got[i] == (!barrier && i / 16 >= 6 && i % 16 == 5 ? 9 : i % 16)); // warp 3 read 9
    if (barrier) {
      CHECK(r.findings.empty());
      continue;
    }
    REQUIRE(r.findings.size() == 2);
    const Finding &war = r.findings[0], &raw = r.findings[1];
    CHECK(war.kind == "write-after-read");
    CHECK(war.site.thread == std::array<uint32_t, 3>{5, 4, 0});
    CHECK(war.offset == 20);
    CHECK(raw.kind == "read-after-write");
    CHECK(raw.site.warp == 3);
    CHECK(raw.site.thread == std::array<uint32_t, 3>{5, 6, 0});
    CHECK(raw.count == 2); // threads (5,6) and (5,7)
    CHECK(raw.offset == 20);
    REQUIRE(raw.other);
    CHECK(raw.other->thread == std::array<uint32_t, 3>{5, 4, 0});
  }
}
