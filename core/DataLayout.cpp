// Target data layout: LLVM layout string parsing and the size, alignment and struct layout rules.
#include "core/DataLayout.h"

#include "core/ir/Type.h"

#include <algorithm>
#include <bit>
#include <limits>
#include <unordered_map>

namespace nvsim {

namespace {

/// LLVM 19's messages for malformed layout strings, so that tools comparing diagnostics with
/// `llvm-as` see the same text. One table; the parser refers to rows by enumerator.
#define NVSIM_LAYOUT_ERRORS(X)                                                                               \
  X(NotANumber, "not a number, or does not fit in an unsigned int")                                          \
  X(NotByteMultiple, "number of bits must be a byte width multiple")                                         \
  X(TrailingSeparator, "Trailing separator in datalayout string")                                            \
  X(TokenBeforeSeparator, "Expected token before separator in datalayout string")                            \
  X(UnknownSpecifier, "Unknown specifier in datalayout string")                                              \
  X(NonIntegralZero, "Address space 0 can never be non-integral")                                            \
  X(AddrSpace24, "Invalid address space, must be a 24-bit integer")                                          \
  X(PointerSizeMissing, "Missing size specification for pointer in datalayout string")                       \
  X(PointerSizeZero, "Invalid pointer size of 0 bytes")                                                      \
  X(PointerAlignMissing, "Missing alignment specification for pointer in datalayout string")                 \
  X(PointerAbiPow2, "Pointer ABI alignment must be a power of 2")                                            \
  X(PointerPrefPow2, "Pointer preferred alignment must be a power of 2")                                     \
  X(IndexSizeZero, "Invalid index size of 0 bytes")                                                          \
  X(IndexWiderThanPointer, "Index width cannot be larger than pointer width")                                \
  X(BitWidth24, "Invalid bit width, must be a 24-bit integer")                                               \
  X(SizedAggregate, "Sized aggregate specification in datalayout string")                                    \
  X(AlignMissing, "Missing alignment specification in datalayout string")                                    \
  X(AbiAlign16, "Invalid ABI alignment, must be a 16bit integer")                                            \
  X(AbiAlignPow2, "Invalid ABI alignment, must be a power of 2")                                             \
  X(AbiAlignZero, "ABI alignment specification must be >0 for non-aggregate types")                          \
  X(I8Natural, "Invalid ABI alignment, i8 must be naturally aligned")                                        \
  X(PrefAlign16, "Invalid preferred alignment, must be a 16bit integer")                                     \
  X(PrefAlignPow2, "Invalid preferred alignment, must be a power of 2")                                      \
  X(PrefBelowAbi, "Preferred alignment cannot be less than the ABI alignment")                               \
  X(NativeZero, "Zero width native integer type in datalayout string")                                       \
  X(AlignPow2OrZero, "Alignment is neither 0 nor a power of 2")                                              \
  X(FunctionPtrType, "Unknown function pointer alignment type in datalayout string")                         \
  X(ManglingTrailing, "Unexpected trailing characters after mangling specifier in datalayout string")        \
  X(ManglingMissing, "Expected mangling specifier in datalayout string")                                     \
  X(ManglingSpecifier, "Unknown mangling specifier in datalayout string")                                    \
  X(ManglingUnknown, "Unknown mangling in datalayout string")

enum class LayoutError : uint8_t {
#define NVSIM_LAYOUT_ENUM(Id, Text) Id,
  NVSIM_LAYOUT_ERRORS(NVSIM_LAYOUT_ENUM)
#undef NVSIM_LAYOUT_ENUM
};

constexpr std::string_view kLayoutErrorText[] = {
#define NVSIM_LAYOUT_TEXT(Id, Text) Text,
    NVSIM_LAYOUT_ERRORS(NVSIM_LAYOUT_TEXT)
#undef NVSIM_LAYOUT_TEXT
};

bool isPow2(uint64_t v) { return v != 0 && (v & (v - 1)) == 0; }

/// Rounds `v` up to a multiple of the power of two `align`, saturating at kSizeOverflow.
uint64_t alignUp(uint64_t v, uint64_t align) {
  if (v > kSizeOverflow - (align - 1))
    return kSizeOverflow;
  return (v + align - 1) & ~(align - 1);
}

uint64_t addSat(uint64_t a, uint64_t b) { return a > kSizeOverflow - b ? kSizeOverflow : a + b; }

uint64_t mulSat(uint64_t a, uint64_t b) {
  if (a != 0 && b > kSizeOverflow / a)
    return kSizeOverflow;
  return a * b;
}

/// LLVM's table for everything a layout string does not specify (DataLayout::reset in LLVM 19).
/// Alignments in bytes.
const DataLayout::PrimitiveSpec kDefaultInts[] = {{1, 1, 1}, {8, 1, 1}, {16, 2, 2}, {32, 4, 4}, {64, 4, 8}};
const DataLayout::PrimitiveSpec kDefaultFloats[] = {{16, 2, 2}, {32, 4, 4}, {64, 8, 8}, {128, 16, 16}};
const DataLayout::PrimitiveSpec kDefaultVectors[] = {{64, 8, 8}, {128, 16, 16}};
const DataLayout::PointerSpec kDefaultPointer = {0, 64, 8, 8, 64};

/// Inserts or replaces the entry for `spec.bitWidth`, keeping the table sorted by width.
void setSpec(std::vector<DataLayout::PrimitiveSpec> &table, DataLayout::PrimitiveSpec spec) {
  auto it = std::lower_bound(table.begin(), table.end(), spec.bitWidth,
                             [](const DataLayout::PrimitiveSpec &s, uint32_t w) { return s.bitWidth < w; });
  if (it != table.end() && it->bitWidth == spec.bitWidth)
    *it = spec;
  else
    table.insert(it, spec);
}

/// The entry of exactly `bits`, or null.
const DataLayout::PrimitiveSpec *findExact(const std::vector<DataLayout::PrimitiveSpec> &table,
                                           uint64_t bits) {
  for (const DataLayout::PrimitiveSpec &s : table)
    if (s.bitWidth == bits)
      return &s;
  return nullptr;
}

} // namespace

/// Reads a layout string specification by specification, in LLVM's order of checks, so that the
/// first error reported for a malformed string is the one LLVM reports.
class LayoutParser {
public:
  LayoutParser(DataLayout &dl, std::string_view text) : dl_(dl), rest_(text) {}

