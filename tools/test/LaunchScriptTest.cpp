// Launch script parsing: accepted scripts become the expected steps; every kind of mistake gets
// its exact, located message.
#include "tools/LaunchScript.h"

#include "tools/test/TestFiles.h"

#include <doctest/doctest.h>

#include <bit>

using namespace nvsim;
using namespace nvsim::tools;
using nvsim::tools::test::bytesOf;
using nvsim::tools::test::parse;
using nvsim::tools::test::Parsed;
using nvsim::tools::test::ScratchDir;
using nvsim::tools::test::writeBytes;

namespace {

/// The message of a script that must fail.
std::string errorOf(const std::string &text, const std::filesystem::path &folder = {}) {
  Parsed p = parse(text, folder);
  CHECK_FALSE(p.script.has_value());
  return p.messages;
}

/// A script of an alloc of 4096 bytes named x, then `step` (one line, the third line of the text).
std::string withBuffer(const std::string &step) {
  return "{\"steps\": [\n  {\"op\": \"alloc\", \"buffer\": \"x\", \"bytes\": 4096},\n  " + step + "\n]}\n";
}

} // namespace

// Columns are 1-based and point at the first character of the offending token: for a field's
// error, the opening quote of its key (the key names the field the message names); for a
// syntax error, the token the parser did not expect.
TEST_CASE("LaunchScript: syntax errors name the line and column") {
  CHECK(errorOf("{\"steps\": [\n  {\"op\": \"alloc\" \"buffer\": \"x\"}\n]}") ==
        "S.json:2:18: error: syntax error while parsing object - unexpected string literal; expected '}'\n");
  CHECK(errorOf("{\"steps\": [\n  {\"op\": 1,}\n]}") ==
        "S.json:2:12: error: syntax error while parsing object key - unexpected '}'; expected string "
        "literal\n");
  CHECK(errorOf("") == "S.json:1:1: error: syntax error while parsing value - unexpected end of input; "
                       "expected '[', '{', or a "
                       "literal\n");
}

TEST_CASE("LaunchScript: the top level is an object with a steps array") {
  CHECK(errorOf("[1, 2]") == "S.json:1:1: error: a launch script is a JSON object with a \"steps\" array\n");
  CHECK(errorOf("{\"stepz\": []}") ==
        "S.json:1:2: warning: field \"stepz\": unknown field, ignored (did you mean 'steps'?)\n"
        "S.json:1:1: error: a launch script is a JSON object with a \"steps\" array\n");
  CHECK(errorOf("{\n  \"steps\": {}\n}") ==
        "S.json:2:3: error: field \"steps\": expected an array of step objects\n");
  Parsed empty = parse("{\"steps\": []}");
  REQUIRE(empty.script.has_value());
  CHECK(empty.script->steps.empty());
}

TEST_CASE("LaunchScript: step and op errors") {
  CHECK(errorOf("{\"steps\": [\n  {\"op\": \"frob\"}\n]}") ==
        "S.json:2:4: error: step 0: field \"op\": unknown op 'frob' (expected alloc, h2d, memset, launch, "
        "d2h or "
        "expect)\n");
  CHECK(errorOf("{\"steps\": [\n  {\"opp\": \"alloc\"}\n]}") ==
        "S.json:2:3: error: step 0: missing field \"op\"\n");
  CHECK(errorOf("{\"steps\": [\n  {\"op\": 7}\n]}") ==
        "S.json:2:4: error: step 0: field \"op\": expected a non-empty string\n");
  CHECK(errorOf("{\"steps\": [\n  3\n]}") ==
        "S.json:1:2: error: step 0: expected a step object with an \"op\"\n");
}

TEST_CASE("LaunchScript: every bad step is reported, not just the first") {
  CHECK(errorOf("{\"steps\": [\n  {\"op\": \"alloc\", \"buffer\": \"x\"},\n  {\"op\": \"memset\", "
                "\"buffer\": \"y\"}\n]}") == "S.json:2:3: error: step 0 (alloc): missing field \"bytes\"\n"
                                             "S.json:3:20: error: step 1 (memset): field \"buffer\": unknown "
                                             "buffer 'y' (no earlier alloc step creates "
                                             "it)\n");
}

