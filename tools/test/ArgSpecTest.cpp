// --arg specs, --grid/--block dimensions, buffer initialisers, and the steps of a command-line launch.
#include "tools/ArgSpec.h"
#include "tools/Npy.h"

#include "tools/test/TestFiles.h"

#include <doctest/doctest.h>

#include <bit>

using namespace nvsim;
using namespace nvsim::tools;
using nvsim::tools::test::bytesOf;
using nvsim::tools::test::ScratchDir;
using nvsim::tools::test::writeBytes;

namespace {

ArgSpec spec(std::string_view text) {
  std::string why;
  std::optional<ArgSpec> s = parseArgSpec(text, why);
  INFO(text, ": ", why);
  REQUIRE(s.has_value());
  return *s;
}

std::string specError(std::string_view text) {
  std::string why;
  CHECK_FALSE(parseArgSpec(text, why).has_value());
  return why;
}

template <typename T> std::vector<T> valuesOf(const std::vector<std::byte> &bytes) {
  std::vector<T> out(bytes.size() / sizeof(T));
  std::memcpy(out.data(), bytes.data(), out.size() * sizeof(T));
  return out;
}

} // namespace

TEST_CASE("ArgSpec: scalars") {
  ArgSpec i = spec("i32:5");
  CHECK(i.kind == ArgSpec::Kind::Scalar);
  CHECK(i.type == ElemType::I32);
  CHECK(i.bits == 5);
  CHECK(spec("u64:7").bits == 7);
  CHECK(spec("f32:2.5").bits == std::bit_cast<uint32_t>(2.5f));
  CHECK(spec("f64:-1e3").bits == std::bit_cast<uint64_t>(-1000.0));
  CHECK(spec("i8:-1").bits == 0xff);
  CHECK(spec("u16:0xffff").bits == 0xffff);
  CHECK(spec("f32:nan").bits == 0x7fc00000);
  CHECK(spec("f16:1").bits == 0x3c00);
  CHECK(spec("null").kind == ArgSpec::Kind::Null);
  ArgSpec b = spec("bytes:0100000002000000");
  CHECK(b.kind == ArgSpec::Kind::Bytes);
  CHECK(b.bytes == bytesOf<uint32_t>({1, 2}));
}

TEST_CASE("ArgSpec: buffers") {
  ArgSpec z = spec("buf:f32:1024");
  CHECK(z.kind == ArgSpec::Kind::Buffer);
  CHECK(z.type == ElemType::F32);
  CHECK(z.count == 1024);
  CHECK(z.init == ArgSpec::Init::Zero);
  CHECK_FALSE(z.out);
  CHECK(spec("buf:f32:1024:out").out);
  CHECK(spec("buf:i32:4:iota").init == ArgSpec::Init::Iota);
  ArgSpec f = spec("buf:f32:4:fill=3:out");
  CHECK(f.init == ArgSpec::Init::Fill);
  CHECK(f.bits == std::bit_cast<uint32_t>(3.0f));
  CHECK(f.out);
  ArgSpec r = spec("buf:u8:16:rand=42");
  CHECK(r.init == ArgSpec::Init::Random);
  CHECK(r.seed == 42u);
  CHECK_FALSE(spec("buf:u8:16:rand").seed.has_value());
  ArgSpec file = spec("buf:f64:2:file=dir/a:b.bin:out"); // a file name may hold colons
  CHECK(file.init == ArgSpec::Init::File);
  CHECK(file.file == "dir/a:b.bin");
  CHECK(file.out);
  CHECK(spec("buf:f32:8:file=out").file == "out"); // `out` only as the last field
}

