// initcheck's definedness (docs/checkers.md, "initcheck"): values read from unwritten bytes are
// undefined and stay so through copies, arithmetic, calls and memory; only their uses are findings.
#include "sim/test/Harness.h"

#include <doctest/doctest.h>

using namespace nvsim;
using namespace nvsim::sim;
using namespace nvsim::sim::test;

namespace {

const char *kDecls = "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                     "declare void @llvm.nvvm.barrier0()\n"
                     "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n";

/// Runs kernel @k(ptr %out) of `body` (after kDecls) on one block of `threads` under initcheck, with
/// `out` a global buffer of 64 words the host zeroed.
LaunchResult runChecked(const std::string &body, uint32_t threads = 1,
                        std::vector<int> *outValues = nullptr) {
  Harness h(kernelModule(std::string(kDecls) + body, "k"), true);
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kInitcheck;
  const uint64_t out = h.buffer(std::vector<int>(64, 0));
  LaunchResult r = h.launch("k", {1}, {threads}, {h.arg(out)});
  if (outValues)
    *outValues = h.read<int>(out, 64);
  return r;
}

/// %u: an i32 loaded from an alloca nothing wrote (undefined), %t the thread index.
const char *kUndefined = "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                         "  %a = alloca i32, align 4\n"
                         "  %u = load i32, ptr %a, align 4\n";

} // namespace

TEST_CASE("definedness: copies, arithmetic and locals of an undefined value are not findings") {
  // -O0 code copies never-written locals around (an empty class passed by value, struct padding):
  // none of it decides anything.
  auto r = runChecked("define void @k(ptr %out) {\n" + std::string(kUndefined) +
                      "  %b = alloca i32, align 4\n"
                      "  %x = add i32 %u, 1\n"
                      "  store i32 %x, ptr %b, align 4\n"
                      "  %y = load i32, ptr %b, align 4\n"
                      "  %z = call i32 @id(i32 %y)\n"
                      "  ret void\n"
                      "}\n"
                      "define i32 @id(i32 %v) noinline {\n"
                      "  ret i32 %v\n"
                      "}\n");
  CHECK(r.findings.empty());
}

TEST_CASE("definedness: a branch on an undefined value is found at the branch, with the load") {
  auto r = runChecked("define void @k(ptr %out) {\n" + std::string(kUndefined) +
                          "  %b = alloca i32, align 4\n"
                          "  %x = add i32 %u, 1\n"
                          "  store i32 %x, ptr %b, align 4\n" // through memory: still undefined
                          "  %y = load i32, ptr %b, align 4\n"
                          "  %c = icmp sgt i32 %y, 3\n"
                          "  br i1 %c, label %then, label %done\n"
                          "then:\n"
                          "  store i32 1, ptr %out, align 4\n"
                          "  br label %done\n"
                          "done:\n"
                          "  ret void\n"
                          "}\n",
                      4);
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.checker == "initcheck");
  CHECK(f.kind == "uninitialized-value");
  CHECK(f.site.instruction == "br i1 %c, label %then, label %done");
  CHECK(f.count == 4); // once per lane
  CHECK(f.message.find("uninitialized value used as a branch condition: it was read at ") == 0);
  CHECK(f.message.find("never written since its alloca") != std::string::npos);
  REQUIRE(f.other);
  // The origin is the first read of unwritten bytes, not the reload of the stored copy.
  CHECK(f.other->instruction == "%u = load i32, ptr %a, align 4");
}

TEST_CASE("definedness: a select takes the definedness of the operand it picks") {
  const std::string body = "define void @k(ptr %out) {\n" + std::string(kUndefined) +
                           "  %c = icmp ult i32 %t, LIMIT\n"
                           "  %v = select i1 %c, i32 %u, i32 7\n"
                           "  %po = getelementptr i32, ptr %out, i32 %t\n"
                           "  store i32 %v, ptr %po, align 4\n"
                           "  ret void\n"
                           "}\n";
  auto with = [&](const char *limit) {
    std::string b = body;
    b.replace(b.find("LIMIT"), 5, limit);
    return runChecked(b, 32);
  };
  CHECK(with("0").findings.empty()); // every lane picks the constant
  auto r = with("16");               // lanes 0..15 pick the undefined value
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].count == 16);
  CHECK(r.findings[0].site.lane == 0);
  CHECK(r.findings[0].message.find("as a value stored to global memory") != std::string::npos);
  // An undefined condition is a use, whatever the operands.
  auto cond = runChecked("define void @k(ptr %out) {\n" + std::string(kUndefined) +
                         "  %c = icmp eq i32 %u, 0\n"
                         "  %v = select i1 %c, i32 1, i32 2\n"
                         "  ret void\n"
                         "}\n");
  REQUIRE(cond.findings.size() == 1);
  CHECK(cond.findings[0].site.instruction == "%v = select i1 %c, i32 1, i32 2");
  CHECK(cond.findings[0].message.find("used as a select condition") != std::string::npos);
}

