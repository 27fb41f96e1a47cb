// Known and free fields of launch-script objects, and "did you mean" for the others.
#include "tools/ScriptFields.h"

#include <algorithm>
#include <vector>

namespace nvsim::tools {

namespace {

constexpr std::string_view kFields[] = {
#define SCRIPT_FIELDS(Kind, Names) Names,
#include "tools/ScriptFields.def"
#undef SCRIPT_FIELDS
};

/// Calls `f` with each name of `object`'s row.
template <typename F> void forEachField(ScriptObject object, F f) {
  std::string_view names = kFields[static_cast<size_t>(object)];
  while (!names.empty()) {
    const size_t space = names.find(' ');
    f(names.substr(0, space));
    names = space == std::string_view::npos ? std::string_view() : names.substr(space + 1);
  }
}

/// Levenshtein distance (insertions, deletions, substitutions), for short names.
size_t editDistance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j)
    row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

} // namespace

bool isFreeField(std::string_view name) {
  return (!name.empty() && name[0] == '_') || name == "note" || name == "notes" || name == "origin";
}

bool isKnownField(ScriptObject object, std::string_view name) {
  bool known = false;
  forEachField(object, [&](std::string_view field) { known = known || field == name; });
  return known;
}

std::optional<std::string_view> nearestField(ScriptObject object, std::string_view name) {
  // Names far longer than any field are not misspellings of one (and would cost time).
  if (name.size() > 64)
    return std::nullopt;
  std::optional<std::string_view> best;
  size_t bestDistance = 3;
  forEachField(object, [&](std::string_view field) {
    const size_t d = editDistance(name, field);
    if (d < bestDistance && 2 * d < field.size()) {
      best = field;
      bestDistance = d;
    }
  });
  return best;
}

} // namespace nvsim::tools
