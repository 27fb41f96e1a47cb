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

bool IgnoredElements::covers(uint64_t index) const {
  if (slices.empty())
    return true;
  return std::any_of(slices.begin(), slices.end(), [&](const Slice &s) {
    return index >= s.first && index < s.last && (index - s.first) % s.stride == 0;
  });
}

std::optional<IgnoredElements> parseIgnoredElements(std::string_view spec, std::string &why) {
  auto number = [](std::string_view text, uint64_t &out) {
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size();
  };
  why = fmt::format("'{}' is not STEP, STEP@I,J,... or STEP@FIRST:LAST[:STRIDE]", spec);
  IgnoredElements out;
  const size_t at = spec.find('@');
  uint64_t step = 0;
  if (!number(spec.substr(0, at), step))
    return std::nullopt;
  out.step = step;
  if (at == std::string_view::npos)
    return out;
  std::string_view rest = spec.substr(at + 1);
  while (true) {
    const size_t comma = rest.find(',');
    std::string_view item = rest.substr(0, comma);
    IgnoredElements::Slice s;
    const size_t c1 = item.find(':');
    if (c1 == std::string_view::npos) {
      if (!number(item, s.first))
        return std::nullopt;
      s.last = s.first + 1;
    } else {
      const size_t c2 = item.find(':', c1 + 1);
      std::string_view first = item.substr(0, c1),
                       last = item.substr(c1 + 1, c2 == std::string_view::npos ? std::string_view::npos
                                                                               : c2 - c1 - 1),
                       stride = c2 == std::string_view::npos ? std::string_view() : item.substr(c2 + 1);
      if ((!first.empty() && !number(first, s.first)) || (!last.empty() && !number(last, s.last)) ||
          (!stride.empty() && (!number(stride, s.stride) || s.stride == 0)))
        return std::nullopt;
    }
    out.slices.push_back(s);
    if (comma == std::string_view::npos)
      break;
    rest.remove_prefix(comma + 1);
  }
  why.clear();
  return out;
}

GpuComparison compareWithGpu(ElemType t, std::span<const std::byte> interpreter,
                             std::span<const std::byte> gpu, const GpuTolerance &tol, size_t keep,
                             const RangeAllowance &allow) {
  GpuComparison c;
  const size_t size = elemBytes(t);
  const bool byExpectation = allow.expectTolerance && allow.expected.size() >= interpreter.size();
  // The GPU's value is the mismatch's `actual`, the interpreter's its `expected`.
  static_cast<Comparison &>(c) =
      compareElementsBy(t, gpu, interpreter, keep, [&](uint64_t g, uint64_t i, uint64_t index) {
        if (allow.ignored && allow.ignored->covers(index)) {
          ++c.ignored;
          return true;
        }
        if (gpuElementsMatch(t, i, g, tol))
          return true;
        if (!byExpectation)
          return false;
        const uint64_t e = loadElement(t, allow.expected.data() + index * size);
        const bool both =
            elementsMatch(t, g, e, *allow.expectTolerance) && elementsMatch(t, i, e, *allow.expectTolerance);
        c.withinExpectation += both;
        return both;
      });
  return c;
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
