// .npy headers: a Python dict literal after a magic string and a length, read and written here.
#include "tools/Npy.h"

#include "tools/RunError.h"

#include <cctype>
#include <cstring>

namespace nvsim::tools {

namespace {

constexpr char kMagic[] = "\x93NUMPY";
constexpr size_t kMagicSize = 6;
constexpr uint64_t kAlign = 64; // numpy >= 1.15 aligns the data to 64 bytes

/// Reads the dict literal of the header: {'descr': '<f4', 'fortran_order': False, 'shape': (3,), }
class DictReader {
public:
  explicit DictReader(std::string_view s) : s_(s) {}

  bool read(NpyHeader &out, std::string &why) {
    bool sawDescr = false, sawOrder = false, sawShape = false;
    if (!eat('{'))
      return fail(why, "expected '{'");
    for (;;) {
      if (eat('}'))
        break;
      std::string key;
      if (!readString(key))
        return fail(why, "expected a quoted key");
      if (!eat(':'))
        return fail(why, "expected ':' after '" + key + "'");
      if (key == "descr") {
        if (!readString(out.descr))
          return fail(why, "'descr' is not a simple dtype string (structured arrays are not supported)");
        sawDescr = true;
      } else if (key == "fortran_order") {
        if (!readBool(out.fortranOrder))
          return fail(why, "'fortran_order' must be True or False");
        sawOrder = true;
      } else if (key == "shape") {
        if (!readShape(out.shape))
          return fail(why, "'shape' must be a tuple of non-negative integers");
        sawShape = true;
      } else {
        return fail(why, "unexpected key '" + key + "'");
      }
      if (eat(','))
        continue;
      if (eat('}'))
        break;
      return fail(why, "expected ',' or '}'");
    }
    if (!sawDescr || !sawOrder || !sawShape)
      return fail(why, std::string("missing key '") +
                           (!sawDescr   ? "descr"
                            : !sawOrder ? "fortran_order"
                                        : "shape") +
                           "'");
    return true;
  }

private:
  static bool fail(std::string &why, std::string text) {
    why = std::move(text);
    return false;
  }
  void skipSpace() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_])))
      ++i_;
  }
  bool eat(char c) {
    skipSpace();
    if (i_ < s_.size() && s_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  bool readString(std::string &out) {
    skipSpace();
    if (i_ >= s_.size() || (s_[i_] != '\'' && s_[i_] != '"'))
      return false;
    const char quote = s_[i_++];
    size_t end = s_.find(quote, i_);
    if (end == std::string_view::npos)
      return false;
    out = std::string(s_.substr(i_, end - i_));
    i_ = end + 1;
    return true;
  }
  bool readBool(bool &out) {
    skipSpace();
    for (auto [word, value] : {std::pair{std::string_view("True"), true}, {std::string_view("False"), false}})
      if (s_.substr(i_, word.size()) == word) {
        i_ += word.size();
        out = value;
        return true;
      }
    return false;
  }
  bool readShape(std::vector<uint64_t> &out) {
    if (!eat('('))
      return false;
    for (;;) {
      if (eat(')'))
        return true;
      skipSpace();
      size_t start = i_;
      uint64_t v = 0;
      while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) {
        if (v > (UINT64_MAX - 9) / 10)
          return false;
        v = v * 10 + uint64_t(s_[i_++] - '0');
      }
      // Python 2 wrote longs as `3L`.
      if (i_ < s_.size() && s_[i_] == 'L')
        ++i_;
      if (i_ == start)
        return false;
      out.push_back(v);
      if (!eat(',')) {
        if (!eat(')'))
          return false;
        return true;
      }
    }
  }

  std::string_view s_;
  size_t i_ = 0;
};

/// The item size of a numeric dtype descriptor: "<f4" is 4. Zero for anything else.
uint64_t numericItemSize(std::string_view descr) {
  if (descr.size() < 3 || std::string_view("<>|=").find(descr[0]) == std::string_view::npos ||
      std::string_view("biufc").find(descr[1]) == std::string_view::npos)
    return 0;
  uint64_t size = 0;
  for (char c : descr.substr(2)) {
    if (!std::isdigit(static_cast<unsigned char>(c)) || size > 1024)
      return 0;
    size = size * 10 + uint64_t(c - '0');
  }
  // Big-endian data would need swapping, which a raw byte copy cannot do.
  if (descr[0] == '>' && size > 1)
    return 0;
  return size;
}

} // namespace

