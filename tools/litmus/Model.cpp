// The PTX memory model's relations and axioms, and sequential consistency, over one candidate
// execution. The definitions follow the PTX ISA's "Memory Consistency Model" chapter and its
// formalisation (ASPLOS 2019); docs/memory-model.md lists them with the choices made here.
#include "tools/litmus/Model.h"

#include <algorithm>
#include <deque>

namespace nvsim::litmus {

Rel &Rel::operator|=(const Rel &o) {
  for (int i = 0; i < kMaxEvents; ++i)
    row[i] |= o.row[i];
  return *this;
}
Rel Rel::operator|(const Rel &o) const {
  Rel r = *this;
  return r |= o;
}
Rel Rel::operator&(const Rel &o) const {
  Rel r;
  for (int i = 0; i < kMaxEvents; ++i)
    r.row[i] = row[i] & o.row[i];
  return r;
}
Rel Rel::minus(const Rel &o) const {
  Rel r;
  for (int i = 0; i < kMaxEvents; ++i)
    r.row[i] = row[i] & ~o.row[i];
  return r;
}
Rel Rel::then(const Rel &o, int n) const {
  Rel r;
  for (int i = 0; i < n; ++i)
    for (uint64_t m = row[i]; m; m &= m - 1)
      r.row[i] |= o.row[__builtin_ctzll(m)];
  return r;
}
Rel Rel::inverse(int n) const {
  Rel r;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      if (has(i, j))
        r.set(j, i);
  return r;
}
Rel Rel::plus(int n) const {
  Rel r = *this;
  for (int k = 0; k < n; ++k)
    for (int i = 0; i < n; ++i)
      if (r.has(i, k))
        r.row[i] |= r.row[k];
  return r;
}
bool Rel::irreflexive(int n) const {
  for (int i = 0; i < n; ++i)
    if (has(i, i))
      return false;
  return true;
}
bool Rel::empty(int n) const {
  for (int i = 0; i < n; ++i)
    if (row[i])
      return false;
  return true;
}

std::string_view axiomName(Axiom a) {
  switch (a) {
  case Axiom::Coherence: return "Coherence";
  case Axiom::FenceSC: return "Fence-SC";
  case Axiom::Atomicity: return "Atomicity";
  case Axiom::NoThinAir: return "No-Thin-Air";
  case Axiom::ScPerLocation: return "SC-per-Location";
  case Axiom::Causality: return "Causality";
  case Axiom::Count: break;
  }
  return "";
}

namespace {

using K = Event::Kind;

bool isMem(const Event &e) { return e.kind == K::Read || e.kind == K::Write; }

bool isStrong(const Event &e) {
  if (e.thread < 0)
    return false;
  switch (e.kind) {
  case K::Read: return e.sem == Sem::Relaxed || e.sem == Sem::Acquire;
  case K::Write: return e.sem == Sem::Relaxed || e.sem == Sem::Release;
  case K::Fence: return true;
  case K::Barrier: return false;
  }
  return false;
}

/// NOTE: fence.sc counts as a fence.acq_rel too (it is the stronger fence; PTX's memory order
/// qualifiers are monotonic), so a fence.sc heads a release pattern and ends an acquire pattern.
bool isAcqRelFence(const Event &e) {
  return e.kind == K::Fence && (e.sem == Sem::AcqRel || e.sem == Sem::Sc);
}

/// Whether `a`'s scope includes the thread that executes `b`.
bool inScope(const Test &t, const Event &a, const Event &b) {
  if (a.thread < 0 || b.thread < 0)
    return false;
  const Thread &ta = t.threads[a.thread], &tb = t.threads[b.thread];
  switch (a.scope) {
  case Scope::None: return false;
  case Scope::Cta: return ta.cta == tb.cta && ta.gpu == tb.gpu;
  case Scope::Gpu: return ta.gpu == tb.gpu;
  case Scope::Sys: return true;
  }
  return false;
}

Rel identityOn(const Execution &x, bool (*pred)(const Event &)) {
  Rel r;
  for (int i = 0; i < x.n(); ++i)
    if (pred(x.events[i]))
      r.set(i, i);
  return r;
}

Rel programOrder(const Execution &x) {
  Rel po;
  for (int i = 0; i < x.n(); ++i)
    for (int j = i + 1; j < x.n(); ++j)
      if (x.events[i].thread >= 0 && x.events[i].thread == x.events[j].thread)
        po.set(i, j);
  return po;
}

Rel sameLocation(const Execution &x) {
  Rel r;
  for (int i = 0; i < x.n(); ++i)
    for (int j = 0; j < x.n(); ++j)
      if (isMem(x.events[i]) && isMem(x.events[j]) && x.events[i].loc == x.events[j].loc)
        r.set(i, j);
  return r;
}

Rel readsFrom(const Execution &x) {
  Rel rf;
  for (int i = 0; i < x.n(); ++i)
    if (x.rf[i] >= 0)
      rf.set(x.rf[i], i);
  return rf;
}

/// Barriers that synchronise (PTX's syncbar & same CTA): the k-th barrier of one key in one
/// thread with the k-th of the same key in another thread of the CTA; `bar.arrive` does not wait,
/// so nothing orders it after the other thread's barrier.
Rel barrierSync(const Test &t, const Execution &x) {
  Rel r;
  for (int i = 0; i < x.n(); ++i)
    for (int j = 0; j < x.n(); ++j) {
      const Event &a = x.events[i], &b = x.events[j];
      if (a.kind != K::Barrier || b.kind != K::Barrier || a.thread == b.thread || b.arrive)
        continue;
      const Thread &ta = t.threads[a.thread], &tb = t.threads[b.thread];
      if (ta.cta != tb.cta || ta.gpu != tb.gpu || a.barrierKey != b.barrierKey ||
          a.barrierOrdinal != b.barrierOrdinal)
        continue;
      // With a thread count q, b waits until q threads have arrived: it is ordered after the
      // arrivals up to its own or the q-th, whichever is later.
      if (b.quorum > 0 && a.arrival > std::max<int64_t>(b.arrival, b.quorum - 1))
        continue;
      r.set(i, j);
    }
  return r;
}

/// Breadth-first search for the shortest cycle in the union of labelled relations.
std::vector<Step> shortestCycle(int n, const std::vector<std::pair<const Rel *, std::string>> &edges) {
  std::vector<Step> best;
  for (int s = 0; s < n; ++s) {
    std::vector<int> parent(n, -2), via(n, -1);
    std::deque<int> q{s};
    parent[s] = -1;
    int closing = -1, closingLabel = -1;
    while (!q.empty() && closing < 0) {
      int u = q.front();
      q.pop_front();
      for (size_t k = 0; k < edges.size() && closing < 0; ++k)
        for (int v = 0; v < n; ++v) {
          if (!edges[k].first->has(u, v))
            continue;
          if (v == s) {
            closing = u;
            closingLabel = static_cast<int>(k);
            break;
          }
          if (parent[v] == -2) {
            parent[v] = u;
            via[v] = static_cast<int>(k);
            q.push_back(v);
          }
        }
    }
    if (closing < 0)
      continue;
    std::vector<Step> cycle{{closing, s, edges[closingLabel].second}};
    for (int v = closing; v != s; v = parent[v])
      cycle.insert(cycle.begin(), Step{parent[v], v, edges[via[v]].second});
    if (best.empty() || cycle.size() < best.size())
      best = cycle;
  }
  return best;
}

/// The path from `from` to `to` that makes cause(from, to): a word of
/// observation? (po? ((sync | fence-sc | barrier) po?)+  |  po-loc after an observation).
std::vector<Step> causePath(const Execution &x, const PtxRelations &r, int from, int to) {
  // States: 0 start, 1 after observation, 2 after the leading po, 3 after a synchronisation,
  // 4 after a trailing po, 5 after observation;po-loc. Accepting: 3, 4, 5.
  struct Edge {
    const Rel *rel;
    const char *label;
    int fromState, toState;
  };
  const Edge table[] = {
      {&r.obs, "observation", 0, 1}, {&r.po, "po", 0, 2}, {&r.poLoc, "po-loc", 1, 5},
      {&r.po, "po", 1, 2},           {&r.po, "po", 3, 4},
  };
  const Rel *syncs[] = {&r.sync, &r.syncFence, &r.syncBarrier};
  const char *syncLabels[] = {"sync", "fence-sc", "barrier"};
  const int n = x.n();
  auto id = [n](int node, int state) { return state * n + node; };
  std::vector<int> parent(6 * n, -2);
  std::vector<std::string> label(6 * n);
  std::deque<int> q{id(from, 0)};
  parent[id(from, 0)] = -1;
  int found = -1;
  while (!q.empty() && found < 0) {
    int cur = q.front();
    q.pop_front();
    int u = cur % n, st = cur / n;
    auto visit = [&](int v, int nst, const char *lab) {
      int nid = id(v, nst);
      if (parent[nid] != -2)
        return;
      parent[nid] = cur;
      label[nid] = lab;
      q.push_back(nid);
      if (v == to && (nst == 3 || nst == 4 || nst == 5) && found < 0)
        found = nid;
    };
    for (const Edge &e : table)
      if (e.fromState == st)
        for (int v = 0; v < n; ++v)
          if (e.rel->has(u, v))
            visit(v, e.toState, e.label);
    if (st != 5)
      for (int k = 0; k < 3; ++k)
        for (int v = 0; v < n; ++v)
          if (syncs[k]->has(u, v))
            visit(v, 3, syncLabels[k]);
  }
  std::vector<Step> path;
  for (int cur = found; cur >= 0 && parent[cur] >= 0; cur = parent[cur])
    path.insert(path.begin(), Step{parent[cur] % n, cur % n, label[cur]});
  return path;
}

} // namespace

PtxRelations ptxRelations(const Test &t, const Execution &x) {
  const int n = x.n();
  PtxRelations r;
  r.po = programOrder(x);
  Rel loc = sameLocation(x);
  r.poLoc = r.po & loc;
  r.rf = readsFrom(x);
  r.co = x.co;
  r.fr = r.rf.inverse(n).then(r.co, n);
  for (int i = 0; i < n; ++i) {
    const Event &e = x.events[i];
    if (e.kind == K::Read && e.rmw >= 0)
      r.rmw.set(i, e.rmw);
    for (uint64_t m = e.deps; m; m &= m - 1)
      r.dep.set(__builtin_ctzll(m), i);
  }
  // Morally strong: related in program order, or both strong with each in the other's scope;
  // memory operations only with memory operations of the same location.
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      if (i == j)
        continue;
      const Event &a = x.events[i], &b = x.events[j];
      bool ms1 = r.po.has(i, j) || r.po.has(j, i) ||
                 (isStrong(a) && isStrong(b) && inScope(t, a, b) && inScope(t, b, a));
      bool ms2 = (isMem(a) && isMem(b)) ? a.loc == b.loc : true;
      if (ms1 && ms2)
        r.ms.set(i, j);
    }
  // Observation: morally strong reads-from, extended through read-modify-writes.
  r.obs = r.ms & r.rf;
  for (bool grew = true; grew;) {
    Rel next = r.obs | r.obs.then(r.rmw, n).then(r.obs, n);
    grew = next.row != r.obs.row;
    r.obs = next;
  }
  Rel strongW = identityOn(x, [](const Event &e) { return e.kind == K::Write && isStrong(e); });
  Rel strongR = identityOn(x, [](const Event &e) { return e.kind == K::Read && isStrong(e); });
  Rel relW = identityOn(x, [](const Event &e) { return e.kind == K::Write && e.sem == Sem::Release; });
  Rel acqR = identityOn(x, [](const Event &e) { return e.kind == K::Read && e.sem == Sem::Acquire; });
  Rel arF = identityOn(x, isAcqRelFence);
  Rel scF = identityOn(x, [](const Event &e) { return e.kind == K::Fence && e.sem == Sem::Sc; });
  Rel release = relW.then(r.poLoc | relW, n).then(strongW, n) | arF.then(r.po, n).then(strongW, n);
  Rel acquire = strongR.then(r.poLoc | acqR, n).then(acqR, n) | strongR.then(r.po, n).then(arF, n);
  r.sync = r.ms & release.then(r.obs, n).then(acquire, n);
  r.syncFence = r.ms & scF.then(x.sfo, n).then(scF, n);
  r.syncBarrier = barrierSync(t, x);
  Rel poOpt = r.po;
  for (int i = 0; i < n; ++i)
    poOpt.set(i, i);
  Rel step = (r.sync | r.syncFence | r.syncBarrier).then(poOpt, n);
  Rel causeBase = poOpt.then(step.plus(n), n);
  r.cause = causeBase | r.obs.then(causeBase | r.poLoc, n);
  return r;
}

