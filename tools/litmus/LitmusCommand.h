// `nvvm-sim litmus`: the command-line front of the litmus library.
#pragma once

#include <cstdint>
#include <string>

namespace nvsim::litmus {

struct LitmusOptions {
  std::string input;
  std::string report;                 ///< "" (text) or "json"
  uint64_t maxCandidates = 2'000'000; ///< the enumeration bound (Bounds::maxCandidates)
  bool showPtx = false;               ///< NVVM IR input: print the translated PTX litmus test on stderr
  bool fixes = true; ///< search the changes that would forbid each PTX-only outcome (enumerates again)
};

/// Exit codes: 0 done, 3 bad input or past the enumeration bound.
int runLitmus(const LitmusOptions &opts);

} // namespace nvsim::litmus
