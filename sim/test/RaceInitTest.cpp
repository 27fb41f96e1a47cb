// racecheck, initcheck, memcheck's per-variable bounds, synccheck's divergent barriers and the
// random schedule: what each finds, what it must not find, and what a finding says.
#include "sim/test/Harness.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <set>

using namespace nvsim;
using namespace nvsim::sim;
using namespace nvsim::sim::test;

namespace {

const char *kDecls = "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                     "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
                     "declare void @llvm.nvvm.barrier0()\n";

/// A kernel @k(ptr %out) over `@s`, a shared [64 x i32]; `body` sees %t (thread index) and %b
/// (block index) and returns.
std::string sharedKernel(const std::string &body) {
  return kernelModule(std::string("@s = internal addrspace(3) global [64 x i32] undef, align 4\n") + kDecls +
                          "define void @k(ptr %out) {\n"
                          "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                          "  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n" +
                          body + "}\n",
                      "k");
}

const Finding *find(const LaunchResult &r, std::string_view kind) {
  auto it =
      std::find_if(r.findings.begin(), r.findings.end(), [&](const Finding &f) { return f.kind == kind; });
  return it == r.findings.end() ? nullptr : &*it;
}

std::set<std::string> kinds(const LaunchResult &r) {
  std::set<std::string> k;
  for (const Finding &f : r.findings)
    k.insert(f.checker + ":" + f.kind);
  return k;
}

/// Thread t stores t to s[t], then (with or without a barrier) loads s[63 - t] into out[t].
std::string exchange(bool barrier) {
  return std::string("  %ps = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %t\n"
                     "  store i32 %t, ptr addrspace(3) %ps, align 4\n") +
         (barrier ? "  call void @llvm.nvvm.barrier0()\n" : "") +
         "  %r = sub i32 63, %t\n"
         "  %pr = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %r\n"
         "  %v = load i32, ptr addrspace(3) %pr, align 4\n"
         "  %po = getelementptr i32, ptr %out, i32 %t\n"
         "  store i32 %v, ptr %po, align 4\n"
         "  ret void\n";
}

} // namespace

TEST_CASE("racecheck: warps exchanging through shared memory without a barrier race both ways") {
  Harness h(sharedKernel(exchange(false)));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kRacecheck;
  const uint64_t out = h.memory.allocateGlobal("out", 64 * 4);
  auto r = h.launch("k", {1}, {64}, {h.arg(out)});
  CHECK_FALSE(r.fault);
  CHECK(kinds(r) == std::set<std::string>{"racecheck:read-after-write", "racecheck:write-after-read"});
  // Warp 0 runs first: it reads s[63..32] before warp 1 writes them (warp 1's store is the
  // write after read), and warp 1 reads s[31..0] that warp 0 wrote (read after write).
  const Finding *war = find(r, "write-after-read");
  REQUIRE(war);
  CHECK(war->site.instruction == "store i32 %t, ptr addrspace(3) %ps, align 4");
  CHECK(war->site.thread == std::array<uint32_t, 3>{32, 0, 0});
  CHECK(war->site.warp == 1);
  CHECK(war->space == "shared");
  CHECK(war->allocation == "s");
  CHECK(war->offset == 128);
  CHECK(war->count == 32);
  REQUIRE(war->other);
  CHECK(war->other->instruction == "%v = load i32, ptr addrspace(3) %pr, align 4");
  CHECK(war->other->thread == std::array<uint32_t, 3>{31, 0, 0}); // thread 31 read s[32]
  CHECK(war->other->access == "read");
  CHECK(war->message.find("data race (write after read): write of 4 bytes at ") == 0);
  CHECK(war->message.find("offset 128 of 's' (256 bytes) after a read by block (0,0,0) thread (31,0,0) "
                          "with no barrier between") != std::string::npos);
  const Finding *raw = find(r, "read-after-write");
  REQUIRE(raw);
  CHECK(raw->site.instruction == "%v = load i32, ptr addrspace(3) %pr, align 4");
  CHECK(raw->site.thread == std::array<uint32_t, 3>{32, 0, 0});
  CHECK(raw->offset == 124); // thread 32 reads s[31], which thread 31 wrote
  REQUIRE(raw->other);
  CHECK(raw->other->thread == std::array<uint32_t, 3>{31, 0, 0});
  CHECK(raw->other->access == "write");
  CHECK(raw->other->location == "test.ll:11:3");
  CHECK(raw->render().find("  the other access: write by block (0,0,0) thread (31,0,0), warp 0 lane 31\n"
                           "  at test.ll:11:3: store i32 %t, ptr addrspace(3) %ps, align 4\n") !=
        std::string::npos);

  SUBCASE("a barrier between the store and the load orders them") {
    Harness hb(sharedKernel(exchange(true)));
    REQUIRE_MESSAGE(hb.program, hb.errors());
    hb.checks = kRacecheck;
    const uint64_t o = hb.memory.allocateGlobal("out", 64 * 4);
    auto rb = hb.launch("k", {1}, {64}, {hb.arg(o)});
    CHECK(rb.findings.empty());
    std::vector<int> want(64);
    for (int t = 0; t < 64; ++t)
      want[size_t(t)] = 63 - t;
    CHECK(hb.read<int>(o, 64) == want);
  }
  SUBCASE("within one warp there is no race (its lanes run in lockstep)") {
    auto r32 = h.launch("k", {1}, {32}, {h.arg(out)});
    CHECK(r32.findings.empty());
  }
}