unsigned ptxViolations(const Test &, const Execution &x, const PtxRelations &r) {
  const int n = x.n();
  unsigned bad = 0;
  auto flag = [&bad](Axiom a) { bad |= 1u << static_cast<unsigned>(a); };
  Rel writes = identityOn(x, [](const Event &e) { return e.kind == K::Write; });
  Rel loc = sameLocation(x);
  if (!((writes.then(r.cause, n).then(writes, n) & loc).minus(r.co).empty(n)))
    flag(Axiom::Coherence);
  Rel scF = identityOn(x, [](const Event &e) { return e.kind == K::Fence && e.sem == Sem::Sc; });
  if (!scF.then(r.cause, n).then(scF, n).minus(r.syncFence).empty(n))
    flag(Axiom::FenceSC);
  if (!((r.ms & r.fr).then(r.ms & r.co, n) & r.rmw).empty(n))
    flag(Axiom::Atomicity);
  if (!(r.rf | r.dep).plus(n).irreflexive(n))
    flag(Axiom::NoThinAir);
  if (!((r.ms & (r.rf | r.co | r.fr)) | r.poLoc).plus(n).irreflexive(n))
    flag(Axiom::ScPerLocation);
  if (!(r.rf | r.fr).then(r.cause, n).irreflexive(n))
    flag(Axiom::Causality);
  return bad;
}

