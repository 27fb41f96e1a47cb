// Annotation transplant (seed 001) and LowerStructArgs (seed 002): the seeds' worked examples.
#include "core/Kernels.h"
#include "core/parser/Parser.h"
#include "core/passes/Annotations.h"
#include "core/passes/LowerStructArgs.h"
#include "core/printer/Printer.h"
#include "core/verifier/Verifier.h"

#include <doctest/doctest.h>

using namespace nvsim;
using namespace nvsim::ir;
using namespace nvsim::passes;

namespace {

struct Parsed {
  SourceFile file;
  DiagEngine diags;
  std::unique_ptr<Module> m;
  explicit Parsed(std::string text) : file("t.ll", std::move(text)), diags(&file) {
    m = parseAssembly(file, diags);
    REQUIRE(m);
  }
};

bool contains(const std::string &text, const std::string &part) {
  return text.find(part) != std::string::npos;
}

const Attribute *attr(const Module &m, const char *fn, const char *key) {
  return m.findFnStringAttr(*m.getFunction(fn), key);
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Seed 001: the flag word and its four masks.

TEST_CASE("flag word: 0xFCC0 | 7 makes a non-kernel internal and keeps bits 6, 7, 10..15") {
  CHECK(nonKernelFlagWord(0x0000) == 0x0007);
  // Every bit set below the marker: linkage, visibility (4..5) and TLS (8..9) cleared.
  CHECK(nonKernelFlagWord(0x3FFF) == 0x3CC7);
  // External + hidden + TLS + DLL export + unnamed_addr global + marker.
  CHECK(nonKernelFlagWord(0x4000 | 0x0800 | 0x0300 | 0x0080 | 0x0010) == 0x4887);
}

TEST_CASE("flag word: kernels clear the linkage nibble (lo & 0xF0) and keep the rest") {
  CHECK(kernelFlagWord(0x00C5) == 0x40C0); // weak_odr + DLL bits: linkage 0, DLL kept, marker
  CHECK(kernelFlagWord(0x3C07) == 0x7C00); // bits 10..13 kept, internal cleared, marker
}

TEST_CASE("flag word: the visibility test (lo & 0x30) gates the marker") {
  CHECK(kernelFlagWord(0x0015) == 0x0010); // hidden: no marker
  CHECK(kernelFlagWord(0x0027) == 0x0020); // protected: no marker
  CHECK(kernelFlagWord(0x0000) == 0x4000); // default: marker
}

TEST_CASE("flag word: the marker is 0x40 in the high byte, bit 14 of the word") {
  CHECK(kFlagTransplanted == (kFlagMarkerHigh << 8));
  CHECK(kernelFlagWord(0x0800) == 0x4800);
  CHECK((kernelFlagWord(0xFF00 & 0x7FFF) >> 8) == 0x7F);
}

TEST_CASE("flag word: packed from and written back to functions") {
  Parsed p(R"(
define internal void @a() { ret void }
define hidden dllexport void @b() local_unnamed_addr { ret void }
define weak_odr protected void @c() unnamed_addr { ret void }
declare void @llvm.nvvm.barrier0()
)");
  const Module &m = *p.m;
  CHECK(flagWord(*m.getFunction("a")) == 0x0007);
  CHECK(flagWord(*m.getFunction("b")) == (0x0010 | 0x0080 | 0x0400));
  CHECK(flagWord(*m.getFunction("c")) == (0x0005 | 0x0020 | 0x0800));
  CHECK(flagWord(*m.getFunction("llvm.nvvm.barrier0")) == 0x1000); // HasLLVMReservedName

  GlobalValue &c = *m.getFunction("c");
  setFlagWord(*p.m, c, kernelFlagWord(flagWord(c)));
  CHECK(c.linkage == Linkage::External);
  CHECK(c.visibility == Visibility::Protected);
  CHECK_FALSE(c.annotationsTransplanted);
  setFlagWord(*p.m, c, 0x4800);
  CHECK(c.annotationsTransplanted);
  CHECK(c.visibility == Visibility::Default);
  CHECK(m.findFnStringAttr(c, "nvvm.annotations_transplanted") != nullptr);
  setFlagWord(*p.m, c, 0x0800);
  CHECK(m.findFnStringAttr(c, "nvvm.annotations_transplanted") == nullptr);
}

// ---------------------------------------------------------------------------------------------
// Seed 001: the ten annotation kinds.

TEST_CASE("transplant: the ten annotation kinds") {
  Parsed p(R"(
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %a, ptr byval(i32) %b) { ret void }
define void @k2() { ret void }
define void @helper() { ret void }
!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @k, !"kernel", i32 1, !"maxntidx", i32 256, !"maxntidy", i32 2, !"reqntidx", i32 32, !"reqntidy", i32 4, !"reqntidz", i32 2}
!1 = !{ptr @k, !"cluster_dim_x", i32 2, !"cluster_dim_y", i32 1, !"cluster_dim_z", i32 1, !"minctasm", i32 3, !"maxnreg", i32 64, !"cluster_max_blocks", i32 8, !"nvvm.blocksareclusters", i32 1, !"grid_constant", !4}
!2 = !{ptr @k2, !"kernel", i32 1, !"maxclusterrank", i32 4}
!3 = !{ptr @helper, !"maxnreg", i32 32}
!4 = !{i32 2}
)");
  Module &m = *p.m;
  TransplantStats stats;
  CHECK(runAnnotationTransplant(m, p.diags, stats));
  CHECK(p.diags.diagnostics().empty());

