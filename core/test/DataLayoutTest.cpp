// Unit tests of DataLayout: parsing, LLVM's defaults, sizes, alignments, struct layouts, errors.
//
// Expected numbers were confirmed against LLVM 19 (opt-19 -passes=instcombine folding
// `ptrtoint (ptr getelementptr (T, ptr null, i32 1) to i64)`, and llvm::DataLayout queries);
// the tests themselves need no LLVM.
#include "core/DataLayout.h"

#include "core/ir/Type.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using nvsim::DataLayout;
using nvsim::StructLayout;
using nvsim::ir::Type;
using nvsim::ir::TypeContext;

namespace {

DataLayout layoutOf(std::string_view text) {
  std::string error;
  std::optional<DataLayout> dl = DataLayout::parse(text, &error);
  INFO("layout: ", std::string(text), " error: ", error);
  REQUIRE(dl.has_value());
  return *dl;
}

std::string errorOf(std::string_view text) {
  std::string error;
  std::optional<DataLayout> dl = DataLayout::parse(text, &error);
  CHECK_FALSE(dl.has_value());
  return error;
}

/// {size in bits, store size, alloc size, ABI alignment, preferred alignment}
std::vector<uint64_t> metrics(const DataLayout &dl, const Type *t) {
  return {dl.typeSizeInBits(t), dl.typeStoreSize(t), dl.typeAllocSize(t), dl.abiAlign(t), dl.prefAlign(t)};
}

using Sizes = std::vector<uint64_t>;

} // namespace

TEST_CASE("DataLayout: LLVM defaults for the empty string") {
  DataLayout dl = layoutOf("");
  CHECK(dl == DataLayout());
  CHECK(dl.littleEndian());
  CHECK(dl.pointerSizeBits(0) == 64);
  CHECK(dl.pointerAbiAlign(0) == 8);
  CHECK(dl.indexSizeBits(0) == 64);
  CHECK(dl.pointerSizeBits(3) == 64); // no entry: address space 0's
  TypeContext tc;
  CHECK(metrics(dl, tc.i1()) == Sizes{1, 1, 1, 1, 1});
  CHECK(metrics(dl, tc.intTy(16)) == Sizes{16, 2, 2, 2, 2});
  CHECK(metrics(dl, tc.i64()) == Sizes{64, 8, 8, 4, 8}); // i64:32:64
  CHECK(metrics(dl, tc.halfTy()) == Sizes{16, 2, 2, 2, 2});
  CHECK(metrics(dl, tc.doubleTy()) == Sizes{64, 8, 8, 8, 8});
  CHECK(metrics(dl, tc.fp128Ty()) == Sizes{128, 16, 16, 16, 16});
  CHECK(metrics(dl, tc.vectorTy(tc.floatTy(), 2)) == Sizes{64, 8, 8, 8, 8});
  // Aggregates: ABI alignment 1, preferred 8 (`a:0:64`).
  Type *s = tc.literalStructTy({tc.i8()}, false);
  CHECK(metrics(dl, s) == Sizes{8, 1, 1, 1, 8});
  CHECK(metrics(dl, tc.literalStructTy({}, false)) == Sizes{0, 0, 0, 1, 8});
  CHECK(dl.aggregateAbiAlign() == 1);
  CHECK(dl.aggregatePrefAlign() == 8);
  CHECK(dl.nativeIntWidths().empty());
  CHECK(dl.toString() == "e");
}

