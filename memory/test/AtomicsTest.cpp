// Unit tests of the atomic helpers: every op's exact result, PTX NaN rules, concurrency.
#include "memory/Atomics.h"
#include "memory/Translate.h"

#include <doctest/doctest.h>

#include <bit>
#include <cstring>
#include <limits>
#include <thread>

using namespace nvsim::mem;

namespace {

/// One naturally aligned cell of host memory.
template <typename U> struct Cell {
  alignas(8) std::byte bytes[8] = {};
  explicit Cell(U value) { std::memcpy(bytes, &value, sizeof(U)); }
  U value() const {
    U v;
    std::memcpy(&v, bytes, sizeof(U));
    return v;
  }
};

struct Case32 {
  AtomicOp op;
  uint32_t old, operand, stored;
};

} // namespace

TEST_CASE("32-bit integer read-modify-write: old value returned, exact new value") {
  const Case32 cases[] = {
      {AtomicOp::Xchg, 5, 9, 9},
      {AtomicOp::Add, 5, 3, 8},
      {AtomicOp::Add, 0xffffffff, 2, 1},
      {AtomicOp::Sub, 5, 7, 0xfffffffe},
      {AtomicOp::And, 0xf0f0, 0xff00, 0xf000},
      {AtomicOp::Nand, 0xf0f0, 0xff00, 0xffff0fff},
      {AtomicOp::Or, 0xf0f0, 0x0f00, 0xfff0},
      {AtomicOp::Xor, 0xf0f0, 0xff00, 0x0ff0},
      {AtomicOp::Max, 0xffffffff, 1, 1},          // -1 < 1 signed
      {AtomicOp::Min, 0xffffffff, 1, 0xffffffff}, // -1
      {AtomicOp::UMax, 0xffffffff, 1, 0xffffffff},
      {AtomicOp::UMin, 0xffffffff, 1, 1},
      {AtomicOp::UIncWrap, 3, 5, 4},
      {AtomicOp::UIncWrap, 5, 5, 0},
      {AtomicOp::UIncWrap, 9, 5, 0},
      {AtomicOp::UDecWrap, 3, 5, 2},
      {AtomicOp::UDecWrap, 0, 5, 5},
      {AtomicOp::UDecWrap, 7, 5, 5},
      {AtomicOp::USubCond, 7, 5, 2},
      {AtomicOp::USubCond, 3, 5, 3},
      {AtomicOp::USubSat, 7, 5, 2},
      {AtomicOp::USubSat, 3, 5, 0},
  };
  for (const Case32 &c : cases) {
    INFO("op ", atomicOpKeyword(c.op), " old ", c.old, " operand ", c.operand);
    Cell<uint32_t> cell(c.old);
    CHECK(atomicRMW<uint32_t>(c.op, cell.bytes, c.operand, AddrSpace::Global) == c.old);
    CHECK(cell.value() == c.stored);
  }
}

