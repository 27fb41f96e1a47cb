// Candidate executions: every path of every thread for the values its reads may see, every
// reads-from map consistent with those values, every coherence order (total for SC, partial for
// PTX, whose coherence only orders morally strong writes for sure), every order of fence.sc.
#include "tools/litmus/Enumerate.h"

#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>

namespace nvsim::litmus {

namespace {

using K = Event::Kind;

struct Trace {
  std::vector<Event> events; ///< thread-local indices in rmw and deps
  std::vector<int64_t> regs;
};

int64_t arith(Arith op, int64_t a, int64_t b) {
  switch (op) {
  case Arith::Mov: return a;
  case Arith::Add: return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b));
  case Arith::Sub: return static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b));
  case Arith::Mul: return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
  case Arith::Div: return b == 0 || (a == INT64_MIN && b == -1) ? 0 : a / b;
  case Arith::And: return a & b;
  case Arith::Or: return a | b;
  case Arith::Xor: return a ^ b;
  }
  return 0;
}

bool compare(Cmp c, int64_t a, int64_t b) {
  switch (c) {
  case Cmp::Eq: return a == b;
  case Cmp::Ne: return a != b;
  case Cmp::Lt: return a < b;
  case Cmp::Gt: return a > b;
  case Cmp::Le: return a <= b;
  case Cmp::Ge: return a >= b;
  }
  return false;
}

/// Every path of thread `ti` when each read may return any value of `values[loc]`.
class ThreadRunner {
public:
  ThreadRunner(const Thread &th, const std::vector<std::set<int64_t>> &values, const Bounds &b)
      : th_(th), values_(values), bounds_(b) {}

  std::vector<Trace> run() {
    State s;
    s.regs = th_.regInit;
    s.regDeps.assign(th_.regs.size(), 0);
    step(s);
    return std::move(out_);
  }
  bool cut = false;

private:
  struct State {
    int pc = 0, steps = 0, backJumps = 0;
    std::vector<int64_t> regs;
    std::vector<uint64_t> regDeps;
    uint64_t ctrl = 0;
    std::vector<Event> events;
  };
  const Thread &th_;
  const std::vector<std::set<int64_t>> &values_;
  const Bounds &bounds_;
  std::vector<Trace> out_;

  /// Takes a jump; false (the path is cut) past the bound on backward jumps (loop iterations).
  bool jump(State &s, int target) {
    if (target <= s.pc && ++s.backJumps > bounds_.maxBackJumps) {
      cut = true;
      return false;
    }
    s.pc = target;
    return true;
  }

  int64_t val(const State &s, Operand o) const { return o.reg >= 0 ? s.regs[o.reg] : o.imm; }
  uint64_t deps(const State &s, Operand o) const { return o.reg >= 0 ? s.regDeps[o.reg] : 0; }

  uint64_t bitOf(const State &s) const {
    if (s.events.size() >= kMaxEvents)
      throw LitmusBound(fmt::format("thread {} has more than {} events on one path", th_.name, kMaxEvents));
    return uint64_t{1} << s.events.size();
  }

