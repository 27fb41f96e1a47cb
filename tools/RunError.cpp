// The message table of `nvvm-sim run` and the one-line rendering of its input errors.
#include "tools/RunError.h"

namespace nvsim::tools {

namespace {
constexpr std::string_view kRunMessages[] = {
#define RUN_MSG(Id, Text) Text,
#include "tools/RunMessages.def"
#undef RUN_MSG
};
} // namespace

std::string_view runMessageFormat(RunMsg id) { return kRunMessages[static_cast<size_t>(id)]; }

std::string renderError(const ScriptError &e, const SourceFile *source) {
  std::string out;
  if (source) {
    out = source->name();
    if (e.place.offset != kNoLoc) {
      SourceFile::LineCol lc = source->lineCol(e.place.offset);
      out += fmt::format(":{}:{}", lc.line, lc.column);
    }
  } else {
    out = "nvvm-sim";
  }
  out += e.warning ? ": warning: " : ": error: ";
  if (!e.place.step.empty())
    out += e.place.step + ": ";
  if (!e.place.field.empty())
    out += fmt::format("field \"{}\": ", e.place.field);
  out += e.message;
  out += '\n';
  return out;
}

} // namespace nvsim::tools
