// Issue 13, the input side: numbers, nesting and data files past what a launch script can use are
// located errors, read in bounded time and memory, never exceptions.
#include "tools/ArgSpec.h"
#include "tools/DataFile.h"
#include "tools/LaunchScript.h"

#include "tools/test/TestFiles.h"

#include <doctest/doctest.h>

#include <chrono>
#include <variant>

using namespace nvsim;
using namespace nvsim::tools;
using nvsim::tools::test::bytesOf;
using nvsim::tools::test::parse;
using nvsim::tools::test::Parsed;
using nvsim::tools::test::ScratchDir;
using nvsim::tools::test::writeBytes;

namespace {} // namespace

TEST_CASE("ScriptBounds: a number beyond double's range is a located error") {
  Parsed p = parse("{\"steps\": [\n  {\"op\": \"memset\", \"value\": 1e400}]}");
  CHECK_FALSE(p.script);
  CHECK(p.messages ==
        "S.json:2:29: error: number 1e400 is out of range (a JSON number here must fit a double, "
        "below 1.8e308 in magnitude)\n");
  p = parse("{\"steps\": [{\"op\": \"alloc\", \"buffer\": \"x\", \"bytes\": -1e999}]}");
  CHECK(p.messages ==
        "S.json:1:52: error: number -1e999 is out of range (a JSON number here must fit a double, "
        "below 1.8e308 in magnitude)\n");
  // 2^64 is read as a double, in range: the field's own check refuses it.
  p = parse("{\"steps\": [{\"op\": \"alloc\", \"buffer\": \"x\", \"bytes\": 18446744073709551616}]}");
  CHECK(p.messages == "S.json:1:43: error: step 0 (alloc): field \"bytes\": expected a positive integer\n");
}

TEST_CASE("ScriptBounds: deep nesting is refused quickly, at the bracket past the limit") {
  const size_t n = 100000; // 200 KB of brackets: the path-per-node locator needed gigabytes
  const auto start = std::chrono::steady_clock::now();
  Parsed p = parse("{\"steps\": " + std::string(n, '[') + std::string(n, ']') + "}");
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
  CHECK(p.messages == "S.json:1:74: error: arrays and objects nested more than 64 deep (a launch script "
                      "needs 5 levels)\n");
  // 64 levels are fine for the reader (the steps are then wrong).
  p = parse("{\"steps\": " + std::string(63, '[') + std::string(63, ']') + "}");
  CHECK(p.messages == "S.json:1:12: error: step 0: expected a step object with an \"op\"\n");
}

TEST_CASE("ScriptBounds: the locator's memory is linear in the text (wide documents)") {
  std::string text = "{\"steps\": [";
  for (int i = 0; i < 20000; ++i)
    text += std::string(i ? "," : "") + "{\"op\": \"alloc\", \"buffer\": \"b" + std::to_string(i) +
            "\", \"bytes\": 4}";
  text += "]}";
  Parsed p = parse(text);
  REQUIRE(p.script);
  CHECK(p.script->steps.size() == 20000);
  CHECK(p.script->locations.find("/steps/19999/bytes") == text.rfind("\"bytes\""));
}

TEST_CASE("ScriptBounds: data files are read only as far as the range needs") {
  ScratchDir dir;
  writeBytes(dir / "big.bin", std::vector<std::byte>(4096));
  DataFile d;
  std::string why;
  // A regular file larger than the limit is not read; its size is still known.
  REQUIRE(readDataFile(dir / "big.bin", d, why, {100, true}));
  CHECK(d.size == 4096);
  CHECK(d.bytes.empty());
  // A stream gives the bytes asked for, or is refused when it holds more than the range.
  REQUIRE(readDataFile("/dev/zero", d, why, {8, true}));
  CHECK(d.size == 8);
  CHECK(d.bytes == std::vector<std::byte>(8));
  CHECK_FALSE(readDataFile("/dev/zero", d, why, {8, false}));
  CHECK(why == "it is not a regular file, and holds more than the 8 bytes it can fill");

  auto script = [](const std::string &h2d) {
    return "{\"steps\": [\n  {\"op\": \"alloc\", \"buffer\": \"x\", \"bytes\": 16},\n  " + h2d + "]}";
  };
  Parsed p = parse(script("{\"op\": \"h2d\", \"buffer\": \"x\", \"file\": \"/dev/zero\", \"bytes\": 8}"));
  REQUIRE(p.script);
  CHECK(std::get<H2dStep>(p.script->steps[1].body).data == std::vector<std::byte>(8));
  p = parse(script("{\"op\": \"h2d\", \"buffer\": \"x\", \"offset\": 4, \"file\": \"/dev/zero\"}"));
  CHECK(p.messages ==
        "S.json:3:45: error: step 1 (h2d): field \"file\": cannot read '/dev/zero': it is not a "
        "regular file, and holds more than the 12 bytes it can fill\n");
  p = parse(script("{\"op\": \"h2d\", \"buffer\": \"x\", \"file\": \"big.bin\"}"), dir.path());
  CHECK(p.messages == "S.json:3:3: error: step 1 (h2d): field \"bytes\": offset 0 + 4096 bytes runs past the "
                      "end of buffer 'x' (16 bytes)\n");
}

