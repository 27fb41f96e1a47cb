// Linking a second module into a first: llvm-link's rules for what NVVM IR uses (libdevice above all).
//
// The source is parsed into its own Module, then its types are rebuilt in the destination's
// TypeContext, every object it owns is remapped (types, and references to globals that resolve to
// the destination's), and the objects move into the destination.
#include "core/Linker.h"

#include "core/DataLayout.h"
#include "core/parser/Parser.h"

#include <set>
#include <unordered_map>

namespace nvsim {

using namespace ir;

namespace {

/// `struct.x` for `struct.x.12`: LLVM's linker numbers clashing type names this way.
std::string_view baseName(std::string_view name) {
  size_t dot = name.rfind('.');
  if (dot == std::string_view::npos || dot + 1 == name.size())
    return name;
  for (size_t i = dot + 1; i < name.size(); ++i)
    if (name[i] < '0' || name[i] > '9')
      return name;
  return name.substr(0, dot);
}

/// Rebuilds source types in the destination's TypeContext. An identified struct reuses the
/// destination's struct of the same name when their shapes agree (or either is opaque); otherwise it
/// becomes a new struct, renamed `%name.0`, ... when the name is taken, as LLVM's IRMover does.
class TypeMapper {
public:
  explicit TypeMapper(TypeContext &dst) : dst_(dst) {}

  Type *map(Type *t) {
    if (!t)
      return nullptr;
    if (auto it = map_.find(t); it != map_.end())
      return it->second;
    Type *r = nullptr;
    switch (t->kind()) {
    case TypeKind::Void: r = dst_.voidTy(); break;
    case TypeKind::Half: r = dst_.halfTy(); break;
    case TypeKind::BFloat: r = dst_.bfloatTy(); break;
    case TypeKind::Float: r = dst_.floatTy(); break;
    case TypeKind::Double: r = dst_.doubleTy(); break;
    case TypeKind::FP128: r = dst_.fp128Ty(); break;
    case TypeKind::X86FP80: r = dst_.x86fp80Ty(); break;
    case TypeKind::PPCFP128: r = dst_.ppcfp128Ty(); break;
    case TypeKind::X86MMX: r = dst_.x86mmxTy(); break;
    case TypeKind::X86AMX: r = dst_.x86amxTy(); break;
    case TypeKind::Label: r = dst_.labelTy(); break;
    case TypeKind::Metadata: r = dst_.metadataTy(); break;
    case TypeKind::Token: r = dst_.tokenTy(); break;
    case TypeKind::Integer: r = dst_.intTy(t->intWidth()); break;
    case TypeKind::Pointer: r = dst_.pointerTy(t->addrSpace(), map(t->pointee())); break;
    case TypeKind::Function:
      r = dst_.functionTy(map(t->returnType()), mapAll(t->members()), t->isVarArg());
      break;
    case TypeKind::Struct:
      if (t->isNamedStruct())
        return mapIdentified(t);
      r = dst_.literalStructTy(mapAll(t->members()), t->isPacked());
      break;
    case TypeKind::Array: r = dst_.arrayTy(map(t->element()), t->count()); break;
    case TypeKind::FixedVector:
    case TypeKind::ScalableVector:
      r = dst_.vectorTy(map(t->element()), t->count(), t->kind() == TypeKind::ScalableVector);
      break;
    case TypeKind::TargetExt: r = dst_.targetExtTy(t->name(), mapAll(t->members()), t->intParams()); break;
    }
    map_[t] = r;
    return r;
  }

private:
  std::vector<Type *> mapAll(const std::vector<Type *> &ts) {
    std::vector<Type *> out;
    out.reserve(ts.size());
    for (Type *t : ts)
      out.push_back(map(t));
    return out;
  }

