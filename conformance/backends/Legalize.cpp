// Rewrites for llc-19 and libNVVM (Legalize.h). Every rule names the PTX the IR stands for;
// nothing here approximates: an intrinsic without an exact PTX or libdevice equivalent is left
// for the compiler to reject, and ptx_all_test.py lists it as a known failure.
#include "conformance/backends/Legalize.h"

#include "conformance/backends/FloatPtx.h"
#include "core/ir/IntrinsicPtx.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>

namespace nvsim::backends {

namespace {

using namespace ir;

/// libm intrinsics NVPTX has no libcall for, by the name between `llvm.` and the type suffix:
/// libdevice has each as __nv_NAME (double) and __nv_NAMEf (float); powi takes its i32 exponent
/// as __nv_powi does.
constexpr std::string_view kLibdeviceNames[] = {"sin",  "cos",  "tan",   "asin", "acos", "atan",
                                                "sinh", "cosh", "tanh",  "exp",  "exp2", "exp10",
                                                "log",  "log2", "log10", "pow",  "powi", "ldexp"};

/// What libNVVM answers for __nvvm_reflect's names where LLVM 19's NVVMReflect answers otherwise
/// (measured with CUDA 13's libNVVM and llc-19 for sm_90): __CUDA_PREC_SQRT and __CUDA_PREC_DIV
/// are 1 by default (its -prec-sqrt=1, -prec-div=1), where NVVMReflect knows neither and answers 0;
/// __CUDA_FTZ is 1 with -ftz=1, where NVVMReflect reads only the module flag nvvm-reflect-ftz.
/// Taken from llc's own options for the same choices; -1 leaves the name to NVVMReflect.
struct ReflectAnswers {
  int precSqrt = 1, precDiv = 1, ftz = -1;

  explicit ReflectAnswers(const std::vector<std::string> &llcOptions) {
    int ftzAll = -1, ftzF32 = -1;
    for (std::string_view o : llcOptions) {
      o.remove_prefix(std::min(o.find_first_not_of('-'), o.size()));
      const size_t eq = o.find('=');
      const std::string_view key = o.substr(0, eq), value = eq == o.npos ? "" : o.substr(eq + 1);
      if (key == "nvptx-prec-sqrtf32") // a boolean: 0 is sqrt.approx
        precSqrt = value != "0" && value != "false";
      else if (key == "nvptx-prec-divf32") // 0 div.approx, 1 div.full, 2 IEEE division
        precDiv = value != "0" && value != "1";
      else if (key == "denormal-fp-math") // preserve-sign is what makes llc write .ftz
        ftzAll = value == "preserve-sign";
      else if (key == "denormal-fp-math-f32")
        ftzF32 = value == "preserve-sign";
    }
    ftz = ftzF32 >= 0 ? ftzF32 : ftzAll;
  }

  /// The answer for `name`, or -1.
  int operator()(std::string_view name) const {
    return name == "__CUDA_PREC_SQRT"  ? precSqrt
           : name == "__CUDA_PREC_DIV" ? precDiv
           : name == "__CUDA_FTZ"      ? ftz
                                       : -1;
  }
};

class Legalizer {
public:
  Legalizer(Module &m, Compiler compiler, const std::vector<std::string> &options)
      : m_(m), compiler_(compiler), reflect_(options) {}

  unsigned run() {
    for (GlobalValue *f : std::vector<GlobalValue *>(m_.globals))
      for (BasicBlock *b : f->blocks)
        for (Instruction *i : std::vector<Instruction *>(b->insts))
          rewrite(i);
    return rewritten_;
  }

private:
  void rewrite(Instruction *i) {
    if (i->opcode == Opcode::Fence && compiler_ == Compiler::Llc) {
      fence(i);
      return;
    }
    if ((i->opcode == Opcode::Load || i->opcode == Opcode::Store) &&
        i->ordering > AtomicOrdering::Monotonic) {
      orderedAccess(i);
      return;
    }
    if (i->opcode == Opcode::AtomicRMW) {
      casLoop(i);
      return;
    }
    if (i->opcode == Opcode::FRem) {
      remainder(i);
      return;
    }
    if (i->opcode == Opcode::Freeze && compiler_ == Compiler::Nvvm) {
      freeze(i);
      return;
    }
    if (i->opcode != Opcode::Call)
      return;
    const GlobalValue *callee = i->calledFunction();
    if (!callee)
      return;
    const std::string &name = callee->name;
    if (compiler_ == Compiler::Llc && (name == "__nvvm_reflect" || name.rfind("llvm.nvvm.reflect", 0) == 0)) {
      answerReflect(i);
      return;
    }
    if (name.rfind("llvm.ssa.copy.", 0) == 0 || name.rfind("llvm.expect.with.probability.", 0) == 0) {
      replace(i, i->ops[1]);
      return;
    }
    if (const IntrinsicPtx *r = findIntrinsicPtx(name);
        r && (compiler_ == Compiler::Llc ? r->llc : r->nvvm) == PtxBy::Legalize) {
      replaceWithAsm(i, r->ptx, r->sideEffect);
      return;
    }
    if (name.rfind("llvm.freeze.", 0) == 0) { // NVVM IR's freeze as a call: the instruction
      Instruction *f = insert(i, Opcode::Freeze, i->type, {i->ops[1]});
      replace(i, f);
      if (compiler_ == Compiler::Nvvm)
        freeze(f);
      return;
    }
    if (compiler_ == Compiler::Nvvm &&
        (name.rfind("llvm.fptosi.sat.", 0) == 0 || name.rfind("llvm.fptoui.sat.", 0) == 0)) {
      saturatingConversion(i, name.rfind("llvm.fptosi.", 0) == 0);
      return;
    }
    if (compiler_ == Compiler::Nvvm && saturatingArithmetic(i, name))
      return;
    if (compiler_ == Compiler::Nvvm && ieeeMinMax(i, name))
      return;
    if (compiler_ == Compiler::Nvvm && name.rfind("llvm.is.fpclass.", 0) == 0 && fpClassTest(i))
      return;
    if (compiler_ == Compiler::Nvvm && annotationMarker(i, name))
      return;
    if (compiler_ == Compiler::Nvvm && shuffleWithPredicate(i, name))
      return;
    if (std::optional<FloatPtx> ptx = floatPtx(name); ptx && (compiler_ == Compiler::Nvvm || ptx->llc)) {
      floatInstruction(i, *ptx);
      return;
    }
    if (compiler_ == Compiler::Nvvm && name.rfind("llvm.objectsize.", 0) == 0 && dynamicObjectSize(i))
      return;
    // PTX has ex2.approx and lg2.approx for f32 (and f16) only, yet both compilers write .f64
    // forms of these; libdevice's exp2 and log2 (1 ulp, CUDA's programming guide) stand in, an
    // approximation no worse than any the .d intrinsics allow.
    for (auto [intrinsic, function] :
         {std::pair<std::string_view, std::string_view>{"llvm.nvvm.ex2.approx.d", "__nv_exp2"},
          {"llvm.nvvm.lg2.approx.d", "__nv_log2"}})
      if (name == intrinsic) {
        if (GlobalValue *f = declare(std::string(function), i->auxType)) {
          i->ops[0] = f;
          ++rewritten_;
        }
        return;
      }
    if (name.rfind("llvm.lround.", 0) == 0 || name.rfind("llvm.llround.", 0) == 0) {
      roundToInteger(i);
      return;
    }
    libdevice(i, name);
  }