TEST_CASE("LaunchScript: alloc") {
  CHECK(errorOf("{\"steps\": [\n  {\"op\": \"alloc\", \"buffer\": \"x\", \"bytes\": 0}\n]}") ==
        "S.json:2:34: error: step 0 (alloc): field \"bytes\": expected a positive integer\n");
  CHECK(errorOf("{\"steps\": [\n  {\"op\": \"alloc\", \"buffer\": \"x\", \"bytes\": -4}\n]}") ==
        "S.json:2:34: error: step 0 (alloc): field \"bytes\": expected a positive integer\n");
  CHECK(errorOf(withBuffer("{\"op\": \"alloc\", \"buffer\": \"x\", \"bytes\": 8}")) ==
        "S.json:3:19: error: step 1 (alloc): field \"buffer\": buffer 'x' is already allocated by step 0\n");
  // A bad alloc still declares its buffer: later steps do not report it unknown too.
  CHECK(errorOf("{\"steps\": [\n  {\"op\": \"alloc\", \"buffer\": \"x\", \"bytes\": 1.5},\n"
                "  {\"op\": \"memset\", \"buffer\": \"x\", \"bytes\": 99999}\n]}") ==
        "S.json:2:34: error: step 0 (alloc): field \"bytes\": expected a positive integer\n");
}

TEST_CASE("LaunchScript: buffer ranges") {
  CHECK(errorOf(withBuffer("{\"op\": \"memset\", \"buffer\": \"x\", \"offset\": 4000, \"bytes\": 100}")) ==
        "S.json:3:51: error: step 1 (memset): field \"bytes\": offset 4000 + 100 bytes runs past the end of "
        "buffer "
        "'x' (4096 bytes)\n");
  CHECK(errorOf(withBuffer("{\"op\": \"d2h\", \"buffer\": \"x\", \"offset\": 4097}")) ==
        "S.json:3:32: error: step 1 (d2h): field \"offset\": offset 4097 is past the end of buffer 'x' (4096 "
        "bytes)\n");
  CHECK(errorOf(withBuffer("{\"op\": \"memset\", \"buffer\": \"x\", \"value\": 256}")) ==
        "S.json:3:35: error: step 1 (memset): field \"value\": expected an integer from 0 to 255\n");

  Parsed p = parse(withBuffer("{\"op\": \"memset\", \"buffer\": \"x\", \"offset\": 96, \"value\": 7}"));
  REQUIRE(p.script.has_value());
  const auto &m = std::get<MemsetStep>(p.script->steps[1].body);
  CHECK(m.offset == 96);
  CHECK(m.bytes == 4000); // the rest of the buffer
  CHECK(m.value == 7);
}

TEST_CASE("LaunchScript: h2d sources") {
  ScratchDir dir;
  writeBytes(dir / "x.bin", bytesOf<float>({1.0f, 2.0f}));
  CHECK(errorOf(withBuffer("{\"op\": \"h2d\", \"buffer\": \"x\"}")) ==
        "S.json:3:3: error: step 1 (h2d): needs \"file\" or \"zero\": true\n");
  CHECK(errorOf(withBuffer("{\"op\": \"h2d\", \"buffer\": \"x\", \"file\": \"x.bin\", \"zero\": true}"),
                dir.path()) ==
        "S.json:3:3: error: step 1 (h2d): takes \"file\" or \"zero\": true, not both\n");
  CHECK(errorOf(withBuffer("{\"op\": \"h2d\", \"buffer\": \"x\", \"zero\": 1}")) ==
        "S.json:3:32: error: step 1 (h2d): field \"zero\": expected true or false\n");
  CHECK(errorOf(withBuffer("{\"op\": \"h2d\", \"buffer\": \"x\", \"file\": \"x.bin\", \"bytes\": 16}"),
                dir.path()) == "S.json:3:49: error: step 1 (h2d): field \"bytes\": 'x.bin' holds 8 bytes of "
                               "data, the step covers 16\n");
  std::string missing =
      errorOf(withBuffer("{\"op\": \"h2d\", \"buffer\": \"x\", \"file\": \"nope.bin\"}"), dir.path());
  CHECK(missing == "S.json:3:32: error: step 1 (h2d): field \"file\": cannot read '" +
                       (dir / "nope.bin").string() + "': No such file or directory\n");

  // Relative to the script's folder; "bytes" defaults to the file's size.
  Parsed p = parse(withBuffer("{\"op\": \"h2d\", \"buffer\": \"x\", \"offset\": 8, \"file\": \"x.bin\"}"),
                   dir.path());
  REQUIRE(p.script.has_value());
  const auto &h = std::get<H2dStep>(p.script->steps[1].body);
  CHECK(h.offset == 8);
  CHECK(h.bytes == 8);
  CHECK(h.data == bytesOf<float>({1.0f, 2.0f}));
  CHECK_FALSE(h.zero);
}

