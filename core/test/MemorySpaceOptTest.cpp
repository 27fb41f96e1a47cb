// MemorySpaceOpt tests: the resolution table (seed 004), every knob, the ambiguous-pointer
// warnings, isspacep folding, cloning per space signature; and every bench and conformance kernel
// through the pass, printed, read back and verified.
#include "core/passes/MemorySpaceOpt.h"
#include "core/parser/Parser.h"
#include "core/printer/Printer.h"
#include "core/verifier/Verifier.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace nvsim;
using namespace nvsim::ir;
using namespace nvsim::passes;

namespace {

const char *kHeader = "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
                      "target triple = \"nvptx64-nvidia-cuda\"\n\n";

struct Result {
  std::string printed;
  MemorySpaceStats stats;
  std::vector<std::string> warnings; ///< `line:col: message`
  bool changed = false;
};

/// The printed text must read back and pass the verifier (LLVM's rules and NVVM's).
void checkReparses(const std::string &printed, bool verify = true) {
  SourceFile again("again.ll", printed);
  DiagEngine diags(&again);
  auto reread = parseAssembly(again, diags);
  INFO(printed);
  INFO(diags.renderAll());
  REQUIRE(reread);
  if (verify)
    CHECK(verifyModule(*reread, diags));
  CHECK(diags.errorCount() == 0);
}

Result runPass(const std::string &body, const PassConfig &config = {}) {
  SourceFile file("t.ll", kHeader + body);
  DiagEngine diags(&file);
  auto m = parseAssembly(file, diags);
  INFO(diags.renderAll());
  REQUIRE(m);
  Result r;
  r.changed = runMemorySpaceOpt(*m, config, diags, r.stats);
  for (const Diagnostic &d : diags.diagnostics()) {
    auto lc = file.lineCol(d.offset);
    r.warnings.push_back(fmt::format("{}:{}: {}", lc.line, lc.column, d.message));
    CHECK(d.severity == Severity::Warning);
  }
  r.printed = printModule(*m);
  checkReparses(r.printed);
  return r;
}

bool has(const std::string &text, const std::string &line) { return text.find(line) != std::string::npos; }

unsigned resolved(const MemorySpaceStats &s) {
  return s.toGlobal + s.toShared + s.toConstant + s.toLocal + s.toParam;
}

} // namespace

TEST_CASE("MemorySpaceOpt: one space bit resolves; GEP, bitcast, phi, select and casts are walked") {
  Result r = runPass(R"(@s = internal addrspace(3) global [64 x i32] undef, align 4
@c = internal addrspace(4) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

define ptx_kernel void @k(i1 %f, i64 %i) {
entry:
  %g = addrspacecast ptr addrspace(3) @s to ptr
  %p = getelementptr inbounds i32, ptr %g, i64 %i
  store i32 7, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %g, i64 1
  %sel = select i1 %f, ptr %p, ptr %q
  %v = load i32, ptr %sel, align 4
  %cg = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(4) @c to ptr), i64 0, i64 %i
  %cv = load i32, ptr %cg, align 4
  br i1 %f, label %a, label %b
a:
  br label %b
b:
  %ph = phi ptr [ %p, %entry ], [ %q, %a ]
  %sum = add i32 %v, %cv
  store i32 %sum, ptr %ph, align 4
  ret void
}
)");
  CHECK(r.changed);
  CHECK(r.stats.toShared == 3);
  CHECK(r.stats.toConstant == 1);
  CHECK(r.stats.unresolved == 0);
  CHECK(r.warnings.empty());
  // The GEP is rebuilt on the shared variable itself, the generic one goes.
  // The GEP is rebuilt on the shared variable itself; the generic one stays for the phi and
  // the select, whose results get a cast each.
  CHECK(has(r.printed, "  %p = getelementptr inbounds i32, ptr %g, i64 %i\n"
                       "  %0 = getelementptr inbounds i32, ptr addrspace(3) @s, i64 %i\n"
                       "  store i32 7, ptr addrspace(3) %0, align 4\n"));
  CHECK(has(r.printed, "  %sel = select i1 %f, ptr %p, ptr %q\n"
                       "  %1 = addrspacecast ptr %sel to ptr addrspace(3)\n"
                       "  %v = load i32, ptr addrspace(3) %1, align 4\n"));
  CHECK(has(r.printed, "  %2 = getelementptr inbounds [4 x i32], ptr addrspace(4) @c, i64 0, i64 %i\n"
                       "  %cv = load i32, ptr addrspace(4) %2, align 4\n"));
  CHECK(has(r.printed, "  %ph = phi ptr [ %p, %entry ], [ %q, %a ]\n"
                       "  %3 = addrspacecast ptr %ph to ptr addrspace(3)\n"));
  CHECK(has(r.printed, "store i32 %sum, ptr addrspace(3) %3, align 4"));
}