  /// `__nvvm_reflect("NAME")` (libdevice's spelling) or llvm.nvvm.reflect as libNVVM answers it
  /// (ReflectAnswers), for llc; names it answers alike stay for its NVVMReflect.
  void answerReflect(Instruction *i) {
    const Value *v = i->ops.size() == 2 ? i->ops[1] : nullptr;
    while (v && v->valueKind() == ValueKind::ConstExpr) // addrspacecast, getelementptr 0, 0
      v = ir::cast<ConstantExpr>(v)->ops[0];
    const auto *g = dyn_cast<GlobalValue>(v);
    const auto *s = g && g->initializer ? dyn_cast<ConstantString>(g->initializer) : nullptr;
    if (!s || !i->type->isInteger(32))
      return;
    const int answer = reflect_(std::string_view(s->bytes).substr(0, s->bytes.find('\0')));
    if (answer >= 0)
      replace(i, m_.make<ConstantInt>(i->type, BigInt(answer)));
  }

  /// llvm.{s,u}{add,sub,shl}.sat on a scalar integer (LLVM 8 and 11, unknown to libNVVM) as the
  /// operation, its overflow test and a select of the bound.
  bool saturatingArithmetic(Instruction *i, const std::string &name) {
    static constexpr std::string_view kOps[] = {"sadd", "ssub", "sshl", "uadd", "usub", "ushl"};
    if (name.size() < 14 || name.rfind("llvm.", 0) != 0 || name.compare(9, 5, ".sat.") != 0)
      return false;
    const std::string_view op = std::string_view(name).substr(5, 4);
    if (std::find(std::begin(kOps), std::end(kOps), op) == std::end(kOps))
      return false;
    Type *t = i->type;
    if (!t->isInteger() || t->intWidth() > 64)
      return false;
    const unsigned n = t->intWidth();
    Value *a = i->ops[1], *b = i->ops[2];
    auto constant = [&](BigInt v) { return m_.make<ConstantInt>(t, v); };
    const BigInt one = 1;
    Value *ones = constant((one << n) - 1), *zero = constant(0);
    Value *smin = constant(one << (n - 1)), *smax = constant((one << (n - 1)) - 1);
    auto bin = [&](Opcode o, Value *x, Value *y) { return insert(i, o, t, {x, y}); };
    auto cmp = [&](Predicate p, Value *x, Value *y) {
      Instruction *c = insert(i, Opcode::ICmp, m_.types.i1(), {x, y});
      c->predicate = static_cast<uint8_t>(p);
      return c;
    };
    auto select = [&](Value *c, Value *x, Value *y) { return insert(i, Opcode::Select, t, {c, x, y}); };
    // The signed bound a result saturates to: the minimum when `a` is negative.
    auto signedBound = [&] { return select(cmp(Predicate::ICmpSLT, a, zero), smin, smax); };
    Value *r = nullptr;
    if (op == "uadd") {
      Value *sum = bin(Opcode::Add, a, b);
      r = select(cmp(Predicate::ICmpULT, sum, a), ones, sum);
    } else if (op == "usub") {
      r = select(cmp(Predicate::ICmpULT, a, b), zero, bin(Opcode::Sub, a, b));
    } else if (op == "sadd" || op == "ssub") {
      // Overflow: the result's sign differs from a's, and b's sign agrees (add) or not (sub).
      Value *res = bin(op == "sadd" ? Opcode::Add : Opcode::Sub, a, b);
      Value *other = op == "sadd" ? bin(Opcode::Xor, b, res) : bin(Opcode::Xor, a, b);
      Value *ov = cmp(Predicate::ICmpSLT, bin(Opcode::And, bin(Opcode::Xor, a, res), other), zero);
      r = select(ov, signedBound(), res);
    } else {
      // A shift overflows when shifting back does not give `a` again.
      Value *res = bin(Opcode::Shl, a, b);
      Value *back = bin(op == "sshl" ? Opcode::AShr : Opcode::LShr, res, b);
      r = select(cmp(Predicate::ICmpNE, back, a), op == "sshl" ? signedBound() : ones, res);
    }
    replace(i, r);
    return true;
  }

  /// llvm.minimum / llvm.maximum (LLVM 8) on a scalar float: NaN if either is NaN, -0 below +0,
  /// else the smaller or larger; equal operands combine their bits (or: -0 wins the minimum,
  /// and: +0 the maximum).
  bool ieeeMinMax(Instruction *i, const std::string &name) {
    const bool isMin = name.rfind("llvm.minimum.", 0) == 0;
    if (!isMin && name.rfind("llvm.maximum.", 0) != 0)
      return false;
    Type *t = i->type;
    const TypeKind k = t->kind();
    if (k != TypeKind::Half && k != TypeKind::Float && k != TypeKind::Double)
      return false;
    Type *bits = m_.types.intTy(k == TypeKind::Half ? 16 : k == TypeKind::Float ? 32 : 64);
    Value *a = i->ops[1], *b = i->ops[2];
    auto fcmp = [&](Predicate p) {
      Instruction *c = insert(i, Opcode::FCmp, m_.types.i1(), {a, b});
      c->predicate = static_cast<uint8_t>(p);
      return c;
    };
    Value *pick = insert(i, Opcode::Select, t, {fcmp(isMin ? Predicate::FCmpOLT : Predicate::FCmpOGT), a, b});
    Value *joined = insert(i, isMin ? Opcode::Or : Opcode::And, bits,
                           {insert(i, Opcode::BitCast, bits, {a}), insert(i, Opcode::BitCast, bits, {b})});
    Value *equal = insert(i, Opcode::Select, t,
                          {fcmp(Predicate::FCmpOEQ), insert(i, Opcode::BitCast, t, {joined}), pick});
    Value *nan = insert(i, Opcode::FAdd, t, {a, b}); // a quiet NaN when either is NaN
    replace(i, insert(i, Opcode::Select, t, {fcmp(Predicate::FCmpUNO), nan, equal}));
    return true;
  }