TEST_CASE("ScriptBounds: a regular input file is opened when the script is read, its bytes read when used") {
  ScratchDir dir;
  const std::vector<std::byte> data = bytesOf<int32_t>({1, 2, 3, 4});
  writeBytes(dir / "x.bin", data);
  auto script = [](const std::string &step) {
    return "{\"steps\": [\n  {\"op\": \"alloc\", \"buffer\": \"x\", \"bytes\": 16},\n  " + step + "]}";
  };
  Parsed p = parse(script("{\"op\": \"h2d\", \"buffer\": \"x\", \"file\": \"x.bin\"}"), dir.path());
  REQUIRE(p.script);
  const DataBytes h = std::get<H2dStep>(p.script->steps[1].body).data;
  CHECK(h.inMemory() == nullptr); // not read yet: no copy of the file is made (a copy shares the open file)
  CHECK(h.size() == 16);
  CHECK(std::get<H2dStep>(p.script->steps[1].body).bytes == 16);
  std::vector<std::byte> part(8);
  std::string why;
  REQUIRE(h.read(4, part, why)); // bytes 4..11: the elements 2 and 3
  CHECK(part == bytesOf<int32_t>({2, 3}));
  CHECK(h == data);
  // The same for an expect step's file.
  p = parse(script("{\"op\": \"expect\", \"buffer\": \"x\", \"file\": \"x.bin\", \"elem\": \"i32\"}"),
            dir.path());
  REQUIRE(p.script);
  const DataBytes e = std::get<ExpectStep>(p.script->steps[1].body).expected;
  CHECK(e.inMemory() == nullptr);
  CHECK(e == data);
  // A file that shrank after the script was read cannot give its bytes: a message, not a crash.
  writeBytes(dir / "x.bin", bytesOf<int32_t>({9}));
  CHECK_FALSE(h.read(0, part, why));
  CHECK(why == "cannot read '" + (dir / "x.bin").string() +
                   "': it holds only 4 bytes now (it shrank after the launch script was read)");
  // The errors are those of a file read at once: a missing file, a folder, a file too long.
  p = parse(script("{\"op\": \"h2d\", \"buffer\": \"x\", \"file\": \"none.bin\"}"), dir.path());
  CHECK(p.messages == "S.json:3:32: error: step 1 (h2d): field \"file\": cannot read '" +
                          (dir / "none.bin").string() + "': No such file or directory\n");
  p = parse(script("{\"op\": \"h2d\", \"buffer\": \"x\", \"file\": \".\"}"), dir.path());
  CHECK(p.messages == "S.json:3:32: error: step 1 (h2d): field \"file\": cannot read '" +
                          (dir / ".").string() + "': Is a directory\n");
  writeBytes(dir / "long.bin", std::vector<std::byte>(20));
  p = parse(script("{\"op\": \"h2d\", \"buffer\": \"x\", \"file\": \"long.bin\"}"), dir.path());
  CHECK(p.messages == "S.json:3:3: error: step 1 (h2d): field \"bytes\": offset 0 + 20 bytes runs past the "
                      "end of buffer 'x' (16 bytes)\n");
  p = parse(script("{\"op\": \"h2d\", \"buffer\": \"x\", \"file\": \"long.bin\", \"bytes\": 16}"),
            dir.path());
  CHECK(p.messages == "S.json:3:52: error: step 1 (h2d): field \"bytes\": 'long.bin' holds 20 bytes of data, "
                      "the step covers 16\n");
}

