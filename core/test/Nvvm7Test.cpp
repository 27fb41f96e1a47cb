// Unit tests of the NVVM IR 2.0 printer: exact LLVM 7 text for small modules.
//
// Every expected module below was given to libNVVM (CUDA 13, -arch=compute_75) when written and
// compiled without errors.
#include "core/parser/Parser.h"
#include "core/printer/Printer.h"

#include <doctest/doctest.h>

#include <string>

using namespace nvsim;

namespace {

constexpr const char *kHeader =
    "target datalayout = "
    "\"e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-"
    "v32:32:32-v64:64:64-v128:128:128-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n";

std::unique_ptr<ir::Module> parse(const std::string &text) {
  SourceFile file("test.ll", text);
  DiagEngine diags(&file);
  auto m = parseAssembly(file, diags);
  std::string errors;
  for (const auto &d : diags.diagnostics())
    errors += diags.render(d) + "\n";
  INFO(errors);
  REQUIRE(m);
  return m;
}

/// The module's NVVM IR 2.0 text; fails the test when the printer refuses it.
std::string nvvm7(const std::string &text) {
  auto m = parse(text);
  std::string out, error;
  INFO(error);
  REQUIRE(printModuleNvvm7(*m, out, error));
  return out;
}

std::string nvvm7Error(const std::string &text) {
  auto m = parse(text);
  std::string out, error;
  CHECK_FALSE(printModuleNvvm7(*m, out, error));
  return error;
}

} // namespace

TEST_CASE("nvvm7: loads and stores through typed pointers, kernel annotation from ptx_kernel") {
  const std::string in = R"(target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) noundef %p, ptr %q) #0 {
  %v = load float, ptr addrspace(1) %p, align 4
  store float %v, ptr %q, align 4
  %w = load ptr, ptr %q, align 8
  store ptr %w, ptr %q
  ret void
}
attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="sm_70" }
)";
  CHECK(nvvm7(in) == std::string(kHeader) + R"(
define void @k(i8 addrspace(1)* %p, i8* %q) norecurse nounwind argmemonly {
.u0:
  %.t0 = bitcast i8 addrspace(1)* %p to float addrspace(1)*
  %v = load float, float addrspace(1)* %.t0, align 4
  %.t1 = bitcast i8* %q to float*
  store float %v, float* %.t1, align 4
  %.t2 = bitcast i8* %q to i8**
  %w = load i8*, i8** %.t2, align 8
  %.t3 = bitcast i8* %q to i8**
  store i8* %w, i8** %.t3
  ret void
}

!nvvm.annotations = !{!0}
!nvvmir.version = !{!1}

!0 = !{void (i8 addrspace(1)*, i8*)* @k, !"kernel", i32 1}
!1 = !{i32 2, i32 0}
)");
}

TEST_CASE("nvvm7: getelementptr on a typed pointer, then back to i8*; i8 GEPs stay as they are") {
  const std::string in = R"(%struct.S = type { i32, [4 x float] }
define void @f(ptr %p, i64 %i) {
  %a = getelementptr inbounds nuw %struct.S, ptr %p, i64 %i, i32 1, i64 2
  %b = getelementptr i8, ptr %a, i64 4
  %c = getelementptr nusw [4 x i32], ptr %b, i64 0, i64 %i
  ret void
}
)";
  CHECK(nvvm7(in) == std::string(kHeader) + R"(
%struct.S = type { i32, [4 x float] }

define void @f(i8* %p, i64 %i) {
.u0:
  %.t0 = bitcast i8* %p to %struct.S*
  %.t1 = getelementptr inbounds %struct.S, %struct.S* %.t0, i64 %i, i32 1, i64 2
  %a = bitcast float* %.t1 to i8*
  %b = getelementptr i8, i8* %a, i64 4
  %.t2 = bitcast i8* %b to [4 x i32]*
  %.t3 = getelementptr [4 x i32], [4 x i32]* %.t2, i64 0, i64 %i
  %c = bitcast i32* %.t3 to i8*
  ret void
}

!nvvmir.version = !{!0}

!0 = !{i32 2, i32 0}
)");
}

