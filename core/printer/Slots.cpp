// Numbering for the printer: unnamed locals per function, unnamed globals, metadata nodes.
#include "core/printer/AsmWriter.h"

namespace nvsim::printer {

using namespace ir;

FunctionSlots::FunctionSlots(const GlobalValue &fn) {
  int64_t next = 0;
  for (const Argument *a : fn.args)
    if (a->name.empty())
      slots_[a] = next++;
  for (const BasicBlock *bb : fn.blocks) {
    if (bb->name.empty())
      slots_[bb] = next++;
    for (const Instruction *inst : bb->insts)
      if (inst->name.empty() && inst->type && !inst->type->isVoid())
        slots_[inst] = next++;
  }
}

int64_t FunctionSlots::slot(const Value *v) const {
  auto it = slots_.find(v);
  return it == slots_.end() ? -1 : it->second;
}

AsmWriter::AsmWriter(const Module *module) : module_(module) {
  if (!module_)
    return;
  // The data layout's first endianness component decides how vector bitcasts lay out elements
  // (used when rewriting `zext` constant expressions); LLVM's default is little-endian.
  std::string_view dl = module_->dataLayout;
  while (!dl.empty()) {
    size_t dash = dl.find('-');
    std::string_view part = dl.substr(0, dash);
    if (part == "E" || part == "e") {
      bigEndian_ = part == "E";
      break;
    }
    if (dash == std::string_view::npos)
      break;
    dl.remove_prefix(dash + 1);
  }
  numberGlobals();
  numberMetadata();
}

const FunctionSlots &AsmWriter::slotsOf(const GlobalValue *fn) {
  auto &slot = functionSlots_[fn];
  if (!slot)
    slot = std::make_unique<FunctionSlots>(*fn);
  return *slot;
}

int64_t AsmWriter::globalSlot(const GlobalValue *g) const {
  auto it = globalSlots_.find(g);
  return it == globalSlots_.end() ? g->slot : it->second;
}

int64_t AsmWriter::mdSlot(const MDNode *n) const {
  if (n->slot >= 0)
    return n->slot;
  auto it = freshMD_.find(n);
  return it == freshMD_.end() ? -1 : it->second;
}

/// The order in which the module section prints globals: variables, then aliases and ifuncs,
/// then functions.
static std::vector<const GlobalValue *> globalsInPrintOrder(const Module &m) {
  std::vector<const GlobalValue *> order;
  for (GlobalKind k : {GlobalKind::Variable, GlobalKind::Alias, GlobalKind::IFunc, GlobalKind::Function})
    for (const GlobalValue *g : m.globals)
      if (g->kind == k)
        order.push_back(g);
  return order;
}

void AsmWriter::numberGlobals() {
  // LLVM 19 accepts gaps between `@N` numbers but not a number below an earlier one. Keep the
  // numbers read when they increase in print order (the common case), else renumber them all.
  std::vector<const GlobalValue *> unnamed;
  for (const GlobalValue *g : globalsInPrintOrder(*module_))
    if (g->name.empty())
      unnamed.push_back(g);
  bool increasing = true;
  for (size_t i = 0; i < unnamed.size() && increasing; ++i)
    increasing = unnamed[i]->slot >= 0 && (i == 0 || unnamed[i]->slot > unnamed[i - 1]->slot);
  for (size_t i = 0; i < unnamed.size(); ++i)
    globalSlots_[unnamed[i]] = increasing ? unnamed[i]->slot : static_cast<int64_t>(i);
}

/// Whether a node without a number must get one: LLVM reads `distinct` nodes and specialised
/// nodes other than DIExpression / DIArgList only as `!N` definitions, and named metadata lists
/// only `!N` references.
static bool needsNumber(const MDNode *n, bool inNamed) {
  bool alwaysInline = n->special == "DIExpression" || n->special == "DIArgList";
  if (alwaysInline)
    return false;
  return n->distinct || !n->isTuple() || inNamed;
}

void AsmWriter::visitMetadata(const Metadata *md, bool inNamed, std::vector<const MDNode *> &queue,
                              unsigned depth) {
  if (!md || md->mdKind() != MDKind::Node || depth > 512)
    return;
  const auto *n = static_cast<const MDNode *>(md);
  if (n->slot >= 0) {
    if (numberedMD_.emplace(n->slot, n).second)
      queue.push_back(n);
    return;
  }
  if (freshMD_.count(n))
    return;
  if (needsNumber(n, inNamed)) {
    int64_t slot = nextMDSlot_++;
    freshMD_[n] = slot;
    numberedMD_[slot] = n;
    queue.push_back(n);
    return;
  }
  for (const Metadata *op : n->ops)
    visitMetadata(op, false, queue, depth + 1);
  for (const MDField &f : n->fields)
    visitMetadata(f.md, false, queue, depth + 1);
}

void AsmWriter::visitValueMetadata(const Value *v, std::vector<const MDNode *> &queue) {
  if (const auto *mv = dyn_cast<MetadataValue>(v))
    visitMetadata(mv->md, false, queue, 0);
}

void AsmWriter::numberMetadata() {
  const Module &m = *module_;
  std::vector<const MDNode *> queue;
  for (const auto &[slot, node] : m.numberedMetadata) {
    numberedMD_[slot] = node;
    queue.push_back(node);
    nextMDSlot_ = std::max(nextMDSlot_, slot + 1);
  }
  // Fresh numbers are handed out in the order the module prints the references, so printing
  // the same module twice (or its reparsed output) gives the same numbers.
  auto visitAttachments = [&](const std::vector<MDAttachment> &mds) {
    for (const MDAttachment &a : mds)
      visitMetadata(a.node, false, queue, 0);
  };
  for (const GlobalValue *g : globalsInPrintOrder(m)) {
    visitAttachments(g->metadata);
    for (const BasicBlock *bb : g->blocks) {
      for (const Instruction *inst : bb->insts) {
        for (const DebugRecord &rec : inst->debugRecords)
          for (const Metadata *arg : rec.args)
            visitMetadata(arg, false, queue, 0);
        for (const Value *op : inst->ops)
          visitValueMetadata(op, queue);
        for (const OperandBundle &b : inst->bundles)
          for (const Value *op : b.inputs)
            visitValueMetadata(op, queue);
        visitAttachments(inst->metadata);
      }
    }
  }
  for (const NamedMetadata &nm : m.namedMetadata)
    for (const MDNode *n : nm.ops)
      visitMetadata(n, true, queue, 0);
  for (size_t i = 0; i < queue.size(); ++i) {
    for (const Metadata *op : queue[i]->ops)
      visitMetadata(op, false, queue, 1);
    for (const MDField &f : queue[i]->fields)
      visitMetadata(f.md, false, queue, 1);
  }
}

} // namespace nvsim::printer
