// Litmus tests written as NVVM IR threads: each `define void @Pn()` is thread n, written in a small
// subset of LLVM IR (loads, stores, atomics, fences, membar and barrier intrinsics on i32 globals),
// translated to the PTX litmus form the way the NVPTX backend and NVIDIA's PTX ABI map them
// (docs/memory-model.md, "NVVM IR threads").
#include "tools/litmus/IrFront.h"

#include <fmt/format.h>

#include <regex>
#include <sstream>
#include <vector>

namespace nvsim::litmus {

namespace {

std::string trim(const std::string &s) {
  size_t b = s.find_first_not_of(" \t\r"), e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

/// `syncscope("block")` -> cta, `"device"` -> gpu, none -> sys.
std::string scopeOf(const std::string &line) {
  if (line.find("syncscope(\"block\")") != std::string::npos ||
      line.find("syncscope(\"cta\")") != std::string::npos)
    return "cta";
  if (line.find("syncscope(\"device\")") != std::string::npos ||
      line.find("syncscope(\"gpu\")") != std::string::npos)
    return "gpu";
  return "sys";
}

/// The ordering keyword of an atomic instruction, or "".
std::string orderingOf(const std::string &line) {
  for (const char *o : {"seq_cst", "acq_rel", "acquire", "release", "monotonic", "unordered"})
    if (std::regex_search(line, std::regex(std::string("\\b") + o + "\\b")))
      return o;
  return "";
}

struct IrThread {
  std::string name;
  std::vector<std::string> code;
};

} // namespace

std::string irToLitmus(const std::string &text) {
  std::istringstream in(text);
  std::string line, name = "ir-test", placement, condition;
  std::vector<std::pair<std::string, std::string>> globals; // name, init (shared: prefixed)
  std::vector<IrThread> threads;
  IrThread *cur = nullptr;
  int lineNo = 0;
  auto fail = [&lineNo, &line](const std::string &msg) {
    size_t col = line.find_first_not_of(" \t");
    throw LitmusError(lineNo, col == std::string::npos ? 1 : static_cast<int>(col) + 1, msg);
  };
  const std::regex value("(%r[0-9]+|-?[0-9]+)");
  const std::regex global(
      R"(^@(\w+)\s*=\s*(?:internal\s+|dso_local\s+)*(?:addrspace\((\d+)\)\s*)?global\s+i32\s+(-?\d+))");
  const std::regex store(
      R"(^store\s+(atomic\s+)?(volatile\s+)?i32\s+(%r[0-9]+|-?[0-9]+),\s*ptr(?:\s+addrspace\(\d+\))?\s+@(\w+))");
  const std::regex load(
      R"(^(%r[0-9]+)\s*=\s*load\s+(atomic\s+)?(volatile\s+)?i32,\s*ptr(?:\s+addrspace\(\d+\))?\s+@(\w+))");
  const std::regex rmw(
      R"(^(%r[0-9]+)\s*=\s*atomicrmw\s+(?:volatile\s+)?(add|sub|and|or|xor|xchg)\s+ptr(?:\s+addrspace\(\d+\))?\s+@(\w+),\s*i32\s+(%r[0-9]+|-?[0-9]+))");
  const std::regex call(R"(^call\s+void\s+@llvm\.nvvm\.(membar\.cta|membar\.gl|membar\.sys|barrier0)\(\))");
  std::smatch m;
  while (std::getline(in, line)) {
    ++lineNo;
    std::string s = trim(line);
    if (s.rfind("; litmus:", 0) == 0) {
      name = trim(s.substr(9));
      continue;
    }
    if (s.rfind("; threads:", 0) == 0) {
      placement = trim(s.substr(10));
      continue;
    }
    for (const char *q : {"; exists", "; ~exists", "; forall"})
      if (s.rfind(q, 0) == 0)
        condition = trim(s.substr(2));
    if (s.empty() || s[0] == ';' || s.rfind("target ", 0) == 0 || s.rfind("declare ", 0) == 0 ||
        s.rfind("attributes ", 0) == 0 || s[0] == '!' || s.rfind("source_filename", 0) == 0)
      continue;
    if (std::regex_search(s, m, global)) {
      bool shared = m[2].matched && m[2].str() == "3";
      globals.emplace_back((shared ? "shared " : "") + m[1].str(), m[3].str());
      continue;
    }
    if (s.rfind("define ", 0) == 0) {
      std::smatch d;
      if (!std::regex_search(s, d, std::regex(R"(@P(\d+)\(\))")) || std::stoul(d[1].str()) != threads.size())
        fail("a thread is `define void @Pn()`, numbered from 0 in order");
      threads.push_back({"P" + d[1].str(), {}});
      cur = &threads.back();
      continue;
    }
    if (s == "}") {
      cur = nullptr;
      continue;
    }
    if (!cur)
      fail(fmt::format("unsupported outside a thread: `{}`", s));
    if (s == "ret void" || s.rfind("entry:", 0) == 0)
      continue;
    std::string ord = orderingOf(s), scope = scopeOf(s);
    if (std::regex_search(s, m, store)) {
      std::string v = m[3], loc = m[4];
      if (!m[1].matched) // plain or volatile store
        cur->code.push_back(fmt::format("st.{} {}, {}", m[2].matched ? "volatile" : "weak", loc, v));
      else if (ord == "monotonic" || ord == "unordered") // llc-19: st.volatile, the scope dropped
        cur->code.push_back(fmt::format("st.volatile {}, {}", loc, v));
      else if (ord == "release")
        cur->code.push_back(fmt::format("st.release.{} {}, {}", scope, loc, v));
      else if (ord == "seq_cst") { // PTX ABI: fence.sc; st.release
        cur->code.push_back(fmt::format("fence.sc.{}", scope));
        cur->code.push_back(fmt::format("st.release.{} {}, {}", scope, loc, v));
      } else
        fail(fmt::format("a store cannot be `{}`", ord));
    } else if (std::regex_search(s, m, load)) {
      std::string r = m[1].str().substr(1), loc = m[4];
      if (!m[2].matched)
        cur->code.push_back(fmt::format("ld.{} {}, {}", m[3].matched ? "volatile" : "weak", r, loc));
      else if (ord == "monotonic" || ord == "unordered")
        cur->code.push_back(fmt::format("ld.volatile {}, {}", r, loc));
      else if (ord == "acquire")
        cur->code.push_back(fmt::format("ld.acquire.{} {}, {}", scope, r, loc));
      else if (ord == "seq_cst") { // PTX ABI: fence.sc; ld.acquire
        cur->code.push_back(fmt::format("fence.sc.{}", scope));
        cur->code.push_back(fmt::format("ld.acquire.{} {}, {}", scope, r, loc));
      } else
        fail(fmt::format("a load cannot be `{}`", ord));
    } else if (std::regex_search(s, m, rmw)) {
      // llc-19 emits atom without .sem/.scope (relaxed.gpu) whatever the ordering; a scope given
      // in the IR is kept here, and seq_cst follows the PTX ABI (fence.sc; atom.acq_rel).
      std::string r = m[1].str().substr(1), op = m[2] == "xchg" ? "exch" : m[2].str(), loc = m[3], v = m[4];
      std::string sem = ord == "monotonic" ? "relaxed" : ord == "seq_cst" ? "acq_rel" : ord;
      if (ord == "seq_cst")
        cur->code.push_back(fmt::format("fence.sc.{}", scope));
      cur->code.push_back(fmt::format("atom.{}.{}.{} {}, {}, {}", sem, scope, op, r, loc, v));
    } else if (s.rfind("fence", 0) == 0) {
      if (ord == "seq_cst")
        cur->code.push_back(fmt::format("fence.sc.{}", scope));
      else if (ord == "acquire" || ord == "release" || ord == "acq_rel")
        cur->code.push_back(fmt::format("fence.acq_rel.{}", scope));
      else
        fail("a fence is acquire, release, acq_rel or seq_cst");
    } else if (std::regex_search(s, m, call)) {
      cur->code.push_back(m[1] == "barrier0" ? "bar.cta.sync 0" : m[1].str());
    } else {
      fail(fmt::format("unsupported in a litmus thread: `{}` (loads, stores, atomicrmw and fences of i32 "
                       "globals, membar and barrier0 calls)",
                       s));
    }
  }
  if (threads.empty())
    throw LitmusError(1, 1, "no thread: define void @P0(), @P1(), ...");
  if (condition.empty())
    throw LitmusError(lineNo, 1,
                      "no final condition: a `; exists (...)`, `; ~exists (...)` or `; forall (...)` line");
  // Placement: `; threads: P0@cta 0,gpu 0 | P1@cta 1,gpu 0`, or every thread in CTA 0.
  std::vector<std::string> places;
  if (!placement.empty()) {
    std::stringstream ps(placement);
    for (std::string p; std::getline(ps, p, '|');)
      places.push_back(trim(p));
  }
  if (!places.empty() && places.size() != threads.size())
    throw LitmusError(
        1, 1,
        fmt::format("`; threads:` places {} threads, the module defines {}", places.size(), threads.size()));
  std::string out = fmt::format("PTX {}\n{{\n", name);
  for (const auto &[g, init] : globals)
    out += fmt::format("{}={};\n", g, init);
  out += "}\n";
  size_t rows = 0;
  for (size_t i = 0; i < threads.size(); ++i) {
    out +=
        fmt::format("{}{}", i ? " | " : " ", places.empty() ? threads[i].name + "@cta 0,gpu 0" : places[i]);
    rows = std::max(rows, threads[i].code.size());
  }
  out += " ;\n";
  for (size_t r = 0; r < rows; ++r) {
    for (size_t i = 0; i < threads.size(); ++i)
      out += fmt::format("{}{}", i ? " | " : " ", r < threads[i].code.size() ? threads[i].code[r] : "");
    out += " ;\n";
  }
  out += condition + "\n";
  return out;
}

} // namespace nvsim::litmus