  void step(State s) {
    while (s.pc < static_cast<int>(th_.code.size())) {
      if (++s.steps > bounds_.maxStepsPerThread) {
        cut = true;
        return;
      }
      const Instr &in = th_.code[s.pc];
      Event e;
      e.instr = s.pc;
      e.loc = in.loc;
      e.scope = in.scope;
      switch (in.op) {
      case Op::Label: break;
      case Op::Goto:
        if (!jump(s, in.target))
          return;
        continue;
      case Op::Branch:
        s.ctrl |= deps(s, in.a) | deps(s, in.b);
        if (compare(in.cmp, val(s, in.a), val(s, in.b))) {
          if (!jump(s, in.target))
            return;
          continue;
        }
        break;
      case Op::Local:
        s.regs[in.dst] = arith(in.arith, val(s, in.a), in.arith == Arith::Mov ? 0 : val(s, in.b));
        s.regDeps[in.dst] = deps(s, in.a) | deps(s, in.b);
        break;
      case Op::Store:
        e.kind = K::Write;
        e.sem = in.sem;
        e.value = val(s, in.a);
        e.deps = s.ctrl | deps(s, in.a);
        s.events.push_back(e);
        break;
      case Op::Fence:
        e.kind = K::Fence;
        e.sem = in.sem;
        e.deps = s.ctrl;
        s.events.push_back(e);
        break;
      case Op::Barrier: {
        e.kind = K::Barrier;
        e.arrive = in.arrive;
        e.barrierKey = in.hasId ? (int64_t{1} << 40) + val(s, in.a) : in.instance;
        e.quorum = in.hasQuorum ? std::max<int64_t>(val(s, in.b), 1) : 0;
        for (const Event &o : s.events)
          if (o.kind == K::Barrier && o.barrierKey == e.barrierKey)
            ++e.barrierOrdinal;
        e.deps = s.ctrl;
        s.events.push_back(e);
        break;
      }
      case Op::Load:
      case Op::Atom:
      case Op::Exch:
      case Op::Cas:
      case Op::Red:
        for (int64_t v : values_[in.loc]) {
          State b = s;
          access(b, in, v);
          b.pc++;
          step(std::move(b));
        }
        return;
      }
      s.pc++;
    }
    out_.push_back({std::move(s.events), std::move(s.regs)});
  }

  /// A load or the two halves of a read-modify-write, reading `v`.
  void access(State &s, const Instr &in, int64_t v) {
    Event r;
    r.kind = K::Read;
    r.instr = s.pc;
    r.loc = in.loc;
    r.value = v;
    r.scope = in.scope;
    r.deps = s.ctrl;
    uint64_t rbit = bitOf(s);
    if (in.op == Op::Load) {
      r.sem = in.sem;
      s.events.push_back(r);
      s.regs[in.dst] = v;
      s.regDeps[in.dst] = rbit;
      return;
    }
    r.sem = (in.sem == Sem::Acquire || in.sem == Sem::AcqRel) ? Sem::Acquire : Sem::Relaxed;
    Event w = r;
    w.kind = K::Write;
    w.sem = (in.sem == Sem::Release || in.sem == Sem::AcqRel) ? Sem::Release : Sem::Relaxed;
    bool writes = true;
    switch (in.op) {
    case Op::Atom:
    case Op::Red:
      w.value = arith(in.arith, v, val(s, in.a));
      w.deps = s.ctrl | deps(s, in.a) | rbit;
      break;
    case Op::Exch:
      w.value = val(s, in.a);
      w.deps = s.ctrl | deps(s, in.a);
      break;
    case Op::Cas:
      writes = v == val(s, in.a);
      w.value = val(s, in.b);
      w.deps = s.ctrl | deps(s, in.a) | deps(s, in.b) | rbit;
      break;
    default: break;
    }
    int ri = static_cast<int>(s.events.size());
    if (writes)
      r.rmw = ri + 1;
    s.events.push_back(r);
    if (writes) {
      bitOf(s);
      w.rmw = ri;
      s.events.push_back(w);
    }
    if (in.dst >= 0) {
      s.regs[in.dst] = v;
      s.regDeps[in.dst] = rbit;
    }
  }
};

int64_t termValue(const Cond::Term &term, const std::vector<const Trace *> &traces, const Execution &x) {
  if (term.reg >= 0)
    return traces[term.thread]->regs[term.reg];
  if (term.loc >= 0)
    return x.events[x.finalWrite[term.loc]].value;
  return term.imm;
}

bool evalCond(const Cond *c, const std::vector<const Trace *> &traces, const Execution &x) {
  if (!c)
    return true;
  switch (c->kind) {
  case Cond::Kind::True: return true;
  case Cond::Kind::And: return evalCond(c->lhs.get(), traces, x) && evalCond(c->rhs.get(), traces, x);
  case Cond::Kind::Or: return evalCond(c->lhs.get(), traces, x) || evalCond(c->rhs.get(), traces, x);
  case Cond::Kind::Not: return !evalCond(c->lhs.get(), traces, x);
  case Cond::Kind::Compare:
    return compare(c->cmp, termValue(c->left, traces, x), termValue(c->right, traces, x));
  }
  return false;
}

