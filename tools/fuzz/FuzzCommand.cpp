// `nvvm-sim fuzz`: the command line of gen, campaign, summary and reduce, and the writing of one
// generated program into its folder.
#include "tools/Commands.h"
#include "tools/fuzz/Fuzz.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace nvsim::fuzz {

namespace fs = std::filesystem;

namespace {

bool writeFile(const fs::path &path, const std::string &bytes, std::string &error) {
  std::ofstream out(path, std::ios::binary);
  out.write(bytes.data(), std::streamsize(bytes.size()));
  if (!out) {
    error = "cannot write " + path.string();
    return false;
  }
  return true;
}

/// Parses "A..B" (or one number).
bool parseSeeds(const std::string &text, uint64_t &first, uint64_t &last) {
  const size_t dots = text.find("..");
  char *end = nullptr;
  const std::string a = dots == std::string::npos ? text : text.substr(0, dots);
  const std::string b = dots == std::string::npos ? text : text.substr(dots + 2);
  if (a.empty() || b.empty() || a[0] == '-' || b[0] == '-')
    return false;
  first = std::strtoull(a.c_str(), &end, 10);
  if (*end)
    return false;
  last = std::strtoull(b.c_str(), &end, 10);
  return !*end && first <= last;
}

/// Parses "K/N" with K < N.
bool parseShard(const std::string &text, unsigned &k, unsigned &n) {
  const size_t slash = text.find('/');
  if (slash == std::string::npos)
    return false;
  char *end = nullptr;
  const unsigned long kk = std::strtoul(text.substr(0, slash).c_str(), &end, 10);
  if (*end || slash == 0)
    return false;
  const unsigned long nn = std::strtoul(text.substr(slash + 1).c_str(), &end, 10);
  if (*end || nn == 0 || kk >= nn || nn > 1000000)
    return false;
  k = unsigned(kk);
  n = unsigned(nn);
  return true;
}

void addKnobs(CLI::App &cmd, GenOptions &g) {
  cmd.add_option("--max-stmts", g.maxStmts, "statements per block (the kernel's top level: up to twice)")
      ->check(CLI::Range(1u, 64u));
  cmd.add_option("--max-depth", g.maxDepth, "nesting of if/loop blocks and depth of expressions")
      ->check(CLI::Range(1u, 6u));
  cmd.add_option("--max-funcs", g.maxFuncs, "device functions (call and mix modes)")
      ->check(CLI::Range(1u, 8u));
  cmd.add_option("--max-blocks", g.maxBlocks, "blocks of the grid")->check(CLI::Range(1u, 8u));
}

} // namespace

bool writeProgram(const Program &p, const std::string &dirName, const Toolchain &t, std::string &error,
                  double *clangSeconds) {
  const fs::path dir(dirName);
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) {
    error = fmt::format("cannot make {}: {}", dir.string(), ec.message());
    return false;
  }
  if (t.header.empty()) {
    error = "cannot find the CUDA header of the generated programs (fuzz/cuda.h beside nvvm-sim; set "
            "NVVM_SIM_FUZZ_HEADER to conformance/cases/cuda/cuda.h)";
    return false;
  }
  fs::copy_file(t.header, dir / "cuda.h", fs::copy_options::overwrite_existing, ec);
  if (ec) {
    error = fmt::format("cannot copy {}: {}", t.header, ec.message());
    return false;
  }
  if (!writeFile(dir / "kernel.cu", p.source, error) ||
      !writeFile(dir / "script.json", p.script.dump(1) + "\n", error))
    return false;
  for (const auto &[name, bytes] : p.inputs)
    if (!writeFile(dir / name, bytes, error))
      return false;
  if (t.clang19.empty()) {
    error = "clang-19 is not installed (Debian: apt-get install clang-19; or set NVVM_SIM_CLANG19)";
    return false;
  }
  const Timed c = runTimed(compileArgs(t, false, 0, "kernel.O0.ll"), dir.string(), 120);
  if (clangSeconds)
    *clangSeconds = c.seconds;
  if (!c.ok) {
    error = "clang-19 -O0 failed on kernel.cu: " + c.message;
    return false;
  }
  return true;
}

