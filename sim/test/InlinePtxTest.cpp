// Inline PTX blocks (sim/InlinePtx): hand-written asm calls run per lane, with exact results.
#include "sim/test/Harness.h"

#include <doctest/doctest.h>

#include <array>
#include <bit>
#include <cmath>

using namespace nvsim::sim;
using namespace nvsim::sim::test;

namespace {

__extension__ typedef unsigned __int128 U128;

/// `iN`, `float` or `double`: how a lane's 64-bit input word becomes the argument.
std::string toArg(const std::string &type, const std::string &word, const std::string &name) {
  if (type == "i64")
    return "  %" + name + " = add i64 " + word + ", 0\n";
  if (type == "double")
    return "  %" + name + " = bitcast i64 " + word + " to double\n";
  if (type == "float")
    return "  %" + name + ".i = trunc i64 " + word + " to i32\n  %" + name + " = bitcast i32 %" + name +
           ".i to float\n";
  return "  %" + name + " = trunc i64 " + word + " to " + type + "\n";
}

/// And back: a result as a 64-bit word (zero-extended, or its bits).
std::string toWord(const std::string &type, const std::string &value, const std::string &name) {
  if (type == "i64")
    return "  %" + name + " = add i64 " + value + ", 0\n";
  if (type == "double")
    return "  %" + name + " = bitcast double " + value + " to i64\n";
  if (type == "float")
    return "  %" + name + ".i = bitcast float " + value + " to i32\n  %" + name + " = zext i32 %" + name +
           ".i to i64\n";
  return "  %" + name + " = zext " + type + " " + value + " to i64\n";
}

/// A kernel making one asm call per lane: lane t passes in[8t + i] as argument i and stores
/// result j to out[8t + j]. `text` is the asm string as written in IR (`\0A` for a newline).
std::string asmKernel(const std::string &text, const std::string &constraints,
                      const std::vector<std::string> &results, const std::vector<std::string> &args) {
  std::string body = "define void @k(ptr %in, ptr %out) {\n"
                     "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                     "  %base = mul i32 %t, 8\n";
  std::string call;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string n = std::to_string(i);
    body += "  %ip" + n + " = add i32 %base, " + n + "\n  %pp" + n +
            " = getelementptr i64, ptr %in, i32 %ip" + n + "\n  %w" + n + " = load i64, ptr %pp" + n + "\n" +
            toArg(args[i], "%w" + n, "a" + n);
    call += std::string(i ? ", " : "") + args[i] + " %a" + n;
  }
  std::string resultType = "void";
  if (results.size() == 1) {
    resultType = results[0];
  } else if (results.size() > 1) {
    resultType = "{ ";
    for (size_t j = 0; j < results.size(); ++j)
      resultType += (j ? ", " : "") + results[j];
    resultType += " }";
  }
  body += "  " + std::string(results.empty() ? "" : "%r = ") + "call " + resultType + " asm \"" + text +
          "\", \"" + constraints + "\"(" + call + ")\n";
  for (size_t j = 0; j < results.size(); ++j) {
    const std::string n = std::to_string(j);
    std::string value = "%r";
    if (results.size() > 1) {
      body += "  %e" + n + " = extractvalue " + resultType + " %r, " + n + "\n";
      value = "%e" + n;
    }
    body += toWord(results[j], value, "v" + n) + "  %op" + n + " = add i32 %base, " + n + "\n  %po" + n +
            " = getelementptr i64, ptr %out, i32 %op" + n + "\n  store i64 %v" + n + ", ptr %po" + n + "\n";
  }
  body += "  ret void\n}\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";
  return kernelModule(body, "k");
}

using Words = std::array<uint64_t, 8>;