void collectTerms(const Cond *c, std::vector<Cond::Term> &out) {
  if (!c)
    return;
  if (c->kind == Cond::Kind::Compare) {
    for (const Cond::Term *t : {&c->left, &c->right})
      if (t->reg >= 0 || t->loc >= 0)
        out.push_back(*t);
    return;
  }
  collectTerms(c->lhs.get(), out);
  collectTerms(c->rhs.get(), out);
}

/// What an outcome shows: every register a thread reads into (in thread order), then the
/// registers and locations the condition or `locations [...]` name.
std::vector<Cond::Term> observedTerms(const Test &t) {
  std::vector<Cond::Term> out;
  auto add = [&out](const Cond::Term &term) {
    for (const auto &o : out)
      if (o.thread == term.thread && o.reg == term.reg && o.loc == term.loc)
        return;
    out.push_back(term);
  };
  for (size_t ti = 0; ti < t.threads.size(); ++ti)
    for (const Instr &in : t.threads[ti].code)
      if (in.dst >= 0 && in.op != Op::Local)
        add({static_cast<int>(ti), in.dst, -1, 0});
  std::vector<Cond::Term> named = t.observed;
  collectTerms(t.cond.get(), named);
  for (const auto &term : named)
    add(term);
  return out;
}

class Enumerator {
public:
  Enumerator(const Test &t, const Bounds &b) : t_(t), b_(b) {}

  Enumeration run() {
    terms_ = observedTerms(t_);
    for (const auto &term : terms_)
      result_.observedNames.push_back(term.loc >= 0 ? t_.locs[term.loc].name
                                                    : t_.threads[term.thread].name + ":" +
                                                          t_.threads[term.thread].regs[term.reg]);
    computeTraces();
    computeLaterWrites();
    std::vector<const Trace *> pick(t_.threads.size());
    product(0, pick);
    for (auto &[values, o] : outcomes_) {
      o.values = values;
      result_.outcomes.push_back(std::move(o));
    }
    return std::move(result_);
  }

private:
  const Test &t_;
  const Bounds &b_;
  Enumeration result_;
  std::vector<Cond::Term> terms_;
  std::vector<std::vector<Trace>> traces_;
  std::map<std::vector<int64_t>, Outcome> outcomes_;

  /// The values each location may hold grow until no path writes a new one, or for as many
  /// rounds as the test has writing instructions: a value that needs a longer chain of writes
  /// (each reading the last) would be one out of thin air, which No-Thin-Air forbids anyway.
  void computeTraces() {
    std::vector<std::set<int64_t>> values(t_.locs.size());
    for (size_t l = 0; l < t_.locs.size(); ++l)
      values[l].insert(t_.locs[l].init);
    int writers = 0;
    for (const Thread &th : t_.threads)
      for (const Instr &in : th.code)
        writers += in.op == Op::Store || in.op == Op::Atom || in.op == Op::Red || in.op == Op::Cas ||
                   in.op == Op::Exch;
    for (int round = 0;; ++round) {
      traces_.clear();
      for (const Thread &th : t_.threads) {
        ThreadRunner runner(th, values, b_);
        traces_.push_back(runner.run());
        result_.pathsCut |= runner.cut;
      }
      bool grew = false;
      for (const auto &ts : traces_)
        for (const Trace &tr : ts)
          for (const Event &e : tr.events)
            if (e.kind == K::Write && values[e.loc].insert(e.value).second) {
              grew = true;
              if (static_cast<int>(values[e.loc].size()) > b_.maxValuesPerLocation)
                throw LitmusBound(fmt::format("location `{}` may hold more than {} values",
                                              t_.locs[e.loc].name, b_.maxValuesPerLocation));
            }
      if (!grew || round >= writers)
        return;
    }
  }