TEST_CASE("DataLayout: NVVM IR specification 64-bit layout") {
  DataLayout dl = layoutOf(nvsim::kNvvmSpec64Layout);
  TypeContext tc;
  CHECK(dl.littleEndian());
  for (unsigned as : {0u, 1u, 3u, 4u, 5u, 101u}) {
    CHECK(dl.pointerSizeBits(as) == 64);
    CHECK(dl.pointerAbiAlign(as) == 8);
    CHECK(dl.indexSizeBits(as) == 64);
  }
  CHECK(dl.nativeIntWidths() == std::vector<unsigned>{16, 32, 64});
  CHECK(dl.isLegalInteger(32));
  CHECK_FALSE(dl.isLegalInteger(8));
  CHECK(metrics(dl, tc.i64()) == Sizes{64, 8, 8, 8, 8});
  // No i128 entry: i128 takes the largest specified integer's alignment (i64's 8).
  CHECK(metrics(dl, tc.intTy(128)) == Sizes{128, 16, 16, 8, 8});
  CHECK(metrics(dl, tc.vectorTy(tc.i32(), 4)) == Sizes{128, 16, 16, 16, 16});
  CHECK(metrics(dl, tc.vectorTy(tc.halfTy(), 2)) == Sizes{32, 4, 4, 4, 4});
  CHECK(dl.toString() == "e-i64:64-v16:16-v32:32-n16:32:64");
}

TEST_CASE("DataLayout: NVVM IR specification 32-bit layout") {
  DataLayout dl = layoutOf(nvsim::kNvvmSpec32Layout);
  TypeContext tc;
  CHECK(dl.pointerSizeBits(0) == 32);
  CHECK(dl.pointerSizeBits(1) == 32);
  CHECK(dl.pointerAbiAlign(0) == 4);
  CHECK(dl.indexSizeBits(0) == 32);
  CHECK(dl.pointerSize(0) == 4);
  // { ptr addrspace(3), ptr }: 0 and 4, size 8 (opt-19 confirmed).
  StructLayout sl = dl.structLayout(tc.literalStructTy({tc.pointerTy(3), tc.pointerTy(0)}, false));
  CHECK(sl.fieldOffsets == std::vector<uint64_t>{0, 4});
  CHECK(sl.size == 8);
  CHECK(metrics(dl, tc.i64()) == Sizes{64, 8, 8, 8, 8});
  CHECK(dl.toString() == "e-p:32:32-i64:64-v16:16-v32:32-n16:32:64");
}

TEST_CASE("DataLayout: nvptx64 default and per-triple defaults") {
  DataLayout dl = DataLayout::nvptx64Default();
  CHECK(dl == layoutOf("e-i64:64-i128:128-v16:16-v32:32-n16:32:64"));
  CHECK(dl.toString() == nvsim::kNvptx64Layout);
  CHECK(dl == DataLayout::defaultForTriple("nvptx64-nvidia-cuda"));
  CHECK(dl == DataLayout::defaultForTriple(""));
  CHECK(DataLayout::defaultForTriple("nvptx-nvidia-cuda").pointerSizeBits(0) == 32);
  TypeContext tc;
  CHECK(dl.pointerSizeBits(0) == 64);
  CHECK(dl.pointerSizeBits(3) == 64);
  CHECK(metrics(dl, tc.intTy(128)) == Sizes{128, 16, 16, 16, 16});
  // LLVM 20 only adds 32-bit pointers in address space 6.
  DataLayout v20 = layoutOf(nvsim::kNvptx64Llvm20Layout);
  CHECK(v20.pointerSizeBits(6) == 32);
  CHECK(v20.pointerSizeBits(3) == 64);
  DataLayout shortPtr = layoutOf(nvsim::kNvptx64ShortPtrLayout);
  for (unsigned as : {3u, 4u, 5u})
    CHECK(shortPtr.pointerSizeBits(as) == 32);
  CHECK(shortPtr.pointerSizeBits(1) == 64);
}

