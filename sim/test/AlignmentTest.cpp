// Alignment: misaligned scalar loads and stores in each space (a fault unchecked, a memcheck
// finding checked), and byval copies placed at their parameter's alignment.
#include "memory/GenericWindow.h"
#include "sim/test/Harness.h"

#include <doctest/doctest.h>

#include <fmt/format.h>

using namespace nvsim;
using namespace nvsim::sim;
using namespace nvsim::sim::test;

namespace {

/// One scalar access by each thread at byte offset `first + tid * step` of a buffer in `space`
/// ("global": the kernel's argument; "shared": @s; "local": an alloca), promising `align`.
struct Access {
  const char *space;
  const char *type; ///< "i64" or "i32"
  uint32_t size;
  bool store;
  uint32_t align;
  uint64_t first, step;
};

/// The kernel of `a`, and the line and column its access is at (test.ll positions: the module
/// header of kernelModule() takes two lines).
struct AccessKernel {
  std::string text;
  int line = 0, column = 0;
};

AccessKernel accessKernel(const Access &a) {
  const std::string space = a.space;
  std::vector<std::string> lines = {
      "@s = internal addrspace(3) global [64 x i64] undef, align 8",
      "define void @k(ptr %out) {",
      "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
      "  %t64 = zext i32 %t to i64",
      fmt::format("  %o = mul i64 %t64, {}", a.step),
      fmt::format("  %off = add i64 %o, {}", a.first),
  };
  std::string ptr = "ptr";
  if (space == "global") {
    lines.push_back("  %p = getelementptr i8, ptr %out, i64 %off");
  } else if (space == "shared") {
    ptr = "ptr addrspace(3)"; // a shared-space pointer, not a generic one
    lines.push_back("  %p = getelementptr i8, ptr addrspace(3) @s, i64 %off");
  } else {
    lines.push_back("  %a = alloca [64 x i64], align 8"); // an aggregate: never promoted to registers
    lines.push_back("  %p = getelementptr i8, ptr %a, i64 %off");
  }
  AccessKernel k;
  k.line = int(lines.size()) + 3;
  if (a.store) {
    lines.push_back(fmt::format("  store {} 7, {} %p, align {}", a.type, ptr, a.align));
    k.column = 3;
  } else {
    lines.push_back(fmt::format("  %v = load {}, {} %p, align {}", a.type, ptr, a.align));
    k.column = 8; // a value instruction is located at its opcode
  }
  lines.push_back("  ret void");
  lines.push_back("}");
  lines.push_back("declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()");
  std::string body;
  for (const std::string &l : lines)
    body += l + "\n";
  k.text = kernelModule(body, "k");
  return k;
}

/// The generic address thread `tid`'s access of `a` makes: global buffers start at `out`;
/// shared variables are laid out from offset 16, and a thread's stack starts at 16 with a
/// 16-byte redzone before each alloca in checked launches (docs/semantics.md, docs/checkers.md).
uint64_t accessAddress(const Access &a, uint64_t out, uint32_t tid, bool checked) {
  const uint64_t off = a.first + tid * a.step;
  const std::string space = a.space;
  if (space == "global")
    return out + off;
  if (space == "shared")
    return mem::toGeneric(mem::AddrSpace::Shared, 16 + off);
  return mem::toGeneric(mem::AddrSpace::Local, 16 + (checked ? 16 : 0) + off);
}

/// Where the fault text puts the address (memory/Fault.cpp): "(global), offset 4 of allocation
/// 'out' (1024 bytes)"; a shared or local address with its window offset and its place in the
/// block's shared memory (@s's 512 bytes from 16, then a 16-byte redzone: 544) or the thread's
/// 16 KiB of local memory (--stack-size's default).
std::string placeText(const Access &a, uint64_t address) {
  const std::string space = a.space;
  if (space == "global")
    return fmt::format("(global), offset {} of allocation 'out' (1024 bytes)", a.first);
  const bool shared = space == "shared";
  const uint64_t offset = address - mem::windowBase(shared ? mem::AddrSpace::Shared : mem::AddrSpace::Local);
  return fmt::format("({} offset {:#x}), offset {} of {}", space, offset, offset,
                     shared ? "the block's shared memory (544 bytes)"
                            : "the thread's local memory (16384 bytes)");
}

const char *const kSpaces[] = {"global", "shared", "local"};

} // namespace

