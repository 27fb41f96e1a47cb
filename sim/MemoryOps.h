// Handlers that touch simulated memory: loads, stores, allocas, atomics, memcpy/memset.
// Every address goes through memory/Translate.h; a failed translation is a reported fault, so a
// kernel never reaches host memory it does not own.
#pragma once

#include "memory/Atomics.h"
#include "memory/HostAccess.h"
#include "memory/Translate.h"
#include "sim/ConstEval.h"
#include "sim/State.h"

#include <cstring>

namespace nvsim::sim::h {

inline mem::Translation translateLane(Ctx &c, unsigned space, uint64_t addr, uint32_t size,
                                      mem::Access access, unsigned lane) {
  return mem::translateSpecific(mem::AddrSpace(space), addr, size, access, c.warp->ctx[lane]);
}

inline void readHost(const mem::Translation &t, void *out, uint32_t size) {
  if (t.space == mem::AddrSpace::Global)
    mem::loadBytesRelaxed(out, t.host, size);
  else
    std::memcpy(out, t.host, size);
}

inline void writeHost(const mem::Translation &t, const void *in, uint32_t size) {
  if (t.space == mem::AddrSpace::Global)
    mem::storeBytesRelaxed(t.host, in, size);
  else
    std::memcpy(t.host, in, size);
}

/// Scalar load: d.a pointer slot, d.aux address space, d.aux2 alignment the IR promises.
template <unsigned S> uint32_t load(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *p = c.R + size_t(d.a) * kWarpSize;
  for (uint32_t m = c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    const uint64_t addr = p[l];
    if (addr & (d.aux2 - 1)) [[unlikely]]
      return raiseMemFault(c, d, l, mem::FaultKind::Misaligned, addr, S, mem::Access::Read, int(d.aux));
    const mem::Translation t = translateLane(c, d.aux, addr, S, mem::Access::Read, l);
    if (!t.ok()) [[unlikely]]
      return raiseMemFault(c, d, l, t.fault, addr, S, mem::Access::Read, int(d.aux));
    uint64_t v = 0;
    readHost(t, &v, S);
    dst[l] = v;
  }
  return pc + 1;
}

/// Scalar store: d.a value slot, d.b pointer slot.
template <unsigned S> uint32_t store(Ctx &c, const DInst &d, uint32_t pc) {
  const uint64_t *v = c.R + size_t(d.a) * kWarpSize;
  const uint64_t *p = c.R + size_t(d.b) * kWarpSize;
  for (uint32_t m = c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    const uint64_t addr = p[l];
    if (addr & (d.aux2 - 1)) [[unlikely]]
      return raiseMemFault(c, d, l, mem::FaultKind::Misaligned, addr, S, mem::Access::Write, int(d.aux));
    const mem::Translation t = translateLane(c, d.aux, addr, S, mem::Access::Write, l);
    if (!t.ok()) [[unlikely]]
      return raiseMemFault(c, d, l, t.fault, addr, S, mem::Access::Write, int(d.aux));
    writeHost(t, &v[l], S);
  }
  return pc + 1;
}

/// Vector load/store of d.c elements of d.b bytes each (contiguous slots from dst / d.a).
inline uint32_t loadVector(Ctx &c, const DInst &d, uint32_t pc) {
  const uint32_t n = d.c, e = d.b, size = n * e;
  const uint64_t *p = c.R + size_t(d.a) * kWarpSize;
  for (uint32_t m = c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    const uint64_t addr = p[l];
    if (addr & (d.aux2 - 1)) [[unlikely]]
      return raiseMemFault(c, d, l, mem::FaultKind::Misaligned, addr, size, mem::Access::Read, int(d.aux));
    const mem::Translation t = translateLane(c, d.aux, addr, size, mem::Access::Read, l);
    if (!t.ok()) [[unlikely]]
      return raiseMemFault(c, d, l, t.fault, addr, size, mem::Access::Read, int(d.aux));
    std::byte buf[256];
    readHost(t, buf, size);
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
    const uint64_t addr = p[l];
    if (addr & (d.aux2 - 1)) [[unlikely]]
      return raiseMemFault(c, d, l, mem::FaultKind::Misaligned, addr, size, mem::Access::Write, int(d.aux));
    const mem::Translation t = translateLane(c, d.aux, addr, size, mem::Access::Write, l);
    if (!t.ok()) [[unlikely]]
      return raiseMemFault(c, d, l, t.fault, addr, size, mem::Access::Write, int(d.aux));
    std::byte buf[256];
    for (uint32_t i = 0; i < n; ++i) {
      const uint64_t v = reg(c, d.a + i, l);
      std::memcpy(buf + i * e, &v, e);
    }
    writeHost(t, buf, size);
  }
  return pc + 1;
}

/// dst = (a + imm) & mask(aux2 bits): constant-offset GEPs and address arithmetic.
inline uint32_t addImm(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *x = c.R + size_t(d.a) * kWarpSize;
  const uint64_t k = d.imm, m = widthMask(d.aux2);
  forLanes(c.mask, [&](unsigned l) { dst[l] = (x[l] + k) & m; });
  return pc + 1;
}

/// getelementptr with variable indices (GepInfo in ext).
inline uint32_t gep(Ctx &c, const DInst &d, uint32_t pc) {
  const auto &g = *static_cast<const GepInfo *>(d.ext);
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *x = c.R + size_t(d.a) * kWarpSize;
  const uint64_t k = d.imm;
  forLanes(c.mask, [&](unsigned l) {
    uint64_t v = x[l] + k;
    for (const auto &t : g.terms)
      v += uint64_t(signExtend(reg(c, t.slot, l), t.width) * t.scale);
    dst[l] = v & g.mask;
  });
  return pc + 1;
}

/// One variable index, the common case: dst = a + imm + sext(b) * scale(c as signed 32).
inline uint32_t gep1(Ctx &c, const DInst &d, uint32_t pc) {
  uint64_t *dst = c.R + size_t(d.dst) * kWarpSize;
  const uint64_t *x = c.R + size_t(d.a) * kWarpSize, *y = c.R + size_t(d.b) * kWarpSize;
  const uint64_t k = d.imm, m = widthMask(d.aux2);
  const int64_t scale = int32_t(d.c);
  const unsigned w = d.aux;
  forLanes(c.mask, [&](unsigned l) { dst[l] = (x[l] + k + uint64_t(signExtend(y[l], w) * scale)) & m; });
  return pc + 1;
}

} // namespace nvsim::sim::h