TEST_CASE("racecheck: two warps writing one shared word race (write after write), bytes apart do not") {
  // Lane 0 of each warp writes s[0]; the other lanes write bytes of s[1] of their own.
  Harness h(sharedKernel("  %lane = and i32 %t, 31\n"
                         "  %first = icmp eq i32 %lane, 0\n"
                         "  br i1 %first, label %a, label %c\n"
                         "a:\n"
                         "  store i32 %t, ptr addrspace(3) @s, align 4\n"
                         "  ret void\n"
                         "c:\n"
                         "  %w = lshr i32 %t, 5\n"
                         "  %byte = add i32 %w, 4\n"
                         "  %pb = getelementptr i8, ptr addrspace(3) @s, i32 %byte\n"
                         "  %v = trunc i32 %t to i8\n"
                         "  store i8 %v, ptr addrspace(3) %pb, align 1\n"
                         "  ret void\n"));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kRacecheck;
  const uint64_t out = h.memory.allocateGlobal("out", 4);
  auto r = h.launch("k", {1}, {64}, {h.arg(out)});
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.kind == "write-after-write");
  CHECK(f.site.thread == std::array<uint32_t, 3>{32, 0, 0});
  CHECK(f.offset == 0);
  REQUIRE(f.other);
  CHECK(f.other->thread == std::array<uint32_t, 3>{0, 0, 0});
}

namespace {

/// Thread 0 of every block updates out[0]: `update` is the IR of the update (%po is out).
std::string crossBlock(const std::string &update) {
  return kernelModule(std::string(kDecls) +
                          "define void @k(ptr %po) {\n"
                          "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                          "  %first = icmp eq i32 %t, 0\n"
                          "  br i1 %first, label %u, label %done\n"
                          "u:\n" +
                          update +
                          "  br label %done\n"
                          "done:\n"
                          "  ret void\n"
                          "}\n",
                      "k");
}

LaunchResult runCrossBlock(const std::string &update, int &result) {
  Harness h(crossBlock(update));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kRacecheck;
  const uint64_t out = h.buffer(std::vector<int>{0});
  auto r = h.launch("k", {3}, {32}, {h.arg(out)});
  result = h.read<int>(out, 1)[0];
  return r;
}

} // namespace

TEST_CASE("racecheck: blocks of one launch are not ordered; atomics do not race with atomics") {
  int result = 0;
  auto r = runCrossBlock("  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
                         "  store i32 %b, ptr %po, align 4\n",
                         result);
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.checker == "racecheck");
  CHECK(f.kind == "write-after-write");
  CHECK(f.space == "global");
  CHECK(f.site.block == std::array<uint32_t, 3>{1, 0, 0});
  CHECK(f.count == 2); // blocks 1 and 2
  REQUIRE(f.other);
  CHECK(f.other->block == std::array<uint32_t, 3>{0, 0, 0});
  CHECK(f.message.find("after a write by block (0,0,0) thread (0,0,0) of another block of the launch "
                       "(blocks are not ordered)") != std::string::npos);

  r = runCrossBlock("  %old = atomicrmw add ptr %po, i32 1 monotonic, align 4\n", result);
  CHECK(r.findings.empty());
  CHECK(result == 3);

  // A plain read of what other blocks update atomically races; an atomic or volatile read does not.
  const char *readAfter = "  %old = atomicrmw add ptr %po, i32 1 monotonic, align 4\n"
                          "  %v = load i32, ptr %po, align 4\n";
  r = runCrossBlock(readAfter, result);
  // (Block 1's atomic is the second access of the pair it makes with block 0's plain read.)
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].kind == "write-after-read");
  CHECK(r.findings[0].site.block == std::array<uint32_t, 3>{1, 0, 0});
  CHECK(r.findings[0].site.access == "atomic");
  CHECK(r.findings[0].other->access == "read");
  r = runCrossBlock("  %old = atomicrmw add ptr %po, i32 1 monotonic, align 4\n"
                    "  %v = load atomic i32, ptr %po monotonic, align 4\n",
                    result);
  CHECK(r.findings.empty());
  r = runCrossBlock("  %old = atomicrmw add ptr %po, i32 1 monotonic, align 4\n"
                    "  %v = load volatile i32, ptr %po, align 4\n",
                    result);
  CHECK(r.findings.empty());
}

