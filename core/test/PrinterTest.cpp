// Unit tests of the module printer: exact LLVM 19 text for modules built by hand and for parsed ones.
//
// Every expected module text below was checked with llvm-as-19 (it assembles) when written.
#include "core/printer/Printer.h"
#include "core/parser/Parser.h"

#include <doctest/doctest.h>

#include <cstring>
#include <string>

using namespace nvsim;
using namespace nvsim::ir;

namespace {

/// Small helpers to build IR by hand, as the parser would.
struct Builder {
  Module m;
  TypeContext &tc = m.types;

  GlobalValue *function(const std::string &name, Type *fty, std::vector<std::string> argNames,
                        bool body = true) {
    auto *f = m.make<GlobalValue>(tc.pointerTy(0));
    f->kind = GlobalKind::Function;
    f->name = name;
    f->valueType = fty;
    f->hasBody = body;
    for (unsigned i = 0; i < fty->members().size(); ++i) {
      auto *a = m.make<Argument>(fty->members()[i], f, i);
      a->name = i < argNames.size() ? argNames[i] : "";
      f->args.push_back(a);
    }
    add(f);
    return f;
  }
  GlobalValue *variable(const std::string &name, Type *t, Value *init) {
    auto *g = m.make<GlobalValue>(tc.pointerTy(0));
    g->kind = GlobalKind::Variable;
    g->name = name;
    g->valueType = t;
    g->initializer = init;
    add(g);
    return g;
  }
  void add(GlobalValue *g) {
    m.globals.push_back(g);
    if (!g->name.empty())
      m.globalsByName[g->name] = g;
  }
  BasicBlock *block(GlobalValue *f, const std::string &name = "") {
    auto *bb = m.make<BasicBlock>(tc.labelTy(), f);
    bb->name = name;
    bb->defined = true;
    f->blocks.push_back(bb);
    return bb;
  }
  Instruction *inst(BasicBlock *bb, Opcode op, Type *t, std::vector<Value *> ops,
                    const std::string &name = "") {
    auto *i = m.make<Instruction>(op, t);
    i->parent = bb;
    i->ops = std::move(ops);
    i->name = name;
    bb->insts.push_back(i);
    return i;
  }
  ConstantInt *ci(Type *t, BigInt v) { return m.make<ConstantInt>(t, std::move(v)); }
  ConstantFP *fp(Type *t, uint64_t lo, uint64_t hi = 0) { return m.make<ConstantFP>(t, lo, hi); }
  MDNode *node(int64_t slot, std::vector<Metadata *> ops, bool distinct = false) {
    auto *n = m.makeMD<MDNode>();
    n->slot = slot;
    n->defined = true;
    n->distinct = distinct;
    n->ops = std::move(ops);
    if (slot >= 0)
      m.numberedMetadata[slot] = n;
    return n;
  }
  MDString *str(const std::string &s) { return m.makeMD<MDString>(s); }
  ValueAsMetadata *val(Value *v) { return m.makeMD<ValueAsMetadata>(v); }
};

Attribute attr(AttrKind k) {
  Attribute a;
  a.kind = k;
  return a;
}

uint64_t doubleBits(double d) {
  uint64_t b;
  std::memcpy(&b, &d, sizeof b);
  return b;
}
uint32_t floatBits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, sizeof b);
  return b;
}

std::unique_ptr<Module> parse(const std::string &text, std::string *errors = nullptr) {
  SourceFile file("test.ll", text);
  DiagEngine diags(&file);
  auto m = parseAssembly(file, diags);
  if (errors)
    for (const auto &d : diags.diagnostics())
      *errors += diags.render(d) + "\n";
  return m;
}

/// Parses, prints, parses the output and prints again: both prints must agree. Returns the first.
std::string roundTrip(const std::string &text) {
  std::string errors;
  auto m = parse(text, &errors);
  INFO(errors);
  REQUIRE(m);
  std::string first = printModule(*m);
  std::string errors2;
  auto m2 = parse(first, &errors2);
  INFO(first);
  INFO(errors2);
  REQUIRE(m2);
  CHECK(printModule(*m2) == first);
  return first;
}

} // namespace

TEST_CASE("printer: function with arguments, blocks, phi and branches; unnamed values are numbered") {
  Builder b;
  Type *i32 = b.tc.i32();
  GlobalValue *f = b.function("f", b.tc.functionTy(i32, {i32, i32}, false), {"a", ""});
  BasicBlock *entry = b.block(f);
  BasicBlock *loop = b.block(f, "loop");
  BasicBlock *exit = b.block(f);
  Instruction *sum = b.inst(entry, Opcode::Add, i32, {f->args[0], f->args[1]});
  Instruction *br = b.inst(entry, Opcode::Br, b.tc.voidTy(), {});
  br->successors = {loop};
  Instruction *phi = b.inst(loop, Opcode::Phi, i32, {}, "i");
  Instruction *next = b.inst(loop, Opcode::Add, i32, {phi, b.ci(i32, 1)});
  next->flags = kNSW;
  phi->ops = {sum, next};
  phi->successors = {entry, loop};
  Instruction *cmp = b.inst(loop, Opcode::ICmp, b.tc.i1(), {next, b.ci(i32, 10)});
  cmp->predicate = static_cast<uint8_t>(Predicate::ICmpSLT);
  Instruction *cbr = b.inst(loop, Opcode::Br, b.tc.voidTy(), {cmp});
  cbr->successors = {loop, exit};
  b.inst(exit, Opcode::Ret, b.tc.voidTy(), {next});

  CHECK(printModule(b.m) == "define i32 @f(i32 %a, i32 %0) {\n"
                            "  %2 = add i32 %a, %0\n"
                            "  br label %loop\n"
                            "\n"
                            "loop:\n"
                            "  %i = phi i32 [ %2, %1 ], [ %3, %loop ]\n"
                            "  %3 = add nsw i32 %i, 1\n"
                            "  %4 = icmp slt i32 %3, 10\n"
                            "  br i1 %4, label %loop, label %5\n"
                            "\n"
                            "5:\n"
                            "  ret i32 %3\n"
                            "}\n");
  CHECK(printInstruction(*phi) == "%i = phi i32 [ %2, %1 ], [ %3, %loop ]");
  CHECK(printValueRef(*exit) == "%5");
  CHECK(printTypeAndValue(*f->args[1]) == "i32 %0");
  AsmPrinter p(b.m);
  CHECK(p.instruction(*cbr) == "br i1 %4, label %loop, label %5");
  CHECK(p.typeAndValue(*f) == "ptr @f");
}

