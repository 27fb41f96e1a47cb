// JsonLocations: a SAX pass over a counting iterator records where each key and container starts.
#include "tools/JsonLocations.h"

#include "tools/RunError.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <iterator>

namespace nvsim::tools {

namespace {

/// A char iterator that counts how many characters the parser has pulled. NOTE: nlohmann's
/// lexer reads one character per get() and never more than one past a number; at a key
/// event the count ends just after the closing quote, at a container start just after the
/// bracket, which is what the locator relies on.
class CountingIterator {
public:
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char *;
  using reference = const char &;

  CountingIterator(const char *p, size_t *consumed) : p_(p), consumed_(consumed) {}
  reference operator*() const { return *p_; }
  CountingIterator &operator++() {
    ++p_;
    ++*consumed_;
    return *this;
  }
  CountingIterator operator++(int) {
    CountingIterator old = *this;
    ++*this;
    return old;
  }
  bool operator==(const CountingIterator &o) const { return p_ == o.p_; }
  bool operator!=(const CountingIterator &o) const { return p_ != o.p_; }

private:
  const char *p_;
  size_t *consumed_;
};

/// nlohmann's message without its "[json.exception...] parse error at line 1, column 2: " prefix.
std::string syntaxMessage(std::string_view what) {
  size_t column = what.find("column ");
  size_t colon = column == std::string_view::npos ? std::string_view::npos : what.find(": ", column);
  return std::string(colon == std::string_view::npos ? what : what.substr(colon + 2));
}

/// Where a syntax error is: nlohmann reports the last character it read, which for an
/// unexpected string is its closing quote; the string's opening quote reads better.
uint32_t syntaxErrorOffset(std::string_view text, const nlohmann::json::parse_error &e) {
  size_t offset = e.byte > 0 ? e.byte - 1 : 0;
  if (offset < text.size() && text[offset] == '"' &&
      std::string_view(e.what()).find("unexpected string") != std::string_view::npos) {
    size_t open = text.rfind('"', offset ? offset - 1 : 0);
    while (open != std::string_view::npos && open > 0 && text[open - 1] == '\\')
      open = text.rfind('"', open - 1);
    if (open != std::string_view::npos)
      offset = open;
  }
  return static_cast<uint32_t>(offset);
}

} // namespace

class JsonLocator : public nlohmann::json_sax<nlohmann::json> {
public:
  JsonLocator(std::string_view text, const size_t &consumed, JsonLocations &out)
      : text_(text), consumed_(consumed), out_(out) {}

  bool null() override { return scalar(); }
  bool boolean(bool) override { return scalar(); }
  bool number_integer(number_integer_t) override { return scalar(); }
  bool number_unsigned(number_unsigned_t) override { return scalar(); }
  bool number_float(number_float_t, const string_t &) override { return scalar(); }
  bool string(string_t &) override { return scalar(); }
  bool binary(binary_t &) override { return scalar(); }
  bool start_object(std::size_t) override { return open(false); }
  bool start_array(std::size_t) override { return open(true); }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }
  bool key(string_t &k) override {
    Frame &f = frames_.back();
    f.keyNode = child(f.node, JsonLocations::escape(k), keyStart());
    return true;
  }
  bool parse_error(std::size_t position, const std::string &token,
                   const nlohmann::detail::exception &e) override {
    if (const auto *pe = dynamic_cast<const nlohmann::json::parse_error *>(&e)) {
      out_.error_ = JsonLocations::Error{syntaxErrorOffset(text_, *pe), syntaxMessage(pe->what())};
    } else {
      // A number beyond double's range (out_of_range 406): `position` is just past its token.
      const size_t start = position >= token.size() ? position - token.size() : 0;
      out_.error_ =
          JsonLocations::Error{static_cast<uint32_t>(start), runMessage(RunMsg::JsonNumberRange, token)};
    }
    return false;
  }

private:
  struct Frame {
    uint32_t node;
    bool array;
    uint32_t index = 0;
    uint32_t keyNode = 0; ///< the node of the last key read (objects)
  };

  uint32_t child(uint32_t parent, const std::string &token, size_t offset) {
    auto [it, added] = out_.children_.emplace(JsonLocations::childKey(parent, token),
                                              static_cast<uint32_t>(out_.offsets_.size()));
    if (added) // a duplicate key keeps its first place
      out_.offsets_.push_back(static_cast<uint32_t>(offset));
    return it->second;
  }
  bool scalar() {
    if (!frames_.empty() && frames_.back().array)
      ++frames_.back().index;
    return true;
  }
  bool open(bool array) {
    if (frames_.size() >= kMaxJsonDepth) {
      out_.error_ = JsonLocations::Error{static_cast<uint32_t>(consumed_ - 1),
                                         runMessage(RunMsg::JsonTooDeep, kMaxJsonDepth)};
      return false;
    }
    uint32_t node = 0;
    if (frames_.empty()) {
      out_.offsets_.push_back(static_cast<uint32_t>(consumed_ - 1));
    } else if (frames_.back().array) {
      node = child(frames_.back().node, std::to_string(frames_.back().index), consumed_ - 1);
    } else {
      node = frames_.back().keyNode; // located at its key
    }
    frames_.push_back({node, array});
    return true;
  }
  bool close() {
    frames_.pop_back();
    return scalar();
  }
  /// The opening quote of the key whose closing quote was the last character read.
  size_t keyStart() const {
    for (size_t i = consumed_ - 1; i-- > 0;) {
      if (text_[i] != '"')
        continue;
      size_t backslashes = 0;
      while (backslashes < i && text_[i - 1 - backslashes] == '\\')
        ++backslashes;
      if (backslashes % 2 == 0)
        return i;
    }
    return 0;
  }

  std::string_view text_;
  const size_t &consumed_;
  JsonLocations &out_;
  std::vector<Frame> frames_;
};

JsonLocations::JsonLocations(std::string_view text) {
  size_t consumed = 0;
  JsonLocator locator(text, consumed, *this);
  CountingIterator first(text.data(), &consumed), last(text.data() + text.size(), &consumed);
  nlohmann::json::sax_parse(first, last, &locator, nlohmann::json::input_format_t::json, true,
                            /*ignore_comments=*/true);
}

std::string JsonLocations::childKey(uint32_t parent, std::string_view token) {
  std::string key = std::to_string(parent);
  key += '/';
  key += token;
  return key;
}

uint32_t JsonLocations::find(std::string_view pointer) const {
  if (offsets_.empty())
    return UINT32_MAX;
  uint32_t node = 0;
  while (!pointer.empty()) {
    pointer.remove_prefix(1); // the '/' before each token
    const size_t slash = pointer.find('/');
    auto it = children_.find(childKey(node, pointer.substr(0, slash)));
    if (it == children_.end())
      break;
    node = it->second;
    pointer = slash == std::string_view::npos ? std::string_view() : pointer.substr(slash);
  }
  return offsets_[node];
}

std::string JsonLocations::escape(std::string_view key) {
  std::string s;
  for (char c : key) {
    if (c == '~')
      s += "~0";
    else if (c == '/')
      s += "~1";
    else
      s += c;
  }
  return s;
}

} // namespace nvsim::tools
