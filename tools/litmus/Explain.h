// Why an outcome is allowed or forbidden: event names, relation cycles as text, and the fences,
// orderings or scopes that would forbid an outcome the PTX model allows and SC does not.
#pragma once

#include "tools/litmus/Enumerate.h"

#include <string>
#include <vector>

namespace nvsim::litmus {

/// `P0:st.weak x, 1` (with `[read]`/`[write]` for the halves of an atomic; `init x = 0`).
std::string eventName(const Test &t, const Execution &x, int e);
/// `A -po-> B -rf-> C -fr-> A`.
std::string cycleText(const Test &t, const Execution &x, const std::vector<Step> &steps);

/// A change to the test that forbids an outcome, checked by enumerating the changed test.
struct Fix {
  std::string kind; ///< fence.acq_rel, release-acquire, scope, fence.sc
  std::string text; ///< what to change, for people
};

/// The changes (tried in the order above) that make `outcome` forbidden under PTX; empty when
/// none of them does. `x` is an execution the model allows for that outcome.
std::vector<Fix> fixesFor(const Test &t, const Execution &x, const std::vector<int64_t> &outcome);

/// A deep copy (Test holds its condition by unique_ptr).
Test cloneTest(const Test &t);

} // namespace nvsim::litmus
