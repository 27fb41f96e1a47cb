// The registry of pure lane functions: every family file contributes a span of rows.
#include "intrinsics/PureFunctions.h"

#include "intrinsics/Families.h"

#include <algorithm>
#include <vector>

namespace nvsim::intr {

namespace {

struct Registry {
  std::vector<PureFunction> rows;
  Registry() {
    for (auto family : {llvmMathRows, llvmBitRows, nvvmArithRows, nvvmApproxRows, nvvmConvertRows,
                        nvvmIntegerRows, libdeviceIntRows, libdeviceArithRows, libdeviceFloatRows,
                        libdeviceDoubleRows, libdeviceSpecialRows}) {
      const auto part = family();
      rows.insert(rows.end(), part.begin(), part.end());
    }
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