  /// llvm.nvvm.shfl.sync.MODE.{i32p,f32p} (value and whether the source lane was in range;
  /// unknown to libNVVM) as `shfl.sync.MODE.b32 d|p`, the predicate returned as 0/1 and the
  /// {T, i1} pair rebuilt.
  bool shuffleWithPredicate(Instruction *i, const std::string &name) {
    constexpr std::string_view kPrefix = "llvm.nvvm.shfl.sync.";
    if (name.rfind(kPrefix, 0) != 0 || name.size() < kPrefix.size() + 5 || name.back() != 'p')
      return false;
    const std::string mode = name.substr(kPrefix.size(), name.size() - kPrefix.size() - 5); // idx, up...
    const std::string suffix = name.substr(name.size() - 4);
    if ((suffix != "i32p" && suffix != "f32p") || i->ops.size() != 5 || !i->type->isStruct())
      return false;
    Type *i32 = m_.types.i32();
    Type *t = i->ops[2]->type;
    Type *pair = m_.types.literalStructTy({t, i32}, false);
    const std::string c(1, ptxConstraint(t));
    const std::string ptx =
        "{ .reg .pred %p; shfl.sync." + mode + ".b32 $0|%p, $3, $4, $5, $2; selp.u32 $1, 1, 0, %p; }";
    Instruction *call = asmCall(i, m_.types.functionTy(pair, {i32, t, i32, i32}, false), ptx,
                                "=" + c + ",=r,r," + c + ",r,r,~{memory}", true,
                                {i->ops[1], i->ops[2], i->ops[3], i->ops[4]});
    auto extract = [&](unsigned k, Type *et) {
      Instruction *e = insert(i, Opcode::ExtractValue, et, {call});
      e->indices = {k};
      return e;
    };
    Value *value = extract(0, t);
    Value *inRange = cast(i, Opcode::Trunc, extract(1, i32), m_.types.i1());
    Instruction *first = insert(i, Opcode::InsertValue, i->type,
                                {m_.make<ConstantSimple>(ValueKind::ConstUndef, i->type), value});
    first->indices = {0};
    Instruction *both = insert(i, Opcode::InsertValue, i->type, {first, inRange});
    both->indices = {1};
    replace(i, both);
    return true;
  }

  /// An NVVM float intrinsic as its PTX instruction (FloatPtx.h), with what PTX lacks done in
  /// integer operations: bfloat's .ftz flushes the operands (and an fma's result) before (after)
  /// it, bfloat's .sat clamps the result after it.
  void floatInstruction(Instruction *i, const FloatPtx &p) {
    std::vector<Value *> args(i->ops.begin() + 1, i->ops.end());
    std::vector<Type *> params;
    std::string constraints = std::string("=") + ptxConstraint(i->type);
    for (Value *&a : args) {
      if (p.flushInputs)
        a = flushSubnormal(i, a);
      params.push_back(a->type);
      constraints += std::string(",") + ptxConstraint(a->type);
    }
    Value *r = asmCall(i, m_.types.functionTy(i->type, params, false), p.ptx, constraints, false, args);
    if (p.flushResult)
      r = flushSubnormal(i, r);
    if (p.saturate) { // x > 0x7F80 as unsigned: negative (-0 too) or a positive NaN
      Type *bits = m_.types.intTy(16);
      Value *x = cast(i, Opcode::BitCast, r, bits);
      auto above = [&](uint64_t bound) {
        Instruction *c =
            insert(i, Opcode::ICmp, m_.types.i1(), {x, m_.make<ConstantInt>(bits, BigInt(bound))});
        c->predicate = static_cast<uint8_t>(Predicate::ICmpUGT);
        return c;
      };
      Value *one = m_.make<ConstantInt>(bits, BigInt(0x3F80));
      Value *atMostOne = insert(i, Opcode::Select, bits, {above(0x3F80), one, x});
      Value *clamped =
          insert(i, Opcode::Select, bits, {above(0x7F80), m_.make<ConstantInt>(bits, BigInt(0)), atMostOne});
      r = cast(i, Opcode::BitCast, clamped, r->type);
    }
    replace(i, r);
  }

  /// `v` (bfloat or float) with a subnormal value replaced by the zero of its sign, as .ftz
  /// flushes; in integer operations on its bits.
  Value *flushSubnormal(Instruction *at, Value *v) {
    const bool single = v->type->kind() == TypeKind::Float;
    Type *bits = m_.types.intTy(single ? 32 : 16);
    auto constant = [&](uint64_t c) { return m_.make<ConstantInt>(bits, BigInt(c)); };
    Value *x = cast(at, Opcode::BitCast, v, bits);
    Value *exponent = insert(at, Opcode::And, bits, {x, constant(single ? 0x7F800000 : 0x7F80)});
    Instruction *tiny = insert(at, Opcode::ICmp, m_.types.i1(), {exponent, constant(0)});
    tiny->predicate = static_cast<uint8_t>(Predicate::ICmpEQ);
    Value *zero = insert(at, Opcode::And, bits, {x, constant(single ? 0x80000000 : 0x8000)});
    return cast(at, Opcode::BitCast, insert(at, Opcode::Select, bits, {tiny, zero, x}), v->type);
  }

