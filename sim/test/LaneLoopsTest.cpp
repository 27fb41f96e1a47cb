// The vectorisable lane loops of the handlers (sim/Handlers.h, sim/MemoryOps.h): each width's or
// shape's fast path must give what the C++ operators on the same integers give, in every lane,
// for converged and diverged warps. The expected values are computed here with the plain
// comparison, shift and multiply operators (the LLVM LangRef's definitions; PTX's clamped shifts),
// never with the handlers.
#include "sim/Handlers.h"
#include "sim/MemoryOps.h"

#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <vector>

using namespace nvsim;
using namespace nvsim::sim;

namespace {

constexpr uint64_t kEdges64[] = {0,
                                 1,
                                 2,
                                 0x7fffffffull,
                                 0x80000000ull,
                                 0xffffffffull,
                                 0x100000000ull,
                                 0x7fffffffffffffffull,
                                 0x8000000000000000ull,
                                 0x8000000000000001ull,
                                 0xfffffffffffffffeull,
                                 0xffffffffffffffffull,
                                 0x123456789abcdef0ull};

/// A register file of 4 slots (a, b, c, dst) for one warp, and a Ctx over it.
struct Regs {
  std::vector<uint64_t> r = std::vector<uint64_t>(4 * kWarpSize, 0xdeadbeefdeadbeefull);
  Ctx c;
  explicit Regs(uint32_t mask) {
    c.R = r.data();
    c.mask = mask;
  }
  uint64_t &at(uint32_t slot, unsigned lane) { return r[slot * kWarpSize + lane]; }
};

/// The reference of icmp P on `w`-bit operands (zero-extended in their slots).
bool reference(ir::Predicate p, uint64_t a, uint64_t b, unsigned w) {
  const int64_t x = w == 64 ? int64_t(a) : int64_t(int32_t(uint32_t(a)));
  const int64_t y = w == 64 ? int64_t(b) : int64_t(int32_t(uint32_t(b)));
  switch (p) {
  case ir::Predicate::ICmpEQ: return a == b;
  case ir::Predicate::ICmpNE: return a != b;
  case ir::Predicate::ICmpUGT: return a > b;
  case ir::Predicate::ICmpUGE: return a >= b;
  case ir::Predicate::ICmpULT: return a < b;
  case ir::Predicate::ICmpULE: return a <= b;
  case ir::Predicate::ICmpSGT: return x > y;
  case ir::Predicate::ICmpSGE: return x >= y;
  case ir::Predicate::ICmpSLT: return x < y;
  default: return x <= y; // ICmpSLE
  }
}

template <ir::Predicate P> void checkCompare(unsigned w, uint32_t mask) {
  // Every pair of edge values (truncated to w bits), 32 pairs a warp.
  std::vector<std::pair<uint64_t, uint64_t>> pairs;
  const uint64_t m = widthMask(w);
  for (uint64_t a : kEdges64)
    for (uint64_t b : kEdges64)
      pairs.push_back({a & m, b & m});
  for (size_t base = 0; base < pairs.size(); base += kWarpSize) {
    Regs g(mask);
    for (unsigned l = 0; l < kWarpSize; ++l) {
      const auto &[a, b] = pairs[(base + l) % pairs.size()];
      g.at(0, l) = a;
      g.at(1, l) = b;
    }
    DInst d;
    d.dst = 3;
    d.a = 0;
    d.b = 1;
    d.aux = w;
    CHECK(h::intCompare<P>(g.c, d, 7) == 8);
    for (unsigned l = 0; l < kWarpSize; ++l) {
      const auto &[a, b] = pairs[(base + l) % pairs.size()];
      if (mask >> l & 1)
        CHECK_MESSAGE(g.at(3, l) == uint64_t(reference(P, a, b, w)), "predicate ", int(P), " width ", w,
                      " a=", a, " b=", b);
      else
        CHECK(g.at(3, l) == 0xdeadbeefdeadbeefull); // inactive lanes keep their value
    }
  }
}

template <ir::Predicate P> void checkAllWidths() {
  for (uint32_t mask : {kFullMask, 0x5555aaaau})
    for (unsigned w : {32u, 64u}) {
      CAPTURE(mask);
      checkCompare<P>(w, mask);
    }
}

} // namespace

TEST_CASE("lane loops: icmp at 32 and 64 bits agrees with the C++ comparisons on edge values") {
  using ir::Predicate;
  checkAllWidths<Predicate::ICmpEQ>();
  checkAllWidths<Predicate::ICmpNE>();
  checkAllWidths<Predicate::ICmpUGT>();
  checkAllWidths<Predicate::ICmpUGE>();
  checkAllWidths<Predicate::ICmpULT>();
  checkAllWidths<Predicate::ICmpULE>();
  checkAllWidths<Predicate::ICmpSGT>();
  checkAllWidths<Predicate::ICmpSGE>();
  checkAllWidths<Predicate::ICmpSLT>();
  checkAllWidths<Predicate::ICmpSLE>();
}

