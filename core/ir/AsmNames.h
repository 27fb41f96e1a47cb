// Spelling of names and strings in LLVM assembly (shared by the type printer and the module printer).
#pragma once

#include <string>
#include <string_view>

namespace nvsim::ir {

/// `%name` / `@name` when the name is a plain identifier, else `%"escaped name"`.
std::string asmName(char prefix, std::string_view name);
/// The contents of an LLVM string literal: printable ASCII kept, `"` `\` and the rest as `\XX`.
std::string escapeAsmString(std::string_view bytes);
/// The inverse: a string literal's bytes (its quotes, when there, dropped; `\\` and `\XX`
/// decoded; a backslash before anything else kept).
std::string unescapeAsmString(std::string_view quoted);

} // namespace nvsim::ir