  /// Values some path of thread `ti` or a later thread writes to each location.
  std::vector<std::vector<std::set<int64_t>>> laterWrites_;

  void computeLaterWrites() {
    size_t n = t_.threads.size();
    laterWrites_.assign(n + 1, std::vector<std::set<int64_t>>(t_.locs.size()));
    for (size_t l = 0; l < t_.locs.size(); ++l)
      laterWrites_[n][l].insert(t_.locs[l].init);
    for (size_t ti = n; ti-- > 0;) {
      laterWrites_[ti] = laterWrites_[ti + 1];
      for (const Trace &tr : traces_[ti])
        for (const Event &e : tr.events)
          if (e.kind == K::Write)
            laterWrites_[ti][e.loc].insert(e.value);
    }
  }

  /// Whether every read of the traces chosen so far may still find a write of its value.
  bool feasible(const std::vector<const Trace *> &pick, size_t chosen) const {
    const auto &later = laterWrites_[chosen];
    for (size_t ti = 0; ti < chosen; ++ti)
      for (const Event &e : pick[ti]->events) {
        if (e.kind != K::Read || later[e.loc].count(e.value))
          continue;
        bool found = false;
        for (size_t tj = 0; tj < chosen && !found; ++tj)
          for (const Event &w : pick[tj]->events)
            if (w.kind == K::Write && w.loc == e.loc && w.value == e.value) {
              found = true;
              break;
            }
        if (!found)
          return false;
      }
    return true;
  }

  void product(size_t ti, std::vector<const Trace *> &pick) {
    if (ti == pick.size()) {
      combine(pick);
      return;
    }
    for (const Trace &tr : traces_[ti]) {
      pick[ti] = &tr;
      if (feasible(pick, ti + 1))
        product(ti + 1, pick);
    }
  }

  void combine(const std::vector<const Trace *> &pick) {
    Execution x;
    for (size_t l = 0; l < t_.locs.size(); ++l) {
      Event init;
      init.kind = K::Write;
      init.loc = static_cast<int>(l);
      init.value = t_.locs[l].init;
      x.events.push_back(init);
    }
    for (size_t ti = 0; ti < pick.size(); ++ti) {
      int offset = x.n();
      if (offset + static_cast<int>(pick[ti]->events.size()) > kMaxEvents)
        throw LitmusBound(fmt::format("a candidate execution has more than {} events", kMaxEvents));
      for (Event e : pick[ti]->events) {
        e.thread = static_cast<int>(ti);
        if (e.rmw >= 0)
          e.rmw += offset;
        e.deps <<= offset;
        x.events.push_back(e);
      }
    }
    x.rf.assign(x.n(), -1);
    std::vector<int> reads;
    std::vector<std::vector<int>> sources;
    for (int i = 0; i < x.n(); ++i) {
      if (x.events[i].kind != K::Read)
        continue;
      reads.push_back(i);
      sources.emplace_back();
      for (int j = 0; j < x.n(); ++j)
        if (x.events[j].kind == K::Write && x.events[j].loc == x.events[i].loc &&
            x.events[j].value == x.events[i].value && j != x.events[i].rmw)
          sources.back().push_back(j);
      if (sources.back().empty())
        return; // some read sees a value no write of this combination writes
    }
    // Morally strong pairs depend on the events only: their writes must be ordered by coherence.
    PtxRelations base = ptxRelations(t_, x);
    chooseRf(x, pick, reads, sources, 0, base.ms);
  }

  void chooseRf(Execution &x, const std::vector<const Trace *> &pick, const std::vector<int> &reads,
                const std::vector<std::vector<int>> &sources, size_t k, const Rel &ms) {
    if (k == reads.size()) {
      chooseArrivals(x, pick, ms);
      return;
    }
    for (int w : sources[k]) {
      x.rf[reads[k]] = w;
      chooseRf(x, pick, reads, sources, k + 1, ms);
    }
  }

