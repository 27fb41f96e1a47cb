// Metadata: strings, tuples, values wrapped as metadata and specialised nodes (`!DILocation(...)`).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace nvsim::ir {

class Value;

enum class MDKind : uint8_t { String, Node, Value };

class Metadata {
public:
  virtual ~Metadata() = default;
  MDKind mdKind() const { return kind_; }

protected:
  explicit Metadata(MDKind k) : kind_(k) {}

private:
  MDKind kind_;
};

/// `!"text"`
class MDString : public Metadata {
public:
  explicit MDString(std::string s) : Metadata(MDKind::String), str(std::move(s)) {}
  std::string str;
};

/// A value used as metadata: `i32 1`, `ptr @f`, or (function-local) `ptr %x`.
class ValueAsMetadata : public Metadata {
public:
  explicit ValueAsMetadata(Value *v) : Metadata(MDKind::Value), value(v) {}
  Value *value;
};

/// One field of a specialised node: `name: value`. `name` is empty for positional fields
/// (`!DIExpression(DW_OP_plus_uconst, 8)`, `!DIArgList(...)`).
struct MDField {
  std::string name;
  Metadata *md = nullptr; ///< the value when it is metadata (`!5`, `!"x"`, `!{...}`, `i32 %v`)
  std::string raw;        ///< otherwise the text as written (`5`, `DW_TAG_member`, `DIFlagA | DIFlagB`)
  bool isNull = false;    ///< `null`
};

/// A tuple `!{...}` or a specialised node `!DIxxx(...)`, possibly `distinct`, possibly numbered.
/// A numbered node referenced before its definition exists as an undefined shell until then.
class MDNode : public Metadata {
public:
  MDNode() : Metadata(MDKind::Node) {}

  bool distinct = false;
  bool defined = false;
  int64_t slot = -1;           ///< `!N` number, -1 for nodes written inline
  uint32_t loc = UINT32_MAX;   ///< offset of its definition or first reference
  std::string special;         ///< "DILocation" etc.; empty for tuples
  std::vector<Metadata *> ops; ///< tuple operands (nullptr for `null`)
  std::vector<MDField> fields; ///< specialised node fields

  bool isTuple() const { return special.empty(); }
};

/// `!kind !node` attached to an instruction, function or global.
struct MDAttachment {
  std::string kind; ///< without the `!`
  Metadata *node;
};

/// `!name = !{!0, !1}`
struct NamedMetadata {
  std::string name;
  std::vector<MDNode *> ops;
};

} // namespace nvsim::ir
