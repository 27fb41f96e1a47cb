// The settings of the NVIDIA compiler passes nvvm-sim implements (seeds 002 and 004), in one place.
#pragma once

namespace nvsim::passes {

/// One object for the whole pipeline. LowerStructArgs and MemorySpaceOpt both read `optByval` from
/// here, so they cannot disagree: seed 002's quirk is that the two passes read one flag at the same
/// address, and a mismatch would leave parameter-space pointers MemorySpaceOpt does not expect.
struct PassConfig {
  bool optByval = true;                      ///< opt-byval: byval aggregates become param pointers
  bool paramAlwaysPointToGlobal = true;      ///< param-always-point-to-global
  bool trackIndirLoad = true;                ///< track-indir-load: follow pointers loaded from memory
  bool trackInt2Ptr = true;                  ///< track-int2ptr: follow inttoptr
  int doCloneForIpMsp = -1;                  ///< do-clone-for-ip-msp: most clones, -1 unlimited
  bool processAllocaAlways = true;           ///< process-alloca-always: an alloca is local memory
  int memSpaceAlg = 2;                       ///< mem-space-alg (2, the default, is the one implemented)
  unsigned traverseAddressAliasingLimit = 6; ///< nvptx-traverse-address-aliasing-limit
  /// Not a cicc knob: the seed's rule for an ambiguous pointer (warn, assume global), which is
  /// unsound when the pointer may be shared, constant or local; off, such pointers stay generic.
  bool ambiguousAssumesGlobal = false;

  /// Testing only (`--test-ldparam-skew`): added to every ldparam offset LowerStructArgs emits, a
  /// deliberately wrong variant that `nvvm-sim validate` must catch.
  int testLdparamSkew = 0;
};

} // namespace nvsim::passes