TEST_CASE("ArgSpec: malformed specs") {
  CHECK(specError("5") == "expected TYPE:VALUE, buf:TYPE:COUNT[:INIT][:out], bytes:HEX or null");
  CHECK(specError("buf:f32") == "expected TYPE:VALUE, buf:TYPE:COUNT[:INIT][:out], bytes:HEX or null");
  CHECK(specError("float:1") ==
        "unknown element type 'float' (expected i8, i16, i32, i64, u8, u16, u32, u64, f16, f32, f64)");
  CHECK(specError("i32:x") == "'x' is not a number");
  CHECK(specError("i32:") == "'' is not a number");
  CHECK(specError("i8:200") == "value 200 is out of range for i8 (-128 to 127)");
  CHECK(specError("buf:f32:0") == "buffer element count '0' is not a positive integer");
  CHECK(specError("buf:f32:-4") == "buffer element count '-4' is not a positive integer");
  CHECK(specError("buf:f64:137438953473") ==
        "a buffer of 137438953473 f64 elements is larger than the largest allocation (1 TiB)");
  CHECK(specError("buf:f32:4:ones") ==
        "unknown buffer initialiser 'ones' (expected iota, fill=V, rand=SEED or file=PATH)");
  CHECK(specError("buf:u8:4:fill=300") == "value 300 is out of range for u8 (0 to 255)");
  CHECK(specError("buf:u8:4:rand=x") == "'x' is not a number");
  CHECK(specError("bytes:012") == "expected an even number of hexadecimal digits");
  CHECK(specError("bytes:zz") == "expected an even number of hexadecimal digits");
}

TEST_CASE("ArgSpec: dimensions") {
  CHECK(parseDims("4") == Dims{4, 1, 1});
  CHECK(parseDims("4,2") == Dims{4, 2, 1});
  CHECK(parseDims("4,2,3") == Dims{4, 2, 3});
  CHECK(parseDims("4294967295") == Dims{4294967295u, 1, 1});
  for (const char *bad : {"", "0", "4,", ",4", "4,2,3,1", "x", "-1", "4294967296", "4 ,2"})
    CHECK_FALSE(parseDims(bad).has_value());
}

TEST_CASE("ArgSpec: initialisers") {
  CHECK(valuesOf<int32_t>(initialBytes(spec("buf:i32:4:iota"), 0)) == std::vector<int32_t>{0, 1, 2, 3});
  CHECK(valuesOf<float>(initialBytes(spec("buf:f32:3:iota"), 0)) == std::vector<float>{0, 1, 2});
  CHECK(valuesOf<uint8_t>(initialBytes(spec("buf:u8:258:iota"), 0))[257] == 1); // wraps
  CHECK(valuesOf<double>(initialBytes(spec("buf:f64:2:fill=-0.5"), 0)) == std::vector<double>{-0.5, -0.5});

  // splitmix64: the first outputs for seed 0 are the generator's published test values.
  CHECK(valuesOf<uint64_t>(initialBytes(spec("buf:u64:3:rand=0"), 99)) ==
        std::vector<uint64_t>{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f});
  CHECK(valuesOf<uint32_t>(initialBytes(spec("buf:u32:1:rand=0"), 99))[0] == 0x7b1dcdaf); // the low bits
  // Without its own seed, --seed decides.
  CHECK(initialBytes(spec("buf:u64:3:rand"), 0) == initialBytes(spec("buf:u64:3:rand=0"), 5));
  CHECK(initialBytes(spec("buf:u64:3:rand"), 1) != initialBytes(spec("buf:u64:3:rand=0"), 5));
  // Floats are uniform in [0, 1): the top bits of each output.
  std::vector<float> f = valuesOf<float>(initialBytes(spec("buf:f32:1:rand=0"), 0));
  CHECK(f[0] == float(0xe220a8397b1dcdafull >> 40) * 0x1p-24f);
  std::vector<double> d = valuesOf<double>(initialBytes(spec("buf:f64:1000:rand=3"), 0));
  for (double v : d)
    REQUIRE((v >= 0.0 && v < 1.0));
  std::vector<uint16_t> h = valuesOf<uint16_t>(initialBytes(spec("buf:f16:1:rand=0"), 0));
  CHECK(halfToDouble(h[0]) == double(0xe220a8397b1dcdafull >> 53) * 0x1p-11);
}

