// Comparing two runs of one launch script for `nvvm-sim validate`: the module before and after
// compiler passes must give the same launches and the same outputs, bit for bit.
#pragma once

#include "tools/ScriptRunner.h"

#include <string>
#include <vector>

namespace nvsim::tools {

/// The differences between `before` and `after` (two runs of `script` with
/// RunSettings::keepOutputs), as messages for people: first launches whose status differs ("ok"
/// before, "fault" after, with the fault) or whose kernel printed different text, then outputs
/// (d2h and expect steps, in step order) whose bytes differ, each with its first differing
/// elements. Bits are compared, not values: -0 differs from +0 and one NaN from another. Empty
/// when the runs are the same.
std::vector<std::string> compareRuns(const LaunchScript &script, const RunOutcome &before,
                                     const RunOutcome &after);

} // namespace nvsim::tools
