// Inline PTX blocks (`asm("{ .reg .u32 t; mad.lo.cc.u32 ...; }" : ...)`), compiled once at decode
// time into micro-operations over a small per-lane register file and run by one handler per call.
//
// The block's text is parsed when the module is loaded: `$N` operands are bound to the call's
// results and arguments through the constraint string, `.reg` declarations (in `{ }` scopes) and
// immediates get registers, and each instruction becomes one or a few micro-operations whose
// lane function is chosen then (a template per opcode form). Nothing parses text at run time.
// An opcode or form outside the supported set is an error naming the instruction.
#pragma once

#include "sim/Exec.h"

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace nvsim::sim::ptx {

/// How the executor holds one result member or argument of the asm call.
enum class ValueKind : uint8_t { Int, F32, F64 };
struct CallValue {
  uint32_t slot = 0; ///< caller slot
  ValueKind kind = ValueKind::Int;
  unsigned bits = 32; ///< integer width (Int only)
};

/// Registers of the per-lane file with a fixed role.
inline constexpr uint16_t kCarry = 0; ///< CC.CF, the carry flag of .cc / addc / madc / subc
inline constexpr uint16_t kSink = 1;  ///< written by micro-ops that have no second result
inline constexpr uint16_t kFirstFree = 2;
/// The file holds kMaxRegs registers per lane (16 KiB on the handler's stack for 32 lanes).
inline constexpr unsigned kMaxRegs = 64;

struct MicroOp;
/// Runs one micro-operation on the lanes of `mask`; `file[r * 32 + lane]` is register r.
using MicroFn = void (*)(uint64_t *file, uint32_t mask, const MicroOp &op);

struct MicroOp {
  MicroFn fn = nullptr;
  uint16_t d = kSink, d2 = kSink; ///< results
  uint16_t a = kSink, b = kSink, c = kSink;
  uint16_t guard = 0; ///< `@p`: a predicate register, or 0 (CC is never a guard) for none
  bool guardNegated = false;
  uint8_t width = 0;         ///< the instruction type's width in bits
  uint64_t imm = 0;          ///< per operation: a second width, a compare predicate, a sign bit
  const void *ext = nullptr; ///< per operation: the intr::PureFunction of float arithmetic
};

/// One compiled asm call.
struct Program {
  uint32_t numRegs = kFirstFree;
  std::vector<std::pair<uint16_t, uint64_t>> constants; ///< register <- immediate, at entry
  std::vector<std::pair<uint16_t, uint32_t>> loads;     ///< register <- caller slot, at entry
  struct Store {
    uint16_t reg;
    uint32_t slot;
    uint64_t mask; ///< the result's width
  };
  std::vector<Store> stores; ///< caller slot <- register, at exit
  std::vector<MicroOp> ops;
};

/// Compiles the asm template `text` with `constraints` (LLVM spelling: `=r,=l,r,l,f,d,n,0,...`)
/// for a call whose results (the struct members, or the one scalar) and arguments the executor
/// holds as `results` and `args`. Returns null and sets `error` on failure; the message names
/// the offending instruction or constraint.
std::shared_ptr<const Program> compile(std::string_view text, std::string_view constraints,
                                       std::span<const CallValue> results, std::span<const CallValue> args,
                                       std::string &error);

/// The handler of a compiled call: d.ext is its Program.
uint32_t run(Ctx &c, const DInst &d, uint32_t pc);

} // namespace nvsim::sim::ptx
