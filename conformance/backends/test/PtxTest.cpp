// The backends' own logic, without the compilers: target names, which libdevice functions a
// module needs.
#include "conformance/backends/Ptx.h"
#include "conformance/backends/Legalize.h"
#include "conformance/backends/Libdevice.h"
#include "conformance/backends/PtxCompilers.h"
#include "core/parser/Parser.h"
#include "core/printer/Printer.h"

#include <doctest/doctest.h>

using namespace nvsim;
using namespace nvsim::backends;

namespace {

std::unique_ptr<ir::Module> parse(const char *text) {
  static std::vector<std::unique_ptr<SourceFile>> keep; // the module keeps offsets into its text
  keep.push_back(std::make_unique<SourceFile>("test.ll", text));
  DiagEngine diags(keep.back().get());
  auto m = parseAssembly(*keep.back(), diags);
  REQUIRE_MESSAGE(m, diags.renderAll());
  return m;
}

std::vector<std::string> globalNames(const ir::Module &m) {
  std::vector<std::string> names;
  for (const ir::GlobalValue *g : m.globals)
    names.push_back(g->name);
  return names;
}

} // namespace

TEST_CASE("target names") {
  for (const char *ok : {"sm_75", "sm_90", "sm_90a", "sm_100f", "sm_120"})
    CHECK_MESSAGE(isValidArch(ok), std::string(ok));
  for (const char *bad :
       {"", "sm_", "90", "sm90", "sm_9x", "sm_90b", "sm_90ab", "compute_90", "sm_-1", "sm_12345"})
    CHECK_MESSAGE(!isValidArch(bad), std::string(bad));
  CHECK(computeArch("sm_90a") == "compute_90a");
  CHECK(computeArch("sm_75") == "compute_75");
  CHECK(std::string(PtxOptions().arch) == "sm_75");
  CHECK(std::string(compilerName(Compiler::Nvvm)) == "nvvm");
  CHECK(std::string(compilerName(Compiler::Llc)) == "llc");
}

TEST_CASE("the libdevice functions a module calls are its __nv_ declarations") {
  auto m = parse(R"(
declare float @__nv_sinf(float)
declare double @__nv_exp(double)
declare float @other(float)
define float @__nv_mine(float %x) {
  ret float %x
}
)");
  CHECK(libdeviceCalls(*m) == std::set<std::string>{"__nv_exp", "__nv_sinf"});
}

TEST_CASE("only what the roots reach is kept: calls, references in constants, initialisers") {
  auto lib = parse(R"(
@table = internal addrspace(1) constant [2 x i32] [i32 1, i32 2]
@unused = internal global i32 0
@fnptrs = internal global [1 x ptr] [ptr @via_init]
define float @__nv_a(float %x) {
  %p = getelementptr [2 x i32], ptr addrspace(1) @table, i64 0, i64 1
  %v = call float @helper(float %x)
  %w = load ptr, ptr @fnptrs
  ret float %v
}
define float @helper(float %x) {
  ret float %x
}
define void @via_init() {
  ret void
}
define float @__nv_b(float %x) {
  %v = call float @only_b(float %x)
  ret float %v
}
define float @only_b(float %x) {
  %u = load i32, ptr @unused
  ret float %x
}
)");
  keepOnlyNeeded(*lib, {"__nv_a", "__nv_missing"});
  CHECK(globalNames(*lib) == std::vector<std::string>{"table", "fnptrs", "__nv_a", "helper", "via_init"});
  CHECK(lib->getGlobal("__nv_b") == nullptr);
  CHECK(lib->getGlobal("unused") == nullptr);
  CHECK(lib->getGlobal("helper") != nullptr);
}

