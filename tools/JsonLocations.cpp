// JsonLocations: a SAX pass over a counting iterator records where each key and container starts.
#include "tools/JsonLocations.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <iterator>
#include <vector>

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

class Locator : public nlohmann::json_sax<nlohmann::json> {
public:
  Locator(std::string_view text, const size_t &consumed, std::unordered_map<std::string, uint32_t> &out)
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
    frames_.back().key = JsonLocations::escape(k);
    record(frames_.back().path + "/" + frames_.back().key, keyStart());
    return true;
  }
  bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &) override {
    return false;
  }

private:
  struct Frame {
    std::string path;
    bool array;
    size_t index = 0;
    std::string key;
  };

  std::string childPath() const {
    if (frames_.empty())
      return "";
    const Frame &f = frames_.back();
    return f.path + "/" + (f.array ? std::to_string(f.index) : f.key);
  }
  void record(const std::string &path, size_t offset) { out_.emplace(path, static_cast<uint32_t>(offset)); }
  bool scalar() {
    if (!frames_.empty() && frames_.back().array)
      ++frames_.back().index;
    return true;
  }
  bool open(bool array) {
    std::string path = childPath();
    record(path, consumed_ - 1);
    frames_.push_back({std::move(path), array, 0, {}});
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
  std::unordered_map<std::string, uint32_t> &out_;
  std::vector<Frame> frames_;
};

} // namespace

JsonLocations::JsonLocations(std::string_view text) {
  size_t consumed = 0;
  Locator locator(text, consumed, offsets_);
  CountingIterator first(text.data(), &consumed), last(text.data() + text.size(), &consumed);
  nlohmann::json::sax_parse(first, last, &locator, nlohmann::json::input_format_t::json, true,
                            /*ignore_comments=*/true);
}

uint32_t JsonLocations::find(std::string_view pointer) const {
  std::string p(pointer);
  for (;;) {
    auto it = offsets_.find(p);
    if (it != offsets_.end())
      return it->second;
    if (p.empty())
      return UINT32_MAX;
    p.erase(p.rfind('/'));
  }
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
