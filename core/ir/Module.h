// Module, globals, functions, arguments and basic blocks.
#pragma once

#include "core/ir/Attributes.h"
#include "core/ir/Constants.h"
#include "core/ir/Instruction.h"
#include "core/ir/Metadata.h"
#include "core/ir/Type.h"
#include "core/ir/Value.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace nvsim::ir {

class GlobalValue;

class Argument : public Value {
public:
  Argument(Type *t, GlobalValue *fn, unsigned index)
      : Value(ValueKind::Argument, t), parent(fn), index(index) {}
  static bool classof(const Value *v) { return v->valueKind() == ValueKind::Argument; }
  GlobalValue *parent;
  unsigned index;
};

/// A basic block. Referenced before it is defined (a forward branch), it exists undefined until then.
class BasicBlock : public Value {
public:
  BasicBlock(Type *labelTy, GlobalValue *fn) : Value(ValueKind::BasicBlock, labelTy), parent(fn) {}
  static bool classof(const Value *v) { return v->valueKind() == ValueKind::BasicBlock; }
  GlobalValue *parent;
  std::vector<Instruction *> insts;
  bool defined = false;
  Instruction *terminator() const {
    return insts.empty() || !insts.back()->isTerminator() ? nullptr : insts.back();
  }
};

enum class Linkage : uint8_t {
  External,
  Private,
  Internal,
  AvailableExternally,
  LinkOnce,
  Weak,
  Common,
  Appending,
  ExternWeak,
  LinkOnceODR,
  WeakODR,
};
std::string_view linkageKeyword(Linkage l);
enum class Visibility : uint8_t { Default, Hidden, Protected };
enum class DLLStorage : uint8_t { Default, Import, Export };
enum class ThreadLocal : uint8_t { NotThreadLocal, GeneralDynamic, LocalDynamic, InitialExec, LocalExec };
enum class UnnamedAddr : uint8_t { None, Local, Global };

enum class GlobalKind : uint8_t { Unresolved, Variable, Function, Alias, IFunc };

/// A global variable, function, alias or ifunc. One class so that a forward reference (`@f` used
/// before it is defined) can be created before its kind is known and filled in place later.
class GlobalValue : public Value {
public:
  GlobalValue(Type *ptrTy) : Value(ValueKind::Global, ptrTy) {}
  static bool classof(const Value *v) { return v->valueKind() == ValueKind::Global; }

  GlobalKind kind = GlobalKind::Unresolved;
  int64_t slot = -1;         ///< `@N` number for unnamed globals
  Type *valueType = nullptr; ///< variable: its contents; function: its function type; alias: aliasee's
  Linkage linkage = Linkage::External;
  Visibility visibility = Visibility::Default;
  DLLStorage dllStorage = DLLStorage::Default;
  ThreadLocal threadLocal = ThreadLocal::NotThreadLocal;
  UnnamedAddr unnamedAddr = UnnamedAddr::None;
  bool dsoLocal = false;
  bool externallyInitialized = false;
  bool isConstantVar = false; ///< `constant` rather than `global`
  unsigned addrSpace = 0;
  uint64_t align = 0;
  std::string section, partition;
  bool hasComdat = false;
  std::string comdat; ///< empty with hasComdat: `comdat` naming itself
  std::vector<MDAttachment> metadata;
  std::vector<std::string> sanitizerFlags; ///< no_sanitize_address, sanitize_memtag, ...
  std::string codeModel;                   ///< `code_model "small"`
  /// Bit 14 of the 16-bit GlobalValue flag word (seed 001, core/passes/Annotations.h): the
  /// function's `!nvvm.annotations` were transplanted. A cache of the string attribute
  /// `nvvm.annotations_transplanted`: the printer writes that attribute whenever the bit is set and
  /// the parser sets the bit from it, so the two survive printing and re-parsing together.
  bool annotationsTransplanted = false;

  // Variables.
  Value *initializer = nullptr; ///< null for a declaration
  AttrSet varAttrs;

