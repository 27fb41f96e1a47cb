// Byte offsets of the values in a JSON document, so that errors found after parsing can still
// name a line and column (nlohmann::json keeps no positions). The same pass checks the syntax,
// numbers and nesting depth before a document object is built.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace nvsim::tools {

/// How deep a launch script may nest arrays and objects (one needs 5). Deeper documents are
/// refused before their objects are built, which bounds the locator's work and memory.
inline constexpr size_t kMaxJsonDepth = 64;

class JsonLocations {
public:
  /// Why a document was not scanned to its end: a syntax error, a number beyond double's range,
  /// or nesting deeper than kMaxJsonDepth.
  struct Error {
    uint32_t offset = 0;
    std::string message;
  };

  JsonLocations() = default;
  /// Scans `text` (comments allowed) in one SAX pass, in time and memory linear in its size.
  /// Stops at the first problem: see error().
  explicit JsonLocations(std::string_view text);

  /// The first problem of the text; nullopt when it is a JSON document within the bounds.
  const std::optional<Error> &error() const { return error_; }

  /// The offset of the value at JSON pointer `pointer` ("/steps/3/grid"): a value under a key
  /// is located at its key's opening quote, an object or array in an array at its bracket.
  /// Scalars in arrays have no location of their own; then the nearest located ancestor's
  /// offset is returned, and UINT32_MAX when none is located.
  uint32_t find(std::string_view pointer) const;

  /// The JSON pointer token for an object key ("a/b" becomes "a~1b").
  static std::string escape(std::string_view key);

  /// The index of the child named `token` (an escaped key, or an array index) of node `parent`.
  static std::string childKey(uint32_t parent, std::string_view token);

private:
  friend class JsonLocator;
  // NOTE: a node per key and per container, linked to its parent by id, so that a deep or wide
  // document costs memory in proportion to its text (a full path per node would be quadratic).
  std::vector<uint32_t> offsets_;                      ///< node id -> offset; node 0 is the root
  std::unordered_map<std::string, uint32_t> children_; ///< childKey(parent, token) -> node id
  std::optional<Error> error_;
};

} // namespace nvsim::tools
