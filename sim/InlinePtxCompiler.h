// The inline PTX compiler's own declarations (sim/InlinePtx.cpp, sim/InlinePtxRules.cpp): types
// as PTX spells them and the Compiler, which turns statements into micro-operations.
#pragma once

#include "sim/InlinePtx.h"
#include "sim/InlinePtxOps.h"
#include "sim/InlinePtxText.h"

#include <algorithm>
#include <map>

namespace nvsim::sim::ptx {

/// An instruction or register type: b/u/s/f of 8 to 64 bits, or pred ('p', 1 bit).
struct Ty {
  char k = 'b';
  unsigned bits = 32;
  bool isInt() const { return k == 'b' || k == 'u' || k == 's'; }
  bool isFloat() const { return k == 'f'; }
  bool isPred() const { return k == 'p'; }
  bool isSigned() const { return k == 's'; }
};

inline constexpr Ty kU32{'u', 32};
inline constexpr Ty kPred{'p', 1};

inline bool parseType(std::string_view m, Ty &t) {
  if (m == "pred") {
    t = kPred;
    return true;
  }
  if (m.size() < 2 || (m[0] != 'b' && m[0] != 'u' && m[0] != 's' && m[0] != 'f'))
    return false;
  const std::string_view n = m.substr(1);
  const unsigned bits = n == "8" ? 8 : n == "16" ? 16 : n == "32" ? 32 : n == "64" ? 64 : 0;
  if (!bits || (m[0] == 'f' && bits < 16))
    return false;
  t = {m[0], bits};
  return true;
}

template <typename Op> constexpr MicroFn fn() { return &op::lanes<Op>; }

/// Compiles one asm call: constraints, then statements in order.
class Compiler {
public:
  Compiler(std::span<const CallValue> results, std::span<const CallValue> args, std::string &error)
      : p_(std::make_shared<Program>()), results_(results), args_(args), error_(error) {
    scopes_.emplace_back();
  }

  bool constraints(std::string_view text);
  bool statement(const Statement &st);
  std::shared_ptr<const Program> finish() {
    if (scopes_.size() != 1) {
      error_ = "unsupported inline PTX: a '{' is not closed";
      return nullptr;
    }
    return p_;
  }

  /// The instruction being compiled: the modifiers its rule has not consumed yet, its operands.
  struct Inst {
    const Statement &st;
    std::vector<std::string> mods;
    const std::vector<Operand> &ops;
  };
  using Rule = bool (Compiler::*)(Inst &);

  // Rules, one per opcode family (sim/InlinePtxRules.cpp).
  bool mov(Inst &in);
  bool addSub(Inst &in);
  bool addcSubc(Inst &in);
  bool mul(Inst &in);
  bool mad(Inst &in);
  bool madc(Inst &in);
  bool divRem(Inst &in);
  bool logic(Inst &in);
  bool unaryBits(Inst &in);
  bool shift(Inst &in);
  bool negAbs(Inst &in);
  bool minMax(Inst &in);
  bool bfind(Inst &in);
  bool bfe(Inst &in);
  bool setp(Inst &in);
  bool selp(Inst &in);
  bool cvt(Inst &in);
  bool floatOp(Inst &in);

private:
  struct Named {
    uint16_t reg;
    Ty type;
  };

  std::shared_ptr<Program> p_;
  std::span<const CallValue> results_, args_;
  std::string &error_;
  std::vector<std::map<std::string, Named, std::less<>>> scopes_; ///< innermost last
  std::vector<uint16_t> bound_;                                   ///< $N -> register
  std::map<uint64_t, uint16_t> constants_;
  std::vector<uint16_t> freeTemps_, usedTemps_;
  const Statement *cur_ = nullptr;