TEST_CASE("alignment: a misaligned i64 or i32 load or store faults unchecked, in every space") {
  for (const char *space : kSpaces)
    for (bool store : {false, true})
      for (const Access &a :
           {Access{space, "i64", 8, store, 8, 4, 0},    // an i64 at 4 mod 8
            Access{space, "i64", 8, store, 8, 12, 0},   // at 12 mod 16 too (not only the low bit)
            Access{space, "i32", 4, store, 4, 2, 0},    // an i32 at 2 mod 4
            Access{space, "i64", 8, store, 8, 0, 4},    // lane 0 aligned, lane 1 at 4 mod 8
            Access{space, "i32", 4, store, 4, 0, 6}}) { // lane 0 aligned, lane 1 at 6: 2 mod 4
        CAPTURE(space);
        CAPTURE(store);
        CAPTURE(a.type);
        CAPTURE(a.first);
        CAPTURE(a.step);
        const AccessKernel k = accessKernel(a);
        Harness h(k.text);
        REQUIRE_MESSAGE(h.program, h.errors());
        const uint64_t out = h.memory.allocateGlobal("out", 1024);
        auto r = h.launch("k", {1}, {2}, {h.arg(out)});
        REQUIRE(r.fault);
        const uint32_t tid = a.first ? 0 : 1; // the first thread whose address is misaligned
        const uint64_t address = accessAddress(a, out, tid, false);
        CHECK(r.fault->thread == std::array<uint32_t, 3>{tid, 0, 0});
        const std::string head =
            fmt::format("misaligned address (needs {}-byte alignment): {} of {} bytes at {:#018x} ", a.align,
                        store ? "write" : "read", a.size, address);
        CHECK(r.fault->message.rfind(head, 0) == 0);
        if (a.step == 0)
          CHECK(r.fault->message ==
                head + placeText(a, address) + fmt::format(" (the instruction promises align {})", a.align));
        CHECK(r.fault->location == fmt::format("test.ll:{}:{}", k.line, k.column));
        CHECK(r.findings.empty());
      }
}

TEST_CASE("alignment: the IR's align is what is promised: an i64 at 4 mod 8 with align 4 or 1 runs") {
  for (const char *space : kSpaces)
    for (uint32_t align : {4u, 1u})
      for (bool checked : {false, true}) {
        CAPTURE(space);
        CAPTURE(align);
        CAPTURE(checked);
        // Each thread stores its 8 bytes at 4 + 8 * tid (4 mod 8) and reads them back to out.
        Harness h(kernelModule(
            fmt::format(R"(
@s = internal addrspace(3) global [64 x i64] undef, align 8
define void @k(ptr %out) {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %o = mul i64 %t64, 8
  %off = add i64 %o, 4
  %a = alloca [64 x i64], align 8
  %base = {}
  %p = getelementptr i8, ptr %base, i64 %off
  %v = add i64 %t64, 4294967296
  store i64 %v, ptr %p, align {}
  %w = load i64, ptr %p, align {}
  %q = getelementptr i64, ptr %out, i64 %t64
  store i64 %w, ptr %q, align 8
  ret void
}}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)",
                        std::string(space) == "global"   ? "getelementptr i8, ptr %out, i64 256"
                        : std::string(space) == "shared" ? "addrspacecast ptr addrspace(3) @s to ptr"
                                                         : "getelementptr i8, ptr %a, i64 0",
                        align, align),
            "k"));
        REQUIRE_MESSAGE(h.program, h.errors());
        h.checks = checked ? uint32_t(kMemcheck) : 0u;
        const uint64_t out = h.memory.allocateGlobal("out", 1024);
        auto r = h.launch("k", {1}, {4}, {h.arg(out)});
        CHECK_FALSE(r.fault);
        CHECK(r.findings.empty());
        CHECK(h.read<uint64_t>(out, 4) ==
              std::vector<uint64_t>{0x100000000, 0x100000001, 0x100000002, 0x100000003});
      }
}