TEST_CASE("racecheck: the first guess of a compare-and-swap loop is not a race") {
  // out[0] = max(out[0], block + 1) with the classic loop: a plain load, then cmpxchg until it sticks.
  int result = 0;
  auto r = runCrossBlock("  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
                         "  %want = add i32 %b, 1\n"
                         "  %first.guess = load i32, ptr %po, align 4\n"
                         "  br label %loop\n"
                         "loop:\n"
                         "  %guess = phi i32 [ %first.guess, %u ], [ %seen, %loop ]\n"
                         "  %gt = icmp sgt i32 %guess, %want\n"
                         "  %new = select i1 %gt, i32 %guess, i32 %want\n"
                         "  %pair = cmpxchg ptr %po, i32 %guess, i32 %new monotonic monotonic, align 4\n"
                         "  %seen = extractvalue { i32, i1 } %pair, 0\n"
                         "  %ok = extractvalue { i32, i1 } %pair, 1\n"
                         "  br i1 %ok, label %done, label %loop\n",
                         result);
  CHECK(r.findings.empty());
  CHECK(result == 3);
}

TEST_CASE("initcheck: values read from shared, local and global bytes nothing wrote, stored to global") {
  // Each kernel stores what it read to global memory, where the host may read it: the use of the
  // undefined value. The finding is at the store and names the read as its `other`.
  SUBCASE("shared memory: written by half of the block only") {
    Harness h(sharedKernel("  %lo = icmp ult i32 %t, 16\n"
                           "  %ps = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %t\n"
                           "  br i1 %lo, label %w, label %r\n"
                           "w:\n"
                           "  store i32 1, ptr addrspace(3) %ps, align 4\n"
                           "  br label %r\n"
                           "r:\n"
                           "  call void @llvm.nvvm.barrier0()\n"
                           "  %v = load i32, ptr addrspace(3) %ps, align 4\n"
                           "  %po = getelementptr i32, ptr %out, i32 %t\n"
                           "  store i32 %v, ptr %po, align 4\n"
                           "  ret void\n"));
    REQUIRE_MESSAGE(h.program, h.errors());
    h.checks = kInitcheck;
    const uint64_t out = h.memory.allocateGlobal("out", 32 * 4);
    auto r = h.launch("k", {2}, {32}, {h.arg(out)});
    REQUIRE(r.findings.size() == 1);
    const Finding &f = r.findings[0];
    CHECK(f.checker == "initcheck");
    CHECK(f.kind == "uninitialized-value");
    CHECK(f.site.thread == std::array<uint32_t, 3>{16, 0, 0});
    CHECK(f.site.instruction == "store i32 %v, ptr %po, align 4");
    CHECK(f.count == 32); // threads 16..31 of both blocks: block 1 does not see block 0's writes
    CHECK(f.space == "global");
    CHECK(f.allocation == "out");
    CHECK(f.offset == 64);
    CHECK(f.message.find("uninitialized value used as a value stored to global memory: it was read at ") ==
          0);
    CHECK(f.message.find("a read of 4 bytes at ") != std::string::npos);
    CHECK(f.message.find("offset 64 of 's' (256 bytes): never written in this block") != std::string::npos);
    REQUIRE(f.other);
    CHECK(f.other->instruction == "%v = load i32, ptr addrspace(3) %ps, align 4");
    CHECK(f.other->access == "read");
    CHECK(f.other->thread == f.site.thread);
  }
  SUBCASE("local memory: an alloca read before its store") {
    Harness h(kernelModule(std::string(kDecls) + "define void @k(ptr %out) {\n"
                                                 "  %a = alloca [2 x i32], align 4\n"
                                                 "  store i32 5, ptr %a, align 4\n"
                                                 "  %p1 = getelementptr i32, ptr %a, i32 1\n"
                                                 "  %v = load i32, ptr %p1, align 4\n"
                                                 "  store i32 %v, ptr %out, align 4\n"
                                                 "  ret void\n"
                                                 "}\n",
                           "k"));
    REQUIRE_MESSAGE(h.program, h.errors());
    h.checks = kInitcheck;
    const uint64_t out = h.memory.allocateGlobal("out", 4);
    auto r = h.launch("k", {1}, {1}, {h.arg(out)});
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].kind == "uninitialized-value");
    CHECK(r.findings[0].site.instruction == "store i32 %v, ptr %out, align 4");
    CHECK(r.findings[0].message.find(
              "offset 4 of 'a local variable' (8 bytes): never written since its alloca") !=
          std::string::npos);
    REQUIRE(r.findings[0].other);
    CHECK(r.findings[0].other->instruction == "%v = load i32, ptr %p1, align 4");
  }
  SUBCASE("global memory: allocated but never written by the host or a kernel") {
    const std::string text =
        kernelModule(std::string(kDecls) + "define void @k(ptr %in, ptr %out) {\n"
                                           "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                                           "  %pi = getelementptr i32, ptr %in, i32 %t\n"
                                           "  %v = load i32, ptr %pi, align 4\n"
                                           "  %po = getelementptr i32, ptr %out, i32 %t\n"
                                           "  store i32 %v, ptr %po, align 4\n"
                                           "  ret void\n"
                                           "}\n",
                     "k");
    Harness h(text, true);
    REQUIRE_MESSAGE(h.program, h.errors());
    h.checks = kInitcheck;
    const uint64_t in = h.memory.allocateGlobal("in", 8 * 4);
    const std::vector<int> half{1, 2, 3, 4};
    h.memory.hostWrite(in, std::as_bytes(std::span(half)));
    const uint64_t out = h.memory.allocateGlobal("out", 8 * 4);
    auto r = h.launch("k", {1}, {8}, {h.arg(in), h.arg(out)});
    REQUIRE(r.findings.size() == 1);
    const Finding &f = r.findings[0];
    CHECK(f.kind == "uninitialized-value");
    CHECK(f.allocation == "out");
    CHECK(f.offset == 16);
    CHECK(f.count == 4);
    CHECK(f.message.find("offset 16 of 'in' (32 bytes): never written by the host or a kernel") !=
          std::string::npos);
    // What the kernel wrote counts as written: reading out[0..3] back in a second launch is clean;
    // out[4..7] received undefined values, so reading them is not.
    auto again = h.launch("k", {1}, {4}, {h.arg(out), h.arg(in)});
    CHECK(again.findings.empty());
    auto all = h.launch("k", {1}, {8}, {h.arg(out), h.arg(in)});
    REQUIRE(all.findings.size() == 1);
    CHECK(all.findings[0].count == 4);
    CHECK(all.findings[0].offset == 16);
  }
}