  // 1 kernel, 8 blocksareclusters, 10 annotations_transplanted: empty attributes.
  for (const char *key : {"nvvm.kernel", "nvvm.blocksareclusters", "nvvm.annotations_transplanted"}) {
    const Attribute *a = attr(m, "k", key);
    REQUIRE_MESSAGE(a, key);
    CHECK_FALSE(a->hasValue);
  }
  // 2..4: dim3 as "X,Y,Z", a component not written is 1.
  CHECK(attr(m, "k", "nvvm.maxntid")->value == "256,2,1");
  CHECK(attr(m, "k", "nvvm.reqntid")->value == "32,4,2");
  CHECK(attr(m, "k", "nvvm.cluster_dim")->value == "2,1,1");
  // 5, 6: decimal strings.
  CHECK(attr(m, "k", "nvvm.minctasm")->value == "3");
  CHECK_FALSE(attr(m, "k", "nvvm.minctasm")->hasInt);
  CHECK(attr(m, "k", "nvvm.maxnreg")->value == "64");
  // 7: the integer-valued kind, from either legacy spelling.
  const Attribute *rank = attr(m, "k", "nvvm.maxclusterrank");
  REQUIRE(rank);
  CHECK(rank->hasInt);
  CHECK(rank->intValue == 8);
  CHECK(attr(m, "k2", "nvvm.maxclusterrank")->intValue == 4);
  // 9: grid_constant stays in the legacy node, alone with its function.
  const NamedMetadata *nm = m.getNamedMetadata("nvvm.annotations");
  REQUIRE(nm);
  REQUIRE(nm->ops.size() == 1);
  REQUIRE(nm->ops[0]->ops.size() == 3);
  CHECK(static_cast<const MDString *>(nm->ops[0]->ops[1])->str == "grid_constant");
  CHECK(attr(m, "k", "nvvm.grid_constant") == nullptr);
  // The executor still sees the kernels, their bounds and the grid_constant parameter.
  std::string error;
  auto ks = findKernels(m, *moduleDataLayout(m, &error));
  REQUIRE(ks.size() == 2);
  CHECK(ks[0].params[1].gridConstant);
  // 10: the marker bit with the attribute; non-kernels become internal, annotated or not.
  CHECK(m.getFunction("k")->annotationsTransplanted);
  CHECK(m.getFunction("k2")->annotationsTransplanted);
  CHECK(m.getFunction("helper")->linkage == Linkage::Internal);
  CHECK(attr(m, "helper", "nvvm.maxnreg")->value == "32");
  CHECK(stats.kernels == 2);
  CHECK(stats.internalized == 1);
  // k: kernel, maxntid, reqntid, cluster_dim, minctasm, maxnreg, maxclusterrank,
  // blocksareclusters, marker (9); k2: kernel, maxclusterrank, marker (3); helper: maxnreg (1).
  CHECK(stats.attributes == 13);