  /// llvm.objectsize with `dynamic` true (LLVM 9; LLVM 7 has three operands) as what nvvm-sim
  /// answers: the "unknown" size, 0 for the minimum and -1 for the maximum, which LLVM allows
  /// for any object. A false `dynamic` is LLVM 7's question: the printer drops the operand.
  bool dynamicObjectSize(Instruction *i) {
    const auto *dynamic = i->ops.size() > 4 ? dyn_cast<ConstantInt>(i->ops[4]) : nullptr;
    const auto *min = i->ops.size() > 2 ? dyn_cast<ConstantInt>(i->ops[2]) : nullptr;
    if (!dynamic || dynamic->zext() == 0 || !min || !i->type->isInteger())
      return false;
    const BigInt ones = (BigInt(1) << i->type->intWidth()) - 1;
    replace(i, m_.make<ConstantInt>(i->type, min->zext() != 0 ? BigInt(0) : ones));
    return true;
  }

  /// llvm.is.fpclass (LLVM 16) on a scalar half, float or double as integer tests of its bits:
  /// the mask's classes (bit 0 signalling NaN, 1 quiet NaN, then -inf, -normal, -subnormal, -0,
  /// +0, +subnormal, +normal, +inf) or'ed together.
  bool fpClassTest(Instruction *i) {
    Value *x = i->ops[1];
    auto *maskValue = dyn_cast<ConstantInt>(i->ops[2]);
    const TypeKind k = x->type->kind();
    if (!maskValue || (k != TypeKind::Half && k != TypeKind::Float && k != TypeKind::Double))
      return false;
    const unsigned mask = unsigned(maskValue->zext()) & 0x3ff;
    const unsigned n = k == TypeKind::Half ? 16 : k == TypeKind::Float ? 32 : 64;
    const unsigned m = k == TypeKind::Half ? 10 : k == TypeKind::Float ? 23 : 52; // fraction bits
    Type *it = m_.types.intTy(n), *i1 = m_.types.i1();
    const BigInt one = 1;
    const BigInt expMask = ((one << (n - 1)) - 1) - ((one << m) - 1), minNormal = one << m;
    auto constant = [&](BigInt v) { return m_.make<ConstantInt>(it, v); };
    auto cmp = [&](Predicate p, Value *a, Value *b) {
      Instruction *c = insert(i, Opcode::ICmp, i1, {a, b});
      c->predicate = static_cast<uint8_t>(p);
      return c;
    };
    auto both = [&](Opcode op, Value *a, Value *b) { return insert(i, op, i1, {a, b}); };
    Value *bits = insert(i, Opcode::BitCast, it, {x});
    Value *abs = insert(i, Opcode::And, it, {bits, constant((one << (n - 1)) - 1)});
    Value *neg = cmp(Predicate::ICmpSLT, bits, constant(0));
    Value *pos = both(Opcode::Xor, neg, m_.make<ConstantInt>(i1, BigInt(1)));
    // One class, by its bits in the mask (negative, positive).
    std::vector<Value *> terms;
    auto add = [&](unsigned negBit, unsigned posBit, auto test) {
      const bool wantNeg = mask & (1u << negBit), wantPos = mask & (1u << posBit);
      if (!wantNeg && !wantPos)
        return;
      Value *t = test();
      terms.push_back(wantNeg && wantPos ? t : both(Opcode::And, t, wantNeg ? neg : pos));
    };
    add(2, 9, [&] { return cmp(Predicate::ICmpEQ, abs, constant(expMask)); });
    add(3, 8, [&] {
      return cmp(Predicate::ICmpULT, insert(i, Opcode::Sub, it, {abs, constant(minNormal)}),
                 constant(expMask - minNormal));
    });
    add(4, 7, [&] {
      return cmp(Predicate::ICmpULT, insert(i, Opcode::Sub, it, {abs, constant(1)}), constant(minNormal - 1));
    });
    add(5, 6, [&] { return cmp(Predicate::ICmpEQ, abs, constant(0)); });
    const BigInt quietFrom = expMask + (one << (m - 1));
    if ((mask & 3) == 3)
      terms.push_back(cmp(Predicate::ICmpUGT, abs, constant(expMask)));
    else if (mask & 2)
      terms.push_back(cmp(Predicate::ICmpUGE, abs, constant(quietFrom)));
    else if (mask & 1)
      terms.push_back(both(Opcode::And, cmp(Predicate::ICmpUGT, abs, constant(expMask)),
                           cmp(Predicate::ICmpULT, abs, constant(quietFrom))));
    Value *r = m_.make<ConstantInt>(i1, BigInt(0));
    for (Value *t : terms)
      r = r == nullptr || isa<ConstantInt>(r) ? t : both(Opcode::Or, r, t);
    replace(i, r);
    return true;
  }

  /// Markers and hints with no effect on what runs, whose LLVM 7 signatures differ from ours:
  /// annotations give their operand, invariant.start/end and prefetch go.
  bool annotationMarker(Instruction *i, const std::string &name) {
    if (name.rfind("llvm.ptr.annotation.", 0) == 0 || name.rfind("llvm.annotation.", 0) == 0) {
      replace(i, i->ops[1]);
      return true;
    }
    if (name.rfind("llvm.invariant.end.", 0) == 0 || name.rfind("llvm.var.annotation", 0) == 0 ||
        name.rfind("llvm.prefetch.", 0) == 0) {
      erase(i);
      return true;
    }
    if (name.rfind("llvm.is.constant.", 0) == 0) { // false is always a valid answer, and nvvm-sim's
      replace(i, m_.make<ConstantInt>(m_.types.i1(), BigInt(0)));
      return true;
    }
    if (name.rfind("llvm.invariant.start.", 0) == 0) {
      // Its only use is the invariant.end just erased, or none: nothing reads the token.
      replace(i, m_.make<ConstantSimple>(ValueKind::ConstNull, i->type));
      return true;
    }
    return false;
  }