TEST_CASE("MemorySpaceOpt: kernel pointers are global under param-always-point-to-global") {
  const std::string ir = R"(define ptx_kernel void @k(ptr %out, ptr byval([2 x i32]) align 4 %pv) {
  %a = getelementptr inbounds i32, ptr %pv, i64 1
  %x = load i32, ptr %a, align 4
  store i32 %x, ptr %out, align 4
  ret void
}
)";
  Result on = runPass(ir);
  CHECK(on.stats.toGlobal == 2); // the argument, and the byval (the param window is in global)
  CHECK(has(on.printed, "store i32 %x, ptr addrspace(1) %1, align 4"));
  CHECK(on.warnings.empty());

  PassConfig off;
  off.paramAlwaysPointToGlobal = false;
  Result r = runPass(ir, off);
  CHECK(r.stats.toParam == 1); // the byval pointer alone: the param space itself
  CHECK(r.stats.toGlobal == 0);
  CHECK(r.stats.unresolved == 1); // a host pointer could be anything
  CHECK(has(r.printed, "load i32, ptr addrspace(101) %"));
  CHECK(has(r.printed, "store i32 %x, ptr %out, align 4"));
  REQUIRE(r.warnings.size() == 1);
  CHECK(r.warnings[0] == "7:3: Cannot tell what pointer points to (it may be global or shared or constant or "
                         "local): left in the generic address space");
}

TEST_CASE("MemorySpaceOpt: an ambiguous pointer stays generic unless the seed's rule is asked for") {
  const std::string ir = R"(@s = internal addrspace(3) global i32 0, align 4

define ptx_kernel void @k(ptr %out, i1 %f) {
  %g = addrspacecast ptr addrspace(3) @s to ptr
  %p = select i1 %f, ptr %g, ptr %out
  store i32 1, ptr %p, align 4
  ret void
}
)";
  Result r = runPass(ir);
  CHECK(r.stats.unresolved == 1);
  CHECK(resolved(r.stats) == 0);
  CHECK(r.stats.assumedGlobal == 0);
  CHECK(has(r.printed, "store i32 1, ptr %p, align 4"));
  REQUIRE(r.warnings.size() == 1);
  CHECK(r.warnings[0] == "9:3: Cannot tell what pointer points to (it may be global or shared): left in the "
                         "generic address space");

  PassConfig seed;
  seed.ambiguousAssumesGlobal = true;
  Result a = runPass(ir, seed);
  CHECK(a.stats.assumedGlobal == 1);
  CHECK(a.stats.unresolved == 0);
  CHECK(has(a.printed, "store i32 1, ptr addrspace(1) %1, align 4"));
  REQUIRE(a.warnings.size() == 1);
  CHECK(a.warnings[0] == "9:3: Cannot tell what pointer points to, assuming global memory space");
}

TEST_CASE("MemorySpaceOpt: a byval kernel parameter used for more than reads is a local copy") {
  // Merged with another pointer, the parameter is no longer only read: every thread works on its
  // own copy in local memory (NVPTXLowerArgs; the executor too), so the select is local or global.
  Result r = runPass(R"(define ptx_kernel void @k(ptr %out, ptr byval(i32) align 4 %pv, i1 %f) {
  %x = load i32, ptr %pv, align 4
  %a = select i1 %f, ptr %pv, ptr %out
  store i32 %x, ptr %a, align 4
  ret void
}
)");
  CHECK(r.stats.toLocal == 1);
  CHECK(r.stats.toGlobal == 0);
  CHECK(r.stats.unresolved == 1);
  CHECK(has(r.printed, "load i32, ptr addrspace(5) %"));
  REQUIRE(r.warnings.size() == 1);
  CHECK(r.warnings[0] == "7:3: Cannot tell what pointer points to (it may be global or local): left in the "
                         "generic address space");
}