  /// Barriers with a thread count: every arrival order of each group (same CTA and key); a group
  /// that fewer threads reach than its count never completes, so the execution does not finish.
  void chooseArrivals(Execution &x, const std::vector<const Trace *> &pick, const Rel &ms) {
    std::vector<std::vector<int>> groups;
    for (int i = 0; i < x.n(); ++i) {
      const Event &e = x.events[i];
      if (e.kind != K::Barrier || e.quorum == 0)
        continue;
      const Thread &te = t_.threads[e.thread];
      bool placed = false;
      for (auto &g : groups) {
        const Event &f = x.events[g[0]];
        const Thread &tf = t_.threads[f.thread];
        if (tf.cta == te.cta && tf.gpu == te.gpu && f.barrierKey == e.barrierKey &&
            f.barrierOrdinal == e.barrierOrdinal) {
          g.push_back(i);
          placed = true;
          break;
        }
      }
      if (!placed)
        groups.push_back({i});
    }
    for (const auto &g : groups)
      for (int i : g)
        if (static_cast<int64_t>(g.size()) < x.events[i].quorum)
          return;
    std::function<void(size_t)> order = [&](size_t k) {
      if (k == groups.size()) {
        checkSc(x, pick);
        checkPtx(x, pick, ms);
        return;
      }
      std::vector<int> perm = groups[k];
      do {
        for (size_t p = 0; p < perm.size(); ++p)
          x.events[perm[p]].arrival = static_cast<int>(p);
        order(k + 1);
      } while (std::next_permutation(perm.begin(), perm.end()));
    };
    order(0);
  }

  std::vector<std::vector<int>> writesByLocation(const Execution &x) const {
    std::vector<std::vector<int>> w(t_.locs.size());
    for (int i = static_cast<int>(t_.locs.size()); i < x.n(); ++i)
      if (x.events[i].kind == K::Write)
        w[x.events[i].loc].push_back(i);
    return w;
  }

  void count(uint64_t &counter) {
    ++counter;
    if (result_.scCandidates + result_.ptxCandidates > b_.maxCandidates)
      throw LitmusBound(fmt::format("more than {} candidate executions", b_.maxCandidates));
  }

  std::vector<int64_t> outcomeOf(const Execution &x, const std::vector<const Trace *> &pick) const {
    std::vector<int64_t> v;
    for (const auto &term : terms_)
      v.push_back(termValue(term, pick, x));
    return v;
  }

  Outcome &outcomeFor(const Execution &x, const std::vector<const Trace *> &pick) {
    Outcome &o = outcomes_[outcomeOf(x, pick)];
    o.condition = evalCond(t_.cond.get(), pick, x);
    return o;
  }

  /// SC: every total coherence order per location (the initial write first).
  void checkSc(Execution &x, const std::vector<const Trace *> &pick) {
    auto writes = writesByLocation(x);
    for (auto &w : writes)
      std::sort(w.begin(), w.end());
    std::function<void(size_t)> perLoc = [&](size_t l) {
      if (l == writes.size()) {
        x.co = Rel{};
        x.finalWrite.assign(t_.locs.size(), -1);
        for (size_t m = 0; m < writes.size(); ++m) {
          std::vector<int> order{static_cast<int>(m)};
          order.insert(order.end(), writes[m].begin(), writes[m].end());
          for (size_t i = 0; i < order.size(); ++i)
            for (size_t j = i + 1; j < order.size(); ++j)
              x.co.set(order[i], order[j]);
          x.finalWrite[m] = order.back();
        }
        count(result_.scCandidates);
        Outcome &o = outcomeFor(x, pick);
        if (scAllowed(t_, x))
          o.sc = true;
        else if (!o.scRejected)
          o.scRejected = x;
        return;
      }
      do
        perLoc(l + 1);
      while (std::next_permutation(writes[l].begin(), writes[l].end()));
    };
    perLoc(0);
  }

