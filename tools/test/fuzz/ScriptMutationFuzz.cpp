// Mutation fuzzing of the launch-script reader: mutated scripts must never crash it, hang it or
// throw out of it; every one is read, checked and (when it parses) checked against a module.
//
// script_mutation_fuzz [--count N] [--seed S] [--index I] [--module M.ll] [--save-failures DIR] SEED...
// Reads the seed scripts (.json files holding "steps"; folders are searched recursively, in sorted
// order) and makes --count inputs from them: byte flips, deletions, splices of two seeds, numbers
// replaced by extreme ones (1e400, -1, 2^64, NaN), strings by invalid UTF-8 and '../..', deep
// nesting, duplicated keys. Each input goes through readLaunchScript (from a scratch file), through
// parseLaunchScript with its seed's folder (so the seed's data files are found), and, when it
// parses, loadScriptProgram against --module (kernels are not run). Input i depends only on
// --seed, i and the seeds, so `--index I` regenerates it alone.
//
// A failure is an exception that escapes, a rejected script without an error, or an input that
// takes longer than 5 s. Exit code: 0 no failure, 1 failures, 2 usage.
#include "core/parser/Parser.h"
#include "memory/Memory.h"
#include "sim/Launch.h"
#include "tools/ScriptRunner.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include <unistd.h>

namespace {

namespace fs = std::filesystem;
using namespace nvsim;

struct Seed {
  fs::path path;
  std::string text;
};

std::string readText(const fs::path &path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

void addSeed(const fs::path &path, std::vector<Seed> &seeds) {
  std::string text = readText(path);
  if (text.find("\"steps\"") != std::string::npos)
    seeds.push_back({path, std::move(text)});
}

std::vector<Seed> loadSeeds(const std::vector<std::string> &roots) {
  std::vector<Seed> seeds;
  for (const std::string &root : roots) {
    if (!fs::is_directory(root)) {
      addSeed(root, seeds);
      continue;
    }
    std::vector<fs::path> files;
    for (const auto &e : fs::recursive_directory_iterator(root))
      if (e.is_regular_file() && e.path().extension() == ".json")
        files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const fs::path &f : files)
      addSeed(f, seeds);
  }
  return seeds;
}

class Mutator {
public:
  Mutator(uint64_t seed, const std::vector<Seed> &seeds) : rng_(seed), seeds_(seeds) {}

  /// The input and the index of the seed it was made from.
  std::pair<std::string, size_t> make() {
    const size_t from = pick(seeds_.size());
    std::string text = seeds_[from].text;
    for (size_t n = 1 + pick(3); n > 0; --n)
      mutate(text);
    return {std::move(text), from};
  }

private:
  size_t pick(size_t n) { return n ? size_t(rng_() % n) : 0; }
  template <typename T, size_t N> const T &choose(const T (&items)[N]) { return items[pick(N)]; }

  /// The [start, end) of a random token of the kind `is` accepts, or nothing.
  template <typename Pred> std::optional<std::pair<size_t, size_t>> token(const std::string &t, Pred is) {
    std::vector<std::pair<size_t, size_t>> found;
    for (size_t i = 0; i < t.size();) {
      size_t end = is(t, i);
      if (end > i) {
        found.emplace_back(i, end);
        i = end;
      } else {
        ++i;
      }
    }
    if (found.empty())
      return std::nullopt;
    return found[pick(found.size())];
  }
  static size_t numberEnd(const std::string &t, size_t i) {
    if (!(std::isdigit(static_cast<unsigned char>(t[i])) || t[i] == '-') ||
        (i && std::isalnum((unsigned char)t[i - 1])))
      return i;
    size_t j = i + 1;
    while (j < t.size() && (std::isdigit(static_cast<unsigned char>(t[j])) || std::strchr(".eE+-", t[j])))
      ++j;
    return j;
  }
  static size_t stringEnd(const std::string &t, size_t i) {
    if (t[i] != '"')
      return i;
    size_t j = i + 1;
    while (j < t.size() && t[j] != '"')
      j += t[j] == '\\' ? 2 : 1;
    return j < t.size() ? j + 1 : i;
  }

