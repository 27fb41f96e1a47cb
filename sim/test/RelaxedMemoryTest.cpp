// --memory-model relaxed: the CTAs' views of global memory (sim/RelaxedMemory.h) and the outcomes
// of message passing between two blocks. The expected outcomes are the PTX memory model's (PTX
// ISA, "Memory Consistency Model"): without a fence of GPU scope between the two stores, or a
// release of that scope, the reader may see the flag and not the data; __threadfence_block() (a
// fence of CTA scope) does not order them for another CTA; __threadfence() does.
#include "Harness.h"

#include "sim/RelaxedMemory.h"

#include <doctest/doctest.h>

#include <cstring>
#include <map>

using namespace nvsim::sim;
using namespace nvsim::sim::test;

namespace {

uint32_t word(const RelaxedMemory &m, uint64_t cta, const std::byte *at) {
  uint32_t v = 0;
  m.read(cta, at, 4, &v);
  return v;
}

void put(RelaxedMemory &m, uint64_t cta, std::byte *at, uint32_t v) { m.write(cta, at, 4, &v); }

} // namespace

TEST_CASE("relaxed memory: a CTA sees its own pending stores at once, the others only once drained") {
  alignas(8) std::byte memory[16] = {};
  RelaxedMemory m(1);
  put(m, 0, memory, 7);
  CHECK(word(m, 0, memory) == 7);
  CHECK(word(m, 1, memory) == 0);
  uint32_t inMemory = 0;
  std::memcpy(&inMemory, memory, 4);
  CHECK(inMemory == 0);
  // Coherence: a CTA's stores to one word drain oldest first, whichever is drawn.
  put(m, 0, memory, 8);
  CHECK(word(m, 0, memory) == 8);
  m.drainBytes(0, memory + 2, 1); // one byte of the word: both stores drain, in order
  CHECK(m.pending() == 0);
  CHECK(word(m, 1, memory) == 8);
  // Bytes: a 2-byte store over a pending 4-byte one overlays it for its CTA.
  put(m, 0, memory + 4, 0x11223344);
  const uint16_t half = 0xaaaa;
  m.write(0, memory + 4, 2, &half);
  CHECK(word(m, 0, memory + 4) == 0x1122aaaau);
  CHECK(word(m, 2, memory + 4) == 0);
  m.drainCta(1); // another CTA's fence: nothing of CTA 0 drains
  CHECK(m.pending() == 2);
  m.drainCta(0);
  CHECK(m.pending() == 0);
  CHECK(word(m, 2, memory + 4) == 0x1122aaaau);
  CHECK(m.delayed() == 4);
}

TEST_CASE("relaxed memory: drains drawn from the seed keep each CTA's order per word") {
  // Two words, each stored three times by CTA 0: whatever order the draws take, the other CTA sees
  // each word's values in the order they were stored (never an older one after a newer one).
  alignas(8) std::byte memory[8] = {};
  for (uint64_t seed = 0; seed < 50; ++seed) {
    RelaxedMemory m(seed);
    for (uint32_t v = 1; v <= 3; ++v) {
      put(m, 0, memory, v);
      put(m, 0, memory + 4, 10 + v);
    }
    uint32_t last0 = 0, last1 = 0;
    while (m.pending()) {
      m.tick();
      const uint32_t a = word(m, 1, memory), b = word(m, 1, memory + 4);
      CHECK(a >= last0);
      CHECK((b == 0 || b >= last1));
      last0 = a;
      last1 = b;
    }
    CHECK(word(m, 1, memory) == 3);
    CHECK(word(m, 1, memory + 4) == 13);
    std::memset(memory, 0, sizeof memory);
  }
  // The same seed, the same draws.
  const auto drawn = [&](uint64_t seed) {
    RelaxedMemory m(seed);
    alignas(8) std::byte words[64] = {};
    for (uint32_t i = 0; i < 16; ++i)
      put(m, i % 3, words + 4 * i, i + 1);
    std::vector<size_t> left;
    for (int k = 0; k < 10; ++k) {
      m.tick();
      left.push_back(m.pending());
    }
    return left;
  };
  CHECK(drawn(5) == drawn(5));
  // A full list drains its oldest store.
  RelaxedMemory m(3);
  std::vector<uint32_t> words(RelaxedMemory::kMaxPending + 1);
  for (size_t i = 0; i < words.size(); ++i)
    put(m, 0, reinterpret_cast<std::byte *>(&words[i]), 1);
  CHECK(m.pending() == RelaxedMemory::kMaxPending);
  CHECK(words[0] == 1);
  CHECK(words[1] == 0);
}

