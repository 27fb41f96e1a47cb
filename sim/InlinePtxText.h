// The text of an inline PTX block, read into statements (scope brackets, `.reg` declarations and
// instructions with their operands), for sim/InlinePtx.cpp to compile.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace nvsim::sim::ptx {

/// One operand as written.
struct Operand {
  enum class Kind : uint8_t { Register, Bound, Integer, Float, Vector, PredPair, Sink };
  Kind kind = Kind::Register;
  std::string name, name2; ///< Register: its name (`$$` read as `$`); PredPair: `name|name2`
  bool negated = false;    ///< `!p`
  unsigned bound = 0;      ///< Bound: N of `$N`
  uint64_t bits = 0;       ///< Integer: two's complement; Float: the bits of a double (or float)
  bool single = false;     ///< Float: written `0fXXXXXXXX`
  std::vector<Operand> elems;
};

/// One statement: a scope bracket, a `.reg` declaration or an instruction.
struct Statement {
  enum class Kind : uint8_t { Open, Close, Declaration, Instruction };
  Kind kind = Kind::Instruction;
  std::string text; ///< as written, white space collapsed (for messages)
  std::string guard;
  bool guardNegated = false;
  std::string opcode;            ///< "mad"
  std::vector<std::string> mods; ///< "lo", "cc", "u32"
  std::vector<Operand> ops;
  std::string declType;                                   ///< Declaration: "u32", "pred"
  std::vector<std::pair<std::string, unsigned>> declared; ///< name, count of `name<N>` (0: plain)
};

/// Splits an asm template into statements: `{`, `}` and the text between `;`s, comments dropped,
/// operands read (`$N`, registers with LLVM's `$$` read as `$`, immediates, `{a, b}`, `p|q`, `!p`).
/// On failure sets `error` to a message naming the statement.
bool parseStatements(std::string_view text, std::vector<Statement> &out, std::string &error);

} // namespace nvsim::sim::ptx