  std::string text = printModule(m);
  CHECK(contains(text, R"("nvvm.maxntid"="256,2,1")"));
  CHECK(contains(text, R"("nvvm.maxclusterrank"="8")"));
  CHECK(contains(text, "define internal void @helper()"));
  CHECK(contains(text, R"(!{ptr @k, !"grid_constant", !)"));
  DiagEngine vd(&p.file);
  CHECK(verifyModule(m, vd));
}

TEST_CASE("transplant: typed-pointer and NVVM 1.x annotations") {
  Parsed p2(R"(
target triple = "nvptx64-nvidia-cuda"
define void @k(float* %a) { ret void }
!nvvm.annotations = !{!0}
!0 = !{void (float*)* @k, !"kernel", i32 1, !"maxntidx", i32 128}
)");
  TransplantStats s2;
  CHECK(runAnnotationTransplant(*p2.m, p2.diags, s2));
  CHECK(attr(*p2.m, "k", "nvvm.maxntid")->value == "128,1,1");
  CHECK(p2.m->getNamedMetadata("nvvm.annotations") == nullptr); // nothing left in it

  Parsed p1(R"(
target triple = "nvptx64-unknown-cuda"
define void @k(float* %a) {
  ret void
}
!nvvm.annotations = !{!0}
!0 = metadata !{void (float*)* @k, metadata !"kernel", i32 1, metadata !"minctasm", i32 2}
)");
  TransplantStats s1;
  CHECK(runAnnotationTransplant(*p1.m, p1.diags, s1));
  CHECK(attr(*p1.m, "k", "nvvm.kernel") != nullptr);
  CHECK(attr(*p1.m, "k", "nvvm.minctasm")->value == "2");
  CHECK(p1.m->getFunction("k")->annotationsTransplanted);
}

TEST_CASE("transplant: a value it cannot read stays in the metadata with a located warning") {
  Parsed p(R"(define void @k() { ret void }
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1, !"maxnreg", !"many"}
)");
  TransplantStats stats;
  runAnnotationTransplant(*p.m, p.diags, stats);
  REQUIRE(p.diags.diagnostics().size() == 1);
  const Diagnostic &d = p.diags.diagnostics()[0];
  CHECK(d.severity == Severity::Warning);
  CHECK(d.message == "nvvm.annotations: 'maxnreg' of '@k' left in the metadata: its value is not an integer");
  CHECK(p.file.lineCol(d.offset).line == 3);
  REQUIRE(p.m->getNamedMetadata("nvvm.annotations"));
  CHECK(p.m->getNamedMetadata("nvvm.annotations")->ops[0]->ops.size() == 3);
}

TEST_CASE("kernel detection: bit 14, then the attribute, then the metadata, then ptx_kernel") {
  Parsed p(R"(
define void @fast() { ret void }
define void @attr() "nvvm.kernel" { ret void }
define void @legacy() { ret void }
define ptx_kernel void @cc() { ret void }
define void @device() { ret void }
!nvvm.annotations = !{!0}
!0 = !{ptr @legacy, !"kernel", i32 1}
)");
  Module &m = *p.m;
  m.getFunction("fast")->annotationsTransplanted = true; // the bit alone answers
  for (const char *k : {"fast", "attr", "legacy", "cc"})
    CHECK_MESSAGE(isKernel(m, *m.getFunction(k)), k);
  CHECK_FALSE(isKernel(m, *m.getFunction("device")));
  // A kernel found only by its calling convention gets the attribute with the bit.
  TransplantStats stats;
  runAnnotationTransplant(m, p.diags, stats);
  CHECK(attr(m, "cc", "nvvm.annotations_transplanted") != nullptr);
  CHECK(m.getFunction("device")->linkage == Linkage::Internal);
  CHECK(stats.kernels == 4);
}