bool parseNpyHeader(std::span<const std::byte> file, NpyHeader &out, std::string &error) {
  out = NpyHeader{};
  auto byte = [&](size_t i) { return static_cast<unsigned char>(file[i]); };
  if (file.size() < kMagicSize + 2 || std::memcmp(file.data(), kMagic, kMagicSize) != 0) {
    error = runMessage(RunMsg::NpyNotNpy);
    return false;
  }
  out.major = byte(6);
  out.minor = byte(7);
  if (out.major < 1 || out.major > 3 || out.minor != 0) {
    error = runMessage(RunMsg::NpyVersion, out.major, out.minor);
    return false;
  }
  const size_t lenBytes = out.major == 1 ? 2 : 4;
  if (file.size() < kMagicSize + 2 + lenBytes) {
    error = runMessage(RunMsg::NpyTruncated);
    return false;
  }
  uint64_t headerLen = 0;
  for (size_t i = 0; i < lenBytes; ++i)
    headerLen |= uint64_t(byte(kMagicSize + 2 + i)) << (8 * i);
  out.dataOffset = kMagicSize + 2 + lenBytes + headerLen;
  if (out.dataOffset > file.size()) {
    error = runMessage(RunMsg::NpyTruncated);
    return false;
  }
  // Version 1 and 2 headers are latin-1, version 3 UTF-8; the keys and values read here are ASCII.
  std::string_view dict(reinterpret_cast<const char *>(file.data()) + kMagicSize + 2 + lenBytes, headerLen);
  std::string why;
  if (!DictReader(dict).read(out, why)) {
    error = runMessage(RunMsg::NpyHeader, why);
    return false;
  }
  out.itemSize = numericItemSize(out.descr);
  if (out.itemSize == 0) {
    error = runMessage(RunMsg::NpyDescr, out.descr);
    return false;
  }
  uint64_t count = 1, extentsAboveOne = 0;
  for (uint64_t d : out.shape) {
    if (d > 1)
      ++extentsAboveOne;
    if (d != 0 && count > UINT64_MAX / d) {
      error = runMessage(RunMsg::NpyHeader, "'shape' is too large");
      return false;
    }
    count *= d;
  }
  // A Fortran-order array with at most one extent above 1 has the same bytes as in C order.
  if (out.fortranOrder && extentsAboveOne > 1) {
    error = runMessage(RunMsg::NpyFortran);
    return false;
  }
  if (count > UINT64_MAX / out.itemSize) {
    error = runMessage(RunMsg::NpyHeader, "'shape' is too large");
    return false;
  }
  out.dataBytes = count * out.itemSize;
  if (file.size() - out.dataOffset != out.dataBytes) {
    error = runMessage(RunMsg::NpyDataSize, out.dataBytes, file.size() - out.dataOffset);
    return false;
  }
  return true;
}

std::vector<std::byte> npyHeaderBytes(std::string_view descr, uint64_t count) {
  std::string dict = fmt::format("{{'descr': '{}', 'fortran_order': False, 'shape': ({},), }}", descr, count);
  unsigned major = 1;
  size_t prefix = kMagicSize + 2 + 2;
  // The dict, then spaces, then '\n' so that magic + length + dict ends on a 64-byte boundary.
  auto padded = [&] { return (prefix + dict.size() + 1 + kAlign - 1) / kAlign * kAlign - prefix; };
  if (padded() > 0xffff) {
    major = 2;
    prefix = kMagicSize + 2 + 4;
  }
  const size_t headerLen = padded();
  dict.append(headerLen - dict.size() - 1, ' ');
  dict += '\n';
  std::vector<std::byte> out;
  out.reserve(prefix + headerLen);
  for (size_t i = 0; i < kMagicSize; ++i)
    out.push_back(std::byte(kMagic[i]));
  out.push_back(std::byte(major));
  out.push_back(std::byte(0));
  for (size_t i = 0; i < prefix - kMagicSize - 2; ++i)
    out.push_back(std::byte((headerLen >> (8 * i)) & 0xff));
  for (char c : dict)
    out.push_back(std::byte(c));
  return out;
}

} // namespace nvsim::tools