  /// ::= spec ('-' spec)*   (the empty string is LLVM's default layout)
  std::optional<LayoutError> parse() {
    while (!rest_.empty()) {
      std::string_view spec;
      if (auto e = split(rest_, '-', spec))
        return e;
      if (auto e = parseSpec(spec))
        return e;
    }
    return std::nullopt;
  }

private:
  /// Takes the text before the first `sep` out of `str` into `tok`; a separator must have text
  /// on both sides.
  static std::optional<LayoutError> split(std::string_view &str, char sep, std::string_view &tok) {
    size_t at = str.find(sep);
    if (at == std::string_view::npos) {
      tok = str;
      str = {};
      return std::nullopt;
    }
    tok = str.substr(0, at);
    str = str.substr(at + 1);
    if (str.empty())
      return LayoutError::TrailingSeparator;
    if (tok.empty())
      return LayoutError::TokenBeforeSeparator;
    return std::nullopt;
  }

  /// A decimal number that fits in `Int` (32 bits for most fields; LLVM reads `S` and `F` into
  /// 64 bits).
  template <typename Int> static std::optional<LayoutError> getInt(std::string_view tok, Int &out) {
    if (tok.empty())
      return LayoutError::NotANumber;
    Int v = 0;
    for (char c : tok) {
      if (c < '0' || c > '9')
        return LayoutError::NotANumber;
      Int digit = static_cast<Int>(c - '0');
      if (v > (std::numeric_limits<Int>::max() - digit) / 10)
        return LayoutError::NotANumber;
      v = v * 10 + digit;
    }
    out = v;
    return std::nullopt;
  }

  /// A bit count that must be a whole number of bytes; returns bytes.
  template <typename Int = uint32_t>
  static std::optional<LayoutError> getBytes(std::string_view tok, uint64_t &out) {
    Int bits = 0;
    if (auto e = getInt(tok, bits))
      return e;
    if (bits % 8 != 0)
      return LayoutError::NotByteMultiple;
    out = bits / 8;
    return std::nullopt;
  }

  static std::optional<LayoutError> getAddrSpace(std::string_view tok, unsigned &out) {
    uint32_t as = 0;
    if (auto e = getInt(tok, as))
      return e;
    if (as >= (1u << 24))
      return LayoutError::AddrSpace24;
    out = as;
    return std::nullopt;
  }

