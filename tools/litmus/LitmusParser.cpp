// The litmus reader: header, init block, the table of threads (cells split at `|`, rows ended by
// `;`), then `locations [...]` and the final condition.
#include "tools/litmus/LitmusParser.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>

namespace nvsim::litmus {

namespace {

/// Bounds of what the reader accepts, so that hostile input cannot make the enumeration explode
/// before it starts (the enumeration has its own bound on candidate executions).
constexpr size_t kMaxThreads = 8;
constexpr size_t kMaxInstrsPerThread = 32;
constexpr size_t kMaxFileBytes = 1 << 20;

bool isIdentChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'; }

std::string trim(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b])))
    ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1])))
    --e;
  return std::string(s.substr(b, e - b));
}

class Parser {
public:
  Parser(const std::string &file, const std::string &text) : text_(text) { test_.file = file; }

  Test run() {
    if (text_.size() > kMaxFileBytes)
      fail(0, fmt::format("the file is larger than {} bytes", kMaxFileBytes));
    stripComments();
    parseHeader();
    parseInit();
    parseProgram();
    parseTail();
    checkShared();
    return std::move(test_);
  }

private:
  std::string text_;
  size_t pos_ = 0;
  Test test_;
  std::map<std::string, int> locIndex_;

  [[noreturn]] void fail(size_t offset, const std::string &msg) const {
    int line = 1, col = 1;
    for (size_t i = 0; i < offset && i < text_.size(); ++i) {
      if (text_[i] == '\n') {
        ++line;
        col = 1;
      } else {
        ++col;
      }
    }
    throw LitmusError(line, col, msg);
  }

  /// `(* ... *)` comments become spaces (offsets stay those of the file).
  void stripComments() {
    for (size_t i = 0; i + 1 < text_.size(); ++i) {
      if (text_[i] == '(' && text_[i + 1] == '*') {
        size_t end = text_.find("*)", i + 2);
        if (end == std::string::npos)
          fail(i, "unterminated comment `(*`");
        for (size_t k = i; k < end + 2; ++k)
          if (text_[k] != '\n')
            text_[k] = ' ';
        i = end + 1;
      }
    }
  }

