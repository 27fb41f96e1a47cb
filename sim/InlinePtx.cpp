// Inline PTX blocks: the compiler's driver (constraints, operands, statements, sim/InlinePtxRules.cpp
// for each instruction) and the handler that runs the micro-operations.
#include "sim/InlinePtx.h"

#include "sim/InlinePtxCompiler.h"

#include <cctype>

namespace nvsim::sim::ptx {

// --- Constraints, operands and statements. -----------------------------------------------------

/// `=r,=l,r,l,f,d,h,n,0,~{memory}`: outputs (the call's results in order), then inputs (its
/// arguments); a digit ties an input to that output's register; clobbers are ignored.
bool Compiler::constraints(std::string_view text) {
  auto bad = [&](std::string_view c, const std::string &why) {
    error_ = "unsupported inline assembly constraint \"" + std::string(c) + "\" in \"" + std::string(text) +
             "\": " + why;
    return false;
  };
  std::vector<int> tied; // per input: the output it is tied to, or -1
  size_t outputs = 0;
  for (size_t at = 0; at <= text.size();) {
    size_t comma = text.find(',', at);
    if (comma == std::string_view::npos)
      comma = text.size();
    std::string_view c = text.substr(at, comma - at);
    at = comma + 1;
    if (c.empty() || c[0] == '~')
      continue;
    const std::string_view whole = c;
    const bool output = c[0] == '=';
    if (output)
      c.remove_prefix(1);
    while (!c.empty() && (c[0] == '&' || c[0] == '%'))
      c.remove_prefix(1);
    if (!c.empty() && std::isdigit(uint8_t(c[0])) && !output) {
      const size_t k = size_t(std::strtoul(std::string(c).c_str(), nullptr, 10));
      if (k >= outputs)
        return bad(whole, "it ties to no output");
      tied.push_back(int(k));
      continue;
    }
    if (c.size() != 1 || std::string_view("hrlfdnbci").find(c[0]) == std::string_view::npos)
      return bad(whole, c.find('*') != std::string_view::npos
                            ? "memory operands are not supported"
                            : "only h, r, l, f, d, n and tied operands are supported");
    if (output) {
      if (!tied.empty())
        return bad(whole, "an output after an input");
      ++outputs;
    } else {
      tied.push_back(-1);
    }
  }
  if (outputs != results_.size() || tied.size() != args_.size()) {
    error_ = "inline assembly constraints \"" + std::string(text) + "\" do not match the call (" +
             std::to_string(results_.size()) + " results, " + std::to_string(args_.size()) + " arguments)";
    return false;
  }
  for (const CallValue &v : results_) {
    uint16_t r;
    if (!newReg(r))
      return false;
    const uint64_t mask = v.kind == ValueKind::F32   ? 0xffffffffu
                          : v.kind == ValueKind::F64 ? ~uint64_t(0)
                                                     : widthMask(v.bits);
    p_->stores.push_back({r, v.slot, mask});
    bound_.push_back(r);
  }
  for (size_t i = 0; i < args_.size(); ++i) {
    uint16_t r = 0;
    if (tied[i] >= 0)
      r = bound_[size_t(tied[i])];
    else if (!newReg(r))
      return false;
    p_->loads.emplace_back(r, args_[i].slot);
    bound_.push_back(r);
  }
  return true;
}

bool Compiler::registerOf(const Operand &o, uint16_t &r, Ty *type) {
  if (o.kind == Operand::Kind::Bound) {
    if (o.bound >= bound_.size()) {
      std::string why = "$"; // NOTE: not `"$" + std::to_string(...)`, which trips GCC 12's -Wrestrict
      why += std::to_string(o.bound);
      return fail(why + " names no operand of the call");
    }
    r = bound_[o.bound];
    return true;
  }
  if (o.kind != Operand::Kind::Register)
    return fail("a register is needed here");
  const Named *n = lookup(o.name);
  if (!n)
    return fail(o.name[0] == '%' ? "special register " + o.name + " is not supported in a block"
                                 : "register " + o.name + " is not declared");
  r = n->reg;
  if (type)
    *type = n->type;
  return true;
}

bool Compiler::constant(uint64_t value, uint16_t &r) {
  if (auto it = constants_.find(value); it != constants_.end()) {
    r = it->second;
    return true;
  }
  if (!newReg(r))
    return false;
  constants_[value] = r;
  p_->constants.emplace_back(r, value);
  return true;
}

/// A source of type t: a register, or an immediate encoded for t.
bool Compiler::src(const Operand &o, const Ty &t, uint16_t &r) {
  if (o.negated)
    return fail("a negated predicate is not allowed here");
  switch (o.kind) {
  case Operand::Kind::Register:
  case Operand::Kind::Bound: return registerOf(o, r);
  case Operand::Kind::Integer:
    if (t.isFloat()) {
      const double v = double(int64_t(o.bits));
      return t.bits == 32   ? constant(f32Bits(float(v)), r)
             : t.bits == 64 ? constant(f64Bits(v), r)
                            : fail("a half-precision immediate");
    }
    return constant(o.bits & widthMask(t.bits), r);
  case Operand::Kind::Float: {
    const double v =
        o.single ? double(std::bit_cast<float>(uint32_t(o.bits))) : std::bit_cast<double>(o.bits);
    if (t.isFloat() && t.bits == 32)
      return constant(o.single ? o.bits : rawF32(float(v)), r);
    if (t.isFloat() && t.bits == 64)
      return constant(o.single ? std::bit_cast<uint64_t>(v) : o.bits, r);
    if (t.k == 'b' && t.bits == (o.single ? 32u : 64u))
      return constant(o.bits, r);
    return fail("a float immediate for a ." + std::string(1, t.k) + std::to_string(t.bits) + " operand");
  }
  default: return fail("this operand form is not allowed here");
  }
}

bool Compiler::dst(const Operand &o, uint16_t &r) {
  if (o.kind == Operand::Kind::Sink) {
    r = kSink;
    return true;
  }
  if (o.negated || (o.kind != Operand::Kind::Register && o.kind != Operand::Kind::Bound))
    return fail("the destination must be a register");
  return registerOf(o, r);
}

bool Compiler::statement(const Statement &st) {
  cur_ = &st;
  switch (st.kind) {
  case Statement::Kind::Open: scopes_.emplace_back(); return true;
  case Statement::Kind::Close:
    if (scopes_.size() == 1)
      return fail("'}' without '{'");
    scopes_.pop_back();
    return true;
  case Statement::Kind::Declaration: {
    Ty t;
    if (!parseType(st.declType, t))
      return fail("register type ." + st.declType + " is not supported");
    for (const auto &[name, count] : st.declared)
      for (unsigned i = 0; i < std::max(count, 1u); ++i) {
        const std::string n = count ? name + std::to_string(i) : name;
        uint16_t r;
        if (scopes_.back().count(n))
          return fail("register " + n + " is declared twice");
        if (!newReg(r))
          return false;
        scopes_.back().emplace(n, Named{r, t});
      }
    return true;
  }
  case Statement::Kind::Instruction: break;
  }
  const Rule rule = findRule(st.opcode);
  if (!rule)
    return fail("opcode '" + st.opcode + "' is not supported");
  uint16_t guard = 0;
  if (!st.guard.empty()) {
    const Named *g = lookup(st.guard);
    if (!g || !g->type.isPred())
      return fail("guard @" + st.guard + " is not a declared predicate");
    guard = g->reg;
  }
  const size_t first = p_->ops.size();
  Inst in{st, st.mods, st.ops};
  if (!(this->*rule)(in))
    return false;
  if (!in.mods.empty())
    return fail("modifier ." + in.mods.front() + " is not supported");
  for (size_t i = first; i < p_->ops.size(); ++i) {
    p_->ops[i].guard = guard;
    p_->ops[i].guardNegated = st.guardNegated;
  }
  freeTemps_.insert(freeTemps_.end(), usedTemps_.begin(), usedTemps_.end());
  usedTemps_.clear();
  return true;
}

// --- Entry points. -----------------------------------------------------------------------------

std::shared_ptr<const Program> compile(std::string_view text, std::string_view constraints,
                                       std::span<const CallValue> results, std::span<const CallValue> args,
                                       std::string &error) {
  std::vector<Statement> statements;
  if (!parseStatements(text, statements, error))
    return nullptr;
  Compiler c(results, args, error);
  if (!c.constraints(constraints))
    return nullptr;
  for (const Statement &st : statements)
    if (!c.statement(st))
      return nullptr;
  return c.finish();
}

uint32_t run(Ctx &c, const DInst &d, uint32_t pc) {
  const Program &p = *static_cast<const Program *>(d.ext);
  uint64_t file[kMaxRegs * kWarpSize];
  const uint32_t mask = c.mask;
  auto column = [&](uint32_t r) { return file + size_t(r) * kWarpSize; };
  for (uint32_t r = 0; r < p.numRegs; ++r)
    forLanes(mask, [&](unsigned l) { column(r)[l] = 0; });
  for (const auto &k : p.constants)
    forLanes(mask, [&](unsigned l) { column(k.first)[l] = k.second; });
  for (const auto &in : p.loads)
    forLanes(mask, [&](unsigned l) { column(in.first)[l] = reg(c, in.second, l); });
  for (const MicroOp &o : p.ops) {
    uint32_t m = mask;
    if (o.guard) {
      const uint64_t *g = column(o.guard);
      m = 0;
      forLanes(mask, [&](unsigned l) { m |= uint32_t(((g[l] & 1) != 0) != o.guardNegated) << l; });
    }
    if (m)
      o.fn(file, m, o);
  }
  for (const Program::Store &s : p.stores)
    forLanes(mask, [&](unsigned l) { reg(c, s.slot, l) = column(s.reg)[l] & s.mask; });
  return pc + 1;
}

} // namespace nvsim::sim::ptx
