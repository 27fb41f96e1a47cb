// Unit tests of the generic address layout: window bases, cvta round trips, isspacep, names.
#include "memory/GenericWindow.h"

#include <doctest/doctest.h>

#include <cstdint>

using namespace nvsim::mem;

namespace {
constexpr AddrSpace kWindowed[] = {AddrSpace::Shared, AddrSpace::Constant, AddrSpace::Local,
                                   AddrSpace::Param};
} // namespace

TEST_CASE("window bases read as their address space numbers") {
  CHECK(windowBase(AddrSpace::Shared) == 0xff00'0300'0000'0000);
  CHECK(windowBase(AddrSpace::Constant) == 0xff00'0400'0000'0000);
  CHECK(windowBase(AddrSpace::Local) == 0xff00'0500'0000'0000);
  CHECK(windowBase(AddrSpace::Param) == 0xff00'6500'0000'0000);
  CHECK(windowBase(AddrSpace::Global) == 0);
  CHECK(windowBase(AddrSpace::Generic) == 0);
  CHECK(kMaxAllocationId == 0xfeffff);
  CHECK(taggedAddress(1, 0) == 0x0000'0100'0000'0000);
  CHECK(taggedAddress(0x1234, 0x56) == 0x0012'3400'0000'0056);
  CHECK(tagOf(0x0012'3400'0000'0056) == 0x1234);
}

TEST_CASE("cvta and cvta.to round trip at every edge of every window") {
  for (AddrSpace space : kWindowed) {
    for (uint64_t offset : {uint64_t(0), uint64_t(1), uint64_t(0x1234), kWindowSize - 1}) {
      INFO("space ", addrSpaceName(space), " offset ", offset);
      const uint64_t generic = toGeneric(space, offset);
      CHECK(generic == windowBase(space) + offset);
      CHECK(spaceOf(generic) == space);
      bool ok = false;
      CHECK(fromGeneric(space, generic, ok) == offset);
      CHECK(ok);
      // The low 32 bits of a windowed generic address are its offset (bases are 4 GiB aligned).
      CHECK(static_cast<uint32_t>(generic) == offset);
    }
  }
  CHECK(toGeneric(AddrSpace::Shared, 0x10) == 0xff00'0300'0000'0010);
  CHECK(toGeneric(AddrSpace::Param, 0x8) == 0xff00'6500'0000'0008);
  // Global and generic addresses are already generic.
  CHECK(toGeneric(AddrSpace::Global, 0x0000'0100'0000'0040) == 0x0000'0100'0000'0040);
  bool ok = false;
  CHECK(fromGeneric(AddrSpace::Global, 0x0000'0100'0000'0040, ok) == 0x0000'0100'0000'0040);
  CHECK(ok);
  CHECK(fromGeneric(AddrSpace::Generic, 0xff00'0300'0000'0010, ok) == 0xff00'0300'0000'0010);
  CHECK(ok);
}

TEST_CASE("a 32-bit shared pointer converts to and from generic") {
  const uint64_t generic = toGeneric(AddrSpace::Shared, 0x400);
  bool ok = false;
  const uint32_t shared32 = static_cast<uint32_t>(fromGeneric(AddrSpace::Shared, generic, ok));
  CHECK(ok);
  CHECK(shared32 == 0x400);
  // The executor zero-extends a 32-bit addrspace(3) value before cvta.
  CHECK(toGeneric(AddrSpace::Shared, uint64_t(shared32)) == 0xff00'0300'0000'0400);
  // Shared offset 0 is a real, non-null generic address, as on the hardware.
  CHECK(toGeneric(AddrSpace::Shared, 0) == 0xff00'0300'0000'0000);
}

TEST_CASE("cvta.to a space the address is not in reports it and keeps the arithmetic") {
  bool ok = true;
  CHECK(fromGeneric(AddrSpace::Shared, 0x0000'0100'0000'0000, ok) == 0x00ff'fe00'0000'0000);
  CHECK_FALSE(ok);
  ok = true;
  CHECK(fromGeneric(AddrSpace::Local, 0xff00'0300'0000'0010, ok) == 0xffff'fe00'0000'0010);
  CHECK_FALSE(ok);
  ok = true;
  CHECK(fromGeneric(AddrSpace::Global, 0xff00'0300'0000'0010, ok) == 0xff00'0300'0000'0010);
  CHECK_FALSE(ok);
  ok = false;
  CHECK(fromGeneric(AddrSpace::Global, 0xff00'6500'0000'0010, ok) == 0xff00'6500'0000'0010);
  CHECK(ok); // the param window is inside the global window
  ok = true;
  CHECK(fromGeneric(AddrSpace::Tensor, 0x40, ok) == 0x40);
  CHECK_FALSE(ok);
}

TEST_CASE("isspacep for every space and every kind of address") {
  struct Row {
    uint64_t address;
    AddrSpace spaceOf;
    bool global, shared, constant, local, param;
  };
  const Row rows[] = {
      {0, AddrSpace::Global, true, false, false, false, false},                     // null
      {0x0000'0100'0000'0010, AddrSpace::Global, true, false, false, false, false}, // allocation 1
      {0xfeff'ff00'0000'0000, AddrSpace::Global, true, false, false, false, false}, // last id
      {0xff00'0300'0000'0000, AddrSpace::Shared, false, true, false, false, false},
      {0xff00'0300'ffff'ffff, AddrSpace::Shared, false, true, false, false, false},
      {0xff00'0301'0000'0000, AddrSpace::Global, true, false, false, false, false}, // past the window
      {0xff00'0400'0001'0000, AddrSpace::Constant, false, false, true, false, false},
      {0xff00'0500'0000'0020, AddrSpace::Local, false, false, false, true, false},
      {0xff00'6500'0000'0008, AddrSpace::Param, true, false, false, false, true},
      {0xff00'0100'0000'0000, AddrSpace::Global, true, false, false, false, false}, // reserved, no window
      {0xffff'ffff'ffff'ffff, AddrSpace::Global, true, false, false, false, false},
  };
  for (const Row &row : rows) {
    INFO("address ", row.address);
    CHECK(spaceOf(row.address) == row.spaceOf);
    CHECK(isSpace(AddrSpace::Generic, row.address));
    CHECK(isSpace(AddrSpace::Global, row.address) == row.global);
    CHECK(isSpace(AddrSpace::Shared, row.address) == row.shared);
    CHECK(isSpace(AddrSpace::Constant, row.address) == row.constant);
    CHECK(isSpace(AddrSpace::Local, row.address) == row.local);
    CHECK(isSpace(AddrSpace::Param, row.address) == row.param);
    CHECK_FALSE(isSpace(AddrSpace::Tensor, row.address));
    CHECK_FALSE(isSpace(AddrSpace::SharedCluster, row.address));
  }
}

TEST_CASE("address space names, numbers and support") {
  CHECK(addrSpaceName(AddrSpace::Shared) == "shared");
  CHECK(addrSpaceName(AddrSpace::SharedCluster) == "shared::cluster");
  CHECK(addrSpaceName(AddrSpace::Param) == "param");
  CHECK(addrSpaceFromNumber(101) == AddrSpace::Param);
  CHECK(addrSpaceFromNumber(7) == AddrSpace::SharedCluster);
  CHECK(addrSpaceFromNumber(2) == std::nullopt);
  CHECK(addrSpaceFromNumber(25) == std::nullopt);
  CHECK(isSupported(AddrSpace::Local));
  CHECK_FALSE(isSupported(AddrSpace::Tensor));
  CHECK_FALSE(isSupported(AddrSpace::SharedCluster));
}

TEST_CASE("the alignment helper") {
  CHECK(isAligned(0x0000'0100'0000'0008, 8));
  CHECK_FALSE(isAligned(0x0000'0100'0000'0004, 8));
  CHECK(isAligned(0x0000'0100'0000'0004, 4));
  CHECK_FALSE(isAligned(0xff00'0300'0000'0002, 4));
  CHECK(isAligned(0x3, 1));
}
