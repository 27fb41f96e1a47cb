// The generator of `nvvm-sim fuzz gen`: expressions, the statements every mode shares, the kernel
// and its launch script. The families of one mode each (barriers, atomics, warps, calls) are in
// GeneratorFamilies.cpp. Why each construct is free of undefined behaviour: docs/fuzzing.md.
#include "tools/fuzz/Builder.h"

#include <fmt/format.h>

namespace nvsim::fuzz {

std::string_view modeName(Mode m) { return kModeNames[size_t(m)]; }

std::optional<Mode> parseMode(std::string_view name) {
  for (size_t i = 0; i < std::size(kModeNames); ++i)
    if (kModeNames[i] == name)
      return Mode(i);
  return std::nullopt;
}

const char *Builder::tyName(Ty t) {
  switch (t) {
  case Ty::U32: return "unsigned";
  case Ty::U64: return "unsigned long long";
  case Ty::F32: return "float";
  case Ty::F64: return "double";
  case Ty::V4: return "v4u";
  }
  return "unsigned";
}

Builder::Builder(const GenOptions &o) : opts_(o), rng_(o.seed * 8 + uint64_t(o.mode)) {
  opts_.maxStmts = std::max(1u, o.maxStmts);
  opts_.maxBlocks = std::max(1u, o.maxBlocks);
  budget_ = opts_.maxStmts * 6;
}

void Builder::line(const std::string &s) {
  text_.append(indent_ * 2, ' ');
  text_ += s;
  text_ += '\n';
}

std::string Builder::fresh(const char *prefix) { return fmt::format("{}{}", prefix, counter_++); }

const Var *Builder::pickVar(Ty t, bool writable) {
  std::vector<const Var *> ok;
  for (const Var &v : vars_)
    if (v.ty == t && (!writable || !v.readOnly))
      ok.push_back(&v);
  return ok.empty() ? nullptr : ok[rng_.below(uint32_t(ok.size()))];
}

std::string Builder::constant(Ty t) {
  switch (t) {
  case Ty::U32: {
    static const std::vector<std::string> special = {
        "0u", "1u", "2u", "3u", "31u", "32u", "0x7fffffffu", "0x80000000u", "0xffffffffu", "0x55555555u"};
    return rng_.chance(1, 2) ? rng_.pick(special) : fmt::format("{}u", uint32_t(rng_.next()));
  }
  case Ty::U64: {
    static const std::vector<std::string> special = {"0ull",
                                                     "1ull",
                                                     "63ull",
                                                     "0xffffffffull",
                                                     "0x100000000ull",
                                                     "0x7fffffffffffffffull",
                                                     "0x8000000000000000ull",
                                                     "0xffffffffffffffffull"};
    return rng_.chance(1, 2) ? rng_.pick(special) : fmt::format("{}ull", rng_.next());
  }
  case Ty::F32: {
    static const std::vector<std::string> values = {"0.0f",  "-0.0f",   "1.0f",         "-2.5f",
                                                    "0.1f",  "3.0e38f", "1.0e-38f",     "1.4e-45f",
                                                    "-7.0f", "1024.0f", "0.333333343f", "16777216.0f"};
    return rng_.pick(values);
  }
  case Ty::F64: {
    static const std::vector<std::string> values = {"0.0",
                                                    "-0.0",
                                                    "1.0",
                                                    "-2.5",
                                                    "0.1",
                                                    "1.5e308",
                                                    "2.5e-308",
                                                    "4.9e-324",
                                                    "1e10",
                                                    "-3.0",
                                                    "9007199254740993.0"};
    return rng_.pick(values);
  }
  case Ty::V4:
    return fmt::format("mk4({}, {}, {}, {})", constant(Ty::U32), constant(Ty::U32), constant(Ty::U32),
                       constant(Ty::U32));
  }
  return "0u";
}

std::string Builder::index(const Ctx &c, unsigned mask) {
  return fmt::format("({}) & {}u", leaf(Ty::U32, c), mask);
}

std::string Builder::leaf(Ty t, const Ctx &c) {
  const Var *v = rng_.chance(3, 4) ? pickVar(t, false) : nullptr;
  if (v)
    return v->name;
  const bool kernel = !c.inFunction;
  switch (t) {
  case Ty::U32:
    switch (rng_.below(8)) {
    case 0: return kernel ? "tid" : constant(t);
    case 1: return kernel ? "gtid" : constant(t);
    case 2: return kernel ? "n" : constant(t);
    case 3: return kernel ? fmt::format("in[{}]", index(c, kInWords - 1)) : constant(t);
    case 4: return kernel ? fmt::format("loc[{}]", index(c, 7)) : constant(t);
    case 5:
      if (kernel)
        return c.noPtrs ? constant(t) : fmt::format("p{}[{}]", rng_.below(2), index(c, 3));
      return c.hasPtr ? fmt::format("p[{}]", index(c, 3)) : constant(t);
    case 6: return kernel ? (rng_.chance(1, 2) ? "rec.a" : "(unsigned)rec.d") : constant(t);
    default: return constant(t);
    }
  case Ty::U64:
    if (kernel && rng_.chance(1, 4))
      return "rec.b";
    return rng_.chance(1, 2) ? constant(t) : fmt::format("(unsigned long long){}", leaf(Ty::U32, c));
  case Ty::F32:
    if (kernel && rng_.chance(1, 5))
      return "rec.c";
    return rng_.chance(1, 2)
               ? constant(t)
               : fmt::format("(float)({}){}", rng_.chance(1, 2) ? "int" : "unsigned", leaf(Ty::U32, c));
  case Ty::F64:
    if (kernel && rng_.chance(1, 5))
      return "rec.e";
    return rng_.chance(1, 2) ? constant(t) : fmt::format("(double)(long long){}", leaf(Ty::U64, c));
  case Ty::V4:
    return fmt::format("mk4({}, {}, {}, {})", leaf(Ty::U32, c), leaf(Ty::U32, c), leaf(Ty::U32, c),
                       leaf(Ty::U32, c));
  }
  return constant(t);
}

namespace {

// The binary operators expr() picks from: integers (and uint4, element-wise), and floats.
const std::vector<std::string> kIntegerOps = {"+", "-", "*", "&", "|", "^"};
const std::vector<std::string> kFloatOps = {"+", "-", "*", "/"};

} // namespace

std::string Builder::expr(Ty t, const Ctx &c, unsigned d) {
  if (d == 0 || rng_.chance(1, 4))
    return leaf(t, c);
  auto e = [&](Ty u) { return expr(u, c, d - 1); };
  // `(a OP b)`: two expressions of type t and an operator picked from `ops`.
  auto binary = [&](const std::vector<std::string> &ops) {
    return fmt::format("({} {} {})", e(t), rng_.pick(ops), e(t));
  };
  switch (t) {
  case Ty::U32:
    switch (rng_.below(14)) {
    case 0:
    case 1:
    case 2: return binary(kIntegerOps);
    case 3: {
      static const std::vector<std::string> fns = {"udiv32", "umod32", "sdiv32", "smod32", "rotl32"};
      return fmt::format("{}({}, {})", rng_.pick(fns), e(t), e(t));
    }
    case 4: return fmt::format("({} {} ({} & 31u))", e(t), rng_.chance(1, 2) ? "<<" : ">>", e(t));
    case 5: return fmt::format("(unsigned)((int){} >> ({} & 31u))", e(t), e(t));
    case 6: {
      static const std::vector<std::string> ops = {"<", "<=", "==", "!=", ">"};
      return rng_.chance(1, 2) ? fmt::format("(unsigned)({} {} {})", e(t), rng_.pick(ops), e(t))
                               : fmt::format("(unsigned)((int){} {} (int){})", e(t), rng_.pick(ops), e(t));
    }
    case 7: return fmt::format("({} ? {} : {})", cond(c), e(t), e(t));
    case 8: return fmt::format("(unsigned){}({})", rng_.chance(1, 2) ? "__popc" : "__clz", e(t));
    case 9: return fmt::format("(unsigned)({}{})", e(Ty::U64), rng_.chance(1, 2) ? "" : " >> 32");
    case 10: return fmt::format("f2u({})", e(Ty::F32));
    case 11:
      return rng_.chance(1, 2) ? fmt::format("{}.{}", e(Ty::V4), "xyzw"[rng_.below(4)])
                               : fmt::format("{}[{}]", e(Ty::V4), index(c, 3));
    case 12: return fmt::format("(unsigned)d2u({})", e(Ty::F64));
    default: return fmt::format("(~{})", e(t));
    }
  case Ty::U64:
    switch (rng_.below(9)) {
    case 0:
    case 1:
    case 2: return binary(kIntegerOps);
    case 3: {
      static const std::vector<std::string> fns = {"udiv64", "umod64", "sdiv64", "smod64"};
      return fmt::format("{}({}, {})", rng_.pick(fns), e(t), e(t));
    }
    case 4:
      return rng_.chance(1, 2)
                 ? fmt::format("({} {} ({} & 63u))", e(t), rng_.chance(1, 2) ? "<<" : ">>", e(Ty::U32))
                 : fmt::format("(unsigned long long)((long long){} >> ({} & 63u))", e(t), e(Ty::U32));
    case 5: return fmt::format("((unsigned long long){} * {})", e(Ty::U32), e(Ty::U32));
    case 6: return fmt::format("(unsigned long long)(long long)(int){}", e(Ty::U32));
    case 7: return fmt::format("({} ? {} : {})", cond(c), e(t), e(t));
    default: return fmt::format("d2u({})", e(Ty::F64));
    }
  case Ty::F32:
    switch (rng_.below(8)) {
    case 0:
    case 1:
    case 2: return binary(kFloatOps);
    case 3: return fmt::format("sqrtf({})", e(t));
    case 4: return fmt::format("fmaf({}, {}, {})", e(t), e(t), e(t));
    case 5: return fmt::format("(float){}", e(Ty::F64));
    case 6: return fmt::format("({} ? {} : {})", cond(c), e(t), e(t));
    default: return rng_.chance(1, 2) ? fmt::format("fabsf({})", e(t)) : fmt::format("(-({}))", e(t));
    }
  case Ty::F64:
    switch (rng_.below(7)) {
    case 0:
    case 1:
    case 2: return binary(kFloatOps);
    case 3: return fmt::format("sqrt({})", e(t));
    case 4: return fmt::format("fma({}, {}, {})", e(t), e(t), e(t));
    case 5: return fmt::format("(double){}", e(Ty::F32));
    default: return fmt::format("({} ? {} : {})", cond(c), e(t), e(t));
    }
  case Ty::V4:
    switch (rng_.below(4)) {
    case 0:
    case 1: return binary(kIntegerOps);
    case 2:
      return fmt::format("__builtin_shufflevector({}, {}, {}, {}, {}, {})", e(t), e(t), rng_.below(8),
                         rng_.below(8), rng_.below(8), rng_.below(8));
    default: return fmt::format("({} << ({} & 31u))", e(t), e(t));
    }
  }
  return leaf(t, c);
}

std::string Builder::cond(const Ctx &c) {
  const unsigned d = 1;
  switch (rng_.below(5)) {
  case 0: return fmt::format("({} & 1u)", expr(Ty::U32, c, d));
  case 1: return fmt::format("({} < {})", expr(Ty::U32, c, d), expr(Ty::U32, c, d));
  case 2: return fmt::format("((int){} < (int){})", expr(Ty::U32, c, d), expr(Ty::U32, c, d));
  case 3: return fmt::format("({} < {})", expr(Ty::F32, c, d), expr(Ty::F32, c, d));
  default: return fmt::format("({} != {})", expr(Ty::U64, c, d), expr(Ty::U64, c, d));
  }
}

std::string Builder::toHash(const std::string &e, Ty t) const {
  switch (t) {
  case Ty::U32:
  case Ty::U64: return fmt::format("(unsigned long long)({})", e);
  case Ty::F32: return fmt::format("f2u({})", e);
  case Ty::F64: return fmt::format("d2u({})", e);
  case Ty::V4: return fmt::format("v4h({})", e);
  }
  return e;
}

/// Mixes the variables declared since `from` into the thread's hash (they go out of scope next).
void Builder::hashScope(size_t from) {
  for (size_t i = from; i < vars_.size(); ++i)
    line(fmt::format("h = mix(h, {});", toHash(vars_[i].name, vars_[i].ty)));
  vars_.resize(from);
}

void Builder::block(const Ctx &c, unsigned count) {
  const size_t scope = vars_.size();
  for (unsigned i = 0; i < count && budget_ > 0; ++i)
    stmt(c);
  hashScope(scope);
}

void Builder::stmt(const Ctx &c) {
  if (budget_ > 0)
    --budget_;
  // Each mode's own family most of the time; the shared statements otherwise.
  const unsigned pick = rng_.below(10);
  if (pick < 6) {
    std::vector<bool (Builder::*)(const Ctx &)> fams;
    if (has(Mode::Barrier))
      fams.push_back(&Builder::barrierStmt);
    if (has(Mode::Atomic))
      fams.push_back(&Builder::atomicStmt);
    if (has(Mode::Warp))
      fams.push_back(&Builder::warpStmt);
    if (has(Mode::Call))
      fams.push_back(&Builder::callStmt);
    if (!fams.empty() && (this->*fams[rng_.below(uint32_t(fams.size()))])(c))
      return;
  }
  genericStmt(c);
}

bool Builder::genericStmt(const Ctx &c) {
  static const std::vector<Ty> types = {Ty::U32, Ty::U32, Ty::U64, Ty::F32, Ty::F64, Ty::V4};
  const unsigned d = std::max(1u, opts_.maxDepth);
  Ctx inner = c;
  inner.topLevel = false;
  inner.depth = c.depth + 1;
  const bool nest = c.depth < opts_.maxDepth;
  switch (rng_.below(12)) {
  case 0:
  case 1: { // a new variable
    const Ty t = rng_.pick(types);
    const std::string name = fresh("v");
    line(fmt::format("{} {} = {};", tyName(t), name, expr(t, c, d)));
    vars_.push_back({name, t});
    return true;
  }
  case 2:
  case 3: { // an assignment
    const Ty t = rng_.pick(types);
    const Var *v = pickVar(t, true);
    if (!v)
      return genericStmt(c);
    static const std::vector<std::string> intOps = {"=", "+=", "-=", "^=", "|=", "&=", "*="};
    static const std::vector<std::string> fltOps = {"=", "+=", "-=", "*="};
    const std::string op = t == Ty::F32 || t == Ty::F64 ? rng_.pick(fltOps) : rng_.pick(intOps);
    line(fmt::format("{} {} {};", v->name, op, expr(t, c, d)));
    return true;
  }
  case 4: // an if, perhaps with an else; warp collectives need a mask the branch knows
    if (!nest)
      return genericStmt(c);
    inner.mask.clear();
    inner.fullWarp = false;
    line(fmt::format("if {} {{", cond(c)));
    ++indent_;
    block(inner, rng_.range(1, opts_.maxStmts / 2 + 1));
    --indent_;
    if (rng_.chance(1, 2)) {
      line("} else {");
      ++indent_;
      block(inner, rng_.range(1, opts_.maxStmts / 2 + 1));
      --indent_;
    }
    line("}");
    return true;
  case 5: { // a loop with a computed trip count (at most 4 turns whatever the body does)
    if (!nest)
      return genericStmt(c);
    const std::string i = fresh("i");
    inner.mask.clear();
    inner.fullWarp = false;
    inner.inGenericLoop = true;
    line(fmt::format("for (unsigned {0} = 0u; {0} < ({1}) % 4u + 1u; ++{0}) {{", i, expr(Ty::U32, c, 1)));
    ++indent_;
    vars_.push_back({i, Ty::U32, true});
    const size_t scope = vars_.size();
    block(inner, rng_.range(1, opts_.maxStmts / 2 + 1));
    if (rng_.chance(1, 3))
      line(fmt::format("if {} {};", cond(inner), rng_.chance(1, 2) ? "break" : "continue"));
    hashScope(scope);
    vars_.pop_back();
    --indent_;
    line("}");
    return true;
  }
  case 6: // a break or continue of the loop around
    if (!c.inGenericLoop)
      return genericStmt(c);
    line(fmt::format("if {} {};", cond(c), rng_.chance(1, 2) ? "break" : "continue"));
    return true;
  case 7: // the local array, or memory through a generic pointer
    if (c.inFunction) {
      if (!c.hasPtr)
        return genericStmt(c);
      line(fmt::format("p[{}] = {};", index(c, 3), expr(Ty::U32, c, d)));
      return true;
    }
    if (rng_.chance(1, 2))
      line(fmt::format("loc[{}] = {};", index(c, 7), expr(Ty::U32, c, d)));
    else
      line(fmt::format("p{}[{}] = {};", rng_.below(2), index(c, 3), expr(Ty::U32, c, d)));
    return true;
  case 8: { // a struct field
    if (c.inFunction)
      return genericStmt(c);
    switch (rng_.below(5)) {
    case 0: line(fmt::format("rec.a = {};", expr(Ty::U32, c, d))); break;
    case 1: line(fmt::format("rec.b ^= {};", expr(Ty::U64, c, d))); break;
    case 2: line(fmt::format("rec.c = {};", expr(Ty::F32, c, d))); break;
    case 3: line(fmt::format("rec.d = (unsigned short){};", expr(Ty::U32, c, d))); break;
    default: line(fmt::format("rec.e = {};", expr(Ty::F64, c, d)));
    }
    return true;
  }
  case 9: { // a vector lane
    const Var *v = pickVar(Ty::V4, true);
    if (!v)
      return genericStmt(c);
    line(fmt::format("{}[{}] = {};", v->name, index(c, 3), expr(Ty::U32, c, d)));
    return true;
  }
  default: { // an intermediate value made visible
    const Ty t = rng_.pick(types);
    line(fmt::format("h = mix(h, {});", toHash(expr(t, c, d), t)));
    return true;
  }
  }
}

/// Helpers of every program: guarded division and shifts, NaN-canonical bits, the hash.
void Builder::helpers() {
  text_ += R"(#define DI static __device__ __forceinline__
typedef unsigned v4u __attribute__((ext_vector_type(4)));
struct Rec {
  unsigned a;
  unsigned long long b;
  float c;
  unsigned short d;
  double e;
};
DI unsigned long long mix(unsigned long long h, unsigned long long v) {
  h ^= v;
  h *= 0x100000001b3ull;
  return h ^ (h >> 29);
}
DI unsigned f2u(float f) { return f != f ? 0x7fc00000u : __builtin_bit_cast(unsigned, f); }
DI unsigned long long d2u(double f) {
  return f != f ? 0x7ff8000000000000ull : __builtin_bit_cast(unsigned long long, f);
}
DI v4u mk4(unsigned a, unsigned b, unsigned c, unsigned d) {
  v4u r = {a, b, c, d};
  return r;
}
DI unsigned long long v4h(v4u v) {
  return mix(mix(mix(v.x, v.y), v.z), v.w);
}
DI unsigned udiv32(unsigned a, unsigned b) { return b ? a / b : a; }
DI unsigned umod32(unsigned a, unsigned b) { return b ? a % b : a; }
DI unsigned sdiv32(unsigned a, unsigned b) {
  int x = (int)a, y = (int)b;
  return y == 0 || (x == -2147483647 - 1 && y == -1) ? a : (unsigned)(x / y);
}
DI unsigned smod32(unsigned a, unsigned b) {
  int x = (int)a, y = (int)b;
  return y == 0 || (x == -2147483647 - 1 && y == -1) ? a : (unsigned)(x % y);
}
DI unsigned rotl32(unsigned a, unsigned b) {
  b &= 31u;
  return b ? (a << b) | (a >> (32u - b)) : a;
}
DI unsigned long long udiv64(unsigned long long a, unsigned long long b) { return b ? a / b : a; }
DI unsigned long long umod64(unsigned long long a, unsigned long long b) { return b ? a % b : a; }
DI unsigned long long sdiv64(unsigned long long a, unsigned long long b) {
  long long x = (long long)a, y = (long long)b;
  return y == 0 || (x == -9223372036854775807ll - 1 && y == -1) ? a : (unsigned long long)(x / y);
}
DI unsigned long long smod64(unsigned long long a, unsigned long long b) {
  long long x = (long long)a, y = (long long)b;
  return y == 0 || (x == -9223372036854775807ll - 1 && y == -1) ? a : (unsigned long long)(x % y);
}
/* The lane of member mask m (not 0) that x selects: a lane that takes part in the shuffle. */
DI int pick_lane(unsigned m, unsigned x) {
  unsigned k = x % (unsigned)__popc(m);
  for (int l = 0; l < 32; ++l)
    if ((m >> l) & 1u) {
      if (k == 0u)
        return l;
      --k;
    }
  return 0;
}

)";
}

