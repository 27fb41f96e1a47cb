// The checkers and the kinds of finding they report, from sim/Findings.def and memory/Faults.def:
// the names --check takes, the `checker` and `kind` of a finding, whether it stops the launch,
// and its message text. Every layer that names a checker or a finding kind reads them here.
#pragma once

#include "memory/Fault.h"

#include <fmt/format.h>

#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>

namespace nvsim::sim {

/// A checker of `--check` (NVSIM_CHECKER rows).
enum class CheckerId : uint8_t {
#define NVSIM_CHECKER(Id, Name) Id,
#include "sim/Findings.def"
};

/// The checkers a launch runs (bits of LaunchOptions::checks): kMemcheck, kRacecheck, ...
enum Check : uint32_t {
#define NVSIM_CHECKER(Id, Name) k##Id = 1u << unsigned(CheckerId::Id),
#include "sim/Findings.def"
};

/// Every checker's name, in table order ("memcheck", "racecheck", ...): what `--check all` runs.
inline constexpr std::string_view kCheckerNames[] = {
#define NVSIM_CHECKER(Id, Name) Name,
#include "sim/Findings.def"
};

inline constexpr std::string_view checkerName(CheckerId c) { return kCheckerNames[size_t(c)]; }
inline constexpr uint32_t checkBit(CheckerId c) { return 1u << unsigned(c); }
/// The checker named `name`, or nullopt.
inline constexpr std::optional<CheckerId> checkerNamed(std::string_view name) {
  for (size_t i = 0; i < std::size(kCheckerNames); ++i)
    if (kCheckerNames[i] == name)
      return CheckerId(i);
  return std::nullopt;
}

/// A kind of finding: first memcheck's memory faults (memory/Faults.def, in its order), then
/// the NVSIM_FINDING rows.
enum class FindingKind : uint8_t {
#define NVSIM_FAULT(Id, Title, MemcheckKind) Id,
#include "memory/Faults.def"
#undef NVSIM_FAULT
#define NVSIM_FINDING(Id, Checker, Kind, Stop, Addressed, Message) Id,
#include "sim/Findings.def"
};

/// Whether a finding stops the launch (Findings.def's Stop column).
enum class FindingStop : uint8_t { Never, Always, IfUnskippable };

struct FindingRow {
  CheckerId checker;
  std::string_view kind; ///< "out-of-bounds", "read-after-write", ...
  FindingStop stop;
  bool addressed; ///< about an access at an address
  std::string_view message;
};

inline constexpr FindingRow kFindingRows[] = {
#define NVSIM_FAULT(Id, Title, MemcheckKind)                                                                 \
  {CheckerId::Memcheck, MemcheckKind, FindingStop::IfUnskippable, true, "{}"},
#include "memory/Faults.def"
#undef NVSIM_FAULT
#define NVSIM_FINDING(Id, Checker, Kind, Stop, Addressed, Message)                                           \
  {CheckerId::Checker, Kind, FindingStop::Stop, Addressed, Message},
#include "sim/Findings.def"
};

inline constexpr const FindingRow &findingRow(FindingKind k) { return kFindingRows[size_t(k)]; }

/// memcheck's finding kind for a memory fault (None, no fault, is not one: OutOfBounds).
inline constexpr FindingKind findingOf(mem::FaultKind k) {
  switch (k) {
#define NVSIM_FAULT(Id, Title, MemcheckKind)                                                                 \
  case mem::FaultKind::Id:                                                                                   \
    return FindingKind::Id;
#include "memory/Faults.def"
#undef NVSIM_FAULT
  case mem::FaultKind::None: break;
  }
  return FindingKind::OutOfBounds;
}

/// The message of a finding of kind K from its row's format: the arguments are checked against
/// the format at compile time.
template <FindingKind K, typename... Args> std::string findingMessage(Args &&...args) {
  static constexpr std::string_view format = findingRow(K).message;
  return fmt::format(format, std::forward<Args>(args)...);
}

} // namespace nvsim::sim
