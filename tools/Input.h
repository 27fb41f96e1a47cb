// Loading an input module from a file: text, or bitcode through llvm-dis when it is installed.
#pragma once

#include "core/Diagnostics.h"
#include "core/ir/Module.h"

#include <memory>
#include <string>

namespace nvsim::tools {

/// A parsed module together with the source and diagnostics that locate its problems.
struct LoadedModule {
  std::unique_ptr<SourceFile> source;
  std::unique_ptr<DiagEngine> diags;
  std::unique_ptr<ir::Module> module; ///< null when reading or parsing failed
};

/// Reads and parses `path` ("-" for standard input). Diagnostics (errors and warnings) are
/// printed to stderr; on failure `module` is null.
LoadedModule loadModule(const std::string &path);

/// Writes `text` to `path` ("-" for stdout); prints a message and returns false on failure.
bool writeOutput(const std::string &path, const std::string &text);

} // namespace nvsim::tools