TEST_CASE("LaunchScript: launch fields") {
  CHECK(
      errorOf(
          "{\"steps\": [\n  {\"op\": \"launch\", \"kernel\": \"k\", \"grid\": [4, 0], \"block\": [1]}\n]}") ==
      "S.json:2:35: error: step 0 (launch): field \"grid\": expected an array of 1 to 3 positive integers\n");
  CHECK(
      errorOf("{\"steps\": [\n  {\"op\": \"launch\", \"kernel\": \"k\", \"grid\": [1, 1, 1, 1], \"block\": "
              "[1]}\n]}") ==
      "S.json:2:35: error: step 0 (launch): field \"grid\": expected an array of 1 to 3 positive integers\n");
  CHECK(
      errorOf("{\"steps\": [\n  {\"op\": \"launch\", \"kernel\": \"k\", \"grid\": 4, \"block\": [1]}\n]}") ==
      "S.json:2:35: error: step 0 (launch): field \"grid\": expected an array of 1 to 3 positive integers\n");
  CHECK(
      errorOf("{\"steps\": [\n  {\"op\": \"launch\", \"kernel\": \"k\", \"grid\": [4294967296], \"block\": "
              "[1]}\n]}") ==
      "S.json:2:35: error: step 0 (launch): field \"grid\": 4294967296 is larger than the largest dimension, "
      "4294967295\n");
  CHECK(errorOf("{\"steps\": [\n  {\"op\": \"launch\", \"kernel\": \"k\", \"grid\": [1]}\n]}") ==
        "S.json:2:3: error: step 0 (launch): missing field \"block\"\n");
  CHECK(errorOf("{\"steps\": [\n  {\"op\": \"launch\", \"kernel\": \"k\", \"grid\": [1], \"block\": [1], "
                "\"dynamic_shared_bytes\": 4294967296}\n]}") ==
        "S.json:2:62: error: step 0 (launch): field \"dynamic_shared_bytes\": expected an integer from 0 to "
        "4294967295\n");
  CHECK(errorOf("{\"steps\": [\n  {\"op\": \"launch\", \"kernel\": \"k\", \"grid\": [1], \"block\": [1], "
                "\"args\": {}}\n]}") ==
        "S.json:2:62: error: step 0 (launch): field \"args\": expected an array of argument objects\n");
}

