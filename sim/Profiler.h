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
  uint32_t memo = 0;   ///< Load, Store: its index in ProfileSink::memo
};

/// The sites of one code set (plain or checked), built at its first profiled launch.
struct ProfileTable {
  std::vector<ProfileSite> sites;
  uint32_t details = 0; ///< sites with a kind
  uint32_t memos = 0;   ///< loads and stores
};

/// Builds the table of the functions `bySite` (in site order).
std::unique_ptr<ProfileTable> buildProfileTable(const std::vector<const DecodedFunction *> &bySite);

/// The last request of a memory site whose cost the one-pass rule (quickRequest) worked out: the
/// lanes' addresses relative to the first active lane's, and what they cost. A request with the
/// same mask and offsets, from a first address with the same offset in its unit (4-byte word,
/// 32-byte sector) and all lanes in the same 4 GiB page (so the same space), costs the same:
/// moving every address by whole units renames the banks or sectors, nothing more.
struct RequestMemo {
  std::array<uint64_t, kWarpSize> delta{}; ///< p[l] - p0 for the lanes of `mask`, else 0
  uint32_t mask = 0;                       ///< 0: nothing remembered
  uint32_t low = 0;                        ///< p0's offset in its unit
  uint64_t page = 0;                       ///< p0 >> 32
  uint64_t lo = 0, hi = 0;                 ///< the least and the greatest delta (two's complement)
  bool shared = false;
  uint32_t units = 0;  ///< sectors (global) or distinct words (shared)
  uint32_t degree = 0; ///< shared: wavefronts
};

/// One host thread's counts over a launch (no locks: merged into the launch's at its end).
struct ProfileSink {
  explicit ProfileSink(const ProfileTable &t)
      : table(&t), hot(t.sites.size()), detail(t.details), memo(t.memos) {}
  const ProfileTable *table;
  /// Per site: executions, and active lanes summed over them.
  std::vector<std::array<uint64_t, 2>> hot;
  /// Per site with a kind (ProfileSite::detail): its branch or memory counts.
  std::vector<ProfileCounts> detail;
  /// Per load and store site (ProfileSite::memo): its last request (a speed-up only; never merged).
  std::vector<RequestMemo> memo;
  void add(const ProfileSink &o);
};

/// The memory request or branch of site `s` by the lanes of `c.mask`, counted before it runs.
[[gnu::noinline]] void profileDetail(Ctx &c, ProfileSink &P, const ProfileSite &s);

/// Counts the execution of a site by the lanes of `c.mask` (`lanes` of them), given the site's
/// counts `h` and entry `s` (the profiled loop keeps pointers to both tables at hand).
[[gnu::always_inline]] inline void profileStep(Ctx &c, ProfileSink &P, std::array<uint64_t, 2> &h,
                                               const ProfileSite &s, uint64_t lanes) {
  h[0] += 1;
  h[1] += lanes;
  if (s.kind != ProfileSite::None) [[unlikely]]
    profileDetail(c, P, s);
}

/// Counts the execution of site `site` by the lanes of `c.mask`.
inline void profileStep(Ctx &c, ProfileSink &P, uint32_t site) {
  profileStep(c, P, P.hot[site], P.table->sites[site], uint64_t(std::popcount(c.mask)));
}

/// The launch's profile from the merged counts: per IR instruction, per line, and in total.
std::shared_ptr<LaunchProfile> finishProfile(const LaunchState &L, const ProfileSink &P);

} // namespace nvsim::sim
