// `nvvm-sim fuzz summary DIR` (also printed at the end of a campaign): the results of
// DIR/results.jsonl, which may be many shards' lines concatenated, as one table: programs per mode
// and status, each configuration's verdicts, the distinct discrepancies, and where the time went.
#include "tools/Commands.h"
#include "tools/fuzz/Fuzz.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>

namespace nvsim::fuzz {

namespace fs = std::filesystem;
using nlohmann::json;

int runSummary(const std::string &dir) {
  const fs::path path = fs::path(dir) / "results.jsonl";
  std::ifstream in(path);
  if (!in) {
    std::cerr << fmt::format("nvvm-sim fuzz summary: error: cannot read {}\n", path.string());
    return tools::kExitInputError;
  }
  std::map<std::string, std::map<std::string, unsigned>> byMode, byConfig;
  struct Sig {
    unsigned count = 0;
    uint64_t firstSeed = UINT64_MAX;
    std::set<std::string> modes;
  };
  std::map<std::string, Sig> signatures;
  std::map<std::string, double> time;
  std::set<std::pair<uint64_t, std::string>> seen;
  unsigned programs = 0, malformed = 0, duplicates = 0;
  std::string text;
  for (unsigned lineNo = 1; std::getline(in, text); ++lineNo) {
    json j;
    try {
      j = json::parse(text);
      const auto key = std::make_pair(j.at("seed").get<uint64_t>(), j.at("mode").get<std::string>());
      if (!seen.insert(key).second) { // the same program twice (shards merged twice): counted once
        ++duplicates;
        continue;
      }
      const std::string status = j.at("status").get<std::string>();
      ++programs;
      ++byMode[key.second][status];
      ++byMode["all"][status];
      const json configs = j.value("configs", json::object()), timings = j.value("timings", json::object());
      for (auto it = configs.begin(); it != configs.end(); ++it)
        ++byConfig[it.key()][it.value().get<std::string>()];
      if (j.contains("signature")) {
        Sig &s = signatures[j["signature"].get<std::string>()];
        ++s.count;
        s.firstSeed = std::min(s.firstSeed, key.first);
        s.modes.insert(key.second);
      }
      for (auto it = timings.begin(); it != timings.end(); ++it)
        time[it.key()] += it.value().get<double>();
    } catch (const json::exception &) {
      std::cerr << fmt::format("{}:{}: warning: not a result line; skipped\n", path.string(), lineNo);
      ++malformed;
    }
  }
  std::cout << fmt::format("{} programs in {}{}\n\n", programs, path.string(),
                           duplicates ? fmt::format(" ({} repeated lines counted once)", duplicates) : "");
  std::cout << fmt::format("{:<8} {:>8} {:>8} {:>8} {:>8}\n", "mode", "agree", "differ", "ub", "error");
  for (const auto &[mode, counts] : byMode) {
    if (mode == "all")
      continue;
    auto n = [&](const std::string &s) { return counts.count(s) ? counts.at(s) : 0u; };
    std::cout << fmt::format("{:<8} {:>8} {:>8} {:>8} {:>8}\n", mode, n("agree"), n("differ"), n("ub"),
                             n("error"));
  }
  if (byMode.count("all")) {
    auto &counts = byMode["all"];
    auto n = [&](const std::string &s) { return counts.count(s) ? counts.at(s) : 0u; };
    std::cout << fmt::format("{:<8} {:>8} {:>8} {:>8} {:>8}\n", "all", n("agree"), n("differ"), n("ub"),
                             n("error"));
  }
  std::cout << fmt::format("\n{:<14} {:>8} {:>8} {:>8} {:>8}\n", "config", "agree", "differ", "error",
                           "skipped");
  for (const auto &[config, counts] : byConfig) {
    auto n = [&](const std::string &s) { return counts.count(s) ? counts.at(s) : 0u; };
    std::cout << fmt::format("{:<14} {:>8} {:>8} {:>8} {:>8}\n", config, n("agree"), n("differ"), n("error"),
                             n("skipped"));
  }
  std::cout << fmt::format("\n{} distinct discrepancies\n", signatures.size());
  for (const auto &[sig, s] : signatures)
    std::cout << fmt::format("  {:>6} x {}  (first seed {}, modes {})\n", s.count, sig, s.firstSeed,
                             fmt::join(s.modes, ","));
  if (programs && time["total"] > 0) {
    const double total = time["total"];
    std::cout << fmt::format(
        "\ntime per program: {:.3f} s (generation {:.0f}%, clang {:.0f}%, interpreter {:.0f}%, "
        "start-up {:.0f}%); {:.1f} programs per core-minute\n",
        total / programs, 100 * time["gen"] / total, 100 * time["clang"] / total,
        100 * time["interpreter"] / total, 100 * time["startup"] / total, 60.0 * programs / total);
  }
  const unsigned agree = byMode.count("all") && byMode["all"].count("agree") ? byMode["all"]["agree"] : 0;
  return malformed || agree != programs ? tools::kExitFailure : tools::kExitOk;
}

} // namespace nvsim::fuzz