  Type *mapIdentified(Type *s) {
    Type *d = s->isNumberedStruct() ? nullptr : dst_.lookupNamedStruct(s->name());
    bool reuse = false;
    if (d) {
      assumed_.clear();
      reuse = !s->hasBody() || !d->hasBody() || isomorphic(s, d);
    }
    if (reuse) {
      map_[s] = d;
      if (s->hasBody() && !d->hasBody())
        d->setBody(mapAll(s->members()), s->isPacked()); // the destination only declared it
      return d;
    }
    Type *n = s->isNumberedStruct() ? dst_.createNumberedStruct() : dst_.createNamedStruct(s->name());
    map_[s] = n; // NOTE: before the members, which may refer back to it
    if (s->hasBody())
      n->setBody(mapAll(s->members()), s->isPacked());
    return n;
  }

  bool sameMembers(const Type *s, const Type *d) {
    if (s->members().size() != d->members().size())
      return false;
    for (size_t i = 0; i < s->members().size(); ++i)
      if (!isomorphic(s->members()[i], d->members()[i]))
        return false;
    return true;
  }

  /// Whether source type `s` has the shape of destination type `d`. Identified structs inside
  /// must already map to each other, or have the same name up to a `.N` suffix and agree in turn.
  bool isomorphic(const Type *s, const Type *d) {
    if (s->kind() != d->kind())
      return false;
    if (auto it = map_.find(s); it != map_.end())
      return it->second == d;
    switch (s->kind()) {
    case TypeKind::Integer: return s->intWidth() == d->intWidth();
    case TypeKind::Pointer:
      return s->addrSpace() == d->addrSpace() && !s->pointee() == !d->pointee() &&
             (!s->pointee() || isomorphic(s->pointee(), d->pointee()));
    case TypeKind::Array:
    case TypeKind::FixedVector:
    case TypeKind::ScalableVector: return s->count() == d->count() && isomorphic(s->element(), d->element());
    case TypeKind::Function:
      return s->isVarArg() == d->isVarArg() && isomorphic(s->returnType(), d->returnType()) &&
             sameMembers(s, d);
    case TypeKind::TargetExt:
      return s->name() == d->name() && s->intParams() == d->intParams() && sameMembers(s, d);
    case TypeKind::Struct:
      if (s->isNamedStruct() != d->isNamedStruct())
        return false;
      if (s->isNamedStruct()) {
        if (s->isNumberedStruct() != d->isNumberedStruct() ||
            (!s->isNumberedStruct() && baseName(s->name()) != baseName(d->name())))
          return false;
        if (!assumed_.insert({s, d}).second || !s->hasBody() || !d->hasBody())
          return true; // already being compared (a recursive type), or opaque on one side
      }
      return s->isPacked() == d->isPacked() && sameMembers(s, d);
    default: return true; // the other kinds have no parameters
    }
  }