TEST_CASE("bit 14 and its attribute survive printing and re-parsing together") {
  Parsed p(R"(
define void @k() { ret void }
define hidden void @h() "nvvm.annotations_transplanted" { ret void }
define void @g() #0 { ret void }
attributes #0 = { "nvvm.annotations_transplanted" }
)");
  // The parser sets the bit from the attribute (itself or in a group), default visibility only.
  CHECK_FALSE(p.m->getFunction("k")->annotationsTransplanted);
  CHECK_FALSE(p.m->getFunction("h")->annotationsTransplanted);
  CHECK(p.m->getFunction("g")->annotationsTransplanted);
  // The bit alone still prints the attribute; the text read back has both.
  p.m->getFunction("k")->annotationsTransplanted = true;
  const std::string text = printModule(*p.m);
  CHECK(contains(text, R"(define void @k() "nvvm.annotations_transplanted" {)"));
  Parsed again(text);
  CHECK(again.m->getFunction("k")->annotationsTransplanted);
  CHECK(again.m->getFunction("g")->annotationsTransplanted);
  CHECK(printModule(*again.m) == text);
}

// ---------------------------------------------------------------------------------------------
// Seed 002: LowerStructArgs.

namespace {

const char *kSeedExample = R"(target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%S = type { double, i8, [4 x i32] }
define ptx_kernel void @k(ptr byval(%S) align 8 %s, ptr %out) {
entry:
  %p_f = getelementptr %S, ptr %s, i32 0, i32 0
  %f   = load double, ptr %p_f
  %p_b = getelementptr %S, ptr %s, i32 0, i32 1
  %b   = load i8,     ptr %p_b
  %p_a = getelementptr %S, ptr %s, i32 0, i32 2, i32 3
  %a3  = load i32,    ptr %p_a
  store double %f, ptr %out
  %o1 = getelementptr i8, ptr %out, i64 8
  store i8 %b, ptr %o1
  %o2 = getelementptr i8, ptr %out, i64 12
  store i32 %a3, ptr %o2
  ret void
}
)";

} // namespace

TEST_CASE("LowerStructArgs: the seed's {f64, i8, [4 x i32]} reads offsets 0, 8 and 24") {
  Parsed p(kSeedExample);
  LowerStructArgsStats stats;
  CHECK(runLowerStructArgs(*p.m, PassConfig{}, p.diags, stats));
  CHECK(p.diags.diagnostics().empty());
  const std::string text = printModule(*p.m);
  CHECK(contains(text, "define ptx_kernel void @k(ptr addrspace(101) byref(%S) align 8 %s.param, ptr %out)"));
  CHECK(contains(text, "%f = call double @llvm.nvvm.ldparam.f64(ptr addrspace(101) %s.param, i64 0)"));
  CHECK(contains(text, "%b = call i8 @llvm.nvvm.ldparam.i8(ptr addrspace(101) %s.param, i64 8)"));
  CHECK(contains(text, "%a3 = call i32 @llvm.nvvm.ldparam.i32(ptr addrspace(101) %s.param, i64 24)"));
  CHECK(contains(text, "declare i32 @llvm.nvvm.ldparam.i32(ptr addrspace(101), i64)"));
  CHECK_FALSE(contains(text, "getelementptr %S"));
  CHECK(stats.params == 1);
  CHECK(stats.ldparams == 3);
  CHECK(stats.castOnly == 0);
  // The seed's parameter is 28 bytes, aligned to 8: its data ends at 12 + 4 * 4. LLVM's alloc size
  // rounds that up to the alignment (32), and the launch ABI keeps passing 32 bytes.
  REQUIRE(stats.lowered.size() == 1);
  CHECK(stats.lowered[0].bytes == 28);
  CHECK(stats.lowered[0].align == 8);
  std::string error;
  const DataLayout dl = *moduleDataLayout(*p.m, &error);
  CHECK(dl.typeAllocSize(p.m->types.lookupNamedStruct("S")) == 32);
  auto ks = findKernels(*p.m, dl);
  REQUIRE(ks.size() == 1);
  CHECK(ks[0].params[0].byrefType == p.m->types.lookupNamedStruct("S"));
  CHECK(ks[0].params[0].size == 32);
  CHECK(ks[0].params[0].align == 8);
  // The output verifies and prints stably.
  DiagEngine vd(&p.file);
  CHECK(verifyModule(*p.m, vd));
  Parsed again(text);
  CHECK(printModule(*again.m) == text);
}

