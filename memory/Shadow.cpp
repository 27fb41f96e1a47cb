// Zeroed shadow memory (memory/Shadow.h).
#include "memory/Shadow.h"

#include <sys/mman.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>

namespace nvsim::mem {

namespace {
constexpr size_t kHugePage = size_t(2) << 20;
constexpr size_t kHugeFrom = size_t(4) << 20; ///< smaller shadows come from calloc
} // namespace

void *allocateZeroed(size_t bytes) {
  if (bytes < kHugeFrom) {
    void *p = std::calloc(bytes, 1);
    if (!p)
      throw std::bad_alloc();
    return p;
  }
  // Anonymous mappings read as zero. Mapped with room to start on a huge-page boundary, the
  // rest given back, and rounded to whole huge pages so that all of it can be huge pages.
  const size_t size = (bytes + kHugePage - 1) & ~(kHugePage - 1);
  void *raw = mmap(nullptr, size + kHugePage, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (raw == MAP_FAILED)
    throw std::bad_alloc();
  auto *base = static_cast<std::byte *>(raw);
  auto *p =
      reinterpret_cast<std::byte *>((reinterpret_cast<uintptr_t>(base) + kHugePage - 1) & ~(kHugePage - 1));
  if (p != base)
    munmap(base, size_t(p - base));
  if (const size_t tail = size_t(base + size + kHugePage - (p + size)))
    munmap(p + size, tail);
#ifdef MADV_HUGEPAGE
  madvise(p, size, MADV_HUGEPAGE); // a hint: without transparent huge pages, 4 KiB pages
#endif
  return p;
}

void releaseZeroed(void *p, size_t bytes) {
  if (!p)
    return;
  if (bytes < kHugeFrom)
    std::free(p);
  else
    munmap(p, (bytes + kHugePage - 1) & ~(kHugePage - 1));
}

} // namespace nvsim::mem
