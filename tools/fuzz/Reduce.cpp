// `nvvm-sim fuzz reduce CASE`: shrinks a discrepancy a campaign kept, with llvm-reduce-19 on the
// reference IR and cvise on kernel.cu, both driven by one interestingness test: the candidate is
// valid (nvvm-sim verify / clang accepts it), the reference run is clean under every checker (no
// undefined behaviour introduced), and the configuration still gives different bytes (or faults).
#include "conformance/backends/Subprocess.h"
#include "tools/Commands.h"
#include "tools/fuzz/Fuzz.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <regex>

namespace nvsim::fuzz {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

std::string shellQuote(const std::string &s) {
  std::string q = "'";
  for (char ch : s)
    q += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  return q + "'";
}

/// The shell lines that turn the reference IR `$ref` into the configuration's IR `$d/c.ll` (IR level),
/// or empty when the configuration is not a pass pipeline over the IR.
std::string irTransform(const Toolchain &t, const std::string &config) {
  const std::string opt = shellQuote(t.opt19), sim = shellQuote(t.nvvmSim);
  if (config == "O1" || config == "O2" || config == "O3")
    return fmt::format("{} -{} -S \"$ref\" -o \"$d/c.ll\" 2>/dev/null || exit 1\n", opt, config);
  if (config == "opt-O3")
    return fmt::format("{} -O3 -S \"$ref\" -o \"$d/c.ll\" 2>/dev/null || exit 1\n", opt);
  if (config == "passes")
    return fmt::format(
        "{} -O2 -S \"$ref\" -o \"$d/o2.ll\" 2>/dev/null || exit 1\n"
        "{} opt \"$d/o2.ll\" --passes=transplant,lower-struct-args,memspace-opt -o \"$d/c.ll\" "
        ">/dev/null 2>&1 || exit 1\n",
        opt, sim);
  return "";
}

/// The end of every test: run the configuration's IR, compare with the reference's outputs.
std::string compareTail(const Toolchain &t, const std::string &script) {
  return fmt::format("{} run \"$d/c.ll\" --script {} --stack-size 262144 --timeout 20 --dump-dir \"$d/c\" "
                     ">/dev/null 2>&1\n"
                     "rc=$?\n"
                     "[ $rc -eq 1 ] && exit 0  # the configuration faults where the reference does not\n"
                     "[ $rc -ne 0 ] && exit 1\n"
                     "for f in out.bin acc32.out.bin acc64.out.bin; do\n"
                     "  cmp -s \"$d/ref/$f\" \"$d/c/$f\" || exit 0\n"
                     "done\n"
                     "exit 1\n",
                     shellQuote(t.nvvmSim), shellQuote(script));
}

std::string header() {
  return "#!/bin/sh\n# Interesting (exit 0): the discrepancy is kept and the reference is clean.\n"
         "d=$(mktemp -d) || exit 1\ntrap 'rm -rf \"$d\"' EXIT\n";
}

std::string referenceRun(const Toolchain &t, const std::string &script) {
  return fmt::format(
      "{} run \"$ref\" --script {} --check all --stack-size 262144 --timeout 20 --dump-dir \"$d/ref\" "
      ">/dev/null 2>&1 || exit 1\n",
      shellQuote(t.nvvmSim), shellQuote(script));
}

bool writeScript(const fs::path &path, const std::string &text) {
  std::ofstream(path) << text;
  std::error_code ec;
  fs::permissions(path, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec, ec);
  return !ec;
}

size_t lineCount(const fs::path &p) {
  std::ifstream in(p);
  return size_t(std::count(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>(), '\n'));
}

} // namespace

