// Source locations from debug metadata: an instruction's `!dbg` DILocation with its inline chain
// (`inlinedAt`), the function and compile unit of each frame, and DIFile paths.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace nvsim::ir {

class Instruction;
class MDNode;

/// One frame of a DILocation's inline chain: a line of a function.
struct SourceFrame {
  std::string file;              ///< the DIFile's path (diFilePath), empty when unknown
  uint32_t line = 0, column = 0; ///< column 0: none written
  std::string function;          ///< the DISubprogram's name, empty when unknown
  bool inMainFile = false;       ///< `file` is the main file of its compile unit (the .cu compiled)
};

/// The frames of `I`'s `!dbg` location, innermost first: the DILocation itself, then each
/// `inlinedAt` (the call the frame before it was inlined into). Empty when `I` has no `!dbg`
/// DILocation, or one at line 0 or with no file.
std::vector<SourceFrame> sourceFrames(const Instruction &I);

/// The frame a report shows: the first (innermost) in its compile unit's main file, the user's
/// line that called an inlined helper of a header; the innermost when none is. 0 for no frames.
size_t userFrame(const std::vector<SourceFrame> &frames);

/// A DIFile's path: `filename` when absolute, else `directory`/`filename`, with `.` and `..`
/// resolved lexically (`./../cuda/cuda.h` in `.` is `../cuda/cuda.h`). Empty without a filename.
std::string diFilePath(const MDNode &file);

/// `path` as a report shows it: relative to `cwd` when it is an absolute path under it, else as
/// it is (absolute, or relative to the directory it was compiled in).
std::string displayPath(const std::string &path, const std::filesystem::path &cwd);

} // namespace nvsim::ir
