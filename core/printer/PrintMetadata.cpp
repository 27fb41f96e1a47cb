// Metadata operands and nodes, attachments, and attribute lists.
#include "core/ir/AsmNames.h"
#include "core/printer/AsmWriter.h"

#include <fmt/format.h>

namespace nvsim::printer {

using namespace ir;

std::string metadataName(std::string_view name) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (size_t i = 0; i < name.size(); ++i) {
    auto c = static_cast<unsigned char>(name[i]);
    bool ident = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' || c == '$' || c == '.' ||
                 c == '_' || (i > 0 && c >= '0' && c <= '9');
    if (ident) {
      out += static_cast<char>(c);
    } else {
      out += '\\';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

void AsmWriter::writeMetadata(std::string &out, const Metadata *md) {
  if (!md) {
    out += "null";
    return;
  }
  switch (md->mdKind()) {
  case MDKind::String:
    out += "!\"";
    out += escapeAsmString(static_cast<const MDString *>(md)->str);
    out += '"';
    return;
  case MDKind::Value: writeTypeAndValue(out, static_cast<const ValueAsMetadata *>(md)->value); return;
  case MDKind::Node: {
    const auto *n = static_cast<const MDNode *>(md);
    int64_t slot = mdSlot(n);
    if (slot >= 0)
      out += fmt::format("!{}", slot);
    else
      writeMDNodeBody(out, n, false);
    return;
  }
  }
}

void AsmWriter::writeMDNodeBody(std::string &out, const MDNode *n, bool withDistinct) {
  if (withDistinct && n->distinct)
    out += "distinct ";
  if (n->isTuple()) {
    out += "!{";
    for (size_t i = 0; i < n->ops.size(); ++i) {
      if (i)
        out += ", ";
      writeMetadata(out, n->ops[i]);
    }
    out += '}';
    return;
  }
  out += '!';
  out += n->special;
  out += '(';
  for (size_t i = 0; i < n->fields.size(); ++i) {
    const MDField &f = n->fields[i];
    if (i)
      out += ", ";
    if (!f.name.empty()) {
      out += f.name;
      out += ": ";
    }
    if (f.isNull) {
      out += "null";
    } else if (f.md && f.md->mdKind() == MDKind::String) {
      // String fields of specialised nodes are written without the `!`: `name: "x"`.
      out += '"';
      out += escapeAsmString(static_cast<const MDString *>(f.md)->str);
      out += '"';
    } else if (f.md) {
      writeMetadata(out, f.md);
    } else {
      out += f.raw;
    }
  }
  out += ')';
}

void AsmWriter::writeAttachments(std::string &out, const std::vector<MDAttachment> &mds,
                                 std::string_view sep) {
  for (const MDAttachment &a : mds) {
    out += sep;
    out += '!';
    out += metadataName(a.kind);
    out += ' ';
    writeMetadata(out, a.node);
  }
}

bool AsmWriter::groupPrints(unsigned group) const {
  if (!module_)
    return true;
  auto it = module_->attrGroups.find(group);
  if (it == module_->attrGroups.end())
    return false;
  for (const Attribute &a : it->second.attrs)
    if (isPrintable(a))
      return true;
  return false;
}

void AsmWriter::writeAttrSet(std::string &out, const AttrSet &set, const AttrContext &ctx,
                             bool trailingSpace) {
  auto item = [&](auto &&write) {
    if (!trailingSpace)
      out += ' ';
    write();
    if (trailingSpace)
      out += ' ';
  };
  for (const Attribute &a : set.attrs)
    if (isPrintable(a))
      item([&] { writeAttribute(out, a, ctx); });
  // A group whose every attribute is unknown to LLVM 19 is not printed (LLVM rejects an empty
  // group), and neither are references to it.
  for (unsigned g : set.groups)
    if (groupPrints(g))
      item([&] { out += fmt::format("#{}", g); });
}

void AsmWriter::writeAttribute(std::string &out, const Attribute &a, const AttrContext &ctx) {
  std::string_view kw = attrKeyword(a.kind);
  switch (attrForm(a.kind)) {
  case AttrForm::Flag: out += kw; return;
  case AttrForm::Int:
    out += kw;
    if (!a.hasInt)
      return;
    // LLVM writes `align 4` in lists and `align=4` / `alignstack=8` in attribute groups.
    if (ctx.inGroup && (a.kind == AttrKind::Align || a.kind == AttrKind::StackAlignment))
      out += fmt::format("={}", a.intValue);
    else if (a.kind == AttrKind::Align)
      out += fmt::format(" {}", a.intValue);
    else
      out += fmt::format("({})", a.intValue);
    return;
  case AttrForm::Type: {
    out += kw;
    out += '(';
    // LLVM 19 requires the type; old IR wrote `byval` alone, meaning the pointee type.
    const Type *t = a.type;
    if (!t && ctx.paramType && ctx.paramType->isPointer())
      t = ctx.paramType->pointee();
    out += t ? typeToString(t) : std::string("i8");
    out += ')';
    return;
  }
  case AttrForm::Raw:
    out += kw;
    if (a.hasValue)
      out += fmt::format("({})", a.value);
    return;
  case AttrForm::String:
    out += fmt::format("\"{}\"", escapeAsmString(a.key));
    if (a.hasValue)
      out += fmt::format("=\"{}\"", escapeAsmString(a.value));
    return;
  case AttrForm::Legacy: // the parser has replaced these by memory(...)
  case AttrForm::Unknown: return;
  }
}

} // namespace nvsim::printer