TEST_CASE("LaunchScript: argument errors name the argument and field") {
  auto launch = [](const std::string &args) {
    return withBuffer("{\"op\": \"launch\", \"kernel\": \"k\", \"grid\": [1], \"block\": [1], \"args\": [" +
                      args + "]}");
  };
  // The first argument starts in column 71.
  CHECK(errorOf(launch("{\"type\": \"i8\", \"value\": 300}")) ==
        "S.json:3:86: error: step 1 (launch): field \"args[0].value\": value 300 is out of range for i8 "
        "(-128 to "
        "127)\n");
  CHECK(
      errorOf(launch("{\"type\": \"u32\", \"value\": -1}")) ==
      "S.json:3:87: error: step 1 (launch): field \"args[0].value\": value -1 is out of range for u32 (0 to "
      "4294967295)\n");
  CHECK(errorOf(launch("{\"type\": \"i32\", \"value\": 2.5}")) ==
        "S.json:3:87: error: step 1 (launch): field \"args[0].value\": value 2.5 is not an integer\n");
  CHECK(errorOf(launch("{\"type\": \"f32\", \"value\": \"abc\"}")) ==
        "S.json:3:87: error: step 1 (launch): field \"args[0].value\": 'abc' is not a number\n");
  CHECK(errorOf(launch("{\"type\": \"f32\", \"value\": [1]}")) ==
        "S.json:3:87: error: step 1 (launch): field \"args[0].value\": expected a number (or a string such "
        "as \"nan\", "
        "\"-inf\", \"0x1p-3\")\n");
  CHECK(errorOf(launch("{\"type\": \"f32\"}")) ==
        "S.json:3:71: error: step 1 (launch): field \"args[0]\": needs \"value\" or \"bits\"\n");
  CHECK(errorOf(launch("{\"type\": \"f32\", \"bits\": \"0x1ffffffff\"}")) ==
        "S.json:3:87: error: step 1 (launch): field \"args[0].bits\": bits 0x1ffffffff do not fit in f32 (32 "
        "bits)\n");
  CHECK(errorOf(launch("{\"type\": \"f32\", \"bits\": \"1.5\"}")) ==
        "S.json:3:87: error: step 1 (launch): field \"args[0].bits\": expected a hexadecimal string such as "
        "\"0x3f800000\" or a non-negative integer\n");
  CHECK(errorOf(launch("{\"type\": \"float\", \"value\": 1}")) ==
        "S.json:3:72: error: step 1 (launch): field \"args[0].type\": unknown argument type 'float' "
        "(expected i8, "
        "i16, i32, i64, u8, u16, u32, u64, f16, f32, f64, ptr or bytes)\n");
  CHECK(errorOf(launch("{\"type\": \"ptr\"}")) ==
        "S.json:3:71: error: step 1 (launch): field \"args[0]\": needs \"buffer\" or \"null\": true\n");
  CHECK(errorOf(launch("{\"type\": \"ptr\", \"buffer\": \"q\"}")) ==
        "S.json:3:87: error: step 1 (launch): field \"args[0].buffer\": unknown buffer 'q' (no earlier alloc "
        "step "
        "creates it)\n");
  CHECK(errorOf(launch("{\"type\": \"bytes\", \"hex\": \"abc\"}")) ==
        "S.json:3:89: error: step 1 (launch): field \"args[0].hex\": expected an even number of hexadecimal "
        "digits\n");
  CHECK(errorOf(launch("1")) == "S.json:3:62: error: step 1 (launch): field \"args[0]\": expected an "
                                "argument object with a \"type\"\n");
  // The second argument: its own index.
  CHECK(errorOf(launch("{\"type\": \"i32\", \"value\": 1}, {\"type\": \"i16\", \"value\": 40000}")) ==
        "S.json:3:116: error: step 1 (launch): field \"args[1].value\": value 40000 is out of range for i16 "
        "(-32768 "
        "to 32767)\n");
}

