// libFuzzer entry point for the LLVM assembly reader: parse, and print what parses.
//
// Built only with -DNVSIM_FUZZ=ON and clang (target parser_fuzzer, -fsanitize=fuzzer,address,undefined):
//   CC=clang-19 CXX=clang++-19 cmake -B build-fuzz -G Ninja -DNVSIM_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo
//   cmake --build build-fuzz --target parser_fuzzer
//   mkdir -p build-fuzz/corpus
//   build-fuzz/core/test/fuzz/parser_fuzzer build-fuzz/corpus core/test/fuzz/seeds \
//     -dict=core/test/fuzz/llvm-ir.dict -max_len=65536 -timeout=2 -artifact_prefix=build-fuzz/
// New interesting inputs go to build-fuzz/corpus (the first folder), crashes to build-fuzz/crash-*;
// add -max_total_time=SECONDS to stop. Replay one with `build-fuzz/core/test/fuzz/parser_fuzzer FILE`.
#include "core/parser/Parser.h"
#include "core/printer/Printer.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  nvsim::SourceFile file("fuzz.ll", std::string(reinterpret_cast<const char *>(data), size));
  nvsim::DiagEngine diags(&file);
  if (auto module = nvsim::parseAssembly(file, diags))
    (void)nvsim::printModule(*module);
  else if (diags.hasErrors())
    (void)diags.renderAll();
  else
    __builtin_trap(); // a rejected input must come with an error saying why
  return 0;
}
