// Handlers that touch simulated memory: loads, stores, allocas, atomics, memcpy/memset.
// Every address goes through memory/Translate.h; a failed translation is a reported fault, so a
// kernel never reaches host memory it does not own.
#pragma once

#include "memory/Atomics.h"
#include "memory/HostAccess.h"
#include "memory/Translate.h"
#include "sim/Checkers.h"
#include "sim/ConstEval.h"
#include "sim/State.h"

#include <cstring>

namespace nvsim::sim::h {

inline mem::Translation translateLane(Ctx &c, unsigned space, uint64_t addr, uint32_t size,
                                      mem::Access access, unsigned lane) {
  return mem::translateSpecific(mem::AddrSpace(space), addr, size, access, c.warp->ctx[lane]);
}

/// Whether the launch is stopping (a fault, a fatal finding, another block's fault): after a
/// lane's access could not be done, a handler returns kYield if so, else it goes on without
/// the lane (memcheck recorded a finding).
inline bool stopping(const Ctx &c) { return c.launch->stopped(c.block->position); }

/// Lane l's access, for the handlers that translate lane by lane: through the checkers in a
/// checked launch, else a plain translation that raises a fault when it fails. A failed
/// translation: see stopping().
inline mem::Translation laneAccess(Ctx &c, const DInst &d, unsigned l, unsigned space, uint64_t addr,
                                   uint32_t size, mem::Access access, uint32_t align = 1) {
  if (c.launch->accessChecks) [[unlikely]]
    return checkedAccess(c, d, l, space, addr, size, access, align);
  if (align > 1 && (addr & (align - 1))) [[unlikely]] {
    raiseMemFault(c, d, l, mem::FaultKind::Misaligned, addr, size, access, int(space));
    return {nullptr, mem::AddrSpace::Global, mem::FaultKind::Misaligned};
  }
  const mem::Translation t = translateLane(c, space, addr, size, access, l);
  if (!t.ok()) [[unlikely]]
    raiseMemFault(c, d, l, t.fault, addr, size, access, int(space));
  return t;
}

/// A lane's read or write of `size` bytes through a translation: global memory through relaxed
/// host atomics (other host threads may touch it), and under --memory-model relaxed through the
/// CTA's view (RelaxedMemory: a weak access); block-owned memory with a plain copy.
inline void readHost(const Ctx &c, const mem::Translation &t, void *out, uint32_t size) {
  if (t.space != mem::AddrSpace::Global)
    std::memcpy(out, t.host, size);
  else if (c.launch->relaxed) [[unlikely]]
    c.launch->relaxed->read(c.block->linear, t.host, size, out);
  else
    mem::loadBytesRelaxed(out, t.host, size);
}

inline void writeHost(const Ctx &c, const mem::Translation &t, const void *in, uint32_t size) {
  if (t.space != mem::AddrSpace::Global)
    std::memcpy(t.host, in, size);
  else if (c.launch->relaxed) [[unlikely]]
    c.launch->relaxed->write(c.block->linear, t.host, size, in);
  else
    mem::storeBytesRelaxed(t.host, in, size);
}

/// The unsigned integer of S bytes (1, 2, 4, 8): a load or store moves one such value, so
/// the register is written with a single full-width store (no partial-store stall).
template <unsigned S>
using UIntOfSize =
    std::conditional_t<S == 1, uint8_t,
                       std::conditional_t<S == 2, uint16_t, std::conditional_t<S == 4, uint32_t, uint64_t>>>;

/// The slow half of hostFor: a full translation of lane `l`'s access to address space `space`,
/// which also refreshes `region`. Null after a fault (raised).
[[gnu::noinline]] inline std::byte *translateInto(Ctx &c, const DInst &d, unsigned space, unsigned l,
                                                  uint64_t addr, uint32_t size, mem::Access access,
                                                  mem::Region &region) {
  const mem::Translation t = translateLane(c, space, addr, size, access, l);
  if (!t.ok()) [[unlikely]] {
    raiseMemFault(c, d, l, t.fault, addr, size, access, int(space));
    return nullptr;
  }
  region = mem::regionOf(t, mem::AddrSpace(space), addr, c.warp->ctx[l]);
  return t.host;
}

/// The host address of lane `l`'s access of `size` bytes at `addr` in `space`: through `region`
/// when the access lies inside it (the common case: the warp's lanes touch one allocation),
/// else by a full translation. Null after a fault (raised). Atomics must also be naturally
/// aligned, which the caller checks before taking the region's word.
[[gnu::always_inline]] inline std::byte *hostFor(Ctx &c, const DInst &d, unsigned space, unsigned l,
                                                 uint64_t addr, uint32_t size, mem::Access access,
                                                 mem::Region &region) {
  const uint64_t off = region.offsetOf(addr, size);
  if (off != UINT64_MAX) [[likely]]
    return (region.perThread ? c.warp->ctx[l].local.data : region.base) + off;
  return translateInto(c, d, space, l, addr, size, access, region);
}

/// The region serving lane `l`'s access at `addr`: the one the warp's last access through
/// `space` used when this access lies inside it (and, for writes and atomics, it is writable),
/// else a fresh translation, which becomes the cached region. Null after a fault (raised).
[[gnu::always_inline]] inline mem::Region *regionFor(Ctx &c, const DInst &d, unsigned space, unsigned l,
                                                     uint64_t addr, uint32_t size, mem::Access access) {
  mem::Region &r = c.regions[space & 7];
  if (r.key == space + 1 && (access == mem::Access::Read || !r.readOnly) &&
      r.offsetOf(addr, size) != UINT64_MAX) [[likely]]
    return &r;
  return translateInto(c, d, space, l, addr, size, access, r) ? &r : nullptr;
}

/// allInside for a full warp (Block.cpp): with last < 2^63, `d > last` is the top bit of
/// `(last - d) | d`, so the test is an OR over the lanes, which vectorises (built for AVX2 too).
bool fullWarpInside(const uint64_t *p, uint64_t lo, uint64_t last, uint64_t misalign);

/// True when every active lane's access of S bytes lies inside `region` (one buffer, or for
/// local memory the same offsets of each thread's own buffer) and is aligned as the instruction
/// promises: then the lanes need no per-lane checks. Branch-free over the 32 lanes, so the
/// compiler vectorises it.
template <unsigned S>
bool allInside(const mem::Region &region, const uint64_t *p, uint32_t mask, uint32_t align) {
  if (region.span < S)
    return false;
  const uint64_t lo = region.lo, last = region.span - S, misalign = align - 1;
  if (mask == kFullMask && last < (uint64_t(1) << 63)) [[likely]] {
    // A converged warp: no lane's bit is needed, only whether any is outside or misaligned. With
    // last < 2^63, `d > last` is the top bit of `(last - d) | d`, so the test is an OR over the
    // lanes, which the baseline x86-64 build (SSE2, no 64-bit unsigned compare) vectorises; the
    // per-lane compare below was a fifth of saxpy's launch.
    return fullWarpInside(p, lo, last, misalign);
  }
  for (uint32_t m = mask; m; m &= m - 1) { // the active lanes only (a diverged warp has few)
    const unsigned l = unsigned(std::countr_zero(m));
    if ((p[l] - lo > last) | ((p[l] & misalign) != 0))
      return false;
  }
  return true;
}

/// One S-byte value at `at`: global memory through relaxed host atomics (other host threads may
/// touch it), block-owned memory (shared, local, param, constant) with a plain copy. `Global` is
/// a template argument so the choice is made once per instruction, outside the lane loops.
template <unsigned S, bool Global> uint64_t readValue(const std::byte *at) {
  using U = UIntOfSize<S>;
  if constexpr (Global)
    return mem::loadRelaxed<U>(at);
  U v;
  std::memcpy(&v, at, S);
  return v;
}

/// readValue<S, true> where the host cell is known aligned for an atomic of S bytes (so the
/// per-lane test of loadRelaxed is not needed): a plain move on x86-64.
template <unsigned S> uint64_t readGlobalAligned(const std::byte *at) {
  using U = UIntOfSize<S>;
  return std::atomic_ref<U>(*reinterpret_cast<U *>(const_cast<std::byte *>(at)))
      .load(std::memory_order_relaxed);
}

template <unsigned S> void writeGlobalAligned(std::byte *at, uint64_t value) {
  using U = UIntOfSize<S>;
  std::atomic_ref<U>(*reinterpret_cast<U *>(at)).store(U(value), std::memory_order_relaxed);
}

/// Whether every access of S bytes through `base + address` is aligned for a host atomic when
/// the addresses are aligned as `align` promises (tested by allInside).
template <unsigned S> bool hostAligned(const std::byte *base, uint32_t align) {
  return align >= S &&
         reinterpret_cast<uintptr_t>(base) % std::atomic_ref<UIntOfSize<S>>::required_alignment == 0;
}

template <unsigned S, bool Global> void writeValue(std::byte *at, uint64_t value) {
  using U = UIntOfSize<S>;
  if constexpr (Global) {
    mem::storeRelaxed<U>(at, U(value));
  } else {
    const U v = U(value);
    std::memcpy(at, &v, S);
  }
}

/// Scalar load: d.a pointer slot, d.aux address space, d.aux2 alignment the IR promises.
template <unsigned S> uint32_t load(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *p = c.R + size_t(d.a) * kWarpSize;
  uint32_t m = c.mask;
  {
    // The first lane fully; then, commonly, every other lane in the same buffer at once.
    const unsigned l = unsigned(std::countr_zero(m));
    if (p[l] & (d.aux2 - 1)) [[unlikely]]
      return raiseMemFault(c, d, l, mem::FaultKind::Misaligned, p[l], S, mem::Access::Read, int(d.aux));
    mem::Region *cached = regionFor(c, d, d.aux, l, p[l], S, mem::Access::Read);
    if (!cached) [[unlikely]]
      return kYield;
    mem::Region &region = *cached;
    if (allInside<S>(region, p, m, d.aux2)) [[likely]] {
      const std::byte *base = region.base - region.lo;
      if (region.perThread)
        forLanes(m, [&](unsigned k) {
          dst[k] = readValue<S, false>(c.warp->ctx[k].local.data + (p[k] - region.lo));
        });
      else if (region.space == mem::AddrSpace::Global && hostAligned<S>(base, d.aux2))
        forLanes(m, [&](unsigned k) { dst[k] = readGlobalAligned<S>(base + p[k]); });
      else if (region.space == mem::AddrSpace::Global)
        forLanes(m, [&](unsigned k) { dst[k] = readValue<S, true>(base + p[k]); });
      else
        forLanes(m, [&](unsigned k) { dst[k] = readValue<S, false>(base + p[k]); });
      return pc + 1;
    }
  }
  mem::Region &region = c.regions[d.aux & 7]; // lanes in other buffers: one at a time
  for (; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    const uint64_t addr = p[l];
    if (addr & (d.aux2 - 1)) [[unlikely]]
      return raiseMemFault(c, d, l, mem::FaultKind::Misaligned, addr, S, mem::Access::Read, int(d.aux));
    const std::byte *host = hostFor(c, d, d.aux, l, addr, S, mem::Access::Read, region);
    if (!host) [[unlikely]]
      return kYield;
    dst[l] = region.space == mem::AddrSpace::Global ? readValue<S, true>(host) : readValue<S, false>(host);
  }
  return pc + 1;
}

/// Scalar store: d.a value slot, d.b pointer slot.
template <unsigned S> uint32_t store(Ctx &c, const DInst &d, uint32_t pc) {
  const uint64_t *v = c.R + size_t(d.a) * kWarpSize;
  const uint64_t *p = c.R + size_t(d.b) * kWarpSize;
  uint32_t m = c.mask;
  {
    const unsigned l = unsigned(std::countr_zero(m));
    if (p[l] & (d.aux2 - 1)) [[unlikely]]
      return raiseMemFault(c, d, l, mem::FaultKind::Misaligned, p[l], S, mem::Access::Write, int(d.aux));
    mem::Region *cached = regionFor(c, d, d.aux, l, p[l], S, mem::Access::Write);
    if (!cached) [[unlikely]]
      return kYield;
    mem::Region &region = *cached;
    if (allInside<S>(region, p, m, d.aux2)) [[likely]] {
      std::byte *base = region.base - region.lo;
      if (region.perThread)
        forLanes(m, [&](unsigned k) {
          writeValue<S, false>(c.warp->ctx[k].local.data + (p[k] - region.lo), v[k]);
        });
      else if (region.space == mem::AddrSpace::Global && hostAligned<S>(base, d.aux2))
        forLanes(m, [&](unsigned k) { writeGlobalAligned<S>(base + p[k], v[k]); });
      else if (region.space == mem::AddrSpace::Global)
        forLanes(m, [&](unsigned k) { writeValue<S, true>(base + p[k], v[k]); });
      else
        forLanes(m, [&](unsigned k) { writeValue<S, false>(base + p[k], v[k]); });
      return pc + 1;
    }
  }
  mem::Region &region = c.regions[d.aux & 7]; // lanes in other buffers: one at a time
  for (; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    const uint64_t addr = p[l];
    if (addr & (d.aux2 - 1)) [[unlikely]]
      return raiseMemFault(c, d, l, mem::FaultKind::Misaligned, addr, S, mem::Access::Write, int(d.aux));
    std::byte *host = hostFor(c, d, d.aux, l, addr, S, mem::Access::Write, region);
    if (!host) [[unlikely]]
      return kYield;
    if (region.space == mem::AddrSpace::Global)
      writeValue<S, true>(host, v[l]);
    else
      writeValue<S, false>(host, v[l]);
  }
  return pc + 1;
}

/// Vector load/store of d.c elements of d.b bytes each (contiguous slots from dst / d.a).
inline uint32_t loadVector(Ctx &c, const DInst &d, uint32_t pc) {
  const uint32_t n = d.c, e = d.b, size = n * e;
  const uint64_t *p = c.R + size_t(d.a) * kWarpSize;
  for (uint32_t m = c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    std::byte buf[256] = {};
    const mem::Translation t = laneAccess(c, d, l, d.aux, p[l], size, mem::Access::Read, d.aux2);
    if (t.ok())
      readHost(c, t, buf, size);
    else if (stopping(c))
      return kYield;
    for (uint32_t i = 0; i < n; ++i) {
      uint64_t v = 0;
      std::memcpy(&v, buf + i * e, e);
      reg(c, d.dst + i, l) = v;
    }
  }
  return pc + 1;
}

inline uint32_t storeVector(Ctx &c, const DInst &d, uint32_t pc) {
  const uint32_t n = d.c, e = d.dst, size = n * e; // dst is unused by stores: it holds the size
  const uint64_t *p = c.R + size_t(d.b) * kWarpSize;
  for (uint32_t m = c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    const mem::Translation t = laneAccess(c, d, l, d.aux, p[l], size, mem::Access::Write, d.aux2);
    if (!t.ok()) {
      if (stopping(c))
        return kYield;
      continue;
    }
    std::byte buf[256];
    for (uint32_t i = 0; i < n; ++i) {
      const uint64_t v = reg(c, d.a + i, l);
      std::memcpy(buf + i * e, &v, e);
    }
    writeHost(c, t, buf, size);
  }
  return pc + 1;
}

/// --memory-model relaxed: the scalar load of checked code when some lanes read global memory,
/// through their CTA's view (RelaxedMemory); a strong load also reads its CTA's pending stores.
template <unsigned S>
[[gnu::noinline]] uint32_t loadRelaxed(Ctx &c, const DInst &d, uint32_t pc, uint64_t *dst,
                                       const CheckedLanes &lanes,
                                       const std::array<std::byte *, kWarpSize> &host) {
  RelaxedMemory &view = *c.launch->relaxed;
  view.tick();
  if (d.imm == 3) // a seq_cst load: the fence.sc before it
    view.drainCta(c.block->linear);
  forLanes(c.mask, [&](unsigned l) {
    const uint32_t bit = 1u << l;
    uint64_t v = 0;
    if (lanes.global & bit)
      view.read(c.block->linear, host[l], S, &v);
    else if (lanes.ok & bit)
      v = readValue<S, false>(host[l]);
    dst[l] = v;
  });
  return pc + 1;
}

/// --memory-model relaxed: the scalar store of checked code when some lanes write global memory.
/// A weak store waits in the CTA's view; a strong one (d.imm: 1 atomic-ordered, 2 volatile, 3 a
/// release of GPU scope or wider) goes to memory after the CTA's pending stores to its bytes, a
/// release after all of the CTA's pending stores.
template <unsigned S>
[[gnu::noinline]] uint32_t storeRelaxed(Ctx &c, const DInst &d, uint32_t pc, const uint64_t *v,
                                        const CheckedLanes &lanes,
                                        const std::array<std::byte *, kWarpSize> &host) {
  RelaxedMemory &view = *c.launch->relaxed;
  const uint64_t cta = c.block->linear;
  view.tick();
  if (d.imm == 3)
    view.drainCta(cta);
  for (uint32_t m = lanes.ok; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    if (!(lanes.global & (1u << l))) {
      writeValue<S, false>(host[l], v[l]);
    } else if (d.imm == 0) {
      const UIntOfSize<S> value = UIntOfSize<S>(v[l]);
      view.write(cta, host[l], S, &value);
    } else {
      view.drainBytes(cta, host[l], S);
      writeValue<S, true>(host[l], v[l]);
    }
  }
  return pc + 1;
}

/// The scalar load and store of checked launches: every lane through the checkers
/// (checkedAccess); a lane whose access memcheck refuses is skipped (a load reads 0).
template <unsigned S> uint32_t loadChecked(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *p = c.R + size_t(d.a) * kWarpSize;
  std::array<std::byte *, kWarpSize> host;
  const CheckedLanes lanes =
      checkedWarpAccess(c, d, d.aux, p, S, mem::Access::Read, d.aux2, d.imm != 0, host.data());
  if (lanes.stop)
    return kYield;
  if (lanes.global && c.launch->relaxed) [[unlikely]]
    return loadRelaxed<S>(c, d, pc, dst, lanes, host);
  if (lanes.ok == c.mask && !lanes.global) { // all in shared or local memory: plain reads
    forLanes(c.mask, [&](unsigned l) { dst[l] = readValue<S, false>(host[l]); });
    return pc + 1;
  }
  if (lanes.ok == c.mask && lanes.global == c.mask) { // all in global memory
    forLanes(c.mask, [&](unsigned l) { dst[l] = readValue<S, true>(host[l]); });
    return pc + 1;
  }
  forLanes(c.mask, [&](unsigned l) {
    const uint32_t bit = 1u << l;
    dst[l] = !(lanes.ok & bit)      ? 0
             : (lanes.global & bit) ? readValue<S, true>(host[l])
                                    : readValue<S, false>(host[l]);
  });
  return pc + 1;
}

template <unsigned S> uint32_t storeChecked(Ctx &c, const DInst &d, uint32_t pc) {
  const uint64_t *v = c.R + size_t(d.a) * kWarpSize;
  const uint64_t *p = c.R + size_t(d.b) * kWarpSize;
  std::array<std::byte *, kWarpSize> host;
  const CheckedLanes lanes =
      checkedWarpAccess(c, d, d.aux, p, S, mem::Access::Write, d.aux2, d.imm != 0, host.data());
  if (lanes.stop)
    return kYield;
  if (lanes.global && c.launch->relaxed) [[unlikely]]
    return storeRelaxed<S>(c, d, pc, v, lanes, host);
  if (lanes.ok == c.mask && !lanes.global) { // all in shared or local memory: plain writes
    forLanes(c.mask, [&](unsigned l) { writeValue<S, false>(host[l], v[l]); });
    return pc + 1;
  }
  if (lanes.ok == c.mask && lanes.global == c.mask) { // all in global memory
    forLanes(c.mask, [&](unsigned l) { writeValue<S, true>(host[l], v[l]); });
    return pc + 1;
  }
  for (uint32_t m = lanes.ok; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    if (lanes.global & (1u << l))
      writeValue<S, true>(host[l], v[l]);
    else
      writeValue<S, false>(host[l], v[l]);
  }
  return pc + 1;
}

/// dst = (a + imm) & mask(aux2 bits): constant-offset GEPs and address arithmetic.
NVSIM_LANE_LOOP inline uint32_t addImm(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *x = c.R + size_t(d.a) * kWarpSize;
  const uint64_t k = d.imm, m = widthMask(d.aux2);
  forLanes(c.mask, [&](unsigned l) { dst[l] = (x[l] + k) & m; });
  return pc + 1;
}

/// getelementptr with variable indices (GepInfo in ext).
NVSIM_LANE_LOOP inline uint32_t gep(Ctx &c, const DInst &d, uint32_t pc) {
  const auto &g = *static_cast<const GepInfo *>(d.ext);
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *x = c.R + size_t(d.a) * kWarpSize;
  const uint64_t k = d.imm;
  forLanes(c.mask, [&](unsigned l) {
    uint64_t v = x[l] + k;
    for (const auto &t : g.terms)
      v += uint64_t(signExtend(reg(c, t.slot, l), t.width)) * uint64_t(t.scale); // wraps, as the IR's
    dst[l] = v & g.mask;
  });
  return pc + 1;
}

/// One variable index, the common case: dst = a + imm + sext(b) * scale(c as signed 32).
NVSIM_LANE_LOOP inline uint32_t gep1(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *x = c.R + size_t(d.a) * kWarpSize, *y = c.R + size_t(d.b) * kWarpSize;
  const uint64_t k = d.imm, m = widthMask(d.aux2);
  const int64_t scale = int32_t(d.c);
  const unsigned w = d.aux;
  // The common case, a 64-bit pointer and a power-of-two scale (4-byte elements): a shift, and
  // for an i32 index a sign extension from 32 bits, in loops SSE2 vectorises (a 64-bit multiply
  // and a sign extension from a variable width ran lane by lane).
  if (m == ~uint64_t(0) && scale > 0 && (scale & (scale - 1)) == 0 && (w == 64 || w == 32)) {
    const unsigned sh = unsigned(std::countr_zero(uint64_t(scale)));
    if (w == 64)
      forLanes(c.mask, [&](unsigned l) { dst[l] = x[l] + k + (y[l] << sh); });
    else
      forLanes(c.mask,
               [&](unsigned l) { dst[l] = x[l] + k + (uint64_t(int64_t(int32_t(uint32_t(y[l])))) << sh); });
    return pc + 1;
  }
  // NOTE: in unsigned arithmetic, which wraps as the IR's does (a signed product could overflow).
  forLanes(c.mask,
           [&](unsigned l) { dst[l] = (x[l] + k + uint64_t(signExtend(y[l], w)) * uint64_t(scale)) & m; });
  return pc + 1;
}

} // namespace nvsim::sim::h
