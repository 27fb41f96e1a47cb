// Enumerates the candidate executions of a litmus test (each thread's paths for the values its
// reads may return, then reads-from, coherence and fence-SC orders) and sorts the final outcomes
// into allowed and forbidden under SC and under the PTX model.
#pragma once

#include "tools/litmus/Model.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace nvsim::litmus {

/// Bounds of the enumeration (docs/memory-model.md): past one, LitmusBound is thrown.
struct Bounds {
  uint64_t maxCandidates = 2'000'000; ///< candidate executions checked, SC and PTX together
  int maxStepsPerThread = 64;         ///< instructions one thread executes on one path (loops)
  int maxBackJumps = 2;               ///< backward jumps (loop iterations) one path takes
  int maxValuesPerLocation = 16;      ///< distinct values a location may hold
};

struct LitmusBound : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// One final outcome: the values of the observed registers and locations.
struct Outcome {
  std::vector<int64_t> values;
  bool condition = false; ///< the final condition's predicate holds
  bool sc = false, ptx = false;
  /// An execution SC rejects (kept when no execution of this outcome is SC).
  std::optional<Execution> scRejected;
  /// The PTX-rejected execution with the fewest violated axioms, and those axioms.
  std::optional<Execution> ptxRejected;
  unsigned ptxRejectedAxioms = 0;
  /// An execution the PTX model allows.
  std::optional<Execution> ptxAllowed;
};

struct Enumeration {
  std::vector<std::string> observedNames; ///< P0:r0, x, ...
  std::vector<Outcome> outcomes;          ///< sorted by values
  uint64_t scCandidates = 0, ptxCandidates = 0;
  bool pathsCut = false; ///< some path ran past maxStepsPerThread and was dropped
};

Enumeration enumerate(const Test &t, const Bounds &bounds = {});

/// For `exists C` and `~exists C`: some allowed outcome satisfies C; for `forall C`: some allowed
/// outcome violates it (CLI.md's `condition_reachable`).
bool conditionReachable(const Test &t, const Enumeration &e, bool underPtx);

} // namespace nvsim::litmus