  TypeContext &dst_;
  std::unordered_map<const Type *, Type *> map_;
  std::set<std::pair<const Type *, const Type *>> assumed_; ///< pairs under comparison
};

bool isLocal(Linkage l) { return l == Linkage::Private || l == Linkage::Internal; }

/// Definitions that give way to another definition of the same name.
bool givesWay(Linkage l) {
  switch (l) {
  case Linkage::AvailableExternally:
  case Linkage::LinkOnce:
  case Linkage::LinkOnceODR:
  case Linkage::Weak:
  case Linkage::WeakODR:
  case Linkage::Common:
  case Linkage::ExternWeak: return true;
  default: return false;
  }
}

std::string_view kindWord(const GlobalValue &g) {
  switch (g.kind) {
  case GlobalKind::Function: return "function";
  case GlobalKind::Variable: return "variable";
  case GlobalKind::Alias: return "alias";
  case GlobalKind::IFunc: return "ifunc";
  default: return "global";
  }
}

bool sameAttribute(const Attribute &a, const Attribute &b) {
  return a.kind == b.kind && a.intValue == b.intValue && a.hasInt == b.hasInt && a.type == b.type &&
         a.key == b.key && a.value == b.value && a.hasValue == b.hasValue;
}

bool sameAttrSet(const AttrSet &a, const AttrSet &b) {
  if (a.groups != b.groups || a.attrs.size() != b.attrs.size())
    return false;
  for (size_t i = 0; i < a.attrs.size(); ++i)
    if (!sameAttribute(a.attrs[i], b.attrs[i]))
      return false;
  return true;
}

/// Whether two metadata operands are the same leaf: one node, equal strings, or equal constants.
bool sameLeaf(const Metadata *a, const Metadata *b) {
  if (a == b)
    return true;
  if (!a || !b || a->mdKind() != b->mdKind())
    return false;
  if (a->mdKind() == MDKind::String)
    return static_cast<const MDString *>(a)->str == static_cast<const MDString *>(b)->str;
  if (a->mdKind() != MDKind::Value)
    return false;
  const Value *va = static_cast<const ValueAsMetadata *>(a)->value;
  const Value *vb = static_cast<const ValueAsMetadata *>(b)->value;
  if (va == vb)
    return true;
  auto *ca = dyn_cast<ConstantInt>(va);
  auto *cb = dyn_cast<ConstantInt>(vb);
  return ca && cb && ca->type == cb->type && ca->value == cb->value;
}

/// Tuples with the same leaves (`!{!"clang version ..."}`, `!{i32 2, i32 0}`) are one entry.
bool sameTuple(const MDNode *a, const MDNode *b) {
  if (a == b)
    return true;
  if (!a->isTuple() || !b->isTuple() || a->distinct || b->distinct || a->ops.size() != b->ops.size())
    return false;
  for (size_t i = 0; i < a->ops.size(); ++i)
    if (!sameLeaf(a->ops[i], b->ops[i]))
      return false;
  return true;
}

/// The key of a `!{i32 behavior, !"key", value}` module flag, or empty.
std::string_view moduleFlagKey(const MDNode *flag) {
  if (!flag || flag->ops.size() < 2 || !flag->ops[1] || flag->ops[1]->mdKind() != MDKind::String)
    return {};
  return static_cast<const MDString *>(flag->ops[1])->str;
}

class ModuleLinker {
public:
  ModuleLinker(Module &dst, Module &src, DiagEngine &diags)
      : dst_(dst), src_(src), diags_(diags), types_(dst.types) {}

  bool run() {
    // Every error is found before the destination changes.
    if (!planGlobals())
      return false;
    linkHeader();
    linkAttrGroups();
    remapSource();
    linkGlobals();
    linkMetadata();
    for (const Comdat &c : src_.comdats) {
      bool known = false;
      for (const Comdat &d : dst_.comdats)
        known = known || d.name == c.name;
      if (!known)
        dst_.comdats.push_back(c);
    }
    dst_.adoptObjects(src_);
    return true;
  }

private:
  enum class Action : uint8_t { Add, UseDst, Replace, Append };
  struct Plan {
    GlobalValue *src;
    GlobalValue *dst; ///< the destination global of the same name, if any
    Action action;
  };

  template <typename... Args> bool error(DiagId id, const GlobalValue &at, Args &&...args) {
    diags_.report(id, at.loc, std::forward<Args>(args)...);
    return false;
  }

