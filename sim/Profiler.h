// The profiler of `--profile` (internal to sim/; docs/profile.md): a table that says, for every
// decoded instruction of a code set, what the profiler must look at when a warp runs it, and the
// counts each host thread keeps while its blocks run. The dispatch loop of a profiled launch
// (Warp.cpp) calls profileStep before each instruction; an unprofiled launch never reaches here.
#pragma once

#include "sim/Exec.h"
#include "sim/Profile.h"

#include <array>
#include <bit>
#include <memory>
#include <vector>

namespace nvsim::sim {

struct LaunchState;

/// What one decoded instruction (a site: DecodedFunction::siteBase + pc) is to the profiler.
struct ProfileSite {
  enum Kind : uint8_t { None, Load, Store, Atomic, Jump, Branch, Switch };
  Kind kind = None;
  /// Whether an execution of this piece counts as one of its IR instruction (the first piece of
  /// an instruction the decoder split; never a phi's edge copies or a switch's trampolines).
  bool counted = false;
  uint16_t space = 0;  ///< memory: the pointer's IR address space
  uint32_t size = 0;   ///< memory: bytes per lane
  uint32_t slot = 0;   ///< memory: the pointer slot; Branch, Switch: the condition slot
  uint32_t detail = 0; ///< kind != None: its index in ProfileSink::detail
};

/// The sites of one code set (plain or checked), built at its first profiled launch.
struct ProfileTable {
  std::vector<ProfileSite> sites;
  uint32_t details = 0; ///< sites with a kind
};

/// Builds the table of the functions `bySite` (in site order).
std::unique_ptr<ProfileTable> buildProfileTable(const std::vector<const DecodedFunction *> &bySite);

/// One host thread's counts over a launch (no locks: merged into the launch's at its end).
struct ProfileSink {
  explicit ProfileSink(const ProfileTable &t) : table(&t), hot(t.sites.size()), detail(t.details) {}
  const ProfileTable *table;
  /// Per site: executions, and active lanes summed over them.
  std::vector<std::array<uint64_t, 2>> hot;
  /// Per site with a kind (ProfileSite::detail): its branch or memory counts.
  std::vector<ProfileCounts> detail;
  void add(const ProfileSink &o);
};

/// The memory request or branch of site `s` by the lanes of `c.mask`, counted before it runs.
[[gnu::noinline]] void profileDetail(Ctx &c, ProfileSink &P, const ProfileSite &s);

/// Counts the execution of site `site` (instruction `d`) by the lanes of `c.mask`.
[[gnu::always_inline]] inline void profileStep(Ctx &c, ProfileSink &P, uint32_t site) {
  auto &h = P.hot[site];
  h[0] += 1;
  h[1] += uint64_t(std::popcount(c.mask));
  const ProfileSite &s = P.table->sites[site];
  if (s.kind != ProfileSite::None) [[unlikely]]
    profileDetail(c, P, s);
}

/// The launch's profile from the merged counts: per IR instruction, per line, and in total.
std::shared_ptr<LaunchProfile> finishProfile(const LaunchState &L, const ProfileSink &P);

} // namespace nvsim::sim