  /// PTX: every partial coherence order that orders the morally strong pairs, every total order
  /// of the fence.sc events, and every write without a coherence successor as the final one.
  void checkPtx(Execution &x, const std::vector<const Trace *> &pick, const Rel &ms) {
    auto writes = writesByLocation(x);
    std::vector<std::pair<int, int>> pairs;
    for (const auto &w : writes)
      for (size_t i = 0; i < w.size(); ++i)
        for (size_t j = i + 1; j < w.size(); ++j)
          pairs.emplace_back(w[i], w[j]);
    std::vector<int> fences;
    for (int i = 0; i < x.n(); ++i)
      if (x.events[i].kind == K::Fence && x.events[i].sem == Sem::Sc)
        fences.push_back(i);
    std::vector<int> choice(pairs.size(), 0); // 0 unordered, 1 first before second, 2 after
    std::function<void(size_t)> pairStep = [&](size_t k) {
      if (k < pairs.size()) {
        auto [a, b] = pairs[k];
        for (int c = ms.has(a, b) ? 1 : 0; c < 3; ++c) {
          choice[k] = c;
          pairStep(k + 1);
        }
        return;
      }
      Rel co;
      for (int l = 0; l < static_cast<int>(writes.size()); ++l)
        for (int w : writes[l])
          co.set(l, w);
      for (size_t p = 0; p < pairs.size(); ++p)
        if (choice[p] == 1)
          co.set(pairs[p].first, pairs[p].second);
        else if (choice[p] == 2)
          co.set(pairs[p].second, pairs[p].first);
      co = co.plus(x.n());
      if (!co.irreflexive(x.n()))
        return;
      for (size_t p = 0; p < pairs.size(); ++p) // each partial order once: no implied edge left "unordered"
        if (choice[p] == 0 &&
            (co.has(pairs[p].first, pairs[p].second) || co.has(pairs[p].second, pairs[p].first)))
          return;
      x.co = co;
      std::vector<int> order = fences;
      do {
        x.sfo = Rel{};
        for (size_t i = 0; i < order.size(); ++i)
          for (size_t j = i + 1; j < order.size(); ++j)
            x.sfo.set(order[i], order[j]);
        judgePtx(x, pick, writes);
      } while (std::next_permutation(order.begin(), order.end()));
    };
    pairStep(0);
  }

  void judgePtx(Execution &x, const std::vector<const Trace *> &pick,
                const std::vector<std::vector<int>> &writes) {
    count(result_.ptxCandidates);
    PtxRelations r = ptxRelations(t_, x);
    unsigned bad = ptxViolations(t_, x, r);
    x.finalWrite.assign(t_.locs.size(), -1);
    std::function<void(size_t)> finals = [&](size_t l) {
      if (l == writes.size()) {
        Outcome &o = outcomeFor(x, pick);
        if (!bad) {
          o.ptx = true;
          if (!o.ptxAllowed)
            o.ptxAllowed = x;
        } else if (!o.ptxRejected || __builtin_popcount(bad) < __builtin_popcount(o.ptxRejectedAxioms)) {
          o.ptxRejected = x;
          o.ptxRejectedAxioms = bad;
        }
        return;
      }
      bool any = false;
      for (int w : writes[l]) {
        bool last = true;
        for (int v : writes[l])
          last &= !x.co.has(w, v);
        if (last) {
          any = true;
          x.finalWrite[l] = w;
          finals(l + 1);
        }
      }
      if (!any) { // only the initial write
        x.finalWrite[l] = static_cast<int>(l);
        finals(l + 1);
      }
    };
    finals(0);
  }
};

} // namespace

Enumeration enumerate(const Test &t, const Bounds &bounds) { return Enumerator(t, bounds).run(); }

bool conditionReachable(const Test &t, const Enumeration &e, bool underPtx) {
  for (const Outcome &o : e.outcomes) {
    if (!(underPtx ? o.ptx : o.sc))
      continue;
    if (t.quantifier == Quantifier::Forall ? !o.condition : o.condition)
      return true;
  }
  return false;
}

} // namespace nvsim::litmus