std::vector<Step> ptxWitness(const Test &, const Execution &x, const PtxRelations &r, Axiom a) {
  const int n = x.n();
  std::vector<Step> out;
  switch (a) {
  case Axiom::Causality:
    for (int e = 0; e < n; ++e)
      for (int f = 0; f < n; ++f)
        if ((r.rf.has(e, f) || r.fr.has(e, f)) && r.cause.has(f, e)) {
          out.push_back({e, f, r.rf.has(e, f) ? "rf" : "fr"});
          for (const Step &s : causePath(x, r, f, e))
            out.push_back(s);
          return out;
        }
    break;
  case Axiom::Coherence:
  case Axiom::FenceSC:
    for (int e = 0; e < n; ++e)
      for (int f = 0; f < n; ++f) {
        const Event &ee = x.events[e], &ff = x.events[f];
        bool pick = a == Axiom::Coherence
                        ? ee.kind == K::Write && ff.kind == K::Write && ee.loc == ff.loc &&
                              r.cause.has(e, f) && !r.co.has(e, f)
                        : ee.kind == K::Fence && ff.kind == K::Fence && ee.sem == Sem::Sc &&
                              ff.sem == Sem::Sc && r.cause.has(e, f) && !r.syncFence.has(e, f);
        if (!pick)
          continue;
        out = causePath(x, r, e, f);
        if (a == Axiom::Coherence)
          out.push_back({f, e, r.co.has(f, e) ? "co" : "co (missing: the writes are not ordered)"});
        else
          out.push_back({f, e, x.sfo.has(f, e) ? "fence-sc order" : "fence-sc order (missing)"});
        return out;
      }
    break;
  case Axiom::Atomicity:
    for (int rd = 0; rd < n; ++rd)
      for (int w = 0; w < n; ++w)
        if (r.rmw.has(rd, w))
          for (int w2 = 0; w2 < n; ++w2)
            if ((r.ms & r.fr).has(rd, w2) && (r.ms & r.co).has(w2, w))
              return {{rd, w2, "fr"}, {w2, w, "co"}, {w, rd, "rmw (one atomic operation)"}};
    break;
  case Axiom::NoThinAir: {
    Rel rf = r.rf, dep = r.dep;
    return shortestCycle(n, {{&rf, "rf"}, {&dep, "dep"}});
  }
  case Axiom::ScPerLocation: {
    Rel rf = r.ms & r.rf, co = r.ms & r.co, fr = r.ms & r.fr, poLoc = r.poLoc;
    return shortestCycle(n, {{&poLoc, "po-loc"}, {&rf, "rf"}, {&co, "co"}, {&fr, "fr"}});
  }
  case Axiom::Count: break;
  }
  return out;
}