  /// Decides, for each source global, what becomes of it; reports conflicts.
  bool planGlobals() {
    for (GlobalValue *s : src_.globals) {
      GlobalValue *d = s->name.empty() ? nullptr : dst_.getGlobal(s->name);
      if (!d || isLocal(s->linkage) || isLocal(d->linkage)) {
        plans_.push_back({s, d, Action::Add});
        continue;
      }
      bool fnVsVar = (s->isFunction() && d->isVariable()) || (s->isVariable() && d->isFunction());
      if (fnVsVar)
        return error(DiagId::LinkKindMismatch, *s, s->name, kindWord(*s), kindWord(*d));
      if (s->addrSpace != d->addrSpace)
        return error(DiagId::LinkAddrSpaceMismatch, *s, s->name, s->addrSpace, d->addrSpace);
      if (s->linkage == Linkage::Appending || d->linkage == Linkage::Appending) {
        if (!canAppend(*s, *d))
          return error(DiagId::LinkAppendingMismatch, *s, s->name);
        plans_.push_back({s, d, Action::Append});
        continue;
      }
      Action a = Action::UseDst;
      if (s->isDeclaration())
        a = Action::UseDst;
      else if (d->isDeclaration())
        a = Action::Replace;
      else if (givesWay(s->linkage))
        a = Action::UseDst;
      else if (givesWay(d->linkage))
        a = Action::Replace;
      else
        return error(DiagId::LinkDuplicateDefinition, *s, s->name);
      plans_.push_back({s, d, a});
    }
    for (const Plan &p : plans_)
      if (p.action != Action::Add)
        valueMap_[p.src] = p.dst;
    return true;
  }

  static bool arrayInit(const GlobalValue &g) {
    return g.valueType && g.valueType->isArray() &&
           (isa<ConstantAggregate>(g.initializer) ||
            (g.initializer && g.initializer->valueKind() == ValueKind::ConstZero &&
             g.valueType->count() == 0));
  }
  static bool canAppend(const GlobalValue &s, const GlobalValue &d) {
    return s.linkage == Linkage::Appending && d.linkage == Linkage::Appending && arrayInit(s) &&
           arrayInit(d) && typeToString(s.valueType->element()) == typeToString(d.valueType->element());
  }

  void linkHeader() {
    if (src_.hasDataLayout && !src_.dataLayout.empty()) {
      if (!dst_.hasDataLayout || dst_.dataLayout.empty()) {
        dst_.dataLayout = src_.dataLayout;
        dst_.hasDataLayout = true;
      } else if (dst_.dataLayout != src_.dataLayout) {
        // libdevice's layout string differs from a kernel's in details that do not matter; a
        // different pointer size does.
        auto a = DataLayout::parse(dst_.dataLayout, nullptr), b = DataLayout::parse(src_.dataLayout, nullptr);
        if (!a || !b || a->pointerSizeBits(0) != b->pointerSizeBits(0))
          diags_.report(DiagId::LinkDataLayoutMismatch, kNoLoc, src_.dataLayout, dst_.dataLayout);
      }
    }
    if (src_.hasTargetTriple && !src_.targetTriple.empty()) {
      if (!dst_.hasTargetTriple || dst_.targetTriple.empty()) {
        dst_.targetTriple = src_.targetTriple;
        dst_.hasTargetTriple = true;
      } else {
        // `nvptx64-nvidia-gpulibs` (libdevice) links into `nvptx64-nvidia-cuda`: compare the arch.
        auto arch = [](std::string_view t) { return t.substr(0, t.find('-')); };
        if (arch(dst_.targetTriple) != arch(src_.targetTriple))
          diags_.report(DiagId::LinkTripleMismatch, kNoLoc, src_.targetTriple, dst_.targetTriple);
      }
    }
    dst_.moduleAsm.insert(dst_.moduleAsm.end(), src_.moduleAsm.begin(), src_.moduleAsm.end());
  }

  /// Source groups get numbers after the destination's, or the number of an identical group.
  void linkAttrGroups() {
    nextGroup_ = dst_.attrGroups.empty() ? 0 : dst_.attrGroups.rbegin()->first + 1;
    for (auto &[id, set] : src_.attrGroups) {
      AttrSet mapped = set;
      for (Attribute &a : mapped.attrs)
        a.type = types_.map(a.type);
      unsigned target = nextGroup_;
      for (const auto &[did, dset] : dst_.attrGroups)
        if (sameAttrSet(dset, mapped)) {
          target = did;
          break;
        }
      if (target == nextGroup_)
        dst_.attrGroups[nextGroup_++] = std::move(mapped);
      groupMap_[id] = target;
    }
  }