TEST_CASE("LaunchScript: argument values") {
  Parsed p = parse(withBuffer(
      "{\"op\": \"launch\", \"kernel\": \"_Z5saxpyifPKfPf\", \"grid\": [4, 2], \"block\": [256], \"args\": "
      "[\n"
      "  {\"type\": \"i32\", \"value\": -1024},\n"
      "  {\"type\": \"f32\", \"value\": 3.0, \"bits\": \"0x40000000\"},\n"               // bits wins
      "  {\"type\": \"f32\", \"value\": \"not even a number\", \"bits\": 1065353216},\n" // the value is not
                                                                                         // read
      "  {\"type\": \"f64\", \"value\": \"-inf\"},\n"
      "  {\"type\": \"f16\", \"value\": 0.1},\n"
      "  {\"type\": \"u64\", \"value\": 18446744073709551615},\n"
      "  {\"type\": \"i64\", \"value\": \"-0x10\"},\n"
      "  {\"type\": \"ptr\", \"buffer\": \"x\", \"offset\": 16, \"note\": \"ignored\"},\n"
      "  {\"type\": \"ptr\", \"null\": true},\n"
      "  {\"type\": \"bytes\", \"hex\": \"01000000 02000000\"}],\n"
      " \"dynamic_shared_bytes\": 512, \"_comment\": \"free fields are ignored\"}"));
  REQUIRE(p.script.has_value());
  CHECK(p.messages.empty());
  const auto &l = std::get<LaunchStep>(p.script->steps[1].body);
  CHECK(l.kernel == "_Z5saxpyifPKfPf");
  CHECK(l.grid == Dims{4, 2, 1});
  CHECK(l.block == Dims{256, 1, 1});
  CHECK(l.dynamicSharedBytes == 512);
  REQUIRE(l.args.size() == 10);
  CHECK(l.args[0].bits == 0xfffffc00);
  CHECK(l.args[1].bits == 0x40000000);
  CHECK(l.args[2].bits == 0x3f800000);
  CHECK(l.args[3].bits == 0xfff0000000000000);
  CHECK(l.args[4].bits == 0x2e66); // 0.1 rounded to binary16
  CHECK(l.args[5].bits == UINT64_MAX);
  CHECK(l.args[6].bits == uint64_t(-16));
  CHECK(l.args[7].kind == ArgValue::Kind::Pointer);
  CHECK(l.args[7].buffer == "x");
  CHECK(l.args[7].offset == 16);
  CHECK(l.args[8].kind == ArgValue::Kind::Null);
  CHECK(l.args[9].kind == ArgValue::Kind::Bytes);
  CHECK(l.args[9].bytes == bytesOf<uint32_t>({1, 2}));
  CHECK(l.args[0].origin == "script");
  CHECK(p.script->steps[1].label == "step 1 (launch)");
}

TEST_CASE("LaunchScript: comments are allowed") {
  Parsed p = parse("{\n  // a note\n  \"steps\": [ /* none */ ]\n}");
  CHECK(p.script.has_value());
}

TEST_CASE("LaunchScript: d2h") {
  Parsed p = parse(withBuffer(
      "{\"op\": \"d2h\", \"buffer\": \"x\", \"bytes\": 64, \"file\": \"y.npy\", \"elem\": \"f32\"}"));
  REQUIRE(p.script.has_value());
  const auto &d = std::get<D2hStep>(p.script->steps[1].body);
  CHECK(d.file == "y.npy");
  CHECK(d.bytes == 64);
  CHECK(d.elem == ElemType::F32);
  CHECK(errorOf(withBuffer("{\"op\": \"d2h\", \"buffer\": \"x\", \"elem\": \"float\"}")) ==
        "S.json:3:32: error: step 1 (d2h): field \"elem\": unknown element type 'float' (expected i8, i16, "
        "i32, i64, "
        "u8, u16, u32, u64, f16, f32, f64)\n");
}

