// SpaceAnalysis: the dataflow of MemorySpaceOpt (docs/memory-space-opt.md). It gives every generic
// pointer of a module the set of address spaces it may point to, as the seed's bitmask.
#pragma once

#include "core/ir/Module.h"
#include "core/passes/PassConfig.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace nvsim::passes::memspace {

// The seed's bitmask: one bit per address space, unknown = every space but param.
inline constexpr uint8_t kGlobal = 0x01, kShared = 0x02, kConstant = 0x04, kLocal = 0x08, kParam = 0x10;
inline constexpr uint8_t kUnknown = 0x0F;
inline constexpr uint8_t kSpaces = 0x1F;
/// Not in the seed's byte: the pointer may be null. Null is no space for an access (dereferencing
/// it is undefined), but `isspacep.global(null)` is true, so folding must know.
inline constexpr uint8_t kMayBeNull = 0x40;

inline constexpr unsigned kAsGlobal = 1, kAsShared = 3, kAsConstant = 4, kAsLocal = 5, kAsParam = 101;

/// sub_1CA8CD0's switch: an LLVM address space to its bit.
uint8_t spaceBit(unsigned as);
/// A single bit to its LLVM address space.
unsigned bitSpace(uint8_t bit);
/// "shared or global" for messages.
std::string spaceList(uint8_t bits);
bool isGenericPointer(const ir::Type *t);
/// The space named by an `llvm.nvvm.ptr.<space>.to.gen.*` callee, 0 for other names.
unsigned toGenericIntrinsicSpace(std::string_view name);
/// The space an `llvm.nvvm.isspacep.*` callee tests, 0 for other names.
unsigned isspacepSpace(std::string_view name);

/// The dataflow: bits for every generic pointer of the module, computed to a fixed point. Values
/// start empty and only gain bits, so sweeping until nothing changes terminates.
class SpaceAnalysis {
public:
  SpaceAnalysis(ir::Module &m, const PassConfig &config);

  bool isKernel(const ir::GlobalValue *f) const { return kernels_.count(f) != 0; }

  static bool isByval(const ir::Argument *a);

  /// Recomputes everything (after cloning changed the call graph).
  void run();

  /// The bits of any pointer value (specific pointers give their own space).
  uint8_t bits(const ir::Value *v) const;

  /// Functions whose every caller is a direct call in this module: their arguments take the
  /// union of what the calls pass. Kernels, address-taken functions and varargs are not.
  bool isClosed(const ir::GlobalValue *f) const { return closed_.count(f) != 0; }
  const std::vector<ir::Instruction *> &callers(const ir::GlobalValue *f) const;

private:
  bool update(const ir::Value *v, uint8_t b);
  void findCallers();
  void findSlots();
  static bool isMarkerCall(const ir::Instruction &i);
  uint8_t hostPointerBits() const;
  uint8_t argumentBits(const ir::Argument *a) const;
  bool onlyRead(const ir::Argument &arg) const;
  uint8_t constantBits(const ir::Value *v, unsigned depth) const;
  uint8_t instructionBits(const ir::Instruction &i) const;
  uint8_t loadedBits(const ir::Instruction &load) const;
  uint8_t int2PtrBits(const ir::Value *v, unsigned depth) const;
  std::optional<uint8_t> intOrigin(const ir::Value *v, unsigned depth) const;

  ir::Module &m_;
  const PassConfig &config_;
  std::unordered_set<const ir::GlobalValue *> kernels_;
  std::unordered_set<const ir::GlobalValue *> closed_;
  std::unordered_map<const ir::GlobalValue *, std::vector<ir::Instruction *>> callers_;
  std::unordered_map<const ir::Value *, std::vector<ir::Value *>> slots_;
  std::unordered_map<const ir::Value *, uint8_t> bits_;
  mutable std::unordered_set<const ir::Instruction *> visitingInts_;
  mutable std::unordered_map<const ir::Argument *, bool> onlyRead_; ///< of the IR as it came in
};

} // namespace nvsim::passes::memspace