TEST_CASE("printer: floating-point constants") {
  TypeContext tc;
  auto f32 = [&](float v) { return formatFloatConstant(tc.floatTy(), floatBits(v), 0); };
  auto f64 = [&](double v) { return formatFloatConstant(tc.doubleTy(), doubleBits(v), 0); };
  CHECK(f32(1.0f) == "1.0");
  // 0.1f is not 0.1: the text is the exact double value of the float, which LLVM requires.
  CHECK(f32(0.1f) == "0.10000000149011612");
  CHECK(f32(-2.5f) == "-2.5");
  CHECK(f32(1e30f) == "1.0000000150474662e+30");
  CHECK(f32(std::numeric_limits<float>::denorm_min()) == "1.401298464324817e-45");
  CHECK(formatFloatConstant(tc.floatTy(), 0x7fc00000, 0) == "0x7FF8000000000000"); // quiet NaN
  CHECK(formatFloatConstant(tc.floatTy(), 0x7fa00001, 0) == "0x7FF4000020000000"); // signalling, payload
  CHECK(formatFloatConstant(tc.floatTy(), 0xff800000, 0) == "0xFFF0000000000000"); // -inf
  CHECK(f64(-0.0) == "-0.0");
  CHECK(f64(0.0) == "0.0");
  CHECK(f64(1e300) == "1.0e+300");
  CHECK(f64(0.1) == "0.1");
  CHECK(f64(123456789.0) == "123456789.0");
  CHECK(formatFloatConstant(tc.doubleTy(), 0x7ff0000000000001, 0) == "0x7FF0000000000001");
  CHECK(formatFloatConstant(tc.halfTy(), 0x3c00, 0) == "0xH3C00");
  CHECK(formatFloatConstant(tc.bfloatTy(), 0x3f80, 0) == "0xR3F80");
  CHECK(formatFloatConstant(tc.fp128Ty(), 0, 0x3fff000000000000) == "0xL00000000000000003FFF000000000000");
  CHECK(formatFloatConstant(tc.x86fp80Ty(), 0x8000000000000000, 0x3fff) == "0xK3FFF8000000000000000");
  CHECK(formatFloatConstant(tc.ppcfp128Ty(), 0x3ff0000000000000, 0) == "0xM3FF00000000000000000000000000000");
  CHECK(floatBitsToDoubleBits(floatBits(1.0f)) == doubleBits(1.0));
  CHECK(floatBitsToDoubleBits(floatBits(-3.75e-40f)) == doubleBits(static_cast<double>(-3.75e-40f)));
}

TEST_CASE("printer: integer constants") {
  Builder b;
  CHECK(printValueRef(*b.ci(b.tc.i1(), 1)) == "true");
  CHECK(printValueRef(*b.ci(b.tc.i1(), 0)) == "false");
  CHECK(printValueRef(*b.ci(b.tc.i8(), 255)) == "-1");
  CHECK(printValueRef(*b.ci(b.tc.i8(), -128)) == "-128");
  CHECK(printValueRef(*b.ci(b.tc.intTy(7), 64)) == "-64");
  CHECK(printValueRef(*b.ci(b.tc.intTy(7), 63)) == "63");
  CHECK(printValueRef(*b.ci(b.tc.intTy(128), BigInt(1) << 127)) ==
        "-170141183460469231731687303715884105728");
  CHECK(printTypeAndValue(*b.ci(b.tc.intTy(128), (BigInt(1) << 100) + 7)) ==
        "i128 1267650600228229401496703205383");
}

TEST_CASE("printer: strings, quoted names and aggregates") {
  Builder b;
  Type *arr = b.tc.arrayTy(b.tc.i8(), 6);
  GlobalValue *s = b.variable("a b", arr, b.m.make<ConstantString>(arr, std::string("q\"\\\n\0", 5) + "z"));
  s->isConstantVar = true;
  s->linkage = Linkage::Private;
  s->unnamedAddr = UnnamedAddr::Global;
  Type *st = b.tc.literalStructTy({b.tc.i32(), b.tc.floatTy()}, false);
  b.variable("s", st,
             b.m.make<ConstantAggregate>(
                 st, std::vector<Value *>{b.ci(b.tc.i32(), 1), b.fp(b.tc.floatTy(), floatBits(2.0f))}));
  Type *packed = b.tc.literalStructTy({b.tc.i8(), b.tc.pointerTy(1)}, true);
  b.variable(
      "p", packed,
      b.m.make<ConstantAggregate>(
          packed, std::vector<Value *>{b.ci(b.tc.i8(), 7),
                                       b.m.make<ConstantSimple>(ValueKind::ConstNull, b.tc.pointerTy(1))}));
  Type *vec = b.tc.vectorTy(b.tc.i32(), 2);
  b.variable("v", vec,
             b.m.make<ConstantAggregate>(
                 vec, std::vector<Value *>{b.ci(b.tc.i32(), 1),
                                           b.m.make<ConstantSimple>(ValueKind::ConstPoison, b.tc.i32())}));
  Type *ai = b.tc.arrayTy(b.tc.intTy(16), 2);
  b.variable("u.1", ai, b.m.make<ConstantSimple>(ValueKind::ConstZero, ai));
  b.variable("0", b.tc.i32(), b.m.make<ConstantSimple>(ValueKind::ConstUndef, b.tc.i32()));
  Type *named = b.tc.namedStruct("struct.S x");
  named->setBody({b.tc.i32(), b.tc.pointerTy(0, b.tc.i32())}, false);
  b.tc.namedStruct("opaque.T");

  CHECK(printModule(b.m) == "%\"struct.S x\" = type { i32, ptr }\n"
                            "%opaque.T = type opaque\n"
                            "\n"
                            "@\"a b\" = private unnamed_addr constant [6 x i8] c\"q\\22\\5C\\0A\\00z\"\n"
                            "@s = global { i32, float } { i32 1, float 2.0 }\n"
                            "@p = global <{ i8, ptr addrspace(1) }> <{ i8 7, ptr addrspace(1) null }>\n"
                            "@v = global <2 x i32> <i32 1, i32 poison>\n"
                            "@u.1 = global [2 x i16] zeroinitializer\n"
                            "@\"0\" = global i32 undef\n");
}

