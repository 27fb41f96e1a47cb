// The compilers a fuzz campaign drives (clang-19, clang-14, opt-19, llc-19) and how kernel.cu is
// compiled: device-only NVVM IR with the project's own CUDA header (conformance/cases/cuda/cuda.h),
// never the CUDA toolkit's, which clang-19 cannot read.
#pragma once

#include <string>
#include <vector>

namespace nvsim::fuzz {

struct Toolchain {
  std::string clang19, clang14, opt19, llc19; ///< empty: not installed
  std::string header;                         ///< the cuda.h the programs include; empty: not found
  std::string nvvmSim;                        ///< this executable
};

/// Finds the tools on $PATH ($NVVM_SIM_CLANG19, $NVVM_SIM_CLANG14, $NVVM_SIM_OPT19 override) and the
/// header: $NVVM_SIM_FUZZ_HEADER, else fuzz/cuda.h beside the executable (the build copies it there),
/// else ../share/nvvm-sim/fuzz/cuda.h (installed).
Toolchain findToolchain();

/// The arguments that compile `dir/kernel.cu` (which includes `dir/cuda.h`) to NVVM IR text at
/// `level` (0-3): clang-19, or clang-14 when `typed` (typed pointers, LLVM 14 text). Run in `dir`.
std::vector<std::string> compileArgs(const Toolchain &t, bool typed, int level, const std::string &output);

struct Timed {
  bool ok = false;
  double seconds = 0;
  std::string message; ///< stderr (and why it failed) when not ok
};

/// Runs argv in `dir` with a time limit, timing it.
Timed runTimed(const std::vector<std::string> &argv, const std::string &dir, unsigned timeoutSeconds,
               std::string *out = nullptr);

} // namespace nvsim::fuzz
