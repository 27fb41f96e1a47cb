// Helpers of tools_tests: a scratch folder per test and small file writers.
#pragma once

#include "tools/LaunchScript.h"

#include <cstddef>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <unistd.h>

namespace nvsim::tools::test {

/// A fresh folder under the system's temporary folder, removed with its contents at the end.
class ScratchDir {
public:
  ScratchDir() {
    static int counter = 0;
    path_ = std::filesystem::temp_directory_path() /
            ("nvsim-tools-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~ScratchDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  ScratchDir(const ScratchDir &) = delete;
  ScratchDir &operator=(const ScratchDir &) = delete;

  const std::filesystem::path &path() const { return path_; }
  std::filesystem::path operator/(const std::string &name) const { return path_ / name; }

private:
  std::filesystem::path path_;
};

inline void writeBytes(const std::filesystem::path &path, const std::vector<std::byte> &bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char *>(bytes.data()), std::streamsize(bytes.size()));
}

inline void writeText(const std::filesystem::path &path, const std::string &text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

inline std::vector<std::byte> readBytes(const std::filesystem::path &path) {
  std::ifstream in(path, std::ios::binary);
  std::string s((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<std::byte> out(s.size());
  std::memcpy(out.data(), s.data(), s.size());
  return out;
}

/// The little-endian bytes of a sequence of values.
template <typename T> std::vector<std::byte> bytesOf(const std::vector<T> &values) {
  std::vector<std::byte> out(values.size() * sizeof(T));
  std::memcpy(out.data(), values.data(), out.size());
  return out;
}

/// A launch script parsed from `text` (named S.json, relative files in `folder`), and every
/// diagnostic rendered.
struct Parsed {
  std::optional<LaunchScript> script;
  std::string messages;
};
inline Parsed parse(const std::string &text, const std::filesystem::path &folder = {}) {
  auto source = std::make_shared<const SourceFile>("S.json", text);
  std::vector<ScriptError> diags;
  Parsed p;
  p.script = parseLaunchScript(source, folder, diags);
  for (const ScriptError &d : diags)
    p.messages += renderError(d, source.get());
  return p;
}

} // namespace nvsim::tools::test
