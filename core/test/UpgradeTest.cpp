// Syntax that llvm-as 19 reads in its own way, and nvvm-sim must read the same way: s0x literals,
// legacy memory attributes, typed-pointer calls, declaration attachments and numbered struct types.
//
// Every expected text below was checked with llvm-as-19 / llvm-dis-19 when written.
#include "core/parser/Parser.h"
#include "core/printer/Printer.h"

#include <doctest/doctest.h>

using namespace nvsim;
using namespace nvsim::ir;

namespace {

struct Parsed {
  std::unique_ptr<SourceFile> file;
  std::unique_ptr<DiagEngine> diags;
  std::unique_ptr<Module> module;
  std::string printed;
};

/// Parses `text`, prints it, and checks that the printed text reads back and prints the same.
Parsed parse(std::string text) {
  Parsed p;
  p.file = std::make_unique<SourceFile>("t.ll", std::move(text));
  p.diags = std::make_unique<DiagEngine>(p.file.get());
  p.module = parseAssembly(*p.file, *p.diags);
  INFO(p.diags->renderAll());
  REQUIRE(p.module);
  p.printed = printModule(*p.module);
  SourceFile again("again.ll", p.printed);
  DiagEngine diags(&again);
  auto reread = parseAssembly(again, diags);
  INFO(p.printed);
  INFO(diags.renderAll());
  REQUIRE(reread);
  CHECK(printModule(*reread) == p.printed);
  return p;
}

bool contains(const std::string &s, std::string_view what) { return s.find(what) != std::string::npos; }

const Instruction &inst(const Parsed &p, std::string_view fn, size_t index) {
  const GlobalValue *f = p.module->getFunction(fn);
  REQUIRE(f != nullptr);
  REQUIRE(!f->blocks.empty());
  REQUIRE(index < f->blocks[0]->insts.size());
  return *f->blocks[0]->insts[index];
}

} // namespace

TEST_CASE("upgrade: s0x literals are cut to their active bits, whose top bit is the sign") {
  // llvm-as-19 reads these as -1, -128, -1, 127, 0, -1 and -1: the highest set bit of an s0x
  // literal is its sign bit; the value is then sign-extended or truncated to the type.
  Parsed p = parse(R"(
@a = global i8 s0x7F
@b = global i8 s0x80
@c = global i16 s0x0F
@d = global i8 u0x7F
@e = global i64 s0x0
@f = global i8 s0x1FF
@g = global i128 s0x7FFFFFFFFFFFFFFF
)");
  auto value = [&](std::string_view name) {
    const GlobalValue *g = p.module->getGlobal(name);
    REQUIRE(g != nullptr);
    return cast<ConstantInt>(g->initializer)->signedValue();
  };
  CHECK(value("a") == -1);
  CHECK(value("b") == -128);
  CHECK(value("c") == -1);
  CHECK(value("d") == 127);
  CHECK(value("e") == 0);
  CHECK(value("f") == -1);
  CHECK(value("g") == -1);
  CHECK(contains(p.printed, "@a = global i8 -1\n"));
  CHECK(contains(p.printed, "@g = global i128 -1\n"));
}

TEST_CASE("upgrade: a declaration's metadata attachments come between 'declare' and its type") {
  Parsed p = parse(R"(
declare !dbg !1 !annotation !2 void @f(i32)

!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{}
!2 = !{!"x"}
)");
  const GlobalValue *f = p.module->getFunction("f");
  REQUIRE(f != nullptr);
  REQUIRE(f->metadata.size() == 2);
  CHECK(f->metadata[0].kind == "dbg");
  CHECK(f->metadata[1].kind == "annotation");
  CHECK(contains(p.printed, "declare !dbg !1 !annotation !2 void @f(i32)\n"));
}

TEST_CASE("upgrade: legacy memory attributes become memory(...) on functions, groups and calls") {
  Parsed p = parse(R"(
declare void @a() argmemonly
declare void @b() inaccessiblememonly
declare void @c() inaccessiblemem_or_argmemonly
declare void @d() readnone
declare void @e() readonly
declare void @f() writeonly
declare void @g() argmemonly readonly nounwind
declare void @h() inaccessiblemem_or_argmemonly writeonly
declare void @i() argmemonly inaccessiblememonly
declare void @j() memory(read) argmemonly
declare void @k(ptr readonly, ptr writeonly) readnone
declare void @l() #0

define void @m() {
  call void @a() readnone
  call void @a() argmemonly nounwind
  ret void
}

attributes #0 = { nounwind argmemonly }
)");
  CHECK(contains(p.printed, "declare void @a() memory(argmem: readwrite)\n"));
  CHECK(contains(p.printed, "declare void @b() memory(inaccessiblemem: readwrite)\n"));
  CHECK(contains(p.printed, "declare void @c() memory(argmem: readwrite, inaccessiblemem: readwrite)\n"));
  CHECK(contains(p.printed, "declare void @d() memory(none)\n"));
  CHECK(contains(p.printed, "declare void @e() memory(read)\n"));
  CHECK(contains(p.printed, "declare void @f() memory(write)\n"));
  CHECK(contains(p.printed, "declare void @g() nounwind memory(argmem: read)\n"));
  CHECK(contains(p.printed, "declare void @h() memory(argmem: write, inaccessiblemem: write)\n"));
  CHECK(contains(p.printed, "declare void @i() memory(none)\n"));
  // llvm-as 19 lets the upgraded effects replace a memory(...) written beside them.
  CHECK(contains(p.printed, "declare void @j() memory(argmem: readwrite)\n"));
  // Parameter attributes keep their meaning.
  CHECK(contains(p.printed, "declare void @k(ptr readonly, ptr writeonly) memory(none)\n"));
  CHECK(contains(p.printed, "call void @a() memory(none)\n"));
  CHECK(contains(p.printed, "call void @a() nounwind memory(argmem: readwrite)\n"));
  CHECK(contains(p.printed, "attributes #0 = { nounwind memory(argmem: readwrite) }\n"));
  const GlobalValue *g = p.module->getFunction("g");
  REQUIRE(g != nullptr);
  CHECK_FALSE(g->fnAttrs.has(AttrKind::ReadOnly));
  CHECK_FALSE(g->fnAttrs.has(AttrKind::ArgMemOnly));
  REQUIRE(g->fnAttrs.has(AttrKind::Memory));
  CHECK(g->fnAttrs.find(AttrKind::Memory)->value == "argmem: read");
  CHECK(p.diags->diagnostics().empty()); // no "unknown attribute" warnings
}

