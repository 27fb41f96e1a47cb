// The C++ library API (tools/api/nvvmsim/nvvmsim.h) through libnvvmsim.so, as a user links it.
// Expected values come from the kernel below, computed by hand.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <nvvmsim/nvvmsim.h>

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <cstring>
#include <vector>

namespace {

// out[tid] = tid + v; a one-byte and a double parameter, and a module variable.
const char *kFill = R"(target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4]

define ptx_kernel void @fill(ptr addrspace(1) %out, i32 %v, i8 %b, double %d) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = add i32 %t, %v
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %x, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)";

template <typename F> nvvmsim::Error::Kind errorKind(F f, std::string &message) {
  try {
    f();
  } catch (const nvvmsim::Error &e) {
    message = e.what();
    return e.kind();
  }
  FAIL("no nvvmsim::Error");
  return nvvmsim::Error::Kind::Input;
}

} // namespace

TEST_CASE("kernels and their parameters") {
  nvvmsim::Module m = nvvmsim::Module::fromText(kFill, "fill.ll");
  CHECK(m.name() == "fill.ll");
  CHECK(m.targetTriple() == "nvptx64-nvidia-cuda");
  REQUIRE(m.kernels().size() == 1);
  const nvvmsim::Kernel &k = m.kernels()[0];
  CHECK(k.name == "fill");
  CHECK(k.detectedBy == "ptx_kernel calling convention");
  CHECK(k.signature == "fill(ptr addrspace(1), i32, i8, double)");
  REQUIRE(k.params.size() == 4);
  CHECK(k.params[0].type == "ptr addrspace(1)");
  CHECK(k.params[0].pointer);
  CHECK(k.params[0].name == "out");
  CHECK(k.params[3].size == 8);
  CHECK(!k.params[1].pointer);
  CHECK(m.findKernel("fill") == &k);
  CHECK(m.findKernel("nope") == nullptr);
}

TEST_CASE("a launch writes out[tid] = tid + v") {
  nvvmsim::Module m = nvvmsim::Module::fromText(kFill);
  nvvmsim::Buffer out = m.alloc(8 * sizeof(int32_t), "out");
  CHECK(out.name == "out");
  CHECK(out.bytes == 32);
  nvvmsim::LaunchOptions o;
  o.checks = {"all"};
  nvvmsim::LaunchResult r = m.launch(
      "fill", {1}, {8},
      {nvvmsim::Arg::pointer(out), nvvmsim::Arg::u32(5), nvvmsim::Arg::integer(-1), nvvmsim::Arg::real(1.5)},
      o);
  CHECK(r.ok());
  CHECK(r.status == "ok");
  CHECK(r.findings.empty());
  std::vector<int32_t> host(8);
  m.copyFromDevice(out, host.data(), 32);
  CHECK(host == std::vector<int32_t>{5, 6, 7, 8, 9, 10, 11, 12});
  const nlohmann::json report = nlohmann::json::parse(r.reportJson);
  CHECK(report["kernel"] == "fill");
  CHECK(report["block"] == nlohmann::json::array({8, 1, 1}));
  CHECK(report["status"] == "ok");
  CHECK(report["checks"] == nlohmann::json::array({"memcheck", "racecheck", "initcheck", "synccheck"}));

  // An offset pointer: out + 4 elements, 2 threads: out[4] = 100, out[5] = 101.
  r = m.launch(
      "fill", {1}, {2},
      {nvvmsim::Arg::pointer(out, 16), nvvmsim::Arg::i32(100), nvvmsim::Arg::i8(0), nvvmsim::Arg::f64(0)});
  m.copyFromDevice(out, host.data(), 32);
  CHECK(host == std::vector<int32_t>{5, 6, 7, 8, 100, 101, 11, 12});
}

TEST_CASE("module variables and host copies") {
  nvvmsim::Module m = nvvmsim::Module::fromText(kFill);
  nvvmsim::Buffer table = m.variable("table");
  CHECK(table.bytes == 16);
  std::vector<int32_t> host(4);
  m.copyFromDevice(table, host.data(), 16);
  CHECK(host == std::vector<int32_t>{1, 2, 3, 4});
  m.memset(table, 0xff, 4, 4);
  m.copyFromDevice(table, host.data(), 16);
  CHECK(host == std::vector<int32_t>{1, -1, 3, 4});
  std::string message;
  CHECK(errorKind([&] { m.copyFromDevice(table, host.data(), 16, 4); }, message) ==
        nvvmsim::Error::Kind::Memory);
  CHECK(message == "copyFromDevice: 16 bytes at offset 4 leave buffer 'table' of 16 bytes");
  CHECK(errorKind([&] { m.variable("nope"); }, message) == nvvmsim::Error::Kind::Usage);
}