TEST_CASE("DataLayout: 32-bit shared pointers (p3:32:32:32)") {
  DataLayout dl = layoutOf(nvsim::kNvvmShared32Layout);
  TypeContext tc;
  CHECK(dl.pointerSizeBits(3) == 32);
  CHECK(dl.pointerAbiAlign(3) == 4);
  CHECK(dl.indexSizeBits(3) == 32);
  CHECK(dl.pointerSizeBits(0) == 64);
  CHECK(dl.pointerSizeBits(1) == 64);
  CHECK(metrics(dl, tc.pointerTy(3)) == Sizes{32, 4, 4, 4, 4});
  // { ptr addrspace(3), ptr }: 0, 8, size 16; { ptr addrspace(3), i32 }: 0, 4, size 8 (opt-19).
  StructLayout mixed = dl.structLayout(tc.literalStructTy({tc.pointerTy(3), tc.pointerTy(0)}, false));
  CHECK(mixed.fieldOffsets == std::vector<uint64_t>{0, 8});
  CHECK(mixed.size == 16);
  StructLayout narrow = dl.structLayout(tc.literalStructTy({tc.pointerTy(3), tc.i32()}, false));
  CHECK(narrow.fieldOffsets == std::vector<uint64_t>{0, 4});
  CHECK(narrow.size == 8);
  // A vector of shared pointers is 3 x 32 bits, naturally aligned to 16.
  CHECK(metrics(dl, tc.vectorTy(tc.pointerTy(3), 3)) == Sizes{96, 12, 16, 16, 16});
  CHECK(dl.toString() == "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64");
}

TEST_CASE("DataLayout: typed and opaque pointers have the same size") {
  DataLayout dl = layoutOf(nvsim::kNvvmShared32Layout);
  TypeContext tc;
  Type *typedShared = tc.pointerTy(3, tc.floatTy());
  Type *typedGlobal = tc.pointerTy(1, tc.i8());
  CHECK(metrics(dl, typedShared) == metrics(dl, tc.pointerTy(3)));
  CHECK(metrics(dl, typedGlobal) == metrics(dl, tc.pointerTy(1)));
  CHECK(dl.typeSizeInBits(typedShared) == 32);
}

TEST_CASE("DataLayout: seed-002 struct {double, i8, [4 x i32]}") {
  // LowerStructArgs' worked example. LLVM puts the fields at 0, 8 and 12; element 3 of the
  // array is at 12 + 3*4 = 24 (the seed's `i64 24` load). The seed calls the struct 28 bytes,
  // which is where the last field ends; LLVM's struct size includes tail padding up to the
  // 8-byte alignment: 32 (opt-19: getelementptr (%S, ptr null, i32 1) folds to 32).
  TypeContext tc;
  Type *s = tc.namedStruct("S");
  s->setBody({tc.doubleTy(), tc.i8(), tc.arrayTy(tc.i32(), 4)}, false);
  for (std::string_view text :
       {nvsim::kNvptx64Layout, nvsim::kNvvmSpec64Layout, nvsim::kNvvmSpec32Layout, std::string_view("")}) {
    DataLayout dl = layoutOf(text);
    StructLayout sl = dl.structLayout(s);
    CHECK(sl.fieldOffsets == std::vector<uint64_t>{0, 8, 12});
    CHECK(sl.fieldOffsets[2] + 3 * dl.typeAllocSize(tc.i32()) == 24);
    CHECK(sl.size == 32);
    CHECK(sl.align == 8);
    CHECK(sl.padded);
    CHECK(metrics(dl, s) == Sizes{256, 32, 32, 8, 8});
    CHECK(sl.fieldAt(0) == 0);
    CHECK(sl.fieldAt(9) == 1);
    CHECK(sl.fieldAt(11) == 1);
    CHECK(sl.fieldAt(24) == 2);
  }
}

