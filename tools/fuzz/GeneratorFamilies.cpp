// The statement families of one mode each: barrier-separated exchanges through shared memory,
// commutative atomic reductions, warp collectives with exact member masks, device functions and
// bounded recursion. Why each is free of races and of undefined behaviour: docs/fuzzing.md.
#include "tools/fuzz/Builder.h"

#include <fmt/format.h>

#include <numeric>

namespace nvsim::fuzz {

namespace {

/// The reduction of each direct slot of acc32 (and of the shared slots flushed into acc32[16..31]).
/// One operation per slot, so that every slot's result is the same in any order.
constexpr const char *kOps32[16] = {"add", "add", "add", "add", "umin", "umax", "smin", "smax",
                                    "and", "and", "or",  "or",  "xor",  "xor",  "sub",  "add"};
constexpr const char *kOps64[kAcc64] = {"add", "add", "add", "umin", "umax", "or", "add", "add"};

std::string atomic32(const std::string &op, const std::string &addr, const std::string &v) {
  if (op == "add")
    return fmt::format("atomicAdd({}, {})", addr, v);
  if (op == "sub")
    return fmt::format("atomicSub({}, {})", addr, v);
  if (op == "umin")
    return fmt::format("atomicMin({}, {})", addr, v);
  if (op == "umax")
    return fmt::format("atomicMax({}, {})", addr, v);
  if (op == "smin")
    return fmt::format("atomicMin((int *){}, (int)({}))", addr, v);
  if (op == "smax")
    return fmt::format("atomicMax((int *){}, (int)({}))", addr, v);
  if (op == "and")
    return fmt::format("atomicAnd({}, {})", addr, v);
  if (op == "or")
    return fmt::format("atomicOr({}, {})", addr, v);
  return fmt::format("atomicXor((int *){}, (int)({}))", addr, v);
}

std::string atomic64(const std::string &op, const std::string &addr, const std::string &v) {
  if (op == "umin")
    return fmt::format("atomicMin({}, {})", addr, v);
  if (op == "umax")
    return fmt::format("atomicMax({}, {})", addr, v);
  if (op == "or")
    return fmt::format("atomicOr({}, {})", addr, v);
  return fmt::format("atomicAdd({}, {})", addr, v);
}

} // namespace

bool Builder::barrierStmt(const Ctx &c) {
  if (!c.topLevel)
    return false;
  const unsigned B = block_;
  const unsigned d = std::max(1u, opts_.maxDepth);
  if (rng_.chance(1, 5)) { // a barrier that also reduces a predicate over the block
    static const std::vector<std::string> fns = {"__syncthreads_count", "__syncthreads_and",
                                                 "__syncthreads_or"};
    line(fmt::format("h = mix(h, (unsigned long long)(unsigned){}({}));", rng_.pick(fns), cond(c)));
    return true;
  }
  // One exchange: every thread writes its own slot (a permutation of the threads), a barrier, any
  // thread reads any slot, a barrier before the next writes. Perhaps repeated a block-uniform number
  // of times.
  struct Arr {
    const char *name;
    Ty ty;
  };
  static const std::vector<Arr> arrays = {{"xs", Ty::U32}, {"xd", Ty::U64}, {"xf", Ty::F32}};
  const Arr &arr = rng_.pick(arrays);
  unsigned a;
  do
    a = rng_.range(1, 2 * B) | 1u;
  while (std::gcd(a, B) != 1);
  const unsigned cst = rng_.below(B);
  const bool rounds = rng_.chance(1, 3);
  Ctx inner = c;
  inner.topLevel = false;
  const size_t scope = vars_.size();
  if (rounds) {
    const std::string r = fresh("r");
    line(fmt::format("for (unsigned {0} = 0u; {0} < n % 3u + 1u; ++{0}) {{", r));
    ++indent_;
    vars_.push_back({r, Ty::U32, true});
  } else {
    line("{");
    ++indent_;
  }
  line(fmt::format("{}[(tid * {}u + {}u) % {}u] = {};", arr.name, a, cst, B, expr(arr.ty, inner, d)));
  line("__syncthreads();");
  for (unsigned k = rng_.range(1, 3); k > 0; --k) {
    const std::string slot = fmt::format("{}[({}) % {}u]", arr.name, expr(Ty::U32, inner, 1), B);
    const Var *v = pickVar(arr.ty, true);
    if (v && rng_.chance(1, 2))
      line(fmt::format("{} {} {};", v->name, arr.ty == Ty::F32 ? "+=" : "^=", slot));
    else
      line(fmt::format("h = mix(h, {});", toHash(slot, arr.ty)));
  }
  line("__syncthreads();");
  hashScope(scope);
  --indent_;
  line("}");
  return true;
}

void Builder::atomicPrologue() {
  // Shared accumulators start at their operation's identity, so that the flush into acc32[16..31]
  // adds nothing else.
  line("__shared__ unsigned sacc[16];");
  line("if (tid < 16u) {");
  line("  unsigned id = 0u;");
  line("  if (tid == 4u || tid == 8u || tid == 9u)");
  line("    id = 0xffffffffu;");
  line("  else if (tid == 6u)");
  line("    id = 0x7fffffffu;");
  line("  else if (tid == 7u)");
  line("    id = 0x80000000u;");
  line("  sacc[tid] = id;");
  line("}");
  line("__syncthreads();");
}

void Builder::atomicEpilogue() {
  line("__syncthreads();");
  for (unsigned k = 0; k < 16; ++k)
    line(fmt::format("if (tid == {0}u) {1};", k,
                     atomic32(kOps32[k] == std::string("sub") ? "add" : kOps32[k],
                              fmt::format("&acc32[{}]", 16 + k), fmt::format("sacc[{}]", k))));
}

bool Builder::atomicStmt(const Ctx &c) {
  if (c.inFunction)
    return false;
  const unsigned d = std::max(1u, opts_.maxDepth);
  switch (rng_.below(4)) {
  case 0: { // a global reduction; the old value is not used (it depends on the order)
    const unsigned s = rng_.below(16);
    line(atomic32(kOps32[s], fmt::format("&acc32[{}]", s), expr(Ty::U32, c, d)) + ";");
    return true;
  }
  case 1: {
    const unsigned s = rng_.below(kAcc64);
    line(atomic64(kOps64[s], fmt::format("&acc64[{}]", s), expr(Ty::U64, c, d)) + ";");
    return true;
  }
  case 2: { // a shared reduction, flushed at the end
    const unsigned s = rng_.below(16);
    line(atomic32(kOps32[s], fmt::format("&sacc[{}]", s), expr(Ty::U32, c, d)) + ";");
    return true;
  }
  default: { // an atomic on memory only this thread touches: its old value is defined
    const std::string addr = fmt::format("&{}[{}]", rng_.chance(1, 2) ? "gown" : "sown", index(c, 3));
    std::string call;
    switch (rng_.below(3)) {
    case 0: call = fmt::format("atomicAdd({}, {})", addr, expr(Ty::U32, c, d)); break;
    case 1: call = fmt::format("atomicExch({}, {})", addr, expr(Ty::U32, c, d)); break;
    default: call = fmt::format("atomicCAS({}, {}, {})", addr, expr(Ty::U32, c, 1), expr(Ty::U32, c, d));
    }
    line(fmt::format("h = mix(h, {});", call));
    return true;
  }
  }
}

bool Builder::warpStmt(const Ctx &c) {
  if (c.mask.empty())
    return false;
  const std::string &M = c.mask;
  const unsigned d = std::max(1u, opts_.maxDepth);
  const bool nest = c.depth < opts_.maxDepth;
  auto store = [&](Ty t, const std::string &value) {
    const Var *v = pickVar(t, true);
    if (v && rng_.chance(1, 2)) {
      line(fmt::format("{} {} {};", v->name, t == Ty::F32 ? "+=" : "^=", value));
    } else if (rng_.chance(1, 2)) {
      const std::string name = fresh("v");
      line(fmt::format("{} {} = {};", tyName(t), name, value));
      vars_.push_back({name, t});
    } else {
      line(fmt::format("h = mix(h, {});", toHash(value, t)));
    }
  };
  switch (rng_.below(nest ? 9 : 6)) {
  case 0:
  case 1: { // a shuffle from a lane of the mask
    static const std::vector<Ty> types = {Ty::U32, Ty::F32, Ty::U64};
    const Ty t = rng_.pick(types);
    std::string value = t == Ty::U32   ? fmt::format("(unsigned)({})", expr(t, c, d))
                        : t == Ty::F32 ? fmt::format("(float)({})", expr(t, c, d))
                                       : fmt::format("(long long)({})", expr(t, c, d));
    std::string call;
    if (c.fullWarp && rng_.chance(1, 2)) {
      static const std::vector<unsigned> widths = {2, 4, 8, 16, 32};
      const unsigned w = rng_.pick(widths);
      static const std::vector<std::string> kinds = {"__shfl_xor_sync", "__shfl_up_sync", "__shfl_down_sync"};
      call = fmt::format("{}({}, {}, {}, {})", rng_.pick(kinds), M, value, rng_.below(w), w);
    } else {
      const std::string src = c.fullWarp ? fmt::format("(int)(({}) & 31u)", expr(Ty::U32, c, 1))
                                         : fmt::format("pick_lane({}, {})", M, expr(Ty::U32, c, 1));
      call = fmt::format("__shfl_sync({}, {}, {})", M, value, src);
    }
    store(t, t == Ty::U64 ? fmt::format("(unsigned long long){}", call) : call);
    return true;
  }
  case 2: { // a vote
    switch (rng_.below(4)) {
    case 0: store(Ty::U32, fmt::format("__ballot_sync({}, {})", M, cond(c))); break;
    case 1: store(Ty::U32, fmt::format("(unsigned)__any_sync({}, {})", M, cond(c))); break;
    case 2: store(Ty::U32, fmt::format("(unsigned)__all_sync({}, {})", M, cond(c))); break;
    default: store(Ty::U32, fmt::format("(unsigned)__popc(__ballot_sync({}, {}))", M, cond(c)));
    }
    return true;
  }
  case 3: // the lanes holding the same value
    store(Ty::U32, fmt::format("__nvvm_match_any_sync_i32({}, (int)({}))", M, expr(Ty::U32, c, d)));
    return true;
  case 4: { // a reduction over the mask (sm_80)
    static const std::vector<std::string> ops = {"add", "min", "max", "umin", "umax", "and", "or", "xor"};
    store(Ty::U32, fmt::format("(unsigned)__nvvm_redux_sync_{}((int)({}), {})", rng_.pick(ops),
                               expr(Ty::U32, c, d), M));
    return true;
  }
  case 5: line(fmt::format("__syncwarp({});", M)); return true;
  case 6:
  case 7: { // a divergent branch: each side's collectives name exactly the lanes that took it
    const std::string cv = fresh("c"), mv = fresh("m"), ev = fresh("e");
    Ctx inner = c;
    inner.topLevel = false;
    inner.fullWarp = false;
    inner.inGenericLoop = false;
    inner.depth = c.depth + 1;
    line("{");
    ++indent_;
    line(fmt::format("const bool {} = {};", cv, cond(c)));
    line(fmt::format("const unsigned {} = __ballot_sync({}, {});", mv, M, cv));
    line(fmt::format("if ({}) {{", cv));
    ++indent_;
    inner.mask = mv;
    block(inner, rng_.range(1, opts_.maxStmts / 2 + 1));
    --indent_;
    line("} else {");
    ++indent_;
    line(fmt::format("const unsigned {} = {} & ~{};", ev, M, mv));
    inner.mask = ev;
    block(inner, rng_.range(1, opts_.maxStmts / 2 + 1));
    --indent_;
    line("}");
    --indent_;
    line("}");
    return true;
  }
  default: { // a loop whose trip count differs between lanes; the mask follows the lanes still in it
    const std::string mv = fresh("m"), tv = fresh("t"), iv = fresh("i");
    Ctx inner = c;
    inner.topLevel = false;
    inner.fullWarp = false;
    inner.inGenericLoop = false;
    inner.depth = c.depth + 1;
    inner.mask = mv;
    line("{");
    ++indent_;
    line(fmt::format("unsigned {} = {};", mv, M));
    line(fmt::format("const unsigned {} = ({}) % 4u + 1u;", tv, expr(Ty::U32, c, 1)));
    line(fmt::format("for (unsigned {} = 0u;; ++{}) {{", iv, iv));
    ++indent_;
    line(fmt::format("{0} = __ballot_sync({0}, {1} < {2});", mv, iv, tv));
    line(fmt::format("if ({} >= {})", iv, tv));
    line("  break;");
    const size_t scope = vars_.size();
    vars_.push_back({tv, Ty::U32, true});
    vars_.push_back({iv, Ty::U32, true});
    block(inner, rng_.range(1, opts_.maxStmts / 2 + 1));
    vars_.resize(scope);
    --indent_;
    line("}");
    --indent_;
    line("}");
    return true;
  }
  }
}

bool Builder::callStmt(const Ctx &c) {
  if (funcs_.empty())
    return false;
  const Func &f = rng_.pick(funcs_);
  const unsigned d = std::max(1u, opts_.maxDepth);
  if (c.inFunction && (f.kind == Func::Struct || (f.kind == Func::Plain && !c.hasPtr)))
    return false;
  switch (f.kind) {
  case Func::Plain: {
    std::string ptr = "p";
    if (!c.inFunction) {
      static const std::vector<std::string> ptrs = {"p0", "p1", "sown", "gown", "loc + 4u"};
      ptr = rng_.pick(ptrs);
    }
    line(fmt::format("h = mix(h, {}({}, {}, {}, {}, {}));", f.name, expr(Ty::U32, c, d), expr(Ty::U64, c, d),
                     expr(Ty::F32, c, d), expr(Ty::F64, c, d), ptr));
    return true;
  }
  case Func::Recursive: {
    const std::string call = fmt::format("{}(({}) % 5u, {}, {})", f.name, expr(Ty::U32, c, 1),
                                         expr(Ty::U32, c, d), expr(Ty::U64, c, d));
    const Var *v = pickVar(Ty::U32, true);
    if (v && rng_.chance(1, 2))
      line(fmt::format("{} ^= {};", v->name, call));
    else
      line(fmt::format("h = mix(h, {});", call));
    return true;
  }
  case Func::Struct: line(fmt::format("rec = {}(rec, {});", f.name, expr(Ty::U32, c, d))); return true;
  }
  return false;
}

void Builder::function(unsigned k) {
  static const std::vector<std::string> attrs = {"__noinline__ ", "__forceinline__ ", ""};
  const std::string name = fmt::format("f{}", k);
  line(fmt::format(
      "static __device__ {}unsigned long long {}(unsigned a, unsigned long long b, float c, double d, "
      "unsigned *p) {{",
      rng_.pick(attrs), name));
  ++indent_;
  line(fmt::format("unsigned long long h = {};", constant(Ty::U64)));
  std::vector<Var> saved = std::move(vars_);
  vars_ = {{"a", Ty::U32}, {"b", Ty::U64}, {"c", Ty::F32}, {"d", Ty::F64}};
  Ctx fc;
  fc.inFunction = true;
  fc.hasPtr = true;
  fc.depth = 1;
  block(fc, rng_.range(1, opts_.maxStmts));
  hashScope(0);
  vars_ = std::move(saved);
  line("return h;");
  --indent_;
  line("}");
  funcs_.push_back({name, Func::Plain});
}

void Builder::recursiveFunction(unsigned k) {
  // n goes down by one per call and starts below 5, so at most 2^5 calls with two calls per level.
  const std::string name = fmt::format("r{}", k);
  line(fmt::format(
      "static __device__ __noinline__ unsigned {}(unsigned n, unsigned x, unsigned long long y) {{", name));
  ++indent_;
  line("if (n == 0u)");
  line(fmt::format("  return x ^ (unsigned)(y >> {});", rng_.below(40)));
  line("unsigned long long h = y;");
  std::vector<Var> saved = std::move(vars_);
  vars_ = {{"x", Ty::U32}, {"y", Ty::U64}, {"n", Ty::U32, true}};
  Ctx fc;
  fc.inFunction = true;
  fc.depth = opts_.maxDepth > 1 ? opts_.maxDepth - 1 : 1;
  block(fc, rng_.range(1, std::max(1u, opts_.maxStmts / 2)));
  vars_ = std::move(saved);
  if (rng_.chance(1, 2))
    line(fmt::format("return {0}(n - 1u, x + {1}u, h) ^ {0}(n - 1u, x * 3u, y);", name, rng_.below(100)));
  else
    line(fmt::format("return {}(n - 1u, x, h + {}ull) + (unsigned)h;", name, rng_.below(100)));
  --indent_;
  line("}");
  funcs_.push_back({name, Func::Recursive});
}

void Builder::structFunction(unsigned k) {
  const std::string name = fmt::format("s{}", k);
  line(fmt::format("static __device__ {}Rec {}(Rec r, unsigned k) {{",
                   rng_.chance(1, 2) ? "__noinline__ " : "", name));
  ++indent_;
  line("unsigned long long h = 0ull;");
  std::vector<Var> saved = std::move(vars_);
  vars_ = {{"k", Ty::U32}, {"r.a", Ty::U32}, {"r.b", Ty::U64}, {"r.c", Ty::F32}, {"r.e", Ty::F64}};
  Ctx fc;
  fc.inFunction = true;
  fc.depth = opts_.maxDepth;
  block(fc, rng_.range(1, std::max(1u, opts_.maxStmts / 2)));
  vars_ = std::move(saved);
  line("r.d = (unsigned short)(r.d + k);");
  line("r.b ^= h;");
  line("return r;");
  --indent_;
  line("}");
  funcs_.push_back({name, Func::Struct});
}

void Builder::functions() {
  const unsigned count = rng_.range(1, std::max(1u, opts_.maxFuncs));
  for (unsigned k = 0; k < count; ++k) {
    switch (rng_.below(3)) {
    case 0: recursiveFunction(k); break;
    case 1: structFunction(k); break;
    default: function(k);
    }
    text_ += '\n';
  }
}

} // namespace nvsim::fuzz
