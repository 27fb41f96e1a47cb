// The simulated device memory of one run: allocation, free and the host copy operations.
#include "memory/Memory.h"

#include <cstdlib>
#include <cstring>
#include <new>
#include <sys/mman.h>

namespace nvsim::mem {

Memory::Memory() = default;
Memory::~Memory() = default;

uint64_t Memory::allocateGlobal(std::string name, uint64_t bytes, uint64_t align, bool readOnly) {
  return allocate(std::move(name), bytes, align, AddrSpace::Global, readOnly);
}

uint64_t Memory::allocateConstant(std::string name, uint64_t bytes, uint64_t align) {
  return allocate(std::move(name), bytes, align, AddrSpace::Constant, true);
}

uint64_t Memory::allocate(std::string name, uint64_t bytes, uint64_t align, AddrSpace space, bool readOnly) {
  if (bytes > kMaxAllocationSize || align == 0 || (align & (align - 1)) != 0 || align > kMaxAllocationSize)
    return 0;
  // Granule 0 of the constant window is never used: a larger request can never be placed.
  if (space == AddrSpace::Constant && bytes > kWindowSize - ConstantWindow::kGranuleSize)
    return 0;
  if (!budget_.charge(chargedBytes(bytes)))
    return 0;
  // calloc: zero-filled, 16-byte aligned (so host and simulated addresses agree modulo 16 and
  // naturally aligned accesses can use std::atomic_ref), and lazily committed for large sizes.
  auto *data = static_cast<std::byte *>(std::calloc(bytes == 0 ? 1 : bytes, 1));
  if (!data) {
    budget_.release(chargedBytes(bytes));
    return 0;
  }
  auto record = std::make_unique<Allocation>();
  record->space = space;
  record->readOnly = readOnly;
  record->size = bytes;
  record->align = align;
  record->name = std::move(name);
  record->data = data;
  const Allocation *added = table_.add(std::move(record), [&](Allocation &a) {
    if (space == AddrSpace::Global) {
      a.address = taggedAddress(a.id, 0);
      return true;
    }
    std::optional<uint64_t> offset = constants_.place(bytes, align, a.id);
    if (!offset)
      return false;
    a.address = kConstantWindowBase + *offset;
    return true;
  });
  if (!added) {
    std::free(data);
    budget_.release(chargedBytes(bytes));
    return 0;
  }
  if (trackInit_)
    shadowOf(*added, false);
  return added->address;
}

uint64_t Memory::allocateHostVisible(std::string name, uint64_t bytes) {
  if (!hostVisible_ || bytes > kMaxAllocationSize || !budget_.charge(chargedBytes(bytes)))
    return 0;
  const uint64_t length = bytes == 0 ? 1 : bytes;
  while (nextHostVisible_ <= kHostVisibleIds) {
    const uint32_t id = nextHostVisible_++;
    void *want = reinterpret_cast<void *>(taggedAddress(id, 0));
    // NOTE: MAP_FIXED_NOREPLACE fails where the host has anything mapped (its program, heap,
    // libraries, stack); the next id is tried then.
    void *got = mmap(want, length, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED_NOREPLACE, -1, 0);
    if (got == MAP_FAILED)
      continue;
    if (got != want) { // a kernel without MAP_FIXED_NOREPLACE takes it as a hint
      munmap(got, length);
      continue;
    }
    auto record = std::make_unique<Allocation>();
    record->space = AddrSpace::Global;
    record->size = bytes;
    record->align = 4096;
    record->name = std::move(name);
    record->data = static_cast<std::byte *>(got);
    record->hostMapped = true;
    const Allocation *added = table_.addAt(id, std::move(record), [&](Allocation &a) {
      a.address = taggedAddress(a.id, 0);
      return true;
    });
    if (!added) {
      munmap(got, length);
      continue;
    }
    if (trackInit_)
      initbits::set(shadowOf(*added, false)->init.data(), 0, bytes);
    return added->address;
  }
  budget_.release(chargedBytes(bytes));
  return 0;
}

bool Memory::free(uint64_t address) {
  std::optional<NearbyAllocation> found = findAllocation(address);
  if (!found || found->offset != 0 || found->allocation->address != address)
    return false;
  auto *a = const_cast<Allocation *>(found->allocation);
  if (a->freed.exchange(true, std::memory_order_acq_rel))
    return false;
  releaseStorage(*a);
  budget_.release(a->size); // its shadows stay with the record (use after free reports need them)
  return true;
}

Allocation *Memory::hostRange(uint64_t address, uint64_t bytes, uint64_t &offset) const {
  std::optional<NearbyAllocation> found = findAllocation(address);
  if (!found || found->offset < 0)
    return nullptr;
  auto *a = const_cast<Allocation *>(found->allocation);
  offset = static_cast<uint64_t>(found->offset);
  if (a->isFreed() || !a->contains(offset, bytes))
    return nullptr;
  return a;
}

bool Memory::hostWrite(uint64_t address, std::span<const std::byte> bytes) {
  uint64_t offset = 0;
  Allocation *a = hostRange(address, bytes.size(), offset);
  if (!a)
    return false;
  if (!bytes.empty())
    std::memcpy(a->data + offset, bytes.data(), bytes.size());
  if (a->shadow && a->shadow->init)
    initbits::set(a->shadow->init.data(), offset, bytes.size());
  return true;
}

bool Memory::hostRead(uint64_t address, std::span<std::byte> out) const {
  uint64_t offset = 0;
  const Allocation *a = hostRange(address, out.size(), offset);
  if (!a)
    return false;
  if (!out.empty())
    std::memcpy(out.data(), a->data + offset, out.size());
  return true;
}

bool Memory::memset(uint64_t address, uint8_t value, uint64_t bytes) {
  uint64_t offset = 0;
  Allocation *a = hostRange(address, bytes, offset);
  if (!a)
    return false;
  if (bytes != 0)
    std::memset(a->data + offset, value, bytes);
  if (a->shadow && a->shadow->init)
    initbits::set(a->shadow->init.data(), offset, bytes);
  return true;
}

void Memory::markWritten(uint64_t address, uint64_t bytes) {
  uint64_t offset = 0;
  Allocation *a = hostRange(address, bytes, offset);
  if (a && a->shadow && a->shadow->init)
    initbits::set(a->shadow->init.data(), offset, bytes);
}

ShadowState *Memory::shadowOf(const Allocation &a, bool race) {
  auto &mutableA = const_cast<Allocation &>(a);
  if (!mutableA.shadow) {
    shadows_.push_back(std::make_unique<ShadowState>());
    mutableA.shadow = shadows_.back().get();
    if (trackInit_)
      mutableA.shadow->init = ShadowArray<uint64_t>((a.size + 63) / 64);
  }
  if (race && !mutableA.shadow->race) {
    // NOTE: the executor charges budget() for these before the launch (it can refuse the launch).
    mutableA.shadow->race = ShadowArray<uint64_t>(2 * ((a.size + 3) / 4));
  }
  return mutableA.shadow;
}

void Memory::clearRaceShadows() {
  for (auto &s : shadows_)
    if (s->race)
      std::memset(s->race.data(), 0, s->race.size() * sizeof(uint64_t));
}

std::optional<NearbyAllocation> Memory::findAllocation(uint64_t generic) const {
  const uint64_t tag = tagOf(generic);
  if (tag < kFirstWindowTag) {
    // Past the end of the tag's own allocation, or (in the upper half of the tag's range, where
    // negative indexing lands) before the start of the next one: whichever is closer.
    const uint64_t offset = generic & kOffsetMask;
    const Allocation *own = globalByTag(tag);
    if (own && own->contains(offset, 1))
      return NearbyAllocation{own, static_cast<int64_t>(offset)};
    const Allocation *next = offset >= kMaxAllocationSize / 2 ? globalByTag(tag + 1) : nullptr;
    if (next && (!own || kMaxAllocationSize - offset < offset - own->size))
      return NearbyAllocation{next, -static_cast<int64_t>(kMaxAllocationSize - offset)};
    if (!own)
      return std::nullopt;
    return NearbyAllocation{own, static_cast<int64_t>(offset)};
  }
  if (spaceOf(generic) != AddrSpace::Constant)
    return std::nullopt;
  const uint64_t offset = generic - kConstantWindowBase;
  if (const Allocation *a = constantAt(offset))
    return NearbyAllocation{a, static_cast<int64_t>(generic - a->address)};
  // Unowned granule: report against the closer of the allocations around it.
  const ConstantWindow::Neighbours near = constants_.neighbours(offset);
  const Allocation *below = near.below ? table_.find(near.below) : nullptr;
  const Allocation *above = near.above ? table_.find(near.above) : nullptr;
  if (!below && !above)
    return std::nullopt;
  if (below && (!above || generic - (below->address + below->size) <= above->address - generic))
    return NearbyAllocation{below, static_cast<int64_t>(generic - below->address)};
  return NearbyAllocation{above, -static_cast<int64_t>(above->address - generic)};
}

} // namespace nvsim::mem
