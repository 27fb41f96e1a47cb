// --memory-model relaxed: CTAs' pending stores to global memory (RelaxedMemory.h).
#include "sim/RelaxedMemory.h"

#include "memory/HostAccess.h"

#include <algorithm>
#include <cstring>

namespace nvsim::sim {

namespace {

bool overlaps(const std::byte *a, uint32_t an, const std::byte *b, uint32_t bn) {
  return a < b + bn && b < a + an;
}

} // namespace

RelaxedMemory::RelaxedMemory(uint64_t seed) : state_(seed ^ 0x6a09e667f3bcc909ull) {
  drainBits_ = 1 + 2 * uint32_t(next() % 3); // a drain per 2, 8 or 32 ticks on average
}

uint64_t RelaxedMemory::next() { // splitmix64: the same draws on every host
  uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

void RelaxedMemory::count(const Store &s, int by) {
  const uintptr_t first = reinterpret_cast<uintptr_t>(s.host) >> 4,
                  last = (reinterpret_cast<uintptr_t>(s.host) + s.size - 1) >> 4;
  for (uintptr_t c = first; c <= last; ++c) {
    if (by > 0) {
      ++chunks_[c];
    } else if (auto it = chunks_.find(c); it != chunks_.end() && --it->second == 0) {
      chunks_.erase(it);
    }
  }
}

bool RelaxedMemory::anyPending(const std::byte *host, uint32_t size) const {
  const uintptr_t first = reinterpret_cast<uintptr_t>(host) >> 4,
                  last = (reinterpret_cast<uintptr_t>(host) + size - 1) >> 4;
  for (uintptr_t c = first; c <= last; ++c)
    if (chunks_.count(c))
      return true;
  return false;
}

void RelaxedMemory::read(uint64_t cta, const std::byte *host, uint32_t size, void *out) const {
  mem::loadBytesRelaxed(out, host, size);
  if (!anyPending(host, size))
    return;
  for (const Store &s : pending_) { // oldest first: the newest store to a byte wins
    if (s.cta != cta || !overlaps(s.host, s.size, host, size))
      continue;
    const std::byte *from = std::max<const std::byte *>(s.host, host);
    const std::byte *to = std::min<const std::byte *>(s.host + s.size, host + size);
    std::memcpy(static_cast<std::byte *>(out) + (from - host), s.bytes.data() + (from - s.host),
                size_t(to - from));
  }
}

void RelaxedMemory::write(uint64_t cta, std::byte *host, uint32_t size, const void *in) {
  const auto *bytes = static_cast<const std::byte *>(in);
  for (uint32_t done = 0; done < size;) {
    if (pending_.size() >= kMaxPending)
      drain(0); // the oldest: no store of its CTA is older
    const uint32_t n = std::min(kPieceBytes, size - done);
    Store s{host + done, n, cta, {}};
    std::memcpy(s.bytes.data(), bytes + done, n);
    pending_.push_back(s);
    count(s, 1);
    ++delayed_;
    done += n;
  }
}

void RelaxedMemory::drain(size_t i) {
  // Coherence: the CTA's older stores to any of these bytes reach memory first. (Only where
  // another pending store shares a chunk with this one: mostly none.)
  const Store &me = pending_[i];
  bool shared = false;
  for (uintptr_t c = reinterpret_cast<uintptr_t>(me.host) >> 4;
       c <= (reinterpret_cast<uintptr_t>(me.host) + me.size - 1) >> 4; ++c)
    shared |= chunks_.at(c) > 1;
  for (size_t j = 0; shared && j < i;) {
    if (pending_[j].cta == pending_[i].cta &&
        overlaps(pending_[j].host, pending_[j].size, pending_[i].host, pending_[i].size)) {
      drain(j); // (removes j: the entries from j on move down one)
      --i;
    } else {
      ++j;
    }
  }
  const Store &s = pending_[i];
  mem::storeBytesRelaxed(s.host, s.bytes.data(), s.size);
  count(s, -1);
  pending_.erase(pending_.begin() + std::ptrdiff_t(i));
}

void RelaxedMemory::drainBytes(uint64_t cta, const std::byte *host, uint32_t size) {
  if (!anyPending(host, size))
    return;
  for (size_t i = 0; i < pending_.size();) {
    if (pending_[i].cta == cta && overlaps(pending_[i].host, pending_[i].size, host, size)) {
      drain(i); // (and older stores of the CTA overlapping it, which may not overlap these bytes)
      i = 0;
    } else {
      ++i;
    }
  }
}

void RelaxedMemory::drainCta(uint64_t cta) {
  for (size_t i = 0; i < pending_.size();) {
    if (pending_[i].cta == cta)
      drain(i); // (the CTA's older stores drained before it: only i goes)
    else
      ++i;
  }
}

void RelaxedMemory::drainAll() {
  while (!pending_.empty())
    drain(0);
}

void RelaxedMemory::tick() {
  if (pending_.empty())
    return;
  const uint64_t r = next();
  if ((r & ((uint64_t(1) << drainBits_) - 1)) == 0)
    drain(size_t((r >> 8) % pending_.size()));
}

} // namespace nvsim::sim