TEST_CASE("64-bit integer read-modify-write") {
  Cell<uint64_t> cell(uint64_t(-5));
  CHECK(atomicRMW<uint64_t>(AtomicOp::Max, cell.bytes, 3, AddrSpace::Global) == uint64_t(-5));
  CHECK(cell.value() == 3);
  CHECK(atomicRMW<uint64_t>(AtomicOp::Add, cell.bytes, 0x1'0000'0000, AddrSpace::Global) == 3);
  CHECK(cell.value() == 0x1'0000'0003);
  CHECK(atomicRMW<uint64_t>(AtomicOp::UMin, cell.bytes, 0xffff'ffff, AddrSpace::Global) == 0x1'0000'0003);
  CHECK(cell.value() == 0xffff'ffff);
  CHECK(atomicRMW<uint64_t>(AtomicOp::Min, cell.bytes, uint64_t(-1), AddrSpace::Global) == 0xffff'ffff);
  CHECK(cell.value() == uint64_t(-1));
  CHECK(atomicRMW<uint64_t>(AtomicOp::UIncWrap, cell.bytes, uint64_t(-1), AddrSpace::Global) == uint64_t(-1));
  CHECK(cell.value() == 0);
}

TEST_CASE("float add, sub and NaN results") {
  Cell<uint32_t> f(std::bit_cast<uint32_t>(1.5f));
  CHECK(atomicRMW<uint32_t>(AtomicOp::FAdd, f.bytes, std::bit_cast<uint32_t>(2.25f), AddrSpace::Global) ==
        0x3fc00000);
  CHECK(std::bit_cast<float>(f.value()) == 3.75f);
  atomicRMW<uint32_t>(AtomicOp::FSub, f.bytes, std::bit_cast<uint32_t>(4.0f), AddrSpace::Global);
  CHECK(std::bit_cast<float>(f.value()) == -0.25f);
  // inf + -inf is NaN, and a NaN result is the canonical one.
  Cell<uint32_t> inf(std::bit_cast<uint32_t>(std::numeric_limits<float>::infinity()));
  atomicRMW<uint32_t>(AtomicOp::FAdd, inf.bytes,
                      std::bit_cast<uint32_t>(-std::numeric_limits<float>::infinity()), AddrSpace::Global);
  CHECK(inf.value() == 0x7fffffff);
  // f32 add on shared memory keeps subnormals: 2^-149 + 2^-149 = 2^-148.
  Cell<uint32_t> tiny(1);
  atomicRMW<uint32_t>(AtomicOp::FAdd, tiny.bytes, 1, AddrSpace::Shared);
  CHECK(tiny.value() == 2);

  Cell<uint64_t> d(std::bit_cast<uint64_t>(0.1));
  CHECK(atomicRMW<uint64_t>(AtomicOp::FAdd, d.bytes, std::bit_cast<uint64_t>(0.2), AddrSpace::Global) ==
        std::bit_cast<uint64_t>(0.1));
  CHECK(std::bit_cast<double>(d.value()) == 0.1 + 0.2);
}

TEST_CASE("f32 add on global memory flushes subnormal inputs and results, keeping the sign") {
  struct Row {
    uint32_t old, operand, stored;
  };
  const uint32_t one = std::bit_cast<uint32_t>(1.0f), minNormal = 0x00800000;
  const Row rows[] = {
      {1, 0, 0},                            // 2^-149 + 0: the cell flushes to +0
      {0x80000000, 0x80000001, 0x80000000}, // -0 + -2^-149: the operand flushes to -0
      {0, 0x80000001, 0},                   // +0 + -0 = +0
      {0x00000003, one, one},               // a flushed input does not change 1.0
      {minNormal, 0x80000001, minNormal},   // the operand flushes, the normal cell stays
      {0x00c00000, 0x80a00000, 0},          // 1.5 * 2^-126 - 1.25 * 2^-126 = 2^-128: +0
      {0x80c00000, 0x00a00000, 0x80000000}, // the same with the other signs: -0
  };
  for (const Row &r : rows) {
    INFO("old ", r.old, " operand ", r.operand);
    Cell<uint32_t> cell(r.old);
    CHECK(atomicRMW<uint32_t>(AtomicOp::FAdd, cell.bytes, r.operand, AddrSpace::Global) == r.old);
    CHECK(cell.value() == r.stored);
  }
  // FSub, f64 and shared memory keep subnormals.
  Cell<uint32_t> sub(0x00000003);
  atomicRMW<uint32_t>(AtomicOp::FSub, sub.bytes, 1, AddrSpace::Global);
  CHECK(sub.value() == 2);
  Cell<uint32_t> shared(0x00c00000);
  atomicRMW<uint32_t>(AtomicOp::FAdd, shared.bytes, 0x80a00000, AddrSpace::Shared);
  CHECK(shared.value() == 0x00200000);
  Cell<uint64_t> d(1);
  atomicRMW<uint64_t>(AtomicOp::FAdd, d.bytes, 1, AddrSpace::Global);
  CHECK(d.value() == 2);
}

TEST_CASE("fmin and fmax return the non-NaN operand, as PTX min/max") {
  const uint32_t nan = 0x7fc00000, otherNan = 0xffc00001, one = std::bit_cast<uint32_t>(1.0f),
                 two = std::bit_cast<uint32_t>(2.0f);
  struct Row {
    AtomicOp op;
    uint32_t old, operand, stored;
  };
  const Row rows[] = {
      {AtomicOp::FMin, nan, one, one},
      {AtomicOp::FMin, one, nan, one},
      {AtomicOp::FMax, nan, one, one},
      {AtomicOp::FMax, one, nan, one},
      {AtomicOp::FMin, nan, otherNan, 0x7fffffff},
      {AtomicOp::FMax, otherNan, nan, 0x7fffffff},
      {AtomicOp::FMin, one, two, one},
      {AtomicOp::FMax, one, two, two},
      {AtomicOp::FMin, 0x00000000, 0x80000000, 0x80000000}, // min(+0, -0) = -0
      {AtomicOp::FMin, 0x80000000, 0x00000000, 0x80000000},
      {AtomicOp::FMax, 0x80000000, 0x00000000, 0x00000000}, // max(-0, +0) = +0
      {AtomicOp::FMax, 0x00000000, 0x80000000, 0x00000000},
      // fminimum / fmaximum propagate NaN.
      {AtomicOp::FMinimum, one, nan, 0x7fffffff},
      {AtomicOp::FMaximum, nan, two, 0x7fffffff},
      {AtomicOp::FMinimum, one, two, one},
      {AtomicOp::FMaximum, 0x80000000, 0x00000000, 0x00000000},
  };
  for (const Row &r : rows) {
    INFO("op ", atomicOpKeyword(r.op), " old ", r.old, " operand ", r.operand);
    Cell<uint32_t> cell(r.old);
    CHECK(atomicRMW<uint32_t>(r.op, cell.bytes, r.operand, AddrSpace::Global) == r.old);
    CHECK(cell.value() == r.stored);
  }
  Cell<uint64_t> d(0x7ff8000000000000);
  atomicRMW<uint64_t>(AtomicOp::FMin, d.bytes, std::bit_cast<uint64_t>(-3.0), AddrSpace::Global);
  CHECK(std::bit_cast<double>(d.value()) == -3.0);
  atomicRMW<uint64_t>(AtomicOp::FMax, d.bytes, 0x7ff8000000000000, AddrSpace::Global);
  CHECK(std::bit_cast<double>(d.value()) == -3.0);
}

TEST_CASE("compare-and-swap on 8, 16, 32 and 64-bit cells") {
  Cell<uint16_t> h(0x1234);
  CHECK(atomicCas<uint16_t>(h.bytes, 0x1234, 0xbeef) == 0x1234);
  CHECK(h.value() == 0xbeef);
  CHECK(atomicCas<uint16_t>(h.bytes, 0x1234, 0x0001) == 0xbeef);
  CHECK(h.value() == 0xbeef);
  Cell<uint8_t> b(7);
  CHECK(atomicCas<uint8_t>(b.bytes, 7, 9) == 7);
  CHECK(b.value() == 9);
  Cell<uint32_t> w(1);
  CHECK(atomicCas<uint32_t>(w.bytes, 2, 3) == 1);
  CHECK(w.value() == 1);
  Cell<uint64_t> q(0xffff'0000'ffff'0000);
  CHECK(atomicCas<uint64_t>(q.bytes, 0xffff'0000'ffff'0000, 42) == 0xffff'0000'ffff'0000);
  CHECK(q.value() == 42);
}

TEST_CASE("atomicCombine: the value function on 8- and 16-bit cells, which callers apply themselves") {
  CHECK(atomicCombine<uint8_t>(AtomicOp::USubSat, 3, 5) == 0);
  CHECK(atomicCombine<uint8_t>(AtomicOp::USubCond, 3, 5) == 3);
  CHECK(atomicCombine<uint8_t>(AtomicOp::USubCond, 0xff, 0xff) == 0);
  CHECK(atomicCombine<uint8_t>(AtomicOp::Max, 0x80, 0x7f) == 0x7f); // -128 < 127
  CHECK(atomicCombine<uint8_t>(AtomicOp::Add, 0xff, 2) == 1);
  CHECK(atomicCombine<uint16_t>(AtomicOp::Nand, 0xf0f0, 0xff00) == 0x0fff);
  CHECK(atomicCombine<uint16_t>(AtomicOp::UIncWrap, 7, 7) == 0);
  CHECK(atomicCombine<uint16_t>(AtomicOp::UDecWrap, 0, 9) == 9);
  CHECK(atomicCombine<uint16_t>(AtomicOp::USubSat, 0x8000, 1) == 0x7fff);
  CHECK(atomicCombine<uint32_t>(AtomicOp::FMaximum, 0x80000000, 0) == 0); // -0 < +0
}

TEST_CASE("every operation of the table: atomicRMW returns the old value and stores atomicCombine's") {
  const uint32_t olds32[] = {0, 1, 5, 0x80000000, 0xffffffff, 0x3fc00000 /* 1.5f */, 0x7fc00000 /* NaN */};
  const uint64_t olds64[] = {0, 7, 0x8000000000000000, ~uint64_t(0), 0x3ff8000000000000 /* 1.5 */};
  for (size_t i = 0; i < nvsim::ir::kRMWOpCount; ++i) {
    const auto op = static_cast<AtomicOp>(i);
    INFO(atomicOpKeyword(op));
    for (uint32_t old : olds32)
      for (uint32_t v : olds32) {
        Cell<uint32_t> cell(old);
        CHECK(atomicRMW<uint32_t>(op, cell.bytes, v, AddrSpace::Shared) == old);
        CHECK(cell.value() == atomicCombine<uint32_t>(op, old, v));
      }
    for (uint64_t old : olds64)
      for (uint64_t v : olds64) {
        Cell<uint64_t> cell(old);
        CHECK(atomicRMW<uint64_t>(op, cell.bytes, v, AddrSpace::Global) == old);
        CHECK(cell.value() == atomicCombine<uint64_t>(op, old, v));
      }
  }
}

TEST_CASE("op keywords round trip through the table") {
  for (auto op : {AtomicOp::Xchg, AtomicOp::Nand, AtomicOp::UIncWrap, AtomicOp::UDecWrap, AtomicOp::FMin,
                  AtomicOp::FMaximum})
    CHECK(atomicOpFromKeyword(atomicOpKeyword(op)) == op);
  CHECK(atomicOpKeyword(AtomicOp::UDecWrap) == "udec_wrap");
  CHECK(atomicOpFromKeyword("fadd") == AtomicOp::FAdd);
  CHECK(atomicOpFromKeyword("cas") == std::nullopt);
  CHECK(isFloatOp(AtomicOp::FMax));
  CHECK_FALSE(isFloatOp(AtomicOp::UMax));
}

TEST_CASE("concurrent fetch-add from two threads on global memory gives the exact sum") {
  Memory memory;
  const uint64_t counters = memory.allocateGlobal("counters", 16);
  const ThreadContext ctx{&memory, {}, {}, {}};
  constexpr int kIterations = 100000;
  auto work = [&] {
    for (int i = 0; i < kIterations; ++i) {
      const Translation t32 = translate(counters, 4, Access::Atomic, ctx);
      const Translation t64 = translate(counters + 8, 8, Access::Atomic, ctx);
      atomicRMW<uint32_t>(AtomicOp::Add, t32.host, 1, AddrSpace::Global);
      atomicRMW<uint64_t>(AtomicOp::Add, t64.host, 3, AddrSpace::Global);
    }
  };
  std::thread first(work), second(work);
  first.join();
  second.join();
  uint32_t sum32 = 0;
  uint64_t sum64 = 0;
  REQUIRE(memory.hostRead(counters, std::as_writable_bytes(std::span(&sum32, 1))));
  REQUIRE(memory.hostRead(counters + 8, std::as_writable_bytes(std::span(&sum64, 1))));
  CHECK(sum32 == 200000);
  CHECK(sum64 == 600000);
}
