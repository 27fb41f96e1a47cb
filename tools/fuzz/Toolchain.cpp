// Finding and running the compilers of a fuzz campaign (see Toolchain.h).
#include "tools/fuzz/Toolchain.h"

#include "conformance/backends/Subprocess.h"

#include <chrono>
#include <filesystem>

namespace nvsim::fuzz {

namespace fs = std::filesystem;

namespace {

std::string tool(const char *env, const char *name) {
  const std::string given = backends::envValue(env);
  return given.empty() ? backends::findOnPath(name) : given;
}

} // namespace

Toolchain findToolchain() {
  Toolchain t;
  t.clang19 = tool("NVVM_SIM_CLANG19", "clang-19");
  t.clang14 = tool("NVVM_SIM_CLANG14", "clang-14");
  t.opt19 = tool("NVVM_SIM_OPT19", "opt-19");
  t.llc19 = backends::findOnPath("llc-19");
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  t.nvvmSim = exe.string();
  std::vector<fs::path> places;
  if (const std::string given = backends::envValue("NVVM_SIM_FUZZ_HEADER"); !given.empty())
    places.emplace_back(given);
  places.push_back(exe.parent_path() / "fuzz" / "cuda.h");
  places.push_back(exe.parent_path().parent_path() / "share" / "nvvm-sim" / "fuzz" / "cuda.h");
  for (const fs::path &p : places)
    if (fs::is_regular_file(p, ec)) {
      t.header = p.string();
      break;
    }
  return t;
}

std::vector<std::string> compileArgs(const Toolchain &t, bool typed, int level, const std::string &output) {
  // sm_80 for redux.sync; -ffp-contract=off: every operation rounds once (docs/fuzzing.md: contraction
  // is allowed to differ between optimisation levels, so it is not what a campaign compares).
  std::vector<std::string> a = {typed ? t.clang14 : t.clang19,
                                "-x",
                                "cuda",
                                "--cuda-device-only",
                                "--cuda-gpu-arch=sm_80",
                                "-nocudalib",
                                "-nocudainc",
                                "-Wno-unknown-cuda-version",
                                "-ffp-contract=off",
                                "-w",
                                "-include",
                                "cuda.h",
                                "-I.",
                                "-emit-llvm",
                                "-S",
                                "-O" + std::to_string(level)};
  if (typed) // without a CUDA installation clang-14 assumes a PTX version too old for the *_sync builtins
    a.insert(a.end(), {"-Xclang", "-target-feature", "-Xclang", "+ptx70"});
  else
    a.insert(a.end(), {"-gline-tables-only", "-fdebug-compilation-dir=."});
  if (level == 0) // without optnone, so that opt-19 -O3 can optimise the -O0 IR
    a.insert(a.end(), {"-Xclang", "-disable-O0-optnone"});
  a.insert(a.end(), {"kernel.cu", "-o", output});
  return a;
}

Timed runTimed(const std::vector<std::string> &argv, const std::string &dir, unsigned timeoutSeconds,
               std::string *out) {
  Timed r;
  const auto start = std::chrono::steady_clock::now();
  const backends::SubprocessResult s = backends::runSubprocess(argv, "", timeoutSeconds, dir);
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  r.ok = s.ok();
  if (out)
    *out = s.out;
  if (!r.ok)
    r.message = s.err.substr(0, 4000) + (s.err.empty() ? "" : "\n") + s.describe(timeoutSeconds);
  return r;
}

} // namespace nvsim::fuzz
