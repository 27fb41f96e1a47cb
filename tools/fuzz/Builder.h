// The generator's working state (private to tools/fuzz): the text being written, the variables in
// scope and what the current position allows (barriers, warp collectives with which member mask).
#pragma once

#include "tools/fuzz/Generator.h"
#include "tools/fuzz/Prng.h"

#include <string>
#include <vector>

namespace nvsim::fuzz {

enum class Ty { U32, U64, F32, F64, V4 };

struct Var {
  std::string name;
  Ty ty;
  bool readOnly = false; ///< loop counters, trip counts
};

/// What the position being written allows.
struct Ctx {
  bool topLevel = false;      ///< the kernel's top level: block-uniform, barriers allowed
  std::string mask;           ///< warp collectives allowed with this member mask; empty: none
  bool fullWarp = false;      ///< `mask` is all 32 lanes, all converged
  bool inFunction = false;    ///< in a device function: only its parameters and locals
  bool inGenericLoop = false; ///< break/continue allowed
  bool hasPtr = false;        ///< in a function with the pointer parameter `p`
  bool noPtrs = false;        ///< while p0 and p1 are being initialised
  unsigned depth = 0;         ///< nesting of blocks
};

/// A generated device function the kernel (or a later function) may call.
struct Func {
  std::string name;
  enum Kind { Plain, Recursive, Struct } kind = Plain;
};

class Builder {
public:
  explicit Builder(const GenOptions &o);
  Program build();

private:
  // Generator.cpp: text, expressions, generic statements, the program.
  void line(const std::string &s);
  std::string fresh(const char *prefix);
  bool has(Mode m) const { return opts_.mode == m || opts_.mode == Mode::Mix; }
  const Var *pickVar(Ty t, bool writable);
  std::string constant(Ty t);
  std::string leaf(Ty t, const Ctx &c);
  std::string expr(Ty t, const Ctx &c, unsigned d);
  std::string cond(const Ctx &c);
  std::string toHash(const std::string &e, Ty t) const;
  std::string index(const Ctx &c, unsigned mask);
  void block(const Ctx &c, unsigned count);
  void stmt(const Ctx &c);
  bool genericStmt(const Ctx &c);
  void hashScope(size_t from);
  void helpers();
  void kernel();
  nlohmann::json script(Program &p);

  // GeneratorFamilies.cpp: barrier exchange, atomics, warp collectives, calls.
  bool barrierStmt(const Ctx &c);
  bool atomicStmt(const Ctx &c);
  bool warpStmt(const Ctx &c);
  bool callStmt(const Ctx &c);
  void functions();
  void function(unsigned k);
  void recursiveFunction(unsigned k);
  void structFunction(unsigned k);
  void atomicPrologue();
  void atomicEpilogue();

public:
  static const char *tyName(Ty t);

private:
  GenOptions opts_;
  Prng rng_;
  std::string text_;
  unsigned indent_ = 0;
  unsigned counter_ = 0;
  std::vector<Var> vars_;
  std::vector<Func> funcs_;
  unsigned grid_ = 1, block_ = 32;
  unsigned budget_ = 0; ///< statements left for the whole program
};

inline constexpr unsigned kInWords = 256; ///< words of the input buffer `in`
inline constexpr unsigned kAcc32 = 32;    ///< 16 direct slots, 16 flushed from shared memory
inline constexpr unsigned kAcc64 = 8;

} // namespace nvsim::fuzz
