// Reading inline PTX text (sim/InlinePtxText.h): statements, operands and literals.
#include "sim/InlinePtxText.h"

#include "sim/InlinePtx.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <cstdlib>

namespace nvsim::sim::ptx {

namespace {

std::string collapse(std::string_view s) {
  std::string out;
  for (char ch : s) {
    if (std::isspace(uint8_t(ch))) {
      if (!out.empty() && out.back() != ' ')
        out.push_back(' ');
    } else {
      out.push_back(ch);
    }
  }
  while (!out.empty() && out.back() == ' ')
    out.pop_back();
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(uint8_t(s.front())))
    s.remove_prefix(1);
  while (!s.empty() && std::isspace(uint8_t(s.back())))
    s.remove_suffix(1);
  return s;
}

/// Splits at commas outside braces.
std::vector<std::string_view> splitCommas(std::string_view s) {
  std::vector<std::string_view> out;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '{')
      ++depth;
    else if (s[i] == '}')
      --depth;
    else if (s[i] == ',' && depth == 0) {
      out.push_back(trim(s.substr(start, i - start)));
      start = i + 1;
    }
  }
  out.push_back(trim(s.substr(start)));
  return out;
}

bool identChar(char ch) { return std::isalnum(uint8_t(ch)) || ch == '_' || ch == '$' || ch == '%'; }

/// A PTX identifier, with LLVM's `$$` escape read as `$`.
bool parseIdentifier(std::string_view t, std::string &name) {
  name.clear();
  if (t.empty() || std::isdigit(uint8_t(t[0])))
    return false;
  for (size_t i = 0; i < t.size(); ++i) {
    if (t[i] == '$') {
      if (i + 1 >= t.size() || t[i + 1] != '$')
        return false; // `$N` inside a name
      ++i;
    } else if (!identChar(t[i])) {
      return false;
    }
    name.push_back(t[i]);
  }
  return true;
}