  /// llvm.fptosi.sat / fptoui.sat (LLVM 12, unknown to libNVVM) as PTX's cvt.rzi to 32 or 64
  /// bits, which rounds toward zero and clamps to the destination's range; a narrower result is
  /// clamped further, and NaN gives 0 by a select: the PTX ISA leaves cvt.rzi of NaN open, and an
  /// H100 gave 0x80000000 for cvt.rzi.u32.f64, 0x8000000000000000 for cvt.rzi.u64. A half goes
  /// through float (exactly), as llc does.
  void saturatingConversion(Instruction *i, bool isSigned) {
    Type *ret = i->type;
    Value *x = i->ops[1];
    const TypeKind k = x->type->kind();
    const unsigned bits = ret->isInteger() ? ret->intWidth() : 0;
    if (bits != 8 && bits != 16 && bits != 32 && bits != 64)
      return;
    if (k != TypeKind::Half && k != TypeKind::Float && k != TypeKind::Double)
      return;
    if (k == TypeKind::Half)
      x = cast(i, Opcode::FPExt, x, m_.types.floatTy());
    Type *reg = m_.types.intTy(bits == 64 ? 64 : 32);
    const std::string ptx = std::string("cvt.rzi.") + (isSigned ? "s" : "u") + (bits == 64 ? "64" : "32") +
                            (k == TypeKind::Double ? ".f64" : ".f32") + " $0, $1;";
    Value *r = asmCall(i, m_.types.functionTy(reg, {x->type}, false), ptx,
                       std::string("=") + ptxConstraint(reg) + "," + ptxConstraint(x->type), false, {x});
    if (bits < 32) {
      const BigInt one = 1;
      auto clamp = [&](Predicate p, Value *v, BigInt bound) {
        Value *b = m_.make<ConstantInt>(reg, bound);
        Instruction *c = insert(i, Opcode::ICmp, m_.types.i1(), {v, b});
        c->predicate = static_cast<uint8_t>(p);
        return insert(i, Opcode::Select, reg, {c, b, v});
      };
      if (isSigned)
        r = clamp(Predicate::ICmpSLT, clamp(Predicate::ICmpSGT, r, (one << (bits - 1)) - 1),
                  (one << 32) - (one << (bits - 1)));
      else
        r = clamp(Predicate::ICmpUGT, r, (one << bits) - 1);
      r = cast(i, Opcode::Trunc, r, ret);
    }
    Instruction *nan = insert(i, Opcode::FCmp, m_.types.i1(), {x, x});
    nan->predicate = static_cast<uint8_t>(Predicate::FCmpUNO);
    replace(i, insert(i, Opcode::Select, ret, {nan, m_.make<ConstantInt>(ret, BigInt(0)), r}));
  }

  /// frem on a scalar float (C's fmod: exact, with the dividend's sign) as libdevice's
  /// __nv_fmodf / __nv_fmod, which are exact. Both compilers write a - trunc(a / b) * b, which is
  /// not: it rounds (1 frem 0.1 gives -1.5e-8 for 0.09999999), loses a zero result's sign,
  /// overflows to infinity when the quotient does, and libNVVM's gives NaN for x frem inf. A
  /// half goes through float: the exact remainder of two halves is a half.
  void remainder(Instruction *i) {
    Type *t = i->type;
    const TypeKind k = t->kind();
    if (k != TypeKind::Half && k != TypeKind::Float && k != TypeKind::Double)
      return;
    Type *ft = k == TypeKind::Half ? m_.types.floatTy() : t;
    GlobalValue *decl =
        declare(k == TypeKind::Double ? "__nv_fmod" : "__nv_fmodf", m_.types.functionTy(ft, {ft, ft}, false));
    if (!decl)
      return;
    Value *a = i->ops[0], *b = i->ops[1];
    if (k == TypeKind::Half) {
      a = cast(i, Opcode::FPExt, a, ft);
      b = cast(i, Opcode::FPExt, b, ft);
    }
    Instruction *call = insert(i, Opcode::Call, ft, {decl, a, b});
    call->auxType = decl->valueType;
    call->argAttrs.resize(2);
    replace(i, k == TypeKind::Half ? static_cast<Value *>(cast(i, Opcode::FPTrunc, call, t)) : call);
  }

  /// `freeze` for libNVVM: LLVM 7 has none, and the printer's pass-through (a bitcast) leaves an
  /// undef operand undef, which libNVVM may read as a different value at each use (`freeze
  /// poison` compared with itself folded to false). A constant's undef and poison parts become
  /// zero; any other operand goes through an inline-asm move, opaque to libNVVM's optimiser, so
  /// that every use reads one value whatever the operand was (a vector lane by lane).
  void freeze(Instruction *i) {
    Value *v = i->ops[0];
    if (v->isConstant()) {
      if (Value *c = withoutUndef(v)) {
        replace(i, c);
        return;
      }
    }
    Type *t = i->type;
    if (t->kind() == TypeKind::FixedVector) {
      Type *e = t->element();
      if (!opaqueMoveType(e))
        return;
      Value *r = m_.make<ConstantSimple>(ValueKind::ConstZero, t);
      for (uint64_t k = 0; k < t->count(); ++k) {
        Value *lane = m_.make<ConstantInt>(m_.types.i32(), BigInt(k));
        Value *x = opaqueMove(i, insert(i, Opcode::ExtractElement, e, {v, lane}));
        r = insert(i, Opcode::InsertElement, t, {r, x, lane});
      }
      replace(i, r);
      return;
    }
    if (opaqueMoveType(t))
      replace(i, opaqueMove(i, v));
  }

  /// `v` with its undef and poison parts (scalars, aggregate elements) replaced by zero; null
  /// for a constant expression, which may hide one.
  Value *withoutUndef(Value *v) {
    switch (v->valueKind()) {
    case ValueKind::ConstUndef:
    case ValueKind::ConstPoison:
      if (v->type->isInteger())
        return m_.make<ConstantInt>(v->type, BigInt(0));
      if (v->type->isFloatingPoint())
        return m_.make<ConstantFP>(v->type, 0);
      if (v->type->isPointer())
        return m_.make<ConstantSimple>(ValueKind::ConstNull, v->type);
      return m_.make<ConstantSimple>(ValueKind::ConstZero, v->type);
    case ValueKind::ConstAggregate: {
      auto *a = ir::cast<ConstantAggregate>(v);
      std::vector<Value *> elems;
      for (Value *e : a->elems) {
        Value *z = withoutUndef(e);
        if (!z)
          return nullptr;
        elems.push_back(z);
      }
      return elems == a->elems ? v : m_.make<ConstantAggregate>(v->type, std::move(elems));
    }
    case ValueKind::ConstExpr: return nullptr;
    default: return v;
    }
  }