TEST_CASE("definedness: an undefined index used as an address, an undefined callee argument used in it") {
  SUBCASE("address") {
    auto r = runChecked("define void @k(ptr %out) {\n" + std::string(kUndefined) +
                        "  %p = getelementptr i32, ptr %out, i32 %u\n"
                        "  %v = load i32, ptr %p, align 4\n"
                        "  ret void\n"
                        "}\n");
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].site.instruction == "%v = load i32, ptr %p, align 4");
    CHECK(r.findings[0].message.find("used as an address") != std::string::npos);
  }
  SUBCASE("through a call") {
    auto r = runChecked("define void @k(ptr %out) {\n" + std::string(kUndefined) +
                        "  call void @f(i32 %u, ptr %out)\n"
                        "  ret void\n"
                        "}\n"
                        "define void @f(i32 %v, ptr %out) noinline {\n"
                        "  %c = icmp eq i32 %v, 0\n"
                        "  br i1 %c, label %z, label %nz\n"
                        "z:\n"
                        "  ret void\n"
                        "nz:\n"
                        "  ret void\n"
                        "}\n");
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].site.instruction == "br i1 %c, label %z, label %nz");
    REQUIRE(r.findings[0].other);
    CHECK(r.findings[0].other->instruction == "%u = load i32, ptr %a, align 4");
  }
  SUBCASE("a returned value") {
    auto r = runChecked("define void @k(ptr %out) {\n"
                        "  %v = call i32 @f()\n"
                        "  store i32 %v, ptr %out, align 4\n"
                        "  ret void\n"
                        "}\n"
                        "define i32 @f() noinline {\n"
                        "  %a = alloca i32, align 4\n"
                        "  %u = load i32, ptr %a, align 4\n"
                        "  ret i32 %u\n"
                        "}\n");
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].site.instruction == "store i32 %v, ptr %out, align 4");
  }
}

TEST_CASE("definedness: memcpy carries the bytes' state: padding stays undefined, fields defined") {
  // A { i8, i32 } with both fields set, copied whole (padding bytes 1..3 included) by memcpy.
  const std::string copy = "define void @k(ptr %out) {\n"
                           "  %s = alloca { i8, i32 }, align 4\n"
                           "  %d = alloca { i8, i32 }, align 4\n"
                           "  store i8 1, ptr %s, align 4\n"
                           "  %si = getelementptr { i8, i32 }, ptr %s, i32 0, i32 1\n"
                           "  store i32 2, ptr %si, align 4\n"
                           "  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 8, i1 false)\n";
  SUBCASE("the fields of the copy are defined") {
    std::vector<int> out;
    auto r = runChecked(copy + "  %di = getelementptr { i8, i32 }, ptr %d, i32 0, i32 1\n"
                               "  %v = load i32, ptr %di, align 4\n"
                               "  store i32 %v, ptr %out, align 4\n"
                               "  ret void\n"
                               "}\n",
                        1, &out);
    CHECK(r.findings.empty());
    CHECK(out[0] == 2);
  }
  SUBCASE("its padding is not") {
    auto r = runChecked(copy + "  %dp = getelementptr i8, ptr %d, i32 2\n"
                               "  %v = load i8, ptr %dp, align 1\n"
                               "  store i8 %v, ptr %out, align 1\n"
                               "  ret void\n"
                               "}\n");
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].kind == "uninitialized-value");
    CHECK(r.findings[0].site.instruction == "store i8 %v, ptr %out, align 1");
  }
}

TEST_CASE("definedness: an atomic reading unwritten bytes is a finding at once") {
  auto r = runChecked("define void @k(ptr %out) {\n"
                      "  %a = alloca i32, align 4\n"
                      "  %old = atomicrmw add ptr %a, i32 1 monotonic, align 4\n"
                      "  ret void\n"
                      "}\n");
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].kind == "uninitialized-read");
  CHECK(r.findings[0].site.access == "atomic");
}

