// Argument marshalling against real kernel signatures: bytes per parameter kind, and strict,
// located errors for wrong counts, kinds, widths and byval sizes.
#include "tools/Marshal.h"

#include "core/parser/Parser.h"

#include <doctest/doctest.h>

#include <bit>
#include <cstring>

using namespace nvsim;
using namespace nvsim::tools;

namespace {

constexpr const char *kModule = R"(
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, float, i64 }

define ptx_kernel void @all(i1 %b, i8 %c, i16 %s, i64 %l, half %h, float %f, double %d,
                            ptr addrspace(1) %g, ptr %p, ptr byval(%struct.S) align 8 %st, <2 x float> %v) {
  ret void
}

define ptx_kernel void @_Z4smemPi(ptr addrspace(3) %sm) {
  ret void
}
)";

struct Fixture {
  Fixture() : source("m.ll", kModule), diags(&source) {
    module = parseAssembly(source, diags);
    REQUIRE(module);
    std::string why;
    auto dl = moduleDataLayout(*module, &why);
    REQUIRE(dl);
    kernels = findKernels(*module, *dl);
    REQUIRE(kernels.size() == 2);
  }
  SourceFile source;
  DiagEngine diags;
  std::unique_ptr<ir::Module> module;
  std::vector<KernelInfo> kernels;
};

ArgValue scalar(ElemType t, uint64_t bits) {
  ArgValue a;
  a.kind = ArgValue::Kind::Scalar;
  a.type = t;
  a.bits = bits;
  a.origin = "script";
  return a;
}

ArgValue pointer(std::string buffer, uint64_t offset = 0) {
  ArgValue a;
  a.kind = ArgValue::Kind::Pointer;
  a.buffer = std::move(buffer);
  a.offset = offset;
  a.origin = "script";
  return a;
}

ArgValue null() {
  ArgValue a;
  a.kind = ArgValue::Kind::Null;
  a.origin = "script";
  return a;
}

ArgValue raw(size_t n) {
  ArgValue a;
  a.kind = ArgValue::Kind::Bytes;
  for (size_t i = 0; i < n; ++i)
    a.bytes.push_back(std::byte(i + 1));
  a.origin = "script";
  return a;
}

/// Arguments that fit @all.
std::vector<ArgValue> goodArgs() {
  return {scalar(ElemType::U8, 1),
          scalar(ElemType::I8, 0x80),
          scalar(ElemType::I16, 0xfffe),
          scalar(ElemType::U64, 0x1122334455667788),
          scalar(ElemType::F16, 0x3c00),
          scalar(ElemType::F32, std::bit_cast<uint32_t>(2.0f)),
          scalar(ElemType::F64, std::bit_cast<uint64_t>(-1.0)),
          pointer("x", 16),
          null(),
          raw(16),
          raw(8)};
}

uint64_t addressOf(const std::string &buffer) { return buffer == "x" ? 0x10000000000 : 0x20000000000; }

std::string marshalError(const KernelInfo &k, const std::vector<ArgValue> &args, int *argument = nullptr) {
  ArgBytes out;
  MarshalError e;
  CHECK_FALSE(marshalArgs(k, args, addressOf, out, e));
  if (argument)
    *argument = e.argument;
  return e.message;
}

template <typename T> T read(const std::vector<std::byte> &b) {
  REQUIRE(b.size() == sizeof(T));
  T v;
  std::memcpy(&v, b.data(), sizeof v);
  return v;
}

} // namespace

TEST_CASE("Marshal: signatures as messages show them") {
  Fixture f;
  CHECK(kernelSignature(f.kernels[0]) ==
        "all(i1, i8, i16, i64, half, float, double, ptr addrspace(1), ptr, ptr "
        "byval(%struct.S), <2 x float>)");
  CHECK(kernelSignature(f.kernels[1]) == "_Z4smemPi(ptr addrspace(3))");
}

TEST_CASE("Marshal: the bytes of each parameter kind") {
  Fixture f;
  ArgBytes out;
  MarshalError e;
  REQUIRE(marshalArgs(f.kernels[0], goodArgs(), addressOf, out, e));
  REQUIRE(out.size() == 11);
  CHECK(read<uint8_t>(out[0]) == 1);
  CHECK(read<int8_t>(out[1]) == -128);
  CHECK(read<int16_t>(out[2]) == -2);
  CHECK(read<uint64_t>(out[3]) == 0x1122334455667788);
  CHECK(read<uint16_t>(out[4]) == 0x3c00);
  CHECK(read<float>(out[5]) == 2.0f);
  CHECK(read<double>(out[6]) == -1.0);
  CHECK(read<uint64_t>(out[7]) == 0x10000000010); // buffer x + 16
  CHECK(read<uint64_t>(out[8]) == 0);
  CHECK(out[9] == raw(16).bytes);
  CHECK(out[10] == raw(8).bytes);
}