  /// ::= 'ni' (':' <as>)+ | 'e' | 'E' | 's' ... | 'p' ... | ('i'|'v'|'f'|'a') ... | 'n' ...
  ///   | 'S' <size> | 'F' ('i'|'n') <abi> | 'P' <as> | 'A' <as> | 'G' <as> | 'm' ':' <mangling>
  std::optional<LayoutError> parseSpec(std::string_view spec) {
    std::string_view tok;
    if (auto e = split(spec, ':', tok))
      return e;
    std::string_view rest = spec;
    if (tok == "ni" && !rest.empty()) // a bare "ni" is an `n` specification, as in LLVM
      return parseNonIntegral(rest);
    char kind = tok.front();
    tok.remove_prefix(1);
    switch (kind) {
    case 's': // Deprecated stack-object alignment; LLVM ignores it.
      return std::nullopt;
    case 'e':
    case 'E':
      // NOTE: like LLVM, anything after the letter is ignored ("ex" is little-endian).
      dl_.littleEndian_ = kind == 'e';
      return std::nullopt;
    case 'p': return parsePointer(tok, rest);
    case 'i':
    case 'v':
    case 'f':
    case 'a': return parsePrimitive(kind, tok, rest);
    case 'n': return parseNative(tok, rest);
    case 'S': {
      uint64_t align = 0;
      if (auto e = getBytes<uint64_t>(tok, align))
        return e;
      if (align != 0 && !isPow2(align))
        return LayoutError::AlignPow2OrZero;
      dl_.stackAlign_ = align;
      return std::nullopt;
    }
    case 'F': return parseFunctionPtr(tok);
    case 'P': return getAddrSpace(tok, dl_.programAS_);
    case 'A': return getAddrSpace(tok, dl_.allocaAS_);
    case 'G': return getAddrSpace(tok, dl_.globalsAS_);
    case 'm': return parseMangling(tok, rest);
    default: return LayoutError::UnknownSpecifier;
    }
  }

  /// ::= 'ni' (':' <as>)+   (address space 0 is always integral; no 24-bit limit, as in LLVM)
  std::optional<LayoutError> parseNonIntegral(std::string_view rest) {
    while (!rest.empty()) {
      std::string_view tok;
      if (auto e = split(rest, ':', tok))
        return e;
      uint32_t as = 0;
      if (auto e = getInt(tok, as))
        return e;
      if (as == 0)
        return LayoutError::NonIntegralZero;
      auto it = std::lower_bound(dl_.nonIntegral_.begin(), dl_.nonIntegral_.end(), as);
      if (it == dl_.nonIntegral_.end() || *it != as)
        dl_.nonIntegral_.insert(it, as);
    }
    return std::nullopt;
  }

  /// ::= 'p' [<as>] ':' <size> ':' <abi> [':' <pref> [':' <idx>]]
  /// The size and index width are plain bit counts; the alignments must be whole bytes.
  std::optional<LayoutError> parsePointer(std::string_view tok, std::string_view rest) {
    unsigned as = 0;
    if (!tok.empty())
      if (auto e = getAddrSpace(tok, as))
        return e;
    if (rest.empty())
      return LayoutError::PointerSizeMissing;
    if (auto e = split(rest, ':', tok))
      return e;
    uint32_t size = 0;
    if (auto e = getInt(tok, size))
      return e;
    if (size == 0)
      return LayoutError::PointerSizeZero;
    if (rest.empty())
      return LayoutError::PointerAlignMissing;
    if (auto e = split(rest, ':', tok))
      return e;
    uint64_t abi = 0;
    if (auto e = getBytes(tok, abi))
      return e;
    if (!isPow2(abi))
      return LayoutError::PointerAbiPow2;
    uint64_t pref = abi;
    uint32_t index = size;
    if (!rest.empty()) {
      if (auto e = split(rest, ':', tok))
        return e;
      if (auto e = getBytes(tok, pref))
        return e;
      if (!isPow2(pref))
        return LayoutError::PointerPrefPow2;
      if (!rest.empty()) {
        if (auto e = split(rest, ':', tok))
          return e;
        if (auto e = getInt(tok, index))
          return e;
        if (index == 0)
          return LayoutError::IndexSizeZero;
      }
    }
    // NOTE: fields after the index width are ignored, as LLVM does.
    if (pref < abi)
      return LayoutError::PrefBelowAbi;
    if (index > size)
      return LayoutError::IndexWiderThanPointer;
    DataLayout::PointerSpec spec{as, size, abi, pref, index};
    auto &ptrs = dl_.pointers_;
    auto it = std::lower_bound(ptrs.begin(), ptrs.end(), as,
                               [](const DataLayout::PointerSpec &s, uint32_t a) { return s.addrSpace < a; });
    if (it != ptrs.end() && it->addrSpace == as)
      *it = spec;
    else
      ptrs.insert(it, spec);
    return std::nullopt;
  }

