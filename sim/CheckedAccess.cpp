// The checked accesses of a checked launch (sim/Checkers.h): each lane's access translated and
// bounded (memcheck), its bytes' flags tested and set (initcheck), its words' records compared and
// updated (racecheck), by address space; for a whole warp, fast paths for the common cases.
#include "sim/CheckedAccess.h"

#include "sim/ControlOps.h"
#include "sim/Initcheck.h"
#include "sim/Racecheck.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <optional>

namespace nvsim::sim {

namespace check {

Finding findingAt(const Where &w, FindingKind kind, std::string message, mem::Access access, uint32_t size) {
  Finding x(kind);
  x.message = std::move(message);
  x.site.access = mem::accessName(access);
  x.address = w.generic;
  x.size = size;
  x.space = mem::addrSpaceName(w.space);
  x.allocation = w.name;
  x.allocationId = w.id;
  x.allocationSize = w.size;
  x.offset = w.offset;
  return x;
}

std::string describeAccess(const Where &w, mem::Access access, uint32_t size) {
  return fmt::format("{} of {} byte{} at {:#018x} ({}), offset {} of '{}' ({} bytes)",
                     mem::accessName(access), size, size == 1 ? "" : "s", w.generic,
                     mem::addrSpaceName(w.space), w.offset, w.name, w.size);
}

namespace {

/// The checkers on lane `l`'s access of `addr`, translated to `t` (ok) in the shared space.
[[gnu::always_inline]] inline mem::Translation checkShared(AccessInfo &a, unsigned l, mem::Translation t) {
  LaunchState &L = a.L;
  const mem::ThreadContext &ctx = a.w.ctx[l];
  const uint32_t off = uint32_t(t.host - ctx.shared.data);
  // The variable of the first byte, and whether the last is in it too (variables are contiguous).
  const uint16_t var = L.sharedVariableAt[off];
  const bool inside = var != 0 && L.sharedVariableAt[off + a.size - 1] == var;
  auto where = [&] { return sharedWhere(L, off); };
  if ((L.checks & kMemcheck) && !inside) [[unlikely]] {
    const Where at = where();
    const mem::Fault f{mem::FaultKind::OutOfBounds, a.access, at.generic, a.size,  0,
                       mem::AddrSpace::Shared,      -1,       at.offset,  at.size, std::string(at.name)};
    mem::Fault told = f; // the text names the variable as such
    told.allocationName = at.name == kDynamicShared ? std::string("the dynamic shared memory")
                                                    : fmt::format("__shared__ variable '{}'", at.name);
    return refuse(a.c, a.d, l, f, mem::describe(told));
  }
  if (L.checks & kInitcheck) {
    uint8_t *written = a.B.sharedWritten.data() + off;
    if (a.reads && !allWritten(written, a.size)) [[unlikely]]
      a.flagged = true, uninitialised(a.c, a.d, l, where(), a.access, a.size, "never written in this block");
    if (a.writes)
      markWritten(written, a.size);
  }
  if (L.checks & kRacecheck)
    checkRace(a, l, raceCells(a.B.sharedRace), off, false, where);
  return t;
}

[[gnu::always_inline]] inline mem::Translation checkLocal(AccessInfo &a, unsigned l, mem::Translation t) {
  LaunchState &L = a.L;
  const mem::ThreadContext &ctx = a.w.ctx[l];
  const uint32_t off = uint32_t(t.host - ctx.local.data);
  uint8_t *state = a.B.localState[a.w.index].data() + size_t(l) * L.stackStride;
  const uint32_t sp = a.w.sp[l];
  const bool live = off + uint64_t(a.size) <= sp &&
                    std::all_of(state + off, state + off + a.size, [](uint8_t x) { return x & 1; });
  static const std::string kLocalName = "a local variable";
  auto where = [&] {
    const auto [start, end] = nearestLocalVariable(state, off, sp);
    return Where{mem::toGeneric(mem::AddrSpace::Local, off),
                 mem::AddrSpace::Local,
                 kLocalName,
                 -1,
                 end - start,
                 int64_t(off) - int64_t(start)};
  };
  if ((L.checks & kMemcheck) && !live) [[unlikely]] {
    const Where at = where();
    const bool near = at.size > 0;
    mem::Fault f{mem::FaultKind::OutOfBounds,
                 a.access,
                 at.generic,
                 a.size,
                 0,
                 mem::AddrSpace::Local,
                 -1,
                 at.offset,
                 at.size,
                 near ? kLocalName : "the thread's local memory"};
    std::string text = mem::describe(f);
    text += near ? " (outside every live alloca of the thread)" : " (no live alloca there)";
    return refuse(a.c, a.d, l, f, std::move(text));
  }
  if (L.checks & kInitcheck) {
    if (a.reads && !std::all_of(state + off, state + off + a.size, [](uint8_t x) { return x & 2; }))
        [[unlikely]]
      a.flagged = true,
      uninitialised(a.c, a.d, l, where(), a.access, a.size, "never written since its alloca");
    if (a.writes)
      for (uint32_t i = 0; i < a.size; ++i)
        state[off + i] |= 2;
  }
  return t;
}

/// A write to a buffer markUnwrittenBuffers found this launch cannot write: reported once (the
/// kernel wrote through a `readonly` parameter, or through a pointer that left its own buffer),
/// and the buffer's reads are recorded from then on.
[[gnu::noinline, gnu::cold]] void unwrittenBufferWritten(AccessInfo &a, unsigned l,
                                                         const mem::Allocation &alloc, uint64_t off) {
  if (!alloc.shadow->readsUnrecorded.exchange(false))
    return;
  const Where at{alloc.address + off, mem::AddrSpace::Global, alloc.name, int64_t(alloc.id), alloc.size,
                 int64_t(off)};
  recordFinding(
      a.c, a.d, l,
      findingAt(at, FindingKind::ReadOnlyArgumentWrite,
                findingMessage<FindingKind::ReadOnlyArgumentWrite>(describeAccess(at, a.access, a.size)),
                a.access, a.size));
}

/// Whether racecheck records an access to global allocation `alloc` (which has race records):
/// not a read of a buffer the launch cannot write (mem::ShadowState::readsUnrecorded), whose
/// reads race with nothing. `l` and `off`: the lane and offset a write is reported at.
[[gnu::always_inline]] inline bool racesRecorded(AccessInfo &a, const mem::Allocation &alloc, unsigned l,
                                                 uint64_t off) {
  if (!alloc.shadow->readsUnrecorded.load(std::memory_order_relaxed)) [[likely]]
    return true;
  if (a.access == mem::Access::Read)
    return false;
  unwrittenBufferWritten(a, l, alloc, off);
  return true;
}

[[gnu::always_inline]] inline mem::Translation checkGlobal(AccessInfo &a, unsigned l, uint64_t addr,
                                                           mem::Translation t, const mem::Allocation *alloc) {
  if (!alloc || !alloc->shadow)
    return t;
  const uint64_t off = uint64_t(t.host - alloc->data);
  auto where = [&] {
    return Where{addr, mem::AddrSpace::Global, alloc->name, int64_t(alloc->id), alloc->size, int64_t(off)};
  };
  if ((a.L.checks & kInitcheck) && alloc->shadow->init) {
    uint64_t *written = alloc->shadow->init.data();
    const bool all = mem::initbits::all(written, off, a.size);
    if (a.reads && !all) [[unlikely]]
      a.flagged = true,
      uninitialised(a.c, a.d, l, where(), a.access, a.size, "never written by the host or a kernel");
    if (a.writes && !all)
      mem::initbits::set(written, off, a.size);
  }
  if ((a.L.checks & kRacecheck) && alloc->shadow->race && racesRecorded(a, *alloc, l, off))
    checkRace(a, l, raceCells(alloc->shadow->race), off, true, where);
  return t;
}

/// The checkers on lane `l`'s access at `addr`: alignment and translation (memcheck), then the
/// space's checks. Uses and updates the warp's region cache.
[[gnu::always_inline]] inline mem::Translation checkLane(AccessInfo &a, unsigned l, uint64_t addr) {
  if (a.align > 1 && (addr & (a.align - 1))) [[unlikely]]
    return refuseKind(a.c, a.d, l, mem::FaultKind::Misaligned, a.space, addr, a.size, a.access, a.align);
  const mem::ThreadContext &ctx = a.w.ctx[l];
  mem::Region &r = a.c.regions[a.space & 7];
  mem::Translation t;
  const uint64_t inRegion = r.key == a.space + 1 && (a.access == mem::Access::Read || !r.readOnly) &&
                                    (a.access != mem::Access::Atomic || mem::isAligned(addr, a.size))
                                ? r.offsetOf(addr, a.size)
                                : UINT64_MAX;
  if (inRegion != UINT64_MAX) [[likely]] {
    t = {(r.perThread ? ctx.local.data : r.base) + inRegion, r.space, mem::FaultKind::None};
  } else {
    t = mem::translateSpecific(mem::AddrSpace(a.space), addr, a.size, a.access, ctx);
    if (!t.ok()) [[unlikely]]
      return refuseKind(a.c, a.d, l, t.fault, a.space, addr, a.size, a.access, a.align);
    r = mem::regionOf(t, mem::AddrSpace(a.space), addr, ctx);
  }
  switch (t.space) {
  case mem::AddrSpace::Shared: return checkShared(a, l, t);
  case mem::AddrSpace::Local: return checkLocal(a, l, t);
  case mem::AddrSpace::Global: return checkGlobal(a, l, addr, t, r.allocation);
  default: return t; // constant and param memory: read-only, bounded per allocation already
  }
}

} // namespace

} // namespace check

using namespace check;

mem::Translation checkedAccess(Ctx &c, const DInst &d, unsigned l, unsigned space, uint64_t addr,
                               uint32_t size, mem::Access access, uint32_t align, bool strong) {
  AccessInfo a(c, d, space, size, access, align, strong);
  return checkLane(a, l, addr);
}

namespace {

/// How the checks of one lane of quietLanes' slow path went.
enum class LaneCheck { Clean, Found, Refused, Stop };

/// quietLanes' lane `l` (at `off` in the region) checked in full: handed to checkLane when its
/// bounds or flags are at fault, else its flags marked and raceWord run (a race reported).
template <bool Shared, mem::Access A>
[[gnu::noinline]] LaneCheck fullLane(AccessInfo &a, const mem::Region &r, const uint64_t *addr, uint64_t off,
                                     unsigned l) {
  LaunchState &L = a.L;
  constexpr bool Reads = A != mem::Access::Write;
  const uint32_t size = a.size;
  const InitFlags<Shared> written = initFlags<Shared>(a, r);
  const uint16_t *varAt = L.sharedVariableAt.data();
  const bool inside =
      !(Shared && (L.checks & kMemcheck)) || (varAt[off] != 0 && varAt[off + size - 1] == varAt[off]);
  if (!inside || (Reads && written && !written.all(off, size))) {
    a.flagged = false;
    const mem::Translation t = checkLane(a, l, addr[l]);
    if (!t.ok())
      return h::stopping(a.c) ? LaneCheck::Stop : LaneCheck::Refused;
    return a.flagged ? LaneCheck::Found : LaneCheck::Clean;
  }
  if (!Reads && written && !written.all(off, size)) // (a read-modify-write found them written)
    written.set(off, size);
  if (!(L.checks & kRacecheck) || (!Shared && !racesRecorded(a, *r.allocation, l, off)))
    return LaneCheck::Clean;
  const RaceCells cells = Shared ? raceCells(a.B.sharedRace) : raceCells(r.allocation->shadow->race);
  Hazard hz;
  raceWord(a, RaceKey::of<A>(a), l, cells, off >> 2, ((uint64_t(1) << size) - 1) << (off & 3), !Shared, hz);
  if (!hz.kind)
    return LaneCheck::Clean;
  a.flagged = true;
  reportRace(a, l, *hz.kind, hz.other, hz.order, hz.unknownReader, [&] {
    return Shared ? sharedWhere(L, uint32_t(off)) : Where{addr[l],
                                                          mem::AddrSpace::Global,
                                                          r.allocation->name,
                                                          int64_t(r.allocation->id),
                                                          r.allocation->size,
                                                          int64_t(off)};
  });
  return LaneCheck::Found;
}

/// quietLanes after lane `first` was not clean (`check`): the lanes above it one by one, where
/// a repeat is skipped only when the lane it repeats is clean.
template <bool Shared, mem::Access A>
[[gnu::noinline, gnu::cold]] CheckedLanes
laneByLane(AccessInfo &a, const mem::Region &r, const uint64_t *addr, const uint64_t *off, unsigned first,
           LaneCheck check, CheckedLanes out, uint32_t same, uint32_t half) {
  uint32_t clean = a.c.mask & ((1u << first) - 1); // below `first`: clean, or repeats of clean lanes
  // Under racecheck a clean lane's repeat may race with that lane's own access: no skipping.
  const bool repeats = !(a.L.checks & kRacecheck);
  for (uint32_t m = a.c.mask & ~((1u << first) - 1); m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    const uint32_t bit = 1u << l;
    if (l != first) {
      if (repeats && ((((clean << 1) & same) | ((clean << 16) & half)) & bit)) {
        clean |= bit;
        continue;
      }
      check = fullLane<Shared, A>(a, r, addr, off[l], l);
    }
    if (check == LaneCheck::Stop)
      return {0, 0, true};
    if (check == LaneCheck::Refused)
      out.ok &= ~bit;
    if (check == LaneCheck::Clean)
      clean |= bit;
  }
  return out;
}

/// What checkedWarpAccess learnt of a full warp's offsets (in its vectorised loop), per half-warp
/// (lanes 0-15, 16-31): every lane at the half's first offset (`spread` 0), or at 4 bytes a lane
/// from it (`apart` 0). Not 0 when the mask is not full.
struct Halves {
  uint64_t spread[2] = {1, 1}, apart[2] = {1, 1};
};

/// Which lanes of a warp's access repeat another lane's offset (quietLanes skips them), and
/// whether the bounds and initcheck of every lane's bytes are done already.
struct WarpShape {
  uint32_t same = 0;   ///< lanes at the offset of the lane before
  uint32_t half = 0;   ///< lanes at the offset of the lane 16 below
  bool inside = false; ///< every lane's bytes inside one variable and (reads) written
  bool runs = false;   ///< inside, and a half-warp (or both) is a run of 16 words
};

/// The shape of a warp's access at offsets `off` of `r`. When each half-warp is a broadcast (one
/// offset) or a run of 16 consecutive 4-byte words (a row of a 2-D block 16 wide), the common
/// shapes of shared tiles and 2-D grids, its repeats follow from that, and the bounds and
/// initcheck are tested (initcheck's flags set, for writes) once per half for all its bytes.
template <bool Shared, mem::Access A>
[[gnu::always_inline]] inline WarpShape warpShape(AccessInfo &a, const mem::Region &r, const uint64_t *off,
                                                  const Halves &halves) {
  WarpShape s;
  const uint32_t size = a.size;
  const bool broadcast[2] = {halves.spread[0] == 0, halves.spread[1] == 0};
  const bool run[2] = {halves.apart[0] == 0 && size == 4, halves.apart[1] == 0 && size == 4};
  if (!(broadcast[0] || run[0]) || !(broadcast[1] || run[1])) {
    for (unsigned l = 1; l < kWarpSize; ++l)
      s.same |= uint32_t(off[l] == off[l - 1]) << l;
    for (unsigned l = 16; l < kWarpSize; ++l)
      s.half |= uint32_t(off[l] == off[l - 16]) << l;
    return s;
  }
  s.same =
      (broadcast[0] ? 0xfffeu : 0) | (broadcast[1] ? 0xfffe0000u : 0) | uint32_t(off[16] == off[15]) << 16;
  if (broadcast[0] == broadcast[1]) // two broadcasts or two runs: equal lane for lane, or nowhere
    s.half = off[16] == off[0] ? 0xffff0000u : 0;
  else
    for (unsigned l = 16; l < kWarpSize; ++l)
      s.half |= uint32_t(off[l] == off[l - 16]) << l;
  const InitFlags<Shared> written = initFlags<Shared>(a, r);
  const uint16_t *varAt = a.L.sharedVariableAt.data();
  for (unsigned g = 0; g < 2; ++g) {
    const uint64_t lo = off[16 * g], n = run[g] ? 64 : size;
    if (Shared && (a.L.checks & kMemcheck) && (varAt[lo] == 0 || varAt[lo + n - 1] != varAt[lo]))
      return s;
    if (A != mem::Access::Write && written && !written.all(lo, n))
      return s;
  }
  if (A == mem::Access::Write && written)
    for (unsigned g = 0; g < 2; ++g) {
      const uint64_t lo = off[16 * g], n = run[g] ? 64 : size;
      if (!written.all(lo, n))
        written.set(lo, n);
    }
  s.inside = true;
  s.runs = run[0] || run[1];
  return s;
}

/// checkedWarpAccess's common case: every lane's access is naturally aligned and inside the
/// region the warp's last access used (`off` in it per lane), in shared memory or in a global
/// allocation. The common cases of the checks run inline (raceQuiet); a lane that may have a
/// finding goes to fullLane, and after one the lanes above it to laneByLane.
template <bool Shared, mem::Access A>
NVSIM_LANE_LOOP CheckedLanes quietLanes(AccessInfo &a, const mem::Region &r, const uint64_t *addr,
                                        const uint64_t *off, const Halves &halves) {
  LaunchState &L = a.L;
  const bool bounds = Shared && (L.checks & kMemcheck);
  const uint16_t *varAt = L.sharedVariableAt.data();
  const InitFlags<Shared> written = initFlags<Shared>(a, r);
  const unsigned first = unsigned(std::countr_zero(a.c.mask));
  const bool races =
      (L.checks & kRacecheck) && (Shared || racesRecorded(a, *r.allocation, first, off[first]));
  const RaceCells cells = !races   ? RaceCells{}
                          : Shared ? raceCells(a.B.sharedRace)
                                   : raceCells(r.allocation->shadow->race);
  const uint32_t size = a.size;
  const uint64_t bytes = (uint64_t(1) << size) - 1;
  constexpr bool Reads = A != mem::Access::Write;
  const RaceKey key = RaceKey::of<A>(a);
  const uint32_t mask = a.c.mask;
  const CheckedLanes out{mask, Shared ? 0 : mask, false};
  const WarpShape shape = warpShape<Shared, A>(a, r, off, halves);
  // A lane at the offset of the lane before, or of the lane 16 below (the other half-warp of a 2-D
  // block), when that one is clean (checked without a finding, or itself such a repeat), needs no
  // check of its own: it would find what that one found and change no shadow state (same warp,
  // same interval). Until a lane is not clean every lane is, so the loop visits only the lanes
  // that repeat neither. Except for racecheck between lanes of the warp: where a record of this
  // warp and interval decided a lane's order, its repeats are checked too (another lane may race
  // with the access the first one made itself).
  const uint32_t same = shape.same & mask & (mask << 1), half = shape.half & mask & (mask << 16);
  uint32_t todo = mask & ~(same | half);
  const auto repeatsOf = [&](unsigned l) { // the lanes that repeat lane l
    return ((2u << l) & same) | (uint32_t(uint64_t(1) << (l + 16)) & half);
  };
  // racecheck keeps the record of the highest lane of a warp's atomics to one word (afterWrite):
  // that lane is checked even where it repeats the lane before.
  if (A == mem::Access::Atomic && races)
    todo |= mask & (0x80000000u >> std::countl_zero(mask));
  if (A == mem::Access::Read && races && shape.inside && todo) { // bounded and written: racecheck alone
    // The highest lane first: where a warp's two rows differ (a row this warp read already), its
    // second half-warp does.
    const auto nothingAt = [&](unsigned l) {
      return readChangesNothing<Shared>(key, cells, off[l] >> 2, bytes << (off[l] & 3));
    };
    bool nothing;
    if (Shared && shape.runs) {       // a half-warp's run: its 16 words in one vectorised test
      const bool second = todo >> 16; // (not when it repeats the first half lane for lane)
      const auto halfNothing = [&](unsigned g) {
        return halves.apart[g] == 0 ? runChangesNothing(key, cells, off[16 * g] >> 2) : nothingAt(16 * g);
      };
      nothing = (!second || halfNothing(1)) && halfNothing(0);
    } else {
      const unsigned top = 31 - unsigned(std::countl_zero(todo));
      nothing = nothingAt(top);
      for (uint32_t m = todo & ~(1u << top); m && nothing; m &= m - 1)
        nothing = nothingAt(unsigned(std::countr_zero(m)));
    }
    if (nothing) // (and the lanes that repeat these are clean: none is lane-dependent)
      return out;
  }
  // Lane l's checks where they find nothing (its bounds, flags and racecheck's common case):
  // true, its flags and records updated; false where fullLane must look.
  const auto quiet = [&](unsigned l, uint64_t o, bool &laneDependent) __attribute__((always_inline)) {
    if (!(shape.inside || ((!bounds || (varAt[o] != 0 && varAt[o + size - 1] == varAt[o])) &&
                           (!Reads || !written || written.all(o, size)))))
      return false;
    if (!Reads && !shape.inside && written && !written.all(o, size))
      written.set(o, size);
    return !races || raceQuiet<Shared>(key, l, cells, o >> 2, bytes << (o & 3), laneDependent);
  };
  if (!(same | half) && mask == kFullMask && races) {
    // No lane repeats the lane before or the lane 16 below: the loop below in its simplest form,
    // every lane in order.
    for (unsigned l = 0; l < kWarpSize; ++l) {
      bool laneDependent = false; // (it would add repeats: there are none)
      if (quiet(l, off[l], laneDependent)) [[likely]]
        continue;
      const LaneCheck check = fullLane<Shared, A>(a, r, addr, off[l], l);
      if (check != LaneCheck::Clean) [[unlikely]]
        return laneByLane<Shared, A>(a, r, addr, off, l, check, out, same, half);
    }
    return out;
  }
  for (; todo; todo &= todo - 1) {
    const unsigned l = unsigned(std::countr_zero(todo));
    const uint64_t o = off[l];
    bool laneDependent = false;
    if (quiet(l, o, laneDependent)) [[likely]] {
      if (laneDependent) [[unlikely]]
        todo |= repeatsOf(l);
      else if (A == mem::Access::Read && races && (same | half) && repeatsOf(l)) // they read what it read
        markLanesRead(key, l, cells, o >> 2);
      continue;
    }
    const LaneCheck check = fullLane<Shared, A>(a, r, addr, o, l);
    if (check != LaneCheck::Clean) [[unlikely]]
      return laneByLane<Shared, A>(a, r, addr, off, l, check, out, same, half);
    if (races)
      todo |= repeatsOf(l);
  }
  return out;
}

/// quietLanes for a full warp's 4-byte plain accesses to the 32 consecutive words from `off0`
/// (the coalesced access): bounds and initcheck for the 128 bytes at once, then racecheck word by
/// word. Nothing when they are not all inside one variable and (reads) written: quietLanes then
/// finds the lanes at fault.
template <bool Shared, mem::Access A>
NVSIM_LANE_LOOP std::optional<CheckedLanes> coalescedLanes(AccessInfo &a, const mem::Region &r,
                                                           uint64_t off0) {
  constexpr uint32_t kBytes = 4 * kWarpSize;
  LaunchState &L = a.L;
  const mem::ShadowState *shadow = Shared ? nullptr : r.allocation->shadow;
  const InitFlags<Shared> written = initFlags<Shared>(a, r);
  if constexpr (!Shared) {
    // The warp's 128 bytes of a large buffer are often not in the cache (a grid-stride sweep): the
    // handler reads or writes them next, so they are fetched while the shadows are checked.
    __builtin_prefetch(r.base + off0, A != mem::Access::Read);
    __builtin_prefetch(r.base + off0 + kBytes - 1, A != mem::Access::Read);
  }
  if (Shared && (L.checks & kMemcheck)) {
    const uint16_t var = L.sharedVariableAt[off0];
    if (var == 0 || L.sharedVariableAt[off0 + kBytes - 1] != var)
      return std::nullopt;
  }
  if (written) {
    const bool all = written.all(off0, kBytes);
    if (A == mem::Access::Read && !all)
      return std::nullopt;
    if (A == mem::Access::Write && !all)
      written.set(off0, kBytes);
  }
  if ((L.checks & kRacecheck) && (Shared || racesRecorded(a, *r.allocation, 0, off0))) {
    const RaceCells cells = Shared ? raceCells(a.B.sharedRace) : raceCells(shadow->race);
    const RaceKey key = RaceKey::of<A>(a);
    for (unsigned l = 0; l < kWarpSize; ++l) {
      bool laneDependent = false; // (every lane has a word of its own)
      if (raceQuiet<Shared>(key, l, cells, off0 / 4 + l, 15, laneDependent)) [[likely]]
        continue;
      Hazard hz;
      raceWord(a, key, l, cells, off0 / 4 + l, 15, !Shared, hz);
      if (hz.kind) [[unlikely]] {
        const uint64_t o = off0 + 4 * l;
        reportRace(a, l, *hz.kind, hz.other, hz.order, hz.unknownReader, [&] {
          return Shared ? sharedWhere(L, uint32_t(o)) : Where{r.lo + o,           mem::AddrSpace::Global,
                                                              r.allocation->name, int64_t(r.allocation->id),
                                                              r.allocation->size, int64_t(o)};
        });
      }
    }
  }
  return CheckedLanes{kFullMask, Shared ? 0 : kFullMask, false};
}

} // namespace

NVSIM_LANE_LOOP CheckedLanes checkedWarpAccess(Ctx &c, const DInst &d, unsigned space, const uint64_t *addr,
                                               uint32_t size, mem::Access access, uint32_t align, bool strong,
                                               std::byte **host) {
  AccessInfo a(c, d, space, size, access, align, strong);
  if (!c.mask)
    return {};
  mem::Region &r = c.regions[space & 7];
  // The region of the first lane (the one cached is mostly it: one access of the lane before).
  // Generic accesses keep a second region in the unused slot 6: loops often alternate between a
  // global buffer and shared memory through generic pointers.
  const unsigned first = unsigned(std::countr_zero(c.mask));
  if (space == 0 && (r.key != 1 || r.offsetOf(addr[first], size) == UINT64_MAX) && c.regions[6].key == 1 &&
      c.regions[6].offsetOf(addr[first], size) != UINT64_MAX)
    std::swap(r, c.regions[6]);
  if (r.key != space + 1 || r.offsetOf(addr[first], size) == UINT64_MAX) {
    if (space == 0)
      c.regions[6] = r;
    const mem::ThreadContext &ctx = c.warp->ctx[first];
    const mem::Translation t = mem::translateSpecific(mem::AddrSpace(space), addr[first], size, access, ctx);
    if (t.ok())
      r = mem::regionOf(t, mem::AddrSpace(space), addr[first], ctx);
  }
  // Within one word (size <= 4, naturally aligned) of the cached region: quietLanes.
  if (r.key == space + 1 && (access == mem::Access::Read || !r.readOnly) && size <= 4 && r.span >= size &&
      (r.space == mem::AddrSpace::Shared || (r.space == mem::AddrSpace::Global && r.allocation))) {
    // Branch-free over the lanes, in 64-bit arithmetic only, so that the compiler vectorises it.
    // A lane is outside or misaligned when `off > last` (with last < 2^63: exactly when
    // (last - off) | off has its top bit set) or `off & odd` is not 0.
    std::array<uint64_t, kWarpSize> off;
    const uint64_t lo = r.lo, last = r.span - size, odd = (size - 1) | (align - 1);
    uint64_t outside = 0, strided = 0; // strided 0: a full warp's 4-byte accesses to consecutive words
    Halves halves;
    if (c.mask == kFullMask) {
      // The shape of each half-warp first (one pass over the addresses, vectorised): where both
      // are broadcasts or runs of 4-byte words, their first and last lanes bound them all.
      const uint64_t a0 = addr[0], a16 = addr[16];
      uint64_t spread0 = 0, spread1 = 0, apart0 = 0, apart1 = 0;
      for (uint64_t l = 0; l < 16; ++l) {
        spread0 |= addr[l] ^ a0;
        spread1 |= addr[l + 16] ^ a16;
        apart0 |= (addr[l] - a0) ^ (4 * l);
        apart1 |= (addr[l + 16] - a16) ^ (4 * l);
      }
      halves = {{spread0, spread1}, {apart0, apart1}};
      strided = apart0 | apart1 | ((a16 - a0) ^ 64) | (size != 4);
      const bool run0 = apart0 == 0 && size == 4 && odd == 3, run1 = apart1 == 0 && size == 4 && odd == 3;
      if ((spread0 == 0 || run0) && (spread1 == 0 || run1)) {
        const uint64_t o0 = a0 - lo, e0 = o0 + (run0 ? 60 : 0), o1 = a16 - lo, e1 = o1 + (run1 ? 60 : 0);
        outside = ((last - o0) | o0 | (last - e0) | e0 | (last - o1) | o1 | (last - e1) | e1) >> 63 |
                  ((o0 | o1) & odd);
        for (unsigned l = 0; l < kWarpSize; ++l)
          off[l] = addr[l] - lo;
      } else {
        for (uint64_t l = 0; l < kWarpSize; ++l) {
          off[l] = addr[l] - lo;
          outside |= ((last - off[l]) | off[l]) >> 63 | (off[l] & odd);
        }
      }
    } else {
      strided = 1;
      for (unsigned l = 0; l < kWarpSize; ++l) // inactive lanes hold stale addresses
        off[l] = addr[l] - lo;
      for (uint32_t m = c.mask; m; m &= m - 1) {
        const uint64_t o = off[std::countr_zero(m)];
        outside |= ((last - o) | o) >> 63 | (o & odd);
      }
    }
    if (!outside) {
      using enum mem::Access;
      const bool shared = r.space == mem::AddrSpace::Shared;
      for (unsigned l = 0; l < kWarpSize; ++l) // every lane: branch-free (inactive lanes' are not used)
        host[l] = r.base + off[l];
      if (!shared && !r.allocation->shadow) // memcheck alone: the bounds were all (checkGlobal)
        return {c.mask, c.mask, false};
      if (!strided && access != Atomic) {
        std::optional<CheckedLanes> done;
        if (access == Read)
          done =
              shared ? coalescedLanes<true, Read>(a, r, off[0]) : coalescedLanes<false, Read>(a, r, off[0]);
        else
          done =
              shared ? coalescedLanes<true, Write>(a, r, off[0]) : coalescedLanes<false, Write>(a, r, off[0]);
        if (done)
          return *done;
      }
      switch (access) {
      case Read:
        return shared ? quietLanes<true, Read>(a, r, addr, off.data(), halves)
                      : quietLanes<false, Read>(a, r, addr, off.data(), halves);
      case Write:
        return shared ? quietLanes<true, Write>(a, r, addr, off.data(), halves)
                      : quietLanes<false, Write>(a, r, addr, off.data(), halves);
      default:
        return shared ? quietLanes<true, Atomic>(a, r, addr, off.data(), halves)
                      : quietLanes<false, Atomic>(a, r, addr, off.data(), halves);
      }
    }
  }
  CheckedLanes out;
  // A lane at the address of the lane before, which was checked without a finding, needs no
  // check of its own: it would find what that one found and change no shadow state (same warp,
  // same interval). Not for local memory, which is per thread, nor under racecheck, where it may
  // race with the lane before's earlier access.
  const bool repeats = !(c.launch->checks & kRacecheck);
  uint64_t prevAddr = UINT64_MAX;
  mem::Translation prev{nullptr, mem::AddrSpace::Local, mem::FaultKind::None};
  for (uint32_t m = c.mask; m; m &= m - 1) {
    const unsigned l = unsigned(std::countr_zero(m));
    mem::Translation t;
    if (addr[l] == prevAddr && prev.space != mem::AddrSpace::Local && repeats) {
      t = prev;
    } else {
      a.flagged = false;
      t = checkLane(a, l, addr[l]);
      if (!t.ok()) [[unlikely]] {
        if (h::stopping(c))
          return {0, 0, true};
        prevAddr = UINT64_MAX;
        continue;
      }
      prevAddr = a.flagged ? UINT64_MAX : addr[l];
      prev = t;
    }
    host[l] = t.host;
    out.ok |= 1u << l;
    if (t.space == mem::AddrSpace::Global)
      out.global |= 1u << l;
  }
  return out;
}

void beginBlockChecks(LaunchState &L, BlockState &B) {
  const uint32_t base = L.nextEpoch->fetch_add(kEpochChunk, std::memory_order_relaxed);
  B.epochChunks.assign(1, base);
  B.epoch = base;
  if (L.checks & kRacecheck) {
    std::lock_guard lock(L.chunkMutex);
    const size_t k = (base - L.launchEpoch) / kEpochChunk;
    if (k >= L.chunkBlocks.size())
      L.chunkBlocks.resize(std::max(k + 1, L.chunkBlocks.size() * 2));
    L.chunkBlocks[k] = B.linear;
    const size_t words = (size_t(L.sharedBytes) + 3) / 4;
    if (B.sharedRace.size() != 2 * words)
      B.sharedRace = mem::ShadowArray<uint64_t>(2 * words);
  }
  resetWarpClocks(L, B);
  if (L.checks & kInitcheck) {
    if (B.sharedWritten.size() != L.sharedBytes)
      B.sharedWritten = mem::ShadowArray<uint8_t>(L.sharedBytes);
    else
      std::memset(B.sharedWritten.data(), 0, L.sharedBytes);
  }
  const size_t perWarp = size_t(L.stackStride) * kWarpSize;
  if (B.localState.size() != L.warpsPerBlock() ||
      (!B.localState.empty() && B.localState[0].size() != perWarp)) {
    B.localState.clear();
    for (uint32_t i = 0; i < L.warpsPerBlock(); ++i)
      B.localState.emplace_back(perWarp);
  }
}

} // namespace nvsim::sim