TEST_CASE("DataLayout: packed structs") {
  DataLayout dl = DataLayout::nvptx64Default();
  TypeContext tc;
  // <{ i8, i32, i16 }>: no padding, alignment 1 (opt-19: offsets 1 and 5, size 7).
  Type *p = tc.literalStructTy({tc.i8(), tc.i32(), tc.intTy(16)}, true);
  StructLayout sl = dl.structLayout(p);
  CHECK(sl.fieldOffsets == std::vector<uint64_t>{0, 1, 5});
  CHECK(sl.size == 7);
  CHECK(sl.align == 1);
  CHECK_FALSE(sl.padded);
  CHECK(metrics(dl, p) == Sizes{56, 7, 7, 1, 8});
  // A packed struct inside a normal one is byte aligned: { i8, <{...}> } is 8 bytes, field at 1.
  Type *outer = tc.literalStructTy({tc.i8(), p}, false);
  CHECK(dl.structLayout(outer).fieldOffsets == std::vector<uint64_t>{0, 1});
  CHECK(dl.typeAllocSize(outer) == 8);
  // <{ i8, { i16, double } }>: the inner struct keeps its own padding: 1 + 16 = 17.
  Type *inner = tc.literalStructTy({tc.intTy(16), tc.doubleTy()}, false);
  CHECK(dl.typeAllocSize(tc.literalStructTy({tc.i8(), inner}, true)) == 17);
  // `a:` raises the preferred alignment of packed structs, never their ABI alignment.
  DataLayout agg = layoutOf("a:64");
  Type *one = tc.literalStructTy({tc.i8()}, true);
  CHECK(metrics(agg, one) == Sizes{8, 1, 1, 1, 8});
}

TEST_CASE("DataLayout: aggregate alignment a:") {
  DataLayout dl = layoutOf("a:64");
  TypeContext tc;
  // { i8 } keeps its 1-byte struct layout but is 8-aligned as an object (llvm::DataLayout).
  Type *s = tc.literalStructTy({tc.i8()}, false);
  StructLayout sl = dl.structLayout(s);
  CHECK(sl.size == 1);
  CHECK(sl.align == 1);
  CHECK(metrics(dl, s) == Sizes{8, 1, 8, 8, 8});
  CHECK(metrics(dl, tc.arrayTy(s, 2)) == Sizes{128, 16, 16, 8, 8});
  CHECK(dl.aggregateAbiAlign() == 8);
  CHECK(layoutOf("a:0:0").aggregatePrefAlign() == 1);
}

TEST_CASE("DataLayout: nested structs and arrays of structs") {
  DataLayout dl = DataLayout::nvptx64Default();
  TypeContext tc;
  Type *inner = tc.literalStructTy({tc.intTy(16), tc.doubleTy()}, false);
  Type *outer = tc.literalStructTy({tc.i8(), inner, tc.i8()}, false);
  // opt-19: inner at 8, its double at 16, the last i8 at 24, size 32.
  StructLayout sl = dl.structLayout(outer);
  CHECK(sl.fieldOffsets == std::vector<uint64_t>{0, 8, 24});
  CHECK(sl.fieldOffsets[1] + dl.structLayout(inner).fieldOffsets[1] == 16);
  CHECK(sl.size == 32);
  // [3 x { i32, i8 }]: elements 8 bytes apart; element 2's i8 at 20; size 24.
  Type *e = tc.literalStructTy({tc.i32(), tc.i8()}, false);
  Type *arr = tc.arrayTy(e, 3);
  CHECK(metrics(dl, arr) == Sizes{192, 24, 24, 4, 8});
  CHECK(2 * dl.typeAllocSize(e) + dl.structLayout(e).fieldOffsets[1] == 20);
  CHECK(metrics(dl, tc.arrayTy(tc.i32(), 0)) == Sizes{0, 0, 0, 4, 4});
  // A struct shared many times over (each level doubles the tree) stays cheap to measure.
  Type *t = tc.i8();
  for (int i = 0; i < 40; ++i)
    t = tc.literalStructTy({t, t}, false);
  CHECK(dl.typeAllocSize(t) == (uint64_t(1) << 40));
}