int runFuzz(int argc, char **argv) {
  CLI::App app{"nvvm-sim fuzz: generated CUDA kernels for differential testing of GPU compilers "
               "(docs/fuzzing.md)",
               "nvvm-sim fuzz"};
  app.require_subcommand(1);
  std::string modeList;
  for (std::string_view m : kModeNames)
    modeList += (modeList.empty() ? "" : ", ") + std::string(m);

  GenOptions gen;
  std::string genMode = "mix", genOut;
  auto *g = app.add_subcommand("gen", "Write one program: DIR/kernel.cu, DIR/script.json and its inputs, "
                                      "DIR/kernel.O0.ll (clang-19 -O0); same seed and mode, same bytes");
  g->add_option("--seed", gen.seed, "the program's seed")->required();
  g->add_option("--mode", genMode, "what it exercises: " + modeList)
      ->check(CLI::IsMember(std::vector<std::string>(std::begin(kModeNames), std::end(kModeNames))));
  g->add_option("-o,--output", genOut, "folder to write (made when missing)")->required();
  addKnobs(*g, gen);

  CampaignOptions camp;
  std::string seeds, shard;
  auto *c = app.add_subcommand("campaign", "Generate, compile with every configuration, run, compare; one "
                                           "JSON line per program in DIR/results.jsonl");
  c->add_option("--seeds", seeds, "seeds A..B (inclusive)")->required();
  c->add_option("--mode", camp.mode, "a mode (" + modeList + ") or all (seed s takes mode s % 6)");
  c->add_option("--configs", camp.configs,
                "comma-separated configurations (default: every one installed): O0,O1,O2,O3,clang14-O2,"
                "opt-O3,passes,llc,nvvm")
      ->delimiter(',');
  c->add_option("--shard", shard,
                "K/N: only the seeds s with (s - A) % N == K (default: SLURM_ARRAY_TASK_ID/"
                "SLURM_ARRAY_TASK_COUNT, or JOB_COMPLETION_INDEX/JOB_COMPLETIONS)");
  c->add_option("-j,--jobs", camp.jobs, "programs at a time")->check(CLI::Range(1u, 256u));
  c->add_option("--batch", camp.batch,
                "programs compiled as one translation unit and run by one interpreter process (default "
                "16; a batch that does not agree is run again program by program; 1: each alone)")
      ->check(CLI::Range(1u, 256u));
  c->add_option("--out", camp.out, "results folder (results.jsonl, cases/<seed>/)")->required();
  c->add_option("--schedules", camp.schedules, "schedules of the reference run (1-10)")
      ->check(CLI::Range(1u, 10u));
  c->add_option("--timeout", camp.timeout,
                "seconds (wall) allowed to each compiler or interpreter run (default 300)");
  c->add_flag("--keep-all", camp.keepAll, "keep every program's folder, not only those that do not agree");
  addKnobs(*c, camp.gen);

  std::string summaryDir;
  auto *s = app.add_subcommand("summary", "Print the summary table of DIR/results.jsonl (merged shards)");
  s->add_option("DIR", summaryDir, "a campaign's folder")->required();

  std::string reduceDir;
  unsigned reduceTimeout = 600;
  bool reduceAll = false;
  auto *r =
      app.add_subcommand("reduce", "Reduce a discrepancy a campaign kept (DIR/cases/<seed>), keeping it "
                                   "free of undefined behaviour");
  r->add_option("CASE", reduceDir, "the case's folder")->required();
  r->add_option("--timeout", reduceTimeout, "seconds for the whole reduction");
  r->add_flag("--source", reduceAll, "also reduce kernel.cu with cvise (slower)");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError &e) {
    const int rc = app.exit(e);
    return rc == 0 ? tools::kExitOk : tools::kExitUsage;
  }
  if (*g) {
    gen.mode = *parseMode(genMode);
    const Program p = generate(gen);
    std::string error;
    if (!writeProgram(p, genOut, findToolchain(), error)) {
      std::cerr << "nvvm-sim fuzz gen: error: " << error << "\n";
      return tools::kExitInputError;
    }
    return tools::kExitOk;
  }
  if (*c) {
    if (!parseSeeds(seeds, camp.first, camp.last)) {
      std::cerr << fmt::format("nvvm-sim fuzz campaign: error: --seeds '{}': expected A..B with A <= B\n",
                               seeds);
      return tools::kExitUsage;
    }
    if (camp.mode != "all" && !parseMode(camp.mode)) {
      std::cerr << fmt::format("nvvm-sim fuzz campaign: error: --mode '{}': expected all or one of {}\n",
                               camp.mode, modeList);
      return tools::kExitUsage;
    }
    std::string from = "--shard";
    if (shard.empty()) {
      const char *id = std::getenv("SLURM_ARRAY_TASK_ID"), *count = std::getenv("SLURM_ARRAY_TASK_COUNT");
      from = "SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_COUNT";
      if (!id || !count) {
        id = std::getenv("JOB_COMPLETION_INDEX");
        count = std::getenv("JOB_COMPLETIONS");
        from = "JOB_COMPLETION_INDEX/JOB_COMPLETIONS";
        if (id && !count) {
          std::cerr
              << "nvvm-sim fuzz campaign: error: JOB_COMPLETION_INDEX is set but JOB_COMPLETIONS is not "
                 "(set it to the Job's completions, or give --shard K/N)\n";
          return tools::kExitUsage;
        }
      }
      if (id && count)
        shard = fmt::format("{}/{}", id, count);
    }
    if (!shard.empty() && !parseShard(shard, camp.shard, camp.shards)) {
      std::cerr << fmt::format("nvvm-sim fuzz campaign: error: {} '{}': expected K/N with 0 <= K < N\n", from,
                               shard);
      return tools::kExitUsage;
    }
    return runCampaign(camp);
  }
  if (*s)
    return runSummary(summaryDir);
  if (*r)
    return runReduce(reduceDir, reduceTimeout, reduceAll);
  return tools::kExitUsage;
}

} // namespace nvsim::fuzz
