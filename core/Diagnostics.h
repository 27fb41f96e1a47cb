// Input diagnostics: located messages about bad input, rendered like clang's.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

namespace nvsim {

enum class Severity : uint8_t { Error, Warning, Note };

/// Every input diagnostic has an id from Diagnostics.def; the text lives only there.
enum class DiagId : uint16_t {
#define DIAG(Id, Sev, Text) Id,
#include "core/Diagnostics.def"
#undef DIAG
};

struct DiagInfo {
  Severity severity;
  std::string_view format;
  std::string_view name;
};

/// The table row for an id (severity, fmt-style text and the id's own name).
const DiagInfo &diagInfo(DiagId id);

/// A source buffer with a name; line and column are computed on demand from byte offsets.
class SourceFile {
public:
  SourceFile(std::string name, std::string text);

  const std::string &name() const { return name_; }
  std::string_view text() const { return text_; }

  struct LineCol {
    uint32_t line;   ///< 1-based
    uint32_t column; ///< 1-based, in bytes
  };
  LineCol lineCol(uint32_t offset) const;
  /// The text of the 1-based line, without its newline.
  std::string_view lineText(uint32_t line) const;

private:
  std::string name_;
  std::string text_;
  mutable std::vector<uint32_t> lineStarts_;
};

/// Sentinel offset for diagnostics that have no location in the input.
inline constexpr uint32_t kNoLoc = UINT32_MAX;

struct Diagnostic {
  DiagId id;
  Severity severity;
  uint32_t offset; ///< byte offset in the source, or kNoLoc
  std::string message;
};

/// Collects diagnostics for one source file and renders them.
class DiagEngine {
public:
  explicit DiagEngine(const SourceFile *file) : file_(file) {}

  template <typename... Args> void report(DiagId id, uint32_t offset, Args &&...args) {
    const DiagInfo &info = diagInfo(id);
    add({id, info.severity, offset, fmt::vformat(info.format, fmt::make_format_args(args...))});
  }
  void add(Diagnostic d);

  /// Diagnostics kept (and printed) per input; later ones are counted only, so that input with an
  /// error at every byte cannot print gigabytes (as clang's -ferror-limit).
  static constexpr size_t kMaxDiagnostics = 100;

  const std::vector<Diagnostic> &diagnostics() const { return diags_; }
  /// Diagnostics beyond kMaxDiagnostics, left out of diagnostics().
  uint64_t dropped() const { return dropped_; }
  unsigned errorCount() const { return errors_; }
  bool hasErrors() const { return errors_ != 0; }
  const SourceFile *file() const { return file_; }

  /// `file:line:col: error: message`, the source line and a caret under the column.
  std::string render(const Diagnostic &d) const;
  std::string renderAll() const;

private:
  const SourceFile *file_;
  std::vector<Diagnostic> diags_;
  unsigned errors_ = 0;
  uint64_t dropped_ = 0;
};

} // namespace nvsim