TEST_CASE("llc legalization: what LLVM 19 cannot select becomes PTX inline asm or a libdevice call") {
  auto m = parse(R"(target triple = "nvptx64-nvidia-cuda"
@flag = internal addrspace(3) global i32 0, align 4

define ptx_kernel void @k(ptr %out, float %x, half %h, i1 %p) {
  fence syncscope("block") acq_rel
  fence seq_cst
  store atomic i32 1, ptr addrspace(3) @flag syncscope("block") release, align 4
  %f = load atomic i32, ptr addrspace(3) @flag syncscope("block") acquire, align 4
  %b = call i32 @llvm.nvvm.vote.ballot(i1 %p)
  %a = call i1 @llvm.nvvm.vote.all(i1 %p)
  %t = call half @llvm.tan.f16(half %h)
  %r = call i32 @llvm.lround.i32.f32(float %x)
  %c = call i32 @llvm.ssa.copy.i32(i32 %r)
  %s = call i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
  store i32 %c, ptr %out, align 4
  ret void
}

declare i32 @llvm.nvvm.vote.ballot(i1)
declare i1 @llvm.nvvm.vote.all(i1)
declare half @llvm.tan.f16(half)
declare i32 @llvm.lround.i32.f32(float)
declare i32 @llvm.ssa.copy.i32(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
)");
  CHECK(legalizeForPtx(*m, Compiler::Llc) == 10);
  const std::string text = printModule(*m);
  auto has = [&](const char *line) { CHECK_MESSAGE(text.find(line) != std::string::npos, line, "\n", text); };
  has("call void asm sideeffect \"fence.acq_rel.cta;\", \"~{memory}\"() convergent");
  has("call void asm sideeffect \"fence.sc.sys;\", \"~{memory}\"() convergent");
  has("%1 = addrspacecast ptr addrspace(3) @flag to ptr\n"
      "  call void asm sideeffect \"st.release.cta.b32 [$0], $1;\", \"l,r,~{memory}\"(ptr %1, i32 1) "
      "convergent");
  has("%f = call i32 asm sideeffect \"ld.acquire.cta.b32 $0, [$1];\", \"=r,l,~{memory}\"(ptr %2) convergent");
  has("%3 = zext i1 %p to i32\n  %b = call i32 asm sideeffect \"{ .reg .pred %p0; setp.ne.b32 %p0, $1, 0; "
      "vote.sync.ballot.b32 $0, %p0, -1; }\", \"=r,r,~{memory}\"(i32 %3) convergent");
  has("vote.sync.all.pred %p1, %p0, -1; selp.u32 $0, 1, 0, %p1; }\", \"=r,r,~{memory}\"(i32 %4) convergent");
  has("%a = trunc i32 %5 to i1");
  has("%6 = fpext half %h to float\n  %7 = call float @__nv_tanf(float %6)\n  %t = fptrunc float %7 to half");
  has("%8 = call i64 @__nv_llroundf(float %x)\n  %9 = icmp sgt i64 %8, 2147483647\n"
      "  %10 = select i1 %9, i64 2147483647, i64 %8\n  %11 = icmp slt i64 %10, -2147483648\n"
      "  %12 = select i1 %11, i64 -2147483648, i64 %10\n  %r = trunc i64 %12 to i32");
  has("store i32 %r, ptr %out, align 4"); // ssa.copy's result is its operand
  has("%s = call i32 asm \"mov.u32 $0, %dynamic_smem_size;\", \"=r\"()");
  CHECK(text.find("call i32 @llvm.ssa.copy") == std::string::npos);
  CHECK(text.find("declare float @__nv_tanf(float)") != std::string::npos);
}

TEST_CASE("legalization leaves the module's own functions alone, whatever their names") {
  // Names shorter than any intrinsic prefix (a crash once: a substring taken before the length
  // test) and names that merely look like one.
  for (Compiler c : {Compiler::Llc, Compiler::Nvvm}) {
    auto m = parse(R"(define i32 @f(i32 %x) {
  ret i32 %x
}
define i32 @abc(i32 %x) {
  ret i32 %x
}
define i32 @llvm_sadd.sat.i32(i32 %x) {
  ret i32 %x
}
define ptx_kernel void @k(ptr %out) {
  %a = call i32 @f(i32 1)
  %b = call i32 @abc(i32 %a)
  %c = call i32 @llvm_sadd.sat.i32(i32 %b)
  store i32 %c, ptr %out, align 4
  ret void
}
)");
    const std::string before = printModule(*m);
    CHECK(legalizeForPtx(*m, c) == 0);
    CHECK(printModule(*m) == before);
  }
}

