// Golden files: what --record-golden writes is what --golden reads back, and every malformed
// golden is refused with the field it is about.
#include "tools/Golden.h"

#include "tools/test/TestFiles.h"

#include <doctest/doctest.h>

using namespace nvsim::tools;
using namespace nvsim::tools::test;

namespace {

Golden sample() {
  Golden g;
  g.module = "k.ll";
  g.script = "k.json";
  g.device = "NVIDIA H100 80GB HBM3";
  g.computeCapability = "9.0";
  g.driverVersion = "12.8";
  g.compiler = "nvvm";
  g.compilerVersion = "libNVVM 2.0";
  g.arch = "sm_90";
  g.options = {"-fma=0"};
  g.ptx = "compiled";
  g.tolerance = "exact";
  g.outputs.push_back(
      {4, "step 4 (d2h)", "y/out", 8, ElemType::F32, bytesOf(std::vector<float>{1.5f, -2.0f})});
  g.outputs.push_back({6, "step 6 (expect)", "n", 0, std::nullopt, bytesOf(std::vector<uint8_t>{1, 2, 3})});
  return g;
}

} // namespace

TEST_CASE("golden: file names keep only safe characters") {
  CHECK(goldenFileName({4, "", "y/out", 0, std::nullopt, {}}) == "step4-y_out.bin");
  CHECK(goldenFileName({12, "", "a b.c-d_e", 0, std::nullopt, {}}) == "step12-a_b.c-d_e.bin");
}

TEST_CASE("golden: written and read back") {
  ScratchDir dir;
  std::string error;
  REQUIRE(writeGolden(dir / "g", sample(), error));
  CHECK(readBytes(dir / "g" / "step4-y_out.bin") == bytesOf(std::vector<float>{1.5f, -2.0f}));
  std::optional<Golden> g = readGolden(dir / "g", error);
  REQUIRE_MESSAGE(g, error);
  CHECK(g->device == "NVIDIA H100 80GB HBM3");
  CHECK(g->computeCapability == "9.0");
  CHECK(g->driverVersion == "12.8");
  CHECK(g->compilerVersion == "libNVVM 2.0");
  CHECK(g->arch == "sm_90");
  CHECK(g->options == std::vector<std::string>{"-fma=0"});
  REQUIRE(g->outputs.size() == 2);
  CHECK(g->outputs[0].step == 4);
  CHECK(g->outputs[0].buffer == "y/out");
  CHECK(g->outputs[0].offset == 8);
  CHECK(g->outputs[0].elem == ElemType::F32);
  CHECK(g->outputs[0].data == bytesOf(std::vector<float>{1.5f, -2.0f}));
  CHECK(g->outputs[1].label == "step 6 (expect)");
  CHECK_FALSE(g->outputs[1].elem.has_value());
  CHECK(g->outputs[1].data.size() == 3);
}

TEST_CASE("golden: malformed goldens are refused with the field") {
  ScratchDir dir;
  std::string error;
  CHECK_FALSE(readGolden(dir / "none", error));
  CHECK(error == "cannot read '" + (dir / "none" / "golden.json").string() + "': No such file or directory");

  REQUIRE(writeGolden(dir.path(), sample(), error));
  const std::string json = (dir / "golden.json").string();
  const std::string good = [&] {
    std::ifstream in(json);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  }();
  auto refused = [&](const std::string &from, const std::string &to) {
    std::string text = good;
    const size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    writeText(json, text.replace(at, from.size(), to));
    std::string why;
    CHECK_FALSE(readGolden(dir.path(), why));
    return why.substr(json.size() + 2); // after "PATH: "
  };
  CHECK(refused("\"format\": 1", "\"format\": 2") == "format: expected 1");
  CHECK(refused("\"arch\": \"sm_90\"", "\"arch\": 90") == "arch: expected a string");
  CHECK(refused("\"compute_capability\": \"9.0\"", "\"cc\": \"9.0\"") ==
        "device.compute_capability: expected a string");
  CHECK(refused("\"file\": \"step4-y_out.bin\"", "\"file\": \"../step4-y_out.bin\"") ==
        "outputs[0].file: expected a file name in the golden's folder");
  CHECK(refused("\"elem\": \"f32\"", "\"elem\": \"f31\"") == "outputs[0].elem: unknown element type");
  CHECK(refused("\"bytes\": 3", "\"bytes\": 4") ==
        "outputs[1]: 'step6-n.bin' holds 3 bytes, the output is 4 bytes");
  CHECK(refused("\"step\": 6", "\"step\": -6") ==
        "outputs[1]: expected an object with step, buffer, offset, bytes and file");
  CHECK(refused("{", "[") == "not a JSON object");
}