TEST_CASE("LowerStructArgs: composite offsets fold nested structs and arrays") {
  Parsed p(R"(%In = type { i16, [3 x { i8, i64 }] }
%Out = type { i32, %In }
)");
  std::string error;
  const DataLayout dl = *moduleDataLayout(*p.m, &error);
  Type *out = p.m->types.lookupNamedStruct("Out");
  auto c = [&](std::vector<int64_t> idx) {
    std::vector<Value *> vs;
    for (int64_t i : idx)
      vs.push_back(p.m->make<ConstantInt>(p.m->types.i32(), BigInt(i)));
    return compositeOffset(dl, out, vs);
  };
  // Out: i32 at 0, In at 8; In: i16 at 0, the array at 8, its elements 16 bytes apart.
  CHECK(c({0, 1, 1, 2, 1}) == 8 + 8 + 2 * 16 + 8);
  CHECK(c({1}) == 64);
  CHECK(c({0, 1, 0}) == 8);
  CHECK(paramExtent(dl, out) == 8 + 8 + 2 * 16 + 16);
  std::vector<Value *> dynamic{p.m->make<ConstantInt>(p.m->types.i32(), BigInt(0)),
                               p.m->make<Argument>(p.m->types.i32(), nullptr, 0)};
  CHECK_FALSE(compositeOffset(dl, out, dynamic).has_value());
}

TEST_CASE("LowerStructArgs: the cast-only path") {
  Parsed p(R"(%S = type { double, i8, [4 x i32] }
declare void @consume(ptr %p)
declare void @consume_global(ptr addrspace(1) %p)
define ptx_kernel void @k(ptr byval(%S) align 8 %s) {
entry:
  call void @consume(ptr %s)
  ret void
}
define ptx_kernel void @g(ptr byval(%S) align 8 %s) {
entry:
  %a = getelementptr %S, ptr %s, i32 0, i32 2
  %glob = addrspacecast ptr %a to ptr addrspace(1)
  call void @consume_global(ptr addrspace(1) %glob)
  ret void
}
)");
  LowerStructArgsStats stats;
  CHECK(runLowerStructArgs(*p.m, PassConfig{}, p.diags, stats));
  const std::string text = printModule(*p.m);
  CHECK(contains(text, "  %s.gen = call ptr @llvm.nvvm.cvt.param.to.generic(ptr addrspace(101) %s.param)\n"
                       "  call void @consume(ptr %s.gen)\n"));
  CHECK(contains(text, "  %s.glob = call ptr addrspace(1) @llvm.nvvm.cvt.param.to.global(ptr addrspace(101) "
                       "%s.param)\n"
                       "  %0 = getelementptr inbounds i8, ptr addrspace(1) %s.glob, i64 12\n"
                       "  call void @consume_global(ptr addrspace(1) %0)\n"));
  CHECK(stats.params == 2);
  CHECK(stats.castOnly == 2);
  CHECK(stats.ldparams == 0);
  CHECK(stats.casts == 2);
  DiagEngine vd(&p.file);
  CHECK(verifyModule(*p.m, vd));
}

TEST_CASE("LowerStructArgs: a loaded pointer goes through cvt.generic.to.as") {
  Parsed p(R"(%P = type { ptr addrspace(1), i32 }
define ptx_kernel void @k(ptr byval(%P) align 8 %p) {
  %q = load ptr addrspace(1), ptr %p
  %n.addr = getelementptr %P, ptr %p, i64 0, i32 1
  %n = load i32, ptr %n.addr
  store i32 %n, ptr addrspace(1) %q
  ret void
}
)");
  LowerStructArgsStats stats;
  PassConfig config;
  config.testLdparamSkew = 4;
  CHECK(runLowerStructArgs(*p.m, config, p.diags, stats));
  const std::string text = printModule(*p.m);
  CHECK(contains(text,
                 "%q = call ptr addrspace(1) @llvm.nvvm.ldparam.p1(ptr addrspace(101) %p.param, i64 4)\n"
                 "  %q.gen = call ptr addrspace(1) @llvm.nvvm.cvt.generic.to.as.p1(ptr addrspace(1) %q, "
                 "i32 1)\n"));
  CHECK(contains(text, "@llvm.nvvm.ldparam.i32(ptr addrspace(101) %p.param, i64 12)")); // 8 + the skew
  CHECK(contains(text, "store i32 %n, ptr addrspace(1) %q.gen"));
  CHECK(stats.casts == 1);
}

