// Golden files: a GPU's outputs for one launch script, recorded by `nvvm-sim diff --record-golden
// DIR` where a GPU is lent, so that machines without one still compare the interpreter with
// hardware (`diff --golden DIR`, conformance/run.py). docs/hardware.md describes the layout.
#pragma once

#include "tools/ScriptRunner.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace nvsim::tools {

struct Golden {
  std::string module, script;        ///< the file names (without folders) it was recorded from
  std::string device;                ///< "NVIDIA H100 80GB HBM3"
  std::string computeCapability;     ///< "9.0"
  std::string driverVersion;         ///< "12.8"
  std::string compiler;              ///< "nvvm", "llc"
  std::string compilerVersion;       ///< as the backend reports it
  std::string arch;                  ///< "sm_90"
  std::vector<std::string> options;  ///< the compiler options used
  std::string ptx;                   ///< "compiled", or "given" (the hidden --ptx option)
  std::string tolerance;             ///< GpuTolerance::describe() at recording time, for people
  std::vector<OutputRecord> outputs; ///< every d2h and expect range, in step order
};

/// "step5-y.bin": the file of one output (characters other than [A-Za-z0-9_.-] read '_').
std::string goldenFileName(const OutputRecord &c);

/// Writes DIR/golden.json and one file per output (creating DIR); false with `error` set.
bool writeGolden(const std::filesystem::path &dir, const Golden &g, std::string &error);

/// Reads DIR/golden.json and its files, checking every field and each file's size; nullopt
/// with `error` set ("DIR/golden.json: outputs[1]: ...").
std::optional<Golden> readGolden(const std::filesystem::path &dir, std::string &error);

} // namespace nvsim::tools