TEST_CASE("printer: a global variable with every modifier") {
  Builder b;
  b.m.comdats.push_back({"c", "any"});
  GlobalValue *g = b.variable("g", b.tc.i32(), b.ci(b.tc.i32(), 5));
  g->linkage = Linkage::WeakODR;
  g->dsoLocal = true;
  g->dllStorage = DLLStorage::Export;
  g->threadLocal = ThreadLocal::InitialExec;
  g->unnamedAddr = UnnamedAddr::Local;
  g->addrSpace = 3;
  g->externallyInitialized = true;
  g->section = "sec";
  g->partition = "part";
  g->hasComdat = true;
  g->comdat = "c";
  g->align = 8;
  g->metadata.push_back({"foo", b.node(0, {b.str("x")})});
  GlobalValue *h = b.variable("h", b.tc.floatTy(), nullptr);
  h->visibility = Visibility::Hidden;
  h->dsoLocal = true; // implied by hidden: not printed
  h->addrSpace = 1;
  GlobalValue *w = b.variable("w", b.tc.i8(), nullptr);
  w->linkage = Linkage::ExternWeak;
  GlobalValue *anon = b.variable("", b.tc.i64(), b.ci(b.tc.i64(), 0));
  anon->slot = 4;
  anon->linkage = Linkage::Internal;

  CHECK(printModule(b.m) ==
        "$c = comdat any\n"
        "\n"
        "@g = weak_odr dso_local dllexport thread_local(initialexec) local_unnamed_addr addrspace(3) "
        "externally_initialized global i32 5, section \"sec\", partition \"part\", comdat($c), align 8, !foo "
        "!0\n"
        "@h = external hidden addrspace(1) global float\n"
        "@w = extern_weak global i8\n"
        "@4 = internal global i64 0\n"
        "\n"
        "!0 = !{!\"x\"}\n");
}

TEST_CASE("printer: attributes") {
  Builder b;
  Type *ptr = b.tc.pointerTy(0);
  Type *st = b.tc.namedStruct("S");
  st->setBody({b.tc.i32()}, false);
  GlobalValue *f = b.function("f", b.tc.functionTy(b.tc.i32(), {ptr, ptr, b.tc.i32()}, false), {}, false);
  Attribute align = attr(AttrKind::Align);
  align.intValue = 16;
  align.hasInt = true;
  Attribute byval = attr(AttrKind::ByVal);
  byval.type = st;
  Attribute deref = attr(AttrKind::Dereferenceable);
  deref.intValue = 8;
  deref.hasInt = true;
  Attribute range = attr(AttrKind::Range);
  range.value = "i32 0, 10";
  range.hasValue = true;
  Attribute str = attr(AttrKind::String);
  str.key = "target-cpu";
  str.value = "sm_80";
  str.hasValue = true;
  Attribute key = attr(AttrKind::String);
  key.key = "no-value";
  Attribute unknown = attr(AttrKind::Unknown);
  unknown.key = "argmemonly";
  Attribute stack = attr(AttrKind::StackAlignment);
  stack.intValue = 8;
  stack.hasInt = true;
  Attribute memory = attr(AttrKind::Memory);
  memory.value = "argmem: read";
  memory.hasValue = true;
  f->paramAttrs = {AttrSet{{byval, align}, {}}, AttrSet{{attr(AttrKind::NoCapture), deref}, {}},
                   AttrSet{{range}, {}}};
  f->retAttrs = AttrSet{{attr(AttrKind::NoUndef), attr(AttrKind::SExt)}, {}};
  f->fnAttrs = AttrSet{{unknown, stack, str}, {0, 1}};
  b.m.attrGroups[0] = AttrSet{{attr(AttrKind::NoUnwind), memory, align, stack, key, str}, {}};
  b.m.attrGroups[1] = AttrSet{{unknown}, {}}; // nothing LLVM 19 knows: neither printed nor referenced

  CHECK(printModule(b.m) == "%S = type { i32 }\n"
                            "\n"
                            "declare noundef signext i32 @f(ptr byval(%S) align 16, ptr nocapture "
                            "dereferenceable(8), i32 range(i32 0, 10)) "
                            "alignstack(8) \"target-cpu\"=\"sm_80\" #0\n"
                            "\n"
                            "attributes #0 = { nounwind memory(argmem: read) align=16 alignstack=8 "
                            "\"no-value\" \"target-cpu\"=\"sm_80\" }\n");
}

TEST_CASE("printer: old byval without a type takes the pointee of a typed pointer") {
  Builder b;
  Type *typed = b.tc.pointerTy(0, b.tc.i64());
  GlobalValue *f =
      b.function("f", b.tc.functionTy(b.tc.voidTy(), {typed, b.tc.pointerTy(0)}, false), {}, false);
  f->paramAttrs = {AttrSet{{attr(AttrKind::ByVal)}, {}}, AttrSet{{attr(AttrKind::StructRet)}, {}}};
  CHECK(printModule(b.m) == "declare void @f(ptr byval(i64), ptr sret(i8))\n");
}

