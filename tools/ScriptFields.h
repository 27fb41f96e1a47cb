// The fields each object of a launch script may hold (tools/ScriptFields.def), and the nearest
// known name to a misspelt one.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace nvsim::tools {

enum class ScriptObject : uint8_t {
#define SCRIPT_FIELDS(Kind, Names) Kind,
#include "tools/ScriptFields.def"
#undef SCRIPT_FIELDS
};

/// Fields any object may carry for people and other tools: names starting with `_`, and `note`,
/// `notes`, `origin`.
bool isFreeField(std::string_view name);

/// Whether `name` is a field of `object`.
bool isKnownField(ScriptObject object, std::string_view name);

/// The field of `object` closest to `name` when it is close enough to be a misspelling of it
/// (at most 2 edits, and fewer than half its letters).
std::optional<std::string_view> nearestField(ScriptObject object, std::string_view name);

} // namespace nvsim::tools