  /// Scalars an inline-asm `mov` carries: i1, i8, i16, i32, i64, float, double.
  static bool opaqueMoveType(const Type *t) {
    const unsigned w = t->isInteger() ? t->intWidth() : 0;
    return w == 1 || w == 8 || w == 16 || w == 32 || w == 64 || t->kind() == TypeKind::Float ||
           t->kind() == TypeKind::Double;
  }

  /// `mov.bN $0, $1` of `v`: the same bits, which no optimiser can see through. i1 and i8 travel
  /// in 32-bit registers.
  Value *opaqueMove(Instruction *at, Value *v) {
    Type *t = v->type;
    const bool narrow = t->isInteger() && t->intWidth() < 16;
    Value *x = narrow ? cast(at, Opcode::ZExt, v, m_.types.i32()) : v;
    const std::string c(1, ptxConstraint(x->type));
    Value *r =
        asmCall(at, m_.types.functionTy(x->type, {x->type}, false),
                "mov.b" + std::to_string(x->type->scalarBits()) + " $0, $1;", "=" + c + "," + c, false, {x});
    return narrow ? cast(at, Opcode::Trunc, r, t) : r;
  }

  /// llvm.lround and llvm.llround (half away from zero, which no PTX cvt mode does) as
  /// libdevice's __nv_llroundf / __nv_llround, clamped to a narrower result.
  void roundToInteger(Instruction *i) {
    Type *ret = i->auxType->returnType();
    Value *x = i->ops[1];
    const TypeKind k = x->type->kind();
    if (ret->isVector() || (k != TypeKind::Float && k != TypeKind::Double))
      return;
    Type *i64 = m_.types.i64();
    GlobalValue *decl = declare(k == TypeKind::Float ? "__nv_llroundf" : "__nv_llround",
                                m_.types.functionTy(i64, {x->type}, false));
    if (!decl)
      return;
    Instruction *call = insert(i, Opcode::Call, i64, {decl, x});
    call->auxType = decl->valueType;
    call->argAttrs.resize(1);
    if (ret->isInteger(64)) {
      replace(i, call);
      return;
    }
    // A narrower result saturates, as nvvm-sim's conversions do (docs/semantics.md).
    const unsigned n = ret->intWidth();
    const BigInt one = 1;
    Value *lo = m_.make<ConstantInt>(i64, ((one << 64) - (one << (n - 1))));
    Value *hi = m_.make<ConstantInt>(i64, (one << (n - 1)) - 1);
    auto clamp = [&](Predicate p, Value *v, Value *bound) {
      Instruction *c = insert(i, Opcode::ICmp, m_.types.i1(), {v, bound});
      c->predicate = static_cast<uint8_t>(p);
      return insert(i, Opcode::Select, i64, {c, bound, v});
    };
    Value *clamped = clamp(Predicate::ICmpSLT, clamp(Predicate::ICmpSGT, call, hi), lo);
    replace(i, cast(i, Opcode::Trunc, clamped, ret));
  }

  /// An acquire, release or seq_cst `load atomic` / `store atomic` (llc-19 selects only relaxed
  /// ones) as PTX's ld.acquire / st.release at the scope, seq_cst with a fence.sc before it as
  /// the PTX memory model maps it; through the generic address.
  void orderedAccess(Instruction *i) {
    const bool load = i->opcode == Opcode::Load;
    Value *value = load ? nullptr : i->ops[0];
    Value *ptr = load ? i->ops[0] : i->ops[1];
    const Type *t = load ? i->type : value->type;
    const char c = ptxConstraint(t);
    const unsigned bits = t->isPointer() ? 64 : t->scalarBits();
    if (!c || (bits != 16 && bits != 32 && bits != 64) || t->isVector())
      return;
    const std::string scope = ptxScope(i->syncScope);
    const std::string width = ".b" + std::to_string(bits);
    const bool seqCst = i->ordering == AtomicOrdering::SeqCst;
    std::string ptx = seqCst ? "fence.sc" + scope + "; " : "";
    if (load)
      ptx += (seqCst || i->ordering == AtomicOrdering::Acquire ? "ld.acquire" : "ld.relaxed") + scope +
             width + " $0, [$1];";
    else
      ptx += (seqCst ? "st.relaxed" : "st.release") + scope + width + " [$0], $1;";
    if (ptr->type->addrSpace() != 0)
      ptr = insert(i, Opcode::AddrSpaceCast, m_.types.pointerTy(0), {ptr});
    Type *voidTy = m_.types.voidTy();
    if (load) {
      replace(i, asmCall(i, m_.types.functionTy(i->type, {ptr->type}, false), ptx,
                         std::string("=") + c + ",l,~{memory}", true, {ptr}));
    } else {
      asmCall(i, m_.types.functionTy(voidTy, {ptr->type, value->type}, false), ptx,
              std::string("l,") + c + ",~{memory}", true, {ptr, value});
      erase(i);
    }
  }

  /// One step of a compare-and-swap loop in PTX: the registers it declares, and how it computes
  /// %new from %old and the operand $2 (both .bW registers, W the width).
  struct CasStep {
    std::string regs, update;
  };

