// Kernel memory faults: titles from Faults.def and the one-line description.
#include "memory/Fault.h"

#include "memory/GenericWindow.h"

#include <fmt/format.h>

namespace nvsim::mem {

namespace {
constexpr std::string_view kTitles[] = {
    "no fault",
#define NVSIM_FAULT(Id, Title, MemcheckKind) Title,
#include "memory/Faults.def"
#undef NVSIM_FAULT
};

/// "1 byte", "4 bytes".
std::string bytes(uint64_t n) { return fmt::format("{} byte{}", n, n == 1 ? "" : "s"); }

/// Where the access falls relative to its allocation or buffer; empty when there is none.
std::string placement(const Fault &f) {
  if (f.allocationId < 0 && f.allocationName.empty())
    return {};
  const std::string subject =
      f.allocationId > 0 ? fmt::format("allocation '{}' ({})", f.allocationName, bytes(f.allocationSize))
                         : fmt::format("{} ({})", f.allocationName, bytes(f.allocationSize));
  const int64_t size = static_cast<int64_t>(f.allocationSize);
  if (f.offset < 0)
    return fmt::format("{} before the start of {}", bytes(static_cast<uint64_t>(-f.offset)), subject);
  if (f.offset >= size)
    return fmt::format("{} past the end of {}", bytes(static_cast<uint64_t>(f.offset - size)), subject);
  if (f.offset + static_cast<int64_t>(f.size) > size)
    return fmt::format("offset {} of {}, overrunning its end by {}", f.offset, subject,
                       bytes(static_cast<uint64_t>(f.offset + f.size - size)));
  return fmt::format("offset {} of {}", f.offset, subject);
}
} // namespace

std::string_view accessName(Access access) {
  switch (access) {
  case Access::Read: return "read";
  case Access::Write: return "write";
  case Access::Atomic: return "atomic";
  }
  return "access";
}

std::string_view faultTitle(FaultKind kind) { return kTitles[static_cast<size_t>(kind)]; }

std::string describe(const Fault &f) {
  std::string title(faultTitle(f.kind));
  if (f.kind == FaultKind::Misaligned)
    title += fmt::format(" (needs {}-byte alignment)", f.alignment);
  std::string text =
      fmt::format("{}: {} of {} at {:#018x}", title, accessName(f.access), bytes(f.size), f.address);
  if (f.kind != FaultKind::Null) {
    if (hasWindow(f.space))
      text += fmt::format(" ({} offset {:#x})", addrSpaceName(f.space), f.address - windowBase(f.space));
    else
      text += fmt::format(" ({})", addrSpaceName(f.space));
  }
  if (std::string where = placement(f); !where.empty())
    text += ", " + where;
  return text;
}

} // namespace nvsim::mem