  unsigned mapGroup(unsigned id) {
    auto it = groupMap_.find(id);
    if (it != groupMap_.end())
      return it->second;
    // A reference to a group the source never defined: an empty group, as llvm-as reads it.
    unsigned target = nextGroup_++;
    dst_.attrGroups[target] = AttrSet{};
    groupMap_[id] = target;
    return target;
  }

  void remapAttrs(AttrSet &set) {
    for (Attribute &a : set.attrs)
      a.type = types_.map(a.type);
    for (unsigned &g : set.groups)
      g = mapGroup(g);
  }

  Value *mapValue(Value *v) const {
    auto it = valueMap_.find(v);
    return it == valueMap_.end() ? v : it->second;
  }

  /// Rewrites every object the source owns to the destination's types and globals.
  void remapSource() {
    for (const auto &owned : src_.ownedValues())
      remapValue(*owned);
    for (const auto &md : src_.ownedMetadata()) {
      if (md->mdKind() == MDKind::Value) {
        auto *vm = static_cast<ValueAsMetadata *>(md.get());
        vm->value = mapValue(vm->value);
      } else if (md->mdKind() == MDKind::Node) {
        static_cast<MDNode *>(md.get())->loc = kNoLoc;
      }
    }
  }

  void remapValue(Value &v) {
    v.type = types_.map(v.type);
    v.loc = kNoLoc; // an offset into the source's text, which the destination's diagnostics do not show
    switch (v.valueKind()) {
    case ValueKind::Global: {
      auto &g = *cast<GlobalValue>(&v);
      g.valueType = types_.map(g.valueType);
      for (Value **p : {&g.initializer, &g.aliasee, &g.prefix, &g.prologue, &g.personality})
        *p = *p ? mapValue(*p) : nullptr;
      remapAttrs(g.varAttrs);
      remapAttrs(g.fnAttrs);
      remapAttrs(g.retAttrs);
      for (AttrSet &s : g.paramAttrs)
        remapAttrs(s);
      break;
    }
    case ValueKind::Instruction: {
      auto &i = *cast<Instruction>(&v);
      for (Value *&op : i.ops)
        op = op ? mapValue(op) : nullptr;
      i.auxType = types_.map(i.auxType);
      remapAttrs(i.fnAttrs);
      remapAttrs(i.retAttrs);
      for (AttrSet &s : i.argAttrs)
        remapAttrs(s);
      for (OperandBundle &b : i.bundles)
        for (Value *&in : b.inputs)
          in = mapValue(in);
      for (DebugRecord &r : i.debugRecords)
        r.loc = kNoLoc;
      break;
    }
    case ValueKind::ConstExpr: {
      auto &ce = *cast<ConstantExpr>(&v);
      ce.sourceType = types_.map(ce.sourceType);
      for (Value *&op : ce.ops)
        op = mapValue(op);
      break;
    }
    case ValueKind::ConstAggregate:
      for (Value *&e : cast<ConstantAggregate>(&v)->elems)
        e = mapValue(e);
      break;
    case ValueKind::BlockAddress: {
      auto &ba = *cast<BlockAddress>(&v);
      ba.function = mapValue(ba.function);
      break;
    }
    case ValueKind::DSOLocalEquivalent:
    case ValueKind::NoCFI: {
      auto &w = *cast<ConstantWrapper>(&v);
      w.global = mapValue(w.global);
      break;
    }
    case ValueKind::InlineAsm: {
      auto &ia = *cast<InlineAsm>(&v);
      ia.functionType = types_.map(ia.functionType);
      break;
    }
    default: break;
    }
  }

  bool nameTaken(const std::string &name) const {
    return dst_.globalsByName.count(name) != 0 || src_.globalsByName.count(name) != 0;
  }
  std::string uniqueName(const std::string &base) const {
    for (unsigned n = 1;; ++n)
      if (std::string name = fmt::format("{}.{}", base, n); !nameTaken(name))
        return name;
  }

