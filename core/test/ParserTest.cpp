// Parser unit tests: exact IR facts for each syntax the three NVVM IR dialects use.
#include "core/parser/Parser.h"

#include <doctest/doctest.h>

using namespace nvsim;
using namespace nvsim::ir;

namespace {

struct Parsed {
  std::unique_ptr<SourceFile> file;
  std::unique_ptr<DiagEngine> diags;
  std::unique_ptr<Module> module;
};

Parsed parse(std::string text) {
  Parsed p;
  p.file = std::make_unique<SourceFile>("t.ll", std::move(text));
  p.diags = std::make_unique<DiagEngine>(p.file.get());
  p.module = parseAssembly(*p.file, *p.diags);
  return p;
}

const GlobalValue &fn(const Parsed &p, std::string_view name) {
  const GlobalValue *f = p.module->getFunction(name);
  REQUIRE(f != nullptr);
  return *f;
}

const Instruction &inst(const GlobalValue &f, size_t block, size_t index) {
  REQUIRE(block < f.blocks.size());
  REQUIRE(index < f.blocks[block]->insts.size());
  return *f.blocks[block]->insts[index];
}

const ConstantFP &fpOperand(const Instruction &i, size_t op) {
  const auto *c = dyn_cast<ConstantFP>(i.ops.at(op));
  REQUIRE(c != nullptr);
  return *c;
}

} // namespace

TEST_CASE("Parser: float literal forms keep exact bits") {
  auto p = parse(R"(
define void @f() {
  %a = fadd float 0x3FB99999A0000000, 1.5
  %b = fadd half 0xH3C00, 0xH8000
  %c = fadd bfloat 0xR3F80, 0xR0000
  %d = fadd double 1.0e+300, -0.0
  %e = fadd x86_fp80 0xK4000C000000000000000, 0xK00000000000000000000
  %g = fadd fp128 0xL00000000000000004000000000000000, 0xL00000000000000000000000000000000
  %h = fadd float 0x7FF8000000000000, 0xFFF0000000000000
  ret void
}
)");
  REQUIRE(p.module);
  const auto &f = fn(p, "f");
  CHECK(fpOperand(inst(f, 0, 0), 0).lo == 0x3DCCCCCD); // 0.1f from the double's hex
  CHECK(fpOperand(inst(f, 0, 0), 1).lo == 0x3FC00000); // 1.5f
  CHECK(fpOperand(inst(f, 0, 1), 0).lo == 0x3C00);
  CHECK(fpOperand(inst(f, 0, 1), 1).lo == 0x8000);
  CHECK(fpOperand(inst(f, 0, 2), 0).lo == 0x3F80);
  CHECK(fpOperand(inst(f, 0, 3), 0).lo == 0x7E37E43C8800759CULL); // 1e300
  CHECK(fpOperand(inst(f, 0, 3), 1).lo == 0x8000000000000000ULL);
  CHECK(fpOperand(inst(f, 0, 4), 0).hi == 0x4000);
  CHECK(fpOperand(inst(f, 0, 4), 0).lo == 0xC000000000000000ULL);
  CHECK(fpOperand(inst(f, 0, 5), 0).lo == 0);
  CHECK(fpOperand(inst(f, 0, 5), 0).hi == 0x4000000000000000ULL);
  CHECK(fpOperand(inst(f, 0, 6), 0).lo == 0x7FC00000); // quiet NaN narrowed
  CHECK(fpOperand(inst(f, 0, 6), 1).lo == 0xFF800000); // -inf
}

TEST_CASE("Parser: integers of any width are reduced to their width") {
  auto p = parse(R"(
define i128 @f(i7 %x) {
  %a = add i7 %x, -1
  %b = add i128 -1, 170141183460469231731687303715884105727
  %c = and i1 true, false
  %d = add i64 u0xFFFFFFFFFFFFFFFF, s0xF
  ret i128 %b
}
)");
  REQUIRE(p.module);
  const auto &f = fn(p, "f");
  auto *m1 = cast<ConstantInt>(inst(f, 0, 0).ops[1]);
  CHECK(m1->zext() == 127);
  CHECK(m1->sext() == -1);
  auto *big = cast<ConstantInt>(inst(f, 0, 1).ops[0]);
  CHECK(big->value == (BigInt(1) << 128) - 1);
  CHECK(big->signedValue() == -1);
  CHECK(cast<ConstantInt>(inst(f, 0, 1).ops[1])->value == (BigInt(1) << 127) - 1);
  CHECK(cast<ConstantInt>(inst(f, 0, 2).ops[0])->zext() == 1);
  CHECK(cast<ConstantInt>(inst(f, 0, 3).ops[0])->zext() == UINT64_MAX);
  CHECK(cast<ConstantInt>(inst(f, 0, 3).ops[1])->sext() == -1);
}