  /// The step of `op` on a `t` operand (32- and 64-bit integers, float and double); nullopt where
  /// no loop applies (the compiler then takes the operation or reports it). A new row of
  /// core/ir/AtomicRmwOps.def that a compiler cannot take gets its PTX here.
  static std::optional<CasStep> casStep(RMWOp op, const Type *t) {
    const TypeKind k = t->kind();
    const bool isFloat = k == TypeKind::Float || k == TypeKind::Double;
    const bool isInt = t->isInteger(32) || t->isInteger(64);
    const std::string w = k == TypeKind::Float || t->isInteger(32) ? "32" : "64";
    const std::string f = "f" + w, u = ".u" + w, b = ".b" + w;
    switch (op) {
    case RMWOp::FMax:
    case RMWOp::FMin: // PTX max/min are LLVM's maxnum/minnum
      if (!isFloat)
        return std::nullopt;
      return CasStep{".reg ." + f + " %x;", "mov.b" + w + " %x, %old; " +
                                                (op == RMWOp::FMax ? "max." : "min.") + f +
                                                " %x, %x, $2; mov.b" + w + " %new, %x;"};
    case RMWOp::FMaximum:
    case RMWOp::FMinimum: {
      // max/min, then: equal operands (zeros of either sign) combine their bits, and: +0 wins the
      // maximum, or: -0 the minimum (as ieeeMinMax does for llvm.maximum); either NaN gives the
      // canonical NaN.
      if (!isFloat)
        return std::nullopt;
      const bool isMax = op == RMWOp::FMaximum;
      return CasStep{".reg ." + f + " %x; .reg .pred %q, %e; .reg " + b + " %v;",
                     "mov" + b + " %x, %old; mov" + b + " %v, $2; setp.nan." + f + " %q, %x, $2; setp.eq." +
                         f + " %e, %x, $2; " + (isMax ? "max." : "min.") + f + " %x, %x, $2; mov" + b +
                         " %new, %x; @%e " + (isMax ? "and" : "or") + b + " %new, %old, %v; @%q mov" + b +
                         " %new, " + (w == "32" ? "0x7FFFFFFF" : "0x7FFFFFFFFFFFFFFF") + ";"};
    }
    case RMWOp::UIncWrap: // old >= v ? 0 : old + 1
      if (!isInt)
        return std::nullopt;
      return CasStep{".reg .pred %q; .reg " + b + " %t;", "setp.ge" + u + " %q, %old, $2; add" + u +
                                                              " %t, %old, 1; selp" + b + " %new, 0, %t, %q;"};
    case RMWOp::UDecWrap: // old == 0 || old > v ? v : old - 1
      if (!isInt)
        return std::nullopt;
      return CasStep{".reg .pred %q; .reg " + b + " %t;",
                     "setp.eq" + u + " %q, %old, 0; setp.gt.or" + u + " %q, %old, $2, %q; sub" + u +
                         " %t, %old, 1; selp" + b + " %new, $2, %t, %q;"};
    case RMWOp::USubCond: // old >= v ? old - v : old
    case RMWOp::USubSat:  // old >= v ? old - v : 0
      if (!isInt)
        return std::nullopt;
      return CasStep{".reg .pred %q; .reg " + b + " %t;",
                     "setp.ge" + u + " %q, %old, $2; sub" + u + " %t, %old, $2; selp" + b + " %new, %t, " +
                         (op == RMWOp::USubCond ? "%old" : "0") + ", %q;"};
    case RMWOp::Xchg:
    case RMWOp::Add:
    case RMWOp::Sub:
    case RMWOp::And:
    case RMWOp::Nand:
    case RMWOp::Or:
    case RMWOp::Xor:
    case RMWOp::Max:
    case RMWOp::Min:
    case RMWOp::UMax:
    case RMWOp::UMin:
    case RMWOp::FAdd:
    case RMWOp::FSub: return std::nullopt; // PTX atom has them, and both compilers take them
    }
    return std::nullopt;
  }

  /// An atomicrmw the compiler cannot take, rewritten as a compare-and-swap loop in PTX: read,
  /// compute the new value, atom.cas, again while another thread got there first. llc-19 cannot read the
  /// keywords newer than LLVM 19, libNVVM what NVVM IR 2.0 cannot write (core/ir/AtomicRmwOps.def:
  /// fmax/fmin on float or double, uinc_wrap and udec_wrap on i64, as libNVVM's inc/dec are 32-bit,
  /// and the LLVM 20 operations).
  void casLoop(Instruction *i) {
    Value *ptr = i->ops[0], *v = i->ops[1];
    Type *t = v->type;
    const bool compilerTakesIt = compiler_ == Compiler::Llc ? rmwInfo(i->rmwOp).since <= kLlcLlvmRelease
                                                            : nvvm7HasAtomicRMW(i->rmwOp, t);
    const std::optional<CasStep> step = compilerTakesIt ? std::nullopt : casStep(i->rmwOp, t);
    if (!step)
      return;
    const std::string w = t->kind() == TypeKind::Float || t->isInteger(32) ? "32" : "64";
    const std::string &regs = step->regs, &update = step->update;
    const std::string scope = ptxScope(i->syncScope);
    const AtomicOrdering o = i->ordering;
    const std::string sem = o == AtomicOrdering::Monotonic ? ".relaxed"
                            : o == AtomicOrdering::Acquire ? ".acquire"
                            : o == AtomicOrdering::Release ? ".release"
                                                           : ".acq_rel";
    const std::string b = ".b" + w;
    const std::string ptx = "{ .reg .pred %p; .reg " + b + " %old, %assumed, %new; " + regs +
                            (o == AtomicOrdering::SeqCst ? " fence.sc" + scope + ";" : "") + " ld.relaxed" +
                            scope + b + " %old, [$1]; Lcas${:uid}: mov" + b + " %assumed, %old; " + update +
                            " atom" + sem + scope + ".cas" + b + " %old, [$1], %assumed, %new; setp.ne" + b +
                            " %p, %old, %assumed; @%p bra Lcas${:uid}; mov" + b + " $0, %old; }";
    if (ptr->type->addrSpace() != 0)
      ptr = insert(i, Opcode::AddrSpaceCast, m_.types.pointerTy(0), {ptr});
    const std::string c(1, ptxConstraint(t));
    replace(i, asmCall(i, m_.types.functionTy(t, {ptr->type, t}, false), ptx,
                       "=" + c + ",l," + c + ",~{memory}", true, {ptr, v}));
  }

  /// PTX's scope qualifier for an LLVM syncscope: "" is the whole system.
  static std::string ptxScope(const std::string &s) {
    return s.empty() ? ".sys" : s == "block" ? ".cta" : s == "cluster" ? ".cluster" : ".gpu";
  }

  /// `fence [syncscope(S)] ORDER` as PTX's fence.sc or fence.acq_rel at S's scope.
  void fence(Instruction *i) {
    const std::string &s = i->syncScope;
    if (s == "singlethread") { // orders nothing between threads
      erase(i);
      return;
    }
    const char *sem = i->ordering == AtomicOrdering::SeqCst ? "fence.sc" : "fence.acq_rel";
    asmCall(i, m_.types.functionTy(m_.types.voidTy(), {}, false), sem + ptxScope(s) + ";", "~{memory}", true,
            {});
    erase(i);
  }