TEST_CASE("LaunchScript: expect") {
  ScratchDir dir;
  writeBytes(dir / "y.bin", bytesOf<float>({1.0f, 2.0f, 3.0f}));
  writeBytes(dir / "odd.bin", std::vector<std::byte>(6));
  auto expect = [](const std::string &fields) {
    return withBuffer("{\"op\": \"expect\", \"buffer\": \"x\", " + fields + "}");
  };

  Parsed p = parse(
      expect("\"file\": \"y.bin\", \"elem\": \"f32\", \"tolerance\": {\"kind\": \"rel_abs\", \"rel\": 1e-5, "
             "\"abs\": 1e-6}"),
      dir.path());
  REQUIRE(p.script.has_value());
  const auto &e = std::get<ExpectStep>(p.script->steps[1].body);
  CHECK(e.bytes == 12);
  CHECK(e.elem == ElemType::F32);
  CHECK(e.expected == bytesOf<float>({1.0f, 2.0f, 3.0f}));
  REQUIRE(e.tolerance.has_value());
  CHECK(e.tolerance->kind == ToleranceKind::RelAbs);
  CHECK(e.tolerance->rel == 1e-5);
  CHECK(e.tolerance->abs == 1e-6);
  CHECK(e.path == dir / "y.bin");

  Parsed ulp =
      parse(expect("\"file\": \"y.bin\", \"elem\": \"f32\", \"tolerance\": {\"kind\": \"ulp\", \"ulp\": 2}"),
            dir.path());
  REQUIRE(ulp.script.has_value());
  CHECK(std::get<ExpectStep>(ulp.script->steps[1].body).tolerance->ulp == 2);

  // Unknown kinds are reported and not compared; the script still runs.
  Parsed unknown = parse(expect("\"file\": \"y.bin\", \"tolerance\": {\"kind\": \"fuzzy\"}"), dir.path());
  REQUIRE(unknown.script.has_value());
  CHECK(unknown.messages == "S.json:3:66: warning: step 1 (expect): field \"tolerance.kind\": unknown "
                            "tolerance kind 'fuzzy' (expected "
                            "exact, abs, rel, rel_abs or ulp); this expectation is not compared\n");
  const auto &u = std::get<ExpectStep>(unknown.script->steps[1].body);
  CHECK_FALSE(u.tolerance.has_value());
  CHECK(u.unknownTolerance == "fuzzy");
  CHECK(u.elem == ElemType::U8); // no elem, no .npy dtype

  CHECK(errorOf(expect("\"file\": \"y.bin\", \"tolerance\": {\"kind\": \"abs\"}"), dir.path()) ==
        "S.json:3:52: error: step 1 (expect): missing field \"tolerance.abs\"\n");
  CHECK(errorOf(expect("\"file\": \"y.bin\", \"tolerance\": {\"kind\": \"rel\", \"rel\": -1}"), dir.path()) ==
        "S.json:3:81: error: step 1 (expect): field \"tolerance.rel\": expected a non-negative number\n");
  CHECK(errorOf(expect("\"file\": \"y.bin\", \"tolerance\": \"exact\""), dir.path()) ==
        "S.json:3:52: error: step 1 (expect): field \"tolerance\": expected an object\n");
  CHECK(errorOf(expect("\"file\": \"odd.bin\", \"elem\": \"f32\""), dir.path()) ==
        "S.json:3:35: error: step 1 (expect): field \"file\": 6 bytes is not a whole number of f32 elements "
        "(4 bytes "
        "each)\n");
  CHECK(errorOf(expect("\"elem\": \"f32\"")) ==
        "S.json:3:3: error: step 1 (expect): missing field \"file\"\n");
}

TEST_CASE("LaunchScript: expect reads .npy files and their dtype") {
  ScratchDir dir;
  // A numpy-written header for a <f8 array of 2 elements (numpy 1.26 writes the same bytes).
  std::string header = "{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }";
  header.append(128 - 10 - header.size() - 1, ' ');
  header += '\n';
  std::vector<std::byte> file;
  for (char c : std::string("\x93NUMPY\x01\x00", 8))
    file.push_back(std::byte(c));
  file.push_back(std::byte(header.size() & 0xff));
  file.push_back(std::byte(header.size() >> 8));
  for (char c : header)
    file.push_back(std::byte(c));
  std::vector<std::byte> data = bytesOf<double>({0.5, -2.0});
  file.insert(file.end(), data.begin(), data.end());
  writeBytes(dir / "y.npy", file);

  Parsed p = parse(withBuffer("{\"op\": \"expect\", \"buffer\": \"x\", \"file\": \"y.npy\"}"), dir.path());
  REQUIRE(p.script.has_value());
  const auto &e = std::get<ExpectStep>(p.script->steps[1].body);
  CHECK(e.elem == ElemType::F64); // from the dtype
  CHECK(e.bytes == 16);
  CHECK(e.expected == data);

  CHECK(errorOf(withBuffer("{\"op\": \"expect\", \"buffer\": \"x\", \"file\": \"y.npy\", \"elem\": \"f32\"}"),
                dir.path()) == "S.json:3:52: error: step 1 (expect): field \"elem\": 'y.npy' holds f64 data "
                               "('<f8'), the step compares "
                               "f32\n");
}

