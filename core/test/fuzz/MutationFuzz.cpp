// Mutation fuzzing of the LLVM assembly reader: mutated seeds must never crash or hang it.
//
// parser_mutation_fuzz [options] SEED_DIR_OR_FILE...
// Reads the seed .ll files (folders are searched recursively, in sorted order), makes --count
// inputs from them (byte flips, byte inserts and deletes, truncation, swapped and duplicated
// lines, deep nesting, nested types, huge integer types and literals, tokens and lines spliced
// from other seeds) and runs parseAssembly, then printModule on success, on each. Input i depends
// only on --seed, i and the seeds, so `--index i` regenerates it alone.
//
// A failure is an input that takes longer than --time-limit seconds (a hang), an exception that
// escapes the parser (bad input must give a diagnostic), or a null module without an error. A crash
// ends the process (under ASan/UBSan with their report); the input is saved first in every case
// when --save-failures DIR is given. Exit code: 0 no failure, 1 failures, 2 usage.
#include "core/parser/Parser.h"
#include "core/printer/Printer.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <mutex>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define NVSIM_FUZZ_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define NVSIM_FUZZ_ASAN 1
#endif
#ifdef NVSIM_FUZZ_ASAN
#include <sanitizer/common_interface_defs.h>
#endif

namespace fs = std::filesystem;