  /// ::= ('i'|'v'|'f') <size> ':' <abi> [':' <pref>] | 'a' [0] ':' <abi> [':' <pref>]
  /// An alignment of 0 (allowed for the aggregate ABI and any preferred one) means 1 byte.
  std::optional<LayoutError> parsePrimitive(char kind, std::string_view tok, std::string_view rest) {
    uint32_t width = 0;
    if (!tok.empty())
      if (auto e = getInt(tok, width))
        return e;
    if (kind == 'a' && width != 0)
      return LayoutError::SizedAggregate;
    if (rest.empty())
      return LayoutError::AlignMissing;
    if (auto e = split(rest, ':', tok))
      return e;
    uint64_t abi = 0;
    if (auto e = getBytes(tok, abi))
      return e;
    if (kind != 'a' && abi == 0)
      return LayoutError::AbiAlignZero;
    if (abi >= (1u << 16))
      return LayoutError::AbiAlign16;
    if (abi != 0 && !isPow2(abi))
      return LayoutError::AbiAlignPow2;
    if (kind == 'i' && width == 8 && abi != 1)
      return LayoutError::I8Natural;
    uint64_t pref = abi;
    if (!rest.empty()) {
      if (auto e = split(rest, ':', tok))
        return e;
      if (auto e = getBytes(tok, pref))
        return e;
      if (pref >= (1u << 16))
        return LayoutError::PrefAlign16;
      if (pref != 0 && !isPow2(pref))
        return LayoutError::PrefAlignPow2;
    }
    // NOTE: LLVM checks the width only here, after both alignments have been read.
    if (width >= (1u << 24))
      return LayoutError::BitWidth24;
    abi = std::max<uint64_t>(abi, 1);
    pref = std::max<uint64_t>(pref, 1);
    if (pref < abi)
      return LayoutError::PrefBelowAbi;
    switch (kind) {
    case 'i': setSpec(dl_.ints_, {width, abi, pref}); break;
    case 'f': setSpec(dl_.floats_, {width, abi, pref}); break;
    case 'v': setSpec(dl_.vectors_, {width, abi, pref}); break;
    default:
      dl_.aggregateAbi_ = abi;
      dl_.aggregatePref_ = pref;
      break;
    }
    return std::nullopt;
  }

  /// ::= 'n' <size> (':' <size>)*
  std::optional<LayoutError> parseNative(std::string_view tok, std::string_view rest) {
    // NOTE: like LLVM, a second `n` specification appends to the first one.
    for (;;) {
      uint32_t width = 0;
      if (auto e = getInt(tok, width))
        return e;
      if (width == 0)
        return LayoutError::NativeZero;
      dl_.nativeInts_.push_back(width);
      if (rest.empty())
        return std::nullopt;
      if (auto e = split(rest, ':', tok))
        return e;
    }
  }

  /// ::= 'F' ('i' | 'n') <abi>
  std::optional<LayoutError> parseFunctionPtr(std::string_view tok) {
    if (tok.empty() || (tok.front() != 'i' && tok.front() != 'n'))
      return LayoutError::FunctionPtrType;
    DataLayout::FunctionPtrAlignType type = tok.front() == 'i'
                                                ? DataLayout::FunctionPtrAlignType::Independent
                                                : DataLayout::FunctionPtrAlignType::MultipleOfFunctionAlign;
    tok.remove_prefix(1);
    uint64_t align = 0;
    if (auto e = getBytes<uint64_t>(tok, align))
      return e;
    if (align != 0 && !isPow2(align))
      return LayoutError::AlignPow2OrZero;
    dl_.functionPtrAlignType_ = type;
    dl_.functionPtrAlign_ = align;
    return std::nullopt;
  }

