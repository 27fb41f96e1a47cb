// Exact cases for the NVVM intrinsics: rounding modes and .ftz (generated), min/max variants,
// saturate, integral rounding, half/bfloat fma, conversions and the integer intrinsics.
#include "intrinsics/test/GeneratedCases.h"

#include <cmath>

namespace nvsim::intr::test {

namespace {

constexpr const char *kModes[] = {"rn", "rz", "rm", "rp"};

/// min/max over one type: encodings of -2, 3, 1, a NaN, the smallest subnormal and its negative.
struct MinMaxType {
  std::string suffix; // "f", "f16", "bf16"
  uint64_t m2, p3, p1, nan, sub, negSub, negZero, canonNan, m3;
};

void addMinMax(std::vector<ExactCase> &out, const MinMaxType &t) {
  for (bool isMax : {false, true})
    for (bool ftz : {false, true})
      for (bool nan : {false, true})
        for (bool xorsign : {false, true}) {
          std::string name = std::string("llvm.nvvm.f") + (isMax ? "max" : "min");
          if (ftz)
            name += ".ftz";
          if (nan)
            name += ".nan";
          if (xorsign)
            name += ".xorsign.abs";
          name += "." + t.suffix;
          // (-2, 3): min -2, max 3; with xorsign the magnitude 2 or 3 takes the sign - ^ + = -.
          out.push_back({name, {t.m2, t.p3}, xorsign ? (isMax ? t.m3 : t.m2) : (isMax ? t.p3 : t.m2)});
          // (NaN, 1): the other operand, or the canonical NaN with .nan.
          out.push_back({name, {t.nan, t.p1}, nan ? t.canonNan : t.p1});
          // (-sub, +sub): kept, or both flushed to zeros (-0 < +0); xorsign makes the result negative.
          uint64_t expect;
          if (xorsign)
            expect = ftz ? t.negZero : t.negSub;
          else if (ftz)
            expect = isMax ? 0 : t.negZero;
          else
            expect = isMax ? t.sub : t.negSub;
          out.push_back({name, {t.negSub, t.sub}, expect});
        }
}

std::vector<ExactCase> build() {
  std::vector<ExactCase> v;
  addRoundedArithCases(v, [](std::string_view op, int mode, bool isDouble, bool ftz) -> std::string {
    if (op == "sub")
      return "";
    return "llvm.nvvm." + std::string(op) + "." + kModes[mode] + (ftz ? ".ftz" : "") +
           (isDouble ? ".d" : ".f");
  });
  addConversionCases(v, [](std::string_view kind, int mode, bool ftz) -> std::string {
    const bool fromFloat = kind[0] == 'f';
    if (ftz && !fromFloat && kind != "d2f")
      return "";
    return "llvm.nvvm." + std::string(kind) + "." + kModes[mode] + (ftz ? ".ftz" : "");
  });
  v.push_back({"llvm.nvvm.sqrt.f", {f(2)}, 0x3fb504f3});

  addMinMax(v, {"f", f(-2), f(3), f(1), 0x7fc00000, 1, 0x80000001, 0x80000000, kNanF, f(-3)});
  addMinMax(v, {"f16", 0xc000, 0x4200, 0x3c00, 0x7e00, 1, 0x8001, 0x8000, kNanH, 0xc200});
  addMinMax(v, {"bf16", 0xc000, 0x4040, 0x3f80, 0x7fc0, 1, 0x8001, 0x8000, 0x7fff, 0xc040});
  v.push_back({"llvm.nvvm.fmin.d", {d(-2), d(3)}, d(-2)});
  v.push_back({"llvm.nvvm.fmin.d", {kNanD, d(1)}, d(1)});
  v.push_back({"llvm.nvvm.fmax.d", {d(-2), d(3)}, d(3)});
  v.push_back({"llvm.nvvm.fmax.d", {d(-0.0), d(0.0)}, d(0.0)});

  const float sub = 0x1p-140f;
  v.insert(v.end(),
           {
               {"llvm.nvvm.fabs.f", {f(-2)}, f(2)},
               {"llvm.nvvm.fabs.f", {f(-sub)}, f(sub)},
               {"llvm.nvvm.fabs.ftz.f", {f(-sub)}, f(0)},
               {"llvm.nvvm.fabs.d", {d(-2)}, d(2)},
               {"llvm.nvvm.saturate.f", {f(1.5)}, f(1)},
               {"llvm.nvvm.saturate.f", {f(-0.5)}, f(0)},
               {"llvm.nvvm.saturate.f", {kNanF}, f(0)},
               {"llvm.nvvm.saturate.f", {f(sub)}, f(sub)},
               {"llvm.nvvm.saturate.ftz.f", {f(sub)}, f(0)},
               {"llvm.nvvm.saturate.ftz.f", {f(0.25)}, f(0.25)},
               {"llvm.nvvm.saturate.d", {d(1.5)}, d(1)},
               {"llvm.nvvm.saturate.d", {kNanD}, d(0)},
               {"llvm.nvvm.floor.f", {f(-2.5)}, f(-3)},
               {"llvm.nvvm.floor.f", {f(-sub)}, f(-1)},
               {"llvm.nvvm.floor.ftz.f", {f(-sub)}, f(-0.0)},
               {"llvm.nvvm.floor.d", {d(-2.5)}, d(-3)},
               {"llvm.nvvm.ceil.f", {f(-2.5)}, f(-2)},
               {"llvm.nvvm.ceil.f", {f(sub)}, f(1)},
               {"llvm.nvvm.ceil.ftz.f", {f(sub)}, f(0)},
               {"llvm.nvvm.ceil.d", {d(-0.5)}, d(-0.0)},
               {"llvm.nvvm.trunc.f", {f(-2.5)}, f(-2)},
               {"llvm.nvvm.trunc.ftz.f", {f(-sub)}, f(-0.0)},
               {"llvm.nvvm.trunc.d", {d(2.9)}, d(2)},
               // cvt.rni: nearest even.
               {"llvm.nvvm.round.f", {f(2.5)}, f(2)},
               {"llvm.nvvm.round.f", {f(3.5)}, f(4)},
               {"llvm.nvvm.round.f", {f(-2.5)}, f(-2)},
               {"llvm.nvvm.round.ftz.f", {f(-sub)}, f(-0.0)},
               {"llvm.nvvm.round.d", {d(0.5)}, d(0)},
               {"llvm.nvvm.neg.bf16", {0x3f80}, 0xbf80},
               {"llvm.nvvm.abs.bf16", {0xbf80}, 0x3f80},
               // (1 + 2^-10)(1 - 2^-10) - 1 = -2^-20: a half subnormal (0x8010).
               {"llvm.nvvm.fma.rn.f16", {0x3c01, 0x3bfe, 0xbc00}, 0x8010},
               {"llvm.nvvm.fma.rn.f16", {0x3c00, 0x3c00, 0x3c00}, 0x4000},
               {"llvm.nvvm.fma.rn.ftz.f16", {0x3c01, 0x3bfe, 0xbc00}, 0x8000},
               {"llvm.nvvm.fma.rn.sat.f16", {0x3c00, 0x3c00, 0x3c00}, 0x3c00},
               {"llvm.nvvm.fma.rn.sat.f16", {0x3c01, 0x3bfe, 0xbc00}, 0},
               {"llvm.nvvm.fma.rn.ftz.sat.f16", {0x3c00, 0x3c00, 0x3c00}, 0x3c00},
               {"llvm.nvvm.fma.rn.relu.f16", {0x3c01, 0x3bfe, 0xbc00}, 0},
               {"llvm.nvvm.fma.rn.relu.f16", {0x3c00, 0x3c00, 0x3c00}, 0x4000},
               {"llvm.nvvm.fma.rn.ftz.relu.f16", {0xbc00, 0x3c00, 0x3800}, 0},
               // bfloat: (1 + 2^-7)(1 - 2^-7) - 1 = -2^-14 (0xb880).
               {"llvm.nvvm.fma.rn.bf16", {0x3f81, 0x3f7e, 0xbf80}, 0xb880},
               {"llvm.nvvm.fma.rn.ftz.bf16", {0x3f80, 0x3f80, 0x3f80}, 0x4000},
               {"llvm.nvvm.fma.rn.sat.bf16", {0x3f80, 0x3f80, 0x3f80}, 0x3f80},
               {"llvm.nvvm.fma.rn.ftz.sat.bf16", {0x3f81, 0x3f7e, 0xbf80}, 0},
               {"llvm.nvvm.fma.rn.relu.bf16", {0x3f81, 0x3f7e, 0xbf80}, 0},
               {"llvm.nvvm.fma.rn.ftz.relu.bf16", {0x3f80, 0x3f80, 0x3f80}, 0x4000},
               // Half, bfloat and tf32 conversions.
               {"llvm.nvvm.f2h.rn", {f(1)}, 0x3c00},
               {"llvm.nvvm.f2h.rn", {f(65520)}, 0x7c00}, // the tie rounds to even: 2^16, overflow
               {"llvm.nvvm.f2h.rn", {f(1.0f / 3)}, 0x3555},
               {"llvm.nvvm.f2h.rn.ftz", {f(-2)}, 0xc000},
               {"llvm.nvvm.h2f", {0x3555}, f(0.333251953125f)},
               {"llvm.nvvm.bf2h.rn", {0x3f808000}, 0x3f80}, // tie to even
               {"llvm.nvvm.bf2h.rn", {0x3f818000}, 0x3f82},
               {"llvm.nvvm.bf2h.rn", {f(sub)}, 0},
               {"llvm.nvvm.bf2h.rn", {0x00018000}, 0x0002},
               {"llvm.nvvm.bf2h.rn.ftz", {0x00018000}, 0},
               {"llvm.nvvm.f2bf16.rn", {0x3f818000}, 0x3f82},
               {"llvm.nvvm.f2bf16.rz", {0x3f818000}, 0x3f81},
               {"llvm.nvvm.f2bf16.rn.relu", {f(-1)}, 0},
               {"llvm.nvvm.f2bf16.rn.relu", {f(1)}, 0x3f80},
               {"llvm.nvvm.f2bf16.rz.relu", {f(-2)}, 0},
               {"llvm.nvvm.f2bf16.rz.relu", {0x3f81ffff}, 0x3f81},
               {"llvm.nvvm.f2tf32.rna", {0x3f801000}, 0x3f802000}, // tie away from zero
               {"llvm.nvvm.f2tf32.rna", {0x3f800fff}, 0x3f800000},
               {"llvm.nvvm.f2tf32.rna", {0xbf801000}, 0xbf802000},
               // Bit moves.
               {"llvm.nvvm.bitcast.f2i", {f(1)}, 0x3f800000},
               {"llvm.nvvm.bitcast.i2f", {0x40000000}, f(2)},
               {"llvm.nvvm.bitcast.d2ll", {d(1)}, 0x3ff0000000000000},
               {"llvm.nvvm.bitcast.ll2d", {0x4000000000000000}, d(2)},
               {"llvm.nvvm.lohi.i2d", {0x00000001, 0x3ff00000}, 0x3ff0000000000001},
               {"llvm.nvvm.d2i.lo", {0x3ff0000000000001}, 1},
               {"llvm.nvvm.d2i.hi", {0x3ff0000000000001}, 0x3ff00000},
               {"llvm.nvvm.move.i16", {0xbeef}, 0xbeef},
               {"llvm.nvvm.move.i32", {0xdeadbeef}, 0xdeadbeef},
               {"llvm.nvvm.move.i64", {0x0123456789abcdef}, 0x0123456789abcdef},
               {"llvm.nvvm.move.float", {0x7fc00001}, 0x7fc00001},
               {"llvm.nvvm.move.double", {d(-2.5)}, d(-2.5)},
               {"llvm.nvvm.move.ptr", {0x7f0000001000}, 0x7f0000001000},
               // Integer intrinsics.
               {"llvm.nvvm.prmt", {0x03020100, 0x07060504, 0x3210}, 0x03020100},
               {"llvm.nvvm.prmt", {0x03020100, 0x07060504, 0x7654}, 0x07060504},
               {"llvm.nvvm.prmt", {0x03020100, 0x07060504, 0x0123}, 0x00010203},
               {"llvm.nvvm.prmt", {0x00000080, 0, 0x0008}, 0x808080ff}, // byte 0 with sign replication
               {"llvm.nvvm.mulhi.s", {i16(-32768), 2}, 0xffff},
               {"llvm.nvvm.mulhi.us", {0xffff, 0xffff}, 0xfffe},
               {"llvm.nvvm.mulhi.i", {0x40000000, 4}, 1},
               {"llvm.nvvm.mulhi.i", {i32(-1), i32(-1)}, 0},
               {"llvm.nvvm.mulhi.ui", {0xffffffff, 0xffffffff}, 0xfffffffe},
               {"llvm.nvvm.mulhi.ll", {i64(INT64_MIN), 2}, i64(-1)},
               {"llvm.nvvm.mulhi.ull", {~0ull, ~0ull}, ~0ull - 1},
               {"llvm.nvvm.mul24.i", {0x00800000, 2}, 0xff000000}, // -2^23 * 2
               {"llvm.nvvm.mul24.ui", {0xffffff, 0xffffff}, 0xfe000001},
               {"llvm.nvvm.mul24.ui", {0x01000003, 2}, 6}, // the high byte is ignored
               {"llvm.nvvm.sad.s", {i16(-3), 4, 1}, 8},
               {"llvm.nvvm.sad.us", {3, 0xffff, 0}, 0xfffc},
               {"llvm.nvvm.sad.i", {i32(-1), 1, 10}, 12},
               {"llvm.nvvm.sad.ui", {1, 0xffffffff, 0}, 0xfffffffe},
               {"llvm.nvvm.sad.ll", {i64(-5), 5, 0}, 10},
               {"llvm.nvvm.sad.ull", {0, ~0ull, 1}, 0},
               {"llvm.nvvm.rotate.b32", {0x80000001, 1}, 3},
               {"llvm.nvvm.rotate.b32", {0x80000001, 33}, 3},
               {"llvm.nvvm.rotate.b64", {0x8000000000000000, 1}, 1},
               {"llvm.nvvm.rotate.right.b64", {1, 1}, 0x8000000000000000},
               {"llvm.nvvm.swap.lo.hi.b64", {0x1122334455667788}, 0x5566778811223344},
               {"llvm.nvvm.fns", {0b1011, 0, 2}, 1},
               {"llvm.nvvm.fns", {0b1011, 3, i32(-2)}, 1},
               {"llvm.nvvm.fns", {0b1011, 2, 0}, 0xffffffff},
               {"llvm.nvvm.fns", {0b1011, 3, 0}, 3},
               {"llvm.nvvm.fns", {0, 0, 1}, 0xffffffff},
               {"llvm.nvvm.brev32", {1}, 0x80000000},
               {"llvm.nvvm.brev64", {1}, 0x8000000000000000},
               {"llvm.nvvm.clz.i", {1}, 31},
               {"llvm.nvvm.clz.i", {0}, 32},
               {"llvm.nvvm.clz.ll", {0}, 64},
               {"llvm.nvvm.popc.i", {0xff}, 8},
               {"llvm.nvvm.popc.ll", {~0ull}, 64},
               {"llvm.nvvm.abs.i", {i32(-5)}, 5},
               {"llvm.nvvm.abs.i", {i32(INT32_MIN)}, i32(INT32_MIN)},
               {"llvm.nvvm.abs.ll", {i64(-5)}, 5},
               {"llvm.nvvm.min.i", {i32(-1), 1}, i32(-1)},
               {"llvm.nvvm.min.ui", {0xffffffff, 1}, 1},
               {"llvm.nvvm.min.ll", {i64(-1), 1}, i64(-1)},
               {"llvm.nvvm.min.ull", {~0ull, 1}, 1},
               {"llvm.nvvm.max.i", {i32(-1), 1}, 1},
               {"llvm.nvvm.max.ui", {0xffffffff, 1}, 0xffffffff},
               {"llvm.nvvm.max.ll", {i64(-1), 1}, 1},
               {"llvm.nvvm.max.ull", {~0ull, 1}, ~0ull},
           });
  return v;
}

} // namespace

std::vector<ExactCase> nvvmExactCases() { return build(); }

} // namespace nvsim::intr::test
