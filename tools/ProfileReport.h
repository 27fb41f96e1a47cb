// `--profile` for people and programs (docs/profile.md): the launches' profiles merged per kernel,
// the metrics table, the JSON report's `profile` object and the annotated source listing. Shared
// by `run`, `validate`, `diff` and the CUDA runtime library of `exec`.
#pragma once

#include "sim/Profile.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <vector>

namespace nvsim::tools {

/// The profiles of a run's launches merged per kernel, kernels in the order of their first launch.
class ProfileCollector {
public:
  void add(const sim::LaunchProfile &p);
  const std::vector<sim::LaunchProfile> &kernels() const { return kernels_; }
  bool empty() const { return kernels_.empty(); }

private:
  std::vector<sim::LaunchProfile> kernels_;
};

/// One set of counts as the report's metric fields (docs/profile.md's table).
nlohmann::ordered_json profileCountsJson(const sim::ProfileCounts &counts);

/// The JSON report's `profile` object: `kernels[]` (each with its `lines[]` and `instructions[]`)
/// and `lines[]` over every kernel.
nlohmann::ordered_json profileJson(const std::vector<sim::LaunchProfile> &kernels);

/// The metrics table of `--profile` (stderr): per kernel its totals and its source lines.
std::string profileTable(const std::vector<sim::LaunchProfile> &kernels);

/// `--profile=source`: each source file with lines that ran, every line of it with its metrics
/// beside it (as `perf annotate`); a file that cannot be read is listed by its lines' metrics.
std::string profileSource(const std::vector<sim::LaunchProfile> &kernels);

/// The text `--profile=MODE` prints (`table` or `source`) for launches' profiles (null: not profiled).
std::string profileText(const std::vector<std::shared_ptr<const sim::LaunchProfile>> &launches,
                        const std::string &mode);

/// The `--profile` values: `table` (the default) and `source`.
inline constexpr const char *kProfileModes[] = {"table", "source"};

} // namespace nvsim::tools
