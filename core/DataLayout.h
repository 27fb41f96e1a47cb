// Target data layout: parses LLVM data layout strings and answers size, alignment and offset queries.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace nvsim {

namespace ir {
class Type;
} // namespace ir

/// Layout strings of the NVPTX targets, for modules that carry none and for tests.
/// LLVM 19's NVPTX backend (NVPTXTargetMachine.cpp, computeDataLayout), as printed by
/// `clang-19 --target=nvptx64-nvidia-cuda`; LLVM 20 adds `-p6:32:32` (tensor memory) after `e`.
inline constexpr std::string_view kNvptx64Layout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64";
/// LLVM 19 NVPTX with `-nvptx-short-ptr`: shared, constant and local pointers are 32 bits.
inline constexpr std::string_view kNvptx64ShortPtrLayout =
    "e-p3:32:32-p4:32:32-p5:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64";
/// LLVM 19 NVPTX, 32-bit (`nvptx-nvidia-cuda`).
inline constexpr std::string_view kNvptx32Layout = "e-p:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64";
/// LLVM 20 NVPTX, 64-bit: as kNvptx64Layout plus 32-bit tensor-memory pointers (address space 6).
inline constexpr std::string_view kNvptx64Llvm20Layout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64";
/// The two layouts the NVVM IR specification (section 3.13) allows.
inline constexpr std::string_view kNvvmSpec64Layout =
    "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-"
    "v64:64:64-v128:128:128-n16:32:64";
inline constexpr std::string_view kNvvmSpec32Layout =
    "e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-"
    "v64:64:64-v128:128:128-n16:32:64";
/// NVIDIA's compiler (cicc) in 64-bit mode with 32-bit shared-memory pointers (`p3:32:32:32`).
inline constexpr std::string_view kNvvmShared32Layout =
    "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f16:16:16-"
    "f32:32:32-f64:64:64-v16:16:16-v32:32:32-n16:32:64";

/// What size queries return when a type's size in bits does not fit in 64 bits (for instance
/// `[4611686018427387904 x i64]`). Every size of such a type (bits, store, alloc, struct size)
/// is this value; alignments stay exact. Callers that allocate must reject it.
inline constexpr uint64_t kSizeOverflow = UINT64_MAX;

/// Field placement of one struct, as LLVM's StructLayout computes it. All values are in bytes.
struct StructLayout {
  /// Size including the tail padding that rounds it up to `align` (LLVM's getSizeInBytes).
  uint64_t size = 0;
  /// The largest field ABI alignment, 1 when packed or empty. A struct's ABI alignment as a
  /// member or an allocation is DataLayout::abiAlign, which also honours the `a:` specification
  /// (except for packed structs, whose ABI alignment is always 1).
  uint64_t align = 1;
  /// Whether any padding sits between fields or at the end (padding inside fields not counted).
  bool padded = false;
  std::vector<uint64_t> fieldOffsets;

  /// Index of the field that contains byte `offset` (the last field starting at or before it;
  /// 0 for a struct without fields).
  unsigned fieldAt(uint64_t offset) const;
};

/// A parsed data layout. Copyable value; every query is const and thread-safe.
///
/// Semantics follow LLVM 19's DataLayout (LangRef, "Data Layout"): unspecified entries take
/// LLVM's defaults, alignments in the string are in bits and stored here in bytes.
class DataLayout {
public:
  /// Alignment entry of an `i`, `f` or `v` specification.
  struct PrimitiveSpec {
    uint32_t bitWidth;
    uint64_t abiAlign;  ///< bytes
    uint64_t prefAlign; ///< bytes
    bool operator==(const PrimitiveSpec &) const = default;
  };
  /// A `p[n]:<size>:<abi>[:<pref>[:<idx>]]` entry.
  struct PointerSpec {
    uint32_t addrSpace;
    uint32_t sizeBits;
    uint64_t abiAlign;  ///< bytes
    uint64_t prefAlign; ///< bytes
    uint32_t indexBits;
    bool operator==(const PointerSpec &) const = default;
  };
  /// How `F<type><abi>` relates function pointer alignment to function alignment.
  enum class FunctionPtrAlignType : uint8_t {
    Independent,            ///< `Fi`: function pointers are aligned to the given value
    MultipleOfFunctionAlign ///< `Fn`: aligned to a multiple of the function's own alignment
  };

  /// LLVM's default layout, the meaning of an empty string.
  DataLayout();

  /// Parses a layout string. On failure returns nullopt and, when `error` is not null, stores
  /// LLVM's message for the first problem (e.g. "Trailing separator in datalayout string").
  static std::optional<DataLayout> parse(std::string_view text, std::string *error);
  /// The layout of a 64-bit NVPTX module that names none (kNvptx64Layout).
  static DataLayout nvptx64Default();
  /// The default layout for a target triple: 32-bit NVPTX for `nvptx-*`, else nvptx64Default.
  static DataLayout defaultForTriple(std::string_view triple);