TEST_CASE("alignment: memcheck reports each misaligned scalar access as a misaligned finding and goes on") {
  for (const char *space : kSpaces)
    for (bool store : {false, true})
      for (const Access &a :
           {Access{space, "i64", 8, store, 8, 4, 0}, Access{space, "i32", 4, store, 4, 2, 0},
            Access{space, "i64", 8, store, 8, 0, 4}}) {
        CAPTURE(space);
        CAPTURE(store);
        CAPTURE(a.type);
        CAPTURE(a.step);
        const AccessKernel k = accessKernel(a);
        Harness h(k.text);
        REQUIRE_MESSAGE(h.program, h.errors());
        h.checks = kMemcheck;
        const uint64_t out = h.memory.allocateGlobal("out", 1024);
        // Three threads: with step 0 all three are misaligned, with step 4 only thread 1.
        auto r = h.launch("k", {1}, {3}, {h.arg(out)});
        CHECK_FALSE(r.fault);
        CHECK_FALSE(r.stopped);
        REQUIRE(r.findings.size() == 1);
        const Finding &f = r.findings[0];
        const uint32_t tid = a.first ? 0 : 1;
        const uint64_t address = accessAddress(a, out, tid, true);
        CHECK(f.checker == "memcheck");
        CHECK(f.kind == "misaligned");
        const std::string head =
            fmt::format("misaligned address (needs {}-byte alignment): {} of {} bytes at {:#018x} ", a.align,
                        store ? "write" : "read", a.size, address);
        CHECK(f.message.rfind(head, 0) == 0);
        CHECK(f.message.ends_with(fmt::format("(the instruction promises align {})", a.align)));
        if (a.step == 0)
          CHECK(f.message ==
                head + placeText(a, address) + fmt::format(" (the instruction promises align {})", a.align));
        CHECK(f.site.thread == std::array<uint32_t, 3>{tid, 0, 0});
        CHECK(f.site.access == (store ? "write" : "read"));
        CHECK(f.site.location == fmt::format("test.ll:{}:{}", k.line, k.column));
        CHECK(f.address == address);
        CHECK(f.size == a.size);
        CHECK(f.space == space);
        CHECK(f.count == (a.step ? 1 : 3));
        CHECK_FALSE(f.fatal);
      }
}

namespace {

/// A noinline device function taking a uint4 by value (align 16, as clang passes it), which
/// loads its first field with align 16 and writes the four fields and the copy's address mod 16
/// to out; the kernel calls it with its stack pointer at 4 mod 16 (after a 4-byte alloca).
const char *kByvalCall = R"(
%struct.uint4 = type { i32, i32, i32, i32 }
define void @sum4(ptr %out, ptr byval(%struct.uint4) align 16 %v) #0 {
  %a = load i32, ptr %v, align 16
  %p1 = getelementptr inbounds i8, ptr %v, i64 4
  %b = load i32, ptr %p1, align 4
  %p2 = getelementptr inbounds i8, ptr %v, i64 8
  %c = load i32, ptr %p2, align 8
  %p3 = getelementptr inbounds i8, ptr %v, i64 12
  %d = load i32, ptr %p3, align 4
  %b10 = mul i32 %b, 10
  %c100 = mul i32 %c, 100
  %d1000 = mul i32 %d, 1000
  %s1 = add i32 %a, %b10
  %s2 = add i32 %s1, %c100
  %s3 = add i32 %s2, %d1000
  store i32 %s3, ptr %out, align 4
  %addr = ptrtoint ptr %v to i64
  %mod = and i64 %addr, 15
  %m32 = trunc i64 %mod to i32
  %o1 = getelementptr inbounds i32, ptr %out, i64 1
  store i32 %m32, ptr %o1, align 4
  ret void
}
define void @k(ptr %out, ptr %in) {
  %pad = alloca [1 x i32], align 4
  store i32 5, ptr %pad, align 4
  call void @sum4(ptr %out, ptr byval(%struct.uint4) align 16 %in)
  %pv = load i32, ptr %pad, align 4
  %o2 = getelementptr inbounds i32, ptr %out, i64 2
  store i32 %pv, ptr %o2, align 4
  ret void
}
attributes #0 = { noinline }
)";

} // namespace

