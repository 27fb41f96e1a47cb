// IR types and their uniquing context.
#include "core/ir/Type.h"

#include "core/ir/AsmNames.h"

#include <fmt/format.h>

namespace nvsim::ir {

bool Type::isFirstClass() const {
  return kind_ != TypeKind::Void && kind_ != TypeKind::Function && kind_ != TypeKind::Label &&
         kind_ != TypeKind::Metadata;
}

bool Type::isValidElement() const {
  return kind_ != TypeKind::Void && kind_ != TypeKind::Label && kind_ != TypeKind::Metadata &&
         kind_ != TypeKind::Function && kind_ != TypeKind::Token && kind_ != TypeKind::X86AMX &&
         kind_ != TypeKind::ScalableVector;
}

unsigned Type::scalarBits() const {
  switch (kind_) {
  case TypeKind::Integer: return bits_;
  case TypeKind::Half:
  case TypeKind::BFloat: return 16;
  case TypeKind::Float: return 32;
  case TypeKind::Double:
  case TypeKind::X86MMX: return 64;
  case TypeKind::X86FP80: return 80;
  case TypeKind::FP128:
  case TypeKind::PPCFP128: return 128;
  default: return 0;
  }
}

bool Type::isSized() const {
  switch (kind_) {
  case TypeKind::Void:
  case TypeKind::Label:
  case TypeKind::Metadata:
  case TypeKind::Token:
  case TypeKind::Function:
  case TypeKind::TargetExt: return false;
  case TypeKind::Struct:
    if (!hasBody_)
      return false;
    for (Type *m : members_)
      if (!m->isSized())
        return false;
    return true;
  case TypeKind::Array:
  case TypeKind::FixedVector: return elem_->isSized();
  default: return true;
  }
}

void Type::setBody(std::vector<Type *> members, bool packed) {
  members_ = std::move(members);
  flag_ = packed;
  hasBody_ = true;
}

TypeContext::TypeContext() {
  void_ = make(TypeKind::Void);
  label_ = make(TypeKind::Label);
  metadata_ = make(TypeKind::Metadata);
  token_ = make(TypeKind::Token);
  half_ = make(TypeKind::Half);
  bfloat_ = make(TypeKind::BFloat);
  float_ = make(TypeKind::Float);
  double_ = make(TypeKind::Double);
  fp128_ = make(TypeKind::FP128);
  x86fp80_ = make(TypeKind::X86FP80);
  ppcfp128_ = make(TypeKind::PPCFP128);
  x86mmx_ = make(TypeKind::X86MMX);
  x86amx_ = make(TypeKind::X86AMX);
}

Type *TypeContext::make(TypeKind k) {
  all_.push_back(std::unique_ptr<Type>(new Type(k)));
  return all_.back().get();
}

Type *TypeContext::intTy(unsigned bits) {
  Type *&t = ints_[bits];
  if (!t) {
    t = make(TypeKind::Integer);
    t->bits_ = bits;
  }
  return t;
}

Type *TypeContext::pointerTy(unsigned addrSpace, Type *pointee) {
  Type *&t = pointers_[{addrSpace, pointee}];
  if (!t) {
    t = make(TypeKind::Pointer);
    t->addrSpace_ = addrSpace;
    t->elem_ = pointee;
  }
  return t;
}

Type *TypeContext::arrayTy(Type *elem, uint64_t count) {
  Type *&t = arrays_[{elem, count}];
  if (!t) {
    t = make(TypeKind::Array);
    t->elem_ = elem;
    t->count_ = count;
  }
  return t;
}

Type *TypeContext::vectorTy(Type *elem, uint64_t count, bool scalable) {
  Type *&t = vectors_[{elem, count, scalable}];
  if (!t) {
    t = make(scalable ? TypeKind::ScalableVector : TypeKind::FixedVector);
    t->elem_ = elem;
    t->count_ = count;
  }
  return t;
}

Type *TypeContext::functionTy(Type *ret, std::vector<Type *> params, bool varArg) {
  Type *&t = functions_[{ret, params, varArg}];
  if (!t) {
    t = make(TypeKind::Function);
    t->elem_ = ret;
    t->members_ = std::move(params);
    t->flag_ = varArg;
  }
  return t;
}

Type *TypeContext::literalStructTy(std::vector<Type *> members, bool packed) {
  Type *&t = literals_[{members, packed}];
  if (!t) {
    t = make(TypeKind::Struct);
    t->members_ = std::move(members);
    t->flag_ = packed;
    t->hasBody_ = true;
  }
  return t;
}

Type *TypeContext::targetExtTy(std::string name, std::vector<Type *> types, std::vector<unsigned> ints) {
  Type *&t = targetExts_[{name, types, ints}];
  if (!t) {
    t = make(TypeKind::TargetExt);
    t->name_ = std::move(name);
    t->members_ = std::move(types);
    t->intParams_ = std::move(ints);
  }
  return t;
}

Type *TypeContext::namedStruct(const std::string &name) {
  auto it = named_.find(name);
  if (it != named_.end())
    return it->second;
  Type *t = make(TypeKind::Struct);
  t->name_ = name;
  t->named_ = true;
  named_.emplace(name, t);
  namedOrder_.push_back(t);
  return t;
}

Type *TypeContext::createNamedStruct(const std::string &base) {
  std::string name = base;
  for (unsigned i = 0; named_.count(name); ++i)
    name = fmt::format("{}.{}", base, i);
  return namedStruct(name);
}

Type *TypeContext::createNumberedStruct() {
  Type *t = make(TypeKind::Struct);
  t->named_ = true;
  t->number_ = numberedStructs_++;
  namedOrder_.push_back(t);
  return t;
}

Type *TypeContext::lookupNamedStruct(const std::string &name) const {
  auto it = named_.find(name);
  return it == named_.end() ? nullptr : it->second;
}

Type *TypeContext::opaqued(Type *t) {
  if (!t)
    return t;
  auto it = opaqued_.find(t);
  if (it != opaqued_.end())
    return it->second;
  Type *r = t;
  switch (t->kind()) {
  case TypeKind::Pointer: r = pointerTy(t->addrSpace()); break;
  case TypeKind::Array: r = arrayTy(opaqued(t->element()), t->count()); break;
  case TypeKind::FixedVector:
  case TypeKind::ScalableVector:
    r = vectorTy(opaqued(t->element()), t->count(), t->kind() == TypeKind::ScalableVector);
    break;
  case TypeKind::Function: {
    std::vector<Type *> ps;
    for (Type *p : t->members())
      ps.push_back(opaqued(p));
    r = functionTy(opaqued(t->returnType()), std::move(ps), t->isVarArg());
    break;
  }
  case TypeKind::Struct:
    // Identified structs keep their identity; their bodies are printed through the same function.
    if (t->isLiteral()) {
      std::vector<Type *> ms;
      for (Type *m : t->members())
        ms.push_back(opaqued(m));
      r = literalStructTy(std::move(ms), t->isPacked());
    }
    break;
  default: break;
  }
  opaqued_[t] = r;
  return r;
}

static void appendType(std::string &out, const Type *t, bool typed);

static void appendStructBody(std::string &out, const Type *t, bool typed) {
  if (t->isPacked())
    out += '<';
  if (t->members().empty()) {
    out += "{}";
  } else {
    out += "{ ";
    bool first = true;
    for (Type *m : t->members()) {
      if (!first)
        out += ", ";
      first = false;
      appendType(out, m, typed);
    }
    out += " }";
  }
  if (t->isPacked())
    out += '>';
}

static void appendType(std::string &out, const Type *t, bool typed) {
  switch (t->kind()) {
  case TypeKind::Void: out += "void"; return;
  case TypeKind::Half: out += "half"; return;
  case TypeKind::BFloat: out += "bfloat"; return;
  case TypeKind::Float: out += "float"; return;
  case TypeKind::Double: out += "double"; return;
  case TypeKind::FP128: out += "fp128"; return;
  case TypeKind::X86FP80: out += "x86_fp80"; return;
  case TypeKind::PPCFP128: out += "ppc_fp128"; return;
  case TypeKind::X86MMX: out += "x86_mmx"; return;
  case TypeKind::X86AMX: out += "x86_amx"; return;
  case TypeKind::Label: out += "label"; return;
  case TypeKind::Metadata: out += "metadata"; return;
  case TypeKind::Token: out += "token"; return;
  case TypeKind::Integer:
    out += 'i';
    out += std::to_string(t->intWidth());
    return;
  case TypeKind::Pointer:
    if (typed && t->pointee()) {
      appendType(out, t->pointee(), typed);
      if (t->addrSpace())
        out += fmt::format(" addrspace({})", t->addrSpace());
      out += '*';
      return;
    }
    out += "ptr";
    if (t->addrSpace())
      out += fmt::format(" addrspace({})", t->addrSpace());
    return;
  case TypeKind::Function: {
    appendType(out, t->returnType(), typed);
    out += " (";
    bool first = true;
    for (Type *p : t->members()) {
      if (!first)
        out += ", ";
      first = false;
      appendType(out, p, typed);
    }
    if (t->isVarArg())
      out += first ? "..." : ", ...";
    out += ')';
    return;
  }
  case TypeKind::Struct:
    if (t->isNumberedStruct()) {
      out += fmt::format("%{}", t->structNumber());
      return;
    }
    if (t->isNamedStruct()) {
      out += asmName('%', t->name());
      return;
    }
    appendStructBody(out, t, typed);
    return;
  case TypeKind::Array:
    out += fmt::format("[{} x ", t->count());
    appendType(out, t->element(), typed);
    out += ']';
    return;
  case TypeKind::FixedVector:
  case TypeKind::ScalableVector:
    out += t->kind() == TypeKind::ScalableVector ? fmt::format("<vscale x {} x ", t->count())
                                                 : fmt::format("<{} x ", t->count());
    appendType(out, t->element(), typed);
    out += '>';
    return;
  case TypeKind::TargetExt:
    out += "target(\"" + escapeAsmString(t->name()) + "\"";
    for (Type *m : t->members()) {
      out += ", ";
      appendType(out, m, typed);
    }
    for (unsigned v : t->intParams())
      out += fmt::format(", {}", v);
    out += ')';
    return;
  }
}

std::string typeToString(const Type *t, bool typedPointers) {
  std::string out;
  appendType(out, t, typedPointers);
  return out;
}

/// The body of an identified struct, as written after `%name = type`.
std::string structBodyToString(const Type *t, bool typedPointers) {
  std::string out;
  if (!t->hasBody())
    return "opaque";
  appendStructBody(out, t, typedPointers);
  return out;
}

} // namespace nvsim::ir
