// Explanations: names of events, cycles as text, and fixes found by changing the test and
// enumerating it again (so a suggested fix is one the model itself confirms).
#include "tools/litmus/Explain.h"

#include <fmt/format.h>

#include <algorithm>

namespace nvsim::litmus {

std::string eventName(const Test &t, const Execution &x, int e) {
  const Event &ev = x.events[e];
  if (ev.thread < 0)
    return fmt::format("init {} = {}", t.locs[ev.loc].name, ev.value);
  const Thread &th = t.threads[ev.thread];
  const Instr &in = th.code[ev.instr];
  std::string s = fmt::format("{}:{}", th.name, in.text);
  if (ev.rmw >= 0)
    s += ev.kind == Event::Kind::Read ? " [read]" : " [write]";
  if (ev.kind == Event::Kind::Read)
    s += fmt::format(" (reads {})", ev.value);
  return s;
}

std::string cycleText(const Test &t, const Execution &x, const std::vector<Step> &steps) {
  if (steps.empty())
    return "";
  std::string s = eventName(t, x, steps.front().from);
  for (const Step &st : steps)
    s += fmt::format(" -{}-> {}", st.label, eventName(t, x, st.to));
  return s;
}

namespace {

std::unique_ptr<Cond> cloneCond(const Cond *c) {
  if (!c)
    return nullptr;
  auto n = std::make_unique<Cond>();
  n->kind = c->kind;
  n->cmp = c->cmp;
  n->left = c->left;
  n->right = c->right;
  n->lhs = cloneCond(c->lhs.get());
  n->rhs = cloneCond(c->rhs.get());
  return n;
}

/// The narrowest scope that includes every thread of the test.
Scope commonScope(const Test &t) {
  bool oneGpu = true, oneCta = true;
  for (const Thread &th : t.threads) {
    oneGpu &= th.gpu == t.threads[0].gpu;
    oneCta &= th.gpu == t.threads[0].gpu && th.cta == t.threads[0].cta;
  }
  return oneCta ? Scope::Cta : oneGpu ? Scope::Gpu : Scope::Sys;
}

bool outcomeAllowed(const Test &t, const std::vector<int64_t> &outcome) {
  Bounds b;
  b.maxCandidates = 200'000;
  try {
    Enumeration e = enumerate(t, b);
    for (const Outcome &o : e.outcomes)
      if (o.values == outcome)
        return o.ptx;
    return false;
  } catch (const LitmusBound &) {
    return true; // too large to tell: not offered as a fix
  }
}

/// Inserts `fence` after instruction `after` of thread `ti`, keeping branch targets right.
void insertAfter(Thread &th, int after, const Instr &fence) {
  for (Instr &in : th.code)
    if (in.target > after)
      ++in.target;
  th.code.insert(th.code.begin() + after + 1, fence);
}

} // namespace

Test cloneTest(const Test &t) {
  Test c;
  c.file = t.file;
  c.name = t.name;
  c.doc = t.doc;
  c.locs = t.locs;
  c.threads = t.threads;
  c.quantifier = t.quantifier;
  c.cond = cloneCond(t.cond.get());
  c.condText = t.condText;
  c.observed = t.observed;
  return c;
}

std::vector<Fix> fixesFor(const Test &t, const Execution &x, const std::vector<int64_t> &outcome) {
  std::vector<Fix> fixes;
  const Scope scope = commonScope(t);
  const std::string sc(scopeName(scope));
  // The program-order edges of the cycle that SC forbids: what a fence or ordering must keep.
  std::vector<Step> cycle = scCycle(t, x);
  std::vector<std::pair<int, int>> edges;
  for (const Step &s : cycle)
    if (s.label == "po")
      edges.emplace_back(s.from, s.to);
  auto hasFence = [&](int a, int b, Sem sem) {
    const Event &ea = x.events[a], &eb = x.events[b];
    for (int i = ea.instr + 1; i < eb.instr; ++i) {
      const Instr &in = t.threads[ea.thread].code[i];
      if (in.op == Op::Fence && (in.sem == Sem::Sc || in.sem == sem) && in.scope >= scope)
        return true;
    }
    return false;
  };
  auto describe = [&](const std::string &what, Sem sem) {
    std::string where;
    for (auto [a, b] : edges)
      if (!hasFence(a, b, sem))
        where += fmt::format("{}between `{}` and `{}` in {}", where.empty() ? "" : "; ",
                             t.threads[x.events[a].thread].code[x.events[a].instr].text,
                             t.threads[x.events[b].thread].code[x.events[b].instr].text,
                             t.threads[x.events[a].thread].name);
    return fmt::format("{} {}", what, where);
  };
  auto withFences = [&](Sem sem) {
    Test c = cloneTest(t);
    Instr fence;
    fence.op = Op::Fence;
    fence.sem = sem;
    fence.scope = scope;
    fence.text = fmt::format("fence.{}.{}", semName(sem), sc);
    // Insert from the last instruction backwards so that earlier indices stay valid; a pair that
    // already has such a fence between its accesses needs none.
    std::vector<std::pair<int, int>> at;
    for (auto [a, b] : edges)
      if (!hasFence(a, b, sem) &&
          std::find(at.begin(), at.end(), std::make_pair(x.events[a].thread, x.events[a].instr)) == at.end())
        at.emplace_back(x.events[a].thread, x.events[a].instr);
    std::sort(at.rbegin(), at.rend());
    for (auto [ti, ii] : at)
      insertAfter(c.threads[ti], ii, fence);
    return c;
  };
  if (!edges.empty()) {
    if (!outcomeAllowed(withFences(Sem::AcqRel), outcome))
      fixes.push_back({"fence.acq_rel", describe(fmt::format("a fence.acq_rel.{}", sc), Sem::AcqRel)});
    // release on the later write, acquire on the earlier read of each program-order edge.
    Test c = cloneTest(t);
    bool possible = true;
    std::vector<std::string> changes;
    for (auto [a, b] : edges) {
      const Event &ea = x.events[a], &eb = x.events[b];
      Instr &ia = c.threads[ea.thread].code[ea.instr];
      Instr &ib = c.threads[eb.thread].code[eb.instr];
      if (ea.kind == Event::Kind::Read && ia.op == Op::Load) {
        ia.sem = Sem::Acquire;
        ia.scope = scope;
        changes.push_back(fmt::format("`{}` as ld.acquire.{}", ia.text, sc));
      } else if (eb.kind == Event::Kind::Write && ib.op == Op::Store) {
        ib.sem = Sem::Release;
        ib.scope = scope;
        changes.push_back(fmt::format("`{}` as st.release.{}", ib.text, sc));
      } else {
        possible = false;
      }
    }
    if (possible && !outcomeAllowed(c, outcome)) {
      std::string text;
      for (const auto &ch : changes)
        text += (text.empty() ? "" : ", ") + ch;
      fixes.push_back({"release-acquire", text});
    }
  }
  // Scopes too narrow for the threads that communicate.
  {
    Test c = cloneTest(t);
    bool changed = false;
    for (Thread &th : c.threads)
      for (Instr &in : th.code)
        if (in.scope != Scope::None && in.scope < scope) {
          in.scope = scope;
          changed = true;
        }
    if (changed && !outcomeAllowed(c, outcome))
      fixes.push_back({"scope", fmt::format("every .cta{} scope widened to .{}",
                                            scope == Scope::Sys ? "/.gpu" : "", sc)});
  }
  if (!edges.empty() && fixes.empty() && !outcomeAllowed(withFences(Sem::Sc), outcome))
    fixes.push_back({"fence.sc", describe(fmt::format("a fence.sc.{}", sc), Sem::Sc)});
  return fixes;
}

} // namespace nvsim::litmus
