// Input diagnostics: the message table and clang-style rendering.
#include "core/Diagnostics.h"

#include <algorithm>

namespace nvsim {

namespace {
constexpr DiagInfo kDiagTable[] = {
#define DIAG(Id, Sev, Text) {Severity::Sev, Text, #Id},
#include "core/Diagnostics.def"
#undef DIAG
};
} // namespace

const DiagInfo &diagInfo(DiagId id) { return kDiagTable[static_cast<size_t>(id)]; }

SourceFile::SourceFile(std::string name, std::string text) : name_(std::move(name)), text_(std::move(text)) {}

SourceFile::LineCol SourceFile::lineCol(uint32_t offset) const {
  if (lineStarts_.empty()) {
    lineStarts_.push_back(0);
    for (uint32_t i = 0; i < text_.size(); ++i)
      if (text_[i] == '\n')
        lineStarts_.push_back(i + 1);
  }
  offset = std::min<uint32_t>(offset, static_cast<uint32_t>(text_.size()));
  auto it = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), offset);
  uint32_t line = static_cast<uint32_t>(it - lineStarts_.begin());
  return {line, offset - lineStarts_[line - 1] + 1};
}

std::string_view SourceFile::lineText(uint32_t line) const {
  if (lineStarts_.empty())
    (void)lineCol(0);
  if (line == 0 || line > lineStarts_.size())
    return {};
  uint32_t begin = lineStarts_[line - 1];
  uint32_t end = line < lineStarts_.size() ? lineStarts_[line] - 1 : static_cast<uint32_t>(text_.size());
  std::string_view s = std::string_view(text_).substr(begin, end - begin);
  if (!s.empty() && s.back() == '\r')
    s.remove_suffix(1);
  return s;
}

void DiagEngine::add(Diagnostic d) {
  if (d.severity == Severity::Error)
    ++errors_;
  if (diags_.size() >= kMaxDiagnostics) {
    ++dropped_;
    return;
  }
  diags_.push_back(std::move(d));
}

static std::string_view severityName(Severity s) {
  switch (s) {
  case Severity::Error: return "error";
  case Severity::Warning: return "warning";
  case Severity::Note: return "note";
  }
  return "error";
}

std::string DiagEngine::render(const Diagnostic &d) const {
  std::string out;
  std::string_view name = file_ ? std::string_view(file_->name()) : std::string_view("<input>");
  if (!file_ || d.offset == kNoLoc) {
    out = fmt::format("{}: {}: {}\n", name, severityName(d.severity), d.message);
    return out;
  }
  auto lc = file_->lineCol(d.offset);
  out = fmt::format("{}:{}:{}: {}: {}\n", name, lc.line, lc.column, severityName(d.severity), d.message);
  std::string_view line = file_->lineText(lc.line);
  // Very long lines (minified input, fuzzing) are cut around the column.
  constexpr size_t kMaxShown = 200;
  size_t col = lc.column - 1, start = 0;
  if (line.size() > kMaxShown && col > kMaxShown / 2)
    start = std::min(col - kMaxShown / 2, line.size() - std::min(line.size(), kMaxShown));
  std::string_view shown = line.substr(start, kMaxShown);
  // Control characters are shown as '?': the input's bytes must not drive the terminal.
  for (char ch : shown)
    out += (uint8_t(ch) < 0x20 && ch != '\t') || uint8_t(ch) == 0x7f ? '?' : ch;
  out += '\n';
  std::string caret;
  for (size_t i = start; i < col && i - start < shown.size(); ++i)
    caret += line[i] == '\t' ? '\t' : ' ';
  out += caret;
  out += "^\n";
  return out;
}

std::string DiagEngine::renderAll() const {
  std::string out;
  for (const auto &d : diags_)
    out += render(d);
  if (dropped_)
    out += fmt::format("{}: note: {} more diagnostics not shown (the first {} are)\n",
                       file_ ? std::string_view(file_->name()) : std::string_view("<input>"), dropped_,
                       kMaxDiagnostics);
  return out;
}

} // namespace nvsim
