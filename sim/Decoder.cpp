// The decoder: one pass per function over its blocks in reverse post-order, producing flat code.
//
// - Every SSA value gets slotCount(type) consecutive slots; constants get slots pre-filled in
//   every new frame (DecodedFunction::constantValues).
// - Vector operations are expanded to one scalar instruction per element at decode time.
// - Phis become copies on edges: a branch to a block with phis goes to a small edge stub placed
//   just before that block (copies, then a jump), so pcs stay in reverse post-order, which the
//   warp scheduler uses to reconverge.
#include "sim/Decoder.h"

#include "intrinsics/Intrinsics.h"
#include "intrinsics/PureFunctions.h"
#include "sim/Handlers.h"
#include "sim/InlinePtx.h"
#include "sim/LibdeviceOps.h"
#include "sim/WarpOps.h"
#include "sim/WideInt.h"

#include <algorithm>
#include <map>
#include <set>

namespace nvsim::sim {

using namespace ir;

uint64_t Decoder::functionAddress(uint32_t index) { return 0x10000 + uint64_t(index) * 16; }

Decoder::Decoder(const Module &m, const DataLayout &dl,
                 const std::unordered_map<const Value *, uint64_t> &addresses, DiagEngine &diags)
    : module_(m), dl_(dl), eval_(dl, addresses), diags_(diags) {}

Decoder::~Decoder() = default;

namespace {

/// The numeric format of a scalar type, for handler selection.
enum class Num : uint8_t { Int, F16, BF16, F32, F64, Ptr, Other };

Num numOf(const Type *t) {
  switch (t->kind()) {
  case TypeKind::Integer: return Num::Int;
  case TypeKind::Half: return Num::F16;
  case TypeKind::BFloat: return Num::BF16;
  case TypeKind::Float: return Num::F32;
  case TypeKind::Double: return Num::F64;
  case TypeKind::Pointer: return Num::Ptr;
  default: return Num::Other;
  }
}

template <typename Op> Handler intOp(unsigned width) {
  return width == 32 ? &h::int32Binary<Op> : &h::intBinary<Op>;
}

/// Binary operations on integers of 65 to 128 bits (sim/WideInt.h).
Handler wideBinaryHandler(Opcode op) {
  switch (op) {
  case Opcode::Add: return &h::wideBinary<h::WideOp::Add>;
  case Opcode::Sub: return &h::wideBinary<h::WideOp::Sub>;
  case Opcode::Mul: return &h::wideBinary<h::WideOp::Mul>;
  case Opcode::UDiv: return &h::wideBinary<h::WideOp::UDiv>;
  case Opcode::SDiv: return &h::wideBinary<h::WideOp::SDiv>;
  case Opcode::URem: return &h::wideBinary<h::WideOp::URem>;
  case Opcode::SRem: return &h::wideBinary<h::WideOp::SRem>;
  case Opcode::And: return &h::wideBinary<h::WideOp::And>;
  case Opcode::Or: return &h::wideBinary<h::WideOp::Or>;
  case Opcode::Xor: return &h::wideBinary<h::WideOp::Xor>;
  case Opcode::Shl: return &h::wideBinary<h::WideOp::Shl>;
  case Opcode::LShr: return &h::wideBinary<h::WideOp::LShr>;
  case Opcode::AShr: return &h::wideBinary<h::WideOp::AShr>;
  default: return nullptr;
  }
}

bool isWideInt(const Type *t) { return t->isInteger() && t->intWidth() > 64; }

Handler intBinaryHandler(Opcode op, unsigned w) {
  switch (op) {
  case Opcode::Add: return intOp<h::Add>(w);
  case Opcode::Sub: return intOp<h::Sub>(w);
  case Opcode::Mul: return intOp<h::Mul>(w);
  case Opcode::And: return intOp<h::And>(w);
  case Opcode::Or: return intOp<h::Or>(w);
  case Opcode::Xor: return intOp<h::Xor>(w);
  case Opcode::Shl: return intOp<h::Shl>(w);
  case Opcode::LShr: return intOp<h::LShr>(w);
  case Opcode::AShr: return intOp<h::AShr>(w);
  case Opcode::UDiv: return intOp<h::IrUDiv>(w);
  case Opcode::SDiv: return intOp<h::IrSDiv>(w);
  case Opcode::URem: return intOp<h::URem>(w);
  case Opcode::SRem: return intOp<h::SRem>(w);
  default: return nullptr;
  }
}

template <typename F> Handler floatBinaryFor(Opcode op) {
  switch (op) {
  case Opcode::FAdd: return &h::floatBinary<F, h::FAdd>;
  case Opcode::FSub: return &h::floatBinary<F, h::FSub>;
  case Opcode::FMul: return &h::floatBinary<F, h::FMul>;
  case Opcode::FDiv: return &h::floatBinary<F, h::FDiv>;
  case Opcode::FRem: return &h::floatBinary<F, h::FRem>;
  default: return nullptr;
  }
}

Handler floatBinaryHandler(Opcode op, Num n) {
  switch (n) {
  case Num::F32: return floatBinaryFor<h::F32>(op);
  case Num::F64: return floatBinaryFor<h::F64>(op);
  case Num::F16: return floatBinaryFor<h::F16>(op);
  case Num::BF16: return floatBinaryFor<h::BF16>(op);
  default: return nullptr;
  }
}

template <size_t... K> constexpr std::array<Handler, sizeof...(K)> icmpTable(std::index_sequence<K...>) {
  return {&h::intCompare<Predicate(size_t(Predicate::ICmpEQ) + K)>...};
}

Handler icmpHandler(Predicate p) {
  static constexpr auto table =
      icmpTable(std::make_index_sequence<size_t(Predicate::ICmpSLE) - size_t(Predicate::ICmpEQ) + 1>());
  return h::isIntPredicate(p) ? table[size_t(p) - size_t(Predicate::ICmpEQ)] : nullptr;
}

template <typename F, size_t... P>
constexpr std::array<Handler, sizeof...(P)> fcmpTable(std::index_sequence<P...>) {
  return {&h::floatCompare<F, Predicate(P)>...};
}

Handler fcmpHandler(Predicate p, Num n) {
  constexpr size_t kCount = size_t(Predicate::FCmpTrue) + 1;
  static constexpr auto f32 = fcmpTable<h::F32>(std::make_index_sequence<kCount>());
  static constexpr auto f64 = fcmpTable<h::F64>(std::make_index_sequence<kCount>());
  static constexpr auto f16 = fcmpTable<h::F16>(std::make_index_sequence<kCount>());
  static constexpr auto bf16 = fcmpTable<h::BF16>(std::make_index_sequence<kCount>());
  if (!h::isFloatPredicate(p))
    return nullptr;
  switch (n) {
  case Num::F32: return f32[size_t(p)];
  case Num::F64: return f64[size_t(p)];
  case Num::F16: return f16[size_t(p)];
  case Num::BF16: return bf16[size_t(p)];
  default: return nullptr;
  }
}

template <typename From> Handler convertFrom(Num to) {
  switch (to) {
  case Num::F32: return &h::floatConvert<From, h::F32>;
  case Num::F64: return &h::floatConvert<From, h::F64>;
  case Num::F16: return &h::floatConvert<From, h::F16>;
  case Num::BF16: return &h::floatConvert<From, h::BF16>;
  default: return nullptr;
  }
}

Handler floatConvertHandler(Num from, Num to) {
  switch (from) {
  case Num::F32: return convertFrom<h::F32>(to);
  case Num::F64: return convertFrom<h::F64>(to);
  case Num::F16: return convertFrom<h::F16>(to);
  case Num::BF16: return convertFrom<h::BF16>(to);
  default: return nullptr;
  }
}

/// The width of the cvt.rzi both NVPTX backends emit for fptosi/fptoui to iN: the register that
/// holds N bits (16, 32 or 64), whose result is then truncated to N bits. i1 (which the backends
/// lower to a test of the source's bits for zero, wrongly: +0.0 gives 1) and widths above 64 keep
/// their own width.
unsigned cvtWidthFor(unsigned n) { return n == 1 || n > 64 ? n : n <= 16 ? 16 : n <= 32 ? 32 : 64; }

template <bool S> Handler floatToIntHandler(Num from) {
  switch (from) {
  case Num::F32: return &h::floatToInt<h::F32, S>;
  case Num::F64: return &h::floatToInt<h::F64, S>;
  case Num::F16: return &h::floatToInt<h::F16, S>;
  case Num::BF16: return &h::floatToInt<h::BF16, S>;
  default: return nullptr;
  }
}

template <bool S> Handler intToFloatHandler(Num to) {
  switch (to) {
  case Num::F32: return &h::intToFloat<h::F32, S>;
  case Num::F64: return &h::intToFloat<h::F64, S>;
  case Num::F16: return &h::intToFloat<h::F16, S>;
  case Num::BF16: return &h::intToFloat<h::BF16, S>;
  default: return nullptr;
  }
}

/// The load of `size` bytes; `checked`: the variant of checked launches (sim/Checkers.h).
Handler loadHandler(uint64_t size, bool checked) {
  switch (size) {
  case 1: return checked ? &h::loadChecked<1> : &h::load<1>;
  case 2: return checked ? &h::loadChecked<2> : &h::load<2>;
  case 4: return checked ? &h::loadChecked<4> : &h::load<4>;
  case 8: return checked ? &h::loadChecked<8> : &h::load<8>;
  default: return nullptr;
  }
}

/// The store of `size` bytes; `checked`: the variant of checked launches (sim/Checkers.h).
Handler storeHandler(uint64_t size, bool checked) {
  switch (size) {
  case 1: return checked ? &h::storeChecked<1> : &h::store<1>;
  case 2: return checked ? &h::storeChecked<2> : &h::store<2>;
  case 4: return checked ? &h::storeChecked<4> : &h::store<4>;
  case 8: return checked ? &h::storeChecked<8> : &h::store<8>;
  default: return nullptr;
  }
}

/// bitcast between vectors and scalars of the same size: through bytes. d.a source, dst;
/// ext: {srcElemBytes, srcCount, dstElemBytes, dstCount}.
struct Reshape {
  uint32_t srcBytes, srcCount, dstBytes, dstCount;
};
uint32_t reshape(Ctx &c, const DInst &d, uint32_t pc) {
  const auto &r = *static_cast<const Reshape *>(d.ext);
  forLanes(c.mask, [&](unsigned l) {
    std::byte buf[256] = {};
    for (uint32_t i = 0; i < r.srcCount; ++i) {
      const uint64_t v = reg(c, d.a + i, l);
      std::memcpy(buf + i * r.srcBytes, &v, r.srcBytes);
    }
    for (uint32_t i = 0; i < r.dstCount; ++i) {
      uint64_t v = 0;
      std::memcpy(&v, buf + i * r.dstBytes, r.dstBytes);
      reg(c, d.dst + i, l) = v;
    }
  });
  return pc + 1;
}

/// extractelement / insertelement with a variable index: d.a vector, d.b index, d.c count,
/// (insert) d.aux the inserted value slot.
uint32_t extractDynamic(Ctx &c, const DInst &d, uint32_t pc) {
  forLanes(c.mask, [&](unsigned l) {
    const uint64_t i = reg(c, d.b, l);
    reg(c, d.dst, l) = i < d.c ? reg(c, d.a + uint32_t(i), l) : 0;
  });
  return pc + 1;
}
uint32_t insertDynamic(Ctx &c, const DInst &d, uint32_t pc) {
  forLanes(c.mask, [&](unsigned l) {
    const uint64_t i = reg(c, d.b, l);
    for (uint32_t k = 0; k < d.c; ++k)
      reg(c, d.dst + k, l) = k == i ? reg(c, d.aux, l) : reg(c, d.a + k, l);
  });
  return pc + 1;
}

__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;

/// {iN, i1} arithmetic with overflow: d.aux the operation (intr::OverflowOp), d.aux2 the width.
uint32_t withOverflow(Ctx &c, const DInst &d, uint32_t pc) {
  const unsigned w = d.aux2;
  const uint64_t m = widthMask(w);
  forLanes(c.mask, [&](unsigned l) {
    const uint64_t a = reg(c, d.a, l), b = reg(c, d.b, l);
    const int64_t sa = signExtend(a, w), sb = signExtend(b, w);
    uint64_t r = 0;
    bool o = false;
    switch (intr::OverflowOp(d.aux)) {
    case intr::OverflowOp::SAdd: {
      Int128 x = Int128(sa) + sb;
      r = uint64_t(x) & m;
      o = x != signExtend(r, w);
      break;
    }
    case intr::OverflowOp::UAdd: {
      UInt128 x = UInt128(a) + b;
      r = uint64_t(x) & m;
      o = x != r;
      break;
    }
    case intr::OverflowOp::SSub: {
      Int128 x = Int128(sa) - sb;
      r = uint64_t(x) & m;
      o = x != signExtend(r, w);
      break;
    }
    case intr::OverflowOp::USub:
      r = (a - b) & m;
      o = b > a;
      break;
    case intr::OverflowOp::SMul: {
      Int128 x = Int128(sa) * sb;
      r = uint64_t(x) & m;
      o = x != signExtend(r, w);
      break;
    }
    case intr::OverflowOp::UMul: {
      UInt128 x = UInt128(a) * b;
      r = uint64_t(x) & m;
      o = x != r;
      break;
    }
    }
    reg(c, d.dst, l) = r;
    reg(c, d.dst + 1, l) = o;
  });
  return pc + 1;
}

/// The LLVM type suffix of a scalar type: i32, f32, f64, f16, bf16.
std::string typeSuffix(const Type *t) {
  switch (t->kind()) {
  case TypeKind::Integer: return "i" + std::to_string(t->intWidth());
  case TypeKind::Half: return "f16";
  case TypeKind::BFloat: return "bf16";
  case TypeKind::Float: return "f32";
  case TypeKind::Double: return "f64";
  default: return "?";
  }
}

/// llvm.fabs.v4f32 -> llvm.fabs.f32 (empty when the name has no such suffix).
std::string scalarOverload(const std::string &name, const Type *vt) {
  const std::string e = typeSuffix(vt->element());
  const std::string v = ".v" + std::to_string(vt->count()) + e;
  const size_t at = name.find(v);
  if (at == std::string::npos)
    return {};
  std::string out = name;
  out.replace(at, v.size(), "." + e);
  return out;
}

template <size_t... K> constexpr std::array<Handler, sizeof...(K)> sregTable(std::index_sequence<K...>) {
  return {&h::sreg<intr::SpecialReg(K)>...};
}

/// The handler of special register `r`.
Handler sregHandler(intr::SpecialReg r) {
  static constexpr auto table = sregTable(std::make_index_sequence<intr::kSpecialRegCount>());
  return table[size_t(r)];
}

} // namespace

/// Decodes one function. Lives only while decoding.
class FunctionDecoder {
public:
  FunctionDecoder(Decoder &d, DecodedFunction &f, const GlobalValue &fn)
      : D(d), F(f), fn_(fn), dl_(d.dl_), code_(f.code) {}

