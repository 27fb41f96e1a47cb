// The one-line launch of `nvvm-sim run --kernel K --grid X --block X --arg SPEC...`: --arg specs
// and --grid/--block dimensions, turned into launch-script steps.
#pragma once

#include "tools/LaunchScript.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace nvsim::tools {

/// One --arg as written (CLI.md): `i32:5`, `buf:f32:1024[:INIT][:out]`, `bytes:HEX`, `null`.
struct ArgSpec {
  enum class Kind : uint8_t { Scalar, Buffer, Null, Bytes };
  /// Buffer contents: zeros, 0 1 2 ..., one value, pseudo-random, or a file's bytes.
  enum class Init : uint8_t { Zero, Iota, Fill, Random, File };

  std::string text; ///< the spec as written
  Kind kind = Kind::Scalar;
  ElemType type = ElemType::I32; ///< Scalar, Buffer
  uint64_t bits = 0;             ///< Scalar; Fill: the element's bits
  uint64_t count = 0;            ///< Buffer: elements
  Init init = Init::Zero;
  std::optional<uint64_t> seed; ///< Random: `rand=SEED`; absent: --seed
  std::string file;             ///< File: relative to the current folder
  bool out = false;             ///< print (or dump) the buffer after the launch
  std::vector<std::byte> bytes; ///< Bytes
};

/// Parses one --arg; nullopt with `why` set when it is malformed.
std::optional<ArgSpec> parseArgSpec(std::string_view text, std::string &why);

/// Parses `X`, `X,Y` or `X,Y,Z` (positive, at most 2^32 - 1); missing dimensions are 1.
std::optional<Dims> parseDims(std::string_view text);

/// The initial contents of a buffer spec whose init is Iota, Fill or Random. Random elements
/// come from splitmix64 seeded with the seed: integers take the low bits of each output, floats
/// are uniform in [0, 1) (f64: top 53 bits times 2^-53, f32: top 24 bits times 2^-24, f16: top
/// 11 bits times 2^-11, all exact).
std::vector<std::byte> initialBytes(const ArgSpec &spec, uint64_t defaultSeed);
/// The bytes of initialBytes from `firstByte` (a multiple of the element size) on, as many as
/// `out` holds (a whole number of elements).
void fillInitialBytes(const ArgSpec &spec, uint64_t defaultSeed, uint64_t firstByte,
                      std::span<std::byte> out);

struct CommandLineLaunch {
  std::string kernel;
  Dims grid{1, 1, 1}, block{1, 1, 1};
  uint32_t dynamicSharedBytes = 0;
  std::vector<ArgSpec> args;
  bool dumpOutputs = false; ///< :out buffers are written to argN.bin (--dump-dir) instead of printed
  uint64_t seed = 0;        ///< for `rand` without a seed
};

/// The steps of a command-line launch: an alloc (and an h2d unless zero-filled) for each buffer
/// argument, named argN after its position, then the launch, then a d2h for each :out buffer.
/// Errors (an unreadable or wrongly sized file=) are appended to `diags`; nullopt then.
std::optional<LaunchScript> commandLineScript(const CommandLineLaunch &launch,
                                              std::vector<ScriptError> &diags);

} // namespace nvsim::tools