  void addGlobal(GlobalValue *g) {
    dst_.globals.push_back(g);
    if (g->name.empty()) {
      g->slot = dst_.numberedGlobals.empty() ? 0 : dst_.numberedGlobals.rbegin()->first + 1;
      dst_.numberedGlobals[g->slot] = g;
    } else {
      dst_.globalsByName[g->name] = g;
    }
  }

  void linkGlobals() {
    for (const Plan &p : plans_) {
      GlobalValue *s = p.src, *d = p.dst;
      switch (p.action) {
      case Action::Add:
        if (d && isLocal(d->linkage) && !isLocal(s->linkage)) {
          // The destination's local gives its name to the source's external global.
          dst_.globalsByName.erase(d->name);
          d->name = uniqueName(d->name);
          dst_.globalsByName[d->name] = d;
        } else if (d) {
          s->name = uniqueName(s->name);
        }
        addGlobal(s);
        break;
      case Action::UseDst: break;
      case Action::Replace: {
        // Uses in the destination hold `d`: it takes the definition's contents.
        std::string name = d->name;
        int64_t slot = d->slot;
        *d = *s;
        d->name = std::move(name);
        d->slot = slot;
        for (Argument *a : d->args)
          a->parent = d;
        for (BasicBlock *bb : d->blocks)
          bb->parent = d;
        break;
      }
      case Action::Append: {
        std::vector<Value *> elems;
        for (const GlobalValue *g : {d, s})
          if (auto *agg = dyn_cast<ConstantAggregate>(g->initializer))
            elems.insert(elems.end(), agg->elems.begin(), agg->elems.end());
        Type *arrayTy = dst_.types.arrayTy(d->valueType->element(), elems.size());
        d->initializer = dst_.make<ConstantAggregate>(arrayTy, std::move(elems));
        d->valueType = arrayTy;
        break;
      }
      }
    }
  }

  void linkMetadata() {
    int64_t base = dst_.numberedMetadata.empty() ? 0 : dst_.numberedMetadata.rbegin()->first + 1;
    for (auto &[slot, node] : src_.numberedMetadata) {
      node->slot = slot + base;
      dst_.numberedMetadata[node->slot] = node;
    }
    for (NamedMetadata &nm : src_.namedMetadata) {
      NamedMetadata *into = nullptr;
      for (NamedMetadata &d : dst_.namedMetadata)
        if (d.name == nm.name)
          into = &d;
      if (!into) {
        dst_.namedMetadata.push_back(nm);
        continue;
      }
      bool flags = nm.name == "llvm.module.flags";
      for (MDNode *op : nm.ops) {
        bool listed = false;
        for (const MDNode *have : into->ops)
          listed = listed || (flags ? !moduleFlagKey(op).empty() && moduleFlagKey(op) == moduleFlagKey(have)
                                    : sameTuple(op, have));
        if (!listed)
          into->ops.push_back(op);
      }
    }
  }

  Module &dst_;
  Module &src_;
  DiagEngine &diags_;
  TypeMapper types_;
  std::vector<Plan> plans_;
  std::unordered_map<const Value *, Value *> valueMap_; ///< source globals that resolve to others
  std::map<unsigned, unsigned> groupMap_;
  unsigned nextGroup_ = 0;
};

} // namespace

bool linkModules(Module &dst, std::unique_ptr<Module> src, DiagEngine &diags) {
  if (!src)
    return false;
  ModuleLinker linker(dst, *src, diags);
  return linker.run();
}

bool linkModules(Module &dst, const SourceFile &srcText, DiagEngine &diags) {
  std::unique_ptr<Module> src = parseAssembly(srcText, diags);
  return src && linkModules(dst, std::move(src), diags);
}

} // namespace nvsim