TEST_CASE("libNVVM legalization: saturating arithmetic and IEEE minimum become instructions") {
  auto m = parse(R"(define ptx_kernel void @k(ptr %out, i8 %a, i8 %b, float %x, float %y) {
  %s = call i8 @llvm.sadd.sat.i8(i8 %a, i8 %b)
  store i8 %s, ptr %out, align 1
  %m = call float @llvm.minimum.f32(float %x, float %y)
  store float %m, ptr %out, align 4
  ret void
}
declare i8 @llvm.sadd.sat.i8(i8, i8)
declare float @llvm.minimum.f32(float, float)
)");
  CHECK(legalizeForPtx(*m, Compiler::Llc) == 0); // llc-19 selects both itself
  CHECK(legalizeForPtx(*m, Compiler::Nvvm) == 2);
  const std::string text = printModule(*m);
  auto has = [&](const char *line) { CHECK_MESSAGE(text.find(line) != std::string::npos, line, "\n", text); };
  has("%1 = add i8 %a, %b\n  %2 = xor i8 %b, %1\n  %3 = xor i8 %a, %1\n  %4 = and i8 %3, %2\n"
      "  %5 = icmp slt i8 %4, 0\n  %6 = icmp slt i8 %a, 0\n  %7 = select i1 %6, i8 -128, i8 127\n"
      "  %s = select i1 %5, i8 %7, i8 %1");
  has("%8 = fcmp olt float %x, %y\n  %9 = select i1 %8, float %x, float %y\n");
  has("%12 = or i32 %10, %11"); // -0 (sign bit set) wins the minimum of equal operands
  has("%m = select i1 %17, float %16, float %15");
}

namespace {

/// The module's text after legalizing it for `c`, and how many instructions were rewritten.
std::pair<std::string, unsigned> legalized(const char *text, Compiler c,
                                           const std::vector<std::string> &options = {}) {
  auto m = parse(text);
  const unsigned n = legalizeForPtx(*m, c, options);
  return {printModule(*m), n};
}

void checkHas(const std::string &text, const std::string &part) {
  CHECK_MESSAGE(text.find(part) != std::string::npos, part, "\n", text);
}

} // namespace

TEST_CASE("libNVVM legalization: freeze of undef is zero, of anything else an opaque move") {
  const char *text = R"(define ptx_kernel void @k(ptr %out, i32 %x, <2 x i32> %v, i1 %b) {
  %pz = freeze i32 poison
  %same = icmp eq i32 %pz, %pz
  store i1 %same, ptr %out, align 1
  %fc = freeze <2 x i32> <i32 1, i32 undef>
  store <2 x i32> %fc, ptr %out, align 8
  %fx = freeze i32 %x
  store i32 %fx, ptr %out, align 4
  %fb = freeze i1 %b
  store i1 %fb, ptr %out, align 1
  %fv = freeze <2 x i32> %v
  store <2 x i32> %fv, ptr %out, align 8
  %fu = call float @llvm.freeze.f32(float undef)
  store float %fu, ptr %out, align 4
  ret void
}
declare float @llvm.freeze.f32(float)
)";
  auto [nvvm, n] = legalized(text, Compiler::Nvvm);
  CHECK(n == 7);
  checkHas(nvvm, "%same = icmp eq i32 0, 0");
  checkHas(nvvm, "store <2 x i32> <i32 1, i32 0>, ptr %out");
  checkHas(nvvm, "%fx = call i32 asm \"mov.b32 $0, $1;\", \"=r,r\"(i32 %x)");
  checkHas(nvvm, "%1 = zext i1 %b to i32\n  %2 = call i32 asm \"mov.b32 $0, $1;\", \"=r,r\"(i32 %1)\n"
                 "  %fb = trunc i32 %2 to i1");
  checkHas(nvvm, "%3 = extractelement <2 x i32> %v, i32 0\n  %4 = call i32 asm \"mov.b32 $0, $1;\", "
                 "\"=r,r\"(i32 %3)\n  %5 = insertelement <2 x i32> zeroinitializer, i32 %4, i32 0\n"
                 "  %6 = extractelement <2 x i32> %v, i32 1\n  %7 = call i32 asm \"mov.b32 $0, $1;\", "
                 "\"=r,r\"(i32 %6)\n  %fv = insertelement <2 x i32> %5, i32 %7, i32 1");
  checkHas(nvvm, "store float 0.0, ptr %out");
  CHECK(nvvm.find("= freeze") == std::string::npos);
  auto [llc, m] = legalized(text, Compiler::Llc); // LLVM 19 has freeze: only the call form changes
  CHECK(m == 1);
  checkHas(llc, "%fu = freeze float undef");
  checkHas(llc, "%pz = freeze i32 poison");
}

