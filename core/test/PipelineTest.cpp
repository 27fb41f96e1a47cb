// Unit tests of the pass pipeline: pass lists, the order passes run in, and the statistics texts.
#include "core/passes/Pipeline.h"
#include "core/parser/Parser.h"

#include <doctest/doctest.h>

using namespace nvsim;
using namespace nvsim::passes;

TEST_CASE("pass lists: names in the order written, repeats allowed") {
  std::string error;
  auto order = parsePassList("transplant,lower-struct-args,memspace-opt", error);
  REQUIRE(order);
  CHECK(*order == std::vector{PassId::Transplant, PassId::LowerStructArgs, PassId::MemorySpaceOpt});
  order = parsePassList("memspace-opt,transplant,memspace-opt", error);
  REQUIRE(order);
  CHECK(*order == std::vector{PassId::MemorySpaceOpt, PassId::Transplant, PassId::MemorySpaceOpt});
  CHECK(error.empty());
}

TEST_CASE("pass lists: unknown, empty and missing names list the known passes") {
  std::string error;
  CHECK_FALSE(parsePassList("transplant,memspace", error));
  CHECK(error == "unknown pass 'memspace' (known passes: transplant, lower-struct-args, memspace-opt)");
  CHECK_FALSE(parsePassList("transplant,,memspace-opt", error));
  CHECK(error == "empty pass name (known passes: transplant, lower-struct-args, memspace-opt)");
  CHECK_FALSE(parsePassList("transplant,", error));
  CHECK(error == "empty pass name (known passes: transplant, lower-struct-args, memspace-opt)");
  CHECK_FALSE(parsePassList("", error));
  CHECK(error == "no pass named (known passes: transplant, lower-struct-args, memspace-opt)");
  CHECK_FALSE(parsePassList("Transplant", error));
  CHECK(error == "unknown pass 'Transplant' (known passes: transplant, lower-struct-args, memspace-opt)");
}

TEST_CASE("the pass table: names and ids agree") {
  for (const PassInfo &p : knownPasses()) {
    CHECK(&passInfo(p.id) == &p);
    std::string error;
    auto one = parsePassList(p.name, error);
    REQUIRE(one);
    CHECK(*one == std::vector{p.id});
  }
  CHECK(knownPasses().size() == 3);
}

TEST_CASE("runPipeline runs the passes in the order given and records them") {
  SourceFile file("empty.ll", "target triple = \"nvptx64-nvidia-cuda\"\n");
  DiagEngine diags(&file);
  auto m = parseAssembly(file, diags);
  REQUIRE(m);
  PipelineStats stats;
  const std::vector order{PassId::MemorySpaceOpt, PassId::Transplant, PassId::MemorySpaceOpt};
  // A module without functions gives no pass anything to do.
  CHECK_FALSE(runPipeline(*m, order, PassConfig{}, diags, stats));
  CHECK(stats.ran == order);
  CHECK(diags.diagnostics().empty());
  CHECK(statsText(stats) ==
        "memspace-opt: 0 generic accesses resolved (global 0, shared 0, constant 0, local 0, "
        "param 0), 0 assumed global, 0 left generic, 0 isspacep folded, 0 clones, 0 register slots\n"
        "transplant: 0 kernels marked, 0 nvvm.* attributes written, 0 functions internalized\n");
}

TEST_CASE("statistics as text and JSON: every counter of the passes that ran") {
  PipelineStats stats;
  stats.ran = {PassId::Transplant, PassId::LowerStructArgs, PassId::MemorySpaceOpt};
  stats.transplant = {2, 5, 1};
  stats.lowerStructArgs = {3, 7, 1, 0};
  stats.memorySpace.toGlobal = 12;
  stats.memorySpace.toShared = 3;
  stats.memorySpace.toParam = 1;
  stats.memorySpace.assumedGlobal = 1;
  stats.memorySpace.unresolved = 2;
  stats.memorySpace.isspacepFolded = 4;
  stats.memorySpace.clones = 1;
  stats.memorySpace.registerSlots = 3;
  CHECK(
      statsText(stats) ==
      "transplant: 2 kernels marked, 5 nvvm.* attributes written, 1 functions internalized\n"
      "lower-struct-args: 3 byval parameters lowered, 7 loads rewritten to ldparam, 1 parameters cast only, "
      "0 functions left alone\n"
      "memspace-opt: 16 generic accesses resolved (global 12, shared 3, constant 0, local 0, param 1), "
      "1 assumed global, 2 left generic, 4 isspacep folded, 1 clones, 3 register slots\n");
  CHECK(statsJson(stats) ==
        "{\"passes\": [\"transplant\", \"lower-struct-args\", \"memspace-opt\"], "
        "\"transplant\": {\"kernels\": 2, \"attributes\": 5, \"internalized\": 1}, "
        "\"lower-struct-args\": {\"params\": 3, \"ldparams\": 7, \"cast_only\": 1, \"left_alone\": 0}, "
        "\"memspace-opt\": {\"resolved_total\": 16, \"resolved\": {\"global\": 12, \"shared\": 3, "
        "\"constant\": 0, "
        "\"local\": 0, \"param\": 1}, \"assumed_global\": 1, \"unresolved\": 2, \"isspacep_folded\": 4, "
        "\"clones\": 1, \"register_slots\": 3}}\n");

  PipelineStats one;
  one.ran = {PassId::LowerStructArgs};
  CHECK(statsText(one) == "lower-struct-args: 0 byval parameters lowered, 0 loads rewritten to ldparam, "
                          "0 parameters cast only, 0 functions left alone\n");
  CHECK(statsJson(one) == "{\"passes\": [\"lower-struct-args\"], \"lower-struct-args\": {\"params\": 0, "
                          "\"ldparams\": 0, \"cast_only\": 0, \"left_alone\": 0}}\n");
}