/// Runs the asm call on one lane per element of `inputs`; the lanes' outputs.
std::vector<Words> runAsm(const std::string &text, const std::string &constraints,
                          const std::vector<std::string> &results, const std::vector<std::string> &args,
                          const std::vector<Words> &inputs) {
  Harness h(asmKernel(text, constraints, results, args));
  REQUIRE_MESSAGE(h.program, h.errors());
  std::vector<uint64_t> in, out(inputs.size() * 8, 0xdeadbeefu);
  for (const Words &w : inputs)
    in.insert(in.end(), w.begin(), w.end());
  const uint64_t bin = h.buffer(in), bout = h.buffer(out);
  auto r = h.launch("k", {1}, {unsigned(inputs.size())}, {h.arg(bin), h.arg(bout)});
  REQUIRE_MESSAGE(r.ok(), std::string(r.error + (r.fault ? r.fault->render() : std::string())));
  out = h.read<uint64_t>(bout, out.size());
  std::vector<Words> lanes(inputs.size());
  for (size_t t = 0; t < inputs.size(); ++t)
    std::copy(out.begin() + long(t * 8), out.begin() + long(t * 8 + 8), lanes[t].begin());
  return lanes;
}

/// The load-time error for an asm call (empty when it loads).
std::string asmError(const std::string &text, const std::string &constraints,
                     const std::vector<std::string> &results, const std::vector<std::string> &args) {
  Harness h(asmKernel(text, constraints, results, args));
  return h.program ? std::string() : h.errors();
}

const std::vector<Words> kPairs = {
    {0, 0},
    {1, 1},
    {~0ull, ~0ull},
    {~0ull, 2},
    {0x123456789abcdef0ull, 0x0fedcba987654321ull},
    {0xffffffff00000000ull, 0x00000000ffffffffull},
    {0x8000000000000000ull, 0x8000000000000001ull},
    {0xdeadbeefcafef00dull, 0x0123456789abcdefull},
};

} // namespace

TEST_CASE(
    "inline PTX: libdevice's 64x64->128 multiply (mul, mad.lo.cc, madc.hi.cc, addc across 32-bit limbs)") {
  const std::string text =
      "{\\0A\\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi;\\0A\\09mov.b64 {alo,ahi}, $2;\\0A\\09mov.b64 "
      "{blo,bhi}, $3;\\0A\\09mul.lo.u32 r0, alo, blo;\\0A\\09mul.hi.u32 r1, alo, blo;\\0A\\09mad.lo.cc.u32 "
      "r1, alo, "
      "bhi, r1;\\0A\\09madc.hi.u32 r2, alo, bhi, 0;\\0A\\09mad.lo.cc.u32 r1, ahi, blo, "
      "r1;\\0A\\09madc.hi.cc.u32 r2, "
      "ahi, blo, r2;\\0A\\09madc.hi.u32 r3, ahi, bhi, 0;\\0A\\09mad.lo.cc.u32 r2, ahi, bhi, "
      "r2;\\0A\\09addc.u32 r3, "
      "r3, 0;\\0A\\09mov.b64 $0, {r0,r1};\\0A\\09mov.b64 $1, {r2,r3};\\0A\\09}";
  const auto out = runAsm(text, "=l,=l,l,l", {"i64", "i64"}, {"i64", "i64"}, kPairs);
  for (size_t t = 0; t < kPairs.size(); ++t) {
    const U128 p = U128(kPairs[t][0]) * kPairs[t][1];
    INFO("lane " << t);
    CHECK(out[t][0] == uint64_t(p));
    CHECK(out[t][1] == uint64_t(p >> 64));
  }
  // Known products: (2^64-1)^2 = 2^128 - 2^65 + 1; 0x8000..0 * 0x8000..1 = 2^126 + 2^63.
  CHECK(out[2][0] == 1);
  CHECK(out[2][1] == 0xfffffffffffffffeull);
  CHECK(out[6][0] == 0x8000000000000000ull);
  CHECK(out[6][1] == 0x4000000000000000ull);
}

