// Source locations from debug metadata: inline chains, the compile unit's main file, DIFile paths,
// and the demangled names messages quote.
#include "core/ir/DebugLocation.h"
#include "core/Kernels.h"
#include "core/ir/AsmNames.h"
#include "core/parser/Parser.h"

#include <doctest/doctest.h>

using namespace nvsim;
using namespace nvsim::ir;

namespace {

/// The frames of each instruction of @k in `text` (a module), in order.
std::vector<std::vector<SourceFrame>> framesOf(const std::string &text) {
  SourceFile file("t.ll", text);
  DiagEngine diags(&file);
  auto m = parseAssembly(file, diags);
  INFO(diags.renderAll());
  REQUIRE(m);
  std::vector<std::vector<SourceFrame>> out;
  for (const BasicBlock *b : m->globalsByName.at("k")->blocks)
    for (const Instruction *I : b->insts)
      out.push_back(sourceFrames(*I));
  return out;
}

/// A DIFile node with these fields as written.
MDNode fileNode(std::string filename, std::string directory) {
  MDNode n;
  n.special = "DIFile";
  n.fields.push_back({"filename", nullptr, std::move(filename)});
  n.fields.push_back({"directory", nullptr, std::move(directory)});
  return n;
}

// A kernel in /work/main/examples/k.cu calling atomicAdd of ../conformance/cuda/cuda.h, inlined:
// the store (k.cu:9) is not inlined; the atomic is cuda.h:122:68 inlined into add (k.cu:5:3),
// itself inlined into k (k.cu:20:7); the load is a line of the header's getX inlined into its
// atomicAdd (no frame in k.cu).
const char *kModule = R"(
define void @k(ptr %p) !dbg !5 {
  store i32 0, ptr %p, align 4, !dbg !10
  %a = atomicrmw add ptr %p, i32 1 seq_cst, align 4, !dbg !11
  %v = load i32, ptr %p, align 4, !dbg !14
  ret void, !dbg !0
}
!llvm.dbg.cu = !{!1}
!0 = !DILocation(line: 0, scope: !5)
!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, emissionKind: LineTablesOnly)
!2 = !DIFile(filename: "k.cu", directory: "/work/main/examples")
!3 = !DIFile(filename: "../conformance/cuda/cuda.h", directory: "/work/main/examples")
!4 = distinct !DISubprogram(name: "atomicAdd", scope: !3, file: !3, line: 122, unit: !1)
!5 = distinct !DISubprogram(name: "k", scope: !2, file: !2, line: 18, unit: !1)
!6 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 4, unit: !1)
!7 = distinct !DILexicalBlock(scope: !5, file: !2, line: 8, column: 3)
!10 = !DILocation(line: 9, column: 5, scope: !7)
!11 = !DILocation(line: 122, column: 68, scope: !4, inlinedAt: !12)
!12 = distinct !DILocation(line: 5, column: 3, scope: !6, inlinedAt: !13)
!13 = distinct !DILocation(line: 20, column: 7, scope: !5)
!14 = !DILocation(line: 30, scope: !15, inlinedAt: !16)
!15 = distinct !DISubprogram(name: "getX", linkageName: "_Z4getXv", scope: !3, file: !3, line: 30, unit: !1)
!16 = distinct !DILocation(line: 124, column: 2, scope: !4)
)";

} // namespace

TEST_CASE("debug locations: the inline chain, innermost first, and the frame in the compiled file") {
  const auto frames = framesOf(kModule);
  REQUIRE(frames.size() == 4);

  // Not inlined: one frame, in a lexical block of k (its file found through the block's scope).
  REQUIRE(frames[0].size() == 1);
  CHECK(frames[0][0].file == "/work/main/examples/k.cu");
  CHECK(frames[0][0].line == 9);
  CHECK(frames[0][0].column == 5);
  CHECK(frames[0][0].function == "k");
  CHECK(frames[0][0].inMainFile);
  CHECK(userFrame(frames[0]) == 0);

  // atomicAdd of the header, inlined into add, inlined into k: the user's line is add's call.
  REQUIRE(frames[1].size() == 3);
  CHECK(frames[1][0].file == "/work/main/conformance/cuda/cuda.h");
  CHECK(frames[1][0].line == 122);
  CHECK(frames[1][0].column == 68);
  CHECK(frames[1][0].function == "atomicAdd");
  CHECK_FALSE(frames[1][0].inMainFile);
  CHECK(frames[1][1].file == "/work/main/examples/k.cu");
  CHECK(frames[1][1].line == 5);
  CHECK(frames[1][1].function == "add");
  CHECK(frames[1][1].inMainFile);
  CHECK(frames[1][2].line == 20);
  CHECK(frames[1][2].column == 7);
  CHECK(frames[1][2].function == "k");
  CHECK(userFrame(frames[1]) == 1);

  // Every frame in the header: the innermost is shown.
  REQUIRE(frames[2].size() == 2);
  CHECK(frames[2][0].line == 30);
  CHECK(frames[2][0].column == 0);
  CHECK(frames[2][0].function == "getX");
  CHECK(frames[2][1].line == 124);
  CHECK(frames[2][1].function == "atomicAdd");
  CHECK(userFrame(frames[2]) == 0);

  // Line 0 (code the compiler could not attribute) names no source line.
  CHECK(frames[3].empty());
}