  // Functions.
  unsigned callingConv = 0;
  AttrSet fnAttrs, retAttrs;
  std::vector<AttrSet> paramAttrs;
  std::vector<Argument *> args;
  std::vector<BasicBlock *> blocks;
  std::string gc;
  Value *prefix = nullptr, *prologue = nullptr, *personality = nullptr;
  bool hasBody = false;

  // Aliases and ifuncs.
  Value *aliasee = nullptr;

  bool isFunction() const { return kind == GlobalKind::Function; }
  bool isVariable() const { return kind == GlobalKind::Variable; }
  bool isDeclaration() const {
    return (kind == GlobalKind::Function && !hasBody) || (kind == GlobalKind::Variable && !initializer);
  }
  /// `llvm.*` functions are intrinsics.
  bool isIntrinsic() const { return kind == GlobalKind::Function && name.rfind("llvm.", 0) == 0; }
  Type *functionType() const { return kind == GlobalKind::Function ? valueType : nullptr; }
};

struct Comdat {
  std::string name;
  std::string selection = "any"; ///< any, exactmatch, largest, nodeduplicate, samesize
};

/// Calling convention keyword for a numeric id (empty when it prints as `cc N`).
std::string_view callingConvKeyword(unsigned cc);
inline constexpr unsigned kCallingConvPtxKernel = 71;
inline constexpr unsigned kCallingConvPtxDevice = 72;

/// A module owns everything: types, values, metadata.
class Module {
public:
  Module() = default;
  Module(const Module &) = delete;
  Module &operator=(const Module &) = delete;

  TypeContext types;
  std::string sourceFileName;
  bool hasSourceFileName = false;
  std::string dataLayout;
  bool hasDataLayout = false;
  std::string targetTriple;
  bool hasTargetTriple = false;
  std::vector<std::string> moduleAsm;
  /// The dialect the input was written in: typed pointers (`i32*`) or opaque (`ptr`).
  bool typedPointers = false;

  std::vector<GlobalValue *> globals; ///< every global in definition order
  std::map<std::string, GlobalValue *, std::less<>> globalsByName;
  std::map<int64_t, GlobalValue *> numberedGlobals;
  std::vector<Comdat> comdats;
  std::map<unsigned, AttrSet> attrGroups;
  std::vector<NamedMetadata> namedMetadata;
  std::map<int64_t, MDNode *> numberedMetadata;

  GlobalValue *getGlobal(std::string_view name) const;
  GlobalValue *getFunction(std::string_view name) const;
  /// The global named `name`, or a new declaration of a function of type `fnType` under that name
  /// (with its arguments) when there is none. The caller checks the type of one that existed.
  GlobalValue *getOrDeclareFunction(const std::string &name, Type *fnType);
  const NamedMetadata *getNamedMetadata(std::string_view name) const;
  /// Whether `f` carries the string attribute `key`, itself or through one of its attribute groups.
  const Attribute *findFnStringAttr(const GlobalValue &f, std::string_view key) const;
  /// Sets each defined function's transplanted bit from its `nvvm.annotations_transplanted`
  /// attribute (default visibility only, as the pass writes it). The parser calls it last.
  void syncTransplantedBits();

  /// Creates an object owned by the module.
  template <typename T, typename... Args> T *make(Args &&...args) {
    auto p = std::make_unique<T>(std::forward<Args>(args)...);
    T *raw = p.get();
    values_.push_back(std::move(p));
    return raw;
  }
  template <typename T, typename... Args> T *makeMD(Args &&...args) {
    auto p = std::make_unique<T>(std::forward<Args>(args)...);
    T *raw = p.get();
    metadata_.push_back(std::move(p));
    return raw;
  }

  /// Every value and metadata object the module owns, reachable or not (the linker remaps them).
  const std::vector<std::unique_ptr<Value>> &ownedValues() const { return values_; }
  const std::vector<std::unique_ptr<Metadata>> &ownedMetadata() const { return metadata_; }
  /// Takes over every value and metadata object `other` owns. Their types must already be this
  /// module's: types stay with `other`'s TypeContext.
  void adoptObjects(Module &other);

private:
  std::vector<std::unique_ptr<Value>> values_;
  std::vector<std::unique_ptr<Metadata>> metadata_;
};

} // namespace nvsim::ir