TEST_CASE("printer: metadata tuples, distinct nodes, DI nodes and named metadata") {
  Builder b;
  MDNode *file = b.node(1, {});
  file->special = "DIFile";
  file->fields = {{"filename", b.str("a.cu"), "", false}, {"directory", b.str("/tmp"), "", false}};
  MDNode *cu = b.node(0, {}, true);
  cu->special = "DICompileUnit";
  cu->fields = {{"language", nullptr, "DW_LANG_C_plus_plus", false}, {"file", file, "", false},
                {"producer", nullptr, "\"clang\"", false},           {"isOptimized", nullptr, "true", false},
                {"emissionKind", nullptr, "FullDebug", false},       {"enums", nullptr, "", true}};
  MDNode *tuple =
      b.node(3, {b.val(b.ci(b.tc.i32(), 2)), b.str("Debug Info Version"), b.val(b.ci(b.tc.i32(), 3))});
  // Written inline by the input: a plain tuple stays inline, a distinct one needs a number.
  MDNode *inlineTuple = b.node(-1, {b.str("in"), nullptr});
  MDNode *inlineDistinct = b.node(-1, {b.str("d")}, true);
  MDNode *expr = b.node(-1, {});
  expr->special = "DIExpression";
  expr->fields = {{"", nullptr, "DW_OP_plus_uconst", false}, {"", nullptr, "8", false}};
  MDNode *user = b.node(7, {tuple, inlineTuple, inlineDistinct, expr});
  b.m.namedMetadata.push_back({"llvm.dbg.cu", {cu}});
  b.m.namedMetadata.push_back({"llvm.module.flags", {tuple}});
  b.m.namedMetadata.push_back({"odd name", {user}});

  CHECK(printModule(b.m) ==
        "!llvm.dbg.cu = !{!0}\n"
        "!llvm.module.flags = !{!3}\n"
        "!odd\\20name = !{!7}\n"
        "\n"
        "!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: \"clang\", "
        "isOptimized: true, emissionKind: FullDebug, enums: null)\n"
        "!1 = !DIFile(filename: \"a.cu\", directory: \"/tmp\")\n"
        "!3 = !{i32 2, !\"Debug Info Version\", i32 3}\n"
        "!7 = !{!3, !{!\"in\", null}, !8, !DIExpression(DW_OP_plus_uconst, 8)}\n"
        "!8 = distinct !{!\"d\"}\n");
}

TEST_CASE("printer: instruction attachments, debug records and metadata arguments") {
  Builder b;
  Type *i32 = b.tc.i32();
  GlobalValue *useMD = b.function(
      "llvm.foo", b.tc.functionTy(b.tc.voidTy(), {b.tc.metadataTy(), b.tc.metadataTy()}, false), {}, false);
  GlobalValue *f = b.function("f", b.tc.functionTy(b.tc.voidTy(), {i32}, false), {"x"});
  MDNode *sp = b.node(0, {}, true);
  sp->special = "DISubprogram";
  sp->fields = {{"name", b.str("f"), "", false}};
  MDNode *loc = b.node(-1, {});
  loc->special = "DILocation";
  loc->fields = {{"line", nullptr, "3", false}, {"scope", sp, "", false}};
  MDNode *expr = b.node(-1, {});
  expr->special = "DIExpression";
  f->metadata.push_back({"dbg", sp});
  BasicBlock *entry = b.block(f, "entry");
  Instruction *call = b.inst(entry, Opcode::Call, b.tc.voidTy(), {useMD});
  call->auxType = useMD->valueType;
  // Old IR's `metadata !{i32 %x}` is LLVM 19's `metadata i32 %x`.
  call->ops.push_back(b.m.make<MetadataValue>(b.tc.metadataTy(), b.node(-1, {b.val(f->args[0])})));
  call->ops.push_back(b.m.make<MetadataValue>(b.tc.metadataTy(), expr));
  Instruction *ret = b.inst(entry, Opcode::Ret, b.tc.voidTy(), {});
  ret->debugRecords.push_back({"value", {b.val(f->args[0]), sp, expr, loc}});
  ret->metadata.push_back({"dbg", loc});

  CHECK(printModule(b.m) == "declare void @llvm.foo(metadata, metadata)\n"
                            "\n"
                            "define void @f(i32 %x) !dbg !0 {\n"
                            "entry:\n"
                            "  call void @llvm.foo(metadata i32 %x, metadata !DIExpression())\n"
                            "    #dbg_value(i32 %x, !0, !DIExpression(), !1)\n"
                            "  ret void, !dbg !1\n"
                            "}\n"
                            "\n"
                            "!0 = distinct !DISubprogram(name: \"f\")\n"
                            "!1 = !DILocation(line: 3, scope: !0)\n");
}

