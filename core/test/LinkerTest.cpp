// Linker unit tests: small hand-written module pairs with exact results, and libdevice itself
// (skipped when the CUDA toolkit or llvm-dis-19 is absent).
//
// Every expected text below was checked with llvm-as-19 when written; the renaming rules were
// compared with llvm-link-19's on the same inputs.
#include "core/Linker.h"
#include "core/parser/Parser.h"
#include "core/printer/Printer.h"

#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace nvsim;
using namespace nvsim::ir;

namespace {

std::unique_ptr<Module> parseText(std::string text) {
  SourceFile file("main.ll", std::move(text));
  DiagEngine diags(&file);
  auto m = parseAssembly(file, diags);
  INFO(diags.renderAll());
  REQUIRE(m);
  return m;
}

/// The text printed for a module must read back and print the same.
std::string printChecked(const Module &m) {
  std::string printed = printModule(m);
  SourceFile again("again.ll", printed);
  DiagEngine diags(&again);
  auto reread = parseAssembly(again, diags);
  INFO(printed);
  INFO(diags.renderAll());
  REQUIRE(reread);
  CHECK(printModule(*reread) == printed);
  return printed;
}

struct Linked {
  std::unique_ptr<Module> module;
  std::unique_ptr<SourceFile> srcFile;
  std::unique_ptr<DiagEngine> srcDiags;
  bool ok = false;
  std::string printed; ///< set when linking succeeded
  std::string firstError() const {
    for (const Diagnostic &d : srcDiags->diagnostics())
      if (d.severity == Severity::Error)
        return srcDiags->render(d);
    return "";
  }
};

Linked linkTexts(std::string dst, std::string src) {
  Linked l;
  l.module = parseText(std::move(dst));
  l.srcFile = std::make_unique<SourceFile>("lib.ll", std::move(src));
  l.srcDiags = std::make_unique<DiagEngine>(l.srcFile.get());
  l.ok = linkModules(*l.module, *l.srcFile, *l.srcDiags);
  if (l.ok)
    l.printed = printChecked(*l.module);
  return l;
}

bool contains(const std::string &s, std::string_view what) { return s.find(what) != std::string::npos; }

const Instruction &firstInst(const GlobalValue &f, size_t index = 0) {
  REQUIRE(!f.blocks.empty());
  REQUIRE(index < f.blocks[0]->insts.size());
  return *f.blocks[0]->insts[index];
}

} // namespace

TEST_CASE("linker: a definition replaces the declaration its callers hold") {
  Linked l = linkTexts(R"(
define float @k(float %x) {
  %r = call float @lib_sin(float %x)
  ret float %r
}
declare float @lib_sin(float)
)",
                       R"(
define float @lib_sin(float %v) {
  %h = call float @helper(float %v)
  ret float %h
}
define internal float @helper(float %v) {
  ret float %v
}
)");
  INFO(l.firstError());
  REQUIRE(l.ok);
  const GlobalValue *sin = l.module->getFunction("lib_sin");
  REQUIRE(sin != nullptr);
  CHECK(sin->hasBody);
  CHECK(firstInst(*l.module->getFunction("k")).ops[0] == sin); // the caller's callee is the body
  CHECK(sin->args[0]->parent == sin);
  CHECK(sin->blocks[0]->parent == sin);
  CHECK(sin->args[0]->name == "v");
  const GlobalValue *helper = l.module->getFunction("helper");
  REQUIRE(helper != nullptr);
  CHECK(firstInst(*sin).ops[0] == helper);
  CHECK(sin->loc == kNoLoc); // an offset into lib.ll means nothing in main.ll
  CHECK(l.printed == "define float @k(float %x) {\n"
                     "  %r = call float @lib_sin(float %x)\n"
                     "  ret float %r\n"
                     "}\n"
                     "\n"
                     "define float @lib_sin(float %v) {\n"
                     "  %h = call float @helper(float %v)\n"
                     "  ret float %h\n"
                     "}\n"
                     "\n"
                     "define internal float @helper(float %v) {\n"
                     "  ret float %v\n"
                     "}\n");
}

