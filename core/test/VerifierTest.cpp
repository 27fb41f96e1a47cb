// Verifier tests: the data-driven cases in core/test/verify/ and the rules only API-built modules reach.
#include "core/verifier/Verifier.h"
#include "core/parser/Parser.h"
#include "core/verifier/Dominators.h"
#include "core/verifier/VerifierImpl.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>

using namespace nvsim;
using namespace nvsim::ir;

namespace {

/// A module parsed from text, kept with its source so that diagnostics have locations.
struct Parsed {
  std::unique_ptr<SourceFile> file;
  std::unique_ptr<Module> module;
};

Parsed parse(std::string text, std::string name = "test.ll") {
  Parsed p;
  p.file = std::make_unique<SourceFile>(std::move(name), std::move(text));
  DiagEngine diags(p.file.get());
  p.module = parseAssembly(*p.file, diags);
  INFO(diags.renderAll());
  REQUIRE(p.module != nullptr);
  return p;
}

/// Every diagnostic of verifyModule as `SEVERITY: line:col: message` (`SEVERITY: message` without
/// a location); `ids` collects the rows that fired.
std::vector<std::string> verifyAll(const Parsed &p, std::set<DiagId> *ids = nullptr,
                                   const VerifyOptions &o = {}) {
  DiagEngine diags(p.file.get());
  bool ok = verifyModule(*p.module, diags, o);
  CHECK(ok == !diags.hasErrors());
  std::vector<std::string> out;
  for (const Diagnostic &d : diags.diagnostics()) {
    if (ids)
      ids->insert(d.id);
    std::string sev = d.severity == Severity::Error     ? "ERROR"
                      : d.severity == Severity::Warning ? "WARNING"
                                                        : "NOTE";
    if (d.offset == kNoLoc) {
      out.push_back(sev + ": " + d.message);
      continue;
    }
    auto lc = p.file->lineCol(d.offset);
    out.push_back(fmt::format("{}: {}:{}: {}", sev, lc.line, lc.column, d.message));
  }
  return out;
}

/// The first line of each rendered diagnostic: `file:line:col: error: message`.
std::vector<std::string> renderedFirstLines(const Parsed &p, const VerifyOptions &o = {}) {
  DiagEngine diags(p.file.get());
  verifyModule(*p.module, diags, o);
  std::vector<std::string> out;
  for (const Diagnostic &d : diags.diagnostics()) {
    std::string r = diags.render(d);
    out.push_back(r.substr(0, r.find('\n')));
  }
  return out;
}

/// Vectors of lines compare as one string so that doctest prints both sides.
std::string lines(const std::vector<std::string> &v) {
  std::string out;
  for (const std::string &s : v)
    out += s + "\n";
  return out;
}

GlobalValue &function(const Parsed &p, std::string_view name) {
  GlobalValue *f = p.module->getFunction(name);
  REQUIRE(f != nullptr);
  return *f;
}

Instruction &inst(const Parsed &p, std::string_view fn, size_t block, size_t index) {
  GlobalValue &f = function(p, fn);
  REQUIRE(block < f.blocks.size());
  REQUIRE(index < f.blocks[block]->insts.size());
  return *f.blocks[block]->insts[index];
}

std::filesystem::path verifyDir() {
  return std::filesystem::path(NVSIM_SOURCE_DIR) / "core" / "test" / "verify";
}

std::string readFile(const std::filesystem::path &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// The expectations at the top of a case: `; ERROR: l:c: msg`, `; WARNING: ...`, `; NOTE: ...`,
/// or `; VALID`. Returns false when the file declares none.
bool readExpectations(const std::string &text, std::vector<std::string> &expected) {
  std::istringstream in(text);
  std::string line;
  bool declared = false;
  while (std::getline(in, line)) {
    if (line == "; VALID") {
      declared = true;
      continue;
    }
    bool row = false;
    for (std::string_view sev : {"ERROR: ", "WARNING: ", "NOTE: "})
      if (line.rfind("; " + std::string(sev), 0) == 0) {
        expected.push_back(line.substr(2));
        row = declared = true;
      }
    if (!row)
      break;
  }
  return declared;
}

/// Runs every case of core/test/verify/; returns how many ran.
size_t runVerifyFolder(std::set<DiagId> *ids) {
  std::vector<std::filesystem::path> files;
  for (const auto &e : std::filesystem::directory_iterator(verifyDir()))
    if (e.path().extension() == ".ll")
      files.push_back(e.path());
  std::sort(files.begin(), files.end());
  for (const auto &path : files) {
    std::string text = readFile(path);
    std::vector<std::string> expected;
    INFO("case: ", path.filename().string());
    REQUIRE(readExpectations(text, expected));
    Parsed p = parse(text, path.filename().string());
    CHECK(lines(verifyAll(p, ids)) == lines(expected));
  }
  return files.size();
}

/// Rules that text cannot reach (our parser or LLVM's grammar rules them out) but modules built
/// or rewritten through the API can. Each case edits a parsed module and names the first line
/// verifyModule must print.
struct ApiCase {
  const char *name;
  const char *text;
  std::function<void(Parsed &)> edit;
  const char *expected; ///< first rendered line of the only diagnostic
};

const char *const kSimple = "define i32 @f(i32 %a, i64 %b, float %c, i1 %d) {\n"
                            "entry:\n"
                            "  %x = add i32 %a, 1\n"
                            "  br i1 %d, label %next, label %next\n"
                            "next:\n"
                            "  ret i32 %x\n"
                            "}\n";

const std::vector<ApiCase> &apiCases() {
  static const std::vector<ApiCase> cases = {
      {"function body without blocks", kSimple, [](Parsed &p) { function(p, "f").blocks.clear(); },
       "test.ll:1:12: error: function '@f' has a body without basic blocks"},
      {"block without terminator", kSimple, [](Parsed &p) { function(p, "f").blocks[1]->insts.clear(); },
       "test.ll:5:1: error: basic block '%next' in function '@f' does not end with a terminator"},
      {"terminator in the middle", kSimple,
       [](Parsed &p) {
         auto &entry = function(p, "f").blocks[0]->insts;
         Instruction *br = entry[1];
         entry.insert(entry.begin(), br);
       },
       "test.ll:4:3: error: terminator 'br' found in the middle of basic block '%entry'"},
      {"branch to another function's block",
       "define void @g() {\nother:\n  ret void\n}\n"
       "define void @f() {\nentry:\n  br label %next\nnext:\n  ret void\n}\n",
       [](Parsed &p) { inst(p, "f", 0, 0).successors[0] = function(p, "g").blocks[0]; },
       "test.ll:7:3: error: 'br' branches to '%other', which is not a basic block of function '@f'"},
      {"use of an undefined value", kSimple,
       [](Parsed &p) {
         auto *ghost = p.module->make<Instruction>(Opcode::Invalid, p.module->types.i32());
         ghost->name = "ghost";
         inst(p, "f", 0, 0).ops[0] = ghost;
       },
       "test.ll:3:8: error: use of undefined value '%ghost'"},
      {"value of another function",
       "define void @g(i32 %other) {\n  ret void\n}\ndefine i32 @f(i32 %a) {\n  %x = add i32 %a, 1\n  ret "
       "i32 %x\n}\n",
       [](Parsed &p) { inst(p, "f", 0, 0).ops[0] = function(p, "g").args[0]; },
       "test.ll:5:8: error: '%other' belongs to another function than '@f'"},
      {"missing operand", kSimple, [](Parsed &p) { inst(p, "f", 0, 0).ops.pop_back(); },
       "test.ll:3:8: error: 'add' has 1 operands, expected 2"},
      {"binary operand types differ", kSimple,
       [](Parsed &p) { inst(p, "f", 0, 0).ops[1] = function(p, "f").args[1]; },
       "test.ll:3:8: error: add: operand type 'i64' does not match 'i32'"},
      {"integer operands to fadd", kSimple, [](Parsed &p) { inst(p, "f", 0, 0).opcode = Opcode::FAdd; },
       "test.ll:3:8: error: 'fadd' requires floating-point operands, not 'i32'"},
      {"result type differs", "define void @f(i32 %a) {\n  %x = add i32 %a, 1\n  ret void\n}\n",
       [](Parsed &p) { inst(p, "f", 0, 0).type = p.module->types.i64(); },
       "test.ll:2:8: error: 'add' produces 'i32' but its type is 'i64'"},
      {"ret type", kSimple, [](Parsed &p) { inst(p, "f", 1, 0).ops[0] = function(p, "f").args[1]; },
       "test.ll:6:3: error: 'ret' type 'i64' does not match the function's return type 'i32'"},
      {"branch condition", kSimple, [](Parsed &p) { inst(p, "f", 0, 1).ops[0] = function(p, "f").args[0]; },
       "test.ll:4:3: error: branch condition must have type 'i1', not 'i32'"},
      {"switch case not a constant",
       "define void @f(i32 %c) {\nentry:\n  switch i32 %c, label %a [ i32 1, label %a ]\na:\n  ret void\n}\n",
       [](Parsed &p) { inst(p, "f", 0, 0).ops[1] = function(p, "f").args[0]; },
       "test.ll:3:3: error: switch case value must be an integer constant of the condition type 'i32'"},
      {"callee without a function type",
       "declare void @g(i32)\ndefine void @f() {\n  call void @g(i32 1)\n  ret void\n}\n",
       [](Parsed &p) { inst(p, "f", 0, 0).auxType = p.module->types.i32(); },
       "test.ll:3:3: error: callee of 'call' must be a function or a pointer with a function type"},
      {"call argument count",
       "declare void @g(i32)\ndefine void @f() {\n  call void @g(i32 1)\n  ret void\n}\n",
       [](Parsed &p) { inst(p, "f", 0, 0).ops.pop_back(); },
       "test.ll:3:3: error: call passes 0 arguments but the function type 'void (i32)' takes 1"},
      {"call argument type",
       "declare void @g(i32)\ndefine void @f(i64 %w) {\n  call void @g(i32 1)\n  ret void\n}\n",
       [](Parsed &p) { inst(p, "f", 0, 0).ops[1] = function(p, "f").args[0]; },
       "test.ll:3:3: error: argument 1 of the call has type 'i64' but the function type expects 'i32'"},
      {"call result type", "declare i32 @g()\ndefine void @f() {\n  %r = call i32 @g()\n  ret void\n}\n",
       [](Parsed &p) { inst(p, "f", 0, 0).type = p.module->types.i64(); },
       "test.ll:3:8: error: call result type 'i64' does not match the return type 'i32' of the function "
       "type"},
      {"getelementptr index",
       "define void @f(ptr %p, float %x) {\n  %q = getelementptr i32, ptr %p, i64 1\n  ret void\n}\n",
       [](Parsed &p) { inst(p, "f", 0, 0).ops[1] = function(p, "f").args[1]; },
       "test.ll:2:8: error: getelementptr index 1 has type 'float'; indices must be integers"},
      {"alloca of an unsized type",
       "%T = type opaque\ndefine void @f() {\n  %a = alloca i32\n  ret void\n}\n",
       [](Parsed &p) { inst(p, "f", 0, 0).auxType = p.module->types.lookupNamedStruct("T"); },
       "test.ll:3:8: error: alloca of unsized type '%T'"},
      {"alignment not a power of two",
       "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, align 4\n  ret i32 %v\n}\n",
       [](Parsed &p) { inst(p, "f", 0, 0).align = 12; },
       "test.ll:2:8: error: alignment 12 is not a power of two"},
      {"alignment too large", "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, align 4\n  ret i32 %v\n}\n",
       [](Parsed &p) { inst(p, "f", 0, 0).align = uint64_t(1) << 33; },
       "test.ll:2:8: error: alignment 8589934592 is larger than the maximum 4294967296"},
      {"global alignment", "@g = addrspace(1) global i32 0, align 4\n",
       [](Parsed &p) { p.module->getGlobal("g")->align = 6; },
       "test.ll:1:1: error: alignment 6 is not a power of two"},
      {"extractvalue indices",
       "define i32 @f({ i32, i32 } %s) {\n  %v = extractvalue { i32, i32 } %s, 1\n  ret i32 %v\n}\n",
       [](Parsed &p) { inst(p, "f", 0, 0).indices = {5}; },
       "test.ll:2:8: error: invalid extractvalue indices for type '{ i32, i32 }'"},
      {"select condition",
       "define i32 @f(i1 %c, i32 %n) {\n  %v = select i1 %c, i32 1, i32 2\n  ret i32 %v\n}\n",
       [](Parsed &p) { inst(p, "f", 0, 0).ops[0] = function(p, "f").args[1]; },
       "test.ll:2:8: error: select condition must be 'i1' or a vector of 'i1' matching the operands, not "
       "'i32'"},
      {"compare predicate", "define i1 @f(i32 %a) {\n  %v = icmp eq i32 %a, 0\n  ret i1 %v\n}\n",
       [](Parsed &p) { inst(p, "f", 0, 0).predicate = 3; },
       "test.ll:2:8: error: invalid predicate for 'icmp'"},
      {"initializer type", "@g = addrspace(1) global i32 0\n@h = addrspace(1) global i64 0\n",
       [](Parsed &p) { p.module->getGlobal("g")->initializer = p.module->getGlobal("h")->initializer; },
       "test.ll:1:1: error: initializer of '@g' has type 'i64' but the global holds 'i32'"},
  };
  return cases;
}

void runApiCase(const ApiCase &c, std::set<DiagId> *ids) {
  INFO("case: ", std::string(c.name));
  Parsed p = parse(c.text);
  REQUIRE(lines(renderedFirstLines(p)) == "");
  c.edit(p);
  CHECK(lines(renderedFirstLines(p)) == lines({c.expected}));
  if (ids)
    verifyAll(p, ids);
}

} // namespace

TEST_CASE("verifier: every case in core/test/verify") {
  size_t n = runVerifyFolder(nullptr);
  CHECK(n >= 30);
}

TEST_CASE("verifier: rules reached through the API") {
  for (const ApiCase &c : apiCases())
    runApiCase(c, nullptr);
}

TEST_CASE("verifier: every verifier diagnostic row has a test") {
  std::set<DiagId> seen;
  runVerifyFolder(&seen);
  for (const ApiCase &c : apiCases())
    runApiCase(c, &seen);
  constexpr size_t kDiagCount = 0
#define DIAG(Id, Sev, Text) +1
#include "core/Diagnostics.def"
#undef DIAG
      ;
  for (size_t i = 0; i < kDiagCount; ++i) {
    auto id = static_cast<DiagId>(i);
    std::string_view name = diagInfo(id).name;
    if (name.rfind("Verify", 0) == 0 || name.rfind("Nvvm", 0) == 0) {
      INFO("diagnostic row without a test: ", name);
      CHECK(seen.count(id) == 1);
    }
  }
}

TEST_CASE("verifier: rendered diagnostics carry file, line, column and caret") {
  Parsed p = parse("target triple = \"nvptx64-nvidia-cuda\"\n"
                   "define i32 @f(ptr %ap) {\n"
                   "  %x = va_arg ptr %ap, i32\n"
                   "  ret i32 %x\n"
                   "}\n",
                   "kernel.ll");
  DiagEngine diags(p.file.get());
  CHECK_FALSE(verifyModule(*p.module, diags));
  REQUIRE(diags.diagnostics().size() == 1);
  CHECK(diags.render(diags.diagnostics()[0]) ==
        "kernel.ll:3:8: error: the 'va_arg' instruction is not supported in NVVM IR\n"
        "  %x = va_arg ptr %ap, i32\n"
        "       ^\n");
}

TEST_CASE("verifier: options select the rule families") {
  const char *text = "target triple = \"nvptx64-nvidia-cuda\"\n"
                     "define i32 @f(ptr %ap) {\n"
                     "  %y = add i32 %z, 1\n"
                     "  %z = va_arg ptr %ap, i32\n"
                     "  ret i32 %y\n"
                     "}\n";
  Parsed p = parse(text);
  CHECK(lines(verifyAll(p)) ==
        lines({"ERROR: 3:8: instruction does not dominate all uses: '%z' is used here but not defined "
               "on every path to this point",
               "ERROR: 4:8: the 'va_arg' instruction is not supported in NVVM IR"}));
  CHECK(verifyAll(p, nullptr, {.structure = true, .nvvm = false}).size() == 1);
  CHECK(lines(verifyAll(p, nullptr, {.structure = false, .nvvm = true})) ==
        lines({"ERROR: 4:8: the 'va_arg' instruction is not supported in NVVM IR"}));
}

TEST_CASE("verifier: one error per instruction, every instruction checked") {
  // The load has two NVVM problems (tensor memory, fp128); only the first is reported, and the
  // instructions after it are still checked.
  Parsed p = parse("define void @f(ptr addrspace(6) %t, ptr %p) {\n"
                   "  %a = load fp128, ptr addrspace(6) %t\n"
                   "  %b = load fp128, ptr %p\n"
                   "  ret void\n"
                   "}\n");
  CHECK(lines(verifyAll(p)) == lines({"ERROR: 2:8: type 'fp128' is not supported in NVVM IR",
                                      "ERROR: 3:8: type 'fp128' is not supported in NVVM IR"}));
}

TEST_CASE("verifier: unnamed values are named as the printer numbers them") {
  Parsed p = parse("define i32 @f(i32) {\n"
                   "  br label %2\n"
                   "2:\n"
                   "  %3 = add i32 %4, 1\n"
                   "  %4 = add i32 %0, 1\n"
                   "  ret i32 %3\n"
                   "}\n");
  CHECK(lines(verifyAll(p)) == lines({"ERROR: 4:8: instruction does not dominate all uses: '%4' is used "
                                      "here but not defined on every path to this point"}));
}

TEST_CASE("dominator tree: diamond, loop and unreachable blocks") {
  Parsed p = parse("define void @f(i1 %c) {\n"
                   "entry:\n  br i1 %c, label %l, label %r\n"
                   "l:\n  br label %join\n"
                   "r:\n  br label %join\n"
                   "join:\n  br i1 %c, label %join, label %exit\n"
                   "exit:\n  ret void\n"
                   "dead:\n  br label %join\n"
                   "}\n");
  const GlobalValue &f = function(p, "f");
  auto block = [&](size_t i) { return f.blocks[i]; };
  DominatorTree dt(f);
  const BasicBlock *entry = block(0), *l = block(1), *r = block(2), *join = block(3), *exit = block(4),
                   *dead = block(5);
  CHECK(dt.idom(entry) == nullptr);
  CHECK(dt.idom(l) == entry);
  CHECK(dt.idom(r) == entry);
  CHECK(dt.idom(join) == entry);
  CHECK(dt.idom(exit) == join);
  CHECK(dt.idom(dead) == nullptr);
  CHECK(dt.dominates(entry, exit));
  CHECK(dt.dominates(join, join));
  CHECK_FALSE(dt.dominates(l, join));
  CHECK_FALSE(dt.dominates(exit, join));
  CHECK_FALSE(dt.isReachable(dead));
  CHECK(dt.dominates(exit, dead)); // everything dominates unreachable code
  CHECK_FALSE(dt.dominates(dead, exit));
  CHECK(dt.predecessors(join) == std::vector<const BasicBlock *>{l, r, join, dead});
  CHECK(dt.reversePostOrder().size() == 5);
  CHECK(dt.reversePostOrder().front() == entry);
}

TEST_CASE("dominator tree: a long chain does not exhaust the stack") {
  std::string text = "define void @f() {\nb0:\n";
  const int n = 20000;
  for (int i = 0; i < n; ++i)
    text += fmt::format("  br label %b{}\nb{}:\n", i + 1, i + 1);
  text += "  ret void\n}\n";
  Parsed p = parse(text);
  const GlobalValue &f = function(p, "f");
  DominatorTree dt(f);
  CHECK(dt.dominates(f.blocks[0], f.blocks[n]));
  CHECK(dt.idom(f.blocks[n]) == f.blocks[n - 1]);
  CHECK(verifyAll(p).empty());
}

TEST_CASE("intrinsic table: rows are well formed and match as documented") {
  using verifier::findIntrinsicRule;
  for (const verifier::IntrinsicRule &r : verifier::intrinsicRules()) {
    INFO(r.name);
    CHECK(r.name.rfind("llvm.", 0) == 0);
    CHECK(r.prefix == (r.name.back() == '.'));
    CHECK(r.section.rfind("spec ", 0) == 0);
    if (!r.prefix)
      CHECK(findIntrinsicRule(std::string(r.name) + ".f32") == &r);
  }
  CHECK(findIntrinsicRule("llvm.sin.f32")->illegal);
  CHECK(findIntrinsicRule("llvm.exp.v2f64")->illegal);
  CHECK(findIntrinsicRule("llvm.exp2.f32") == nullptr);
  CHECK(findIntrinsicRule("llvm.experimental.noalias.scope.decl") == nullptr);
  CHECK(findIntrinsicRule("llvm.sinh.f32") == nullptr);
  CHECK(findIntrinsicRule("llvm.powi.f32.i32")->name == "llvm.powi");
  CHECK(findIntrinsicRule("llvm.eh.typeid.for.p0")->illegal);
  CHECK_FALSE(findIntrinsicRule("llvm.nvvm.barrier0")->illegal);
  CHECK_FALSE(findIntrinsicRule("llvm.memcpy.inline.p0.p0.i64")->illegal);
  CHECK(findIntrinsicRule("foo.sin") == nullptr);
  CHECK(verifier::isMemoryWriteIntrinsic("llvm.memset.p4.i64"));
  CHECK_FALSE(verifier::isMemoryWriteIntrinsic("llvm.memsetx"));
}

TEST_CASE("casts: castIsValid follows LLVM's rules") {
  TypeContext tc;
  std::string why;
  using verifier::castIsValid;
  CHECK(castIsValid(Opcode::Trunc, tc.i64(), tc.i32(), false, why));
  CHECK(castIsValid(Opcode::ZExt, tc.vectorTy(tc.i8(), 4), tc.vectorTy(tc.i32(), 4), false, why));
  CHECK_FALSE(castIsValid(Opcode::ZExt, tc.vectorTy(tc.i8(), 4), tc.vectorTy(tc.i32(), 2), false, why));
  CHECK(castIsValid(Opcode::FPExt, tc.halfTy(), tc.floatTy(), false, why));
  CHECK_FALSE(castIsValid(Opcode::FPTrunc, tc.halfTy(), tc.bfloatTy(), false, why));
  CHECK(castIsValid(Opcode::BitCast, tc.vectorTy(tc.halfTy(), 2), tc.i32(), false, why));
  CHECK(castIsValid(Opcode::BitCast, tc.doubleTy(), tc.vectorTy(tc.i32(), 2), false, why));
  CHECK_FALSE(castIsValid(Opcode::BitCast, tc.pointerTy(0), tc.i64(), false, why));
  CHECK_FALSE(castIsValid(Opcode::BitCast, tc.pointerTy(1), tc.pointerTy(0), false, why));
  CHECK(castIsValid(Opcode::BitCast, tc.pointerTy(1), tc.pointerTy(0), true, why)); // NVVM IR 1.x
  CHECK(castIsValid(Opcode::AddrSpaceCast, tc.pointerTy(3), tc.pointerTy(0), false, why));
  CHECK(castIsValid(Opcode::PtrToInt, tc.vectorTy(tc.pointerTy(0), 2), tc.vectorTy(tc.i64(), 2), false, why));
  CHECK_FALSE(castIsValid(Opcode::SIToFP, tc.floatTy(), tc.doubleTy(), false, why));
  CHECK(why == "the source must be an integer, the result floating point");
}
