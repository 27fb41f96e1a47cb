// Comparing two runs of one launch script, bit for bit.
#include "tools/Validate.h"

#include <algorithm>

namespace nvsim::tools {

namespace {

constexpr size_t kShownDifferences = 10;

/// The unsigned integer type as wide as `t`: comparing through it compares bits.
ElemType bitsType(ElemType t) {
  switch (elemBytes(t)) {
  case 1: return ElemType::U8;
  case 2: return ElemType::U16;
  case 4: return ElemType::U32;
  default: return ElemType::U64;
  }
}

/// A differing element: its value as the buffer's type, and for floats its bits.
std::string shownElement(ElemType t, uint64_t bits) {
  return isFloat(t) ? fmt::format("{} ({:#0{}x})", formatElement(t, bits), bits, 2 + 2 * elemBytes(t))
                    : formatElement(t, bits);
}

} // namespace

std::vector<std::string> compareRuns(const LaunchScript &script, const RunOutcome &before,
                                     const RunOutcome &after) {
  std::vector<std::string> out;
  const auto &la = before.launches, &lb = after.launches;
  for (size_t i = 0; i < std::max(la.size(), lb.size()); ++i) {
    const LaunchRecord &r = i < la.size() ? la[i] : lb[i];
    const std::string label = script.steps[r.step].label;
    const std::string sa = i < la.size() ? la[i].status : "not run",
                      sb = i < lb.size() ? lb[i].status : "not run";
    if (sa != sb) {
      // Why a launch did not end "ok": its fault or the reason it could not start.
      auto why = [i](const std::vector<LaunchRecord> &runs, std::string_view when) -> std::string {
        if (i >= runs.size())
          return "";
        if (runs[i].fault)
          return fmt::format("\n  {}: {}", when, runs[i].fault->message);
        return runs[i].error.empty() ? "" : fmt::format("\n  {}: {}", when, runs[i].error);
      };
      out.push_back(runMessage(RunMsg::LaunchStatusDiffers, label, r.kernel, sa, sb) + why(la, "before") +
                    why(lb, "after"));
    } else if (i < la.size() && i < lb.size() && la[i].output != lb[i].output) {
      out.push_back(
          runMessage(RunMsg::PrintedTextDiffers, label, r.kernel, la[i].output.size(), lb[i].output.size()));
    }
  }
  const auto &oa = before.outputs, &ob = after.outputs;
  for (size_t i = 0; i < std::max(oa.size(), ob.size()); ++i) {
    if (i >= oa.size() || i >= ob.size()) {
      const OutputRecord &r = i < oa.size() ? oa[i] : ob[i];
      out.push_back(runMessage(RunMsg::OutputMissing, r.label, r.buffer, i < oa.size() ? "before" : "after",
                               i < oa.size() ? "after" : "before"));
      continue;
    }
    const OutputRecord &a = oa[i], &b = ob[i];
    if (a.data == b.data)
      continue;
    const ElemType t = a.elem && a.data.size() % elemBytes(*a.elem) == 0 ? *a.elem : ElemType::U8;
    // Bit for bit (NaN payloads, -0): compared as integers of the same width, shown as `t`.
    Comparison c = compareElements(bitsType(t), b.data, a.data, Tolerance{}, kShownDifferences);
    std::string text = runMessage(RunMsg::OutputDiffers, a.label, a.buffer,
                                  a.offset ? fmt::format(" at offset {}", a.offset) : "", c.mismatches,
                                  c.elements, elemName(t), c.first.size());
    for (const Mismatch &m : c.first)
      text += fmt::format("\n  [{}] before {}, after {}", m.index, shownElement(t, m.expected),
                          shownElement(t, m.actual));
    out.push_back(std::move(text));
  }
  return out;
}

} // namespace nvsim::tools