TEST_CASE("upgrade: typed-pointer calls take the callee's type from its pointee") {
  // `R (P)*` before a callee is LLVM 3.x's explicit function type when the callee points to that
  // function type, and the return type (a function pointer) of the call otherwise, as llvm-as 14
  // reads it.
  Parsed p = parse(R"(
declare void (i32)* @getHandler()
declare void (i32)* @getHandlerFor(i32)
declare void @handle(i32)
declare i32 @printf(i8*, ...)

define void @f(void (i32)* ()* %lookup) {
  %a = call void (i32)* @getHandler()
  %b = call void (i32)* @getHandlerFor(i32 1)
  %c = call void (i32)* %lookup()
  call void bitcast (void (i32)* @handle to void (i64)*)(i64 1)
  call void (i32)* @handle(i32 2)
  call void (i64)* bitcast (void (i32)* @handle to void (i64)*)(i64 3)
  %d = call void (i32)* bitcast (void (i32)* (i32)* @getHandlerFor to void (i32)* (i64)*)(i64 4)
  %n = call i32 (i8*, ...)* @printf(i8* null, i32 5)
  ret void
}
)");
  CHECK(typeToString(inst(p, "f", 0).auxType) == "ptr ()");
  CHECK(typeToString(inst(p, "f", 1).auxType) == "ptr (i32)");
  CHECK(typeToString(inst(p, "f", 2).auxType) == "ptr ()");
  CHECK(typeToString(inst(p, "f", 3).auxType) == "void (i64)");
  CHECK(typeToString(inst(p, "f", 4).auxType) == "void (i32)");
  CHECK(typeToString(inst(p, "f", 5).auxType) == "void (i64)");
  CHECK(typeToString(inst(p, "f", 6).auxType) == "ptr (i64)");
  CHECK(typeToString(inst(p, "f", 7).auxType) == "i32 (ptr, ...)");
  CHECK(contains(p.printed, "  %a = call ptr @getHandler()\n"));
  CHECK(contains(p.printed, "  call void bitcast (ptr @handle to ptr)(i64 1)\n"));
  CHECK(contains(p.printed, "  %d = call ptr bitcast (ptr @getHandlerFor to ptr)(i64 4)\n"));
  CHECK(contains(p.printed, "  %n = call i32 (ptr, ...) @printf(ptr null, i32 5)\n"));
}

TEST_CASE("upgrade: numbered struct types print as %N and read back") {
  Parsed p = parse(R"(
%1 = type { %0, ptr }
%0 = type { i32, float }
%"0" = type { i8 }
%2 = type opaque
@g = global %1 zeroinitializer
@h = global %"0" zeroinitializer
@o = external global %2

define float @f(ptr %p) {
  %q = getelementptr %1, ptr %p, i32 0, i32 0, i32 1
  %v = load float, ptr %q
  ret float %v
}
)");
  const GlobalValue *g = p.module->getGlobal("g");
  REQUIRE(g != nullptr);
  Type *outer = g->valueType;
  REQUIRE(outer->isNumberedStruct());
  REQUIRE(outer->members().size() == 2);
  CHECK(outer->members()[0]->isNumberedStruct());
  CHECK(outer->members()[0] != p.module->getGlobal("h")->valueType); // %0 is not %"0"
  // Numbers follow the order the types were first met, as LLVM renumbers them.
  CHECK(p.printed.rfind("%0 = type { %1, ptr }\n%1 = type { i32, float }\n%\"0\" = type { i8 }\n"
                        "%2 = type opaque\n",
                        0) == 0);
  CHECK(contains(p.printed, "@g = global %0 zeroinitializer\n"));
  CHECK(contains(p.printed, "@h = global %\"0\" zeroinitializer\n"));
  CHECK(contains(p.printed, "@o = external global %2\n"));
  CHECK(contains(p.printed, "%q = getelementptr %0, ptr %p, i32 0, i32 0, i32 1\n"));
}

TEST_CASE("upgrade: numbered struct types are defined once and must be defined") {
  auto errorOf = [](std::string text) {
    SourceFile file("t.ll", std::move(text));
    DiagEngine diags(&file);
    CHECK_FALSE(parseAssembly(file, diags));
    REQUIRE(diags.errorCount() == 1);
    return diags.render(diags.diagnostics()[0]);
  };
  CHECK(errorOf("%0 = type { i32 }\n%0 = type { i8 }\n")
            .rfind("t.ll:2:1: error: redefinition of type '%0'", 0) == 0);
  CHECK(errorOf("@g = global %3 zeroinitializer\n")
            .rfind("t.ll:1:13: error: use of undefined type named '%3'", 0) == 0);
}