namespace nvsim::fuzz {
namespace {

/// Deterministic randomness: std::mt19937_64's sequence is fixed by the standard, and the
/// distributions below are ours (the standard library's differ between implementations).
class Rng {
public:
  explicit Rng(uint64_t seed) : gen_(seed) {}
  /// Uniform in [0, n); n > 0.
  uint64_t below(uint64_t n) { return gen_() % n; }
  /// Uniform in [lo, hi].
  uint64_t range(uint64_t lo, uint64_t hi) { return lo + below(hi - lo + 1); }
  bool chance(unsigned percent) { return below(100) < percent; }
  template <typename T> const T &pick(const std::vector<T> &v) { return v[below(v.size())]; }

private:
  std::mt19937_64 gen_;
};

uint64_t splitMix(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

struct Seed {
  std::string name;
  std::string text;
};

/// What mutations draw from: the seeds, their tokens and a dictionary of assembly syntax.
struct Material {
  std::vector<Seed> seeds;
  std::vector<std::string> tokens;
};

/// Syntax to splice in. (Other bytes, NUL included, come from insert-bytes.) Kept packed: clang-format
/// would give every entry a line of its own.
// clang-format off
const std::vector<std::string> kDictionary = {
    "define", "declare", "global", "constant", "ptr", "addrspace(3)", "addrspace(", "metadata", "!{", "!{}",
    "!0", "!9999999999", "distinct !{", "!DILocation(line: 1, scope: !0)", "#0", "attributes #0 = {",
    "getelementptr inbounds (", "bitcast (", "addrspacecast (", "inttoptr", "zeroinitializer", "undef",
    "poison", "null", "none", "x86_fp80", "fp128", "half", "bfloat", "label", "token", "void", "...",
    "opaque", "type {", "%struct.S", "c\"\\00\"", "c\"\\", "\"", "0x7FF0000000000000", "0xK", "0xH7C00",
    "0xM", "-0", "1e309", "-1e-400", "blockaddress(", "dso_local_equivalent", "no_cfi", "asm sideeffect",
    "phi", "switch", "indirectbr", "callbr", "invoke", "landingpad", "unreachable", "ret", "br label %",
    "#dbg_value(", "!nvvm.annotations", "uselistorder", "comdat", "$c", "section", "align 4294967296",
    "align 0", "vscale", "<vscale x 4 x i32>", "target(\"x\", i32, 9)", "range(i32 0, 10)", "memory(read)",
    "nneg", "disjoint", "nuw", "nsw", "exact", "@", "%", "!", "#", "$", "^", "*", "x", "i1", "i64", "i0",
    "i128", "-", ":", ";", "\n", "\xff\xfe", "\\"};
// clang-format on

const std::vector<std::string> kIntTypes = {
    "i99999999", "i8388608", "i8388607", "i16777215", "i4294967296", "i18446744073709551616", "i0", "i65536"};

std::string repeat(std::string_view s, size_t n) {
  std::string out;
  out.reserve(s.size() * n);
  for (size_t i = 0; i < n; ++i)
    out += s;
  return out;
}

/// A nesting depth: mostly around the parser's limit, sometimes huge.
size_t nestingDepth(Rng &rng) {
  switch (rng.below(4)) {
  case 0: return rng.range(2, 300);
  case 1: return rng.range(kMaxNestingDepth - 2, kMaxNestingDepth + 2);
  case 2: return rng.range(1000, 5000);
  default: return 100000;
  }
}

std::vector<std::string_view> splitLines(std::string_view text) {
  std::vector<std::string_view> lines;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    end = end == std::string_view::npos ? text.size() : end + 1;
    lines.push_back(text.substr(start, end - start));
    start = end;
  }
  return lines;
}

/// Byte offset of the start of a random line, or of a random byte.
size_t randomPoint(const std::string &s, Rng &rng, bool lineStart) {
  if (s.empty())
    return 0;
  size_t at = rng.below(s.size() + 1);
  if (lineStart) {
    size_t nl = s.rfind('\n', at == 0 ? 0 : at - 1);
    at = nl == std::string::npos ? 0 : nl + 1;
  }
  return at;
}

/// Offset and length of a random occurrence of `what` in s, or npos.
std::pair<size_t, size_t> findRandom(const std::string &s, std::string_view what, Rng &rng) {
  size_t at = s.find(what, rng.below(s.size() + 1));
  if (at == std::string::npos)
    at = s.find(what);
  return {at, what.size()};
}

/// Offset and length of a random decimal literal in s (at least one digit), or npos.
std::pair<size_t, size_t> findNumber(const std::string &s, Rng &rng) {
  size_t from = rng.below(s.size() + 1);
  for (int pass = 0; pass < 2; ++pass, from = 0) {
    size_t at = s.find_first_of("0123456789", from);
    if (at != std::string::npos) {
      size_t end = s.find_first_not_of("0123456789", at);
      return {at, (end == std::string::npos ? s.size() : end) - at};
    }
  }
  return {std::string::npos, 0};
}

/// Puts `piece` in place of a random `target` occurrence, or at a random point when there is none.
void replaceOrInsert(std::string &s, std::string_view target, const std::string &piece, Rng &rng) {
  auto [at, len] = findRandom(s, target, rng);
  if (at == std::string::npos)
    s.insert(randomPoint(s, rng, false), piece);
  else
    s.replace(at, len, piece);
}

/// A deeply nested type: arrays, structs, vectors, typed pointers or function types.
std::string nestedType(Rng &rng) {
  size_t d = nestingDepth(rng);
  switch (rng.below(5)) {
  case 0: return repeat("[1 x ", d) + "i32" + repeat("]", d);
  case 1: return repeat("{ ", d) + "i8" + repeat(" }", d);
  case 2: return repeat("<1 x ", d) + "i8" + repeat(">", d);
  case 3: return "i8" + repeat("*", d);
  default: return repeat("void (", d) + "i8" + repeat(")", d);
  }
}

/// A deeply nested constant or metadata expression.
std::string nestedValue(Rng &rng) {
  size_t d = nestingDepth(rng);
  switch (rng.below(3)) {
  case 0: return repeat("ptr bitcast (", d) + "ptr @g" + repeat(" to ptr)", d);
  case 1: return repeat("!{", d) + "i32 0" + repeat("}", d);
  default: return repeat("[1 x i8] [", d) + "i8 0" + repeat("]", d);
  }
}

/// A literal of 10^5 characters: decimal, hexadecimal, float, identifier or string.
std::string hugeLiteral(Rng &rng) {
  constexpr size_t kLen = 100000;
  switch (rng.below(6)) {
  case 0: return "9" + repeat("9", kLen - 1);
  case 1: return "-" + repeat("1234567890", kLen / 10);
  case 2: return "0x" + repeat("F", kLen);
  case 3: return "1." + repeat("5", kLen) + "e+" + repeat("9", 20);
  case 4: return "%" + repeat("a", kLen);
  default: return "c\"" + repeat("\\41", kLen / 3) + "\"";
  }
}

/// Applies one random mutation to s; returns its name.
const char *mutate(std::string &s, Rng &rng, const Material &m) {
  switch (rng.below(15)) {
  case 0: {
    if (s.empty())
      break;
    s[rng.below(s.size())] ^= static_cast<char>(1u << rng.below(8));
    return "flip-bit";
  }
  case 1: {
    size_t n = rng.range(1, 8);
    std::string bytes;
    for (size_t i = 0; i < n; ++i)
      bytes += rng.chance(50) ? static_cast<char>(rng.below(256)) : rng.pick(kDictionary)[0];
    s.insert(randomPoint(s, rng, false), bytes);
    return "insert-bytes";
  }
  case 2: {
    if (s.empty())
      break;
    size_t at = rng.below(s.size());
    s.erase(at, rng.chance(70) ? rng.range(1, 4) : rng.range(1, 200));
    return "delete-bytes";
  }
  case 3: s.resize(rng.below(s.size() + 1)); return "truncate";
  case 4:
  case 5: {
    auto lines = splitLines(s);
    if (lines.size() < 2)
      break;
    size_t a = rng.below(lines.size()), b = rng.below(lines.size());
    std::vector<std::string_view> out(lines.begin(), lines.end());
    bool swap = rng.chance(50);
    if (swap)
      std::swap(out[a], out[b]);
    else
      out.insert(out.begin() + static_cast<ptrdiff_t>(b), lines[a]);
    std::string joined;
    for (auto l : out)
      joined += l;
    s = std::move(joined);
    return swap ? "swap-lines" : "duplicate-line";
  }
  case 6: {
    static const std::vector<std::string> openers = {"[", "{", "(", "<", "!{"};
    std::string piece = repeat(rng.pick(openers), nestingDepth(rng));
    s.insert(randomPoint(s, rng, false), piece);
    return "deep-nesting";
  }
  case 7: {
    std::string t = nestedType(rng);
    if (rng.chance(50))
      replaceOrInsert(s, "i32", t, rng);
    else
      s.insert(randomPoint(s, rng, true), "@nvsim.fuzz = global " + t + " zeroinitializer\n");
    return "nested-type";
  }
  case 8: {
    std::string v = nestedValue(rng);
    s.insert(randomPoint(s, rng, true), "@nvsim.fuzz = global " + v + "\n");
    return "nested-value";
  }
  case 9: {
    static const std::vector<std::string> intTypes = {"i32", "i64", "i8", "i1"};
    replaceOrInsert(s, rng.pick(intTypes), rng.pick(kIntTypes), rng);
    return "huge-int-type";
  }
  case 10: {
    auto [at, len] = findNumber(s, rng);
    std::string lit = hugeLiteral(rng);
    if (at == std::string::npos)
      s.insert(randomPoint(s, rng, false), lit);
    else
      s.replace(at, len, lit);
    return "huge-literal";
  }
  case 11:
  case 12: {
    if (m.tokens.empty())
      break;
    const std::string &tok = rng.pick(m.tokens);
    size_t at = randomPoint(s, rng, false);
    if (rng.chance(50)) {
      size_t end = s.find_first_of(" \t\n,()[]{}<>", at);
      s.replace(at, (end == std::string::npos ? s.size() : end) - at, tok);
    } else {
      s.insert(at, " " + tok + " ");
    }
    return "splice-token";
  }
  case 13: {
    s.insert(randomPoint(s, rng, false), rng.pick(kDictionary));
    return "dictionary-token";
  }
  default: {
    auto lines = splitLines(rng.pick(m.seeds).text);
    if (lines.empty())
      break;
    size_t a = rng.below(lines.size()), n = std::min<size_t>(rng.range(1, 10), lines.size() - a);
    std::string block;
    for (size_t i = 0; i < n; ++i)
      block += lines[a + i];
    s.insert(randomPoint(s, rng, true), block);
    return "splice-lines";
  }
  }
  return "none";
}

struct Input {
  std::string text;
  std::string origin; ///< seed name and the mutations applied
};

Input makeInput(const Material &m, uint64_t seed, uint64_t index) {
  Rng rng(splitMix(seed ^ splitMix(index)));
  const Seed &base = rng.pick(m.seeds);
  Input in{base.text, base.name + ":"};
  for (uint64_t i = 0, n = rng.range(1, 4); i < n; ++i)
    in.origin += std::string(" ") + mutate(in.text, rng, m);
  return in;
}

// --- Crash and hang reporting -----------------------------------------------------------------

/// The input being parsed, for the death callback and signal handlers (read-only while parsing).
const std::string *gCurrentText = nullptr;
char gCrashPath[4096] = "";

void saveCurrentOnDeath() {
  if (gCurrentText == nullptr || gCrashPath[0] == '\0')
    return;
  int fd = ::open(gCrashPath, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0)
    return;
  const char *p = gCurrentText->data();
  size_t left = gCurrentText->size();
  while (left > 0) {
    ssize_t n = ::write(fd, p, left);
    if (n <= 0)
      break;
    p += n;
    left -= static_cast<size_t>(n);
  }
  ::close(fd);
  static const char kMsg[] = "parser_mutation_fuzz: crashing input saved to ";
  [[maybe_unused]] ssize_t r = ::write(2, kMsg, sizeof kMsg - 1);
  r = ::write(2, gCrashPath, strlen(gCrashPath));
  r = ::write(2, "\n", 1);
}

void onFatalSignal(int sig) {
  saveCurrentOnDeath();
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

void installCrashHandlers() {
#ifdef NVSIM_FUZZ_ASAN
  // ASan prints its report, then calls this before exiting. UBSan (GCC's runtime) skips it, but
  // aborts with abort_on_error=1 (set below), which the SIGABRT handler catches; ASan handles the rest.
  __sanitizer_set_death_callback(saveCurrentOnDeath);
  const std::initializer_list<int> signals = {SIGABRT};
#else
  const std::initializer_list<int> signals = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT};
#endif
  // An alternate stack, so that a stack overflow can still be reported.
  static std::vector<char> altStack(1 << 16);
  stack_t ss{};
  ss.ss_sp = altStack.data();
  ss.ss_size = altStack.size();
  sigaltstack(&ss, nullptr);
  for (int sig : signals) {
    struct sigaction sa {};
    sa.sa_handler = onFatalSignal;
    sa.sa_flags = SA_ONSTACK;
    sigaction(sig, &sa, nullptr);
  }
}

void writeFile(const fs::path &path, std::string_view text) {
  std::ofstream out(path, std::ios::binary);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
}

/// Watches the input being parsed: past the time limit it is saved and reported as a hang; past the
/// hard limit (a real infinite loop) the process exits, since a thread cannot be stopped.
class Watchdog {
public:
  Watchdog(double limitSeconds, double hardLimitSeconds, fs::path saveDir)
      : limit_(limitSeconds), hardLimit_(hardLimitSeconds), saveDir_(std::move(saveDir)),
        thread_([this] { loop(); }) {}
  ~Watchdog() {
    {
      std::lock_guard lock(mutex_);
      stop_ = true;
    }
    wake_.notify_all();
    thread_.join();
  }