/// Integer (decimal, 0x hex, 0b binary, 0 octal, optional U) and float (0f, 0d, decimal)
/// literals, optionally negative.
bool parseNumber(std::string_view t, Operand &o) {
  bool neg = false;
  if (!t.empty() && (t[0] == '-' || t[0] == '+')) {
    neg = t[0] == '-';
    t.remove_prefix(1);
  }
  if (t.empty() || !std::isdigit(uint8_t(t[0])))
    return false;
  auto digits = [](std::string_view s, int base, uint64_t &v) {
    if (s.empty())
      return false;
    v = 0;
    for (char ch : s) {
      const int d = std::isdigit(uint8_t(ch))    ? ch - '0'
                    : std::isxdigit(uint8_t(ch)) ? std::tolower(ch) - 'a' + 10
                                                 : 99;
      if (d >= base || v > (UINT64_MAX - uint64_t(d)) / uint64_t(base))
        return false; // not a digit, or more than 64 bits
      v = v * uint64_t(base) + uint64_t(d);
    }
    return true;
  };
  if (t.size() > 2 && t[0] == '0' && (t[1] == 'f' || t[1] == 'F' || t[1] == 'd' || t[1] == 'D')) {
    const bool single = t[1] == 'f' || t[1] == 'F';
    if (t.size() != (single ? 10u : 18u) || !digits(t.substr(2), 16, o.bits))
      return false;
    o.kind = Operand::Kind::Float;
    o.single = single;
    if (neg)
      o.bits ^= uint64_t(1) << (single ? 31 : 63);
    return true;
  }
  if (t.find_first_of(".eE") != std::string_view::npos && !(t.size() > 1 && (t[1] == 'x' || t[1] == 'X'))) {
    const std::string s(t);
    char *end = nullptr;
    const double v = std::strtod(s.c_str(), &end);
    if (end != s.c_str() + s.size())
      return false;
    o.kind = Operand::Kind::Float;
    o.bits = std::bit_cast<uint64_t>(neg ? -v : v);
    return true;
  }
  if (t.back() == 'U' || t.back() == 'u')
    t.remove_suffix(1);
  uint64_t v = 0;
  bool ok;
  if (t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X'))
    ok = digits(t.substr(2), 16, v);
  else if (t.size() > 2 && t[0] == '0' && (t[1] == 'b' || t[1] == 'B'))
    ok = digits(t.substr(2), 2, v);
  else if (t.size() > 1 && t[0] == '0')
    ok = digits(t.substr(1), 8, v);
  else
    ok = digits(t, 10, v);
  o.kind = Operand::Kind::Integer;
  o.bits = neg ? 0 - v : v;
  return ok;
}

bool parseOperand(std::string_view t, Operand &o, std::string &why) {
  if (t.empty()) {
    why = "an operand is missing";
    return false;
  }
  if (t.front() == '{') {
    if (t.back() != '}') {
      why = "unbalanced '{' in operand '" + std::string(t) + "'";
      return false;
    }
    o.kind = Operand::Kind::Vector;
    for (std::string_view e : splitCommas(t.substr(1, t.size() - 2))) {
      o.elems.emplace_back();
      if (!parseOperand(e, o.elems.back(), why))
        return false;
    }
    return true;
  }
  if (t.front() == '[') {
    why = "memory operands are not supported";
    return false;
  }
  if (t == "_") {
    o.kind = Operand::Kind::Sink;
    return true;
  }
  if (const size_t bar = t.find('|'); bar != std::string_view::npos) {
    o.kind = Operand::Kind::PredPair;
    if (parseIdentifier(trim(t.substr(0, bar)), o.name) && parseIdentifier(trim(t.substr(bar + 1)), o.name2))
      return true;
    why = "bad predicate pair '" + std::string(t) + "'";
    return false;
  }
  if (t.front() == '!') {
    o.negated = true;
    t = trim(t.substr(1));
  }
  if (t.size() > 1 && t[0] == '$' && t[1] != '$') {
    std::string_view n = t.substr(1);
    if (n.front() == '{' && n.back() == '}')
      n = n.substr(1, n.size() - 2);
    if (n.empty() || !std::all_of(n.begin(), n.end(), [](char ch) { return std::isdigit(uint8_t(ch)); })) {
      why =
          "cannot read operand '" + std::string(t) + "' (operand modifiers such as ${0:x} are not supported)";
      return false;
    }
    // No asm has 10,000 operands; more digits than that would wrap an unsigned ($4294967296: $0).
    if (n.size() > 4) {
      why = std::string(t) + " names no operand of the call";
      return false;
    }
    o.kind = Operand::Kind::Bound;
    o.bound = unsigned(std::strtoul(std::string(n).c_str(), nullptr, 10));
    return true;
  }
  if (!o.negated && parseNumber(t, o))
    return true;
  if (parseIdentifier(t, o.name)) {
    o.kind = Operand::Kind::Register;
    return true;
  }
  why = "cannot read operand '" + std::string(t) + "'";
  return false;
}

/// `.reg .TYPE a, b<4>;`
bool parseDeclaration(std::string_view s, Statement &st, std::string &why) {
  s = trim(s.substr(4)); // ".reg"
  if (s.empty() || s.front() != '.') {
    why = "a .reg declaration needs a type";
    return false;
  }
  size_t end = 1;
  while (end < s.size() && std::isalnum(uint8_t(s[end])))
    ++end;
  st.declType = std::string(s.substr(1, end - 1));
  for (std::string_view item : splitCommas(s.substr(end))) {
    unsigned count = 0;
    if (const size_t lt = item.find('<'); lt != std::string_view::npos) {
      if (item.back() != '>') {
        why = "bad register range '" + std::string(item) + "'";
        return false;
      }
      const std::string n(item.substr(lt + 1, item.size() - lt - 2));
      count = unsigned(std::strtoul(n.c_str(), nullptr, 10));
      if (count == 0 || count > kMaxRegs) {
        why = "bad register range '" + std::string(item) + "'";
        return false;
      }
      item = trim(item.substr(0, lt));
    }
    std::string name;
    if (!parseIdentifier(item, name)) {
      why = "bad register name '" + std::string(item) + "'";
      return false;
    }
    st.declared.emplace_back(name, count);
  }
  return true;
}

/// `[@[!]p] opcode.mod.mod operand, ...`
bool parseInstruction(std::string_view s, Statement &st, std::string &why) {
  if (s.front() == '@') {
    s = trim(s.substr(1));
    if (!s.empty() && s.front() == '!') {
      st.guardNegated = true;
      s = trim(s.substr(1));
    }
    size_t n = 0;
    while (n < s.size() && identChar(s[n]))
      ++n;
    if (!parseIdentifier(s.substr(0, n), st.guard)) {
      why = "bad guard predicate";
      return false;
    }
    s = trim(s.substr(n));
  }
  size_t n = 0;
  while (n < s.size() && (std::isalnum(uint8_t(s[n])) || s[n] == '.' || s[n] == '_'))
    ++n;
  const std::string_view op = s.substr(0, n);
  s = trim(s.substr(n));
  if (!s.empty() && s.front() == ':') {
    why = "labels and branches are not supported";
    return false;
  }
  if (op.empty() || op.front() == '.') {
    why = "not an instruction";
    return false;
  }
  for (size_t at = 0, dot; at <= op.size(); at = dot + 1) {
    dot = op.find('.', at);
    if (dot == std::string_view::npos)
      dot = op.size();
    (at == 0 ? st.opcode : st.mods.emplace_back()) = std::string(op.substr(at, dot - at));
  }
  if (s.empty())
    return true;
  for (std::string_view t : splitCommas(s)) {
    st.ops.emplace_back();
    if (!parseOperand(t, st.ops.back(), why))
      return false;
  }
  return true;
}

} // namespace

