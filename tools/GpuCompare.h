// Comparing a GPU's outputs with the interpreter's (`nvvm-sim diff`, goldens): bit for bit, except
// for the float results of kernels that use approximate operations (tools/GpuTolerances.def).
#pragma once

#include "core/ir/Module.h"
#include "tools/Compare.h"
#include "tools/ElemType.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace nvsim::tools {

/// One row of tools/GpuTolerances.def.
struct GpuToleranceRow {
  std::string_view name;
  uint64_t ulps;
  double abs, rel;
  std::string_view why;
};
std::span<const GpuToleranceRow> gpuToleranceRows();

/// What a float result may differ by: the loosest bound of the approximate operations used.
struct GpuTolerance {
  uint64_t ulps = 0;
  double abs = 0, rel = 0;
  std::vector<std::string> ops; ///< the approximate operations found, sorted
  bool exact() const { return ops.empty(); }
  /// "exact", or "3 ulp or abs 9.5367431640625e-07 (llvm.nvvm.sin.approx.f)".
  std::string describe() const;
};

/// The tolerance of the approximate operations called by `kernels` and every function they
/// reach: the rows of GpuTolerances.def, and the registered bound of other inexact libdevice
/// functions plus one ulp.
GpuTolerance deriveGpuTolerance(std::span<const ir::GlobalValue *const> kernels);

/// Whether a GPU element matches the interpreter's: the same bits (any NaN matches any NaN), or
/// for float types within the tolerance.
bool gpuElementsMatch(ElemType t, uint64_t interpreter, uint64_t gpu, const GpuTolerance &tol);

/// Elements of one step's range left out of the comparison (`diff --ignore STEP@SPEC,...`): known,
/// documented differences, such as a compiler's miscompilation of a case.
struct IgnoredElements {
  size_t step = 0;
  /// Python-like slices [first, last) by `stride`; none: the whole range.
  struct Slice {
    uint64_t first = 0, last = UINT64_MAX, stride = 1;
  };
  std::vector<Slice> slices;
  bool covers(uint64_t index) const;
};

/// Parses "STEP", "STEP@I,J" or "STEP@FIRST:LAST[:STRIDE]" (either bound may be left out, as in
/// "9@8::16"); nullopt with `why` set on a malformed spec.
std::optional<IgnoredElements> parseIgnoredElements(std::string_view spec, std::string &why);

/// What else lets a GPU element differ from the interpreter's in one range.
struct RangeAllowance {
  /// An `expect` step's values and tolerance: where both sides lie within the script's tolerance
  /// of the expected value, the element matches (the script states what accuracy it needs, e.g.
  /// for the order of floating-point atomics or a Bessel function's absolute error).
  std::span<const std::byte> expected;
  const Tolerance *expectTolerance = nullptr;
  const IgnoredElements *ignored = nullptr;
};

struct GpuComparison : Comparison {
  uint64_t withinExpectation = 0; ///< elements that matched only by the expect step's tolerance
  uint64_t ignored = 0;           ///< elements not compared
};

/// Compares two ranges of the same size; Mismatch::actual is the GPU's value, expected the
/// interpreter's.
GpuComparison compareWithGpu(ElemType t, std::span<const std::byte> interpreter,
                             std::span<const std::byte> gpu, const GpuTolerance &tol, size_t keep,
                             const RangeAllowance &allow = {});

/// "[5] interpreter 11 (0x41300000), gpu 11.000001 (0x41300001), 1 ulp"; `other` names the
/// second side ("gpu", "golden").
std::string formatGpuMismatch(ElemType t, const Mismatch &m, std::string_view other);

} // namespace nvsim::tools
