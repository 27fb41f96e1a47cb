// NVVM IR 2.0: module layout, globals, function headers, attributes, kernel annotations, metadata.
#include "core/ir/AsmNames.h"
#include "core/printer/AsmWriter.h"
#include "core/printer/Nvvm7Writer.h"
#include "core/printer/Printer.h"

#include <fmt/format.h>

#include <set>

namespace nvsim {

namespace printer {

using namespace ir;

// The data layouts NVVM IR accepts (NVVM IR specification, "Data Layout").
constexpr std::string_view kLayout64 =
    "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-"
    "f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64";
constexpr std::string_view kLayout32 =
    "e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-"
    "f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64";

static std::string quotedText(std::string_view s) { return fmt::format("\"{}\"", escapeAsmString(s)); }

static std::string globalName(const GlobalValue &g) {
  return g.name.empty() ? fmt::format("@{}", g.slot) : asmName('@', g.name);
}

Nvvm7Writer::Nvvm7Writer(const Module &m) : m_(m) {
  const bool layout32 =
      m.hasDataLayout && (m.dataLayout.find("p:32") != std::string::npos || m.dataLayout.find("-p3:32") == 0);
  const bool triple32 = m.hasTargetTriple && m.targetTriple.rfind("nvptx-", 0) == 0;
  is64_ = !(layout32 || triple32);
}

Nvvm7Writer::~Nvvm7Writer() = default;

void Nvvm7Writer::unsupported(const Instruction *inst, const std::string &why) const {
  std::string where = fn_ ? globalName(*fn_) : std::string("module");
  if (inst)
    where += ": " + printInstruction(*inst);
  throw Nvvm7Unsupported(where + ": " + why);
}

void Nvvm7Writer::writeHeader(std::string &out) {
  out += fmt::format("target datalayout = \"{}\"\n", is64_ ? kLayout64 : kLayout32);
  out += fmt::format("target triple = \"{}\"\n", is64_ ? "nvptx64-nvidia-cuda" : "nvptx-nvidia-cuda");
  for (const std::string &line : m_.moduleAsm)
    out += "module asm " + quotedText(line) + "\n";
}

std::vector<const Attribute *> Nvvm7Writer::resolve(const AttrSet &set) const {
  std::vector<const Attribute *> all;
  for (const Attribute &a : set.attrs)
    all.push_back(&a);
  for (unsigned g : set.groups)
    if (auto it = m_.attrGroups.find(g); it != m_.attrGroups.end())
      for (const Attribute &a : it->second.attrs)
        all.push_back(&a);
  return all;
}

/// LLVM 7 spelling of LLVM 19's `memory(...)`, where one exists exactly.
static std::string memoryAttr(const std::string &effects) {
  if (effects == "none")
    return "readnone";
  if (effects == "read")
    return "readonly";
  if (effects == "write")
    return "writeonly";
  if (effects == "argmem: readwrite")
    return "argmemonly";
  if (effects == "argmem: read")
    return "readonly argmemonly";
  if (effects == "inaccessiblemem: readwrite")
    return "inaccessiblememonly";
  if (effects == "argmem: readwrite, inaccessiblemem: readwrite")
    return "inaccessiblemem_or_argmemonly";
  return {};
}

std::string Nvvm7Writer::attributes(const AttrSet &set, bool function) const {
  std::string s;
  std::set<std::string> seen;
  auto add = [&](const std::string &text) {
    if (!text.empty() && seen.insert(text).second)
      s += " " + text;
  };
  for (const Attribute *a : resolve(set)) {
    switch (a->kind) {
    // Attributes LLVM 7 reads with the same meaning.
    case AttrKind::AlwaysInline:
    case AttrKind::InlineHint:
    case AttrKind::NoInline:
    case AttrKind::NoReturn:
    case AttrKind::NoUnwind:
    case AttrKind::OptimizeForSize:
    case AttrKind::ReadNone:
    case AttrKind::ReadOnly:
    case AttrKind::WriteOnly:
    case AttrKind::Convergent:
    case AttrKind::Cold:
    case AttrKind::NoRecurse:
    case AttrKind::NoDuplicate:
    case AttrKind::NoAlias:
    case AttrKind::NoCapture:
    case AttrKind::NonNull:
    case AttrKind::Returned:
    case AttrKind::SExt:
    case AttrKind::ZExt:
    case AttrKind::InReg: add(std::string(attrKeyword(a->kind))); break;
    case AttrKind::ArgMemOnly:
    case AttrKind::InaccessibleMemOnly:
    case AttrKind::InaccessibleMemOrArgMemOnly:
      if (function)
        add(std::string(attrKeyword(a->kind)));
      break;
    case AttrKind::Align:
    case AttrKind::Dereferenceable:
    case AttrKind::DereferenceableOrNull:
      if (a->hasInt && !function)
        add(fmt::format("{}{}{}{}", attrKeyword(a->kind), a->kind == AttrKind::Align ? " " : "(", a->intValue,
                        a->kind == AttrKind::Align ? "" : ")"));
      break;
    // LLVM 7's byval and sret have no type: the parameter's typed pointer carries it.
    case AttrKind::ByVal: add("byval"); break;
    case AttrKind::StructRet: add("sret"); break;
    case AttrKind::Memory:
      if (function)
        add(memoryAttr(a->value));
      break;
    // Everything else (noundef, nofree, nosync, willreturn, mustprogress, range, string
    // attributes, ...) is newer than LLVM 7 or meaningless to libNVVM; dropping an attribute
    // only takes away a promise, never changes what the code does.
    default: break;
    }
  }
  return s;
}

void Nvvm7Writer::writeGlobalVariable(std::string &out, const GlobalValue &g) {
  out += globalName(g) + " = ";
  if (!g.initializer && g.linkage == Linkage::External)
    out += "external ";
  std::string_view linkage = linkageKeyword(g.linkage);
  if (!linkage.empty())
    out += std::string(linkage) + " ";
  if (g.visibility == Visibility::Hidden)
    out += "hidden ";
  else if (g.visibility == Visibility::Protected)
    out += "protected ";
  if (g.threadLocal != ThreadLocal::NotThreadLocal)
    throw Nvvm7Unsupported(globalName(g) + ": thread_local variables do not exist in NVVM IR");
  if (g.unnamedAddr == UnnamedAddr::Global)
    out += "unnamed_addr ";
  else if (g.unnamedAddr == UnnamedAddr::Local)
    out += "local_unnamed_addr ";
  if (g.addrSpace)
    out += fmt::format("addrspace({}) ", g.addrSpace);
  if (g.externallyInitialized)
    out += "externally_initialized ";
  out += g.isConstantVar ? "constant " : "global ";
  out += type(g.valueType);
  if (g.initializer)
    out += " " + value(g.initializer);
  if (!g.section.empty())
    out += ", section " + quotedText(g.section);
  if (g.align)
    out += fmt::format(", align {}", g.align);
  out += '\n';
}

void Nvvm7Writer::writeFunction(std::string &out, const GlobalValue &f) {
  fn_ = &f;
  const bool intrinsic = f.isIntrinsic();
  if (intrinsic && intrinsicVanishes(f))
    return;
  const bool definition = f.hasBody;
  out += definition ? "define " : "declare ";
  std::string_view linkage = linkageKeyword(f.linkage);
  if (!linkage.empty())
    out += std::string(linkage) + " ";
  if (f.visibility == Visibility::Hidden)
    out += "hidden ";
  else if (f.visibility == Visibility::Protected)
    out += "protected ";
  // ptx_kernel / ptx_device: NVVM IR marks kernels with `!nvvm.annotations` instead.
  if (f.callingConv && f.callingConv != kCallingConvPtxKernel && f.callingConv != kCallingConvPtxDevice)
    out += fmt::format("cc {} ", f.callingConv);
  const Type *fty = f.functionType();
  if (std::string ret = intrinsic ? "" : attributes(f.retAttrs, false); !ret.empty())
    out += ret.substr(1) + " ";
  out += type(fty->returnType()) + " ";
  IntrinsicSig sig;
  if (intrinsic)
    sig = intrinsicSig(f);
  out += intrinsic ? asmName('@', sig.name) : globalName(f);
  if (intrinsic)
    declared_.insert(sig.name);
  out += '(';
  std::vector<std::string> entryCasts;
  for (size_t i = 0; i < fty->members().size(); ++i) {
    if (i)
      out += ", ";
    const Type *pt = fty->members()[i];
    std::string pointee;
    const AttrSet *attrs = i < f.paramAttrs.size() ? &f.paramAttrs[i] : nullptr;
    if (attrs && pt->isPointer())
      for (const Attribute *a : resolve(*attrs))
        if ((a->kind == AttrKind::ByVal || a->kind == AttrKind::StructRet) && a->type)
          pointee = type(a->type);
    if (intrinsic && i < sig.pointees.size() && !sig.pointees[i].empty())
      pointee = sig.pointees[i];
    out += pointee.empty() ? type(pt) : pointerTo(pointee, pt->addrSpace());
    if (attrs && !intrinsic)
      out += attributes(*attrs, false);
    if (definition && i < f.args.size()) {
      const Argument *arg = f.args[i];
      std::string name = localName(arg);
      if (!pointee.empty() && pointee != "i8") {
        // The body uses the argument as `i8*`: it arrives under a fresh name and is cast at entry.
        std::string incoming = fresh();
        entryCasts.push_back(fmt::format("  {} = bitcast {} {} to {}", name,
                                         pointerTo(pointee, pt->addrSpace()), incoming, type(pt)));
        name = incoming;
      }
      out += " " + name;
    }
  }
  if (fty->isVarArg())
    out += fty->members().empty() ? "..." : ", ...";
  out += ')';
  if (f.unnamedAddr == UnnamedAddr::Global)
    out += " unnamed_addr";
  else if (f.unnamedAddr == UnnamedAddr::Local)
    out += " local_unnamed_addr";
  if (!intrinsic)
    out += attributes(f.fnAttrs, true);
  if (!f.section.empty())
    out += ", section " + quotedText(f.section);
  if (f.align)
    out += fmt::format(" align {}", f.align);
  if (!definition) {
    out += '\n';
    return;
  }
  out += " {\n";
  bool first = true;
  for (const BasicBlock *bb : f.blocks) {
    if (!first)
      out += '\n';
    out += localName(bb).substr(1) + ":\n";
    if (first)
      for (const std::string &line : entryCasts)
        out += line + "\n";
    first = false;
    for (const Instruction *inst : bb->insts) {
      body_.clear();
      writeInstruction(*inst);
      for (const std::string &line : body_)
        out += line + "\n";
    }
  }
  out += "}\n";
}

namespace {

/// One `!{@f, !"key", i32 v}` entry of `!nvvm.annotations`.
struct Annotation {
  const GlobalValue *fn;
  std::string key;
  uint64_t value;
};

} // namespace

/// The annotations the transplant pass moved into `nvvm.*` attributes, and the kernel mark of
/// `ptx_kernel` functions, as `!nvvm.annotations` entries again.
static std::vector<Annotation> annotationsFromAttributes(const Module &m) {
  std::vector<Annotation> out;
  for (const GlobalValue *f : m.globals) {
    if (!f->isFunction() || !f->hasBody)
      continue;
    if (f->callingConv == kCallingConvPtxKernel || m.findFnStringAttr(*f, "nvvm.kernel"))
      out.push_back({f, "kernel", 1});
    auto dims = [&](const char *attr, const char *key) {
      const Attribute *a = m.findFnStringAttr(*f, attr);
      if (!a)
        return;
      unsigned long long d[3] = {1, 1, 1};
      if (std::sscanf(a->value.c_str(), "%llu,%llu,%llu", &d[0], &d[1], &d[2]) < 1)
        return;
      for (int i = 0; i < 3; ++i)
        out.push_back({f, fmt::format("{}{}", key, "xyz"[i]), d[i]});
    };
    dims("nvvm.maxntid", "maxntid");
    dims("nvvm.reqntid", "reqntid");
    for (const char *key : {"minctasm", "maxnreg"})
      if (const Attribute *a = m.findFnStringAttr(*f, std::string("nvvm.") + key))
        out.push_back({f, key, std::strtoull(a->value.c_str(), nullptr, 10)});
  }
  return out;
}

void Nvvm7Writer::writeMetadataSection(std::string &out) {
  fn_ = nullptr;
  slots_.reset();
  std::vector<std::string> annotations;
  std::set<std::pair<const GlobalValue *, std::string>> present;
  if (const NamedMetadata *nm = m_.getNamedMetadata("nvvm.annotations")) {
    for (const MDNode *n : nm->ops) {
      std::string ref;
      if (!metadata(ref, n))
        continue;
      annotations.push_back(ref);
      if (n->ops.size() >= 2 && n->ops[0] && n->ops[0]->mdKind() == MDKind::Value && n->ops[1] &&
          n->ops[1]->mdKind() == MDKind::String)
        if (const auto *g = dyn_cast<GlobalValue>(static_cast<const ValueAsMetadata *>(n->ops[0])->value))
          present.insert({g, static_cast<const MDString *>(n->ops[1])->str});
    }
  }
  for (const Annotation &a : annotationsFromAttributes(m_)) {
    if (present.count({a.fn, a.key}))
      continue;
    present.insert({a.fn, a.key});
    int64_t num = int64_t(mdLines_.size());
    mdLines_.push_back(fmt::format("!{} = !{{{} {}, !\"{}\", i32 {}}}", num, globalType(*a.fn),
                                   globalName(*a.fn), a.key, a.value));
    annotations.push_back(fmt::format("!{}", num));
  }
  // Module flags LLVM 7 understands; the debug-info ones go with the debug info.
  std::vector<std::string> flags;
  if (const NamedMetadata *nm = m_.getNamedMetadata("llvm.module.flags")) {
    for (const MDNode *n : nm->ops) {
      if (n->ops.size() != 3 || !n->ops[1] || n->ops[1]->mdKind() != MDKind::String)
        continue;
      const std::string &key = static_cast<const MDString *>(n->ops[1])->str;
      if (key.find("Debug") != std::string::npos || key.find("Dwarf") != std::string::npos)
        continue;
      const auto *behaviour =
          n->ops[0] && n->ops[0]->mdKind() == MDKind::Value
              ? dyn_cast<ConstantInt>(static_cast<const ValueAsMetadata *>(n->ops[0])->value)
              : nullptr;
      if (!behaviour || behaviour->zext() < 1 || behaviour->zext() > 7)
        continue;
      std::string ref;
      if (metadata(ref, n))
        flags.push_back(ref);
    }
  }
  int64_t version = int64_t(mdLines_.size());
  mdLines_.push_back(fmt::format("!{} = !{{i32 2, i32 0}}", version));

  auto named = [&](const char *name, const std::vector<std::string> &refs) {
    if (refs.empty())
      return;
    out += fmt::format("!{} = !{{", name);
    for (size_t i = 0; i < refs.size(); ++i)
      out += (i ? ", " : "") + refs[i];
    out += "}\n";
  };
  out += '\n';
  named("nvvm.annotations", annotations);
  named("llvm.module.flags", flags);
  named("nvvmir.version", {fmt::format("!{}", version)});
  out += '\n';
  for (const std::string &line : mdLines_)
    out += line + "\n";
}

std::string Nvvm7Writer::write() {
  std::string out;
  writeHeader(out);
  const auto &structs = m_.types.namedStructs();
  if (!structs.empty())
    out += '\n';
  for (const Type *t : structs) {
    out += type(t) + " = type ";
    if (!t->hasBody())
      out += "opaque\n";
    else
      out += (t->members().empty() ? std::string(t->isPacked() ? "<{}>" : "{}")
                                   : (t->isPacked() ? "<{ " : "{ ") +
                                         [&] {
                                           std::string s;
                                           for (size_t i = 0; i < t->members().size(); ++i)
                                             s += (i ? ", " : "") + type(t->members()[i]);
                                           return s;
                                         }() +
                                         (t->isPacked() ? " }>" : " }")) +
             "\n";
  }
  bool firstGlobal = true;
  for (const GlobalValue *g : m_.globals) {
    if (g->kind == GlobalKind::Alias || g->kind == GlobalKind::IFunc)
      throw Nvvm7Unsupported(globalName(*g) + ": NVVM IR has no aliases or ifuncs");
    if (!g->isVariable())
      continue;
    if (firstGlobal)
      out += '\n';
    firstGlobal = false;
    writeGlobalVariable(out, *g);
  }
  for (const GlobalValue *g : m_.globals) {
    if (!g->isFunction())
      continue;
    if (g->isIntrinsic() && g->name.rfind("llvm.dbg.", 0) == 0)
      continue;
    slots_ = std::make_unique<FunctionSlots>(*g);
    std::string text;
    writeFunction(text, *g);
    if (!text.empty())
      out += "\n" + text;
  }
  for (const auto &[name, line] : addedDeclarations_)
    if (!declared_.count(name))
      out += "\n" + line + "\n";
  writeMetadataSection(out);
  return out;
}

} // namespace printer

bool printModuleNvvm7(const ir::Module &m, std::string &text, std::string &error) {
  try {
    printer::Nvvm7Writer w(m);
    text = w.write();
    return true;
  } catch (const printer::Nvvm7Unsupported &e) {
    error = std::string("cannot write the module as NVVM IR 2.0: ") + e.what();
    return false;
  }
}

} // namespace nvsim