TEST_CASE("memcheck: shared accesses are bounded by their variable, local ones by their alloca") {
  SUBCASE("one past the end of a __shared__ array, inside the next one") {
    Harness h(kernelModule(std::string("@a = internal addrspace(3) global [4 x i32] undef, align 4\n"
                                       "@b = internal addrspace(3) global [4 x i32] undef, align 4\n") +
                               kDecls +
                               "define void @k(ptr %out) {\n"
                               "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                               "  %pa = getelementptr [4 x i32], ptr addrspace(3) @a, i32 0, i32 %t\n"
                               "  store i32 %t, ptr addrspace(3) %pa, align 4\n"
                               "  %pb = getelementptr [4 x i32], ptr addrspace(3) @b, i32 0, i32 %t\n"
                               "  store i32 %t, ptr addrspace(3) %pb, align 4\n"
                               "  ret void\n"
                               "}\n",
                           "k"));
    REQUIRE_MESSAGE(h.program, h.errors());
    h.checks = kMemcheck;
    const uint64_t out = h.memory.allocateGlobal("out", 4);
    auto r = h.launch("k", {1}, {5}, {h.arg(out)});
    REQUIRE(r.findings.size() == 2);
    for (const Finding &f : r.findings) {
      CHECK(f.kind == "out-of-bounds");
      CHECK(f.space == "shared");
      CHECK(f.site.thread == std::array<uint32_t, 3>{4, 0, 0});
      CHECK(f.offset == 16);
      CHECK(f.allocationSize == 16);
    }
    CHECK(r.findings[0].allocation == "a");
    CHECK(r.findings[1].allocation == "b");
    CHECK(r.findings[0].message.find("0 bytes past the end of __shared__ variable 'a' (16 bytes)") !=
          std::string::npos);
  }
  SUBCASE("one past the end of an alloca: the redzone after it") {
    Harness h(kernelModule(std::string(kDecls) + "define void @k(ptr %out, i32 %i) {\n"
                                                 "  %a = alloca [4 x i32], align 4\n"
                                                 "  %p = getelementptr [4 x i32], ptr %a, i32 0, i32 %i\n"
                                                 "  store i32 1, ptr %p, align 4\n"
                                                 "  ret void\n"
                                                 "}\n",
                           "k"));
    REQUIRE_MESSAGE(h.program, h.errors());
    h.checks = kMemcheck;
    const uint64_t out = h.memory.allocateGlobal("out", 4);
    auto r = h.launch("k", {1}, {1}, {h.arg(out), h.arg(int32_t(3))});
    CHECK(r.findings.empty());
    r = h.launch("k", {1}, {1}, {h.arg(out), h.arg(int32_t(4))});
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].kind == "out-of-bounds");
    CHECK(r.findings[0].space == "local");
    CHECK(r.findings[0].message.find("(outside every live alloca of the thread)") != std::string::npos);
  }
}