TEST_CASE("linker: the source's declarations resolve to the destination's globals") {
  Linked l = linkTexts(R"(
@table = addrspace(1) global [2 x i32] [i32 1, i32 2]
define i32 @get(i32 %i) {
  ret i32 %i
}
)",
                       R"(
@table = external addrspace(1) global [2 x i32]
declare i32 @get(i32)
define i32 @use() {
  %v = call i32 @get(i32 1)
  %w = load i32, ptr addrspace(1) @table
  %s = add i32 %v, %w
  ret i32 %s
}
)");
  INFO(l.firstError());
  REQUIRE(l.ok);
  const GlobalValue *use = l.module->getFunction("use");
  REQUIRE(use != nullptr);
  CHECK(firstInst(*use, 0).ops[0] == l.module->getFunction("get"));
  CHECK(firstInst(*use, 1).ops[0] == l.module->getGlobal("table"));
  CHECK(l.module->globals.size() == 3);
  CHECK(l.module->getGlobal("table")->initializer != nullptr);
}

TEST_CASE("linker: clashing local names are renamed on the local side") {
  Linked l = linkTexts(R"(
@count = internal global i32 0
@shared = internal global i32 1
define i32 @a() {
  %v = load i32, ptr @count
  ret i32 %v
}
)",
                       R"(
@count = internal global i32 5
@shared = global i32 7
define i32 @b() {
  %v = load i32, ptr @count
  %w = load i32, ptr @shared
  %s = add i32 %v, %w
  ret i32 %s
}
)");
  INFO(l.firstError());
  REQUIRE(l.ok);
  // The source's internal @count becomes @count.1; the destination's internal @shared gives its
  // name to the source's external one (llvm-link-19 renames the same sides).
  CHECK(contains(l.printed, "@count = internal global i32 0\n"));
  CHECK(contains(l.printed, "@shared.1 = internal global i32 1\n"));
  CHECK(contains(l.printed, "@count.1 = internal global i32 5\n"));
  CHECK(contains(l.printed, "@shared = global i32 7\n"));
  CHECK(contains(l.printed, "  %v = load i32, ptr @count.1\n  %w = load i32, ptr @shared\n"));
}

TEST_CASE("linker: identified structs are reused when alike, renamed when not, filled when opaque") {
  Linked l = linkTexts(R"(
%struct.pair = type { i32, i32 }
%struct.node = type { ptr, %struct.pair }
%struct.vec = type { float, float }
%struct.later = type opaque
@p = global %struct.pair zeroinitializer
@n = global %struct.node zeroinitializer
@v = global %struct.vec zeroinitializer
@o = external global %struct.later
)",
                       R"(
%struct.pair = type { i32, i32 }
%struct.node = type { ptr, %struct.pair }
%struct.vec = type { double, double }
%struct.later = type { i8 }
%0 = type { i64 }
@q = global %struct.pair zeroinitializer
@m = global %struct.node zeroinitializer
@w = global %struct.vec zeroinitializer
@l = global %struct.later zeroinitializer
@u = global %0 zeroinitializer
)");
  INFO(l.firstError());
  REQUIRE(l.ok);
  const Module &m = *l.module;
  CHECK(m.getGlobal("q")->valueType == m.getGlobal("p")->valueType);
  CHECK(m.getGlobal("m")->valueType == m.getGlobal("n")->valueType);
  CHECK(m.getGlobal("w")->valueType != m.getGlobal("v")->valueType);
  CHECK(m.getGlobal("w")->valueType->name() == "struct.vec.0");
  CHECK(m.getGlobal("l")->valueType == m.getGlobal("o")->valueType);
  CHECK(m.getGlobal("o")->valueType->hasBody());
  CHECK(l.printed.rfind("%struct.pair = type { i32, i32 }\n"
                        "%struct.node = type { ptr, %struct.pair }\n"
                        "%struct.vec = type { float, float }\n"
                        "%struct.later = type { i8 }\n"
                        "%struct.vec.0 = type { double, double }\n"
                        "%0 = type { i64 }\n",
                        0) == 0);
  CHECK(contains(l.printed, "@w = global %struct.vec.0 zeroinitializer\n"));
  CHECK(contains(l.printed, "@u = global %0 zeroinitializer\n"));
}