TEST_CASE("lane loops: an i32 shift by a warp-uniform amount is clamped as PTX clamps it") {
  // Amounts of 32 or more give 0 (shl, lshr) or the sign fill (ashr); 2^32 + 1 is not 1.
  for (uint64_t s : {0ull, 1ull, 5ull, 31ull, 32ull, 33ull, 0x100000001ull}) {
    CAPTURE(s);
    DInst d;
    d.dst = 3;
    d.a = 0;
    d.b = 1;
    Regs shl(kFullMask), lshr(kFullMask), ashr(kFullMask);
    for (Regs *g : {&shl, &lshr, &ashr})
      for (unsigned l = 0; l < kWarpSize; ++l) {
        g->at(0, l) = uint32_t(0x80000001u * (l + 1) ^ (l << 7));
        g->at(1, l) = s;
      }
    h::int32Binary<h::Shl>(shl.c, d, 0);
    h::int32Binary<h::LShr>(lshr.c, d, 0);
    h::int32Binary<h::AShr>(ashr.c, d, 0);
    for (unsigned l = 0; l < kWarpSize; ++l) {
      const uint32_t x = uint32_t(0x80000001u * (l + 1) ^ (l << 7));
      CHECK(shl.at(3, l) == (s >= 32 ? 0u : uint32_t(x << s)));
      CHECK(lshr.at(3, l) == (s >= 32 ? 0u : x >> s));
      CHECK(ashr.at(3, l) == uint32_t(int32_t(x) >> (s >= 32 ? 31 : s)));
    }
  }
  // Amounts that differ between lanes take the lane-by-lane loop: same rules.
  Regs g(kFullMask);
  for (unsigned l = 0; l < kWarpSize; ++l) {
    g.at(0, l) = 0xf0000001u;
    g.at(1, l) = l + 16; // 16 .. 47
  }
  DInst d;
  d.dst = 3;
  d.a = 0;
  d.b = 1;
  h::int32Binary<h::LShr>(g.c, d, 0);
  for (unsigned l = 0; l < kWarpSize; ++l)
    CHECK(g.at(3, l) == (l + 16 >= 32 ? 0u : 0xf0000001u >> (l + 16)));
}

TEST_CASE("lane loops: sext, mul, select and gep1's shift path give the operators' results") {
  Regs g(kFullMask);
  for (unsigned l = 0; l < kWarpSize; ++l) {
    g.at(0, l) = uint32_t(0x7ffffff0u + l * 0x1001u); // crosses 2^31: negative i32 from lane 4 on
    g.at(1, l) = uint32_t(0xfffffff0u - l * 3u);
    g.at(2, l) = l & 1;
  }
  DInst d;
  d.dst = 3;
  d.a = 0;
  d.b = 1;
  d.c = 2;
  d.aux = 32;
  d.imm = ~uint64_t(0);
  h::signExtendMove(g.c, d, 0);
  for (unsigned l = 0; l < kWarpSize; ++l)
    CHECK(g.at(3, l) == uint64_t(int64_t(int32_t(uint32_t(g.at(0, l))))));
  h::int32Binary<h::Mul>(g.c, d, 0);
  for (unsigned l = 0; l < kWarpSize; ++l)
    CHECK(g.at(3, l) == uint64_t(uint32_t(g.at(0, l)) * uint32_t(g.at(1, l))));
  DInst s;
  s.dst = 3;
  s.a = 2; // the condition
  s.b = 0;
  s.c = 1;
  h::select(g.c, s, 0);
  for (unsigned l = 0; l < kWarpSize; ++l)
    CHECK(g.at(3, l) == (l & 1 ? g.at(0, l) : g.at(1, l)));
  // gep1: base (slot 0) + 12 + sext(index) * 4 with an i32 index (slot 1) and an i64 one.
  DInst p;
  p.dst = 3;
  p.a = 0;
  p.b = 1;
  p.c = 4;
  p.imm = 12;
  p.aux2 = 64;
  for (unsigned w : {32u, 64u}) {
    p.aux = w;
    h::gep1(g.c, p, 0);
    for (unsigned l = 0; l < kWarpSize; ++l) {
      const int64_t index = w == 32 ? int64_t(int32_t(uint32_t(g.at(1, l)))) : int64_t(g.at(1, l));
      CHECK(g.at(3, l) == g.at(0, l) + 12 + uint64_t(index) * 4);
    }
  }
}