TEST_CASE("LowerStructArgs: an unknown use is a located warning and the function stays as it was") {
  const char *src = R"(%S = type { i32, i32 }
define ptx_kernel void @k(ptr byval(%S) align 4 %s, i32 %v) {
  %x = load i32, ptr %s
  %y = getelementptr %S, ptr %s, i32 0, i32 1
  store i32 %v, ptr %y
  ret void
}
)";
  Parsed p(src);
  const std::string before = printModule(*p.m);
  LowerStructArgsStats stats;
  CHECK_FALSE(runLowerStructArgs(*p.m, PassConfig{}, p.diags, stats));
  CHECK(printModule(*p.m) == before);
  CHECK(stats.leftAlone == 1);
  REQUIRE(p.diags.diagnostics().size() == 1);
  const Diagnostic &d = p.diags.diagnostics()[0];
  CHECK(d.severity == Severity::Warning);
  CHECK(d.message == "LowerStructArgs: byval parameter '%s' of '@k' has a use it cannot lower (a store into "
                     "the parameter); the function is left unchanged");
  CHECK(p.file.lineCol(d.offset).line == 5);
  CHECK(p.file.lineCol(d.offset).column == 3);
}

TEST_CASE("LowerStructArgs: opt-byval off leaves byval parameters alone") {
  Parsed p(kSeedExample);
  const std::string before = printModule(*p.m);
  PassConfig config;
  config.optByval = false;
  LowerStructArgsStats stats;
  CHECK_FALSE(runLowerStructArgs(*p.m, config, p.diags, stats));
  CHECK(printModule(*p.m) == before);
}

TEST_CASE("LowerStructArgs: typed pointers get an i8 addrspace(101)* parameter") {
  Parsed p(R"(target triple = "nvptx64-nvidia-cuda"
%S = type { float, i32 }
define void @k(%S* byval(%S) align 4 %s, i32* %out) {
  %p = getelementptr %S, %S* %s, i32 0, i32 1
  %v = load i32, i32* %p
  store i32 %v, i32* %out
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (%S*, i32*)* @k, !"kernel", i32 1}
)");
  LowerStructArgsStats stats;
  CHECK(runLowerStructArgs(*p.m, PassConfig{}, p.diags, stats));
  const std::string text = printModule(*p.m);
  CHECK(contains(text, "%v = call i32 @llvm.nvvm.ldparam.i32(ptr addrspace(101) %s.param, i64 4)"));
  CHECK(p.m->getFunction("k")->args[0]->type == p.m->types.pointerTy(101, p.m->types.i8()));
}

TEST_CASE("LowerStructArgs: an array indexed by a variable reads at a computed offset") {
  Parsed p(R"(%S = type { i8, [4 x i32] }
define ptx_kernel void @k(ptr byval(%S) align 4 %s, i32 %i, ptr %out) {
  %e = getelementptr inbounds %S, ptr %s, i64 0, i32 1, i32 %i
  %v = load i32, ptr %e, align 4
  store i32 %v, ptr %out
  ret void
}
)");
  LowerStructArgsStats stats;
  CHECK(runLowerStructArgs(*p.m, PassConfig{}, p.diags, stats));
  CHECK(contains(printModule(*p.m),
                 "  %1 = sext i32 %i to i64\n"
                 "  %2 = mul i64 %1, 4\n"
                 "  %3 = add i64 %2, 4\n"
                 "  %v = call i32 @llvm.nvvm.ldparam.i32(ptr addrspace(101) %s.param, i64 %3)\n"));
  CHECK(stats.ldparams == 1);
}