TEST_CASE("DataLayout: integer widths") {
  TypeContext tc;
  DataLayout nvptx = DataLayout::nvptx64Default();
  DataLayout spec = layoutOf(nvsim::kNvvmSpec64Layout);
  DataLayout llvmDefault;
  CHECK(metrics(nvptx, tc.i1()) == Sizes{1, 1, 1, 1, 1});
  // i24: store 3, aligned like i32 (the next larger specified width), alloc 4 (opt-19).
  CHECK(metrics(nvptx, tc.intTy(24)) == Sizes{24, 3, 4, 4, 4});
  // i65: the next larger entry is i128 in nvptx64 (16), none in the spec layout (largest: i64,
  // 8) and in LLVM's default table (i64:32, 4) -- opt-19 gives alloc sizes 16, 16 and 12.
  CHECK(metrics(nvptx, tc.intTy(65)) == Sizes{65, 9, 16, 16, 16});
  CHECK(metrics(spec, tc.intTy(65)) == Sizes{65, 9, 16, 8, 8});
  CHECK(metrics(llvmDefault, tc.intTy(65)) == Sizes{65, 9, 12, 4, 8});
  CHECK(metrics(nvptx, tc.intTy(128)) == Sizes{128, 16, 16, 16, 16});
  CHECK(metrics(llvmDefault, tc.intTy(128)) == Sizes{128, 16, 16, 4, 8});
  CHECK(metrics(nvptx, tc.intTy(1000)) == Sizes{1000, 125, 128, 16, 16});
  CHECK(nvptx.intAbiAlign(17) == 4);
  CHECK(nvptx.intAbiAlign(64) == 8);
  CHECK(layoutOf("i24:64").intAbiAlign(24) == 8);
  CHECK(layoutOf("i24:64").intAbiAlign(20) == 8);
  CHECK(layoutOf("i24:64").intAbiAlign(25) == 4);
}

TEST_CASE("DataLayout: vectors") {
  DataLayout dl = DataLayout::nvptx64Default();
  TypeContext tc;
  // <3 x float>: 96 bits, store 12, natural alignment 16, alloc 16 (opt-19).
  CHECK(metrics(dl, tc.vectorTy(tc.floatTy(), 3)) == Sizes{96, 12, 16, 16, 16});
  CHECK(metrics(dl, tc.vectorTy(tc.i32(), 4)) == Sizes{128, 16, 16, 16, 16});
  CHECK(metrics(dl, tc.vectorTy(tc.i8(), 3)) == Sizes{24, 3, 4, 4, 4});
  CHECK(metrics(dl, tc.vectorTy(tc.halfTy(), 2)) == Sizes{32, 4, 4, 4, 4});
  CHECK(metrics(dl, tc.vectorTy(tc.i64(), 4)) == Sizes{256, 32, 32, 32, 32});
  // i1 elements are one bit each.
  CHECK(metrics(dl, tc.vectorTy(tc.i1(), 8)) == Sizes{8, 1, 1, 1, 1});
  CHECK(metrics(dl, tc.vectorTy(tc.i1(), 3)) == Sizes{3, 1, 1, 1, 1});
  // A `v` entry of the exact width overrides the natural alignment.
  CHECK(metrics(layoutOf("v96:32"), tc.vectorTy(tc.floatTy(), 3)) == Sizes{96, 12, 12, 4, 4});
  // Scalable vectors have no fixed size.
  CHECK_FALSE(dl.isSized(tc.vectorTy(tc.i32(), 4, true)));
}

TEST_CASE("DataLayout: floating-point types") {
  DataLayout dl = DataLayout::nvptx64Default();
  TypeContext tc;
  CHECK(metrics(dl, tc.halfTy()) == Sizes{16, 2, 2, 2, 2});
  CHECK(metrics(dl, tc.bfloatTy()) == Sizes{16, 2, 2, 2, 2});
  CHECK(metrics(dl, tc.floatTy()) == Sizes{32, 4, 4, 4, 4});
  CHECK(metrics(dl, tc.doubleTy()) == Sizes{64, 8, 8, 8, 8});
  // x86_fp80: 80 bits, no f80 entry, so aligned to the store size (10) rounded up: 16.
  CHECK(metrics(dl, tc.x86fp80Ty()) == Sizes{80, 10, 16, 16, 16});
  CHECK(metrics(dl, tc.fp128Ty()) == Sizes{128, 16, 16, 16, 16});
  CHECK(metrics(dl, tc.ppcfp128Ty()) == Sizes{128, 16, 16, 16, 16});
  // bfloat shares the f16 entry.
  CHECK(metrics(layoutOf("f16:32"), tc.bfloatTy()) == Sizes{16, 2, 4, 4, 4});
  CHECK(metrics(layoutOf("f80:32"), tc.x86fp80Ty()) == Sizes{80, 10, 12, 4, 4});
}