TEST_CASE("Parser: typed pointers (LLVM 3.2-14) become opaque pointers, old syntax gets its types") {
  auto p = parse(R"(
%struct.S = type { float*, i32 }
@g = addrspace(1) global float 0.0, align 4
define void @k(float addrspace(1)* %p, %struct.S* byval %s) {
entry:
  %v = load float addrspace(1)* %p, align 4
  %q = getelementptr float addrspace(1)* %p, i32 1
  %n = load float, float addrspace(1)* %q
  %f = getelementptr inbounds %struct.S* %s, i32 0, i32 1
  store float %v, float addrspace(1)* getelementptr (float addrspace(1)* @g, i64 2)
  ret void
}
)");
  REQUIRE(p.module);
  CHECK(p.module->typedPointers);
  const auto &k = fn(p, "k");
  CHECK(typeToString(k.args[0]->type) == "ptr addrspace(1)");
  CHECK(typeToString(k.args[1]->type) == "ptr");
  const Attribute *byval = k.paramAttrs[1].find(AttrKind::ByVal);
  REQUIRE(byval);
  REQUIRE(byval->type);
  CHECK(byval->type->name() == "struct.S");
  CHECK(typeToString(byval->type->members()[0]) == "ptr"); // struct bodies are opaque too
  CHECK(inst(k, 0, 0).type->kind() == TypeKind::Float);
  CHECK(inst(k, 0, 1).auxType->kind() == TypeKind::Float);
  CHECK(typeToString(inst(k, 0, 1).type) == "ptr addrspace(1)");
  CHECK(inst(k, 0, 2).ops[0] == &inst(k, 0, 1));
  CHECK(inst(k, 0, 3).auxType->name() == "struct.S");
  auto *ce = dyn_cast<ConstantExpr>(inst(k, 0, 4).ops[1]);
  REQUIRE(ce);
  CHECK(ce->opcode == Opcode::GetElementPtr);
  CHECK(ce->sourceType->kind() == TypeKind::Float);
}

TEST_CASE("Parser: forward references resolve to the defining instruction") {
  auto p = parse(R"(
define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %next
}
)");
  REQUIRE(p.module);
  const auto &f = fn(p, "f");
  REQUIRE(f.blocks.size() == 3);
  const Instruction &phi = inst(f, 1, 0);
  const Instruction &next = inst(f, 1, 1);
  CHECK(phi.opcode == Opcode::Phi);
  CHECK(phi.ops[1] == &next);
  CHECK(next.opcode == Opcode::Add);
  CHECK(next.ops[0] == &phi);
  CHECK(phi.successors[0] == f.blocks[0]);
  CHECK(phi.successors[1] == f.blocks[1]);
  CHECK(inst(f, 1, 3).successors[0] == f.blocks[2]);
}

TEST_CASE("Parser: numbered values, unnamed blocks and arguments share one counter") {
  auto p = parse(R"(
define i32 @f(i32, i32) {
  %3 = add i32 %0, %1
  br label %4

4:
  %5 = mul i32 %3, 2
  ret i32 %5
}
)");
  REQUIRE(p.module);
  const auto &f = fn(p, "f");
  CHECK(f.args[0]->name.empty());
  CHECK(inst(f, 0, 0).ops[0] == f.args[0]);
  CHECK(inst(f, 0, 1).successors[0] == f.blocks[1]);
  CHECK(inst(f, 1, 0).ops[0] == &inst(f, 0, 0));
}

TEST_CASE("Parser: metadata in modern and LLVM 3.x syntax") {
  auto p = parse(R"(
define void @k(float* %p) {
  ret void, !dbg !3
}
!nvvm.annotations = !{!0, !1}
!0 = metadata !{void (float*)* @k, metadata !"kernel", i32 1}
!1 = !{ptr @k, !"maxntidx", i32 256}
!2 = distinct !DISubprogram(name: "k", line: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, unit: null)
!3 = !DILocation(line: 7, column: 3, scope: !2)
)");
  REQUIRE(p.module);
  const NamedMetadata *nm = p.module->getNamedMetadata("nvvm.annotations");
  REQUIRE(nm);
  REQUIRE(nm->ops.size() == 2);
  const MDNode *n0 = nm->ops[0];
  REQUIRE(n0->ops.size() == 3);
  CHECK(static_cast<const ValueAsMetadata *>(n0->ops[0])->value == p.module->getFunction("k"));
  CHECK(static_cast<const MDString *>(n0->ops[1])->str == "kernel");
  CHECK(cast<ConstantInt>(static_cast<const ValueAsMetadata *>(n0->ops[2])->value)->zext() == 1);
  const MDNode *sp = p.module->numberedMetadata.at(2);
  CHECK(sp->distinct);
  CHECK(sp->special == "DISubprogram");
  REQUIRE(sp->fields.size() == 4);
  CHECK(sp->fields[1].name == "line");
  CHECK(sp->fields[1].raw == "4");
  CHECK(sp->fields[2].raw == "DIFlagPrototyped | DIFlagAllCallsDescribed");
  CHECK(sp->fields[3].isNull);
  const Instruction &ret = inst(fn(p, "k"), 0, 0);
  REQUIRE(ret.metadata.size() == 1);
  CHECK(ret.metadata[0].kind == "dbg");
  CHECK(ret.metadata[0].node == p.module->numberedMetadata.at(3));
}

