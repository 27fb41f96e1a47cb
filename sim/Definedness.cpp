// initcheck's definedness (sim/Definedness.h): the registers' undefined bits moved by the rules of
// the checked code, the written flags of memory moved by stores and copies of undefined values,
// and the findings where an undefined value is used.
#include "sim/Definedness.h"

#include "sim/CheckedAccess.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

namespace nvsim::sim {

namespace {

using Kind = ShadowOp::Kind;
using Use = ShadowOp::Use;

/// Slot `slot` of `f` becomes undefined in lanes `bits` of `mask` and defined in the others of
/// `mask`; `origin` is the site the undefined value came from.
inline void setBits(Frame &f, uint32_t slot, uint32_t mask, uint32_t bits, uint32_t origin) {
  uint32_t &u = f.undef[slot];
  const uint32_t was = u;
  u = (u & ~mask) | (bits & mask);
  if (bits & mask)
    f.origin[slot] = origin;
  f.undefSlots = f.undefSlots + (u != 0) - (was != 0);
}

/// What a use is, for the message ("used as ...").
std::string_view useText(Use use) {
  switch (use) {
  case Use::Branch: return "as a branch condition";
  case Use::Switch: return "as a switch value";
  case Use::Select: return "as a select condition";
  case Use::Address: return "as an address";
  case Use::CallTarget: return "as a call target";
  case Use::Atomic: return "as an operand of an atomic";
  case Use::None: break;
  }
  return "";
}

/// The origin of an undefined value as a finding's `other` (the read of lane `l` that made it), and
/// its description for the message.
std::optional<FindingSite> originSite(const Ctx &c, unsigned l, uint32_t origin, std::string &read) {
  LaunchState &L = *c.launch;
  LaunchState::Origin o;
  {
    std::lock_guard lock(L.originMutex);
    if (origin == 0 || origin > L.origins.size())
      return std::nullopt;
    o = L.origins[origin - 1];
  }
  const DInst *od = check::instructionAtSite(L, o.site);
  if (!od || !od->ir)
    return std::nullopt;
  FindingSite s;
  s.block = c.block->index;
  s.thread = threadOf(*c.warp, l);
  s.warp = c.warp->index;
  s.lane = l;
  s.access = "read";
  locate(s, L, od->ir);
  read = fmt::format("it was read at {}, a {}", s.location, o.read);
  return s;
}

/// The finding of an undefined value (lanes `lanes`, from origin `origin`) used `what` by `d`.
[[gnu::cold, gnu::noinline]] void reportUse(Ctx &c, const DInst &d, uint32_t lanes, uint32_t origin,
                                            std::string_view what, std::optional<check::Where> at = {},
                                            uint32_t size = 0) {
  const unsigned l = unsigned(std::countr_zero(lanes));
  std::string read = "it was read from memory nothing wrote";
  std::optional<FindingSite> other = originSite(c, l, origin, read);
  const std::string message = findingMessage<FindingKind::UninitializedValue>(what, read);
  Finding f(FindingKind::UninitializedValue);
  if (at)
    f = check::findingAt(*at, FindingKind::UninitializedValue, message, mem::Access::Write, size);
  f.message = message;
  f.other = std::move(other);
  recordFinding(c, d, l, std::move(f));
}

/// initcheck's written flags of lane `l`'s bytes [addr, addr + n) in `space`, wherever they are:
/// the block's flag bytes (shared), the lane's state bytes (local, bit 1), or the allocation's
/// bits (global). Nothing (`known` false) for constant and param memory and failed translations.
struct WrittenFlags {
  uint8_t *bytes = nullptr;
  uint8_t bit = 0;
  uint64_t *bits = nullptr;
  uint64_t off = 0;
  bool known = false;  ///< the flags are tracked there
  bool global = false; ///< the bytes are in global memory
  check::Where where;

