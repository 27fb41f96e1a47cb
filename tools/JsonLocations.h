// Byte offsets of the values in a JSON document, so that errors found after parsing can still
// name a line and column (nlohmann::json keeps no positions).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>

namespace nvsim::tools {

class JsonLocations {
public:
  JsonLocations() = default;
  /// Scans `text`, which must be valid JSON (comments allowed), in one SAX pass.
  explicit JsonLocations(std::string_view text);

  /// The offset of the value at JSON pointer `pointer` ("/steps/3/grid"): a value under a key
  /// is located at its key's opening quote, an object or array in an array at its bracket.
  /// Scalars in arrays have no location of their own; then the nearest located ancestor's
  /// offset is returned, and UINT32_MAX when none is located.
  uint32_t find(std::string_view pointer) const;

  /// The JSON pointer token for an object key ("a/b" becomes "a~1b").
  static std::string escape(std::string_view key);

private:
  std::unordered_map<std::string, uint32_t> offsets_;
};

} // namespace nvsim::tools