TEST_CASE("libNVVM legalization: the cycle counters are volatile reads") {
  const char *text = R"(define ptx_kernel void @k(ptr %out) {
  %c = call i32 @llvm.nvvm.read.ptx.sreg.clock()
  %d = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %r = call i64 @llvm.readcyclecounter()
  store i32 %c, ptr %out, align 4
  store i64 %d, ptr %out, align 8
  store i64 %r, ptr %out, align 8
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.clock()
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
declare i64 @llvm.readcyclecounter()
)";
  auto [nvvm, n] = legalized(text, Compiler::Nvvm);
  CHECK(n == 3);
  checkHas(nvvm, "%c = call i32 asm sideeffect \"mov.u32 $0, %clock;\", \"=r,~{memory}\"() convergent");
  checkHas(nvvm, "%d = call i64 asm sideeffect \"mov.u64 $0, %clock64;\", \"=l,~{memory}\"() convergent");
  checkHas(nvvm, "%r = call i64 asm sideeffect \"mov.u64 $0, %clock64;\", \"=l,~{memory}\"() convergent");
  CHECK(legalized(text, Compiler::Llc).second == 0); // llc-19 reads them with mov itself
}

TEST_CASE("libNVVM legalization: fptosi.sat and fptoui.sat saturate, keep their sign and map NaN to 0") {
  const char *text = R"(define ptx_kernel void @k(ptr %out, half %h, double %d, float %f) {
  %a = call i8 @llvm.fptosi.sat.i8.f16(half %h)
  store i8 %a, ptr %out, align 1
  %b = call i64 @llvm.fptoui.sat.i64.f64(double %d)
  store i64 %b, ptr %out, align 8
  %c = call i16 @llvm.fptoui.sat.i16.f32(float %f)
  store i16 %c, ptr %out, align 2
  ret void
}
declare i8 @llvm.fptosi.sat.i8.f16(half)
declare i64 @llvm.fptoui.sat.i64.f64(double)
declare i16 @llvm.fptoui.sat.i16.f32(float)
)";
  auto [nvvm, n] = legalized(text, Compiler::Nvvm);
  CHECK(n == 3);
  checkHas(nvvm, "%1 = fpext half %h to float\n"
                 "  %2 = call i32 asm \"cvt.rzi.s32.f32 $0, $1;\", \"=r,f\"(float %1)\n"
                 "  %3 = icmp sgt i32 %2, 127\n  %4 = select i1 %3, i32 127, i32 %2\n"
                 "  %5 = icmp slt i32 %4, -128\n  %6 = select i1 %5, i32 -128, i32 %4\n"
                 "  %7 = trunc i32 %6 to i8\n  %8 = fcmp uno float %1, %1\n"
                 "  %a = select i1 %8, i8 0, i8 %7");
  checkHas(nvvm, "%9 = call i64 asm \"cvt.rzi.u64.f64 $0, $1;\", \"=l,d\"(double %d)\n"
                 "  %10 = fcmp uno double %d, %d\n  %b = select i1 %10, i64 0, i64 %9");
  checkHas(nvvm, "%11 = call i32 asm \"cvt.rzi.u32.f32 $0, $1;\", \"=r,f\"(float %f)\n"
                 "  %12 = icmp ugt i32 %11, 65535\n  %13 = select i1 %12, i32 65535, i32 %11\n"
                 "  %14 = trunc i32 %13 to i16\n  %15 = fcmp uno float %f, %f\n"
                 "  %c = select i1 %15, i16 0, i16 %14");
  CHECK(legalized(text, Compiler::Llc).second == 0);
}