TEST_CASE("MemorySpaceOpt: allocas are local under process-alloca-always") {
  const std::string ir = R"(define ptx_kernel void @k(ptr %out) {
  %a = alloca [4 x i32], align 4
  %e = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 2
  store i32 5, ptr %e, align 4
  %v = load i32, ptr %e, align 4
  store i32 %v, ptr %out, align 4
  ret void
}
)";
  Result r = runPass(ir);
  CHECK(r.stats.toLocal == 2);
  CHECK(r.stats.toGlobal == 1);
  CHECK(has(r.printed, "  %a = alloca [4 x i32], align 4\n  %1 = addrspacecast ptr %out to ptr addrspace(1)\n"
                       "  %2 = addrspacecast ptr %a to ptr addrspace(5)\n"
                       "  %3 = getelementptr inbounds [4 x i32], ptr addrspace(5) %2, i64 0, i64 2\n"
                       "  store i32 5, ptr addrspace(5) %3, align 4\n"
                       "  %v = load i32, ptr addrspace(5) %3, align 4\n"
                       "  store i32 %v, ptr addrspace(1) %1, align 4\n"));

  PassConfig off;
  off.processAllocaAlways = false;
  Result o = runPass(ir, off);
  CHECK(o.stats.toLocal == 0);
  CHECK(o.stats.unresolved == 2);
  CHECK(o.warnings.size() == 2);
}

TEST_CASE("MemorySpaceOpt: track-indir-load follows pointers through -O0 variable slots") {
  const std::string ir = R"(@s = internal addrspace(3) global [8 x i32] undef, align 4

define ptx_kernel void @k(ptr %out) {
  %slot = alloca ptr, align 8
  %sslot = alloca ptr, align 8
  store ptr %out, ptr %slot, align 8
  store ptr addrspacecast (ptr addrspace(3) @s to ptr), ptr %sslot, align 8
  %p = load ptr, ptr %slot, align 8
  %q = load ptr, ptr %sslot, align 8
  %v = load i32, ptr %q, align 4
  store i32 %v, ptr %p, align 4
  ret void
}
)";
  Result r = runPass(ir);
  CHECK(r.stats.toGlobal == 1);
  CHECK(r.stats.toShared == 1);
  CHECK(r.stats.toLocal == 0);
  CHECK(r.stats.registerSlots == 4); // the slots themselves are left for register promotion
  CHECK(has(r.printed, "store i32 %v, ptr addrspace(1) %"));

  PassConfig off;
  off.trackIndirLoad = false;
  Result o = runPass(ir, off);
  CHECK(o.stats.toGlobal == 0);
  CHECK(o.stats.toShared == 0);
  CHECK(o.stats.unresolved == 2);
  CHECK(o.warnings.size() == 2);
}

TEST_CASE("MemorySpaceOpt: track-int2ptr follows inttoptr of ptrtoint plus an offset") {
  const std::string ir = R"(@s = internal addrspace(3) global [8 x i32] undef, align 4

define ptx_kernel void @k(i64 %off) {
  %g = addrspacecast ptr addrspace(3) @s to ptr
  %i = ptrtoint ptr %g to i64
  %j = add i64 %i, %off
  %p = inttoptr i64 %j to ptr
  store i32 3, ptr %p, align 4
  %m = mul i64 %i, 3
  %w = inttoptr i64 %m to ptr
  store i32 4, ptr %w, align 4
  ret void
}
)";
  Result r = runPass(ir);
  CHECK(r.stats.toShared == 1);
  CHECK(r.stats.unresolved == 1); // an address times three points nowhere known
  CHECK(has(r.printed, "%1 = addrspacecast ptr %p to ptr addrspace(3)"));

  PassConfig off;
  off.trackInt2Ptr = false;
  Result o = runPass(ir, off);
  CHECK(o.stats.toShared == 0);
  CHECK(o.stats.unresolved == 2);
}