int runReduce(const std::string &dirName, unsigned timeout, bool source) {
  const fs::path dir = fs::absolute(dirName);
  json result;
  try {
    std::ifstream in(dir / "result.json");
    if (!in)
      throw std::runtime_error("cannot read " + (dir / "result.json").string() +
                               " (a campaign's cases/<seed>/)");
    result = json::parse(in);
  } catch (const std::exception &e) {
    std::cerr << "nvvm-sim fuzz reduce: error: " << e.what() << "\n";
    return tools::kExitInputError;
  }
  const Toolchain t = findToolchain();
  std::string config;
  const json configs = result.value("configs", json::object());
  for (auto it = configs.begin(); it != configs.end(); ++it)
    if (it.value() == "differ" && it.key() != "test-perturb" && it.key() != "llc" && it.key() != "nvvm") {
      config = it.key();
      break;
    }
  if (config.empty()) {
    std::cerr << fmt::format(
        "nvvm-sim fuzz reduce: {}: no configuration differs from the reference (status {}): "
        "nothing to reduce\n",
        dirName, result.value("status", std::string("?")));
    return tools::kExitFailure;
  }
  const fs::path work = dir / "reduce";
  std::error_code ec;
  fs::create_directories(work, ec);
  const std::string script = (dir / "script.json").string();
  bool reduced = false;

  // 1. The IR: llvm-reduce-19 on kernel.O0.ll, when the configuration is a pipeline over the IR.
  const std::string transform = irTransform(t, config);
  const std::string llvmReduce = backends::findOnPath("llvm-reduce-19");
  if (!transform.empty() && !llvmReduce.empty() && !t.opt19.empty()) {
    const fs::path test = work / "interesting-ir.sh";
    // llvm-reduce replaces operands with undef and poison. initcheck does not track IR constants
    // (a value computed from `undef` and stored is not a finding), so a candidate may not hold more
    // of them than the reference IR: otherwise a "difference" is one optimiser's choice for undef.
    std::ifstream ir(dir / "kernel.O0.ll");
    const std::regex undefWord(R"(\b(undef|poison)\b)");
    size_t undefLines = 0;
    for (std::string text; std::getline(ir, text);)
      undefLines += std::regex_search(text, undefWord);
    writeScript(
        test, header() + "ref=\"$1\"\n" +
                  fmt::format("[ \"$(grep -cwE 'undef|poison' \"$ref\")\" -le {} ] || exit 1\n", undefLines) +
                  fmt::format("{} verify \"$ref\" >/dev/null 2>&1 || exit 1\n", shellQuote(t.nvvmSim)) +
                  referenceRun(t, script) + transform + compareTail(t, script));
    const backends::SubprocessResult first =
        backends::runSubprocess({test.string(), (dir / "kernel.O0.ll").string()}, "", 120);
    if (!first.ok()) {
      std::cerr << fmt::format(
          "nvvm-sim fuzz reduce: {} on kernel.O0.ll does not reproduce the difference at the IR "
          "level (clang -{} is not opt -{} on the -O0 IR)\n",
          config, config, config);
    } else {
      std::cerr << fmt::format(
          "nvvm-sim fuzz reduce: llvm-reduce-19 on kernel.O0.ll ({} lines), configuration {}\n",
          lineCount(dir / "kernel.O0.ll"), config);
      const backends::SubprocessResult r =
          backends::runSubprocess({llvmReduce, "--test=" + test.string(), (dir / "kernel.O0.ll").string(),
                                   "-o", (work / "reduced.ll").string()},
                                  "", timeout, work.string());
      if (fs::exists(work / "reduced.ll")) {
        reduced = true;
        std::cout << fmt::format("reduced IR: {} ({} lines){}\n", (work / "reduced.ll").string(),
                                 lineCount(work / "reduced.ll"), r.timedOut ? " (stopped at --timeout)" : "");
        std::cout << fmt::format("show it:   {} {}\n", test.string(), (work / "reduced.ll").string());
      } else {
        std::cerr << "nvvm-sim fuzz reduce: llvm-reduce-19: " << r.describe(timeout) << "\n"
                  << r.err.substr(0, 2000);
      }
    }
  }

  // 2. The source: cvise on kernel.cu, compiled by clang-19 -O0 (the reference) and by the configuration.
  const std::string cvise = backends::findOnPath("cvise");
  if ((source || !reduced) && !cvise.empty()) {
    const bool typed = config == "clang14-O2";
    std::string compile = "cp " + shellQuote((dir / "cuda.h").string()) + " cuda.h 2>/dev/null\n";
    const std::vector<std::string> o0 = compileArgs(t, false, 0, "$d/ref.ll");
    auto line = [&](std::vector<std::string> argv) {
      std::string s;
      for (const std::string &a : argv)
        s += (a.starts_with("$d") ? "\"" + a + "\"" : shellQuote(a)) + " ";
      return s + ">/dev/null 2>&1 || exit 1\n";
    };
    compile += line(o0);
    std::string configCompile;
    if (config == "O1" || config == "O2" || config == "O3" || typed) {
      configCompile = line(compileArgs(t, typed, typed ? 2 : config[1] - '0', "$d/c.ll"));
    } else {
      configCompile = irTransform(t, config);
    }
    const fs::path test = work / "interesting-src.sh";
    writeScript(test, header() + compile + "ref=\"$d/ref.ll\"\n" + referenceRun(t, script) + configCompile +
                          compareTail(t, script));
    fs::copy_file(dir / "kernel.cu", work / "kernel.cu", fs::copy_options::overwrite_existing, ec);
    fs::copy_file(dir / "cuda.h", work / "cuda.h", fs::copy_options::overwrite_existing, ec);
    const backends::SubprocessResult first = backends::runSubprocess({test.string()}, "", 120, work.string());
    if (!first.ok()) {
      std::cerr << fmt::format("nvvm-sim fuzz reduce: kernel.cu does not reproduce the difference of {}\n",
                               config);
    } else {
      std::cerr << fmt::format("nvvm-sim fuzz reduce: cvise on kernel.cu ({} lines)\n",
                               lineCount(work / "kernel.cu"));
      const backends::SubprocessResult r = backends::runSubprocess(
          {cvise, "--n", "1", test.string(), "kernel.cu"}, "", timeout, work.string());
      reduced = true;
      std::cout << fmt::format("reduced source: {} ({} lines){}\n", (work / "kernel.cu").string(),
                               lineCount(work / "kernel.cu"), r.timedOut ? " (stopped at --timeout)" : "");
      std::cout << fmt::format("show it:   cd {} && {}\n", work.string(), test.string());
    }
  }
  if (!reduced) {
    std::cerr << fmt::format(
        "nvvm-sim fuzz reduce: {}: the difference of {} could not be reproduced{}\n", dirName, config,
        llvmReduce.empty() && cvise.empty() ? " (neither llvm-reduce-19 nor cvise is installed)" : "");
    return tools::kExitFailure;
  }
  return tools::kExitOk;
}

} // namespace nvsim::fuzz
