// Concurrency tests: allocation while other threads translate, and racy kernels stay TSan-clean.
//
// Run under ThreadSanitizer as well (docs/memory-model.md, "Testing"): these tests only prove
// something there, where a missing acquire/release or a plain racy access is reported.
#include "memory/Atomics.h"
#include "memory/HostAccess.h"
#include "memory/Translate.h"

#include <doctest/doctest.h>

#include <atomic>
#include <bit>
#include <thread>
#include <vector>

using namespace nvsim::mem;

TEST_CASE("allocating on one thread while another translates and accesses") {
  Memory memory;
  constexpr uint32_t kInitial = 64;
  constexpr uint32_t kMore = 3000;
  for (uint32_t i = 0; i < kInitial; ++i)
    REQUIRE(memory.allocateGlobal("initial", 64) == taggedAddress(i + 1, 0));
  const ThreadContext ctx{&memory, {}, {}, {}};

  std::atomic<bool> done{false};
  std::atomic<uint32_t> faults{0};
  std::atomic<uint64_t> latest{0};
  std::thread reader([&] {
    uint64_t round = 0;
    while (!done.load(std::memory_order_acquire)) {
      ++round;
      for (uint32_t id = 1; id <= kInitial; ++id) {
        // An existing allocation: write and read back through translation.
        const Translation t = translate(taggedAddress(id, 8), 8, Access::Write, ctx);
        if (!t.ok()) {
          faults.fetch_add(1);
          continue;
        }
        storeRelaxed<uint64_t>(t.host, round);
        if (loadRelaxed<uint64_t>(t.host) != round)
          faults.fetch_add(1);
        // The newest allocation, whose address arrives through a relaxed mailbox as a pointer a
        // kernel reads from memory would: only the table's own publication orders its record.
        if (const uint64_t address = latest.load(std::memory_order_relaxed)) {
          const Translation fresh = translate(address, 4, Access::Read, ctx);
          if (!fresh.ok() || loadRelaxed<uint32_t>(fresh.host) != 0)
            faults.fetch_add(1);
        }
      }
    }
  });

  for (uint32_t i = 0; i < kMore; ++i) {
    const uint64_t address =
        i % 5 == 0 ? memory.allocateConstant("more-const", 32) : memory.allocateGlobal("more", 32 + i);
    REQUIRE(address != 0);
    latest.store(address, std::memory_order_relaxed);
  }
  done.store(true, std::memory_order_release);
  reader.join();
  CHECK(faults.load() == 0);
  CHECK(memory.allocationCount() == kInitial + kMore);
  for (uint32_t id = 1; id <= kInitial + kMore; ++id) {
    const Allocation *a = memory.allocation(id);
    REQUIRE(a != nullptr);
    CHECK(translate(a->address, 4, Access::Read, ctx).ok());
  }
}

TEST_CASE("a racy kernel's plain global accesses are relaxed atomics, not C++ data races") {
  Memory memory;
  const uint64_t buffer = memory.allocateGlobal("racy", 64);
  const ThreadContext ctx{&memory, {}, {}, {}};
  auto work = [&](uint64_t value) {
    for (int i = 0; i < 20000; ++i) {
      // Aligned word, an unaligned word (bytewise) and a 16-byte vector.
      storeRelaxed<uint64_t>(translate(buffer, 8, Access::Write, ctx).host, value);
      storeRelaxed<uint32_t>(translate(buffer + 9, 4, Access::Write, ctx).host, uint32_t(value));
      const uint64_t pair[2] = {value, value};
      storeBytesRelaxed(translate(buffer + 16, 16, Access::Write, ctx).host, pair, 16);
      uint64_t seen[2];
      loadBytesRelaxed(seen, translate(buffer + 16, 16, Access::Read, ctx).host, 16);
      (void)loadRelaxed<uint64_t>(translate(buffer, 8, Access::Read, ctx).host);
      (void)loadRelaxed<uint32_t>(translate(buffer + 9, 4, Access::Read, ctx).host);
    }
  };
  std::thread first(work, 0x1111111111111111), second(work, 0x2222222222222222);
  first.join();
  second.join();
  uint64_t word = 0;
  REQUIRE(memory.hostRead(buffer, std::as_writable_bytes(std::span(&word, 1))));
  // An aligned 8-byte store is single-copy atomic: never a mix of the two values.
  CHECK((word == 0x1111111111111111 || word == 0x2222222222222222));
}

TEST_CASE("concurrent float atomics through a CAS loop lose no update") {
  Memory memory;
  const uint64_t cell = memory.allocateGlobal("sum", 4);
  const ThreadContext ctx{&memory, {}, {}, {}};
  auto work = [&] {
    for (int i = 0; i < 50000; ++i)
      atomicRMW<uint32_t>(AtomicOp::FAdd, translate(cell, 4, Access::Atomic, ctx).host,
                          std::bit_cast<uint32_t>(1.0f), AddrSpace::Global);
  };
  std::thread first(work), second(work);
  first.join();
  second.join();
  float sum = 0;
  REQUIRE(memory.hostRead(cell, std::as_writable_bytes(std::span(&sum, 1))));
  CHECK(sum == 100000.0f);
}