TEST_CASE("DataLayout: unsized types report zero sizes") {
  DataLayout dl = DataLayout::nvptx64Default();
  TypeContext tc;
  Type *opaque = tc.namedStruct("opaque.T");
  Type *self = tc.namedStruct("Self");
  self->setBody({tc.i32(), self}, false); // malformed input: contains itself by value
  Type *mutualA = tc.namedStruct("A");
  Type *mutualB = tc.namedStruct("B");
  mutualA->setBody({mutualB}, false);
  mutualB->setBody({tc.i8(), mutualA}, false);
  std::vector<Type *> unsized = {
      tc.voidTy(),
      tc.labelTy(),
      tc.metadataTy(),
      tc.tokenTy(),
      tc.functionTy(tc.voidTy(), {tc.i32()}, false),
      opaque,
      tc.literalStructTy({tc.i32(), opaque}, false),
      tc.arrayTy(opaque, 4),
      tc.targetExtTy("spirv.Image", {}, {}),
      tc.vectorTy(tc.floatTy(), 4, true),
      self,
      mutualA,
      tc.arrayTy(mutualB, 2),
  };
  for (Type *t : unsized) {
    INFO(nvsim::ir::typeToString(t));
    CHECK_FALSE(dl.isSized(t));
    CHECK(metrics(dl, t) == Sizes{0, 0, 0, 1, 1});
  }
  StructLayout sl = dl.structLayout(opaque);
  CHECK(sl.size == 0);
  CHECK(sl.fieldOffsets.empty());
  CHECK(dl.structLayout(self).fieldOffsets.empty());
  CHECK(dl.structLayout(tc.i32()).fieldOffsets.empty()); // not a struct
  CHECK(dl.isSized(tc.i32()));
  CHECK(dl.isSized(tc.pointerTy(0)));
}

TEST_CASE("DataLayout: sizes that do not fit in 64 bits saturate") {
  DataLayout dl = DataLayout::nvptx64Default();
  TypeContext tc;
  // 2^60 bytes is 2^63 bits: still exact.
  Type *big = tc.arrayTy(tc.i8(), uint64_t(1) << 60);
  CHECK(metrics(dl, big) == Sizes{uint64_t(1) << 63, uint64_t(1) << 60, uint64_t(1) << 60, 1, 1});
  // 2^61 bytes is 2^64 bits: every size is kSizeOverflow, alignments stay exact.
  using nvsim::kSizeOverflow;
  Type *huge = tc.arrayTy(tc.i64(), uint64_t(1) << 58);
  CHECK(metrics(dl, huge) == Sizes{kSizeOverflow, kSizeOverflow, kSizeOverflow, 8, 8});
  CHECK(metrics(dl, tc.arrayTy(huge, 3)) == Sizes{kSizeOverflow, kSizeOverflow, kSizeOverflow, 8, 8});
  Type *twoBig = tc.literalStructTy({big, big}, false);
  CHECK(dl.typeSizeInBits(twoBig) == kSizeOverflow);
  CHECK(dl.structLayout(twoBig).size == kSizeOverflow);
  CHECK(dl.structLayout(twoBig).fieldOffsets == std::vector<uint64_t>{0, uint64_t(1) << 60});
  CHECK(dl.typeAllocSize(tc.arrayTy(tc.i8(), UINT64_MAX)) == kSizeOverflow);
  CHECK(dl.typeSizeInBits(tc.vectorTy(tc.i64(), uint64_t(1) << 60)) == kSizeOverflow);
}

