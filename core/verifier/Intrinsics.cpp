// Which LLVM intrinsics NVVM IR supports, from the table in NvvmIntrinsics.def.
#include "core/verifier/VerifierImpl.h"

namespace nvsim::verifier {

namespace {
constexpr bool Exact = false, Prefix = true;
constexpr bool Supported = false, Illegal = true;
constexpr IntrinsicRule kRules[] = {
#define NVVM_INTRINSIC(Name, Match, Support, Section) {Name, Match, Support, Section},
#include "core/verifier/NvvmIntrinsics.def"
#undef NVVM_INTRINSIC
};

bool matches(const IntrinsicRule &r, std::string_view name) {
  if (name.substr(0, r.name.size()) != r.name)
    return false;
  return r.prefix || name.size() == r.name.size() || name[r.name.size()] == '.';
}
} // namespace

std::span<const IntrinsicRule> intrinsicRules() { return kRules; }

const IntrinsicRule *findIntrinsicRule(std::string_view name) {
  if (name.substr(0, 5) != "llvm.")
    return nullptr;
  const IntrinsicRule *best = nullptr;
  for (const IntrinsicRule &r : kRules)
    if (matches(r, name) && (!best || r.name.size() > best->name.size()))
      best = &r;
  return best;
}

bool isMemoryWriteIntrinsic(std::string_view name) {
  for (std::string_view base : {"llvm.memcpy", "llvm.memmove", "llvm.memset"})
    if (name.substr(0, base.size()) == base && (name.size() == base.size() || name[base.size()] == '.'))
      return true;
  return false;
}

} // namespace nvsim::verifier
