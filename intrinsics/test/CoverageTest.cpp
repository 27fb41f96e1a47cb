// Every registered pure function has at least one exact case or accuracy case.
#include "intrinsics/test/TestSupport.h"

#include <doctest/doctest.h>

#include <set>

namespace nvsim::intr::test {

TEST_CASE("every registered function is covered by a test case") {
  std::set<std::string, std::less<>> covered;
  for (auto table : {llvmExactCases, nvvmExactCases, libdeviceExactCases})
    for (const auto &c : table())
      covered.insert(c.name);
  for (const auto &c : accuracyCases())
    covered.insert(c.name);
  int missing = 0;
  for (const auto &r : pureFunctions())
    if (!covered.count(r.name)) {
      ++missing;
      MESSAGE("no test case: " << r.name);
    }
  CHECK(missing == 0);
  for (const auto &name : covered)
    CHECK_MESSAGE(findPure(name) != nullptr, "a case names an unregistered function: " << name);
}

} // namespace nvsim::intr::test
