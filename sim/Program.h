// The Program behind sim/Launch.h (internal to sim/): a loaded module, its globals placed and its
// functions decoded (ProgramLoad.cpp), and its launches (Grid.cpp).
#pragma once

#include "sim/Checkers.h"
#include "sim/Decoder.h"
#include "sim/Launch.h"
#include "sim/Profiler.h"

#include <array>
#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <vector>

namespace nvsim::sim {

class ProgramImpl final : public Program {
public:
  ProgramImpl(const ir::Module &m, DiagEngine &diags, mem::Memory &memory, DataLayout dl)
      : module_(m), diags_(diags), memory_(memory), dl_(std::move(dl)) {}

  bool load();
  LaunchResult launch(const LaunchRequest &request, const LaunchOptions &options) override;

  const DataLayout &layout() const { return dl_; }
  const std::vector<KernelInfo> &kernelList() const { return kernels_; }
  std::optional<ModuleVariable> variable(std::string_view name) const;
  /// The function a function pointer points to, in the plain or the checked code.
  const DecodedFunction *functionAtAddress(uint64_t address, bool checked) const {
    const auto &byIndex = (checked ? checked_ : plain_).byIndex;
    if (address < Decoder::functionAddress(0) || (address - Decoder::functionAddress(0)) % 16)
      return nullptr;
    const uint64_t index = (address - Decoder::functionAddress(0)) / 16;
    return index < byIndex.size() ? byIndex[index] : nullptr;
  }
  const std::string &sourceName() const { return sourceName_; }
  const SourceFile *source() const { return diags_.file(); }

private:
  /// The decoded code: `plain_` for launches without checkers, `checked_` (decoded at the first
  /// launch with memcheck, racecheck or initcheck) for the others (sim/Checkers.h).
  struct CodeSet {
    std::unique_ptr<Decoder> decoder;
    std::unordered_map<const ir::GlobalValue *, const DecodedFunction *> kernels;
    std::vector<const DecodedFunction *> byIndex; ///< by function index, for indirect calls
    std::vector<const DecodedFunction *> bySite;  ///< by DecodedFunction::siteBase
    std::unique_ptr<ProfileTable> profile;        ///< built at its first profiled launch
  };

  // Loading (ProgramLoad.cpp).
  bool placeGlobals();
  bool placeVariable(const ir::GlobalValue *g,
                     std::vector<std::pair<const ir::GlobalValue *, uint64_t>> &toInitialize);
  bool initializeGlobals(const std::vector<std::pair<const ir::GlobalValue *, uint64_t>> &toInitialize);
  bool decode(CodeSet &set, bool checked);

  // Launching (Grid.cpp).
  std::string checkLaunch(const LaunchRequest &req, const LaunchOptions &opt, const KernelInfo &k,
                          LaunchState &L);
  std::string bindArguments(const LaunchRequest &req, const KernelInfo &k, LaunchState &L);
  void prepareChecks(LaunchState &L);
  /// racecheck: marks the buffers this launch cannot write (mem::ShadowState::readsUnrecorded),
  /// unmarking those of the last launch.
  void markUnwrittenBuffers(const LaunchRequest &req, const KernelInfo &k);
  void runGrid(LaunchState &L, const LaunchOptions &opt);

  const ir::Module &module_;
  DiagEngine &diags_;
  mem::Memory &memory_;
  DataLayout dl_;
  std::vector<KernelInfo> kernels_;
  std::unordered_map<const ir::Value *, uint64_t> addresses_;
  CodeSet plain_, checked_;
  size_t functionCount_ = 0;
  /// racecheck's epoch counter (sim/Checkers.h), kept across launches.
  std::atomic<uint32_t> nextEpoch_{kEpochChunk};
  /// Whether the module's pointers all derive from parameters (Grid.cpp), once asked.
  std::optional<bool> pointersFromParameters_;
  /// The shadows markUnwrittenBuffers marked for the last launch.
  std::vector<mem::ShadowState *> unwrittenBuffers_;
  /// --memory-model relaxed: launches so far, mixed into each one's seed (the launches of a
  /// program or script draw differently; the first draws from the seed itself).
  std::atomic<uint64_t> relaxedLaunches_{0};
  /// Block states the host threads of the last launch finished with, kept for the next launch of
  /// the same shape (its buffers, frames and warps are reused instead of made and unmapped again;
  /// Grid.cpp).
  struct BlockPool {
    std::mutex mutex;
    std::array<uint64_t, 4> shape{}; ///< shared bytes, warps, stack stride, access checks
    std::vector<std::unique_ptr<BlockState>> states;
  };
  BlockPool blockPool_;
  static constexpr uint32_t kSharedBase = 16;    ///< no shared variable at offset 0
  static constexpr uint32_t kSharedRedzone = 16; ///< unused bytes between two shared variables
  uint32_t staticShared_ = kSharedBase;
  uint32_t dynamicSharedAlign_ = 16;
  std::vector<std::pair<const ir::GlobalValue *, uint32_t>> sharedVars_;
  std::string sourceName_;
};

} // namespace nvsim::sim
