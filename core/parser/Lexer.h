// Tokens of LLVM assembly. The whole buffer is tokenized up front; tokens keep byte offsets only.
#pragma once

#include "core/Diagnostics.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace nvsim {

enum class Tok : uint8_t {
  Eof,
  Error,
  Ident,       ///< keyword or bare word: `define`, `i32`, `DW_TAG_member`, `x`
  LocalVar,    ///< %name or %"quoted"
  LocalID,     ///< %12
  GlobalVar,   ///< @name or @"quoted"
  GlobalID,    ///< @12
  MetadataVar, ///< !name (named metadata or a specialised node keyword)
  AttrGroupID, ///< #12
  DbgRecord,   ///< #dbg_value
  ComdatVar,   ///< $name
  LabelStr,    ///< name: or "quoted":
  LabelID,     ///< 12:
  String,      ///< "..."
  Integer,     ///< -?[0-9]+, s0x.., u0x..
  Float,       ///< decimal with '.', or 0x / 0xK / 0xL / 0xM / 0xH / 0xR hexadecimal
  Exclaim,     ///< !
  Equal,
  Comma,
  Star,
  LSquare,
  RSquare,
  LBrace,
  RBrace,
  Less,
  Greater,
  LParen,
  RParen,
  Colon,
  Bar,
  DotDotDot,
  Caret, ///< ^ (summary entries; rejected by the parser)
};

struct Token {
  Tok kind;
  uint32_t offset;
  uint32_t length;
};

/// Tokenizes `text`; lexical errors become Tok::Error tokens and are reported to `diags`.
std::vector<Token> tokenize(std::string_view text, DiagEngine &diags);

/// The name of a %/@/$/! token or label without its sigil and quotes, escapes decoded.
std::string tokenName(std::string_view text, const Token &t);
/// Decodes the contents of a string token (`\XX` hex escapes and `\\`).
std::string decodeString(std::string_view quotedWithQuotes);
/// Human-readable spelling of a token for "expected X" messages.
std::string describeToken(std::string_view text, const Token &t);

} // namespace nvsim
