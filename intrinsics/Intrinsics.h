// The table of stateful intrinsics (intrinsics/Intrinsics.def): special registers, barriers,
// warp operations, atomics, address-space conversions, bulk memory, accepted no-ops. The
// vocabularies of its `arg` column are here (address spaces are memory/'s table, atomic operations
// core's), so that sim/ reads each row's argument as the type the row was written with.
#pragma once

#include "core/ir/AtomicRmw.h"
#include "memory/AddressSpace.h"

#include <cstdint>
#include <span>
#include <string_view>
#include <type_traits>

namespace nvsim::intr {

using Space = mem::AddrSpace;
using AtomicOp = ir::RMWOp; // core/ir/AtomicRmwOps.def, the one atomicrmw table

/// The argument of a kind whose rows have none.
struct NoArg {};

/// PTX special registers (`%tid.x`, ...).
enum class SpecialReg : uint8_t {
  TidX,
  TidY,
  TidZ,
  NTidX,
  NTidY,
  NTidZ,
  CtaidX,
  CtaidY,
  CtaidZ,
  NCtaidX,
  NCtaidY,
  NCtaidZ,
  LaneId,
  WarpId,
  NWarpId,
  WarpSize,
  SmId,
  NSmId,
  GridId,
  LanemaskEq,
  LanemaskLt,
  LanemaskLe,
  LanemaskGt,
  LanemaskGe,
  Clock,
  Clock64,
  GlobalTimer,
  DynamicSmem,
  TotalSmem, ///< NOTE: the last: kSpecialRegCount counts up to it
};
inline constexpr unsigned kSpecialRegCount = unsigned(SpecialReg::TotalSmem) + 1;

/// barrier0 and the forms that also reduce a predicate over the block.
enum class BarrierOp : uint8_t { Plain, Popc, And, Or };

enum class ShflMode : uint8_t { Idx, Up, Down, Bfly };
enum class VoteMode : uint8_t { All, Any, Uni, Ballot };
enum class MatchMode : uint8_t { Any, All };
/// redux.sync's operations (min and max signed, umin and umax unsigned).
enum class ReduxOp : uint8_t { Add, Min, Max, UMin, UMax, And, Or, Xor };
/// llvm.{s,u}{add,sub,mul}.with.overflow.
enum class OverflowOp : uint8_t { SAdd, UAdd, SSub, USub, SMul, UMul };
/// The scope a fence orders: racecheck lets one wider than the block order a warp after other
/// blocks' accesses.
enum class FenceScope : uint8_t { Cta, Cluster, Gpu, Sys };

/// The forms of a warp-synchronous operation: `Sync` takes a member mask (shfl.sync, vote.sync;
/// the old forms take none), `Predicate` also returns whether the source lane was in range.
enum class WarpFlag : uint8_t { Sync = 1, Predicate = 2 };

/// A warp operation's mode with its WarpFlags: `ShflMode::Up | WarpFlag::Sync`.
template <typename Mode> struct WarpArg {
  Mode mode{};
  uint8_t flags = 0;
  constexpr WarpArg() = default;
  constexpr WarpArg(Mode m, uint8_t f = 0)
      : mode(m), flags(f) {} // NOTE: implicit: the old forms are a bare mode
  constexpr bool has(WarpFlag f) const { return flags & uint8_t(f); }
};
using ShflArg = WarpArg<ShflMode>;
using VoteArg = WarpArg<VoteMode>;
template <typename Mode> constexpr WarpArg<Mode> operator|(WarpArg<Mode> a, WarpFlag f) {
  return {a.mode, uint8_t(a.flags | uint8_t(f))};
}
constexpr ShflArg operator|(ShflMode m, WarpFlag f) { return ShflArg(m) | f; }
constexpr VoteArg operator|(VoteMode m, WarpFlag f) { return VoteArg(m) | f; }

/// An address-space conversion.
struct SpaceCast {
  Space from, to;
  constexpr SpaceCast(Space f, Space t) : from(f), to(t) {}
};

/// A kind of stateful intrinsic (NVSIM_INTRINSIC_KIND rows).
enum class Kind : uint8_t {
#define NVSIM_INTRINSIC_KIND(K, ArgType) K,
#include "intrinsics/Intrinsics.def"
};

/// ArgOf<K>: the type of the argument of the rows of kind K.
template <Kind K> struct KindArg;
#define NVSIM_INTRINSIC_KIND(K, ArgType)                                                                     \
  template <> struct KindArg<Kind::K> { using type = ArgType; };
#include "intrinsics/Intrinsics.def"
template <Kind K> using ArgOf = typename KindArg<K>::type;

/// The argument of a row, packed into 32 bits; read with arg<K>(row).
namespace argcode {
template <typename E> constexpr uint32_t pack(E e) { return uint32_t(e); }
constexpr uint32_t pack(NoArg) { return 0; }
template <typename Mode> constexpr uint32_t pack(WarpArg<Mode> a) {
  return uint32_t(a.mode) | uint32_t(a.flags) << 8;
}
constexpr uint32_t pack(SpaceCast c) { return uint32_t(c.from) << 16 | uint32_t(c.to); }

template <typename T> struct Unpack {
  static constexpr T get(uint32_t v) { return T(v); }
};
template <> struct Unpack<NoArg> {
  static constexpr NoArg get(uint32_t) { return {}; }
};
template <typename Mode> struct Unpack<WarpArg<Mode>> {
  static constexpr WarpArg<Mode> get(uint32_t v) { return {Mode(v & 0xff), uint8_t(v >> 8)}; }
};
template <> struct Unpack<SpaceCast> {
  static constexpr SpaceCast get(uint32_t v) { return {Space(v >> 16), Space(v & 0xffff)}; }
};
} // namespace argcode

struct Intrinsic {
  std::string_view name;
  Kind kind;
  uint32_t packedArg; ///< the row's argument, packed (argcode); read it with arg<K>()
  bool overloaded;    ///< also matches `name.<type suffixes>`
};

/// A row of kind K: `arg` must be an ArgOf<K> (an enumerator of another kind's type, or a
/// number, does not compile).
template <Kind K>
constexpr Intrinsic row(std::string_view name, std::type_identity_t<ArgOf<K>> arg, bool overloaded) {
  return {name, K, argcode::pack(arg), overloaded};
}

/// The argument of `row`, whose kind is K.
template <Kind K> constexpr ArgOf<K> arg(const Intrinsic &row) {
  return argcode::Unpack<ArgOf<K>>::get(row.packedArg);
}

/// The row for an IR function name: an exact row, or the longest overloaded row that is a prefix
/// of `name` followed by '.'. Null when the name is not a stateful intrinsic.
const Intrinsic *findIntrinsic(std::string_view name);

/// Every row, for coverage tests.
std::span<const Intrinsic> intrinsics();

} // namespace nvsim::intr