  void mutate(std::string &t) {
    static const char *const kNumbers[] = {"1e400",
                                           "-1e400",
                                           "-1",
                                           "18446744073709551616",
                                           "18446744073709551615",
                                           "NaN",
                                           "-0",
                                           "1e-400",
                                           "4294967296",
                                           "1099511627777",
                                           "0",
                                           "2.5",
                                           "99999999999999999999999999"};
    static const char *const kStrings[] = {
        "\"\xff\xfe\"", "\"../..\"", "\"../../x\"", "\"\"",       "\"/dev/zero\"", "\"/\"",   "\"a\\u0000b\"",
        "\"\\ud800\"",  "\"nan\"",   "\"-inf\"",    "\"0x1p-3\"", "\"ptr\"",       "\"f16\"", "\"ulp\""};
    if (t.empty()) {
      t = "{";
      return;
    }
    switch (pick(9)) {
    case 0: t[pick(t.size())] ^= char(1 << pick(8)); break;
    case 1: t.erase(pick(t.size()), 1 + pick(16)); break;
    case 2: { // a splice: this text's start, another seed's rest
      const std::string &other = seeds_[pick(seeds_.size())].text;
      t = t.substr(0, pick(t.size())) + other.substr(pick(other.size()));
      break;
    }
    case 3:
    case 4:
      if (auto n = token(t, numberEnd))
        t.replace(n->first, n->second - n->first, choose(kNumbers));
      break;
    case 5:
    case 6:
      if (auto s = token(t, stringEnd))
        t.replace(s->first, s->second - s->first, choose(kStrings));
      break;
    case 7: { // a value nested deep
      const size_t depth = 1 + pick(200);
      if (auto n = token(t, numberEnd))
        t.replace(n->first, n->second - n->first, std::string(depth, '[') + std::string(depth, ']'));
      break;
    }
    default: { // a duplicated key: "k": v, repeated in place
      if (auto s = token(t, stringEnd)) {
        const size_t end = t.find_first_of(",}", s->second);
        if (end != std::string::npos && t.find(':', s->second) < end)
          t.insert(s->first, t.substr(s->first, end - s->first) + ",");
      }
      break;
    }
    }
  }

  std::mt19937_64 rng_;
  const std::vector<Seed> &seeds_;
};

/// Runs one input; the failure's description, or empty.
std::string check(const std::string &text, const Seed &seed, const fs::path &scratch,
                  const ir::Module &module, DiagEngine &moduleDiags) {
  const auto ignore = [](const std::string &, bool) {};
  try {
    { std::ofstream(scratch, std::ios::binary | std::ios::trunc) << text; }
    (void)tools::readLaunchScript(scratch.string(), ignore);
    auto source = std::make_shared<const SourceFile>(seed.path.string(), text);
    std::vector<tools::ScriptError> diags;
    std::optional<tools::LaunchScript> script =
        tools::parseLaunchScript(source, seed.path.parent_path(), diags);
    bool error = false;
    for (const tools::ScriptError &e : diags) {
      (void)tools::renderError(e, source.get());
      error = error || !e.warning;
    }
    if (!script && !error)
      return "the script was rejected without an error";
    if (script) {
      mem::Memory memory;
      (void)tools::loadScriptProgram(module, moduleDiags, memory, *script, ignore);
    }
  } catch (const std::exception &e) {
    return fmt::format("exception escaped: {}", e.what());
  } catch (...) {
    return "a non-standard exception escaped";
  }
  return "";
}

} // namespace

int main(int argc, char **argv) {
  CLI::App app{"Mutation fuzzing of the launch-script reader", "script_mutation_fuzz"};
  uint64_t count = 1000, seed = 1;
  int64_t index = -1;
  std::string modulePath, saveDir;
  std::vector<std::string> roots;
  app.add_option("--count", count, "inputs to make");
  app.add_option("--seed", seed, "seed of the mutations");
  app.add_option("--index", index, "run only input I");
  app.add_option("--module", modulePath, "module the parsed scripts are checked against (.ll)")->required();
  app.add_option("--save-failures", saveDir, "write failing inputs here");
  app.add_option("SEED", roots, "seed scripts or folders")->required();
  CLI11_PARSE(app, argc, argv);

  std::vector<Seed> seeds = loadSeeds(roots);
  if (seeds.empty()) {
    fmt::print(stderr, "script_mutation_fuzz: no seed scripts\n");
    return 2;
  }
  SourceFile moduleText(modulePath, readText(modulePath));
  DiagEngine moduleDiags(&moduleText);
  std::unique_ptr<ir::Module> module = parseAssembly(moduleText, moduleDiags);
  if (!module) {
    fmt::print(stderr, "{}", moduleDiags.renderAll());
    return 2;
  }
  const fs::path scratch =
      fs::temp_directory_path() / fmt::format("script-mutation-fuzz-{}.json", ::getpid());
  const auto start = std::chrono::steady_clock::now();
  uint64_t failures = 0, runs = 0;
  for (uint64_t i = index >= 0 ? uint64_t(index) : 0; i < (index >= 0 ? uint64_t(index) + 1 : count); ++i) {
    Mutator mutator(seed * 0x9e3779b97f4a7c15 + i, seeds);
    auto [text, from] = mutator.make();
    const auto t0 = std::chrono::steady_clock::now();
    std::string failure = check(text, seeds[from], scratch, *module, moduleDiags);
    if (failure.empty() && std::chrono::steady_clock::now() - t0 > std::chrono::seconds(5))
      failure = "took longer than 5 s";
    ++runs;
    if (failure.empty())
      continue;
    ++failures;
    fmt::print(stderr, "input {} (seed {}): {}\n", i, seeds[from].path.string(), failure);
    if (!saveDir.empty()) {
      fs::create_directories(saveDir);
      std::ofstream(fs::path(saveDir) / fmt::format("input-{}.json", i), std::ios::binary) << text;
    }
  }
  std::error_code ec;
  fs::remove(scratch, ec);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  fmt::print("script_mutation_fuzz: {} inputs from {} seeds, {} failure{}, {:.1f} s\n", runs, seeds.size(),
             failures, failures == 1 ? "" : "s", seconds);
  return failures ? 1 : 0;
}