TEST_CASE("inline PTX: libdevice's 64x64+64->128 multiply-add and the PTX ISA's 32-bit-limb madc example") {
  const std::string madd =
      "{\\0A\\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi, clo, chi;\\0A\\09mov.b64 {alo,ahi}, "
      "$2;\\0A\\09mov.b64 "
      "{blo,bhi}, $3;\\0A\\09mov.b64 {clo,chi}, $4;\\0A\\09mad.lo.cc.u32 r0, alo, blo, "
      "clo;\\0A\\09madc.hi.cc.u32 "
      "r1, alo, blo, chi;\\0A\\09madc.hi.u32 r2, alo, bhi, 0;\\0A\\09mad.lo.cc.u32 r1, alo, bhi, "
      "r1;\\0A\\09madc.hi.cc.u32 r2, ahi, blo, r2;\\0A\\09madc.hi.u32 r3, ahi, bhi, 0;\\0A\\09mad.lo.cc.u32 "
      "r1, ahi, "
      "blo, r1;\\0A\\09madc.lo.cc.u32 r2, ahi, bhi, r2;\\0A\\09addc.u32 r3, r3, 0;\\0A\\09mov.b64 $0, "
      "{r0,r1};\\0A\\09mov.b64 $1, {r2,r3};\\0A\\09}";
  std::vector<Words> in = kPairs;
  for (size_t t = 0; t < in.size(); ++t)
    in[t][2] = t % 2 == 0 ? ~0ull : 0x1111111122222222ull * t;
  const auto out = runAsm(madd, "=l,=l,l,l,l", {"i64", "i64"}, {"i64", "i64", "i64"}, in);
  for (size_t t = 0; t < in.size(); ++t) {
    const U128 p = U128(in[t][0]) * in[t][1] + in[t][2];
    INFO("lane " << t);
    CHECK(out[t][0] == uint64_t(p));
    CHECK(out[t][1] == uint64_t(p >> 64));
  }
  // (2^64-1)^2 + 2^64-1 = 2^128 - 2^64: lo 0, hi all ones but the last bit.
  CHECK(out[2][0] == 0);
  CHECK(out[2][1] == 0xffffffffffffffffull);

  // PTX ISA, madc: [r3,r2,r1,r0] = [r5,r4] * [r7,r6], each a 32-bit operand.
  const std::string isa =
      "{ .reg .u32 r<8>; mov.b32 r4, $4; mov.b32 r5, $5; mov.b32 r6, $6; mov.b32 r7, $7;\\0A"
      "mul.lo.u32 r0,r4,r6; mul.hi.u32 r1,r4,r6; mad.lo.cc.u32 r1,r5,r6,r1; madc.hi.u32 "
      "r2,r5,r6,0;\\0A mad.lo.cc.u32 r1,r4,r7,r1; madc.hi.cc.u32 r2,r4,r7,r2; addc.u32 r3,0,0;\\0A"
      "mad.lo.cc.u32 r2,r5,r7,r2; madc.hi.u32 r3,r5,r7,r3;\\0A"
      "mov.u32 $0, r0; mov.u32 $1, r1; mov.u32 $2, r2; mov.u32 $3, r3; }";
  // Two lanes: the 32-bit limbs of lane t's pair as arguments 0..3.
  Harness h(kernelModule(R"(
define void @k(ptr %in, ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = mul i32 %t, 4
  %p0 = getelementptr i32, ptr %in, i32 %b
  %x0 = load i32, ptr %p0
  %p1 = getelementptr i32, ptr %p0, i32 1
  %x1 = load i32, ptr %p1
  %p2 = getelementptr i32, ptr %p0, i32 2
  %x2 = load i32, ptr %p2
  %p3 = getelementptr i32, ptr %p0, i32 3
  %x3 = load i32, ptr %p3
  %r = call { i32, i32, i32, i32 } asm ")" +
                             isa + R"(", "=r,=r,=r,=r,r,r,r,r"(i32 %x0, i32 %x1, i32 %x2, i32 %x3)
  %r0 = extractvalue { i32, i32, i32, i32 } %r, 0
  %r1 = extractvalue { i32, i32, i32, i32 } %r, 1
  %r2 = extractvalue { i32, i32, i32, i32 } %r, 2
  %r3 = extractvalue { i32, i32, i32, i32 } %r, 3
  %q0 = getelementptr i32, ptr %out, i32 %b
  store i32 %r0, ptr %q0
  %q1 = getelementptr i32, ptr %q0, i32 1
  store i32 %r1, ptr %q1
  %q2 = getelementptr i32, ptr %q0, i32 2
  store i32 %r2, ptr %q2
  %q3 = getelementptr i32, ptr %q0, i32 3
  store i32 %r3, ptr %q3
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  const std::vector<uint32_t> limbs = {0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                                       0x9abcdef0u, 0x12345678u, 0x87654321u, 0x0fedcba9u};
  const uint64_t bin = h.buffer(limbs), bout = h.buffer(std::vector<uint32_t>(8, 0));
  auto r = h.launch("k", {1}, {2}, {h.arg(bin), h.arg(bout)});
  REQUIRE_MESSAGE(r.ok(), r.error);
  const auto v = h.read<uint32_t>(bout, 8);
  for (unsigned t = 0; t < 2; ++t) {
    const uint64_t a = uint64_t(limbs[4 * t + 1]) << 32 | limbs[4 * t];
    const uint64_t b = uint64_t(limbs[4 * t + 3]) << 32 | limbs[4 * t + 2];
    const U128 p = U128(a) * b;
    for (unsigned k = 0; k < 4; ++k)
      CHECK(v[4 * t + k] == uint32_t(p >> (32 * k)));
  }
  CHECK(v[0] == 1); // (2^64-1)^2 = 0xfffffffffffffffe_0000000000000001
  CHECK(v[2] == 0xfffffffeu);
}

TEST_CASE("inline PTX: 128-bit add and subtract carry and borrow through every limb") {
  auto block = [](const char *op, const char *opc) {
    return std::string(
               "{\\0A\\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\\0A\\09mov.b64 {a0,a1}, "
               "$2;\\0A\\09mov.b64 {a2,a3}, $3;\\0A\\09mov.b64 {b0,b1}, $4;\\0A\\09mov.b64 {b2,b3}, "
               "$5;\\0A\\09") +
           op + ".cc.u32 r0, a0, b0; \\0A\\09" + opc + ".cc.u32 r1, a1, b1; \\0A\\09" + opc +
           ".cc.u32 r2, a2, b2; \\0A\\09" + opc +
           ".u32 r3, a3, b3; \\0A\\09mov.b64 $0, {r0,r1};\\0A\\09mov.b64 $1, {r2,r3};\\0A\\09}";
  };
  // {lo, hi} of a, then of b.
  const std::vector<Words> in = {
      {~0ull, ~0ull, 1, 0}, // 2^128 - 1 + 1 wraps to 0; minus 1 is 2^128 - 2
      {~0ull, 0, 1, 0},     // the carry reaches the high half
      {0, 0, 1, 0},         // 0 - 1 borrows through every limb
      {0, 1, 1, 0},         // 2^64 - 1
      {0xffffffff00000000ull, 5, 0x100000000ull, 7},
  };
  const auto add =
      runAsm(block("add", "addc"), "=l,=l,l,l,l,l", {"i64", "i64"}, {"i64", "i64", "i64", "i64"}, in);
  const auto sub =
      runAsm(block("sub", "subc"), "=l,=l,l,l,l,l", {"i64", "i64"}, {"i64", "i64", "i64", "i64"}, in);
  for (size_t t = 0; t < in.size(); ++t) {
    const U128 a = U128(in[t][1]) << 64 | in[t][0], b = U128(in[t][3]) << 64 | in[t][2];
    INFO("lane " << t);
    CHECK(add[t][0] == uint64_t(a + b));
    CHECK(add[t][1] == uint64_t((a + b) >> 64));
    CHECK(sub[t][0] == uint64_t(a - b));
    CHECK(sub[t][1] == uint64_t((a - b) >> 64));
  }
  CHECK(add[0][0] == 0);
  CHECK(add[0][1] == 0);
  CHECK(add[1][1] == 1);
  CHECK(sub[2][0] == ~0ull);
  CHECK(sub[2][1] == ~0ull);
  CHECK(sub[3][0] == ~0ull);
  CHECK(sub[3][1] == 0);
}

TEST_CASE("inline PTX: setp/selp (libdevice's cbrt block), integer compares, predicate pairs and guards") {
  // __nv_cbrt: {$0 = ($1 == $2 or unordered) ? $3 : $4}, with `__$$temp3` read as `__$temp3`.
  const std::string cbrt =
      "{ .reg .pred __$$temp3;\\0A  setp.equ.f64 __$$temp3, $1, $2;\\0A  selp.f64 $0, $3, $4, "
      "__$$temp3;}";
  const uint64_t one = std::bit_cast<uint64_t>(1.0), two = std::bit_cast<uint64_t>(2.0);
  const uint64_t nan = std::bit_cast<uint64_t>(std::nan("")), a = 0x1111, b = 0x2222;
  const auto sel = runAsm(cbrt, "=d,d,d,d,d", {"double"}, {"double", "double", "double", "double"},
                          {{one, one, a, b}, {one, two, a, b}, {nan, one, a, b}, {two, nan, a, b}});
  CHECK(sel[0][0] == a);
  CHECK(sel[1][0] == b);
  CHECK(sel[2][0] == a);
  CHECK(sel[3][0] == a);

  // Signed and unsigned orders differ on negative values; p|q writes the comparison and its
  // negation; .and combines with a negated third predicate; @p / @!p guard single instructions.
  const std::string cmp =
      "{ .reg .pred p, q, r; .reg .u32 t;\\0A"
      "setp.lt.s32 p, $4, $5; selp.u32 $0, 1, 0, p;\\0A"
      "setp.lo.u32 p|q, $4, $5; selp.u32 $1, 1, 0, p; selp.u32 t, 1, 0, q;\\0A"
      "setp.ne.and.s32 r, $4, $5, !q; mov.u32 $2, 10; @r mov.u32 $2, 20; @!r add.u32 $2, $2, t;\\0A"
      "setp.ge.f32 p, $6, 0f3F800000; selp.b32 $3, -1, 0x7, p; }";
  const uint64_t f2 = std::bit_cast<uint32_t>(2.0f), fm = std::bit_cast<uint32_t>(-0.5f);
  const auto out = runAsm(cmp, "=r,=r,=r,=r,r,r,f", {"i32", "i32", "i32", "i32"}, {"i32", "i32", "float"},
                          {{0xffffffffu, 1, f2}, {1, 0xffffffffu, fm}, {5, 5, f2}, {2, 3, fm}});
  // lane 0: -1 < 1 signed, not unsigned; r = ne and !q = true and false.
  CHECK(out[0][0] == 1);
  CHECK(out[0][1] == 0);
  CHECK(out[0][2] == 11);
  CHECK(out[0][3] == 0xffffffffu);
  // lane 1: 1 < -1 is false signed, true unsigned (q false, so r = ne = true).
  CHECK(out[1][0] == 0);
  CHECK(out[1][1] == 1);
  CHECK(out[1][2] == 20);
  CHECK(out[1][3] == 7);
  // lane 2: equal values: r false, t = 1.
  CHECK(out[2][0] == 0);
  CHECK(out[2][1] == 0);
  CHECK(out[2][2] == 11);
  // lane 3: 2 < 3 both ways; q false, r true.
  CHECK(out[3][0] == 1);
  CHECK(out[3][1] == 1);
  CHECK(out[3][2] == 20);
}

TEST_CASE("inline PTX: bfind and bfind.shiftamt of 0, powers of two and signed values") {
  std::vector<Words> in = {{0}, {1}, {0x80000000u}, {0xffffffffu}, {0xfffffffeu}, {0x00012345u}};
  for (unsigned k = 0; k < 32; k += 5)
    in.push_back({uint64_t(1) << k});
  const auto out = runAsm("bfind.shiftamt.u32 $0, $1;", "=r,r", {"i32"}, {"i32"}, in);
  const auto all = runAsm("{ bfind.u32 $0, $3; bfind.s32 $1, $3; bfind.shiftamt.s32 $2, $3; }", "=r,=r,=r,r",
                          {"i32", "i32", "i32"}, {"i32"}, in);
  CHECK(out[0][0] == 0xffffffffu); // no bit set
  CHECK(out[1][0] == 31);
  CHECK(out[2][0] == 0);
  CHECK(out[3][0] == 0);
  CHECK(out[5][0] == 15);
  for (size_t i = 6; i < in.size(); ++i) {
    const unsigned k = unsigned(std::countr_zero(in[i][0]));
    INFO("1 << " << k);
    CHECK(out[i][0] == 31 - k);
    CHECK(all[i][0] == k);
    CHECK(all[i][1] == k);
    CHECK(all[i][2] == 31 - k);
  }
  CHECK(all[0][0] == 0xffffffffu);
  CHECK(all[0][1] == 0xffffffffu);
  CHECK(all[2][0] == 31);
  CHECK(all[2][1] == 30);          // 0x80000000 is negative: its most significant 0 is bit 30
  CHECK(all[3][1] == 0xffffffffu); // -1 has no 0 bit
  CHECK(all[4][1] == 0);           // -2: bit 0
  CHECK(all[4][2] == 31);
  const auto wide =
      runAsm("bfind.u64 $0, $1;", "=r,l", {"i32"}, {"i64"}, {{uint64_t(1) << 40}, {~0ull}, {0}});
  CHECK(wide[0][0] == 40);
  CHECK(wide[1][0] == 63);
  CHECK(wide[2][0] == 0xffffffffu);
}

TEST_CASE("inline PTX: tied operands, immediates, wide multiplies, shifts and conversions") {
  // "0" ties $1 to $0's register: the instruction reads the argument through $0.
  const auto tied = runAsm("shl.b32 $0, $0, 4;", "=r,0", {"i32"}, {"i32"}, {{0x12345678u}, {0xf0000001u}});
  CHECK(tied[0][0] == 0x23456780u);
  CHECK(tied[1][0] == 0x00000010u);
  const auto tied2 = runAsm("{ add.u32 $1, $1, $3; sub.s32 $0, $0, -3; }", "=r,=r,1,r,0", {"i32", "i32"},
                            {"i32", "i32", "i32"}, {{7, 8, 100}});
  CHECK(tied2[0][1] == 15);
  CHECK(tied2[0][0] == 103);
  // Immediates: hex, octal, negative decimal, 0f/0d floats; mov.b32 unpacks halves.
  const auto imm =
      runAsm("{ .reg .b16 lo, hi; .reg .u32 t; mov.b32 {lo, hi}, 0x12345678; mov.u32 $0, 017;\\0A"
             "add.s64 $1, $4, -1; mov.f32 $2, 0f3FC00000; mov.f64 $3, 0d4004000000000000;"
             "cvt.u32.u16 t, hi; add.u32 $0, $0, t; }",
             "=r,=l,=f,=d,l", {"i32", "i64", "float", "double"}, {"i64"}, {{0}});
  CHECK(imm[0][0] == 0x1234 + 15); // the high half of 0x12345678, plus octal 017
  CHECK(imm[0][1] == ~0ull);
  CHECK(imm[0][2] == std::bit_cast<uint32_t>(1.5f));
  CHECK(imm[0][3] == std::bit_cast<uint64_t>(2.5));
  // mul.wide / mad.wide, mul.hi.s32, shr.s vs shr.u, clamped shifts, cvt sign- and zero-extension.
  const auto ops = runAsm("{ mul.wide.s32 $0, $4, $5; mad.wide.u32 $1, $4, $5, $6; mul.hi.s32 $2, $4, $5;"
                          " .reg .u32 a, b, c; shr.s32 a, $4, 4; shr.u32 b, $4, 4; shl.b32 c, $4, 40;"
                          " cvt.s64.s32 $3, a; cvt.u64.u32 $1, b; add.u64 $1, $1, $3; cvt.u64.u32 $3, c; }",
                          "=l,=l,=l,=l,r,r,l", {"i64", "i64", "i64", "i64"}, {"i32", "i32", "i64"},
                          {{0xfffffff0u, 3, 10}});
  CHECK(ops[0][0] == uint64_t(-48)); // -16 * 3
  CHECK(ops[0][2] == 0xffffffffu);   // the high half of -48
  CHECK(ops[0][1] == 0x0ffffffeull); // 0x0fffffff + sext(-1)
  CHECK(ops[0][3] == 0);             // a shift by 40 clamps at the width
  // Float arithmetic with rounding modes and an approximation, through the NVVM intrinsics.
  const auto fl = runAsm("{ .reg .f32 t; sub.rz.f32 t, $2, $3; add.rn.f32 $0, t, 0f00000000;"
                         " fma.rn.f32 $1, $2, $3, $3; }",
                         "=f,=f,f,f", {"float", "float"}, {"float", "float"},
                         {{std::bit_cast<uint32_t>(1.0f), std::bit_cast<uint32_t>(0x1p-30f)}});
  CHECK(fl[0][0] == 0x3f7fffffu); // 1 - 2^-30 toward zero
  CHECK(fl[0][1] == std::bit_cast<uint32_t>(std::fma(1.0f, 0x1p-30f, 0x1p-30f)));
}

TEST_CASE("inline PTX: integer min/max, abs/neg, bit counts, bfe, logic and division, signed and unsigned") {
  const std::string text =
      "{ .reg .u32 t;\\0A"
      "min.s32 $0, $8, $9; max.u32 t, $8, $9; xor.b32 $0, $0, t;\\0A" // -1 ^ 0xffffffff
      "abs.s32 $1, $8; neg.s32 t, $9; or.b32 $1, $1, t;\\0A"          // 1 | -1
      "popc.b32 $2, $9; clz.b32 t, $9; shl.b32 t, t, 8; add.u32 $2, $2, t;\\0A"
      "brev.b32 $3, $9;\\0A"
      "bfe.s32 $4, $10, 4, 8; bfe.u32 t, $10, 4, 8; mov.b64 $5, {$4, t};\\0A"
      "div.s32 $6, $8, 2; rem.u32 t, $10, 7; cnot.b32 $7, t; not.b32 t, t; and.b32 $7, $7, t; }";
  const auto out =
      runAsm(text, "=r,=r,=r,=r,=r,=l,=r,=r,r,r,r", {"i32", "i32", "i32", "i32", "i32", "i64", "i32", "i32"},
             {"i32", "i32", "i32"}, {{0xffffffffu, 1, 0x00000f80u}, {0xfffffff9u, 6, 0x12345678u}});
  // Lane 0: a = -1, b = 1, c = 0xf80.
  CHECK(out[0][0] == 0);                     // min.s32 = -1, max.u32 = 0xffffffff
  CHECK(out[0][1] == 0xffffffffu);           // |-1| | -1
  CHECK(out[0][2] == (31u << 8) + 1);        // clz 31, popc 1
  CHECK(out[0][3] == 0x80000000u);           // brev(1)
  CHECK(out[0][4] == 0xfffffff8u);           // bits 4..11 of 0xf80 = 0xf8, sign-extended
  CHECK(out[0][5] == 0x000000f8fffffff8ull); // {signed, unsigned} packed
  CHECK(out[0][6] == 0);                     // -1 / 2 rounds toward zero
  CHECK(out[0][7] == 0);                     // 0xf80 % 7 = 6: cnot 0
  // Lane 1: a = -7, b = 6, c = 0x12345678.
  CHECK(out[1][0] == (0xfffffff9u ^ 0xfffffff9u)); // min.s32 = -7, max.u32 = 0xfffffff9
  CHECK(out[1][1] == (7u | 0xfffffffau));
  CHECK(out[1][2] == (29u << 8) + 2);
  CHECK(out[1][3] == 0x60000000u);
  CHECK(out[1][4] == 0x67u);
  CHECK(out[1][5] == 0x0000006700000067ull);
  CHECK(out[1][6] == 0xfffffffdu); // -7 / 2 = -3
  CHECK(out[1][7] == 0);           // 0x12345678 % 7 = 5: cnot 0
}

TEST_CASE("inline PTX: one half, bfloat or bf16-conversion instruction runs as the NVVM intrinsic it is") {
  // What the PTX legalization writes for libNVVM and llc (conformance/backends/FloatPtx.h).
  // bfloat: NaN 0x7FC0, 1.0 0x3F80, -1.0 0xBF80, -0 0x8000; half: -2.0 0xC000, 1.0 0x3C00.
  const std::vector<Words> pairs = {{0x7FC0, 0x3F80}, {0x8000, 0x0000}, {0x3F80, 0xBF80}};
  const auto minNaN = runAsm("min.NaN.bf16 $0, $1, $2;", "=h,h,h", {"i16"}, {"i16", "i16"}, pairs);
  CHECK(minNaN[0][0] == 0x7FFF); // the canonical NaN
  CHECK(minNaN[1][0] == 0x8000); // -0 below +0
  CHECK(minNaN[2][0] == 0xBF80);
  const auto min = runAsm("min.bf16 $0, $1, $2;", "=h,h,h", {"i16"}, {"i16", "i16"}, pairs);
  CHECK(min[0][0] == 0x3F80); // a NaN operand gives the other
  const auto xorsign =
      runAsm("max.xorsign.abs.f16 $0, $1, $2;", "=h,h,h", {"i16"}, {"i16", "i16"}, {{0xC000, 0x3C00}});
  CHECK(xorsign[0][0] == 0xC000); // |max(2, 1)| with the sign of (-2) * 1
  const auto relu = runAsm("fma.rn.relu.bf16 $0, $1, $2, $3;", "=h,h,h,h", {"i16"}, {"i16", "i16", "i16"},
                           {{0x3F80, 0xBF80, 0x0000}, {0x3F80, 0x3F80, 0x3F80}});
  CHECK(relu[0][0] == 0x0000); // 1 * -1 + 0 = -1, clamped to +0
  CHECK(relu[1][0] == 0x4000); // 2
  // 1.00390625 (0x3F808000) is a tie: to even, 0x3F80; rz of -1.5 with relu: +0; tf32 rounds half away.
  const auto rn = runAsm("cvt.rn.bf16.f32 $0, $1;", "=h,f", {"i16"}, {"float"}, {{0x3F808000}, {0x3F818000}});
  CHECK(rn[0][0] == 0x3F80);
  CHECK(rn[1][0] == 0x3F82);
  CHECK(runAsm("cvt.rz.relu.bf16.f32 $0, $1;", "=h,f", {"i16"}, {"float"}, {{0xBFC00000}})[0][0] == 0);
  CHECK(runAsm("cvt.rna.tf32.f32 $0, $1;", "=r,f", {"i32"}, {"float"}, {{0x3F801000}})[0][0] == 0x3F802000);
}

TEST_CASE("inline PTX: an unsupported instruction or form is a located error naming it") {
  Harness h(kernelModule(R"(
define void @k() {
  %x = call i32 asm "{ .reg .u32 t; mov.u32 t, 1; bra.uni DONE; mov.u32 $0, t; }", "=r"()
  ret void
}
)",
                         "k"));
  CHECK_FALSE(h.program);
  CHECK(
      h.errors().find("test.ll:5:8: error: unsupported inline PTX instruction \"bra.uni DONE\": opcode 'bra' "
                      "is not supported") != std::string::npos);
  CHECK(asmError("{ add.sat.s32 $0, $1, $1; }", "=r,r", {"i32"}, {"i32"})
            .find("unsupported inline PTX instruction \"add.sat.s32 $0, $1, $1\": modifier .sat is not "
                  "supported") != std::string::npos);
  CHECK(asmError("{ mov.u32 $0, q; }", "=r", {"i32"}, {})
            .find("\"mov.u32 $0, q\": register q is not declared") != std::string::npos);
  CHECK(asmError("{ ld.global.u32 $0, [$1]; }", "=r,l", {"i32"}, {"i64"})
            .find("\"ld.global.u32 $0, [$1]\": memory operands are not supported") != std::string::npos);
  CHECK(asmError("{ mov.u32 $0, $3; }", "=r,r", {"i32"}, {"i32"})
            .find("\"mov.u32 $0, $3\": $3 names no operand of the call") != std::string::npos);
  // 2^32 + 1 wrapped to $1 once: a valid operand, read without a word.
  CHECK(asmError("{ mov.u32 $0, $4294967297; }", "=r,r", {"i32"}, {"i32"})
            .find("$4294967297 names no operand of the call") != std::string::npos);
  CHECK(asmError("{ mov.u32 $0, %laneid; add.u32 $0, $0, 1; }", "=r", {"i32"}, {})
            .find("special register %laneid is not supported in a block") != std::string::npos);
  CHECK(asmError("{ mad.lo.cc.u16 $0, $1, $1, $1; }", "=h,h", {"i16"}, {"i16"})
            .find("type .u16 is not supported here") != std::string::npos);
  CHECK(asmError("mov.u32 $0, $1;", "=r,*m", {"i32"}, {"ptr"})
            .find("unsupported inline assembly constraint \"*m\"") != std::string::npos);
  CHECK(asmError("{ mov.u32 $0, 1;", "=r", {"i32"}, {}).find("a '{' is not closed") != std::string::npos);
}
