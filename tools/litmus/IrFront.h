// NVVM IR threads as litmus tests (docs/memory-model.md, "NVVM IR threads").
#pragma once

#include "tools/litmus/LitmusParser.h"

#include <string>

namespace nvsim::litmus {

/// Translates a module of `define void @Pn()` threads into PTX litmus text (what `litmus` then
/// reads). Throws LitmusError located in the module for what it does not take.
std::string irToLitmus(const std::string &text);

} // namespace nvsim::litmus
