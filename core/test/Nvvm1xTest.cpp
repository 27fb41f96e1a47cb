// NVVM IR 1.x input (LLVM 3.2 syntax) from the specification's examples: parse, print, reparse, and facts.
//
// Each file of core/test/nvvm1x/ names the specification section it comes from. Their printed
// (LLVM 19) forms were checked with llvm-as-19 when the files were written.
#include "core/Kernels.h"
#include "core/parser/Parser.h"
#include "core/printer/Printer.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

using namespace nvsim;
using namespace nvsim::ir;

namespace {

std::filesystem::path samplesDir() { return std::filesystem::path(NVSIM_SOURCE_DIR) / "core/test/nvvm1x"; }

std::string readFile(const std::filesystem::path &p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

struct Parsed {
  std::unique_ptr<SourceFile> file;
  std::unique_ptr<DiagEngine> diags;
  std::unique_ptr<Module> module;
  std::string printed;
};

Parsed parseText(std::string name, std::string text) {
  Parsed p;
  p.file = std::make_unique<SourceFile>(std::move(name), std::move(text));
  p.diags = std::make_unique<DiagEngine>(p.file.get());
  p.module = parseAssembly(*p.file, *p.diags);
  if (p.module)
    p.printed = printModule(*p.module);
  return p;
}

/// One sample, parsed without errors and printed.
Parsed sample(const std::string &name) {
  Parsed p = parseText(name, readFile(samplesDir() / name));
  INFO(p.diags->renderAll());
  REQUIRE(p.module != nullptr);
  CHECK(p.diags->errorCount() == 0);
  return p;
}

bool contains(const std::string &text, std::string_view piece) {
  return text.find(piece) != std::string::npos;
}

const GlobalValue &global(const Parsed &p, std::string_view name) {
  const GlobalValue *g = p.module->getGlobal(name);
  INFO("global: ", name);
  REQUIRE(g != nullptr);
  return *g;
}

/// The instruction named `%name` in function `f`.
const Instruction &named(const GlobalValue &f, std::string_view name) {
  for (const BasicBlock *bb : f.blocks)
    for (const Instruction *i : bb->insts)
      if (i->name == name)
        return *i;
  INFO("instruction: %", name);
  FAIL("not found");
  throw std::logic_error("unreachable");
}

/// The operands of `!nvvm.annotations` entry `index`.
const MDNode &annotation(const Parsed &p, size_t index) {
  const NamedMetadata *nm = p.module->getNamedMetadata("nvvm.annotations");
  REQUIRE(nm != nullptr);
  REQUIRE(index < nm->ops.size());
  return *nm->ops[index];
}

const Value *mdValue(const MDNode &n, size_t i) {
  REQUIRE(i < n.ops.size());
  REQUIRE(n.ops[i] != nullptr);
  REQUIRE(n.ops[i]->mdKind() == MDKind::Value);
  return static_cast<const ValueAsMetadata *>(n.ops[i])->value;
}

std::string mdString(const MDNode &n, size_t i) {
  REQUIRE(i < n.ops.size());
  REQUIRE(n.ops[i] != nullptr);
  REQUIRE(n.ops[i]->mdKind() == MDKind::String);
  return static_cast<const MDString *>(n.ops[i])->str;
}

int64_t mdInt(const MDNode &n, size_t i) {
  const auto *c = dyn_cast<ConstantInt>(mdValue(n, i));
  REQUIRE(c != nullptr);
  return c->sext();
}

const MDNode &attachment(const Instruction &i, std::string_view kind) {
  for (const MDAttachment &a : i.metadata)
    if (a.kind == kind) {
      REQUIRE(a.node->mdKind() == MDKind::Node);
      return *static_cast<const MDNode *>(a.node);
    }
  INFO("attachment: !", kind);
  FAIL("not found");
  throw std::logic_error("unreachable");
}

std::vector<KernelInfo> kernels(const Parsed &p) {
  std::string error;
  auto dl = moduleDataLayout(*p.module, &error);
  INFO(error);
  REQUIRE(dl.has_value());
  return findKernels(*p.module, *dl);
}

} // namespace

TEST_CASE("NVVM 1.x samples: parse, print as LLVM 19 and print identically after reparsing") {
  std::vector<std::filesystem::path> files;
  for (const auto &entry : std::filesystem::directory_iterator(samplesDir()))
    if (entry.path().extension() == ".ll")
      files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  CHECK(files.size() >= 8);
  for (const auto &path : files) {
    std::string name = path.filename().string();
    INFO("file: ", name);
    std::string text = readFile(path);
    CHECK(contains(text.substr(0, text.find('\n')), "NVVM IR specification"));
    Parsed first = parseText(name, text);
    INFO(first.diags->renderAll());
    REQUIRE(first.module != nullptr);
    CHECK(first.diags->errorCount() == 0);
    CHECK(first.module->typedPointers); // written in the old dialect
    // The printed form is the new dialect: no typed pointers, no `metadata` before node operands.
    CHECK_FALSE(contains(first.printed, "metadata !{"));
    CHECK_FALSE(contains(first.printed, "addrspace(1)*"));
    Parsed second = parseText(name + ".printed", first.printed);
    INFO(second.diags->renderAll());
    REQUIRE(second.module != nullptr);
    CHECK_FALSE(second.module->typedPointers);
    CHECK(second.printed == first.printed);
  }
}

TEST_CASE("NVVM 1.x: kernels annotated through !nvvm.annotations (spec 11.2)") {
  Parsed p = sample("kernel-annotations.ll");
  const GlobalValue &k = global(p, "_Z6kernelii");
  CHECK(k.isFunction());
  CHECK(k.hasBody);
  REQUIRE(k.args.size() == 2);
  CHECK(k.args[0]->type == p.module->types.i32());
  const MDNode &a0 = annotation(p, 0);
  REQUIRE(a0.ops.size() == 3);
  CHECK(mdValue(a0, 0) == &k);
  CHECK(mdString(a0, 1) == "kernel");
  CHECK(mdInt(a0, 2) == 1);
  const MDNode &a1 = annotation(p, 1);
  REQUIRE(a1.ops.size() == 5);
  CHECK(mdValue(a1, 0) == &global(p, "_Z7kernel2v"));
  CHECK(mdString(a1, 3) == "maxntidx");
  CHECK(mdInt(a1, 4) == 16);
  CHECK(contains(p.printed, "!12 = !{ptr @_Z6kernelii, !\"kernel\", i32 1}\n"));
  CHECK(contains(p.printed, "!13 = !{ptr @_Z7kernel2v, !\"kernel\", i32 1, !\"maxntidx\", i32 16}\n"));
  // The old load `load i32 addrspace(1)* @counter` reads an i32 through a global pointer.
  const Instruction &load = named(global(p, "_Z7kernel2v"), "old");
  CHECK(load.opcode == Opcode::Load);
  CHECK(load.type == p.module->types.i32());
  CHECK(load.ops[0] == &global(p, "counter"));
  CHECK(load.ops[0]->type == p.module->types.pointerTy(1));
  std::vector<KernelInfo> ks = kernels(p);
  REQUIRE(ks.size() == 2);
  CHECK(ks[0].function == &k);
  CHECK(ks[0].source == KernelSource::Annotation);
}

TEST_CASE("NVVM 1.x: vector add over global float pointers (spec 13.4, 10.1)") {
  Parsed p = sample("vector-add.ll");
  TypeContext &tc = p.module->types;
  const GlobalValue &k = global(p, "vecadd");
  REQUIRE(k.args.size() == 4);
  for (int i = 0; i < 3; ++i)
    CHECK(k.args[i]->type == tc.pointerTy(1));
  CHECK(k.args[3]->type == tc.i32());
  const Instruction &va = named(k, "va");
  CHECK(va.opcode == Opcode::Load);
  CHECK(va.type == tc.floatTy());
  CHECK(va.align == 4);
  const Instruction &pa = named(k, "pa");
  CHECK(pa.opcode == Opcode::GetElementPtr);
  CHECK(pa.auxType == tc.floatTy()); // the source element type came from `float addrspace(1)*`
  CHECK(pa.type == tc.pointerTy(1));
  CHECK(contains(p.printed, "%pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %i\n"));
  CHECK(contains(p.printed, "%va = load float, ptr addrspace(1) %pa, align 4\n"));
  CHECK(contains(p.printed, "declare i32 @llvm.nvvm.read.ptx.sreg.warpsize() nounwind memory(none)\n"));
  const MDNode &a = annotation(p, 0);
  REQUIRE(a.ops.size() == 3);
  CHECK(mdValue(a, 0) == &k);
  CHECK(mdString(a, 1) == "kernel");
}

TEST_CASE("NVVM 1.x: variables in the constant, global and shared address spaces (spec 10.1, 3.5)") {
  Parsed p = sample("address-spaces.ll");
  const GlobalValue &c = global(p, "c");
  CHECK(c.isVariable());
  CHECK(c.addrSpace == 4);
  CHECK(c.type == p.module->types.pointerTy(4));
  CHECK(c.valueType == p.module->types.i32());
  CHECK(c.align == 4);
  const GlobalValue &g = global(p, "g");
  CHECK(g.addrSpace == 1);
  CHECK(typeToString(g.valueType) == "[2 x i32]");
  const GlobalValue &tile = global(p, "tile");
  CHECK(tile.addrSpace == 3);
  CHECK(tile.linkage == Linkage::Internal);
  CHECK(global(p, "generic").addrSpace == 0);
  CHECK(contains(p.printed, "@c = addrspace(4) global i32 0, align 4\n"));
  CHECK(contains(p.printed, "@g = addrspace(1) global [2 x i32] zeroinitializer, align 4\n"));
  const Instruction &slot = named(global(p, "stage"), "slot");
  CHECK(slot.auxType == tile.valueType);
  CHECK(slot.type == p.module->types.pointerTy(3));
  std::vector<KernelInfo> ks = kernels(p);
  REQUIRE(ks.size() == 1);
  REQUIRE(ks[0].shared.size() == 1);
  CHECK(ks[0].shared[0].global == &tile);
  CHECK(ks[0].staticSharedBytes == 512);
}

TEST_CASE("NVVM 1.x: loads through specific and generic pointers (spec 10.2.1)") {
  Parsed p = sample("generic-pointers.ll");
  const GlobalValue &f = global(p, "read_all");
  const Instruction &va = named(f, "va"), &vb = named(f, "vb"), &vc = named(f, "vc");
  CHECK(va.ops[0] == &global(p, "a"));
  CHECK(va.ops[0]->type == p.module->types.pointerTy(1));
  CHECK(vb.ops[0]->type == p.module->types.pointerTy(0));
  CHECK(vc.ops[0]->type == p.module->types.pointerTy(4));
  CHECK(va.type == p.module->types.i32());
  const Instruction &tmp = named(f, "tmp");
  CHECK(tmp.opcode == Opcode::Alloca);
  CHECK(tmp.auxType == p.module->types.i32());
  CHECK((named(f, "r").flags & kVolatile) != 0);
  CHECK(contains(p.printed, "%vb = load i32, ptr @b, align 4\n"));
  CHECK(contains(p.printed, "store volatile i32 %abc, ptr %tmp, align 4\n"));
}

TEST_CASE("NVVM 1.x: address space conversion intrinsics (spec 10.2.2, 13.3)") {
  Parsed p = sample("address-space-conversion.ll");
  TypeContext &tc = p.module->types;
  const GlobalValue &toGlobal = global(p, "llvm.nvvm.ptr.gen.to.global.p1f32.p0f32");
  CHECK(toGlobal.isIntrinsic());
  CHECK(toGlobal.functionType()->returnType() == tc.pointerTy(1));
  REQUIRE(toGlobal.functionType()->members().size() == 1);
  CHECK(toGlobal.functionType()->members()[0] == tc.pointerTy(0));
  const GlobalValue &f = global(p, "convert");
  const Instruction &g = named(f, "g");
  CHECK(g.opcode == Opcode::Call);
  CHECK(g.type == tc.pointerTy(1));
  CHECK(named(f, "l").type == tc.pointerTy(5));
  CHECK(named(f, "x").type == tc.floatTy());
  CHECK(contains(p.printed, "%g = call ptr addrspace(1) @llvm.nvvm.ptr.gen.to.global.p1f32.p0f32(ptr %p)\n"));
  CHECK(contains(
      p.printed,
      "declare ptr addrspace(4) @llvm.nvvm.ptr.gen.to.constant.p4f64.p0f64(ptr) nounwind memory(none)\n"));
}

TEST_CASE("NVVM 1.x: atomics, barriers and the 3.2 cmpxchg upgraded to the modern pair (spec 13.1, 13.2)") {
  Parsed p = sample("atomics-barriers.ll");
  TypeContext &tc = p.module->types;
  const GlobalValue &f = global(p, "reduce");
  // `%seen = cmpxchg i32 addrspace(1)* %flags, i32 %all, i32 %any seq_cst` returned the loaded
  // i32; it becomes a cmpxchg yielding { i32, i1 } and an extractvalue of field 0 named %seen.
  const Instruction &seen = named(f, "seen");
  CHECK(seen.opcode == Opcode::ExtractValue);
  CHECK(seen.type == tc.i32());
  CHECK(seen.indices == std::vector<unsigned>{0});
  REQUIRE(seen.ops.size() == 1);
  const auto *pair = dyn_cast<Instruction>(seen.ops[0]);
  REQUIRE(pair != nullptr);
  CHECK(pair->opcode == Opcode::CmpXchg);
  CHECK(typeToString(pair->type) == "{ i32, i1 }");
  CHECK(pair->ordering == AtomicOrdering::SeqCst);
  CHECK(pair->failureOrdering == AtomicOrdering::SeqCst);
  CHECK(pair->parent == seen.parent);
  const auto &insts = seen.parent->insts;
  auto at = std::find(insts.begin(), insts.end(), &seen);
  REQUIRE(at != insts.begin());
  CHECK(*(at - 1) == pair);
  CHECK(contains(p.printed, "cmpxchg ptr addrspace(1) %flags, i32 %all, i32 %any seq_cst seq_cst\n"));
  CHECK(contains(p.printed, " = extractvalue { i32, i1 } %"));
  const Instruction &ticket = named(f, "ticket");
  CHECK(ticket.opcode == Opcode::AtomicRMW);
  CHECK(ticket.rmwOp == RMWOp::Add);
  CHECK(ticket.ordering == AtomicOrdering::SeqCst);
  CHECK(named(f, "max").ordering == AtomicOrdering::Monotonic);
  CHECK(named(f, "old.s").type == tc.floatTy());
  CHECK(contains(p.printed, "%count = call i32 @llvm.nvvm.barrier0.popc(i32 %pred)\n"));
  std::vector<KernelInfo> ks = kernels(p);
  REQUIRE(ks.size() == 1);
  CHECK(ks[0].function == &f);
  CHECK(annotation(p, 1).ops.size() == 9);
  CHECK(mdString(annotation(p, 1), 7) == "minctasm");
}

TEST_CASE("NVVM 1.x: texture and surface variables and handles (spec 12, 13.5)") {
  Parsed p = sample("texture-surface.ll");
  TypeContext &tc = p.module->types;
  const GlobalValue &tex = global(p, "tex");
  CHECK(tex.addrSpace == 1);
  CHECK(tex.valueType == tc.intTy(64));
  const MDNode &texNote = annotation(p, 1);
  REQUIRE(texNote.ops.size() == 3);
  CHECK(mdValue(texNote, 0) == &tex);
  CHECK(mdString(texNote, 1) == "texture");
  CHECK(mdString(annotation(p, 2), 1) == "surface");
  CHECK(mdString(annotation(p, 3), 1) == "managed");
  const GlobalValue &f = global(p, "sample");
  const Instruction &th = named(f, "th");
  REQUIRE(th.ops.size() == 3);
  const auto *mdArg = dyn_cast<MetadataValue>(th.ops[1]);
  REQUIRE(mdArg != nullptr);
  CHECK(mdArg->md == &texNote); // the metadata argument is the annotation node !1
  CHECK(th.ops[2] == &tex);
  const Instruction &texel = named(f, "texel");
  const auto *ia = dyn_cast<InlineAsm>(texel.ops[0]);
  REQUIRE(ia != nullptr);
  CHECK(ia->constraints == "=f,=f,=f,=f,l,r");
  CHECK(ia->sideEffect);
  CHECK(typeToString(texel.type) == "{ float, float, float, float }");
  CHECK(contains(p.printed,
                 "%th = call i64 @llvm.nvvm.texsurf.handle.p1i64(metadata !1, ptr addrspace(1) @tex)\n"));
  CHECK(contains(p.printed,
                 "declare i64 @llvm.nvvm.texsurf.handle.p1i64(metadata, ptr addrspace(1)) nounwind "
                 "memory(none)\n"));
}

TEST_CASE("NVVM 1.x: narrow arguments, byval aggregates and !callalign (spec 3.2.1, 14.2)") {
  Parsed p = sample("calling-conventions.ll");
  const GlobalValue &narrow = global(p, "narrow");
  CHECK(narrow.retAttrs.has(AttrKind::ZExt));
  REQUIRE(narrow.paramAttrs.size() == 2);
  CHECK(narrow.paramAttrs[0].has(AttrKind::ZExt));
  CHECK(narrow.paramAttrs[1].has(AttrKind::SExt));
  const GlobalValue &callee = global(p, "callee");
  const Attribute *byval = callee.paramAttrs.at(0).find(AttrKind::ByVal);
  REQUIRE(byval != nullptr);
  REQUIRE(byval->type != nullptr); // `byval` alone in 3.2: the type comes from `%struct.S*`
  CHECK(typeToString(byval->type) == "%struct.S");
  CHECK(
      contains(p.printed, "define %struct.S @callee(ptr byval(%struct.S) align 8 %arg1p, %struct.S %arg2)"));
  const Instruction &call = named(global(p, "caller"), "call");
  CHECK(call.ops[0] == &named(global(p, "caller"), "fp")); // an indirect call
  const MDNode &align = attachment(call, "callalign");
  REQUIRE(align.ops.size() == 2);
  CHECK(mdInt(align, 0) == 0x0008);
  CHECK(mdInt(align, 1) == 0x208);
  const MDNode &fnAlign = annotation(p, 1);
  CHECK(mdString(fnAlign, 3) == "align");
  CHECK(mdInt(fnAlign, 4) == (2 << 16 | 8)); // argument 2, alignment 8
}

TEST_CASE("NVVM 1.x: LLVM 3.2 standard intrinsics keep their old signatures (spec 9)") {
  Parsed p = sample("standard-intrinsics.ll");
  TypeContext &tc = p.module->types;
  const GlobalValue &memcpy = global(p, "llvm.memcpy.p0i8.p0i8.i64");
  REQUIRE(memcpy.functionType()->members().size() == 5);
  CHECK(memcpy.functionType()->members()[3] == tc.i32()); // the 3.2 alignment argument
  CHECK(memcpy.functionType()->members()[4] == tc.intTy(1));
  CHECK(memcpy.fnAttrs.has(AttrKind::NoUnwind));
  CHECK(contains(p.printed,
                 "call void @llvm.memcpy.p0i8.p0i8.i64(ptr %raw, ptr %src, i64 16, i32 4, i1 false)\n"));
  CHECK(named(global(p, "math"), "half").type == tc.intTy(16));
  CHECK(contains(p.printed, "getelementptr inbounds ([6 x i8], ptr @.str, i32 0, i32 0)"));
}

TEST_CASE("NVVM 1.x: linkage, visibility, aliases, llvm.used and module asm (spec 3, 7, 14.1)") {
  Parsed p = sample("linkage-attributes.ll");
  CHECK(global(p, "private_table").linkage == Linkage::Private);
  CHECK(global(p, "private_table").isConstantVar);
  CHECK(global(p, "common_flag").linkage == Linkage::Common);
  CHECK(global(p, "weak_pair").linkage == Linkage::Weak);
  CHECK(global(p, "odr_value").linkage == Linkage::LinkOnceODR);
  CHECK(global(p, "external_value").isDeclaration());
  CHECK(global(p, "hidden_value").visibility == Visibility::Hidden);
  CHECK(global(p, "touch").visibility == Visibility::Protected);
  CHECK(global(p, "twice").linkage == Linkage::AvailableExternally);
  CHECK(global(p, "square").fnAttrs.has(AttrKind::AlwaysInline));
  CHECK(global(p, "touch").fnAttrs.has(AttrKind::NoInline));
  const GlobalValue &alias = global(p, "square_alias");
  CHECK(alias.kind == GlobalKind::Alias);
  CHECK(alias.aliasee == &global(p, "square"));
  CHECK(typeToString(alias.valueType) == "i32 (i32)");
  CHECK(global(p, "llvm.used").linkage == Linkage::Appending);
  CHECK(global(p, "llvm.used").section == "llvm.metadata");
  REQUIRE(p.module->moduleAsm.size() == 1);
  CHECK(contains(p.printed, "@square_alias = alias i32 (i32), ptr @square\n"));
  CHECK(contains(p.printed, "%struct.node = type { ptr, i32 }\n"));
  // `call void bitcast (void (...)* @untyped_helper to void (i32)*)(i32 %tw)`
  const GlobalValue &driver = global(p, "driver");
  const Instruction *viaCast = nullptr;
  for (const Instruction *i : driver.blocks[0]->insts)
    if (i->opcode == Opcode::Call && isa<ConstantExpr>(i->ops[0]))
      viaCast = i;
  REQUIRE(viaCast != nullptr);
  CHECK(cast<ConstantExpr>(viaCast->ops[0])->ops[0] == &global(p, "untyped_helper"));
  CHECK(typeToString(viaCast->auxType) == "void (i32)");
}

TEST_CASE("NVVM 1.x: inline PTX with every constraint letter (spec 6.1)") {
  Parsed p = sample("inline-asm.ll");
  const GlobalValue &f = global(p, "asm_kernel");
  const char *const names[] = {"c2", "h2", "l2", "f2", "d2"};
  const char *const constraints[] = {"=c,c", "=h,h", "=l,l", "=f,f", "=d,d"};
  for (int i = 0; i < 5; ++i) {
    const auto *ia = dyn_cast<InlineAsm>(named(f, names[i]).ops[0]);
    REQUIRE(ia != nullptr);
    CHECK(ia->constraints == constraints[i]);
  }
  CHECK(mdInt(attachment(named(f, "lane"), "srcloc"), 0) == 245);
  CHECK(contains(p.printed, "%d2 = call double asm \"add.f64 $0, $1, $1;\", \"=d,d\"(double %d) nounwind\n"));
}

TEST_CASE("NVVM 1.x: !nvvmir.version, pragma unroll and the 32-bit data layout (spec 3.8, 6.2, 3.13)") {
  Parsed p = sample("version-pragma.ll");
  CHECK(contains(p.module->dataLayout, "e-p:32:32:32-"));
  CHECK(p.module->targetTriple == "nvptx-nvidia-cuda");
  const NamedMetadata *version = p.module->getNamedMetadata("nvvmir.version");
  REQUIRE(version != nullptr);
  REQUIRE(version->ops.size() == 1);
  CHECK(mdInt(*version->ops[0], 0) == 1);
  CHECK(mdInt(*version->ops[0], 1) == 0);
  const GlobalValue &f = global(p, "scale");
  const BasicBlock *loop = f.blocks.at(1);
  const Instruction *br = loop->terminator();
  REQUIRE(br != nullptr);
  const MDNode &pragma = attachment(*br, "pragma");
  CHECK(mdString(pragma, 0) == "unroll");
  CHECK(mdInt(pragma, 1) == 4);
  CHECK(contains(p.printed, "br i1 %cond, label %BR1, label %BR2, !pragma !42\n"));
  CHECK(contains(p.printed, "!42 = !{!\"unroll\", i32 4}\n"));
  std::vector<KernelInfo> ks = kernels(p);
  REQUIRE(ks.size() == 1);
  CHECK(ks[0].params.at(0).size == 4); // a 32-bit generic pointer
}