  bool run();

private:
  struct Fixup {
    size_t inst;
    int field; ///< 0: a, 1: b, 2: c
    const BasicBlock *from;
    const BasicBlock *to;
  };

  /// A located error. Code linked from another file (core/Linker.h) has no locations: the
  /// message then names the function instead.
  bool error(const Value *at, std::string message) {
    const bool located = at && at->loc != kNoLoc;
    if (!located)
      message = "in @" + fn_.name + ": " + message;
    D.diags_.report(DiagId::SimUnsupported, located ? at->loc : fn_.loc, message);
    return false;
  }

  uint32_t alloc(uint32_t n) {
    const uint32_t s = uint32_t(std::min<uint64_t>(next_, UINT32_MAX));
    next_ += n; // 64 bits: checked against kMaxFunctionSlots once every slot is handed out
    return s;
  }
  uint32_t slots(const Type *t) {
    bool ok = true;
    return slotCount(t, ok);
  }
  bool registerable(const Type *t) {
    bool ok = true;
    slotCount(t, ok);
    return ok;
  }
  /// The located error for a value of a type registerable() refused: `what` of type 'T' ...
  bool unregisterable(const Value *at, const std::string &what, const Type *t) {
    std::string message = what + " of type '" + typeToString(t) + "' ";
    message += what.back() == 's' ? "are" : "is";
    message += " not supported by the executor";
    bool ok = true;
    if (slotCountUnbounded(t, ok) > kMaxValueSlots)
      message += fmt::format(": more than {} register slots (8 bytes in each of 32 lanes) for one value",
                             kMaxValueSlots);
    return error(at, message);
  }

  DInst &emit(Handler fn, const Instruction *I) {
    code_.emplace_back();
    DInst &d = code_.back();
    d.fn = fn;
    d.ir = I;
    return d;
  }
  void promoteAllocas();
  void findCasGuesses();
  void mapBlocks(const std::vector<uint32_t> &blockStart);
  bool contractedFma(const Instruction *I);

  void copySlots(uint32_t dst, uint32_t src, uint32_t n, const Instruction *I) {
    for (uint32_t i = 0; i < n; ++i) {
      DInst &d = emit(&h::copy, I);
      d.dst = dst + i;
      d.a = src + i;
    }
  }

  /// The first slot of a value (allocating and pre-filling constant slots).
  bool operand(const Value *v, uint32_t &slot);
  uint32_t constSlot(uint64_t value) {
    auto it = constCache_.find(value);
    if (it != constCache_.end())
      return it->second;
    const uint32_t s = alloc(1);
    F.constantValues.emplace_back(s, value);
    constCache_[value] = s;
    return s;
  }

  bool instruction(const Instruction *I);
  bool binary(const Instruction *I);
  bool compare(const Instruction *I);
  bool castInst(const Instruction *I);
  bool memoryAccess(const Instruction *I, bool isLoad);
  bool getElementPtr(const Instruction *I);
  bool call(const Instruction *I);
  bool intrinsic(const Instruction *I, const GlobalValue *callee, const intr::Intrinsic &row);
  bool pure(const Instruction *I, const intr::PureFunction &f, const GlobalValue *callee);
  bool terminator(const Instruction *I);
  bool inlineAsm(const Instruction *I, const InlineAsm &a);
  enum class AsmForm : uint8_t { Done, Failed, Other };
  AsmForm oneInstructionAsm(const Instruction *I, const InlineAsm &a);
  void branchTo(size_t inst, int field, const BasicBlock *from, const BasicBlock *to) {
    fixups_.push_back({inst, field, from, to});
  }
  std::set<const Instruction *> casGuesses_; ///< checked code: loads a compare-and-swap checks
  unsigned spaceOfPtr(const Value *p) { return p->type->isPointer() ? p->type->addrSpace() : 0; }
  uint64_t alignOf(const Instruction *I, const Type *t) { return I->align ? I->align : dl_.abiAlign(t); }

  /// Leaves of an aggregate type: slot offset, byte offset, scalar type.
  struct Leaf {
    uint32_t slot;
    uint64_t offset;
    const Type *type;
  };
  void leaves(const Type *t, uint32_t slot, uint64_t offset, std::vector<Leaf> &out) {
    if (t->isStruct()) {
      const StructLayout sl = dl_.structLayout(t);
      for (size_t i = 0; i < t->members().size(); ++i) {
        leaves(t->members()[i], slot, offset + sl.fieldOffsets[i], out);
        slot += slots(t->members()[i]);
      }
    } else if (t->isArray()) {
      const uint64_t stride = dl_.typeAllocSize(t->element());
      const uint32_t n = slots(t->element());
      for (uint64_t i = 0; i < t->count(); ++i)
        leaves(t->element(), slot + uint32_t(i) * n, offset + i * stride, out);
    } else if (t->isVector()) {
      const uint64_t stride = dl_.typeStoreSize(t->element());
      for (uint64_t i = 0; i < t->count(); ++i)
        out.push_back({slot + uint32_t(i), offset + i * stride, t->element()});
    } else {
      out.push_back({slot, offset, t});
    }
  }
  /// Slot offset of an aggregate member path.
  uint32_t memberSlot(const Type *t, const std::vector<unsigned> &path, const Type *&member) {
    uint32_t s = 0;
    for (unsigned idx : path) {
      if (t->isStruct()) {
        for (unsigned i = 0; i < idx; ++i)
          s += slots(t->members()[i]);
        t = t->members()[idx];
      } else {
        t = t->element();
        s += idx * slots(t);
      }
    }
    member = t;
    return s;
  }