TEST_CASE("MemorySpaceOpt: vectors of pointers and pointer-returning marker intrinsics are walked") {
  Result r = runPass(R"(@s = internal addrspace(3) global [8 x i32] undef, align 4

define ptx_kernel void @k(<2 x i64> %idx) {
  %g = addrspacecast ptr addrspace(3) @s to ptr
  %v = getelementptr inbounds i32, ptr %g, <2 x i64> %idx
  %p = extractelement <2 x ptr> %v, i32 1
  store i32 1, ptr %p, align 4
  %q = call ptr @llvm.strip.invariant.group.p0(ptr %g)
  store i32 2, ptr %q, align 4
  ret void
}

declare ptr @llvm.strip.invariant.group.p0(ptr)
)");
  CHECK(r.stats.toShared == 2);
  CHECK(r.stats.unresolved == 0);
  CHECK(has(r.printed, "  %p = extractelement <2 x ptr> %v, i32 1\n"
                       "  %1 = addrspacecast ptr %p to ptr addrspace(3)\n"
                       "  store i32 1, ptr addrspace(3) %1, align 4\n"));
}

TEST_CASE("MemorySpaceOpt: isspacep folds only when every value the pointer holds answers alike") {
  Result r = runPass(R"(@s = internal addrspace(3) global i32 0, align 4

define ptx_kernel void @k(ptr %out, i1 %f) {
  %g = addrspacecast ptr addrspace(3) @s to ptr
  %a = call i1 @llvm.nvvm.isspacep.shared(ptr %g)
  %b = call i1 @llvm.nvvm.isspacep.global(ptr %g)
  %c = call i1 @llvm.nvvm.isspacep.global(ptr %out)
  %n = select i1 %f, ptr %g, ptr null
  %d = call i1 @llvm.nvvm.isspacep.shared(ptr %n)
  %e = call i1 @llvm.nvvm.isspacep.local(ptr %n)
  %x1 = zext i1 %a to i32
  %x2 = zext i1 %b to i32
  %x3 = zext i1 %c to i32
  %x4 = zext i1 %d to i32
  %x5 = zext i1 %e to i32
  %s1 = add i32 %x1, %x2
  %s2 = add i32 %s1, %x3
  %s3 = add i32 %s2, %x4
  %s4 = add i32 %s3, %x5
  store i32 %s4, ptr %out, align 4
  ret void
}

declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare i1 @llvm.nvvm.isspacep.global(ptr)
declare i1 @llvm.nvvm.isspacep.local(ptr)
)");
  CHECK(r.stats.isspacepFolded == 4); // not %d: null is no shared pointer
  CHECK(has(r.printed, "%x1 = zext i1 true to i32"));
  CHECK(has(r.printed, "%x2 = zext i1 false to i32"));
  CHECK(has(r.printed, "%x3 = zext i1 true to i32"));
  CHECK(has(r.printed, "%d = call i1 @llvm.nvvm.isspacep.shared(ptr %n)"));
  CHECK(has(r.printed, "%x5 = zext i1 false to i32"));
}

TEST_CASE("MemorySpaceOpt: writes to constant and local atomics stay generic (NVVM forbids them)") {
  Result r = runPass(R"(@c = internal addrspace(4) global i32 0, align 4

define ptx_kernel void @k(i1 %f) {
  %a = alloca i32, align 4
  %x = atomicrmw add ptr %a, i32 1 monotonic, align 4
  br i1 %f, label %w, label %e
w:
  store i32 1, ptr addrspacecast (ptr addrspace(4) @c to ptr), align 4
  br label %e
e:
  ret void
}
)");
  CHECK(resolved(r.stats) == 0);
  CHECK(r.stats.unresolved == 2);
  CHECK(r.warnings.empty());
}