TEST_CASE("synccheck: a barrier in divergent code is a finding; one after threads returned is not") {
  const char *divergent = "  %lo = icmp ult i32 %t, 16\n"
                          "  br i1 %lo, label %then, label %join\n"
                          "then:\n"
                          "  call void @llvm.nvvm.barrier0()\n"
                          "  br label %join\n"
                          "join:\n"
                          "  store i32 %t, ptr %out, align 4\n"
                          "  ret void\n";
  Harness h(sharedKernel(divergent));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kSynccheck;
  const uint64_t out = h.memory.allocateGlobal("out", 4);
  auto r = h.launch("k", {1}, {32}, {h.arg(out)});
  CHECK_FALSE(r.fault);
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.checker == "synccheck");
  CHECK(f.kind == "divergent-barrier");
  CHECK(f.site.instruction == "call void @llvm.nvvm.barrier0()");
  REQUIRE(f.other);
  CHECK(f.other->thread == std::array<uint32_t, 3>{16, 0, 0});

  // The same threads returning first (the barrier then waits for the threads still running).
  Harness e(sharedKernel("  %lo = icmp ult i32 %t, 16\n"
                         "  br i1 %lo, label %then, label %early\n"
                         "then:\n"
                         "  call void @llvm.nvvm.barrier0()\n"
                         "  ret void\n"
                         "early:\n"
                         "  ret void\n"));
  REQUIRE_MESSAGE(e.program, e.errors());
  e.checks = kSynccheck;
  r = e.launch("k", {1}, {32}, {e.arg(out)});
  CHECK(r.findings.empty());
}

TEST_CASE("--schedule random: the order of blocks depends on the seed, and only on it") {
  // Every block stores its index to out[0]: the last block to run wins (a race, on purpose).
  int result = 0;
  const std::string last = "  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
                           "  store i32 %b, ptr %po, align 4\n";
  auto lastBlock = [&](bool random, uint64_t seed) {
    Harness h(crossBlock(last));
    REQUIRE_MESSAGE(h.program, h.errors());
    h.randomSchedule = random;
    h.seed = seed;
    const uint64_t out = h.buffer(std::vector<int>{-1});
    h.launch("k", {16}, {32}, {h.arg(out)});
    return h.read<int>(out, 1)[0];
  };
  CHECK(lastBlock(false, 0) == 15);
  std::set<int> seen;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    const int first = lastBlock(true, seed);
    CHECK(lastBlock(true, seed) == first); // the same seed, the same order
    seen.insert(first);
  }
  CHECK(seen.size() > 1); // different seeds, different orders
  (void)result;

  // A race-free kernel gives the same results under any schedule.
  for (uint64_t seed : {0, 3, 77}) {
    Harness h(sharedKernel(exchange(true)));
    REQUIRE_MESSAGE(h.program, h.errors());
    h.randomSchedule = seed != 0;
    h.seed = seed;
    const uint64_t out = h.memory.allocateGlobal("out", 64 * 4);
    h.launch("k", {1}, {64}, {h.arg(out)});
    CHECK(h.read<int>(out, 64)[0] == 63);
    CHECK(h.read<int>(out, 64)[63] == 0);
  }
}

namespace {

/// A kernel @k(ptr %out) over `@s` (shared [64 x i32]) and `@b` (shared [64 x i8]) in one warp:
/// `first` runs on lane `writer`, then `between` on every lane, then `second` on the lanes where
/// `%second` (computed from %t in `pick`) is true.
std::string laneKernel(const std::string &first, const std::string &between, const std::string &pick,
                       const std::string &second) {
  return kernelModule(std::string("@s = internal addrspace(3) global [64 x i32] undef, align 4\n"
                                  "@b = internal addrspace(3) global [64 x i8] undef, align 4\n") +
                          kDecls +
                          "declare void @llvm.nvvm.bar.warp.sync(i32)\n"
                          "declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)\n"
                          "define void @k(ptr %out) {\n"
                          "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n" +
                          first + between + pick +
                          "  br i1 %second, label %then, label %done\n"
                          "then:\n" +
                          second +
                          "  br label %done\n"
                          "done:\n"
                          "  ret void\n"
                          "}\n",
                      "k");
}

/// Lane 0 stores 7 to s[0] (the block ends in label %joined).
const char *kLane0Stores = "  %is0 = icmp eq i32 %t, 0\n"
                           "  br i1 %is0, label %st, label %joined\n"
                           "st:\n"
                           "  store i32 7, ptr addrspace(3) @s, align 4\n"
                           "  br label %joined\n"
                           "joined:\n";
const char *kReadS0 = "  %v = load i32, ptr addrspace(3) @s, align 4\n"
                      "  %po = getelementptr i32, ptr %out, i32 %t\n"
                      "  store i32 %v, ptr %po, align 4\n";

LaunchResult runLanes(const std::string &module) {
  Harness h(module);
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kRacecheck;
  const uint64_t out = h.memory.allocateGlobal("out", 64 * 4);
  return h.launch("k", {1}, {32}, {h.arg(out)});
}

} // namespace

