// The stateful intrinsic table: rows are found by name, and their arguments come back as the
// typed values they were written with.
#include "intrinsics/Intrinsics.h"

#include <doctest/doctest.h>

#include <set>
#include <type_traits>

namespace nvsim::intr::test {

// A row's argument must be its kind's type: a number or another kind's enumerator is not one.
static_assert(!std::is_convertible_v<int, ArgOf<Kind::Sreg>>);
static_assert(!std::is_convertible_v<BarrierOp, ArgOf<Kind::Sreg>>);
static_assert(!std::is_convertible_v<VoteMode, ArgOf<Kind::Shuffle>>);
static_assert(!std::is_convertible_v<Space, ArgOf<Kind::PtrCast>>);
static_assert(std::is_convertible_v<ShflMode, ArgOf<Kind::Shuffle>>); // the old forms: a bare mode

TEST_CASE("stateful intrinsics: rows give back their typed arguments") {
  const Intrinsic *shfl = findIntrinsic("llvm.nvvm.shfl.sync.up.i32p");
  REQUIRE(shfl);
  CHECK(shfl->kind == Kind::Shuffle);
  CHECK(arg<Kind::Shuffle>(*shfl).mode == ShflMode::Up);
  CHECK(arg<Kind::Shuffle>(*shfl).has(WarpFlag::Sync));
  CHECK(arg<Kind::Shuffle>(*shfl).has(WarpFlag::Predicate));
  const Intrinsic *old = findIntrinsic("llvm.nvvm.vote.ballot");
  REQUIRE(old);
  CHECK(arg<Kind::Vote>(*old).mode == VoteMode::Ballot);
  CHECK(!arg<Kind::Vote>(*old).has(WarpFlag::Sync));

  const Intrinsic *cvt = findIntrinsic("llvm.nvvm.cvt.param.to.global.p1.p101");
  REQUIRE(cvt);
  CHECK(cvt->kind == Kind::PtrCast);
  CHECK(arg<Kind::PtrCast>(*cvt).from == Space::Param);
  CHECK(arg<Kind::PtrCast>(*cvt).to == Space::Global);

  const Intrinsic *inc = findIntrinsic("llvm.nvvm.atomic.load.inc.32.p1");
  REQUIRE(inc);
  CHECK(arg<Kind::AtomicRMW>(*inc) == AtomicOp::UIncWrap);
  CHECK(arg<Kind::Sreg>(*findIntrinsic("llvm.readcyclecounter")) == SpecialReg::Clock64);
  CHECK(arg<Kind::Fence>(*findIntrinsic("llvm.nvvm.membar.cta")) == FenceScope::Cta);
}

TEST_CASE("stateful intrinsics: every special register has a row, names are unique") {
  std::set<SpecialReg> regs;
  std::set<std::string_view> names;
  for (const Intrinsic &r : intrinsics()) {
    CHECK_MESSAGE(names.insert(r.name).second, "two rows for " << r.name);
    if (r.kind == Kind::Sreg) {
      CHECK(unsigned(arg<Kind::Sreg>(r)) < kSpecialRegCount);
      regs.insert(arg<Kind::Sreg>(r));
    }
  }
  CHECK(regs.size() == kSpecialRegCount);
}

} // namespace nvsim::intr::test