TEST_CASE("LowerStructArgs: which call arguments may take a param-space address") {
  // A defined callee must promise readonly and nocapture; byval arguments and memcpy sources are
  // read only; a memcpy destination is not.
  const char *prefix = R"(%S = type { i32, i32 }
define i32 @reads(ptr nocapture readonly %p) { %v = load i32, ptr %p
  ret i32 %v }
define i32 @may_write(ptr %p) { store i32 0, ptr %p
  ret i32 0 }
define i32 @copies(ptr byval(%S) %p) { ret i32 0 }
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
)";
  struct Case {
    const char *call;
    bool lowered;
    const char *why;
  } cases[] = {
      {"%r = call i32 @reads(ptr %s)", true, ""},
      {"%r = call i32 @copies(ptr byval(%S) %s)", true, ""},
      {"call void @llvm.memcpy.p0.p0.i64(ptr %tmp, ptr %s, i64 8, i1 false)", true, ""},
      {"%r = call i32 @may_write(ptr %s)", false,
       "an argument of '@may_write' that is not readonly and nocapture"},
      {"call void @llvm.memcpy.p0.p0.i64(ptr %s, ptr %tmp, i64 8, i1 false)", false,
       "the destination of a memory copy"},
  };
  for (const Case &c : cases) {
    Parsed p(std::string(prefix) +
             "define ptx_kernel void @k(ptr byval(%S) align 4 %s) {\n  %tmp = alloca %S\n  " + c.call +
             "\n  ret void\n}\n");
    LowerStructArgsStats stats;
    CHECK_MESSAGE(runLowerStructArgs(*p.m, PassConfig{}, p.diags, stats) == c.lowered, c.call);
    if (c.lowered) {
      CHECK_MESSAGE(stats.castOnly == 1, c.call);
      CHECK(contains(printModule(*p.m),
                     "%s.gen = call ptr @llvm.nvvm.cvt.param.to.generic(ptr addrspace(101) "
                     "%s.param)"));
    } else {
      REQUIRE(p.diags.diagnostics().size() == 1);
      CHECK(contains(p.diags.diagnostics()[0].message, std::string("(") + c.why + ")"));
    }
  }
}

TEST_CASE("transplant: an attribute already there wins over the legacy value, with a warning") {
  Parsed p(R"(define void @k() "nvvm.maxnreg"="32" { ret void }
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1, !"maxnreg", i32 64}
)");
  TransplantStats stats;
  runAnnotationTransplant(*p.m, p.diags, stats);
  CHECK(attr(*p.m, "k", "nvvm.maxnreg")->value == "32");
  REQUIRE(p.diags.diagnostics().size() == 1);
  CHECK(p.diags.diagnostics()[0].message ==
        "nvvm.annotations: 'maxnreg' of '@k' is \"64\" but the function's "
        "attribute \"nvvm.maxnreg\" says \"32\"; the attribute is kept");
  CHECK(p.file.lineCol(p.diags.diagnostics()[0].offset).line == 1);
  CHECK(p.m->getNamedMetadata("nvvm.annotations") == nullptr);
}

TEST_CASE("LowerStructArgs: an aggregate load becomes one ldparam per scalar") {
  Parsed p(R"(%S = type { i8, { i16, ptr }, [2 x float] }
define ptx_kernel void @k(ptr byval(%S) align 8 %s, ptr %out) {
  %v = load %S, ptr %s, align 8
  %f = extractvalue %S %v, 2, 1
  store float %f, ptr %out
  %w = load { i16, ptr }, ptr %s
  store { i16, ptr } %w, ptr %out
  ret void
}
)");
  LowerStructArgsStats stats;
  CHECK(runLowerStructArgs(*p.m, PassConfig{}, p.diags, stats));
  const std::string text = printModule(*p.m);
  // %S: i8 at 0, { i16 at 8, ptr at 16 }, [2 x float] at 24. Only the extracted float is read, at 28.
  CHECK(contains(text, "  %1 = call float @llvm.nvvm.ldparam.f32(ptr addrspace(101) %s.param, i64 28)\n"
                       "  store float %1, ptr %out\n"));
  // The second load is stored whole: read scalar by scalar and rebuilt with insertvalue.
  CHECK(contains(text, "  %2 = call i16 @llvm.nvvm.ldparam.i16(ptr addrspace(101) %s.param, i64 0)\n"
                       "  %3 = call ptr @llvm.nvvm.ldparam.p0(ptr addrspace(101) %s.param, i64 8)\n"
                       "  %4 = call ptr @llvm.nvvm.cvt.generic.to.as.p0(ptr %3, i32 0)\n"
                       "  %5 = insertvalue { i16, ptr } poison, i16 %2, 0\n"
                       "  %w = insertvalue { i16, ptr } %5, ptr %4, 1\n"
                       "  store { i16, ptr } %w, ptr %out\n"));
  CHECK(stats.ldparams == 3);
  CHECK(stats.casts == 1);
  DiagEngine vd(&p.file);
  CHECK(verifyModule(*p.m, vd));
}
