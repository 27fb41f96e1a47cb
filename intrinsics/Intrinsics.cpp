// Lookup in the stateful intrinsic table.
#include "intrinsics/Intrinsics.h"

namespace nvsim::intr {

namespace {

constexpr Intrinsic kRows[] = {
#define NVSIM_INTRINSIC(Name, K, Arg, Overloaded) row<Kind::K>(Name, Arg, Overloaded),
#include "intrinsics/Intrinsics.def"
};

} // namespace

const Intrinsic *findIntrinsic(std::string_view name) {
  const Intrinsic *best = nullptr;
  for (const Intrinsic &row : kRows) {
    if (row.name == name)
      return &row;
    if (row.overloaded && name.size() > row.name.size() && name.starts_with(row.name) &&
        name[row.name.size()] == '.' && (!best || row.name.size() > best->name.size()))
      best = &row;
  }
  return best;
}

std::span<const Intrinsic> intrinsics() { return kRows; }

} // namespace nvsim::intr
