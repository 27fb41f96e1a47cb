// The program generator of `nvvm-sim fuzz gen`: CUDA C kernels free of undefined behaviour and of
// races by construction, whose outputs do not depend on the schedule (docs/fuzzing.md).
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace nvsim::fuzz {

/// What a program exercises. Mix draws each statement from every family.
enum class Mode { Arith, Barrier, Atomic, Warp, Call, Mix };

inline constexpr std::string_view kModeNames[] = {"arith", "barrier", "atomic", "warp", "call", "mix"};
std::string_view modeName(Mode m);
std::optional<Mode> parseMode(std::string_view name);

/// Size knobs.
struct GenOptions {
  uint64_t seed = 0;
  Mode mode = Mode::Mix;
  unsigned maxStmts = 6;  ///< statements per block (the kernel's top level has twice as many)
  unsigned maxDepth = 2;  ///< nesting of if/loop blocks and of expressions / 2
  unsigned maxFuncs = 3;  ///< device functions (call and mix modes)
  unsigned maxBlocks = 3; ///< blocks of the grid
};

/// One generated program: the source, its launch script and the files the script reads.
struct Program {
  std::string source;                                      ///< kernel.cu
  nlohmann::json script;                                   ///< script.json
  std::vector<std::pair<std::string, std::string>> inputs; ///< name, bytes
  std::vector<std::string> outputs;                        ///< names the script's d2h steps write
  unsigned grid = 1, block = 32;
};

/// The kernel's name in kernel.cu (extern "C", so not mangled).
inline constexpr const char *kKernelName = "fuzz_kernel";

/// Same options, same bytes.
Program generate(const GenOptions &opts);

} // namespace nvsim::fuzz
