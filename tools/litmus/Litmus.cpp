// The names of the litmus vocabulary, as PTX and the litmus syntax spell them.
#include "tools/litmus/Litmus.h"

namespace nvsim::litmus {

std::string_view semName(Sem s) {
  switch (s) {
  case Sem::Weak: return "weak";
  case Sem::Relaxed: return "relaxed";
  case Sem::Acquire: return "acquire";
  case Sem::Release: return "release";
  case Sem::AcqRel: return "acq_rel";
  case Sem::Sc: return "sc";
  }
  return "";
}

std::string_view scopeName(Scope s) {
  switch (s) {
  case Scope::None: return "";
  case Scope::Cta: return "cta";
  case Scope::Gpu: return "gpu";
  case Scope::Sys: return "sys";
  }
  return "";
}

std::string_view quantifierName(Quantifier q) {
  switch (q) {
  case Quantifier::Exists: return "exists";
  case Quantifier::NotExists: return "~exists";
  case Quantifier::Forall: return "forall";
  }
  return "";
}

} // namespace nvsim::litmus