  void replaceWithAsm(Instruction *i, std::string_view ptx, bool sideEffect) {
    Type *i32 = m_.types.i32();
    const Type *fnTy = i->auxType;
    Type *ret = fnTy->returnType();
    const bool boolResult = ret->isInteger(1);
    std::vector<Type *> params;
    std::vector<Value *> args;
    std::string constraints;
    if (!ret->isVoid())
      constraints = std::string("=") + ptxConstraint(boolResult ? i32 : ret);
    for (size_t k = 1; k < i->ops.size(); ++k) {
      Value *a = i->ops[k];
      if (a->type->isInteger(1))
        a = cast(i, Opcode::ZExt, a, i32);
      if (!ptxConstraint(a->type))
        return; // not a scalar PTX register: leave it for llc to report
      params.push_back(a->type);
      args.push_back(a);
      constraints += std::string(constraints.empty() ? "" : ",") + ptxConstraint(a->type);
    }
    if (sideEffect)
      constraints += constraints.empty() ? "~{memory}" : ",~{memory}";
    Instruction *call = asmCall(i, m_.types.functionTy(boolResult ? i32 : ret, params, false),
                                std::string(ptx), constraints, sideEffect, args);
    if (boolResult) {
      Instruction *t = cast(i, Opcode::Trunc, call, ret);
      replace(i, t);
    } else {
      replace(i, call);
    }
  }

  /// llvm.sin.f32 and the like as __nv_sinf; a half goes through float.
  void libdevice(Instruction *i, const std::string &name) {
    if (name.rfind("llvm.", 0) != 0)
      return;
    const size_t dot = name.find('.', 5);
    if (dot == std::string::npos)
      return;
    std::string_view base = std::string_view(name).substr(5, dot - 5);
    Type *ret = i->auxType->returnType();
    // roundeven (LLVM 11, unknown to libNVVM) is rint: the GPU rounds to nearest even. libNVVM
    // writes llvm.round as cvt.rni too, which rounds halfway cases to even; libdevice's round
    // rounds them away from zero, as llvm.round does.
    const bool nvvmOnly = compiler_ == Compiler::Nvvm && (base == "roundeven" || base == "round");
    if (nvvmOnly && base == "roundeven")
      base = "rint";
    if (!nvvmOnly &&
        std::find(std::begin(kLibdeviceNames), std::end(kLibdeviceNames), base) == std::end(kLibdeviceNames))
      return;
    if (!ret->isFloatingPoint() || ret->isVector())
      return;
    const bool half = ret->kind() == TypeKind::Half;
    Type *t = half ? m_.types.floatTy() : ret;
    if (t->kind() != TypeKind::Float && t->kind() != TypeKind::Double)
      return;
    std::string fn = "__nv_" + std::string(base) + (t->kind() == TypeKind::Float ? "f" : "");
    std::vector<Type *> params;
    std::vector<Value *> args;
    for (size_t k = 1; k < i->ops.size(); ++k) {
      Value *a = i->ops[k];
      if (half && a->type->kind() == TypeKind::Half)
        a = cast(i, Opcode::FPExt, a, t);
      params.push_back(a->type);
      args.push_back(a);
    }
    GlobalValue *decl = declare(fn, m_.types.functionTy(t, params, false));
    if (!decl)
      return;
    std::vector<Value *> ops{decl};
    ops.insert(ops.end(), args.begin(), args.end());
    Instruction *call = insert(i, Opcode::Call, t, std::move(ops));
    call->auxType = decl->valueType;
    call->argAttrs.resize(args.size());
    replace(i, half ? cast(i, Opcode::FPTrunc, call, ret) : call);
  }

  /// The declaration of `name`, made when the module has none; null when it has one of another type.
  GlobalValue *declare(const std::string &name, Type *fnTy) {
    GlobalValue *g = m_.getOrDeclareFunction(name, fnTy);
    return g->valueType == fnTy ? g : nullptr;
  }

  Instruction *asmCall(Instruction *at, Type *fnTy, std::string ptx, std::string constraints, bool sideEffect,
                       const std::vector<Value *> &args) {
    auto *ia = m_.make<InlineAsm>(m_.types.pointerTy(0), fnTy);
    ia->asmString = std::move(ptx);
    ia->constraints = std::move(constraints);
    ia->sideEffect = sideEffect;
    std::vector<Value *> ops{ia};
    ops.insert(ops.end(), args.begin(), args.end());
    Instruction *call = insert(at, Opcode::Call, fnTy->returnType(), std::move(ops));
    call->auxType = fnTy;
    call->argAttrs.resize(args.size());
    // A convergent call: LLVM must not make it conditional or duplicate it across lanes.
    if (sideEffect)
      call->fnAttrs.attrs.push_back(Attribute{.kind = AttrKind::Convergent});
    return call;
  }

  Instruction *cast(Instruction *at, Opcode op, Value *v, Type *to) { return insert(at, op, to, {v}); }

  /// A new instruction before `at`, at its source location.
  Instruction *insert(Instruction *at, Opcode op, Type *t, std::vector<Value *> ops) {
    auto *I = m_.make<Instruction>(op, t);
    I->ops = std::move(ops);
    I->loc = at->loc;
    I->parent = at->parent;
    auto &insts = at->parent->insts;
    insts.insert(std::find(insts.begin(), insts.end(), at), I);
    return I;
  }

  /// Every use of `from` in its function reads `to`; `from` goes, and `to` takes its name.
  void replace(Instruction *from, Value *to) {
    GlobalValue *fn = from->parent->parent;
    for (BasicBlock *b : fn->blocks)
      for (Instruction *i : b->insts)
        std::replace(i->ops.begin(), i->ops.end(), static_cast<Value *>(from), to);
    if (auto *ti = dyn_cast<Instruction>(to); ti && ti->name.empty() && !from->name.empty())
      std::swap(ti->name, from->name);
    erase(from);
  }

  void erase(Instruction *i) {
    auto &insts = i->parent->insts;
    insts.erase(std::find(insts.begin(), insts.end(), i));
    ++rewritten_;
  }

  Module &m_;
  Compiler compiler_;
  ReflectAnswers reflect_;
  unsigned rewritten_ = 0;
};

} // namespace

unsigned legalizeForPtx(Module &m, Compiler compiler, const std::vector<std::string> &compilerOptions) {
  return Legalizer(m, compiler, compilerOptions).run();
}

} // namespace nvsim::backends
