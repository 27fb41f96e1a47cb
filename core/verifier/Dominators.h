// Control-flow graph and dominator tree of one function (Cooper, Harvey and Kennedy's algorithm).
#pragma once

#include "core/ir/Module.h"

#include <unordered_map>
#include <vector>

namespace nvsim {

/// The CFG of a function body with its dominator tree. Built once, then queried in O(1).
/// Blocks not reachable from the entry block have no dominator; as in LLVM, every block
/// dominates an unreachable block and an unreachable block dominates no reachable one.
class DominatorTree {
public:
  explicit DominatorTree(const ir::GlobalValue &fn);

  /// The successors of a block: its terminator's targets (and catchswitch unwind), in order.
  static std::vector<const ir::BasicBlock *> successors(const ir::BasicBlock *bb);

  /// Whether `bb` is one of the function's blocks.
  bool contains(const ir::BasicBlock *bb) const { return index_.count(bb) != 0; }
  bool isReachable(const ir::BasicBlock *bb) const;
  /// Whether every path from the entry to `b` goes through `a` (`a == b` included).
  bool dominates(const ir::BasicBlock *a, const ir::BasicBlock *b) const;
  /// The immediate dominator; null for the entry block and unreachable blocks.
  const ir::BasicBlock *idom(const ir::BasicBlock *bb) const;
  /// Predecessors of a block, once per CFG edge (a switch with two cases to one block counts
  /// twice), in the order of the function's blocks.
  const std::vector<const ir::BasicBlock *> &predecessors(const ir::BasicBlock *bb) const;
  /// Reachable blocks in reverse post-order, entry first.
  const std::vector<const ir::BasicBlock *> &reversePostOrder() const { return rpo_; }

private:
  int indexOf(const ir::BasicBlock *bb) const;

  const ir::GlobalValue &fn_;
  std::unordered_map<const ir::BasicBlock *, int> index_; ///< position in fn.blocks
  std::vector<std::vector<const ir::BasicBlock *>> preds_;
  std::vector<const ir::BasicBlock *> rpo_;
  std::vector<int> idom_;    ///< by block index; -1 unreachable, entry is its own
  std::vector<int> treeIn_;  ///< DFS entry number in the dominator tree
  std::vector<int> treeOut_; ///< DFS exit number in the dominator tree
};

} // namespace nvsim