TEST_CASE("nvvm7: getelementptr over vectors of pointers in LLVM 7's vector form with typed elements") {
  const std::string in = R"(@g = addrspace(1) global [4 x i32] zeroinitializer
define void @f(ptr %a, ptr %b, <4 x i64> %i, i64 %j) {
  %p = getelementptr inbounds i32, ptr %a, <4 x i64> %i
  %b0 = insertelement <2 x ptr> poison, ptr %a, i32 0
  %v = insertelement <2 x ptr> %b0, ptr %b, i32 1
  %q = getelementptr i32, <2 x ptr> %v, i64 %j
  %r = getelementptr i8, <2 x ptr> %v, <2 x i64> <i64 1, i64 2>
  %s = getelementptr i32, <2 x ptr addrspace(1)> <ptr addrspace(1) @g, ptr addrspace(1) null>, i64 %j
  ret void
}
)";
  CHECK(nvvm7(in) == std::string(kHeader) + R"(
@g = addrspace(1) global [4 x i32] zeroinitializer

define void @f(i8* %a, i8* %b, <4 x i64> %i, i64 %j) {
.u0:
  %.t0 = bitcast i8* %a to i32*
  %.t1 = getelementptr inbounds i32, i32* %.t0, <4 x i64> %i
  %p = bitcast <4 x i32*> %.t1 to <4 x i8*>
  %b0 = insertelement <2 x i8*> undef, i8* %a, i32 0
  %v = insertelement <2 x i8*> %b0, i8* %b, i32 1
  %.t2 = bitcast <2 x i8*> %v to <2 x i32*>
  %.t3 = getelementptr i32, <2 x i32*> %.t2, i64 %j
  %q = bitcast <2 x i32*> %.t3 to <2 x i8*>
  %r = getelementptr i8, <2 x i8*> %v, <2 x i64> <i64 1, i64 2>
  %.t4 = getelementptr i32, <2 x i32 addrspace(1)*> bitcast (<2 x i8 addrspace(1)*> <i8 addrspace(1)* bitcast ([4 x i32] addrspace(1)* @g to i8 addrspace(1)*), i8 addrspace(1)* null> to <2 x i32 addrspace(1)*>), i64 %j
  %s = bitcast <2 x i32 addrspace(1)*> %.t4 to <2 x i8 addrspace(1)*>
  ret void
}

!nvvmir.version = !{!0}

!0 = !{i32 2, i32 0}
)");
}

TEST_CASE("nvvm7: llvm.objectsize without LLVM 9's `dynamic` operand; a true one is refused") {
  const std::string in = R"(define void @f(ptr addrspace(1) %p, ptr %out) {
  %a = call i64 @llvm.objectsize.i64.p1(ptr addrspace(1) %p, i1 false, i1 true, i1 false)
  store i64 %a, ptr %out, align 8
  ret void
}
declare i64 @llvm.objectsize.i64.p1(ptr addrspace(1), i1, i1, i1)
)";
  CHECK(nvvm7(in) == std::string(kHeader) + R"(
define void @f(i8 addrspace(1)* %p, i8* %out) {
.u0:
  %a = call i64 @llvm.objectsize.i64.p1i8(i8 addrspace(1)* %p, i1 false, i1 true)
  %.t0 = bitcast i8* %out to i64*
  store i64 %a, i64* %.t0, align 8
  ret void
}

declare i64 @llvm.objectsize.i64.p1i8(i8 addrspace(1)*, i1, i1)

!nvvmir.version = !{!0}

!0 = !{i32 2, i32 0}
)");
  std::string dynamic = in;
  dynamic.replace(dynamic.find("i1 true, i1 false)"), 18, "i1 true, i1 true)");
  CHECK(nvvm7Error(dynamic) == "cannot write the module as NVVM IR 2.0: @f: %a = call i64 "
                               "@llvm.objectsize.i64.p1(ptr addrspace(1) %p, i1 false, i1 true, i1 true): "
                               "llvm.objectsize with `dynamic` true has no LLVM 7 form");
}