  /// A canonical layout string: endianness, then only what differs from LLVM's defaults.
  /// parse(toString()) gives back an equal layout.
  std::string toString() const;
  bool operator==(const DataLayout &) const = default;

  bool littleEndian() const { return littleEndian_; }
  bool bigEndian() const { return !littleEndian_; }

  /// Pointer size in bits for an address space; spaces without their own entry use space 0's.
  unsigned pointerSizeBits(unsigned addrSpace) const { return pointerSpec(addrSpace).sizeBits; }
  /// Pointer size in bytes (rounded up).
  uint64_t pointerSize(unsigned addrSpace) const { return (pointerSizeBits(addrSpace) + 7) / 8; }
  uint64_t pointerAbiAlign(unsigned addrSpace) const { return pointerSpec(addrSpace).abiAlign; }
  uint64_t pointerPrefAlign(unsigned addrSpace) const { return pointerSpec(addrSpace).prefAlign; }
  /// Width of GEP index arithmetic for pointers of this space (defaults to the pointer size).
  unsigned indexSizeBits(unsigned addrSpace) const { return pointerSpec(addrSpace).indexBits; }
  bool isNonIntegralAddressSpace(unsigned addrSpace) const;

  /// Whether the type has a fixed size: false for void, label, metadata, token, function,
  /// target extension and scalable vector types, opaque or self-containing structs, and
  /// aggregates of those. Size queries on unsized types return 0 and alignments 1.
  bool isSized(const ir::Type *t) const;
  /// LLVM's getTypeSizeInBits: iN is N, vectors count times element bits, structs and arrays
  /// eight times their byte size (tail padding included).
  uint64_t typeSizeInBits(const ir::Type *t) const;
  /// Bytes a load or store touches: (bits + 7) / 8.
  uint64_t typeStoreSize(const ir::Type *t) const;
  /// Distance between consecutive array elements: store size rounded up to the ABI alignment.
  uint64_t typeAllocSize(const ir::Type *t) const;
  uint64_t abiAlign(const ir::Type *t) const;
  uint64_t prefAlign(const ir::Type *t) const;
  /// Field offsets of a struct type (literal or identified). Unsized structs give an empty
  /// layout (size 0, no offsets).
  StructLayout structLayout(const ir::Type *t) const;

  /// ABI and preferred alignment of an integer width with LLVM's rule: the entry for the
  /// smallest specified width at least as large, else the largest specified width.
  uint64_t intAbiAlign(unsigned bits) const;
  uint64_t intPrefAlign(unsigned bits) const;

  /// Native integer widths from `n<size>:...`, in the order given.
  const std::vector<unsigned> &nativeIntWidths() const { return nativeInts_; }
  bool isLegalInteger(unsigned bits) const;
  /// Natural stack alignment in bytes from `S<size>`, 0 when unspecified.
  uint64_t stackAlign() const { return stackAlign_; }
  unsigned programAddressSpace() const { return programAS_; }
  unsigned allocaAddressSpace() const { return allocaAS_; }
  unsigned globalsAddressSpace() const { return globalsAS_; }
  /// Function pointer alignment in bytes from `F<type><abi>`, 0 when unspecified.
  uint64_t functionPtrAlign() const { return functionPtrAlign_; }
  FunctionPtrAlignType functionPtrAlignType() const { return functionPtrAlignType_; }
  /// Mangling mode letter from `m:<mangling>` (e, l, m, o, x, w, a), 0 when unspecified.
  char mangling() const { return mangling_; }

  const std::vector<PointerSpec> &pointerSpecs() const { return pointers_; }
  const std::vector<PrimitiveSpec> &intSpecs() const { return ints_; }
  const std::vector<PrimitiveSpec> &floatSpecs() const { return floats_; }
  const std::vector<PrimitiveSpec> &vectorSpecs() const { return vectors_; }
  uint64_t aggregateAbiAlign() const { return aggregateAbi_; }
  uint64_t aggregatePrefAlign() const { return aggregatePref_; }

private:
  friend class LayoutParser;
  friend class LayoutComputer;

  const PointerSpec &pointerSpec(unsigned addrSpace) const;

  bool littleEndian_ = true;
  std::vector<PointerSpec> pointers_;  ///< sorted by address space; space 0 always present
  std::vector<PrimitiveSpec> ints_;    ///< sorted by width
  std::vector<PrimitiveSpec> floats_;  ///< sorted by width
  std::vector<PrimitiveSpec> vectors_; ///< sorted by width
  uint64_t aggregateAbi_ = 1;
  uint64_t aggregatePref_ = 8;
  std::vector<unsigned> nativeInts_;
  std::vector<unsigned> nonIntegral_; ///< sorted, unique
  uint64_t stackAlign_ = 0;
  uint64_t functionPtrAlign_ = 0;
  FunctionPtrAlignType functionPtrAlignType_ = FunctionPtrAlignType::Independent;
  unsigned programAS_ = 0;
  unsigned allocaAS_ = 0;
  unsigned globalsAS_ = 0;
  char mangling_ = 0;
};

} // namespace nvsim
