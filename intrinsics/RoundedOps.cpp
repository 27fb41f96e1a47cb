// Directed rounding through the host's floating-point environment: the operation runs between
// two fesetround calls, on operands and a result pinned by empty asm statements so that the
// compiler can neither fold it at compile time nor move it out of the rounding-mode window.
// NOTE: built with -frounding-math (intrinsics/CMakeLists.txt); the environment is per thread,
// and the previous mode is restored before returning.
#include "intrinsics/RoundedOps.h"

#include "intrinsics/LaneMath.h"

#include <cfenv>

namespace nvsim::intr {

namespace {

int hostMode(Round r) {
  switch (r) {
  case Round::Zero: return FE_TOWARDZERO;
  case Round::Down: return FE_DOWNWARD;
  case Round::Up: return FE_UPWARD;
  case Round::NearestEven:
  case Round::NearestAway: break; // .rna exists only for conversions, done by FloatFormat
  }
  return FE_TONEAREST;
}

class RoundingScope {
public:
  explicit RoundingScope(Round r) : old_(std::fegetround()), mode_(hostMode(r)) {
    if (mode_ != old_)
      std::fesetround(mode_);
  }
  ~RoundingScope() {
    if (mode_ != old_)
      std::fesetround(old_);
  }
  RoundingScope(const RoundingScope &) = delete;
  RoundingScope &operator=(const RoundingScope &) = delete;

private:
  int old_;
  int mode_;
};

/// An optimisation barrier: the value must be materialised here, after everything before it
/// (the memory clobber orders it against the fesetround calls).
template <class F> F pin(F v) {
  asm volatile("" : "+m"(v) : : "memory");
  return v;
}

template <class F, class Op, class... A> F rounded(Round r, Op op, A... args) {
  if (r == Round::NearestEven)
    return canon(op(args...));
  RoundingScope scope(r);
  return canon(pin(op(pin(args)...)));
}

float flushIf(bool on, float x) { return on ? ftz(x) : x; }

} // namespace

float addR(float a, float b, Round r, bool z) {
  return flushIf(z, rounded<float>(
                        r, [](float x, float y) { return x + y; }, flushIf(z, a), flushIf(z, b)));
}
float subR(float a, float b, Round r, bool z) {
  return flushIf(z, rounded<float>(
                        r, [](float x, float y) { return x - y; }, flushIf(z, a), flushIf(z, b)));
}
float mulR(float a, float b, Round r, bool z) {
  return flushIf(z, rounded<float>(
                        r, [](float x, float y) { return x * y; }, flushIf(z, a), flushIf(z, b)));
}
float divR(float a, float b, Round r, bool z) {
  return flushIf(z, rounded<float>(
                        r, [](float x, float y) { return x / y; }, flushIf(z, a), flushIf(z, b)));
}
float fmaR(float a, float b, float c, Round r, bool z) {
  return flushIf(z, rounded<float>(
                        r, [](float x, float y, float w) { return std::fma(x, y, w); }, flushIf(z, a),
                        flushIf(z, b), flushIf(z, c)));
}
float rcpR(float a, Round r, bool z) {
  return flushIf(z, rounded<float>(
                        r, [](float one, float x) { return one / x; }, 1.0f, flushIf(z, a)));
}
float sqrtR(float a, Round r, bool z) {
  return flushIf(z, rounded<float>(
                        r, [](float x) { return std::sqrt(x); }, flushIf(z, a)));
}

double addR(double a, double b, Round r) {
  return rounded<double>(
      r, [](double x, double y) { return x + y; }, a, b);
}
double subR(double a, double b, Round r) {
  return rounded<double>(
      r, [](double x, double y) { return x - y; }, a, b);
}
double mulR(double a, double b, Round r) {
  return rounded<double>(
      r, [](double x, double y) { return x * y; }, a, b);
}
double divR(double a, double b, Round r) {
  return rounded<double>(
      r, [](double x, double y) { return x / y; }, a, b);
}
double fmaR(double a, double b, double c, Round r) {
  return rounded<double>(
      r, [](double x, double y, double w) { return std::fma(x, y, w); }, a, b, c);
}
double rcpR(double a, Round r) {
  return rounded<double>(
      r, [](double one, double x) { return one / x; }, 1.0, a);
}
double sqrtR(double a, Round r) {
  return rounded<double>(
      r, [](double x) { return std::sqrt(x); }, a);
}

} // namespace nvsim::intr