TEST_CASE("alignment: a byval align 16 argument's copy is 16-aligned, checked or not") {
  for (uint32_t checks : {0u, uint32_t(kMemcheck | kInitcheck)}) {
    CAPTURE(checks);
    Harness h(kernelModule(kByvalCall, "k"));
    REQUIRE_MESSAGE(h.program, h.errors());
    h.checks = checks;
    const uint64_t out = h.buffer(std::vector<int32_t>{-1, -1, -1});
    const uint64_t in = h.buffer(std::vector<int32_t>{1, 2, 3, 4});
    auto r = h.launch("k", {1}, {2}, {h.arg(out), h.arg(in)});
    CHECK_MESSAGE(!r.fault, (r.fault ? r.fault->render() : std::string()));
    CHECK(r.findings.empty());
    // 1 + 2 * 10 + 3 * 100 + 4 * 1000; the copy at 0 mod 16; the caller's alloca kept its 5.
    CHECK(h.read<int32_t>(out, 3) == std::vector<int32_t>{4321, 0, 5});
  }
}

namespace {

/// A kernel that writes two byval parameters of 8 bytes (so each gets a private copy): it stores
/// 9 at `p`'s offset 8, just past the first copy.
const char *kByvalKernel = R"(
%struct.P = type { i32, i32 }
define void @k(ptr byval(%struct.P) align 4 %p, ptr byval(%struct.P) align 4 %q, ptr %out) {
  store i32 1, ptr %q, align 4
  %past = getelementptr inbounds i8, ptr %p, i64 8
  store i32 9, ptr %past, align 4
  %v = load i32, ptr %q, align 4
  store i32 %v, ptr %out, align 4
  ret void
}
)";

} // namespace

TEST_CASE("alignment: a kernel's byval copies have a redzone between them under memcheck") {
  Harness h(kernelModule(kByvalKernel, "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.checks = kMemcheck;
  const uint64_t out = h.buffer(std::vector<int32_t>{-1});
  const std::vector<std::byte> p(8), q(8);
  auto r = h.launch("k", {1}, {1}, {p, q, h.arg(out)});
  CHECK_FALSE(r.fault);
  REQUIRE(r.findings.size() == 1);
  const Finding &f = r.findings[0];
  CHECK(f.kind == "out-of-bounds");
  CHECK(f.site.instruction == "store i32 9, ptr %past, align 4");
  // The stack starts at 16; a 16-byte redzone, then p's copy at 32 and the store at 40.
  CHECK(f.address == mem::toGeneric(mem::AddrSpace::Local, 40));
  CHECK(h.read<int32_t>(out, 1) == std::vector<int32_t>{1}); // q's copy was not overwritten
}

TEST_CASE("alignment: a kernel's byval copy larger than the stack is a launch error") {
  Harness h(kernelModule(R"(
%struct.Big = type { [64 x i32] }
define void @k(ptr byval(%struct.Big) align 4 %p) {
  store i32 1, ptr %p, align 4
  ret void
}
)",
                         "k"));
  REQUIRE_MESSAGE(h.program, h.errors());
  h.options.stackBytes = 128;
  auto r = h.launch("k", {1}, {1}, {std::vector<std::byte>(256)});
  CHECK_FALSE(r.fault);
  CHECK(r.error == "the private copy of byval parameter 0 of 'k' (256 bytes) does not fit in the thread's "
                   "128 bytes of local memory (--stack-size)");
}
