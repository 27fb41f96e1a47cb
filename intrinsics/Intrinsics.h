// The table of stateful intrinsics (intrinsics/Intrinsics.def): special registers, barriers,
// warp operations, atomics, address-space conversions, bulk memory, accepted no-ops.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace nvsim::intr {

enum class Kind : uint8_t {
  Sreg,
  Barrier,
  BarrierId,
  BarrierIdCount,
  WarpSync,
  Shuffle,
  Vote,
  Match,
  ActiveMask,
  Redux,
  Fence,
  AtomicRMW,
  AtomicCas,
  PtrCast,
  IsSpace,
  Ldg,
  LdParam,
  MemCopy,
  MemSet,
  NoOp,
  PassThrough,
  Trap,
  Reflect,
  ObjectSize,
  IsConstant,
  Overflow,
};

struct Intrinsic {
  std::string_view name;
  Kind kind;
  uint32_t arg;
  bool overloaded; ///< also matches `name.<type suffixes>`
};

/// The row for an IR function name: an exact row, or the longest overloaded row that is a prefix
/// of `name` followed by '.'. Null when the name is not a stateful intrinsic.
const Intrinsic *findIntrinsic(std::string_view name);

/// Every row, for coverage tests.
std::span<const Intrinsic> intrinsics();

} // namespace nvsim::intr