TEST_CASE("DataLayout: pointer specifications") {
  DataLayout dl = layoutOf("e-p:64:64:64:32-p1:32:16:32-p7:160:256:256:32");
  CHECK(dl.pointerSizeBits(0) == 64);
  CHECK(dl.indexSizeBits(0) == 32);
  CHECK(dl.pointerSizeBits(1) == 32);
  CHECK(dl.pointerAbiAlign(1) == 2);
  CHECK(dl.pointerPrefAlign(1) == 4);
  CHECK(dl.indexSizeBits(1) == 32); // defaults to the pointer size
  CHECK(dl.pointerSizeBits(7) == 160);
  CHECK(dl.pointerSize(7) == 20);
  CHECK(dl.pointerAbiAlign(7) == 32);
  CHECK(dl.pointerSizeBits(2) == 64); // falls back to address space 0
  CHECK(dl.indexSizeBits(2) == 32);
  // The size is a plain bit count (LLVM accepts 63); the store size rounds up.
  TypeContext tc;
  CHECK(metrics(layoutOf("p:63:64"), tc.pointerTy(0)) == Sizes{63, 8, 8, 8, 8});
  // A later entry for the same space replaces the earlier one.
  CHECK(layoutOf("p3:64:64-p3:32:32").pointerSizeBits(3) == 32);
  // Extra fields after the index width are ignored, as in LLVM.
  CHECK(layoutOf("p:64:64:64:64:64").pointerSizeBits(0) == 64);
}

TEST_CASE("DataLayout: other specifications") {
  DataLayout dl = layoutOf("E-m:e-S128-P1-A5-G1-Fn32-ni:2:1-n8:16-n32");
  CHECK(dl.bigEndian());
  CHECK(dl.mangling() == 'e');
  CHECK(dl.stackAlign() == 16);
  CHECK(dl.programAddressSpace() == 1);
  CHECK(dl.allocaAddressSpace() == 5);
  CHECK(dl.globalsAddressSpace() == 1);
  CHECK(dl.functionPtrAlign() == 4);
  CHECK(dl.functionPtrAlignType() == DataLayout::FunctionPtrAlignType::MultipleOfFunctionAlign);
  CHECK(dl.isNonIntegralAddressSpace(1));
  CHECK(dl.isNonIntegralAddressSpace(2));
  CHECK_FALSE(dl.isNonIntegralAddressSpace(0));
  // A second `n` appends, as in LLVM.
  CHECK(dl.nativeIntWidths() == std::vector<unsigned>{8, 16, 32});
  CHECK(layoutOf("Fi8").functionPtrAlignType() == DataLayout::FunctionPtrAlignType::Independent);
  // `s` is deprecated and ignored; anything after `e`/`E` is ignored.
  CHECK(layoutOf("s:16-e") == DataLayout());
  CHECK(layoutOf("ex").littleEndian());
  CHECK(layoutOf("E-e").littleEndian());
  // Leading zeros are decimal.
  CHECK(layoutOf("i32:064").intAbiAlign(32) == 8);
}

