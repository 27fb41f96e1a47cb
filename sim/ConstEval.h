// Constant evaluation at load time: constants and constant expressions become register-slot
// values (flattened leaves) or memory images (global initializers), with global addresses known.
#pragma once

#include "core/DataLayout.h"
#include "core/ir/Module.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace nvsim::sim {

/// The most register slots one value may occupy. A slot is 8 bytes in each of 32 lanes, so a
/// value of this many slots takes 4 MiB of a frame's register file: an aggregate bigger than
/// that (`load [536870912 x i64]`) is refused at decode time instead of sizing a frame from it.
inline constexpr uint64_t kMaxValueSlots = 16384;
/// The most register slots one function's frame may have (64 MiB of host memory per frame).
inline constexpr uint64_t kMaxFunctionSlots = 262144;

/// Register slots a value of type `t` occupies (0 for void; 0 with `ok` false for types the
/// executor cannot hold in registers, such as integers wider than 128 bits or aggregates of more
/// than kMaxValueSlots slots).
uint32_t slotCount(const ir::Type *t, bool &ok);
/// slotCount without its bound: saturating at kMaxValueSlots + 1 instead of wrapping (an array
/// count is 64 bits), to tell a too-large type from another unsupported one.
uint64_t slotCountUnbounded(const ir::Type *t, bool &ok);

class ConstEval {
public:
  /// `addresses`: each global's value as a pointer in its own address space (generic address
  /// for global space, window offset for shared and constant, function pointer value).
  ConstEval(const DataLayout &dl, const std::unordered_map<const ir::Value *, uint64_t> &addresses)
      : dl_(dl), addresses_(addresses) {}

  /// Appends the slot values of constant `v` (one per leaf). False with `error` set when the
  /// constant cannot be evaluated.
  bool leaves(const ir::Value *v, std::vector<uint64_t> &out, std::string &error) const;
  /// Writes the memory image of constant `v` (its type's store size) to `out`.
  bool image(const ir::Value *v, std::byte *out, std::string &error) const;

  /// The value of a scalar constant (integer, float bits, pointer).
  bool scalar(const ir::Value *v, uint64_t &out, std::string &error) const;

private:
  bool expr(const ir::ConstantExpr *e, uint64_t &out, std::string &error) const;
  bool gep(const ir::ConstantExpr *e, uint64_t &out, std::string &error) const;
  bool unsupportedExpr(const ir::ConstantExpr *e, std::string &error) const;
  const DataLayout &dl_;
  const std::unordered_map<const ir::Value *, uint64_t> &addresses_;
};

/// The width mask of a pointer in `addrSpace` under `dl` (32-bit shared pointers with p3:32).
uint64_t pointerMask(const DataLayout &dl, unsigned addrSpace);

/// Generic <-> specific address arithmetic of addrspacecast and cvta, on raw values.
uint64_t castAddress(uint64_t value, unsigned fromSpace, unsigned toSpace, uint64_t toMask);

} // namespace nvsim::sim