TEST_CASE("Marshal: count and kind mismatches") {
  Fixture f;
  int argument = 0;
  std::vector<ArgValue> args = goodArgs();
  args.pop_back();
  CHECK(marshalError(f.kernels[0], args, &argument) ==
        "expected 11 arguments for all(i1, i8, i16, i64, half, float, double, ptr addrspace(1), ptr, ptr "
        "byval(%struct.S), <2 x float>), got 10");
  CHECK(argument == -1);
  CHECK(marshalError(f.kernels[1], {}) == "expected 1 argument for _Z4smemPi(ptr addrspace(3)), got 0");

  auto withArg = [](size_t i, ArgValue a) {
    std::vector<ArgValue> v = goodArgs();
    v[i] = std::move(a);
    return v;
  };
  CHECK(marshalError(f.kernels[0], withArg(7, scalar(ElemType::F32, 0)), &argument) ==
        "argument 7: kernel parameter is `ptr addrspace(1)`, script gives f32");
  CHECK(argument == 7);
  CHECK(marshalError(f.kernels[0], withArg(3, scalar(ElemType::I32, 5))) ==
        "argument 3: kernel parameter is `i64`, script gives i32");
  CHECK(marshalError(f.kernels[0], withArg(5, scalar(ElemType::F64, 0))) ==
        "argument 5: kernel parameter is `float`, script gives f64");
  CHECK(marshalError(f.kernels[0], withArg(5, scalar(ElemType::I32, 0))) ==
        "argument 5: kernel parameter is `float`, script gives i32");
  CHECK(marshalError(f.kernels[0], withArg(2, pointer("x"))) ==
        "argument 2: kernel parameter is `i16`, script gives ptr");
  CHECK(marshalError(f.kernels[0], withArg(0, scalar(ElemType::U8, 2))) ==
        "argument 0: kernel parameter is `i1`, script gives 2 (only 0 and 1 fit)");
  CHECK(marshalError(f.kernels[0], withArg(9, pointer("x"))) ==
        "argument 9: kernel parameter is `ptr byval(%struct.S)`, script gives ptr");
  CHECK(marshalError(f.kernels[0], withArg(9, raw(12))) ==
        "argument 9: kernel parameter is `ptr byval(%struct.S)` (16 bytes), script gives 12 bytes");
  CHECK(marshalError(f.kernels[0], withArg(10, scalar(ElemType::U64, 0))) ==
        "argument 10: kernel parameter is `<2 x float>`, script gives u64");
  CHECK(marshalError(f.kernels[0], withArg(8, raw(8))) ==
        "argument 8: kernel parameter is `ptr`, script gives bytes");
  ArgValue fromCli = scalar(ElemType::F32, 0);
  fromCli.origin = "--arg 'f32:0'";
  CHECK(marshalError(f.kernels[0], withArg(4, fromCli)) ==
        "argument 4: kernel parameter is `half`, --arg 'f32:0' gives f32");
}

TEST_CASE("Marshal: 32-bit pointers take null only") {
  Fixture f;
  // The default nvptx64 layout has 64-bit shared pointers; a p3:32 layout makes them 4 bytes.
  const char *text = R"(
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
define ptx_kernel void @k(ptr addrspace(3) %sm) {
  ret void
}
)";
  SourceFile source("n.ll", text);
  DiagEngine diags(&source);
  auto module = parseAssembly(source, diags);
  REQUIRE(module);
  std::string why;
  auto dl = moduleDataLayout(*module, &why);
  REQUIRE(dl);
  std::vector<KernelInfo> kernels = findKernels(*module, *dl);
  REQUIRE(kernels.size() == 1);
  REQUIRE(kernels[0].params[0].size == 4);
  ArgBytes out;
  MarshalError e;
  REQUIRE(marshalArgs(kernels[0], {null()}, addressOf, out, e));
  CHECK(out[0] == std::vector<std::byte>(4));
  CHECK(marshalError(kernels[0], {pointer("x")}) == "argument 0: kernel parameter `ptr addrspace(3)` is a "
                                                    "4-byte pointer, which cannot hold a global buffer's "
                                                    "address (only null fits)");
}

TEST_CASE("Marshal: checkLaunches places errors at the step's args") {
  Fixture f;
  const std::string text =
      "{\"steps\": [\n"
      "  {\"op\": \"launch\", \"kernel\": \"smem\", \"grid\": [1], \"block\": [1], \"args\": []},\n"
      "  {\"op\": \"launch\", \"kernel\": \"nope\", \"grid\": [1], \"block\": [1]},\n"
      "  {\"op\": \"launch\", \"kernel\": \"smem(int*)\", \"grid\": [1], \"block\": [1],\n"
      "   \"args\": [{\"type\": \"f32\", \"value\": 1}]},\n"
      "  {\"op\": \"launch\", \"kernel\": \"_Z4smemPi\", \"grid\": [1], \"block\": [1],\n"
      "   \"args\": [{\"type\": \"ptr\", \"null\": true}]}\n"
      "]}";
  auto source = std::make_shared<const SourceFile>("S.json", text);
  std::vector<ScriptError> diags;
  std::optional<LaunchScript> script = parseLaunchScript(source, {}, diags);
  REQUIRE(script.has_value());
  std::string messages;
  for (const ScriptError &e : checkLaunches(*script, f.kernels))
    messages += script->render(e);
  CHECK(messages ==
        "S.json:2:65: error: step 0 (launch): field \"args\": expected 1 argument for "
        "_Z4smemPi(ptr addrspace(3)), got 0\n"
        "S.json:3:20: error: step 1 (launch): field \"kernel\": unknown kernel 'nope' (the module's "
        "kernels: all, _Z4smemPi)\n"
        "S.json:5:13: error: step 2 (launch): field \"args\": argument 0: kernel parameter is `ptr "
        "addrspace(3)`, script gives f32\n");
}
