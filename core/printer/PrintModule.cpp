// Module layout in LLVM 19 order: header, types, comdats, globals, functions, attributes, metadata.
#include "core/ir/AsmNames.h"
#include "core/printer/AsmWriter.h"
#include "core/printer/Printer.h"

#include <fmt/format.h>

namespace nvsim {

namespace printer {

using namespace ir;

static bool isLocalLinkage(Linkage l) { return l == Linkage::Private || l == Linkage::Internal; }

static std::string quotedString(std::string_view s) { return fmt::format("\"{}\"", escapeAsmString(s)); }

void AsmWriter::writeHeader(std::string &out) {
  const Module &m = *module_;
  if (m.hasSourceFileName)
    out += fmt::format("source_filename = {}\n", quotedString(m.sourceFileName));
  if (m.hasDataLayout)
    out += fmt::format("target datalayout = {}\n", quotedString(m.dataLayout));
  if (m.hasTargetTriple)
    out += fmt::format("target triple = {}\n", quotedString(m.targetTriple));
}

/// Linkage, preemption, visibility, DLL storage, thread-local mode and unnamed_addr, each with a
/// trailing space; functions print their unnamed_addr after the parameters instead.
void AsmWriter::writeGlobalPrefix(std::string &out, const GlobalValue &g) {
  std::string_view linkage = linkageKeyword(g.linkage);
  if (!linkage.empty()) {
    out += linkage;
    out += ' ';
  }
  // dso_local is implied by local linkage and by hidden or protected visibility; LLVM prints it
  // only when it is not, and so does this printer (the parser sets the implied flag or not).
  if (g.dsoLocal && !isLocalLinkage(g.linkage) && g.visibility == Visibility::Default)
    out += "dso_local ";
  if (g.visibility == Visibility::Hidden)
    out += "hidden ";
  else if (g.visibility == Visibility::Protected)
    out += "protected ";
  if (g.dllStorage == DLLStorage::Import)
    out += "dllimport ";
  else if (g.dllStorage == DLLStorage::Export)
    out += "dllexport ";
  if (g.isFunction())
    return;
  switch (g.threadLocal) {
  case ThreadLocal::NotThreadLocal: break;
  case ThreadLocal::GeneralDynamic: out += "thread_local "; break;
  case ThreadLocal::LocalDynamic: out += "thread_local(localdynamic) "; break;
  case ThreadLocal::InitialExec: out += "thread_local(initialexec) "; break;
  case ThreadLocal::LocalExec: out += "thread_local(localexec) "; break;
  }
  if (g.unnamedAddr == UnnamedAddr::Global)
    out += "unnamed_addr ";
  else if (g.unnamedAddr == UnnamedAddr::Local)
    out += "local_unnamed_addr ";
}

static void writeComdat(std::string &out, const GlobalValue &g, std::string_view lead) {
  if (!g.hasComdat)
    return;
  out += lead;
  out += "comdat";
  if (!g.comdat.empty())
    out += fmt::format("({})", asmName('$', g.comdat));
}

void AsmWriter::writeGlobalVariable(std::string &out, const GlobalValue &g) {
  writeValue(out, &g);
  out += " = ";
  if (!g.initializer && g.linkage == Linkage::External)
    out += "external ";
  writeGlobalPrefix(out, g);
  if (g.addrSpace)
    out += fmt::format("addrspace({}) ", g.addrSpace);
  if (g.externallyInitialized)
    out += "externally_initialized ";
  out += g.isConstantVar ? "constant " : "global ";
  out += g.valueType ? typeToString(g.valueType) : std::string("<unknown type>");
  if (g.initializer) {
    out += ' ';
    writeValue(out, g.initializer);
  }
  if (!g.section.empty())
    out += ", section " + quotedString(g.section);
  if (!g.partition.empty())
    out += ", partition " + quotedString(g.partition);
  if (!g.codeModel.empty())
    out += ", code_model " + quotedString(g.codeModel);
  for (const std::string &flag : g.sanitizerFlags)
    out += ", " + flag;
  writeComdat(out, g, ", ");
  if (g.align)
    out += fmt::format(", align {}", g.align);
  writeAttachments(out, g.metadata, ", ");
  writeAttrSet(out, g.varAttrs, AttrContext{}, false);
  out += '\n';
}

void AsmWriter::writeAlias(std::string &out, const GlobalValue &g) {
  writeValue(out, &g);
  out += " = ";
  writeGlobalPrefix(out, g);
  out += g.kind == GlobalKind::IFunc ? "ifunc " : "alias ";
  out += g.valueType ? typeToString(g.valueType) : std::string("i8");
  out += ", ";
  writeTypeAndValue(out, g.aliasee);
  if (!g.partition.empty())
    out += ", partition " + quotedString(g.partition);
  writeAttachments(out, g.metadata, ", ");
  out += '\n';
}

void AsmWriter::writeFunction(std::string &out, const GlobalValue &f) {
  bool definition = f.hasBody;
  if (definition) {
    out += "define ";
  } else {
    out += "declare";
    writeAttachments(out, f.metadata, " ");
    out += ' ';
  }
  writeGlobalPrefix(out, f);
  if (f.callingConv) {
    std::string_view cc = callingConvKeyword(f.callingConv);
    out += cc.empty() ? fmt::format("cc {} ", f.callingConv) : fmt::format("{} ", cc);
  }
  writeAttrSet(out, f.retAttrs, AttrContext{}, true);
  const Type *fty = f.functionType();
  out += fty ? typeToString(fty->returnType()) : std::string("void");
  out += ' ';
  writeValue(out, &f);
  out += '(';
  size_t nparams = fty ? fty->members().size() : f.args.size();
  for (size_t i = 0; i < nparams; ++i) {
    if (i)
      out += ", ";
    const Argument *arg = i < f.args.size() ? f.args[i] : nullptr;
    const Type *pt = fty ? fty->members()[i] : arg->type;
    out += typeToString(pt);
    if (i < f.paramAttrs.size())
      writeAttrSet(out, f.paramAttrs[i], AttrContext{false, pt}, false);
    // Declarations name only the parameters that have names; definitions number the others.
    if (arg && (definition || !arg->name.empty())) {
      out += ' ';
      writeValue(out, arg);
    }
  }
  if (fty && fty->isVarArg())
    out += nparams ? ", ..." : "...";
  out += ')';
  if (f.unnamedAddr == UnnamedAddr::Global)
    out += " unnamed_addr";
  else if (f.unnamedAddr == UnnamedAddr::Local)
    out += " local_unnamed_addr";
  if (f.addrSpace)
    out += fmt::format(" addrspace({})", f.addrSpace);
  writeAttrSet(out, f.fnAttrs, AttrContext{}, false);
  // NOTE: bit 14 is only a cache of this attribute (seed 001); text always carries the attribute.
  if (f.annotationsTransplanted && !module_->findFnStringAttr(f, "nvvm.annotations_transplanted"))
    out += " \"nvvm.annotations_transplanted\"";
  if (!f.section.empty())
    out += " section " + quotedString(f.section);
  if (!f.partition.empty())
    out += " partition " + quotedString(f.partition);
  writeComdat(out, f, " ");
  if (f.align)
    out += fmt::format(" align {}", f.align);
  if (!f.gc.empty())
    out += " gc " + quotedString(f.gc);
  auto extra = [&](const char *kw, const Value *v) {
    if (!v)
      return;
    out += kw;
    writeTypeAndValue(out, v);
  };
  extra(" prefix ", f.prefix);
  extra(" prologue ", f.prologue);
  extra(" personality ", f.personality);
  if (!definition) {
    out += '\n';
    return;
  }
  writeAttachments(out, f.metadata, " ");
  out += " {\n";
  planMaterialization(f);
  for (size_t b = 0; b < f.blocks.size(); ++b) {
    const BasicBlock *bb = f.blocks[b];
    if (b)
      out += '\n';
    // The unnamed entry block keeps its number without a label, as LLVM prints it.
    if (!bb->name.empty())
      out += asmName('%', bb->name).substr(1) + ":\n";
    else if (b)
      out += fmt::format("{}:\n", slotsOf(&f).slot(bb));
    for (const Instruction *inst : bb->insts) {
      for (const std::string &line : linesBefore(inst))
        out += "  " + line + "\n";
      for (const DebugRecord &rec : inst->debugRecords) {
        out += "    ";
        writeDebugRecord(out, rec);
        out += '\n';
      }
      out += "  ";
      enterUse(inst);
      writeInstruction(out, *inst, true);
      leaveUse();
      out += '\n';
    }
  }
  out += "}\n";
}

void AsmWriter::writeAttributeGroups(std::string &out) {
  for (const auto &[num, set] : module_->attrGroups) {
    if (!groupPrints(num))
      continue;
    out += fmt::format("attributes #{} = {{ ", num);
    writeAttrSet(out, AttrSet{set.attrs, {}}, AttrContext{true, nullptr}, true);
    out += "}\n";
  }
}

void AsmWriter::writeMetadataSection(std::string &out) {
  const Module &m = *module_;
  if (!m.namedMetadata.empty()) {
    out += '\n';
    for (const NamedMetadata &nm : m.namedMetadata) {
      out += fmt::format("!{} = !{{", metadataName(nm.name));
      for (size_t i = 0; i < nm.ops.size(); ++i) {
        if (i)
          out += ", ";
        writeMetadata(out, nm.ops[i]);
      }
      out += "}\n";
    }
  }
  if (!numberedMD_.empty()) {
    out += '\n';
    for (const auto &[slot, node] : numberedMD_) {
      out += fmt::format("!{} = ", slot);
      writeMDNodeBody(out, node, true);
      out += '\n';
    }
  }
}

void AsmWriter::writeModule(std::string &out) {
  const Module &m = *module_;
  writeHeader(out);
  // Each section is separated from the one before by a blank line.
  auto section = [&out](auto &&body) {
    std::string text;
    body(text);
    if (text.empty())
      return;
    if (!out.empty())
      out += '\n';
    out += text;
  };
  section([&](std::string &s) {
    for (const std::string &line : m.moduleAsm)
      s += fmt::format("module asm {}\n", quotedString(line));
  });
  section([&](std::string &s) {
    for (const Type *t : m.types.namedStructs())
      s += fmt::format("{} = type {}\n", typeToString(t), structBodyToString(t));
  });
  section([&](std::string &s) {
    for (const Comdat &c : m.comdats)
      s += fmt::format("{} = comdat {}\n", asmName('$', c.name), c.selection);
  });
  section([&](std::string &s) {
    for (const GlobalValue *g : m.globals)
      if (g->kind == GlobalKind::Variable)
        writeGlobalVariable(s, *g);
  });
  section([&](std::string &s) {
    for (const GlobalValue *g : m.globals)
      if (g->kind == GlobalKind::Alias || g->kind == GlobalKind::IFunc)
        writeAlias(s, *g);
  });
  for (const GlobalValue *g : m.globals)
    if (g->kind == GlobalKind::Function)
      section([&](std::string &s) { writeFunction(s, *g); });
  section([&](std::string &s) { writeAttributeGroups(s); });
  std::string md;
  writeMetadataSection(md);
  if (!md.empty())
    out += out.empty() ? md.substr(1) : md;
}

} // namespace printer

std::string printModule(const ir::Module &m) {
  printer::AsmWriter w(&m);
  std::string out;
  w.writeModule(out);
  return out;
}

} // namespace nvsim