TEST_CASE("Parser: attributes, groups and unknown attributes") {
  auto p = parse(R"(
define ptx_kernel void @k(ptr noundef align 16 byval(<4 x float>) %v, i32 range(i32 0, 10) %n) #0 {
  ret void
}
declare i32 @g(ptr) mystery_attr "nvvm.maxntid"="128,1,1" memory(argmem: read)
attributes #0 = { convergent nounwind "target-cpu"="sm_70" alignstack=16 }
)");
  REQUIRE(p.module);
  const auto &k = fn(p, "k");
  CHECK(k.callingConv == kCallingConvPtxKernel);
  CHECK(k.paramAttrs[0].find(AttrKind::Align)->intValue == 16);
  CHECK(typeToString(k.paramAttrs[0].find(AttrKind::ByVal)->type) == "<4 x float>");
  CHECK(k.paramAttrs[0].has(AttrKind::NoUndef));
  CHECK(k.paramAttrs[1].find(AttrKind::Range)->value == "i32 0, 10");
  REQUIRE(k.fnAttrs.groups.size() == 1);
  const AttrSet &g0 = p.module->attrGroups.at(0);
  CHECK(g0.has(AttrKind::Convergent));
  CHECK(g0.findString("target-cpu")->value == "sm_70");
  CHECK(g0.find(AttrKind::StackAlignment)->intValue == 16);
  const auto &g = fn(p, "g");
  CHECK(g.fnAttrs.attrs[0].kind == AttrKind::Unknown);
  CHECK(g.fnAttrs.attrs[0].key == "mystery_attr");
  CHECK(g.fnAttrs.findString("nvvm.maxntid")->value == "128,1,1");
  CHECK(g.fnAttrs.find(AttrKind::Memory)->value == "argmem: read");
  REQUIRE(p.diags->diagnostics().size() == 1);
  CHECK(p.diags->render(p.diags->diagnostics()[0])
            .rfind("t.ll:5:21: warning: unknown attribute 'mystery_attr' is kept but not printed", 0) == 0);
}

TEST_CASE("Parser: intrinsics called without a declaration are declared implicitly") {
  auto p = parse(R"(
define float @f(float %x) {
  %r = call float @llvm.fabs.f32(float %x)
  ret float %r
}
)");
  REQUIRE(p.module);
  const GlobalValue *fabs = p.module->getFunction("llvm.fabs.f32");
  REQUIRE(fabs);
  CHECK(fabs->isDeclaration());
  CHECK(typeToString(fabs->valueType) == "float (float)");
}

TEST_CASE("Parser: named structs may be used before their definition") {
  auto p = parse(R"(
@g = global %T zeroinitializer
%T = type { i32, %U* }
%U = type opaque
)");
  REQUIRE(p.module);
  Type *t = p.module->types.lookupNamedStruct("T");
  REQUIRE(t);
  CHECK(t->hasBody());
  CHECK(typeToString(t->members()[1]) == "ptr");
  CHECK(p.module->types.lookupNamedStruct("U")->isOpaqueStruct());
}

TEST_CASE("Parser: cmpxchg, atomicrmw and fence keep scopes and orderings") {
  auto p = parse(R"(
define void @f(ptr addrspace(1) %p) {
  %a = cmpxchg weak ptr addrspace(1) %p, i32 0, i32 1 syncscope("block") acq_rel monotonic, align 4
  %b = atomicrmw volatile fadd ptr addrspace(1) %p, float 1.0 syncscope("device") seq_cst
  fence syncscope("block") release
  ret void
}
)");
  REQUIRE(p.module);
  const auto &f = fn(p, "f");
  const Instruction &a = inst(f, 0, 0);
  CHECK(typeToString(a.type) == "{ i32, i1 }");
  CHECK(a.syncScope == "block");
  CHECK(a.ordering == AtomicOrdering::AcqRel);
  CHECK(a.failureOrdering == AtomicOrdering::Monotonic);
  CHECK((a.flags & kWeak) != 0);
  CHECK(a.align == 4);
  const Instruction &b = inst(f, 0, 1);
  CHECK(b.rmwOp == RMWOp::FAdd);
  CHECK(b.type->kind() == TypeKind::Float);
  CHECK((b.flags & kVolatile) != 0);
  CHECK(inst(f, 0, 2).ordering == AtomicOrdering::Release);
}

TEST_CASE("Parser: errors carry the location of the offending token") {
  auto p = parse("define void @f() {\n  %x = add i32 %y, 1\n  ret void\n}\n");
  CHECK_FALSE(p.module);
  REQUIRE(p.diags->errorCount() == 1);
  CHECK(p.diags->render(p.diags->diagnostics()[0]) ==
        "t.ll:2:16: error: use of undefined value '%y'\n  %x = add i32 %y, 1\n               ^\n");
}