  void begin(uint64_t index, const Input &in) {
    std::lock_guard lock(mutex_);
    index_ = index;
    input_ = &in;
    reported_ = false;
    start_ = Clock::now();
  }
  /// Ends the current input; returns its duration in seconds.
  double end() {
    std::lock_guard lock(mutex_);
    input_ = nullptr;
    return std::chrono::duration<double>(Clock::now() - start_).count();
  }

private:
  using Clock = std::chrono::steady_clock;

  void loop() {
    std::unique_lock lock(mutex_);
    while (!stop_) {
      wake_.wait_for(lock, std::chrono::milliseconds(100));
      if (input_ == nullptr)
        continue;
      double t = std::chrono::duration<double>(Clock::now() - start_).count();
      if (t > limit_ && !reported_) {
        reported_ = true;
        fmt::print(stderr, "HANG input {} ({}) runs longer than {} s{}\n", index_, input_->origin, limit_,
                   saveDir_.empty() ? "" : ", saved to " + (saveDir_ / hangName()).string());
        if (!saveDir_.empty())
          writeFile(saveDir_ / hangName(), input_->text);
      }
      if (t > hardLimit_) {
        fmt::print(stderr, "input {} still runs after {} s: giving up\n", index_, hardLimit_);
        std::fflush(stderr);
        std::_Exit(1);
      }
    }
  }
  std::string hangName() const { return fmt::format("hang-{}.ll", index_); }

