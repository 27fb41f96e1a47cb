// A small harness for executor tests: parse IR text, load it, run one launch over buffers.
#pragma once

#include "core/parser/Parser.h"
#include "sim/Launch.h"

#include <cstring>
#include <string>
#include <vector>

namespace nvsim::sim::test {

struct Harness {
  SourceFile file;
  DiagEngine diags{&file};
  std::unique_ptr<ir::Module> module;
  mem::Memory memory;
  std::unique_ptr<Program> program;
  uint32_t checks = 0; ///< LaunchOptions::checks of every launch
  bool randomSchedule = false;
  uint64_t seed = 0;
  /// The options every launch starts from (threads, checks, schedule and seed are set per launch).
  LaunchOptions options;

  /// `trackInitialization`: initcheck of global memory (Memory::trackInitialization).
  explicit Harness(std::string text, bool trackInitialization = false) : file("test.ll", std::move(text)) {
    if (trackInitialization)
      memory.trackInitialization();
    module = parseAssembly(file, diags);
    if (module)
      program = Program::load(*module, diags, memory);
  }
  std::string errors() const {
    std::string s;
    for (const auto &d : diags.diagnostics())
      s += diags.render(d);
    return s;
  }
  template <typename T> uint64_t buffer(const std::vector<T> &init) {
    const uint64_t a = memory.allocateGlobal("buf", std::max<size_t>(init.size() * sizeof(T), 1));
    memory.hostWrite(a, std::as_bytes(std::span(init)));
    return a;
  }
  template <typename T> std::vector<T> read(uint64_t a, size_t n) {
    std::vector<T> out(n);
    memory.hostRead(a, std::as_writable_bytes(std::span(out)));
    return out;
  }
  template <typename T> static std::vector<std::byte> arg(T v) {
    std::vector<std::byte> b(sizeof(T));
    std::memcpy(b.data(), &v, sizeof(T));
    return b;
  }
  LaunchResult launch(const std::string &kernel, Dim3 grid, Dim3 block,
                      std::vector<std::vector<std::byte>> args, unsigned threads = 1,
                      uint32_t dynamicShared = 0) {
    LaunchRequest r;
    r.kernel = kernel;
    r.grid = grid;
    r.block = block;
    r.args = std::move(args);
    r.dynamicSharedBytes = dynamicShared;
    LaunchOptions o = options;
    o.threads = threads;
    o.checks = checks;
    o.randomSchedule = randomSchedule;
    o.seed = seed;
    return program->launch(r, o);
  }
};

/// A module header and the kernel annotation for `name`.
inline std::string kernelModule(const std::string &body, const std::string &name) {
  return "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
         "target triple = \"nvptx64-nvidia-cuda\"\n" +
         body + "\n!nvvm.annotations = !{!0}\n!0 = !{ptr @" + name + ", !\"kernel\", i32 1}\n";
}

} // namespace nvsim::sim::test