TEST_CASE("DataLayout: malformed strings give LLVM's messages") {
  struct Case {
    const char *text;
    const char *message;
  };
  const Case cases[] = {
      {"e-p", "Missing size specification for pointer in datalayout string"},
      {"e-p:64", "Missing alignment specification for pointer in datalayout string"},
      {"p16777216:64:64", "Invalid address space, must be a 24-bit integer"},
      {"P16777216", "Invalid address space, must be a 24-bit integer"},
      {"p:48:52", "number of bits must be a byte width multiple"},
      {"p:0:8", "Invalid pointer size of 0 bytes"},
      {"p:64:0", "Pointer ABI alignment must be a power of 2"},
      {"p:64:64:0", "Pointer preferred alignment must be a power of 2"},
      {"p:64:64:32", "Preferred alignment cannot be less than the ABI alignment"},
      {"p:64:64:64:0", "Invalid index size of 0 bytes"},
      {"p:64:64:64:128", "Index width cannot be larger than pointer width"},
      {"px:64:64", "not a number, or does not fit in an unsigned int"},
      {"p:4294967296:8", "not a number, or does not fit in an unsigned int"},
      {"i32", "Missing alignment specification in datalayout string"},
      {"i32:24", "Invalid ABI alignment, must be a power of 2"},
      {"i32:0", "ABI alignment specification must be >0 for non-aggregate types"},
      {"i8:16", "Invalid ABI alignment, i8 must be naturally aligned"},
      {"i32:1048576", "Invalid ABI alignment, must be a 16bit integer"},
      {"i32:16:1048576", "Invalid preferred alignment, must be a 16bit integer"},
      {"i8:8:24", "Invalid preferred alignment, must be a power of 2"},
      {"i32:64:32", "Preferred alignment cannot be less than the ABI alignment"},
      {"i16777216:8", "Invalid bit width, must be a 24-bit integer"},
      {"f16777216", "Missing alignment specification in datalayout string"}, // width checked last
      {"a32:64", "Sized aggregate specification in datalayout string"},
      {"n0", "Zero width native integer type in datalayout string"},
      {"n8::16", "Expected token before separator in datalayout string"},
      {"S24", "Alignment is neither 0 nor a power of 2"},
      {"S12", "number of bits must be a byte width multiple"},
      {"Fi24", "Alignment is neither 0 nor a power of 2"},
      {"Fx8", "Unknown function pointer alignment type in datalayout string"},
      {"m", "Expected mangling specifier in datalayout string"},
      {"me", "Unexpected trailing characters after mangling specifier in datalayout string"},
      {"m:ee", "Unknown mangling specifier in datalayout string"},
      {"m:q", "Unknown mangling in datalayout string"},
      {"ni:0", "Address space 0 can never be non-integral"},
      {"ni", "not a number, or does not fit in an unsigned int"},
      {"z", "Unknown specifier in datalayout string"},
      {" e", "Unknown specifier in datalayout string"},
      {"e-", "Trailing separator in datalayout string"},
      {"e-i64:64:", "Trailing separator in datalayout string"},
      {"-e", "Expected token before separator in datalayout string"},
      {"e--p:32:32", "Expected token before separator in datalayout string"},
  };
  for (const Case &c : cases) {
    INFO("layout: ", c.text);
    CHECK(errorOf(c.text) == c.message);
  }
  // A null error pointer is allowed.
  CHECK_FALSE(DataLayout::parse("p:0:8", nullptr).has_value());
}

TEST_CASE("DataLayout: toString round trips") {
  const char *layouts[] = {
      "",
      "E",
      "e-i64:64-i128:128-v16:16-v32:32-n16:32:64",
      "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
      "E-m:e-Fi8-i64:64-v128:64-a:0:32-n32:64-S128-ni:1:2",
      "e-P1-A5-G1-p:64:64:64:32-Fn32-m:o-p3:32:16:64",
      "i8:8:16-i0:8-v0:8-f16:32-a:0:0-Fn0-n1",
  };
  for (const char *text : layouts) {
    DataLayout dl = layoutOf(text);
    INFO("layout: ", text, " printed: ", dl.toString());
    CHECK(layoutOf(dl.toString()) == dl);
  }
  for (std::string_view text :
       {nvsim::kNvvmSpec64Layout, nvsim::kNvvmSpec32Layout, nvsim::kNvvmShared32Layout, nvsim::kNvptx64Layout,
        nvsim::kNvptx64ShortPtrLayout, nvsim::kNvptx32Layout, nvsim::kNvptx64Llvm20Layout}) {
    DataLayout dl = layoutOf(text);
    CHECK(layoutOf(dl.toString()) == dl);
  }
  CHECK(layoutOf("e-p:64:64:64:32-p1:32:16:32-i24:32:64").toString() ==
        "e-p:64:64:64:32-p1:32:16:32-i24:32:64");
  CHECK(layoutOf(nvsim::kNvptx64ShortPtrLayout).toString() == nvsim::kNvptx64ShortPtrLayout);
}
