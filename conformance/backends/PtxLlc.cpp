// LLVM's NVPTX backend: llc of LLVM 19 as a subprocess, the module's text on its standard input.
#include "conformance/backends/PtxCompilers.h"
#include "conformance/backends/Subprocess.h"

namespace nvsim::backends {

namespace {

/// The `LLVM version 19.1.7` line of `llc --version`; empty when it cannot be run.
std::string versionLine(const std::string &llc) {
  SubprocessResult v = runSubprocess({llc, "--version"}, {}, 30);
  size_t at = v.out.find("LLVM version");
  if (!v.ok() || at == std::string::npos)
    return {};
  return v.out.substr(at, v.out.find('\n', at) - at);
}

/// llc of LLVM 19: $NVVM_SIM_LLC alone when it is set, else llc-19 on PATH, else llc on PATH when it
/// is version 19 (Debian's `llc` may be another release, whose NVPTX backend differs).
std::string findLlc(std::string &version, std::string &why) {
  if (std::string env = envValue("NVVM_SIM_LLC"); !env.empty()) {
    if (!isExecutableFile(env)) {
      why = "llc not found: NVVM_SIM_LLC=" + env + " is not an executable file";
      return {};
    }
    version = versionLine(env);
    return env;
  }
  if (std::string llc = findOnPath("llc-19"); !llc.empty()) {
    version = versionLine(llc);
    return llc;
  }
  if (std::string llc = findOnPath("llc"); !llc.empty()) {
    version = versionLine(llc);
    if (version.rfind("LLVM version 19.", 0) == 0)
      return llc;
    why = "llc-19 not found (NVVM_SIM_LLC, llc-19 on PATH; " + llc + " is " +
          (version.empty() ? std::string("of unknown version") : version) + ")";
    return {};
  }
  why = "llc-19 not found (NVVM_SIM_LLC, llc-19 or llc of LLVM 19 on PATH; Debian: llvm-19)";
  return {};
}

/// llc's messages without the crash report LLVM appends after a fatal error (a stack dump).
std::string withoutCrashReport(const std::string &err) {
  size_t at = err.find("PLEASE submit a bug report");
  return at == std::string::npos ? err : err.substr(0, at);
}

} // namespace

void compileWithLlc(const std::string &text, const PtxOptions &opts, PtxResult &r) {
  std::string why;
  const std::string llc = findLlc(r.compilerVersion, why);
  if (llc.empty()) {
    r.status = PtxStatus::CompilerMissing;
    r.log = why;
    return;
  }
  std::vector<std::string> argv = {llc, "-march=nvptx64", "-mcpu=" + opts.arch};
  bool optLevel = false, attrs = false;
  for (const std::string &o : opts.compilerOptions) {
    optLevel |= o.size() == 3 && o.rfind("-O", 0) == 0;
    attrs |= o.rfind("-mattr", 0) == 0;
  }
  if (!optLevel)
    argv.push_back("-O2");
  // llc writes the oldest PTX ISA the target allows (6.3 for sm_75), which lacks instructions
  // newer targets' IR uses (tanh.approx, ex2.approx.f16, cluster scopes); 7.8 is the oldest
  // with all of them, and CUDA 12's and 13's ptxas read it.
  if (!attrs)
    argv.push_back("-mattr=+ptx78");
  argv.insert(argv.end(), opts.compilerOptions.begin(), opts.compilerOptions.end());
  argv.insert(argv.end(), {"-o", "-", "-"});
  SubprocessResult p = runSubprocess(argv, text, opts.timeoutSeconds);
  if (!p.ok()) {
    r.status = PtxStatus::CompileFailed;
    r.log = llc + ": " + p.describe(opts.timeoutSeconds) + "\n" + withoutCrashReport(p.err);
    return;
  }
  r.ptx = std::move(p.out);
  r.log = p.err; // warnings, if any
  r.status = PtxStatus::Ok;
}

} // namespace nvsim::backends