TEST_CASE("ArgSpec: a command-line launch becomes steps") {
  ScratchDir dir;
  writeBytes(dir / "x.bin", bytesOf<float>({1, 2}));
  CommandLineLaunch launch;
  launch.kernel = "saxpy";
  launch.grid = {4, 1, 1};
  launch.block = {256, 1, 1};
  launch.dynamicSharedBytes = 64;
  for (const std::string &text :
       std::vector<std::string>{"i32:2", "f32:2.5", "buf:f32:2:file=" + (dir / "x.bin").string(),
                                "buf:f32:2:out", "null", "buf:i32:3:iota:out"})
    launch.args.push_back(spec(text));
  std::vector<ScriptError> diags;
  std::optional<LaunchScript> script = commandLineScript(launch, diags);
  REQUIRE(script.has_value());
  CHECK(diags.empty());
  std::vector<std::string> ops;
  for (const Step &s : script->steps)
    ops.emplace_back(stepOpName(s.body));
  CHECK(ops == std::vector<std::string>{"alloc", "h2d", "alloc", "alloc", "h2d", "launch", "d2h", "d2h"});
  const auto &h = std::get<H2dStep>(script->steps[1].body);
  CHECK(h.buffer == "arg2");
  CHECK(h.data == bytesOf<float>({1, 2}));
  CHECK(std::get<AllocStep>(script->steps[2].body).buffer == "arg3");
  CHECK(std::get<AllocStep>(script->steps[2].body).bytes == 8);
  const auto &l = std::get<LaunchStep>(script->steps[5].body);
  CHECK(l.kernel == "saxpy");
  CHECK(l.grid == Dims{4, 1, 1});
  CHECK(l.dynamicSharedBytes == 64);
  REQUIRE(l.args.size() == 6);
  CHECK(l.args[1].bits == std::bit_cast<uint32_t>(2.5f));
  CHECK(l.args[1].origin == "--arg 'f32:2.5'");
  CHECK(l.args[3].kind == ArgValue::Kind::Pointer);
  CHECK(l.args[3].buffer == "arg3");
  CHECK(l.args[4].kind == ArgValue::Kind::Null);
  const auto &out = std::get<D2hStep>(script->steps[7].body);
  CHECK(out.buffer == "arg5");
  CHECK(out.file.empty()); // printed
  CHECK(out.elem == ElemType::I32);

  launch.dumpOutputs = true;
  script = commandLineScript(launch, diags);
  REQUIRE(script.has_value());
  CHECK(std::get<D2hStep>(script->steps[6].body).file == "arg3.bin");
}

TEST_CASE("ArgSpec: file= reads .npy files, whose dtype must be the buffer's") {
  ScratchDir dir;
  std::vector<std::byte> npy = npyHeaderBytes("<f4", 2), data = bytesOf<float>({1.5f, -2});
  npy.insert(npy.end(), data.begin(), data.end());
  writeBytes(dir / "x.npy", npy);
  const std::string path = (dir / "x.npy").string();
  CommandLineLaunch launch;
  launch.kernel = "k";
  launch.args = {spec("buf:f32:2:file=" + path)};
  std::vector<ScriptError> diags;
  std::optional<LaunchScript> script = commandLineScript(launch, diags);
  REQUIRE(script.has_value());
  CHECK(std::get<H2dStep>(script->steps[1].body).data == data); // without the header

  launch.args = {spec("buf:i32:2:file=" + path)};
  CHECK_FALSE(commandLineScript(launch, diags).has_value());
  REQUIRE(diags.size() == 1);
  CHECK(renderError(diags[0], nullptr) == "nvvm-sim: error: argument 0 (--arg buf:i32:2:file=" + path +
                                              "): '" + path +
                                              "' holds f32 data ('<f4'), the buffer is i32\n");
}

TEST_CASE("ArgSpec: file= must exist and fit the buffer") {
  ScratchDir dir;
  writeBytes(dir / "x.bin", bytesOf<float>({1, 2, 3}));
  CommandLineLaunch launch;
  launch.kernel = "k";
  const std::string path = (dir / "x.bin").string();
  launch.args = {spec("buf:f32:2:file=" + path), spec("buf:f32:2:file=" + (dir / "no.bin").string())};
  std::vector<ScriptError> diags;
  CHECK_FALSE(commandLineScript(launch, diags).has_value());
  std::string text;
  for (const ScriptError &e : diags)
    text += renderError(e, nullptr);
  CHECK(text == "nvvm-sim: error: argument 0 (--arg buf:f32:2:file=" + path + "): '" + path +
                    "' holds 12 bytes, the buffer 8 bytes\n"
                    "nvvm-sim: error: argument 1 (--arg buf:f32:2:file=" +
                    (dir / "no.bin").string() + "): cannot read '" + (dir / "no.bin").string() +
                    "': No such file or directory\n");
}