TEST_CASE("debug locations: DIFile paths join the directory and resolve . and .. lexically") {
  CHECK(diFilePath(fileNode("\"../conformance/cuda/cuda.h\"", "\"/work/main/examples\"")) ==
        "/work/main/conformance/cuda/cuda.h");
  CHECK(diFilePath(fileNode("\"/abs/k.cu\"", "\"/elsewhere\"")) == "/abs/k.cu");
  // -fdebug-prefix-map=$here=. (conformance/cases/checks/build.sh): the file and the header.
  CHECK(diFilePath(fileNode("\"race.cu\"", "\".\"")) == "race.cu");
  CHECK(diFilePath(fileNode("\"./../cuda/cuda.h\"", "\".\"")) == "../cuda/cuda.h");
  CHECK(diFilePath(fileNode("\"k.cu\"", "\"\"")) == "k.cu");
  CHECK(diFilePath(fileNode("\"a/./b/../k.cu\"", "\"/src/\"")) == "/src/a/k.cu");
  CHECK(diFilePath(fileNode("\"\"", "\"/src\"")).empty());
  // LLVM writes `"` and `\` and unprintable bytes as \XX.
  CHECK(diFilePath(fileNode("\"my\\22file\\5C.cu\"", "\"/s p\"")) == "/s p/my\"file\\.cu");
  CHECK(unescapeAsmString("\"a\\41b\\\"") == "aAb\\"); // a backslash without two hex digits stays
}

TEST_CASE("debug locations: paths under the working directory are shown relative to it") {
  CHECK(displayPath("/work/main/examples/k.cu", "/work/main") == "examples/k.cu");
  CHECK(displayPath("/work/main/examples/k.cu", "/work/main/") == "examples/k.cu");
  CHECK(displayPath("/work/mainline/k.cu", "/work/main") == "/work/mainline/k.cu");
  CHECK(displayPath("/work/other/k.cu", "/work/main") == "/work/other/k.cu");
  CHECK(displayPath("/k.cu", "/") == "k.cu");
  CHECK(displayPath("../cuda/cuda.h", "/work/main") == "../cuda/cuda.h"); // relative: as compiled
  CHECK(displayPath("/work/main/k.cu", "") == "/work/main/k.cu");
}

TEST_CASE("demangleQuoted: quoted mangled names in a message are demangled, the rest kept") {
  // Demangled forms as c++filt (GNU binutils) prints them.
  CHECK(demangleQuoted("offset 12 of '_ZZ9transposePKfPfiiE4tile' (4096 bytes)") ==
        "offset 12 of 'transpose(float const*, float*, int, int)::tile' (4096 bytes)");
  CHECK(demangleQuoted("'_Z5saxpyifPKfPf' and '_ZZ6lookupE3lut'") ==
        "'saxpy(int, float, float const*, float*)' and 'lookup::lut'");
  CHECK(demangleQuoted("allocation 'arg2' of '_Zbogus' '_Z") == "allocation 'arg2' of '_Zbogus' '_Z");
  CHECK(demangleQuoted("no names") == "no names");
  CHECK(demangle("_ZZ9transposePKfPfiiE4tile") == "transpose(float const*, float*, int, int)::tile");
  // Plain names stay as they are, those that read as type codes too (`x` is `long long` to
  // __cxa_demangle): a variable or an extern "C" kernel named so.
  CHECK(demangle("x") == "x");
  CHECK(demangle("f") == "f");
  CHECK(demangleQuoted("offset 0 of 'x' (32 bytes)") == "offset 0 of 'x' (32 bytes)");
}