namespace {

/// Message passing between block 0 (stores the data 42, then `between`, then `flagStore` sets the
/// flag) and block 1 (spins until it sees the flag, then reads the data into out[0]).
std::string messagePassing(const std::string &between, const std::string &flagStore) {
  return kernelModule(
      "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
      "declare void @llvm.nvvm.membar.gl()\n"
      "declare void @llvm.nvvm.membar.cta()\n"
      "define void @mp(ptr addrspace(1) %data, ptr addrspace(1) %flag, ptr addrspace(1) %out) {\n"
      "  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
      "  %is0 = icmp eq i32 %b, 0\n"
      "  br i1 %is0, label %writer, label %spin\n"
      "writer:\n"
      "  store i32 42, ptr addrspace(1) %data, align 4\n" +
          between + flagStore +
          "  ret void\n"
          "spin:\n"
          "  %f = load volatile i32, ptr addrspace(1) %flag, align 4\n"
          "  %none = icmp eq i32 %f, 0\n"
          "  br i1 %none, label %spin, label %read\n"
          "read:\n"
          "  %d = load i32, ptr addrspace(1) %data, align 4\n"
          "  store i32 %d, ptr addrspace(1) %out, align 4\n"
          "  ret void\n"
          "}\n",
      "mp");
}

const char *kVolatileFlag = "  store volatile i32 1, ptr addrspace(1) %flag, align 4\n";

/// The data block 1 read, per seed 0-99: how often it saw 42 and how often 0.
std::map<int, int> outcomes(const std::string &module, MemoryModel model = MemoryModel::Relaxed) {
  Harness h(module);
  REQUIRE_MESSAGE(h.program, h.errors());
  h.options.memoryModel = model;
  std::map<int, int> seen;
  for (uint64_t seed = 0; seed < 100; ++seed) {
    const uint64_t data = h.memory.allocateGlobal("data", 4), flag = h.memory.allocateGlobal("flag", 4),
                   out = h.memory.allocateGlobal("out", 4);
    h.seed = seed;
    const LaunchResult r = h.launch("mp", {2}, {1}, {h.arg(data), h.arg(flag), h.arg(out)});
    REQUIRE_MESSAGE(r.ok(), r.error);
    ++seen[h.read<int>(out, 1)[0]];
    CHECK(h.read<int>(data, 1)[0] == 42); // the end of the launch drained everything
  }
  return seen;
}

} // namespace

TEST_CASE("relaxed memory: message passing between blocks, without and with a fence") {
  // Sequential consistency: always the data.
  CHECK(outcomes(messagePassing("", kVolatileFlag), MemoryModel::SC) == std::map<int, int>{{42, 100}});
  // No fence: the flag (volatile: strong, but relaxed) may reach block 1 before the data.
  std::map<int, int> none = outcomes(messagePassing("", kVolatileFlag));
  CHECK(none[0] > 0);
  CHECK(none[42] > 0);
  CHECK(none[0] + none[42] == 100);
  // __threadfence_block(): a fence of CTA scope orders nothing for another CTA.
  CHECK(outcomes(messagePassing("  call void @llvm.nvvm.membar.cta()\n", kVolatileFlag))[0] > 0);
  CHECK(outcomes(messagePassing("  fence syncscope(\"block\") seq_cst\n", kVolatileFlag))[0] > 0);
  // A relaxed atomic flag orders nothing either.
  CHECK(outcomes(messagePassing("", "  store atomic i32 1, ptr addrspace(1) %flag monotonic, align 4\n"))[0] >
        0);
  // __threadfence() (membar.gl), an LLVM fence of device or system scope, or a release store of
  // the flag: always the data.
  const std::map<int, int> ordered{{42, 100}};
  CHECK(outcomes(messagePassing("  call void @llvm.nvvm.membar.gl()\n", kVolatileFlag)) == ordered);
  CHECK(outcomes(messagePassing("  fence syncscope(\"device\") acq_rel\n", kVolatileFlag)) == ordered);
  CHECK(outcomes(messagePassing("  fence seq_cst\n", kVolatileFlag)) == ordered);
  CHECK(outcomes(messagePassing("", "  store atomic i32 1, ptr addrspace(1) %flag release, align 4\n")) ==
        ordered);
  CHECK(outcomes(messagePassing("", "  %old = atomicrmw xchg ptr addrspace(1) %flag, i32 1 "
                                    "syncscope(\"device\") acq_rel, align 4\n")) == ordered);
  // A release of block scope does not reach block 1.
  CHECK(outcomes(messagePassing(
            "", "  store atomic i32 1, ptr addrspace(1) %flag syncscope(\"block\") release, align 4\n"))[0] >
        0);
}

TEST_CASE("relaxed memory: store buffering is forbidden with seq_cst accesses") {
  // SB between two blocks: each stores its word then reads the other's. With seq_cst loads (a
  // fence.sc before each, as NVPTX maps them) both reading 0 is forbidden; with weak accesses the
  // model allows it.
  const auto sb = [](const std::string &load) {
    return kernelModule("declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
                        "define void @sb(ptr addrspace(1) %x, ptr addrspace(1) %out) {\n"
                        "  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
                        "  %other = xor i32 %b, 1\n"
                        "  %mine = getelementptr i32, ptr addrspace(1) %x, i32 %b\n"
                        "  %theirs = getelementptr i32, ptr addrspace(1) %x, i32 %other\n"
                        "  store i32 1, ptr addrspace(1) %mine, align 4\n"
                        "  %v = " +
                            load + " i32, ptr addrspace(1) %theirs" + (load == "load" ? "" : " seq_cst") +
                            ", align 4\n"
                            "  %o = getelementptr i32, ptr addrspace(1) %out, i32 %b\n"
                            "  store i32 %v, ptr addrspace(1) %o, align 4\n"
                            "  ret void\n"
                            "}\n",
                        "sb");
  };
  const auto bothZero = [](const std::string &module) {
    Harness h(module);
    REQUIRE_MESSAGE(h.program, h.errors());
    h.options.memoryModel = MemoryModel::Relaxed;
    int count = 0;
    for (uint64_t seed = 0; seed < 100; ++seed) {
      const uint64_t x = h.memory.allocateGlobal("x", 8), out = h.memory.allocateGlobal("out", 8);
      h.seed = seed;
      REQUIRE(h.launch("sb", {2}, {1}, {h.arg(x), h.arg(out)}).ok());
      const auto r = h.read<int>(out, 2);
      count += r[0] == 0 && r[1] == 0;
    }
    return count;
  };
  CHECK(bothZero(sb("load")) > 0);
  CHECK(bothZero(sb("load atomic")) == 0);
}
