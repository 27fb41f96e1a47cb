// Data-driven parser diagnostics: each file in core/test/malformed/ fails with the error it names.
//
// Each file starts with `; ERROR: <line>:<col>: <message>`: the location of the first error in
// that same file and the message exactly as nvvm-sim prints it after "error: ".
#include "core/parser/Parser.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

using namespace nvsim;

namespace {

std::filesystem::path malformedDir() {
  return std::filesystem::path(NVSIM_SOURCE_DIR) / "core/test/malformed";
}

std::vector<std::filesystem::path> malformedFiles() {
  std::vector<std::filesystem::path> files;
  for (const auto &entry : std::filesystem::directory_iterator(malformedDir()))
    if (entry.is_regular_file() && entry.path().extension() == ".ll")
      files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

std::string readFile(const std::filesystem::path &p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> splitLines(const std::string &s) {
  std::vector<std::string> lines;
  std::istringstream in(s);
  for (std::string line; std::getline(in, line);)
    lines.push_back(line);
  return lines;
}

struct Expectation {
  uint32_t line = 0;
  uint32_t column = 0;
  std::string message;
};

bool parseExpectation(const std::string &text, Expectation &e) {
  static const std::regex kHeader(R"(^; ERROR: ([0-9]+):([0-9]+): (.+)$)");
  std::string first = text.substr(0, text.find('\n'));
  std::smatch m;
  if (!std::regex_match(first, m, kHeader))
    return false;
  e.line = static_cast<uint32_t>(std::stoul(m[1]));
  e.column = static_cast<uint32_t>(std::stoul(m[2]));
  e.message = m[3];
  return true;
}

} // namespace

TEST_CASE("malformed input: each file fails with the diagnostic its first line expects") {
  std::vector<std::filesystem::path> files = malformedFiles();
  CHECK(files.size() >= 60);
  for (const auto &path : files) {
    std::string name = path.filename().string();
    INFO("file: ", name);
    std::string text = readFile(path);
    Expectation want;
    REQUIRE_MESSAGE(parseExpectation(text, want), "first line must be '; ERROR: <line>:<col>: <message>'");

    SourceFile file(name, text);
    DiagEngine diags(&file);
    auto module = parseAssembly(file, diags);
    CHECK(module == nullptr);
    auto firstError = std::find_if(diags.diagnostics().begin(), diags.diagnostics().end(),
                                   [](const Diagnostic &d) { return d.severity == Severity::Error; });
    REQUIRE(firstError != diags.diagnostics().end());
    REQUIRE(firstError->offset != kNoLoc);
    SourceFile::LineCol lc = file.lineCol(firstError->offset);
    CHECK(lc.line == want.line);
    CHECK(lc.column == want.column);
    CHECK(firstError->message == want.message);

    // `file:line:col: error: message`, then the source line (cut around the column when very long)
    // and a caret under the column.
    std::vector<std::string> rendered = splitLines(diags.render(*firstError));
    REQUIRE(rendered.size() == 3);
    CHECK(rendered[0] == fmt::format("{}:{}:{}: error: {}", name, want.line, want.column, want.message));
    std::string source(file.lineText(lc.line));
    for (char &ch : source) // control characters are shown as '?' (they must not reach the terminal)
      if ((uint8_t(ch) < 0x20 && ch != '\t') || uint8_t(ch) == 0x7f)
        ch = '?';
    const std::string &shown = rendered[1];
    const std::string &caret = rendered[2];
    CHECK(source.find(shown) != std::string::npos);
    REQUIRE(!caret.empty());
    CHECK(caret.back() == '^');
    size_t caretAt = caret.size() - 1;
    CHECK(caret.find_first_not_of(" \t") == caretAt);
    if (shown.size() == source.size()) {
      CHECK(caretAt == lc.column - 1);
    } else {
      // A cut line: the caret must still sit on the same character as the column.
      REQUIRE(caretAt < shown.size());
      CHECK(shown[caretAt] == source[lc.column - 1]);
    }
  }
}