TEST_CASE("nvvm7: globals keep their type and are cast where used; byval parameters are typed") {
  const std::string in = R"(%struct.P = type { i32, i32 }
@tile = internal addrspace(3) global [32 x i32] undef, align 4
@table = addrspace(1) constant [2 x ptr addrspace(3)] [ptr addrspace(3) @tile, ptr addrspace(3) getelementptr inbounds ([32 x i32], ptr addrspace(3) @tile, i64 0, i64 1)]
define void @k(ptr byval(%struct.P) align 4 %s, i32 %i) {
  %x = load i32, ptr %s, align 4
  %slot = getelementptr inbounds [32 x i32], ptr addrspace(3) @tile, i32 0, i32 %i
  store i32 %x, ptr addrspace(3) %slot, align 4
  store i32 %x, ptr addrspace(3) @tile, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
)";
  CHECK(nvvm7(in) == std::string(kHeader) + R"(
%struct.P = type { i32, i32 }

@tile = internal addrspace(3) global [32 x i32] undef, align 4
@table = addrspace(1) constant [2 x i8 addrspace(3)*] [i8 addrspace(3)* bitcast ([32 x i32] addrspace(3)* @tile to i8 addrspace(3)*), i8 addrspace(3)* bitcast (i32 addrspace(3)* getelementptr inbounds ([32 x i32], [32 x i32] addrspace(3)* @tile, i64 0, i64 1) to i8 addrspace(3)*)]

define void @k(%struct.P* byval align 4 %.t0, i32 %i) {
.u0:
  %s = bitcast %struct.P* %.t0 to i8*
  %.t1 = bitcast i8* %s to i32*
  %x = load i32, i32* %.t1, align 4
  %.t2 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @tile, i32 0, i32 %i
  %slot = bitcast i32 addrspace(3)* %.t2 to i8 addrspace(3)*
  %.t3 = bitcast i8 addrspace(3)* %slot to i32 addrspace(3)*
  store i32 %x, i32 addrspace(3)* %.t3, align 4
  store i32 %x, i32 addrspace(3)* bitcast ([32 x i32] addrspace(3)* @tile to i32 addrspace(3)*), align 4
  ret void
}

!nvvm.annotations = !{!0}
!nvvmir.version = !{!1}

!0 = !{void (%struct.P*, i32)* @k, !"kernel", i32 1}
!1 = !{i32 2, i32 0}
)");
}

TEST_CASE("nvvm7: fneg, freeze, poison and newer flags in LLVM 7 form; smax and abs expanded") {
  const std::string in = R"(define float @f(float %x, i32 %a, i32 %b) {
  %n = fneg nnan float %x
  %fr = freeze i32 %a
  %m = call i32 @llvm.smax.i32(i32 %fr, i32 %b)
  %abs = call i32 @llvm.abs.i32(i32 %m, i1 true)
  %o = or disjoint i32 %abs, poison
  %z = zext nneg i32 %o to i64
  %t = trunc nuw i64 %z to i32
  %c = icmp samesign ult i32 %t, 7
  %s = add nuw nsw i32 %t, 1
  ret float %n
}
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1 immarg)
)";
  CHECK(nvvm7(in) == std::string(kHeader) + R"(
define float @f(float %x, i32 %a, i32 %b) {
.u0:
  %n = fsub nnan float -0.0, %x
  %fr = bitcast i32 %a to i32
  %.t0 = icmp sgt i32 %fr, %b
  %m = select i1 %.t0, i32 %fr, i32 %b
  %.t1 = sub i32 0, %m
  %.t2 = icmp slt i32 %m, 0
  %abs = select i1 %.t2, i32 %.t1, i32 %m
  %o = or i32 %abs, undef
  %z = zext i32 %o to i64
  %t = trunc i64 %z to i32
  %c = icmp ult i32 %t, 7
  %s = add nuw nsw i32 %t, 1
  ret float %n
}

!nvvmir.version = !{!0}

!0 = !{i32 2, i32 0}
)");
}

