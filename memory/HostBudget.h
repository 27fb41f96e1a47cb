// The host-memory budget of one run (--memory-limit): what input may make nvvm-sim allocate.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>

namespace nvsim::mem {

/// Bytes of host memory that allocations sized by input (device buffers and their shadows, the
/// executor's per-block stacks and register files, ...) may take together. Each such allocation
/// charges the budget first and is refused, with a message naming the limit, when it does not fit;
/// so a hostile kernel, script or option meets a clean error instead of the host's OOM killer.
/// Fixed-size state (the program, tables, one block's bookkeeping) is outside it: the constant
/// docs/security.md documents.
///
/// Threads: charge and release may run concurrently.
class HostBudget {
public:
  static constexpr uint64_t kUnlimited = UINT64_MAX;

  explicit HostBudget(uint64_t limit = kUnlimited) : limit_(limit) {}
  HostBudget(const HostBudget &) = delete;
  HostBudget &operator=(const HostBudget &) = delete;

  /// Takes `bytes` from the budget; false, taking nothing, when they do not fit.
  bool charge(uint64_t bytes) noexcept;
  /// Gives back bytes taken by charge().
  void release(uint64_t bytes) noexcept;

  void setLimit(uint64_t limit) noexcept { limit_ = limit; }
  uint64_t limit() const noexcept { return limit_; }
  uint64_t used() const noexcept { return used_.load(std::memory_order_relaxed); }
  /// The most that was ever charged at once.
  uint64_t peak() const noexcept { return peak_.load(std::memory_order_relaxed); }

  /// The default limit: half of the host's physical memory, or of the control group's memory
  /// limit when that is lower (docs/security.md).
  static uint64_t defaultLimit();

private:
  uint64_t limit_;
  std::atomic<uint64_t> used_{0};
  std::atomic<uint64_t> peak_{0};
};

/// "1.5 GiB": a byte count for messages.
std::string formatBytes(uint64_t bytes);

} // namespace nvsim::mem