TEST_CASE("libNVVM legalization: llvm.round rounds halfway cases away from zero, through libdevice") {
  const char *text = R"(define ptx_kernel void @k(ptr %out, float %x, double %y, half %h) {
  %a = call float @llvm.round.f32(float %x)
  store float %a, ptr %out, align 4
  %b = call double @llvm.round.f64(double %y)
  store double %b, ptr %out, align 8
  %c = call half @llvm.round.f16(half %h)
  store half %c, ptr %out, align 2
  %d = call float @llvm.roundeven.f32(float %x)
  store float %d, ptr %out, align 4
  ret void
}
declare float @llvm.round.f32(float)
declare double @llvm.round.f64(double)
declare half @llvm.round.f16(half)
declare float @llvm.roundeven.f32(float)
)";
  auto [nvvm, n] = legalized(text, Compiler::Nvvm);
  CHECK(n == 4);
  checkHas(nvvm, "%a = call float @__nv_roundf(float %x)");
  checkHas(nvvm, "%b = call double @__nv_round(double %y)");
  checkHas(nvvm, "%1 = fpext half %h to float\n  %2 = call float @__nv_roundf(float %1)\n"
                 "  %c = fptrunc float %2 to half");
  checkHas(nvvm, "%d = call float @__nv_rintf(float %x)");
  CHECK(legalized(text, Compiler::Llc).second == 0); // llc-19 rounds them right itself
}

TEST_CASE("legalization: frem is libdevice's exact fmod for both compilers") {
  const char *text =
      R"(define ptx_kernel void @k(ptr %out, float %x, float %y, double %a, double %b, half %h) {
  %r = frem float %x, %y
  store float %r, ptr %out, align 4
  %s = frem double %a, %b
  store double %s, ptr %out, align 8
  %t = frem half %h, %h
  store half %t, ptr %out, align 2
  ret void
}
)";
  for (Compiler c : {Compiler::Llc, Compiler::Nvvm}) {
    auto [out, n] = legalized(text, c);
    CHECK(n == 3);
    checkHas(out, "%r = call float @__nv_fmodf(float %x, float %y)");
    checkHas(out, "%s = call double @__nv_fmod(double %a, double %b)");
    checkHas(out, "%1 = fpext half %h to float\n  %2 = fpext half %h to float\n"
                  "  %3 = call float @__nv_fmodf(float %1, float %2)\n  %t = fptrunc float %3 to half");
    checkHas(out, "declare float @__nv_fmodf(float, float)");
    CHECK(out.find("frem") == std::string::npos);
  }
}

TEST_CASE("llc legalization: __nvvm_reflect answers as libNVVM does, and follows llc's options") {
  const char *text = R"(@s = private unnamed_addr addrspace(1) constant [17 x i8] c"__CUDA_PREC_SQRT\00"
@d = private unnamed_addr constant [16 x i8] c"__CUDA_PREC_DIV\00"
@f = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00"
@a = private unnamed_addr constant [12 x i8] c"__CUDA_ARCH\00"
define ptx_kernel void @k(ptr %out) {
  %s = call i32 @__nvvm_reflect(ptr addrspacecast (ptr addrspace(1) @s to ptr))
  store volatile i32 %s, ptr %out, align 4
  %d = call i32 @llvm.nvvm.reflect(ptr @d)
  store volatile i32 %d, ptr %out, align 4
  %f = call i32 @__nvvm_reflect(ptr @f)
  store volatile i32 %f, ptr %out, align 4
  %a = call i32 @__nvvm_reflect(ptr @a)
  store volatile i32 %a, ptr %out, align 4
  ret void
}
declare i32 @__nvvm_reflect(ptr)
declare i32 @llvm.nvvm.reflect(ptr)
)";
  // libNVVM's defaults (-prec-sqrt=1, -prec-div=1); FTZ and ARCH are NVVMReflect's, which answers
  // them alike (the module flag nvvm-reflect-ftz, default 0; -mcpu).
  auto [byDefault, n] = legalized(text, Compiler::Llc);
  CHECK(n == 2);
  checkHas(byDefault, "store volatile i32 1, ptr %out, align 4\n  store volatile i32 1, ptr %out, align 4\n"
                      "  %f = call i32 @__nvvm_reflect(ptr @f)");
  checkHas(byDefault, "%a = call i32 @__nvvm_reflect(ptr @a)");
  auto [fast, m] =
      legalized(text, Compiler::Llc,
                {"-nvptx-prec-sqrtf32=0", "--nvptx-prec-divf32=1", "-denormal-fp-math-f32=preserve-sign"});
  CHECK(m == 3);
  checkHas(fast, "store volatile i32 0, ptr %out, align 4\n  store volatile i32 0, ptr %out, align 4\n"
                 "  store volatile i32 1, ptr %out, align 4\n  %a = call i32 @__nvvm_reflect(ptr @a)");
  auto [ieee, k] = legalized(text, Compiler::Llc, {"-nvptx-prec-divf32=2", "-denormal-fp-math=ieee"});
  CHECK(k == 3);
  checkHas(ieee, "store volatile i32 1, ptr %out, align 4\n  store volatile i32 1, ptr %out, align 4\n"
                 "  store volatile i32 0, ptr %out, align 4\n");
  CHECK(legalized(text, Compiler::Nvvm).second == 0); // libNVVM answers them itself
}

