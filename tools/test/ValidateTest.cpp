// compareRuns (`nvvm-sim validate`): two runs of one script differ in a launch's status, in what a
// kernel printed, or in any bit of an output; the messages name the step, buffer and elements.
#include "tools/Validate.h"

#include "tools/test/TestFiles.h"

#include <doctest/doctest.h>

#include <bit>
#include <limits>

using namespace nvsim::tools;
using nvsim::tools::test::bytesOf;

namespace {

LaunchScript scriptWithSteps(std::vector<std::string> labels) {
  LaunchScript s;
  for (std::string &l : labels)
    s.steps.push_back({AllocStep{}, std::move(l), ""});
  return s;
}

LaunchRecord launch(size_t step, std::string status) {
  LaunchRecord r;
  r.step = step;
  r.kernel = "k";
  r.status = std::move(status);
  return r;
}

OutputRecord output(size_t step, std::string label, std::optional<ElemType> elem, std::vector<std::byte> data,
                    uint64_t offset = 0) {
  return {step, std::move(label), "y", offset, elem, std::move(data)};
}

/// One run: a launch that ended ok, then the outputs given.
RunOutcome run(std::vector<OutputRecord> outputs) {
  RunOutcome o;
  o.launches.push_back(launch(1, "ok"));
  o.outputs = std::move(outputs);
  return o;
}

const LaunchScript kScript =
    scriptWithSteps({"step 0 (alloc)", "step 1 (launch)", "step 2 (d2h)", "step 3 (expect)"});

} // namespace

TEST_CASE("compareRuns: the same launches and bytes are the same") {
  const RunOutcome a = run({output(2, "step 2 (d2h)", ElemType::F32, bytesOf<float>({1.5f, -0.0f}))});
  CHECK(compareRuns(kScript, a, a).empty());
  CHECK(compareRuns(kScript, RunOutcome{}, RunOutcome{}).empty());
}

TEST_CASE("compareRuns: bits, not values: -0 against +0, one NaN against another") {
  const float nan1 = std::bit_cast<float>(0x7fc00000u), nan2 = std::bit_cast<float>(0x7fc00001u);
  const RunOutcome a =
      run({output(2, "step 2 (d2h)", ElemType::F32, bytesOf<float>({0.0f, 1.0f, nan1, 4.0f}))});
  const RunOutcome b =
      run({output(2, "step 2 (d2h)", ElemType::F32, bytesOf<float>({-0.0f, 1.0f, nan2, 4.0f}))});
  const std::vector<std::string> d = compareRuns(kScript, a, b);
  REQUIRE(d.size() == 1);
  CHECK(d[0] == "step 2 (d2h): buffer 'y': 2 of 4 f32 elements differ; the first 2:\n"
                "  [0] before 0 (0x00000000), after -0 (0x80000000)\n"
                "  [2] before nan (0x7fc00000), after nan (0x7fc00001)");
}

TEST_CASE("compareRuns: at most ten elements shown per output, integers in decimal, the offset named") {
  std::vector<int32_t> before(40), after(40);
  for (int i = 0; i < 40; ++i) {
    before[i] = i;
    after[i] = i % 3 ? i : -i - 1; // every third element differs: 14 of them
  }
  const RunOutcome a = run({output(3, "step 3 (expect)", ElemType::I32, bytesOf(before), 64)});
  const RunOutcome b = run({output(3, "step 3 (expect)", ElemType::I32, bytesOf(after), 64)});
  const std::vector<std::string> d = compareRuns(kScript, a, b);
  REQUIRE(d.size() == 1);
  CHECK(d[0] == "step 3 (expect): buffer 'y' at offset 64: 14 of 40 i32 elements differ; the first 10:\n"
                "  [0] before 0, after -1\n  [3] before 3, after -4\n  [6] before 6, after -7\n"
                "  [9] before 9, after -10\n  [12] before 12, after -13\n  [15] before 15, after -16\n"
                "  [18] before 18, after -19\n  [21] before 21, after -22\n  [24] before 24, after -25\n"
                "  [27] before 27, after -28");
}

TEST_CASE("compareRuns: a d2h step without an element type compares bytes") {
  const RunOutcome a = run({output(2, "step 2 (d2h)", std::nullopt, bytesOf<uint16_t>({0x0102, 0x0304}))});
  const RunOutcome b = run({output(2, "step 2 (d2h)", std::nullopt, bytesOf<uint16_t>({0x0102, 0x0305}))});
  const std::vector<std::string> d = compareRuns(kScript, a, b);
  REQUIRE(d.size() == 1);
  CHECK(d[0] == "step 2 (d2h): buffer 'y': 1 of 4 u8 elements differ; the first 1:\n  [2] before 4, after 5");
}

TEST_CASE("compareRuns: a launch that faults only after the passes, and what it left behind") {
  RunOutcome a = run({output(2, "step 2 (d2h)", ElemType::U32, bytesOf<uint32_t>({7}))});
  RunOutcome b = run({output(2, "step 2 (d2h)", ElemType::U32, bytesOf<uint32_t>({0}))});
  b.launches[0].status = "fault";
  b.launches[0].fault = nvsim::sim::KernelFault{};
  b.launches[0].fault->message = "out-of-bounds read of 4 bytes";
  const std::vector<std::string> d = compareRuns(kScript, a, b);
  REQUIRE(d.size() == 2);
  CHECK(d[0] ==
        "step 1 (launch): k: ok before the passes, fault after\n  after: out-of-bounds read of 4 bytes");
  CHECK(d[1] ==
        "step 2 (d2h): buffer 'y': 1 of 1 u32 elements differ; the first 1:\n  [0] before 7, after 0");
}

TEST_CASE("compareRuns: printed text, a launch that could not start, and outputs one run lacks") {
  RunOutcome a = run({output(2, "step 2 (d2h)", ElemType::U8, bytesOf<uint8_t>({1})),
                      output(3, "step 3 (expect)", ElemType::U8, bytesOf<uint8_t>({2}))});
  a.launches[0].output = "hello 1\n";
  RunOutcome b = a;
  b.launches[0].output = "hello 2\nagain\n";
  CHECK(compareRuns(kScript, a, b) ==
        std::vector<std::string>{
            "step 1 (launch): k: the kernel printed different text (8 bytes before, 14 after)"});

  b = a;
  b.launches[0].status = "error";
  b.launches[0].error = "unsupported intrinsic";
  b.outputs.clear();
  CHECK(compareRuns(kScript, a, b) ==
        std::vector<std::string>{
            "step 1 (launch): k: ok before the passes, error after\n  after: unsupported intrinsic",
            "step 2 (d2h): buffer 'y': read before, not read after (the script stopped)",
            "step 3 (expect): buffer 'y': read before, not read after (the script stopped)"});
  b.launches.clear();
  CHECK(compareRuns(kScript, a, b).front() == "step 1 (launch): k: ok before the passes, not run after");
}