  double limit_, hardLimit_;
  fs::path saveDir_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stop_ = false;
  uint64_t index_ = 0;
  const Input *input_ = nullptr;
  bool reported_ = false;
  Clock::time_point start_;
  std::thread thread_;
};

// --- Driver -----------------------------------------------------------------------------------

std::string readFile(const fs::path &path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

Material loadSeeds(const std::vector<std::string> &paths) {
  Material m;
  std::vector<fs::path> files;
  for (const auto &p : paths) {
    if (fs::is_directory(p)) {
      for (const auto &e : fs::recursive_directory_iterator(p))
        if (e.is_regular_file() && e.path().extension() == ".ll")
          files.push_back(e.path());
    } else {
      files.emplace_back(p);
    }
  }
  std::sort(files.begin(), files.end());
  for (const auto &f : files) {
    m.seeds.push_back({f.filename().string(), readFile(f)});
    // Tokens for splicing: the words of every seed, split at white space.
    std::istringstream words(m.seeds.back().text);
    for (std::string w; words >> w;)
      if (w.size() <= 64)
        m.tokens.push_back(w);
  }
  return m;
}

struct Stats {
  uint64_t parsed = 0, rejected = 0, failures = 0;
  double slowest = 0;
  uint64_t slowestIndex = 0;
};

/// Parses (and prints) one input; returns a failure description, or "" when all went well.
std::string runOne(const Input &in, Stats &stats) {
  SourceFile file("fuzz.ll", in.text);
  DiagEngine diags(&file);
  try {
    std::unique_ptr<ir::Module> module = parseAssembly(file, diags);
    if (module) {
      ++stats.parsed;
      (void)printModule(*module);
      return "";
    }
    ++stats.rejected;
    (void)diags.renderAll();
    if (!diags.hasErrors())
      return "parseAssembly returned no module and no error";
    return "";
  } catch (const std::exception &e) {
    return fmt::format("exception escaped: {}", e.what());
  } catch (...) {
    return "unknown exception escaped";
  }
}

int run(int argc, char **argv) {
  CLI::App app{"Mutation fuzzing of the NVVM IR assembly reader"};
  uint64_t count = 20000, seed = 1;
  std::vector<uint64_t> only;
  std::string saveDir;
  double timeLimit = 2.0;
  bool replay = false;
  std::vector<std::string> seedPaths;
  // Scalar options may be repeated, the last one wins (scripts pass defaults, users override them).
  constexpr auto kLastWins = CLI::MultiOptionPolicy::TakeLast;
  app.add_option("--count", count, "number of inputs to make (default 20000)")
      ->multi_option_policy(kLastWins);
  app.add_option("--seed", seed, "random seed; same seed, same inputs (default 1)")
      ->multi_option_policy(kLastWins);
  app.add_option("--index", only, "run only these input numbers (to reproduce a failure)");
  app.add_option("--save-failures", saveDir, "save failing, hanging and crashing inputs here")
      ->multi_option_policy(kLastWins);
  app.add_option("--time-limit", timeLimit, "seconds after which an input is a hang (default 2)")
      ->multi_option_policy(kLastWins);
  app.add_flag("--replay", replay, "run the given files as they are, without mutating them");
  app.add_option("seeds", seedPaths, "seed .ll files or folders")->required();
  CLI11_PARSE(app, argc, argv);

  Material m = loadSeeds(seedPaths);
  if (m.seeds.empty()) {
    fmt::print(stderr, "parser_mutation_fuzz: no .ll seeds found\n");
    return 2;
  }
  if (!saveDir.empty())
    fs::create_directories(saveDir);
  installCrashHandlers();

  std::vector<uint64_t> indices = only;
  uint64_t total = replay ? m.seeds.size() : count;
  if (indices.empty())
    for (uint64_t i = 0; i < total; ++i)
      indices.push_back(i);
  if (replay && std::any_of(indices.begin(), indices.end(), [&](uint64_t i) { return i >= total; })) {
    fmt::print(stderr, "parser_mutation_fuzz: --index beyond the {} replayed files\n", total);
    return 2;
  }

  Stats stats;
  Watchdog watchdog(timeLimit, std::max(60.0, 10 * timeLimit), saveDir);
  for (uint64_t i : indices) {
    Input in = replay ? Input{m.seeds.at(i).text, m.seeds.at(i).name} : makeInput(m, seed, i);
    if (!saveDir.empty())
      *fmt::format_to_n(gCrashPath, sizeof gCrashPath - 1, "{}/crash-{}.ll", saveDir, i).out = '\0';
    gCurrentText = &in.text;
    watchdog.begin(i, in);
    std::string failure = runOne(in, stats);
    double seconds = watchdog.end();
    gCurrentText = nullptr;
    bool hang = seconds > timeLimit;
    if (hang)
      failure = fmt::format("hang: took {:.2f} s", seconds);
    if (seconds > stats.slowest) {
      stats.slowest = seconds;
      stats.slowestIndex = i;
    }
    if (failure.empty())
      continue;
    ++stats.failures;
    std::string saved;
    if (!saveDir.empty()) {
      fs::path path = fs::path(saveDir) / fmt::format("{}-{}.ll", hang ? "hang" : "failure", i);
      writeFile(path, in.text);
      saved = ", saved to " + path.string();
    }
    fmt::print(stderr, "FAIL input {} ({}): {}{}\n", i, in.origin, failure, saved);
  }
  fmt::print("{} inputs (seed {}, {} seed files): {} parsed, {} rejected, {} failures; slowest {:.3f} s "
             "(input {})\n",
             indices.size(), seed, m.seeds.size(), stats.parsed, stats.rejected, stats.failures,
             stats.slowest, stats.slowestIndex);
  return stats.failures == 0 ? 0 : 1;
}

} // namespace
} // namespace nvsim::fuzz

#ifdef NVSIM_FUZZ_ASAN
// Defaults for sanitized runs (the environment's ASAN_OPTIONS / UBSAN_OPTIONS still win): any
// undefined behaviour ends the run with a stack trace, through abort() so the input gets saved.
extern "C" const char *__ubsan_default_options() {
  return "print_stacktrace=1:halt_on_error=1:abort_on_error=1";
}
#endif

int main(int argc, char **argv) { return nvsim::fuzz::run(argc, argv); }