TEST_CASE("libNVVM legalization: objectsize's run-time question answered \"unknown\", as nvvm-sim does") {
  auto m = parse(R"(define ptx_kernel void @k(ptr %out, ptr %p) {
  %o = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 false, i1 true, i1 true)
  store i64 %o, ptr %out, align 8
  %z = call i32 @llvm.objectsize.i32.p0(ptr %p, i1 true, i1 false, i1 true)
  store i32 %z, ptr %out, align 4
  %s = call i32 @llvm.objectsize.i32.p0(ptr %p, i1 true, i1 false, i1 false)
  store i32 %s, ptr %out, align 4
  ret void
}
declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)
declare i32 @llvm.objectsize.i32.p0(ptr, i1, i1, i1)
)");
  CHECK(legalizeForPtx(*m, Compiler::Llc) == 0); // llc-19 reads `dynamic`
  CHECK(legalizeForPtx(*m, Compiler::Nvvm) == 2);
  const std::string text = printModule(*m);
  auto has = [&](const char *line) { CHECK_MESSAGE(text.find(line) != std::string::npos, line, "\n", text); };
  has("store i64 -1, ptr %out, align 8"); // the maximum's "unknown"
  has("store i32 0, ptr %out, align 4");  // the minimum's
  // A static question is LLVM 7's too: the NVVM IR 2.0 printer drops the false `dynamic`.
  has("%s = call i32 @llvm.objectsize.i32.p0(ptr %p, i1 true, i1 false, i1 false)");
}

