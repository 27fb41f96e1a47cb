// IR editing helpers for MemorySpaceOpt.
#include "core/passes/MemSpaceRewrite.h"

#include <algorithm>

namespace nvsim::passes {

using namespace ir;

namespace {

std::vector<Instruction *>::iterator position(Instruction *inst) {
  auto &insts = inst->parent->insts;
  return std::find(insts.begin(), insts.end(), inst);
}

/// The value a function-local metadata wrapper holds, or null.
Value *localValueOf(Metadata *md) {
  if (md && md->mdKind() == MDKind::Value)
    return static_cast<ValueAsMetadata *>(md)->value;
  return nullptr;
}

} // namespace

void insertAfter(Instruction *pos, Instruction *inst) {
  inst->parent = pos->parent;
  pos->parent->insts.insert(position(pos) + 1, inst);
}

void insertBefore(Instruction *pos, Instruction *inst) {
  inst->parent = pos->parent;
  pos->parent->insts.insert(position(pos), inst);
}

void insertAtTop(BasicBlock *block, Instruction *inst) {
  auto it = block->insts.begin();
  while (it != block->insts.end() && (*it)->opcode == Opcode::Phi)
    ++it;
  inst->parent = block;
  block->insts.insert(it, inst);
}

void eraseInstruction(Instruction *inst) {
  auto &insts = inst->parent->insts;
  insts.erase(std::remove(insts.begin(), insts.end(), inst), insts.end());
  inst->parent = nullptr;
}

std::unordered_map<const Value *, unsigned> countUses(const GlobalValue &fn) {
  std::unordered_map<const Value *, unsigned> uses;
  for (const BasicBlock *b : fn.blocks)
    for (const Instruction *i : b->insts) {
      for (const Value *op : i->ops) {
        ++uses[op];
        if (auto *mv = dyn_cast<MetadataValue>(op))
          if (const Value *v = localValueOf(mv->md))
            ++uses[v];
      }
      for (const DebugRecord &r : i->debugRecords)
        for (Metadata *md : r.args)
          if (const Value *v = localValueOf(md))
            ++uses[v];
    }
  return uses;
}

void replaceAllUsesIn(GlobalValue &fn, Value *from, Value *to) {
  for (BasicBlock *b : fn.blocks)
    for (Instruction *i : b->insts) {
      for (Value *&op : i->ops) {
        if (op == from)
          op = to;
        else if (auto *mv = dyn_cast<MetadataValue>(op); mv && localValueOf(mv->md) == from)
          static_cast<ValueAsMetadata *>(mv->md)->value = to;
      }
      for (DebugRecord &r : i->debugRecords)
        for (Metadata *md : r.args)
          if (localValueOf(md) == from)
            static_cast<ValueAsMetadata *>(md)->value = to;
    }
}

GlobalValue *cloneFunction(Module &m, GlobalValue *fn, const std::string &name) {
  GlobalValue *c = m.make<GlobalValue>(*fn);
  c->name = name;
  c->slot = -1;
  c->linkage = Linkage::Internal;
  c->visibility = Visibility::Default;
  c->dllStorage = DLLStorage::Default;
  c->hasComdat = false;
  c->comdat.clear();
  c->args.clear();
  c->blocks.clear();

  std::unordered_map<Value *, Value *> map;
  for (Argument *a : fn->args) {
    auto *na = m.make<Argument>(a->type, c, a->index);
    na->name = a->name;
    na->loc = a->loc;
    c->args.push_back(na);
    map[a] = na;
  }
  for (BasicBlock *b : fn->blocks) {
    auto *nb = m.make<BasicBlock>(b->type, c);
    nb->name = b->name;
    nb->loc = b->loc;
    nb->defined = b->defined;
    c->blocks.push_back(nb);
    map[b] = nb;
  }
  for (size_t k = 0; k < fn->blocks.size(); ++k)
    for (Instruction *i : fn->blocks[k]->insts) {
      auto *ni = m.make<Instruction>(*i);
      ni->parent = cast<BasicBlock>(c->blocks[k]);
      c->blocks[k]->insts.push_back(ni);
      map[i] = ni;
    }

  // A local value wrapped as metadata (an `llvm.dbg.*` argument, a debug record) gets a wrapper of
  // its own in the clone.
  auto remapMD = [&](Metadata *md) -> Metadata * {
    Value *v = localValueOf(md);
    auto it = v ? map.find(v) : map.end();
    return it == map.end() ? md : m.makeMD<ValueAsMetadata>(it->second);
  };
  for (BasicBlock *b : c->blocks)
    for (Instruction *i : b->insts) {
      for (Value *&op : i->ops) {
        if (auto it = map.find(op); it != map.end())
          op = it->second;
        else if (auto *mv = dyn_cast<MetadataValue>(op))
          if (Metadata *md = remapMD(mv->md); md != mv->md)
            op = m.make<MetadataValue>(mv->type, md);
      }
      for (BasicBlock *&s : i->successors)
        s = cast<BasicBlock>(map.at(s));
      if (i->unwindDest)
        i->unwindDest = cast<BasicBlock>(map.at(i->unwindDest));
      for (DebugRecord &r : i->debugRecords)
        for (Metadata *&md : r.args)
          md = remapMD(md);
    }

  auto &globals = m.globals;
  globals.insert(std::find(globals.begin(), globals.end(), fn) + 1, c);
  m.globalsByName[name] = c;
  return c;
}

} // namespace nvsim::passes