TEST_CASE("printer: constant expressions") {
  Builder b;
  Type *i64 = b.tc.i64(), *i32 = b.tc.i32(), *ptr = b.tc.pointerTy(0);
  Type *arr = b.tc.arrayTy(i32, 4);
  GlobalValue *g = b.variable("g", arr, b.m.make<ConstantSimple>(ValueKind::ConstZero, arr));
  auto expr = [&](Opcode op, Type *t, std::vector<Value *> ops) {
    auto *ce = b.m.make<ConstantExpr>(t, op);
    ce->ops = std::move(ops);
    return ce;
  };
  ConstantExpr *gep = expr(Opcode::GetElementPtr, ptr, {g, b.ci(i64, 0), b.ci(i64, 2)});
  gep->sourceType = arr;
  gep->flags = kInBounds;
  gep->inrangeIndex = 1; // old-style marker: dropped
  CHECK(printValueRef(*gep) == "getelementptr inbounds ([4 x i32], ptr @g, i64 0, i64 2)");
  gep->flags = kGepNUSW | kGepNUW;
  gep->inrange = std::make_pair(BigInt(-4), BigInt(12));
  CHECK(printValueRef(*gep) == "getelementptr nusw nuw inrange(-4, 12) ([4 x i32], ptr @g, i64 0, i64 2)");
  ConstantExpr *asc = expr(Opcode::AddrSpaceCast, b.tc.pointerTy(1), {g});
  CHECK(printTypeAndValue(*asc) == "ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1))");
  ConstantExpr *p2i = expr(Opcode::PtrToInt, i64, {g});
  ConstantExpr *add = expr(Opcode::Add, i64, {p2i, b.ci(i64, 8)});
  add->flags = kNUW | kNSW;
  CHECK(printValueRef(*add) == "add nuw nsw (i64 ptrtoint (ptr @g to i64), i64 8)");

  // Expressions LLVM 19 no longer reads are folded or rewritten with the ones it does.
  ConstantExpr *icmp = expr(Opcode::ICmp, b.tc.i1(), {b.ci(i32, 1), b.ci(i32, 2)});
  icmp->predicate = static_cast<uint8_t>(Predicate::ICmpULT);
  CHECK(printValueRef(*icmp) == "true");
  ConstantExpr *sel =
      expr(Opcode::Select, ptr, {icmp, g, b.m.make<ConstantSimple>(ValueKind::ConstNull, ptr)});
  CHECK(printValueRef(*sel) == "@g");
  ConstantExpr *zext = expr(Opcode::ZExt, i64, {b.ci(i32, -1)});
  CHECK(printValueRef(*zext) == "4294967295");
  ConstantExpr *sext = expr(Opcode::SExt, i64, {b.ci(i32, -1)});
  CHECK(printValueRef(*sext) == "-1");
  ConstantExpr *lshr = expr(Opcode::LShr, i32, {b.ci(i32, -8), b.ci(i32, 1)});
  CHECK(printValueRef(*lshr) == "2147483644");
  ConstantExpr *ashr = expr(Opcode::AShr, i32, {b.ci(i32, -8), b.ci(i32, 1)});
  CHECK(printValueRef(*ashr) == "-4");
  ConstantExpr *sdiv = expr(Opcode::SDiv, i32, {b.ci(i32, -7), b.ci(i32, 2)});
  CHECK(printValueRef(*sdiv) == "-3");
  ConstantExpr *udiv0 = expr(Opcode::UDiv, i32, {b.ci(i32, 7), b.ci(i32, 0)});
  CHECK(printValueRef(*udiv0) == "poison");
  ConstantExpr *fpext = expr(Opcode::FPExt, b.tc.doubleTy(), {b.fp(b.tc.floatTy(), floatBits(0.1f))});
  CHECK(printValueRef(*fpext) == "0.10000000149011612");
  ConstantExpr *sitofp = expr(Opcode::SIToFP, b.tc.floatTy(), {b.ci(i32, -3)});
  CHECK(printValueRef(*sitofp) == "-3.0");
  ConstantExpr *fneg = expr(Opcode::FNeg, b.tc.doubleTy(), {b.fp(b.tc.doubleTy(), doubleBits(0.0))});
  CHECK(printValueRef(*fneg) == "-0.0");
  ConstantExpr *fcmp =
      expr(Opcode::FCmp, b.tc.i1(), {b.fp(b.tc.doubleTy(), 0x7ff8000000000000), b.fp(b.tc.doubleTy(), 0)});
  fcmp->predicate = static_cast<uint8_t>(Predicate::FCmpUNO);
  CHECK(printValueRef(*fcmp) == "true");
  Type *st = b.tc.literalStructTy({i32, ptr}, false);
  auto *agg = b.m.make<ConstantAggregate>(st, std::vector<Value *>{b.ci(i32, 9), g});
  ConstantExpr *ev = expr(Opcode::ExtractValue, ptr, {agg});
  ev->indices = {1};
  CHECK(printValueRef(*ev) == "@g");

  // Not foldable: rewritten exactly with bitcast, trunc, xor, sub and mul.
  ConstantExpr *p2i32 = expr(Opcode::PtrToInt, i32, {g});
  CHECK(printValueRef(*expr(Opcode::ZExt, i64, {p2i32})) ==
        "bitcast (<2 x i32> <i32 ptrtoint (ptr @g to i32), i32 0> to i64)");
  CHECK(
      printValueRef(*expr(Opcode::SExt, i64, {p2i32})) ==
      "sub (i64 xor (i64 bitcast (<2 x i32> <i32 ptrtoint (ptr @g to i32), i32 0> to i64), i64 2147483648), "
      "i64 2147483648)");
  ConstantExpr *p2i16 = expr(Opcode::PtrToInt, b.tc.intTy(16), {g});
  CHECK(printValueRef(*expr(Opcode::ZExt, i32, {expr(Opcode::Trunc, b.tc.intTy(12), {p2i16})})) ==
        "trunc (i36 bitcast (<3 x i12> <i12 trunc (i16 ptrtoint (ptr @g to i16) to i12), i12 0, i12 0> to "
        "i36) to i32)");
  ConstantExpr *shl = expr(Opcode::Shl, i64, {p2i, b.ci(i64, 3)});
  shl->flags = kNUW;
  CHECK(printValueRef(*shl) == "mul nuw (i64 ptrtoint (ptr @g to i64), i64 8)");
  ConstantExpr *mask = expr(Opcode::And, i64, {p2i, b.ci(i64, 0xffff)});
  CHECK(printValueRef(*mask) ==
        "bitcast (<4 x i16> <i16 trunc (i64 ptrtoint (ptr @g to i64) to i16), i16 0, i16 0, "
        "i16 0> to i64)");
  // No LLVM 19 spelling: the old syntax is kept (llvm-as 19 rejects it, documented).
  ConstantExpr *orx = expr(Opcode::Or, i64, {p2i, b.ci(i64, 1)});
  CHECK(printValueRef(*orx) == "or (i64 ptrtoint (ptr @g to i64), i64 1)");
}

