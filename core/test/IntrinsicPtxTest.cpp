// The inline-PTX intrinsic table (core/ir/IntrinsicPtx.def): its rows, and the NVVM IR 2.0
// printer writing its Printer rows with constraints derived from the types.
#include "core/ir/IntrinsicPtx.h"
#include "core/parser/Parser.h"
#include "core/printer/Printer.h"

#include <doctest/doctest.h>

#include <set>

using namespace nvsim;
using namespace nvsim::ir;

TEST_CASE("intrinsic PTX table: one row per name, PTX for each, found by name") {
  std::set<std::string_view> names;
  for (const IntrinsicPtx &r : intrinsicPtxTable()) {
    INFO(r.name);
    CHECK(names.insert(r.name).second);
    CHECK(!r.ptx.empty());
    CHECK(r.llc != PtxBy::Printer);
    CHECK((r.llc != PtxBy::Native || r.nvvm != PtxBy::Native)); // a row some compiler needs
    CHECK(findIntrinsicPtx(r.name) == &r);
  }
  CHECK(findIntrinsicPtx("llvm.nvvm.barrier0") == nullptr);
}

TEST_CASE("intrinsic PTX table: the NVVM IR 2.0 printer writes its rows as volatile inline asm") {
  const std::string in = R"(define void @f(i32 %v, i32 %m) {
  %a = call i32 @llvm.nvvm.activemask()
  %t = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
  %s = call i32 @llvm.nvvm.read.ptx.sreg.total_smem_size()
  %r.add = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 %m)
  %r.min = call i32 @llvm.nvvm.redux.sync.min(i32 %v, i32 %m)
  %r.max = call i32 @llvm.nvvm.redux.sync.max(i32 %v, i32 %m)
  %r.umin = call i32 @llvm.nvvm.redux.sync.umin(i32 %v, i32 %m)
  %r.umax = call i32 @llvm.nvvm.redux.sync.umax(i32 %v, i32 %m)
  %r.and = call i32 @llvm.nvvm.redux.sync.and(i32 %v, i32 %m)
  %r.or = call i32 @llvm.nvvm.redux.sync.or(i32 %v, i32 %m)
  %r.xor = call i32 @llvm.nvvm.redux.sync.xor(i32 %v, i32 %m)
  call void @llvm.nvvm.fence.sc.cluster()
  call void @llvm.nvvm.fence.acq_rel.cluster()
  ret void
}

declare i32 @llvm.nvvm.activemask()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
declare i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
declare i32 @llvm.nvvm.read.ptx.sreg.total_smem_size()
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32)
declare i32 @llvm.nvvm.redux.sync.and(i32, i32)
declare i32 @llvm.nvvm.redux.sync.or(i32, i32)
declare i32 @llvm.nvvm.redux.sync.xor(i32, i32)
declare void @llvm.nvvm.fence.sc.cluster()
declare void @llvm.nvvm.fence.acq_rel.cluster()
)";
  SourceFile file("test.ll", in);
  DiagEngine diags(&file);
  auto m = parseAssembly(file, diags);
  REQUIRE(m);
  std::string out, error;
  REQUIRE(printModuleNvvm7(*m, out, error));
  const std::string body = out.substr(out.find("define"), out.find("!nvvmir") - out.find("define"));
  CHECK(body == R"(define void @f(i32 %v, i32 %m) {
.u0:
  %a = call i32 asm sideeffect "activemask.b32 $0;", "=r"()
  %t = call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"()
  %d = call i32 asm sideeffect "mov.u32 $0, %dynamic_smem_size;", "=r"()
  %s = call i32 asm sideeffect "mov.u32 $0, %total_smem_size;", "=r"()
  %r.add = call i32 asm sideeffect "redux.sync.add.s32 $0, $1, $2;", "=r,r,r"(i32 %v, i32 %m)
  %r.min = call i32 asm sideeffect "redux.sync.min.s32 $0, $1, $2;", "=r,r,r"(i32 %v, i32 %m)
  %r.max = call i32 asm sideeffect "redux.sync.max.s32 $0, $1, $2;", "=r,r,r"(i32 %v, i32 %m)
  %r.umin = call i32 asm sideeffect "redux.sync.min.u32 $0, $1, $2;", "=r,r,r"(i32 %v, i32 %m)
  %r.umax = call i32 asm sideeffect "redux.sync.max.u32 $0, $1, $2;", "=r,r,r"(i32 %v, i32 %m)
  %r.and = call i32 asm sideeffect "redux.sync.and.b32 $0, $1, $2;", "=r,r,r"(i32 %v, i32 %m)
  %r.or = call i32 asm sideeffect "redux.sync.or.b32 $0, $1, $2;", "=r,r,r"(i32 %v, i32 %m)
  %r.xor = call i32 asm sideeffect "redux.sync.xor.b32 $0, $1, $2;", "=r,r,r"(i32 %v, i32 %m)
  call void asm sideeffect "fence.sc.cluster;", "~{memory}"()
  call void asm sideeffect "fence.acq_rel.cluster;", "~{memory}"()
  ret void
}

)");
  // Every Printer row appears above, each once.
  size_t printerRows = 0;
  for (const IntrinsicPtx &r : intrinsicPtxTable())
    if (r.nvvm == PtxBy::Printer) {
      ++printerRows;
      CHECK(in.find("@" + std::string(r.name) + "(") != std::string::npos);
    }
  CHECK(printerRows == 14);
}
