// The registry of pure lane functions: every family file contributes a span of rows.
#include "intrinsics/PureFunctions.h"

#include <algorithm>
#include <mutex>
#include <vector>

namespace nvsim::intr {

namespace {

struct Registry {
  std::vector<PureFunction> rows;
  Registry() {
    // Family files add their rows here as they land (see docs/executor-design.md).
    std::sort(rows.begin(), rows.end(), [](const auto &a, const auto &b) { return a.name < b.name; });
  }
};

const Registry &registry() {
  static const Registry r;
  return r;
}

} // namespace

const PureFunction *findPure(std::string_view name) {
  const auto &rows = registry().rows;
  auto it = std::lower_bound(rows.begin(), rows.end(), name,
                             [](const PureFunction &f, std::string_view n) { return f.name < n; });
  return it != rows.end() && it->name == name ? &*it : nullptr;
}

std::span<const PureFunction> pureFunctions() { return registry().rows; }

} // namespace nvsim::intr