TEST_CASE("printer: zext rewriting follows a big-endian data layout") {
  Builder b;
  b.m.dataLayout = "E-p:32:32";
  b.m.hasDataLayout = true;
  GlobalValue *g = b.variable("g", b.tc.i8(), b.ci(b.tc.i8(), 0));
  auto *p2i = b.m.make<ConstantExpr>(b.tc.i32(), Opcode::PtrToInt);
  p2i->ops = {g};
  auto *zext = b.m.make<ConstantExpr>(b.tc.i64(), Opcode::ZExt);
  zext->ops = {p2i};
  AsmPrinter p(b.m);
  CHECK(p.valueRef(*zext) == "bitcast (<2 x i32> <i32 0, i32 ptrtoint (ptr @g to i32)> to i64)");
}

TEST_CASE("printer: memory, atomic, call and switch instructions") {
  Builder b;
  Type *i32 = b.tc.i32(), *ptr = b.tc.pointerTy(0), *v = b.tc.voidTy();
  GlobalValue *va = b.function("va", b.tc.functionTy(i32, {i32}, true), {}, false);
  GlobalValue *f = b.function("f", b.tc.functionTy(v, {ptr, i32}, false), {"p", "n"});
  BasicBlock *entry = b.block(f, "entry");
  BasicBlock *other = b.block(f, "other");
  BasicBlock *last = b.block(f, "last");
  Instruction *ld = b.inst(entry, Opcode::Load, i32, {f->args[0]});
  ld->ordering = AtomicOrdering::Acquire;
  ld->syncScope = "block";
  ld->flags = kVolatile;
  ld->align = 4;
  Instruction *st = b.inst(entry, Opcode::Store, v, {ld, f->args[0]});
  st->align = 4;
  Instruction *cx = b.inst(entry, Opcode::CmpXchg, b.tc.literalStructTy({i32, b.tc.i1()}, false),
                           {f->args[0], b.ci(i32, 0), b.ci(i32, 1)}, "cx");
  cx->ordering = AtomicOrdering::AcqRel; // no failure ordering written (old IR): acquire is derived
  cx->flags = kWeak;
  Instruction *rmw = b.inst(entry, Opcode::AtomicRMW, i32, {f->args[0], b.ci(i32, 1)});
  rmw->rmwOp = RMWOp::UIncWrap;
  rmw->ordering = AtomicOrdering::SeqCst;
  rmw->align = 4;
  Instruction *fence = b.inst(entry, Opcode::Fence, v, {});
  fence->ordering = AtomicOrdering::Release;
  Instruction *al = b.inst(entry, Opcode::Alloca, b.tc.pointerTy(5), {b.ci(i32, 1)}, "buf");
  al->auxType = b.tc.arrayTy(b.tc.floatTy(), 4);
  al->align = 16;
  al->addrSpace = 5;
  Instruction *gep = b.inst(entry, Opcode::GetElementPtr, ptr, {f->args[0], b.ci(b.tc.i64(), 1)});
  gep->auxType = i32;
  gep->flags = kInBounds | kGepNUW;
  Instruction *call = b.inst(entry, Opcode::Call, i32, {va, f->args[1], b.ci(i32, 2)});
  call->auxType = va->valueType;
  call->tail = TailKind::Tail;
  call->bundles.push_back({"deopt", {f->args[1]}});
  Instruction *fadd = b.inst(entry, Opcode::FAdd, b.tc.floatTy(),
                             {b.fp(b.tc.floatTy(), floatBits(1.0f)), b.fp(b.tc.floatTy(), floatBits(0.5f))});
  fadd->fastMath = kFMNoNaNs | kFMAllowContract;
  Instruction *zx = b.inst(entry, Opcode::ZExt, b.tc.i64(), {f->args[1]});
  zx->flags = kNNeg;
  Instruction *sw = b.inst(entry, Opcode::Switch, v, {f->args[1], b.ci(i32, 0), b.ci(i32, 5)});
  sw->successors = {other, last, other};
  b.inst(other, Opcode::Ret, v, {});
  b.inst(last, Opcode::Unreachable, v, {});

  CHECK(printModule(b.m) == "declare i32 @va(i32, ...)\n"
                            "\n"
                            "define void @f(ptr %p, i32 %n) {\n"
                            "entry:\n"
                            "  %0 = load atomic volatile i32, ptr %p syncscope(\"block\") acquire, align 4\n"
                            "  store i32 %0, ptr %p, align 4\n"
                            "  %cx = cmpxchg weak ptr %p, i32 0, i32 1 acq_rel acquire\n"
                            "  %1 = atomicrmw uinc_wrap ptr %p, i32 1 seq_cst, align 4\n"
                            "  fence release\n"
                            "  %buf = alloca [4 x float], align 16, addrspace(5)\n"
                            "  %2 = getelementptr inbounds nuw i32, ptr %p, i64 1\n"
                            "  %3 = tail call i32 (i32, ...) @va(i32 %n, i32 2) [ \"deopt\"(i32 %n) ]\n"
                            "  %4 = fadd nnan contract float 1.0, 0.5\n"
                            "  %5 = zext nneg i32 %n to i64\n"
                            "  switch i32 %n, label %other [\n"
                            "    i32 0, label %last\n"
                            "    i32 5, label %other\n"
                            "  ]\n"
                            "\n"
                            "other:\n"
                            "  ret void\n"
                            "\n"
                            "last:\n"
                            "  unreachable\n"
                            "}\n");
  CHECK(printInstruction(*sw) == "switch i32 %n, label %other [ i32 0, label %last i32 5, label %other ]");
}

