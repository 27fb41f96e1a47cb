// The profiler of `--profile` (docs/profile.md): which decoded instructions are branches and
// memory requests, what a warp's request costs (32-byte sectors of global memory, wavefronts
// through the 32 banks of shared memory, atomic contention), and the launch's profile per IR
// instruction, source line and kernel.
#include "sim/Profiler.h"

#include "core/ir/DebugLocation.h"
#include "memory/GenericWindow.h"
#include "sim/ControlOps.h"
#include "sim/MemoryOps.h"
#include "sim/Program.h"
#include "sim/State.h"
#include "sim/WideInt.h"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <map>
#include <tuple>

namespace nvsim::sim {

void ProfileCounts::add(const ProfileCounts &o) {
  instExecuted += o.instExecuted;
  threadInstExecuted += o.threadInstExecuted;
  branches += o.branches;
  divergentBranches += o.divergentBranches;
  globalLoadRequests += o.globalLoadRequests;
  globalLoadSectors += o.globalLoadSectors;
  globalStoreRequests += o.globalStoreRequests;
  globalStoreSectors += o.globalStoreSectors;
  sharedLoadRequests += o.sharedLoadRequests;
  sharedStoreRequests += o.sharedStoreRequests;
  sharedWavefronts += o.sharedWavefronts;
  sharedIdealWavefronts += o.sharedIdealWavefronts;
  sharedBankConflicts += o.sharedBankConflicts;
  maxConflictDegree = std::max(maxConflictDegree, o.maxConflictDegree);
  localLoadRequests += o.localLoadRequests;
  localStoreRequests += o.localStoreRequests;
  localBytes += o.localBytes;
  atomicRequests += o.atomicRequests;
  atomicLanes += o.atomicLanes;
  atomicAddresses += o.atomicAddresses;
  maxAtomicContention = std::max(maxAtomicContention, o.maxAtomicContention);
}

void ProfileSink::add(const ProfileSink &o) {
  for (size_t i = 0; i < hot.size() && i < o.hot.size(); ++i) {
    hot[i][0] += o.hot[i][0];
    hot[i][1] += o.hot[i][1];
  }
  for (size_t i = 0; i < detail.size() && i < o.detail.size(); ++i)
    detail[i].add(o.detail[i]);
}

namespace {

/// What a decoded instruction is to the profiler, from its handler (the decoder's choice).
ProfileSite classify(const DInst &d) {
  ProfileSite s;
  auto memory = [&](ProfileSite::Kind k, uint32_t slot, uint32_t space, uint32_t size) {
    s.kind = k;
    s.slot = slot;
    s.space = uint16_t(space);
    s.size = size;
  };
  const Handler fn = d.fn;
  if (fn == &h::load<1> || fn == &h::loadChecked<1>)
    memory(ProfileSite::Load, d.a, d.aux, 1);
  else if (fn == &h::load<2> || fn == &h::loadChecked<2>)
    memory(ProfileSite::Load, d.a, d.aux, 2);
  else if (fn == &h::load<4> || fn == &h::loadChecked<4>)
    memory(ProfileSite::Load, d.a, d.aux, 4);
  else if (fn == &h::load<8> || fn == &h::loadChecked<8>)
    memory(ProfileSite::Load, d.a, d.aux, 8);
  else if (fn == &h::loadVector)
    memory(ProfileSite::Load, d.a, d.aux, d.b * d.c);
  else if (fn == &h::store<1> || fn == &h::storeChecked<1>)
    memory(ProfileSite::Store, d.b, d.aux, 1);
  else if (fn == &h::store<2> || fn == &h::storeChecked<2>)
    memory(ProfileSite::Store, d.b, d.aux, 2);
  else if (fn == &h::store<4> || fn == &h::storeChecked<4>)
    memory(ProfileSite::Store, d.b, d.aux, 4);
  else if (fn == &h::store<8> || fn == &h::storeChecked<8>)
    memory(ProfileSite::Store, d.b, d.aux, 8);
  else if (fn == &h::storeVector)
    memory(ProfileSite::Store, d.b, d.aux, d.dst * d.c);
  else if (fn == &h::atomicRMW<uint8_t> || fn == &h::cmpxchg<uint8_t>)
    memory(ProfileSite::Atomic, d.a, d.aux2, 1);
  else if (fn == &h::atomicRMW<uint16_t> || fn == &h::cmpxchg<uint16_t>)
    memory(ProfileSite::Atomic, d.a, d.aux2, 2);
  else if (fn == &h::atomicRMW<uint32_t> || fn == &h::cmpxchg<uint32_t>)
    memory(ProfileSite::Atomic, d.a, d.aux2, 4);
  else if (fn == &h::atomicRMW<uint64_t> || fn == &h::cmpxchg<uint64_t>)
    memory(ProfileSite::Atomic, d.a, d.aux2, 8);
  else if (fn == &h::cmpxchgWide)
    memory(ProfileSite::Atomic, d.a, d.aux2, 16);
  else if (fn == &h::branch)
    s.kind = ProfileSite::Branch, s.slot = d.a;
  else if (fn == &h::switchBranch)
    s.kind = ProfileSite::Switch, s.slot = d.a;
  else if (fn == &h::jump)
    s.kind = ProfileSite::Jump;
  return s;
}

/// The number of distinct values among `v[0..n)` (sorted in place), and the longest run of one.
std::pair<uint32_t, uint32_t> distinct(uint64_t *v, uint32_t n) {
  std::sort(v, v + n);
  uint32_t count = 0, run = 0, longest = 0;
  for (uint32_t i = 0; i < n; ++i) {
    if (i == 0 || v[i] != v[i - 1])
      ++count, run = 0;
    longest = std::max(longest, ++run);
  }
  return {count, longest};
}

/// The span of units (2^shift bytes) that the accesses [a, a + size) of the lanes of `mask` touch:
/// the first and the last unit of all. Branch-free over the 32 lanes (lanes outside `mask` may
/// hold anything).
std::pair<uint64_t, uint64_t> unitSpan(const uint64_t *a, uint32_t mask, uint32_t size, unsigned shift) {
  uint64_t lo = UINT64_MAX, hi = 0;
  for (unsigned l = 0; l < kWarpSize; ++l) {
    const bool on = (mask >> l) & 1;
    lo = std::min(lo, on ? a[l] >> shift : UINT64_MAX);
    hi = std::max(hi, on ? (a[l] + size - 1) >> shift : 0);
  }
  return {lo, hi};
}

/// One bit per unit (2^shift bytes) of [lo, lo + 64) that an access of the lanes of `mask` touches,
/// for accesses of at most two units each (size <= 2^shift).
uint64_t unitBits(const uint64_t *a, uint32_t mask, uint32_t size, unsigned shift, uint64_t lo) {
  uint64_t bits = 0;
  for (unsigned l = 0; l < kWarpSize; ++l) {
    const uint64_t on = (mask >> l) & 1;
    // NOTE: masked to 63: a lane outside `mask` may be anywhere (its bit is 0 anyway).
    bits |= (on << (((a[l] >> shift) - lo) & 63)) | (on << ((((a[l] + size - 1) >> shift) - lo) & 63));
  }
  return bits;
}

/// The distinct units (2^shift bytes) the accesses [a, a + size) of the lanes of `mask` touch, sorted.
std::vector<uint64_t> allUnits(const uint64_t *a, uint32_t mask, uint32_t size, unsigned shift) {
  std::vector<uint64_t> all;
  forLanes(mask, [&](unsigned l) {
    for (uint64_t u = a[l] >> shift; u <= (a[l] + size - 1) >> shift; ++u)
      all.push_back(u);
  });
  std::sort(all.begin(), all.end());
  all.erase(std::unique(all.begin(), all.end()), all.end());
  return all;
}

/// The distinct 32-byte sectors the accesses [a, a + size) of the lanes of `mask` touch.
uint32_t sectors(const uint64_t *a, uint32_t mask, uint32_t size) {
  const auto [lo, hi] = unitSpan(a, mask, size, 5);
  if (hi - lo < 64 && size <= 32) // the common case: one bit per sector of a 2 KiB span
    return uint32_t(std::popcount(unitBits(a, mask, size, 5, lo)));
  return uint32_t(allUnits(a, mask, size, 5).size());
}

/// One shared-memory request of the lanes of `mask` (`a`: addresses whose low 32 bits are the
/// offsets in the block's shared memory, `size` bytes each), by the sm_70+ rules: 32 banks of
/// 4-byte words; lanes reading one word share it (broadcast); the request takes as many wavefronts
/// as the most distinct words one bank holds. Adds to `k` its wavefronts, the ideal (distinct
/// words / 32, rounded up) and the difference (the bank conflicts).
void sharedRequest(ProfileCounts &k, const uint64_t *a, uint32_t mask, uint32_t size) {
  const auto [lo, hi] = unitSpan(a, mask, size, 2);
  uint64_t words = 0, degree = 0;
  if (hi - lo < 64 && size <= 4) {
    // One bit per word of a 64-word span: words i and i + 32 are the only ones that share a bank.
    const uint64_t bits = unitBits(a, mask, size, 2, lo);
    words = uint64_t(std::popcount(bits));
    degree = (bits & (bits >> 32)) ? 2 : 1;
  } else {
    const std::vector<uint64_t> all = allUnits(a, mask, size, 2);
    std::array<uint32_t, 32> perBank{};
    for (uint64_t w : all)
      degree = std::max<uint64_t>(degree, ++perBank[w & 31]);
    words = all.size();
  }
  const uint64_t ideal = (words + 31) / 32;
  k.sharedWavefronts += degree;
  k.sharedIdealWavefronts += ideal;
  k.sharedBankConflicts += degree - ideal;
  k.maxConflictDegree = std::max(k.maxConflictDegree, degree);
}

/// quickRequest's pass over the lanes: whether every lane of `mask` is in the 4 GiB page of `p0`
/// and its access's units in the window of 64 (`Wide`: 128) units from `base`; sets their bits
/// (`more`: the second 64).
template <bool Wide>
bool inWindow(const uint64_t *p, uint32_t mask, uint64_t p0, unsigned shift, uint64_t base, uint64_t last,
              uint64_t &bits, uint64_t &more) {
  constexpr uint64_t window = Wide ? 128 : 64;
  uint64_t diff = 0, out = 0;
  for (unsigned l = 0; l < kWarpSize; ++l) {
    const uint64_t on = (mask >> l) & 1, keep = uint64_t(0) - on;
    const uint64_t d0 = (p[l] >> shift) - base, d1 = ((p[l] + last) >> shift) - base;
    diff |= (p[l] ^ p0) & keep;
    out |= uint64_t((d0 >= window) | (d1 >= window)) & on; // NOTE: a unit below the window wraps
    if constexpr (Wide) {
      bits |= ((on & (d0 < 64)) << (d0 & 63)) | ((on & (d1 < 64)) << (d1 & 63));
      more |= ((on & (d0 >= 64)) << (d0 & 63)) | ((on & (d1 >= 64)) << (d1 & 63));
    } else {
      bits |= (on << (d0 & 63)) | (on << (d1 & 63));
    }
  }
  return (diff >> 32) == 0 && out == 0;
}

/// Adds one request that quickRequest worked out to `k`: `units` sectors (global) or distinct
/// words taking `degree` wavefronts (shared).
void countQuick(ProfileCounts &k, bool load, bool shared, uint64_t units, uint64_t degree) {
  if (!shared) {
    ++(load ? k.globalLoadRequests : k.globalStoreRequests);
    (load ? k.globalLoadSectors : k.globalStoreSectors) += units;
    return;
  }
  const uint64_t ideal = (units + 31) / 32;
  ++(load ? k.sharedLoadRequests : k.sharedStoreRequests);
  k.sharedWavefronts += degree;
  k.sharedIdealWavefronts += ideal;
  k.sharedBankConflicts += degree - ideal;
  k.maxConflictDegree = std::max(k.maxConflictDegree, degree);
}

/// Whether the request of the lanes of `mask` at `p` (first active lane's address `p0`) is the
/// one `m` remembers, moved by whole units inside the same 4 GiB page (RequestMemo). One
/// comparison per lane that the compiler vectorises for a full warp.
bool sameAsMemo(const RequestMemo &m, const uint64_t *p, uint32_t mask, uint64_t p0) {
  const uint64_t unit = m.shared ? 4 : 32;
  if (m.mask != mask || (p0 >> 32) != m.page || (p0 & (unit - 1)) != m.low || ((p0 + m.lo) >> 32) != m.page ||
      ((p0 + m.hi) >> 32) != m.page)
    return false;
  uint64_t differ = 0;
  if (mask == kFullMask) {
    for (unsigned l = 0; l < kWarpSize; ++l)
      differ |= (p[l] - p0) ^ m.delta[l];
  } else {
    forLanes(mask, [&](unsigned l) { differ |= (p[l] - p0) ^ m.delta[l]; });
  }
  return differ == 0;
}

/// Remembers the request of the lanes of `mask` at `p` that quickRequest counted.
void remember(RequestMemo &m, const uint64_t *p, uint32_t mask, uint64_t p0, bool shared, uint64_t units,
              uint64_t degree) {
  int64_t lo = 0, hi = 0;
  for (unsigned l = 0; l < kWarpSize; ++l) {
    const uint64_t keep = uint64_t(0) - ((mask >> l) & 1), d = (p[l] - p0) & keep;
    m.delta[l] = d;
    lo = std::min(lo, int64_t(d));
    hi = std::max(hi, int64_t(d));
  }
  m.mask = mask;
  m.low = uint32_t(p0 & (shared ? 3 : 31));
  m.page = p0 >> 32;
  m.lo = uint64_t(lo);
  m.hi = uint64_t(hi);
  m.shared = shared;
  m.units = uint32_t(units);
  m.degree = uint32_t(degree);
}

/// The common request in one pass over the lanes: every active lane in the 4 GiB page of the first
/// one (so in its space), each access of at most one 32-byte sector (or 4-byte word) in a window
/// that starts 32 units before the first lane's. Returns false, having counted nothing, otherwise.
/// A request that repeats the site's last one moved by whole units (RequestMemo) costs what that
/// one did, found by one comparison of the offsets.
bool quickRequest(ProfileCounts &k, const uint64_t *p, uint32_t mask, const ProfileSite &s, RequestMemo &m) {
  const uint64_t p0 = p[std::countr_zero(mask)];
  const bool load = s.kind == ProfileSite::Load;
  if (sameAsMemo(m, p, mask, p0)) {
    countQuick(k, load, m.shared, m.units, m.degree);
    return true;
  }
  mem::AddrSpace space = mem::AddrSpace(s.space);
  if (space == mem::AddrSpace::Generic)
    space = mem::spaceOf(p0);
  const bool shared = space == mem::AddrSpace::Shared;
  if (!shared && space != mem::AddrSpace::Global)
    return false;
  const unsigned shift = shared ? 2 : 5;
  if (s.size > (1u << shift)) // an access may span more than two units
    return false;
  // The window: 64 words of shared memory (so that only words i and i + 32 share a bank), 128
  // sectors of global memory (a warp's two rows of a 2-D block), from 32 units before lane 0's.
  const uint64_t base = (p0 >> shift) - 32, last = s.size - 1;
  uint64_t bits = 0, more = 0;
  const bool inside = shared ? inWindow<false>(p, mask, p0, shift, base, last, bits, more)
                             : inWindow<true>(p, mask, p0, shift, base, last, bits, more);
  if (!inside)
    return false;
  // Shared: words i and i + 32 of the span are the only ones that share a bank.
  const uint64_t units = uint64_t(std::popcount(bits) + std::popcount(more));
  const uint64_t degree = shared && (bits & (bits >> 32)) ? 2 : 1;
  countQuick(k, load, shared, units, degree);
  remember(m, p, mask, p0, shared, units, degree);
  return true;
}

/// The span of addresses within which atomicRequest counts lanes in a table (bytes).
constexpr uint64_t kAtomicSpan = 4096;

/// An atomic request of the lanes of `mask` at `p`: its lanes, its distinct addresses and the
/// most lanes on one of them. Addresses within kAtomicSpan bytes (a histogram's bins) are counted
/// in a table indexed by the offset from the least; others sorted.
void atomicRequest(ProfileCounts &k, const uint64_t *p, uint32_t mask) {
  uint64_t lo = UINT64_MAX, hi = 0;
  for (unsigned l = 0; l < kWarpSize; ++l) {
    const bool on = (mask >> l) & 1;
    lo = std::min(lo, on ? p[l] : UINT64_MAX);
    hi = std::max(hi, on ? p[l] : 0);
  }
  uint32_t n = 0, count = 0, longest = 0;
  if (hi - lo < kAtomicSpan) {
    std::array<uint8_t, kAtomicSpan> seen; // lanes per offset (at most 32)
    std::memset(seen.data(), 0, size_t(hi - lo + 1));
    forLanes(mask, [&](unsigned l) {
      const uint32_t lanes = ++seen[p[l] - lo];
      ++n;
      count += lanes == 1;
      longest = std::max(longest, lanes);
    });
  } else {
    std::array<uint64_t, kWarpSize> addr{};
    forLanes(mask, [&](unsigned l) { addr[n++] = p[l]; });
    std::tie(count, longest) = distinct(addr.data(), n);
  }
  if (n == 0)
    return;
  ++k.atomicRequests;
  k.atomicLanes += n;
  k.atomicAddresses += count;
  k.maxAtomicContention = std::max<uint64_t>(k.maxAtomicContention, longest);
}

void memoryRequest(Ctx &c, ProfileCounts &k, RequestMemo &m, const ProfileSite &s) {
  // Addresses as they are: a global or generic pointer is the generic address, a shared one the
  // offset; a generic address in the shared window has the offset in its low 32 bits (the window
  // is 4 GiB-aligned), which is all that banks need.
  const uint64_t *p = c.R + size_t(s.slot) * kWarpSize;
  const uint32_t mask = c.mask;
  if (quickRequest(k, p, mask, s, m))
    return;
  uint32_t global = 0, shared = 0, local = 0;
  switch (mem::AddrSpace(s.space)) {
  case mem::AddrSpace::Global: global = mask; break;
  case mem::AddrSpace::Shared: shared = mask; break;
  case mem::AddrSpace::Local: local = mask; break;
  case mem::AddrSpace::Generic:
    // mem::spaceOf, branch-free over the lanes: a window is the 4 GiB at offset 0 of its tag.
    for (unsigned l = 0; l < kWarpSize; ++l) {
      const uint64_t high = p[l] >> 32;
      shared |= uint32_t(high == (mem::kSharedWindowBase >> 32)) << l;
      local |= uint32_t(high == (mem::kLocalWindowBase >> 32)) << l;
      global |= uint32_t((p[l] >> mem::kTagShift) < mem::kFirstWindowTag) << l;
    }
    shared &= mask, local &= mask, global &= mask;
    break;
  default: break; // constant and param memory: not counted
  }
  const bool load = s.kind == ProfileSite::Load;
  if (global) {
    ++(load ? k.globalLoadRequests : k.globalStoreRequests);
    (load ? k.globalLoadSectors : k.globalStoreSectors) += sectors(p, global, s.size);
  }
  if (shared) {
    ++(load ? k.sharedLoadRequests : k.sharedStoreRequests);
    sharedRequest(k, p, shared, s.size);
  }
  if (local) {
    ++(load ? k.localLoadRequests : k.localStoreRequests);
    k.localBytes += uint64_t(std::popcount(local)) * s.size;
  }
}

} // namespace

std::unique_ptr<ProfileTable> buildProfileTable(const std::vector<const DecodedFunction *> &bySite) {
  auto t = std::make_unique<ProfileTable>();
  for (const DecodedFunction *f : bySite) {
    t->sites.resize(std::max<size_t>(t->sites.size(), size_t(f->siteBase) + f->code.size()));
    for (size_t pc = 0; pc < f->code.size(); ++pc) {
      const DInst &d = f->code[pc];
      ProfileSite s = classify(d);
      s.counted = d.ir && d.ir->opcode != ir::Opcode::Phi && (pc == 0 || f->code[pc - 1].ir != d.ir);
      // A switch's trampolines and a phi's edge jump are parts of other instructions.
      if (s.kind == ProfileSite::Jump && !s.counted)
        s.kind = ProfileSite::None;
      if (s.kind != ProfileSite::None)
        s.detail = t->details++;
      if (s.kind == ProfileSite::Load || s.kind == ProfileSite::Store)
        s.memo = t->memos++;
      t->sites[f->siteBase + pc] = s;
    }
  }
  return t;
}

void profileDetail(Ctx &c, ProfileSink &P, const ProfileSite &s) {
  ProfileCounts &k = P.detail[s.detail];
  switch (s.kind) {
  case ProfileSite::None: return;
  case ProfileSite::Jump: ++k.branches; return;
  case ProfileSite::Branch: {
    const uint64_t *v = c.R + size_t(s.slot) * kWarpSize;
    ++k.branches;
    if (c.mask == kFullMask) { // divergent: some lane goes each way (a loop the compiler vectorises)
      uint64_t some = 0, every = ~uint64_t(0);
      for (unsigned l = 0; l < kWarpSize; ++l)
        some |= v[l], every &= v[l];
      k.divergentBranches += (some & 1) && !(every & 1);
      return;
    }
    uint32_t taken = 0;
    forLanes(c.mask, [&](unsigned l) { taken |= uint32_t(v[l] & 1) << l; });
    k.divergentBranches += taken != 0 && taken != c.mask;
    return;
  }
  case ProfileSite::Switch: {
    // Lanes with equal values go to one target; different values may share one too (the
    // handler's targets are the truth, but its case list is not at hand here: values decide).
    const uint64_t *v = c.R + size_t(s.slot) * kWarpSize;
    const uint64_t first = v[unsigned(std::countr_zero(c.mask))];
    uint64_t differ = 0;
    forLanes(c.mask, [&](unsigned l) { differ |= v[l] ^ first; });
    const bool same = differ == 0;
    ++k.branches;
    k.divergentBranches += !same;
    return;
  }
  case ProfileSite::Load:
  case ProfileSite::Store: memoryRequest(c, k, P.memo[s.memo], s); return;
  case ProfileSite::Atomic: // counted alike in every space
    atomicRequest(k, c.R + size_t(s.slot) * kWarpSize, c.mask);
    return;
  }
}

namespace {

/// An instruction's source line for the profile: the user's frame of `!dbg` (as reports show
/// it), else its line in the .ll file.
std::pair<std::string, uint32_t> lineOf(const LaunchState &L, const ir::Instruction *I) {
  const std::vector<ir::SourceFrame> frames = ir::sourceFrames(*I);
  if (!frames.empty()) {
    std::error_code ec;
    const ir::SourceFrame &f = frames[ir::userFrame(frames)];
    return {ir::displayPath(f.file, std::filesystem::current_path(ec)), f.line};
  }
  const SourceFile *src = L.program->source();
  if (!src || I->loc == UINT32_MAX)
    return {L.program->sourceName(), 0};
  return {src->name(), src->lineCol(I->loc).line};
}

} // namespace

std::shared_ptr<LaunchProfile> finishProfile(const LaunchState &L, const ProfileSink &P) {
  auto out = std::make_shared<LaunchProfile>();
  out->kernel = L.kernelName;
  // Per IR instruction: its decoded pieces summed, in the order of the functions and their pcs.
  std::map<const ir::Instruction *, size_t> index;
  std::map<const ir::GlobalValue *, std::map<const ir::Instruction *, uint32_t>> positions;
  for (const DecodedFunction *f : *L.siteFunctions) {
    for (size_t pc = 0; pc < f->code.size(); ++pc) {
      const size_t site = f->siteBase + pc;
      if (site >= P.hot.size() || P.hot[site][0] == 0 || !f->code[pc].ir)
        continue;
      const ir::Instruction *I = f->code[pc].ir;
      const ProfileSite &s = P.table->sites[site];
      if (!s.counted && s.kind == ProfileSite::None) // a phi's edge copies, a split instruction's rest
        continue;
      auto [it, fresh] = index.try_emplace(I, out->instructions.size());
      if (fresh) {
        ProfileInstruction pi;
        pi.function = f->name;
        auto &pos = positions[f->ir];
        if (pos.empty() && f->ir) {
          uint32_t n = 0;
          for (const ir::BasicBlock *b : f->ir->blocks)
            for (const ir::Instruction *x : b->insts)
              pos[x] = n++;
        }
        pi.index = pos.count(I) ? pos[I] : 0;
        pi.instruction = instructionText(I);
        std::tie(pi.file, pi.line) = lineOf(L, I);
        out->instructions.push_back(std::move(pi));
      }
      ProfileCounts &k = out->instructions[it->second].counts;
      if (s.counted) {
        k.instExecuted += P.hot[site][0];
        k.threadInstExecuted += P.hot[site][1];
      }
      if (s.kind != ProfileSite::None)
        k.add(P.detail[s.detail]);
    }
  }
  std::sort(out->instructions.begin(), out->instructions.end(), [](const auto &a, const auto &b) {
    return std::tie(a.function, a.index) < std::tie(b.function, b.index);
  });
  std::map<std::pair<std::string, uint32_t>, ProfileCounts> lines;
  for (const ProfileInstruction &pi : out->instructions) {
    lines[{pi.file, pi.line}].add(pi.counts);
    out->total.add(pi.counts);
  }
  for (auto &[key, counts] : lines)
    out->lines.push_back({key.first, key.second, counts});
  return out;
}

void mergeProfile(LaunchProfile &into, const LaunchProfile &from) {
  into.launches += from.launches;
  into.total.add(from.total);
  auto mergeBy = [](auto &to, const auto &more, auto key) {
    using Key = decltype(key(to.front()));
    std::map<std::remove_cvref_t<Key>, size_t> at;
    for (size_t i = 0; i < to.size(); ++i)
      at.emplace(key(to[i]), i);
    for (const auto &x : more) {
      auto [it, fresh] = at.emplace(key(x), to.size());
      if (fresh)
        to.push_back(x);
      else
        to[it->second].counts.add(x.counts);
    }
    std::sort(to.begin(), to.end(), [&](const auto &a, const auto &b) { return key(a) < key(b); });
  };
  mergeBy(into.lines, from.lines, [](const ProfileLine &l) { return std::pair(l.file, l.line); });
  mergeBy(into.instructions, from.instructions,
          [](const ProfileInstruction &i) { return std::pair(i.function, i.index); });
}

} // namespace nvsim::sim