TEST_CASE("definedness: through shared memory the origin is the first read of unwritten bytes") {
  // s[t] += s[t + 32] with only s[0..31] written (the reduction reading past its data); thread 0
  // then stores s[0] to global memory.
  Harness h(kernelModule(std::string("@s = internal addrspace(3) global [64 x i32] undef, align 4\n") +
                             kDecls +
                             "define void @k(ptr %out) {\n"
                             "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                             "  %ps = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %t\n"
                             "  store i32 %t, ptr addrspace(3) %ps, align 4\n"
                             "  call void @llvm.nvvm.barrier0()\n"
                             "  %t2 = add i32 %t, 32\n"
                             "  %pf = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %t2\n"
                             "  %far = load i32, ptr addrspace(3) %pf, align 4\n"
                             "  %mine = load i32, ptr addrspace(3) %ps, align 4\n"
                             "  %sum = add i32 %mine, %far\n"
                             "  store i32 %sum, ptr addrspace(3) %ps, align 4\n"
                             "  call void @llvm.nvvm.barrier0()\n"
                             "  %z = icmp eq i32 %t, 0\n"
                             "  br i1 %z, label %w, label %e\n"
                             "w:\n"
                             "  %s0 = load i32, ptr addrspace(3) @s, align 4\n"
                             "  store i32 %s0, ptr %out, align 4\n"
                             "  br label %e\n"
                             "e:\n"
                             "  ret void\n"
                             "}\n",
                         "k"),
            true);
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kInitcheck;
  const uint64_t out = h.buffer(std::vector<int>(1, 0));
  auto r = h.launch("k", {1}, {32}, {h.arg(out)});
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].site.instruction == "store i32 %s0, ptr %out, align 4");
  CHECK(r.findings[0].count == 1);
  REQUIRE(r.findings[0].other);
  CHECK(r.findings[0].other->instruction == "%far = load i32, ptr addrspace(3) %pf, align 4");
  CHECK(r.findings[0].message.find("offset 128 of 's' (256 bytes): never written in this block") !=
        std::string::npos);
}

TEST_CASE("definedness: a vector built element by element, as -O0 does, is defined element by element") {
  // clang -O0 of `v4u r; r.x = a; r.y = b; ...`: each assignment loads the whole vector, inserts one
  // element and stores it back. Elements never written stay undefined; those written are defined,
  // in registers and in memory, even though the vector they were stored with was partly undefined.
  const std::string build = "define void @k(ptr %out) {\n"
                            "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                            "  %r = alloca <4 x i32>, align 16\n"
                            "  %v0 = load <4 x i32>, ptr %r, align 16\n"
                            "  %v1 = insertelement <4 x i32> %v0, i32 %t, i64 0\n"
                            "  store <4 x i32> %v1, ptr %r, align 16\n"
                            "  %w0 = load <4 x i32>, ptr %r, align 16\n"
                            "  %w1 = insertelement <4 x i32> %w0, i32 7, i64 2\n"
                            "  store <4 x i32> %w1, ptr %r, align 16\n"
                            "  %x = load <4 x i32>, ptr %r, align 16\n";
  SUBCASE("the written elements are defined: stored to global memory, no finding") {
    std::vector<int> out;
    auto r = runChecked(build + "  %e0 = extractelement <4 x i32> %x, i64 0\n"
                                "  %e2 = extractelement <4 x i32> %x, i64 2\n"
                                "  %s = add i32 %e0, %e2\n"
                                "  %p = getelementptr i32, ptr %out, i32 %t\n"
                                "  store i32 %s, ptr %p, align 4\n"
                                "  ret void\n"
                                "}\n",
                        4, &out);
    CHECK(r.findings.empty());
    CHECK(out[0] == 7);
    CHECK(out[3] == 10); // thread 3: 3 + 7
  }
  SUBCASE("an element never written is still undefined at its use") {
    auto r = runChecked(build + "  %e1 = extractelement <4 x i32> %x, i64 1\n"
                                "  %c = icmp eq i32 %e1, 0\n"
                                "  br i1 %c, label %a, label %b\n"
                                "a:\n"
                                "  ret void\n"
                                "b:\n"
                                "  ret void\n"
                                "}\n",
                        2);
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].kind == "uninitialized-value");
    CHECK(r.findings[0].site.instruction == "br i1 %c, label %a, label %b");
    CHECK(r.findings[0].count == 2);
  }
  SUBCASE("a whole-vector store of an undefined element to global memory is found") {
    auto r = runChecked(build + "  store <4 x i32> %x, ptr %out, align 16\n"
                                "  ret void\n"
                                "}\n");
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].message.find("as a value stored to global memory") != std::string::npos);
  }
}
