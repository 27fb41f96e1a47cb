// The warp schedules (docs/semantics.md, "Scheduling"): how the diverged groups of a warp take
// turns under --warp-schedule converged, fair and random. The expected interleavings follow from
// the documented rules (a group yields after its allowance of backward branches while another
// group is ready; the least recently run goes next), not from running nvvm-sim.
#include "sim/test/Harness.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <set>

using namespace nvsim;
using namespace nvsim::sim;
using namespace nvsim::sim::test;

namespace {

/// Lanes 0-15 and 16-31 each loop 100 times in their own block, taking a ticket from one counter
/// per lane per iteration (lanes of a group in lane order); each lane stores its last ticket.
const char *kTickets = R"(
define ptx_kernel void @k(ptr %ctr, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lo = icmp ult i32 %tid, 16
  br i1 %lo, label %a, label %b
a:
  %i = phi i32 [0, %entry], [%i1, %a]
  %v = atomicrmw add ptr %ctr, i32 1 monotonic
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 100
  br i1 %more, label %a, label %done
b:
  %j = phi i32 [0, %entry], [%j1, %b]
  %w = atomicrmw add ptr %ctr, i32 1 monotonic
  %j1 = add i32 %j, 1
  %more2 = icmp ult i32 %j1, 100
  br i1 %more2, label %b, label %done
done:
  %last = phi i32 [%v, %a], [%w, %b]
  %p = getelementptr i32, ptr %out, i32 %tid
  store i32 %last, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)";

/// The last tickets of the 32 lanes under `schedule` (and `seed`).
std::vector<int> lastTickets(WarpSchedule schedule, uint64_t seed = 0) {
  Harness h(kernelModule(kTickets, "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.options.warpSchedule = schedule;
  h.seed = seed;
  const uint64_t ctr = h.buffer(std::vector<int>{0});
  const uint64_t out = h.buffer(std::vector<int>(32, -1));
  const LaunchResult r = h.launch("k", {1}, {32}, {h.arg(ctr), h.arg(out)});
  REQUIRE_MESSAGE(!r.fault, r.fault->render());
  CHECK(h.read<int>(ctr, 1)[0] == 3200);
  return h.read<int>(out, 32);
}

/// The first lane's last ticket of each half, smaller first: the rest of a half follows in lane order.
std::pair<int, int> halves(const std::vector<int> &last) {
  for (unsigned l = 0; l < 32; ++l)
    CHECK(last[l] == last[l & 16] + int(l & 15));
  return std::minmax(last[0], last[16]);
}

} // namespace

TEST_CASE("--warp-schedule converged: a looping group keeps the warp for up to 1000 backward branches") {
  // 100 iterations fit the allowance: one half takes tickets 0..1599, then the other 1600..3199.
  CHECK(halves(lastTickets(WarpSchedule::Converged)) == std::pair{99 * 16, 1600 + 99 * 16});
}

TEST_CASE("--warp-schedule fair: a looping group yields after 64 backward branches, the other goes next") {
  // The first half: 64 iterations (tickets 0..1023); the second: 64 (1024..2047); the first its
  // last 36 (2048..2623, last 2048 + 35 * 16); the second its last 36 (2624..3199).
  CHECK(halves(lastTickets(WarpSchedule::Fair)) == std::pair{2048 + 35 * 16, 2624 + 35 * 16});
}

TEST_CASE("--warp-schedule random: the interleaving depends on the seed, and only on it") {
  std::set<std::pair<int, int>> seen;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    const std::vector<int> first = lastTickets(WarpSchedule::Random, seed);
    CHECK(lastTickets(WarpSchedule::Random, seed) == first); // the same seed, the same interleaving
    const auto [early, late] = halves(first);
    CHECK(late == 3199 - 15); // the half that finishes last took the last 16 tickets
    CHECK(early < late);
    seen.insert({early, late});
  }
  CHECK(seen.size() > 1); // different seeds, different interleavings
}
