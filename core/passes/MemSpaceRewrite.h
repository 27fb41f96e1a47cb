// IR editing helpers MemorySpaceOpt needs: inserting and erasing instructions, replacing the uses
// of a value inside one function, and cloning a function body.
#pragma once

#include "core/ir/Module.h"

#include <string>
#include <unordered_map>

namespace nvsim::passes {

/// Puts `inst` into `pos`'s block right after `pos`.
void insertAfter(ir::Instruction *pos, ir::Instruction *inst);
/// Puts `inst` into `pos`'s block right before `pos`.
void insertBefore(ir::Instruction *pos, ir::Instruction *inst);
/// Puts `inst` at the top of `block`, after its phis.
void insertAtTop(ir::BasicBlock *block, ir::Instruction *inst);
/// Takes `inst` out of its block. The module keeps owning it; nothing may use it any more.
void eraseInstruction(ir::Instruction *inst);

/// How many operands (and debug-record values) of `fn`'s instructions are each value.
std::unordered_map<const ir::Value *, unsigned> countUses(const ir::GlobalValue &fn);

/// Replaces every operand of `fn`'s instructions that is `from` by `to` (debug records too).
void replaceAllUsesIn(ir::GlobalValue &fn, ir::Value *from, ir::Value *to);

/// A copy of function `fn` named `name`, with internal linkage, placed right after `fn` in the
/// module's global list. Arguments, blocks and instructions are new; constants, globals and
/// metadata nodes are shared with the original.
ir::GlobalValue *cloneFunction(ir::Module &m, ir::GlobalValue *fn, const std::string &name);

} // namespace nvsim::passes
