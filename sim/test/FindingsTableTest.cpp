// The table of checkers and finding kinds (sim/Findings.def, memory/Faults.def): every row is
// named once, documented in docs/checkers.md, and formats its message as documented.
#include "sim/Launch.h"

#include <doctest/doctest.h>

#include <fstream>
#include <set>
#include <sstream>

using namespace nvsim;
using namespace nvsim::sim;

namespace {

std::string readDocs() {
  std::ifstream in(NVSIM_SOURCE_DIR "/docs/checkers.md");
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

} // namespace

TEST_CASE("findings table: checkers are the --check names, their bits the public ones") {
  CHECK(kMemcheck == 1);
  CHECK(kRacecheck == 2);
  CHECK(kInitcheck == 4);
  CHECK(kSynccheck == 8);
  for (size_t i = 0; i < std::size(kCheckerNames); ++i) {
    REQUIRE(checkerNamed(kCheckerNames[i]));
    CHECK(size_t(*checkerNamed(kCheckerNames[i])) == i);
  }
  CHECK(!checkerNamed("all"));
  CHECK(!checkerNamed("memcheck,racecheck"));
}

TEST_CASE("findings table: every kind is unique, has a checker and is documented") {
  const std::string docs = readDocs();
  REQUIRE(!docs.empty());
  std::set<std::string_view> kinds;
  std::set<CheckerId> checkers;
  for (const FindingRow &row : kFindingRows) {
    CHECK_MESSAGE(kinds.insert(row.kind).second, "two rows for " << row.kind);
    checkers.insert(row.checker);
    CHECK_MESSAGE(docs.find("| `" + std::string(row.kind) + "` |") != std::string::npos,
                  "docs/checkers.md has no row for " << row.kind);
  }
  CHECK(checkers.size() == std::size(kCheckerNames));
  // memcheck's kinds of memory fault, one per row of Faults.def.
  CHECK(findingRow(findingOf(mem::FaultKind::Null)).kind == "null-pointer");
  CHECK(findingRow(findingOf(mem::FaultKind::Freed)).kind == "use-after-free");
  CHECK(findingRow(findingOf(mem::FaultKind::Misaligned)).checker == CheckerId::Memcheck);
}

TEST_CASE("findings table: a finding carries its row's names, stop and message") {
  const Finding f(FindingKind::PartialBarrier);
  CHECK(f.checker == "synccheck");
  CHECK(f.kind == "partial-barrier");
  CHECK(f.fatal);
  CHECK(!Finding(FindingKind::SyncMaskExitedLane).fatal);
  CHECK(!Finding(FindingKind::OutOfBounds).fatal); // fatal only when the access cannot be skipped
  CHECK(findingMessage<FindingKind::SyncMaskExitedLane>(0xffffffffu, 0xffff0000u) ==
        "the member mask 0xffffffff names lanes 0xffff0000 that have exited");
  CHECK(!findingRow(FindingKind::StackOverflow).addressed);
  CHECK(findingRow(FindingKind::ReadAfterWrite).addressed);
}
