// NVVM address spaces: lookups generated from AddrSpaces.def.
#include "memory/AddressSpace.h"

namespace nvsim::mem {

namespace {
struct SpaceInfo {
  AddrSpace space;
  std::string_view name;
  bool supported;
};

constexpr SpaceInfo kSpaces[] = {
#define NVSIM_ADDR_SPACE(Id, Number, Name, Supported) {AddrSpace::Id, Name, Supported},
#include "memory/AddrSpaces.def"
#undef NVSIM_ADDR_SPACE
};

const SpaceInfo *infoOf(AddrSpace space) {
  for (const SpaceInfo &info : kSpaces)
    if (info.space == space)
      return &info;
  return nullptr;
}
} // namespace

std::string_view addrSpaceName(AddrSpace space) {
  const SpaceInfo *info = infoOf(space);
  return info ? info->name : std::string_view("unknown");
}

std::optional<AddrSpace> addrSpaceFromNumber(uint32_t number) {
  const SpaceInfo *info = infoOf(static_cast<AddrSpace>(number));
  if (!info)
    return std::nullopt;
  return info->space;
}

bool isSupported(AddrSpace space) {
  const SpaceInfo *info = infoOf(space);
  return info && info->supported;
}

} // namespace nvsim::mem
