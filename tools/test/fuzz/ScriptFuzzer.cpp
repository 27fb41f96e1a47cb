// libFuzzer entry point for the launch-script reader: the JSON locator, then the parser and its
// checks (data files relative to the current folder).
//
// Built only with -DNVSIM_FUZZ=ON and clang (target script_fuzzer, -fsanitize=fuzzer,address,undefined):
//   CC=clang-19 CXX=clang++-19 cmake -B build-fuzz -G Ninja -DNVSIM_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo
//   cmake --build build-fuzz --target script_fuzzer
//   mkdir -p build-fuzz/script-corpus && cp conformance/cases/*/*.json tools/test/cli/*.json
//   build-fuzz/script-corpus/ build-fuzz/tools/script_fuzzer build-fuzz/script-corpus -max_len=65536
//   -timeout=2 -artifact_prefix=build-fuzz/
// Replay one with `build-fuzz/tools/script_fuzzer FILE`.
#include "tools/LaunchScript.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  using namespace nvsim;
  auto source = std::make_shared<const SourceFile>("fuzz.json",
                                                   std::string(reinterpret_cast<const char *>(data), size));
  std::vector<tools::ScriptError> diags;
  std::optional<tools::LaunchScript> script = tools::parseLaunchScript(source, ".", diags);
  for (const tools::ScriptError &e : diags)
    (void)tools::renderError(e, source.get());
  if (!script && diags.empty())
    __builtin_trap(); // a rejected script must come with an error saying why
  tools::JsonLocations locations(source->text());
  (void)locations.find("/steps/0/args/1/value");
  return 0;
}
