// `nvvm-sim fuzz campaign`: for each seed, generate a program, run the reference (the interpreter on
// kernel.O0.ll under several schedules, every checker on the first), compile it with each
// configuration, run those, compare every output byte, append one JSON line to results.jsonl.
#include "conformance/backends/Subprocess.h"
#include "tools/Commands.h"
#include "tools/fuzz/Fuzz.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>
#include <regex>
#include <set>
#include <thread>

namespace nvsim::fuzz {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

/// Every configuration a campaign knows, in the order they run. `test-perturb` is a test aid: the
/// reference IR with one output bit flipped after the run, so that a difference is known to exist.
const std::vector<std::string> kConfigs = {"O0",     "O1",     "O2",  "O3",  "clang14-O2",
                                           "opt-O3", "passes", "llc", "nvvm"};
const char *kPasses = "transplant,lower-struct-args,memspace-opt";

/// The reference schedules: (host threads, warp schedule, seed, block order).
struct Schedule {
  const char *threads, *warps, *seed, *blocks;
};
constexpr Schedule kSchedules[] = {{"1", "converged", "0", "default"}, {"1", "random", "1", "random"},
                                   {"2", "fair", "0", "random"},       {"1", "random", "2", "default"},
                                   {"4", "random", "3", "random"},     {"1", "fair", "0", "random"},
                                   {"2", "random", "4", "default"},    {"4", "converged", "5", "random"},
                                   {"1", "random", "6", "random"},     {"2", "random", "7", "random"}};

/// Local memory per thread: -O0 kernels keep every inlined helper's parameters in allocas, which with
/// memcheck's red zones can pass the default 16 KiB; a GPU gives a thread up to 512 KiB.
constexpr const char *kStackBytes = "262144";

/// How each configuration's IR runs: one host thread, the default warp schedule, blocks in order.
constexpr Schedule kConfigSchedule = {"1", "fair", "0", "default"};

std::string readAll(const fs::path &p) {
  std::ifstream in(p, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

bool gpuPresent() { return !backends::envValue("NVVM_SIM_LIBCUDA").empty() || fs::exists("/dev/nvidiactl"); }

struct Timings {
  double gen = 0, clang = 0, interpreter = 0, startup = 0;
};

/// One interpreter run: its exit code, the launch seconds from --report json, and the reason when
/// it did not exit 0.
struct RunResult {
  int code = -1;
  std::string why;
  std::vector<std::string> findingKinds;
};

RunResult runSim(const Toolchain &t, const std::string &dir, const std::string &ir, const std::string &dump,
                 const Schedule &s, bool check, unsigned timeout, Timings &tm) {
  std::vector<std::string> argv = {
      t.nvvmSim,  "run",        ir,          "--script",  "script.json",          "--dump-dir", dump,
      "--report", "json",       "--threads", s.threads,   "--warp-schedule",      s.warps,      "--seed",
      s.seed,     "--schedule", s.blocks,    "--timeout", std::to_string(timeout)};
  argv.insert(argv.end(), {"--stack-size", kStackBytes});
  if (check)
    argv.insert(argv.end(), {"--check", "all"});
  const auto start = std::chrono::steady_clock::now();
  const backends::SubprocessResult r = backends::runSubprocess(argv, "", timeout + 30, dir);
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  RunResult rr;
  rr.code = r.exited ? r.exitCode : -1;
  double launch = 0;
  try {
    const json j = json::parse(r.out);
    for (const json &l : j.value("launches", json::array()))
      launch += l.value("seconds", 0.0);
    for (const json &f : j.value("findings", json::array()))
      rr.findingKinds.push_back(f.value("checker", std::string("?")) + ":" +
                                f.value("kind", std::string("?")));
  } catch (const json::exception &) {
  }
  tm.interpreter += launch;
  tm.startup += std::max(0.0, wall - launch);
  if (rr.code != 0)
    rr.why = (r.err.size() > 3000 ? r.err.substr(0, 3000) + "..." : r.err) + r.describe(timeout + 30);
  return rr;
}

/// The IR of configuration `c` in `dir` (compiled when needed); empty with `why` on failure.
std::string configIr(const Toolchain &t, const std::string &c, const std::string &dir, unsigned timeout,
                     Timings &tm, std::string &why) {
  auto clang = [&](bool typed, int level, const std::string &file) -> std::string {
    if (fs::exists(fs::path(dir) / file))
      return file;
    if ((typed ? t.clang14 : t.clang19).empty()) {
      why = typed ? "clang-14 is not installed" : "clang-19 is not installed";
      return "";
    }
    std::vector<std::string> argv = compileArgs(t, typed, level, file);
    if (!typed) // the same IR without debug information, so that O0 checks that too
      argv.erase(std::remove(argv.begin(), argv.end(), std::string("-gline-tables-only")), argv.end());
    const Timed r = runTimed(argv, dir, timeout);
    tm.clang += r.seconds;
    if (!r.ok)
      why = r.message;
    return r.ok ? file : "";
  };
  // O0 is the reference's compile without -gline-tables-only: a file of its own, not kernel.O0.ll.
  if (c == "O0")
    return clang(false, 0, "kernel.O0-nodebug.ll");
  if (c == "O1" || c == "O2" || c == "O3")
    return clang(false, c[1] - '0', "kernel." + c + ".ll");
  if (c == "clang14-O2")
    return clang(true, 2, "kernel.clang14-O2.ll");
  if (c == "opt-O3") {
    if (t.opt19.empty()) {
      why = "opt-19 is not installed";
      return "";
    }
    const Timed r = runTimed({t.opt19, "-O3", "-S", "kernel.O0.ll", "-o", "kernel.opt-O3.ll"}, dir, timeout);
    tm.clang += r.seconds;
    why = r.message;
    return r.ok ? "kernel.opt-O3.ll" : "";
  }
  if (c == "passes" || c == "llc" || c == "nvvm") {
    const std::string o2 = clang(false, 2, "kernel.O2.ll");
    if (o2.empty() || c != "passes")
      return o2;
    const Timed r = runTimed(
        {t.nvvmSim, "opt", o2, std::string("--passes=") + kPasses, "-o", "kernel.passes.ll"}, dir, timeout);
    tm.clang += r.seconds;
    why = r.message;
    return r.ok ? "kernel.passes.ll" : "";
  }
  if (c == "test-perturb")
    return "kernel.O0.ll";
  why = "unknown configuration";
  return "";
}

/// Where two dumps differ: {"out.bin": {"first": element, "count": elements}} (elements of 8 bytes
/// for out.bin and acc64, 4 for acc32).
json compareDumps(const fs::path &a, const fs::path &b, const std::vector<std::string> &outputs) {
  json diff = json::object();
  for (const std::string &o : outputs) {
    const std::string x = readAll(a / o), y = readAll(b / o);
    const size_t elem = o.starts_with("acc32") ? 4 : 8;
    if (x.size() != y.size()) {
      diff[o] = {{"first", 0}, {"count", -1}, {"why", "sizes differ"}};
      continue;
    }
    long first = -1, count = 0;
    for (size_t i = 0; i < x.size(); i += elem)
      if (x.compare(i, elem, y, i, elem) != 0) {
        if (first < 0)
          first = long(i / elem);
        ++count;
      }
    if (count)
      diff[o] = {{"first", first}, {"count", count}};
  }
  return diff;
}

struct Job {
  uint64_t seed;
  Mode mode;
};

/// What a program (or a batch of them) came to: the status, the signature of a discrepancy, each
/// configuration's verdict, the details, and where the time went.
struct Verdict {
  std::string status = "agree", signature;
  json cfg = json::object(), detail = json::object();
  Timings tm;
};

/// Writes `p` into `dir`, runs the reference under the schedules, compiles and runs every
/// configuration and compares its outputs with the reference's.
Verdict evaluate(const CampaignOptions &o, const Toolchain &t, const Program &p, const std::string &dir,
                 const std::vector<std::string> &configs) {
  Verdict v;
  Timings &tm = v.tm;
  json &cfg = v.cfg, &detail = v.detail;
  std::string &status = v.status, &signature = v.signature;
  std::string error;
  double clangO0 = 0;
  const bool written = writeProgram(p, dir, t, error, &clangO0);
  tm.clang += clangO0;
  if (!written) {
    status = "error";
    signature = "error:gen";
    detail["gen"] = error;
  }
  // The reference: every schedule must give the same bytes, the first with every checker clean.
  for (unsigned s = 0; status == "agree" && s < o.schedules; ++s) {
    const RunResult r =
        runSim(t, dir, "kernel.O0.ll", fmt::format("ref{}", s), kSchedules[s], s == 0, o.timeout, tm);
    if (r.code != 0) {
      status = r.code == 1 ? "ub" : "error";
      std::set<std::string> kinds(r.findingKinds.begin(), r.findingKinds.end());
      signature = fmt::format("{}:reference:{}", status,
                              kinds.empty() ? "fault" : fmt::format("{}", fmt::join(kinds, ",")));
      detail["reference"] = r.why;
    } else if (s > 0) {
      const json d = compareDumps(fs::path(dir) / "ref0", fs::path(dir) / fmt::format("ref{}", s), p.outputs);
      if (!d.empty()) {
        status = "ub";
        signature = "ub:reference:schedule";
        detail["reference"] = {{"schedule", s}, {"differs", d}};
      }
    }
  }
  std::set<std::string> differing, erring;
  for (const std::string &c : configs) {
    if (status != "agree" && status != "differ" && status != "error")
      break;
    if (status == "error" && !detail.contains("reference") && detail.contains("gen"))
      break;
    if ((c == "llc" || c == "nvvm") && !gpuPresent()) {
      cfg[c] = "skipped";
      continue;
    }
    std::string why;
    const std::string ir = configIr(t, c, dir, o.timeout, tm, why);
    if (ir.empty()) {
      cfg[c] = "error";
      erring.insert(c + ":compile");
      detail[c] = why;
      continue;
    }
    if (c == "llc" || c == "nvvm") { // the GPU against the interpreter on the same -O2 IR
      const auto begin = std::chrono::steady_clock::now();
      const backends::SubprocessResult r = backends::runSubprocess(
          {t.nvvmSim, "diff", ir, "--script", "script.json", "--compiler", c}, "", o.timeout * 4, dir);
      tm.clang += std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
      const int code = r.exited ? r.exitCode : -1;
      cfg[c] = code == 0                      ? "agree"
               : code == 1                    ? "differ"
               : code == tools::kExitNoDevice ? "skipped"
                                              : "error";
      if (code == 1)
        differing.insert(c + ":gpu");
      else if (code != 0 && code != tools::kExitNoDevice)
        erring.insert(c + ":diff");
      if (code != 0)
        detail[c] = r.err.substr(0, 3000) + r.describe(o.timeout * 4);
      continue;
    }
    const std::string dump = "cfg-" + c;
    const RunResult r = runSim(t, dir, ir, dump, kConfigSchedule, false, o.timeout, tm);
    if (r.code != 0) {
      cfg[c] = r.code == 1 ? "differ" : "error";
      (r.code == 1 ? differing : erring).insert(c + (r.code == 1 ? ":fault" : ":run"));
      detail[c] = r.why;
      continue;
    }
    if (c == "test-perturb") { // flip the lowest bit of the first thread's hash
      const fs::path first = fs::path(dir) / dump / p.outputs.front();
      std::string bytes = readAll(first);
      if (!bytes.empty())
        bytes[0] = char(bytes[0] ^ 1);
      std::ofstream(first, std::ios::binary) << bytes;
    }
    const json d = compareDumps(fs::path(dir) / "ref0", fs::path(dir) / dump, p.outputs);
    cfg[c] = d.empty() ? "agree" : "differ";
    if (!d.empty()) {
      for (auto it = d.begin(); it != d.end(); ++it)
        differing.insert(c + ":" + it.key());
      detail[c] = d;
    }
  }
  if (status == "agree" && !differing.empty()) {
    status = "differ";
    signature = fmt::format("differ:{}", fmt::join(differing, ","));
  } else if (status == "agree" && !erring.empty()) {
    status = "error";
    signature = fmt::format("error:{}", fmt::join(erring, ","));
  }
  return v;
}

json timingsJson(const Timings &tm, double total, double share = 1) {
  return {{"gen", tm.gen * share},
          {"clang", tm.clang * share},
          {"interpreter", tm.interpreter * share},
          {"startup", tm.startup * share},
          {"total", total * share}};
}

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

json runOne(const CampaignOptions &o, const Toolchain &t, const Job &job,
            const std::vector<std::string> &configs) {
  const auto start = std::chrono::steady_clock::now();
  GenOptions g = o.gen;
  g.seed = job.seed;
  g.mode = job.mode;
  const std::string dir =
      (fs::path(o.out) / "work" / fmt::format("{}-{}", job.seed, modeName(job.mode))).string();
  std::error_code ec;
  fs::remove_all(dir, ec);
  json line = {{"seed", job.seed}, {"mode", modeName(job.mode)}};
  const Program p = generate(g);
  line["grid"] = p.grid;
  line["block"] = p.block;
  const double gen = secondsSince(start);
  Verdict v = evaluate(o, t, p, dir, configs);
  v.tm.gen = gen;
  line["status"] = v.status;
  line["configs"] = v.cfg;
  if (!v.signature.empty())
    line["signature"] = v.signature;
  if (!v.detail.empty())
    line["detail"] = v.detail;
  line["timings"] = timingsJson(v.tm, secondsSince(start));
  // Keep what reproduces a case that does not agree; drop the rest.
  const fs::path keep = fs::path(o.out) / "cases" / std::to_string(job.seed);
  if (v.status != "agree" || o.keepAll) {
    fs::remove_all(keep, ec);
    fs::create_directories(keep.parent_path(), ec);
    fs::rename(dir, keep, ec);
    std::ofstream repro(keep / "repro.sh");
    repro << fmt::format(
        "#!/bin/sh\n# {} seed {} ({}): {}\n# regenerate: nvvm-sim fuzz gen --seed {} --mode {} "
        "--max-stmts {} --max-depth {} --max-funcs {} --max-blocks {} -o DIR\n"
        "set -x\ncd \"$(dirname \"$0\")\"\n"
        "nvvm-sim run kernel.O0.ll --script script.json --check all --dump-dir ref\n",
        v.status, job.seed, modeName(job.mode), v.signature, job.seed, modeName(job.mode), o.gen.maxStmts,
        o.gen.maxDepth, o.gen.maxFuncs, o.gen.maxBlocks);
    for (const std::string &c : configs)
      if (v.cfg.contains(c) && v.cfg[c] != "agree" && v.cfg[c] != "skipped")
        repro << fmt::format(
            "nvvm-sim run kernel.{}.ll --script script.json --dump-dir cfg-{} && cmp ref/out.bin "
            "cfg-{}/out.bin\n",
            c == "test-perturb" ? "O0"
            : c == "O0"         ? "O0-nodebug"
                                : c,
            c, c);
    std::ofstream(keep / "result.json") << line.dump(1) << "\n";
  } else {
    fs::remove_all(dir, ec);
  }
  return line;
}

/// A name of program `seed` in a batch: "out.bin" -> "out.<seed>.bin", "in" -> "in.<seed>".
std::string batchName(const std::string &name, uint64_t seed) {
  const size_t dot = name.rfind(".bin");
  return dot != std::string::npos && dot + 4 == name.size()
             ? fmt::format("{}.{}.bin", name.substr(0, dot), seed)
             : fmt::format("{}.{}", name, seed);
}

/// The programs of a batch as one: each source in a namespace of its own with its kernel renamed
/// `fuzz_kernel_<seed>` (extern "C" names ignore namespaces), and one script that allocates every
/// program's buffers under names of its own and launches the kernels in turn. Empty source when a
/// program's kernel cannot be renamed.
Program combine(const std::vector<Program> &ps, const std::vector<Job> &jobs) {
  Program all;
  json steps = json::array();
  std::vector<uint64_t> seeds;
  for (size_t i = 0; i < ps.size(); ++i) {
    const uint64_t seed = jobs[i].seed;
    seeds.push_back(seed);
    const std::string name = std::string(kKernelName) + "(";
    std::string source = ps[i].source;
    const size_t at = source.find(name);
    if (at == std::string::npos || source.find(name, at + 1) != std::string::npos)
      return Program{};
    source.replace(at, name.size(), fmt::format("{}_{}(", kKernelName, seed));
    all.source += fmt::format("namespace seed{} {{\n{}}} // namespace seed{}\n\n", seed, source, seed);
    for (json step : ps[i].script.at("steps")) {
      if (step.contains("buffer"))
        step["buffer"] = batchName(step["buffer"].get<std::string>(), seed);
      if (step.contains("file"))
        step["file"] = batchName(step["file"].get<std::string>(), seed);
      if (step.value("op", "") == "launch") {
        step["kernel"] = fmt::format("{}_{}", kKernelName, seed);
        for (json &arg : step["args"])
          if (arg.contains("buffer"))
            arg["buffer"] = batchName(arg["buffer"].get<std::string>(), seed);
      }
      steps.push_back(std::move(step));
    }
    for (const auto &[file, bytes] : ps[i].inputs)
      all.inputs.push_back({batchName(file, seed), bytes});
    for (const std::string &file : ps[i].outputs)
      all.outputs.push_back(batchName(file, seed));
  }
  all.script = {{"note", fmt::format("nvvm-sim fuzz campaign: a batch of the programs of seeds {}",
                                     fmt::join(seeds, ","))},
                {"steps", steps}};
  return all;
}

/// A batch's signature as a program alone would have it, so that batches showing the same
/// difference count as one discrepancy: "out.<seed>.bin" -> "out.bin", repeated parts once.
std::string loneSignature(const std::string &batchSignature) {
  const std::string named = std::regex_replace(batchSignature, std::regex(R"(\.[0-9]+\.bin)"), ".bin");
  size_t from = named.find(':') + 1; // after the status
  std::string signature = named.substr(0, from);
  std::set<std::string> parts;
  for (size_t comma; from <= named.size(); from = comma + 1) {
    comma = std::min(named.find(',', from), named.size());
    if (parts.insert(named.substr(from, comma - from)).second)
      signature += (parts.size() == 1 ? "" : ",") + named.substr(from, comma - from);
  }
  return signature;
}

/// A batch of programs compiled as one translation unit per configuration and run by one
/// interpreter process per configuration and schedule: a clang invocation costs mostly its fixed
/// start, so this multiplies a campaign's programs per hour. When the batch agrees, each program
/// agrees. When it does not, every program is run again alone, and its verdict (and its case, if it
/// does not agree) is the one recorded; a difference that only the batch shows is recorded against
/// each of its programs with the batch's folder kept as the case.
std::vector<json> runBatch(const CampaignOptions &o, const Toolchain &t, const std::vector<Job> &jobs,
                           const std::vector<std::string> &configs) {
  if (jobs.size() == 1)
    return {runOne(o, t, jobs.front(), configs)};
  const auto start = std::chrono::steady_clock::now();
  std::vector<Program> ps;
  for (const Job &job : jobs) {
    GenOptions g = o.gen;
    g.seed = job.seed;
    g.mode = job.mode;
    ps.push_back(generate(g));
  }
  const double gen = secondsSince(start);
  const Program all = combine(ps, jobs);
  const std::string name = fmt::format("batch-{}", jobs.front().seed);
  const std::string dir = (fs::path(o.out) / "work" / name).string();
  std::error_code ec;
  fs::remove_all(dir, ec);
  Verdict v;
  if (all.source.empty()) {
    v.status = "error";
    v.signature = "error:batch";
  } else {
    v = evaluate(o, t, all, dir, configs);
  }
  v.tm.gen = gen;
  const double batchSeconds = secondsSince(start), share = 1.0 / double(jobs.size());
  std::vector<json> lines;
  if (v.status == "agree") {
    fs::remove_all(dir, ec);
    for (size_t i = 0; i < jobs.size(); ++i)
      lines.push_back({{"seed", jobs[i].seed},
                       {"mode", modeName(jobs[i].mode)},
                       {"grid", ps[i].grid},
                       {"block", ps[i].block},
                       {"status", "agree"},
                       {"configs", v.cfg},
                       {"batch", jobs.size()},
                       {"timings", timingsJson(v.tm, batchSeconds, share)}});
    return lines;
  }
  // Each program alone decides. The batch's time is shared among them too: a campaign paid it.
  const json batchShare = timingsJson(v.tm, batchSeconds, share);
  bool allAgree = true;
  for (const Job &job : jobs) {
    json line = runOne(o, t, job, configs);
    line["batch"] = jobs.size();
    line["alone"] = true;
    for (auto &[k, seconds] : batchShare.items())
      line["timings"][k] = line["timings"][k].get<double>() + seconds.get<double>();
    allAgree &= line["status"] == "agree";
    lines.push_back(std::move(line));
  }
  if (!allAgree) {
    fs::remove_all(dir, ec);
    return lines;
  }
  const fs::path keep = fs::path(o.out) / "cases" / name;
  fs::remove_all(keep, ec);
  fs::create_directories(keep.parent_path(), ec);
  fs::rename(dir, keep, ec);
  std::vector<uint64_t> seeds;
  for (const Job &job : jobs)
    seeds.push_back(job.seed);
  const std::string signature = loneSignature(v.signature);
  const json batch = {{"status", v.status},
                      {"signature", v.signature},
                      {"configs", v.cfg},
                      {"detail", v.detail},
                      {"case", (fs::path("cases") / name).string()},
                      {"seeds", seeds}};
  std::ofstream(keep / "result.json") << batch.dump(1) << "\n";
  std::ofstream(keep / "repro.sh") << fmt::format(
      "#!/bin/sh\n# {}: programs of seeds {} compiled as one translation unit; each agrees alone\n"
      "set -x\ncd \"$(dirname \"$0\")\"\n"
      "nvvm-sim run kernel.O0.ll --script script.json --check all --stack-size {} --dump-dir ref\n",
      v.signature, fmt::join(seeds, ","), kStackBytes);
  for (json &line : lines) {
    line["status"] = v.status;
    line["configs"] = v.cfg;
    line["signature"] = "batch:" + signature;
    line["detail"] = {{"batch", batch}};
  }
  return lines;
}

} // namespace

int runCampaign(const CampaignOptions &o) {
  const Toolchain t = findToolchain();
  if (t.clang19.empty() || t.header.empty()) {
    std::cerr << "nvvm-sim fuzz campaign: error: "
              << (t.clang19.empty() ? "clang-19 is not installed (or set NVVM_SIM_CLANG19)"
                                    : "cannot find fuzz/cuda.h beside nvvm-sim (set NVVM_SIM_FUZZ_HEADER)")
              << "\n";
    return tools::kExitInputError;
  }
  std::vector<std::string> configs = o.configs;
  if (configs.empty())
    configs = kConfigs;
  for (const std::string &c : configs)
    if (std::find(kConfigs.begin(), kConfigs.end(), c) == kConfigs.end() && c != "test-perturb") {
      std::cerr << fmt::format("nvvm-sim fuzz campaign: error: unknown configuration '{}' (known: {})\n", c,
                               fmt::join(kConfigs, ","));
      return tools::kExitUsage;
    }
  std::error_code ec;
  fs::create_directories(o.out, ec);
  const fs::path results = fs::path(o.out) / "results.jsonl";
  // Resume: what results.jsonl already holds is not run again.
  std::set<std::pair<uint64_t, std::string>> done;
  {
    std::ifstream in(results);
    std::string text;
    while (std::getline(in, text))
      try {
        const json j = json::parse(text);
        done.insert({j.at("seed").get<uint64_t>(), j.at("mode").get<std::string>()});
      } catch (const json::exception &) {
      }
  }
  std::ofstream out(results, std::ios::app);
  if (ec || !out) {
    std::cerr << fmt::format("nvvm-sim fuzz campaign: error: cannot write {}\n", results.string());
    return tools::kExitInputError;
  }
  std::vector<Job> jobs;
  for (uint64_t s = o.first; s <= o.last && s >= o.first; ++s) {
    if ((s - o.first) % o.shards != o.shard)
      continue;
    const Mode m = o.mode == "all" ? Mode(s % std::size(kModeNames)) : *parseMode(o.mode);
    if (!done.count({s, std::string(modeName(m))}))
      jobs.push_back({s, m});
    if (s == UINT64_MAX)
      break;
  }
  // Batches of consecutive programs, small enough that every worker gets some.
  const size_t perWorker = (jobs.size() + o.jobs - 1) / o.jobs;
  const size_t batch = o.keepAll ? 1 : std::max<size_t>(1, std::min<size_t>(o.batch, perWorker));
  std::vector<std::vector<Job>> batches;
  for (size_t i = 0; i < jobs.size(); i += batch)
    batches.emplace_back(jobs.begin() + long(i), jobs.begin() + long(std::min(jobs.size(), i + batch)));
  std::cerr << fmt::format(
      "nvvm-sim fuzz campaign: {} programs to run (shard {}/{}, {} already in {}), {} at a "
      "time, in batches of {}\n",
      jobs.size(), o.shard, o.shards, done.size(), results.string(), o.jobs, batch);
  std::atomic<size_t> next{0};
  std::mutex lock;
  bool bad = false;
  std::vector<std::thread> workers;
  for (unsigned w = 0; w < std::min<size_t>(o.jobs, std::max<size_t>(batches.size(), 1)); ++w)
    workers.emplace_back([&] {
      for (size_t i; (i = next++) < batches.size();) {
        const std::vector<json> lines = runBatch(o, t, batches[i], configs);
        std::lock_guard<std::mutex> g(lock);
        for (const json &line : lines) {
          out << line.dump() << "\n";
          bad |= line["status"] != "agree";
          if (line["status"] != "agree")
            std::cerr << fmt::format("seed {} ({}): {} {}\n", line["seed"].get<uint64_t>(),
                                     line["mode"].get<std::string>(), line["status"].get<std::string>(),
                                     line.value("signature", ""));
        }
        out << std::flush;
      }
    });
  for (std::thread &w : workers)
    w.join();
  fs::remove_all(fs::path(o.out) / "work", ec);
  out.close();
  const int summary = runSummary(o.out);
  if (summary == tools::kExitInputError)
    return summary;
  return bad || summary != 0 ? tools::kExitFailure : tools::kExitOk;
}

} // namespace nvsim::fuzz