  Decoder &D;
  DecodedFunction &F;
  const GlobalValue &fn_;
  const DataLayout &dl_;
  std::vector<DInst> &code_;
  uint64_t next_ = 0;
  std::unordered_map<const Value *, uint32_t> slots_;
  std::unordered_map<uint64_t, uint32_t> constCache_;
  std::unordered_map<const BasicBlock *, uint32_t> blockPc_;
  std::map<std::pair<const BasicBlock *, const BasicBlock *>, uint32_t> stubPc_;
  std::vector<Fixup> fixups_;
  std::vector<const BasicBlock *> rpo_;
  /// Allocas held in registers (see promoteAllocas): the alloca -> the first slot of its value.
  std::unordered_map<const Value *, uint32_t> promoted_;
};

bool FunctionDecoder::operand(const Value *v, uint32_t &slot) {
  auto it = slots_.find(v);
  if (it != slots_.end()) {
    slot = it->second;
    return true;
  }
  if (!v->isConstant())
    return error(v, "value used before it is defined");
  if (!registerable(v->type))
    return unregisterable(v, "constant", v->type);
  // Functions used as values must be decoded so that an indirect call can find them.
  if (!D.decodeFunctionsIn(v))
    return false;
  std::vector<uint64_t> values;
  std::string why;
  if (!D.eval_.leaves(v, values, why))
    return error(v, why);
  if (values.size() == 1) {
    slot = constSlot(values[0]);
  } else {
    slot = alloc(uint32_t(values.size()));
    for (size_t i = 0; i < values.size(); ++i)
      F.constantValues.emplace_back(slot + uint32_t(i), values[i]);
  }
  slots_[v] = slot;
  return true;
}

/// For functions with a block barrier (synccheck's divergent barriers): the block of each pc
/// (stubs count as the block they enter) and which blocks each block reaches.
void FunctionDecoder::mapBlocks(const std::vector<uint32_t> &blockStart) {
  if (std::none_of(code_.begin(), code_.end(), [](const DInst &d) { return d.fn == &h::barrier; }))
    return;
  const size_t n = rpo_.size();
  std::unordered_map<const BasicBlock *, uint32_t> index;
  for (size_t i = 0; i < n; ++i)
    index[rpo_[i]] = uint32_t(i);
  F.pcBlock.assign(code_.size(), 0);
  for (size_t i = 0; i < n; ++i)
    for (uint32_t pc = blockStart[i]; pc < (i + 1 < n ? blockStart[i + 1] : code_.size()); ++pc)
      F.pcBlock[pc] = uint32_t(i);
  // reaches[i]: the blocks a path of one or more edges from block i arrives at.
  const size_t words = (n + 63) / 64;
  F.reaches.assign(n, std::vector<uint64_t>(words, 0));
  std::vector<std::vector<uint32_t>> succ(n);
  for (size_t i = 0; i < n; ++i)
    if (!rpo_[i]->insts.empty())
      for (const BasicBlock *t : rpo_[i]->insts.back()->successors)
        if (auto it = index.find(t); it != index.end())
          succ[i].push_back(it->second);
  for (size_t i = 0; i < n; ++i) {
    std::vector<uint32_t> work = succ[i];
    while (!work.empty()) {
      const uint32_t j = work.back();
      work.pop_back();
      uint64_t &bit = F.reaches[i][j / 64];
      if (bit & (uint64_t(1) << (j % 64)))
        continue;
      bit |= uint64_t(1) << (j % 64);
      for (uint32_t k : succ[j])
        work.push_back(k);
    }
  }
}

/// Register promotion of private variables, as the GPU compiler does: an alloca of one scalar or
/// vector whose address is only ever loaded from and stored to with its own type (not volatile,
/// not passed anywhere, not offset) lives in registers instead of local memory. Registers are
/// per lane and mutable, so no phis are needed: a store copies into the alloca's slots, a load
/// copies out, and the alloca itself zero-fills them (as a fresh stack allocation is). Code from
/// clang -O0 keeps every variable in such allocas.
/// racecheck: the plain loads whose value a compare-and-swap compares (the first guess of a CAS
/// loop, through phis and casts). The CAS checks what they read, so they are treated as strong
/// accesses: they do not race with atomics (they still race with plain writes).
void FunctionDecoder::findCasGuesses() {
  std::vector<const Value *> work;
  std::map<const Value *, std::vector<const Value *>> storedTo; // alloca -> values stored to it (-O0)
  for (const BasicBlock *b : rpo_)
    for (const Instruction *I : b->insts) {
      if (I->opcode == Opcode::CmpXchg && I->ops.size() == 3) {
        work.push_back(I->ops[1]);
      } else if (I->opcode == Opcode::Call && I->ops.size() == 4) {
        const auto *callee = dyn_cast<GlobalValue>(I->ops[0]);
        if (callee && callee->name.starts_with("llvm.nvvm.atomic.cas."))
          work.push_back(I->ops[2]);
      } else if (I->opcode == Opcode::Store) {
        if (const auto *a = dyn_cast<Instruction>(I->ops[1]); a && a->opcode == Opcode::Alloca)
          storedTo[a].push_back(I->ops[0]);
      }
    }
  std::set<const Value *> seen;
  while (!work.empty()) {
    const auto *I = dyn_cast<Instruction>(work.back());
    work.pop_back();
    if (!I || !seen.insert(I).second)
      continue;
    if (I->opcode == Opcode::Load) {
      casGuesses_.insert(I);
      if (auto it = storedTo.find(I->ops[0]); it != storedTo.end()) // a local variable: what was put there
        work.insert(work.end(), it->second.begin(), it->second.end());
    } else if (I->opcode == Opcode::Phi || I->opcode == Opcode::BitCast) {
      work.insert(work.end(), I->ops.begin(), I->ops.end());
    } else if (I->opcode == Opcode::Select) {
      work.insert(work.end(), I->ops.begin() + 1, I->ops.end());
    }
  }
}

void FunctionDecoder::promoteAllocas() {
  std::unordered_map<const Value *, bool> candidates;
  for (const BasicBlock *b : rpo_)
    for (const Instruction *I : b->insts)
      if (I->opcode == Opcode::Alloca && I->auxType && !I->auxType->isAggregate() &&
          registerable(I->auxType) && slots(I->auxType) > 0 &&
          (I->ops.empty() || (isa<ConstantInt>(I->ops[0]) && cast<ConstantInt>(I->ops[0])->zext() == 1)))
        candidates[I] = true;
  if (candidates.empty())
    return;
  for (const BasicBlock *b : fn_.blocks)
    for (const Instruction *I : b->insts)
      for (size_t k = 0; k < I->ops.size(); ++k) {
        auto it = candidates.find(I->ops[k]);
        if (it == candidates.end())
          continue;
        const Type *allocated = cast<Instruction>(it->first)->auxType;
        const bool plain = !(I->flags & kVolatile) && I->ordering == AtomicOrdering::NotAtomic;
        bool ok = false;
        if (I->opcode == Opcode::Load)
          ok = k == 0 && plain && I->type == allocated;
        else if (I->opcode == Opcode::Store)
          ok = k == 1 && plain && I->ops[0]->type == allocated;
        else if (I->opcode == Opcode::Call)
          if (const GlobalValue *g = I->calledFunction())
            ok = k > 0 && (g->name.rfind("llvm.lifetime.", 0) == 0 || g->name.rfind("llvm.dbg.", 0) == 0);
        if (!ok)
          it->second = false;
      }
  for (const auto &[a, ok] : candidates)
    if (ok)
      promoted_[a] = alloc(slots(cast<Instruction>(a)->auxType));
}

bool FunctionDecoder::run() {
  // Reverse post-order of the reachable blocks.
  if (fn_.blocks.empty())
    return error(&fn_, "function has no body");
  std::set<const BasicBlock *> seen;
  std::vector<const BasicBlock *> post;
  std::vector<std::pair<const BasicBlock *, size_t>> stack{{fn_.blocks[0], 0}};
  seen.insert(fn_.blocks[0]);
  while (!stack.empty()) {
    auto &[b, i] = stack.back();
    const Instruction *t = b->terminator();
    if (t && i < t->successors.size()) {
      const BasicBlock *s = t->successors[i++];
      if (seen.insert(s).second)
        stack.push_back({s, 0});
    } else {
      post.push_back(b);
      stack.pop_back();
    }
  }
  rpo_.assign(post.rbegin(), post.rend());

  // Slots: parameters first, then every value-producing instruction.
  for (const Argument *a : fn_.args) {
    if (!registerable(a->type))
      return unregisterable(a, "parameter", a->type);
    const uint32_t n = slots(a->type);
    F.paramSlots.push_back(alloc(n));
    F.paramSlotCounts.push_back(n);
    slots_[a] = F.paramSlots.back();
  }
  for (const BasicBlock *b : rpo_)
    for (const Instruction *I : b->insts) {
      if (I->type->isVoid() || I->type->isToken() || I->type->isMetadata())
        continue;
      if (!registerable(I->type))
        return unregisterable(I, "values", I->type);
      slots_[I] = alloc(slots(I->type));
    }
  if (!D.checked) // checked code keeps every alloca in local memory, where the checkers see it
    promoteAllocas();
  else
    findCasGuesses();
  F.retSlots = slots(fn_.functionType()->returnType());

  // Code, block by block; edge stubs for the phis of a block go just before it.
  std::vector<uint32_t> blockStart;
  for (const BasicBlock *b : rpo_) {
    blockStart.push_back(uint32_t(code_.size()));
    std::vector<const Instruction *> phis;
    for (const Instruction *I : b->insts)
      if (I->opcode == Opcode::Phi)
        phis.push_back(I);
    if (!phis.empty()) {
      std::set<const BasicBlock *> preds;
      for (const Instruction *p : phis)
        for (const BasicBlock *from : p->successors)
          if (seen.count(from))
            preds.insert(from);
      for (const BasicBlock *from : preds) {
        stubPc_[{from, b}] = uint32_t(code_.size());
        // Parallel copy: through temporaries when a source is itself a phi of this block.
        std::vector<std::tuple<uint32_t, uint32_t, uint32_t>> moves; // dst, src, count
        bool conflict = false;
        for (const Instruction *p : phis) {
          const Value *in = nullptr;
          for (size_t k = 0; k < p->successors.size(); ++k)
            if (p->successors[k] == from)
              in = p->ops[k];
          if (!in)
            return error(p, "phi has no value for a predecessor");
          if (auto *pi = dyn_cast<Instruction>(in); pi && pi->opcode == Opcode::Phi && pi->parent == b)
            conflict = true;
          uint32_t src = 0;
          if (!operand(in, src))
            return false;
          moves.emplace_back(slots_[p], src, slots(p->type));
        }
        if (conflict) {
          std::vector<uint32_t> temps;
          for (auto &[dst, src, n] : moves) {
            temps.push_back(alloc(n));
            copySlots(temps.back(), src, n, phis[0]);
          }
          for (size_t k = 0; k < moves.size(); ++k)
            copySlots(std::get<0>(moves[k]), temps[k], std::get<2>(moves[k]), phis[0]);
        } else {
          for (auto &[dst, src, n] : moves)
            copySlots(dst, src, n, phis[0]);
        }
        DInst &j = emit(&h::jump, phis[0]);
        (void)j;
        branchTo(code_.size() - 1, 0, nullptr, b);
      }
    }
    blockPc_[b] = uint32_t(code_.size());
    for (const Instruction *I : b->insts)
      if (I->opcode != Opcode::Phi && !instruction(I))
        return false;
  }
  F.entry = blockPc_[rpo_[0]];
  mapBlocks(blockStart);

  for (const Fixup &f : fixups_) {
    uint32_t pc = blockPc_.at(f.to);
    if (f.from) {
      auto it = stubPc_.find({f.from, f.to});
      if (it != stubPc_.end())
        pc = it->second;
    }
    DInst &d = code_[f.inst];
    (f.field == 0 ? d.a : f.field == 1 ? d.b : d.c) = pc;
  }
  for (auto &sw : F.switches) {
    (void)sw; // switch targets are patched through their own fixups below
  }
  if (next_ > kMaxFunctionSlots)
    return error(nullptr, fmt::format("the function needs {} register slots; the executor allows {} in one",
                                      next_, kMaxFunctionSlots));
  F.numSlots = uint32_t(next_);
  return true;
}

bool FunctionDecoder::instruction(const Instruction *I) {
  if (I->isTerminator())
    return terminator(I);
  switch (I->opcode) {
  case Opcode::FNeg: {
    uint32_t a = 0;
    if (!operand(I->ops[0], a))
      return false;
    const Type *st = I->type->scalar();
    const uint64_t bit = uint64_t(1) << (st->kind() == TypeKind::Double  ? 63
                                         : st->kind() == TypeKind::Float ? 31
                                                                         : 15);
    for (uint32_t i = 0; i < slots(I->type); ++i) {
      DInst &d = emit(&h::signFlip, I);
      d.dst = slots_[I] + i;
      d.a = a + i;
      d.imm = bit;
    }
    return true;
  }
  case Opcode::ICmp:
  case Opcode::FCmp: return compare(I);
  case Opcode::Select: {
    uint32_t k = 0, x = 0, y = 0;
    if (!operand(I->ops[0], k) || !operand(I->ops[1], x) || !operand(I->ops[2], y))
      return false;
    const bool vectorCond = I->ops[0]->type->isVector();
    for (uint32_t i = 0; i < slots(I->type); ++i) {
      DInst &d = emit(&h::select, I);
      d.dst = slots_[I] + i;
      d.a = vectorCond ? k + i : k;
      d.b = x + i;
      d.c = y + i;
    }
    return true;
  }
  case Opcode::Freeze: {
    uint32_t a = 0;
    if (!operand(I->ops[0], a))
      return false;
    copySlots(slots_[I], a, slots(I->type), I);
    return true;
  }
  case Opcode::Load: return memoryAccess(I, true);
  case Opcode::Store: return memoryAccess(I, false);
  case Opcode::GetElementPtr: return getElementPtr(I);
  case Opcode::Alloca: {
    if (auto it = promoted_.find(I); it != promoted_.end()) {
      for (uint32_t i = 0; i < slots(I->auxType); ++i) {
        DInst &d = emit(&h::copy, I);
        d.dst = it->second + i;
        d.a = constSlot(0);
      }
      return true;
    }
    uint32_t n = 0;
    if (I->ops.empty())
      n = constSlot(1);
    else if (!operand(I->ops[0], n))
      return false;
    DInst &d = emit(&h::allocaOp, I);
    d.dst = slots_[I];
    d.a = n;
    d.imm = dl_.typeAllocSize(I->auxType);
    d.aux2 = uint32_t(I->align ? I->align : dl_.abiAlign(I->auxType));
    d.aux = I->addrSpace == 5 ? 5 : 0;
    return true;
  }
  case Opcode::ExtractValue: {
    uint32_t a = 0;
    if (!operand(I->ops[0], a))
      return false;
    const Type *member = nullptr;
    const uint32_t off = memberSlot(I->ops[0]->type, I->indices, member);
    copySlots(slots_[I], a + off, slots(member), I);
    return true;
  }
  case Opcode::InsertValue: {
    uint32_t a = 0, v = 0;
    if (!operand(I->ops[0], a) || !operand(I->ops[1], v))
      return false;
    const Type *member = nullptr;
    const uint32_t off = memberSlot(I->ops[0]->type, I->indices, member);
    copySlots(slots_[I], a, slots(I->type), I);
    copySlots(slots_[I] + off, v, slots(member), I);
    return true;
  }
  case Opcode::ExtractElement: {
    uint32_t a = 0, i = 0;
    if (!operand(I->ops[0], a))
      return false;
    const uint32_t n = uint32_t(I->ops[0]->type->count());
    if (auto *ci = dyn_cast<ConstantInt>(I->ops[1])) {
      const uint64_t k = ci->zext();
      if (k >= n)
        copySlots(slots_[I], constSlot(0), 1, I);
      else
        copySlots(slots_[I], a + uint32_t(k), 1, I);
      return true;
    }
    if (!operand(I->ops[1], i))
      return false;
    DInst &d = emit(&extractDynamic, I);
    d.dst = slots_[I];
    d.a = a;
    d.b = i;
    d.c = n;
    return true;
  }
  case Opcode::InsertElement: {
    uint32_t a = 0, v = 0, i = 0;
    if (!operand(I->ops[0], a) || !operand(I->ops[1], v))
      return false;
    const uint32_t n = uint32_t(I->type->count());
    if (auto *ci = dyn_cast<ConstantInt>(I->ops[2])) {
      copySlots(slots_[I], a, n, I);
      if (ci->zext() < n)
        copySlots(slots_[I] + uint32_t(ci->zext()), v, 1, I);
      return true;
    }
    if (!operand(I->ops[2], i))
      return false;
    DInst &d = emit(&insertDynamic, I);
    d.dst = slots_[I];
    d.a = a;
    d.b = i;
    d.c = n;
    d.aux = v;
    return true;
  }
  case Opcode::ShuffleVector: {
    uint32_t a = 0, b = 0;
    if (!operand(I->ops[0], a) || !operand(I->ops[1], b))
      return false;
    const uint32_t n = uint32_t(I->ops[0]->type->count());
    const uint32_t m = uint32_t(I->type->count());
    std::vector<int64_t> mask(m, -1);
    if (auto *agg = dyn_cast<ConstantAggregate>(I->ops[2])) {
      for (uint32_t k = 0; k < m && k < agg->elems.size(); ++k)
        if (auto *ci = dyn_cast<ConstantInt>(agg->elems[k]))
          mask[k] = int64_t(ci->zext());
    } else if (I->ops[2]->valueKind() == ValueKind::ConstZero) {
      std::fill(mask.begin(), mask.end(), 0);
    }
    for (uint32_t k = 0; k < m; ++k) {
      const uint32_t src = mask[k] < 0   ? constSlot(0)
                           : mask[k] < n ? a + uint32_t(mask[k])
                                         : b + uint32_t(mask[k] - n);
      copySlots(slots_[I] + k, src, 1, I);
    }
    return true;
  }
  case Opcode::AtomicRMW: {
    uint32_t p = 0, v = 0;
    if (!operand(I->ops[0], p) || !operand(I->ops[1], v))
      return false;
    const Type *t = I->ops[1]->type;
    const auto op = mem::atomicOpFromKeyword(rmwKeyword(I->rmwOp));
    const uint64_t size = dl_.typeStoreSize(t);
    Handler fn = nullptr;
    if (t->isFloatingPoint() && t->kind() != TypeKind::Float && t->kind() != TypeKind::Double)
      return error(I, "atomicrmw on '" + typeToString(t) + "' is not supported by the executor");
    switch (size) {
    case 1: fn = &h::atomicRMW<uint8_t>; break;
    case 2: fn = &h::atomicRMW<uint16_t>; break;
    case 4: fn = &h::atomicRMW<uint32_t>; break;
    case 8: fn = &h::atomicRMW<uint64_t>; break;
    default: break;
    }
    if (!fn || !op)
      return error(I, "atomicrmw of this type or operation is not supported by the executor");
    DInst &d = emit(fn, I);
    d.dst = slots_[I];
    d.a = p;
    d.b = v;
    d.aux = uint32_t(*op);
    d.aux2 = spaceOfPtr(I->ops[0]);
    return true;
  }
  case Opcode::CmpXchg: {
    uint32_t p = 0, x = 0, y = 0;
    if (!operand(I->ops[0], p) || !operand(I->ops[1], x) || !operand(I->ops[2], y))
      return false;
    Handler fn = nullptr;
    switch (dl_.typeStoreSize(I->ops[1]->type)) {
    case 1: fn = &h::cmpxchg<uint8_t>; break;
    case 2: fn = &h::cmpxchg<uint16_t>; break;
    case 4: fn = &h::cmpxchg<uint32_t>; break;
    case 8: fn = &h::cmpxchg<uint64_t>; break;
    case 16:
      if (isWideInt(I->ops[1]->type)) {
        fn = &h::cmpxchgWide;
        break;
      }
      [[fallthrough]];
    default: return error(I, "cmpxchg of this type is not supported by the executor");
    }
    DInst &d = emit(fn, I);
    d.dst = slots_[I];
    d.a = p;
    d.b = x;
    d.c = y;
    d.aux2 = spaceOfPtr(I->ops[0]);
    return true;
  }
  case Opcode::Fence: { // d.aux: 1 when it orders more than the block (racecheck)
    const std::string &scope = I->syncScope;
    emit(&h::fence, I).aux = scope != "block" && scope != "cta" && scope != "singlethread";
    return true;
  }
  case Opcode::Call: return call(I);
  default: break;
  }
  if (isBinaryOp(I->opcode))
    return binary(I);
  if (isCast(I->opcode))
    return castInst(I);
  return error(I, "instruction '" + std::string(opcodeKeyword(I->opcode)) +
                      "' is not supported by the executor");
}

/// How often `v` is used in `I`'s block, plus one if it is used in another block (a copy out of
/// the block, as SelectionDAG counts uses).
static unsigned dagUses(const Instruction *v, const GlobalValue &fn) {
  unsigned here = 0;
  bool elsewhere = false;
  for (const BasicBlock *b : fn.blocks)
    for (const Instruction *u : b->insts)
      for (const Value *op : u->ops)
        if (op == v) {
          if (b == v->parent)
            ++here;
          else
            elsewhere = true;
        }
  return here + (elsewhere ? 1 : 0);
}

bool FunctionDecoder::contractedFma(const Instruction *I) {
  // The NVPTX backend fuses fadd/fsub of an fmul into fma.rn when both carry `contract` (clang's
  // default for CUDA is -ffp-contract=fast) and they are in one basic block (SelectionDAG works
  // per block); its FMA fusion is aggressive, so the fmul may have other uses. Without the flags
  // nothing fuses: plain fmul then fadd stays two roundings.
  const Type *st = I->type->scalar();
  if ((I->opcode != Opcode::FAdd && I->opcode != Opcode::FSub) || !(I->fastMath & kFMAllowContract))
    return false;
  const char *name = st->kind() == TypeKind::Float    ? "llvm.fma.f32"
                     : st->kind() == TypeKind::Double ? "llvm.fma.f64"
                     : st->kind() == TypeKind::Half   ? "llvm.fma.f16"
                                                      : nullptr;
  const intr::PureFunction *fma = name ? intr::findPure(name) : nullptr;
  if (!fma)
    return false;
  auto product = [&](const Value *v) -> const Instruction * {
    auto *m = dyn_cast<Instruction>(v);
    return m && m->opcode == Opcode::FMul && (m->fastMath & kFMAllowContract) && m->parent == I->parent
               ? m
               : nullptr;
  };
  const Instruction *m0 = product(I->ops[0]), *m1 = product(I->ops[1]);
  if (!m0 && !m1)
    return false;
  // fadd of two products: fuse the one with fewer uses (DAGCombiner's choice), the first on a tie.
  bool first = m0 != nullptr;
  if (m0 && m1 && I->opcode == Opcode::FAdd && dagUses(m0, fn_) > dagUses(m1, fn_))
    first = false;
  const Instruction *m = first ? m0 : m1;
  uint32_t x = 0, y = 0, z = 0;
  if (!operand(m->ops[0], x) || !operand(m->ops[1], y) || !operand(I->ops[first ? 1 : 0], z))
    return false;
  const uint64_t sign = uint64_t(1) << (st->kind() == TypeKind::Double  ? 63
                                        : st->kind() == TypeKind::Float ? 31
                                                                        : 15);
  const uint32_t n = slots(I->type);
  for (uint32_t e = 0; e < n; ++e) {
    uint32_t xe = x + e, ze = z + e;
    if (I->opcode == Opcode::FSub) { // x*y - z = fma(x, y, -z); z - x*y = fma(-x, y, z)
      const uint32_t t = alloc(1);
      DInst &neg = emit(&h::signFlip, I);
      neg.dst = t;
      neg.a = first ? ze : xe;
      neg.imm = sign;
      (first ? ze : xe) = t;
    }
    auto pc = std::make_unique<PureCall>();
    pc->function = fma;
    pc->args[0] = xe;
    pc->args[1] = y + e;
    pc->args[2] = ze;
    DInst &d = emit(&h::pureCall, I);
    d.dst = slots_[I] + e;
    d.ext = pc.get();
    F.pureCalls.push_back(std::move(pc));
  }
  return true;
}

bool FunctionDecoder::binary(const Instruction *I) {
  if (contractedFma(I))
    return true;
  uint32_t a = 0, b = 0;
  if (!operand(I->ops[0], a) || !operand(I->ops[1], b))
    return false;
  const Type *st = I->type->scalar();
  const uint32_t n = slots(I->type);
  if (isWideInt(st)) {
    Handler wide = I->type->isVector() ? nullptr : wideBinaryHandler(I->opcode);
    if (!wide)
      return error(I, "'" + std::string(opcodeKeyword(I->opcode)) + "' on '" + typeToString(I->type) +
                          "' is not supported by the executor");
    DInst &d = emit(wide, I);
    d.dst = slots_[I];
    d.a = a;
    d.b = b;
    d.aux = st->intWidth();
    return true;
  }
  Handler fn = nullptr;
  if (st->isInteger())
    fn = intBinaryHandler(I->opcode, st->intWidth());
  else
    fn = floatBinaryHandler(I->opcode, numOf(st));
  if (!fn)
    return error(I, "'" + std::string(opcodeKeyword(I->opcode)) + "' on '" + typeToString(I->type) +
                        "' is not supported by the executor");
  for (uint32_t i = 0; i < n; ++i) {
    DInst &d = emit(fn, I);
    d.dst = slots_[I] + i;
    d.a = a + i;
    d.b = b + i;
    if (st->isInteger()) {
      d.aux = st->intWidth();
      d.imm = widthMask(st->intWidth());
    }
  }
  return true;
}

bool FunctionDecoder::compare(const Instruction *I) {
  uint32_t a = 0, b = 0;
  if (!operand(I->ops[0], a) || !operand(I->ops[1], b))
    return false;
  const Type *st = I->ops[0]->type->scalar();
  const auto p = Predicate(I->predicate);
  if (I->opcode == Opcode::ICmp && isWideInt(st)) {
    if (I->ops[0]->type->isVector() || !h::isIntPredicate(p))
      return error(I,
                   "comparison of '" + typeToString(I->ops[0]->type) + "' is not supported by the executor");
    DInst &d = emit(&h::wideCompare, I);
    d.dst = slots_[I];
    d.a = a;
    d.b = b;
    d.aux = st->intWidth();
    d.aux2 = uint32_t(p);
    return true;
  }
  Handler fn = nullptr;
  unsigned width = 64;
  if (I->opcode == Opcode::ICmp) {
    fn = icmpHandler(p);
    width = st->isPointer() ? dl_.pointerSizeBits(st->addrSpace()) : st->intWidth();
  } else {
    fn = fcmpHandler(p, numOf(st));
  }
  if (!fn)
    return error(I, "comparison of '" + typeToString(I->ops[0]->type) + "' is not supported by the executor");
  for (uint32_t i = 0; i < slots(I->type); ++i) {
    DInst &d = emit(fn, I);
    d.dst = slots_[I] + i;
    d.a = a + i;
    d.b = b + i;
    d.aux = width;
  }
  return true;
}

bool FunctionDecoder::castInst(const Instruction *I) {
  uint32_t a = 0;
  if (!operand(I->ops[0], a))
    return false;
  const Type *from = I->ops[0]->type, *to = I->type;
  const Type *fs = from->scalar(), *ts = to->scalar();
  const uint32_t dst = slots_[I];
  auto bitsOf = [&](const Type *t) -> unsigned {
    return t->isPointer() ? dl_.pointerSizeBits(t->addrSpace()) : t->isInteger() ? t->intWidth() : 64;
  };
  const uint32_t n = slots(to);
  if ((isWideInt(fs) || isWideInt(ts)) && I->opcode != Opcode::BitCast) {
    const bool resize = I->opcode == Opcode::ZExt || I->opcode == Opcode::SExt || I->opcode == Opcode::Trunc;
    if (!resize || from->isVector() || to->isVector())
      return error(I, "'" + std::string(opcodeKeyword(I->opcode)) + "' from '" + typeToString(from) +
                          "' to '" + typeToString(to) + "' is not supported by the executor");
    DInst &d = emit(&h::wideResize, I);
    d.dst = dst;
    d.a = a;
    d.aux = fs->intWidth();
    d.aux2 = ts->intWidth();
    d.imm = I->opcode == Opcode::SExt;
    return true;
  }
  const bool wide = isWideInt(fs) || isWideInt(ts);
  if (I->opcode == Opcode::BitCast && wide &&
      (isWideInt(fs) ? dl_.typeStoreSize(fs) != 16 || from->isVector()
                     : dl_.typeStoreSize(ts) != 16 || to->isVector()))
    return error(I, "'bitcast' from '" + typeToString(from) + "' to '" + typeToString(to) +
                        "' is not supported by the executor");
  if (I->opcode == Opcode::BitCast &&
      (wide || slots(from) != n || (from->isVector() != to->isVector() && n != 1) ||
       (from->isVector() && to->isVector() && fs != ts && dl_.typeStoreSize(fs) != dl_.typeStoreSize(ts)))) {
    // Reshape through bytes: <2 x half> <-> i32, <4 x i8> <-> i32, <2 x i32> <-> i64, i128 <-> <4 x i32>
    // ... Each source slot holds the bytes of one element; a wide integer's two slots hold 8 each.
    auto slotBytes = [&](const Type *t) { return isWideInt(t) ? 8u : uint32_t(dl_.typeStoreSize(t)); };
    auto *r = new Reshape{slotBytes(fs), slots(from), slotBytes(ts), n};
    F.owned.emplace_back(r, [](const void *p) { delete static_cast<const Reshape *>(p); });
    DInst &d = emit(&reshape, I);
    d.dst = dst;
    d.a = a;
    d.ext = r;
    return true;
  }
  for (uint32_t i = 0; i < n; ++i) {
    Handler fn = nullptr;
    uint64_t imm = 0;
    uint32_t aux = 0, aux2 = 0;
    switch (I->opcode) {
    case Opcode::Trunc:
    case Opcode::PtrToInt:
    case Opcode::IntToPtr:
      fn = &h::maskMove;
      imm = widthMask(bitsOf(ts));
      break;
    case Opcode::ZExt: fn = &h::copy; break;
    case Opcode::SExt:
      fn = &h::signExtendMove;
      aux = fs->intWidth();
      imm = widthMask(ts->intWidth());
      break;
    case Opcode::FPTrunc:
    case Opcode::FPExt: fn = floatConvertHandler(numOf(fs), numOf(ts)); break;
    case Opcode::FPToSI:
    case Opcode::FPToUI:
      fn = I->opcode == Opcode::FPToSI ? floatToIntHandler<true>(numOf(fs))
                                       : floatToIntHandler<false>(numOf(fs));
      aux = cvtWidthFor(ts->intWidth());
      imm = widthMask(ts->intWidth());
      break;
    case Opcode::SIToFP:
    case Opcode::UIToFP:
      fn = I->opcode == Opcode::SIToFP ? intToFloatHandler<true>(numOf(ts))
                                       : intToFloatHandler<false>(numOf(ts));
      aux = fs->intWidth();
      break;
    case Opcode::BitCast: fn = &h::copy; break;
    case Opcode::AddrSpaceCast:
      fn = &h::castSpace;
      aux = fs->addrSpace();
      aux2 = ts->addrSpace();
      imm = widthMask(bitsOf(ts));
      break;
    default: break;
    }
    if (!fn)
      return error(I, "'" + std::string(opcodeKeyword(I->opcode)) + "' from '" + typeToString(from) +
                          "' to '" + typeToString(to) + "' is not supported by the executor");
    DInst &d = emit(fn, I);
    d.dst = dst + i;
    d.a = a + i;
    d.imm = imm;
    d.aux = aux;
    d.aux2 = aux2;
  }
  return true;
}

bool FunctionDecoder::memoryAccess(const Instruction *I, bool isLoad) {
  const Value *ptr = isLoad ? I->ops[0] : I->ops[1];
  const Type *t = isLoad ? I->type : I->ops[0]->type;
  uint32_t p = 0, v = 0;
  if (auto it = promoted_.find(ptr); it != promoted_.end()) { // a variable held in registers
    if (isLoad) {
      copySlots(slots_[I], it->second, slots(t), I);
    } else {
      if (!operand(I->ops[0], v))
        return false;
      copySlots(it->second, v, slots(t), I);
    }
    return true;
  }
  if (!operand(ptr, p))
    return false;
  if (!isLoad && !operand(I->ops[0], v))
    return false;
  const uint32_t space = spaceOfPtr(ptr);
  const uint64_t align = alignOf(I, t);
  const uint32_t ptrBits = dl_.pointerSizeBits(space);
  const bool strong =
      (I->flags & kVolatile) || I->ordering != AtomicOrdering::NotAtomic || casGuesses_.count(I) != 0;
  if (isWideInt(t)) { // two 8-byte halves, the low one first (little-endian)
    if (dl_.typeStoreSize(t) != 16)
      return error(I, "access of '" + typeToString(t) + "' is not supported by the executor");
    DInst &d = emit(isLoad ? &h::loadVector : &h::storeVector, I);
    d.a = isLoad ? p : v;
    d.b = isLoad ? 8 : p;
    d.c = 2;
    d.dst = isLoad ? slots_[I] : 8;
    d.aux = space;
    d.aux2 = uint32_t(alignOf(I, t));
    return true;
  }
  if (!t->isAggregate() && !t->isVector()) {
    const uint64_t size = dl_.typeStoreSize(t);
    Handler fn = isLoad ? loadHandler(size, D.checked) : storeHandler(size, D.checked);
    DInst &d = emit(fn ? fn : isLoad ? &h::loadVector : &h::storeVector, I);
    d.a = isLoad ? p : v;
    d.b = isLoad ? uint32_t(size) : p;
    d.c = 1;
    d.dst = isLoad ? slots_[I] : uint32_t(size);
    d.aux = space;
    d.aux2 = uint32_t(align);
    d.imm = strong; // racecheck: volatile and atomic-ordered accesses do not race with atomics
    if (size > 8)
      return error(I, "access of " + std::to_string(size) + " bytes is not supported by the executor");
    return true;
  }
  if (t->isVector() && !t->element()->isInteger(1) && dl_.typeStoreSize(t) <= 256) {
    const uint32_t e = uint32_t(dl_.typeStoreSize(t->element()));
    DInst &d = emit(isLoad ? &h::loadVector : &h::storeVector, I);
    d.a = isLoad ? p : v;
    d.b = isLoad ? e : p;
    d.c = uint32_t(t->count());
    d.dst = isLoad ? slots_[I] : e;
    d.aux = space;
    d.aux2 = uint32_t(align);
    return true;
  }
  if (t->isVector())
    return error(I, "vector access of '" + typeToString(t) + "' is not supported by the executor");
  // Aggregates: one access per leaf at its byte offset.
  std::vector<Leaf> ls;
  leaves(t, isLoad ? slots_[I] : v, 0, ls);
  const uint32_t tmp = alloc(1);
  for (const Leaf &leaf : ls) {
    DInst &g = emit(&h::addImm, I);
    g.dst = tmp;
    g.a = p;
    g.imm = leaf.offset;
    g.aux2 = ptrBits;
    const uint64_t size = dl_.typeStoreSize(leaf.type);
    uint64_t la = align;
    if (leaf.offset)
      la = std::min<uint64_t>(align, leaf.offset & (~leaf.offset + 1));
    Handler fn = isLoad ? loadHandler(size, D.checked) : storeHandler(size, D.checked);
    if (!fn || !registerable(leaf.type))
      return error(I, "aggregate access of '" + typeToString(t) + "' is not supported by the executor");
    DInst &d = emit(fn, I);
    if (isLoad) {
      d.dst = leaf.slot;
      d.a = tmp;
    } else {
      d.a = leaf.slot;
      d.b = tmp;
    }
    d.aux = space;
    d.aux2 = uint32_t(la);
  }
  return true;
}

bool FunctionDecoder::getElementPtr(const Instruction *I) {
  // A vector GEP (vector base or indices) is one scalar GEP per element: element e takes
  // element e of every vector operand and the scalar operands as they are.
  const uint32_t lanes = I->type->isVector() ? uint32_t(I->type->count()) : 1;
  uint32_t base = 0;
  if (!operand(I->ops[0], base))
    return false;
  const bool vectorBase = I->ops[0]->type->isVector();
  const unsigned bits = dl_.pointerSizeBits(I->type->scalar()->addrSpace());
  for (uint32_t e = 0; e < lanes; ++e) {
    int64_t offset = 0;
    std::vector<GepInfo::Term> terms;
    const Type *t = I->auxType;
    for (size_t i = 1; i < I->ops.size(); ++i) {
      const Value *idx = I->ops[i];
      int64_t scale = 0;
      if (i == 1) {
        scale = int64_t(dl_.typeAllocSize(t));
      } else if (t->isStruct()) {
        auto *ci = dyn_cast<ConstantInt>(idx);
        if (!ci)
          return error(I, "struct index must be a constant");
        offset = int64_t(uint64_t(offset) + dl_.structLayout(t).fieldOffsets[ci->zext()]);
        t = t->members()[ci->zext()];
        continue;
      } else {
        t = t->element();
        scale = int64_t(dl_.typeAllocSize(t));
      }
      if (auto *ci = dyn_cast<ConstantInt>(idx)) {
        offset = int64_t(uint64_t(offset) + uint64_t(ci->sext()) * uint64_t(scale)); // wraps, as the IR's
      } else if (idx->valueKind() == ValueKind::ConstZero || idx->valueKind() == ValueKind::ConstUndef ||
                 idx->valueKind() == ValueKind::ConstPoison) {
        // zero
      } else {
        uint32_t s = 0;
        if (!operand(idx, s))
          return false;
        const bool vectorIndex = idx->type->isVector();
        terms.push_back({vectorIndex ? s + e : s, idx->type->scalar()->intWidth(), scale});
      }
    }
    const uint32_t dst = slots_[I] + e, from = vectorBase ? base + e : base;
    if (terms.empty()) {
      DInst &d = emit(&h::addImm, I);
      d.dst = dst;
      d.a = from;
      d.imm = uint64_t(offset);
      d.aux2 = bits;
    } else if (terms.size() == 1 && terms[0].scale >= INT32_MIN && terms[0].scale <= INT32_MAX) {
      DInst &d = emit(&h::gep1, I);
      d.dst = dst;
      d.a = from;
      d.b = terms[0].slot;
      d.c = uint32_t(int32_t(terms[0].scale));
      d.aux = terms[0].width;
      d.imm = uint64_t(offset);
      d.aux2 = bits;
    } else {
      auto g = std::make_unique<GepInfo>();
      g->terms = std::move(terms);
      g->mask = widthMask(bits);
      DInst &d = emit(&h::gep, I);
      d.dst = dst;
      d.a = from;
      d.imm = uint64_t(offset);
      d.ext = g.get();
      F.geps.push_back(std::move(g));
    }
  }
  return true;
}

bool FunctionDecoder::terminator(const Instruction *I) {
  const BasicBlock *from = I->parent;
  switch (I->opcode) {
  case Opcode::Br:
    if (I->successors.size() == 1) {
      emit(&h::jump, I);
      branchTo(code_.size() - 1, 0, from, I->successors[0]);
      return true;
    } else {
      uint32_t k = 0;
      if (!operand(I->ops[0], k))
        return false;
      DInst &d = emit(&h::branch, I);
      d.a = k;
      branchTo(code_.size() - 1, 1, from, I->successors[0]);
      branchTo(code_.size() - 1, 2, from, I->successors[1]);
      return true;
    }
  case Opcode::Switch: {
    uint32_t k = 0;
    if (!operand(I->ops[0], k))
      return false;
    auto s = std::make_unique<SwitchInfo>();
    // Targets are resolved after all blocks are placed: each case gets a one-jump trampoline
    // so the fixup machinery (which knows about phi stubs) applies.
    std::vector<std::pair<uint64_t, const BasicBlock *>> cases;
    for (size_t i = 1; i < I->ops.size(); ++i) {
      auto *ci = dyn_cast<ConstantInt>(I->ops[i]);
      if (!ci)
        return error(I, "switch case must be an integer constant");
      cases.push_back({ci->zext() & widthMask(ci->width()), I->successors[i]});
    }
    DInst &d = emit(&h::switchBranch, I);
    d.a = k;
    d.ext = s.get();
    const size_t at = code_.size() - 1;
    // Trampolines after the switch: code_[at + 1 + i] jumps to case i, the last to the default.
    for (auto &[v, b] : cases) {
      s->cases.push_back({v, uint32_t(code_.size())});
      emit(&h::jump, I);
      branchTo(code_.size() - 1, 0, from, b);
    }
    s->defaultPc = uint32_t(code_.size());
    emit(&h::jump, I);
    branchTo(code_.size() - 1, 0, from, I->successors[0]);
    (void)at;
    F.switches.push_back(std::move(s));
    return true;
  }
  case Opcode::Ret: {
    DInst &d = emit(&h::returnFromFunction, I);
    d.a = UINT32_MAX;
    if (!I->ops.empty()) {
      uint32_t v = 0;
      if (!operand(I->ops[0], v))
        return false;
      code_.back().a = v;
      code_.back().aux = slots(I->ops[0]->type);
      if (code_.back().aux != F.retSlots) // the caller's frame has F.retSlots for the result
        return error(I, "'ret' of type '" + typeToString(I->ops[0]->type) + "' in a function returning '" +
                            typeToString(fn_.functionType()->returnType()) + "'");
    }
    return true;
  }
  case Opcode::Unreachable: emit(&h::unreachable, I); return true;
  default:
    return error(I, "terminator '" + std::string(opcodeKeyword(I->opcode)) +
                        "' is not supported by the executor");
  }
}

bool FunctionDecoder::call(const Instruction *I) {
  const Value *callee = I->callee();
  for (auto *a = dyn_cast<GlobalValue>(callee); a && a->kind == GlobalKind::Alias && a->aliasee;
       a = dyn_cast<GlobalValue>(callee))
    callee = a->aliasee;
  if (isa<InlineAsm>(callee))
    return inlineAsm(I, *cast<InlineAsm>(callee));
  const auto *fnType = I->auxType;
  const auto *g = dyn_cast<GlobalValue>(callee);
  if (g && g->isFunction()) {
    if (const intr::Intrinsic *row = intr::findIntrinsic(g->name))
      return intrinsic(I, g, *row);
    // libdevice's own spelling of llvm.nvvm.reflect, left as a declaration in its IR.
    if (g->name == "__nvvm_reflect" && !g->hasBody)
      if (const intr::Intrinsic *row = intr::findIntrinsic("llvm.nvvm.reflect"))
        return intrinsic(I, g, *row);
    if (const intr::PureFunction *p = intr::findPure(g->name); p && !(g->hasBody && !g->isIntrinsic()))
      return pure(I, *p, g);
    if (g->isIntrinsic()) {
      // Vector overloads of elementwise intrinsics: llvm.fabs.v4f32 -> llvm.fabs.f32 per element.
      if (I->type->isVector())
        if (const intr::PureFunction *p = intr::findPure(scalarOverload(g->name, I->type))) {
          std::vector<uint32_t> args;
          for (size_t i = 1; i < I->ops.size(); ++i) {
            uint32_t s = 0;
            if (!operand(I->ops[i], s))
              return false;
            args.push_back(s);
          }
          for (uint32_t e = 0; e < I->type->count(); ++e) {
            auto pc = std::make_unique<PureCall>();
            pc->function = p;
            for (size_t i = 0; i < args.size() && i < 4; ++i)
              pc->args[i] = I->ops[i + 1]->type->isVector() ? args[i] + e : args[i];
            DInst &d = emit(&h::pureCall, I);
            d.dst = slots_[I] + e;
            d.ext = pc.get();
            F.pureCalls.push_back(std::move(pc));
          }
          return true;
        }
      return error(I, "unsupported intrinsic '@" + g->name + "'");
    }
    if (!g->hasBody) {
      if (g->name == "vprintf") {
        uint32_t f = 0, a = 0;
        if (!operand(I->ops[1], f) || !operand(I->ops[2], a))
          return false;
        DInst &d = emit(&h::vprintf, I);
        d.dst = I->type->isVoid() ? alloc(1) : slots_[I];
        d.a = f;
        d.b = a;
        return true;
      }
      if (g->name == "__nv_nan" || g->name == "__nv_nanf") {
        uint32_t tag = 0;
        if (I->ops.size() != 2 || !operand(I->ops[1], tag))
          return error(I, "'@" + g->name + "' takes one pointer argument");
        DInst &d = emit(&h::libdeviceNan, I);
        d.dst = slots_[I];
        d.a = tag;
        d.aux = g->name == "__nv_nan";
        return true;
      }
      if (g->name == "__nv_norm" || g->name == "__nv_normf" || g->name == "__nv_rnorm" ||
          g->name == "__nv_rnormf") {
        uint32_t dim = 0, array = 0;
        if (I->ops.size() != 3 || !operand(I->ops[1], dim) || !operand(I->ops[2], array))
          return error(I, "'@" + g->name + "' takes a count and a pointer");
        DInst &d = emit(&h::libdeviceNorm, I);
        d.dst = slots_[I];
        d.a = dim;
        d.b = array;
        d.aux = g->name.back() != 'f';
        d.aux2 = g->name.rfind("__nv_rnorm", 0) == 0;
        return true;
      }
      if (g->name == "__assertfail" || g->name == "__assert_fail") {
        auto ci = std::make_unique<CallInfo>();
        for (size_t i = 1; i < I->ops.size(); ++i) {
          uint32_t s = 0;
          if (!operand(I->ops[i], s))
            return false;
          ci->argSlots.push_back(s);
        }
        while (ci->argSlots.size() < 4)
          ci->argSlots.push_back(constSlot(0));
        DInst &d = emit(&h::assertFail, I);
        d.ext = ci.get();
        F.calls.push_back(std::move(ci));
        return true;
      }
      return error(I, "call to '@" + g->name + "', which has no definition" +
                          (g->name.rfind("__nv_", 0) == 0
                               ? " (a libdevice function the executor does not implement "
                                 "natively: link libdevice with --link)"
                               : ""));
    }
  }
  // A call to a function with a body, or an indirect call.
  auto ci = std::make_unique<CallInfo>();
  uint32_t calleeSlot = UINT32_MAX;
  if (g && g->isFunction()) {
    ci->callee = D.decode(g);
    if (!ci->callee)
      return false;
  } else if (!operand(callee, calleeSlot)) {
    return false;
  }
  const size_t nargs = I->ops.size() - 1;
  if (fnType && fnType->isFunction() && fnType->isVarArg())
    return error(I, "calls to variadic functions are not supported by the executor");
  for (size_t i = 0; i < nargs; ++i) {
    uint32_t s = 0;
    if (!operand(I->ops[i + 1], s))
      return false;
    ci->argSlots.push_back(s);
    ci->argCounts.push_back(slots(I->ops[i + 1]->type));
    uint32_t byval = 0, align = 1;
    if (i < I->argAttrs.size()) {
      for (const auto &attr : I->argAttrs[i].attrs)
        if (attr.kind == AttrKind::ByVal && attr.type) {
          byval = uint32_t(dl_.typeAllocSize(attr.type));
          align = uint32_t(dl_.abiAlign(attr.type));
        }
    }
    if (g && g->isFunction() && i < g->paramAttrs.size())
      for (const auto &attr : g->paramAttrs[i].attrs)
        if (attr.kind == AttrKind::ByVal && attr.type) {
          byval = uint32_t(dl_.typeAllocSize(attr.type));
          align = uint32_t(dl_.abiAlign(attr.type));
        }
    ci->byvalSizes.push_back(byval);
    ci->byvalAligns.push_back(align);
  }
  ci->resultSlots = slots(I->type);
  if (fnType && fnType->isFunction())
    ci->signature = D.signature(fnType, ci->signatureText);
  DInst &d = emit(&h::callFunction, I);
  d.dst = I->type->isVoid() ? 0 : slots_[I];
  d.a = calleeSlot;
  d.ext = ci.get();
  F.calls.push_back(std::move(ci));
  return true;
}

bool FunctionDecoder::pure(const Instruction *I, const intr::PureFunction &f, const GlobalValue *callee) {
  const size_t nargs = I->ops.size() - 1;
  if (nargs != size_t(f.numArgs) + f.numOuts)
    return error(I, "call to '@" + callee->name + "' has " + std::to_string(nargs) +
                        " arguments, the executor's '" + std::string(f.name) + "' takes " +
                        std::to_string(f.numArgs + f.numOuts));
  auto pc = std::make_unique<PureCall>();
  pc->function = &f;
  for (size_t i = 0; i < f.numArgs && i < 4; ++i)
    if (!operand(I->ops[i + 1], pc->args[i]))
      return false;
  for (size_t k = 0; k < f.numOuts && k < 2; ++k) {
    const Value *p = I->ops[1 + f.numArgs + k];
    if (!operand(p, pc->outPtrs[k]))
      return false;
    pc->outSpaces[k] = spaceOfPtr(p);
  }
  DInst &d = emit(&h::pureCall, I);
  d.dst = I->type->isVoid() ? alloc(1) : slots_[I];
  d.ext = pc.get();
  F.pureCalls.push_back(std::move(pc));
  return true;
}

bool FunctionDecoder::intrinsic(const Instruction *I, const GlobalValue *callee, const intr::Intrinsic &row) {
  using intr::Kind;
  std::vector<uint32_t> args;
  for (size_t i = 1; i < I->ops.size(); ++i) {
    uint32_t s = 0;
    if (I->ops[i]->valueKind() == ValueKind::MetadataValue || I->ops[i]->type->isMetadata()) {
      args.push_back(UINT32_MAX);
      continue;
    }
    if (row.kind == Kind::NoOp || row.kind == Kind::Reflect) {
      args.push_back(UINT32_MAX);
      continue;
    }
    if (!operand(I->ops[i], s))
      return false;
    args.push_back(s);
  }
  auto need = [&](size_t n) {
    if (args.size() < n)
      return error(I, "'@" + callee->name + "' needs " + std::to_string(n) + " operands");
    return true;
  };
  const uint32_t dst = I->type->isVoid() ? 0 : slots_[I];
  switch (row.kind) {
  case Kind::Sreg: {
    DInst &d = emit(sregHandler(intr::arg<Kind::Sreg>(row)), I);
    d.dst = dst;
    return true;
  }
  case Kind::Barrier: {
    DInst &d = emit(&h::barrier, I);
    d.dst = I->type->isVoid() ? alloc(1) : dst;
    d.aux = uint32_t(intr::arg<Kind::Barrier>(row));
    d.a = args.empty() ? constSlot(0) : args[0];
    d.b = UINT32_MAX;
    d.c = UINT32_MAX;
    return true;
  }
  case Kind::BarrierId:
  case Kind::BarrierIdCount: {
    DInst &d = emit(&h::barrier, I);
    d.dst = alloc(1);
    d.aux = 0;
    d.a = constSlot(0);
    d.b = args.empty() ? UINT32_MAX : args[0];
    d.c = row.kind == Kind::BarrierIdCount && args.size() > 1 ? args[1] : UINT32_MAX;
    return true;
  }
  case Kind::WarpSync: {
    if (!need(1))
      return false;
    DInst &d = emit(&h::warpSync, I);
    d.a = args[0];
    return true;
  }
  case Kind::Shuffle: {
    using intr::ShflMode;
    const intr::ShflArg shfl = intr::arg<Kind::Shuffle>(row);
    const bool pred = shfl.has(intr::WarpFlag::Predicate), old = !shfl.has(intr::WarpFlag::Sync);
    if (!need(old ? 3 : 4))
      return false;
    static constexpr Handler table[2][4] = {
        {&h::shuffle<ShflMode::Idx, false>, &h::shuffle<ShflMode::Up, false>,
         &h::shuffle<ShflMode::Down, false>, &h::shuffle<ShflMode::Bfly, false>},
        {&h::shuffle<ShflMode::Idx, true>, &h::shuffle<ShflMode::Up, true>, &h::shuffle<ShflMode::Down, true>,
         &h::shuffle<ShflMode::Bfly, true>}};
    DInst &d = emit(table[pred][size_t(shfl.mode)], I);
    d.dst = dst;
    const size_t o = old ? 0 : 1;
    d.a = old ? UINT32_MAX : args[0];
    d.b = args[o];
    d.c = args[o + 1];
    d.imm = args[o + 2];
    return true;
  }
  case Kind::Vote: {
    using intr::VoteMode;
    const intr::VoteArg vote = intr::arg<Kind::Vote>(row);
    const bool old = !vote.has(intr::WarpFlag::Sync);
    if (!need(old ? 1 : 2))
      return false;
    static constexpr Handler table[4] = {&h::vote<VoteMode::All>, &h::vote<VoteMode::Any>,
                                         &h::vote<VoteMode::Uni>, &h::vote<VoteMode::Ballot>};
    DInst &d = emit(table[size_t(vote.mode)], I);
    d.dst = dst;
    d.a = old ? UINT32_MAX : args[0];
    d.b = old ? args[0] : args[1];
    return true;
  }
  case Kind::Match: {
    if (!need(2))
      return false;
    DInst &d = emit(&h::match, I);
    d.dst = dst;
    d.a = args[0];
    d.b = args[1];
    d.aux = uint32_t(intr::arg<Kind::Match>(row));
    return true;
  }
  case Kind::ActiveMask: {
    DInst &d = emit(&h::activeMask, I);
    d.dst = dst;
    return true;
  }
  case Kind::Redux: {
    if (!need(2))
      return false;
    DInst &d = emit(&h::redux, I);
    d.dst = dst;
    d.b = args[0];
    d.a = args[1];
    d.aux = uint32_t(intr::arg<Kind::Redux>(row));
    return true;
  }
  case Kind::Fence:
    emit(&h::fence, I).aux = intr::arg<Kind::Fence>(row) != intr::FenceScope::Cta;
    return true;
  case Kind::AtomicRMW: {
    if (!need(2))
      return false;
    Handler fn = nullptr;
    switch (dl_.typeStoreSize(I->type)) {
    case 4: fn = &h::atomicRMW<uint32_t>; break;
    case 8: fn = &h::atomicRMW<uint64_t>; break;
    default: return error(I, "atomic of this width is not supported by the executor");
    }
    DInst &d = emit(fn, I);
    d.dst = dst;
    d.a = args[0];
    d.b = args[1];
    d.aux = uint32_t(intr::arg<Kind::AtomicRMW>(row));
    d.aux2 = spaceOfPtr(I->ops[1]);
    return true;
  }
  case Kind::AtomicCas: {
    if (!need(3))
      return false;
    Handler fn = dl_.typeStoreSize(I->type) == 8 ? &h::cmpxchg<uint64_t> : &h::cmpxchg<uint32_t>;
    // The intrinsic returns only the old value: give the success flag a scratch slot after it.
    const uint32_t tmp = alloc(2);
    DInst &d = emit(fn, I);
    d.dst = tmp;
    d.a = args[0];
    d.b = args[1];
    d.c = args[2];
    d.aux2 = spaceOfPtr(I->ops[1]);
    copySlots(dst, tmp, 1, I);
    return true;
  }
  case Kind::PtrCast: {
    if (!need(1))
      return false;
    DInst &d = emit(&h::castSpace, I);
    d.dst = dst;
    d.a = args[0];
    const intr::SpaceCast cast = intr::arg<Kind::PtrCast>(row);
    d.aux = uint32_t(cast.from);
    d.aux2 = uint32_t(cast.to);
    d.imm = widthMask(dl_.pointerSizeBits(I->type->addrSpace()));
    return true;
  }
  case Kind::IsSpace: {
    if (!need(1))
      return false;
    DInst &d = emit(&h::isSpace, I);
    d.dst = dst;
    d.a = args[0];
    d.aux = uint32_t(intr::arg<Kind::IsSpace>(row));
    return true;
  }
  case Kind::Ldg: {
    if (!need(1))
      return false;
    const uint64_t size = dl_.typeStoreSize(I->type);
    uint64_t align = size;
    if (args.size() > 1)
      if (auto *ci = dyn_cast<ConstantInt>(I->ops[2]))
        align = ci->zext();
    Handler fn = I->type->isVector() ? &h::loadVector : loadHandler(size, D.checked);
    if (!fn)
      return error(I, "ldg of this type is not supported by the executor");
    DInst &d = emit(fn, I);
    d.dst = dst;
    d.a = args[0];
    d.aux = spaceOfPtr(I->ops[1]);
    d.aux2 = uint32_t(align ? align : 1);
    if (I->type->isVector()) {
      d.b = uint32_t(dl_.typeStoreSize(I->type->element()));
      d.c = uint32_t(I->type->count());
    }
    return true;
  }
  case Kind::LdParam: {
    // ldparam.<T>(ptr addrspace(101) p, i64 offset): the address p + offset, then a param-space
    // load of T. A constant offset is aligned as T is, or as far as the offset allows (a load
    // clang merged into a vector may sit at a field offset below the vector's own alignment); a
    // variable one (an array indexed by a thread) is not checked for alignment.
    if (!need(2))
      return false;
    const auto *off = dyn_cast<ConstantInt>(I->ops[2]);
    const Type *t = I->type;
    const uint64_t size = dl_.typeStoreSize(t);
    Handler fn = t->isVector() ? &h::loadVector : loadHandler(size, D.checked);
    if (!fn || isWideInt(t) || t->isAggregate() || !I->ops[2]->type->isInteger(64))
      return error(I, "ldparam needs an i64 offset and a scalar or vector type");
    const uint32_t tmp = alloc(1);
    const uint32_t bits = dl_.pointerSizeBits(spaceOfPtr(I->ops[1]));
    uint64_t align = 1;
    if (off) {
      DInst &g = emit(&h::addImm, I);
      g.dst = tmp;
      g.a = args[0];
      g.imm = off->zext();
      g.aux2 = bits;
      const uint64_t lowBit = off->zext() & (~off->zext() + 1);
      align = lowBit ? std::min<uint64_t>(lowBit, dl_.abiAlign(t)) : dl_.abiAlign(t);
    } else {
      DInst &g = emit(&h::gep1, I);
      g.dst = tmp;
      g.a = args[0];
      g.b = args[1];
      g.c = 1;
      g.aux = 64;
      g.aux2 = bits;
    }
    DInst &d = emit(fn, I);
    d.dst = dst;
    d.a = tmp;
    d.b = uint32_t(t->isVector() ? dl_.typeStoreSize(t->element()) : size);
    d.c = uint32_t(t->isVector() ? t->count() : 1);
    d.aux = spaceOfPtr(I->ops[1]);
    d.aux2 = uint32_t(align);
    return true;
  }
  case Kind::MemCopy:
  case Kind::MemSet: {
    if (!need(3))
      return false;
    DInst &d = emit(row.kind == Kind::MemCopy ? &h::memCopy : &h::memSet, I);
    d.a = args[0];
    d.b = args[1];
    d.c = args[2];
    d.aux = spaceOfPtr(I->ops[1]);
    d.aux2 = row.kind == Kind::MemCopy ? spaceOfPtr(I->ops[2]) : 0;
    return true;
  }
  case Kind::NoOp:
    if (!I->type->isVoid() && slots_.count(I))
      copySlots(dst, constSlot(0), slots(I->type), I);
    return true;
  case Kind::PassThrough: {
    if (!need(1))
      return false;
    copySlots(dst, args[0], slots(I->type), I);
    return true;
  }
  case Kind::Trap: emit(&h::trap, I); return true;
  case Kind::Reflect: {
    // llvm.nvvm.reflect(ptr "name"): a constant at decode time.
    std::string name;
    const Value *v = I->ops.size() > 1 ? I->ops[1] : nullptr;
    while (v && v->valueKind() == ValueKind::ConstExpr)
      v = cast<ConstantExpr>(v)->ops[0];
    if (auto *gv = dyn_cast<GlobalValue>(v); gv && gv->initializer)
      if (auto *s = dyn_cast<ConstantString>(gv->initializer))
        name = s->bytes.substr(0, s->bytes.find('\0'));
    // libNVVM's defaults: -prec-sqrt=1 and -prec-div=1, so libdevice takes its IEEE paths.
    const uint64_t value = name == "__CUDA_ARCH"                                     ? D.cudaArch
                           : name == "__CUDA_FTZ"                                    ? D.cudaFtz
                           : name == "__CUDA_PREC_SQRT" || name == "__CUDA_PREC_DIV" ? 1
                                                                                     : 0;
    copySlots(dst, constSlot(value), 1, I);
    return true;
  }
  case Kind::ObjectSize: {
    bool min = false;
    if (I->ops.size() > 2)
      if (auto *ci = dyn_cast<ConstantInt>(I->ops[2]))
        min = ci->zext() != 0;
    copySlots(dst, constSlot(min ? 0 : widthMask(I->type->intWidth())), 1, I);
    return true;
  }
  case Kind::IsConstant: copySlots(dst, constSlot(0), 1, I); return true;
  case Kind::Overflow: {
    if (!need(2))
      return false;
    const Type *t = I->ops[1]->type;
    if (!t->isInteger())
      return error(I, "vector overflow intrinsics are not supported by the executor");
    DInst &d = emit(&withOverflow, I);
    d.dst = dst;
    d.a = args[0];
    d.b = args[1];
    d.aux = uint32_t(intr::arg<Kind::Overflow>(row));
    d.aux2 = t->intWidth();
    return true;
  }
  }
  return error(I, "unsupported intrinsic '@" + callee->name + "'");
}

/// Inline PTX: one-instruction special-register moves and floating-point arithmetic with a
/// rounding mode (what libdevice and CUDA headers write most) map onto the handlers of the
/// intrinsics; everything else is compiled by sim/InlinePtx into one handler for the call.
bool FunctionDecoder::inlineAsm(const Instruction *I, const InlineAsm &a) {
  switch (oneInstructionAsm(I, a)) {
  case AsmForm::Done: return true;
  case AsmForm::Failed: return false;
  case AsmForm::Other: break;
  }
  std::vector<ptx::CallValue> results, args;
  auto describe = [&](const Type *t, uint32_t slot, std::vector<ptx::CallValue> &out) {
    ptx::CallValue v;
    v.slot = slot;
    if (t->isInteger() && t->intWidth() <= 64)
      v.bits = t->intWidth();
    else if (t->isPointer())
      v.bits = 64;
    else if (t->kind() == TypeKind::Float)
      v.kind = ptx::ValueKind::F32;
    else if (t->kind() == TypeKind::Double)
      v.kind = ptx::ValueKind::F64;
    else
      return error(I, "inline assembly operand of type '" + typeToString(t) +
                          "' is not supported by the executor");
    out.push_back(v);
    return true;
  };
  if (!I->type->isVoid()) {
    uint32_t slot = slots_[I];
    if (I->type->isStruct()) {
      for (const Type *m : I->type->members()) {
        if (!describe(m, slot, results))
          return false;
        slot += slots(m);
      }
    } else if (!describe(I->type, slot, results)) {
      return false;
    }
  }
  for (size_t i = 1; i < I->ops.size(); ++i) {
    uint32_t slot = 0;
    if (!operand(I->ops[i], slot) || !describe(I->ops[i]->type, slot, args))
      return false;
  }
  std::string why;
  std::shared_ptr<const ptx::Program> program = ptx::compile(a.asmString, a.constraints, results, args, why);
  if (!program)
    return error(I, why);
  emit(&ptx::run, I).ext = program.get();
  F.owned.push_back(std::move(program));
  return true;
}

/// One-instruction inline PTX with a handler of its own: `mov.u32 $0, %laneid;` (special
/// registers) and `add.rn.ftz.f32 $0, $1, $2;` (NVVM float intrinsics by the same name).
FunctionDecoder::AsmForm FunctionDecoder::oneInstructionAsm(const Instruction *I, const InlineAsm &a) {
  std::string text = a.asmString;
  while (!text.empty() && (text.back() == ';' || std::isspace(uint8_t(text.back()))))
    text.pop_back();
  if (text.find_first_of(";{}\n") != std::string::npos)
    return AsmForm::Other;
  const size_t sp = text.find_first_of(" \t");
  if (sp == std::string::npos)
    return AsmForm::Other;
  const std::string op = text.substr(0, sp);
  std::vector<std::string> operands;
  {
    std::string cur;
    for (char ch : text.substr(sp)) {
      if (ch == ',') {
        operands.push_back(cur);
        cur.clear();
      } else if (!std::isspace(uint8_t(ch))) {
        cur.push_back(ch);
      }
    }
    operands.push_back(cur);
  }
  if (operands.empty() || operands[0] != "$0" || I->type->isVoid() || I->type->isStruct())
    return AsmForm::Other;
  const uint32_t dst = slots_[I];
  // mov.u32 $0, %laneid
  if (op.rfind("mov.", 0) == 0 && operands.size() == 2 && operands[1].size() > 1 && operands[1][0] == '%') {
    const std::string reg = operands[1].substr(1);
    std::string dotted = reg; // %lanemask_lt -> lanemask.lt
    std::replace(dotted.begin(), dotted.end(), '_', '.');
    const intr::Intrinsic *row = intr::findIntrinsic("llvm.nvvm.read.ptx.sreg." + reg);
    if (!row)
      row = intr::findIntrinsic("llvm.nvvm.read.ptx.sreg." + dotted);
    if (!row || row->kind != intr::Kind::Sreg) {
      error(I, "inline assembly reads special register %" + reg + ", which the executor does not know");
      return AsmForm::Failed;
    }
    emit(sregHandler(intr::arg<intr::Kind::Sreg>(*row)), I).dst = dst;
    return AsmForm::Done;
  }
  // add.rn.ftz.f32 $0, $1, $2 and friends -> llvm.nvvm.add.rn.ftz.f; on half and bfloat
  // min.NaN.bf16 -> llvm.nvvm.fmin.nan.bf16, fma.rn.relu.f16 -> llvm.nvvm.fma.rn.relu.f16; and
  // cvt.rz.relu.bf16.f32 -> llvm.nvvm.f2bf16.rz.relu, cvt.rna.tf32.f32 -> llvm.nvvm.f2tf32.rna.
  std::vector<std::string> parts;
  for (size_t at = 0, dot; at <= op.size(); at = dot + 1) {
    dot = op.find('.', at);
    if (dot == std::string::npos)
      dot = op.size();
    parts.push_back(op.substr(at, dot - at));
  }
  const size_t n = parts.size();
  const std::string type = parts.back();
  const bool small = type == "f16" || type == "bf16";
  if (type != "f32" && type != "f64" && !small)
    return AsmForm::Other;
  const bool sub = parts[0] == "sub" && !small;
  std::string name;
  if (parts[0] == "cvt" && n >= 3 && type == "f32" && (parts[n - 2] == "bf16" || parts[n - 2] == "tf32")) {
    name = "llvm.nvvm.f2" + parts[n - 2];
    for (size_t i = 1; i + 2 < n; ++i)
      name += "." + parts[i];
  } else {
    const bool minMax = small && (parts[0] == "min" || parts[0] == "max");
    name = "llvm.nvvm." + (sub ? std::string("add") : minMax ? "f" + parts[0] : parts[0]);
    for (size_t i = 1; i + 1 < n; ++i)
      name += "." + (parts[i] == "NaN" ? std::string("nan") : parts[i]);
    name += type == "f32" ? ".f" : type == "f64" ? ".d" : "." + type;
  }
  const intr::PureFunction *f = intr::findPure(name);
  if (!f || operands.size() != size_t(f->numArgs) + 1 || f->numOuts ||
      I->ops.size() != size_t(f->numArgs) + 1)
    return AsmForm::Other;
  for (size_t i = 0; i < f->numArgs; ++i)
    if (operands[i + 1] != "$" + std::to_string(i + 1))
      return AsmForm::Other;
  auto call = std::make_unique<PureCall>();
  call->function = f;
  for (size_t i = 0; i < f->numArgs; ++i)
    if (!operand(I->ops[i + 1], call->args[i]))
      return AsmForm::Failed;
  if (sub) { // a - b is a + (-b), exactly, in every rounding mode
    const uint32_t neg = alloc(1);
    DInst &d = emit(&h::signFlip, I);
    d.dst = neg;
    d.a = call->args[1];
    d.imm = uint64_t(1) << (type == "f32" ? 31 : 63);
    call->args[1] = neg;
  }
  DInst &d = emit(&h::pureCall, I);
  d.dst = dst;
  d.ext = call.get();
  F.pureCalls.push_back(std::move(call));
  return AsmForm::Done;
}

bool Decoder::decodeFunctionsIn(const Value *v) {
  if (auto *g = dyn_cast<GlobalValue>(v))
    return !g->isFunction() || !g->hasBody || decode(g);
  if (auto *e = dyn_cast<ConstantExpr>(v))
    return std::all_of(e->ops.begin(), e->ops.end(), [&](const Value *op) { return decodeFunctionsIn(op); });
  if (auto *a = dyn_cast<ConstantAggregate>(v))
    return std::all_of(a->elems.begin(), a->elems.end(),
                       [&](const Value *op) { return decodeFunctionsIn(op); });
  if (auto *w = dyn_cast<ConstantWrapper>(v))
    return decodeFunctionsIn(w->global);
  return true;
}

DecodedFunction *Decoder::decode(const GlobalValue *fn) {
  if (auto it = byIr_.find(fn); it != byIr_.end())
    return it->second;
  if (failed_.count(fn))
    return nullptr;
  auto f = std::make_unique<DecodedFunction>();
  f->ir = fn;
  f->name = fn->name;
  if (fn->functionType())
    f->signature = signature(fn->functionType(), f->signatureText);
  DecodedFunction *raw = f.get();
  byIr_[fn] = raw;
  functions_.push_back(std::move(f));
  FunctionDecoder fd(*this, *raw, *fn);
  if (!fd.run()) {
    byIr_.erase(fn);
    failed_[fn] = true;
    return nullptr;
  }
  return raw;
}

uint32_t Decoder::signature(const Type *fnType, std::string &text) {
  text = typeToString(fnType);
  return signatures_.try_emplace(text, uint32_t(signatures_.size() + 1)).first->second;
}

} // namespace nvsim::sim
