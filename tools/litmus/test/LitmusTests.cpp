// Unit tests of the litmus library: the reader's tree and locations, relation algebra, and the
// PTX relations of hand-built executions (expected values by hand from the PTX ISA's definitions).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include "tools/litmus/Enumerate.h"
#include "tools/litmus/LitmusParser.h"

#include <doctest/doctest.h>

using namespace nvsim::litmus;

namespace {

const char *kMpRelAcq = R"(PTX MP+rel-acq
{
x=0; y=0;
}
 P0@cta 0,gpu 0       | P1@cta 1,gpu 0        ;
 st.weak x, 1         | ld.acquire.gpu r0, y  ;
 st.release.gpu y, 1  | ld.weak r1, x         ;
exists (P1:r0 == 1 /\ P1:r1 == 0)
)";

} // namespace

TEST_CASE("the reader builds threads, instructions and the condition") {
  Test t = parseLitmus("mp.litmus", kMpRelAcq);
  REQUIRE(t.threads.size() == 2);
  CHECK(t.threads[1].cta == 1);
  CHECK(t.locs.size() == 2);
  const Instr &st = t.threads[0].code[1];
  CHECK(st.op == Op::Store);
  CHECK(st.sem == Sem::Release);
  CHECK(st.scope == Scope::Gpu);
  CHECK(st.line == 7);
  CHECK(st.col == 2);
  CHECK(t.threads[1].code[0].sem == Sem::Acquire);
  CHECK(t.quantifier == Quantifier::Exists);
  CHECK(t.condText == "(P1:r0 == 1 /\\ P1:r1 == 0)");
}

TEST_CASE("the reader reports where input is wrong") {
  std::string text = kMpRelAcq;
  text.replace(text.find("ld.weak r1, x"), 13, "ld.relaxed r1, x");
  try {
    parseLitmus("bad.litmus", text);
    FAIL("no error");
  } catch (const LitmusError &e) {
    CHECK(e.line == 7);
    CHECK(e.col == 25); // " st.release.gpu y, 1  | " is 24 characters
    CHECK(std::string(e.what()) == "`ld.relaxed r1, x`: a strong access needs a scope (.cta, .gpu or .sys)");
  }
}

TEST_CASE("relation algebra") {
  Rel r;
  r.set(0, 1);
  r.set(1, 2);
  Rel c = r.plus(3);
  CHECK(c.has(0, 2));
  CHECK(c.irreflexive(3));
  r.set(2, 0);
  CHECK_FALSE(r.plus(3).irreflexive(3));
  Rel s = r.then(r, 3); // 0->2, 1->0, 2->1
  CHECK(s.has(0, 2));
  CHECK(s.has(1, 0));
  CHECK(s.has(2, 1));
  CHECK_FALSE(s.has(0, 1));
  CHECK(r.inverse(3).has(1, 0));
}

TEST_CASE("release/acquire across CTAs at .gpu: sync, and the weak outcome breaks Causality") {
  Test t = parseLitmus("mp.litmus", kMpRelAcq);
  Enumeration e = enumerate(t);
  REQUIRE(e.outcomes.size() == 4);
  for (const Outcome &o : e.outcomes) {
    bool weak = o.values == std::vector<int64_t>{1, 0};
    CHECK(o.sc == !weak);
    CHECK(o.ptx == !weak);
    if (weak) {
      REQUIRE(o.ptxRejected);
      const Execution &x = *o.ptxRejected;
      // Events: init x (0), init y (1), P0: Wx (2), Wy (3), P1: Ry (4), Rx (5).
      PtxRelations r = ptxRelations(t, x);
      CHECK(r.ms.has(3, 4));       // both strong, .gpu holds both threads
      CHECK_FALSE(r.ms.has(2, 5)); // weak accesses of different threads
      CHECK(r.obs.has(3, 4));      // morally strong reads-from
      CHECK(r.sync.has(3, 4));     // release pattern ; observation ; acquire pattern
      CHECK(r.cause.has(2, 5));    // po ; sync ; po
      CHECK(o.ptxRejectedAxioms == 1u << static_cast<unsigned>(Axiom::Causality));
    }
  }
  CHECK_FALSE(conditionReachable(t, e, true));
}

TEST_CASE("the same test at .cta scope across CTAs has no sync") {
  std::string text = kMpRelAcq;
  text.replace(text.find("st.release.gpu"), 14, "st.release.cta");
  text.replace(text.find("ld.acquire.gpu"), 14, "ld.acquire.cta");
  Test t = parseLitmus("mp.litmus", text);
  Enumeration e = enumerate(t);
  CHECK(conditionReachable(t, e, true));
  CHECK_FALSE(conditionReachable(t, e, false));
}
