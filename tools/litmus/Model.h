// Candidate executions of a litmus test and the two models that judge them: sequential
// consistency and the PTX memory consistency model (PTX ISA, "Memory Consistency Model"; Lustig,
// Sahasrabuddhe and Giroux, ASPLOS 2019).
#pragma once

#include "tools/litmus/Litmus.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace nvsim::litmus {

/// Candidate executions have at most this many events (init writes included).
constexpr int kMaxEvents = 64;

/// A binary relation over the events of one execution, a bit matrix.
struct Rel {
  std::array<uint64_t, kMaxEvents> row{};
  bool has(int i, int j) const { return (row[i] >> j) & 1; }
  void set(int i, int j) { row[i] |= uint64_t{1} << j; }
  Rel &operator|=(const Rel &o);
  Rel operator|(const Rel &o) const;
  Rel operator&(const Rel &o) const;
  Rel minus(const Rel &o) const;
  Rel then(const Rel &o, int n) const; ///< relational composition (this ; o)
  Rel inverse(int n) const;
  Rel plus(int n) const; ///< transitive closure
  bool irreflexive(int n) const;
  bool empty(int n) const;
};

struct Event {
  enum class Kind : uint8_t { Read, Write, Fence, Barrier } kind = Kind::Read;
  int thread = -1; ///< -1: an initial write
  int instr = -1;  ///< index into the thread's code
  int loc = -1;
  int64_t value = 0;
  Sem sem = Sem::Weak;
  Scope scope = Scope::None;
  int rmw = -1;      ///< the other half of a read-modify-write, when this is one
  uint64_t deps = 0; ///< reads of the same thread this event depends on (data or control)
  int64_t barrierKey = 0;
  bool arrive = false;
  int barrierOrdinal = 0; ///< the k-th barrier of that key in its thread
  int64_t quorum = 0;     ///< a barrier's thread count; 0: every thread that reaches it
  int arrival = -1;       ///< a barrier with a quorum: its place in the arrival order
};

/// One candidate execution: events, reads-from, coherence, fence-SC order.
struct Execution {
  std::vector<Event> events;
  std::vector<int> rf;         ///< per event: the write a read reads from, -1 otherwise
  Rel co;                      ///< transitive; SC: total per location, PTX: partial
  Rel sfo;                     ///< order of fence.sc events (PTX only)
  std::vector<int> finalWrite; ///< per location: the write whose value is final
  int n() const { return static_cast<int>(events.size()); }
};

/// The PTX axioms, in the order they are reported.
enum class Axiom : uint8_t { Coherence, FenceSC, Atomicity, NoThinAir, ScPerLocation, Causality, Count };
std::string_view axiomName(Axiom a);

/// One step of an explanation: `from -label-> to`.
struct Step {
  int from, to;
  std::string label;
};

/// Derived relations of one execution under the PTX model.
struct PtxRelations {
  Rel po, poLoc, rf, co, fr, rmw, ms, obs, sync, syncFence, syncBarrier, cause, dep;
};

PtxRelations ptxRelations(const Test &t, const Execution &x);
/// Bit k set: axiom k is violated.
unsigned ptxViolations(const Test &t, const Execution &x, const PtxRelations &r);
/// The cycle (or ordering) that shows axiom `a` violated in `x`.
std::vector<Step> ptxWitness(const Test &t, const Execution &x, const PtxRelations &r, Axiom a);

/// SC: acyclic(po | rf | co | fr | barrier order) and atomicity of read-modify-writes.
bool scAllowed(const Test &t, const Execution &x);
/// A cycle of po, rf, co and fr in `x` (an execution SC forbids), or empty.
std::vector<Step> scCycle(const Test &t, const Execution &x);

} // namespace nvsim::litmus