TEST_CASE("linker: metadata, attribute groups and named lists are merged without clashes") {
  Linked l = linkTexts(R"(
define void @k() #0 {
  ret void, !dbg !1
}
attributes #0 = { nounwind }
!nvvm.annotations = !{!0}
!llvm.module.flags = !{!2}
!llvm.ident = !{!3}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{i32 10}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{!"clang"}
)",
                       R"(
define void @f() #0 {
  ret void, !dbg !0
}
define void @g() #1 {
  ret void, !dbg !1
}
attributes #0 = { alwaysinline }
attributes #1 = { nounwind }
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4}
!llvm.ident = !{!5}
!0 = !{i32 20}
!1 = !{i32 30}
!2 = !{ptr @g, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 2}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!5 = !{!"clang"}
)");
  INFO(l.firstError());
  REQUIRE(l.ok);
  // #1 of the source is the destination's #0; its #0 becomes #1.
  CHECK(contains(l.printed, "define void @f() #1 {\n  ret void, !dbg !4\n}\n"));
  CHECK(contains(l.printed, "define void @g() #0 {\n  ret void, !dbg !5\n}\n"));
  CHECK(contains(l.printed, "attributes #0 = { nounwind }\nattributes #1 = { alwaysinline }\n"));
  // The source's !0..!5 follow the destination's !0..!3 without a gap: they become !4..!9.
  // Annotations of both kernels; module flags keep the destination's value of a key; one ident.
  CHECK(contains(l.printed, "!nvvm.annotations = !{!0, !6}\n"));
  CHECK(contains(l.printed, "!llvm.module.flags = !{!2, !8}\n"));
  CHECK(contains(l.printed, "!llvm.ident = !{!3}\n"));
  CHECK(contains(l.printed, "!4 = !{i32 20}\n!5 = !{i32 30}\n!6 = !{ptr @g, !\"kernel\", i32 1}\n"));
}

TEST_CASE("linker: weaker definitions give way, appending arrays are joined") {
  Linked l = linkTexts(R"(
@llvm.used = appending global [1 x ptr] [ptr @a], section "llvm.metadata"
define linkonce_odr i32 @a() {
  ret i32 1
}
define i32 @b() {
  ret i32 2
}
define available_externally i32 @c() {
  ret i32 3
}
)",
                       R"(
@llvm.used = appending global [1 x ptr] [ptr @d], section "llvm.metadata"
define i32 @a() {
  ret i32 10
}
define weak i32 @b() {
  ret i32 20
}
define i32 @c() {
  ret i32 30
}
define i32 @d() {
  ret i32 40
}
)");
  INFO(l.firstError());
  REQUIRE(l.ok);
  CHECK(contains(l.printed,
                 "@llvm.used = appending global [2 x ptr] [ptr @a, ptr @d], section \"llvm.metadata\"\n"));
  CHECK(contains(l.printed, "define i32 @a() {\n  ret i32 10\n}\n"));
  CHECK(contains(l.printed, "define i32 @b() {\n  ret i32 2\n}\n"));
  CHECK(contains(l.printed, "define i32 @c() {\n  ret i32 30\n}\n"));
}

TEST_CASE("linker: numbered globals of the source get numbers after the destination's") {
  Linked l = linkTexts("@0 = global i32 1\n@1 = global i32 2\n",
                       "@0 = global i32 3\ndefine ptr @f() {\n  ret ptr @0\n}\n");
  INFO(l.firstError());
  REQUIRE(l.ok);
  CHECK(contains(l.printed, "@0 = global i32 1\n@1 = global i32 2\n@2 = global i32 3\n"));
  CHECK(contains(l.printed, "  ret ptr @2\n"));
}