TEST_CASE("printer: parsed modules print and reprint identically") {
  std::string text = "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
                     "target triple = \"nvptx64-nvidia-cuda\"\n"
                     "\n"
                     "@shared = internal addrspace(3) global [32 x float] undef, align 4\n"
                     "\n"
                     "define ptx_kernel void @k(ptr addrspace(1) noalias %out, i32 %n) #0 {\n"
                     "entry:\n"
                     "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                     "  %c = icmp ult i32 %tid, %n\n"
                     "  br i1 %c, label %then, label %done\n"
                     "\n"
                     "then:\n"
                     "  %p = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid\n"
                     "  store float 0x7FF8000000000000, ptr addrspace(1) %p, align 4\n"
                     "  br label %done\n"
                     "\n"
                     "done:\n"
                     "  ret void\n"
                     "}\n"
                     "\n"
                     "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                     "\n"
                     "attributes #0 = { nounwind \"target-cpu\"=\"sm_80\" }\n"
                     "\n"
                     "!nvvm.annotations = !{!0}\n"
                     "\n"
                     "!0 = !{ptr @k, !\"kernel\", i32 1}\n";
  CHECK(roundTrip(text) == text);
}

TEST_CASE("printer: typed-pointer IR prints with opaque pointers") {
  std::string printed = roundTrip("@g = global i32 0\n"
                                  "define void @f(i32* %p) {\n"
                                  "  %q = bitcast i32* %p to i8*\n"
                                  "  %r = getelementptr i8, i8* %q, i64 4\n"
                                  "  store i8 1, i8* bitcast (i32* @g to i8*)\n"
                                  "  ret void\n"
                                  "}\n");
  CHECK(printed == "@g = global i32 0\n"
                   "\n"
                   "define void @f(ptr %p) {\n"
                   "  %q = bitcast ptr %p to ptr\n"
                   "  %r = getelementptr i8, ptr %q, i64 4\n"
                   "  store i8 1, ptr bitcast (ptr @g to ptr)\n"
                   "  ret void\n"
                   "}\n");
}

TEST_CASE("printer: old constant expressions LLVM 19 cannot read become instructions in functions") {
  std::string printed =
      roundTrip("@a = global i32 0\n"
                "@b = global i32 0\n"
                "@d = global i64 zext (i1 icmp ult (i32 1, i32 2) to i64)\n"
                "define i32 @f(i1 %x) {\n"
                "entry:\n"
                "  %v = select i1 icmp eq (i32* @a, i32* @b), i32 1, i32 2\n"
                "  %g = getelementptr i8, i8* bitcast (i32* @a to i8*), i64 zext (i1 icmp eq (i32* @a, "
                "i32* @b) to i64)\n"
                "  br i1 %x, label %l, label %m\n"
                "l:\n"
                "  br label %m\n"
                "m:\n"
                "  %p = phi i32 [ select (i1 icmp eq (i32* @a, i32* @b), i32 3, i32 4), %entry ], [ 7, %l ]\n"
                "  switch i32 %p, label %l [ i32 3, label %l ]\n"
                "}\n");
  CHECK(printed == "@a = global i32 0\n"
                   "@b = global i32 0\n"
                   "@d = global i64 1\n"
                   "\n"
                   "define i32 @f(i1 %x) {\n"
                   "entry:\n"
                   "  %.cx0 = icmp eq ptr @a, @b\n"
                   "  %v = select i1 %.cx0, i32 1, i32 2\n"
                   "  %.cx1 = icmp eq ptr @a, @b\n"
                   "  %.cx2 = zext i1 %.cx1 to i64\n"
                   "  %g = getelementptr i8, ptr bitcast (ptr @a to ptr), i64 %.cx2\n"
                   "  %.cx3 = icmp eq ptr @a, @b\n"
                   "  %.cx4 = select i1 %.cx3, i32 3, i32 4\n"
                   "  br i1 %x, label %l, label %m\n"
                   "\n"
                   "l:\n"
                   "  br label %m\n"
                   "\n"
                   "m:\n"
                   "  %p = phi i32 [ %.cx4, %entry ], [ 7, %l ]\n"
                   "  switch i32 %p, label %l [\n"
                   "    i32 3, label %l\n"
                   "  ]\n"
                   "}\n");
}

TEST_CASE("printer: module header, comdats, aliases, ifuncs, function modifiers and fresh metadata numbers") {
  // A DILocation written inline gets the next free number (!4); a plain tuple stays inline.
  std::string printed = roundTrip(R"(source_filename = "k.cu"
target triple = "nvptx64-nvidia-cuda"
module asm "// \22hi\22"
$cd = comdat any
%T = type opaque
@g = internal thread_local(localdynamic) unnamed_addr addrspace(1) global i32 7, section ".x", comdat($cd), align 4
@al = hidden alias i32, ptr addrspace(1) @g
@if = ifunc void (), ptr @resolver
@0 = private constant [3 x i8] c"a\00b"
define internal fastcc nonnull ptr @resolver() unnamed_addr section "text" comdat($cd) align 16 gc "shadow" prefix i32 1 personality ptr @0 !dbg !0 {
  ret ptr @0, !dbg !DILocation(line: 4, scope: !0), !foo !{!"x", !DIExpression()}
}
declare hidden cc 99 void @ext(i32 noundef signext, ...) local_unnamed_addr addrspace(2)
define void @use(ptr %p) {
  %1 = load ptr, ptr %p
  call addrspace(2) void (i32, ...) @ext(i32 1, ptr %1) #3 [ "b"(ptr %p) ]
  %x = call i32 asm sideeffect "mov.b32 $0, %tid.x;", "=r"()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !{i32 0, i32 1024}
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
attributes #3 = { nounwind }
!llvm.dbg.cu = !{!2}
!0 = distinct !DISubprogram(name: "r", unit: !2)
!1 = !DISubprogram(name: "ext", spFlags: 0)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, emissionKind: FullDebug)
!3 = !DIFile(filename: "k.cu", directory: "")
)");
  CHECK(printed == R"(source_filename = "k.cu"
target triple = "nvptx64-nvidia-cuda"

module asm "// \22hi\22"

%T = type opaque

$cd = comdat any

@g = internal thread_local(localdynamic) unnamed_addr addrspace(1) global i32 7, section ".x", comdat($cd), align 4
@0 = private constant [3 x i8] c"a\00b"

@al = hidden alias i32, ptr addrspace(1) @g
@if = ifunc void (), ptr @resolver

define internal fastcc nonnull ptr @resolver() unnamed_addr section "text" comdat($cd) align 16 gc "shadow" prefix i32 1 personality ptr @0 !dbg !0 {
  ret ptr @0, !dbg !4, !foo !{!"x", !DIExpression()}
}

declare hidden cc 99 void @ext(i32 noundef signext, ...) local_unnamed_addr addrspace(2)

define void @use(ptr %p) {
  %1 = load ptr, ptr %p
  call addrspace(2) void (i32, ...) @ext(i32 1, ptr %1) #3 [ "b"(ptr %p) ]
  %x = call i32 asm sideeffect "mov.b32 $0, %tid.x;", "=r"()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !{i32 0, i32 1024}
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}

!0 = distinct !DISubprogram(name: "r", unit: !2)
!1 = !DISubprogram(name: "ext", spFlags: 0)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, emissionKind: FullDebug)
!3 = !DIFile(filename: "k.cu", directory: "")
!4 = !DILocation(line: 4, scope: !0)
)");
  auto m = parse(printed);
  REQUIRE(m);
  AsmPrinter p(*m);
  const GlobalValue *resolver = m->getFunction("resolver");
  REQUIRE(resolver);
  CHECK(p.instruction(*resolver->blocks[0]->insts[0]) ==
        "ret ptr @0, !dbg !4, !foo !{!\"x\", !DIExpression()}");
}

