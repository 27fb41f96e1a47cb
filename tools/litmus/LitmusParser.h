// Reads a PTX litmus test: Dat3M's syntax (litmus/PTX in its repository) plus nvvm-sim's
// extensions (docs/memory-model.md, "Litmus tests"): `.volatile`, `membar`, `shared` locations,
// `warp N` in a thread's placement.
#pragma once

#include "tools/litmus/Litmus.h"

#include <stdexcept>
#include <string>

namespace nvsim::litmus {

/// Bad input: where (1-based line and column of the file) and what.
struct LitmusError : std::runtime_error {
  int line, col;
  LitmusError(int l, int c, const std::string &msg) : std::runtime_error(msg), line(l), col(c) {}
};

/// Parses `text` (the contents of `file`); throws LitmusError on bad or unsupported input.
Test parseLitmus(const std::string &file, const std::string &text);

} // namespace nvsim::litmus
