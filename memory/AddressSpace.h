// NVVM address spaces: the enum, its names and the numbers IR uses for them.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace nvsim::mem {

/// An NVVM address space; the value is the IR's `addrspace(N)` number.
enum class AddrSpace : uint32_t {
#define NVSIM_ADDR_SPACE(Id, Number, Name, Supported) Id = Number,
#include "memory/AddrSpaces.def"
#undef NVSIM_ADDR_SPACE
};

/// The space's name as PTX spells its state space ("global", "shared", "shared::cluster", ...).
std::string_view addrSpaceName(AddrSpace space);

/// The space with IR number `number`, or nullopt for numbers NVVM does not define (2, 8, ...).
std::optional<AddrSpace> addrSpaceFromNumber(uint32_t number);

/// Whether the simulator can translate addresses of `space` (tensor memory and shared::cluster
/// are recognised but not supported).
bool isSupported(AddrSpace space);

} // namespace nvsim::mem
