// Loading an input module from a file: text, or bitcode through llvm-dis when it is installed.
#pragma once

#include "core/Diagnostics.h"
#include "core/ir/Module.h"

#include <cstdint>
#include <memory>
#include <string>

namespace nvsim::tools {

/// A parsed module together with the source and diagnostics that locate its problems.
struct LoadedModule {
  std::unique_ptr<SourceFile> source;
  std::unique_ptr<DiagEngine> diags;
  std::unique_ptr<ir::Module> module; ///< null when reading or parsing failed
};

/// Host memory the parser and the decoder take per byte of module text, at most (measured: about
/// 11 for libdevice's 2.6 MB of text, parsed and listed): a module may have memoryLimit / this bytes.
inline constexpr uint64_t kParseBytesPerTextByte = 16;

/// Reads and parses `path` ("-" for standard input). Diagnostics (errors and warnings) are
/// printed to stderr; on failure `module` is null. The text may take at most `memoryLimit`
/// (0: the default budget, memory/HostBudget.h) divided by kParseBytesPerTextByte.
LoadedModule loadModule(const std::string &path, uint64_t memoryLimit = 0);
/// As loadModule, printing nothing: the diagnostics stay in `diags` (the library API's loader).
LoadedModule readModule(const std::string &path, uint64_t memoryLimit = 0);

/// Reads the text of a module file within the same bound as loadModule; false with `why` set.
bool readModuleText(const std::string &path, uint64_t memoryLimit, std::string &text, std::string &why);

/// Writes `text` to `path` ("-" for stdout); prints a message and returns false on failure.
bool writeOutput(const std::string &path, const std::string &text);

} // namespace nvsim::tools