namespace {

Rel scBarrierOrder(const Test &t, const Execution &x, const Rel &po) {
  const int n = x.n();
  Rel bar = barrierSync(t, x), r;
  for (int b1 = 0; b1 < n; ++b1)
    for (int b2 = 0; b2 < n; ++b2)
      if (bar.has(b1, b2))
        for (int e = 0; e < n; ++e)
          if (po.has(e, b1))
            r.row[e] |= po.row[b2];
  return r;
}

} // namespace

bool scAllowed(const Test &t, const Execution &x) {
  const int n = x.n();
  Rel po = programOrder(x), rf = readsFrom(x);
  Rel fr = rf.inverse(n).then(x.co, n);
  if (!(po | rf | x.co | fr | scBarrierOrder(t, x, po)).plus(n).irreflexive(n))
    return false;
  Rel frCo = fr.then(x.co, n);
  for (int i = 0; i < n; ++i) // no write between the two halves of a read-modify-write
    if (x.events[i].kind == K::Read && x.events[i].rmw >= 0 && frCo.has(i, x.events[i].rmw))
      return false;
  return true;
}

std::vector<Step> scCycle(const Test &t, const Execution &x) {
  const int n = x.n();
  Rel po = programOrder(x), rf = readsFrom(x);
  Rel fr = rf.inverse(n).then(x.co, n), co = x.co, bar = scBarrierOrder(t, x, po);
  Rel poAdjacent; // po without its transitive edges reads better in a cycle
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      if (po.has(i, j))
        poAdjacent.set(i, j);
  auto cycle =
      shortestCycle(n, {{&poAdjacent, "po"}, {&rf, "rf"}, {&co, "co"}, {&fr, "fr"}, {&bar, "barrier"}});
  if (cycle.empty())
    for (int i = 0; i < n; ++i)
      if (x.events[i].kind == Event::Kind::Read && x.events[i].rmw >= 0)
        for (int w2 = 0; w2 < n; ++w2)
          if (fr.has(i, w2) && co.has(w2, x.events[i].rmw))
            return {{i, w2, "fr"},
                    {w2, x.events[i].rmw, "co"},
                    {x.events[i].rmw, i, "rmw (one atomic operation)"}};
  return cycle;
}

} // namespace nvsim::litmus
