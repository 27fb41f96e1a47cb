// The JSON of findings and faults, and the --check list, shared by `nvvm-sim run`, `exec` and the
// CUDA runtime library (whose reports have the same fields: docs/checkers.md).
#pragma once

#include "sim/Launch.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace nvsim::tools {

/// One finding of a JSON report; `step` is the script step (or the program's launch index).
nlohmann::ordered_json findingJson(const sim::Finding &f, size_t step);
/// A launch's fault: message, block, thread, instruction, location and the stuck groups of a timeout.
nlohmann::ordered_json faultJson(const sim::KernelFault &f);

/// The checker names of a --check list (`all` expands, repeats are dropped); nullopt with
/// `unknown` set to the first name that is no checker.
std::optional<std::vector<std::string>> checkerList(std::string_view list, std::string &unknown);

} // namespace nvsim::tools
