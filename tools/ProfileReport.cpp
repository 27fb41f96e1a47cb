// `--profile` for people and programs: the kernels' metrics (docs/profile.md defines each and
// names its Nsight Compute counterpart) as JSON, as a table and beside the source lines.
#include "tools/ProfileReport.h"

#include "core/Kernels.h"

#include <fmt/format.h>

#include <fstream>
#include <map>
#include <sstream>

namespace nvsim::tools {

using json = nlohmann::ordered_json;
using sim::ProfileCounts;

void ProfileCollector::add(const sim::LaunchProfile &p) {
  for (sim::LaunchProfile &k : kernels_)
    if (k.kernel == p.kernel) {
      sim::mergeProfile(k, p);
      return;
    }
  kernels_.push_back(p);
}

namespace {

/// a / b, or null when b is 0 (a metric of nothing that happened).
json ratio(uint64_t a, uint64_t b, double scale = 1) {
  return b ? json(scale * double(a) / double(b)) : json(nullptr);
}

} // namespace

json profileCountsJson(const ProfileCounts &k) {
  return {
      {"inst_executed", k.instExecuted},
      {"thread_inst_executed", k.threadInstExecuted},
      {"warp_execution_efficiency", ratio(k.threadInstExecuted, k.instExecuted * 32, 100)},
      {"branches", k.branches},
      {"divergent_branches", k.divergentBranches},
      {"branch_efficiency", ratio(k.branches - k.divergentBranches, k.branches, 100)},
      {"global_load_requests", k.globalLoadRequests},
      {"global_load_sectors", k.globalLoadSectors},
      {"global_load_sectors_per_request", ratio(k.globalLoadSectors, k.globalLoadRequests)},
      {"global_store_requests", k.globalStoreRequests},
      {"global_store_sectors", k.globalStoreSectors},
      {"global_store_sectors_per_request", ratio(k.globalStoreSectors, k.globalStoreRequests)},
      {"shared_load_requests", k.sharedLoadRequests},
      {"shared_store_requests", k.sharedStoreRequests},
      {"shared_requests", k.sharedRequests()},
      {"shared_wavefronts", k.sharedWavefronts},
      {"shared_ideal_wavefronts", k.sharedIdealWavefronts},
      {"shared_bank_conflicts", k.sharedBankConflicts},
      {"shared_max_conflict_degree", k.maxConflictDegree},
      {"local_load_requests", k.localLoadRequests},
      {"local_store_requests", k.localStoreRequests},
      {"local_bytes", k.localBytes},
      {"atomic_requests", k.atomicRequests},
      {"atomic_lanes", k.atomicLanes},
      {"atomic_addresses", k.atomicAddresses},
      {"atomic_max_contention", k.maxAtomicContention},
  };
}

namespace {

/// `json` with `first` before the counts.
json withCounts(json first, const ProfileCounts &k) {
  const json counts = profileCountsJson(k);
  for (auto it = counts.begin(); it != counts.end(); ++it)
    first[it.key()] = it.value();
  return first;
}

std::string percent(uint64_t a, uint64_t b) {
  return b ? fmt::format("{:.1f}%", 100.0 * double(a) / double(b)) : std::string("-");
}
std::string perRequest(uint64_t a, uint64_t b) {
  return b ? fmt::format("{:.2f}", double(a) / double(b)) : std::string("-");
}

/// The columns of a line's metrics, shared by the table and the source listing.
constexpr const char *kColumnHeads =
    "     inst  lanes%   divg  gld s/rq  gst s/rq  shared rq  conflicts  local rq  atomics";

std::string columns(const ProfileCounts &k) {
  return fmt::format("{:>9}  {:>6}  {:>5}  {:>8}  {:>8}  {:>9}  {:>9}  {:>8}  {:>7}", k.instExecuted,
                     percent(k.threadInstExecuted, k.instExecuted * 32), k.divergentBranches,
                     perRequest(k.globalLoadSectors, k.globalLoadRequests),
                     perRequest(k.globalStoreSectors, k.globalStoreRequests), k.sharedRequests(),
                     k.sharedBankConflicts, k.localLoadRequests + k.localStoreRequests, k.atomicRequests);
}

} // namespace

json profileJson(const std::vector<sim::LaunchProfile> &kernels) {
  json out;
  json &ks = out["kernels"] = json::array();
  std::map<std::pair<std::string, uint32_t>, ProfileCounts> all;
  for (const sim::LaunchProfile &p : kernels) {
    json k = withCounts({{"name", p.kernel}, {"demangled", demangle(p.kernel)}, {"launches", p.launches}},
                        p.total);
    json &lines = k["lines"] = json::array();
    for (const sim::ProfileLine &l : p.lines) {
      lines.push_back(withCounts({{"file", l.file}, {"line", l.line}}, l.counts));
      all[{l.file, l.line}].add(l.counts);
    }
    json &insts = k["instructions"] = json::array();
    for (const sim::ProfileInstruction &i : p.instructions)
      insts.push_back(withCounts({{"function", i.function},
                                  {"index", i.index},
                                  {"instruction", i.instruction},
                                  {"file", i.file},
                                  {"line", i.line}},
                                 i.counts));
    ks.push_back(std::move(k));
  }
  json &lines = out["lines"] = json::array();
  for (const auto &[key, counts] : all)
    lines.push_back(withCounts({{"file", key.first}, {"line", key.second}}, counts));
  return out;
}

std::string profileTable(const std::vector<sim::LaunchProfile> &kernels) {
  std::string s;
  for (const sim::LaunchProfile &p : kernels) {
    const ProfileCounts &k = p.total;
    s += fmt::format("profile of kernel {} ({} launch{})\n", demangle(p.kernel), p.launches,
                     p.launches == 1 ? "" : "es");
    s += fmt::format("  {:<34}{:>12}   ({} lane instructions)\n", "warp instructions executed",
                     k.instExecuted, k.threadInstExecuted);
    s += fmt::format("  {:<34}{:>12}\n", "warp execution efficiency",
                     percent(k.threadInstExecuted, k.instExecuted * 32));
    s += fmt::format("  {:<34}{:>12}   ({} of {} branches divergent)\n", "branch efficiency",
                     percent(k.branches - k.divergentBranches, k.branches), k.divergentBranches, k.branches);
    s += fmt::format("  {:<34}{:>12}   ({} requests, {} sectors)\n", "global load sectors per request",
                     perRequest(k.globalLoadSectors, k.globalLoadRequests), k.globalLoadRequests,
                     k.globalLoadSectors);
    s += fmt::format("  {:<34}{:>12}   ({} requests, {} sectors)\n", "global store sectors per request",
                     perRequest(k.globalStoreSectors, k.globalStoreRequests), k.globalStoreRequests,
                     k.globalStoreSectors);
    s += fmt::format("  {:<34}{:>12}   ({} loads, {} stores; {} wavefronts, at most {}-way)\n",
                     "shared bank conflicts", k.sharedBankConflicts, k.sharedLoadRequests,
                     k.sharedStoreRequests, k.sharedWavefronts, k.maxConflictDegree);
    s += fmt::format("  {:<34}{:>12}   ({} loads, {} stores, {} bytes)\n", "local memory requests",
                     k.localLoadRequests + k.localStoreRequests, k.localLoadRequests, k.localStoreRequests,
                     k.localBytes);
    s += fmt::format("  {:<34}{:>12}   ({} lanes on {} addresses, at most {} on one)\n", "atomic requests",
                     k.atomicRequests, k.atomicLanes, k.atomicAddresses, k.maxAtomicContention);
    s += fmt::format("  {:<28}{}\n", "line", kColumnHeads);
    for (const sim::ProfileLine &l : p.lines)
      s += fmt::format("  {:<28}{}\n", fmt::format("{}:{}", l.file, l.line), columns(l.counts));
  }
  return s;
}

std::string profileSource(const std::vector<sim::LaunchProfile> &kernels) {
  std::map<std::string, std::map<uint32_t, ProfileCounts>> files;
  for (const sim::LaunchProfile &p : kernels)
    for (const sim::ProfileLine &l : p.lines)
      files[l.file][l.line].add(l.counts);
  std::string s;
  constexpr std::streamoff kMaxListed = 4 << 20; // a source file larger than this is not listed
  for (const auto &[file, lines] : files) {
    s += fmt::format("source {} ({} lines ran)\n{:<90}  line  source\n", file, lines.size(), kColumnHeads);
    std::ifstream in(file, std::ios::binary | std::ios::ate);
    const bool readable = in && in.tellg() <= kMaxListed;
    if (readable) {
      in.seekg(0);
      std::string text;
      uint32_t n = 0;
      while (std::getline(in, text)) {
        ++n;
        if (!text.empty() && text.back() == '\r')
          text.pop_back();
        const auto it = lines.find(n);
        s += fmt::format("{:<90}  {:>4}  {}\n", it == lines.end() ? "" : columns(it->second), n, text);
      }
    } else {
      s += fmt::format("  (the file cannot be read here: its lines' metrics alone)\n");
      for (const auto &[n, counts] : lines)
        s += fmt::format("{:<90}  {:>4}\n", columns(counts), n);
    }
  }
  return s;
}

std::string profileText(const std::vector<std::shared_ptr<const sim::LaunchProfile>> &launches,
                        const std::string &mode) {
  ProfileCollector c;
  for (const auto &p : launches)
    if (p)
      c.add(*p);
  return mode == "source" ? profileSource(c.kernels()) : profileTable(c.kernels());
}

} // namespace nvsim::tools