TEST_CASE("MemorySpaceOpt: callers disagreeing on a space get a clone each (do-clone-for-ip-msp)") {
  const std::string ir = R"(@s = internal addrspace(3) global [4 x i32] undef, align 4

define internal void @put(ptr %p, i32 %v) {
  store i32 %v, ptr %p, align 4
  ret void
}

define ptx_kernel void @k(ptr %out) {
  call void @put(ptr %out, i32 1)
  call void @put(ptr addrspacecast (ptr addrspace(3) @s to ptr), i32 2)
  %a = alloca i32, align 4
  call void @put(ptr %a, i32 3)
  call void @put(ptr %out, i32 4)
  ret void
}
)";
  Result r = runPass(ir);
  CHECK(r.stats.clones == 2);
  CHECK(r.stats.toGlobal == 1);
  CHECK(r.stats.toShared == 1);
  CHECK(r.stats.toLocal == 1);
  CHECK(r.stats.unresolved == 0);
  CHECK(has(r.printed, "define internal void @put.msp.s(ptr %p, i32 %v) {\n"
                       "  %1 = addrspacecast ptr %p to ptr addrspace(3)\n"
                       "  store i32 %v, ptr addrspace(3) %1, align 4\n"));
  CHECK(has(r.printed, "define internal void @put.msp.l(ptr %p, i32 %v)"));
  CHECK(has(r.printed, "call void @put.msp.s(ptr addrspacecast (ptr addrspace(3) @s to ptr), i32 2)"));
  CHECK(has(r.printed, "call void @put.msp.l(ptr %a, i32 3)"));
  CHECK(has(r.printed, "call void @put(ptr %out, i32 4)"));

  PassConfig one;
  one.doCloneForIpMsp = 1; // the local callers stay with the original, which becomes ambiguous
  Result o = runPass(ir, one);
  CHECK(o.stats.clones == 1);
  CHECK(o.stats.toShared == 1);
  CHECK(o.stats.unresolved == 1);
  CHECK(o.warnings.size() == 1);

  PassConfig none;
  none.doCloneForIpMsp = 0;
  Result n = runPass(ir, none);
  CHECK(n.stats.clones == 0);
  CHECK(n.stats.unresolved == 1);
  CHECK(has(n.printed, "store i32 %v, ptr %p, align 4"));
}

TEST_CASE("MemorySpaceOpt: typed pointers keep their pointee types") {
  Result r = runPass(R"(@s = internal addrspace(3) global [4 x float] zeroinitializer, align 4

define void @k(float* %out, i64 %i) {
  %g = getelementptr inbounds [4 x float], [4 x float] addrspace(3)* @s, i64 0, i64 %i
  %gg = addrspacecast float addrspace(3)* %g to float*
  %b = bitcast float* %gg to i32*
  store i32 0, i32* %b, align 4
  %v = load float, float* %gg, align 4
  store float %v, float* %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (float*, i64)* @k, !"kernel", i32 1}
)");
  CHECK(r.stats.toShared == 2);
  CHECK(r.stats.toGlobal == 1);
  // The module prints with opaque pointers; the bitcast is the typed i32 addrspace(3)* one.
  CHECK(has(r.printed, "  %g = getelementptr inbounds [4 x float], ptr addrspace(3) @s, i64 0, i64 %i\n"
                       "  %2 = bitcast ptr addrspace(3) %g to ptr addrspace(3)\n"
                       "  store i32 0, ptr addrspace(3) %2, align 4\n"
                       "  %v = load float, ptr addrspace(3) %g, align 4\n"));
}

TEST_CASE("MemorySpaceOpt: every bench and conformance kernel still reads back and verifies") {
  namespace fs = std::filesystem;
  const fs::path root(NVSIM_SOURCE_DIR);
  std::vector<fs::path> files;
  for (const fs::path &dir : {root / ".." / "shared" / "bench" / "ir", root / "conformance"}) {
    if (!fs::exists(dir))
      continue;
    for (const auto &e : fs::recursive_directory_iterator(dir))
      if (e.path().extension() == ".ll" && e.path().string().find("/gen/") == std::string::npos)
        files.push_back(e.path());
  }
  if (files.empty()) {
    MESSAGE("skipped: no ../shared/bench/ir and no conformance/");
    return;
  }
  std::sort(files.begin(), files.end());
  MemorySpaceStats total;
  for (const fs::path &p : files) {
    std::ifstream in(p);
    std::stringstream text;
    text << in.rdbuf();
    SourceFile file(p.string(), text.str());
    DiagEngine diags(&file);
    auto m = parseAssembly(file, diags);
    if (!m)
      continue; // a case that is meant not to parse
    INFO(p.string());
    DiagEngine verifyDiags(&file);
    const bool valid = verifyModule(*m, verifyDiags); // some cases run IR NVVM rejects on purpose
    runMemorySpaceOpt(*m, {}, diags, total);
    checkReparses(printModule(*m), valid);
  }
  CHECK(resolved(total) > 0);
}
