// `nvvm-sim fuzz`: gen, campaign, summary, reduce (docs/fuzzing.md; CLI.md is the contract).
#pragma once

#include "tools/fuzz/Generator.h"
#include "tools/fuzz/Toolchain.h"

#include <string>
#include <vector>

namespace nvsim::fuzz {

/// `nvvm-sim fuzz ...` (argv[0] is "fuzz").
int runFuzz(int argc, char **argv);

/// Writes `p` into `dir` (kernel.cu, cuda.h, script.json, the inputs) and compiles kernel.O0.ll
/// with clang-19 -O0. False with `error` when a file cannot be written or clang fails.
bool writeProgram(const Program &p, const std::string &dir, const Toolchain &t, std::string &error,
                  double *clangSeconds = nullptr);

struct CampaignOptions {
  uint64_t first = 0, last = 0;     ///< --seeds A..B (inclusive)
  std::string mode = "all";         ///< a mode, or all: seed s takes mode s % 6
  std::vector<std::string> configs; ///< --configs (default: every one that is installed)
  unsigned shard = 0, shards = 1;   ///< --shard K/N (or the Slurm / Kubernetes variables)
  unsigned jobs = 1;                ///< -j
  unsigned batch = 16;              ///< --batch: programs compiled and run together (1: each alone)
  std::string out;                  ///< --out DIR
  GenOptions gen;                   ///< size knobs (seed and mode set per program)
  unsigned schedules = 3;           ///< reference schedules
  bool keepAll = false;             ///< keep every case, not only the failing ones
  unsigned timeout = 300;           ///< seconds per subprocess (wall: generous for a niced campaign)
};
int runCampaign(const CampaignOptions &o);
/// Prints the summary table of DIR/results.jsonl (one or many shards' lines, merged).
int runSummary(const std::string &dir);
/// `nvvm-sim fuzz reduce CASE`.
int runReduce(const std::string &dir, unsigned timeout, bool keepGoing);

} // namespace nvsim::fuzz
