// Unit tests of the host API: allocation addresses, host copies, memset, free, allocation lookup.
#include "memory/Memory.h"
#include "memory/Translate.h"

#include <doctest/doctest.h>

#include <array>
#include <cstring>

using namespace nvsim::mem;

namespace {
std::span<const std::byte> bytesOf(const auto &value) { return std::as_bytes(std::span(&value, 1)); }
} // namespace

TEST_CASE("global allocations get consecutive tags; records carry what reports need") {
  Memory memory;
  CHECK(memory.allocationCount() == 0);
  CHECK(memory.allocateGlobal("in", 400, 16) == 0x0000'0100'0000'0000);
  CHECK(memory.allocateGlobal("out", 0) == 0x0000'0200'0000'0000);
  CHECK(memory.allocateConstant("coeffs", 128) == 0xff00'0400'0001'0000);
  CHECK(memory.allocationCount() == 3);
  const Allocation *in = memory.allocation(1);
  REQUIRE(in != nullptr);
  CHECK(in->name == "in");
  CHECK(in->size == 400);
  CHECK(in->align == 16);
  CHECK(in->space == AddrSpace::Global);
  CHECK_FALSE(in->readOnly);
  CHECK(reinterpret_cast<uintptr_t>(in->data) % 16 == 0);
  CHECK(in->shadow == nullptr);
  const Allocation *coeffs = memory.allocation(3);
  REQUIRE(coeffs != nullptr);
  CHECK(coeffs->space == AddrSpace::Constant);
  CHECK(coeffs->readOnly);
  CHECK(coeffs->address == 0xff00'0400'0001'0000);
  CHECK(memory.allocation(0) == nullptr);
  CHECK(memory.allocation(4) == nullptr);
  // Allocations are zero-filled.
  std::array<std::byte, 400> back{};
  back.fill(std::byte{0x55});
  REQUIRE(memory.hostRead(0x0000'0100'0000'0000, back));
  for (std::byte b : back)
    CHECK(b == std::byte{0});
}

TEST_CASE("bad allocation requests return 0") {
  Memory memory;
  CHECK(memory.allocateGlobal("huge", kMaxAllocationSize + 1) == 0);
  CHECK(memory.allocateGlobal("odd", 16, 3) == 0);
  CHECK(memory.allocateGlobal("zero-align", 16, 0) == 0);
  CHECK(memory.allocateConstant("window", kWindowSize - ConstantWindow::kGranuleSize + 1) == 0);
  CHECK(memory.allocationCount() == 0);
  // A failed request uses no id.
  CHECK(memory.allocateGlobal("ok", 16) == 0x0000'0100'0000'0000);
}

TEST_CASE("the constant window places whole granules and fills up") {
  ConstantWindow window;
  constexpr uint64_t kGranule = ConstantWindow::kGranuleSize;
  CHECK(window.idAt(0) == 0u);
  CHECK(window.place(kWindowSize - 2 * kGranule, 16, 1) == kGranule);
  CHECK(window.idAt(kGranule) == 1u);
  CHECK(window.idAt(kWindowSize - kGranule - 1) == 1u);
  CHECK(window.idAt(kWindowSize - kGranule) == 0u);
  CHECK(window.place(kGranule + 1, 16, 2) == std::nullopt);
  CHECK(window.place(kGranule, 16, 3) == kWindowSize - kGranule);
  CHECK(window.idAt(kWindowSize - 1) == 3u);
  CHECK(window.idAt(kWindowSize) == 0u);
  CHECK(window.place(0, 1, 4) == std::nullopt);
  const ConstantWindow::Neighbours near = window.neighbours(kGranule / 2);
  CHECK(near.below == 0u);
  CHECK(near.above == 1u);
}

TEST_CASE("host writes, reads and memset are bounds-checked against one live allocation") {
  Memory memory;
  const uint64_t x = memory.allocateGlobal("x", 16);
  const uint64_t y = memory.allocateGlobal("y", 16);
  const std::array<uint32_t, 4> values{1, 2, 3, 4};
  CHECK(memory.hostWrite(x, std::as_bytes(std::span(values))));
  std::array<uint32_t, 2> mid{};
  CHECK(memory.hostRead(x + 4, std::as_writable_bytes(std::span(mid))));
  CHECK(mid == std::array<uint32_t, 2>{2, 3});
  CHECK(memory.memset(x + 8, 0xff, 8));
  CHECK(memory.hostRead(x, std::as_writable_bytes(std::span(mid))));
  CHECK(mid == std::array<uint32_t, 2>{1, 2});
  CHECK(memory.hostRead(x + 8, std::as_writable_bytes(std::span(mid))));
  CHECK(mid == std::array<uint32_t, 2>{0xffffffff, 0xffffffff});

  // Past the end: nothing is written.
  const uint64_t eight = 0x0102030405060708;
  CHECK_FALSE(memory.hostWrite(x + 12, bytesOf(eight)));
  CHECK_FALSE(memory.memset(x + 12, 0, 5));
  CHECK_FALSE(memory.hostRead(y - 4, std::as_writable_bytes(std::span(mid))));
  CHECK(memory.hostRead(x + 8, std::as_writable_bytes(std::span(mid))));
  CHECK(mid == std::array<uint32_t, 2>{0xffffffff, 0xffffffff});
  // Nothing outside allocations, nothing in shared/local windows, nothing freed.
  CHECK_FALSE(memory.hostWrite(0, bytesOf(eight)));
  CHECK_FALSE(memory.hostWrite(toGeneric(AddrSpace::Shared, 0), bytesOf(eight)));
  CHECK(memory.free(y));
  CHECK_FALSE(memory.hostWrite(y, bytesOf(eight)));
  CHECK_FALSE(memory.hostRead(y, std::as_writable_bytes(std::span(mid))));
  // Empty ranges at the end are fine.
  CHECK(memory.hostWrite(x + 16, {}));
}

TEST_CASE("free needs the start of a live allocation") {
  Memory memory;
  const uint64_t x = memory.allocateGlobal("x", 64);
  CHECK_FALSE(memory.free(x + 8));
  CHECK_FALSE(memory.free(0));
  CHECK_FALSE(memory.free(taggedAddress(9, 0)));
  CHECK(memory.free(x));
  CHECK_FALSE(memory.free(x));
  CHECK(memory.allocation(1)->isFreed());
  CHECK(memory.allocation(1)->data == nullptr);
}

TEST_CASE("findAllocation names the allocation an address is in or nearest to") {
  Memory memory;
  const uint64_t x = memory.allocateGlobal("x", 1024);
  std::optional<NearbyAllocation> near = memory.findAllocation(x + 1030);
  REQUIRE(near.has_value());
  CHECK(near->allocation->name == "x");
  CHECK(near->offset == 1030);
  CHECK_FALSE(memory.findAllocation(0).has_value());
  CHECK_FALSE(memory.findAllocation(taggedAddress(2, 0)).has_value());
  CHECK_FALSE(memory.findAllocation(toGeneric(AddrSpace::Shared, 0)).has_value());

  // Constant window: 'a' owns granule 1, 'b' (1 MiB aligned) starts at 0x100000.
  const uint64_t a = memory.allocateConstant("a", 100);
  const uint64_t b = memory.allocateConstant("b", 100, 1 << 20);
  REQUIRE(a == kConstantWindowBase + 0x10000);
  REQUIRE(b == kConstantWindowBase + 0x100000);
  near = memory.findAllocation(kConstantWindowBase + 0x30000);
  REQUIRE(near.has_value());
  CHECK(near->allocation->name == "a");
  CHECK(near->offset == 0x20000);
  near = memory.findAllocation(kConstantWindowBase + 0xf0000);
  REQUIRE(near.has_value());
  CHECK(near->allocation->name == "b");
  CHECK(near->offset == -0x10000);
  near = memory.findAllocation(kConstantWindowBase + 0x8);
  REQUIRE(near.has_value());
  CHECK(near->allocation->name == "a");
  CHECK(near->offset == -(0x10000 - 8));

  const ThreadContext ctx{&memory, {}, {}, {}};
  const uint64_t gap = kConstantWindowBase + 0xf0000;
  CHECK(describe(explainFault(FaultKind::NoSpace, gap, 4, Access::Read, ctx)) ==
        "address maps to no memory: read of 4 bytes at 0xff000400000f0000 (constant offset 0xf0000), 65536 "
        "bytes before the start of allocation 'b' (100 bytes)");
}

TEST_CASE("host-visible allocations: reserved low ids, storage mapped at the allocation's own address") {
  Memory plain;
  CHECK(plain.allocateHostVisible("m", 64) == 0); // not without reserveHostVisible()

  Memory memory;
  memory.reserveHostVisible();
  // Ordinary allocations start above the reserved ids, beyond the host's 47-bit user space.
  const uint64_t device = memory.allocateGlobal("device", 256);
  CHECK(device == taggedAddress(Memory::kHostVisibleIds + 1, 0));
  CHECK(device >= (uint64_t(1) << 47));

  const uint64_t managed = memory.allocateHostVisible("managed", 1000);
  REQUIRE(managed != 0);
  const uint64_t id = tagOf(managed);
  CHECK(id >= 1);
  CHECK(id <= Memory::kHostVisibleIds);
  CHECK((managed & kOffsetMask) == 0);
  const Allocation *a = memory.allocation(uint32_t(id));
  REQUIRE(a != nullptr);
  CHECK(a->hostMapped);
  CHECK(reinterpret_cast<uint64_t>(a->data) == managed);
  CHECK(memory.allocationCount() == Memory::kHostVisibleIds + 1); // the highest id published

  // The host writes through the pointer; the memory (and so a kernel) sees it, and back.
  auto *host = reinterpret_cast<int *>(managed);
  host[3] = 1234;
  int seen = 0;
  REQUIRE(memory.hostRead(managed + 12, std::as_writable_bytes(std::span(&seen, 1))));
  CHECK(seen == 1234);
  const int value = -7;
  REQUIRE(memory.hostWrite(managed + 996, bytesOf(value)));
  CHECK(host[249] == -7);
  CHECK(host[0] == 0); // zero-filled

  // A second one takes another reserved id; ids are not reused after a free.
  const uint64_t second = memory.allocateHostVisible("second", 8);
  REQUIRE(second != 0);
  CHECK(tagOf(second) > id);
  CHECK(memory.free(managed));
  CHECK(memory.allocation(uint32_t(id))->isFreed());
  const uint64_t third = memory.allocateHostVisible("third", 8);
  CHECK(tagOf(third) > tagOf(second));
}

TEST_CASE("host-visible allocations count as written for initcheck") {
  Memory memory;
  memory.reserveHostVisible();
  memory.trackInitialization();
  const uint64_t managed = memory.allocateHostVisible("managed", 128);
  REQUIRE(managed != 0);
  const Allocation *a = memory.allocation(uint32_t(tagOf(managed)));
  REQUIRE(a->shadow != nullptr);
  CHECK(initbits::all(a->shadow->init.data(), 0, 128));
}
