// Control-flow graph and dominator tree of one function (Cooper, Harvey and Kennedy's algorithm).
#include "core/verifier/Dominators.h"

#include <utility>

namespace nvsim {

using namespace ir;

std::vector<const BasicBlock *> DominatorTree::successors(const BasicBlock *bb) {
  std::vector<const BasicBlock *> out;
  const Instruction *term = bb->terminator();
  if (!term)
    return out;
  for (const BasicBlock *s : term->successors)
    if (s)
      out.push_back(s);
  if (term->unwindDest)
    out.push_back(term->unwindDest);
  return out;
}

DominatorTree::DominatorTree(const GlobalValue &fn) : fn_(fn) {
  const size_t n = fn.blocks.size();
  for (size_t i = 0; i < n; ++i)
    index_.emplace(fn.blocks[i], static_cast<int>(i));
  preds_.resize(n);
  idom_.assign(n, -1);
  treeIn_.assign(n, -1);
  treeOut_.assign(n, -1);
  if (n == 0)
    return;

  std::vector<std::vector<int>> succs(n);
  for (size_t i = 0; i < n; ++i) {
    for (const BasicBlock *s : successors(fn.blocks[i])) {
      int si = indexOf(s);
      if (si < 0)
        continue; // a block of another function: reported by the structure checks
      succs[i].push_back(si);
      preds_[si].push_back(fn.blocks[i]);
    }
  }

  // Post-order by an explicit-stack DFS: hostile input may nest arbitrarily deep.
  std::vector<int> postNumber(n, -1), postOrder;
  std::vector<char> visited(n, 0);
  std::vector<std::pair<int, size_t>> stack{{0, 0}};
  visited[0] = 1;
  while (!stack.empty()) {
    auto &[b, next] = stack.back();
    if (next < succs[b].size()) {
      int s = succs[b][next++];
      if (!visited[s]) {
        visited[s] = 1;
        stack.push_back({s, 0});
      }
      continue;
    }
    postNumber[b] = static_cast<int>(postOrder.size());
    postOrder.push_back(b);
    stack.pop_back();
  }
  for (auto it = postOrder.rbegin(); it != postOrder.rend(); ++it)
    rpo_.push_back(fn.blocks[*it]);

  // Cooper, Harvey, Kennedy: "A Simple, Fast Dominance Algorithm" (2001). Iterate over the
  // reverse post-order until the immediate dominators stop changing.
  std::vector<std::vector<int>> predIdx(n);
  for (size_t i = 0; i < n; ++i)
    for (const BasicBlock *p : preds_[i])
      predIdx[i].push_back(indexOf(p));
  auto intersect = [&](int a, int b) {
    while (a != b) {
      while (postNumber[a] < postNumber[b])
        a = idom_[a];
      while (postNumber[b] < postNumber[a])
        b = idom_[b];
    }
    return a;
  };
  idom_[0] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (auto it = postOrder.rbegin(); it != postOrder.rend(); ++it) {
      int b = *it;
      if (b == 0)
        continue;
      int newIdom = -1;
      for (int p : predIdx[b]) {
        if (idom_[p] < 0 || postNumber[p] < 0)
          continue;
        newIdom = newIdom < 0 ? p : intersect(p, newIdom);
      }
      if (newIdom >= 0 && idom_[b] != newIdom) {
        idom_[b] = newIdom;
        changed = true;
      }
    }
  }

  // Number the dominator tree so that dominates() is two comparisons.
  std::vector<std::vector<int>> children(n);
  for (int b : postOrder)
    if (b != 0 && idom_[b] >= 0)
      children[idom_[b]].push_back(b);
  int clock = 0;
  std::vector<std::pair<int, size_t>> walk{{0, 0}};
  treeIn_[0] = clock++;
  while (!walk.empty()) {
    auto &[b, next] = walk.back();
    if (next < children[b].size()) {
      int c = children[b][next++];
      treeIn_[c] = clock++;
      walk.push_back({c, 0});
      continue;
    }
    treeOut_[b] = clock++;
    walk.pop_back();
  }
}

int DominatorTree::indexOf(const BasicBlock *bb) const {
  auto it = index_.find(bb);
  return it == index_.end() ? -1 : it->second;
}

bool DominatorTree::isReachable(const BasicBlock *bb) const {
  int i = indexOf(bb);
  return i >= 0 && treeIn_[i] >= 0;
}

bool DominatorTree::dominates(const BasicBlock *a, const BasicBlock *b) const {
  int ai = indexOf(a), bi = indexOf(b);
  if (ai < 0 || bi < 0)
    return false;
  if (treeIn_[bi] < 0)
    return true; // everything dominates unreachable code
  if (treeIn_[ai] < 0)
    return false;
  return treeIn_[ai] <= treeIn_[bi] && treeOut_[bi] <= treeOut_[ai];
}

const BasicBlock *DominatorTree::idom(const BasicBlock *bb) const {
  int i = indexOf(bb);
  if (i <= 0 || idom_[i] < 0)
    return nullptr;
  return fn_.blocks[idom_[i]];
}

const std::vector<const BasicBlock *> &DominatorTree::predecessors(const BasicBlock *bb) const {
  static const std::vector<const BasicBlock *> kNone;
  int i = indexOf(bb);
  return i < 0 ? kNone : preds_[i];
}

} // namespace nvsim
