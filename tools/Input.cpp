// Loading input modules; bitcode is turned into text by llvm-dis (19 preferred) when available.
#include "tools/Input.h"

#include "core/parser/Parser.h"
#include "memory/HostBudget.h"

#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <unistd.h>

namespace nvsim::tools {

namespace {

/// Reads at most `limit` bytes; a longer input (a huge file, /dev/zero) is refused without
/// reading the rest.
bool readAll(const std::string &path, std::string &out, uint64_t limit, std::string &why) {
  std::ifstream file;
  std::istream *in = &std::cin;
  auto tooLarge = [&] {
    why =
        fmt::format("it is larger than the {} of module text the host memory budget allows (parsing takes up "
                    "to {} bytes of memory per byte of text; see --memory-limit)",
                    mem::formatBytes(limit), kParseBytesPerTextByte);
    return false;
  };
  if (path != "-") {
    std::error_code ec;
    if (std::filesystem::is_regular_file(path, ec) && std::filesystem::file_size(path, ec) > limit && !ec)
      return tooLarge();
    file.open(path, std::ios::binary);
    if (!file) {
      why = std::strerror(errno);
      return false;
    }
    in = &file;
  }
  char buf[65536];
  out.clear();
  while (*in) {
    in->read(buf, sizeof buf);
    const size_t n = size_t(in->gcount());
    if (out.size() + n > limit)
      return tooLarge();
    out.append(buf, n);
  }
  if (in->bad()) {
    why = std::strerror(errno);
    return false;
  }
  return true;
}

bool isBitcode(const std::string &s) {
  auto at = [&](size_t i) { return i < s.size() ? static_cast<unsigned char>(s[i]) : 0u; };
  return (at(0) == 'B' && at(1) == 'C' && at(2) == 0xC0 && at(3) == 0xDE) ||
         (at(0) == 0xDE && at(1) == 0xC0 && at(2) == 0x17 && at(3) == 0x0B);
}

std::string shellQuote(const std::string &s) {
  std::string out = "'";
  for (char c : s)
    out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

/// Disassembles bitcode with the first llvm-dis found; false when none is installed.
bool disassemble(const std::string &path, std::string &text, std::string &why) {
  for (const char *tool : {"llvm-dis-19", "llvm-dis"}) {
    std::string cmd = std::string(tool) + " " + shellQuote(path) + " -o - 2>/dev/null";
    std::string probe = std::string("command -v ") + tool + " >/dev/null 2>&1";
    if (std::system(probe.c_str()) != 0)
      continue;
    FILE *p = popen(cmd.c_str(), "r");
    if (!p)
      continue;
    char buf[65536];
    size_t n;
    text.clear();
    while ((n = fread(buf, 1, sizeof buf, p)) > 0)
      text.append(buf, n);
    if (pclose(p) == 0)
      return true;
    why = std::string(tool) + " could not read the bitcode";
    return false;
  }
  why = "the input is LLVM bitcode; install llvm-dis (Debian: llvm-19) or pass the .ll text";
  return false;
}

} // namespace

bool readModuleText(const std::string &path, uint64_t memoryLimit, std::string &text, std::string &why) {
  return readAll(path, text,
                 (memoryLimit ? memoryLimit : mem::HostBudget::defaultLimit()) / kParseBytesPerTextByte, why);
}

LoadedModule readModule(const std::string &path, uint64_t memoryLimit) {
  LoadedModule lm;
  std::string text, why;
  std::string shown = path == "-" ? "<stdin>" : path;
  if (!readAll(path, text,
               (memoryLimit ? memoryLimit : mem::HostBudget::defaultLimit()) / kParseBytesPerTextByte, why)) {
    lm.source = std::make_unique<SourceFile>(shown, "");
    lm.diags = std::make_unique<DiagEngine>(lm.source.get());
    lm.diags->report(DiagId::CannotOpenFile, kNoLoc, shown, why);
    return lm;
  }
  if (isBitcode(text) && path != "-") {
    std::string dis;
    if (!disassemble(path, dis, why)) {
      lm.source = std::make_unique<SourceFile>(shown, "");
      lm.diags = std::make_unique<DiagEngine>(lm.source.get());
      lm.diags->report(DiagId::CannotOpenFile, kNoLoc, shown, why);
      return lm;
    }
    text = std::move(dis);
  }
  lm.source = std::make_unique<SourceFile>(shown, std::move(text));
  lm.diags = std::make_unique<DiagEngine>(lm.source.get());
  lm.module = parseAssembly(*lm.source, *lm.diags);
  return lm;
}

LoadedModule loadModule(const std::string &path, uint64_t memoryLimit) {
  LoadedModule lm = readModule(path, memoryLimit);
  std::cerr << lm.diags->renderAll();
  return lm;
}

bool writeOutput(const std::string &path, const std::string &text) {
  if (path == "-") {
    std::cout << text;
    std::cout.flush();
    return static_cast<bool>(std::cout);
  }
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) {
    std::cerr << "nvvm-sim: cannot write '" << path << "': " << std::strerror(errno) << "\n";
    return false;
  }
  return true;
}

} // namespace nvsim::tools
