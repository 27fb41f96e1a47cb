// Attributes of functions, parameters, return values and call sites.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace nvsim::ir {

class Type;

enum class AttrKind : uint16_t {
#define ATTR(Enum, Keyword, Form) Enum,
#include "core/ir/Attributes.def"
#undef ATTR
  String,  ///< "key" or "key"="value"
  Unknown, ///< a keyword LLVM 19 does not know; kept, never printed
};

enum class AttrForm : uint8_t { Flag, Int, Type, Raw, Legacy, String, Unknown };

/// The attribute keyword's table row, or nullopt for words that are not attributes.
std::optional<AttrKind> lookupAttrKeyword(std::string_view word);
std::string_view attrKeyword(AttrKind k);
AttrForm attrForm(AttrKind k);

struct Attribute {
  AttrKind kind = AttrKind::Unknown;
  uint64_t intValue = 0; ///< Int form: align(N), dereferenceable(N), ...
  bool hasInt = false;   ///< Int form written with a value (uwtable / alignstack may omit it)
  Type *type = nullptr;  ///< Type form; null when old IR omitted it (`byval` alone)
  std::string key;       ///< String form key, Unknown keyword
  std::string value;     ///< String form value; Raw form: the text inside the parentheses
  bool hasValue = false; ///< String form has `=value`; Raw form had parentheses
};

/// An attribute list: explicit attributes plus references to attribute groups (`#0`).
struct AttrSet {
  std::vector<Attribute> attrs;
  std::vector<unsigned> groups;

  bool empty() const { return attrs.empty() && groups.empty(); }
  const Attribute *find(AttrKind k) const;
  const Attribute *findString(std::string_view key) const;
  bool has(AttrKind k) const { return find(k) != nullptr; }
};

} // namespace nvsim::ir