TEST_CASE("linker: conflicts are errors located in the source, and leave the destination as it was") {
  const char *dst = "define i32 @f() {\n  ret i32 1\n}\n@g = global i32 0\n@h = addrspace(1) global i32 0\n";
  std::string before = printModule(*parseText(dst));
  struct Case {
    const char *src;
    const char *error;
  };
  const Case cases[] = {
      {"\ndefine i32 @f() {\n  ret i32 2\n}\n",
       "lib.ll:2:12: error: '@f' is defined in both modules\ndefine i32 @f() {\n           ^\n"},
      {"declare void @g()\n",
       "lib.ll:1:14: error: '@g' is a function here but a variable in the module it is linked into\n"
       "declare void @g()\n             ^\n"},
      {"@h = global i32 1\n",
       "lib.ll:1:1: error: '@h' is in address space 0 here but in address space 1 in the "
       "module it is linked into\n@h = global i32 1\n^\n"},
  };
  for (const Case &c : cases) {
    Linked l = linkTexts(dst, c.src);
    CHECK_FALSE(l.ok);
    CHECK(l.firstError() == c.error);
    CHECK(printModule(*l.module) == before);
  }
}

TEST_CASE("linker: a parse error in the source is reported and nothing is linked") {
  // The missing value of line 2 is found at the next token, on line 3 (llvm-as-19 says 3:1 too).
  Linked l = linkTexts("declare void @f()\n", "define void @f() {\n  ret i32\n}\n");
  CHECK_FALSE(l.ok);
  CHECK(l.firstError() == "lib.ll:3:1: error: expected value\n}\n^\n");
  CHECK(l.module->getFunction("f")->isDeclaration());
  Linked comma = linkTexts("declare void @f()\n", "define void @f() {\n  ret i32 ,\n}\n");
  CHECK_FALSE(comma.ok);
  CHECK(comma.firstError() == "lib.ll:2:11: error: expected value\n  ret i32 ,\n          ^\n");
  CHECK(comma.module->getFunction("f")->isDeclaration());
}

TEST_CASE("linker: libdevice into a kernel that calls __nv_sinf (needs CUDA's libdevice and llvm-dis-19)") {
  const std::filesystem::path bc = "/usr/local/cuda/nvvm/libdevice/libdevice.10.bc";
  std::filesystem::path ll = std::filesystem::temp_directory_path() / "nvsim-linker-test-libdevice.ll";
  if (!std::filesystem::exists(bc) ||
      std::system(("llvm-dis-19 " + bc.string() + " -o " + ll.string() + " 2>/dev/null").c_str()) != 0) {
    MESSAGE("skipped: no libdevice at " << bc.string() << " or no llvm-dis-19");
    return;
  }
  std::ifstream kernelIn(std::string(NVSIM_SOURCE_DIR) + "/core/test/link/saxpy-sinf.ll");
  std::ifstream libIn(ll);
  std::stringstream kernelText, libText;
  kernelText << kernelIn.rdbuf();
  libText << libIn.rdbuf();
  std::filesystem::remove(ll);

  auto kernel = parseText(kernelText.str());
  SourceFile lib("libdevice.ll", libText.str());
  DiagEngine diags(&lib);
  REQUIRE(linkModules(*kernel, lib, diags));
  CHECK(diags.errorCount() == 0);
  CHECK(diags.diagnostics().empty()); // the gpulibs triple and libdevice's layout link silently

  const GlobalValue *sinf = kernel->getFunction("__nv_sinf");
  REQUIRE(sinf != nullptr);
  CHECK(sinf->hasBody);
  CHECK(!sinf->blocks.empty());
  const GlobalValue *k = kernel->getFunction("_Z9saxpy_sinifPKfPf");
  REQUIRE(k != nullptr);
  const Instruction *call = k->blocks.at(1)->insts.at(3);
  CHECK(call->opcode == Opcode::Call);
  CHECK(call->ops[0] == sinf);
  CHECK(kernel->targetTriple == "nvptx64-nvidia-cuda");
  CHECK(kernel->getFunction("__nv_cosf") != nullptr);
  CHECK(kernel->getGlobal("__cudart_i2opi_f") != nullptr);

  std::string printed = printChecked(*kernel);
  CHECK(contains(printed, "define float @__nv_sinf(float %a)"));
  // llvm-as-19 accepts the linked module, when it is installed.
  std::filesystem::path out = std::filesystem::temp_directory_path() / "nvsim-linker-test-linked.ll";
  std::ofstream(out) << printed;
  if (std::system("command -v llvm-as-19 >/dev/null 2>&1") == 0)
    CHECK(std::system(("llvm-as-19 " + out.string() + " -o /dev/null").c_str()) == 0);
  std::filesystem::remove(out);
}
