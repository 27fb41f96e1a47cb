// Attribute keyword table lookups.
#include "core/ir/Attributes.h"

#include <algorithm>
#include <array>

namespace nvsim::ir {

namespace {
struct Row {
  std::string_view keyword;
  AttrForm form;
};
constexpr Row kRows[] = {
#define ATTR(Enum, Keyword, Form) {Keyword, AttrForm::Form},
#include "core/ir/Attributes.def"
#undef ATTR
};
constexpr size_t kCount = sizeof(kRows) / sizeof(kRows[0]);
} // namespace

std::optional<AttrKind> lookupAttrKeyword(std::string_view word) {
  // The table is short and this runs once per attribute while parsing; a sorted index keeps it fast.
  static const auto index = [] {
    std::array<uint16_t, kCount> idx{};
    for (size_t i = 0; i < kCount; ++i)
      idx[i] = static_cast<uint16_t>(i);
    std::sort(idx.begin(), idx.end(),
              [](uint16_t a, uint16_t b) { return kRows[a].keyword < kRows[b].keyword; });
    return idx;
  }();
  auto it = std::lower_bound(index.begin(), index.end(), word,
                             [](uint16_t i, std::string_view w) { return kRows[i].keyword < w; });
  if (it != index.end() && kRows[*it].keyword == word)
    return static_cast<AttrKind>(*it);
  return std::nullopt;
}

std::string_view attrKeyword(AttrKind k) {
  size_t i = static_cast<size_t>(k);
  return i < kCount ? kRows[i].keyword : std::string_view();
}

AttrForm attrForm(AttrKind k) {
  if (k == AttrKind::String)
    return AttrForm::String;
  size_t i = static_cast<size_t>(k);
  return i < kCount ? kRows[i].form : AttrForm::Unknown;
}

const Attribute *AttrSet::find(AttrKind k) const {
  for (const auto &a : attrs)
    if (a.kind == k)
      return &a;
  return nullptr;
}

const Attribute *AttrSet::findString(std::string_view key) const {
  for (const auto &a : attrs)
    if (a.kind == AttrKind::String && a.key == key)
      return &a;
  return nullptr;
}

} // namespace nvsim::ir