TEST_CASE("half and bfloat intrinsics as their PTX; bfloat's .ftz and .sat, which PTX lacks, around it") {
  const char *in = R"(target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %out, bfloat %a, bfloat %b, half %h, float %x) {
  %m = call bfloat @llvm.nvvm.fmin.ftz.nan.bf16(bfloat %a, bfloat %b)
  store bfloat %m, ptr %out, align 2
  %s = call bfloat @llvm.nvvm.fma.rn.sat.bf16(bfloat %a, bfloat %b, bfloat %a)
  store bfloat %s, ptr %out, align 2
  %n = call bfloat @llvm.nvvm.fmax.xorsign.abs.bf16(bfloat %a, bfloat %b)
  store bfloat %n, ptr %out, align 2
  %f = call half @llvm.nvvm.fma.rn.ftz.relu.f16(half %h, half %h, half %h)
  store half %f, ptr %out, align 2
  %c = call i16 @llvm.nvvm.bf2h.rn.ftz(float %x)
  store i16 %c, ptr %out, align 2
  %r = call bfloat @llvm.nvvm.f2bf16.rz.relu(float %x)
  store bfloat %r, ptr %out, align 2
  %v = call float @llvm.nvvm.move.float(float %x)
  store float %v, ptr %out, align 4
  ret void
}
declare bfloat @llvm.nvvm.fmin.ftz.nan.bf16(bfloat, bfloat)
declare bfloat @llvm.nvvm.fma.rn.sat.bf16(bfloat, bfloat, bfloat)
declare bfloat @llvm.nvvm.fmax.xorsign.abs.bf16(bfloat, bfloat)
declare half @llvm.nvvm.fma.rn.ftz.relu.f16(half, half, half)
declare i16 @llvm.nvvm.bf2h.rn.ftz(float)
declare bfloat @llvm.nvvm.f2bf16.rz.relu(float)
declare float @llvm.nvvm.move.float(float)
)";
  // The same for both: subnormal bfloat operands become zeros of their sign before min.NaN.bf16,
  // fma.rn.bf16's result is clamped to [+0, 1] after it (above 0x7F80 unsigned: negative or NaN),
  // and bf2h.rn.ftz flushes its float operand before cvt.rn.bf16.f32.
  const char *flushedMin =
      "%1 = bitcast bfloat %a to i16\n  %2 = and i16 %1, 32640\n  %3 = icmp eq i16 %2, 0\n"
      "  %4 = and i16 %1, -32768\n  %5 = select i1 %3, i16 %4, i16 %1\n  %6 = bitcast i16 %5 to bfloat\n"
      "  %7 = bitcast bfloat %b to i16\n  %8 = and i16 %7, 32640\n  %9 = icmp eq i16 %8, 0\n"
      "  %10 = and i16 %7, -32768\n  %11 = select i1 %9, i16 %10, i16 %7\n  %12 = bitcast i16 %11 to bfloat\n"
      "  %m = call bfloat asm \"min.NaN.bf16 $0, $1, $2;\", \"=h,h,h\"(bfloat %6, bfloat %12)";
  const char *saturated =
      "%13 = call bfloat asm \"fma.rn.bf16 $0, $1, $2, $3;\", \"=h,h,h,h\"(bfloat %a, bfloat %b, bfloat %a)\n"
      "  %14 = bitcast bfloat %13 to i16\n  %15 = icmp ugt i16 %14, 16256\n"
      "  %16 = select i1 %15, i16 16256, i16 %14\n  %17 = icmp ugt i16 %14, 32640\n"
      "  %18 = select i1 %17, i16 0, i16 %16\n  %s = bitcast i16 %18 to bfloat";
  const char *flushedCvt =
      "%19 = bitcast float %x to i32\n  %20 = and i32 %19, 2139095040\n  %21 = icmp eq i32 %20, 0\n"
      "  %22 = and i32 %19, -2147483648\n  %23 = select i1 %21, i32 %22, i32 %19\n"
      "  %24 = bitcast i32 %23 to float\n  %c = call i16 asm \"cvt.rn.bf16.f32 $0, $1;\", \"=h,f\"(float "
      "%24)";
  SUBCASE("llc-19: only what it cannot select or PTX lacks") {
    const auto [text, rewritten] = legalized(in, Compiler::Llc);
    CHECK(rewritten == 3);
    auto has = [&](const char *line) { checkHas(text, line); };
    has(flushedMin);
    has(saturated);
    has(flushedCvt);
    has("%n = call bfloat @llvm.nvvm.fmax.xorsign.abs.bf16(bfloat %a, bfloat %b)");
    has("%f = call half @llvm.nvvm.fma.rn.ftz.relu.f16(half %h, half %h, half %h)");
    has("%r = call bfloat @llvm.nvvm.f2bf16.rz.relu(float %x)");
  }
  SUBCASE("libNVVM: every one") {
    const auto [text, rewritten] = legalized(in, Compiler::Nvvm);
    CHECK(rewritten == 7);
    auto has = [&](const char *line) { checkHas(text, line); };
    has(flushedMin);
    has(saturated);
    has(flushedCvt);
    has("%n = call bfloat asm \"max.xorsign.abs.bf16 $0, $1, $2;\", \"=h,h,h\"(bfloat %a, bfloat %b)");
    has("%f = call half asm \"fma.rn.ftz.relu.f16 $0, $1, $2, $3;\", \"=h,h,h,h\"(half %h, half %h, half "
        "%h)");
    has("%r = call bfloat asm \"cvt.rz.relu.bf16.f32 $0, $1;\", \"=h,f\"(float %x)");
    has("%v = call float asm \"mov.f32 $0, $1;\", \"=f,f\"(float %x)");
  }
}