TEST_CASE("errors say what is wrong") {
  std::string message;
  CHECK(errorKind([] { nvvmsim::Module::fromText("define void @f( {", "bad.ll"); }, message) ==
        nvvmsim::Error::Kind::Input);
  CHECK(message.rfind("bad.ll:1:", 0) == 0);

  nvvmsim::Module m = nvvmsim::Module::fromText(kFill);
  nvvmsim::Buffer out = m.alloc(32);
  CHECK(out.name == "buffer0");
  const std::vector<nvvmsim::Arg> good = {nvvmsim::Arg::pointer(out), nvvmsim::Arg::i32(0),
                                          nvvmsim::Arg::i8(0), nvvmsim::Arg::f64(0)};
  CHECK(errorKind(
            [&] {
              m.launch("fill", {1}, {1}, {good[0], good[1], good[2]});
            },
            message) == nvvmsim::Error::Kind::Launch);
  CHECK(message == "expected 4 arguments for fill(ptr addrspace(1), i32, i8, double), got 3");
  CHECK(errorKind(
            [&] {
              m.launch("fill", {1}, {1}, {good[0], nvvmsim::Arg::f32(1), good[2], good[3]});
            },
            message) == nvvmsim::Error::Kind::Launch);
  CHECK(message == "argument 1: kernel parameter is `i32`, the call gives f32");
  CHECK(errorKind(
            [&] {
              m.launch("fill", {1}, {1}, {good[0], good[1], nvvmsim::Arg::integer(300), good[3]});
            },
            message) == nvvmsim::Error::Kind::Launch);
  CHECK(message.rfind("argument 2: 300 does not fit the kernel parameter `i8`", 0) == 0);
  CHECK(errorKind([&] { m.launch("nope", {1}, {1}, good); }, message) == nvvmsim::Error::Kind::Usage);
  CHECK(message == "unknown kernel 'nope' (the module's kernels: fill)");
  nvvmsim::LaunchOptions o;
  o.schedule = "sideways";
  CHECK(errorKind([&] { m.launch("fill", {1}, {1}, good, o); }, message) == nvvmsim::Error::Kind::Usage);
  CHECK(message == "schedule 'sideways': expected default or random");

  nvvmsim::ModuleOptions untracked;
  untracked.trackInitialization = false;
  nvvmsim::Module u = nvvmsim::Module::fromText(kFill, "u.ll", untracked);
  nvvmsim::Buffer ub = u.alloc(4);
  o = {};
  o.checks = {"initcheck"};
  CHECK(errorKind(
            [&] {
              u.launch("fill", {1}, {1}, {nvvmsim::Arg::pointer(ub), good[1], good[2], good[3]}, o);
            },
            message) == nvvmsim::Error::Kind::Usage);
  CHECK(message == "initcheck needs a module loaded with ModuleOptions::trackInitialization");
}

TEST_CASE("a fault is a result") {
  nvvmsim::Module m = nvvmsim::Module::fromText(kFill);
  // A null output pointer: thread 0 stores to address 0.
  nvvmsim::LaunchResult r =
      m.launch("fill", {1}, {1},
               {nvvmsim::Arg::null(), nvvmsim::Arg::i32(0), nvvmsim::Arg::i8(0), nvvmsim::Arg::f64(0)});
  CHECK(r.status == "fault");
  REQUIRE(r.fault);
  CHECK(r.fault->thread == std::array<uint32_t, 3>{0, 0, 0});
  CHECK(r.fault->instruction.find("store i32") != std::string::npos);
}

TEST_CASE("dynamic shared memory is the launch's") {
  // Each thread stores tid in dynamic shared memory, then out[tid] = shared[tid] * 2.
  nvvmsim::Module m = nvvmsim::Module::fromText(R"(target triple = "nvptx64-nvidia-cuda"
@dyn = external addrspace(3) global [0 x i32], align 4

define ptx_kernel void @twice(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = getelementptr i32, ptr addrspace(3) @dyn, i32 %t
  store i32 %t, ptr addrspace(3) %s
  %v = load i32, ptr addrspace(3) %s
  %w = mul i32 %v, 2
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %w, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)");
  CHECK(m.kernels()[0].dynamicShared);
  nvvmsim::Buffer out = m.alloc(4 * sizeof(int32_t));
  nvvmsim::LaunchOptions o;
  o.checks = {"memcheck"};
  o.dynamicSharedBytes = 16; // 4 threads x 4 bytes
  nvvmsim::LaunchResult r = m.launch("twice", {1}, {4}, {nvvmsim::Arg::pointer(out)}, o);
  CHECK(r.ok());
  std::vector<int32_t> host(4);
  m.copyFromDevice(out, host.data(), 16);
  CHECK(host == std::vector<int32_t>{0, 2, 4, 6});
  // With 8 bytes, threads 2 and 3 store past the end of the block's shared memory.
  o.dynamicSharedBytes = 8;
  r = m.launch("twice", {1}, {4}, {nvvmsim::Arg::pointer(out)}, o);
  CHECK(r.status == "finding");
  REQUIRE(!r.findings.empty());
  CHECK(r.findings[0].kind == "out-of-bounds");
  CHECK(r.findings[0].space == "shared");
  CHECK(r.findings[0].site.thread == std::array<uint32_t, 3>{2, 0, 0});
  CHECK(r.findings[0].site.access == "write");
}
