// Problems with launch scripts and `run` command lines: the message table and where a problem is.
#pragma once

#include "core/Diagnostics.h"

#include <cstdint>
#include <string>
#include <string_view>

#include <fmt/format.h>

namespace nvsim::tools {

/// Every message of tools/RunMessages.def; the text lives only there.
enum class RunMsg : uint16_t {
#define RUN_MSG(Id, Text) Id,
#include "tools/RunMessages.def"
#undef RUN_MSG
};

/// The fmt-style text of a message.
std::string_view runMessageFormat(RunMsg id);

template <typename... Args> std::string runMessage(RunMsg id, const Args &...args) {
  return fmt::vformat(runMessageFormat(id), fmt::make_format_args(args...));
}

/// Where a problem is: a byte offset in the script, the step and the field, or a place on the
/// command line (no offset, `step` names the option).
struct ScriptPlace {
  uint32_t offset = kNoLoc; ///< byte offset in the script text
  std::string step;         ///< "step 3 (launch)", "--arg 2 (f32:x)"
  std::string field;        ///< "grid", "args[2].value"; empty when the whole step is meant
};

struct ScriptError {
  ScriptPlace place;
  std::string message;
  bool warning = false;
};

/// `S.json:12:5: error: step 3 (launch): field "grid": expected ...` when `source` is the
/// script, `nvvm-sim: error: --arg 2 (f32:x): ...` when it is null (the command line). One line,
/// with its newline.
std::string renderError(const ScriptError &e, const SourceFile *source);

} // namespace nvsim::tools
