// HostBudget: an atomic counter against a limit, and the default limit from the host's memory.
#include "memory/HostBudget.h"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <unistd.h>

namespace nvsim::mem {

bool HostBudget::charge(uint64_t bytes) noexcept {
  uint64_t used = used_.load(std::memory_order_relaxed);
  do {
    if (bytes > limit_ || used > limit_ - bytes)
      return false;
  } while (!used_.compare_exchange_weak(used, used + bytes, std::memory_order_relaxed));
  uint64_t peak = peak_.load(std::memory_order_relaxed);
  while (used + bytes > peak && !peak_.compare_exchange_weak(peak, used + bytes, std::memory_order_relaxed)) {
  }
  return true;
}

void HostBudget::release(uint64_t bytes) noexcept { used_.fetch_sub(bytes, std::memory_order_relaxed); }

uint64_t HostBudget::defaultLimit() {
  uint64_t physical = kUnlimited;
  const long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGESIZE);
  if (pages > 0 && pageSize > 0)
    physical = uint64_t(pages) * uint64_t(pageSize);
  // cgroup v2 ("max" or a number), then v1: a container's limit binds before the machine's.
  for (const char *file : {"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"}) {
    std::ifstream in(file);
    std::string text;
    if (in >> text && !text.empty() && std::all_of(text.begin(), text.end(), ::isdigit) && text.size() < 20)
      physical = std::min<uint64_t>(physical, std::stoull(text));
  }
  return physical == kUnlimited ? kUnlimited : physical / 2;
}

std::string formatBytes(uint64_t bytes) {
  constexpr const char *units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  if (bytes < 1024)
    return fmt::format("{} bytes", bytes);
  double v = double(bytes);
  size_t u = 0;
  while (v >= 1024 && u + 1 < std::size(units)) {
    v /= 1024;
    ++u;
  }
  return fmt::format("{:.3g} {}", v, units[u]);
}

} // namespace nvsim::mem