TEST_CASE("racecheck: lanes of one warp race without __syncwarp (sm_70), not with it") {
  const std::string lane1 = "  %second = icmp eq i32 %t, 1\n";
  auto r = runLanes(laneKernel(kLane0Stores, "", lane1, kReadS0));
  CHECK_FALSE(r.fault);
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.kind == "read-after-write");
  CHECK(f.site.thread == std::array<uint32_t, 3>{1, 0, 0});
  CHECK(f.message.find("after a write by block (0,0,0) thread (0,0,0) of the same warp with no __syncwarp "
                       "between") != std::string::npos);
  REQUIRE(f.other);
  CHECK(f.other->instruction == "store i32 7, ptr addrspace(3) @s, align 4");
  CHECK(f.other->lane == 0);

  auto synced =
      runLanes(laneKernel(kLane0Stores, "  call void @llvm.nvvm.bar.warp.sync(i32 -1)\n", lane1, kReadS0));
  CHECK_FALSE(synced.fault);
  CHECK(synced.findings.empty());
  // A shuffle orders the lanes that take part, as __syncwarp does.
  auto shuffled = runLanes(laneKernel(
      kLane0Stores, "  %x = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %t, i32 0, i32 31)\n", lane1,
      kReadS0));
  CHECK_FALSE(shuffled.fault);
  CHECK(shuffled.findings.empty());
}

TEST_CASE("racecheck: every lane reading what lane 0 stored races, but lane 0 itself") {
  auto r = runLanes(laneKernel(kLane0Stores, "", "  %second = icmp ult i32 %t, 32\n", kReadS0));
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].kind == "read-after-write");
  CHECK(r.findings[0].count == 31);
  CHECK(r.findings[0].site.thread == std::array<uint32_t, 3>{1, 0, 0});
}

TEST_CASE("racecheck: fences on both sides order lanes of one warp (the fence-flag and lock idioms)") {
  // Lane 0 stores s[0] then fences; lane 1 fences then reads s[0]: ordered, whatever carried the
  // flag (racecheck trusts the fences). The writer's fence alone orders nothing. (The reader's
  // alone hides the race: a documented limit of the generations, docs/checkers.md.)
  auto writer = [](bool fenced) {
    return std::string("  %is0 = icmp eq i32 %t, 0\n"
                       "  br i1 %is0, label %st, label %joined\n"
                       "st:\n"
                       "  store i32 7, ptr addrspace(3) @s, align 4\n") +
           (fenced ? "  fence seq_cst\n" : "") +
           "  br label %joined\n"
           "joined:\n";
  };
  const std::string lane1 = "  %second = icmp eq i32 %t, 1\n";
  auto both = runLanes(laneKernel(writer(true), "", lane1, std::string("  fence seq_cst\n") + kReadS0));
  CHECK_FALSE(both.fault);
  CHECK(both.findings.empty());
  auto writerOnly = runLanes(laneKernel(writer(true), "", lane1, kReadS0));
  REQUIRE(writerOnly.findings.size() == 1);
  CHECK(writerOnly.findings[0].kind == "read-after-write");
}

TEST_CASE("racecheck: a __syncwarp of some lanes orders those lanes only") {
  // Lane 0 stores s[0]; lanes 0..15 take part in __syncwarp(0xffff); lanes 5 and 20 read s[0]:
  // lane 20 races, lane 5 does not.
  const std::string partial = "  %low = icmp ult i32 %t, 16\n"
                              "  br i1 %low, label %sync, label %after\n"
                              "sync:\n"
                              "  call void @llvm.nvvm.bar.warp.sync(i32 65535)\n"
                              "  br label %after\n"
                              "after:\n";
  const std::string lanes = "  %is5 = icmp eq i32 %t, 5\n"
                            "  %is20 = icmp eq i32 %t, 20\n"
                            "  %second = or i1 %is5, %is20\n";
  auto r = runLanes(laneKernel(kLane0Stores, partial, lanes, kReadS0));
  CHECK_FALSE(r.fault);
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].kind == "read-after-write");
  CHECK(r.findings[0].count == 1);
  CHECK(r.findings[0].site.thread == std::array<uint32_t, 3>{20, 0, 0});
}

