// Spelling of names and strings in LLVM assembly.
#include "core/ir/AsmNames.h"

namespace nvsim::ir {

static bool isIdentChar(unsigned char c, bool first) {
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' || c == '$' || c == '.' || c == '_')
    return true;
  return !first && c >= '0' && c <= '9';
}

std::string escapeAsmString(std::string_view bytes) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(bytes.size());
  for (unsigned char c : bytes) {
    if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
      out += static_cast<char>(c);
    } else {
      out += '\\';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

static int hexValue(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

std::string unescapeAsmString(std::string_view q) {
  if (q.size() >= 2 && q.front() == '"' && q.back() == '"')
    q = q.substr(1, q.size() - 2);
  std::string out;
  out.reserve(q.size());
  for (size_t i = 0; i < q.size(); ++i) {
    if (q[i] == '\\' && i + 1 < q.size()) {
      if (q[i + 1] == '\\') {
        out += '\\';
        ++i;
        continue;
      }
      if (i + 2 < q.size() && hexValue(q[i + 1]) >= 0 && hexValue(q[i + 2]) >= 0) {
        out += static_cast<char>(hexValue(q[i + 1]) * 16 + hexValue(q[i + 2]));
        i += 2;
        continue;
      }
    }
    out += q[i];
  }
  return out;
}

std::string asmName(char prefix, std::string_view name) {
  bool plain = !name.empty();
  for (size_t i = 0; plain && i < name.size(); ++i)
    plain = isIdentChar(static_cast<unsigned char>(name[i]), i == 0);
  // A name made only of digits would read as a number: `%0` must stay a slot.
  std::string out(1, prefix);
  if (plain) {
    out += name;
  } else {
    out += '"';
    out += escapeAsmString(name);
    out += '"';
  }
  return out;
}

} // namespace nvsim::ir
