// Lookup in the stateful intrinsic table.
#include "intrinsics/Intrinsics.h"

#include "core/ir/AtomicRmw.h"

#include <array>

namespace nvsim::intr {

namespace {

// An atomic row's argument, by the operation's name.
#define RMW(Id) static_cast<uint32_t>(ir::RMWOp::Id)
constexpr Intrinsic kRows[] = {
#define NVSIM_INTRINSIC(Name, K, Arg, Overloaded) {Name, Kind::K, Arg, Overloaded},
#include "intrinsics/Intrinsics.def"
#undef NVSIM_INTRINSIC
};
#undef RMW

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