TEST_CASE("ScriptBounds: command-line initialisers are made when their step runs, piece by piece") {
  std::string why;
  for (const char *text :
       {"buf:u64:1000:rand=7", "buf:f16:1000:iota", "buf:f32:1000:fill=2", "buf:u8:999:rand"}) {
    std::optional<ArgSpec> spec = parseArgSpec(text, why);
    REQUIRE(spec);
    const std::vector<std::byte> whole = initialBytes(*spec, 5);
    std::vector<std::byte> pieces(whole.size());
    const size_t piece = 8 * 37; // a whole number of elements of every type
    for (size_t at = 0; at < pieces.size(); at += piece)
      fillInitialBytes(*spec, 5, at, std::span(pieces).subspan(at, std::min(piece, pieces.size() - at)));
    CHECK_MESSAGE(pieces == whole, text);
  }
  // The step holds no data: a buffer of 400 GB is refused by its alloc step when the script runs.
  CommandLineLaunch launch;
  launch.kernel = "k";
  launch.args = {*parseArgSpec("buf:i32:100000000000:iota", why)};
  std::vector<ScriptError> diags;
  std::optional<LaunchScript> script = commandLineScript(launch, diags);
  REQUIRE(script);
  const auto &h = std::get<H2dStep>(script->steps[1].body);
  CHECK(h.data.empty());
  CHECK(h.bytes == 400000000000);
  REQUIRE(h.generate);
}

TEST_CASE("ScriptBounds: output names are confined to the output folder") {
  CHECK(confinedOutputName("y.bin") == std::filesystem::path("y.bin"));
  CHECK(confinedOutputName("a/./b/../y.bin") == std::filesystem::path("a/y.bin"));
  CHECK(confinedOutputName("/etc/passwd") == std::filesystem::path("passwd"));
  CHECK_FALSE(confinedOutputName("../x"));
  CHECK_FALSE(confinedOutputName("a/../../x"));
  CHECK_FALSE(confinedOutputName("."));
  CHECK_FALSE(confinedOutputName("a/"));
  CHECK_FALSE(confinedOutputName("/"));
  CHECK(parse("{\"steps\": [{\"op\": \"alloc\", \"buffer\": \"x\", \"bytes\": 4},\n"
              "  {\"op\": \"d2h\", \"buffer\": \"x\", \"file\": \"../x\"}]}")
            .messages == "S.json:2:32: error: step 1 (d2h): field \"file\": '../x' leaves the output folder "
                         "(--dump-dir, or the current folder): name a file inside it\n");
}

TEST_CASE("ScriptBounds: unknown fields are located warnings, with the nearest known name") {
  ScratchDir dir;
  writeBytes(dir / "y.bin", std::vector<std::byte>(16));
  Parsed p = parse(
      "{\"steps\": [\n"
      "  {\"op\": \"alloc\", \"buffer\": \"y\", \"bytes\": 16, \"_sum\": 1, \"note\": \"n\"},\n"
      "  {\"op\": \"launch\", \"kernel\": \"k\", \"grid\": [1], \"block\": [1], \"dynamic_shared_byte\": 8,\n"
      "   \"args\": [{\"type\": \"i32\", \"valeu\": 1, \"value\": 2, \"origin\": \"x\"}]},\n"
      "  {\"op\": \"expect\", \"buffer\": \"y\", \"file\": \"y.bin\", \"tolerence\": {\"kind\": \"abs\"},\n"
      "   \"tolerance\": {\"kind\": \"ulp\", \"ulp\": 1, \"ulps\": 2}, \"zzz\": 0}],\n"
      " \"notes\": [], \"conformance\": {}, \"extra\": 1}",
      dir.path());
  REQUIRE(p.script);
  CHECK(
      p.messages ==
      "S.json:7:34: warning: field \"extra\": unknown field, ignored\n"
      "S.json:3:62: warning: step 1 (launch): field \"dynamic_shared_byte\": unknown field, ignored (did you "
      "mean "
      "'dynamic_shared_bytes'?)\n"
      "S.json:4:29: warning: step 1 (launch): field \"args[0].valeu\": unknown field, ignored (did you mean "
      "'value'?)\n"
      "S.json:5:52: warning: step 2 (expect): field \"tolerence\": unknown field, ignored (did you mean "
      "'tolerance'?)\n"
      "S.json:6:55: warning: step 2 (expect): field \"zzz\": unknown field, ignored\n"
      "S.json:6:43: warning: step 2 (expect): field \"tolerance.ulps\": unknown field, ignored (did you mean "
      "'ulp'?)\n");
  // The misspelt tolerance did not change the check: the exact default applies.
  CHECK(std::get<ExpectStep>(p.script->steps[2].body).tolerance->kind == ToleranceKind::Ulp);
}