  bool fail(const std::string &why) {
    error_ = cur_ ? "unsupported inline PTX instruction \"" + cur_->text + "\": " + why : why;
    return false;
  }
  bool newReg(uint16_t &r) {
    if (p_->numRegs >= kMaxRegs)
      return fail("the block needs more than " + std::to_string(kMaxRegs - kFirstFree) + " registers");
    r = uint16_t(p_->numRegs++);
    return true;
  }
  /// A scratch register for the current instruction.
  bool temp(uint16_t &r) {
    if (!freeTemps_.empty()) {
      r = freeTemps_.back();
      freeTemps_.pop_back();
    } else if (!newReg(r)) {
      return false;
    }
    usedTemps_.push_back(r);
    return true;
  }
  const Named *lookup(std::string_view name) const {
    for (auto s = scopes_.rbegin(); s != scopes_.rend(); ++s)
      if (auto it = s->find(name); it != s->end())
        return &it->second;
    return nullptr;
  }

  MicroOp &emit(MicroFn f, const Ty &t, uint16_t d, uint16_t a = kSink, uint16_t b = kSink,
                uint16_t c = kSink) {
    MicroOp &o = p_->ops.emplace_back();
    o.fn = f;
    o.width = uint8_t(t.bits);
    o.d = d;
    o.a = a;
    o.b = b;
    o.c = c;
    return o;
  }
  /// An intrinsics/ lane function by its NVVM name, on one to three sources.
  bool pure(const std::string &name, const Ty &t, uint16_t d, std::initializer_list<uint16_t> args) {
    const intr::PureFunction *f = intr::findPure(name);
    if (!f || f->numOuts || f->numArgs != args.size())
      return fail("no implementation of this form (" + name + ")");
    uint16_t s[3] = {kSink, kSink, kSink};
    std::copy(args.begin(), args.end(), s);
    emit(fn<op::Pure>(), t, d, s[0], s[1], s[2]).ext = f;
    return true;
  }

  // Operands.
  bool registerOf(const Operand &o, uint16_t &r, Ty *type = nullptr);
  bool src(const Operand &o, const Ty &t, uint16_t &r);
  bool dst(const Operand &o, uint16_t &r);
  bool constant(uint64_t value, uint16_t &r);
  bool operands(Inst &in, size_t n) {
    return in.ops.size() == n ? true : fail("expected " + std::to_string(n) + " operands");
  }
  /// `op d, a, b, ...` with n sources of type t.
  bool shape(Inst &in, const Ty &t, size_t n, uint16_t &d, uint16_t *s) {
    if (!operands(in, n + 1) || !dst(in.ops[0], d))
      return false;
    for (size_t i = 0; i < n; ++i)
      if (!src(in.ops[i + 1], t, s[i]))
        return false;
    return true;
  }

  // Modifiers.
  bool take(Inst &in, std::string_view m) {
    auto it = std::find(in.mods.begin(), in.mods.end(), m);
    if (it == in.mods.end())
      return false;
    in.mods.erase(it);
    return true;
  }
  /// Takes one of `options` ("" when none is there).
  std::string takeOne(Inst &in, std::initializer_list<std::string_view> options) {
    for (std::string_view m : options)
      if (take(in, m))
        return std::string(m);
    return {};
  }
  /// The last modifier as a type whose kind is in `kinds` ("bus", "f", "p") and width in [lo, hi].
  bool type(Inst &in, Ty &t, std::string_view kinds, unsigned lo = 16, unsigned hi = 64) {
    if (in.mods.empty())
      return fail("the instruction type is missing");
    if (!parseType(in.mods.back(), t) || kinds.find(t.k) == std::string_view::npos ||
        (!t.isPred() && (t.bits < lo || t.bits > hi)))
      return fail("type ." + in.mods.back() + " is not supported here");
    in.mods.pop_back();
    return true;
  }
  static bool floatType(const Inst &in) { return !in.mods.empty() && in.mods.back()[0] == 'f'; }
};

/// The rule compiling `opcode`, or null.
Compiler::Rule findRule(std::string_view opcode);

} // namespace nvsim::sim::ptx