  void skipSpace() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_])))
      ++pos_;
  }

  /// ::= ('PTX' | 'ptx') NAME NEWLINE ('"' DOC '"')? ... '{'
  void parseHeader() {
    skipSpace();
    size_t eol = text_.find('\n', pos_);
    std::string first =
        trim(std::string_view(text_).substr(pos_, eol == std::string::npos ? eol : eol - pos_));
    if (first.rfind("PTX", 0) != 0 && first.rfind("ptx", 0) != 0)
      fail(pos_, "a PTX litmus test starts with `PTX NAME`");
    test_.name = trim(std::string_view(first).substr(3));
    pos_ = eol == std::string::npos ? text_.size() : eol;
    size_t brace = text_.find('{', pos_);
    if (brace == std::string::npos)
      fail(text_.size(), "expected the initial state `{ ... }`");
    std::string between = text_.substr(pos_, brace - pos_);
    if (size_t q = between.find('"'); q != std::string::npos) {
      size_t q2 = between.find('"', q + 1);
      test_.doc = between.substr(q + 1, q2 == std::string::npos ? std::string::npos : q2 - q - 1);
    }
    pos_ = brace + 1;
  }

  int locationOf(const std::string &name, size_t at, bool create) {
    if (auto it = locIndex_.find(name); it != locIndex_.end())
      return it->second;
    if (!create)
      return -1;
    if (name.empty() || !(std::isalpha(static_cast<unsigned char>(name[0])) || name[0] == '_'))
      fail(at, fmt::format("`{}` is not a location name", name));
    locIndex_[name] = static_cast<int>(test_.locs.size());
    test_.locs.push_back({name, 0, false});
    return static_cast<int>(test_.locs.size()) - 1;
  }

  int64_t number(const std::string &s, size_t at) const {
    int64_t v = 0;
    const char *b = s.data(), *e = s.data() + s.size();
    auto [p, ec] = std::from_chars(b, e, v);
    if (ec != std::errc() || p != e)
      fail(at, fmt::format("`{}` is not an integer constant", s));
    return v;
  }

  int threadIndex(const std::string &name, size_t at, bool create) {
    for (size_t i = 0; i < test_.threads.size(); ++i)
      if (test_.threads[i].name == name)
        return static_cast<int>(i);
    if (!create)
      fail(at, fmt::format("no thread `{}`", name));
    test_.threads.push_back({});
    test_.threads.back().name = name;
    return static_cast<int>(test_.threads.size()) - 1;
  }

  int regOf(Thread &t, const std::string &name, size_t at) {
    if (name.size() < 2 || name[0] != 'r' || !std::all_of(name.begin() + 1, name.end(), [](char c) {
          return std::isdigit(static_cast<unsigned char>(c));
        }))
      fail(at, fmt::format("`{}` is not a register (r0, r1, ...)", name));
    for (size_t i = 0; i < t.regs.size(); ++i)
      if (t.regs[i] == name)
        return static_cast<int>(i);
    t.regs.push_back(name);
    t.regInit.push_back(0);
    return static_cast<int>(t.regs.size()) - 1;
  }

  /// ::= '{' (DECL ';')* '}' with DECL ::= ['shared'] LOC '=' INT | Pn ':' REG '=' INT
  /// Registers are declared before their thread's column exists, so they are kept until then.
  struct PendingReg {
    std::string thread, reg;
    int64_t value;
    size_t at;
  };
  std::vector<PendingReg> pendingRegs_;

  void parseInit() {
    size_t close = text_.find('}', pos_);
    if (close == std::string::npos)
      fail(pos_, "the initial state `{` is not closed by `}`");
    size_t start = pos_;
    while (start < close) {
      size_t semi = std::min(text_.find(';', start), close);
      std::string decl = trim(std::string_view(text_).substr(start, semi - start));
      size_t at = start + text_.substr(start, semi - start).find_first_not_of(" \t\r\n");
      start = semi + 1;
      if (decl.empty())
        continue;
      if (decl.find('@') != std::string::npos)
        fail(at, "unsupported: proxies and aliases (`x @ ... aliases y`; the PTX 7.5 mixed-proxy model)");
      size_t eq = decl.find('=');
      if (eq == std::string::npos)
        fail(at, fmt::format("expected `NAME = VALUE` in the initial state, found `{}`", decl));
      std::string lhs = trim(std::string_view(decl).substr(0, eq)),
                  rhs = trim(std::string_view(decl).substr(eq + 1));
      if (!rhs.empty() && (rhs[0] == '&' || std::isalpha(static_cast<unsigned char>(rhs[0]))))
        fail(at, "unsupported: locations holding addresses (`x = &y`, `P0:r0 = x`)");
      int64_t value = number(rhs, at + eq + 1);
      if (size_t colon = lhs.find(':'); colon != std::string::npos) {
        pendingRegs_.push_back({trim(lhs.substr(0, colon)), trim(lhs.substr(colon + 1)), value, at});
        continue;
      }
      bool shared = false;
      if (lhs.rfind("shared ", 0) == 0) {
        shared = true;
        lhs = trim(lhs.substr(7));
      }
      int l = locationOf(lhs, at, true);
      test_.locs[l].init = value;
      test_.locs[l].shared = shared;
    }
    pos_ = close + 1;
  }

  /// Where the table ends: the first line starting with a condition or `locations` keyword.
  size_t tableEnd() const {
    size_t p = pos_;
    while (p < text_.size()) {
      size_t eol = text_.find('\n', p);
      std::string line =
          trim(std::string_view(text_).substr(p, eol == std::string::npos ? std::string::npos : eol - p));
      for (const char *kw : {"exists", "~exists", "~ exists", "forall", "locations", "filter"})
        if (line.rfind(kw, 0) == 0)
          return p;
      if (eol == std::string::npos)
        break;
      p = eol + 1;
    }
    return text_.size();
  }

  /// ::= THREADS ';' (CELL ('|' CELL)* ';')+
  void parseProgram() {
    size_t end = tableEnd();
    bool first = true;
    while (true) {
      skipSpace();
      if (pos_ >= end)
        break;
      size_t semi = text_.find(';', pos_);
      if (semi == std::string::npos || semi > end)
        fail(pos_, "a row of the thread table must end with `;`");
      std::vector<std::pair<size_t, size_t>> cells; // [begin, end)
      size_t b = pos_;
      for (size_t i = pos_; i <= semi; ++i)
        if (i == semi || text_[i] == '|') {
          cells.emplace_back(b, i);
          b = i + 1;
        }
      if (first)
        parseThreadRow(cells);
      else
        parseInstrRow(cells);
      first = false;
      pos_ = semi + 1;
    }
    if (test_.threads.empty())
      fail(pos_, "expected the thread table (`P0@cta 0,gpu 0 | ...;`)");
    for (const auto &p : pendingRegs_) {
      Thread &t = test_.threads[threadIndex(p.thread, p.at, false)];
      t.regInit[regOf(t, p.reg, p.at)] = p.value;
    }
    for (Thread &t : test_.threads)
      resolveLabels(t);
  }

  size_t cellStart(std::pair<size_t, size_t> c) const {
    size_t i = c.first;
    while (i < c.second && std::isspace(static_cast<unsigned char>(text_[i])))
      ++i;
    return i;
  }

  /// ::= Pn '@' ['warp' N ','] 'cta' N ',' 'gpu' N
  void parseThreadRow(const std::vector<std::pair<size_t, size_t>> &cells) {
    if (cells.size() > kMaxThreads)
      fail(cells.front().first, fmt::format("more than {} threads", kMaxThreads));
    for (auto c : cells) {
      size_t at = cellStart(c);
      std::string cell = trim(std::string_view(text_).substr(c.first, c.second - c.first));
      size_t atSign = cell.find('@');
      std::string name = trim(cell.substr(0, atSign));
      if (name.size() < 2 || name[0] != 'P')
        fail(at, fmt::format("expected a thread `Pn@cta C,gpu G`, found `{}`", cell));
      if (std::to_string(test_.threads.size()) != name.substr(1))
        fail(at, fmt::format("threads are numbered P0, P1, ... in order; found `{}`", name));
      Thread &t = test_.threads[threadIndex(name, at, true)];
      if (atSign == std::string::npos)
        continue; // plain herd style: every thread in CTA 0 of GPU 0
      std::string place = cell.substr(atSign + 1);
      size_t start = 0;
      while (start <= place.size()) {
        size_t comma = std::min(place.find(',', start), place.size());
        std::string part = trim(std::string_view(place).substr(start, comma - start));
        size_t sp = part.find_first_of(" \t");
        std::string key = part.substr(0, sp);
        int64_t v = sp == std::string::npos ? -1 : number(trim(part.substr(sp)), at + atSign + 1 + start);
        if (v < 0 || v > 1000)
          fail(at,
               fmt::format("expected `cta N`, `gpu N` or `warp N` with 0 <= N <= 1000, found `{}`", part));
        if (key == "cta")
          t.cta = static_cast<int>(v);
        else if (key == "gpu")
          t.gpu = static_cast<int>(v);
        else if (key == "warp")
          t.warp = static_cast<int>(v);
        else
          fail(at, fmt::format("unknown placement `{}` (cta, gpu or warp)", key));
        start = comma + 1;
      }
    }
  }

  void parseInstrRow(const std::vector<std::pair<size_t, size_t>> &cells) {
    if (cells.size() > test_.threads.size())
      fail(cells[test_.threads.size()].first,
           fmt::format("this row has more cells than the {} threads", test_.threads.size()));
    for (size_t i = 0; i < cells.size(); ++i) {
      size_t at = cellStart(cells[i]);
      std::string cell =
          trim(std::string_view(text_).substr(cells[i].first, cells[i].second - cells[i].first));
      if (cell.empty())
        continue;
      Thread &t = test_.threads[i];
      if (t.code.size() >= kMaxInstrsPerThread)
        fail(at, fmt::format("more than {} instructions in thread {}", kMaxInstrsPerThread, t.name));
      t.code.push_back(parseInstr(t, cell, at));
    }
  }

  Operand operand(Thread &t, const std::string &s, size_t at) {
    Operand o;
    if (!s.empty() && s[0] == 'r')
      o.reg = regOf(t, s, at);
    else
      o.imm = number(s, at);
    return o;
  }

  static bool parseSem(std::string_view s, Sem &sem) {
    static const std::pair<std::string_view, Sem> table[] = {
        {"weak", Sem::Weak},       {"relaxed", Sem::Relaxed}, {"acquire", Sem::Acquire},
        {"release", Sem::Release}, {"acq_rel", Sem::AcqRel},  {"sc", Sem::Sc}};
    for (auto [n, v] : table)
      if (s == n) {
        sem = v;
        return true;
      }
    return false;
  }

  static bool parseScope(std::string_view s, Scope &scope) {
    static const std::pair<std::string_view, Scope> table[] = {
        {"cta", Scope::Cta}, {"gpu", Scope::Gpu}, {"sys", Scope::Sys}};
    for (auto [n, v] : table)
      if (s == n) {
        scope = v;
        return true;
      }
    return false;
  }

  static bool parseArith(std::string_view s, Arith &a) {
    static const std::pair<std::string_view, Arith> table[] = {
        {"add", Arith::Add}, {"sub", Arith::Sub}, {"mul", Arith::Mul}, {"div", Arith::Div},
        {"and", Arith::And}, {"or", Arith::Or},   {"xor", Arith::Xor}};
    for (auto [n, v] : table)
      if (s == n) {
        a = v;
        return true;
      }
    return false;
  }

  static bool parseCmp(std::string_view s, Cmp &c) {
    static const std::pair<std::string_view, Cmp> table[] = {{"beq", Cmp::Eq}, {"bne", Cmp::Ne},
                                                             {"blt", Cmp::Lt}, {"bgt", Cmp::Gt},
                                                             {"ble", Cmp::Le}, {"bge", Cmp::Ge}};
    for (auto [n, v] : table)
      if (s == n) {
        c = v;
        return true;
      }
    return false;
  }

  /// Splits `mnemonic.a.b.c` and the comma-separated operands.
  Instr parseInstr(Thread &t, const std::string &cell, size_t at) {
    Instr in;
    in.text = cell;
    size_t sp = cell.find_first_of(" \t");
    std::string mnem = cell.substr(0, sp);
    std::vector<std::string> ops;
    if (sp != std::string::npos) {
      std::string rest = cell.substr(sp);
      size_t start = 0;
      while (start <= rest.size()) {
        size_t comma = std::min(rest.find(',', start), rest.size());
        ops.push_back(trim(std::string_view(rest).substr(start, comma - start)));
        start = comma + 1;
      }
    }
    std::vector<std::string> parts;
    for (size_t s = 0; s <= mnem.size();) {
      size_t dot = std::min(mnem.find('.', s), mnem.size());
      parts.push_back(mnem.substr(s, dot - s));
      s = dot + 1;
    }
    const std::string &head = parts[0];
    auto need = [&](size_t n) {
      if (ops.size() != n ||
          std::any_of(ops.begin(), ops.end(), [](const std::string &o) { return o.empty(); }))
        fail(at, fmt::format("`{}` takes {} operand{}", mnem, n, n == 1 ? "" : "s"));
    };
    auto bad = [&](const std::string &why) { fail(at, fmt::format("`{}`: {}", cell, why)); };
    // NOTE: qualifiers are read in Dat3M's order (op.sem[.scope][.extra]); `.volatile` and
    // `.global`/`.shared` state spaces are accepted anywhere after the opcode.
    std::vector<std::string> quals;
    bool isVolatile = false;
    for (size_t i = 1; i < parts.size(); ++i) {
      if (parts[i] == "volatile")
        isVolatile = true;
      else if (parts[i] != "global" && parts[i] != "shared" && parts[i] != "b32" && parts[i] != "u32" &&
               parts[i] != "s32")
        quals.push_back(parts[i]);
    }
    size_t q = 0;
    auto takeSem = [&](bool required) {
      if (isVolatile) {
        in.sem = Sem::Relaxed;
        in.scope = Scope::Sys;
        return;
      }
      if (q < quals.size() && parseSem(quals[q], in.sem))
        ++q;
      else if (required)
        bad("expected a memory order (weak, relaxed, acquire, release, acq_rel, sc)");
      if (q < quals.size() && parseScope(quals[q], in.scope))
        ++q;
    };
    if (auto l = mnem.find(':'); l != std::string::npos && l + 1 == mnem.size() && ops.empty()) {
      in.op = Op::Label;
      in.text = mnem.substr(0, l);
    } else if (head == "ld" && quals.empty() && !isVolatile) {
      in.op = Op::Local;
      need(2);
      in.dst = regOf(t, ops[0], at);
      in.a = operand(t, ops[1], at);
    } else if (head == "ld" || head == "st") {
      in.op = head == "ld" ? Op::Load : Op::Store;
      takeSem(true);
      need(2);
      if (in.op == Op::Load) {
        in.dst = regOf(t, ops[0], at);
        in.loc = locationOf(ops[1], at, true);
        if (in.sem != Sem::Weak && in.sem != Sem::Relaxed && in.sem != Sem::Acquire)
          bad("a load is weak, relaxed, acquire or volatile");
      } else {
        in.loc = locationOf(ops[0], at, true);
        in.a = operand(t, ops[1], at);
        if (in.sem != Sem::Weak && in.sem != Sem::Relaxed && in.sem != Sem::Release)
          bad("a store is weak, relaxed, release or volatile");
      }
      if (in.sem == Sem::Weak && in.scope != Scope::None)
        bad("a weak access has no scope");
      if (in.sem != Sem::Weak && in.scope == Scope::None)
        bad("a strong access needs a scope (.cta, .gpu or .sys)");
    } else if (head == "fence" || head == "membar") {
      in.op = Op::Fence;
      need(0);
      if (head == "membar") {
        // PTX ISA: on sm_70+, membar.{cta,gl,sys} is a synonym of fence.sc.{cta,gpu,sys}.
        in.sem = Sem::Sc;
        if (quals.size() != 1)
          bad("expected membar.cta, membar.gl or membar.sys");
        in.scope = quals[0] == "gl"    ? Scope::Gpu
                   : quals[0] == "cta" ? Scope::Cta
                   : quals[0] == "sys" ? Scope::Sys
                                       : Scope::None;
        if (in.scope == Scope::None)
          bad("expected membar.cta, membar.gl or membar.sys");
      } else {
        if (!quals.empty() && quals[0] == "proxy")
          fail(at, "unsupported: proxy fences (the PTX 7.5 mixed-proxy model)");
        takeSem(true);
        if (in.sem != Sem::Sc && in.sem != Sem::AcqRel)
          bad("a fence is fence.sc or fence.acq_rel");
        if (in.scope == Scope::None)
          bad("a fence needs a scope (.cta, .gpu or .sys)");
      }
    } else if (head == "atom" || head == "red") {
      takeSem(false);
      if (quals.empty() || q == 0)
        in.sem = isVolatile ? Sem::Relaxed : Sem::Relaxed; // PTX: atom without .sem is .relaxed
      if (in.scope == Scope::None)
        in.scope = Scope::Gpu; // PTX: atom without .scope is .gpu
      if (in.sem == Sem::Weak || in.sem == Sem::Sc)
        bad("an atomic is relaxed, acquire, release or acq_rel");
      // NOTE: the PTX ISA gives red only .relaxed and .release; Dat3M's tests also write
      // red.acq_rel, read here as an atom without a destination.
      if (q >= quals.size())
        bad("expected the operation (add, sub, ..., cas, exch)");
      const std::string &opName = quals[q];
      if (head == "red") {
        in.op = Op::Red;
        if (!parseArith(opName, in.arith))
          bad("unknown reduction operation");
        need(2);
        in.loc = locationOf(ops[0], at, true);
        in.a = operand(t, ops[1], at);
      } else if (opName == "cas") {
        in.op = Op::Cas;
        need(4);
        in.dst = regOf(t, ops[0], at);
        in.loc = locationOf(ops[1], at, true);
        in.a = operand(t, ops[2], at);
        in.b = operand(t, ops[3], at);
      } else if (opName == "exch") {
        in.op = Op::Exch;
        need(3);
        in.dst = regOf(t, ops[0], at);
        in.loc = locationOf(ops[1], at, true);
        in.a = operand(t, ops[2], at);
      } else {
        in.op = Op::Atom;
        if (!parseArith(opName, in.arith))
          bad("unknown atomic operation");
        need(3);
        in.dst = regOf(t, ops[0], at);
        in.loc = locationOf(ops[1], at, true);
        in.a = operand(t, ops[2], at);
      }
    } else if (head == "bar" || head == "barrier") {
      in.op = Op::Barrier;
      // bar.cta.sync N / bar.sync N; bar.cta.arrive N; Dat3M: `bar.cta.sync INSTANCE[, ID[, QUORUM]]`
      bool sync = std::find(quals.begin(), quals.end(), "sync") != quals.end();
      in.arrive = std::find(quals.begin(), quals.end(), "arrive") != quals.end();
      if (!sync && !in.arrive)
        bad("expected bar.cta.sync or bar.cta.arrive");
      if (ops.empty() || ops.size() > 3)
        bad("expected `bar.cta.sync N` or `bar.cta.sync N, ID`");
      in.instance = number(ops[0], at);
      if (ops.size() >= 2) {
        in.hasId = true;
        in.a = operand(t, ops[1], at);
      }
      if (ops.size() == 3) {
        in.hasQuorum = true;
        in.b = operand(t, ops[2], at);
      }
    } else if (head == "add" || head == "sub" || head == "mul" || head == "div") {
      in.op = Op::Local;
      parseArith(head, in.arith);
      need(3);
      in.dst = regOf(t, ops[0], at);
      in.a = operand(t, ops[1], at);
      in.b = operand(t, ops[2], at);
    } else if (parseCmp(head, in.cmp)) {
      in.op = Op::Branch;
      need(3);
      in.a = operand(t, ops[0], at);
      in.b = operand(t, ops[1], at);
      in.text = cell;
      labelRefs_.push_back({&t - test_.threads.data(), t.code.size(), ops[2], at});
    } else if (head == "goto") {
      in.op = Op::Goto;
      need(1);
      labelRefs_.push_back({&t - test_.threads.data(), t.code.size(), ops[0], at});
    } else if (head == "tld" || head == "suld" || head == "cold" || head == "sust" || head == "suatom" ||
               head == "sured") {
      fail(at, fmt::format("unsupported: `{}` (texture, surface and constant proxies)", head));
    } else {
      fail(at, fmt::format("unknown instruction `{}`", mnem));
    }
    in.line = 0;
    in.col = static_cast<int>(at); // offset until resolved below
    int line = 1, col = 1;
    for (size_t i = 0; i < at; ++i) {
      if (text_[i] == '\n') {
        ++line;
        col = 1;
      } else {
        ++col;
      }
    }
    in.line = line;
    in.col = col;
    return in;
  }

  struct LabelRef {
    ptrdiff_t thread;
    size_t instr;
    std::string label;
    size_t at;
  };
  std::vector<LabelRef> labelRefs_;

  void resolveLabels(Thread &t) {
    ptrdiff_t ti = &t - test_.threads.data();
    for (const LabelRef &r : labelRefs_) {
      if (r.thread != ti)
        continue;
      int found = -1;
      for (size_t i = 0; i < t.code.size(); ++i)
        if (t.code[i].op == Op::Label && t.code[i].text == r.label)
          found = static_cast<int>(i);
      if (found < 0)
        fail(r.at, fmt::format("no label `{}` in thread {}", r.label, t.name));
      t.code[r.instr].target = found;
    }
  }

  // ---- the tail: locations and the condition ----

  std::string word() {
    skipSpace();
    size_t b = pos_;
    while (pos_ < text_.size() && (isIdentChar(text_[pos_]) || text_[pos_] == '~'))
      ++pos_;
    return text_.substr(b, pos_ - b);
  }

  bool eat(std::string_view s) {
    skipSpace();
    if (text_.compare(pos_, s.size(), s) == 0) {
      pos_ += s.size();
      return true;
    }
    return false;
  }

  /// ::= Pn ':' REG | LOC | INT
  Cond::Term term() {
    skipSpace();
    size_t at = pos_;
    Cond::Term t;
    if (pos_ < text_.size() &&
        (text_[pos_] == '-' || std::isdigit(static_cast<unsigned char>(text_[pos_])))) {
      size_t b = pos_++;
      while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_])))
        ++pos_;
      if (pos_ < text_.size() && text_[pos_] == ':') { // herd style `0:r0`
        ++pos_;
        std::string reg = word();
        t.thread = threadIndex("P" + text_.substr(b, pos_ - b - reg.size() - 1), at, false);
        t.reg = regLookup(t.thread, reg, at);
        return t;
      }
      t.imm = number(text_.substr(b, pos_ - b), at);
      return t;
    }
    std::string w = word();
    if (w.empty())
      fail(at, "expected a register (P0:r0), a location or a constant");
    if (eat(":")) {
      t.thread = threadIndex(w, at, false);
      t.reg = regLookup(t.thread, word(), at);
      return t;
    }
    t.loc = locationOf(w, at, false);
    if (t.loc < 0)
      fail(at, fmt::format("no location `{}` in this test", w));
    return t;
  }

  int regLookup(int thread, const std::string &reg, size_t at) {
    Thread &th = test_.threads[thread];
    for (size_t i = 0; i < th.regs.size(); ++i)
      if (th.regs[i] == reg)
        return static_cast<int>(i);
    // A register that no instruction writes keeps its initial value (0 unless declared).
    return regOf(th, reg, at);
  }

  std::unique_ptr<Cond> atom() {
    skipSpace();
    size_t at = pos_;
    auto c = std::make_unique<Cond>();
    if (eat("~") || eat("not ")) {
      c->kind = Cond::Kind::Not;
      c->lhs = atom();
      return c;
    }
    if (eat("(")) {
      c = disjunction();
      if (!eat(")"))
        fail(pos_, "expected `)`");
      return c;
    }
    if (text_.compare(pos_, 4, "true") == 0) {
      pos_ += 4;
      return c;
    }
    c->kind = Cond::Kind::Compare;
    c->left = term();
    if (eat("=="))
      c->cmp = Cmp::Eq;
    else if (eat("!="))
      c->cmp = Cmp::Ne;
    else if (eat("<="))
      c->cmp = Cmp::Le;
    else if (eat(">="))
      c->cmp = Cmp::Ge;
    else if (eat("<"))
      c->cmp = Cmp::Lt;
    else if (eat(">"))
      c->cmp = Cmp::Gt;
    else if (eat("="))
      c->cmp = Cmp::Eq;
    else
      fail(at, "expected a comparison (==, !=, <, >, <=, >=)");
    c->right = term();
    return c;
  }

  std::unique_ptr<Cond> conjunction() {
    auto c = atom();
    while (eat("/\\")) {
      auto n = std::make_unique<Cond>();
      n->kind = Cond::Kind::And;
      n->lhs = std::move(c);
      n->rhs = atom();
      c = std::move(n);
    }
    return c;
  }

  std::unique_ptr<Cond> disjunction() {
    auto c = conjunction();
    while (eat("\\/")) {
      auto n = std::make_unique<Cond>();
      n->kind = Cond::Kind::Or;
      n->lhs = std::move(c);
      n->rhs = conjunction();
      c = std::move(n);
    }
    return c;
  }

  /// ::= ['locations' '[' TERM (';' TERM)* ']'] ('exists' | '~exists' | 'forall') COND
  void parseTail() {
    skipSpace();
    if (text_.compare(pos_, 9, "locations") == 0) {
      pos_ += 9;
      if (!eat("["))
        fail(pos_, "expected `[` after `locations`");
      while (!eat("]")) {
        if (pos_ >= text_.size())
          fail(pos_, "`locations [` is not closed");
        test_.observed.push_back(term());
        eat(";");
      }
    }
    skipSpace();
    size_t at = pos_;
    if (pos_ >= text_.size())
      fail(pos_, "expected the final condition (exists, ~exists or forall)");
    if (eat("~exists") || eat("~ exists"))
      test_.quantifier = Quantifier::NotExists;
    else if (eat("exists"))
      test_.quantifier = Quantifier::Exists;
    else if (eat("forall"))
      test_.quantifier = Quantifier::Forall;
    else if (text_.compare(pos_, 6, "filter") == 0)
      fail(at, "unsupported: `filter`");
    else
      fail(at, "expected the final condition (exists, ~exists or forall)");
    size_t condStart = pos_;
    test_.cond = disjunction();
    test_.condText = trim(std::string_view(text_).substr(condStart, pos_ - condStart));
    skipSpace();
    if (pos_ < text_.size())
      fail(pos_, "unexpected text after the final condition");
  }

  void checkShared() {
    for (size_t l = 0; l < test_.locs.size(); ++l) {
      if (!test_.locs[l].shared)
        continue;
      int cta = -1, gpu = -1;
      for (const Thread &t : test_.threads)
        for (const Instr &in : t.code)
          if (in.loc == static_cast<int>(l)) {
            if (cta >= 0 && (cta != t.cta || gpu != t.gpu))
              throw LitmusError(in.line, in.col,
                                fmt::format("shared location `{}` used by threads of different CTAs (shared "
                                            "memory belongs to one CTA)",
                                            test_.locs[l].name));
            cta = t.cta;
            gpu = t.gpu;
          }
    }
  }
};

} // namespace

Test parseLitmus(const std::string &file, const std::string &text) { return Parser(file, text).run(); }

} // namespace nvsim::litmus