TEST_CASE("printer: exception handling, vector, aggregate and callbr instructions") {
  std::string text = R"(declare i32 @__gxx_personality_v0(...)
declare void @may_throw()
@tinfo = external global ptr
define void @eh() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { ptr, i32 } cleanup catch ptr @tinfo filter [1 x ptr] [ptr @tinfo]
  resume { ptr, i32 } %x
}
define void @wineh() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %cs
cs:
  %s = catchswitch within none [label %h] unwind label %cl
h:
  %p = catchpad within %s [ptr null, i32 64, ptr null]
  catchret from %p to label %ok
cl:
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller
ok:
  ret void
}
define i32 @misc(ptr %ap, <4 x i32> %v, {i32, float} %agg, i32 %n) {
entry:
  %a = va_arg ptr %ap, i32
  %f = freeze i32 %a
  %e = extractvalue {i32, float} %agg, 0
  %i = insertvalue {i32, float} %agg, i32 %e, 0
  %s = shufflevector <4 x i32> %v, <4 x i32> undef, <2 x i32> <i32 0, i32 3>
  %ee = extractelement <4 x i32> %v, i64 1
  %ie = insertelement <4 x i32> %v, i32 %f, i32 2
  %fn = fneg fast float 1.0
  %c = fcmp nnan olt float %fn, 0.0
  %sel = select nsz i1 %c, float %fn, float 2.0
  %u = udiv exact i32 %a, 4
  %o = or disjoint i32 %u, 1
  %t = trunc nuw i32 %o to i8
  %ui = uitofp nneg i32 %o to double
  %ba = bitcast <4 x i32> %v to <2 x i64>
  indirectbr ptr blockaddress(@misc, %next), [label %next]
next:
  callbr void asm "", "r,!i"(i32 %n) to label %done [label %other]
other:
  br label %done
done:
  %r = phi i32 [ 1, %next ], [ 2, %other ]
  ret i32 %r
}
)";
  CHECK(roundTrip(text) == R"(@tinfo = external global ptr

declare i32 @__gxx_personality_v0(...)

declare void @may_throw()

define void @eh() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lp

ok:
  ret void

lp:
  %x = landingpad { ptr, i32 }
          cleanup
          catch ptr @tinfo
          filter [1 x ptr] [ptr @tinfo]
  resume { ptr, i32 } %x
}

define void @wineh() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %cs

cs:
  %s = catchswitch within none [label %h] unwind label %cl

h:
  %p = catchpad within %s [ptr null, i32 64, ptr null]
  catchret from %p to label %ok

cl:
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller

ok:
  ret void
}

define i32 @misc(ptr %ap, <4 x i32> %v, { i32, float } %agg, i32 %n) {
entry:
  %a = va_arg ptr %ap, i32
  %f = freeze i32 %a
  %e = extractvalue { i32, float } %agg, 0
  %i = insertvalue { i32, float } %agg, i32 %e, 0
  %s = shufflevector <4 x i32> %v, <4 x i32> undef, <2 x i32> <i32 0, i32 3>
  %ee = extractelement <4 x i32> %v, i64 1
  %ie = insertelement <4 x i32> %v, i32 %f, i32 2
  %fn = fneg fast float 1.0
  %c = fcmp nnan olt float %fn, 0.0
  %sel = select nsz i1 %c, float %fn, float 2.0
  %u = udiv exact i32 %a, 4
  %o = or disjoint i32 %u, 1
  %t = trunc nuw i32 %o to i8
  %ui = uitofp nneg i32 %o to double
  %ba = bitcast <4 x i32> %v to <2 x i64>
  indirectbr ptr blockaddress(@misc, %next), [label %next]

next:
  callbr void asm "", "r,!i"(i32 %n) to label %done [label %other]

other:
  br label %done

done:
  %r = phi i32 [ 1, %next ], [ 2, %other ]
  ret i32 %r
}
)");
}

TEST_CASE("printer: blockaddress of a numbered block, used before the function") {
  std::string text = R"(@ba = global ptr blockaddress(@f, %2)
define void @f(i32 %0) {
  br label %2
2:
  indirectbr ptr blockaddress(@f, %2), [label %2]
}
)";
  CHECK(roundTrip(text) == R"(@ba = global ptr blockaddress(@f, %2)

define void @f(i32 %0) {
  br label %2

2:
  indirectbr ptr blockaddress(@f, %2), [label %2]
}
)");
}