  /// ::= 'm' ':' ('e' | 'l' | 'm' | 'o' | 'x' | 'w' | 'a')
  std::optional<LayoutError> parseMangling(std::string_view tok, std::string_view rest) {
    if (!tok.empty())
      return LayoutError::ManglingTrailing;
    if (rest.empty())
      return LayoutError::ManglingMissing;
    if (rest.size() > 1)
      return LayoutError::ManglingSpecifier;
    if (std::string_view("elmoxwa").find(rest.front()) == std::string_view::npos)
      return LayoutError::ManglingUnknown;
    dl_.mangling_ = rest.front();
    return std::nullopt;
  }

  DataLayout &dl_;
  std::string_view rest_;
};

DataLayout::DataLayout()
    : pointers_{kDefaultPointer}, ints_(std::begin(kDefaultInts), std::end(kDefaultInts)),
      floats_(std::begin(kDefaultFloats), std::end(kDefaultFloats)),
      vectors_(std::begin(kDefaultVectors), std::end(kDefaultVectors)) {}

std::optional<DataLayout> DataLayout::parse(std::string_view text, std::string *error) {
  DataLayout dl;
  if (auto e = LayoutParser(dl, text).parse()) {
    if (error)
      *error = std::string(kLayoutErrorText[static_cast<size_t>(*e)]);
    return std::nullopt;
  }
  return dl;
}

DataLayout DataLayout::nvptx64Default() { return *parse(kNvptx64Layout, nullptr); }

DataLayout DataLayout::defaultForTriple(std::string_view triple) {
  if (triple.substr(0, triple.find('-')) == "nvptx")
    return *parse(kNvptx32Layout, nullptr);
  return nvptx64Default();
}

std::string DataLayout::toString() const {
  std::string out = littleEndian_ ? "e" : "E";
  auto bits = [](uint64_t bytes) { return std::to_string(bytes * 8); };
  if (mangling_)
    out += std::string("-m:") + mangling_;
  if (programAS_)
    out += "-P" + std::to_string(programAS_);
  if (allocaAS_)
    out += "-A" + std::to_string(allocaAS_);
  if (globalsAS_)
    out += "-G" + std::to_string(globalsAS_);
  for (const PointerSpec &p : pointers_) {
    if (p == kDefaultPointer)
      continue;
    out += "-p";
    if (p.addrSpace)
      out += std::to_string(p.addrSpace);
    out += ":" + std::to_string(p.sizeBits) + ":" + bits(p.abiAlign);
    if (p.prefAlign != p.abiAlign || p.indexBits != p.sizeBits)
      out += ":" + bits(p.prefAlign);
    if (p.indexBits != p.sizeBits)
      out += ":" + std::to_string(p.indexBits);
  }
  auto table = [&](char letter, const std::vector<PrimitiveSpec> &specs, const auto &defaults) {
    for (const PrimitiveSpec &s : specs) {
      if (std::find(std::begin(defaults), std::end(defaults), s) != std::end(defaults))
        continue;
      out += std::string("-") + letter + std::to_string(s.bitWidth) + ":" + bits(s.abiAlign);
      if (s.prefAlign != s.abiAlign)
        out += ":" + bits(s.prefAlign);
    }
  };
  table('i', ints_, kDefaultInts);
  table('f', floats_, kDefaultFloats);
  table('v', vectors_, kDefaultVectors);
  if (aggregateAbi_ != 1 || aggregatePref_ != 8)
    out += "-a:" + bits(aggregateAbi_) + ":" + bits(aggregatePref_);
  if (functionPtrAlign_ || functionPtrAlignType_ != FunctionPtrAlignType::Independent)
    out += std::string("-F") + (functionPtrAlignType_ == FunctionPtrAlignType::Independent ? "i" : "n") +
           bits(functionPtrAlign_);
  if (!nativeInts_.empty()) {
    out += "-n";
    for (size_t i = 0; i < nativeInts_.size(); ++i)
      out += (i ? ":" : "") + std::to_string(nativeInts_[i]);
  }
  if (!nonIntegral_.empty()) {
    out += "-ni";
    for (unsigned as : nonIntegral_)
      out += ":" + std::to_string(as);
  }
  if (stackAlign_)
    out += "-S" + bits(stackAlign_);
  return out;
}

const DataLayout::PointerSpec &DataLayout::pointerSpec(unsigned addrSpace) const {
  for (const PointerSpec &p : pointers_)
    if (p.addrSpace == addrSpace)
      return p;
  // NOTE: pointers_ is sorted and always holds space 0, so its front is the fallback entry.
  return pointers_.front();
}

bool DataLayout::isNonIntegralAddressSpace(unsigned addrSpace) const {
  return std::binary_search(nonIntegral_.begin(), nonIntegral_.end(), addrSpace);
}

bool DataLayout::isLegalInteger(unsigned bits) const {
  return std::find(nativeInts_.begin(), nativeInts_.end(), bits) != nativeInts_.end();
}

uint64_t DataLayout::intAbiAlign(unsigned bits) const {
  auto it = std::lower_bound(ints_.begin(), ints_.end(), bits,
                             [](const PrimitiveSpec &s, unsigned w) { return s.bitWidth < w; });
  return (it == ints_.end() ? ints_.back() : *it).abiAlign;
}

uint64_t DataLayout::intPrefAlign(unsigned bits) const {
  auto it = std::lower_bound(ints_.begin(), ints_.end(), bits,
                             [](const PrimitiveSpec &s, unsigned w) { return s.bitWidth < w; });
  return (it == ints_.end() ? ints_.back() : *it).prefAlign;
}

unsigned StructLayout::fieldAt(uint64_t offset) const {
  auto it = std::upper_bound(fieldOffsets.begin(), fieldOffsets.end(), offset);
  return it == fieldOffsets.begin() ? 0 : static_cast<unsigned>(it - fieldOffsets.begin() - 1);
}

/// Computes size and alignment of one type. Aggregates are memoised for the duration of one
/// query only: that keeps shared sub-types linear (`{S, S}` nested 60 deep would otherwise take
/// 2^60 steps) without a cache keyed by pointers that could outlive their TypeContext.
class LayoutComputer {
public:
  explicit LayoutComputer(const DataLayout &dl) : dl_(dl) {}

