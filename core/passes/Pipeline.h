// The pass pipeline of `nvvm-sim opt` and `nvvm-sim validate`: a list of pass names, run in order
// with one PassConfig, and the statistics of every pass gathered in one place.
#pragma once

#include "core/Diagnostics.h"
#include "core/ir/Module.h"
#include "core/passes/Annotations.h"
#include "core/passes/LowerStructArgs.h"
#include "core/passes/MemorySpaceOpt.h"
#include "core/passes/PassConfig.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace nvsim::passes {

enum class PassId : uint8_t { Transplant, LowerStructArgs, MemorySpaceOpt };

struct PassInfo {
  PassId id;
  std::string_view name; ///< as written in --passes
  std::string_view what; ///< one line for --help and messages
};

/// Every pass the pipeline knows, in the order NVIDIA's pipeline runs them.
std::span<const PassInfo> knownPasses();
const PassInfo &passInfo(PassId id);

/// Parses a comma-separated list ("transplant,lower-struct-args,memspace-opt"). Passes run in the
/// order written; a name may repeat. Nullopt with `error` set for an empty list, an empty name or
/// an unknown one (the message lists the known names).
std::optional<std::vector<PassId>> parsePassList(std::string_view list, std::string &error);

/// The statistics of one pipeline run: a pass that runs twice gets the same struct both times.
struct PipelineStats {
  std::vector<PassId> ran; ///< the passes run, in order
  TransplantStats transplant;
  LowerStructArgsStats lowerStructArgs;
  MemorySpaceStats memorySpace;
};

/// Runs the passes of `order` over `module`, each with `config`, reporting their diagnostics through
/// `diags`. Returns whether any pass changed the module.
bool runPipeline(ir::Module &module, std::span<const PassId> order, const PassConfig &config,
                 DiagEngine &diags, PipelineStats &stats);

/// The statistics as text, one line per pass that ran (each pass once, in pipeline order):
/// `memspace-opt: 14 generic accesses resolved (global 12, shared 2, ...), ...`.
std::string statsText(const PipelineStats &stats);
/// The same as one JSON object: {"passes": [...], "<pass name>": {"<field>": N, ...}, ...}.
std::string statsJson(const PipelineStats &stats);

} // namespace nvsim::passes
