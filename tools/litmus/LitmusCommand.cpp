// `nvvm-sim litmus FILE [--report json]`: every outcome of a litmus test under SC and under the
// PTX memory model, with the reason for each verdict (CLI.md; docs/memory-model.md).
#include "tools/litmus/LitmusCommand.h"

#include "tools/litmus/Explain.h"
#include "tools/litmus/IrFront.h"
#include "tools/litmus/LitmusParser.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <iostream>
#include <sstream>

namespace nvsim::litmus {

namespace {

std::string placement(const Thread &th) {
  std::string s = fmt::format("{}: CTA {}, GPU {}", th.name, th.cta, th.gpu);
  if (th.warp >= 0)
    s += fmt::format(", warp {}", th.warp);
  return s;
}

std::string valuesText(const Enumeration &e, const Outcome &o) {
  std::string s;
  for (size_t i = 0; i < o.values.size(); ++i)
    s += fmt::format("{}{}={}", i ? " " : "", e.observedNames[i], o.values[i]);
  return s.empty() ? "(nothing observed)" : s;
}

std::vector<std::string> axiomList(unsigned mask) {
  std::vector<std::string> out;
  for (unsigned a = 0; a < static_cast<unsigned>(Axiom::Count); ++a)
    if (mask & (1u << a))
      out.emplace_back(axiomName(static_cast<Axiom>(a)));
  return out;
}

/// The first violated axiom that has a witness, with that witness.
std::pair<Axiom, std::vector<Step>> ptxReason(const Test &t, const Outcome &o) {
  const Execution &x = *o.ptxRejected;
  PtxRelations r = ptxRelations(t, x);
  // Causality first: it is the axiom the ISA's examples explain by; then the others in order.
  const Axiom order[] = {Axiom::Causality, Axiom::Coherence,     Axiom::FenceSC,
                         Axiom::Atomicity, Axiom::ScPerLocation, Axiom::NoThinAir};
  for (Axiom a : order)
    if (o.ptxRejectedAxioms & (1u << static_cast<unsigned>(a)))
      return {a, ptxWitness(t, x, r, a)};
  return {Axiom::Count, {}};
}

struct Explained {
  std::string scCycle;
  Axiom axiom = Axiom::Count;
  std::string ptxCycle;
  std::vector<Fix> fixes;
};

Explained explain(const Test &t, const Outcome &o, bool wantFixes) {
  Explained ex;
  if (!o.sc && o.scRejected)
    ex.scCycle = cycleText(t, *o.scRejected, scCycle(t, *o.scRejected));
  if (!o.ptx && o.ptxRejected) {
    auto [a, steps] = ptxReason(t, o);
    ex.axiom = a;
    ex.ptxCycle = cycleText(t, *o.ptxRejected, steps);
  }
  if (wantFixes && o.ptx && !o.sc && o.ptxAllowed)
    ex.fixes = fixesFor(t, *o.ptxAllowed, o.values);
  return ex;
}

void printText(const Test &t, const Enumeration &e, bool fixes, std::ostream &os) {
  os << fmt::format("Test {} ({})\n", t.name, t.file);
  if (!t.doc.empty())
    os << fmt::format("  \"{}\"\n", t.doc);
  for (const Thread &th : t.threads)
    os << "  " << placement(th) << "\n";
  os << fmt::format("Condition: {} {}\n\n", quantifierName(t.quantifier), t.condText);
  os << fmt::format("{} outcome{} ({} SC and {} PTX candidate executions):\n", e.outcomes.size(),
                    e.outcomes.size() == 1 ? "" : "s", e.scCandidates, e.ptxCandidates);
  size_t width = 10;
  for (const Outcome &o : e.outcomes)
    width = std::max(width, valuesText(e, o).size());
  os << fmt::format("  {:<{}}  {:<9}  {:<9}  condition\n", "outcome", width, "SC", "PTX");
  for (const Outcome &o : e.outcomes)
    os << fmt::format("  {:<{}}  {:<9}  {:<9}  {}\n", valuesText(e, o), width, o.sc ? "allowed" : "forbidden",
                      o.ptx ? "allowed" : "forbidden", o.condition ? "holds" : "-");
  os << "\nWhy:\n";
  for (const Outcome &o : e.outcomes) {
    if (o.sc && o.ptx)
      continue;
    Explained ex = explain(t, o, fixes);
    os << "  " << valuesText(e, o) << "\n";
    if (!ex.scCycle.empty())
      os << "    SC forbids it: cycle " << ex.scCycle << "\n";
    if (!o.ptx)
      os << fmt::format("    PTX forbids it by axiom {}: {}\n", axiomName(ex.axiom),
                        ex.ptxCycle.empty() ? "(no witness)" : ex.ptxCycle);
    else if (!o.sc) {
      os << "    PTX allows it";
      if (!fixes)
        os << "\n";
      else if (ex.fixes.empty())
        os << "; no single fence, release/acquire or scope change tried forbids it\n";
      else
        os << "; it is forbidden with:\n";
      for (const Fix &f : ex.fixes)
        os << fmt::format("      - {} ({})\n", f.text, f.kind);
    }
  }
  bool scR = conditionReachable(t, e, false), ptxR = conditionReachable(t, e, true);
  std::string_view what = t.quantifier == Quantifier::Forall ? "violated" : "satisfied";
  os << fmt::format("\nCondition {} in some allowed execution: SC {}, PTX {}\n", what, scR ? "yes" : "no",
                    ptxR ? "yes" : "no");
  if (e.pathsCut)
    os << "Note: some paths ran past the bounds (2 loop iterations, 64 instructions per thread) and were not "
          "explored.\n";
}

nlohmann::json toJson(const Test &t, const Enumeration &e, bool fixes) {
  nlohmann::json j;
  j["test"] = t.name;
  j["file"] = t.file;
  j["condition"] = {{"quantifier", quantifierName(t.quantifier)}, {"text", t.condText}};
  j["threads"] = nlohmann::json::array();
  for (const Thread &th : t.threads)
    j["threads"].push_back({{"name", th.name}, {"cta", th.cta}, {"gpu", th.gpu}, {"warp", th.warp}});
  j["observed"] = e.observedNames;
  j["outcomes"] = nlohmann::json::array();
  for (const Outcome &o : e.outcomes) {
    Explained ex = explain(t, o, fixes);
    nlohmann::json values = nlohmann::json::object();
    for (size_t i = 0; i < o.values.size(); ++i)
      values[e.observedNames[i]] = o.values[i];
    nlohmann::json oj{{"values", values}, {"condition", o.condition}};
    oj["sc"] = {{"allowed", o.sc}};
    if (!ex.scCycle.empty())
      oj["sc"]["cycle"] = ex.scCycle;
    oj["ptx"] = {{"allowed", o.ptx}};
    if (!o.ptx) {
      oj["ptx"]["axiom"] = axiomName(ex.axiom);
      oj["ptx"]["violated_axioms"] = axiomList(o.ptxRejectedAxioms);
      oj["ptx"]["cycle"] = ex.ptxCycle;
    }
    if (fixes && o.ptx && !o.sc) {
      oj["ptx"]["fixes"] = nlohmann::json::array();
      for (const Fix &f : ex.fixes)
        oj["ptx"]["fixes"].push_back({{"kind", f.kind}, {"text", f.text}});
    }
    j["outcomes"].push_back(oj);
  }
  j["sc"] = {{"condition_reachable", conditionReachable(t, e, false)}, {"candidates", e.scCandidates}};
  j["ptx"] = {{"condition_reachable", conditionReachable(t, e, true)}, {"candidates", e.ptxCandidates}};
  j["paths_cut"] = e.pathsCut;
  return j;
}

} // namespace

int runLitmus(const LitmusOptions &opts) {
  constexpr int kOk = 0, kInputError = 3;
  std::ifstream in(opts.input, std::ios::binary);
  if (!in) {
    std::cerr << fmt::format("{}: error: cannot read the file\n", opts.input);
    return kInputError;
  }
  std::stringstream ss;
  ss << in.rdbuf();
  try {
    std::string text = ss.str();
    bool ir = opts.input.size() > 3 && opts.input.compare(opts.input.size() - 3, 3, ".ll") == 0;
    if (ir) {
      text = irToLitmus(text);
      if (opts.showPtx)
        std::cerr << text;
    }
    Test t = parseLitmus(opts.input, text);
    Bounds bounds;
    bounds.maxCandidates = opts.maxCandidates;
    Enumeration e = enumerate(t, bounds);
    if (opts.report == "json")
      std::cout << toJson(t, e, opts.fixes).dump(2) << "\n";
    else
      printText(t, e, opts.fixes, std::cout);
  } catch (const LitmusError &err) {
    std::cerr << fmt::format("{}:{}:{}: error: {}\n", opts.input, err.line, err.col, err.what());
    return kInputError;
  } catch (const LitmusBound &err) {
    std::cerr << fmt::format("{}: error: the test is past the enumeration bound: {} (docs/memory-model.md, "
                             "\"Bounds\")\n",
                             opts.input, err.what());
    return kInputError;
  }
  return kOk;
}

} // namespace nvsim::litmus