bool parseStatements(std::string_view text, std::vector<Statement> &out, std::string &error) {
  size_t i = 0;
  auto skipComment = [&]() {
    if (text.compare(i, 2, "//") == 0) {
      while (i < text.size() && text[i] != '\n')
        ++i;
      return true;
    }
    if (text.compare(i, 2, "/*") == 0) {
      const size_t end = text.find("*/", i + 2);
      i = end == std::string_view::npos ? text.size() : end + 2;
      return true;
    }
    return false;
  };
  while (i < text.size()) {
    if (std::isspace(uint8_t(text[i])) || text[i] == ';') {
      ++i;
      continue;
    }
    if (skipComment())
      continue;
    if (text[i] == '{' || text[i] == '}') {
      out.emplace_back().kind = text[i] == '{' ? Statement::Kind::Open : Statement::Kind::Close;
      out.back().text = std::string(1, text[i]);
      ++i;
      continue;
    }
    std::string body;
    for (int depth = 0; i < text.size(); ++i) {
      if (skipComment()) {
        body.push_back(' ');
        --i;
        continue;
      }
      const char ch = text[i];
      if ((ch == ';' || ch == '}') && depth == 0)
        break;
      depth += ch == '{' ? 1 : ch == '}' ? -1 : 0;
      body.push_back(ch);
    }
    Statement &st = out.emplace_back();
    st.text = collapse(body);
    std::string why;
    const std::string_view s = trim(body);
    bool ok;
    if (s.rfind(".reg", 0) == 0 && (s.size() == 4 || !std::isalnum(uint8_t(s[4])))) {
      st.kind = Statement::Kind::Declaration;
      ok = parseDeclaration(s, st, why);
    } else if (s.front() == '.') {
      ok = false;
      why = "directives other than .reg are not supported";
    } else {
      ok = parseInstruction(s, st, why);
    }
    if (!ok) {
      error = "unsupported inline PTX instruction \"" + st.text + "\": " + why;
      return false;
    }
  }
  return true;
}

} // namespace nvsim::sim::ptx
