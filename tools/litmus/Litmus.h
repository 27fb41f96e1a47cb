// A parsed PTX litmus test (Dat3M's syntax and nvvm-sim's extensions): threads placed in a CTA and
// a GPU, their instructions, the initial state and the final condition.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace nvsim::litmus {

/// The memory order of an access or fence, as PTX spells it (`.volatile` is read as relaxed.sys).
enum class Sem : uint8_t { Weak, Relaxed, Acquire, Release, AcqRel, Sc };
/// The scope of a strong operation; weak accesses have none.
enum class Scope : uint8_t { None, Cta, Gpu, Sys };

enum class Op : uint8_t {
  Load,    ///< ld.SEM[.SCOPE] r, x
  Store,   ///< st.SEM[.SCOPE] x, v
  Fence,   ///< fence.SEM.SCOPE, membar.LEVEL
  Atom,    ///< atom.SEM.SCOPE.OP r, x, v
  Cas,     ///< atom.SEM.SCOPE.cas r, x, expected, desired
  Exch,    ///< atom.SEM.SCOPE.exch r, x, v
  Red,     ///< red.SEM.SCOPE.OP x, v
  Barrier, ///< bar.cta.sync|arrive INSTANCE[, ID]
  Local,   ///< ld r, v / add|sub|mul|div r, a, b (registers only)
  Branch,  ///< beq|bne|blt|bgt|ble|bge a, b, LABEL
  Goto,    ///< goto LABEL
  Label,   ///< LABEL:
};

enum class Arith : uint8_t { Mov, Add, Sub, Mul, Div, And, Or, Xor };
enum class Cmp : uint8_t { Eq, Ne, Lt, Gt, Le, Ge };

/// A register of the thread or an immediate.
struct Operand {
  int reg = -1; ///< index into Thread::regs; -1: immediate
  int64_t imm = 0;
};

struct Instr {
  Op op = Op::Local;
  Sem sem = Sem::Weak;
  Scope scope = Scope::None;
  Arith arith = Arith::Mov;
  Cmp cmp = Cmp::Eq;
  int loc = -1;           ///< index into Test::locs
  int dst = -1;           ///< destination register
  Operand a, b;           ///< stored / added / compared values
  int target = -1;        ///< Branch, Goto: index of the Label instruction
  bool arrive = false;    ///< Barrier: bar.cta.arrive
  int64_t instance = 0;   ///< Barrier: Dat3M's first number
  bool hasId = false;     ///< Barrier: a named barrier with an id operand (in `a`)
  bool hasQuorum = false; ///< Barrier: a thread count (in `b`)
  std::string text;       ///< as written, for explanations
  int line = 0, col = 0;  ///< 1-based, of the instruction's first character
};

struct Thread {
  std::string name; ///< P0, P1, ...
  int warp = -1;    ///< informational (PTX has no warp scope); -1 when not given
  int cta = 0, gpu = 0;
  std::vector<Instr> code;
  std::vector<std::string> regs; ///< register names; index = register number
  std::vector<int64_t> regInit;  ///< initial values (0 unless the init block says)
};

struct Location {
  std::string name;
  int64_t init = 0;
  bool shared = false; ///< `shared x = 0;`: CTA-shared memory (all its users must share a CTA)
};

/// The final condition's expression tree.
struct Cond {
  enum class Kind : uint8_t { True, And, Or, Not, Compare } kind = Kind::True;
  std::unique_ptr<Cond> lhs, rhs;
  Cmp cmp = Cmp::Eq;
  // Compare: each side a register (thread, reg), a location's final value, or a constant.
  struct Term {
    int thread = -1, reg = -1, loc = -1;
    int64_t imm = 0;
  } left, right;
};

enum class Quantifier : uint8_t { Exists, NotExists, Forall };

struct Test {
  std::string file;
  std::string name;
  std::string doc; ///< the quoted comment line, when present
  std::vector<Location> locs;
  std::vector<Thread> threads;
  Quantifier quantifier = Quantifier::Exists;
  std::unique_ptr<Cond> cond;
  std::string condText;
  std::vector<Cond::Term> observed; ///< the `locations [...]` list
};

std::string_view semName(Sem s);
std::string_view scopeName(Scope s);
std::string_view quantifierName(Quantifier q);

} // namespace nvsim::litmus
