// Unit tests of translation: host pointers per space, every fault kind and its exact description.
#include "memory/Translate.h"
#include "memory/AlignedBuffer.h"

#include <doctest/doctest.h>

#include <string>

using namespace nvsim::mem;

namespace {

/// A run with one block (1 KiB shared), one thread (256 bytes local) and 64 bytes of params.
struct Fixture {
  Memory memory;
  AlignedBuffer shared{1024};
  AlignedBuffer local{256};
  AlignedBuffer param{64};
  ThreadContext ctx{&memory, shared.window(), local.window(), param.window()};

  std::string explainText(uint64_t generic, uint32_t size, Access access) {
    const Translation t = translate(generic, size, access, ctx);
    REQUIRE_FALSE(t.ok());
    return describe(explainFault(t.fault, generic, size, access, ctx));
  }
};

} // namespace

TEST_CASE_FIXTURE(Fixture, "global accesses reach the allocation's host storage") {
  const uint64_t x = memory.allocateGlobal("x", 1024);
  REQUIRE(x == 0x0000'0100'0000'0000);
  const Allocation *a = memory.allocation(1);
  REQUIRE(a != nullptr);
  Translation t = translate(x + 1020, 4, Access::Write, ctx);
  CHECK(t.ok());
  CHECK(t.space == AddrSpace::Global);
  CHECK(t.host == a->data + 1020);
  t = translate(x, 1024, Access::Read, ctx);
  CHECK(t.host == a->data);
  CHECK(translateSpecific(AddrSpace::Global, x + 8, 8, Access::Atomic, ctx).host == a->data + 8);
}

TEST_CASE_FIXTURE(Fixture, "null and the null page fault as null pointers") {
  for (uint64_t address : {uint64_t(0), uint64_t(8), kNullPageSize - 4}) {
    const Translation t = translate(address, 4, Access::Read, ctx);
    CHECK(t.fault == FaultKind::Null);
    CHECK(t.host == nullptr);
  }
  CHECK(translate(0, 1, Access::Write, ctx).fault == FaultKind::Null);
  CHECK(translateSpecific(AddrSpace::Global, 0, 8, Access::Atomic, ctx).fault == FaultKind::Null);
  CHECK(explainText(0, 4, Access::Read) == "null pointer: read of 4 bytes at 0x0000000000000000");
  CHECK(explainText(8, 8, Access::Write) == "null pointer: write of 8 bytes at 0x0000000000000008");
  // Past the null page, the null tag maps to nothing.
  CHECK(translate(kNullPageSize, 4, Access::Read, ctx).fault == FaultKind::NoSpace);
  CHECK(explainText(kNullPageSize, 4, Access::Read) ==
        "address maps to no memory: read of 4 bytes at 0x0000000000010000 (global)");
}

TEST_CASE_FIXTURE(Fixture, "one byte past the end of an allocation is out of bounds") {
  const uint64_t x = memory.allocateGlobal("x", 1024);
  CHECK(translate(x + 1020, 4, Access::Read, ctx).ok());
  const Translation t = translate(x + 1021, 4, Access::Read, ctx);
  CHECK(t.fault == FaultKind::OutOfBounds);
  CHECK(t.host == nullptr);
  const Fault f = explainFault(t.fault, x + 1021, 4, Access::Read, ctx);
  CHECK(f.allocationId == 1);
  CHECK(f.offset == 1021);
  CHECK(f.allocationSize == 1024);
  CHECK(f.allocationName == "x");
  CHECK(f.space == AddrSpace::Global);
  CHECK(describe(f) == "out of bounds: read of 4 bytes at 0x00000100000003fd (global), offset 1021 of "
                       "allocation 'x' (1024 bytes), overrunning its end by 1 byte");
  CHECK(explainText(x + 1024, 1, Access::Write) ==
        "out of bounds: write of 1 byte at 0x0000010000000400 (global), 0 bytes past the end of allocation "
        "'x' (1024 bytes)");
  CHECK(explainText(x + 1028, 4, Access::Read) ==
        "out of bounds: read of 4 bytes at 0x0000010000000404 (global), 4 bytes past the end of allocation "
        "'x' (1024 bytes)");
}

TEST_CASE_FIXTURE(Fixture, "a negative index is reported before the allocation it missed") {
  const uint64_t a = memory.allocateGlobal("a", 64);
  const uint64_t b = memory.allocateGlobal("b", 32);
  CHECK(translate(b - 4, 4, Access::Read, ctx).fault == FaultKind::OutOfBounds);
  CHECK(explainText(b - 4, 4, Access::Read) ==
        "out of bounds: read of 4 bytes at 0x000001fffffffffc (global), 4 "
        "bytes before the start of allocation 'b' (32 bytes)");
  CHECK(translate(a - 8, 8, Access::Write, ctx).fault == FaultKind::OutOfBounds);
  CHECK(explainText(a - 8, 8, Access::Write) ==
        "out of bounds: write of 8 bytes at 0x000000fffffffff8 (global), 8 "
        "bytes before the start of allocation 'a' (64 bytes)");
  // Far from both, an address past the end belongs to the allocation below it.
  CHECK(explainText(a + 4096, 4, Access::Read) ==
        "out of bounds: read of 4 bytes at 0x0000010000001000 (global), "
        "4032 bytes past the end of allocation 'a' (64 bytes)");
}

TEST_CASE_FIXTURE(Fixture, "an access spanning two allocations faults") {
  const uint64_t x = memory.allocateGlobal("x", 1024);
  memory.allocateGlobal("y", 1024);
  CHECK(translate(x + 1020, 8, Access::Read, ctx).fault == FaultKind::OutOfBounds);
  // Constant allocations of whole granules are adjacent in the window.
  const uint64_t c1 = memory.allocateConstant("c1", 65536);
  const uint64_t c2 = memory.allocateConstant("c2", 64);
  REQUIRE(c1 == 0xff00'0400'0001'0000);
  REQUIRE(c2 == 0xff00'0400'0002'0000);
  CHECK(translate(c1 + 65532, 4, Access::Read, ctx).ok());
  CHECK(translate(c2, 4, Access::Read, ctx).ok());
  CHECK(translate(c1 + 65532, 8, Access::Read, ctx).fault == FaultKind::OutOfBounds);
  CHECK(explainText(c1 + 65532, 8, Access::Read) ==
        "out of bounds: read of 8 bytes at 0xff0004000001fffc (constant offset 0x1fffc), offset 65532 of "
        "allocation 'c1' (65536 bytes), overrunning its end by 4 bytes");
  // The rest of a granule past a small allocation belongs to it: out of bounds, not unmapped.
  CHECK(explainText(c2 + 64, 4, Access::Read) ==
        "out of bounds: read of 4 bytes at 0xff00040000020040 (constant offset 0x20040), 0 bytes past the "
        "end of allocation 'c2' (64 bytes)");
}

TEST_CASE_FIXTURE(Fixture, "kernel writes to constant memory fault; reads see host writes") {
  memory.allocateGlobal("x", 16);
  const uint64_t c = memory.allocateConstant("table", 64);
  REQUIRE(c == 0xff00'0400'0001'0000);
  const uint32_t value = 0xdeadbeef;
  REQUIRE(memory.hostWrite(c + 4, std::as_bytes(std::span(&value, 1))));
  const Translation read = translate(c + 4, 4, Access::Read, ctx);
  REQUIRE(read.ok());
  CHECK(read.space == AddrSpace::Constant);
  uint32_t seen = 0;
  std::memcpy(&seen, read.host, 4);
  CHECK(seen == 0xdeadbeef);
  CHECK(translateSpecific(AddrSpace::Constant, 0x10004, 4, Access::Read, ctx).host == read.host);

  CHECK(translate(c, 4, Access::Write, ctx).fault == FaultKind::ReadOnlyWrite);
  CHECK(translate(c, 4, Access::Atomic, ctx).fault == FaultKind::ReadOnlyWrite);
  CHECK(translateSpecific(AddrSpace::Constant, 0x10000, 4, Access::Write, ctx).fault ==
        FaultKind::ReadOnlyWrite);
  CHECK(explainText(c, 4, Access::Write) ==
        "write to read-only memory: write of 4 bytes at 0xff00040000010000 "
        "(constant offset 0x10000), offset 0 of allocation 'table' (64 bytes)");
  const Fault f =
      explainSpecificFault(FaultKind::ReadOnlyWrite, AddrSpace::Constant, 0x10000, 4, Access::Write, ctx);
  CHECK(f.address == 0xff00'0400'0001'0000);
  CHECK(f.allocationId == 2);
  // A constant allocation's id is no global address.
  CHECK(translate(taggedAddress(2, 0), 4, Access::Read, ctx).fault == FaultKind::NoSpace);
  // A read-only global (an IR `constant` in addrspace(1)).
  const uint64_t k = memory.allocateGlobal("k", 16, 16, true);
  CHECK(translate(k, 4, Access::Read, ctx).ok());
  CHECK(translate(k, 4, Access::Write, ctx).fault == FaultKind::ReadOnlyWrite);
}

TEST_CASE_FIXTURE(Fixture, "a freed allocation faults as use after free and its id is not reused") {
  const uint64_t z = memory.allocateGlobal("z", 32);
  CHECK(memory.free(z));
  CHECK_FALSE(memory.free(z));
  CHECK(translate(z, 4, Access::Read, ctx).fault == FaultKind::Freed);
  CHECK(translate(z + 40, 4, Access::Write, ctx).fault == FaultKind::Freed);
  CHECK(explainText(z + 8, 4, Access::Read) == "use after free: read of 4 bytes at 0x0000010000000008 "
                                               "(global), offset 8 of allocation 'z' (32 bytes)");
  const uint64_t next = memory.allocateGlobal("next", 32);
  CHECK(next == 0x0000'0200'0000'0000);
  CHECK(translate(next, 4, Access::Read, ctx).ok());

  const uint64_t c = memory.allocateConstant("c", 32);
  CHECK(memory.free(c));
  CHECK(translate(c, 4, Access::Read, ctx).fault == FaultKind::Freed);
}

TEST_CASE_FIXTURE(Fixture, "atomics must be naturally aligned; plain accesses are the executor's check") {
  const uint64_t x = memory.allocateGlobal("x", 1024);
  CHECK(translate(x + 2, 4, Access::Atomic, ctx).fault == FaultKind::Misaligned);
  CHECK(translate(x + 4, 8, Access::Atomic, ctx).fault == FaultKind::Misaligned);
  CHECK(translate(x + 8, 8, Access::Atomic, ctx).ok());
  CHECK(translate(x + 2, 4, Access::Read, ctx).ok());
  CHECK(translateSpecific(AddrSpace::Shared, 0x12, 4, Access::Atomic, ctx).fault == FaultKind::Misaligned);
  CHECK(
      explainText(x + 2, 4, Access::Atomic) ==
      "misaligned address (needs 4-byte alignment): atomic of 4 bytes at 0x0000010000000002 (global), offset "
      "2 of allocation 'x' (1024 bytes)");
}

TEST_CASE("the same shared and local offsets reach each context's own buffers") {
  Memory memory;
  AlignedBuffer sharedA(512), sharedB(512), localA(128), localB(128);
  const ThreadContext a{&memory, sharedA.window(), localA.window(), {}};
  const ThreadContext b{&memory, sharedB.window(), localB.window(), {}};
  const uint64_t shared = toGeneric(AddrSpace::Shared, 16);
  const uint64_t local = toGeneric(AddrSpace::Local, 32);
  CHECK(translate(shared, 4, Access::Write, a).host == sharedA.data() + 16);
  CHECK(translate(shared, 4, Access::Write, b).host == sharedB.data() + 16);
  CHECK(translate(local, 8, Access::Read, a).host == localA.data() + 32);
  CHECK(translate(local, 8, Access::Read, b).host == localB.data() + 32);
  CHECK(translate(shared, 4, Access::Read, a).space == AddrSpace::Shared);
  CHECK(translate(local, 4, Access::Read, a).space == AddrSpace::Local);
  // A 32-bit addrspace(3) pointer reaches the same byte as its generic form.
  CHECK(translateSpecific(AddrSpace::Shared, uint32_t(16), 4, Access::Write, a).host == sharedA.data() + 16);
  CHECK(translateSpecific(AddrSpace::Local, uint32_t(32), 4, Access::Write, b).host == localB.data() + 32);
}

TEST_CASE_FIXTURE(Fixture, "window buffers are bounds-checked and param memory is read-only") {
  CHECK(translate(toGeneric(AddrSpace::Shared, 1020), 4, Access::Read, ctx).ok());
  CHECK(translate(toGeneric(AddrSpace::Shared, 1021), 4, Access::Read, ctx).fault == FaultKind::OutOfBounds);
  CHECK(explainText(toGeneric(AddrSpace::Shared, 1021), 4, Access::Read) ==
        "out of bounds: read of 4 bytes at 0xff000300000003fd (shared offset 0x3fd), offset 1021 of the "
        "block's "
        "shared memory (1024 bytes), overrunning its end by 1 byte");
  CHECK(explainText(toGeneric(AddrSpace::Local, 256), 4, Access::Write) ==
        "out of bounds: write of 4 bytes at 0xff00050000000100 (local offset 0x100), 0 bytes past the end of "
        "the thread's local memory (256 bytes)");
  // A 64-bit shared pointer beyond 4 GiB is out of bounds, not wrapped into the buffer.
  CHECK(translateSpecific(AddrSpace::Shared, kWindowSize + 16, 4, Access::Read, ctx).fault ==
        FaultKind::OutOfBounds);

  const uint64_t p = toGeneric(AddrSpace::Param, 8);
  CHECK(translate(p, 8, Access::Read, ctx).host == param.data() + 8);
  CHECK(translate(p, 8, Access::Read, ctx).space == AddrSpace::Param);
  CHECK(translate(p, 8, Access::Write, ctx).fault == FaultKind::ReadOnlyWrite);
  CHECK(translateSpecific(AddrSpace::Param, 8, 8, Access::Write, ctx).fault == FaultKind::ReadOnlyWrite);
  CHECK(explainText(p, 8, Access::Write) ==
        "write to read-only memory: write of 8 bytes at 0xff00650000000008 "
        "(param offset 0x8), offset 8 of the kernel parameters (64 bytes)");
  // PTX: the param window lies in the global window, so a global access may read it.
  CHECK(translateSpecific(AddrSpace::Global, p, 8, Access::Read, ctx).host == param.data() + 8);
}

TEST_CASE_FIXTURE(Fixture, "addresses in no allocation or window and in the wrong space") {
  CHECK(translate(0xff00'0100'0000'0000, 4, Access::Read, ctx).fault == FaultKind::NoSpace);
  CHECK(translate(0xff00'0301'0000'0000, 4, Access::Read, ctx).fault == FaultKind::NoSpace);
  CHECK(translate(taggedAddress(77, 0), 4, Access::Read, ctx).fault == FaultKind::NoSpace);
  CHECK(translate(0xffff'ffff'ffff'fffc, 4, Access::Read, ctx).fault == FaultKind::NoSpace);
  // An unowned constant granule.
  CHECK(translate(kConstantWindowBase, 4, Access::Read, ctx).fault == FaultKind::NoSpace);
  CHECK(explainText(kConstantWindowBase, 4, Access::Read) ==
        "address maps to no memory: read of 4 bytes at 0xff00040000000000 (constant offset 0x0)");

  const uint64_t s = toGeneric(AddrSpace::Shared, 16);
  const Translation t = translateSpecific(AddrSpace::Global, s, 4, Access::Read, ctx);
  CHECK(t.fault == FaultKind::WrongSpace);
  CHECK(t.space == AddrSpace::Shared);
  CHECK(describe(explainSpecificFault(t.fault, AddrSpace::Global, s, 4, Access::Read, ctx)) ==
        "wrong address space: read of 4 bytes at 0xff00030000000010 (shared offset 0x10), offset 16 of the "
        "block's shared memory (1024 bytes)");

  CHECK(translateSpecific(AddrSpace::Tensor, 0x40, 4, Access::Read, ctx).fault == FaultKind::NoSpace);
  CHECK(describe(explainSpecificFault(FaultKind::NoSpace, AddrSpace::Tensor, 0x40, 4, Access::Read, ctx)) ==
        "address maps to no memory: read of 4 bytes at 0x0000000000000040 (tensor)");
  CHECK(translateSpecific(AddrSpace::SharedCluster, 0x40, 4, Access::Read, ctx).fault == FaultKind::NoSpace);
}
