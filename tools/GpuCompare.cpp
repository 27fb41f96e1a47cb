// The GPU comparison: the tolerance table, the approximate operations a kernel reaches, and the
// element rule.
#include "tools/GpuCompare.h"

#include "intrinsics/PureFunctions.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <set>

#include <fmt/format.h>

namespace nvsim::tools {

namespace {

constexpr GpuToleranceRow kRows[] = {
#define GPU_TOLERANCE(Name, Ulps, Abs, Rel, Why) {Name, Ulps, Abs, Rel, Why},
#include "tools/GpuTolerances.def"
#undef GPU_TOLERANCE
};

const GpuToleranceRow *findRow(std::string_view name) {
  for (const GpuToleranceRow &r : kRows)
    if (r.name == name)
      return &r;
  return nullptr;
}

/// N + 1 for a registered bound that starts "N ulp"; 0 for "exact" or anything else.
uint64_t registeredUlps(std::string_view name) {
  const intr::PureFunction *f = intr::findPure(name);
  if (!f)
    return 0;
  std::string_view b = f->bound;
  uint64_t n = 0;
  auto [end, ec] = std::from_chars(b.data(), b.data() + b.size(), n);
  if (ec != std::errc() || std::string_view(end, b.data() + b.size()).rfind(" ulp", 0) != 0)
    return 0;
  return n + 1;
}

} // namespace

std::span<const GpuToleranceRow> gpuToleranceRows() { return kRows; }

std::string GpuTolerance::describe() const {
  if (exact())
    return "exact";
  std::string s = fmt::format("{} ulp", ulps);
  if (abs > 0)
    s += fmt::format(" or abs {}", abs);
  if (rel > 0)
    s += fmt::format(" or rel {}", rel);
  std::string names;
  for (const std::string &op : ops)
    names += (names.empty() ? "" : ", ") + op;
  return s + " (" + names + ")";
}

GpuTolerance deriveGpuTolerance(std::span<const ir::GlobalValue *const> kernels) {
  GpuTolerance tol;
  std::set<const ir::GlobalValue *> seen;
  std::set<std::string> ops;
  std::vector<const ir::GlobalValue *> work(kernels.begin(), kernels.end());
  while (!work.empty()) {
    const ir::GlobalValue *f = work.back();
    work.pop_back();
    if (!f || !seen.insert(f).second)
      continue;
    if (const GpuToleranceRow *r = findRow(f->name)) {
      tol.ulps = std::max(tol.ulps, r->ulps);
      tol.abs = std::max(tol.abs, r->abs);
      tol.rel = std::max(tol.rel, r->rel);
      ops.insert(f->name);
      continue; // its body (a linked libdevice) is what the bound is about
    }
    if (uint64_t ulps = registeredUlps(f->name)) {
      tol.ulps = std::max(tol.ulps, ulps);
      ops.insert(f->name);
      continue;
    }
    // Direct calls and functions used as values (indirect calls) alike.
    for (const ir::BasicBlock *bb : f->blocks)
      for (const ir::Instruction *inst : bb->insts)
        for (const ir::Value *op : inst->ops)
          if (const auto *g = ir::dyn_cast<ir::GlobalValue>(op); g && g->isFunction())
            work.push_back(g);
  }
  tol.ops.assign(ops.begin(), ops.end());
  return tol;
}

bool gpuElementsMatch(ElemType t, uint64_t interpreter, uint64_t gpu, const GpuTolerance &tol) {
  if (elementsMatch(t, gpu, interpreter, Tolerance{}))
    return true;
  if (!isFloat(t) || tol.exact())
    return false;
  return elementsMatch(t, gpu, interpreter, {ToleranceKind::Ulp, 0, 0, tol.ulps}) ||
         (tol.abs > 0 && elementsMatch(t, gpu, interpreter, {ToleranceKind::Abs, tol.abs, 0, 0})) ||
         (tol.rel > 0 && elementsMatch(t, gpu, interpreter, {ToleranceKind::Rel, 0, tol.rel, 0}));
}

Comparison compareWithGpu(ElemType t, std::span<const std::byte> interpreter, std::span<const std::byte> gpu,
                          const GpuTolerance &tol, size_t keep) {
  // The GPU's value is the mismatch's `actual`, the interpreter's its `expected`.
  return compareElementsBy(t, gpu, interpreter, keep,
                           [&](uint64_t g, uint64_t i) { return gpuElementsMatch(t, i, g, tol); });
}

std::string formatGpuMismatch(ElemType t, const Mismatch &m, std::string_view other) {
  auto value = [&](uint64_t bits) {
    return isFloat(t) ? fmt::format("{} ({:#0{}x})", formatElement(t, bits), bits, 2 + 2 * elemBytes(t))
                      : formatElement(t, bits);
  };
  const uint64_t d = ulpDistance(t, m.actual, m.expected);
  return fmt::format("[{}] interpreter {}, {} {}, {} {}", m.index, value(m.expected), other, value(m.actual),
                     d == UINT64_MAX ? std::string("more than 2^64") : std::to_string(d),
                     isFloat(t) ? "ulp" : "apart");
}

} // namespace nvsim::tools