TEST_CASE("racecheck: lanes' own bytes of one word do not race; volatile orders nothing") {
  // Every lane stores its byte b[t] and loads it back: four lanes share each word, none races.
  const std::string own = "  %pb = getelementptr [64 x i8], ptr addrspace(3) @b, i32 0, i32 %t\n"
                          "  %tb = trunc i32 %t to i8\n"
                          "  store i8 %tb, ptr addrspace(3) %pb, align 1\n";
  const std::string load = "  %vb = load i8, ptr addrspace(3) %pb, align 1\n"
                           "  %vw = zext i8 %vb to i32\n"
                           "  %po = getelementptr i32, ptr %out, i32 %t\n"
                           "  store i32 %vw, ptr %po, align 4\n";
  auto r = runLanes(laneKernel(own, "", "  %second = icmp ult i32 %t, 32\n", load));
  CHECK_FALSE(r.fault);
  CHECK(r.findings.empty());
  // A volatile store of lane 0 and a volatile load of lane 1 race (within a warp).
  const std::string volStore = "  %is0 = icmp eq i32 %t, 0\n"
                               "  br i1 %is0, label %st, label %joined\n"
                               "st:\n"
                               "  store volatile i32 7, ptr addrspace(3) @s, align 4\n"
                               "  br label %joined\n"
                               "joined:\n";
  const std::string volLoad = "  %v = load volatile i32, ptr addrspace(3) @s, align 4\n"
                              "  %po = getelementptr i32, ptr %out, i32 %t\n"
                              "  store i32 %v, ptr %po, align 4\n";
  auto v = runLanes(laneKernel(volStore, "", "  %second = icmp eq i32 %t, 1\n", volLoad));
  REQUIRE(v.findings.size() == 1);
  CHECK(v.findings[0].kind == "read-after-write");
}

TEST_CASE("racecheck: an access record keeps each field apart") {
  using mem::AccessRecord;
  const AccessRecord r =
      AccessRecord::make((1u << 28) - 1, AccessRecord::kNoSite - 1, 31, 17, AccessRecord::Atomic, true, 9);
  CHECK(r.epoch() == (1u << 28) - 1);
  CHECK(r.site() == AccessRecord::kNoSite - 1);
  CHECK(r.generation() == 9);
  CHECK(r.warp() == 31);
  CHECK(r.lane() == 17);
  CHECK(r.kind() == AccessRecord::Atomic);
  CHECK(r.strong());
  CHECK(r.bytes() == 0);
  CHECK_FALSE(r.sharedRead());
  CHECK(AccessRecord::make(5, 1u << 20, 0, 0, AccessRecord::Read, false).site() == AccessRecord::kNoSite);
  CHECK(AccessRecord::make(5, 3, 0, 0, AccessRecord::Read, false, 0).generation() == 0);
  CHECK((AccessRecord::kSiteAndGeneration &
         AccessRecord::make(0, 0, 31, 31, AccessRecord::Atomic, true).bits) == 0);
}

TEST_CASE("racecheck: lanes of one store instruction, and atomics of lanes, do not race") {
  // Every lane stores to s[0] in one instruction, then every lane adds to s[1] atomically.
  const std::string all = "  store i32 %t, ptr addrspace(3) @s, align 4\n"
                          "  %p1 = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 1\n"
                          "  %old = atomicrmw add ptr addrspace(3) %p1, i32 1 monotonic, align 4\n";
  const std::string again = "  %old2 = atomicrmw add ptr addrspace(3) %p1, i32 %t monotonic, align 4\n";
  auto r = runLanes(laneKernel(all, "", "  %second = icmp ult i32 %t, 32\n", again));
  CHECK_FALSE(r.fault);
  CHECK(r.findings.empty());
  // A plain load of the atomically updated word by other lanes races (as between warps).
  const std::string load = "  %v = load i32, ptr addrspace(3) %p1, align 4\n"
                           "  %po = getelementptr i32, ptr %out, i32 %t\n"
                           "  store i32 %v, ptr %po, align 4\n";
  auto plain = runLanes(laneKernel(all, "", "  %second = icmp eq i32 %t, 3\n", load));
  REQUIRE(plain.findings.size() == 1);
  CHECK(plain.findings[0].kind == "read-after-write");
  REQUIRE(plain.findings[0].other);
  CHECK(plain.findings[0].other->access == "atomic");
}

