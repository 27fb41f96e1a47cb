// The fuzzer's own seeded random numbers: splitmix64, so that a seed gives the same program with any
// compiler and standard library (std:: distributions differ between library versions).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace nvsim::fuzz {

class Prng {
public:
  /// NOTE: the seed goes through the output function first. splitmix64's state walks one sequence by a
  /// constant step, so states `seed * step` would make seed s + 1 draw what seed s draws one step later.
  explicit Prng(uint64_t seed) : state_(finalize(seed + 0x632be59bd9b4e019ull)) {}

  static uint64_t finalize(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }

  uint64_t next() { return finalize(state_ += 0x9e3779b97f4a7c15ull); }
  /// A number in [0, n) (n > 0); the small modulo bias does not matter here.
  uint32_t below(uint32_t n) { return uint32_t(next() % n); }
  /// A number in [lo, hi].
  uint32_t range(uint32_t lo, uint32_t hi) { return lo + below(hi - lo + 1); }
  /// True with probability num/den.
  bool chance(uint32_t num, uint32_t den) { return below(den) < num; }
  template <class T> const T &pick(const std::vector<T> &v) { return v[below(uint32_t(v.size()))]; }

private:
  uint64_t state_;
};

} // namespace nvsim::fuzz