  bool written(uint32_t i) const {
    return bytes ? (bytes[i] & bit) != 0 : mem::initbits::all(bits, off + i, 1);
  }
  void set(uint32_t i, bool w) const {
    if (bytes)
      bytes[i] = uint8_t(w ? bytes[i] | bit : bytes[i] & ~bit);
    else if (w)
      mem::initbits::set(bits, off + i, 1);
    else
      mem::initbits::clear(bits, off + i, 1);
  }
};

WrittenFlags flagsOf(Ctx &c, unsigned l, unsigned space, uint64_t addr, uint32_t n) {
  WrittenFlags w;
  const mem::ThreadContext &ctx = c.warp->ctx[l];
  const mem::Translation t = mem::translateSpecific(mem::AddrSpace(space), addr, n, mem::Access::Read, ctx);
  if (!t.ok())
    return w;
  LaunchState &L = *c.launch;
  BlockState &B = *c.block;
  switch (t.space) {
  case mem::AddrSpace::Shared: {
    const uint32_t off = uint32_t(t.host - ctx.shared.data);
    w.bytes = B.sharedWritten.data() + off;
    w.bit = 1;
    w.known = B.sharedWritten.size() >= off + n;
    w.where = check::sharedWhere(L, off);
    break;
  }
  case mem::AddrSpace::Local: {
    const uint32_t off = uint32_t(t.host - ctx.local.data);
    w.bytes = B.localState[c.warp->index].data() + size_t(l) * L.stackStride + off;
    w.bit = 2;
    w.known = true;
    break;
  }
  case mem::AddrSpace::Global: {
    const mem::Region r = mem::regionOf(t, mem::AddrSpace(space), addr, ctx);
    const mem::Allocation *a = r.allocation;
    w.global = true;
    if (!a)
      break;
    w.off = uint64_t(t.host - a->data);
    w.where = check::Where{addr, mem::AddrSpace::Global, a->name, int64_t(a->id), a->size, int64_t(w.off)};
    if (a->shadow && a->shadow->init) { // (tracked when the run asked for it before loading)
      w.bits = a->shadow->init.data();
      w.known = true;
    }
    break;
  }
  default: break;
  }
  return w;
}

/// The key of the word at `addr` of lane `l` in `space` in LaunchState::storedOrigins: the
/// generic word address, and for shared and local memory the block run (and lane) owning it.
std::pair<uint64_t, uint64_t> originKey(const Ctx &c, unsigned l, const WrittenFlags &w, uint64_t addr) {
  if (w.global)
    return {addr >> 2, 0};
  const uint64_t owner = (c.block->linear + 1) << 16;
  return {addr >> 2, w.bit == 2 ? owner | (c.warp->index * kWarpSize + l + 1) : owner};
}

/// Where the undefined bytes at `addr` (lane `l`) were first read, when an undefined value was
/// stored there in this launch; else `fallback`.
uint32_t storedOrigin(Ctx &c, unsigned l, unsigned space, uint64_t addr, uint32_t size, uint32_t fallback) {
  const WrittenFlags w = flagsOf(c, l, space, addr, size);
  if (!w.known)
    return fallback;
  LaunchState &L = *c.launch;
  std::lock_guard lock(L.originMutex);
  for (uint64_t a = addr & ~uint64_t(3); a < addr + size; a += 4)
    if (auto it = L.storedOrigins.find(originKey(c, l, w, a)); it != L.storedOrigins.end())
      return it->second;
  return fallback;
}

/// memcpy / memmove of the lanes `lanes` (whose reads found unwritten bytes): the destination's
/// bytes take the source's written flags.
void copyFlags(Ctx &c, const DInst &d, uint32_t lanes) {
  for (uint32_t m = lanes & c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    const uint64_t dst = reg(c, d.a, l), src = reg(c, d.b, l), n = reg(c, d.c, l);
    if (n == 0 || n > UINT32_MAX)
      continue;
    const WrittenFlags from = flagsOf(c, l, d.aux2, src, uint32_t(n));
    const WrittenFlags to = flagsOf(c, l, d.aux, dst, uint32_t(n));
    if (!from.known || !to.known)
      continue;
    std::vector<bool> written(n); // through a copy: the ranges may overlap (memmove)
    for (uint32_t i = 0; i < n; ++i)
      written[i] = from.written(i);
    for (uint32_t i = 0; i < n; ++i)
      to.set(i, written[i]);
  }
}

/// A store of undefined values by the lanes `lanes`: their bytes become unwritten; in global
/// memory, where the host may read them, it is a finding.
void storeUndefined(Ctx &c, const DInst &d, const ShadowOp &op, Frame &f, uint32_t lanes) {
  const uint32_t *pool = c.fn->shadowSlots.data();
  LaunchState &L = *c.launch;
  for (uint32_t m = lanes & c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    const uint64_t addr = reg(c, op.addr, l);
    const WrittenFlags w = flagsOf(c, l, op.space, addr, op.size);
    if (!w.known && !w.global)
      continue;
    // Each element of a vector (or half of an i128) on its own: the bytes of its defined ones
    // stay written (a vector built element by element at -O0 is stored back after each one).
    const uint32_t elementSize = op.srcCount > 1 ? op.size / op.srcCount : op.size;
    for (uint32_t e = 0; w.known && e < std::max(1u, op.srcCount); ++e)
      if (op.srcCount <= 1 || (f.undef[pool[op.srcBegin + e]] & (1u << l)))
        for (uint32_t i = e * elementSize; i < (e + 1) * elementSize && i < op.size; ++i)
          w.set(i, false);
    uint32_t origin = 0;
    for (uint32_t i = 0; i < op.srcCount; ++i)
      if (f.undef[pool[op.srcBegin + i]] & (1u << l)) {
        origin = f.origin[pool[op.srcBegin + i]];
        break;
      }
    if (w.known) {
      std::lock_guard lock(L.originMutex);
      for (uint64_t a = addr & ~uint64_t(3); a < addr + op.size; a += 4)
        L.storedOrigins[originKey(c, l, w, a)] = origin;
    }
    if (w.global)
      reportUse(c, d, 1u << l, origin, "as a value stored to global memory", w.where, op.size);
  }
}

/// Of a vector load (or an i128's) by the lanes `loaded`, some of whose bytes were unwritten: the
/// lanes where element `e`'s own bytes are (each element is defined or not on its own).
uint32_t elementUndefined(Ctx &c, const DInst &d, const ShadowOp &op, uint32_t e, uint32_t loaded) {
  uint32_t undefined = 0;
  const uint32_t size = d.b;
  for (uint32_t m = loaded & c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    const uint64_t addr = reg(c, c.fn->shadowSlots[op.useBegin], l) + uint64_t(e) * size;
    const WrittenFlags w = flagsOf(c, l, d.aux, addr, size);
    bool written = w.known; // (untracked: undefined, as the load found)
    for (uint32_t i = 0; written && i < size; ++i)
      written = w.written(i);
    if (!written)
      undefined |= 1u << l;
  }
  return undefined;
}

} // namespace

void shadowBefore(Ctx &c, Frame &f, uint32_t pc) {
  const ShadowOp &op = c.fn->shadowOps[pc];
  const uint32_t *pool = c.fn->shadowSlots.data();
  const uint32_t mask = c.mask;
  for (uint32_t i = 0; i < op.useCount; ++i) {
    const uint32_t slot = pool[op.useBegin + i];
    if (const uint32_t bad = f.undef[slot] & mask) [[unlikely]] {
      for (uint32_t b = bad; b; b &= b - 1) // one occurrence per lane, as memcheck's
        reportUse(c, c.fn->code[pc], b & -b, f.origin[slot], useText(op.use));
      setBits(f, slot, bad, 0, 0);
    }
  }
  switch (op.kind) {
  case Kind::None:
  case Kind::MemCopy: break;
  case Kind::Compute: {
    uint32_t bits = 0, origin = 0;
    for (uint32_t i = 0; i < op.srcCount; ++i) {
      const uint32_t s = pool[op.srcBegin + i];
      if ((f.undef[s] & mask) && !(bits & mask))
        origin = f.origin[s];
      bits |= f.undef[s];
    }
    for (uint32_t i = 0; i < op.dstCount; ++i)
      setBits(f, op.dst + i, mask, bits, origin);
    break;
  }
  case Kind::Copy: {
    const uint32_t s = pool[op.srcBegin];
    setBits(f, op.dst, mask, f.undef[s], f.origin[s]);
    break;
  }
  case Kind::Load:
    for (uint32_t i = 0; i < op.dstCount; ++i)
      setBits(f, op.dst + i, mask, 0, 0);
    break;
  case Kind::Select: {
    const uint32_t cond = pool[op.srcBegin], t = pool[op.srcBegin + 1], e = pool[op.srcBegin + 2];
    uint32_t picked = 0; // the lanes that pick the true operand
    forLanes(mask, [&](unsigned l) { picked |= uint32_t(reg(c, cond, l) & 1) << l; });
    const uint32_t bits = (f.undef[t] & picked) | (f.undef[e] & ~picked) | f.undef[cond];
    setBits(f, op.dst, mask, bits, (f.undef[t] & picked & mask) ? f.origin[t] : f.origin[e]);
    break;
  }
  case Kind::Store:
    for (uint32_t i = 0; i < op.srcCount; ++i)
      c.storedUndef |= f.undef[pool[op.srcBegin + i]] & mask;
    break;
  }
}

void shadowAfter(Ctx &c, Frame &f, uint32_t pc) {
  const ShadowOp &op = c.fn->shadowOps[pc];
  const DInst &d = c.fn->code[pc];
  if (const uint32_t loaded = c.loadedUndef) {
    uint32_t origin = c.loadedOrigin;
    c.loadedUndef = c.loadedOrigin = 0;
    if (op.kind == Kind::MemCopy)
      copyFlags(c, d, loaded);
    else {
      // The origin: where the bytes were first read, if an undefined value was stored there,
      // else this read (a load's address is its use slot).
      if (op.kind == Kind::Load && op.useCount) {
        const unsigned l = unsigned(std::countr_zero(loaded));
        const uint32_t size = std::max(1u, d.b * std::max(1u, d.c)); // (aggregates' leaves: d.b 0)
        origin = storedOrigin(c, l, d.aux, reg(c, c.fn->shadowSlots[op.useBegin], l), size, origin);
      }
      for (uint32_t i = 0; i < op.dstCount; ++i)
        setBits(f, op.dst + i, loaded & c.mask, op.dstCount > 1 ? elementUndefined(c, d, op, i, loaded) : ~0u,
                origin);
    }
  }
  if (const uint32_t stored = c.storedUndef) {
    c.storedUndef = 0;
    if (op.kind == Kind::Store)
      storeUndefined(c, d, op, f, stored);
  }
}

void shadowCall(Frame &caller, Frame &callee, const CallInfo &ci, uint32_t mask) {
  const DecodedFunction &fn = *callee.fn;
  for (size_t i = 0; i < ci.argSlots.size() && i < fn.paramSlots.size(); ++i)
    for (uint32_t s = 0; s < fn.paramSlotCounts[i]; ++s) {
      const uint32_t from = ci.argSlots[i] + s;
      if (caller.undef[from] & mask)
        setBits(callee, fn.paramSlots[i] + s, mask, caller.undef[from], caller.origin[from]);
    }
}

void shadowReturn(Frame &callee, Frame &caller, uint32_t from, uint32_t n, uint32_t mask) {
  for (uint32_t s = 0; s < n; ++s)
    setBits(caller, callee.returnDst + s, mask, callee.undef[from + s], callee.origin[from + s]);
}

void undefinedRead(Ctx &c, const DInst &d, unsigned l, const std::function<std::string()> &read) {
  c.loadedUndef |= 1u << l;
  if (c.loadedOrigin)
    return;
  LaunchState &L = *c.launch;
  const uint32_t site = c.fn->siteBase + uint32_t(&d - c.fn->code.data());
  std::lock_guard lock(L.originMutex);
  auto it = std::find_if(L.origins.begin(), L.origins.end(),
                         [&](const LaunchState::Origin &o) { return o.site == site; });
  if (it == L.origins.end())
    it = L.origins.insert(L.origins.end(), {site, read()});
  c.loadedOrigin = uint32_t(it - L.origins.begin()) + 1;
}

bool definesByRead(const Ctx &c, const DInst &d) {
  const DecodedFunction *fn = c.fn;
  if (!fn || fn->shadowOps.empty() || &d < fn->code.data() || &d >= fn->code.data() + fn->code.size())
    return false;
  const ShadowOp &op = fn->shadowOps[size_t(&d - fn->code.data())];
  return op.kind == Kind::Load || op.kind == Kind::MemCopy || (op.kind == Kind::Compute && op.dstCount);
}

} // namespace nvsim::sim