TEST_CASE("JsonLocations: keys, array elements and fallbacks") {
  const std::string text = "{\"a\": [10, {\"b/c\": 1, \"d\": [[2]]}],\n \"e\\\"q\": {}}";
  JsonLocations loc(text);
  CHECK(loc.find("") == 0);
  CHECK(loc.find("/a") == 1);
  CHECK(loc.find("/a/1") == 11);
  CHECK(loc.find("/a/1/b~1c") == 12);
  CHECK(loc.find("/a/1/d") == 22);
  CHECK(loc.find("/a/1/d/0") == 28);
  CHECK(loc.find("/a/0") == 1);        // a scalar in an array: its array's location
  CHECK(loc.find("/a/1/d/0/0") == 28); // likewise
  CHECK(loc.find("/e\"q") == 37);      // an escaped quote inside the key
  CHECK(loc.find("/nothing") == 0);
  CHECK(JsonLocations::escape("a/b~c") == "a~1b~0c");
}

TEST_CASE("LaunchScript: symbol steps name a module variable; their range waits for the module") {
  ScratchDir dir;
  writeBytes(dir / "x.bin", bytesOf<float>({1.0f, 2.0f}));
  Parsed p = parse("{\"module\": \"k.ll\", \"steps\": [\n"
                   "  {\"op\": \"memset\", \"symbol\": \"cv\", \"offset\": 4},\n"
                   "  {\"op\": \"d2h\", \"symbol\": \"ns::gv\", \"bytes\": 8},\n"
                   "  {\"op\": \"h2d\", \"symbol\": \"_ZN2ns2gvE\", \"file\": \"x.bin\"},\n"
                   "  {\"op\": \"expect\", \"symbol\": \"cv\", \"file\": \"x.bin\"}\n]}\n",
                   dir.path());
  REQUIRE(p.script.has_value());
  CHECK(p.messages.empty());
  CHECK(p.script->module == "k.ll");
  CHECK(p.script->modulePath == dir.path() / "k.ll");
  const auto &m = std::get<MemsetStep>(p.script->steps[0].body);
  CHECK(m.symbol.name == "cv");
  CHECK(m.buffer.empty());
  CHECK(m.offset == 4);
  CHECK(m.symbol.toEnd); // the rest of the variable, known once the module is loaded
  const auto &d = std::get<D2hStep>(p.script->steps[1].body);
  CHECK(targetName(d) == "ns::gv");
  CHECK_FALSE(d.symbol.toEnd);
  CHECK(d.bytes == 8);
  const auto &h = std::get<H2dStep>(p.script->steps[2].body);
  CHECK_FALSE(h.symbol.toEnd); // the file's size
  CHECK(h.bytes == 8);
  CHECK(std::get<ExpectStep>(p.script->steps[3].body).bytes == 8);

  CHECK(errorOf(withBuffer("{\"op\": \"d2h\", \"buffer\": \"x\", \"symbol\": \"cv\"}")) ==
        "S.json:3:3: error: step 1 (d2h): takes \"buffer\" or \"symbol\", not both\n");
  CHECK(errorOf(withBuffer("{\"op\": \"d2h\", \"symbol\": \"\"}")) ==
        "S.json:3:17: error: step 1 (d2h): field \"symbol\": expected a non-empty string\n");
  CHECK(errorOf("{\"module\": 3, \"steps\": []}") ==
        "S.json:1:2: error: field \"module\": expected a non-empty string\n");
  // A launch argument points at a buffer only.
  CHECK(parse(withBuffer("{\"op\": \"launch\", \"kernel\": \"k\", \"grid\": [1], \"block\": [1], "
                         "\"args\": [{\"type\": \"ptr\", \"symbol\": \"cv\"}]}"))
            .messages ==
        "S.json:3:87: warning: step 1 (launch): field \"args[0].symbol\": unknown field, ignored\n"
        "S.json:3:71: error: step 1 (launch): field \"args[0]\": needs \"buffer\" or \"null\": true\n");
}
