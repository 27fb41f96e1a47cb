// `nvvm-sim exec`: runs a program built by `nvvm-sim cc` with checkers, schedules, a report and
// recording. The options become the environment variables the CUDA runtime library reads
// (docs/cuda-programs.md); the exit code is the program's own, or --error-exitcode when a checker
// found something or a kernel faulted, as with compute-sanitizer.
#include "tools/Commands.h"
#include "tools/RunReport.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace nvsim::tools {

int runExec(const ExecOptions &o) {
  if (o.command.empty()) {
    std::cerr << "nvvm-sim exec: error: no program to run (nvvm-sim exec [options] -- APP [ARGS...])\n";
    return kExitUsage;
  }
  std::string unknown;
  if (!checkerList(o.check, unknown)) {
    std::cerr << fmt::format("nvvm-sim exec: error: --check: '{}' is not a checker (memcheck, racecheck, "
                             "initcheck, synccheck, all)\n",
                             unknown);
    return kExitUsage;
  }
  if (!o.report.empty() && (o.report.size() != 2 || o.report[0] != "json")) {
    std::cerr << "nvvm-sim exec: error: --report takes `json FILE`\n";
    return kExitUsage;
  }
  // The report tells exec what happened; it is written to a temporary file when none is asked for.
  std::string reportPath = o.report.empty() ? "" : o.report[1];
  bool temporary = false;
  if (reportPath.empty()) {
    char pattern[] = "/tmp/nvvm-sim-exec-XXXXXX";
    const int fd = mkstemp(pattern);
    if (fd < 0) {
      std::cerr << "nvvm-sim exec: error: cannot make a temporary file: " << std::strerror(errno) << "\n";
      return kExitInputError;
    }
    close(fd);
    std::filesystem::remove(pattern);
    reportPath = pattern;
    temporary = true;
  }
  auto set = [](const char *name, const std::string &value) { setenv(name, value.c_str(), 1); };
  set("NVVM_SIM_CHECK", o.check);
  set("NVVM_SIM_THREADS", std::to_string(o.threads));
  set("NVVM_SIM_SCHEDULE", o.schedule);
  set("NVVM_SIM_WARP_SCHEDULE", o.warpSchedule);
  set("NVVM_SIM_MEMORY_MODEL", o.memoryModel);
  set("NVVM_SIM_SEED", std::to_string(o.seed));
  set("NVVM_SIM_TIMEOUT", fmt::format("{}", o.timeout));
  if (o.memoryLimit)
    set("NVVM_SIM_MEMORY_LIMIT", std::to_string(o.memoryLimit));
  set("NVVM_SIM_REPORT", reportPath);
  if (!o.record.empty())
    set("NVVM_SIM_RECORD", o.record);
  if (!o.device.empty())
    set("NVVM_SIM_DEVICE", o.device);
  set("NVVM_SIM_API_ERRORS", o.apiErrors ? "1" : "0");
  set("NVVM_SIM_PROFILE", o.profile);
  set("NVVM_SIM_TRACE", o.trace.empty() ? "" : std::filesystem::absolute(o.trace).string());
  set("NVVM_SIM_TRACE_LIMIT", std::to_string(o.traceLimit));

  std::vector<char *> argv;
  for (const std::string &a : o.command)
    argv.push_back(const_cast<char *>(a.c_str()));
  argv.push_back(nullptr);
  pid_t pid = 0;
  if (int err = posix_spawnp(&pid, argv[0], nullptr, nullptr, argv.data(), environ); err != 0) {
    std::cerr << fmt::format("nvvm-sim exec: error: cannot run '{}': {}\n", o.command[0], std::strerror(err));
    return kExitInputError;
  }
  // The program's own signals (Ctrl-C) reach it; exec waits for it to end.
  std::signal(SIGINT, SIG_IGN);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  int code = 0;
  if (WIFSIGNALED(status)) {
    const int sig = WTERMSIG(status);
    std::cerr << fmt::format("nvvm-sim exec: {} was killed by signal {} ({})\n", o.command[0], sig,
                             strsignal(sig));
    code = 128 + sig;
  } else {
    code = WEXITSTATUS(status);
  }

  std::ifstream in(reportPath);
  nlohmann::json report = nlohmann::json::parse(in, nullptr, false);
  if (temporary)
    std::filesystem::remove(reportPath);
  if (report.is_discarded()) {
    if (!WIFSIGNALED(status))
      std::cerr << fmt::format(
          "nvvm-sim exec: {} wrote no report: it did not load nvvm-sim's CUDA runtime (build "
          "it with nvvm-sim cc)\n",
          o.command[0]);
    return code;
  }
  const uint64_t findings = report.value("finding_count", uint64_t(0));
  const uint64_t faults = report.value("fault_count", uint64_t(0));
  const size_t launches = report.contains("launches") ? report["launches"].size() : 0;
  std::cerr << fmt::format("nvvm-sim exec: {} launch{}, {} finding{}, {} kernel fault{}{}\n", launches,
                           launches == 1 ? "" : "es", findings, findings == 1 ? "" : "s", faults,
                           faults == 1 ? "" : "s", o.check.empty() ? " (no checkers: --check all)" : "");
  if ((findings || faults) && o.errorExitCode != 0)
    return o.errorExitCode;
  return code;
}

} // namespace nvsim::tools
