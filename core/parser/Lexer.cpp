// The LLVM assembly lexer: one pass over the buffer producing located tokens.
#include "core/parser/Lexer.h"

#include "core/ir/AsmNames.h"

namespace nvsim {

namespace {

bool isIdentStart(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '$' || c == '.' || c == '_' || c == '-';
}
bool isIdentChar(char c) { return isIdentStart(c) || (c >= '0' && c <= '9'); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isHex(char c) { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

class Lexer {
public:
  Lexer(std::string_view text, DiagEngine &diags) : s_(text), diags_(diags) {}

  std::vector<Token> run() {
    std::vector<Token> out;
    out.reserve(s_.size() / 4);
    for (;;) {
      Token t = next();
      out.push_back(t);
      if (t.kind == Tok::Eof)
        break;
    }
    return out;
  }

private:
  std::string_view s_;
  DiagEngine &diags_;
  size_t p_ = 0;

  char at(size_t i) const { return i < s_.size() ? s_[i] : '\0'; }
  Token make(Tok k, size_t start) {
    return {k, static_cast<uint32_t>(start), static_cast<uint32_t>(p_ - start)};
  }
  Token error(DiagId id, size_t start, std::string_view arg = {}) {
    if (p_ == start)
      ++p_;
    diags_.report(id, static_cast<uint32_t>(start), arg);
    return make(Tok::Error, start);
  }

  void skipSpaceAndComments() {
    for (;;) {
      char c = at(p_);
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
        ++p_;
      } else if (c == ';') {
        while (p_ < s_.size() && s_[p_] != '\n')
          ++p_;
      } else if (c == '/' && at(p_ + 1) == '*') {
        size_t end = s_.find("*/", p_ + 2);
        p_ = end == std::string_view::npos ? s_.size() : end + 2;
      } else {
        return;
      }
    }
  }

  /// Scans a "..." string starting at the quote; returns false when unterminated.
  bool scanString() {
    ++p_;
    while (p_ < s_.size() && s_[p_] != '"')
      ++p_;
    if (p_ >= s_.size())
      return false;
    ++p_;
    return true;
  }

  /// The digits of %N, @N, #N and N: in [from, p_) must fit 32 bits, as in llvm-as.
  bool slotFits(size_t from) const {
    uint64_t v = 0;
    for (size_t i = from; i < p_; ++i) {
      v = v * 10 + static_cast<uint64_t>(s_[i] - '0');
      if (v > UINT32_MAX)
        return false;
    }
    return true;
  }

  /// Whether the quoted text in [from, p_) decodes to a name with a NUL byte (`%"a\00"`), which
  /// llvm-as rejects.
  bool quotedHasNul(size_t from) const {
    std::string_view q = s_.substr(from, p_ - from);
    return q.find('\\') != std::string_view::npos && decodeString(q).find('\0') != std::string::npos;
  }

  /// %name, @name, $name, !name (sigil already consumed at `start`).
  Token sigilName(size_t start, Tok named, Tok numbered) {
    if (at(p_) == '"') {
      size_t quote = p_;
      if (!scanString())
        return error(DiagId::UnterminatedString, start);
      if (quotedHasNul(quote))
        return error(DiagId::NulInName, start);
      return make(named, start);
    }
    if (isDigit(at(p_))) {
      size_t digits = p_;
      while (isDigit(at(p_)))
        ++p_;
      if (numbered != named && !slotFits(digits))
        return error(DiagId::SlotTooLarge, start);
      return make(numbered, start);
    }
    if (isIdentStart(at(p_))) {
      while (isIdentChar(at(p_)))
        ++p_;
      return make(named, start);
    }
    return error(DiagId::InvalidCharacter, start, s_.substr(start, 1));
  }

  Token number(size_t start) {
    // Hex floats: 0x, 0xK, 0xL, 0xM, 0xH, 0xR.
    if (at(p_) == '0' && at(p_ + 1) == 'x') {
      p_ += 2;
      char k = at(p_);
      if (k == 'K' || k == 'L' || k == 'M' || k == 'H' || k == 'R')
        ++p_;
      size_t digits = p_;
      while (isHex(at(p_)))
        ++p_;
      if (p_ == digits)
        return error(DiagId::InvalidHexFloat, start);
      return make(Tok::Float, start);
    }
    if (at(p_) == '-' || at(p_) == '+')
      ++p_;
    if (!isDigit(at(p_))) {
      // `-foo:` labels are legal in LLVM but nobody writes them; treat as a bad character.
      return error(DiagId::InvalidCharacter, start, s_.substr(start, 1));
    }
    while (isDigit(at(p_)))
      ++p_;
    if (at(p_) == ':' && s_[start] != '-' && s_[start] != '+') {
      if (!slotFits(start))
        return error(DiagId::SlotTooLarge, start);
      ++p_;
      return make(Tok::LabelID, start);
    }
    if (at(p_) != '.') {
      if (isIdentStart(at(p_)) && at(p_) != '-' && at(p_) != '.') {
        // A label such as `1abc:` or garbage like `12abc`.
        while (isIdentChar(at(p_)))
          ++p_;
        if (at(p_) == ':') {
          ++p_;
          return make(Tok::LabelStr, start);
        }
        return error(DiagId::InvalidNumber, start, s_.substr(start, p_ - start));
      }
      return make(Tok::Integer, start);
    }
    ++p_;
    while (isDigit(at(p_)))
      ++p_;
    if ((at(p_) == 'e' || at(p_) == 'E') &&
        (isDigit(at(p_ + 1)) || ((at(p_ + 1) == '-' || at(p_ + 1) == '+') && isDigit(at(p_ + 2))))) {
      p_ += 2;
      while (isDigit(at(p_)))
        ++p_;
    }
    return make(Tok::Float, start);
  }

  Token next() {
    skipSpaceAndComments();
    size_t start = p_;
    if (p_ >= s_.size())
      return make(Tok::Eof, start);
    char c = s_[p_];
    switch (c) {
    case '=': ++p_; return make(Tok::Equal, start);
    case ',': ++p_; return make(Tok::Comma, start);
    case '*': ++p_; return make(Tok::Star, start);
    case '[': ++p_; return make(Tok::LSquare, start);
    case ']': ++p_; return make(Tok::RSquare, start);
    case '{': ++p_; return make(Tok::LBrace, start);
    case '}': ++p_; return make(Tok::RBrace, start);
    case '<': ++p_; return make(Tok::Less, start);
    case '>': ++p_; return make(Tok::Greater, start);
    case '(': ++p_; return make(Tok::LParen, start);
    case ')': ++p_; return make(Tok::RParen, start);
    case ':': ++p_; return make(Tok::Colon, start);
    case '|': ++p_; return make(Tok::Bar, start);
    case '^': ++p_; return make(Tok::Caret, start);
    case '%': ++p_; return sigilName(start, Tok::LocalVar, Tok::LocalID);
    case '@': ++p_; return sigilName(start, Tok::GlobalVar, Tok::GlobalID);
    case '$': {
      ++p_;
      Token t = sigilName(start, Tok::ComdatVar, Tok::ComdatVar);
      return t;
    }
    case '#':
      ++p_;
      if (isDigit(at(p_))) {
        while (isDigit(at(p_)))
          ++p_;
        if (!slotFits(start + 1))
          return error(DiagId::SlotTooLarge, start);
        return make(Tok::AttrGroupID, start);
      }
      if (s_.substr(p_, 4) == "dbg_") {
        while (isIdentChar(at(p_)))
          ++p_;
        return make(Tok::DbgRecord, start);
      }
      return error(DiagId::InvalidCharacter, start, "#");
    case '!':
      ++p_;
      if ((at(p_) >= 'a' && at(p_) <= 'z') || (at(p_) >= 'A' && at(p_) <= 'Z') || at(p_) == '-' ||
          at(p_) == '$' || at(p_) == '.' || at(p_) == '_' || at(p_) == '\\') {
        while (isIdentChar(at(p_)) || at(p_) == '\\')
          ++p_;
        return make(Tok::MetadataVar, start);
      }
      return make(Tok::Exclaim, start);
    case '"':
      if (!scanString())
        return error(DiagId::UnterminatedString, start);
      if (at(p_) == ':') {
        if (quotedHasNul(start))
          return error(DiagId::NulInName, start);
        ++p_;
        return make(Tok::LabelStr, start);
      }
      return make(Tok::String, start);
    case '.':
      if (at(p_ + 1) == '.' && at(p_ + 2) == '.') {
        p_ += 3;
        return make(Tok::DotDotDot, start);
      }
      break;
    default: break;
    }
    if (isDigit(c) || c == '-' || c == '+') {
      if (c == '-' && !isDigit(at(p_ + 1))) {
        // `-name:` label
        ++p_;
        while (isIdentChar(at(p_)))
          ++p_;
        if (p_ > start + 1 && at(p_) == ':') {
          ++p_;
          return make(Tok::LabelStr, start);
        }
        return error(DiagId::InvalidCharacter, start, "-");
      }
      return number(start);
    }
    if (isIdentStart(c)) {
      // s0x / u0x hexadecimal integers.
      if ((c == 's' || c == 'u') && at(p_ + 1) == '0' && at(p_ + 2) == 'x' && isHex(at(p_ + 3))) {
        p_ += 3;
        while (isHex(at(p_)))
          ++p_;
        return make(Tok::Integer, start);
      }
      while (isIdentChar(at(p_)))
        ++p_;
      if (at(p_) == ':') {
        ++p_;
        return make(Tok::LabelStr, start);
      }
      return make(Tok::Ident, start);
    }
    unsigned char uc = static_cast<unsigned char>(c);
    std::string shown = uc >= 0x20 && uc < 0x7f ? std::string(1, c) : fmt::format("\\x{:02X}", uc);
    ++p_;
    diags_.report(DiagId::InvalidCharacter, static_cast<uint32_t>(start), shown);
    return make(Tok::Error, start);
  }
};

} // namespace

std::vector<Token> tokenize(std::string_view text, DiagEngine &diags) { return Lexer(text, diags).run(); }

std::string decodeString(std::string_view q) { return ir::unescapeAsmString(q); }

std::string tokenName(std::string_view text, const Token &t) {
  std::string_view s = text.substr(t.offset, t.length);
  if (t.kind == Tok::LabelStr || t.kind == Tok::LabelID)
    s.remove_suffix(1); // ':'
  else if (!s.empty() && (s[0] == '%' || s[0] == '@' || s[0] == '$' || s[0] == '!' || s[0] == '#'))
    s.remove_prefix(1);
  if (!s.empty() && s.front() == '"')
    return decodeString(s);
  return std::string(s);
}

std::string describeToken(std::string_view text, const Token &t) {
  if (t.kind == Tok::Eof)
    return "end of file";
  std::string_view s = text.substr(t.offset, std::min<uint32_t>(t.length, 40));
  return fmt::format("'{}'", s);
}

} // namespace nvsim