  struct Info {
    bool sized = false;
    uint64_t bits = 0;     ///< size in bits, kSizeOverflow when it does not fit
    uint64_t abiAlign = 1; ///< bytes
    uint64_t prefAlign = 1;
  };

  static uint64_t storeSize(const Info &i) {
    return i.bits == kSizeOverflow ? kSizeOverflow : i.bits / 8 + (i.bits % 8 != 0);
  }
  static uint64_t allocSize(const Info &i) { return alignUp(storeSize(i), i.abiAlign); }

  Info info(const ir::Type *t) {
    using ir::TypeKind;
    switch (t->kind()) {
    case TypeKind::Integer: {
      unsigned w = t->intWidth();
      return {true, w, dl_.intAbiAlign(w), dl_.intPrefAlign(w)};
    }
    case TypeKind::Half:
    case TypeKind::BFloat:
    case TypeKind::Float:
    case TypeKind::Double:
    case TypeKind::FP128:
    case TypeKind::X86FP80:
    case TypeKind::PPCFP128: {
      uint64_t bits = t->scalarBits();
      if (const DataLayout::PrimitiveSpec *s = findExact(dl_.floats_, bits))
        return {true, bits, s->abiAlign, s->prefAlign};
      // LLVM's fallback: the store size rounded up to a power of two (x86_fp80: 10 -> 16).
      uint64_t natural = std::bit_ceil((bits + 7) / 8);
      return {true, bits, natural, natural};
    }
    case TypeKind::X86MMX: return vectorInfo(64);
    case TypeKind::X86AMX: return {true, 8192, 64, 64};
    case TypeKind::Pointer: {
      const DataLayout::PointerSpec &p = dl_.pointerSpec(t->addrSpace());
      return {true, p.sizeBits, p.abiAlign, p.prefAlign};
    }
    case TypeKind::FixedVector: {
      Info elem = info(t->element());
      if (!elem.sized)
        return {};
      return vectorInfo(mulSat(t->count(), elem.bits));
    }
    case TypeKind::Array:
    case TypeKind::Struct: return memoised(t);
    default: // void, label, metadata, token, function, target extension, scalable vector
      return {};
    }
  }