TEST_CASE("nvvm7: annotations re-emitted from the transplant pass's attributes; intrinsic names mangled") {
  const std::string in = R"(define void @k(ptr addrspace(1) %p, ptr %d) #0 {
  %v = call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p, i32 4)
  call void @llvm.memcpy.p0.p1.i64(ptr %d, ptr addrspace(1) %p, i64 16, i1 false)
  ret void
}
declare float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1), i32)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg)
attributes #0 = { "nvvm.kernel" "nvvm.maxntid"="128,1,1" "nvvm.minctasm"="2" }
)";
  CHECK(nvvm7(in) == std::string(kHeader) + R"(
define void @k(i8 addrspace(1)* %p, i8* %d) {
.u0:
  %.t0 = bitcast i8 addrspace(1)* %p to float addrspace(1)*
  %v = call float @llvm.nvvm.ldg.global.f.f32.p1f32(float addrspace(1)* %.t0, i32 4)
  call void @llvm.memcpy.p0i8.p1i8.i64(i8* %d, i8 addrspace(1)* %p, i64 16, i1 false)
  ret void
}

declare float @llvm.nvvm.ldg.global.f.f32.p1f32(float addrspace(1)*, i32)

declare void @llvm.memcpy.p0i8.p1i8.i64(i8*, i8 addrspace(1)*, i64, i1)

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!nvvmir.version = !{!5}

!0 = !{void (i8 addrspace(1)*, i8*)* @k, !"kernel", i32 1}
!1 = !{void (i8 addrspace(1)*, i8*)* @k, !"maxntidx", i32 128}
!2 = !{void (i8 addrspace(1)*, i8*)* @k, !"maxntidy", i32 1}
!3 = !{void (i8 addrspace(1)*, i8*)* @k, !"maxntidz", i32 1}
!4 = !{void (i8 addrspace(1)*, i8*)* @k, !"minctasm", i32 2}
!5 = !{i32 2, i32 0}
)");
}

TEST_CASE("nvvm7: atomics: float add through libNVVM's intrinsic, integer atomics keep their scope") {
  const std::string in = R"(define void @f(ptr addrspace(1) %p, float %x, ptr addrspace(3) %c) {
  %old = atomicrmw fadd ptr addrspace(1) %p, float %x monotonic, align 4
  %i = atomicrmw add ptr addrspace(3) %c, i32 1 syncscope("block") monotonic, align 4
  %pair = cmpxchg ptr addrspace(3) %c, i32 0, i32 1 acq_rel monotonic, align 4
  ret void
}
)";
  CHECK(nvvm7(in) == std::string(kHeader) + R"(
define void @f(i8 addrspace(1)* %p, float %x, i8 addrspace(3)* %c) {
.u0:
  %.t0 = bitcast i8 addrspace(1)* %p to float addrspace(1)*
  %old = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %.t0, float %x)
  %.t1 = bitcast i8 addrspace(3)* %c to i32 addrspace(3)*
  %i = atomicrmw add i32 addrspace(3)* %.t1, i32 1 syncscope("block") monotonic
  %.t2 = bitcast i8 addrspace(3)* %c to i32 addrspace(3)*
  %pair = cmpxchg i32 addrspace(3)* %.t2, i32 0, i32 1 acq_rel monotonic
  ret void
}

declare float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)*, float)

!nvvmir.version = !{!0}

!0 = !{i32 2, i32 0}
)");
}

TEST_CASE("nvvm7: what NVVM IR cannot express is refused with the function and instruction") {
  const std::string in = R"(define void @f(ptr %p, float %x) {
  %old = atomicrmw fmax ptr %p, float %x monotonic, align 4
  ret void
}
)";
  CHECK(nvvm7Error(in) ==
        "cannot write the module as NVVM IR 2.0: @f: %old = atomicrmw fmax ptr %p, float %x "
        "monotonic, align 4: atomicrmw fmax on float has no LLVM 7 form libNVVM reads");
}

TEST_CASE("nvvm7: the LLVM 19 printer is unchanged by printing NVVM IR 2.0 first") {
  const std::string in = R"(define void @f(ptr %p) {
  %n = load float, ptr %p, align 4
  %m = fneg float %n
  store float %m, ptr %p, align 4
  ret void
}
)";
  auto m = parse(in);
  std::string before = printModule(*m);
  std::string out, error;
  REQUIRE(printModuleNvvm7(*m, out, error));
  CHECK(printModule(*m) == before);
  CHECK(before.find("fneg float %n") != std::string::npos);
}
