// NVVM float intrinsic names to their PTX instruction (FloatPtx.h).
#include "conformance/backends/FloatPtx.h"

#include <utility>

namespace nvsim::backends {

namespace {

/// Removes `part` from the front of `rest` and says whether it was there.
bool take(std::string_view &rest, std::string_view part) {
  if (rest.substr(0, part.size()) != part)
    return false;
  rest.remove_prefix(part.size());
  return true;
}

/// `min`/`max` with .ftz, .nan, .xorsign.abs: PTX spells NaN `.NaN`, and has .ftz on f32 and f16
/// only (sm_80; .NaN and .xorsign.abs on f32 sm_86).
std::optional<FloatPtx> minMax(std::string_view op, std::string_view rest, std::string_view type) {
  const bool bf16 = type == "bf16";
  FloatPtx r;
  std::string ptx(op);
  const bool ftz = take(rest, ".ftz");
  if (ftz && !bf16)
    ptx += ".ftz";
  const bool nan = take(rest, ".nan"), xorsign = take(rest, ".xorsign.abs");
  if (!rest.empty() || (type == "f32" && !nan && !xorsign)) // libNVVM knows the plain f32 ones
    return std::nullopt;
  ptx += std::string(nan ? ".NaN" : "") + (xorsign ? ".xorsign.abs" : "");
  r.ptx = ptx + "." + std::string(type) + " $0, $1, $2;";
  r.flushInputs = r.llc = ftz && bf16;
  return r;
}

/// fma.rn with .ftz and one of .sat, .relu; bfloat has neither .ftz nor .sat in PTX.
std::optional<FloatPtx> fma(std::string_view rest, std::string_view type) {
  const bool bf16 = type == "bf16";
  const bool ftz = take(rest, ".ftz");
  const bool sat = take(rest, ".sat"), relu = !sat && take(rest, ".relu");
  if (!rest.empty())
    return std::nullopt;
  FloatPtx r;
  r.ptx = std::string("fma.rn") + (ftz && !bf16 ? ".ftz" : "") + (sat && !bf16 ? ".sat" : "") +
          (relu ? ".relu" : "") + "." + std::string(type) + " $0, $1, $2, $3;";
  r.flushInputs = r.flushResult = ftz && bf16;
  r.saturate = sat && bf16;
  r.llc = r.flushInputs || r.saturate;
  return r;
}

} // namespace

std::optional<FloatPtx> floatPtx(std::string_view name) {
  // NVVM IR's bf2h.rn(float) gives bfloat bits as i16; LLVM 19's takes a bfloat.
  if (name == "llvm.nvvm.bf2h.rn" || name == "llvm.nvvm.bf2h.rn.ftz")
    return FloatPtx{.ptx = "cvt.rn.bf16.f32 $0, $1;", .flushInputs = name.ends_with(".ftz"), .llc = true};
  std::string_view rest = name;
  if (!take(rest, "llvm.nvvm."))
    return std::nullopt;
  std::string_view type;
  for (auto [suffix, ptxType] :
       {std::pair<std::string_view, std::string_view>{".bf16", "bf16"}, {".f16", "f16"}, {".f", "f32"}})
    if (rest.ends_with(suffix)) {
      rest.remove_suffix(suffix.size());
      type = ptxType;
      break;
    }
  if (type.empty())
    return std::nullopt;
  if (take(rest, "fmin"))
    return minMax("min", rest, type);
  if (take(rest, "fmax"))
    return minMax("max", rest, type);
  if (type != "f32" && take(rest, "fma.rn"))
    return fma(rest, type);
  return std::nullopt;
}

} // namespace nvsim::backends