void Builder::kernel() {
  const unsigned B = block_;
  line(fmt::format("extern \"C\" __global__ void __launch_bounds__({}) {}(const unsigned *__restrict__ in, "
                   "unsigned long long *out, unsigned *acc32, unsigned long long *acc64, unsigned *scratch, "
                   "unsigned n) {{",
                   B, kKernelName));
  ++indent_;
  line("const unsigned tid = threadIdx.x;");
  line("const unsigned gtid = blockIdx.x * blockDim.x + tid;");
  line("unsigned long long h = 0xcbf29ce484222325ull ^ gtid;");
  // Memory each thread owns: a local array, four shared words, four global words.
  line(fmt::format("__shared__ unsigned own[{}];", B * 4));
  line("unsigned *sown = own + tid * 4u;");
  line("unsigned *gown = scratch + gtid * 4u;");
  line("unsigned loc[8];");
  line("for (unsigned k = 0u; k < 8u; ++k)");
  line("  loc[k] = in[(gtid * 8u + k) & 255u] ^ k;");
  line("for (unsigned k = 0u; k < 4u; ++k) {");
  line("  sown[k] = in[(tid + k * 7u) & 255u];");
  line("  gown[k] = in[(gtid * 3u + k) & 255u] + k;");
  line("}");
  line("Rec rec = {in[tid & 255u], (unsigned long long)in[(tid + 1u) & 255u] << 17, (float)in[(tid + 2u) & "
       "255u], "
       "(unsigned short)gtid, (double)in[(tid + 3u) & 255u]};");
  Ctx top;
  top.topLevel = true;
  // Generic pointers whose space is chosen at run time: local, shared or global.
  Ctx init = top;
  init.noPtrs = true;
  for (unsigned k = 0; k < 2; ++k)
    line(fmt::format("unsigned *p{} = ({}) % 3u == 0u ? loc + 4u * ({}) : ({}) % 3u == 1u ? sown : gown;", k,
                     expr(Ty::U32, init, 1), index(init, 1), expr(Ty::U32, init, 1)));
  if (has(Mode::Barrier)) {
    line(fmt::format("__shared__ unsigned xs[{}];", B));
    line(fmt::format("__shared__ unsigned long long xd[{}];", B));
    line(fmt::format("__shared__ float xf[{}];", B));
    line("xs[tid] = in[(gtid * 5u) & 255u];");
    line("xd[tid] = (unsigned long long)gtid * 0x9e3779b97f4a7c15ull;");
    line("xf[tid] = (float)tid * 0.5f;");
    line("__syncthreads();");
  }
  if (has(Mode::Atomic))
    atomicPrologue();
  for (unsigned k = 0; k < 4; ++k) {
    static const Ty initial[] = {Ty::U32, Ty::U64, Ty::F32, Ty::F64};
    const std::string name = fresh("v");
    line(fmt::format("{} {} = {};", tyName(initial[k]), name, leaf(initial[k], top)));
    vars_.push_back({name, initial[k]});
  }
  if (has(Mode::Warp)) {
    top.mask = "0xffffffffu";
    top.fullWarp = true;
  }
  block(top, rng_.range(opts_.maxStmts, opts_.maxStmts * 2));
  if (has(Mode::Atomic))
    atomicEpilogue();
  line("for (unsigned k = 0u; k < 8u; ++k)");
  line("  h = mix(h, loc[k]);");
  line("for (unsigned k = 0u; k < 4u; ++k)");
  line("  h = mix(mix(h, sown[k]), gown[k]);");
  line("h = mix(mix(mix(mix(mix(h, rec.a), rec.b), f2u(rec.c)), rec.d), d2u(rec.e));");
  line("out[gtid] = h;");
  --indent_;
  line("}");
}