TEST_CASE("racecheck: a plain access and another lane's atomic race, in either order") {
  const std::string all = "  %second = icmp ult i32 %t, 32\n";
  const std::string lane0 = "  %second = icmp eq i32 %t, 0\n";
  const std::string atomic = "  %old = atomicrmw add ptr addrspace(3) @s, i32 1 monotonic, align 4\n";
  // Lane 0 resets the counter, then every lane adds to it: lanes 1-31's atomics race with the reset.
  auto r = runLanes(laneKernel(kLane0Stores, "", all, atomic));
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].kind == "write-after-write");
  CHECK(r.findings[0].count == 31);
  CHECK(r.findings[0].site.access == "atomic");
  CHECK(r.findings[0].site.thread == std::array<uint32_t, 3>{1, 0, 0});
  REQUIRE(r.findings[0].other);
  CHECK(r.findings[0].other->access == "write");
  CHECK(r.findings[0].other->lane == 0);
  // Lane 0 reads the counter, then every lane adds to it.
  r = runLanes(laneKernel("  %is0 = icmp eq i32 %t, 0\n"
                          "  br i1 %is0, label %ld, label %joined\n"
                          "ld:\n"
                          "  %v0 = load i32, ptr addrspace(3) @s, align 4\n"
                          "  store i32 %v0, ptr %out, align 4\n"
                          "  br label %joined\n"
                          "joined:\n",
                          "", all, atomic));
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].kind == "write-after-read");
  CHECK(r.findings[0].count == 31);
  CHECK(r.findings[0].other->access == "read");
  CHECK(r.findings[0].other->lane == 0);
  // Every lane adds, then lane 0 resets or reads plainly: the other lanes' atomics race with it
  // (the record kept is the highest lane's).
  const std::string atomicFirst = "  %old0 = atomicrmw add ptr addrspace(3) @s, i32 1 monotonic, align 4\n";
  for (const char *plain : {"  store i32 0, ptr addrspace(3) @s, align 4\n", kReadS0}) {
    CAPTURE(plain);
    r = runLanes(laneKernel(atomicFirst, "", lane0, plain));
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].kind == (plain == kReadS0 ? "read-after-write" : "write-after-write"));
    CHECK(r.findings[0].site.thread == std::array<uint32_t, 3>{0, 0, 0});
    REQUIRE(r.findings[0].other);
    CHECK(r.findings[0].other->access == "atomic");
    CHECK(r.findings[0].other->lane == 31);
    CHECK(r.findings[0].message.find("after an atomic by block (0,0,0) thread (31,0,0) of the same warp") !=
          std::string::npos);
  }
  // Ordered by __syncwarp, or atomics alone: no race.
  CHECK(runLanes(laneKernel(kLane0Stores, "  call void @llvm.nvvm.bar.warp.sync(i32 -1)\n", all, atomic))
            .findings.empty());
  CHECK(runLanes(laneKernel(atomicFirst, "  call void @llvm.nvvm.bar.warp.sync(i32 -1)\n", lane0, kReadS0))
            .findings.empty());
  CHECK(runLanes(laneKernel(atomicFirst, "", all, atomic)).findings.empty());
}

TEST_CASE("racecheck: lanes of a warp incrementing one word with a plain ++ race (no __syncwarp)") {
  // Lanes 3 and 5 both load s[0], add 1 and store it: lane 5's store comes after lane 3's load with
  // nothing ordering them (under independent thread scheduling lane 3 may load after it), while
  // the two stores are one execution of one instruction.
  const auto increment = [](const std::string &between) {
    return "  %v = load i32, ptr addrspace(3) @s, align 4\n" + between +
           "  %v1 = add i32 %v, 1\n"
           "  store i32 %v1, ptr addrspace(3) @s, align 4\n";
  };
  const std::string lanes35 = "  %is3 = icmp eq i32 %t, 3\n"
                              "  %is5 = icmp eq i32 %t, 5\n"
                              "  %second = or i1 %is3, %is5\n";
  auto r = runLanes(laneKernel("", "", lanes35, increment("")));
  CHECK_FALSE(r.fault);
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].kind == "write-after-read");
  CHECK(r.findings[0].site.thread == std::array<uint32_t, 3>{5, 0, 0});
  CHECK(r.findings[0].site.instruction == "store i32 %v1, ptr addrspace(3) @s, align 4");
  REQUIRE(r.findings[0].other);
  CHECK(r.findings[0].other->access == "read");
  CHECK(r.findings[0].other->lane == 3);
  CHECK(r.findings[0].other->instruction == "%v = load i32, ptr addrspace(3) @s, align 4");
  // Every lane: lane 1's store is the first after another lane's (lane 0's) load.
  r = runLanes(laneKernel("", "", "  %second = icmp ult i32 %t, 32\n", increment("")));
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].kind == "write-after-read");
  CHECK(r.findings[0].site.thread == std::array<uint32_t, 3>{1, 0, 0});
  CHECK(r.findings[0].other->lane == 0);
  // One lane alone, or a __syncwarp between the loads and the stores: no race (the stores are one
  // access; the lost update is the program's, not a race).
  CHECK(runLanes(laneKernel("", "", "  %second = icmp eq i32 %t, 3\n", increment(""))).findings.empty());
  CHECK(runLanes(laneKernel("", "", lanes35, increment("  call void @llvm.nvvm.bar.warp.sync(i32 -1)\n")))
            .findings.empty());
  // Each lane incrementing its own word, or its own byte of words shared by four lanes (a `char`
  // per lane): no two lanes touch the same bytes, no race.
  for (const char *type : {"i32", "i8"}) {
    CAPTURE(type);
    const std::string t = type, array = t == "i32" ? "@s" : "@b";
    const std::string own = "  %p = getelementptr " + t + ", ptr addrspace(3) " + array + ", i32 %t\n" +
                            "  %w = load " + t + ", ptr addrspace(3) %p, align 1\n" + "  %w1 = add " + t +
                            " %w, 1\n" + "  store " + t + " %w1, ptr addrspace(3) %p, align 1\n";
    CHECK(runLanes(laneKernel("", "", "  %second = icmp ult i32 %t, 32\n", own)).findings.empty());
  }
}