  /// Field offsets and the struct's own layout; `ok` is false when the struct is unsized.
  StructLayout layout(const ir::Type *t, bool &ok) {
    StructLayout sl;
    ok = false;
    if (!t->isStruct() || !t->hasBody() || !enter(t))
      return sl;
    ok = true;
    sl.fieldOffsets.reserve(t->members().size());
    for (const ir::Type *m : t->members()) {
      Info mi = info(m);
      if (!mi.sized) {
        ok = false;
        break;
      }
      uint64_t align = t->isPacked() ? 1 : mi.abiAlign;
      uint64_t at = alignUp(sl.size, align);
      sl.padded |= at != sl.size;
      sl.align = std::max(sl.align, align);
      sl.fieldOffsets.push_back(at);
      sl.size = addSat(at, allocSize(mi));
    }
    leave(t);
    if (!ok)
      return StructLayout{};
    uint64_t end = alignUp(sl.size, sl.align);
    sl.padded |= end != sl.size;
    sl.size = end;
    // A size whose bit count overflows is reported as kSizeOverflow throughout.
    if (sl.size > kSizeOverflow / 8)
      sl.size = kSizeOverflow;
    return sl;
  }

private:
  Info vectorInfo(uint64_t bits) {
    if (bits != kSizeOverflow)
      if (const DataLayout::PrimitiveSpec *s = findExact(dl_.vectors_, bits))
        return {true, bits, s->abiAlign, s->prefAlign};
    // LLVM's natural vector alignment: the store size rounded up to a power of two. Capped at
    // 2^32 bytes (LLVM's largest alignment) so that absurd sizes cannot wrap to 0.
    uint64_t store = bits == kSizeOverflow ? kSizeOverflow : (bits + 7) / 8;
    uint64_t natural =
        store > (uint64_t(1) << 32) ? uint64_t(1) << 32 : std::bit_ceil(std::max<uint64_t>(store, 1));
    return {true, bits, natural, natural};
  }

  Info memoised(const ir::Type *t) {
    if (auto it = memo_.find(t); it != memo_.end())
      return it->second;
    Info r = t->isArray() ? arrayInfo(t) : structInfo(t);
    memo_.emplace(t, r);
    return r;
  }

  Info arrayInfo(const ir::Type *t) {
    Info elem = info(t->element());
    if (!elem.sized)
      return {};
    uint64_t bytes = mulSat(t->count(), allocSize(elem));
    return {true, bytes > kSizeOverflow / 8 ? kSizeOverflow : bytes * 8, elem.abiAlign, elem.prefAlign};
  }

  Info structInfo(const ir::Type *t) {
    bool ok = false;
    StructLayout sl = layout(t, ok);
    if (!ok)
      return {};
    Info r;
    r.sized = true;
    r.bits = sl.size == kSizeOverflow ? kSizeOverflow : sl.size * 8;
    // NOTE: LLVM gives packed structs ABI alignment 1 regardless of `a:`; `a:` still raises the
    // preferred alignment of every struct.
    r.abiAlign = t->isPacked() ? 1 : std::max(dl_.aggregateAbi_, sl.align);
    r.prefAlign = std::max(dl_.aggregatePref_, sl.align);
    return r;
  }

  /// Guards against a struct that contains itself by value (malformed input): it is unsized.
  bool enter(const ir::Type *t) {
    if (std::find(active_.begin(), active_.end(), t) != active_.end())
      return false;
    active_.push_back(t);
    return true;
  }
  void leave(const ir::Type *t) {
    if (!active_.empty() && active_.back() == t)
      active_.pop_back();
  }

  const DataLayout &dl_;
  std::unordered_map<const ir::Type *, Info> memo_;
  std::vector<const ir::Type *> active_;
};

bool DataLayout::isSized(const ir::Type *t) const { return LayoutComputer(*this).info(t).sized; }

uint64_t DataLayout::typeSizeInBits(const ir::Type *t) const { return LayoutComputer(*this).info(t).bits; }

uint64_t DataLayout::typeStoreSize(const ir::Type *t) const {
  return LayoutComputer::storeSize(LayoutComputer(*this).info(t));
}

uint64_t DataLayout::typeAllocSize(const ir::Type *t) const {
  LayoutComputer::Info i = LayoutComputer(*this).info(t);
  return i.sized ? LayoutComputer::allocSize(i) : 0;
}

uint64_t DataLayout::abiAlign(const ir::Type *t) const { return LayoutComputer(*this).info(t).abiAlign; }

uint64_t DataLayout::prefAlign(const ir::Type *t) const { return LayoutComputer(*this).info(t).prefAlign; }

StructLayout DataLayout::structLayout(const ir::Type *t) const {
  bool ok = false;
  return LayoutComputer(*this).layout(t, ok);
}

} // namespace nvsim