namespace {

std::string words(const std::vector<uint32_t> &w) {
  return std::string(reinterpret_cast<const char *>(w.data()), w.size() * 4);
}

} // namespace

nlohmann::json Builder::script(Program &p) {
  using nlohmann::json;
  const unsigned threads = grid_ * block_;
  std::vector<uint32_t> in(kInWords), acc32(kAcc32), acc64(kAcc64 * 2);
  for (uint32_t &w : in)
    w = rng_.chance(1, 4) ? rng_.pick(std::vector<uint32_t>{0u, 1u, 0xffffffffu, 0x80000000u, 0x7fc00000u})
                          : uint32_t(rng_.next());
  for (uint32_t &w : acc32)
    w = uint32_t(rng_.next());
  for (uint32_t &w : acc64)
    w = uint32_t(rng_.next());
  p.inputs = {{"in.bin", words(in)}, {"acc32.in.bin", words(acc32)}, {"acc64.in.bin", words(acc64)}};
  p.outputs = {"out.bin", "acc32.out.bin", "acc64.out.bin"};
  const uint32_t n = rng_.below(1000);
  json steps = json::array();
  auto alloc = [&](const char *buf, unsigned bytes, const char *file) {
    steps.push_back({{"op", "alloc"}, {"buffer", buf}, {"bytes", bytes}});
    if (file)
      steps.push_back({{"op", "h2d"}, {"buffer", buf}, {"offset", 0}, {"bytes", bytes}, {"file", file}});
  };
  alloc("in", kInWords * 4, "in.bin");
  alloc("out", threads * 8, nullptr);
  alloc("acc32", kAcc32 * 4, "acc32.in.bin");
  alloc("acc64", kAcc64 * 8, "acc64.in.bin");
  alloc("scratch", threads * 16, nullptr);
  auto ptr = [](const char *buf) { return json{{"type", "ptr"}, {"buffer", buf}, {"offset", 0}}; };
  steps.push_back({{"op", "launch"},
                   {"kernel", kKernelName},
                   {"grid", {grid_, 1, 1}},
                   {"block", {block_, 1, 1}},
                   {"args",
                    {ptr("in"), ptr("out"), ptr("acc32"), ptr("acc64"), ptr("scratch"),
                     json{{"type", "u32"}, {"value", n}}}}});
  auto d2h = [&](const char *buf, unsigned bytes, const char *file) {
    steps.push_back({{"op", "d2h"}, {"buffer", buf}, {"offset", 0}, {"bytes", bytes}, {"file", file}});
  };
  d2h("out", threads * 8, "out.bin");
  d2h("acc32", kAcc32 * 4, "acc32.out.bin");
  d2h("acc64", kAcc64 * 8, "acc64.out.bin");
  return json{
      {"note", fmt::format("nvvm-sim fuzz gen --seed {} --mode {}", opts_.seed, modeName(opts_.mode))},
      {"steps", steps}};
}

Program Builder::build() {
  Program p;
  // Warp collectives need whole warps; the other modes also take blocks of any size.
  static const std::vector<unsigned> anySize = {32, 40, 48, 64, 72, 96, 100, 128};
  static const std::vector<unsigned> warps = {32, 64, 96, 128};
  block_ = has(Mode::Warp) ? rng_.pick(warps) : rng_.pick(anySize);
  grid_ = rng_.range(1, opts_.maxBlocks);
  text_ = fmt::format("/* nvvm-sim fuzz gen --seed {} --mode {} --max-stmts {} --max-depth {} --max-funcs {} "
                      "--max-blocks {}\n"
                      " * Free of undefined behaviour and races by construction (docs/fuzzing.md). */\n",
                      opts_.seed, modeName(opts_.mode), opts_.maxStmts, opts_.maxDepth, opts_.maxFuncs,
                      opts_.maxBlocks);
  helpers();
  if (has(Mode::Call))
    functions();
  kernel();
  p.source = std::move(text_);
  p.grid = grid_;
  p.block = block_;
  p.script = script(p);
  return p;
}

Program generate(const GenOptions &opts) { return Builder(opts).build(); }

} // namespace nvsim::fuzz
