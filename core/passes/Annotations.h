// Annotation transplant (seed 001): `!nvvm.annotations` become `nvvm.*` function attributes, and
// the 16-bit GlobalValue flag word is rewritten with the seed's four masks.
#pragma once

#include "core/Diagnostics.h"
#include "core/ir/Module.h"

#include <cstdint>

namespace nvsim::passes {

/// What one run did, for `nvvm-sim opt --stats`.
struct TransplantStats {
  unsigned kernels = 0;      ///< functions marked as kernels (bit 14 and the attribute)
  unsigned attributes = 0;   ///< `nvvm.*` attributes written
  unsigned internalized = 0; ///< non-kernels given internal linkage
};

/// Runs the transplant over `m`. Returns whether the module changed.
bool runAnnotationTransplant(ir::Module &m, DiagEngine &diags, TransplantStats &stats);

/// Whether `f` is a kernel, asked as NVIDIA's isKernelFunction asks: bit 14 first (the fast path),
/// then the `nvvm.kernel` attribute, then `!nvvm.annotations` `!"kernel", i32 1`, then the
/// `ptx_kernel` calling convention.
bool isKernel(const ir::Module &m, const ir::GlobalValue &f);

// The 16-bit GlobalValue flag word (seed 001):
//   bits 0..3 linkage (LLVM's LinkageTypes numbers: internal is 7), 4..5 visibility,
//   6..7 DLL storage class, 8..9 thread-local mode, 10..11 unnamed_addr, 12 HasLLVMReservedName,
//   13 subclass data, 14 the `nvvm.annotations_transplanted` marker, 15 always zero.
inline constexpr uint16_t kFlagNonKernelKeep = 0xFCC0;  ///< non-kernels: what survives
inline constexpr uint16_t kFlagInternalLinkage = 7;     ///< LLVM's InternalLinkage
inline constexpr uint8_t kFlagKernelLowKeep = 0xF0;     ///< kernels: the low byte minus the linkage
inline constexpr uint8_t kFlagVisibilityMask = 0x30;    ///< kernels: non-default visibility test
inline constexpr uint8_t kFlagMarkerHigh = 0x40;        ///< kernels: bit 14 in the high byte
inline constexpr uint16_t kFlagTransplanted = 1u << 14; ///< the marker in the whole word

/// The word of a non-kernel: `(flags & 0xFCC0) | 7`, internal linkage, default visibility, not
/// thread-local; DLL storage, unnamed_addr, bits 12..13 and the marker survive.
constexpr uint16_t nonKernelFlagWord(uint16_t flags) {
  return uint16_t((flags & kFlagNonKernelKeep) | kFlagInternalLinkage);
}

/// The word of a kernel: the linkage nibble cleared (`lo &= 0xF0`), and the marker set
/// (`hi |= 0x40`) only when the visibility bits (`lo & 0x30`) say default.
constexpr uint16_t kernelFlagWord(uint16_t flags) {
  uint8_t lo = uint8_t(flags & 0xFF), hi = uint8_t(flags >> 8);
  lo &= kFlagKernelLowKeep;
  if ((lo & kFlagVisibilityMask) == 0)
    hi |= kFlagMarkerHigh;
  return uint16_t(hi << 8 | lo);
}

/// `g`'s fields packed into the flag word. The thread-local field has two bits, as the seed draws
/// it: a function is never thread-local, so for functions it is 0; a `localexec` variable would
/// not fit and reads as `initialexec` (3).
uint16_t flagWord(const ir::GlobalValue &g);

/// Writes the word's linkage, visibility, DLL storage, unnamed_addr and marker back into `f`
/// (a function: the thread-local field is not written). Setting the marker adds the
/// `nvvm.annotations_transplanted` attribute and clearing it removes the attribute, so the two
/// never disagree. Bits 12..13 are derived, not stored, and ignored here.
void setFlagWord(ir::Module &m, ir::GlobalValue &f, uint16_t flags);

} // namespace nvsim::passes
