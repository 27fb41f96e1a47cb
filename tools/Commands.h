// The nvvm-sim subcommands and the exit codes CLI.md promises.
#pragma once

#include <string>

namespace nvsim::tools {

/// Exit codes of CLI.md.
enum ExitCode : int {
  kExitOk = 0,
  kExitFailure = 1, ///< kernel fault, failed expectation, checker finding
  kExitUsage = 2,
  kExitInputError = 3,
  kExitNoDevice = 4,
};

struct ParseOptions {
  std::string input;
  std::string output; ///< empty: no output; "-": stdout
};
int runParse(const ParseOptions &opts);

struct VerifyOptions {
  std::string input;
  bool nvvmRules = true;
};
int runVerify(const VerifyOptions &opts);

struct InfoOptions {
  std::string input;
  bool json = false;
};
int runInfo(const InfoOptions &opts);

} // namespace nvsim::tools
